//! HoDoKu's regression library replayed from the command line: for each
//! technique of the library as its lines write it (`0709-2`, `0402-1`,
//! `0405`), `straights hint --strategy <technique> --all --json` over all
//! its lines (one run per technique) must give, for each line, exactly the
//! line's eliminations and placements in every step whose digits are the
//! line's (a fail case `-x`: no such step), HoDoKu's switches set by the
//! variant as its tester sets them. Franken, mutant and Siamese
//! franken/mutant fish (codes 033x-036x) are left out, as in
//! `tests/sudoku_reglib.rs`. The library is GPL data read from
//! `../shared/data`, never copied here.

mod cli_common;
#[path = "../../tests/shared_data/mod.rs"]
mod shared_data;
use cli_common::run_cli;
use std::collections::BTreeMap;

/// One library line: `:technique:digits:grid:deleted:eliminations:placements:...`.
struct Case {
    line: String,
    digits: String,
    eliminations: Vec<String>,
    placements: Vec<String>,
}

/// The `drc` triples of a field, sorted by cell then digit (as steps list them).
fn triples(field: &str) -> Vec<String> {
    let mut v: Vec<String> = field.split_whitespace().map(str::to_string).collect();
    v.sort_by_key(|t| {
        let b = t.as_bytes();
        (b[1], b[2], b[0])
    });
    v
}

/// Franken and mutant fish: not required.
fn optional(code: &str) -> bool {
    code.len() >= 4 && matches!(&code[..3], "033" | "034" | "035" | "036")
}

/// The library's cases by technique (as written: `0709-2`).
fn cases() -> Option<BTreeMap<String, Vec<Case>>> {
    let text = shared_data::read("sudoku/hodoku-reglib-1.4.txt")?;
    let mut out: BTreeMap<String, Vec<Case>> = BTreeMap::new();
    for line in text.lines().filter(|l| l.starts_with(':')) {
        let f: Vec<&str> = line.split(':').collect();
        out.entry(f[1].to_string()).or_default().push(Case {
            line: line.to_string(),
            digits: f[2].to_string(),
            eliminations: triples(f[5]),
            placements: triples(f[6]),
        });
    }
    Some(out)
}

/// Why the steps listed for `case` do not answer it, or `None` when they do.
fn verdict(case: &Case, fail_case: bool, steps: &[serde_json::Value]) -> Option<String> {
    let list = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_str().unwrap().to_string())
            .collect()
    };
    let digits = |s: &serde_json::Value| -> String {
        s["digits"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.to_string())
            .collect()
    };
    let matching: Vec<&serde_json::Value> =
        steps.iter().filter(|s| digits(s) == case.digits).collect();
    match (fail_case, matching.is_empty()) {
        (true, true) => None,
        (true, false) => Some(format!("fail case, but found {}", matching[0]["text"])),
        (false, true) => Some(format!("no step with digits {}", case.digits)),
        (false, false) => matching.iter().find_map(|s| {
            let (el, pl) = (list(&s["eliminations"]), list(&s["placements"]));
            (el != case.eliminations || pl != case.placements)
                .then(|| format!("gives [{}] [{}]: {}", el.join(" "), pl.join(" "), s["text"]))
        }),
    }
}

#[test]
fn every_library_case_passes_from_the_command_line() {
    let Some(by_technique) = cases() else { return };
    let mut failures = Vec::new();
    let mut run = 0;
    for (technique, cases) in &by_technique {
        let (code, variant) = technique.split_once('-').unwrap_or((technique, ""));
        if optional(code) {
            continue;
        }
        let input: String = cases.iter().map(|c| format!("{}\n", c.line)).collect();
        let (out, err, ok) = run_cli(
            &["hint", "--strategy", technique, "--all", "--json"],
            &input,
        );
        assert!(ok, "{technique}: {err}");
        let answers: Vec<&str> = out.lines().collect();
        assert_eq!(
            answers.len(),
            cases.len(),
            "{technique}: one answer per line"
        );
        for (case, answer) in cases.iter().zip(answers) {
            let steps: Vec<serde_json::Value> = serde_json::from_str(answer).unwrap();
            run += 1;
            if let Some(why) = verdict(case, variant == "x", &steps) {
                failures.push(format!("{}\n    {why}", case.line));
            }
        }
    }
    println!("{run} library cases replayed from the command line");
    assert!(run > 1000, "only {run} cases");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
