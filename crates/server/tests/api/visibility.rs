//! Hidden results never reach a member who may not see them: not in a page, an API
//! answer, a WebSocket message, an error, or a count.
//!
//! For each visibility, Alice (a player) makes hidden things with distinctive contents:
//! a roll of physical dice whose faces and total are unusual numbers, a Sanity roll
//! applied to her character, an answer to the Keeper's roll request with an unusual
//! face, and an event on her character with a distinctive note. Then every role reads
//! every roll-related endpoint; each status must be the one in the table, and nothing
//! distinctive may appear in any answer or message to a role not entitled to it, while
//! it must appear for those who are (so the search would find a leak).

use keeper_table::fair::{self, Seed};
use serde_json::{Value, json};

use crate::common::{
    As, EVERYONE, Party, Reply, Server, Socket, WsAuth, ada_sheet, for_each_backend, party,
    ws_close, ws_connect, ws_until,
};

const ROLL_LABEL: &str = "Whispers beyond Yuggoth";
const SANITY_LABEL: &str = "Reading the Pnakotic Manuscripts";
const NOTE: &str = "Bitten by a ghoul under Arkham";
/// The physical faces of the hidden roll of `1d1000000+1d1000000`, and their total.
const FACES: [i64; 2] = [987_654, 876_543];
const TOTAL: i64 = 1_864_197;
/// The physical face of the hidden answer to a request for `1d1000000`.
const ANSWER_FACE: i64 = 765_432;

/// The reads whose statuses the table gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Read {
    Log,
    /// `log/{seq}` of each hidden entry.
    Entry,
    /// The snippet of each hidden roll.
    Snippet,
    Export,
    Verify,
    Character,
    Characters,
    Requests,
    Ws,
}

use As::{Anon, Keeper, Observer, Other, Player};
use keeper_table::Visibility::{self, Keeper as Blind, Private, Public};

/// The status each role gets: [Keeper, the player who rolled, another player, an
/// observer, no token].
const MATRIX: &[(Visibility, Read, [u16; 5])] = &[
    (Public, Read::Log, [200, 200, 200, 200, 401]),
    (Public, Read::Entry, [200, 200, 200, 200, 200]),
    (Public, Read::Snippet, [200, 200, 200, 200, 200]),
    (Public, Read::Export, [200, 200, 200, 200, 200]),
    (Public, Read::Verify, [200, 200, 200, 200, 200]),
    (Public, Read::Character, [200, 200, 200, 200, 401]),
    (Public, Read::Characters, [200, 200, 200, 200, 401]),
    (Public, Read::Requests, [200, 200, 200, 200, 401]),
    (Public, Read::Ws, [101, 101, 101, 101, 401]),
    (Blind, Read::Log, [200, 200, 200, 200, 401]),
    (Blind, Read::Entry, [200, 200, 200, 200, 404]),
    (Blind, Read::Snippet, [404, 404, 404, 404, 404]),
    (Blind, Read::Export, [200, 200, 200, 200, 200]),
    (Blind, Read::Verify, [200, 200, 200, 200, 200]),
    (Blind, Read::Character, [200, 200, 200, 200, 401]),
    (Blind, Read::Characters, [200, 200, 200, 200, 401]),
    (Blind, Read::Requests, [200, 200, 200, 200, 401]),
    (Blind, Read::Ws, [101, 101, 101, 101, 401]),
    (Private, Read::Log, [200, 200, 200, 200, 401]),
    (Private, Read::Entry, [200, 200, 404, 404, 404]),
    (Private, Read::Snippet, [404, 404, 404, 404, 404]),
    (Private, Read::Export, [200, 200, 200, 200, 200]),
    (Private, Read::Verify, [200, 200, 200, 200, 200]),
    (Private, Read::Character, [200, 200, 200, 200, 401]),
    (Private, Read::Characters, [200, 200, 200, 200, 401]),
    (Private, Read::Requests, [200, 200, 200, 200, 401]),
    (Private, Read::Ws, [101, 101, 101, 101, 401]),
];

/// Who may read a hidden thing Alice made with `visibility`.
fn entitled(visibility: Visibility, who: As) -> bool {
    match visibility {
        Public => true,
        Blind => who == Keeper,
        Private => matches!(who, Keeper | Player),
        // No roll is whispered: whispers are posts, see `whispers`.
        Visibility::Whisper => matches!(who, Keeper | Player),
    }
}

