//! The binary's global allocator: small blocks from per-thread size
//! classes, everything else from a TLSF heap (the `rlsf` crate).
//!
//! Why: a compile makes a few thousand allocations and lives for about a
//! millisecond, and on the VMs we measure on a freshly touched page costs
//! about 2.5 µs (thousands of instructions). glibc's malloc spends ~150
//! instructions per `malloc` and ~110 per `free` on a small compile;
//! musl's (the shipped binary is static musl, docs/performance.md, "The
//! shipped build") is slower still and takes a global lock; mimalloc
//! commits memory eagerly (11 MB resident for a 134-line shader, or, told
//! not to, 70 % more page faults than glibc); rlsf's TLSF alone reuses
//! memory best (fewest pages touched) but serialises `hlslc batch`'s
//! worker threads on its lock. So the two are combined:
//!
//! * Requests up to [`MAX_SMALL`] bytes with alignment up to 16 (most of
//!   a compile's) are rounded up to one of [`CLASSES`] sizes (multiples of
//!   16 to 128, then four steps per doubling: at most 25 % lost to
//!   rounding). Each thread bumps through its own [`CHUNK`]-byte chunks
//!   and keeps its own free lists, so these take no lock: an allocation
//!   is a list pop or a pointer bump, a free is a push. A class with an
//!   empty list splits the smallest listed larger block before touching
//!   new memory. A block freed on another thread than the one that made
//!   it joins the freeing thread's list (blocks of a class are alike).
//! * Larger or more aligned requests, and the chunks, come from one
//!   `rlsf::GlobalTlsf` (good fit, coalescing, a mutex); `dealloc` is
//!   given the same layout as `alloc`, so each block goes back where it
//!   came from.
//! * Nothing is returned to the system: freed memory is reused by the
//!   process. That suits a compiler process; the library leaves the
//!   choice of allocator to its users, and only the binary installs this.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;
use std::ptr::{self, null_mut};

/// Large blocks and chunks.
static LARGE: rlsf::GlobalTlsf = rlsf::GlobalTlsf::new();

/// The largest request served from size classes. Measured with 256 B,
/// 1 KiB and 32 KiB: all three make compiles faster than glibc's malloc,
/// but at 32 KiB the blocks left on the lists make a 427-line compile
/// touch 50 % more pages than TLSF alone; at 1 KiB it touches 4 % more,
/// and `hlslc batch -j 2` is fastest (docs/performance.md).
pub const MAX_SMALL: usize = 1024;
/// Bytes of each chunk (rlsf maps memory 64 KiB at a time).
pub const CHUNK: usize = 64 * 1024;
/// Every small block is aligned this far (class sizes are multiples of
/// 16, chunks 4096-aligned).
const ALIGN: usize = 16;
/// 8 classes of 16 to 128 bytes, then 4 per doubling up to `MAX_SMALL`.
pub const CLASSES: usize = 8 + 4 * (MAX_SMALL.trailing_zeros() as usize - 7);
const _: () = assert!(CLASSES <= 32, "`Heap::listed` has a bit per class");

/// The size class of a request of `size` bytes (`1 ..= MAX_SMALL`) and
/// the size of its blocks.
#[inline]
pub fn class_of(size: usize) -> (usize, usize) {
    debug_assert!(size <= MAX_SMALL);
    if size <= 128 {
        let idx = size.max(1).div_ceil(16) - 1;
        return (idx, (idx + 1) * 16);
    }
    // size - 1 lies in [2^log, 2^(log+1)); its top three bits pick the
    // quarter step, so the class is the smallest (m + 1) << shift >= size.
    let s = size - 1;
    let log = (usize::BITS - 1 - s.leading_zeros()) as usize;
    let shift = log - 2;
    let m = s >> shift;
    (8 + (log - 7) * 4 + (m - 4), (m + 1) << shift)
}

