//! `keeper coc7 …`: Call of Cthulhu 7th edition checks, Sanity rolls, melee,
//! investigator creation and sheets from the terminal. Each command builds a resolve
//! request (`system: "coc7"`), runs it and shows the answer: the exact odds first, then
//! the roll. The argument structures live here; `args.rs` only names the command.

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;

use clap::{Args, Subcommand};
use keeper_i18n::{Catalogue, Message};
use serde_json::{Map, Value, json};

use keeper_resolve::results::coc7::{Coc7Outcome, Sheet, SheetResult};
use keeper_resolve::{Answer, Outcome, ResolveError, describe};

use crate::output::{Failure, text};
use crate::protocol::{self, DiceArgs, accepted, dice_fields};

#[derive(Debug, Args)]
pub(crate) struct Coc7Args {
    #[command(subcommand)]
    pub(crate) command: Coc7Command,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Coc7Command {
    Check(CheckArgs),
    Opposed(OpposedArgs),
    Luck(LuckArgs),
    Sanity(SanityArgs),
    Melee(MeleeArgs),
    Damage(DamageArgs),
    Heal(HealArgs),
    Firearms(FirearmsArgs),
    Maneuver(ManeuverArgs),
    Initiative(InitiativeArgs),
    Improvement(ImprovementArgs),
    RealityCheck(RealityCheckArgs),
    Investigator(InvestigatorArgs),
    Sheet(SheetArgs),
}

#[derive(Debug, Args)]
pub(crate) struct CheckArgs {
    #[arg(value_name = "VALUE")]
    pub(crate) value: u32,
    #[arg(long, conflicts_with = "extreme")]
    pub(crate) hard: bool,
    #[arg(long)]
    pub(crate) extreme: bool,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) penalty: u32,
    #[arg(long)]
    pub(crate) push: bool,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct OpposedArgs {
    #[arg(value_name = "A")]
    pub(crate) a: u32,
    #[arg(value_name = "B")]
    pub(crate) b: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) a_bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) a_penalty: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) b_bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) b_penalty: u32,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct LuckArgs {
    #[arg(value_name = "LUCK", required = true, num_args = 1..)]
    pub(crate) luck: Vec<u32>,
    #[arg(long, conflicts_with = "extreme")]
    pub(crate) hard: bool,
    #[arg(long)]
    pub(crate) extreme: bool,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) penalty: u32,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

/// The state of a wounded investigator, as `coc7.damage` and `coc7.heal` take it.
#[derive(Debug, Args)]
pub(crate) struct HealthArgs {
    #[arg(long, value_name = "N")]
    pub(crate) max_hp: u32,
    #[arg(long, value_name = "N")]
    pub(crate) hp: Option<u32>,
    #[arg(long)]
    pub(crate) major_wound: bool,
    #[arg(long)]
    pub(crate) unconscious: bool,
    #[arg(long)]
    pub(crate) dying: bool,
    #[arg(long)]
    pub(crate) needs_medicine: bool,
    #[arg(long)]
    pub(crate) first_aid_given: bool,
}

