//! Threads and their posts: a post's rolls stay true and have permalinks, the thread list
//! shows what each reader may read, and a thread pages fifty posts at a time.

use keeper_table::Visibility;

use crate::helpers::start;

#[tokio::test]
async fn a_posts_rolls_stay_true_and_have_permalinks() {
    let s = start().await;
    let (keeper, player, _) = s.game("coc7").await;
    let g = keeper.game.clone();
    let thread = s
        .table
        .create_thread(&player.member, "Library")
        .await
        .unwrap();
    let text = "Spot: [roll]1d100[/roll] Listen: [roll]1d100[/roll]";
    let post = s
        .table
        .create_post(&player.member, &thread.id, text)
        .await
        .unwrap();
    let total = |i: usize| post.rolls[i].response["result"]["total"].as_i64().unwrap();
    let page = format!("/games/{g}/threads/{}", thread.id);
    let (_, html) = s.get(&page, Some(&player)).await;
    assert!(html.contains(&format!("id=\"post-{}-roll-2\"", post.id)));
    assert!(html.contains(&format!("href=\"/r/{g}/{}/1\"", post.seq)));
    assert!(html.contains(&format!("href=\"/r/{g}/{}\"", post.seq)));
    assert!(html.contains("post-role") && html.contains("<time"));
    // The forum's safe BBCode, and nothing else; quote and reply for who may post.
    s.table
        .create_post(&keeper.member, &thread.id, "[b]Bold[/b] [quote=Brian]hush[/quote] [img]x.png[/img] [url=javascript:alert(1)]x[/url]")
        .await
        .unwrap();
    let (_, html) = s.get(&page, Some(&player)).await;
    assert!(
        html.contains("<strong>Bold</strong>")
            && html.contains("<blockquote class=\"post-quote\">")
    );
    assert!(html.contains("[img]x.png[/img]") && !html.contains("href=\"javascript"));
    assert!(html.contains(&format!("id=\"post-quote-{}\"", post.id)));
    // The thread's transcript opens from the page, with the game's cookie.
    assert!(html.contains("id=\"transcript-link\""));
    let (status, transcript) = s
        .get(
            &format!(
                "/api/v1/games/{g}/transcript?format=html&thread={}",
                thread.id
            ),
            Some(&player),
        )
        .await;
    assert_eq!(status, 200, "{transcript}");
    assert!(
        transcript.contains("<style>") && transcript.contains(&format!("/r/{g}/{}/1", post.seq))
    );

    // An edit that relabels a roll: the tag shows as moved, the roll keeps its words.
    s.table
        .edit_post(
            &player.member,
            &post.id,
            "Hide: [roll]1d100[/roll] Listen: [roll]1d100[/roll]",
        )
        .await
        .unwrap();
    let (_, html) = s.get(&page, Some(&keeper)).await;
    assert_eq!(html.matches("post-moved").count(), 1, "{html}");
    assert!(html.contains("post-versions") && html.contains("<del>") && html.contains("<ins>"));

    // The post's permalink and each roll's answer to anyone, with snippets.
    let (status, html) = s.get(&format!("/r/{g}/{}", post.seq), None).await;
    assert_eq!(status, 200);
    assert!(html.contains("snippet-bbcode") && html.contains("chain-prev"));
    assert!(html.contains(&format!("id=\"post-{}-roll-1\"", post.id)));
    let (status, html) = s.get(&format!("/r/{g}/{}/1", post.seq), None).await;
    assert_eq!(status, 200, "{html}");
    assert!(html.contains("snippet-bbcode"));
    assert!(html.contains("[url=http://"));
    assert!(html.contains(&format!("/r/{g}/{}/1]", post.seq)));
    assert!(
        html.contains(&format!("Spot: 1d100 = {}", total(0))),
        "{html}"
    );
    let (_, html) = s.get(&format!("/r/{g}/{}/2", post.seq), None).await;
    assert!(
        html.contains(&format!("Listen: 1d100 = {}", total(1))),
        "{html}"
    );
    for missing in ["3", "0", "x"] {
        assert_eq!(
            s.get(&format!("/r/{g}/{}/{missing}", post.seq), None)
                .await
                .0,
            404
        );
    }
    // A roll entry has no numbered rolls; a thread's entry is no roll.
    assert_eq!(
        s.get(&format!("/r/{g}/{}/1", thread.seq), None).await.0,
        404
    );
    assert_eq!(s.get(&format!("/r/{g}/{}", thread.seq), None).await.0, 404);

    // Deleted, the post's permalink is its stub, with the results.
    s.table.delete_post(&player.member, &post.id).await.unwrap();
    let (status, html) = s.get(&format!("/r/{g}/{}", post.seq), None).await;
    assert_eq!(status, 200);
    assert!(html.contains("post-deleted"));
    assert!(
        html.contains(&format!("roll-total\">{}<", total(0))),
        "{html}"
    );
    assert!(
        html.contains(&format!("roll-total\">{}<", total(1))),
        "{html}"
    );
    assert_eq!(s.get(&format!("/r/{g}/{}/2", post.seq), None).await.0, 200);
}

