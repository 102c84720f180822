//! Games and their members: making a game, invites and joining, a member's language,
//! ending a game and revealing the Keeper's seed.

use std::sync::Arc;

use keeper_i18n::Message;
use serde::Serialize;
use serde_json::{Value, json};
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::checks::{check_name, no_nul};
use crate::plans::{only_entry, random_hex, run, text};
use crate::store::{Arg, GameState, Guard, NewEntry, Plan, Rules, Write};
use crate::{
    Entry, EntryKind, LANGUAGES, Role, SYSTEMS, Table, TableError, Viewer, Visibility, chain,
    clock, fair,
};

/// A game.
#[derive(Debug, Clone, Serialize)]
pub struct Game {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// `coc7`, `classic` or `chthonian`.
    pub system: String,
    /// House rules and other options, passed to the system's actions.
    pub options: Value,
    /// The default language, used by its play-by-post results.
    pub language: String,
    /// When it was made.
    pub created_at: String,
    /// When the Keeper ended it.
    pub ended_at: Option<String>,
    /// SHA-256 of the public seed, published from the start.
    pub fair_commitment: String,
    /// The fair mode (`docs/fairness.md`): 1 for games made before version 2, else 2.
    pub fair_version: i64,
    /// Version 1: SHA-256 of the Keeper's seed. Version 2: the root of tree 0 of the
    /// hidden rolls' secrets. Published from the start.
    pub keeper_commitment: String,
    /// Version 2: the height of the trees of hidden rolls' secrets (2^height steps each).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keeper_tree_height: Option<u32>,
    /// The public seed, once the game has ended.
    pub fair_seed: Option<String>,
    /// The Keeper's seed, once the Keeper revealed it (version 1 only: a version 2
    /// game never publishes its Keeper's secret).
    pub keeper_seed: Option<String>,
    /// Entries in its log.
    pub log_len: i64,
}

/// A member of a game.
#[derive(Debug, Clone, Serialize)]
pub struct Member {
    /// Its id.
    pub id: String,
    /// The game.
    pub game: String,
    /// The name shown.
    pub name: String,
    /// Keeper, player or observer.
    pub role: Role,
    /// The member's chosen language, if any.
    pub language: Option<String>,
}

impl Member {
    /// The member as a [`Viewer`].
    pub fn viewer(&self) -> Viewer<'_> {
        Viewer::Member {
            id: &self.id,
            role: self.role,
        }
    }

    pub(crate) fn is_keeper(&self) -> bool {
        self.role == Role::Keeper
    }
}

/// What a new game is.
#[derive(Debug, Clone)]
pub struct NewGame {
    /// Its name.
    pub name: String,
    /// `coc7`, `classic` or `chthonian`.
    pub system: String,
    /// Options passed to the system's actions (house rules, Luck spending, …).
    pub options: Value,
    /// Its default language.
    pub language: String,
    /// The Keeper's name.
    pub keeper_name: String,
    /// The fair mode: 2 (the default), or 1 only to make a game as games were made
    /// before version 2 (tests of old games; `docs/fairness.md`).
    pub fair_version: i64,
    /// Version 2: the height of its trees of hidden rolls' secrets,
    /// [`fair::TREE_HEIGHT`] unless a test wants small trees.
    pub tree_height: u32,
}

impl NewGame {
    /// A game with no options, in English.
    pub fn new(name: &str, system: &str, keeper_name: &str) -> NewGame {
        NewGame {
            name: name.into(),
            system: system.into(),
            options: json!({}),
            language: "en".into(),
            keeper_name: keeper_name.into(),
            fair_version: 2,
            tree_height: fair::TREE_HEIGHT,
        }
    }

    /// The same game made in fair mode version 1, as games were before version 2.
    pub fn fair_v1(mut self) -> NewGame {
        self.fair_version = 1;
        self
    }
}

fn token_hash(token: &str) -> String {
    chain::sha256_hex(token)
}

/// The names of the game's members, as the writer read them for a naming plan.
fn names_of(state: &mut GameState) -> Result<&mut Vec<String>, TableError> {
    state.names.as_mut().ok_or_else(|| {
        TableError::Store(sqlx::Error::Protocol(
            "a naming plan ran without the members' names".into(),
        ))
    })
}

fn invite_expired() -> TableError {
    TableError::Forbidden(Message::new("access-invite-expired"))
}

