//! Skill, characteristic and Luck rolls (R1–R10): success levels, difficulty, bonus and
//! penalty dice, pushing, opposed rolls, Luck and improvement.
//!
//! Every roll is one percentile roll of [`keeper_dice::roll_percentile`]: its tens dice
//! first (one, plus one per net bonus or penalty die), then the units die. The level is
//! decided in the order of the resolve specification: 01 is [`SuccessLevel::Critical`];
//! then [`SuccessLevel::Fumble`] when the roll is in the fumble range of the number
//! needed at the asked [`Difficulty`] (100 always, 96–99 when that number is below 50);
//! otherwise the level reached against the full value.

use keeper_dice::{DiceSource, Die, Percentile, roll_percentile};

use crate::error::{Error, NotAllowed};

/// How well a roll went, worst first, so that `Ord` ranks levels (R2, R7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SuccessLevel {
    /// 100, or 96–99 when the number needed is below 50: always a failure.
    Fumble,
    /// Above the value.
    Failure,
    /// At most the value.
    Regular,
    /// At most half the value.
    Hard,
    /// At most a fifth of the value.
    Extreme,
    /// 01: always a success, the best possible.
    Critical,
}

impl SuccessLevel {
    /// Every level, worst first.
    pub const ALL: [SuccessLevel; 6] = [
        SuccessLevel::Fumble,
        SuccessLevel::Failure,
        SuccessLevel::Regular,
        SuccessLevel::Hard,
        SuccessLevel::Extreme,
        SuccessLevel::Critical,
    ];

    /// The level's name on the wire: `critical`, `extreme`, `hard`, `regular`,
    /// `failure`, `fumble`.
    pub fn as_str(self) -> &'static str {
        match self {
            SuccessLevel::Fumble => "fumble",
            SuccessLevel::Failure => "failure",
            SuccessLevel::Regular => "regular",
            SuccessLevel::Hard => "hard",
            SuccessLevel::Extreme => "extreme",
            SuccessLevel::Critical => "critical",
        }
    }

    /// Whether the level is at least a Regular success.
    pub fn is_success(self) -> bool {
        self >= SuccessLevel::Regular
    }

    /// The position in [`SuccessLevel::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The difficulty the Keeper asks for (R3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Difficulty {
    /// Roll at most the value.
    #[default]
    Regular,
    /// Roll at most half the value.
    Hard,
    /// Roll at most a fifth of the value.
    Extreme,
}

impl Difficulty {
    /// The number needed against `value` at this difficulty (C3: floor of a half or a
    /// fifth).
    pub fn target(self, value: u32) -> u32 {
        match self {
            Difficulty::Regular => value,
            Difficulty::Hard => value / 2,
            Difficulty::Extreme => value / 5,
        }
    }

    /// The least level that meets this difficulty.
    pub fn level(self) -> SuccessLevel {
        match self {
            Difficulty::Regular => SuccessLevel::Regular,
            Difficulty::Hard => SuccessLevel::Hard,
            Difficulty::Extreme => SuccessLevel::Extreme,
        }
    }

    /// The difficulty's name on the wire: `regular`, `hard`, `extreme`.
    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::Regular => "regular",
            Difficulty::Hard => "hard",
            Difficulty::Extreme => "extreme",
        }
    }

    /// The difficulty named `name` on the wire.
    pub fn from_name(name: &str) -> Option<Difficulty> {
        match name {
            "regular" => Some(Difficulty::Regular),
            "hard" => Some(Difficulty::Hard),
            "extreme" => Some(Difficulty::Extreme),
            _ => None,
        }
    }
}

/// The most net bonus or penalty dice one roll takes (`[7e]` R6).
pub const MAX_NET_DICE: u32 = 2;

/// Bonus and penalty dice asked for a roll (R6): they cancel one for one, and at most
/// [`MAX_NET_DICE`] remain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Modifiers {
    /// Bonus dice.
    pub bonus: u32,
    /// Penalty dice.
    pub penalty: u32,
}

