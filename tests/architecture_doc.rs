//! `docs/architecture.md` stays true: it names every room of `www/`, every
//! page file and JS module there, and every Rust module of the core, the wasm
//! crate and the CLI, each by its path from the repository's root; and every
//! such path it names exists. A file added, moved or removed without its line
//! in the architecture fails here.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The repository's root (the tests run with it as the working directory).
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir` (a path from the root), recursively, as paths from
/// the root with `/` separators, sorted; folders named in `skip` are left out.
fn files_under(dir: &str, skip: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let mut dirs = vec![root().join(dir)];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("a readable entry").path();
            let name = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            if path.is_dir() {
                if !skip.contains(&name.as_str()) {
                    dirs.push(path);
                }
            } else {
                out.push(relative(&path));
            }
        }
    }
    out.sort();
    out
}

/// `path` as a path from the root, with `/` separators.
fn relative(path: &Path) -> String {
    let rel = path.strip_prefix(root()).expect("a path under the root");
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

/// The rooms of the web player: the folders directly under `www/` except the
/// generated `pkg/`, written as `www/<room>/`.
fn rooms() -> Vec<String> {
    let mut out: Vec<String> = fs::read_dir(root().join("www"))
        .expect("www/ exists")
        .map(|e| e.expect("a readable entry").path())
        .filter(|p| p.is_dir() && p.file_name().is_some_and(|n| n != "pkg"))
        .map(|p| format!("{}/", relative(&p)))
        .collect();
    out.sort();
    out
}

/// The files the architecture must name: the web player's pages, service
/// worker and JS modules (not the generated `www/pkg/`), and the Rust
/// modules of `src/`, `wasm/src/` and `cli/src/` (not their test-only
/// `tests.rs` files).
fn named_files() -> Vec<String> {
    let www = files_under("www", &["pkg"])
        .into_iter()
        .filter(|f| f.ends_with(".js") || f.ends_with(".html"));
    let rust = ["src", "wasm/src", "cli/src"]
        .iter()
        .flat_map(|dir| files_under(dir, &[]))
        .filter(|f| f.ends_with(".rs") && !f.ends_with("/tests.rs"));
    www.chain(rust).collect()
}

/// The text of docs/architecture.md.
fn architecture() -> String {
    fs::read_to_string(root().join("docs/architecture.md")).expect("docs/architecture.md exists")
}

/// Whether `text` names `path` as a whole path: not as the tail of a longer
/// one (`www/x.js` inside `www/pages/x.js` does not count) nor the head of one.
fn names(text: &str, path: &str) -> bool {
    let part = |c: char| c.is_alphanumeric() || matches!(c, '/' | '_' | '-' | '.');
    text.match_indices(path).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let mut after = text[at + path.len()..].chars();
        // A full stop ends a sentence unless a name goes on after it.
        let goes_on = match after.next() {
            Some('.') => after.next().is_some_and(part),
            next => next.is_some_and(part),
        };
        !before.is_some_and(part) && !goes_on
    })
}

#[test]
fn the_architecture_names_every_room_page_and_module() {
    let text = architecture();
    let missing: Vec<String> = rooms()
        .into_iter()
        .chain(named_files())
        .filter(|p| !names(&text, p))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/architecture.md does not name these (add a line each): {missing:#?}"
    );
}

#[test]
fn every_path_the_architecture_names_exists() {
    let text = architecture();
    let mut named = BTreeSet::new();
    for word in text.split(|c: char| {
        c.is_whitespace() || matches!(c, '`' | '(' | ')' | ',' | ';' | '[' | ']' | '|')
    }) {
        let word = word.trim_end_matches([':', '.']);
        // `src/<kind>/`, `www/*.html`: patterns, not paths; `www/pkg/` is
        // build output, absent from a fresh clone.
        let pattern = word.contains(['<', '*', '{']) || word.starts_with("www/pkg/");
        let rooted = !pattern
            && ["www/", "src/", "wasm/src/", "cli/src/"]
                .iter()
                .any(|r| word.starts_with(r));
        if rooted
            && (word.ends_with(".js")
                || word.ends_with(".rs")
                || word.ends_with(".html")
                || word.ends_with('/'))
        {
            named.insert(word.to_string());
        }
    }
    let gone: Vec<&String> = named
        .iter()
        .filter(|p| !root().join(p.as_str()).exists())
        .collect();
    assert!(
        gone.is_empty(),
        "docs/architecture.md names paths that do not exist: {gone:#?}"
    );
}

#[test]
fn a_path_counts_only_as_a_whole_path() {
    assert!(names("see www/board/game.js here", "www/board/game.js"));
    assert!(names("(`www/board/game.js`).", "www/board/game.js"));
    assert!(!names("www/pages/www/x.js", "www/x.js"));
    assert!(!names("src/board.rs.bak", "src/board.rs.bak2"));
    assert!(!names("src/codec/json.rs", "src/codec/json"));
}
