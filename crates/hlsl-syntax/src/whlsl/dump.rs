//! A WHLSL syntax tree as indented text (`hlslc ast` on a `.whlsl` file,
//! and the parser's tests): one node a line, desugarings visible.

use super::ast::*;
use std::fmt::Write;

/// The tree of `unit`, one node a line.
pub fn dump(unit: &Unit) -> String {
    let mut d = Dumper {
        unit,
        out: String::new(),
        indent: 0,
    };
    for decl in &unit.decls {
        d.decl(decl);
    }
    d.out
}

struct Dumper<'a> {
    unit: &'a Unit,
    out: String,
    indent: usize,
}

impl Dumper<'_> {
    fn line(&mut self, text: &str) {
        let _ = writeln!(self.out, "{:w$}{text}", "", w = self.indent * 2);
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self)) {
        self.indent += 1;
        f(self);
        self.indent -= 1;
    }

    fn name(&self, i: &crate::ast::Ident) -> &str {
        self.unit.names.resolve(i.sym)
    }

    fn ty(&self, t: &Type) -> String {
        let mut s = self.name(&t.name).to_string();
        if !t.args.is_empty() {
            let args: Vec<String> = t
                .args
                .iter()
                .map(|a| match a {
                    TypeArg::Const(c) => self.const_expr(c),
                    TypeArg::Type(t) => self.ty(t),
                })
                .collect();
            let _ = write!(s, "<{}>", args.join(", "));
        }
        for suffix in &t.suffixes {
            let _ = match suffix {
                TypeSuffix::Pointer(space) => write!(s, "* {}", space_name(*space)),
                TypeSuffix::ArrayRef(space) => write!(s, "[] {}", space_name(*space)),
                TypeSuffix::Array(n) => write!(s, "[{}]", lit(n)),
            };
        }
        s
    }

    fn const_expr(&self, c: &ConstExpr) -> String {
        match c {
            ConstExpr::Lit(l) => lit(l),
            ConstExpr::EnumValue(e, v) => format!("{}.{}", self.name(e), self.name(v)),
        }
    }

    fn semantic(&self, s: &Option<Semantic>) -> String {
        let Some(s) = s else {
            return String::new();
        };
        let text = match &s.kind {
            SemanticKind::BuiltIn { name, index } => match index {
                Some(i) => format!("{} {}", self.name(name), lit(i)),
                None => self.name(name).to_string(),
            },
            SemanticKind::Attribute(n) => format!("attribute({})", lit(n)),
            SemanticKind::Register { reg, space } => match space {
                Some(sp) => format!("register({}, {})", self.name(reg), self.name(sp)),
                None => format!("register({})", self.name(reg)),
            },
            SemanticKind::Specialized => "specialized".into(),
        };
        format!(" : {text}")
    }

    fn decl(&mut self, decl: &Decl) {
        match decl {
            Decl::Typedef(t) => {
                let text = format!("typedef {} = {}", self.name(&t.name), self.ty(&t.ty));
                self.line(&text);
            }
            Decl::Struct(s) => {
                self.line(&format!("struct {}", self.name(&s.name)));
                self.nested(|d| {
                    for f in &s.fields {
                        let text = format!(
                            "{}{} {}{}",
                            qualifiers(&f.qualifiers),
                            d.ty(&f.ty),
                            d.name(&f.name),
                            d.semantic(&f.semantic)
                        );
                        d.line(&text);
                    }
                });
            }
            Decl::Enum(e) => {
                let base = e.base.as_ref().map(|b| format!(" : {}", self.ty(b)));
                let text = format!("enum {}{}", self.name(&e.name), base.unwrap_or_default());
                self.line(&text);
                self.nested(|d| {
                    for el in &e.elements {
                        let value = el.value.as_ref().map(|v| format!(" = {}", d.const_expr(v)));
                        let text = format!("{}{}", d.name(&el.name), value.unwrap_or_default());
                        d.line(&text);
                    }
                });
            }
            Decl::Func(f) => {
                let stage = match &f.stage {
                    None => String::new(),
                    Some(Stage::Vertex) => "vertex ".into(),
                    Some(Stage::Fragment) => "fragment ".into(),
                    Some(Stage::Compute(n)) => format!(
                        "[numthreads({}, {}, {})] compute ",
                        lit(&n[0]),
                        lit(&n[1]),
                        lit(&n[2])
                    ),
                };
                let name = match &f.name {
                    FuncName::Ident(i) => self.name(i).to_string(),
                    FuncName::Operator { name, .. } => name.clone(),
                    FuncName::Cast => "operator(cast)".into(),
                };
                let params: Vec<String> = f
                    .params
                    .iter()
                    .map(|p| {
                        format!(
                            "{}{} {}{}",
                            qualifiers(&p.qualifiers),
                            self.ty(&p.ty),
                            self.name(&p.name),
                            self.semantic(&p.semantic)
                        )
                    })
                    .collect();
                let text = format!(
                    "func {stage}{} {name}({}){}",
                    self.ty(&f.ret),
                    params.join(", "),
                    self.semantic(&f.semantic)
                );
                self.line(&text);
                self.nested(|d| d.stmt(f.body));
            }
        }
    }

    fn stmt(&mut self, id: StmtId) {
        let unit = self.unit;
        match &unit.stmts[id].kind {
            StmtKind::Block(items) => {
                self.line("block");
                self.nested(|d| items.iter().for_each(|&s| d.stmt(s)));
            }
            StmtKind::Var(v) => {
                let init = v.init.map(|e| format!(" = {}", self.expr(e)));
                let text = format!(
                    "var {} {}{}",
                    self.ty(&v.ty),
                    self.name(&v.name),
                    init.unwrap_or_default()
                );
                self.line(&text);
            }
            StmtKind::Expr(e) => {
                let text = format!("expr {}", self.expr(*e));
                self.line(&text);
            }
            StmtKind::Empty => self.line("empty"),
            StmtKind::If { cond, then, els } => {
                let text = format!("if {}", self.expr(*cond));
                self.line(&text);
                self.nested(|d| d.stmt(*then));
                self.line("else");
                self.nested(|d| d.stmt(*els));
            }
            StmtKind::DoWhile { body, cond } => {
                self.line("do");
                self.nested(|d| d.stmt(*body));
                let text = format!("while {}", self.expr(*cond));
                self.line(&text);
            }
            StmtKind::For { cond, step, body } => {
                let text = format!("for ; {}; {}", self.expr(*cond), self.expr(*step));
                self.line(&text);
                self.nested(|d| d.stmt(*body));
            }
            StmtKind::Switch { value, cases } => {
                let text = format!("switch {}", self.expr(*value));
                self.line(&text);
                for c in cases {
                    let label = match &c.value {
                        Some(v) => format!("case {}", self.const_expr(v)),
                        None => "default".into(),
                    };
                    self.line(&label);
                    self.nested(|d| c.body.iter().for_each(|&s| d.stmt(s)));
                }
            }
            StmtKind::Break => self.line("break"),
            StmtKind::Continue => self.line("continue"),
            StmtKind::Fallthrough => self.line("fallthrough"),
            StmtKind::Trap => self.line("trap"),
            StmtKind::Return(e) => {
                let text = match e {
                    Some(e) => format!("return {}", self.expr(*e)),
                    None => "return".into(),
                };
                self.line(&text);
            }
            StmtKind::Error => self.line("error"),
        }
    }

    /// An expression, fully parenthesized.
    fn expr(&self, id: ExprId) -> String {
        match &self.unit.exprs[id].kind {
            ExprKind::Lit(l) => lit(l),
            ExprKind::Name(n) => self.name(n).to_string(),
            ExprKind::Paren(e) => format!("(paren {})", self.expr(*e)),
            ExprKind::Call { callee, args } => {
                let args: Vec<String> = args.iter().map(|&a| self.expr(a)).collect();
                format!("{}({})", self.name(callee), args.join(", "))
            }
            ExprKind::Member { base, field } => {
                format!("{}.{}", self.expr(*base), self.name(field))
            }
            ExprKind::Index { base, index } => {
                format!("{}[{}]", self.expr(*base), self.expr(*index))
            }
            ExprKind::Unary { op, operand } => format!("({op:?} {})", self.expr(*operand)),
            ExprKind::Postfix { inc, operand } => {
                let op = if *inc { "++" } else { "--" };
                format!("({}{op})", self.expr(*operand))
            }
            ExprKind::Binary { op, lhs, rhs } => {
                format!("({op:?} {} {})", self.expr(*lhs), self.expr(*rhs))
            }
            ExprKind::Ternary { cond, then, els } => format!(
                "({} ? {} : {})",
                self.expr(*cond),
                self.expr(*then),
                self.expr(*els)
            ),
            ExprKind::Assign { op, lhs, rhs } => {
                let op = op.map(|o| format!("{o:?}")).unwrap_or_default();
                format!("({op}= {} {})", self.expr(*lhs), self.expr(*rhs))
            }
            ExprKind::Comma { lhs, rhs } => format!("({}, {})", self.expr(*lhs), self.expr(*rhs)),
            ExprKind::Error => "<error>".into(),
        }
    }
}

fn space_name(space: AddressSpace) -> &'static str {
    match space {
        AddressSpace::Constant => "constant",
        AddressSpace::Device => "device",
        AddressSpace::Threadgroup => "threadgroup",
        AddressSpace::Thread => "thread",
    }
}

fn lit(l: &Literal) -> String {
    match l.kind {
        LitKind::Int(Some(v)) => v.to_string(),
        LitKind::UInt(Some(v)) => format!("{v}u"),
        LitKind::Int(None) | LitKind::UInt(None) => "<too large>".into(),
        LitKind::Float(v) => format!("{v:?}f"),
        LitKind::Null => "null".into(),
        LitKind::True => "true".into(),
        LitKind::False => "false".into(),
    }
}

fn qualifiers(qs: &[Qualifier]) -> String {
    qs.iter()
        .map(|q| format!("{} ", format!("{q:?}").to_lowercase()))
        .collect()
}
