//! The catalogue behind every text: the page's language, labels read in the reader's
//! language, and the script's texts all coming from the catalogue with their plurals.

use axum::http::HeaderMap;
use keeper_table::{RollOrder, Visibility};
use serde_json::json;

use crate::helpers::start;

#[tokio::test]
async fn the_language_follows_the_member_then_the_browser() {
    let s = start().await;
    let (keeper, _, _) = s.game("coc7").await;
    let mut headers = HeaderMap::new();
    assert_eq!(keeper_server::pages::lang(&headers, None), "en");
    headers.insert(
        "accept-language",
        "de-DE, ru;q=0.8, en;q=0.5".parse().unwrap(),
    );
    assert_eq!(keeper_server::pages::lang(&headers, None), "ru");
    headers.insert("accept-language", "pt-PT".parse().unwrap());
    assert_eq!(keeper_server::pages::lang(&headers, None), "pt-BR");
    headers.insert("accept-language", "el;q=0, fr".parse().unwrap());
    assert_eq!(keeper_server::pages::lang(&headers, None), "en");
    s.table
        .set_language(&keeper.member, Some("el"))
        .await
        .unwrap();
    let member = s
        .table
        .authenticate(&keeper.game, &keeper.token)
        .await
        .unwrap();
    assert_eq!(keeper_server::pages::lang(&headers, Some(&member)), "el");
}

/// A roll's label naming a skill or characteristic in one language reads in another.
#[tokio::test]
async fn a_label_in_the_rollers_language_reads_in_the_readers() {
    let s = start().await;
    let (keeper, player, _) = s.game("coc7").await;
    let g = keeper.game.clone();
    s.investigator(&player, "Brian").await;
    s.table
        .set_language(&keeper.member, Some("el"))
        .await
        .unwrap();
    // The ask form offers a Greek Keeper the Greek names.
    let (_, html) = s.get(&format!("/games/{g}/keeper"), Some(&keeper)).await;
    assert!(
        html.contains("Εντοπισμός (Spot Hidden)"),
        "the ask form's skills"
    );
    for (label, english) in [
        ("Εντοπισμός", "Spot Hidden"),
        ("Δύναμη (Strength)", "Strength"),
    ] {
        let mut order = RollOrder::expression("1d100", Visibility::Public);
        order.label = Some(label.into());
        let e = s.table.roll(&keeper.member, order).await.unwrap();
        let (_, fragment) = s
            .get(&format!("/games/{g}/entries/{}", e.seq), Some(&player))
            .await;
        assert!(
            fragment.contains(&format!("<span class=\"roll-label\">{english}</span>")),
            "{label}: {fragment}"
        );
    }
}

/// Every `web-…` id the pages and the script use is in the catalogue.
#[test]
fn every_text_is_in_the_catalogue() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut sources = vec![std::fs::read_to_string(format!("{dir}/pages.rs")).unwrap()];
    for e in std::fs::read_dir(format!("{dir}/pages")).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_some_and(|x| x == "rs") {
            sources.push(std::fs::read_to_string(path).unwrap());
        }
    }
    let assets = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    for e in std::fs::read_dir(assets).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_some_and(|x| x == "js") {
            sources.push(std::fs::read_to_string(path).unwrap());
        }
    }
    let catalogue = keeper_i18n::Catalogue::global();
    let mut seen = 0;
    for source in &sources {
        for (i, _) in source.match_indices("\"web-") {
            let id: String = source[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            if id.ends_with('-') {
                continue; // a prefix the script completes
            }
            seen += 1;
            assert!(catalogue.has(&id), "{id} is not in web.ftl");
        }
    }
    assert!(seen > 100);
}

