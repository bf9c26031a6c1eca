//! Calls of functions declared `[[vk::ext_instruction(opcode)]]` without a
//! body: DXC emits the SPIR-V instruction itself, with the call's
//! arguments as operands and the return type as the result type. DXC's
//! `vk/opcode_selector.h` declares its `__builtin_spv_*` templates so
//! (`OpFConvert`, `OpSNegate`, `OpIAdd`, …).
//!
//! The opcodes below are rebuilt from HLSL operations with the
//! instruction's exact meaning (signedness comes from the opcode, not the
//! operand types: `OpSConvert` of a `uint` sign-extends it), so every back
//! end gets them. Any other opcode, or operand types an instruction does
//! not take, is an error at the call: nothing is emitted that means
//! something else.

use super::convert::Shape;
use super::templates::Binding;
use super::{Checker, Typed};
use crate::ir::{BinaryOp, ExprKind, Intrinsic, UnaryOp};
use crate::types::{Scalar, ScalarKind, TypeId};
use hlsl_base::{DiagCode, FxHashMap, Span, Symbol};
use hlsl_syntax::ast;

/// The SPIR-V instructions hlslc can express.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    CopyObject,
    SNegate,
    FNegate,
    ConvertFToU,
    ConvertFToS,
    ConvertSToF,
    ConvertUToF,
    UConvert,
    SConvert,
    FConvert,
    Bitcast,
    IAdd,
    FAdd,
    ISub,
    FSub,
    IMul,
    FMul,
    UDiv,
    SDiv,
    FDiv,
}

impl Op {
    fn from_opcode(opcode: u64) -> Option<Op> {
        Some(match opcode {
            83 => Op::CopyObject,
            109 => Op::ConvertFToU,
            110 => Op::ConvertFToS,
            111 => Op::ConvertSToF,
            112 => Op::ConvertUToF,
            113 => Op::UConvert,
            114 => Op::SConvert,
            115 => Op::FConvert,
            124 => Op::Bitcast,
            126 => Op::SNegate,
            127 => Op::FNegate,
            128 => Op::IAdd,
            129 => Op::FAdd,
            130 => Op::ISub,
            131 => Op::FSub,
            132 => Op::IMul,
            133 => Op::FMul,
            134 => Op::UDiv,
            135 => Op::SDiv,
            136 => Op::FDiv,
            _ => return None,
        })
    }

    fn name(self) -> String {
        format!("Op{self:?}")
    }
}

/// How an instruction's function takes an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum OperandKind {
    Value,
    /// `[[vk::ext_reference]]`: the operand is a pointer to the argument,
    /// which must be a place.
    Reference,
    /// `[[vk::ext_literal]]`: the operand is a literal, so the argument
    /// must be a constant.
    Literal,
}

/// What a `vk::ext_instruction` attribute asks for.
pub(super) struct ExtInstruction {
    opcode: Option<u64>,
    /// `vk::ext_instruction(opcode, "set")`: an extended instruction set.
    set: bool,
}

impl<'a> Checker<'a> {
    /// The `[[vk::ext_instruction(…)]]` of a function declared without a
    /// body.
    pub(super) fn ext_instruction(&mut self, f: &ast::FunctionDecl) -> Option<ExtInstruction> {
        if f.body.is_some() {
            return None;
        }
        self.ext_instruction_in(&f.attrs)
    }

    /// The `[[vk::ext_instruction(…)]]` among a function's attributes.
    pub(super) fn ext_instruction_in(
        &mut self,
        attrs: &[ast::Attribute],
    ) -> Option<ExtInstruction> {
        let a = attrs
            .iter()
            .find(|a| self.name(a.name) == "vk::ext_instruction")?;
        let opcode = a.args.first().and_then(|&e| self.const_int(e));
        Some(ExtInstruction {
            opcode,
            set: a.args.len() > 1,
        })
    }

    /// `vk::ext_execution_mode(…)` or `vk::ext_execution_mode_id(…)`
    /// (unless the program declares its own).
    pub(super) fn is_execution_mode_call(&self, scope: &[ast::Ident], name: ast::Ident) -> bool {
        matches!(scope, [vk] if self.name(*vk) == "vk")
            && matches!(
                self.name(name),
                "ext_execution_mode" | "ext_execution_mode_id"
            )
            && !matches!(self.lookup_qualified(scope, name.sym), Some(Some(_)))
    }

