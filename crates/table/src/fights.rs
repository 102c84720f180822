//! The combat tracker: one fight per game at a time, its order, rounds and turns, and
//! each exchange rolled, judged and applied by the rules (7th edition K2–K9, H1–H5).
//!
//! A fight lives in one row (`fights`), its state a JSON document read and written whole;
//! every change is a public `fight` entry written in the same transaction, guarded by the
//! row's version, so two answers at once (or two processes) cannot both stand. The
//! fighters' numbers are read from their sheets and stat blocks on the server: nobody
//! types a skill, a damage bonus or a hit point the rules could work out.

use keeper_i18n::Message;
use keeper_resolve::Outcome;
use std::sync::OnceLock;

use keeper_resolve::results::coc7::{Coc7Outcome, MeleeWinner, WeaponEntry};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use sqlx::Row;

use crate::characters::event_writes;
use crate::npcs::{CharacterKind, NpcBlock, show_write};
use crate::plans::{only_entry, random_hex, text};
use crate::rolls::{Step, source_name, typed_step};
use crate::store::{Arg, Guard, NewEntry, Plan, Write};
use crate::{Character, Derived, Entry, EntryKind, Member, Role, Table, TableError, Visibility};

/// The most fighters in one fight.
pub const MAX_FIGHTERS: usize = 40;

/// A fight: who is in it, in the order they act, the round and whose turn it is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Fight {
    /// Its id.
    pub id: String,
    /// The round, from 1.
    pub round: u32,
    /// The index in `fighters` of the one whose turn it is.
    pub turn: usize,
    /// Everyone in the fight, first to act first.
    pub fighters: Vec<Fighter>,
    /// The attack waiting for its target's answer, if any.
    pub pending: Option<Attack>,
    /// The log entry that started it.
    pub started_seq: i64,
    /// The row's version: each change moves it on (a stale answer is refused).
    pub version: i64,
}

/// One participant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Fighter {
    /// Its character.
    pub character: String,
    /// Its name as the players know it.
    pub name: String,
    /// Whether it is the Keeper's NPC.
    pub npc: bool,
    /// What orders it: DEX, +50 with a readied firearm (coc7 K2). 0 for an NPC to
    /// anyone but the Keeper.
    pub initiative: i64,
    /// Whether it starts with a firearm readied (coc7 K2).
    pub firearm: bool,
    /// How often it has fought back or dodged this round (coc7 K9).
    pub defended: u32,
    /// Attacks made on its current turn.
    pub attacks_made: u32,
    /// Attacks it may make in one turn (an NPC's "attacks per round"; 0 for an NPC to
    /// anyone but the Keeper).
    pub attacks_per_round: u32,
    /// It dived for cover and loses its next attack (coc7 K7).
    pub lost_attack: bool,
    /// The fighter holding it (coc7 K8): a penalty die on its attacks and defences until
    /// it wins a maneuver against its holder, or the holder is down.
    #[serde(default)]
    pub held_by: Option<String>,
    /// Unconscious or dead (H2, H4, H5): out of the fight, skipped in the order. Read
    /// from its sheet each time the fight is shown, never stored.
    #[serde(default)]
    pub down: bool,
}

/// An attack declared and waiting for its target to choose how to meet it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Attack {
    /// The attacker's character.
    pub attacker: String,
    /// The target's character.
    pub target: String,
    /// The weapon or attack (`small_knife`, an NPC's `Claw`).
    pub with: String,
    /// A firearm's shots (1–3, coc7 K6).
    pub shots: u32,
    /// A firearm's range band (`base`, `long`, `very_long`).
    pub range: Option<String>,
    /// Within DEX/5 feet (coc7 K6).
    pub point_blank: bool,
    /// Whether it is a firearm: the target may dive for cover, not dodge or fight back.
    pub firearm: bool,
    /// A fighting maneuver instead of a blow (coc7 K8), rolled with Fighting (Brawl).
    #[serde(default)]
    pub maneuver: Option<Maneuver>,
}

/// A fighting maneuver (coc7 K8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Maneuver {
    /// Knock the target down (or push it: out of a window, in the seed's example).
    KnockDown,
    /// Take its weapon.
    Disarm,
    /// Grab and hold it: a penalty die on its actions until it is free.
    Hold,
}

impl Maneuver {
    /// The name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Maneuver::KnockDown => "knock_down",
            Maneuver::Disarm => "disarm",
            Maneuver::Hold => "hold",
        }
    }
}

/// How a target meets an attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Response {
    /// Dodge a blow (coc7 K3).
    Dodge,
    /// Fight back (coc7 K3).
    FightBack,
    /// Dive for cover from a firearm (coc7 K7): loses the diver's next attack.
    Dive,
    /// Take it.
    None,
}

impl Response {
    /// The responses open to the target of an attack (coc7 K3, K7).
    pub fn open_to(firearm: bool) -> &'static [Response] {
        if firearm {
            &[Response::Dive, Response::None]
        } else {
            &[Response::Dodge, Response::FightBack]
        }
    }

    /// The name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Response::Dodge => "dodge",
            Response::FightBack => "fight_back",
            Response::Dive => "dive",
            Response::None => "none",
        }
    }
}

/// A fighter to add: its character, and a readied firearm (coc7 K2).
#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct Joining {
    /// The character.
    pub character: String,
    /// It starts with a firearm readied (+50 for the order).
    #[serde(default)]
    pub firearm: bool,
    /// An NPC: how many of it join (a pack of ghouls), 1 to [`MAX_GROUP`]. The others
    /// are copies of its stat block, named "Ghoul 2", "Ghoul 3"….
    #[serde(default)]
    pub count: Option<u32>,
}

/// The most copies of one NPC joining at once.
pub const MAX_GROUP: u32 = 12;

/// An attack to declare.
#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct AttackOrder {
    /// The target's character.
    pub target: String,
    /// The weapon (a 7th edition weapon of K4 by name) or the NPC's attack by name;
    /// empty for a maneuver.
    #[serde(default)]
    pub with: String,
    /// A handgun's shots this attack (1–3).
    #[serde(default)]
    pub shots: Option<u32>,
    /// A firearm's range band.
    #[serde(default)]
    pub range: Option<String>,
    /// Point blank.
    #[serde(default)]
    pub point_blank: bool,
    /// A fighting maneuver instead of a blow (coc7 K8).
    #[serde(default)]
    pub maneuver: Option<Maneuver>,
}

