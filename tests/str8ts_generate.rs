//! The Str8ts generator: every puzzle unique, of exactly the requested
//! grade, realistic, and the same for the same seed.
//!
//! The normal run checks a few seeds of every grade and symmetry, the
//! golden puzzle and the options. Two `#[ignore]`d runs are for release
//! builds:
//!
//! ```text
//! cargo test --release --test str8ts_generate -- --ignored --nocapture
//! ```
//!
//! `thousand_puzzles_are_unique_and_exactly_graded` checks 1,002 puzzles
//! (167 per grade) and prints the realism figures;
//! `generation_times_per_grade` prints the median and p90 time of 200
//! puzzles per grade.

use std::time::{Duration, Instant};
use straights::board::{Board, Cell, CELLS};
use straights::codec::{self, Format};
use straights::str8ts::generate::{
    generate, generate_with_stats, GenerateError, Options, Stats, Symmetry, DEFAULT_BLACK_RANGE,
};
use straights::str8ts::logic::{grade, Grade};
use straights::str8ts::rules;
use straights::str8ts::solve::count_solutions;
use straights::Variant;

/// Golden puzzles (`grade symmetry seed str8ts-com-string` per line): the
/// wasm tests (`wasm/tests/wasm_common`) expect the same strings.
const GOLDEN: &str = include_str!("data/generate-golden.txt");

fn options(grade: Grade, symmetry: Symmetry, seed: u64) -> Options {
    Options {
        grade,
        symmetry,
        seed,
        black_range: None,
    }
}

fn encode(board: &Board) -> String {
    codec::encode(board, Format::Str8tsCom).unwrap()
}

/// Every property a generated puzzle must have.
fn check(board: &Board, o: &Options) {
    let name = format!("{} {} seed {}", o.grade, o.symmetry, o.seed);
    assert_eq!(board.variant, Variant::Str8ts, "{name}");
    assert!(board.check().is_ok(), "{name}");
    assert!(!board.has_candidates && !board.has_placed(), "{name}");
    assert_eq!(count_solutions(board, 2), 1, "{name}: not unique");
    assert_eq!(grade(board).grade, Some(o.grade), "{name}: wrong grade");
    let (lo, hi) = o.black_range.unwrap_or(DEFAULT_BLACK_RANGE);
    let blacks = board.black_count();
    assert!(
        (lo as usize..=hi as usize).contains(&blacks),
        "{name}: {blacks} black"
    );
    let white_givens = board.cells.iter().filter(|c| !c.black && c.given).count();
    assert!(
        (6..=13).contains(&white_givens),
        "{name}: {white_givens} white givens"
    );
    let black_clues = board.cells.iter().filter(|c| c.black && c.given).count();
    assert!(
        (4..=7).contains(&black_clues),
        "{name}: {black_clues} black clues"
    );
    for i in 0..CELLS {
        let image = o.symmetry.image(i);
        assert_eq!(board.cells[i].black, board.cells[image].black, "{name}");
        if !board.cells[i].black && !board.cells[i].given {
            assert!(
                !isolated(board, i),
                "{name}: isolated r{}c{}",
                i / 9 + 1,
                i % 9 + 1
            );
        }
    }
    let solution = board.solution.expect("a solution");
    let mut solved = board.clone();
    for (cell, &digit) in solved.cells.iter_mut().zip(&solution) {
        if !cell.black {
            if cell.given {
                assert_eq!(cell.value, digit, "{name}: the solution drops a given");
            } else {
                *cell = Cell::placed(digit);
            }
        }
    }
    assert!(
        rules::is_solved(&solved),
        "{name}: the solution breaks the rules"
    );
}

/// A white cell with black cells or the border on all four sides.
fn isolated(board: &Board, i: usize) -> bool {
    let (r, c) = (i / 9, i % 9);
    let black = |j: usize| board.cells[j].black;
    (r == 0 || black(i - 9))
        && (r == 8 || black(i + 9))
        && (c == 0 || black(i - 1))
        && (c == 8 || black(i + 1))
}

#[test]
fn golden_puzzles() {
    let mut checked = 0;
    for line in GOLDEN.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(' ').collect();
        let grade = Grade::from_number(f[0].parse().unwrap()).unwrap();
        let symmetry = Symmetry::from_name(f[1]).unwrap();
        let o = options(grade, symmetry, f[2].parse().unwrap());
        let board = generate(&o).unwrap();
        assert_eq!(encode(&board), f[3], "{line}");
        check(&board, &o);
        checked += 1;
    }
    assert_eq!(checked, 5);
}

#[test]
fn every_grade_and_symmetry() {
    // Grade 5 is the slowest to find; one seed of it in debug builds.
    for g in Grade::ALL {
        for symmetry in Symmetry::ALL {
            let seeds = if cfg!(debug_assertions) && g == Grade::Diabolical {
                1
            } else {
                2
            };
            for seed in 0..seeds {
                let o = options(g, symmetry, seed);
                let board = generate(&o).unwrap();
                check(&board, &o);
            }
        }
    }
}

