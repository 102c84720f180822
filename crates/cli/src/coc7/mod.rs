//! `keeper coc7 …`: Call of Cthulhu 7th edition checks, Sanity rolls, melee,
//! investigator creation and sheets from the terminal. Each command builds a resolve
//! request (`system: "coc7"`), runs it and shows the answer: the exact odds first, then
//! the roll. The argument structures live in this module, each beside its command;
//! `args.rs` only names the command.

mod combat;
mod creation;
mod rolls;
mod sheet;

use std::io::{self, Write};

use clap::{Args, Subcommand};
use keeper_i18n::Message;
use serde_json::{Map, Value};

use keeper_resolve::results::coc7::Coc7Outcome;
use keeper_resolve::{Answer, Outcome, describe};

use crate::output::{Failure, text};
use crate::protocol::{self, DiceArgs, dice_fields, failure};

use crate::forecast::{SimulateArgs, simulate};
use combat::{
    DamageArgs, FirearmsArgs, HealArgs, InitiativeArgs, ManeuverArgs, MeleeArgs, damage, firearms,
    heal, initiative, maneuver, melee,
};
use creation::{InvestigatorArgs, InvestigatorCommand, new};
use rolls::{
    CheckArgs, ImprovementArgs, LuckArgs, OpposedArgs, RealityCheckArgs, SanityArgs, check,
    improvement, luck, opposed, reality_check, sanity,
};
use sheet::{SheetArgs, sheet};

#[derive(Debug, Args)]
pub(crate) struct Coc7Args {
    #[command(subcommand)]
    pub(crate) command: Coc7Command,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Coc7Command {
    Check(CheckArgs),
    Opposed(OpposedArgs),
    Luck(LuckArgs),
    Sanity(SanityArgs),
    Melee(MeleeArgs),
    Damage(DamageArgs),
    Heal(HealArgs),
    Firearms(FirearmsArgs),
    Maneuver(ManeuverArgs),
    Initiative(InitiativeArgs),
    Improvement(ImprovementArgs),
    RealityCheck(RealityCheckArgs),
    Investigator(InvestigatorArgs),
    Sheet(SheetArgs),
    Simulate(SimulateArgs),
}

/// Runs one `keeper coc7` subcommand.
pub(crate) fn run(args: &Coc7Args, lang: &str) -> Result<(), Failure> {
    match &args.command {
        Coc7Command::Check(a) => check(a, lang),
        Coc7Command::Opposed(a) => opposed(a, lang),
        Coc7Command::Luck(a) => luck(a, lang),
        Coc7Command::Sanity(a) => sanity(a, lang),
        Coc7Command::Melee(a) => melee(a, lang),
        Coc7Command::Damage(a) => damage(a, lang),
        Coc7Command::Heal(a) => heal(a, lang),
        Coc7Command::Firearms(a) => firearms(a, lang),
        Coc7Command::Maneuver(a) => maneuver(a, lang),
        Coc7Command::Initiative(a) => initiative(a, lang),
        Coc7Command::Improvement(a) => improvement(a, lang),
        Coc7Command::RealityCheck(a) => reality_check(a, lang),
        Coc7Command::Investigator(a) => match &a.command {
            InvestigatorCommand::New(n) => new(n, lang),
        },
        Coc7Command::Sheet(a) => sheet(a, lang),
        Coc7Command::Simulate(a) => simulate("coc7", a, lang),
    }
}

fn pair(text_in: &str, lang: &str) -> Result<(String, u32), Failure> {
    let bad = || {
        Failure::input(
            lang,
            &Message::new("cli-error-coc7-pair").text("text", text_in.to_owned()),
        )
    };
    let (k, v) = text_in.rsplit_once('=').ok_or_else(bad)?;
    let v: u32 = v.trim().parse().map_err(|_| bad())?;
    let k = k.trim();
    if k.is_empty() {
        return Err(bad());
    }
    Ok((k.to_owned(), v))
}

/// Runs the request with the dice options; prints the JSON answer with `--json` (and
/// returns `None`), else returns the request as sent and its typed result.
fn ask(
    mut req: Map<String, Value>,
    dice: &DiceArgs,
    lang: &str,
) -> Result<Option<(Value, Coc7Outcome)>, Failure> {
    dice_fields(&mut req, dice.seed, dice.dice.as_deref(), lang)?;
    let request = Value::Object(req);
    let result = resolve(&request, dice.json)?;
    Ok((!dice.json).then_some((request, result)))
}

/// Resolves `request` into its typed result, printing the whole answer first with
/// `json` (as the protocol writes it); an error is the failure it reports.
fn resolve(request: &Value, json: bool) -> Result<Coc7Outcome, Failure> {
    let answer = keeper_resolve::answer(request);
    if json {
        let shown = match &answer {
            Ok(a) => a.to_value(),
            Err(e) => keeper_resolve::error_answer(request, e),
        };
        writeln!(io::stdout().lock(), "{shown}")?;
    }
    match answer {
        Ok(Answer {
            outcome: Outcome::Coc7(o),
            ..
        }) => Ok(o),
        Ok(_) => unreachable!("a coc7 request is answered by the coc7 system"),
        Err(e) => Err(failure(request, &e)),
    }
}

/// Prints the result's lines, as every place that shows a 7th edition result words it.
fn show(lang: &str, request: &Value, result: &Coc7Outcome) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    for line in describe::coc7::terminal(request, result) {
        writeln!(out, "{}", text(lang, &line))?;
    }
    Ok(())
}

/// A request to the coc7 system (with exact odds).
fn request(action: &str, lang: &str) -> Map<String, Value> {
    protocol::odds_request("coc7", action, lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_a_name_and_a_value() {
        assert_eq!(
            pair("Spot Hidden=45", "en").unwrap(),
            ("Spot Hidden".to_owned(), 45)
        );
        assert_eq!(pair("STR = 60", "en").unwrap(), ("STR".to_owned(), 60));
        assert!(pair("Spot Hidden", "en").is_err());
        assert!(pair("=4", "en").is_err());
    }
}
