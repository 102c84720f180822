//! Characters: their sheets in the system's format and the events appended to them.

use std::collections::{HashMap, HashSet};

use keeper_i18n::Message;
use keeper_resolve::results::chthonian::{self, ChthonianOutcome};
use keeper_resolve::results::classic::{self, ClassicOutcome};
use keeper_resolve::results::coc7::{self, Coc7Outcome};
use keeper_resolve::{Answer, Outcome};
use serde::Serialize;
use serde_json::{Map, Value, json};
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::checks::no_nul;
use crate::npcs::{CharacterKind, NpcBlock, npc_sight};
use crate::plans::{only_entry, random_hex, run, text};
use crate::rolls::typed_step;
use crate::store::{Arg, NewEntry, Plan, Rules, Write};
use crate::{
    Entry, EntryKind, MAX_NAME, Member, Role, Sight, Table, TableError, Visibility, access,
};

/// A character, as one viewer may see it.
#[derive(Debug, Clone, Serialize)]
pub struct Character {
    /// Its id.
    pub id: String,
    /// An investigator or the Keeper's non-player character.
    pub kind: CharacterKind,
    /// The member who plays it.
    pub owner: String,
    /// Its name.
    pub name: String,
    /// The sheet (the system's sheet format; an NPC's stat block as read) with the
    /// events the viewer may see; `null` for an NPC whose stats the viewer may not see.
    pub sheet: Value,
    /// The system's `sheet` answer for that sheet: everything derived.
    pub derived: Derived,
    /// Whether the players know of it: an investigator always, an NPC once the Keeper
    /// has shown it.
    pub shown: bool,
}

/// What a character's system derives from its sheet: the `sheet` action's typed
/// result, or why the sheet cannot be read. Written as the action's JSON, or as
/// `{"error": …}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Derived {
    /// A 7th edition investigator.
    Coc7(Box<coc7::SheetResult>),
    /// A classic investigator.
    Classic(Box<classic::SheetResult>),
    /// A Chthonian Excursionist.
    Chthonian(Box<chthonian::SheetResult>),
    /// A non-player character: its stat block as the rules read it (the Keeper's).
    Npc(Box<NpcBlock>),
    /// An NPC seen by someone else than the Keeper: its name only. Written as `null`.
    Withheld,
    /// A sheet the rules refuse: their error, in the game's language.
    Invalid {
        /// The protocol's error object.
        error: Value,
    },
}

impl Character {
    /// Its named Chthonian Traits with their ratings (an Excursionist's sheet, an NPC's
    /// block the viewer may see); none in another system.
    pub fn traits(&self) -> Vec<(&str, i64)> {
        crate::fights::chthonian::traits(self)
    }
}

impl Derived {
    /// What the rules of `system` (with the game's `options`) derive from `sheet`, or
    /// their refusal in `language`.
    pub(crate) fn of_sheet(
        system: &str,
        options: &Value,
        language: &str,
        sheet: &Value,
    ) -> Derived {
        let mut request = json!({"system": system, "action": "sheet", "sheet": sheet});
        if let Some(fields) = request.as_object_mut() {
            add_game_options(system, options, fields);
        }
        Derived::of(keeper_resolve::answer(&request), language)
    }

    /// The derived values of a sheet, from the `sheet` action's answer.
    fn of(answer: Result<Answer, keeper_resolve::ResolveError>, language: &str) -> Derived {
        match answer.map(|a| a.outcome) {
            Ok(Outcome::Coc7(Coc7Outcome::Sheet(s))) => Derived::Coc7(Box::new(s)),
            Ok(Outcome::Classic(ClassicOutcome::Sheet(s))) => Derived::Classic(Box::new(s)),
            Ok(Outcome::Chthonian(ChthonianOutcome::Sheet(s))) => Derived::Chthonian(Box::new(s)),
            Ok(other) => unreachable!("a sheet request answered {}", other.system()),
            Err(e) => Derived::Invalid {
                error: e.to_json(language),
            },
        }
    }

    /// An NPC's stat block, when this is one the viewer may see.
    pub fn npc(&self) -> Option<&NpcBlock> {
        match self {
            Derived::Npc(b) => Some(b),
            _ => None,
        }
    }

    /// Luck now, where the system has it.
    pub fn luck(&self) -> Option<i64> {
        match self {
            Derived::Coc7(s) => Some(i64::from(s.luck)),
            Derived::Classic(s) => Some(s.luck),
            _ => None,
        }
    }

