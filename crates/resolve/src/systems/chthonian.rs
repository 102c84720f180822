//! `system: "chthonian"`: the d12 + Traits rolls of Chthonian, Terrible Insight and
//! Nodules (rules in `docs/rules/chthonian.md`, engine in keeper-chthonian).
//!
//! The spec's actions (`roll`, `contest`, `insight`) keep their fields and results
//! exactly; everything else is an extension documented in `docs/protocol.md`. Every
//! action is stateless: the state it needs (TI, the Nodule pool, a sheet) comes in the
//! request, and what changed comes back as `events` a table can store and replay.

use keeper_chthonian::{
    self as ch, AUTHORSHIP_MAJOR, AUTHORSHIP_MODEST, Combine, Counted, Difficulty, Event,
    Excursionist, Factor, NoduleKind, NoduleUse, Outcome, Settings, SplitSide, StandardRoll, Style,
    TieBreak, TiePolicy, Toward, Trait, odds,
};
use keeper_dice::DiceSource;
use keeper_i18n::Localize;
use num_rational::BigRational;
use serde::Deserialize;
use serde::de::{self, Deserializer, Visitor};
use serde_json::Value;

use crate::results::chthonian::{self as out, ChthonianOutcome};

use crate::error::{Code, ResolveError};
use crate::request::{sheet_header, within};
use crate::{Request, System};

mod convert;

use convert::*;

pub(crate) struct Chthonian;

const ACTIONS: &[&str] = &[
    "roll",
    "contest",
    "insight",
    "complex",
    "cooperative",
    "split",
    "insight_roll",
    "recovery",
    "treatment",
    "nodule",
    "story_start",
    "story_end",
    "sheet",
    "statblock",
];

/// The largest Trait rating, Difficulty, Outcome or TI accepted: far beyond play,
/// small enough that no sum can overflow.
const MAX_NUMBER: i64 = 1_000_000;
/// Most Traits in one list.
const MAX_TRAITS: usize = 1_000;
/// Most sides of a contest or helpers of a cooperative roll.
const MAX_SIDES: usize = 100;
/// Most events in a sheet.
const MAX_EVENTS: usize = 100_000;

/// The sheet format's name and version (see `docs/protocol.md`).
const SHEET_FORMAT: &str = "keeper-chthonian-sheet";
const SHEET_VERSION: i64 = 1;

impl System for Chthonian {
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

fn resolve(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<ChthonianOutcome, ResolveError> {
    {
        // A game's options are the system's (a table sends them with each request): its
        // Style factors are game settings (I1), the default wherever an action or a
        // sheet names none of its own.
        let GameOptions { options } = req.fields_of(&["options"])?;
        let game = options.and_then(|o| o.factors);
        let game = game.as_ref();
        let req = &req.with_system_fields(&["options"]);
        match req.action() {
            "roll" => roll(req, dice).map(ChthonianOutcome::Roll),
            "contest" => contest(req, dice).map(ChthonianOutcome::Contest),
            "insight" => insight(req, game).map(ChthonianOutcome::Insight),
            "complex" => complex(req, dice).map(ChthonianOutcome::Complex),
            "cooperative" => cooperative(req, dice).map(ChthonianOutcome::Cooperative),
            "split" => split(req, dice).map(ChthonianOutcome::Split),
            "insight_roll" => {
                check(req, dice, CheckKind::Insight, game).map(ChthonianOutcome::InsightRoll)
            }
            "recovery" => {
                check(req, dice, CheckKind::Recovery, game).map(ChthonianOutcome::Recovery)
            }
            "treatment" => {
                check(req, dice, CheckKind::Treatment, game).map(ChthonianOutcome::Treatment)
            }
            "nodule" => nodule(req, dice, game).map(ChthonianOutcome::Nodule),
            "story_start" => story_start(req).map(ChthonianOutcome::StoryStart),
            "story_end" => story_end(req).map(ChthonianOutcome::StoryEnd),
            "sheet" => sheet(req, game).map(ChthonianOutcome::Sheet),
            "statblock" => statblock(req).map(ChthonianOutcome::Statblock),
            other => Err(ResolveError::unknown_action("chthonian", other, ACTIONS)),
        }
    }
}

// ---------------------------------------------------------------------------------
// Each action's fields, decoded once (see `decode.rs`); ranges and the rules' checks
// follow in the actions.

/// A Trait as the wire writes it: a signed whole number, or `{"name", "rating",
/// "temporary"?}`.
enum TraitIn<'a> {
    Modifier(i64),
    Named(NamedTrait<'a>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NamedTrait<'a> {
    name: Option<&'a str>,
    rating: Option<i64>,
    #[serde(default)]
    temporary: bool,
}

impl<'de: 'a, 'a> Deserialize<'de> for TraitIn<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<'a>(std::marker::PhantomData<&'a ()>);
        impl<'de: 'a, 'a> Visitor<'de> for V<'a> {
            type Value = TraitIn<'a>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a Trait")
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<Self::Value, E> {
                Ok(TraitIn::Modifier(n))
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Self::Value, E> {
                Ok(TraitIn::Modifier(i64::try_from(n).unwrap_or(i64::MAX)))
            }
            fn visit_map<M: de::MapAccess<'de>>(self, map: M) -> Result<Self::Value, M::Error> {
                NamedTrait::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(TraitIn::Named)
            }
        }
        d.deserialize_any(V(std::marker::PhantomData))
    }
}

