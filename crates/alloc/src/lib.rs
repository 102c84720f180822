//! The `keeper` binary's allocator: mimalloc for `keeper serve` and the forecast's
//! `simulate`, a dense heap for every other command (glibc's `malloc`, or dlmalloc where
//! the C library is musl).
//!
//! The server runs for days on several threads and makes and drops many small values
//! for each request: under glibc's malloc and free it spent about a third of its CPU in
//! them, and mimalloc costs it far less (docs/benchmarks.md, "Game table"). Every other
//! command answers and exits within milliseconds, where mimalloc's fresh memory costs
//! more than it saves: it gives each block size a page of its own and writes free lists
//! ahead into it, so a short process touches, and pays a page fault for, many more pages
//! than one reused heap (docs/benchmarks.md, "Exact odds: what a short process pays for"
//! and "The allocator chosen by the command"). That heap is glibc's `malloc` where the
//! C library is glibc. The binary as released links musl, whose own `malloc` made the
//! exact-odds batch a third slower; there it is dlmalloc, the design glibc's `malloc`
//! grew from. Under musl mimalloc also takes the C library's `malloc` and `free` for C
//! code (SQLite's): musl's gave memory back to the system so eagerly that the server's
//! threads interrupted each other to flush their address caches, a fifth more CPU a
//! roll (docs/benchmarks.md, "The release build on musl").
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
//!     // This program was not started as `… serve`: on Linux the constructor chose the
//!     // dense heap before `main`; elsewhere the first allocation kept mimalloc.
//!     let expected = if cfg!(target_os = "linux") {
//!         Allocator::Dense
//!     } else {
//!         Allocator::Mimalloc
//!     };
//!     assert_eq!(keeper_alloc::chosen(), expected);
//! }
//! ```
//!
//! # When the choice is made
//! On Linux a constructor reads the process's arguments before `main` runs and fixes
//! the choice with [`for_arguments`]. glibc gives every constructor `argc` and `argv`
//! (the standard library reads them the same way); musl gives none, so there it reads
//! `/proc/self/cmdline`. Where there is no such constructor, `/proc` cannot be read, or
//! an allocation comes first, the first allocation fixes mimalloc, which serves every
//! command correctly.
//!
//! **Invariant:** the choice is fixed once, before or at the first allocation, and never
//! changes, so every block is grown and freed by the allocator that made it. This crate
//! is the only one in the workspace with `unsafe` code.

use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::AtomicU8;
use std::sync::atomic::Ordering::Relaxed;

use mimalloc::MiMalloc;

/// An allocator a process can run on. Its value is the code the process keeps for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Allocator {
    /// mimalloc, for the long-running, many-threaded server.
    Mimalloc = 1,
    /// The dense heap ([`ByCommand`] says which), for a command that answers and exits.
    Dense = 2,
}

const UNDECIDED: u8 = 0;
const MIMALLOC: u8 = Allocator::Mimalloc as u8;
const DENSE: u8 = Allocator::Dense as u8;

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
        DENSE => Allocator::Dense,
        _ => Allocator::Mimalloc,
    }
}

/// The allocator for a process given these arguments (the program's name left out):
/// mimalloc when one of them is `serve` or `simulate`, the commands that run on several
/// threads (the server; the fight forecast's simulation); the dense heap otherwise.
/// Under musl the dense heap is one heap behind one lock, which the forecast's threads
/// contended for: 293 ms a forecast on two threads against mimalloc's 225
/// (docs/benchmarks.md, "The release build on musl"). A stray `serve` or `simulate`
/// elsewhere only keeps mimalloc, which serves every command correctly.
pub fn for_arguments<'a>(args: impl IntoIterator<Item = &'a [u8]>) -> Allocator {
    if args
        .into_iter()
        .any(|arg| arg == b"serve" || arg == b"simulate")
    {
        Allocator::Mimalloc
    } else {
        Allocator::Dense
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

/// The dense heap: glibc's `malloc` where the C library is glibc; elsewhere dlmalloc
/// (musl's own `malloc` made the exact-odds batch a third slower).
#[cfg(any(not(target_os = "linux"), target_env = "gnu"))]
const DENSE_HEAP: std::alloc::System = std::alloc::System;
#[cfg(all(target_os = "linux", not(target_env = "gnu")))]
const DENSE_HEAP: dense::Dlmalloc = dense::Dlmalloc;

/// dlmalloc as a global allocator, behind the standard library's mutex: an atomic
/// exchange each way while no other thread holds it. (The crate's own global allocator
/// takes a pthread mutex around every call: about 480,000 of the exact-odds batch's
/// instructions under musl.)
#[cfg(all(target_os = "linux", not(target_env = "gnu")))]
mod dense {
    use std::alloc::{GlobalAlloc, Layout};
    use std::sync::{Mutex, PoisonError};

    /// The process's one dlmalloc heap.
    #[derive(Debug, Clone, Copy)]
    pub(super) struct Dlmalloc;

    struct Heap(dlmalloc::Dlmalloc);

    // SAFETY: the heap's pointers lead only into memory it mapped itself, and it is
    // reached only through `HEAP`'s lock, one thread at a time.
    unsafe impl Send for Heap {}

    static HEAP: Mutex<Heap> = Mutex::new(Heap(dlmalloc::Dlmalloc::new()));

    /// Runs `call` on the heap under its lock. Nothing dlmalloc does allocates, so the
    /// lock is never taken twice by one thread; a panic while it was held (there is none
    /// in dlmalloc's release paths) leaves a heap that is still whole.
    #[inline(always)]
    fn with_heap<R>(call: impl FnOnce(&mut dlmalloc::Dlmalloc) -> R) -> R {
        call(&mut HEAP.lock().unwrap_or_else(PoisonError::into_inner).0)
    }

    // SAFETY: every call goes, under the lock, to dlmalloc's method of the same contract.
    unsafe impl GlobalAlloc for Dlmalloc {
        #[inline(always)]
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            // SAFETY: the caller keeps `alloc`'s contract, which is dlmalloc's `malloc`'s.
            with_heap(|heap| unsafe { heap.malloc(layout.size(), layout.align()) })
        }

        #[inline(always)]
        unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
            // SAFETY: as in `alloc`.
            with_heap(|heap| unsafe { heap.calloc(layout.size(), layout.align()) })
        }

        #[inline(always)]
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            // SAFETY: `ptr` came from this heap with this `layout`.
            with_heap(|heap| unsafe { heap.free(ptr, layout.size(), layout.align()) })
        }

        #[inline(always)]
        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            // SAFETY: as in `dealloc`; the caller keeps `realloc`'s contract for `new_size`.
            with_heap(|heap| unsafe { heap.realloc(ptr, layout.size(), layout.align(), new_size) })
        }
    }
}

