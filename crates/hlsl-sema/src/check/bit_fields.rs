//! Bit-fields in structs (HLSL 2021): `uint flags : 8;`.
//!
//! DXC's layout: consecutive bit-fields of one integer type share a
//! storage unit of that type while they fit, lowest bits first; another
//! type, a field that does not fit, or an ordinary field starts a new one.
//! The IR has no bit-fields: each storage unit is a hidden field of the
//! struct (so layouts, copies and the back ends see an ordinary integer),
//! a read is a shift and a mask (with sign extension for signed types),
//! and an assignment a read-modify-write of the unit. Initializer lists
//! and casts, which go field by field, are refused on such structs.

use super::{Checker, Typed};
use crate::ir::{ExprKind, Field, Literal};
use crate::types::{Scalar, ScalarKind, StructId, TypeId, TypeKind};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast;

/// One bit-field: which hidden field holds it, where.
#[derive(Clone, Debug)]
pub(super) struct BitField {
    pub name: String,
    /// The index of its storage unit among the struct's fields.
    pub storage: u32,
    pub offset: u32,
    pub width: u32,
    /// The declared type: a storage unit has the same.
    pub ty: TypeId,
    pub scalar: Scalar,
}

/// The storage unit being filled while a struct's fields are declared.
#[derive(Clone, Copy)]
pub(super) struct OpenUnit {
    storage: u32,
    scalar: Scalar,
    used: u32,
}

