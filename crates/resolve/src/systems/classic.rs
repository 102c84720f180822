//! `system: "classic"`: classic Call of Cthulhu with the forum's house rules (rules in
//! `docs/rules/classic.md`, engine in keeper-classic).
//!
//! The spec's actions (`check`, `resistance`, `bbcode`) keep their fields and results
//! exactly; the others are extensions documented in `docs/protocol.md`. Every action
//! is stateless (a `sheet` carries an investigator's state in the request and its new
//! events back), and a d100 is one die with faces 1..100; a d3 is a d6 read 1–2 → 1,
//! 3–4 → 2, 5–6 → 3 (D2), so its supplied face is the d6's.
//!
//! Each action decodes its request into its own `<Action>Fields` type, which refuses a
//! field it does not know; ranges and the rules' checks follow, with their messages.

mod fields;
mod fight;
mod sheet;

use keeper_classic::combat::{self, AttackRound, DefenceSpec, Incoming, Unarmed, Weapon};
use keeper_classic::health;
use keeper_classic::sanity::{self, Loss, SanityState};
use keeper_classic::weapons::{self, Reach};
use keeper_classic::{
    Characteristics, Check, DamageBonus, Error, Level, Resistance, Target, character, check, tag,
};
use keeper_dice::DiceSource;
use keeper_i18n::Localize;
use serde::Deserialize;

use crate::results::Level as WireLevel;
use crate::results::classic::{self as out, CheckRoll, ClassicOutcome, Ordered};

use crate::error::{Code, ResolveError};
use crate::{Request, System};
pub(crate) use fields::options;
use fields::{
    CharacteristicsFields, IncomingName, LevelName, OptionsField, ResponseName, Skills,
    TreatmentName, UnarmedName, opt_ranged, ranged,
};
use fight::*;

pub(crate) struct Classic;

const ACTIONS: &[&str] = &[
    "check",
    "resistance",
    "bbcode",
    "characteristic",
    "experience",
    "investigator",
    "convert",
    "damage_bonus",
    "damage",
    "attack",
    "unarmed",
    "weapons",
    "blocks",
    "defences",
    "attacks",
    "order",
    "sanity",
    "treat",
    "natural_healing",
    "condition",
    "regenerate",
    "meditate",
    "mp_reroll",
    "spend_luck",
    "sheet",
    "statblock",
    "simulate",
];

/// The actions a house rule changes, whose fields include `options`.
const TAKES_OPTIONS: &[&str] = &[
    "attack",
    "unarmed",
    "weapons",
    "blocks",
    "attacks",
    "meditate",
    "mp_reroll",
    "spend_luck",
    "sheet",
];

/// `options` alone, for an action no house rule touches.
#[derive(Deserialize)]
pub(crate) struct OptionsOnly<'a> {
    #[serde(borrow)]
    pub(crate) options: Option<OptionsField<'a>>,
}

/// Largest value of a chance, characteristic or pool accepted.
const MAX: i64 = 1_000_000;

impl System for Classic {
    fn actions(&self) -> &'static [&'static str] {
        ACTIONS
    }

    fn resolve(
        &self,
        req: &Request<'_>,
        dice: &mut dyn DiceSource,
    ) -> Result<crate::Outcome, ResolveError> {
        resolve(req, dice).map(crate::Outcome::from)
    }
}

