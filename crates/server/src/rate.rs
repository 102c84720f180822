//! Per-address rate limits on what anyone may ask without a token: exact odds and
//! resolve (`POST /api/v1/odds`, `/api/v1/resolve`), a game's public export and
//! verification (`GET …/export`, `…/verify` without a member's token), and making
//! games, joining them (the API's and the pages' forms) and sign-in links by mail.
//! Over a limit, `429 too_many_requests` with `Retry-After`.
//!
//! Each limit is a GCRA bucket per address (an IPv6 address by its /64): `N` requests
//! at once, then one more each `period / N`. A table's own calls (rolls, posts, the
//! log: anything with a member's token) are not limited by address; the connection
//! caps of [`crate::limits`] bound them.
//!
//! Behind a reverse proxy every request comes from the proxy: with
//! [`RateLimits::trust_forwarded_for`] the client is the last address of
//! `X-Forwarded-For` (the one the proxy added); without it, requests from a loopback
//! proxy (the server has a public URL) are not limited here, and the proxy should
//! limit them.

use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::num::NonZeroU32;

use axum::extract::{ConnectInfo, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{Extensions, HeaderMap, Method};
use axum::response::{IntoResponse, Response};
use governor::clock::Clock;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use keeper_i18n::Message;

use crate::error::{ApiError, ErrorKind};
use crate::middleware::{Inner, Next};

/// Default: anonymous requests (odds, resolve, public export and verify) per minute
/// from one address.
pub const ANONYMOUS_PER_MINUTE: u32 = 120;
/// Default: games made and joins per hour from one address.
pub const ACCOUNTS_PER_HOUR: u32 = 30;
/// Addresses remembered before the ones whose buckets are full again are forgotten.
const REMEMBERED: usize = 50_000;

/// The limits `keeper serve` is run with (`--rate-anonymous`, `--rate-accounts`,
/// `--trust-forwarded-for`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RateLimits {
    /// Anonymous requests a minute from one address; 0: no limit.
    pub anonymous_per_minute: u32,
    /// Games made and joins an hour from one address; 0: no limit.
    pub accounts_per_hour: u32,
    /// Take the client's address from `X-Forwarded-For` (set only behind a proxy that
    /// writes it: anyone can send the header).
    pub trust_forwarded_for: bool,
}

impl Default for RateLimits {
    fn default() -> RateLimits {
        RateLimits {
            anonymous_per_minute: ANONYMOUS_PER_MINUTE,
            accounts_per_hour: ACCOUNTS_PER_HOUR,
            trust_forwarded_for: false,
        }
    }
}

/// What a request is limited as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Class {
    /// Odds, resolve, a public export or verification.
    Anonymous,
    /// Making a game, joining one.
    Accounts,
}

/// The buckets.
#[derive(Debug)]
pub(crate) struct Limiters {
    anonymous: Option<DefaultKeyedRateLimiter<IpAddr>>,
    accounts: Option<DefaultKeyedRateLimiter<IpAddr>>,
    trust_forwarded_for: bool,
    /// A loopback peer is the reverse proxy.
    proxied: bool,
}

fn limiter(
    per_period: u32,
    period: std::time::Duration,
) -> Option<DefaultKeyedRateLimiter<IpAddr>> {
    let n = NonZeroU32::new(per_period)?;
    let quota = Quota::with_period(period / n.get())?.allow_burst(n);
    Some(RateLimiter::keyed(quota))
}

impl Limiters {
    pub(crate) fn new(limits: &RateLimits, proxied: bool) -> Limiters {
        Limiters {
            anonymous: limiter(
                limits.anonymous_per_minute,
                std::time::Duration::from_secs(60),
            ),
            accounts: limiter(
                limits.accounts_per_hour,
                std::time::Duration::from_secs(3600),
            ),
            trust_forwarded_for: limits.trust_forwarded_for,
            proxied,
        }
    }

    /// The address a request's limits are counted against; `None` when it is not
    /// limited (not served by [`crate::limits::run`], or from the proxy unnamed).
    pub(crate) fn client(&self, headers: &HeaderMap, extensions: &Extensions) -> Option<IpAddr> {
        let peer = extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(a)| a.ip())?;
        if self.trust_forwarded_for
            && let Some(forwarded) = forwarded_for(headers)
        {
            return Some(forwarded);
        }
        if self.proxied && peer.is_loopback() {
            return None;
        }
        Some(peer)
    }

    /// One more request of `class` from `client`, or the 429 to answer.
    pub(crate) fn check(&self, class: Class, client: Option<IpAddr>) -> Result<(), ApiError> {
        let Some(client) = client else { return Ok(()) };
        let limiter = match class {
            Class::Anonymous => &self.anonymous,
            Class::Accounts => &self.accounts,
        };
        let Some(limiter) = limiter else {
            return Ok(());
        };
        if limiter.len() > REMEMBERED {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
        match limiter.check_key(&bucket(client)) {
            Ok(()) => Ok(()),
            Err(not_until) => {
                let wait = not_until.wait_time_from(limiter.clock().now());
                let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
                let seconds = seconds.max(1);
                Err(ApiError::localized(
                    ErrorKind::TooManyRequests,
                    Message::new("operating-too-many-requests").int("seconds", seconds as i64),
                )
                .retry_after(seconds))
            }
        }
    }
}

