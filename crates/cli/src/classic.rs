//! `keeper forum roll` and `keeper classic …`: the forum's roll tag and classic Call of
//! Cthulhu rolls from the terminal. Each command builds a resolve request
//! (`system: "classic"`), runs it and shows the answer.

use std::io::{self, Read, Write};
use std::path::PathBuf;

use clap::Args;
use keeper_i18n::{Catalogue, Message};
use keeper_resolve::Outcome;
use keeper_resolve::describe::classic as describe;
use keeper_resolve::results::classic::{ClassicOutcome, SheetResult};
use serde_json::{Map, Value, json};

use crate::args::{
    ClassicArgs, ClassicCheckArgs, ClassicCommand, ClassicResistanceArgs, ClassicSanityArgs,
    ForumArgs, ForumCommand, ForumRollArgs,
};
use crate::output::{Failure, text};
use crate::protocol::{self, DiceArgs, accepted, dice_fields};

/// The result of a classic request: always its action's (`$variant`).
macro_rules! answered {
    ($o:expr, $variant:ident) => {
        match $o {
            ClassicOutcome::$variant(r) => r,
            other => unreachable!(
                "{} answered a {} request",
                other.action(),
                stringify!($variant)
            ),
        }
    };
}

/// Runs one `keeper forum` subcommand.
pub(crate) fn forum(args: &ForumArgs, lang: &str) -> Result<(), Failure> {
    match &args.command {
        ForumCommand::Roll(a) => forum_roll(a, lang),
    }
}

/// Runs one `keeper classic` subcommand.
pub(crate) fn run(args: &ClassicArgs, lang: &str) -> Result<(), Failure> {
    match &args.command {
        ClassicCommand::Check(a) => check(a, lang),
        ClassicCommand::Resistance(a) => resistance(a, lang),
        ClassicCommand::Sanity(a) => sanity(a, lang),
        ClassicCommand::Damage(a) => damage(a, lang),
        ClassicCommand::Heal(a) => heal(a, lang),
        ClassicCommand::Experience(a) => experience(a, lang),
        ClassicCommand::Attack(a) => attack(a, lang),
        ClassicCommand::Convert(a) => convert(a, lang),
        ClassicCommand::Sheet(a) => sheet(a, lang),
        ClassicCommand::Simulate(a) => crate::forecast::simulate("classic", a, lang),
    }
}

/// `keeper forum roll < post.txt`: the post with its tags rolled; malformed tags on
/// standard error (exit status 2 when there are any).
fn forum_roll(args: &ForumRollArgs, lang: &str) -> Result<(), Failure> {
    let mut post = String::new();
    io::stdin().read_to_string(&mut post)?;
    let mut req = request("bbcode", lang);
    req.insert("post".into(), json!(post));
    dice_fields(&mut req, args.dice.seed, args.dice.dice.as_deref(), lang)?;
    let request = Value::Object(req);
    let mut out = io::stdout().lock();
    // The tags that could not be rolled are told even beside the JSON answer.
    let post = match keeper_resolve::answer(&request) {
        Ok(answer) => {
            if args.dice.json {
                writeln!(out, "{}", answer.to_value())?;
            }
            answered!(classic(answer.outcome), Bbcode)
        }
        Err(e) => {
            let answer = keeper_resolve::error_answer(&request, &e);
            if args.dice.json {
                writeln!(out, "{answer}")?;
            }
            return Err(accepted(&answer, None).expect_err("an error answer is a failure"));
        }
    };
    if !args.dice.json {
        let body = if args.plain {
            &post.plain
        } else {
            &post.rendered
        };
        write!(out, "{body}")?;
        out.flush()?;
    }
    let errors = &post.errors;
    if errors.is_empty() {
        return Ok(());
    }
    let mut err = io::stderr().lock();
    for e in errors {
        let line = text(lang, &describe::tag_error(e));
        writeln!(err, "keeper: {line}")?;
    }
    Err(Failure::Input {
        message: text(
            lang,
            &Message::new("cli-forum-not-rolled").int("count", errors.len() as i64),
        ),
        at: None,
    })
}