fn resolve(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<ClassicOutcome, ResolveError> {
    {
        // House rules are the game's, sent with any of its requests (a table sends them
        // with every one): an action no house rule touches checks them and uses none.
        let checked;
        let req = if TAKES_OPTIONS.contains(&req.action()) {
            req
        } else {
            let f: OptionsOnly = req.fields_of(&["options"])?;
            options(f.options.as_ref())?;
            checked = req.with_system_fields(&["options"]);
            &checked
        };
        match req.action() {
            "check" => check_action(req, dice).map(ClassicOutcome::Check),
            "resistance" => resistance(req, dice).map(ClassicOutcome::Resistance),
            "bbcode" => bbcode(req, dice).map(ClassicOutcome::Bbcode),
            "characteristic" => characteristic(req, dice).map(ClassicOutcome::Characteristic),
            "experience" => experience(req, dice).map(ClassicOutcome::Experience),
            "investigator" => investigator(req, dice).map(ClassicOutcome::Investigator),
            "convert" => convert(req, dice).map(ClassicOutcome::Convert),
            "damage_bonus" => damage_bonus(req).map(ClassicOutcome::DamageBonus),
            "damage" => damage(req, dice).map(ClassicOutcome::Damage),
            "attack" => attack(req, dice).map(ClassicOutcome::Attack),
            "unarmed" => unarmed(req).map(ClassicOutcome::Unarmed),
            "weapons" => weapons_action(req).map(ClassicOutcome::Weapons),
            "blocks" => blocks(req).map(ClassicOutcome::Blocks),
            "defences" => defences(req).map(ClassicOutcome::Defences),
            "attacks" => attacks(req).map(ClassicOutcome::Attacks),
            "order" => order(req).map(ClassicOutcome::Order),
            "sanity" => sanity_action(req, dice).map(ClassicOutcome::Sanity),
            "treat" => treat(req, dice).map(ClassicOutcome::Treat),
            "natural_healing" => natural_healing(req, dice).map(ClassicOutcome::NaturalHealing),
            "condition" => condition(req).map(ClassicOutcome::Condition),
            "regenerate" => regenerate(req).map(ClassicOutcome::Regenerate),
            "meditate" => meditate(req, dice).map(ClassicOutcome::Meditate),
            "mp_reroll" => mp_reroll(req, dice).map(ClassicOutcome::MpReroll),
            "spend_luck" => spend_luck(req).map(ClassicOutcome::SpendLuck),
            "sheet" => sheet::sheet(req, dice).map(ClassicOutcome::Sheet),
            "statblock" => statblock(req).map(ClassicOutcome::Statblock),
            "simulate" => super::simulate::simulate(req, dice).map(ClassicOutcome::Simulate),
            other => Err(ResolveError::unknown_action("classic", other, ACTIONS)),
        }
    }
}

/// `statblock`: a non-player character's stat block on the 3–18 scale read, derived
/// values filled in (A2, K6).
fn statblock(req: &Request<'_>) -> Result<out::StatblockResult, ResolveError> {
    let (text, events) = super::npc::fields(req)?;
    let b = keeper_classic::statblock::parse_statblock(text)
        .map_err(|e| super::npc::bad_line(e.line, e.message()))?;
    let health = match events {
        None => None,
        Some(events) => Some(sheet::npc_health(
            b.hp.map(i64::from),
            b.mp.map(i64::from),
            &events,
        )?),
    };
    let named = |entries: &mut dyn Iterator<Item = (String, u32)>| {
        Ordered(entries.map(|(k, v)| (k, i64::from(v))).collect())
    };
    Ok(out::StatblockResult {
        name: b.name,
        characteristics: named(&mut b.characteristics.iter().map(|(k, v)| ((*k).to_owned(), *v))),
        hp: b.hp.map(i64::from),
        mp: b.mp.map(i64::from),
        db: b.db,
        move_: b.r#move.map(i64::from),
        armor: i64::from(b.armor),
        missiles_halved: super::npc::halves_missiles(b.armor_note.as_deref()),
        armor_note: b.armor_note,
        attacks_per_round: i64::from(b.attacks_per_round),
        attacks: b
            .attacks
            .into_iter()
            .map(|a| {
                let (pointed, reach) = weapons::attack_named(&a.name);
                out::NpcAttack {
                    name: a.name,
                    value: i64::from(a.value),
                    damage: a.damage,
                    pointed,
                    reach: reach_of(reach),
                }
            })
            .collect(),
        skills: named(&mut b.skills.into_iter()),
        sanity_loss: b.sanity_loss,
        health,
    })
}

// ---------------------------------------------------------------------------------
// Tests (T1–T6).

/// `check`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckFields {
    value: i64,
    modifier: Option<i64>,
    possible: Option<bool>,
    #[serde(default)]
    odds: bool,
}

