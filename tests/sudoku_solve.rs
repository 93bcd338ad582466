//! The exact Sudoku solver and the Sudoku rules against real puzzles:
//! magictour's top1465 and Gordon Royle's 17-clue list from the shared data
//! (`../shared/data/sudoku/`), plus hand-made boards.
//!
//! The shared data lives outside the repository: when it is absent the
//! tests on whole files print a note and check only the puzzles written
//! here (the first lines of top1465).

use straights::board::{Board, Cell, Variant, CELLS};
use straights::sudoku::rules::{self, Conflict, House};
use straights::sudoku::solve::{count_solutions, solve, solve_position, Solution};

/// The first five puzzles of top1465, for when the shared data is absent.
const TOP1465_HEAD: [&str; 5] = [
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
    "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
    "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....",
    "5..7..6....38...........2..62.4............917............35.8.4.....1......9....",
];

/// The puzzles of a shared data file, `None` (with a note) if it is absent.
fn shared(name: &str) -> Option<Vec<String>> {
    let path = format!(
        "{}/../shared/data/sudoku/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(
            text.lines()
                .map(str::trim)
                .filter(|l| l.len() >= CELLS && !l.starts_with('#'))
                .map(|l| l[..CELLS].to_string())
                .collect(),
        ),
        Err(e) => {
            eprintln!("note: {path} not read ({e}); skipping that file");
            None
        }
    }
}

/// The top1465 puzzles (or the ones written here).
fn top1465() -> Vec<String> {
    shared("top1465.txt").unwrap_or_else(|| TOP1465_HEAD.iter().map(|s| s.to_string()).collect())
}

/// A Sudoku board of givens from 81 characters ('.' or '0' empty).
fn board(puzzle: &str) -> Board {
    let mut b = Board::new(Variant::Sudoku);
    for (cell, ch) in b.cells.iter_mut().zip(puzzle.bytes()) {
        if (b'1'..=b'9').contains(&ch) {
            *cell = Cell::given(ch - b'0');
        }
    }
    b
}

/// Panics unless `sol` is a full valid grid that keeps the board's digits.
fn assert_solves(name: &str, board: &Board, sol: &[u8; CELLS]) {
    let mut filled = Board::new(Variant::Sudoku);
    for (i, c) in board.cells.iter().enumerate() {
        if c.value != 0 {
            assert_eq!(sol[i], c.value, "{name}: digit of cell {i} changed");
        }
        filled.cells[i] = Cell::placed(sol[i]);
    }
    let conflicts = rules::conflicts(&filled);
    assert!(conflicts.is_empty(), "{name}: {conflicts:?}");
    assert!(rules::is_solved(&filled), "{name}: not solved");
}

/// The unique solution of a puzzle, checked.
fn unique_solution(name: &str, b: &Board) -> [u8; CELLS] {
    match solve(b) {
        Solution::Unique(sol) => {
            assert_solves(name, b, &sol);
            sol
        }
        other => panic!("{name}: expected one solution, got {other:?}"),
    }
}

#[test]
fn every_top1465_puzzle_has_one_valid_solution() {
    let puzzles = top1465();
    assert!(puzzles.len() == 1465 || puzzles.len() == TOP1465_HEAD.len());
    for (n, p) in puzzles.iter().enumerate() {
        let b = board(p);
        unique_solution(&format!("top1465 line {}", n + 1), &b);
        assert_eq!(count_solutions(&b, 5), 1, "top1465 line {}", n + 1);
    }
}

#[test]
fn a_sample_of_17_clue_puzzles_is_unique() {
    let Some(puzzles) = shared("17-clue.txt") else {
        return;
    };
    assert!(puzzles.len() > 49_000);
    for (n, p) in puzzles.iter().take(2000).enumerate() {
        let b = board(p);
        assert_eq!(b.cells.iter().filter(|c| c.given).count(), 17);
        unique_solution(&format!("17-clue line {}", n + 1), &b);
    }
}

#[test]
fn a_grid_with_one_cell_removed_is_unique() {
    let sol = unique_solution("top1465 line 1", &board(TOP1465_HEAD[0]));
    for hole in 0..CELLS {
        let mut b = Board::new(Variant::Sudoku);
        for (i, c) in b.cells.iter_mut().enumerate() {
            if i != hole {
                *c = Cell::given(sol[i]);
            }
        }
        assert_eq!(solve(&b), Solution::Unique(sol), "hole {hole}");
    }
}

#[test]
fn an_empty_board_has_two_different_valid_solutions() {
    let b = Board::new(Variant::Sudoku);
    let Solution::Multiple(first, second) = solve(&b) else {
        panic!("expected several solutions");
    };
    assert_ne!(first, second);
    assert_solves("first", &b, &first);
    assert_solves("second", &b, &second);
    assert_eq!(count_solutions(&b, 1000), 1000);
    assert_eq!(count_solutions(&b, 0), 0);
}

#[test]
fn clashing_givens_have_no_solution() {
    // A second 4 in row 1 of a unique puzzle (r1c1 holds 4).
    let mut b = board(TOP1465_HEAD[0]);
    b.cells[8] = Cell::given(4);
    assert_eq!(solve(&b), Solution::None);
    assert_eq!(count_solutions(&b, 2), 0);
    // A second 4 in box 1, in neither its row nor its column.
    let mut b = board(TOP1465_HEAD[0]);
    b.cells[20] = Cell::given(4);
    assert_eq!(solve(&b), Solution::None);
    // No clash, but r1c9 has no digit left: r1c1..r1c8 hold 1..8 and r2c9 holds 9.
    let mut b = Board::new(Variant::Sudoku);
    for d in 1..=8 {
        b.cells[d as usize - 1] = Cell::given(d);
    }
    b.cells[17] = Cell::given(9);
    assert_eq!(solve(&b), Solution::None);
}

