//! What a roller does with a result at the table: push it (coc7 R5), spend Luck on it
//! (R9; classic M3), re-roll it for a Magic Point (classic M2), and the tick a success
//! earns (R10).

use keeper_table::{GroupRoll, RollOrder, Visibility};
use serde_json::{Value, json};

use crate::common::{Party, body, expect_code, for_each_backend, party, party_of};

fn brian() -> Value {
    json!({"name": "Brian", "occupation": "Soldier",
        "characteristics": {"STR": 60, "CON": 60, "POW": 50, "DEX": 80, "APP": 40, "SIZ": 70, "INT": 50, "EDU": 50},
        "occupation_skills": {"Climb": 60, "Credit Rating": 40, "Dodge": 60, "Fighting (Brawl)": 70,
            "Firearms (Rifle/Shotgun)": 50, "First Aid": 40, "Language (Spanish)": 50, "Stealth": 50, "Survival": 40},
        "interests": ["Drive Auto", "Jump", "Mechanical Repair", "Spot Hidden"],
        "dice": [3, 4, 3]})
}

/// A check of `value` for `character`, rolled with physical `dice`.
fn check(
    value: i64,
    skill: Option<&str>,
    character: &str,
    dice: &[i64],
    vis: Visibility,
) -> RollOrder {
    let mut request = json!({"system": "coc7", "action": "check", "value": value});
    if let Some(s) = skill {
        request["skill"] = json!(s);
    }
    let mut order = RollOrder::request(request, vis);
    order.character = Some(character.to_owned());
    order.label = skill.map(str::to_owned);
    order.dice = Some(dice.to_vec());
    order
}

/// A 7th edition party, Alice playing Brian.
async fn brians_party(t: &keeper_table::Table) -> (Party, keeper_table::Character) {
    let p = party(t, "coc7").await;
    let b = t
        .create_character(&p.alice, None, Some(brian()), None)
        .await
        .unwrap();
    (p, b)
}

/// The rules' reading of a character's sheet, as `member` may see it.
async fn derived(t: &keeper_table::Table, member: &keeper_table::Member, id: &str) -> Value {
    t.character(member, id).await.unwrap().derived.to_value()
}

fn ticked(sheet: &Value, skill: &str) -> bool {
    sheet["skills"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["name"] == skill && s["ticked"] == true)
}

