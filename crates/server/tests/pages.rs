//! The server-rendered pages: who may open which page, cookies, escaping, hidden rolls,
//! the creation forms and the catalogue behind every text.

use axum::http::HeaderMap;
use keeper_table::{Member, NewGame, Role, RollOrder, Table, Visibility};
use serde_json::{Value, json};

struct Server {
    base: String,
    table: Table,
    http: reqwest::Client,
}

struct Seat {
    game: String,
    member: Member,
    token: String,
}

async fn start() -> Server {
    let table = Table::open("sqlite::memory:").await.unwrap();
    let app = keeper_server::app(table.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    Server {
        base: format!("http://{addr}"),
        table,
        http,
    }
}

impl Server {
    /// A game with a Keeper, a player and an observer.
    async fn game(&self, system: &str) -> (Seat, Seat, Seat) {
        let (game, keeper, token) = self
            .table
            .create_game(NewGame::new("Masks <of> Nyarlathotep", system, "Ada"))
            .await
            .unwrap();
        let player_invite = self.table.invite(&keeper, Role::Player).await.unwrap();
        let (player, player_token) = self
            .table
            .join(&game.id, &player_invite, "Brian <i>the bold</i>")
            .await
            .unwrap();
        let observer_invite = self.table.invite(&keeper, Role::Observer).await.unwrap();
        let (observer, observer_token) = self
            .table
            .join(&game.id, &observer_invite, "Olive")
            .await
            .unwrap();
        let seat = |member: Member, token: String| Seat {
            game: game.id.clone(),
            member,
            token,
        };
        (
            seat(keeper, token),
            seat(player, player_token),
            seat(observer, observer_token),
        )
    }

    async fn get(&self, path: &str, who: Option<&Seat>) -> (u16, String) {
        let mut req = self.http.get(format!("{}{path}", self.base));
        if let Some(s) = who {
            req = req.header("cookie", format!("keeper_{}={}", s.game, s.token));
        }
        let res = req.send().await.unwrap();
        let status = res.status().as_u16();
        (status, res.text().await.unwrap())
    }

    async fn post_form(
        &self,
        path: &str,
        who: Option<&Seat>,
        form: &[(&str, &str)],
        json_answer: bool,
    ) -> reqwest::Response {
        let body = form
            .iter()
            .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
            .collect::<Vec<_>>()
            .join("&");
        let mut req = self
            .http
            .post(format!("{}{path}", self.base))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body);
        if let Some(s) = who {
            req = req.header("cookie", format!("keeper_{}={}", s.game, s.token));
        }
        if json_answer {
            req = req.header("accept", "application/json");
        }
        req.send().await.unwrap()
    }
}

impl Server {
    /// The player's 7th-edition investigator `name`: INT 65, Spot Hidden 45.
    async fn investigator(&self, player: &Seat, name: &str) -> keeper_table::Character {
        self.table
            .create_character(
                &player.member,
                None,
                None,
                Some(json!({
                    "format": "keeper-coc7-sheet", "version": 1, "name": name,
                    "characteristics": {"STR": 60, "CON": 60, "POW": 50, "DEX": 80, "APP": 40, "SIZ": 70, "INT": 65, "EDU": 50},
                    "skills": {"Spot Hidden": 45},
                })),
            )
            .await
            .unwrap()
    }

    /// Posts JSON as the browser's script does (with the game's cookie); answers the
    /// status and the JSON answer.
    async fn post_json(&self, path: &str, who: &Seat, data: &Value) -> (u16, Value) {
        let res = self
            .http
            .post(format!("{}{path}", self.base))
            .header("cookie", format!("keeper_{}={}", who.game, who.token))
            .header("content-type", "application/json")
            .header("accept", "application/json")
            .body(data.to_string())
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        let text = res.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }
}

fn encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            b' ' => "+".to_owned(),
            b => format!("%{b:02X}"),
        })
        .collect()
}

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