/// A choice open to the target of the pending attack, with its exact odds.
#[derive(Debug, Clone, Serialize)]
pub struct Choice {
    /// The response.
    pub response: Response,
    /// The chance the attacker wins (hits), exactly: `numerator/denominator`.
    pub attacker: Option<String>,
    /// The chance the defender wins (none for a firearm), exactly.
    pub defender: Option<String>,
}

/// A fight as a member sees it: the fight, what each of the member's fighters can
/// attack with, and the choices of the pending attack when it is theirs to answer.
#[derive(Debug, Clone, Serialize)]
pub struct FightView {
    /// The fight.
    pub fight: Fight,
    /// The attacks of the fighters the member plays, by character.
    pub attacks: Map<String, Value>,
    /// The pending attack's choices, when the member answers for its target.
    pub choices: Vec<Choice>,
}

impl Fight {
    /// The fighter whose turn it is.
    pub fn current(&self) -> Option<&Fighter> {
        self.fighters.get(self.turn)
    }

    fn index(&self, character: &str) -> Option<usize> {
        self.fighters.iter().position(|f| f.character == character)
    }
}

fn no_fight() -> TableError {
    TableError::not_found("fight", "")
}

fn stale() -> TableError {
    TableError::bad_field("fight", Message::new("table-fight-changed"))
}

fn one_fight() -> TableError {
    TableError::bad_field("fight", Message::new("table-fight-already"))
}

/// Who may act for `c`: its player, or the Keeper (for anyone).
fn plays(member: &Member, c: &Fighter, owner: &str) -> bool {
    member.is_keeper() || (!c.npc && owner == member.id)
}

/// What a fighter brings to an exchange: one blow's numbers.
#[derive(Debug, Clone, PartialEq)]
struct Blow {
    value: i64,
    weapon: String,
    db: String,
    impaling: bool,
    firearm: bool,
}

/// The numbers the rules need from a character's sheet or stat block.
struct Combatant<'a>(&'a Character);

impl Combatant<'_> {
    fn derived(&self) -> &Derived {
        &self.0.derived
    }

    fn dex(&self) -> i64 {
        self.derived().characteristic("DEX").unwrap_or(0)
    }

    fn db(&self) -> String {
        match self.derived() {
            Derived::Coc7(s) => s.db.clone(),
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => b.db.clone().unwrap_or_else(|| "0".into()),
                _ => "0".into(),
            },
            _ => "0".into(),
        }
    }

    fn attacks_per_round(&self) -> u32 {
        match self.derived() {
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => b.attacks_per_round.max(1),
                _ => 1,
            },
            _ => 1,
        }
    }

    /// The names it can attack with: an NPC's attacks, an investigator's K4 weapons.
    fn attacks(&self) -> Vec<String> {
        match self.derived() {
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => b.attacks.iter().map(|a| a.name.clone()).collect(),
                _ => Vec::new(),
            },
            Derived::Coc7(_) => weapons().iter().map(|w| w.name.clone()).collect(),
            _ => Vec::new(),
        }
    }

    /// The blow of its attack `with`: an NPC's attack by name (its `DB` token its damage
    /// bonus), or a K4 weapon at the value of the weapon's skill on the sheet.
    fn blow(&self, with: &str) -> Option<Blow> {
        if let Derived::Npc(b) = self.derived()
            && let NpcBlock::Coc7(block) = b.as_ref()
        {
            let a = block
                .attacks
                .iter()
                .find(|a| a.name.eq_ignore_ascii_case(with.trim()))?;
            let (dice, with_db) = strip_db(&a.damage);
            // An attack named as a K4 weapon ("Handgun") is that weapon: it impales or
            // fires as the weapon does.
            let named = weapon(&a.name);
            return Some(Blow {
                value: i64::from(a.value),
                weapon: dice,
                db: if with_db { self.db() } else { "0".into() },
                impaling: named.is_some_and(|w| w.impaling),
                firearm: named.is_some_and(|w| w.firearm),
            });
        }
        let w = weapon(with)?;
        Some(Blow {
            value: self.derived().value(&w.skill).unwrap_or(0),
            weapon: w.name.clone(),
            db: if w.adds_db { self.db() } else { "0".into() },
            impaling: w.impaling,
            firearm: w.firearm,
        })
    }

    fn dodge(&self) -> i64 {
        self.derived()
            .value("Dodge")
            .unwrap_or_else(|| self.dex() / 2)
    }

    /// Fighting back: an NPC with its first attack, an investigator unarmed with Brawl.
    fn fight_back(&self) -> Blow {
        if let Derived::Npc(b) = self.derived()
            && let NpcBlock::Coc7(block) = b.as_ref()
            && let Some(a) = block.attacks.first()
            && let Some(blow) = self.blow(&a.name)
        {
            return blow;
        }
        self.blow("unarmed").unwrap_or(Blow {
            value: 0,
            weapon: "unarmed".into(),
            db: self.db(),
            impaling: false,
            firearm: false,
        })
    }

    /// A maneuver's skill (K8): Fighting (Brawl), or an NPC's first attack.
    fn brawl(&self) -> i64 {
        self.fight_back().value
    }

    fn build(&self) -> i64 {
        match self.derived() {
            Derived::Coc7(s) => i64::from(s.build),
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => i64::from(b.build.unwrap_or(0)),
                _ => 0,
            },
            _ => 0,
        }
    }

    fn con(&self) -> i64 {
        self.derived().characteristic("CON").unwrap_or(0)
    }

    /// Armour points (an NPC's block), taken off each hit.
    fn armor(&self) -> u32 {
        match self.derived() {
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => b.armor,
                _ => 0,
            },
            _ => 0,
        }
    }

    /// The wound state as the `damage` action reads it (H1–H5).
    fn health(&self) -> Option<Map<String, Value>> {
        let v = match self.derived() {
            Derived::Coc7(s) => json!({
                "hp": s.hp, "max_hp": s.max_hp, "major_wound": s.major_wound,
                "unconscious": s.unconscious, "dying": s.dying,
                "needs_medicine": s.needs_medicine, "dead": s.dead,
            }),
            Derived::Npc(b) => match b.as_ref() {
                NpcBlock::Coc7(b) => match (b.health, b.hp) {
                    (Some(h), _) => json!({
                        "hp": h.hp, "max_hp": h.max_hp, "major_wound": h.major_wound,
                        "unconscious": h.unconscious, "dying": h.dying,
                        "needs_medicine": h.needs_medicine, "dead": h.dead,
                    }),
                    (None, Some(hp)) => json!({"hp": hp, "max_hp": hp}),
                    (None, None) => return None,
                },
                _ => return None,
            },
            _ => return None,
        };
        match v {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }

    /// Out of the fight: dead or unconscious (H2, H4, H5).
    fn down(&self) -> bool {
        self.health().is_some_and(|h| {
            h.get("dead") == Some(&Value::Bool(true))
                || h.get("unconscious") == Some(&Value::Bool(true))
        })
    }
}

