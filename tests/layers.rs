//! The library's layers point one way: no import circle among the files of
//! `src/`, and no switch on the puzzle kind outside the places that own it.
//!
//! # The import graph
//! Each file of the library (`src/**/*.rs`) is a node. A file
//! imports another when its code (comments and string literals left out;
//! test modules included) names a path into it: `crate::a::b::Item`,
//! `super::x`, `self::child`, `child::item` for a module it declares, a `use`
//! tree (`use crate::{a::B, c::{D, E}}`) or an item the crate root
//! re-exports (`crate::Board` is `board.rs`). A path goes to the deepest
//! module file it names. A file naming one of its own ancestors (a child
//! using what its parent declares, `super::Foo`) is not counted: a module
//! and its private children are one unit, and the parent builds on them.
//! Every other edge counts, so a circle through siblings or through another
//! module is found.
//!
//! On that graph the engine table (`engine.rs`) is imported only by the
//! daily puzzle (the CLI and the wasm layer, crates of their own, are
//! outside the graph), and the kinds' rules layer (`rules.rs`) imports only the board, the results and
//! the kinds' own `rules` and `solve` modules.
//!
//! # Kind switches
//! The puzzle kind is told apart only in its engine row (`src/engine.rs`),
//! its own modules (`src/str8ts/`, `src/sudoku/`), where the kinds are
//! listed (`src/board.rs`'s `kinds!` list) and the codec's format files,
//! which read and write one kind each. Everywhere else (the CLI in `cli/src/`, the wasm
//! layer in `wasm/src/`, the daily puzzle, the codec's JSON, `check`, ...) asks the engine
//! table's facts: no `Variant::Str8ts` / `Variant::Sudoku` and no kind name
//! as a string literal to compare with, outside test modules.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The library's source folder.
fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a library file: `["codec", "json"]` for
/// `src/codec/json.rs` or `src/codec/json/mod.rs`; `[]` for `src/lib.rs`.
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_string());
    }
    parts
}

/// Source text with comments, string and char literals blanked out (so
/// that doc links and messages naming a path are not imports).
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            let end = rest.find('\n').unwrap_or(rest.len());
            i += end;
        } else if rest.starts_with("/*") {
            // Nested block comments, as Rust has them.
            let mut depth = 0;
            let mut j = i;
            while j < b.len() {
                if text[j..].starts_with("/*") {
                    depth += 1;
                    j += 2;
                } else if text[j..].starts_with("*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            out.push(' ');
            i = j;
        } else if let Some(len) = raw_string_len(rest) {
            out.push_str("\"\"");
            i += len;
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            out.push_str("\"\"");
            i = j + 1;
        } else if b[i] == b'\'' && is_char_literal(rest) {
            let close = rest[1..].find('\'').unwrap() + 1;
            out.push_str("' '");
            i += close + 1;
        } else {
            let c = rest.chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The length of a raw string literal (`r"..."`, `r#"..."#`, `br"..."`) at the start of `s`.
fn raw_string_len(s: &str) -> Option<usize> {
    let after_prefix = s.strip_prefix("br").or_else(|| s.strip_prefix('r'))?;
    let hashes = after_prefix.len() - after_prefix.trim_start_matches('#').len();
    let body = after_prefix[hashes..].strip_prefix('"')?;
    let close = format!("\"{}", "#".repeat(hashes));
    let end = body.find(&close)?;
    Some(s.len() - body.len() + end + close.len())
}

/// True when `s` starts a char literal (`'a'`, `'\n'`, `'\u{1F600}'`), not a lifetime.
fn is_char_literal(s: &str) -> bool {
    let mut chars = s[1..].chars();
    match chars.next() {
        Some('\\') => s[1..].find('\'').is_some_and(|n| n > 1 && n <= 11),
        Some(_) => chars.next() == Some('\''),
        None => false,
    }
}

/// A token of the code: an identifier (with `$crate` as `crate`), `::`, or one other character.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Ident(String),
    Path,
    Punct(char),
}

/// The tokens of code without comments and literals.
fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphabetic()
            || c == '_'
            || (c == '$' && i + 1 < chars.len() && chars[i + 1].is_alphabetic())
        {
            let start = if c == '$' { i + 1 } else { i };
            let mut j = start;
            while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_') {
                j += 1;
            }
            out.push(Token::Ident(chars[start..j].iter().collect()));
            i = j;
        } else if c.is_ascii_digit() {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push(Token::Path);
            i += 2;
        } else {
            if !c.is_whitespace() {
                out.push(Token::Punct(c));
            }
            i += 1;
        }
    }
    out
}