#[derive(Debug, Args)]
pub(crate) struct DamageArgs {
    #[arg(value_name = "AMOUNT", required_unless_present_any = ["severity", "expr"], conflicts_with_all = ["severity", "expr"])]
    pub(crate) amount: Option<u32>,
    #[arg(long, value_name = "SEVERITY", value_parser = ["minor", "moderate", "severe", "deadly", "terminal", "splat"], conflicts_with = "expr")]
    pub(crate) severity: Option<String>,
    #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
    pub(crate) expr: Option<String>,
    #[arg(long, value_name = "N")]
    pub(crate) con: u32,
    #[command(flatten)]
    pub(crate) health: HealthArgs,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct HealArgs {
    #[arg(value_name = "TREATMENT", value_parser = ["first-aid", "medicine", "day", "week", "dying-round"])]
    pub(crate) treatment: String,
    #[arg(long, value_name = "N")]
    pub(crate) skill: Option<u32>,
    #[arg(long, value_name = "N")]
    pub(crate) con: Option<u32>,
    #[arg(long)]
    pub(crate) no_equipment: bool,
    #[command(flatten)]
    pub(crate) health: HealthArgs,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct SanityArgs {
    #[arg(long, value_name = "N")]
    pub(crate) san: u32,
    #[arg(long, value_name = "N")]
    pub(crate) int: u32,
    #[arg(value_name = "LOSS")]
    pub(crate) loss: String,
    #[arg(long, value_name = "N")]
    pub(crate) day_start_san: Option<u32>,
    #[arg(long, value_name = "N")]
    pub(crate) lost_today: Option<u32>,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct MeleeArgs {
    #[arg(long, value_name = "N")]
    pub(crate) attack: u32,
    #[arg(
        long,
        value_name = "WEAPON",
        default_value = "1D3",
        allow_hyphen_values = true
    )]
    pub(crate) weapon: String,
    #[arg(
        long,
        value_name = "DB",
        default_value = "0",
        allow_hyphen_values = true
    )]
    pub(crate) db: String,
    #[arg(long)]
    pub(crate) impaling: bool,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) penalty: u32,
    #[command(flatten)]
    pub(crate) defender: DefenderArgs,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct FirearmsArgs {
    #[arg(value_name = "VALUE")]
    pub(crate) value: u32,
    #[arg(
        long,
        value_name = "WEAPON",
        default_value = "handgun",
        allow_hyphen_values = true
    )]
    pub(crate) weapon: String,
    #[arg(long)]
    pub(crate) impaling: bool,
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=3))]
    pub(crate) shots: u32,
    #[arg(long)]
    pub(crate) point_blank: bool,
    #[arg(long, value_name = "RANGE", value_parser = ["base", "long", "very-long"], default_value = "base")]
    pub(crate) range: String,
    #[arg(long, conflicts_with = "dodge")]
    pub(crate) target_dived: bool,
    #[arg(long, value_name = "N")]
    pub(crate) dodge: Option<u32>,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) penalty: u32,
    #[arg(long, value_name = "N")]
    pub(crate) ammo: Option<u32>,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

/// The defender of a melee exchange or a maneuver (K3, K8, K9).
#[derive(Debug, Args)]
pub(crate) struct DefenderArgs {
    #[arg(long, value_name = "N")]
    pub(crate) defend: u32,
    #[arg(long)]
    pub(crate) fight_back: bool,
    #[arg(
        long,
        value_name = "WEAPON",
        default_value = "1D3",
        allow_hyphen_values = true
    )]
    pub(crate) defender_weapon: String,
    #[arg(
        long,
        value_name = "DB",
        default_value = "0",
        allow_hyphen_values = true
    )]
    pub(crate) defender_db: String,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) defender_bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) defender_penalty: u32,
    #[arg(long)]
    pub(crate) outnumbered: bool,
}

impl DefenderArgs {
    /// The request's `defender` object; `extra` adds fields (a maneuver's `build`).
    fn json(&self, extra: Value) -> Value {
        let mut defender = json!({"value": self.defend,
            "response": if self.fight_back { "fight_back" } else { "dodge" },
            "bonus": self.defender_bonus, "penalty": self.defender_penalty,
            "defended": self.outnumbered});
        if self.fight_back {
            defender["weapon"] = json!(self.defender_weapon);
            defender["db"] = json!(self.defender_db);
        }
        if let (Value::Object(d), Value::Object(e)) = (&mut defender, extra) {
            d.extend(e);
        }
        defender
    }
}

