//! The one conversion path. [`Checker::conversion_cost`] ranks an implicit
//! conversion (for overload resolution); [`Checker::coerce`] performs one
//! (assignment, initialisation, arguments, returns, conditions);
//! [`Checker::cast`] performs an explicit one. All of them build the
//! conversion as explicit IR nodes.

use super::{Checker, Typed};
use crate::ir::{ExprKind, Literal};
use crate::types::{Scalar, ScalarKind, TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, Span};

/// Conversion costs, added up over a call's arguments.
pub(super) mod cost {
    pub const EXACT: u32 = 0;
    /// `bool` → `int`, `int` → `uint`, `half` → `float`: no information lost.
    pub const PROMOTION: u32 = 1;
    /// Between integer and float, or narrowing.
    pub const CONVERSION: u32 = 2;
    /// A scalar repeated into a vector.
    pub const SPLAT: u32 = 4;
    /// A vector cut down to fewer components (warns).
    pub const TRUNCATION: u32 = 16;
}

/// The shape of a numeric type: scalar, vector of N, or matrix R×C.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    Scalar,
    Vector(u8),
    Matrix(u8, u8),
}

pub(super) fn rank(s: Scalar) -> u32 {
    match (s.kind, s.width) {
        (ScalarKind::Bool, _) => 0,
        (ScalarKind::Sint, 2) => 1,
        (ScalarKind::Uint, 2) => 2,
        (ScalarKind::Sint, 4) => 3,
        (ScalarKind::Uint, 4) => 4,
        (ScalarKind::Sint, _) => 5,
        (ScalarKind::Uint, _) => 6,
        (ScalarKind::Float, 2) => 7,
        (ScalarKind::Float, 4) => 8,
        (ScalarKind::Float, _) => 9,
    }
}

fn scalar_cost(from: Scalar, to: Scalar) -> u32 {
    if from == to {
        cost::EXACT
    } else if rank(to) > rank(from)
        && (from.kind == to.kind
            || from.kind == ScalarKind::Bool
            || (from.is_integer() && to.is_integer()))
    {
        cost::PROMOTION
    } else {
        cost::CONVERSION
    }
}