/// Whether `who` may know that such an entry exists at all.
fn knows_of(visibility: Visibility, who: As) -> bool {
    match visibility {
        Private => entitled(visibility, who),
        _ => who != Anon || visibility == Public,
    }
}

fn expected(visibility: Visibility, read: Read, who: As) -> u16 {
    let row = MATRIX
        .iter()
        .find(|(v, r, _)| *v == visibility && *r == read)
        .unwrap_or_else(|| panic!("no row for {visibility:?} {read:?}"));
    row.2[EVERYONE.iter().position(|&w| w == who).unwrap()]
}

/// `needle` in `hay` as a number of its own, not inside a longer number or a hex string.
fn has_number(hay: &str, needle: i64) -> bool {
    let needle = needle.to_string();
    let bytes = hay.as_bytes();
    hay.match_indices(&needle).any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + needle.len()).copied();
        !before.is_some_and(|c| c.is_ascii_hexdigit())
            && !after.is_some_and(|c| c.is_ascii_hexdigit())
    })
}

/// What Alice made, and what the Keeper sees of it.
struct Hidden {
    p: Party,
    character: String,
    /// The roll of physical dice, the Sanity roll, the answer, the events.
    roll: i64,
    sanity: i64,
    answer: i64,
    events: i64,
    /// The public request the answer answers, and the last entry (public).
    request: String,
    sentinel: i64,
    /// The hidden rolls' nonces, from the Keeper's view (none for public rolls).
    nonces: Vec<String>,
}

impl Hidden {
    /// The strings that betray the hidden contents.
    fn secrets(&self) -> Vec<String> {
        let mut s = vec![
            ROLL_LABEL.to_owned(),
            SANITY_LABEL.to_owned(),
            NOTE.to_owned(),
        ];
        s.extend(self.nonces.iter().cloned());
        s
    }

    fn numbers() -> [i64; 4] {
        [FACES[0], FACES[1], TOTAL, ANSWER_FACE]
    }

    /// Every hidden seq.
    fn seqs(&self) -> [i64; 4] {
        [self.roll, self.sanity, self.answer, self.events]
    }
}

/// The texts one role received.
#[derive(Default)]
struct Seen {
    texts: Vec<(String, String)>,
}

impl Seen {
    fn add(&mut self, r: &Reply) {
        self.texts.push((r.what.clone(), r.text.clone()));
    }

    fn add_text(&mut self, what: &str, text: &str) {
        self.texts.push((what.to_owned(), text.to_owned()));
    }

    /// Where any of the hidden contents shows, if anywhere.
    fn leaks(&self, h: &Hidden) -> Vec<String> {
        let mut found = Vec::new();
        for (what, text) in &self.texts {
            for secret in h.secrets() {
                if text.contains(&secret) {
                    found.push(format!("{what}: {secret:?}"));
                }
            }
            for n in Hidden::numbers() {
                if has_number(text, n) {
                    found.push(format!("{what}: {n}"));
                }
            }
        }
        found
    }
}

fn seen_index(who: As) -> usize {
    EVERYONE.iter().position(|&w| w == who).unwrap()
}

