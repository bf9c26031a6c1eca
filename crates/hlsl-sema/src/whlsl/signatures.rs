//! The rules on operator names' arity, argument and return types (rule 6
//! of "Building the global typing environment").

use super::types::{TyId, TyKind, Types};
use super::Checker;
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::whlsl::ast::FuncDef;

/// The shape of an operator name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpName<'a> {
    /// `operator.field`
    Getter(&'a str),
    /// `operator.field=`
    Setter(&'a str),
    /// `operator&.field`
    AddressTaker(&'a str),
    IndexGetter,
    IndexSetter,
    IndexAddressTaker,
    /// Any other operator: `+`, `==`, `++`, …
    Symbol(&'a str),
    /// Not an operator.
    None,
}

pub fn classify(name: &str) -> OpName<'_> {
    let Some(rest) = name.strip_prefix("operator") else {
        return OpName::None;
    };
    if rest.starts_with(' ') {
        return OpName::None; // a cast, `operator T`
    }
    if let Some(f) = rest.strip_prefix("&.") {
        return OpName::AddressTaker(f);
    }
    if let Some(f) = rest.strip_prefix('.') {
        return match f.strip_suffix('=') {
            Some(f) => OpName::Setter(f),
            None => OpName::Getter(f),
        };
    }
    match rest {
        "[]" => OpName::IndexGetter,
        "[]=" => OpName::IndexSetter,
        "&[]" => OpName::IndexAddressTaker,
        "" => OpName::None,
        op => OpName::Symbol(op),
    }
}

impl Checker<'_> {
    pub(super) fn check_operator_signature(
        &mut self,
        name: &str,
        name_span: Span,
        params: &[TyId],
        ret: TyId,
        f: &FuncDef,
    ) {
        let pspan = |i: usize| f.params.get(i).map_or(name_span, |p| p.ty.span);
        let op = classify(name);
        let arity: &[usize] = match op {
            OpName::Getter(_) | OpName::AddressTaker(_) => &[1],
            OpName::Setter(_) | OpName::IndexGetter | OpName::IndexAddressTaker => &[2],
            OpName::IndexSetter => &[3],
            OpName::Symbol("+" | "-") => &[1, 2],
            OpName::Symbol(
                "*" | "/" | "%" | "&" | "|" | "^" | "<<" | ">>" | "==" | "!=" | "<" | ">" | "<="
                | ">=" | "&&" | "||",
            ) => &[2],
            OpName::Symbol("~" | "!" | "++" | "--") => &[1],
            OpName::Symbol(_) | OpName::None => return,
        };
        if !arity.contains(&params.len()) {
            let want = match arity {
                [1] => "exactly one argument",
                [2] => "exactly two arguments",
                [3] => "exactly three arguments",
                _ => "one or two arguments",
            };
            self.error(
                DiagCode::err_whlsl_operator_arity,
                name_span,
                &[&name, &want],
            );
            return;
        }
        let is_err = |cx: &Self, t: TyId| matches!(cx.kind(t), TyKind::Error);
        // "must not be a pointer, array reference or array".
        if matches!(
            op,
            OpName::Getter(_) | OpName::Setter(_) | OpName::IndexGetter | OpName::IndexSetter
        ) && matches!(
            self.kind(params[0]),
            TyKind::Pointer(..) | TyKind::ArrayRef(..) | TyKind::Array(..)
        ) {
            let shown = self.ty_name(params[0]);
            self.error(
                DiagCode::err_whlsl_accessor_base,
                pspan(0),
                &[&name, &shown],
            );
        }
        // The index of `[]`, `[]=` and `&[]` is an integer.
        if matches!(
            op,
            OpName::IndexGetter | OpName::IndexSetter | OpName::IndexAddressTaker
        ) && !self.out.types.is_integer_scalar(params[1])
            && !is_err(self, params[1])
        {
            let shown = self.ty_name(params[1]);
            self.error(DiagCode::err_whlsl_index_param, pspan(1), &[&name, &shown]);
        }
        // Address takers map a pointer to a pointer in the same space.
        if matches!(op, OpName::AddressTaker(_) | OpName::IndexAddressTaker) {
            let arg = self.kind(params[0]);
            let r = self.kind(ret);
            match (arg, r) {
                (TyKind::Pointer(_, a), TyKind::Pointer(_, b)) => {
                    if a != b {
                        self.error(
                            DiagCode::err_whlsl_address_taker_space,
                            f.ret.span,
                            &[&name],
                        );
                    }
                }
                (TyKind::Error, _) | (_, TyKind::Error) => {}
                (TyKind::Pointer(..), _) => {
                    self.error(
                        DiagCode::err_whlsl_address_taker_return,
                        f.ret.span,
                        &[&name],
                    );
                }
                _ => {
                    self.error(
                        DiagCode::err_whlsl_address_taker_argument,
                        pspan(0),
                        &[&name],
                    );
                }
            }
        }
        match op {
            OpName::Symbol("++" | "--") if params[0] != ret && !is_err(self, ret) => {
                self.error(DiagCode::err_whlsl_increment_type, f.ret.span, &[&name]);
            }
            OpName::Symbol("==" | "!=" | "<" | ">" | "<=" | ">=")
                if ret != Types::BOOL && !is_err(self, ret) =>
            {
                self.error(DiagCode::err_whlsl_comparison_return, f.ret.span, &[&name]);
            }
            _ => {}
        }
    }
}
