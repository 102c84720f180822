//! One rendering of log entries, rolls and posts, shared by every page, the entry
//! fragments the live log fetches, and the permalinks. Every string from a member or a
//! body is escaped by the templates.

use std::collections::HashMap;

use keeper_i18n::Message;
use keeper_resolve::describe::{self, signed};
use keeper_table::posts::Shown;
use keeper_table::{EntryKind, EntryView, FollowUp, Game, Member, Role, Table, Visibility};
use maud::{Markup, html};
use serde_json::Value;

use super::chrome::{Tr, role_name, system_name, when};

/// Names for the ids in bodies: members, characters and threads.
#[derive(Debug, Default)]
pub(crate) struct Names {
    pub(crate) members: HashMap<String, String>,
    /// Each member's role: every log line shows its author's, so a player named like
    /// the Keeper cannot pass for them.
    pub(crate) roles: HashMap<String, Role>,
    pub(crate) characters: HashMap<String, String>,
    pub(crate) threads: HashMap<String, String>,
    /// The rolls followed up (pushed, Luck spent) by a later entry, by seq.
    pub(crate) follow_ups: HashMap<i64, FollowUp>,
    /// Each character's player, Luck and Magic Points, as the member sees the sheet
    /// (what a card may offer to spend).
    pub(crate) sheets: HashMap<String, SheetSeen>,
    /// The game's system: whose words name the roles (a Chthonian Narrator).
    pub(crate) system: String,
    /// The game's options (classic's house rules: what a card may offer).
    pub(crate) options: Value,
    /// Each roll request's entry and its answer's, by the request's id: an answer links
    /// to its request, and a request to its answer.
    pub(crate) requests: HashMap<String, (i64, Option<i64>)>,
}

/// A character's sheet as a roll's card reads it: whose it is and what may be spent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SheetSeen {
    pub(crate) owner: String,
    pub(crate) luck: Option<i64>,
    pub(crate) mp: Option<i64>,
    /// Classic: the skills without an experience check yet (T6).
    pub(crate) uncheck: Vec<String>,
}

impl Names {
    /// The game's names as `member` may know them (characters only for a member).
    pub(crate) async fn load(table: &Table, game: &str, member: Option<&Member>) -> Names {
        let mut names = Names::basic(table, game).await;
        if let Some(m) = member {
            names.characters = table
                .character_names(m)
                .await
                .map(|cs| cs.into_iter().collect())
                .unwrap_or_default();
            names.sheets = table
                .characters(m)
                .await
                .map(|cs| {
                    cs.into_iter()
                        .map(|c| {
                            let uncheck = match &c.derived {
                                keeper_table::Derived::Classic(d) => d
                                    .skills
                                    .keys()
                                    .filter(|k| !d.checks.contains(*k))
                                    .cloned()
                                    .collect(),
                                _ => Vec::new(),
                            };
                            let seen = SheetSeen {
                                luck: c.derived.luck(),
                                mp: c.derived.mp(),
                                owner: c.owner,
                                uncheck,
                            };
                            (c.id, seen)
                        })
                        .collect()
                })
                .unwrap_or_default();
        }
        names
    }

    /// Members and threads only.
    pub(crate) async fn basic(table: &Table, game: &str) -> Names {
        let all = table.members(game).await.unwrap_or_default();
        let roles = all.iter().map(|m| (m.id.clone(), m.role)).collect();
        let members = all.into_iter().map(|m| (m.id, m.name)).collect();
        let threads = table
            .threads(game)
            .await
            .map(|ts| ts.into_iter().map(|t| (t.id, t.title)).collect())
            .unwrap_or_default();
        let follow_ups = table.follow_ups(game).await.unwrap_or_default();
        let requests = table.request_entries(game).await.unwrap_or_default();
        let (system, options) = table
            .game(game)
            .await
            .map(|g| (g.system, g.options))
            .unwrap_or_default();
        Names {
            members,
            roles,
            characters: HashMap::new(),
            threads,
            follow_ups,
            sheets: HashMap::new(),
            system,
            options,
            requests,
        }
    }

    fn member(&self, id: &str) -> String {
        self.members
            .get(id)
            .cloned()
            .unwrap_or_else(|| id.to_owned())
    }
}

