//! Characters of each system, and who may change them.

use keeper_table::{RollOrder, Visibility};
use serde_json::{Value, json};

use crate::common::{body, expect_code, for_each_backend, party};

/// The `investigator` example of docs/protocol.md (coc7).
pub(crate) fn brian_draft() -> Value {
    json!({"name": "Brian", "occupation": "Soldier",
        "characteristics": {"STR": 60, "CON": 60, "POW": 50, "DEX": 80, "APP": 40, "SIZ": 70, "INT": 50, "EDU": 50},
        "occupation_skills": {"Climb": 60, "Credit Rating": 40, "Dodge": 60, "Fighting (Brawl)": 70,
            "Firearms (Rifle/Shotgun)": 50, "First Aid": 40, "Language (Spanish)": 50, "Stealth": 50, "Survival": 40},
        "interests": ["Drive Auto", "Jump", "Mechanical Repair", "Spot Hidden"],
        "dice": [3, 4, 3]})
}

fn walter_sheet() -> Value {
    json!({"format": "keeper-chthonian-sheet", "version": 1, "name": "Walter Genning", "style": "weird", "ti": 2,
        "traits": [{"name": "Journalist", "rating": 2}, {"name": "Ex-Detective", "rating": 3}, {"name": "Stubborn", "rating": 1}]})
}

#[tokio::test]
async fn a_coc7_investigator_is_created_from_the_rules() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        assert_eq!(brian.name, "Brian");
        assert_eq!(brian.owner, p.alice.id);
        assert_eq!(brian.sheet["format"], "keeper-coc7-sheet");
        assert_eq!(brian.derived.to_value()["hp"], 13);
        assert_eq!(brian.derived.to_value()["san"], 50);
        assert_eq!(brian.derived.to_value()["db"], "+1D4");
        // Luck is rolled from the game's seed, not from the dice the caller sent.
        let luck = brian.derived.to_value()["luck"].as_i64().unwrap();
        assert!((15..=90).contains(&luck) && luck % 5 == 0, "{luck}");
        let created = t
            .log(p.id(), p.observer.viewer(), 0, 100)
            .await
            .unwrap()
            .into_iter()
            .find(|e| e.kind == "character_created")
            .unwrap();
        let b = created.body.unwrap();
        assert_eq!(b["character"], brian.id.as_str());
        assert_eq!(b["steps"][0]["request"]["action"], "investigator");
        assert!(b["steps"][0]["request"]["seed"].is_u64());
        assert_eq!(b["steps"][0]["counter"], 0);

        // The Keeper may give a character to a player; players make their own only.
        let mut other = brian_draft();
        other["name"] = json!("Hugh");
        let hugh = t
            .create_character(&p.keeper, Some(&p.bob.id), Some(other.clone()), None)
            .await
            .unwrap();
        assert_eq!(hugh.owner, p.bob.id);
        expect_code(
            t.create_character(&p.alice, Some(&p.bob.id), Some(other.clone()), None)
                .await,
            "forbidden",
        );
        expect_code(
            t.create_character(&p.observer, None, Some(other.clone()), None)
                .await,
            "forbidden",
        );
        expect_code(
            t.create_character(&p.keeper, Some("nobody"), Some(other.clone()), None)
                .await,
            "not_found",
        );
        // Exactly one of create and sheet, and a valid investigator.
        expect_code(
            t.create_character(&p.alice, None, None, None).await,
            "bad_field",
        );
        expect_code(
            t.create_character(&p.alice, None, Some(other), Some(walter_sheet()))
                .await,
            "bad_field",
        );
        expect_code(
            t.create_character(&p.alice, None, Some(json!([1])), None)
                .await,
            "bad_field",
        );
        let mut invalid = brian_draft();
        invalid["interests"] = json!(["Drive Auto", "Jump", "Stealth", "Cthulhu Mythos"]);
        let e = expect_code(
            t.create_character(&p.alice, None, Some(invalid), None)
                .await,
            "rejected",
        );
        assert_eq!(crate::common::rejected_code(&e), "bad_field");
        expect_code(
            t.create_character(&p.alice, None, None, Some(walter_sheet()))
                .await,
            "bad_field",
        );

        let all = t.characters(&p.observer).await.unwrap();
        assert_eq!(
            all.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(),
            ["Brian", "Hugh"]
        );
        expect_code(t.character(&p.alice, "nope").await, "not_found");
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);
    })
    .await;
}

