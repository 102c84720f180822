//! Dhole's House JSON (the character builder's export, see docs/protocol.md): a tolerant
//! importer into the keeper sheet and a faithful exporter from it.
//!
//! Import accepts every scalar as a string, number or boolean, any collection as null,
//! missing, one object or an array, both spellings of the misspelled keys, and unknown
//! keys; nothing there fails the import except a missing `Investigator` or
//! `Investigator.PersonalDetails`. Export writes every scalar as a string, the exact key
//! names and misspellings (`Discalimer`, `injurues`) in the format's order, and every
//! collection as an array.
//!
//! So the export stays read by hand below its root: only the root (one key,
//! `Investigator`) refuses a key it does not know.

use keeper_coc7::{Characteristic, Investigator, canonical_skill, max_sanity};
use keeper_i18n::{Catalogue, Message};
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::{Map, Value, json};

use super::sheet::{SHEET_FORMAT, SHEET_VERSION, characteristics_of, read_sheet};
use crate::Request;
use crate::decode::decode;
use crate::error::ResolveError;
use crate::results::coc7::{self as results, ExportDholesResult, ImportDholesResult};

/// The backstory keys in the format's order (`injurues` sic).
const BACKSTORY: [&str; 10] = [
    "description",
    "traits",
    "ideology",
    "injurues",
    "people",
    "phobias",
    "locations",
    "tomes",
    "possessions",
    "encounters",
];

/// The characteristics in the file's order.
const FILE_ORDER: [Characteristic; 8] = [
    Characteristic::Str,
    Characteristic::Dex,
    Characteristic::Int,
    Characteristic::Con,
    Characteristic::App,
    Characteristic::Pow,
    Characteristic::Siz,
    Characteristic::Edu,
];

/// A scalar as text: strings trimmed, numbers and booleans written out; null, `""`,
/// `"-"` and `"None"` are no value.
fn text(v: Option<&Value>) -> Option<String> {
    let s = match v? {
        Value::String(s) => s.trim().to_owned(),
        Value::Number(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        _ => return None,
    };
    (!s.is_empty() && s != "-" && s != "None").then_some(s)
}

/// A scalar as a whole number (`"04"` is 4); anything else is no value.
fn number(v: Option<&Value>) -> Option<u32> {
    let s = text(v)?;
    s.parse::<u32>().ok().or_else(|| {
        s.parse::<f64>()
            .ok()
            .filter(|f| *f >= 0.0)
            .map(|f| f as u32)
    })
}

fn truthy(v: Option<&Value>) -> bool {
    match v {
        Some(Value::Bool(b)) => *b,
        Some(Value::String(s)) => s.trim().eq_ignore_ascii_case("true"),
        _ => false,
    }
}

/// A collection: null or missing is empty, one object is a list of one.
fn many<'a>(container: Option<&'a Value>, key: &str) -> Vec<&'a Value> {
    match container.and_then(|c| c.get(key)) {
        Some(Value::Array(a)) => a.iter().collect(),
        Some(v @ Value::Object(_)) => vec![v],
        _ => Vec::new(),
    }
}

fn warn(lang: &str, warnings: &mut Vec<String>, msg: &Message) {
    warnings.push(Catalogue::global().format(lang, msg));
}

/// The keeper skill name of a Dhole's House row, or `None` for an unnamed slot that
/// has no generic row.
fn skill_name(name: &str, sub: Option<&str>) -> Option<(String, bool)> {
    match (name, sub) {
        ("Misc", None) => None,
        ("Misc", Some(s)) => Some((s.to_owned(), false)),
        ("Fighting" | "Firearms", None) => None,
        ("Language (Own)", _) => Some(("Language (Own)".to_owned(), true)),
        ("Language (Other)", Some(s)) => Some((format!("Language ({s})"), true)),
        (n, None) => Some(match canonical_skill(n) {
            Ok(c) => (c, true),
            Err(_) => (n.to_owned(), false),
        }),
        (n, Some(s)) => {
            let full = format!("{n} ({s})");
            Some(match canonical_skill(&full) {
                Ok(c) => (c, true),
                Err(_) => (full, false),
            })
        }
    }
}

/// `import_dholes`'s fields: the export, read by hand below (see the module's note).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ImportFields {
    #[serde(rename = "dholes")]
    _dholes: IgnoredAny,
}

/// The export's root: `Investigator` and nothing else.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Root {
    #[serde(rename = "Investigator")]
    _investigator: IgnoredAny,
}

