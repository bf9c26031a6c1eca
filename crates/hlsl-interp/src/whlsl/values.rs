//! WHLSL arguments and results as text. An argument is `TYPE:VALUE` with
//! TYPE spelled as WHLSL spells the parameter's type, without spaces:
//! `int:-3`, `uchar:255`, `float3:1,2,3`, `bool:true`, an enum by element
//! `Color:Red` (or by value, `Color:7`, which may be invalid). Pointers and
//! array references to scalars or vectors are made in their address space
//! from the listed components: `int*device:5`, `uint[]threadgroup:1,2,3`,
//! `float*constant:null`. Structs and arrays are not taken from the command
//! line. Results print the same way; structs as `S:{a=1, b=2.0}`, arrays
//! and matrix rows in braces, enums by element name.

use super::code::Func;
use super::compile::size_of;
use super::eval::{pointer, Machine, SPACE_NAMES};
use super::ops;
use hlsl_sema::whlsl::types::{AddressSpace, Scalar, TyId, TyKind};
use hlsl_sema::whlsl::{CheckedUnit, FuncId};
use hlsl_syntax::whlsl::ast::Unit;

fn spelled(unit: &Unit, cu: &CheckedUnit, ty: TyId) -> String {
    cu.type_name(unit, ty).replace(' ', "")
}

/// The user function `name` whose parameter types are the arguments'.
pub fn select(
    unit: &Unit,
    cu: &CheckedUnit,
    name: &str,
    args: &[String],
) -> Result<FuncId, String> {
    let candidates: Vec<_> = cu.user_funcs().filter(|(_, f, _)| f.name == name).collect();
    if candidates.is_empty() {
        return Err(format!("no function named '{name}'"));
    }
    let mut given = Vec::new();
    for a in args {
        let Some((ty, _)) = a.split_once(':') else {
            return Err(format!(
                "argument '{a}' is not of the form TYPE:VALUE (e.g. int:3, float3:1,2,3)"
            ));
        };
        given.push(ty.replace(' ', ""));
    }
    for (id, f, _) in &candidates {
        if f.params.len() == given.len()
            && f.params
                .iter()
                .zip(&given)
                .all(|(&p, g)| spelled(unit, cu, p) == *g)
        {
            return Ok(*id);
        }
    }
    let sigs: Vec<String> = candidates
        .iter()
        .map(|(_, f, _)| {
            let ps: Vec<String> = f.params.iter().map(|&p| spelled(unit, cu, p)).collect();
            format!("{name}({})", ps.join(", "))
        })
        .collect();
    Err(format!(
        "the arguments ({}) match no function '{name}'; it takes {}",
        given.join(", "),
        sigs.join(" or ")
    ))
}

fn space_index(s: AddressSpace) -> u64 {
    match s {
        AddressSpace::Thread => 0,
        AddressSpace::Threadgroup => 1,
        AddressSpace::Device => 2,
        AddressSpace::Constant => 3,
    }
}

/// Writes the arguments into a frame for `func` at the top of the stack
/// (after the `thread` memory arguments point to); returns its base.
pub fn place_arguments(
    unit: &Unit,
    cu: &CheckedUnit,
    id: FuncId,
    func: &Func,
    args: &[String],
    m: &mut Machine,
) -> Result<usize, String> {
    let params = &cu.func(id).params;
    let mut values = Vec::new();
    for (a, &ty) in args.iter().zip(params) {
        let (_, text) = a.split_once(':').unwrap_or(("", a));
        let bad = |e: String| format!("invalid argument '{a}': {e}");
        let cells = match cu.types.kind(ty) {
            TyKind::Pointer(elem, space) | TyKind::ArrayRef(elem, space) => {
                let is_ref = matches!(cu.types.kind(ty), TyKind::ArrayRef(..));
                if text.trim() == "null" {
                    if is_ref {
                        vec![0, 0]
                    } else {
                        vec![0]
                    }
                } else {
                    let data = parse_value(unit, cu, elem, text, true).map_err(bad)?;
                    let per = size_of(cu, elem).map_err(bad)? as usize;
                    if !is_ref && data.len() != per {
                        return Err(bad(format!("a pointer argument needs {per} component(s)")));
                    }
                    let sp = space_index(space);
                    let store = if sp == 0 {
                        &mut m.stack
                    } else {
                        &mut m.spaces[sp as usize]
                    };
                    let at = store.len();
                    store.extend_from_slice(&data);
                    let p = pointer(sp, at);
                    if is_ref {
                        vec![p, (data.len() / per.max(1)) as u64]
                    } else {
                        vec![p]
                    }
                }
            }
            _ => parse_value(unit, cu, ty, text, false).map_err(bad)?,
        };
        values.push(cells);
    }
    let fp = m.stack.len();
    m.stack.resize(fp + func.frame as usize, 0);
    for (cells, &(off, _)) in values.iter().zip(&func.params) {
        let at = fp + off as usize;
        m.stack[at..at + cells.len()].copy_from_slice(cells);
    }
    Ok(fp)
}

