//! The API's request bodies and query strings: the wire's own types, so the table's
//! types can change without changing the API. Each handler turns its body into its
//! table call.

use keeper_table::RollOrder;
use serde::Deserialize;
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

/// `POST /api/v1/odds`: a resolve request (`request`) or a dice expression (`expr`),
/// exactly one of them.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Odds {
    /// A resolve request; its `odds`, `seed` and `dice` are set here.
    #[serde(default)]
    pub request: Option<Value>,
    /// Dice notation, or a BCDice command of the `system`'s game.
    #[serde(default)]
    pub expr: Option<String>,
    /// The game's system: an `expr` that is not dice notation is tried as a BCDice
    /// command of its game (`coc7` → `Cthulhu7th`, `classic` → `Cthulhu`).
    #[serde(default)]
    pub system: Option<String>,
}

/// `POST /api/v1/games`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateGame {
    /// The game's name.
    pub name: String,
    /// `coc7`, `classic`, `chthonian`, `dice` or `bcdice`.
    pub system: String,
    /// The Keeper's name at the table.
    pub keeper_name: String,
    /// The system's options (house rules).
    #[serde(default)]
    pub options: Option<Value>,
    /// The game's language (one of keeper's languages).
    #[serde(default)]
    pub language: Option<String>,
}

/// A role in a game.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Runs the game.
    Keeper,
    /// Plays.
    Player,
    /// Reads what is public.
    Observer,
}

impl From<Role> for keeper_table::Role {
    fn from(r: Role) -> keeper_table::Role {
        match r {
            Role::Keeper => keeper_table::Role::Keeper,
            Role::Player => keeper_table::Role::Player,
            Role::Observer => keeper_table::Role::Observer,
        }
    }
}

/// Who may read an entry.
#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    /// Everyone.
    #[default]
    Public,
    /// Blind: the Keeper reads it; the others see that it happened.
    Keeper,
    /// Its maker and the Keeper.
    Private,
}

impl From<Visibility> for keeper_table::Visibility {
    fn from(v: Visibility) -> keeper_table::Visibility {
        match v {
            Visibility::Public => keeper_table::Visibility::Public,
            Visibility::Keeper => keeper_table::Visibility::Keeper,
            Visibility::Private => keeper_table::Visibility::Private,
        }
    }
}

/// `POST /api/v1/games/{game}/invites`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateInvite {
    /// The role the invite gives.
    pub role: Role,
    /// Seconds from now until the invite stops working (at most a year and a day).
    #[serde(default)]
    pub expires_in: Option<i64>,
    /// When the invite stops working: RFC 3339 with any offset, in the future, within a
    /// year and a day (not with `expires_in`).
    #[serde(default)]
    pub expires_at: Option<String>,
    /// The first person to join spends it.
    #[serde(default)]
    pub single_use: bool,
}

/// `POST /api/v1/games/{game}/join`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Join {
    /// The invite's secret.
    pub invite: String,
    /// The new member's name.
    pub name: String,
}

/// `PUT /api/v1/games/{game}/me`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SetMe {
    /// The member's language; null follows the browser.
    pub language: Option<String>,
}

/// The `Idempotency-Key` header of the writes a client may retry (a roll, a post, an
/// answer); read by [`crate::idempotency`], described here for the OpenAPI document.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Header)]
pub struct Retry {
    /// A key the client picks for one attempt (at most 200 bytes): a retry by the same
    /// member, to the same path, with the same key and body gets the first answer again
    /// (`Idempotent-Replayed: true`) instead of rolling or posting twice; the same key
    /// with another body answers 400. Kept for 24 hours in the answering process; a
    /// roll's key is also kept with the game, so a roll retried after a restart or
    /// through another process is not rolled again.
    #[serde(rename = "Idempotency-Key")]
    #[param(rename = "Idempotency-Key")]
    pub idempotency_key: Option<String>,
}

/// `?after=&limit=` of the log.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Page {
    /// The last seq the reader has.
    #[serde(default)]
    pub after: i64,
    /// How many entries at most.
    #[serde(default = "default_limit")]
    pub limit: i64,
}

fn default_limit() -> i64 {
    200
}

