//! The API of the combat tracker: one fight per game at a time, its order, turns and
//! exchanges (docs/api.md, "Fights"). Each call answers the entry it wrote and the
//! fight as the asker now sees it.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use keeper_table::{
    AttackOrder, Entry, FightView, Joining, Member as TableMember, SideTraits, SkillTurn,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::AppState;
use crate::error::ApiError;
use crate::extract::{Json, Member};
use crate::openapi::{errors, schema};

type Answer = Result<Response, ApiError>;

/// A fighter to add.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Fighter {
    /// The character (an investigator or an NPC of the game).
    pub character: String,
    /// 7th edition: it starts with a firearm readied, +50 for the order (K2).
    #[serde(default)]
    pub firearm: bool,
    /// An NPC: how many of it join, 1–12 (a pack of ghouls). The others are copies of
    /// its stat block, each an NPC of its own named "Ghoul 2", "Ghoul 3"….
    #[serde(default)]
    pub count: Option<u32>,
}

/// `POST …/fight` and `POST …/fight/fighters`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Fighters {
    /// Who fights, in any order: the rules order them.
    pub fighters: Vec<Fighter>,
}

/// `POST …/fight/attack`: the fighter whose turn it is attacks.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Attack {
    /// The target's character.
    pub target: String,
    /// A 7th edition weapon of K4 (`unarmed`, `small_knife`, `handgun`, …) for an
    /// investigator; an NPC's attack by its stat block's name (`Claw`). Not with a
    /// `maneuver`.
    #[serde(default)]
    pub with: Option<String>,
    /// A handgun's shots this attack, 1–3 (K6).
    #[serde(default)]
    pub shots: Option<u32>,
    /// A firearm's range band: `base` (default), `long`, `very_long`.
    #[serde(default)]
    pub range: Option<String>,
    /// Point blank: within DEX/5 feet (K6), a bonus die.
    #[serde(default)]
    pub point_blank: bool,
    /// A fighting maneuver instead of a blow (K8): `knock_down`, `disarm` or `hold`,
    /// rolled with Fighting (Brawl); the Builds set its penalty dice, and a target 3 or
    /// more Build larger cannot be maneuvered.
    #[serde(default)]
    pub maneuver: Option<Maneuver>,
    /// Chthonian, instead of `with`: the attacker's Traits that count for the roll, by
    /// name (its hindering Traits, a wound, count whether named or not; R2, R5).
    #[serde(default)]
    pub traits: Option<Vec<String>>,
    /// Chthonian: its Traits that count for the Outcome (R4).
    #[serde(default)]
    pub outcome_traits: Option<Vec<String>>,
}

/// A fighting maneuver (K8).
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Maneuver {
    /// Knock down (or push).
    KnockDown,
    /// Disarm.
    Disarm,
    /// Grab and hold: a penalty die on the held one's actions until free.
    Hold,
}

/// How the target meets the attack.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Defence {
    /// Dodge a blow.
    Dodge,
    /// Fight back.
    FightBack,
    /// Dive for cover from a firearm.
    Dive,
    /// Parry with a weapon or bare-handed (classic).
    Parry,
    /// Meet it with one's own Traits: a contest (Chthonian).
    Contest,
    /// Take it (a firearm; in classic, any attack).
    None,
}

/// `POST …/fight/defend`: the target of the waiting attack answers it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Defend {
    /// 7th edition melee: `dodge` or `fight_back`; a firearm: `dive` or `none`. Classic:
    /// `parry`, `dodge` or `none`; a firearm: `none`. Chthonian: `contest`.
    pub response: Defence,
    /// Chthonian: the target's Traits that count for its roll, by name.
    #[serde(default)]
    pub traits: Vec<String>,
    /// Chthonian: its Traits that count for the Outcome (R4): protective when it loses.
    #[serde(default)]
    pub outcome_traits: Vec<String>,
}

/// `POST …/fight/move`: the Keeper moves a fighter in the order.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Move {
    /// The fighter's character.
    pub character: String,
    /// Its new place, 0-based (0 acts first).
    pub position: usize,
}

/// `POST …/fight/exposure`: the Keeper exposes a fighter to a danger, or ends it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Expose {
    /// The fighter's character.
    pub character: String,
    /// What it is exposed to (`fire`), in the Keeper's words; with `damage`.
    #[serde(default)]
    pub label: Option<String>,
    /// H8's severity (`minor`, `moderate`, `severe`, `deadly`, `terminal`, `splat`) or a
    /// dice expression (`1D6`), dealt at the end of every round; absent ends the exposure.
    #[serde(default)]
    pub damage: Option<String>,
}

