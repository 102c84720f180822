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
    Backup(BackupArgs),
    Export(ExportArgs),
    Import(ImportArgs),
}

#[derive(Debug, Args)]
pub(crate) struct BackupArgs {
    #[arg(long, value_name = "URL", env = "KEEPER_DB")]
    pub(crate) db: Option<String>,
    #[arg(value_name = "FILE")]
    pub(crate) file: PathBuf,
}

#[derive(Debug, Args)]
pub(crate) struct ExportArgs {
    #[arg(long, value_name = "URL", env = "KEEPER_DB")]
    pub(crate) db: Option<String>,
    #[arg(long, value_name = "ID")]
    pub(crate) game: String,
    #[arg(value_name = "FILE")]
    pub(crate) file: PathBuf,
}

#[derive(Debug, Args)]
pub(crate) struct ImportArgs {
    #[arg(long, value_name = "URL", env = "KEEPER_DB")]
    pub(crate) db: Option<String>,
    #[arg(value_name = "FILE")]
    pub(crate) file: PathBuf,
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
    #[arg(
        long,
        value_name = "HOST:PORT",
        default_value = "127.0.0.1:8080",
        env = "KEEPER_ADDR"
    )]
    pub(crate) addr: String,
    #[arg(long, value_name = "URL", env = "KEEPER_DB")]
    pub(crate) db: Option<String>,
    #[arg(long, value_name = "URL", env = "KEEPER_PUBLIC_URL")]
    pub(crate) public_url: Option<String>,
    #[arg(long, value_name = "N", default_value_t = keeper_server::rate::ANONYMOUS_PER_MINUTE, env = "KEEPER_RATE_ANONYMOUS")]
    pub(crate) rate_anonymous: u32,
    #[arg(long, value_name = "N", default_value_t = keeper_server::rate::ACCOUNTS_PER_HOUR, env = "KEEPER_RATE_ACCOUNTS")]
    pub(crate) rate_accounts: u32,
    #[arg(long, env = "KEEPER_TRUST_FORWARDED_FOR")]
    pub(crate) trust_forwarded_for: bool,
    #[arg(
        long,
        value_name = "TOKEN",
        env = "KEEPER_OPERATOR_TOKEN",
        hide_env_values = true
    )]
    pub(crate) operator_token: Option<String>,
    #[arg(long, value_name = "URL", env = "KEEPER_SMTP", hide_env_values = true)]
    pub(crate) smtp: Option<String>,
    #[arg(long, value_name = "FILE", env = "KEEPER_SMTP_CA", requires = "smtp")]
    pub(crate) smtp_ca: Option<std::path::PathBuf>,
    #[arg(
        long,
        value_name = "ADDRESS",
        env = "KEEPER_MAIL_FROM",
        requires = "smtp"
    )]
    pub(crate) mail_from: Option<String>,
    #[arg(long, value_name = "N", env = "KEEPER_WORKERS", value_parser = clap::value_parser!(u16).range(1..))]
    pub(crate) workers: Option<u16>,
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
    Simulate(crate::forecast::SimulateArgs),
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
    if let Some(cli) = plain_resolve(&argv) {
        return cli;
    }
    // Help texts are only read when clap shows them (help, version, a usage error), so
    // the catalogue is not loaded for them on every run.
    if let Ok(cli) = Cli::try_parse_from(&argv) {
        return cli;
    }
    let lang = crate::output::language(lang_from_argv(&argv).as_deref());
    let command = localized(Cli::command(), &lang);
    let matches = command
        .try_get_matches_from(argv)
        .unwrap_or_else(|e| usage_error(e, &lang));
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| usage_error(e, &lang))
}

/// `keeper resolve` and `keeper resolve FILE`, read without building clap's command:
/// a program that speaks the protocol may start keeper once per batch, and building
/// the description of every subcommand was a third of the instructions of starting
/// it. Anything else (an option, a second argument, a `-` first) is clap's to read.
fn plain_resolve(argv: &[std::ffi::OsString]) -> Option<Cli> {
    let (command, file) = match argv {
        [_, command] => (command, None),
        [_, command, file] if !file.as_encoded_bytes().starts_with(b"-") => {
            (command, Some(PathBuf::from(file)))
        }
        _ => return None,
    };
    (command == "resolve").then_some(Cli {
        lang: None,
        command: Command::Resolve(ResolveArgs { file }),
    })
}

