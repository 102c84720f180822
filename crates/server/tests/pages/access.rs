//! Who may open which page, and the cookies: making and joining a game sign the browser
//! in, signing out signs it out for good.

use keeper_table::{Role, RollOrder, Visibility};

use crate::helpers::{Seat, start};

#[tokio::test]
async fn each_page_opens_for_the_right_member_only() {
    let s = start().await;
    let (keeper, player, observer) = s.game("coc7").await;
    let g = keeper.game.clone();
    let character = s.investigator(&player, "Brian").await;
    let thread = s
        .table
        .create_thread(&player.member, "The docks")
        .await
        .unwrap();
    let public = s
        .table
        .roll(
            &player.member,
            RollOrder::expression("1d100", Visibility::Public),
        )
        .await
        .unwrap();
    let blind = s
        .table
        .roll(
            &keeper.member,
            RollOrder::expression("1d100", Visibility::Keeper),
        )
        .await
        .unwrap();

    // Pages every member may open; nobody else.
    for path in [
        format!("/games/{g}"),
        format!("/games/{g}/threads"),
        format!("/games/{g}/threads/{}", thread.id),
        format!("/games/{g}/characters/{}", character.id),
        format!("/games/{g}/fragments/requests"),
    ] {
        for who in [&keeper, &player, &observer] {
            let (status, html) = s.get(&path, Some(who)).await;
            assert_eq!(status, 200, "{path} for {}", who.member.name);
            assert!(
                html.contains("<main") || html.contains("id=\"requests\""),
                "{path}"
            );
        }
        let (status, html) = s.get(&path, None).await;
        assert_eq!(status, 401, "{path} without a cookie");
        assert!(html.contains("error-title"), "{path}: an HTML error page");
        let stranger = Seat {
            game: g.clone(),
            member: player.member.clone(),
            token: "not-a-token".into(),
        };
        assert_eq!(s.get(&path, Some(&stranger)).await.0, 401, "{path}");
    }

    // The Keeper's screen.
    let (status, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert_eq!(status, 200);
    for id in [
        "invite-player",
        "ask-form",
        "blind-form",
        "effects-form",
        "end-game",
        "verify-result",
        "fair-commitment",
    ] {
        assert!(
            html.contains(&format!("id=\"{id}\"")),
            "keeper screen has #{id}"
        );
    }
    assert!(html.contains("verify-ok"));
    assert_eq!(
        s.get(&format!("/games/{g}/keeper"), Some(&player)).await.0,
        403
    );
    assert_eq!(
        s.get(&format!("/games/{g}/keeper"), Some(&observer))
            .await
            .0,
        403
    );
    assert_eq!(s.get(&format!("/games/{g}/keeper"), None).await.0, 401);

    // Making characters: players and the Keeper, not observers.
    let new = format!("/games/{g}/characters/new");
    assert_eq!(s.get(&new, Some(&keeper)).await.0, 200);
    let (status, html) = s.get(&new, Some(&player)).await;
    assert_eq!(status, 200);
    assert!(html.contains("id=\"wizard-step-1\"") && html.contains("id=\"wizard-next\""));
    assert_eq!(s.get(&new, Some(&observer)).await.0, 403);

    // Unknown things are 404 pages.
    assert_eq!(
        s.get(&format!("/games/{g}/characters/nope"), Some(&player))
            .await
            .0,
        404
    );
    assert_eq!(
        s.get(&format!("/games/{g}/threads/nope"), Some(&player))
            .await
            .0,
        404
    );
    let (status, html) = s.get("/no/such/page", None).await;
    assert_eq!(status, 404);
    assert!(html.contains("error-title"));

    // The table: the dice box and skill buttons for players, not for observers.
    let (_, html) = s.get(&format!("/games/{g}"), Some(&player)).await;
    assert!(html.contains("id=\"dice-expr\"") && html.contains("id=\"odds\""));
    assert!(html.contains("data-skill=\"Spot Hidden\""));
    assert!(html.contains("aria-live=\"polite\""));
    let (_, html) = s.get(&format!("/games/{g}"), Some(&observer)).await;
    assert!(!html.contains("id=\"dice-expr\""));

    // Permalinks: a public roll for anyone, a hidden one for nobody.
    let (status, html) = s.get(&format!("/r/{g}/{}", public.seq), None).await;
    assert_eq!(status, 200);
    assert!(html.contains("snippet-bbcode") && html.contains("chain-prev"));
    assert!(html.contains(&public.hash));
    assert_eq!(s.get(&format!("/r/{g}/{}", blind.seq), None).await.0, 404);
    assert_eq!(
        s.get(&format!("/r/{g}/{}", blind.seq), Some(&keeper))
            .await
            .0,
        404
    );
    assert_eq!(s.get(&format!("/r/{g}/x"), None).await.0, 404);
    assert_eq!(s.get("/r/nogame/1", None).await.0, 404);

    // Fragments: a public entry for anyone.
    let (status, html) = s
        .get(&format!("/games/{g}/entries/{}", public.seq), None)
        .await;
    assert_eq!(status, 200);
    assert!(html.starts_with("<li") && html.contains("roll-total"));

    // The front door.
    let (status, html) = s.get("/", Some(&player)).await;
    assert_eq!(status, 200);
    assert!(html.contains(&format!("id=\"game-{g}\"")));
    assert!(html.contains("Masks &lt;of&gt; Nyarlathotep"));
    assert_eq!(s.get("/games/new", None).await.0, 200);
    let res = s
        .http
        .get(format!("{}/assets/keeper.js", s.base))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/javascript")
    );
    let res = s
        .http
        .get(format!("{}/assets/keeper.css", s.base))
        .send()
        .await
        .unwrap();
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/css")
    );
}

