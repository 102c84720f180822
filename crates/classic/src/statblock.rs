//! A non-player character's stat block as scenarios print it, read line by line.
//!
//! Tolerant of the usual layouts (`STR 16 CON 13` on the 3–18 scale, on one or several
//! lines, `HP: 15`, `Claw 30%, damage 1D6+db`, `Armor: none`, `SAN loss: 0/1D6`); values
//! the block leaves out are derived by the rules (A2, K6). keeper-coc7 has its own
//! reader of the same shape: the two engines share no code, only test vectors.

use keeper_dice::Expression;
use keeper_i18n::{Localize, Message};

use crate::character::{Characteristics, DamageBonus};

/// The largest number a stat block may give anywhere.
const MAX_NUMBER: u32 = 9_999;

/// One attack of a stat block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NpcAttack {
    /// As written: `Fighting`, `Claw`, `Bite`.
    pub name: String,
    /// Its percentage.
    pub value: u32,
    /// Dice notation, the damage bonus kept as the token `DB` (`1D6+DB`).
    pub damage: String,
}

/// A stat block, read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StatBlock {
    /// The first line, trimmed.
    pub name: String,
    /// The characteristics given (`STR`, …), in the order given.
    pub characteristics: Vec<(&'static str, u32)>,
    /// Hit points, given or derived (A2).
    pub hp: Option<u32>,
    /// Magic points, given or derived (A2).
    pub mp: Option<u32>,
    /// Damage bonus as the table writes it (`+1D4`, `0`, `-1D6`), given or derived (K6).
    pub db: Option<String>,
    /// Movement rate, when given.
    pub r#move: Option<u32>,
    /// Armor points (0 for none).
    pub armor: u32,
    /// A rule about armor in words (`firearms do half damage`).
    pub armor_note: Option<String>,
    /// Attacks per round (1 unless given).
    pub attacks_per_round: u32,
    /// The attacks, in the order given.
    pub attacks: Vec<NpcAttack>,
    /// Skills by name (Dodge is a skill), in the order given.
    pub skills: Vec<(String, u32)>,
    /// The Sanity loss to see it (`0/1D6`), when given.
    pub sanity_loss: Option<String>,
}

/// What a line of a stat block should have held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expected {
    /// The text is empty: the first line is the name.
    Name,
    /// A number after a characteristic or value (`STR`, `HP`, `Move`).
    Number(String),
    /// A damage bonus after `DB`.
    DamageBonus,
    /// A characteristic or value name where the line has something else.
    Stat(String),
    /// A number after `Attacks per round`.
    AttacksPerRound,
    /// Armor points, `none` or words after `Armor`.
    Armor,
    /// A Sanity loss `0/1D6`.
    SanityLoss,
    /// A skill or attack: a name, then a value.
    Entry(String),
    /// Dice after `damage`.
    Damage(String),
}

/// An unreadable line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatBlockError {
    /// The line, 1-based.
    pub line: usize,
    /// What it should have held.
    pub expected: Expected,
}

impl Expected {
    /// The expectation in words.
    pub fn message(&self) -> Message {
        match self {
            Expected::Name => Message::new("npc-expected-name"),
            Expected::Number(key) => Message::new("npc-expected-number").text("key", key.clone()),
            Expected::DamageBonus => Message::new("npc-expected-damage-bonus"),
            Expected::Stat(found) => Message::new("npc-expected-stat").text("found", found.clone()),
            Expected::AttacksPerRound => Message::new("npc-expected-attacks-per-round"),
            Expected::Armor => Message::new("npc-expected-armor"),
            Expected::SanityLoss => Message::new("npc-expected-sanity-loss"),
            Expected::Entry(found) => {
                Message::new("npc-expected-entry").text("found", found.clone())
            }
            Expected::Damage(found) => {
                Message::new("npc-expected-damage").text("found", found.clone())
            }
        }
    }
}