/// What a tracker call answers.
#[derive(Debug, Serialize, ToSchema)]
pub struct Changed {
    /// The public `fight` entry written.
    #[schema(value_type = schema::Entry)]
    pub entry: Entry,
    /// The fight as the asker now sees it (null once ended).
    #[schema(value_type = Option<schema::Fight>)]
    pub fight: Option<FightView>,
}

/// What `GET …/fight` answers.
#[derive(Debug, Serialize, ToSchema)]
pub struct Current {
    /// The fight as the asker sees it, or null when none is going on.
    #[schema(value_type = Option<schema::Fight>)]
    pub fight: Option<FightView>,
}

fn joining(fighters: Vec<Fighter>) -> Vec<Joining> {
    fighters
        .into_iter()
        .map(|f| Joining {
            character: f.character,
            firearm: f.firearm,
            count: f.count,
        })
        .collect()
}

async fn changed(s: &AppState, m: &TableMember, entry: Entry, status: StatusCode) -> Answer {
    let fight = s.table.fight(m).await?;
    Ok((status, axum::Json(Changed { entry, fight })).into_response())
}

/// `GET /api/v1/games/{game}/fight`.
#[utoipa::path(
    get,
    path = "/games/{game}/fight",
    operation_id = "fight",
    tag = "fights",
    summary = "The fight going on",
    description = "`fight`: the fight as the asker sees it, or null when none is going on: its `round`, `turn` (an index into `fighters`, who act in that order), each fighter's `name`, `initiative`, `defended` (fought back or dodged this round: the next melee attack on it gets the outnumbered bonus die, K9), `attacks_made` and `attacks_per_round` this turn, and `lost_attack` (dived for cover, K7); the `pending` attack waiting for its target's answer; `attacks`, the weapons or attacks of the fighters the asker plays, by character; and `choices`, when the asker answers the pending attack: each response with the exact chance that the attacker or the defender wins (`numerator/denominator`; classic: the chance the blow lands, `defender` null). NPCs' numbers never appear.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "`fight`: the fight, or null when none is going on.", body = Current),
        (status = 401, response = errors::Unauthorized),
        errors::Always,
    )
)]
pub async fn fight(State(s): State<AppState>, Member(m): Member) -> Answer {
    let fight = s.table.fight(&m).await?;
    Ok(axum::Json(Current { fight }).into_response())
}

/// `POST /api/v1/games/{game}/fight` (Keeper).
#[utoipa::path(
    post,
    path = "/games/{game}/fight",
    operation_id = "startFight",
    tag = "fights",
    summary = "Start a fight (Keeper)",
    request_body = Fighters,
    description = "Starts the game's fight with `fighters`, in the rules' order: 7th edition by DEX, +50 with a readied firearm, ties by the higher combat skill and then a roll (K2, the roll in the entry); classic by DEX; Chthonian as listed. NPCs in it are shown to the players (their names, never their stats). One fight at a time: another going on is `bad_field` on `fight`.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 201, description = "The `fight` entry (`event: started`, the `order`) and the fight.", body = Changed),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 409, response = errors::GameEnded),
        (status = 422, response = errors::Rejected),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn start_fight(
    State(s): State<AppState>,
    Member(m): Member,
    Json(body): Json<Fighters>,
) -> Answer {
    let entry = s.table.start_fight(&m, joining(body.fighters)).await?;
    changed(&s, &m, entry, StatusCode::CREATED).await
}

/// `POST /api/v1/games/{game}/fight/fighters` (Keeper).
#[utoipa::path(
    post,
    path = "/games/{game}/fight/fighters",
    operation_id = "joinFight",
    tag = "fights",
    summary = "Add fighters (Keeper)",
    request_body = Fighters,
    description = "Adds fighters to the fight going on, each in its place by the order's rule (after those of the same initiative). The turn stays with whoever has it.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The `fight` entry (`event: joined`) and the fight.", body = Changed),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn join_fight(
    State(s): State<AppState>,
    Member(m): Member,
    Json(body): Json<Fighters>,
) -> Answer {
    let entry = s.table.join_fight(&m, joining(body.fighters)).await?;
    changed(&s, &m, entry, StatusCode::OK).await
}

