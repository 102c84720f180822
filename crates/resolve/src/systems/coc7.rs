//! `system: "coc7"`: Call of Cthulhu 7th edition (rules in `docs/rules/coc7.md`,
//! engine in keeper-coc7).
//!
//! The spec's actions (`check`, `opposed`, `sanity`, `melee`, `investigator`) keep their
//! fields, results and dice order exactly; everything else is an extension documented
//! in `docs/protocol.md`. Every action is stateless: the state it needs comes in the
//! request, and what changed comes back as `events` a table can store and replay.

mod dholes;
mod sheet;

use std::fmt;
use std::marker::PhantomData;

use keeper_coc7::{
    self as coc7, Attacker, Blow, Check, Combatant, Defender, Difficulty, Draft, Error, Event,
    Firing, Health, Method, Modifiers, Range, Response, RollKind, SanityLoss, SanityState,
    Severity, Side, SuccessLevel, Treatment, Winner, odds,
};
use keeper_dice::{DiceSource, Expression};
use keeper_i18n::{Localize, Message};
use num_rational::BigRational;
use serde::Deserialize;
use serde::de::{Deserializer, MapAccess, Visitor};
use serde_json::{Map, json};

use crate::error::{Code, ResolveError};
use crate::request::within;
use crate::results::Level;
use crate::results::coc7::{
    self as results, Bout, CharacteristicsResult, CheckOdds, CheckResult, Coc7Outcome,
    DamageResult, Distribution, FirearmsResult, GroupLuckResult, HealResult, ImprovementResult,
    InitiativeResult, InsanityEffectResult, InvestigatorResult, LevelOdds, LuckCost, LuckRecovery,
    LuckResult, MagicResult, ManeuverOdds, ManeuverResult, MeleeOdds, MeleeResult, MeleeWinner,
    Named as NamedMap, OpposedOdds, OpposedResult, OpposedWinner, PushResult, RealityCheckResult,
    Roll, RollLevel, SanityOdds, SanityResult, Shot, SkillImprovement, SpendLuckResult,
    StatblockAttack, StatblockResult, WeaponEntry, WeaponsResult,
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
        .map(|w| WeaponEntry {
            name: w.name.to_owned(),
            skill: w.skill.to_owned(),
            damage: w.damage.to_owned(),
            with_db: w.damage_with(db),
            impaling: w.impaling,
            adds_db: w.adds_db,
            firearm: w.firearm,
            thrown: w.thrown,
            per_round: w.per_round,
            range: w.range,
            ammo: w.ammo,
            malfunction: w.malfunction,
        })
        .collect();
    Ok(WeaponsResult { weapons })
}

/// `statblock`: a non-player character's stat block read, derived values filled in
/// (C5–C7).
fn statblock(req: &Request<'_>) -> Result<StatblockResult, ResolveError> {
    let text = super::npc::text(req)?;
    let b = coc7::parse_statblock(text).map_err(|e| super::npc::bad_line(e.line, e.message()))?;
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
        characteristics: NamedMap(
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
        armor_note: b.armor_note,
        attacks_per_round: b.attacks_per_round,
        attacks,
        skills: NamedMap(b.skills),
        sanity_loss: b.sanity_loss,
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

/// An object whose keys are names (skills), not fields: every entry, in order.
pub(crate) struct Named<T>(pub(crate) Vec<(String, T)>);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Named<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Entries<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for Entries<T> {
            type Value = Named<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object of names")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Named<T>, A::Error> {
                let mut out = Vec::new();
                while let Some(entry) = map.next_entry::<String, T>()? {
                    out.push(entry);
                }
                Ok(Named(out))
            }
        }
        d.deserialize_map(Entries(PhantomData))
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

/// `magic`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MagicFields {
    mp: i64,
    points: i64,
}

fn magic(req: &Request<'_>) -> Result<MagicResult, ResolveError> {
    let f: MagicFields = req.fields()?;
    let mp = value(f.mp, "mp")?;
    let points = value(f.points, "points")?;
    let events = coc7::spend_magic(mp, points);
    let from_mp = points.min(mp);
    Ok(MagicResult {
        mp: mp - from_mp,
        hp_lost: points - from_mp,
        events: events_of(&events),
    })
}

