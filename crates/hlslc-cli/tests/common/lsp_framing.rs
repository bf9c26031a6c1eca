//! LSP's base protocol as a client reads it: one `Content-Length` framed
//! JSON message (shared by the process test, tests/lsp.rs, and the
//! latency example, examples/lsp_latency.rs).

use serde_json::Value;
use std::io::BufRead;

/// The next message, or `None` when the stream ends or is not framed.
pub fn read_message(reader: &mut impl BufRead) -> Option<Value> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(v) = line.strip_prefix("Content-Length:") {
            length = v.trim().parse::<usize>().ok();
        }
    }
    let mut body = vec![0; length?];
    reader.read_exact(&mut body).ok()?;
    serde_json::from_slice(&body).ok()
}