    /// Magic Points now, where the system has them.
    pub fn mp(&self) -> Option<i64> {
        match self {
            Derived::Coc7(s) => Some(i64::from(s.mp)),
            Derived::Classic(s) => Some(s.mp),
            _ => None,
        }
    }

    /// The derived values as the protocol writes them.
    pub fn to_value(&self) -> Value {
        serde_json::to_value(self).expect("derived values serialise")
    }

    /// Whether the sheet could not be read.
    pub fn is_invalid(&self) -> bool {
        matches!(self, Derived::Invalid { .. })
    }

    /// A characteristic by its wire name (`"INT"`): 7th edition's 1–100, classic's
    /// 3–18.
    pub fn characteristic(&self, name: &str) -> Option<i64> {
        match self {
            Derived::Npc(b) => b.characteristic(name),
            Derived::Coc7(s) => s
                .characteristics
                .entries()
                .into_iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| i64::from(v)),
            Derived::Classic(s) => {
                let c = &s.characteristics;
                Some(match name {
                    "STR" => c.str_,
                    "CON" => c.con,
                    "SIZ" => c.siz,
                    "INT" => c.int,
                    "POW" => c.pow,
                    "DEX" => c.dex,
                    "APP" => c.app,
                    "EDU" => c.edu,
                    _ => return None,
                })
            }
            _ => None,
        }
    }

    /// The value `name` names: `luck`, `san`, a characteristic, or a skill.
    pub fn value(&self, name: &str) -> Option<i64> {
        match (self, name) {
            (_, "luck") => self.luck(),
            (Derived::Coc7(s), "san") => Some(i64::from(s.san)),
            (Derived::Classic(s), "san") => Some(s.san),
            _ => self.characteristic(name).or_else(|| match self {
                Derived::Coc7(s) => s
                    .skills
                    .iter()
                    .find(|k| k.name == name)
                    .map(|k| i64::from(k.value)),
                Derived::Classic(s) => s.skills.get(name).copied(),
                Derived::Npc(b) => b
                    .skills()
                    .into_iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v),
                _ => None,
            }),
        }
    }

    /// The characteristics by wire name, in the order the sheet's answer writes them.
    pub fn characteristics(&self) -> Vec<(&'static str, i64)> {
        match self {
            Derived::Coc7(s) => s
                .characteristics
                .entries()
                .into_iter()
                .map(|(n, v)| (n, i64::from(v)))
                .collect(),
            Derived::Classic(_) | Derived::Npc(_) => {
                ["STR", "CON", "SIZ", "INT", "POW", "DEX", "APP", "EDU"]
                    .into_iter()
                    .filter_map(|n| Some((n, self.characteristic(n)?)))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// The skills by sheet name with their values: 7th edition's in the sheet's order,
    /// classic's by name.
    pub fn skills(&self) -> Vec<(&str, i64)> {
        match self {
            Derived::Coc7(s) => s
                .skills
                .iter()
                .map(|k| (k.name.as_str(), i64::from(k.value)))
                .collect(),
            Derived::Classic(s) => s.skills.iter().map(|(k, v)| (k.as_str(), *v)).collect(),
            Derived::Npc(b) => b.skills(),
            _ => Vec::new(),
        }
    }

    /// 7th edition: whether `skill` is ticked for improvement (R10).
    pub fn ticked(&self, skill: &str) -> bool {
        match self {
            Derived::Coc7(s) => s.skills.iter().any(|k| k.name == skill && k.ticked),
            _ => false,
        }
    }
}

impl Table {
    /// Makes a character. `create` is a creation request of the system (`coc7`
    /// `investigator`, `classic` `investigator`), or `sheet` a whole sheet in the
    /// system's format. Players make their own; the Keeper may give one to anyone.
    pub async fn create_character(
        &self,
        member: &Member,
        owner: Option<&str>,
        create: Option<Value>,
        sheet: Option<Value>,
    ) -> Result<Character, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new(
                "table-observer-character",
            )));
        }
        let owner = owner.unwrap_or(&member.id).to_owned();
        if owner != member.id {
            if !member.is_keeper() {
                return Err(TableError::Forbidden(Message::new(
                    "table-player-own-character",
                )));
            }
            self.member(&member.game, &owner).await?;
        }
        let game = self.game(&member.game).await?;
        let mut bound_roll: Option<RolledSet> = None;
        let creation = match (create, sheet) {
            (Some(c), None) => {
                let Value::Object(mut fields) = c else {
                    return Err(TableError::bad_field(
                        "create",
                        Message::new("table-create-not-object"),
                    ));
                };
                for key in ["id", "seed", "dice", "system", "action"] {
                    fields.remove(key);
                }
                let rolled = fields.remove("characteristics_roll");
                if game.system == "coc7"
                    && fields.get("method").and_then(Value::as_str) == Some("rolled")
                {
                    let set = self.rolled_set(member, &owner, rolled.as_ref()).await?;
                    take_rolled(&mut fields, &set)?;
                    bound_roll = Some(set);
                } else if rolled.is_some() {
                    return Err(TableError::bad_field(
                        "characteristics_roll",
                        Message::new("posts-characteristics-roll-not-rolled"),
                    ));
                }
                fields.insert("system".into(), json!(game.system));
                fields.insert("action".into(), json!("investigator"));
                Creation::Request(Value::Object(fields))
            }
            (None, Some(s)) => {
                check_sheet(&game.system, &game.language, &s)?;
                Creation::Sheet(s)
            }
            _ => {
                return Err(TableError::bad_field(
                    "create",
                    Message::new("table-create-one-of"),
                ));
            }
        };
        if let Creation::Request(r) = &creation
            && !matches!(game.system.as_str(), "coc7" | "classic")
        {
            let _ = r;
            return Err(TableError::bad_field(
                "create",
                Message::new("table-create-chthonian"),
            ));
        }
        let id = random_hex(8);
        let (actor, cid) = (member.id.clone(), id.clone());
        let lang = game.language.clone();
        let committed = self
            .submit(
                &game.id,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let (sheet, steps) = match &creation {
                        Creation::Sheet(s) => (s.clone(), vec![]),
                        Creation::Request(r) => {
                            let step = typed_step(state, std::slice::from_ref(r), None, false)?;
                            let sheet = step.answer.outcome.new_sheet().unwrap_or_default();
                            (sheet, vec![step.to_value()])
                        }
                    };
                    check_sheet(&state.system, &lang, &sheet)?;
                    let name = sheet["name"].as_str().unwrap_or("?").chars().filter(|c| !c.is_control()).take(MAX_NAME).collect::<String>();
                    let mut body = json!({"character": cid, "owner": owner, "name": name, "sheet": sheet, "steps": steps});
                    // The characteristics rolled at the table: the set taken, and every
                    // set its player rolled, so a re-roll shows as one.
                    if let Some(set) = &bound_roll {
                        body["characteristics_roll"] = json!(set.seq);
                        body["characteristics_sets"] = json!(set.sets);
                    }
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: EntryKind::CharacterCreated,
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: body.into(),
                        }],
                        writes: vec![Write {
                            sql: "INSERT INTO characters (id, game_id, owner_id, name, sheet, created_seq) VALUES ($1, $2, $3, $4, $5, $6)",
                            args: vec![text(&cid), text(&state.id), text(&owner), text(&name), Arg::Text(sheet.to_string()), Arg::Seq(0)],
                        }],
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        let _ = committed;
        self.character(member, &id).await
    }

    /// The set of characteristics rolled at the table (C2) that a `rolled` investigator
    /// is made from: the public `characteristics` roll `rolled` (its log entry) of the
    /// character's player (or of the Keeper making it), not yet taken by a character.
    async fn rolled_set(
        &self,
        member: &Member,
        owner: &str,
        rolled: Option<&Value>,
    ) -> Result<RolledSet, TableError> {
        let field = "characteristics_roll";
        let Some(seq) = rolled.and_then(Value::as_i64) else {
            return Err(TableError::bad_field(
                field,
                Message::new("posts-characteristics-roll-missing"),
            ));
        };
        let not_a_set = || {
            TableError::bad_field(
                field,
                Message::new("posts-characteristics-roll-not-a-set").int("seq", seq),
            )
        };
        let entry = self
            .entry(&member.game, seq, crate::Viewer::Anyone)
            .await
            .map_err(|_| not_a_set())?;
        let body = entry.body.as_ref().ok_or_else(not_a_set)?;
        let step = &body["steps"][0];
        let is_set = entry.kind == EntryKind::Roll
            && entry.visibility == Visibility::Public
            && body["source"] == "fair_seed"
            && step["request"]["system"] == "coc7"
            && step["request"]["action"] == "characteristics"
            && step["response"]["ok"] == Value::Bool(true)
            && (entry.actor == owner || entry.actor == member.id);
        // The set as its action's result type reads it.
        let set =
            keeper_resolve::Outcome::decode("coc7", "characteristics", &step["response"]["result"])
                .ok()
                .filter(|_| is_set);
        let Some(Outcome::Coc7(Coc7Outcome::Characteristics(set))) = set else {
            return Err(not_a_set());
        };
        let Ok(Value::Object(values)) = serde_json::to_value(set.characteristics) else {
            return Err(not_a_set());
        };
        // Every set rolled by the same hand, and whether this one is taken already.
        let rows = sqlx::query(
            "SELECT seq, kind, body FROM log WHERE game_id = $1 AND actor = $2 AND kind IN ($3, $4) ORDER BY seq",
        )
        .bind(&member.game)
        .bind(&entry.actor)
        .bind(EntryKind::Roll.as_str())
        .bind(EntryKind::CharacterCreated.as_str())
        .fetch_all(self.pool())
        .await?;
        let mut sets = Vec::new();
        for r in &rows {
            let b: Value =
                serde_json::from_str(&r.try_get::<String, _>("body")?).unwrap_or(Value::Null);
            let kind: String = r.try_get("kind")?;
            if kind == EntryKind::CharacterCreated.as_str() {
                if b["characteristics_roll"] == json!(seq) {
                    return Err(TableError::bad_field(
                        field,
                        Message::new("posts-characteristics-roll-taken").int("seq", seq),
                    ));
                }
            } else if b["steps"][0]["request"]["action"] == "characteristics"
                && b["steps"][0]["request"]["system"] == "coc7"
            {
                sets.push(r.try_get::<i64, _>("seq")?);
            }
        }
        Ok(RolledSet { seq, values, sets })
    }

    /// Appends events to a character's sheet (its player or the Keeper): damage, Sanity
    /// loss, healing, … in the system's event format.
    pub async fn character_events(
        &self,
        member: &Member,
        character: &str,
        events: Vec<Value>,
        visibility: Visibility,
    ) -> Result<Entry, TableError> {
        let current = self.character(member, character).await?;
        if !(member.is_keeper() || current.owner == member.id) {
            return Err(TableError::Forbidden(Message::new(
                "table-sheet-owner-only",
            )));
        }
        if events.is_empty() || events.len() > 100 {
            return Err(TableError::bad_field(
                "events",
                Message::new("table-events-count").int("max", 100),
            ));
        }
        let mut trial = current.sheet.clone();
        append_events(&mut trial, &events);
        let game = self.game(&member.game).await?;
        match current.kind {
            CharacterKind::Npc => {
                NpcBlock::of_sheet(&game.system, &game.language, &trial)?;
            }
            CharacterKind::Investigator => check_sheet(&game.system, &game.language, &trial)?,
        }
        let (actor, cid) = (member.id.clone(), character.to_owned());
        let committed = self
            .submit(
                &game.id,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let mut body = json!({"character": cid, "events": events});
                    // Hidden, its body's hash is public in the chain: a secret nonce keeps
                    // it from being matched against guesses (as for a hidden roll).
                    if visibility.is_hidden() {
                        body["nonce"] = json!(random_hex(16));
                    }
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: EntryKind::CharacterEvents,
                            visibility,
                            actor: actor.clone(),
                            body: body.into(),
                        }],
                        writes: event_writes(&cid, &events),
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }

    /// A character as `viewer` may see it: its sheet with the events of entries the
    /// viewer can read, and the system's derived values.
    pub async fn character(&self, member: &Member, id: &str) -> Result<Character, TableError> {
        no_nul("character", id)?;
        let row = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM characters WHERE id = $1 AND game_id = $2"
        ))
        .bind(id)
        .bind(&member.game)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| TableError::not_found("character", id))?;
        // An NPC the member may not know of is as unknown as a character that is not.
        if seen_npc(member, &row)? == Some(Sight::Nothing) {
            return Err(TableError::not_found("character", id));
        }
        let rules = self.rules(&member.game).await?;
        let events = sqlx::query(
            "SELECT e.event, l.visibility, l.actor, l.seq FROM character_events e JOIN log l \
             ON l.game_id = $1 AND l.seq = e.seq WHERE e.character_id = $2 ORDER BY e.n",
        )
        .bind(&member.game)
        .bind(id)
        .fetch_all(self.pool())
        .await?;
        let revealed = self.revealed(&member.game).await?;
        let mut visible = Vec::new();
        for e in &events {
            if let Some(event) = visible_event(member, &revealed, e)? {
                visible.push(event);
            }
        }
        shown(member, &rules, &row, visible)
    }

    /// The game's characters as `member` may see them. A few queries for them all (the
    /// characters, all their events, the reveals), however many there are.
    pub async fn characters(&self, member: &Member) -> Result<Vec<Character>, TableError> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM characters WHERE game_id = $1 ORDER BY created_seq"
        ))
        .bind(&member.game)
        .fetch_all(self.pool())
        .await?;
        let mut known = Vec::with_capacity(rows.len());
        for row in rows {
            if seen_npc(member, &row)? != Some(Sight::Nothing) {
                known.push(row);
            }
        }
        let rows = known;
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        let rules = self.rules(&member.game).await?;
        let events = sqlx::query(
            "SELECT e.character_id, e.event, l.visibility, l.actor, l.seq FROM character_events e \
             JOIN characters c ON c.id = e.character_id JOIN log l ON l.game_id = c.game_id AND l.seq = e.seq \
             WHERE c.game_id = $1 ORDER BY e.character_id, e.n",
        )
        .bind(&member.game)
        .fetch_all(self.pool())
        .await?;
        let revealed = self.revealed(&member.game).await?;
        let mut visible: HashMap<String, Vec<Value>> = HashMap::new();
        for e in &events {
            if let Some(event) = visible_event(member, &revealed, e)? {
                visible
                    .entry(e.try_get("character_id")?)
                    .or_default()
                    .push(event);
            }
        }
        rows.iter()
            .map(|row| {
                let id: String = row.try_get("id")?;
                shown(member, &rules, row, visible.remove(&id).unwrap_or_default())
            })
            .collect()
    }

    /// Every character's id and name `member` may know, oldest first: what naming them
    /// takes, without reading their sheets and events. Investigators' names are public
    /// to the game's members; an NPC's once the Keeper has shown it.
    pub async fn character_names(
        &self,
        member: &Member,
    ) -> Result<Vec<(String, String)>, TableError> {
        let rows = sqlx::query(
            "SELECT id, name, kind, shown_seq FROM characters WHERE game_id = $1 ORDER BY created_seq",
        )
        .bind(&member.game)
        .fetch_all(self.pool())
        .await?;
        let mut names = Vec::with_capacity(rows.len());
        for r in &rows {
            if seen_npc(member, r)? != Some(Sight::Nothing) {
                names.push((r.try_get("id")?, r.try_get("name")?));
            }
        }
        Ok(names)
    }
}

