//! Following up a roll over the API: push (coc7 R5) and Luck (R9), who may, and the
//! card that offers them only to its roller.

use serde_json::{Value, json};

use crate::common::{Party, Server, ada_sheet, for_each_backend, party};

/// Alice's check of `value` for `character` with physical `dice`: its seq.
async fn check(s: &Server, p: &Party, character: &str, value: i64, dice: Value) -> i64 {
    let order = json!({"request": {"system": "coc7", "action": "check", "value": value,
        "skill": "Spot Hidden"}, "character": character, "label": "Spot Hidden", "dice": dice});
    s.post(&p.path("/rolls"), Some(&p.alice.token), order)
        .await
        .expect(201)["seq"]
        .as_i64()
        .unwrap()
}

#[tokio::test]
async fn push_and_luck_by_api() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let ada = s
            .post(&p.path("/characters"), alice, json!({"sheet": ada_sheet()}))
            .await
            .expect(201)["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let first = check(&s, &p, &ada, 45, json!([8, 0])).await;
        let push = p.path(&format!("/rolls/{first}/push"));
        // Only the roller: another player, the Keeper and an observer are refused.
        for who in [&p.bob, &p.keeper, &p.olga] {
            s.post_empty(&push, Some(&who.token))
                .await
                .expect_error(403, "forbidden");
        }
        s.post_empty(&push, None).await.expect(401);
        // The card offers the push to Alice, not to Bob.
        let card = |token: &str| {
            let (s, g) = (s.clone(), p.game.clone());
            let token = token.to_owned();
            async move {
                s.get(&format!("/games/{g}/entries/{first}"), Some(&token))
                    .await
                    .text
            }
        };
        assert!(card(&p.alice.token).await.contains("data-action=\"push\""));
        assert!(!card(&p.bob.token).await.contains("data-action=\"push\""));
        let pushed = s
            .post(&push, alice, json!({"dice": [3, 0]}))
            .await
            .expect(201)
            .clone();
        assert_eq!(pushed["body"]["pushes"], first);
        assert_eq!(
            pushed["body"]["events"],
            json!([{"event": "skill_ticked", "skill": "Spot Hidden"}])
        );
        // The first card now points to its push and offers nothing more.
        let text = card(&p.alice.token).await;
        assert!(!text.contains("data-action=\"push\""), "{text}");
        assert!(
            text.contains(&format!("#entry-{}", pushed["seq"])),
            "{text}"
        );
        s.post_empty(&push, alice)
            .await
            .expect_error(400, "bad_field");
        let sheet = s.get(&p.path(&format!("/characters/{ada}")), alice).await;
        let spot = sheet.expect(200)["derived"]["skills"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["name"] == "Spot Hidden")
            .unwrap()
            .clone();
        assert_eq!(spot["ticked"], true);

        // Luck: 70 against 45 is 25 points from a Regular success.
        let second = check(&s, &p, &ada, 45, json!([7, 0])).await;
        let luck = p.path(&format!("/rolls/{second}/luck"));
        let offered = s
            .get(&format!("/games/{}/entries/{second}", p.game), alice)
            .await
            .text;
        assert!(offered.contains("data-points=\"25\""), "{offered}");
        s.post(&luck, Some(&p.bob.token), json!({"points": 25}))
            .await
            .expect_error(403, "forbidden");
        // More than Ada's 55 Luck: the rules refuse, naming the field.
        let refused = s.post(&luck, alice, json!({"points": 99})).await;
        assert_eq!(refused.expect(422)["error"]["field"], "points");
        s.post(&luck, alice, json!({"pts": 1}))
            .await
            .expect_error(400, "bad_json");
        let spent = s.post_empty(&luck, alice).await.expect(201).clone();
        assert_eq!(spent["body"]["luck_on"], second);
        assert_eq!(
            spent["body"]["events"],
            json!([{"event": "luck_spent", "amount": 25}])
        );
        let after = s.get(&p.path(&format!("/characters/{ada}")), alice).await;
        assert_eq!(after.expect(200)["derived"]["luck"], 30);
        // A success is not pushed: the rules' own refusal.
        let ok = check(&s, &p, &ada, 45, json!([1, 0])).await;
        s.post_empty(&p.path(&format!("/rolls/{ok}/push")), alice)
            .await
            .expect(422);
    })
    .await;
}

