//! BCDice's `Cthulhu7th`: Call of Cthulhu 7th edition (新クトゥルフ神話TRPG), as
//! BCDice v3.16.1 answers it.
//!
//! Commands (after [`crate::preprocess`], so `CC(2)` arrives as `CC2`):
//! - `CC[b][<=target[R|H|E|C]]`: a percentile roll with `b` bonus (positive) or penalty
//!   (negative) dice, |b| ≤ 100 (more is refused). Without bonus dice and without a
//!   target (or a target of 0) it is one d100 (1..100) with no judgement; otherwise
//!   `|b| + 1` tens dice and then one units die (0–9 each; 00 + 0 = 100), the lowest
//!   candidate kept with bonus dice, the highest with penalty dice. A target of 0 means
//!   no judgement. With a target the level is 01 critical; 100 a fumble, and 96–99
//!   too when the target is below 50 (fumble before success: `CC<=150` with 100 is a
//!   fumble); then extreme (≤ ⌊target/5⌋), hard (≤ ⌊target/2⌋), regular, failure.
//!   A difficulty suffix replaces the target (`R` as is, `H` ⌊/2⌋, `E` ⌊/5⌋, `C` 0)
//!   and judges only critical, fumble (96+ when the replaced target is below 50),
//!   success or failure.
//! - `CBR(x,y)`: one d100 judged against both targets. `success` only when both
//!   succeed and `failure` only when both fail: a partial success sets neither, and
//!   the combined roll sets no critical or fumble flag.
//! - `FAR(rounds,skill,jam[,bonus[,stop[,volley]]])`: full-automatic fire, see
//!   [`FullAuto`]. It sets none of the five flags.
//!
//! The tables (`BMR`, `BMS`, `PH`, `MA`, `FCL`, `FCM`) are not implemented: they answer
//! `unknown_command`.

use keeper_coc7::{Difficulty as Coc7Difficulty, SuccessLevel};
use keeper_dice::{DiceSource, Die, roll_percentile};

use crate::error::Error;
use crate::{Game, Judgement, Outcome};

/// The 7th-edition game.
#[derive(Debug, Clone, Copy)]
pub struct Cthulhu7th;

impl Game for Cthulhu7th {
    fn id(&self) -> &'static str {
        "Cthulhu7th"
    }

    fn eval(&self, command: &str, dice: &mut dyn DiceSource) -> Result<Option<Outcome>, Error> {
        if let Some(rest) = command.strip_prefix("CBR") {
            return combined(rest, dice);
        }
        if let Some(rest) = command.strip_prefix("CC") {
            return skill(rest, dice);
        }
        if let Some(rest) = command.strip_prefix("FAR") {
            return full_auto(rest, dice);
        }
        Ok(None)
    }
}

/// Most bonus or penalty dice of a `CC` (BCDice allows ±100 since its PR #348).
pub const MAX_CC_DICE: i64 = 100;
/// Most bonus or penalty dice of a `FAR` (the rule book's 2).
pub const MAX_FAR_DICE: i64 = 2;
/// Most rounds a `FAR` fires; more are lowered to this.
pub const MAX_ROUNDS: i64 = 100;

/// A difficulty: a `CC` suffix, or the step a full-auto burst has reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// The full value (`R`).
    Regular,
    /// Half the value (`H`).
    Hard,
    /// A fifth of the value (`E`).
    Extreme,
    /// Only a critical (`C`: a target of 0).
    Critical,
}

impl Difficulty {
    /// On the wire: `regular`, `hard`, `extreme`, `critical`.
    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::Regular => "regular",
            Difficulty::Hard => "hard",
            Difficulty::Extreme => "extreme",
            Difficulty::Critical => "critical",
        }
    }

    const STEPS: [Difficulty; 4] = [
        Difficulty::Regular,
        Difficulty::Hard,
        Difficulty::Extreme,
        Difficulty::Critical,
    ];
}

/// A full-auto adjustment BCDice announces before it rolls (the burst still goes on).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Notice {
    /// More than 100 rounds were loaded: 100 are fired.
    RoundsLowered,
    /// The volley asked for was above ⌊skill/10⌋ (skill 40 or more): lowered to it.
    VolleyLoweredToSkill,
    /// A skill of 39 or less fires volleys of 3: a larger volley was lowered to 3.
    VolleyLoweredToThree,
    /// A volley below 3 was raised to 3.
    VolleyRaisedToThree,
    /// A negative jam number lost its sign.
    JamSignDropped,
}

