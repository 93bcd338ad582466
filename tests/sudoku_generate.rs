//! The Sudoku generator: every puzzle unique, of exactly the requested
//! HoDoKu level, symmetric, minimal when asked, and the same for the same
//! seed (natively and in wasm: the golden file).
//!
//! The default run (release, from `build.sh test`) checks 50 puzzles per
//! level over every symmetry, minimal and not. The `#[ignore]`d run checks
//! 1,000 per level:
//!
//! ```text
//! cargo test --release --test sudoku_generate -- --ignored --nocapture
//! ```

use straights::board::{Board, Cell, CELLS};
use straights::codec::{self, Format};
use straights::sudoku::generate::{generate, Options};
use straights::sudoku::logic::{grade, Level};
use straights::sudoku::solve::count_solutions;
use straights::symmetry::Symmetry;
use straights::Variant;

/// Golden puzzles (`level symmetry minimal seed sudoku81` per line): the
/// wasm tests (`wasm/tests/wasm_common`) expect the same strings.
const GOLDEN: &str = include_str!("data/sudoku-generate-golden.txt");

/// The options of a golden line and its puzzle.
fn golden() -> Vec<(Options, String)> {
    GOLDEN
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let options = Options {
                level: Level::from_number(f[0].parse().unwrap()),
                symmetry: Symmetry::from_name(f[1]).unwrap(),
                minimal: f[2] == "true",
                seed: f[3].parse().unwrap(),
            };
            (options, f[4].to_string())
        })
        .collect()
}

/// The clue pattern of a board, a flag per cell.
fn pattern(board: &Board) -> [bool; CELLS] {
    std::array::from_fn(|i| board.cells[i].value != 0)
}

/// Every property a generated puzzle must have.
fn check(board: &Board, o: &Options) {
    let name = format!(
        "{} {} minimal {} seed {}",
        o.level.map_or("any", Level::name),
        o.symmetry,
        o.minimal,
        o.seed
    );
    assert_eq!(board.variant, Variant::Sudoku, "{name}");
    assert!(
        board.cells.iter().all(|c| c.value == 0 || c.given),
        "{name}"
    );
    assert_eq!(count_solutions(board, 2), 1, "{name}: not unique");
    let solution = board.solution.expect("the solution comes along");
    assert!(
        (0..CELLS).all(|i| board.cells[i].value == 0 || board.cells[i].value == solution[i]),
        "{name}: a clue disagrees with the solution"
    );
    let graded = grade(board, false);
    match o.level {
        Some(level) => assert_eq!(graded.level, Some(level), "{name}: wrong level"),
        None => assert!(graded.finished, "{name}: logic cannot finish"),
    }
    assert!(o.symmetry.holds(&pattern(board)), "{name}: not symmetric");
    if o.minimal {
        assert_minimal(board, o.symmetry, &name);
    }
}

/// No orbit of the symmetry (no clue without symmetry) can go.
fn assert_minimal(board: &Board, symmetry: Symmetry, name: &str) {
    for orbit in symmetry.orbits() {
        if board.cells[orbit.cells()[0]].value == 0 {
            continue;
        }
        let mut fewer = board.clone();
        for &i in orbit.cells() {
            fewer.cells[i] = Cell::EMPTY;
        }
        assert_eq!(
            count_solutions(&fewer, 2),
            2,
            "{name}: the clues {:?} are not needed",
            orbit.cells()
        );
    }
}

#[test]
fn golden_puzzles() {
    for (options, expected) in golden() {
        let board = generate(&options).unwrap();
        assert_eq!(codec::encode(&board, Format::Sudoku81).unwrap(), expected);
        check(&board, &options);
    }
}

#[test]
fn random_minimal_puzzles_of_any_level_need_every_clue() {
    for seed in 0..20 {
        let o = Options {
            level: None,
            symmetry: Symmetry::ALL[seed as usize % Symmetry::ALL.len()],
            minimal: true,
            seed,
        };
        check(&generate(&o).unwrap(), &o);
    }
}

#[test]
fn same_seed_same_puzzle_other_seed_other_puzzle() {
    let o = Options::new(Level::Hard, 5);
    assert_eq!(generate(&o).unwrap(), generate(&o).unwrap());
    let other = Options { seed: 6, ..o };
    assert_ne!(generate(&o).unwrap(), generate(&other).unwrap());
    let minimal = Options { minimal: true, ..o };
    assert_ne!(generate(&o).unwrap(), generate(&minimal).unwrap());
}

/// Generates `per_level` puzzles of every level (seeds from `first`, the
/// symmetries in turn, every third minimal) and checks each; returns the
/// clue counts per level.
fn run(per_level: u64, first: u64) -> Vec<Vec<usize>> {
    Level::ALL
        .into_iter()
        .map(|level| {
            (first..first + per_level)
                .map(|seed| {
                    let o = Options {
                        level: Some(level),
                        symmetry: Symmetry::ALL[seed as usize % Symmetry::ALL.len()],
                        minimal: seed % 3 == 0,
                        seed,
                    };
                    let board = generate(&o).unwrap();
                    check(&board, &o);
                    pattern(&board).iter().filter(|&&c| c).count()
                })
                .collect()
        })
        .collect()
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn fifty_puzzles_per_level_are_unique_exact_symmetric_and_minimal_when_asked() {
    let clues = run(50, 0);
    assert!(clues.iter().all(|c| c.len() == 50));
}

#[test]
#[ignore]
fn thousand_puzzles_per_level() {
    let clues = run(1000, 1000);
    for (level, c) in Level::ALL.into_iter().zip(&clues) {
        let mean = c.iter().sum::<usize>() as f64 / c.len() as f64;
        println!(
            "{level}: {} puzzles, clues {}-{}, mean {mean:.1}",
            c.len(),
            c.iter().min().unwrap(),
            c.iter().max().unwrap()
        );
    }
}
