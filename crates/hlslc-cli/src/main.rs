//! The `hlslc` binary: runs the command line on a thread with a large
//! stack, panics contained, and exits with its status.
//!
//! std's runtime ignores SIGPIPE before `main`, so a reader that goes away
//! is a write error (`BrokenPipe`), not a signal that kills hlslc. The
//! large stack is the second line of defence behind the depth limits of
//! docs/limits.md.

use std::io::Write;

fn main() {
    hlslc::panic::install_quiet_hook();
    // An argument that is not UTF-8 is read lossily, as the file name in a
    // "cannot open" diagnostic shows.
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let code = hlslc::panic::with_large_stack(move || {
        if args.get(1).map(String::as_str) == Some("lsp") {
            // The server's writer thread takes stdout's lock itself.
            return hlslc_cli::lsp::main(&args);
        }
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
