//! Matrices. An HLSL matrix is held in naga in one of two ways
//! ([`MatShape::is_naga`]):
//!
//! * a float matrix of 2 to 4 rows and columns is a naga matrix
//!   (column-major `matCxR`: C columns, each an R-vector). HLSL `floatRxC`
//!   (R rows of C) becomes `mat{R}x{C}` (R columns of vecC), the mapping
//!   DXC's SPIR-V back end uses: HLSL `m[i]` is naga column i, so
//!   `mul(v, M)` = naga `M * v`, `mul(M, v)` = naga `v * M`,
//!   `mul(A, B)` = naga `B * A` (`matrix_mul.rs`);
//! * every other matrix (integer and bool ones, and those with a
//!   dimension of 1, which naga has no type for) is an array of its rows,
//!   each a vector (a scalar for one column). `m[i]` is again element i,
//!   so indexing, swizzles and places work alike for both.
//!
//! Either way the naga value is a sequence of *lines*: the HLSL rows, or
//! for a `column_major` matrix (HLSL's default in buffers) the HLSL
//! columns. A `column_major` type lowers to the transposed value in every
//! address space (for naga matrices `mat{C}x{R}`), so a `row_major` matrix
//! in a buffer is exactly naga's layout and a `column_major` one stores its
//! columns as vectors, as HLSL does; the checker converts it to the plain
//! type before use, and that [`hlsl_sema::ir::ExprKind::Convert`]
//! transposes.
//!
//! Component-wise operations work line by line (naga's `*` on matrices is
//! the linear-algebra product). A bool matrix (a comparison's result) is an
//! array of bool vectors.

use crate::func::FnCtx;
use crate::types::{self, Layout, NagaLayout};
use crate::{unsupported, Lowered};
use hlsl_base::Span;
use hlsl_sema::ir::{BinaryOp, Program, UnaryOp};
use hlsl_sema::types::{Scalar, ScalarKind, TypeId, TypeKind};
use naga::{Block, Expression, Handle, MathFunction as M};

/// An HLSL matrix type's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MatShape {
    pub scalar: Scalar,
    pub rows: u8,
    pub cols: u8,
    pub column_major: bool,
}

impl MatShape {
    pub fn of(program: &Program, ty: TypeId) -> Option<MatShape> {
        match *program.types.get(ty) {
            TypeKind::Matrix {
                scalar,
                rows,
                cols,
                column_major,
            } => Some(MatShape {
                scalar,
                rows,
                cols,
                column_major,
            }),
            _ => None,
        }
    }

    /// Whether naga has a matrix type for it.
    pub fn is_naga(self) -> bool {
        self.scalar.kind == ScalarKind::Float && self.rows >= 2 && self.cols >= 2
    }

    /// (number of lines, components per line): rows, or the columns of a
    /// `column_major` matrix.
    pub fn lines(self) -> (u8, u8) {
        hlsl_sema::layout::matrix_lines(self.rows, self.cols, self.column_major)
    }

    /// The same matrix with its rows as lines.
    pub fn plain(self) -> MatShape {
        MatShape {
            column_major: false,
            ..self
        }
    }

    pub fn with_scalar(self, scalar: Scalar) -> MatShape {
        MatShape { scalar, ..self }
    }

    /// The HLSL spelling, `int2x3`.
    pub fn name(self) -> String {
        let major = if self.column_major {
            "column_major "
        } else {
            ""
        };
        format!("{major}{}{}x{}", self.scalar.name(), self.rows, self.cols)
    }
}

