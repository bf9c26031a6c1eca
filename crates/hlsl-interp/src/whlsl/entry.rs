//! A compute entry point's parameters, flattened through structs as the
//! spec's "Entry Points" section does, bound for a dispatch: built-ins
//! (`SV_DispatchThreadID`, `SV_GroupID`, `SV_GroupThreadID`,
//! `SV_GroupIndex`) get each invocation's values, and resources —
//! pointers and array references in `device` or `constant` memory with a
//! `register(…)` semantic — point into the buffer bound at that register.
//!
//! A buffer is a run of elements of the pointed-to type; every scalar of
//! an element takes 4 little-endian bytes in the order of its cells
//! (fields in declaration order, arrays and vectors element by element,
//! no padding), which is D3D's structured-buffer layout for 32-bit data.
//! Only 32-bit scalars (`int`, `uint`, `float`, `bool` as 0/1, enums on
//! them, `atomic_int`, `atomic_uint`) can be bound.

use super::code::{Code, Off};
use super::compile::size_of;
use super::eval::{pointer, SPACE_NAMES};
use crate::{Buffers, RegisterKey};
use hlsl_sema::ir::RegisterClass;
use hlsl_sema::types::Scalar as HScalar;
use hlsl_sema::whlsl::types::{AddressSpace, Scalar, TyId, TyKind};
use hlsl_sema::whlsl::{CheckedUnit, FuncId};
use hlsl_syntax::whlsl::ast::{LitKind, Semantic, SemanticKind, Stage, Unit};

/// A buffer a compute entry point reads or writes.
#[derive(Clone, Debug)]
pub struct Resource {
    pub key: RegisterKey,
    /// The (flattened) parameter that binds it, for messages.
    pub param: String,
    /// The element type, as WHLSL writes it.
    pub elem_name: String,
    /// The scalars of one element in memory order, 4 bytes each.
    pub elem: Vec<HScalar>,
    space: u64,
    cells: Vec<Scalar>,
}

#[derive(Clone, Copy, Debug)]
enum BuiltIn {
    DispatchThreadId,
    GroupId,
    GroupThreadId,
    GroupIndex,
}

/// How a frame cell range of the entry point is filled.
#[derive(Clone, Copy, Debug)]
enum Fill {
    BuiltIn(Off, BuiltIn),
    Pointer(Off, usize),
    ArrayRef(Off, usize),
}

/// A compute entry point ready to bind.
pub struct Entry {
    pub id: FuncId,
    pub numthreads: [u32; 3],
    pub resources: Vec<Resource>,
    fills: Vec<Fill>,
}

/// The user compute entry point `name` and its bindings.
pub fn find(unit: &Unit, cu: &CheckedUnit, code: &Code, name: &str) -> Result<Entry, String> {
    let not_entry = || format!("'{name}' is not a compute entry point of this program");
    let (i, user) = cu
        .funcs
        .iter()
        .enumerate()
        .filter(|(_, f)| f.name == name)
        .find_map(|(i, f)| {
            let u = f.user.as_ref()?;
            matches!(u.stage, Some(Stage::Compute(_))).then_some((i, u))
        })
        .ok_or_else(not_entry)?;
    let Some(Stage::Compute(sizes)) = &user.stage else {
        return Err(not_entry());
    };
    let mut numthreads = [1; 3];
    for (n, lit) in numthreads.iter_mut().zip(sizes) {
        *n = match lit.kind {
            LitKind::Int(Some(v)) => v as u32,
            LitKind::UInt(Some(v)) => v as u32,
            _ => return Err("an invalid numthreads size".into()),
        };
    }
    let Some(Some(func)) = code.funcs.get(i) else {
        return Err(format!("'{name}' was not compiled"));
    };
    let mut b = Binder {
        unit,
        cu,
        resources: Vec::new(),
        fills: Vec::new(),
    };
    for (p, &(off, _)) in user.params.iter().zip(&func.params) {
        let pname = unit.names.resolve(p.name).to_string();
        b.item(p.ty, p.semantic.as_ref(), off, pname)?;
    }
    Ok(Entry {
        id: FuncId(i as u32),
        numthreads,
        resources: b.resources,
        fills: b.fills,
    })
}

struct Binder<'a> {
    unit: &'a Unit,
    cu: &'a CheckedUnit,
    resources: Vec<Resource>,
    fills: Vec<Fill>,
}

