//! The rolls of Chthonian: standard (R1), contest (R2), complex contest (R3), cooperative
//! (R4), Outcomes as Traits (R5) and split rolls (R6).
//!
//! Every roll is one d12 ([`D12`]) asked of the caller's [`DiceSource`], plus or minus
//! Traits. Contests roll one d12 per side in the order the sides are given; a tie broken
//! by rerolling asks one more d12 per still-tied side, in order, round after round.

use keeper_dice::{DiceSource, Die};

use crate::error::Error;
use crate::traits::{CountOnce, Counted, Trait, count_once};

/// The one die of Chthonian.
pub const D12: Die = Die::D(12);

/// Rolls one d12.
pub fn d12<D: DiceSource + ?Sized>(dice: &mut D) -> Result<i64, Error> {
    Ok(dice.face(D12)?)
}

/// The number a standard roll must reach (R1): d12 + Traits − Difficulty ≥ 0 succeeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Difficulty(pub i64);

impl Difficulty {
    /// The average Difficulty, 8.
    pub const AVERAGE: Difficulty = Difficulty(8);
    /// How much harder or easier a task is made: 3.
    pub const STEP: i64 = 3;

    /// The Difficulty's number.
    pub fn value(self) -> i64 {
        self.0
    }

    /// The Difficulty one step harder (+3).
    pub fn harder(self) -> Difficulty {
        Difficulty(self.0 + Self::STEP)
    }

    /// The Difficulty one step easier (−3).
    pub fn easier(self) -> Difficulty {
        Difficulty(self.0 - Self::STEP)
    }
}

/// The result of a roll against a Difficulty, or the margin of a contest (R1, R2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Outcome(pub i64);

/// Whether a Trait made from an Outcome helps or hinders its bearer (R5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bearing {
    /// The Trait adds to its bearer's rolls ("Clarity 4" on Walter's notes).
    Helps,
    /// The Trait subtracts from its bearer's rolls ("Wounded 3" on the mulk).
    Hinders,
}

impl Outcome {
    /// The Outcome's number.
    pub fn value(self) -> i64 {
        self.0
    }

    /// Whether a standard roll with this Outcome succeeds: 0 or more.
    pub fn is_success(self) -> bool {
        self.0 >= 0
    }

    /// The Outcome turned into a Trait of its target (R5): damage Outcome 3 becomes
    /// "Wounded 3" hindering the target; a flawed success at −2 can become "Poor Copy 2"
    /// hindering the forgery. The rating is the Outcome's size with the bearing's sign.
    pub fn into_trait(self, name: impl Into<String>, bearing: Bearing) -> Trait {
        let size = self.0.abs();
        Trait::new(
            name,
            if bearing == Bearing::Helps {
                size
            } else {
                -size
            },
        )
    }
}

/// One standard roll (R1): the d12, the Traits that counted, the modifier they make,
/// and the Difficulty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandardRoll {
    /// The d12's face.
    pub die: i64,
    /// The Traits that counted and those left out.
    pub traits: Counted,
    /// What the Traits add to the die (their sum, or the cooperative combination).
    pub modifier: i64,
    /// The Difficulty rolled against.
    pub difficulty: Difficulty,
}

impl StandardRoll {
    /// The die plus the modifier.
    pub fn total(&self) -> i64 {
        self.die + self.modifier
    }

    /// The total minus the Difficulty.
    pub fn outcome(&self) -> Outcome {
        Outcome(self.total() - self.difficulty.0)
    }

    /// Whether the Outcome is 0 or more.
    pub fn success(&self) -> bool {
        self.outcome().is_success()
    }
}

/// A standard roll (R1): one d12 plus every Trait (each named Trait once) minus the
/// Difficulty.
pub fn standard_roll<D: DiceSource + ?Sized>(
    traits: &[Trait],
    difficulty: Difficulty,
    dice: &mut D,
) -> Result<StandardRoll, Error> {
    let traits = count_once(traits);
    let modifier = traits.total();
    Ok(StandardRoll {
        die: d12(dice)?,
        traits,
        modifier,
        difficulty,
    })
}

/// How a contest treats a tie for the highest result (R2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum TiePolicy {
    /// A tie stands: Outcome 0, nobody wins.
    #[default]
    Allow,
    /// A tie is broken: the higher Trait total wins with Outcome 0; equal totals roll
    /// again until one is highest.
    Break,
}

/// How a tie was broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// By the higher Trait total.
    Traits,
    /// By rolling again.
    Reroll,
}

/// One side's roll in a contest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideRoll {
    /// The d12's face.
    pub die: i64,
    /// The Traits that counted for this side and those already counted elsewhere.
    pub traits: Counted,
}

impl SideRoll {
    /// The die plus the side's Trait total.
    pub fn total(&self) -> i64 {
        self.die + self.traits.total()
    }
}