/// The command with every text clap shows taken from the catalogue: about and help
/// texts, headings, the usage line, defaults and possible values, the help and version
/// flags.
pub(crate) fn localized(mut command: clap::Command, lang: &str) -> clap::Command {
    let cat = Catalogue::global();
    let say = |id: &'static str| cat.format(lang, &Message::new(id));
    let words = Words {
        usage: say("cli-usage-heading"),
        options: leak(say("cli-heading-options")),
        arguments: leak(say("cli-heading-arguments")),
        commands: leak(say("cli-heading-commands")),
        options_token: say("cli-usage-options"),
        help: say("cli-help-flag"),
        help_more: say("cli-help-flag-more"),
        help_summary: say("cli-help-flag-summary"),
        version: say("cli-version-flag"),
        help_command: say("cli-help-subcommand"),
    };
    command = walk(command, "keeper", lang, &words);
    // Building makes clap add its own help and version flags, the `help` subcommand and
    // the usage lines; their words are replaced after. Texts go first: building decides
    // whether `--help` has a long form to show.
    command.build();
    walk_built(command, &words)
}

/// The words clap would otherwise print in English.
struct Words {
    usage: String,
    // clap takes headings as `&'static str`; the command is built once per process.
    options: &'static str,
    arguments: &'static str,
    commands: &'static str,
    options_token: String,
    help: String,
    help_more: String,
    help_summary: String,
    version: String,
    help_command: String,
}

fn walk(cmd: clap::Command, path: &str, lang: &str, words: &Words) -> clap::Command {
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
    cmd = cmd
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
            words.usage
        ))
        .subcommand_help_heading(words.commands);
    let args: Vec<(String, bool, Vec<String>, Vec<String>)> = cmd
        .get_arguments()
        .map(|a| {
            // A flag's default (`false`) says nothing a reader needs.
            let defaults = match a.get_action().takes_values() {
                true => a
                    .get_default_values()
                    .iter()
                    .map(|v| v.to_string_lossy().into_owned())
                    .collect(),
                false => Vec::new(),
            };
            let possible = match a.get_action().takes_values() {
                true => a
                    .get_possible_values()
                    .iter()
                    .filter(|v| !v.is_hide_set())
                    .map(|v| v.get_name().to_owned())
                    .collect(),
                false => Vec::new(),
            };
            (
                a.get_id().to_string(),
                a.is_positional(),
                defaults,
                possible,
            )
        })
        .collect();
    for (arg, positional, defaults, possible) in args {
        let mut help = text(format!("cli-help-{path}-{}", arg.replace('_', "-")));
        if let Some(h) = help.as_mut() {
            if !defaults.is_empty() {
                let m = Message::new("cli-help-default").text("value", defaults.join(", "));
                h.push_str(&format!(" {}", cat.format(lang, &m)));
            }
            if !possible.is_empty() {
                let m = Message::new("cli-help-possible").text("values", possible.join(", "));
                h.push_str(&format!(" {}", cat.format(lang, &m)));
            }
        }
        let heading = match positional {
            true => words.arguments,
            false => words.options,
        };
        let (hide_default, hide_possible) = (!defaults.is_empty(), !possible.is_empty());
        cmd = cmd.mut_arg(arg.as_str(), |a| {
            let a = a.help_heading(heading);
            // Shown in the help text above, in the reader's words.
            let a = if hide_default {
                a.hide_default_value(true)
            } else {
                a
            };
            let a = if hide_possible {
                a.hide_possible_values(true)
            } else {
                a
            };
            match help {
                Some(h) => a.help(h),
                None => a,
            }
        });
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for sub in subs {
        let sub_path = format!("{path}-{sub}");
        cmd = cmd.mut_subcommand(sub.as_str(), |s| walk(s, &sub_path, lang, words));
    }
    cmd
}

/// The words of what building added: the usage line, the help and version flags, the
/// `help` subcommand.
fn walk_built(cmd: clap::Command, words: &Words) -> clap::Command {
    let usage = cmd.clone().render_usage().to_string();
    // Built, a subcommand's usage already starts with its parents' names.
    let usage = usage.trim().strip_prefix("Usage:").unwrap_or(&usage).trim();
    let usage = usage.replace("[OPTIONS]", &words.options_token);
    let (help, long_help) = match cmd.get_long_about().is_some() {
        true => (words.help_more.clone(), Some(words.help_summary.clone())),
        false => (words.help.clone(), None),
    };
    let mut cmd = cmd.override_usage(usage);
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        match id.as_str() {
            "help" => {
                cmd = cmd.mut_arg("help", |a| {
                    let a = a.help(help.clone()).help_heading(words.options);
                    match long_help.clone() {
                        Some(long) => a.long_help(long),
                        None => a,
                    }
                })
            }
            "version" => {
                let version = words.version.clone();
                cmd = cmd.mut_arg("version", |a| a.help(version).help_heading(words.options))
            }
            _ => {}
        }
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for sub in subs {
        if sub == "help" {
            let about = words.help_command.clone();
            cmd = cmd.mut_subcommand("help", |s| s.about(about));
            continue;
        }
        cmd = cmd.mut_subcommand(sub.as_str(), |s| walk_built(s, words));
    }
    cmd
}