impl Localize for StatBlockError {
    fn message(&self) -> Message {
        Message::new("npc-error-line")
            .int("line", self.line as i64)
            .msg("expected", self.expected.message())
    }
}

impl std::fmt::Display for StatBlockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&keeper_i18n::Catalogue::global().format("en", &self.message()))
    }
}

impl std::error::Error for StatBlockError {}

const CHARACTERISTICS: [&str; 8] = ["STR", "CON", "SIZ", "DEX", "INT", "POW", "APP", "EDU"];

/// Reads `text`. Values left out that the rules derive are derived: HP and MP (A2), DB
/// (K6), each when its characteristics are given.
pub fn parse_statblock(text: &str) -> Result<StatBlock, StatBlockError> {
    let mut block = StatBlock {
        attacks_per_round: 1,
        ..StatBlock::default()
    };
    let mut named = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        let fail = |expected| StatBlockError {
            line: i + 1,
            expected,
        };
        if !named {
            block.name = line.to_owned();
            named = true;
            continue;
        }
        read_line(line, &mut block).map_err(fail)?;
    }
    if !named {
        return Err(StatBlockError {
            line: 1,
            expected: Expected::Name,
        });
    }
    let get = |k: &str| {
        block
            .characteristics
            .iter()
            .find(|(n, _)| *n == k)
            .map(|(_, v)| *v)
    };
    // A2 and K6 read only these; the others do not change what is derived.
    let of = |con, siz, pow| Characteristics {
        str: 0,
        con,
        siz,
        int: 0,
        pow,
        dex: 0,
        app: 0,
        edu: 0,
    };
    let n = |k| get(k).map(i64::from);
    if block.hp.is_none()
        && let (Some(con), Some(siz)) = (n("CON"), n("SIZ"))
    {
        block.hp = u32::try_from(of(con, siz, 0).derived().hp).ok(); // A2
    }
    if block.mp.is_none() {
        block.mp = n("POW").and_then(|pow| u32::try_from(of(0, 0, pow).derived().mp).ok()); // A2
    }
    if block.db.is_none()
        && let (Some(s), Some(z)) = (n("STR"), n("SIZ"))
    {
        block.db = Some(DamageBonus::of(s + z).notation()); // K6
    }
    Ok(block)
}

/// `line` starts with `word` (any case) followed by no letter.
fn starts_word<'a>(line: &'a str, word: &str) -> Option<&'a str> {
    let head = line.get(..word.len())?;
    if !head.eq_ignore_ascii_case(word) {
        return None;
    }
    let rest = &line[word.len()..];
    if rest.chars().next().is_some_and(char::is_alphabetic) {
        return None;
    }
    Some(rest)
}

/// `rest` without leading separators (`:`, `-` as a dash, spaces).
fn after_key(rest: &str) -> &str {
    rest.trim_start_matches(|c: char| c.is_whitespace() || c == ':' || c == '=')
}

fn read_line(line: &str, block: &mut StatBlock) -> Result<(), Expected> {
    for key in [
        "Attacks per round",
        "Attacks/round",
        "Attacks per turn",
        "Ataques por rodada",
        "Ataques por turno",
    ] {
        if let Some(rest) = starts_word(line, key) {
            let rest = after_key(rest);
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            block.attacks_per_round = number(&digits).ok_or(Expected::AttacksPerRound)?;
            return Ok(());
        }
    }
    for key in ["Armor", "Armour", "Armadura"] {
        if let Some(rest) = starts_word(line, key) {
            return armor(after_key(rest), block);
        }
    }
    for key in [
        "Sanity loss",
        "SAN loss",
        "Sanity Loss",
        "Perda de Sanidade",
        "Perda de SAN",
    ] {
        if let Some(rest) = starts_word(line, key) {
            let first = after_key(rest).split_whitespace().next().unwrap_or("");
            block.sanity_loss = Some(sanity_loss(first).ok_or(Expected::SanityLoss)?);
            return Ok(());
        }
    }
    // `Move Quietly 40%` is a skill: a stat's name must be followed by its value.
    if let Some((_, rest)) = stat_key(line) {
        let v = after_key(rest);
        if v.starts_with(|c: char| c.is_ascii_digit() || "+-—–".contains(c))
            || starts_word(v, "none").is_some()
        {
            return stats(line, block);
        }
    }
    let mut body = line;
    for header in [
        "Skills",
        "Attacks",
        "Weapons",
        "Combat",
        "Characteristics",
        "Perícias",
        "Ataques",
        "Armas",
        "Combate",
        "Características",
    ] {
        if let Some(rest) = starts_word(line, header) {
            let rest = rest.trim_start();
            if rest.is_empty() || rest == ":" {
                return Ok(());
            }
            if let Some(rest) = rest.strip_prefix(':') {
                body = rest;
            }
        }
    }
    entries(body, block)
}