/// `improvement`'s fields: the ticked skills (names are data: any skill a sheet has).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ImprovementFields {
    skills: Named<i64>,
    luck: Option<i64>,
}

fn improvement(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<ImprovementResult, ResolveError> {
    let f: ImprovementFields = req.fields()?;
    let mut skills = Vec::new();
    let mut events = Vec::new();
    let mut sanity = 0;
    for (name, v) in &f.skills.0 {
        let field = format!("skills.{name}");
        let value = named_value(*v, &field)?;
        let imp = coc7::improvement_check(value, dice).map_err(|e| rules_error(e, &field))?;
        if imp.improved {
            events.push(Event::SkillImproved {
                skill: name.clone(),
                amount: imp.gain,
            });
        }
        if imp.sanity > 0 {
            events.push(Event::SanityGained { amount: imp.sanity });
        }
        sanity += imp.sanity;
        skills.push(SkillImprovement {
            skill: name.clone(),
            value,
            roll: imp.roll,
            improved: imp.improved,
            gain: imp.gain,
            after: value + imp.gain,
            sanity: imp.sanity,
        });
    }
    events.push(Event::TicksCleared);
    let luck_recovery = match opt_value(f.luck, "luck")? {
        Some(luck) => {
            let (roll, gain) =
                coc7::luck_recovery(luck, dice).map_err(|e| rules_error(e, "luck"))?;
            if gain > 0 {
                events.push(Event::LuckGained { amount: gain });
            }
            Some(LuckRecovery {
                roll,
                gain,
                luck: luck + gain,
            })
        }
        None => None,
    };
    Ok(ImprovementResult {
        skills,
        sanity,
        luck_recovery,
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
// Combat.

/// A weapon field: a K4 name (`"small_knife"`) or a dice expression; the impaling flag
/// of a named weapon unless `impaling` says otherwise. `path` is the object holding it.
fn blow(
    (weapon, db, impaling): (Option<&str>, Option<&str>, Option<bool>),
    path: &str,
    default_weapon: &str,
    default_db: &str,
) -> Result<Blow, ResolveError> {
    let text = weapon.unwrap_or(default_weapon);
    let field = join(path, "weapon");
    let (weapon, named_impaling, adds_db) = match coc7::weapon(text) {
        Some(w) => (parse_expression(w.damage, &field)?, w.impaling, w.adds_db),
        None => (parse_expression(text, &field)?, false, true),
    };
    let db_text = db.unwrap_or(if adds_db { default_db } else { "0" });
    let db = parse_expression(db_text, &join(path, "db"))?;
    Ok(Blow::new(weapon, db, impaling.unwrap_or(named_impaling)))
}

/// `melee`'s attacker.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MeleeAttacker<'a> {
    value: i64,
    #[serde(borrow)]
    weapon: Option<&'a str>,
    #[serde(borrow)]
    db: Option<&'a str>,
    impaling: Option<bool>,
    bonus: Option<i64>,
    penalty: Option<i64>,
}

/// `melee`'s defender (`maneuver`'s is the same with `build`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DefenderFields<'a> {
    value: i64,
    #[serde(borrow)]
    response: Option<&'a str>,
    #[serde(borrow)]
    weapon: Option<&'a str>,
    #[serde(borrow)]
    db: Option<&'a str>,
    impaling: Option<bool>,
    bonus: Option<i64>,
    penalty: Option<i64>,
    defended: Option<bool>,
    outnumbered: Option<bool>,
}

impl DefenderFields<'_> {
    fn defender(&self) -> Result<Defender, ResolveError> {
        let response = match self.response {
            None | Some("dodge") => Response::Dodge,
            Some("fight_back") => Response::FightBack(blow(
                (self.weapon, self.db, self.impaling),
                "defender",
                "1D3",
                "0",
            )?),
            Some(_) => {
                return Err(ResolveError::bad_field(
                    "defender.response",
                    "coc7-expected-response",
                ));
            }
        };
        Ok(Defender {
            value: value(self.value, "defender.value")?,
            response,
            modifiers: modifiers(self.bonus, self.penalty, "defender")?,
        })
    }

    /// K9's state: `defended` (already fought back or dodged this round), or its older
    /// name `outnumbered`; `None` when neither is given.
    fn defended(&self) -> Option<bool> {
        match (self.defended, self.outnumbered) {
            (None, None) => None,
            (d, o) => Some(d.unwrap_or(false) || o.unwrap_or(false)),
        }
    }
}

/// `melee`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MeleeFields<'a> {
    #[serde(borrow)]
    attacker: MeleeAttacker<'a>,
    #[serde(borrow)]
    defender: DefenderFields<'a>,
    #[serde(default)]
    odds: bool,
}