/// An event row's event, when `member` may read the entry that added it.
fn visible_event(
    member: &Member,
    revealed: &HashSet<i64>,
    row: &AnyRow,
) -> Result<Option<Value>, TableError> {
    let vis =
        Visibility::parse(&row.try_get::<String, _>("visibility")?).unwrap_or(Visibility::Private);
    let actor: String = row.try_get("actor")?;
    let seq: i64 = row.try_get("seq")?;
    if access::sight(member.viewer(), vis, &actor, None, revealed.contains(&seq)) != Sight::Full {
        return Ok(None);
    }
    Ok(Some(
        serde_json::from_str(&row.try_get::<String, _>("event")?).unwrap_or(Value::Null),
    ))
}

/// The columns a character is shown from.
const COLUMNS: &str = "id, owner_id, name, sheet, kind, shown_seq";

/// A row's kind.
fn kind_of(row: &AnyRow) -> Result<CharacterKind, TableError> {
    Ok(CharacterKind::parse(&row.try_get::<String, _>("kind")?).unwrap_or(CharacterKind::Npc))
}

/// How much `member` may see of the character of `row` when it is an NPC
/// ([`access::npc_sight`]); `None` for an investigator (public to the game).
fn seen_npc(member: &Member, row: &AnyRow) -> Result<Option<Sight>, TableError> {
    if kind_of(row)? != CharacterKind::Npc {
        return Ok(None);
    }
    let shown = row.try_get::<Option<i64>, _>("shown_seq")?.is_some();
    Ok(Some(npc_sight(member, shown)))
}