/// Reads a path or `use` tree starting at `tokens[i]` (after its first
/// segment and `::`), appending every full path it names to `out`.
fn use_tree(
    tokens: &[Token],
    mut i: usize,
    prefix: Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    let mut path = prefix;
    loop {
        match tokens.get(i) {
            Some(Token::Ident(name)) => {
                path.push(name.clone());
                i += 1;
                if tokens.get(i) == Some(&Token::Path) {
                    i += 1;
                    continue;
                }
                out.push(path);
                return i;
            }
            Some(Token::Punct('{')) => {
                i += 1;
                loop {
                    match tokens.get(i) {
                        Some(Token::Punct('}')) => return i + 1,
                        Some(Token::Punct(',')) => i += 1,
                        Some(Token::Punct('*')) => {
                            out.push(path.clone());
                            i += 1;
                        }
                        None => return i,
                        _ => {
                            let before = i;
                            i = use_tree(tokens, i, path.clone(), out);
                            // `self` inside braces, `as` renames and the like.
                            while let Some(Token::Ident(w)) = tokens.get(i) {
                                if w == "as" {
                                    i += 2;
                                } else {
                                    break;
                                }
                            }
                            if i == before {
                                i += 1;
                            }
                        }
                    }
                }
            }
            Some(Token::Punct('*')) => {
                out.push(path);
                return i + 1;
            }
            _ => {
                out.push(path);
                return i;
            }
        }
    }
}

/// One library file as the graph sees it.
struct File {
    path: PathBuf,
    module: Vec<String>,
    tokens: Vec<Token>,
}

/// The child modules a file declares with `mod name;`.
fn declared_children(tokens: &[Token]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for w in tokens.windows(3) {
        if let [Token::Ident(m), Token::Ident(name), Token::Punct(';')] = w {
            if m == "mod" {
                out.insert(name.clone());
            }
        }
    }
    out
}

/// Every absolute module-or-item path the file names, each with the
/// module it was named from (the file's module plus any inline `mod x {`).
fn named_paths(file: &File) -> Vec<Vec<String>> {
    let t = &file.tokens;
    let children = declared_children(t);
    let aliases = use_aliases(file);
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        match &t[i] {
            Token::Punct('{') => depth += 1,
            Token::Punct('}') => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
            }
            Token::Ident(m) if m == "mod" => {
                if let (Some(Token::Ident(name)), Some(Token::Punct('{'))) =
                    (t.get(i + 1), t.get(i + 2))
                {
                    inline.push((name.clone(), depth));
                    depth += 1;
                    i += 3;
                    continue;
                }
            }
            _ => {}
        }
        let preceded_by_path = i > 0 && t[i - 1] == Token::Path;
        if let (Token::Ident(first), Some(Token::Path), false) =
            (&t[i], t.get(i + 1), preceded_by_path)
        {
            let mut here = file.module.clone();
            here.extend(inline.iter().map(|(n, _)| n.clone()));
            let start = match first.as_str() {
                "crate" => Some(Vec::new()),
                "self" => Some(here.clone()),
                "super" => {
                    let mut p = here.clone();
                    p.pop();
                    Some(p)
                }
                name if inline.is_empty() && children.contains(name) => {
                    let mut p = here.clone();
                    p.push(name.to_string());
                    Some(p)
                }
                // A module brought in by `use` (`use crate::{str8ts, sudoku};` then `str8ts::logic::f`).
                name if !preceded_by_use(t, i) => aliases.get(name).cloned(),
                _ => None,
            };
            if let Some(mut prefix) = start {
                // `super::super::x`
                let mut j = i + 2;
                while let (Some(Token::Ident(s)), Some(Token::Path)) = (t.get(j), t.get(j + 1)) {
                    if s != "super" {
                        break;
                    }
                    prefix.pop();
                    j += 2;
                }
                let mut found = Vec::new();
                let end = use_tree(t, j, prefix, &mut found);
                out.extend(found);
                i = end.max(i + 1);
                continue;
            }
        }
        i += 1;
    }
    out
}