/// Alice makes the hidden things with `visibility`, every socket listening.
async fn make(
    s: &Server,
    visibility: Visibility,
    seen: &mut [Seen; 5],
) -> (Hidden, Vec<Option<Socket>>) {
    let p = party(s, "coc7").await;
    let v = visibility.as_str();
    let alice = Some(p.alice.token.as_str());
    let keeper = Some(p.keeper.token.as_str());
    let character = s
        .post(&p.path("/characters"), alice, json!({"sheet": ada_sheet()}))
        .await
        .expect(201)["id"]
        .as_str()
        .unwrap()
        .to_owned();

    // Every member listens, each with the token another way; no token is refused.
    let mut sockets = Vec::new();
    for who in EVERYONE {
        let auth = match who {
            Keeper => WsAuth::Bearer(&p.keeper.token),
            Player => WsAuth::Query(&p.alice.token),
            Other => WsAuth::Cookie(&p.bob.token),
            Observer => WsAuth::Query(&p.olga.token),
            Anon => WsAuth::None,
        };
        match ws_connect(s, &p.game, auth, None).await {
            Ok(socket) => {
                assert_eq!(expected(visibility, Read::Ws, who), 101, "{who:?}");
                sockets.push(Some(socket));
            }
            Err((status, body)) => {
                assert_eq!(
                    expected(visibility, Read::Ws, who),
                    status,
                    "{who:?}: {body}"
                );
                seen[seen_index(who)].add_text("ws refusal", &body);
                sockets.push(None);
            }
        }
    }

    let record = |seen: &mut [Seen; 5], who: As, r: &Reply| seen[seen_index(who)].add(r);
    let roll = s
        .post(
            &p.path("/rolls"),
            alice,
            json!({"expr": "1d1000000+1d1000000", "dice": FACES, "visibility": v, "label": ROLL_LABEL}),
        )
        .await;
    roll.expect(201);
    record(seen, Player, &roll);
    let sanity = s
        .post(
            &p.path("/rolls"),
            alice,
            json!({"request": {"action": "sanity", "san": 60, "int": 70, "loss": "1/1D6"},
                   "character": character, "apply": true, "dice": [9, 5, 4],
                   "visibility": v, "label": SANITY_LABEL}),
        )
        .await;
    sanity.expect(201);
    record(seen, Player, &sanity);
    let asked = s
        .post(
            &p.path("/requests"),
            keeper,
            json!({"to": p.alice.id, "expr": "1d1000000", "visibility": v}),
        )
        .await;
    let request = asked.expect(201)["id"].as_str().unwrap().to_owned();
    record(seen, Keeper, &asked);
    let answer = s
        .post(
            &p.path(&format!("/requests/{request}/answer")),
            alice,
            json!({"dice": [ANSWER_FACE]}),
        )
        .await;
    answer.expect(201);
    record(seen, Player, &answer);
    let events = s
        .post(
            &p.path(&format!("/characters/{character}/events")),
            alice,
            json!({"events": [{"event": "damaged", "amount": 3, "note": NOTE}], "visibility": v}),
        )
        .await;
    events.expect(201);
    record(seen, Player, &events);
    // What Alice was answered follows what she may see.
    for r in [&roll, &sanity, &answer] {
        assert_eq!(
            r.json["body"].is_object(),
            entitled(visibility, Player),
            "{v}: {}",
            r.text
        );
    }
    assert_eq!(
        events.json["derived"]["hp"],
        if entitled(visibility, Player) { 7 } else { 10 },
        "{v}: {}",
        events.text
    );
    let sentinel = s
        .post(
            &p.path("/rolls"),
            keeper,
            json!({"expr": "1d6", "label": "sentinel"}),
        )
        .await
        .expect(201)["seq"]
        .as_i64()
        .unwrap();

    let seq = |r: &Reply| r.json["seq"].as_i64().unwrap();
    let (roll, sanity, answer) = (seq(&roll), seq(&sanity), seq(&answer));
    // The Keeper reads everything: the nonces of the hidden rolls, and of the events.
    let log = s.get(&p.path("/log"), keeper).await;
    let entries = log.expect(200)["entries"].as_array().unwrap().clone();
    record(seen, Keeper, &log);
    let events = entries
        .iter()
        .find(|e| e["kind"] == "character_events")
        .expect("the events' entry")["seq"]
        .as_i64()
        .unwrap();
    let mut nonces = Vec::new();
    for e in &entries {
        let hidden = e["visibility"] != "public";
        let nonce = e["body"].get("nonce").and_then(Value::as_str);
        if hidden {
            // A hidden body carries a secret nonce, so its hash in the chain cannot be
            // matched against guesses.
            let nonce = nonce.unwrap_or_else(|| panic!("a hidden entry without a nonce: {e}"));
            assert_eq!(nonce.len(), 32, "{e}");
            nonces.push(nonce.to_owned());
        } else {
            assert!(nonce.is_none(), "{e}");
        }
    }
    assert_eq!(nonces.len(), if visibility == Public { 0 } else { 4 });
    let hidden = Hidden {
        p,
        character,
        roll,
        sanity,
        answer,
        events,
        request,
        sentinel,
        nonces,
    };
    (hidden, sockets)
}