#[tokio::test]
async fn a_failed_check_is_pushed_once_by_its_roller_and_a_success_ticks_the_skill() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let (p, b) = brians_party(t).await;
        // 90 against 25: a failure.
        let first = t
            .roll(
                &p.alice,
                check(25, Some("Spot Hidden"), &b.id, &[9, 0], Visibility::Public),
            )
            .await
            .unwrap();
        assert_eq!(
            body(&first)["steps"][0]["response"]["result"]["tick"],
            false
        );
        // Only its roller may push it.
        expect_code(t.push_roll(&p.bob, first.seq, None).await, "forbidden");
        expect_code(t.push_roll(&p.observer, first.seq, None).await, "forbidden");
        expect_code(t.push_roll(&p.keeper, first.seq, None).await, "forbidden");
        let pushed = t
            .push_roll(&p.alice, first.seq, Some(vec![1, 5]))
            .await
            .unwrap();
        let pb = body(&pushed);
        assert_eq!(pb["pushes"], first.seq);
        assert_eq!(pb["source"], "physical");
        assert_eq!(pb["steps"][0]["request"]["action"], "push");
        assert_eq!(pb["steps"][0]["request"]["first"], 90);
        let r = &pb["steps"][0]["response"]["result"];
        assert_eq!(
            (r["total"].clone(), r["pushed"].clone()),
            (json!(15), json!(true))
        );
        // The pushed success ticks Spot Hidden on the sheet (R10).
        assert_eq!(
            pb["events"],
            json!([{"event": "skill_ticked", "skill": "Spot Hidden"}])
        );
        let sheet = derived(t, &p.alice, &b.id).await;
        assert!(ticked(&sheet, "Spot Hidden"), "{sheet}");
        // Once only, and a pushed roll is never pushed again (R5).
        expect_code(t.push_roll(&p.alice, first.seq, None).await, "bad_field");
        expect_code(t.push_roll(&p.alice, pushed.seq, None).await, "bad_field");
        let follow = t.follow_ups(p.id()).await.unwrap();
        assert_eq!(follow[&first.seq].kind, "push");
        assert_eq!(follow[&first.seq].seq, pushed.seq);
        // A success is not pushed; neither is a Sanity roll (the rules' refusals).
        let ok = t
            .roll(
                &p.alice,
                check(50, Some("Climb"), &b.id, &[2, 0], Visibility::Public),
            )
            .await
            .unwrap();
        assert!(ticked(&derived(t, &p.alice, &b.id).await, "Climb"));
        expect_code(t.push_roll(&p.alice, ok.seq, None).await, "rejected");
        let mut san = check(40, None, &b.id, &[9, 0], Visibility::Public);
        san.request.as_mut().unwrap()["kind"] = json!("sanity");
        let san = t.roll(&p.alice, san).await.unwrap();
        expect_code(t.push_roll(&p.alice, san.seq, None).await, "rejected");
        // A pushed failure says so, for the Keeper to impose its consequence.
        let again = t
            .roll(
                &p.alice,
                check(25, Some("Stealth"), &b.id, &[8, 0], Visibility::Public),
            )
            .await
            .unwrap();
        let failed = t
            .push_roll(&p.alice, again.seq, Some(vec![9, 9]))
            .await
            .unwrap();
        let fr = &body(&failed)["steps"][0]["response"]["result"];
        assert_eq!(fr["pushed_failure"], true);
        assert!(body(&failed).get("events").is_none());
        // Credit Rating never ticks (R10), even on a success.
        t.roll(
            &p.alice,
            check(
                40,
                Some("Credit Rating"),
                &b.id,
                &[1, 0],
                Visibility::Public,
            ),
        )
        .await
        .unwrap();
        assert!(!ticked(&derived(t, &p.alice, &b.id).await, "Credit Rating"));
    })
    .await;
}

#[tokio::test]
async fn a_private_push_stays_private_and_two_pushes_at_once_leave_one() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let (p, b) = brians_party(t).await;
        let first = t
            .roll(
                &p.alice,
                check(30, Some("Jump"), &b.id, &[7, 7], Visibility::Private),
            )
            .await
            .unwrap();
        let (x, y) = tokio::join!(
            t.push_roll(&p.alice, first.seq, None),
            t.push_roll(&p.alice, first.seq, None)
        );
        assert!(x.is_ok() != y.is_ok(), "{x:?} {y:?}");
        let pushed = x.or(y).unwrap();
        assert_eq!(pushed.visibility, Visibility::Private);
        // Bob may not even know of Alice's private push; the Keeper reads it.
        expect_code(
            t.entry(p.id(), pushed.seq, p.bob.viewer()).await,
            "not_found",
        );
        let kept = t
            .entry(p.id(), pushed.seq, p.keeper.viewer())
            .await
            .unwrap();
        assert_eq!(kept.body.unwrap()["pushes"], first.seq);
    })
    .await;
}

