//! Play by post over the API: a post's rolls stay readable, bound to their words,
//! through edits and a deletion; every public roll has a working permalink.

use reqwest::Method;
use serde_json::{Value, json};

use crate::common::{for_each_backend, party};

/// The totals of the rolls the post's text shows now (`None`: a tag shown unrolled).
fn shown(post: &Value) -> Vec<Option<i64>> {
    post["pieces"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["type"] != "text")
        .map(|p| p["response"]["result"]["total"].as_i64())
        .collect()
}

/// Each kept roll: the words before it and its total.
fn kept(post: &Value) -> Vec<(String, i64)> {
    post["rolls"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["before"].as_str().unwrap().to_owned(),
                r["response"]["result"]["total"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn edits_and_deletes_keep_a_posts_rolls_readable() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let thread = s
            .post(&p.path("/threads"), alice, json!({"title": "Library"}))
            .await
            .expect(201)["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let text = "Spot: [roll]1d100[/roll] Listen: [roll]1d100[/roll]";
        let post = s
            .post(
                &p.path(&format!("/threads/{thread}/posts")),
                alice,
                json!({"body": text}),
            )
            .await
            .expect(201)
            .clone();
        let id = post["id"].as_str().unwrap();
        let seq = post["seq"].as_i64().unwrap();
        let first = kept(&post);
        assert_eq!(first.len(), 2);
        assert_eq!(
            (first[0].0.as_str(), first[1].0.as_str()),
            ("Spot:", "Listen:")
        );
        assert_eq!(shown(&post), [Some(first[0].1), Some(first[1].1)]);
        assert_eq!(post["author_role"], "player");
        assert!(post["created_at"].as_str().is_some_and(|t| !t.is_empty()));

        // The edit swaps the words: each result stays with its own word.
        let swapped = "Listen: [roll]1d100[/roll] Spot: [roll]1d100[/roll]";
        let edit = s
            .send(
                s.request(Method::PUT, &p.path(&format!("/posts/{id}")))
                    .bearer_auth(&p.alice.token)
                    .json(&json!({"body": swapped})),
            )
            .await;
        let edited = edit.expect(200).clone();
        assert_eq!(shown(&edited), [Some(first[1].1), Some(first[0].1)]);
        assert_eq!(kept(&edited), first);
        let versions = edited["versions"].as_array().unwrap();
        assert_eq!(versions.len(), 2);
        assert_eq!(versions[0]["body"], text);
        assert_eq!(versions[1]["body"], swapped);
        assert_eq!(versions[1]["by"], p.alice.id.as_str());
        assert_eq!(versions[1]["by_name"], "Alice");
        assert!(
            versions[1]["changes"]
                .as_array()
                .unwrap()
                .contains(&json!({"change": "removed", "text": "Spot:"}))
        );

        // Deleted by the Keeper: the thread keeps a stub with both results.
        let deleted = s
            .send(
                s.request(Method::DELETE, &p.path(&format!("/posts/{id}")))
                    .bearer_auth(&p.keeper.token),
            )
            .await;
        deleted.expect(200);
        for who in [alice, Some(p.olga.token.as_str())] {
            let listed = s.get(&p.path(&format!("/threads/{thread}")), who).await;
            let stub = &listed.expect(200)["posts"][0];
            assert!(stub["deleted_seq"].is_i64());
            assert_eq!(stub["deleted_by"], "Kay");
            assert_eq!(stub["body"], "");
            assert_eq!(kept(stub), first);
        }

        // The post and each roll of it have a permalink, for anyone.
        let page = s.get(&format!("/r/{}/{seq}", p.game), None).await;
        assert_eq!(page.status, 200, "{}", page.text);
        for n in [1, 2] {
            let page = s.get(&format!("/r/{}/{seq}/{n}", p.game), None).await;
            assert_eq!(page.status, 200, "{}", page.text);
            assert!(
                page.text
                    .contains(&format!("/r/{}/{seq}/{n}[/url]", p.game))
                    || page.text.contains(&format!("/r/{}/{seq}/{n}]", p.game))
            );
            assert!(page.text.contains(&format!("= {}", first[n - 1].1)));
        }
        assert_eq!(
            s.get(&format!("/r/{}/{seq}/3", p.game), None).await.status,
            404
        );
    })
    .await;
}

#[tokio::test]
async fn every_public_roll_has_a_working_permalink() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        // The dice box.
        let roll = s
            .post(&p.path("/rolls"), alice, json!({"expr": "1d6"}))
            .await;
        let roll_seq = roll.expect(201)["seq"].as_i64().unwrap();
        // A roll request's answer.
        let request = s
            .post(
                &p.path("/requests"),
                Some(&p.keeper.token),
                json!({"to": p.alice.id, "expr": "1d8"}),
            )
            .await;
        let rid = request.expect(201)["id"].as_str().unwrap().to_owned();
        let answer = s
            .post_empty(&p.path(&format!("/requests/{rid}/answer")), alice)
            .await;
        let answer_seq = answer.expect(201)["seq"].as_i64().unwrap();
        for seq in [roll_seq, answer_seq] {
            let page = s.get(&format!("/r/{}/{seq}", p.game), None).await;
            assert_eq!(page.status, 200, "{}", page.text);
            assert!(page.text.contains("snippet-bbcode"));
            let snip = s.get(&p.path(&format!("/rolls/{seq}/snippet")), None).await;
            let url = snip.expect(200)["url"].as_str().unwrap().to_owned();
            assert!(url.ends_with(&format!("/r/{}/{seq}", p.game)));
        }
        // A blind roll has none.
        let blind = s
            .post(
                &p.path("/rolls"),
                alice,
                json!({"expr": "1d6", "visibility": "keeper"}),
            )
            .await;
        let blind_seq = blind.expect(201)["seq"].as_i64().unwrap();
        assert_eq!(
            s.get(&format!("/r/{}/{blind_seq}", p.game), None)
                .await
                .status,
            404
        );
    })
    .await;
}

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