/// Passes one call to the allocator the process chose. Inlined into each method below,
/// with the allocator's type known in each arm, so the calls are direct.
#[inline(always)]
fn on_chosen<R>(call: impl FnOnce(&dyn GlobalAlloc) -> R) -> R {
    match current() {
        DENSE => call(&DENSE_HEAP),
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

/// Where the C library gives constructors no arguments (musl), the constructor reads
/// the process's command line from the kernel instead: the same arguments, NUL-separated.
#[cfg(all(target_os = "linux", not(target_env = "gnu")))]
mod constructor {
    use std::io::Read;

    #[used]
    // SAFETY: `.init_array` holds pointers to functions the C library calls at start;
    // musl calls them with no arguments, which `choose` takes.
    #[unsafe(link_section = ".init_array")]
    static CHOOSE: extern "C" fn() = choose;

    extern "C" fn choose() {
        // Nothing here allocates: the path fits the standard library's stack buffer and
        // the arguments are read into one on the stack.
        let mut line = [0u8; 4096];
        let Ok(mut file) = std::fs::File::open("/proc/self/cmdline") else {
            return;
        };
        let mut len = 0;
        while len < line.len() {
            match file.read(&mut line[len..]) {
                Ok(0) => break,
                Ok(n) => len += n,
                Err(_) => return,
            }
        }
        if len == line.len() {
            // Longer than the buffer: mimalloc, which serves every command, stays.
            return;
        }
        let args = line[..len].split(|&b| b == 0).skip(1);
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
    fn the_server_and_the_forecast_run_on_mimalloc_and_every_other_command_on_the_dense_heap() {
        assert_eq!(args("serve"), Allocator::Mimalloc);
        assert_eq!(
            args("--lang el serve --db sqlite:keeper.db"),
            Allocator::Mimalloc
        );
        assert_eq!(args("resolve"), Allocator::Dense);
        assert_eq!(args("prob 3d6"), Allocator::Dense);
        assert_eq!(args("coc7 simulate fight.json"), Allocator::Mimalloc);
        assert_eq!(args("classic simulate fight.json"), Allocator::Mimalloc);
        assert_eq!(args(""), Allocator::Dense);
        // A name that only starts like the command is not the command.
        assert_eq!(args("roll servers"), Allocator::Dense);
    }

    #[test]
    fn the_first_choice_holds() {
        let choice = AtomicU8::new(UNDECIDED);
        assert_eq!(settle(&choice, DENSE), DENSE);
        assert_eq!(settle(&choice, MIMALLOC), DENSE);
        let choice = AtomicU8::new(UNDECIDED);
        assert_eq!(settle(&choice, MIMALLOC), MIMALLOC);
        assert_eq!(settle(&choice, DENSE), MIMALLOC);
    }

    /// Under musl, C code's `malloc` is mimalloc's, whichever allocator Rust's blocks
    /// come from.
    #[test]
    #[cfg(all(target_os = "linux", not(target_env = "gnu")))]
    fn c_code_allocates_with_mimalloc_under_musl() {
        use std::ffi::c_void;
        unsafe extern "C" {
            fn malloc(size: usize) -> *mut c_void;
            fn free(block: *mut c_void);
            fn mi_is_in_heap_region(block: *const c_void) -> bool;
        }
        // SAFETY: a block of 64 bytes from the C library's `malloc`, asked about and
        // freed once.
        unsafe {
            let block = malloc(64);
            assert!(!block.is_null());
            assert!(
                mi_is_in_heap_region(block),
                "malloc is musl's, not mimalloc's"
            );
            free(block);
        }
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