/// `POST /api/v1/games/{game}/rolls`: a resolve request or an expression to roll.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Roll {
    /// A resolve request of the game's system, `dice` or `bcdice` (its `id`, `seed` and
    /// `dice` are the table's to set); or absent when `expr` is given.
    #[serde(default)]
    pub request: Option<Value>,
    /// A dice expression or a BCDice-style command of the game's system.
    #[serde(default)]
    pub expr: Option<String>,
    /// Who may read it.
    #[serde(default)]
    pub visibility: Visibility,
    /// What the roll is for ("Spot Hidden").
    #[serde(default)]
    pub label: Option<String>,
    /// The character it is rolled for.
    #[serde(default)]
    pub character: Option<String>,
    /// Append the result's `events` to the character's sheet.
    #[serde(default)]
    pub apply: bool,
    /// Physical dice: the faces the member rolled, in the engine's order.
    #[serde(default)]
    pub dice: Option<Vec<i64>>,
}

impl From<Roll> for RollOrder {
    fn from(r: Roll) -> RollOrder {
        RollOrder {
            request: r.request,
            expr: r.expr,
            visibility: r.visibility.into(),
            label: r.label,
            character: r.character,
            apply: r.apply,
            dice: r.dice,
        }
    }
}

/// `POST /api/v1/games/{game}/characters`: by the system's creation rules (`create`)
/// or from a whole sheet (`sheet`).
#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateCharacter {
    /// The member who plays it (the Keeper may name another).
    #[serde(default)]
    pub owner: Option<String>,
    /// The system's creation request.
    #[serde(default)]
    pub create: Option<Value>,
    /// A whole sheet.
    #[serde(default)]
    pub sheet: Option<Value>,
    /// `investigator` (the default) or `npc`: a non-player character the Keeper makes
    /// from a `statblock`.
    #[serde(default)]
    pub kind: Option<String>,
    /// An NPC's stat block as scenarios print it (`kind: "npc"`; 7th edition and
    /// classic).
    #[serde(default)]
    pub statblock: Option<String>,
}

/// `POST /api/v1/games/{game}/characters/{id}/events`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Events {
    /// The system's sheet events (damage, Sanity loss, …).
    pub events: Vec<Value>,
    /// Who may read them.
    #[serde(default)]
    pub visibility: Visibility,
}

/// `POST /api/v1/games/{game}/characters/{id}/treat`: a treatment of the investigator.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Treat {
    /// `first_aid`, `medicine` (by a `healer`), `dying_round` (the dying's CON roll),
    /// `day` or `week` (natural healing, the Keeper's).
    pub treatment: Treatment,
    /// The healer, an investigator of the game: First Aid and Medicine.
    #[serde(default)]
    pub healer: Option<String>,
    /// Medicine: with the necessary equipment and an hour (H7).
    #[serde(default)]
    pub equipment: bool,
    /// Who may read the roll.
    #[serde(default)]
    pub visibility: Visibility,
}

/// `POST /api/v1/games/{game}/time`: game time the Keeper says has passed.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TimePasses {
    /// Game hours, 0–720: Magic Points come back (7th edition C5: 1 an hour; classic
    /// M1: a quarter every 6 hours, all after 24) and classic's hour of Sanity losses
    /// starts again (N5).
    #[serde(default)]
    #[schema(minimum = 0, maximum = 720)]
    pub hours: u32,
    /// A new game day begins: 7th edition's count of the day's Sanity losses starts
    /// again (N5).
    #[serde(default)]
    pub new_day: bool,
    /// Who may read the entries.
    #[serde(default)]
    pub visibility: Visibility,
}

impl From<TimePasses> for keeper_table::TimePasses {
    fn from(t: TimePasses) -> keeper_table::TimePasses {
        keeper_table::TimePasses {
            hours: t.hours,
            new_day: t.new_day,
            visibility: t.visibility.into(),
        }
    }
}

/// A treatment (7th edition H4–H7).
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Treatment {
    /// First Aid.
    FirstAid,
    /// Medicine.
    Medicine,
    /// The dying's CON roll, each round.
    DyingRound,
    /// A day of rest.
    Day,
    /// A week of rest.
    Week,
}