/// True when the path at `tokens[i]` is (part of) a `use` declaration's tree.
fn preceded_by_use(t: &[Token], i: usize) -> bool {
    i > 0 && t[i - 1] == Token::Ident("use".into())
}

/// The names a file's `use` declarations bring in from this crate, each
/// with its full path (`str8ts` -> `["str8ts"]` for `use crate::{str8ts, ..}`),
/// so that a path starting with one (`str8ts::logic::f`) is followed.
fn use_aliases(file: &File) -> BTreeMap<String, Vec<String>> {
    let t = &file.tokens;
    let mut out = BTreeMap::new();
    for (i, tok) in t.iter().enumerate() {
        if *tok != Token::Ident("use".into()) {
            continue;
        }
        let mut here = file.module.clone();
        let start = match (t.get(i + 1), t.get(i + 2)) {
            (Some(Token::Ident(s)), Some(Token::Path)) if s == "crate" => Vec::new(),
            (Some(Token::Ident(s)), Some(Token::Path)) if s == "super" => {
                here.pop();
                here
            }
            (Some(Token::Ident(s)), Some(Token::Path)) if s == "self" => here,
            _ => continue,
        };
        let mut paths = Vec::new();
        use_tree(t, i + 3, start, &mut paths);
        for path in paths {
            if let Some(last) = path.last() {
                if last != "self" && last != "*" {
                    out.insert(last.clone(), path);
                }
            }
        }
    }
    out
}

/// The crate root's re-exports: item name -> module path (`Board` -> `["board"]`).
fn root_reexports(root: &File) -> BTreeMap<String, Vec<String>> {
    let t = &root.tokens;
    let mut out = BTreeMap::new();
    for (i, w) in t.windows(2).enumerate() {
        if let [Token::Ident(p), Token::Ident(u)] = w {
            if p == "pub" && u == "use" {
                let mut paths = Vec::new();
                use_tree(t, i + 2, Vec::new(), &mut paths);
                for mut path in paths {
                    if let Some(item) = path.pop() {
                        out.insert(item, path);
                    }
                }
            }
        }
    }
    out
}

/// The library's files and the import edges between them (indices into the list).
fn graph() -> (Vec<File>, BTreeMap<usize, BTreeSet<usize>>) {
    let src = src_dir();
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    let files: Vec<File> = paths
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).unwrap();
            File {
                module: module_path(&src, &path),
                tokens: tokens(&code_only(&text)),
                path,
            }
        })
        .collect();
    let by_module: BTreeMap<Vec<String>, usize> = files
        .iter()
        .enumerate()
        .map(|(i, f)| (f.module.clone(), i))
        .collect();
    let root = &files[by_module[&Vec::new()]];
    let reexports = root_reexports(root);
    let mut edges: BTreeMap<usize, BTreeSet<usize>> = BTreeMap::new();
    for (from, file) in files.iter().enumerate() {
        for mut path in named_paths(file) {
            if path.len() == 1 {
                if let Some(module) = reexports.get(&path[0]) {
                    path = module.clone();
                }
            }
            // The deepest module file the path names.
            while !path.is_empty() && !by_module.contains_key(&path) {
                path.pop();
            }
            if path.is_empty() {
                continue; // the crate root itself: its re-exports are resolved above
            }
            let to = by_module[&path];
            let ancestor = file.module.starts_with(&files[to].module);
            if to != from && !ancestor {
                edges.entry(from).or_default().insert(to);
            }
        }
    }
    (files, edges)
}

