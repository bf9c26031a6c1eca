//! Fixture tests, in rust-analyzer's style: each file under
//! `tests/fixtures/<feature>/` is a fixture (one or more files, each after
//! a `//- /path` line; without one the fixture is `/main.hlsl`), with a
//! `$0` cursor in the first file where the feature needs one. The feature's
//! answer, rendered as text, must equal the `.snap` file beside it;
//! `UPDATE_SNAPSHOTS=1` writes the snapshots instead (review the diff).

use hlsl_ide::line_index::{Encoding, LineIndex};
use hlsl_ide::{AnalysisHost, FileAnalysis, FileRange};
use libtest_mimic::{Arguments, Failed, Trial};
use std::fmt::Write;
use std::path::{Path, PathBuf};

const CURSOR: &str = "$0";

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut trials = Vec::new();
    for feature in [
        "diagnostics",
        "hover",
        "goto_definition",
        "references",
        "document_symbols",
    ] {
        let dir = root.join(feature);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "hlsl" || x == "whlsl"))
            .collect();
        paths.sort();
        for path in paths {
            let name = format!(
                "{feature}::{}",
                path.file_stem().unwrap_or_default().to_string_lossy()
            );
            trials.push(Trial::test(name, move || run(feature, &path)));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}

/// A fixture's files (path, text without the cursor) and the cursor's
/// offset in the first file.
struct Fixture {
    files: Vec<(String, String)>,
    cursor: Option<u32>,
}

fn parse_fixture(text: &str, default_name: &str) -> Result<Fixture, String> {
    let mut files: Vec<(String, String)> = Vec::new();
    for line in text.split_inclusive('\n') {
        if let Some(path) = line.strip_prefix("//- ") {
            files.push((path.trim().to_string(), String::new()));
        } else {
            if files.is_empty() {
                files.push((default_name.to_string(), String::new()));
            }
            files.last_mut().expect("a file").1.push_str(line);
        }
    }
    let mut cursor = None;
    for (i, (_, text)) in files.iter_mut().enumerate() {
        if let Some(at) = text.find(CURSOR) {
            if i != 0 {
                return Err("the cursor must be in the first file".into());
            }
            text.replace_range(at..at + CURSOR.len(), "");
            cursor = Some(at as u32);
        }
    }
    Ok(Fixture { files, cursor })
}

fn run(feature: &str, path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let default_name = match path.extension().and_then(|x| x.to_str()) {
        Some("whlsl") => "/main.whlsl",
        _ => "/main.hlsl",
    };
    let fixture = parse_fixture(&text, default_name)?;
    let host = AnalysisHost::default();
    for (name, text) in &fixture.files {
        host.set_file(name, text.as_str());
    }
    let main = &fixture.files[0].0;
    let analysis = host.analyze(main).ok_or("the main file is not open")?;
    let cursor = || fixture.cursor.ok_or("this feature needs a $0 cursor");
    let actual = match feature {
        "diagnostics" => render_diagnostics(&analysis),
        "hover" => render_hover(&analysis, cursor()?),
        "goto_definition" => render_definition(&analysis, cursor()?),
        "references" => render_references(&analysis, cursor()?),
        "document_symbols" => render_symbols(&analysis),
        other => return Err(format!("unknown feature {other}").into()),
    };
    let snap = path.with_extension("snap");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&snap, &actual).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(&snap).map_err(|e| {
        format!(
            "{}: {e} (UPDATE_SNAPSHOTS=1 writes it); the answer is:\n{actual}",
            snap.display()
        )
    })?;
    if expected != actual {
        return Err(format!(
            "{} differs (UPDATE_SNAPSHOTS=1 rewrites it)\n--- expected\n{expected}\n--- actual\n{actual}",
            snap.display()
        )
        .into());
    }
    Ok(())
}

/// `file:line:col` (one-based, columns in bytes) and the text there.
fn place(analysis: &FileAnalysis, at: &FileRange) -> String {
    let Some(text) = analysis.file_text(&at.file) else {
        return format!("{}:?", at.file);
    };
    let index = LineIndex::new(text);
    let lc = index.line_col(at.range.start, Encoding::Utf8);
    let covered = &text[at.range.start as usize..at.range.end as usize];
    format!("{}:{}:{} `{covered}`", at.file, lc.line + 1, lc.col + 1)
}

fn main_place(analysis: &FileAnalysis, range: hlsl_ide::TextRange) -> String {
    let file = analysis.files()[0].clone();
    place(analysis, &FileRange { file, range })
}

fn render_diagnostics(analysis: &FileAnalysis) -> String {
    let mut out = String::new();
    for d in analysis.diagnostics() {
        let _ = writeln!(
            out,
            "{}: {}: {} [{}]",
            place(analysis, &d.at),
            d.severity.as_str(),
            d.message,
            d.code
        );
        for (at, message) in &d.related {
            let _ = writeln!(out, "  {}: {message}", place(analysis, at));
        }
    }
    for at in analysis.inactive_regions() {
        let _ = writeln!(out, "{}: inactive", place(analysis, &at));
    }
    if out.is_empty() {
        out.push_str("no diagnostics\n");
    }
    out
}

fn render_hover(analysis: &FileAnalysis, cursor: u32) -> String {
    match analysis.hover(cursor) {
        Some(h) => format!("{}\n{}\n", main_place(analysis, h.range), h.markup),
        None => "no hover\n".to_string(),
    }
}

fn render_definition(analysis: &FileAnalysis, cursor: u32) -> String {
    match analysis.goto_definition(cursor) {
        Some(nav) => {
            let origin = nav
                .origin
                .map_or("?".to_string(), |r| main_place(analysis, r));
            format!("{origin}\n-> {}\n", place(analysis, &nav.target))
        }
        None => "no definition\n".to_string(),
    }
}

fn render_references(analysis: &FileAnalysis, cursor: u32) -> String {
    let mut out = String::new();
    for at in analysis.references(cursor, true) {
        let _ = writeln!(out, "{}", place(analysis, &at));
    }
    if out.is_empty() {
        out.push_str("no references\n");
    }
    out
}

fn render_symbols(analysis: &FileAnalysis) -> String {
    fn walk(
        analysis: &FileAnalysis,
        symbols: &[hlsl_ide::document_symbols::Symbol],
        depth: usize,
        out: &mut String,
    ) {
        for s in symbols {
            let detail = s
                .detail
                .as_deref()
                .map_or(String::new(), |d| format!(": {d}"));
            let _ = writeln!(
                out,
                "{}{:?} {}{detail} @ {}",
                "  ".repeat(depth),
                s.kind,
                s.name,
                main_place(analysis, s.selection)
            );
            walk(analysis, &s.children, depth + 1, out);
        }
    }
    let mut out = String::new();
    walk(analysis, &analysis.document_symbols(), 0, &mut out);
    if out.is_empty() {
        out.push_str("no symbols\n");
    }
    out
}
