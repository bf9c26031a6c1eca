//! Entry points: which functions are shaders, their attributes, and the
//! semantics of their inputs and outputs.

use super::Checker;
use crate::ir::{EntryPoint, Stage, SystemValue};
use crate::root_signature::{self, RootSignature};
use crate::types::{ScalarKind, TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Diagnostic, FxHashSet, Span};
use hlsl_syntax::ast;

/// Where a value flows relative to the shader.
#[derive(Clone, Copy, PartialEq)]
enum Dir {
    Input,
    Output,
}

impl Checker<'_> {
    /// With `-T`, the requested entry point; without, every function marked
    /// `[numthreads]` or `[shader("...")]` (a library).
    pub(super) fn select_entry_points(&mut self) -> Vec<EntryPoint> {
        let mut out = Vec::new();
        if let Some(profile) = self.opts.profile {
            let name = self
                .opts
                .entry
                .clone()
                .unwrap_or_else(|| "main".to_string());
            let found = self
                .funcs
                .iter()
                .position(|f| f.name == name && f.function.is_some());
            match found {
                Some(i) => {
                    let sm = Some((profile.major, profile.minor));
                    self.check_stage_uses(i, profile.stage, sm, &mut FxHashSet::default());
                    if let Some(e) = self.check_entry(i, profile.stage) {
                        out.push(e);
                    }
                }
                None => {
                    // No source location names a missing function: point at
                    // the start of the file.
                    let span = self.unit.decls.first().map_or(Span::DUMMY, decl_start);
                    self.error(DiagCode::err_entry_not_found, span, &[&name]);
                }
            }
            return out;
        }
        let mut reported = FxHashSet::default();
        for i in 0..self.funcs.len() {
            if self.funcs[i].function.is_none() {
                continue;
            }
            let mut stage = None;
            for a in self.funcs[i].attrs.clone() {
                match self.name(a.name) {
                    "numthreads" => stage = Some(Stage::Compute),
                    "shader" => stage = self.shader_attr_stage(&a).or(stage),
                    _ => {}
                }
            }
            if let Some(stage) = stage {
                self.check_stage_uses(i, stage, None, &mut reported);
                if let Some(e) = self.check_entry(i, stage) {
                    out.push(e);
                }
            }
        }
        out
    }

    /// An operation only `stages` may perform, at `span`: recorded, and
    /// reported for each entry point that reaches it and may not
    /// ([`Self::check_stage_uses`]), so a helper called only by pixel
    /// shaders may `discard` while a compute shader sits in the same file.
    pub(super) fn require_stage(
        &mut self,
        stages: &'static [Stage],
        compute_sm: (u8, u8),
        code: DiagCode,
        args: Vec<String>,
        span: Span,
    ) {
        self.record_stage_use(super::StageUse {
            stages,
            compute_sm,
            code,
            names_stage: false,
            args,
            span,
        });
    }

    /// Records `u` in the function being checked.
    pub(super) fn record_stage_use(&mut self, u: super::StageUse) {
        if let Some(fx) = &self.fx {
            let index = fx.index;
            self.funcs[index].stage_uses.push(u);
        }
    }

    /// Reports the operations of the functions entry point `entry` reaches
    /// that its stage may not perform (each once, over all entry points).
    fn check_stage_uses(
        &mut self,
        entry: usize,
        stage: Stage,
        sm: Option<(u8, u8)>,
        reported: &mut FxHashSet<u32>,
    ) {
        let mut seen = FxHashSet::default();
        let mut work = vec![entry];
        let mut found = Vec::new();
        while let Some(f) = work.pop() {
            if !seen.insert(f) {
                continue;
            }
            for u in &self.funcs[f].stage_uses {
                let allowed = u.stages.contains(&stage)
                    && !(stage == Stage::Compute && sm.is_some_and(|sm| sm < u.compute_sm));
                if !allowed && reported.insert(u.span.lo) {
                    found.push(u.clone());
                }
            }
            work.extend(self.funcs[f].calls.iter().map(|&(c, _)| c));
        }
        for mut u in found {
            if u.names_stage {
                u.args.push(stage.name().to_string());
            }
            let args: Vec<&dyn std::fmt::Display> =
                u.args.iter().map(|a| a as &dyn std::fmt::Display).collect();
            self.error(u.code, u.span, &args);
        }
    }

    /// The stage named by `[shader("compute")]`.
    fn shader_attr_stage(&mut self, a: &ast::Attribute) -> Option<Stage> {
        let arg = match a.args.as_slice() {
            [e] => match self.unit.exprs[*e].kind {
                ast::ExprKind::StringLit(s) => Some(self.unit.names.resolve(s)),
                // Already diagnosed by the parser.
                ast::ExprKind::Error => return None,
                _ => None,
            },
            _ => None,
        };
        match arg {
            Some("compute") => Some(Stage::Compute),
            Some("vertex") => Some(Stage::Vertex),
            Some("pixel") => Some(Stage::Pixel),
            _ => {
                let what = "expects one of \"compute\", \"vertex\" or \"pixel\"";
                self.error(DiagCode::err_attribute_args, a.span, &[&"shader", &what]);
                None
            }
        }
    }

    fn check_entry(&mut self, index: usize, stage: Stage) -> Option<EntryPoint> {
        let attrs = self.funcs[index].attrs.clone();
        let fname = self.funcs[index].name.clone();
        let fspan = self.funcs[index].span;
        let mut workgroup_size = [1, 1, 1];
        let numthreads = attrs.iter().find(|a| self.name(a.name) == "numthreads");
        let mut ok = true;
        match (stage, numthreads) {
            (Stage::Compute, Some(a)) => match self.numthreads(a) {
                Some(size) => workgroup_size = size,
                None => ok = false,
            },
            (Stage::Compute, None) => {
                self.error(DiagCode::err_numthreads_missing, fspan, &[&fname]);
                ok = false;
            }
            (_, Some(a)) => {
                let what = format!(
                    "is only valid on compute shaders, not on {} shaders",
                    stage.name()
                );
                self.error(
                    DiagCode::err_attribute_args,
                    a.span,
                    &[&"numthreads", &what],
                );
                ok = false;
            }
            (_, None) => {}
        }
        let root_signature = match attrs.iter().find(|a| self.is_root_signature(a)) {
            Some(a) => match self.root_signature(a, &fname) {
                Some(rs) => Some(rs),
                None => {
                    ok = false;
                    None
                }
            },
            None => None,
        };
        let function = self.funcs[index].function.clone()?;
        for p in &function.params {
            // An `out` parameter is an output, like the return value; an
            // `inout` one is both.
            let dirs: &[Dir] = match p.mode {
                crate::ir::ParamMode::In => &[Dir::Input],
                crate::ir::ParamMode::Out => &[Dir::Output],
                crate::ir::ParamMode::InOut => &[Dir::Input, Dir::Output],
            };
            for &dir in dirs {
                ok &= self.check_io(stage, dir, p.ty, p.semantic.as_ref(), &p.name, p.span);
            }
        }
        if function.ret != Types::VOID {
            let sem = function.ret_semantic.clone();
            if sem.is_none() && !matches!(self.program.types.get(function.ret), TypeKind::Struct(_))
            {
                self.error(
                    DiagCode::err_entry_missing_return_semantic,
                    fspan,
                    &[&fname],
                );
                ok = false;
            } else {
                ok &= self.check_io(
                    stage,
                    Dir::Output,
                    function.ret,
                    sem.as_ref(),
                    &fname,
                    fspan,
                );
            }
        }
        ok.then_some(EntryPoint {
            function: super::provisional(index),
            stage,
            workgroup_size,
            root_signature,
        })
    }

    /// `[RootSignature(...)]` (attribute names ignore case, as in DXC).
    fn is_root_signature(&self, a: &ast::Attribute) -> bool {
        self.name(a.name).eq_ignore_ascii_case("RootSignature")
    }

    /// Parses the root signature of entry point `fname`; its syntax errors
    /// point into the string where it is written (in a macro's
    /// definition, for the usual `#define MyRS "..." "..."`).
    fn root_signature(&mut self, a: &ast::Attribute, fname: &str) -> Option<RootSignature> {
        let arg = match a.args.as_slice() {
            [e] => match self.unit.exprs[*e].kind {
                ast::ExprKind::StringLit(s) => Some((*e, s)),
                // Already diagnosed by the parser.
                ast::ExprKind::Error => return None,
                _ => None,
            },
            _ => None,
        };
        let Some((e, text)) = arg else {
            let what = "expects one string literal (the root signature)";
            self.error(
                DiagCode::err_attribute_args,
                a.span,
                &[&"RootSignature", &what],
            );
            return None;
        };
        let text = self.unit.names.resolve(text).to_string();
        match root_signature::parse(&text, true) {
            Ok(rs) => Some(rs),
            Err(err) => {
                let arg_span = self.unit.exprs[e].span;
                let at = |i: usize| self.unit.string_byte(e, i as u32);
                let span = match (at(err.at.start), at(err.at.end)) {
                    (Some((lo, _)), Some((hi, _))) if lo <= hi => Span::new(lo, hi),
                    _ => arg_span,
                };
                let written_here = at(err.at.start).is_some_and(|(_, here)| here);
                let mut d = Diagnostic::new(DiagCode::err_hlsl_rootsig, span, &[&err.message]);
                if !written_here {
                    d.notes.push(Diagnostic::new(
                        DiagCode::note_rootsig_of_entry,
                        arg_span,
                        &[&fname],
                    ));
                }
                self.push(d);
                None
            }
        }
    }

    fn numthreads(&mut self, a: &ast::Attribute) -> Option<[u32; 3]> {
        if a.args.len() != 3 {
            self.error(
                DiagCode::err_numthreads_invalid,
                a.span,
                &[&"takes three arguments (x, y, z)"],
            );
            return None;
        }
        let mut size = [0u32; 3];
        for (i, &e) in a.args.iter().enumerate() {
            match self.const_int(e) {
                Some(n) if (1..=1024).contains(&n) => size[i] = n as u32,
                _ => {
                    let span = self.unit.exprs[e].span;
                    self.error(
                        DiagCode::err_numthreads_invalid,
                        span,
                        &[&"arguments must be integer constants from 1 to 1024"],
                    );
                    return None;
                }
            }
        }
        if size[2] > 64 || size.iter().product::<u32>() > 1024 {
            self.error(
                DiagCode::err_numthreads_invalid,
                a.span,
                &[&"z must be at most 64 and x*y*z at most 1024"],
            );
            return None;
        }
        Some(size)
    }

    /// Checks one input or output: a struct's fields each need a
    /// semantic (unless the struct itself has one), a system value must
    /// suit the stage, direction and type.
    fn check_io(
        &mut self,
        stage: Stage,
        dir: Dir,
        ty: TypeId,
        semantic: Option<&crate::ir::Semantic>,
        name: &str,
        span: Span,
    ) -> bool {
        if self.program.types.is_error(ty) {
            return false;
        }
        let dir_name = if dir == Dir::Input { "input" } else { "output" };
        let Some(sem) = semantic else {
            if let TypeKind::Struct(s) = *self.program.types.get(ty) {
                let fields = self.program.structs[s].fields.clone();
                let owner = self.type_name(ty);
                let mut ok = true;
                for f in &fields {
                    if f.semantic.is_none()
                        && !matches!(self.program.types.get(f.ty), TypeKind::Struct(_))
                    {
                        self.error(
                            DiagCode::err_entry_field_missing_semantic,
                            f.span,
                            &[&f.name, &owner, &dir_name],
                        );
                        ok = false;
                        continue;
                    }
                    ok &= self.check_io(stage, dir, f.ty, f.semantic.as_ref(), &f.name, f.span);
                }
                return ok;
            }
            // A return value without one is reported by the caller: this
            // is a parameter (`in`, `out` or `inout`).
            self.error(DiagCode::err_entry_missing_semantic, span, &[&name]);
            return false;
        };
        let valid_stage = match (sem.system, stage, dir) {
            (
                Some(
                    SystemValue::DispatchThreadId
                    | SystemValue::GroupThreadId
                    | SystemValue::GroupId
                    | SystemValue::GroupIndex,
                ),
                Stage::Compute,
                Dir::Input,
            ) => true,
            (Some(_), Stage::Compute, _) | (None, Stage::Compute, _) => false,
            (None, _, _) => true,
            (Some(SystemValue::Position), Stage::Vertex, Dir::Output) => true,
            (Some(SystemValue::Position), Stage::Pixel, Dir::Input) => true,
            (Some(SystemValue::VertexId | SystemValue::InstanceId), Stage::Vertex, Dir::Input) => {
                true
            }
            (
                Some(
                    SystemValue::IsFrontFace | SystemValue::SampleIndex | SystemValue::PrimitiveId,
                ),
                Stage::Pixel,
                Dir::Input,
            ) => true,
            (Some(SystemValue::Target | SystemValue::Depth), Stage::Pixel, Dir::Output) => true,
            _ => false,
        };
        if !valid_stage {
            let written = self.sem_text(sem);
            let what = format!("{dir_name}s");
            self.push(Diagnostic::new(
                DiagCode::err_semantic_stage,
                sem.span,
                &[&written, &stage.name(), &what],
            ));
            return false;
        }
        if sem.system == Some(SystemValue::Target) && sem.index > 7 {
            let written = self.sem_text(sem);
            self.error(DiagCode::err_semantic_index, sem.span, &[&written, &7]);
            return false;
        }
        let want = match sem.system {
            Some(
                SystemValue::DispatchThreadId | SystemValue::GroupThreadId | SystemValue::GroupId,
            ) => Some((
                "an int or uint scalar or vector of up to 3 components",
                self.is_int_vector(ty, 3),
            )),
            Some(SystemValue::GroupIndex | SystemValue::VertexId | SystemValue::InstanceId) => {
                Some(("type 'uint' or 'int'", self.is_int_vector(ty, 0)))
            }
            Some(SystemValue::Position) => Some(("type 'float4'", self.is_float_vector(ty, 4))),
            Some(SystemValue::Depth) => Some(("type 'float'", self.is_float_vector(ty, 0))),
            Some(SystemValue::IsFrontFace) => Some(("type 'bool'", ty == Types::BOOL)),
            Some(SystemValue::SampleIndex) => Some(("type 'uint'", ty == Types::UINT)),
            Some(SystemValue::PrimitiveId) => {
                Some(("type 'uint' or 'int'", self.is_int_vector(ty, 0)))
            }
            Some(SystemValue::Target) | None => {
                let ok = matches!(self.program.types.get(ty), TypeKind::Scalar(s) | TypeKind::Vector(s, _) if s.kind != ScalarKind::Bool || sem.system.is_none());
                Some(("a numeric scalar or vector", ok))
            }
        };
        if let Some((what, false)) = want {
            let (written, tn) = (self.sem_text(sem), self.type_name(ty));
            self.error(
                DiagCode::err_semantic_type,
                sem.span,
                &[&written, &what, &tn],
            );
            return false;
        }
        true
    }

    fn sem_text(&self, sem: &crate::ir::Semantic) -> String {
        // Semantics are case-insensitive; diagnostics show them upper-cased.
        if sem.index == 0 {
            sem.name.clone()
        } else {
            format!("{}{}", sem.name, sem.index)
        }
    }

    fn is_int_vector(&self, ty: TypeId, max: u8) -> bool {
        match *self.program.types.get(ty) {
            TypeKind::Scalar(s) => s.is_integer() && s.width == 4,
            TypeKind::Vector(s, n) => s.is_integer() && s.width == 4 && n <= max.max(1),
            _ => false,
        }
    }

    fn is_float_vector(&self, ty: TypeId, n: u8) -> bool {
        match *self.program.types.get(ty) {
            TypeKind::Scalar(s) => n == 0 && s.is_float(),
            TypeKind::Vector(s, m) => s.is_float() && (m == n || (n == 0 && m == 1)),
            _ => false,
        }
    }
}

fn decl_start(d: &ast::Decl) -> Span {
    let span = d.span();
    Span::new(span.lo, span.lo)
}
