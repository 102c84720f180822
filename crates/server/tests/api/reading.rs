//! Reading threads through the API as a forum reads them: the list with each thread's
//! count, last post and what is new, a thread in pages, and none of it counting a post
//! the reader may not read.

use serde_json::{Value, json};

use crate::common::{Party, Server, for_each_backend, party, thread};

/// Posts `n` public posts by Alice to `thread`, and their ids.
async fn posts_by_alice(s: &Server, p: &Party, thread: &str, n: usize) -> Vec<String> {
    let mut ids = Vec::new();
    for i in 0..n {
        let post = s
            .post(
                &p.path(&format!("/threads/{thread}/posts")),
                Some(&p.alice.token),
                json!({"body": format!("Post {i}")}),
            )
            .await;
        ids.push(post.expect(201)["id"].as_str().unwrap().to_owned());
    }
    ids
}

fn ids(answer: &Value) -> Vec<&str> {
    answer["posts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn a_thread_reads_in_pages_with_its_counts() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let thread = thread(&s, &p, &p.keeper.token, "Night").await;
        let posted = posts_by_alice(&s, &p, &thread, 5).await;
        let at = |q: &str| p.path(&format!("/threads/{thread}{q}"));

        // Without paging: every post on one page, as before paging existed.
        let all = s.get(&at(""), Some(&p.bob.token)).await;
        let all = all.expect(200);
        assert_eq!(ids(all), posted);
        assert_eq!(
            (&all["total"], &all["page"], &all["pages"], &all["per_page"]),
            (&json!(5), &json!(1), &json!(1), &Value::Null)
        );
        // Bob never visited: all five are new to him, none to their author.
        assert_eq!(all["unread"], 5);
        assert_eq!(all["first_unread"], posted[0].as_str());
        assert_eq!(all["first_unread_page"], 1);
        let mine = s.get(&at(""), Some(&p.alice.token)).await;
        assert_eq!(mine.expect(200)["unread"], 0);
        assert_eq!(mine.expect(200)["first_unread"], Value::Null);

        // Two a page: the first unread post's page unless one is named; past the end,
        // the last.
        let first = s.get(&at("?per_page=2"), Some(&p.bob.token)).await;
        let first = first.expect(200);
        assert_eq!(ids(first), posted[..2]);
        assert_eq!((&first["page"], &first["pages"]), (&json!(1), &json!(3)));
        assert_eq!(first["per_page"], 2);
        let last = s.get(&at("?per_page=2&page=3"), Some(&p.bob.token)).await;
        assert_eq!(ids(last.expect(200)), posted[4..]);
        let past = s.get(&at("?per_page=2&page=40"), Some(&p.bob.token)).await;
        assert_eq!(past.expect(200)["page"], 3);
        // Nothing new to the author: her pages open on the last one.
        let hers = s.get(&at("?per_page=2"), Some(&p.alice.token)).await;
        assert_eq!(hers.expect(200)["page"], 3);

        // Reading the API marks nothing seen; the thread's page does, up to what it showed.
        let again = s.get(&at(""), Some(&p.bob.token)).await;
        assert_eq!(again.expect(200)["unread"], 5);
        let page = format!("/games/{}/threads/{thread}", p.game);
        assert_eq!(s.get(&page, Some(&p.bob.token)).await.status, 200);
        let after = s.get(&at("?per_page=2"), Some(&p.bob.token)).await;
        let after = after.expect(200);
        assert_eq!(
            (&after["unread"], &after["first_unread"]),
            (&json!(0), &Value::Null)
        );
        assert_eq!(after["page"], 3, "nothing new: the last page");
        let newer = posts_by_alice(&s, &p, &thread, 1).await;
        let after = s.get(&at("?per_page=2"), Some(&p.bob.token)).await;
        let after = after.expect(200);
        assert_eq!(after["unread"], 1);
        assert_eq!(after["first_unread"], newer[0].as_str());
        assert_eq!(
            (&after["first_unread_page"], &after["page"]),
            (&json!(3), &json!(3))
        );

        // Out of range: a bad field naming it; not a number: a bad query.
        for (q, field) in [
            ("?page=0", "page"),
            ("?per_page=0", "per_page"),
            ("?per_page=201", "per_page"),
        ] {
            let r = s.get(&at(q), Some(&p.bob.token)).await;
            r.expect_error(400, "bad_field");
            assert_eq!(r.json["error"]["field"], field, "{q}");
        }
        s.get(&at("?page=two"), Some(&p.bob.token))
            .await
            .expect_error(400, "bad_query");
    })
    .await;
}

#[tokio::test]
async fn counts_leave_out_what_the_reader_may_not_read() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let thread = thread(&s, &p, &p.alice.token, "Night").await;
        let public = posts_by_alice(&s, &p, &thread, 1).await;
        let private = s
            .post(
                &p.path(&format!("/threads/{thread}/posts")),
                Some(&p.alice.token),
                json!({"body": "For the Keeper", "visibility": "private"}),
            )
            .await;
        let private = private.expect(201)["id"].as_str().unwrap().to_owned();
        let whisper = s
            .post(
                &p.path(&format!("/threads/{thread}/posts")),
                Some(&p.keeper.token),
                json!({"body": "Psst", "visibility": "whisper", "to": p.alice.id}),
            )
            .await;
        let whisper = whisper.expect(201);
        let (whisper_id, whisper_seq) = (
            whisper["id"].as_str().unwrap().to_owned(),
            whisper["seq"].clone(),
        );

        // (reader, posts read, new to them, last post's entry)
        let public_seq = {
            let r = s
                .get(
                    &p.path(&format!("/threads/{thread}")),
                    Some(&p.keeper.token),
                )
                .await;
            r.expect(200)["posts"][0]["seq"].clone()
        };
        for (who, token, total, unread, last) in [
            ("keeper", Some(&p.keeper.token), 3, 2, &whisper_seq),
            ("alice", Some(&p.alice.token), 3, 1, &whisper_seq),
            ("bob", Some(&p.bob.token), 1, 1, &public_seq),
            ("olga", Some(&p.olga.token), 1, 1, &public_seq),
        ] {
            let token = token.map(String::as_str);
            let list = s.get(&p.path("/threads"), token).await;
            let item = list.expect(200)[0].clone();
            assert_eq!(item["id"], thread.as_str(), "{who}");
            assert_eq!(item["title"], "Night", "{who}");
            assert_eq!(
                (&item["posts"], &item["unread"], &item["last_seq"]),
                (&json!(total), &json!(unread), last),
                "{who}"
            );
            assert!(item["last_post_at"].is_string(), "{who}");
            let one = s
                .get(&p.path(&format!("/threads/{thread}?per_page=1")), token)
                .await;
            let one = one.expect(200);
            assert_eq!(
                (&one["total"], &one["pages"]),
                (&json!(total), &json!(total)),
                "{who}"
            );
            // Page by page, one post each: every post the reader may read, and no other.
            let mut read = Vec::new();
            for n in 1..=total {
                let path = p.path(&format!("/threads/{thread}?per_page=1&page={n}"));
                let r = s.get(&path, token).await;
                read.extend(ids(r.expect(200)).into_iter().map(str::to_owned));
            }
            let may_read_hidden = total == 3;
            assert!(read.contains(&public[0]), "{who}");
            assert_eq!(read.contains(&private), may_read_hidden, "{who}");
            assert_eq!(read.contains(&whisper_id), may_read_hidden, "{who}");
        }
        // Someone outside the game reads nothing.
        s.get(&p.path("/threads"), None)
            .await
            .expect_error(401, "unauthorized");
    })
    .await;
}
