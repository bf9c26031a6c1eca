//! "Verifying the absence of recursion": the "may call" relation between
//! function declarations (after overload resolution) must be acyclic.

use super::{Checker, FuncId};
use hlsl_base::{DiagCode, FxHashMap};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    OnPath,
    Done,
}

impl Checker<'_> {
    pub(super) fn check_recursion(&mut self) {
        let mut marks: FxHashMap<FuncId, Mark> = FxHashMap::default();
        let mut roots: Vec<FuncId> = self.out.call_graph.keys().copied().collect();
        roots.sort();
        for root in roots {
            if marks.contains_key(&root) {
                continue;
            }
            // Iterative DFS: (function, index of the next callee).
            let mut stack: Vec<(FuncId, usize)> = vec![(root, 0)];
            marks.insert(root, Mark::OnPath);
            while let Some(&mut (f, ref mut next)) = stack.last_mut() {
                let callees = self
                    .out
                    .call_graph
                    .get(&f)
                    .map_or(&[][..], |v| v.as_slice());
                if *next >= callees.len() {
                    marks.insert(f, Mark::Done);
                    stack.pop();
                    continue;
                }
                let (g, span) = callees[*next];
                *next += 1;
                match marks.get(&g) {
                    Some(Mark::Done) => {}
                    Some(Mark::OnPath) => {
                        let (fname, gname) = (
                            self.out.funcs[f.0 as usize].name.clone(),
                            self.out.funcs[g.0 as usize].name.clone(),
                        );
                        self.error(DiagCode::err_whlsl_recursion, span, &[&fname, &gname]);
                    }
                    None => {
                        marks.insert(g, Mark::OnPath);
                        stack.push((g, 0));
                    }
                }
            }
        }
    }
}
