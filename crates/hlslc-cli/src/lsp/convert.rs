//! The analysis's values (paths, byte ranges) to the protocol's (URIs,
//! lines and columns in the negotiated encoding), and back.

use hlsl_ide::line_index::{Encoding, LineCol, LineIndex};
use hlsl_ide::TextRange;
use lsp_types::{Position, Range, Uri};
use std::str::FromStr;

/// The path of a `file:` URI (percent-decoded); other schemes are used as
/// written, as names of in-memory files.
pub fn path_of(uri: &Uri) -> String {
    let text = uri.as_str();
    let Some(rest) = text.strip_prefix("file://") else {
        return text.to_string();
    };
    let mut bytes = Vec::with_capacity(rest.len());
    let mut it = rest.bytes();
    while let Some(b) = it.next() {
        if b == b'%' {
            let hex: Vec<u8> = it.by_ref().take(2).collect();
            let value = std::str::from_utf8(&hex)
                .ok()
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            match value {
                Some(v) => bytes.push(v),
                None => {
                    bytes.push(b);
                    bytes.extend(hex);
                }
            }
        } else {
            bytes.push(b);
        }
    }
    let path = String::from_utf8_lossy(&bytes).into_owned();
    // `file:///C:/x` on Windows is the path `C:/x`.
    match path.as_bytes() {
        [b'/', drive, b':', ..] if drive.is_ascii_alphabetic() => path[1..].to_string(),
        _ => path,
    }
}

/// The `file:` URI of a path (or the name itself, if it is a URI already).
pub fn uri_of(path: &str) -> Option<Uri> {
    if path.contains("://") {
        return Uri::from_str(path).ok();
    }
    let mut text = String::from("file://");
    if !path.starts_with('/') {
        text.push('/');
    }
    for b in path.replace('\\', "/").bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~:".contains(&b) {
            text.push(b as char);
        } else {
            text.push_str(&format!("%{b:02X}"));
        }
    }
    Uri::from_str(&text).ok()
}

pub fn position(index: &LineIndex<'_>, offset: u32, encoding: Encoding) -> Position {
    let at = index.line_col(offset, encoding);
    Position::new(at.line, at.col)
}

pub fn range(index: &LineIndex<'_>, range: TextRange, encoding: Encoding) -> Range {
    Range::new(
        position(index, range.start, encoding),
        position(index, range.end, encoding),
    )
}

pub fn offset(index: &LineIndex<'_>, position: Position, encoding: Encoding) -> u32 {
    index.offset(
        LineCol {
            line: position.line,
            col: position.character,
        },
        encoding,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_uris_round_trip() {
        for path in ["/tmp/a b/shader.hlsl", "/x/ü.hlsli", "/plain.hlsl"] {
            let uri = uri_of(path).unwrap();
            assert_eq!(path_of(&uri), path, "{}", uri.as_str());
        }
        let uri = Uri::from_str("file:///C:/shaders/a.hlsl").unwrap();
        assert_eq!(path_of(&uri), "C:/shaders/a.hlsl");
    }
}
