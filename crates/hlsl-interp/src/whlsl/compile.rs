//! Compiles a validated WHLSL unit into [`Code`]: names become frame
//! offsets, callees function indices or specialised library operations,
//! literals pre-typed cells. The checker's results are trusted; what the
//! interpreter does not run (textures, samplers) is reported as
//! unsupported when a function using it is compiled.

use super::code::{AtomicOp, Cmp, Code, Func, Off, Op1, Op2, SetterPlace, P, S, X};
use super::ops;
use hlsl_base::Symbol;
use hlsl_sema::whlsl::types::{Category, ExprTy, LiteralTy, Scalar, TyId, TyKind, Types};
use hlsl_sema::whlsl::{Access, Callee, CheckedUnit, FuncId, FuncOrigin};
use hlsl_syntax::whlsl::ast::{
    BinOp, ConstExpr, Decl, ExprId, ExprKind, LitKind, StmtId, StmtKind, UnaryOp, Unit,
};

type R<T> = Result<T, String>;

/// The largest frame, in cells (a bound on arrays in variables).
const MAX_FRAME: u64 = 1 << 24;

pub struct Compiler<'a> {
    unit: &'a Unit,
    cu: &'a CheckedUnit,
    pool: Vec<u64>,
    next: u64,
    scopes: Vec<Vec<(Symbol, Off)>>,
    has_barriers: bool,
}

/// Compiles every user function; one that cannot be compiled is kept as
/// the reason.
pub fn compile(unit: &Unit, cu: &CheckedUnit) -> (Code, Vec<Option<String>>) {
    let mut c = Compiler {
        unit,
        cu,
        pool: Vec::new(),
        next: 0,
        scopes: Vec::new(),
        has_barriers: false,
    };
    let mut funcs = Vec::new();
    let mut errors = Vec::new();
    for (i, f) in cu.funcs.iter().enumerate() {
        match f.origin {
            FuncOrigin::User(d) => match c.function(FuncId(i as u32), d) {
                Ok(func) => {
                    funcs.push(Some(func));
                    errors.push(None);
                }
                Err(e) => {
                    funcs.push(None);
                    errors.push(Some(e));
                }
            },
            _ => {
                funcs.push(None);
                errors.push(None);
            }
        }
    }
    let enums = cu
        .enums
        .iter()
        .map(|e| {
            e.elements
                .iter()
                .map(|&(_, v)| ops::wrap(e.base, v))
                .collect()
        })
        .collect();
    let code = Code {
        funcs,
        pool: c.pool,
        has_barriers: c.has_barriers,
        enums,
    };
    (code, errors)
}

/// Cells of a value of type `ty`.
pub fn size_of(cu: &CheckedUnit, ty: TyId) -> R<u64> {
    Ok(match cu.types.kind(ty) {
        TyKind::Void => 0,
        TyKind::Vector(_, n) => n as u64,
        TyKind::Matrix(_, a, b) => a as u64 * b as u64,
        TyKind::Struct(s) => {
            let mut n = 0;
            for f in &cu.structs[s.0 as usize].fields {
                n += size_of(cu, f.ty)?;
            }
            n
        }
        TyKind::Array(e, n) => size_of(cu, e)?.saturating_mul(n as u64),
        TyKind::ArrayRef(..) => 2,
        TyKind::Texture(..) | TyKind::Sampler => {
            return Err(format!(
                "values of type '{}'",
                cu.types.display(ty, &|_| String::new())
            ))
        }
        _ => 1,
    })
}

/// The element scalar of a scalar, vector or matrix, and its lanes.
fn lanes(k: TyKind) -> Option<(Scalar, u32)> {
    match k {
        TyKind::Scalar(s) => Some((s, 1)),
        TyKind::Vector(s, n) => Some((s, n as u32)),
        TyKind::Matrix(s, a, b) => Some((s, a as u32 * b as u32)),
        _ => None,
    }
}

/// A library barrier: `Some(true)` for a control barrier, `Some(false)`
/// for a memory fence.
fn barrier_kind(name: &str) -> Option<bool> {
    match name {
        "AllMemoryBarrier" | "DeviceMemoryBarrier" | "GroupMemoryBarrier" => Some(false),
        "AllMemoryBarrierWithGroupSync"
        | "DeviceMemoryBarrierWithGroupSync"
        | "GroupMemoryBarrierWithGroupSync" => Some(true),
        _ => None,
    }
}

