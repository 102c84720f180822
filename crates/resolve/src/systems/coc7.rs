//! `system: "coc7"`: Call of Cthulhu 7th edition (rules in `docs/rules/coc7.md`,
//! engine in keeper-coc7).
//!
//! The spec's actions (`check`, `opposed`, `sanity`, `melee`, `investigator`) keep their
//! fields, results and dice order exactly; everything else is an extension documented
//! in `docs/protocol.md`. Every action is stateless: the state it needs comes in the
//! request, and what changed comes back as `events` a table can store and replay.

mod combat;
mod dholes;
mod points;
mod sheet;

use points::{improvement, magic, regain_magic};

use combat::*;

use keeper_coc7::{
    self as coc7, Attacker, Blow, Check, Combatant, Defender, Difficulty, Draft, Error, Event,
    Firing, Health, Method, Modifiers, Range, Response, RollKind, SanityLoss, SanityState,
    Severity, Side, SuccessLevel, Treatment, Winner, odds,
};
use keeper_dice::{DiceSource, Expression};
use keeper_i18n::{Localize, Message};
use num_rational::BigRational;
use serde::Deserialize;
use serde_json::{Map, json};

use crate::error::{Code, ResolveError};
use crate::request::within;
use crate::results::Level;
use crate::results::coc7::{
    self as results, Bout, CharacteristicsResult, CheckOdds, CheckResult, Coc7Outcome,
    DamageResult, Distribution, FirearmsResult, GroupLuckResult, HealResult, ImprovementResult,
    InitiativeResult, InsanityEffectResult, InvestigatorResult, LevelOdds, LuckCost, LuckRecovery,
    LuckResult, MagicResult, ManeuverOdds, ManeuverResult, MeleeOdds, MeleeResult, MeleeWinner,
    Named, OpposedOdds, OpposedResult, OpposedWinner, PushResult, RealityCheckResult,
    RegainMagicResult, Roll, RollLevel, SanityOdds, SanityResult, Shot, SkillImprovement,
    SpendLuckResult, StatblockAttack, StatblockResult, WeaponsResult,
};
use crate::{Request, System};

pub(crate) struct Coc7;

const ACTIONS: &[&str] = &[
    "check",
    "opposed",
    "sanity",
    "melee",
    "investigator",
    "characteristics",
    "push",
    "luck",
    "group_luck",
    "spend_luck",
    "magic",
    "regain_magic",
    "improvement",
    "reality_check",
    "insanity_effect",
    "firearms",
    "maneuver",
    "damage",
    "heal",
    "initiative",
    "sheet",
    "import_dholes",
    "export_dholes",
    "statblock",
    "weapons",
    "simulate",
];

/// The largest skill or characteristic value accepted.
const MAX_VALUE: i64 = 1000;
/// Most bonus or penalty dice one field may ask for (the net is capped at two).
const MAX_DICE: i64 = 100;
/// Most investigators of a group Luck roll or combatants of an initiative order.
const MAX_LIST: usize = 100;

