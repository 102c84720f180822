//! The authorization matrix: every endpoint, asked by each role, answers exactly the
//! status in the table below.

use futures_util::StreamExt;
use reqwest::Method;
use serde_json::{Value, json};

use crate::common::{
    As, EVERYONE, Party, Server, WsAuth, ada_sheet, for_each_backend, party, ws_close, ws_connect,
};

/// What a cell's game holds before the endpoint is asked.
struct Fixture {
    p: Party,
    /// Alice's character.
    character: String,
    /// Alice's thread and post in it.
    thread: String,
    post: String,
    /// The Keeper's roll request to Alice.
    request: String,
    /// A public roll of Alice's.
    roll: i64,
    /// A blind (`keeper`) roll of Alice's.
    hidden: i64,
    /// An invite for players.
    invite: String,
    /// The Keeper's NPC, not shown, and one shown to the players.
    npc: String,
    shown_npc: String,
    /// A single-use invite already used, and an open invite's id.
    used: String,
    invite_id: String,
}

async fn fixture(s: &Server, ended: bool) -> Fixture {
    let p = party(s, "coc7").await;
    let alice = Some(p.alice.token.as_str());
    let keeper = Some(p.keeper.token.as_str());
    let id = |v: &Value| v["id"].as_str().unwrap().to_owned();
    let character = id(s
        .post(&p.path("/characters"), alice, json!({"sheet": ada_sheet()}))
        .await
        .expect(201));
    let thread = id(s
        .post(&p.path("/threads"), alice, json!({"title": "Notes"}))
        .await
        .expect(201));
    let post = id(s
        .post(
            &p.path(&format!("/threads/{thread}/posts")),
            alice,
            json!({"body": "I listen [roll]1d100[/roll]"}),
        )
        .await
        .expect(201));
    let request = id(s
        .post(
            &p.path("/requests"),
            keeper,
            json!({"to": p.alice.id, "expr": "1d20"}),
        )
        .await
        .expect(201));
    let roll = s
        .post(&p.path("/rolls"), alice, json!({"expr": "1d6"}))
        .await
        .expect(201)["seq"]
        .as_i64()
        .unwrap();
    let hidden = s
        .post(
            &p.path("/rolls"),
            alice,
            json!({"expr": "1d6", "visibility": "keeper"}),
        )
        .await
        .expect(201)["seq"]
        .as_i64()
        .unwrap();
    let invite = s
        .post(&p.path("/invites"), keeper, json!({"role": "player"}))
        .await
        .expect(201)["invite"]
        .as_str()
        .unwrap()
        .to_owned();
    let used = s
        .post(
            &p.path("/invites"),
            keeper,
            json!({"role": "player", "single_use": true}),
        )
        .await
        .expect(201)["invite"]
        .as_str()
        .unwrap()
        .to_owned();
    s.post(
        &p.path("/join"),
        None,
        json!({"invite": used, "name": "Uma"}),
    )
    .await
    .expect(201);
    let invite_id = s
        .post(
            &p.path("/invites"),
            keeper,
            json!({"role": "observer", "expires_in": 3600}),
        )
        .await
        .expect(201)["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let npc = id(s
        .post(
            &p.path("/characters"),
            keeper,
            json!({"kind": "npc", "statblock": GHOUL}),
        )
        .await
        .expect(201));
    let shown_npc = id(s
        .post(
            &p.path("/characters"),
            keeper,
            json!({"kind": "npc", "statblock": GHOUL}),
        )
        .await
        .expect(201));
    s.post_empty(&p.path(&format!("/characters/{shown_npc}/show")), keeper)
        .await
        .expect(201);
    if ended {
        s.post_empty(&p.path("/end"), keeper).await.expect(200);
    }
    Fixture {
        npc,
        shown_npc,
        used,
        invite_id,
        p,
        character,
        thread,
        post,
        request,
        roll,
        hidden,
        invite,
    }
}

impl Fixture {
    /// `text` with the fixture's placeholders filled in.
    fn fill(&self, text: &str) -> String {
        text.replace("{game}", &self.p.game)
            .replace("{character}", &self.character)
            .replace("{thread}", &self.thread)
            .replace("{post}", &self.post)
            .replace("{request}", &self.request)
            .replace("{roll}", &self.roll.to_string())
            .replace("{hidden}", &self.hidden.to_string())
            .replace("{alice}", &self.p.alice.id)
            .replace("{invite}", &self.invite)
            .replace("{used}", &self.used)
            .replace("{invite_id}", &self.invite_id)
            .replace("{shown_npc}", &self.shown_npc)
            .replace("{npc}", &self.npc)
    }
}