impl Notice {
    /// On the wire: `rounds_lowered`, `volley_lowered_to_skill`, `volley_lowered_to_three`,
    /// `volley_raised_to_three`, `jam_sign_dropped`.
    pub fn as_str(self) -> &'static str {
        match self {
            Notice::RoundsLowered => "rounds_lowered",
            Notice::VolleyLoweredToSkill => "volley_lowered_to_skill",
            Notice::VolleyLoweredToThree => "volley_lowered_to_three",
            Notice::VolleyRaisedToThree => "volley_raised_to_three",
            Notice::JamSignDropped => "jam_sign_dropped",
        }
    }
}

/// One roll of a full-auto burst.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shot {
    /// The difficulty step the shot was rolled at.
    pub difficulty: Difficulty,
    /// Its bonus (positive) or penalty (negative) dice.
    pub bonus: i64,
    /// The candidate d100s, in the order of the tens dice.
    pub candidates: Vec<i64>,
    /// The kept d100.
    pub total: i64,
    /// The level against the full skill.
    pub result: Judgement,
    /// Rounds that hit normally.
    pub hits: i64,
    /// Rounds that impaled.
    pub impales: i64,
    /// Whether the weapon jammed on this shot (which then scores nothing).
    pub jammed: bool,
}

/// A full-auto burst (`FAR`).
///
/// Volley = min(⌊skill/10⌋, the volley asked for), but always 3 for a skill of 1–29.
/// The first shot rolls the given bonus dice; each further shot one penalty die more,
/// down to two penalty dice. Then the difficulty steps up (hard, extreme, critical),
/// one shot per step at two penalty dice, until the rounds run out, the weapon jams
/// (a kept d100 at or above the jam number; checked before the hit) or the stop
/// difficulty has been fired at. At regular difficulty a regular or hard success hits
/// and an extreme or critical impales; at hard a hard success hits; at extreme only an
/// extreme or critical impales; at critical a critical hits. A hit is ⌊volley/2⌋ rounds
/// (1 for a skill of 1–29); an impale is ⌊volley/2⌋ impaling and ⌈volley/2⌉ normal
/// rounds. When fewer rounds than a volley remain, a hit is ⌊rest/2⌋ (1 when 1 is
/// left) and an impale that many impaling with the rest normal. From hard on, 96–99
/// is always a fumble.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FullAuto {
    /// Rounds loaded (after lowering to 100).
    pub loaded: i64,
    /// The skill.
    pub skill: i64,
    /// The jam number (without its sign).
    pub jam: i64,
    /// The first shot's bonus (positive) or penalty (negative) dice.
    pub bonus: i64,
    /// Rounds per volley.
    pub volley: i64,
    /// The difficulty to stop after, if any.
    pub stop: Option<Difficulty>,
    /// Every shot, in order.
    pub shots: Vec<Shot>,
    /// Rounds that hit normally, in all.
    pub hits: i64,
    /// Rounds that impaled, in all.
    pub impales: i64,
    /// Rounds left.
    pub remaining: i64,
    /// Whether the burst ended in a jam.
    pub jammed: bool,
    /// Whether the burst ended because the stop difficulty was reached.
    pub stopped: bool,
    /// Adjustments made before rolling.
    pub notices: Vec<Notice>,
}

fn judgement(level: SuccessLevel) -> Judgement {
    match level {
        SuccessLevel::Critical => Judgement::Critical,
        SuccessLevel::Extreme => Judgement::Extreme,
        SuccessLevel::Hard => Judgement::Hard,
        SuccessLevel::Regular => Judgement::Regular,
        SuccessLevel::Failure => Judgement::Failure,
        SuccessLevel::Fumble => Judgement::Fumble,
    }
}

fn as_u32(v: i128) -> u32 {
    v.clamp(0, i128::from(u32::MAX)) as u32
}

fn as_i64(v: i128) -> i64 {
    v.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
}

/// BCDice's level of `total` against `skill` (`ResultLevel.from_values`): keeper-coc7's
/// level at regular difficulty, with 96–99 always a fumble when `fumbleable`.
fn level(total: i64, skill: i128, fumbleable: bool) -> Judgement {
    let lvl = keeper_coc7::level(total as u32, as_u32(skill), Coc7Difficulty::Regular);
    if fumbleable && total >= 96 && lvl != SuccessLevel::Critical {
        return Judgement::Fumble;
    }
    judgement(lvl)
}

