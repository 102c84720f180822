//! The combat tracker: one fight per game at a time, its order, rounds and turns, and
//! each exchange rolled, judged and applied by the rules (7th edition K2–K9, H1–H5).
//!
//! A fight lives in one row (`fights`), its state a JSON document read and written whole;
//! every change is a public `fight` entry written in the same transaction, guarded by the
//! row's version, so two answers at once (or two processes) cannot both stand. The
//! fighters' numbers are read from their sheets and stat blocks on the server: nobody
//! types a skill, a damage bonus or a hit point the rules could work out.

use keeper_i18n::Message;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use sqlx::Row;

use crate::npcs::{CharacterKind, show_write};
use crate::plans::{only_entry, random_hex, text};
use crate::rolls::source_name;
use crate::store::{Arg, Guard, Plan, Rules, Write};
use crate::{Character, Entry, Member, Role, Table, TableError, Visibility};

mod actions;
mod answer;
pub(crate) mod chthonian;
mod classic;
mod combatant;
mod forecast;
mod plans;
mod turns;

pub use actions::SkillTurn;
pub use chthonian::SideTraits;
pub use combatant::weapons as k4_weapons;
use combatant::{Combatant, fighter};
pub use forecast::{Entrant, forecast_combatants, forecast_sides};
use plans::{
    exchange_request, fight_entry, last_entry, odds_of, order_of, ordered, renamed, state_text,
    version_guard,
};

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
    /// It fled the fight: out of the order for good.
    #[serde(default)]
    pub fled: bool,
    /// The fighter holding it (coc7 K8): a penalty die on its attacks and defences until
    /// it wins a maneuver against its holder, or the holder is down.
    #[serde(default)]
    pub held_by: Option<String>,
    /// Unconscious or dead (H2, H4, H5): out of the fight, skipped in the order. Read
    /// from its sheet each time the fight is shown, never stored.
    #[serde(default)]
    pub down: bool,
    /// Classic: the attacks made on its current turn, by weapon (K8: never the same
    /// twice running, −30% for each after the first).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used: Vec<String>,
    /// Classic: its parries and dodges this round (K3: −30% for each after the first).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub defences: Vec<Response>,
    /// 7th edition: rounds left in each gun it has fired (K4's weapon name); a gun not
    /// listed is full.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub rounds: std::collections::BTreeMap<String, u32>,
    /// 7th edition: its guns jammed by a malfunction (`[7e]`), until reloaded.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub jammed: Vec<String>,
    /// 7th edition: it spent a turn aiming (`[7e]`): its next attack, a single shot, takes
    /// a bonus die. Any other action, or a dive for cover, loses the aim.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub aiming: bool,
    /// 7th edition: a danger it is exposed to (fire, drowning; H8), dealt again at the
    /// end of every round until the Keeper ends it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exposure: Option<Exposure>,
    /// 7th edition: it was dying at an earlier round's end, or when it joined: it rolls
    /// CON at this round's end. The first roll is at the end of the round after the one
    /// it fell in (H4: «στο τέλος του επόμενου γύρου»).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dying_seen: bool,
}

/// A repeated exposure (coc7 H8): what it is, and its damage each round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exposure {
    /// What the fighter is exposed to, in the Keeper's words (`fire`, `the flooded
    /// cellar`).
    pub label: String,
    /// H8's severity (`minor` … `splat`) or a dice expression (`1D6`).
    pub damage: String,
}

impl Exposure {
    /// Its damage as the rules' `damage` action takes it: a severity or an expression.
    pub(crate) fn damage_field(&self) -> (&'static str, Value) {
        let d = self.damage.trim().to_lowercase();
        match keeper_coc7::Severity::from_name(&d) {
            Some(s) => ("severity", json!(s.name())),
            None => ("expr", json!(self.damage.trim())),
        }
    }
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
    /// Classic: the attack's chance as declared, after K8's ladder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chance: Option<i64>,
    /// Chthonian: the attacker's Traits that count for the roll, by name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<String>,
    /// Chthonian: its Traits that count for the Outcome (R4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outcome_traits: Vec<String>,
    /// 7th edition: a single shot after a turn spent aiming: a bonus die (`[7e]`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub aimed: bool,
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
    /// Parry with a weapon in hand, or bare-handed (classic K2).
    Parry,
    /// Meet it with one's own Traits: a contest (Chthonian R2).
    Contest,
    /// Take it.
    None,
}