/// One die of a tie-breaking round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reroll {
    /// The 0-based side.
    pub side: usize,
    /// The d12's face.
    pub die: i64,
    /// The die plus the side's Trait total.
    pub total: i64,
}

/// A contest (R2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contest {
    /// Each side's first roll, in order.
    pub sides: Vec<SideRoll>,
    /// The 0-based winning side, if any.
    pub winner: Option<usize>,
    /// Highest − second highest; 0 for a tie, kept or broken by Traits; the deciding
    /// round's difference for a tie broken by rolling again.
    pub outcome: Outcome,
    /// How a tie was broken, if one was.
    pub tie_break: Option<TieBreak>,
    /// The rounds rolled to break a tie.
    pub rerolls: Vec<Vec<Reroll>>,
}

/// A contest (R2): every side rolls d12 plus its own Traits. A Trait belongs to its
/// bearer: a side listing a Trait twice counts it once, but two sides with Traits of
/// the same name each count their own.
pub fn contest<D: DiceSource + ?Sized>(
    sides: &[Vec<Trait>],
    tie: TiePolicy,
    dice: &mut D,
) -> Result<Contest, Error> {
    let counted: Vec<Counted> = sides.iter().map(|s| count_once(s)).collect();
    contest_counted(counted, tie, dice)
}

fn contest_counted<D: DiceSource + ?Sized>(
    counted: Vec<Counted>,
    tie: TiePolicy,
    dice: &mut D,
) -> Result<Contest, Error> {
    if counted.len() < 2 {
        return Err(Error::TooFewSides {
            sides: counted.len(),
        });
    }
    let mut sides = Vec::with_capacity(counted.len());
    for traits in counted {
        sides.push(SideRoll {
            die: d12(dice)?,
            traits,
        });
    }
    let totals: Vec<i64> = sides.iter().map(SideRoll::total).collect();
    let mods: Vec<i64> = sides.iter().map(|s| s.traits.total()).collect();
    let top = top_of(&totals, 0..totals.len());
    let mut contest = Contest {
        sides,
        winner: None,
        outcome: Outcome(0),
        tie_break: None,
        rerolls: Vec::new(),
    };
    if top.len() == 1 {
        contest.winner = Some(top[0]);
        contest.outcome = Outcome(margin(&totals, 0..totals.len()));
    } else if tie == TiePolicy::Break {
        let (winner, how, outcome) = break_tie(&top, &mods, dice, &mut contest.rerolls)?;
        contest.winner = Some(winner);
        contest.tie_break = Some(how);
        contest.outcome = Outcome(outcome);
    }
    Ok(contest)
}

/// The indices among `of` with the highest value.
fn top_of(values: &[i64], of: impl Iterator<Item = usize> + Clone) -> Vec<usize> {
    let Some(max) = of.clone().map(|i| values[i]).max() else {
        return Vec::new();
    };
    of.filter(|&i| values[i] == max).collect()
}

/// Highest − second highest among `of` (0 when fewer than two).
fn margin(values: &[i64], of: impl Iterator<Item = usize>) -> i64 {
    let mut v: Vec<i64> = of.map(|i| values[i]).collect();
    v.sort_unstable_by(|a, b| b.cmp(a));
    if v.len() < 2 { 0 } else { v[0] - v[1] }
}

/// Breaks a tie among `tied` (R2): the higher Trait total wins; equal totals roll again,
/// d12 + the same Traits, in side order, narrowing to the sides still tied, until one is
/// highest. Returns the winner, how, and the Outcome (0, or the deciding round's margin).
fn break_tie<D: DiceSource + ?Sized>(
    tied: &[usize],
    mods: &[i64],
    dice: &mut D,
    rounds: &mut Vec<Vec<Reroll>>,
) -> Result<(usize, TieBreak, i64), Error> {
    let mut left = top_of(mods, tied.iter().copied());
    if left.len() == 1 {
        return Ok((left[0], TieBreak::Traits, 0));
    }
    loop {
        let mut round = Vec::with_capacity(left.len());
        for &side in &left {
            let die = d12(dice)?;
            round.push(Reroll {
                side,
                die,
                total: die + mods[side],
            });
        }
        let totals: Vec<i64> = round.iter().map(|r| r.total).collect();
        let top = top_of(&totals, 0..totals.len());
        let outcome = margin(&totals, 0..totals.len());
        left = top.iter().map(|&i| round[i].side).collect();
        rounds.push(round);
        if left.len() == 1 {
            return Ok((left[0], TieBreak::Reroll, outcome));
        }
    }
}

