//! The happy path of every endpoint.

use serde_json::{Value, json};

use crate::common::{
    Server, WsAuth, ada_sheet, for_each_backend, party, ws_close, ws_connect, ws_until,
};

#[tokio::test]
async fn health_resolve_and_odds() {
    for_each_backend(|s: Server| async move {
        let health = s.get("/healthz", None).await;
        assert_eq!((health.status, health.text.as_str()), (200, "ok"));

        // One request, as `keeper resolve` answers it.
        let one = s
            .post(
                "/api/v1/resolve",
                None,
                json!({"id": 7, "system": "dice", "action": "roll", "expr": "4d6kh3+2", "dice": [6, 1, 5, 4]}),
            )
            .await;
        let one = one.expect(200);
        assert_eq!(one["id"], 7);
        assert_eq!(one["ok"], true);
        assert_eq!(one["result"]["total"], 17);
        assert_eq!(one["dice"], json!([6, 1, 5, 4]));
        // An array: one answer each, failures in place.
        let many = s
            .post(
                "/api/v1/resolve",
                None,
                json!([
                    {"id": 1, "system": "coc7", "action": "check", "value": 50, "dice": [4, 5]},
                    {"id": 2, "system": "dice", "action": "roll", "expr": "3d6x", "seed": 1},
                    {"id": 3, "system": "bcdice", "action": "command", "game": "Cthulhu7th", "command": "CC<=50", "seed": 9},
                ]),
            )
            .await;
        let many = many.expect(200).as_array().unwrap().clone();
        assert_eq!(many.len(), 3);
        assert_eq!(many[0]["result"]["total"], 45);
        assert_eq!(many[0]["result"]["level"], "regular");
        assert_eq!(many[1]["ok"], false);
        assert_eq!(many[1]["error"]["code"], "bad_expression");
        assert_eq!(many[2]["ok"], true);
        // A single failure is a 422 with the engine's answer.
        let bad = s
            .post(
                "/api/v1/resolve",
                None,
                json!({"id": "x", "system": "dice", "action": "roll", "expr": "3d6x"}),
            )
            .await;
        assert_eq!(bad.expect(422)["id"], "x");
        assert_eq!(bad.code(), "bad_expression");
        assert_eq!(bad.json["error"]["column"], 4);
        let unknown = s
            .post("/api/v1/resolve", None, json!({"system": "dnd", "action": "roll"}))
            .await;
        unknown.expect_error(422, "unknown_system");
        // More than 1000 in one array.
        let list: Vec<Value> = (0..1001)
            .map(|i| json!({"id": i, "system": "dice", "action": "roll", "expr": "1d6", "seed": i}))
            .collect();
        s.post("/api/v1/resolve", None, Value::Array(list))
            .await
            .expect_error(413, "too_large");
        // The engine's own limits.
        s.post(
            "/api/v1/resolve",
            None,
            json!({"system": "dice", "action": "roll", "expr": "1001d6"}),
        )
        .await
        .expect_error(413, "too_large");

        // Exact odds of an expression, and of a request.
        let odds = s.odds(json!({"expr": "2d6"})).await;
        assert_eq!(odds["distribution"][5], json!([7, "1/6"]));
        assert_eq!(odds["mean"], "7");
        let check = s
            .odds(json!({"request": {"system": "coc7", "action": "check", "value": 60, "dice": [1, 1], "seed": 5}}))
            .await;
        assert_eq!(check["success"], "3/5");
        assert!(check["levels"]["critical"].is_string());
        // Exactly one of the two, and engine errors as 422.
        s.post("/api/v1/odds", None, json!({}))
            .await
            .expect_error(400, "bad_field");
        s.post("/api/v1/odds", None, json!({"expr": "2d6", "request": {}}))
            .await
            .expect_error(400, "bad_field");
        s.post("/api/v1/odds", None, json!({"expr": "2d6+"}))
            .await
            .expect_error(422, "bad_expression");
    })
    .await;
}