impl System for Coc7 {
    fn actions(&self) -> &'static [&'static str] {
        ACTIONS
    }

    fn resolve(
        &self,
        req: &Request<'_>,
        dice: &mut dyn DiceSource,
    ) -> Result<crate::Outcome, ResolveError> {
        use Coc7Outcome as O;
        Ok(match req.action() {
            "check" => O::Check(check(req, dice)?),
            "opposed" => O::Opposed(opposed(req, dice)?),
            "sanity" => O::Sanity(sanity(req, dice)?),
            "melee" => O::Melee(melee(req, dice)?),
            "investigator" => O::Investigator(investigator(req, dice)?),
            "characteristics" => O::Characteristics(roll_characteristics(req, dice)?),
            "push" => O::Push(push(req, dice)?),
            "luck" => O::Luck(luck(req, dice)?),
            "group_luck" => O::GroupLuck(group_luck(req, dice)?),
            "spend_luck" => O::SpendLuck(spend_luck(req)?),
            "magic" => O::Magic(magic(req)?),
            "regain_magic" => O::RegainMagic(regain_magic(req)?),
            "improvement" => O::Improvement(improvement(req, dice)?),
            "reality_check" => O::RealityCheck(reality_check(req, dice)?),
            "insanity_effect" => O::InsanityEffect(insanity_effect(req)?),
            "firearms" => O::Firearms(firearms(req, dice)?),
            "maneuver" => O::Maneuver(maneuver(req, dice)?),
            "damage" => O::Damage(damage(req, dice)?),
            "heal" => O::Heal(heal(req, dice)?),
            "initiative" => O::Initiative(initiative(req, dice)?),
            "sheet" => O::Sheet(sheet::sheet_action(req)?),
            "import_dholes" => O::ImportDholes(dholes::import_action(req)?),
            "export_dholes" => O::ExportDholes(dholes::export_action(req)?),
            "statblock" => O::Statblock(statblock(req)?),
            "weapons" => O::Weapons(weapons(req)?),
            "simulate" => O::Simulate(super::simulate::simulate(req, dice)?),
            other => return Err(ResolveError::unknown_action("coc7", other, ACTIONS)),
        }
        .into())
    }
}

/// `weapons`' fields: the wielder's damage bonus, to write each weapon's damage with.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WeaponsFields<'a> {
    db: Option<&'a str>,
}

/// `weapons`: K4's weapons as data, each one's damage with `db` where K4 adds it.
fn weapons(req: &Request<'_>) -> Result<WeaponsResult, ResolveError> {
    let f: WeaponsFields = req.fields()?;
    let db = f.db.unwrap_or("0");
    // A damage bonus is dice notation (C6 writes `+1D4`, `-1`).
    parse_expression(db, "db")?;
    let weapons = coc7::WEAPONS
        .iter()
        .map(|w| sheet::weapon_entry(w, db))
        .collect();
    Ok(WeaponsResult { weapons })
}

/// `statblock`: a non-player character's stat block read, derived values filled in
/// (C5–C7).
fn statblock(req: &Request<'_>) -> Result<StatblockResult, ResolveError> {
    let (text, events) = super::npc::fields(req)?;
    let b = coc7::parse_statblock(text).map_err(|e| super::npc::bad_line(e.line, e.message()))?;
    let health = match events {
        None => None,
        Some(events) => Some(sheet::npc_health(b.hp, &events)?),
    };
    let attacks = b
        .attacks
        .into_iter()
        .map(|a| StatblockAttack {
            name: a.name,
            value: a.value,
            damage: a.damage,
        })
        .collect();
    Ok(StatblockResult {
        name: b.name,
        characteristics: Named(
            b.characteristics
                .iter()
                .map(|(k, v)| ((*k).to_owned(), *v))
                .collect(),
        ),
        hp: b.hp,
        mp: b.mp,
        db: b.db,
        build: b.build,
        movement: b.r#move,
        armor: b.armor,
        missiles_halved: super::npc::halves_missiles(b.armor_note.as_deref()),
        armor_note: b.armor_note,
        attacks_per_round: b.attacks_per_round,
        attacks,
        skills: Named(b.skills),
        sanity_loss: b.sanity_loss,
        health,
    })
}

// ---------------------------------------------------------------------------------
// Fields: each action's own type, decoded by `Request::fields`; ranges and the rules'
// checks come after, with the messages they always had.

/// `key` inside the object at `path` (`attacker.value`), as errors name it.
pub(crate) fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

/// A skill or characteristic value, 0–1000.
pub(crate) fn value(n: i64, field: &str) -> Result<u32, ResolveError> {
    Ok(within(n, field, 0, MAX_VALUE, "coc7-expected-value")? as u32)
}

pub(crate) fn opt_value(n: Option<i64>, field: &str) -> Result<Option<u32>, ResolveError> {
    n.map(|n| value(n, field)).transpose()
}