impl Checker<'_> {
    pub(super) fn numeric(&self, ty: TypeId) -> Option<(Scalar, Shape)> {
        match *self.program.types.get(ty) {
            TypeKind::Scalar(s) => Some((s, Shape::Scalar)),
            TypeKind::Vector(s, n) => Some((s, Shape::Vector(n))),
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => Some((scalar, Shape::Matrix(rows, cols))),
            _ => None,
        }
    }

    pub(super) fn make_type(&mut self, s: Scalar, shape: Shape) -> TypeId {
        match shape {
            Shape::Scalar => self.types().scalar(s),
            Shape::Vector(n) => self.types().vector(s, n),
            Shape::Matrix(r, c) => self.types().intern(TypeKind::Matrix {
                scalar: s,
                rows: r,
                cols: c,
                column_major: false,
            }),
        }
    }

    /// The cost of converting `from` to `to` implicitly, or `None` when
    /// HLSL does not allow it. The error type converts to anything free.
    pub(super) fn conversion_cost(&self, from: TypeId, to: TypeId) -> Option<u32> {
        if from == to || self.program.types.is_error(from) || self.program.types.is_error(to) {
            return Some(cost::EXACT);
        }
        if let Some(depth) = self.base_depth(from, to) {
            return Some(cost::CONVERSION + depth);
        }
        if self.heap_converts(from, to) {
            return Some(cost::CONVERSION);
        }
        let (fs, fshape) = self.numeric(from)?;
        let (ts, tshape) = self.numeric(to)?;
        let sc = scalar_cost(fs, ts);
        let shape_cost = match (fshape, tshape) {
            (a, b) if a == b => 0,
            (Shape::Scalar, Shape::Vector(1)) | (Shape::Vector(1), Shape::Scalar) => 0,
            (Shape::Scalar | Shape::Vector(1), Shape::Vector(_)) => cost::SPLAT,
            (Shape::Vector(n), Shape::Vector(m)) if m < n => cost::TRUNCATION,
            (Shape::Vector(_), Shape::Scalar) => cost::TRUNCATION,
            (Shape::Scalar, Shape::Matrix(..)) => cost::SPLAT,
            (Shape::Matrix(r, c), Shape::Matrix(r2, c2)) if r2 <= r && c2 <= c => cost::TRUNCATION,
            (a, b) => super::matrix_shapes::cross_shape_cost(a, b)?,
        };
        Some(sc + shape_cost)
    }

    /// Reads a place: wraps it in a load; values pass through.
    pub(super) fn rvalue(&mut self, t: Typed) -> Typed {
        if self.body_ref().is_place(t.id) {
            let span = self.expr_span(t.id);
            Typed {
                id: self.add_expr(ExprKind::Load(t.id), t.ty, span),
                ty: t.ty,
                literal: false,
            }
        } else {
            t
        }
    }

    /// Converts `t` to `to` implicitly, reporting what HLSL rejects and
    /// warning about truncation. Returns a value expression of type `to`
    /// (or of the error type).
    pub(super) fn coerce(&mut self, t: Typed, to: TypeId, span: Span) -> crate::ir::ExprId {
        if t.ty == to {
            return self.rvalue(t).id;
        }
        if self.heap_converts(t.ty, to) {
            return self.heap_resource(t, to, span);
        }
        match self.conversion_cost(t.ty, to) {
            Some(c) => {
                if c >= cost::TRUNCATION {
                    self.error(DiagCode::warn_implicit_truncation, span, &[]);
                }
                self.warn_if_narrowing(t, to, span);
                self.build_conversion(t, to).id
            }
            None => {
                if t.ty == Types::VOID {
                    self.error(DiagCode::err_void_value, span, &[]);
                } else {
                    let (from_name, to_name) = (self.type_name(t.ty), self.type_name(to));
                    self.error(DiagCode::err_type_mismatch, span, &[&from_name, &to_name]);
                }
                self.error_expr(span).id
            }
        }
    }

    /// An implicit conversion to a narrower scalar (`double` to `float`,
    /// `int64_t` to `int`) may lose data, as DXC warns. Literals fold to
    /// the type they are given, so they are not reported.
    fn warn_if_narrowing(&mut self, t: Typed, to: TypeId, span: Span) {
        if t.literal {
            return;
        }
        let (Some((fs, _)), Some((ts, _))) = (self.numeric(t.ty), self.numeric(to)) else {
            return;
        };
        let numeric = |s: Scalar| s.kind != ScalarKind::Bool;
        if numeric(fs) && numeric(ts) && fs.width > ts.width {
            let (from, to) = (self.type_name(t.ty), self.type_name(to));
            self.error(DiagCode::warn_conversion_loses_data, span, &[&from, &to]);
        }
    }

    /// `(T)x`: like [`Self::coerce`], but truncation is silent.
    pub(super) fn cast(&mut self, t: Typed, to: TypeId, span: Span) -> Typed {
        if t.ty == to {
            return self.rvalue(t);
        }
        if self.conversion_cost(t.ty, to).is_some() {
            return self.build_conversion(t, to);
        }
        if let Some(done) = self.flat_cast(t, to, span) {
            return done;
        }
        let (from_name, to_name) = (self.type_name(t.ty), self.type_name(to));
        self.error(DiagCode::err_type_mismatch, span, &[&from_name, &to_name]);
        self.error_expr(span)
    }

    /// How many levels up `base` is among `derived`'s bases, if it is one.
    fn base_depth(&self, derived: TypeId, base: TypeId) -> Option<u32> {
        let mut ty = derived;
        for depth in 1..=64 {
            ty = *self.struct_bases.get(&ty)?;
            if ty == base {
                return Some(depth);
            }
        }
        None
    }

    /// A derived struct value as its base: the base's fields, which come
    /// first in the derived struct (`fill_struct`).
    fn derived_to_base(&mut self, t: Typed, base: TypeId, span: Span) -> Typed {
        let TypeKind::Struct(b) = *self.program.types.get(base) else {
            return t;
        };
        let fields: Vec<TypeId> = self.program.structs[b]
            .fields
            .iter()
            .map(|f| f.ty)
            .collect();
        let parts = (0..)
            .zip(fields)
            .map(|(index, ty)| self.add_expr(ExprKind::Field { base: t.id, index }, ty, span))
            .collect();
        self.typed(ExprKind::Compose(parts), base, span)
    }

    /// Builds the IR for an allowed numeric conversion. Literals fold.
    pub(super) fn build_conversion(&mut self, t: Typed, to: TypeId) -> Typed {
        let t = self.rvalue(t);
        if t.ty == to || self.program.types.is_error(t.ty) || self.program.types.is_error(to) {
            return Typed {
                ty: if self.program.types.is_error(to) {
                    to
                } else {
                    t.ty
                },
                ..t
            };
        }
        let span = self.expr_span(t.id);
        if self.base_depth(t.ty, to).is_some() {
            return self.derived_to_base(t, to, span);
        }
        let (Some((fs, fshape)), Some((ts, tshape))) = (self.numeric(t.ty), self.numeric(to))
        else {
            return t;
        };
        // Shape first (keeping the source scalar), then the scalar.
        let cross =
            if fshape == tshape || matches!((fshape, tshape), (Shape::Scalar, Shape::Matrix(..))) {
                None
            } else {
                self.reshape_across(t, fs, fshape, tshape)
            };
        let shaped = match (fshape, tshape) {
            _ if cross.is_some() => cross.unwrap_or(t),
            (a, b) if a == b => t,
            (Shape::Scalar, Shape::Matrix(..)) | (Shape::Matrix(..), Shape::Matrix(..)) => {
                let t = if fshape == Shape::Scalar {
                    self.convert_scalar(t, ts)
                } else {
                    t
                };
                let s = if fshape == Shape::Scalar { ts } else { fs };
                match self.reshape_matrix(t, s, fshape, tshape) {
                    Some(m) => m,
                    None => t,
                }
            }
            (Shape::Scalar, Shape::Vector(_)) => {
                let scalar = self.convert_scalar(t, ts);
                let id = self.add_expr(ExprKind::Splat(scalar.id), to, span);
                return Typed {
                    id,
                    ty: to,
                    literal: false,
                };
            }
            (Shape::Vector(n), Shape::Scalar | Shape::Vector(_)) => {
                let m = match tshape {
                    Shape::Vector(m) => m,
                    _ => 1,
                };
                let ty = self.make_type(
                    fs,
                    if m == 1 && tshape == Shape::Scalar {
                        Shape::Scalar
                    } else {
                        Shape::Vector(m)
                    },
                );
                let first = if m <= n {
                    let id = self.add_expr(
                        ExprKind::Swizzle {
                            base: t.id,
                            pattern: [0, 1, 2, 3],
                            len: m,
                        },
                        ty,
                        span,
                    );
                    Typed {
                        id,
                        ty,
                        literal: false,
                    }
                } else {
                    // float1 → floatN: splat the one component.
                    let s = self.types().scalar(fs);
                    let x = self.add_expr(
                        ExprKind::Swizzle {
                            base: t.id,
                            pattern: [0; 4],
                            len: 1,
                        },
                        s,
                        span,
                    );
                    let sv = self.convert_scalar(
                        Typed {
                            id: x,
                            ty: s,
                            literal: false,
                        },
                        ts,
                    );
                    let id = self.add_expr(ExprKind::Splat(sv.id), to, span);
                    return Typed {
                        id,
                        ty: to,
                        literal: false,
                    };
                };
                first
            }
            _ => t,
        };
        if shaped.ty == to {
            return shaped;
        }
        if tshape == Shape::Scalar {
            return self.convert_scalar(shaped, ts);
        }
        let id = self.add_expr(ExprKind::Convert(shaped.id), to, span);
        Typed {
            id,
            ty: to,
            literal: false,
        }
    }

    /// Converts a scalar value to scalar type `to`; literals fold.
    fn convert_scalar(&mut self, t: Typed, to: Scalar) -> Typed {
        let ty = self.types().scalar(to);
        if t.ty == ty {
            return t;
        }
        let span = self.expr_span(t.id);
        if let ExprKind::Literal(lit) = self.body_ref().exprs[t.id].kind {
            let lit = match self.exact_float(t.id) {
                Some(exact) if to == Scalar::F64 => Literal::Float(exact),
                _ => lit,
            };
            if let Some(folded) = fold_literal(lit, to) {
                let id = self.add_expr(ExprKind::Literal(folded), ty, span);
                return Typed {
                    id,
                    ty,
                    literal: t.literal,
                };
            }
        }
        let id = self.add_expr(ExprKind::Convert(t.id), ty, span);
        Typed {
            id,
            ty,
            literal: false,
        }
    }
}