/// The page scripts write no words of their own: every text they show comes from the
/// catalogue (`t`, `text`), so a string literal is an identifier, a class, a method or
/// a path, never prose (two words, or a word such as "Copied").
#[test]
fn the_scripts_write_no_words_of_their_own() {
    let assets = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    let mut prose = Vec::new();
    let mut literals = 0;
    for e in std::fs::read_dir(assets).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_none_or(|x| x != "js") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        for (n, line) in source.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") || code.starts_with('*') || code.starts_with("/*") {
                continue;
            }
            let mut rest = line;
            while let Some(open) = rest.find(['"', '\'', '`']) {
                let quote = rest[open..].chars().next().unwrap();
                let body = &rest[open + 1..];
                let Some(close) = body.find(quote) else { break };
                let literal = &body[..close];
                rest = &body[close + 1..];
                literals += 1;
                let words: Vec<&str> = literal
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|w| w.len() >= 2)
                    .collect();
                // Two words side by side ("Roll the dice"); a selector's
                // `select, textarea` is not.
                let spaced = literal.match_indices(' ').any(|(at, _)| {
                    let before = literal[..at]
                        .chars()
                        .rev()
                        .take_while(char::is_ascii_alphabetic);
                    let after = literal[at + 1..]
                        .chars()
                        .take_while(char::is_ascii_alphabetic);
                    before.count() >= 2 && after.count() >= 2
                });
                let capital = words.len() == 1
                    && literal == words[0]
                    && words[0].starts_with(|c: char| c.is_ascii_uppercase())
                    && words[0][1..].chars().all(|c| c.is_ascii_lowercase());
                if spaced || capital {
                    let file = path.file_name().unwrap().to_string_lossy();
                    prose.push(format!("{file}:{}: {literal:?}", n + 1));
                }
            }
        }
    }
    assert!(literals > 100, "the scripts were read");
    assert!(
        prose.is_empty(),
        "words in the scripts:\n{}",
        prose.join("\n")
    );
}

/// The script's texts with a count are formatted by the catalogue with the number, so
/// each language's plural forms hold (Russian one/few/many, Portuguese's 0 and 1).
#[tokio::test]
async fn the_scripts_texts_get_their_plural_forms() {
    let s = start().await;
    let texts = |lang: &str, lost: i64| {
        json!({"lang": lang, "texts": [
            ["web-keeper-sanity-done", {"name": "Brian", "lost": lost, "san": 40}],
            ["web-js-odds-level", {"level": "hard", "percent": "12%"}],
        ]})
    };
    for (lang, lost, words) in [
        ("en", 2, "Brian loses 2 Sanity: SAN is now 40."),
        ("ru", 1, "1 очко Рассудка"),
        ("ru", 3, "3 очка Рассудка"),
        ("ru", 5, "5 очков Рассудка"),
        ("ru", 21, "21 очко Рассудка"),
        ("el", 1, "1 πόντου"),
        ("el", 4, "4 πόντων"),
        ("pt-BR", 0, "0 pontos"),
        ("pt-BR", 1, "1 ponto de"),
        ("pt-BR", 2, "2 pontos"),
    ] {
        let res = s
            .http
            .post(format!("{}/texts", s.base))
            .header("content-type", "application/json")
            .body(texts(lang, lost).to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        let answer: Vec<String> = serde_json::from_str(&res.text().await.unwrap()).unwrap();
        assert!(answer[0].contains(words), "{lang} {lost}: {answer:?}");
        // A success level is named by the server from its code.
        assert!(!answer[1].contains("hard"), "{lang}: {answer:?}");
    }
    let res = s
        .http
        .post(format!("{}/texts", s.base))
        .header("content-type", "application/json")
        .body(json!({"lang": "en", "texts": [["web-site-name", {}]]}).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400, "only the script's own texts");
}

/// Every text the page script names is one it can show: carried by the page
/// (`body[data-i18n]`) or formatted by `POST /texts`.
#[tokio::test]
async fn every_text_of_the_script_is_carried_or_formatted() {
    let s = start().await;
    let (keeper, _, _) = s.game("coc7").await;
    let (status, html) = s
        .get(&format!("/games/{}", keeper.game), Some(&keeper))
        .await;
    assert_eq!(status, 200);
    let assets = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    let mut ids = std::collections::BTreeSet::new();
    for e in std::fs::read_dir(assets).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_some_and(|x| x == "js") {
            let source = std::fs::read_to_string(path).unwrap();
            for (i, _) in source.match_indices("\"web-") {
                let id: String = source[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                ids.insert(id);
            }
        }
    }
    assert!(ids.len() > 20, "{ids:?}");
    for id in ids {
        if html.contains(&format!("&quot;{id}&quot;")) {
            continue;
        }
        let res = s
            .http
            .post(format!("{}/texts", s.base))
            .header("content-type", "application/json")
            .body(json!({"lang": "en", "texts": [[id, {}]]}).to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(
            res.status(),
            200,
            "{id} is neither on the page nor in /texts"
        );
    }
}
