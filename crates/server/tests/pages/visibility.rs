//! What a member's text and a hidden roll show to whom: text is escaped everywhere, and
//! a blind or private roll never reaches the members it is hidden from.

use keeper_table::{RollOrder, Visibility};
use serde_json::json;

use crate::helpers::start;

#[tokio::test]
async fn member_text_is_escaped_everywhere() {
    let s = start().await;
    let (keeper, player, _) = s.game("coc7").await;
    let g = keeper.game.clone();
    let thread = s
        .table
        .create_thread(&player.member, "<b>Docks</b>")
        .await
        .unwrap();
    let nasty = "<script>alert(1)</script> \"><img src=x onerror=alert(2)> I look [roll]1d6[/roll]\nline two";
    let post = s
        .table
        .create_post(&player.member, &thread.id, nasty)
        .await
        .unwrap();
    let (status, html) = s
        .get(&format!("/games/{g}/threads/{}", thread.id), Some(&player))
        .await;
    assert_eq!(status, 200);
    assert!(
        !html.contains("<script>alert(1)"),
        "a post's script is escaped"
    );
    assert!(!html.contains("<img src=x"), "a post's markup is escaped");
    assert!(!html.contains("<b>Docks"));
    assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(html.contains("&lt;img src=x onerror=alert(2)&gt;"));
    assert!(html.contains("&lt;b&gt;Docks&lt;/b&gt;"));
    assert!(
        html.contains("class=\"post-roll\""),
        "the tag shows its roll"
    );
    assert!(html.contains("line two"));
    assert!(!html.contains("<i>the bold</i>"));
    assert!(html.contains(&format!("id=\"post-edit-{}\"", post.id)));

    // An edit that adds a tag: the new tag is not rolled, the post is marked edited.
    s.table
        .edit_post(
            &player.member,
            &post.id,
            "I look [roll]1d6[/roll] and [roll]1d8[/roll]",
        )
        .await
        .unwrap();
    let (_, html) = s
        .get(&format!("/games/{g}/threads/{}", thread.id), Some(&keeper))
        .await;
    assert!(html.contains("post-edited"));
    assert!(html.contains("post-unrolled") && html.contains("[roll]1d8[/roll]"));
    s.table.delete_post(&keeper.member, &post.id).await.unwrap();
    let (_, html) = s
        .get(&format!("/games/{g}/threads/{}", thread.id), Some(&player))
        .await;
    assert!(html.contains("post-deleted"));
    // The deleted text is gone from view but for the words its roll was rolled with,
    // which stay with the roll's result.
    assert!(!html.contains("line two"));
    assert!(html.contains("roll-before") && html.contains("class=\"post-roll\""));
    assert!(!html.contains("<img src=x"));

    // Names and labels in the log.
    let mut order = RollOrder::expression("1d20", Visibility::Public);
    order.label = Some("<svg onload=alert(3)>".into());
    let e = s.table.roll(&player.member, order).await.unwrap();
    let (_, html) = s.get(&format!("/games/{g}"), Some(&keeper)).await;
    assert!(!html.contains("<svg onload"));
    assert!(html.contains("&lt;svg onload=alert(3)&gt;"));
    assert!(html.contains("Brian &lt;i&gt;the bold&lt;/i&gt;"));
    let (_, html) = s.get(&format!("/r/{g}/{}", e.seq), None).await;
    assert!(!html.contains("<svg onload"));
    assert!(!html.contains("<i>the bold"));
}

