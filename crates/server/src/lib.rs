//! keeper's web table: the HTTP API, WebSockets and the pages a Keeper and players use,
//! over keeper-table. Handlers are thin: they authenticate the member (a bearer token
//! or the game's cookie), call one table method and answer; roles and visibility are
//! decided by the table, so no path here can show more than the table allows.
//!
//! # Example
//! ```no_run
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! let table = keeper_table::Table::open("sqlite:keeper.db").await?;
//! keeper_server::serve(table, "127.0.0.1:8080".parse()?).await?;
//! # Ok(()) }
//! ```
#![deny(missing_docs)]

pub mod answer;
pub mod api;
pub mod body;
pub mod character_api;
pub mod error;
pub mod extract;
pub mod fight_api;
pub mod forecast_api;
pub mod guard;
pub mod idempotency;
pub mod limits;
pub mod mail;
pub mod mail_api;
mod middleware;
pub mod npc_api;
pub mod openapi;
pub mod pages;
pub mod public_cache;
pub mod rate;
pub mod roll_api;
pub mod snippet;
pub mod thread_api;
pub mod tokens;
pub mod transcript;
pub mod ws;

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use keeper_i18n::Message;
use keeper_table::Table;
use middleware::{Inner, Next};
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouter};
use utoipa_axum::routes;

pub use error::{ApiError, ErrorKind};
pub use guard::PublicUrl;
pub use rate::RateLimits;

/// Largest request body accepted, in bytes (a post of 100,000 characters fits).
pub const MAX_BODY: usize = 512 * 1024;

/// What every handler gets: one shared [`Shared`], so that handing it to each request
/// is one reference count, not one per part.
#[derive(Debug, Clone)]
pub struct AppState(Arc<Shared>);

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

/// The parts of [`AppState`].
#[derive(Debug)]
pub struct Shared {
    /// The table.
    pub table: Table,
    /// The WebSockets open, by game and address.
    pub(crate) sockets: limits::Sockets,
    /// Export and verification as anyone sees them, by log length.
    pub(crate) public: public_cache::PublicCache,
    /// The per-address rate limits of the anonymous endpoints.
    pub(crate) rate: Arc<rate::Limiters>,
    /// The token that creating a game needs, when the operator set one.
    pub(crate) operator: Option<Arc<str>>,
    /// The mailer, when the server was given an SMTP server.
    pub(crate) mailer: Option<mail::Mailer>,
}

impl Shared {
    /// Whether `presented` may create a game: anyone when the server has no operator
    /// token, else only the bearer of that token (`403` with a message saying so).
    pub(crate) fn may_create_game(&self, presented: Option<&str>) -> Result<(), ApiError> {
        let Some(operator) = &self.operator else {
            return Ok(());
        };
        // Compared as hashes, so the time taken says nothing of how much matched.
        let same = presented.is_some_and(|p| {
            keeper_table::chain::sha256_hex(p.trim()) == keeper_table::chain::sha256_hex(operator)
        });
        if same {
            Ok(())
        } else {
            Err(ApiError::localized(
                ErrorKind::Forbidden,
                Message::new("access-operator-only"),
            ))
        }
    }
}

/// How the server is run (`keeper serve`'s flags).
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The address people reach the server at: every link is built from it, and
    /// cookies are `Secure` when it is https. Without one, links follow the request's
    /// `Host` (fit for a server on a loopback address only).
    pub public_url: Option<PublicUrl>,
    /// The per-address rate limits of the anonymous endpoints ([`rate`]).
    pub rate: rate::RateLimits,
    /// When set, creating a game (`POST /api/v1/games`, the new-game page) needs this
    /// token: as `Authorization: Bearer`, or the page's `operator_token` field. Unset,
    /// anyone may create a game.
    pub operator_token: Option<String>,
    /// Mail (`--smtp`, `--mail-from`): without it, nothing is mailed and the pages say
    /// so.
    pub mail: Option<mail::MailOptions>,
}

/// The address links point back to: the public URL when the server has one, else the
/// scheme and host the request came to.
pub fn base_url(headers: &HeaderMap) -> String {
    if let Some(public) = guard::public_url() {
        return public.origin().to_owned();
    }
    let host = headers
        .get("host")
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            h.chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        })
        .unwrap_or("localhost");
    format!("http://{host}")
}

/// The whole application, with the default [`Options`] (no public URL).
pub fn app(table: Table) -> Router {
    app_with(table, &Options::default())
}

/// The whole application, run as `options` say.
pub fn app_with(table: Table, options: &Options) -> Router {
    Router::new().fallback_service(service(table, options))
}

