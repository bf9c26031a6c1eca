//! One function per request and notification: protocol values in, the
//! analysis asked, protocol values out.

use super::convert::{self, path_of, uri_of};
use super::Server;
use hlsl_base::Severity;
use hlsl_ide::document_symbols::{Symbol, SymbolKind};
use hlsl_ide::line_index::LineIndex;
use hlsl_ide::FileAnalysis;
use lsp_server::{ErrorCode, Notification, Request};
use lsp_types::notification::{self as n, Notification as _};
use lsp_types::request::{self as r, Request as _};
use lsp_types::{
    DiagnosticRelatedInformation, DiagnosticSeverity, DocumentSymbol, GotoDefinitionResponse,
    Hover, HoverContents, Location, MarkupContent, MarkupKind, NumberOrString,
    PublishDiagnosticsParams, TextDocumentPositionParams,
};
use serde::de::DeserializeOwned;

type Answer = Result<serde_json::Value, (ErrorCode, String)>;

/// A method that panics, for the test of the guard (tests only).
#[cfg(test)]
pub(super) const PANIC_FOR_TESTS: &str = "hlslc/panicForTests";

fn params<P: DeserializeOwned>(value: serde_json::Value) -> Result<P, (ErrorCode, String)> {
    serde_json::from_value(value)
        .map_err(|e| (ErrorCode::InvalidParams, format!("invalid parameters: {e}")))
}

fn json<T: serde::Serialize>(value: T) -> Answer {
    serde_json::to_value(value).map_err(|e| (ErrorCode::InternalError, e.to_string()))
}

pub(super) fn request(server: &mut Server, request: Request) -> Answer {
    match request.method.as_str() {
        r::HoverRequest::METHOD => hover(server, params(request.params)?),
        r::GotoDefinition::METHOD => {
            let p: lsp_types::GotoDefinitionParams = params(request.params)?;
            definition(server, p.text_document_position_params)
        }
        r::References::METHOD => references(server, params(request.params)?),
        r::DocumentSymbolRequest::METHOD => {
            let p: lsp_types::DocumentSymbolParams = params(request.params)?;
            document_symbols(server, &p.text_document.uri)
        }
        #[cfg(test)]
        PANIC_FOR_TESTS => panic!("as the test asks"),
        other => Err((
            ErrorCode::MethodNotFound,
            format!("unknown request '{other}'"),
        )),
    }
}

pub(super) fn notify(server: &mut Server, notification: Notification) {
    let method = notification.method.as_str();
    let result: Result<(), String> = match method {
        n::DidOpenTextDocument::METHOD => {
            serde_json::from_value::<lsp_types::DidOpenTextDocumentParams>(notification.params)
                .map(|p| {
                    let path = path_of(&p.text_document.uri);
                    server.host.set_file(&path, p.text_document.text);
                    server.changed();
                })
                .map_err(|e| e.to_string())
        }
        n::DidChangeTextDocument::METHOD => {
            serde_json::from_value::<lsp_types::DidChangeTextDocumentParams>(notification.params)
                .map(|p| {
                    let path = path_of(&p.text_document.uri);
                    // Full synchronisation: the last change is the text.
                    if let Some(change) = p.content_changes.into_iter().last() {
                        server.host.set_file(&path, change.text);
                    }
                    server.changed();
                })
                .map_err(|e| e.to_string())
        }
        n::DidCloseTextDocument::METHOD => {
            serde_json::from_value::<lsp_types::DidCloseTextDocumentParams>(notification.params)
                .map(|p| {
                    let path = path_of(&p.text_document.uri);
                    server.host.remove_file(&path);
                    server.changed();
                    // Its diagnostics are cleared.
                    server.dirty.insert(path);
                })
                .map_err(|e| e.to_string())
        }
        _ => Ok(()),
    };
    if let Err(e) = result {
        eprintln!("hlslc lsp: invalid '{method}' notification: {e}");
    }
}

/// The analysis of the file at a position, and the position as a byte
/// offset.
fn at(
    server: &mut Server,
    p: &TextDocumentPositionParams,
) -> Option<(std::rc::Rc<FileAnalysis>, u32)> {
    let path = path_of(&p.text_document.uri);
    let analysis = server.analysis(&path)?;
    let offset = convert::offset(
        &LineIndex::new(analysis.text()),
        p.position,
        server.encoding,
    );
    Some((analysis, offset))
}

fn hover(server: &mut Server, p: lsp_types::HoverParams) -> Answer {
    let p = p.text_document_position_params;
    let Some((analysis, offset)) = at(server, &p) else {
        return json(None::<Hover>);
    };
    let Some(h) = analysis.hover(offset) else {
        return json(None::<Hover>);
    };
    let index = LineIndex::new(analysis.text());
    json(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: h.markup,
        }),
        range: Some(convert::range(&index, h.range, server.encoding)),
    })
}

fn definition(server: &mut Server, p: TextDocumentPositionParams) -> Answer {
    let Some((analysis, offset)) = at(server, &p) else {
        return json(None::<GotoDefinitionResponse>);
    };
    let target = analysis.goto_definition(offset).and_then(|nav| {
        let text = analysis.file_text(&nav.target.file)?;
        let range = convert::range(&LineIndex::new(text), nav.target.range, server.encoding);
        Some(Location::new(uri_of(&nav.target.file)?, range))
    });
    json(target.map(GotoDefinitionResponse::Scalar))
}

