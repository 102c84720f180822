//! The fight as the Keeper states it: the sides and their simple tactics, each
//! combatant's numbers from the sheet or the stat block, and how long to let it run.
//!
//! The model holds numbers only; the rules that judge them are keeper-coc7's.

use keeper_coc7::{MAX_SHOTS, Range, SanityLoss, Weapon};
use keeper_dice::Expression;

use crate::error::ForecastError;

/// Most combatants in one fight (who has defended this round is one bit each, K9).
pub const MAX_COMBATANTS: usize = 32;
/// Most firearms in one fight, across all combatants (a jammed gun is one bit each).
pub const MAX_GUNS: usize = 64;
/// Most rounds a fight may be capped at. A fight still undecided at its cap ends
/// there; 1,000 rounds is far past any fight at a table (a round is a few seconds).
pub const MAX_ROUNDS: u32 = 1_000;
/// The round cap of [`Fight::new`]: 30 rounds, a long fight at any table.
pub const DEFAULT_ROUNDS: u32 = 30;
/// Most fights one Monte Carlo forecast may simulate.
pub const MAX_FIGHTS: u64 = 1_000_000_000;

/// The rules a fight is judged by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum System {
    /// Call of Cthulhu 7th edition (keeper-coc7).
    #[default]
    Coc7,
    /// Classic Call of Cthulhu with a game's house rules (keeper-classic): attack, then
    /// parry or dodge down the −30% ladder (K2–K4), impaling (K5), unconscious at 2 HP
    /// or fewer and gravely hurt at 0 (H3).
    Classic(keeper_classic::Options),
}

/// A fight: the sides, who fights for each, and the round cap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fight {
    /// The rules it is fought by.
    pub system: System,
    /// The sides, in the order their flight is checked at a round's end.
    pub sides: Vec<Side>,
    /// Everyone in the fight, in the order the Keeper lists them (the order
    /// [`Targets::First`] picks in, and of the dying's CON rolls).
    pub combatants: Vec<Combatant>,
    /// Rounds fought at most; a fight still undecided then is reported as such.
    pub max_rounds: u32,
}

impl Default for Fight {
    fn default() -> Self {
        Fight::new()
    }
}

impl Fight {
    /// An empty fight capped at [`DEFAULT_ROUNDS`].
    pub fn new() -> Fight {
        Fight {
            system: System::Coc7,
            sides: Vec::new(),
            combatants: Vec::new(),
            max_rounds: DEFAULT_ROUNDS,
        }
    }

    /// This fight with `side` added.
    pub fn side(mut self, side: Side) -> Fight {
        self.sides.push(side);
        self
    }

    /// This fight with `combatant` added.
    pub fn combatant(mut self, combatant: Combatant) -> Fight {
        self.combatants.push(combatant);
        self
    }

    /// This fight judged by `system`'s rules.
    pub fn system(mut self, system: System) -> Fight {
        self.system = system;
        self
    }

    /// This fight capped at `rounds`.
    pub fn rounds(mut self, rounds: u32) -> Fight {
        self.max_rounds = rounds;
        self
    }
}

/// Whom a side's fighters attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Targets {
    /// The first enemy still standing, as the Keeper listed them.
    #[default]
    First,
    /// The standing enemy with the fewest hit points (the first listed of equals).
    Weakest,
    /// Any standing enemy, each as likely, chosen afresh for every attack or shot.
    Random,
}

/// A side and its tactics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Side {
    /// Its name (`investigators`, `ghouls`).
    pub name: String,
    /// Whom it attacks.
    pub targets: Targets,
    /// It leaves the fight at a round's end when this many of its members or fewer are
    /// still standing (`None`: it fights to the last).
    pub flee_at: Option<u32>,
}

impl Side {
    /// A side that attacks the first standing enemy and never flees.
    pub fn new(name: impl Into<String>) -> Side {
        Side {
            name: name.into(),
            targets: Targets::First,
            flee_at: None,
        }
    }

    /// This side attacking by `targets`.
    pub fn targets(mut self, targets: Targets) -> Side {
        self.targets = targets;
        self
    }

