//! A small JSON writer for the diagnostics document
//! ([`crate::render::render_json`]). The library carries no JSON crate (a
//! Rust user gets the `serde` feature instead); this writes the few shapes
//! the document has, formatted as `serde_json::to_string_pretty` does (the
//! command line's output, checked against serde_json by the tests).

use std::fmt::Write;

/// A JSON value; objects keep their keys in the order given.
pub(crate) enum Json {
    Null,
    Number(u64),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(&'static str, Json)>),
}

impl Json {
    /// A string, or null.
    pub(crate) fn opt_str(s: Option<&str>) -> Json {
        s.map_or(Json::Null, |s| Json::String(s.to_string()))
    }

    /// A number, or null.
    pub(crate) fn opt_num(n: Option<u32>) -> Json {
        n.map_or(Json::Null, |n| Json::Number(n.into()))
    }

    /// The value pretty-printed with two-space indentation.
    pub(crate) fn pretty(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 0);
        out
    }

    fn write(&self, out: &mut String, depth: usize) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Number(n) => {
                let _ = write!(out, "{n}");
            }
            Json::String(s) => string(out, s),
            Json::Array(items) if items.is_empty() => out.push_str("[]"),
            Json::Object(fields) if fields.is_empty() => out.push_str("{}"),
            Json::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    separator(out, i, depth + 1);
                    item.write(out, depth + 1);
                }
                newline(out, depth);
                out.push(']');
            }
            Json::Object(fields) => {
                out.push('{');
                for (i, (key, value)) in fields.iter().enumerate() {
                    separator(out, i, depth + 1);
                    string(out, key);
                    out.push_str(": ");
                    value.write(out, depth + 1);
                }
                newline(out, depth);
                out.push('}');
            }
        }
    }
}

fn separator(out: &mut String, index: usize, depth: usize) {
    if index > 0 {
        out.push(',');
    }
    newline(out, depth);
}

fn newline(out: &mut String, depth: usize) {
    out.push('\n');
    for _ in 0..depth {
        out.push_str("  ");
    }
}

/// A JSON string with serde_json's escapes: the quote, the backslash and
/// control characters (short forms where JSON has them).
fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_what_serde_json_writes() {
        let doc = Json::Array(vec![
            Json::Object(vec![
                ("a", Json::Null),
                ("b", Json::Number(3)),
                ("c", Json::String("q\"\\\n\t\u{1}\u{8}\u{c}\r é/".into())),
                ("d", Json::Array(vec![])),
                ("e", Json::Object(vec![])),
                ("f", Json::Array(vec![Json::Number(1), Json::Null])),
            ]),
            Json::Array(vec![]),
        ]);
        let expected = serde_json::json!([
            {"a": null, "b": 3, "c": "q\"\\\n\t\u{1}\u{8}\u{c}\r é/", "d": [], "e": {},
             "f": [1, null]},
            []
        ]);
        assert_eq!(
            doc.pretty(),
            serde_json::to_string_pretty(&expected).unwrap()
        );
        assert_eq!(Json::Array(vec![]).pretty(), "[]");
    }
}
