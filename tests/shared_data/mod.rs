//! The public data sets in `../shared/data` beside the checkout, for the
//! integration tests that read them (the library's and, through `#[path]`,
//! the CLI's in `cli/tests/`).

use std::path::PathBuf;

/// The checkout's root: the manifest directory of the library's tests, the
/// parent of the CLI's (a workspace member in `cli/`, without `tests/data`).
fn checkout() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    if dir.join("tests/data").is_dir() {
        dir
    } else {
        dir.join("..")
    }
}

/// The text of `../shared/data/<rel>`. `None` (with a note) when it is
/// unreadable outside CI; in CI (`CI` set) the data must be there, so a
/// missing file fails the test.
pub fn read(rel: &str) -> Option<String> {
    let path = checkout().join("../shared/data").join(rel);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) if std::env::var_os("CI").is_none() => {
            eprintln!("note: {} unreadable ({e}); skipped", path.display());
            None
        }
        Err(e) => panic!("{}: {e}", path.display()),
    }
}
