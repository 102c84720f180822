//! Mail, as forums send it (`keeper serve --smtp smtp://host:port`): verification
//! links, sign-in links, and for each member with a verified address what they chose
//! (each new post they may read, rolls asked of them, the Keeper's reveals, a daily
//! digest), in their language, each with the link that stops them all.
//!
//! The mailer follows the table's committed changes (the feed the WebSocket follows)
//! and reads the log as each recipient: [`keeper_table::Table::log_through`] with their
//! viewer, so what they are mailed is what `keeper_table::access::sight` lets them
//! see (a hidden roll's body is never mailed; a whisper or private post only to who may
//! read it), and never their own doings. Mails wait in a queue for a sender task that
//! tries each a few times and logs what fails: the writer and requests never wait for
//! SMTP.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use keeper_i18n::{Catalogue, Message};
use keeper_table::{EntryKind, EntryView, Game, Recipient, Table, TableError};
use lettre::message::Mailbox;
use lettre::message::header::ContentType;
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use time::OffsetDateTime;
use tokio::sync::{broadcast, mpsc};

/// Tries of one mail before it is given up (logged).
const TRIES: u32 = 4;
/// Mails waiting for the sender; past this, new ones are dropped (logged).
const QUEUE: usize = 4096;
/// A day: how often a digest goes out.
const DAY_MS: i64 = 24 * 3600 * 1000;
/// Longest part of a post quoted in a mail, in characters.
const QUOTED: usize = 2000;

/// The mailer's clock: the system's, moved on by [`MailClock::advance`] (so a test can
/// make a day pass for the digest).
#[derive(Debug, Clone, Default)]
pub struct MailClock {
    offset_ms: Arc<AtomicI64>,
}

impl MailClock {
    /// Now, in milliseconds since the Unix epoch.
    pub fn now_ms(&self) -> i64 {
        let real = OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000;
        i64::try_from(real).unwrap_or(0) + self.offset_ms.load(Ordering::Relaxed)
    }

    /// Now, as the table writes times.
    pub fn now(&self) -> String {
        keeper_table::clock::format_millis(self.now_ms())
    }

    /// Moves the clock on by `seconds`.
    pub fn advance(&self, seconds: i64) {
        self.offset_ms
            .fetch_add(seconds.saturating_mul(1000), Ordering::Relaxed);
    }
}

/// How mail is sent (`keeper serve --smtp`, `--mail-from`).
#[derive(Debug, Clone)]
pub struct MailOptions {
    /// The SMTP server: `smtp://host:port` (plain, for a relay on loopback),
    /// `smtp://host:port?tls=required` (STARTTLS) or `smtps://host:port` (TLS), with
    /// `user:password@` when the server asks for them.
    pub smtp: String,
    /// Certificates (PEM) to trust for the SMTP server's TLS besides the public roots
    /// (`keeper serve --smtp-ca`): a relay with a private certificate authority.
    pub ca: Option<String>,
    /// The sender, as `keeper@example.org` or `Keeper <keeper@example.org>`.
    pub from: String,
    /// The origin the mails' links point to (`https://table.example`); without one, the
    /// server's public URL, else `http://localhost`.
    pub base_url: Option<String>,
    /// The clock digests are counted by.
    pub clock: MailClock,
    /// How often the digests due are looked for.
    pub digest_check: Duration,
}

impl MailOptions {
    /// Options for `smtp`, sending as `from`, with the system's clock.
    pub fn new(smtp: &str, from: &str) -> MailOptions {
        MailOptions {
            smtp: smtp.to_owned(),
            ca: None,
            from: from.to_owned(),
            base_url: None,
            clock: MailClock::default(),
            digest_check: Duration::from_secs(60),
        }
    }

    /// Whether the options can be used: the SMTP URL and the sender are read; the error
    /// says which is wrong (for `keeper serve` to report before it starts).
    pub fn check(&self) -> Result<(), String> {
        transport(&self.smtp, self.ca.as_deref())?;
        mailbox(&self.from)?;
        Ok(())
    }
}