fn check_action(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::OddsCheck, ResolveError> {
    let f: CheckFields = req.fields()?;
    let value = ranged(f.value, "value", -MAX, MAX)?;
    let modifier = opt_ranged(f.modifier, "modifier", -MAX, MAX)?.unwrap_or(0);
    let mut target = check::skill_target(value, modifier);
    target.possible = f.possible.unwrap_or(true);
    roll_target(target, f.odds, dice)
}

/// `characteristic`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CharacteristicFields {
    value: i64,
    multiplier: Option<i64>,
    modifier: Option<i64>,
    #[serde(default)]
    odds: bool,
}

fn characteristic(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::OddsCheck, ResolveError> {
    let f: CharacteristicFields = req.fields()?;
    let value = ranged(f.value, "value", 0, MAX)?;
    let multiplier = opt_ranged(f.multiplier, "multiplier", 0, 100)?.unwrap_or(5);
    let modifier = opt_ranged(f.modifier, "modifier", -MAX, MAX)?.unwrap_or(0);
    let target = Target::new(check::characteristic_chance(value, multiplier) + modifier);
    roll_target(target, f.odds, dice)
}

fn roll_target(
    target: Target,
    want_odds: bool,
    dice: &mut dyn DiceSource,
) -> Result<out::OddsCheck, ResolveError> {
    let c = check::roll_check(target, dice).map_err(|e| classic_error(e, "value"))?;
    Ok(out::OddsCheck {
        check: check_roll(&c),
        odds: want_odds.then(|| check_odds(&target)),
    })
}

/// `resistance`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResistanceFields {
    active: i64,
    passive: i64,
    #[serde(default)]
    odds: bool,
}

fn resistance(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::ResistanceResult, ResolveError> {
    let f: ResistanceFields = req.fields()?;
    let active = ranged(f.active, "active", -MAX, MAX)?;
    let passive = ranged(f.passive, "passive", -MAX, MAX)?;
    let r = check::resistance(active, passive, dice).map_err(|e| classic_error(e, "active"))?;
    let odds = f.odds.then(|| out::SuccessOdds {
        success: match r.resistance {
            Resistance::AutomaticSuccess => "1".to_owned(),
            Resistance::AutomaticFailure => "0".to_owned(),
            Resistance::Chance(c) => hundredths(i64::from(Target::new(c).successes())),
        },
    });
    Ok(out::ResistanceResult {
        chance: r.resistance.chance(),
        success: r.success(),
        automatic: r.automatic(),
        total: r.check.as_ref().map(|c| i64::from(c.roll)),
        level: r.check.as_ref().map(|c| level(c.level)),
        odds,
    })
}

/// `experience`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExperienceFields {
    skill: i64,
}

fn experience(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::ExperienceResult, ResolveError> {
    let f: ExperienceFields = req.fields()?;
    let skill = ranged(f.skill, "skill", 0, MAX)?;
    let x = check::experience(skill, dice).map_err(|e| classic_error(e, "skill"))?;
    let gain = i64::from(x.gain.unwrap_or(0));
    Ok(out::ExperienceResult {
        total: i64::from(x.roll),
        improved: x.gain.is_some(),
        gain,
        skill: skill + gain,
        sanity_gained: i64::from(x.sanity.unwrap_or(0)),
    })
}

// ---------------------------------------------------------------------------------
// The forum's roll tag (D3).

/// `bbcode`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BbcodeFields<'a> {
    post: &'a str,
}

