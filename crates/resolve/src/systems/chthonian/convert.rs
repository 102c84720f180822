//! Reading a Chthonian request's fields into the engine's types, and writing the
//! engine's answers as the protocol's results.

use super::*;

// ---------------------------------------------------------------------------------
// Reading fields.

pub(super) fn chthonian_error(e: ch::Error) -> ResolveError {
    match e {
        ch::Error::Dice(s) => s.into(),
        ch::Error::NoNodules | ch::Error::NoStory => {
            ResolveError::new(Code::BadField, e.message()).with("field", "nodules")
        }
        ch::Error::NoHelpers => {
            ResolveError::new(Code::BadField, e.message()).with("field", "helpers")
        }
        _ => ResolveError::new(Code::BadField, e.message()).with("field", "sides"),
    }
}

pub(super) fn ti_of(ti: i64, field: &str) -> Result<u32, ResolveError> {
    Ok(within(ti, field, 0, MAX_NUMBER, "resolve-expected-integer")? as u32)
}

pub(super) fn difficulty_of(d: i64, field: &str) -> Result<Difficulty, ResolveError> {
    Ok(Difficulty(within(
        d,
        field,
        -MAX_NUMBER,
        MAX_NUMBER,
        "resolve-expected-integer",
    )?))
}

pub(super) fn tie_of(tie: Option<TieIn>) -> TiePolicy {
    match tie {
        None | Some(TieIn::Allow) => TiePolicy::Allow,
        Some(TieIn::Break) => TiePolicy::Break,
    }
}

/// A field the action does not take, refused as the decoder refuses one.
pub(super) fn unknown_field(field: &str, known: &[&str]) -> ResolveError {
    ResolveError::new(
        Code::BadField,
        keeper_i18n::Message::new("resolve-error-unknown-field")
            .text("field", field.to_owned())
            .text("known", known.join(", ")),
    )
    .with("field", field)
}

/// The Style (`prefix` + `style`) and the optional `factors` that override its
/// defaults.
pub(super) fn settings_of(
    style: &str,
    factors: Option<&FactorsIn>,
    prefix: &str,
) -> Result<Settings, ResolveError> {
    let style = style.parse::<Style>().map_err(|_| {
        ResolveError::bad_field(&format!("{prefix}style"), "chthonian-expected-style")
    })?;
    let mut settings = Settings::new(style);
    let Some(factors) = factors else {
        return Ok(settings);
    };
    for (key, value, slot) in [
        (
            "practicality",
            &factors.practicality,
            &mut settings.practicality,
        ),
        ("cognizance", &factors.cognizance, &mut settings.cognizance),
        (
            "nodule_scale",
            &factors.nodule_scale,
            &mut settings.nodule_scale,
        ),
    ] {
        if let Some(v) = value {
            *slot = factor_value(v).ok_or_else(|| {
                ResolveError::bad_field(
                    &format!("{prefix}factors.{key}"),
                    "chthonian-expected-factor",
                )
            })?;
        }
    }
    Ok(settings)
}

/// `2`, `"2"` or `"1/3"`, with numerator and denominator at most 1000.
pub(super) fn factor_value(v: &Value) -> Option<Factor> {
    let small = |n: u64| (n <= 1000).then_some(n as u32);
    if let Some(n) = v.as_u64() {
        return Factor::new(small(n)?, 1);
    }
    let s = v.as_str()?.trim();
    let (n, d) = s.split_once('/').unwrap_or((s, "1"));
    Factor::new(
        small(n.trim().parse().ok()?)?,
        small(d.trim().parse().ok()?)?,
    )
}

/// Checks that a list has `min..=max` items.
pub(super) fn count_of<T>(
    list: &[T],
    field: &str,
    min: usize,
    max: usize,
    expected: &'static str,
) -> Result<(), ResolveError> {
    if (min..=max).contains(&list.len()) {
        Ok(())
    } else {
        Err(ResolveError::bad_field(field, expected))
    }
}