/// The last address of `X-Forwarded-For`: the one the proxy in front added.
fn forwarded_for(headers: &HeaderMap) -> Option<IpAddr> {
    let last = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .next_back()?;
    last.trim().parse().ok()
}

/// An IPv4 address is its own bucket; an IPv6 address shares its /64's (one machine
/// often holds a whole /64).
fn bucket(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// The class of a request the middleware limits: by its method and path (export and
/// verify are limited by their handlers, which know whether the token is good).
fn class_of(method: &Method, path: &str) -> Option<Class> {
    if *method != Method::POST {
        return None;
    }
    // At most as many segments as the longest path below, on the stack: this runs for
    // every POST.
    let mut segments = [""; 7];
    let mut n = 0;
    for segment in path.trim_end_matches('/').split('/') {
        *segments.get_mut(n)? = segment;
        n += 1;
    }
    match &segments[..n] {
        ["", "api", "v1", "odds" | "resolve"] => Some(Class::Anonymous),
        ["", "api", "v1", "games"] | ["", "games", "new"] => Some(Class::Accounts),
        ["", "api", "v1", "games", _, "join"] | ["", "games", _, "join"] => Some(Class::Accounts),
        // It mails someone: limited as making an account is.
        ["", "api", "v1", "games", _, "mail", "signin"] | ["", "mail-signin"] => {
            Some(Class::Accounts)
        }
        _ => None,
    }
}

/// The middleware: limits the requests [`class_of`] names.
pub(crate) async fn layer(
    limiters: &Limiters,
    request: Request,
    next: Next<impl Inner>,
) -> Response {
    if let Some(class) = class_of(request.method(), request.uri().path()) {
        let client = limiters.client(request.headers(), request.extensions());
        if let Err(e) = limiters.check(class, client) {
            let lang = crate::extract::request_language(request.headers());
            return crate::error::with_language(lang, async { e.into_response() }).await;
        }
    }
    next.run(request).await
}

/// The address a handler's request is limited by (see [`Limiters::client`]).
#[derive(Debug, Clone, Copy)]
pub struct Client(pub(crate) Option<IpAddr>);

impl FromRequestParts<crate::AppState> for Client {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        s: &crate::AppState,
    ) -> Result<Client, std::convert::Infallible> {
        Ok(Client(s.rate.client(&parts.headers, &parts.extensions)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_middleware_limits_the_anonymous_writes_only() {
        let post = Method::POST;
        assert_eq!(class_of(&post, "/api/v1/odds"), Some(Class::Anonymous));
        assert_eq!(class_of(&post, "/api/v1/resolve"), Some(Class::Anonymous));
        assert_eq!(class_of(&post, "/api/v1/games"), Some(Class::Accounts));
        assert_eq!(
            class_of(&post, "/api/v1/games/g1/join"),
            Some(Class::Accounts)
        );
        assert_eq!(class_of(&post, "/games/new"), Some(Class::Accounts));
        assert_eq!(class_of(&post, "/games/g1/join"), Some(Class::Accounts));
        assert_eq!(
            class_of(&post, "/api/v1/games/g1/mail/signin"),
            Some(Class::Accounts)
        );
        // The home page's form for a sign-in link by mail, as the API's.
        assert_eq!(class_of(&post, "/mail-signin"), Some(Class::Accounts));
        assert_eq!(class_of(&post, "/api/v1/games/g1/rolls"), None);
        assert_eq!(class_of(&Method::GET, "/api/v1/odds"), None);
    }

    #[test]
    fn a_path_longer_than_any_limited_one_is_not_limited() {
        let post = Method::POST;
        assert_eq!(class_of(&post, "/api/v1/games/g1/mail/signin/more"), None);
        assert_eq!(class_of(&post, "/api/v1/games/g1/join/a/b/c/d/e"), None);
        assert_eq!(
            class_of(&post, "/api/v1/games/g1/mail/signin/"),
            Some(Class::Accounts)
        );
    }

    #[test]
    fn the_client_behind_a_proxy_is_the_last_forwarded_address() {
        let mut h = HeaderMap::new();
        h.append("x-forwarded-for", "6.6.6.6, 10.0.0.1".parse().unwrap());
        h.append("x-forwarded-for", "203.0.113.9".parse().unwrap());
        assert_eq!(forwarded_for(&h), Some("203.0.113.9".parse().unwrap()));
        let v6: IpAddr = "2001:db8:1:2:3:4:5:6".parse().unwrap();
        assert_eq!(bucket(v6), "2001:db8:1:2::".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn over_the_limit_says_when_to_come_back() {
        let limits = RateLimits {
            anonymous_per_minute: 2,
            ..RateLimits::default()
        };
        let l = Limiters::new(&limits, false);
        let ip = Some("192.0.2.1".parse().unwrap());
        assert!(l.check(Class::Anonymous, ip).is_ok());
        assert!(l.check(Class::Anonymous, ip).is_ok());
        let e = l.check(Class::Anonymous, ip).unwrap_err();
        assert_eq!(e.status().as_u16(), 429);
        let r = e.into_response();
        let after: u64 = r.headers()["retry-after"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!((1..=30).contains(&after), "{after}");
        assert!(
            l.check(Class::Anonymous, Some("192.0.2.2".parse().unwrap()))
                .is_ok()
        );
        assert!(l.check(Class::Anonymous, None).is_ok());
    }
}