/// The naga type of a matrix in `layout` and its naga size and alignment,
/// checked against HLSL's layout there: lines 16 bytes apart in a cbuffer
/// and tight in a structured buffer. naga puts a matrix's columns 8 (vec2)
/// or 16 (vec3, vec4) bytes apart; an array of lines takes any stride that
/// is a multiple of the line's alignment.
pub(crate) fn naga_matrix(
    module: &mut naga::Module,
    m: MatShape,
    layout: Layout,
    span: Span,
) -> Lowered<(naga::TypeInner, NagaLayout)> {
    let (lines, len) = m.lines();
    let memory = if m.scalar.kind == ScalarKind::Bool && layout.base() != Layout::Natural {
        naga::Scalar::U32
    } else {
        types::scalar(m.scalar, span)?
    };
    let w = memory.width as u32;
    let line = types::vector_layout(w, len);
    let natural = line.size.next_multiple_of(line.align);
    let hlsl_stride = match layout.packing() {
        None => natural,
        Some(p) => hlsl_sema::layout::line_stride(p, w, len),
    };
    let size = |n: u8| types::vector_size(n).unwrap_or(naga::VectorSize::Quad);
    if m.is_naga() {
        if hlsl_stride != natural {
            return unsupported(stride_message(m, layout, hlsl_stride, natural), span);
        }
        let inner = naga::TypeInner::Matrix {
            columns: size(lines),
            rows: size(len),
            scalar: memory,
        };
        let nl = NagaLayout {
            size: natural * lines as u32,
            align: line.align,
        };
        return Ok((inner, nl));
    }
    if !hlsl_stride.is_multiple_of(line.align) || hlsl_stride < line.size {
        return unsupported(stride_message(m, layout, hlsl_stride, natural), span);
    }
    let line_inner = match types::vector_size(len) {
        Some(size) => naga::TypeInner::Vector {
            size,
            scalar: memory,
        },
        None => naga::TypeInner::Scalar(memory),
    };
    let base = module.types.insert(
        naga::Type {
            name: None,
            inner: line_inner,
        },
        naga::Span::default(),
    );
    let count = std::num::NonZeroU32::new(lines as u32).unwrap_or(std::num::NonZeroU32::MIN);
    let inner = naga::TypeInner::Array {
        base,
        size: naga::ArraySize::Constant(count),
        stride: hlsl_stride,
    };
    let align = if layout.is_uniform() {
        line.align.max(16)
    } else {
        line.align
    };
    Ok((
        inner,
        NagaLayout {
            size: hlsl_stride * lines as u32,
            align,
        },
    ))
}

fn stride_message(m: MatShape, layout: Layout, hlsl: u32, naga: u32) -> String {
    let place = match layout {
        Layout::Uniform(_) => "a constant buffer",
        Layout::Immediate(_) => "a push-constant block",
        _ => "a structured buffer",
    };
    let (order, what) = if m.column_major {
        ("column_major", "columns")
    } else {
        ("row_major", "rows")
    };
    format!(
        "a {order} '{}' in {place} (its {what} are {hlsl} bytes apart there; naga puts them \
         {naga} bytes apart)",
        m.plain().name()
    )
}

/// DXC's SPIR-V back end rejects a `column_major` integer or bool matrix
/// in a buffer ("externally initialized non-floating-point column-major
/// matrices not supported yet"); hlslc follows it, though it could lay one
/// out, so that what compiles here compiles there. `row_major` (or `-Zpr`)
/// is the way out.
pub(crate) fn check_external(program: &Program, ty: TypeId, span: Span) -> Lowered<()> {
    match *program.types.get(ty) {
        TypeKind::Matrix {
            scalar,
            column_major: true,
            ..
        } if scalar.kind != ScalarKind::Float => unsupported(
            format!(
                "a column_major '{}' in a buffer (DXC: externally initialized \
                 non-floating-point column-major matrices not supported yet; declare it \
                 row_major)",
                program.type_name(ty).trim_start_matches("column_major ")
            ),
            span,
        ),
        TypeKind::Array { elem, .. } => check_external(program, elem, span),
        TypeKind::Struct(sid) => program.structs[sid]
            .fields
            .iter()
            .try_for_each(|f| check_external(program, f.ty, span)),
        _ => Ok(()),
    }
}

impl FnCtx<'_, '_> {
    /// The shape of matrix type `ty`.
    pub(crate) fn mat_shape(&self, ty: TypeId, sp: Span) -> Lowered<MatShape> {
        MatShape::of(self.m.program, ty).map_or_else(
            || {
                unsupported(
                    format!("'{}' as a matrix", self.m.program.type_name(ty)),
                    sp,
                )
            },
            Ok,
        )
    }

