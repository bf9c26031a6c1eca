//! `hlslc lsp` as an editor runs it: a process spoken to in JSON-RPC over
//! stdio. Initialize, open a file that includes another, edit it and get
//! its diagnostics, hover, go to a definition in the included file,
//! survive malformed requests, shut down.

mod common;

use common::{scratch, write};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

/// How long any one answer may take (the machine is shared; analysis
/// itself takes milliseconds).
const PATIENCE: Duration = Duration::from_secs(60);

struct Client {
    child: Child,
    stdin: ChildStdin,
    messages: Receiver<Value>,
    next_id: i64,
    /// Notifications received while waiting for something else.
    pending: Vec<Value>,
}

impl Client {
    fn start(args: &[&str]) -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hlslc"))
            .arg("lsp")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start hlslc lsp");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Some(message) = read_message(&mut reader) {
                if tx.send(message).is_err() {
                    break;
                }
            }
        });
        Client {
            child,
            stdin,
            messages: rx,
            next_id: 1,
            pending: Vec::new(),
        }
    }

    fn send(&mut self, message: &Value) {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).expect("write");
        self.stdin.flush().expect("flush");
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    fn next(&mut self) -> Value {
        self.messages
            .recv_timeout(PATIENCE)
            .expect("the server answered in time")
    }

    /// Sends a request and returns its response (`result` or `error`).
    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        loop {
            let message = self.next();
            if message.get("id") == Some(&json!(id)) {
                return message;
            }
            self.pending.push(message);
        }
    }

    /// The next `publishDiagnostics` for `uri`.
    fn diagnostics(&mut self, uri: &str) -> Vec<Value> {
        let is_it = |m: &Value| {
            m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri
        };
        if let Some(i) = self.pending.iter().position(is_it) {
            let m = self.pending.remove(i);
            return m["params"]["diagnostics"]
                .as_array()
                .cloned()
                .unwrap_or_default();
        }
        loop {
            let m = self.next();
            if is_it(&m) {
                return m["params"]["diagnostics"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
            }
            self.pending.push(m);
        }
    }

    fn initialize(&mut self, encodings: &[&str]) -> Value {
        let response = self.request(
            "initialize",
            json!({
                "processId": null,
                "rootUri": null,
                "capabilities": { "general": { "positionEncodings": encodings } },
            }),
        );
        self.notify("initialized", json!({}));
        response
    }

    fn shutdown(mut self) {
        let response = self.request("shutdown", Value::Null);
        assert_eq!(response["result"], Value::Null, "{response}");
        self.notify("exit", Value::Null);
        let status = self.child.wait().expect("the server exits");
        assert!(status.success(), "{status}");
    }
}

fn read_message(reader: &mut impl BufRead) -> Option<Value> {
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

fn uri(path: &str) -> String {
    format!("file://{path}")
}

fn position(uri: &str, line: u32, character: u32) -> Value {
    json!({ "textDocument": { "uri": uri }, "position": { "line": line, "character": character } })
}

const HEADER: &str = "// Squares its argument.\nfloat sq(float x) { return x * x; }\n";

const BROKEN: &str = "#include \"common.hlsli\"\n\
    float f(float v) { return sq(v) + missing; }\n";

const FIXED: &str = "#include \"common.hlsli\"\n\
    float f(float v) { return sq(v) + 1.0; }\n";

#[test]
fn a_session_from_initialize_to_shutdown() {
    let dir = scratch("lsp-session");
    write(&dir, "common.hlsli", HEADER);
    let main = write(&dir, "main.hlsl", BROKEN);
    let header = dir.join("common.hlsli").display().to_string();
    let (main_uri, header_uri) = (uri(&main), uri(&header));

    let mut client = Client::start(&[]);
    let init = client.initialize(&["utf-16"]);
    let caps = &init["result"]["capabilities"];
    assert_eq!(caps["positionEncoding"], "utf-16", "{init}");
    assert_eq!(caps["hoverProvider"], true, "{init}");
    assert_eq!(caps["definitionProvider"], true, "{init}");

    client.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": main_uri, "languageId": "hlsl", "version": 1, "text": BROKEN } }),
    );
    let diags = client.diagnostics(&main_uri);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(
        diags[0]["message"],
        "use of undeclared identifier 'missing'"
    );
    assert_eq!(
        diags[0]["range"]["start"],
        json!({ "line": 1, "character": 34 })
    );

    client.notify(
        "textDocument/didChange",
        json!({
            "textDocument": { "uri": main_uri, "version": 2 },
            "contentChanges": [{ "text": FIXED }],
        }),
    );
    let diags = client.diagnostics(&main_uri);
    assert!(diags.is_empty(), "{diags:?}");

    // Hover on `sq` in `return sq(v)`: its declaration and doc comment.
    let hover = client.request("textDocument/hover", position(&main_uri, 1, 27));
    let text = hover["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_default();
    assert!(text.contains("float sq(float x)"), "{hover}");
    assert!(text.contains("Squares its argument."), "{hover}");

    // Its definition is in the included file.
    let def = client.request("textDocument/definition", position(&main_uri, 1, 27));
    assert_eq!(def["result"]["uri"], header_uri, "{def}");
    assert_eq!(
        def["result"]["range"],
        json!({ "start": { "line": 1, "character": 6 }, "end": { "line": 1, "character": 8 } })
    );

    // Malformed requests fail alone.
    let bad = client.request("textDocument/hover", json!({ "textDocument": 5 }));
    assert_eq!(bad["error"]["code"], -32602, "{bad}");
    let unknown = client.request("hlslc/noSuchRequest", json!({}));
    assert_eq!(unknown["error"]["code"], -32601, "{unknown}");
    client.notify("textDocument/didChange", json!({ "nonsense": true }));
    let symbols = client.request(
        "textDocument/documentSymbol",
        json!({ "textDocument": { "uri": main_uri } }),
    );
    assert_eq!(symbols["result"][0]["name"], "f", "{symbols}");

    client.shutdown();
}

#[test]
fn utf8_positions_when_offered() {
    let dir = scratch("lsp-utf8");
    // `é` is two bytes and one UTF-16 unit: `y` is at byte column 13
    // (UTF-16 column 12).
    let text = "/*é*/ float y = 1.0;\nfloat g() { return y; }\n";
    let main = write(&dir, "main.hlsl", text);
    let main_uri = uri(&main);
    let mut client = Client::start(&[]);
    let init = client.initialize(&["utf-8", "utf-16"]);
    assert_eq!(init["result"]["capabilities"]["positionEncoding"], "utf-8");
    client.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": main_uri, "languageId": "hlsl", "version": 1, "text": text } }),
    );
    let def = client.request("textDocument/definition", position(&main_uri, 1, 19));
    assert_eq!(
        def["result"]["range"]["start"],
        json!({ "line": 0, "character": 13 }),
        "{def}"
    );
    client.shutdown();
}
