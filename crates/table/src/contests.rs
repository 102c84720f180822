//! Chthonian contests, complex contests and cooperative rolls at the table, outside a
//! fight (chthonian R2–R4). Each side (or helper) is a character of the game, its
//! Traits chosen by name from its own sheet or block (a Trait belongs to its bearer,
//! and its hindering Traits always count), or an object; either may add temporary
//! Traits (T3) for the moment. The rules roll it; the entry names the sides.

use keeper_i18n::Message;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::checks::check_name;
use crate::fights::chthonian::side;
use crate::npcs::CharacterKind;
use crate::rolls::RollOrder;
use crate::{Entry, Member, Role, Table, TableError, Visibility};

/// Most sides of a contest, or helpers of a cooperative roll (as the rules take).
pub const MAX_SIDES: usize = 100;

/// Which roll of several sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ContestKind {
    /// R2: the highest total wins; Outcome = highest − second.
    Contest,
    /// R3: each side against the Difficulty; the highest Outcome above 0 wins.
    Complex,
    /// R4: one roll, with the Traits of everyone helping.
    Cooperative,
}

impl ContestKind {
    fn action(self) -> &'static str {
        match self {
            ContestKind::Contest => "contest",
            ContestKind::Complex => "complex",
            ContestKind::Cooperative => "cooperative",
        }
    }
}

/// A Trait a side brings: one of its bearer's by name, or a temporary one (T3).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum TraitPick {
    /// One of the character's own Traits, by its name on the sheet.
    Named(String),
    /// A Trait for the moment (`Close to the statuette 2`), or an object's.
    Temporary {
        /// Its name.
        name: String,
        /// Its rating (negative hinders).
        rating: i64,
    },
}

/// One side of a contest, or one helper.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ContestSide {
    /// A character of the game; absent for an object.
    #[serde(default)]
    pub character: Option<String>,
    /// An object's name (`The cellar door`); a character is named by its sheet.
    #[serde(default)]
    pub name: Option<String>,
    /// The Traits it brings.
    #[serde(default)]
    pub traits: Vec<TraitPick>,
}

/// A contest, complex contest or cooperative roll asked for.
#[derive(Debug, Clone)]
pub struct ContestOrder {
    /// Which.
    pub kind: ContestKind,
    /// The sides, or (cooperative) the helpers.
    pub sides: Vec<ContestSide>,
    /// The Difficulty (complex, cooperative; 8 by default, R1).
    pub difficulty: Option<i64>,
    /// Cooperative: `best` (default), `worst` or `sum` (R4).
    pub combine: Option<String>,
    /// Contest, complex: `allow` (default) or `break` a tie (R2).
    pub tie: Option<String>,
    /// What it is for.
    pub label: Option<String>,
    /// Who may read it.
    pub visibility: Visibility,
}