#[tokio::test]
async fn a_chthonian_character_is_given_as_a_sheet() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "chthonian").await;
        let walter = t
            .create_character(&p.bob, None, None, Some(walter_sheet()))
            .await
            .unwrap();
        assert_eq!(walter.name, "Walter Genning");
        assert_eq!(walter.derived.to_value()["ti"], 2);
        assert_eq!(walter.derived.to_value()["practicality"], -1);
        expect_code(
            t.create_character(&p.bob, None, Some(json!({"name": "X"})), None)
                .await,
            "bad_field",
        );
        let mut bad = walter_sheet();
        bad["version"] = json!(2);
        expect_code(
            t.create_character(&p.bob, None, None, Some(bad)).await,
            "bad_field",
        );

        // A roll applied to the sheet. A Story is the Narrator's to start (I4): a player
        // who could start one would deal a new pool at will.
        let mut order = RollOrder::request(
            json!({"action": "story_start", "ti": 2}),
            Visibility::Public,
        );
        order.character = Some(walter.id.clone());
        order.apply = true;
        expect_code(t.roll(&p.bob, order.clone()).await, "forbidden");
        let roll = t.roll(&p.keeper, order).await.unwrap();
        assert_eq!(
            body(&roll)["events"],
            json!([{"event": "story_started", "nodules": 2}])
        );
        assert_eq!(
            t.character(&p.alice, &walter.id)
                .await
                .unwrap()
                .derived
                .to_value()["nodules"],
            2
        );
        // Events from the player; the Keeper may change it too, the other player may not.
        let gained = vec![json!({"event": "insight_gained", "amount": 1})];
        t.character_events(&p.bob, &walter.id, gained.clone(), Visibility::Public)
            .await
            .unwrap();
        t.character_events(&p.keeper, &walter.id, gained.clone(), Visibility::Public)
            .await
            .unwrap();
        assert_eq!(
            t.character(&p.bob, &walter.id)
                .await
                .unwrap()
                .derived
                .to_value()["ti"],
            4
        );
        expect_code(
            t.character_events(&p.alice, &walter.id, gained.clone(), Visibility::Public)
                .await,
            "forbidden",
        );
        expect_code(
            t.character_events(&p.observer, &walter.id, gained.clone(), Visibility::Public)
                .await,
            "forbidden",
        );
        expect_code(
            t.character_events(&p.bob, &walter.id, vec![], Visibility::Public)
                .await,
            "bad_field",
        );
        let bad = vec![json!({"event": "no_such_event"})];
        expect_code(
            t.character_events(&p.bob, &walter.id, bad, Visibility::Public)
                .await,
            "bad_field",
        );
        // Another player cannot apply a roll to it either.
        let mut order = RollOrder::request(
            json!({"action": "story_end", "nodules": 2}),
            Visibility::Public,
        );
        order.character = Some(walter.id.clone());
        order.apply = true;
        expect_code(t.roll(&p.alice, order).await, "forbidden");
        assert_eq!(
            t.character(&p.keeper, &walter.id)
                .await
                .unwrap()
                .derived
                .to_value()["ti"],
            4
        );
    })
    .await;
}