fn bbcode(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<out::BbcodeResult, ResolveError> {
    let f: BbcodeFields = req.fields()?;
    let p = tag::roll_post(f.post, dice).map_err(|e| match e {
        Error::PostTooLong { .. } => {
            ResolveError::new(Code::TooLarge, e.message()).with("field", "post")
        }
        other => classic_error(other, "post"),
    })?;
    let rolls = p
        .rolls
        .iter()
        .map(|r| out::TagRoll {
            die: format!("d{}", r.sides),
            count: i64::from(r.count),
            faces: r.faces.iter().map(|&f| i64::from(f)).collect(),
            total: i64::from(r.total),
            start: r.start as i64,
        })
        .collect();
    let lang = req.lang().unwrap_or(keeper_i18n::FALLBACK_LANGUAGE);
    let errors = p
        .errors
        .iter()
        .map(|e| out::TagError {
            tag: e.tag.clone(),
            start: e.start as i64,
            message: keeper_i18n::Catalogue::global().format(lang, &e.message()),
            problem: e.problem.as_str().to_owned(),
        })
        .collect();
    Ok(out::BbcodeResult {
        rendered: p.rendered,
        plain: p.plain,
        rolls,
        errors,
    })
}

// ---------------------------------------------------------------------------------
// Characters (A1–A3, K6).

/// `investigator`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InvestigatorFields<'a> {
    characteristics: Option<CharacteristicsFields>,
    mythos: Option<i64>,
    /// For the new sheet: the investigator's name and the skills written beside it.
    name: Option<&'a str>,
    skills: Option<Skills>,
}

fn investigator(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::InvestigatorResult, ResolveError> {
    let f: InvestigatorFields = req.fields()?;
    let (c, rolled) = match &f.characteristics {
        Some(c) => (c.checked("characteristics")?, false),
        None => (
            Characteristics::roll(dice).map_err(|e| classic_error(e, "characteristics"))?,
            true,
        ),
    };
    let mythos = opt_ranged(f.mythos, "mythos", 0, 99)?.unwrap_or(0);
    if let Some(skills) = &f.skills {
        skills.check("skills")?;
    }
    let d = c.derived();
    // The sheet a table keeps for the new investigator (the `sheet` action reads it).
    let sheet = out::NewSheet {
        format: sheet::SHEET_FORMAT.to_owned(),
        version: sheet::SHEET_VERSION,
        name: f.name.unwrap_or("Investigator").to_owned(),
        characteristics: characteristics_of(&c),
        skills: f.skills.as_ref().map(|s| Ordered::of(s.0.iter().cloned())),
    };
    Ok(out::InvestigatorResult {
        characteristics: characteristics_of(&c),
        rolled,
        hp: d.hp,
        mp: d.mp,
        san: d.san.min(sanity::max_sanity(mythos)),
        max_san: sanity::max_sanity(mythos),
        luck: d.luck,
        idea: d.idea,
        know: d.know,
        db: d.db.notation(),
        sheet,
    })
}

/// `convert`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ConvertFields {
    characteristics: CharacteristicsFields,
    mp: Option<i64>,
    san: Option<i64>,
    skills: Option<Skills>,
}

fn convert(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::ConvertResult, ResolveError> {
    let f: ConvertFields = req.fields()?;
    let c = f.characteristics.checked("characteristics")?;
    let mp = opt_ranged(f.mp, "mp", 0, MAX)?.unwrap_or(c.pow);
    let san = opt_ranged(f.san, "san", 0, 99)?.unwrap_or(c.pow * 5);
    // The skills come back as given (A3 leaves them to the Keeper).
    let mut skills = Ordered::default();
    if let Some(list) = &f.skills {
        list.check("skills")?;
        skills = Ordered::of(list.0.iter().cloned());
    }
    let x = character::convert_to_7e(&c, mp, san, dice)
        .map_err(|e| classic_error(e, "characteristics"))?;
    Ok(out::ConvertResult {
        characteristics: out::Characteristics::from_values(x.characteristics),
        luck: x.luck,
        hp: x.hp,
        db: x.db,
        build: x.build,
        mp: x.mp,
        san: x.san,
        skills,
    })
}

/// `damage_bonus`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DamageBonusFields {
    str_siz: i64,
}