impl Modifiers {
    /// No bonus or penalty dice.
    pub const NONE: Modifiers = Modifiers {
        bonus: 0,
        penalty: 0,
    };

    /// `bonus` bonus dice and `penalty` penalty dice.
    pub fn new(bonus: u32, penalty: u32) -> Modifiers {
        Modifiers { bonus, penalty }
    }

    /// Net dice after cancelling: positive for bonus dice, negative for penalty dice,
    /// within ±[`MAX_NET_DICE`].
    pub fn net(self) -> i32 {
        let net = i64::from(self.bonus) - i64::from(self.penalty);
        net.clamp(-i64::from(MAX_NET_DICE), i64::from(MAX_NET_DICE)) as i32
    }

    /// The same net dice, written as at most one kind.
    pub fn normalized(self) -> Modifiers {
        let net = self.net();
        Modifiers {
            bonus: net.max(0) as u32,
            penalty: (-net).max(0) as u32,
        }
    }

    /// These dice with `more` added.
    pub fn plus(self, more: Modifiers) -> Modifiers {
        Modifiers {
            bonus: self.bonus.saturating_add(more.bonus),
            penalty: self.penalty.saturating_add(more.penalty),
        }
    }
}

/// The level of a roll of `total` (1–100) against `value` at `difficulty`, in the
/// specification's order (R2, R3).
pub fn level(total: u32, value: u32, difficulty: Difficulty) -> SuccessLevel {
    if total == 1 {
        return SuccessLevel::Critical;
    }
    if total >= 100 || (difficulty.target(value) < 50 && total >= 96) {
        return SuccessLevel::Fumble;
    }
    if total <= value / 5 {
        SuccessLevel::Extreme
    } else if total <= value / 2 {
        SuccessLevel::Hard
    } else if total <= value {
        SuccessLevel::Regular
    } else {
        SuccessLevel::Failure
    }
}

/// Whether `level` meets `difficulty`: a critical always succeeds, a fumble never (R2).
pub fn meets(level: SuccessLevel, difficulty: Difficulty) -> bool {
    match level {
        SuccessLevel::Critical => true,
        SuccessLevel::Fumble => false,
        other => other >= difficulty.level(),
    }
}

/// What a roll is of: it decides whether the roll may be pushed (R5), bought with Luck
/// (R9) or ticked for improvement (R10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum RollKind {
    /// A skill roll.
    #[default]
    Skill,
    /// A characteristic rolled as a skill (R4).
    Characteristic,
    /// A combat roll (Fighting, Firearms, Dodge, a maneuver): never pushed.
    Combat,
    /// A Sanity roll: never pushed, no Luck spent.
    Sanity,
    /// A Luck roll: never pushed, no Luck spent.
    Luck,
}

impl RollKind {
    /// The kind's name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            RollKind::Skill => "skill",
            RollKind::Characteristic => "characteristic",
            RollKind::Combat => "combat",
            RollKind::Sanity => "sanity",
            RollKind::Luck => "luck",
        }
    }

    /// The kind named `name` on the wire.
    pub fn from_name(name: &str) -> Option<RollKind> {
        match name {
            "skill" => Some(RollKind::Skill),
            "characteristic" => Some(RollKind::Characteristic),
            "combat" => Some(RollKind::Combat),
            "sanity" => Some(RollKind::Sanity),
            "luck" => Some(RollKind::Luck),
            _ => None,
        }
    }
}

/// One check: a percentile roll against a value at a difficulty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    /// The value rolled against (skill, characteristic, SAN, Luck).
    pub value: u32,
    /// The difficulty asked.
    pub difficulty: Difficulty,
    /// The bonus and penalty dice asked (before cancelling).
    pub modifiers: Modifiers,
    /// The roll, with every tens die.
    pub roll: Percentile,
    /// The level reached.
    pub level: SuccessLevel,
    /// Whether this is a pushed roll (R5).
    pub pushed: bool,
    /// What was rolled.
    pub kind: RollKind,
}