impl Table {
    /// Rolls a contest, complex contest or cooperative roll of a Chthonian game. A
    /// player may bring the Excursionists' Traits and objects; an NPC's side is the
    /// Narrator's.
    pub async fn chthonian_contest(
        &self,
        member: &Member,
        order: ContestOrder,
    ) -> Result<Entry, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new("table-observer-roll")));
        }
        let rules = self.rules(&member.game).await?;
        if rules.system != "chthonian" {
            return Err(TableError::bad_field(
                "kind",
                Message::new("table-contest-chthonian"),
            ));
        }
        let least = if order.kind == ContestKind::Cooperative {
            1
        } else {
            2
        };
        if order.sides.len() < least || order.sides.len() > MAX_SIDES {
            return Err(TableError::bad_field(
                "sides",
                Message::new("table-contest-sides")
                    .int("min", least as i64)
                    .int("max", MAX_SIDES as i64),
            ));
        }
        let mut sides = Vec::with_capacity(order.sides.len());
        for (i, s) in order.sides.iter().enumerate() {
            let field = format!("sides[{i}]");
            let (named, typed): (Vec<&TraitPick>, Vec<&TraitPick>) = s
                .traits
                .iter()
                .partition(|t| matches!(t, TraitPick::Named(_)));
            let mut traits = Vec::new();
            let name = match &s.character {
                Some(id) => {
                    let c = self.character(member, id).await?;
                    if c.kind == CharacterKind::Npc && !member.is_keeper() {
                        return Err(TableError::Forbidden(Message::new("table-npc-keeper-only")));
                    }
                    let chosen: Vec<String> = named
                        .iter()
                        .filter_map(|t| match t {
                            TraitPick::Named(n) => Some(n.clone()),
                            TraitPick::Temporary { .. } => None,
                        })
                        .collect();
                    traits.extend(side(&c, &chosen, &format!("{field}.traits"), true)?);
                    c.name
                }
                None => {
                    if let Some(TraitPick::Named(n)) = named.first() {
                        return Err(TableError::bad_field(
                            format!("{field}.traits"),
                            Message::new("table-contest-object-trait").text("trait", n.clone()),
                        ));
                    }
                    let n = s.name.clone().unwrap_or_default();
                    check_name(&format!("{field}.name"), &n)?;
                    n
                }
            };
            for t in typed {
                if let TraitPick::Temporary { name, rating } = t {
                    check_name(&format!("{field}.traits"), name)?;
                    traits.push(json!({"name": name.trim(), "rating": rating}));
                }
            }
            sides.push((name, traits));
        }
        let mut request = json!({"system": "chthonian", "action": order.kind.action()});
        match order.kind {
            ContestKind::Cooperative => {
                let helpers: Vec<Value> = sides.iter().map(|(_, t)| json!({"traits": t})).collect();
                request["helpers"] = json!(helpers);
                if let Some(c) = &order.combine {
                    request["combine"] = json!(c);
                }
            }
            _ => {
                let list: Vec<Value> = sides
                    .iter()
                    .map(|(n, t)| json!({"name": n, "traits": t}))
                    .collect();
                request["sides"] = json!(list);
                if let Some(tie) = &order.tie {
                    request["tie"] = json!(tie);
                }
            }
        }
        if order.kind != ContestKind::Contest {
            request["difficulty"] = json!(order.difficulty.unwrap_or(8));
        }
        let label = match (&order.label, order.kind) {
            (Some(l), _) => Some(l.clone()),
            // The helpers are named nowhere else: the label says who helped.
            (None, ContestKind::Cooperative) => Some(
                sides
                    .iter()
                    .map(|(n, _)| n.as_str())
                    .collect::<Vec<_>>()
                    .join(" + "),
            ),
            (None, _) => None,
        };
        let mut roll = RollOrder::request(request, order.visibility);
        roll.label = label;
        self.roll_inner(member, roll, None, None, false).await
    }
}

/// One side of an opposed roll: a character's value by its sheet name, or a value
/// for someone or something with no sheet.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct OpposedSide {
    /// A character of the game.
    #[serde(default)]
    pub character: Option<String>,
    /// The value's name on the sheet (`STR`, `Spot Hidden`, `luck`); with `character`.
    #[serde(default)]
    pub skill: Option<String>,
    /// The value itself, for a side with no sheet (the door's SIZ 16).
    #[serde(default)]
    pub value: Option<i64>,
    /// Its name, for a side with no sheet (`The door`).
    #[serde(default)]
    pub name: Option<String>,
    /// 7th edition: bonus dice.
    #[serde(default)]
    pub bonus: u32,
    /// 7th edition: penalty dice.
    #[serde(default)]
    pub penalty: u32,
}

/// An opposed roll asked for: 7th edition's opposed check (two rolls, the better level
/// wins), or classic's resistance roll (T5: the active side against the passive).
#[derive(Debug, Clone)]
pub struct OpposedOrder {
    /// The two sides; in classic, the active first.
    pub sides: Vec<OpposedSide>,
    /// Who may read it.
    pub visibility: Visibility,
}

