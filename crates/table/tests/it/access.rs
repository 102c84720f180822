//! Invites that end (an expiry, a single use) and names checked inside the writer:
//! two look-alike names joining at once, or two people on one single-use link, let
//! exactly one in.

use keeper_i18n::Localize;
use keeper_table::{InviteLimits, NewGame, Role, Table, TableError};
use sqlx::Executor;

use crate::common::{expect_code, for_each_backend};

/// The catalogue id of an error's message.
fn message_id(e: &TableError) -> String {
    e.message().id().to_owned()
}

/// Two joins at once; answers (who got in, the other's refusal).
async fn race(
    a: &Table,
    b: &Table,
    game: &str,
    (invite_a, name_a): (&str, &str),
    (invite_b, name_b): (&str, &str),
) -> Vec<Result<String, TableError>> {
    let (ta, tb) = (a.clone(), b.clone());
    let (ga, gb) = (game.to_owned(), game.to_owned());
    let (ia, ib) = (invite_a.to_owned(), invite_b.to_owned());
    let (na, nb) = (name_a.to_owned(), name_b.to_owned());
    let first = tokio::spawn(async move { ta.join(&ga, &ia, &na).await.map(|(m, _)| m.name) });
    let second = tokio::spawn(async move { tb.join(&gb, &ib, &nb).await.map(|(m, _)| m.name) });
    vec![first.await.unwrap(), second.await.unwrap()]
}

/// Exactly one of `results` succeeded, and the other was refused with `id`.
#[track_caller]
fn one_in(results: &[Result<String, TableError>], id: &str) {
    let ok = results.iter().filter(|r| r.is_ok()).count();
    assert_eq!(ok, 1, "{results:?}");
    let refused = results.iter().find_map(|r| r.as_ref().err()).unwrap();
    assert_eq!(message_id(refused), id, "{refused}");
}

#[tokio::test]
async fn two_look_alike_names_joining_at_once_let_one_in() {
    for_each_backend(|db| async move {
        let other = db.open_again().await;
        for round in 0..12 {
            let (game, keeper, _) = db
                .table
                .create_game(NewGame::new("Race", "coc7", "Keeper"))
                .await
                .unwrap();
            let invite = db.table.invite(&keeper, Role::Player).await.unwrap();
            // The same writer (one batch or two), then two processes' writers.
            let second = if round % 2 == 0 { &db.table } else { &other };
            let results = race(
                &db.table,
                second,
                &game.id,
                (&invite, "Kay"),
                (&invite, "K\u{0430}y"), // a Cyrillic а
            )
            .await;
            one_in(&results, "security-name-taken");
            let members = db.table.members(&game.id).await.unwrap();
            assert_eq!(members.len(), 2, "round {round}: {members:?}");
        }
        // A name that reads as the Keeper's is refused too.
        let (game, keeper, _) = db
            .table
            .create_game(NewGame::new("Names", "coc7", "Kay"))
            .await
            .unwrap();
        let invite = db.table.invite(&keeper, Role::Player).await.unwrap();
        let e = expect_code(db.table.join(&game.id, &invite, "KAY").await, "bad_field");
        assert_eq!(message_id(&e), "security-name-taken");
    })
    .await;
}

#[tokio::test]
async fn a_single_use_invite_lets_one_person_in() {
    for_each_backend(|db| async move {
        let other = db.open_again().await;
        let t = &db.table;
        let (game, keeper, _) = t
            .create_game(NewGame::new("Once", "coc7", "Keeper"))
            .await
            .unwrap();
        let once = InviteLimits {
            single_use: true,
            ..InviteLimits::default()
        };
        let (made, invite) = t.invite_with(&keeper, Role::Player, &once).await.unwrap();
        assert_eq!(made.max_uses, Some(1));
        assert_eq!(made.uses, 0);
        let listed = t.invites(&keeper).await.unwrap();
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].id, made.id);
        t.join(&game.id, &invite, "Alice").await.unwrap();
        let e = expect_code(t.join(&game.id, &invite, "Bob").await, "forbidden");
        assert_eq!(message_id(&e), "access-invite-used");
        assert!(
            e.text("en").contains("ask the Keeper for a new link"),
            "{e}"
        );
        // Used up, it is no longer open.
        assert!(t.invites(&keeper).await.unwrap().is_empty());

        // Two people on one single-use link at once: one gets in.
        for round in 0..12 {
            let (_, invite) = t.invite_with(&keeper, Role::Player, &once).await.unwrap();
            let second = if round % 2 == 0 { t } else { &other };
            let results = race(
                t,
                second,
                &game.id,
                (&invite, &format!("Carol {round}")),
                (&invite, &format!("Dave {round}")),
            )
            .await;
            one_in(&results, "access-invite-used");
        }

        // A look-alike name spends no use of the invite.
        let (_, invite) = t.invite_with(&keeper, Role::Player, &once).await.unwrap();
        let e = expect_code(t.join(&game.id, &invite, "ALICE").await, "bad_field");
        assert_eq!(message_id(&e), "security-name-taken");
        t.join(&game.id, &invite, "Erin").await.unwrap();
    })
    .await;
}

