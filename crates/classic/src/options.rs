//! The forum's house rules as options of a game.
//!
//! Seed 004 declares all of its house and optional rules in force, so the
//! [`Options::forum`] preset (every rule on) is the default of a classic game;
//! [`Options::plain`] turns them all off, for classic CoC as printed. Each rule can also
//! be set alone ([`Options::set`]).

use crate::error::Error;

/// One house rule of the seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HouseRule {
    /// K4: advanced blocking (a special attack is blocked only by a special defence, an
    /// attacker's 01 only by a defender's 01).
    AdvancedBlocking,
    /// K7: Brawl replaces Fist, Head Butt and Kick (1D6 + damage bonus).
    Brawl,
    /// K8: several attacks in a round, −30% cumulative for each after the first.
    SeveralAttacks,
    /// M2: spend 1 Magic Point to re-roll a failed roll.
    MagicPointReroll,
    /// M3: spend Luck points to raise a test after seeing the roll.
    LuckSpending,
    /// M1: meditate one hour, once per 6 hours, for +1D6 Magic Points.
    Meditation,
}

impl HouseRule {
    /// Every house rule, in the order of the rules file.
    pub const ALL: [HouseRule; 6] = [
        HouseRule::AdvancedBlocking,
        HouseRule::Brawl,
        HouseRule::SeveralAttacks,
        HouseRule::MagicPointReroll,
        HouseRule::LuckSpending,
        HouseRule::Meditation,
    ];

    /// The rule's name on the wire: `advanced_blocking`, `brawl`, `several_attacks`,
    /// `mp_reroll`, `luck_spending`, `meditation`.
    pub fn name(self) -> &'static str {
        match self {
            HouseRule::AdvancedBlocking => "advanced_blocking",
            HouseRule::Brawl => "brawl",
            HouseRule::SeveralAttacks => "several_attacks",
            HouseRule::MagicPointReroll => "mp_reroll",
            HouseRule::LuckSpending => "luck_spending",
            HouseRule::Meditation => "meditation",
        }
    }

    /// The rule called `name`.
    pub fn from_name(name: &str) -> Result<HouseRule, Error> {
        HouseRule::ALL
            .into_iter()
            .find(|r| r.name() == name)
            .ok_or_else(|| Error::UnknownHouseRule(name.to_owned()))
    }
}

/// Which house rules a game uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Options {
    /// K4.
    pub advanced_blocking: bool,
    /// K7.
    pub brawl: bool,
    /// K8.
    pub several_attacks: bool,
    /// M2.
    pub mp_reroll: bool,
    /// M3.
    pub luck_spending: bool,
    /// M1's meditation.
    pub meditation: bool,
}

impl Default for Options {
    /// The forum preset: the seed puts every house rule in force.
    fn default() -> Self {
        Options::forum()
    }
}

impl Options {
    /// Every house rule on (the seed's game; the default).
    pub fn forum() -> Options {
        Options {
            advanced_blocking: true,
            brawl: true,
            several_attacks: true,
            mp_reroll: true,
            luck_spending: true,
            meditation: true,
        }
    }

    /// Every house rule off: classic CoC as printed.
    pub fn plain() -> Options {
        Options {
            advanced_blocking: false,
            brawl: false,
            several_attacks: false,
            mp_reroll: false,
            luck_spending: false,
            meditation: false,
        }
    }

    /// The preset called `name`: `forum` or `plain`.
    pub fn preset(name: &str) -> Result<Options, Error> {
        match name {
            "forum" => Ok(Options::forum()),
            "plain" => Ok(Options::plain()),
            other => Err(Error::UnknownPreset(other.to_owned())),
        }
    }

    /// Whether `rule` is in force.
    pub fn has(&self, rule: HouseRule) -> bool {
        match rule {
            HouseRule::AdvancedBlocking => self.advanced_blocking,
            HouseRule::Brawl => self.brawl,
            HouseRule::SeveralAttacks => self.several_attacks,
            HouseRule::MagicPointReroll => self.mp_reroll,
            HouseRule::LuckSpending => self.luck_spending,
            HouseRule::Meditation => self.meditation,
        }
    }

    /// Turns `rule` on or off.
    pub fn set(&mut self, rule: HouseRule, on: bool) {
        let flag = match rule {
            HouseRule::AdvancedBlocking => &mut self.advanced_blocking,
            HouseRule::Brawl => &mut self.brawl,
            HouseRule::SeveralAttacks => &mut self.several_attacks,
            HouseRule::MagicPointReroll => &mut self.mp_reroll,
            HouseRule::LuckSpending => &mut self.luck_spending,
            HouseRule::Meditation => &mut self.meditation,
        };
        *flag = on;
    }

    /// `Ok` when `rule` is in force, else [`Error::HouseRuleOff`].
    pub fn require(&self, rule: HouseRule) -> Result<(), Error> {
        if self.has(rule) {
            Ok(())
        } else {
            Err(Error::HouseRuleOff(rule))
        }
    }
}
