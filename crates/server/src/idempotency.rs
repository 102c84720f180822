//! `Idempotency-Key` on the writes a client may retry after a lost answer: a roll, a
//! post, the answer to a roll request. The first request with a key runs; a retry with
//! the same key, by the same member, to the same path and with the same body gets the
//! first answer again (marked `Idempotent-Replayed: true`), so a retried roll is
//! rolled once. A retry while the first is still running waits for its answer.
//!
//! Answers are kept in this process's memory for [`KEPT_FOR`], at most [`KEPT`] of them:
//! a retry to another process, or after a restart, runs again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::http::header::{AUTHORIZATION, CONTENT_TYPE, COOKIE};
use axum::http::{HeaderName, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use keeper_i18n::Message;
use tokio::sync::Notify;

use crate::error::ApiError;
use crate::middleware::{Inner, Next};

/// The request header.
pub const HEADER: &str = "idempotency-key";
/// How long an answer is kept for a retry.
pub const KEPT_FOR: Duration = Duration::from_secs(24 * 60 * 60);
/// Most answers kept at once.
pub const KEPT: usize = 10_000;
/// Longest key taken, in bytes.
pub const MAX_KEY: usize = 200;
/// Largest answer kept (a roll, a post and an answer are far smaller).
const MAX_KEPT_ANSWER: usize = 1 << 20;

#[derive(Debug)]
enum Slot {
    Running(Arc<Notify>),
    Done(Kept),
}

#[derive(Debug, Clone)]
struct Kept {
    body_hash: [u8; 32],
    status: StatusCode,
    content_type: Option<HeaderValue>,
    body: Bytes,
    at: Instant,
}

/// The answers kept, by who asked, where and with which key.
#[derive(Debug, Default)]
pub(crate) struct Store {
    slots: Mutex<HashMap<String, Slot>>,
}

impl Store {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Slot>> {
        self.slots.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Gives the slot back if the first request never finished (its client went away).
struct Running<'a> {
    store: &'a Store,
    key: String,
    done: bool,
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        if !self.done {
            let mut slots = self.store.lock();
            if let Some(Slot::Running(n)) = slots.remove(&self.key) {
                n.notify_waiters();
            }
        }
    }
}

/// Whether `path` (under `/api/v1`, with or without it) is a write a key applies to.
fn applies(method: &Method, path: &str) -> bool {
    let path = path.strip_prefix("/api/v1").unwrap_or(path);
    *method == Method::POST
        && path.starts_with("/games/")
        && (path.ends_with("/rolls") || path.ends_with("/posts") || path.ends_with("/answer"))
}

fn fingerprint(bytes: &[u8]) -> [u8; 32] {
    // Not a secret: only tells one body from another for the same key.
    use std::hash::{BuildHasher, Hasher};
    let mut out = [0u8; 32];
    for (i, chunk) in out.chunks_mut(8).enumerate() {
        let mut h =
            std::hash::BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default()
                .build_hasher();
        h.write_usize(i);
        h.write(bytes);
        chunk.copy_from_slice(&h.finish().to_le_bytes());
    }
    out
}

fn replay(kept: &Kept) -> Response {
    let mut response = (kept.status, kept.body.clone()).into_response();
    if let Some(ct) = &kept.content_type {
        response.headers_mut().insert(CONTENT_TYPE, ct.clone());
    }
    response.headers_mut().insert(
        HeaderName::from_static("idempotent-replayed"),
        HeaderValue::from_static("true"),
    );
    response
}

/// A key as given: trimmed; `None` when it is not text or is blank.
pub(crate) fn key_text(value: &HeaderValue) -> Option<&str> {
    value.to_str().ok().map(str::trim).filter(|k| !k.is_empty())
}

/// The middleware.
pub(crate) async fn layer(store: &Store, request: Request, next: Next<impl Inner>) -> Response {
    let Some(key) = request.headers().get(HEADER) else {
        return next.run(request).await;
    };
    if !applies(request.method(), request.uri().path()) {
        return next.run(request).await;
    }
    let key = match key_text(key) {
        Some(k) if key.len() <= MAX_KEY => k.to_owned(),
        _ => {
            return ApiError::bad_field(
                "Idempotency-Key",
                Message::new("security-idempotency-key-bad").int("limit", MAX_KEY as i64),
            )
            .into_response();
        }
    };
    let who = request
        .headers()
        .get(AUTHORIZATION)
        .or_else(|| request.headers().get(COOKIE))
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let slot_key = format!("{who}\n{}\n{key}", request.uri().path());
    let (parts, body) = request.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, crate::MAX_BODY).await else {
        return ApiError::localized(
            crate::ErrorKind::TooLarge,
            Message::new("table-api-body-too-large").int("limit", crate::MAX_BODY as i64),
        )
        .into_response();
    };
    let body_hash = fingerprint(&bytes);
    loop {
        let wait = {
            let mut slots = store.lock();
            match slots.get(&slot_key) {
                Some(Slot::Done(kept)) if kept.at.elapsed() < KEPT_FOR => {
                    if kept.body_hash != body_hash {
                        return ApiError::bad_field(
                            "Idempotency-Key",
                            Message::new("security-idempotency-key-reused"),
                        )
                        .into_response();
                    }
                    return replay(kept);
                }
                Some(Slot::Running(n)) => n.clone(),
                _ => {
                    if slots.len() >= KEPT {
                        slots.retain(|_, s| match s {
                            Slot::Done(k) => k.at.elapsed() < KEPT_FOR,
                            Slot::Running(_) => true,
                        });
                        if slots.len() >= KEPT {
                            slots.retain(|_, s| matches!(s, Slot::Running(_)));
                        }
                    }
                    slots.insert(slot_key.clone(), Slot::Running(Arc::new(Notify::new())));
                    break;
                }
            }
        };
        // The first is still running: wait for it, then look again.
        let _ = tokio::time::timeout(Duration::from_millis(200), wait.notified()).await;
    }
    let mut running = Running {
        store,
        key: slot_key.clone(),
        done: false,
    };
    let response = next
        .run(Request::from_parts(parts, Body::from(bytes)))
        .await;
    let (head, body) = response.into_parts();
    let bytes = match axum::body::to_bytes(body, MAX_KEPT_ANSWER).await {
        Ok(b) => b,
        Err(_) => {
            return ApiError::localized(
                crate::ErrorKind::Internal,
                Message::new("table-api-internal"),
            )
            .into_response();
        }
    };
    // A failure of the server is not an answer to keep: a retry runs again.
    if !head.status.is_server_error() {
        let kept = Kept {
            body_hash,
            status: head.status,
            content_type: head.headers.get(CONTENT_TYPE).cloned(),
            body: bytes.clone(),
            at: Instant::now(),
        };
        let mut slots = store.lock();
        if let Some(Slot::Running(n)) = slots.insert(slot_key, Slot::Done(kept)) {
            n.notify_waiters();
        }
        running.done = true;
    }
    Response::from_parts(head, Body::from(bytes))
}
