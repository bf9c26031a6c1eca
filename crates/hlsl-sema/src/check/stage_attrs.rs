//! The attributes of geometry, hull and domain entry points
//! (`[maxvertexcount]`, `[domain]`, `[partitioning]`, `[outputtopology]`,
//! `[outputcontrolpoints]`, `[patchconstantfunc]`, `[instance]`) and a
//! hull shader's patch constant function, checked as DXC does. These
//! stages are only checked: naga has none of them.

use super::Checker;
use crate::ir::Stage;
use crate::signature::SigPoint;
use crate::types::{ResourceKind, TypeKind};
use hlsl_base::{DiagCode, FxHashSet};
use hlsl_syntax::ast;

const DOMAINS: &[&str] = &["tri", "quad", "isoline"];
const PARTITIONINGS: &[&str] = &["integer", "fractional_even", "fractional_odd", "pow2"];
const TOPOLOGIES: &[&str] = &["point", "line", "triangle_cw", "triangle_ccw"];

impl Checker<'_> {
    /// Checks the stage's attributes on entry point `index`; for a hull
    /// shader, also its patch constant function's inputs and outputs.
    pub(super) fn check_stage_attrs(&mut self, index: usize, stage: Stage) -> bool {
        let attrs = self.funcs[index].attrs.clone();
        let fspan = self.funcs[index].span;
        let find = |c: &Self, name: &str| {
            attrs
                .iter()
                .find(|a| c.name(a.name).eq_ignore_ascii_case(name))
                .cloned()
        };
        let missing = std::cell::Cell::new(false);
        let require = |c: &mut Self, name: &'static str| {
            let found = find(c, name);
            if found.is_none() {
                c.error(
                    DiagCode::err_hlsl_missing_attr,
                    fspan,
                    &[&stage.name(), &name],
                );
                missing.set(true);
            }
            found
        };
        let mut ok = true;
        match stage {
            Stage::Geometry => {
                if let Some(a) = require(self, "maxvertexcount") {
                    ok &= self.int_attr(&a, "maxvertexcount", 1, 1024);
                }
                if let Some(a) = find(self, "instance") {
                    ok &= self.int_attr(&a, "instance", 1, 32);
                }
            }
            Stage::Hull => {
                let pcf = require(self, "patchconstantfunc");
                if let Some(a) = require(self, "outputtopology") {
                    ok &= self.string_attr(&a, "outputtopology", TOPOLOGIES).is_some();
                }
                let mut control_points = None;
                if let Some(a) = require(self, "outputcontrolpoints") {
                    let good = self.int_attr(&a, "outputcontrolpoints", 0, 32);
                    if good {
                        control_points = a.args.first().and_then(|&e| self.const_int(e));
                    }
                    ok &= good;
                }
                if let Some(a) = find(self, "domain") {
                    ok &= self.string_attr(&a, "domain", DOMAINS).is_some();
                }
                if let Some(a) = find(self, "partitioning") {
                    ok &= self
                        .string_attr(&a, "partitioning", PARTITIONINGS)
                        .is_some();
                }
                ok &= self.hull_control_point_id(index);
                if let Some(a) = pcf {
                    ok &= self.patch_constant_function(&a, index, control_points);
                }
            }
            Stage::Domain => {
                if let Some(a) = find(self, "domain") {
                    ok &= self.string_attr(&a, "domain", DOMAINS).is_some();
                }
            }
            Stage::Vertex | Stage::Pixel | Stage::Compute => {}
        }
        ok && !missing.get()
    }

    /// `[name(n)]` with an integer constant from `lo` to `hi`.
    fn int_attr(&mut self, a: &ast::Attribute, name: &str, lo: u64, hi: u64) -> bool {
        if let [e] = a.args.as_slice() {
            if self.const_int(*e).is_some_and(|n| (lo..=hi).contains(&n)) {
                return true;
            }
        }
        let what = format!("expects one integer constant from {lo} to {hi}");
        self.error(DiagCode::err_attribute_args, a.span, &[&name, &what]);
        false
    }

    /// The text of an attribute's one string argument (`None`: it has no
    /// such argument); `Err` when the argument is an error the parser has
    /// already reported.
    pub(super) fn string_attr_arg(&self, a: &ast::Attribute) -> Result<Option<String>, ()> {
        match a.args.as_slice() {
            [e] => match self.unit.exprs[*e].kind {
                ast::ExprKind::StringLit(s) => Ok(Some(self.unit.names.resolve(s).to_string())),
                ast::ExprKind::Error => Err(()),
                _ => Ok(None),
            },
            _ => Ok(None),
        }
    }

    /// The one non-negative integer constant argument of attribute `name`
    /// (`[[vk::location(N)]]`, `[[vk::constant_id(N)]]`), or an error.
    pub(super) fn u32_attr_arg(&mut self, a: &ast::Attribute, name: &str) -> Option<u32> {
        let n = match a.args.as_slice() {
            [e] => self.const_int(*e).and_then(|n| u32::try_from(n).ok()),
            _ => None,
        };
        if n.is_none() {
            let what = "expects one non-negative integer constant";
            self.error(DiagCode::err_attribute_args, a.span, &[&name, &what]);
        }
        n
    }

    /// `[name("value")]` with one of `values`; the value when it is.
    fn string_attr(&mut self, a: &ast::Attribute, name: &str, values: &[&str]) -> Option<String> {
        let Ok(text) = self.string_attr_arg(a) else {
            return None;
        };
        match text {
            Some(t) if values.contains(&t.as_str()) => Some(t),
            _ => {
                let (quoted, list) = (format!("'{name}'"), values.join(","));
                self.error(
                    DiagCode::err_hlsl_attribute_expects_string_literal_from_list,
                    a.span,
                    &[&quoted, &list],
                );
                None
            }
        }
    }

    /// `[patchconstantfunc("name")]`: the function must be defined; its
    /// inputs are the hull shader's patches and its own values, its
    /// outputs the patch constants.
    fn patch_constant_function(
        &mut self,
        a: &ast::Attribute,
        entry: usize,
        control_points: Option<u64>,
    ) -> bool {
        let name = match a.args.as_slice() {
            [e] => match self.unit.exprs[*e].kind {
                ast::ExprKind::StringLit(s) => self.unit.names.resolve(s).to_string(),
                ast::ExprKind::Error => return false,
                _ => String::new(),
            },
            _ => String::new(),
        };
        if name.is_empty() {
            let what = "expects one string literal (a function's name)";
            self.error(
                DiagCode::err_attribute_args,
                a.span,
                &[&"patchconstantfunc", &what],
            );
            return false;
        }
        let found = self
            .funcs
            .iter()
            .position(|f| f.name == name && f.function.is_some());
        let Some(i) = found else {
            self.error(
                DiagCode::err_hlsl_missing_patch_constant_function,
                a.span,
                &[&name],
            );
            return false;
        };
        let Some(function) = self.funcs[i].function.clone() else {
            return false;
        };
        let mut ok =
            self.check_signature(i, Stage::Hull, &function, SigPoint::PcIn, SigPoint::PcOut);
        // Its patches are the hull shader's: its input patch, and the
        // control points the hull shader outputs.
        let entry_input =
            self.funcs[entry]
                .params
                .iter()
                .find_map(|&(t, _)| match *self.program.types.get(t) {
                    TypeKind::Resource {
                        kind: ResourceKind::InputPatch(n),
                        ..
                    } => Some(u64::from(n)),
                    _ => None,
                });
        for p in &function.params {
            let (which, has, want) = match *self.program.types.get(p.ty) {
                TypeKind::Resource {
                    kind: ResourceKind::InputPatch(n),
                    ..
                } => ("input", n, entry_input),
                TypeKind::Resource {
                    kind: ResourceKind::OutputPatch(n),
                    ..
                } => ("output", n, control_points),
                _ => continue,
            };
            if let Some(want) = want.filter(|&w| w != u64::from(has)) {
                self.error(
                    DiagCode::err_hlsl_patch_size_mismatch,
                    p.span,
                    &[&which, &want, &has],
                );
                ok = false;
            }
        }
        // Neither may call the other: they are separate stages of work.
        let (entry_name, pcf_name) = (self.funcs[entry].name.clone(), name);
        for (from, to, from_kind, to_kind) in [
            (entry, i, "entry", "patch constant"),
            (i, entry, "patch constant", "entry"),
        ] {
            if self.reaches(from, to) {
                let (fname, tname) = if from == entry {
                    (&entry_name, &pcf_name)
                } else {
                    (&pcf_name, &entry_name)
                };
                self.error(
                    DiagCode::err_hlsl_patch_reachability,
                    self.funcs[from].span,
                    &[&to_kind, tname, &from_kind, fname],
                );
                ok = false;
            }
        }
        ok
    }

    /// Whether function `from` calls `to`, directly or not.
    fn reaches(&self, from: usize, to: usize) -> bool {
        let mut seen = FxHashSet::default();
        let mut work: Vec<usize> = self.funcs[from].calls.iter().map(|&(c, _)| c).collect();
        while let Some(f) = work.pop() {
            if f == to {
                return true;
            }
            if seen.insert(f) {
                work.extend(self.funcs[f].calls.iter().map(|&(c, _)| c));
            }
        }
        false
    }

    /// A hull shader runs once per output control point, which SPIR-V
    /// (DXC's back end) needs it to take: `SV_OutputControlPointID`.
    fn hull_control_point_id(&mut self, entry: usize) -> bool {
        let Some(function) = &self.funcs[entry].function else {
            return true;
        };
        let found = function.params.iter().any(|p| {
            p.semantic
                .as_ref()
                .is_some_and(|s| s.name == "SV_OUTPUTCONTROLPOINTID")
        });
        if !found {
            let span = self.funcs[entry].span;
            self.error(DiagCode::err_hlsl_hs_control_point_id, span, &[]);
        }
        found
    }
}
