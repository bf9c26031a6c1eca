//! `hlslc lsp`: the language server over stdio. The protocol loop is
//! `lsp-server`'s; each request asks [`hlsl_ide`] about one file, and the
//! answer is converted to the protocol's positions ([`convert`]).
//!
//! * Diagnostics are published when the message queue is empty after a
//!   change, so a burst of edits is analysed once (debouncing by the
//!   queue rather than by a timer).
//! * Every handler runs under the panic guard: a panic is logged to
//!   stderr and that request fails with `InternalError`; the server lives
//!   on.
//! * Positions are UTF-16 unless the client offers UTF-8.

mod convert;
mod handlers;

use crate::cli::{check_options, options_from_flags};
use hlsl_ide::line_index::Encoding;
use hlsl_ide::{AnalysisHost, Configure, FileAnalysis};
use hlslc::FrontendOptions;
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, Response};
use lsp_types::notification::Notification as _;
use lsp_types::{InitializeParams, PositionEncodingKind, ServerCapabilities};
use std::collections::{BTreeSet, HashMap};
use std::rc::Rc;

/// Each file's options: the server's own flags (`hlslc lsp -I inc`), then
/// the file's `// flags:` header or else its `hlslc.toml` entry, read as
/// `hlslc check` reads them.
struct CliConfigure {
    flags: Vec<String>,
}

impl Configure for CliConfigure {
    fn options(&self, path: &str, text: &str) -> Result<FrontendOptions, String> {
        let mut flags = self.flags.clone();
        let own = hlsl_ide::config::header_flags(text);
        if own.is_empty() {
            flags.extend(hlsl_ide::config::project_flags(std::path::Path::new(path))?);
        } else {
            flags.extend(own);
        }
        options_from_flags(&flags).map(check_options)
    }

    fn library(&self, _path: &str) -> FrontendOptions {
        options_from_flags(&self.flags)
            .map(check_options)
            .unwrap_or_else(|_| hlsl_ide::config::library())
    }
}

/// `hlslc lsp [FLAGS…]`; returns the exit status.
pub fn main(args: &[String]) -> i32 {
    if let Err(e) = crate::cli::parse(args) {
        eprint!("{}", e.render());
        return e.exit_code();
    }
    let flags = args.iter().skip(2).cloned().collect();
    let (connection, threads) = Connection::stdio();
    let status = match serve(&connection, flags) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("hlslc lsp: {e}");
            1
        }
    };
    drop(connection);
    if let Err(e) = threads.join() {
        eprintln!("hlslc lsp: {e}");
    }
    status
}

type Error = Box<dyn std::error::Error + Send + Sync>;

fn serve(connection: &Connection, flags: Vec<String>) -> Result<(), Error> {
    let (id, params) = connection.initialize_start()?;
    let params: InitializeParams = serde_json::from_value(params).unwrap_or_default();
    let encoding = negotiate(&params);
    let capabilities = ServerCapabilities {
        position_encoding: Some(match encoding {
            Encoding::Utf8 => PositionEncodingKind::UTF8,
            Encoding::Utf16 => PositionEncodingKind::UTF16,
        }),
        text_document_sync: Some(lsp_types::TextDocumentSyncCapability::Kind(
            lsp_types::TextDocumentSyncKind::FULL,
        )),
        hover_provider: Some(lsp_types::HoverProviderCapability::Simple(true)),
        definition_provider: Some(lsp_types::OneOf::Left(true)),
        references_provider: Some(lsp_types::OneOf::Left(true)),
        document_symbol_provider: Some(lsp_types::OneOf::Left(true)),
        ..Default::default()
    };
    let result = serde_json::json!({
        "capabilities": capabilities,
        "serverInfo": { "name": "hlslc", "version": env!("CARGO_PKG_VERSION") },
    });
    connection.initialize_finish(id, result)?;
    let mut server = Server {
        host: AnalysisHost::new(Box::new(CliConfigure { flags })),
        encoding,
        cache: HashMap::new(),
        dirty: BTreeSet::new(),
    };
    loop {
        if !server.dirty.is_empty() && connection.receiver.is_empty() {
            server.publish_diagnostics(connection)?;
        }
        let Ok(message) = connection.receiver.recv() else {
            return Ok(());
        };
        match message {
            Message::Request(request) => {
                if connection.handle_shutdown(&request)? {
                    return Ok(());
                }
                let response = server.guarded(request);
                connection.sender.send(Message::Response(response))?;
            }
            Message::Notification(notification) => {
                if notification.method == lsp_types::notification::Exit::METHOD {
                    return Ok(());
                }
                let method = notification.method.clone();
                if let Err(e) = hlslc::panic::guard(|| server.notify(notification)) {
                    eprintln!("hlslc lsp: the handler of '{method}' panicked: {}", e.0);
                }
            }
            Message::Response(_) => {}
        }
    }
}

