//! The human-style Str8ts solver on real puzzles.
//!
//! Every step of the logic on the str8ts.com collection (504 unique
//! puzzles) and the daandtu samples is checked against the exact solver's
//! solution: no true digit is ever eliminated and no wrong digit placed.
//! The number of puzzles the logic finishes and the grade distribution are
//! asserted exactly, so a change in strength shows up. The full runs
//! (every puzzle; every step of every strategy on 50 of them) are release
//! only, as `build.sh test` runs them (seconds in release, minutes in debug):
//!
//! ```text
//! cargo test --release --test str8ts_logic -- --nocapture
//! ```
//!
//! and a quick subset (every 8th puzzle) runs in the normal test.

use straights::board::{cell_name, digit_mask, Board, Cell, Pos, CELLS};
use straights::codec;
use straights::outcome::Problem;
use straights::str8ts::logic::{
    grade, grade_up_to, grade_with, hint, solve_steps, strategy_steps, Grade, Hint, Step, Strategy,
    STRATEGIES,
};
use straights::str8ts::solve::{solve, Solution};

/// The str8ts.com collection as (name, board), `klaus280e` (several
/// solutions) included.
fn collection() -> Vec<(String, Board)> {
    include_str!("data/str8ts-com-505.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let name = l.split(':').next().unwrap().to_string();
            (name, codec::decode(l).unwrap().board)
        })
        .collect()
}

/// The 504 unique puzzles of the collection.
fn puzzles() -> Vec<(String, Board)> {
    collection()
        .into_iter()
        .filter(|(n, _)| n != "klaus280e")
        .collect()
}

fn puzzle(name: &str) -> Board {
    collection().into_iter().find(|(n, _)| n == name).unwrap().1
}

fn unique_solution(board: &Board) -> [u8; CELLS] {
    match solve(board) {
        Solution::Unique(s) => s,
        other => panic!("not unique: {other:?}"),
    }
}

/// Checks every step against `sol`: no true digit eliminated, no wrong
/// digit placed, every step changes something, every sentence names the
/// cells it changes.
fn check_steps(name: &str, steps: &[Step], sol: &[u8; CELLS]) {
    for (n, step) in steps.iter().enumerate() {
        let text = step.explain();
        for &(c, d) in &step.eliminations {
            assert_ne!(
                sol[c],
                d,
                "{name} step {n} ({}) eliminates the true {d} of {}: {text}",
                step.strategy,
                c.name()
            );
            assert!(text.contains(&c.name()), "{name} step {n}: {text}");
        }
        for &(c, d) in &step.placements {
            assert_eq!(
                sol[c],
                d,
                "{name} step {n} ({}) places a wrong {d} in {}: {text}",
                step.strategy,
                c.name()
            );
            assert!(text.contains(&c.name()), "{name} step {n}: {text}");
        }
        assert!(
            !step.eliminations.is_empty() || !step.placements.is_empty(),
            "{name} step {n} does nothing"
        );
    }
}

/// What the logic did on a set of puzzles.
#[derive(Debug, Default, PartialEq, Eq)]
struct Outcome {
    /// Puzzles the logic finished.
    finished: usize,
    /// Puzzles per grade; index 0 counts the unfinished ones.
    grades: [usize; 7],
    /// Steps per strategy, indexed like `STRATEGIES`.
    steps: Vec<usize>,
}

/// Runs the logic on every puzzle of `set`, checking every step.
fn run(set: &[(String, Board)]) -> Outcome {
    let mut out = Outcome {
        steps: vec![0; STRATEGIES.len()],
        ..Outcome::default()
    };
    for (name, board) in set {
        let sol = unique_solution(board);
        let steps = solve_steps(board);
        check_steps(name, &steps, &sol);
        let open = board.cells.iter().filter(|c| c.is_open()).count();
        let placed: usize = steps.iter().map(|s| s.placements.len()).sum();
        let finished = placed == open;
        let hardest = steps.iter().map(|s| s.strategy.grade()).max();
        out.finished += usize::from(finished);
        let grade = if finished { hardest } else { None };
        out.grades[grade.map_or(0, |g| g.number() as usize)] += 1;
        for s in &steps {
            out.steps[s.strategy.index()] += 1;
        }
    }
    out
}

