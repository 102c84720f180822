//! Command-line arguments. The structure is declared here; every help text comes from the
//! message catalogue (`cli-help-…` ids), so translating the CLI means translating files.

use std::path::PathBuf;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use keeper_i18n::{Catalogue, Message};

use crate::protocol::DiceArgs;

#[derive(Debug, Parser)]
#[command(name = "keeper", version)]
pub(crate) struct Cli {
    #[arg(long, global = true, value_name = "LANG")]
    pub(crate) lang: Option<String>,
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    Roll(RollArgs),
    Prob(ProbArgs),
    Resolve(ResolveArgs),
    Chthonian(ChthonianArgs),
    Forum(ForumArgs),
    Classic(ClassicArgs),
    Coc7(crate::coc7::Coc7Args),
    Serve(ServeArgs),
    Verify(VerifyArgs),
    Transcript(TranscriptArgs),
}

#[derive(Debug, Args)]
pub(crate) struct TranscriptArgs {
    #[arg(long, value_name = "URL")]
    pub(crate) db: String,
    #[arg(long, value_name = "ID")]
    pub(crate) game: String,
    #[arg(long, value_name = "FORMAT", default_value = "md", value_parser = ["md", "html"])]
    pub(crate) format: String,
    #[arg(long)]
    pub(crate) rolls_only: bool,
    #[arg(long)]
    pub(crate) in_character: bool,
    #[arg(long, value_name = "ID")]
    pub(crate) thread: Option<String>,
}

#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:8080")]
    pub(crate) addr: String,
    #[arg(long, value_name = "URL")]
    pub(crate) db: Option<String>,
}

