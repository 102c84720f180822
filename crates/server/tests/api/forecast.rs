//! The Keeper's forecast of the fight going on: built from the fighters as they stand
//! (the NPC's block, the investigator's sheet and wounds), answered with its words in
//! the Keeper's language, written nowhere, and refused to everyone else.

use serde_json::{Value, json};

use crate::common::{As, Party, Server, for_each_backend, party};

/// Seed 002's ghoul, as a scenario prints it.
const GHOUL: &str = "Ghoul\nSTR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65\nHP: 13\n\
    Fighting 40%, damage 1D6+DB\nDodge 40%\nArmor: none, but firearms and projectiles do half damage\n\
    Sanity loss: 0/1D6";

/// A character made in `p`'s game with `token` from `body`: its id.
async fn character(s: &Server, p: &Party, token: Option<&str>, body: Value) -> String {
    let made = s.post(&p.path("/characters"), token, body).await;
    made.expect(201)["id"].as_str().unwrap().to_owned()
}

/// The names of a forecast's combatants, in order.
fn names(f: &Value) -> Vec<&str> {
    f["combatants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn the_keeper_forecasts_the_fight_and_nobody_else_sees_it() {
    for_each_backend(|s| async move {
        let p = party(&s, "coc7").await;
        let (kt, at) = (Some(p.keeper.token.as_str()), Some(p.alice.token.as_str()));
        let ada = character(&s, &p, at, json!({"sheet": crate::common::ada_sheet()})).await;
        let ghoul = character(&s, &p, kt, json!({"kind": "npc", "statblock": GHOUL})).await;
        // No fight yet: nothing to forecast.
        s.post(&p.path("/fight/forecast"), kt, json!({}))
            .await
            .expect_error(404, "not_found");
        s.post(
            &p.path("/fight"),
            kt,
            json!({"fighters": [{"character": ada}, {"character": ghoul}]}),
        )
        .await
        .expect(201);
        let log_before = s.get(&p.path("/log"), kt).await.expect(200).clone();

        let answer = s
            .post(
                &p.path("/fight/forecast"),
                kt,
                json!({"rounds": 2, "fights": 2000}),
            )
            .await
            .expect(200)
            .clone();
        let f = &answer["forecast"];
        // Exact when the fight is small enough, else simulated: auto, as asked.
        let exact = f["method"] == "exact";
        assert!(exact || f["method"] == "monte_carlo", "{answer}");
        let names = names(f);
        assert_eq!(names.len(), 2);
        assert!(
            names.contains(&"Ghoul") && names.contains(&"Ada Lovecraft"),
            "{names:?}"
        );
        assert_eq!(f["sides"][0]["name"], "investigators");
        // Ada faces a creature with a Sanity loss: what she may lose, exactly.
        assert_eq!(f["sanity"][0]["name"], "Ada Lovecraft");
        let words = answer["words"].as_array().unwrap();
        let first = words[0].as_str().unwrap();
        let said = if exact {
            "Exact: every way"
        } else {
            "Simulated: 2000 fights"
        };
        assert!(first.starts_with(said), "{words:?}");
        // Simulated on request, with an interval on every figure.
        let simulated = s
            .post(
                &p.path("/fight/forecast"),
                kt,
                json!({"method": "monte_carlo", "fights": 2000}),
            )
            .await
            .expect(200)
            .clone();
        assert!(simulated["forecast"]["combatants"][0]["dead"]["low"].is_number());
        // Out of range: the engine's own error, naming the field.
        let bad = s
            .post(&p.path("/fight/forecast"), kt, json!({"fights": 0}))
            .await;
        bad.expect_error(422, "bad_field");
        assert_eq!(bad.json["error"]["field"], "fights");
        s.post(
            &p.path("/fight/forecast"),
            kt,
            json!({"method": "exact", "guess": 1}),
        )
        .await
        .expect_error(400, "bad_field");
        // Nobody but the Keeper; nothing written to the log.
        for who in [As::Player, As::Other, As::Observer] {
            s.post(&p.path("/fight/forecast"), p.token(who), json!({}))
                .await
                .expect_error(403, "forbidden");
        }
        let log_after = s.get(&p.path("/log"), kt).await.expect(200).clone();
        assert_eq!(log_before, log_after);
    })
    .await;
}

#[tokio::test]
async fn a_classic_fight_is_forecast_and_a_chthonian_one_says_why_not() {
    for_each_backend(|s| async move {
        let p = party(&s, "classic").await;
        let (kt, at) = (Some(p.keeper.token.as_str()), Some(p.alice.token.as_str()));
        let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
            "characteristics": {"STR": 12, "CON": 18, "SIZ": 16, "INT": 15, "POW": 13, "DEX": 14, "APP": 9, "EDU": 16},
            "skills": {"Brawl": 60, "Dodge": 40}});
        let walter = character(&s, &p, at, json!({"sheet": sheet})).await;
        let cultist = "Cultist\nSTR 12 CON 12 SIZ 12 INT 10 POW 10 DEX 12\nHP 12\n\
            Knife 40%, damage 1D4+DB\nSanity loss: 0/1D3";
        let npc = character(&s, &p, kt, json!({"kind": "npc", "statblock": cultist})).await;
        s.post(
            &p.path("/fight"),
            kt,
            json!({"fighters": [{"character": walter}, {"character": npc}]}),
        )
        .await
        .expect(201);
        let answer = s
            .post(
                &p.path("/fight/forecast"),
                kt,
                json!({"method": "monte_carlo", "fights": 2000}),
            )
            .await
            .expect(200)
            .clone();
        let f = &answer["forecast"];
        let names = names(f);
        assert_eq!(names, ["Walter", "Cultist"], "{answer}");
        // Classic's Sanity roll at the sight of the cultist: Walter's 65 against 0/1D3.
        assert_eq!(f["sanity"][0]["name"], "Walter");
        assert_eq!(f["sanity"][0]["expected"], "7/10");
        let words = answer["words"].as_array().unwrap();
        assert!(
            words[0].as_str().unwrap().starts_with("Simulated: 2000 fights"),
            "{words:?}"
        );
        // The players still may not ask.
        s.post(&p.path("/fight/forecast"), at, json!({}))
            .await
            .expect_error(403, "forbidden");

        // A Chthonian fight: refused, and said why.
        let p = party(&s, "chthonian").await;
        let kt = Some(p.keeper.token.as_str());
        let mulk = json!({"kind": "npc", "statblock": "Mulk\nInhuman Strength 3, Tough Hide 1"});
        let mulk = character(&s, &p, kt, mulk).await;
        s.post(&p.path("/fight"), kt, json!({"fighters": [{"character": mulk}]}))
            .await
            .expect(201);
        let r = s.post(&p.path("/fight/forecast"), kt, json!({})).await;
        r.expect_error(400, "bad_field");
        assert!(r.text.contains("Chthonian fight is not forecast"), "{}", r.text);
    })
    .await;
}
