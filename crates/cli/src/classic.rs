//! `keeper forum roll` and `keeper classic …`: the forum's roll tag and classic Call of
//! Cthulhu rolls from the terminal. Each command builds a resolve request
//! (`system: "classic"`), runs it and shows the answer.

use std::io::{self, Read, Write};

use keeper_i18n::Message;
use serde_json::{Map, Value, json};

use crate::args::{
    ClassicArgs, ClassicCheckArgs, ClassicCommand, ClassicResistanceArgs, ClassicSanityArgs,
    ForumArgs, ForumCommand, ForumRollArgs,
};
use crate::output::{Failure, text};

/// Runs one `keeper forum` subcommand.
pub(crate) fn forum(args: &ForumArgs, lang: &str) -> Result<(), Failure> {
    match &args.command {
        ForumCommand::Roll(a) => forum_roll(a, lang),
    }
}

/// Runs one `keeper classic` subcommand.
pub(crate) fn run(args: &ClassicArgs, lang: &str) -> Result<(), Failure> {
    match &args.command {
        ClassicCommand::Check(a) => check(a, lang),
        ClassicCommand::Resistance(a) => resistance(a, lang),
        ClassicCommand::Sanity(a) => sanity(a, lang),
    }
}

/// `keeper forum roll < post.txt`: the post with its tags rolled; malformed tags on
/// standard error (exit status 2 when there are any).
fn forum_roll(args: &ForumRollArgs, lang: &str) -> Result<(), Failure> {
    let mut post = String::new();
    io::stdin().read_to_string(&mut post)?;
    let mut req = request("bbcode", lang);
    req.insert("post".into(), json!(post));
    dice_fields(&mut req, args.seed, args.dice.as_deref(), lang)?;
    let answer = keeper_resolve::resolve(&Value::Object(req));
    let mut out = io::stdout().lock();
    if args.json {
        writeln!(out, "{answer}")?;
    }
    let result = accepted(&answer)?;
    if !args.json {
        let body = if args.plain {
            &result["plain"]
        } else {
            &result["rendered"]
        };
        write!(out, "{}", body.as_str().unwrap_or_default())?;
        out.flush()?;
    }
    let errors = result["errors"].as_array().cloned().unwrap_or_default();
    if errors.is_empty() {
        return Ok(());
    }
    let mut err = io::stderr().lock();
    for e in &errors {
        let line = text(
            lang,
            &Message::new("cli-forum-tag-error")
                .int("start", e["start"].as_i64().unwrap_or(0))
                .text("tag", e["tag"].as_str().unwrap_or_default().to_owned())
                .text(
                    "message",
                    e["message"].as_str().unwrap_or_default().to_owned(),
                ),
        );
        writeln!(err, "keeper: {line}")?;
    }
    Err(Failure::Input {
        message: text(
            lang,
            &Message::new("cli-forum-not-rolled").int("count", errors.len() as i64),
        ),
        at: None,
    })
}

/// `keeper classic check 45`.
fn check(args: &ClassicCheckArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("check", lang);
    req.insert("value".into(), json!(args.value));
    if let Some(m) = args.modifier {
        req.insert("modifier".into(), json!(m));
    }
    req.insert("odds".into(), json!(true));
    dice_fields(&mut req, args.seed, args.dice.as_deref(), lang)?;
    show(req, args.json, lang, |r| {
        text(
            lang,
            &Message::new("cli-classic-check-line")
                .int("total", r["total"].as_i64().unwrap_or(0))
                .int("chance", r["chance"].as_i64().unwrap_or(0))
                .text("level", r["level"].as_str().unwrap_or_default().to_owned())
                .text("odds", percent(&r["odds"]["success"])),
        )
    })
}

/// `keeper classic resistance 12 10`.
fn resistance(args: &ClassicResistanceArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("resistance", lang);
    req.insert("active".into(), json!(args.active));
    req.insert("passive".into(), json!(args.passive));
    dice_fields(&mut req, args.seed, args.dice.as_deref(), lang)?;
    show(req, args.json, lang, |r| {
        let msg = if r["automatic"] == json!(true) {
            Message::new("cli-classic-resistance-automatic")
                .text("success", r["success"].to_string())
                .int("chance", r["chance"].as_i64().unwrap_or(0))
        } else {
            Message::new("cli-classic-resistance-line")
                .int("total", r["total"].as_i64().unwrap_or(0))
                .int("chance", r["chance"].as_i64().unwrap_or(0))
                .text("level", r["level"].as_str().unwrap_or_default().to_owned())
        };
        text(lang, &msg)
    })
}

/// `keeper classic sanity 60 1/1D6 --int 14`.
fn sanity(args: &ClassicSanityArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("sanity", lang);
    req.insert("san".into(), json!(args.san));
    req.insert("int".into(), json!(args.int));
    req.insert("loss".into(), json!(args.loss));
    dice_fields(&mut req, args.seed, args.dice.as_deref(), lang)?;
    show(req, args.json, lang, |r| {
        let insanity: Vec<&str> = r["insanity"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        text(
            lang,
            &Message::new("cli-classic-sanity-line")
                .int("total", r["total"].as_i64().unwrap_or(0))
                .text("level", r["level"].as_str().unwrap_or_default().to_owned())
                .int("lost", r["lost"].as_i64().unwrap_or(0))
                .int("san", r["san"].as_i64().unwrap_or(0))
                .text(
                    "insanity",
                    if insanity.is_empty() {
                        "-".to_owned()
                    } else {
                        insanity.join(", ")
                    },
                ),
        )
    })
}

fn show(
    req: Map<String, Value>,
    json_out: bool,
    _lang: &str,
    line: impl Fn(&Value) -> String,
) -> Result<(), Failure> {
    let answer = keeper_resolve::resolve(&Value::Object(req));
    let mut out = io::stdout().lock();
    if json_out {
        writeln!(out, "{answer}")?;
    }
    let result = accepted(&answer)?;
    if !json_out {
        writeln!(out, "{}", line(result))?;
    }
    Ok(())
}

fn request(action: &str, lang: &str) -> Map<String, Value> {
    let mut req = Map::new();
    req.insert("system".into(), json!("classic"));
    req.insert("action".into(), json!(action));
    req.insert("lang".into(), json!(lang));
    req
}

fn dice_fields(
    req: &mut Map<String, Value>,
    seed: Option<u64>,
    dice: Option<&str>,
    lang: &str,
) -> Result<(), Failure> {
    if let Some(seed) = seed {
        req.insert("seed".into(), json!(seed));
    }
    if let Some(faces) = dice {
        let faces = faces
            .split([',', ' '])
            .filter(|s| !s.trim().is_empty())
            .map(|s| {
                s.trim().parse::<i64>().map_err(|_| {
                    Failure::input(
                        lang,
                        &Message::new("cli-error-bad-face").text("face", s.trim().to_owned()),
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        req.insert("dice".into(), json!(faces));
    }
    Ok(())
}

fn accepted(answer: &Value) -> Result<&Value, Failure> {
    if answer["ok"] == Value::Bool(true) {
        return Ok(&answer["result"]);
    }
    let message = answer["error"]["message"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    Err(Failure::Input { message, at: None })
}

/// `"9/20"` as `45%`.
fn percent(p: &Value) -> String {
    let s = p.as_str().unwrap_or("0");
    let (n, d) = s.split_once('/').unwrap_or((s, "1"));
    let (n, d): (f64, f64) = (n.parse().unwrap_or(0.0), d.parse().unwrap_or(1.0));
    format!("{}%", (n / d * 1000.0).round() / 10.0)
}
