//! How much of the server one client may hold: the engine's threads, bodies,
//! connections and WebSockets, each with a documented figure (docs/operating.md).

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::ConnectInfo;
use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header::{CONNECTION, CONTENT_LENGTH, TRANSFER_ENCODING};
use axum::response::{IntoResponse, Response};
use http_body::Frame;
use http_body_util::BodyExt;
use keeper_i18n::Message;
use tokio::sync::Semaphore;

use crate::error::{ApiError, ErrorKind};
use crate::middleware::{Inner, Next};

/// How long a client may take to send a request's headers; also how long a kept-alive
/// connection may sit idle before its next request.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a request's body may take to arrive, in all.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(30);
/// Most bytes of an oversized body read (and thrown away) before its `413` is sent, so a
/// client that sends its body anyway reads the answer instead of a broken pipe.
pub const MAX_DRAIN: u64 = 8 << 20;
/// Most connections open at once; lower when the process may open fewer files (see
/// [`connection_cap`]).
pub const MAX_CONNECTIONS: usize = 512;
/// Open files kept back from connections: the database's, the listener, logs.
pub const RESERVED_FILES: usize = 64;

/// The connections this process may hold at once: [`MAX_CONNECTIONS`], or its open-file
/// limit less [`RESERVED_FILES`] when that is lower, so that idle connections cannot
/// take the descriptors the database and `/healthz` need.
pub fn connection_cap() -> usize {
    let soft = std::fs::read_to_string("/proc/self/limits")
        .ok()
        .and_then(|text| open_files_limit(&text));
    cap_for(soft)
}

fn cap_for(open_files: Option<u64>) -> usize {
    match open_files {
        Some(n) => usize::try_from(n)
            .unwrap_or(usize::MAX)
            .saturating_sub(RESERVED_FILES)
            .clamp(16, MAX_CONNECTIONS),
        None => MAX_CONNECTIONS,
    }
}

/// The soft "Max open files" of a `/proc/self/limits` text.
fn open_files_limit(text: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with("Max open files"))?;
    line["Max open files".len()..]
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}
/// Most connections open at once from one address.
pub const MAX_CONNECTIONS_PER_ADDRESS: usize = 64;
/// Most WebSockets open at once to one game.
pub const MAX_SOCKETS_PER_GAME: usize = 200;
/// Most WebSockets open at once from one address.
pub const MAX_SOCKETS_PER_ADDRESS: usize = 32;

fn engine_slots() -> &'static Semaphore {
    static SLOTS: OnceLock<Semaphore> = OnceLock::new();
    SLOTS
        .get_or_init(|| Semaphore::new(std::thread::available_parallelism().map_or(2, usize::from)))
}

/// Runs CPU-heavy engine work (exact odds, a `/resolve` array) on a blocking thread, at
/// most one per CPU at once: the runtime keeps answering (`/healthz` among others) and
/// memory is bounded by that many answers.
pub(crate) async fn engine<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let _slot = engine_slots().acquire().await;
    match tokio::task::spawn_blocking(work).await {
        Ok(value) => value,
        Err(e) => match e.try_into_panic() {
            Ok(panic) => std::panic::resume_unwind(panic),
            Err(e) => panic!("engine task cancelled: {e}"),
        },
    }
}