/// A complex contest (R3): everyone may fail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComplexContest {
    /// Each side's standard roll, in order.
    pub rolls: Vec<StandardRoll>,
    /// The 0-based winning side: the single highest Outcome above 0 (or the side that
    /// won a broken tie at that Outcome).
    pub winner: Option<usize>,
    /// The winner's Outcome, when there is a winner.
    pub outcome: Option<Outcome>,
    /// How a tie for the highest positive Outcome was broken, if one was.
    pub tie_break: Option<TieBreak>,
    /// The rounds rolled to break a tie.
    pub rerolls: Vec<Vec<Reroll>>,
}

/// A complex contest (R3): each side makes a standard roll against `difficulty` with its
/// own Traits (each of its named Traits once, R2); the highest Outcome wins if it is above 0.
/// With [`TiePolicy::Break`] a tie for that Outcome is broken as in R2; the winner keeps
/// its Outcome (the rerolls only choose who).
pub fn complex_contest<D: DiceSource + ?Sized>(
    sides: &[Vec<Trait>],
    difficulty: Difficulty,
    tie: TiePolicy,
    dice: &mut D,
) -> Result<ComplexContest, Error> {
    if sides.len() < 2 {
        return Err(Error::TooFewSides { sides: sides.len() });
    }
    let mut rolls = Vec::with_capacity(sides.len());
    for side in sides {
        let traits = count_once(side);
        let modifier = traits.total();
        rolls.push(StandardRoll {
            die: d12(dice)?,
            traits,
            modifier,
            difficulty,
        });
    }
    let outcomes: Vec<i64> = rolls.iter().map(|r| r.outcome().0).collect();
    let mods: Vec<i64> = rolls.iter().map(|r| r.modifier).collect();
    let top = top_of(&outcomes, 0..outcomes.len());
    let mut out = ComplexContest {
        rolls,
        winner: None,
        outcome: None,
        tie_break: None,
        rerolls: Vec::new(),
    };
    let best = outcomes[top[0]];
    if best <= 0 {
        return Ok(out);
    }
    if top.len() == 1 {
        out.winner = Some(top[0]);
    } else if tie == TiePolicy::Break {
        let (winner, how, _) = break_tie(&top, &mods, dice, &mut out.rerolls)?;
        out.winner = Some(winner);
        out.tie_break = Some(how);
    }
    out.outcome = out.winner.map(|_| Outcome(best));
    Ok(out)
}

/// How the Traits of a cooperative roll combine (R4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Combine {
    /// The best Trait counts in full, every other helpful Trait adds 1 (the default).
    #[default]
    Best,
    /// Only the worst Trait counts (the weakest link).
    Worst,
    /// Every helpful Trait counts in full; Traits that would lower the roll are ignored.
    Sum,
}

/// The modifier of a cooperative roll (R4) and the Traits that made it. Only helpful
/// Traits (rating above 0) count for [`Combine::Best`] and [`Combine::Sum`]; the
/// weakest link of [`Combine::Worst`] is the lowest rating of all, hindering or not.
/// The Traits are one bearer's: a name listed twice counts once
/// ([`cooperative_modifier_of`] takes each helper's apart).
pub fn cooperative_modifier(traits: &[Trait], combine: Combine) -> (i64, Counted) {
    let once = count_once(traits);
    let (modifier, mut out) = combine_traits(once.counted, combine);
    let mut ignored = once.ignored;
    ignored.append(&mut out.ignored);
    out.ignored = ignored;
    (modifier, out)
}

/// Combines Traits already counted once per bearer (R4).
fn combine_traits(traits: Vec<Trait>, combine: Combine) -> (i64, Counted) {
    let once = Counted {
        counted: traits,
        ignored: Vec::new(),
    };
    let mut out = Counted::default();
    let modifier = match combine {
        Combine::Best | Combine::Sum => {
            let (helpful, rest): (Vec<Trait>, Vec<Trait>) =
                once.counted.into_iter().partition(|t| t.rating() > 0);
            out.ignored.extend(rest);
            let m = match combine {
                Combine::Sum => helpful.iter().map(Trait::rating).sum(),
                _ => helpful
                    .iter()
                    .map(Trait::rating)
                    .max()
                    .map_or(0, |best| best + helpful.len() as i64 - 1),
            };
            out.counted = helpful;
            m
        }
        Combine::Worst => {
            let worst = once
                .counted
                .iter()
                .enumerate()
                .min_by_key(|(_, t)| t.rating())
                .map(|(i, _)| i);
            let mut m = 0;
            for (i, t) in once.counted.into_iter().enumerate() {
                if Some(i) == worst {
                    m = t.rating();
                    out.counted.push(t);
                } else {
                    out.ignored.push(t);
                }
            }
            m
        }
    };
    (modifier, out)
}

