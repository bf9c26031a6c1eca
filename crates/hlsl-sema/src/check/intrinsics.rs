//! Intrinsic functions, as a table of signature templates over scalar and
//! vector shapes rather than hand-written cases.

use super::convert::Shape;
use super::{Checker, Typed};
use crate::ir::{ExprKind, Intrinsic};
use crate::types::{Scalar, ScalarKind, Types};
use hlsl_base::{DiagCode, Span};

/// Which scalar types a template's `T` ranges over.
#[derive(Clone, Copy, PartialEq)]
enum Class {
    /// float types (integers are converted to float).
    Float,
    /// float or integer (bool is converted to int).
    Numeric,
    /// float or signed integer.
    Signed,
    /// 32-bit integer; the result is uint.
    Bits,
}

/// A signature template.
#[derive(Clone, Copy)]
enum Sig {
    /// `T f(T, T, ...)`: all arguments and the result share one type.
    Same { arity: usize, class: Class },
    /// `scalar dot(vector, vector)`.
    Dot,
    /// `float3 cross(float3, float3)`.
    Cross,
    /// `scalar f(floatN[, floatN])`: length, distance.
    Reduce { arity: usize },
    /// `bool f(T)`: all, any.
    Test,
    /// `T' f(T)` reinterpreting 32 bits as `to`.
    Bitcast { to: Scalar },
    /// `void f()`.
    Barrier,
}