/// `coc7.import_dholes`: `dholes` (the export) → `sheet` (a keeper sheet) and
/// `warnings`.
pub(crate) fn import_action(req: &Request<'_>) -> Result<ImportDholesResult, ResolveError> {
    let _: ImportFields = req.fields()?;
    let lang = req
        .lang()
        .unwrap_or(keeper_i18n::FALLBACK_LANGUAGE)
        .to_owned();
    let root = req
        .get("dholes")
        .ok_or_else(|| ResolveError::missing_field("dholes"))?;
    let bad = || ResolveError::bad_field("dholes", "coc7-expected-dholes");
    let inv = root
        .get("Investigator")
        .filter(|v| v.is_object())
        .ok_or_else(bad)?;
    let personal = inv
        .get("PersonalDetails")
        .filter(|v| v.is_object())
        .ok_or_else(bad)?;
    let _: Root = decode(root, "dholes")?;
    let chars_in = inv.get("Characteristics");
    let mut warnings = Vec::new();

    let mut chars = keeper_coc7::Characteristics::default();
    for c in keeper_coc7::Characteristic::ALL {
        let v = number(chars_in.and_then(|o| o.get(c.as_str())));
        if v.is_none() {
            warn(
                &lang,
                &mut warnings,
                &Message::new("coc7-dholes-missing")
                    .text("field", format!("Characteristics.{}", c.as_str())),
            );
        }
        chars.set(c, v.unwrap_or(0).min(200));
    }
    let mut skills: Vec<(String, u32, bool)> = Vec::new();
    for row in many(inv.get("Skills"), "Skill") {
        let Some(name) = text(row.get("name")) else {
            continue;
        };
        let sub = text(row.get("subskill"));
        let Some(value) = number(row.get("value")) else {
            continue;
        };
        let Some((skill, known)) = skill_name(&name, sub.as_deref()) else {
            continue;
        };
        if !known {
            warn(
                &lang,
                &mut warnings,
                &Message::new("coc7-dholes-custom-skill").text("skill", skill.clone()),
            );
        }
        let occupation = truthy(row.get("occupation"));
        match skills.iter_mut().find(|(s, _, _)| *s == skill) {
            Some(old) => {
                old.1 = old.1.max(value.min(1000));
                old.2 |= occupation;
            }
            None => skills.push((skill, value.min(1000), occupation)),
        }
    }
    let occupation_skills = skills.iter().filter(|s| s.2).map(|s| s.0.clone()).collect();
    let skill_map = results::Named(skills.into_iter().map(|(s, v, _)| (s, v)).collect());

    let mut background = Vec::new();
    if let Some(b) = inv.get("Backstory").filter(|b| b.is_object()) {
        for key in BACKSTORY {
            let v = b
                .get(key)
                .or_else(|| (key == "injurues").then(|| b.get("injuries")).flatten());
            if let Some(t) = text(v) {
                let k = if key == "injurues" { "injuries" } else { key };
                background.push((k.to_owned(), t));
            }
        }
    }
    let equipment: Vec<String> = many(inv.get("Possessions"), "item")
        .into_iter()
        .filter_map(|i| text(i.get("description")))
        .collect();
    let weapons = many(inv.get("Weapons"), "weapon")
        .into_iter()
        .map(|w| results::ImportedWeapon {
            name: text(w.get("name")),
            skill: text(w.get("skillname")),
            damage: text(w.get("damage")),
        })
        .collect();
    let c = |k: &str| number(chars_in.and_then(|o| o.get(k))).map(|v| v.min(1000));
    let sheet = results::ImportedSheet {
        format: SHEET_FORMAT.to_owned(),
        version: SHEET_VERSION as u32,
        name: text(personal.get("Name")).unwrap_or_default(),
        occupation: text(personal.get("Occupation")),
        characteristics: characteristics_of(&chars),
        skills: skill_map,
        occupation_skills,
        hp: c("HitPts"),
        san: c("Sanity"),
        luck: c("Luck"),
        mp: c("MagicPts"),
        details: results::Details {
            sex: text(personal.get("Gender")).unwrap_or_default(),
            age: number(personal.get("Age")),
            background: results::Named(background),
            equipment,
        },
    };
    Ok(ImportDholesResult {
        sheet,
        weapons,
        warnings,
    })
}

fn half_fifth(row: &mut Map<String, Value>, value: u32) {
    row.insert("value".into(), json!(value.to_string()));
    row.insert("half".into(), json!((value / 2).to_string()));
    row.insert("fifth".into(), json!((value / 5).to_string()));
}

/// A keeper skill as Dhole's House splits it: `name` and `subskill`.
fn split(skill: &str) -> (String, Option<String>) {
    match skill {
        "Operate Heavy Machinery" => return ("Operate Heavy Machine".into(), None),
        "Language (Own)" => return (skill.into(), None),
        "Language (Other)" => return (skill.into(), Some("None".into())),
        "Art/Craft" | "Science" => return (skill.into(), Some("None".into())),
        _ => {}
    }
    match keeper_coc7::generic_of(skill) {
        Some(g) => {
            let sub = skill[g.len()..]
                .trim()
                .trim_start_matches('(')
                .trim_end_matches(')');
            let name = if g == "Language" {
                "Language (Other)"
            } else {
                g
            };
            (name.to_owned(), Some(sub.to_owned()))
        }
        None if keeper_coc7::BASE_SKILLS.iter().any(|(n, _)| *n == skill) => (skill.into(), None),
        None => ("Misc".into(), Some(skill.into())),
    }
}

/// Dhole's House's spelling of a damage bonus: `"None"` for none.
fn db_text(db: &str) -> String {
    if db == "0" { "None".into() } else { db.into() }
}