#[tokio::test]
async fn luck_spent_on_a_check_lowers_luck_on_the_sheet() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let (p, b) = brians_party(t).await;
        let luck = b.derived.to_value()["luck"].as_i64().unwrap();
        // 60 against 50: 10 points make it a Regular success, 35 Hard, 50 Extreme.
        let first = t
            .roll(
                &p.alice,
                check(50, Some("Climb"), &b.id, &[6, 0], Visibility::Public),
            )
            .await
            .unwrap();
        let costs = body(&first)["steps"][0]["response"]["result"]["luck_costs"].clone();
        assert_eq!(
            costs,
            json!([{"level": "regular", "points": 10}, {"level": "hard", "points": 35},
                {"level": "extreme", "points": 50}])
        );
        expect_code(t.spend_luck(&p.bob, first.seq, None).await, "forbidden");
        // More than the sheet's Luck: the rules refuse.
        expect_code(
            t.spend_luck(&p.alice, first.seq, Some(luck + 1)).await,
            "rejected",
        );
        let spent = t.spend_luck(&p.alice, first.seq, Some(10)).await.unwrap();
        let sb = body(&spent);
        assert_eq!(sb["luck_on"], first.seq);
        assert_eq!(sb["events"], json!([{"event": "luck_spent", "amount": 10}]));
        let r = &sb["steps"][0]["response"]["result"];
        assert_eq!(
            (r["total"].clone(), r["level"].clone()),
            (json!(50), json!("regular"))
        );
        let after = derived(t, &p.alice, &b.id).await;
        assert_eq!(after["luck"], luck - 10);
        // A success bought with Luck ticks nothing (R10), and the roll is followed up once.
        assert!(!ticked(&after, "Climb"));
        expect_code(
            t.spend_luck(&p.alice, first.seq, Some(1)).await,
            "bad_field",
        );
        expect_code(t.push_roll(&p.alice, first.seq, None).await, "bad_field");
        // A roll of no character has no Luck to spend.
        let mut order = RollOrder::request(
            json!({"system": "coc7", "action": "check", "value": 40}),
            Visibility::Public,
        );
        order.dice = Some(vec![5, 5]);
        let loose = t.roll(&p.alice, order).await.unwrap();
        expect_code(t.spend_luck(&p.alice, loose.seq, None).await, "bad_field");
        // Luck may not be spent on a pushed roll (R9).
        let f = t
            .roll(
                &p.alice,
                check(30, Some("Jump"), &b.id, &[8, 0], Visibility::Public),
            )
            .await
            .unwrap();
        let pushed = t
            .push_roll(&p.alice, f.seq, Some(vec![4, 0]))
            .await
            .unwrap();
        expect_code(
            t.spend_luck(&p.alice, pushed.seq, Some(10)).await,
            "bad_field",
        );
    })
    .await;
}

#[tokio::test]
async fn only_checks_of_the_games_system_are_followed_up() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let mut order = RollOrder::request(
            json!({"system": "classic", "action": "check", "value": 40}),
            Visibility::Public,
        );
        order.dice = Some(vec![90]);
        let r = t.roll(&p.alice, order).await.unwrap();
        // Classic has no push; its re-roll and Luck are spent from a character's sheet.
        expect_code(t.push_roll(&p.alice, r.seq, None).await, "bad_field");
        expect_code(t.mp_reroll(&p.alice, r.seq, None).await, "bad_field");
        expect_code(t.spend_luck(&p.alice, r.seq, None).await, "bad_field");
        let e = t
            .roll(&p.alice, RollOrder::expression("1d6", Visibility::Public))
            .await
            .unwrap();
        expect_code(t.push_roll(&p.alice, e.seq, None).await, "bad_field");
        expect_code(t.mp_reroll(&p.alice, e.seq, None).await, "bad_field");
        expect_code(t.push_roll(&p.alice, 9999, None).await, "not_found");
        // A 7th edition check is not re-rolled for a Magic Point.
        let (p, b) = brians_party(t).await;
        let f = t
            .roll(
                &p.alice,
                check(30, None, &b.id, &[8, 0], Visibility::Public),
            )
            .await
            .unwrap();
        expect_code(t.mp_reroll(&p.alice, f.seq, None).await, "bad_field");
    })
    .await;
}

/// Walter, a classic investigator of POW 13: 13 MP, Luck 65.
fn walter() -> Value {
    json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
        "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
        "skills": {"Spot Hidden": 40, "Listen": 50}})
}

/// A classic check of `value` for `character`, its d100 a physical die.
fn classic_check(value: i64, character: &str, d100: i64, vis: Visibility) -> RollOrder {
    let request = json!({"system": "classic", "action": "check", "value": value});
    let mut order = RollOrder::request(request, vis);
    order.character = Some(character.to_owned());
    order.dice = Some(vec![d100]);
    order
}