/// A value of a name → value object (`skills.Climb`): 0–1000, refused without a range.
pub(crate) fn named_value(n: i64, field: &str) -> Result<u32, ResolveError> {
    u32::try_from(n)
        .ok()
        .filter(|n| *n <= MAX_VALUE as u32)
        .ok_or_else(|| ResolveError::bad_field(field, "coc7-expected-value"))
}

/// `bonus` and `penalty` of the object at `path`, 0–100 each.
fn modifiers(
    bonus: Option<i64>,
    penalty: Option<i64>,
    path: &str,
) -> Result<Modifiers, ResolveError> {
    let n = |v: Option<i64>, key: &str| {
        within(
            v.unwrap_or(0),
            &join(path, key),
            0,
            MAX_DICE,
            "coc7-expected-dice-count",
        )
        .map(|n| n as u32)
    };
    Ok(Modifiers::new(n(bonus, "bonus")?, n(penalty, "penalty")?))
}

fn difficulty(name: Option<&str>) -> Result<Difficulty, ResolveError> {
    match name {
        None => Ok(Difficulty::Regular),
        Some(d) => Difficulty::from_name(d)
            .ok_or_else(|| ResolveError::bad_field("difficulty", "coc7-expected-difficulty")),
    }
}

fn kind(name: Option<&str>) -> Result<RollKind, ResolveError> {
    match name {
        None => Ok(RollKind::Skill),
        Some(k) => RollKind::from_name(k)
            .ok_or_else(|| ResolveError::bad_field("kind", "coc7-expected-kind")),
    }
}

pub(crate) fn parse_expression(text: &str, field: &str) -> Result<Expression, ResolveError> {
    let expr = Expression::parse(text).map_err(|e| ResolveError::from(e).with("field", field))?;
    if expr.repeat() != 1 {
        return Err(ResolveError::bad_field(field, "coc7-expected-expression"));
    }
    Ok(expr)
}

/// A rules error as the protocol's: dice and expressions keep their codes; a refusal
/// is `bad_field` naming `field`.
pub(crate) fn rules_error(e: Error, field: &str) -> ResolveError {
    match e {
        Error::Dice(s) => s.into(),
        Error::Roll(r) => ResolveError::from(r).with("field", field),
        Error::Odds(o) => ResolveError::from(o).with("field", field),
        other => ResolveError::new(Code::BadField, other.message()).with("field", field),
    }
}

/// An exact probability as the protocol writes it (`"1/4"`).
pub(crate) fn p(x: &BigRational) -> String {
    odds::fraction_text(x)
}

fn check_odds(o: &odds::CheckOdds) -> CheckOdds {
    let at = |l: SuccessLevel| p(&o.levels[l.index()]);
    CheckOdds {
        success: p(&o.success),
        levels: LevelOdds {
            critical: at(SuccessLevel::Critical),
            extreme: at(SuccessLevel::Extreme),
            hard: at(SuccessLevel::Hard),
            regular: at(SuccessLevel::Regular),
            failure: at(SuccessLevel::Failure),
            fumble: at(SuccessLevel::Fumble),
        },
    }
}

fn distribution(d: &[(u32, BigRational)]) -> Distribution {
    d.iter().map(|(v, q)| (*v, p(q))).collect()
}

/// A success level as results write it.
pub(crate) fn level_of(l: SuccessLevel) -> Level {
    match l {
        SuccessLevel::Fumble => Level::Fumble,
        SuccessLevel::Failure => Level::Failure,
        SuccessLevel::Regular => Level::Regular,
        SuccessLevel::Hard => Level::Hard,
        SuccessLevel::Extreme => Level::Extreme,
        SuccessLevel::Critical => Level::Critical,
    }
}

fn difficulty_of(d: Difficulty) -> results::Difficulty {
    match d {
        Difficulty::Regular => results::Difficulty::Regular,
        Difficulty::Hard => results::Difficulty::Hard,
        Difficulty::Extreme => results::Difficulty::Extreme,
    }
}