#[tokio::test]
async fn the_creation_forms_make_characters() {
    let s = start().await;
    let (keeper, player, _) = s.game("coc7").await;
    let g = keeper.game.clone();
    let path = format!("/games/{g}/characters/new");
    let mut form: Vec<(String, String)> = vec![
        ("method".into(), "quickstart".into()),
        ("occupation".into(), "Journalist".into()),
        ("name".into(), "Jane".into()),
    ];
    for (k, v) in [
        ("STR", 40),
        ("CON", 50),
        ("POW", 50),
        ("DEX", 50),
        ("APP", 60),
        ("SIZ", 60),
        ("INT", 70),
        ("EDU", 80),
    ] {
        form.push((k.into(), v.to_string()));
    }
    let skills = [
        ("Art/Craft (Photography)", 70),
        ("History", 60),
        ("Library Use", 60),
        ("Language (Own)", 50),
        ("Persuade", 50),
        ("Psychology", 50),
        ("Spot Hidden", 40),
        ("Listen", 40),
        ("Credit Rating", 40),
    ];
    for (i, (skill, v)) in skills.iter().enumerate() {
        form.push((format!("occ_skill_{i}"), (*skill).into()));
        form.push((format!("occ_value_{i}"), v.to_string()));
    }
    for (i, skill) in ["Drive Auto", "Jump", "Stealth", "Dodge"]
        .iter()
        .enumerate()
    {
        form.push((format!("interest_{i}"), (*skill).into()));
    }
    // Details and a backstory, as the wizard's last step asks.
    form.push(("sex".into(), "female".into()));
    form.push(("age".into(), "34".into()));
    form.push(("bg_ideology".into(), "The truth will out".into()));
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let res = s.post_form(&path, Some(&player), &pairs, true).await;
    assert_eq!(res.status(), 200);
    let answer: Value = res.json().await.unwrap();
    let location = answer["location"].as_str().unwrap().to_owned();
    let (status, html) = s.get(&location, Some(&player)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Jane"));
    assert!(html.contains("Spot Hidden") && html.contains("40 (20/8)"));
    assert!(html.contains("id=\"sheet-derived\""));
    assert!(
        html.contains("female") && html.contains("<dd>34</dd>"),
        "{html}"
    );
    assert!(html.contains("Ideology and beliefs") && html.contains("The truth will out"));

    // An invalid investigator: the engine's issues come back.
    let mut bad = pairs.clone();
    bad.retain(|(k, _)| *k != "interest_3");
    bad.push(("interest_3", "Cthulhu Mythos"));
    let res = s.post_form(&path, Some(&player), &bad, true).await;
    assert_eq!(res.status(), 422);
    let answer: Value = res.json().await.unwrap();
    assert!(
        answer["error"]["issues"]
            .as_array()
            .is_some_and(|i| !i.is_empty())
    );
    let res = s.post_form(&path, Some(&player), &bad, false).await;
    assert_eq!(res.status(), 422);
    let html = res.text().await.unwrap();
    assert!(html.contains("id=\"wizard-errors\"") && html.contains("Cthulhu Mythos"));
    assert!(
        html.contains("value=\"Jane\""),
        "the form keeps what was typed"
    );

    // The Keeper makes one for the player; the page answers with a redirect.
    let res = s
        .post_form(
            &path,
            Some(&keeper),
            &[
                ("owner", &player.member.id),
                ("method", "quickstart"),
                ("name", "Second"),
            ],
            false,
        )
        .await;
    assert_eq!(res.status(), 422, "an incomplete draft is refused");

    // Classic: rolled at the table; Chthonian: a sheet.
    let s2 = start().await;
    let (k2, p2, _) = s2.game("classic").await;
    let res = s2
        .post_form(
            &format!("/games/{}/characters/new", k2.game),
            Some(&p2),
            &[("name", "Walter"), ("mode", "roll")],
            false,
        )
        .await;
    assert_eq!(res.status(), 303);
    let location = res.headers()["location"].to_str().unwrap().to_owned();
    let (status, html) = s2.get(&location, Some(&p2)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Walter") && html.contains("×5"));

    let (k3, p3, _) = s2.game("chthonian").await;
    let res = s2
        .post_form(
            &format!("/games/{}/characters/new", k3.game),
            Some(&p3),
            &[
                ("name", "Ruth"),
                ("style", "weird"),
                ("ti", "3"),
                ("traits", "Ex-Detective 2\nStubborn: 1"),
            ],
            true,
        )
        .await;
    assert_eq!(res.status(), 200);
    let answer: Value = res.json().await.unwrap();
    let (status, html) = s2
        .get(answer["location"].as_str().unwrap(), Some(&p3))
        .await;
    assert_eq!(status, 200);
    assert!(html.contains("Ex-Detective") && html.contains("trait-box"));
    let res = s2
        .post_form(
            &format!("/games/{}/characters/new", k3.game),
            Some(&p3),
            &[("name", "Ruth"), ("traits", "no rating here")],
            true,
        )
        .await;
    assert_eq!(res.status(), 422);
}

#[tokio::test]
async fn the_language_follows_the_member_then_the_browser() {
    let s = start().await;
    let (keeper, _, _) = s.game("coc7").await;
    let mut headers = HeaderMap::new();
    assert_eq!(keeper_server::pages::lang(&headers, None), "en");
    headers.insert(
        "accept-language",
        "de-DE, ru;q=0.8, en;q=0.5".parse().unwrap(),
    );
    assert_eq!(keeper_server::pages::lang(&headers, None), "ru");
    headers.insert("accept-language", "pt-PT".parse().unwrap());
    assert_eq!(keeper_server::pages::lang(&headers, None), "pt-BR");
    headers.insert("accept-language", "el;q=0, fr".parse().unwrap());
    assert_eq!(keeper_server::pages::lang(&headers, None), "en");
    s.table
        .set_language(&keeper.member, Some("el"))
        .await
        .unwrap();
    let member = s
        .table
        .authenticate(&keeper.game, &keeper.token)
        .await
        .unwrap();
    assert_eq!(keeper_server::pages::lang(&headers, Some(&member)), "el");
}

/// A roll's label naming a skill or characteristic in one language reads in another.
#[tokio::test]
async fn a_label_in_the_rollers_language_reads_in_the_readers() {
    let s = start().await;
    let (keeper, player, _) = s.game("coc7").await;
    let g = keeper.game.clone();
    s.investigator(&player, "Brian").await;
    s.table
        .set_language(&keeper.member, Some("el"))
        .await
        .unwrap();
    // The ask form offers a Greek Keeper the Greek names.
    let (_, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert!(
        html.contains("Εντοπισμός (Spot Hidden)"),
        "the ask form's skills"
    );
    for (label, english) in [
        ("Εντοπισμός", "Spot Hidden"),
        ("Δύναμη (Strength)", "Strength"),
    ] {
        let mut order = RollOrder::expression("1d100", Visibility::Public);
        order.label = Some(label.into());
        let e = s.table.roll(&keeper.member, order).await.unwrap();
        let (_, fragment) = s
            .get(&format!("/games/{g}/entries/{}", e.seq), Some(&player))
            .await;
        assert!(
            fragment.contains(&format!("<span class=\"roll-label\">{english}</span>")),
            "{label}: {fragment}"
        );
    }
}

/// The Keeper's Sanity and damage forms: rendered for the systems with Sanity and Hit
/// Points, with what the script needs on each character, and the orders the script sends
/// change the sheet.
#[tokio::test]
async fn the_keepers_screen_rolls_sanity_and_damage() {
    let s = start().await;

    // 7th edition: SAN, INT and the day's losses on each option.
    let (keeper, player, _) = s.game("coc7").await;
    let g = keeper.game.clone();
    let brian = s.investigator(&player, "Brian <b>").await;
    let (status, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert_eq!(status, 200);
    for id in [
        "sanity-form",
        "sanity-character",
        "sanity-loss",
        "sanity-visibility",
        "sanity-roll",
        "sanity-status",
        "sanity-result",
        "damage-form",
        "damage-character",
        "damage-expr",
        "damage-visibility",
        "damage-roll",
        "damage-status",
        "damage-result",
    ] {
        assert!(
            html.contains(&format!("id=\"{id}\"")),
            "keeper screen has #{id}"
        );
    }
    assert!(html.contains("id=\"sanity-loss\" name=\"loss\" value=\"1/1D6\""));
    assert!(html.contains("for=\"sanity-loss\"") && html.contains("for=\"damage-expr\""));
    assert!(html.contains(&format!(
        "<option value=\"{}\" data-san=\"50\" data-int=\"65\" data-day-start-san=\"50\" data-lost-today=\"0\">Brian &lt;b&gt;</option>",
        brian.id
    )));
    assert!(html.contains(&format!(
        "<option value=\"{}\">Brian &lt;b&gt;</option>",
        brian.id
    )));
    // 7th edition damage goes through the rules' damage action: no event to post.
    assert!(!html.contains("data-event="));
    // No label in the Keeper's words: the log names the action and the character in
    // each reader's language.
    assert!(!html.contains("data-label="));
    for id in ["sanity-result", "damage-result"] {
        let at = html.find(&format!("id=\"{id}\"")).unwrap();
        let tag = &html[html[..at].rfind('<').unwrap()..at + html[at..].find('>').unwrap()];
        assert!(tag.contains("aria-live=\"polite\""), "{tag}");
    }

    // The Sanity roll the script sends: its events land on the sheet.
    let (status, entry) = s
        .post_json(
            &format!("/api/v1/games/{g}/rolls"),
            &keeper,
            &json!({
                "request": {"system": "coc7", "action": "sanity", "san": 50, "int": 65, "loss": "1/1D6",
                            "day_start_san": 50, "lost_today": 0},
                "character": brian.id, "apply": true, "visibility": "public",
            }),
        )
        .await;
    assert_eq!(status, 201, "{entry}");
    let result = &entry["body"]["steps"][0]["response"]["result"];
    let lost = result["lost"].as_i64().unwrap();
    assert!((1..=6).contains(&lost), "{result}");
    assert_eq!(entry["body"]["events"][0]["event"], "sanity_lost");
    let now = s.table.character(&keeper.member, &brian.id).await.unwrap();
    assert_eq!(now.derived.to_value()["san"], 50 - lost);
    assert_eq!(now.derived.to_value()["sheet"]["lost_today"], lost);
    let (_, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert!(html.contains(&format!(
        "data-san=\"{}\" data-int=\"65\" data-day-start-san=\"50\" data-lost-today=\"{lost}\"",
        50 - lost
    )));

    // The damage the script sends: the rules' damage action on Brian's health, applied
    // to his sheet; a hit of half his Hit Points or more is a major wound (H1).
    let (status, entry) = s
        .post_json(
            &format!("/api/v1/games/{g}/rolls"),
            &keeper,
            &json!({
                "request": {"system": "coc7", "action": "damage", "expr": "6+1D2", "con": 60,
                            "hp": 13, "max_hp": 13, "major_wound": false, "unconscious": false,
                            "dying": false, "needs_medicine": false, "dead": false},
                "character": brian.id, "apply": true, "visibility": "public",
            }),
        )
        .await;
    assert_eq!(status, 201, "{entry}");
    let total = entry["body"]["steps"][0]["response"]["result"]["amount"]
        .as_i64()
        .unwrap();
    assert!((7..=8).contains(&total), "{entry}");
    let seq = entry["seq"].as_i64().unwrap();
    let (_, fragment) = s
        .get(&format!("/games/{g}/entries/{seq}"), Some(&keeper))
        .await;
    assert!(
        fragment.contains(
            "<span class=\"roll-request\">Damage</span> <code class=\"roll-expr\">6+1D2</code>"
        ),
        "the rules' action is named before its dice: {fragment}"
    );
    assert!(
        fragment.contains(&format!("<span class=\"roll-total\">{total}</span>")),
        "the damage rolled reads as the roll's total: {fragment}"
    );
    let events: Vec<&str> = entry["body"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["event"].as_str())
        .collect();
    assert!(events.contains(&"major_wound"), "{events:?}");
    let character = s.table.character(&keeper.member, &brian.id).await.unwrap();
    assert_eq!(character.derived.to_value()["hp"], 13 - total);
    assert_eq!(character.derived.to_value()["max_hp"], 13);
    assert_eq!(character.derived.to_value()["major_wound"], true);

    // Classic: the roll is made on the sheet the table puts in.
    let (keeper, player, _) = s.game("classic").await;
    let g = keeper.game.clone();
    let walter = s
        .table
        .create_character(
            &player.member,
            None,
            None,
            Some(json!({
                "format": "keeper-classic-sheet", "version": 1, "name": "Walter",
                "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            })),
        )
        .await
        .unwrap();
    let (_, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert!(html.contains("id=\"sanity-form\"") && html.contains("id=\"damage-form\""));
    assert!(html.contains("data-event=\"hp_lost\""));
    let (status, entry) = s
        .post_json(
            &format!("/api/v1/games/{g}/rolls"),
            &keeper,
            &json!({
                "request": {"system": "classic", "action": "sheet", "do": {"op": "sanity", "loss": "1/1D6"}},
                "character": walter.id, "apply": true, "visibility": "keeper",
            }),
        )
        .await;
    assert_eq!(status, 201, "{entry}");
    // Each reader's language names the roll, whoever made it.
    let seq = entry["seq"].as_i64().unwrap();
    for (lang, words) in [
        ("el", ["Ζαριά Ψυχικής Υγείας", "για Walter"]),
        ("en", ["Sanity roll", "for Walter"]),
    ] {
        s.table
            .set_language(&keeper.member, Some(lang))
            .await
            .unwrap();
        let (_, fragment) = s
            .get(&format!("/games/{g}/entries/{seq}"), Some(&keeper))
            .await;
        assert!(
            words.iter().all(|w| fragment.contains(w)),
            "{lang}: {fragment}"
        );
    }
    let result = &entry["body"]["steps"][0]["response"]["result"];
    let lost = result["outcome"]["lost"].as_i64().unwrap();
    assert!((1..=6).contains(&lost), "{result}");
    assert_eq!(entry["body"]["events"][0]["event"], "sanity_lost");
    let now = s.table.character(&keeper.member, &walter.id).await.unwrap();
    assert_eq!(now.derived.to_value()["san"], 65 - lost);
    assert_eq!(result["san"], 65 - lost);
    let (status, character) = s
        .post_json(
            &format!("/api/v1/games/{g}/characters/{}/events", walter.id),
            &keeper,
            &json!({"events": [{"event": "hp_lost", "amount": 0}], "visibility": "keeper"}),
        )
        .await;
    assert_eq!(status, 201, "no damage is no change: {character}");
    assert_eq!(character["derived"]["hp"], 13);

    // Chthonian has neither Sanity nor Hit Points.
    let (keeper, player, _) = s.game("chthonian").await;
    let g = keeper.game.clone();
    s.table
        .create_character(
            &player.member,
            None,
            None,
            Some(json!({
                "format": "keeper-chthonian-sheet", "version": 1, "name": "Walter Genning",
                "style": "weird", "ti": 2, "traits": [{"name": "Journalist", "rating": 2}],
            })),
        )
        .await
        .unwrap();
    let (status, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert_eq!(status, 200);
    assert!(html.contains("Walter Genning") && html.contains("id=\"effects-form\""));
    for id in [
        "sanity-form",
        "sanity-result",
        "damage-form",
        "damage-result",
    ] {
        assert!(
            !html.contains(&format!("id=\"{id}\"")),
            "no #{id} for Chthonian"
        );
    }
}

/// Every `web-…` id the pages and the script use is in the catalogue.
#[test]
fn every_text_is_in_the_catalogue() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut sources = vec![std::fs::read_to_string(format!("{dir}/pages.rs")).unwrap()];
    for e in std::fs::read_dir(format!("{dir}/pages")).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_some_and(|x| x == "rs") {
            sources.push(std::fs::read_to_string(path).unwrap());
        }
    }
    let assets = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    for e in std::fs::read_dir(assets).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_some_and(|x| x == "js") {
            sources.push(std::fs::read_to_string(path).unwrap());
        }
    }
    let catalogue = keeper_i18n::Catalogue::global();
    let mut seen = 0;
    for source in &sources {
        for (i, _) in source.match_indices("\"web-") {
            let id: String = source[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            if id.ends_with('-') {
                continue; // a prefix the script completes
            }
            seen += 1;
            assert!(catalogue.has(&id), "{id} is not in web.ftl");
        }
    }
    assert!(seen > 100);
}

/// The page scripts write no words of their own: every text they show comes from the
/// catalogue (`t`, `text`), so a string literal is an identifier, a class, a method or
/// a path, never prose (two words, or a word such as "Copied").
#[test]
fn the_scripts_write_no_words_of_their_own() {
    let assets = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    let mut prose = Vec::new();
    let mut literals = 0;
    for e in std::fs::read_dir(assets).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_none_or(|x| x != "js") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        for (n, line) in source.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") || code.starts_with('*') || code.starts_with("/*") {
                continue;
            }
            let mut rest = line;
            while let Some(open) = rest.find(['"', '\'', '`']) {
                let quote = rest[open..].chars().next().unwrap();
                let body = &rest[open + 1..];
                let Some(close) = body.find(quote) else { break };
                let literal = &body[..close];
                rest = &body[close + 1..];
                literals += 1;
                let words: Vec<&str> = literal
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|w| w.len() >= 2)
                    .collect();
                // Two words side by side ("Roll the dice"); a selector's
                // `select, textarea` is not.
                let spaced = literal.match_indices(' ').any(|(at, _)| {
                    let before = literal[..at]
                        .chars()
                        .rev()
                        .take_while(char::is_ascii_alphabetic);
                    let after = literal[at + 1..]
                        .chars()
                        .take_while(char::is_ascii_alphabetic);
                    before.count() >= 2 && after.count() >= 2
                });
                let capital = words.len() == 1
                    && literal == words[0]
                    && words[0].starts_with(|c: char| c.is_ascii_uppercase())
                    && words[0][1..].chars().all(|c| c.is_ascii_lowercase());
                if spaced || capital {
                    let file = path.file_name().unwrap().to_string_lossy();
                    prose.push(format!("{file}:{}: {literal:?}", n + 1));
                }
            }
        }
    }
    assert!(literals > 100, "the scripts were read");
    assert!(
        prose.is_empty(),
        "words in the scripts:\n{}",
        prose.join("\n")
    );
}

/// The script's texts with a count are formatted by the catalogue with the number, so
/// each language's plural forms hold (Russian one/few/many, Portuguese's 0 and 1).
#[tokio::test]
async fn the_scripts_texts_get_their_plural_forms() {
    let s = start().await;
    let texts = |lang: &str, lost: i64| {
        json!({"lang": lang, "texts": [
            ["web-keeper-sanity-done", {"name": "Brian", "lost": lost, "san": 40}],
            ["web-js-odds-level", {"level": "hard", "percent": "12%"}],
        ]})
    };
    for (lang, lost, words) in [
        ("en", 2, "Brian loses 2 Sanity: SAN is now 40."),
        ("ru", 1, "1 очко Рассудка"),
        ("ru", 3, "3 очка Рассудка"),
        ("ru", 5, "5 очков Рассудка"),
        ("ru", 21, "21 очко Рассудка"),
        ("el", 1, "1 πόντου"),
        ("el", 4, "4 πόντων"),
        ("pt-BR", 0, "0 pontos"),
        ("pt-BR", 1, "1 ponto de"),
        ("pt-BR", 2, "2 pontos"),
    ] {
        let res = s
            .http
            .post(format!("{}/texts", s.base))
            .header("content-type", "application/json")
            .body(texts(lang, lost).to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        let answer: Vec<String> = serde_json::from_str(&res.text().await.unwrap()).unwrap();
        assert!(answer[0].contains(words), "{lang} {lost}: {answer:?}");
        // A success level is named by the server from its code.
        assert!(!answer[1].contains("hard"), "{lang}: {answer:?}");
    }
    let res = s
        .http
        .post(format!("{}/texts", s.base))
        .header("content-type", "application/json")
        .body(json!({"lang": "en", "texts": [["web-site-name", {}]]}).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400, "only the script's own texts");
}

/// Every text the page script names is one it can show: carried by the page
/// (`body[data-i18n]`) or formatted by `POST /texts`.
#[tokio::test]
async fn every_text_of_the_script_is_carried_or_formatted() {
    let s = start().await;
    let (keeper, _, _) = s.game("coc7").await;
    let (status, html) = s
        .get(&format!("/games/{}", keeper.game), Some(&keeper))
        .await;
    assert_eq!(status, 200);
    let assets = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    let mut ids = std::collections::BTreeSet::new();
    for e in std::fs::read_dir(assets).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_some_and(|x| x == "js") {
            let source = std::fs::read_to_string(path).unwrap();
            for (i, _) in source.match_indices("\"web-") {
                let id: String = source[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                ids.insert(id);
            }
        }
    }
    assert!(ids.len() > 20, "{ids:?}");
    for id in ids {
        if html.contains(&format!("&quot;{id}&quot;")) {
            continue;
        }
        let res = s
            .http
            .post(format!("{}/texts", s.base))
            .header("content-type", "application/json")
            .body(json!({"lang": "en", "texts": [[id, {}]]}).to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(
            res.status(),
            200,
            "{id} is neither on the page nor in /texts"
        );
    }
}

/// Classic damage as the Keeper's screen sends it: the rules' damage action rolls the
/// dice (its total never below 0), then the total goes on the sheet as the form's event.
#[tokio::test]
async fn classic_damage_is_the_rules_total() {
    let s = start().await;
    let (keeper, player, _) = s.game("classic").await;
    let g = keeper.game.clone();
    let walter = s
        .table
        .create_character(
            &player.member,
            None,
            None,
            Some(json!({
                "format": "keeper-classic-sheet", "version": 1, "name": "Walter",
                "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            })),
        )
        .await
        .unwrap();
    let mut hp = 13;
    for (expr, least, most) in [("1D3-5", 0, 0), ("1D3+2", 3, 5)] {
        let (status, entry) = s
            .post_json(
                &format!("/api/v1/games/{g}/rolls"),
                &keeper,
                &json!({
                    "request": {"system": "classic", "action": "damage", "weapon": expr},
                    "character": walter.id, "visibility": "public",
                }),
            )
            .await;
        assert_eq!(status, 201, "{entry}");
        let total = entry["body"]["steps"][0]["response"]["result"]["total"]
            .as_i64()
            .unwrap();
        assert!((least..=most).contains(&total), "{expr}: {entry}");
        let (status, character) = s
            .post_json(
                &format!("/api/v1/games/{g}/characters/{}/events", walter.id),
                &keeper,
                &json!({"events": [{"event": "hp_lost", "amount": total}], "visibility": "public"}),
            )
            .await;
        assert_eq!(status, 201, "{character}");
        hp -= total;
        assert_eq!(character["derived"]["hp"], hp);
    }
}

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