/// The forum's house rules at the table (classic M2, M3): a failed check is re-rolled
/// for 1 MP, which comes off the sheet; the re-roll may have Luck spent on it, which
/// raises its chance one for one and comes off the sheet too; each roll once.
#[tokio::test]
async fn a_classic_check_is_re_rolled_for_a_magic_point_and_raised_with_luck() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let w = t
            .create_character(&p.alice, None, None, Some(walter()))
            .await
            .unwrap();
        let before = derived(t, &p.alice, &w.id).await;
        assert_eq!(
            (before["mp"].clone(), before["luck"].clone()),
            (json!(13), json!(65))
        );
        let first = t
            .roll(&p.alice, classic_check(40, &w.id, 55, Visibility::Public))
            .await
            .unwrap();
        expect_code(t.mp_reroll(&p.bob, first.seq, None).await, "forbidden");
        expect_code(t.push_roll(&p.alice, first.seq, None).await, "bad_field");
        let again = t
            .mp_reroll(&p.alice, first.seq, Some(vec![48]))
            .await
            .unwrap();
        let ab = body(&again);
        assert_eq!(ab["rerolls"], first.seq);
        assert_eq!(ab["character"], json!(w.id));
        assert_eq!(ab["events"], json!([{"event": "mp_lost", "amount": 1}]));
        let outcome = &ab["steps"][0]["response"]["result"]["outcome"];
        assert_eq!(
            (
                outcome["total"].clone(),
                outcome["level"].clone(),
                outcome["chance"].clone()
            ),
            (json!(48), json!("failure"), json!(40)),
            "{ab}"
        );
        assert_eq!(derived(t, &p.alice, &w.id).await["mp"], 12);
        // The first roll is followed up once: no Luck on it now.
        expect_code(t.spend_luck(&p.alice, first.seq, None).await, "bad_field");
        expect_code(t.mp_reroll(&p.alice, first.seq, None).await, "bad_field");
        // The failed re-roll takes Luck: 48 against 40 needs 8.
        let raised = t.spend_luck(&p.alice, again.seq, None).await.unwrap();
        let rb = body(&raised);
        assert_eq!(rb["luck_on"], again.seq);
        assert_eq!(rb["events"], json!([{"event": "luck_spent", "amount": 8}]));
        let outcome = &rb["steps"][0]["response"]["result"]["outcome"];
        assert_eq!(
            (
                outcome["total"].clone(),
                outcome["level"].clone(),
                outcome["points"].clone()
            ),
            (json!(48), json!("success"), json!(8)),
            "{rb}"
        );
        let after = derived(t, &p.alice, &w.id).await;
        assert_eq!(
            (after["mp"].clone(), after["luck"].clone()),
            (json!(12), json!(57))
        );
        // A success is not re-rolled; 97 cannot be bought with Luck (M3).
        let good = t
            .roll(&p.alice, classic_check(40, &w.id, 12, Visibility::Public))
            .await
            .unwrap();
        expect_code(t.mp_reroll(&p.alice, good.seq, None).await, "rejected");
        expect_code(t.spend_luck(&p.alice, good.seq, None).await, "bad_field");
        let high = t
            .roll(&p.alice, classic_check(40, &w.id, 97, Visibility::Public))
            .await
            .unwrap();
        expect_code(
            t.spend_luck(&p.alice, high.seq, Some(60)).await,
            "bad_field",
        );
        assert_eq!(derived(t, &p.alice, &w.id).await["luck"], 57);
    })
    .await;
}

/// A game whose options turn the house rules off offers neither (the rules refuse).
#[tokio::test]
async fn a_plain_classic_game_has_no_re_roll_and_no_luck() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let mut new = keeper_table::NewGame::new("Plain", "classic", "Keeper");
        new.options = json!({"preset": "plain"});
        let p = party_of(t, new).await;
        let w = t
            .create_character(&p.alice, None, None, Some(walter()))
            .await
            .unwrap();
        let first = t
            .roll(&p.alice, classic_check(40, &w.id, 55, Visibility::Public))
            .await
            .unwrap();
        expect_code(t.mp_reroll(&p.alice, first.seq, None).await, "rejected");
        expect_code(t.spend_luck(&p.alice, first.seq, None).await, "rejected");
        let after = derived(t, &p.alice, &w.id).await;
        assert_eq!(
            (after["mp"].clone(), after["luck"].clone()),
            (json!(13), json!(65))
        );
    })
    .await;
}

