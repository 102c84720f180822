//! `POST /api/v1/odds` with an `expr` that is a BCDice command of the game's system.

use serde_json::json;

use crate::common::for_each_backend;

#[tokio::test]
async fn bcdice_commands_get_odds_by_system() {
    for_each_backend(|s| async move {
        // 7th edition: the same odds as the coc7 check with value 50.
        let bcdice = s.odds(json!({"expr": "CC<=50", "system": "coc7"})).await;
        let check = s
            .odds(json!({"request": {"system": "coc7", "action": "check", "value": 50}}))
            .await;
        assert_eq!(bcdice["success"], "1/2");
        assert_eq!(bcdice["success"], check["success"]);
        for level in [
            "critical", "extreme", "hard", "regular", "failure", "fumble",
        ] {
            assert_eq!(bcdice["levels"][level], check["levels"][level], "{level}");
        }
        // 6th edition, with the BCDice level words.
        let classic = s
            .odds(json!({"expr": " CCB<=45 ", "system": "classic"}))
            .await;
        assert_eq!(classic["success"], "9/20");
        assert_eq!(classic["levels"]["critical_special"], "1/20");
        // Dice notation stays dice notation.
        let dice = s.odds(json!({"expr": "2d6", "system": "coc7"})).await;
        assert_eq!(dice["mean"], "7");
        // Too many possible rolls: no odds, not an error.
        let big = s
            .odds(json!({"expr": "CC(20)<=50", "system": "coc7"}))
            .await;
        assert!(big.is_null());
        // Without a system with BCDice commands, still a dice error; a command BCDice
        // does not know is its error, as a roll answers.
        for (body, code) in [
            (json!({"expr": "CC<=50"}), "bad_expression"),
            (
                json!({"expr": "CC<=50", "system": "chthonian"}),
                "bad_expression",
            ),
            (json!({"expr": "XYZ", "system": "coc7"}), "unknown_command"),
            (json!({"expr": "2d6+", "system": "coc7"}), "bad_expression"),
        ] {
            s.post("/api/v1/odds", None, body)
                .await
                .expect_error(422, code);
        }
    })
    .await;
}