    /// This side fleeing when `standing` or fewer of its members still stand.
    pub fn flee_at(mut self, standing: u32) -> Side {
        self.flee_at = Some(standing);
        self
    }
}

/// How a combatant answers a melee attack (K3). Firearms are never dodged or fought
/// back in 7th edition (K3, K7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Defence {
    /// Always dodge.
    Dodge,
    /// Always fight back, with the first melee attack (or bare hands).
    FightBack,
    /// Whichever gives the better exact odds of not being hurt by this attack, at this
    /// bonus (K9); fight back when they are equal, since it may hurt the attacker.
    #[default]
    Best,
}

/// A firearm's numbers (K4, K6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Gun {
    /// Shots fired with each attack: 1, or 2–3 from a handgun, each then with a penalty
    /// die (K6).
    pub shots: u32,
    /// Rounds the shooter has for it in this fight; every shot spends one (K6).
    /// Reloading takes no time in the model: these are all the rounds at hand.
    pub ammo: u32,
    /// The range band, which sets the difficulty (K6).
    pub range: Range,
    /// Within a fifth of DEX in feet: a bonus die (K6).
    pub point_blank: bool,
    /// The malfunction number (`[7e]`): a roll this high misses and jams the gun, and
    /// the shooter's next attack is spent clearing it.
    pub malfunction: Option<u32>,
}

/// One attack a combatant can make: a blow (K3) or a firearm (K6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attack {
    /// Its name (`Claw`, `.38 revolver`).
    pub name: String,
    /// The skill value rolled (Fighting, Firearms, or the stat block's percentage).
    pub skill: u32,
    /// The weapon's damage.
    pub damage: Expression,
    /// The damage bonus it adds (`0` for none; a firearm adds none, K4).
    pub bonus: Expression,
    /// Whether it impales: extreme damage rolls the weapon once more (K5).
    pub impaling: bool,
    /// A firearm's numbers; `None` for a blow.
    pub gun: Option<Gun>,
    /// Classic: a weapon in hand (a knife, a club), which only a weapon parries without
    /// a DEX roll (K2); otherwise a natural or unarmed blow (a claw, a fist).
    pub in_hand: bool,
}

impl Attack {
    /// A blow of `damage` plus `bonus` at `skill`.
    pub fn melee(
        name: impl Into<String>,
        skill: u32,
        damage: Expression,
        bonus: Expression,
        impaling: bool,
    ) -> Attack {
        Attack {
            name: name.into(),
            skill,
            damage,
            bonus,
            impaling,
            gun: None,
            in_hand: false,
        }
    }

    /// A firearm of `damage` at `skill` (no damage bonus, K4).
    pub fn firearm(
        name: impl Into<String>,
        skill: u32,
        damage: Expression,
        impaling: bool,
        gun: Gun,
    ) -> Attack {
        Attack {
            name: name.into(),
            skill,
            damage,
            bonus: Expression::parse("0").expect("0 is notation"),
            impaling,
            gun: Some(gun),
            in_hand: false,
        }
    }

    /// Classic: this blow as a weapon in hand (K2).
    pub fn in_hand(mut self) -> Attack {
        self.in_hand = true;
        self
    }

    /// A weapon of K4 (or a sheet's own) wielded at `skill` by someone whose damage
    /// bonus is `db` (`"+1D4"`, `"0"`): the bonus it adds is the rules'
    /// ([`Weapon::bonus`]); a firearm fires one shot an attack, with the rounds the
    /// weapon holds (`[7e]`) or one if it names none.
    pub fn weapon(weapon: &Weapon, skill: u32, db: &str) -> Result<Attack, ForecastError> {
        let parse = |text: &str| {
            Expression::parse(text).map_err(|error| ForecastError::Notation {
                weapon: weapon.name.to_string(),
                error,
            })
        };
        let damage = parse(&weapon.damage)?;
        if weapon.firearm {
            let gun = Gun {
                shots: 1,
                ammo: weapon.ammo.unwrap_or(1),
                range: Range::Base,
                point_blank: false,
                malfunction: weapon.malfunction,
            };
            return Ok(Attack::firearm(
                weapon.name.to_string(),
                skill,
                damage,
                weapon.impaling,
                gun,
            ));
        }
        let bonus = parse(&weapon.bonus(db))?;
        Ok(Attack::melee(
            weapon.name.to_string(),
            skill,
            damage,
            bonus,
            weapon.impaling,
        ))
    }
}