/// A list of Traits, each checked: a name that is not blank, a rating in range.
pub(super) fn traits_of(list: &[TraitIn<'_>], field: &str) -> Result<Vec<Trait>, ResolveError> {
    count_of(list, field, 0, MAX_TRAITS, "chthonian-expected-traits")?;
    list.iter()
        .enumerate()
        .map(|(i, t)| trait_of(t, &format!("{field}[{i}]")))
        .collect()
}

pub(super) fn trait_of(t: &TraitIn<'_>, field: &str) -> Result<Trait, ResolveError> {
    let bad = || ResolveError::bad_field(field, "chthonian-expected-trait");
    let rating = |r: i64| {
        (-MAX_NUMBER..=MAX_NUMBER)
            .contains(&r)
            .then_some(r)
            .ok_or_else(bad)
    };
    match t {
        TraitIn::Modifier(n) => Ok(Trait::modifier(rating(*n)?)),
        TraitIn::Named(named) => {
            let name = named
                .name
                .filter(|n| !n.trim().is_empty())
                .ok_or_else(bad)?;
            let t = Trait::new(name, rating(named.rating.ok_or_else(bad)?)?);
            Ok(if named.temporary { t.temporary() } else { t })
        }
    }
}

/// The `sides` of a contest: at least two (exactly two for a split contest).
pub(super) fn sides_of(sides: &[SideIn<'_>], split: bool) -> Result<Vec<SplitSide>, ResolveError> {
    let (min, max, expected) = if split {
        (2, 2, "chthonian-expected-split-sides")
    } else {
        (2, MAX_SIDES, "chthonian-expected-sides")
    };
    count_of(sides, "sides", min, max, expected)?;
    sides
        .iter()
        .enumerate()
        .map(|(i, side)| {
            Ok(SplitSide {
                roll_traits: traits_of(&side.traits, &format!("sides[{i}].traits"))?,
                outcome_traits: traits_of(
                    &side.outcome_traits,
                    &format!("sides[{i}].outcome_traits"),
                )?,
            })
        })
        .collect()
}

/// `as_trait`: `{"name", "hinders"?}`: the roll's Outcome as a new Trait (R5).
pub(super) fn as_trait_of(a: AsTraitIn<'_>) -> Result<(String, ch::Bearing), ResolveError> {
    let name = a
        .name
        .filter(|n| !n.trim().is_empty())
        .ok_or_else(|| ResolveError::bad_field("as_trait", "chthonian-expected-as-trait"))?;
    let bearing = if a.hinders {
        ch::Bearing::Hinders
    } else {
        ch::Bearing::Helps
    };
    Ok((name.to_owned(), bearing))
}

/// One event of a sheet: the fields its kind has, and no other.
pub(super) fn event_of(e: &EventIn<'_>, field: &str) -> Result<Event, ResolveError> {
    let bad = || ResolveError::bad_field(field, "chthonian-expected-event");
    let amount = |v: Option<i64>| {
        v.filter(|n| (0..=MAX_NUMBER).contains(n))
            .map(|n| n as u32)
            .ok_or_else(bad)
    };
    let (event, takes): (Event, &[&str]) = match e.event {
        "trait_gained" => (
            Event::TraitGained(trait_of(
                e.trait_.as_ref().ok_or_else(bad)?,
                &format!("{field}.trait"),
            )?),
            &["trait"],
        ),
        "trait_lost" => (
            Event::TraitLost {
                name: e.name.ok_or_else(bad)?.to_owned(),
            },
            &["name"],
        ),
        "insight_gained" => (
            Event::InsightGained {
                amount: amount(e.amount)?,
            },
            &["amount"],
        ),
        "insight_lost" => (
            Event::InsightLost {
                amount: amount(e.amount)?,
            },
            &["amount"],
        ),
        "story_started" => (
            Event::StoryStarted {
                nodules: amount(e.nodules)?,
            },
            &["nodules"],
        ),
        "story_ended" => (Event::StoryEnded, &[]),
        "nodule_spent" => (
            Event::NoduleSpent {
                kind: match e.use_ {
                    Some("automatic_success") => NoduleKind::AutomaticSuccess,
                    Some("authorship") => NoduleKind::Authorship,
                    Some("fortune") => NoduleKind::Fortune,
                    Some("shift") => NoduleKind::Shift,
                    _ => return Err(bad()),
                },
            },
            &["use"],
        ),
        _ => return Err(bad()),
    };
    // A field of another kind of event is one this event does not know.
    let given = [
        ("trait", e.trait_.is_some()),
        ("name", e.name.is_some()),
        ("amount", e.amount.is_some()),
        ("nodules", e.nodules.is_some()),
        ("use", e.use_.is_some()),
    ];
    if let Some((other, _)) = given.iter().find(|(k, set)| *set && !takes.contains(k)) {
        let mut known = vec!["event"];
        known.extend_from_slice(takes);
        return Err(unknown_field(&format!("{field}.{other}"), &known));
    }
    Ok(event)
}

// ---------------------------------------------------------------------------------
// Writing results.

pub(super) fn trait_out(t: &Trait) -> out::Trait {
    match t.name() {
        None => out::Trait::Modifier(t.rating()),
        Some(name) => out::Trait::Named {
            name: name.to_owned(),
            rating: t.rating(),
            temporary: t.is_temporary(),
        },
    }
}

pub(super) fn counted(c: &Counted) -> out::Counted {
    out::Counted {
        traits: c.counted.iter().map(trait_out).collect(),
        ignored: c.ignored.iter().map(trait_out).collect(),
    }
}

/// `roll`, `outcome`, `success` (the spec's), then `total`, `modifier`, `difficulty`,
/// `traits` (those that counted) and `ignored`.
pub(super) fn standard_roll(roll: &StandardRoll) -> out::StandardRoll {
    out::StandardRoll {
        roll: roll.die,
        outcome: roll.outcome().value(),
        success: roll.success(),
        total: roll.total(),
        modifier: roll.modifier,
        difficulty: roll.difficulty.value(),
        traits: counted(&roll.traits),
    }
}

pub(super) fn tie_break(t: Option<TieBreak>) -> Option<out::TieBreak> {
    t.map(|t| match t {
        TieBreak::Traits => out::TieBreak::Traits,
        TieBreak::Reroll => out::TieBreak::Reroll,
    })
}

pub(super) fn rerolls(rounds: &[Vec<ch::Reroll>]) -> Vec<Vec<out::Reroll>> {
    rounds
        .iter()
        .map(|r| {
            r.iter()
                .map(|x| out::Reroll {
                    side: x.side,
                    roll: x.die,
                    total: x.total,
                })
                .collect()
        })
        .collect()
}

pub(super) fn combine_out(c: Combine) -> out::Combine {
    match c {
        Combine::Best => out::Combine::Best,
        Combine::Worst => out::Combine::Worst,
        Combine::Sum => out::Combine::Sum,
    }
}

pub(super) fn style_out(s: Style) -> out::Style {
    match s {
        Style::Pulp => out::Style::Pulp,
        Style::Weird => out::Style::Weird,
        Style::Shocking => out::Style::Shocking,
    }
}

pub(super) fn nodule_kind(k: NoduleKind) -> out::NoduleKind {
    match k {
        NoduleKind::AutomaticSuccess => out::NoduleKind::AutomaticSuccess,
        NoduleKind::Authorship => out::NoduleKind::Authorship,
        NoduleKind::Fortune => out::NoduleKind::Fortune,
        NoduleKind::Shift => out::NoduleKind::Shift,
    }
}

pub(super) fn frac(p: &BigRational) -> String {
    odds::fraction_text(p)
}

pub(super) fn roll_odds(modifier: i64, difficulty: Difficulty) -> out::RollOdds {
    let o = odds::standard_odds(modifier, difficulty);
    out::RollOdds {
        success: frac(&o.success),
        outcomes: o.outcomes.iter().map(|(x, p)| (*x, frac(p))).collect(),
    }
}

pub(super) fn contest_odds(o: &odds::ContestOdds) -> out::ContestOdds {
    out::ContestOdds {
        wins: o.wins.iter().map(frac).collect(),
        nobody: frac(&o.nobody),
    }
}

pub(super) fn event_out(e: &Event) -> out::Event {
    match e {
        Event::TraitGained(t) => out::Event::TraitGained {
            trait_: trait_out(t),
        },
        Event::TraitLost { name } => out::Event::TraitLost { name: name.clone() },
        Event::InsightGained { amount } => out::Event::InsightGained {
            amount: i64::from(*amount),
        },
        Event::InsightLost { amount } => out::Event::InsightLost {
            amount: i64::from(*amount),
        },
        Event::StoryStarted { nodules } => out::Event::StoryStarted {
            nodules: i64::from(*nodules),
        },
        Event::StoryEnded => out::Event::StoryEnded,
        Event::NoduleSpent { kind } => out::Event::NoduleSpent {
            use_: nodule_kind(*kind),
        },
    }
}

pub(super) fn events(events: &[Event]) -> Vec<out::Event> {
    events.iter().map(event_out).collect()
}
