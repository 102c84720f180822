//! `keeper coc7 sheet`: a keeper sheet or a Dhole's House export read, shown as text
//! or Markdown, and written as a Dhole's House export.

use std::io::{self, Write};
use std::path::PathBuf;

use clap::Args;
use keeper_i18n::{Catalogue, Message};
use serde_json::Value;

use keeper_resolve::results::coc7::{Coc7Outcome, Sheet, SheetResult};

use super::{request, resolve};
use crate::output::{Failure, text};
use crate::protocol;

#[derive(Debug, Args)]
pub(crate) struct SheetArgs {
    #[arg(value_name = "FILE")]
    pub(crate) file: PathBuf,
    #[arg(long)]
    pub(crate) markdown: bool,
    #[arg(long, value_name = "FILE")]
    pub(crate) dholes: Option<PathBuf>,
    #[arg(long)]
    pub(crate) json: bool,
}

/// `keeper coc7 sheet FILE`: a keeper sheet, or a Dhole's House export, shown as text
/// or Markdown; `--dholes FILE` writes it as a Dhole's House export.
pub(super) fn sheet(args: &SheetArgs, lang: &str) -> Result<(), Failure> {
    let mut doc = protocol::read_sheet(&args.file, lang)?;
    let mut warnings = Vec::new();
    if doc.get("Investigator").is_some() {
        let mut req = request("import_dholes", lang);
        req.remove("odds");
        req.insert("dholes".into(), doc);
        let Coc7Outcome::ImportDholes(imported) = resolve(&Value::Object(req), false)? else {
            unreachable!("import_dholes answers its own result")
        };
        warnings = imported.warnings;
        doc = serde_json::to_value(&imported.sheet).expect("a sheet serialises");
    }
    let mut req = request("sheet", lang);
    req.remove("odds");
    req.insert("sheet".into(), doc.clone());
    let Coc7Outcome::Sheet(result) = resolve(&Value::Object(req), args.json)? else {
        unreachable!("sheet answers its own result")
    };
    let mut out = io::stdout().lock();
    if let Some(dest) = &args.dholes {
        let mut req = request("export_dholes", lang);
        req.remove("odds");
        req.insert("sheet".into(), doc);
        let Coc7Outcome::ExportDholes(exported) = resolve(&Value::Object(req), false)? else {
            unreachable!("export_dholes answers its own result")
        };
        let body = serde_json::to_string_pretty(&exported.dholes).unwrap_or_default();
        std::fs::write(dest, body + "\n").map_err(|e| {
            Failure::internal(
                lang,
                &Message::new("cli-error-write")
                    .text("path", dest.display().to_string())
                    .text("error", e.to_string()),
            )
        })?;
    }
    if args.json {
        return Ok(());
    }
    for w in &warnings {
        writeln!(out, "{w}")?;
    }
    write!(out, "{}", render_sheet(lang, &result, args.markdown))?;
    Ok(())
}

/// The sheet as a request's `sheet` field.
pub(super) fn sheet_value(sheet: &Sheet) -> Value {
    serde_json::to_value(sheet).expect("a sheet serialises")
}