/// The application as one service: [`app_with`] puts it in a `Router`; [`serve_on`]
/// serves it as it is, since a `Router` around it clones it into a box per request.
fn service(table: Table, options: &Options) -> Stack {
    let state = AppState(Arc::new(Shared {
        table: table.clone(),
        sockets: limits::Sockets::new(options.public_url.is_some()),
        public: public_cache::PublicCache::default(),
        rate: Arc::new(rate::Limiters::new(
            &options.rate,
            options.public_url.is_some(),
        )),
        operator: options.operator_token.as_deref().map(Arc::from),
        mailer: options.mail.as_ref().and_then(|m| {
            mail::Mailer::start(table.clone(), m)
                .inspect_err(|e| tracing::error!("mail is off: {e}"))
                .ok()
        }),
    }));
    let api = api_routes()
        .served
        .fallback(|| async { ApiError::no_route() })
        .method_not_allowed_fallback(method_not_allowed)
        .with_state(state.clone());
    let site = Router::new()
        .route("/healthz", health_route().2)
        .merge(pages::routes())
        .with_state(state.clone());
    Stack(Arc::new(Layers {
        guard: Arc::new(guard::Guard {
            public: options.public_url.clone(),
        }),
        limiters: state.rate.clone(),
        idempotency: idempotency::Store::default(),
        api,
        site,
    }))
}

/// The application: the middlewares around the API's router and the site's, shared by
/// every request (handing it to one is one reference count).
#[derive(Debug, Clone)]
struct Stack(Arc<Layers>);

/// What [`Stack`] holds.
#[derive(Debug)]
struct Layers {
    guard: Arc<guard::Guard>,
    limiters: Arc<rate::Limiters>,
    idempotency: idempotency::Store,
    // No `DefaultBodyLimit`: `limits::body_limit` has refused every body over
    // `MAX_BODY` before a handler reads one, so axum's own limit (larger) never applies.
    api: Router,
    site: Router,
}

/// Where the API is served.
const API: &str = "/api/v1";

impl Layers {
    /// The request through every middleware to its router, outermost first: the
    /// origin check and security headers, a panic made a 500, the body's size, the
    /// anonymous rate limits; then [`API`] and every path under it to the API (in the
    /// request's language, with idempotent retries), the rest to the site. The API's
    /// routes have their whole paths ([`ApiRoutes`]), so no URI is rebuilt.
    async fn answer(&self, request: Request) -> Response {
        guard::guard(
            self.guard.clone(),
            request,
            Next(|request| {
                middleware::caught(
                    limits::body_limit(
                        request,
                        Next(|request| {
                            rate::layer(&self.limiters, request, Next(|r| self.route(r)))
                        }),
                    ),
                    || {
                        ApiError::localized(ErrorKind::Internal, Message::new("table-api-internal"))
                            .into_response()
                    },
                )
            }),
        )
        .await
    }

    async fn route(&self, request: Request) -> Response {
        let api = request
            .uri()
            .path()
            .strip_prefix(API)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'));
        if !api {
            return answered(self.site.clone(), request).await;
        }
        api_language(
            request,
            Next(|request| {
                idempotency::layer(
                    &self.idempotency,
                    request,
                    Next(|request| answered(self.api.clone(), request)),
                )
            }),
        )
        .await
    }
}

/// A router's answer.
async fn answered(router: Router, request: Request) -> Response {
    let Ok(response) = tower::ServiceExt::oneshot(router, request).await;
    response
}

impl tower::Service<Request> for Stack {
    type Response = Response;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request) -> Self::Future {
        let layers = self.0.clone();
        Box::pin(async move { Ok(layers.answer(request).await) })
    }
}

/// [`api_routes`]: the router, each route at its whole path under [`API`], and the
/// routes as [`openapi::document`] takes them, to nest under [`API`] itself.
pub(crate) struct ApiRoutes {
    served: Router<AppState>,
    pub(crate) documented: OpenApiRouter<AppState>,
}

impl ApiRoutes {
    fn new() -> ApiRoutes {
        ApiRoutes {
            served: Router::new(),
            documented: OpenApiRouter::new(),
        }
    }

    /// One `routes!`: its handlers at its path (or paths).
    fn routes(mut self, (schemas, paths, method): UtoipaMethodRouter<AppState>) -> ApiRoutes {
        for path in paths.paths.keys() {
            debug_assert!(path.len() > 1 && path.starts_with('/'), "{path}");
            self.served = self.served.route(&format!("{API}{path}"), method.clone());
        }
        self.documented = self.documented.routes((schemas, paths, method));
        self
    }
}

