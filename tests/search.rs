//! The minimal-clue search against the 17-clue list: the grid of the
//! issue's table with one known puzzle gives exactly it, in its own frame
//! and in random morphs, whole and in shards, through the library (the
//! CLI's `search` in `cli/tests/search.rs`); every grid of the list with one
//! or two puzzles, and every grid of the list, in the ignored long tests
//! (minutes to hours).
//!
//! ```text
//! cargo test --release --test search -- --ignored --nocapture
//! ```

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use straights::search::{self, parse_grid, Cells, Options};
use straights::sudoku::solve::count_clues;

#[path = "grids/one.rs"]
mod one;
use one::{ONE, ONE_PUZZLE};

/// The grids with one or two known puzzles (a copy of part of the list).
const SMALL: &str = include_str!("data/17-clue-grids-1-2.tsv");

/// Grid text and its known puzzles, from the tab-separated list.
fn read_list(text: &str) -> Vec<(String, BTreeSet<String>)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let puzzles: BTreeSet<String> = f[2].split(',').map(str::to_string).collect();
            assert_eq!(puzzles.len(), f[1].parse::<usize>().unwrap(), "{l}");
            (f[0].to_string(), puzzles)
        })
        .collect()
}

/// The puzzles the search finds in `grid`, checked one by one: 17 clues
/// that agree with the grid, the grid their only solution (by the solver,
/// apart from the search's own check), no puzzle twice.
fn search_checked(grid_text: &str, threads: usize) -> BTreeSet<String> {
    let grid = parse_grid(grid_text).unwrap();
    let options = Options {
        threads,
        ..Options::default()
    };
    let s = search::search(&grid, &options, |_| {}, |_| {}, &AtomicBool::new(false));
    assert!(!s.stopped);
    let found: BTreeSet<String> = s
        .puzzles
        .iter()
        .map(|&p| search::pattern(&grid, p))
        .collect();
    assert_eq!(found.len(), s.puzzles.len(), "a puzzle found twice");
    for p in &s.puzzles {
        assert_eq!(p.count_ones(), 17);
        let clues: [u8; 81] = std::array::from_fn(|i| if p >> i & 1 != 0 { grid[i] } else { 0 });
        assert_eq!(count_clues(&clues, 2), 1, "{}", search::pattern(&grid, *p));
    }
    found
}

fn threads() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn the_one_puzzle_grid_gives_exactly_its_puzzle() {
    let found = search_checked(ONE, threads());
    assert_eq!(found, BTreeSet::from([ONE_PUZZLE.to_string()]));
}

/// Near-full clue sets, counted independently: every cell set of 79 or 78
/// cells leaves the grid unique (a UA has at least 4 cells), and a set of 77
/// misses exactly when its 4 empty cells are a UA of 4 cells, a rectangle
/// of two digits crosswise in two rows, two columns and two boxes.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn near_full_clue_sets_are_counted_exactly() {
    let grid = parse_grid(ONE).unwrap();
    let count = |clues: u32| {
        let options = Options {
            clues,
            threads: threads(),
            ..Options::default()
        };
        let s = search::search(&grid, &options, |_| {}, |_| {}, &AtomicBool::new(false));
        let distinct: BTreeSet<Cells> = s.puzzles.iter().copied().collect();
        assert_eq!(distinct.len(), s.puzzles.len(), "a clue set twice");
        assert!(s.puzzles.iter().all(|p| p.count_ones() == clues));
        s.puzzles.len()
    };
    let choose = |n: usize, k: usize| (0..k).fold(1usize, |c, i| c * (n - i) / (i + 1));
    assert_eq!(count(79), choose(81, 2));
    assert_eq!(count(78), choose(81, 3));
    let mut rectangles = 0;
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let [a, b, c, d] = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    let two_boxes = r1 / 3 == r2 / 3 || c1 / 3 == c2 / 3;
                    if grid[a] == grid[d] && grid[b] == grid[c] && two_boxes {
                        rectangles += 1;
                    }
                }
            }
        }
    }
    assert_eq!(rectangles, 13);
    assert_eq!(count(77), choose(81, 4) - rectangles);
}

#[test]
#[ignore = "long: 30 grids, about 40 CPU minutes; CI runs it (./build.sh test with CI=true)"]
fn grids_with_one_or_two_puzzles_give_exactly_them() {
    let list = read_list(SMALL);
    assert_eq!(list.len(), 30);
    for (grid, known) in &list {
        assert_eq!(&search_checked(grid, threads()), known, "{grid}");
    }
}