    /// `vk::ext_execution_mode(mode, operands…)`: adds an execution mode
    /// to the entry point in DXC; its operands are constants. hlslc's back
    /// ends cannot add one, so lowering reports it.
    pub(super) fn call_execution_mode(
        &mut self,
        name: ast::Ident,
        args: &[ast::ExprId],
        span: Span,
    ) -> Typed {
        let mut ids = Vec::with_capacity(args.len());
        for &a in args {
            let t = self.value(a);
            if self.program.types.is_error(t.ty) {
                return self.error_expr(span);
            }
            if !self.is_literal_operand(t.id) {
                self.error(DiagCode::err_ext_literal_not_constant, self.span_of(a), &[]);
                return self.error_expr(span);
            }
            ids.push(t.id);
        }
        if args.is_empty() {
            let text = format!("vk::{}", self.name(name));
            self.error(DiagCode::err_no_matching_function, span, &[&text]);
            return self.error_expr(span);
        }
        let what = format!(
            "the inline SPIR-V execution mode of 'vk::{}'",
            self.name(name)
        );
        self.typed(
            ExprKind::Unsupported { what, args: ids },
            crate::types::Types::VOID,
            span,
        )
    }

    /// A call of function template `decl`, declared with `ext`.
    pub(super) fn call_ext_instruction_template(
        &mut self,
        decl: &'a ast::FunctionDecl,
        ext: ExtInstruction,
        explicit: Option<&[ast::TemplateArg]>,
        checked: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        let name = self.name(decl.name);
        if decl.params.len() != checked.len() {
            self.error(DiagCode::err_no_matching_function, span, &[&name]);
            return self.error_expr(span);
        }
        let bound = match self.bind_call(decl, explicit, &checked, span) {
            Ok(Some(bound)) => bound,
            Ok(None) => return self.error_expr(span),
            Err(param) => {
                let p = self.name(param);
                self.error(DiagCode::err_template_deduction, span, &[&p, &name]);
                return self.error_expr(span);
            }
        };
        self.call_ext_instruction(decl, ext, Some(bound), checked, span)
    }

    /// A call of `decl`, declared with `ext` (a template's with its
    /// parameters' bindings).
    pub(super) fn call_ext_instruction(
        &mut self,
        decl: &'a ast::FunctionDecl,
        ext: ExtInstruction,
        bound: Option<FxHashMap<Symbol, Binding>>,
        checked: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        let templated = bound.is_some();
        if let Some(b) = bound {
            self.template_env.push(b);
        }
        let ret = self.resolve_type(&decl.ret);
        let params: Vec<TypeId> = decl
            .params
            .iter()
            .map(|p| self.resolve_type(&p.ty))
            .collect();
        if templated {
            self.template_env.pop();
        }
        if self.program.types.is_error(ret)
            || params.iter().any(|&p| self.program.types.is_error(p))
        {
            return self.error_expr(span);
        }
        let kinds = self.param_kinds(&decl.params);
        self.ext_op_call(ext, ret, &params, &kinds, checked, span)
    }

    /// How each parameter of an instruction's function takes its operand.
    pub(super) fn param_kinds(&self, params: &[ast::VarDecl]) -> Vec<OperandKind> {
        params
            .iter()
            .map(|p| {
                let has = |n: &str| p.attrs.iter().any(|a| self.name(a.name) == n);
                if has("vk::ext_reference") {
                    OperandKind::Reference
                } else if has("vk::ext_literal") {
                    OperandKind::Literal
                } else {
                    OperandKind::Value
                }
            })
            .collect()
    }

    /// Whether checked expression `id` is a constant DXC can write as a
    /// literal operand.
    fn is_literal_operand(&self, id: crate::ir::ExprId) -> bool {
        let body = self.body_ref();
        match &body.exprs[id].kind {
            ExprKind::Literal(_) => true,
            ExprKind::Convert(x) | ExprKind::Unary { expr: x, .. } => self.is_literal_operand(*x),
            ExprKind::Load(x) => self.is_literal_operand(*x),
            ExprKind::Global(g) => matches!(self.const_globals.get(g), Some(Some(_))),
            _ => false,
        }
    }

