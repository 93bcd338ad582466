//! `straights bench`: timings of the engines, median and p90 per grade;
//! the band method's measurement ([`mod@band`]).

mod band;

use crate::input::read_input;
use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use straights::board::Board;
use straights::board::CELLS;
use straights::codec;
use straights::engine::{engine, Engine};
use straights::outcome::{GenerateRequest, Generated};
use straights::str8ts::{logic, solve};
use straights::symmetry::Symmetry;
use straights::Variant;

/// The median and 90th percentile of some durations.
fn median_p90(times: &mut [Duration]) -> (Duration, Duration) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.9))
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

/// The text of a benchmark's input file, or the exit code after saying why not.
fn bench_input(file: &str) -> Result<String, ExitCode> {
    read_input(file).map(|input| input.text).map_err(|e| {
        eprintln!("straights: cannot read {file}: {e}");
        ExitCode::from(2)
    })
}

/// The boards of a benchmark file: the first field of every line that is
/// not blank or a `#` comment, those that decode.
fn puzzles(text: &str) -> impl Iterator<Item = Board> + '_ {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| codec::decode(l.split_whitespace().next().unwrap_or("")).ok())
        .map(|d| d.board)
}

/// `straights bench solve FILE`: counts solutions (limit 2) of every Str8ts
/// puzzle in the file `rounds` times on one thread, then prints the
/// throughput and, per logic grade, the median and p90 time of one count.
/// With `threads` above 1 it then does the same work on that many threads
/// (each taking the next puzzle from one shared counter) and prints that
/// throughput too, so both figures come from one run.
pub fn solve(file: &str, rounds: usize, threads: usize) -> ExitCode {
    let text = match bench_input(file) {
        Ok(text) => text,
        Err(code) => return code,
    };
    let boards: Vec<Board> = puzzles(&text)
        .filter(|b| b.variant == straights::str8ts::VARIANT)
        .collect();
    if boards.is_empty() {
        eprintln!("straights: no Str8ts puzzles in {file}");
        return ExitCode::FAILURE;
    }
    let grades: Vec<String> = boards
        .iter()
        .map(|b| {
            logic::grade(b)
                .grade
                .map_or("0 Unfinished".to_string(), |g| {
                    format!("{} {}", g.number(), g.name())
                })
        })
        .collect();
    let rounds = rounds.max(1);
    // Times per board, grouped by grade only after the timed loop.
    let mut per_board = vec![Vec::with_capacity(rounds); boards.len()];
    let start = Instant::now();
    for _ in 0..rounds {
        for (b, times) in boards.iter().zip(&mut per_board) {
            let t = Instant::now();
            count_once(b);
            times.push(t.elapsed());
        }
    }
    print_throughput(boards.len(), rounds, 1, start.elapsed());
    let mut per_grade: BTreeMap<String, Vec<Duration>> = BTreeMap::new();
    for (g, times) in grades.into_iter().zip(per_board) {
        per_grade.entry(g).or_default().extend(times);
    }
    print_table(&mut per_grade);
    if threads > 1 {
        let total = count_on_threads(&boards, rounds, threads);
        print_throughput(boards.len(), rounds, threads, total);
    }
    ExitCode::SUCCESS
}

/// One timed unit of `bench solve`: the solutions of `b`, counted up to 2
/// (kept opaque to the optimiser).
fn count_once(b: &Board) {
    std::hint::black_box(solve::count_solutions(std::hint::black_box(b), 2));
}

/// Counts the solutions (limit 2) of every board `rounds` times on
/// `threads` threads, which take the next board from one shared counter
/// (so that a thread drawing the hard puzzles does not leave the other
/// idle); returns the wall-clock time of the whole.
fn count_on_threads(boards: &[Board], rounds: usize, threads: usize) -> Duration {
    let next = AtomicUsize::new(0);
    let total = boards.len() * rounds;
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= total {
                    break;
                }
                count_once(&boards[k % boards.len()]);
            });
        }
    });
    start.elapsed()
}

/// Prints the throughput line of `bench solve`.
fn print_throughput(puzzles: usize, rounds: usize, threads: usize, total: Duration) {
    let on = match threads {
        1 => "1 thread".to_string(),
        n => format!("{n} threads"),
    };
    out!(
        "count_solutions(limit 2), {on}: {puzzles} puzzles x {rounds} rounds in {:.3} s: {:.0} puzzles/s",
        total.as_secs_f64(),
        (puzzles * rounds) as f64 / total.as_secs_f64()
    );
}