#[tokio::test]
async fn games_invites_and_members() {
    for_each_backend(|s: Server| async move {
        let created = s
            .post(
                "/api/v1/games",
                None,
                json!({"name": "  The Haunting  ", "system": "classic", "keeper_name": "Kay",
                       "options": {"house": true}, "language": "pt-BR"}),
            )
            .await;
        let created = created.expect(201).clone();
        let game = &created["game"];
        let id = game["id"].as_str().unwrap();
        assert_eq!(game["name"], "The Haunting");
        assert_eq!(game["system"], "classic");
        assert_eq!(game["language"], "pt-BR");
        assert_eq!(game["options"], json!({"house": true}));
        assert_eq!(game["log_len"], 1);
        assert_eq!(game["fair_seed"], Value::Null);
        assert_eq!(game["fair_commitment"].as_str().unwrap().len(), 64);
        assert_eq!(created["member"]["role"], "keeper");
        let token = created["token"].as_str().unwrap();
        assert_eq!(token.len(), 64);

        let got = s.get(&format!("/api/v1/games/{id}"), Some(token)).await;
        assert_eq!(got.expect(200)["id"], id);
        // The same token as the game's cookie.
        let by_cookie = s
            .send(
                s.request(reqwest::Method::GET, &format!("/api/v1/games/{id}"))
                    .header("cookie", format!("other=1; keeper_{id}={token}")),
            )
            .await;
        assert_eq!(by_cookie.expect(200)["id"], id);

        let invite = s
            .post(
                &format!("/api/v1/games/{id}/invites"),
                Some(token),
                json!({"role": "observer"}),
            )
            .await;
        let invite = invite.expect(201).clone();
        assert_eq!(invite["role"], "observer");
        let secret = invite["invite"].as_str().unwrap();
        assert_eq!(
            invite["path"],
            format!("/games/{id}/join?invite={secret}").as_str()
        );
        // An invite serves several people, each with a token of their own.
        let mut tokens = Vec::new();
        for name in ["Olga", "Oscar"] {
            let joined = s
                .post(
                    &format!("/api/v1/games/{id}/join"),
                    None,
                    json!({"invite": secret, "name": name}),
                )
                .await;
            let joined = joined.expect(201);
            assert_eq!(joined["member"]["role"], "observer");
            assert_eq!(joined["member"]["name"], name);
            assert_eq!(joined["member"]["game"], id);
            tokens.push(joined["token"].as_str().unwrap().to_owned());
        }
        assert_ne!(tokens[0], tokens[1]);

        let members = s
            .get(&format!("/api/v1/games/{id}/members"), Some(&tokens[1]))
            .await;
        let names: Vec<&str> = members
            .expect(200)
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["Kay", "Olga", "Oscar"]);

        let me = s
            .get(&format!("/api/v1/games/{id}/me"), Some(&tokens[0]))
            .await;
        assert_eq!(me.expect(200)["name"], "Olga");
        let set = s
            .call(
                reqwest::Method::PUT,
                &format!("/api/v1/games/{id}/me"),
                Some(&tokens[0]),
                Some(&json!({"language": "el"})),
            )
            .await;
        assert_eq!(set.expect(200)["language"], "el");
        let unset = s
            .call(
                reqwest::Method::PUT,
                &format!("/api/v1/games/{id}/me"),
                Some(&tokens[0]),
                Some(&json!({"language": null})),
            )
            .await;
        assert_eq!(unset.expect(200)["language"], Value::Null);
        s.call(
            reqwest::Method::PUT,
            &format!("/api/v1/games/{id}/me"),
            Some(&tokens[0]),
            Some(&json!({"language": "tlh"})),
        )
        .await
        .expect_error(400, "bad_field");

        // Field errors name the field.
        for (body, field) in [
            (
                json!({"name": "", "system": "coc7", "keeper_name": "K"}),
                "name",
            ),
            (
                json!({"name": "x".repeat(201), "system": "coc7", "keeper_name": "K"}),
                "name",
            ),
            (
                json!({"name": "G", "system": "dnd", "keeper_name": "K"}),
                "system",
            ),
            (
                json!({"name": "G", "system": "coc7", "keeper_name": "K\u{7}"}),
                "keeper_name",
            ),
            (
                json!({"name": "G", "system": "coc7", "keeper_name": "K", "language": "xx"}),
                "language",
            ),
            (
                json!({"name": "G", "system": "coc7", "keeper_name": "K", "options": [1]}),
                "options",
            ),
        ] {
            let r = s.post("/api/v1/games", None, body).await;
            r.expect_error(400, "bad_field");
            assert_eq!(r.json["error"]["field"], field, "{}", r.text);
        }
        s.post(
            &format!("/api/v1/games/{id}/invites"),
            Some(token),
            json!({"role": "keeper"}),
        )
        .await
        .expect_error(400, "bad_field");
        s.post(
            &format!("/api/v1/games/{id}/join"),
            None,
            json!({"invite": "not-an-invite", "name": "Eve"}),
        )
        .await
        .expect_error(401, "unauthorized");
    })
    .await;
}

