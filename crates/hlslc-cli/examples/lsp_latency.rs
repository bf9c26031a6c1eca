//! The language server's latency as an editor sees it (docs/performance.md,
//! "Language server latency"): starts `HLSLC lsp`, opens FILE, then
//! `EDITS` times changes it (a comment at the end alternates) and times
//! each change to its diagnostics, and a hover and a definition request at
//! the last use of NAME. Prints the median and fastest of each.
//!
//! cargo run -p hlslc-cli --example lsp_latency -- HLSLC FILE NAME [EDITS]

use serde_json::{json, Value};
#[path = "../tests/common/lsp_framing.rs"]
mod lsp_framing;

use lsp_framing::read_message;
use std::io::{BufRead, BufReader, Write};
use std::process::{ChildStdin, Command, Stdio};
use std::time::{Duration, Instant};

fn send(stdin: &mut ChildStdin, message: &Value) {
    let body = message.to_string();
    let _ = write!(stdin, "Content-Length: {}\r\n\r\n{body}", body.len());
    let _ = stdin.flush();
}

/// Reads messages until `done` accepts one.
fn until(reader: &mut impl BufRead, done: impl Fn(&Value) -> bool) -> Value {
    loop {
        let m = read_message(reader).expect("the server is running");
        if done(&m) {
            return m;
        }
    }
}

fn summary(what: &str, mut times: Vec<Duration>) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{what}: median {:.2} ms, fastest {:.2} ms ({} runs)",
        ms(times[times.len() / 2]),
        ms(times[0]),
        times.len()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [hlslc, file, name, rest @ ..] = args.as_slice() else {
        eprintln!("usage: lsp_latency HLSLC FILE NAME [EDITS]");
        std::process::exit(2);
    };
    let edits: usize = rest.first().and_then(|e| e.parse().ok()).unwrap_or(20);
    let path = std::fs::canonicalize(file).expect("the file exists");
    let text = std::fs::read_to_string(&path).expect("read the file");
    let uri = format!("file://{}", path.display());
    let use_at = text.rfind(name.as_str()).expect("NAME occurs in FILE");
    let line = text[..use_at].matches('\n').count();
    let character = use_at - text[..use_at].rfind('\n').map_or(0, |i| i + 1);
    let position = json!({ "textDocument": { "uri": uri }, "position": { "line": line, "character": character } });

    let mut child = Command::new(hlslc)
        .arg("lsp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the server");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut reader = BufReader::new(child.stdout.take().expect("stdout"));
    let request = |stdin: &mut ChildStdin, id: i64, method: &str, params: &Value| {
        send(
            stdin,
            &json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }),
        );
    };
    request(&mut stdin, 1, "initialize", &json!({ "capabilities": {} }));
    until(&mut reader, |m| m["id"] == 1);
    send(
        &mut stdin,
        &json!({ "jsonrpc": "2.0", "method": "initialized", "params": {} }),
    );
    let is_diagnostics = |m: &Value| {
        m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri.as_str()
    };
    send(
        &mut stdin,
        &json!({ "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": { "uri": uri, "languageId": "hlsl", "version": 0, "text": text } } }),
    );
    until(&mut reader, is_diagnostics);

    let (mut changes, mut hovers, mut definitions) = (Vec::new(), Vec::new(), Vec::new());
    let mut id = 2;
    for version in 1..=edits {
        let edited = format!("{text}// edit {}\n", version % 2);
        let start = Instant::now();
        send(
            &mut stdin,
            &json!({ "jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": { "uri": uri, "version": version },
                "contentChanges": [{ "text": edited }] } }),
        );
        until(&mut reader, is_diagnostics);
        changes.push(start.elapsed());
        for (method, times) in [
            ("textDocument/hover", &mut hovers),
            ("textDocument/definition", &mut definitions),
        ] {
            let start = Instant::now();
            request(&mut stdin, id, method, &position);
            until(&mut reader, |m| m["id"] == id);
            times.push(start.elapsed());
            id += 1;
        }
    }
    request(&mut stdin, id, "shutdown", &Value::Null);
    until(&mut reader, |m| m["id"] == id);
    send(
        &mut stdin,
        &json!({ "jsonrpc": "2.0", "method": "exit", "params": null }),
    );
    let _ = child.wait();
    println!("{} ({} lines)", path.display(), text.lines().count());
    summary("change to diagnostics", changes);
    summary("hover", hovers);
    summary("definition", definitions);
}