#[tokio::test]
async fn the_keeper_asks_everyone_for_spot_hidden_each_with_their_own_value() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let a = t.create_character(&p.alice, None, Some(brian()), None).await.unwrap();
        let mut hugh = brian();
        hugh["name"] = json!("Hugh");
        hugh["interests"] = json!(["Drive Auto", "Jump", "Mechanical Repair", "Listen"]);
        let b = t.create_character(&p.bob, None, Some(hugh), None).await.unwrap();
        let value = |c: &keeper_table::Character, skill: &str| {
            c.derived.to_value()["skills"].as_array().unwrap().iter().find(|s| s["name"] == skill).unwrap()["value"].clone()
        };
        // Only the Keeper asks; someone with no character cannot be asked.
        expect_code(
            t.request_group(&p.alice, None, GroupRoll::Value("Spot Hidden".into()), None, Visibility::Public).await,
            "forbidden",
        );
        let asked = t
            .request_group(&p.keeper, None, GroupRoll::Value("Spot Hidden".into()), None, Visibility::Public)
            .await
            .unwrap();
        assert_eq!(asked.len(), 2);
        let group = asked[0].group.clone().unwrap();
        assert!(asked.iter().all(|r| r.group.as_deref() == Some(group.as_str())));
        let of = |to: &str| asked.iter().find(|r| r.to == to).unwrap().clone();
        let (ra, rb) = (of(&p.alice.id), of(&p.bob.id));
        assert_eq!(ra.order["request"]["value"], value(&a, "Spot Hidden"));
        assert_eq!(rb.order["request"]["value"], value(&b, "Spot Hidden"));
        assert_ne!(ra.order["request"]["value"], rb.order["request"]["value"]);
        assert_eq!(ra.order["character"], a.id.as_str());
        assert_eq!(ra.order["request"]["skill"], "Spot Hidden");
        // Alice answers hers; the Keeper sees who has answered and who has not.
        let answer = t.answer_request(&p.alice, &ra.id, Some(vec![1, 0])).await.unwrap();
        assert_eq!(body(&answer)["request"], ra.id.as_str());
        let seen = t.roll_requests(&p.keeper).await.unwrap();
        let state = |id: &str| seen.iter().find(|r| r.id == id).unwrap().answer_seq;
        assert_eq!(state(&ra.id), Some(answer.seq));
        assert_eq!(state(&rb.id), None);
        // Bob cannot answer Alice's; a Luck and a SAN request use each sheet's values.
        expect_code(t.answer_request(&p.bob, &ra.id, None).await, "forbidden");
        let luck = t
            .request_group(&p.keeper, Some(vec![p.bob.id.clone()]), GroupRoll::Value("luck".into()), None, Visibility::Public)
            .await
            .unwrap();
        assert_eq!(luck.len(), 1);
        assert_eq!(luck[0].order["request"]["kind"], "luck");
        assert_eq!(luck[0].order["request"]["value"], b.derived.to_value()["luck"]);
        let san = t
            .request_group(&p.keeper, None, GroupRoll::Value("san".into()), Some("The cellar".into()), Visibility::Keeper)
            .await
            .unwrap();
        assert!(san.iter().all(|r| r.order["request"]["kind"] == "sanity" && r.order["label"] == "The cellar"));
        assert!(san.iter().all(|r| r.order["visibility"] == "keeper"));
        // A skill that is not on a sheet, an observer, and nobody at all are refused.
        expect_code(
            t.request_group(&p.keeper, None, GroupRoll::Value("Piloting (Zeppelin)".into()), None, Visibility::Public).await,
            "bad_field",
        );
        expect_code(
            t.request_group(&p.keeper, Some(vec![p.observer.id.clone()]), GroupRoll::Value("luck".into()), None, Visibility::Public).await,
            "bad_field",
        );
        expect_code(
            t.request_group(&p.keeper, Some(vec![]), GroupRoll::Value("luck".into()), None, Visibility::Public).await,
            "bad_field",
        );
    })
    .await;
}