#[tokio::test]
async fn rolls_the_log_permalinks_and_snippets() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let keeper = Some(p.keeper.token.as_str());

        // A dice expression from the public seed.
        let roll = s
            .post(&p.path("/rolls"), alice, json!({"expr": "3d6", "label": "Luck"}))
            .await;
        let roll = roll.expect(201).clone();
        assert_eq!(roll["kind"], "roll");
        assert_eq!(roll["visibility"], "public");
        assert_eq!(roll["actor"], p.alice.id.as_str());
        assert_eq!(roll["actor_name"], "Alice");
        let body = &roll["body"];
        assert_eq!(body["label"], "Luck");
        assert_eq!(body["source"], "fair_seed");
        let step = &body["steps"][0];
        assert_eq!(step["counter"], 0);
        assert!(step["request"]["seed"].is_u64());
        let total = step["response"]["result"]["total"].as_i64().unwrap();
        assert!((3..=18).contains(&total));

        // A request of the game's system.
        let check = s
            .post(
                &p.path("/rolls"),
                alice,
                json!({"request": {"action": "check", "value": 60, "bonus": 1}}),
            )
            .await;
        let check = check.expect(201).clone();
        let step = &check["body"]["steps"][0];
        assert_eq!(step["request"]["system"], "coc7");
        assert_eq!(step["counter"], 1);
        assert!(step["response"]["result"]["level"].is_string());
        // Not notation: a BCDice command of the game's system.
        let bcdice = s
            .post(&p.path("/rolls"), keeper, json!({"expr": "CC(1)<=50"}))
            .await;
        let bcdice = bcdice.expect(201).clone();
        assert_eq!(bcdice["body"]["steps"][0]["request"]["system"], "bcdice");
        assert_eq!(bcdice["body"]["steps"][0]["request"]["game"], "Cthulhu7th");
        // Physical dice, judged by the engine.
        let physical = s
            .post(
                &p.path("/rolls"),
                alice,
                json!({"request": {"system": "coc7", "action": "check", "value": 50}, "dice": [4, 5]}),
            )
            .await;
        let physical = physical.expect(201).clone();
        assert_eq!(physical["body"]["source"], "physical");
        let result = &physical["body"]["steps"][0]["response"]["result"];
        assert_eq!(result["total"], 45);
        assert_eq!(result["level"], "regular");
        assert!(physical["body"]["steps"][0].get("counter").is_none());
        // The engine's refusals, with its own codes.
        for (order, code) in [
            (json!({"expr": "3d6 x"}), "bad_expression"),
            (json!({"expr": "1d6", "dice": [7]}), "bad_die"),
            (json!({"expr": "2d6", "dice": [3]}), "dice_exhausted"),
            (json!({"expr": "1d6", "dice": [3, 4]}), "unused_dice"),
            (json!({"request": {"action": "check"}}), "missing_field"),
        ] {
            let r = s.post(&p.path("/rolls"), alice, order).await;
            r.expect_error(422, code);
        }
        for order in [
            json!({}),
            json!({"expr": "1d6", "request": {"action": "check", "value": 5}}),
            json!({"expr": "   "}),
            json!({"request": {"system": "classic", "action": "check", "value": 5}}),
            json!({"request": {"value": 5}}),
            json!({"expr": "1d6", "label": ""}),
            json!({"expr": "1d6", "visibility": "secret"}),
        ] {
            let r = s.post(&p.path("/rolls"), alice, order).await;
            r.expect_error(400, "bad_field");
        }

        // The log, paged.
        let log = s.get(&p.path("/log"), Some(&p.olga.token)).await;
        let entries = log.expect(200)["entries"].as_array().unwrap().clone();
        let kinds: Vec<&str> = entries.iter().map(|e| e["kind"].as_str().unwrap()).collect();
        assert_eq!(
            kinds,
            ["game_created", "member_joined", "member_joined", "member_joined", "roll", "roll", "roll", "roll"]
        );
        let seqs: Vec<i64> = entries.iter().map(|e| e["seq"].as_i64().unwrap()).collect();
        assert_eq!(seqs, (1..=8).collect::<Vec<_>>());
        let page = s.get(&p.path("/log?after=2&limit=3"), alice).await;
        let seqs: Vec<i64> = page.expect(200)["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["seq"].as_i64().unwrap())
            .collect();
        assert_eq!(seqs, [3, 4, 5]);
        // Out-of-range paging is clamped, not refused.
        let clamped = s.get(&p.path("/log?after=-5&limit=0"), alice).await;
        assert_eq!(clamped.expect(200)["entries"].as_array().unwrap().len(), 1);
        let past = s.get(&p.path("/log?after=1000000"), alice).await;
        assert_eq!(past.expect(200)["entries"], json!([]));

        // A public entry is a permalink: anyone may read it.
        let seq = roll["seq"].as_i64().unwrap();
        let anyone = s.get(&p.path(&format!("/log/{seq}")), None).await;
        assert_eq!(anyone.expect(200)["body"], roll["body"]);
        assert_eq!(anyone.json["hash"], roll["hash"]);
        let member = s.get(&p.path(&format!("/log/{seq}")), alice).await;
        assert_eq!(member.expect(200), anyone.expect(200));

        // Forum snippets of a public roll.
        let snippet = s
            .send(
                s.request(reqwest::Method::GET, &p.path(&format!("/rolls/{seq}/snippet")))
                    .header("host", "table.example:8080"),
            )
            .await;
        let snippet = snippet.expect(200).clone();
        let url = format!("http://table.example:8080/r/{}/{seq}", p.game);
        assert_eq!(snippet["url"], url.as_str());
        assert_eq!(snippet["hash"], roll["hash"]);
        let bbcode = snippet["bbcode"].as_str().unwrap();
        assert!(bbcode.starts_with(&format!("[url={url}]")), "{bbcode}");
        assert!(bbcode.contains(&format!("Luck: 3d6 = {total}")), "{bbcode}");
        let markdown = snippet["markdown"].as_str().unwrap();
        assert!(markdown.ends_with(&format!("]({url})")), "{markdown}");
        // A host header that is not a host does not make it into the link.
        let odd = s
            .send(
                s.request(reqwest::Method::GET, &p.path(&format!("/rolls/{seq}/snippet")))
                    .header("host", "evil\"><script>"),
            )
            .await;
        assert!(odd.expect(200)["url"].as_str().unwrap().starts_with("http://localhost/"));

        // A hidden roll, then revealed by the Keeper.
        let hidden = s
            .post(
                &p.path("/rolls"),
                alice,
                json!({"expr": "1d100", "visibility": "keeper", "label": "Listen"}),
            )
            .await;
        let hidden = hidden.expect(201).clone();
        assert_eq!(hidden["body"], Value::Null, "the roller of a blind roll sees no result");
        let hseq = hidden["seq"].as_i64().unwrap();
        s.get(&p.path(&format!("/rolls/{hseq}/snippet")), None)
            .await
            .expect_error(404, "not_found");
        let reveal = s
            .post_empty(&p.path(&format!("/rolls/{hseq}/reveal")), keeper)
            .await;
        let reveal = reveal.expect(201).clone();
        assert_eq!(reveal["kind"], "reveal");
        assert_eq!(reveal["visibility"], "public");
        assert_eq!(reveal["body"]["seq"], hseq);
        // Fair mode v2: the reveal carries the proof of the roll's one seeded step.
        let proofs = reveal["body"]["proofs"].as_array().unwrap();
        assert_eq!(proofs.len(), 1);
        assert_eq!(proofs[0]["path"].as_array().unwrap().len(), 12);
        let now = s.get(&p.path(&format!("/log/{hseq}")), None).await;
        let now = now.expect(200);
        assert_eq!(now["revealed"], true);
        assert_eq!(now["body"]["label"], "Listen");
        assert_eq!(now["body"]["source"], "keeper_seed");
        s.get(&p.path(&format!("/rolls/{hseq}/snippet")), None)
            .await
            .expect(200);
        // Revealing what is public is a field error.
        s.post_empty(&p.path(&format!("/rolls/{seq}/reveal")), keeper)
            .await
            .expect_error(400, "bad_field");
    })
    .await;
}