/// A character's row with the `visible` events appended to its sheet, and what the
/// system derives from that sheet; an NPC's stats only for whom may see them.
fn shown(
    member: &Member,
    rules: &Rules,
    row: &AnyRow,
    visible: Vec<Value>,
) -> Result<Character, TableError> {
    let kind = kind_of(row)?;
    let shown = kind == CharacterKind::Investigator
        || row.try_get::<Option<i64>, _>("shown_seq")?.is_some();
    let base = |sheet: Value, derived: Derived| -> Result<Character, TableError> {
        Ok(Character {
            shown,
            id: row.try_get("id")?,
            kind,
            owner: row.try_get("owner_id")?,
            name: row.try_get("name")?,
            sheet,
            derived,
        })
    };
    let mut sheet: Value =
        serde_json::from_str(&row.try_get::<String, _>("sheet")?).unwrap_or(Value::Null);
    if kind == CharacterKind::Npc {
        if seen_npc(member, row)? != Some(Sight::Full) {
            return base(Value::Null, Derived::Withheld);
        }
        append_events(&mut sheet, &visible);
        let derived = match NpcBlock::of_sheet(&rules.system, &rules.language, &sheet) {
            Ok(block) => Derived::Npc(Box::new(block)),
            Err(e) => Derived::Invalid {
                error: json!({"code": e.code(), "message": e.text(&rules.language)}),
            },
        };
        return base(sheet, derived);
    }
    append_events(&mut sheet, &visible);
    let derived = Derived::of_sheet(&rules.system, &rules.options, &rules.language, &sheet);
    base(sheet, derived)
}