impl Binder<'_> {
    fn ty_name(&self, ty: TyId) -> String {
        self.cu.type_name(self.unit, ty)
    }

    /// One argument or struct field at frame offset `off`.
    fn item(&mut self, ty: TyId, sem: Option<&Semantic>, off: Off, name: String) -> R<()> {
        if let TyKind::Struct(s) = self.cu.types.kind(ty) {
            let mut at = off;
            for f in &self.cu.structs[s.0 as usize].fields {
                let fname = format!("{name}.{}", self.unit.names.resolve(f.name));
                self.item(f.ty, f.semantic.as_ref(), at, fname)?;
                at += size_of(self.cu, f.ty)? as Off;
            }
            return Ok(());
        }
        let Some(sem) = sem else {
            return Err(format!("'{name}' has no semantic"));
        };
        match &sem.kind {
            SemanticKind::BuiltIn { name: b, .. } => {
                let which = match self.unit.names.resolve(b.sym) {
                    "SV_DispatchThreadID" => BuiltIn::DispatchThreadId,
                    "SV_GroupID" => BuiltIn::GroupId,
                    "SV_GroupThreadID" => BuiltIn::GroupThreadId,
                    "SV_GroupIndex" => BuiltIn::GroupIndex,
                    other => return Err(format!("'{name}': '{other}' is not a compute built-in")),
                };
                self.fills.push(Fill::BuiltIn(off, which));
            }
            SemanticKind::Register { reg, space } => {
                let key = register(
                    self.unit.names.resolve(reg.sym),
                    space.map(|s| self.unit.names.resolve(s.sym)),
                )?;
                let (elem, sp, array) = match self.cu.types.kind(ty) {
                    TyKind::Pointer(e, sp) => (e, sp, false),
                    TyKind::ArrayRef(e, sp) => (e, sp, true),
                    _ => {
                        return Err(format!(
                            "'{name}' ('{}'): dispatch binds only pointers and array \
                             references (textures and samplers are not run)",
                            self.ty_name(ty)
                        ))
                    }
                };
                let space = match sp {
                    AddressSpace::Device => 2,
                    AddressSpace::Constant => 3,
                    _ => return Err(format!("'{name}' is not in device or constant memory")),
                };
                let r = self.resource(key, elem, space, &name)?;
                self.fills.push(if array {
                    Fill::ArrayRef(off, r)
                } else {
                    Fill::Pointer(off, r)
                });
            }
            SemanticKind::Specialized => {
                return Err(format!(
                    "'{name}' is a specialization constant; dispatch has no way to give its value"
                ))
            }
            SemanticKind::Attribute(_) => {
                return Err(format!("'{name}' is a stage-in variable"));
            }
        }
        Ok(())
    }

    /// The resource at `key`, added the first time; a register bound
    /// twice must be bound with one element type in one space.
    fn resource(&mut self, key: RegisterKey, elem: TyId, space: u64, name: &str) -> R<usize> {
        let mut cells = Vec::new();
        self.scalars(elem, &mut cells, name)?;
        let elem_name = self.ty_name(elem);
        if let Some(i) = self.resources.iter().position(|r| r.key == key) {
            let r = &self.resources[i];
            if r.space != space || r.cells != cells {
                return Err(format!(
                    "'{name}' binds register {} as '{elem_name}' in {} memory, but '{}' binds \
                     it as '{}' in {} memory",
                    key,
                    SPACE_NAMES[space as usize],
                    r.param,
                    r.elem_name,
                    SPACE_NAMES[r.space as usize]
                ));
            }
            return Ok(i);
        }
        if cells.is_empty() {
            return Err(format!("'{name}': '{elem_name}' holds no data"));
        }
        self.resources.push(Resource {
            key,
            param: name.to_string(),
            elem: cells.iter().map(|&s| host_scalar(s)).collect(),
            elem_name,
            space,
            cells,
        });
        Ok(self.resources.len() - 1)
    }

    /// The scalars of a value of `ty`, one per cell.
    fn scalars(&self, ty: TyId, out: &mut Vec<Scalar>, name: &str) -> R<()> {
        let scalar = |s: Scalar, out: &mut Vec<Scalar>, n: usize| {
            if !matches!(s, Scalar::Int | Scalar::UInt | Scalar::Float | Scalar::Bool) {
                return Err(format!(
                    "'{name}': dispatch binds only 32-bit data (int, uint, float, bool), \
                     not '{}'",
                    self.ty_name(ty)
                ));
            }
            out.extend(std::iter::repeat_n(s, n));
            Ok(())
        };
        match self.cu.types.kind(ty) {
            TyKind::Scalar(s) => scalar(s, out, 1),
            TyKind::Vector(s, n) => scalar(s, out, n as usize),
            TyKind::Matrix(s, a, b) => scalar(s, out, a as usize * b as usize),
            TyKind::Atomic(signed) => {
                out.push(if signed { Scalar::Int } else { Scalar::UInt });
                Ok(())
            }
            TyKind::Enum(e) => scalar(self.cu.enums[e.0 as usize].base, out, 1),
            TyKind::Struct(s) => {
                for f in &self.cu.structs[s.0 as usize].fields {
                    self.scalars(f.ty, out, name)?;
                }
                Ok(())
            }
            TyKind::Array(e, n) => {
                let mut one = Vec::new();
                self.scalars(e, &mut one, name)?;
                for _ in 0..n {
                    out.extend_from_slice(&one);
                }
                Ok(())
            }
            _ => Err(format!(
                "'{name}': '{}' cannot be held in a buffer",
                self.ty_name(ty)
            )),
        }
    }
}