/// The cells of `text` as a value of type `ty`; with `many`, any number
/// of values of it (the contents of an array reference).
fn parse_value(
    unit: &Unit,
    cu: &CheckedUnit,
    ty: TyId,
    text: &str,
    many: bool,
) -> Result<Vec<u64>, String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let (s, n) = match cu.types.kind(ty) {
        TyKind::Scalar(s) => (s, 1),
        TyKind::Vector(s, n) => (s, n as usize),
        TyKind::Matrix(s, a, b) => (s, a as usize * b as usize),
        // An atomic holds its value type's cell (`atomic_uint*device:5`).
        TyKind::Atomic(true) => (Scalar::Int, 1),
        TyKind::Atomic(false) => (Scalar::UInt, 1),
        TyKind::Enum(e) => {
            let info = &cu.enums[e.0 as usize];
            return parts
                .iter()
                .map(|p| {
                    match info
                        .elements
                        .iter()
                        .find(|(n, _)| unit.names.resolve(*n) == *p)
                    {
                        Some(&(_, v)) => Ok(ops::wrap(info.base, v)),
                        None => parse_scalar(info.base, p),
                    }
                })
                .collect();
        }
        _ => {
            return Err(format!(
                "arguments of type '{}' cannot be given on the command line",
                cu.type_name(unit, ty)
            ))
        }
    };
    if many {
        if !parts.len().is_multiple_of(n) {
            return Err(format!("needs a multiple of {n} components"));
        }
    } else if parts.len() != n {
        return Err(format!("needs {n} component(s), got {}", parts.len()));
    }
    parts.iter().map(|p| parse_scalar(s, p)).collect()
}

fn parse_scalar(s: Scalar, p: &str) -> Result<u64, String> {
    let bad = || format!("'{p}' is not a valid {}", s.name());
    match s {
        Scalar::Bool => match p {
            "true" => Ok(1),
            "false" => Ok(0),
            _ => Err(bad()),
        },
        Scalar::Half | Scalar::Float => p
            .parse::<f32>()
            .map(|x| ops::float(s, x))
            .map_err(|_| bad()),
        _ => {
            let v: i64 = match p.strip_prefix("0x") {
                Some(h) => i64::from_str_radix(h, 16).map_err(|_| bad())?,
                None => p.parse().map_err(|_| bad())?,
            };
            let (lo, hi) = s.range().unwrap_or((0, 0));
            if v < lo || v > hi {
                return Err(format!(
                    "{p} is out of range for {} ({lo} to {hi})",
                    s.name()
                ));
            }
            Ok(ops::wrap(s, v))
        }
    }
}

/// `TYPE:VALUE` for a result.
pub fn format(unit: &Unit, cu: &CheckedUnit, ty: TyId, cells: &[u64]) -> String {
    let body = match cu.types.kind(ty) {
        TyKind::Vector(s, n) => (0..n as usize)
            .map(|i| scalar(s, cells[i]))
            .collect::<Vec<_>>()
            .join(","),
        _ => nested(unit, cu, ty, cells),
    };
    format!("{}:{body}", cu.type_name(unit, ty))
}

fn nested(unit: &Unit, cu: &CheckedUnit, ty: TyId, cells: &[u64]) -> String {
    let size = |t| size_of(cu, t).unwrap_or(1) as usize;
    match cu.types.kind(ty) {
        TyKind::Scalar(s) => scalar(s, cells[0]),
        TyKind::Vector(s, n) => braces((0..n as usize).map(|i| scalar(s, cells[i]))),
        TyKind::Matrix(s, a, b) => braces(
            (0..a as usize)
                .map(|r| braces((0..b as usize).map(|c| scalar(s, cells[r * b as usize + c])))),
        ),
        TyKind::Enum(e) => {
            let info = &cu.enums[e.0 as usize];
            match info
                .elements
                .iter()
                .find(|&&(_, v)| ops::wrap(info.base, v) == cells[0])
            {
                Some(&(n, _)) => unit.names.resolve(n).to_string(),
                None => scalar(info.base, cells[0]),
            }
        }
        TyKind::Struct(s) => {
            let mut at = 0;
            braces(cu.structs[s.0 as usize].fields.iter().map(|f| {
                let n = size(f.ty);
                let text = format!(
                    "{}={}",
                    unit.names.resolve(f.name),
                    nested(unit, cu, f.ty, &cells[at..at + n])
                );
                at += n;
                text
            }))
        }
        TyKind::Array(e, n) => {
            let k = size(e);
            braces((0..n as usize).map(|i| nested(unit, cu, e, &cells[i * k..(i + 1) * k])))
        }
        TyKind::Pointer(..) | TyKind::ArrayRef(..) => match cells[0] {
            0 => "null".into(),
            p => format!(
                "{}@{}",
                SPACE_NAMES[(p >> 56) as usize],
                (p & ((1 << 56) - 1)) - 1
            ),
        },
        _ => "?".into(),
    }
}

fn braces(items: impl Iterator<Item = String>) -> String {
    format!("{{{}}}", items.collect::<Vec<_>>().join(", "))
}

fn scalar(s: Scalar, c: u64) -> String {
    match s {
        Scalar::Bool => (c != 0).to_string(),
        Scalar::Float => {
            let x = ops::as_f32(c);
            if x.is_nan() {
                "nan".into()
            } else {
                format!("{x:?}")
            }
        }
        Scalar::Half => crate::args::format_half(ops::as_f32(c)),
        _ => (c as i64).to_string(),
    }
}
