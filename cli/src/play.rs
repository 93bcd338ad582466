//! `straights solve`, `hint` and `grade`: the engines of the board's puzzle
//! kind (through the engine table) on boards from any format.

use crate::convert::check_one_line;
use crate::input::{for_each_board, Chunk, Input};
use std::process::ExitCode;
use straights::board::{Board, Cell, Pos};
use straights::check::{check_puzzle, PuzzleCheck};
use straights::codec::{self, Decoded, Format, Style, Values};
use straights::engine::engine;
use straights::outcome::{HintView, Solution};

/// The board with every white cell filled from `solution`: givens stay
/// givens, the rest become placed digits (or givens, for a format that holds
/// givens only, so that the solution is not lost).
pub fn filled(board: &Board, solution: &[u8; 81], givens_only: bool) -> Board {
    let mut out = board.clone();
    for (c, &d) in out.cells.iter_mut().zip(solution) {
        if !c.black && !c.given {
            *c = if givens_only {
                Cell::given(d)
            } else {
                Cell::placed(d)
            };
        }
    }
    out.clear_candidates();
    out.solution = Some(*solution);
    out
}

/// Writes a solved board in `to` (or the input's own format and style),
/// on one line when asked and the format can.
fn solved_text(
    d: &Decoded,
    solution: &[u8; 81],
    to: Option<Format>,
    one_line: bool,
) -> Result<String, String> {
    let format = to.unwrap_or(d.format);
    check_one_line(format, one_line)?;
    let mut style = if format == d.format {
        d.style.clone()
    } else {
        Style::default_for(format)
    };
    style.one_line |= one_line;
    let givens_only = format.holds().values == Values::GivensOnly;
    codec::encode_with(&filled(&d.board, solution, givens_only), format, &style)
        .map_err(|e| e.to_string())
}

/// `straights solve`: the solution of each puzzle, or why there is none.
pub fn solve(input: &Input, file: &str, to: Option<Format>, one_line: bool) -> ExitCode {
    for_each_board(input, file, None, |_, d| {
        match (engine(d.board.variant).rules.solve)(&d.board) {
            Solution::Unique(s) => {
                out!("{}", solved_text(&d, &s, to, one_line)?);
                Ok(())
            }
            Solution::None => Err("the puzzle has no solution".to_string()),
            Solution::Multiple(a, b) => Err(format!(
                "the puzzle has several solutions, for example\n{}\nand\n{}",
                solved_text(&d, &a, Some(grid_format(&d.board)), false)?,
                solved_text(&d, &b, Some(grid_format(&d.board)), false)?
            )),
        }
    })
}

/// What `straights hint` is asked for.
pub struct HintQuery {
    /// One strategy only (name or code).
    pub strategy: Option<String>,
    /// Every step, not just the first.
    pub all: bool,
    /// JSON output, one value per board.
    pub json: bool,
}

/// `straights hint`: the next step from each board's current position.
/// A puzzle whose own clues break the rules gets that as its hint, and
/// counts as a failed board (exit 1): no step of the player's can fix it.
pub fn hint(input: &Input, file: &str, query: &HintQuery) -> ExitCode {
    for_each_board(input, file, None, |_, d| {
        let row = engine(d.board.variant);
        if query.strategy.is_some() || query.all {
            let steps = row.try_steps(&d.board, query.strategy.as_deref(), query.all)?;
            print_steps(&d.board, &steps, query);
            return Ok(());
        }
        let h = row.try_hint(&d.board)?;
        if query.json {
            out!("{}", hint_json(&h));
        } else {
            out!("{}", describe_hint(&d.board, &h));
        }
        match h.kind {
            "broken-clues" => Err("the puzzle's clues break the rules".to_string()),
            _ => Ok(()),
        }
    })
}

/// Prints the steps of a strategy query: JSON (an array with --all, else
/// one step or null) or one described step per paragraph ("no step" when none).
fn print_steps(board: &Board, steps: &[HintView], query: &HintQuery) {
    if query.json {
        let values: Vec<serde_json::Value> = steps.iter().map(step_json).collect();
        let value = match (query.all, values.into_iter().next()) {
            (true, _) => serde_json::Value::Array(steps.iter().map(step_json).collect()),
            (false, Some(v)) => v,
            (false, None) => serde_json::Value::Null,
        };
        out!("{value}");
    } else if steps.is_empty() {
        out!("no step");
    } else {
        for s in steps {
            out!("{}", describe_hint(board, s));
        }
    }
}

