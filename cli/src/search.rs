//! `straights search` and `straights uas`: the minimal-clue search of
//! Sudoku solution grids and the unavoidable sets it starts from.

use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use straights::board::CELLS;
use straights::search::{self, Grid};

/// `straights uas GRID --max-size S`: one UA per line, smallest first; the
/// count and the number of each size on stderr.
pub fn uas(grid_text: &str, max_size: usize) -> ExitCode {
    let grid = match search::parse_grid(grid_text) {
        Ok(grid) => grid,
        Err(e) => {
            eprintln!("straights: uas: {e}");
            return ExitCode::from(2);
        }
    };
    let sets = search::uas(&grid, max_size);
    let mut sizes = [0usize; CELLS + 1];
    for &set in &sets {
        sizes[set.count_ones() as usize] += 1;
        out!("{}", search::pattern(&grid, set));
    }
    let histogram: Vec<String> = sizes
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n > 0)
        .map(|(size, n)| format!("{n} of {size}"))
        .collect();
    eprintln!(
        "straights: {} minimal unavoidable sets of up to {max_size} cells ({})",
        sets.len(),
        histogram.join(", ")
    );
    ExitCode::SUCCESS
}

/// What `straights search` was asked.
pub struct Request {
    /// The search options (clues, first, threads, shard).
    pub options: search::Options,
    /// Input file, or `-`.
    pub file: String,
}

/// The solution grids of the input: each non-blank line that is not a
/// `#` comment holds one as its first field (so a tab-separated file with
/// more columns, like the 17-clue list by grid, reads as it is); a line
/// that is not a grid gives its error.
pub fn grids(text: &str) -> Vec<(usize, Result<Grid, String>)> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(n, l)| {
            let field = l.split_whitespace().next().unwrap_or("");
            (n + 1, search::parse_grid(field))
        })
        .collect()
}

/// `straights search`: for each grid of the input, every puzzle of the
/// requested clue count that has it as its only solution, sorted, one per
/// line; a summary per grid on stderr. Bad lines are reported and skipped
/// (exit 1); the other grids still run.
pub fn run(request: &Request, input: &crate::input::Input) -> ExitCode {
    let mut failed = false;
    for (line, grid) in grids(&input.text) {
        match grid {
            Ok(grid) => search_grid(request, line, &grid),
            Err(e) => {
                eprintln!("straights: {}: line {line}: {e}", request.file);
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Searches one grid and prints its puzzles and summary.
fn search_grid(request: &Request, line: usize, grid: &Grid) {
    let options = &request.options;
    let live = std::io::stderr().is_terminal();
    let cpu = CpuClock::start();
    let summary = search::search(
        grid,
        options,
        |_| {},
        |p| {
            if live {
                eprint!("\rline {line}: {}/{} tasks", p.done, p.total);
            }
        },
        &AtomicBool::new(false),
    );
    if live {
        eprint!("\r\x1b[K");
    }
    for t in search::puzzle_texts(grid, &summary.puzzles) {
        out!("{t}");
    }
    eprintln!(
        "straights: line {line}: {}",
        describe(options, &summary, cpu.seconds())
    );
}

/// The summary line of one grid's search.
pub fn describe(options: &search::Options, s: &search::Summary, seconds: (f64, &str)) -> String {
    let (index, count) = options.shard;
    let shard = if count > 1 {
        format!(
            ", shard {}/{count}: {} of {} tasks",
            index + 1,
            s.shard_tasks,
            s.tasks
        )
    } else {
        format!(", {} tasks", s.tasks)
    };
    let n = s.puzzles.len();
    format!(
        "{n} puzzle{} of {} clues{}{} ({} UAs, {} nodes, {} solver checks, {} UAs learnt, {:.2} s {})",
        if n == 1 { "" } else { "s" },
        options.clues,
        if s.stopped { " (stopped at the first)" } else { "" },
        shard,
        s.uas,
        s.counters.nodes,
        s.counters.checks,
        s.counters.learnt,
        seconds.0,
        seconds.1,
    )
}

/// CPU time of the process (every thread): from `/proc/self/stat` where
/// there is one (Linux), else wall time, which the summary then says.
pub struct CpuClock {
    start: Option<f64>,
    wall: std::time::Instant,
}

impl CpuClock {
    pub fn start() -> CpuClock {
        CpuClock {
            start: process_cpu_seconds(),
            wall: std::time::Instant::now(),
        }
    }

    /// What [`CpuClock::seconds`] measures here: "CPU" where the process
    /// CPU time can be read, else "wall".
    pub fn kind() -> &'static str {
        if process_cpu_seconds().is_some() {
            "CPU"
        } else {
            "wall"
        }
    }

    /// Seconds since the start and whether they are "CPU" or "wall".
    pub fn seconds(&self) -> (f64, &'static str) {
        match (self.start, process_cpu_seconds()) {
            (Some(a), Some(b)) => (b - a, "CPU"),
            _ => (self.wall.elapsed().as_secs_f64(), "wall"),
        }
    }
}

/// User plus system time of this process, in seconds (clock ticks of
/// 1/100 s, the Linux value for user space).
fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name, which is in parentheses.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}