impl Response {
    /// The responses open to the target of an attack in a game of `system`: 7th
    /// edition's dodge or fight back, dive for cover or not (coc7 K3, K7); classic's
    /// parry, dodge or none, and nothing against a firearm (classic K2).
    pub fn open_to(system: &str, firearm: bool) -> &'static [Response] {
        match (system, firearm) {
            ("classic", f) => classic::open_to(f),
            ("chthonian", _) => &[Response::Contest],
            (_, true) => &[Response::Dive, Response::None],
            (_, false) => &[Response::Dodge, Response::FightBack],
        }
    }

    /// The name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Response::Dodge => "dodge",
            Response::FightBack => "fight_back",
            Response::Dive => "dive",
            Response::Parry => "parry",
            Response::Contest => "contest",
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
    /// Chthonian: the attacker's Traits by name, for the roll and for the Outcome.
    #[serde(default, flatten)]
    pub side: SideTraits,
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

/// The tracker's calls only the Keeper makes: starting, adding, moving, ending.
fn keeper_only(member: &Member) -> Result<(), TableError> {
    if member.is_keeper() {
        Ok(())
    } else {
        Err(TableError::Forbidden(Message::new(
            "table-fight-keeper-only",
        )))
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

/// The resolve request of an exchange in the game's system: `pending` met with
/// `response`.
#[allow(clippy::too_many_arguments)]
fn exchange(
    rules: &Rules,
    fight: &Fight,
    pending: &Attack,
    response: Response,
    answer: &SideTraits,
    attacker: &Character,
    target: &Character,
    odds: bool,
) -> Result<Value, TableError> {
    match rules.system.as_str() {
        "chthonian" => chthonian::exchange_request(pending, answer, attacker, target, odds),
        "classic" => classic::exchange_request(
            fight,
            pending,
            response,
            attacker,
            target,
            &rules.options,
            odds,
        ),
        _ => exchange_request(fight, pending, response, attacker, target, odds),
    }
}

/// `with` is none of the fighter's attacks: the message lists them.
fn no_weapon(with: &str, list: &[String]) -> TableError {
    TableError::bad_field(
        "with",
        Message::new("table-fight-no-weapon")
            .text("with", with.to_owned())
            .text("list", list.join(", ")),
    )
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
        let rules = self.rules(&member.game).await?;
        let arms = match rules.system.as_str() {
            "classic" => classic::armoury(&rules.options),
            _ => Vec::new(),
        };
        let mut attacks = Map::new();
        for (f, c) in fight.fighters.iter_mut().zip(&chars) {
            f.down = Combatant(c).down();
            if plays(member, f, &c.owner) {
                let list = match rules.system.as_str() {
                    "classic" => classic::attacks(c, &arms),
                    // Chthonian: its Traits, to choose which count.
                    "chthonian" => chthonian::names(c),
                    _ => Combatant(c).attacks(),
                };
                attacks.insert(f.character.clone(), json!(list));
            }
        }
        let mut choices = Vec::new();
        if let Some(p) = &fight.pending
            && let (Some(a), Some(t)) = (fight.index(&p.attacker), fight.index(&p.target))
            && plays(member, &fight.fighters[t], &chars[t].owner)
        {
            // Chthonian odds hang on the Traits the target will choose: none shown.
            let odds = rules.system != "chthonian";
            let none = SideTraits::default();
            for r in Response::open_to(&rules.system, p.firearm) {
                // A response the rules refuse now (classic K3: parry and dodge in one
                // round) is not offered.
                let Ok(request) =
                    exchange(&rules, &fight, p, *r, &none, &chars[a], &chars[t], odds)
                else {
                    continue;
                };
                let (attacker, defender) = odds_of(&request);
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
            // So are the Traits an NPC brings to a contest.
            if let Some(p) = fight.pending.as_mut()
                && fight
                    .fighters
                    .iter()
                    .any(|f| f.npc && f.character == p.attacker)
            {
                p.traits.clear();
                p.outcome_traits.clear();
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
        keeper_only(member)?;
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
                    let entry = |visibility, body: Value| fight_entry(&actor, visibility, body);
                    let entries = match (&step, secret) {
                        (Some(step), true) => vec![
                            entry(
                                Visibility::Keeper,
                                json!({"fight": id, "event": "order_rolls", "source": source_name(false, true), "steps": [step], "nonce": random_hex(16)}),
                            ),
                            entry(Visibility::Public, body),
                        ],
                        (Some(step), false) => {
                            body["source"] = json!(source_name(false, false));
                            body["steps"] = json!([step]);
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

    /// The Keeper moves a fighter to `position` (0-based) in the order: one who delays,
    /// or an order the Narrator sets (Chthonian). The turn stays with whoever has it.
    pub async fn move_fighter(
        &self,
        member: &Member,
        character: &str,
        position: usize,
    ) -> Result<Entry, TableError> {
        keeper_only(member)?;
        let mut fight = self
            .current_fight(&member.game)
            .await?
            .ok_or_else(no_fight)?;
        let from = fight.index(character).ok_or_else(|| {
            TableError::bad_field("character", Message::new("table-fight-not-in"))
        })?;
        if position >= fight.fighters.len() {
            return Err(TableError::bad_field(
                "position",
                Message::new("table-fight-position").int("max", fight.fighters.len() as i64 - 1),
            ));
        }
        let current = fight.current().map(|f| f.character.clone());
        let moved = fight.fighters.remove(from);
        let name = moved.name.clone();
        fight.fighters.insert(position, moved);
        if let Some(c) = current {
            fight.turn = fight.index(&c).unwrap_or(0);
        }
        let body = json!({
            "fight": fight.id, "event": "moved", "character": character, "name": name,
            "position": position, "order": order_of(&fight),
        });
        self.change_fight(member, fight, body, Vec::new()).await
    }

    /// The Keeper adds fighters to the fight going on, each in its place by the order's
    /// rule (after those with the same initiative).
    pub async fn join_fight(
        &self,
        member: &Member,
        joining: Vec<Joining>,
    ) -> Result<Entry, TableError> {
        keeper_only(member)?;
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
                        entries: vec![fight_entry(&actor, Visibility::Public, body.clone())],
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
        let classic = rules.system == "classic";
        let chthonian = rules.system == "chthonian";
        if !classic && !chthonian && rules.system != "coc7" {
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
        // A classic investigator's attacks are as many as K8's ladder allows.
        let ladder = classic && !me.npc;
        if me.attacks_made >= me.attacks_per_round && !ladder {
            return Err(refuse("table-fight-no-attacks-left"));
        }
        if fight.fighters[target].fled {
            return Err(TableError::bad_field(
                "target",
                Message::new("table-fight-target-fled"),
            ));
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
        let mut chance = None;
        let firearm = match order.maneuver {
            Some(_) if classic || chthonian => {
                return Err(TableError::bad_field(
                    "maneuver",
                    Message::new("table-fight-not-in-system").text("what", "maneuver"),
                ));
            }
            // A contest of Traits: no weapon, no firearm.
            None if chthonian => false,
            None if classic => {
                let arms = classic::armoury(&rules.options);
                let blow = classic::blow(&chars[0], &order.with, &arms)
                    .ok_or_else(|| no_weapon(&order.with, &classic::attacks(&chars[0], &arms)))?;
                chance = Some(classic::chance(
                    &me,
                    &order.with,
                    blow.value,
                    &rules.options,
                )?);
                blow.reach == keeper_resolve::results::classic::Reach::Firearm
            }
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
                let blow = Combatant(&chars[0])
                    .blow(&order.with)
                    .ok_or_else(|| no_weapon(&order.with, &Combatant(&chars[0]).attacks()))?;
                if blow.firearm {
                    if me.jammed.contains(&blow.gun) {
                        return Err(TableError::bad_field(
                            "with",
                            Message::new("table-fight-jammed").text("with", blow.gun.clone()),
                        ));
                    }
                    let left = me.rounds.get(&blow.gun).copied().or(blow.ammo);
                    if let Some(left) = left
                        && order.shots.unwrap_or(1) > left
                    {
                        return Err(TableError::bad_field(
                            "shots",
                            Message::new("table-fight-no-rounds")
                                .text("with", blow.gun.clone())
                                .int("left", i64::from(left)),
                        ));
                    }
                }
                blow.firearm
            }
        };
        let shots = order.shots.unwrap_or(1);
        if !(1..=3).contains(&shots) || (shots > 1 && (!firearm || classic || chthonian)) {
            return Err(TableError::bad_field(
                "shots",
                Message::new("coc7-expected-shots"),
            ));
        }
        if (classic || chthonian) && (order.range.is_some() || order.point_blank) {
            return Err(TableError::bad_field(
                if order.range.is_some() {
                    "range"
                } else {
                    "point_blank"
                },
                Message::new("table-fight-not-in-system").text("what", "range"),
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
            chance,
            traits: order.side.traits.clone(),
            outcome_traits: order.side.outcome_traits.clone(),
            aimed: me.aiming && firearm && shots == 1 && order.maneuver.is_none(),
        };
        if chthonian {
            chthonian::check_attack(&chars[0], &attack)?;
        }
        // The aim is spent on this attack, whatever it is.
        fight.fighters[fight.turn].aiming = false;
        fight.pending = Some(attack.clone());
        let body = json!({
            "fight": fight.id, "event": "attack", "attacker": attack.attacker,
            "target": attack.target, "with": attack.with, "firearm": attack.firearm,
            "maneuver": attack.maneuver.map(Maneuver::as_str),
            "attacker_name": me.name, "target_name": fight.fighters[target].name,
        });
        self.change_fight(member, fight, body, Vec::new()).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn melee_is_met_by_dodge_or_fight_back_and_a_firearm_by_diving_or_not() {
        assert_eq!(
            Response::open_to("coc7", false),
            &[Response::Dodge, Response::FightBack]
        );
        assert_eq!(
            Response::open_to("coc7", true),
            &[Response::Dive, Response::None]
        );
        assert_eq!(Response::open_to("classic", true), &[Response::None]);
    }
}