fn melee(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<MeleeResult, ResolveError> {
    let f: MeleeFields = req.fields()?;
    let a = &f.attacker;
    let mut attacker = Attacker {
        value: value(a.value, "attacker.value")?,
        blow: blow((a.weapon, a.db, a.impaling), "attacker", "1D3", "0")?,
        modifiers: modifiers(a.bonus, a.penalty, "attacker")?,
    };
    let defender = f.defender.defender()?;
    let tracked = f.defender.defended();
    if let Some(true) = tracked {
        attacker.modifiers.bonus = attacker
            .modifiers
            .bonus
            .saturating_add(coc7::outnumbered_bonus(true, false));
    }
    let want = f.odds;
    let m = coc7::melee(&attacker, &defender, dice).map_err(|e| rules_error(e, "attacker"))?;
    let odds = match want {
        true => {
            let o =
                odds::melee_odds(&attacker, &defender).map_err(|e| rules_error(e, "attacker"))?;
            Some(MeleeOdds {
                attacker: p(&o.winner.a),
                defender: p(&o.winner.b),
                none: p(&o.winner.none),
                extreme: p(&o.extreme),
                damage: distribution(&o.damage),
            })
        }
        false => None,
    };
    Ok(MeleeResult {
        // K9's state after the exchange: the defender has now fought back or dodged.
        defended: tracked.map(|_| true),
        outnumbered_bonus: tracked.map(|t| coc7::outnumbered_bonus(t, false)),
        winner: melee_winner(m.winner),
        damage: m.damage.as_ref().map_or(0, |d| d.amount),
        extreme: m.damage.as_ref().is_some_and(|d| d.extreme),
        attacker: roll_of(&m.attack),
        defender: roll_of(&m.defence),
        odds,
    })
}

fn melee_winner(w: Winner) -> MeleeWinner {
    match w {
        Winner::A => MeleeWinner::Attacker,
        Winner::B => MeleeWinner::Defender,
        Winner::None => MeleeWinner::None,
    }
}

/// `maneuver`'s attacker: unarmed, with its Build.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManeuverAttacker {
    value: i64,
    build: i64,
    bonus: Option<i64>,
    penalty: Option<i64>,
}

/// `maneuver`'s defender: `melee`'s with its Build.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManeuverDefender<'a> {
    value: i64,
    build: i64,
    #[serde(borrow)]
    response: Option<&'a str>,
    #[serde(borrow)]
    weapon: Option<&'a str>,
    #[serde(borrow)]
    db: Option<&'a str>,
    impaling: Option<bool>,
    bonus: Option<i64>,
    penalty: Option<i64>,
    defended: Option<bool>,
    outnumbered: Option<bool>,
}

impl<'a> ManeuverDefender<'a> {
    /// `melee`'s defender, and the Build.
    fn split(self) -> (DefenderFields<'a>, i64) {
        let d = DefenderFields {
            value: self.value,
            response: self.response,
            weapon: self.weapon,
            db: self.db,
            impaling: self.impaling,
            bonus: self.bonus,
            penalty: self.penalty,
            defended: self.defended,
            outnumbered: self.outnumbered,
        };
        (d, self.build)
    }
}

/// `maneuver`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManeuverFields<'a> {
    attacker: ManeuverAttacker,
    #[serde(borrow)]
    defender: ManeuverDefender<'a>,
    #[serde(default)]
    odds: bool,
}

fn build(n: i64, field: &str) -> Result<i32, ResolveError> {
    Ok(within(n, field, -10, 100, "coc7-expected-value")? as i32)
}

