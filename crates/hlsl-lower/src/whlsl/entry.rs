//! The compute entry point: its parameters flattened through structs, as
//! the interpreter's `whlsl/entry.rs` binds them for a dispatch.
//!
//! * Built-ins (`SV_DispatchThreadID`, `SV_GroupID`, `SV_GroupThreadID`,
//!   `SV_GroupIndex`) are arguments of the naga entry point, copied into
//!   the parameter's variable (parameters are left values).
//! * A resource (`register(uN)`, `tN` or `bN`, optionally `spaceM`) is a
//!   global: `device T[]`/`constant T[]` a runtime-sized array, `device
//!   T*`/`constant T*` one `T` (the first element of the buffer). `u` and
//!   `t` registers are storage buffers (read-only for `constant`), `b`
//!   registers uniform buffers (pointers only). Each goes at the (set,
//!   binding) hlslc gives the HLSL register of the same class, number and
//!   space with the same options (`-fvk-<class>-shift`,
//!   `-fvk-bind-register`, `-auto-binding-space`): by default set M,
//!   binding N. Two parameters on one register share the global.

use super::func::{Fx, ModuleCtx, Name, V};
use super::{unsupported, Unsupported, W};
use crate::resources::span;
use crate::VulkanBindings;
use hlsl_base::{FxHashMap, Span};
use hlsl_sema::ir::{Binding, RegisterClass};
use hlsl_sema::whlsl::types::{AddressSpace, TyId, TyKind};
use hlsl_sema::whlsl::{CheckedUnit, FuncId};
use hlsl_syntax::whlsl::ast::{Decl, LitKind, Semantic, SemanticKind, Stage, Unit};
use naga::{Block, Expression, Handle, Statement};

pub(crate) enum Failure {
    NotFound,
    Unsupported(Unsupported),
}

impl From<Unsupported> for Failure {
    fn from(u: Unsupported) -> Failure {
        Failure::Unsupported(u)
    }
}

/// A register as written: class, number, space (`None`: not written).
type Register = (RegisterClass, u32, Option<u32>);

struct Global {
    var: Handle<naga::GlobalVariable>,
    ty: TyId,
    binding: (u32, u32),
    name: String,
}

struct EntryCtx<'v> {
    vulkan: &'v VulkanBindings,
    globals: FxHashMap<Register, Global>,
    /// The naga entry point's built-in arguments, by built-in.
    builtins: Vec<(naga::BuiltIn, u32)>,
}

pub(crate) fn lower(
    unit: &Unit,
    cu: &CheckedUnit,
    entry: &str,
    vulkan: &VulkanBindings,
) -> Result<naga::Module, Failure> {
    let mut found = None;
    for (id, f, decl) in cu.user_funcs() {
        if f.name != entry {
            continue;
        }
        let Some(user) = &f.user else { continue };
        match &user.stage {
            Some(Stage::Compute(sizes)) => found = Some((id, decl, *sizes)),
            Some(_) => {
                return Err(
                    unsupported::<()>("a vertex or fragment entry point", user.name_span)
                        .unwrap_err()
                        .into(),
                )
            }
            None => {}
        }
    }
    let Some((id, decl, sizes)) = found else {
        return Err(Failure::NotFound);
    };
    let mut workgroup_size = [1u32; 3];
    for (n, lit) in workgroup_size.iter_mut().zip(&sizes) {
        *n = match lit.kind {
            LitKind::Int(Some(v)) => v as u32,
            LitKind::UInt(Some(v)) => v as u32,
            _ => {
                return Err(unsupported::<()>("an invalid numthreads size", lit.span)
                    .unwrap_err()
                    .into())
            }
        };
    }
    let total = workgroup_size.iter().map(|&n| n as u64).product::<u64>();
    if total > 1024 {
        let at = sizes.first().map_or(Span::DUMMY, |l| l.span);
        return Err(unsupported::<()>(
            format!("a workgroup of {total} invocations (Vulkan guarantees 1024 at most)"),
            at,
        )
        .unwrap_err()
        .into());
    }
    let mut m = ModuleCtx::new(unit, cu);
    let mut ecx = EntryCtx {
        vulkan,
        globals: FxHashMap::default(),
        builtins: Vec::new(),
    };
    let function = entry_function(&mut m, &mut ecx, id, decl)?;
    m.module.entry_points.push(crate::emit::entry_point(
        entry.to_string(),
        naga::ShaderStage::Compute,
        workgroup_size,
        function,
    ));
    Ok(m.module)
}

