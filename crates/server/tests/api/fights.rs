//! The combat tracker over the API: who may do what during a fight, and an NPC's
//! numbers (its DEX, its skills, its hit points) reaching nobody but the Keeper in any
//! answer, page, WebSocket message, export or transcript, while its name and the dice
//! of every exchange reach everyone.

use serde_json::{Value, json};

use crate::common::{As, WsAuth, for_each_backend, party, ws_close, ws_connect, ws_until};
use crate::npcs::reads;

/// Numbers found in no other part of the game, as the stored JSON writes them. The
/// pincer's 1D2 never wounds Ada (10 HP) badly enough to take her out of the fight.
const BLOCK: &str = "Yithian Drone\nSTR 71 CON 73 SIZ 79 DEX 61 INT 86 POW 88\nHP: 47\n\
    Pincer 57%, damage 1D2\nDodge 83%\nArmor: 3";
const NUMBERS: [&str; 4] = [
    "\"dex\":61",
    "\"value\":83",
    "\"max_hp\":47",
    "\"value\":57",
];

#[tokio::test]
async fn a_fight_shows_everyone_the_dice_and_only_the_keeper_the_npcs_numbers() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let (kt, at) = (Some(p.keeper.token.as_str()), Some(p.alice.token.as_str()));
        let mut sockets = Vec::new();
        for who in [As::Keeper, As::Player, As::Other, As::Observer] {
            let socket = ws_connect(&s, &p.game, WsAuth::Query(p.token(who).unwrap()), None)
                .await
                .expect("a member's socket");
            sockets.push((who, socket));
        }
        let id = |v: &Value| v["id"].as_str().unwrap().to_owned();
        let ada = id(s
            .post(
                &p.path("/characters"),
                at,
                json!({"sheet": crate::common::ada_sheet()}),
            )
            .await
            .expect(201));
        let drone = id(s
            .post(
                &p.path("/characters"),
                kt,
                json!({"kind": "npc", "statblock": BLOCK}),
            )
            .await
            .expect(201));
        let fighters = json!({"fighters": [{"character": ada}, {"character": drone}]});
        s.post(&p.path("/fight"), at, fighters.clone())
            .await
            .expect_error(403, "forbidden");
        let started = s
            .post(&p.path("/fight"), kt, fighters.clone())
            .await
            .expect(201)
            .clone();
        // DEX 61 before Ada's 50; the order names the drone, never its DEX.
        assert_eq!(
            started["fight"]["fight"]["fighters"][0]["character"],
            drone.as_str()
        );
        s.post(&p.path("/fight"), kt, fighters)
            .await
            .expect_error(400, "bad_field");

        // The drone's turn is the Keeper's: nobody else attacks for it.
        let pincer = json!({"target": ada, "with": "Pincer"});
        for who in [As::Player, As::Other, As::Observer] {
            s.post(&p.path("/fight/attack"), p.token(who), pincer.clone())
                .await
                .expect_error(403, "forbidden");
        }
        s.post(
            &p.path("/fight/attack"),
            kt,
            json!({"target": ada, "with": "Claw"}),
        )
        .await
        .expect_error(400, "bad_field");
        s.post(
            &p.path("/fight/attack"),
            kt,
            json!({"target": ada, "with": "Pincer", "sword": 1}),
        )
        .await
        .expect_error(400, "bad_field");
        s.post(&p.path("/fight/attack"), kt, pincer)
            .await
            .expect(200);
        // Ada's player answers, with the odds of each choice; Bob and Olga may not.
        let mine = s.get(&p.path("/fight"), at).await.expect(200).clone();
        let choices = mine["fight"]["choices"].as_array().unwrap();
        assert_eq!(choices.len(), 2, "{mine}");
        assert!(
            choices
                .iter()
                .all(|c| c["attacker"].as_str().is_some_and(|f| f.contains('/')))
        );
        for who in [As::Other, As::Observer] {
            let theirs = s
                .get(&p.path("/fight"), p.token(who))
                .await
                .expect(200)
                .clone();
            assert_eq!(theirs["fight"]["choices"], json!([]));
            s.post(
                &p.path("/fight/defend"),
                p.token(who),
                json!({"response": "dodge"}),
            )
            .await
            .expect_error(403, "forbidden");
        }
        s.post(&p.path("/fight/defend"), at, json!({"response": "dive"}))
            .await
            .expect_error(400, "bad_field");
        s.post(&p.path("/fight/defend"), at, json!({"response": "dodge"}))
            .await
            .expect(200);
        s.post(&p.path("/fight/next"), at, json!({}))
            .await
            .expect_error(403, "forbidden");
        s.post(&p.path("/fight/next"), kt, json!({}))
            .await
            .expect(200);
        // Ada's turn: her blow, the drone's answer (the Keeper's).
        s.post(
            &p.path("/fight/attack"),
            at,
            json!({"target": drone, "with": "unarmed"}),
        )
        .await
        .expect(200);
        let answered = s
            .post(
                &p.path("/fight/defend"),
                kt,
                json!({"response": "fight_back"}),
            )
            .await
            .expect(200)
            .clone();
        let last = answered["entry"]["seq"].as_i64().unwrap();

        // The Keeper reads the drone's numbers in the log; nobody else, anywhere.
        let keeper_reads = reads(&s, &p, &drone, last, kt).await;
        let (_, log) = keeper_reads
            .iter()
            .find(|(path, _)| path.ends_with("/log"))
            .unwrap();
        assert!(
            log.contains("\"value\":57") && log.contains("\"dex\":61"),
            "{log}"
        );
        for who in [As::Player, As::Other, As::Observer, As::Anon] {
            for (path, t) in reads(&s, &p, &drone, last, p.token(who)).await {
                for n in NUMBERS {
                    assert!(!t.contains(n), "{who:?} reads {n} in {path}");
                }
            }
            if who != As::Anon {
                let f = s
                    .get(&p.path("/fight"), p.token(who))
                    .await
                    .expect(200)
                    .clone();
                let npc = &f["fight"]["fight"]["fighters"][0];
                assert_eq!(
                    (
                        npc["initiative"].as_i64(),
                        npc["attacks_per_round"].as_i64()
                    ),
                    (Some(0), Some(0)),
                    "{who:?}: {f}"
                );
                assert!(
                    !f["fight"]["attacks"].to_string().contains("Pincer"),
                    "{who:?}: {f}"
                );
            }
        }
        // Everyone reads the exchange: who attacked, the dice and levels.
        let log = s
            .get(&p.path("/log"), Some(&p.bob.token))
            .await
            .expect(200)
            .clone();
        let open = log["entries"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["seq"] == last)
            .unwrap();
        assert_eq!(open["body"]["event"], "exchange");
        assert!(
            open["body"]["rolls"]["attacker"]["total"].is_u64(),
            "{open}"
        );
        for (who, mut socket) in sockets {
            let heard = ws_until(&mut socket, last).await.join("\n");
            if who == As::Keeper {
                assert!(
                    heard.contains("\"dex\":61"),
                    "the Keeper hears the order's roll"
                );
            } else {
                for n in NUMBERS {
                    assert!(!heard.contains(n), "{who:?} hears {n}");
                }
            }
            assert!(heard.contains("Yithian Drone"), "{who:?} hears its name");
            ws_close(socket).await;
        }
        // The Keeper ends it; then there is none, for anyone.
        s.post(&p.path("/fight/end"), at, json!({}))
            .await
            .expect_error(403, "forbidden");
        s.post(&p.path("/fight/end"), kt, json!({}))
            .await
            .expect(200);
        let none = s.get(&p.path("/fight"), at).await.expect(200).clone();
        assert_eq!(none, json!({"fight": null}));
    })
    .await;
}