/// Four cells of `sol` in two rows, two columns and two boxes holding
/// `a b / b a`: swapping them gives another valid grid.
fn unique_rectangle(sol: &[u8; CELLS]) -> Option<[usize; 4]> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let same_band = r1 / 3 == r2 / 3;
                    let same_stack = c1 / 3 == c2 / 3;
                    let cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    if same_band != same_stack
                        && sol[cells[0]] == sol[cells[3]]
                        && sol[cells[1]] == sol[cells[2]]
                    {
                        return Some(cells);
                    }
                }
            }
        }
    }
    None
}

#[test]
fn solve_position_counts_placed_digits() {
    // A full grid but a swappable rectangle: two solutions, until a placed
    // digit picks one.
    let (sol, rect) = top1465()
        .iter()
        .find_map(|p| {
            let sol = solve(&board(p)).first().copied()?;
            Some((sol, unique_rectangle(&sol)?))
        })
        .expect("a grid with a unique rectangle");
    let mut b = Board::new(Variant::Sudoku);
    for (i, c) in b.cells.iter_mut().enumerate() {
        if !rect.contains(&i) {
            *c = Cell::given(sol[i]);
        }
    }
    assert!(matches!(solve(&b), Solution::Multiple(..)));
    assert!(matches!(solve_position(&b), Solution::Multiple(..)));
    b.cells[rect[0]] = Cell::placed(sol[rect[0]]);
    assert_eq!(solve_position(&b), Solution::Unique(sol));
    assert!(
        matches!(solve(&b), Solution::Multiple(..)),
        "placed digits are no givens"
    );
    // The other digit picks the other grid.
    b.cells[rect[0]] = Cell::placed(sol[rect[1]]);
    let mut swapped = sol;
    for (&i, &j) in rect.iter().zip(&[rect[1], rect[0], rect[3], rect[2]]) {
        swapped[i] = sol[j];
    }
    assert_eq!(solve_position(&b), Solution::Unique(swapped));

    // On a real puzzle: right placed digits keep the solution, a wrong one kills it.
    let mut b = board(TOP1465_HEAD[0]);
    let sol = unique_solution("top1465 line 1", &b);
    let open: Vec<usize> = (0..CELLS).filter(|&i| !b.cells[i].given).collect();
    for &i in &open[..10] {
        b.cells[i] = Cell::placed(sol[i]);
    }
    assert_eq!(solve_position(&b), Solution::Unique(sol));
    let naive = straights::engine::naive_candidates(&b);
    let (cell, wrong) = open[10..]
        .iter()
        .find_map(|&i| {
            let other = naive[i] & !(1 << (sol[i] - 1));
            (other != 0).then(|| (i, other.trailing_zeros() as u8 + 1))
        })
        .expect("an open cell with a second candidate");
    b.cells[cell] = Cell::placed(wrong);
    assert_eq!(solve_position(&b), Solution::None);
    assert_eq!(solve(&b), Solution::Unique(sol));
}

#[test]
fn conflicts_name_the_cells_and_the_house() {
    let mut b = Board::new(Variant::Sudoku);
    b.cells[0] = Cell::given(5); // r1c1
    b.cells[4] = Cell::placed(5); // r1c5: row 1
    b.cells[11] = Cell::placed(5); // r2c3: box 1
    b.cells[16] = Cell::given(8); // r2c8
    b.cells[70] = Cell::placed(8); // r8c8: column 8
    b.cells[40] = Cell::given(1); // r5c5, alone
    let found = rules::conflicts(&b);
    assert_eq!(
        found,
        vec![
            Conflict {
                digit: 5,
                cells: [0, 4],
                house: House::Row(0)
            },
            Conflict {
                digit: 5,
                cells: [0, 11],
                house: House::Box(0)
            },
            Conflict {
                digit: 8,
                cells: [16, 70],
                house: House::Column(7)
            },
        ]
    );
    let texts: Vec<String> = found.iter().map(Conflict::describe).collect();
    assert_eq!(
        texts,
        [
            "5 appears twice in a row: r1c1 and r1c5",
            "5 appears twice in box 1: r1c1 and r2c3",
            "8 appears twice in a column: r2c8 and r8c8",
        ]
    );
    assert_eq!(found[1].cells(), vec![0, 11]);
    assert!(!rules::is_solved(&b));
}

#[test]
fn solved_and_wrong_cells_of_a_real_puzzle() {
    let mut b = board(TOP1465_HEAD[1]);
    let sol = unique_solution("top1465 line 2", &b);
    assert!(rules::conflicts(&b).is_empty());
    assert!(rules::is_correct(&b, &sol));
    let open = (0..CELLS).find(|&i| !b.cells[i].given).unwrap();
    b.cells[open] = Cell::placed(sol[open] % 9 + 1);
    assert_eq!(rules::wrong_cells(&b, &sol), vec![open]);
    for (c, &d) in b.cells.iter_mut().zip(&sol) {
        if !c.given {
            *c = Cell::placed(d);
        }
    }
    assert!(rules::is_solved(&b));
    assert!(rules::wrong_cells(&b, &sol).is_empty());
}