fn transport(url: &str, ca: Option<&str>) -> Result<AsyncSmtpTransport<Tokio1Executor>, String> {
    if !(url.starts_with("smtp://") || url.starts_with("smtps://")) {
        return Err(format!(
            "--smtp: \"{url}\" is not an SMTP URL: smtp://host:port or smtps://host:port"
        ));
    }
    let mut builder = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
        .map_err(|e| format!("--smtp: \"{url}\": {e}"))?;
    if let Some(pem) = ca {
        builder = builder.tls(tls_trusting(url, pem)?);
    }
    Ok(builder.timeout(Some(Duration::from_secs(30))).build())
}

/// The TLS of `url` (`smtps://`, or `?tls=required` or `opportunistic`), trusting the
/// certificates of `pem` as well as the public roots. A plain URL has no TLS to trust
/// them for: that is an error, not a silent plain connection.
fn tls_trusting(url: &str, pem: &str) -> Result<Tls, String> {
    let parsed = url::Url::parse(url).map_err(|e| format!("--smtp: \"{url}\": {e}"))?;
    let host = parsed.host_str().unwrap_or_default().to_owned();
    let mut params = TlsParameters::builder(host);
    let mut found = 0;
    for block in pem.split_inclusive("-----END CERTIFICATE-----") {
        if !block.contains("-----BEGIN CERTIFICATE-----") {
            continue;
        }
        let cert = Certificate::from_pem(block.trim().as_bytes())
            .map_err(|e| format!("--smtp-ca: a certificate that cannot be read: {e}"))?;
        params = params.add_root_certificate(cert);
        found += 1;
    }
    if found == 0 {
        return Err("--smtp-ca: no PEM certificate (-----BEGIN CERTIFICATE-----) in it".into());
    }
    let params = params
        .build_rustls()
        .map_err(|e| format!("--smtp-ca: {e}"))?;
    let mode = parsed
        .query_pairs()
        .find(|(k, _)| k == "tls")
        .map(|(_, v)| v.into_owned());
    match (parsed.scheme(), mode.as_deref()) {
        ("smtps", _) => Ok(Tls::Wrapper(params)),
        ("smtp", Some("required")) => Ok(Tls::Required(params)),
        ("smtp", Some("opportunistic")) => Ok(Tls::Opportunistic(params)),
        _ => Err(format!(
            "--smtp-ca: \"{url}\" uses no TLS: use smtps://host:port or smtp://host:port?tls=required"
        )),
    }
}

fn mailbox(from: &str) -> Result<Mailbox, String> {
    from.parse::<Mailbox>()
        .map_err(|e| format!("--mail-from: \"{from}\" is not an address: {e}"))
}

/// One mail to send.
#[derive(Debug, Clone)]
struct Outgoing {
    to: String,
    subject: String,
    body: String,
    /// The unsubscribe link, also given as `List-Unsubscribe`.
    unsubscribe: Option<String>,
}

/// The running mailer: a queue to the sender, and what composes mails.
#[derive(Debug, Clone)]
pub struct Mailer {
    queue: mpsc::Sender<Outgoing>,
    base: Arc<str>,
    clock: MailClock,
}

impl Mailer {
    /// Starts the sender, the follower of the table's changes and the digest's timer
    /// (they run while the runtime does).
    pub(crate) fn start(table: Table, options: &MailOptions) -> Result<Mailer, String> {
        let transport = transport(&options.smtp, options.ca.as_deref())?;
        let from = mailbox(&options.from)?;
        let base = options
            .base_url
            .clone()
            .or_else(|| crate::guard::public_url().map(|p| p.origin().to_owned()))
            .unwrap_or_else(|| "http://localhost".to_owned());
        let (queue, rx) = mpsc::channel(QUEUE);
        let mailer = Mailer {
            queue,
            base: Arc::from(base.trim_end_matches('/')),
            clock: options.clock.clone(),
        };
        tokio::spawn(send_loop(transport, from, rx));
        tokio::spawn(follow(table.clone(), mailer.clone(), table.subscribe()));
        tokio::spawn(digests(table, mailer.clone(), options.digest_check));
        Ok(mailer)
    }

