//! Non-player characters over the API: the Keeper's stat block reaches nobody else in
//! any answer, page, WebSocket message, export or transcript; once shown, its name
//! does, never its stats.

use reqwest::Method;
use serde_json::json;

use crate::common::{
    As, Party, Server, WsAuth, for_each_backend, party, ws_close, ws_connect, ws_until,
};

/// Its name and an attack's: words found nowhere else.
const NAME: &str = "Ixthala";
const ATTACK: &str = "Qzrvtentacle";

fn block() -> String {
    format!(
        "{NAME}\nSTR 90 CON 80 SIZ 90 DEX 40 POW 70\n{ATTACK} 77% (38/15), damage 2D6+DB\nArmor: 3"
    )
}

/// Every text `token` gets from the reads that could show the NPC `id` (made at `seq`).
pub(crate) async fn reads(
    s: &Server,
    p: &Party,
    id: &str,
    seq: i64,
    token: Option<&str>,
) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for path in [
        p.path("/characters"),
        p.path(&format!("/characters/{id}")),
        p.path("/log"),
        p.path(&format!("/log/{seq}")),
        p.path("/export"),
        p.path("/transcript"),
        p.path("/transcript?format=html"),
        format!("/r/{}/{seq}", p.game),
    ] {
        let mut req = s.http.get(s.url(&path));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.unwrap();
        out.push((path.clone(), res.text().await.unwrap()));
    }
    if let Some(t) = token {
        for page in [
            format!("/games/{}", p.game),
            format!("/games/{}/characters/{id}", p.game),
            format!("/games/{}/keeper", p.game),
        ] {
            let got = s
                .send(
                    s.request(Method::GET, &page)
                        .header("cookie", format!("keeper_{}={t}", p.game)),
                )
                .await;
            out.push((page, got.text));
        }
    }
    out
}

#[tokio::test]
async fn an_npc_reaches_nobody_but_the_keeper_until_shown_and_then_only_its_name() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let others = [As::Player, As::Other, As::Observer, As::Anon];
        let mut sockets = Vec::new();
        for who in [As::Keeper, As::Player, As::Other, As::Observer] {
            let socket = ws_connect(&s, &p.game, WsAuth::Query(p.token(who).unwrap()), None)
                .await
                .expect("a member's socket");
            sockets.push((who, socket));
        }
        let made = s
            .post(&p.path("/characters"), Some(&p.keeper.token), json!({"kind": "npc", "statblock": block()}))
            .await
            .expect(201)
            .clone();
        assert_eq!(made["kind"], "npc");
        assert_eq!(made["shown"], false);
        assert_eq!(made["derived"]["health"]["hp"], 17);
        assert_eq!(made["derived"]["armor"], 3);
        let id = made["id"].as_str().unwrap().to_owned();
        let log = s.get(&p.path("/log"), Some(&p.keeper.token)).await.expect(200).clone();
        let seq = log["entries"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["body"]["character"] == id.as_str())
            .and_then(|e| e["seq"].as_i64())
            .unwrap_or_else(|| panic!("the Keeper's log names the NPC: {log}"));

        // The Keeper reads it everywhere they look.
        let keeper_reads = reads(&s, &p, &id, seq, Some(&p.keeper.token)).await;
        for path in ["/characters", "/export", "/keeper"] {
            let (_, t) = keeper_reads.iter().find(|(p, _)| p.ends_with(path)).unwrap();
            assert!(t.contains(NAME), "the Keeper misses it in {path}");
        }
        for who in others {
            for (path, t) in reads(&s, &p, &id, seq, p.token(who)).await {
                assert!(!t.contains(NAME) && !t.contains(ATTACK), "{who:?} learns of it in {path}: {t}");
            }
            let status = s.get(&p.path(&format!("/characters/{id}")), p.token(who)).await.status;
            assert_eq!(status, if who == As::Anon { 401 } else { 404 }, "{who:?}");
        }

        // Shown: its name reaches every member; its stats nobody.
        let shown = s
            .post_empty(&p.path(&format!("/characters/{id}/show")), Some(&p.keeper.token))
            .await
            .expect(201)
            .clone();
        assert_eq!(shown["shown"], true);
        let log = s.get(&p.path("/log"), Some(&p.keeper.token)).await.expect(200).clone();
        let shown_seq = log["entries"].as_array().unwrap().last().unwrap()["seq"].as_i64().unwrap();
        for who in [As::Player, As::Other, As::Observer] {
            let c = s.get(&p.path(&format!("/characters/{id}")), p.token(who)).await.expect(200).clone();
            assert_eq!(c["name"], NAME);
            assert_eq!(c["sheet"], serde_json::Value::Null);
            assert_eq!(c["derived"], serde_json::Value::Null);
            let seen = reads(&s, &p, &id, seq, p.token(who)).await;
            assert!(seen.iter().any(|(_, t)| t.contains(NAME)), "{who:?} never reads its name");
            for (path, t) in &seen {
                assert!(!t.contains(ATTACK), "{who:?} reads its stats in {path}");
            }
        }
        for (who, mut socket) in sockets {
            let heard = ws_until(&mut socket, shown_seq).await.join("\n");
            assert_eq!(heard.contains(ATTACK), who == As::Keeper, "{who:?} over the socket");
            assert!(heard.contains(NAME), "{who:?} hears the name shown");
            ws_close(socket).await;
        }

        // A line the rules cannot read is answered with its number, as `statblock`.
        let bad = s
            .post(
                &p.path("/characters"),
                Some(&p.keeper.token),
                json!({"kind": "npc", "statblock": "Cultist\nSTR 55\nKnife 40% (20/8), damage 1D4+knife"}),
            )
            .await;
        bad.expect_error(422, "bad_field");
        assert_eq!(bad.json["error"]["field"], "statblock");
        assert_eq!(bad.json["error"]["line"], 3);
        // A statblock without the kind, and a kind nobody knows, are refused by name.
        let r = s
            .post(&p.path("/characters"), Some(&p.keeper.token), json!({"statblock": block()}))
            .await;
        r.expect_error(400, "bad_field");
        assert_eq!(r.json["error"]["field"], "kind");
        let r = s
            .post(&p.path("/characters"), Some(&p.keeper.token), json!({"kind": "monster", "statblock": block()}))
            .await;
        r.expect_error(400, "bad_field");
        assert_eq!(r.json["error"]["field"], "kind");
    })
    .await;
}
