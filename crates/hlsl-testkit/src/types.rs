//! Registers, element types and typed scalar values.

use std::fmt;

/// The register class of a binding: `u` (read-write storage buffer or
/// texture), `t` (read-only storage buffer or sampled texture), `b`
/// (uniform buffer) or `s` (sampler).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegisterClass {
    U,
    T,
    B,
    S,
}

/// `register(xN, spaceM)`; in Vulkan, descriptor set `space`, binding `index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Register {
    pub class: RegisterClass,
    pub index: u32,
    pub space: u32,
}

impl Register {
    /// Parses `u3`, `t0`, `b1`, `s0` or `u3_space1`.
    pub fn parse(text: &str) -> Result<Register, String> {
        let bad = || format!("bad register `{text}` (want uN, tN, bN or sN, optionally _spaceM)");
        let (head, space) = match text.split_once("_space") {
            Some((h, s)) => (h, parse_number(s).ok_or_else(bad)?),
            None => (text, 0),
        };
        let class = match head.as_bytes().first() {
            Some(b'u') => RegisterClass::U,
            Some(b't') => RegisterClass::T,
            Some(b'b') => RegisterClass::B,
            Some(b's') => RegisterClass::S,
            _ => return Err(bad()),
        };
        let index = parse_number(&head[1..]).ok_or_else(bad)?;
        Ok(Register {
            class,
            index,
            space,
        })
    }
}

fn parse_number(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// Written as `hlslc dispatch --buffer` and the output file names spell it.
impl fmt::Display for Register {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = match self.class {
            RegisterClass::U => 'u',
            RegisterClass::T => 't',
            RegisterClass::B => 'b',
            RegisterClass::S => 's',
        };
        write!(f, "{c}{}", self.index)?;
        if self.space != 0 {
            write!(f, "_space{}", self.space)?;
        }
        Ok(())
    }
}

/// A 32-bit scalar type as it sits in a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarKind {
    Float,
    Int,
    Uint,
    /// A 32-bit 0/1.
    Bool,
}

impl ScalarKind {
    pub fn name(self) -> &'static str {
        match self {
            ScalarKind::Float => "float",
            ScalarKind::Int => "int",
            ScalarKind::Uint => "uint",
            ScalarKind::Bool => "bool",
        }
    }
}

/// A scalar or vector element (`float`, `uint3`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElemType {
    pub scalar: ScalarKind,
    /// 1 to 4 components.
    pub width: u32,
}

impl ElemType {
    pub fn parse(text: &str) -> Result<ElemType, String> {
        let split = text
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(text.len());
        let (name, digits) = text.split_at(split);
        let scalar = match name {
            "float" => ScalarKind::Float,
            "int" => ScalarKind::Int,
            "uint" => ScalarKind::Uint,
            "bool" => ScalarKind::Bool,
            _ => return Err(format!("unknown element type `{text}`")),
        };
        let width = match digits {
            "" => 1,
            "2" => 2,
            "3" => 3,
            "4" => 4,
            _ => return Err(format!("unknown element type `{text}`")),
        };
        Ok(ElemType { scalar, width })
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.scalar.name())?;
        if self.width > 1 {
            write!(f, "{}", self.width)?;
        }
        Ok(())
    }
}

/// One scalar value of a known type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Float(f32),
    Int(i32),
    Uint(u32),
    Bool(bool),
}

impl Value {
    /// Converts a TOML number to `kind`, rejecting values it cannot hold.
    pub fn from_toml(v: &toml::Value, kind: ScalarKind) -> Result<Value, String> {
        let out_of_range = || format!("{v} does not fit a {}", kind.name());
        match (kind, v) {
            (ScalarKind::Float, toml::Value::Float(f)) => Ok(Value::Float(*f as f32)),
            (ScalarKind::Float, toml::Value::Integer(i)) => {
                // Only integers a float holds exactly, so the data says what it means.
                if i.unsigned_abs() > 1 << 24 {
                    return Err(format!("{i} is not exact as a float; write it as a float"));
                }
                Ok(Value::Float(*i as f32))
            }
            (ScalarKind::Int, toml::Value::Integer(i)) => i32::try_from(*i)
                .map(Value::Int)
                .map_err(|_| out_of_range()),
            (ScalarKind::Uint, toml::Value::Integer(i)) => u32::try_from(*i)
                .map(Value::Uint)
                .map_err(|_| out_of_range()),
            (ScalarKind::Bool, toml::Value::Boolean(b)) => Ok(Value::Bool(*b)),
            (ScalarKind::Bool, toml::Value::Integer(0)) => Ok(Value::Bool(false)),
            (ScalarKind::Bool, toml::Value::Integer(1)) => Ok(Value::Bool(true)),
            _ => Err(format!("{v} is not a {}", kind.name())),
        }
    }