/// `keeper classic check 45`.
fn check(args: &ClassicCheckArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("check", lang);
    req.insert("value".into(), json!(args.value));
    if let Some(m) = args.modifier {
        req.insert("modifier".into(), json!(m));
    }
    req.insert("odds".into(), json!(true));
    dice_fields(&mut req, args.dice.seed, args.dice.dice.as_deref(), lang)?;
    show(req, args.dice.json, |o| {
        text(lang, &describe::check_line(&answered!(o, Check)))
    })
}

/// `keeper classic resistance 12 10`.
fn resistance(args: &ClassicResistanceArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("resistance", lang);
    req.insert("active".into(), json!(args.active));
    req.insert("passive".into(), json!(args.passive));
    dice_fields(&mut req, args.dice.seed, args.dice.dice.as_deref(), lang)?;
    show(req, args.dice.json, |o| {
        text(lang, &describe::resistance_line(&answered!(o, Resistance)))
    })
}

/// `keeper classic sanity 60 1/1D6 --int 14`.
fn sanity(args: &ClassicSanityArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("sanity", lang);
    req.insert("san".into(), json!(args.san));
    req.insert("int".into(), json!(args.int));
    req.insert("loss".into(), json!(args.loss));
    dice_fields(&mut req, args.dice.seed, args.dice.dice.as_deref(), lang)?;
    show(req, args.dice.json, |o| {
        text(lang, &describe::sanity_line(&answered!(o, Sanity)))
    })
}

#[derive(Debug, Args)]
pub(crate) struct ClassicDamageArgs {
    #[arg(value_name = "WEAPON", allow_hyphen_values = true)]
    pub(crate) weapon: String,
    #[arg(long, value_name = "DB", allow_hyphen_values = true)]
    pub(crate) db: Option<String>,
    #[arg(long)]
    pub(crate) special: bool,
    #[arg(long)]
    pub(crate) pointed: bool,
    #[arg(long)]
    pub(crate) thrown: bool,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ClassicHealArgs {
    #[arg(value_name = "KIND", value_parser = ["first-aid", "medicine", "week"])]
    pub(crate) kind: String,
    #[arg(value_name = "SKILL", allow_hyphen_values = true, required_if_eq_any = [("kind", "first-aid"), ("kind", "medicine")])]
    pub(crate) skill: Option<i64>,
    #[arg(long)]
    pub(crate) equipment: bool,
    #[arg(long)]
    pub(crate) medical_care: bool,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ClassicExperienceArgs {
    #[arg(value_name = "SKILL")]
    pub(crate) skill: i64,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ClassicAttackArgs {
    #[arg(value_name = "CHANCE", allow_hyphen_values = true)]
    pub(crate) chance: i64,
    #[arg(
        long,
        value_name = "WEAPON",
        default_value = "1D6",
        allow_hyphen_values = true
    )]
    pub(crate) weapon: String,
    #[arg(long, value_name = "DB", allow_hyphen_values = true)]
    pub(crate) db: Option<String>,
    #[arg(long)]
    pub(crate) pointed: bool,
    #[arg(long)]
    pub(crate) thrown: bool,
    #[arg(long, value_name = "KIND", value_parser = ["melee", "unarmed", "missile"], default_value = "melee")]
    pub(crate) incoming: String,
    #[arg(
        long,
        value_name = "N",
        allow_hyphen_values = true,
        conflicts_with = "dodge"
    )]
    pub(crate) parry: Option<i64>,
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub(crate) dodge: Option<i64>,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) earlier: u32,
    #[arg(long)]
    pub(crate) shield: bool,
    #[arg(long)]
    pub(crate) bare_handed: bool,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) dex: i64,
    #[arg(long)]
    pub(crate) plain_rules: bool,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ClassicConvertArgs {
    #[arg(
        value_names = keeper_resolve::characteristic_names("classic"),
        num_args = 8,
        required = true
    )]
    pub(crate) characteristics: Vec<i64>,
    #[arg(long, value_name = "N")]
    pub(crate) mp: Option<i64>,
    #[arg(long, value_name = "N")]
    pub(crate) san: Option<i64>,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ClassicSheetArgs {
    #[arg(value_name = "FILE")]
    pub(crate) file: PathBuf,
    #[arg(long)]
    pub(crate) markdown: bool,
    #[arg(long)]
    pub(crate) json: bool,
}

