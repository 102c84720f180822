//! Non-player characters: the Keeper's cultists, ghouls and thugs, made from a stat
//! block as scenarios print it and read by the system's `statblock` action. Their stats
//! are the Keeper's alone; the players learn an NPC's name when the Keeper shows it
//! ([`Table::show_character`]) or rolls for it in the open.

use keeper_i18n::Message;
use keeper_resolve::results::chthonian::{self, ChthonianOutcome};
use keeper_resolve::results::classic::{self, ClassicOutcome};
use keeper_resolve::results::coc7::{self, Coc7Outcome};
use keeper_resolve::{Outcome, ResolveError};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::plans::{random_hex, text};
use crate::store::{Arg, NewEntry, Plan, Write};
use crate::{Character, Entry, EntryKind, MAX_NAME, Member, Table, TableError, Visibility, access};

/// What a character is at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum CharacterKind {
    /// A player's investigator (or Excursionist): its sheet is public to the game.
    #[default]
    Investigator,
    /// The Keeper's non-player character: its stats are the Keeper's only.
    Npc,
}

impl CharacterKind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            CharacterKind::Investigator => "investigator",
            CharacterKind::Npc => "npc",
        }
    }

    /// The kind stored or asked for as `s`.
    pub fn parse(s: &str) -> Option<CharacterKind> {
        match s {
            "investigator" => Some(CharacterKind::Investigator),
            "npc" => Some(CharacterKind::Npc),
            _ => None,
        }
    }
}

/// An NPC's stat block as its system's rules read it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum NpcBlock {
    /// A 7th edition stat block (`coc7.statblock`).
    Coc7(coc7::StatblockResult),
    /// A classic stat block (`classic.statblock`).
    Classic(classic::StatblockResult),
    /// A Chthonian creature: a name and Traits (`chthonian.statblock`).
    Chthonian(chthonian::StatblockResult),
}

/// An NPC's sheet: the stat block as the Keeper gave it, and its events (damage,
/// healing) appended like any sheet's. The rules read both each time it is shown.
pub(crate) fn npc_sheet(statblock: &str) -> Value {
    json!({"format": NPC_FORMAT, "statblock": statblock})
}

/// The format name of an NPC's sheet.
pub(crate) const NPC_FORMAT: &str = "keeper-npc";

impl NpcBlock {
    /// The rules' reading of an NPC's `sheet` with its events, or why they refuse it.
    pub(crate) fn of_sheet(
        system: &str,
        lang: &str,
        sheet: &Value,
    ) -> Result<NpcBlock, TableError> {
        let text = sheet["statblock"].as_str().unwrap_or_default();
        let events = sheet.get("events").cloned().unwrap_or_else(|| json!([]));
        read_statblock(system, lang, text, events)
    }

    /// Hit points now and at most, where the block has them.
    pub fn hp(&self) -> Option<(i64, i64)> {
        match self {
            NpcBlock::Coc7(b) => b
                .health
                .map(|h| (i64::from(h.hp), i64::from(h.max_hp)))
                .or(b.hp.map(|hp| (i64::from(hp), i64::from(hp)))),
            NpcBlock::Classic(b) => b
                .health
                .map(|h| (h.hp, h.max_hp))
                .or(b.hp.map(|hp| (hp, hp))),
            NpcBlock::Chthonian(_) => None,
        }
    }

    /// The conditions of its wounds now, as message ids of the sheet (`web-cond-dying`).
    pub fn conditions(&self) -> Vec<&'static str> {
        match self {
            NpcBlock::Coc7(b) => b.health.map_or_else(Vec::new, |h| {
                [
                    (h.major_wound, "web-cond-major-wound"),
                    (h.unconscious, "web-cond-unconscious"),
                    (h.dying, "web-cond-dying"),
                    (h.needs_medicine, "web-cond-needs-medicine"),
                    (h.dead, "web-cond-dead"),
                ]
                .into_iter()
                .filter_map(|(on, id)| on.then_some(id))
                .collect()
            }),
            NpcBlock::Classic(b) => match b.health.map(|h| h.condition) {
                Some(classic::Condition::Unconscious) => vec!["web-cond-unconscious"],
                Some(classic::Condition::Dying) => vec!["web-cond-dying"],
                _ => Vec::new(),
            },
            NpcBlock::Chthonian(_) => Vec::new(),
        }
    }

    /// Its name.
    pub fn name(&self) -> &str {
        match self {
            NpcBlock::Coc7(b) => &b.name,
            NpcBlock::Classic(b) => &b.name,
            NpcBlock::Chthonian(b) => &b.name,
        }
    }

    /// A characteristic given by the block (`"STR"`).
    pub fn characteristic(&self, name: &str) -> Option<i64> {
        self.characteristics()
            .into_iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v)
    }

    /// The characteristics the block gives, in its order.
    pub fn characteristics(&self) -> Vec<(&str, i64)> {
        match self {
            NpcBlock::Coc7(b) => b
                .characteristics
                .iter()
                .map(|(n, v)| (n, i64::from(*v)))
                .collect(),
            NpcBlock::Classic(b) => b
                .characteristics
                .0
                .iter()
                .map(|(n, v)| (n.as_str(), *v))
                .collect(),
            NpcBlock::Chthonian(_) => Vec::new(),
        }
    }

    /// Its skills and attacks with their values, skills first, in the block's order: what
    /// a roll for it can be made against.
    pub fn skills(&self) -> Vec<(&str, i64)> {
        match self {
            NpcBlock::Coc7(b) => b
                .skills
                .iter()
                .map(|(n, v)| (n, i64::from(*v)))
                .chain(
                    b.attacks
                        .iter()
                        .map(|a| (a.name.as_str(), i64::from(a.value))),
                )
                .collect(),
            NpcBlock::Classic(b) => b
                .skills
                .0
                .iter()
                .map(|(n, v)| (n.as_str(), *v))
                .chain(b.attacks.iter().map(|a| (a.name.as_str(), a.value)))
                .collect(),
            NpcBlock::Chthonian(_) => Vec::new(),
        }
    }
}