/// A check's roll: `{total, level, success, value}` and its dice.
fn roll_of(c: &Check) -> Roll {
    Roll {
        total: c.total(),
        level: level_of(c.level),
        success: c.success(),
        value: c.value,
        tens: Some(c.roll.tens.clone()),
        units: Some(c.roll.units),
    }
}

pub(crate) fn events_of(events: &[Event]) -> Vec<results::Event> {
    events.iter().map(sheet::event_of).collect()
}

// ---------------------------------------------------------------------------------
// Rolls.

/// `check`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckFields<'a> {
    value: i64,
    #[serde(borrow)]
    difficulty: Option<&'a str>,
    bonus: Option<i64>,
    penalty: Option<i64>,
    #[serde(borrow)]
    kind: Option<&'a str>,
    /// The skill's sheet name, when the check is of a skill: the answer then says
    /// whether a success ticks it (R10).
    skill: Option<String>,
    #[serde(default)]
    odds: bool,
}

/// What Luck can buy on `c` (R9), best level last.
fn luck_costs(c: &Check) -> Option<Vec<LuckCost>> {
    let costs = coc7::luck_costs(c);
    (!costs.is_empty()).then(|| {
        costs
            .iter()
            .map(|(l, p)| LuckCost {
                level: level_of(*l),
                points: *p,
            })
            .collect()
    })
}

/// A skill's sheet name from a request (any language's label), if one is given.
fn skill_field(skill: Option<&str>) -> Option<String> {
    skill.map(|s| coc7::canonical_skill(s).unwrap_or_else(|_| s.to_owned()))
}

fn check(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<CheckResult, ResolveError> {
    let f: CheckFields = req.fields()?;
    let value = value(f.value, "value")?;
    let difficulty = difficulty(f.difficulty)?;
    let modifiers = modifiers(f.bonus, f.penalty, "")?;
    let kind = kind(f.kind)?;
    let want = f.odds;
    let c = coc7::check(value, difficulty, modifiers, kind, dice)
        .map_err(|e| rules_error(e, "value"))?;
    Ok(CheckResult {
        roll: roll_of(&c),
        difficulty: difficulty_of(difficulty),
        target: difficulty.target(value),
        net_dice: modifiers.net(),
        luck_needed: coc7::luck_needed(&c).filter(|_| !c.success()),
        luck_costs: luck_costs(&c),
        pushable: c.can_push(),
        tick: skill_field(f.skill.as_deref()).map(|skill| c.earns_tick_for(&skill)),
        odds: want.then(|| check_odds(&odds::check_odds(value, difficulty, modifiers))),
    })
}

/// `push`'s fields: `check`'s and the first result, when it was rolled elsewhere.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PushFields<'a> {
    value: i64,
    #[serde(borrow)]
    difficulty: Option<&'a str>,
    bonus: Option<i64>,
    penalty: Option<i64>,
    #[serde(borrow)]
    kind: Option<&'a str>,
    first: Option<i64>,
    /// As `check`'s: the answer then says whether a pushed success ticks it.
    skill: Option<String>,
}

