//! `straights check`: the setter's verdict on each puzzle, one line per
//! board (see [`straights::check::verdict`]): broken, none, many (where two
//! solutions differ) or unique with its grade and whether it is minimal.

use crate::input::{each_board, Input};
use std::process::ExitCode;
use straights::board::cell_name;
use straights::check::Verdict;
use straights::engine::engine;

/// `straights check`: prints each board's verdict (a line, or a JSON object
/// with `json`). Exit code 0 when every board is unique, 1 when some board
/// is not, 2 when some board could not be read (each reported on stderr
/// with its line).
pub fn check(input: &Input, file: &str, json: bool) -> ExitCode {
    let mut all_unique = true;
    let unreadable = each_board(input, file, |_, d| {
        let v = engine(d.board.variant).try_verdict(&d.board)?;
        all_unique &= matches!(v, Verdict::Unique(_));
        if json {
            out!("{}", verdict_json(&v));
        } else {
            out!("{}", verdict_line(&v));
        }
        Ok(())
    });
    match (unreadable, all_unique) {
        (0, true) => ExitCode::SUCCESS,
        (0, false) => ExitCode::FAILURE,
        _ => ExitCode::from(2),
    }
}

/// Cell names separated by spaces: "r1c2 r5c5".
fn names(cells: &[usize]) -> String {
    let names: Vec<String> = cells.iter().map(|&i| cell_name(i)).collect();
    names.join(" ")
}

/// The verdict as one line: `unique 3 Moderate minimal`, `unique 3
/// Moderate not minimal: r1c2 r5c5 could go`, `many: differ at r1c2 r1c5`,
/// `none`, `broken: 5 appears twice in a row: r3c1 and r3c7`.
pub fn verdict_line(v: &Verdict) -> String {
    match v {
        Verdict::Broken { text, .. } => format!("broken: {text}"),
        Verdict::None => "none".to_string(),
        Verdict::Many { differ, .. } => format!("many: differ at {}", names(differ)),
        Verdict::Unique(u) if u.removable.is_empty() => {
            format!("unique {} {} minimal", u.grade, u.grade_name)
        }
        Verdict::Unique(u) => format!(
            "unique {} {} not minimal: {} could go",
            u.grade,
            u.grade_name,
            names(&u.removable)
        ),
    }
}

/// The verdict as a JSON object: `status`, `cells` (names: the clashing
/// clues, the cells where two solutions differ, or the clues that could
/// go), `grade`, `gradeName` and `minimal` (null unless unique),
/// `strategies` and `removable` (names; empty unless unique) and `text`.
pub fn verdict_json(v: &Verdict) -> serde_json::Value {
    let unique = match v {
        Verdict::Unique(u) => Some(u),
        _ => None,
    };
    let cell_names = |cells: &[usize]| cells.iter().map(|&i| cell_name(i)).collect::<Vec<_>>();
    serde_json::json!({
        "status": v.status(),
        "cells": cell_names(v.cells()),
        "grade": unique.map(|u| u.grade),
        "gradeName": unique.map(|u| u.grade_name),
        "strategies": unique.map(|u| u.strategies.clone()).unwrap_or_default(),
        "minimal": v.minimal(),
        "removable": unique.map(|u| cell_names(&u.removable)).unwrap_or_default(),
        "text": v.text(),
    })
}
