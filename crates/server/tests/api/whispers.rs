//! Whispers: a post to one player and the Keeper is read by its author, that player
//! and the Keeper, and reaches nobody else — not its text, not its rolls' results, in
//! no answer, page, WebSocket message, export, transcript or permalink.

use reqwest::Method;
use serde_json::json;

use crate::common::{
    As, EVERYONE, Party, Server, WsAuth, for_each_backend, party, thread, ws_close, ws_connect,
    ws_until,
};

const WHISPER: &str = "The lamp in the Marsh house burns green";
const EDITED: &str = "and the third window is open";

/// `needle` in `hay` as a number of its own, not inside a longer number or a hex string.
fn has_number(hay: &str, needle: i64) -> bool {
    let needle = needle.to_string();
    let bytes = hay.as_bytes();
    hay.match_indices(&needle).any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + needle.len()).copied();
        !before.is_some_and(|c| c.is_ascii_hexdigit())
            && !after.is_some_and(|c| c.is_ascii_hexdigit())
    })
}

/// Every text `token` gets from the reads that could show the whisper `seq` of `thread`.
async fn reads(
    s: &Server,
    p: &Party,
    thread: &str,
    seq: i64,
    token: Option<&str>,
) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for path in [
        p.path(&format!("/threads/{thread}")),
        p.path("/log"),
        p.path(&format!("/log/{seq}")),
        p.path(&format!("/log/{}", seq + 1)),
        p.path("/export"),
        p.path("/transcript"),
        p.path("/transcript?format=html"),
        format!("/r/{}/{seq}", p.game),
        format!("/r/{}/{seq}/1", p.game),
    ] {
        // Not all JSON: read as text.
        let mut req = s.http.get(s.url(&path));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.unwrap();
        out.push((path.clone(), res.text().await.unwrap()));
    }
    if let Some(t) = token {
        for page in [
            format!("/games/{}/threads/{thread}", p.game),
            format!("/games/{}", p.game),
        ] {
            let got = s
                .send(
                    s.request(Method::GET, &page)
                        .header("cookie", format!("keeper_{}={t}", p.game)),
                )
                .await;
            out.push((page, got.text));
        }
    }
    out
}

