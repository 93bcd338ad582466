//! The panic guard: no panic of an engine reaches the user as Rust's panic
//! text. Each board (or generated seed) runs under [`guarded`]; a panic
//! becomes an error line of the command, which then goes on with the next
//! board and exits 1 at the end.

use std::any::Any;
use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};

thread_local! {
    /// Whether this thread is inside [`guarded`], whose caller reports the panic itself.
    static GUARDED: Cell<bool> = const { Cell::new(false) };
}

/// Installs the program's panic hook, replacing Rust's default text and
/// backtrace note: silent inside [`guarded`] (the command reports the panic
/// on the board's own line), elsewhere one `straights: internal error` line
/// with the panic's place, so that nothing is lost.
pub fn install_hook() {
    panic::set_hook(Box::new(|info| {
        if GUARDED.get() {
            return;
        }
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!(
            "straights: internal error{place}: {} (please report this)",
            panic_message(info.payload())
        );
    }));
}

/// Runs `f`, turning a panic into `Err(panic message)` so that one bad board
/// cannot end the whole command.
pub fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    let was = GUARDED.replace(true);
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    GUARDED.set(was);
    result.map_err(|payload| panic_message(payload.as_ref()))
}

/// The error text for a caught panic: `internal error: MESSAGE (please report WHAT)`.
pub fn internal_error(panic: &str, what: &str) -> String {
    format!("internal error: {panic} (please report {what})")
}

/// The message of a panic payload (`panic!` gives a `&str` or a `String`).
fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_its_message_and_a_value_passes_through() {
        assert_eq!(guarded(|| 6 * 7), Ok(42));
        assert_eq!(
            guarded(|| -> u8 { panic!("index out of bounds: the len is 3 but the index is 9") }),
            Err("index out of bounds: the len is 3 but the index is 9".to_string())
        );
        let cell = 81;
        assert_eq!(
            guarded(|| -> u8 { panic!("no digit for cell {cell}") }),
            Err("no digit for cell 81".to_string())
        );
        assert_eq!(
            guarded(|| -> u8 { std::panic::panic_any(7u32) }),
            Err("a panic without a message".to_string())
        );
    }

    #[test]
    fn the_guard_flag_is_restored_after_a_panic() {
        assert!(!GUARDED.get());
        let inner = guarded(|| {
            assert!(GUARDED.get());
            let nested = guarded(|| -> () { panic!("inner") });
            assert!(GUARDED.get(), "still inside the outer guard");
            nested
        });
        assert_eq!(inner, Ok(Err("inner".to_string())));
        assert!(!GUARDED.get());
    }

    #[test]
    fn internal_errors_ask_for_a_report() {
        assert_eq!(
            internal_error("boom", "this board"),
            "internal error: boom (please report this board)"
        );
    }
}
