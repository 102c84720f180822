//! The `keeper` binary's allocator: mimalloc for `keeper serve`, the C library's
//! allocator for every other command.
//!
//! The server runs for days on several threads and makes and drops many small values
//! for each request: under glibc's malloc and free it spent about a third of its CPU in
//! them, and mimalloc costs it far less (docs/benchmarks.md, "Game table"). Every other
//! command answers and exits within milliseconds, where mimalloc's fresh memory costs
//! more than it saves: it gives each block size a page of its own and writes free lists
//! ahead into it, so a short process touches, and pays a page fault for, many more pages
//! than glibc's one reused heap (docs/benchmarks.md, "Exact odds: what a short process
//! pays for" and "The allocator chosen by the command").
//!
//! ```
//! use keeper_alloc::{Allocator, ByCommand};
//!
//! #[global_allocator]
//! static ALLOCATOR: ByCommand = ByCommand;
//!
//! fn main() {
//!     let answer = vec![3, 6, 18];
//!     assert_eq!(answer.len(), 3);
//!     // This program was not started as `… serve`: on Linux with glibc the constructor
//!     // chose the C library's allocator before `main`; elsewhere the first allocation
//!     // kept mimalloc.
//!     let expected = if cfg!(all(target_os = "linux", target_env = "gnu")) {
//!         Allocator::System
//!     } else {
//!         Allocator::Mimalloc
//!     };
//!     assert_eq!(keeper_alloc::chosen(), expected);
//! }
//! ```
//!
//! # When the choice is made
//! On Linux with glibc, a constructor reads the process's arguments before `main` runs
//! (glibc gives every constructor `argc` and `argv`; the standard library reads them the
//! same way) and fixes the choice with [`for_arguments`]. Where there is no such
//! constructor, or an allocation comes first, the first allocation fixes mimalloc.
//!
//! **Invariant:** the choice is fixed once, before or at the first allocation, and never
//! changes, so every block is grown and freed by the allocator that made it. This crate
//! is the only one in the workspace with `unsafe` code.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::AtomicU8;
use std::sync::atomic::Ordering::Relaxed;

use mimalloc::MiMalloc;

/// An allocator a process can run on. Its value is the code the process keeps for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Allocator {
    /// mimalloc, for the long-running, many-threaded server.
    Mimalloc = 1,
    /// The C library's `malloc`, for a command that answers and exits.
    System = 2,
}

const UNDECIDED: u8 = 0;
const MIMALLOC: u8 = Allocator::Mimalloc as u8;
const SYSTEM: u8 = Allocator::System as u8;

/// The process's choice: `UNDECIDED` until the constructor or the first allocation
/// fixes it. One atomic location changed only by compare-and-swap, so every thread sees
/// the same choice once it is made; `Relaxed` is enough, as nothing else is published
/// through it.
static CHOICE: AtomicU8 = AtomicU8::new(UNDECIDED);

/// Fixes `choice` to `want` unless it is fixed already; returns the choice that holds.
fn settle(choice: &AtomicU8, want: u8) -> u8 {
    match choice.compare_exchange(UNDECIDED, want, Relaxed, Relaxed) {
        Ok(_) => want,
        Err(held) => held,
    }
}

/// The choice that holds, fixing mimalloc if there is none yet. Every allocation and
/// free asks, so its usual path is one load and a compare; the first allocation's
/// compare-and-swap stays out of line.
#[inline(always)]
fn current() -> u8 {
    match CHOICE.load(Relaxed) {
        UNDECIDED => first_choice(),
        held => held,
    }
}

#[cold]
#[inline(never)]
fn first_choice() -> u8 {
    settle(&CHOICE, MIMALLOC)
}

/// The allocator this process runs on (fixing mimalloc if nothing has chosen yet).
pub fn chosen() -> Allocator {
    match current() {
        SYSTEM => Allocator::System,
        _ => Allocator::Mimalloc,
    }
}

/// The allocator for a process given these arguments (the program's name left out):
/// mimalloc when one of them is `serve`, the command that runs the server; the C
/// library's otherwise. A stray `serve` elsewhere only keeps mimalloc, which serves
/// every command correctly.
pub fn for_arguments<'a>(args: impl IntoIterator<Item = &'a [u8]>) -> Allocator {
    if args.into_iter().any(|arg| arg == b"serve") {
        Allocator::Mimalloc
    } else {
        Allocator::System
    }
}

/// The global allocator that passes every call to the allocator the process chose.
///
/// Its methods are never inlined: each allocation in the program stays one call, as it
/// was to mimalloc alone. Inlined, the choice grew every allocation site and moved the
/// whole server's inlining: 5,000–6,500 more instructions a served roll (about 7%), where
/// the calls cost about 700, within the count's noise (docs/benchmarks.md, "The
/// allocator chosen by the command").
#[derive(Debug, Clone, Copy, Default)]
pub struct ByCommand;