/// One thread's heap.
struct Heap {
    /// The first free block of each class; a free block's first word
    /// points at the next.
    free: [*mut u8; CLASSES],
    /// Bit `c` is set when class `c`'s list is not empty.
    listed: u32,
    /// The current chunk and its unused part, `bump..end`.
    start: *mut u8,
    bump: *mut u8,
    end: *mut u8,
}

impl Heap {
    const EMPTY: Heap = Heap {
        free: [null_mut(); CLASSES],
        listed: 0,
        start: null_mut(),
        bump: null_mut(),
        end: null_mut(),
    };

    #[inline]
    unsafe fn alloc(&mut self, class: usize, size: usize) -> *mut u8 {
        if self.listed >> class & 1 != 0 {
            // SAFETY: forwarded from the caller.
            return unsafe { self.pop(class) };
        }
        // The smallest listed block of a larger class, split: the blocks
        // a growing Vec leaves behind are reused instead of new memory
        // being touched (a fresh page costs more than thousands of
        // instructions).
        let larger = self.listed & (u32::MAX << class);
        if larger != 0 {
            let big = larger.trailing_zeros() as usize;
            // SAFETY: the list is not empty; the rest of the block is
            // free memory that nobody else refers to.
            unsafe {
                let p = self.pop(big);
                self.give_back(p.add(size), class_size(big) - size);
                return p;
            }
        }
        if (self.end as usize) - (self.bump as usize) < size {
            // SAFETY: forwarded from the caller.
            return unsafe { self.refill(size) };
        }
        let p = self.bump;
        // SAFETY: `p + size` is within the chunk (checked above).
        self.bump = unsafe { p.add(size) };
        p
    }

    /// Takes the first block of a non-empty list.
    #[inline]
    unsafe fn pop(&mut self, class: usize) -> *mut u8 {
        let head = self.free[class];
        // SAFETY: a listed block is free and at least 16 bytes; its first
        // word was written by `push`.
        let next = unsafe { head.cast::<*mut u8>().read() };
        self.free[class] = next;
        if next.is_null() {
            self.listed &= !(1 << class);
        }
        head
    }

    #[inline]
    unsafe fn push(&mut self, p: *mut u8, class: usize) {
        // SAFETY: `p` is a free, 16-aligned block of at least 16 bytes.
        unsafe { p.cast::<*mut u8>().write(self.free[class]) };
        self.free[class] = p;
        self.listed |= 1 << class;
    }

    /// Lists `len` free bytes at `p` (16-aligned, `len` a multiple of 16)
    /// as a block of the largest class that fits; the tail beyond it is
    /// lost.
    unsafe fn give_back(&mut self, p: *mut u8, len: usize) {
        if len < 16 {
            return;
        }
        let (c, s) = class_of(len);
        let c = if s > len { c - 1 } else { c };
        // SAFETY: forwarded.
        unsafe { self.push(p, c) };
    }

    /// Starts a new chunk (what is left of the old one is abandoned:
    /// less than one block of the size asked for) and bumps `size` bytes.
    #[cold]
    unsafe fn refill(&mut self, size: usize) -> *mut u8 {
        // SAFETY: CHUNK is a non-zero multiple of the page size.
        let chunk = unsafe { LARGE.alloc(Layout::from_size_align_unchecked(CHUNK, 4096)) };
        if chunk.is_null() {
            return null_mut();
        }
        // SAFETY: `size <= MAX_SMALL < CHUNK`.
        unsafe {
            self.start = chunk;
            self.bump = chunk.add(size);
            self.end = chunk.add(CHUNK);
        }
        chunk
    }

    /// Whether `p` is the block of `size` bytes just below the bump
    /// pointer (the last one taken from the current chunk).
    #[inline]
    fn is_top(&self, p: *mut u8, size: usize) -> bool {
        p >= self.start && (p as usize) + size == self.bump as usize
    }

    #[inline]
    unsafe fn dealloc(&mut self, p: *mut u8, class: usize, size: usize) {
        if self.is_top(p, size) {
            // Back to unused space.
            self.bump = p;
            return;
        }
        // SAFETY: `p` is a block of this class that the caller no longer
        // uses.
        unsafe { self.push(p, class) };
    }
}