#[tokio::test]
async fn the_group_luck_roll_is_asked_of_the_lowest_luck() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let a = t
            .create_character(&p.alice, None, Some(brian()), None)
            .await
            .unwrap();
        let mut hugh = brian();
        hugh["name"] = json!("Hugh");
        let b = t
            .create_character(&p.bob, None, Some(hugh), None)
            .await
            .unwrap();
        let (la, lb) = (
            a.derived.to_value()["luck"].as_i64().unwrap(),
            b.derived.to_value()["luck"].as_i64().unwrap(),
        );
        let asked = t
            .request_group(
                &p.keeper,
                None,
                GroupRoll::GroupLuck,
                None,
                Visibility::Public,
            )
            .await
            .unwrap();
        assert_eq!(asked.len(), 1, "one roll for the group");
        // The lowest Luck rolls; on a tie the first asked (Alice).
        let lowest = if lb < la { &p.bob.id } else { &p.alice.id };
        assert_eq!(&asked[0].to, lowest);
        assert_eq!(asked[0].order["request"]["action"], "group_luck");
        assert_eq!(asked[0].order["request"]["lucks"], json!([la, lb]));
        let who = if lb < la { &p.bob } else { &p.alice };
        let answer = t.answer_request(who, &asked[0].id, None).await.unwrap();
        let roller = body(&answer)["steps"][0]["response"]["result"]["roller"]
            .as_i64()
            .unwrap();
        assert_eq!(roller, if lb < la { 1 } else { 0 });
        // Classic has no group Luck roll.
        let c = party(t, "classic").await;
        let e = expect_code(
            t.request_group(
                &c.keeper,
                None,
                GroupRoll::GroupLuck,
                None,
                Visibility::Public,
            )
            .await,
            "bad_field",
        );
        assert!(e.to_string().contains("7th edition"), "{e}");
    })
    .await;
}

#[tokio::test]
async fn a_group_sanity_roll_applies_each_loss_with_its_int_roll() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let a = t
            .create_character(&p.alice, None, Some(brian()), None)
            .await
            .unwrap();
        let mut hugh = brian();
        hugh["name"] = json!("Hugh");
        let b = t
            .create_character(&p.bob, None, Some(hugh), None)
            .await
            .unwrap();
        let asked = t
            .request_group(
                &p.keeper,
                None,
                GroupRoll::Sanity("1/1D6".into()),
                Some("The thing in the cellar".into()),
                Visibility::Public,
            )
            .await
            .unwrap();
        assert_eq!(asked.len(), 2);
        let of = |to: &str| asked.iter().find(|r| r.to == to).unwrap().clone();
        let (ra, rb) = (of(&p.alice.id), of(&p.bob.id));
        assert_eq!(ra.order["request"]["action"], "sanity");
        assert_eq!(ra.order["request"]["san"], a.derived.to_value()["san"]);
        assert_eq!(ra.order["apply"], true);
        // Alice fails (90), loses 6: a loss of 5 or more asks the INT roll (10, passed:
        // she grasps it) and temporary insanity lasts 1D10 = 4 hours.
        let answer = t
            .answer_request(&p.alice, &ra.id, Some(vec![9, 0, 6, 1, 0, 4]))
            .await
            .unwrap();
        let r = body(&answer)["steps"][0]["response"]["result"].clone();
        assert_eq!(
            (r["lost"].clone(), r["insanity"].clone(), r["hours"].clone()),
            (json!(6), json!("temporary"), json!(4)),
            "{r}"
        );
        assert!(r["int_roll"].is_object(), "{r}");
        let sheet = t
            .character(&p.alice, &a.id)
            .await
            .unwrap()
            .derived
            .to_value();
        assert_eq!(
            sheet["san"],
            a.derived.to_value()["san"].as_i64().unwrap() - 6
        );
        assert_eq!(sheet["temporary_hours"], 4);
        // Bob succeeds (15) and loses 1: no INT roll.
        let answer = t
            .answer_request(&p.bob, &rb.id, Some(vec![1, 5]))
            .await
            .unwrap();
        let r = body(&answer)["steps"][0]["response"]["result"].clone();
        assert_eq!(r["lost"], 1, "{r}");
        assert!(r.get("int_roll").is_none(), "{r}");
        let sheet = t.character(&p.bob, &b.id).await.unwrap().derived.to_value();
        assert_eq!(
            sheet["san"],
            b.derived.to_value()["san"].as_i64().unwrap() - 1
        );
        // A bad loss is refused before anyone is asked.
        expect_code(
            t.request_group(
                &p.keeper,
                None,
                GroupRoll::Sanity("1/1D".into()),
                None,
                Visibility::Public,
            )
            .await,
            "rejected",
        );
    })
    .await;
}