    /// The instruction `ext` with result type `ret` on `checked`, passed
    /// as parameters of types `params`.
    pub(super) fn ext_op_call(
        &mut self,
        ext: ExtInstruction,
        ret: TypeId,
        params: &[TypeId],
        kinds: &[OperandKind],
        checked: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        for ((a, s), kind) in checked.iter().zip(kinds) {
            let ok = match kind {
                OperandKind::Reference => self.body_ref().is_place(a.id),
                OperandKind::Literal => self.is_literal_operand(a.id),
                OperandKind::Value => true,
            };
            if !ok {
                let code = if *kind == OperandKind::Reference {
                    DiagCode::err_ext_reference_not_lvalue
                } else {
                    DiagCode::err_ext_literal_not_constant
                };
                self.error(code, *s, &[]);
                return self.error_expr(span);
            }
        }
        let Some(opcode) = ext.opcode else {
            let what = "an opcode that is not a constant";
            self.error(DiagCode::err_spirv_instruction_unsupported, span, &[&what]);
            return self.error_expr(span);
        };
        // An inline SPIR-V type among the operands or the result: the
        // instruction is DXC's to write as is, whatever its opcode.
        let spirv_type = self.is_spirv_type(ret) || params.iter().any(|&p| self.is_spirv_type(p));
        let op = Op::from_opcode(opcode).filter(|_| !ext.set && !spirv_type);
        let Some(op) = op else {
            // DXC emits it as written; hlslc has no back end that can.
            let what = if ext.set {
                format!("the inline SPIR-V extended instruction {opcode}")
            } else {
                format!("the inline SPIR-V instruction with opcode {opcode}")
            };
            let args = checked.iter().map(|(a, _)| a.id).collect();
            return self.typed(ExprKind::Unsupported { what, args }, ret, span);
        };
        let args: Vec<Typed> = checked
            .into_iter()
            .zip(params)
            .map(|((a, s), &p)| {
                let id = self.coerce(a, p, s);
                Typed {
                    id,
                    ty: p,
                    literal: false,
                }
            })
            .collect();
        match self.spirv_op(op, ret, &args, span) {
            Some(t) => t,
            None => {
                let operands: Vec<String> = args.iter().map(|a| self.type_name(a.ty)).collect();
                let (o, r) = (operands.join(", "), self.type_name(ret));
                self.error(
                    DiagCode::err_spirv_instruction_operands,
                    span,
                    &[&op.name(), &o, &r],
                );
                self.error_expr(span)
            }
        }
    }

    /// `op` on `args` with result type `ret`; `None` when the instruction
    /// does not take these types (or hlslc cannot give it its meaning).
    fn spirv_op(&mut self, op: Op, ret: TypeId, args: &[Typed], span: Span) -> Option<Typed> {
        let (rs, rshape) = self.numeric(ret)?;
        if matches!(rshape, Shape::Matrix(..)) || rs.kind == ScalarKind::Bool {
            return None;
        }
        let mut operands = Vec::with_capacity(args.len());
        for a in args {
            let (s, shape) = self.numeric(a.ty)?;
            if matches!(shape, Shape::Matrix(..)) || s.kind == ScalarKind::Bool {
                return None;
            }
            if components(shape) != components(rshape) {
                return None;
            }
            operands.push((*a, s));
        }
        let int = |s: Scalar| s.is_integer();
        let float = |s: Scalar| s.kind == ScalarKind::Float;
        match (op, operands.as_slice()) {
            (Op::CopyObject, [(a, _)]) if a.ty == ret => Some(*a),
            (Op::FNegate, [(a, s)]) if float(*s) && a.ty == ret => {
                Some(self.typed(unary(UnaryOp::Neg, a.id), ret, span))
            }
            (Op::SNegate, [(a, s)]) if int(*s) && a.ty == ret => {
                Some(self.signed_op(ScalarKind::Sint, ret, &[*a], span, |ops| {
                    unary(UnaryOp::Neg, ops[0])
                }))
            }
            (Op::IAdd | Op::ISub | Op::IMul, [(a, s), (b, _)])
                if int(*s) && a.ty == ret && b.ty == ret =>
            {
                let bin = binary_of(op);
                Some(self.typed(binary(bin, a.id, b.id), ret, span))
            }
            (Op::FAdd | Op::FSub | Op::FMul | Op::FDiv, [(a, s), (b, _)])
                if float(*s) && a.ty == ret && b.ty == ret =>
            {
                let bin = binary_of(op);
                Some(self.typed(binary(bin, a.id, b.id), ret, span))
            }
            (Op::UDiv | Op::SDiv, [(a, s), (b, _)]) if int(*s) && a.ty == ret && b.ty == ret => {
                let kind = if op == Op::SDiv {
                    ScalarKind::Sint
                } else {
                    ScalarKind::Uint
                };
                Some(self.signed_op(kind, ret, &[*a, *b], span, |ops| {
                    binary(BinaryOp::Div, ops[0], ops[1])
                }))
            }
            (Op::FConvert, [(a, s)]) if float(*s) && float(rs) => {
                Some(self.build_conversion(*a, ret))
            }
            (Op::ConvertFToU, [(a, s)]) if float(*s) && rs.kind == ScalarKind::Uint => {
                Some(self.build_conversion(*a, ret))
            }
            (Op::ConvertFToS, [(a, s)]) if float(*s) && int(rs) => {
                // To the signed type of the result's width, then its bits.
                let signed = self.reshaped(ret, with_kind(rs, ScalarKind::Sint));
                let v = self.build_conversion(*a, signed);
                Some(self.build_conversion(v, ret))
            }
            (Op::ConvertSToF | Op::ConvertUToF, [(a, s)]) if int(*s) && float(rs) => {
                let kind = if op == Op::ConvertSToF {
                    ScalarKind::Sint
                } else {
                    ScalarKind::Uint
                };
                // The operand's bits read with the opcode's signedness.
                let as_kind = self.reshaped(a.ty, with_kind(*s, kind));
                let v = self.build_conversion(*a, as_kind);
                Some(self.build_conversion(v, ret))
            }
            (Op::UConvert | Op::SConvert, [(a, s)]) if int(*s) && int(rs) => {
                let kind = if op == Op::SConvert {
                    ScalarKind::Sint
                } else {
                    ScalarKind::Uint
                };
                // Read with the opcode's signedness, extend or truncate
                // (zero or sign extension follows from that type), then
                // the result's signedness over the same bits.
                let from = self.reshaped(a.ty, with_kind(*s, kind));
                let v = self.build_conversion(*a, from);
                let to = self.reshaped(ret, with_kind(rs, kind));
                let v = self.build_conversion(v, to);
                Some(self.build_conversion(v, ret))
            }
            (Op::Bitcast, [(a, s)]) if s.width == rs.width => {
                if a.ty == ret {
                    return Some(*a);
                }
                if int(*s) && int(rs) {
                    // Between integers of one width a conversion keeps the
                    // bits.
                    return Some(self.build_conversion(*a, ret));
                }
                if s.width != 4 {
                    return None;
                }
                let intrinsic = match rs.kind {
                    ScalarKind::Uint => Intrinsic::AsUint,
                    ScalarKind::Sint => Intrinsic::AsInt,
                    _ => Intrinsic::AsFloat,
                };
                let a = self.rvalue(*a);
                Some(self.typed(
                    ExprKind::Intrinsic {
                        op: intrinsic,
                        args: vec![a.id],
                    },
                    ret,
                    span,
                ))
            }
            _ => None,
        }
    }