fn number(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 4 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|n| *n <= MAX_NUMBER)
}

fn armor(rest: &str, block: &mut StatBlock) -> Result<(), Expected> {
    let rest = rest.trim();
    if rest.is_empty() {
        return Err(Expected::Armor);
    }
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let note = if !digits.is_empty() {
        block.armor = number(&digits).ok_or(Expected::Armor)?;
        &rest[digits.len()..]
    } else if let Some(r) = starts_word(rest, "none").or_else(|| starts_word(rest, "nenhuma")) {
        block.armor = 0;
        r
    } else {
        block.armor = 0;
        rest
    };
    let note = note
        .trim_start_matches(|c: char| c.is_whitespace() || ",;.:-—(".contains(c))
        .trim_end_matches(|c: char| c.is_whitespace() || c == ')');
    let note = note.strip_prefix("but ").unwrap_or(note).trim();
    let note = ["points of ", "point of ", "pontos de ", "ponto de "]
        .iter()
        .find_map(|p| note.strip_prefix(p))
        .unwrap_or(note);
    block.armor_note = (!note.is_empty()).then(|| note.to_owned());
    Ok(())
}

fn sanity_loss(text: &str) -> Option<String> {
    let (s, f) = text.split_once('/')?;
    let side = |t: &str| {
        let t = t.to_ascii_uppercase();
        let e = Expression::parse(&t).ok()?;
        (e.repeat() == 1).then_some(t)
    };
    Some(format!("{}/{}", side(s)?, side(f)?))
}

/// The stat a line or token starts with, and the rest after its name.
fn stat_key(text: &str) -> Option<(&'static str, &str)> {
    const KEYS: &[(&str, &str)] = &[
        ("Hit Points", "HP"),
        ("Hit Pts", "HP"),
        ("HP", "HP"),
        ("Magic Points", "MP"),
        ("Magic Pts", "MP"),
        ("MP", "MP"),
        ("Damage Bonus", "DB"),
        ("DB", "DB"),
        ("Movement", "Move"),
        ("Move", "Move"),
        ("MOV", "Move"),
        // Read and left out of the result: an opponent's Luck and Sanity are not rolled.
        ("Luck", "Luck"),
        // 7th edition's Build has no classic rule: read and left out.
        ("Build", "Build"),
        ("SAN", "SAN"),
        ("Sanity", "SAN"),
        // The forum's Portuguese (seed 004): Pontos de Vida, Bônus de Dano…
        ("Pontos de Vida", "HP"),
        ("PV", "HP"),
        ("Pontos de Magia", "MP"),
        ("PM", "MP"),
        ("Bônus de Dano", "DB"),
        ("BD", "DB"),
        ("Movimento", "Move"),
        ("Sorte", "Luck"),
        ("Sanidade", "SAN"),
    ];
    /// The characteristics as the forum abbreviates them: FOR, TAM, POD, DES, APA.
    const PORTUGUESE: [(&str, &str); 5] = [
        ("FOR", "STR"),
        ("TAM", "SIZ"),
        ("POD", "POW"),
        ("DES", "DEX"),
        ("APA", "APP"),
    ];
    for c in CHARACTERISTICS {
        if let Some(rest) = starts_word(text, c) {
            return Some((c, rest));
        }
    }
    for (pt, c) in PORTUGUESE {
        if let Some(rest) = starts_word(text, pt) {
            return Some((c, rest));
        }
    }
    KEYS.iter()
        .find_map(|(k, v)| starts_word(text, k).map(|rest| (*v, rest)))
}

