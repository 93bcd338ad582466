//! The exact Sudoku solver of `straights` against two peers: the `sudoku`
//! crate 0.8 and tdoku (linked when built with `TDOKU_LIB`, see docs/benchmarks.md).
//!
//! For every row of the table (a data set and a mode: "unique" counts to 2,
//! "first" stops at the first solution), each solver runs over the whole set
//! (repeated until the pass lasts at least `MIN_PASS`) and the process CPU
//! time (`clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`) per puzzle is taken.
//! Rounds are interleaved (every row and solver once per round, the solver
//! order rotating from round to round) and the median of the rounds is
//! printed. Before timing, every puzzle's count (to 2 and to 1) is checked
//! to be the same for all solvers, and every first solution to be a valid
//! grid keeping the clues; a mismatch aborts.
//!
//! With `--generate N` it times generation instead: N random minimal
//! puzzles (no symmetry, and 180-degree rotation) by straights' generator
//! (any level, seeds 0..N) and by the `sudoku` crate (`generate_with_symmetry`),
//! CPU µs per puzzle, median of the interleaved rounds.
//!
//! Usage: `sudoku-peers [--rounds N] [--data DIR] [--only SET]... [--stats] [--generate N]`

use std::hint::black_box;
use std::time::Duration;
use straights::sudoku::solve::{count_clues, search};

/// One puzzle as each solver takes it.
struct Puzzle {
    clues: [u8; 81],
    peer: sudoku::Sudoku,
    /// 81 characters ('.' for an empty cell) and a NUL.
    text: [u8; 82],
}

/// The solvers compared.
#[derive(Clone, Copy, PartialEq)]
enum Solver {
    Straights,
    SudokuCrate,
    Tdoku,
}

const SOLVERS: [Solver; 3] = [Solver::Straights, Solver::SudokuCrate, Solver::Tdoku];

/// The rows of the table: file, mode limit (2 = unique, 1 = first).
const ROWS: [(&str, usize); 8] = [
    ("17-clue.txt", 2),
    ("top1465.txt", 2),
    ("top1465.txt", 1),
    ("forum-hardest-1905.txt", 2),
    ("forum-hardest-1106.txt", 2),
    ("forum-hardest-1106.txt", 1),
    ("serg-benchmark-10000.txt", 2),
    ("serg-benchmark-10000.txt", 1),
];

/// A timed pass runs the set as many times as it takes to last this long.
const MIN_PASS: Duration = Duration::from_millis(300);

#[cfg(tdoku)]
extern "C" {
    fn TdokuSolverDpllTriadSimd(
        input: *const u8,
        limit: usize,
        configuration: u32,
        solution: *mut u8,
        num_guesses: *mut usize,
    ) -> usize;
}

/// tdoku's count up to `limit` (with limit 1 it writes the solution).
#[cfg(tdoku)]
fn tdoku(text: &[u8; 82], limit: usize, solution: &mut [u8; 81]) -> Option<usize> {
    let mut guesses = 0usize;
    // SAFETY: `text` is 81 cells and a NUL (tdoku reads a standard puzzle
    // when the 82nd byte is below '.'), `solution` has room for 81 bytes.
    let n = unsafe {
        TdokuSolverDpllTriadSimd(text.as_ptr(), limit, 0, solution.as_mut_ptr(), &mut guesses)
    };
    Some(n)
}

/// tdoku's number of guesses on a puzzle (0 without tdoku).
fn tdoku_guesses(_text: &[u8; 82], _limit: usize) -> usize {
    #[cfg(tdoku)]
    {
        let mut guesses = 0usize;
        let mut solution = [0u8; 81];
        // SAFETY: as in `tdoku`.
        unsafe {
            TdokuSolverDpllTriadSimd(
                _text.as_ptr(),
                _limit,
                0,
                solution.as_mut_ptr(),
                &mut guesses,
            )
        };
        return guesses;
    }
    #[allow(unreachable_code)]
    0
}

#[cfg(not(tdoku))]
fn tdoku(_: &[u8; 82], _: usize, _: &mut [u8; 81]) -> Option<usize> {
    None
}

/// Runs one solver on one puzzle; the count, or `None` when the solver is absent.
#[inline]
fn run(solver: Solver, p: &Puzzle, limit: usize, out: &mut [u8; 81]) -> Option<usize> {
    match (solver, limit) {
        (Solver::Straights, 1) => {
            let found = search(&p.clues, 1);
            *out = found.solutions[0];
            Some(found.count)
        }
        (Solver::Straights, _) => Some(count_clues(&p.clues, limit)),
        (Solver::SudokuCrate, 1) => Some(match p.peer.some_solution() {
            Some(s) => {
                *out = s.to_bytes();
                1
            }
            None => 0,
        }),
        (Solver::SudokuCrate, _) => Some(p.peer.solutions_count_up_to(limit)),
        (Solver::Tdoku, _) => {
            let mut text = [0u8; 81];
            let n = tdoku(&p.text, limit, &mut text)?;
            if limit == 1 {
                *out = text.map(|c| c.wrapping_sub(b'0'));
            }
            Some(n)
        }
    }
}