    /// An integer operation done in `kind` over the operands' bits: the
    /// operands as `kind` of their width, `build`, then back to `ret`.
    fn signed_op(
        &mut self,
        kind: ScalarKind,
        ret: TypeId,
        args: &[Typed],
        span: Span,
        build: impl FnOnce(&[crate::ir::ExprId]) -> ExprKind,
    ) -> Typed {
        let (rs, _) = self.numeric(ret).expect("checked numeric");
        let work = self.reshaped(ret, with_kind(rs, kind));
        let ids: Vec<crate::ir::ExprId> = args
            .iter()
            .map(|&a| self.build_conversion(a, work).id)
            .collect();
        let v = self.typed(build(&ids), work, span);
        self.build_conversion(v, ret)
    }

    /// `ty`'s shape with scalar `s`.
    fn reshaped(&mut self, ty: TypeId, s: Scalar) -> TypeId {
        let (_, shape) = self.numeric(ty).expect("checked numeric");
        self.make_type(s, shape)
    }
}

fn components(shape: Shape) -> u8 {
    match shape {
        Shape::Scalar => 1,
        Shape::Vector(n) => n,
        Shape::Matrix(r, c) => r * c,
    }
}

fn with_kind(s: Scalar, kind: ScalarKind) -> Scalar {
    Scalar { kind, ..s }
}

fn unary(op: UnaryOp, expr: crate::ir::ExprId) -> ExprKind {
    ExprKind::Unary { op, expr }
}

fn binary(op: BinaryOp, lhs: crate::ir::ExprId, rhs: crate::ir::ExprId) -> ExprKind {
    ExprKind::Binary { op, lhs, rhs }
}

fn binary_of(op: Op) -> BinaryOp {
    match op {
        Op::IAdd | Op::FAdd => BinaryOp::Add,
        Op::ISub | Op::FSub => BinaryOp::Sub,
        Op::IMul | Op::FMul => BinaryOp::Mul,
        _ => BinaryOp::Div,
    }
}