#[test]
fn same_seed_same_puzzle_other_seed_other_puzzle() {
    for g in [Grade::Easy, Grade::Tough] {
        let a = generate(&options(g, Symmetry::Rotate180, 5)).unwrap();
        let b = generate(&options(g, Symmetry::Rotate180, 5)).unwrap();
        assert_eq!(encode(&a), encode(&b));
        assert_eq!(a, b);
        let others: Vec<String> = (6..10)
            .map(|seed| encode(&generate(&options(g, Symmetry::Rotate180, seed)).unwrap()))
            .collect();
        assert!(others.iter().all(|o| *o != encode(&a)));
        let mut unique = others.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), others.len());
    }
}

#[test]
fn black_ranges_are_respected_and_checked() {
    for range in [(13, 13), (20, 24), (8, 10)] {
        let o = Options {
            black_range: Some(range),
            ..options(Grade::Gentle, Symmetry::Rotate180, 3)
        };
        check(&generate(&o).unwrap(), &o);
    }
    let bad = |range| {
        generate(&Options {
            black_range: Some(range),
            ..options(Grade::Easy, Symmetry::None, 1)
        })
        .unwrap_err()
    };
    assert_eq!(
        bad((20, 10)).to_string(),
        "invalid black range 20-10: the minimum is larger than the maximum"
    );
    assert_eq!(
        bad((10, 60)).message(),
        "invalid black range 10-60: at most 40 black cells"
    );
    let e: Box<dyn std::error::Error> = Box::new(bad((5, 4)));
    assert!(e.to_string().starts_with("invalid black range"));
    let _: fn(&GenerateError) -> &str = GenerateError::message;
}

#[test]
fn symmetry_names() {
    for s in Symmetry::ALL {
        assert_eq!(Symmetry::from_name(s.name()), Some(s));
        assert_eq!(s.to_string(), s.name());
    }
    assert_eq!(Symmetry::from_name("Rotate180"), Some(Symmetry::Rotate180));
    assert_eq!(Symmetry::from_name("spiral"), None);
    assert_eq!(Symmetry::default(), Symmetry::Rotate180);
    assert_eq!(Symmetry::Rotate180.image(0), 80);
    assert_eq!(Symmetry::Diagonal.image(1), 9);
    assert_eq!(Symmetry::Mirror.image(9), 17);
    assert_eq!(Symmetry::None.image(30), 30);
    let o = Options::new(Grade::Tough, 9);
    assert_eq!(o, options(Grade::Tough, Symmetry::Rotate180, 9));
}

/// Generates `per_grade` puzzles of every grade (seeds from `first`),
/// checks each, and returns their times and stats per grade.
fn run(per_grade: u64, first: u64) -> Vec<Vec<(Duration, Stats, Board)>> {
    let symmetries = Symmetry::ALL;
    Grade::ALL
        .iter()
        .map(|&g| {
            (first..first + per_grade)
                .map(|seed| {
                    let o = options(g, symmetries[seed as usize % 4], seed);
                    let t = Instant::now();
                    let (board, stats) = generate_with_stats(&o).unwrap();
                    let dt = t.elapsed();
                    check(&board, &o);
                    (dt, stats, board)
                })
                .collect()
        })
        .collect()
}

#[test]
#[cfg_attr(debug_assertions, ignore)]
fn many_puzzles_are_unique_and_exactly_graded() {
    run(12, 1000);
}

#[test]
#[ignore]
fn thousand_puzzles_are_unique_and_exactly_graded() {
    let results = run(167, 10_000);
    println!("grade: white givens min/median/max, black cells min/median/max, black clues min/median/max");
    for (g, runs) in Grade::ALL.iter().zip(&results) {
        let figure = |f: &dyn Fn(&Board) -> usize| {
            let mut v: Vec<usize> = runs.iter().map(|r| f(&r.2)).collect();
            v.sort_unstable();
            format!("{}/{}/{}", v[0], v[v.len() / 2], v[v.len() - 1])
        };
        let givens = figure(&|b| b.cells.iter().filter(|c| !c.black && c.given).count());
        let in_range = runs
            .iter()
            .filter(|r| {
                let n = r.2.cells.iter().filter(|c| !c.black && c.given).count();
                (6..=13).contains(&n)
            })
            .count();
        let blacks = figure(&|b| b.black_count());
        let clues = figure(&|b| b.cells.iter().filter(|c| c.black && c.given).count());
        println!(
            "{} {g}: givens {givens} ({in_range}/{} in 6-13), black {blacks}, black clues {clues}",
            g.number(),
            runs.len()
        );
    }
}

#[test]
#[ignore]
fn generation_times_per_grade() {
    let results = run(200, 0);
    println!(
        "grade: median, p90, max ms; attempts, layouts, exact counts, logic gradings per puzzle"
    );
    for (g, runs) in Grade::ALL.iter().zip(&results) {
        let mut times: Vec<Duration> = runs.iter().map(|r| r.0).collect();
        times.sort_unstable();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let at = |q: f64| ms(times[((times.len() - 1) as f64 * q).round() as usize]);
        let mean = |f: &dyn Fn(&Stats) -> u32| {
            runs.iter().map(|r| f(&r.1) as f64).sum::<f64>() / runs.len() as f64
        };
        println!(
            "{} {g}: median {:.2} ms, p90 {:.2} ms, max {:.2} ms; attempts {:.1}, layouts {:.1}, counts {:.1}, gradings {:.1}",
            g.number(),
            at(0.5),
            at(0.9),
            at(1.0),
            mean(&|s| s.attempts),
            mean(&|s| s.layouts),
            mean(&|s| s.counts),
            mean(&|s| s.gradings),
        );
    }
}