/// The part of `html` from the element of id `id` to the end of its list item.
fn thread_item<'a>(html: &'a str, id: &str) -> &'a str {
    let at = html
        .find(&format!("id=\"thread-{id}\""))
        .unwrap_or_else(|| panic!("thread {id} listed"));
    let rest = &html[at..];
    &rest[..rest.find("</li>").unwrap_or(rest.len())]
}

#[tokio::test]
async fn the_thread_list_shows_each_threads_posts_as_its_reader_may_read_them() {
    let s = start().await;
    let (keeper, player, observer) = s.game("coc7").await;
    let g = keeper.game.clone();
    let night = s
        .table
        .create_thread(&player.member, "Night")
        .await
        .unwrap();
    let quiet = s
        .table
        .create_thread(&player.member, "Quiet")
        .await
        .unwrap();
    let open = s
        .table
        .create_post(&player.member, &night.id, "Hello")
        .await
        .unwrap();
    s.table
        .create_post_for(&player.member, &night.id, "Psst", Visibility::Private)
        .await
        .unwrap();
    let hidden = s
        .table
        .create_post_for(&player.member, &quiet.id, "Alone", Visibility::Private)
        .await
        .unwrap();
    let (status, html) = s.get(&format!("/games/{g}/threads"), Some(&keeper)).await;
    assert_eq!(status, 200);
    assert!(thread_item(&html, &night.id).contains(">2 posts<"));
    let item = thread_item(&html, &quiet.id);
    assert!(item.contains(">1 post<"), "{item}");
    assert!(item.contains(&format!("datetime=\"{}\"", hidden.created_at)));
    let (status, html) = s.get(&format!("/games/{g}/threads"), Some(&observer)).await;
    assert_eq!(status, 200);
    let item = thread_item(&html, &night.id);
    assert!(item.contains(">1 post<"), "{item}");
    assert!(item.contains(&format!("datetime=\"{}\"", open.created_at)));
    // A thread whose only post is hidden shows neither that post nor its time.
    let item = thread_item(&html, &quiet.id);
    assert!(item.contains("no posts yet"), "{item}");
    assert!(!item.contains("<time"), "{item}");

    // The post form previews what it will post; an observer has no form.
    let page = format!("/games/{g}/threads/{}", night.id);
    let (_, html) = s.get(&page, Some(&player)).await;
    assert!(html.contains("id=\"post-preview\"") && html.contains("id=\"post-preview-area\""));
    let (_, html) = s.get(&page, Some(&observer)).await;
    assert!(!html.contains("id=\"post-preview\""));
}

#[tokio::test]
async fn a_thread_shows_fifty_posts_a_page_and_marks_what_is_new_since_the_last_visit() {
    let s = start().await;
    let (keeper, player, _) = s.game("coc7").await;
    let g = keeper.game.clone();
    let thread = s.table.create_thread(&player.member, "Long").await.unwrap();
    let mut posts = Vec::new();
    for i in 0..55 {
        posts.push(
            s.table
                .create_post(&player.member, &thread.id, &format!("Post {i}"))
                .await
                .unwrap(),
        );
    }
    let page = format!("/games/{g}/threads/{}", thread.id);
    let has = |html: &str, i: usize| html.contains(&format!("id=\"post-{}\"", posts[i].id));
    let news = |html: &str| html.matches("class=\"badge post-new\"").count();
    // Never visited: every post is new, from the first page on.
    let (status, html) = s.get(&page, Some(&keeper)).await;
    assert_eq!(status, 200);
    assert!(has(&html, 0) && has(&html, 49) && !has(&html, 50));
    assert_eq!(news(&html), 50);
    assert!(html.contains("href=\"?page=2\""), "a link to the next page");
    assert!(html.contains(&format!("href=\"?page=1#post-{}\"", posts[0].id)));
    // The next visit opens on the first unread post's page.
    let (_, html) = s.get(&page, Some(&keeper)).await;
    assert!(!has(&html, 49) && has(&html, 50) && has(&html, 54));
    assert_eq!(news(&html), 5);
    assert!(html.contains(&format!(
        "id=\"first-unread\" href=\"?page=2#post-{}\"",
        posts[50].id
    )));
    // Nothing new: the last page, nothing marked.
    let (_, html) = s.get(&page, Some(&keeper)).await;
    assert!(has(&html, 54) && news(&html) == 0 && !html.contains("first-unread"));
    // An older page asked for shows its posts, and a page past the end the last one.
    let (_, html) = s.get(&format!("{page}?page=1"), Some(&keeper)).await;
    assert!(has(&html, 0) && news(&html) == 0);
    let (_, html) = s.get(&format!("{page}?page=99"), Some(&keeper)).await;
    assert!(has(&html, 54) && !has(&html, 0));
    // A member's own posts are never new to them.
    let (_, html) = s.get(&page, Some(&player)).await;
    assert!(has(&html, 54) && news(&html) == 0);
    // A new post is new to the Keeper only.
    let late = s
        .table
        .create_post(&player.member, &thread.id, "Late")
        .await
        .unwrap();
    let (_, html) = s.get(&page, Some(&keeper)).await;
    assert!(html.contains(&format!("id=\"post-{}\"", late.id)));
    assert_eq!(news(&html), 1);
}