/// Refuses a body declared over [`crate::MAX_BODY`] before reading it: at once when it
/// is over [`MAX_DRAIN`], else after reading and discarding it (within
/// [`BODY_TIMEOUT`]), and closes the connection either way.
pub(crate) async fn body_limit(request: Request, next: Next<impl Inner>) -> Response {
    let declared = request
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    match declared {
        Some(len) if len > crate::MAX_BODY as u64 => {
            let lang = crate::extract::request_language(request.headers());
            if len <= MAX_DRAIN {
                let mut body = request.into_body();
                let drain = async { while let Some(Ok(_)) = body.frame().await {} };
                let _ = tokio::time::timeout(BODY_TIMEOUT, drain).await;
            }
            let error = ApiError::localized(
                ErrorKind::TooLarge,
                Message::new("table-api-body-too-large").int("limit", crate::MAX_BODY as i64),
            );
            let mut response =
                crate::error::with_language(lang, async { error.into_response() }).await;
            response
                .headers_mut()
                .insert(CONNECTION, HeaderValue::from_static("close"));
            response
        }
        // No length declared (`Transfer-Encoding: chunked`): the body is read here, so
        // that one over the limit is answered after it is drained, as above.
        None if request.headers().contains_key(TRANSFER_ENCODING) => chunked(request, next).await,
        _ => {
            let (parts, body) = request.into_parts();
            let body = Body::new(Deadline::new(body));
            next.run(Request::from_parts(parts, body)).await
        }
    }
}

/// What reading a chunked body came to.
enum Read {
    Whole(Vec<u8>),
    /// Over [`crate::MAX_BODY`]; drained up to [`MAX_DRAIN`] bytes.
    TooLarge,
    /// The client broke off, or sent it too slowly.
    Failed,
}

/// A body of no declared length, read whole within [`BODY_TIMEOUT`]: passed on when it
/// fits [`crate::MAX_BODY`], else read on and thrown away up to [`MAX_DRAIN`] bytes in
/// all and answered `413`, the connection closed.
async fn chunked(request: Request, next: Next<impl Inner>) -> Response {
    let lang = crate::extract::request_language(request.headers());
    let (parts, mut body) = request.into_parts();
    let read = async {
        let mut kept = Vec::new();
        let mut total: u64 = 0;
        while let Some(frame) = body.frame().await {
            let Ok(frame) = frame else {
                return Read::Failed;
            };
            let Ok(data) = frame.into_data() else {
                continue;
            };
            total += data.len() as u64;
            if total > MAX_DRAIN {
                return Read::TooLarge;
            }
            if total <= crate::MAX_BODY as u64 {
                kept.extend_from_slice(&data);
            }
        }
        if total > crate::MAX_BODY as u64 {
            Read::TooLarge
        } else {
            Read::Whole(kept)
        }
    };
    let read = tokio::time::timeout(BODY_TIMEOUT, read)
        .await
        .unwrap_or(Read::Failed);
    let error = match read {
        Read::Whole(bytes) => {
            return next
                .run(Request::from_parts(parts, Body::from(bytes)))
                .await;
        }
        Read::TooLarge => ApiError::localized(
            ErrorKind::TooLarge,
            Message::new("table-api-body-too-large").int("limit", crate::MAX_BODY as i64),
        ),
        Read::Failed => ApiError::localized(
            ErrorKind::BadJson,
            Message::new("operating-body-unread").int("seconds", BODY_TIMEOUT.as_secs() as i64),
        ),
    };
    let mut response = crate::error::with_language(lang, async { error.into_response() }).await;
    response
        .headers_mut()
        .insert(CONNECTION, HeaderValue::from_static("close"));
    response
}

/// A body that fails once [`BODY_TIMEOUT`] has passed since its request arrived,
/// however it trickles in. The timer is set only when the body has to be waited for:
/// a body that came with its headers is read without one.
struct Deadline {
    body: Body,
    deadline: tokio::time::Instant,
    sleep: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl Deadline {
    /// `body`, due [`BODY_TIMEOUT`] from now.
    fn new(body: Body) -> Deadline {
        Deadline {
            body,
            deadline: tokio::time::Instant::now() + BODY_TIMEOUT,
            sleep: None,
        }
    }
}

impl http_body::Body for Deadline {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let timed_out = || {
            Poll::Ready(Some(Err(axum::Error::new(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                "request body timed out",
            )))))
        };
        if tokio::time::Instant::now() >= self.deadline {
            return timed_out();
        }
        if let Poll::Ready(frame) = Pin::new(&mut self.body).poll_frame(cx) {
            return Poll::Ready(frame);
        }
        let deadline = self.deadline;
        let sleep = self
            .sleep
            .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(deadline)));
        if sleep.as_mut().poll(cx).is_ready() {
            return timed_out();
        }
        Poll::Pending
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.body.size_hint()
    }
}