#[derive(Debug, Args)]
pub(crate) struct ManeuverArgs {
    #[arg(long, value_name = "N")]
    pub(crate) attack: u32,
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub(crate) build: i32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) penalty: u32,
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub(crate) target_build: i32,
    #[command(flatten)]
    pub(crate) defender: DefenderArgs,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct InitiativeArgs {
    #[arg(value_name = "NAME=DEX", required = true, num_args = 1..)]
    pub(crate) combatants: Vec<String>,
    #[arg(long = "skill", value_name = "NAME=N")]
    pub(crate) skills: Vec<String>,
    #[arg(long = "firearm", value_name = "NAME")]
    pub(crate) firearms: Vec<String>,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ImprovementArgs {
    #[arg(value_name = "SKILL=N", required = true, num_args = 1..)]
    pub(crate) skills: Vec<String>,
    #[arg(long, value_name = "N")]
    pub(crate) luck: Option<u32>,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct RealityCheckArgs {
    #[arg(value_name = "SAN")]
    pub(crate) san: u32,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

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

/// Runs one `keeper coc7` subcommand.
pub(crate) fn run(args: &Coc7Args, lang: &str) -> Result<(), Failure> {
    match &args.command {
        Coc7Command::Check(a) => check(a, lang),
        Coc7Command::Opposed(a) => opposed(a, lang),
        Coc7Command::Luck(a) => luck(a, lang),
        Coc7Command::Sanity(a) => sanity(a, lang),
        Coc7Command::Melee(a) => melee(a, lang),
        Coc7Command::Damage(a) => damage(a, lang),
        Coc7Command::Heal(a) => heal(a, lang),
        Coc7Command::Firearms(a) => firearms(a, lang),
        Coc7Command::Maneuver(a) => maneuver(a, lang),
        Coc7Command::Initiative(a) => initiative(a, lang),
        Coc7Command::Improvement(a) => improvement(a, lang),
        Coc7Command::RealityCheck(a) => reality_check(a, lang),
        Coc7Command::Investigator(a) => match &a.command {
            InvestigatorCommand::New(n) => new(n, lang),
        },
        Coc7Command::Sheet(a) => sheet(a, lang),
    }
}

/// `keeper coc7 check 45 --hard --bonus 1`, and `--push` to push a failure.
fn check(args: &CheckArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request(if args.push { "push" } else { "check" }, lang);
    req.insert("value".into(), json!(args.value));
    let difficulty = if args.extreme {
        "extreme"
    } else if args.hard {
        "hard"
    } else {
        "regular"
    };
    req.insert("difficulty".into(), json!(difficulty));
    req.insert("bonus".into(), json!(args.bonus));
    req.insert("penalty".into(), json!(args.penalty));
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

fn difficulty_of(hard: bool, extreme: bool) -> &'static str {
    if extreme {
        "extreme"
    } else if hard {
        "hard"
    } else {
        "regular"
    }
}

/// `keeper coc7 opposed 55 65 --a-penalty 1`: an opposed roll (R7).
fn opposed(args: &OpposedArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("opposed", lang);
    req.insert(
        "a".into(),
        json!({"value": args.a, "bonus": args.a_bonus, "penalty": args.a_penalty}),
    );
    req.insert(
        "b".into(),
        json!({"value": args.b, "bonus": args.b_bonus, "penalty": args.b_penalty}),
    );
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 luck 50` (R8), or `keeper coc7 luck 60 35 70`: a group Luck roll, made
/// by the lowest Luck.
fn luck(args: &LuckArgs, lang: &str) -> Result<(), Failure> {
    let group = args.luck.len() > 1;
    let mut req = request(if group { "group_luck" } else { "luck" }, lang);
    if group {
        req.insert("lucks".into(), json!(args.luck));
    } else {
        req.insert("luck".into(), json!(args.luck[0]));
    }
    let difficulty = difficulty_of(args.hard, args.extreme);
    req.insert("difficulty".into(), json!(difficulty));
    req.insert("bonus".into(), json!(args.bonus));
    req.insert("penalty".into(), json!(args.penalty));
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

fn health_request(req: &mut Map<String, Value>, h: &HealthArgs) {
    req.insert("max_hp".into(), json!(h.max_hp));
    if let Some(hp) = h.hp {
        req.insert("hp".into(), json!(hp));
    }
    for (key, on) in [
        ("major_wound", h.major_wound),
        ("unconscious", h.unconscious),
        ("dying", h.dying),
        ("needs_medicine", h.needs_medicine),
        ("first_aid_given", h.first_aid_given),
    ] {
        if on {
            req.insert(key.into(), json!(true));
        }
    }
}

/// `keeper coc7 damage 7 --max-hp 12 --hp 5 --con 50`, or `--severity severe` (H8) or
/// `--expr 1D10`: one hit (H1–H5).
fn damage(args: &DamageArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("damage", lang);
    req.remove("odds");
    health_request(&mut req, &args.health);
    req.insert("con".into(), json!(args.con));
    if let Some(n) = args.amount {
        req.insert("amount".into(), json!(n));
    }
    if let Some(s) = &args.severity {
        req.insert("severity".into(), json!(s));
    }
    if let Some(e) = &args.expr {
        req.insert("expr".into(), json!(e));
    }
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 heal first-aid --skill 30 --max-hp 12 --hp 0 --major-wound --dying`,
/// `medicine`, `day`, `week --con 50`, `dying-round --con 50` (H4, H6, H7).
fn heal(args: &HealArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("heal", lang);
    health_request(&mut req, &args.health);
    req.insert("treatment".into(), json!(args.treatment.replace('-', "_")));
    if let Some(s) = args.skill {
        req.insert("skill".into(), json!(s));
    }
    if let Some(c) = args.con {
        req.insert("con".into(), json!(c));
    }
    if args.treatment == "medicine" {
        req.insert("equipment".into(), json!(!args.no_equipment));
    }
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 sanity --san 50 --int 60 1/1D6`.
fn sanity(args: &SanityArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("sanity", lang);
    req.insert("san".into(), json!(args.san));
    req.insert("int".into(), json!(args.int));
    req.insert("loss".into(), json!(args.loss));
    if let Some(d) = args.day_start_san {
        req.insert("day_start_san".into(), json!(d));
    }
    if let Some(l) = args.lost_today {
        req.insert("lost_today".into(), json!(l));
    }
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 melee --attack 40 --weapon 1D6 --db +1D4 --defend 60 [--fight-back]`.
fn melee(args: &MeleeArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("melee", lang);
    let mut attacker = json!({"value": args.attack, "weapon": args.weapon, "db": args.db,
        "bonus": args.bonus, "penalty": args.penalty});
    if args.impaling {
        attacker["impaling"] = json!(true);
    }
    req.insert("attacker".into(), attacker);
    req.insert("defender".into(), args.defender.json(json!({})));
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 firearms 50 --shots 2 --range long --dodge 40`: one round of fire (K6)
/// and a target diving for cover (K7). The odds are those of each shot's roll.
fn firearms(args: &FirearmsArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("firearms", lang);
    req.insert("value".into(), json!(args.value));
    req.insert("weapon".into(), json!(args.weapon));
    if args.impaling {
        req.insert("impaling".into(), json!(true));
    }
    req.insert("shots".into(), json!(args.shots));
    req.insert("point_blank".into(), json!(args.point_blank));
    req.insert("range".into(), json!(args.range.replace('-', "_")));
    req.insert("target_dived".into(), json!(args.target_dived));
    if let Some(d) = args.dodge {
        req.insert("dodge".into(), json!(d));
    }
    req.insert("bonus".into(), json!(args.bonus));
    req.insert("penalty".into(), json!(args.penalty));
    if let Some(a) = args.ammo {
        req.insert("ammo".into(), json!(a));
    }
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 maneuver --attack 70 --build 0 --defend 40 --target-build 1
/// --fight-back`: disarm, knock down, grab and hold (K8), opposed as in K3.
fn maneuver(args: &ManeuverArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("maneuver", lang);
    req.insert(
        "attacker".into(),
        json!({"value": args.attack, "build": args.build,
            "bonus": args.bonus, "penalty": args.penalty}),
    );
    req.insert(
        "defender".into(),
        args.defender.json(json!({"build": args.target_build})),
    );
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 initiative Brian=80 Hugh=50 ghoul=65 --firearm Hugh --skill Brian=70`:
/// the order of action (K2).
fn initiative(args: &InitiativeArgs, lang: &str) -> Result<(), Failure> {
    let mut combatants = Vec::new();
    for c in &args.combatants {
        let (name, dex) = pair(c, lang)?;
        combatants.push(json!({"name": name, "dex": dex}));
    }
    let find = |name: &str, combatants: &[Value]| {
        combatants
            .iter()
            .position(|c| c["name"] == json!(name))
            .ok_or_else(|| {
                Failure::input(
                    lang,
                    &Message::new("cli-error-coc7-combatant").text("name", name.to_owned()),
                )
            })
    };
    for s in &args.skills {
        let (name, skill) = pair(s, lang)?;
        let i = find(&name, &combatants)?;
        combatants[i]["skill"] = json!(skill);
    }
    for name in &args.firearms {
        let i = find(name.trim(), &combatants)?;
        combatants[i]["firearm"] = json!(true);
    }
    let mut req = request("initiative", lang);
    req.remove("odds");
    req.insert("combatants".into(), Value::Array(combatants));
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 improvement "Spot Hidden=45" Climb=85 --luck 40`: the improvement
/// checks at the end of a scenario (R10), and the optional Luck recovery.
fn improvement(args: &ImprovementArgs, lang: &str) -> Result<(), Failure> {
    let mut skills = Map::new();
    for s in &args.skills {
        let (name, value) = pair(s, lang)?;
        skills.insert(name, json!(value));
    }
    let mut req = request("improvement", lang);
    req.remove("odds");
    req.insert("skills".into(), Value::Object(skills));
    if let Some(l) = args.luck {
        req.insert("luck".into(), json!(l));
    }
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 reality-check 45`: a Reality Check against a hallucination (N3).
fn reality_check(args: &RealityCheckArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("reality_check", lang);
    req.insert("san".into(), json!(args.san));
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 investigator new --char STR=60 … --skill Climb=60 … --interest Jump …`.
fn new(args: &NewArgs, lang: &str) -> Result<(), Failure> {
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

/// `keeper coc7 sheet FILE`: a keeper sheet, or a Dhole's House export, shown as text
/// or Markdown; `--dholes FILE` writes it as a Dhole's House export.
fn sheet(args: &SheetArgs, lang: &str) -> Result<(), Failure> {
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
fn sheet_value(sheet: &Sheet) -> Value {
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
    }
    s
}

fn pair(text_in: &str, lang: &str) -> Result<(String, u32), Failure> {
    let bad = || {
        Failure::input(
            lang,
            &Message::new("cli-error-coc7-pair").text("text", text_in.to_owned()),
        )
    };
    let (k, v) = text_in.rsplit_once('=').ok_or_else(bad)?;
    let v: u32 = v.trim().parse().map_err(|_| bad())?;
    let k = k.trim();
    if k.is_empty() {
        return Err(bad());
    }
    Ok((k.to_owned(), v))
}

/// Runs the request with the dice options; prints the JSON answer with `--json` (and
/// returns `None`), else returns the request as sent and its typed result.
fn ask(
    mut req: Map<String, Value>,
    dice: &DiceArgs,
    lang: &str,
) -> Result<Option<(Value, Coc7Outcome)>, Failure> {
    dice_fields(&mut req, dice.seed, dice.dice.as_deref(), lang)?;
    let request = Value::Object(req);
    let result = resolve(&request, dice.json)?;
    Ok((!dice.json).then_some((request, result)))
}

/// Resolves `request` into its typed result, printing the whole answer first with
/// `json` (as the protocol writes it); an error is the failure it reports.
fn resolve(request: &Value, json: bool) -> Result<Coc7Outcome, Failure> {
    let answer = keeper_resolve::answer(request);
    if json {
        let shown = match &answer {
            Ok(a) => a.to_value(),
            Err(e) => keeper_resolve::error_answer(request, e),
        };
        writeln!(io::stdout().lock(), "{shown}")?;
    }
    match answer {
        Ok(Answer {
            outcome: Outcome::Coc7(o),
            ..
        }) => Ok(o),
        Ok(_) => unreachable!("a coc7 request is answered by the coc7 system"),
        Err(e) => Err(failure(request, &e)),
    }
}

/// The failure an error answer reports, in the request's language.
fn failure(request: &Value, e: &ResolveError) -> Failure {
    match accepted(&keeper_resolve::error_answer(request, e), None) {
        Err(f) => f,
        Ok(_) => unreachable!("an error answer is not accepted"),
    }
}

/// Prints the result's lines, as every place that shows a 7th edition result words it.
fn show(lang: &str, request: &Value, result: &Coc7Outcome) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    for line in describe::coc7::terminal(request, result) {
        writeln!(out, "{}", text(lang, &line))?;
    }
    Ok(())
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

/// A request to the coc7 system (with exact odds).
fn request(action: &str, lang: &str) -> Map<String, Value> {
    protocol::odds_request("coc7", action, lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_a_name_and_a_value() {
        assert_eq!(
            pair("Spot Hidden=45", "en").unwrap(),
            ("Spot Hidden".to_owned(), 45)
        );
        assert_eq!(pair("STR = 60", "en").unwrap(), ("STR".to_owned(), 60));
        assert!(pair("Spot Hidden", "en").is_err());
        assert!(pair("=4", "en").is_err());
    }

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
    }

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