    /// Decodes the 32 bits of one scalar.
    pub fn from_bits(bits: u32, kind: ScalarKind) -> Value {
        match kind {
            ScalarKind::Float => Value::Float(f32::from_bits(bits)),
            ScalarKind::Int => Value::Int(bits as i32),
            ScalarKind::Uint => Value::Uint(bits),
            // Any non-zero pattern is not a valid bool; keep it visible.
            ScalarKind::Bool if bits > 1 => Value::Uint(bits),
            ScalarKind::Bool => Value::Bool(bits == 1),
        }
    }

    pub fn to_bits(self) -> u32 {
        match self {
            Value::Float(f) => f.to_bits(),
            Value::Int(i) => i as u32,
            Value::Uint(u) => u,
            Value::Bool(b) => b as u32,
        }
    }

    /// The value as a JSON number (for `hlslc dispatch`), or None for a
    /// float JSON cannot spell (NaN, infinities).
    pub fn to_json(self) -> Option<String> {
        match self {
            // f64's shortest round-trip form of the f32 reads back as the same f32.
            Value::Float(f) if f.is_finite() => Some(format!("{}", f as f64)),
            Value::Float(_) => None,
            Value::Int(i) => Some(i.to_string()),
            Value::Uint(u) => Some(u.to_string()),
            Value::Bool(b) => Some((b as u32).to_string()),
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Float(v) => write!(f, "{v:?}"),
            Value::Int(v) => write!(f, "{v}"),
            Value::Uint(v) => write!(f, "{v}"),
            Value::Bool(v) => write!(f, "{v}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_round_trip() {
        for text in ["u0", "t12", "b3", "s0", "u3_space1"] {
            assert_eq!(Register::parse(text).unwrap().to_string(), text);
        }
        let r = Register::parse("u3_space1").unwrap();
        assert_eq!((r.class, r.index, r.space), (RegisterClass::U, 3, 1));
        for bad in ["", "x1", "u", "u-1", "u1_space", "s", "u1space2"] {
            assert!(Register::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn element_types_parse() {
        let t = ElemType::parse("uint3").unwrap();
        assert_eq!((t.scalar, t.width), (ScalarKind::Uint, 3));
        assert_eq!(ElemType::parse("float").unwrap().width, 1);
        assert!(ElemType::parse("float5").is_err());
        assert!(ElemType::parse("half").is_err());
    }

    #[test]
    fn numbers_convert_with_range_checks() {
        let int = |i| toml::Value::Integer(i);
        assert_eq!(
            Value::from_toml(&int(-1), ScalarKind::Int),
            Ok(Value::Int(-1))
        );
        assert!(Value::from_toml(&int(-1), ScalarKind::Uint).is_err());
        assert!(Value::from_toml(&int(1 << 32), ScalarKind::Uint).is_err());
        assert_eq!(
            Value::from_toml(&int(3), ScalarKind::Float),
            Ok(Value::Float(3.0))
        );
        assert!(Value::from_toml(&int((1 << 24) + 1), ScalarKind::Float).is_err());
        assert!(Value::from_toml(&toml::Value::Float(1.5), ScalarKind::Int).is_err());
        assert_eq!(
            Value::from_toml(&int(1), ScalarKind::Bool),
            Ok(Value::Bool(true))
        );
        assert!(Value::from_toml(&int(2), ScalarKind::Bool).is_err());
    }

    #[test]
    fn floats_print_as_json_that_reads_back() {
        let v = Value::Float(0.1);
        let text = v.to_json().unwrap();
        assert_eq!(text.parse::<f64>().unwrap() as f32, 0.1f32);
        assert_eq!(Value::Float(3.0).to_json().unwrap(), "3");
        assert_eq!(Value::Float(f32::NAN).to_json(), None);
    }
}