/// Counts what each key holds, up to a limit; a [`Held`] gives its place back when it
/// is dropped.
#[derive(Debug, Clone)]
pub(crate) struct Counter<K: std::hash::Hash + Eq + Clone> {
    held: Arc<Mutex<HashMap<K, usize>>>,
    limit: usize,
}

impl<K: std::hash::Hash + Eq + Clone> Counter<K> {
    pub(crate) fn new(limit: usize) -> Counter<K> {
        Counter {
            held: Arc::default(),
            limit,
        }
    }

    /// One more for `key`, unless it holds its limit already.
    pub(crate) fn take(&self, key: K) -> Option<Held<K>> {
        let mut held = self.held.lock().unwrap_or_else(PoisonError::into_inner);
        let n = held.entry(key.clone()).or_default();
        if *n >= self.limit {
            return None;
        }
        *n += 1;
        Some(Held {
            counter: self.clone(),
            key,
        })
    }
}

/// A place held in a [`Counter`].
#[derive(Debug)]
pub(crate) struct Held<K: std::hash::Hash + Eq + Clone> {
    counter: Counter<K>,
    key: K,
}

impl<K: std::hash::Hash + Eq + Clone> Drop for Held<K> {
    fn drop(&mut self) {
        let mut held = self
            .counter
            .held
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = held.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                held.remove(&self.key);
            }
        }
    }
}

/// The WebSockets open, by game and by address.
#[derive(Debug, Clone)]
pub(crate) struct Sockets {
    by_game: Counter<String>,
    by_address: Counter<IpAddr>,
    /// Loopback peers are a reverse proxy (see [`run`]): not counted by address.
    proxied: bool,
}

impl Sockets {
    pub(crate) fn new(proxied: bool) -> Sockets {
        Sockets {
            by_game: Counter::new(MAX_SOCKETS_PER_GAME),
            by_address: Counter::new(MAX_SOCKETS_PER_ADDRESS),
            proxied,
        }
    }
}

/// The places a WebSocket holds while open.
#[derive(Debug)]
pub(crate) struct SocketPlace {
    _game: Held<String>,
    _address: Option<Held<IpAddr>>,
}

impl Sockets {
    /// A place for one more WebSocket to `game` from `address` (unknown when the app is
    /// not served by [`crate::serve`]), or the error naming the limit it would pass.
    pub(crate) fn open(
        &self,
        game: &str,
        address: Option<IpAddr>,
    ) -> Result<SocketPlace, ApiError> {
        let full = |limit: usize| {
            ApiError::localized(
                ErrorKind::Unavailable,
                Message::new("security-too-many-sockets").int("limit", limit as i64),
            )
        };
        let address = match address {
            Some(a) if !(self.proxied && a.is_loopback()) => Some(
                self.by_address
                    .take(a)
                    .ok_or_else(|| full(MAX_SOCKETS_PER_ADDRESS))?,
            ),
            _ => None,
        };
        let game = self
            .by_game
            .take(game.to_owned())
            .ok_or_else(|| full(MAX_SOCKETS_PER_GAME))?;
        Ok(SocketPlace {
            _game: game,
            _address: address,
        })
    }
}