/// The weapons of K4, as the rules' `weapons` action lists them.
fn weapons() -> &'static [WeaponEntry] {
    static WEAPONS: OnceLock<Vec<WeaponEntry>> = OnceLock::new();
    WEAPONS.get_or_init(|| {
        match keeper_resolve::answer(&json!({"system": "coc7", "action": "weapons"}))
            .map(|a| a.outcome)
        {
            Ok(Outcome::Coc7(Coc7Outcome::Weapons(w))) => w.weapons,
            _ => Vec::new(),
        }
    })
}

/// The K4 weapon called `name` (`small_knife`; spaces, hyphens and case as a player
/// writes them).
fn weapon(name: &str) -> Option<&'static WeaponEntry> {
    let key = name.trim().to_ascii_lowercase().replace([' ', '-'], "_");
    weapons().iter().find(|w| w.name == key)
}

/// `1D6+DB` → (`1D6`, true); `2D6+4` → (`2D6+4`, false). The token `DB` (any case) is
/// the wielder's damage bonus.
fn strip_db(damage: &str) -> (String, bool) {
    let compact: String = damage.chars().filter(|c| !c.is_whitespace()).collect();
    let upper = compact.to_ascii_uppercase();
    for token in ["+DB", "+½DB", "+1/2DB"] {
        if let Some(at) = upper.find(token) {
            let mut rest = upper.clone();
            rest.replace_range(at..at + token.len(), "");
            let rest = if rest.is_empty() { "0".into() } else { rest };
            return (rest, true);
        }
    }
    (upper, false)
}

/// The messages of the tracker's refusals.
fn refuse(id: &'static str) -> TableError {
    TableError::bad_field("fight", Message::new(id))
}

impl Table {
    /// The game's fight going on, as stored.
    async fn current_fight(&self, game: &str) -> Result<Option<Fight>, TableError> {
        let row = sqlx::query(
            "SELECT state, version, started_seq FROM fights WHERE game_id = $1 AND ended_seq IS NULL",
        )
        .bind(game)
        .fetch_optional(self.pool())
        .await?;
        let Some(row) = row else { return Ok(None) };
        let mut fight: Fight = serde_json::from_str(&row.try_get::<String, _>("state")?)
            .map_err(|e| TableError::Store(sqlx::Error::Decode(Box::new(e))))?;
        fight.version = row.try_get("version")?;
        fight.started_seq = row.try_get("started_seq")?;
        Ok(Some(fight))
    }

