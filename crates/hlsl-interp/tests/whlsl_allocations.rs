//! The WHLSL evaluator allocates nothing per operation: a run of 10,000
//! loop iterations (calls, getters and setters, array references, struct
//! copies) makes exactly as many allocations as a run of 10, all of them
//! in compiling the unit and printing the result (a `bool`, so its text
//! has the same length for both).

use hlsl_base::SourceMap;
use hlsl_interp::whlsl::call;
use hlsl_interp::Limits;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

const SOURCE: &str = "struct T { float k; int[4] a; }\n\
    float operator.c(T t) { return t.k - 273.0; }\n\
    T operator.c=(T t, float c) { t.k = c + 273.0; return t; }\n\
    int add(thread int[] r, uint i, int v) { r[i % 4] += v; return r[i % 4]; }\n\
    bool work(uint n) {\n\
        T t; int s;\n\
        for (uint i = 0; i < n; i++) {\n\
            T u = t;\n\
            u.c += 1.0;\n\
            t = u;\n\
            s = s + add(@t.a, i, int(i));\n\
            switch (i % 3) { case 0: s++; fallthrough; default: s--; break; }\n\
        }\n\
        return s != 7;\n\
    }\n";

fn allocations_for(n: u32) -> usize {
    let mut sources = SourceMap::new();
    let file = sources.add("a.whlsl", SOURCE);
    let (unit, diags) = hlsl_syntax::whlsl::parse(&sources, file);
    assert!(diags.is_empty(), "{diags:?}");
    let (checked, diags) = hlsl_sema::whlsl::check(&unit);
    assert!(diags.is_empty(), "{diags:?}");
    let args = vec![format!("uint:{n}")];
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let result = call(&unit, &checked, "work", &args, &Limits::default());
    let after = ALLOCATIONS.load(Ordering::Relaxed);
    assert!(result.is_ok(), "{result:?}");
    after - before
}

#[test]
fn allocations_do_not_grow_with_the_work() {
    // Warm up anything lazily initialised.
    allocations_for(1);
    let small = allocations_for(10);
    let large = allocations_for(10_000);
    assert_eq!(small, large, "10 iterations: {small}, 10,000: {large}");
}