/// A usage error in `lang`, then exit 2 as clap does; help and version are printed by
/// clap itself (their texts are already the catalogue's).
fn usage_error(e: clap::Error, lang: &str) -> ! {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        e.exit()
    }
    eprint!("{}", usage_error_text(&e, lang));
    std::process::exit(2)
}

/// What clap's error says, from its context, in `lang`.
fn usage_error_text(e: &clap::Error, lang: &str) -> String {
    use clap::error::{ContextKind as K, ContextValue, ErrorKind};
    let get = |kind: K| -> Option<String> {
        Some(match e.get(kind)? {
            ContextValue::String(s) => s.clone(),
            ContextValue::Strings(v) => v.join(", "),
            ContextValue::StyledStr(s) => s.to_string(),
            ContextValue::StyledStrs(v) => v
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            ContextValue::Number(n) => n.to_string(),
            _ => return None,
        })
    };
    let arg = || get(K::InvalidArg).unwrap_or_default();
    let message = match e.kind() {
        ErrorKind::MissingRequiredArgument => Message::new("cli-usage-missing").text("args", arg()),
        ErrorKind::UnknownArgument => Message::new("cli-usage-unknown-argument").text("arg", arg()),
        ErrorKind::InvalidSubcommand => Message::new("cli-usage-unknown-subcommand")
            .text("name", get(K::InvalidSubcommand).unwrap_or_default()),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            Message::new("cli-usage-invalid-value")
                .text("value", get(K::InvalidValue).unwrap_or_default())
                .text("arg", arg())
        }
        ErrorKind::ArgumentConflict => Message::new("cli-usage-conflict")
            .text("arg", arg())
            .text("other", get(K::PriorArg).unwrap_or_default()),
        ErrorKind::TooManyValues | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            Message::new("cli-usage-value-count").text("arg", arg())
        }
        ErrorKind::MissingSubcommand => Message::new("cli-usage-missing-subcommand")
            .text("name", get(K::InvalidSubcommand).unwrap_or_default()),
        _ => Message::new("cli-usage-other"),
    };
    let cat = Catalogue::global();
    let mut out = cat.format(
        lang,
        &Message::new("cli-usage-error").msg("message", message),
    );
    out.push('\n');
    let tips = [
        get(K::ValidValue).map(|v| Message::new("cli-usage-possible").text("values", v)),
        get(K::SuggestedArg).map(|v| Message::new("cli-usage-similar").text("names", v)),
        get(K::SuggestedSubcommand).map(|v| Message::new("cli-usage-similar").text("names", v)),
    ];
    for tip in tips.into_iter().flatten() {
        out.push_str(&format!(
            "\n  {}\n",
            cat.format(lang, &Message::new("cli-usage-tip").msg("tip", tip))
        ));
    }
    if let Some(usage) = get(K::Usage) {
        let usage = usage.trim();
        let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim();
        let heading = cat.format(lang, &Message::new("cli-usage-heading"));
        out.push_str(&format!("\n{heading} {usage}\n"));
    }
    let more = Message::new("cli-usage-more").text("flag", "--help");
    out.push_str(&format!("\n{}\n", cat.format(lang, &more)));
    out
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
    fn a_plain_resolve_is_read_as_clap_reads_it() {
        let argv = |args: &[&str]| -> Vec<std::ffi::OsString> {
            args.iter().map(std::ffi::OsString::from).collect()
        };
        for args in [
            &["keeper", "resolve"][..],
            &["keeper", "resolve", "requests.jsonl"],
        ] {
            let fast = plain_resolve(&argv(args)).expect("a plain resolve");
            let clap = Cli::try_parse_from(argv(args)).unwrap();
            assert_eq!(format!("{fast:?}"), format!("{clap:?}"), "{args:?}");
        }
        for args in [
            &["keeper"][..],
            &["keeper", "roll"],
            &["keeper", "resolve", "--lang", "el"],
            &["keeper", "resolve", "-"],
            &["keeper", "resolve", "--help"],
            &["keeper", "resolve", "a", "b"],
            &["keeper", "roll", "3d6"],
        ] {
            assert!(plain_resolve(&argv(args)).is_none(), "{args:?}");
        }
    }

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