#[tokio::test]
async fn characters_and_their_events() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let keeper = Some(p.keeper.token.as_str());

        let ada = s
            .post(&p.path("/characters"), alice, json!({"sheet": ada_sheet()}))
            .await;
        let ada = ada.expect(201).clone();
        let id = ada["id"].as_str().unwrap().to_owned();
        assert_eq!(ada["owner"], p.alice.id.as_str());
        assert_eq!(ada["name"], "Ada Lovecraft");
        assert_eq!(ada["derived"]["san"], 60);
        assert_eq!(ada["derived"]["hp"], 10);

        // By the rules, given by the Keeper to Bob; Luck is rolled from the seed.
        let draft = json!({"name": "Brian", "occupation": "Soldier",
            "characteristics": {"STR": 60, "CON": 60, "POW": 50, "DEX": 80, "APP": 40, "SIZ": 70, "INT": 50, "EDU": 50},
            "occupation_skills": {"Climb": 60, "Credit Rating": 40, "Dodge": 60, "Fighting (Brawl)": 70,
                "Firearms (Rifle/Shotgun)": 50, "First Aid": 40, "Language (Spanish)": 50, "Stealth": 50, "Survival": 40},
            "interests": ["Drive Auto", "Jump", "Mechanical Repair", "Spot Hidden"]});
        let brian = s
            .post(
                &p.path("/characters"),
                keeper,
                json!({"owner": p.bob.id, "create": draft}),
            )
            .await;
        let brian = brian.expect(201).clone();
        assert_eq!(brian["owner"], p.bob.id.as_str());
        assert_eq!(brian["derived"]["hp"], 13);
        assert!(brian["derived"]["luck"].is_i64());

        let list = s.get(&p.path("/characters"), Some(&p.olga.token)).await;
        let names: Vec<&str> = list.expect(200).as_array().unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["Ada Lovecraft", "Brian"]);
        let one = s
            .get(&p.path(&format!("/characters/{id}")), Some(&p.bob.token))
            .await;
        assert_eq!(one.expect(200)["id"], id.as_str());

        // Events from the player, answered with the sheet as she now sees it.
        let hurt = s
            .post(
                &p.path(&format!("/characters/{id}/events")),
                alice,
                json!({"events": [{"event": "damaged", "amount": 3}]}),
            )
            .await;
        let hurt = hurt.expect(201);
        assert_eq!(hurt["derived"]["hp"], 7);
        assert_eq!(hurt["sheet"]["events"], json!([{"event": "damaged", "amount": 3}]));
        // A roll applied to the sheet: a Sanity roll with physical dice, 95 then 4 lost.
        let sanity = s
            .post(
                &p.path("/rolls"),
                alice,
                json!({"request": {"action": "sanity", "san": 60, "int": 70, "loss": "1/1D6"},
                       "character": id, "apply": true, "dice": [9, 5, 4], "label": "The tome"}),
            )
            .await;
        let sanity = sanity.expect(201);
        assert_eq!(sanity["body"]["events"], json!([{"event": "sanity_lost", "amount": 4}]));
        assert_eq!(sanity["body"]["character"], id.as_str());
        let after = s.get(&p.path(&format!("/characters/{id}")), alice).await;
        assert_eq!(after.expect(200)["derived"]["san"], 56);
        // A sheet action reads the character's sheet.
        let sheet = s
            .post(
                &p.path("/rolls"),
                keeper,
                json!({"request": {"action": "sheet"}, "character": id}),
            )
            .await;
        assert_eq!(
            sheet.expect(201)["body"]["steps"][0]["response"]["result"]["san"],
            56
        );

        // Field errors.
        for body in [
            json!({}),
            json!({"sheet": ada_sheet(), "create": {}}),
            json!({"sheet": {"format": "nonsense"}}),
            json!({"create": [1]}),
        ] {
            s.post(&p.path("/characters"), alice, body)
                .await
                .expect_error(400, "bad_field");
        }
        for body in [
            json!({"events": []}),
            json!({"events": [{"event": "no_such_event"}]}),
            json!({"events": [{"event": "damaged", "amount": 1}], "visibility": "everyone"}),
            json!({"events": {"event": "damaged"}}),
        ] {
            s.post(&p.path(&format!("/characters/{id}/events")), alice, body)
                .await
                .expect_error(400, "bad_field");
        }
        s.post(
            &p.path("/characters"),
            keeper,
            json!({"owner": "nobody", "sheet": ada_sheet()}),
        )
        .await
        .expect_error(404, "not_found");
    })
    .await;
}