    /// The mailer's clock, as the table writes times.
    pub(crate) fn now(&self) -> String {
        self.clock.now()
    }

    fn link(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    fn queue(&self, mail: Outgoing) {
        if let Err(e) = self.queue.try_send(mail) {
            tracing::warn!("a mail was dropped, the queue is full or closed: {e}");
        }
    }

    /// Mails the verification link of `member`'s new address.
    pub(crate) fn verification(
        &self,
        game: &Game,
        member: &keeper_table::Member,
        email: &str,
        token: &str,
    ) {
        let lang = lang_of(game, member);
        let link = self.link(&format!("/games/{}/mail/verify?token={token}", game.id));
        let t = Texts {
            lang: &lang,
            system: &game.system,
        };
        let body = format!(
            "{}\n\n{}\n",
            t.m(Message::new("mail-verify-body")
                .text("name", member.name.clone())
                .text("game", game.name.clone())
                .text("link", link)),
            t.m(Message::new("mail-verify-ignore")),
        );
        self.queue(Outgoing {
            to: email.to_owned(),
            subject: t.m(Message::new("mail-subject-verify").text("game", game.name.clone())),
            body,
            unsubscribe: None,
        });
    }

    /// Mails `member`'s new sign-in link (its token just made) to their address.
    pub(crate) fn sign_in(
        &self,
        game: &Game,
        member: &keeper_table::Member,
        email: &str,
        token: &str,
    ) {
        let lang = lang_of(game, member);
        let link = self.link(&format!("/games/{}/signin?token={token}", game.id));
        let t = Texts {
            lang: &lang,
            system: &game.system,
        };
        let body = format!(
            "{}\n\n{}\n",
            t.m(Message::new("mail-signin-body")
                .text("name", member.name.clone())
                .text("game", game.name.clone())
                .text("link", link)),
            t.m(Message::new("mail-signin-note")),
        );
        self.queue(Outgoing {
            to: email.to_owned(),
            subject: t.m(Message::new("mail-subject-signin").text("game", game.name.clone())),
            body,
            unsubscribe: None,
        });
    }

    /// Closes a mail to `r`: why they get it, and the link that stops it.
    fn finish(&self, t: &Texts<'_>, game: &Game, r: &Recipient, subject: String, text: String) {
        let unsubscribe = self.link(&format!(
            "/games/{}/mail/unsubscribe?token={}",
            game.id, r.unsubscribe
        ));
        let body = format!(
            "{text}\n-- \n{}\n",
            t.m(Message::new("mail-why")
                .text("game", game.name.clone())
                .text("link", unsubscribe.clone())),
        );
        self.queue(Outgoing {
            to: r.email.clone(),
            subject,
            body,
            unsubscribe: Some(unsubscribe),
        });
    }
}

/// The catalogue in a member's language, at their game's system.
struct Texts<'a> {
    lang: &'a str,
    system: &'a str,
}

impl Texts<'_> {
    fn m(&self, msg: Message) -> String {
        Catalogue::global().format_in(self.lang, Some(self.system), &msg)
    }
}

fn lang_of(game: &Game, member: &keeper_table::Member) -> String {
    member
        .language
        .clone()
        .unwrap_or_else(|| game.language.clone())
}

/// Sends each mail queued, trying again a few times, later each time.
async fn send_loop(
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    mut rx: mpsc::Receiver<Outgoing>,
) {
    while let Some(mail) = rx.recv().await {
        let message = match build(&from, &mail) {
            Ok(m) => m,
            Err(e) => {
                tracing::warn!("a mail to an address could not be written: {e}");
                continue;
            }
        };
        for attempt in 1..=TRIES {
            match transport.send(message.clone()).await {
                Ok(_) => break,
                Err(e) if attempt < TRIES => {
                    tracing::warn!("sending a mail failed (try {attempt} of {TRIES}): {e}");
                    tokio::time::sleep(Duration::from_millis(500 << attempt)).await;
                }
                Err(e) => tracing::error!("a mail was given up after {TRIES} tries: {e}"),
            }
        }
    }
}