/// A readable sheet from a `coc7.sheet` result: values as `45 (22/9)`.
pub(crate) fn render_sheet(lang: &str, r: &SheetResult, markdown: bool) -> String {
    let hf = |v: u32| format!("{v} ({}/{})", v / 2, v / 5);
    let mut s = String::new();
    let name = r.name.as_str();
    let title = match r.occupation.as_deref() {
        Some(o) if !o.is_empty() => {
            format!("{name} ({})", Catalogue::global().occupation_label(lang, o))
        }
        _ => name.to_owned(),
    };
    let derived = text(
        lang,
        &Message::new("cli-coc7-sheet-derived")
            .int("hp", r.hp)
            .int("max_hp", r.max_hp)
            .int("mp", r.mp)
            .int("max_mp", r.max_mp)
            .int("san", r.san)
            .int("max_san", r.max_san)
            .int("luck", r.luck)
            .text("db", r.db.clone())
            .int("build", r.build)
            .text("band", r.credit_band.as_str()),
    );
    let chars: Vec<String> = r
        .characteristics
        .entries()
        .iter()
        .map(|(k, v)| {
            let label = Catalogue::global().characteristic_label(lang, k);
            format!("{label} {}", hf(*v))
        })
        .collect();
    let mut conditions = Vec::new();
    for (key, on) in [
        ("major_wound", r.major_wound),
        ("unconscious", r.unconscious),
        ("dying", r.dying),
        ("needs_medicine", r.needs_medicine),
        ("dead", r.dead),
        ("indefinite", r.indefinite),
        ("permanent", r.permanent),
    ] {
        if on {
            conditions.push(text(
                lang,
                &Message::new("cli-coc7-condition").text("condition", key),
            ));
        }
    }
    if let Some(h) = r.temporary_hours {
        conditions.push(text(
            lang,
            &Message::new("cli-coc7-temporary").int("hours", h),
        ));
    }
    let skills_title = text(lang, &Message::new("cli-coc7-sheet-skills"));
    let skills: Vec<String> = r
        .skills
        .iter()
        .map(|sk| {
            let mark = match (sk.occupation, sk.ticked) {
                (true, true) => " *✓",
                (true, false) => " *",
                (false, true) => " ✓",
                _ => "",
            };
            let label = Catalogue::global().skill_label(lang, &sk.name);
            format!("{label}: {}{mark}", hf(sk.value))
        })
        .collect();
    // A sheet's own weapons beside Unarmed, which everyone has (K4).
    let dash = |v: Option<u32>| v.map_or_else(|| "—".to_owned(), |n| n.to_string());
    let weapons_title = text(lang, &Message::new("cli-coc7-sheet-weapons"));
    let weapons: Vec<String> = if r.weapons.len() > 1 {
        r.weapons
            .iter()
            .map(|w| {
                let e = &w.weapon;
                let name = Catalogue::global().weapon_label(lang, &e.name);
                text(
                    lang,
                    &Message::new("cli-coc7-weapon")
                        .text("name", name)
                        .text("skill", Catalogue::global().skill_label(lang, &e.skill))
                        .text("value", hf(w.value))
                        .text("damage", e.with_db.clone())
                        .text("range", dash(e.range))
                        .int("per_round", e.per_round)
                        .text("ammo", dash(e.ammo))
                        .text("malfunction", dash(e.malfunction)),
                )
            })
            .collect()
    } else {
        Vec::new()
    };
    if markdown {
        s.push_str(&format!("# {title}\n\n"));
        s.push_str(&format!("{}\n\n", chars.join(" · ")));
        s.push_str(&format!("{derived}\n\n"));
        for c in &conditions {
            s.push_str(&format!("- **{c}**\n"));
        }
        if !conditions.is_empty() {
            s.push('\n');
        }
        s.push_str(&format!("## {skills_title}\n\n"));
        for line in &skills {
            s.push_str(&format!("- {line}\n"));
        }
        if !weapons.is_empty() {
            s.push_str(&format!("\n## {weapons_title}\n\n"));
            for line in &weapons {
                s.push_str(&format!("- {line}\n"));
            }
        }
    } else {
        s.push_str(&format!("{title}\n"));
        s.push_str(&format!("{}\n", chars.join("  ")));
        s.push_str(&format!("{derived}\n"));
        for c in &conditions {
            s.push_str(&format!("{c}\n"));
        }
        s.push_str(&format!("{skills_title}:\n"));
        for line in &skills {
            s.push_str(&format!("  {line}\n"));
        }
        if !weapons.is_empty() {
            s.push_str(&format!("{weapons_title}:\n"));
            for line in &weapons {
                s.push_str(&format!("  {line}\n"));
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn readable_sheet_writes_half_and_fifth() {
        let sheet = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Brian",
            "occupation": "Soldier", "skills": {"Spot Hidden": 45},
            "characteristics": {"STR": 60, "CON": 60, "POW": 50, "DEX": 50, "APP": 50,
                                "SIZ": 60, "INT": 50, "EDU": 50}});
        let mut req = request("sheet", "en");
        req.remove("odds");
        req.insert("sheet".into(), sheet);
        let Coc7Outcome::Sheet(r) = resolve(&Value::Object(req), false).unwrap() else {
            panic!("not a sheet")
        };
        let s = render_sheet("en", &r, false);
        assert!(s.contains("Spot Hidden: 45 (22/9)"), "{s}");
        assert!(s.contains("STR 60 (30/12)"), "{s}");
        assert!(render_sheet("en", &r, true).starts_with("# Brian (Soldier)"));
        assert!(!s.contains("Weapons"), "Unarmed alone is not listed: {s}");
    }

    #[test]
    fn a_sheets_weapons_are_listed_with_their_skill_and_numbers() {
        let sheet = json!({"format": "keeper-coc7-sheet", "version": 1, "name": "Brian",
            "characteristics": {"STR": 60, "CON": 60, "POW": 50, "DEX": 50, "APP": 50,
                                "SIZ": 60, "INT": 50, "EDU": 50},
            "weapons": [{"name": "Revolver", "skill": "Firearms (Handgun)", "damage": "1D10",
                "firearm": true, "per_round": 3, "range": 15, "ammo": 6, "malfunction": 100}]});
        let mut req = request("sheet", "pt-BR");
        req.remove("odds");
        req.insert("sheet".into(), sheet);
        let Coc7Outcome::Sheet(r) = resolve(&Value::Object(req), false).unwrap() else {
            panic!("not a sheet")
        };
        let s = render_sheet("pt-BR", &r, false);
        assert!(s.contains("Armas:"), "{s}");
        assert!(
            s.contains("Revolver: ")
                && s.contains("20 (10/4), dano 1D10, alcance 15, 3 por rodada, balas 6, falha 100"),
            "{s}"
        );
        // Unarmed, with no damage bonus (STR 60 + SIZ 60 is 120, C6).
        assert!(s.contains("dano 1D3, alcance —"), "{s}");
    }
}
