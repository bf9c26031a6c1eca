//! A compact, readable dump of a source unit, for snapshot tests.
//!
//! One line per declaration, member and statement, children indented by two
//! spaces; expressions are S-expressions on one line: `(+ a (* b 2))`,
//! `(call f x)`, `(float3 1 2 3)` for constructors, `(cast float3 x)`,
//! `(. v xyz)`, `([] a i)`, `(paren e)`, `(pre++ i)`, `(post-- i)`,
//! `(? c a b)`, `(, a b)`; `<error>` marks error nodes. Literals show their
//! value and suffix (`0x10u` dumps as `16u`, `1.5f` as `1.5f`).

use crate::ast::*;
use std::fmt::Write;

/// Dumps `unit` in the format described in the module documentation.
pub fn dump(unit: &SourceUnit) -> String {
    let mut d = Dumper {
        unit,
        out: String::new(),
    };
    for decl in &unit.decls {
        d.decl(decl);
    }
    d.out
}

struct Dumper<'a> {
    unit: &'a SourceUnit,
    out: String,
}

impl Dumper<'_> {
    fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn decl(&mut self, decl: &Decl) {
        self.decl_at(0, decl);
    }

    fn decl_at(&mut self, indent: usize, decl: &Decl) {
        match decl {
            Decl::Var(v) => {
                let s = format!("var {}", self.var(v));
                self.line(indent, &s);
            }
            Decl::Struct(s) => {
                let bases: Vec<String> = s.bases.iter().map(|b| self.ty(b)).collect();
                let head = format!(
                    "{}{} {}{}",
                    self.template(&s.template),
                    s.kind.keyword(),
                    self.unit.name(s.name),
                    if bases.is_empty() {
                        String::new()
                    } else {
                        format!(" : {}", bases.join(", "))
                    }
                );
                self.line(indent, &head);
                for f in &s.fields {
                    let s = format!("field {}", self.var(f));
                    self.line(indent + 1, &s);
                }
                for m in &s.methods {
                    self.function_at(indent + 1, "method", m);
                }
            }
            Decl::CBuffer(c) => {
                let kw = if c.is_tbuffer { "tbuffer" } else { "cbuffer" };
                let head = format!(
                    "{}{kw} {}{}",
                    self.attrs(&c.attrs),
                    self.unit.name(c.name),
                    self.annotations(&c.annotations)
                );
                self.line(indent, &head);
                for m in &c.members {
                    let s = format!("member {}", self.var(m));
                    self.line(indent + 1, &s);
                }
            }
            Decl::Function(f) => self.function_at(indent, "func", f),
            Decl::Typedef(t) => {
                let s = format!(
                    "typedef {} {}{}",
                    self.ty(&t.ty),
                    self.unit.name(t.name),
                    self.dims(&t.array_dims)
                );
                self.line(indent, &s);
            }
            Decl::Enum(e) => {
                let mut head = format!(
                    "enum {}{}",
                    if e.scoped { "class " } else { "" },
                    self.unit.name(e.name)
                );
                if let Some(b) = &e.base {
                    let _ = write!(head, " : {}", self.ty(b));
                }
                self.line(indent, &head);
                for v in &e.values {
                    let mut s = format!("value {}", self.unit.name(v.name));
                    if let Some(x) = v.value {
                        let _ = write!(s, " = {}", self.expr(x));
                    }
                    self.line(indent + 1, &s);
                }
            }
            Decl::Namespace(n) => {
                self.line(indent, &format!("namespace {}", self.unit.name(n.name)));
                for d in &n.decls {
                    self.decl_at(indent + 1, d);
                }
            }
            Decl::Using(u) => {
                let s = match u {
                    UsingDecl::Namespace { path, .. } => {
                        format!("using namespace {}", self.path(path))
                    }
                    UsingDecl::Alias { name, ty, .. } => {
                        format!("using {} = {}", self.unit.name(*name), self.ty(ty))
                    }
                    UsingDecl::Name { path, .. } => format!("using {}", self.path(path)),
                };
                self.line(indent, &s);
            }
            Decl::Error(_) => self.line(indent, "error"),
        }
    }

    /// `A::B::c`.
    fn path(&self, path: &[Ident]) -> String {
        let parts: Vec<&str> = path.iter().map(|i| self.unit.name(*i)).collect();
        parts.join("::")
    }

    /// `template<typename T, uint N = 4> ` (empty without a template).
    fn template(&self, t: &Option<TemplateParams>) -> String {
        let Some(t) = t else {
            return String::new();
        };
        let params: Vec<String> = t
            .params
            .iter()
            .map(|p| {
                let mut s = match &p.value_type {
                    None => format!("typename {}", self.unit.name(p.name)),
                    Some(ty) => format!("{} {}", self.ty(ty), self.unit.name(p.name)),
                };
                if let Some(d) = &p.default {
                    let _ = write!(s, " = {}", self.template_arg(d));
                }
                s
            })
            .collect();
        format!("template<{}> ", params.join(", "))
    }

    fn template_arg(&self, a: &TemplateArg) -> String {
        match a {
            TemplateArg::Type(t) => self.ty(t),
            TemplateArg::Expr(e) => self.expr(*e),
        }
    }

    fn function_at(&mut self, indent: usize, what: &str, f: &FunctionDecl) {
        let params: Vec<String> = f.params.iter().map(|p| self.var(p)).collect();
        let mut name = String::new();
        for q in &f.scope {
            let _ = write!(name, "{}::", self.unit.name(*q));
        }
        name.push_str(self.unit.name(f.name));
        let head = format!(
            "{what} {}{}{}{} {}({}){}{}",
            self.template(&f.template),
            self.attrs(&f.attrs),
            self.modifiers(&f.modifiers),
            self.ty(&f.ret),
            name,
            params.join(", "),
            self.annotations(&f.annotations),
            if f.body.is_none() { ";" } else { "" },
        );
        self.line(indent, &head);
        if let Some(body) = &f.body {
            for &s in &body.stmts {
                self.stmt(indent + 1, s);
            }
        }
    }

    fn attrs(&self, attrs: &[Attribute]) -> String {
        let mut s = String::new();
        for a in attrs {
            let _ = write!(s, "[{}", self.unit.name(a.name));
            if !a.args.is_empty() {
                let args: Vec<String> = a.args.iter().map(|&e| self.expr(e)).collect();
                let _ = write!(s, "({})", args.join(", "));
            }
            s.push_str("] ");
        }
        s
    }

    fn modifiers(&self, mods: &[(Modifier, hlsl_base::Span)]) -> String {
        let mut s = String::new();
        for (m, _) in mods {
            s.push_str(modifier_name(*m));
            s.push(' ');
        }
        s
    }

    fn var(&self, v: &VarDecl) -> String {
        let mut s = format!(
            "{}{}{} {}{}{}",
            self.attrs(&v.attrs),
            self.modifiers(&v.modifiers),
            self.ty(&v.ty),
            self.unit.name(v.name),
            self.dims(&v.array_dims),
            self.annotations(&v.annotations)
        );
        if let Some(init) = &v.init {
            let _ = write!(s, " = {}", self.init(init));
        }
        s
    }

    fn init(&self, init: &Initializer) -> String {
        match init {
            Initializer::Expr(e) => self.expr(*e),
            Initializer::List { items, .. } => {
                let items: Vec<String> = items.iter().map(|i| self.init(i)).collect();
                format!("{{{}}}", items.join(", "))
            }
        }
    }

    fn dims(&self, dims: &[Option<ExprId>]) -> String {
        dims.iter()
            .map(|d| match d {
                Some(e) => format!("[{}]", self.expr(*e)),
                None => "[]".to_string(),
            })
            .collect()
    }

    fn annotations(&self, anns: &[Annotation]) -> String {
        let mut s = String::new();
        for a in anns {
            match a {
                Annotation::Semantic(i) => {
                    let _ = write!(s, " : {}", self.unit.name(*i));
                }
                Annotation::Register { slot, space, .. } => {
                    let parts: Vec<&str> = [slot, space]
                        .into_iter()
                        .flatten()
                        .map(|i| self.unit.name(*i))
                        .collect();
                    let _ = write!(s, " : register({})", parts.join(", "));
                }
                Annotation::PackOffset {
                    register,
                    component,
                    ..
                } => {
                    let _ = write!(s, " : packoffset({}", self.unit.name(*register));
                    if let Some(c) = component {
                        let _ = write!(s, ".{}", self.unit.name(*c));
                    }
                    s.push(')');
                }
                Annotation::BitField { width, .. } => {
                    let _ = write!(s, " : {}", self.expr(*width));
                }
            }
        }
        s
    }

    fn ty(&self, t: &TypeExpr) -> String {
        match &t.kind {
            TypeExprKind::Void => "void".to_string(),
            TypeExprKind::Normalized { signed, inner } => {
                let kw = if *signed { "snorm" } else { "unorm" };
                format!("{kw} {}", self.ty(inner))
            }
            TypeExprKind::Oriented { row_major, inner } => {
                let kw = if *row_major {
                    "row_major"
                } else {
                    "column_major"
                };
                format!("{kw} {}", self.ty(inner))
            }
            TypeExprKind::Error => "<error>".to_string(),
            TypeExprKind::Array { inner, dims } => {
                let mut s = self.ty(inner);
                for d in dims {
                    match d {
                        Some(e) => {
                            let _ = write!(s, "[{}]", self.expr(*e));
                        }
                        None => s.push_str("[]"),
                    }
                }
                s
            }
            TypeExprKind::Named { scope, name, args } => {
                self.qualified(scope, *name, args.as_deref())
            }
        }
    }

    /// `A::b<args>`.
    fn qualified(&self, scope: &[Ident], name: Ident, args: Option<&[TemplateArg]>) -> String {
        let mut s = String::new();
        for q in scope {
            let _ = write!(s, "{}::", self.unit.name(*q));
        }
        s.push_str(self.unit.name(name));
        if let Some(args) = args {
            let args: Vec<String> = args.iter().map(|a| self.template_arg(a)).collect();
            let _ = write!(s, "<{}>", args.join(", "));
        }
        s
    }

    fn stmt(&mut self, indent: usize, id: StmtId) {
        let stmt = &self.unit.stmts[id];
        let attrs = self.attrs(&stmt.attrs);
        match &stmt.kind {
            StmtKind::Block(b) => {
                self.line(indent, &format!("{attrs}block"));
                for &s in &b.stmts {
                    self.stmt(indent + 1, s);
                }
            }
            StmtKind::If {
                cond,
                then,
                otherwise,
            } => {
                self.line(indent, &format!("{attrs}if {}", self.expr(*cond)));
                self.stmt(indent + 1, *then);
                if let Some(o) = otherwise {
                    self.line(indent, "else");
                    self.stmt(indent + 1, *o);
                }
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                let init = init.map_or(String::new(), |s| self.simple_stmt(s));
                let cond = cond.map_or(String::new(), |e| self.expr(e));
                let step = step.map_or(String::new(), |e| self.expr(e));
                self.line(indent, &format!("{attrs}for ({init}; {cond}; {step})"));
                self.stmt(indent + 1, *body);
            }
            StmtKind::While { cond, body } => {
                self.line(indent, &format!("{attrs}while {}", self.expr(*cond)));
                self.stmt(indent + 1, *body);
            }
            StmtKind::DoWhile { body, cond } => {
                self.line(indent, &format!("{attrs}do"));
                self.stmt(indent + 1, *body);
                self.line(indent, &format!("while {}", self.expr(*cond)));
            }
            StmtKind::Switch { selector, body } => {
                self.line(indent, &format!("{attrs}switch {}", self.expr(*selector)));
                self.stmt(indent + 1, *body);
            }
            _ => {
                let s = format!("{attrs}{}", self.simple_stmt(id));
                self.line(indent, &s);
            }
        }
    }

    /// A statement without sub-statements, on one line.
    fn simple_stmt(&self, id: StmtId) -> String {
        match &self.unit.stmts[id].kind {
            StmtKind::Empty => ";".to_string(),
            StmtKind::Expr(e) => format!("expr {}", self.expr(*e)),
            StmtKind::Decl(vars) => {
                let vars: Vec<String> = vars.iter().map(|v| self.var(v)).collect();
                format!("decl {}", vars.join(", "))
            }
            StmtKind::Case(Some(e)) => format!("case {}", self.expr(*e)),
            StmtKind::Case(None) => "default".to_string(),
            StmtKind::Break => "break".to_string(),
            StmtKind::Continue => "continue".to_string(),
            StmtKind::Discard => "discard".to_string(),
            StmtKind::Return(None) => "return".to_string(),
            StmtKind::Return(Some(e)) => format!("return {}", self.expr(*e)),
            StmtKind::Error => "error".to_string(),
            StmtKind::Block(_)
            | StmtKind::If { .. }
            | StmtKind::For { .. }
            | StmtKind::While { .. }
            | StmtKind::DoWhile { .. }
            | StmtKind::Switch { .. } => "<compound>".to_string(),
        }
    }

    fn expr(&self, id: ExprId) -> String {
        let e = &self.unit.exprs[id];
        let list = |head: &str, items: &[ExprId]| {
            let mut s = format!("({head}");
            for &i in items {
                s.push(' ');
                s.push_str(&self.expr(i));
            }
            s.push(')');
            s
        };
        match &e.kind {
            ExprKind::StringLit(sym) => format!("{:?}", self.unit.names.resolve(*sym)),
            ExprKind::IntLit { value, suffix } => {
                let suffix = match suffix {
                    IntSuffix::None => "",
                    IntSuffix::U => "u",
                    IntSuffix::L => "l",
                    IntSuffix::UL => "ul",
                };
                format!("{value}{suffix}")
            }
            ExprKind::FloatLit { value, suffix } => {
                let suffix = match suffix {
                    FloatSuffix::None => "",
                    FloatSuffix::F => "f",
                    FloatSuffix::H => "h",
                    FloatSuffix::L => "l",
                };
                format!("{value:?}{suffix}")
            }
            ExprKind::BoolLit(b) => b.to_string(),
            ExprKind::Name(i) => self.unit.name(*i).to_string(),
            ExprKind::Path { scope, name, args } => self.qualified(scope, *name, args.as_deref()),
            ExprKind::TypeMember { ty, name, args } => {
                let member = self.qualified(&[], *name, args.as_deref());
                format!("{}::{member}", self.ty(ty))
            }
            ExprKind::This => "this".to_string(),
            ExprKind::SizeOf(SizeOfArg::Type(t)) => format!("(sizeof {})", self.ty(t)),
            ExprKind::SizeOf(SizeOfArg::Expr(e)) => list("sizeof", &[*e]),
            ExprKind::Unary { op, operand } => {
                let op = match op {
                    UnaryOp::Plus => "+",
                    UnaryOp::Neg => "-",
                    UnaryOp::Not => "!",
                    UnaryOp::BitNot => "~",
                };
                list(op, &[*operand])
            }
            ExprKind::IncDec {
                increment,
                prefix,
                operand,
            } => {
                let op = match (prefix, increment) {
                    (true, true) => "pre++",
                    (true, false) => "pre--",
                    (false, true) => "post++",
                    (false, false) => "post--",
                };
                list(op, &[*operand])
            }
            ExprKind::Binary { op, lhs, rhs } => list(op.symbol(), &[*lhs, *rhs]),
            ExprKind::Assign { op, lhs, rhs } => {
                let op = op.map_or("=".to_string(), |o| format!("{}=", o.symbol()));
                list(&op, &[*lhs, *rhs])
            }
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            } => list("?", &[*cond, *then, *otherwise]),
            ExprKind::Comma { lhs, rhs } => list(",", &[*lhs, *rhs]),
            ExprKind::Call { callee, args } => {
                let mut items = vec![*callee];
                items.extend(args);
                list("call", &items)
            }
            ExprKind::Construct { ty, args } => list(&self.ty(ty), args),
            ExprKind::Cast { ty, operand } => list(&format!("cast {}", self.ty(ty)), &[*operand]),
            ExprKind::Member { base, name } => {
                format!("(. {} {})", self.expr(*base), self.unit.name(*name))
            }
            ExprKind::MemberTemplate { base, name, args } => {
                let member = self.qualified(&[], *name, Some(args));
                format!("(. {} {member})", self.expr(*base))
            }
            ExprKind::Index { base, index } => list("[]", &[*base, *index]),
            ExprKind::Paren(inner) => list("paren", &[*inner]),
            ExprKind::Error => "<error>".to_string(),
        }
    }
}

fn modifier_name(m: Modifier) -> &'static str {
    match m {
        Modifier::Static => "static",
        Modifier::Const => "const",
        Modifier::Uniform => "uniform",
        Modifier::Extern => "extern",
        Modifier::Groupshared => "groupshared",
        Modifier::Volatile => "volatile",
        Modifier::Precise => "precise",
        Modifier::Shared => "shared",
        Modifier::In => "in",
        Modifier::Out => "out",
        Modifier::InOut => "inout",
        Modifier::RowMajor => "row_major",
        Modifier::ColumnMajor => "column_major",
        Modifier::Linear => "linear",
        Modifier::NoInterpolation => "nointerpolation",
        Modifier::NoPerspective => "noperspective",
        Modifier::Centroid => "centroid",
        Modifier::Sample => "sample",
        Modifier::Inline => "inline",
        Modifier::Snorm => "snorm",
        Modifier::Unorm => "unorm",
        Modifier::GloballyCoherent => "globallycoherent",
        Modifier::Point => "point",
        Modifier::Line => "line",
        Modifier::Triangle => "triangle",
        Modifier::LineAdj => "lineadj",
        Modifier::TriangleAdj => "triangleadj",
    }
}
