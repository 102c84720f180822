//! `keeper coc7 investigator new`: creating an investigator from flags, from rolled
//! characteristics or step by step in the terminal, and showing its sheet.

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;

use clap::{Args, Subcommand};
use keeper_i18n::Message;
use serde_json::{Map, Value, json};

use keeper_resolve::results::coc7::Coc7Outcome;

use super::sheet::{render_sheet, sheet_value};
use super::{ask, pair, request, resolve};
use crate::output::{Failure, text};
use crate::protocol::{DiceArgs, dice_fields};

#[derive(Debug, Args)]
pub(crate) struct InvestigatorArgs {
    #[command(subcommand)]
    pub(crate) command: InvestigatorCommand,
}

#[derive(Debug, Subcommand)]
pub(crate) enum InvestigatorCommand {
    New(NewArgs),
}

#[derive(Debug, Args)]
pub(crate) struct NewArgs {
    #[arg(long, value_name = "NAME", default_value = "")]
    pub(crate) name: String,
    #[arg(long, value_name = "OCCUPATION")]
    pub(crate) occupation: Option<String>,
    #[arg(long = "char", value_name = "CHAR=N")]
    pub(crate) characteristics: Vec<String>,
    #[arg(long)]
    pub(crate) rolled: bool,
    #[arg(long = "skill", value_name = "SKILL=N")]
    pub(crate) skills: Vec<String>,
    #[arg(long = "interest", value_name = "SKILL")]
    pub(crate) interests: Vec<String>,
    #[arg(long, value_name = "N")]
    pub(crate) luck: Option<u32>,
    #[arg(long, value_name = "FILE")]
    pub(crate) out: Option<PathBuf>,
    #[arg(long)]
    pub(crate) markdown: bool,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

/// `keeper coc7 investigator new --char STR=60 … --skill Climb=60 … --interest Jump …`.
pub(super) fn new(args: &NewArgs, lang: &str) -> Result<(), Failure> {
    let mut draft = Drafted {
        name: args.name.clone(),
        occupation: args.occupation.clone(),
        ..Drafted::default()
    };
    for c in &args.characteristics {
        for part in c.split(',').filter(|p| !p.trim().is_empty()) {
            let (k, v) = pair(part, lang)?;
            draft.characteristics.insert(k.to_uppercase(), json!(v));
        }
    }
    for s in &args.skills {
        let (k, v) = pair(s, lang)?;
        draft.skills.insert(k, json!(v));
    }
    draft.interests = args.interests.clone();
    // `--rolled` without `--char`: C2's rolled characteristics, and Luck unless given,
    // rolled here with `--dice` or `--seed`; the investigator then rolls nothing.
    let mut investigator_dice = DiceArgs {
        seed: args.dice.seed,
        dice: args.dice.dice.clone(),
        json: args.dice.json,
    };
    let mut luck = args.luck;
    if args.rolled && args.characteristics.is_empty() {
        let mut req = request("characteristics", lang);
        req.remove("odds");
        if luck.is_some() {
            req.insert("roll_luck".into(), json!(false));
        }
        dice_fields(&mut req, args.dice.seed, args.dice.dice.as_deref(), lang)?;
        let Coc7Outcome::Characteristics(rolled) = resolve(&Value::Object(req), args.dice.json)?
        else {
            unreachable!("characteristics answers its own result")
        };
        draft.characteristics = rolled
            .characteristics
            .entries()
            .iter()
            .map(|(k, v)| ((*k).to_owned(), json!(v)))
            .collect();
        luck = luck.or(rolled.luck);
        investigator_dice.seed = None;
        investigator_dice.dice = None;
    }
    if args.characteristics.is_empty() && args.skills.is_empty() && io::stdin().is_terminal() {
        draft = wizard(
            &mut io::stdin().lock(),
            &mut io::stderr().lock(),
            lang,
            draft,
        )?;
    }
    // Named by the flag that gives them, not by the protocol's field.
    let missing: Vec<&str> = keeper_resolve::characteristic_names("coc7")
        .iter()
        .copied()
        .filter(|c| !draft.characteristics.contains_key(*c))
        .collect();
    if !missing.is_empty() {
        return Err(Failure::input(
            lang,
            &Message::new("cli-error-coc7-characteristics-missing").list(
                "list",
                missing
                    .iter()
                    .map(|c| Message::new("coc7-field-characteristic").characteristic("char", *c))
                    .collect(),
            ),
        ));
    }
    let req = investigator_request(draft, args.rolled, luck, lang);
    let Some((_, Coc7Outcome::Investigator(result))) = ask(req, &investigator_dice, lang)? else {
        return Ok(());
    };
    if let Some(path) = &args.out {
        let body = serde_json::to_string_pretty(&result.sheet).unwrap_or_default();
        std::fs::write(path, body + "\n").map_err(|e| {
            Failure::internal(
                lang,
                &Message::new("cli-error-write")
                    .text("path", path.display().to_string())
                    .text("error", e.to_string()),
            )
        })?;
    }
    let mut sheet_req = request("sheet", lang);
    sheet_req.remove("odds");
    sheet_req.insert("sheet".into(), sheet_value(&result.sheet));
    let Coc7Outcome::Sheet(shown) = resolve(&Value::Object(sheet_req), false)? else {
        unreachable!("sheet answers its own result")
    };
    let mut out = io::stdout().lock();
    for w in &result.warnings {
        writeln!(out, "{w}")?;
    }
    write!(out, "{}", render_sheet(lang, &shown, args.markdown))?;
    Ok(())
}

/// What the creation steps collected, before the rules check it.
#[derive(Debug, Default)]
struct Drafted {
    name: String,
    occupation: Option<String>,
    characteristics: Map<String, Value>,
    skills: Map<String, Value>,
    interests: Vec<String>,
}

/// The quick-start steps in the terminal: name, occupation, the characteristic array,
/// the nine occupation values, four interests. Prompts go to `out`; answers are read
/// from `input`, one a line. The rules are checked afterwards, all at once.
fn wizard(
    input: &mut impl BufRead,
    out: &mut impl Write,
    lang: &str,
    mut draft: Drafted,
) -> Result<Drafted, Failure> {
    let mut ask = |out: &mut dyn Write, msg: Message| -> Result<String, Failure> {
        write!(out, "{} ", text(lang, &msg))?;
        out.flush()?;
        let mut line = String::new();
        input.read_line(&mut line)?;
        Ok(line.trim().to_owned())
    };
    if draft.name.is_empty() {
        draft.name = ask(out, Message::new("cli-coc7-wizard-name"))?;
    }
    if draft.occupation.is_none() {
        let o = ask(out, Message::new("cli-coc7-wizard-occupation"))?;
        draft.occupation = (!o.is_empty()).then_some(o);
    }
    let characteristics = keeper_resolve::characteristic_names("coc7");
    if characteristics
        .iter()
        .all(|c| draft.characteristics.contains_key(*c))
    {
        // Rolled already (`--rolled`): shown, not asked.
        let rolled: Vec<String> = characteristics
            .iter()
            .map(|c| format!("{c} {}", draft.characteristics[*c]))
            .collect();
        writeln!(
            out,
            "{}",
            text(
                lang,
                &Message::new("cli-coc7-wizard-rolled").text("characteristics", rolled.join(", "))
            )
        )?;
    } else {
        writeln!(
            out,
            "{}",
            text(lang, &Message::new("cli-coc7-wizard-characteristics"))
        )?;
    }
    let missing: Vec<&str> = characteristics
        .iter()
        .copied()
        .filter(|c| !draft.characteristics.contains_key(*c))
        .collect();
    for c in missing {
        let v = ask(out, Message::new("cli-coc7-wizard-char").text("char", c))?;
        let n: u32 = v.parse().map_err(|_| {
            Failure::input(
                lang,
                &Message::new("cli-error-coc7-pair").text("text", format!("{c}={v}")),
            )
        })?;
        draft.characteristics.insert(c.to_owned(), json!(n));
    }
    writeln!(
        out,
        "{}",
        text(lang, &Message::new("cli-coc7-wizard-skills"))
    )?;
    for v in [70, 60, 60, 50, 50, 50, 40, 40, 40] {
        let skill = ask(out, Message::new("cli-coc7-wizard-skill").int("value", v))?;
        draft.skills.insert(skill, json!(v));
    }
    writeln!(
        out,
        "{}",
        text(lang, &Message::new("cli-coc7-wizard-interests"))
    )?;
    draft.interests.clear();
    for n in 1..=4 {
        draft.interests.push(ask(
            out,
            Message::new("cli-coc7-wizard-interest").int("n", n),
        )?);
    }
    Ok(draft)
}

/// The `investigator` request of a drafted investigator.
fn investigator_request(
    draft: Drafted,
    rolled: bool,
    luck: Option<u32>,
    lang: &str,
) -> Map<String, Value> {
    let mut req = request("investigator", lang);
    req.remove("odds");
    req.insert("name".into(), json!(draft.name));
    if let Some(o) = &draft.occupation {
        req.insert("occupation".into(), json!(o));
    }
    req.insert(
        "characteristics".into(),
        Value::Object(draft.characteristics),
    );
    req.insert(
        "method".into(),
        json!(if rolled { "rolled" } else { "quickstart" }),
    );
    req.insert("occupation_skills".into(), Value::Object(draft.skills));
    req.insert("interests".into(), json!(draft.interests));
    if let Some(l) = luck {
        req.insert("luck".into(), json!(l));
    }
    req
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c2_the_wizard_shows_rolled_characteristics_instead_of_asking() {
        let mut draft = Drafted::default();
        for (c, v) in [
            ("STR", 15),
            ("CON", 90),
            ("POW", 45),
            ("DEX", 30),
            ("APP", 60),
            ("SIZ", 40),
            ("INT", 90),
            ("EDU", 55),
        ] {
            draft.characteristics.insert(c.to_owned(), json!(v));
        }
        let answers = "Ada\nProfessor\nLibrary Use\nLanguage (Latin)\nLanguage (Own)\nPsychology\nHistory\nOccult\nArchaeology\nAnthropology\nCredit Rating\nSpot Hidden\nListen\nPersuade\nFirst Aid\n";
        let mut prompts = Vec::new();
        let d = wizard(&mut answers.as_bytes(), &mut prompts, "en", draft).unwrap();
        assert_eq!(d.characteristics["CON"], 90);
        assert_eq!(d.skills["Library Use"], 70);
        assert_eq!(d.skills["Credit Rating"], 40);
        assert_eq!(
            d.interests,
            ["Spot Hidden", "Listen", "Persuade", "First Aid"]
        );
        let prompts = String::from_utf8(prompts).unwrap();
        assert!(
            prompts.contains("Rolled characteristics: STR 15, CON 90, POW 45, DEX 30, APP 60, SIZ 40, INT 90, EDU 55"),
            "{prompts}"
        );
        assert!(!prompts.contains("STR:"), "{prompts}");
    }

    #[test]
    fn the_wizard_follows_the_quickstart_steps() {
        let answers = "Brian\nSoldier\n60\n60\n50\n80\n40\n70\n50\n50\nFighting (Brawl)\nClimb\nDodge\nFirearms (Rifle/Shotgun)\nLanguage (Spanish)\nStealth\nCredit Rating\nFirst Aid\nSurvival\nDrive Auto\nJump\nMechanical Repair\nSpot Hidden\n";
        let mut prompts = Vec::new();
        let d = wizard(
            &mut answers.as_bytes(),
            &mut prompts,
            "en",
            Drafted::default(),
        )
        .unwrap();
        assert_eq!(d.name, "Brian");
        assert_eq!(d.occupation.as_deref(), Some("Soldier"));
        assert_eq!(d.characteristics["SIZ"], 70);
        assert_eq!(d.skills["Fighting (Brawl)"], 70);
        assert_eq!(d.skills["Survival"], 40);
        assert_eq!(d.interests[3], "Spot Hidden");
        let req = investigator_request(d, false, Some(50), "en");
        let answer = keeper_resolve::resolve(&Value::Object(req));
        assert_eq!(answer["ok"], true, "{answer}");
        assert!(
            String::from_utf8(prompts)
                .unwrap()
                .contains("Skill for 70:")
        );
    }
}