fn build(from: &Mailbox, mail: &Outgoing) -> Result<lettre::Message, String> {
    let to: Mailbox = mail.to.parse().map_err(|e| format!("{e}"))?;
    let mut builder = lettre::Message::builder()
        .from(from.clone())
        .to(to)
        .subject(mail.subject.clone())
        .header(ContentType::TEXT_PLAIN);
    if let Some(link) = &mail.unsubscribe {
        builder = builder
            .header(ListUnsubscribe(format!("<{link}>")))
            .header(ListUnsubscribePost);
    }
    builder.body(mail.body.clone()).map_err(|e| format!("{e}"))
}

/// `List-Unsubscribe`: mail clients show an unsubscribe button (RFC 2369).
#[derive(Debug, Clone)]
struct ListUnsubscribe(String);

impl lettre::message::header::Header for ListUnsubscribe {
    fn name() -> lettre::message::header::HeaderName {
        lettre::message::header::HeaderName::new_from_ascii_str("List-Unsubscribe")
    }
    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.to_owned()))
    }
    fn display(&self) -> lettre::message::header::HeaderValue {
        lettre::message::header::HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// `List-Unsubscribe-Post`: the button unsubscribes in one POST (RFC 8058).
#[derive(Debug, Clone)]
struct ListUnsubscribePost;

impl lettre::message::header::Header for ListUnsubscribePost {
    fn name() -> lettre::message::header::HeaderName {
        lettre::message::header::HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }
    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }
    fn display(&self) -> lettre::message::header::HeaderValue {
        lettre::message::header::HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".into())
    }
}

/// Follows the table's commits and mails each recipient what they chose of them.
async fn follow(table: Table, mailer: Mailer, mut rx: broadcast::Receiver<keeper_table::Change>) {
    // How far each member was read since this process started (what the table keeps,
    // `mailed_seq`, moves only when something was mailed).
    let mut read: HashMap<String, i64> = HashMap::new();
    loop {
        let games = match rx.recv().await {
            Ok(change) if !change.game.is_empty() => vec![change.game],
            Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => match table.mail_games().await {
                Ok(games) => games,
                Err(e) => {
                    tracing::warn!("the mailer cannot read its games: {e}");
                    continue;
                }
            },
            Err(broadcast::error::RecvError::Closed) => return,
        };
        for game in games {
            if let Err(e) = mail_game(&table, &mailer, &game, &mut read).await {
                tracing::warn!("the mailer could not read game {game}: {e}");
            }
        }
    }
}

/// What a recipient may be mailed of one entry.
enum Item {
    Post {
        name: String,
        thread: String,
        text: String,
        link: String,
    },
    Request {
        name: String,
        roll: String,
    },
    Reveal {
        name: String,
        seq: i64,
    },
}

/// The entries after `after` up to `through`, as `r` may see them, page by page.
async fn visible(
    table: &Table,
    game: &str,
    r: &Recipient,
    after: i64,
    through: i64,
) -> Result<Vec<EntryView>, TableError> {
    let mut all = Vec::new();
    let mut from = after;
    while from < through {
        let page = table
            .log_through(game, r.member.viewer(), from, through)
            .await?;
        // A page holds at most MAX_PAGE entries of the range; what the viewer may not
        // know of is left out, so the range read is what moves on.
        from = (from + keeper_table::MAX_PAGE).min(through);
        all.extend(page);
    }
    Ok(all)
}

