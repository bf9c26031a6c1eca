//! Root signatures: the string of `[RootSignature("...")]`, parsed with
//! DXC's grammar (`tools/clang/lib/Parse/HLSLRootSignature.cpp`) into the
//! D3D12 version 1.1 description it stands for.
//!
//! ```text
//! RootSignature  := (Item ("," Item)*)? ","?
//! Item           := RootFlags(0 | FLAG ("|" FLAG)*)
//!                 | RootConstants(num32BitConstants = N, bN [, space = N] [, visibility = V])
//!                 | CBV(bN, ...) | SRV(tN, ...) | UAV(uN, ...)     [space, flags, visibility]
//!                 | DescriptorTable(Range | visibility = V, ...)
//!                 | StaticSampler(sN [, filter = F, addressU = A, ..., maxLOD = X])
//! Range          := CBV(bN, ...) | SRV(tN, ...) | UAV(uN, ...) | Sampler(sN, ...)
//!                   [numDescriptors = N | unbounded, space, flags, offset = N | DESCRIPTOR_RANGE_OFFSET_APPEND]
//! ```
//!
//! As in DXC, keywords ignore case, each parameter may be given once, and
//! errors use DXC's wording. Each error carries the byte range of the
//! string it is about, so the checker can point into the literal.

use std::ops::Range;

/// A parsed root signature. Enumerated values are kept as DXC spells
/// their keywords (`SHADER_VISIBILITY_PIXEL`, `FILTER_ANISOTROPIC`).
#[derive(Clone, Debug, PartialEq)]
pub struct RootSignature {
    /// The `RootFlags` set (none for `RootFlags(0)` or no `RootFlags`).
    pub flags: Vec<&'static str>,
    pub parameters: Vec<RootParameter>,
    pub static_samplers: Vec<StaticSampler>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RootParameter {
    pub kind: ParameterKind,
    pub visibility: &'static str,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ParameterKind {
    /// `RootConstants(num32BitConstants = N, bR)`.
    Constants {
        register: Register,
        num_32bit_values: u32,
    },
    /// `CBV(bR)`, `SRV(tR)`, `UAV(uR)`: a root descriptor.
    Descriptor {
        class: RangeClass,
        register: Register,
        flags: Vec<&'static str>,
    },
    DescriptorTable(Vec<DescriptorRange>),
}

/// A register and its space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Register {
    pub index: u32,
    pub space: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeClass {
    Cbv,
    Srv,
    Uav,
    Sampler,
}

impl RangeClass {
    /// The keyword (`CBV`, `SRV`, `UAV`, `Sampler`).
    pub fn name(self) -> &'static str {
        match self {
            RangeClass::Cbv => "CBV",
            RangeClass::Srv => "SRV",
            RangeClass::Uav => "UAV",
            RangeClass::Sampler => "Sampler",
        }
    }

