//! The rolls of `keeper coc7`: checks and pushes, opposed rolls, Luck, Sanity, the
//! improvement phase and Reality Checks.

use clap::Args;
use serde_json::{Map, Value, json};

use super::{ask, pair, request, show};
use crate::output::Failure;
use crate::protocol::DiceArgs;

#[derive(Debug, Args)]
pub(crate) struct CheckArgs {
    #[arg(value_name = "VALUE")]
    pub(crate) value: u32,
    #[arg(long, conflicts_with = "extreme")]
    pub(crate) hard: bool,
    #[arg(long)]
    pub(crate) extreme: bool,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) penalty: u32,
    #[arg(long)]
    pub(crate) push: bool,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct OpposedArgs {
    #[arg(value_name = "A")]
    pub(crate) a: u32,
    #[arg(value_name = "B")]
    pub(crate) b: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) a_bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) a_penalty: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) b_bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) b_penalty: u32,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct LuckArgs {
    #[arg(value_name = "LUCK", required = true, num_args = 1..)]
    pub(crate) luck: Vec<u32>,
    #[arg(long, conflicts_with = "extreme")]
    pub(crate) hard: bool,
    #[arg(long)]
    pub(crate) extreme: bool,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) bonus: u32,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub(crate) penalty: u32,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct SanityArgs {
    #[arg(long, value_name = "N")]
    pub(crate) san: u32,
    #[arg(long, value_name = "N")]
    pub(crate) int: u32,
    #[arg(value_name = "LOSS")]
    pub(crate) loss: String,
    #[arg(long, value_name = "N")]
    pub(crate) day_start_san: Option<u32>,
    #[arg(long, value_name = "N")]
    pub(crate) lost_today: Option<u32>,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ImprovementArgs {
    #[arg(value_name = "SKILL=N", required = true, num_args = 1..)]
    pub(crate) skills: Vec<String>,
    #[arg(long, value_name = "N")]
    pub(crate) luck: Option<u32>,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct RealityCheckArgs {
    #[arg(value_name = "SAN")]
    pub(crate) san: u32,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

/// `keeper coc7 check 45 --hard --bonus 1`, and `--push` to push a failure.
pub(super) fn check(args: &CheckArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request(if args.push { "push" } else { "check" }, lang);
    req.insert("value".into(), json!(args.value));
    let difficulty = if args.extreme {
        "extreme"
    } else if args.hard {
        "hard"
    } else {
        "regular"
    };
    req.insert("difficulty".into(), json!(difficulty));
    req.insert("bonus".into(), json!(args.bonus));
    req.insert("penalty".into(), json!(args.penalty));
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

fn difficulty_of(hard: bool, extreme: bool) -> &'static str {
    if extreme {
        "extreme"
    } else if hard {
        "hard"
    } else {
        "regular"
    }
}

/// `keeper coc7 opposed 55 65 --a-penalty 1`: an opposed roll (R7).
pub(super) fn opposed(args: &OpposedArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("opposed", lang);
    req.insert(
        "a".into(),
        json!({"value": args.a, "bonus": args.a_bonus, "penalty": args.a_penalty}),
    );
    req.insert(
        "b".into(),
        json!({"value": args.b, "bonus": args.b_bonus, "penalty": args.b_penalty}),
    );
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 luck 50` (R8), or `keeper coc7 luck 60 35 70`: a group Luck roll, made
/// by the lowest Luck.
pub(super) fn luck(args: &LuckArgs, lang: &str) -> Result<(), Failure> {
    let group = args.luck.len() > 1;
    let mut req = request(if group { "group_luck" } else { "luck" }, lang);
    if group {
        req.insert("lucks".into(), json!(args.luck));
    } else {
        req.insert("luck".into(), json!(args.luck[0]));
    }
    let difficulty = difficulty_of(args.hard, args.extreme);
    req.insert("difficulty".into(), json!(difficulty));
    req.insert("bonus".into(), json!(args.bonus));
    req.insert("penalty".into(), json!(args.penalty));
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 sanity --san 50 --int 60 1/1D6`.
pub(super) fn sanity(args: &SanityArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("sanity", lang);
    req.insert("san".into(), json!(args.san));
    req.insert("int".into(), json!(args.int));
    req.insert("loss".into(), json!(args.loss));
    if let Some(d) = args.day_start_san {
        req.insert("day_start_san".into(), json!(d));
    }
    if let Some(l) = args.lost_today {
        req.insert("lost_today".into(), json!(l));
    }
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 improvement "Spot Hidden=45" Climb=85 --luck 40`: the improvement
/// checks at the end of a scenario (R10), and the optional Luck recovery.
pub(super) fn improvement(args: &ImprovementArgs, lang: &str) -> Result<(), Failure> {
    let mut skills = Map::new();
    for s in &args.skills {
        let (name, value) = pair(s, lang)?;
        skills.insert(name, json!(value));
    }
    let mut req = request("improvement", lang);
    req.remove("odds");
    req.insert("skills".into(), Value::Object(skills));
    if let Some(l) = args.luck {
        req.insert("luck".into(), json!(l));
    }
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}

/// `keeper coc7 reality-check 45`: a Reality Check against a hallucination (N3).
pub(super) fn reality_check(args: &RealityCheckArgs, lang: &str) -> Result<(), Failure> {
    let mut req = request("reality_check", lang);
    req.insert("san".into(), json!(args.san));
    let Some((request, result)) = ask(req, &args.dice, lang)? else {
        return Ok(());
    };
    show(lang, &request, &result)
}