impl Check {
    /// The roll's result, 1–100.
    pub fn total(&self) -> u32 {
        self.roll.total
    }

    /// Whether the asked difficulty was met.
    pub fn success(&self) -> bool {
        meets(self.level, self.difficulty)
    }

    /// Whether this is a failed pushed roll: the Keeper may impose a dire consequence
    /// (R5).
    pub fn pushed_failure(&self) -> bool {
        self.pushed && !self.success()
    }

    /// Whether a success of this roll ticks its skill for improvement (R10): a skill
    /// roll, made without a bonus die (`[7e]`).
    pub fn earns_tick(&self) -> bool {
        self.success() && self.kind == RollKind::Skill && self.modifiers.net() <= 0
    }

    /// Whether this roll may be pushed (R5): a failed skill or characteristic roll not
    /// pushed already; never combat, Sanity or Luck.
    pub fn can_push(&self) -> bool {
        push_refusal(self).is_none()
    }

    /// Whether a success of this roll of `skill` (its sheet name) ticks it (R10): as
    /// [`Check::earns_tick`], and never Credit Rating or Cthulhu Mythos (`[7e]`).
    pub fn earns_tick_for(&self, skill: &str) -> bool {
        self.earns_tick() && skill != "Credit Rating" && skill != "Cthulhu Mythos"
    }
}

/// Rolls a check of `value` at `difficulty` with `modifiers` (R1–R3, R6).
pub fn check<S: DiceSource + ?Sized>(
    value: u32,
    difficulty: Difficulty,
    modifiers: Modifiers,
    kind: RollKind,
    dice: &mut S,
) -> Result<Check, Error> {
    let m = modifiers.normalized();
    let roll = roll_percentile(dice, m.bonus, m.penalty)?;
    Ok(Check {
        value,
        difficulty,
        modifiers,
        level: level(roll.total, value, difficulty),
        roll,
        pushed: false,
        kind,
    })
}

/// Pushes a failed roll (R5): the same value, difficulty and dice, rolled once more.
/// Refused for a success, a pushed roll, and combat, Sanity and Luck rolls.
pub fn push<S: DiceSource + ?Sized>(first: &Check, dice: &mut S) -> Result<Check, Error> {
    if let Some(why) = push_refusal(first) {
        return Err(Error::CannotPush { why });
    }
    let mut again = check(
        first.value,
        first.difficulty,
        first.modifiers,
        first.kind,
        dice,
    )?;
    again.pushed = true;
    Ok(again)
}

/// Why `first` may not be pushed (R5), if it may not.
fn push_refusal(first: &Check) -> Option<NotAllowed> {
    match first.kind {
        RollKind::Combat => Some(NotAllowed::Combat),
        RollKind::Sanity => Some(NotAllowed::Sanity),
        RollKind::Luck => Some(NotAllowed::Luck),
        _ if first.pushed => Some(NotAllowed::AlreadyPushed),
        _ if first.success() => Some(NotAllowed::Succeeded),
        _ => None,
    }
}

/// Who won an opposed roll or a melee exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Winner {
    /// The first side (the attacker in combat).
    A,
    /// The second side (the defender in combat).
    B,
    /// Nobody.
    None,
}

impl Winner {
    /// `a`, `b` or `none`.
    pub fn as_str(self) -> &'static str {
        match self {
            Winner::A => "a",
            Winner::B => "b",
            Winner::None => "none",
        }
    }
}

/// One side of an opposed roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Side {
    /// The skill or characteristic value.
    pub value: u32,
    /// Its bonus and penalty dice.
    pub modifiers: Modifiers,
}

/// An opposed roll (R7).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opposed {
    /// The first side's roll.
    pub a: Check,
    /// The second side's roll.
    pub b: Check,
    /// Who won.
    pub winner: Winner,
    /// The tie-break rounds (a's roll, b's roll), when levels and values tied.
    pub tie_break: Vec<(u32, u32)>,
}