fn report(label: &str, out: &Outcome, n: usize) {
    println!(
        "{label}: finished {} of {n}; unfinished {}, {}",
        out.finished,
        out.grades[0],
        Grade::ALL
            .iter()
            .map(|g| format!("{} {}", g.name(), out.grades[g.number() as usize]))
            .collect::<Vec<_>>()
            .join(", ")
    );
    for s in STRATEGIES {
        println!("  {:>24} {:>6} steps", s.name(), out.steps[s.index()]);
    }
}

#[test]
fn every_eighth_puzzle_is_solved_soundly() {
    let set: Vec<_> = puzzles().into_iter().step_by(8).collect();
    assert_eq!(set.len(), 63);
    let out = run(&set);
    report("every 8th str8ts.com puzzle", &out, set.len());
    assert_eq!(out.finished, 63);
    assert_eq!(out.grades, QUICK_GRADES);
}

/// Grades of the quick subset (index 0: unfinished, then Easy..Extreme).
const QUICK_GRADES: [usize; 7] = [0, 0, 4, 1, 21, 2, 35];

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "the full collection: release only (build.sh runs it with --release)"
)]
fn all_504_puzzles_are_solved_soundly() {
    let set = puzzles();
    assert_eq!(set.len(), 504);
    let out = run(&set);
    report("all 504 str8ts.com puzzles", &out, set.len());
    assert_eq!(out.finished, 504);
    assert_eq!(out.grades, FULL_GRADES);
}

/// Grades of the 504 puzzles (index 0: unfinished, then Easy..Extreme).
const FULL_GRADES: [usize; 7] = [0, 1, 21, 11, 186, 24, 261];

/// Checks every step of every strategy (`strategy_steps` with `all`) at
/// every position along the solver's path on `set` against the solution:
/// each list is sound, holds only its strategy's steps and starts with the
/// strategy's first step, and the step the solver takes is the first of
/// its strategy's list. Returns, per strategy, the steps listed and the
/// positions where it had several.
fn check_every_step(set: &[(String, Board)]) -> (Vec<usize>, Vec<usize>) {
    let mut listed = vec![0usize; STRATEGIES.len()];
    let mut several = vec![0usize; STRATEGIES.len()];
    let mut slowest = (std::time::Duration::ZERO, String::new());
    for (name, board) in set {
        let sol = unique_solution(board);
        // The solver starts from the naive candidates: so does the board.
        let mut b = board.clone();
        straights::engine::fill_naive_candidates(&mut b);
        for (k, taken) in solve_steps(board).iter().enumerate() {
            let t = std::time::Instant::now();
            let every = strategy_steps(&b, STRATEGIES, true, true);
            slowest = slowest.max((t.elapsed(), format!("{name} position {k}")));
            let firsts = strategy_steps(&b, STRATEGIES, false, true);
            check_steps(&format!("{name} position {k}"), &every, &sol);
            for &s in STRATEGIES {
                let all: Vec<&Step> = every.iter().filter(|x| x.strategy == s).collect();
                let first: Vec<&Step> = firsts.iter().filter(|x| x.strategy == s).collect();
                assert!(first.len() <= 1, "{name} position {k} ({s})");
                assert_eq!(
                    first.first(),
                    all.first(),
                    "{name} position {k} ({s}): the first of all"
                );
                listed[s.index()] += all.len();
                several[s.index()] += usize::from(all.len() > 1);
            }
            let first = firsts.iter().find(|x| x.strategy == taken.strategy);
            assert_eq!(first, Some(taken), "{name} position {k}: the solver's step");
            taken.apply_to(&mut b);
        }
    }
    for s in STRATEGIES {
        println!(
            "  {:>24} {:>6} steps listed, several at {:>5} positions",
            s.name(),
            listed[s.index()],
            several[s.index()]
        );
    }
    println!(
        "slowest listing of every step: {:?} ({})",
        slowest.0, slowest.1
    );
    (listed, several)
}

