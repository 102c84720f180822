//! What every request passes before a handler, and every answer gets after: the check
//! that a browser's cookie is used only from this server's own pages (cross-site
//! request forgery), the public address links are built from, and the security headers.
//!
//! A browser sends its cookies with a request that another site makes it send, but it
//! always says where the request came from (`Origin`, and `Sec-Fetch-Site` in current
//! browsers). A write, or a WebSocket upgrade, that carries a game's cookie and no
//! bearer token is refused unless it comes from this server. A client that is not a
//! browser sends neither header nor ambient cookies it did not mean to, and a bearer
//! token is never sent by a browser on its own: both are unaffected.

use std::sync::Arc;

use axum::extract::Request;
use axum::http::header::{
    AUTHORIZATION, CONTENT_SECURITY_POLICY, COOKIE, HOST, ORIGIN, REFERRER_POLICY, SET_COOKIE,
    UPGRADE, X_CONTENT_TYPE_OPTIONS, X_FRAME_OPTIONS,
};
use axum::http::{HeaderMap, HeaderValue, Method};
use axum::response::{IntoResponse, Response};
use keeper_i18n::Message;

use crate::error::{ApiError, ErrorKind};
use crate::extract::LANGUAGE_COOKIE;
use crate::middleware::{Inner, Next};

/// The policy every answer carries: scripts, styles and connections from this server
/// only (the pages have no inline script, handler or style), no framing by anyone.
pub const CONTENT_SECURITY_POLICY_VALUE: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The address people reach this server at (`keeper serve --public-url`): every link
/// is built from it, and a browser's request from it is this server's own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicUrl {
    /// `https://table.example` or `http://127.0.0.1:8080`: scheme and authority, in
    /// lower case, no path and no trailing slash.
    origin: String,
}

impl PublicUrl {
    /// Reads `http[s]://host[:port]` (a trailing `/` is allowed, no other path); `None`
    /// for anything else.
    pub fn parse(text: &str) -> Option<PublicUrl> {
        let text = text.trim();
        let rest = text
            .strip_prefix("https://")
            .or_else(|| text.strip_prefix("http://"))?;
        let authority = rest.strip_suffix('/').unwrap_or(rest);
        let fine = !authority.is_empty()
            && authority
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c));
        let scheme = &text[..text.len() - rest.len()];
        fine.then(|| PublicUrl {
            origin: format!("{scheme}{}", authority.to_ascii_lowercase()),
        })
    }

    /// The origin, `scheme://host[:port]`.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// Whether it is `https`: then cookies are `Secure`.
    pub fn is_https(&self) -> bool {
        self.origin.starts_with("https://")
    }
}

tokio::task_local! {
    // The guard itself, not a copy of its URL: a request that builds no link copies
    // nothing.
    static PUBLIC: Arc<Guard>;
}

/// The public URL of the request being answered, when the server was given one.
pub(crate) fn public_url() -> Option<PublicUrl> {
    PUBLIC.try_with(|g| g.public.clone()).ok().flatten()
}

/// What the guard knows of the server.
#[derive(Debug, Clone, Default)]
pub(crate) struct Guard {
    pub(crate) public: Option<PublicUrl>,
}

/// The middleware: the origin check, then the handler with the public URL in scope,
/// then the security headers (and `Secure` cookies behind https).
pub(crate) async fn guard(g: Arc<Guard>, request: Request, next: Next<impl Inner>) -> Response {
    if needs_origin(request.method(), request.headers())
        && !same_origin(request.headers(), g.public.as_ref())
    {
        let refused =
            ApiError::localized(ErrorKind::Forbidden, Message::new("security-cross-origin"));
        let lang = crate::extract::request_language(request.headers());
        let mut response =
            crate::error::with_language(lang, async { refused.into_response() }).await;
        headers(response.headers_mut(), false);
        return response;
    }
    let https = g.public.as_ref().is_some_and(PublicUrl::is_https);
    let mut response = PUBLIC.scope(g, next.run(request)).await;
    headers(response.headers_mut(), https);
    response
}