/// A side of a contest, a helper of a cooperative roll, or a Fortune's target.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SideIn<'a> {
    #[serde(borrow, default)]
    traits: Vec<TraitIn<'a>>,
    #[serde(borrow, default)]
    outcome_traits: Vec<TraitIn<'a>>,
    #[serde(rename = "name")]
    _name: Option<&'a str>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HelperIn<'a> {
    #[serde(borrow, default)]
    traits: Vec<TraitIn<'a>>,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum TieIn {
    Allow,
    Break,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum CombineIn {
    Best,
    Worst,
    Sum,
}

/// The game's options, which every action takes.
#[derive(Deserialize)]
struct GameOptions {
    options: Option<OptionsIn>,
}

/// A Chthonian game's options: its Style factors (I1).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OptionsIn {
    factors: Option<FactorsIn>,
}

/// `factors`: each overrides the Style's default (`2`, `"2"` or `"1/3"`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FactorsIn {
    practicality: Option<Value>,
    cognizance: Option<Value>,
    nodule_scale: Option<Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AsTraitIn<'a> {
    name: Option<&'a str>,
    #[serde(default)]
    hinders: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RollFields<'a> {
    #[serde(borrow, default)]
    traits: Vec<TraitIn<'a>>,
    difficulty: i64,
    #[serde(borrow)]
    as_trait: Option<AsTraitIn<'a>>,
    #[serde(default)]
    odds: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ContestFields<'a> {
    #[serde(borrow)]
    sides: Vec<SideIn<'a>>,
    tie: Option<TieIn>,
    #[serde(default)]
    odds: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InsightFields<'a> {
    ti: i64,
    style: &'a str,
    factors: Option<FactorsIn>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ComplexFields<'a> {
    #[serde(borrow)]
    sides: Vec<SideIn<'a>>,
    difficulty: i64,
    tie: Option<TieIn>,
    #[serde(default)]
    odds: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CooperativeFields<'a> {
    #[serde(borrow)]
    helpers: Vec<HelperIn<'a>>,
    difficulty: i64,
    combine: Option<CombineIn>,
    #[serde(default)]
    odds: bool,
}

/// `split`: a split contest (`sides`) or a split roll against a Difficulty.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SplitFields<'a> {
    #[serde(borrow)]
    sides: Option<Vec<SideIn<'a>>>,
    tie: Option<TieIn>,
    #[serde(borrow, default)]
    traits: Vec<TraitIn<'a>>,
    #[serde(borrow, default)]
    outcome_traits: Vec<TraitIn<'a>>,
    #[serde(borrow, default)]
    protection: Vec<TraitIn<'a>>,
    difficulty: Option<i64>,
    #[serde(default)]
    odds: bool,
}

