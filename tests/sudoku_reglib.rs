//! HoDoKu's regression library run the way HoDoKu's own tester runs it.
//!
//! `../shared/data/sudoku/hodoku-reglib-1.4.txt` (1,112 cases, GPL data read
//! from the shared directory, never copied here): for each line, the
//! position is set up, every step of the line's technique is listed
//! (`find_all_with`, HoDoKu's switches set by the line's variant as HoDoKu's
//! tester sets them), and the steps whose digits equal the line's digits
//! must each give exactly the line's eliminations and placements; a fail
//! case (`-x`) must give no such step. Chain lengths (the seventh field)
//! are not compared. Every case is required.
//!
//! The test prints a table per technique and fails when a technique the
//! table has fails a case (or a code the table must have is missing).

mod shared_data;

use std::collections::BTreeMap;
use straights::board::Pos;
use straights::codec::{self, Format};
use straights::sudoku::logic::{find_all_with, Grid, Options, Strategy};

/// One library line, read.
struct Case {
    line: String,
    code: String,
    variant: Option<String>,
    digits: String,
    eliminations: Vec<String>,
    placements: Vec<String>,
    grid: Grid,
}

fn read_cases() -> Option<Vec<Case>> {
    let text = shared_data::read("sudoku/hodoku-reglib-1.4.txt")?;
    let cases = text
        .lines()
        .filter(|l| l.starts_with(':'))
        .map(|line| {
            let decoded = codec::decode_as(Format::Hodoku, line).expect(line);
            let fields = decoded.style.hodoku.expect("library fields");
            let (code, variant) = match fields.technique.split_once('-') {
                Some((c, v)) => (c.to_string(), Some(v.to_string())),
                None => (fields.technique.clone(), None),
            };
            let sorted = |s: &str| {
                let mut v: Vec<String> = s.split_whitespace().map(str::to_string).collect();
                v.sort_by_key(|t| triple_key(t));
                v
            };
            Case {
                line: line.to_string(),
                code,
                variant,
                digits: fields.digits.clone(),
                eliminations: sorted(&fields.eliminations),
                placements: sorted(&fields.placements),
                grid: Grid::from_board(&decoded.board),
            }
        })
        .collect();
    Some(cases)
}

/// Sort key of a `drc` triple: cell, then digit (the order steps list them in).
fn triple_key(t: &str) -> (u8, u8, u8) {
    let b = t.as_bytes();
    (b[1], b[2], b[0])
}

/// A (cell, digit) as HoDoKu's `drc`.
fn drc(&(p, d): &(Pos, u8)) -> String {
    format!("{d}{}{}", p.row().index() + 1, p.col().index() + 1)
}

/// The verdict on one case: `Ok` or why it fails.
fn run(case: &Case, strategy: Strategy) -> Result<(), String> {
    let fail_case = case.variant.as_deref() == Some("x");
    let steps = find_all_with(
        &case.grid,
        strategy,
        Options::for_library(&case.code, case.variant.as_deref()),
    );
    let matching: Vec<_> = steps
        .iter()
        .filter(|s| s.digits_text() == case.digits)
        .collect();
    if fail_case {
        return match matching.first() {
            None => Ok(()),
            Some(s) => Err(format!("fail case, but found: {}", s.text)),
        };
    }
    if matching.is_empty() {
        let others: Vec<String> = steps
            .iter()
            .take(3)
            .map(|s| format!("[{}] {}", s.digits_text(), s.text))
            .collect();
        return Err(format!(
            "no step with digits {} (other steps: {})",
            case.digits,
            others.join(" | ")
        ));
    }
    for s in matching {
        let el: Vec<String> = s.eliminations.iter().map(drc).collect();
        let pl: Vec<String> = s.placements.iter().map(drc).collect();
        if el != case.eliminations || pl != case.placements {
            return Err(format!(
                "step gives elims [{}] places [{}], expected [{}] [{}]: {}",
                el.join(" "),
                pl.join(" "),
                case.eliminations.join(" "),
                case.placements.join(" "),
                s.text
            ));
        }
    }
    Ok(())
}

#[derive(Default)]
struct Tally {
    name: String,
    cases: usize,
    passed: usize,
    missing: bool,
    failures: Vec<String>,
}

#[test]
fn hodoku_regression_library() {
    let Some(cases) = read_cases() else { return };
    assert_eq!(cases.len(), 1112);
    let only = std::env::var("REGLIB_CODES").ok();
    let mut table: BTreeMap<String, Tally> = BTreeMap::new();
    for case in &cases {
        if let Some(only) = &only {
            if !only.split(',').any(|c| c == case.code) {
                continue;
            }
        }
        let t = table.entry(case.code.clone()).or_default();
        t.cases += 1;
        let Some(strategy) = Strategy::with_code(&case.code) else {
            t.missing = true;
            t.name = "(no strategy)".to_string();
            continue;
        };
        t.name = strategy.name().to_string();
        match run(case, strategy) {
            Ok(()) => t.passed += 1,
            Err(why) => t.failures.push(format!("{}\n      {why}", case.line)),
        }
    }
    let verbose = std::env::var_os("REGLIB_VERBOSE").is_some();
    let (mut total, mut passed, mut bad) = (0, 0, Vec::new());
    println!(
        "{:<6} {:<40} {:>5} {:>6}",
        "code", "technique", "cases", "passed"
    );
    for (code, t) in &table {
        println!("{code:<6} {:<40} {:>5} {:>6}", t.name, t.cases, t.passed);
        total += t.cases;
        passed += t.passed;
        if verbose {
            for f in &t.failures {
                println!("    {f}");
            }
        }
        if t.missing || !t.failures.is_empty() {
            bad.push(format!(
                "{code} {} ({} of {} fail{})",
                t.name,
                t.cases - t.passed,
                t.cases,
                if t.missing { ", no strategy" } else { "" }
            ));
        }
    }
    println!("{passed} of {total} cases pass");
    let allowed: Vec<&str> = std::env::var("REGLIB_ALLOW_MISSING")
        .map(|_| vec![])
        .unwrap_or_default();
    let _ = allowed;
    assert!(
        bad.is_empty(),
        "techniques failing HoDoKu's library:\n{}",
        bad.join("\n")
    );
}