fn maneuver(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<ManeuverResult, ResolveError> {
    let f: ManeuverFields = req.fields()?;
    let a = &f.attacker;
    let mut attacker = Attacker {
        value: value(a.value, "attacker.value")?,
        blow: Blow::unarmed(),
        modifiers: modifiers(a.bonus, a.penalty, "attacker")?,
    };
    let build_a = build(a.build, "attacker.build")?;
    let (d, target) = f.defender.split();
    let defender = d.defender()?;
    let target = build(target, "defender.build")?;
    let tracked = d.defended();
    let bonus = coc7::outnumbered_bonus(tracked == Some(true), false);
    attacker.modifiers.bonus = attacker.modifiers.bonus.saturating_add(bonus);
    let want = f.odds;
    let m = coc7::maneuver(&attacker, build_a, &defender, target, dice)
        .map_err(|e| rules_error(e, "defender.build"))?;
    let odds = match want {
        true => {
            // The exchange as rolled: the attacker with its Build penalty dice (K8).
            let rolled = Attacker {
                modifiers: attacker.modifiers.plus(Modifiers::new(0, m.build_penalty)),
                ..attacker
            };
            let o = odds::melee_odds(&rolled, &defender).map_err(|e| rules_error(e, "attacker"))?;
            Some(ManeuverOdds {
                attacker: p(&o.winner.a),
                defender: p(&o.winner.b),
                none: p(&o.winner.none),
            })
        }
        false => None,
    };
    Ok(ManeuverResult {
        success: m.success,
        winner: melee_winner(m.winner),
        build_penalty: m.build_penalty,
        damage: m.damage.as_ref().map_or(0, |d| d.amount),
        attacker: roll_of(&m.attack),
        defender: roll_of(&m.defence),
        defended: tracked.map(|_| true),
        outnumbered_bonus: tracked.map(|_| bonus),
        odds,
    })
}

/// `firearms`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FirearmsFields<'a> {
    value: i64,
    #[serde(borrow)]
    weapon: Option<&'a str>,
    #[serde(borrow)]
    db: Option<&'a str>,
    impaling: Option<bool>,
    shots: Option<i64>,
    ammo: Option<i64>,
    #[serde(borrow)]
    range: Option<&'a str>,
    dodge: Option<i64>,
    #[serde(default)]
    point_blank: bool,
    #[serde(default)]
    target_dived: bool,
    bonus: Option<i64>,
    penalty: Option<i64>,
    #[serde(default)]
    odds: bool,
}

fn firearms(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<FirearmsResult, ResolveError> {
    let f: FirearmsFields = req.fields()?;
    let value = value(f.value, "value")?;
    let blow = blow((f.weapon, f.db, f.impaling), "", "handgun", "0")?;
    let shots = match f.shots {
        Some(n) => within(n, "shots", 1, 3, "coc7-expected-shots")? as u32,
        None => 1,
    };
    let ammo_left = match f.ammo {
        Some(a) => {
            let a = within(a, "ammo", 0, MAX_VALUE, "coc7-expected-ammo")? as u32;
            Some(coc7::spend_ammo(a, shots).map_err(|e| rules_error(e, "shots"))?)
        }
        None => None,
    };
    let range = match f.range {
        None => Range::Base,
        Some(r) => Range::from_name(r)
            .ok_or_else(|| ResolveError::bad_field("range", "coc7-expected-range"))?,
    };
    let dive = match opt_value(f.dodge, "dodge")? {
        Some(dodge) => {
            Some(coc7::dive_for_cover(dodge, dice).map_err(|e| rules_error(e, "dodge"))?)
        }
        None => None,
    };
    let firing = Firing {
        value,
        blow,
        shots,
        point_blank: f.point_blank,
        target_dived: f.target_dived || dive.as_ref().is_some_and(Check::success),
        range,
        modifiers: modifiers(f.bonus, f.penalty, "")?,
    };
    let want = f.odds;
    let fired = coc7::fire(&firing, dice).map_err(|e| rules_error(e, "weapon"))?;
    let total: u32 = fired
        .iter()
        .filter_map(|s| s.damage.as_ref())
        .map(|d| d.amount)
        .sum();
    let shots = fired
        .iter()
        .map(|s| Shot {
            roll: roll_of(&s.roll),
            damage: s.damage.as_ref().map_or(0, |d| d.amount),
            extreme: s.damage.as_ref().is_some_and(|d| d.extreme),
        })
        .collect();
    let m = firing.modifiers();
    Ok(FirearmsResult {
        dive: dive.as_ref().map(roll_of),
        shots,
        damage: total,
        ammo: ammo_left,
        difficulty: difficulty_of(range.difficulty()),
        net_dice: m.net(),
        odds: want.then(|| check_odds(&odds::check_odds(value, range.difficulty(), m))),
    })
}

/// One combatant of `initiative`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CombatantFields<'a> {
    #[serde(borrow)]
    name: Option<&'a str>,
    dex: i64,
    skill: Option<i64>,
    #[serde(default)]
    firearm: bool,
}