#[tokio::test]
async fn the_unconscious_the_dying_and_the_dead_make_no_skill_roll() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let (p, b) = brians_party(t).await;
        let order = |kind: Option<&str>| {
            let mut o = check(40, None, &b.id, &[5, 0], Visibility::Public);
            if let Some(k) = kind {
                o.request.as_mut().unwrap()["kind"] = json!(k);
            }
            o
        };
        // Unconscious at 0 HP without a major wound (H2).
        for amount in [4, 4, 5] {
            t.character_events(
                &p.keeper,
                &b.id,
                vec![json!({"event": "damaged", "amount": amount})],
                Visibility::Public,
            )
            .await
            .unwrap();
        }
        let e = expect_code(t.roll(&p.alice, order(None)).await, "bad_field");
        assert!(e.to_string().contains("unconscious"), "{e}");
        expect_code(t.roll(&p.alice, order(Some("combat"))).await, "bad_field");
        t.roll(&p.alice, order(Some("luck"))).await.unwrap();
        // Dying with a major wound (H4): still the CON roll, no skill roll.
        let c = t
            .create_character(&p.bob, None, Some(brian()), None)
            .await
            .unwrap();
        for amount in [7, 6] {
            t.character_events(
                &p.keeper,
                &c.id,
                vec![json!({"event": "damaged", "amount": amount})],
                Visibility::Public,
            )
            .await
            .unwrap();
        }
        let mut con = check(60, None, &c.id, &[2, 0], Visibility::Public);
        con.request.as_mut().unwrap()["kind"] = json!("characteristic");
        t.roll(&p.bob, con).await.unwrap();
        let e = expect_code(
            t.roll(&p.bob, check(40, None, &c.id, &[5, 0], Visibility::Public))
                .await,
            "bad_field",
        );
        assert!(e.to_string().contains("dying"), "{e}");
        // The dead roll nothing at all.
        t.character_events(
            &p.keeper,
            &c.id,
            vec![json!({"event": "died"})],
            Visibility::Public,
        )
        .await
        .unwrap();
        let mut con = check(60, None, &c.id, &[2, 0], Visibility::Public);
        con.request.as_mut().unwrap()["kind"] = json!("characteristic");
        let e = expect_code(t.roll(&p.bob, con).await, "bad_field");
        assert!(e.to_string().contains("dead"), "{e}");
    })
    .await;
}

/// The development phase (R10): the Keeper rolls it for an investigator, the ticked
/// skills and Luck are the sheet's whatever the request says, and the gains and the
/// cleared ticks go onto the sheet.
#[tokio::test]
async fn the_keeper_calls_development_on_the_sheets_ticks() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let (p, b) = brians_party(t).await;
        // 15 against 25: Spot Hidden ticked.
        t.roll(
            &p.alice,
            check(25, Some("Spot Hidden"), &b.id, &[1, 5], Visibility::Public),
        )
        .await
        .unwrap();
        let before = derived(t, &p.alice, &b.id).await;
        assert!(ticked(&before, "Spot Hidden"), "{before}");
        let value = before["sheet"]["skills"]["Spot Hidden"].as_i64().unwrap();
        let luck = before["luck"].as_i64().unwrap();
        let development = |dice: Vec<i64>| {
            let request = json!({"system": "coc7", "action": "improvement",
                "skills": {"Spot Hidden": 5, "Climb": 5}, "luck": 0});
            let mut order = RollOrder::request(request, Visibility::Public);
            order.character = Some(b.id.clone());
            order.dice = Some(dice);
            order
        };
        // The Keeper's to call, not the player's.
        expect_code(
            t.roll(&p.alice, development(vec![9, 9, 6, 0, 1])).await,
            "forbidden",
        );
        // 99 improves Spot Hidden by the 1D10's 6; Luck's 01 recovers nothing.
        let rolled = t
            .roll(&p.keeper, development(vec![9, 9, 6, 0, 1]))
            .await
            .unwrap();
        let rb = body(&rolled);
        let asked = &rb["steps"][0]["request"];
        assert_eq!(asked["skills"], json!({"Spot Hidden": value}), "{asked}");
        assert_eq!(asked["luck"], luck);
        assert_eq!(
            rb["events"],
            json!([{"event": "skill_improved", "skill": "Spot Hidden", "amount": 6},
                {"event": "ticks_cleared"}])
        );
        let after = derived(t, &p.alice, &b.id).await;
        assert_eq!(after["sheet"]["skills"]["Spot Hidden"], value + 6);
        assert!(!ticked(&after, "Spot Hidden"), "{after}");
        assert_eq!(after["luck"], luck);
        // With nothing ticked, only Luck is rolled; without `luck`, nothing is.
        let mut bare = development(vec![]);
        bare.request
            .as_mut()
            .unwrap()
            .as_object_mut()
            .unwrap()
            .remove("luck");
        let none = t.roll(&p.keeper, bare).await.unwrap();
        assert_eq!(body(&none)["steps"][0]["request"]["skills"], json!({}));
        assert_eq!(body(&none)["events"], json!([{"event": "ticks_cleared"}]));
    })
    .await;
}