fn references(server: &mut Server, p: lsp_types::ReferenceParams) -> Answer {
    let Some((analysis, offset)) = at(server, &p.text_document_position) else {
        return json(None::<Vec<Location>>);
    };
    let locations: Vec<Location> = analysis
        .references(offset, p.context.include_declaration)
        .into_iter()
        .filter_map(|at| {
            let text = analysis.file_text(&at.file)?;
            let range = convert::range(&LineIndex::new(text), at.range, server.encoding);
            Some(Location::new(uri_of(&at.file)?, range))
        })
        .collect();
    json(locations)
}

fn symbol_kind(kind: SymbolKind) -> lsp_types::SymbolKind {
    use lsp_types::SymbolKind as K;
    match kind {
        SymbolKind::Function => K::FUNCTION,
        SymbolKind::Method => K::METHOD,
        SymbolKind::Struct => K::STRUCT,
        SymbolKind::Interface => K::INTERFACE,
        SymbolKind::Field => K::FIELD,
        SymbolKind::Variable => K::VARIABLE,
        SymbolKind::Buffer => K::OBJECT,
        SymbolKind::Typedef => K::TYPE_PARAMETER,
        SymbolKind::Enum => K::ENUM,
        SymbolKind::EnumMember => K::ENUM_MEMBER,
        SymbolKind::Namespace => K::NAMESPACE,
    }
}

fn document_symbols(server: &mut Server, uri: &lsp_types::Uri) -> Answer {
    let path = path_of(uri);
    let Some(analysis) = server.analysis(&path) else {
        return json(None::<Vec<DocumentSymbol>>);
    };
    let index = LineIndex::new(analysis.text());
    let encoding = server.encoding;
    #[allow(deprecated)] // `deprecated` is a field the type still has.
    fn convert_symbol(
        s: Symbol,
        index: &LineIndex<'_>,
        encoding: hlsl_ide::line_index::Encoding,
    ) -> DocumentSymbol {
        DocumentSymbol {
            name: s.name,
            detail: s.detail,
            kind: symbol_kind(s.kind),
            tags: None,
            deprecated: None,
            range: convert::range(index, s.range, encoding),
            selection_range: convert::range(index, s.selection, encoding),
            children: Some(
                s.children
                    .into_iter()
                    .map(|c| convert_symbol(c, index, encoding))
                    .collect(),
            ),
        }
    }
    let symbols: Vec<DocumentSymbol> = analysis
        .document_symbols()
        .into_iter()
        .map(|s| convert_symbol(s, &index, encoding))
        .collect();
    json(symbols)
}

/// The `publishDiagnostics` notifications for the open file `path`: its
/// own, and one for each file it includes (so an error in a header shows
/// there; the latest analysis that reads a header speaks for it).
pub(super) fn diagnostics(server: &mut Server, path: &str) -> Vec<Notification> {
    let Some(analysis) = server.analysis(path) else {
        // Closed: nothing to show for it any more.
        let Some(uri) = uri_of(path) else {
            return Vec::new();
        };
        let params = PublishDiagnosticsParams::new(uri, Vec::new(), None);
        return vec![Notification::new(
            n::PublishDiagnostics::METHOD.to_string(),
            params,
        )];
    };
    let encoding = server.encoding;
    let mut notifications = Vec::new();
    let all = analysis.diagnostics();
    for file in analysis.files() {
        let (Some(uri), Some(text)) = (uri_of(&file), analysis.file_text(&file)) else {
            continue;
        };
        let index = LineIndex::new(text);
        let inactive = analysis
            .inactive_regions()
            .into_iter()
            .filter(|r| r.file == file)
            .map(|r| lsp_types::Diagnostic {
                range: convert::range(&index, r.range, encoding),
                severity: Some(DiagnosticSeverity::HINT),
                source: Some("hlslc".to_string()),
                message: "inactive preprocessor group".to_string(),
                tags: Some(vec![lsp_types::DiagnosticTag::UNNECESSARY]),
                ..Default::default()
            });
        let diagnostics = all
            .iter()
            .filter(|d| d.at.file == file)
            .map(|d| lsp_types::Diagnostic {
                range: convert::range(&index, d.at.range, encoding),
                severity: Some(match d.severity {
                    Severity::Error => DiagnosticSeverity::ERROR,
                    Severity::Warning => DiagnosticSeverity::WARNING,
                    Severity::Note => DiagnosticSeverity::INFORMATION,
                }),
                code: Some(NumberOrString::String(d.code.clone())),
                source: Some("hlslc".to_string()),
                message: d.message.clone(),
                related_information: related(&analysis, &d.related, encoding),
                ..Default::default()
            })
            .chain(inactive)
            .collect();
        let params = PublishDiagnosticsParams::new(uri, diagnostics, None);
        notifications.push(Notification::new(
            n::PublishDiagnostics::METHOD.to_string(),
            params,
        ));
    }
    notifications
}

fn related(
    analysis: &FileAnalysis,
    notes: &[(hlsl_ide::FileRange, String)],
    encoding: hlsl_ide::line_index::Encoding,
) -> Option<Vec<DiagnosticRelatedInformation>> {
    let related: Vec<_> = notes
        .iter()
        .filter_map(|(at, message)| {
            let text = analysis.file_text(&at.file)?;
            let range = convert::range(&LineIndex::new(text), at.range, encoding);
            Some(DiagnosticRelatedInformation {
                location: Location::new(uri_of(&at.file)?, range),
                message: message.clone(),
            })
        })
        .collect();
    (!related.is_empty()).then_some(related)
}