/// `keeper classic damage 1D8+1 --db +1D4 --special --pointed`.
fn damage(args: &ClassicDamageArgs, lang: &str) -> Result<(), Failure> {
    let req = damage_request(args, lang)?;
    show(req, args.dice.json, |o| damage_line(lang, &o))
}

fn damage_request(args: &ClassicDamageArgs, lang: &str) -> Result<Map<String, Value>, Failure> {
    let mut req = request("damage", lang);
    req.insert("weapon".into(), json!(args.weapon));
    if let Some(db) = &args.db {
        req.insert("db".into(), json!(db));
    }
    if args.special {
        req.insert("level".into(), json!("special"));
    }
    req.insert("pointed".into(), json!(args.pointed));
    req.insert("thrown".into(), json!(args.thrown));
    let d = &args.dice;
    dice_fields(&mut req, d.seed, d.dice.as_deref(), lang)?;
    Ok(req)
}

fn damage_line(lang: &str, o: &ClassicOutcome) -> String {
    text(lang, &describe::damage_line(answered!(o, Damage)))
}

/// `keeper classic heal first-aid 30`, `heal medicine 50 --equipment`, `heal week`.
fn heal(args: &ClassicHealArgs, lang: &str) -> Result<(), Failure> {
    let req = heal_request(args, lang)?;
    show(req, args.dice.json, |o| heal_line(lang, &o))
}

fn heal_request(args: &ClassicHealArgs, lang: &str) -> Result<Map<String, Value>, Failure> {
    let mut req = if args.kind == "week" {
        let mut req = request("natural_healing", lang);
        req.insert("medical_care".into(), json!(args.medical_care));
        req
    } else {
        let mut req = request("treat", lang);
        req.insert("treatment".into(), json!(args.kind.replace('-', "_")));
        req.insert("skill".into(), json!(args.skill.unwrap_or(0)));
        req.insert("equipment".into(), json!(args.equipment));
        req
    };
    let d = &args.dice;
    dice_fields(&mut req, d.seed, d.dice.as_deref(), lang)?;
    Ok(req)
}

fn heal_line(lang: &str, o: &ClassicOutcome) -> String {
    let msg = match o {
        ClassicOutcome::NaturalHealing(h) => describe::week_line(h),
        o => describe::treat_line(answered!(o, Treat)),
    };
    text(lang, &msg)
}

/// `keeper classic experience 45`.
fn experience(args: &ClassicExperienceArgs, lang: &str) -> Result<(), Failure> {
    let req = experience_request(args, lang)?;
    show(req, args.dice.json, |o| experience_line(lang, &o))
}

fn experience_request(
    args: &ClassicExperienceArgs,
    lang: &str,
) -> Result<Map<String, Value>, Failure> {
    let mut req = request("experience", lang);
    req.insert("skill".into(), json!(args.skill));
    let d = &args.dice;
    dice_fields(&mut req, d.seed, d.dice.as_deref(), lang)?;
    Ok(req)
}

fn experience_line(lang: &str, o: &ClassicOutcome) -> String {
    text(lang, &describe::experience_line(answered!(o, Experience)))
}

/// `keeper classic attack 50 --weapon 1D8+1 --db +1D4 --pointed --parry 60`.
fn attack(args: &ClassicAttackArgs, lang: &str) -> Result<(), Failure> {
    let req = attack_request(args, lang)?;
    show(req, args.dice.json, |o| attack_lines(lang, &o, args))
}

fn attack_response(args: &ClassicAttackArgs) -> Option<(&'static str, i64)> {
    match (args.parry, args.dodge) {
        (Some(v), _) => Some(("parry", v)),
        (None, Some(v)) => Some(("dodge", v)),
        (None, None) => None,
    }
}

/// The request's `defender`, when the attack is parried or dodged.
fn defender(args: &ClassicAttackArgs) -> Option<Value> {
    let (response, value) = attack_response(args)?;
    Some(
        json!({"response": response, "value": value, "earlier": args.earlier,
        "shield": args.shield, "bare_handed": args.bare_handed, "dex": args.dex}),
    )
}

