//! `hlslc lsp` as an editor runs it: a process spoken to in JSON-RPC over
//! stdio. Initialize, open a file that includes another, edit it and get
//! its diagnostics, hover, go to a definition in the included file,
//! survive malformed requests, shut down. Then mutants of the repository's
//! shaders (as `tests/robustness.rs` makes them) through `didChange`: no
//! handler panics.

mod common;
#[path = "common/lsp_framing.rs"]
mod lsp_framing;

use common::{scratch, write};
use lsp_framing::read_message;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::sync::{Arc, Mutex};
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
    /// What the server logged.
    log: Arc<Mutex<String>>,
}

impl Client {
    fn start(args: &[&str]) -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hlslc"))
            .arg("lsp")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start hlslc lsp");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let stderr = child.stderr.take().expect("stderr");
        let log = Arc::new(Mutex::new(String::new()));
        let sink = log.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                eprintln!("server: {line}");
                let mut log = sink.lock().unwrap_or_else(|e| e.into_inner());
                log.push_str(&line);
                log.push('\n');
            }
        });
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
            log,
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

    // Its references: the call here, and the declaration in the header.
    let refs = client.request(
        "textDocument/references",
        json!({
            "textDocument": { "uri": main_uri },
            "position": { "line": 1, "character": 27 },
            "context": { "includeDeclaration": true },
        }),
    );
    let uris: Vec<&Value> = refs["result"]
        .as_array()
        .map(|a| a.iter().map(|l| &l["uri"]).collect())
        .unwrap_or_default();
    assert_eq!(uris, [&json!(main_uri), &json!(header_uri)], "{refs}");

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

    // Opening the header and breaking it shows its error there; closing
    // it clears them.
    let broken_header = "float sq(float x) { return x * y; }\n";
    client.pending.clear();
    client.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": header_uri, "languageId": "hlsl", "version": 1, "text": broken_header } }),
    );
    // (Publications for the header may still be on their way: the last
    // one is what the editor shows.)
    while client.diagnostics(&header_uri).len() != 1 {}
    client.notify(
        "textDocument/didClose",
        json!({ "textDocument": { "uri": header_uri } }),
    );
    while !client.diagnostics(&header_uri).is_empty() {}

    client.shutdown();
}

#[test]
fn hlslc_toml_configures_files() {
    let dir = scratch("lsp-toml");
    std::fs::create_dir_all(dir.join("shaders/include")).expect("folders");
    write(
        &dir,
        "hlslc.toml",
        "[[files]]\nglob = \"shaders/*.hlsl\"\nflags = \"-T cs_6_0 -E main -I shaders/include -D GROUP=8\"\n",
    );
    write(
        &dir.join("shaders/include"),
        "group.hlsli",
        "static const uint Size = GROUP;\n",
    );
    // The include directory and the define come from hlslc.toml (as a
    // library, `<group.hlsli>` is not found and `Size` is no constant).
    let text = "#include <group.hlsli>\n[numthreads(Size, 1, 1)]\nvoid main() { uint n = Size; }\n";
    let main = write(&dir.join("shaders"), "a.hlsl", text);
    let main_uri = uri(&main);
    let mut client = Client::start(&[]);
    client.initialize(&[]);
    client.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": main_uri, "languageId": "hlsl", "version": 1, "text": text } }),
    );
    let diags = client.diagnostics(&main_uri);
    assert!(diags.is_empty(), "{diags:?}");
    let hover = client.request("textDocument/hover", position(&main_uri, 2, 24));
    let text = hover["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_default();
    assert!(text.contains("uint Size"), "{hover}");
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

/// xorshift64*, as `tests/robustness.rs`: a failure names its mutant.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n.max(1) as u64) as usize
    }
}

/// A deleted range, a deleted or duplicated line, or an inserted token.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let boundary = |mut i: usize| {
        while i < text.len() && !text.is_char_boundary(i) {
            i += 1;
        }
        i.min(text.len())
    };
    let lines: Vec<&str> = text.lines().collect();
    match rng.below(4) {
        0 => {
            let lo = boundary(rng.below(text.len()));
            let hi = boundary(lo + 1 + rng.below(8));
            format!("{}{}", &text[..lo], &text[hi..])
        }
        1 if !lines.is_empty() => {
            let drop = rng.below(lines.len());
            let kept: Vec<&str> = (0..lines.len())
                .filter(|&i| i != drop)
                .map(|i| lines[i])
                .collect();
            kept.join("\n")
        }
        2 if !lines.is_empty() => {
            let mut out = lines.clone();
            let dup = rng.below(lines.len());
            out.insert(dup, lines[dup]);
            out.join("\n")
        }
        _ => {
            let at = boundary(rng.below(text.len() + 1));
            let token = [
                "(",
                ")",
                "{",
                "}",
                ";",
                ",",
                "x",
                "float3",
                "return",
                "#if 0",
                "#include \"x\"",
            ][rng.below(11)];
            format!("{} {token} {}", &text[..at], &text[at..])
        }
    }
}

#[test]
fn mutants_through_did_change() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/shaders");
    let mut shaders: Vec<_> = std::fs::read_dir(&root)
        .expect("tests/shaders")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "hlsl"))
        .collect();
    shaders.sort();
    let mut client = Client::start(&[]);
    client.initialize(&[]);
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for path in shaders.iter().take(6) {
        let text = std::fs::read_to_string(path).expect("read");
        let file_uri = uri(&path.display().to_string());
        client.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": file_uri, "languageId": "hlsl", "version": 0, "text": text } }),
        );
        for version in 1..=30 {
            let mutant = mutate(&text, &mut rng);
            client.notify(
                "textDocument/didChange",
                json!({
                    "textDocument": { "uri": file_uri, "version": version },
                    "contentChanges": [{ "text": mutant }],
                }),
            );
            let line = rng.below(mutant.lines().count().max(1)) as u32;
            let at = position(&file_uri, line, rng.below(20) as u32);
            for method in ["textDocument/hover", "textDocument/definition"] {
                let answer = client.request(method, at.clone());
                assert!(
                    answer.get("error").is_none(),
                    "{method} on {}: {answer}",
                    path.display()
                );
            }
            let symbols = client.request(
                "textDocument/documentSymbol",
                json!({ "textDocument": { "uri": file_uri } }),
            );
            assert!(symbols.get("error").is_none(), "{symbols}");
        }
    }
    let log = client.log.lock().unwrap_or_else(|e| e.into_inner()).clone();
    assert!(!log.contains("panicked"), "{log}");
    client.shutdown();
}