#[tokio::test]
async fn a_blind_roll_never_reaches_a_player() {
    let s = start().await;
    let (keeper, player, observer) = s.game("coc7").await;
    let g = keeper.game.clone();
    // Physical faces, so the result is a number that appears nowhere else.
    let mut order = RollOrder::expression("1d1000+123456", Visibility::Keeper);
    order.dice = Some(vec![654]);
    order.label = Some("Xyzzy hunch".into());
    let blind = s.table.roll(&keeper.member, order).await.unwrap();
    let secret = "124110";

    for who in [&player, &observer] {
        let (status, html) = s.get(&format!("/games/{g}"), Some(who)).await;
        assert_eq!(status, 200);
        assert!(!html.contains(secret), "the table of {}", who.member.name);
        assert!(!html.contains("Xyzzy"));
        let (_, fragment) = s
            .get(&format!("/games/{g}/entries/{}", blind.seq), Some(who))
            .await;
        assert!(!fragment.contains(secret));
        assert!(!fragment.contains("Xyzzy"));
    }
    let (_, html) = s.get(&format!("/games/{g}"), Some(&player)).await;
    assert!(
        html.contains("roll-hidden"),
        "the player sees that it happened"
    );
    assert!(!html.contains(&format!("id=\"reveal-{}\"", blind.seq)));
    let (_, fragment) = s
        .get(&format!("/games/{g}/entries/{}", blind.seq), Some(&player))
        .await;
    assert!(fragment.contains("data-hidden=\"true\""));
    assert_eq!(
        s.get(&format!("/games/{g}/entries/{}", blind.seq), None)
            .await
            .0,
        404
    );

    // The Keeper reads it and may reveal it.
    let (_, html) = s.get(&format!("/games/{g}"), Some(&keeper)).await;
    assert!(html.contains(secret) && html.contains("Xyzzy hunch"));
    assert!(html.contains(&format!("id=\"reveal-{}\"", blind.seq)));

    // A blind roll the Keeper asked of the player: the player rolls it, cannot read it.
    let mut asked = RollOrder::request(
        json!({"system": "coc7", "action": "check", "value": 45}),
        Visibility::Keeper,
    );
    asked.label = Some("Plugh sense".into());
    let request = s
        .table
        .request_roll(&keeper.member, &player.member.id, asked)
        .await
        .unwrap();
    let (_, html) = s.get(&format!("/games/{g}"), Some(&player)).await;
    assert!(html.contains(&format!("id=\"request-answer-{}\"", request.id)));
    let answer = s
        .table
        .answer_request(&player.member, &request.id, Some(vec![8, 8]))
        .await
        .unwrap();
    let (_, fragment) = s
        .get(&format!("/games/{g}/entries/{}", answer.seq), Some(&player))
        .await;
    // The faces 8 and 8 read 88; the head's timestamp may too, so look in the body.
    let body = &fragment[fragment.find("class=\"entry-body\"").unwrap()..];
    assert!(!body.contains("88"), "{fragment}");
    assert!(!fragment.contains("roll-total"));
    let (_, html) = s.get(&format!("/games/{g}"), Some(&player)).await;
    assert!(!html.contains(&format!("id=\"request-answer-{}\"", request.id)));

    // Once revealed, everyone reads it.
    s.table.reveal(&keeper.member, blind.seq).await.unwrap();
    let (_, fragment) = s
        .get(&format!("/games/{g}/entries/{}", blind.seq), Some(&player))
        .await;
    assert!(fragment.contains(secret));
    assert_eq!(s.get(&format!("/r/{g}/{}", blind.seq), None).await.0, 200);
}

#[tokio::test]
async fn a_private_roll_is_left_out_for_the_others() {
    let s = start().await;
    let (keeper, player, observer) = s.game("classic").await;
    let g = keeper.game.clone();
    let mut order = RollOrder::expression("1d1000+777000", Visibility::Private);
    order.dice = Some(vec![321]);
    let e = s.table.roll(&player.member, order).await.unwrap();
    let (_, html) = s.get(&format!("/games/{g}"), Some(&player)).await;
    assert!(html.contains("777321"));
    let (_, html) = s.get(&format!("/games/{g}"), Some(&observer)).await;
    assert!(!html.contains("777321"));
    assert!(!html.contains(&format!("id=\"entry-{}\"", e.seq)));
    assert_eq!(
        s.get(&format!("/games/{g}/entries/{}", e.seq), Some(&observer))
            .await
            .0,
        404
    );
}