#[tokio::test]
async fn roll_requests_and_answers() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let keeper = Some(p.keeper.token.as_str());

        let asked = s
            .post(
                &p.path("/requests"),
                keeper,
                json!({"to": p.alice.id, "request": {"action": "check", "value": 55}, "label": "Spot Hidden"}),
            )
            .await;
        let asked = asked.expect(201).clone();
        let id = asked["id"].as_str().unwrap().to_owned();
        assert_eq!(asked["to"], p.alice.id.as_str());
        assert_eq!(asked["order"]["label"], "Spot Hidden");
        assert_eq!(asked["answer_seq"], Value::Null);

        // Alice sees what is asked of her; Bob nothing; the Keeper everything.
        let mine = s.get(&p.path("/requests"), alice).await;
        assert_eq!(mine.expect(200).as_array().unwrap().len(), 1);
        let bobs = s.get(&p.path("/requests"), Some(&p.bob.token)).await;
        assert_eq!(bobs.expect(200), &json!([]));
        let all = s.get(&p.path("/requests"), keeper).await;
        assert_eq!(all.expect(200)[0]["id"], id.as_str());

        // One click: no body at all.
        let answer = s
            .post_empty(&p.path(&format!("/requests/{id}/answer")), alice)
            .await;
        let answer = answer.expect(201).clone();
        assert_eq!(answer["kind"], "roll");
        assert_eq!(answer["body"]["request"], id.as_str());
        assert_eq!(answer["body"]["label"], "Spot Hidden");
        assert_eq!(answer["body"]["source"], "fair_seed");
        let listed = s.get(&p.path("/requests"), alice).await;
        assert_eq!(listed.expect(200)[0]["answer_seq"], answer["seq"]);
        // Once only.
        s.post_empty(&p.path(&format!("/requests/{id}/answer")), alice)
            .await
            .expect_error(400, "bad_field");

        // With physical dice, as JSON.
        let second = s
            .post(
                &p.path("/requests"),
                keeper,
                json!({"to": p.alice.id, "expr": "1d20", "visibility": "private"}),
            )
            .await;
        let second = second.expect(201)["id"].as_str().unwrap().to_owned();
        let rolled = s
            .post(
                &p.path(&format!("/requests/{second}/answer")),
                alice,
                json!({"dice": [17]}),
            )
            .await;
        let rolled = rolled.expect(201);
        assert_eq!(rolled["visibility"], "private");
        assert_eq!(rolled["body"]["source"], "physical");
        assert_eq!(rolled["body"]["steps"][0]["response"]["result"]["total"], 17);

        // The order is checked when asked; observers are not asked; dice are the
        // player's to choose.
        let cases = [
            (json!({"to": p.alice.id, "expr": ""}), 400, "bad_field"),
            (json!({"to": p.olga.id, "expr": "1d6"}), 400, "bad_field"),
            (json!({"to": p.alice.id, "expr": "1d6", "dice": [3]}), 400, "bad_field"),
            (json!({"expr": "1d6"}), 400, "bad_field"),
            (json!({"to": "nobody", "expr": "1d6"}), 404, "not_found"),
        ];
        for (body, status, code) in cases {
            s.post(&p.path("/requests"), keeper, body)
                .await
                .expect_error(status, code);
        }
        s.post_empty(&p.path("/requests/nope/answer"), alice)
            .await
            .expect_error(404, "not_found");
        let third = s
            .post(&p.path("/requests"), keeper, json!({"to": p.alice.id, "expr": "1d6"}))
            .await;
        let third = third.expect(201)["id"].as_str().unwrap().to_owned();
        s.send(
            s.request(reqwest::Method::POST, &p.path(&format!("/requests/{third}/answer")))
                .bearer_auth(&p.alice.token)
                .body("{not json"),
        )
        .await
        .expect_error(400, "bad_json");
        s.post(
            &p.path(&format!("/requests/{third}/answer")),
            alice,
            json!({"dice": [9]}),
        )
        .await
        .expect_error(422, "bad_die");
        // A refused answer leaves the request open.
        s.post(&p.path(&format!("/requests/{third}/answer")), alice, json!({}))
            .await
            .expect(201);
    })
    .await;
}