    /// Every character of the fight (and `more`) as the Keeper sees it: the numbers the
    /// rules need, whoever asks. Nothing of it leaves the table but what a fight entry
    /// or [`FightView`] shows.
    async fn combatants(
        &self,
        member: &Member,
        ids: &[&str],
    ) -> Result<Vec<Character>, TableError> {
        let keeper = Member {
            role: Role::Keeper,
            ..member.clone()
        };
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(self.character(&keeper, id).await?);
        }
        Ok(out)
    }

    /// The fight going on, as `member` sees it; `None` when there is none.
    pub async fn fight(&self, member: &Member) -> Result<Option<FightView>, TableError> {
        let Some(mut fight) = self.current_fight(&member.game).await? else {
            return Ok(None);
        };
        let ids: Vec<&str> = fight
            .fighters
            .iter()
            .map(|f| f.character.as_str())
            .collect();
        let chars = self.combatants(member, &ids).await?;
        for (f, c) in fight.fighters.iter_mut().zip(&chars) {
            f.down = Combatant(c).down();
        }
        let mut attacks = Map::new();
        for (f, c) in fight.fighters.iter().zip(&chars) {
            if plays(member, f, &c.owner) {
                attacks.insert(f.character.clone(), json!(Combatant(c).attacks()));
            }
        }
        let mut choices = Vec::new();
        if let Some(p) = &fight.pending
            && let (Some(a), Some(t)) = (fight.index(&p.attacker), fight.index(&p.target))
            && plays(member, &fight.fighters[t], &chars[t].owner)
        {
            let rules = self.rules(&member.game).await?;
            for r in Response::open_to(p.firearm) {
                let request = exchange_request(&fight, p, *r, &chars[a], &chars[t], true)?;
                let (attacker, defender) = odds_of(&rules.system, &request);
                choices.push(Choice {
                    response: *r,
                    attacker,
                    defender,
                });
            }
        }
        if !member.is_keeper() {
            // An NPC's DEX and attacks per round are its stat block's: the Keeper's.
            for f in fight.fighters.iter_mut().filter(|f| f.npc) {
                f.initiative = 0;
                f.attacks_per_round = 0;
            }
        }
        Ok(Some(FightView {
            fight,
            attacks,
            choices,
        }))
    }

    /// The Keeper starts a fight with `joining` in the rules' order (7th edition: DEX,
    /// +50 for a readied firearm, ties by the higher combat skill then a roll, K2;
    /// classic: DEX; Chthonian: as the Narrator lists them). NPCs in it are shown.
    pub async fn start_fight(
        &self,
        member: &Member,
        joining: Vec<Joining>,
    ) -> Result<Entry, TableError> {
        if !member.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-fight-keeper-only",
            )));
        }
        let rules = self.rules(&member.game).await?;
        // Refused before a group's copies are made.
        if self.current_fight(&member.game).await?.is_some() {
            return Err(one_fight());
        }
        let fighters = self.fighters_of(member, &joining, &[]).await?;
        if fighters.is_empty() {
            return Err(TableError::bad_field(
                "fighters",
                Message::new("table-fight-no-fighters"),
            ));
        }
        let system = rules.system.clone();
        let (actor, game_id) = (member.id.clone(), member.game.clone());
        let id = random_hex(8);
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    // An NPC's DEX is the Keeper's: the roll of the order is then blind,
                    // in the Keeper's entry before the public one.
                    let secret = fighters.iter().any(|f| f.npc);
                    let (fighters, step) = ordered(state, &system, fighters.clone(), secret)?;
                    // The first to act is the first still up.
                    let turn = fighters.iter().position(|f| !f.down).unwrap_or(0);
                    let fight = Fight {
                        id: id.clone(),
                        round: 1,
                        turn,
                        fighters,
                        pending: None,
                        started_seq: 0,
                        version: 1,
                    };
                    let mut body = json!({
                        "fight": id, "event": "started", "order": order_of(&fight),
                    });
                    let entry = |visibility, body: Value| NewEntry {
                        kind: EntryKind::Fight,
                        visibility,
                        actor: actor.clone(),
                        body: body.into(),
                    };
                    let entries = match (&step, secret) {
                        (Some(step), true) => vec![
                            entry(
                                Visibility::Keeper,
                                json!({"fight": id, "event": "order_rolls", "source": source_name(false, true), "steps": [step.to_value()], "nonce": random_hex(16)}),
                            ),
                            entry(Visibility::Public, body),
                        ],
                        (Some(step), false) => {
                            body["source"] = json!(source_name(false, false));
                            body["steps"] = json!([step.to_value()]);
                            vec![entry(Visibility::Public, body)]
                        }
                        (None, _) => vec![entry(Visibility::Public, body)],
                    };
                    let public = entries.len() - 1;
                    let writes: Vec<Write> = fight
                        .fighters
                        .iter()
                        .filter(|f| f.npc)
                        .map(|f| {
                            let mut w = show_write(&f.character);
                            w.args[0] = Arg::Seq(public);
                            w
                        })
                        .collect();
                    Ok(Plan {
                        entries,
                        writes,
                        guard: Some(Guard {
                            write: Write {
                                sql: "INSERT INTO fights (game_id, id, state, version, started_seq) \
                                      SELECT $1, $2, $3, 1, $4 WHERE NOT EXISTS \
                                      (SELECT 1 FROM fights WHERE game_id = $1 AND ended_seq IS NULL)",
                                args: vec![text(&game_id), text(&id), Arg::Text(state_text(&fight)), Arg::Seq(public)],
                            },
                            refusal: one_fight,
                        }),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(last_entry(committed))
    }

    /// The fighters `joining` describes, checked: each a character of the game, none
    /// twice, none already in.
    async fn fighters_of(
        &self,
        member: &Member,
        joining: &[Joining],
        already: &[Fighter],
    ) -> Result<Vec<Fighter>, TableError> {
        let total: usize = joining.iter().map(|j| j.count.unwrap_or(1) as usize).sum();
        if total + already.len() > MAX_FIGHTERS {
            return Err(TableError::bad_field(
                "fighters",
                Message::new("table-fight-too-many").int("max", MAX_FIGHTERS as i64),
            ));
        }
        let mut out: Vec<Fighter> = Vec::new();
        for (i, j) in joining.iter().enumerate() {
            let field = format!("fighters[{i}].character");
            crate::checks::no_nul("fighters", &j.character)?;
            if already
                .iter()
                .chain(&out)
                .any(|f| f.character == j.character)
            {
                return Err(TableError::bad_field(
                    field,
                    Message::new("table-fight-in-already"),
                ));
            }
            let c = self
                .character(member, &j.character)
                .await
                .map_err(|e| match e {
                    TableError::NotFound { .. } => TableError::bad_field(
                        field.clone(),
                        Message::new("table-not-found-character").text("id", j.character.clone()),
                    ),
                    e => e,
                })?;
            if c.derived.is_invalid() {
                return Err(TableError::bad_field(
                    field,
                    Message::new("table-fight-unreadable").text("name", c.name.clone()),
                ));
            }
            let count = j.count.unwrap_or(1);
            if !(1..=MAX_GROUP).contains(&count) || (count > 1 && c.kind != CharacterKind::Npc) {
                return Err(TableError::bad_field(
                    format!("fighters[{i}].count"),
                    Message::new("table-fight-count").int("max", i64::from(MAX_GROUP)),
                ));
            }
            out.push(fighter(&c, j.firearm));
            // A group of identical creatures: each copy an NPC of its own, its wounds
            // its own.
            let block = c.sheet["statblock"].as_str().unwrap_or_default().to_owned();
            for k in 2..=count {
                let copy = renamed(&block, &format!("{} {k}", c.name));
                let made = self.create_npc(member, &copy).await?;
                out.push(fighter(&made, j.firearm));
            }
        }
        Ok(out)
    }

    /// The Keeper adds fighters to the fight going on, each in its place by the order's
    /// rule (after those with the same initiative).
    pub async fn join_fight(
        &self,
        member: &Member,
        joining: Vec<Joining>,
    ) -> Result<Entry, TableError> {
        if !member.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-fight-keeper-only",
            )));
        }
        let mut fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let rules = self.rules(&member.game).await?;
        let new = self.fighters_of(member, &joining, &fight.fighters).await?;
        if new.is_empty() {
            return Err(TableError::bad_field(
                "fighters",
                Message::new("table-fight-no-fighters"),
            ));
        }
        let current = fight.current().map(|f| f.character.clone());
        let names: Vec<String> = new.iter().map(|f| f.character.clone()).collect();
        for f in new {
            let at = match rules.system.as_str() {
                "chthonian" => fight.fighters.len(),
                _ => fight
                    .fighters
                    .iter()
                    .position(|g| g.initiative < f.initiative)
                    .unwrap_or(fight.fighters.len()),
            };
            fight.fighters.insert(at, f);
        }
        if let Some(c) = current {
            fight.turn = fight.index(&c).unwrap_or(0);
        }
        let npcs: Vec<String> = fight
            .fighters
            .iter()
            .filter(|f| f.npc && names.contains(&f.character))
            .map(|f| f.character.clone())
            .collect();
        let body = json!({
            "fight": fight.id, "event": "joined", "fighters": names, "order": order_of(&fight),
        });
        self.change_fight(
            member,
            fight,
            body,
            npcs.iter().map(|c| show_write(c)).collect(),
        )
        .await
    }

    /// Writes `fight` with one public entry `body`, if the fight is still as read.
    async fn change_fight(
        &self,
        member: &Member,
        fight: Fight,
        body: Value,
        writes: Vec<Write>,
    ) -> Result<Entry, TableError> {
        let actor = member.id.clone();
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: EntryKind::Fight,
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: body.clone().into(),
                        }],
                        writes: writes.clone(),
                        guard: Some(version_guard(&state.id, &fight)),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }

    /// The fighter whose turn it is attacks (its player, or the Keeper for anyone): the
    /// attack waits for its target to choose how to meet it.
    pub async fn attack(&self, member: &Member, order: AttackOrder) -> Result<Entry, TableError> {
        let mut fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let rules = self.rules(&member.game).await?;
        if rules.system != "coc7" {
            return Err(refuse("table-fight-exchange-system"));
        }
        if fight.pending.is_some() {
            return Err(refuse("table-fight-pending"));
        }
        let me = fight.current().cloned().ok_or_else(no_fight)?;
        let target = fight
            .index(&order.target)
            .ok_or_else(|| TableError::bad_field("target", Message::new("table-fight-not-in")))?;
        if order.target == me.character {
            return Err(TableError::bad_field(
                "target",
                Message::new("table-fight-self"),
            ));
        }
        let chars = self
            .combatants(member, &[&me.character, &order.target])
            .await?;
        if !plays(member, &me, &chars[0].owner) {
            return Err(TableError::Forbidden(Message::new(
                "table-fight-not-your-turn",
            )));
        }
        if me.lost_attack {
            return Err(refuse("table-fight-lost-attack"));
        }
        if me.attacks_made >= me.attacks_per_round {
            return Err(refuse("table-fight-no-attacks-left"));
        }
        if Combatant(&chars[0]).down() {
            return Err(refuse("table-fight-attacker-down"));
        }
        if Combatant(&chars[1])
            .health()
            .is_some_and(|h| h.get("dead") == Some(&Value::Bool(true)))
        {
            return Err(TableError::bad_field(
                "target",
                Message::new("table-fight-target-dead"),
            ));
        }
        let firearm = match order.maneuver {
            Some(m) => {
                // K8: a target 3 or more Build larger cannot be maneuvered.
                if Combatant(&chars[1]).build() - Combatant(&chars[0]).build() >= 3 {
                    return Err(TableError::bad_field(
                        "maneuver",
                        Message::new("table-fight-maneuver-build").text("maneuver", m.as_str()),
                    ));
                }
                false
            }
            None => {
                let blow = Combatant(&chars[0]).blow(&order.with).ok_or_else(|| {
                    TableError::bad_field(
                        "with",
                        Message::new("table-fight-no-weapon")
                            .text("with", order.with.clone())
                            .text("list", Combatant(&chars[0]).attacks().join(", ")),
                    )
                })?;
                blow.firearm
            }
        };
        let shots = order.shots.unwrap_or(1);
        if !(1..=3).contains(&shots) || (shots > 1 && !firearm) {
            return Err(TableError::bad_field(
                "shots",
                Message::new("coc7-expected-shots"),
            ));
        }
        if let Some(r) = &order.range
            && !["base", "long", "very_long"].contains(&r.as_str())
        {
            return Err(TableError::bad_field(
                "range",
                Message::new("coc7-expected-range"),
            ));
        }
        let attack = Attack {
            attacker: me.character.clone(),
            target: order.target.clone(),
            with: order.with.trim().to_owned(),
            shots,
            range: order.range.clone(),
            point_blank: order.point_blank,
            firearm,
            maneuver: order.maneuver,
        };
        fight.pending = Some(attack.clone());
        let body = json!({
            "fight": fight.id, "event": "attack", "attacker": attack.attacker,
            "target": attack.target, "with": attack.with, "firearm": attack.firearm,
            "maneuver": attack.maneuver.map(Maneuver::as_str),
            "attacker_name": me.name, "target_name": fight.fighters[target].name,
        });
        self.change_fight(member, fight, body, Vec::new()).await
    }

    /// The target of the pending attack meets it (its player, or the Keeper for an NPC):
    /// the server rolls both sides, the rules judge the exchange, and the damage (with
    /// the damage bonus, extreme and impale rules and armour) goes onto the loser's sheet
    /// with its major wound, CON roll, unconsciousness and death (H1–H5). One entry holds
    /// it all.
    pub async fn defend(&self, member: &Member, response: Response) -> Result<Entry, TableError> {
        let mut fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let pending = fight
            .pending
            .clone()
            .ok_or_else(|| refuse("table-fight-no-attack"))?;
        let (a, t) = match (fight.index(&pending.attacker), fight.index(&pending.target)) {
            (Some(a), Some(t)) => (a, t),
            _ => return Err(refuse("table-fight-no-attack")),
        };
        let chars = self
            .combatants(member, &[&pending.attacker, &pending.target])
            .await?;
        if !plays(member, &fight.fighters[t], &chars[1].owner) {
            return Err(TableError::Forbidden(Message::new(
                "table-fight-not-your-target",
            )));
        }
        if !Response::open_to(pending.firearm).contains(&response) {
            return Err(TableError::bad_field(
                "response",
                Message::new("table-fight-response").text(
                    "list",
                    Response::open_to(pending.firearm)
                        .iter()
                        .map(|r| r.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            ));
        }
        let rules = self.rules(&member.game).await?;
        let request = exchange_request(&fight, &pending, response, &chars[0], &chars[1], false)?;
        // Who takes a hit and what the damage action needs for it, prepared for both.
        let side = |c: &Character| {
            let who = Combatant(c);
            (
                c.id.clone(),
                who.health(),
                who.con(),
                who.armor(),
                c.kind == CharacterKind::Npc,
            )
        };
        let sides = [side(&chars[0]), side(&chars[1])];
        let secret = sides.iter().any(|s| s.4);
        let lang = rules.language.clone();
        fight.pending = None;
        fight.fighters[a].attacks_made += 1;
        match response {
            Response::Dodge | Response::FightBack => fight.fighters[t].defended += 1,
            Response::Dive => fight.fighters[t].lost_attack = true,
            Response::None => {}
        }
        let actor = member.id.clone();
        let names = (
            fight.fighters[a].name.clone(),
            fight.fighters[t].name.clone(),
        );
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let step = typed_step(state, std::slice::from_ref(&request), None, secret)?;
                    let (loser, amount, rolls) = judged(&step);
                    let mut steps = vec![step.to_value()];
                    let mut body = json!({
                        "fight": fight.id, "event": "exchange", "attacker": pending.attacker,
                        "target": pending.target, "with": pending.with,
                        "response": response.as_str(),
                        "attacker_name": names.0, "target_name": names.1,
                    });
                    // K8: a maneuver that works holds its target, or frees its holder's
                    // prisoner.
                    let mut fight = fight.clone();
                    if let Some(m) = pending.maneuver {
                        let worked = rolls["success"] == Value::Bool(true);
                        body["maneuver"] = json!(m.as_str());
                        body["success"] = json!(worked);
                        if worked {
                            if fight.fighters[a].held_by.as_deref() == Some(pending.target.as_str()) {
                                fight.fighters[a].held_by = None;
                            }
                            if m == Maneuver::Hold {
                                fight.fighters[t].held_by = Some(pending.attacker.clone());
                            }
                        }
                    }
                    let mut events = (String::new(), Vec::new());
                    if let Some(i) = loser
                        && amount > 0
                    {
                        let (who, health, con, armor, _) = &sides[i];
                        let taken = amount.saturating_sub(*armor);
                        let name = if i == 0 { &names.0 } else { &names.1 };
                        body["hit"] = json!({"character": who, "name": name, "damage": amount, "armor": armor, "taken": taken});
                        if let (Some(health), true) = (health, taken > 0) {
                            let mut d = health.clone();
                            d.insert("system".into(), json!("coc7"));
                            d.insert("action".into(), json!("damage"));
                            d.insert("amount".into(), json!(taken));
                            d.insert("con".into(), json!(con));
                            d.insert("lang".into(), json!(lang));
                            // An NPC's wounds are the Keeper's: its hit is rolled blind.
                            let hit = typed_step(state, &[Value::Object(d)], None, secret)?;
                            if let Outcome::Coc7(Coc7Outcome::Damage(r)) = &hit.answer.outcome {
                                let list: Vec<Value> = r
                                    .events
                                    .iter()
                                    .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
                                    .collect();
                                body["events"] = json!(list);
                                body["character"] = json!(who);
                                events = (who.clone(), list);
                            }
                            steps.push(hit.to_value());
                        }
                    }
                    body["source"] = json!(source_name(false, secret));
                    body["steps"] = json!(steps);
                    let entry = |visibility, body: Value| NewEntry {
                        kind: EntryKind::Fight,
                        visibility,
                        actor: actor.clone(),
                        body: body.into(),
                    };
                    let (entries, writes) = if secret {
                        // With an NPC in it, the rolls (its skill, its wounds) are the
                        // Keeper's entry; everyone reads what happened in the next one:
                        // the dice, the levels, the damage dealt, an investigator's wounds.
                        let npc_hurt = loser.is_some_and(|i| sides[i].4);
                        let mut open = json!({
                            "fight": fight.id, "event": "exchange", "attacker": pending.attacker,
                            "target": pending.target, "with": pending.with,
                            "response": response.as_str(),
                            "attacker_name": names.0, "target_name": names.1, "rolls": rolls,
                        });
                        for key in ["maneuver", "success"] {
                            if let Some(v) = body.get(key) {
                                open[key] = v.clone();
                            }
                        }
                        if let Some(hit) = body.get("hit") {
                            open["hit"] = if npc_hurt {
                                json!({"character": hit["character"], "name": hit["name"], "damage": hit["damage"]})
                            } else {
                                hit.clone()
                            };
                        }
                        if !npc_hurt && let Some(ev) = body.get("events") {
                            open["events"] = ev.clone();
                            open["character"] = body["character"].clone();
                        }
                        body["event"] = json!("exchange_rolls");
                        body["nonce"] = json!(random_hex(16));
                        let at = if npc_hurt { 0 } else { 1 };
                        (
                            vec![entry(Visibility::Keeper, body), entry(Visibility::Public, open)],
                            event_writes_at(&events.0, &events.1, at),
                        )
                    } else {
                        (vec![entry(Visibility::Public, body)], event_writes_at(&events.0, &events.1, 0))
                    };
                    Ok(Plan {
                        entries,
                        writes,
                        guard: Some(version_guard(&state.id, &fight)),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(last_entry(committed))
    }

    /// Ends the turn (its fighter's player, or the Keeper): the next fighter still up
    /// acts; after the last, a new round begins and the once-per-round counts start
    /// again (K9). An attack waiting for its answer keeps the turn.
    pub async fn next_turn(&self, member: &Member) -> Result<Entry, TableError> {
        let mut fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let me = fight.current().cloned().ok_or_else(no_fight)?;
        let owner = self
            .combatants(member, &[&me.character])
            .await?
            .remove(0)
            .owner;
        if !plays(member, &me, &owner) {
            return Err(TableError::Forbidden(Message::new(
                "table-fight-not-your-turn",
            )));
        }
        if fight.pending.is_some() {
            return Err(refuse("table-fight-pending"));
        }
        // A lost attack is lost once it was this fighter's turn (K7).
        if me.attacks_made > 0 || me.lost_attack {
            fight.fighters[fight.turn].lost_attack = false;
        }
        fight.fighters[fight.turn].attacks_made = 0;
        let ids: Vec<&str> = fight
            .fighters
            .iter()
            .map(|f| f.character.as_str())
            .collect();
        let chars = self.combatants(member, &ids).await?;
        let down: Vec<bool> = chars.iter().map(|c| Combatant(c).down()).collect();
        // H4: the dying make a CON roll at the end of every round, or die; what the
        // `heal` action needs for it, prepared for each.
        let dying: Vec<(String, String, Value, bool)> = fight
            .fighters
            .iter()
            .zip(&chars)
            .filter_map(|(f, c)| {
                let who = Combatant(c);
                let mut h = who.health()?;
                let on = |k: &str| h.get(k) == Some(&Value::Bool(true));
                if !on("dying") || on("dead") || on("needs_medicine") {
                    return None;
                }
                h.insert("system".into(), json!("coc7"));
                h.insert("action".into(), json!("heal"));
                h.insert("treatment".into(), json!("dying_round"));
                h.insert("con".into(), json!(who.con()));
                Some((f.character.clone(), f.name.clone(), Value::Object(h), f.npc))
            })
            .collect();
        // A holder out of the fight holds nobody (K8).
        let gone: Vec<String> = fight
            .fighters
            .iter()
            .zip(&down)
            .filter(|(_, d)| **d)
            .map(|(f, _)| f.character.clone())
            .collect();
        for f in &mut fight.fighters {
            if f.held_by.as_ref().is_some_and(|h| gone.contains(h)) {
                f.held_by = None;
            }
        }
        let n = fight.fighters.len();
        let before = fight.round;
        let mut next = fight.turn;
        for _ in 0..n {
            next += 1;
            if next >= n {
                next = 0;
                fight.round += 1;
                for f in &mut fight.fighters {
                    f.defended = 0;
                }
            }
            if !down[next] {
                break;
            }
        }
        let new_round = fight.round > before;
        fight.turn = next;
        let body = json!({
            "fight": fight.id, "event": "turn", "round": fight.round,
            "character": fight.fighters[next].character, "name": fight.fighters[next].name,
        });
        if !new_round || dying.is_empty() {
            return self.change_fight(member, fight, body, Vec::new()).await;
        }
        let actor = member.id.clone();
        let lang = self.rules(&member.game).await?.language.clone();
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    // An NPC's roll is the Keeper's (its CON, its wounds): blind, in a
                    // Keeper entry before the public one.
                    let mut open = body.clone();
                    let mut secret = json!({"fight": body["fight"], "event": "dying_rolls", "source": source_name(false, true), "nonce": random_hex(16)});
                    let (mut open_steps, mut secret_steps) = (Vec::new(), Vec::new());
                    let (mut open_dying, mut secret_dying) = (Vec::new(), Vec::new());
                    let mut events = Vec::new();
                    for (id, name, request, npc) in &dying {
                        let mut request = request.clone();
                        request["lang"] = json!(lang);
                        let step = typed_step(state, std::slice::from_ref(&request), None, *npc)?;
                        let list: Vec<Value> = match &step.answer.outcome {
                            Outcome::Coc7(Coc7Outcome::Heal(r)) => r
                                .events
                                .iter()
                                .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
                                .collect(),
                            _ => Vec::new(),
                        };
                        let line = json!({"character": id, "name": name, "events": list});
                        if *npc {
                            secret_steps.push(step.to_value());
                            secret_dying.push(line);
                        } else {
                            open_steps.push(step.to_value());
                            open_dying.push(line);
                        }
                        events.push((id.clone(), list, *npc));
                    }
                    if !open_steps.is_empty() {
                        open["source"] = json!(source_name(false, false));
                        open["steps"] = json!(open_steps);
                        open["dying"] = json!(open_dying);
                    }
                    let entry = |visibility, body: Value| NewEntry {
                        kind: EntryKind::Fight,
                        visibility,
                        actor: actor.clone(),
                        body: body.into(),
                    };
                    let mut entries = Vec::new();
                    if !secret_steps.is_empty() {
                        secret["steps"] = json!(secret_steps);
                        secret["dying"] = json!(secret_dying);
                        entries.push(entry(Visibility::Keeper, secret));
                    }
                    let public = entries.len();
                    entries.push(entry(Visibility::Public, open));
                    let writes = events
                        .iter()
                        .flat_map(|(id, list, npc)| event_writes_at(id, list, if *npc { 0 } else { public }))
                        .collect();
                    Ok(Plan {
                        entries,
                        writes,
                        guard: Some(version_guard(&state.id, &fight)),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(last_entry(committed))
    }

    /// The Keeper ends the fight.
    pub async fn end_fight(&self, member: &Member) -> Result<Entry, TableError> {
        if !member.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-fight-keeper-only",
            )));
        }
        let fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let (actor, id, version, rounds) = (
            member.id.clone(),
            fight.id.clone(),
            fight.version,
            fight.round,
        );
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: EntryKind::Fight,
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: json!({"fight": id, "event": "ended", "rounds": rounds}).into(),
                        }],
                        guard: Some(Guard {
                            write: Write {
                                sql: "UPDATE fights SET ended_seq = $1, version = version + 1 \
                                      WHERE game_id = $2 AND id = $3 AND version = $4 AND ended_seq IS NULL",
                                args: vec![Arg::Seq(0), text(&state.id), text(&id), Arg::Int(version)],
                            },
                            refusal: stale,
                        }),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }
}