/// What an entry is rendered with.
#[derive(Debug)]
pub(crate) struct EntryCtx<'a> {
    pub(crate) tr: Tr<'a>,
    pub(crate) game: &'a Game,
    pub(crate) viewer: Option<&'a Member>,
    pub(crate) names: &'a Names,
}

pub(super) fn s<'v>(v: &'v Value, key: &str) -> Option<&'v str> {
    v.get(key).and_then(Value::as_str)
}

/// A number or a list of numbers, as shown.
fn number_text(v: &Value) -> Option<String> {
    match v {
        Value::Number(n) => Some(n.to_string()),
        Value::Array(list) if !list.is_empty() => Some(
            list.iter()
                .map(|x| number_text(x).unwrap_or_else(|| x.to_string()))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        Value::String(s) => Some(s.clone()),
        _ => None,
    }
}

/// A success level's name (`hard` → "Hard success").
pub(crate) fn level_name(tr: Tr<'_>, level: &str) -> String {
    match keeper_resolve::level_message(level) {
        Some(m) => tr.m(m),
        None => level.replace('_', " "),
    }
}

/// A class-safe form of an engine word.
fn class_word(w: &str) -> String {
    w.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect()
}

fn difficulty_name(tr: Tr<'_>, d: &str) -> String {
    match d {
        "regular" => tr.t("web-difficulty-regular"),
        "hard" => tr.t("web-difficulty-hard"),
        "extreme" => tr.t("web-difficulty-extreme"),
        other => other.to_owned(),
    }
}

/// Chthonian Traits as `Name +2, −1`.
fn traits_text(traits: &Value) -> String {
    traits
        .as_array()
        .map(|list| describe::traits(list))
        .unwrap_or_default()
}

/// What a request asked for: an expression (after the rules action that rolls it, if
/// one does), or words.
enum Asked<'a> {
    Expression {
        action: Option<String>,
        expr: &'a str,
    },
    Words(String),
}

/// What a roll's request asked for, in words, for a page.
pub(crate) fn describe_request(tr: Tr<'_>, request: &Value) -> Markup {
    match asked(tr, request) {
        Asked::Expression { action, expr } => html! {
            @if let Some(a) = action { span.roll-request { (a) } " " }
            code.roll-expr { (expr) }
        },
        Asked::Words(words) => html! { span.roll-request { (words) } },
    }
}

/// What a roll's request asked for, as plain text (a snippet for a forum).
pub(crate) fn request_text(tr: Tr<'_>, request: &Value) -> String {
    match asked(tr, request) {
        Asked::Expression {
            action: Some(a),
            expr,
        } => format!("{a} {expr}"),
        Asked::Expression { action: None, expr } => expr.to_owned(),
        Asked::Words(words) => words,
    }
}