/// What of `e` is for `r`, if anything (`choose`: whether each kind was chosen).
fn item_of(
    mailer: &Mailer,
    t: &Texts<'_>,
    game: &Game,
    threads: &HashMap<String, String>,
    r: &Recipient,
    e: &EntryView,
    choose: (bool, bool, bool),
) -> Option<Item> {
    // Only what the reader may read whole is mailed: a hidden roll's existence is not news.
    let body = e.body.as_ref()?;
    if e.actor == r.member.id {
        return None;
    }
    let (posts, requests, reveals) = choose;
    match e.kind {
        EntryKind::Post if posts => {
            let thread = body["thread"].as_str().unwrap_or_default();
            let text: String = body["body"]
                .as_str()
                .unwrap_or_default()
                .chars()
                .take(QUOTED)
                .collect();
            Some(Item::Post {
                name: e.actor_name.clone(),
                thread: threads.get(thread).cloned().unwrap_or_default(),
                text,
                link: mailer.link(&format!(
                    "/games/{}/threads/{thread}#post-{}",
                    game.id,
                    body["post"].as_str().unwrap_or_default()
                )),
            })
        }
        EntryKind::RollRequest if requests && body["to"].as_str() == Some(r.member.id.as_str()) => {
            let tr = crate::pages::Tr::at(t.lang, t.system);
            // As the log shows it: the order's request, else the order itself.
            let order = &body["order"];
            let request = order
                .get("request")
                .filter(|r| r.is_object())
                .unwrap_or(order);
            let what = crate::pages::request_text(tr, request);
            let roll = match order["label"].as_str() {
                Some(label) => format!("{}: {what}", tr.roll_label(label)),
                None => what,
            };
            Some(Item::Request {
                name: e.actor_name.clone(),
                roll,
            })
        }
        EntryKind::Reveal if reveals => Some(Item::Reveal {
            name: e.actor_name.clone(),
            seq: body["seq"].as_i64().unwrap_or(0),
        }),
        _ => None,
    }
}

async fn thread_titles(table: &Table, game: &str) -> HashMap<String, String> {
    table
        .threads(game)
        .await
        .map(|ts| ts.into_iter().map(|t| (t.id, t.title)).collect())
        .unwrap_or_default()
}

/// Mails the recipients of `game` what is new for them.
async fn mail_game(
    table: &Table,
    mailer: &Mailer,
    game: &str,
    read: &mut HashMap<String, i64>,
) -> Result<(), TableError> {
    let recipients = table.mail_recipients(game).await?;
    if !recipients.iter().any(|r| r.choices.any_now()) {
        return Ok(());
    }
    let g = table.game(game).await?;
    let through = g.log_len;
    let mut threads: Option<HashMap<String, String>> = None;
    for r in recipients.iter().filter(|r| r.choices.any_now()) {
        let after = r
            .mailed_seq
            .max(read.get(&r.member.id).copied().unwrap_or(0));
        if through <= after {
            continue;
        }
        let entries = visible(table, game, r, after, through).await?;
        read.insert(r.member.id.clone(), through);
        if threads.is_none() && entries.iter().any(|e| e.kind == EntryKind::Post) {
            threads = Some(thread_titles(table, game).await);
        }
        let titles = threads.clone().unwrap_or_default();
        let lang = lang_of(&g, &r.member);
        let t = Texts {
            lang: &lang,
            system: &g.system,
        };
        let c = r.choices;
        let mut sent = false;
        for e in &entries {
            let Some(item) = item_of(
                mailer,
                &t,
                &g,
                &titles,
                r,
                e,
                (c.posts, c.requests, c.reveals),
            ) else {
                continue;
            };
            let name = g.name.clone();
            let (subject, text) = match item {
                Item::Post {
                    name: who,
                    thread,
                    text,
                    link,
                } => (
                    t.m(Message::new("mail-subject-post")
                        .text("game", name)
                        .text("name", who.clone())
                        .text("thread", thread.clone())),
                    format!(
                        "{}\n\n{text}\n\n{}\n",
                        t.m(Message::new("mail-post-intro")
                            .text("name", who)
                            .text("thread", thread)),
                        t.m(Message::new("mail-open").text("link", link)),
                    ),
                ),
                Item::Request { name: who, roll } => (
                    t.m(Message::new("mail-subject-request").text("game", name)),
                    format!(
                        "{}\n\n{}\n",
                        t.m(Message::new("mail-request-intro")
                            .text("name", who)
                            .text("roll", roll)),
                        t.m(Message::new("mail-open")
                            .text("link", mailer.link(&format!("/games/{}", g.id)))),
                    ),
                ),
                Item::Reveal { name: who, seq } => (
                    t.m(Message::new("mail-subject-reveal").text("game", name)),
                    format!(
                        "{}\n\n{}\n",
                        t.m(Message::new("mail-reveal-intro")
                            .text("name", who)
                            .int("seq", seq)),
                        t.m(Message::new("mail-open")
                            .text("link", mailer.link(&format!("/r/{}/{seq}", g.id)))),
                    ),
                ),
            };
            mailer.finish(&t, &g, r, subject, text);
            sent = true;
        }
        if sent {
            table.set_mailed(&r.member, through).await?;
        }
    }
    Ok(())
}