const TABLE: &[(&str, Intrinsic, Sig)] = {
    use Class::*;
    use Intrinsic as I;
    &[
        (
            "abs",
            I::Abs,
            Sig::Same {
                arity: 1,
                class: Signed,
            },
        ),
        (
            "min",
            I::Min,
            Sig::Same {
                arity: 2,
                class: Numeric,
            },
        ),
        (
            "max",
            I::Max,
            Sig::Same {
                arity: 2,
                class: Numeric,
            },
        ),
        (
            "clamp",
            I::Clamp,
            Sig::Same {
                arity: 3,
                class: Numeric,
            },
        ),
        (
            "saturate",
            I::Saturate,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "sqrt",
            I::Sqrt,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "rsqrt",
            I::Rsqrt,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "floor",
            I::Floor,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "ceil",
            I::Ceil,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "frac",
            I::Frac,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "round",
            I::Round,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "trunc",
            I::Trunc,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "exp",
            I::Exp,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "exp2",
            I::Exp2,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "log",
            I::Log,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "log2",
            I::Log2,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "sin",
            I::Sin,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "cos",
            I::Cos,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "tan",
            I::Tan,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "pow",
            I::Pow,
            Sig::Same {
                arity: 2,
                class: Float,
            },
        ),
        (
            "fmod",
            I::Fmod,
            Sig::Same {
                arity: 2,
                class: Float,
            },
        ),
        (
            "radians",
            I::Radians,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "degrees",
            I::Degrees,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        (
            "step",
            I::Step,
            Sig::Same {
                arity: 2,
                class: Float,
            },
        ),
        (
            "lerp",
            I::Lerp,
            Sig::Same {
                arity: 3,
                class: Float,
            },
        ),
        (
            "mad",
            I::Mad,
            Sig::Same {
                arity: 3,
                class: Numeric,
            },
        ),
        (
            "normalize",
            I::Normalize,
            Sig::Same {
                arity: 1,
                class: Float,
            },
        ),
        ("dot", I::Dot, Sig::Dot),
        ("cross", I::Cross, Sig::Cross),
        ("length", I::Length, Sig::Reduce { arity: 1 }),
        ("distance", I::Distance, Sig::Reduce { arity: 2 }),
        ("all", I::All, Sig::Test),
        ("any", I::Any, Sig::Test),
        ("asuint", I::AsUint, Sig::Bitcast { to: Scalar::U32 }),
        ("asint", I::AsInt, Sig::Bitcast { to: Scalar::I32 }),
        ("asfloat", I::AsFloat, Sig::Bitcast { to: Scalar::F32 }),
        (
            "countbits",
            I::CountBits,
            Sig::Same {
                arity: 1,
                class: Bits,
            },
        ),
        (
            "reversebits",
            I::ReverseBits,
            Sig::Same {
                arity: 1,
                class: Bits,
            },
        ),
        (
            "firstbithigh",
            I::FirstBitHigh,
            Sig::Same {
                arity: 1,
                class: Bits,
            },
        ),
        (
            "firstbitlow",
            I::FirstBitLow,
            Sig::Same {
                arity: 1,
                class: Bits,
            },
        ),
        (
            "GroupMemoryBarrierWithGroupSync",
            I::GroupMemoryBarrierWithGroupSync,
            Sig::Barrier,
        ),
        ("GroupMemoryBarrier", I::GroupMemoryBarrier, Sig::Barrier),
        ("DeviceMemoryBarrier", I::DeviceMemoryBarrier, Sig::Barrier),
        (
            "DeviceMemoryBarrierWithGroupSync",
            I::DeviceMemoryBarrierWithGroupSync,
            Sig::Barrier,
        ),
        ("AllMemoryBarrier", I::AllMemoryBarrier, Sig::Barrier),
        (
            "AllMemoryBarrierWithGroupSync",
            I::AllMemoryBarrierWithGroupSync,
            Sig::Barrier,
        ),
    ]
};

pub(super) fn is_intrinsic(name: &str) -> bool {
    TABLE.iter().any(|(n, ..)| *n == name) || super::matrix::MATRIX_INTRINSICS.contains(&name)
}

impl Checker<'_> {
    pub(super) fn call_intrinsic(&mut self, name: &str, args: Vec<Typed>, span: Span) -> Typed {
        if super::matrix::MATRIX_INTRINSICS.contains(&name) {
            return self.matrix_intrinsic(name, args, span);
        }
        let Some(&(_, op, sig)) = TABLE.iter().find(|(n, ..)| *n == name) else {
            return self.error_expr(span);
        };
        if args.iter().any(|a| self.program.types.is_error(a.ty)) {
            return self.error_expr(span);
        }
        let arity = match sig {
            Sig::Same { arity, .. } | Sig::Reduce { arity } => arity,
            Sig::Dot | Sig::Cross => 2,
            Sig::Test | Sig::Bitcast { .. } => 1,
            Sig::Barrier => 0,
        };
        if args.len() != arity {
            let which = if args.len() < arity { "few" } else { "many" };
            self.error(
                DiagCode::err_wrong_arg_count,
                span,
                &[&which, &arity, &args.len()],
            );
            return self.error_expr(span);
        }
        let no_match = |c: &mut Self| {
            let types: Vec<String> = args.iter().map(|a| c.type_name(a.ty)).collect();
            let call = format!("{name}({})", types.join(", "));
            c.error(DiagCode::err_no_matching_function, span, &[&call]);
            c.error_expr(span)
        };
        // The common scalar and shape of all arguments.
        let mut common: Option<(Scalar, Shape)> = None;
        let mut acc: Option<Typed> = None;
        for &a in &args {
            let Some((s, shape)) = self.numeric(a.ty) else {
                return no_match(self);
            };
            if matches!(shape, Shape::Matrix(..)) {
                return no_match(self);
            }
            common = Some(match (acc, common) {
                (Some(prev), Some(_)) => match self.common_type(prev, a, span) {
                    Some(c) => c,
                    None => return no_match(self),
                },
                _ => (s, shape),
            });
            let (cs, csh) = common.expect("set above");
            let ty = self.make_type(cs, csh);
            acc = Some(Typed {
                id: a.id,
                ty,
                literal: acc.is_some_and(|p| p.literal) && a.literal,
            });
        }
        let (scalar, shape) = common.unwrap_or((Scalar::F32, Shape::Scalar));
        let shape = if shape == Shape::Vector(1) {
            Shape::Scalar
        } else {
            shape
        };
        let float_scalar = if scalar.is_float() {
            scalar
        } else {
            Scalar::F32
        };
        let (arg_ty, ret) = match sig {
            Sig::Barrier => {
                let args = vec![name.to_string(), "compute shaders".to_string()];
                let code = DiagCode::err_stage_only_intrinsic;
                if !self.require_stage(crate::ir::Stage::Compute, code, args, span) {
                    return self.error_expr(span);
                }
                let kind = ExprKind::Intrinsic {
                    op,
                    args: Vec::new(),
                };
                return self.typed(kind, Types::VOID, span);
            }
            Sig::Same { class, .. } => {
                let s = match class {
                    Class::Float => float_scalar,
                    Class::Numeric | Class::Signed if scalar.kind == ScalarKind::Bool => {
                        Scalar::I32
                    }
                    Class::Signed if scalar.kind == ScalarKind::Uint => {
                        // abs of unsigned is the identity in DXC; keep it simple.
                        scalar
                    }
                    Class::Bits => Scalar::U32,
                    _ => scalar,
                };
                if class == Class::Bits && (scalar.is_float() || scalar.width != 4) {
                    return no_match(self);
                }
                if op == Intrinsic::Normalize && shape == Shape::Scalar {
                    return no_match(self);
                }
                let t = self.make_type(s, shape);
                (t, t)
            }
            Sig::Dot => {
                let s = if scalar.kind == ScalarKind::Bool {
                    Scalar::I32
                } else {
                    scalar
                };
                let shape = if shape == Shape::Scalar {
                    Shape::Vector(1)
                } else {
                    shape
                };
                let t = self.make_type(s, shape);
                (t, self.types().scalar(s))
            }
            Sig::Cross => {
                let t = self.types().vector(float_scalar, 3);
                if shape != Shape::Vector(3) {
                    return no_match(self);
                }
                (t, t)
            }
            Sig::Reduce { .. } => {
                let t = self.make_type(float_scalar, shape);
                (t, self.types().scalar(float_scalar))
            }
            Sig::Test => (self.make_type(scalar, shape), Types::BOOL),
            Sig::Bitcast { to } => {
                if scalar.width != 4 || scalar.kind == ScalarKind::Bool {
                    return no_match(self);
                }
                (self.make_type(scalar, shape), self.make_type(to, shape))
            }
        };
        let ir_args = args
            .into_iter()
            .map(|a| {
                let aspan = self.expr_span(a.id);
                self.coerce(a, arg_ty, aspan)
            })
            .collect();
        self.typed(ExprKind::Intrinsic { op, args: ir_args }, ret, span)
    }
}