/// A Chthonian contest over the API: the NPC's Traits in its waiting attack reach the
/// Narrator only; the player answers with her own by name, a wrong one refused.
#[tokio::test]
async fn a_chthonian_contest_keeps_the_npcs_traits_the_narrators() {
    for_each_backend(|s| async move {
        let p = party(&s, "chthonian").await;
        let (kt, at) = (Some(p.keeper.token.as_str()), Some(p.alice.token.as_str()));
        let id = |v: &Value| v["id"].as_str().unwrap().to_owned();
        let sheet = json!({"format": "keeper-chthonian-sheet", "version": 1, "name": "Walter", "style": "weird", "ti": 2,
            "traits": [{"name": "Powerful", "rating": 1}, {"name": "Ex-Detective", "rating": 2}]});
        let walter = id(s
            .post(&p.path("/characters"), at, json!({"sheet": sheet}))
            .await
            .expect(201));
        let mulk = id(s
            .post(
                &p.path("/characters"),
                kt,
                json!({"kind": "npc", "statblock": "Mulk\nQuivering Tendrils 3, Tough Hide 1"}),
            )
            .await
            .expect(201));
        // The mulk first.
        s.post(
            &p.path("/fight"),
            kt,
            json!({"fighters": [{"character": mulk}, {"character": walter}]}),
        )
        .await
        .expect(201);
        s.post(
            &p.path("/fight/move"),
            kt,
            json!({"character": mulk, "position": 0}),
        )
        .await
        .expect(200);
        let f = s.get(&p.path("/fight"), kt).await.expect(200).clone();
        if f["fight"]["fight"]["fighters"][f["fight"]["fight"]["turn"].as_u64().unwrap() as usize]["character"]
            != mulk.as_str()
        {
            s.post(&p.path("/fight/next"), at, json!({})).await.expect(200);
        }
        s.post(
            &p.path("/fight/attack"),
            kt,
            json!({"target": walter, "traits": ["Quivering Tendrils"], "outcome_traits": ["Tough Hide"]}),
        )
        .await
        .expect(200);
        let theirs = s.get(&p.path("/fight"), at).await.expect(200).to_string();
        assert!(!theirs.contains("Quivering"), "{theirs}");
        let mine = s.get(&p.path("/fight"), kt).await.expect(200).to_string();
        assert!(mine.contains("Quivering"), "{mine}");
        let wrong = s
            .post(
                &p.path("/fight/defend"),
                at,
                json!({"response": "contest", "traits": ["Telepathy"]}),
            )
            .await;
        wrong.expect_error(400, "bad_field");
        assert!(wrong.text.contains("traits[0]"), "{}", wrong.text);
        s.post(
            &p.path("/fight/defend"),
            at,
            json!({"response": "parry"}),
        )
        .await
        .expect_error(400, "bad_field");
        let answered = s
            .post(
                &p.path("/fight/defend"),
                at,
                json!({"response": "contest", "traits": ["Ex-Detective"]}),
            )
            .await
            .expect(200)
            .clone();
        let body = answered["entry"]["body"].as_str().unwrap_or_default();
        assert!(body.contains("\"event\":\"exchange\""), "{answered}");
        assert!(body.contains("\"response\":\"contest\""), "{answered}");
        assert!(!answered.to_string().contains("Quivering"), "{answered}");
    })
    .await;
}
