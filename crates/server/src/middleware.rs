//! How the middlewares (`guard`, `limits::body_limit`, `rate`, the API's language and
//! `idempotency`) wrap the rest of the stack: each is an `async fn` of its state, the
//! request and [`Next`], made a tower layer by [`from_fn`] or [`from_fn_with_state`].
//!
//! axum's `middleware::from_fn` boxes the rest of the stack into `Next` and boxes its
//! future again, per request and per middleware; here `Next` is the rest of the stack
//! itself and its future is awaited in place, so a middleware costs one boxed future.

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::extract::{Request, State};
use axum::response::{IntoResponse, Response};
use tower::{Layer, Service};

/// What a middleware may wrap: a service that always answers.
pub(crate) trait Inner:
    Service<Request, Response: IntoResponse, Error = Infallible, Future: Send> + Send + 'static
{
}

impl<S> Inner for S
where
    S: Service<Request, Error = Infallible> + Send + 'static,
    S::Response: IntoResponse,
    S::Future: Send,
{
}

/// The rest of the stack, made ready for this request.
#[derive(Debug)]
pub(crate) struct Next<S>(S);

impl<S: Inner> Next<S> {
    /// Passes the request on.
    pub(crate) async fn run(mut self, request: Request) -> Response {
        let Ok(response) = self.0.call(request).await;
        response.into_response()
    }
}

/// An async fn taken as a middleware, with its state: `()`, or [`State`].
pub(crate) trait Middleware<St, S>: Clone + Send + Sync + 'static {
    /// The fn's future.
    type Future: Future<Output = Response> + Send + 'static;

    /// Calls the fn.
    fn run(&self, state: &St, request: Request, next: Next<S>) -> Self::Future;
}

impl<F, Fut, S> Middleware<(), S> for F
where
    F: Fn(Request, Next<S>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Response> + Send + 'static,
{
    type Future = Fut;

    fn run(&self, (): &(), request: Request, next: Next<S>) -> Fut {
        self(request, next)
    }
}

impl<F, Fut, S, T> Middleware<State<T>, S> for F
where
    F: Fn(State<T>, Request, Next<S>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Response> + Send + 'static,
    T: Clone,
{
    type Future = Fut;

    fn run(&self, State(state): &State<T>, request: Request, next: Next<S>) -> Fut {
        self(State(state.clone()), request, next)
    }
}

/// The layer of a middleware with no state.
pub(crate) fn from_fn<F>(f: F) -> FromFnLayer<F, ()> {
    FromFnLayer { f, state: () }
}

/// The layer of a middleware given `state` (as `State<T>`) on every request.
pub(crate) fn from_fn_with_state<F, T>(state: T, f: F) -> FromFnLayer<F, State<T>> {
    FromFnLayer {
        f,
        state: State(state),
    }
}

/// See [`from_fn`].
#[derive(Debug, Clone)]
pub(crate) struct FromFnLayer<F, St> {
    f: F,
    state: St,
}

impl<F: Clone, St: Clone, S> Layer<S> for FromFnLayer<F, St> {
    type Service = FromFn<F, St, S>;

    fn layer(&self, inner: S) -> FromFn<F, St, S> {
        FromFn {
            f: self.f.clone(),
            state: self.state.clone(),
            inner,
        }
    }
}

/// A middleware in front of `inner`.
#[derive(Debug, Clone)]
pub(crate) struct FromFn<F, St, S> {
    f: F,
    state: St,
    inner: S,
}

impl<F, St, S> Service<Request> for FromFn<F, St, S>
where
    F: Middleware<St, S>,
    S: Inner + Clone,
{
    type Response = Response;
    type Error = Infallible;
    type Future = ResponseFuture;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> ResponseFuture {
        // The service made ready goes with this request; its clone waits for the next.
        let clone = self.inner.clone();
        let ready = std::mem::replace(&mut self.inner, clone);
        ResponseFuture(Box::pin(self.f.run(&self.state, request, Next(ready))))
    }
}

/// A middleware's answer to come.
pub(crate) struct ResponseFuture(Pin<Box<dyn Future<Output = Response> + Send>>);

impl Future for ResponseFuture {
    type Output = Result<Response, Infallible>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        self.0.as_mut().poll(cx).map(Ok)
    }
}

impl std::fmt::Debug for ResponseFuture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResponseFuture").finish_non_exhaustive()
    }
}