impl From<Treat> for keeper_table::TreatOrder {
    fn from(t: Treat) -> keeper_table::TreatOrder {
        use keeper_table::Treatment as T;
        keeper_table::TreatOrder {
            treatment: match t.treatment {
                Treatment::FirstAid => T::FirstAid,
                Treatment::Medicine => T::Medicine,
                Treatment::DyingRound => T::DyingRound,
                Treatment::Day => T::Day,
                Treatment::Week => T::Week,
            },
            healer: t.healer,
            equipment: t.equipment,
            visibility: t.visibility.into(),
        }
    }
}

/// `POST /api/v1/games/{game}/requests`: the Keeper asks a player for a roll.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AskRoll {
    /// The member asked.
    pub to: String,
    /// The roll asked for.
    #[serde(flatten)]
    pub roll: Roll,
}

/// `POST /api/v1/games/{game}/requests/group`: the Keeper asks several at once.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AskGroup {
    /// The players asked (member ids); absent, every player.
    #[serde(default)]
    pub to: Option<Vec<String>>,
    /// What each rolls, from their own character's sheet: a skill or characteristic
    /// by its sheet name (`"Spot Hidden"`, `"INT"`), `"luck"` or `"san"`.
    #[serde(default)]
    pub skill: Option<String>,
    /// The group's Luck roll instead (7th edition): asked of the one the rules choose.
    #[serde(default)]
    pub group_luck: bool,
    /// With `"skill": "san"`: the Sanity loss (`"1/1D6"`), applied to each sheet.
    #[serde(default)]
    pub loss: Option<String>,
    /// What the rolls are for.
    #[serde(default)]
    pub label: Option<String>,
    /// Who may read the answers.
    #[serde(default)]
    pub visibility: Visibility,
}

/// `POST /api/v1/games/{game}/requests/{id}/answer` (optional).
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct Answer {
    /// Physical dice: the faces rolled; absent, the table rolls.
    #[serde(default)]
    pub dice: Option<Vec<i64>>,
}

/// `POST /api/v1/games/{game}/rolls/{seq}/luck` (optional).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SpendLuck {
    /// The Luck to spend; absent, what the next success needs.
    #[serde(default)]
    pub points: Option<i64>,
}

/// `POST /api/v1/games/{game}/threads`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateThread {
    /// The thread's title.
    pub title: String,
    /// Makes it the game's dice thread (the Keeper, once per game): roll tags are then
    /// rolled there only, and shown unrolled elsewhere, saying why.
    #[serde(default)]
    pub dice_thread: bool,
}

/// A post's body: `POST …/threads/{thread}/posts`, `PUT …/posts/{post}`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Post {
    /// The post's text; `[roll …]` tags are rolled when it is posted.
    pub body: String,
}

/// `POST …/threads/{thread}/preview`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PreviewPost {
    /// The text to preview; nothing is rolled.
    pub body: String,
}

/// Who may read a post.
#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PostVisibility {
    /// Everyone.
    #[default]
    Public,
    /// Refused: no post is blind.
    Keeper,
    /// Its author and the Keeper.
    Private,
    /// Its author, the player `to` and the Keeper.
    Whisper,
}

impl From<PostVisibility> for keeper_table::Visibility {
    fn from(v: PostVisibility) -> keeper_table::Visibility {
        match v {
            PostVisibility::Public => keeper_table::Visibility::Public,
            PostVisibility::Keeper => keeper_table::Visibility::Keeper,
            PostVisibility::Private => keeper_table::Visibility::Private,
            PostVisibility::Whisper => keeper_table::Visibility::Whisper,
        }
    }
}

/// `POST …/threads/{thread}/posts`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct NewPost {
    /// The post's text; `[roll …]` tags are rolled when it is posted.
    pub body: String,
    /// `public` (the default); `private`: for the Keeper only (its author and the
    /// Keeper read it); `whisper`: to the player `to` and the Keeper (its author, that
    /// player and the Keeper read it). `keeper` is refused.
    #[serde(default)]
    pub visibility: PostVisibility,
    /// A whisper's recipient: the member id of a player of the game, not the author's
    /// own (only with `visibility: whisper`).
    #[serde(default)]
    pub to: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A role or visibility reads as the table writes it, and turns into the same one.
    #[test]
    fn names_are_the_tables() {
        use keeper_table::{Role as R, Visibility as V};
        for r in [R::Keeper, R::Player, R::Observer] {
            let wire = serde_json::to_value(r).unwrap();
            let ours: Role = serde_json::from_value(wire).unwrap();
            assert_eq!(R::from(ours), r);
        }
        for v in [V::Public, V::Keeper, V::Private] {
            let wire = serde_json::to_value(v).unwrap();
            let ours: Visibility = serde_json::from_value(wire).unwrap();
            assert_eq!(V::from(ours), v);
        }
        for v in [V::Public, V::Keeper, V::Private, V::Whisper] {
            let wire = serde_json::to_value(v).unwrap();
            let ours: PostVisibility = serde_json::from_value(wire).unwrap();
            assert_eq!(V::from(ours), v);
        }
    }
}