fn entry_function(
    m: &mut ModuleCtx,
    ecx: &mut EntryCtx,
    id: FuncId,
    decl: usize,
) -> W<naga::Function> {
    let unit = m.unit;
    let cu = m.cu;
    let info = cu.func(id);
    let Decl::Func(def) = &unit.decls[decl] else {
        return unsupported("an entry point without a definition", Span::DUMMY);
    };
    let Some(user) = &info.user else {
        return unsupported("an entry point without parameters", def.span);
    };
    let mut fx = Fx::new(m);
    fx.f.name = Some(info.name.clone());
    let mut block = Block::new();
    fx.start();
    let mut scope = Vec::new();
    for p in &user.params {
        let pname = unit.names.resolve(p.name).to_string();
        let name = match resource(
            &mut fx,
            ecx,
            p.ty,
            p.semantic.as_ref(),
            &pname,
            p.span,
            &mut block,
        )? {
            Some(v) => Name::Alias(v),
            None => {
                let ty = fx.m.ty(p.ty, p.span)?.handle;
                let var = fx.local(ty, &pname, p.span, &mut block);
                fill(
                    &mut fx,
                    ecx,
                    var,
                    p.ty,
                    p.semantic.as_ref(),
                    &pname,
                    p.span,
                    &mut block,
                )?;
                Name::Var(var)
            }
        };
        scope.push((p.name, name));
    }
    fx.scopes.push(scope);
    fx.body(def.body, &mut block)?;
    let mut f = fx.finish();
    f.body = block;
    Ok(f)
}

/// A resource parameter's pointer or array reference; `None` for a
/// parameter that is not one.
#[allow(clippy::too_many_arguments)]
fn resource(
    fx: &mut Fx,
    ecx: &mut EntryCtx,
    ty: TyId,
    sem: Option<&Semantic>,
    pname: &str,
    sp: Span,
    block: &mut Block,
) -> W<Option<V>> {
    let Some(SemanticKind::Register { reg, space }) = sem.map(|s| &s.kind) else {
        return Ok(None);
    };
    let names = &fx.unit().names;
    let key = register(
        names.resolve(reg.sym),
        space.map(|s| names.resolve(s.sym)),
        sp,
    )?;
    let (elem, addr, array) = match fx.kind(ty) {
        TyKind::Pointer(e, a) => (e, a, false),
        TyKind::ArrayRef(e, a) => (e, a, true),
        _ => {
            return unsupported(
                format!(
                    "the resource '{pname}' of type '{}' (only buffers)",
                    fx.m.type_name(ty)
                ),
                sp,
            )
        }
    };
    let class = key.0;
    let space = match (class, addr) {
        (RegisterClass::B, _) if array => {
            return unsupported(
                format!("the array reference '{pname}' in a 'b' register (a uniform buffer has a fixed size)"),
                sp,
            )
        }
        (RegisterClass::B, _) => naga::AddressSpace::Uniform,
        (RegisterClass::U | RegisterClass::T, AddressSpace::Device) => naga::AddressSpace::Storage {
            access: naga::StorageAccess::LOAD | naga::StorageAccess::STORE,
        },
        (RegisterClass::U | RegisterClass::T, _) => naga::AddressSpace::Storage {
            access: naga::StorageAccess::LOAD,
        },
        _ => return unsupported(format!("the resource '{pname}' in an 's' register"), sp),
    };
    let var = match ecx.globals.get(&key) {
        Some(g) if g.ty == ty => g.var,
        Some(g) => {
            return unsupported(
                format!(
                    "'{pname}' and '{}' on one register with different types",
                    g.name
                ),
                sp,
            )
        }
        None => {
            let m = &mut *fx.m;
            let gty = if array {
                m.types
                    .runtime_array(&mut m.module, m.unit, m.cu, elem, sp)?
            } else {
                m.types
                    .buffer_element(&mut m.module, m.unit, m.cu, elem, sp)?
                    .handle
            };
            let b = Binding {
                class,
                space: key.2.unwrap_or(ecx.vulkan.auto_binding_space.unwrap_or(0)),
                register: key.1,
                range: 1,
                explicit: true,
                index: 0,
                order_id: None,
            };
            let (group, binding) = ecx.vulkan.explicit(&b);
            if let Some(other) = ecx.globals.values().find(|g| g.binding == (group, binding)) {
                return unsupported(
                    format!(
                        "'{pname}' and '{}' at one descriptor (set {group}, binding {binding})",
                        other.name
                    ),
                    sp,
                );
            }
            let var = m.module.global_variables.append(
                naga::GlobalVariable {
                    name: Some(pname.to_string()),
                    space,
                    binding: Some(naga::ResourceBinding { group, binding }),
                    ty: gty,
                    init: None,
                    memory_decorations: naga::MemoryDecorations::empty(),
                },
                span(sp),
            );
            ecx.globals.insert(
                key,
                Global {
                    var,
                    ty,
                    binding: (group, binding),
                    name: pname.to_string(),
                },
            );
            var
        }
    };
    let ptr = fx.add(Expression::GlobalVariable(var), sp, block);
    Ok(Some(if array {
        V::Ref { ptr, single: false }
    } else {
        V::Ptr(ptr)
    }))
}

