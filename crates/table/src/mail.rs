//! A member's email address and what they want mailed: their own setting, no part of
//! the game's story (a row write through the writer, with no entry). The address is
//! private: only [`Table::mail_settings`] for the member themself answers it; the
//! mailer reads [`Table::mail_recipients`].
//!
//! An address is used only once verified: setting one answers a verification token
//! (kept only hashed) that the server mails to it. Every mail carries the member's
//! unsubscribe token, which stops all their mail in one click.

use keeper_i18n::Message;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::chain::sha256_hex;
use crate::checks::no_nul;
use crate::plans::{random_hex, text};
use crate::store::{Arg, Plan, Write};
use crate::{Member, Table, TableError};

/// Longest email address accepted, in bytes (RFC 5321's path limit).
pub const MAX_EMAIL: usize = 254;

/// What a member chooses to be mailed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailChoices {
    /// Each new post in the game they may read (not their own).
    pub posts: bool,
    /// Rolls the Keeper asks of them.
    pub requests: bool,
    /// The Keeper's reveals of hidden entries.
    pub reveals: bool,
    /// One mail a day with what they may see since the last one.
    pub digest: bool,
}

impl MailChoices {
    /// Whether anything is to be mailed as it happens (not only the digest).
    pub fn any_now(&self) -> bool {
        self.posts || self.requests || self.reveals
    }
}

/// A member's mail settings, as only they may see them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MailSettings {
    /// Their address, if they gave one.
    pub email: Option<String>,
    /// Whether the address was verified (mail goes only to a verified one).
    pub verified: bool,
    /// What they chose.
    #[serde(flatten)]
    pub choices: MailChoices,
}

/// A member with a verified address, as the mailer reads them.
#[derive(Debug, Clone)]
pub struct Recipient {
    /// The member.
    pub member: Member,
    /// Their verified address.
    pub email: String,
    /// What they chose.
    pub choices: MailChoices,
    /// The token of their unsubscribe link.
    pub unsubscribe: String,
    /// The last entry they were mailed about.
    pub mailed_seq: i64,
    /// The last entry their digest covered.
    pub digest_seq: i64,
    /// When their last digest was sent (or the digest chosen), if ever.
    pub digest_at: Option<String>,
}

/// `email`, trimmed, if it reads as an address: one `@` with a local part and a domain
/// of dotted labels, no spaces or control characters, at most [`MAX_EMAIL`] bytes.
/// The address is proved by the verification mail, not by this.
pub fn parse_email(email: &str) -> Result<String, TableError> {
    let e = email.trim();
    let bad = || {
        TableError::bad_field(
            "email",
            Message::new("mail-bad-address").text("email", e.chars().take(80).collect::<String>()),
        )
    };
    if e.is_empty() || e.len() > MAX_EMAIL || e.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return Err(bad());
    }
    let Some((local, domain)) = e.rsplit_once('@') else {
        return Err(bad());
    };
    let label_ok = |l: &str| {
        !l.is_empty()
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.chars().all(|c| c.is_alphanumeric() || c == '-')
    };
    let local_ok = !local.is_empty()
        && local.len() <= 64
        && !local.contains('@')
        && !local.contains(['<', '>', '(', ')', ',', ';', ':', '\\', '"', '[', ']']);
    if !local_ok || !domain.contains('.') || !domain.split('.').all(label_ok) {
        return Err(bad());
    }
    Ok(e.to_owned())
}

fn flag(row: &AnyRow, col: &str) -> Result<bool, sqlx::Error> {
    Ok(row.try_get::<i64, _>(col)? != 0)
}

fn choices_of(row: &AnyRow) -> Result<MailChoices, sqlx::Error> {
    Ok(MailChoices {
        posts: flag(row, "posts")?,
        requests: flag(row, "requests")?,
        reveals: flag(row, "reveals")?,
        digest: flag(row, "digest")?,
    })
}

impl Table {
    /// `member`'s own mail settings.
    pub async fn mail_settings(&self, member: &Member) -> Result<MailSettings, TableError> {
        let row = sqlx::query(
            "SELECT email, verified, posts, requests, reveals, digest FROM member_mail WHERE member_id = $1",
        )
        .bind(&member.id)
        .fetch_optional(self.pool())
        .await?;
        Ok(match row {
            Some(row) => MailSettings {
                email: Some(row.try_get("email")?),
                verified: flag(&row, "verified")?,
                choices: choices_of(&row)?,
            },
            None => MailSettings {
                email: None,
                verified: false,
                choices: MailChoices::default(),
            },
        })
    }