/// Process CPU time.
fn cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid clock id and a valid out pointer.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime");
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// The puzzles of a data file (81-character lines; '#' lines are comments).
fn load(dir: &str, file: &str) -> Vec<Puzzle> {
    let path = format!("{dir}/{file}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(str::trim)
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .map(|l| {
            let clues: [u8; 81] = std::array::from_fn(|i| match l.as_bytes()[i] {
                c @ b'1'..=b'9' => c - b'0',
                _ => 0,
            });
            let mut text = [0u8; 82];
            for (t, &d) in text.iter_mut().zip(&clues) {
                *t = if d == 0 { b'.' } else { b'0' + d };
            }
            let peer = sudoku::Sudoku::from_bytes(clues).expect("a puzzle the crate reads");
            Puzzle { clues, peer, text }
        })
        .collect()
}

/// True when `sol` is a valid grid keeping the clues.
fn valid(clues: &[u8; 81], sol: &[u8; 81]) -> bool {
    let mut seen = [0u16; 27];
    for (i, (&c, &d)) in clues.iter().zip(sol).enumerate() {
        if !(1..=9).contains(&d) || (c != 0 && c != d) {
            return false;
        }
        let bit = 1 << d;
        let (r, k) = (i / 9, i % 9);
        for h in [r, 9 + k, 18 + r / 3 * 3 + k / 3] {
            if seen[h] & bit != 0 {
                return false;
            }
            seen[h] |= bit;
        }
    }
    true
}

/// Checks that all solvers agree on every puzzle's count to `limit` (and
/// give valid first solutions); returns the number of puzzles of each count.
fn check(file: &str, set: &[Puzzle], limit: usize) -> [usize; 3] {
    let mut tally = [0; 3];
    for (n, p) in set.iter().enumerate() {
        let mut counts = Vec::new();
        for s in SOLVERS {
            let mut sol = [0u8; 81];
            let Some(c) = run(s, p, limit, &mut sol) else {
                continue;
            };
            if limit == 1 && c == 1 && !valid(&p.clues, &sol) {
                panic!(
                    "{file} puzzle {}: invalid solution from solver {}",
                    n + 1,
                    name(s)
                );
            }
            counts.push((name(s), c));
        }
        if counts.iter().any(|&(_, c)| c != counts[0].1) {
            panic!(
                "{file} puzzle {} (limit {limit}): counts differ: {counts:?}",
                n + 1
            );
        }
        tally[counts[0].1.min(2)] += 1;
    }
    tally
}

fn name(s: Solver) -> &'static str {
    match s {
        Solver::Straights => "straights",
        Solver::SudokuCrate => "sudoku 0.8",
        Solver::Tdoku => "tdoku",
    }
}