/// Fills the variable `var` (of type `ty`) of a built-in parameter, or of
/// a struct of them.
#[allow(clippy::too_many_arguments)]
fn fill(
    fx: &mut Fx,
    ecx: &mut EntryCtx,
    var: Handle<Expression>,
    ty: TyId,
    sem: Option<&Semantic>,
    pname: &str,
    sp: Span,
    block: &mut Block,
) -> W<()> {
    if let TyKind::Struct(s) = fx.kind(ty) {
        let fields = fx.cu().structs[s.0 as usize].fields.clone();
        for (i, f) in fields.iter().enumerate() {
            let fname = format!("{pname}.{}", fx.unit().names.resolve(f.name));
            if matches!(
                f.semantic.as_ref().map(|s| &s.kind),
                Some(SemanticKind::Register { .. })
            ) {
                return unsupported(
                    format!("the resource '{fname}' inside a struct parameter"),
                    f.span,
                );
            }
            let at = fx.add(
                Expression::AccessIndex {
                    base: var,
                    index: i as u32,
                },
                f.span,
                block,
            );
            fill(
                fx,
                ecx,
                at,
                f.ty,
                f.semantic.as_ref(),
                &fname,
                f.span,
                block,
            )?;
        }
        return Ok(());
    }
    let Some(sem) = sem else {
        return unsupported(format!("'{pname}' without a semantic"), sp);
    };
    let which = match &sem.kind {
        SemanticKind::BuiltIn { name, .. } => match fx.unit().names.resolve(name.sym) {
            "SV_DispatchThreadID" => naga::BuiltIn::GlobalInvocationId,
            "SV_GroupID" => naga::BuiltIn::WorkGroupId,
            "SV_GroupThreadID" => naga::BuiltIn::LocalInvocationId,
            "SV_GroupIndex" => naga::BuiltIn::LocalInvocationIndex,
            other => return unsupported(format!("the compute built-in '{other}'"), sem.span),
        },
        SemanticKind::Specialized => {
            return unsupported(format!("the specialization constant '{pname}'"), sem.span)
        }
        _ => return unsupported(format!("the entry parameter '{pname}'"), sem.span),
    };
    let arg = match ecx.builtins.iter().find(|(b, _)| *b == which) {
        Some(&(_, i)) => i,
        None => {
            let ty = fx.m.ty(ty, sp)?.handle;
            let i = fx.f.arguments.len() as u32;
            fx.f.arguments.push(naga::FunctionArgument {
                name: Some(pname.replace('.', "_")),
                ty,
                binding: Some(naga::Binding::BuiltIn(which)),
            });
            ecx.builtins.push((which, i));
            i
        }
    };
    let a = fx.add(Expression::FunctionArgument(arg), sp, block);
    fx.stmt_push(
        Statement::Store {
            pointer: var,
            value: a,
        },
        sp,
        block,
    );
    Ok(())
}

/// `u3` and `space1` as a register.
fn register(reg: &str, space: Option<&str>, sp: Span) -> W<Register> {
    let bad = || unsupported(format!("the register '{reg}'"), sp);
    let mut chars = reg.chars();
    let class = match chars.next().map(|c| c.to_ascii_lowercase()) {
        Some('u') => RegisterClass::U,
        Some('t') => RegisterClass::T,
        Some('b') => RegisterClass::B,
        Some('s') => RegisterClass::S,
        _ => return bad(),
    };
    let Ok(n) = chars.as_str().parse::<u32>() else {
        return bad();
    };
    let space = match space {
        None => None,
        Some(s) => match s.strip_prefix("space").and_then(|d| d.parse::<u32>().ok()) {
            Some(v) => Some(v),
            None => return unsupported(format!("the register space '{s}'"), sp),
        },
    };
    Ok((class, n, space))
}