/// The modifier of a cooperative roll (R4) from each helper's own Traits: a helper's
/// Trait listed twice counts once, but two helpers' Traits of the same name are two
/// Traits ("все Качества всех кооперирующихся персонажей").
pub fn cooperative_modifier_of(helpers: &[Vec<Trait>], combine: Combine) -> (i64, Counted) {
    let mut all = Vec::new();
    let mut ignored = Vec::new();
    for helper in helpers {
        let own = count_once(helper);
        all.extend(own.counted);
        ignored.extend(own.ignored);
    }
    let (modifier, mut counted) = combine_traits(all, combine);
    ignored.append(&mut counted.ignored);
    counted.ignored = ignored;
    (modifier, counted)
}

/// A cooperative roll (R4): one d12, modified by the Traits of everyone helping,
/// combined as `combine` says; each helper's named Trait counts once for that helper.
pub fn cooperative_roll<D: DiceSource + ?Sized>(
    helpers: &[Vec<Trait>],
    combine: Combine,
    difficulty: Difficulty,
    dice: &mut D,
) -> Result<StandardRoll, Error> {
    if helpers.is_empty() {
        return Err(Error::NoHelpers);
    }
    let (modifier, traits) = cooperative_modifier_of(helpers, combine);
    Ok(StandardRoll {
        die: d12(dice)?,
        traits,
        modifier,
        difficulty,
    })
}

/// One side of a split roll (R6): Traits that modify the roll and Traits that modify
/// the Outcome.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SplitSide {
    /// Traits that decide success (speed, aim, dodging).
    pub roll_traits: Vec<Trait>,
    /// Traits applied to the Outcome only on success (a weapon's force, Strong 3), or,
    /// for the losing side of a contest, protective Traits that subtract (Armor 1).
    pub outcome_traits: Vec<Trait>,
}

/// A split standard roll (R6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitRoll {
    /// The roll with its roll-Traits.
    pub roll: StandardRoll,
    /// The roller's Outcome-Traits.
    pub outcome_traits: Counted,
    /// The target's protective Traits.
    pub protection: Counted,
    /// On success: the Outcome plus the Outcome-Traits minus the protection, never
    /// below 0. `None` on failure.
    pub final_outcome: Option<Outcome>,
}

/// A split standard roll (R6): the roll-Traits decide success; only on success do the
/// Outcome-Traits add and the target's protective Traits subtract. The roller's named
/// Trait counts once across its two lists (one bearer, one contest); the target's
/// protection is another bearer's and counts on its own.
pub fn split_roll<D: DiceSource + ?Sized>(
    side: &SplitSide,
    protection: &[Trait],
    difficulty: Difficulty,
    dice: &mut D,
) -> Result<SplitRoll, Error> {
    let mut once = CountOnce::new();
    let traits = once.take(&side.roll_traits);
    let outcome_traits = once.take(&side.outcome_traits);
    let protection = count_once(protection);
    let modifier = traits.total();
    let roll = StandardRoll {
        die: d12(dice)?,
        traits,
        modifier,
        difficulty,
    };
    let final_outcome = roll
        .success()
        .then(|| Outcome((roll.outcome().0 + outcome_traits.total() - protection.total()).max(0)));
    Ok(SplitRoll {
        roll,
        outcome_traits,
        protection,
        final_outcome,
    })
}

/// A split contest (R6) between two sides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SplitContest {
    /// The contest of the roll-Traits.
    pub contest: Contest,
    /// Each side's Outcome-Traits.
    pub outcome_traits: Vec<Counted>,
    /// With a winner: the contest's Outcome plus the winner's Outcome-Traits minus the
    /// loser's (protective) ones, never below 0.
    pub final_outcome: Option<Outcome>,
}

/// A split contest (R6): the roll-Traits decide the winner as in R2; then the winner's
/// Outcome-Traits add and the loser's protective Traits subtract, as in the bear
/// example (Outcome 2 + Strong 3 − Armor 1 = 4). Each side's named Trait counts once
/// across that side's two lists; the other side's Trait of the same name is its own.
pub fn split_contest<D: DiceSource + ?Sized>(
    sides: &[SplitSide],
    tie: TiePolicy,
    dice: &mut D,
) -> Result<SplitContest, Error> {
    if sides.len() != 2 {
        return Err(Error::NotTwoSides { sides: sides.len() });
    }
    let mut roll = Vec::with_capacity(2);
    let mut outcome_traits = Vec::with_capacity(2);
    for side in sides {
        let mut once = CountOnce::new();
        roll.push(once.take(&side.roll_traits));
        outcome_traits.push(once.take(&side.outcome_traits));
    }
    let contest = contest_counted(roll, tie, dice)?;
    let final_outcome = contest.winner.map(|w| {
        let loser = 1 - w;
        Outcome(
            (contest.outcome.0 + outcome_traits[w].total() - outcome_traits[loser].total()).max(0),
        )
    });
    Ok(SplitContest {
        contest,
        outcome_traits,
        final_outcome,
    })
}