fn attack_request(args: &ClassicAttackArgs, lang: &str) -> Result<Map<String, Value>, Failure> {
    let mut req = request("attack", lang);
    req.insert(
        "attacker".into(),
        json!({"value": args.chance, "weapon": args.weapon, "db": args.db, "pointed": args.pointed, "thrown": args.thrown}),
    );
    req.insert("incoming".into(), json!(args.incoming));
    if let Some(defender) = defender(args) {
        req.insert("defender".into(), defender);
    }
    if args.plain_rules {
        req.insert("options".into(), json!("plain"));
    }
    let d = &args.dice;
    dice_fields(&mut req, d.seed, d.dice.as_deref(), lang)?;
    Ok(req)
}

fn attack_lines(lang: &str, o: &ClassicOutcome, args: &ClassicAttackArgs) -> String {
    // The defence is named as the request named it.
    let request = json!({"defender": defender(args)});
    describe::attack_lines(&request, answered!(o, Attack))
        .iter()
        .map(|m| text(lang, m))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `keeper classic convert 12 11 14 15 13 10 9 16`.
fn convert(args: &ClassicConvertArgs, lang: &str) -> Result<(), Failure> {
    let req = convert_request(args, lang)?;
    show(req, args.dice.json, |o| convert_lines(lang, &o))
}

fn convert_request(args: &ClassicConvertArgs, lang: &str) -> Result<Map<String, Value>, Failure> {
    let mut req = request("convert", lang);
    let names = keeper_resolve::characteristic_names("classic");
    let chars: Map<String, Value> = names
        .iter()
        .zip(&args.characteristics)
        .map(|(k, v)| ((*k).to_owned(), json!(v)))
        .collect();
    req.insert("characteristics".into(), Value::Object(chars));
    if let Some(mp) = args.mp {
        req.insert("mp".into(), json!(mp));
    }
    if let Some(san) = args.san {
        req.insert("san".into(), json!(san));
    }
    let d = &args.dice;
    dice_fields(&mut req, d.seed, d.dice.as_deref(), lang)?;
    Ok(req)
}

fn convert_lines(lang: &str, o: &ClassicOutcome) -> String {
    let c = answered!(o, Convert);
    let chars: Vec<String> = c
        .characteristics
        .named()
        .iter()
        .map(|(k, v)| {
            let label = Catalogue::global().characteristic_label(lang, k);
            format!("{label} {v}")
        })
        .collect();
    let derived = text(lang, &describe::convert_line(c));
    format!("{}\n{derived}", chars.join("  "))
}

/// `keeper classic sheet FILE`: a classic sheet, readable (text or `--markdown`).
fn sheet(args: &ClassicSheetArgs, lang: &str) -> Result<(), Failure> {
    let doc = protocol::read_sheet(&args.file, lang)?;
    let mut req = request("sheet", lang);
    req.insert("sheet".into(), doc);
    let Some(o) = ask(req, args.json)? else {
        return Ok(());
    };
    let sheet = answered!(o, Sheet);
    write!(
        io::stdout().lock(),
        "{}",
        render_sheet(lang, &sheet, args.markdown)
    )?;
    Ok(())
}

/// A readable classic sheet from a `classic.sheet` result: values on the 3–18 scale
/// with their ×5 rolls, the derived values, the condition, the skills (`✓` marks an
/// experience check).
pub(crate) fn render_sheet(lang: &str, r: &SheetResult, markdown: bool) -> String {
    let title = r.name.as_deref().unwrap_or_default();
    let chars: Vec<String> = r
        .characteristics
        .named()
        .iter()
        .map(|&(k, v)| {
            let label = Catalogue::global().characteristic_label(lang, k);
            let roll = Catalogue::global().whole_percent(lang, v * 5);
            format!("{label} {v} ({roll})")
        })
        .collect();
    let derived = text(lang, &describe::sheet_derived(r));
    let states: Vec<String> = describe::sheet_states(r)
        .iter()
        .map(|m| text(lang, m))
        .collect();
    let skills: Vec<String> = r
        .skills
        .iter()
        .map(|(k, v)| {
            let mark = if r.checks.contains(k) { " ✓" } else { "" };
            let label = Catalogue::global().skill_label(lang, k);
            let value = Catalogue::global().whole_percent(lang, *v);
            format!("{label}: {value}{mark}")
        })
        .collect();
    let skills_title = text(lang, &Message::new("cli-classic-sheet-skills"));
    let mut s = String::new();
    if markdown {
        s.push_str(&format!(
            "# {title}\n\n{}\n\n{derived}\n\n",
            chars.join(" · ")
        ));
        for st in &states {
            s.push_str(&format!("- **{st}**\n"));
        }
        s.push_str(&format!("\n## {skills_title}\n\n"));
        for line in &skills {
            s.push_str(&format!("- {line}\n"));
        }
    } else {
        s.push_str(&format!("{title}\n{}\n{derived}\n", chars.join("  ")));
        for st in &states {
            s.push_str(&format!("{st}\n"));
        }
        s.push_str(&format!("{skills_title}:\n"));
        for line in &skills {
            s.push_str(&format!("  {line}\n"));
        }
    }
    s
}

/// Asks `req` and prints its result's `line`; with `json_out`, the answer as JSON.
fn show(
    req: Map<String, Value>,
    json_out: bool,
    line: impl FnOnce(ClassicOutcome) -> String,
) -> Result<(), Failure> {
    if let Some(o) = ask(req, json_out)? {
        writeln!(io::stdout().lock(), "{}", line(o))?;
    }
    Ok(())
}

/// Resolves a classic request into its typed result (see [`protocol::ask_outcome`]).
fn ask(req: Map<String, Value>, json_out: bool) -> Result<Option<ClassicOutcome>, Failure> {
    Ok(protocol::ask_outcome(req, json_out)?.map(classic))
}

/// The result of a classic request, which is always classic's.
fn classic(o: Outcome) -> ClassicOutcome {
    match o {
        Outcome::Classic(c) => c,
        other => unreachable!("a {} result for a classic request", other.system()),
    }
}

/// A request to the classic system.
fn request(action: &str, lang: &str) -> Map<String, Value> {
    protocol::request("classic", action, lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dice(faces: &str) -> DiceArgs {
        DiceArgs {
            seed: None,
            dice: Some(faces.to_owned()),
            json: false,
        }
    }

    fn result(req: Map<String, Value>) -> ClassicOutcome {
        let answer = keeper_resolve::answer(&Value::Object(req));
        classic(answer.unwrap_or_else(|e| panic!("{e:?}")).outcome)
    }

    #[test]
    fn k5_damage_impales_with_a_pointed_weapon() {
        let args = ClassicDamageArgs {
            weapon: "1D8+1".into(),
            db: Some("+1D4".into()),
            special: true,
            pointed: true,
            thrown: false,
            dice: dice("5,7,2"),
        };
        let r = result(damage_request(&args, "en").unwrap());
        assert_eq!(
            damage_line("en", &r),
            "damage 16 (weapon 6 + 8, bonus 2; impaled true)"
        );
    }

    #[test]
    fn h1_h2_heal_first_aid_medicine_and_a_week() {
        let mut args = ClassicHealArgs {
            kind: "first-aid".into(),
            skill: Some(30),
            equipment: false,
            medical_care: false,
            dice: dice("20,6"),
        };
        let r = result(heal_request(&args, "en").unwrap());
        assert_eq!(
            heal_line("en", &r),
            "20 against 30%: success; 3 HP restored"
        );
        args.kind = "medicine".into();
        args.dice = dice("20");
        let answer = keeper_resolve::resolve(&Value::Object(heal_request(&args, "en").unwrap()));
        assert!(accepted(&answer, None).is_err(), "Medicine needs equipment");
        args.kind = "week".into();
        args.medical_care = true;
        args.dice = dice("6,6,1");
        let r = result(heal_request(&args, "en").unwrap());
        assert_eq!(heal_line("en", &r), "7 HP restored this week");
    }

    #[test]
    fn t6_experience_and_n3_sanity() {
        let args = ClassicExperienceArgs {
            skill: 88,
            dice: dice("95,5,3,4"),
        };
        let r = result(experience_request(&args, "en").unwrap());
        let line = experience_line("en", &r);
        assert!(line.contains("+5, the skill is now 93%"), "{line}");
        assert!(line.contains("7 Sanity regained"), "{line}");
        let args = ClassicExperienceArgs {
            skill: 40,
            dice: dice("40"),
        };
        let r = result(experience_request(&args, "en").unwrap());
        assert!(experience_line("en", &r).contains("no improvement"));
    }

    fn attack_args(faces: &str) -> ClassicAttackArgs {
        ClassicAttackArgs {
            chance: 50,
            weapon: "1D8+1".into(),
            db: Some("+1D4".into()),
            pointed: true,
            thrown: false,
            incoming: "melee".into(),
            parry: Some(60),
            dodge: None,
            earlier: 0,
            shield: false,
            bare_handed: false,
            dex: 0,
            plain_rules: false,
            dice: dice(faces),
        }
    }

    #[test]
    fn k3_k4_attack_with_parry_dodge_and_the_ladder() {
        // K4: a special is parried only by a special; it impales (K5).
        let args = attack_args("5,30,5,7,2");
        let r = result(attack_request(&args, "en").unwrap());
        let text = attack_lines("en", &r, &args);
        assert!(text.contains("parry: 30 against 60%: success"), "{text}");
        assert!(
            text.ends_with("damage 16 (weapon 6 + 8, bonus 2; impaled true)"),
            "{text}"
        );
        // The same roll under plain rules is stopped.
        let mut args = attack_args("5,30");
        args.plain_rules = true;
        let r = result(attack_request(&args, "en").unwrap());
        assert!(attack_lines("en", &r, &args).ends_with("the attack is stopped"));
        // K3: a second dodge is at −30%.
        let mut args = attack_args("30,45,3,2");
        args.parry = None;
        args.dodge = Some(70);
        args.earlier = 1;
        let r = result(attack_request(&args, "en").unwrap());
        let text = attack_lines("en", &r, &args);
        assert!(text.contains("dodge: 45 against 40%: failure"), "{text}");
    }

    #[test]
    fn a3_convert_to_7th_edition() {
        let args = ClassicConvertArgs {
            characteristics: vec![12, 11, 14, 15, 13, 10, 9, 16],
            mp: None,
            san: Some(50),
            dice: dice("3,4,5"),
        };
        let r = result(convert_request(&args, "en").unwrap());
        assert_eq!(
            convert_lines("en", &r),
            "STR 60  CON 55  SIZ 70  INT 75  POW 65  DEX 50  APP 45  EDU 80\n\
             HP 12  MP 13  SAN 50  Luck 60  damage bonus +1D4  Build 1"
        );
    }

    #[test]
    fn sheet_renders_as_text_and_markdown() {
        let mut req = request("sheet", "en");
        req.insert(
            "sheet".into(),
            json!({"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
                "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13, "DEX": 10, "APP": 9, "EDU": 16},
                "skills": {"Spot Hidden": 88},
                "events": [{"event": "hp_lost", "amount": 11}, {"event": "check_awarded", "skill": "Spot Hidden"}]}),
        );
        let r = answered!(result(req), Sheet);
        let plain = render_sheet("en", &r, false);
        assert!(
            plain.starts_with("Walter\nSTR 12 (60%)  CON 11 (55%)"),
            "{plain}"
        );
        assert!(
            plain.contains("HP 2/13  MP 13/13  SAN 65/99  Luck 65/65"),
            "{plain}"
        );
        assert!(plain.contains("\nunconscious\n"), "{plain}");
        assert!(
            plain.ends_with("Skills:\n  Spot Hidden: 88% ✓\n"),
            "{plain}"
        );
        let md = render_sheet("en", &r, true);
        assert!(
            md.starts_with("# Walter\n\nSTR 12 (60%) · CON 11 (55%)"),
            "{md}"
        );
        assert!(md.contains("- **unconscious**"), "{md}");
        assert!(md.ends_with("## Skills\n\n- Spot Hidden: 88% ✓\n"), "{md}");
    }
}