/// `POST /api/v1/games/{game}/contests`: a Chthonian contest, complex contest or
/// cooperative roll of several sides (R2–R4).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Contest {
    /// `contest` (R2), `complex` (R3) or `cooperative` (R4).
    pub kind: ContestKind,
    /// The sides (2–100), or the helpers of a cooperative roll (1–100).
    pub sides: Vec<ContestSide>,
    /// The Difficulty of a complex contest or a cooperative roll (default 8).
    #[serde(default)]
    pub difficulty: Option<i64>,
    /// Cooperative: `best` (default), `worst` or `sum`.
    #[serde(default)]
    pub combine: Option<String>,
    /// Contest, complex: `allow` (default) or `break` a tie.
    #[serde(default)]
    pub tie: Option<String>,
    /// What it is for.
    #[serde(default)]
    pub label: Option<String>,
    /// Who may read it.
    #[serde(default)]
    pub visibility: Visibility,
}

/// Which roll of several sides.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ContestKind {
    /// The highest total wins (R2).
    Contest,
    /// Each side against the Difficulty (R3).
    Complex,
    /// One roll with every helper's Traits (R4).
    Cooperative,
}

/// A side: a character of the game (its Traits by name) or an object (`name`), each
/// with temporary Traits (`{"name", "rating"}`) if any.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ContestSide {
    /// A character of the game.
    #[serde(default)]
    pub character: Option<String>,
    /// An object's name.
    #[serde(default)]
    pub name: Option<String>,
    /// The character's Traits by name (`"Strong"`), or `{"name", "rating"}` for a
    /// temporary one or an object's.
    #[serde(default)]
    #[schema(value_type = Vec<Value>)]
    pub traits: Vec<keeper_table::TraitPick>,
}

impl From<Contest> for keeper_table::ContestOrder {
    fn from(c: Contest) -> keeper_table::ContestOrder {
        use keeper_table::ContestKind as K;
        keeper_table::ContestOrder {
            kind: match c.kind {
                ContestKind::Contest => K::Contest,
                ContestKind::Complex => K::Complex,
                ContestKind::Cooperative => K::Cooperative,
            },
            sides: c
                .sides
                .into_iter()
                .map(|s| keeper_table::ContestSide {
                    character: s.character,
                    name: s.name,
                    traits: s.traits,
                })
                .collect(),
            difficulty: c.difficulty,
            combine: c.combine,
            tie: c.tie,
            label: c.label,
            visibility: c.visibility.into(),
        }
    }
}

/// `POST /api/v1/games/{game}/opposed`: an opposed roll of two sides (7th edition) or
/// a resistance roll (classic T5).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Opposed {
    /// Exactly two sides; in classic, the active one first.
    #[schema(value_type = Vec<Value>)]
    pub sides: Vec<keeper_table::OpposedSide>,
    /// Who may read it.
    #[serde(default)]
    pub visibility: Visibility,
}

impl From<Opposed> for keeper_table::OpposedOrder {
    fn from(o: Opposed) -> keeper_table::OpposedOrder {
        keeper_table::OpposedOrder {
            sides: o.sides,
            visibility: o.visibility.into(),
        }
    }
}

/// `POST /api/v1/games/{game}/rolls/{seq}/trait`: the Narrator makes a roll's Outcome a
/// Trait of a character (Chthonian R5).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OutcomeTrait {
    /// The character (or NPC) who bears it.
    pub character: String,
    /// Its name (`Wounded`, `Opened`).
    pub name: String,
    /// Whether it hinders its bearer (a wound): the rating is then negative.
    #[serde(default)]
    pub hinders: bool,
}