fn push(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<PushResult, ResolveError> {
    let f: PushFields = req.fields()?;
    let skill = f.skill.clone();
    let value = value(f.value, "value")?;
    let difficulty = difficulty(f.difficulty)?;
    let modifiers = modifiers(f.bonus, f.penalty, "")?;
    let kind = kind(f.kind)?;
    let given = f
        .first
        .map(|n| within(n, "first", 1, 100, "coc7-expected-value"))
        .transpose()?;
    let first = match given {
        Some(total) => {
            let level = coc7::level(total as u32, value, difficulty);
            let m = modifiers.normalized();
            Check {
                value,
                difficulty,
                modifiers,
                roll: keeper_dice::Percentile {
                    total: total as u32,
                    tens: vec![(total as u32 % 100 / 10) as u8],
                    units: (total % 10) as u8,
                    net: m.bonus as i32 - m.penalty as i32,
                },
                level,
                pushed: false,
                kind,
            }
        }
        None => coc7::check(value, difficulty, modifiers, kind, dice)
            .map_err(|e| rules_error(e, "value"))?,
    };
    let mut first_roll = roll_of(&first);
    if given.is_some() {
        // A first roll given, not rolled here: its dice are not known.
        first_roll.tens = None;
        first_roll.units = None;
    }
    if first.success() && given.is_none() {
        return Ok(PushResult {
            first: first_roll,
            roll: roll_of(&first),
            pushed: false,
            pushed_failure: None,
            tick: None,
        });
    }
    let field = if given.is_some() { "first" } else { "kind" };
    let again = coc7::push(&first, dice).map_err(|e| rules_error(e, field))?;
    Ok(PushResult {
        first: first_roll,
        roll: roll_of(&again),
        pushed: true,
        pushed_failure: Some(again.pushed_failure()),
        tick: skill_field(skill.as_deref()).map(|skill| again.earns_tick_for(&skill)),
    })
}

/// One side of an opposed roll.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SideFields {
    value: i64,
    bonus: Option<i64>,
    penalty: Option<i64>,
}

impl SideFields {
    fn side(&self, path: &str) -> Result<Side, ResolveError> {
        Ok(Side {
            value: value(self.value, &join(path, "value"))?,
            modifiers: modifiers(self.bonus, self.penalty, path)?,
        })
    }
}

/// `opposed`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OpposedFields {
    a: SideFields,
    b: SideFields,
    #[serde(default)]
    odds: bool,
}

fn opposed(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<OpposedResult, ResolveError> {
    let f: OpposedFields = req.fields()?;
    let a = f.a.side("a")?;
    let b = f.b.side("b")?;
    let want = f.odds;
    let o = coc7::opposed(a, b, dice).map_err(|e| rules_error(e, "a"))?;
    let odds = want.then(|| {
        let w = odds::opposed_odds((a.value, a.modifiers), (b.value, b.modifiers));
        OpposedOdds {
            a: p(&w.a),
            b: p(&w.b),
            none: p(&w.none),
        }
    });
    Ok(OpposedResult {
        winner: match o.winner {
            Winner::A => OpposedWinner::A,
            Winner::B => OpposedWinner::B,
            Winner::None => OpposedWinner::None,
        },
        a: roll_of(&o.a),
        b: roll_of(&o.b),
        tie_break: o.tie_break,
        odds,
    })
}

/// `luck`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LuckFields<'a> {
    luck: i64,
    #[serde(borrow)]
    difficulty: Option<&'a str>,
    bonus: Option<i64>,
    penalty: Option<i64>,
    #[serde(default)]
    odds: bool,
}

fn luck(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<LuckResult, ResolveError> {
    let f: LuckFields = req.fields()?;
    let luck = value(f.luck, "luck")?;
    let difficulty = difficulty(f.difficulty)?;
    let modifiers = modifiers(f.bonus, f.penalty, "")?;
    let want = f.odds;
    let c =
        coc7::luck_roll(luck, difficulty, modifiers, dice).map_err(|e| rules_error(e, "luck"))?;
    Ok(LuckResult {
        roll: roll_of(&c),
        odds: want.then(|| check_odds(&odds::check_odds(luck, difficulty, modifiers))),
    })
}

/// `group_luck`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GroupLuckFields<'a> {
    lucks: Vec<i64>,
    #[serde(borrow)]
    difficulty: Option<&'a str>,
    bonus: Option<i64>,
    penalty: Option<i64>,
    #[serde(default)]
    odds: bool,
}