/// BCDice's judgement with a difficulty suffix (`with_difficulty_level`): critical,
/// fumble (96+ when `target` is below 50), success or failure.
fn suffix_level(total: i64, target: i128) -> Judgement {
    match keeper_coc7::level(total as u32, as_u32(target), Coc7Difficulty::Regular) {
        SuccessLevel::Critical => Judgement::Critical,
        SuccessLevel::Fumble => Judgement::Fumble,
        l if l.is_success() => Judgement::Success,
        _ => Judgement::Failure,
    }
}

fn is_success(j: Judgement) -> bool {
    matches!(
        j,
        Judgement::Critical
            | Judgement::Extreme
            | Judgement::Hard
            | Judgement::Regular
            | Judgement::Success
    )
}

/// `^[-+]?\d+$` as a number (saturating far beyond any meaningful value).
fn signed(s: &str, allow_plus: bool) -> Option<i128> {
    let (negative, digits) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') if allow_plus => (false, &s[1..]),
        _ => (false, s),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let v = digits.bytes().fold(0i128, |v, b| {
        v.saturating_mul(10).saturating_add(i128::from(b - b'0'))
    });
    Some(if negative { -v } else { v })
}

/// A percentile roll with `bonus` dice: the kept total, the candidates and the faces.
fn roll_bonus(bonus: i64, dice: &mut dyn DiceSource) -> Result<(i64, Vec<i64>, Vec<i64>), Error> {
    let (b, p) = if bonus >= 0 {
        (bonus.unsigned_abs() as u32, 0)
    } else {
        (0, bonus.unsigned_abs() as u32)
    };
    let roll = roll_percentile(dice, b, p)?;
    Ok((
        i64::from(roll.total),
        roll.candidates().map(i64::from).collect(),
        roll.faces().collect(),
    ))
}

/// `CC[b][<=target[R|H|E|C]]`, the text after `CC`.
fn skill(rest: &str, dice: &mut dyn DiceSource) -> Result<Option<Outcome>, Error> {
    let (head, tail) = match rest.find("<=") {
        Some(i) => (&rest[..i], Some(&rest[i + 2..])),
        None => (rest, None),
    };
    let bonus = match head {
        "" => 0,
        h => match signed(h, true) {
            Some(b) => b,
            None => return Ok(None),
        },
    };
    let target = match tail {
        None => None,
        Some(t) => {
            let (digits, suffix) = match t.as_bytes().last() {
                Some(b'R') => (&t[..t.len() - 1], Some(Difficulty::Regular)),
                Some(b'H') => (&t[..t.len() - 1], Some(Difficulty::Hard)),
                Some(b'E') => (&t[..t.len() - 1], Some(Difficulty::Extreme)),
                Some(b'C') => (&t[..t.len() - 1], Some(Difficulty::Critical)),
                _ => (t, None),
            };
            match signed(digits, false) {
                Some(v) if v >= 0 => Some((v, suffix)),
                _ => return Ok(None),
            }
        }
    };
    if bonus.abs() > i128::from(MAX_CC_DICE) {
        return Err(Error::Refused("bcdice-error-cc-bonus-dice"));
    }
    let bonus = bonus as i64;
    // A target of 0 is no target (the difficulty suffix of `CC1<=0R`, which BCDice
    // cannot answer, is ignored with it).
    let target = target.filter(|&(t, _)| t > 0);
    let mut out = Outcome::default();
    if bonus == 0 && target.is_none() {
        let total = dice.face(Die::D(100))?;
        out.total = Some(total);
        out.rolls.push(total);
        return Ok(Some(out));
    }
    let (total, candidates, faces) = roll_bonus(bonus, dice)?;
    out.total = Some(total);
    out.rolls = faces;
    out.candidates = candidates;
    out.bonus = Some(bonus);
    let Some((value, suffix)) = target else {
        return Ok(Some(out));
    };
    let result = match suffix {
        None => {
            out.targets.push(as_i64(value));
            level(total, value, false)
        }
        Some(d) => {
            let reduced = match d {
                Difficulty::Regular => value,
                Difficulty::Hard => value / 2,
                Difficulty::Extreme => value / 5,
                Difficulty::Critical => 0,
            };
            out.targets.push(as_i64(reduced));
            out.difficulty = Some(d);
            suffix_level(total, reduced)
        }
    };
    out.results.push(result);
    out.success = is_success(result);
    out.failure = !out.success;
    out.critical = result == Judgement::Critical;
    out.fumble = result == Judgement::Fumble;
    Ok(Some(out))
}