fn invite_used() -> TableError {
    TableError::Forbidden(Message::new("access-invite-used"))
}

/// Longest an invite may last: a year and a day.
pub const MAX_INVITE_SECONDS: i64 = 366 * 24 * 3600;

/// How an invite ends: at a time, or after a while, and/or after one join.
#[derive(Debug, Clone, Default)]
pub struct InviteLimits {
    /// Seconds from now until it expires (at most [`MAX_INVITE_SECONDS`]).
    pub expires_in: Option<i64>,
    /// When it expires: RFC 3339, any offset, in the future and within
    /// [`MAX_INVITE_SECONDS`].
    pub expires_at: Option<String>,
    /// The first join spends it.
    pub single_use: bool,
}

impl InviteLimits {
    /// When an invite made `now` with these limits expires.
    fn expiry(&self, now: &str) -> Result<Option<String>, TableError> {
        let days = MAX_INVITE_SECONDS / 86_400;
        let (field, message) = match (self.expires_in, &self.expires_at) {
            (None, None) => return Ok(None),
            (Some(_), Some(_)) => ("expires_at", Message::new("access-invite-expiry-both")),
            (Some(s), None) if s > 0 && s <= MAX_INVITE_SECONDS => {
                return Ok(Some(clock::after(s)));
            }
            (Some(s), None) if s <= 0 => ("expires_in", Message::new("access-invite-expiry-past")),
            (Some(_), None) => (
                "expires_in",
                Message::new("access-invite-expiry-far").int("days", days),
            ),
            (None, Some(at)) => match clock::normalize(at) {
                None => ("expires_at", Message::new("access-invite-expiry-bad")),
                Some(at) if at.as_str() <= now => {
                    ("expires_at", Message::new("access-invite-expiry-past"))
                }
                Some(at) if at > clock::after(MAX_INVITE_SECONDS) => (
                    "expires_at",
                    Message::new("access-invite-expiry-far").int("days", days),
                ),
                Some(at) => return Ok(Some(at)),
            },
        };
        Err(TableError::bad_field(field, message))
    }
}

/// An invite as the Keeper's list shows it (never its secret).
#[derive(Debug, Clone, Serialize)]
pub struct Invite {
    /// Its id: the first 16 hex digits of its secret's hash (it names the invite in the
    /// list and to withdraw it; the secret cannot be had from it).
    pub id: String,
    /// The role it gives.
    pub role: Role,
    /// When it was made.
    pub created_at: String,
    /// When it stops working (none: never).
    pub expires_at: Option<String>,
    /// How many may join with it (none: any number).
    pub max_uses: Option<i64>,
    /// How many have joined with it.
    pub uses: i64,
}

impl Table {
    /// The game's fixed rules, read once.
    pub(crate) async fn rules(&self, game: &str) -> Result<Arc<Rules>, TableError> {
        if let Some(rules) = self.inner.cache.rules(game) {
            return Ok(rules);
        }
        let rules = Arc::new(Rules::of(&self.game(game).await?));
        self.inner.cache.keep_rules(rules.clone());
        Ok(rules)
    }