    /// The register letter it binds.
    fn letter(self) -> char {
        match self {
            RangeClass::Cbv => 'b',
            RangeClass::Srv => 't',
            RangeClass::Uav => 'u',
            RangeClass::Sampler => 's',
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct DescriptorRange {
    pub class: RangeClass,
    pub register: Register,
    /// `None` for `unbounded`.
    pub num_descriptors: Option<u32>,
    /// `None` for `DESCRIPTOR_RANGE_OFFSET_APPEND` (the default).
    pub offset: Option<u32>,
    pub flags: Vec<&'static str>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StaticSampler {
    pub register: Register,
    pub visibility: &'static str,
    pub filter: &'static str,
    pub address_u: &'static str,
    pub address_v: &'static str,
    pub address_w: &'static str,
    pub mip_lod_bias: f32,
    pub max_anisotropy: u32,
    pub comparison_func: &'static str,
    pub border_color: &'static str,
    pub min_lod: f32,
    pub max_lod: f32,
}

/// A syntax error: DXC's message and the bytes of the string it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootSignatureError {
    pub message: String,
    pub at: Range<usize>,
}

const ROOT_FLAGS: &[&str] = &[
    "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT",
    "DENY_VERTEX_SHADER_ROOT_ACCESS",
    "DENY_HULL_SHADER_ROOT_ACCESS",
    "DENY_DOMAIN_SHADER_ROOT_ACCESS",
    "DENY_GEOMETRY_SHADER_ROOT_ACCESS",
    "DENY_PIXEL_SHADER_ROOT_ACCESS",
    "DENY_AMPLIFICATION_SHADER_ROOT_ACCESS",
    "DENY_MESH_SHADER_ROOT_ACCESS",
    "ALLOW_STREAM_OUTPUT",
    "LOCAL_ROOT_SIGNATURE",
    "CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED",
    "SAMPLER_HEAP_DIRECTLY_INDEXED",
];
const ROOT_DESCRIPTOR_FLAGS: &[&str] = &[
    "DATA_VOLATILE",
    "DATA_STATIC",
    "DATA_STATIC_WHILE_SET_AT_EXECUTE",
];
const RANGE_FLAGS: &[&str] = &[
    "DESCRIPTORS_VOLATILE",
    "DATA_VOLATILE",
    "DATA_STATIC",
    "DATA_STATIC_WHILE_SET_AT_EXECUTE",
    "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS",
];
const VISIBILITIES: &[&str] = &[
    "SHADER_VISIBILITY_ALL",
    "SHADER_VISIBILITY_VERTEX",
    "SHADER_VISIBILITY_HULL",
    "SHADER_VISIBILITY_DOMAIN",
    "SHADER_VISIBILITY_GEOMETRY",
    "SHADER_VISIBILITY_PIXEL",
    "SHADER_VISIBILITY_AMPLIFICATION",
    "SHADER_VISIBILITY_MESH",
];
const FILTERS: &[&str] = &[
    "FILTER_MIN_MAG_MIP_POINT",
    "FILTER_MIN_MAG_POINT_MIP_LINEAR",
    "FILTER_MIN_POINT_MAG_LINEAR_MIP_POINT",
    "FILTER_MIN_POINT_MAG_MIP_LINEAR",
    "FILTER_MIN_LINEAR_MAG_MIP_POINT",
    "FILTER_MIN_LINEAR_MAG_POINT_MIP_LINEAR",
    "FILTER_MIN_MAG_LINEAR_MIP_POINT",
    "FILTER_MIN_MAG_MIP_LINEAR",
    "FILTER_ANISOTROPIC",
    "FILTER_COMPARISON_MIN_MAG_MIP_POINT",
    "FILTER_COMPARISON_MIN_MAG_POINT_MIP_LINEAR",
    "FILTER_COMPARISON_MIN_POINT_MAG_LINEAR_MIP_POINT",
    "FILTER_COMPARISON_MIN_POINT_MAG_MIP_LINEAR",
    "FILTER_COMPARISON_MIN_LINEAR_MAG_MIP_POINT",
    "FILTER_COMPARISON_MIN_LINEAR_MAG_POINT_MIP_LINEAR",
    "FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT",
    "FILTER_COMPARISON_MIN_MAG_MIP_LINEAR",
    "FILTER_COMPARISON_ANISOTROPIC",
    "FILTER_MINIMUM_MIN_MAG_MIP_POINT",
    "FILTER_MINIMUM_MIN_MAG_POINT_MIP_LINEAR",
    "FILTER_MINIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT",
    "FILTER_MINIMUM_MIN_POINT_MAG_MIP_LINEAR",
    "FILTER_MINIMUM_MIN_LINEAR_MAG_MIP_POINT",
    "FILTER_MINIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR",
    "FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT",
    "FILTER_MINIMUM_MIN_MAG_MIP_LINEAR",
    "FILTER_MINIMUM_ANISOTROPIC",
    "FILTER_MAXIMUM_MIN_MAG_MIP_POINT",
    "FILTER_MAXIMUM_MIN_MAG_POINT_MIP_LINEAR",
    "FILTER_MAXIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT",
    "FILTER_MAXIMUM_MIN_POINT_MAG_MIP_LINEAR",
    "FILTER_MAXIMUM_MIN_LINEAR_MAG_MIP_POINT",
    "FILTER_MAXIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR",
    "FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT",
    "FILTER_MAXIMUM_MIN_MAG_MIP_LINEAR",
    "FILTER_MAXIMUM_ANISOTROPIC",
];
const ADDRESS_MODES: &[&str] = &[
    "TEXTURE_ADDRESS_WRAP",
    "TEXTURE_ADDRESS_MIRROR",
    "TEXTURE_ADDRESS_CLAMP",
    "TEXTURE_ADDRESS_BORDER",
    "TEXTURE_ADDRESS_MIRROR_ONCE",
];
const COMPARISON_FUNCS: &[&str] = &[
    "COMPARISON_NONE",
    "COMPARISON_NEVER",
    "COMPARISON_LESS",
    "COMPARISON_EQUAL",
    "COMPARISON_LESS_EQUAL",
    "COMPARISON_GREATER",
    "COMPARISON_NOT_EQUAL",
    "COMPARISON_GREATER_EQUAL",
    "COMPARISON_ALWAYS",
];
const BORDER_COLORS: &[&str] = &[
    "STATIC_BORDER_COLOR_TRANSPARENT_BLACK",
    "STATIC_BORDER_COLOR_OPAQUE_BLACK",
    "STATIC_BORDER_COLOR_OPAQUE_WHITE",
    "STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT",
    "STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT",
];

/// Parses a root signature string. `global` is set for an entry point's
/// signature (the only kind hlslc reads), which may not use
/// `LOCAL_ROOT_SIGNATURE`.
pub fn parse(text: &str, global: bool) -> Result<RootSignature, RootSignatureError> {
    let mut p = Parser {
        text,
        toks: tokenize(text),
        pos: 0,
        global,
    };
    p.root_signature()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Punct(u8),
    /// An unsigned or negative integer, or a float.
    Number,
    Word,
    /// Something else; one character.
    Unknown,
    End,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Tok,
    lo: usize,
    hi: usize,
}

/// DXC's tokenizer: only spaces separate tokens; `,=|()` are tokens of
/// their own; numbers take a sign, digits, a fraction, an exponent and an
/// `f` suffix; words are letters, digits and `_`.
fn tokenize(text: &str) -> Vec<Token> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    loop {
        while b.get(i) == Some(&b' ') {
            i += 1;
        }
        let lo = i;
        let Some(&c) = b.get(i) else {
            out.push(Token {
                kind: Tok::End,
                lo,
                hi: lo,
            });
            return out;
        };
        let digits = |mut i: usize| {
            while b.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            i
        };
        let kind = if b",=|()".contains(&c) {
            i += 1;
            Tok::Punct(c)
        } else if c.is_ascii_digit() || b"+-.".contains(&c) {
            i += usize::from(c == b'+' || c == b'-');
            let int_end = digits(i);
            let mut seen_digit = int_end > i;
            i = int_end;
            if b.get(i) == Some(&b'.') {
                let frac_end = digits(i + 1);
                seen_digit |= frac_end > i + 1;
                i = frac_end;
            }
            if seen_digit && matches!(b.get(i), Some(b'e' | b'E')) {
                let mut j = i + 1;
                j += usize::from(matches!(b.get(j), Some(b'+' | b'-')));
                if digits(j) > j {
                    i = digits(j);
                }
            }
            if seen_digit && matches!(b.get(i), Some(b'f' | b'F')) {
                i += 1;
            }
            if seen_digit {
                Tok::Number
            } else {
                i = lo + 1;
                Tok::Unknown
            }
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while b
                .get(i)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                i += 1;
            }
            Tok::Word
        } else {
            // One character (a whole UTF-8 one).
            i += text[i..].chars().next().map_or(1, char::len_utf8);
            Tok::Unknown
        };
        out.push(Token { kind, lo, hi: i });
    }
}