#[tokio::test]
async fn a_whisper_reaches_only_its_author_its_player_and_the_keeper() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let elsewhere = party(&s, "coc7").await;
        let thread = thread(&s, &p, &p.keeper.token, "Innsmouth by night").await;
        let posts = p.path(&format!("/threads/{thread}/posts"));

        // Every member listens to the live log.
        let mut sockets = Vec::new();
        for who in [As::Keeper, As::Player, As::Other, As::Observer] {
            let socket = ws_connect(&s, &p.game, WsAuth::Query(p.token(who).unwrap()), None)
                .await
                .expect("a member's socket");
            sockets.push((who, socket));
        }

        // The Keeper whispers to Alice, with a roll.
        let post = s
            .post(
                &posts,
                Some(&p.keeper.token),
                json!({"body": format!("{WHISPER} [roll]1d1000000+1d1000000[/roll]"),
                       "visibility": "whisper", "to": p.alice.id}),
            )
            .await
            .expect(201)
            .clone();
        assert_eq!(post["visibility"], "whisper");
        assert_eq!(post["to"], p.alice.id.as_str());
        assert_eq!(post["to_name"], "Alice");
        let (id, seq) = (post["id"].as_str().unwrap().to_owned(), post["seq"].as_i64().unwrap());
        let total = post["rolls"][0]["response"]["result"]["total"].as_i64().unwrap();
        assert!(total > 1000, "{post}");
        // Rolled from the Keeper's seed, as a private post.
        let entry = s.get(&p.path(&format!("/log/{seq}")), Some(&p.keeper.token)).await;
        let entry = entry.expect(200).clone();
        assert_eq!(entry["visibility"], "whisper");
        assert_eq!(entry["body"]["source"], "keeper_seed", "{entry}");
        assert_eq!(entry["to_name"], "Alice");
        // Its edit is whispered too (the entry after it).
        let edit = s
            .send(
                s.request(Method::PUT, &p.path(&format!("/posts/{id}")))
                    .bearer_auth(&p.keeper.token)
                    .json(&json!({"body": format!("{WHISPER} [roll]1d1000000+1d1000000[/roll] {EDITED}")})),
            )
            .await;
        assert_eq!(edit.expect(200)["visibility"], "whisper");
        // A public post after it: every socket has heard everything up to it.
        let sentinel = s
            .post(&posts, Some(&p.keeper.token), json!({"body": "The tide turns."}))
            .await
            .expect(201)["seq"]
            .as_i64()
            .unwrap();

        for who in EVERYONE {
            let seen = reads(&s, &p, &thread, seq, p.token(who)).await;
            let entitled = matches!(who, As::Keeper | As::Player);
            let with = |needle: &dyn Fn(&str) -> bool| -> Vec<String> {
                seen.iter().filter(|(_, t)| needle(t)).map(|(path, _)| path.clone()).collect()
            };
            let text = with(&|t| t.contains(WHISPER));
            let edited = with(&|t| t.contains(EDITED));
            let rolled = with(&|t| has_number(t, total));
            if entitled {
                // The search finds it where they may look: so it would find a leak.
                for found in [&text, &edited, &rolled] {
                    assert!(found.iter().any(|f| f.ends_with(&format!("/threads/{thread}"))), "{who:?}: {found:?}");
                    assert!(found.iter().any(|f| f.ends_with("/log")), "{who:?}: {found:?}");
                    assert!(found.iter().any(|f| f.ends_with("/export")), "{who:?}: {found:?}");
                    assert!(found.iter().any(|f| f.starts_with("/games/")), "{who:?}: {found:?}");
                }
                assert!(text.iter().any(|f| f.ends_with("/transcript")), "{who:?}: {text:?}");
                let page = &seen.iter().find(|(f, _)| f.ends_with(&format!("/threads/{thread}")) && f.starts_with("/games/")).unwrap().1;
                assert!(page.contains("whisper to Alice"), "{who:?}");
            } else {
                assert!(text.is_empty(), "{who:?} reads the whisper in {text:?}");
                assert!(edited.is_empty(), "{who:?} reads its edit in {edited:?}");
                assert!(rolled.is_empty(), "{who:?} sees its roll in {rolled:?}");
                for (path, t) in &seen {
                    assert!(!t.contains("whisper to"), "{who:?} sees a stub in {path}");
                }
            }
            // Nobody but those three knows of its entry, one by one.
            let status = s.get(&p.path(&format!("/log/{seq}")), p.token(who)).await.status;
            assert_eq!(status == 200, entitled, "{who:?}: /log/{seq} is {status}");
            let permalink = s.get(&format!("/r/{}/{seq}", p.game), p.token(who)).await.status;
            assert_eq!(permalink, 404, "{who:?}: a whisper has no permalink");
        }
        for (who, mut socket) in sockets {
            let heard = ws_until(&mut socket, sentinel).await.join("\n");
            let entitled = matches!(who, As::Keeper | As::Player);
            assert_eq!(heard.contains(WHISPER), entitled, "{who:?} over the socket");
            assert_eq!(heard.contains(EDITED), entitled, "{who:?} over the socket");
            assert_eq!(has_number(&heard, total), entitled, "{who:?} over the socket");
            ws_close(socket).await;
        }
        // A member of another game: nothing of it, by its own token.
        for (path, t) in reads(&s, &p, &thread, seq, Some(&elsewhere.keeper.token)).await {
            assert!(!t.contains(WHISPER) && !has_number(&t, total), "another game's Keeper reads it in {path}");
        }
        // Bob may not learn it exists by changing it; Alice may read it, not change it.
        for (token, status) in [(&p.bob.token, 404), (&p.olga.token, 404), (&p.alice.token, 403)] {
            let r = s
                .send(
                    s.request(Method::DELETE, &p.path(&format!("/posts/{id}")))
                        .bearer_auth(token),
                )
                .await;
            assert_eq!(r.status, status, "{}", r.text);
        }
    })
    .await;
}