#[tokio::test]
async fn play_by_post() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let keeper = Some(p.keeper.token.as_str());

        let thread = s
            .post(&p.path("/threads"), alice, json!({"title": "The Library"}))
            .await;
        let thread = thread.expect(201).clone();
        let tid = thread["id"].as_str().unwrap().to_owned();
        assert_eq!(thread["title"], "The Library");
        assert_eq!(thread["created_by"], p.alice.id.as_str());
        let threads = s.get(&p.path("/threads"), Some(&p.olga.token)).await;
        assert_eq!(threads.expect(200)[0]["id"], tid.as_str());

        let text = "I search the shelves [roll]1d100[/roll] and [roll]CC<=50[/roll], then [roll]3d6 x[/roll].";
        let post = s
            .post(&p.path(&format!("/threads/{tid}/posts")), alice, json!({"body": text}))
            .await;
        let post = post.expect(201).clone();
        let pid = post["id"].as_str().unwrap().to_owned();
        assert_eq!(post["body"], text);
        assert_eq!(post["author_name"], "Alice");
        let pieces = post["pieces"].as_array().unwrap();
        let types: Vec<&str> = pieces.iter().map(|x| x["type"].as_str().unwrap()).collect();
        assert_eq!(types, ["text", "roll", "text", "roll", "text", "roll", "text"]);
        let first = pieces[1]["response"].clone();
        assert_eq!(first["ok"], true);
        assert_eq!(pieces[3]["response"]["ok"], true, "CC<=50 goes to BCDice");
        assert_eq!(pieces[5]["response"]["ok"], false, "a bad tag keeps its error");
        assert_eq!(pieces[5]["response"]["error"]["code"], "bad_expression");
        // The post's entry holds the steps, rolled once.
        let entry = s.get(&p.path(&format!("/log/{}", post["seq"])), None).await;
        assert_eq!(entry.expect(200)["body"]["steps"].as_array().unwrap().len(), 3);

        // An edit keeps the rolls of the tags still in place; a new tag is not rolled.
        let edited_text = "I search the shelves [roll]1d100[/roll] (edited) and [roll]1d8[/roll]";
        let edited = s
            .call(
                reqwest::Method::PUT,
                &p.path(&format!("/posts/{pid}")),
                alice,
                Some(&json!({"body": edited_text})),
            )
            .await;
        let edited = edited.expect(200).clone();
        assert_eq!(edited["body"], edited_text);
        assert!(edited["edited_seq"].is_i64());
        assert_eq!(edited["pieces"][1]["response"], first);
        assert_eq!(edited["pieces"][3]["type"], "unrolled");
        // The Keeper may edit too.
        s.call(
            reqwest::Method::PUT,
            &p.path(&format!("/posts/{pid}")),
            keeper,
            Some(&json!({"body": edited_text})),
        )
        .await
        .expect(200);

        let shown = s.get(&p.path(&format!("/threads/{tid}")), Some(&p.bob.token)).await;
        let shown = shown.expect(200);
        assert_eq!(shown["thread"]["id"], tid.as_str());
        assert_eq!(shown["posts"][0]["id"], pid.as_str());
        assert_eq!(shown["posts"][0]["pieces"][1]["response"], first);

        let deleted = s
            .call(reqwest::Method::DELETE, &p.path(&format!("/posts/{pid}")), alice, None)
            .await;
        let deleted = deleted.expect(200);
        assert!(deleted["deleted_seq"].is_i64());
        assert_eq!(deleted["body"], "");
        assert_eq!(deleted["pieces"], json!([]));
        // Deleted: gone from view, its rolls still in the log.
        s.call(reqwest::Method::DELETE, &p.path(&format!("/posts/{pid}")), alice, None)
            .await
            .expect_error(404, "not_found");
        s.get(&p.path(&format!("/log/{}", post["seq"])), None)
            .await
            .expect(200);

        // Limits.
        let long = "x".repeat(keeper_table::MAX_POST + 1);
        let r = s
            .post(&p.path(&format!("/threads/{tid}/posts")), alice, json!({"body": long}))
            .await;
        r.expect_error(400, "bad_field");
        assert_eq!(r.json["error"]["field"], "body");
        let exactly = "é".repeat(keeper_table::MAX_POST);
        s.post(&p.path(&format!("/threads/{tid}/posts")), alice, json!({"body": exactly}))
            .await
            .expect(201);
        let tags = "[roll]1d6[/roll]".repeat(keeper_table::MAX_TAGS + 1);
        s.post(&p.path(&format!("/threads/{tid}/posts")), alice, json!({"body": tags}))
            .await
            .expect_error(400, "bad_field");
        let tags = "[roll]1d6[/roll]".repeat(keeper_table::MAX_TAGS);
        let many = s
            .post(&p.path(&format!("/threads/{tid}/posts")), alice, json!({"body": tags}))
            .await;
        assert_eq!(many.expect(201)["pieces"].as_array().unwrap().len(), keeper_table::MAX_TAGS);
        s.post(&p.path(&format!("/threads/{tid}/posts")), alice, json!({"body": "  "}))
            .await
            .expect_error(400, "bad_field");
        s.post(&p.path("/threads"), alice, json!({"title": "t".repeat(keeper_table::MAX_NAME + 1)}))
            .await
            .expect_error(400, "bad_field");
        s.post(&p.path("/threads/nope/posts"), alice, json!({"body": "hi"}))
            .await
            .expect_error(404, "not_found");
        s.get(&p.path("/threads/nope"), alice)
            .await
            .expect_error(404, "not_found");
    })
    .await;
}