#[tokio::test]
async fn a_secret_tags_result_leaks_nowhere() {
    use crate::common::{As, EVERYONE};
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let thread = s
            .post(&p.path("/threads"), alice, json!({"title": "The crypt"}))
            .await
            .expect(201)["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let text = "Listen [roll secret]1d1000000+1d1000000[/roll] and Spot [roll]1d6[/roll]";
        let post = s
            .post(
                &p.path(&format!("/threads/{thread}/posts")),
                alice,
                json!({"body": text}),
            )
            .await
            .expect(201)
            .clone();
        let seq = post["seq"].as_i64().unwrap();
        let secret = post["rolls"][0]["secret_entry"].as_i64().unwrap();
        assert_eq!(
            post["rolls"][0]["response"],
            json!({"secret": true, "entry": secret})
        );
        // The Keeper's view gives the numbers to look for.
        let kept = s
            .get(
                &p.path(&format!("/threads/{thread}")),
                Some(&p.keeper.token),
            )
            .await;
        let result = kept.expect(200)["posts"][0]["rolls"][0]["response"]["result"].clone();
        let total = result["total"].as_i64().unwrap();
        assert!(total > 1000, "{result}");

        let reads = |who: Option<String>| {
            let (s, p, thread) = (s.clone(), p.clone(), thread.clone());
            async move {
                let token = who.as_deref();
                let mut out = Vec::new();
                for path in [
                    p.path(&format!("/threads/{thread}")),
                    p.path("/log"),
                    p.path(&format!("/log/{secret}")),
                    p.path(&format!("/log/{seq}")),
                    p.path(&format!("/rolls/{secret}/snippet")),
                    p.path("/export"),
                    format!("/r/{}/{seq}", p.game),
                    format!("/r/{}/{seq}/1", p.game),
                    format!("/r/{}/{secret}", p.game),
                ] {
                    out.push((path.clone(), s.get(&path, token).await.text));
                }
                if let Some(t) = token {
                    let page = s
                        .send(
                            s.request(
                                reqwest::Method::GET,
                                &format!("/games/{}/threads/{thread}", p.game),
                            )
                            .header("cookie", format!("keeper_{}={t}", p.game)),
                        )
                        .await;
                    assert_eq!(page.status, 200);
                    out.push(("thread page".into(), page.text));
                }
                out
            }
        };
        for who in EVERYONE {
            let seen = reads(p.token(who).map(str::to_owned)).await;
            let found: Vec<_> = seen
                .iter()
                .filter(|(_, text)| has_number(text, total))
                .map(|(path, _)| path.clone())
                .collect();
            if who == As::Keeper {
                // The search finds it where the Keeper may look.
                assert!(
                    found
                        .iter()
                        .any(|f| f.ends_with(&format!("/threads/{thread}"))),
                    "{found:?}"
                );
                assert!(found.contains(&"thread page".to_owned()), "{found:?}");
            } else {
                assert!(
                    found.is_empty(),
                    "{who:?} sees the secret result in {found:?}"
                );
            }
        }
        let page = s.get(&format!("/r/{}/{seq}/1", p.game), None).await;
        assert!(page.text.contains("a secret roll"), "{}", page.text);

        // Revealed, it is everyone's.
        s.post_empty(
            &p.path(&format!("/rolls/{secret}/reveal")),
            Some(&p.keeper.token),
        )
        .await
        .expect(201);
        let seen = s
            .get(&p.path(&format!("/threads/{thread}")), Some(&p.olga.token))
            .await;
        assert_eq!(
            seen.expect(200)["posts"][0]["rolls"][0]["response"]["result"]["total"],
            total
        );
    })
    .await;
}