/// `initiative`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InitiativeFields<'a> {
    #[serde(borrow)]
    combatants: Vec<CombatantFields<'a>>,
}

fn initiative(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<InitiativeResult, ResolveError> {
    let f: InitiativeFields = req.fields()?;
    if f.combatants.is_empty() || f.combatants.len() > MAX_LIST {
        return Err(ResolveError::bad_field(
            "combatants",
            "coc7-expected-combatants",
        ));
    }
    let mut combatants = Vec::new();
    for (i, c) in f.combatants.iter().enumerate() {
        let path = format!("combatants[{i}]");
        combatants.push(Combatant {
            name: c.name.unwrap_or_default().to_owned(),
            dex: value(c.dex, &join(&path, "dex"))?,
            combat_skill: opt_value(c.skill, &join(&path, "skill"))?.unwrap_or(0),
            readied_firearm: c.firearm,
        });
    }
    let order = coc7::initiative(&combatants, dice).map_err(|e| rules_error(e, "combatants"))?;
    Ok(InitiativeResult {
        names: order.iter().map(|&i| combatants[i].name.clone()).collect(),
        initiative: order.iter().map(|&i| combatants[i].initiative()).collect(),
        order,
    })
}

// ---------------------------------------------------------------------------------
// Wounds and healing.

/// The state `damage` and `heal` both take (`max_hp`, `hp`, the flags), as a
/// [`Health`]; `$f` is either action's fields.
/// An action's fields with the wound state (`max_hp`, `hp` and the H1 flags) first:
/// serde's `flatten` cannot share them, as it cannot refuse unknown fields.
macro_rules! with_health {
    ($(#[$doc:meta])* struct $name:ident<$a:lifetime> { $($rest:tt)* }) => {
        $(#[$doc])*
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct $name<$a> {
            max_hp: i64,
            hp: Option<i64>,
            #[serde(default)]
            major_wound: bool,
            #[serde(default)]
            unconscious: bool,
            #[serde(default)]
            dying: bool,
            #[serde(default)]
            needs_medicine: bool,
            #[serde(default)]
            dead: bool,
            #[serde(default)]
            first_aid_given: bool,
            $($rest)*
        }

        impl $name<'_> {
            /// The wound state the fields give.
            fn health(&self) -> Result<Health, ResolveError> {
                health_field(
                    self.max_hp,
                    self.hp,
                    Health {
                        hp: 0,
                        max_hp: 0,
                        major_wound: self.major_wound,
                        unconscious: self.unconscious,
                        dying: self.dying,
                        needs_medicine: self.needs_medicine,
                        dead: self.dead,
                        first_aid_given: self.first_aid_given,
                    },
                )
            }
        }
    };
}

/// `flags` with `hp` (default `max_hp`, never above it) and `max_hp`.
fn health_field(max_hp: i64, hp: Option<i64>, flags: Health) -> Result<Health, ResolveError> {
    let max_hp = value(max_hp, "max_hp")?;
    let hp = opt_value(hp, "hp")?.unwrap_or(max_hp);
    if hp > max_hp {
        return Err(ResolveError::bad_field("hp", "coc7-expected-value").with("max", max_hp));
    }
    Ok(Health {
        hp,
        max_hp,
        ..flags
    })
}

fn health_of(h: &Health) -> results::Health {
    results::Health {
        hp: h.hp,
        max_hp: h.max_hp,
        major_wound: h.major_wound,
        unconscious: h.unconscious,
        dying: h.dying,
        needs_medicine: h.needs_medicine,
        dead: h.dead,
        first_aid_given: h.first_aid_given,
    }
}

fn after(h: &Health, events: &[Event]) -> Health {
    let mut h = *h;
    for e in events {
        h.apply(e);
    }
    h
}

with_health! {
    /// `damage`'s fields: the state, and one of `amount`, `severity`, `expr`.
    struct DamageFields<'a> {
        con: i64,
        amount: Option<i64>,
        #[serde(borrow)]
        severity: Option<&'a str>,
        #[serde(borrow)]
        expr: Option<&'a str>,
    }
}

fn damage(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<DamageResult, ResolveError> {
    let f: DamageFields = req.fields()?;
    let health = f.health()?;
    let con = value(f.con, "con")?;
    let amount = if let Some(n) = opt_value(f.amount, "amount")? {
        n
    } else if let Some(s) = f.severity {
        let sev = Severity::from_name(s)
            .ok_or_else(|| ResolveError::bad_field("severity", "coc7-expected-severity"))?;
        sev.expression()
            .roll(dice)
            .map_err(|e| ResolveError::from(e).with("field", "severity"))?
            .total()
            .max(0) as u32
    } else if let Some(text) = f.expr {
        let e = parse_expression(text, "expr")?;
        e.roll(dice)
            .map_err(|e| ResolveError::from(e).with("field", "expr"))?
            .total()
            .max(0) as u32
    } else {
        return Err(ResolveError::missing_field("amount"));
    };
    let hit = coc7::take_damage(&health, amount, con, dice).map_err(|e| rules_error(e, "dead"))?;
    Ok(DamageResult {
        health: health_of(&after(&health, &hit.events)),
        amount,
        major: health.is_major(amount),
        con_roll: hit.con_roll.as_ref().map(roll_of),
        events: events_of(&hit.events),
    })
}

with_health! {
    /// `heal`'s fields: the state, the treatment and what it needs.
    struct HealFields<'a> {
        treatment: &'a str,
        skill: Option<i64>,
        equipment: Option<bool>,
        con: Option<i64>,
        #[serde(default)]
        odds: bool,
    }
}

impl HealFields<'_> {
    fn con(&self) -> Result<u32, ResolveError> {
        value(
            self.con.ok_or_else(|| ResolveError::missing_field("con"))?,
            "con",
        )
    }
}

