//! The exact Str8ts solver against real puzzles: the 505 str8ts.com puzzles
//! (all unique but `klaus280e`, which has several solutions) and the daandtu
//! samples with their known solutions.

use straights::board::{Board, Cell, CELLS};
use straights::codec;
use straights::str8ts::geometry::Geometry;
use straights::str8ts::rules::{self, conflicts, is_solved};
use straights::str8ts::solve::{
    count_solutions, puzzle_clues, solve, solve_position, Solution, Solver,
};

fn str8ts_com() -> Vec<(String, Board)> {
    include_str!("data/str8ts-com-505.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let name = l.split(':').next().unwrap_or_default().to_string();
            let board = codec::decode(l).expect("real puzzle").board;
            (name, board)
        })
        .collect()
}

fn daandtu() -> Vec<Board> {
    let samples: serde_json::Value =
        serde_json::from_str(include_str!("data/daandtu-samples.json")).expect("samples");
    samples
        .as_array()
        .expect("array")
        .iter()
        .map(|s| {
            codec::decode(s["code"].as_str().expect("code"))
                .expect("decodes")
                .board
        })
        .collect()
}

/// Panics unless `sol` fills every white cell of `board`, keeps its givens
/// and black cells, and breaks no rule.
fn assert_solves(name: &str, board: &Board, sol: &[u8; CELLS]) {
    let mut filled = board.clone();
    filled.clear_candidates();
    for (i, c) in board.cells.iter().enumerate() {
        if c.black {
            assert_eq!(sol[i], 0, "{name}: digit on black cell {i}");
            continue;
        }
        assert!((1..=9).contains(&sol[i]), "{name}: cell {i} empty");
        if c.given {
            assert_eq!(sol[i], c.value, "{name}: given {i} changed");
        } else {
            filled.cells[i] = Cell::placed(sol[i]);
        }
    }
    let conflicts = rules::conflicts(&filled);
    assert!(conflicts.is_empty(), "{name}: {conflicts:?}");
    assert!(rules::is_solved(&filled), "{name}: not solved");
}

#[test]
fn the_505_puzzles_are_unique_but_one() {
    let puzzles = str8ts_com();
    assert_eq!(puzzles.len(), 505);
    for (name, board) in &puzzles {
        match solve(board) {
            Solution::Unique(sol) => {
                assert_ne!(name, "klaus280e", "klaus280e has several solutions");
                assert_solves(name, board, &sol);
                assert_eq!(count_solutions(board, 2), 1, "{name}");
            }
            Solution::Multiple(a, b) => {
                assert_eq!(name, "klaus280e", "{name} should be unique");
                assert_ne!(a, b);
                assert_solves(name, board, &a);
                assert_solves(name, board, &b);
                assert_eq!(count_solutions(board, 2), 2);
                assert_eq!(count_solutions(board, 1), 1);
            }
            Solution::None => panic!("{name} has no solution"),
        }
    }
}

#[test]
fn daandtu_samples_solve_to_their_known_solution() {
    let boards = daandtu();
    assert_eq!(boards.len(), 3);
    for (n, board) in boards.iter().enumerate() {
        let known = board.solution.expect("daandtu codes carry the solution");
        assert_eq!(solve(board), Solution::Unique(known), "sample {n}");
        assert_solves(&format!("sample {n}"), board, &known);
    }
}

#[test]
fn a_wrong_placed_digit_makes_the_position_unsolvable() {
    let board = daandtu().remove(0);
    let known = board.solution.expect("solution");
    let open = (0..CELLS)
        .filter(|&i| board.cells[i].is_open())
        .collect::<Vec<_>>();
    // Right digits keep the position solvable, to the same solution.
    let mut right = board.clone();
    for &i in open.iter().take(5) {
        right.cells[i] = Cell::placed(known[i]);
    }
    assert_eq!(solve_position(&right), Solution::Unique(known));
    // One wrong digit (any other digit) anywhere makes it unsolvable.
    for &i in &open {
        let mut wrong = board.clone();
        wrong.cells[i] = Cell::placed(known[i] % 9 + 1);
        assert_eq!(solve_position(&wrong), Solution::None, "cell {i}");
        // The puzzle itself ignores placed digits.
        assert_eq!(solve(&wrong), Solution::Unique(known));
    }
}