#[tokio::test]
async fn a_post_to_the_keeper_only_leaks_nowhere() {
    use crate::common::{As, EVERYONE};
    const SECRET: &str = "Whispered under the Innsmouth pier";
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let thread = s
            .post(&p.path("/threads"), alice, json!({"title": "Night"}))
            .await
            .expect(201)["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let posts = p.path(&format!("/threads/{thread}/posts"));
        s.post(&posts, alice, json!({"body": "x", "visibility": "keeper"}))
            .await
            .expect_error(400, "bad_field");
        let post = s
            .post(
                &posts,
                alice,
                json!({"body": format!("{SECRET} [roll]1d6[/roll]"), "visibility": "private"}),
            )
            .await
            .expect(201)
            .clone();
        assert_eq!(post["visibility"], "private");
        let (id, seq) = (
            post["id"].as_str().unwrap().to_owned(),
            post["seq"].as_i64().unwrap(),
        );
        for who in EVERYONE {
            let token = p.token(who);
            let mut texts = Vec::new();
            for path in [
                p.path(&format!("/threads/{thread}")),
                p.path("/log"),
                p.path(&format!("/log/{seq}")),
                p.path("/export"),
                format!("/r/{}/{seq}", p.game),
                format!("/r/{}/{seq}/1", p.game),
            ] {
                texts.push(s.get(&path, token).await.text);
            }
            if let Some(t) = token {
                let page = s
                    .send(
                        s.request(Method::GET, &format!("/games/{}/threads/{thread}", p.game))
                            .header("cookie", format!("keeper_{}={t}", p.game)),
                    )
                    .await;
                texts.push(page.text);
            }
            let seen = texts.iter().filter(|t| t.contains(SECRET)).count();
            if matches!(who, As::Keeper | As::Player) {
                assert!(
                    seen >= 3,
                    "{who:?} reads it in the thread, the log and the page"
                );
            } else {
                assert_eq!(seen, 0, "{who:?} reads the private post");
            }
        }
        // Another player's edit is no way to learn it exists.
        let edit = s
            .send(
                s.request(Method::PUT, &p.path(&format!("/posts/{id}")))
                    .bearer_auth(&p.bob.token)
                    .json(&json!({"body": "x"})),
            )
            .await;
        edit.expect_error(404, "not_found");
    })
    .await;
}