fn group_luck(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<GroupLuckResult, ResolveError> {
    let f: GroupLuckFields = req.fields()?;
    if f.lucks.is_empty() || f.lucks.len() > MAX_LIST {
        return Err(ResolveError::bad_field("lucks", "coc7-expected-lucks"));
    }
    let lucks = f
        .lucks
        .iter()
        .enumerate()
        .map(|(i, &n)| named_value(n, &format!("lucks[{i}]")))
        .collect::<Result<Vec<_>, _>>()?;
    let difficulty = difficulty(f.difficulty)?;
    let modifiers = modifiers(f.bonus, f.penalty, "")?;
    let want = f.odds;
    let (who, c) = if modifiers == Modifiers::NONE {
        coc7::group_luck(&lucks, difficulty, dice).map_err(|e| rules_error(e, "lucks"))?
    } else {
        // The same roller (the lowest Luck, the first on a tie), with the dice asked for.
        let who = (0..lucks.len())
            .min_by_key(|&i| (lucks[i], i))
            .unwrap_or_default();
        let c = coc7::luck_roll(lucks[who], difficulty, modifiers, dice)
            .map_err(|e| rules_error(e, "lucks"))?;
        (who, c)
    };
    Ok(GroupLuckResult {
        roll: roll_of(&c),
        roller: who,
        odds: want.then(|| check_odds(&odds::check_odds(lucks[who], difficulty, modifiers))),
    })
}

/// `spend_luck`'s fields: the roll as it came out, and the Luck to spend on it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpendLuckFields<'a> {
    value: i64,
    total: i64,
    #[serde(borrow)]
    difficulty: Option<&'a str>,
    #[serde(borrow)]
    kind: Option<&'a str>,
    luck: i64,
    #[serde(default)]
    pushed: bool,
    points: Option<i64>,
}

fn spend_luck(req: &Request<'_>) -> Result<SpendLuckResult, ResolveError> {
    let f: SpendLuckFields = req.fields()?;
    let value = value(f.value, "value")?;
    let total = within(f.total, "total", 1, 100, "coc7-expected-value")? as u32;
    let difficulty = difficulty(f.difficulty)?;
    let kind = kind(f.kind)?;
    let luck = self::value(f.luck, "luck")?;
    let pushed = f.pushed;
    let roll = Check {
        value,
        difficulty,
        modifiers: Modifiers::NONE,
        roll: keeper_dice::Percentile {
            total,
            tens: vec![(total % 100 / 10) as u8],
            units: (total % 10) as u8,
            net: 0,
        },
        level: coc7::level(total, value, difficulty),
        pushed,
        kind,
    };
    let points = match opt_value(f.points, "points")? {
        Some(p) => p,
        None => coc7::luck_needed(&roll).ok_or_else(|| {
            rules_error(
                Error::CannotSpendLuck {
                    why: coc7::NotAllowed::Fumble,
                },
                "total",
            )
        })?,
    };
    let field = if f.points.is_some() { "points" } else { "luck" };
    let spend = coc7::spend_luck(&roll, points, luck).map_err(|e| {
        let f = match e {
            Error::CannotSpendLuck { .. } => "kind",
            _ => field,
        };
        rules_error(e, f)
    })?;
    let events = if points > 0 {
        vec![Event::LuckSpent { amount: points }]
    } else {
        Vec::new()
    };
    Ok(SpendLuckResult {
        total: spend.total,
        level: level_of(spend.level),
        success: spend.success,
        spent: spend.spent,
        luck: luck - points,
        before: RollLevel {
            total,
            level: level_of(roll.level),
            success: roll.success(),
        },
        events: events_of(&events),
    })
}

// ---------------------------------------------------------------------------------
// Sanity.

/// `sanity`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SanityFields<'a> {
    san: i64,
    int: i64,
    loss: &'a str,
    day_start_san: Option<i64>,
    lost_today: Option<i64>,
    #[serde(default)]
    indefinite: bool,
    #[serde(default)]
    odds: bool,
}