/// Looks for the digests due every `every`, and sends them.
async fn digests(table: Table, mailer: Mailer, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let games = match table.mail_games().await {
            Ok(g) => g,
            Err(e) => {
                tracing::warn!("the digest cannot read its games: {e}");
                continue;
            }
        };
        for game in games {
            if let Err(e) = digest_game(&table, &mailer, &game).await {
                tracing::warn!("the digest of game {game} failed: {e}");
            }
        }
    }
}

fn millis_of(at: &str) -> Option<i64> {
    let t = OffsetDateTime::parse(at, &time::format_description::well_known::Rfc3339).ok()?;
    i64::try_from(t.unix_timestamp_nanos() / 1_000_000).ok()
}

/// Sends each digest of `game` due: one a day per member, of what they may see since
/// the last one (nothing new: no mail, and the day starts again).
async fn digest_game(table: &Table, mailer: &Mailer, game: &str) -> Result<(), TableError> {
    let now = mailer.clock.now_ms();
    let recipients = table.mail_recipients(game).await?;
    let due: Vec<&Recipient> = recipients
        .iter()
        .filter(|r| r.choices.digest)
        .filter(|r| {
            r.digest_at
                .as_deref()
                .and_then(millis_of)
                .is_none_or(|at| now - at >= DAY_MS)
        })
        .collect();
    if due.is_empty() {
        return Ok(());
    }
    let g = table.game(game).await?;
    let titles = thread_titles(table, game).await;
    let stamp = keeper_table::clock::format_millis(now);
    for r in due {
        let entries = visible(table, game, r, r.digest_seq, g.log_len).await?;
        let lang = lang_of(&g, &r.member);
        let t = Texts {
            lang: &lang,
            system: &g.system,
        };
        let lines: Vec<String> = entries
            .iter()
            .filter_map(|e| item_of(mailer, &t, &g, &titles, r, e, (true, true, true)))
            .map(|item| match item {
                Item::Post {
                    name, thread, link, ..
                } => format!(
                    "* {}\n  {link}",
                    t.m(Message::new("mail-digest-post")
                        .text("name", name)
                        .text("thread", thread))
                ),
                Item::Request { name, roll } => format!(
                    "* {}",
                    t.m(Message::new("mail-digest-request")
                        .text("name", name)
                        .text("roll", roll))
                ),
                Item::Reveal { name, seq } => format!(
                    "* {}",
                    t.m(Message::new("mail-digest-reveal")
                        .text("name", name)
                        .int("seq", seq))
                ),
            })
            .collect();
        if !lines.is_empty() {
            let count = i64::try_from(lines.len()).unwrap_or(i64::MAX);
            let text = format!(
                "{}\n\n{}\n\n{}\n",
                t.m(Message::new("mail-digest-intro")
                    .text("game", g.name.clone())
                    .int("count", count)),
                lines.join("\n"),
                t.m(Message::new("mail-open")
                    .text("link", mailer.link(&format!("/games/{}/threads", g.id)))),
            );
            let subject = t.m(Message::new("mail-subject-digest").text("game", g.name.clone()));
            mailer.finish(&t, &g, r, subject, text);
        }
        table.set_digested(&r.member, g.log_len, &stamp).await?;
    }
    Ok(())
}