#[tokio::test]
async fn rolled_characteristics_are_the_rolls_or_refused() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let draft = |extra: Value| {
            let mut d = json!({"name": "Brian", "occupation": "Soldier", "method": "rolled",
                "occupation_skills": {"Climb": 60, "Credit Rating": 40, "Dodge": 60, "Fighting (Brawl)": 70,
                    "Firearms (Rifle/Shotgun)": 50, "First Aid": 40, "Language (Spanish)": 50, "Stealth": 50, "Survival": 40},
                "interests": ["Drive Auto", "Jump", "Mechanical Repair", "Spot Hidden"]});
            for (k, v) in extra.as_object().unwrap() {
                d[k] = v.clone();
            }
            json!({"create": d})
        };
        let chars = p.path("/characters");
        // All eight at 90 and no roll: refused, saying what is missing.
        let nineties = json!({"STR": 90, "CON": 90, "POW": 90, "DEX": 90, "APP": 90, "SIZ": 90, "INT": 90, "EDU": 90});
        let r = s.post(&chars, alice, draft(json!({"characteristics": nineties}))).await;
        r.expect_error(400, "bad_field");
        assert_eq!(r.json["error"]["field"], "characteristics_roll", "{}", r.text);
        // Rolled at the table, then typed over: refused, naming the characteristic.
        let roll = s
            .post(&p.path("/rolls"), alice, json!({"request": {"system": "coc7", "action": "characteristics", "roll_luck": false}}))
            .await;
        let roll = roll.expect(201).clone();
        let seq = roll["seq"].as_i64().unwrap();
        let values = roll["body"]["steps"][0]["response"]["result"]["characteristics"].clone();
        let mut typed = values.clone();
        typed["POW"] = json!(if values["POW"] == 90 { 85 } else { 90 });
        let r = s
            .post(&chars, alice, draft(json!({"characteristics_roll": seq, "characteristics": typed})))
            .await;
        r.expect_error(400, "bad_field");
        assert_eq!(r.json["error"]["field"], "characteristics.POW", "{}", r.text);
        // Another player cannot take Alice's set.
        s.post(&chars, Some(&p.bob.token), draft(json!({"characteristics_roll": seq})))
            .await
            .expect_error(400, "bad_field");
        // Taken from the roll.
        let made = s.post(&chars, alice, draft(json!({"characteristics_roll": seq}))).await;
        let made = made.expect(201).clone();
        assert_eq!(made["sheet"]["characteristics"], values);
    })
    .await;
}

#[tokio::test]
async fn the_transcript_shows_each_reader_only_what_they_may_see() {
    use crate::common::{As, EVERYONE};
    const WHISPER: &str = "Only the Keeper hears this";
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let thread = s
            .post(&p.path("/threads"), alice, json!({"title": "Library"}))
            .await
            .expect(201)["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let other = s
            .post(&p.path("/threads"), alice, json!({"title": "Elsewhere"}))
            .await
            .expect(201)["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let posts = p.path(&format!("/threads/{thread}/posts"));
        let open = s
            .post(&posts, alice, json!({"body": "Spot: [roll]1d100[/roll] Listen: [roll secret]1d1000000+1d1000000[/roll]"}))
            .await
            .expect(201)
            .clone();
        let seq = open["seq"].as_i64().unwrap();
        s.post(&posts, alice, json!({"body": WHISPER, "visibility": "private"})).await.expect(201);
        s.post(&posts, alice, json!({"body": "I walk in. [ooc]back in five[/ooc]"}))
            .await
            .expect(201);
        s.post(&p.path(&format!("/threads/{other}/posts")), alice, json!({"body": "Far away"}))
            .await
            .expect(201);
        s.post(&p.path("/rolls"), alice, json!({"expr": "1d20", "label": "Dice box"})).await.expect(201);
        let kept = s.get(&p.path(&format!("/threads/{thread}")), Some(&p.keeper.token)).await;
        let total = kept.expect(200)["posts"][0]["rolls"][1]["response"]["result"]["total"].as_i64().unwrap();

        let path = |q: &str| p.path(&format!("/transcript{q}"));
        // Not JSON: read as text.
        let get = |q: String, token: Option<String>, lang: &'static str| {
            let s = s.clone();
            async move {
                let mut req = s.http.get(s.url(&q)).header("accept-language", lang);
                if let Some(t) = token {
                    req = req.bearer_auth(t);
                }
                let res = req.send().await.unwrap();
                let status = res.status().as_u16();
                let ct = res
                    .headers()
                    .get("content-type")
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("")
                    .to_owned();
                (status, ct, res.text().await.unwrap())
            }
        };
        let tok = |who| p.token(who).map(str::to_owned);
        for who in EVERYONE {
            let (status, ct, text) = get(path(""), tok(who), "en").await;
            if who == As::Anon {
                assert_eq!(status, 401);
                continue;
            }
            assert_eq!(status, 200, "{text}");
            assert!(ct.starts_with("text/markdown"), "{ct}");
            let md = Text { text };
            assert!(md.text.contains("Spot:") && md.text.contains("Dice box"), "{}", md.text);
            assert!(md.text.contains(&format!("/r/{}/{seq}/1", p.game)));
            let keeperish = who == As::Keeper;
            assert_eq!(has_number(&md.text, total), keeperish, "{who:?}: {}", md.text);
            assert_eq!(md.text.contains(WHISPER), matches!(who, As::Keeper | As::Player), "{who:?}");
            if !keeperish {
                assert!(md.text.contains("a secret roll"));
            }
        }
        // HTML: one page standing alone, each public roll linked to its permalink.
        let (status, ct, text) = get(path("?format=html"), tok(As::Player), "en").await;
        assert_eq!(status, 200);
        assert!(ct.starts_with("text/html"));
        let page = Text { text };
        assert!(page.text.contains("<style>") && !page.text.contains("<script"));
        assert!(page.text.contains(&format!("/r/{}/{seq}/1\"", p.game)));
        // Filters: one thread; rolls only.
        let one = Text { text: get(path(&format!("?thread={other}")), tok(As::Player), "en").await.2 };
        assert!(one.text.contains("Far away") && !one.text.contains("Spot:") && !one.text.contains("Dice box"));
        let rolls = Text { text: get(path("?rolls_only=true"), tok(As::Player), "en").await.2 };
        assert!(!rolls.text.contains("Far away") && rolls.text.contains("Dice box") && rolls.text.contains("Spot:"));
        // In character: no out-of-character words, no dice box.
        let ic = Text { text: get(path("?in_character=true"), tok(As::Player), "en").await.2 };
        assert!(ic.text.contains("I walk in.") && !ic.text.contains("back in five"), "{}", ic.text);
        assert!(!ic.text.contains("Dice box"));
        // In the reader's language.
        let ru = Text { text: get(path(""), tok(As::Observer), "ru").await.2 };
        assert!(ru.text.contains("запись сессии"), "{}", ru.text);
        s.get(&path("?format=pdf"), alice).await.expect_error(400, "bad_field");
        s.get(&path("?thread=nope"), alice).await.expect_error(404, "not_found");
    })
    .await;
}