#[derive(Debug, Args)]
pub(crate) struct VerifyArgs {
    #[arg(long, value_name = "URL", conflicts_with = "log")]
    pub(crate) db: Option<String>,
    #[arg(long, value_name = "ID", requires = "db")]
    pub(crate) game: Option<String>,
    #[arg(long, value_name = "FILE")]
    pub(crate) log: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub(crate) struct RollArgs {
    #[arg(value_name = "EXPR", allow_hyphen_values = true)]
    pub(crate) expr: String,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
    #[arg(long, value_name = "GAME", default_value = "Cthulhu7th")]
    pub(crate) game: String,
}

#[derive(Debug, Args)]
pub(crate) struct ProbArgs {
    #[arg(value_name = "EXPR", allow_hyphen_values = true)]
    pub(crate) expr: String,
    #[arg(long)]
    pub(crate) json: bool,
    #[arg(long, value_name = "FILE")]
    pub(crate) svg: Option<PathBuf>,
    #[arg(long, value_name = "FILE")]
    pub(crate) png: Option<PathBuf>,
    #[arg(long, value_name = "N")]
    pub(crate) explode_depth: Option<u32>,
}

#[derive(Debug, Args)]
pub(crate) struct ResolveArgs {
    #[arg(value_name = "FILE")]
    pub(crate) file: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub(crate) struct ChthonianArgs {
    #[command(subcommand)]
    pub(crate) command: ChthonianCommand,
}

#[derive(Debug, Subcommand)]
pub(crate) enum ChthonianCommand {
    Roll(ChthonianRollArgs),
    Contest(ChthonianContestArgs),
    Sheet(ChthonianSheetArgs),
}

#[derive(Debug, Args)]
pub(crate) struct ChthonianRollArgs {
    #[arg(long = "trait", value_name = "TRAIT", allow_hyphen_values = true)]
    pub(crate) traits: Vec<String>,
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub(crate) difficulty: i64,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ChthonianContestArgs {
    #[arg(
        long = "side",
        value_name = "SIDE",
        required = true,
        allow_hyphen_values = true
    )]
    pub(crate) sides: Vec<String>,
    #[arg(long, value_name = "POLICY", value_parser = ["allow", "break"], default_value = "allow")]
    pub(crate) tie: String,
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub(crate) difficulty: Option<i64>,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ChthonianSheetArgs {
    #[arg(value_name = "FILE")]
    pub(crate) file: PathBuf,
    #[arg(long)]
    pub(crate) json: bool,
}

#[derive(Debug, Args)]
pub(crate) struct ForumArgs {
    #[command(subcommand)]
    pub(crate) command: ForumCommand,
}

#[derive(Debug, Subcommand)]
pub(crate) enum ForumCommand {
    Roll(ForumRollArgs),
}

#[derive(Debug, Args)]
pub(crate) struct ForumRollArgs {
    #[arg(long)]
    pub(crate) plain: bool,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ClassicArgs {
    #[command(subcommand)]
    pub(crate) command: ClassicCommand,
}

#[derive(Debug, Subcommand)]
pub(crate) enum ClassicCommand {
    Check(ClassicCheckArgs),
    Resistance(ClassicResistanceArgs),
    Sanity(ClassicSanityArgs),
    Damage(crate::classic::ClassicDamageArgs),
    Heal(crate::classic::ClassicHealArgs),
    Experience(crate::classic::ClassicExperienceArgs),
    Attack(crate::classic::ClassicAttackArgs),
    Convert(crate::classic::ClassicConvertArgs),
    Sheet(crate::classic::ClassicSheetArgs),
}

#[derive(Debug, Args)]
pub(crate) struct ClassicCheckArgs {
    #[arg(value_name = "VALUE", allow_hyphen_values = true)]
    pub(crate) value: i64,
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub(crate) modifier: Option<i64>,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ClassicResistanceArgs {
    #[arg(value_name = "ACTIVE", allow_hyphen_values = true)]
    pub(crate) active: i64,
    #[arg(value_name = "PASSIVE", allow_hyphen_values = true)]
    pub(crate) passive: i64,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ClassicSanityArgs {
    #[arg(value_name = "SAN")]
    pub(crate) san: i64,
    #[arg(value_name = "LOSS")]
    pub(crate) loss: String,
    #[arg(long, value_name = "N")]
    pub(crate) int: i64,
    #[command(flatten)]
    pub(crate) dice: DiceArgs,
}

/// Parses argv, with help texts in the language of `--lang` or the environment.
pub(crate) fn parse() -> Cli {
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // Help texts are only read when clap shows them (help, version, a usage error), so
    // the catalogue is not loaded for them on every run.
    if let Ok(cli) = Cli::try_parse_from(&argv) {
        return cli;
    }
    let lang = lang_from_argv(&argv);
    let command = localized(Cli::command(), &crate::output::language(lang.as_deref()));
    let matches = command.get_matches_from(argv);
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

/// The command with every about and help text taken from the catalogue.
pub(crate) fn localized(command: clap::Command, lang: &str) -> clap::Command {
    fn walk(cmd: clap::Command, path: &str, lang: &str) -> clap::Command {
        let cat = Catalogue::global();
        let text = |id: String| {
            cat.has(&id)
                .then(|| cat.format(lang, &Message::new(leak(id))))
        };
        let mut cmd = cmd;
        if let Some(about) = text(format!("cli-about-{path}")) {
            cmd = cmd.about(about);
        }
        if let Some(long) = text(format!("cli-long-about-{path}")) {
            cmd = cmd.long_about(long);
        }
        let args: Vec<String> = cmd
            .get_arguments()
            .map(|a| a.get_id().to_string())
            .collect();
        for arg in args {
            if let Some(help) = text(format!("cli-help-{path}-{}", arg.replace('_', "-"))) {
                cmd = cmd.mut_arg(arg.as_str(), |a| a.help(help));
            }
        }
        let subs: Vec<String> = cmd
            .get_subcommands()
            .map(|s| s.get_name().to_owned())
            .collect();
        for sub in subs {
            let sub_path = format!("{path}-{sub}");
            cmd = cmd.mut_subcommand(sub.as_str(), |s| walk(s, &sub_path, lang));
        }
        cmd
    }
    walk(command, "keeper", lang)
}

/// Message ids are `&'static str`; help ids are built at start-up, once per argument.
fn leak(id: String) -> &'static str {
    Box::leak(id.into_boxed_str())
}

fn lang_from_argv(argv: &[std::ffi::OsString]) -> Option<String> {
    let mut it = argv.iter().filter_map(|a| a.to_str());
    while let Some(a) = it.next() {
        if let Some(v) = a.strip_prefix("--lang=") {
            return Some(v.to_owned());
        }
        if a == "--lang" {
            return it.next().map(str::to_owned);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn every_argument_and_command_has_help_in_the_catalogue() {
        fn check(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
            let cat = Catalogue::global();
            if !cat.has(&format!("cli-about-{path}")) {
                missing.push(format!("cli-about-{path}"));
            }
            for a in cmd.get_arguments() {
                let id = a.get_id().as_str();
                if id == "help" || id == "version" {
                    continue;
                }
                let key = format!("cli-help-{path}-{}", id.replace('_', "-"));
                if !cat.has(&key) {
                    missing.push(key);
                }
            }
            for s in cmd.get_subcommands() {
                check(s, &format!("{path}-{}", s.get_name()), missing);
            }
        }
        let mut missing = Vec::new();
        check(&Cli::command(), "keeper", &mut missing);
        assert!(
            missing.is_empty(),
            "help texts missing from the catalogue: {missing:?}"
        );
    }
}