/// A hint as JSON: a step object, null when solved or stuck, the last
/// resort as `{"kind": "reveal", "text", "cells", "placements"}`, else
/// `{"kind", "text", "cells"}` (a mistake or broken clues).
fn hint_json(h: &HintView) -> serde_json::Value {
    match h.kind {
        "step" => step_json(h),
        "solved" | "stuck" => serde_json::Value::Null,
        "reveal" => serde_json::json!({
            "kind": "reveal",
            "text": h.text,
            "cells": h.cells.iter().map(|p| p.name()).collect::<Vec<_>>(),
            "placements": h.placements.iter().map(|&(p, d)| drc(p, d)).collect::<Vec<_>>(),
        }),
        kind => serde_json::json!({
            "kind": kind,
            "text": h.text,
            "cells": h.cells.iter().map(|p| p.name()).collect::<Vec<_>>(),
        }),
    }
}

/// A step as the JSON of `hint --json`; `drc` triples as HoDoKu writes them.
fn step_json(h: &HintView) -> serde_json::Value {
    let drc =
        |list: &[(Pos, u8)]| -> Vec<String> { list.iter().map(|&(p, d)| drc(p, d)).collect() };
    serde_json::json!({
        "strategy": h.strategy,
        "code": h.code,
        "digits": h.digits,
        "cells": h.cells.iter().map(|p| p.name()).collect::<Vec<_>>(),
        "eliminations": drc(&h.eliminations),
        "placements": drc(&h.placements),
        "text": h.text,
        // The pattern in solvers' notation (chains, almost locked sets); null when the text says it all.
        "notation": h.notation,
        // What to draw, as the library's Figure serializes it (cells 0..80).
        "figure": h.figure,
    })
}

/// A candidate as HoDoKu writes it: digit, row, column (`512` for 5 in r1c2).
fn drc(p: Pos, d: u8) -> String {
    format!("{d}{}{}", p.row().index() + 1, p.col().index() + 1)
}

/// The hint's sentence, with what it changes on the board.
fn describe_hint(board: &Board, h: &HintView) -> String {
    match (h.kind, h.strategy) {
        ("step", Some(strategy)) => {
            // Sudoku sentences start with the technique's name already.
            let mut out = if h.text.starts_with(strategy) {
                h.text.clone()
            } else {
                format!("{strategy}: {}", h.text)
            };
            if let Some(notation) = &h.notation {
                out.push_str(&format!("\n  notation: {notation}"));
            }
            for (i, d) in &h.placements {
                out.push_str(&format!("\n  place {d} in {i}"));
            }
            for (i, d) in &h.eliminations {
                out.push_str(&format!("\n  remove {d} from {i}"));
            }
            out
        }
        // The same sentence as `check_puzzle` gives, so that every front end says it alike.
        ("broken-clues", _) => check_puzzle(board).text(),
        _ => h.text.clone(),
    }
}

/// The grid format of a board's kind, for showing two solutions.
fn grid_format(board: &Board) -> Format {
    engine(board.variant).facts.grid_format
}

/// Fails with the checker's sentence unless the puzzle has exactly one solution.
fn proper_puzzle(board: &Board) -> Result<(), String> {
    match check_puzzle(board) {
        PuzzleCheck::Unique => Ok(()),
        problem => Err(problem.text()),
    }
}

/// `straights grade`: one line per puzzle, starting with the grade number
/// and name. A puzzle that is not proper (clashing clues, no solution or
/// several) is a failed board whose error says which: a grade would mislead.
pub fn grade(input: &Input, file: &str) -> ExitCode {
    for_each_board(input, file, None, |chunk: &Chunk<'_>, d| {
        let grade = engine(d.board.variant).grader()?;
        proper_puzzle(&d.board)?;
        // Known unique: the same grading as the engine's, without counting again.
        let g = grade(&d.board, true);
        let head = match g.score {
            Some(score) => format!("{} {}  score {score}", g.grade, g.name),
            None => format!("{} {}", g.grade, g.name),
        };
        let name = d
            .style
            .label
            .clone()
            .unwrap_or_else(|| format!("line {}", chunk.line));
        let steps: Vec<String> = g.steps.iter().map(|(s, n)| format!("{s} x{n}")).collect();
        let total: usize = g.steps.iter().map(|(_, n)| n).sum();
        out!("{head}  {name}  {total} steps: {}", steps.join(", "));
        Ok(())
    })
}