fn asked<'a>(tr: Tr<'_>, request: &'a Value) -> Asked<'a> {
    let system = s(request, "system").unwrap_or("");
    let action = s(request, "action").unwrap_or("");
    if let Some(expr) = s(request, "expr").or_else(|| s(request, "command")) {
        // A rules action that rolls an expression (7th edition `damage`) says which.
        let named = !matches!(system, "" | "dice" | "bcdice") && !action.is_empty();
        return Asked::Expression {
            action: named.then(|| action_name(tr, action)),
            expr,
        };
    }
    let value = request.get("value").and_then(Value::as_i64);
    let mut parts: Vec<String> = Vec::new();
    match (system, action, value) {
        ("coc7", "check" | "push", Some(v)) => {
            parts.push(tr.m(Message::new("web-roll-check").int("value", v)));
            if let Some(d) = s(request, "difficulty").filter(|d| *d != "regular") {
                parts.push(difficulty_name(tr, d));
            }
            let bonus = request.get("bonus").and_then(Value::as_i64).unwrap_or(0);
            let penalty = request.get("penalty").and_then(Value::as_i64).unwrap_or(0);
            if bonus > 0 {
                parts.push(tr.m(Message::new("web-roll-bonus").int("count", bonus)));
            }
            if penalty > 0 {
                parts.push(tr.m(Message::new("web-roll-penalty").int("count", penalty)));
            }
        }
        ("classic", "check" | "characteristic", Some(v)) => {
            let v = if action == "characteristic" {
                v * request
                    .get("multiplier")
                    .and_then(Value::as_i64)
                    .unwrap_or(5)
            } else {
                v
            };
            parts.push(tr.m(Message::new("web-roll-check").int("value", v)));
            if let Some(m) = request
                .get("modifier")
                .and_then(Value::as_i64)
                .filter(|m| *m != 0)
            {
                parts.push(tr.m(Message::new("web-roll-modifier").text("modifier", signed(m))));
            }
        }
        // A treatment says which (H4–H7), with the healer's skill when one heals.
        ("coc7", "heal", _) => {
            let mut what = tr.t1(
                "web-treat-name",
                "treatment",
                s(request, "treatment").unwrap_or("").to_owned(),
            );
            if let Some(v) = request.get("skill").and_then(Value::as_i64) {
                what.push(' ');
                what.push_str(&tr.pct(v));
            }
            parts.push(what);
        }
        ("chthonian", "roll", _) => {
            let d = request
                .get("difficulty")
                .and_then(Value::as_i64)
                .unwrap_or(0);
            parts.push(tr.m(Message::new("web-roll-chthonian").int("difficulty", d)));
            let traits = traits_text(&request["traits"]);
            if !traits.is_empty() {
                parts.push(traits);
            }
        }
        (_, _, value) => {
            if !system.is_empty() {
                parts.push(system_name(tr, system));
            }
            // A classic sheet action is named by what it does to the sheet (`sanity`).
            let action = match (action, s(&request["do"], "op")) {
                ("sheet", Some(op)) => op,
                _ => action,
            };
            let mut what = action_name(tr, action);
            if let Some(v) = value {
                what.push(' ');
                what.push_str(&tr.pct(v));
            }
            if !what.trim().is_empty() {
                parts.push(what.trim().to_owned());
            }
        }
    }
    Asked::Words(parts.join(" · "))
}

/// A resolve action's name in words (`sanity` → "Sanity roll"); an action the catalogue
/// does not know is shown as its code.
fn action_name(tr: Tr<'_>, action: &str) -> String {
    tr.m(Message::new("web-action").text("action", action.to_owned()))
}

/// What a result says: its total, then its verdicts (a level, an outcome, a success),
/// each with the class a page styles it by.
pub(crate) struct ResultWords {
    pub(crate) total: Option<String>,
    pub(crate) verdicts: Vec<(String, String)>,
}

pub(crate) fn result_words(tr: Tr<'_>, request: &Value, result: &Value) -> ResultWords {
    // A result that does not decode as its request's action (a request this keeper no
    // longer knows) says nothing rather than a guess.
    let described = describe::stored(request, result).unwrap_or(describe::Described {
        total: None,
        verdicts: Vec::new(),
    });
    ResultWords {
        total: described.total,
        verdicts: described
            .verdicts
            .into_iter()
            .map(|v| (v.kind.class(), tr.m(v.words)))
            .collect(),
    }
}

/// The result of one resolve response: total, level, outcome.
pub(crate) fn result_line(tr: Tr<'_>, request: &Value, result: &Value) -> Markup {
    let words = result_words(tr, request, result);
    html! {
        @if let Some(t) = &words.total {
            span.roll-total { (t) }
            " "
        }
        @for (i, (class, text)) in words.verdicts.iter().enumerate() {
            @if i > 0 { " · " }
            span class=(class) { (text) }
        }
    }
}

pub(crate) fn event_text(tr: Tr<'_>, e: &Value) -> String {
    tr.m(describe::event(e))
}

pub(crate) fn events_list(tr: Tr<'_>, events: &Value) -> Option<String> {
    let list = events.as_array().filter(|l| !l.is_empty())?;
    Some(
        list.iter()
            .map(|e| event_text(tr, e))
            .collect::<Vec<_>>()
            .join(", "),
    )
}