/// Serves `app` on `listener` over HTTP/1.1 with the timeouts and connection caps of
/// this module, until the process is stopped. The peer's address reaches handlers as
/// [`ConnectInfo<SocketAddr>`].
///
/// With `proxied` (the server has a public URL, so it is meant to sit behind a reverse
/// proxy), a loopback peer is the proxy, speaking for every client: it counts against
/// [`MAX_CONNECTIONS`] only, and the proxy is left to limit each client.
pub(crate) async fn run<S>(
    listener: tokio::net::TcpListener,
    app: S,
    proxied: bool,
) -> std::io::Result<()>
where
    S: tower::Service<Request, Response = Response, Error = Infallible, Future: Send>
        + Clone
        + Send
        + 'static,
{
    let cap = connection_cap();
    tracing::info!("at most {cap} connections at once");
    let all = Arc::new(Semaphore::new(cap));
    let per_address = Counter::<IpAddr>::new(MAX_CONNECTIONS_PER_ADDRESS);
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of descriptors, or a connection reset while queued: wait, go on.
                tracing::warn!("accept failed: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        // Over a cap, the connection is closed at once: it holds nothing.
        let Ok(slot) = all.clone().try_acquire_owned() else {
            tracing::warn!("refused {peer}: {cap} connections open");
            continue;
        };
        let place = if proxied && peer.ip().is_loopback() {
            None
        } else {
            let Some(place) = per_address.take(peer.ip()) else {
                tracing::warn!("refused {peer}: {MAX_CONNECTIONS_PER_ADDRESS} connections from it");
                continue;
            };
            Some(place)
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(
                move |request: hyper::Request<hyper::body::Incoming>| {
                    let mut request = request.map(Body::new);
                    request.extensions_mut().insert(ConnectInfo(peer));
                    let app = app.clone();
                    async move { tower::ServiceExt::oneshot(app, request).await }
                },
            );
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                .with_upgrades();
            let _ = connection.await;
            drop((slot, place));
        });
    }
}

/// The address a request came from, when it is served by [`run`].
pub(crate) fn peer(request_extensions: &axum::http::Extensions) -> Option<IpAddr> {
    request_extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(a)| a.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A body whose frames never come.
    struct Never;

    impl http_body::Body for Never {
        type Data = Bytes;
        type Error = axum::Error;

        fn poll_frame(
            self: Pin<&mut Self>,
            _: &mut Context<'_>,
        ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
            Poll::Pending
        }
    }

    #[tokio::test(start_paused = true)]
    async fn a_body_that_came_is_read_without_a_timer() {
        let mut body = Deadline::new(Body::from("{\"expr\": \"1d100\"}"));
        let frame = body.frame().await.expect("a frame").expect("no error");
        assert_eq!(
            frame.into_data().ok().as_deref(),
            Some(&b"{\"expr\": \"1d100\"}"[..])
        );
        assert!(body.sleep.is_none(), "no timer for a body already there");
    }

    #[tokio::test(start_paused = true)]
    async fn a_body_that_does_not_come_fails_at_the_deadline() {
        let started = tokio::time::Instant::now();
        let mut body = Deadline::new(Body::new(Never));
        let failed = body.frame().await.expect("an answer");
        assert!(failed.is_err(), "the body fails");
        assert_eq!(started.elapsed(), BODY_TIMEOUT);
        // Past the deadline, it fails at once, without waiting on the body.
        assert!(body.frame().await.expect("an answer").is_err());
    }

    #[test]
    fn the_connection_cap_leaves_files_for_the_rest() {
        let limits = "Limit                     Soft Limit           Hard Limit           Units\n\
                      Max processes             63434                63434                processes\n\
                      Max open files            256                  524288               files\n";
        assert_eq!(open_files_limit(limits), Some(256));
        assert_eq!(cap_for(Some(256)), 192);
        assert_eq!(cap_for(Some(1 << 20)), MAX_CONNECTIONS);
        assert_eq!(cap_for(Some(20)), 16);
        assert_eq!(cap_for(None), MAX_CONNECTIONS);
        assert!(connection_cap() <= MAX_CONNECTIONS);
    }

    #[test]
    fn counters_give_places_back() {
        let c = Counter::new(2);
        let a = c.take("x").unwrap();
        let _b = c.take("x").unwrap();
        assert!(c.take("x").is_none());
        assert!(c.take("y").is_some());
        drop(a);
        assert!(c.take("x").is_some());
    }
}