#[tokio::test]
async fn a_player_may_whisper_to_another_through_the_keeper() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let thread = thread(&s, &p, &p.keeper.token, "A note under the table").await;
        let posts = p.path(&format!("/threads/{thread}/posts"));
        let post = s
            .post(
                &posts,
                Some(&p.alice.token),
                json!({"body": WHISPER, "visibility": "whisper", "to": p.bob.id}),
            )
            .await
            .expect(201)
            .clone();
        assert_eq!(post["to_name"], "Bob");
        // The post form offers a whisper to the other players, never to oneself or an
        // observer.
        let page = s
            .send(
                s.request(Method::GET, &format!("/games/{}/threads/{thread}", p.game))
                    .header("cookie", format!("keeper_{}={}", p.game, p.alice.token)),
            )
            .await
            .text;
        assert!(page.contains(r#"<option value="whisper">"#), "{page}");
        let option = |id: &str| format!(r#"<option value="{id}">"#);
        assert!(
            page.contains(&format!("{}Bob</option>", option(&p.bob.id))),
            "{page}"
        );
        assert!(!page.contains(&option(&p.alice.id)) && !page.contains(&option(&p.olga.id)));
        assert!(page.contains("whisper to Bob"), "{page}");
        for who in EVERYONE {
            let got = s
                .get(&p.path(&format!("/threads/{thread}")), p.token(who))
                .await;
            let reads = got.text.contains(WHISPER);
            assert_eq!(
                reads,
                matches!(who, As::Keeper | As::Player | As::Other),
                "{who:?}: {}",
                got.text
            );
        }
    })
    .await;
}

#[tokio::test]
async fn a_whisper_goes_to_one_player_of_the_game() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let elsewhere = party(&s, "coc7").await;
        let thread = thread(&s, &p, &p.keeper.token, "Refusals").await;
        let posts = p.path(&format!("/threads/{thread}/posts"));
        let alice = Some(p.alice.token.as_str());
        let whisper = |to: &str| json!({"body": WHISPER, "visibility": "whisper", "to": to});
        for (who, body, says) in [
            (alice, whisper("nobody"), "no member nobody"),
            (alice, whisper(&elsewhere.alice.id), "no member"),
            (alice, whisper(&p.olga.id), "observer"),
            (alice, whisper(&p.alice.id), "yourself"),
            (alice, whisper(&p.keeper.id), "\"private\""),
            (
                Some(p.keeper.token.as_str()),
                whisper(&p.keeper.id),
                "yourself",
            ),
            (
                alice,
                json!({"body": WHISPER, "visibility": "whisper"}),
                "needs \"to\"",
            ),
            (
                alice,
                json!({"body": WHISPER, "visibility": "private", "to": p.bob.id}),
                "\"whisper\" only",
            ),
            (
                alice,
                json!({"body": WHISPER, "to": p.bob.id}),
                "\"whisper\" only",
            ),
        ] {
            let r = s.post(&posts, who, body.clone()).await;
            r.expect_error(400, "bad_field");
            let error = &r.json;
            assert_eq!(error["error"]["field"], "to", "{body}: {error}");
            let message = error["error"]["message"].as_str().unwrap();
            assert!(message.contains(says), "{body}: {message}");
        }
        // An observer whispers no more than it posts.
        s.post(&posts, Some(&p.olga.token), whisper(&p.alice.id))
            .await
            .expect_error(403, "forbidden");
        // Nothing was posted.
        let seen = s
            .get(
                &p.path(&format!("/threads/{thread}")),
                Some(&p.keeper.token),
            )
            .await;
        assert_eq!(seen.expect(200)["posts"].as_array().unwrap().len(), 0);
    })
    .await;
}