/// A literal converted to another scalar type, as the conversion would at
/// run time (floats to integers saturate; NaN gives 0).
pub(super) fn fold_literal(lit: Literal, to: Scalar) -> Option<Literal> {
    let as_f64 = match lit {
        Literal::Bool(b) => b as u8 as f64,
        Literal::Sint(v) => v as f64,
        Literal::Uint(v) => v as f64,
        Literal::Float(v) => v,
    };
    Some(match to.kind {
        ScalarKind::Bool => Literal::Bool(match lit {
            Literal::Bool(b) => b,
            Literal::Sint(v) => v != 0,
            Literal::Uint(v) => v != 0,
            Literal::Float(v) => v != 0.0,
        }),
        ScalarKind::Float => Literal::Float(match to.width {
            2 => return None,
            4 => as_f64 as f32 as f64,
            _ => as_f64,
        }),
        ScalarKind::Sint => {
            let v: i64 = match lit {
                Literal::Bool(b) => b as i64,
                Literal::Sint(v) => v,
                Literal::Uint(v) => v as i64,
                Literal::Float(f) => f as i64,
            };
            Literal::Sint(match to.width {
                2 => v as i16 as i64,
                4 => {
                    if matches!(lit, Literal::Float(_)) {
                        (as_f64 as i32) as i64
                    } else {
                        v as i32 as i64
                    }
                }
                _ => v,
            })
        }
        ScalarKind::Uint => {
            let v: u64 = match lit {
                Literal::Bool(b) => b as u64,
                Literal::Sint(v) => v as u64,
                Literal::Uint(v) => v,
                Literal::Float(f) => f as u64,
            };
            Literal::Uint(match to.width {
                2 => v as u16 as u64,
                4 => {
                    if matches!(lit, Literal::Float(_)) {
                        (as_f64 as u32) as u64
                    } else {
                        v as u32 as u64
                    }
                }
                _ => v,
            })
        }
    })
}