fn atomic_op(name: &str) -> Option<AtomicOp> {
    Some(match name.strip_prefix("Interlocked")? {
        "Add" => AtomicOp::Add,
        "And" => AtomicOp::And,
        "Or" => AtomicOp::Or,
        "Xor" => AtomicOp::Xor,
        "Min" => AtomicOp::Min,
        "Max" => AtomicOp::Max,
        "Exchange" => AtomicOp::Exchange,
        "CompareExchange" => AtomicOp::CompareExchange,
        _ => return None,
    })
}

fn swizzle(field: &str) -> ([u8; 4], u8) {
    let mut comps = [0; 4];
    for (i, c) in field.chars().take(4).enumerate() {
        comps[i] = "xyzw".find(c).or_else(|| "rgba".find(c)).unwrap_or(0) as u8;
    }
    (comps, field.len().min(4) as u8)
}

impl Compiler<'_> {
    fn kind(&self, ty: TyId) -> TyKind {
        self.cu.types.kind(ty)
    }

    fn size(&self, ty: TyId) -> R<u32> {
        let n = size_of(self.cu, ty)?;
        if n > MAX_FRAME {
            return Err("a value larger than 2^24 cells".into());
        }
        Ok(n as u32)
    }

    fn alloc(&mut self, len: u32) -> R<Off> {
        let at = self.next;
        self.next += len as u64;
        if self.next > MAX_FRAME {
            return Err("a frame larger than 2^24 cells".into());
        }
        Ok(at as Off)
    }

    /// The type of `e`, an open literal given its default type.
    fn ety(&self, e: ExprId) -> R<ExprTy> {
        let mut t = *self
            .cu
            .expr_types
            .get(e)
            .ok_or("an expression the checker did not type")?;
        if let TyKind::Literal(l) = self.kind(t.ty) {
            t.ty = match l {
                LiteralTy::Int(_) => Types::INT,
                LiteralTy::UInt(_) => Types::UINT,
                LiteralTy::Float => Types::FLOAT,
                LiteralTy::Null => return Err("an untyped null".into()),
            };
        }
        Ok(t)
    }

    /// The enum whose loads must be fixed, for a value of type `ty`.
    fn fix(&self, ty: TyId) -> Option<u32> {
        match self.kind(ty) {
            TyKind::Enum(e) => Some(e.0),
            _ => None,
        }
    }

    fn constant(&mut self, cells: &[u64]) -> R<X> {
        let at = self.pool.len() as u32;
        self.pool.extend_from_slice(cells);
        let len = cells.len() as u32;
        Ok(X::Const {
            tmp: self.alloc(len)?,
            at,
            len,
        })
    }

    fn lookup(&self, sym: Symbol) -> R<Off> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.iter().rev().find(|(n, _)| *n == sym).map(|&(_, o)| o))
            .ok_or_else(|| format!("unknown name '{}'", self.unit.names.resolve(sym)))
    }

    fn function(&mut self, id: FuncId, decl: usize) -> R<Func> {
        let info = self.cu.func(id);
        let Decl::Func(def) = &self.unit.decls[decl] else {
            return Err("a function without a definition".into());
        };
        self.next = 0;
        let ret_len = self.size(info.ret)?;
        self.alloc(ret_len)?;
        let user = info.user.as_ref().ok_or("a function without parameters")?;
        let mut params = Vec::new();
        let mut scope = Vec::new();
        for p in &user.params {
            let len = self.size(p.ty)?;
            let off = self.alloc(len)?;
            params.push((off, len));
            scope.push((p.name, off));
        }
        self.scopes = vec![scope];
        let body = self.stmt(def.body)?;
        self.scopes.clear();
        Ok(Func {
            frame: self.next as u32,
            params,
            ret_len,
            body,
        })
    }

    fn stmt(&mut self, s: StmtId) -> R<S> {
        Ok(match &self.unit.stmts[s].kind {
            StmtKind::Block(list) => S::Block(self.block(list)?),
            StmtKind::Var(v) => {
                let ty = *self
                    .cu
                    .local_types
                    .get(s)
                    .ok_or("a variable the checker did not type")?;
                let len = self.size(ty)?;
                let off = self.alloc(len)?;
                // In scope in its own initializer, as the checker has it.
                self.scopes.last_mut().unwrap().push((v.name.sym, off));
                let init = v.init.map(|e| self.expr(e)).transpose()?;
                S::Var { off, len, init }
            }
            StmtKind::Expr(e) => S::Expr(self.expr(*e)?),
            StmtKind::Empty | StmtKind::Error => S::Empty,
            StmtKind::If { cond, then, els } => S::If {
                cond: self.expr(*cond)?,
                then: Box::new(self.stmt(*then)?),
                els: Box::new(self.stmt(*els)?),
            },
            StmtKind::DoWhile { body, cond } => S::DoWhile {
                body: Box::new(self.stmt(*body)?),
                cond: self.expr(*cond)?,
            },
            StmtKind::For { cond, step, body } => {
                let cond = self.expr(*cond)?;
                // An empty step is a `null` literal the checker leaves alone.
                let step = match self.unit.exprs[*step].kind {
                    ExprKind::Lit(_) => None,
                    _ => Some(self.expr(*step)?),
                };
                S::For {
                    cond,
                    step,
                    body: Box::new(self.stmt(*body)?),
                }
            }
            StmtKind::Switch { value, cases } => {
                let vt = self.ety(*value)?.ty;
                let base = match self.kind(vt) {
                    TyKind::Scalar(s) => s,
                    TyKind::Enum(e) => self.cu.enums[e.0 as usize].base,
                    _ => return Err("a switch on a non-integer".into()),
                };
                let value = self.expr(*value)?;
                let mut out = Vec::new();
                for c in cases {
                    let v = match &c.value {
                        None => None,
                        Some(ConstExpr::Lit(l)) => Some(match l.kind {
                            LitKind::Int(Some(v)) => ops::wrap(base, v),
                            LitKind::UInt(Some(v)) => ops::wrap(base, v as i64),
                            _ => return Err("a case value that is not an integer".into()),
                        }),
                        Some(ConstExpr::EnumValue(en, el)) => {
                            Some(self.enum_value(en.sym, el.sym)?)
                        }
                    };
                    out.push((v, S::Block(self.block(&c.body)?)));
                }
                S::Switch { value, cases: out }
            }
            StmtKind::Break => S::Break,
            StmtKind::Continue => S::Continue,
            StmtKind::Fallthrough => S::Fallthrough,
            StmtKind::Return(None) => S::Return(None),
            StmtKind::Return(Some(e)) => {
                let len = self.size(self.ety(*e)?.ty)?;
                S::Return(Some((self.expr(*e)?, len)))
            }
            StmtKind::Trap => S::Trap,
        })
    }

    fn block(&mut self, list: &[StmtId]) -> R<Vec<S>> {
        self.scopes.push(Vec::new());
        let out = list.iter().map(|&s| self.stmt(s)).collect();
        self.scopes.pop();
        out
    }

    fn enum_value(&self, en: Symbol, el: Symbol) -> R<u64> {
        let info = self
            .cu
            .enums
            .iter()
            .find(|e| e.name == en)
            .ok_or("an unknown enum")?;
        let &(_, v) = info
            .elements
            .iter()
            .find(|(n, _)| *n == el)
            .ok_or("an unknown enum element")?;
        Ok(ops::wrap(info.base, v))
    }

    /// An expression read as a right value.
    pub fn expr(&mut self, e: ExprId) -> R<X> {
        let et = self.ety(e)?;
        if matches!(et.cat, Category::LValue(_) | Category::AbstractLValue) {
            let len = self.size(et.ty)?;
            let place = Box::new(self.place(e)?);
            return Ok(X::Read {
                tmp: self.alloc(len)?,
                place,
                len,
                fix: self.fix(et.ty),
            });
        }
        let ty = et.ty;
        match &self.unit.exprs[e].kind {
            ExprKind::Lit(l) => self.literal(l.kind, ty),
            ExprKind::Paren(x) => self.expr(*x),
            ExprKind::Comma { lhs, rhs } => Ok(X::Comma {
                a: Box::new(self.expr(*lhs)?),
                b: Box::new(self.expr(*rhs)?),
            }),
            ExprKind::Call { args, .. } => {
                let args = args.iter().map(|&a| self.expr(a)).collect::<R<Vec<_>>>()?;
                self.callee(e, args)
            }
            ExprKind::Member { base, .. } => match self.access(e)? {
                Access::EnumValue(en, i) => {
                    let info = &self.cu.enums[en.0 as usize];
                    let v = ops::wrap(info.base, info.elements[i as usize].1);
                    self.constant(&[v])
                }
                Access::Getter(c) => {
                    let b = self.expr(*base)?;
                    self.call_of(&c, vec![b])
                }
                _ => Err("a member access the checker left unresolved".into()),
            },
            ExprKind::Index { base, index } => match self.access(e)? {
                Access::Getter(c) => {
                    let b = self.expr(*base)?;
                    let i = self.expr(*index)?;
                    self.call_of(&c, vec![b, i])
                }
                _ => Err("an index the checker left unresolved".into()),
            },
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::AddressOf => Ok(X::AddrOf {
                    tmp: self.alloc(1)?,
                    place: Box::new(self.place(*operand)?),
                }),
                UnaryOp::ArrayRef => {
                    let count = match self.kind(self.ety(*operand)?.ty) {
                        TyKind::Array(_, n) => n,
                        _ => 1,
                    };
                    Ok(X::RefOf {
                        tmp: self.alloc(2)?,
                        place: Box::new(self.place(*operand)?),
                        count,
                    })
                }
                UnaryOp::Deref => Err("a dereference typed as a right value".into()),
                _ => {
                    let a = self.expr(*operand)?;
                    self.callee(e, vec![a])
                }
            },
            ExprKind::Postfix { operand, .. } => {
                let t = self.ety(*operand)?.ty;
                let len = self.size(t)?;
                let place = Box::new(self.place(*operand)?);
                let cur = self.alloc(len)?;
                let op = Box::new(self.callee(e, vec![X::Slot { tmp: cur }])?);
                Ok(X::Postfix {
                    place,
                    cur,
                    op,
                    len,
                    fix: self.fix(t),
                })
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (a, b) = (Box::new(self.expr(*lhs)?), Box::new(self.expr(*rhs)?));
                match op {
                    BinOp::And => Ok(X::And {
                        tmp: self.alloc(1)?,
                        a,
                        b,
                    }),
                    BinOp::Or => Ok(X::Or {
                        tmp: self.alloc(1)?,
                        a,
                        b,
                    }),
                    _ => self.callee(e, vec![*a, *b]),
                }
            }
            ExprKind::Ternary { cond, then, els } => {
                let len = self.size(ty)?;
                Ok(X::Ternary {
                    tmp: self.alloc(len)?,
                    cond: Box::new(self.expr(*cond)?),
                    a: Box::new(self.expr(*then)?),
                    b: Box::new(self.expr(*els)?),
                    len,
                })
            }
            ExprKind::Assign { op: None, lhs, rhs } => {
                let len = self.size(self.ety(*lhs)?.ty)?;
                Ok(X::Assign {
                    place: Box::new(self.place(*lhs)?),
                    rhs: Box::new(self.expr(*rhs)?),
                    len,
                })
            }
            ExprKind::Assign {
                op: Some(_),
                lhs,
                rhs,
            } => {
                let t = self.ety(*lhs)?.ty;
                let len = self.size(t)?;
                let place = Box::new(self.place(*lhs)?);
                let rhs = Box::new(self.expr(*rhs)?);
                let cur = self.alloc(len)?;
                let args = vec![X::Slot { tmp: cur }, X::Slot { tmp: rhs.tmp() }];
                let op = Box::new(self.callee(e, args)?);
                Ok(X::Compound {
                    place,
                    cur,
                    rhs,
                    op,
                    len,
                    fix: self.fix(t),
                })
            }
            ExprKind::Name(_) => Err("a name typed as a right value".into()),
            ExprKind::Error => Err("an erroneous expression".into()),
        }
    }

    fn access(&self, e: ExprId) -> R<Access> {
        self.cu
            .accesses
            .get(e)
            .cloned()
            .ok_or_else(|| "an access the checker did not resolve".into())
    }

    fn literal(&mut self, lit: LitKind, ty: TyId) -> R<X> {
        let cell = match (lit, self.kind(ty)) {
            (LitKind::True, _) => 1,
            (LitKind::False, _) => 0,
            (LitKind::Null, TyKind::ArrayRef(..)) => return self.constant(&[0, 0]),
            (LitKind::Null, _) => 0,
            (LitKind::Int(Some(v)), TyKind::Scalar(s)) => ops::wrap(s, v),
            (LitKind::UInt(Some(v)), TyKind::Scalar(s)) => ops::wrap(s, v as i64),
            (LitKind::Float(x), TyKind::Scalar(s)) if s.is_float() => ops::float(s, x as f32),
            _ => return Err("a literal of an unexpected type".into()),
        };
        self.constant(&[cell])
    }

    /// The resolved callee of `e`, applied to `args`.
    fn callee(&mut self, e: ExprId, args: Vec<X>) -> R<X> {
        let c = self
            .cu
            .callees
            .get(e)
            .cloned()
            .ok_or("a call the checker did not resolve")?;
        self.call_of(&c, args)
    }

    /// A call of `c` with `args`.
    fn call_of(&mut self, c: &Callee, args: Vec<X>) -> R<X> {
        match c {
            Callee::Func(id) => self.func_call(*id, args),
            Callee::Library(sig) => self.library(&sig.name, &sig.params, sig.ret, args),
        }
    }

    fn func_call(&mut self, id: FuncId, mut args: Vec<X>) -> R<X> {
        let info = self.cu.func(id);
        let ret = info.ret;
        let len = self.size(ret)?;
        match info.origin {
            FuncOrigin::User(_) => Ok(X::Call {
                tmp: self.alloc(len)?,
                func: id.0,
                args,
            }),
            FuncOrigin::FieldAddress { strukt, field } => {
                let mut offset = 0;
                for f in &self.cu.structs[strukt.0 as usize].fields[..field as usize] {
                    offset += self.size(f.ty)?;
                }
                Ok(X::FieldPtr {
                    tmp: self.alloc(1)?,
                    ptr: Box::new(args.remove(0)),
                    offset,
                })
            }
            FuncOrigin::GeneratedGetter(taker) => {
                let taker = Box::new(self.taker_of(taker, &args)?);
                Ok(X::GenGet {
                    tmp: self.alloc(len)?,
                    args,
                    taker,
                    len,
                    fix: self.fix(ret),
                })
            }
            FuncOrigin::GeneratedSetter(taker) => {
                let taker = Box::new(self.taker_of(taker, &args[..args.len() - 1])?);
                let len = *self
                    .cu
                    .func(id)
                    .params
                    .last()
                    .ok_or("a setter without value")?;
                let len = self.size(len)?;
                Ok(X::GenSet {
                    tmp: args[0].tmp(),
                    args,
                    taker,
                    len,
                })
            }
        }
    }

    /// A call of the address taker `taker` with a pointer to the first
    /// argument's copy and the index, if any.
    fn taker_of(&mut self, taker: FuncId, args: &[X]) -> R<X> {
        let mut targs = vec![X::ThreadPtr {
            tmp: self.alloc(1)?,
            target: args[0].tmp(),
        }];
        if let Some(i) = args.get(1) {
            targs.push(X::Slot { tmp: i.tmp() });
        }
        self.func_call(taker, targs)
    }

    /// A standard-library operator, cast or accessor.
    fn library(&mut self, name: &str, params: &[TyId], ret: TyId, mut args: Vec<X>) -> R<X> {
        let len = self.size(ret)?;
        let unsupported = || format!("the library function '{name}'");
        if let Some(sync) = barrier_kind(name) {
            self.has_barriers |= sync;
            return Ok(X::Barrier {
                tmp: self.alloc(0)?,
                sync,
            });
        }
        if let Some(op) = atomic_op(name) {
            let signed = match params.first().map(|&p| self.kind(p)) {
                Some(TyKind::Pointer(a, _)) => matches!(self.kind(a), TyKind::Atomic(true)),
                _ => return Err(unsupported()),
            };
            let operands = if op == AtomicOp::CompareExchange {
                3
            } else {
                2
            };
            return Ok(X::Atomic {
                tmp: self.alloc(0)?,
                op,
                signed,
                original: args.len() > operands,
                args,
            });
        }
        if let Some(_target) = name.strip_prefix("operator ") {
            let from = params.first().map(|&p| self.kind(p));
            return match (self.kind(ret), from, params.len()) {
                (TyKind::Scalar(to), Some(TyKind::Scalar(f)), 1)
                | (TyKind::Vector(to, _), Some(TyKind::Vector(f, _)), 1) => Ok(X::Convert {
                    tmp: self.alloc(len)?,
                    from: f,
                    to,
                    lanes: len,
                    a: Box::new(args.remove(0)),
                }),
                (
                    TyKind::Scalar(_) | TyKind::Enum(_) | TyKind::Vector(..) | TyKind::Matrix(..),
                    _,
                    _,
                ) => {
                    let mut parts = Vec::new();
                    for (a, &p) in args.into_iter().zip(params) {
                        parts.push((a, self.size(p)?));
                    }
                    Ok(X::Concat {
                        tmp: self.alloc(len)?,
                        parts,
                    })
                }
                _ => Err(unsupported()),
            };
        }
        let op = name.strip_prefix("operator").ok_or_else(unsupported)?;
        let first = params
            .first()
            .map(|&p| self.kind(p))
            .ok_or_else(unsupported)?;
        // Accessors.
        if op == "[]" || op == "[]=" {
            let (elem, count) = match first {
                TyKind::Vector(_, n) => (1, n as u32),
                TyKind::Matrix(_, a, b) => (b as u32, a as u32),
                TyKind::Array(e, n) => (self.size(e)?, n),
                _ => return Err(unsupported()),
            };
            let mut it = args.into_iter();
            let (base, index) = (Box::new(it.next().unwrap()), Box::new(it.next().unwrap()));
            return Ok(if op == "[]" {
                X::IndexGet {
                    tmp: self.alloc(len)?,
                    base,
                    index,
                    elem,
                    count,
                }
            } else {
                X::IndexSet {
                    tmp: self.alloc(len)?,
                    base,
                    index,
                    val: Box::new(it.next().unwrap()),
                    elem,
                    count,
                }
            });
        }
        if op == "&[]" {
            let TyKind::Pointer(a, _) = first else {
                return Err(unsupported());
            };
            let TyKind::Array(e, count) = self.kind(a) else {
                return Err(unsupported());
            };
            let elem = self.size(e)?;
            let mut it = args.into_iter();
            return Ok(X::ElemPtr {
                tmp: self.alloc(1)?,
                ptr: Box::new(it.next().unwrap()),
                index: Box::new(it.next().unwrap()),
                elem,
                count,
            });
        }
        if let Some(field) = op.strip_prefix('.') {
            let TyKind::Vector(_, width) = first else {
                return Err(unsupported());
            };
            let mut it = args.into_iter();
            let base = Box::new(it.next().unwrap());
            return Ok(match field.strip_suffix('=') {
                Some(f) => {
                    let (comps, n) = swizzle(f);
                    X::SwizzleSet {
                        tmp: self.alloc(len)?,
                        base,
                        val: Box::new(it.next().unwrap()),
                        comps,
                        len: n,
                        width: width as u32,
                    }
                }
                None => {
                    let (comps, n) = swizzle(field);
                    X::Swizzle {
                        tmp: self.alloc(len)?,
                        base,
                        comps,
                        len: n,
                    }
                }
            });
        }
        // Operators on scalars, vectors, matrices and enums.
        let (s, lanes) = match first {
            TyKind::Enum(e) => (self.cu.enums[e.0 as usize].base, 1),
            k => lanes(k).ok_or_else(unsupported)?,
        };
        let cmp = match op {
            "<" => Some(Cmp::Lt),
            ">" => Some(Cmp::Gt),
            "<=" => Some(Cmp::Le),
            ">=" => Some(Cmp::Ge),
            "==" => Some(Cmp::Eq),
            "!=" => Some(Cmp::Ne),
            _ => None,
        };
        let tmp = self.alloc(len)?;
        if let Some(op) = cmp {
            let mut it = args.into_iter();
            return Ok(X::Compare {
                tmp,
                op,
                s,
                lanes,
                a: Box::new(it.next().unwrap()),
                b: Box::new(it.next().unwrap()),
            });
        }
        if args.len() == 1 {
            let a = Box::new(args.remove(0));
            let op = match op {
                "+" => {
                    return Ok(X::Concat {
                        tmp,
                        parts: vec![(*a, len)],
                    })
                }
                "-" => Op1::Neg,
                "!" => Op1::Not,
                "~" => Op1::BitNot,
                "++" => Op1::Inc,
                "--" => Op1::Dec,
                _ => return Err(unsupported()),
            };
            return Ok(X::Unary {
                tmp,
                op,
                s,
                lanes,
                a,
            });
        }
        let op = match op {
            "+" => Op2::Add,
            "-" => Op2::Sub,
            "*" => Op2::Mul,
            "/" => Op2::Div,
            "%" => Op2::Rem,
            "<<" => Op2::Shl,
            ">>" => Op2::Shr,
            "&" => Op2::And,
            "|" => Op2::Or,
            "^" => Op2::Xor,
            _ => return Err(unsupported()),
        };
        let mut it = args.into_iter();
        Ok(X::Binary {
            tmp,
            op,
            s,
            lanes,
            a: Box::new(it.next().unwrap()),
            b: Box::new(it.next().unwrap()),
        })
    }

    /// What a left-value or abstract left-value expression denotes.
    fn place(&mut self, e: ExprId) -> R<P> {
        match &self.unit.exprs[e].kind {
            ExprKind::Name(id) => Ok(P::Local {
                off: self.lookup(id.sym)?,
            }),
            ExprKind::Paren(x) => self.place(*x),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => Ok(P::Deref {
                ptr: self.expr(*operand)?,
            }),
            ExprKind::Member { base, .. } => self.accessor_place(e, *base, None),
            ExprKind::Index { base, index } => self.accessor_place(e, *base, Some(*index)),
            _ => Err("an expression that is not a place".into()),
        }
    }

    fn accessor_place(&mut self, e: ExprId, base: ExprId, index: Option<ExprId>) -> R<P> {
        match self.access(e)? {
            Access::ArrayRefIndex => {
                let elem = self.size(self.ety(e)?.ty)?;
                let r = self.expr(base)?;
                let index = self.expr(index.ok_or("an array reference without index")?)?;
                Ok(P::RefIndex { r, index, elem })
            }
            Access::AddressTaker(Callee::Func(id)) => {
                let pb = Box::new(self.place(base)?);
                match self.cu.func(id).origin {
                    FuncOrigin::FieldAddress { strukt, field } => {
                        let mut offset = 0;
                        for f in &self.cu.structs[strukt.0 as usize].fields[..field as usize] {
                            offset += self.size(f.ty)?;
                        }
                        Ok(P::Field { base: pb, offset })
                    }
                    _ => {
                        let ptr_tmp = self.alloc(1)?;
                        let mut args = vec![X::Slot { tmp: ptr_tmp }];
                        if let Some(i) = index {
                            args.push(self.expr(i)?);
                        }
                        let call = self.func_call(id, args)?;
                        Ok(P::Taker {
                            base: pb,
                            ptr_tmp,
                            call,
                        })
                    }
                }
            }
            Access::AddressTaker(Callee::Library(_)) => {
                let bt = self.ety(base)?.ty;
                let TyKind::Array(el, count) = self.kind(bt) else {
                    return Err("an index address taker on a non-array".into());
                };
                let elem = self.size(el)?;
                let pb = Box::new(self.place(base)?);
                let index = self.expr(index.ok_or("an element without index")?)?;
                Ok(P::Elem {
                    base: pb,
                    index,
                    elem,
                    count,
                })
            }
            Access::GetterSetter { getter, setter } => {
                let bt = self.ety(base)?.ty;
                let vt = self.ety(e)?.ty;
                let base_len = self.size(bt)?;
                let pb = self.place(base)?;
                let index = index.map(|i| self.expr(i)).transpose()?;
                let base_tmp = self.alloc(base_len)?;
                let val_tmp = self.alloc(self.size(vt)?)?;
                let loc_tmp = self.alloc(1)?;
                let slots = |extra: Option<Off>| {
                    let mut v = vec![X::Slot { tmp: base_tmp }];
                    if let Some(i) = &index {
                        v.push(X::Slot { tmp: i.tmp() });
                    }
                    if let Some(t) = extra {
                        v.push(X::Slot { tmp: t });
                    }
                    v
                };
                let (gargs, sargs) = (slots(None), slots(Some(val_tmp)));
                let getter = self.call_of(&getter, gargs)?;
                let setter = self.call_of(&setter, sargs)?;
                Ok(P::Setter(Box::new(SetterPlace {
                    base: pb,
                    loc_tmp,
                    base_tmp,
                    base_len,
                    base_fix: self.fix(bt),
                    val_tmp,
                    index,
                    getter,
                    setter,
                })))
            }
            _ => Err("an accessor that is not a place".into()),
        }
    }
}
