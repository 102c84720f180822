//! Games, invites, joining and tokens.

use keeper_table::{NewGame, Role, TableError, Viewer};
use serde_json::json;

use crate::common::{expect_code, for_each_backend, party};

#[tokio::test]
async fn create_game_checks_its_fields() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let (game, keeper, token) = t
            .create_game(NewGame::new("  The Haunting ", "coc7", "Kay"))
            .await
            .unwrap();
        assert_eq!(game.name, "The Haunting");
        assert_eq!(game.system, "coc7");
        assert_eq!(game.language, "en");
        assert_eq!(game.log_len, 1);
        assert!(game.fair_seed.is_none() && game.keeper_seed.is_none());
        assert_eq!(game.fair_commitment.len(), 64);
        assert_eq!(keeper.role, Role::Keeper);
        assert_eq!(keeper.game, game.id);
        assert_eq!(
            t.authenticate(&game.id, &token).await.unwrap().id,
            keeper.id
        );
        let log = t.log(&game.id, Viewer::Anyone, 0, 10).await.unwrap();
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].kind, "game_created");
        assert_eq!(
            log[0].body.as_ref().unwrap()["fair_commitment"],
            game.fair_commitment.as_str()
        );

        for system in ["classic", "chthonian"] {
            let (g, _, _) = t
                .create_game(NewGame::new("Other", system, "Kay"))
                .await
                .unwrap();
            assert_eq!(g.system, system);
        }
        let bad = |field: &str, e: TableError| match e {
            TableError::BadField { field: f, .. } => assert_eq!(f, field),
            other => panic!("expected a bad {field}, got {other}"),
        };
        bad(
            "system",
            t.create_game(NewGame::new("G", "dnd5e", "Kay"))
                .await
                .unwrap_err(),
        );
        let mut new = NewGame::new("G", "coc7", "Kay");
        new.language = "fr".into();
        bad("language", t.create_game(new).await.unwrap_err());
        let mut new = NewGame::new("G", "coc7", "Kay");
        new.language = "pt-BR".into();
        assert_eq!(t.create_game(new).await.unwrap().0.language, "pt-BR");
        bad(
            "name",
            t.create_game(NewGame::new("   ", "coc7", "Kay"))
                .await
                .unwrap_err(),
        );
        bad(
            "name",
            t.create_game(NewGame::new(&"x".repeat(201), "coc7", "Kay"))
                .await
                .unwrap_err(),
        );
        bad(
            "name",
            t.create_game(NewGame::new("a\u{7}b", "coc7", "Kay"))
                .await
                .unwrap_err(),
        );
        bad(
            "keeper_name",
            t.create_game(NewGame::new("G", "coc7", ""))
                .await
                .unwrap_err(),
        );
        let mut new = NewGame::new("G", "coc7", "Kay");
        new.options = json!([1]);
        bad("options", t.create_game(new).await.unwrap_err());
        expect_code(t.game("nope").await, "not_found");
    })
    .await;
}

#[tokio::test]
async fn invites_and_joining() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        assert_eq!(p.alice.role, Role::Player);
        assert_eq!(p.bob.role, Role::Player);
        assert_eq!(p.observer.role, Role::Observer);
        let members = t.members(p.id()).await.unwrap();
        assert_eq!(members.len(), 4);
        let joined: Vec<_> = t
            .log(p.id(), Viewer::Anyone, 0, 100)
            .await
            .unwrap()
            .into_iter()
            .filter(|e| e.kind == "member_joined")
            .collect();
        assert_eq!(joined.len(), 3);
        assert_eq!(joined[2].body.as_ref().unwrap()["role"], "observer");
        assert_eq!(joined[0].actor_name, "Alice");

        // Only the Keeper invites, and never a second Keeper.
        expect_code(t.invite(&p.alice, Role::Player).await, "forbidden");
        expect_code(t.invite(&p.keeper, Role::Keeper).await, "bad_field");

        // An unknown invite, and an invite of another game.
        expect_code(
            t.join(p.id(), "0123456789abcdef", "Eve").await,
            "unauthorized",
        );
        let (other, other_keeper, _) = t
            .create_game(NewGame::new("Other", "coc7", "Kim"))
            .await
            .unwrap();
        let other_invite = t.invite(&other_keeper, Role::Player).await.unwrap();
        expect_code(t.join(p.id(), &other_invite, "Eve").await, "unauthorized");
        let (eve, _) = t.join(&other.id, &other_invite, "Eve").await.unwrap();
        assert_eq!(eve.game, other.id);
        // A good invite with a bad name.
        let invite = t.invite(&p.keeper, Role::Observer).await.unwrap();
        expect_code(t.join(p.id(), &invite, " ").await, "bad_field");
    })
    .await;
}

#[tokio::test]
async fn tokens_authenticate_their_member_in_their_game_only() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let alice = t.authenticate(p.id(), &p.alice_token).await.unwrap();
        assert_eq!(alice.id, p.alice.id);
        assert_eq!(alice.role, Role::Player);
        assert_eq!(
            t.authenticate(p.id(), &p.keeper_token).await.unwrap().role,
            Role::Keeper
        );
        // Wrong, forged, empty, and another game's.
        let mut forged = p.alice_token.clone();
        let last = if forged.ends_with('0') { "1" } else { "0" };
        forged.replace_range(forged.len() - 1.., last);
        for token in [forged.as_str(), "", "deadbeef", &"0".repeat(64)] {
            expect_code(t.authenticate(p.id(), token).await, "unauthorized");
        }
        let (other, _, other_token) = t
            .create_game(NewGame::new("Other", "coc7", "Kim"))
            .await
            .unwrap();
        expect_code(t.authenticate(p.id(), &other_token).await, "unauthorized");
        expect_code(
            t.authenticate(&other.id, &p.alice_token).await,
            "unauthorized",
        );
    })
    .await;
}

#[tokio::test]
async fn a_members_language_is_set_and_cleared_without_an_entry() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let before = t.game(p.id()).await.unwrap().log_len;
        t.set_language(&p.alice, Some("el")).await.unwrap();
        let alice = t.member(p.id(), &p.alice.id).await.unwrap();
        assert_eq!(alice.language.as_deref(), Some("el"));
        assert_eq!(
            t.authenticate(p.id(), &p.alice_token)
                .await
                .unwrap()
                .language
                .as_deref(),
            Some("el")
        );
        t.set_language(&p.alice, None).await.unwrap();
        assert_eq!(t.member(p.id(), &p.alice.id).await.unwrap().language, None);
        expect_code(t.set_language(&p.alice, Some("fr")).await, "bad_field");
        assert_eq!(t.game(p.id()).await.unwrap().log_len, before);
    })
    .await;
}