/// A roll's body: what was rolled, the result, the dice.
pub(crate) fn roll_body(tr: Tr<'_>, body: &Value, names: &Names) -> Markup {
    let step = &body["steps"][0];
    let request = &step["request"];
    let response = &step["response"];
    let result = &response["result"];
    let label = s(body, "label");
    let character = s(body, "character").map(|c| {
        names
            .characters
            .get(c)
            .cloned()
            .unwrap_or_else(|| c.to_owned())
    });
    let dice = response
        .get("dice")
        .and_then(Value::as_array)
        .filter(|d| !d.is_empty())
        .and_then(|d| number_text(&Value::Array(d.clone())));
    let breakdown = s(result, "breakdown");
    let physical = s(body, "source") == Some("physical");
    html! {
        p.roll-what {
            @if let Some(l) = label { span.roll-label { (tr.roll_label(l)) } ": " }
            (describe_request(tr, request))
            @if let Some(c) = &character {
                " " span.roll-character { (tr.t1("web-roll-for", "name", c.clone())) }
            }
        }
        @if let Some(seq) = body["pushes"].as_i64() {
            p.roll-follows { a href=(format!("#entry-{seq}")) { (tr.m(Message::new("session-pushes").int("seq", seq))) } }
        }
        // A set of characteristics rolled again says so (its roller's n-th).
        @if let Some(n) = body["set"].as_i64().filter(|n| *n > 1) {
            p.roll-follows.roll-set-again { (tr.m(Message::new("session-set-again").int("n", n))) }
        }
        // An answer names the request it answers (the request is public).
        @if let Some((seq, _)) = s(body, "request").and_then(|r| names.requests.get(r)) {
            p.roll-follows { a href=(format!("#entry-{seq}")) { (tr.m(Message::new("session-answers").int("seq", *seq))) } }
        }
        @if let Some(seq) = body["rerolls"].as_i64() {
            p.roll-follows { a href=(format!("#entry-{seq}")) { (tr.m(Message::new("session-rerolls").int("seq", seq))) } }
        }
        @if let Some(seq) = body["luck_on"].as_i64() {
            p.roll-follows { a href=(format!("#entry-{seq}")) { (tr.m(Message::new("session-luck-on").int("seq", seq))) } }
        }
        @if response["ok"] == Value::Bool(true) {
            p.roll-result { (result_line(tr, request, result)) }
            @if result["pushed_failure"] == Value::Bool(true) {
                p.roll-pushed-failure { strong { (tr.t("session-pushed-failure")) } }
            }
        } @else {
            p.roll-error { (s(&response["error"], "message").unwrap_or("?")) }
        }
        @if let Some(b) = breakdown {
            p.roll-breakdown { (tr.t("web-roll-breakdown")) " " code { (b) } }
        }
        @if let Some(d) = &dice {
            p.roll-dice { (tr.t("web-roll-dice")) " " span.dice-faces { (d) } }
        }
        @if physical {
            p.roll-physical { (tr.t("web-roll-physical")) }
        }
        @if let Some(ev) = events_list(tr, &body["events"]) {
            p.roll-events { (tr.t1("web-roll-applied", "events", ev)) }
        }
    }
}

fn visibility_badge(tr: Tr<'_>, e: &EntryView) -> Markup {
    let whisper_name = |e: &EntryView| e.to_name.clone().unwrap_or_default();
    html! {
        @match e.visibility {
            Visibility::Public => {},
            Visibility::Keeper => span.badge.badge-keeper { (tr.t("web-visibility-keeper-badge")) },
            Visibility::Private => span.badge.badge-private { (tr.t("web-visibility-private-badge")) },
            Visibility::Whisper => span.badge.badge-private.badge-whisper {
                (tr.m(Message::new("whispers-badge").text("name", whisper_name(e))))
            },
        }
        @if e.revealed && e.visibility != Visibility::Public {
            " " span.badge.badge-revealed { (tr.t("web-badge-revealed")) }
        }
    }
}