/// Every read, by every role, checked against the table and for what it shows.
async fn read_all(
    s: &Server,
    h: &Hidden,
    visibility: Visibility,
    seen: &mut [Seen; 5],
    sockets: Vec<Option<Socket>>,
) {
    let p = &h.p;
    let check = |read: Read, who: As, r: &Reply| {
        assert_eq!(
            r.status,
            expected(visibility, read, who),
            "{visibility:?} {read:?} as {who:?}: {} {}",
            r.what,
            r.text
        );
    };
    for (who, socket) in EVERYONE.into_iter().zip(sockets) {
        let token = p.token(who);
        let may = entitled(visibility, who);
        let i = seen_index(who);

        let log = s.get(&p.path("/log"), token).await;
        check(Read::Log, who, &log);
        seen[i].add(&log);
        if log.status == 200 {
            let entries = log.json["entries"].as_array().unwrap();
            for seq in h.seqs() {
                let e = entries.iter().find(|e| e["seq"] == seq);
                assert_eq!(
                    e.is_some(),
                    knows_of(visibility, who),
                    "{visibility:?} {who:?} {seq}"
                );
                if let Some(e) = e {
                    assert_eq!(e["body"].is_object(), may, "{e}");
                }
            }
            // The count gives nothing more away: the page holds exactly what the member
            // may know of.
            let unknown = if knows_of(visibility, who) {
                0
            } else {
                h.seqs().len() as i64
            };
            assert_eq!(entries.len() as i64, h.sentinel - unknown, "{who:?}");
        }

        for seq in h.seqs() {
            let entry = s.get(&p.path(&format!("/log/{seq}")), token).await;
            check(Read::Entry, who, &entry);
            seen[i].add(&entry);
            if entry.status == 200 {
                assert_eq!(entry.json["body"].is_object(), may, "{}", entry.text);
            }
        }
        for seq in [h.roll, h.sanity, h.answer] {
            let snippet = s
                .get(&p.path(&format!("/rolls/{seq}/snippet")), token)
                .await;
            check(Read::Snippet, who, &snippet);
            seen[i].add(&snippet);
        }

        let export = s.get(&p.path("/export"), token).await;
        check(Read::Export, who, &export);
        seen[i].add(&export);
        let entries = export.json["entries"].as_array().unwrap();
        // The chain is the same for everyone; only readable bodies come with it.
        assert_eq!(entries.len() as i64, h.sentinel);
        for seq in h.seqs() {
            let e = &entries[(seq - 1) as usize];
            assert_eq!(e["seq"], seq);
            assert_eq!(e.get("body").is_some(), may, "{visibility:?} {who:?} {e}");
        }
        let verify = s.get(&p.path("/verify"), token).await;
        check(Read::Verify, who, &verify);
        seen[i].add(&verify);
        assert_eq!(verify.json["ok"], true, "{}", verify.text);
        assert_eq!(verify.json["entries"], h.sentinel);

        let character = s
            .get(&p.path(&format!("/characters/{}", h.character)), token)
            .await;
        check(Read::Character, who, &character);
        seen[i].add(&character);
        let characters = s.get(&p.path("/characters"), token).await;
        check(Read::Characters, who, &characters);
        seen[i].add(&characters);
        if character.status == 200 {
            let c = &character.json;
            assert_eq!(&characters.json[0], c);
            assert_eq!(
                c["derived"]["san"],
                if may { 56 } else { 60 },
                "{who:?} {c}"
            );
            assert_eq!(c["derived"]["hp"], if may { 7 } else { 10 }, "{who:?} {c}");
            let events = c["sheet"].get("events").cloned().unwrap_or(json!([]));
            let expected_events = if may {
                json!([{"event": "sanity_lost", "amount": 4}, {"event": "damaged", "amount": 3, "note": NOTE}])
            } else {
                json!([])
            };
            assert_eq!(events, expected_events, "{who:?}");
        }

        let requests = s.get(&p.path("/requests"), token).await;
        check(Read::Requests, who, &requests);
        seen[i].add(&requests);
        if requests.status == 200 {
            let list = requests.json.as_array().unwrap();
            if matches!(who, Keeper | Player) {
                assert_eq!(list.len(), 1);
                assert_eq!(list[0]["id"], h.request.as_str());
                assert_eq!(list[0]["answer_seq"], h.answer);
            } else {
                assert_eq!(list.len(), 0, "{who:?} {}", requests.text);
            }
        }

        // A member's own mail settings hold nothing of the hidden entries either (and
        // anonymous has none).
        let mail = s.get(&p.path("/me/email"), token).await;
        assert_eq!(mail.status, if who == Anon { 401 } else { 200 }, "{who:?}");
        seen[i].add(&mail);

        if let Some(mut socket) = socket {
            let texts = ws_until(&mut socket, h.sentinel).await;
            let got: Vec<Value> = texts
                .iter()
                .map(|t| serde_json::from_str(t).unwrap())
                .collect();
            for seq in h.seqs() {
                let m = got.iter().find(|m| m["entry"]["seq"] == seq);
                assert_eq!(
                    m.is_some(),
                    knows_of(visibility, who),
                    "ws {visibility:?} {who:?} {seq}"
                );
                if let Some(m) = m {
                    assert_eq!(m["entry"]["body"].is_object(), may, "ws {m}");
                }
            }
            for t in &texts {
                seen[i].add_text("ws message", t);
            }
            ws_close(socket).await;
        }
    }
}