#[tokio::test]
async fn a_classic_investigator_is_rolled() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        let rolled = t.create_character(&p.alice, None, Some(json!({"name": "Walter"})), None).await.unwrap();
        assert_eq!(rolled.name, "Walter");
        assert_eq!(rolled.sheet["format"], "keeper-classic-sheet");
        let str_ = rolled.derived.to_value()["characteristics"]["STR"].as_i64().unwrap();
        assert!((3..=18).contains(&str_), "{str_}");
        // Skills written beside characteristics rolled at the table stay on the sheet.
        let with_skills = json!({"name": "Harvey", "skills": {"Spot Hidden": 45, "Library Use": 60}});
        let harvey = t.create_character(&p.alice, None, Some(with_skills), None).await.unwrap();
        assert_eq!(harvey.derived.to_value()["skills"]["Spot Hidden"], 45, "{}", harvey.derived.to_value());
        assert_eq!(harvey.derived.to_value()["skills"]["Library Use"], 60);
        let given = json!({"characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16}});
        let fixed = t.create_character(&p.bob, None, Some(given), None).await.unwrap();
        assert_eq!(fixed.derived.to_value()["max_hp"], 13);
        assert_eq!(fixed.derived.to_value()["san"], 65);
        // A classic sheet given whole.
        let sheet = json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
            "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
            "skills": {"First Aid": 30, "Spot Hidden": 88}, "events": [{"event": "hp_lost", "amount": 5}]});
        let whole = t.create_character(&p.keeper, None, None, Some(sheet)).await.unwrap();
        assert_eq!(whole.derived.to_value()["hp"], 8);
        // A sheet action of the game's system reads the sheet.
        let mut order = RollOrder::request(
            json!({"action": "sheet", "do": {"op": "treat", "treatment": "first_aid", "skill": 30}}),
            Visibility::Public,
        );
        order.character = Some(whole.id.clone());
        order.apply = true;
        let roll = t.roll(&p.keeper, order).await.unwrap();
        let result = &body(&roll)["steps"][0]["response"]["result"];
        assert_eq!(result["name"], "Walter");
        let healed = result["outcome"]["healed"].as_i64().unwrap_or(0);
        assert_eq!(t.character(&p.alice, &whole.id).await.unwrap().derived.to_value()["hp"], 8 + healed);
        assert!(t.verify_as_owner(p.id()).await.unwrap().ok);
    })
    .await;
}

#[tokio::test]
async fn a_chthonian_games_style_factors_apply_to_its_sheets_and_insight_rolls() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let mut new = keeper_table::NewGame::new("Factors", "chthonian", "Kay");
        // Practicality at the whole of TI, where a Weird Tale's default is half (I1).
        new.options = json!({"factors": {"practicality": 1}});
        let (_, kay, _) = t.create_game(new).await.unwrap();
        let walter = t
            .create_character(&kay, None, None, Some(walter_sheet()))
            .await
            .unwrap();
        assert_eq!(
            walter.derived.to_value()["practicality"],
            -2,
            "{}",
            walter.derived.to_value()
        );
        assert_eq!(
            walter.derived.to_value()["cognizance"],
            1,
            "{}",
            walter.derived.to_value()
        );

        let order = RollOrder::request(
            json!({"action": "insight", "ti": 2, "style": "weird"}),
            Visibility::Public,
        );
        let roll = t.roll(&kay, order).await.unwrap();
        let result = &body(&roll)["steps"][0]["response"]["result"];
        assert_eq!(result["practicality"], -2, "{result}");

        // Factors the rules cannot read are refused when the game is made.
        let mut bad = keeper_table::NewGame::new("Bad", "chthonian", "Kay");
        bad.options = json!({"factors": {"practicality": "a lot"}});
        let e = expect_code(t.create_game(bad).await, "bad_field");
        assert!(e.to_string().contains("practicality"), "{e}");
    })
    .await;
}

