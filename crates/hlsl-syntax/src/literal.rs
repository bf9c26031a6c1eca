//! The values of numeric literals (the lexer only finds their extent).

use crate::ast::{FloatSuffix, IntSuffix};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LiteralError {
    /// Not a number HLSL accepts (bad digit or suffix).
    Invalid,
    /// An integer that does not fit in 64 bits.
    TooLarge,
}

/// `123`, `0x1F`, `017`, `0b101` (HLSL 2021), with suffixes `u`, `l`,
/// `ul`, `lu`, `ll`, `ull`.
pub fn parse_int(text: &str) -> Result<(u64, IntSuffix), LiteralError> {
    let (radix, body) = if let Some(rest) = text.strip_prefix("0x").or(text.strip_prefix("0X")) {
        (16, rest)
    } else if let Some(rest) = text.strip_prefix("0b").or(text.strip_prefix("0B")) {
        (2, rest)
    } else if text.len() > 1 && text.starts_with('0') {
        (8, &text[1..])
    } else {
        (10, text)
    };
    let digits_end = body
        .find(|c: char| !(c.is_digit(radix) || (radix == 8 && c.is_ascii_digit())))
        .unwrap_or(body.len());
    let (digits, suffix) = body.split_at(digits_end);
    let suffix = match suffix.to_ascii_lowercase().as_str() {
        "" => IntSuffix::None,
        "u" => IntSuffix::U,
        "l" | "ll" => IntSuffix::L,
        "ul" | "lu" | "ull" | "llu" => IntSuffix::UL,
        _ => return Err(LiteralError::Invalid),
    };
    if digits.is_empty() && radix != 8 {
        return Err(LiteralError::Invalid);
    }
    let mut value: u64 = 0;
    for c in digits.chars() {
        let d = c.to_digit(radix).ok_or(LiteralError::Invalid)?;
        value = value
            .checked_mul(u64::from(radix))
            .and_then(|v| v.checked_add(u64::from(d)))
            .ok_or(LiteralError::TooLarge)?;
    }
    Ok((value, suffix))
}

/// `1.0`, `1.`, `.5`, `1e-3`, with suffixes `f`, `h`, `l` (any case).
pub fn parse_float(text: &str) -> Result<(f64, FloatSuffix), LiteralError> {
    let (body, suffix) = match text.as_bytes().last() {
        Some(b'f' | b'F') => (&text[..text.len() - 1], FloatSuffix::F),
        Some(b'h' | b'H') => (&text[..text.len() - 1], FloatSuffix::H),
        Some(b'l' | b'L') => (&text[..text.len() - 1], FloatSuffix::L),
        _ => (text, FloatSuffix::None),
    };
    // Rust's grammar is C's without suffixes, but it also takes `inf`/`nan`,
    // which cannot occur here: the lexer starts numbers with a digit or '.'.
    if !body
        .bytes()
        .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
    {
        return Err(LiteralError::Invalid);
    }
    body.parse::<f64>()
        .map(|v| (v, suffix))
        .map_err(|_| LiteralError::Invalid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers() {
        assert_eq!(parse_int("0"), Ok((0, IntSuffix::None)));
        assert_eq!(parse_int("42u"), Ok((42, IntSuffix::U)));
        assert_eq!(parse_int("0x1F"), Ok((31, IntSuffix::None)));
        assert_eq!(parse_int("0XffUL"), Ok((255, IntSuffix::UL)));
        assert_eq!(parse_int("017"), Ok((15, IntSuffix::None)));
        assert_eq!(parse_int("7l"), Ok((7, IntSuffix::L)));
        assert_eq!(
            parse_int("18446744073709551615"),
            Ok((u64::MAX, IntSuffix::None))
        );
        assert_eq!(
            parse_int("18446744073709551616"),
            Err(LiteralError::TooLarge)
        );
        assert_eq!(parse_int("09"), Err(LiteralError::Invalid));
        assert_eq!(parse_int("0x"), Err(LiteralError::Invalid));
        assert_eq!(parse_int("1f"), Err(LiteralError::Invalid));
        assert_eq!(parse_int("3e"), Err(LiteralError::Invalid));
        assert_eq!(parse_int("0xfu"), Ok((15, IntSuffix::U)));
        assert_eq!(parse_int("0b101"), Ok((5, IntSuffix::None)));
        assert_eq!(parse_int("0B11u"), Ok((3, IntSuffix::U)));
        assert_eq!(parse_int("0b"), Err(LiteralError::Invalid));
        assert_eq!(parse_int("0b102"), Err(LiteralError::Invalid));
    }

    #[test]
    fn floats() {
        assert_eq!(parse_float("1.0"), Ok((1.0, FloatSuffix::None)));
        assert_eq!(parse_float("1."), Ok((1.0, FloatSuffix::None)));
        assert_eq!(parse_float(".5"), Ok((0.5, FloatSuffix::None)));
        assert_eq!(parse_float("1e-3"), Ok((0.001, FloatSuffix::None)));
        assert_eq!(parse_float("1.5f"), Ok((1.5, FloatSuffix::F)));
        assert_eq!(parse_float("2.0h"), Ok((2.0, FloatSuffix::H)));
        assert_eq!(parse_float("1.0L"), Ok((1.0, FloatSuffix::L)));
        assert_eq!(parse_float("1.0q"), Err(LiteralError::Invalid));
        assert_eq!(parse_float("1.0ff"), Err(LiteralError::Invalid));
    }
}