/// Classic's experience checks (T6) the same way: the Keeper's, every skill with a
/// check rolled from the sheet, the gains and the cleared checks onto it.
#[tokio::test]
async fn the_keeper_calls_classic_experience_checks_on_the_sheets_checks() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
            "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            "skills": {"Spot Hidden": 40, "Listen": 50},
            "events": [{"event": "check_awarded", "skill": "Spot Hidden"}]});
        let w = t
            .create_character(&p.alice, None, None, Some(sheet))
            .await
            .unwrap();
        assert_eq!(derived(t, &p.alice, &w.id).await["checks"], json!(["Spot Hidden"]));
        let experience = || {
            let request = json!({"system": "classic", "action": "sheet", "do": {"op": "experience"}});
            let mut order = RollOrder::request(request, Visibility::Public);
            order.character = Some(w.id.clone());
            order.dice = Some(vec![80, 7]);
            order
        };
        expect_code(t.roll(&p.alice, experience()).await, "forbidden");
        // 80 above Spot Hidden 40: +7.
        let rolled = t.roll(&p.keeper, experience()).await.unwrap();
        assert_eq!(
            body(&rolled)["events"],
            json!([{"event": "skill_improved", "skill": "Spot Hidden", "amount": 7}])
        );
        let after = derived(t, &p.alice, &w.id).await;
        assert_eq!(after["skills"]["Spot Hidden"], 47, "{after}");
        assert_eq!(after["checks"], json!([]));
    })
    .await;
}

/// Classic T6: a successful use lets the Keeper award a check in that skill, once, from
/// the roll itself.
#[tokio::test]
async fn the_keeper_awards_a_classic_experience_check_for_a_success() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let w = t
            .create_character(&p.alice, None, None, Some(walter()))
            .await
            .unwrap();
        let spot = |d100: i64| {
            let mut o = classic_check(40, &w.id, d100, Visibility::Public);
            o.label = Some("Spot Hidden".into());
            o
        };
        let good = t.roll(&p.alice, spot(12)).await.unwrap();
        expect_code(t.award_check(&p.alice, good.seq).await, "forbidden");
        let awarded = t.award_check(&p.keeper, good.seq).await.unwrap();
        assert_eq!(
            body(&awarded)["events"],
            json!([{"event": "check_awarded", "skill": "Spot Hidden"}])
        );
        assert_eq!(
            derived(t, &p.alice, &w.id).await["checks"],
            json!(["Spot Hidden"])
        );
        // Once per skill until the experience rolls; never for a failure.
        expect_code(t.award_check(&p.keeper, good.seq).await, "bad_field");
        let bad = t.roll(&p.alice, spot(77)).await.unwrap();
        expect_code(t.award_check(&p.keeper, bad.seq).await, "bad_field");
        // A label that is no skill of the sheet (a characteristic roll) earns none.
        let mut idea = classic_check(75, &w.id, 10, Visibility::Public);
        idea.label = Some("Idea".into());
        let idea = t.roll(&p.alice, idea).await.unwrap();
        expect_code(t.award_check(&p.keeper, idea.seq).await, "bad_field");
    })
    .await;
}