/// A write, or a WebSocket upgrade, that a game's cookie would authorize.
fn needs_origin(method: &Method, headers: &HeaderMap) -> bool {
    let write = !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS);
    let upgrade = headers
        .get(UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    (write || upgrade) && !headers.contains_key(AUTHORIZATION) && has_session_cookie(headers)
}

/// Whether the request carries a game's cookie (`keeper_{game}`).
fn has_session_cookie(headers: &HeaderMap) -> bool {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.split_once('=').map(|(name, _)| name.trim()))
        .any(|name| name.starts_with("keeper_") && name != LANGUAGE_COOKIE)
}

/// Whether the browser says the request came from this server: its `Origin` is the
/// public URL or the host it was sent to; without `Origin`, `Sec-Fetch-Site` is
/// `same-origin` or `none` (typed by the person); with neither, not a browser.
fn same_origin(headers: &HeaderMap, public: Option<&PublicUrl>) -> bool {
    let header = |name| {
        headers
            .get(name)
            .and_then(|v: &HeaderValue| v.to_str().ok())
    };
    match header(ORIGIN) {
        Some(origin) => {
            let origin = origin.trim().trim_end_matches('/').to_ascii_lowercase();
            if public.is_some_and(|p| p.origin == origin) {
                return true;
            }
            let Some(host) = header(HOST) else {
                return false;
            };
            let host = host.trim().to_ascii_lowercase();
            origin
                .strip_prefix("http://")
                .or_else(|| origin.strip_prefix("https://"))
                .is_some_and(|authority| authority == host)
        }
        None => header(axum::http::HeaderName::from_static("sec-fetch-site"))
            .is_none_or(|site| matches!(site.trim(), "same-origin" | "none")),
    }
}

/// The security headers, and `Secure` on every cookie set behind https.
fn headers(h: &mut HeaderMap, https: bool) {
    // An answer that states its own policy keeps it (the transcript allows only its
    // own inline style, by hash); every other answer gets the pages' policy.
    if !h.contains_key(CONTENT_SECURITY_POLICY) {
        h.insert(
            CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY_VALUE),
        );
    }
    h.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    if https {
        let cookies: Vec<HeaderValue> = h.get_all(SET_COOKIE).iter().cloned().collect();
        if !cookies.is_empty() {
            h.remove(SET_COOKIE);
            for c in cookies {
                let secure = c
                    .to_str()
                    .ok()
                    .filter(|s| !s.to_ascii_lowercase().contains("; secure"))
                    .and_then(|s| HeaderValue::from_str(&format!("{s}; Secure")).ok());
                h.append(SET_COOKIE, secure.unwrap_or(c));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers_of(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn public_urls() {
        let p = PublicUrl::parse("https://Table.Example/").unwrap();
        assert_eq!(p.origin(), "https://table.example");
        assert!(p.is_https());
        assert!(
            !PublicUrl::parse("http://127.0.0.1:8080")
                .unwrap()
                .is_https()
        );
        for bad in [
            "table.example",
            "ftp://x",
            "https://",
            "https://x/games",
            "https://a b",
        ] {
            assert_eq!(PublicUrl::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn origins() {
        let public = PublicUrl::parse("https://table.example").unwrap();
        let ok = |pairs: &[(&'static str, &str)]| same_origin(&headers_of(pairs), Some(&public));
        assert!(ok(&[("origin", "https://table.example")]));
        assert!(ok(&[
            ("origin", "http://127.0.0.1:8080"),
            ("host", "127.0.0.1:8080")
        ]));
        assert!(!ok(&[
            ("origin", "https://evil.example"),
            ("host", "table.example")
        ]));
        assert!(!ok(&[("origin", "null"), ("host", "table.example")]));
        assert!(ok(&[("sec-fetch-site", "same-origin")]));
        assert!(!ok(&[("sec-fetch-site", "cross-site")]));
        assert!(ok(&[]));
        let cookie = |c: &str| has_session_cookie(&headers_of(&[("cookie", c)]));
        assert!(cookie("keeper_lang=el; keeper_0cca2431ecc806d2=abc"));
        assert!(!cookie("keeper_lang=el; other=1"));
    }
}
