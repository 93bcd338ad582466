//! `straights check`: the setter's verdict, one line (or JSON object) per
//! board, and its exit codes: 0 when every board is unique, 1 when some
//! is not, 2 when some board cannot be read.

mod cli_common;
use cli_common::{puzzle, run_cli, run_cli_bytes};
use straights::check::Verdict;
use straights::engine::engine;

/// The first puzzle of top1465 with 17 clues: unique and minimal.
const TOP1: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// The engine's verdict on a board text.
fn verdict(text: &str) -> Verdict {
    let board = straights::codec::decode(text).unwrap().board;
    engine(board.variant).try_verdict(&board).unwrap()
}

/// The names ("r1c2") of `cells`, as the command prints them.
fn cell_names(cells: &[usize]) -> Vec<String> {
    cells
        .iter()
        .map(|&i| straights::board::cell_name(i))
        .collect()
}

/// TOP1 with `cell` set to `digit`.
fn with(cell: usize, digit: char) -> String {
    let mut text = TOP1.to_string();
    text.replace_range(cell..cell + 1, &digit.to_string());
    text
}

#[test]
fn one_line_per_board_in_the_issues_words() {
    let Verdict::Unique(top) = verdict(TOP1) else {
        panic!("TOP1 is unique")
    };
    // One more given from the solution: it could go, the 17 still cannot.
    let extra = with(1, char::from(b'0' + top.solution[1]));
    let open = with(0, '.');
    let clash = format!("{}5.....5..{}", ".".repeat(18), ".".repeat(54));
    let none = format!("12345678.........9{}", ".".repeat(63));
    let input = [TOP1, &extra, &open, &clash, &none].join("\n");
    let (out, err, code) = run_cli_bytes(&["check"], input.as_bytes());
    assert_eq!(code, Some(1), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let head = format!("unique {} {}", top.grade, top.grade_name);
    assert_eq!(lines[0], format!("{head} minimal"));
    let Verdict::Unique(more) = verdict(&extra) else {
        panic!("still unique")
    };
    assert!(more.removable.contains(&1));
    let names = cell_names(&more.removable);
    assert_eq!(
        lines[1],
        format!("{head} not minimal: {} could go", names.join(" "))
    );
    let Verdict::Many { differ, .. } = verdict(&open) else {
        panic!("two solutions")
    };
    let names = cell_names(&differ);
    assert_eq!(lines[2], format!("many: differ at {}", names.join(" ")));
    assert_eq!(lines[3], "broken: 5 appears twice in a row: r3c1 and r3c7");
    assert_eq!(lines[4], "none");
    assert_eq!(lines.len(), 5);
}

#[test]
fn every_board_unique_exits_0_and_str8ts_boards_are_judged() {
    let weekly = puzzle("weekly001");
    let (out, err, ok) = run_cli(&["check"], &format!("{TOP1}\n{weekly}\n"));
    assert!(ok, "{err}");
    let Verdict::Unique(u) = verdict(&weekly) else {
        panic!("weekly001 is unique")
    };
    let second = out.lines().nth(1).unwrap();
    assert!(
        second.starts_with(&format!("unique {} {} ", u.grade, u.grade_name)),
        "{second}"
    );
    assert_eq!(
        second.ends_with(" minimal") && !second.contains("not"),
        u.removable.is_empty()
    );
}

#[test]
fn an_unreadable_board_exits_2_naming_its_line() {
    let (out, err, code) = run_cli_bytes(&["check"], format!("{TOP1}\nnot a board\n").as_bytes());
    assert_eq!(code, Some(2));
    assert!(err.contains("-:2: "), "{err}");
    assert_eq!(out.lines().count(), 1, "the readable board is still judged");
    let (_, err, code) = run_cli_bytes(&["check", "/no/such/file"], b"");
    assert_eq!(code, Some(2));
    assert!(err.contains("cannot read /no/such/file"), "{err}");
}

#[test]
fn json_has_every_field() {
    let open = with(0, '.');
    let (out, err, code) =
        run_cli_bytes(&["check", "--json"], format!("{TOP1}\n{open}\n").as_bytes());
    assert_eq!(code, Some(1), "{err}");
    let values: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let Verdict::Unique(top) = verdict(TOP1) else {
        panic!()
    };
    assert_eq!(
        values[0],
        serde_json::json!({
            "status": "unique", "cells": [], "grade": top.grade, "gradeName": top.grade_name,
            "strategies": top.strategies, "minimal": true, "removable": [],
            "text": verdict(TOP1).text(),
        })
    );
    let many = &values[1];
    assert_eq!(many["status"], "many");
    assert!(many["grade"].is_null() && many["gradeName"].is_null() && many["minimal"].is_null());
    assert_eq!(many["removable"], serde_json::json!([]));
    let Verdict::Many { differ, .. } = verdict(&open) else {
        panic!("two solutions")
    };
    let names = cell_names(&differ);
    assert_eq!(many["cells"], serde_json::json!(names));
    assert_eq!(many["text"], verdict(&open).text());
}
