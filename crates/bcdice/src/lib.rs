//! A BCDice-compatible command front end: commands typed as BCDice users type them
//! (`CC<=60`, `SCCB(98)<=80`, `RES(12-10)`, `CBR(70,30)`; in the 7th edition
//! `CC(1)<=50`, `CC<=50h`, `FAR(30,62,98)`), answered with BCDice's flags and numbers.
//!
//! BCDice (the Japanese dice bot, BSD 3-Clause) is the reference: its own test vectors
//! are run by this crate's tests. The Japanese wording of its answers is out of scope;
//! an [`Outcome`] carries the flags, the numbers and the judgement of each target.
//!
//! # Brief overview
//! - [`eval`]: one command of one game, with faces from a [`keeper_dice::DiceSource`].
//! - [`Game`]: one BCDice game system; [`games`] holds them, one file each, and
//!   [`games::find`] looks one up by its BCDice id (`"Cthulhu"`, `"Cthulhu7th"`).
//! - [`preprocess`]: BCDice's shared front end (comment stripping, folding of
//!   parenthesised arithmetic, upper case, the secret `S` prefix).
//! - [`Outcome`] and [`Judgement`]: what a command answered.
//!
//! # Differences from keeper's own rules
//! BCDice's 6th-edition `Cthulhu` has no automatic success on 02–05 and no automatic
//! failure on 96–99: its 5% commands (`CCB`, `RESB`, `CBRB`) only turn a success of
//! 1–5 into a critical and a failure of 96–100 into a fumble. This front end follows
//! BCDice; keeper-classic follows the seed's rules (T4).
//!
//! # Example
//! ```
//! use keeper_dice::SuppliedDice;
//!
//! let out = keeper_bcdice::eval("Cthulhu", "CC<=60 skill", &mut SuppliedDice::new([12]))?;
//! assert!(out.success && !out.critical);
//! assert_eq!(out.total, Some(12));
//! assert_eq!(out.results[0], keeper_bcdice::Judgement::Special);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

mod arith;
pub mod common;
mod error;
pub mod games;

use keeper_dice::DiceSource;

pub use error::Error;

/// One BCDice game system.
pub trait Game: Sync {
    /// The BCDice id (`"Cthulhu"`).
    fn id(&self) -> &'static str;

    /// Evaluates a preprocessed, upper-cased command without its `S` prefix; `None`
    /// when the game does not recognise it (the common commands are tried next).
    fn eval(&self, command: &str, dice: &mut dyn DiceSource) -> Result<Option<Outcome>, Error>;
}

/// How one target judged a roll (BCDice's result words).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Judgement {
    /// Critical and special (決定的成功/スペシャル).
    CriticalSpecial,
    /// Critical (決定的成功; 7th edition クリティカル).
    Critical,
    /// Special (スペシャル).
    Special,
    /// Success (成功).
    Success,
    /// Fumble and malfunction (致命的失敗/故障).
    FumbleMalfunction,
    /// Malfunction (故障).
    Malfunction,
    /// Fumble (致命的失敗; 7th edition ファンブル).
    Fumble,
    /// Failure (失敗).
    Failure,
    /// Automatic success without a roll (自動成功).
    AutomaticSuccess,
    /// Automatic failure without a roll (自動失敗).
    AutomaticFailure,
    /// 7th edition: at most a fifth of the value (イクストリーム成功).
    Extreme,
    /// 7th edition: at most half the value (ハード成功).
    Hard,
    /// 7th edition: at most the value (レギュラー成功).
    Regular,
}

