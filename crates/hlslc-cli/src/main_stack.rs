//! The main thread's stack for the `hlslc` binary (moved out of the
//! library: raising the limit needs libc and `unsafe`).

use hlslc::panic::{guard, with_large_stack, GuardError};

/// What the `hlslc` binary's `main` runs the command line with: `f` with
/// panics contained, on a stack of at least [`MAIN_STACK`] bytes.
///
/// On Linux that is the main thread itself, after raising its stack limit:
/// the kernel reads `RLIMIT_STACK` each time the main stack grows, and
/// leaves at least 128 MiB below it free of mappings. Starting a thread
/// instead (its 256 MiB stack mapped, a second malloc arena, two
/// scheduling hand-offs) cost a small compile about a fifth of its CPU time
/// (docs/performance.md, "Process start-up"). Elsewhere, or where the limit
/// cannot be raised, it is [`with_large_stack`]. Call it only from `main`:
/// the limit says nothing about other threads' stacks.
pub fn on_main_thread<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, GuardError> {
    if main_stack::grow_to(MAIN_STACK) {
        guard(f)
    } else {
        with_large_stack(f)
    }
}

/// The main thread's stack under [`on_main_thread`]: eight times the usual
/// 8 MiB, within the 128 MiB the kernel keeps free below it. The depth
/// limits (docs/limits.md) are tested against 8 MiB in a debug build; this
/// is the second line of defence.
pub const MAIN_STACK: u64 = 64 << 20;

#[cfg(target_os = "linux")]
mod main_stack {
    /// Raises the soft `RLIMIT_STACK` to at least `bytes` (not above the
    /// hard limit); whether the stack may now grow that far.
    pub fn grow_to(bytes: u64) -> bool {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: `limit` is a valid rlimit for getrlimit to fill and
        // setrlimit to read.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_STACK, &mut limit) != 0 {
                return false;
            }
            if limit.rlim_cur == libc::RLIM_INFINITY || limit.rlim_cur >= bytes {
                return true;
            }
            if limit.rlim_max != libc::RLIM_INFINITY && limit.rlim_max < bytes {
                return false;
            }
            limit.rlim_cur = bytes;
            libc::setrlimit(libc::RLIMIT_STACK, &limit) == 0
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod main_stack {
    /// Other systems fix the main thread's stack at start-up.
    pub fn grow_to(_bytes: u64) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(target_os = "linux")]
    #[test]
    fn the_main_stack_limit_is_raised() {
        assert!(main_stack::grow_to(MAIN_STACK));
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: as in `grow_to`.
        assert_eq!(
            unsafe { libc::getrlimit(libc::RLIMIT_STACK, &mut limit) },
            0
        );
        assert!(limit.rlim_cur == libc::RLIM_INFINITY || limit.rlim_cur >= MAIN_STACK);
    }
}