/// Who wins an opposed roll by levels and values alone; `None` in the result means a
/// tie of levels and values that a tie-break roll must settle (R7).
pub fn opposed_winner(a: SuccessLevel, av: u32, b: SuccessLevel, bv: u32) -> Option<Winner> {
    if !a.is_success() && !b.is_success() {
        return Some(Winner::None);
    }
    match a.cmp(&b).then(av.cmp(&bv)) {
        std::cmp::Ordering::Greater => Some(Winner::A),
        std::cmp::Ordering::Less => Some(Winner::B),
        std::cmp::Ordering::Equal => None,
    }
}

/// Rolls an opposed roll (R7): a then b; when levels and values tie, one plain
/// percentile roll each, a then b, the lower winning, repeated while equal.
pub fn opposed<S: DiceSource + ?Sized>(a: Side, b: Side, dice: &mut S) -> Result<Opposed, Error> {
    let ra = check(
        a.value,
        Difficulty::Regular,
        a.modifiers,
        RollKind::Skill,
        dice,
    )?;
    let rb = check(
        b.value,
        Difficulty::Regular,
        b.modifiers,
        RollKind::Skill,
        dice,
    )?;
    let mut tie_break = Vec::new();
    let winner = match opposed_winner(ra.level, a.value, rb.level, b.value) {
        Some(w) => w,
        None => tie_break_rolls(dice, &mut tie_break)?,
    };
    Ok(Opposed {
        a: ra,
        b: rb,
        winner,
        tie_break,
    })
}

/// Plain percentile rolls, a then b, until they differ; the lower wins.
pub(crate) fn tie_break_rolls<S: DiceSource + ?Sized>(
    dice: &mut S,
    rounds: &mut Vec<(u32, u32)>,
) -> Result<Winner, Error> {
    loop {
        let x = roll_percentile(dice, 0, 0)?.total;
        let y = roll_percentile(dice, 0, 0)?.total;
        rounds.push((x, y));
        if x != y {
            return Ok(if x < y { Winner::A } else { Winner::B });
        }
    }
}

/// A Luck roll (R8): a check against current Luck.
pub fn luck_roll<S: DiceSource + ?Sized>(
    luck: u32,
    difficulty: Difficulty,
    modifiers: Modifiers,
    dice: &mut S,
) -> Result<Check, Error> {
    check(luck, difficulty, modifiers, RollKind::Luck, dice)
}

/// A group Luck roll (R8): the investigator with the lowest Luck rolls (the first of
/// them on a tie). Returns their index and the roll.
pub fn group_luck<S: DiceSource + ?Sized>(
    lucks: &[u32],
    difficulty: Difficulty,
    dice: &mut S,
) -> Result<(usize, Check), Error> {
    let (index, &luck) = lucks
        .iter()
        .enumerate()
        .min_by_key(|&(i, &l)| (l, i))
        .ok_or(Error::NoInvestigators)?;
    Ok((index, luck_roll(luck, difficulty, Modifiers::NONE, dice)?))
}

/// A roll with Luck spent on it (R9, an optional rule).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LuckSpend {
    /// The roll as it was rolled.
    pub before: Check,
    /// The points spent.
    pub spent: u32,
    /// The lowered result.
    pub total: u32,
    /// The level of the lowered result (never a critical: Luck does not buy a 01).
    pub level: SuccessLevel,
    /// Whether the asked difficulty is now met.
    pub success: bool,
}

/// The fewest Luck points that make `roll` meet its difficulty, if Luck may be spent
/// on it and any number can.
pub fn luck_needed(roll: &Check) -> Option<u32> {
    if roll.success() {
        return Some(0);
    }
    let target = roll.difficulty.target(roll.value);
    (target >= 1 && roll.level != SuccessLevel::Fumble).then(|| roll.total() - target)
}