/// How much of an NPC `member` may see: all of it (the Keeper), its name once shown, or
/// nothing at all (as if it did not exist).
pub(crate) fn npc_sight(member: &Member, shown: bool) -> access::Sight {
    access::npc_sight(member.viewer(), shown)
}

impl Table {
    /// The Keeper makes a non-player character from a stat block (`statblock`, read by
    /// the system's `statblock` action). Its entry is the Keeper's only; its name stays
    /// secret until shown. An unreadable line is refused with its number (`line`).
    pub async fn create_npc(
        &self,
        member: &Member,
        statblock: &str,
    ) -> Result<Character, TableError> {
        if !member.is_keeper() {
            return Err(TableError::Forbidden(Message::new("table-npc-keeper-only")));
        }
        let game = self.game(&member.game).await?;
        let block = read_statblock(&game.system, &game.language, statblock, json!([]))?;
        let name: String = block
            .name()
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_NAME)
            .collect();
        if name.trim().is_empty() {
            return Err(TableError::bad_field(
                "statblock",
                Message::new("table-npc-no-name"),
            ));
        }
        let sheet = npc_sheet(statblock);
        let id = random_hex(8);
        let (actor, cid) = (member.id.clone(), id.clone());
        self.submit(
            &game.id,
            Box::new(move |state| {
                if state.ended {
                    return Err(TableError::Ended);
                }
                // Keeper-only, its hash public in the chain: the nonce keeps the stats
                // from being matched against guesses.
                let body = json!({
                    "character": cid, "owner": actor, "name": name, "kind": "npc",
                    "sheet": sheet, "nonce": random_hex(16),
                });
                Ok(Plan {
                    entries: vec![NewEntry {
                        kind: EntryKind::CharacterCreated,
                        visibility: Visibility::Private,
                        actor: actor.clone(),
                        body: body.into(),
                    }],
                    writes: vec![Write {
                        sql: "INSERT INTO characters (id, game_id, owner_id, name, sheet, created_seq, kind) VALUES ($1, $2, $3, $4, $5, $6, 'npc')",
                        args: vec![text(&cid), text(&state.id), text(&actor), text(&name), Arg::Text(sheet.to_string()), Arg::Seq(0)],
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.character(member, &id).await
    }

    /// The Keeper shows an NPC to the players: a public entry names it, and from then on
    /// every member sees its name (never its stats). Showing one already shown is
    /// refused, so the log names it once.
    pub async fn show_character(
        &self,
        member: &Member,
        character: &str,
    ) -> Result<Entry, TableError> {
        if !member.is_keeper() {
            return Err(TableError::Forbidden(Message::new("table-npc-keeper-only")));
        }
        let c = self.character(member, character).await?;
        if c.kind != CharacterKind::Npc {
            return Err(TableError::bad_field(
                "character",
                Message::new("table-npc-not-npc"),
            ));
        }
        let (actor, cid, name) = (member.id.clone(), c.id.clone(), c.name.clone());
        let committed = self
            .submit(
                &member.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    let mut plan = Plan::one(
                        EntryKind::CharacterShown,
                        Visibility::Public,
                        &actor,
                        json!({"character": cid, "name": name}),
                    );
                    plan.guard = Some(crate::store::Guard {
                        write: show_write(&cid),
                        refusal: already_shown,
                    });
                    Ok(plan)
                }),
            )
            .await?;
        Ok(crate::plans::only_entry(committed))
    }
}

/// The write that marks an NPC shown by the plan's entry; it changes nothing when the
/// NPC was shown already.
pub(crate) fn show_write(character: &str) -> Write {
    Write {
        sql: "UPDATE characters SET shown_seq = $1 WHERE id = $2 AND shown_seq IS NULL",
        args: vec![Arg::Seq(0), text(character)],
    }
}

fn already_shown() -> TableError {
    TableError::bad_field("character", Message::new("table-npc-already-shown"))
}

/// `statblock` with `events` read by the system's rules. An unreadable line keeps the
/// engine's `line`, the field named as the API names it.
pub(crate) fn read_statblock(
    system: &str,
    lang: &str,
    statblock: &str,
    events: Value,
) -> Result<NpcBlock, TableError> {
    let request = json!({"system": system, "action": "statblock", "text": statblock, "events": events, "lang": lang});
    let as_field = |e: ResolveError| {
        let e = if e.field("field") == Some(&json!("text")) {
            e.with("field", "statblock")
        } else {
            e
        };
        TableError::Rejected(e)
    };
    match keeper_resolve::answer(&request).map_err(as_field)?.outcome {
        Outcome::Coc7(Coc7Outcome::Statblock(b)) => Ok(NpcBlock::Coc7(b)),
        Outcome::Classic(ClassicOutcome::Statblock(b)) => Ok(NpcBlock::Classic(b)),
        Outcome::Chthonian(ChthonianOutcome::Statblock(b)) => Ok(NpcBlock::Chthonian(b)),
        other => unreachable!("a statblock request answered {}", other.system()),
    }
}