    /// The naga type (natural layout) of a matrix shape.
    pub(crate) fn mat_type(&mut self, m: MatShape, sp: Span) -> Lowered<Handle<naga::Type>> {
        let (inner, _) = naga_matrix(&mut self.m.module, m, Layout::Natural, sp)?;
        Ok(self
            .m
            .module
            .types
            .insert(naga::Type { name: None, inner }, naga::Span::default()))
    }

    /// The naga type of a vector of `n` (a scalar for 1) of `s`.
    pub(crate) fn vec_type(&mut self, s: Scalar, n: u8, sp: Span) -> Lowered<Handle<naga::Type>> {
        let scalar = types::scalar(s, sp)?;
        let inner = match types::vector_size(n) {
            Some(size) => naga::TypeInner::Vector { size, scalar },
            None => naga::TypeInner::Scalar(scalar),
        };
        Ok(self
            .m
            .module
            .types
            .insert(naga::Type { name: None, inner }, naga::Span::default()))
    }

    /// Component `k` of a vector of `n` (a scalar is its own component).
    pub(crate) fn line_component(
        &mut self,
        v: Handle<Expression>,
        n: u8,
        k: u8,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        if n <= 1 {
            v
        } else {
            let index = k as u32;
            self.add(Expression::AccessIndex { base: v, index }, sp, block)
        }
    }

    /// A vector of `s` from its components (one component is a scalar).
    pub(crate) fn vector_of(
        &mut self,
        s: Scalar,
        components: Vec<Handle<Expression>>,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        if let [one] = components[..] {
            return Ok(one);
        }
        let ty = self.vec_type(s, components.len() as u8, sp)?;
        Ok(self.add(Expression::Compose { ty, components }, sp, block))
    }

    /// The lines of a matrix value (see the module comment).
    pub(crate) fn mat_lines(
        &mut self,
        v: Handle<Expression>,
        m: MatShape,
        sp: Span,
        block: &mut Block,
    ) -> Vec<Handle<Expression>> {
        (0..m.lines().0 as u32)
            .map(|index| self.add(Expression::AccessIndex { base: v, index }, sp, block))
            .collect()
    }

    /// A matrix value of shape `m` from its lines.
    pub(crate) fn mat_from_lines(
        &mut self,
        lines: Vec<Handle<Expression>>,
        m: MatShape,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let ty = self.mat_type(m, sp)?;
        Ok(self.add(
            Expression::Compose {
                ty,
                components: lines,
            },
            sp,
            block,
        ))
    }