/// Revealing: only the Keeper, and only then do the others see.
async fn reveal(s: &Server, h: &Hidden, visibility: Visibility, seen: &mut [Seen; 5]) {
    let p = &h.p;
    // The others try first: refused, and told nothing.
    for who in [Anon, Observer, Other, Player] {
        let r = s
            .post_empty(&p.path(&format!("/rolls/{}/reveal", h.roll)), p.token(who))
            .await;
        if who == Anon {
            r.expect_error(401, "unauthorized");
        } else {
            r.expect_error(403, "forbidden");
        }
        seen[seen_index(who)].add(&r);
    }
    let r = s
        .post_empty(
            &p.path(&format!("/rolls/{}/reveal", h.roll)),
            Some(&p.keeper.token),
        )
        .await;
    if visibility == Public {
        r.expect_error(400, "bad_field");
        return;
    }
    r.expect(201);
    for who in EVERYONE {
        let entry = s
            .get(&p.path(&format!("/log/{}", h.roll)), p.token(who))
            .await;
        let body = &entry.expect(200)["body"];
        assert_eq!(body["label"], ROLL_LABEL);
        assert_eq!(body["steps"][0]["response"]["result"]["total"], TOTAL);
        s.get(&p.path(&format!("/rolls/{}/snippet", h.roll)), p.token(who))
            .await
            .expect(200);
        // The other hidden entries stay as they were.
        let other = s
            .get(&p.path(&format!("/log/{}", h.sanity)), p.token(who))
            .await;
        assert_eq!(other.status, expected(visibility, Read::Entry, who));
        if other.status == 200 {
            assert_eq!(other.json["body"].is_object(), entitled(visibility, who));
        }
        if !entitled(visibility, who) {
            for secret in [SANITY_LABEL, NOTE] {
                assert!(!other.text.contains(secret), "{who:?}: {}", other.text);
            }
        }
    }
}

/// Every 64-hex-digit word of `text`: each is a candidate seed or secret.
fn hex_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_hexdigit())
        .filter(|w| w.len() == 64)
        .map(str::to_owned)
        .collect()
}

