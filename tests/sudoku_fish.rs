//! Soundness of the franken, mutant and kraken fish finders.
//!
//! Along the solver's path through the first top1465 puzzles (magictour's
//! hard set, `../shared/data/sudoku/top1465.txt`), every step each of these
//! strategies finds (`find_all`) must remove only candidates the solution
//! does not use. Kraken fish are not in HoDoKu's library, so this is their
//! reference; the franken and mutant fish are checked against the library
//! too (`sudoku_reglib`). Each strategy must find steps somewhere on the
//! way, so that the check cannot pass by finding nothing.
//!
//! Release only. Knobs: `SUDOKU_FISH_PUZZLES=N` (puzzles followed, default
//! 2; the larger fish and the kraken fish run on every third to twelfth
//! position), `SUDOKU_FISH_POSITIONS=N` (stop after N positions),
//! `SUDOKU_FISH_ONLY=code,code` (only those strategies); the time each
//! strategy took is printed.

mod shared_data;

use std::collections::BTreeMap;
use straights::sudoku::logic::{find_all, next_step, Grid, Step, Strategy};
use straights::sudoku::solve::solve_clues;

/// The strategies checked, and on every how many positions they run (the
/// larger fish and the kraken fish cost tenths of a second a position).
const CHECKED: [(Strategy, usize); 22] = [
    (Strategy::FrankenXWing, 1),
    (Strategy::FrankenSwordfish, 1),
    (Strategy::FrankenJellyfish, 1),
    (Strategy::FinnedFrankenXWing, 1),
    (Strategy::FinnedFrankenSwordfish, 1),
    (Strategy::FinnedFrankenJellyfish, 1),
    (Strategy::SiameseFinnedFrankenXWing, 1),
    (Strategy::SiameseFinnedFrankenSwordfish, 1),
    (Strategy::SiameseFinnedFrankenJellyfish, 3),
    (Strategy::MutantXWing, 1),
    (Strategy::MutantSwordfish, 1),
    (Strategy::MutantJellyfish, 1),
    (Strategy::FinnedMutantXWing, 1),
    (Strategy::FinnedMutantSwordfish, 1),
    (Strategy::FinnedMutantJellyfish, 3),
    (Strategy::FinnedMutantSquirmbag, 12),
    (Strategy::FinnedMutantWhale, 12),
    (Strategy::SiameseFinnedMutantXWing, 1),
    (Strategy::SiameseFinnedMutantSwordfish, 1),
    (Strategy::SiameseFinnedMutantJellyfish, 6),
    (Strategy::KrakenFishType1, 6),
    (Strategy::KrakenFishType2, 12),
];

/// Strategies that must find something on the positions of the default run.
const MUST_FIRE: [Strategy; 6] = [
    Strategy::FinnedFrankenSwordfish,
    Strategy::FinnedFrankenJellyfish,
    Strategy::FinnedMutantSwordfish,
    Strategy::FinnedMutantJellyfish,
    Strategy::KrakenFishType1,
    Strategy::KrakenFishType2,
];

/// 81 digits (0 empty) of a puzzle line.
fn digits(line: &str) -> [u8; 81] {
    let b = line.as_bytes();
    std::array::from_fn(|i| match b[i] {
        b'1'..=b'9' => b[i] - b'0',
        _ => 0,
    })
}

/// Panics when a step removes a solution digit or places a wrong one.
fn check(step: &Step, solution: &[u8; 81], puzzle: &str) {
    for &(i, d) in &step.eliminations {
        assert_ne!(
            solution[i], d,
            "{puzzle}: {} removes the solution digit: {}",
            step.strategy, step.text
        );
    }
    for &(i, d) in &step.placements {
        assert_eq!(
            solution[i], d,
            "{puzzle}: {} places a wrong digit",
            step.strategy
        );
    }
    assert!(
        !step.text.is_empty() && !step.notation.is_empty(),
        "{}",
        step.strategy
    );
    assert!(!step.figure.is_empty(), "{} has no figure", step.strategy);
}

#[test]
#[cfg_attr(debug_assertions, ignore = "release only")]
fn franken_mutant_and_kraken_fish_agree_with_the_solution() {
    let Some(text) = shared_data::read("sudoku/top1465.txt") else {
        return;
    };
    let n: usize = std::env::var("SUDOKU_FISH_PUZZLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2);
    let mut found: BTreeMap<&str, usize> = BTreeMap::new();
    let mut time: BTreeMap<&str, f64> = BTreeMap::new();
    let only = std::env::var("SUDOKU_FISH_ONLY").ok();
    let mut positions = 0;
    let limit: usize = std::env::var("SUDOKU_FISH_POSITIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(usize::MAX);
    for line in text.lines().filter(|l| l.len() >= 81).take(n) {
        let clues = digits(line);
        let solution = *solve_clues(&clues).first().expect("unique puzzle");
        let mut grid = Grid::from_digits(&clues);
        while !grid.is_solved() && positions < limit {
            for &(s, stride) in &CHECKED {
                if only
                    .as_ref()
                    .is_some_and(|o| !o.split(',').any(|c| c == s.code()))
                {
                    continue;
                }
                if positions % stride != 0 {
                    continue;
                }
                let start = std::time::Instant::now();
                let steps = find_all(&grid, s);
                *time.entry(s.name()).or_default() += start.elapsed().as_secs_f64();
                for step in &steps {
                    check(step, &solution, line);
                }
                *found.entry(s.name()).or_default() += steps.len();
            }
            positions += 1;
            let Some(step) = next_step(&grid, true) else {
                break;
            };
            step.apply(&mut grid);
        }
    }
    println!("{positions} positions; steps found: {found:#?}; seconds: {time:#?}");
    if n >= 2 && limit == usize::MAX {
        for s in MUST_FIRE {
            assert!(
                found.get(s.name()).copied().unwrap_or(0) > 0,
                "{s} never found"
            );
        }
    }
}