/// `POST /api/v1/games/{game}/fight/move` (Keeper).
#[utoipa::path(
    post,
    path = "/games/{game}/fight/move",
    operation_id = "moveFighter",
    tag = "fights",
    summary = "Move a fighter in the order (Keeper)",
    request_body = Move,
    description = "Moves a fighter to `position` (0-based) in the order: one who delays, or the order a Chthonian Narrator sets. The turn stays with whoever has it. A position past the last is `bad_field` on `position`.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The `fight` entry (`event: moved`, the new `order`) and the fight.", body = Changed),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn move_fighter(
    State(s): State<AppState>,
    Member(m): Member,
    Json(body): Json<Move>,
) -> Answer {
    let entry = s
        .table
        .move_fighter(&m, &body.character, body.position)
        .await?;
    changed(&s, &m, entry, StatusCode::OK).await
}

/// `POST /api/v1/games/{game}/fight/exposure` (Keeper, 7th edition).
#[utoipa::path(
    post,
    path = "/games/{game}/fight/exposure",
    operation_id = "exposeFighter",
    tag = "fights",
    summary = "Expose a fighter to fire, drowning… each round (Keeper, 7th edition H8)",
    request_body = Expose,
    description = "A repeated exposure (H8): `{\"character\", \"label\": \"fire\", \"damage\": \"moderate\"}` (a severity, `minor` … `splat`, or a dice expression) is dealt again to the fighter at the end of every round, judged by the rules on its wounds (a major wound, dying, death) and put onto its sheet in the round's `fight` entry (`exposed`: name, label, events); an NPC's is the Keeper's, in a Keeper entry. `{\"character\"}` alone ends it. The dying make their CON roll instead. 400 in another system, for a damage the rules refuse, or to end an exposure there is none of.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The `fight` entry (`event: exposed` or `exposure_ended`) and the fight.", body = Changed),
        (status = 400, response = errors::BadRequest),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        (status = 422, response = errors::Rejected),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn expose(
    State(s): State<AppState>,
    Member(m): Member,
    Json(body): Json<Expose>,
) -> Answer {
    let exposure = body.damage.map(|damage| keeper_table::Exposure {
        label: body.label.unwrap_or_default(),
        damage,
    });
    let entry = s.table.expose(&m, &body.character, exposure).await?;
    changed(&s, &m, entry, StatusCode::OK).await
}

/// `POST /api/v1/games/{game}/fight/attack`.
#[utoipa::path(
    post,
    path = "/games/{game}/fight/attack",
    operation_id = "attack",
    tag = "fights",
    summary = "Attack (the fighter whose turn it is)",
    request_body = Attack,
    description = "The fighter whose turn it is attacks `target` (its player, or the Keeper for anyone). Nothing is rolled yet: the attack waits for its target's answer (`POST …/fight/defend`). Refused, with `bad_field`, while another attack waits, when the fighter has made its attacks this round (an NPC's attacks per round; one for an investigator), when it dived for cover and loses this attack (K7), or when `with` is not one of its attacks (the message lists them). 7th edition only; in the other systems the tracker keeps order and turns.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The `fight` entry (`event: attack`) and the fight.", body = Changed),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn attack(
    State(s): State<AppState>,
    Member(m): Member,
    Json(body): Json<Attack>,
) -> Answer {
    let maneuver = body.maneuver.map(|m| match m {
        Maneuver::KnockDown => keeper_table::Maneuver::KnockDown,
        Maneuver::Disarm => keeper_table::Maneuver::Disarm,
        Maneuver::Hold => keeper_table::Maneuver::Hold,
    });
    if maneuver.is_none() && body.with.is_none() && body.traits.is_none() {
        return Err(ApiError::from(keeper_table::TableError::bad_field(
            "with",
            keeper_i18n::Message::new("table-fight-with-or-maneuver"),
        )));
    }
    let order = AttackOrder {
        target: body.target,
        with: body.with.unwrap_or_default(),
        shots: body.shots,
        range: body.range,
        point_blank: body.point_blank,
        maneuver,
        side: SideTraits {
            traits: body.traits.unwrap_or_default(),
            outcome_traits: body.outcome_traits.unwrap_or_default(),
        },
    };
    let entry = s.table.attack(&m, order).await?;
    changed(&s, &m, entry, StatusCode::OK).await
}

