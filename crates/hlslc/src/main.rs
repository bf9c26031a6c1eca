//! The `hlslc` binary: runs the command line on a large stack with panics
//! contained, and exits with its status.

use std::io::Write;

fn main() {
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