/// A character as it joins a fight.
fn fighter(c: &Character, firearm: bool) -> Fighter {
    let who = Combatant(c);
    Fighter {
        character: c.id.clone(),
        name: c.name.clone(),
        npc: c.kind == CharacterKind::Npc,
        initiative: who.dex() + if firearm { 50 } else { 0 },
        firearm,
        defended: 0,
        attacks_made: 0,
        attacks_per_round: who.attacks_per_round(),
        lost_attack: false,
        held_by: None,
        down: who.down(),
    }
}

/// A stat block with `name` on its first line, where a block names its creature.
fn renamed(block: &str, name: &str) -> String {
    match block.split_once('\n') {
        Some((_, rest)) => format!("{name}\n{rest}"),
        None => name.to_owned(),
    }
}

/// The public entry of a plan that may put a Keeper's entry of rolls before it.
fn last_entry(committed: crate::store::Committed) -> Entry {
    committed
        .entries
        .into_iter()
        .last()
        .expect("an entry planned")
}

/// What the rules judged in an exchange's roll: the side that takes the damage (0 the
/// attacker, 1 the target), how much, and each roll's dice and level for everyone.
fn judged(step: &Step) -> (Option<usize>, u32, Value) {
    let roll =
        |r: &keeper_resolve::results::coc7::Roll| json!({"total": r.total, "level": r.level});
    match &step.answer.outcome {
        Outcome::Coc7(Coc7Outcome::Melee(m)) => {
            let loser = match m.winner {
                MeleeWinner::Attacker => Some(1),
                MeleeWinner::Defender => Some(0),
                MeleeWinner::None => None,
            };
            let rolls = json!({"attacker": roll(&m.attacker), "defender": roll(&m.defender), "winner": m.winner, "extreme": m.extreme});
            (loser, m.damage, rolls)
        }
        Outcome::Coc7(Coc7Outcome::Maneuver(m)) => {
            // A maneuver deals no damage; a defender who fights back and wins does.
            let loser = (m.winner == MeleeWinner::Defender).then_some(0);
            let rolls = json!({"attacker": roll(&m.attacker), "defender": roll(&m.defender), "winner": m.winner, "success": m.success, "build_penalty": m.build_penalty});
            (loser, m.damage, rolls)
        }
        Outcome::Coc7(Coc7Outcome::Firearms(f)) => {
            let shots: Vec<Value> = f.shots.iter().map(|s| roll(&s.roll)).collect();
            let mut rolls = json!({"shots": shots});
            if let Some(d) = &f.dive {
                rolls["dive"] = roll(d);
            }
            (Some(1), f.damage, rolls)
        }
        _ => (None, 0, Value::Null),
    }
}

