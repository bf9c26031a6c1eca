//! Matrices. naga's matrices are float-only and column-major (`matCxR`:
//! C columns, each an R-vector). An HLSL `floatRxC` value (R rows of C)
//! becomes a naga matrix whose columns are the HLSL rows: `mat{R}x{C}`
//! (R columns of vecC), the mapping DXC's SPIR-V back end uses. So HLSL
//! `m[i]` is naga column i, and
//!
//! * `mul(v, M)` = naga `M * v`, `mul(M, v)` = naga `v * M`,
//!   `mul(A, B)` = naga `B * A`; `transpose`/`determinant` map directly;
//! * a `row_major` matrix in a buffer is exactly naga's layout;
//! * a `column_major` matrix (HLSL's default in buffers) has the IR type
//!   with `column_major` set, which lowers to the transposed naga matrix
//!   `mat{C}x{R}` (naga columns = HLSL columns) in every address space; the
//!   checker converts it to the plain type before use, and that
//!   [`hlsl_sema::ir::ExprKind::Convert`] is a naga `transpose`.
//!
//! Integer and bool matrices, and matrices with a dimension of 1, have no
//! naga type and are reported unsupported. Component-wise arithmetic
//! works column by column (naga's `*` on matrices is the linear-algebra
//! product).

use crate::func::FnCtx;
use crate::types::{self, Layout};
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::{BinaryOp, Program};
use hlsl_sema::types::{ScalarKind, TypeId, TypeKind};
use naga::{Block, Expression, Handle, MathFunction as M};

/// An HLSL matrix type's dimensions as naga sees them: (columns, rows).
pub(crate) fn naga_dims(program: &Program, ty: TypeId, span: Span) -> Lowered<(u8, u8)> {
    let TypeKind::Matrix {
        scalar,
        rows,
        cols,
        column_major,
    } = *program.types.get(ty)
    else {
        return unsupported(format!("'{}' as a matrix", program.type_name(ty)), span);
    };
    if scalar.kind != ScalarKind::Float {
        return unsupported(
            format!(
                "the matrix type '{}' (naga's matrices are float only)",
                program.type_name(ty)
            ),
            span,
        );
    }
    if rows < 2 || cols < 2 {
        return unsupported(
            format!(
                "the matrix type '{}' (naga's matrices have 2 to 4 rows and columns)",
                program.type_name(ty)
            ),
            span,
        );
    }
    Ok(if column_major {
        (cols, rows)
    } else {
        (rows, cols)
    })
}

/// The naga type of a matrix and its byte layout (size, alignment) in
/// `layout`, checked against HLSL's: naga puts columns 8 (vec2) or 16
/// (vec3, vec4) bytes apart, HLSL 16 in a cbuffer and tightly in a
/// structured buffer.
pub(crate) fn naga_matrix(
    program: &Program,
    ty: TypeId,
    layout: Layout,
    span: Span,
) -> Lowered<(naga::TypeInner, u32, u32)> {
    let (columns, rows) = naga_dims(program, ty, span)?;
    let scalar = types::scalar(
        program
            .types
            .scalar_of(ty)
            .unwrap_or(hlsl_sema::types::Scalar::F32),
        span,
    )?;
    let w = scalar.width as u32;
    let stride = if rows == 2 { 2 * w } else { 4 * w };
    let hlsl_stride = match layout {
        Layout::Natural | Layout::NaturalAtomic => stride,
        Layout::CBuffer => 16,
        Layout::Structured | Layout::StructuredAtomic => rows as u32 * w,
    };
    if stride != hlsl_stride {
        let order = match *program.types.get(ty) {
            TypeKind::Matrix {
                column_major: true, ..
            } => "column_major",
            _ => "row_major",
        };
        let place = if layout == Layout::CBuffer {
            "a constant buffer"
        } else {
            "a structured buffer"
        };
        return unsupported(
            format!(
                "a {order} '{}' in {place} (its {} are {hlsl_stride} bytes apart there; naga \
                 puts them {stride} bytes apart)",
                program.type_name(ty),
                if order == "row_major" {
                    "rows"
                } else {
                    "columns"
                },
            ),
            span,
        );
    }
    let size = |n: u8| types::vector_size(n).unwrap_or(naga::VectorSize::Quad);
    Ok((
        naga::TypeInner::Matrix {
            columns: size(columns),
            rows: size(rows),
            scalar,
        },
        stride * columns as u32,
        stride,
    ))
}

impl FnCtx<'_, '_> {
    fn naga_columns(&self, ty: TypeId, sp: Span) -> Lowered<(u8, u8)> {
        naga_dims(self.m.program, ty, sp)
    }

    /// A scalar repeated into every component of matrix type `ty`.
    pub(crate) fn matrix_splat(
        &mut self,
        v: Handle<Expression>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let (columns, rows) = self.naga_columns(ty, sp)?;
        let size = types::vector_size(rows).unwrap_or(naga::VectorSize::Quad);
        let col = self.add(Expression::Splat { size, value: v }, sp, block);
        let nty = self.m.ty(ty, Layout::Natural, sp)?;
        let components = vec![col; columns as usize];
        Ok(self.add(
            Expression::Compose {
                ty: nty,
                components,
            },
            sp,
            block,
        ))
    }