impl Judgement {
    /// The judgement on the wire: `critical_special`, `critical`, `special`, `success`,
    /// `fumble_malfunction`, `malfunction`, `fumble`, `failure`, `automatic_success`,
    /// `automatic_failure`, and for the 7th edition `extreme`, `hard`, `regular`.
    pub fn as_str(self) -> &'static str {
        match self {
            Judgement::CriticalSpecial => "critical_special",
            Judgement::Critical => "critical",
            Judgement::Special => "special",
            Judgement::Success => "success",
            Judgement::FumbleMalfunction => "fumble_malfunction",
            Judgement::Malfunction => "malfunction",
            Judgement::Fumble => "fumble",
            Judgement::Failure => "failure",
            Judgement::AutomaticSuccess => "automatic_success",
            Judgement::AutomaticFailure => "automatic_failure",
            Judgement::Extreme => "extreme",
            Judgement::Hard => "hard",
            Judgement::Regular => "regular",
        }
    }
}

/// What a command answered.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Outcome {
    /// BCDice's `success` flag.
    pub success: bool,
    /// BCDice's `failure` flag.
    pub failure: bool,
    /// BCDice's `critical` flag.
    pub critical: bool,
    /// BCDice's `fumble` flag.
    pub fumble: bool,
    /// BCDice's `secret` flag (the `S` prefix).
    pub secret: bool,
    /// The d100 (or the sum), where one was rolled.
    pub total: Option<i64>,
    /// Every die rolled, in order.
    pub rolls: Vec<i64>,
    /// The targets judged against (one, or two for a combined roll).
    pub targets: Vec<i64>,
    /// The judgement against each target.
    pub results: Vec<Judgement>,
    /// The malfunction number of a 6th-edition `CC(n)`.
    pub malfunction: Option<i64>,
    /// 7th edition: the bonus (positive) or penalty (negative) dice of a roll made
    /// with tens and units dice (`CC(1)<=50`, `CC<=50`), or a burst's first shot.
    pub bonus: Option<i64>,
    /// 7th edition: the candidate d100s of a tens-and-units roll, in the order of the
    /// tens dice (the kept one is `total`).
    pub candidates: Vec<i64>,
    /// 7th edition: the difficulty suffix of a `CC` (`targets` holds the reduced target).
    pub difficulty: Option<games::cthulhu7th::Difficulty>,
    /// 7th edition: a full-auto burst (`FAR`).
    pub full_auto: Option<games::cthulhu7th::FullAuto>,
    /// The command after preprocessing, as matched.
    pub command: String,
}

/// Evaluates `command` in `game` (a BCDice id such as `"Cthulhu"`).
pub fn eval(game: &str, command: &str, dice: &mut dyn DiceSource) -> Result<Outcome, Error> {
    let game = games::find(game).ok_or_else(|| Error::UnknownGame(game.to_owned()))?;
    let pre = preprocess(command);
    let (secret, body) = match pre.strip_prefix('S') {
        Some(rest) => (true, rest),
        None => (false, pre.as_str()),
    };
    let found = match game.eval(body, dice)? {
        Some(o) => Some(o),
        None => common::eval(body, dice)?,
    };
    let mut out = found.ok_or_else(|| Error::UnknownCommand(command.to_owned()))?;
    out.secret = secret;
    out.command = pre;
    Ok(out)
}

/// BCDice's preprocessing: the text before the first white space; every parenthesised
/// group of pure arithmetic (`(12-10)`, `(1+1)`) replaced by its value, division
/// rounding down, innermost first; then upper case.
pub fn preprocess(command: &str) -> String {
    let mut text: String = command.split_whitespace().next().unwrap_or("").to_owned();
    while let Some(folded) = fold_one(&text) {
        text = folded;
    }
    text.to_uppercase()
}

/// Folds the first parenthesised group that is pure arithmetic, if any.
fn fold_one(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut open = None;
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'(' => open = Some(i),
            b')' => {
                if let Some(o) = open {
                    let inner = &text[o + 1..i];
                    if !inner.is_empty()
                        && inner
                            .bytes()
                            .all(|c| c.is_ascii_digit() || b"+-*/".contains(&c))
                        && let Some(v) = arith::eval(inner)
                    {
                        return Some(format!("{}{}{}", &text[..o], v, &text[i + 1..]));
                    }
                }
                open = None;
            }
            _ => {}
        }
    }
    None
}
