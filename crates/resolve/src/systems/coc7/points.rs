//! Magic Points spent and regained (C5) and the improvement phase (R10): the actions
//! that move a sheet's points rather than roll a check.

use super::*;

/// `magic`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MagicFields {
    mp: i64,
    points: i64,
}

pub(super) fn magic(req: &Request<'_>) -> Result<MagicResult, ResolveError> {
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

/// `regain_magic`'s fields: the magic points now and at most, and the hours passed.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RegainMagicFields {
    mp: i64,
    max_mp: i64,
    hours: i64,
}

pub(super) fn regain_magic(req: &Request<'_>) -> Result<RegainMagicResult, ResolveError> {
    let f: RegainMagicFields = req.fields()?;
    let mp = value(f.mp, "mp")?;
    let max_mp = value(f.max_mp, "max_mp")?;
    let hours = value(f.hours, "hours")?;
    let events = coc7::magic_regained(mp, max_mp, hours);
    let back: u32 = events
        .iter()
        .map(|e| match e {
            Event::MagicRegained { amount } => *amount,
            _ => 0,
        })
        .sum();
    Ok(RegainMagicResult {
        mp: mp + back,
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

pub(super) fn improvement(
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