fn damage_bonus(req: &Request<'_>) -> Result<out::DamageBonusResult, ResolveError> {
    let f: DamageBonusFields = req.fields()?;
    let db = DamageBonus::of(ranged(f.str_siz, "str_siz", 0, MAX)?);
    Ok(out::DamageBonusResult {
        db: db.notation(),
        thrown: db.halved().notation(),
    })
}

// ---------------------------------------------------------------------------------
// Sanity (N1–N6).

/// `sanity`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SanityFields<'a> {
    san: i64,
    int: i64,
    loss: &'a str,
    hour_start_san: Option<i64>,
    lost_this_hour: Option<i64>,
}

fn sanity_action(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::SanityResult, ResolveError> {
    let f: SanityFields = req.fields()?;
    let san = ranged(f.san, "san", 0, 99)?;
    let int_ = ranged(f.int, "int", 0, MAX)?;
    let loss = Loss::parse(f.loss).map_err(|e| classic_error(e, "loss"))?;
    let state = SanityState {
        san,
        int: int_,
        hour_start_san: opt_ranged(f.hour_start_san, "hour_start_san", 0, 99)?.unwrap_or(san),
        lost_this_hour: opt_ranged(f.lost_this_hour, "lost_this_hour", 0, 99)?.unwrap_or(0),
    };
    let r = sanity::sanity_roll(state, &loss, dice).map_err(|e| classic_error(e, "loss"))?;
    let has = |k| r.insanity.contains(&k);
    Ok(out::SanityResult {
        success: r.check.success(),
        total: i64::from(r.check.roll),
        level: level(r.check.level),
        rolled: r.rolled,
        lost: r.lost,
        san: r.san,
        int_roll: r.int_check.as_ref().map(check_roll),
        temporary: has(sanity::Insanity::Temporary),
        indefinite: has(sanity::Insanity::Indefinite),
        permanent: has(sanity::Insanity::Permanent),
        insanity: r.insanity.iter().map(|&i| insanity(i)).collect(),
    })
}

// ---------------------------------------------------------------------------------
// Healing, consciousness, Magic Points and Luck (H1–H3, M1–M3).

/// `treat`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TreatFields {
    treatment: TreatmentName,
    skill: i64,
    #[serde(default)]
    equipment: bool,
}

fn treat(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<out::TreatResult, ResolveError> {
    let f: TreatFields = req.fields()?;
    let skill = ranged(f.skill, "skill", -MAX, MAX)?;
    let t = health::treat(f.treatment.into(), skill, f.equipment, dice)
        .map_err(|e| classic_error(e, "equipment"))?;
    Ok(out::TreatResult {
        check: check_roll(&t.check),
        healed: i64::from(t.healed),
    })
}

/// `natural_healing`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NaturalHealingFields {
    #[serde(default)]
    medical_care: bool,
}

fn natural_healing(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::HealedResult, ResolveError> {
    let f: NaturalHealingFields = req.fields()?;
    let healed = health::natural_healing(f.medical_care, dice)
        .map_err(|e| classic_error(e, "medical_care"))?;
    Ok(out::HealedResult {
        healed: i64::from(healed),
    })
}

/// `condition`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ConditionFields {
    hp: i64,
    mp: i64,
    lowest_hp: Option<i64>,
}

fn condition(req: &Request<'_>) -> Result<out::ConditionResult, ResolveError> {
    let f: ConditionFields = req.fields()?;
    let hp = ranged(f.hp, "hp", -MAX, MAX)?;
    let mp = ranged(f.mp, "mp", 0, MAX)?;
    let lowest = opt_ranged(f.lowest_hp, "lowest_hp", -MAX, MAX)?;
    Ok(out::ConditionResult {
        condition: condition_of(health::condition(hp, mp, lowest)),
    })
}

/// `regenerate`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RegenerateFields {
    mp: i64,
    pow: i64,
    hours: i64,
}