#[tokio::test]
async fn the_list_of_characters_is_each_character_as_its_viewer_sees_it() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        let mut draft = brian_draft();
        draft["name"] = json!("Hugh");
        let hugh = t
            .create_character(&p.keeper, Some(&p.bob.id), Some(draft), None)
            .await
            .unwrap();
        let hurt = |n: i64| vec![json!({"event": "damaged", "amount": n})];
        for (c, who, vis, n) in [
            (&brian, &p.alice, Visibility::Public, 1),
            (&hugh, &p.keeper, Visibility::Keeper, 2),
            (&brian, &p.alice, Visibility::Private, 3),
            (&hugh, &p.bob, Visibility::Public, 4),
            (&brian, &p.keeper, Visibility::Keeper, 5),
        ] {
            t.character_events(who, &c.id, hurt(n), vis).await.unwrap();
        }
        for viewer in [&p.keeper, &p.alice, &p.bob, &p.observer] {
            let listed = t.characters(viewer).await.unwrap();
            let mut one_by_one = Vec::new();
            for id in [&brian.id, &hugh.id] {
                one_by_one.push(t.character(viewer, id).await.unwrap());
            }
            assert_eq!(
                serde_json::to_value(&listed).unwrap(),
                serde_json::to_value(&one_by_one).unwrap(),
                "{}",
                viewer.name
            );
            let names = t.character_names(viewer).await.unwrap();
            assert_eq!(
                names,
                listed
                    .iter()
                    .map(|c| (c.id.clone(), c.name.clone()))
                    .collect::<Vec<_>>()
            );
        }
        let alice_sees = t.character(&p.alice, &brian.id).await.unwrap();
        assert_eq!(alice_sees.sheet["events"].as_array().unwrap().len(), 2);
    })
    .await;
}

#[tokio::test]
async fn rolled_characteristics_are_taken_from_their_roll() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let draft = |extra: Value| {
            let mut d = brian_draft();
            d.as_object_mut().unwrap().remove("characteristics");
            d["method"] = json!("rolled");
            for (k, v) in extra.as_object().unwrap() {
                d[k] = v.clone();
            }
            d
        };
        let nineties = json!({"STR": 90, "CON": 90, "POW": 90, "DEX": 90, "APP": 90, "SIZ": 90, "INT": 90, "EDU": 90});
        // `rolled` with no roll, or all eight at 90 and no roll: refused.
        expect_code(t.create_character(&p.alice, None, Some(draft(json!({}))), None).await, "bad_field");
        expect_code(
            t.create_character(&p.alice, None, Some(draft(json!({"characteristics": nineties}))), None)
                .await,
            "bad_field",
        );
        let set = |who| {
            let t = t.clone();
            async move {
                let order = RollOrder::request(
                    json!({"system": "coc7", "action": "characteristics", "roll_luck": false}),
                    Visibility::Public,
                );
                let e = t.roll(who, order).await.unwrap();
                let values = body(&e)["steps"][0]["response"]["result"]["characteristics"].clone();
                (e.seq, values)
            }
        };
        let (first, _) = set(&p.alice).await;
        // A re-roll: the second set, and the log says so (its roller's set 2).
        let (seq, values) = set(&p.alice).await;
        let numbered = |seq: i64| {
            let t = t.clone();
            let p = &p;
            async move {
                let e = t.log(p.id(), p.keeper.viewer(), seq - 1, 1).await.unwrap().remove(0);
                e.body.unwrap()["set"].clone()
            }
        };
        assert_eq!((numbered(first).await, numbered(seq).await), (json!(1), json!(2)));
        // Not a characteristics roll, someone else's, or a blind one: not a set.
        let other = t.roll(&p.alice, RollOrder::expression("3d6", Visibility::Public)).await.unwrap();
        let (bobs, _) = set(&p.bob).await;
        for wrong in [other.seq, bobs, 9999] {
            let r = t
                .create_character(&p.alice, None, Some(draft(json!({"characteristics_roll": wrong}))), None)
                .await;
            expect_code(r, "bad_field");
        }
        // A value that differs from the roll: refused, naming the characteristic.
        let mut typed = values.clone();
        typed["STR"] = json!(if values["STR"] == 90 { 85 } else { 90 });
        match t
            .create_character(&p.alice, None, Some(draft(json!({"characteristics_roll": seq, "characteristics": typed}))), None)
            .await
        {
            Err(keeper_table::TableError::BadField { field, .. }) => assert_eq!(field, "characteristics.STR"),
            other => panic!("{other:?}"),
        }
        // Taken from the roll: given or left out, the sheet has the rolled values.
        let made = t
            .create_character(&p.alice, None, Some(draft(json!({"characteristics_roll": seq}))), None)
            .await
            .unwrap();
        for (k, v) in values.as_object().unwrap() {
            assert_eq!(&made.sheet["characteristics"][k], v, "{k}");
        }
        let log = t.log(p.id(), keeper_table::Viewer::Anyone, 0, 1000).await.unwrap();
        let created = log.iter().rev().find(|e| e.kind == "character_created").unwrap();
        let b = created.body.as_ref().unwrap();
        assert_eq!(b["characteristics_roll"], seq);
        assert_eq!(b["characteristics_sets"], json!([first, seq]));
        // One set makes one investigator.
        expect_code(
            t.create_character(&p.alice, None, Some(draft(json!({"characteristics_roll": seq}))), None)
                .await,
            "bad_field",
        );
        // A roll named for quick-start values is refused too.
        let mut quick = brian_draft();
        quick["characteristics_roll"] = json!(first);
        expect_code(t.create_character(&p.alice, None, Some(quick), None).await, "bad_field");
    })
    .await;
}

