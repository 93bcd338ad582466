//! `straights hint` and `straights grade` on Sudoku boards: the answers
//! one per board, in order, as text and as JSON.

mod cli_common;
use cli_common::run_cli;
use straights::sudoku::logic::{Level, Strategy};

/// A Sudoku whose first step is the naked single 5 in r6c4.
const SUDOKU: &str =
    "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8";

/// The first puzzle of top1465 (hard: no single at the start).
const TOP1: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

#[test]
fn hint_as_text_and_json() {
    let (out, err, ok) = run_cli(&["hint"], SUDOKU);
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "Naked Single: 5 is the only candidate left in r6c4: place 5 in r6c4\n  place 5 in r6c4\n"
    );
    let (out, _, ok) = run_cli(&["hint", "--json"], &format!("{SUDOKU}\n{TOP1}\n"));
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "one JSON value per board: {out}");
    let mut first: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    // The figure: the placed digit, the cell to look at.
    let figure = first.as_object_mut().unwrap().remove("figure").unwrap();
    assert_eq!(
        figure["candidates"],
        serde_json::json!([{ "cell": 48, "digit": 5, "role": "placed" }])
    );
    assert!(figure["cells"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["cell"] == 48));
    assert_eq!(
        first,
        serde_json::json!({
            "strategy": "Naked Single", "code": "0003", "digits": [5], "cells": ["r6c4"],
            "eliminations": [], "placements": ["564"],
            "text": "Naked Single: 5 is the only candidate left in r6c4: place 5 in r6c4",
            "notation": null
        })
    );
    let second: serde_json::Value = serde_json::from_str(lines[1]).unwrap();
    assert_eq!(second["strategy"], "Hidden Single");
}

#[test]
fn one_strategy_first_or_all() {
    // Pointing on top1465's first puzzle: by code and by name alike.
    let (by_code, _, ok) = run_cli(&["hint", "--strategy", "0100", "--json"], TOP1);
    assert!(ok);
    let (by_name, _, _) = run_cli(
        &[
            "hint",
            "--strategy",
            "locked candidates type 1 (pointing)",
            "--json",
        ],
        TOP1,
    );
    assert_eq!(by_code, by_name);
    let step: serde_json::Value = serde_json::from_str(by_code.trim()).unwrap();
    assert_eq!(step["code"], "0100");
    let (all, _, ok) = run_cli(&["hint", "--strategy", "0100", "--all", "--json"], TOP1);
    assert!(ok);
    let steps: serde_json::Value = serde_json::from_str(all.trim()).unwrap();
    let steps = steps.as_array().expect("an array with --all");
    assert!(steps.len() > 1, "{all}");
    assert_eq!(steps[0], step, "the first of all is the first step");
    for s in steps {
        assert_eq!(s["code"], "0100");
        assert_eq!(s["digits"].as_array().unwrap().len(), 1);
        assert!(!s["eliminations"].as_array().unwrap().is_empty());
    }
    // A strategy with no step on the position (a solution grid with one
    // empty cell): null, and "no step" as text.
    let almost =
        ".68931527751624839392578461134756298289413675675289314846192753513867942927345186";
    let (out, _, ok) = run_cli(&["hint", "--strategy", "X-Wing", "--json"], almost);
    assert!(ok);
    assert_eq!(out, "null\n");
    let (out, _, _) = run_cli(&["hint", "--strategy", "X-Wing"], almost);
    assert_eq!(out, "no step\n");
    let (out, _, _) = run_cli(
        &["hint", "--strategy", "Full House", "--all", "--json"],
        almost,
    );
    assert_eq!(out.matches("\"code\":\"0000\"").count(), 1, "{out}");
}

#[test]
fn unknown_strategy_is_named_with_the_list() {
    let (_, err, ok) = run_cli(&["hint", "--strategy", "Octopus"], SUDOKU);
    assert!(!ok);
    assert!(err.contains("-:1: no Sudoku strategy 'Octopus'; the strategies are: Full House (0000), Naked Single (0003)"), "{err}");
}

#[test]
fn grade_line_has_level_score_and_steps() {
    // A 17-clue puzzle: the score is the sum of the table's scores of the
    // steps, and the level at least the one the score reaches.
    let easy = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
    let (out, err, ok) = run_cli(&["grade"], easy);
    assert!(ok, "{err}");
    let line = out.trim_end();
    let (head, steps) = line.split_once(" steps: ").expect(line);
    let (mut score, mut hardest) = (0, Level::Easy);
    for part in steps.split(", ") {
        let (name, n) = part.rsplit_once(" x").expect(part);
        let n: u32 = n.parse().unwrap();
        let strategy = Strategy::parse(name).unwrap_or_else(|| panic!("{name}"));
        score += n * strategy.score();
        hardest = hardest.max(strategy.level());
    }
    let level = Level::of(hardest, score);
    let expected = format!(
        "{} {}  score {score}  line 1  ",
        level.number(),
        level.name()
    );
    assert!(head.starts_with(&expected), "{line}");
}
