//! Connections and bodies (finding 3): slow headers and idle connections closed, oversized
//! bodies answered with a readable 413, chunked ones drained, and caps per address.

use std::time::{Duration, Instant};

use keeper_server::{Options, PublicUrl};
use reqwest::Method;
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use super::start;
use crate::common::{Server, party};

fn host(s: &Server) -> String {
    s.base.trim_start_matches("http://").to_owned()
}

/// Reads what the server sends until it closes (or `wait` passes): the text, and
/// whether it closed.
async fn read_until_closed(stream: &mut TcpStream, wait: Duration) -> (String, bool) {
    let mut answer = Vec::new();
    let closed = tokio::time::timeout(wait, stream.read_to_end(&mut answer))
        .await
        .is_ok();
    (String::from_utf8_lossy(&answer).into_owned(), closed)
}

/// Finding 3: slow headers and idle connections were held for as long as the client
/// liked.
#[tokio::test]
async fn slow_headers_and_idle_connections_are_closed() {
    let s = start("sqlite::memory:", Options::default()).await;
    let addr = host(&s);
    let mut slow = TcpStream::connect(&addr).await.unwrap();
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let mut idle = TcpStream::connect(&addr).await.unwrap();
    let limit = keeper_server::limits::HEADER_TIMEOUT;
    let started = Instant::now();
    let (_, closed) = read_until_closed(&mut slow, limit * 2).await;
    assert!(closed, "a slow header was held past {limit:?}");
    let (_, closed) = read_until_closed(&mut idle, limit).await;
    assert!(closed, "an idle connection was held");
    assert!(started.elapsed() < limit * 2 + Duration::from_secs(2));
}

/// Finding 3: `Content-Length: 2000000000` was not refused up front; a client that
/// sent its 5 MB body anyway got a broken pipe instead of the 413.
#[tokio::test]
async fn oversized_bodies_get_a_readable_413() {
    let s = start("sqlite::memory:", Options::default()).await;
    let addr = host(&s);
    let mut stream = TcpStream::connect(&addr).await.unwrap();
    stream
        .write_all(
            format!(
                "POST /api/v1/odds HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: 2000000000\r\n\r\n"
            )
            .as_bytes(),
        )
        .await
        .unwrap();
    let (answer, closed) = read_until_closed(&mut stream, Duration::from_secs(5)).await;
    assert!(closed, "the connection was kept for a body of 2 GB");
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("\"too_large\""), "{answer}");
    // A whole 5 MB body sent anyway: the client reads the 413.
    let body = vec![b' '; 5 << 20];
    let r = s
        .http
        .post(s.url("/api/v1/odds"))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("an answer, not a broken pipe");
    assert_eq!(r.status().as_u16(), 413);
    let v: Value = r.json().await.unwrap();
    assert_eq!(v["error"]["code"], "too_large");
}

/// Finding 3: WebSockets had no limit per address.
#[tokio::test]
async fn websockets_per_address_are_capped() {
    let s = start("sqlite::memory:", Options::default()).await;
    let p = party(&s, "coc7").await;
    let url = format!(
        "{}/api/v1/games/{}/ws?token={}",
        s.base.replacen("http://", "ws://", 1),
        p.game,
        p.olga.token
    );
    let mut open = Vec::new();
    for _ in 0..keeper_server::limits::MAX_SOCKETS_PER_ADDRESS {
        open.push(
            tokio_tungstenite::connect_async(url.as_str())
                .await
                .expect("under the cap")
                .0,
        );
    }
    match tokio_tungstenite::connect_async(url.as_str()).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => {
            assert_eq!(r.status().as_u16(), 503);
        }
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("one socket over the cap opened"),
    }
    // A socket closed gives its place back.
    drop(open.pop());
    let mut again = None;
    for _ in 0..50 {
        if let Ok((socket, _)) = tokio_tungstenite::connect_async(url.as_str()).await {
            again = Some(socket);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        again.is_some(),
        "a closed socket's place was not given back"
    );

    // Behind a reverse proxy (a public URL), the loopback peer speaks for every client:
    // the per-address cap does not count it.
    let options = Options {
        public_url: PublicUrl::parse("https://table.example"),
        ..Options::default()
    };
    let s = start("sqlite::memory:", options).await;
    let p = party(&s, "coc7").await;
    let url = format!(
        "{}/api/v1/games/{}/ws?token={}",
        s.base.replacen("http://", "ws://", 1),
        p.game,
        p.olga.token
    );
    let mut open = Vec::new();
    for _ in 0..=keeper_server::limits::MAX_SOCKETS_PER_ADDRESS {
        open.push(
            tokio_tungstenite::connect_async(url.as_str())
                .await
                .expect("proxied")
                .0,
        );
    }
}

/// Finding 3: idle connections from one address could take every descriptor.
#[tokio::test]
async fn connections_per_address_are_capped() {
    let s = start("sqlite::memory:", Options::default()).await;
    let addr = host(&s);
    let mut held = Vec::new();
    for _ in 0..keeper_server::limits::MAX_CONNECTIONS_PER_ADDRESS {
        held.push(TcpStream::connect(&addr).await.unwrap());
    }
    // Let the server accept them all.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut over = TcpStream::connect(&addr).await.unwrap();
    let (_, closed) = read_until_closed(&mut over, Duration::from_secs(3)).await;
    assert!(closed, "a connection over the cap was kept");
    drop(held);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let r = s.send(s.request(Method::GET, "/healthz")).await;
    assert_eq!(r.status, 200);
}

/// A body of no declared length (`Transfer-Encoding: chunked`) over the limit ended in
/// a broken pipe for a client that sent all of it: the server answered while the body
/// was still coming and closed. Now it is drained (up to `MAX_DRAIN`) and the client,
/// every write of which succeeds, reads the 413.
#[tokio::test]
async fn a_chunked_oversize_body_gets_a_readable_413() {
    let s = start("sqlite::memory:", Options::default()).await;
    let addr = host(&s);
    let mut stream = TcpStream::connect(&addr).await.unwrap();
    let head = format!(
        "POST /api/v1/odds HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    // 7 MiB in chunks of 64 KiB: far over the limit and what the sockets' buffers hold,
    // under the drain.
    let piece = vec![b' '; 64 << 10];
    for i in 0..112 {
        let mut frame = format!("{:x}\r\n", piece.len()).into_bytes();
        frame.extend_from_slice(&piece);
        frame.extend_from_slice(b"\r\n");
        stream
            .write_all(&frame)
            .await
            .unwrap_or_else(|e| panic!("chunk {i} was not taken: {e}"));
    }
    stream
        .write_all(b"0\r\n\r\n")
        .await
        .expect("the last chunk");
    let (answer, closed) = read_until_closed(&mut stream, Duration::from_secs(10)).await;
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("\"too_large\""), "{answer}");
    assert!(closed, "the connection was kept after a 413");

    // A chunked body within the limit is read as any other.
    let mut stream = TcpStream::connect(&addr).await.unwrap();
    let body = br#"{"expr": "1d6"}"#;
    stream
        .write_all(
            format!(
                "{head}{:x}\r\n{}\r\n0\r\n\r\n",
                body.len(),
                std::str::from_utf8(body).unwrap()
            )
            .replace("HTTP/1.1\r\n", "HTTP/1.1\r\nConnection: close\r\n")
            .as_bytes(),
        )
        .await
        .unwrap();
    let (answer, _) = read_until_closed(&mut stream, Duration::from_secs(10)).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}