    /// The rule system of `game` (one of [`SYSTEMS`](crate::SYSTEMS)), read once and
    /// kept; `None` for a system this build does not know.
    pub async fn system_of(&self, game: &str) -> Result<Option<&'static str>, TableError> {
        let rules = self.rules(game).await?;
        Ok(crate::SYSTEMS.iter().copied().find(|s| *s == rules.system))
    }

    /// Makes a game and its Keeper; answers the Keeper's secret token (shown once).
    pub async fn create_game(&self, new: NewGame) -> Result<(Game, Member, String), TableError> {
        let name = check_name("name", &new.name)?;
        let keeper_name = crate::names::check_person_name("keeper_name", &new.keeper_name)?;
        if !SYSTEMS.contains(&new.system.as_str()) {
            return Err(TableError::bad_field(
                "system",
                Message::new("table-bad-system")
                    .text("system", new.system.clone())
                    .text("systems", SYSTEMS.join(", ")),
            ));
        }
        if !LANGUAGES.contains(&new.language.as_str()) {
            return Err(TableError::bad_field(
                "language",
                Message::new("table-bad-language")
                    .text("language", new.language.clone())
                    .text("languages", LANGUAGES.join(", ")),
            ));
        }
        if !new.options.is_object() {
            return Err(TableError::bad_field(
                "options",
                Message::new("table-options-not-object"),
            ));
        }
        if new.system == "chthonian" {
            // Checked now, not at the first Insight roll: the rules say what is wrong.
            let probe = json!({"system": "chthonian", "action": "insight", "ti": 0,
                "style": "pulp", "options": new.options, "lang": new.language});
            if let Err(e) = run(&probe) {
                let field = e
                    .field("field")
                    .and_then(Value::as_str)
                    .unwrap_or("options");
                return Err(TableError::bad_field(
                    field.to_owned(),
                    Message::new("table-options-refused").msg("reason", e.message().clone()),
                ));
            }
        }
        let options = new.options.to_string();
        if options.len() > 16 * 1024 {
            return Err(TableError::bad_field(
                "options",
                Message::new("table-options-too-large").int("kib", 16),
            ));
        }
        let id = random_hex(8);
        let member = random_hex(8);
        let token = random_hex(32);
        if !(1..=2).contains(&new.fair_version) || new.tree_height > fair::MAX_TREE_HEIGHT {
            return Err(TableError::bad_field(
                "fair_version",
                Message::new("fairness-bad-version"),
            ));
        }
        let (fair, keeper) = (fair::Seed::generate(), fair::Seed::generate());
        let (version, height) = (new.fair_version, new.tree_height);
        let keeper_commitment = if version >= 2 {
            // Tree 0 is built once, off the async threads (docs/fairness.md: its cost).
            let k = keeper.clone();
            let root = tokio::task::spawn_blocking(move || k.tree_root(0, height))
                .await
                .map_err(|_| TableError::Store(sqlx::Error::WorkerCrashed))?;
            hex::encode(root)
        } else {
            keeper.commitment()
        };
        let now = clock::now();
        // The chain opens with the commitments, so they are fixed before any roll.
        let mut body = json!({
            "name": name, "system": new.system, "options": new.options, "language": new.language,
            "keeper": member, "fair_commitment": fair.commitment(), "keeper_commitment": keeper_commitment,
        });
        if version >= 2 {
            body["fair_version"] = json!(version);
            body["keeper_tree_height"] = json!(height);
        }
        let game_row = vec![
            text(&id),
            text(&name),
            text(&new.system),
            Arg::Text(options),
            text(&new.language),
            text(&now),
            Arg::Text(fair.commitment()),
            Arg::Text(fair.to_hex()),
            Arg::Text(keeper_commitment.clone()),
            Arg::Text(keeper.to_hex()),
            text(chain::GENESIS),
            Arg::Int(version),
            Arg::Int(if version >= 2 { i64::from(height) } else { 0 }),
        ];
        let keeper_row = vec![
            text(&member),
            text(&id),
            text(&keeper_name),
            text(Role::Keeper.as_str()),
            Arg::Text(token_hash(&token)),
            Arg::Text(now),
        ];
        let actor = member.clone();
        let mut fresh = GameState::fresh(&id, &new.system, fair, keeper, version, height);
        // The Keeper's is the first name at the table.
        fresh.names = Some(vec![keeper_name.clone()]);
        // The game, its Keeper and its first entry commit together.
        self.submit_new(
            fresh,
            Box::new(move |_| {
                Ok(Plan {
                    writes: vec![
                        Write {
                            sql: "INSERT INTO games (id, name, system, options, language, created_at, fair_commitment, fair_seed, keeper_commitment, keeper_seed, log_head, fair_version, keeper_tree_height) \
                                  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
                            args: game_row.clone(),
                        },
                        Write {
                            sql: "INSERT INTO members (id, game_id, name, role, token_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
                            args: keeper_row.clone(),
                        },
                    ],
                    ..Plan::one(EntryKind::GameCreated, Visibility::Public, &actor, body.clone())
                })
            }),
        )
        .await?;
        let game = self.game(&id).await?;
        let keeper = self.member(&id, &member).await?;
        Ok((game, keeper, token))
    }

    /// The game `id`.
    pub async fn game(&self, id: &str) -> Result<Game, TableError> {
        no_nul("game", id)?;
        let row = sqlx::query(
            "SELECT id, name, system, options, language, created_at, ended_at, fair_commitment, fair_seed, \
             keeper_commitment, keeper_seed, keeper_seed_revealed, log_len, fair_version, keeper_tree_height \
             FROM games WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| TableError::not_found("game", id))?;
        let ended_at: Option<String> = row.try_get("ended_at")?;
        let revealed: i64 = row.try_get("keeper_seed_revealed")?;
        let fair_version: i64 = row.try_get("fair_version")?;
        let height: i64 = row.try_get("keeper_tree_height")?;
        Ok(Game {
            id: row.try_get("id")?,
            name: row.try_get("name")?,
            system: row.try_get("system")?,
            options: serde_json::from_str(&row.try_get::<String, _>("options")?)
                .unwrap_or(json!({})),
            language: row.try_get("language")?,
            created_at: row.try_get("created_at")?,
            fair_seed: ended_at
                .as_ref()
                .map(|_| row.try_get("fair_seed"))
                .transpose()?,
            ended_at,
            fair_commitment: row.try_get("fair_commitment")?,
            keeper_commitment: row.try_get("keeper_commitment")?,
            fair_version,
            keeper_tree_height: (fair_version >= 2).then_some(height as u32),
            keeper_seed: (revealed == 1 && fair_version < 2)
                .then(|| row.try_get("keeper_seed"))
                .transpose()?,
            log_len: row.try_get("log_len")?,
        })
    }

    pub(crate) fn member_of(row: &AnyRow) -> Result<Member, TableError> {
        let role: String = row.try_get("role")?;
        Ok(Member {
            id: row.try_get("id")?,
            game: row.try_get("game_id")?,
            name: row.try_get("name")?,
            role: Role::parse(&role).unwrap_or(Role::Observer),
            language: row.try_get("language")?,
        })
    }

    /// The member `id` of game `game`.
    pub async fn member(&self, game: &str, id: &str) -> Result<Member, TableError> {
        no_nul("member", id)?;
        let row = sqlx::query(
            "SELECT id, game_id, name, role, language FROM members WHERE id = $1 AND game_id = $2",
        )
        .bind(id)
        .bind(game)
        .fetch_optional(self.pool())
        .await?
        .ok_or_else(|| TableError::not_found("member", id))?;
        Table::member_of(&row)
    }

    /// The member of game `game` whose secret token is `token`.
    pub async fn authenticate(&self, game: &str, token: &str) -> Result<Member, TableError> {
        let hash = token_hash(token);
        let member = match self.inner.cache.member(&hash) {
            Some(member) => member,
            None => {
                let row = sqlx::query(
                    "SELECT id, game_id, name, role, language FROM members WHERE token_hash = $1",
                )
                .bind(&hash)
                .fetch_optional(self.pool())
                .await?
                .ok_or(TableError::Unauthorized)?;
                let member = Table::member_of(&row)?;
                self.inner.cache.keep_member(hash, member.clone());
                member
            }
        };
        if member.game != game {
            return Err(TableError::Unauthorized);
        }
        Ok(member)
    }

    /// The game's members.
    pub async fn members(&self, game: &str) -> Result<Vec<Member>, TableError> {
        let rows = sqlx::query("SELECT id, game_id, name, role, language FROM members WHERE game_id = $1 ORDER BY created_at, id")
            .bind(game)
            .fetch_all(self.pool())
            .await?;
        rows.iter().map(Table::member_of).collect()
    }

    /// Sets a member's language (`None`: follow the browser).
    pub async fn set_language(
        &self,
        member: &Member,
        language: Option<&str>,
    ) -> Result<(), TableError> {
        if let Some(l) = language
            && !LANGUAGES.contains(&l)
        {
            return Err(TableError::bad_field(
                "language",
                Message::new("table-bad-language")
                    .text("language", l.to_owned())
                    .text("languages", LANGUAGES.join(", ")),
            ));
        }
        let args = vec![language.map_or(Arg::Null, text), text(&member.id)];
        // A member's own setting: a row write with no entry, not part of the game's story.
        self.submit(
            &member.game,
            Box::new(move |_| {
                Ok(Plan {
                    writes: vec![Write {
                        sql: "UPDATE members SET language = $1 WHERE id = $2",
                        args: args.clone(),
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.inner.cache.forget_members();
        Ok(())
    }

    /// A new invite link's secret for `role` (Keeper only), with no expiry and no limit
    /// of uses: each who joins with it gets a token of their own.
    pub async fn invite(&self, keeper: &Member, role: Role) -> Result<String, TableError> {
        let (_, secret) = self
            .invite_with(keeper, role, &InviteLimits::default())
            .await?;
        Ok(secret)
    }

    /// A new invite for `role` (Keeper only) that ends as `limits` say: answers the
    /// invite as the Keeper's list shows it, and its secret (shown once; stored hashed).
    pub async fn invite_with(
        &self,
        keeper: &Member,
        role: Role,
        limits: &InviteLimits,
    ) -> Result<(Invite, String), TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-keeper-only-invite",
            )));
        }
        if role == Role::Keeper {
            return Err(TableError::bad_field(
                "role",
                Message::new("table-invite-keeper"),
            ));
        }
        let now = clock::now();
        let expires_at = limits.expiry(&now)?;
        let token = random_hex(16);
        let hash = token_hash(&token);
        let invite = Invite {
            id: hash[..16].to_owned(),
            role,
            created_at: now,
            expires_at,
            max_uses: limits.single_use.then_some(1),
            uses: 0,
        };
        let mut args = vec![
            Arg::Text(hash),
            text(&keeper.game),
            text(role.as_str()),
            text(&invite.created_at),
            text(&invite.id),
            invite.expires_at.as_deref().map_or(Arg::Null, text),
        ];
        // A null is bound as text: PostgreSQL keeps a statement's parameter types, so an
        // invite without a limit has a statement of its own.
        let sql = match invite.max_uses {
            Some(most) => {
                args.push(Arg::Int(most));
                "INSERT INTO invites (token_hash, game_id, role, created_at, id, expires_at, max_uses) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)"
            }
            None => {
                "INSERT INTO invites (token_hash, game_id, role, created_at, id, expires_at, max_uses) \
                 VALUES ($1, $2, $3, $4, $5, $6, NULL)"
            }
        };
        // A row write with no entry: an invite is no event of the game (joining is).
        self.submit(
            &keeper.game,
            Box::new(move |_| {
                Ok(Plan {
                    writes: vec![Write {
                        sql,
                        args: args.clone(),
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        Ok((invite, token))
    }

    /// The game's open invites (Keeper only): not expired, not used up, not withdrawn;
    /// oldest first.
    pub async fn invites(&self, keeper: &Member) -> Result<Vec<Invite>, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "access-keeper-only-invites",
            )));
        }
        let rows = sqlx::query(
            "SELECT id, role, created_at, expires_at, max_uses, uses FROM invites \
             WHERE game_id = $1 AND (expires_at IS NULL OR expires_at > $2) \
             AND (max_uses IS NULL OR uses < max_uses) ORDER BY created_at, id",
        )
        .bind(&keeper.game)
        .bind(clock::now())
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| {
                Ok(Invite {
                    id: row.try_get("id")?,
                    role: Role::parse(&row.try_get::<String, _>("role")?).unwrap_or(Role::Observer),
                    created_at: row.try_get("created_at")?,
                    expires_at: row.try_get("expires_at")?,
                    max_uses: row.try_get("max_uses")?,
                    uses: row.try_get("uses")?,
                })
            })
            .collect()
    }

    /// Withdraws an invite (Keeper only), named by its secret or by its id (as the
    /// Keeper's list shows it): nobody else can join with it; who joined with it stays.
    /// An invite of another game, or none, is `NotFound`.
    pub async fn revoke_invite(&self, keeper: &Member, invite: &str) -> Result<(), TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "security-keeper-only-revoke-invite",
            )));
        }
        no_nul("invite", invite)?;
        let hash = token_hash(invite);
        let found = sqlx::query(
            "SELECT token_hash FROM invites WHERE (token_hash = $1 OR id = $2) AND game_id = $3",
        )
        .bind(&hash)
        .bind(invite)
        .bind(&keeper.game)
        .fetch_optional(self.pool())
        .await?;
        let Some(found) = found else {
            return Err(TableError::not_found("invite", "…"));
        };
        let hash: String = found.try_get("token_hash")?;
        let args = vec![Arg::Text(hash), text(&keeper.game)];
        self.submit(
            &keeper.game,
            Box::new(move |_| {
                Ok(Plan {
                    writes: vec![Write {
                        sql: "DELETE FROM invites WHERE token_hash = $1 AND game_id = $2",
                        args: args.clone(),
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        Ok(())
    }

    /// Replaces the token of member `id` (the member themself, or the Keeper for anyone):
    /// the old token stops working at once; answers the new one, shown once. With
    /// `new: false` the member is left with no token at all (signing out, or the Keeper
    /// removing them): their entries and name stay in the log.
    async fn replace_token(
        &self,
        game: &str,
        id: &str,
        new: bool,
    ) -> Result<Option<String>, TableError> {
        let token = new.then(|| random_hex(32));
        // A hash no token has: the member can no longer sign in.
        let hash = match &token {
            Some(t) => token_hash(t),
            None => format!("revoked:{}", random_hex(16)),
        };
        let args = vec![Arg::Text(hash), text(id), text(game)];
        self.submit(
            game,
            Box::new(move |_| {
                Ok(Plan {
                    writes: vec![Write {
                        sql: "UPDATE members SET token_hash = $1 WHERE id = $2 AND game_id = $3",
                        args: args.clone(),
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.inner.cache.forget_members();
        Ok(token)
    }

    /// Signs `member` out everywhere: their token stops working. Without another token
    /// from the Keeper ([`Table::reissue_token`]) they cannot come back.
    pub async fn sign_out(&self, member: &Member) -> Result<(), TableError> {
        self.replace_token(&member.game, &member.id, false).await?;
        Ok(())
    }

    /// A new token for member `id`, the old one revoked: a member rotates their own, the
    /// Keeper gives one to a member who lost theirs or signed out.
    pub async fn reissue_token(&self, asker: &Member, id: &str) -> Result<String, TableError> {
        no_nul("member", id)?;
        if asker.id != id && !asker.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "security-keeper-only-reissue",
            )));
        }
        self.member(&asker.game, id).await?;
        let token = self.replace_token(&asker.game, id, true).await?;
        Ok(token.unwrap_or_default())
    }

    /// The Keeper removes member `id`: their token stops working; what they did stays
    /// in the log under their name. The Keeper cannot remove themself.
    pub async fn remove_member(&self, keeper: &Member, id: &str) -> Result<(), TableError> {
        no_nul("member", id)?;
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "security-keeper-only-remove",
            )));
        }
        if keeper.id == id {
            return Err(TableError::bad_field(
                "member",
                Message::new("security-keeper-stays"),
            ));
        }
        self.member(&keeper.game, id).await?;
        self.replace_token(&keeper.game, id, false).await?;
        Ok(())
    }

    /// Joins game `game` with an invite; answers the new member and their secret token.
    /// An expired invite, or a single-use one already used, is `Forbidden` with a
    /// message that sends the person to the Keeper for a new link.
    pub async fn join(
        &self,
        game: &str,
        invite: &str,
        name: &str,
    ) -> Result<(Member, String), TableError> {
        let name = crate::names::check_person_name("name", name)?;
        let hash = token_hash(invite);
        let row = sqlx::query(
            "SELECT game_id, role, expires_at, max_uses, uses FROM invites WHERE token_hash = $1",
        )
        .bind(&hash)
        .fetch_optional(self.pool())
        .await?
        .ok_or(TableError::Unauthorized)?;
        let invite_game: String = row.try_get("game_id")?;
        if invite_game != game {
            return Err(TableError::Unauthorized);
        }
        let role = Role::parse(&row.try_get::<String, _>("role")?).unwrap_or(Role::Observer);
        let now = clock::now();
        let expires_at: Option<String> = row.try_get("expires_at")?;
        if expires_at.as_ref().is_some_and(|at| *at <= now) {
            return Err(invite_expired());
        }
        let max_uses: Option<i64> = row.try_get("max_uses")?;
        if max_uses.is_some_and(|most| row.try_get::<i64, _>("uses").unwrap_or(0) >= most) {
            return Err(invite_used());
        }
        let id = random_hex(8);
        let token = random_hex(32);
        let body = json!({"member": id, "name": name, "role": role});
        let member = vec![
            text(&id),
            text(game),
            text(&name),
            text(role.as_str()),
            Arg::Text(token_hash(&token)),
            Arg::Text(now.clone()),
        ];
        // Spends one use, only while the invite is still open: of two people joining at
        // once with a single-use link, one gets in.
        let spend = vec![Arg::Text(hash), text(game), Arg::Text(now)];
        let actor = id.clone();
        // The member and their entry commit together; an ended game takes no one new.
        // The name is checked against the members' names read in the writer's own
        // transaction, so two look-alike names joining at once cannot both get in.
        self.submit_naming(
            game,
            Box::new(move |state| {
                if state.ended {
                    return Err(TableError::Ended);
                }
                let names = names_of(state)?;
                crate::names::check_unique("name", &name, names.iter().map(String::as_str))?;
                names.push(name.clone());
                Ok(Plan {
                    entries: vec![NewEntry {
                        kind: EntryKind::MemberJoined,
                        visibility: Visibility::Public,
                        actor: actor.clone(),
                        body: body.clone().into(),
                    }],
                    writes: vec![Write {
                        sql: "INSERT INTO members (id, game_id, name, role, token_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
                        args: member.clone(),
                    }],
                    guard: Some(Guard {
                        write: Write {
                            sql: "UPDATE invites SET uses = uses + 1 WHERE token_hash = $1 AND game_id = $2 \
                                  AND (max_uses IS NULL OR uses < max_uses) AND (expires_at IS NULL OR expires_at > $3)",
                            args: spend.clone(),
                        },
                        refusal: invite_used,
                    }),
                    ..Plan::default()
                })
            }),
        )
        .await?;
        Ok((self.member(game, &id).await?, token))
    }

    /// but reveals.
    pub async fn end_game(&self, keeper: &Member) -> Result<Entry, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new("table-keeper-only-end")));
        }
        let actor = keeper.id.clone();
        let committed = self
            .submit(
                &keeper.game,
                Box::new(move |state| {
                    if state.ended {
                        return Err(TableError::Ended);
                    }
                    state.ended = true;
                    Ok(Plan::one(
                        EntryKind::GameEnded,
                        Visibility::Public,
                        &actor,
                        json!({"fair_seed": state.fair_seed.to_hex()}),
                    ))
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }

    /// Reveals the Keeper's seed of a fair mode v1 game (Keeper only): hidden rolls can
    /// then be recomputed by anyone who can read them, and, since the seed gives every
    /// hidden counter's seed, anyone can compute the dice of every hidden roll, revealed
    /// or not (the API warns so: `fairness-seed-exposes-hidden`). A v2 game refuses
    /// (`fairness-seed-v2-per-roll`): it reveals hidden rolls one by one, each with its
    /// proof ([`Table::reveal`]).
    pub async fn reveal_keeper_seed(&self, keeper: &Member) -> Result<Entry, TableError> {
        if !keeper.is_keeper() {
            return Err(TableError::Forbidden(Message::new(
                "table-keeper-only-seed",
            )));
        }
        let game = self.game(&keeper.game).await?;
        // Version 2 never publishes the Keeper's secret: it would expose every hidden
        // roll. Each hidden roll is revealed on its own, with its proof.
        if game.fair_version >= 2 {
            return Err(TableError::bad_field(
                "keeper_seed",
                Message::new("fairness-seed-v2-per-roll"),
            ));
        }
        if game.keeper_seed.is_some() {
            return Err(TableError::bad_field(
                "keeper_seed",
                Message::new("table-seed-revealed"),
            ));
        }
        // Revealed during play, the seed would let everyone predict the hidden rolls to come.
        if game.ended_at.is_none() {
            return Err(TableError::bad_field(
                "keeper_seed",
                Message::new("table-seed-not-ended"),
            ));
        }
        let actor = keeper.id.clone();
        let committed = self
            .submit(
                &keeper.game,
                Box::new(move |state| {
                    Ok(Plan {
                        entries: vec![NewEntry {
                            kind: EntryKind::KeeperSeedRevealed,
                            visibility: Visibility::Public,
                            actor: actor.clone(),
                            body: json!({"keeper_seed": state.keeper_seed.to_hex()}).into(),
                        }],
                        writes: vec![Write {
                            sql: "UPDATE games SET keeper_seed_revealed = 1 WHERE id = $1",
                            args: vec![text(&state.id)],
                        }],
                        ..Plan::default()
                    })
                }),
            )
            .await?;
        Ok(only_entry(committed))
    }

    /// Every game's id, oldest first.
    pub async fn game_ids(&self) -> Result<Vec<String>, TableError> {
        let rows = sqlx::query("SELECT id FROM games ORDER BY created_at, id")
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|r| r.try_get("id").map_err(TableError::from))
            .collect()
    }
}
