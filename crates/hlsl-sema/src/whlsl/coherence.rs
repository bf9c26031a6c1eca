//! "Checking the coherence of operators and functions": the address
//! takers generated for struct fields (rule 3.4 of the environment), the
//! getters and setters generated from `thread` address takers, the rule
//! that every setter has its getter, and "no two declarations with the
//! same signature" (user, generated and library functions alike).

use super::signatures::{classify, OpName};
use super::types::{AddressSpace, TyId, TyKind, Types, SPACES};
use super::{Checker, FuncId, FuncInfo, FuncOrigin};
use hlsl_base::{DiagCode, FxHashMap};

impl Checker<'_> {
    pub(super) fn generate_accessors(&mut self) {
        // One `operator&.field` per field and address space.
        for s in 0..self.out.structs.len() {
            let strukt = super::types::StructId(s as u32);
            let struct_ty = self.intern(TyKind::Struct(strukt));
            for f in 0..self.out.structs[s].fields.len() {
                let field = &self.out.structs[s].fields[f];
                let (fname, fty, span) = (self.name(field.name), field.ty, field.span);
                if fty == Types::ERROR {
                    continue;
                }
                for space in SPACES {
                    let arg = self.intern(TyKind::Pointer(struct_ty, space));
                    let ret = self.intern(TyKind::Pointer(fty, space));
                    self.add_generated(FuncInfo {
                        name: format!("operator&.{fname}"),
                        params: vec![arg],
                        ret,
                        origin: FuncOrigin::FieldAddress {
                            strukt,
                            field: f as u32,
                        },
                        span,
                        user: None,
                    });
                }
            }
        }
        // A getter and a setter for every `thread` address taker.
        let takers: Vec<FuncId> = (0..self.out.funcs.len() as u32).map(FuncId).collect();
        for id in takers {
            let f = &self.out.funcs[id.0 as usize];
            let (name, params, ret, span) = (f.name.clone(), f.params.clone(), f.ret, f.span);
            let thread_pointee = |cx: &Self, t: TyId| match cx.kind(t) {
                TyKind::Pointer(p, AddressSpace::Thread) => Some(p),
                _ => None,
            };
            let (getter, setter, gparams, sparams) = match classify(&name) {
                OpName::AddressTaker(field) if params.len() == 1 => {
                    let (Some(t1), Some(t2)) =
                        (thread_pointee(self, params[0]), thread_pointee(self, ret))
                    else {
                        continue;
                    };
                    (
                        (format!("operator.{field}"), t2),
                        (format!("operator.{field}="), t1),
                        vec![t1],
                        vec![t1, t2],
                    )
                }
                OpName::IndexAddressTaker if params.len() == 2 && params[1] == Types::UINT => {
                    let (Some(t1), Some(t2)) =
                        (thread_pointee(self, params[0]), thread_pointee(self, ret))
                    else {
                        continue;
                    };
                    (
                        ("operator[]".to_string(), t2),
                        ("operator[]=".to_string(), t1),
                        vec![t1, Types::UINT],
                        vec![t1, Types::UINT, t2],
                    )
                }
                _ => continue,
            };
            self.add_generated(FuncInfo {
                name: getter.0,
                params: gparams,
                ret: getter.1,
                origin: FuncOrigin::GeneratedGetter(id),
                span,
                user: None,
            });
            self.add_generated(FuncInfo {
                name: setter.0,
                params: sparams,
                ret: setter.1,
                origin: FuncOrigin::GeneratedSetter(id),
                span,
                user: None,
            });
        }
    }

    /// Every user setter (`operator.f=`, `operator[]=`) needs the matching
    /// getter.
    pub(super) fn check_coherence(&mut self) {
        for i in 0..self.out.funcs.len() {
            let f = &self.out.funcs[i];
            if !matches!(f.origin, FuncOrigin::User(_)) {
                continue;
            }
            let getter = match classify(&f.name) {
                OpName::Setter(field) if f.params.len() == 2 => format!("operator.{field}"),
                OpName::IndexSetter if f.params.len() == 3 => "operator[]".to_string(),
                _ => continue,
            };
            let (params, span, name) = (f.params.clone(), f.span, f.name.clone());
            // A setter whose object is a pointer or array was reported.
            if params.contains(&Types::ERROR)
                || matches!(
                    self.kind(params[0]),
                    TyKind::Pointer(..) | TyKind::ArrayRef(..) | TyKind::Array(..)
                )
            {
                continue;
            }
            let (gparams, gret) = (&params[..params.len() - 1], params[params.len() - 1]);
            let has_user = self.env.funcs.get(&getter).is_some_and(|set| {
                set.iter().any(|g| {
                    let g = &self.out.funcs[g.0 as usize];
                    g.params == gparams && g.ret == gret
                })
            });
            let has_lib = self
                .library_function(&getter, gparams)
                .is_some_and(|sig| sig.ret == gret);
            if !(has_user || has_lib) {
                let args = self.ty_list(gparams);
                let ret = self.ty_name(gret);
                self.error(
                    DiagCode::err_whlsl_setter_without_getter,
                    span,
                    &[&name, &getter, &args, &ret],
                );
            }
        }
    }

    /// No two declarations with the same name and parameter types.
    pub(super) fn check_duplicate_signatures(&mut self) {
        let mut seen: FxHashMap<(&str, &[TyId]), FuncId> = FxHashMap::default();
        let funcs = std::mem::take(&mut self.out.funcs);
        for (i, f) in funcs.iter().enumerate() {
            if f.params.contains(&Types::ERROR) || f.ret == Types::ERROR {
                continue;
            }
            // Casts are named by their return type.
            if let Some(&prev) = seen.get(&(f.name.as_str(), f.params.as_slice())) {
                // Two generated functions clash only because their sources
                // do, which is reported.
                let user = |o: FuncOrigin| matches!(o, FuncOrigin::User(_));
                if !user(f.origin) && !user(funcs[prev.0 as usize].origin) {
                    continue;
                }
                let args = self.ty_list(&f.params);
                let (mut at, mut other) = (f.span, funcs[prev.0 as usize].span);
                // Point at the program's own declaration when the other
                // one is generated.
                if !matches!(f.origin, FuncOrigin::User(_)) {
                    std::mem::swap(&mut at, &mut other);
                }
                self.error_with_note(
                    DiagCode::err_whlsl_duplicate_signature,
                    at,
                    &[&f.name, &args],
                    other,
                    DiagCode::note_previous_definition,
                    &[],
                );
                continue;
            }
            seen.insert((f.name.as_str(), f.params.as_slice()), FuncId(i as u32));
            let in_library = if f.name.starts_with("operator ") {
                self.library_casts(f.ret)
                    .iter()
                    .any(|s| s.params == f.params)
            } else {
                self.library_function(&f.name, &f.params).is_some()
            };
            if matches!(f.origin, FuncOrigin::User(_)) && in_library {
                let args = self.ty_list(&f.params);
                self.error(
                    DiagCode::err_whlsl_redeclares_library,
                    f.span,
                    &[&f.name, &args],
                );
            }
        }
        drop(seen);
        // The set of functions is final: index the accessors.
        for (i, f) in funcs.iter().enumerate() {
            if let (Some(&first), false) = (
                f.params.first(),
                matches!(classify(&f.name), OpName::Symbol(_) | OpName::None),
            ) {
                self.env
                    .by_first
                    .entry((f.name.clone(), first))
                    .or_default()
                    .push(FuncId(i as u32));
            }
        }
        self.out.funcs = funcs;
    }

    /// `int, float4` for messages.
    pub(super) fn ty_list(&self, tys: &[TyId]) -> String {
        tys.iter()
            .map(|&t| self.ty_name(t))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