/// One combatant: an investigator or a creature, with the numbers the rules need.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Combatant {
    /// Its name, unique in the fight.
    pub name: String,
    /// The side it fights for.
    pub side: String,
    /// DEX: the order of action (7th edition K2, classic K1; classic's on the 3–18
    /// scale, also its DEX×5 roll of a bare-handed parry, K2).
    pub dex: u32,
    /// Hit points at the start of the fight.
    pub hp: u32,
    /// Maximum hit points: a major wound is half of them in one hit (H3), death all of
    /// them (H5). Classic wounds need only the HP.
    pub max_hp: u32,
    /// CON: the roll against a major wound's unconsciousness (H3) and a dying round
    /// (H4). Classic asks no CON roll of a wound.
    pub con: u32,
    /// Armour: points taken off every hit.
    pub armour: u32,
    /// Its attacks. Each attack of a round takes the next one in turn (a ghoul's claw,
    /// bite, claw), skipping a firearm with no rounds left.
    pub attacks: Vec<Attack>,
    /// Attacks in one round (a stat block's "Attacks per round").
    pub attacks_per_round: u32,
    /// Dodge (K3).
    pub dodge: u32,
    /// Fighting, rolled to fight back (K3) with the first melee attack's damage, or
    /// bare hands' 1D3 without one. Classic: the parry's chance when the combatant has
    /// no blow to parry with (a blow parries at its own chance, K2).
    pub fighting: u32,
    /// How it answers a melee attack (classic: [`Defence::FightBack`] is a parry).
    pub defence: Defence,
    /// A firearm readied at the start: +50 DEX for the order of action (K2).
    pub readied_firearm: bool,
    /// A creature that takes half damage from firearms, rounded down, before its
    /// armour (the 7th edition's ghoul).
    pub halves_firearms: bool,
    /// Current Sanity, for an investigator who will see the creatures.
    pub sanity: Option<u32>,
    /// The Sanity an investigator loses for seeing this creature (N1).
    pub sanity_loss: Option<SanityLoss>,
}

impl Combatant {
    /// A combatant at full `hp` with no attacks yet: Dodge is half DEX and Fighting
    /// (Brawl) 25, the 7th edition's base values; no armour; the best defence.
    pub fn new(
        name: impl Into<String>,
        side: impl Into<String>,
        dex: u32,
        hp: u32,
        con: u32,
    ) -> Combatant {
        Combatant {
            name: name.into(),
            side: side.into(),
            dex,
            hp,
            max_hp: hp,
            con,
            armour: 0,
            attacks: Vec::new(),
            attacks_per_round: 1,
            dodge: dex / 2,
            fighting: 25,
            defence: Defence::Best,
            readied_firearm: false,
            halves_firearms: false,
            sanity: None,
            sanity_loss: None,
        }
    }

    /// With `attack` added.
    pub fn attack(mut self, attack: Attack) -> Combatant {
        self.attacks.push(attack);
        self
    }

    /// Making `n` attacks a round.
    pub fn attacks_per_round(mut self, n: u32) -> Combatant {
        self.attacks_per_round = n;
        self
    }

    /// With Dodge `dodge` and Fighting `fighting`.
    pub fn skills(mut self, dodge: u32, fighting: u32) -> Combatant {
        self.dodge = dodge;
        self.fighting = fighting;
        self
    }

    /// Answering melee attacks by `defence`.
    pub fn defence(mut self, defence: Defence) -> Combatant {
        self.defence = defence;
        self
    }

    /// Wearing `armour` points.
    pub fn armour(mut self, armour: u32) -> Combatant {
        self.armour = armour;
        self
    }

    /// Starting the fight already hurt: `hp` of its maximum.
    pub fn wounded(mut self, hp: u32) -> Combatant {
        self.hp = hp;
        self
    }

    /// With `san` Sanity to lose at the sight of the enemies.
    pub fn sanity(mut self, san: u32) -> Combatant {
        self.sanity = Some(san);
        self
    }

