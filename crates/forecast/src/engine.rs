//! A fight, one step at a time, written once for both methods: [`Engine::advance`]
//! makes every move that needs no dice and stops at the next random event (a target
//! picked, a melee exchange, a shot, a CON roll); [`Engine::resolve`] applies one way
//! that event can go. The exact engine follows every way with its probability, the
//! simulation draws one, so both judge the fight by the same steps.
//!
//! A round (K2): everyone standing acts in the order of action, making their attacks
//! in turn, each at a target their side's tactics choose; a melee attack is met by the
//! defender's answer (K3), with a bonus die once the defender has already dodged or
//! fought back this round (K9); a firearm fires its volley (K6). Each hit goes onto
//! the victim's [`Health`] by the rules (H1–H5), with the CON roll of a major wound
//! (H3). At the round's end those dying since an earlier round roll CON or die (H4:
//! the first roll is at the end of the round after the fall), then a side whose
//! standing members have fallen to its threshold flees. The fight ends as soon as one
//! side is left with anyone standing.

use std::hash::{Hash, Hasher};

use keeper_coc7::{Event, Health, RollKind, asks_con_roll, outnumbered_bonus};
use keeper_dice::SuppliedDice;

use crate::classic::Wound;
use crate::model::{Defence, Fight, System, Targets};
use crate::report::Condition;
use crate::tables::{NONE, Tables};

const NO_WEAPON: u8 = u8::MAX;
const NOBODY: u8 = u8::MAX;

/// Where a fighter's attack stands.
const CHOOSE: u8 = 0;
/// A target has been picked at random for the attack.
const AIMED: u8 = 1;
/// The victim of the last blow owes the CON roll of a major wound (H3).
const CON: u8 = 2;
/// The attack (or shot) is over.
const DONE: u8 = 3;

/// Everything that can change in a fight. Positions within the round come first; a
/// round starts with them all at zero.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct State {
    /// Place in the order of action; the combatants' count is the round's end.
    pos: u8,
    /// The attack of this round the fighter at `pos` is making.
    slot: u8,
    /// The attack chosen for this slot.
    weapon: u8,
    /// Shots in this slot's volley, and which one is being fired.
    size: u8,
    fired: u8,
    phase: u8,
    /// The target picked at random, or the victim owing a CON roll.
    target: u8,
    victim: u8,
    /// At the round's end: the next combatant whose dying CON roll may be due (H4).
    dying: u8,
    /// Who became dying this round, one bit each: their first CON roll is at the end
    /// of the next round (H4), so none at this one's. Clear at every round's start.
    fell: u32,
    /// The side left with anyone standing, once the fight is over.
    pub(crate) winner: u8,
    /// The sides that fled.
    pub(crate) fled: u32,
    /// Who has dodged or fought back this round (K9).
    defended: u32,
    /// Jammed guns.
    jammed: u64,
    pub(crate) health: Vec<Health>,
    /// Rounds left in each gun.
    pub(crate) ammo: Vec<u32>,
    /// Classic: each combatant's wounds (H3); empty in 7th edition.
    pub(crate) wounds: Vec<Wound>,
    /// Classic: defences made this round, four bits each (K3's ladder).
    defences: u128,
    /// Classic: who parried (not dodged) this round: no mixing the two (K3).
    parried: u32,
}