/// What `straights bench grade` times on each puzzle.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Timed {
    /// Grading (the puzzle known unique).
    Grade,
    /// A hint on the start position (the exact solver's check, then the next step).
    Hint,
    /// The solution path from the start (every step with its sentence and figure).
    Path,
}

/// `straights bench grade FILE`: grades every puzzle of the file (any
/// kind with a grader; each known unique, so no solution count is timed)
/// `rounds` times on one thread, keeps each puzzle's fastest time, and
/// prints the median and p90 per grade and for all puzzles. With
/// [`Timed::Hint`] or [`Timed::Path`], the time of a hint or of the
/// solution path from the start position is taken instead of the grade's.
pub fn grade(file: &str, rounds: usize, limit: Option<usize>, timed: Timed) -> ExitCode {
    let text = match bench_input(file) {
        Ok(text) => text,
        Err(code) => return code,
    };
    let boards: Vec<Board> = puzzles(&text).take(limit.unwrap_or(usize::MAX)).collect();
    if boards.is_empty() {
        eprintln!("straights: no puzzles in {file}");
        return ExitCode::FAILURE;
    }
    let mut per_grade: BTreeMap<String, Vec<Duration>> = BTreeMap::new();
    let mut all = Vec::with_capacity(boards.len());
    let mut slowest = (Duration::ZERO, 0);
    for (k, board) in boards.iter().enumerate() {
        let row = straights::engine::engine(board.variant);
        let Ok(grader) = row.grader() else {
            continue;
        };
        let mut best = Duration::MAX;
        let mut graded = None;
        for _ in 0..rounds.max(1) {
            let start = Instant::now();
            if timed == Timed::Hint {
                std::hint::black_box(row.try_hint(std::hint::black_box(board)).ok());
            } else if timed == Timed::Path {
                std::hint::black_box(row.try_path(std::hint::black_box(board)).ok());
            } else {
                graded = Some(std::hint::black_box(grader(
                    std::hint::black_box(board),
                    true,
                )));
            }
            best = best.min(start.elapsed());
        }
        // A hint or path run grades once more, untimed, to group its time by grade.
        let g = graded.unwrap_or_else(|| grader(board, true));
        per_grade
            .entry(format!("{} {}", g.grade, g.name))
            .or_default()
            .push(best);
        all.push(best);
        slowest = slowest.max((best, k + 1));
    }
    print_table(&mut per_grade);
    let (m, p) = median_p90(&mut all);
    let total: Duration = all.iter().sum();
    out!("{:<14} {:>6} {:>12} {:>12}", "all", all.len(), ms(m), ms(p));
    out!(
        "total {:.3} s, mean {}, slowest {} (puzzle {} of the file)",
        total.as_secs_f64(),
        ms(total / all.len() as u32),
        ms(slowest.0),
        slowest.1
    );
    ExitCode::SUCCESS
}

/// `straights bench check FILE`: the setter's verdict on every board of
/// the file (any kind), `rounds` times on one thread, each board's fastest
/// time kept; prints the median and p90 per verdict ("unique 3 Moderate",
/// "many", ...) and for all boards, with the slowest.
pub fn check(file: &str, rounds: usize, limit: Option<usize>) -> ExitCode {
    let text = match bench_input(file) {
        Ok(text) => text,
        Err(code) => return code,
    };
    let boards: Vec<Board> = puzzles(&text).take(limit.unwrap_or(usize::MAX)).collect();
    if boards.is_empty() {
        eprintln!("straights: no boards in {file}");
        return ExitCode::FAILURE;
    }
    let mut per_verdict: BTreeMap<String, Vec<Duration>> = BTreeMap::new();
    let mut all = Vec::with_capacity(boards.len());
    let mut slowest = (Duration::ZERO, 0);
    for (k, board) in boards.iter().enumerate() {
        let row = engine(board.variant);
        let mut best = Duration::MAX;
        let mut verdict = None;
        for _ in 0..rounds.max(1) {
            let start = Instant::now();
            verdict = std::hint::black_box(row.try_verdict(std::hint::black_box(board)).ok());
            best = best.min(start.elapsed());
        }
        let Some(v) = verdict else {
            continue;
        };
        let label = match &v {
            straights::check::Verdict::Unique(u) => format!("unique {} {}", u.grade, u.grade_name),
            other => other.status().to_string(),
        };
        per_verdict.entry(label).or_default().push(best);
        all.push(best);
        slowest = slowest.max((best, k + 1));
    }
    if all.is_empty() {
        eprintln!("straights: no board of {file} has a grader");
        return ExitCode::FAILURE;
    }
    print_table(&mut per_verdict);
    let (m, p) = median_p90(&mut all);
    out!("{:<14} {:>6} {:>12} {:>12}", "all", all.len(), ms(m), ms(p));
    out!(
        "slowest {} (board {} of the file)",
        ms(slowest.0),
        slowest.1
    );
    ExitCode::SUCCESS
}