/// `insight_roll` (which gains TI), `recovery` and `treatment` (which lose it).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckFields<'a> {
    ti: i64,
    style: &'a str,
    factors: Option<FactorsIn>,
    difficulty: i64,
    gain: Option<i64>,
    loss: Option<i64>,
    #[serde(borrow, default)]
    traits: Vec<TraitIn<'a>>,
    #[serde(default)]
    odds: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NoduleFields<'a> {
    ti: i64,
    style: &'a str,
    factors: Option<FactorsIn>,
    nodules: Option<i64>,
    #[serde(rename = "use")]
    use_: &'a str,
    outcome: Option<i64>,
    difficulty: Option<i64>,
    size: Option<&'a str>,
    toward: Option<&'a str>,
    #[serde(borrow, default)]
    traits: Vec<TraitIn<'a>>,
    #[serde(borrow)]
    target: Option<HelperIn<'a>>,
    #[serde(default)]
    odds: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoryStartFields {
    ti: i64,
    nodules: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoryEndFields {
    nodules: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SheetFields<'a> {
    #[serde(borrow)]
    sheet: SheetIn<'a>,
}

/// The versioned sheet (`keeper-chthonian-sheet`, version 1).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SheetIn<'a> {
    format: Option<&'a str>,
    version: Option<i64>,
    // Optional here so that the header is checked first: a sheet of another format
    // or version is refused as such, whatever else it lacks.
    name: Option<&'a str>,
    style: Option<&'a str>,
    factors: Option<FactorsIn>,
    ti: Option<i64>,
    nodules: Option<i64>,
    #[serde(borrow, default)]
    traits: Vec<TraitIn<'a>>,
    #[serde(borrow, default)]
    events: Vec<EventIn<'a>>,
}

/// One event of a sheet, in the form [`event_json`] writes: `event` names it, and the
/// other fields are those it has.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EventIn<'a> {
    event: &'a str,
    #[serde(borrow, rename = "trait")]
    trait_: Option<TraitIn<'a>>,
    name: Option<&'a str>,
    amount: Option<i64>,
    nodules: Option<i64>,
    #[serde(rename = "use")]
    use_: Option<&'a str>,
    /// Why it happened, in the Narrator's or player's words: kept, never read by the
    /// rules.
    #[serde(rename = "note")]
    _note: Option<&'a str>,
}

// ---------------------------------------------------------------------------------
// Actions.