#[tokio::test]
async fn ending_revealing_and_verifying() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        let keeper = Some(p.keeper.token.as_str());
        s.post(&p.path("/rolls"), alice, json!({"expr": "1d100"}))
            .await
            .expect(201);
        let private = s
            .post(
                &p.path("/rolls"),
                alice,
                json!({"expr": "1d100", "visibility": "private"}),
            )
            .await;
        let private = private.expect(201)["seq"].as_i64().unwrap();

        let verified = s.get(&p.path("/verify"), None).await;
        let verified = verified.expect(200).clone();
        assert_eq!(verified["ok"], true);
        assert_eq!(verified["entries"], 6);
        assert_eq!(verified["first_broken"], Value::Null);
        // Nothing can be recomputed before a seed is revealed.
        assert_eq!(verified["rolls_recomputed"], 0);
        let export = s.get(&p.path("/export"), None).await;
        let export = export.expect(200).clone();
        assert_eq!(export["format"], "keeper-log-export");
        assert_eq!(export["version"], 1);
        assert_eq!(export["game"]["id"], p.game.as_str());
        assert!(export["game"].get("fair_seed").is_none());
        assert_eq!(export["entries"].as_array().unwrap().len(), 6);

        // The Keeper's seed only after the end.
        s.post_empty(&p.path("/reveal-seed"), keeper)
            .await
            .expect_error(400, "bad_field");
        let ended = s.post_empty(&p.path("/end"), keeper).await;
        let ended = ended.expect(200).clone();
        assert!(ended["ended_at"].is_string());
        let fair_seed = ended["fair_seed"].as_str().unwrap().to_owned();
        assert_eq!(fair_seed.len(), 64);
        // Nothing more is added...
        s.post(&p.path("/rolls"), alice, json!({"expr": "1d6"}))
            .await
            .expect_error(409, "game_ended");
        s.post(&p.path("/threads"), alice, json!({"title": "After"}))
            .await
            .expect_error(409, "game_ended");
        s.post(&p.path("/characters"), alice, json!({"sheet": ada_sheet()}))
            .await
            .expect_error(409, "game_ended");
        s.post(
            &p.path("/requests"),
            keeper,
            json!({"to": p.alice.id, "expr": "1d6"}),
        )
        .await
        .expect_error(409, "game_ended");
        s.post_empty(&p.path("/end"), keeper)
            .await
            .expect_error(409, "game_ended");
        // No one joins an ended game, and a refused join leaves no member behind.
        let invite = s
            .post(&p.path("/invites"), keeper, json!({"role": "observer"}))
            .await;
        let invite = invite.expect(201)["invite"].as_str().unwrap().to_owned();
        s.post(
            &p.path("/join"),
            None,
            json!({"invite": invite, "name": "Late"}),
        )
        .await
        .expect_error(409, "game_ended");
        let members = s.get(&p.path("/members"), keeper).await;
        assert_eq!(members.expect(200).as_array().unwrap().len(), 4);
        // ...but reveals: a hidden roll with its proof (fair mode v2); never the
        // Keeper's secret, which would expose every hidden roll.
        let refused = s.post_empty(&p.path("/reveal-seed"), keeper).await;
        refused.expect_error(400, "bad_field");
        assert!(refused.text.contains("one at a time"), "{}", refused.text);

        // Anyone recomputes the public roll; the private one only once it is revealed.
        let anyone = s.get(&p.path("/verify"), None).await;
        assert_eq!(anyone.expect(200)["rolls_recomputed"], 1);
        let roller = s.get(&p.path("/verify"), alice).await;
        assert_eq!(roller.expect(200)["rolls_recomputed"], 1);
        let reveal = s
            .post_empty(&p.path(&format!("/rolls/{private}/reveal")), keeper)
            .await;
        let proofs = reveal.expect(201)["body"]["proofs"].clone();
        assert_eq!(proofs.as_array().unwrap().len(), 1, "{proofs}");
        let anyone = s.get(&p.path("/verify"), None).await;
        let anyone = anyone.expect(200).clone();
        assert_eq!(anyone["ok"], true);
        assert_eq!(anyone["rolls_recomputed"], 2);
        let export = s.get(&p.path("/export"), None).await;
        let export = export.expect(200);
        assert_eq!(export["game"]["fair_seed"], fair_seed.as_str());
        assert_eq!(export["game"]["fair_version"], 2);
        assert!(export["game"].get("keeper_seed").is_none());
        // The export verifies offline to the same answer.
        assert_eq!(
            serde_json::to_value(keeper_table::verify_export(export)).unwrap(),
            anyone
        );
    })
    .await;
}

