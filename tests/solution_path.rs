//! The logical solution path (`Engine::try_path`, the player's *Solution
//! path*): from a puzzle's start and from a position part way, every step
//! in order, each applied in turn reaching the exact solver's solution;
//! the counts and grade agree with the steps; a position with a mistake
//! gives the problem and no steps.

use straights::board::{Board, Variant};
use straights::codec;
use straights::engine::engine;
use straights::outcome::{HintView, Solution};

/// Applies a step's placements and eliminations to a board (its candidates
/// filled from the rules first where it has none, as the solver starts).
fn apply(board: &mut Board, step: &HintView) {
    for &(i, d) in &step.eliminations {
        board.cells[i].candidates &= !(1 << (d - 1));
    }
    for &(i, d) in &step.placements {
        board.cells[i].value = d;
        board.cells[i].candidates = 0;
    }
}

/// Checks the path from `board`'s position: finished, and its steps solve it.
fn check_path(board: &Board) -> usize {
    let row = engine(board.variant);
    let path = row.try_path(board).unwrap();
    assert!(path.problem.is_none());
    assert!(path.finished, "logic finishes");
    let mut b = board.clone();
    straights::engine::fill_naive_candidates(&mut b);
    for step in &path.steps {
        assert_eq!(step.kind, "step");
        for &(i, d) in &step.placements {
            assert!(
                b.cells[i].value == 0 && b.cells[i].candidates & (1 << (d - 1)) != 0,
                "{}",
                step.text
            );
        }
        apply(&mut b, step);
    }
    let Solution::Unique(solution) = (row.rules.solve)(&board.puzzle_only()) else {
        panic!("one solution");
    };
    for (i, (cell, &digit)) in b.cells.iter().zip(&solution).enumerate() {
        if !cell.black {
            assert_eq!(cell.value, digit, "cell {i}");
        }
    }
    let counted: usize = path.counts.iter().map(|(_, n)| n).sum();
    assert_eq!(counted, path.steps.len());
    let grades = row.facts.strategies;
    let hardest = path
        .steps
        .iter()
        .filter_map(|s| grades.iter().find(|g| Some(g.name) == s.strategy))
        .map(|g| g.grade)
        .max()
        .unwrap_or(0);
    assert_eq!(path.grade, hardest);
    path.steps.len()
}

#[test]
fn sudoku_and_str8ts_paths_solve_the_puzzle_from_the_start_and_part_way() {
    let sudoku =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let str8ts = include_str!("data/str8ts-com-505.txt")
        .lines()
        .find(|l| l.starts_with("weekly031:"))
        .unwrap();
    for text in [sudoku, str8ts] {
        let board = codec::decode(text).unwrap().board;
        let n = check_path(&board);
        assert!(n > 20, "{n} steps");
        // Part way: the first third of the steps applied as the player would.
        let path = engine(board.variant).try_path(&board).unwrap();
        let mut b = board.clone();
        straights::engine::fill_naive_candidates(&mut b);
        for step in &path.steps[..n / 3] {
            apply(&mut b, step);
        }
        b.has_candidates = true;
        let rest = check_path(&b);
        assert!(rest < n, "{rest} of {n}");
    }
}

#[test]
fn a_mistake_gives_the_problem_and_no_steps() {
    let text = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let mut board = codec::decode(text).unwrap().board;
    assert_eq!(board.variant, Variant::Sudoku);
    board.cells[1].value = 4; // a 4 beside the given 4
    let path = engine(board.variant).try_path(&board).unwrap();
    assert!(path.steps.is_empty());
    assert!(path.problem.is_some());
}