    /// Lines of `count` components picked across `lines` (each of `len`):
    /// the transpose.
    fn crossed(
        &mut self,
        lines: &[Handle<Expression>],
        len: u8,
        s: Scalar,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Vec<Handle<Expression>>> {
        let mut out = Vec::with_capacity(len as usize);
        for k in 0..len {
            let parts = lines
                .iter()
                .map(|&l| self.line_component(l, len, k, sp, block))
                .collect();
            out.push(self.vector_of(s, parts, sp, block)?);
        }
        Ok(out)
    }

    /// The HLSL rows of a matrix value of shape `m`.
    pub(crate) fn mat_rows(
        &mut self,
        v: Handle<Expression>,
        m: MatShape,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Vec<Handle<Expression>>> {
        if !m.column_major {
            return Ok(self.mat_lines(v, m, sp, block));
        }
        if m.is_naga() {
            let t = self.math(M::Transpose, v, sp, block);
            return Ok(self.mat_lines(t, m.plain(), sp, block));
        }
        let lines = self.mat_lines(v, m, sp, block);
        self.crossed(&lines, m.rows, m.scalar, sp, block)
    }

    /// A matrix value of shape `m` from its HLSL rows.
    pub(crate) fn mat_from_rows(
        &mut self,
        rows: Vec<Handle<Expression>>,
        m: MatShape,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        if !m.column_major {
            return self.mat_from_lines(rows, m, sp, block);
        }
        if m.is_naga() {
            let plain = self.mat_from_lines(rows, m.plain(), sp, block)?;
            return Ok(self.math(M::Transpose, plain, sp, block));
        }
        let columns = self.crossed(&rows, m.cols, m.scalar, sp, block)?;
        self.mat_from_lines(columns, m, sp, block)
    }

    /// A scalar repeated into every component of matrix type `ty`.
    pub(crate) fn matrix_splat(
        &mut self,
        v: Handle<Expression>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let m = self.mat_shape(ty, sp)?;
        let (lines, len) = m.lines();
        let line = match types::vector_size(len) {
            Some(size) => self.add(Expression::Splat { size, value: v }, sp, block),
            None => v,
        };
        self.mat_from_lines(vec![line; lines as usize], m, sp, block)
    }

    /// A unary operator on a matrix of type `ty`, line by line.
    pub(crate) fn matrix_unary(
        &mut self,
        op: UnaryOp,
        v: Handle<Expression>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let m = self.mat_shape(ty, sp)?;
        let len = m.lines().1;
        let mut out = Vec::new();
        for line in self.mat_lines(v, m, sp, block) {
            out.push(self.unary_shaped(op, line, m.scalar, vec_n(len), sp, block)?);
        }
        self.mat_from_lines(out, m, sp, block)
    }

    /// A component-wise binary operator on two matrices of type `ty`, line
    /// by line; a comparison gives a bool matrix.
    pub(crate) fn matrix_binary(
        &mut self,
        op: BinaryOp,
        l: Handle<Expression>,
        r: Handle<Expression>,
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let m = self.mat_shape(ty, sp)?;
        let len = m.lines().1;
        let ls = self.mat_lines(l, m, sp, block);
        let rs = self.mat_lines(r, m, sp, block);
        let mut out = Vec::with_capacity(ls.len());
        for (a, b) in ls.into_iter().zip(rs) {
            out.push(self.binary_shaped(op, a, b, m.scalar, vec_n(len), sp, block)?);
        }
        let result = if op.is_comparison() {
            m.with_scalar(Scalar::BOOL)
        } else {
            m
        };
        self.mat_from_lines(out, result, sp, block)
    }

    /// A matrix value of type `from` as type `to` (same dimensions): a
    /// component-wise conversion, and a transpose when exactly one of them
    /// is `column_major`.
    pub(crate) fn matrix_convert(
        &mut self,
        v: Handle<Expression>,
        from: TypeId,
        to: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let program = self.m.program;
        let (Some(a), Some(b)) = (MatShape::of(program, from), MatShape::of(program, to)) else {
            return unsupported(
                format!(
                    "converting '{}' to '{}'",
                    program.type_name(from),
                    program.type_name(to)
                ),
                sp,
            );
        };
        if a.scalar == b.scalar && a.column_major == b.column_major {
            return Ok(v);
        }
        if a.scalar == b.scalar && a.is_naga() {
            return Ok(self.math(M::Transpose, v, sp, block));
        }
        let cols = vec_n(a.cols);
        if a.column_major == b.column_major {
            let len = vec_n(a.lines().1);
            let mut out = Vec::new();
            for line in self.mat_lines(v, a, sp, block) {
                out.push(self.convert_scalar(line, a.scalar, b.scalar, len, sp, block)?);
            }
            return self.mat_from_lines(out, b, sp, block);
        }
        let mut rows = Vec::new();
        for row in self.mat_rows(v, a, sp, block)? {
            rows.push(self.convert_scalar(row, a.scalar, b.scalar, cols, sp, block)?);
        }
        self.mat_from_rows(rows, b, sp, block)
    }

    pub(crate) fn math(
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
}

/// The vector size argument of `*_shaped` helpers: 0 for a scalar line.
pub(crate) fn vec_n(len: u8) -> u8 {
    if len == 1 {
        0
    } else {
        len
    }
}