#[tokio::test]
async fn a_pushed_failure_is_shown_as_such_to_the_keeper() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let ada = s
            .post(&p.path("/characters"), alice, json!({"sheet": ada_sheet()}))
            .await
            .expect(201)["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let first = check(&s, &p, &ada, 45, json!([8, 0])).await;
        let pushed = s
            .post(
                &p.path(&format!("/rolls/{first}/push")),
                alice,
                json!({"dice": [9, 0]}),
            )
            .await
            .expect(201)["seq"]
            .as_i64()
            .unwrap();
        let page = s
            .get(
                &format!("/games/{}/entries/{pushed}", p.game),
                Some(&p.keeper.token),
            )
            .await;
        assert!(page.text.contains("roll-pushed-failure"), "{}", page.text);
        assert!(
            page.text
                .contains("the Keeper may impose a dire consequence"),
            "{}",
            page.text
        );
    })
    .await;
}

#[tokio::test]
async fn a_group_request_by_api() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let keeper = Some(p.keeper.token.as_str());
        let group = p.path("/requests/group");
        let ask = json!({"skill": "Spot Hidden", "label": "The study"});
        // Nobody has a character yet: refused, naming who.
        let r = s.post(&group, keeper, ask.clone()).await;
        r.expect_error(400, "bad_field");
        assert!(r.text.contains("Alice"), "{}", r.text);
        for who in [&p.alice, &p.bob] {
            let mut sheet = ada_sheet();
            sheet["name"] = json!(format!("Sheet of {}", who.id));
            sheet["skills"]["Spot Hidden"] = json!(if who.id == p.alice.id { 45 } else { 70 });
            s.post(
                &p.path("/characters"),
                Some(&who.token),
                json!({"sheet": sheet}),
            )
            .await
            .expect(201);
        }
        for who in [&p.alice, &p.olga] {
            s.post(&group, Some(&who.token), ask.clone())
                .await
                .expect_error(403, "forbidden");
        }
        s.post(&group, None, ask.clone()).await.expect(401);
        s.post(
            &group,
            keeper,
            json!({"skill": "Spot Hidden", "group_luck": true}),
        )
        .await
        .expect_error(400, "bad_field");
        s.post(&group, keeper, json!({"skills": "Spot Hidden"}))
            .await
            .expect_error(400, "bad_field");
        let made = s.post(&group, keeper, ask).await.expect(201).clone();
        let made = made.as_array().unwrap();
        assert_eq!(made.len(), 2);
        let value = |to: &str| {
            made.iter().find(|r| r["to"] == to).unwrap()["order"]["request"]["value"].clone()
        };
        assert_eq!(
            (value(&p.alice.id), value(&p.bob.id)),
            (json!(45), json!(70))
        );
        assert_eq!(made[0]["group"], made[1]["group"]);
        // Bob answers his; the Keeper's list says who has answered.
        let bobs = made.iter().find(|r| r["to"] == p.bob.id.as_str()).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let answer = s
            .post_empty(
                &p.path(&format!("/requests/{bobs}/answer")),
                Some(&p.bob.token),
            )
            .await
            .expect(201)
            .clone();
        assert_eq!(answer["body"]["request"], bobs.as_str());
        let list = s
            .get(&p.path("/requests"), keeper)
            .await
            .expect(200)
            .clone();
        let answered: Vec<(String, bool)> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["to"].as_str().unwrap().to_owned(),
                    !r["answer_seq"].is_null(),
                )
            })
            .collect();
        assert!(answered.contains(&(p.bob.id.clone(), true)));
        assert!(answered.contains(&(p.alice.id.clone(), false)));
        // Group Luck: one request, to the lowest Luck (both 55: the first asked).
        let luck = s
            .post(&group, keeper, json!({"group_luck": true}))
            .await
            .expect(201)
            .clone();
        assert_eq!(luck.as_array().unwrap().len(), 1);
        assert_eq!(luck[0]["order"]["request"]["action"], "group_luck");
        // A SAN roll of everyone with its loss, applied when each answers.
        let san = s
            .post(&group, keeper, json!({"skill": "san", "loss": "1/1D6"}))
            .await
            .expect(201)
            .clone();
        assert!(san.as_array().unwrap().iter().all(|r| r["order"]["request"]["action"] == "sanity"
            && r["order"]["apply"] == true));
        s.post(&group, keeper, json!({"skill": "luck", "loss": "1/1D6"}))
            .await
            .expect_error(400, "bad_field");
        // The Keeper's screen offers the group form and a blind check per investigator.
        let screen = s.get(&format!("/games/{}/keeper", p.game), keeper).await;
        assert!(screen.text.contains("id=\"group-form\""), "{}", screen.text);
        assert!(screen.text.contains("data-form=\"blind-check\""));
    })
    .await;
}