/// What Luck can buy on `roll` (R9): for each level above the one rolled that meets
/// the asked difficulty (regular, hard, extreme), the points that bring the total
/// down to it, best level last. Empty where Luck may not be spent (a Luck or Sanity
/// roll, a pushed roll, a fumble). How much Luck the roller has is not considered.
pub fn luck_costs(roll: &Check) -> Vec<(SuccessLevel, u32)> {
    [Difficulty::Regular, Difficulty::Hard, Difficulty::Extreme]
        .into_iter()
        .filter(|d| d.level() > roll.level && meets(d.level(), roll.difficulty))
        .filter_map(|d| {
            let target = d.target(roll.value);
            let points = roll.total().checked_sub(target).filter(|&p| p > 0)?;
            (target >= 1 && spend_luck(roll, points, u32::MAX).is_ok())
                .then_some((d.level(), points))
        })
        .collect()
}

/// Spends `points` of `luck` to lower the result of `roll` (R9): not on a Luck or
/// Sanity roll, a pushed roll or a fumble; never below 01.
pub fn spend_luck(roll: &Check, points: u32, luck: u32) -> Result<LuckSpend, Error> {
    let why = match roll.kind {
        RollKind::Sanity => Some(NotAllowed::Sanity),
        RollKind::Luck => Some(NotAllowed::Luck),
        _ if roll.pushed => Some(NotAllowed::AlreadyPushed),
        _ if roll.level == SuccessLevel::Fumble => Some(NotAllowed::Fumble),
        _ => None,
    };
    if let Some(why) = why {
        return Err(Error::CannotSpendLuck { why });
    }
    let usable = roll.total().saturating_sub(1);
    if points > luck || points > usable {
        return Err(Error::NotEnoughLuck {
            wanted: points,
            available: luck.min(usable),
        });
    }
    let total = roll.total() - points;
    let mut lvl = level(total, roll.value, roll.difficulty);
    if lvl == SuccessLevel::Critical && points > 0 {
        lvl = SuccessLevel::Extreme;
    }
    Ok(LuckSpend {
        before: roll.clone(),
        spent: points,
        total,
        level: lvl,
        success: meets(lvl, roll.difficulty),
    })
}

/// An improvement check of one ticked skill (R10).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Improvement {
    /// The skill's value before.
    pub value: u32,
    /// The 1D100 rolled.
    pub roll: u32,
    /// Whether the skill improved: the roll above the value, or 96+.
    pub improved: bool,
    /// The 1D10 gained (0 when not improved).
    pub gain: u32,
    /// The 2D6 Sanity gained when the skill reached 90 or more this way (0 otherwise).
    pub sanity: u32,
}

/// The improvement check of a skill at `value` (R10): 1D100 (a percentile roll); above
/// the value or 96+ adds 1D10; reaching 90 from below adds 2D6 Sanity.
pub fn improvement_check<S: DiceSource + ?Sized>(
    value: u32,
    dice: &mut S,
) -> Result<Improvement, Error> {
    let roll = roll_percentile(dice, 0, 0)?.total;
    let improved = roll > value || roll >= 96;
    let mut gain = 0;
    let mut sanity = 0;
    if improved {
        gain = dice.face(Die::D(10))? as u32;
        if value < 90 && value + gain >= 90 {
            sanity = (dice.face(Die::D(6))? + dice.face(Die::D(6))?) as u32;
        }
    }
    Ok(Improvement {
        value,
        roll,
        improved,
        gain,
        sanity,
    })
}

/// The optional Luck recovery at the end of a scenario (R10): 1D100 above current Luck
/// gains 1D10 Luck (never above 99). Returns the roll and the gain.
pub fn luck_recovery<S: DiceSource + ?Sized>(luck: u32, dice: &mut S) -> Result<(u32, u32), Error> {
    let roll = roll_percentile(dice, 0, 0)?.total;
    if roll > luck {
        let gain = dice.face(Die::D(10))? as u32;
        Ok((roll, gain.min(99u32.saturating_sub(luck))))
    } else {
        Ok((roll, 0))
    }
}

/// `60 (30/12)`: a value with its half and fifth (C3).
pub fn half_fifth(value: u32) -> String {
    format!("{value} ({}/{})", value / 2, value / 5)
}