#[test]
fn every_step_of_every_strategy_is_sound_on_a_few_puzzles() {
    // Two Extreme puzzles, so that forcing chains are listed too.
    let set: Vec<_> = ["weekly001", "weekly031"]
        .iter()
        .map(|&n| (n.to_string(), puzzle(n)))
        .collect();
    let (_, several) = check_every_step(&set);
    for s in [
        Strategy::NakedSingle,
        Strategy::HiddenSingle,
        Strategy::ForcingChain,
    ] {
        assert!(several[s.index()] > 0, "{s}");
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "50 puzzles: release only (build.sh runs it with --release)"
)]
fn every_step_of_every_strategy_is_sound_on_50_puzzles() {
    let set: Vec<_> = puzzles().into_iter().step_by(10).take(50).collect();
    assert_eq!(set.len(), 50);
    let (_, several) = check_every_step(&set);
    assert!(several.iter().all(|&n| n > 0), "{several:?}");
}

#[test]
fn daandtu_samples_are_solved_soundly() {
    let json: serde_json::Value =
        serde_json::from_str(include_str!("data/daandtu-samples.json")).unwrap();
    let mut grades = Vec::new();
    for (k, sample) in json.as_array().unwrap().iter().enumerate() {
        let board = codec::decode(sample["code"].as_str().unwrap())
            .unwrap()
            .board;
        let sol = unique_solution(&board);
        if let Some(known) = board.solution {
            assert_eq!(known, sol, "sample {k}");
        }
        let steps = solve_steps(&board);
        check_steps(&format!("daandtu sample {k}"), &steps, &sol);
        let g = grade(&board);
        assert!(g.finished, "sample {k}");
        println!(
            "daandtu level {} -> {} ({} steps)",
            sample["level"],
            g.grade.unwrap(),
            g.total_steps()
        );
        grades.push((sample["level"].as_u64().unwrap(), g.grade.unwrap()));
    }
    assert_eq!(grades, DAANDTU_GRADES);
}

/// daandtu's own level and our grade of its three samples.
const DAANDTU_GRADES: [(u64, Grade); 3] = [(0, Grade::Gentle), (3, Grade::Tough), (5, Grade::Easy)];

#[test]
fn grade_counts_steps_and_respects_uniqueness() {
    let b = puzzle("weekly001");
    let g = grade(&b);
    assert_eq!(g, grade_with(&b, true));
    assert!(g.finished);
    assert_eq!(g.grade, Some(Grade::Extreme));
    assert_eq!(g.hardest, Some(Strategy::ForcingChain));
    let listed: usize = g.steps().iter().map(|&(_, n)| n).sum();
    assert_eq!(listed, g.total_steps());
    // Placed digits and candidates do not change the grade.
    let mut played = b.clone();
    let first = solve_steps(&b);
    for s in first.iter().take(20) {
        s.apply_to(&mut played);
    }
    assert_eq!(grade(&played), g);
    // A puzzle with several solutions never uses unique rectangles.
    let multi = puzzle("klaus280e");
    assert!(!matches!(solve(&multi), Solution::Unique(_)));
    let g = grade(&multi);
    assert_eq!(g.counts[Strategy::UniqueRectangle.index()], 0);
    assert!(!g.finished);
    assert_eq!(g.grade, None);
}

#[test]
fn strategy_table_is_in_difficulty_order() {
    assert_eq!(STRATEGIES.len(), 18);
    for (i, s) in STRATEGIES.iter().enumerate() {
        assert_eq!(s.index(), i);
    }
    assert!(STRATEGIES.windows(2).all(|w| w[0].grade() <= w[1].grade()));
    assert_eq!(STRATEGIES[0].grade(), Grade::Easy);
    assert_eq!(STRATEGIES.last(), Some(&Strategy::ForcingChain));
    assert_eq!(Strategy::ForcingChain.grade(), Grade::Extreme);
    for g in Grade::ALL {
        assert_eq!(Grade::from_number(g.number()), Some(g));
        assert!(STRATEGIES.iter().any(|s| s.grade() == g), "{g}");
    }
    assert_eq!(Grade::from_number(7), None);
    assert_eq!(Strategy::SettisRule.name(), "Setti's Rule");
    assert_eq!(Strategy::HighLowStr8ts.to_string(), "High/Low Str8ts");
}