/// The strongly connected components of more than one node (Tarjan).
fn circles(n: usize, edges: &BTreeMap<usize, BTreeSet<usize>>) -> Vec<Vec<usize>> {
    struct Tarjan<'a> {
        edges: &'a BTreeMap<usize, BTreeSet<usize>>,
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    impl Tarjan<'_> {
        fn visit(&mut self, v: usize) {
            self.index[v] = Some(self.next);
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            let targets: Vec<usize> = self.edges.get(&v).into_iter().flatten().copied().collect();
            for w in targets {
                match self.index[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(iw) if self.on_stack[w] => self.low[v] = self.low[v].min(iw),
                    _ => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.out.push(component);
                }
            }
        }
    }
    let mut t = Tarjan {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if t.index[v].is_none() {
            t.visit(v);
        }
    }
    t.out
}

/// One shortest circle through `start` inside its component, as file names, for the message.
fn one_circle(
    start: usize,
    component: &BTreeSet<usize>,
    edges: &BTreeMap<usize, BTreeSet<usize>>,
) -> Vec<usize> {
    let mut previous: BTreeMap<usize, usize> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for &w in edges.get(&v).into_iter().flatten() {
            if !component.contains(&w) {
                continue;
            }
            if w == start {
                let mut path = vec![v];
                while let Some(&p) = previous.get(path.last().unwrap()) {
                    path.push(p);
                }
                path.reverse();
                return path;
            }
            if w != start && !previous.contains_key(&w) {
                previous.insert(w, v);
                queue.push_back(w);
            }
        }
    }
    vec![start]
}

#[test]
fn no_import_circle_in_the_library() {
    let (files, edges) = graph();
    assert!(
        files.len() > 50,
        "found only {} files under src/",
        files.len()
    );
    assert!(!edges.is_empty(), "no imports found: the reader is broken");
    let name = |i: usize| {
        files[i]
            .path
            .strip_prefix(src_dir())
            .unwrap()
            .display()
            .to_string()
    };
    let found = circles(files.len(), &edges);
    let report: Vec<String> = found
        .iter()
        .map(|c| {
            let set: BTreeSet<usize> = c.iter().copied().collect();
            let example = one_circle(c[0], &set, &edges);
            let mut chain: Vec<String> = example.iter().map(|&i| name(i)).collect();
            chain.push(name(example[0]));
            format!(
                "{} files: {}\n  for example {}",
                c.len(),
                c.iter().map(|&i| name(i)).collect::<Vec<_>>().join(", "),
                chain.join(" -> ")
            )
        })
        .collect();
    assert!(
        report.is_empty(),
        "import circles in src/:\n{}",
        report.join("\n")
    );
}

/// Each file's imports by name (`src/`-relative, `/`-separated).
fn named_edges() -> BTreeMap<String, BTreeSet<String>> {
    let (files, edges) = graph();
    let name = |i: usize| {
        let rel = files[i].path.strip_prefix(src_dir()).unwrap();
        rel.to_string_lossy().replace('\\', "/")
    };
    edges
        .iter()
        .map(|(from, tos)| (name(*from), tos.iter().map(|&t| name(t)).collect()))
        .collect()
}

