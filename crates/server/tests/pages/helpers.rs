//! What every page test shares: a server on a loopback port over an in-memory table,
//! a game with its three seats, and the requests a browser sends with a seat's cookie.

use keeper_table::{Member, NewGame, Role, Table};
use serde_json::{Value, json};

pub(crate) struct Server {
    pub(crate) base: String,
    pub(crate) table: Table,
    pub(crate) http: reqwest::Client,
}

pub(crate) struct Seat {
    pub(crate) game: String,
    pub(crate) member: Member,
    pub(crate) token: String,
}

pub(crate) async fn start() -> Server {
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
    pub(crate) async fn game(&self, system: &str) -> (Seat, Seat, Seat) {
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

    pub(crate) async fn get(&self, path: &str, who: Option<&Seat>) -> (u16, String) {
        let mut req = self.http.get(format!("{}{path}", self.base));
        if let Some(s) = who {
            req = req.header("cookie", format!("keeper_{}={}", s.game, s.token));
        }
        let res = req.send().await.unwrap();
        let status = res.status().as_u16();
        (status, res.text().await.unwrap())
    }

    pub(crate) async fn post_form(
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
    pub(crate) async fn investigator(&self, player: &Seat, name: &str) -> keeper_table::Character {
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
    pub(crate) async fn post_json(&self, path: &str, who: &Seat, data: &Value) -> (u16, Value) {
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