/// The revealed-seed case: a seeded hidden roll is never revealed, the game ends, and
/// the Keeper does everything fair mode v2 offers (revealing the Keeper's seed is
/// refused). Nothing hidden shows to those not entitled, and nothing anyone was shown
/// recomputes the unrevealed roll's seed, as fair mode v1 would from the revealed seed.
async fn revealed_seed(s: &Server, h: &Hidden, visibility: Visibility) {
    // What each role is shown from now on; the roll revealed above is public now.
    let mut seen: [Seen; 5] = Default::default();
    let p = &h.p;
    let keeper = Some(p.keeper.token.as_str());
    let v = visibility.as_str();
    let roll = s
        .post(
            &p.path("/rolls"),
            Some(&p.alice.token),
            json!({"expr": "1d1000000+1d1000000", "visibility": v}),
        )
        .await;
    let seq = roll.expect(201)["seq"].as_i64().unwrap();
    let full = s.get(&p.path(&format!("/log/{seq}")), keeper).await;
    let step = full.expect(200)["body"]["steps"][0].clone();
    let seed = step["request"]["seed"].as_u64().unwrap();
    let total = step["response"]["result"]["total"].as_i64().unwrap();
    s.post_empty(&p.path("/end"), keeper).await.expect(200);
    let refused = s.post_empty(&p.path("/reveal-seed"), keeper).await;
    refused.expect_error(400, "bad_field");
    assert!(refused.text.contains("one at a time"), "{}", refused.text);
    for who in EVERYONE {
        let token = p.token(who);
        let i = seen_index(who);
        for path in ["", "/export", "/verify"] {
            let r = s.get(&p.path(path), token).await;
            if !path.is_empty() {
                r.expect(200);
            }
            seen[i].add(&r);
        }
        let log = s.get(&p.path("/log"), token).await;
        seen[i].add(&log);
        let verify = s.get(&p.path("/verify"), token).await;
        assert_eq!(verify.json["ok"], true, "{who:?}: {}", verify.text);
    }
    // Still hidden: everything but the roll revealed above, and the new roll.
    let mut secrets = vec![SANITY_LABEL.to_owned(), NOTE.to_owned()];
    secrets.extend(h.nonces.iter().skip(1).cloned());
    for who in EVERYONE {
        let texts = &seen[seen_index(who)].texts;
        if !entitled(visibility, who) && visibility != Public {
            for (what, text) in texts {
                for secret in &secrets {
                    assert!(
                        !text.contains(secret),
                        "{visibility:?} {who:?} {what}: {secret}"
                    );
                }
                for n in [ANSWER_FACE, total] {
                    assert!(!has_number(text, n), "{visibility:?} {who:?} {what}: {n}");
                }
            }
        }
        if visibility == Public {
            continue;
        }
        // Whatever anyone was shown, taken as a v1 Keeper's seed, a v2 master secret or
        // a step's secret, does not give the unrevealed roll's seed.
        for (what, text) in texts {
            for word in hex_words(text) {
                let candidate = Seed::from_hex(&word).unwrap();
                let secret = fair::hash_from_hex(&word).unwrap();
                assert_ne!(fair::secret_roll_seed(&secret), seed, "{who:?} {what}");
                for counter in 0..8 {
                    assert_ne!(candidate.roll_seed(counter), seed, "{who:?} {what}");
                    assert_ne!(candidate.v2_roll_seed(counter), seed, "{who:?} {what}");
                }
            }
        }
    }
}

#[tokio::test]
async fn hidden_results_reach_only_those_who_may_see_them() {
    for_each_backend(|s: Server| async move {
        for visibility in [Public, Blind, Private] {
            let mut seen: [Seen; 5] = Default::default();
            let (hidden, sockets) = make(&s, visibility, &mut seen).await;
            read_all(&s, &hidden, visibility, &mut seen, sockets).await;
            for who in EVERYONE {
                let leaks = seen[seen_index(who)].leaks(&hidden);
                if entitled(visibility, who) && who != Anon {
                    // The search finds what is there: everything, for those entitled.
                    for secret in hidden.secrets() {
                        assert!(
                            leaks.iter().any(|l| l.ends_with(&format!("{secret:?}"))),
                            "{visibility:?} {who:?} never saw {secret}"
                        );
                    }
                    for n in Hidden::numbers() {
                        assert!(
                            leaks.iter().any(|l| l.ends_with(&format!(": {n}"))),
                            "{visibility:?} {who:?} never saw {n}"
                        );
                    }
                } else if !entitled(visibility, who) {
                    assert!(
                        leaks.is_empty(),
                        "{visibility:?}: {who:?} was shown hidden contents:\n{}",
                        leaks.join("\n")
                    );
                }
            }
            reveal(&s, &hidden, visibility, &mut seen).await;
            for who in EVERYONE {
                if !entitled(visibility, who) {
                    let leaks = seen[seen_index(who)].leaks(&hidden);
                    assert!(leaks.is_empty(), "{visibility:?} {who:?}: {leaks:?}");
                }
            }
            revealed_seed(&s, &hidden, visibility).await;
        }
    })
    .await;
}

#[test]
fn numbers_are_found_only_as_numbers() {
    assert!(has_number("{\"total\":1864197}", TOTAL));
    assert!(has_number("dice [987654, 876543]", 987_654));
    assert!(has_number("= 1864197 (", TOTAL));
    assert!(!has_number("a1864197f", TOTAL));
    assert!(!has_number("\"1864197ab\"", TOTAL));
    assert!(!has_number("18641970", TOTAL));
}