/// A text answer, for the transcript's checks.
struct Text {
    text: String,
}

#[tokio::test]
async fn the_dice_thread_rolls_tags_there_only() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let keeper = Some(p.keeper.token.as_str());
        s.post(
            &p.path("/threads"),
            alice,
            json!({"title": "Dice", "dice_thread": true}),
        )
        .await
        .expect_error(403, "forbidden");
        let dice = s
            .post(
                &p.path("/threads"),
                keeper,
                json!({"title": "Dice", "dice_thread": true}),
            )
            .await
            .expect(201)
            .clone();
        assert_eq!(dice["dice"], true);
        let talk = s
            .post(&p.path("/threads"), alice, json!({"title": "Talk"}))
            .await;
        let talk = talk.expect(201)["id"].as_str().unwrap().to_owned();
        let post = s
            .post(
                &p.path(&format!("/threads/{talk}/posts")),
                alice,
                json!({"body": "[roll]1d6[/roll]"}),
            )
            .await;
        assert_eq!(
            post.expect(201)["rolls"][0]["response"]["error"]["code"],
            "not_dice_thread"
        );
        let did = dice["id"].as_str().unwrap();
        let post = s
            .post(
                &p.path(&format!("/threads/{did}/posts")),
                alice,
                json!({"body": "[roll]1d6[/roll]"}),
            )
            .await;
        assert_eq!(post.expect(201)["rolls"][0]["response"]["ok"], true);
    })
    .await;
}

#[tokio::test]
async fn a_preview_renders_the_post_and_writes_and_rolls_nothing() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let thread = s
            .post(&p.path("/threads"), alice, json!({"title": "Library"}))
            .await
            .expect(201)["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let log = |s: &crate::common::Server| {
            let (path, s) = (p.path("/log"), s.clone());
            async move { s.get(&path, alice).await.expect(200)["entries"].clone() }
        };
        let before = log(&s).await;
        let preview = s
            .post(
                &p.path(&format!("/threads/{thread}/preview")),
                alice,
                json!({"body": "[b]Spot[/b] [roll]1d100[/roll] <script>x</script>"}),
            )
            .await
            .expect(200)
            .clone();
        let html = preview["html"].as_str().unwrap();
        assert!(html.contains("<strong>Spot</strong>"), "{html}");
        assert!(html.contains("<code>[roll]1d100[/roll]</code>"), "{html}");
        assert!(html.contains("will be rolled when posted"), "{html}");
        assert!(
            html.contains("&lt;script&gt;") && !html.contains("<script>"),
            "{html}"
        );
        assert_eq!(log(&s).await, before, "a preview adds no entry");
        s.post(
            &p.path("/threads/nope/preview"),
            alice,
            json!({"body": "x"}),
        )
        .await
        .expect_error(404, "not_found");
    })
    .await;
}
