//! `POST /api/v1/odds` with an `expr` that is a BCDice command of the game's system.

use serde_json::json;

use crate::common::for_each_backend;

#[tokio::test]
async fn bcdice_commands_get_odds_by_system() {
    for_each_backend(|s| async move {
        // 7th edition: the same odds as the coc7 check with value 50.
        let bcdice = s
            .post(
                "/api/v1/odds",
                None,
                json!({"expr": "CC<=50", "system": "coc7"}),
            )
            .await;
        let bcdice = bcdice.expect(200)["odds"].clone();
        let check = s
            .post(
                "/api/v1/odds",
                None,
                json!({"request": {"system": "coc7", "action": "check", "value": 50}}),
            )
            .await;
        let check = check.expect(200)["odds"].clone();
        assert_eq!(bcdice["success"], "1/2");
        assert_eq!(bcdice["success"], check["success"]);
        for level in [
            "critical", "extreme", "hard", "regular", "failure", "fumble",
        ] {
            assert_eq!(bcdice["levels"][level], check["levels"][level], "{level}");
        }
        // 6th edition, with the BCDice level words.
        let classic = s
            .post(
                "/api/v1/odds",
                None,
                json!({"expr": " CCB<=45 ", "system": "classic"}),
            )
            .await;
        let classic = &classic.expect(200)["odds"];
        assert_eq!(classic["success"], "9/20");
        assert_eq!(classic["levels"]["critical_special"], "1/20");
        // Dice notation stays dice notation.
        let dice = s
            .post(
                "/api/v1/odds",
                None,
                json!({"expr": "2d6", "system": "coc7"}),
            )
            .await;
        assert_eq!(dice.expect(200)["odds"]["mean"], "7");
        // Too many possible rolls: no odds, not an error.
        let big = s
            .post(
                "/api/v1/odds",
                None,
                json!({"expr": "CC(20)<=50", "system": "coc7"}),
            )
            .await;
        assert!(big.expect(200)["odds"].is_null());
        // Without a system with BCDice commands, still a dice error; a command BCDice
        // does not know is its error, as a roll answers.
        s.post("/api/v1/odds", None, json!({"expr": "CC<=50"}))
            .await
            .expect_error(422, "bad_expression");
        s.post(
            "/api/v1/odds",
            None,
            json!({"expr": "CC<=50", "system": "chthonian"}),
        )
        .await
        .expect_error(422, "bad_expression");
        s.post(
            "/api/v1/odds",
            None,
            json!({"expr": "XYZ", "system": "coc7"}),
        )
        .await
        .expect_error(422, "unknown_command");
        s.post(
            "/api/v1/odds",
            None,
            json!({"expr": "2d6+", "system": "coc7"}),
        )
        .await
        .expect_error(422, "bad_expression");
    })
    .await;
}