/// `CBR(x,y)`, the text after `CBR`.
fn combined(rest: &str, dice: &mut dyn DiceSource) -> Result<Option<Outcome>, Error> {
    let Some(inner) = rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) else {
        return Ok(None);
    };
    let Some((x, y)) = inner.split_once(',') else {
        return Ok(None);
    };
    let (Some(x), Some(y)) = (unsigned(x), unsigned(y)) else {
        return Ok(None);
    };
    let total = dice.face(Die::D(100))?;
    let a = level(total, x, false);
    let b = level(total, y, false);
    Ok(Some(Outcome {
        success: is_success(a) && is_success(b),
        failure: !is_success(a) && !is_success(b),
        total: Some(total),
        rolls: vec![total],
        targets: vec![as_i64(x), as_i64(y)],
        results: vec![a, b],
        ..Outcome::default()
    }))
}

/// `^\d+$`.
fn unsigned(s: &str) -> Option<i128> {
    signed(s, false).filter(|_| !s.starts_with('-'))
}

/// The arguments of a `FAR`: three numbers, then in order an optional bonus
/// (`-?\d+`), stop (`-?\w+`) and volley (`-?\d+`), each possibly empty. Like BCDice's
/// regular expression, fewer extra arguments fill the earliest slots that fit.
fn far_arguments(inner: &str) -> Option<([i128; 3], [Option<&str>; 3])> {
    let parts: Vec<&str> = inner.split(',').collect();
    if !(3..=6).contains(&parts.len()) {
        return None;
    }
    let mut first = [0i128; 3];
    for (slot, p) in first.iter_mut().zip(&parts) {
        *slot = signed(p, false)?;
    }
    let word = |s: &str| {
        let w = s.strip_prefix('-').unwrap_or(s);
        !w.is_empty() && w.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
    };
    let number = |s: &str| signed(s, false).is_some();
    let fits = |slot: usize, s: &str| s.is_empty() || if slot == 1 { word(s) } else { number(s) };
    // Try each slot in priority order: filled before skipped (the regex is greedy).
    fn assign<'a>(
        extra: &[&'a str],
        slot: usize,
        fits: &dyn Fn(usize, &str) -> bool,
        out: &mut [Option<&'a str>; 3],
    ) -> bool {
        if extra.is_empty() {
            return true;
        }
        if slot == 3 {
            return false;
        }
        if fits(slot, extra[0]) {
            out[slot] = (!extra[0].is_empty()).then_some(extra[0]);
            if assign(&extra[1..], slot + 1, fits, out) {
                return true;
            }
            out[slot] = None;
        }
        assign(extra, slot + 1, fits, out)
    }
    let mut rest = [None; 3];
    assign(&parts[3..], 0, &fits, &mut rest).then_some((first, rest))
}

/// `FAR(...)`, the text after `FAR`.
fn full_auto(rest: &str, dice: &mut dyn DiceSource) -> Result<Option<Outcome>, Error> {
    let Some(inner) = rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) else {
        return Ok(None);
    };
    let Some(([mut rounds, skill, mut jam], [bonus, stop, volley])) = far_arguments(inner) else {
        return Ok(None);
    };
    let bonus = bonus.and_then(|b| signed(b, false)).unwrap_or(0);
    let stop = match stop {
        Some("R") => Some(Difficulty::Regular),
        Some("H") => Some(Difficulty::Hard),
        Some("E") => Some(Difficulty::Extreme),
        _ => None,
    };
    let asked_volley = volley.and_then(|v| signed(v, false));
    let mut notices = Vec::new();
    if rounds > i128::from(MAX_ROUNDS) {
        notices.push(Notice::RoundsLowered);
        rounds = i128::from(MAX_ROUNDS);
    }
    let tenth = skill.div_euclid(10);
    let mut cap = asked_volley.unwrap_or(tenth);
    if asked_volley.is_some() {
        if cap > tenth && skill > 39 {
            cap = tenth;
            notices.push(Notice::VolleyLoweredToSkill);
        } else if skill <= 39 && cap > 3 {
            cap = 3;
            notices.push(Notice::VolleyLoweredToThree);
        }
        if cap <= 0 {
            return Err(Error::Refused("bcdice-error-far-volley"));
        }
        if cap < 3 {
            cap = 3;
            notices.push(Notice::VolleyRaisedToThree);
        }
    }
    if rounds <= 0 {
        return Err(Error::Refused("bcdice-error-far-rounds"));
    }
    if skill <= 0 {
        return Err(Error::Refused("bcdice-error-far-skill"));
    }
    if jam < 0 {
        notices.push(Notice::JamSignDropped);
        jam = -jam;
    }
    if bonus.abs() > i128::from(MAX_FAR_DICE) {
        return Err(Error::Refused("bcdice-error-far-bonus-dice"));
    }
    let low_skill = skill < 30;
    let volley = if low_skill { 3 } else { tenth.min(cap) };
    let hit_base = if low_skill { 1 } else { volley / 2 };
    let mut burst = FullAuto {
        loaded: rounds as i64,
        skill: as_i64(skill),
        jam: as_i64(jam),
        bonus: bonus as i64,
        volley: as_i64(volley),
        stop,
        shots: Vec::new(),
        hits: 0,
        impales: 0,
        remaining: rounds as i64,
        jammed: false,
        stopped: false,
        notices,
    };
    let mut out = Outcome {
        targets: vec![burst.skill],
        bonus: Some(burst.bonus),
        ..Outcome::default()
    };
    let mut dice_now = bonus as i64;
    'steps: for (step_index, step) in Difficulty::STEPS.into_iter().enumerate() {
        while dice_now >= -MAX_FAR_DICE {
            let (total, candidates, faces) = roll_bonus(dice_now, dice)?;
            out.rolls.extend(faces);
            let result = level(total, skill, step_index >= 1);
            let mut shot = Shot {
                difficulty: step,
                bonus: dice_now,
                candidates,
                total,
                result,
                hits: 0,
                impales: 0,
                jammed: false,
            };
            if i128::from(total) >= jam {
                shot.jammed = true;
                burst.jammed = true;
                burst.shots.push(shot);
                break 'steps;
            }
            let kind = match (step, result) {
                (Difficulty::Regular, Judgement::Regular | Judgement::Hard)
                | (Difficulty::Hard, Judgement::Hard)
                | (Difficulty::Critical, Judgement::Critical) => Some(false),
                (
                    Difficulty::Regular | Difficulty::Hard | Difficulty::Extreme,
                    Judgement::Critical | Judgement::Extreme,
                ) => Some(true),
                _ => None,
            };
            let left = i128::from(burst.remaining);
            let last = left < volley;
            let (hits, impales, used) = match (kind, last) {
                (None, false) => (0, 0, volley),
                (None, true) => (0, 0, left),
                (Some(false), false) => (hit_base, 0, volley),
                (Some(true), false) => (volley - volley / 2, volley / 2, volley),
                (Some(impale), true) => {
                    let part = if left == 1 { 1 } else { left / 2 };
                    if impale {
                        (left - part, part, left)
                    } else {
                        (part, 0, left)
                    }
                }
            };
            shot.hits = as_i64(hits);
            shot.impales = as_i64(impales);
            burst.hits += shot.hits;
            burst.impales += shot.impales;
            burst.remaining -= as_i64(used);
            burst.shots.push(shot);
            if burst.remaining <= 0 {
                break 'steps;
            }
            dice_now -= 1;
        }
        if stop.is_some_and(|s| step >= s) {
            burst.stopped = true;
            break;
        }
        dice_now += 1;
    }
    out.full_auto = Some(burst);
    Ok(Some(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn far_arguments_fill_slots_like_bcdice() {
        let a = |s| far_arguments(s).map(|(_, r)| r);
        assert_eq!(a("1,2,3"), Some([None, None, None]));
        assert_eq!(a("1,2,3,1"), Some([Some("1"), None, None]));
        assert_eq!(a("1,2,3,R"), Some([None, Some("R"), None]));
        assert_eq!(a("1,2,3,,5"), Some([None, Some("5"), None]));
        assert_eq!(a("1,2,3,,,4"), Some([None, None, Some("4")]));
        assert_eq!(a("1,2,3,1,R,4"), Some([Some("1"), Some("R"), Some("4")]));
        assert_eq!(a("1,2,3,R,R"), None);
        assert_eq!(a("1,2"), None);
        assert_eq!(a("X,2,3"), None);
    }

    #[test]
    fn refusals_have_messages() {
        let catalogue = keeper_i18n::Catalogue::global();
        for id in [
            "bcdice-error-cc-bonus-dice",
            "bcdice-error-far-volley",
            "bcdice-error-far-rounds",
            "bcdice-error-far-skill",
            "bcdice-error-far-bonus-dice",
        ] {
            assert!(catalogue.has(id), "{id} is not in the catalogue");
        }
    }
}
