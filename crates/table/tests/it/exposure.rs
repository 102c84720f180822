//! A repeated exposure in a fight (coc7 H8): fire or drowning, declared once by the
//! Keeper, dealt again by the rules at the end of every round until it is ended.

use keeper_table::{Exposure, Visibility};
use serde_json::{Value, json};

use crate::common::{body, expect_code, for_each_backend, party};
use crate::fights::{brian_and_ghoul, hp, joining};

fn fire(damage: &str) -> Option<Exposure> {
    Some(Exposure {
        label: "fire".into(),
        damage: damage.into(),
    })
}

#[tokio::test]
async fn an_exposure_deals_its_damage_at_the_end_of_every_round_until_it_ends() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "coc7").await;
        let (brian, ghoul) = brian_and_ghoul(t, &p).await;
        expect_code(
            t.expose(&p.keeper, &brian, fire("minor")).await,
            "not_found",
        );
        t.start_fight(&p.keeper, joining(&[&brian, &ghoul]))
            .await
            .unwrap();
        expect_code(t.expose(&p.alice, &brian, fire("minor")).await, "forbidden");
        // A damage the rules do not read, or no label, is refused before it stands.
        expect_code(
            t.expose(&p.keeper, &brian, fire("banana")).await,
            "rejected",
        );
        let unnamed = Some(Exposure {
            label: String::new(),
            damage: "1D3".into(),
        });
        expect_code(t.expose(&p.keeper, &brian, unnamed).await, "bad_field");
        expect_code(t.expose(&p.keeper, &brian, None).await, "bad_field");
        let set = t.expose(&p.keeper, &brian, fire("minor")).await.unwrap();
        let sb = body(&set);
        assert_eq!(
            (
                sb["event"].clone(),
                sb["label"].clone(),
                sb["damage"].clone()
            ),
            (json!("exposed"), json!("fire"), json!("minor"))
        );
        // The ghoul's exposure is the Keeper's to read.
        t.expose(&p.keeper, &ghoul, fire("1D6")).await.unwrap();
        let before = hp(&t.character(&p.alice, &brian).await.unwrap());
        // Brian (DEX 80) then the ghoul: the round ends, the fire burns (1D3, H8).
        t.next_turn(&p.alice).await.unwrap();
        let round = t.next_turn(&p.keeper).await.unwrap();
        let rb = body(&round);
        assert_eq!(rb["round"], 2);
        let exposed = rb["exposed"].as_array().expect("Brian's exposure").clone();
        assert_eq!(exposed.len(), 1, "{rb}");
        assert_eq!(
            (exposed[0]["character"].clone(), exposed[0]["label"].clone()),
            (json!(brian), json!("fire"))
        );
        let lost = exposed[0]["events"][0]["amount"].as_i64().unwrap();
        assert!((1..=3).contains(&lost), "{rb}");
        let step = &rb["steps"][0]["request"];
        assert_eq!(
            (step["action"].clone(), step["severity"].clone()),
            (json!("damage"), json!("minor"))
        );
        assert_eq!(
            hp(&t.character(&p.alice, &brian).await.unwrap()),
            before - lost
        );
        // The ghoul's burns in the Keeper's entry just before, which Alice cannot read.
        let hidden = t
            .log(p.id(), p.keeper.viewer(), round.seq - 2, 1)
            .await
            .unwrap()
            .remove(0);
        assert_eq!(hidden.visibility, Visibility::Keeper);
        let hb = hidden.body.unwrap();
        assert_eq!(hb["exposed"][0]["character"], json!(ghoul), "{hb}");
        assert_eq!(hb["steps"][0]["request"]["expr"], "1D6");
        // Ended, it burns no more.
        let ended = t.expose(&p.keeper, &brian, None).await.unwrap();
        assert_eq!(body(&ended)["event"], "exposure_ended");
        t.expose(&p.keeper, &ghoul, None).await.unwrap();
        t.next_turn(&p.alice).await.unwrap();
        let quiet = t.next_turn(&p.keeper).await.unwrap();
        assert_eq!(body(&quiet).get("exposed"), None::<&Value>);
    })
    .await;
}

#[tokio::test]
async fn exposure_is_a_seventh_edition_rule() {
    for_each_backend(|db| async move {
        let t = &db.table;
        let p = party(t, "classic").await;
        expect_code(
            t.expose(&p.keeper, "anyone", fire("1D6")).await,
            "bad_field",
        );
    })
    .await;
}