fn regenerate(req: &Request<'_>) -> Result<out::RegenerateResult, ResolveError> {
    let f: RegenerateFields = req.fields()?;
    let mp = ranged(f.mp, "mp", 0, MAX)?;
    let pow = ranged(f.pow, "pow", 0, MAX)?;
    let hours = ranged(f.hours, "hours", 0, MAX)? as u32;
    Ok(out::RegenerateResult {
        mp: health::regenerate_mp(mp, pow, hours),
    })
}

/// `meditate`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MeditateFields<'a> {
    mp: i64,
    pow: i64,
    hours_since: Option<i64>,
    #[serde(borrow)]
    options: Option<OptionsField<'a>>,
}

fn meditate(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::MeditateResult, ResolveError> {
    let f: MeditateFields = req.fields()?;
    let options = options(f.options.as_ref())?;
    let mp = ranged(f.mp, "mp", 0, MAX)?;
    let pow = ranged(f.pow, "pow", 0, MAX)?;
    let since = opt_ranged(f.hours_since, "hours_since", 0, MAX)?.map(|h| h as u32);
    let (roll, after) = health::meditate(mp, pow, since, &options, dice)
        .map_err(|e| classic_error(e, "hours_since"))?;
    Ok(out::MeditateResult {
        roll: i64::from(roll),
        mp: after,
    })
}

/// `mp_reroll`'s fields: the failed roll (`value`, `total`) and the MP left.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MpRerollFields<'a> {
    value: i64,
    total: i64,
    mp: i64,
    #[serde(borrow)]
    options: Option<OptionsField<'a>>,
}

/// A roll already made: its chance and its d100.
fn made(value: i64, total: i64) -> Result<Check, ResolveError> {
    let target = Target::new(ranged(value, "value", -MAX, MAX)?);
    let total = ranged(total, "total", 1, 100)? as u32;
    Ok(Check {
        roll: total,
        target,
        level: target.level(total),
    })
}

fn mp_reroll(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::MpRerollResult, ResolveError> {
    let f: MpRerollFields = req.fields()?;
    let options = options(f.options.as_ref())?;
    let failed = made(f.value, f.total)?;
    let mp = ranged(f.mp, "mp", 0, MAX)?;
    let again =
        health::mp_reroll(&failed, mp, &options, dice).map_err(|e| classic_error(e, "total"))?;
    Ok(out::MpRerollResult {
        check: check_roll(&again),
        mp: mp - 1,
    })
}

/// `spend_luck`'s fields: the roll made (`value`, `total`), the Luck left and the
/// points to spend.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpendLuckFields<'a> {
    value: i64,
    total: i64,
    luck: i64,
    points: Option<i64>,
    #[serde(borrow)]
    options: Option<OptionsField<'a>>,
}

fn spend_luck(req: &Request<'_>) -> Result<out::SpendLuckResult, ResolveError> {
    let f: SpendLuckFields = req.fields()?;
    let options = options(f.options.as_ref())?;
    let c = made(f.value, f.total)?;
    let luck = ranged(f.luck, "luck", 0, MAX)?;
    let points = match opt_ranged(f.points, "points", 0, MAX)? {
        Some(p) => p,
        None => health::luck_needed(&c).unwrap_or(0),
    };
    let raised =
        health::spend_luck(&c, points, luck, &options).map_err(|e| classic_error(e, "points"))?;
    Ok(out::SpendLuckResult {
        check: check_roll(&raised),
        points,
        luck: luck - points,
    })
}

// ---------------------------------------------------------------------------------
// Values read from a field's text.