/// UTF-8 if the client offers it (it saves converting), else UTF-16, the
/// protocol's default.
fn negotiate(params: &InitializeParams) -> Encoding {
    let offered = params
        .capabilities
        .general
        .as_ref()
        .and_then(|g| g.position_encodings.as_ref());
    match offered {
        Some(kinds) if kinds.contains(&PositionEncodingKind::UTF8) => Encoding::Utf8,
        _ => Encoding::Utf16,
    }
}

pub(crate) struct Server {
    host: AnalysisHost,
    encoding: Encoding,
    /// Analyses since the last change (any change empties it: a header's
    /// edit changes its includers).
    cache: HashMap<String, Rc<FileAnalysis>>,
    /// Open files whose diagnostics are to be published.
    dirty: BTreeSet<String>,
}

impl Server {
    fn analysis(&mut self, path: &str) -> Option<Rc<FileAnalysis>> {
        if let Some(a) = self.cache.get(path) {
            return Some(a.clone());
        }
        let a = Rc::new(self.host.analyze(path)?);
        self.cache.insert(path.to_string(), a.clone());
        Some(a)
    }

    /// After any change: every open file is analysed again when the queue
    /// empties (a header's edit changes the files that include it).
    fn changed(&mut self) {
        self.cache.clear();
        self.dirty.extend(self.host.open_files());
    }

    /// Answers a request under the panic guard.
    fn guarded(&mut self, request: Request) -> Response {
        let id = request.id.clone();
        let method = request.method.clone();
        match hlslc::panic::guard(|| self.handle(request)) {
            Ok(Ok(value)) => Response::new_ok(id, value),
            Ok(Err((code, message))) => Response::new_err(id, code as i32, message),
            Err(e) => {
                eprintln!("hlslc lsp: the handler of '{method}' panicked: {}", e.0);
                Response::new_err(
                    id,
                    ErrorCode::InternalError as i32,
                    format!("the handler of '{method}' panicked: {}", e.0),
                )
            }
        }
    }

    fn notify(&mut self, n: Notification) {
        handlers::notify(self, n);
    }

    fn handle(&mut self, request: Request) -> Result<serde_json::Value, (ErrorCode, String)> {
        handlers::request(self, request)
    }

    fn publish_diagnostics(&mut self, connection: &Connection) -> Result<(), Error> {
        let dirty = std::mem::take(&mut self.dirty);
        for path in dirty {
            let published = hlslc::panic::guard(|| handlers::diagnostics(self, &path));
            let notifications = match published {
                Ok(n) => n,
                Err(e) => {
                    eprintln!("hlslc lsp: diagnostics of '{path}' panicked: {}", e.0);
                    continue;
                }
            };
            for n in notifications {
                connection.sender.send(Message::Notification(n))?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lsp_server::RequestId;

    #[test]
    fn a_panicking_handler_fails_its_request_only() {
        hlslc::panic::install_quiet_hook();
        let mut server = Server {
            host: AnalysisHost::default(),
            encoding: Encoding::Utf16,
            cache: HashMap::new(),
            dirty: BTreeSet::new(),
        };
        let request = Request::new(
            RequestId::from(1),
            handlers::PANIC_FOR_TESTS.to_string(),
            serde_json::Value::Null,
        );
        let response = server.guarded(request);
        let error = response.response_result.expect_err("an error response");
        assert_eq!(error.code, ErrorCode::InternalError as i32);
        assert!(error.message.contains("panicked"), "{}", error.message);
    }
}