fn sanity(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<SanityResult, ResolveError> {
    let f: SanityFields = req.fields()?;
    let san = value(f.san, "san")?;
    let int = value(f.int, "int")?;
    let loss = SanityLoss::parse(f.loss).map_err(|e| rules_error(e, "loss"))?;
    let state = SanityState {
        san,
        int,
        day_start_san: opt_value(f.day_start_san, "day_start_san")?.unwrap_or(san),
        lost_today: opt_value(f.lost_today, "lost_today")?.unwrap_or(0),
    };
    let already = f.indefinite;
    let want = f.odds;
    let r = coc7::sanity_roll(state, &loss, dice).map_err(|e| rules_error(e, "loss"))?;
    let odds = match want {
        true => {
            let o = odds::sanity_odds(san, &loss).map_err(|e| rules_error(e, "loss"))?;
            Some(SanityOdds {
                success: p(&o.success),
                lost: distribution(&o.lost),
            })
        }
        false => None,
    };
    let (insanity, hours) = match r.bout {
        coc7::Bout::None => (Bout::None, None),
        coc7::Bout::Temporary { hours } => (Bout::Temporary, Some(hours)),
        coc7::Bout::Involuntary => (Bout::Involuntary, None),
    };
    Ok(SanityResult {
        success: r.success(),
        lost: r.lost,
        san: r.san,
        insanity,
        hours,
        indefinite: r.indefinite,
        permanent: r.permanent,
        total: r.roll.total(),
        level: level_of(r.roll.level),
        loss: loss.to_string(),
        rolled_loss: r.rolled_loss,
        int_roll: r.int_roll.as_ref().map(roll_of),
        lost_today: state.lost_today + r.lost,
        events: events_of(&coc7::sanity_events(&r, already)),
        odds,
    })
}

/// `reality_check`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RealityCheckFields {
    san: i64,
    #[serde(default)]
    odds: bool,
}

fn reality_check(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<RealityCheckResult, ResolveError> {
    let f: RealityCheckFields = req.fields()?;
    let san = value(f.san, "san")?;
    let want = f.odds;
    let c = coc7::reality_check(san, dice).map_err(|e| rules_error(e, "san"))?;
    Ok(RealityCheckResult {
        roll: roll_of(&c),
        sees_through: coc7::sees_through(&c),
        odds: want
            .then(|| check_odds(&odds::check_odds(san, Difficulty::Regular, Modifiers::NONE))),
    })
}

/// `insanity_effect`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InsanityEffectFields<'a> {
    temporary_hours: Option<i64>,
    effect: &'a str,
    text: &'a str,
    #[serde(borrow)]
    heading: Option<&'a str>,
}

/// N3: a phobia, a mania or a backstory change, only while temporarily insane.
fn insanity_effect(req: &Request<'_>) -> Result<InsanityEffectResult, ResolveError> {
    let f: InsanityEffectFields = req.fields()?;
    let mind = coc7::Mind {
        temporary_hours: opt_value(f.temporary_hours, "temporary_hours")?,
        ..coc7::Mind::default()
    };
    let text = f.text.to_owned();
    let effect = match f.effect {
        "phobia" => coc7::InsanityEffect::Phobia(text),
        "mania" => coc7::InsanityEffect::Mania(text),
        "backstory" => {
            let heading = f
                .heading
                .ok_or_else(|| ResolveError::missing_field("heading"))?;
            coc7::InsanityEffect::Backstory(heading.to_owned(), text)
        }
        _ => return Err(ResolveError::bad_field("effect", "coc7-expected-effect")),
    };
    let events =
        coc7::insanity_effect(&mind, effect).map_err(|e| rules_error(e, "temporary_hours"))?;
    Ok(InsanityEffectResult {
        events: events_of(&events),
    })
}

// ---------------------------------------------------------------------------------
// Investigators.

/// `investigator`'s fields: a draft (skill names are checked by the rules, S5).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InvestigatorFields<'a> {
    characteristics: sheet::CharacteristicsFields,
    #[serde(borrow)]
    method: Option<&'a str>,
    occupation_skills: Named<i64>,
    #[serde(borrow)]
    interests: Vec<&'a str>,
    #[serde(borrow)]
    occupation: Option<&'a str>,
    #[serde(borrow)]
    name: Option<&'a str>,
    luck: Option<i64>,
    /// Free entries for the new sheet: sex, age, background, equipment.
    details: Option<sheet::DetailsFields>,
}

