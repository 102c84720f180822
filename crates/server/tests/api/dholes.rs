//! An investigator from Dhole's House at the table: imported from the new character
//! page (the rules read the export), and downloaded again from its sheet.

use reqwest::Method;
use serde_json::json;

use crate::common::{Server, for_each_backend, party};

#[tokio::test]
async fn an_investigator_comes_from_dholes_house_and_goes_back() {
    for_each_backend(|s: Server| async move {
        let p = party(&s, "coc7").await;
        let dholes = json!({"Investigator": {"PersonalDetails": {"Name": "Ada", "Occupation": "Professor"},
            "Characteristics": {"STR": "40", "DEX": "50", "INT": "70", "CON": "50", "APP": "60", "POW": "60",
                "SIZ": "50", "EDU": "80", "Luck": "55", "Sanity": "60", "HitPts": "10", "MagicPts": "12"},
            "Skills": {"Skill": {"name": "Language (Other)", "subskill": "Latin", "occupation": "true",
                "value": "60", "half": "30", "fifth": "12"}},
            "Backstory": null, "Possessions": null}});
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        let post = |text: String| {
            let (http, url, origin, token) = (
                http.clone(),
                s.url(&format!("/games/{}/characters/new", p.game)),
                s.url(""),
                p.alice.token.clone(),
            );
            async move {
                http.post(url)
                    .header("origin", origin)
                    .bearer_auth(token)
                    .form(&[("dholes", text)])
                    .send()
                    .await
                    .unwrap()
            }
        };
        // Not JSON: the page says so, and nothing is made.
        let bad = post("{not json".into()).await;
        assert_eq!(bad.status().as_u16(), 422);
        assert!(bad.text().await.unwrap().contains("Dhole"));
        let made = post(dholes.to_string()).await;
        assert_eq!(made.status().as_u16(), 303, "{}", made.text().await.unwrap());
        let to = made.headers()["location"].to_str().unwrap().to_owned();
        let id = to.rsplit('/').next().unwrap().to_owned();
        let sheet = s
            .get(&p.path(&format!("/characters/{id}")), Some(&p.alice.token))
            .await
            .expect(200)
            .clone();
        assert_eq!(sheet["name"], "Ada");
        assert_eq!(sheet["owner"], json!(p.alice.id));
        assert_eq!(sheet["derived"]["luck"], 55, "{sheet}");
        // Back out, as Dhole's House reads it.
        let back = s
            .send(
                s.request(Method::GET, &format!("{to}/dholes.json"))
                    .bearer_auth(&p.alice.token),
            )
            .await;
        assert_eq!(back.status, 200, "{}", back.text);
        assert_eq!(back.json["Investigator"]["PersonalDetails"]["Name"], "Ada", "{}", back.text);
    })
    .await;
}