/// The engine table sits on top: only the daily puzzle (and the CLI and the
/// wasm layer, outside the graph) import it. The kinds' rules layer
/// (`rules.rs`) sits low: it imports only the board, the results and the
/// kinds' own rules and exact solvers.
#[test]
fn the_engine_table_is_on_top_and_the_rules_below() {
    let edges = named_edges();
    let engine_users: Vec<&String> = edges
        .iter()
        .filter(|(_, tos)| tos.contains("engine.rs"))
        .map(|(from, _)| from)
        .filter(|from| *from != "daily.rs")
        .collect();
    assert!(
        engine_users.is_empty(),
        "the engine table is imported from below: {engine_users:?}"
    );
    let allowed = [
        "board.rs",
        "outcome.rs",
        "str8ts.rs",
        "str8ts/rules.rs",
        "str8ts/solve.rs",
        "sudoku.rs",
        "sudoku/rules.rs",
        "sudoku/solve.rs",
    ];
    let rules_imports = edges
        .get("rules.rs")
        .expect("src/rules.rs imports something");
    let beyond: Vec<&String> = rules_imports
        .iter()
        .filter(|to| !allowed.contains(&to.as_str()))
        .collect();
    assert!(
        beyond.is_empty(),
        "the rules layer imports more than the kinds' rules: {beyond:?}"
    );
}