/// Hashed as a few packed words: the exact engine hashes millions of states.
impl Hash for State {
    fn hash<H: Hasher>(&self, h: &mut H) {
        h.write_u64(
            u64::from(self.pos)
                | u64::from(self.slot) << 8
                | u64::from(self.weapon) << 16
                | u64::from(self.size) << 24
                | u64::from(self.fired) << 32
                | u64::from(self.phase) << 40
                | u64::from(self.target) << 48
                | u64::from(self.victim) << 56,
        );
        h.write_u64(
            u64::from(self.dying)
                | u64::from(self.winner) << 8
                | u64::from(self.fled) << 16
                | u64::from(self.fell) << 32,
        );
        h.write_u64(u64::from(self.defended) | self.jammed << 32);
        for x in &self.health {
            let flags = u64::from(x.major_wound)
                | u64::from(x.unconscious) << 1
                | u64::from(x.dying) << 2
                | u64::from(x.dead) << 3;
            h.write_u64(u64::from(x.hp) | flags << 32);
        }
        for a in &self.ammo {
            h.write_u32(*a);
        }
        if !self.wounds.is_empty() {
            h.write_u64(self.defences as u64);
            h.write_u64((self.defences >> 64) as u64 ^ u64::from(self.parried) << 32);
            for w in &self.wounds {
                h.write_u64(w.hp as u64);
                h.write_u64(w.lowest.map_or(u64::MAX, |l| l as u64));
            }
        }
    }
}

impl State {
    /// The same fight at the start of a new round.
    pub(crate) fn new_round(&mut self) {
        self.pos = 0;
        self.slot = 0;
        self.weapon = NO_WEAPON;
        self.size = 0;
        self.fired = 0;
        self.phase = CHOOSE;
        self.target = NOBODY;
        self.victim = NOBODY;
        self.dying = 0;
        self.fell = 0;
        self.defended = 0;
        self.defences = 0;
        self.parried = 0;
    }

    /// The fight's end as a report reads it: who won (if anyone yet), who fled, each
    /// combatant's health and rounds left; nothing of where the round stood.
    pub(crate) fn settled(mut self) -> State {
        self.new_round();
        self.jammed = 0;
        self
    }

    /// The side that won, if the fight is over.
    pub(crate) fn won(&self) -> Option<usize> {
        (self.winner != NOBODY).then_some(self.winner as usize)
    }

    /// How far into its round this state is: every step of a round goes to a larger
    /// key, so the exact engine meets every way of reaching a state before moving on.
    pub(crate) fn progress(&self) -> u64 {
        (u64::from(self.pos) << 24)
            | (u64::from(self.dying) << 16)
            | (u64::from(self.slot) << 8)
            | (u64::from(self.fired) << 3)
            | u64::from(self.phase)
    }
}

/// What a random event is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A target among the candidates, each as likely.
    Pick,
    /// A melee exchange (classic: parried or dodged).
    Melee {
        attacker: u8,
        target: u8,
        parries: bool,
    },
    /// One shot of a volley.
    Shot { target: u8, gun: u8 },
    /// The CON roll of a major wound (H3).
    Con { victim: u8 },
    /// A dying combatant's CON roll at the round's end (H4).
    Dying { victim: u8 },
}

/// The next random event: its distribution (an index into the tables) and what it is
/// about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pending {
    pub(crate) dist: u32,
    pub(crate) kind: Kind,
}

impl Pending {
    /// Whether it is an exchange or a shot (what the benchmark counts).
    pub(crate) fn is_exchange(&self) -> bool {
        matches!(self.kind, Kind::Melee { .. } | Kind::Shot { .. })
    }
}

/// Where a fight stands after the moves that need no dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    Event(Pending),
    RoundOver,
    Ended,
}

#[derive(Debug, Clone)]
struct Fighter {
    per_round: u32,
    /// For each attack, its gun's index among the fight's guns, if a firearm.
    guns: Vec<Option<u8>>,
    /// Shots per attack of each gun.
    shots: Vec<u32>,
}

#[derive(Debug, Clone, Copy)]
struct SideRule {
    targets: Targets,
    flee_at: Option<u32>,
}

/// A fight compiled for stepping: the tables, the sides' tactics, who is on which side.
#[derive(Debug, Clone)]
pub(crate) struct Engine {
    pub(crate) tables: Tables,
    pub(crate) n: usize,
    pub(crate) side_of: Vec<usize>,
    sides: Vec<SideRule>,
    fighters: Vec<Fighter>,
    /// The combatants as the rules order them (K2).
    pub(crate) ranked: Vec<keeper_coc7::Combatant>,
    /// The order of action when it is the same every fight: classic's (K1: DEX, ties as
    /// listed), or 7th edition's with no ties to roll for (K2).
    pub(crate) fixed_order: Option<Vec<u8>>,
    /// Classic: the fight's rules are classic's.
    classic: bool,
    defences: Vec<Defence>,
    /// The first round's state.
    pub(crate) start: State,
    /// Which combatant owns each gun.
    pub(crate) gun_owner: Vec<usize>,
    pub(crate) max_rounds: u32,
}