/// [`event_writes`] for the plan's entry at `at`: whose visibility the events take.
fn event_writes_at(character: &str, events: &[Value], at: usize) -> Vec<Write> {
    let mut writes = event_writes(character, events);
    for w in &mut writes {
        for a in &mut w.args {
            if let Arg::Seq(i) = a {
                *i = at;
            }
        }
    }
    writes
}

/// The order's list for an entry: each fighter's character, name and initiative.
fn order_of(fight: &Fight) -> Value {
    Value::Array(
        fight
            .fighters
            .iter()
            .map(|f| match f.npc {
                // An NPC's initiative is its DEX: the Keeper's.
                true => json!({"character": f.character, "name": f.name}),
                false => {
                    json!({"character": f.character, "name": f.name, "initiative": f.initiative})
                }
            })
            .collect(),
    )
}

fn state_text(fight: &Fight) -> String {
    serde_json::to_string(fight).unwrap_or_else(|_| "{}".into())
}

/// The write that stores `fight` as its next version; it changes no row (and the plan
/// fails) when someone else changed the fight since it was read.
fn version_guard(game: &str, fight: &Fight) -> Guard {
    Guard {
        write: Write {
            sql: "UPDATE fights SET state = $1, version = version + 1 \
                  WHERE game_id = $2 AND id = $3 AND version = $4 AND ended_seq IS NULL",
            args: vec![
                Arg::Text(state_text(fight)),
                text(game),
                text(&fight.id),
                Arg::Int(fight.version),
            ],
        },
        refusal: stale,
    }
}