/// The size of class `c`'s blocks.
fn class_size(c: usize) -> usize {
    if c < 8 {
        (c + 1) * 16
    } else {
        let (log, step) = (7 + (c - 8) / 4, (c - 8) % 4);
        (4 + step + 1) << (log - 2)
    }
}

thread_local! {
    // `const` and without a destructor: reading it never allocates, so
    // the allocator can use it, and it stays usable while a thread exits.
    static HEAP: UnsafeCell<Heap> = const { UnsafeCell::new(Heap::EMPTY) };
}

/// Runs `f` on this thread's heap.
#[inline]
fn with_heap<R>(f: impl FnOnce(&mut Heap) -> R) -> R {
    // SAFETY: the heap is this thread's alone, and `f` (the methods
    // above) neither reenters the allocator nor lets the borrow escape.
    HEAP.with(|h| f(unsafe { &mut *h.get() }))
}

#[inline]
fn is_small(layout: &Layout) -> bool {
    layout.size() <= MAX_SMALL && layout.align() <= ALIGN
}

/// The allocator; the binary installs it with `#[global_allocator]`.
pub struct Allocator;

// SAFETY: every block handed out is `layout.size()` bytes or more,
// aligned to `layout.align()` (small blocks: 16, see `ALIGN`), and not
// handed out again until it is deallocated.
unsafe impl GlobalAlloc for Allocator {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !is_small(&layout) {
            // SAFETY: forwarded.
            return unsafe { LARGE.alloc(layout) };
        }
        let (class, size) = class_of(layout.size());
        // SAFETY: `class` and `size` agree.
        with_heap(|h| unsafe { h.alloc(class, size) })
    }

    #[inline]
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        if !is_small(&layout) {
            // SAFETY: it came from `LARGE.alloc` with this layout.
            return unsafe { LARGE.dealloc(p, layout) };
        }
        let (class, size) = class_of(layout.size());
        // SAFETY: `p` is a block of this class (the caller's contract).
        with_heap(|h| unsafe { h.dealloc(p, class, size) })
    }

    #[inline]
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new_layout = match Layout::from_size_align(new_size, layout.align()) {
            Ok(l) => l,
            Err(_) => return null_mut(),
        };
        match (is_small(&layout), is_small(&new_layout)) {
            // SAFETY: it came from `LARGE.alloc` with `layout`.
            (false, false) => unsafe { LARGE.realloc(p, layout, new_size) },
            (true, true) => {
                let (class, size) = class_of(layout.size());
                let (new_class, new_size_rounded) = class_of(new_size);
                if new_class == class {
                    return p;
                }
                let grown = with_heap(|h| {
                    // The last block taken from the chunk grows or
                    // shrinks in place (a Vec pushed to with nothing
                    // allocated after it).
                    let fits = |h: &Heap| (h.end as usize) - (p as usize) >= new_size_rounded;
                    if h.is_top(p, size) && fits(h) {
                        // SAFETY: within the chunk (`fits`).
                        h.bump = unsafe { p.add(new_size_rounded) };
                        true
                    } else {
                        false
                    }
                });
                if grown {
                    return p;
                }
                // SAFETY: the usual move to a new block.
                unsafe { move_to(self, p, layout, new_layout) }
            }
            // SAFETY: the usual move to a new block.
            _ => unsafe { move_to(self, p, layout, new_layout) },
        }
    }
}