/// Movement rate (`[7e]`: 7 when DEX and STR are both below SIZ, 9 when both above,
/// else 8; age is not applied).
fn mov(inv: &Investigator) -> u32 {
    let c = inv.characteristics();
    let (s, d, z) = (
        c.get(Characteristic::Str),
        c.get(Characteristic::Dex),
        c.get(Characteristic::Siz),
    );
    if s < z && d < z {
        7
    } else if s > z && d > z {
        9
    } else {
        8
    }
}

/// `export_dholes`'s fields: the sheet is read on its own by [`read_sheet`].
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExportFields<'a> {
    #[serde(rename = "sheet")]
    _sheet: IgnoredAny,
    #[serde(borrow)]
    create_date: Option<&'a str>,
}

/// `coc7.export_dholes`: `sheet` → `dholes` (the export).
pub(crate) fn export_action(req: &Request<'_>) -> Result<ExportDholesResult, ResolveError> {
    let ExportFields { create_date, .. } = req.fields()?;
    let (inv, _) = read_sheet(req.get("sheet"))?;
    let ch = inv.characteristics();
    let db = inv.damage_bonus();
    let h = inv.health();
    let mut chars = Map::new();
    for c in FILE_ORDER {
        chars.insert(c.as_str().into(), json!(ch.get(c).to_string()));
    }
    let pow = ch.get(Characteristic::Pow);
    let mythos = inv.skill("Cthulhu Mythos");
    for (k, v) in [
        ("Move", mov(&inv)),
        ("Luck", inv.luck()),
        ("LuckMax", inv.luck()),
        ("Sanity", inv.san()),
        ("SanityStart", pow),
        ("SanityMax", max_sanity(mythos)),
        ("MagicPts", inv.mp()),
        ("MagicPtsMax", inv.max_mp()),
        ("HitPts", h.hp),
        ("HitPtsMax", h.max_hp),
    ] {
        chars.insert(k.into(), json!(v.to_string()));
    }
    chars.insert("DamageBonus".into(), json!(db_text(&db.db)));
    chars.insert("Build".into(), json!(db.build.to_string()));
    chars.insert(
        "OccupationSkillPoints".into(),
        json!((ch.get(Characteristic::Edu) * 4).to_string()),
    );
    chars.insert(
        "PersonalInterestSkillPoints".into(),
        json!((ch.get(Characteristic::Int) * 2).to_string()),
    );

    let skills: Vec<Value> = inv
        .skills()
        .iter()
        .map(|s| {
            let (name, sub) = split(&s.name);
            let mut row = Map::new();
            row.insert("name".into(), json!(name));
            if let Some(sub) = sub {
                row.insert("subskill".into(), json!(sub));
            }
            if s.occupation {
                row.insert("occupation".into(), json!("true"));
            }
            half_fifth(&mut row, s.value);
            Value::Object(row)
        })
        .collect();
    let brawl = inv.skill("Fighting (Brawl)");
    let dodge = inv.skill("Dodge");
    let mut dodge_row = Map::new();
    half_fifth(&mut dodge_row, dodge);
    let d = inv.details();
    let backstory: Map<String, Value> = BACKSTORY
        .iter()
        .map(|k| {
            let key = if *k == "injurues" { "injuries" } else { k };
            let v = d
                .background
                .iter()
                .find(|(b, _)| b == key || b == k)
                .map(|(_, t)| t.clone());
            ((*k).to_owned(), json!(v))
        })
        .collect();
    let items: Vec<Value> = d
        .equipment
        .iter()
        .map(|e| json!({"description": e}))
        .collect();
    let dholes = json!({"Investigator": {
        "Header": {
            "Title": "Investigator Export: Character Sheet",
            "Creator": "keeper",
            "CreateDate": create_date,
            "GameName": "Call of Cthulhu TM",
            "GameVersion": "7th Edition",
            "GameType": "Classic (1920's)",
            "Discalimer": "No Ghoul's were harmed producing this file, probably.",
            "Version": "0.5.0"
        },
        "PersonalDetails": {
            "Name": inv.name(),
            "Occupation": inv.occupation().unwrap_or_default(),
            "Archetype": null,
            "Gender": d.sex,
            "Age": d.age.map(|a| a.to_string()).unwrap_or_default(),
            "Birthplace": "",
            "Residence": "",
            "Portrait": ""
        },
        "Characteristics": chars,
        "Skills": {"Skill": skills},
        "Talents": null,
        "Weapons": {"weapon": [{
            "name": "Unarmed", "skillname": "Brawl", "regular": brawl.to_string(),
            "hard": (brawl / 2).to_string(), "extreme": (brawl / 5).to_string(),
            "damage": "1D3+DB", "range": "-", "attacks": "1", "ammo": "-", "malf": "-"
        }]},
        "Combat": {"DamageBonus": db_text(&db.db), "Build": db.build.to_string(), "Dodge": dodge_row},
        "Backstory": backstory,
        "Possessions": {"item": items},
        "Cash": {"spending": null, "cash": null, "assets": null},
        "Assets": null
    }});
    Ok(ExportDholesResult { dholes })
}