#[tokio::test]
async fn the_live_log() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let alice = Some(p.alice.token.as_str());
        // By query token, by bearer header, by cookie.
        let mut by_query = ws_connect(&s, &p.game, WsAuth::Query(&p.bob.token), None)
            .await
            .unwrap();
        let mut by_header = ws_connect(&s, &p.game, WsAuth::Bearer(&p.olga.token), None)
            .await
            .unwrap();
        let mut by_cookie = ws_connect(&s, &p.game, WsAuth::Cookie(&p.keeper.token), None)
            .await
            .unwrap();
        let roll = s
            .post(&p.path("/rolls"), alice, json!({"expr": "2d6"}))
            .await;
        let seq = roll.expect(201)["seq"].as_i64().unwrap();
        for socket in [&mut by_query, &mut by_header, &mut by_cookie] {
            let got = ws_until(socket, seq).await;
            assert_eq!(got.len(), 1, "{got:?}");
            let message: Value = serde_json::from_str(&got[0]).unwrap();
            assert_eq!(message["type"], "entry");
            assert_eq!(message["entry"], roll.json);
        }
        // `after` replays what the client missed.
        let mut replay = ws_connect(&s, &p.game, WsAuth::Query(&p.alice.token), Some(0))
            .await
            .unwrap();
        let got = ws_until(&mut replay, seq).await;
        let seqs: Vec<i64> = got
            .iter()
            .map(|t| {
                serde_json::from_str::<Value>(t).unwrap()["entry"]["seq"]
                    .as_i64()
                    .unwrap()
            })
            .collect();
        assert_eq!(seqs, (1..=seq).collect::<Vec<_>>());
        for socket in [by_query, by_header, by_cookie, replay] {
            ws_close(socket).await;
        }
    })
    .await;
}

/// A game made before fair mode v2 still reveals its Keeper's seed, and the answer
/// warns that it exposes every hidden roll.
#[tokio::test]
async fn a_v1_game_reveals_its_seed_with_a_warning() {
    let dir = crate::common::TempDir::new();
    let url = format!("sqlite:{}", dir.0.join("table.db").display());
    let (game, token) = {
        let table = keeper_table::Table::open(&url).await.unwrap();
        let new = keeper_table::NewGame::new("Masks", "coc7", "Kay").fair_v1();
        let (game, keeper, token) = table.create_game(new).await.unwrap();
        let order = keeper_table::RollOrder::expression("1d100", keeper_table::Visibility::Keeper);
        table.roll(&keeper, order).await.unwrap();
        table.end_game(&keeper).await.unwrap();
        (game.id, token)
    };
    let s = Server::start(&url).await;
    let path = format!("/api/v1/games/{game}/reveal-seed");
    let seeded = s.post_empty(&path, Some(&token)).await;
    let seeded = seeded.expect(200);
    assert_eq!(seeded["fair_version"], 1);
    assert_eq!(seeded["keeper_seed"].as_str().unwrap().len(), 64);
    let warning = seeded["warning"].as_str().unwrap();
    assert!(warning.contains("every hidden roll"), "{warning}");
    s.post_empty(&path, Some(&token))
        .await
        .expect_error(400, "bad_field");
    let anyone = s.get(&format!("/api/v1/games/{game}/verify"), None).await;
    assert_eq!(anyone.expect(200)["ok"], true);
}