/// A damage bonus: `"+1D4"`, `"-1D6"`, `"+2D6"`, `"0"`, or absent (none).
fn db_field(v: Option<&str>, field: &str) -> Result<DamageBonus, ResolveError> {
    let bad = || ResolveError::bad_field(field, "classic-expected-db");
    let Some(v) = v else {
        return Ok(DamageBonus::NONE);
    };
    let s = v.trim().to_ascii_uppercase();
    if s == "0" || s == "+0" {
        return Ok(DamageBonus::NONE);
    }
    let (sign, rest) = match s.as_bytes().first() {
        Some(b'-') => (-1, &s[1..]),
        Some(b'+') => (1, &s[1..]),
        _ => (1, s.as_str()),
    };
    let (n, sides) = rest.split_once('D').ok_or_else(bad)?;
    let n: u32 = if n.is_empty() {
        1
    } else {
        n.parse().map_err(|_| bad())?
    };
    let sides: u32 = sides.parse().map_err(|_| bad())?;
    if n == 0 || n > 1000 || !matches!(sides, 2 | 3 | 4 | 6) {
        return Err(bad());
    }
    Ok(DamageBonus {
        sign,
        dice: n,
        sides,
    })
}

fn classic_error(e: Error, field: &str) -> ResolveError {
    match e {
        Error::Dice(s) => s.into(),
        Error::Expression { error, .. } => {
            let column = error.column;
            let code = if error.is_limit() {
                Code::TooLarge
            } else {
                Code::BadExpression
            };
            ResolveError::new(code, error.message())
                .with("field", field)
                .with("column", column)
        }
        Error::Roll { error, .. } => {
            let mut r: ResolveError = error.into();
            r = r.with("field", field);
            r
        }
        other => ResolveError::new(Code::BadField, other.message()).with("field", field),
    }
}

// ---------------------------------------------------------------------------------
// Writing results.

/// The wire's name of a level.
fn level(l: Level) -> WireLevel {
    match l {
        Level::Fumble => WireLevel::Fumble,
        Level::Failure => WireLevel::Failure,
        Level::Success => WireLevel::Success,
        Level::Special => WireLevel::Special,
        Level::Critical => WireLevel::Critical,
    }
}

fn insanity(i: sanity::Insanity) -> out::Insanity {
    match i {
        sanity::Insanity::Temporary => out::Insanity::Temporary,
        sanity::Insanity::Indefinite => out::Insanity::Indefinite,
        sanity::Insanity::Permanent => out::Insanity::Permanent,
    }
}

fn condition_of(c: health::Condition) -> out::Condition {
    match c {
        health::Condition::Conscious => out::Condition::Conscious,
        health::Condition::Unconscious => out::Condition::Unconscious,
        health::Condition::Dying => out::Condition::Dying,
    }
}

/// `total`, `level`, `success` (the spec's), then `chance` and `special` (the
/// special threshold).
fn check_roll(c: &Check) -> CheckRoll {
    CheckRoll {
        total: i64::from(c.roll),
        level: level(c.level),
        success: c.success(),
        chance: c.target.chance,
        special: c.target.special_at(),
    }
}

fn damage_roll(d: &combat::Damage) -> out::DamageRoll {
    out::DamageRoll {
        weapon: d.weapon.clone(),
        bonus: d.bonus,
        impaled: d.impaled,
        total: d.total,
    }
}

fn characteristics_of(c: &Characteristics) -> out::Characteristics {
    out::Characteristics::from_values(c.values())
}

/// n/100 in lowest terms.
fn hundredths(n: i64) -> String {
    fraction(n as u64, 100)
}

/// n/of in lowest terms (`0`, `1`, `3/8`).
fn fraction(n: u64, of: u64) -> String {
    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 { a } else { gcd(b, a % b) }
    }
    match n {
        0 => "0".to_owned(),
        n if n == of => "1".to_owned(),
        n => {
            let g = gcd(n, of);
            format!("{}/{}", n / g, of / g)
        }
    }
}

/// The exact odds of a d100 against `target`: `success` and each level's chance.
fn check_odds(target: &Target) -> out::CheckOdds {
    out::CheckOdds {
        success: hundredths(i64::from(target.successes())),
        levels: Ordered(
            target
                .odds()
                .iter()
                .map(|&(l, n)| (level(l), hundredths(i64::from(n))))
                .collect(),
        ),
    }
}