#[tokio::test]
async fn an_expired_invite_is_refused() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let (game, keeper, _) = t
            .create_game(NewGame::new("Late", "coc7", "Keeper"))
            .await
            .unwrap();
        let day = InviteLimits {
            expires_in: Some(86_400),
            ..InviteLimits::default()
        };
        let (made, invite) = t.invite_with(&keeper, Role::Player, &day).await.unwrap();
        let at = made.expires_at.clone().unwrap();
        assert!(at > keeper_table::clock::now() && at.ends_with('Z'), "{at}");
        assert_eq!(t.invites(&keeper).await.unwrap()[0].expires_at, Some(at));
        t.join(&game.id, &invite, "Alice").await.unwrap();
        // The day passes.
        let mut raw = db.raw().await;
        raw.execute(
            sqlx::query("UPDATE invites SET expires_at = $1 WHERE id = $2")
                .bind("2000-01-01T00:00:00.000Z")
                .bind(&made.id),
        )
        .await
        .unwrap();
        let e = expect_code(t.join(&game.id, &invite, "Bob").await, "forbidden");
        assert_eq!(message_id(&e), "access-invite-expired");
        assert!(
            e.text("en").contains("ask the Keeper for a new link"),
            "{e}"
        );
        assert!(t.invites(&keeper).await.unwrap().is_empty());

        // An expiry given as a time, in any offset, is kept in UTC.
        let at = InviteLimits {
            expires_at: Some("2099-01-01T12:00:00+02:00".into()),
            ..InviteLimits::default()
        };
        let e = expect_code(t.invite_with(&keeper, Role::Player, &at).await, "bad_field");
        assert_eq!(message_id(&e), "access-invite-expiry-far");
        let soon = time::OffsetDateTime::now_utc() + time::Duration::hours(2);
        let soon = soon
            .format(&time::format_description::well_known::Rfc3339)
            .unwrap();
        let (made, _) = t
            .invite_with(
                &keeper,
                Role::Observer,
                &InviteLimits {
                    expires_at: Some(soon),
                    ..InviteLimits::default()
                },
            )
            .await
            .unwrap();
        assert!(made.expires_at.unwrap().ends_with('Z'));

        // Bad limits.
        for (limits, field, id) in [
            (
                InviteLimits {
                    expires_in: Some(0),
                    ..InviteLimits::default()
                },
                "expires_in",
                "access-invite-expiry-past",
            ),
            (
                InviteLimits {
                    expires_at: Some("2001-01-01T00:00:00Z".into()),
                    ..InviteLimits::default()
                },
                "expires_at",
                "access-invite-expiry-past",
            ),
            (
                InviteLimits {
                    expires_at: Some("next tuesday".into()),
                    ..InviteLimits::default()
                },
                "expires_at",
                "access-invite-expiry-bad",
            ),
            (
                InviteLimits {
                    expires_in: Some(60),
                    expires_at: Some("2099-01-01T00:00:00Z".into()),
                    ..InviteLimits::default()
                },
                "expires_at",
                "access-invite-expiry-both",
            ),
        ] {
            match t.invite_with(&keeper, Role::Player, &limits).await {
                Err(TableError::BadField { field: f, message }) => {
                    assert_eq!((f.as_str(), message.id()), (field, id));
                }
                other => panic!("{limits:?}: {other:?}"),
            }
        }
    })
    .await;
}

#[tokio::test]
async fn only_the_keeper_lists_and_withdraws_invites_by_id() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let (game, keeper, _) = t
            .create_game(NewGame::new("List", "coc7", "Keeper"))
            .await
            .unwrap();
        let (made, invite) = t
            .invite_with(&keeper, Role::Player, &InviteLimits::default())
            .await
            .unwrap();
        let (alice, _) = t.join(&game.id, &invite, "Alice").await.unwrap();
        t.join(&game.id, &invite, "Bob").await.unwrap();
        let listed = t.invites(&keeper).await.unwrap();
        assert_eq!(listed.len(), 1);
        assert_eq!((listed[0].uses, listed[0].max_uses), (2, None));
        expect_code(t.invites(&alice).await, "forbidden");
        expect_code(t.revoke_invite(&alice, &made.id).await, "forbidden");
        t.revoke_invite(&keeper, &made.id).await.unwrap();
        assert!(t.invites(&keeper).await.unwrap().is_empty());
        expect_code(t.join(&game.id, &invite, "Carol").await, "unauthorized");
        expect_code(t.revoke_invite(&keeper, &made.id).await, "not_found");
    })
    .await;
}
