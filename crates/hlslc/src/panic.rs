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
}