#[test]
fn the_reader_sees_use_trees_child_paths_and_reexports() {
    let file = File {
        path: PathBuf::from("src/a/b.rs"),
        module: vec!["a".into(), "b".into()],
        tokens: tokens(&code_only(
            "mod kid;\nuse crate::{x::Y, z::{self, W}};\nfn f() { super::c::g(); kid::h(); \"crate::no\"; }\n\
             // crate::no\nmod tests { use super::*; }",
        )),
    };
    let paths: BTreeSet<String> = named_paths(&file).iter().map(|p| p.join("::")).collect();
    let want: BTreeSet<String> = ["x::Y", "z::self", "z::W", "a::c::g", "a::b::kid::h", "a::b"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(paths, want);
}

#[test]
fn the_circle_finder_finds_a_circle() {
    let edges: BTreeMap<usize, BTreeSet<usize>> = [
        (0, BTreeSet::from([1])),
        (1, BTreeSet::from([2])),
        (2, BTreeSet::from([0])),
        (3, BTreeSet::from([0])),
    ]
    .into_iter()
    .collect();
    assert_eq!(circles(4, &edges), vec![vec![0, 1, 2]]);
}

/// Places where the puzzle kind may be named: its engine row, its own
/// modules (the minimal-clue search is a Sudoku engine), the list of kinds
/// and the codec's per-format files.
fn may_name_kinds(rel: &str) -> bool {
    rel == "engine.rs"
        || rel == "board.rs"
        || rel.starts_with("str8ts")
        || rel.starts_with("sudoku")
        || rel.starts_with("search")
        || (rel.starts_with("codec/")
            && !rel.starts_with("codec/json")
            && rel != "codec/mod.rs"
            && rel != "codec.rs")
}

/// The code of a file up to its test module (`#[cfg(test)] mod tests {`), which may build boards of a kind.
fn code_before_tests(code: &str) -> &str {
    let mut at = 0;
    while let Some(found) = code[at..].find("#[cfg(test)]") {
        let start = at + found;
        let after = code[start + "#[cfg(test)]".len()..].trim_start();
        let first_line = after.lines().next().unwrap_or("");
        // An inline module (`mod tests {`), not a test-only file declared
        // with `mod test_support;`, whose declaration ends nothing.
        let inline = first_line.trim_end().ends_with('{');
        if inline
            && (after.starts_with("mod ")
                || (after.starts_with("pub") && first_line.contains(" mod ")))
        {
            return &code[..start];
        }
        at = start + 1;
    }
    code
}

#[test]
fn the_kind_is_asked_of_the_engine_table_elsewhere() {
    let src = src_dir();
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    // The CLI and the wasm layer (packages of their own, `cli/` and
    // `wasm/`) read the facts too.
    let root_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let outer: Vec<(PathBuf, &str)> = vec![
        (root_dir.join("cli").join("src"), "cli/src"),
        (root_dir.join("wasm").join("src"), "wasm/src"),
    ];
    for (dir, shown) in &outer {
        let before = paths.len();
        rust_files(dir, &mut paths);
        assert!(paths.len() > before, "no sources under {shown}");
    }
    let mut found = Vec::new();
    for path in paths {
        let (root, shown) = outer
            .iter()
            .find(|(dir, _)| path.starts_with(dir))
            .map_or((&src, "src"), |(dir, shown)| (dir, *shown));
        let rel = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if root == &src && may_name_kinds(&rel) {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        // Literals kept here: a kind name compared as a string is a switch too.
        let without_comments = strip_comments_only(&text);
        let code = code_before_tests(&without_comments);
        for (n, line) in code.lines().enumerate() {
            // The one TypeScript name of the kinds' union in the wasm layer's declarations.
            if line.trim_start().starts_with("export type Kind =") {
                continue;
            }
            let lower = line.to_ascii_lowercase();
            if line.contains("Variant::Str8ts")
                || line.contains("Variant::Sudoku")
                || lower.contains("\"str8ts\"")
                || lower.contains("\"sudoku\"")
            {
                found.push(format!("{shown}/{rel}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the puzzle kind is switched on outside the engine table (ask its facts instead):\n{}",
        found.join("\n")
    );
}

/// Source text with only comments blanked out (lines kept, so line numbers stay right).
fn strip_comments_only(text: &str) -> String {
    text.lines()
        .map(|line| {
            let trimmed = line.trim_start();
            if trimmed.starts_with("//") {
                ""
            } else {
                line
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The crates of the WebAssembly boundary, as a Cargo.toml names them; Rust
/// code names them with `_` for `-`. Only the wasm layer (`wasm/`) uses
/// them, and the library never names the wasm layer either.
const WASM_CRATES: [&str; 6] = [
    "wasm-bindgen",
    "js-sys",
    "web-sys",
    "serde-wasm-bindgen",
    "getrandom",
    "straights-wasm",
];

/// The lines of a manifest (comments dropped) or of Rust code (comments and
/// literals blanked) that name a crate of [`WASM_CRATES`], as `line: text`.
fn wasm_crate_mentions(code: &str, rust: bool) -> Vec<String> {
    code.lines()
        .enumerate()
        .filter_map(|(n, line)| {
            let line = if rust {
                line
            } else {
                line.split('#').next().unwrap_or("")
            };
            WASM_CRATES
                .iter()
                .map(|name| {
                    if rust {
                        name.replace('-', "_")
                    } else {
                        name.to_string()
                    }
                })
                .any(|name| line.contains(&name))
                .then(|| format!("{}: {}", n + 1, line.trim()))
        })
        .collect()
}

/// The library is pure Rust: its manifest and its sources never name
/// wasm-bindgen, js-sys, web-sys, serde-wasm-bindgen, getrandom or the wasm
/// layer (`wasm/`, package `straights-wasm`, a crate of its own over the
/// library).
#[test]
fn the_library_has_no_wasm_dependency() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let mut found: Vec<String> = wasm_crate_mentions(&manifest, false)
        .into_iter()
        .map(|m| format!("Cargo.toml:{m}"))
        .collect();
    let mut paths = Vec::new();
    rust_files(&src_dir(), &mut paths);
    for path in &paths {
        let code = code_only(&fs::read_to_string(path).unwrap());
        let rel = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        found.extend(
            wasm_crate_mentions(&code, true)
                .into_iter()
                .map(|m| format!("{rel}:{m}")),
        );
    }
    assert!(
        found.is_empty(),
        "the library names a wasm crate (the wasm layer's own, in wasm/):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_wasm_crate_check_sees_a_dependency_and_a_path() {
    let manifest = "[dependencies]\n# wasm-bindgen: not here\nserde = \"1\"\n\
                    [target.'cfg(target_arch = \"wasm32\")'.dependencies]\njs-sys = \"0.3\"\n";
    assert_eq!(
        wasm_crate_mentions(manifest, false),
        ["5: js-sys = \"0.3\""]
    );
    let code = code_only(
        "// wasm_bindgen in a comment\nlet s = \"js_sys\";\nuse wasm_bindgen::prelude::*;\n",
    );
    assert_eq!(
        wasm_crate_mentions(&code, true),
        ["3: use wasm_bindgen::prelude::*;"]
    );
}
