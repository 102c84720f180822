//! The `keeper` binary: glue between the terminal and keeper's libraries. It is not a
//! library; everything it shows comes from keeper-resolve answers and the message
//! catalogue.
//!
//! Exit codes: 0 success, 2 bad input (the message says what and where), 1 an internal
//! error.

mod args;
mod chart;
mod chthonian;
mod classic;
mod coc7;
mod commands;
mod forecast;
mod output;
mod protocol;
mod table;

use std::process::ExitCode;

use output::Failure;

/// mimalloc for `keeper serve`, whose requests make and drop many small values on
/// several threads (glibc's malloc and free took about a third of the server's CPU), and
/// for the forecast's `simulate`, also on several threads; a dense heap (glibc's
/// `malloc`, or dlmalloc under musl) for every command that answers and exits, which
/// mimalloc's fresh pages slow down (docs/benchmarks.md, "The allocator chosen by the
/// command").
#[global_allocator]
static ALLOCATOR: keeper_alloc::ByCommand = keeper_alloc::ByCommand;

fn main() -> ExitCode {
    let cli = args::parse();
    let lang = output::language(cli.lang.as_deref());
    let result = match cli.command {
        args::Command::Roll(a) => commands::roll(&a, &lang),
        args::Command::Prob(a) => commands::prob(&a, &lang),
        args::Command::Resolve(a) => commands::resolve(&a),
        args::Command::Chthonian(a) => chthonian::run(&a, &lang),
        args::Command::Forum(a) => classic::forum(&a, &lang),
        args::Command::Classic(a) => classic::run(&a, &lang),
        args::Command::Coc7(a) => coc7::run(&a, &lang),
        args::Command::Serve(a) => table::serve(&a, &lang),
        args::Command::Verify(a) => table::verify(&a, &lang),
        args::Command::Transcript(a) => table::transcript(&a, &lang),
        args::Command::Backup(a) => table::backup(&a, &lang),
        args::Command::Export(a) => table::export(&a, &lang),
        args::Command::Import(a) => table::import(&a, &lang),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::BrokenPipe) => ExitCode::SUCCESS,
        Err(failure) => {
            output::report(&failure, &lang);
            failure.exit_code()
        }
    }
}