#[test]
fn hint_points_out_a_wrong_digit() {
    let mut b = puzzle("weekly001");
    let sol = unique_solution(&b);
    let c = (0..CELLS).find(|&i| b.cells[i].is_open()).unwrap();
    let wrong = sol[c] % 9 + 1;
    b.cells[c] = Cell::placed(wrong);
    let h = hint(&b);
    assert_eq!(
        h,
        Hint::Problem(Problem::Mistake {
            cell: Pos::new(c),
            digit: wrong
        })
    );
    assert_eq!(
        h.explain(),
        format!(
            "{} should not be {wrong}: that digit is wrong",
            cell_name(c)
        )
    );
    // A right digit is built on instead.
    b.cells[c] = Cell::placed(sol[c]);
    assert!(matches!(hint(&b), Hint::Step(_)));
}

#[test]
fn hint_without_a_unique_solution_reports_repeats() {
    let mut b = puzzle("klaus280e");
    let row: Vec<usize> = (0..9).filter(|&c| b.cells[c].is_open()).collect();
    let given = (0..9).find(|&c| b.cells[c].value != 0).unwrap();
    b.cells[row[0]] = Cell::placed(b.cells[given].value);
    assert_eq!(
        hint(&b),
        Hint::Problem(Problem::Mistake {
            cell: Pos::new(row[0]),
            digit: b.cells[given].value
        })
    );
}

#[test]
fn hint_points_out_a_missing_candidate() {
    let mut b = puzzle("weekly002");
    let sol = unique_solution(&b);
    straights::engine::fill_naive_candidates(&mut b);
    let c = (0..CELLS)
        .find(|&i| b.cells[i].is_open() && b.cells[i].candidates.count_ones() > 2)
        .unwrap();
    b.cells[c].candidates &= !digit_mask(sol[c]);
    let h = hint(&b);
    assert_eq!(
        h,
        Hint::Problem(Problem::MissingCandidate {
            cell: Pos::new(c),
            digit: sol[c]
        })
    );
    assert_eq!(
        h.explain(),
        format!(
            "{} needs {} among its candidates: it was removed by mistake",
            cell_name(c),
            sol[c]
        )
    );
}

#[test]
fn hint_gives_the_next_step_and_names_its_cells() {
    let b = puzzle("weekly002");
    let Hint::Step(step) = hint(&b) else {
        panic!("no step")
    };
    assert_eq!(step, solve_steps(&b)[0]);
    let text = step.explain();
    for &(c, _) in step.eliminations.iter().chain(&step.placements) {
        assert!(text.contains(&c.name()), "{text}");
    }
}

#[test]
fn hint_uses_the_players_candidates() {
    let mut b = puzzle("weekly002");
    let sol = unique_solution(&b);
    straights::engine::fill_naive_candidates(&mut b);
    let c = (0..CELLS).find(|&i| b.cells[i].is_open()).unwrap();
    b.cells[c].candidates = digit_mask(sol[c]);
    let Hint::Step(step) = hint(&b) else {
        panic!("no step")
    };
    assert_eq!(step.strategy, Strategy::NakedSingle);
    assert_eq!(step.placements, vec![(Pos::new(c), sol[c])]);
    assert!(step.explain().to_lowercase().ends_with(&format!(
        "so {} can only be {}",
        cell_name(c),
        sol[c]
    )));
}

/// Plays a whole puzzle by hints alone, applying each step to the board
/// (candidates included); it must end solved with the right digits.
fn play_by_hints(name: &str) {
    let mut b = puzzle(name);
    let sol = unique_solution(&b);
    for _ in 0..2000 {
        match hint(&b) {
            Hint::Step(step) => step.apply_to(&mut b),
            Hint::Solved => {
                for (i, (c, &s)) in b.cells.iter().zip(&sol).enumerate() {
                    if !c.black {
                        assert_eq!(c.value, s, "{name} {}", cell_name(i));
                    }
                }
                return;
            }
            other => panic!("{name}: {other:?}"),
        }
    }
    panic!("{name}: no end");
}

#[test]
fn hints_alone_solve_a_gentle_puzzle() {
    play_by_hints("weekly160");
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "an exact solve per hint: release only (build.sh runs it with --release)"
)]
fn hints_alone_solve_an_extreme_puzzle() {
    play_by_hints("weekly001");
}

#[test]
fn hint_on_a_solved_board() {
    let mut b = puzzle("weekly160");
    let sol = unique_solution(&b);
    for (c, &s) in b.cells.iter_mut().zip(&sol) {
        if c.is_open() {
            *c = Cell::placed(s);
        }
    }
    assert_eq!(hint(&b), Hint::Solved);
    assert!(solve_steps(&b).is_empty());
}

