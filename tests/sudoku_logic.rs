//! The Sudoku logic solver against the exact solver and against HoDoKu.
//!
//! * Soundness: at every position along the solver's path on top1465
//!   (magictour's hard set), every step of every strategy of the table
//!   (`find_all`, on-request ones included) removes only candidates the
//!   solution does not use and places only solution digits; and every step
//!   the solver takes on all of top1465 and the first 2,000 puzzles of
//!   `17-clue.txt` is checked the same way.
//! * Finishing: logic solves every one of those puzzles.
//! * Grades: the level equals HoDoKu's on at least 95% of each set (HoDoKu
//!   2.2.0's ratings of top1465 in `../shared/data/sudoku/`, HoDoKu 2.2.4's
//!   of the 17-clue puzzles in `tests/data/hodoku-grades-17clue-2000.tsv`);
//!   the agreement and the distributions are printed.
//!
//! Release only (minutes in a debug build): `build.sh test` runs
//! `cargo test --release --test sudoku_logic`. Knobs:
//! `SUDOKU_LOGIC_PUZZLES=N` (positions checked with every strategy, default
//! 100), `SUDOKU_LOGIC_ONLY=code,code` (only those strategies).

mod shared_data;

use std::collections::BTreeMap;
use straights::codec;
use straights::sudoku::logic::{
    find_all, grade_with_steps, next_step, Grid, Level, Step, Strategy, GRADE_NAMES, STRATEGIES,
};
use straights::sudoku::solve::solve_clues;

/// A Sudoku file of the shared data, `None` outside CI when it is absent.
fn shared(name: &str) -> Option<String> {
    shared_data::read(&format!("sudoku/{name}"))
}

/// 81 digits (0 empty) of a puzzle line.
fn digits(line: &str) -> [u8; 81] {
    let b = line.as_bytes();
    std::array::from_fn(|i| match b[i] {
        b'1'..=b'9' => b[i] - b'0',
        _ => 0,
    })
}

/// One puzzle as HoDoKu rated it.
struct Rated {
    puzzle: String,
    level: String,
    score: u32,
}

/// The rows of a grades file: tab-separated puzzle, level and score, `#`
/// comments and a header line skipped.
fn graded(text: &str) -> Vec<Rated> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("puzzle"))
        .filter_map(|l| {
            let mut f = l.split('\t');
            Some(Rated {
                puzzle: f.next()?.to_string(),
                level: f.next()?.to_string(),
                score: f.next()?.parse().ok()?,
            })
        })
        .collect()
}

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Every step agrees with the solution.
fn check_steps<'a>(steps: impl IntoIterator<Item = &'a Step>, solution: &[u8; 81], puzzle: &str) {
    for step in steps {
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
                "{puzzle}: {} places a wrong digit: {}",
                step.strategy, step.text
            );
        }
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn every_step_of_every_strategy_on_top1465_agrees_with_the_solution() {
    let Some(text) = shared("top1465.txt") else {
        return;
    };
    let only: Vec<Strategy> = match std::env::var("SUDOKU_LOGIC_ONLY") {
        Ok(codes) => codes.split(',').filter_map(Strategy::parse).collect(),
        // The on-request franken, mutant and kraken fish take seconds per
        // position: tests/sudoku_fish.rs checks them.
        Err(_) => STRATEGIES
            .iter()
            .copied()
            .filter(|s| {
                !(s.code().starts_with("03")
                    && s.code().as_bytes()[2] >= b'3'
                    && s.usage() == straights::sudoku::logic::Use::OnRequest)
            })
            .collect(),
    };
    let n = env_number("SUDOKU_LOGIC_PUZZLES", 100);
    let puzzles = text
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81);
    for line in puzzles.take(n) {
        let clues = digits(line);
        let solution = *solve_clues(&clues)
            .first()
            .expect("top1465 puzzles are unique");
        let mut grid = Grid::from_digits(&clues);
        while !grid.is_solved() {
            for &s in &only {
                check_steps(&find_all(&grid, s), &solution, line);
            }
            let Some(step) = next_step(&grid, true) else {
                break;
            };
            step.apply(&mut grid);
        }
    }
}