struct Parser<'a> {
    text: &'a str,
    toks: Vec<Token>,
    pos: usize,
    global: bool,
}

type Parsed<T> = Result<T, RootSignatureError>;

impl Parser<'_> {
    fn peek(&self) -> Token {
        self.toks[self.pos.min(self.toks.len() - 1)]
    }

    fn next(&mut self) -> Token {
        let t = self.peek();
        if t.kind != Tok::End {
            self.pos += 1;
        }
        t
    }

    fn spell(&self, t: Token) -> &str {
        &self.text[t.lo..t.hi]
    }

    fn error<T>(&self, at: Token, message: String) -> Parsed<T> {
        Err(RootSignatureError {
            message,
            at: at.lo..at.hi,
        })
    }

    /// DXC's "Unexpected token 'x'".
    fn unexpected<T>(&self, t: Token) -> Parsed<T> {
        self.error(t, format!("Unexpected token '{}'", self.spell(t)))
    }

    /// Whether `t` is the keyword `kw` (keywords ignore case).
    fn is(&self, t: Token, kw: &str) -> bool {
        t.kind == Tok::Word && self.spell(t).eq_ignore_ascii_case(kw)
    }

    /// The keyword of `table` that `t` is.
    fn keyword(&self, t: Token, table: &[&'static str]) -> Option<&'static str> {
        table.iter().copied().find(|kw| self.is(t, kw))
    }

    fn expect(&mut self, punct: u8) -> Parsed<()> {
        let t = self.next();
        if t.kind == Tok::Punct(punct) {
            Ok(())
        } else {
            self.unexpected(t)
        }
    }

    /// `name =`, the start of each `name = value` parameter.
    fn expect_assign(&mut self) -> Parsed<()> {
        self.next();
        self.expect(b'=')
    }

    /// A register token of any class (`b0`, `t3`, `u1`, `s2`): its letter
    /// and number.
    fn register_of(&self, t: Token) -> Option<(char, u32)> {
        let s = self.spell(t);
        let letter = s.chars().next()?;
        let digits = &s[1..];
        let is_register = t.kind == Tok::Word
            && "tsub".contains(letter)
            && !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit());
        is_register
            .then(|| digits.parse().ok())
            .flatten()
            .map(|n| (letter, n))
    }

    fn u32_value(&mut self) -> Parsed<u32> {
        let t = self.next();
        let s = self.spell(t);
        let s = s.strip_prefix('+').unwrap_or(s);
        match t.kind {
            Tok::Number if s.bytes().all(|b| b.is_ascii_digit()) => match s.parse() {
                Ok(n) => Ok(n),
                Err(_) => self.unexpected(t),
            },
            _ => self.unexpected(t),
        }
    }

    fn float_value(&mut self) -> Parsed<f32> {
        let t = self.next();
        let s = self.spell(t);
        let digits = s.trim_end_matches(['f', 'F']);
        let value = (t.kind == Tok::Number)
            .then(|| digits.parse::<f64>().ok())
            .flatten()
            .filter(|v| v.abs() <= f64::from(f32::MAX));
        match value {
            Some(v) => Ok(v as f32),
            None => self.error(t, format!("Expected float, found token '{s}'")),
        }
    }

    /// `name = VALUE` with VALUE from `table`; `what` names the value in
    /// DXC's message ("Unexpected filter value: 'x'.").
    fn enum_value(&mut self, table: &[&'static str], what: &str) -> Parsed<&'static str> {
        self.expect_assign()?;
        let t = self.next();
        match self.keyword(t, table) {
            Some(kw) => Ok(kw),
            None => self.error(t, format!("Unexpected {what} value: '{}'.", self.spell(t))),
        }
    }

    /// `0` or `A | B | ...` from `table`. `what` names them in DXC's
    /// messages ("root signature flag").
    fn flag_values(&mut self, table: &[&'static str], what: &str) -> Parsed<Vec<&'static str>> {
        let t = self.peek();
        if t.kind == Tok::Number && self.spell(t).bytes().all(|b| b.is_ascii_digit()) {
            let n = self.u32_value()?;
            if n != 0 {
                let what = capitalized(what);
                return self.error(
                    t,
                    format!(
                        "{what} values can only be 0 or flag enum values, found: '{}'",
                        self.spell(t)
                    ),
                );
            }
            return Ok(Vec::new());
        }
        let mut flags = Vec::new();
        loop {
            let t = self.next();
            let Some(flag) = self.keyword(t, table) else {
                return self.error(
                    t,
                    format!("Expected a {what} value, found: '{}'", self.spell(t)),
                );
            };
            if flag == "LOCAL_ROOT_SIGNATURE" && self.global {
                return self.error(
                    t,
                    "LOCAL_ROOT_SIGNATURE flag used in global root signature".to_string(),
                );
            }
            if !flags.contains(&flag) {
                flags.push(flag);
            }
            let next = self.peek();
            if matches!(next.kind, Tok::Punct(b')' | b',')) {
                return Ok(flags);
            }
            self.expect(b'|')?;
        }
    }

    /// A register of `class` (DXC's messages for a missing or wrong one).
    fn register(&mut self, class: RangeClass) -> Parsed<u32> {
        let t = self.next();
        let Some((letter, index)) = self.register_of(t) else {
            return self.error(
                t,
                format!(
                    "Expected a register token (CBV, SRV, UAV, Sampler), found: '{}'",
                    self.spell(t)
                ),
            );
        };
        if letter != class.letter() {
            let (what, expected) = match class {
                RangeClass::Cbv => ("CBV", 'b'),
                RangeClass::Srv => ("SRV", 't'),
                RangeClass::Uav => ("UAV", 'u'),
                RangeClass::Sampler => ("Sampler/StaticSampler", 's'),
            };
            return self.error(
                t,
                format!(
                    "Incorrect register type '{}' in {what} (expected {expected}#)",
                    self.spell(t)
                ),
            );
        }
        Ok(index)
    }

    /// Reads `KEYWORD(item, item, ...)`: `item` reads one parameter
    /// whose first token it is given (not consumed), recording its name
    /// in `seen` with [`Self::mark`]. Returns the keyword and the names.
    fn list(
        &mut self,
        mut item: impl FnMut(&mut Self, Token, &mut Vec<&'static str>) -> Parsed<()>,
    ) -> Parsed<(Token, Vec<&'static str>)> {
        let keyword = self.next();
        self.expect(b'(')?;
        let mut seen = Vec::new();
        loop {
            let t = self.peek();
            item(self, t, &mut seen)?;
            let t = self.next();
            match t.kind {
                Tok::Punct(b')') => return Ok((keyword, seen)),
                Tok::Punct(b',') => {}
                _ => return self.unexpected(t),
            }
        }
    }

    /// DXC's check that a parameter is given once.
    fn mark(&self, at: Token, seen: &mut Vec<&'static str>, name: &'static str) -> Parsed<()> {
        if seen.contains(&name) {
            return self.error(at, format!("Parameter '{name}' can be specified only once"));
        }
        seen.push(name);
        Ok(())
    }

    /// `space = N` or `visibility = V` (given `None` for items that have
    /// no visibility); whether `t` started one.
    fn space_or_visibility(
        &mut self,
        t: Token,
        seen: &mut Vec<&'static str>,
        space: &mut u32,
        visibility: Option<&mut &'static str>,
    ) -> Parsed<bool> {
        if self.is(t, "space") {
            self.mark(t, seen, "space")?;
            self.expect_assign()?;
            *space = self.u32_value()?;
        } else if let (true, Some(v)) = (self.is(t, "visibility"), visibility) {
            self.mark(t, seen, "visibility")?;
            *v = self.enum_value(VISIBILITIES, "visibility")?;
        } else {
            return Ok(false);
        }
        Ok(true)
    }

    /// A register item (`b0`) of `class`, `what` naming it for repeats.
    fn register_item(
        &mut self,
        t: Token,
        seen: &mut Vec<&'static str>,
        what: &'static str,
        class: RangeClass,
        index: &mut u32,
    ) -> Parsed<bool> {
        if self.register_of(t).is_none() {
            return Ok(false);
        }
        self.mark(t, seen, what)?;
        *index = self.register(class)?;
        Ok(true)
    }

    fn root_signature(&mut self) -> Parsed<RootSignature> {
        let mut rs = RootSignature {
            flags: Vec::new(),
            parameters: Vec::new(),
            static_samplers: Vec::new(),
        };
        let mut seen_flags = false;
        while self.peek().kind != Tok::End {
            let t = self.peek();
            if self.is(t, "RootFlags") {
                if seen_flags {
                    return self.error(t, "RootFlags cannot be specified more than once".into());
                }
                seen_flags = true;
                self.next();
                self.expect(b'(')?;
                rs.flags = self.flag_values(ROOT_FLAGS, "root signature flag")?;
                self.expect(b')')?;
            } else if self.is(t, "RootConstants") {
                rs.parameters.push(self.root_constants()?);
            } else if let Some(class) = self.descriptor_class(t, false) {
                rs.parameters.push(self.root_descriptor(class)?);
            } else if self.is(t, "DescriptorTable") {
                rs.parameters.push(self.descriptor_table()?);
            } else if self.is(t, "StaticSampler") {
                rs.static_samplers.push(self.static_sampler()?);
            } else {
                return self.error(
                    t,
                    format!(
                        "Unexpected token '{}' when parsing root signature",
                        self.spell(t)
                    ),
                );
            }
            let t = self.next();
            match t.kind {
                Tok::End => break,
                Tok::Punct(b',') => {}
                _ => return self.error(t, format!("Expected ',', found: '{}'", self.spell(t))),
            }
        }
        Ok(rs)
    }

    /// `CBV`, `SRV`, `UAV` (and `Sampler` in a table).
    fn descriptor_class(&self, t: Token, in_table: bool) -> Option<RangeClass> {
        [
            RangeClass::Cbv,
            RangeClass::Srv,
            RangeClass::Uav,
            RangeClass::Sampler,
        ]
        .into_iter()
        .filter(|c| in_table || *c != RangeClass::Sampler)
        .find(|c| self.is(t, c.name()))
    }

    /// `RootConstants(num32BitConstants = N, bR [, space = N] [, visibility = V])`.
    fn root_constants(&mut self) -> Parsed<RootParameter> {
        let mut register = Register { index: 0, space: 0 };
        let mut num_32bit_values = 0;
        let mut visibility = VISIBILITIES[0];
        let (keyword, seen) = self.list(|p, t, seen| {
            if p.is(t, "num32BitConstants") {
                p.mark(t, seen, "num32BitConstants")?;
                p.expect_assign()?;
                num_32bit_values = p.u32_value()?;
            } else if !p.register_item(
                t,
                seen,
                "cbuffer register b#",
                RangeClass::Cbv,
                &mut register.index,
            )? && !p.space_or_visibility(
                t,
                seen,
                &mut register.space,
                Some(&mut visibility),
            )? {
                return p.unexpected(t);
            }
            Ok(())
        })?;
        if !seen.contains(&"num32BitConstants") {
            return self.error(
                keyword,
                "num32BitConstants must be defined for each RootConstants".into(),
            );
        }
        if !seen.contains(&"cbuffer register b#") {
            return self.error(
                keyword,
                "Constant buffer register b# must be defined for each RootConstants".into(),
            );
        }
        Ok(RootParameter {
            kind: ParameterKind::Constants {
                register,
                num_32bit_values,
            },
            visibility,
        })
    }

    /// `CBV(bR [, space = N] [, flags = F] [, visibility = V])`, and `SRV`,
    /// `UAV` alike.
    fn root_descriptor(&mut self, class: RangeClass) -> Parsed<RootParameter> {
        let mut register = Register { index: 0, space: 0 };
        let mut flags = Vec::new();
        let mut visibility = VISIBILITIES[0];
        let (keyword, seen) = self.list(|p, t, seen| {
            if p.is(t, "flags") {
                p.mark(t, seen, "flags")?;
                p.expect_assign()?;
                flags = p.flag_values(ROOT_DESCRIPTOR_FLAGS, "root descriptor flag")?;
            } else if !p.register_item(t, seen, "shader register", class, &mut register.index)?
                && !p.space_or_visibility(t, seen, &mut register.space, Some(&mut visibility))?
            {
                return p.unexpected(t);
            }
            Ok(())
        })?;
        self.require_register(keyword, &seen)?;
        Ok(RootParameter {
            kind: ParameterKind::Descriptor {
                class,
                register,
                flags,
            },
            visibility,
        })
    }

    fn require_register(&self, keyword: Token, seen: &[&'static str]) -> Parsed<()> {
        if seen.contains(&"shader register") {
            return Ok(());
        }
        self.error(
            keyword,
            "shader register must be defined for each CBV/SRV/UAV".into(),
        )
    }

    /// `DescriptorTable(RANGE, ... [, visibility = V])`.
    fn descriptor_table(&mut self) -> Parsed<RootParameter> {
        let mut ranges = Vec::new();
        let mut visibility = VISIBILITIES[0];
        self.list(|p, t, seen| {
            if let Some(class) = p.descriptor_class(t, true) {
                ranges.push(p.descriptor_range(class)?);
            } else if p.is(t, "visibility") {
                p.mark(t, seen, "visibility")?;
                visibility = p.enum_value(VISIBILITIES, "visibility")?;
            } else {
                return p.unexpected(t);
            }
            Ok(())
        })?;
        Ok(RootParameter {
            kind: ParameterKind::DescriptorTable(ranges),
            visibility,
        })
    }

    /// `CBV(bR [, numDescriptors = N | unbounded] [, space = N]
    /// [, flags = F] [, offset = N | DESCRIPTOR_RANGE_OFFSET_APPEND])` in a
    /// table; `SRV`, `UAV`, `Sampler` alike.
    fn descriptor_range(&mut self, class: RangeClass) -> Parsed<DescriptorRange> {
        let mut range = DescriptorRange {
            class,
            register: Register { index: 0, space: 0 },
            num_descriptors: Some(1),
            offset: None,
            flags: Vec::new(),
        };
        let (keyword, seen) = self.list(|p, t, seen| {
            if p.is(t, "numDescriptors") {
                p.mark(t, seen, "numDescriptors")?;
                p.expect_assign()?;
                range.num_descriptors = if p.is(p.peek(), "unbounded") {
                    p.next();
                    None
                } else {
                    Some(p.u32_value()?)
                };
            } else if p.is(t, "flags") {
                p.mark(t, seen, "flags")?;
                p.expect_assign()?;
                range.flags = p.flag_values(RANGE_FLAGS, "descriptor range flag")?;
            } else if p.is(t, "offset") {
                p.mark(t, seen, "offset")?;
                p.expect_assign()?;
                range.offset = if p.is(p.peek(), "DESCRIPTOR_RANGE_OFFSET_APPEND") {
                    p.next();
                    None
                } else {
                    Some(p.u32_value()?)
                };
            } else if !p.register_item(
                t,
                seen,
                "shader register",
                class,
                &mut range.register.index,
            )? && !p.space_or_visibility(t, seen, &mut range.register.space, None)?
            {
                return p.unexpected(t);
            }
            Ok(())
        })?;
        self.require_register(keyword, &seen)?;
        Ok(range)
    }

    /// `StaticSampler(sR [, filter = F, addressU = A, ..., visibility = V])`
    /// with D3D's defaults for what is not given.
    fn static_sampler(&mut self) -> Parsed<StaticSampler> {
        let mut s = StaticSampler {
            register: Register { index: 0, space: 0 },
            visibility: VISIBILITIES[0],
            filter: "FILTER_ANISOTROPIC",
            address_u: "TEXTURE_ADDRESS_WRAP",
            address_v: "TEXTURE_ADDRESS_WRAP",
            address_w: "TEXTURE_ADDRESS_WRAP",
            mip_lod_bias: 0.0,
            max_anisotropy: 16,
            comparison_func: "COMPARISON_LESS_EQUAL",
            border_color: "STATIC_BORDER_COLOR_OPAQUE_WHITE",
            min_lod: 0.0,
            max_lod: f32::MAX,
        };
        let (keyword, seen) = self.list(|p, t, seen| {
            let enums: [(&'static str, &[&'static str], &str, &mut &'static str); 6] = [
                ("filter", FILTERS, "filter", &mut s.filter),
                (
                    "addressU",
                    ADDRESS_MODES,
                    "texture address mode",
                    &mut s.address_u,
                ),
                (
                    "addressV",
                    ADDRESS_MODES,
                    "texture address mode",
                    &mut s.address_v,
                ),
                (
                    "addressW",
                    ADDRESS_MODES,
                    "texture address mode",
                    &mut s.address_w,
                ),
                (
                    "comparisonFunc",
                    COMPARISON_FUNCS,
                    "comparison function",
                    &mut s.comparison_func,
                ),
                (
                    "borderColor",
                    BORDER_COLORS,
                    "border color",
                    &mut s.border_color,
                ),
            ];
            for (name, table, what, slot) in enums {
                if p.is(t, name) {
                    p.mark(t, seen, name)?;
                    *slot = p.enum_value(table, what)?;
                    return Ok(());
                }
            }
            let floats: [(&'static str, &mut f32); 3] = [
                ("mipLODBias", &mut s.mip_lod_bias),
                ("minLOD", &mut s.min_lod),
                ("maxLOD", &mut s.max_lod),
            ];
            for (name, slot) in floats {
                if p.is(t, name) {
                    p.mark(t, seen, name)?;
                    p.expect_assign()?;
                    *slot = p.float_value()?;
                    return Ok(());
                }
            }
            if p.is(t, "maxAnisotropy") {
                p.mark(t, seen, "maxAnisotropy")?;
                p.expect_assign()?;
                s.max_anisotropy = p.u32_value()?;
            } else if !p.register_item(
                t,
                seen,
                "sampler register s#",
                RangeClass::Sampler,
                &mut s.register.index,
            )? && !p.space_or_visibility(
                t,
                seen,
                &mut s.register.space,
                Some(&mut s.visibility),
            )? {
                return p.unexpected(t);
            }
            Ok(())
        })?;
        if !seen.contains(&"sampler register s#") {
            return self.error(
                keyword,
                "Sampler register s# must be defined for each static sampler".into(),
            );
        }
        Ok(s)
    }
}

/// "Root signature flag" for DXC's messages that start with the name.
fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> (String, &str) {
        let e = parse(text, true).unwrap_err();
        (e.message, &text[e.at])
    }

    #[test]
    fn a_full_signature_parses() {
        let rs = parse(
            "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | deny_pixel_shader_root_access), \
             RootConstants(num32BitConstants=4, b1, space = 2), CBV(b0, flags = DATA_STATIC), \
             DescriptorTable(SRV(t0, numDescriptors = unbounded), Sampler(s1, offset = 3), visibility=SHADER_VISIBILITY_PIXEL), \
             StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, maxLOD = 8.5f, mipLODBias = -1),",
            true,
        )
        .unwrap();
        assert_eq!(
            rs.flags,
            [
                "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT",
                "DENY_PIXEL_SHADER_ROOT_ACCESS"
            ]
        );
        assert_eq!(rs.parameters.len(), 3);
        assert_eq!(
            rs.parameters[0].kind,
            ParameterKind::Constants {
                register: Register { index: 1, space: 2 },
                num_32bit_values: 4
            }
        );
        let ParameterKind::DescriptorTable(ranges) = &rs.parameters[2].kind else {
            panic!("{:?}", rs.parameters[2]);
        };
        assert_eq!(ranges[0].num_descriptors, None);
        assert_eq!(ranges[1].offset, Some(3));
        assert_eq!(rs.parameters[2].visibility, "SHADER_VISIBILITY_PIXEL");
        let s = &rs.static_samplers[0];
        assert_eq!(
            (s.max_lod, s.mip_lod_bias, s.max_anisotropy),
            (8.5, -1.0, 16)
        );
        assert_eq!(parse("", true).unwrap().parameters, []);
        assert!(parse("RootFlags(0)", true).unwrap().flags.is_empty());
    }

    #[test]
    fn errors_use_dxc_wording_and_point_at_the_token() {
        assert_eq!(
            err("CBV(b0) SRV(t0)"),
            ("Expected ',', found: 'SRV'".into(), "SRV")
        );
        assert_eq!(
            err("CBV(t0)"),
            (
                "Incorrect register type 't0' in CBV (expected b#)".into(),
                "t0"
            )
        );
        assert_eq!(
            err("CBV(space=1)").0,
            "shader register must be defined for each CBV/SRV/UAV"
        );
        assert_eq!(err("Foo(b0)").1, "Foo");
        assert_eq!(
            err("CBV(b0, b1)").0,
            "Parameter 'shader register' can be specified only once"
        );
        assert_eq!(
            err("DescriptorTable(CBV(b0),)"),
            ("Unexpected token ')'".into(), ")")
        );
        assert_eq!(
            err("RootFlags(2)").0,
            "Root signature flag values can only be 0 or flag enum values, found: '2'"
        );
        assert_eq!(
            err("RootFlags(LOCAL_ROOT_SIGNATURE)").1,
            "LOCAL_ROOT_SIGNATURE"
        );
        assert_eq!(
            err("RootFlags(0), RootFlags(0)").0,
            "RootFlags cannot be specified more than once"
        );
        assert_eq!(
            err("StaticSampler(s0, filter = NOPE)"),
            ("Unexpected filter value: 'NOPE'.".into(), "NOPE")
        );
        assert_eq!(
            err("StaticSampler(filter = FILTER_ANISOTROPIC)").0,
            "Sampler register s# must be defined for each static sampler"
        );
        assert_eq!(err("CBV(b0").0, "Unexpected token ''");
        assert_eq!(err("CBV(b0);").1, ";");
        assert_eq!(
            err("RootConstants(b0)").0,
            "num32BitConstants must be defined for each RootConstants"
        );
        assert_eq!(
            err("StaticSampler(s0, minLOD = x)").0,
            "Expected float, found token 'x'"
        );
    }
}