/// One log entry, as `<li id="entry-{seq}">`.
pub(crate) fn entry(ctx: &EntryCtx<'_>, e: &EntryView) -> Markup {
    let tr = ctx.tr;
    let game = &ctx.game.id;
    let keeper = ctx.viewer.is_some_and(|m| m.role == Role::Keeper);
    let can_reveal = keeper
        && e.visibility != Visibility::Public
        && !e.revealed
        && matches!(e.kind, EntryKind::Roll | EntryKind::CharacterEvents);
    let public = e.visibility == Visibility::Public || e.revealed;
    let who = if e.actor_name.is_empty() {
        ctx.names.member(&e.actor)
    } else {
        e.actor_name.clone()
    };
    html! {
        li id=(format!("entry-{}", e.seq)) class=(format!("entry entry-{}", class_word(e.kind.as_str())))
            data-seq=(e.seq) data-kind=(e.kind.as_str()) data-hidden=[e.body.is_none().then_some("true")] {
            div.entry-head {
                span.entry-who { (who) }
                @if let Some(role) = ctx.names.roles.get(&e.actor) {
                    " " span class=(format!("badge entry-role role-{}", role.as_str())) { (role_name(tr, *role, &ctx.game.system)) }
                }
                " "
                (when(tr, &e.created_at))
                " "
                a.entry-seq href=(format!("#entry-{}", e.seq)) aria-label=(tr.m(Message::new("web-entry-number").int("seq", e.seq))) { "#" (e.seq) }
                " "
                (visibility_badge(tr, e))
            }
            div.entry-body {
                @match &e.body {
                    None => {
                        @if e.kind == EntryKind::Roll {
                            p.roll-hidden { (tr.t("web-roll-hidden")) }
                        } @else {
                            p.entry-hidden { (tr.t("web-entry-hidden")) }
                        }
                    }
                    Some(body) => (entry_body(ctx, e, body)),
                }
            }
            @if let Some(follow) = ctx.names.follow_ups.get(&e.seq).filter(|_| e.body.is_some()) {
                p.roll-followed {
                    a href=(format!("#entry-{}", follow.seq)) {
                        (tr.m(Message::new(match follow.kind.as_str() { "push" => "session-followed-push", "mp_reroll" => "session-followed-mp-reroll", _ => "session-followed-luck" }).int("seq", follow.seq)))
                    }
                }
            }
            (super::card::actions(ctx, e))
            @if (public && e.kind == EntryKind::Roll) || can_reveal {
                div.entry-actions {
                    @if public && e.kind == EntryKind::Roll {
                        a.permalink href=(format!("/r/{game}/{}", e.seq)) { (tr.t("web-entry-permalink")) }
                    }
                    @if can_reveal {
                        button.reveal-button type="button" id=(format!("reveal-{}", e.seq))
                            data-action="reveal" data-seq=(e.seq) { (tr.t("web-entry-reveal")) }
                    }
                }
            }
        }
    }
}

