//! The README and the book in `docs/`: every relative link resolves to a
//! file that exists, and a link with `#anchor` to a heading of that file
//! (GitHub's anchor rules); the README stays a user's guide (at most
//! 15,000 bytes, no commit hashes or dates of runs).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The crate's root (the tests run with it as the working directory).
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The Markdown files checked: the README and every `.md` under `docs/`.
fn markdown_files() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    let mut dirs = vec![root().join("docs")];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).expect("docs/ exists") {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The text outside fenced code blocks and inline code spans, line by line
/// (links inside code are examples, not links).
fn prose(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut kept = String::new();
        for (k, part) in line.split('`').enumerate() {
            if k % 2 == 0 {
                kept.push_str(part);
            }
        }
        out.push(kept);
    }
    out
}

/// The targets of the Markdown links `[text](target)` and images
/// `![alt](target)` in `text`.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    for line in prose(text) {
        let mut rest = line.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].split_whitespace().next().unwrap_or("");
            targets.push(target.to_string());
            rest = &after[end..];
        }
    }
    targets
}

/// GitHub's anchor of a heading: lower case, punctuation other than `-`
/// and `_` dropped, spaces to `-`.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown file's headings (repeats get `-1`, `-2`, ...).
fn anchors(text: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        if fenced || !line.starts_with('#') {
            continue;
        }
        let base = slug(line.trim_start_matches('#').replace('`', "").as_str());
        let mut name = base.clone();
        let mut n = 0;
        while seen.contains(&name) {
            n += 1;
            name = format!("{base}-{n}");
        }
        seen.insert(name);
    }
    seen
}

/// Why a relative link of `file` does not resolve, or `None`.
fn broken(file: &Path, target: &str) -> Option<String> {
    if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
        return None;
    }
    let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
    let dest = if path.is_empty() {
        file.to_path_buf()
    } else {
        file.parent().expect("a folder").join(path)
    };
    if !dest.exists() {
        return Some(format!(
            "{}: `{target}`: no file {}",
            file.display(),
            dest.display()
        ));
    }
    if anchor.is_empty() {
        return None;
    }
    let text = fs::read_to_string(&dest).ok()?;
    (!anchors(&text).contains(anchor)).then(|| {
        format!(
            "{}: `{target}`: no heading #{anchor} in {}",
            file.display(),
            dest.display()
        )
    })
}

#[test]
fn every_relative_link_resolves() {
    let mut problems = Vec::new();
    let mut count = 0;
    for file in markdown_files() {
        let text = fs::read_to_string(&file).expect("readable Markdown");
        for target in link_targets(&text) {
            count += 1;
            problems.extend(broken(&file, &target));
        }
    }
    assert!(
        count >= 20,
        "only {count} links found: the reader is broken"
    );
    assert!(
        problems.is_empty(),
        "broken links:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_readme_is_a_users_guide() {
    let text = fs::read_to_string(root().join("README.md")).expect("README.md");
    assert!(
        text.len() <= 15_000,
        "README.md is {} bytes (at most 15,000)",
        text.len()
    );
    for word in text.split(|c: char| !c.is_ascii_alphanumeric() && c != '-') {
        let hex = word.len() >= 7
            && word.len() <= 40
            && word.chars().all(|c| c.is_ascii_hexdigit())
            && word.chars().any(|c| c.is_ascii_digit())
            && word.chars().any(|c| c.is_ascii_lowercase());
        assert!(
            !hex,
            "README.md holds what looks like a commit hash: {word}"
        );
        let b = word.as_bytes();
        let date = b.len() == 10
            && b[4] == b'-'
            && b[7] == b'-'
            && word.chars().filter(|c| c.is_ascii_digit()).count() == 8;
        assert!(!date, "README.md holds a date: {word}");
    }
    for part in [
        "./build.sh serve",
        "./build.sh test",
        "docs/benchmarks.md",
        "docs/player.png",
    ] {
        assert!(text.contains(part), "README.md does not mention {part}");
    }
}

#[test]
fn the_link_reader_finds_links_and_anchors() {
    let text = "# A title\n\nSee [b](b.md#x-y) and ![i](p.png).\n```\n[no](code.md)\n```\n`[no](inline.md)`\n## A title\n## X, y!\n";
    assert_eq!(link_targets(text), ["b.md#x-y", "p.png"]);
    let a = anchors(text);
    assert!(a.contains("a-title") && a.contains("a-title-1") && a.contains("x-y"));
}