fn roll(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<out::RollResult, ResolveError> {
    let f: RollFields = req.fields()?;
    let traits = traits_of(&f.traits, "traits")?;
    let difficulty = difficulty_of(f.difficulty, "difficulty")?;
    let as_trait = f.as_trait.map(as_trait_of).transpose()?;
    let roll = ch::standard_roll(&traits, difficulty, dice).map_err(chthonian_error)?;
    Ok(out::RollResult {
        roll: standard_roll(&roll),
        as_trait: as_trait
            .map(|(name, bearing)| trait_out(&roll.outcome().into_trait(name, bearing))),
        odds: f.odds.then(|| roll_odds(roll.modifier, difficulty)),
    })
}

fn contest(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::ContestResult, ResolveError> {
    let f: ContestFields = req.fields()?;
    let sides = sides_of(&f.sides, false)?;
    let tie = tie_of(f.tie);
    let traits: Vec<Vec<Trait>> = sides.iter().map(|s| s.roll_traits.clone()).collect();
    let c = ch::contest(&traits, tie, dice).map_err(chthonian_error)?;
    let odds = f.odds.then(|| {
        let mods: Vec<i64> = c.sides.iter().map(|s| s.traits.total()).collect();
        contest_odds(&odds::contest_odds(&mods, tie))
    });
    Ok(out::ContestResult {
        results: c.sides.iter().map(ch::SideRoll::total).collect(),
        winner: c.winner,
        outcome: c.outcome.value(),
        rolls: c.sides.iter().map(|s| s.die).collect(),
        tie_break: tie_break(c.tie_break),
        rerolls: rerolls(&c.rerolls),
        sides: c.sides.iter().map(|s| counted(&s.traits)).collect(),
        odds,
    })
}

fn insight(
    req: &Request<'_>,
    game: Option<&FactorsIn>,
) -> Result<out::InsightResult, ResolveError> {
    let f: InsightFields = req.fields()?;
    let ti = ti_of(f.ti, "ti")?;
    let settings = settings_of(f.style, f.factors.as_ref().or(game), "")?;
    Ok(out::InsightResult {
        practicality: settings.practicality(ti),
        cognizance: settings.cognizance(ti),
        ti: i64::from(ti),
        style: style_out(settings.style),
    })
}

fn complex(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::ComplexResult, ResolveError> {
    let f: ComplexFields = req.fields()?;
    let sides = sides_of(&f.sides, false)?;
    let difficulty = difficulty_of(f.difficulty, "difficulty")?;
    let tie = tie_of(f.tie);
    let traits: Vec<Vec<Trait>> = sides.iter().map(|s| s.roll_traits.clone()).collect();
    let c = ch::complex_contest(&traits, difficulty, tie, dice).map_err(chthonian_error)?;
    let odds = f.odds.then(|| {
        let mods: Vec<i64> = c.rolls.iter().map(|r| r.modifier).collect();
        contest_odds(&odds::complex_odds(&mods, difficulty, tie))
    });
    Ok(out::ComplexResult {
        results: c.rolls.iter().map(|r| r.outcome().value()).collect(),
        winner: c.winner,
        outcome: c.outcome.map(Outcome::value),
        rolls: c.rolls.iter().map(|r| r.die).collect(),
        totals: c.rolls.iter().map(StandardRoll::total).collect(),
        tie_break: tie_break(c.tie_break),
        rerolls: rerolls(&c.rerolls),
        sides: c.rolls.iter().map(|r| counted(&r.traits)).collect(),
        odds,
    })
}

fn cooperative(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::CooperativeResult, ResolveError> {
    let f: CooperativeFields = req.fields()?;
    count_of(
        &f.helpers,
        "helpers",
        1,
        MAX_SIDES,
        "chthonian-expected-helpers",
    )?;
    let helpers = f
        .helpers
        .iter()
        .enumerate()
        .map(|(i, h)| traits_of(&h.traits, &format!("helpers[{i}].traits")))
        .collect::<Result<Vec<_>, _>>()?;
    let difficulty = difficulty_of(f.difficulty, "difficulty")?;
    let combine = match f.combine {
        None | Some(CombineIn::Best) => Combine::Best,
        Some(CombineIn::Worst) => Combine::Worst,
        Some(CombineIn::Sum) => Combine::Sum,
    };
    let roll =
        ch::cooperative_roll(&helpers, combine, difficulty, dice).map_err(chthonian_error)?;
    Ok(out::CooperativeResult {
        roll: standard_roll(&roll),
        combine: combine_out(combine),
        odds: f.odds.then(|| roll_odds(roll.modifier, difficulty)),
    })
}

fn split(req: &Request<'_>, dice: &mut dyn DiceSource) -> Result<out::SplitResult, ResolveError> {
    let f: SplitFields = req.fields()?;
    if let Some(sides) = &f.sides {
        let sides = sides_of(sides, true)?;
        let tie = tie_of(f.tie);
        let s = ch::split_contest(&sides, tie, dice).map_err(chthonian_error)?;
        let c = &s.contest;
        let sides = c
            .sides
            .iter()
            .zip(&s.outcome_traits)
            .map(|(side, ot)| out::SplitSide {
                traits: counted(&side.traits),
                outcome_traits: ot.counted.iter().map(trait_out).collect(),
                outcome_ignored: ot.ignored.iter().map(trait_out).collect(),
            })
            .collect();
        let odds = f.odds.then(|| {
            let mods: Vec<i64> = c.sides.iter().map(|s| s.traits.total()).collect();
            contest_odds(&odds::contest_odds(&mods, tie))
        });
        return Ok(out::SplitResult::Contest(out::SplitContest {
            results: c.sides.iter().map(ch::SideRoll::total).collect(),
            winner: c.winner,
            outcome: c.outcome.value(),
            final_outcome: s.final_outcome.map(Outcome::value),
            rolls: c.sides.iter().map(|s| s.die).collect(),
            tie_break: tie_break(c.tie_break),
            rerolls: rerolls(&c.rerolls),
            sides,
            odds,
        }));
    }
    let side = SplitSide {
        roll_traits: traits_of(&f.traits, "traits")?,
        outcome_traits: traits_of(&f.outcome_traits, "outcome_traits")?,
    };
    let protection = traits_of(&f.protection, "protection")?;
    let difficulty = difficulty_of(
        f.difficulty
            .ok_or_else(|| ResolveError::missing_field("difficulty"))?,
        "difficulty",
    )?;
    let s = ch::split_roll(&side, &protection, difficulty, dice).map_err(chthonian_error)?;
    Ok(out::SplitResult::Roll(out::SplitRoll {
        roll: standard_roll(&s.roll),
        final_outcome: s.final_outcome.map(Outcome::value),
        outcome_traits: counted(&s.outcome_traits),
        protection: counted(&s.protection),
        odds: f.odds.then(|| roll_odds(s.roll.modifier, difficulty)),
    }))
}

#[derive(Clone, Copy)]
enum CheckKind {
    Insight,
    Recovery,
    Treatment,
}

fn check(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
    kind: CheckKind,
    game: Option<&FactorsIn>,
) -> Result<out::InsightCheck, ResolveError> {
    let f: CheckFields = req.fields()?;
    let ti = ti_of(f.ti, "ti")?;
    let settings = settings_of(f.style, f.factors.as_ref().or(game), "")?;
    let difficulty = difficulty_of(f.difficulty, "difficulty")?;
    // An insight roll gains TI, the others lose it: the other field is not theirs.
    let (amount_field, amount, other_field, other) = match kind {
        CheckKind::Insight => ("gain", f.gain, "loss", f.loss),
        CheckKind::Recovery | CheckKind::Treatment => ("loss", f.loss, "gain", f.gain),
    };
    if other.is_some() {
        return Err(unknown_field(
            other_field,
            &[
                amount_field,
                "ti",
                "style",
                "factors",
                "difficulty",
                "traits",
                "odds",
            ],
        ));
    }
    let amount = match amount {
        None => 1,
        Some(n) => within(n, amount_field, 0, MAX_NUMBER, "resolve-expected-integer")? as u32,
    };
    let other = traits_of(&f.traits, "traits")?;
    let ex = excursionist_with(ti, None);
    let check = match kind {
        CheckKind::Insight => ex.insight_roll(&settings, difficulty, amount, &other, dice),
        CheckKind::Recovery => ex.social_recovery(&settings, difficulty, amount, &other, dice),
        CheckKind::Treatment => ex.treatment(&settings, difficulty, amount, &other, dice),
    }
    .map_err(chthonian_error)?;
    let mut after = ex.clone();
    after.apply_all(&check.events);
    Ok(out::InsightCheck {
        roll: standard_roll(&check.roll),
        practicality: settings.practicality(ti),
        ti: i64::from(after.insight()),
        events: events(&check.events),
        odds: f.odds.then(|| roll_odds(check.roll.modifier, difficulty)),
    })
}

fn nodule(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
    game: Option<&FactorsIn>,
) -> Result<out::NoduleResult, ResolveError> {
    let f: NoduleFields = req.fields()?;
    let ti = ti_of(f.ti, "ti")?;
    let settings = settings_of(f.style, f.factors.as_ref().or(game), "")?;
    // Absent or `null`: no Story is running, so there is no pool to spend from (I4).
    let nodules = pool_of(f.nodules)?;
    let required =
        |v: Option<i64>, field: &str| v.ok_or_else(|| ResolveError::missing_field(field));
    let spent = match f.use_ {
        "automatic_success" => NoduleUse::AutomaticSuccess {
            outcome: Outcome(within(
                required(f.outcome, "outcome")?,
                "outcome",
                0,
                MAX_NUMBER,
                "resolve-expected-integer",
            )?),
        },
        "authorship" => NoduleUse::Authorship {
            difficulty: match (f.difficulty, f.size) {
                (Some(d), _) => difficulty_of(d, "difficulty")?,
                (None, Some("modest")) => AUTHORSHIP_MODEST,
                (None, Some("major")) => AUTHORSHIP_MAJOR,
                (None, Some(_)) => {
                    return Err(ResolveError::bad_field("size", "chthonian-expected-size"));
                }
                (None, None) => return Err(ResolveError::missing_field("difficulty")),
            },
        },
        "fortune" => NoduleUse::Fortune {
            difficulty: difficulty_of(required(f.difficulty, "difficulty")?, "difficulty")?,
        },
        "shift" => NoduleUse::Shift(match f.toward {
            None => return Err(ResolveError::missing_field("toward")),
            Some("practicality") => Toward::Practicality,
            Some("cognizance") => Toward::Cognizance,
            Some(_) => {
                return Err(ResolveError::bad_field(
                    "toward",
                    "chthonian-expected-toward",
                ));
            }
        }),
        _ => return Err(ResolveError::bad_field("use", "chthonian-expected-use")),
    };
    let other = traits_of(&f.traits, "traits")?;
    let target = match (spent, &f.target) {
        (NoduleUse::Fortune { .. }, Some(t)) => Some(traits_of(&t.traits, "target.traits")?),
        _ => None,
    };
    let ex = excursionist_with(ti, nodules);
    match nodules {
        None => return Err(chthonian_error(ch::Error::NoStory)),
        Some(0) => return Err(chthonian_error(ch::Error::NoNodules)),
        Some(_) => {}
    }
    // The other character's roll comes first: it is what the Fortune brought about.
    let mut fortune = None;
    if let (NoduleUse::Fortune { difficulty }, Some(traits)) = (spent, &target) {
        let roll = ch::standard_roll(traits, difficulty, dice).map_err(chthonian_error)?;
        fortune = Some(standard_roll(&roll));
    }
    let spend = ex
        .spend_nodule(&settings, spent, &other, dice)
        .map_err(chthonian_error)?;
    let mut after = ex.clone();
    after.apply_all(&spend.events);
    Ok(out::NoduleResult {
        target: fortune,
        use_: nodule_kind(spent.kind()),
        nodules: i64::from(after.nodules().unwrap_or(0)),
        ti: i64::from(after.insight()),
        follow_up: spend.follow_up.as_ref().map(|roll| out::FollowUp {
            roll: standard_roll(roll),
            odds: f.odds.then(|| roll_odds(roll.modifier, roll.difficulty)),
        }),
        events: events(&spend.events),
    })
}

/// Starts a Story (I4): the pool is the TI now. `nodules`, when given, is the pool of a
/// Story still running, which ends first.
fn story_start(req: &Request<'_>) -> Result<out::StoryStartResult, ResolveError> {
    let f: StoryStartFields = req.fields()?;
    let ti = ti_of(f.ti, "ti")?;
    let running = pool_of(f.nodules)?;
    let mut ex = excursionist_with(ti, running);
    let events = ex.start_story();
    ex.apply_all(&events);
    Ok(out::StoryStartResult {
        nodules: ex.nodules().map(i64::from),
        ti: i64::from(ti),
        events: self::events(&events),
    })
}

/// Ends the Story (I4): the pool `nodules` is gone; `null` or absent, no Story is
/// running and nothing happens.
fn story_end(req: &Request<'_>) -> Result<out::StoryEndResult, ResolveError> {
    let f: StoryEndFields = req.fields()?;
    let running = pool_of(f.nodules)?;
    let mut ex = excursionist_with(0, running);
    let events = ex.end_story();
    ex.apply_all(&events);
    Ok(out::StoryEndResult {
        nodules: ex.nodules().map(i64::from),
        unspent: i64::from(running.unwrap_or(0)),
        events: self::events(&events),
    })
}

/// `nodules`, the pool of the Story running: a whole number from 0, or absent or
/// `null` when no Story is running.
fn pool_of(nodules: Option<i64>) -> Result<Option<u32>, ResolveError> {
    nodules
        .map(|n| within(n, "nodules", 0, MAX_NUMBER, "resolve-expected-integer").map(|n| n as u32))
        .transpose()
}

fn sheet(req: &Request<'_>, game: Option<&FactorsIn>) -> Result<out::SheetResult, ResolveError> {
    let SheetFields { sheet } = req.fields()?;
    sheet_header(
        sheet.format,
        sheet.version,
        (SHEET_FORMAT, "chthonian-expected-format"),
        (SHEET_VERSION, "chthonian-expected-version"),
    )?;
    let name = sheet
        .name
        .ok_or_else(|| ResolveError::missing_field("sheet.name"))?;
    let style = sheet
        .style
        .ok_or_else(|| ResolveError::missing_field("sheet.style"))?;
    let settings = settings_of(style, sheet.factors.as_ref().or(game), "sheet.")?;
    let ti = match sheet.ti {
        None => 0,
        Some(n) => within(n, "sheet.ti", 0, MAX_NUMBER, "resolve-expected-integer")? as u32,
    };
    let nodules = sheet
        .nodules
        .map(|n| {
            within(
                n,
                "sheet.nodules",
                0,
                MAX_NUMBER,
                "resolve-expected-integer",
            )
            .map(|n| n as u32)
        })
        .transpose()?;
    let traits = traits_of(&sheet.traits, "sheet.traits")?;
    count_of(
        &sheet.events,
        "sheet.events",
        0,
        MAX_EVENTS,
        "chthonian-expected-events",
    )?;
    let events = sheet
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| event_of(e, &format!("sheet.events[{i}]")))
        .collect::<Result<Vec<_>, _>>()?;
    let mut ex = Excursionist::new(name);
    ex.apply_all(&events_of_state(ti, nodules));
    ex.apply_all(
        &traits
            .iter()
            .map(|t| Event::TraitGained(t.clone()))
            .collect::<Vec<_>>(),
    );
    ex.apply_all(&events);
    Ok(out::SheetResult {
        name: ex.name().to_owned(),
        style: style_out(settings.style),
        ti: i64::from(ex.insight()),
        practicality: settings.practicality(ex.insight()),
        cognizance: settings.cognizance(ex.insight()),
        nodules: ex.nodules().map(i64::from),
        traits: ex.traits().iter().map(trait_out).collect(),
        events_applied: events.len(),
    })
}

// ---------------------------------------------------------------------------------
// The Excursionist of a stateless request.

/// An Excursionist at `ti` with, when given, a Story running with `nodules`.
fn excursionist_with(ti: u32, nodules: Option<u32>) -> Excursionist {
    let mut ex = Excursionist::new("");
    ex.apply_all(&events_of_state(ti, nodules));
    ex
}

fn events_of_state(ti: u32, nodules: Option<u32>) -> Vec<Event> {
    let mut events = Vec::new();
    if ti > 0 {
        events.push(Event::InsightGained { amount: ti });
    }
    if let Some(n) = nodules {
        events.push(Event::StoryStarted { nodules: n });
    }
    events
}

/// `statblock`: a creature's or NPC's name and Traits read from its block, with its
/// `events` applied: a Trait gained (R5's Outcome as a Trait, `Wounded 3`) or lost.
fn statblock(req: &Request<'_>) -> Result<out::StatblockResult, ResolveError> {
    let (text, events) = super::npc::fields(req)?;
    let b = ch::statblock::parse_statblock(text)
        .map_err(|e| super::npc::bad_line(e.line, e.message()))?;
    let mut traits = b.traits;
    for (i, e) in events.iter().flatten().enumerate() {
        let field = format!("events[{i}]");
        let event: EventIn<'_> = crate::decode::decode(e, &field)?;
        match event_of(&event, &field)? {
            Event::TraitGained(t) => traits.push(t),
            Event::TraitLost { name } => traits.retain(|t| t.name() != Some(name.as_str())),
            _ => {
                return Err(ResolveError::bad_field(
                    &format!("{field}.event"),
                    "npc-expected-trait-event",
                ));
            }
        }
    }
    Ok(out::StatblockResult {
        name: b.name,
        traits: traits.iter().map(trait_out).collect(),
    })
}