fn entry_body(ctx: &EntryCtx<'_>, e: &EntryView, body: &Value) -> Markup {
    let tr = ctx.tr;
    let game = &ctx.game.id;
    let names = ctx.names;
    // Every kind is put into words: a new kind does not compile until it is.
    match e.kind {
        EntryKind::Roll => roll_body(tr, body, names),
        EntryKind::Fight => super::fight::entry_body(tr, body),
        EntryKind::GameCreated => html! {
            p { (tr.t1("web-entry-game-created", "name", s(body, "name").unwrap_or("").to_owned())) }
        },
        EntryKind::MemberJoined => {
            let role = s(body, "role")
                .and_then(Role::parse)
                .map(|r| role_name(tr, r, &names.system))
                .unwrap_or_default();
            html! {
                p { (tr.m(Message::new("web-entry-joined")
                    .text("name", s(body, "name").unwrap_or("").to_owned())
                    .text("role", role))) }
            }
        }
        EntryKind::RollRequest => {
            let to = s(body, "to").map(|t| names.member(t)).unwrap_or_default();
            let order = &body["order"];
            let what = match order.get("request").filter(|r| r.is_object()) {
                Some(r) => describe_request(tr, r),
                None => describe_request(tr, order),
            };
            // Its one answer, made through the request (a roll made otherwise is not).
            let answer = s(body, "request")
                .and_then(|r| names.requests.get(r))
                .and_then(|(_, a)| *a);
            html! {
                p {
                    (tr.t1("web-entry-request", "name", to))
                    " "
                    @if let Some(l) = s(order, "label") { span.roll-label { (tr.roll_label(l)) } ": " }
                    (what)
                }
                @if let Some(seq) = answer {
                    p.roll-follows { a href=(format!("#entry-{seq}")) { (tr.m(Message::new("session-answered").int("seq", seq))) } }
                }
            }
        }
        EntryKind::Reveal => {
            let seq = body.get("seq").and_then(Value::as_i64).unwrap_or(0);
            let proofs = body
                .get("proofs")
                .and_then(Value::as_array)
                .map_or(0, Vec::len);
            html! {
                p {
                    (tr.t("web-entry-revealed")) " "
                    a href=(format!("#entry-{seq}")) { "#" (seq) }
                    @if proofs > 0 { " " (tr.m(Message::new("fairness-entry-proofs").int("count", proofs as i64))) }
                }
            }
        }
        EntryKind::CharacterCreated | EntryKind::CharacterShown => {
            let name = s(body, "name").unwrap_or("?").to_owned();
            let id = s(body, "character").unwrap_or("");
            let what = match (e.kind, s(body, "kind")) {
                (EntryKind::CharacterShown, _) => "web-entry-character-shown",
                (_, Some("npc")) => "web-entry-npc-created",
                _ => "web-entry-character-created",
            };
            html! {
                p {
                    (tr.t(what)) " "
                    @if ctx.viewer.is_some() {
                        a href=(format!("/games/{game}/characters/{id}")) { (name) }
                    } @else { (name) }
                }
            }
        }
        EntryKind::CharacterEvents => {
            let id = s(body, "character").unwrap_or("");
            let name = names
                .characters
                .get(id)
                .cloned()
                .unwrap_or_else(|| id.to_owned());
            // Time the Keeper passed (its hours, a new day) comes first.
            let hours = body["hours"].as_i64().filter(|h| *h > 0);
            let new_day = body["new_day"] == Value::Bool(true);
            html! {
                @if hours.is_some() || new_day {
                    p.time-passed {
                        @if let Some(h) = hours { (tr.m(Message::new("web-entry-hours-passed").int("hours", h))) }
                        @if hours.is_some() && new_day { " · " }
                        @if new_day { (tr.t("web-entry-new-day")) }
                    }
                }
                p {
                    (tr.t1("web-entry-character-changed", "name", name))
                    @if let Some(ev) = events_list(tr, &body["events"]) { ": " (ev) }
                }
            }
        }
        EntryKind::ThreadCreated => {
            let id = s(body, "thread").unwrap_or("");
            html! {
                p {
                    (tr.t("web-entry-thread-created")) " "
                    a href=(format!("/games/{game}/threads/{id}")) { (s(body, "title").unwrap_or("?")) }
                }
            }
        }
        EntryKind::Post => {
            let thread = s(body, "thread").unwrap_or("");
            let post = s(body, "post").unwrap_or("");
            let title = names
                .threads
                .get(thread)
                .cloned()
                .unwrap_or_else(|| thread.to_owned());
            let rolls = body["steps"].as_array().map_or(0, Vec::len);
            html! {
                p {
                    (tr.t("web-entry-posted")) " "
                    a href=(format!("/games/{game}/threads/{thread}#post-{post}")) { (title) }
                    @if rolls > 0 { " " (tr.m(Message::new("web-entry-post-rolls").int("count", rolls as i64))) }
                }
            }
        }
        EntryKind::PostEdited => html! { p { (tr.t("web-entry-post-edited")) } },
        EntryKind::PostDeleted => html! { p { (tr.t("web-entry-post-deleted")) } },
        EntryKind::GameEnded => html! {
            p { (tr.t("web-entry-game-ended")) }
            @if let Some(seed) = s(body, "fair_seed") { p { code.seed { (seed) } } }
        },
        EntryKind::KeeperSeedRevealed => html! {
            p { (tr.t("web-entry-keeper-seed")) }
            @if let Some(seed) = s(body, "keeper_seed") { p { code.seed { (seed) } } }
        },
        EntryKind::KeeperCommitmentExtended => {
            let at = |k: &str| body.get(k).and_then(Value::as_i64).unwrap_or(0);
            html! {
                p { (tr.m(Message::new("fairness-entry-commitment-extended")
                    .int("first", at("first_counter")).int("last", at("last_counter")))) }
                @if let Some(root) = s(body, "root") { p { code.seed { (root) } } }
            }
        }
    }
}

/// A roll tag's bound result in a post, the answer to `request`.
pub(crate) fn tag_roll(tr: Tr<'_>, tag: &str, request: &Value, response: &Value) -> Markup {
    if response["ok"] != Value::Bool(true) {
        return html! {
            span.post-roll.post-roll-error {
                code { (tag) } " "
                em { (s(&response["error"], "message").unwrap_or("?")) }
            }
        };
    }
    let r = &response["result"];
    if let Some(plain) = s(r, "plain") {
        return html! {
            span.post-roll title=(tag) { strong { (plain.trim()) } }
        };
    }
    let what = s(r, "command").or_else(|| s(r, "expr")).unwrap_or(tag);
    html! {
        span.post-roll title=(tag) {
            code { (what) } " → "
            strong { (result_line(tr, request, r)) }
            @if let Some(b) = s(r, "breakdown") { " " span.roll-breakdown { (b) } }
        }
    }
}