fn investigator(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<InvestigatorResult, ResolveError> {
    let f: InvestigatorFields = req.fields()?;
    let characteristics = f.characteristics.characteristics("characteristics")?;
    let method = match f.method {
        None | Some("quickstart") => Method::QuickStart,
        Some("rolled") => Method::Rolled,
        Some(_) => return Err(ResolveError::bad_field("method", "coc7-expected-method")),
    };
    let occupation_skills = f
        .occupation_skills
        .0
        .into_iter()
        .map(|(k, v)| {
            let n = named_value(v, &format!("occupation_skills.{k}"))?;
            Ok((k, n))
        })
        .collect::<Result<Vec<_>, ResolveError>>()?;
    let interests = f.interests.iter().map(|s| (*s).to_owned()).collect();
    let occupation = f.occupation.map(str::to_owned);
    let name = f.name.unwrap_or_default().to_owned();
    let given_luck = opt_value(f.luck, "luck")?;
    // Validate before rolling Luck, so a bad draft consumes no dice.
    let mut draft = Draft {
        name,
        characteristics,
        method,
        occupation,
        occupation_skills,
        interests,
        luck: given_luck.unwrap_or(0),
    };
    coc7::Investigator::create(&draft).map_err(creation_error)?;
    if given_luck.is_none() {
        draft.luck = coc7::roll_luck(dice).map_err(|e| rules_error(e, "luck"))?;
    }
    let mut created = coc7::Investigator::create(&draft).map_err(creation_error)?;
    if let Some(d) = f.details {
        created.investigator.set_details(sheet::details_of(d));
    }
    let inv = &created.investigator;
    let db = inv.damage_bonus();
    let lang = req.lang().unwrap_or(keeper_i18n::FALLBACK_LANGUAGE);
    let warnings = created
        .warnings
        .iter()
        .map(|w| keeper_i18n::Catalogue::global().format(lang, &w.message()))
        .collect();
    Ok(InvestigatorResult {
        hp: inv.health().max_hp,
        mp: inv.mp(),
        san: inv.san(),
        luck: inv.luck(),
        db: db.db,
        build: db.build,
        skills: sheet::skills_of(inv.skills()),
        credit_band: sheet::credit_band_of(inv.credit_band()),
        warnings,
        max_san: inv.max_san(),
        sheet: sheet::sheet_of(inv, &[]),
    })
}

/// C2's rolled method, and Luck (C4) unless `roll_luck` is false (the Luck is known:
/// no dice are spent on it, and the result has no `luck`).
/// `characteristics`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CharacteristicsActionFields {
    roll_luck: Option<bool>,
}

fn roll_characteristics(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<CharacteristicsResult, ResolveError> {
    let f: CharacteristicsActionFields = req.fields()?;
    let roll_luck = f.roll_luck.unwrap_or(true);
    let c = coc7::Characteristics::roll(dice).map_err(|e| rules_error(e, "characteristics"))?;
    let luck = match roll_luck {
        true => Some(coc7::roll_luck(dice).map_err(|e| rules_error(e, "luck"))?),
        false => None,
    };
    Ok(CharacteristicsResult {
        characteristics: sheet::characteristics_of(&c),
        luck,
    })
}

fn creation_error(e: coc7::CreationError) -> ResolveError {
    let first = e.issues[0].field.clone();
    let issues = e
        .issues
        .iter()
        .map(|i| {
            let mut fields = Map::new();
            fields.insert("field".into(), json!(i.field));
            fields.insert("rule".into(), json!(i.rule));
            (fields, i.message())
        })
        .collect();
    let messages = e.issues.iter().map(Localize::message).collect();
    ResolveError::new(
        Code::BadField,
        Message::new("coc7-error-creation").list("issues", messages),
    )
    .with("field", first)
    .with_listed("issues", issues)
}