impl Checker<'_> {
    /// Declares field `f` of type `ty` with a bit-field width (and where it
    /// is written): checks it,
    /// and places it in `open` or a new storage unit appended to `fields`.
    pub(super) fn declare_bit_field(
        &mut self,
        f: &ast::VarDecl,
        ty: TypeId,
        (width, wspan): (ast::ExprId, Span),
        fields: &mut Vec<Field>,
        open: &mut Option<OpenUnit>,
        out: &mut Vec<BitField>,
    ) {
        let name = self.name(f.name).to_string();
        if self.opts.hlsl_version < 2021 {
            // Bit-fields came with HLSL 2021.
            self.error(DiagCode::err_bit_field_before_2021, wspan, &[&name]);
            return;
        }
        let scalar = match *self.program.types.get(ty) {
            TypeKind::Scalar(s) if s.is_integer() => s,
            TypeKind::Error => return,
            _ => {
                let tn = self.type_name(ty);
                self.error(DiagCode::err_bit_field_type, f.name.span, &[&name, &tn]);
                return;
            }
        };
        let bits = u32::from(scalar.width) * 8;
        let w = match self.const_int(width) {
            Some(w) if (1..=u64::from(bits)).contains(&w) => w as u32,
            _ => {
                self.error(DiagCode::err_bit_field_width, wspan, &[&name, &bits]);
                return;
            }
        };
        let unit = match *open {
            Some(u) if u.scalar == scalar && u.used + w <= bits => u,
            _ => {
                let storage = fields.len() as u32;
                fields.push(Field {
                    name: format!("__bits{storage}"),
                    ty,
                    semantic: None,
                    interpolation: None,
                    span: f.name.span,
                });
                OpenUnit {
                    storage,
                    scalar,
                    used: 0,
                }
            }
        };
        out.push(BitField {
            name,
            storage: unit.storage,
            offset: unit.used,
            width: w,
            ty,
            scalar,
        });
        *open = Some(OpenUnit {
            used: unit.used + w,
            ..unit
        });
    }

    /// Bit-field `name` of struct `s`, if it has one.
    pub(super) fn bit_field(&self, s: StructId, name: &str) -> Option<BitField> {
        self.bit_fields
            .get(&s)
            .and_then(|list| list.iter().find(|b| b.name == name))
            .cloned()
    }

    /// `(S)v` for a struct with bit-fields and a literal scalar `v`: each
    /// member is `v` converted to its type (a bit-field keeps its low
    /// bits), as DXC splats. Storage units are folded here, so only
    /// literals are taken; `None` for anything else.
    pub(super) fn splat_into_bit_fields(
        &mut self,
        t: Typed,
        to: TypeId,
        span: Span,
    ) -> Option<Typed> {
        let TypeKind::Struct(s) = *self.program.types.get(to) else {
            return None;
        };
        let ExprKind::Literal(lit) = self.body_ref().exprs[t.id].kind else {
            return None;
        };
        let list = self.bit_fields.get(&s)?.clone();
        let fields: Vec<TypeId> = self.program.structs[s]
            .fields
            .iter()
            .map(|f| f.ty)
            .collect();
        let mut parts = Vec::with_capacity(fields.len());
        for (index, fty) in (0u32..).zip(fields) {
            let members: Vec<&BitField> = list.iter().filter(|b| b.storage == index).collect();
            let Some(first) = members.first() else {
                parts.push(self.cast(t, fty, span).id);
                continue;
            };
            let mut bits = 0u64;
            for b in &members {
                let v = super::convert::fold_literal(lit, b.scalar)?;
                let raw = match v {
                    Literal::Bool(x) => x as u64,
                    Literal::Sint(x) => x as u64,
                    Literal::Uint(x) => x,
                    Literal::Float(_) => return None,
                };
                bits |= (raw & low_bits(b.width)) << b.offset;
            }
            parts.push(self.literal_of(first.scalar, bits, span).id);
        }
        Some(self.typed(ExprKind::Compose(parts), to, span))
    }

    fn literal_of(&mut self, scalar: Scalar, bits: u64, span: Span) -> Typed {
        let ty = self.types().scalar(scalar);
        let lit = if scalar.kind == ScalarKind::Sint {
            // The bit pattern, as a value of the signed type.
            let shift = 64 - u32::from(scalar.width) * 8;
            Literal::Sint(((bits << shift) as i64) >> shift)
        } else {
            Literal::Uint(bits)
        };
        self.typed(ExprKind::Literal(lit), ty, span)
    }

    fn shift_amount(&mut self, n: u32, span: Span) -> Typed {
        let ty = self.types().scalar(Scalar::U32);
        self.typed(ExprKind::Literal(Literal::Uint(u64::from(n))), ty, span)
    }

    /// The value of bit-field `bf` of the struct value `base`.
    pub(super) fn read_bit_field(&mut self, base: Typed, bf: &BitField, span: Span) -> Typed {
        let unit = self.typed(
            ExprKind::Field {
                base: base.id,
                index: bf.storage,
            },
            bf.ty,
            span,
        );
        let bits = u32::from(bf.scalar.width) * 8;
        if bf.scalar.kind == ScalarKind::Sint {
            // Up to the top, then back down: the arithmetic shift copies
            // the sign bit.
            let up = self.shift_amount(bits - bf.offset - bf.width, span);
            let v = self.check_binary(ast::BinaryOp::Shl, unit, up, span);
            let down = self.shift_amount(bits - bf.width, span);
            return self.check_binary(ast::BinaryOp::Shr, v, down, span);
        }
        let by = self.shift_amount(bf.offset, span);
        let v = self.check_binary(ast::BinaryOp::Shr, unit, by, span);
        let mask = self.literal_of(bf.scalar, low_bits(bf.width), span);
        self.check_binary(ast::BinaryOp::BitAnd, v, mask, span)
    }

    /// `base.f = value` (or `base.f op= value`) for bit-field `f`: the
    /// unit is read, the field's bits replaced, and the unit written back;
    /// the expression's value is the field read again. `base` (an AST
    /// expression) is checked once per use, so it must have no effects.
    pub(super) fn assign_bit_field(
        &mut self,
        base: ast::ExprId,
        bf: &BitField,
        op: Option<ast::BinaryOp>,
        value: Typed,
        rspan: Span,
        span: Span,
    ) -> Typed {
        let place = self.check_expr(base);
        if !self.is_pure(place.id) {
            let what = "assigning to a bit-field of a place with side effects";
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return self.error_expr(span);
        }
        let new = match op {
            None => value,
            Some(op) => {
                let old_base = self.check_expr(base);
                let old = self.read_bit_field(old_base, bf, span);
                self.check_binary(op, old, value, span)
            }
        };
        if self.program.types.is_error(new.ty) {
            return self.error_expr(span);
        }
        let new = Typed {
            id: self.coerce(new, bf.ty, rspan),
            ty: bf.ty,
            literal: false,
        };
        let mask = low_bits(bf.width) << bf.offset;
        let by = self.shift_amount(bf.offset, span);
        let shifted = self.check_binary(ast::BinaryOp::Shl, new, by, span);
        let m = self.literal_of(bf.scalar, mask, span);
        let bits = self.check_binary(ast::BinaryOp::BitAnd, shifted, m, span);
        let old_base = self.check_expr(base);
        let old_unit = self.typed(
            ExprKind::Field {
                base: old_base.id,
                index: bf.storage,
            },
            bf.ty,
            span,
        );
        let keep = self.literal_of(bf.scalar, !mask, span);
        let kept = self.check_binary(ast::BinaryOp::BitAnd, old_unit, keep, span);
        let unit_value = self.check_binary(ast::BinaryOp::BitOr, kept, bits, span);
        let unit_value = self.coerce(unit_value, bf.ty, span);
        let target = self.typed(
            ExprKind::Field {
                base: place.id,
                index: bf.storage,
            },
            bf.ty,
            span,
        );
        let store = self.typed(
            ExprKind::Assign {
                target: target.id,
                op: None,
                value: unit_value,
            },
            bf.ty,
            span,
        );
        let again_base = self.check_expr(base);
        let again = self.read_bit_field(again_base, bf, span);
        let again = self.coerce(again, bf.ty, span);
        self.typed(
            ExprKind::Comma {
                lhs: store.id,
                rhs: again,
            },
            bf.ty,
            span,
        )
    }
}