    /// A component-wise operation on two matrices of type `ty` (or one,
    /// for `unary`), column by column.
    pub(crate) fn matrix_columnwise(
        &mut self,
        l: Handle<Expression>,
        r: Option<Handle<Expression>>,
        op: Option<BinaryOp>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let (columns, _) = self.naga_columns(ty, sp)?;
        let mut components = Vec::with_capacity(columns as usize);
        for i in 0..columns as u32 {
            let a = self.add(Expression::AccessIndex { base: l, index: i }, sp, block);
            let c = match (r, op) {
                (Some(r), Some(op)) => {
                    let b = self.add(Expression::AccessIndex { base: r, index: i }, sp, block);
                    let op = match op {
                        BinaryOp::Add => naga::BinaryOperator::Add,
                        BinaryOp::Sub => naga::BinaryOperator::Subtract,
                        BinaryOp::Mul => naga::BinaryOperator::Multiply,
                        BinaryOp::Div => naga::BinaryOperator::Divide,
                        BinaryOp::Rem => naga::BinaryOperator::Modulo,
                        // A comparison's bool matrix is lowered only where
                        // `all`, `any` or `?:` consume it (matrix_compare.rs).
                        _ => {
                            return unsupported(
                                format!(
                                "a bool matrix from '{}' on matrices outside all(), any() or ?:",
                                op.symbol()
                            ),
                                sp,
                            )
                        }
                    };
                    self.add(
                        Expression::Binary {
                            op,
                            left: a,
                            right: b,
                        },
                        sp,
                        block,
                    )
                }
                _ => self.add(
                    Expression::Unary {
                        op: naga::UnaryOperator::Negate,
                        expr: a,
                    },
                    sp,
                    block,
                ),
            };
            components.push(c);
        }
        let nty = self.m.ty(ty, Layout::Natural, sp)?;
        Ok(self.add(
            Expression::Compose {
                ty: nty,
                components,
            },
            sp,
            block,
        ))
    }

    /// A matrix value of type `from` as type `to` (same shape): a
    /// transpose when exactly one of them is `column_major`.
    pub(crate) fn matrix_convert(
        &mut self,
        v: Handle<Expression>,
        from: TypeId,
        to: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let program = self.m.program;
        let major = |t: TypeId| match *program.types.get(t) {
            TypeKind::Matrix { column_major, .. } => Some(column_major),
            _ => None,
        };
        let (Some(a), Some(b)) = (major(from), major(to)) else {
            return unsupported(
                format!(
                    "converting '{}' to '{}'",
                    program.type_name(from),
                    program.type_name(to)
                ),
                sp,
            );
        };
        // Both float (checked by naga_dims), so only the order can differ.
        self.naga_columns(from, sp)?;
        self.naga_columns(to, sp)?;
        if program.types.scalar_of(from) != program.types.scalar_of(to) {
            return unsupported(
                format!(
                    "converting '{}' to '{}'",
                    program.type_name(from),
                    program.type_name(to)
                ),
                sp,
            );
        }
        Ok(if a == b {
            v
        } else {
            self.math(M::Transpose, v, sp, block)
        })
    }

    fn math(
        &mut self,
        fun: M,
        arg: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        self.add(
            Expression::Math {
                fun,
                arg,
                arg1: None,
                arg2: None,
                arg3: None,
            },
            sp,
            block,
        )
    }

    /// The operand of `e` when `e` is a transpose.
    fn transposed(&self, e: Handle<Expression>) -> Option<Handle<Expression>> {
        match self.f.expressions[e] {
            Expression::Math {
                fun: M::Transpose,
                arg,
                ..
            } => Some(arg),
            _ => None,
        }
    }

    /// `mul` (with a matrix operand), `transpose`, `determinant`.
    pub(crate) fn matrix_intrinsic(
        &mut self,
        op: hlsl_sema::ir::Intrinsic,
        vals: &[Handle<Expression>],
        arg_tys: &[TypeId],
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        use hlsl_sema::ir::Intrinsic as I;
        for &t in arg_tys {
            if matches!(self.m.program.types.get(t), TypeKind::Matrix { .. }) {
                self.naga_columns(t, sp)?;
            }
        }
        Ok(match (op, vals) {
            (I::Transpose, [m]) => self.math(M::Transpose, *m, sp, block),
            (I::Determinant, [m]) => self.math(M::Determinant, *m, sp, block),
            // HLSL rows are naga columns, so every product swaps its operands.
            (I::Mul, [a, b]) => match (self.transposed(*b), self.transposed(*a)) {
                // transpose(p) * transpose(q) = transpose(q * p): one
                // transpose fewer, and Mesa 22.3's SPIR-V reader crashes on
                // a non-square product of two OpTranspose results (two
                // column_major matrices read from buffers).
                (Some(p), Some(q)) => {
                    let product = self.add(
                        Expression::Binary {
                            op: naga::BinaryOperator::Multiply,
                            left: q,
                            right: p,
                        },
                        sp,
                        block,
                    );
                    self.math(M::Transpose, product, sp, block)
                }
                _ => self.add(
                    Expression::Binary {
                        op: naga::BinaryOperator::Multiply,
                        left: *b,
                        right: *a,
                    },
                    sp,
                    block,
                ),
            },
            _ => return unsupported(format!("'{}' with these arguments", op.name()), sp),
        })
    }
}