/// Prints `grade  count  median  p90` lines.
pub fn print_table(per_grade: &mut BTreeMap<String, Vec<Duration>>) {
    out!(
        "{:<14} {:>6} {:>12} {:>12}",
        "grade",
        "count",
        "median",
        "p90"
    );
    for (grade, times) in per_grade.iter_mut() {
        let (m, p) = median_p90(times);
        out!("{grade:<14} {:>6} {:>12} {:>12}", times.len(), ms(m), ms(p));
    }
}

/// What `straights bench generate` times: its command-line options.
#[derive(clap::Args)]
pub struct GenerateBench {
    /// Puzzles per grade.
    #[arg(long, default_value_t = 200)]
    pub count: u64,
    /// Puzzle kind: str8ts or sudoku.
    #[arg(long, default_value_t = straights::engine::default_variant(), value_parser = crate::generate::parse_variant)]
    pub variant: Variant,
    /// Grades to time, e.g. 1-6, 4 or 1,3, or `any` (Sudoku: random
    /// minimal puzzles); default: every grade of the kind.
    #[arg(long)]
    pub grades: Option<String>,
    /// Symmetry (see `generate`; default rotate180).
    #[arg(long)]
    pub symmetry: Option<String>,
    /// Sudoku: minimal puzzles.
    #[arg(long)]
    pub minimal: bool,
    /// Also check (untimed) that every puzzle is unique and of its grade.
    #[arg(long)]
    pub check: bool,
}

/// Parses a list of grade numbers or names of the kind: `1-6`, `4`, `1,3,6`.
fn parse_grades(row: &Engine, text: &str) -> Result<Vec<u8>, String> {
    let mut grades = Vec::new();
    for part in text.split(',') {
        let (lo, hi) = part.split_once('-').unwrap_or((part, part));
        let lo = crate::generate::parse_grade(row, lo)?;
        let hi = crate::generate::parse_grade(row, hi)?;
        grades.extend(lo..=hi);
    }
    if grades.is_empty() {
        return Err(format!("no grades in '{text}'"));
    }
    Ok(grades)
}

/// Checks a generated puzzle: unique by the exact solver, of grade `grade`
/// by the logic solver, of the requested symmetry.
fn check_generated(row: &Engine, made: &Generated, grade: u8) -> Result<(), String> {
    match (row.rules.count)(&made.board, 2) {
        1 => {}
        n => return Err(format!("{n} solutions")),
    }
    let graded = row.try_grade(&made.board, true)?;
    if grade == 0 && !graded.finished {
        return Err("logic cannot finish it".to_string());
    }
    if grade != 0 && graded.grade != grade {
        return Err(format!("graded {}, asked for {grade}", graded.name));
    }
    let symmetry = Symmetry::from_name(made.symmetry).ok_or("unknown symmetry")?;
    // The symmetry governs the black cells of a Str8ts puzzle (its white
    // givens follow none, as on str8ts.com) and the clues of a Sudoku.
    let black = made.board.black_count() > 0;
    let pattern: [bool; CELLS] = std::array::from_fn(|i| {
        let c = &made.board.cells[i];
        if black {
            c.black
        } else {
            c.value != 0
        }
    });
    if !symmetry.holds(&pattern) {
        return Err(format!("not {} symmetric", made.symmetry));
    }
    Ok(())
}