fn heal(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<HealResult, ResolveError> {
    let f: HealFields = req.fields()?;
    let health = f.health()?;
    let (roll, events) = match f.treatment {
        "first_aid" | "medicine" => {
            let t = if f.treatment == "first_aid" {
                Treatment::FirstAid
            } else {
                Treatment::Medicine
            };
            let skill = f
                .skill
                .ok_or_else(|| ResolveError::missing_field("skill"))?;
            let skill = value(skill, "skill")?;
            // Medicine takes an hour with equipment and supplies (H7): the request says so.
            let equipped = t == Treatment::FirstAid
                || f.equipment
                    .ok_or_else(|| ResolveError::missing_field("equipment"))?;
            let field = if equipped { "treatment" } else { "equipment" };
            let (c, e) = coc7::treat_with(&health, t, skill, equipped, dice)
                .map_err(|e| rules_error(e, field))?;
            (Some(c), e)
        }
        "day" => (
            None,
            coc7::heal_day(&health).map_err(|e| rules_error(e, "treatment"))?,
        ),
        "week" => {
            let con = f.con()?;
            coc7::heal_week(&health, con, dice).map_err(|e| rules_error(e, "treatment"))?
        }
        "dying_round" => {
            let con = f.con()?;
            let (c, e) =
                coc7::dying_round(&health, con, dice).map_err(|e| rules_error(e, "treatment"))?;
            (Some(c), e)
        }
        _ => {
            return Err(ResolveError::bad_field(
                "treatment",
                "coc7-expected-treatment",
            ));
        }
    };
    let odds = roll.as_ref().filter(|_| f.odds).map(|c| {
        check_odds(&odds::check_odds(
            c.value,
            Difficulty::Regular,
            Modifiers::NONE,
        ))
    });
    Ok(HealResult {
        health: health_of(&after(&health, &events)),
        roll: roll.as_ref().map(roll_of),
        odds,
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