type R<T> = Result<T, String>;

fn host_scalar(s: Scalar) -> HScalar {
    match s {
        Scalar::Int => HScalar::I32,
        Scalar::UInt => HScalar::U32,
        Scalar::Float => HScalar::F32,
        _ => HScalar::BOOL,
    }
}

/// `register(u3, space1)` as a [`RegisterKey`].
fn register(reg: &str, space: Option<&str>) -> R<RegisterKey> {
    let bad = || format!("'register({reg})' is not a register dispatch can bind (uN, tN or bN)");
    let mut chars = reg.chars();
    let class = match chars.next().map(|c| c.to_ascii_lowercase()) {
        Some('u') => RegisterClass::U,
        Some('t') => RegisterClass::T,
        Some('b') => RegisterClass::B,
        _ => return Err(bad()),
    };
    let register = chars.as_str().parse().map_err(|_| bad())?;
    let space = match space {
        None => 0,
        Some(s) => s
            .strip_prefix("space")
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| format!("'{s}' is not a register space (space0, space1, …)"))?,
    };
    Ok(RegisterKey {
        class,
        space,
        register,
    })
}

/// Where each resource lies in its space's store: (first cell, elements).
pub struct Memory {
    pub spaces: [Vec<u64>; 4],
    regions: Vec<(usize, usize)>,
}

impl Entry {
    /// Copies the bound buffers into the stores (a missing buffer is
    /// empty: a null pointer, an array reference of length 0).
    pub fn load(&self, buffers: &Buffers) -> R<Memory> {
        let mut spaces: [Vec<u64>; 4] = Default::default();
        let mut regions = Vec::new();
        for r in &self.resources {
            let bytes = buffers.bytes.get(&r.key).map_or(&[][..], Vec::as_slice);
            let stride = 4 * r.cells.len();
            if !bytes.len().is_multiple_of(stride) {
                return Err(format!(
                    "the buffer at {} has {} bytes, not a whole number of '{}' elements \
                     ({stride} bytes each, for '{}')",
                    r.key,
                    bytes.len(),
                    r.elem_name,
                    r.param
                ));
            }
            let store = &mut spaces[r.space as usize];
            regions.push((store.len(), bytes.len() / stride));
            for (word, &s) in bytes.chunks_exact(4).zip(r.cells.iter().cycle()) {
                let w = u32::from_le_bytes([word[0], word[1], word[2], word[3]]);
                store.push(match s {
                    Scalar::Int => w as i32 as i64 as u64,
                    Scalar::Bool => (w != 0) as u64,
                    _ => w as u64,
                });
            }
        }
        Ok(Memory { spaces, regions })
    }

    /// Copies the stores back into the buffers of `device` resources.
    pub fn store(&self, memory: &Memory, buffers: &mut Buffers) {
        for (r, &(start, count)) in self.resources.iter().zip(&memory.regions) {
            if r.space != 2 {
                continue;
            }
            let cells = &memory.spaces[2][start..start + count * r.cells.len()];
            let bytes = cells
                .iter()
                .flat_map(|&c| (c as u32).to_le_bytes())
                .collect();
            buffers.bytes.insert(r.key, bytes);
        }
    }

    /// Fills an invocation's frame: `group` is its workgroup's id, `local`
    /// its index within the group.
    pub fn fill(&self, memory: &Memory, group: [u32; 3], local: usize, frame: &mut [u64]) {
        let [nx, ny, _] = self.numthreads.map(|n| n as usize);
        let l = [local % nx, local / nx % ny, local / (nx * ny)].map(|v| v as u32);
        for f in &self.fills {
            match *f {
                Fill::BuiltIn(off, which) => {
                    let v = match which {
                        BuiltIn::DispatchThreadId => [0, 1, 2]
                            .map(|k| group[k].wrapping_mul(self.numthreads[k]).wrapping_add(l[k])),
                        BuiltIn::GroupId => group,
                        BuiltIn::GroupThreadId => l,
                        BuiltIn::GroupIndex => [local as u32, 0, 0],
                    };
                    let n = if matches!(which, BuiltIn::GroupIndex) {
                        1
                    } else {
                        3
                    };
                    for k in 0..n {
                        frame[off as usize + k] = v[k] as u64;
                    }
                }
                Fill::Pointer(off, r) | Fill::ArrayRef(off, r) => {
                    let (start, count) = memory.regions[r];
                    let space = self.resources[r].space;
                    let p = if count == 0 { 0 } else { pointer(space, start) };
                    frame[off as usize] = p;
                    if let Fill::ArrayRef(..) = f {
                        frame[off as usize + 1] = if count == 0 { 0 } else { count as u64 };
                    }
                }
            }
        }
    }
}