/// A post's text: text escaped (line breaks kept by the style), tags with their
/// rolls.
#[cfg_attr(not(test), allow(dead_code))] // the thread page shows moved tags itself
pub(crate) fn post_pieces(tr: Tr<'_>, pieces: &[Shown]) -> Markup {
    html! {
        div.post-text {
            @for p in pieces {
                @match p {
                    Shown::Text { text } => span { (text) },
                    Shown::Roll {
                        tag,
                        request,
                        response,
                    } => (tag_roll(tr, tag, request, response)),
                    Shown::Unrolled { tag } => span.post-unrolled {
                        code { (tag) } " " em { (tr.t("web-post-unrolled")) }
                    },
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_set_rolled_again_and_an_answer_say_so() {
        let en = Tr::new("en");
        let request = json!({"system": "coc7", "action": "characteristics", "roll_luck": false});
        let answer = keeper_resolve::resolve(&request);
        let mut names = Names::default();
        names.requests.insert("r1".into(), (4, Some(9)));
        let body = json!({"source": "fair_seed", "set": 2, "request": "r1",
            "steps": [{"request": request, "response": answer}]});
        let html = roll_body(en, &body, &names).into_string();
        assert!(
            html.contains("characteristics rolled again: this player&#39;s set 2")
                || html.contains("characteristics rolled again: this player's set 2"),
            "{html}"
        );
        assert!(html.contains("answers the request #4"), "{html}");
        let first = json!({"source": "fair_seed", "set": 1, "steps": [{"request": request, "response": answer}]});
        assert!(
            !roll_body(en, &first, &names)
                .into_string()
                .contains("rolled again")
        );
    }

    #[test]
    fn events_and_actions_are_in_the_readers_language() {
        let (en, ru) = (Tr::new("en"), Tr::new("ru"));
        let event = json!({"event": "temporary_insanity", "hours": 7});
        assert_eq!(event_text(en, &event), "temporary insanity: 7 hours");
        assert_eq!(event_text(ru, &event), "временное безумие: 7 часов");
        let ticked = json!({"event": "skill_ticked", "skill": "Spot Hidden"});
        assert_eq!(event_text(ru, &ticked), "отметка навыка: Внимание");
        let unknown = json!({"event": "something_new"});
        assert_eq!(event_text(ru, &unknown), "something new");

        let request = json!({"system": "coc7", "action": "sanity", "value": 45});
        let shown = |tr| describe_request(tr, &request).into_string();
        assert!(shown(en).contains("Call of Cthulhu 7th edition · Sanity roll 45%"));
        assert!(shown(ru).contains("Проверка Рассудка 45\u{a0}%"));
        assert!(!shown(ru).contains("sanity"));
    }

    /// What `request`'s answer says, in `tr`'s words: its verdicts.
    fn said(tr: Tr<'_>, request: Value) -> Vec<String> {
        let answer = keeper_resolve::resolve(&request);
        let w = result_words(tr, &request, &answer["result"]);
        w.verdicts.into_iter().map(|(_, t)| t).collect()
    }

    #[test]
    fn a_contest_says_its_sides_and_who_won() {
        let (en, ru) = (Tr::new("en"), Tr::new("ru"));
        let opposed = json!({"system": "coc7", "action": "opposed",
            "a": {"value": 50}, "b": {"value": 50}, "dice": [8, 3, 2, 3]});
        assert_eq!(
            said(en, opposed.clone()),
            [
                "A: rolled 83 against 50: Failure",
                "B: rolled 23 against 50: Hard success",
                "B wins"
            ]
        );
        assert_eq!(said(ru, opposed)[2], "побеждает B");
        let melee = json!({"system": "coc7", "action": "melee",
            "attacker": {"value": 50, "weapon": "1D6"},
            "defender": {"value": 40, "response": "fight_back"}, "dice": [1, 2, 8, 0, 3]});
        let words = said(en, melee);
        assert!(words[0].starts_with("attacker: rolled 12"), "{words:?}");
        assert_eq!(words[2], "the attacker wins, 3 damage");
        let contest = json!({"system": "chthonian", "action": "contest",
            "sides": [{"traits": [3]}, {"traits": []}], "dice": [10, 6]});
        assert_eq!(
            said(en, contest),
            ["side 1: 13", "side 2: 6", "side 1 wins, Outcome 7"]
        );
        // A table's sides are named: the log says who.
        let named = json!({"system": "chthonian", "action": "contest",
            "sides": [{"name": "Walter", "traits": [3]}, {"name": "The door", "traits": []}], "dice": [10, 6]});
        assert_eq!(
            said(en, named),
            ["Walter: 13", "The door: 6", "Walter wins, Outcome 7"]
        );
        let complex = json!({"system": "chthonian", "action": "complex",
            "sides": [{"traits": []}, {"traits": []}], "difficulty": 12, "dice": [5, 12]});
        let words = said(en, complex);
        assert_eq!(words[2], "nobody succeeds", "{words:?}");
    }

    #[test]
    fn shots_attacks_healing_and_sanity_say_what_they_did() {
        let en = Tr::new("en");
        let firearms = json!({"system": "coc7", "action": "firearms", "value": 50,
            "shots": 2, "weapon": "1D6", "dice": [6, 6, 0, 3, 3, 5, 4]});
        assert_eq!(
            said(en, firearms),
            [
                "shot 1: 60 Failure",
                "shot 2: 35 Regular success; 4 damage",
                "total damage 4"
            ]
        );
        let attack = json!({"system": "classic", "action": "attack",
            "attacker": {"value": 50, "weapon": "1D8+1", "db": "+1D4", "pointed": true},
            "defender": {"response": "parry", "value": 60}, "dice": [5, 30, 5, 7, 2]});
        let words = said(en, attack);
        assert_eq!(words[1], "parry: 30 against 60%: success");
        assert!(words[2].starts_with("damage 16"), "{words:?}");
        let heal = json!({"system": "coc7", "action": "heal", "max_hp": 12, "hp": 4,
            "treatment": "first_aid", "skill": 30, "dice": [2, 0]});
        assert_eq!(said(en, heal), ["20 Regular success"]);
        let sanity = json!({"system": "coc7", "action": "sanity", "san": 50, "int": 70,
            "loss": "1/1D6", "dice": [7, 2, 4]});
        assert_eq!(said(en, sanity), ["Failure", "lost 4, Sanity now 46"]);
        // A result that is not its request's action's says nothing, rather than a guess.
        let wrong = result_words(
            en,
            &json!({"system": "coc7", "action": "check"}),
            &json!({"total": 5}),
        );
        assert!(wrong.total.is_none() && wrong.verdicts.is_empty());
    }

    /// A forum post's `[roll]` results in each language (seeded dice, so the snapshot
    /// holds still): what every reader of a game in that language sees.
    #[test]
    fn a_roll_post_in_every_language() {
        use keeper_table::posts;
        let body = "I search the desk [roll]CC(1)<=50[/roll], then [roll]1d6+2[/roll] \
                    and [roll=\"d6\"]2[/roll].";
        let steps: Vec<Value> = posts::scan(body)
            .into_iter()
            .filter_map(|p| match p {
                posts::Piece::Tag(tag) => Some(tag),
                posts::Piece::Text(_) => None,
            })
            .map(|tag| {
                // As the table rolls a tag: the first try that is notation of its kind.
                let (request, response) =
                    posts::tag_requests(tag, keeper_resolve::bcdice_game("coc7"))
                        .into_iter()
                        .map(|mut r| {
                            r["seed"] = json!(7);
                            let answer = keeper_resolve::try_resolve(&r);
                            (r, answer)
                        })
                        .find(|(_, a)| !a.as_ref().is_err_and(keeper_resolve::not_notation))
                        .expect("a roll");
                let response = response.expect("the tag rolls");
                json!({"tag": tag, "request": request, "response": response})
            })
            .collect();
        let (pieces, _) = posts::show(body, body, &steps);
        let mut out = String::new();
        for lang in ["en", "el", "ru", "pt-BR"] {
            let html = post_pieces(Tr::new(lang), &pieces).into_string();
            out.push_str(&format!(
                "== {lang}\n{}\n",
                html.replace("</span>", "</span>\n")
            ));
        }
        insta::assert_snapshot!(out);
    }
}