/// A roll for an Excursionist of `request`, by `member`.
async fn for_walter(
    t: &keeper_table::Table,
    member: &keeper_table::Member,
    walter: &str,
    request: Value,
) -> Result<keeper_table::Entry, keeper_table::TableError> {
    let mut order = RollOrder::request(request, Visibility::Public);
    order.character = Some(walter.to_owned());
    t.roll(member, order).await
}

#[tokio::test]
async fn an_excursionists_insight_and_nodules_come_from_the_sheet_and_go_onto_it() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "chthonian").await;
        let walter = t
            .create_character(&p.bob, None, None, Some(walter_sheet()))
            .await
            .unwrap()
            .id;
        let state = |c: keeper_table::Character| {
            let d = c.derived.to_value();
            (d["ti"].as_i64().unwrap(), d["nodules"].as_i64())
        };
        // The request's TI and Style are the sheet's, whatever it says; the roll's
        // events go onto the sheet without being asked (I2).
        let e = for_walter(
            t,
            &p.bob,
            &walter,
            json!({"action": "insight_roll", "difficulty": 8, "ti": 40, "style": "pulp"}),
        )
        .await
        .unwrap();
        let request = &body(&e)["steps"][0]["request"];
        assert_eq!(
            (request["ti"].clone(), request["style"].clone()),
            (json!(2), json!("weird"))
        );
        let failed = body(&e)["steps"][0]["response"]["result"]["success"] == false;
        let ti = if failed { 3 } else { 2 };
        assert_eq!(
            state(t.character(&p.bob, &walter).await.unwrap()),
            (ti, None)
        );
        // Another player may not roll Walter's Insight: it would change his sheet.
        expect_code(
            for_walter(
                t,
                &p.alice,
                &walter,
                json!({"action": "insight_roll", "difficulty": 8}),
            )
            .await,
            "forbidden",
        );
        // No Story, no Nodule: refused before any die (I4).
        let spend =
            json!({"action": "nodule", "use": "shift", "toward": "practicality", "nodules": 9});
        expect_code(
            for_walter(t, &p.bob, &walter, spend.clone()).await,
            "rejected",
        );
        // The Narrator deals the pool from the sheet's TI; the player spends from it.
        expect_code(
            for_walter(t, &p.bob, &walter, json!({"action": "story_start"})).await,
            "forbidden",
        );
        for_walter(
            t,
            &p.keeper,
            &walter,
            json!({"action": "story_start", "ti": 9}),
        )
        .await
        .unwrap();
        assert_eq!(
            state(t.character(&p.bob, &walter).await.unwrap()),
            (ti, Some(ti))
        );
        for_walter(t, &p.bob, &walter, spend.clone()).await.unwrap();
        assert_eq!(
            state(t.character(&p.bob, &walter).await.unwrap()),
            (ti - 1, Some(ti - 1))
        );
        for _ in 1..ti {
            for_walter(t, &p.bob, &walter, spend.clone()).await.unwrap();
        }
        // The pool is empty: the engine's refusal says so.
        let e = expect_code(for_walter(t, &p.bob, &walter, spend).await, "rejected");
        assert!(e.to_string().contains("Nodule"), "{e}");
        for_walter(t, &p.keeper, &walter, json!({"action": "story_end"}))
            .await
            .unwrap();
        assert_eq!(
            state(t.character(&p.bob, &walter).await.unwrap()),
            (0, None)
        );
    })
    .await;
}

