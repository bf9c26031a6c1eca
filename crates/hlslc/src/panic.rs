//! Containing panics: a stage that panics must not take the driver down.
//!
//! [`guard`] catches a panic and returns its message. When the panic hook
//! from [`install_quiet_hook`] is installed (the `hlslc` binary and the test
//! harness do), the message carries the panic's source location and
//! nothing is printed by the default hook.

use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};

thread_local! {
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// A caught panic's message.
#[derive(Debug)]
pub struct GuardError(pub String);

/// Runs `f`, turning a panic into an error.
pub fn guard<T>(f: impl FnOnce() -> T) -> Result<T, GuardError> {
    LAST_PANIC.with(|p| p.borrow_mut().take());
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        let recorded = LAST_PANIC.with(|p| p.borrow_mut().take());
        GuardError(recorded.unwrap_or_else(|| payload_message(payload.as_ref())))
    })
}

fn payload_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic".into()
    }
}

/// Replaces the panic hook with one that records `message at file:line`
/// for [`guard`] instead of printing it.
pub fn install_quiet_hook() {
    std::panic::set_hook(Box::new(|info| {
        let message = payload_message(info.payload());
        let text = match info.location() {
            Some(l) => format!("{message} (at {}:{})", l.file(), l.line()),
            None => message,
        };
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(text));
    }));
}

/// Runs `f` on a thread with a 256 MiB stack (deeply nested input must not
/// overflow the stack even where a stage forgets a depth limit); a panic
/// that escapes `f` comes back as an error.
pub fn with_large_stack<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, GuardError> {
    const STACK: usize = 256 << 20;
    let handle = std::thread::Builder::new()
        .name("hlslc".into())
        .stack_size(STACK)
        .spawn(move || guard(f))
        .map_err(|e| GuardError(format!("cannot start the compiler thread: {e}")))?;
    handle
        .join()
        .map_err(|p| GuardError(payload_message(p.as_ref())))?
}

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

    #[test]
    fn panics_are_caught_with_their_message() {
        let e = guard(|| -> u32 { panic!("bad {}", 1) }).unwrap_err();
        assert!(e.0.contains("bad 1"), "{}", e.0);
        assert_eq!(guard(|| 7).unwrap(), 7);
        assert_eq!(with_large_stack(|| 8).unwrap(), 8);
        assert!(with_large_stack(|| -> u8 { panic!("deep") }).is_err());
    }

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