/// `straights bench generate`: generates `count` puzzles of each grade
/// (seeds 0..count) and prints the median, p90 and max time per grade,
/// and the mean work per puzzle (the generator's own counters).
pub fn generate(bench: &GenerateBench) -> ExitCode {
    let row = engine(bench.variant);
    let all = format!("1-{}", row.facts.grade_names.len() - 1);
    let grades = match parse_grades(row, bench.grades.as_deref().unwrap_or(&all)) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("straights: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(Err(e)) = bench
        .symmetry
        .as_deref()
        .map(|name| crate::generate::check_symmetry(row, name))
    {
        eprintln!("straights: {e}");
        return ExitCode::from(2);
    }
    let mut header = false;
    for grade in grades {
        let mut times = Vec::new();
        let mut work: Vec<(&str, u64)> = Vec::new();
        for seed in 0..bench.count.max(1) {
            let request = GenerateRequest {
                grade,
                seed,
                symmetry: bench.symmetry.clone(),
                black_range: None,
                minimal: bench.minimal,
            };
            let t = Instant::now();
            let generated = row.try_generate(&request);
            times.push(t.elapsed());
            let name = grade_label(row, grade);
            let made = match generated {
                Ok(made) => made,
                Err(e) => {
                    eprintln!("straights: {name} seed {seed}: {e}");
                    return ExitCode::FAILURE;
                }
            };
            if bench.check {
                if let Err(e) = check_generated(row, &made, grade) {
                    eprintln!("straights: {name} seed {seed}: bad puzzle: {e}");
                    return ExitCode::FAILURE;
                }
            }
            add_work(&mut work, &made.work);
        }
        if !header {
            let names: Vec<&str> = work.iter().map(|(name, _)| *name).collect();
            out!(
                "{:<14} {:>6} {:>12} {:>12} {:>12}   per puzzle: {}",
                "grade",
                "count",
                "median",
                "p90",
                "max",
                names.join(", ")
            );
            header = true;
        }
        let (m, p) = median_p90(&mut times);
        let n = times.len() as f64;
        let means: Vec<String> = work
            .iter()
            .map(|&(_, total)| format!("{:.1}", total as f64 / n))
            .collect();
        out!(
            "{:<14} {:>6} {:>12} {:>12} {:>12}   {}",
            grade_label(row, grade),
            times.len(),
            ms(m),
            ms(p),
            ms(*times.last().expect("at least one")),
            means.join(", ")
        );
    }
    if bench.check {
        out!("every puzzle checked: unique (exact solver), of its grade (logic solver) and symmetric");
    }
    ExitCode::SUCCESS
}

/// A grade as the table names it: "3 Hard", or "any" for grade 0.
fn grade_label(row: &Engine, grade: u8) -> String {
    match grade {
        0 => "any".to_string(),
        n => format!("{n} {}", row.facts.grade_names[n as usize]),
    }
}

/// Adds one puzzle's work counters to the totals (same names, same order).
fn add_work(totals: &mut Vec<(&'static str, u64)>, work: &[(&'static str, u32)]) {
    if totals.is_empty() {
        totals.extend(work.iter().map(|&(name, _)| (name, 0)));
    }
    for (total, &(_, n)) in totals.iter_mut().zip(work) {
        total.1 += u64::from(n);
    }
}

/// `straights bench search FILE`: searches each grid of the file (its
/// first field) for `clues`-clue puzzles and prints a Markdown row per
/// grid: puzzles found, nodes, solver checks, CPU seconds; then the total.
pub fn search(file: &str, clues: u32, limit: Option<usize>, threads: usize) -> ExitCode {
    let text = match bench_input(file) {
        Ok(text) => text,
        Err(code) => return code,
    };
    let grids = crate::search::grids(&text);
    let options = straights::search::Options {
        clues,
        threads,
        ..Default::default()
    };
    out!(
        "| grid | puzzles | UAs | nodes | checks | {} s |",
        crate::search::CpuClock::kind()
    );
    out!("| --- | --: | --: | --: | --: | --: |");
    let mut total = 0.0;
    for (line, grid) in grids.into_iter().take(limit.unwrap_or(usize::MAX)) {
        let grid = match grid {
            Ok(grid) => grid,
            Err(e) => {
                eprintln!("straights: {file}: line {line}: {e} (skipped)");
                continue;
            }
        };
        let clock = crate::search::CpuClock::start();
        let stop = std::sync::atomic::AtomicBool::new(false);
        let s = straights::search::search(&grid, &options, |_| {}, |_| {}, &stop);
        let (seconds, _) = clock.seconds();
        total += seconds;
        let text = straights::search::pattern(&grid, straights::search::ALL_CELLS);
        out!(
            "| `{text}` | {} | {} | {} | {} | {seconds:.2} |",
            s.puzzles.len(),
            s.uas,
            s.counters.nodes,
            s.counters.checks
        );
    }
    out!("| total | | | | | {total:.2} |");
    ExitCode::SUCCESS
}

/// CPU seconds of this thread, in nanoseconds' resolution where Linux
/// gives them (`/proc/thread-self/schedstat`: the band measurement reads
/// the clock around every 2X block, too often for the 10 ms ticks of
/// `/proc/self/stat`), else the process clock of [`crate::search::CpuClock`].
fn thread_cpu_seconds(fallback: &crate::search::CpuClock) -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or_else(|| fallback.seconds().0, |ns| ns / 1e9)
}