#[test]
#[ignore = "timing; run in release: cargo test --release --test str8ts_logic grading_speed -- --ignored --nocapture"]
fn grading_speed() {
    use std::time::{Duration, Instant};
    let set = puzzles();
    let mut by_grade: Vec<Vec<Duration>> = vec![Vec::new(); 7];
    let start = Instant::now();
    for (_, b) in &set {
        let t = Instant::now();
        let g = grade_with(b, true);
        by_grade[g.grade.map_or(0, |g| g.number() as usize)].push(t.elapsed());
    }
    let logic = start.elapsed();
    println!(
        "logic (grade_with): {} puzzles in {logic:?} ({:?} per puzzle)",
        set.len(),
        logic / set.len() as u32
    );
    for (n, times) in by_grade.iter_mut().enumerate() {
        if times.is_empty() {
            continue;
        }
        times.sort();
        let name = Grade::from_number(n as u8).map_or("unfinished", |g| g.name());
        println!(
            "  {name:>10}: {:>3} puzzles, median {:?}, max {:?}",
            times.len(),
            times[times.len() / 2],
            times[times.len() - 1]
        );
    }
    let t = Instant::now();
    for (_, b) in &set {
        std::hint::black_box(grade(b));
    }
    println!(
        "grade (with the uniqueness check by count_solutions): {:?}",
        t.elapsed()
    );
}

#[test]
fn grading_up_to_a_grade_agrees_with_full_grading() {
    // Every 16th puzzle (mostly Tough and Extreme), each capped at every grade.
    for (name, board) in puzzles().into_iter().step_by(16) {
        let full = grade_with(&board, true);
        for max in Grade::ALL {
            let capped = grade_up_to(&board, true, max);
            let within = full.grade.is_some_and(|g| g <= max);
            assert_eq!(capped.finished, within, "{name} up to {max}");
            assert_eq!(
                capped.grade,
                full.grade.filter(|_| within),
                "{name} up to {max}"
            );
            if within {
                assert_eq!(capped.steps(), full.steps(), "{name}: the same steps");
            }
        }
    }
}

/// The last resort: a board whose givens were taken away but that carries
/// its solution (as str8ts.com's strings do) has many solutions, so logic
/// stops early; Hint then reveals digits of the carried solution, one at a
/// time in the cell HoDoKu's Brute Force picks, until the board is solved:
/// pressing Hint again and again never ends in "stuck".
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "an exact count per hint: release only (build.sh runs it with --release)"
)]
fn hints_alone_finish_a_board_logic_cannot_by_revealing_its_solution() {
    let mut b = puzzle("weekly160");
    let sol = unique_solution(&b);
    for c in b.cells.iter_mut().filter(|c| !c.black) {
        *c = Cell::with_candidates(0);
    }
    b.solution = Some(sol);
    straights::engine::fill_naive_candidates(&mut b);
    let row = straights::engine::engine(b.variant);
    let mut reveals = 0;
    for _ in 0..400 {
        let hint = row.try_hint(&b).unwrap();
        match hint.kind {
            "solved" => {
                assert!(reveals > 0);
                for (i, c) in b.cells.iter().enumerate().filter(|(_, c)| !c.black) {
                    assert_eq!(c.value, sol[i], "{}", cell_name(i));
                }
                return;
            }
            "step" | "reveal" => {
                if hint.kind == "reveal" {
                    reveals += 1;
                    // HoDoKu's choice: the middle one of the empty white cells.
                    let open: Vec<Pos> = Pos::all().filter(|&p| b.cells[p].is_open()).collect();
                    assert_eq!(
                        hint.placements,
                        vec![(open[open.len() / 2], sol[open[open.len() / 2]])]
                    );
                    assert!(hint.text.starts_with("Last resort: "), "{}", hint.text);
                }
                for &(i, d) in &hint.eliminations {
                    b.cells[i].candidates &= !digit_mask(d);
                }
                for &(i, d) in &hint.placements {
                    assert_eq!(sol[i], d, "{}", hint.text);
                    b.cells[i].value = d;
                    b.cells[i].candidates = 0;
                }
            }
            other => panic!("a hint of kind {other}: {}", hint.text),
        }
    }
    panic!("no end after 400 hints");
}
