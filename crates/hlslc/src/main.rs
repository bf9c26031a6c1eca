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
//! pipe is a write error, not a signal. `std::env::args` works as before:
//! glibc hands argv to std's `.init_array` hook.
#![no_main]

use std::ffi::{c_char, c_int};
use std::io::Write;

#[unsafe(no_mangle)]
extern "C" fn main(_argc: c_int, _argv: *const *const c_char) -> c_int {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to "ignore" has no
    // preconditions; nothing else handles SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
    hlslc::panic::install_quiet_hook();
    let args: Vec<String> = std::env::args().collect();
    let code = hlslc::panic::on_main_thread(move || {
        let stdout = std::io::stdout();
        let stderr = std::io::stderr();
        let code = hlslc::run_cli(&args, &mut stdout.lock(), &mut stderr.lock());
        let _ = stdout.lock().flush();
        code
    });
    let code = code.unwrap_or_else(|e| {
        eprintln!(
            "error: internal compiler error: the driver panicked: {}",
            e.0
        );
        hlslc::cli::EXIT_ERRORS
    });
    std::process::exit(code);
}