/// `POST /api/v1/games/{game}/fight/defend`.
#[utoipa::path(
    post,
    path = "/games/{game}/fight/defend",
    operation_id = "defend",
    tag = "fights",
    summary = "Answer the waiting attack (its target)",
    request_body = Defend,
    description = "The target of the waiting attack answers it (its player, or the Keeper for an NPC). The server rolls both sides with every number from the sheets (the weapon's skill, the damage bonus where K4 adds it, Dodge or Brawl, the outnumbered bonus die from the fight's own count, K9), the rules judge the exchange (K3, K5, K6, K7), and the damage less the loser's armour goes onto the loser's sheet with its major wound, CON roll, unconsciousness and death (H1–H5). The entry (`event: exchange`) holds both rolls (`steps`), the `hit` (`character`, `damage`, `armor`, `taken`) and the `events` applied. Two answers at once: one stands, the other is `bad_field` on `fight`.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The exchange's entry and the fight.", body = Changed),
        errors::Refusals,
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn defend(
    State(s): State<AppState>,
    Member(m): Member,
    Json(body): Json<Defend>,
) -> Answer {
    let response = match body.response {
        Defence::Dodge => keeper_table::Response::Dodge,
        Defence::FightBack => keeper_table::Response::FightBack,
        Defence::Dive => keeper_table::Response::Dive,
        Defence::Parry => keeper_table::Response::Parry,
        Defence::Contest => keeper_table::Response::Contest,
        Defence::None => keeper_table::Response::None,
    };
    let traits = SideTraits {
        traits: body.traits,
        outcome_traits: body.outcome_traits,
    };
    let entry = s.table.answer(&m, response, traits).await?;
    changed(&s, &m, entry, StatusCode::OK).await
}

/// `POST /api/v1/games/{game}/fight/next`.
#[utoipa::path(
    post,
    path = "/games/{game}/fight/next",
    operation_id = "nextTurn",
    tag = "fights",
    summary = "End the turn",
    description = "Ends the turn (the fighter's player, or the Keeper): the next fighter not unconscious or dead acts; after the last, a new round begins, the once-per-round counts start again and the dying roll CON (H4, in the entry). A player's is refused while an attack waits for its answer; the Keeper's withdraws it (`withdrawn` in the entry).",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The `fight` entry (`event: turn`) and the fight.", body = Changed),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::Always,
    )
)]
pub async fn next_turn(State(s): State<AppState>, Member(m): Member) -> Answer {
    let entry = s.table.next_turn(&m).await?;
    changed(&s, &m, entry, StatusCode::OK).await
}

/// `POST …/fight/reload`: the fighter whose turn it is reloads a gun.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Reload {
    /// The gun: a K4 firearm (`handgun`, `shotgun`, `rifle`) or an NPC's attack named as
    /// one.
    pub with: String,
}

/// `POST /api/v1/games/{game}/fight/reload`.
#[utoipa::path(
    post,
    path = "/games/{game}/fight/reload",
    operation_id = "reload",
    tag = "fights",
    summary = "Reload a gun (the fighter whose turn it is)",
    request_body = Reload,
    description = "7th edition. The fighter whose turn it is (its player, or the Keeper) reloads the gun `with`: it is full again (K4's rounds: handgun 6, shotgun 2, rifle 5, the rulebook's) and a jam from a malfunction is cleared. It takes the fighter's attacks this turn. The entry is `event: reloaded` (`character`, `name`, `with`, `rounds`). Refused while an attack waits, after the turn's attacks, for a weapon that is no gun of the fighter's (`bad_field` on `with`), and in another system.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The `fight` entry (`event: reloaded`) and the fight.", body = Changed),
        errors::Refusals,
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn reload(
    State(s): State<AppState>,
    Member(m): Member,
    Json(body): Json<Reload>,
) -> Answer {
    let entry = s.table.reload(&m, &body.with).await?;
    changed(&s, &m, entry, StatusCode::OK).await
}

/// `POST …/fight/skill`: the fighter whose turn it is spends it on a skill roll.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SkillRoll {
    /// The skill as the sheet names it (`First Aid`), a characteristic (`DEX`) or `luck`.
    pub skill: String,
    /// 7th edition: `regular` (default), `hard` or `extreme`.
    #[serde(default)]
    pub difficulty: Option<String>,
    /// 7th edition: bonus dice (0–2).
    #[serde(default)]
    pub bonus: u32,
    /// 7th edition: penalty dice (0–2).
    #[serde(default)]
    pub penalty: u32,
}

