//! The `hlslc` binary: runs the command line on a large stack with panics
//! contained, and exits with its status.
//!
//! `no_main`: the C `main` below is the entry point, so std's runtime
//! set-up does not run. On Linux that set-up reads `/proc/self/maps` for
//! the main thread's stack guard, maps an alternate signal stack for its
//! stack-overflow message and polls fds 0 to 2: eighteen system calls,
//! about 30 µs of a 1 ms compile (docs/performance.md, "Process
//! start-up"). What that leaves out: a stack overflow is a plain SIGSEGV
//! without std's message (the depth limits of docs/limits.md keep the
//! stack in bounds). SIGPIPE is still ignored, as std does, so a closed
//! pipe is a write error, not a signal. The arguments are read from
//! `argv` itself: `std::env::args` is empty here with musl, which (unlike
//! glibc) does not hand argv to std's `.init_array` hook.
#![no_main]

use std::ffi::{c_char, c_int};
use std::io::Write;

/// Measured on Linux only (glibc and musl): see `hlslc_cli::heap`.
#[cfg(target_os = "linux")]
#[global_allocator]
static HEAP: hlslc_cli::heap::Allocator = hlslc_cli::heap::Allocator;

#[unsafe(no_mangle)]
extern "C" fn main(argc: c_int, argv: *const *const c_char) -> c_int {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to "ignore" has no
    // preconditions; nothing else handles SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
    hlslc::panic::install_quiet_hook();
    // SAFETY: the C runtime passes `argc` valid, NUL-terminated strings.
    let args = unsafe { arguments(argc, argv) };
    let code = hlslc_cli::main_stack::on_main_thread(move || {
        let stdout = std::io::stdout();
        let stderr = std::io::stderr();
        let code = hlslc_cli::run_cli(&args, &mut stdout.lock(), &mut stderr.lock());
        let _ = stdout.lock().flush();
        code
    });
    let code = code.unwrap_or_else(|e| {
        eprintln!(
            "error: internal compiler error: the driver panicked: {}",
            e.0
        );
        hlslc_cli::cli::EXIT_ERRORS
    });
    std::process::exit(code);
}

/// The command line as strings (an argument that is not UTF-8 is read
/// lossily, as the file name in a "cannot open" diagnostic shows).
///
/// # Safety
/// `argv` must point to `argc` valid, NUL-terminated C strings.
#[cfg(unix)]
unsafe fn arguments(argc: c_int, argv: *const *const c_char) -> Vec<String> {
    (0..argc.max(0) as usize)
        .map(|i| {
            // SAFETY: `i < argc`, and the caller vouches for `argv`.
            let arg = unsafe { std::ffi::CStr::from_ptr(*argv.add(i)) };
            arg.to_string_lossy().into_owned()
        })
        .collect()
}

/// Elsewhere the C runtime's `argv` is in the ANSI code page; std reads
/// the real (UTF-16) command line.
#[cfg(not(unix))]
unsafe fn arguments(_argc: c_int, _argv: *const *const c_char) -> Vec<String> {
    std::env::args().collect()
}