#[test]
#[ignore = "long: the 84 grids of the list; run in release with --ignored --nocapture"]
fn every_grid_of_the_list_gives_exactly_its_puzzles() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/sudoku/17-clue-grids.tsv"
    );
    let text = std::fs::read_to_string(path).expect("../shared/data beside the checkout");
    let list = read_list(&text);
    assert_eq!(list.len(), 84);
    for (n, (grid, known)) in list.iter().enumerate() {
        let t = std::time::Instant::now();
        assert_eq!(&search_checked(grid, threads()), known, "{grid}");
        eprintln!(
            "{}/84 {grid}: {} puzzles, {:?}",
            n + 1,
            known.len(),
            t.elapsed()
        );
    }
}

/// A random symmetry of Sudoku: rows within bands, bands, columns within
/// stacks, stacks, maybe a transposition, and a relabelling of the digits.
struct Morph {
    /// Cell of the morphed grid -> cell of the original.
    from: [usize; 81],
    /// Original digit -> morphed digit (index 0 keeps '.').
    digit: [u8; 10],
}

impl Morph {
    fn random(seed: &mut u64) -> Morph {
        let mut next = |n: usize| {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            (*seed % n as u64) as usize
        };
        let mut shuffle = |v: &mut [usize]| {
            for i in (1..v.len()).rev() {
                v.swap(i, next(i + 1));
            }
        };
        // A line order: bands shuffled, rows shuffled within each.
        let lines = |shuffle: &mut dyn FnMut(&mut [usize])| {
            let mut bands = [0, 1, 2];
            shuffle(&mut bands);
            let mut order = Vec::new();
            for b in bands {
                let mut rows = [3 * b, 3 * b + 1, 3 * b + 2];
                shuffle(&mut rows);
                order.extend(rows);
            }
            order
        };
        let rows = lines(&mut shuffle);
        let cols = lines(&mut shuffle);
        let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        shuffle(&mut digits);
        let transpose = next(2) == 1;
        let mut digit = [0u8; 10];
        for (d, &to) in digits.iter().enumerate() {
            digit[d + 1] = to as u8;
        }
        let from = std::array::from_fn(|i| {
            let (r, c) = if transpose {
                (i % 9, i / 9)
            } else {
                (i / 9, i % 9)
            };
            rows[r] * 9 + cols[c]
        });
        Morph { from, digit }
    }

    /// The morph of 81 characters (digits, `.` kept).
    fn apply(&self, text: &str) -> String {
        let b = text.as_bytes();
        self.from
            .iter()
            .map(|&i| match b[i] {
                d @ b'1'..=b'9' => (b'0' + self.digit[(d - b'0') as usize]) as char,
                _ => '.',
            })
            .collect()
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn morphs_of_a_grid_give_the_morphed_puzzles() {
    let mut seed = 0x017c_10e5_u64;
    let m = Morph::random(&mut seed);
    let grid = m.apply(ONE);
    assert_ne!(grid, ONE);
    assert_eq!(
        search_checked(&grid, threads()),
        BTreeSet::from([m.apply(ONE_PUZZLE)])
    );
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn shards_split_the_work_exactly_and_first_and_cancel_stop() {
    let grid = parse_grid(ONE).unwrap();
    let known = BTreeSet::from([ONE_PUZZLE.to_string()]);
    let never = AtomicBool::new(false);
    let mut union = BTreeSet::new();
    let mut tasks = 0;
    for index in 0..3 {
        let options = Options {
            shard: (index, 3),
            threads: threads(),
            ..Options::default()
        };
        let s = search::search(&grid, &options, |_| {}, |_| {}, &never);
        tasks += s.shard_tasks;
        assert_eq!(s.shard_tasks, (s.tasks + 2 - index) / 3);
        for p in s.puzzles {
            assert!(
                union.insert(search::pattern(&grid, p)),
                "a puzzle in two shards"
            );
        }
        if index == 2 {
            assert_eq!(tasks, s.tasks);
        }
    }
    assert_eq!(union, known);

    // --first: one puzzle, one of the known ones; the search stopped early.
    let first = Options {
        first: true,
        threads: 1,
        ..Options::default()
    };
    let s = search::search(&grid, &first, |_| {}, |_| {}, &never);
    assert_eq!(s.puzzles.len(), 1);
    assert!(known.contains(&search::pattern(&grid, s.puzzles[0])));

    // Cancelled after the first finished task: stopped, progress counted
    // one task at a time.
    let cancel = AtomicBool::new(false);
    let mut seen = Vec::new();
    let s = search::search(
        &grid,
        &Options::default(),
        |_| {},
        |p| {
            seen.push(p.done);
            cancel.store(true, Ordering::Relaxed);
        },
        &cancel,
    );
    assert!(s.stopped);
    assert_eq!(seen, [1]);
}