    /// Sets `member`'s address and choices; `email: None` forgets the address (and so
    /// every choice). A new or changed address is unverified until its link is opened:
    /// answers that link's token, to be mailed to it (a new one each time an address not
    /// yet verified is set again; `None` when a verified address stayed, or was
    /// cleared). `now`: the mailer's clock, from which the first daily digest counts a
    /// day.
    pub async fn set_mail(
        &self,
        member: &Member,
        email: Option<&str>,
        choices: MailChoices,
        now: &str,
    ) -> Result<Option<String>, TableError> {
        let Some(email) = email else {
            let args = vec![text(&member.id)];
            self.mail_write(
                "DELETE FROM member_mail WHERE member_id = $1",
                args,
                &member.game,
            )
            .await?;
            return Ok(None);
        };
        let email = parse_email(email)?;
        let current = self.mail_settings(member).await?;
        let flags = |c: MailChoices| {
            [c.posts, c.requests, c.reveals, c.digest].map(|b| Arg::Int(i64::from(b)))
        };
        if current.verified && current.email.as_deref() == Some(email.as_str()) {
            // The same verified address: only the choices change; a digest chosen now
            // starts from now (its first day, and the log as it is). An address not yet
            // verified is set again as new, with a new link.
            let [p, r, v, d] = flags(choices);
            let digest_on = choices.digest && !current.choices.digest;
            let args = vec![
                p,
                r,
                v,
                d,
                Arg::Int(i64::from(digest_on)),
                text(now),
                text(&member.id),
            ];
            self.submit(
                &member.game,
                Box::new(move |state| {
                    let mut args = args.clone();
                    args.push(Arg::Int(state.log_len));
                    Ok(Plan {
                        writes: vec![Write {
                            sql: "UPDATE member_mail SET posts = $1, requests = $2, reveals = $3, digest = $4, \
                                  digest_at = CASE WHEN $5 = 1 THEN $6 ELSE digest_at END, \
                                  digest_seq = CASE WHEN $5 = 1 THEN $8 ELSE digest_seq END WHERE member_id = $7",
                            args,
                        }],
                        ..Plan::default()
                    })
                }),
            )
            .await?;
            return Ok(None);
        }
        let token = random_hex(32);
        let unsubscribe = random_hex(32);
        let [p, r, v, d] = flags(choices);
        let base = vec![
            text(&member.id),
            text(&member.game),
            text(&email),
            Arg::Text(sha256_hex(&token)),
            Arg::Text(unsubscribe.clone()),
            Arg::Text(sha256_hex(&unsubscribe)),
            p,
            r,
            v,
            d,
            text(now),
        ];
        // Mail starts from the log as it is now, not its past: the writer knows the
        // log's length when the row is written.
        self.submit(
            &member.game,
            Box::new(move |state| {
                let mut args = base.clone();
                args.push(Arg::Int(state.log_len));
                Ok(Plan {
                    writes: vec![
                        Write {
                            sql: "DELETE FROM member_mail WHERE member_id = $1",
                            args: vec![base[0].clone()],
                        },
                        Write {
                            sql: "INSERT INTO member_mail (member_id, game_id, email, verified, verify_hash, \
                                  unsubscribe_token, unsubscribe_hash, posts, requests, reveals, digest, \
                                  digest_at, mailed_seq, digest_seq) \
                                  VALUES ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)",
                            args,
                        },
                    ],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        Ok(Some(token))
    }

    /// Verifies the address whose verification token is `token`: answers its member.
    /// A token is looked up by its hash, so the time taken says nothing of how much of
    /// it matched; used once.
    pub async fn verify_mail(&self, game: &str, token: &str) -> Result<Member, TableError> {
        no_nul("game", game)?;
        let row = sqlx::query(
            "SELECT member_id FROM member_mail WHERE verify_hash = $1 AND game_id = $2",
        )
        .bind(sha256_hex(token.trim()))
        .bind(game)
        .fetch_optional(self.pool())
        .await?
        .ok_or(TableError::Unauthorized)?;
        let id: String = row.try_get("member_id")?;
        let arg = text(&id);
        // Mail starts from the log as it is once verified: nothing from before is news.
        self.submit(
            game,
            Box::new(move |state| {
                Ok(Plan {
                    writes: vec![Write {
                        sql: "UPDATE member_mail SET verified = 1, verify_hash = NULL, mailed_seq = $2, \
                              digest_seq = $2 WHERE member_id = $1",
                        args: vec![arg.clone(), Arg::Int(state.log_len)],
                    }],
                    ..Plan::default()
                })
            }),
        )
        .await?;
        self.member(game, &id).await
    }

    /// Stops every mail of the member whose unsubscribe token is `token` (their address
    /// stays, with every choice off): answers the member.
    pub async fn unsubscribe(&self, game: &str, token: &str) -> Result<Member, TableError> {
        no_nul("game", game)?;
        let row = sqlx::query(
            "SELECT member_id FROM member_mail WHERE unsubscribe_hash = $1 AND game_id = $2",
        )
        .bind(sha256_hex(token.trim()))
        .bind(game)
        .fetch_optional(self.pool())
        .await?
        .ok_or(TableError::Unauthorized)?;
        let id: String = row.try_get("member_id")?;
        self.mail_write(
            "UPDATE member_mail SET posts = 0, requests = 0, reveals = 0, digest = 0 WHERE member_id = $1",
            vec![text(&id)],
            game,
        )
        .await?;
        self.member(game, &id).await
    }

    /// The members of `game` with a verified address who may still sign in (a member
    /// the Keeper removed, or who signed out, is mailed nothing).
    pub async fn mail_recipients(&self, game: &str) -> Result<Vec<Recipient>, TableError> {
        let rows = sqlx::query(
            "SELECT m.id, m.game_id, m.name, m.role, m.language, mm.email, mm.posts, mm.requests, \
             mm.reveals, mm.digest, mm.unsubscribe_token, mm.mailed_seq, mm.digest_seq, mm.digest_at \
             FROM member_mail mm JOIN members m ON m.id = mm.member_id AND m.game_id = mm.game_id \
             WHERE mm.game_id = $1 AND mm.verified = 1 AND m.token_hash NOT LIKE 'revoked:%' \
             ORDER BY m.created_at, m.id",
        )
        .bind(game)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| {
                Ok(Recipient {
                    member: Table::member_of(row)?,
                    email: row.try_get("email")?,
                    choices: choices_of(row)?,
                    unsubscribe: row.try_get("unsubscribe_token")?,
                    mailed_seq: row.try_get("mailed_seq")?,
                    digest_seq: row.try_get("digest_seq")?,
                    digest_at: row.try_get("digest_at")?,
                })
            })
            .collect()
    }

    /// The games with at least one verified address: what the mailer watches.
    pub async fn mail_games(&self) -> Result<Vec<String>, TableError> {
        let rows = sqlx::query("SELECT DISTINCT game_id FROM member_mail WHERE verified = 1")
            .fetch_all(self.pool())
            .await?;
        Ok(rows
            .iter()
            .filter_map(|r| r.try_get::<String, _>("game_id").ok())
            .collect())
    }

    /// The member of `game` whose verified address is `email` and who may sign in, if
    /// any (compared without regard to case).
    pub async fn member_by_mail(
        &self,
        game: &str,
        email: &str,
    ) -> Result<Option<Member>, TableError> {
        no_nul("game", game)?;
        let Ok(email) = parse_email(email) else {
            return Ok(None);
        };
        let recipients = self.mail_recipients(game).await?;
        Ok(recipients
            .into_iter()
            .find(|r| r.email.eq_ignore_ascii_case(&email))
            .map(|r| r.member))
    }

    /// Records that `member` was mailed about the log up to `seq`.
    pub async fn set_mailed(&self, member: &Member, seq: i64) -> Result<(), TableError> {
        self.mail_write(
            "UPDATE member_mail SET mailed_seq = $1 WHERE member_id = $2 AND mailed_seq < $1",
            vec![Arg::Int(seq), text(&member.id)],
            &member.game,
        )
        .await
    }

    /// Records that `member`'s digest covered the log up to `seq`, at `at`.
    pub async fn set_digested(
        &self,
        member: &Member,
        seq: i64,
        at: &str,
    ) -> Result<(), TableError> {
        self.mail_write(
            "UPDATE member_mail SET digest_seq = $1, digest_at = $2 WHERE member_id = $3",
            vec![Arg::Int(seq), text(at), text(&member.id)],
            &member.game,
        )
        .await
    }

    /// One row write through the writer, with no entry.
    async fn mail_write(
        &self,
        sql: &'static str,
        args: Vec<Arg>,
        game: &str,
    ) -> Result<(), TableError> {
        self.submit(
            game,
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
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::parse_email;

    #[test]
    fn addresses_are_read_or_refused_on_the_email_field() {
        assert_eq!(parse_email(" ada@example.org ").unwrap(), "ada@example.org");
        assert!(parse_email("a.b+c@mail.example.co").is_ok());
        for bad in [
            "",
            "ada",
            "ada@",
            "@example.org",
            "ada@example",
            "a b@x.org",
            "a@-x.org",
            "<a>@x.org",
            "a@x..org",
        ] {
            let e = parse_email(bad).unwrap_err();
            assert!(
                matches!(e, crate::TableError::BadField { ref field, .. } if field == "email"),
                "{bad}: {e:?}"
            );
        }
    }
}