/// Passes one call to the allocator the process chose. Inlined into each method below,
/// with the allocator's type known in each arm, so the calls are direct.
#[inline(always)]
fn on_chosen<R>(call: impl FnOnce(&dyn GlobalAlloc) -> R) -> R {
    match current() {
        SYSTEM => call(&System),
        _ => call(&MiMalloc),
    }
}

// SAFETY: every call goes, unchanged, to one of two sound allocators, and the choice
// between them never changes once the first block exists (the invariant above), so a
// block is always grown and freed by the allocator that made it.
unsafe impl GlobalAlloc for ByCommand {
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller keeps `alloc`'s contract, which is the same for both.
        on_chosen(|chosen| unsafe { chosen.alloc(layout) })
    }

    #[inline(never)]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as in `alloc`.
        on_chosen(|chosen| unsafe { chosen.alloc_zeroed(layout) })
    }

    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator, so from the one chosen now (the
        // choice never changes), with this `layout`.
        on_chosen(|chosen| unsafe { chosen.dealloc(ptr, layout) })
    }

    #[inline(never)]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as in `dealloc`; the caller keeps `realloc`'s contract for `new_size`.
        on_chosen(|chosen| unsafe { chosen.realloc(ptr, layout, new_size) })
    }
}

/// The constructor glibc runs before `main`, with the arguments `main` will get.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod constructor {
    use std::ffi::{CStr, c_char, c_int};

    #[used]
    // SAFETY: `.init_array` holds pointers to functions glibc calls at start with
    // `(argc, argv, envp)`; `choose` has exactly that signature.
    #[unsafe(link_section = ".init_array")]
    static CHOOSE: extern "C" fn(c_int, *const *const c_char, *const *const c_char) = choose;

    extern "C" fn choose(argc: c_int, argv: *const *const c_char, _env: *const *const c_char) {
        if argv.is_null() {
            return;
        }
        let count = usize::try_from(argc).unwrap_or(0);
        let args = (1..count).map_while(|i| {
            // SAFETY: glibc passes the `argv` that `main` gets: `argc` pointers, each to a
            // NUL-terminated string that lives as long as the process.
            let arg = unsafe { *argv.add(i) };
            // SAFETY: as above; a null entry ends the walk first.
            (!arg.is_null()).then(|| unsafe { CStr::from_ptr(arg) }.to_bytes())
        });
        // Nothing here allocates: the choice is made before any block exists, unless
        // another constructor allocated first, and then mimalloc stays.
        super::settle(&super::CHOICE, super::for_arguments(args) as u8);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Allocator {
        for_arguments(text.split_whitespace().map(str::as_bytes))
    }

    #[test]
    fn the_server_runs_on_mimalloc_and_every_other_command_on_the_c_library() {
        assert_eq!(args("serve"), Allocator::Mimalloc);
        assert_eq!(
            args("--lang el serve --db sqlite:keeper.db"),
            Allocator::Mimalloc
        );
        assert_eq!(args("resolve"), Allocator::System);
        assert_eq!(args("prob 3d6"), Allocator::System);
        assert_eq!(args("coc7 simulate fight.json"), Allocator::System);
        assert_eq!(args(""), Allocator::System);
        // A name that only starts like the command is not the command.
        assert_eq!(args("roll servers"), Allocator::System);
    }

    #[test]
    fn the_first_choice_holds() {
        let choice = AtomicU8::new(UNDECIDED);
        assert_eq!(settle(&choice, SYSTEM), SYSTEM);
        assert_eq!(settle(&choice, MIMALLOC), SYSTEM);
        let choice = AtomicU8::new(UNDECIDED);
        assert_eq!(settle(&choice, MIMALLOC), MIMALLOC);
        assert_eq!(settle(&choice, SYSTEM), MIMALLOC);
    }

    #[test]
    fn blocks_made_grown_and_freed_through_the_choice() {
        // This test binary's own allocator is the standard one; these calls go through
        // `ByCommand` to whichever allocator this process has chosen.
        let before = chosen();
        let a = ByCommand;
        let layout = Layout::from_size_align(24, 8).expect("a valid layout");
        // SAFETY: a non-zero layout; the block is written within its size, grown with
        // the layout it was made with, and freed with the grown one.
        unsafe {
            let p = a.alloc_zeroed(layout);
            assert!(!p.is_null());
            assert_eq!(*p.add(23), 0);
            p.write_bytes(7, 24);
            let q = a.realloc(p, layout, 4096);
            assert!(!q.is_null());
            assert_eq!(*q.add(23), 7);
            a.dealloc(q, Layout::from_size_align(4096, 8).expect("a valid layout"));
        }
        assert_eq!(chosen(), before, "the choice does not change");
    }
}
