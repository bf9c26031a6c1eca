//! Every request at many positions of the repository's own shaders
//! (tests/shaders, tests/ui, tests/preprocess, with their includes read
//! from the disk): no panic, and every range lies inside its file.

use hlsl_ide::{AnalysisHost, FileAnalysis, FileRange, TextRange};
use std::path::{Path, PathBuf};

/// Positions tried per file (evenly spread).
const POSITIONS: u32 = 40;

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "hlsl" || x == "whlsl")
            && std::fs::metadata(&p).is_ok_and(|m| m.len() < 32 * 1024)
        {
            out.push(p);
        }
    }
}

fn inside(analysis: &FileAnalysis, at: &FileRange, what: &str) {
    let len = analysis
        .file_text(&at.file)
        .unwrap_or_else(|| panic!("{what}: no file {}", at.file))
        .len() as u32;
    assert!(
        at.range.start <= at.range.end && at.range.end <= len,
        "{what}: {at:?} outside {len} bytes"
    );
}

fn inside_main(analysis: &FileAnalysis, range: TextRange, what: &str) {
    let file = analysis.files()[0].clone();
    inside(analysis, &FileRange { file, range }, what);
}

#[test]
fn every_request_everywhere_in_the_repository_shaders() {
    // The server's own stack (`hlslc lsp` runs on the driver's thread):
    // some files nest deeply on purpose.
    if let Err(e) = hlslc::panic::with_large_stack(sweep) {
        panic!("{}", e.0);
    }
}

fn sweep() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut paths = Vec::new();
    for dir in ["tests/shaders", "tests/ui", "tests/preprocess"] {
        files(&root.join(dir), &mut paths);
    }
    paths.sort();
    assert!(paths.len() > 100, "found {} files", paths.len());
    let host = AnalysisHost::default();
    let mut answered = 0;
    for path in &paths {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).unwrap_or_default();
        host.set_file(&name, text.as_str());
        let analysis = host.analyze(&name).expect("open");
        for d in analysis.diagnostics() {
            inside(&analysis, &d.at, &name);
        }
        for s in analysis.document_symbols() {
            inside_main(&analysis, s.range, &name);
            inside_main(&analysis, s.selection, &name);
        }
        let len = text.len() as u32;
        for k in 0..POSITIONS {
            let offset = len * k / POSITIONS;
            if let Some(h) = analysis.hover(offset) {
                inside_main(&analysis, h.range, &name);
                answered += 1;
            }
            if let Some(nav) = analysis.goto_definition(offset) {
                inside(&analysis, &nav.target, &name);
            }
        }
        host.remove_file(&name);
    }
    assert!(answered > 1000, "only {answered} hovers answered");
}