enum Choice {
    One(usize),
    Among(usize),
    Nobody,
}

impl Engine {
    pub(crate) fn new(fight: &Fight, tables: Tables, side_of: Vec<usize>) -> Engine {
        let mut gun_owner = Vec::new();
        let mut ammo = Vec::new();
        let fighters = fight
            .combatants
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let mut guns = Vec::new();
                let mut shots = Vec::new();
                for a in &c.attacks {
                    match &a.gun {
                        Some(g) => {
                            guns.push(Some(gun_owner.len() as u8));
                            gun_owner.push(i);
                            ammo.push(g.ammo);
                            shots.push(g.shots);
                        }
                        None => {
                            guns.push(None);
                            shots.push(0);
                        }
                    }
                }
                Fighter {
                    per_round: c.attacks_per_round,
                    guns,
                    shots,
                }
            })
            .collect();
        let ranked: Vec<keeper_coc7::Combatant> = fight
            .combatants
            .iter()
            .map(|c| keeper_coc7::Combatant {
                name: c.name.clone(),
                dex: c.dex,
                // K2's tie-break: the combat skill the combatant fights with.
                combat_skill: c.attacks.first().map_or(c.fighting, |a| a.skill),
                readied_firearm: c.readied_firearm,
            })
            .collect();
        let mut start = State {
            pos: 0,
            slot: 0,
            weapon: NO_WEAPON,
            size: 0,
            fired: 0,
            phase: CHOOSE,
            target: NOBODY,
            victim: NOBODY,
            dying: 0,
            fell: 0,
            winner: NOBODY,
            fled: 0,
            defended: 0,
            jammed: 0,
            health: fight
                .combatants
                .iter()
                .map(|c| Health {
                    hp: c.hp,
                    ..Health::new(c.max_hp)
                })
                .collect(),
            ammo,
            wounds: match fight.system {
                System::Classic(_) => fight.combatants.iter().map(|c| Wound::new(c.hp)).collect(),
                System::Coc7 => Vec::new(),
            },
            defences: 0,
            parried: 0,
        };
        start.new_round();
        let classic = matches!(fight.system, System::Classic(_));
        let fixed_order: Option<Vec<u8>> = if classic {
            let dex: Vec<i64> = fight.combatants.iter().map(|c| i64::from(c.dex)).collect();
            Some(
                keeper_classic::combat::order_of_action(&dex)
                    .into_iter()
                    .map(|i| i as u8)
                    .collect(),
            )
        } else {
            // K2 with no ties asks for no roll: the rules' order, given no dice, is the
            // order of every fight. With ties it needs dice, and each fight rolls them.
            keeper_coc7::initiative(&ranked, &mut SuppliedDice::new([]))
                .ok()
                .map(|o| o.into_iter().map(|i| i as u8).collect())
        };
        Engine {
            tables,
            n: fight.combatants.len(),
            side_of,
            sides: fight
                .sides
                .iter()
                .map(|s| SideRule {
                    targets: s.targets,
                    flee_at: s.flee_at,
                })
                .collect(),
            fighters,
            ranked,
            fixed_order,
            classic,
            defences: fight.combatants.iter().map(|c| c.defence).collect(),
            start,
            gun_owner,
            max_rounds: fight.max_rounds,
        }
    }

    /// Whether `c` is still in the fight: not dead, dying or unconscious (H2–H5: the
    /// rules' own test of who makes no combat roll), and its side has not fled.
    #[inline]
    pub(crate) fn standing(&self, s: &State, c: usize) -> bool {
        !self.down(s, c) && s.fled & (1 << self.side_of[c]) == 0
    }

    /// Makes the moves that need no dice, up to the next random event, the round's end
    /// or the fight's.
    pub(crate) fn advance(&self, order: &[u8], s: &mut State) -> Step {
        loop {
            if s.winner != NOBODY {
                return Step::Ended;
            }
            if s.phase == CON {
                let victim = s.victim;
                return Step::Event(Pending {
                    dist: self.tables.con[victim as usize],
                    kind: Kind::Con { victim },
                });
            }
            if s.pos as usize >= self.n {
                // H4: at the round's end every combatant dying since an earlier round
                // rolls CON, in the Keeper's listing order; one who fell this round
                // rolls first at the end of the next («στο τέλος του επόμενου γύρου»).
                while (s.dying as usize) < self.n {
                    let h = &s.health[s.dying as usize];
                    if h.dying && !h.dead && s.fell & (1 << s.dying) == 0 {
                        let victim = s.dying;
                        return Step::Event(Pending {
                            dist: self.tables.con[victim as usize],
                            kind: Kind::Dying { victim },
                        });
                    }
                    s.dying += 1;
                }
                if self.flee(s) {
                    return Step::Ended;
                }
                return Step::RoundOver;
            }
            let c = order[s.pos as usize] as usize;
            let fighter = &self.fighters[c];
            if s.phase == DONE {
                s.phase = CHOOSE;
                if let Some(g) = self.gun(c, s.weapon) {
                    let more = s.fired + 1 < s.size;
                    if more && s.ammo[g] > 0 && s.jammed & (1 << g) == 0 {
                        s.fired += 1;
                        continue;
                    }
                }
                self.next_slot(s);
                continue;
            }
            if !self.standing(s, c) || u32::from(s.slot) >= fighter.per_round {
                s.pos += 1;
                s.slot = 0;
                s.weapon = NO_WEAPON;
                s.fired = 0;
                s.size = 0;
                continue;
            }
            if s.weapon == NO_WEAPON {
                let Some(w) = self.choose_weapon(c, s) else {
                    s.slot += 1;
                    continue;
                };
                if let Some(g) = fighter.guns[w].map(usize::from) {
                    if s.jammed & (1 << g) != 0 {
                        // The attack is spent clearing the jam (`[7e]`).
                        s.jammed &= !(1 << g);
                        s.slot += 1;
                        continue;
                    }
                    s.size = fighter.shots[w].min(s.ammo[g]) as u8;
                }
                s.weapon = w as u8;
            }
            let target = if s.phase == AIMED {
                usize::from(s.target)
            } else {
                match self.choose_target(c, s) {
                    Choice::One(t) => t,
                    Choice::Among(k) => {
                        return Step::Event(Pending {
                            dist: self.tables.picks[k],
                            kind: Kind::Pick,
                        });
                    }
                    Choice::Nobody => {
                        self.next_slot(s);
                        continue;
                    }
                }
            };
            let w = usize::from(s.weapon);
            let event = match fighter.guns[w] {
                Some(gun) => Pending {
                    dist: self.tables.shot(c, w, target, u32::from(s.size)),
                    kind: Kind::Shot {
                        target: target as u8,
                        gun,
                    },
                },
                None if self.classic => {
                    // K3: each defence this round 30% down the ladder, of the kind the
                    // round's first was.
                    let earlier = ((s.defences >> (4 * target)) & 15) as u32;
                    let parries = if earlier > 0 {
                        s.parried & (1 << target) != 0
                    } else {
                        match self.defences[target] {
                            Defence::Dodge => false,
                            Defence::FightBack => true,
                            Defence::Best => self.tables.parries_first(c, w, target),
                        }
                    };
                    Pending {
                        dist: self.tables.classic_melee(c, w, target, parries, earlier),
                        kind: Kind::Melee {
                            attacker: c as u8,
                            target: target as u8,
                            parries,
                        },
                    }
                }
                None => {
                    // K9: a bonus die once the target has dodged or fought back.
                    let bonus = outnumbered_bonus(s.defended & (1 << target) != 0, false);
                    Pending {
                        dist: self.tables.melee(c, w, target, bonus),
                        kind: Kind::Melee {
                            attacker: c as u8,
                            target: target as u8,
                            parries: false,
                        },
                    }
                }
            };
            debug_assert_ne!(event.dist, NONE);
            return Step::Event(event);
        }
    }

    /// Applies outcome `i` of the event `p` that [`Engine::advance`] stopped at.
    pub(crate) fn resolve(&self, order: &[u8], s: &mut State, p: Pending, i: usize) {
        let o = self.tables.dists[p.dist as usize].outcomes[i];
        match p.kind {
            Kind::Pick => {
                let c = order[s.pos as usize] as usize;
                let target = self.candidates(c, s).nth(o.a as usize).unwrap_or(0);
                s.target = target as u8;
                s.phase = AIMED;
            }
            Kind::Melee {
                attacker,
                target,
                parries,
            } => {
                if self.classic {
                    let shift = 4 * u32::from(target);
                    if (s.defences >> shift) & 15 < 15 {
                        s.defences += 1 << shift;
                    }
                    if parries {
                        s.parried |= 1 << target;
                    }
                } else {
                    s.defended |= 1 << target;
                }
                s.target = NOBODY;
                if o.a > 0 {
                    self.hit(s, usize::from(target), o.a);
                } else if o.b > 0 {
                    self.hit(s, usize::from(attacker), o.b);
                } else {
                    s.phase = DONE;
                }
            }
            Kind::Shot { target, gun } => {
                let g = usize::from(gun);
                s.ammo[g] -= 1;
                if o.b == 1 {
                    s.jammed |= 1 << g;
                }
                s.target = NOBODY;
                if o.a > 0 {
                    self.hit(s, usize::from(target), o.a);
                } else {
                    s.phase = DONE;
                }
            }
            Kind::Con { victim } => {
                // H3: a failed CON roll after a major wound knocks the victim out.
                if o.a == 0 {
                    s.health[usize::from(victim)].apply(&Event::FellUnconscious);
                }
                s.victim = NOBODY;
                s.phase = DONE;
                self.check_end(s);
            }
            Kind::Dying { victim } => {
                // H4: a failed CON roll while dying is death.
                if o.a == 0 {
                    s.health[usize::from(victim)].apply(&Event::Died);
                }
                s.dying = victim + 1;
            }
        }
    }

    /// One hit of `amount` on `v` (H1–H5): the damage's own conditions by the rules'
    /// [`Health::apply`], and the CON roll a major wound asks ([`asks_con_roll`]).
    fn hit(&self, s: &mut State, v: usize, amount: u32) {
        if self.classic {
            // H3: classic's wounds ask no roll.
            s.wounds[v].hit(amount);
            s.phase = DONE;
            self.check_end(s);
            return;
        }
        let asks = asks_con_roll(&s.health[v], amount);
        let was_dying = s.health[v].dying;
        s.health[v].apply(&Event::Damaged { amount });
        if s.health[v].dying && !was_dying {
            // H4: the first dying roll is at the end of the next round.
            s.fell |= 1 << v;
        }
        if asks {
            s.phase = CON;
            s.victim = v as u8;
        } else {
            s.phase = DONE;
            self.check_end(s);
        }
    }

    fn next_slot(&self, s: &mut State) {
        s.slot += 1;
        s.fired = 0;
        s.size = 0;
        s.weapon = NO_WEAPON;
        s.phase = CHOOSE;
    }

    fn gun(&self, c: usize, weapon: u8) -> Option<usize> {
        if weapon == NO_WEAPON {
            return None;
        }
        self.fighters[c].guns[usize::from(weapon)].map(usize::from)
    }

    /// The attack for this slot: the slot's own in turn (slot modulo the attacks),
    /// else the next one that can be made (a gun with rounds left; a jammed gun is
    /// chosen, and its attack spent clearing it).
    fn choose_weapon(&self, c: usize, s: &State) -> Option<usize> {
        let fighter = &self.fighters[c];
        let len = fighter.guns.len();
        (0..len)
            .map(|off| (usize::from(s.slot) + off) % len)
            .find(|&w| fighter.guns[w].is_none_or(|g| s.ammo[usize::from(g)] > 0))
    }

    fn candidates<'a>(&'a self, c: usize, s: &'a State) -> impl Iterator<Item = usize> + 'a {
        (0..self.n).filter(move |&j| self.side_of[j] != self.side_of[c] && self.standing(s, j))
    }

    fn choose_target(&self, c: usize, s: &State) -> Choice {
        match self.sides[self.side_of[c]].targets {
            Targets::First => self
                .candidates(c, s)
                .next()
                .map_or(Choice::Nobody, Choice::One),
            Targets::Weakest => self
                .candidates(c, s)
                .min_by_key(|&j| s.health[j].hp)
                .map_or(Choice::Nobody, Choice::One),
            Targets::Random => {
                let mut it = self.candidates(c, s);
                match (it.next(), it.count()) {
                    (None, _) => Choice::Nobody,
                    (Some(j), 0) => Choice::One(j),
                    (Some(_), more) => Choice::Among(more + 1),
                }
            }
        }
    }

    /// Ends the fight when at most one side still has anyone standing.
    fn check_end(&self, s: &mut State) {
        let mut alive = 0u32;
        for c in 0..self.n {
            if self.standing(s, c) {
                alive |= 1 << self.side_of[c];
            }
        }
        if alive.count_ones() <= 1 {
            // Nobody standing at all cannot happen (one blow hurts one combatant); it
            // would count as the first side's.
            s.winner = if alive == 0 {
                0
            } else {
                alive.trailing_zeros() as u8
            };
        }
    }

    /// At the round's end, each side (in order) whose standing members are at or below
    /// its threshold flees; returns whether that ended the fight.
    fn flee(&self, s: &mut State) -> bool {
        for (side, rule) in self.sides.iter().enumerate() {
            let Some(at) = rule.flee_at else { continue };
            if s.fled & (1 << side) != 0 {
                continue;
            }
            let standing = (0..self.n)
                .filter(|&c| self.side_of[c] == side && self.standing(s, c))
                .count() as u32;
            if standing <= at {
                s.fled |= 1 << side;
                self.check_end(s);
                if s.winner != NOBODY {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `c` is out of the fight by its wounds (dead, dying or unconscious).
    pub(crate) fn down(&self, s: &State, c: usize) -> bool {
        if self.classic {
            return !s.wounds[c].standing();
        }
        s.health[c].refuses(RollKind::Combat).is_some()
    }

    /// The condition `c` ends the fight in.
    pub(crate) fn condition(&self, s: &State, c: usize) -> Condition {
        let start = self.start.health[c].hp;
        if self.classic {
            return s.wounds[c].condition(start);
        }
        Condition::of(&s.health[c], start)
    }

    /// Hit points `c` lost.
    pub(crate) fn hp_lost(&self, s: &State, c: usize) -> u64 {
        let start = self.start.health[c].hp;
        if self.classic {
            return (i64::from(start) - s.wounds[c].hp).max(0) as u64;
        }
        u64::from(start - s.health[c].hp)
    }

    /// Rounds fired from each combatant's guns.
    pub(crate) fn ammo_spent(&self, s: &State) -> Vec<u32> {
        let mut spent = Vec::new();
        self.ammo_spent_into(s, &mut spent);
        spent
    }

    /// [`Engine::ammo_spent`] into a buffer kept from fight to fight.
    pub(crate) fn ammo_spent_into(&self, s: &State, spent: &mut Vec<u32>) {
        spent.clear();
        spent.resize(self.n, 0);
        for (g, &owner) in self.gun_owner.iter().enumerate() {
            spent[owner] += self.start.ammo[g] - s.ammo[g];
        }
    }
}
