//! `straights solve`, `hint` and `grade`: the Str8ts engines on boards from any format.

use crate::input::{for_each_board, Chunk, Input};
use std::process::ExitCode;
use straights::board::{cell_name, Board, Cell, Variant};
use straights::check::{check_puzzle, PuzzleCheck};
use straights::codec::{self, Decoded, Format, Style, Values};
use straights::str8ts::logic::{self, Hint};
use straights::str8ts::solve::{self, Solution};

/// Fails for boards the engines do not handle yet.
fn str8ts_only(board: &Board) -> Result<(), String> {
    match board.variant {
        Variant::Str8ts => Ok(()),
        Variant::Sudoku => {
            Err("the engines handle Str8ts boards only so far; this is a Sudoku board".to_string())
        }
    }
}

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

/// Writes a solved board in `to` (or the input's own format and style).
fn solved_text(d: &Decoded, solution: &[u8; 81], to: Option<Format>) -> Result<String, String> {
    let format = to.unwrap_or(d.format);
    let style = if format == d.format {
        d.style.clone()
    } else {
        Style::default_for(format)
    };
    let givens_only = format.holds().values == Values::GivensOnly;
    codec::encode_with(&filled(&d.board, solution, givens_only), format, &style)
        .map_err(|e| e.to_string())
}

/// `straights solve`: the solution of each puzzle, or why there is none.
pub fn solve(input: &Input, file: &str, to: Option<Format>) -> ExitCode {
    for_each_board(input, file, None, |_, d| {
        str8ts_only(&d.board)?;
        match solve::solve(&d.board) {
            Solution::Unique(s) => {
                out!("{}", solved_text(&d, &s, to)?);
                Ok(())
            }
            Solution::None => Err("the puzzle has no solution".to_string()),
            Solution::Multiple(a, b) => Err(format!(
                "the puzzle has several solutions, for example\n{}\nand\n{}",
                solved_text(&d, &a, Some(Format::Str8tsText))?,
                solved_text(&d, &b, Some(Format::Str8tsText))?
            )),
        }
    })
}

/// `straights hint`: the next step from each board's current position.
/// A puzzle whose own clues break the rules gets that as its hint, and
/// counts as a failed board (exit 1): no step of the player's can fix it.
pub fn hint(input: &Input, file: &str) -> ExitCode {
    for_each_board(input, file, None, |_, d| {
        str8ts_only(&d.board)?;
        let h = logic::hint(&d.board);
        out!("{}", describe_hint(&h));
        match h {
            Hint::BrokenClues { .. } => Err("the puzzle's clues break the rules".to_string()),
            _ => Ok(()),
        }
    })
}

/// The hint's sentence, with what it changes on the board.
fn describe_hint(h: &Hint) -> String {
    match h {
        Hint::Step(step) => {
            let mut out = format!("{}: {}", step.strategy.name(), step.explain());
            for (i, d) in &step.placements {
                out.push_str(&format!("\n  place {d} in {}", cell_name(*i)));
            }
            for (i, d) in &step.eliminations {
                out.push_str(&format!("\n  remove {d} from {}", cell_name(*i)));
            }
            out
        }
        // The same sentence as `check_puzzle` gives, so that every front end says it alike.
        Hint::BrokenClues { cells, text } => PuzzleCheck::Conflict {
            cells: cells.clone(),
            text: text.clone(),
        }
        .text(),
        other => other.explain(),
    }
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
        str8ts_only(&d.board)?;
        proper_puzzle(&d.board)?;
        // Known unique: the same grading as `logic::grade`, without counting again.
        let g = logic::grade_with(&d.board, true);
        let head = match g.grade {
            Some(grade) => format!("{} {}", grade.number(), grade.name()),
            None => "0 Unfinished".to_string(),
        };
        let name = d
            .style
            .label
            .clone()
            .unwrap_or_else(|| format!("line {}", chunk.line));
        let steps: Vec<String> = g
            .steps()
            .iter()
            .map(|(s, n)| format!("{} x{n}", s.name()))
            .collect();
        out!(
            "{head}  {name}  {} steps: {}",
            g.total_steps(),
            steps.join(", ")
        );
        Ok(())
    })
}