/// A ghoul's stat block.
const GHOUL: &str = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65\nClaw 40%, damage 1D6+DB";

/// One row: an endpoint, a body, and the status for [Keeper, the player (roller and
/// owner), another player, an observer, no token].
struct Row {
    method: Method,
    path: &'static str,
    body: Option<Value>,
    /// The game has ended before the endpoint is asked.
    ended: bool,
    expect: [u16; 5],
}

const G: &str = "/api/v1/games/{game}";

fn rows() -> Vec<Row> {
    let row = |method: Method, path: &'static str, body: Option<Value>, expect: [u16; 5]| Row {
        method,
        path,
        body,
        ended: false,
        expect,
    };
    let after_end =
        |method: Method, path: &'static str, body: Option<Value>, expect: [u16; 5]| Row {
            method,
            path,
            body,
            ended: true,
            expect,
        };
    use Method as M;
    let events = json!({"events": [{"event": "damaged", "amount": 1}]});
    vec![
        //                                                                    Keeper player other  observer anonymous
        row(M::GET, "/healthz", None, [200, 200, 200, 200, 200]),
        row(
            M::POST,
            "/api/v1/resolve",
            Some(json!({"system": "dice", "action": "roll", "expr": "1d6"})),
            [200, 200, 200, 200, 200],
        ),
        row(
            M::POST,
            "/api/v1/odds",
            Some(json!({"expr": "1d6"})),
            [200, 200, 200, 200, 200],
        ),
        row(
            M::GET,
            "/api/v1/openapi.json",
            None,
            [200, 200, 200, 200, 200],
        ),
        row(
            M::POST,
            "/api/v1/games",
            Some(json!({"name": "G", "system": "coc7", "keeper_name": "K"})),
            [201, 201, 201, 201, 201],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/invites",
            Some(json!({"role": "player"})),
            [201, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/invites",
            Some(json!({"role": "observer"})),
            [201, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/invites",
            Some(json!({"role": "player", "expires_in": 86400, "single_use": true})),
            [201, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/invites",
            Some(json!({"role": "player", "expires_at": "2001-01-01T00:00:00Z"})),
            [400, 403, 403, 403, 401],
        ),
        // The open invites, with their expiry and uses: the Keeper's only.
        row(
            M::GET,
            "/api/v1/games/{game}/invites",
            None,
            [200, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/join",
            Some(json!({"invite": "{invite}", "name": "Eve"})),
            [201, 201, 201, 201, 201],
        ),
        // A single-use invite already used: nobody joins with it, token or not.
        row(
            M::POST,
            "/api/v1/games/{game}/join",
            Some(json!({"invite": "{used}", "name": "Eve"})),
            [403, 403, 403, 403, 403],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/members",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/me",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::PUT,
            "/api/v1/games/{game}/me",
            Some(json!({"language": "ru"})),
            [200, 200, 200, 200, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/log",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/log/{roll}",
            None,
            [200, 200, 200, 200, 200],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/log/{hidden}",
            None,
            [200, 200, 200, 200, 404],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/rolls",
            Some(json!({"expr": "1d6"})),
            [201, 201, 201, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/rolls",
            Some(json!({"expr": "1d6", "visibility": "private"})),
            [201, 201, 201, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/rolls",
            Some(json!({"expr": "1d6", "character": "{character}"})),
            [201, 201, 201, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/rolls",
            Some(json!({"expr": "1d6", "character": "{character}", "apply": true})),
            [201, 201, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/rolls/{hidden}/reveal",
            None,
            [201, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/rolls/{roll}/reveal",
            None,
            [400, 403, 403, 403, 401],
        ),
        // Only the roller follows a roll up; Alice's `1d6` is no check to push.
        row(
            M::POST,
            "/api/v1/games/{game}/rolls/{roll}/push",
            None,
            [403, 400, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/rolls/{roll}/luck",
            None,
            [403, 400, 403, 403, 401],
        ),
        // A Chthonian contest: this game is 7th edition's, so it is refused by what it
        // asks (400) to members, and to observers for who they are.
        // Alice's `1d6` has no Chthonian Outcome; a Trait from one is the Narrator's.
        row(
            M::POST,
            "/api/v1/games/{game}/rolls/{roll}/trait",
            Some(json!({"character": "{character}", "name": "Wounded", "hinders": true})),
            [400, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/opposed",
            Some(
                json!({"sides": [{"character": "{character}", "skill": "STR"}, {"name": "door", "value": 60}]}),
            ),
            [201, 201, 201, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/contests",
            Some(
                json!({"kind": "contest", "sides": [{"character": "{character}"}, {"name": "door", "traits": [{"name": "Quality", "rating": 3}]}]}),
            ),
            [400, 400, 400, 403, 401],
        ),
        // An experience check is the Keeper's to award; Alice's `1d6` earns none.
        row(
            M::POST,
            "/api/v1/games/{game}/rolls/{roll}/check",
            None,
            [400, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/rolls/{roll}/mp-reroll",
            None,
            [403, 400, 403, 403, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/rolls/{roll}/snippet",
            None,
            [200, 200, 200, 200, 200],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/rolls/{hidden}/snippet",
            None,
            [404, 404, 404, 404, 404],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/characters",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/characters",
            Some(json!({"sheet": ada_sheet()})),
            [201, 201, 201, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/characters",
            Some(json!({"owner": "{alice}", "sheet": ada_sheet()})),
            [201, 201, 403, 403, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/characters/{character}",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/characters/{character}/events",
            Some(events.clone()),
            [201, 201, 403, 403, 401],
        ),
        // Game time passes by the Keeper's word alone (C5, M1, N5).
        row(
            M::POST,
            "/api/v1/games/{game}/time",
            Some(json!({"hours": 2})),
            [201, 403, 403, 403, 401],
        ),
        // A day of rest passes by the Keeper's hand alone (H6).
        row(
            M::POST,
            "/api/v1/games/{game}/characters/{character}/treat",
            Some(json!({"treatment": "day"})),
            [201, 403, 403, 403, 401],
        ),
        // Non-player characters: the Keeper's; unknown to the others until shown.
        row(
            M::POST,
            "/api/v1/games/{game}/characters",
            Some(json!({"kind": "npc", "statblock": GHOUL})),
            [201, 403, 403, 403, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/characters/{npc}",
            None,
            [200, 404, 404, 404, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/characters/{shown_npc}",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/characters/{npc}/show",
            None,
            [201, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/characters/{shown_npc}/show",
            None,
            [400, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/characters/{npc}/events",
            Some(events.clone()),
            [201, 404, 404, 404, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/characters/{shown_npc}/events",
            Some(events.clone()),
            [201, 403, 403, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/characters/{npc}/show",
            None,
            [409, 403, 403, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/characters",
            Some(json!({"kind": "npc", "statblock": GHOUL})),
            [409, 403, 403, 403, 401],
        ),
        // The combat tracker: everyone reads the fight; the Keeper starts and ends it.
        row(
            M::GET,
            "/api/v1/games/{game}/fight",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight",
            Some(json!({"fighters": [{"character": "{character}"}, {"character": "{shown_npc}"}]})),
            [201, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/fighters",
            Some(json!({"fighters": [{"character": "{character}"}]})),
            [404, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/move",
            Some(json!({"character": "{character}", "position": 0})),
            [404, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/exposure",
            Some(json!({"character": "{character}", "label": "fire", "damage": "moderate"})),
            [404, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/forecast",
            Some(json!({"method": "exact", "rounds": 3})),
            [404, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/attack",
            Some(json!({"target": "{shown_npc}", "with": "unarmed"})),
            [404, 404, 404, 404, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/defend",
            Some(json!({"response": "dodge"})),
            [404, 404, 404, 404, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/next",
            None,
            [404, 404, 404, 404, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/flee",
            None,
            [404, 404, 404, 404, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/reload",
            Some(json!({"with": "handgun"})),
            [404, 404, 404, 404, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/skill",
            Some(json!({"skill": "First Aid"})),
            [404, 404, 404, 404, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/aim",
            None,
            [404, 404, 404, 404, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/fight/end",
            None,
            [404, 403, 403, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/fight",
            Some(json!({"fighters": [{"character": "{character}"}]})),
            [409, 403, 403, 403, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/requests",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/requests",
            Some(json!({"to": "{alice}", "expr": "1d6"})),
            [201, 403, 403, 403, 401],
        ),
        // Signing out ends the caller's own token; anyone signed in may.
        row(
            M::POST,
            "/api/v1/games/{game}/signout",
            None,
            [200, 200, 200, 200, 401],
        ),
        // A new token: for oneself, or from the Keeper for anyone.
        row(
            M::POST,
            "/api/v1/games/{game}/members/{alice}/token",
            None,
            [201, 201, 403, 403, 401],
        ),
        // Only the Keeper removes a member or withdraws an invite.
        row(
            M::DELETE,
            "/api/v1/games/{game}/members/{alice}",
            None,
            [200, 403, 403, 403, 401],
        ),
        row(
            M::DELETE,
            "/api/v1/games/{game}/invites/{invite}",
            None,
            [200, 403, 403, 403, 401],
        ),
        // …named by its id from the list as well as by its secret.
        row(
            M::DELETE,
            "/api/v1/games/{game}/invites/{invite_id}",
            None,
            [200, 403, 403, 403, 401],
        ),
        // The transcript (Markdown or HTML, not JSON) has its own reader-by-reader test
        // in posts.rs.
        // A group request: Alice's Ada has Spot Hidden; the Keeper only.
        row(
            M::POST,
            "/api/v1/games/{game}/requests/group",
            Some(json!({"to": ["{alice}"], "skill": "Spot Hidden"})),
            [201, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/requests/{request}/answer",
            None,
            [403, 201, 403, 403, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/threads",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/threads",
            Some(json!({"title": "T"})),
            [201, 201, 201, 403, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/threads/{thread}",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/threads/{thread}/posts",
            Some(json!({"body": "[roll]1d6[/roll]"})),
            [201, 201, 201, 403, 401],
        ),
        // A preview writes nothing: whoever may post, the game ended or not.
        row(
            M::POST,
            "/api/v1/games/{game}/threads/{thread}/preview",
            Some(json!({"body": "[b]x[/b] [roll]1d6[/roll]"})),
            [200, 200, 200, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/threads/{thread}/preview",
            Some(json!({"body": "x"})),
            [200, 200, 200, 403, 401],
        ),
        row(
            M::PUT,
            "/api/v1/games/{game}/posts/{post}",
            Some(json!({"body": "edited"})),
            [200, 200, 403, 403, 401],
        ),
        row(
            M::DELETE,
            "/api/v1/games/{game}/posts/{post}",
            None,
            [200, 200, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/end",
            None,
            [200, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/reveal-seed",
            None,
            [400, 403, 403, 403, 401],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/verify",
            None,
            [200, 200, 200, 200, 200],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/export",
            None,
            [200, 200, 200, 200, 200],
        ),
        row(
            M::GET,
            "/api/v1/games/{game}/ws",
            None,
            [101, 101, 101, 101, 401],
        ),
        // Once the game has ended: reveals, reads and seeds, nothing new. A v2 game
        // never reveals the Keeper's secret (docs/fairness.md).
        after_end(
            M::POST,
            "/api/v1/games/{game}/reveal-seed",
            None,
            [400, 403, 403, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/end",
            None,
            [409, 403, 403, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/rolls",
            Some(json!({"expr": "1d6"})),
            [409, 409, 409, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/rolls/{hidden}/reveal",
            None,
            [201, 403, 403, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/requests/{request}/answer",
            None,
            [403, 409, 403, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/threads/{thread}/posts",
            Some(json!({"body": "late"})),
            [409, 409, 409, 403, 401],
        ),
        // Mail: each member's own settings; a server without SMTP (these cells') takes
        // no address and mails no sign-in link, whoever asks.
        row(
            M::GET,
            "/api/v1/games/{game}/me/email",
            None,
            [200, 200, 200, 200, 401],
        ),
        row(
            M::PUT,
            "/api/v1/games/{game}/me/email",
            Some(json!({"email": "someone@example.org", "posts": true})),
            [403, 403, 403, 403, 401],
        ),
        row(
            M::POST,
            "/api/v1/games/{game}/mail/signin",
            Some(json!({"email": "someone@example.org"})),
            [403, 403, 403, 403, 403],
        ),
        after_end(
            M::PUT,
            "/api/v1/games/{game}/posts/{post}",
            Some(json!({"body": "late"})),
            [409, 409, 403, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/characters/{character}/events",
            Some(json!({"events": [{"event": "damaged", "amount": 1}]})),
            [409, 409, 403, 403, 401],
        ),
        after_end(
            M::POST,
            "/api/v1/games/{game}/join",
            Some(json!({"invite": "{invite}", "name": "Late"})),
            [409, 409, 409, 409, 409],
        ),
        after_end(
            M::GET,
            "/api/v1/games/{game}/log",
            None,
            [200, 200, 200, 200, 401],
        ),
        after_end(
            M::GET,
            "/api/v1/games/{game}/export",
            None,
            [200, 200, 200, 200, 200],
        ),
    ]
}

/// Asks one cell: the status, and the error code when it failed.
async fn cell(s: &Server, f: &Fixture, row: &Row, who: As) -> (u16, String) {
    let path = f.fill(row.path);
    let token = f.p.token(who);
    if path.ends_with("/ws") {
        let auth = token.map_or(WsAuth::None, WsAuth::Bearer);
        return match ws_connect(s, &f.p.game, auth, None).await {
            Ok(socket) => {
                ws_close(socket).await;
                (101, String::new())
            }
            Err((status, body)) => {
                let body: Value = serde_json::from_str(&body).unwrap_or(Value::Null);
                (
                    status,
                    body["error"]["code"].as_str().unwrap_or("").to_owned(),
                )
            }
        };
    }
    let body = row
        .body
        .as_ref()
        .map(|b| serde_json::from_str::<Value>(&f.fill(&b.to_string())).unwrap());
    let r = s
        .call(row.method.clone(), &path, token, body.as_ref())
        .await;
    (r.status, r.code().to_owned())
}

#[tokio::test]
async fn every_endpoint_for_every_role() {
    for_each_backend(|s: Server| async move {
        let rows = rows();
        assert!(
            rows.iter()
                .all(|r| r.path == "/healthz" || r.path.starts_with("/api/v1"))
        );
        assert!(rows.iter().any(|r| r.path.starts_with(G)));
        // A read changes nothing: its five cells share a game. Any other cell gets a
        // fresh game of its own, so no cell depends on another.
        let cells: Vec<(usize, Vec<As>)> = (0..rows.len())
            .flat_map(|i| {
                if rows[i].method == Method::GET {
                    vec![(i, EVERYONE.to_vec())]
                } else {
                    EVERYONE.iter().map(|&w| (i, vec![w])).collect()
                }
            })
            .collect();
        let answers: Vec<(usize, As, u16, String)> = futures_util::stream::iter(cells)
            .map(|(i, whos)| {
                let (s, row) = (&s, &rows[i]);
                async move {
                    let f = fixture(s, row.ended).await;
                    let mut out = Vec::new();
                    for who in whos {
                        let (status, code) = cell(s, &f, row, who).await;
                        out.push((i, who, status, code));
                    }
                    out
                }
            })
            .buffer_unordered(24)
            .flat_map(futures_util::stream::iter)
            .collect()
            .await;
        let mut wrong = Vec::new();
        for (i, who, status, code) in answers {
            let row = &rows[i];
            let column = EVERYONE.iter().position(|&w| w == who).unwrap();
            let expected = row.expect[column];
            if status != expected {
                wrong.push(format!(
                    "{} {}{} as {who:?}: expected {expected}, got {status} {code}",
                    row.method,
                    row.path,
                    if row.ended { " (ended)" } else { "" }
                ));
            }
            // Each refusal says why, in its code.
            let want = match status {
                401 => Some("unauthorized"),
                403 => Some("forbidden"),
                409 => Some("game_ended"),
                404 => Some("not_found"),
                _ => None,
            };
            if let Some(want) = want
                && code != want
            {
                wrong.push(format!(
                    "{} {} as {who:?}: code {code}",
                    row.method, row.path
                ));
            }
        }
        wrong.sort();
        assert!(
            wrong.is_empty(),
            "{} cells differ:\n{}",
            wrong.len(),
            wrong.join("\n")
        );
    })
    .await;
}