fn treat(treatment: keeper_table::Treatment, healer: Option<&str>) -> keeper_table::TreatOrder {
    keeper_table::TreatOrder {
        treatment,
        healer: healer.map(str::to_owned),
        equipment: false,
        visibility: Visibility::Public,
    }
}

#[tokio::test]
async fn first_aid_by_a_healer_goes_onto_the_wounded_sheet_once_per_wound() {
    use keeper_table::Treatment as T;
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        // Brian (Alice's) is wounded; Bob's medic tends him.
        let brian = t
            .create_character(&p.alice, None, Some(brian_draft()), None)
            .await
            .unwrap();
        let mut medic = brian_draft();
        medic["name"] = json!("Doc");
        let doc = t
            .create_character(&p.bob, None, Some(medic), None)
            .await
            .unwrap();
        t.character_events(
            &p.keeper,
            &brian.id,
            vec![json!({"event": "damaged", "amount": 4})],
            Visibility::Public,
        )
        .await
        .unwrap();
        let hp = |c: keeper_table::Character| c.derived.to_value()["hp"].as_i64().unwrap();
        assert_eq!(hp(t.character(&p.alice, &brian.id).await.unwrap()), 9);
        // A healer must be named; the observer may not treat anyone.
        expect_code(
            t.treat(&p.bob, &brian.id, treat(T::FirstAid, None)).await,
            "bad_field",
        );
        expect_code(
            t.treat(&p.observer, &brian.id, treat(T::FirstAid, Some(&doc.id)))
                .await,
            "forbidden",
        );
        // Bob plays the healer: his First Aid (40 on Doc's sheet) goes onto Brian's sheet.
        let e = t
            .treat(&p.bob, &brian.id, treat(T::FirstAid, Some(&doc.id)))
            .await
            .unwrap();
        let b = body(&e);
        assert_eq!(b["character"], json!(brian.id));
        let request = &b["steps"][0]["request"];
        assert_eq!(
            (
                request["skill"].clone(),
                request["hp"].clone(),
                request["max_hp"].clone()
            ),
            (json!(40), json!(9), json!(13)),
            "{request}"
        );
        let healed = b["steps"][0]["response"]["result"]["roll"]["success"] == true;
        let now = hp(t.character(&p.alice, &brian.id).await.unwrap());
        if healed {
            assert_eq!(now, 10, "First Aid heals 1 (H7)");
            // Once per wound: a second First Aid is the rules' refusal.
            expect_code(
                t.treat(&p.bob, &brian.id, treat(T::FirstAid, Some(&doc.id)))
                    .await,
                "rejected",
            );
        } else {
            assert_eq!(now, 9);
        }
        // Days of rest are the Keeper's to pass (H6).
        expect_code(
            t.treat(&p.alice, &brian.id, treat(T::Day, None)).await,
            "forbidden",
        );
        t.treat(&p.keeper, &brian.id, treat(T::Day, None))
            .await
            .unwrap();
        assert_eq!(hp(t.character(&p.alice, &brian.id).await.unwrap()), now + 1);
        // Medicine needs its equipment (H7).
        expect_code(
            t.treat(&p.bob, &brian.id, treat(T::Medicine, Some(&doc.id)))
                .await,
            "rejected",
        );
    })
    .await;
}