enum Creation {
    Request(Value),
    Sheet(Value),
}

/// The game's options put into a request of its system: classic's house rules, a
/// Chthonian game's Style factors (chthonian I1). 7th edition has none.
pub(crate) fn add_game_options(system: &str, options: &Value, fields: &mut Map<String, Value>) {
    if system != "coc7" && options.as_object().is_some_and(|o| !o.is_empty()) {
        fields.insert("options".into(), options.clone());
    }
}

/// Whether the rules of `system` accept `sheet`; when not, the rules' reason inside a
/// message of the table, put into words in the reader's language.
pub(crate) fn check_sheet(system: &str, lang: &str, sheet: &Value) -> Result<(), TableError> {
    run(&json!({"system": system, "action": "sheet", "sheet": sheet, "lang": lang}))
        .map(|_| ())
        .map_err(|e| {
            TableError::bad_field(
                "sheet",
                Message::new("table-sheet-refused").msg("reason", e.message().clone()),
            )
        })
}

fn append_events(sheet: &mut Value, events: &[Value]) {
    if events.is_empty() {
        return;
    }
    if let Value::Object(map) = sheet {
        let list = map.entry("events").or_insert_with(|| json!([]));
        if let Value::Array(list) = list {
            list.extend(events.iter().cloned());
        }
    }
}