/// A line of `KEY value` pairs: `STR 80 CON 65 SIZ 70`, `HP: 13 DB: +1D4 Build: 1`.
fn stats(line: &str, block: &mut StatBlock) -> Result<(), Expected> {
    let mut rest = line.trim();
    while !rest.is_empty() {
        let Some((key, after)) = stat_key(rest) else {
            let found = rest.split_whitespace().next().unwrap_or(rest);
            return Err(Expected::Stat(found.to_owned()));
        };
        let after = after_key(after);
        let end = after
            .find(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .unwrap_or(after.len());
        let (value, tail) = after.split_at(end);
        let value = value.trim_end_matches('%');
        rest = tail.trim_start_matches(|c: char| c.is_whitespace() || c == ',' || c == ';');
        if value == "—" || value == "-" || value == "–" {
            continue;
        }
        match key {
            "DB" => block.db = Some(damage_bonus_text(value).ok_or(Expected::DamageBonus)?),
            _ => {
                let n = number(value).ok_or_else(|| Expected::Number(key.to_owned()))?;
                match key {
                    "HP" => block.hp = Some(n),
                    "MP" => block.mp = Some(n),
                    "Luck" | "SAN" | "Build" => {}
                    "Move" => {
                        block.r#move = Some(n);
                        // `Move 8 / 10 swimming`: other movement rates are words.
                        if rest.starts_with(['/', '(']) {
                            rest = "";
                        }
                    }
                    c => {
                        block.characteristics.retain(|(k, _)| *k != c);
                        block.characteristics.push((c, n));
                    }
                }
            }
        }
    }
    Ok(())
}

/// `+1D4`, `0`, `-1`, `+2D6`, `none` as the table writes them.
fn damage_bonus_text(value: &str) -> Option<String> {
    if value.eq_ignore_ascii_case("none") {
        return Some("0".to_owned());
    }
    let v = value.to_ascii_uppercase();
    let (sign, body) = match v.strip_prefix('-') {
        Some(b) => ("-", b),
        None => ("+", v.strip_prefix('+').unwrap_or(&v)),
    };
    let ok = match body.split_once('D') {
        Some((n, s)) => number(n).is_some_and(|n| n > 0) && number(s).is_some_and(|s| s > 0),
        None => number(body).is_some(),
    };
    if !ok {
        return None;
    }
    Some(if body == "0" {
        "0".to_owned()
    } else if body.contains('D') || sign == "-" {
        format!("{sign}{body}")
    } else {
        format!("+{body}")
    })
}

/// Skills and attacks: `Dodge 40% (20/8)`, `Fighting 40% (20/8), damage 1D6+DB`, several
/// on a line separated by commas or semicolons.
fn entries(body: &str, block: &mut StatBlock) -> Result<(), Expected> {
    let mut items: Vec<String> = Vec::new();
    for part in body.split([',', ';']) {
        let p = part.trim();
        if p.is_empty() {
            continue;
        }
        if damage_word(p).is_some() && !items.is_empty() {
            let last = items.last_mut().expect("not empty");
            last.push(' ');
            last.push_str(p);
        } else {
            items.push(p.to_owned());
        }
    }
    for item in items {
        entry(&item, block)?;
    }
    Ok(())
}

fn damage_word(text: &str) -> Option<&str> {
    ["damage", "dmg", "dano"]
        .iter()
        .find_map(|w| starts_word(text, w))
        .map(after_key)
}

fn entry(item: &str, block: &mut StatBlock) -> Result<(), Expected> {
    let bad = || Expected::Entry(item.to_owned());
    // The value is the first number after a space or a closing bracket.
    let chars: Vec<(usize, char)> = item.char_indices().collect();
    let at = chars
        .iter()
        .enumerate()
        .find(|(i, (_, c))| {
            c.is_ascii_digit()
                && *i > 0
                && (chars[i - 1].1.is_whitespace() || chars[i - 1].1 == ')')
        })
        .map(|(_, (b, _))| *b)
        .ok_or_else(bad)?;
    let name = item[..at].trim().trim_end_matches(':').trim();
    if name.is_empty() || !name.chars().any(char::is_alphabetic) {
        return Err(bad());
    }
    let rest = &item[at..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let value = number(&digits).ok_or_else(bad)?;
    let mut rest = rest[digits.len()..].trim_start();
    rest = rest.strip_prefix('%').unwrap_or(rest).trim_start();
    if let Some(inner) = rest.strip_prefix('(') {
        let close = inner.find(')').ok_or_else(bad)?;
        if !inner[..close]
            .chars()
            .all(|c| c.is_ascii_digit() || c == '/' || c == '%' || c.is_whitespace())
        {
            return Err(bad());
        }
        rest = inner[close + 1..].trim_start();
    }
    if rest.is_empty() {
        block.skills.retain(|(k, _)| k != name);
        block.skills.push((name.to_owned(), value));
        return Ok(());
    }
    let dice = damage_word(rest).ok_or_else(|| Expected::Damage(rest.to_owned()))?;
    let damage = damage_text(dice).ok_or_else(|| Expected::Damage(dice.to_owned()))?;
    block.attacks.push(NpcAttack {
        name: name.to_owned(),
        value,
        damage,
    });
    Ok(())
}

/// Damage in dice notation with the damage bonus as the token `DB`: `1D6+DB`.
fn damage_text(text: &str) -> Option<String> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let upper = compact.to_ascii_uppercase();
    // DB is a token, not dice: check the rest as notation with DB as 0.
    let probe = upper.replace("DB", "0");
    if upper.is_empty() || probe.contains(['B']) {
        return None;
    }
    let e = Expression::parse(&probe).ok()?;
    (e.repeat() == 1).then_some(upper)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(text: &str) -> StatBlock {
        parse_statblock(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    fn err(text: &str) -> StatBlockError {
        parse_statblock(text).expect_err(text)
    }

    #[test]
    fn characteristics_on_the_3_18_scale_derive_hp_mp_db() {
        let b = ok("Thug\nSTR 15 CON 13 SIZ 14 INT 10 POW 9 DEX 12");
        assert_eq!(b.hp, Some(14)); // A2: ⌈27 / 2⌉
        assert_eq!(b.mp, Some(9)); // A2
        assert_eq!(b.db.as_deref(), Some("+1D4")); // K6: 29
        let b = ok("Child\nSTR 6 SIZ 8");
        assert_eq!(b.db.as_deref(), Some("-1D4")); // K6: 14
    }

    #[test]
    fn a_block_in_the_forums_portuguese_reads_as_in_english() {
        let b = ok(
            "Cultista\nFOR 12 CON 11 TAM 13 INT 10 POD 11 DES 12 APA 8\nPV: 14 BD: +1D4\n\
            Ataques por rodada: 2\nAtaques: Faca 40%, dano 1D4+db; Soco 50%, dano 1D3+db\n\
            Perícias: Esquiva 24%\nArmadura: 1 ponto de couro\nPerda de Sanidade: 0/1D3",
        );
        assert_eq!(
            b.characteristics,
            [
                ("STR", 12),
                ("CON", 11),
                ("SIZ", 13),
                ("INT", 10),
                ("POW", 11),
                ("DEX", 12),
                ("APP", 8)
            ]
        );
        assert_eq!((b.hp, b.db.as_deref()), (Some(14), Some("+1D4")));
        assert_eq!(b.attacks_per_round, 2);
        assert_eq!(b.attacks.len(), 2);
        assert_eq!(
            (b.attacks[0].name.as_str(), b.attacks[0].damage.as_str()),
            ("Faca", "1D4+DB")
        );
        assert_eq!(b.skills, [("Esquiva".to_owned(), 24)]);
        assert_eq!((b.armor, b.armor_note.as_deref()), (1, Some("couro")));
        assert_eq!(b.sanity_loss.as_deref(), Some("0/1D3"));
        let none = ok("Ghoul\nArmadura: nenhuma");
        assert_eq!((none.armor, none.armor_note), (0, None));
    }

    #[test]
    fn given_values_win_and_move_is_kept() {
        let b = ok("Ghoul\nSTR 16, CON 13, SIZ 13\nHP: 13\nDB: +1D4\nMove 9");
        assert_eq!(
            (b.hp, b.db.as_deref(), b.r#move),
            (Some(13), Some("+1D4"), Some(9))
        );
        assert_eq!(ok("X\nMOV 8").r#move, Some(8));
    }

    #[test]
    fn move_quietly_is_a_skill_not_a_movement_rate() {
        let b = ok("Thief\nMove Quietly 60%, Hide 45%");
        assert_eq!(b.r#move, None);
        assert_eq!(
            b.skills,
            [("Move Quietly".to_owned(), 60), ("Hide".to_owned(), 45)]
        );
    }

    #[test]
    fn classic_attacks() {
        let b = ok("Ghoul\nAttacks: Claw 30%, damage 1D6+db; Bite 30%, damage 1D6\n");
        assert_eq!(
            b.attacks,
            [
                NpcAttack {
                    name: "Claw".into(),
                    value: 30,
                    damage: "1D6+DB".into()
                },
                NpcAttack {
                    name: "Bite".into(),
                    value: 30,
                    damage: "1D6".into()
                },
            ]
        );
        let e = err("Ghoul\nBite 30%, damage 1D6 + worry");
        assert_eq!(e.expected, Expected::Damage("1D6 + worry".into()));
    }

    #[test]
    fn errors_name_the_line_and_what_was_expected() {
        assert_eq!(err("").expected, Expected::Name);
        let e = err("Cultist\n\nSTR 10 CON ten");
        assert_eq!((e.line, e.expected), (3, Expected::Number("CON".into())));
        let e = err("Cultist\nKnife 40% sharp");
        assert_eq!((e.line, e.expected), (2, Expected::Damage("sharp".into())));
        let e = err("Cultist\nSTR 10 Fear 4");
        assert_eq!((e.line, e.expected), (2, Expected::Stat("Fear".into())));
        let e = err("Cultist\n\nIt waits below.");
        assert_eq!(e.line, 3);
        assert!(matches!(e.expected, Expected::Entry(_)));
        assert_eq!(err("X\nDB: +1Q4").expected, Expected::DamageBonus);
        assert_eq!(
            err("X\nAttacks per round: many").expected,
            Expected::AttacksPerRound
        );
        assert_eq!(err("X\nSAN loss: lots").expected, Expected::SanityLoss);
        assert_eq!(err("X\nArmour:").expected, Expected::Armor);
        // Classic has no Build (A2, K6 derive none): read, and left out.
        assert_eq!(ok("X\nBuild 1").skills, []);
    }

    #[test]
    fn percent_and_halves_are_optional_and_dashes_leave_out() {
        let b = ok("Thing\nSTR 20 CON — SIZ 22 POW -\nTentacle 45, damage 2D6\nDodge 10% (5/2)");
        assert_eq!(b.characteristics, [("STR", 20), ("SIZ", 22)]);
        assert_eq!((b.hp, b.mp, b.db.as_deref()), (None, None, Some("+2D6"))); // K6: 42
        assert_eq!(b.attacks[0].value, 45);
        assert_eq!(b.skills, [("Dodge".to_owned(), 10)]);
    }
}