fn set_cookie(res: &reqwest::Response) -> String {
    res.headers()["set-cookie"].to_str().unwrap().to_owned()
}

#[tokio::test]
async fn making_and_joining_a_game_sign_the_browser_in() {
    let s = start().await;
    let res = s
        .post_form(
            "/games/new",
            None,
            &[
                ("name", "The Haunting"),
                ("system", "classic"),
                ("language", "en"),
                ("keeper_name", "Kim"),
                ("house_rules", "plain"),
                ("options", ""),
            ],
            false,
        )
        .await;
    assert_eq!(res.status(), 303);
    let cookie = set_cookie(&res);
    let location = res.headers()["location"].to_str().unwrap().to_owned();
    let game = location.strip_prefix("/games/").unwrap().to_owned();
    assert!(cookie.starts_with(&format!("keeper_{game}=")));
    for attr in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(cookie.contains(attr), "{cookie}");
    }
    let token = cookie
        .split(';')
        .next()
        .unwrap()
        .split_once('=')
        .unwrap()
        .1
        .to_owned();
    let keeper = s.table.authenticate(&game, &token).await.unwrap();
    assert_eq!(keeper.role, Role::Keeper);
    assert_eq!(
        s.table.game(&game).await.unwrap().options["preset"],
        "plain"
    );
    let seat = Seat {
        game: game.clone(),
        member: keeper.clone(),
        token,
    };
    assert_eq!(s.get(&location, Some(&seat)).await.0, 200);

    // A bad form answers the form again, with the error.
    let res = s
        .post_form(
            "/games/new",
            None,
            &[("name", ""), ("system", "coc7"), ("keeper_name", "Kim")],
            false,
        )
        .await;
    assert_eq!(res.status(), 422);
    let html = res.text().await.unwrap();
    assert!(html.contains("id=\"form-error\"") && html.contains("name"));
    let res = s
        .post_form(
            "/games/new",
            None,
            &[
                ("name", "X"),
                ("system", "coc7"),
                ("keeper_name", "Kim"),
                ("options", "[1]"),
            ],
            false,
        )
        .await;
    assert_eq!(res.status(), 422);

    // Joining.
    let invite = s.table.invite(&keeper, Role::Player).await.unwrap();
    let (status, html) = s
        .get(&format!("/games/{game}/join?invite={invite}"), None)
        .await;
    assert_eq!(status, 200);
    assert!(html.contains("id=\"join-name\"") && html.contains("The Haunting"));
    let res = s
        .post_form(
            &format!("/games/{game}/join"),
            None,
            &[("invite", &invite), ("name", "Pat")],
            false,
        )
        .await;
    assert_eq!(res.status(), 303);
    let cookie = set_cookie(&res);
    let token = cookie
        .split(';')
        .next()
        .unwrap()
        .split_once('=')
        .unwrap()
        .1
        .to_owned();
    let player = s.table.authenticate(&game, &token).await.unwrap();
    assert_eq!(player.role, Role::Player);
    let res = s
        .post_form(
            &format!("/games/{game}/join"),
            None,
            &[("invite", "wrong"), ("name", "Eve")],
            false,
        )
        .await;
    assert_eq!(res.status(), 401);
    assert!(res.text().await.unwrap().contains("id=\"form-error\""));

    // Signing in with a token, and out.
    let res = s
        .post_form(
            &format!("/games/{game}/session"),
            None,
            &[("token", &token)],
            false,
        )
        .await;
    assert_eq!(res.status(), 303);
    assert!(set_cookie(&res).starts_with(&format!("keeper_{game}={token}")));
    let res = s
        .post_form(
            "/session",
            None,
            &[("game", &game), ("token", "bad")],
            false,
        )
        .await;
    assert_eq!(res.status(), 401);
    let res = s
        .post_form(&format!("/games/{game}/signout"), None, &[], false)
        .await;
    assert!(set_cookie(&res).contains("Max-Age=0"));
}

#[tokio::test]
async fn signing_out_says_first_that_it_is_for_good() {
    let s = start().await;
    let (keeper, player, _) = s.game("coc7").await;
    let (_, keeper_page) = s
        .get(&format!("/games/{}", keeper.game), Some(&keeper))
        .await;
    let (_, player_page) = s
        .get(&format!("/games/{}", player.game), Some(&player))
        .await;
    let warning = |html: &str| {
        let at = html.find("id=\"signout\"").expect("a sign-out button");
        let tag = &html[html[..at].rfind('<').unwrap()..];
        tag[..tag.find('>').unwrap()].to_owned()
    };
    let keeper_button = warning(&keeper_page);
    let player_button = warning(&player_page);
    assert!(
        keeper_button.contains("nobody can sign the Keeper in again"),
        "{keeper_button}"
    );
    assert!(
        player_button.contains("a new link from the Keeper"),
        "{player_button}"
    );
}