#[test]
fn candidates_on_the_board_are_ignored() {
    let (_, mut board) = str8ts_com().remove(0);
    let before = solve(&board);
    straights::engine::fill_naive_candidates(&mut board);
    for c in board.cells.iter_mut().filter(|c| c.is_open()) {
        c.candidates = 1;
    }
    assert_eq!(solve(&board), before);
}

#[test]
fn one_solver_serves_many_clue_sets() {
    // Removing givens one by one from a unique puzzle: the count never drops.
    let (_, board) = str8ts_com().remove(0);
    let solver = Solver::for_board(&board);
    let mut clues = puzzle_clues(&board);
    assert_eq!(solver.count(&clues, 2), 1);
    let givens: Vec<usize> = (0..CELLS)
        .filter(|&i| !board.cells[i].black && clues[i] != 0)
        .collect();
    let mut last = 1;
    for &i in &givens {
        clues[i] = 0;
        let n = solver.count(&clues, 3);
        assert!(n >= last);
        last = n;
    }
    assert_eq!(last, 3);
}

/// A str8ts.com board with a placed digit and candidates (moved from
/// `str8ts::rules`' unit tests: those do not read the codec, which builds on
/// the rules).
const SEED_243: &str = "0vo03c0vc0js0vk0us0vg0021030ro03c1rc1js1rk1qs1rg0410q010100h0vc0jc0v40uc0v00q00u00uo0020021i81sk0130020q00s00p00q000j0021v41u80740020020ng0m01n00810091mk07k01g0jk0u01010u00m00u000200901g01k0v00u000206007g06807g00503o0070u01v01m01vg0eg07g00803g";

#[test]
fn geometry_of_the_seed_board() {
    let b = codec::decode(SEED_243).unwrap().board;
    let g = Geometry::of(&b);
    // Row 1: r1c1-r1c7 then black r1c8, r1c9.
    assert_eq!(g.cells(0), &[0, 1, 2, 3, 4, 5, 6]);
    assert_eq!(g.compartment(0).name(), "r1c1-r1c7");
    assert_eq!(g.across(0), 0);
    assert_eq!(g.across(7), u8::MAX as usize);
    let down = g.compartment(g.down(0));
    assert!(!down.horizontal);
    assert_eq!(down.first, 0);
    // Every white cell is in exactly one compartment each way.
    let white = b.cells.iter().filter(|c| !c.black).count();
    let len = |h: bool| -> usize {
        g.compartments()
            .iter()
            .filter(|c| c.horizontal == h)
            .map(|c| c.len())
            .sum()
    };
    assert_eq!((len(true), len(false)), (white, white));
    assert!(conflicts(&b).is_empty());
    assert!(!is_solved(&b));
}

// Moved from `str8ts::solve`'s unit tests, which do not read the codec.
/// A user's board (several solutions) on which narrowing one
/// compartment of a line used to write back another's stale runs, so
/// that a run without its known digit reached the matching (a panic).
#[test]
fn line_runs_keep_runs_narrowed_meanwhile() {
    let text = "...#....ia.#......i.....#...............#...............#.....g......a.##....#...";
    let b = codec::decode(text).unwrap().board;
    let Solution::Multiple(a, c) = solve(&b) else {
        panic!("expected two solutions");
    };
    assert_ne!(a, c);
    assert_valid(&b, &a);
    assert_valid(&b, &c);
    assert_eq!(count_solutions(&b, 2), 2);
}

/// A solution fills the board's white cells with no rule broken.
fn assert_valid(b: &Board, sol: &[u8; CELLS]) {
    let mut filled = b.clone();
    for i in (0..CELLS).filter(|&i| !b.cells[i].black) {
        assert!(b.cells[i].value == 0 || b.cells[i].value == sol[i]);
        filled.cells[i] = Cell::placed(sol[i]);
    }
    assert!(rules::is_solved(&filled), "{:?}", rules::conflicts(&filled));
}