/// Reallocation by allocating, copying and freeing.
unsafe fn move_to(a: &Allocator, p: *mut u8, old: Layout, new: Layout) -> *mut u8 {
    // SAFETY: `new` has a non-zero size (`realloc`'s contract).
    let q = unsafe { a.alloc(new) };
    if !q.is_null() {
        // SAFETY: both blocks hold at least the smaller size and differ.
        unsafe {
            ptr::copy_nonoverlapping(p, q, old.size().min(new.size()));
            a.dealloc(p, old);
        }
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_cover_every_size_with_at_most_a_quarter_lost() {
        let mut last = class_of(1);
        assert_eq!(last, (0, 16));
        for size in 1..=MAX_SMALL {
            let (c, s) = class_of(size);
            assert_eq!(class_size(c), s);
            assert!(s >= size && s % ALIGN == 0, "size {size}: class size {s}");
            assert!(c < CLASSES);
            assert!(c == last.0 || c == last.0 + 1, "classes are consecutive");
            assert!(c != last.0 || s == last.1, "one size per class");
            if size > 128 {
                assert!(s * 4 <= size * 5 + 4 * 16, "size {size}: class size {s}");
            }
            last = (c, s);
        }
        assert_eq!(last.0, CLASSES - 1);
        assert_eq!(class_of(24 * 2).1, 48);
        assert_eq!(class_of(24 * 8).1, 192);
        assert_eq!(class_of(24 * 32).1, 768);
    }

    /// A deterministic stream of sizes, alignments and operations.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// Live blocks keep their contents through every other allocation,
    /// reallocation and free, whatever their sizes and alignments.
    fn churn(seed: u64, rounds: usize) -> Vec<(usize, Layout, u8)> {
        let a = Allocator;
        let mut rng = Rng(seed);
        let mut live: Vec<(usize, Layout, u8)> = Vec::new();
        let check = |p: usize, l: Layout, tag: u8| {
            assert_eq!(p % l.align(), 0);
            let bytes = unsafe { std::slice::from_raw_parts(p as *const u8, l.size()) };
            assert!(
                bytes.iter().all(|&b| b == tag),
                "block of {l:?} was overwritten"
            );
        };
        for round in 0..rounds {
            let r = rng.next();
            if live.is_empty() || !r.is_multiple_of(3) {
                let size = match r % 10 {
                    0 => (r >> 8) as usize % (64 * MAX_SMALL) + 1,
                    1..=3 => (r >> 8) as usize % (2 * MAX_SMALL) + 1,
                    _ => (r >> 8) as usize % 200 + 1,
                };
                let align = [1, 2, 8, 16, 64][(r >> 40) as usize % 5];
                let l = Layout::from_size_align(size, align).unwrap();
                let p = unsafe { a.alloc(l) };
                assert!(!p.is_null());
                let tag = round as u8;
                unsafe { p.write_bytes(tag, size) };
                live.push((p as usize, l, tag));
            } else {
                let i = (r >> 8) as usize % live.len();
                let (p, l, tag) = live.swap_remove(i);
                check(p, l, tag);
                if r.is_multiple_of(2) {
                    unsafe { a.dealloc(p as *mut u8, l) };
                } else {
                    let new_size = (r >> 20) as usize % (2 * l.size() + 64) + 1;
                    let q = unsafe { a.realloc(p as *mut u8, l, new_size) };
                    assert!(!q.is_null());
                    let nl = Layout::from_size_align(new_size, l.align()).unwrap();
                    check(
                        q as usize,
                        Layout::from_size_align(new_size.min(l.size()), l.align()).unwrap(),
                        tag,
                    );
                    unsafe { q.write_bytes(tag, new_size) };
                    live.push((q as usize, nl, tag));
                }
            }
        }
        for &(p, l, tag) in &live {
            check(p, l, tag);
        }
        live
    }

    #[test]
    fn blocks_keep_their_contents() {
        let live = churn(0x9E37_79B9_7F4A_7C15, 20_000);
        for (p, l, _) in live {
            unsafe { Allocator.dealloc(p as *mut u8, l) };
        }
    }

    /// Blocks made on one thread and freed on another join the freeing
    /// thread's lists, and are reused there intact.
    #[test]
    fn blocks_cross_threads() {
        let handles: Vec<_> = (0..4)
            .map(|t| std::thread::spawn(move || churn(0x1234_5678 + t, 5_000)))
            .collect();
        let blocks: Vec<_> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect();
        for (p, l, _) in &blocks {
            unsafe { Allocator.dealloc(*p as *mut u8, *l) };
        }
        churn(42, 5_000);
    }
}