    /// Costing `loss` Sanity to those who see it.
    pub fn sanity_loss(mut self, loss: SanityLoss) -> Combatant {
        self.sanity_loss = Some(loss);
        self
    }

    /// With a firearm readied (K2).
    pub fn readied_firearm(mut self) -> Combatant {
        self.readied_firearm = true;
        self
    }

    /// Halving firearms' damage (a ghoul's block).
    pub fn halves_firearms(mut self) -> Combatant {
        self.halves_firearms = true;
        self
    }
}

/// Checks a fight's shape and numbers: every refusal of [`ForecastError`] but the
/// budget's and the unwinnable fight's (which needs the exchanges' odds).
pub(crate) fn validate(fight: &Fight) -> Result<(), ForecastError> {
    if fight.max_rounds == 0 || fight.max_rounds > MAX_ROUNDS {
        return Err(ForecastError::Rounds(fight.max_rounds));
    }
    if fight.sides.len() < 2 {
        return Err(ForecastError::TooFewSides);
    }
    let n = fight.combatants.len();
    if n > MAX_COMBATANTS {
        return Err(ForecastError::TooMany {
            what: "combatants",
            count: n,
            max: MAX_COMBATANTS,
        });
    }
    for (i, s) in fight.sides.iter().enumerate() {
        if fight.sides[..i].iter().any(|o| o.name == s.name) {
            return Err(ForecastError::Duplicate(s.name.clone()));
        }
    }
    for (i, c) in fight.combatants.iter().enumerate() {
        if fight.combatants[..i].iter().any(|o| o.name == c.name) {
            return Err(ForecastError::Duplicate(c.name.clone()));
        }
        if !fight.sides.iter().any(|s| s.name == c.side) {
            return Err(ForecastError::UnknownSide {
                combatant: c.name.clone(),
                side: c.side.clone(),
            });
        }
        check_numbers(c, fight.system)?;
    }
    if let Some(s) = fight
        .sides
        .iter()
        .find(|s| !fight.combatants.iter().any(|c| c.side == s.name))
    {
        return Err(ForecastError::EmptySide(s.name.clone()));
    }
    let guns = fight
        .combatants
        .iter()
        .flat_map(|c| &c.attacks)
        .filter(|a| a.gun.is_some())
        .count();
    if guns > MAX_GUNS {
        return Err(ForecastError::TooMany {
            what: "firearms",
            count: guns,
            max: MAX_GUNS,
        });
    }
    Ok(())
}

/// Most chance a classic attack or defence may have: the −30% ladder of defences (K3)
/// is followed to fifteen earlier ones, past which any chance up to this is at or
/// below 0 and every further defence the same.
pub const MAX_CLASSIC_CHANCE: u32 = 450;

fn check_numbers(c: &Combatant, system: System) -> Result<(), ForecastError> {
    let bad = |field: &'static str, value: u64| ForecastError::OutOfRange {
        combatant: c.name.clone(),
        field,
        value,
    };
    if c.max_hp == 0 {
        return Err(bad("max_hp", 0));
    }
    // Classic: 2 HP or fewer is unconscious (H3), so a fighter starts above it.
    let least = if matches!(system, System::Classic(_)) {
        3
    } else {
        1
    };
    if c.hp < least || c.hp > c.max_hp {
        return Err(bad("hp", u64::from(c.hp)));
    }
    if matches!(system, System::Classic(_)) {
        let most = [c.dodge, c.fighting]
            .into_iter()
            .chain(c.attacks.iter().map(|a| a.skill))
            .max()
            .unwrap_or(0);
        if most > MAX_CLASSIC_CHANCE {
            return Err(bad("skill", u64::from(most)));
        }
    }
    // Attack slots are counted in a small field of the exact engine's state.
    if c.attacks_per_round > 16 {
        return Err(bad("attacks_per_round", u64::from(c.attacks_per_round)));
    }
    if c.attacks.len() > 16 {
        return Err(bad("attacks", c.attacks.len() as u64));
    }
    for a in &c.attacks {
        let shots = a.gun.map_or(1, |g| g.shots);
        if shots == 0 || shots > MAX_SHOTS {
            return Err(bad("shots", u64::from(shots)));
        }
    }
    Ok(())
}