/// What the forum's house rules offer the roller of a classic check already made
/// (M2, M3): the Luck that turns its failure into a success, and whether 1 Magic Point
/// re-rolls it. A table shows these on the roll's card; the rules judge the spend.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ClassicOffers {
    /// The Luck points that make it a success (M3), when Luck spending is in force and
    /// some Luck can (never on 01, 96–100 or an impossible roll).
    pub luck: Option<i64>,
    /// Whether the game spends Luck (M3) at all.
    pub luck_spending: bool,
    /// Whether spending 1 MP re-rolls it (M2): the rule is in force and it failed.
    pub mp_reroll: bool,
}

/// The [`ClassicOffers`] of `check`, made by `request`, under a game's `options` (as a
/// request's `options` field; `null` or `{}` is the forum's rules). Options the rules
/// refuse offer nothing.
pub fn classic_offers(
    options: &serde_json::Value,
    request: &serde_json::Value,
    check: &CheckRoll,
) -> ClassicOffers {
    let given = !(options.is_null() || options.as_object().is_some_and(|o| o.is_empty()));
    let field = match given.then(|| OptionsField::deserialize(options)) {
        None => None,
        Some(Ok(f)) => Some(f),
        Some(Err(_)) => return ClassicOffers::default(),
    };
    let possible = request["possible"].as_bool().unwrap_or(true);
    let Ok(options) = self::options(field.as_ref()) else {
        return ClassicOffers::default();
    };
    let Ok(roll) = u32::try_from(check.total) else {
        return ClassicOffers::default();
    };
    let target = Target {
        possible,
        ..Target::new(check.chance)
    };
    let made = Check {
        roll,
        target,
        level: target.level(roll),
    };
    let rule = |r| options.has(r);
    let luck_spending = rule(keeper_classic::HouseRule::LuckSpending);
    ClassicOffers {
        luck: health::luck_needed(&made).filter(|&p| p > 0 && luck_spending),
        luck_spending,
        mp_reroll: !made.success() && rule(keeper_classic::HouseRule::MagicPointReroll),
    }
}

#[cfg(test)]
mod offers {
    use super::*;
    use serde_json::json;

    fn made(total: i64, chance: i64) -> CheckRoll {
        let target = Target::new(chance);
        let level = target.level(total as u32);
        CheckRoll {
            total,
            level: super::level(level),
            success: level.is_success(),
            chance,
            special: target.special_at(),
        }
    }

    #[test]
    fn the_forums_rules_offer_the_luck_a_failure_needs_and_a_re_roll() {
        let check = json!({"system": "classic", "action": "check", "value": 40});
        let offers = classic_offers(&json!({}), &check, &made(55, 40));
        assert_eq!(
            (offers.luck, offers.luck_spending, offers.mp_reroll),
            (Some(15), true, true)
        );
        // A success needs neither; 97 fails whatever Luck is spent (M3), but re-rolls.
        let none = classic_offers(&json!(null), &check, &made(12, 40));
        assert_eq!((none.luck, none.mp_reroll), (None, false));
        let high = classic_offers(&json!({}), &check, &made(97, 40));
        assert_eq!((high.luck, high.mp_reroll), (None, true));
        // An impossible action cannot be bought.
        let impossible =
            json!({"system": "classic", "action": "check", "value": 40, "possible": false});
        assert_eq!(
            classic_offers(&json!({}), &impossible, &made(55, 40)).luck,
            None
        );
    }

    #[test]
    fn a_game_without_the_house_rules_offers_nothing() {
        let check = json!({"system": "classic", "action": "check", "value": 40});
        for options in [
            json!({"preset": "plain"}),
            json!("plain"),
            json!({"luck_spending": 3}),
        ] {
            let offers = classic_offers(&options, &check, &made(55, 40));
            assert_eq!((offers.luck, offers.mp_reroll), (None, false), "{options}");
        }
        let some = classic_offers(
            &json!({"preset": "plain", "mp_reroll": true}),
            &check,
            &made(55, 40),
        );
        assert_eq!(
            (some.luck, some.luck_spending, some.mp_reroll),
            (None, false, true)
        );
    }
}