/// `POST /api/v1/games/{game}/fight/skill`.
#[utoipa::path(
    post,
    path = "/games/{game}/fight/skill",
    operation_id = "skillTurn",
    tag = "fights",
    summary = "Spend the turn on a skill roll (the fighter whose turn it is)",
    request_body = SkillRoll,
    description = "7th edition and classic. The fighter whose turn it is (its player, or the Keeper) spends the turn on a roll of `skill` instead of attacking: First Aid on a friend, a Spot Hidden, a Luck roll. The value is the sheet's (an NPC's block's); the server rolls it from the game's seeds and the roll takes the fighter's attacks this turn. The entry is `event: skill` (`character`, `name`, `skill`, and the roll in `steps`); for an NPC the roll with its value is a Keeper entry (`skill_rolls`) and everyone reads `rolls` (the dice and the level). Refused while an attack waits, after the turn's attacks, for a name that is not on the sheet (`bad_field` on `skill`, listing the sheet's), a difficulty or dice the rules refuse, and in a Chthonian game.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The `fight` entry (`event: skill`) and the fight.", body = Changed),
        errors::Refusals,
        errors::JsonBody,
        errors::Always,
    )
)]
pub async fn skill(
    State(s): State<AppState>,
    Member(m): Member,
    Json(body): Json<SkillRoll>,
) -> Answer {
    let turn = SkillTurn {
        skill: body.skill,
        difficulty: body.difficulty,
        bonus: body.bonus,
        penalty: body.penalty,
    };
    let entry = s.table.skill_turn(&m, turn).await?;
    changed(&s, &m, entry, StatusCode::OK).await
}

/// `POST /api/v1/games/{game}/fight/aim`.
#[utoipa::path(
    post,
    path = "/games/{game}/fight/aim",
    operation_id = "aim",
    tag = "fights",
    summary = "Aim (the fighter whose turn it is)",
    description = "7th edition (`[7e]`, the rulebook's: the seeds name no aiming). The fighter whose turn it is (its player, or the Keeper) spends the turn aiming: its next attack, if a single shot of a firearm, takes a bonus die. It takes the turn's attacks; a dive for cover, a reload or a skill roll loses the aim, and any attack spends it. The fighter shows `aiming: true`; the entry is `event: aimed` (`character`, `name`). Refused while an attack waits, after the fighter has attacked this turn, and in another system.",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The `fight` entry (`event: aimed`) and the fight.", body = Changed),
        errors::Refusals,
        errors::Always,
    )
)]
pub async fn aim(State(s): State<AppState>, Member(m): Member) -> Answer {
    let entry = s.table.aim(&m).await?;
    changed(&s, &m, entry, StatusCode::OK).await
}

/// `POST /api/v1/games/{game}/fight/flee`.
#[utoipa::path(
    post,
    path = "/games/{game}/fight/flee",
    operation_id = "flee",
    tag = "fights",
    summary = "Flee (the fighter whose turn it is)",
    description = "The fighter whose turn it is flees (its player, or the Keeper): its turn is its flight, it leaves the order for good (`fled`, skipped, no longer a target, holding nobody), and the turn passes as `…/fight/next` (the entry's `fled` names it). Refused while an attack waits for its answer, and for a held fighter until it is free (K8).",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The `fight` entry (`event: turn`, with `fled`) and the fight.", body = Changed),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::Always,
    )
)]
pub async fn flee(State(s): State<AppState>, Member(m): Member) -> Answer {
    let entry = s.table.flee(&m).await?;
    changed(&s, &m, entry, StatusCode::OK).await
}

/// `POST /api/v1/games/{game}/fight/end` (Keeper).
#[utoipa::path(
    post,
    path = "/games/{game}/fight/end",
    operation_id = "endFight",
    tag = "fights",
    summary = "End the fight (Keeper)",
    security(("bearer" = []), ("cookie" = [])),
    responses(
        (status = 200, description = "The `fight` entry (`event: ended`); `fight` is null.", body = Changed),
        (status = 401, response = errors::Unauthorized),
        (status = 403, response = errors::Forbidden),
        (status = 404, response = errors::NotFound),
        (status = 409, response = errors::GameEnded),
        errors::Always,
    )
)]
pub async fn end_fight(State(s): State<AppState>, Member(m): Member) -> Answer {
    let entry = s.table.end_fight(&m).await?;
    changed(&s, &m, entry, StatusCode::OK).await
}
