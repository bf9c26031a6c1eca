//! Entry points: which functions are shaders, their attributes, and the
//! semantics of their inputs and outputs.

use super::Checker;
use crate::ir::{EntryPoint, Stage, SystemValue};
use crate::root_signature::{self, RootSignature};
use crate::signature::{self, Interpretation, SigPoint};
use crate::types::ResourceKind;
use crate::types::{ScalarKind, TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Diagnostic, FxHashSet, Span};
use hlsl_syntax::ast;

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
            Some("geometry") => Some(Stage::Geometry),
            Some("hull") => Some(Stage::Hull),
            Some("domain") => Some(Stage::Domain),
            _ => {
                let list = "compute,vertex,pixel,hull,domain,geometry";
                self.error(
                    DiagCode::err_hlsl_attribute_expects_string_literal_from_list,
                    a.span,
                    &[&"'shader'", &list],
                );
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
        // An entry point takes no hidden resource parameters: the pipeline
        // passes no struct of resources (its signature check says so).
        let declared = self.funcs[index].params.len();
        if let Some(f) = self.funcs[index].function.as_mut() {
            f.params.truncate(declared);
        }
        let function = self.funcs[index].function.clone()?;
        ok &= self.check_stage_attrs(index, stage);
        let fragment_tests = self.fragment_tests(index, stage);
        ok &= fragment_tests.is_some();
        ok &= self.check_signature(
            index,
            stage,
            &function,
            SigPoint::of(stage, false),
            SigPoint::of(stage, true),
        );
        if ok {
            ok &= self.check_vk_locations(stage, &function);
        }
        ok.then_some(EntryPoint {
            function: super::provisional(index),
            stage,
            workgroup_size,
            root_signature,
            fragment_tests: fragment_tests.unwrap_or_default(),
        })
    }

    /// Checks the inputs and outputs of function `index` (an entry point,
    /// or a hull shader's patch constant function) at the signature
    /// points `input` and `output`.
    pub(super) fn check_signature(
        &mut self,
        index: usize,
        stage: Stage,
        function: &crate::ir::Function,
        input: SigPoint,
        output: SigPoint,
    ) -> bool {
        let mut ok = true;
        let (fname, fspan) = (function.name.clone(), function.span);
        let primitives = self.funcs[index].primitives.clone();
        if stage == Stage::Geometry && input == SigPoint::GsIn {
            ok &= self.one_primitive_each(&primitives, function);
        }
        for (i, p) in function.params.iter().enumerate() {
            let is_stream = matches!(
                self.program.types.get(p.ty),
                TypeKind::Resource {
                    kind: ResourceKind::PointStream
                        | ResourceKind::LineStream
                        | ResourceKind::TriangleStream,
                    ..
                }
            );
            if is_stream {
                // A stream is written by its methods: only an output.
                if p.mode != crate::ir::ParamMode::InOut {
                    self.error(DiagCode::err_hlsl_missing_inout_attr, p.span, &[]);
                    ok = false;
                    continue;
                }
                ok &= self.check_io(stage, output, p.ty, p.semantic.as_ref(), &p.name, p.span);
                continue;
            }
            if let Some(Some((m, mspan))) = primitives.get(i).copied() {
                ok &= self.check_primitive_input(stage, p, m, mspan);
                continue;
            }
            // An `out` parameter is an output, like the return value; an
            // `inout` one is both.
            let points: &[SigPoint] = match p.mode {
                crate::ir::ParamMode::In => &[input],
                crate::ir::ParamMode::Out => &[output],
                crate::ir::ParamMode::InOut => &[input, output],
            };
            for &point in points {
                ok &= self.check_io(stage, point, p.ty, p.semantic.as_ref(), &p.name, p.span);
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
                ok &= self.check_io(stage, output, function.ret, sem.as_ref(), &fname, fspan);
            }
        }
        ok
    }

    /// A geometry shader takes one input primitive, and outputs one kind
    /// of primitive.
    fn one_primitive_each(
        &mut self,
        primitives: &[Option<(ast::Modifier, Span)>],
        function: &crate::ir::Function,
    ) -> bool {
        let mut ok = true;
        let inputs: Vec<Span> = primitives.iter().flatten().map(|&(_, s)| s).collect();
        if let Some(&second) = inputs.get(1) {
            self.error(DiagCode::err_hlsl_gs_one_primitive, second, &[&"input"]);
            ok = false;
        }
        // Several streams (multi-stream output) must share one primitive.
        let mut first = None;
        for p in &function.params {
            let TypeKind::Resource { kind, .. } = *self.program.types.get(p.ty) else {
                continue;
            };
            if !kind.is_stream() {
                continue;
            }
            match first {
                None => first = Some(kind),
                Some(k) if k != kind => {
                    self.error(DiagCode::err_hlsl_gs_one_primitive, p.span, &[&"output"]);
                    ok = false;
                    break;
                }
                Some(_) => {}
            }
        }
        ok
    }

    /// A geometry shader's input primitive, `triangle VSOut v[3]`: an
    /// array with one element per vertex of the primitive, each element
    /// a vertex's inputs.
    fn check_primitive_input(
        &mut self,
        stage: Stage,
        p: &crate::ir::Param,
        m: ast::Modifier,
        mspan: Span,
    ) -> bool {
        let word = primitive_word(m);
        if stage != Stage::Geometry {
            self.error(
                DiagCode::err_primitive_stage,
                mspan,
                &[&word, &stage.name()],
            );
            return false;
        }
        let vertices = m.primitive_vertices().unwrap_or(1);
        match *self.program.types.get(p.ty) {
            TypeKind::Array { elem, len: Some(n) } if n == vertices => self.check_io(
                stage,
                SigPoint::GsVIn,
                elem,
                p.semantic.as_ref(),
                &p.name,
                p.span,
            ),
            _ => {
                let tn = self.type_name(p.ty);
                self.error(
                    DiagCode::err_primitive_array,
                    p.span,
                    &[&word, &vertices, &tn],
                );
                false
            }
        }
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

    /// Checks one input or output at signature point `point`: a struct's
    /// fields each need a semantic (unless the struct itself has one,
    /// which then covers its fields, as in DXC); a patch or stream is
    /// checked by its element type; a semantic must mean something at the
    /// point, and a system value needs its type.
    pub(super) fn check_io(
        &mut self,
        stage: Stage,
        point: SigPoint,
        ty: TypeId,
        semantic: Option<&crate::ir::Semantic>,
        name: &str,
        span: Span,
    ) -> bool {
        if self.program.types.is_error(ty) {
            return false;
        }
        let dir_name = if point.is_output() { "output" } else { "input" };
        let Some(sem) = semantic else {
            if let TypeKind::Resource { kind, elem } = *self.program.types.get(ty) {
                if let Some(inner) = object_point(kind, point) {
                    return self.check_io(stage, inner, elem, None, name, span);
                }
            }
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
                    ok &= self.check_io(stage, point, f.ty, f.semantic.as_ref(), &f.name, f.span);
                }
                return ok;
            }
            // A return value without one is reported by the caller: this
            // is a parameter (`in`, `out` or `inout`).
            self.error(DiagCode::err_entry_missing_semantic, span, &[&name]);
            return false;
        };
        // The built-in replaces what the semantic would mean.
        if let Some((crate::ir::VkIo::BuiltIn(b), vspan)) = sem.vulkan {
            return self.check_vk_builtin(b, vspan, ty, point);
        }
        if let Some((crate::ir::VkIo::Location(l, Some(i)), vspan)) = sem.vulkan {
            if !self.check_vk_index(l, i, vspan, point) {
                return false;
            }
        }
        let written = self.sem_text(sem);
        let want = match signature::interpretation(&sem.name, point) {
            Interpretation::Invalid => {
                let what = format!("{dir_name}s");
                self.push(Diagnostic::new(
                    DiagCode::err_semantic_stage,
                    sem.span,
                    &[&written, &stage.name(), &what],
                ));
                return false;
            }
            // A user value: numbers, or matrices, arrays and structs of
            // them (each part takes the next locations).
            Interpretation::Arbitrary => (
                "a numeric scalar, vector, matrix, or an array or struct of them",
                self.is_signature_type(ty),
            ),
            Interpretation::System => {
                if sem.system == Some(SystemValue::Target) && sem.index > 7 {
                    self.error(DiagCode::err_semantic_index, sem.span, &[&written, &7]);
                    return false;
                }
                if let Some(p) = self
                    .opts
                    .profile
                    .filter(|p| (p.major, p.minor) < signature::min_shader_model(&sem.name))
                {
                    let short = match p.stage {
                        Stage::Vertex => "vs",
                        Stage::Pixel => "ps",
                        Stage::Compute => "cs",
                        Stage::Geometry => "gs",
                        Stage::Hull => "hs",
                        Stage::Domain => "ds",
                    };
                    self.error(
                        DiagCode::err_semantic_shader_model,
                        sem.span,
                        &[&written, &short, &p.major, &p.minor],
                    );
                    return false;
                }
                self.system_value_type(sem, ty)
            }
        };
        if let (what, false) = want {
            let tn = self.type_name(ty);
            self.error(
                DiagCode::err_semantic_type,
                sem.span,
                &[&written, &what, &tn],
            );
            return false;
        }
        true
    }

    /// What type system value `sem` needs, and whether `ty` is one.
    fn system_value_type(&self, sem: &crate::ir::Semantic, ty: TypeId) -> (&'static str, bool) {
        match sem.system {
            Some(
                SystemValue::DispatchThreadId | SystemValue::GroupThreadId | SystemValue::GroupId,
            ) => (
                "an int or uint scalar or vector of up to 3 components",
                self.is_int_vector(ty, 3),
            ),
            Some(SystemValue::GroupIndex | SystemValue::VertexId | SystemValue::InstanceId) => {
                ("type 'uint' or 'int'", self.is_int_vector(ty, 0))
            }
            // DXC's SPIR-V back end also takes a struct that holds only
            // such vectors.
            Some(SystemValue::Position) => ("type 'float4'", self.is_position_type(ty)),
            Some(SystemValue::Depth) => ("type 'float'", self.is_float_vector(ty, 0)),
            Some(SystemValue::IsFrontFace) => ("type 'bool'", ty == Types::BOOL),
            Some(SystemValue::SampleIndex) => ("type 'uint'", ty == Types::UINT),
            Some(SystemValue::PrimitiveId) => ("type 'uint' or 'int'", self.is_int_vector(ty, 0)),
            // On a struct, DXC gives the fields consecutive targets from
            // the semantic's index on, in place of their own semantics.
            Some(SystemValue::Target) => (
                "a numeric scalar or vector",
                match self.target_slots(ty) {
                    Some(n) => sem.index + n <= 8,
                    None => false,
                },
            ),
            // Distances and tessellation factors are floats, several in
            // an array or vector.
            None if matches!(
                sem.name.as_str(),
                "SV_CLIPDISTANCE" | "SV_CULLDISTANCE" | "SV_TESSFACTOR" | "SV_INSIDETESSFACTOR"
            ) =>
            {
                let elem = match *self.program.types.get(ty) {
                    TypeKind::Array { elem, len: Some(_) } => elem,
                    _ => ty,
                };
                (
                    "a float scalar or vector, or an array of them",
                    self.is_float_vector(elem, 0) || self.is_float_vector_any(elem),
                )
            }
            None => (
                "a numeric scalar or vector",
                matches!(
                    self.program.types.get(ty),
                    TypeKind::Scalar(_) | TypeKind::Vector(..)
                ),
            ),
        }
    }

    /// Whether a user semantic can carry `ty`: numeric (or bool) scalars,
    /// vectors and matrices, and sized arrays and structs of them.
    fn is_signature_type(&self, ty: TypeId) -> bool {
        match self.program.types.get(ty) {
            TypeKind::Scalar(_) | TypeKind::Vector(..) | TypeKind::Matrix { .. } => true,
            TypeKind::Array { elem, len: Some(_) } => self.is_signature_type(*elem),
            TypeKind::Struct(s) => self.program.structs[*s]
                .fields
                .iter()
                .all(|f| self.is_signature_type(f.ty)),
            _ => false,
        }
    }

    fn is_position_type(&self, ty: TypeId) -> bool {
        match self.program.types.get(ty) {
            TypeKind::Struct(s) => {
                let fields = &self.program.structs[*s].fields;
                !fields.is_empty() && fields.iter().all(|f| self.is_position_type(f.ty))
            }
            // 32-bit: DXC rejects `double4`, and `half4` with 16-bit types.
            TypeKind::Vector(s, 4) => s.is_float() && s.width == 4,
            _ => false,
        }
    }

    /// How many render targets a value of `ty` fills under `SV_Target`:
    /// one for a numeric scalar or vector, the sum of a struct's fields;
    /// `None` for anything else.
    fn target_slots(&self, ty: TypeId) -> Option<u32> {
        match self.program.types.get(ty) {
            TypeKind::Scalar(s) | TypeKind::Vector(s, _) if s.kind != ScalarKind::Bool => Some(1),
            TypeKind::Struct(s) => {
                let fields = &self.program.structs[*s].fields;
                if fields.is_empty() {
                    return None;
                }
                fields.iter().map(|f| self.target_slots(f.ty)).sum()
            }
            _ => None,
        }
    }

    fn is_float_vector_any(&self, ty: TypeId) -> bool {
        matches!(*self.program.types.get(ty), TypeKind::Vector(s, _) if s.is_float())
    }

    pub(super) fn sem_text(&self, sem: &crate::ir::Semantic) -> String {
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

/// The point an object's element type sits at, for a patch or stream
/// passed where `point` is: a hull shader's `InputPatch`, a domain
/// shader's `OutputPatch`, a patch constant function's patches, a
/// geometry shader's output stream.
fn object_point(kind: ResourceKind, point: SigPoint) -> Option<SigPoint> {
    use ResourceKind as R;
    use SigPoint as P;
    Some(match (kind, point) {
        (R::InputPatch(_), P::HsIn | P::PcIn) => P::HsCpIn,
        (R::OutputPatch(_), P::PcIn) => P::HsCpOut,
        (R::OutputPatch(_), P::DsIn) => P::DsCpIn,
        (R::PointStream | R::LineStream | R::TriangleStream, P::GsOut) => P::GsOut,
        _ => return None,
    })
}

fn primitive_word(m: ast::Modifier) -> &'static str {
    match m {
        ast::Modifier::Point => "point",
        ast::Modifier::Line => "line",
        ast::Modifier::Triangle => "triangle",
        ast::Modifier::LineAdj => "lineadj",
        _ => "triangleadj",
    }
}