/// Grades every puzzle of a set, checking the solver's steps and that it
/// finishes; prints the agreement with HoDoKu and returns it (0..1).
fn grade_set(name: &str, rows: &[Rated]) -> f64 {
    let mut same = 0usize;
    let mut unfinished = Vec::new();
    let mut ours: BTreeMap<&str, usize> = BTreeMap::new();
    let mut theirs: BTreeMap<String, usize> = BTreeMap::new();
    let mut confusion: BTreeMap<(String, &str), usize> = BTreeMap::new();
    let mut examples: BTreeMap<(String, &str), Vec<String>> = BTreeMap::new();
    for Rated {
        puzzle,
        level,
        score,
    } in rows
    {
        let board = codec::decode(puzzle).expect(puzzle).board;
        let solution = *solve_clues(&digits(puzzle)).first().expect("unique");
        let (g, steps) = grade_with_steps(&board, true);
        check_steps(&steps, &solution, puzzle);
        let mine = g.level.map_or(GRADE_NAMES[0], Level::name);
        if !g.finished {
            unfinished.push(puzzle.clone());
        }
        same += usize::from(mine == level);
        *ours.entry(mine).or_default() += 1;
        *theirs.entry(level.clone()).or_default() += 1;
        *confusion.entry((level.clone(), mine)).or_default() += 1;
        if mine != level {
            let shown = examples.entry((level.clone(), mine)).or_default();
            if shown.len() < 3 {
                let hardest = g.hardest().map_or("-", Strategy::name);
                shown.push(format!(
                    "{puzzle} HoDoKu {score}, ours {} ({hardest})",
                    g.score
                ));
            }
        }
    }
    let agreement = same as f64 / rows.len() as f64;
    println!(
        "{name}: {} puzzles, level equal to HoDoKu's on {same} ({:.1}%)",
        rows.len(),
        100.0 * agreement
    );
    println!("  ours:   {ours:?}\n  HoDoKu: {theirs:?}");
    for ((h, o), n) in &confusion {
        if h != o {
            println!("  HoDoKu {h:<8} ours {o:<10} {n}");
            for e in &examples[&(h.clone(), *o)] {
                println!("      {e}");
            }
        }
    }
    assert!(
        unfinished.is_empty(),
        "{name}: logic does not finish {} puzzles, e.g. {:?}",
        unfinished.len(),
        &unfinished[..unfinished.len().min(5)]
    );
    agreement
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn top1465_finishes_by_logic_and_grades_like_hodoku() {
    let Some(text) = shared("hodoku-grades-top1465.tsv") else {
        return;
    };
    let rows = graded(&text);
    assert_eq!(rows.len(), 1465);
    let agreement = grade_set("top1465", &rows);
    assert!(
        agreement >= 0.95,
        "top1465: {:.1}% < 95%",
        100.0 * agreement
    );
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "release only: build.sh runs it with --release"
)]
fn first_2000_17_clue_puzzles_finish_by_logic_and_grade_like_hodoku() {
    let text = include_str!("data/hodoku-grades-17clue-2000.tsv");
    let rows = graded(text);
    assert_eq!(rows.len(), 2000);
    let agreement = grade_set("17-clue", &rows);
    assert!(
        agreement >= 0.95,
        "17-clue: {:.1}% < 95%",
        100.0 * agreement
    );
}

/// Plays `text` by hints alone, as a player pressing Hint again and again
/// would (each hint applied to the board's candidates, filled by the rules
/// first): it must end solved with the exact solver's digits, never
/// "stuck". Returns how many hints were last-resort reveals.
fn play_by_hints(text: &str) -> usize {
    let row = straights::engine::engine(straights::board::Variant::Sudoku);
    let mut board = codec::decode(text).unwrap().board;
    straights::engine::fill_naive_candidates(&mut board);
    let solution = *solve_clues(&digits(text)).first().expect("one solution");
    let mut reveals = 0;
    for _ in 0..400 {
        let hint = row.try_hint(&board).unwrap();
        match hint.kind {
            "solved" => {
                for (i, cell) in board.cells.iter().enumerate() {
                    assert_eq!(cell.value, solution[i], "{text}: cell {i}");
                }
                return reveals;
            }
            "step" | "reveal" => {
                if hint.kind == "reveal" {
                    reveals += 1;
                    assert!(!hint.text.contains("strategy"), "{}", hint.text);
                    assert_eq!(hint.placements.len(), 1);
                }
                for &(i, d) in &hint.eliminations {
                    assert_ne!(solution[i], d, "{text}: {}", hint.text);
                    board.cells[i].candidates &= !(1 << (d - 1));
                }
                for &(i, d) in &hint.placements {
                    assert_eq!(solution[i], d, "{text}: {}", hint.text);
                    board.cells[i].value = d;
                    board.cells[i].candidates = 0;
                }
            }
            other => panic!("{text}: a hint of kind {other}: {}", hint.text),
        }
    }
    panic!("{text}: no end after 400 hints");
}

/// The last resort: where no technique applies, Hint reveals one digit of
/// the solution in the cell HoDoKu's Brute Force picks, so that Hint alone
/// finishes every puzzle with one solution: the puzzle (logic
/// stops after four forcing nets) and, when the shared data is there, the
/// first puzzles of the forum's hardest list that logic cannot finish.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "forcing nets per hint: release only (build.sh runs it with --release)"
)]
fn hints_alone_finish_puzzles_logic_cannot() {
    let stuck = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    assert!(play_by_hints(stuck) > 0, "logic alone cannot finish it");
    let Some(hardest) = shared("forum-hardest-1106.txt") else {
        return;
    };
    let unfinished = hardest
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .map(|l| &l[..81])
        .filter(|p| {
            let board = codec::decode(p).unwrap().board;
            !straights::engine::engine(board.variant)
                .try_grade(&board, true)
                .unwrap()
                .finished
        })
        .take(3);
    for puzzle in unfinished {
        assert!(play_by_hints(puzzle) > 0, "{puzzle}");
    }
}