impl Table {
    /// Rolls two sides against each other, each value taken from its character's sheet
    /// (an NPC's side is the Keeper's). The label names the sides in order.
    pub async fn opposed_roll(
        &self,
        member: &Member,
        order: OpposedOrder,
    ) -> Result<Entry, TableError> {
        if member.role == Role::Observer {
            return Err(TableError::Forbidden(Message::new("table-observer-roll")));
        }
        let rules = self.rules(&member.game).await?;
        if !matches!(rules.system.as_str(), "coc7" | "classic") {
            return Err(TableError::bad_field(
                "sides",
                Message::new("table-opposed-system"),
            ));
        }
        if order.sides.len() != 2 {
            return Err(TableError::bad_field(
                "sides",
                Message::new("table-opposed-two"),
            ));
        }
        let mut values = Vec::new();
        let mut names = Vec::new();
        for (i, s) in order.sides.iter().enumerate() {
            let field = format!("sides[{i}]");
            let (name, value) = match (&s.character, &s.skill) {
                (Some(id), Some(skill)) => {
                    let c = self.character(member, id).await?;
                    if c.kind == CharacterKind::Npc && !member.is_keeper() {
                        return Err(TableError::Forbidden(Message::new("table-npc-keeper-only")));
                    }
                    let v = c.derived.value(skill).ok_or_else(|| {
                        TableError::bad_field(
                            format!("{field}.skill"),
                            Message::new("session-group-no-value")
                                .text("name", c.name.clone())
                                .text("skill", skill.clone()),
                        )
                    })?;
                    (format!("{} ({skill})", c.name), v)
                }
                (None, None) => {
                    let v = s.value.ok_or_else(|| {
                        TableError::bad_field(
                            format!("{field}.value"),
                            Message::new("table-opposed-side"),
                        )
                    })?;
                    let n = s.name.clone().unwrap_or_default();
                    check_name(&format!("{field}.name"), &n)?;
                    (format!("{n} ({v})"), v)
                }
                _ => {
                    return Err(TableError::bad_field(
                        field,
                        Message::new("table-opposed-side"),
                    ));
                }
            };
            names.push(name);
            values.push((value, s.bonus, s.penalty));
        }
        let request = match rules.system.as_str() {
            "coc7" => {
                let side = |(value, bonus, penalty): (i64, u32, u32)| json!({"value": value, "bonus": bonus, "penalty": penalty});
                json!({"system": "coc7", "action": "opposed", "a": side(values[0]), "b": side(values[1])})
            }
            _ => json!({"system": "classic", "action": "resistance",
                "active": values[0].0, "passive": values[1].0}),
        };
        let mut roll = RollOrder::request(request, order.visibility);
        roll.label = Some(names.join(" × "));
        self.roll_inner(member, roll, None, None, false).await
    }
}

impl Table {
    /// The Narrator turns the Outcome of the Chthonian roll at `seq` into a Trait of
    /// `target` (R5): `Wounded 3` on the loser, `Opened 4` on a lock. The rules give its
    /// rating (the Outcome's size, negative when it `hinders`); it goes onto the
    /// target's sheet or block, in an entry of the roll's visibility.
    pub async fn outcome_trait(
        &self,
        narrator: &Member,
        seq: i64,
        target: &str,
        name: &str,
        hinders: bool,
    ) -> Result<Entry, TableError> {
        if !narrator.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-outcome-trait-narrator",
            )));
        }
        check_name("name", name)?;
        let entry = self.entry_row(&narrator.game, seq).await?;
        let body: Value = serde_json::from_str(&entry.body).unwrap_or(Value::Null);
        let step = &body["steps"][0];
        let request = &step["request"];
        let event = match (request["system"].as_str(), request["action"].as_str()) {
            (Some("chthonian"), Some(action)) if entry.kind == crate::EntryKind::Roll => {
                keeper_resolve::Outcome::decode("chthonian", action, &step["response"]["result"])
                    .ok()
                    .and_then(|o| o.outcome_trait_event(name.trim(), hinders))
            }
            _ => None,
        };
        let event = event.ok_or_else(|| {
            TableError::bad_field("seq", Message::new("table-outcome-trait-none"))
        })?;
        self.character_events(narrator, target, vec![event], entry.visibility)
            .await
    }
}