/// `fighters` in the order of `system`'s rules, with the roll that broke ties when one
/// was needed (7th edition's `initiative` action: DEX, then combat skill, then a roll).
fn ordered(
    state: &mut crate::store::GameState,
    system: &str,
    mut fighters: Vec<Fighter>,
    hidden: bool,
) -> Result<(Vec<Fighter>, Option<Step>), TableError> {
    match system {
        "coc7" => {
            let combatants: Vec<Value> = fighters
                .iter()
                .map(|f| json!({"name": f.name, "dex": f.initiative - if f.firearm { 50 } else { 0 }, "firearm": f.firearm}))
                .collect();
            let request =
                json!({"system": "coc7", "action": "initiative", "combatants": combatants});
            let step = typed_step(state, &[request], None, hidden)?;
            let order = match &step.answer.outcome {
                Outcome::Coc7(Coc7Outcome::Initiative(r)) => r.order.clone(),
                _ => (0..fighters.len()).collect(),
            };
            let mut slots: Vec<Option<Fighter>> = fighters.into_iter().map(Some).collect();
            let fighters = order
                .iter()
                .filter_map(|&i| slots.get_mut(i)?.take())
                .collect();
            Ok((fighters, Some(step)))
        }
        // Classic: DEX, the earlier listed first on a tie. Chthonian: as listed.
        "classic" => {
            fighters.sort_by_key(|f| std::cmp::Reverse(f.initiative));
            Ok((fighters, None))
        }
        _ => Ok((fighters, None)),
    }
}