impl Checker<'_> {
    /// `a.f = v` or `a.f op= v` where `f` is a bit-field of `a`'s struct;
    /// `None` for any other assignment. The base is checked here to find
    /// out, then again for each use ([`Self::assign_bit_field`]), which
    /// may report its warnings twice.
    pub(super) fn bit_field_assignment(
        &mut self,
        op: Option<ast::BinaryOp>,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Option<Typed> {
        if self.bit_fields.is_empty() {
            return None;
        }
        let ast::ExprKind::Member { base, name } = self.unit.exprs[lhs].kind else {
            return None;
        };
        // Which struct: the base's type, found without reporting anything
        // twice (a probe the caller's own check repeats when it is not a
        // bit-field).
        let probe_diags = self.diags_len();
        let b = self.check_expr(base);
        if self.errors_since(probe_diags) {
            // Reported once, here: some errors are reported only the first
            // time (an ambiguous resource local), so the base is not
            // checked again.
            self.value(rhs);
            return Some(self.error_expr(span));
        }
        let bf = match *self.program.types.get(b.ty) {
            TypeKind::Struct(s) => self.bit_field(s, self.name(name)),
            _ => None,
        };
        let Some(bf) = bf else {
            // Warnings, which the caller's check reports again.
            self.truncate_diags(probe_diags);
            return None;
        };
        let value = self.value(rhs);
        let rspan = self.span_of(rhs);
        Some(self.assign_bit_field(base, &bf, op, value, rspan, span))
    }
}

impl Checker<'_> {
    fn diags_len(&self) -> usize {
        self.diags.0.len()
    }

    fn errors_since(&self, len: usize) -> bool {
        self.diags.0[len..]
            .iter()
            .any(|d| d.severity == hlsl_base::Severity::Error)
    }

    fn truncate_diags(&mut self, len: usize) {
        self.diags.0.truncate(len);
    }
}

/// A mask of the `n` lowest bits.
fn low_bits(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}
