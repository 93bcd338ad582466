//! The public data sets in `../shared/data` beside the checkout, for the
//! integration tests that read them.

use std::path::PathBuf;

/// The text of `../shared/data/<rel>`. `None` (with a note) when it is
/// unreadable outside CI; in CI (`CI` set) the data must be there, so a
/// missing file fails the test.
pub fn read(rel: &str) -> Option<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data")
        .join(rel);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) if std::env::var_os("CI").is_none() => {
            eprintln!("note: {} unreadable ({e}); skipped", path.display());
            None
        }
        Err(e) => panic!("{}: {e}", path.display()),
    }
}