/// The API's routes under `/api/v1`, each read from its handler's `#[utoipa::path]`: the
/// one list the router and the OpenAPI document ([`openapi::document`]) are both made
/// from. Handlers of one path go in one `routes!`.
pub(crate) fn api_routes() -> ApiRoutes {
    use crate::{
        api, character_api as characters, fight_api as fight, forecast_api, mail_api as mail,
        npc_api, roll_api as rolls, thread_api as threads, tokens, transcript,
    };
    ApiRoutes::new()
        .routes(routes!(api::resolve))
        .routes(routes!(api::odds))
        .routes(routes!(api::openapi))
        .routes(routes!(api::create_game))
        .routes(routes!(api::game))
        .routes(routes!(api::invite, api::invites))
        .routes(routes!(api::join))
        .routes(routes!(api::members))
        .routes(routes!(tokens::remove_member))
        .routes(routes!(tokens::reissue_token))
        .routes(routes!(tokens::revoke_invite))
        .routes(routes!(tokens::sign_out))
        .routes(routes!(api::me, api::set_me))
        .routes(routes!(api::log))
        .routes(routes!(api::entry))
        .routes(routes!(api::roll))
        .routes(routes!(api::reveal))
        .routes(routes!(rolls::push_roll))
        .routes(routes!(rolls::spend_luck))
        .routes(routes!(rolls::mp_reroll))
        .routes(routes!(rolls::award_check))
        .routes(routes!(rolls::contest))
        .routes(routes!(rolls::outcome_trait))
        .routes(routes!(rolls::opposed))
        .routes(routes!(api::roll_snippet))
        .routes(routes!(
            characters::characters,
            characters::create_character
        ))
        .routes(routes!(characters::character))
        .routes(routes!(characters::character_events))
        .routes(routes!(characters::treat))
        .routes(routes!(characters::pass_time))
        .routes(routes!(npc_api::show_character))
        .routes(routes!(api::requests, api::request_roll))
        .routes(routes!(api::request_group))
        .routes(routes!(api::answer))
        .routes(routes!(threads::threads, threads::create_thread))
        .routes(routes!(threads::posts))
        .routes(routes!(threads::create_post))
        .routes(routes!(threads::preview_post))
        .routes(routes!(threads::edit_post, threads::delete_post))
        .routes(routes!(transcript::transcript))
        .routes(routes!(api::end))
        .routes(routes!(api::reveal_seed))
        .routes(routes!(api::verify))
        .routes(routes!(api::export))
        .routes(routes!(ws::socket))
        .routes(routes!(mail::my_mail, mail::set_my_mail))
        .routes(routes!(mail::mail_sign_in))
        .routes(routes!(fight::fight, fight::start_fight))
        .routes(routes!(fight::join_fight))
        .routes(routes!(fight::move_fighter))
        .routes(routes!(fight::expose))
        .routes(routes!(forecast_api::forecast))
        .routes(routes!(fight::attack))
        .routes(routes!(fight::defend))
        .routes(routes!(fight::next_turn))
        .routes(routes!(fight::flee))
        .routes(routes!(fight::reload))
        .routes(routes!(fight::skill))
        .routes(routes!(fight::aim))
        .routes(routes!(fight::end_fight))
}

/// `/healthz`, outside the API: any other method is `405`.
pub(crate) fn health_route() -> UtoipaMethodRouter<AppState> {
    let (schemas, paths, method) = routes!(healthz);
    (schemas, paths, method.fallback(method_not_allowed))
}

async fn method_not_allowed() -> ApiError {
    ApiError::localized(
        ErrorKind::MethodNotAllowed,
        Message::new("table-api-method"),
    )
}

/// Answers an API request's errors in its language: the browser's choice or
/// `Accept-Language` (else English), then the member's own once [`extract::member`]
/// knows them.
async fn api_language(request: Request, next: Next<impl Inner>) -> Response {
    let lang = extract::request_language(request.headers());
    error::with_language(lang, next.run(request)).await
}

#[utoipa::path(
    get,
    path = "/healthz",
    operation_id = "healthz",
    tag = "server",
    summary = "Readiness",
    description = "`200 ok` (plain text) when the database answers, else `503`.",
    responses(
        (status = 200, description = "Ready.", body = String, content_type = "text/plain"),
        (status = 405, response = openapi::errors::MethodNotAllowed),
        (status = 503, description = "The database does not answer.", body = String, content_type = "text/plain"),
    )
)]
async fn healthz(axum::extract::State(s): axum::extract::State<AppState>) -> impl IntoResponse {
    if s.table.ready().await {
        (StatusCode::OK, "ok")
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "storage not ready")
    }
}

/// Serves the table on `addr` until the process is stopped.
pub async fn serve(table: Table, addr: SocketAddr) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!("keeper is serving on http://{}", listener.local_addr()?);
    serve_on(listener, table, &Options::default()).await
}

/// Serves the table on a listener already bound (so that a port in use is reported
/// before anything is announced), with the timeouts and caps of [`limits`], until the
/// process is stopped.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    table: Table,
    options: &Options,
) -> std::io::Result<()> {
    let proxied = options.public_url.is_some();
    limits::run(listener, service(table, options), proxied).await
}
