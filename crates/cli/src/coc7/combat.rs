//! Combat and wounds in `keeper coc7`: melee, firearms, maneuvers and initiative, and
//! the damage and healing of a wounded investigator.

use clap::Args;
use keeper_i18n::Message;
use serde_json::{Map, Value, json};

use super::{ask, pair, request, show};
use crate::output::Failure;
use crate::protocol::DiceArgs;

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
pub(super) fn damage(args: &DamageArgs, lang: &str) -> Result<(), Failure> {
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
pub(super) fn heal(args: &HealArgs, lang: &str) -> Result<(), Failure> {
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

/// `keeper coc7 melee --attack 40 --weapon 1D6 --db +1D4 --defend 60 [--fight-back]`.
pub(super) fn melee(args: &MeleeArgs, lang: &str) -> Result<(), Failure> {
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
pub(super) fn firearms(args: &FirearmsArgs, lang: &str) -> Result<(), Failure> {
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
pub(super) fn maneuver(args: &ManeuverArgs, lang: &str) -> Result<(), Failure> {
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
pub(super) fn initiative(args: &InitiativeArgs, lang: &str) -> Result<(), Failure> {
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