/// Rows for a character's new events; `n` orders them after every earlier event
/// without reading the count (the seq is unique and increasing).
pub(crate) fn event_writes(character: &str, events: &[Value]) -> Vec<Write> {
    event_writes_at(character, events, 0)
}

/// [`event_writes`] for the plan's entry at `entry` (a plan of several entries).
pub(crate) fn event_writes_at(character: &str, events: &[Value], entry: usize) -> Vec<Write> {
    events
        .iter()
        .enumerate()
        .map(|(i, e)| Write {
            sql: "INSERT INTO character_events (character_id, n, event, seq) VALUES ($1, $2 * 1000 + $3, $4, $2)",
            args: vec![text(character), Arg::Seq(entry), Arg::Int(i as i64), Arg::Text(e.to_string())],
        })
        .collect()
}

/// A set of characteristics rolled at the table.
struct RolledSet {
    /// Its log entry.
    seq: i64,
    /// The values rolled.
    values: Map<String, Value>,
    /// Every set rolled by the same member, in order (a re-roll is a second one).
    sets: Vec<i64>,
}

/// Puts the rolled `set` into a creation request's `fields`: characteristics left out
/// are taken from the roll; one that differs from it is refused, naming the value
/// rolled.
fn take_rolled(fields: &mut Map<String, Value>, set: &RolledSet) -> Result<(), TableError> {
    let given = fields
        .entry("characteristics")
        .or_insert_with(|| Value::Object(Map::new()));
    let Some(given) = given.as_object_mut() else {
        return Err(TableError::bad_field(
            "characteristics",
            Message::new("posts-characteristics-roll-not-a-set").int("seq", set.seq),
        ));
    };
    for (k, rolled) in &set.values {
        match given.get(k) {
            Some(v) if v != rolled => {
                return Err(TableError::bad_field(
                    format!("characteristics.{k}"),
                    Message::new("posts-characteristics-roll-differs")
                        .text("characteristic", k.clone())
                        .int("value", rolled.as_i64().unwrap_or(0))
                        .int("seq", set.seq),
                ));
            }
            Some(_) => {}
            None => {
                given.insert(k.clone(), rolled.clone());
            }
        }
    }
    Ok(())
}
