//! Who sits at the table (findings 5 and 6): names that pass for another or hide are
//! refused, and tokens and invites can be taken back.

use keeper_server::Options;
use reqwest::Method;
use serde_json::json;

use super::each_backend;
use crate::common::{Party, Server, party};

/// An invite of `p`'s game for `role`.
async fn invite(s: &Server, p: &Party, role: &str) -> String {
    let r = s
        .post(
            &p.path("/invites"),
            Some(&p.keeper.token),
            json!({"role": role}),
        )
        .await;
    r.expect(201)["invite"].as_str().unwrap().to_owned()
}

/// Finding 5: a player could join as "Kay" when the Keeper is Kay; names took bidi
/// overrides, zero-width-only names, a BOM and U+2028.
#[tokio::test]
async fn names_that_pass_for_another_or_hide_are_refused() {
    each_backend(Options::default(), |s| async move {
        let p = party(&s, "coc7").await;
        let code = invite(&s, &p, "player").await;
        for name in [
            "kay",
            "KAY",
            "\u{041A}ay",
            "K\u{0430}y",
            "Ka\u{200B}y",
            "Alice",
            "bob",
        ] {
            let r = s
                .post(
                    &p.path("/join"),
                    None,
                    json!({"invite": code, "name": name}),
                )
                .await;
            r.expect_error(400, "bad_field");
            assert_eq!(r.json["error"]["field"], "name");
            assert!(r.text.contains("reads the same as"), "{name:?}: {}", r.text);
        }
        for name in [
            "Kay\u{202E}reepeK",
            "\u{200B}\u{200C}",
            "\u{FEFF}Mallory",
            "Mallory\u{2028}Keeper",
        ] {
            let r = s
                .post(
                    &p.path("/join"),
                    None,
                    json!({"invite": code, "name": name}),
                )
                .await;
            r.expect_error(400, "bad_field");
            assert_eq!(r.json["error"]["field"], "name", "{name:?}");
        }
        // A Keeper's name is checked alike.
        let r = s
            .post(
                "/api/v1/games",
                None,
                json!({"name": "G", "system": "coc7", "keeper_name": "\u{2067}Kay"}),
            )
            .await;
        r.expect_error(400, "bad_field");
        // A name of its own still joins.
        let r = s
            .post(
                &p.path("/join"),
                None,
                json!({"invite": code, "name": "Kai"}),
            )
            .await;
        r.expect(201);
    })
    .await;
}

/// Finding 6: signing out only cleared the cookie; a Keeper could not remove a member
/// nor withdraw an invite.
#[tokio::test]
async fn tokens_and_invites_can_be_taken_back() {
    each_backend(Options::default(), |s| async move {
        let p = party(&s, "coc7").await;
        let (keeper, alice, bob) = (
            p.keeper.token.as_str(),
            p.alice.token.as_str(),
            p.bob.token.as_str(),
        );
        // Signing out ends the token, everywhere.
        s.get(&p.path("/me"), Some(alice)).await.expect(200);
        let r = s.post_empty(&p.path("/signout"), Some(alice)).await;
        assert_eq!(r.expect(200)["id"], p.alice.id.as_str());
        s.get(&p.path("/me"), Some(alice))
            .await
            .expect_error(401, "unauthorized");
        // The Keeper gives her a new one; the member can rotate their own.
        let path = p.path(&format!("/members/{}/token", p.alice.id));
        s.post_empty(&path, Some(bob))
            .await
            .expect_error(403, "forbidden");
        let r = s.post_empty(&path, Some(keeper)).await;
        let fresh = r.expect(201)["token"].as_str().unwrap().to_owned();
        s.get(&p.path("/me"), Some(&fresh)).await.expect(200);
        let r = s.post_empty(&path, Some(&fresh)).await;
        let rotated = r.expect(201)["token"].as_str().unwrap().to_owned();
        s.get(&p.path("/me"), Some(&fresh))
            .await
            .expect_error(401, "unauthorized");
        s.get(&p.path("/me"), Some(&rotated)).await.expect(200);
        // The pages' sign-out ends the cookie's token too.
        let r = s
            .send(
                s.request(Method::POST, &format!("/games/{}/signout", p.game))
                    .header("cookie", format!("keeper_{}={rotated}", p.game))
                    .header("origin", s.base.as_str()),
            )
            .await;
        assert!(r.status < 400, "{}", r.text);
        s.get(&p.path("/me"), Some(&rotated))
            .await
            .expect_error(401, "unauthorized");
        // The Keeper removes Bob: his token no longer works; only the Keeper may.
        let bob_path = p.path(&format!("/members/{}", p.bob.id));
        s.call(Method::DELETE, &bob_path, Some(&p.olga.token), None)
            .await
            .expect_error(403, "forbidden");
        let r = s.call(Method::DELETE, &bob_path, Some(keeper), None).await;
        assert_eq!(r.expect(200)["name"], "Bob");
        s.get(&p.path("/me"), Some(bob))
            .await
            .expect_error(401, "unauthorized");
        let own = p.path(&format!("/members/{}", p.keeper.id));
        s.call(Method::DELETE, &own, Some(keeper), None)
            .await
            .expect_error(400, "bad_field");
        s.call(
            Method::DELETE,
            &p.path("/members/nobody"),
            Some(keeper),
            None,
        )
        .await
        .expect_error(404, "not_found");
        // An invite withdrawn joins nobody more.
        let code = invite(&s, &p, "observer").await;
        let at = p.path(&format!("/invites/{code}"));
        s.call(Method::DELETE, &at, Some(&p.olga.token), None)
            .await
            .expect_error(403, "forbidden");
        let r = s.call(Method::DELETE, &at, Some(keeper), None).await;
        assert_eq!(r.expect(200)["revoked"], true);
        s.post(
            &p.path("/join"),
            None,
            json!({"invite": code, "name": "Eve"}),
        )
        .await
        .expect_error(401, "unauthorized");
        s.call(Method::DELETE, &at, Some(keeper), None)
            .await
            .expect_error(404, "not_found");
    })
    .await;
}