/// The resolve request of an exchange: `pending` met with `response`, every number
/// from the two sheets and the fight's own counts (K9's outnumbered state, K7's dive).
fn exchange_request(
    fight: &Fight,
    pending: &Attack,
    response: Response,
    attacker: &Character,
    target: &Character,
    odds: bool,
) -> Result<Value, TableError> {
    let a = Combatant(attacker);
    let t = Combatant(target);
    let defended = fight
        .index(&pending.target)
        .is_some_and(|i| fight.fighters[i].defended > 0);
    // K8: a held fighter takes a penalty die on what it does.
    let held = |id: &str| {
        fight
            .index(id)
            .is_some_and(|i| fight.fighters[i].held_by.is_some())
    };
    let (a_penalty, t_penalty) = (
        i64::from(held(&pending.attacker)),
        i64::from(held(&pending.target)),
    );
    let defender = match response {
        Response::FightBack => {
            let b = t.fight_back();
            json!({"value": b.value, "response": "fight_back", "weapon": b.weapon, "db": b.db, "impaling": b.impaling, "defended": defended, "penalty": t_penalty})
        }
        _ => {
            json!({"value": t.dodge(), "response": "dodge", "defended": defended, "penalty": t_penalty})
        }
    };
    if pending.maneuver.is_some() {
        let mut defender = defender;
        defender["build"] = json!(t.build());
        let mut request = json!({
            "system": "coc7", "action": "maneuver",
            "attacker": {"value": a.brawl(), "build": a.build(), "penalty": a_penalty},
            "defender": defender,
        });
        if odds {
            request["odds"] = json!(true);
        }
        return Ok(request);
    }
    let blow = a.blow(&pending.with).ok_or_else(|| {
        TableError::bad_field(
            "with",
            Message::new("table-fight-no-weapon")
                .text("with", pending.with.clone())
                .text("list", a.attacks().join(", ")),
        )
    })?;
    let mut request = if pending.firearm {
        let mut r = json!({
            "system": "coc7", "action": "firearms", "value": blow.value,
            "weapon": blow.weapon, "db": blow.db, "impaling": blow.impaling,
            "shots": pending.shots, "point_blank": pending.point_blank, "penalty": a_penalty,
        });
        if let Some(range) = &pending.range {
            r["range"] = json!(range);
        }
        if response == Response::Dive {
            r["dodge"] = json!(t.dodge());
        }
        r
    } else {
        json!({
            "system": "coc7", "action": "melee",
            "attacker": {"value": blow.value, "weapon": blow.weapon, "db": blow.db, "impaling": blow.impaling, "penalty": a_penalty},
            "defender": defender,
        })
    };
    if odds {
        request["odds"] = json!(true);
    }
    Ok(request)
}

/// The exact odds of an exchange request: the attacker's and the defender's chance of
/// winning, as the rules write them (`numerator/denominator`).
fn odds_of(system: &str, request: &Value) -> (Option<String>, Option<String>) {
    let _ = system;
    match keeper_resolve::answer(request).map(|a| a.outcome) {
        Ok(Outcome::Coc7(Coc7Outcome::Melee(m))) => match m.odds {
            Some(o) => (Some(o.attacker), Some(o.defender)),
            None => (None, None),
        },
        Ok(Outcome::Coc7(Coc7Outcome::Maneuver(m))) => match m.odds {
            Some(o) => (Some(o.attacker), Some(o.defender)),
            None => (None, None),
        },
        Ok(Outcome::Coc7(Coc7Outcome::Firearms(f))) => match f.odds {
            Some(o) => (Some(o.success), None),
            None => (None, None),
        },
        _ => (None, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_db_token_is_the_wielders_damage_bonus() {
        assert_eq!(strip_db("1D6+DB"), ("1D6".into(), true));
        assert_eq!(strip_db("1d6 + db"), ("1D6".into(), true));
        assert_eq!(strip_db("1D8+DB+2"), ("1D8+2".into(), true));
        assert_eq!(strip_db("2D6+4"), ("2D6+4".into(), false));
        assert_eq!(strip_db("DB"), ("0".into(), true));
    }

    #[test]
    fn melee_is_met_by_dodge_or_fight_back_and_a_firearm_by_diving_or_not() {
        assert_eq!(
            Response::open_to(false),
            &[Response::Dodge, Response::FightBack]
        );
        assert_eq!(Response::open_to(true), &[Response::Dive, Response::None]);
    }
}