/// CPU µs per puzzle of one solver over a set, the set repeated `reps` times.
fn time(solver: Solver, set: &[Puzzle], limit: usize, reps: usize) -> f64 {
    let mut out = [0u8; 81];
    let start = cpu_time();
    for _ in 0..reps {
        for p in set {
            black_box(run(solver, black_box(p), limit, &mut out));
        }
    }
    let spent = cpu_time() - start;
    spent.as_secs_f64() * 1e6 / (reps * set.len()) as f64
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let mut rounds = 3;
    let mut dir = format!("{}/../../../shared/data/sudoku", env!("CARGO_MANIFEST_DIR"));
    let mut only: Vec<String> = Vec::new();
    let mut stats = false;
    let mut generate = 0u64;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--rounds" => {
                rounds = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("--rounds N")
            }
            "--data" => dir = args.next().expect("--data DIR"),
            "--only" => only.push(args.next().expect("--only SET")),
            "--stats" => stats = true,
            "--generate" => {
                generate = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("--generate N")
            }
            _ => panic!(
                "usage: sudoku-peers [--rounds N] [--data DIR] [--only SET]... [--stats] [--generate N]"
            ),
        }
    }
    if generate > 0 {
        generation_table(generate, rounds);
        return;
    }
    let have_tdoku = cfg!(tdoku);
    if !have_tdoku {
        eprintln!("tdoku not linked (TDOKU_LIB unset when built): its column stays empty");
    }
    let rows: Vec<(&str, usize)> = ROWS
        .iter()
        .copied()
        .filter(|(f, _)| only.is_empty() || only.iter().any(|o| f.contains(o.as_str())))
        .collect();
    let mut sets = std::collections::BTreeMap::new();
    for &(file, _) in &rows {
        sets.entry(file).or_insert_with(|| load(&dir, file));
    }
    // Agreement first (not timed), and how many repetitions make a pass last MIN_PASS.
    let mut reps = Vec::new();
    for &(file, limit) in &rows {
        let set = &sets[file];
        let tally = check(file, set, limit);
        eprintln!(
            "{file} limit {limit}: {} puzzles agree (0: {}, 1: {}, 2+: {})",
            set.len(),
            tally[0],
            tally[1],
            tally[2]
        );
        let once = time(Solver::Straights, set, limit, 1) * set.len() as f64;
        reps.push(((MIN_PASS.as_secs_f64() * 1e6 / once).ceil() as usize).max(1));
    }
    if stats {
        for &(file, limit) in &rows {
            let set = &sets[file];
            let nodes: usize = set.iter().map(|p| search(&p.clues, limit).nodes).sum();
            let guesses: usize = set.iter().map(|p| tdoku_guesses(&p.text, limit)).sum();
            eprintln!(
                "{file} limit {limit}: straights {:.1} nodes/puzzle, tdoku {:.1} guesses/puzzle",
                nodes as f64 / set.len() as f64,
                guesses as f64 / set.len() as f64
            );
        }
    }
    let mut times = vec![[const { Vec::new() }; 3]; rows.len()];
    for round in 0..rounds {
        for (r, &(file, limit)) in rows.iter().enumerate() {
            for k in 0..3 {
                let s = SOLVERS[(k + round + r) % 3];
                if s == Solver::Tdoku && !have_tdoku {
                    continue;
                }
                times[r][s as usize].push(time(s, &sets[file], limit, reps[r]));
            }
        }
        eprintln!("round {} of {rounds} done", round + 1);
    }
    println!("CPU µs per puzzle (process CPU time), median of {rounds} interleaved rounds");
    println!("| set | mode | straights | sudoku 0.8 | tdoku | straights / best |");
    println!("|---|---|---:|---:|---:|---:|");
    for (r, &(file, limit)) in rows.iter().enumerate() {
        let m: Vec<Option<f64>> = times[r]
            .iter_mut()
            .map(|v| (!v.is_empty()).then(|| median(v)))
            .collect();
        let best = m[1..]
            .iter()
            .flatten()
            .copied()
            .fold(f64::INFINITY, f64::min);
        let cell = |x: Option<f64>| x.map_or("-".to_string(), |t| format!("{t:.2}"));
        println!(
            "| {} | {} | {} | {} | {} | {:.2} |",
            file.trim_end_matches(".txt"),
            if limit == 1 { "first" } else { "unique" },
            cell(m[0]),
            cell(m[1]),
            cell(m[2]),
            m[0].unwrap_or(f64::NAN) / best
        );
    }
}

/// CPU µs per puzzle of `count` random minimal puzzles under `symmetry`:
/// straights (seeds 0..count, any level) or the `sudoku` crate.
fn time_generation(straights: bool, symmetry: sudoku::Symmetry, count: u64) -> f64 {
    use straights::sudoku::generate::{generate, Options};
    let ours = match symmetry {
        sudoku::Symmetry::None => straights::symmetry::Symmetry::None,
        _ => straights::symmetry::Symmetry::Rotate180,
    };
    let start = cpu_time();
    for seed in 0..count {
        if straights {
            let options = Options {
                level: None,
                symmetry: ours,
                minimal: false,
                seed,
            };
            black_box(generate(&options).expect("a puzzle"));
        } else {
            black_box(sudoku::Sudoku::generate_with_symmetry(symmetry));
        }
    }
    (cpu_time() - start).as_secs_f64() * 1e6 / count as f64
}

/// The generation table: straights against the `sudoku` crate, interleaved rounds.
fn generation_table(count: u64, rounds: usize) {
    let symmetries = [
        ("none", sudoku::Symmetry::None),
        ("rotate180", sudoku::Symmetry::HalfRotation),
    ];
    let mut times = vec![[Vec::new(), Vec::new()]; symmetries.len()];
    for round in 0..rounds {
        for (r, &(_, symmetry)) in symmetries.iter().enumerate() {
            for k in 0..2 {
                let ours = (k + round) % 2 == 0;
                times[r][usize::from(!ours)].push(time_generation(ours, symmetry, count));
            }
        }
        eprintln!("round {} of {rounds} done", round + 1);
    }
    println!("random minimal puzzles, CPU µs per puzzle, {count} per round, median of {rounds} interleaved rounds");
    println!("| symmetry | straights | sudoku 0.8 | straights / sudoku |");
    println!("|---|---:|---:|---:|");
    for (r, &(name, _)) in symmetries.iter().enumerate() {
        let ours = median(&mut times[r][0]);
        let theirs = median(&mut times[r][1]);
        println!("| {name} | {ours:.1} | {theirs:.1} | {:.2} |", ours / theirs);
    }
}