/// `straights bench band FILE`: the band-method measurement of each grid
/// ([`mod@band`]), a Markdown table per grid, then the
/// projection line: the band engine's CPU time as the preparation plus the
/// 2X2Y set-up plus the pair loop (a lower bound: nothing of band 3), and
/// with the sampled naive band-3 finish scaled to every survivor; with
/// `engine`, today's engine on the same grid in the same run.
pub fn band(file: &str, finish_every: u64, engine: bool) -> ExitCode {
    let text = match bench_input(file) {
        Ok(text) => text,
        Err(code) => return code,
    };
    let start = crate::search::CpuClock::start();
    let mut clock = || thread_cpu_seconds(&start);
    for (line, grid) in crate::search::grids(&text) {
        let grid = match grid {
            Ok(grid) => grid,
            Err(e) => {
                eprintln!("straights: {file}: line {line}: {e} (skipped)");
                continue;
            }
        };
        let name = straights::search::pattern(&grid, straights::search::ALL_CELLS);
        let m = band::measure(&grid, finish_every, &mut clock);
        out!("\n#### `{name}`\n");
        out!(
            "{} UAs of up to {} cells; minimal UAs inside bands 1/2/3: {}/{}/{}; preparation (UAs, band UAs, valid bands) {:.2} s CPU.\n",
            m.uas,
            band::MAX_UA,
            m.band_uas[0],
            m.band_uas[1],
            m.band_uas[2],
            m.prepare_s
        );
        out!("| valid bands of k clues | k=2 | 3 | 4 | 5 | 6 | 7 |");
        out!("| --- | --: | --: | --: | --: | --: | --: |");
        for (b, v) in m.valid.iter().enumerate() {
            out!(
                "| band {} | {} | {} | {} | {} | {} | {} |",
                b + 1,
                v[2],
                v[3],
                v[4],
                v[5],
                v[6],
                v[7]
            );
        }
        out!();
        out!("| band 3 | case | X | Y | 2X2Y groups | groups by unhit UAs: 0 / 1-64 / 65-128 / 129-256 / 257-512 / >512 | unhit mean / max | pairs in groups killed whole | pairs tested | pass word 1 | survivors | set-up s | loop s | ns / pair | finish: sampled, µs each, solver checks, puzzles, bands 1+2 forced | finish s (all survivors) |");
        out!("| --- | --- | --: | --: | --: | --- | --- | --: | --: | --: | --: | --: | --: | --: | --- | --: |");
        let (mut lower, mut finish) = (m.prepare_s, 0.0);
        for c in &m.cases {
            let each = if c.finished > 0 {
                c.finish_s / c.finished as f64
            } else {
                0.0
            };
            let all = each * c.crossed.survivors as f64;
            lower += c.setup_s + c.loop_s;
            finish += all;
            let u = c.unhit;
            out!(
                "| {} | {} | {} | {} | {} | {} / {} / {} / {} / {} / {} | {:.0} / {} | {:.3e} | {:.3e} | {:.3e} | {:.3e} | {:.2} | {:.2} | {:.2} | {}, {:.1}, {}, {}, {}{} | {:.1} |",
                c.bands[0] + 1,
                c.name,
                c.xs,
                c.ys,
                c.groups,
                u[0], u[1], u[2], u[3], u[4], u[5],
                c.unhit_mean,
                c.unhit_max,
                c.killed as f64,
                c.pairs as f64,
                c.crossed.first as f64,
                c.crossed.survivors as f64,
                c.setup_s,
                c.loop_s,
                if c.pairs > 0 { c.loop_s * 1e9 / c.pairs as f64 } else { 0.0 },
                c.finished,
                each * 1e6,
                c.checks,
                c.puzzles,
                c.forced,
                if c.beyond > 0 { format!(" ({} with band 3 > 7 clues, unpriced)", c.beyond) } else { String::new() },
                all
            );
        }
        let mut projection = format!(
            "\nProjected band engine: at least {lower:.1} s CPU (preparation, set-up and pair loop, band 3 free); {:.1} s with the naive band-3 finish",
            lower + finish
        );
        if engine {
            let options = straights::search::Options {
                threads: 1,
                ..Default::default()
            };
            let stop = std::sync::atomic::AtomicBool::new(false);
            let t0 = clock();
            let s = straights::search::search(&grid, &options, |_| {}, |_| {}, &stop);
            let today = clock() - t0;
            projection += &format!(
                "; today's engine {today:.2} s CPU ({} puzzles): {:.2}x / {:.2}x of it",
                s.puzzles.len(),
                lower / today,
                (lower + finish) / today
            );
        }
        out!("{projection}.");
    }
    ExitCode::SUCCESS
}