/// Classic's house rules over the API (M2, M3): the card offers its roller the Luck a
/// failure needs and a re-roll for 1 MP, and each spends from the sheet.
#[tokio::test]
async fn classic_luck_and_mp_reroll_by_api() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "classic").await;
        let alice = Some(p.alice.token.as_str());
        let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
            "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            "skills": {"Spot Hidden": 40}});
        let walter = s
            .post(&p.path("/characters"), alice, json!({"sheet": sheet}))
            .await
            .expect(201)["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let roll = |d100: i64| {
            let (s, path, walter) = (s.clone(), p.path("/rolls"), walter.clone());
            let token = p.alice.token.clone();
            async move {
                let order = json!({"request": {"system": "classic", "action": "check", "value": 40},
                    "character": walter, "dice": [d100]});
                s.post(&path, Some(&token), order).await.expect(201)["seq"]
                    .as_i64()
                    .unwrap()
            }
        };
        let first = roll(55).await;
        let card = |token: &str, seq: i64| {
            let (s, g) = (s.clone(), p.game.clone());
            let token = token.to_owned();
            async move {
                s.get(&format!("/games/{g}/entries/{seq}"), Some(&token))
                    .await
                    .text
            }
        };
        let mine = card(&p.alice.token, first).await;
        assert!(mine.contains("data-action=\"mp-reroll\""), "{mine}");
        assert!(mine.contains("data-action=\"spend-luck\" data-seq=\"") && mine.contains("data-points=\"15\""), "{mine}");
        assert!(!mine.contains("data-action=\"push\""), "{mine}");
        let theirs = card(&p.bob.token, first).await;
        assert!(!theirs.contains("data-action=\"mp-reroll\""), "{theirs}");
        let reroll = p.path(&format!("/rolls/{first}/mp-reroll"));
        s.post_empty(&reroll, Some(&p.bob.token))
            .await
            .expect_error(403, "forbidden");
        s.post_empty(&p.path(&format!("/rolls/{first}/push")), alice)
            .await
            .expect_error(400, "bad_field");
        let again = s
            .post(&reroll, alice, json!({"dice": [30]}))
            .await
            .expect(201)
            .clone();
        assert_eq!(again["body"]["rerolls"], first);
        assert_eq!(again["body"]["events"], json!([{"event": "mp_lost", "amount": 1}]));
        s.post_empty(&reroll, alice)
            .await
            .expect_error(400, "bad_field");
        // The re-roll's 30 succeeded: nothing more to offer, and no Luck to spend.
        let seq = again["seq"].as_i64().unwrap();
        assert!(!card(&p.alice.token, seq).await.contains("follow-up-actions"));
        s.post_empty(&p.path(&format!("/rolls/{seq}/luck")), alice)
            .await
            .expect_error(400, "bad_field");
        let got = s
            .get(&p.path(&format!("/characters/{walter}")), alice)
            .await
            .expect(200)
            .clone();
        assert_eq!(got["derived"]["mp"], 12);
        let second = roll(60).await;
        let spent = s
            .post(&p.path(&format!("/rolls/{second}/luck")), alice, json!({}))
            .await
            .expect(201)
            .clone();
        assert_eq!(spent["body"]["luck_on"], second);
        assert_eq!(spent["body"]["events"], json!([{"event": "luck_spent", "amount": 20}]));
    })
    .await;
}
