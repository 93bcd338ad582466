//! `straights`: Str8ts and Sudoku boards on the command line: convert between
//! formats, solve, hint, grade, and benchmark the engines.

/// `println!` for the CLI's output: when stdout is closed early (`straights
/// ... | head`) the program ends quietly instead of panicking; other write
/// errors are reported.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = writeln!(std::io::stdout(), $($arg)*) {
            crate::stdout_failed(&e);
        }
    }};
}

mod bench;
mod convert;
mod daily;
mod generate;
mod guard;
mod input;
mod play;
mod search;
mod verdict;

use clap::{Parser, Subcommand};
use std::process::ExitCode;
use straights::codec::Format;

#[derive(Parser)]
#[command(
    name = "straights",
    version,
    about = "Str8ts and Sudoku boards: convert, solve, hint, grade, generate"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// `--one-line`, for the commands that write boards.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct OneLine {
    /// One board per line: Str8ts text as 81 characters instead of nine
    /// lines (formats that are one line anyway are unchanged; grid formats
    /// have no one-line form and are refused).
    #[arg(long)]
    pub one_line: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Convert boards from any supported format to another.
    ///
    /// Input holds one board per line for one-line formats, or grids separated
    /// by blank lines. Lines starting with `#` that are not boards are comments
    /// (a row of a Str8ts grid such as `#..#.....` is not). With a one-line
    /// --from format every line is a board. Boards that fail (also lines that
    /// are not UTF-8 text) are reported on stderr with their line and the rest
    /// are still converted; the exit code is then 1.
    Convert {
        /// Input format (default: detected for each board).
        #[arg(long, value_parser = parse_format)]
        from: Option<Format>,
        /// Output format.
        #[arg(long, default_value = "json", value_parser = parse_format)]
        to: Format,
        #[command(flatten)]
        one_line: OneLine,
        /// Input file, or `-` for standard input.
        #[arg(default_value = "-")]
        file: String,
    },
    /// List the format names with what each holds.
    Formats {
        /// Print a Markdown table (variant, givens, placed, candidates, black, solution).
        #[arg(long)]
        markdown: bool,
    },
    /// Solve Str8ts and Sudoku puzzles (givens and black clues; placed digits are ignored).
    ///
    /// Prints the solved board; exits non-zero with a message when a puzzle
    /// has no solution or several (two of them are shown, as grids).
    Solve {
        /// Output format (default: the input's format).
        #[arg(long, value_parser = parse_format)]
        to: Option<Format>,
        #[command(flatten)]
        one_line: OneLine,
        /// Input file, or `-` for standard input.
        #[arg(default_value = "-")]
        file: String,
    },
    /// The next logical step from each board's current position (placed
    /// digits and the player's candidates count), or a mistake to fix; one
    /// answer per board, in order.
    ///
    /// A puzzle whose own clues break the rules gets that as its hint and
    /// counts as failed (exit code 1). With --strategy, the position is
    /// searched for that strategy only (Sudoku: a HoDoKu name or code such
    /// as "X-Wing" or 0300, or a technique as HoDoKu's regression library
    /// writes it, 0709-2, which sets HoDoKu's switches as its tester does;
    /// Str8ts: a strategy name); --all lists every step
    /// of it (without --strategy, every step of every strategy, easiest
    /// first).
    Hint {
        /// Look for this strategy only (name, or for Sudoku HoDoKu's code,
        /// with a library variant such as 0709-2 or 0402-1 if wanted).
        #[arg(long)]
        strategy: Option<String>,
        /// Every step of the strategy on the position, not just the first.
        #[arg(long)]
        all: bool,
        /// One JSON value per board on one line: with --all an array of
        /// steps, else one step or null. A step is {"strategy", "code",
        /// "digits", "cells": ["r1c2"], "eliminations": ["drc"],
        /// "placements": ["drc"], "text", "figure"}, `drc` as in HoDoKu's
        /// library ("436": 4 out of r3c6); "figure" is what to draw, cells
        /// numbered 0..80: {"candidates": [{"cell", "digit", "role"}],
        /// "cells": [{"cell", "role"}], "houses": [{"kind", "cells",
        /// "role"}], "links": [{"from": {"cell", "digit"}, "to", "strong"}]}.
        #[arg(long)]
        json: bool,
        /// Input file, or `-` for standard input.
        #[arg(default_value = "-")]
        file: String,
    },
    /// Grade puzzles: one line each, starting with the grade number and name
    /// (Str8ts: 1 Easy .. 6 Extreme; Sudoku: HoDoKu's 1 Easy .. 5 Extreme and
    /// its score; 0 Unfinished), then the strategies used.
    ///
    /// A puzzle with clashing clues, no solution or several solutions is not
    /// graded: stderr says which, and the exit code is 1.
    Grade {
        /// Input file, or `-` for standard input.
        #[arg(default_value = "-")]
        file: String,
    },
    /// A setter's verdict on each puzzle, one line per board: `unique 3
    /// Moderate minimal` (the grade number and name; `not minimal: r1c2 r5c5
    /// could go` names the clues that could go, each alone), `many: differ
    /// at r1c2 r1c5 ...` (where two solutions differ: one more clue in one
    /// of these cells is needed), `none` (no solution) or `broken: <the
    /// clash>`.
    ///
    /// For Str8ts the clues are the white givens and the digits of black
    /// clues (a black cell stays black). Exit code 0 when every board is
    /// unique, 1 when some is not, 2 when some board cannot be read (named
    /// on stderr with its line).
    Check {
        /// One JSON object per board: {"status": "broken" | "none" | "many" |
        /// "unique", "cells": ["r1c2"] (the clash, where two solutions
        /// differ, or the clues that could go), "grade", "gradeName",
        /// "minimal" (null unless unique), "strategies", "removable", "text"}.
        #[arg(long)]
        json: bool,
        /// Input file, or `-` for standard input.
        #[arg(default_value = "-")]
        file: String,
    },
    /// Generate unique Str8ts or Sudoku puzzles of an exact grade, one per line.
    ///
    /// The same seed and options give the same puzzles on every platform
    /// (also in the browser). Without --seed a seed is taken from the clock
    /// and reported on stderr. A seed that yields no puzzle is reported and
    /// the next one is tried; the exit code is then 1.
    Generate(generate::Request),
    /// The puzzle of the day, the same as the player's daily page: one
    /// puzzle per date and kind, its grade by weekday (Monday easiest,
    /// Sunday hardest: Str8ts 1 Easy, 2 Gentle, 3 Moderate, 4 Tough, 4
    /// Tough, 5 Diabolical, 6 Extreme; Sudoku 1 Easy, 2 Medium, 2 Medium, 3
    /// Hard, 4 Unfair, 4 Unfair, 5 Extreme), its seed from the date.
    ///
    /// Prints what `straights generate --variant V --grade G --seed S`
    /// prints for that day; stderr names the day, grade and seed.
    Daily(daily::Request),
    /// The minimal unavoidable sets of a Sudoku solution grid, smallest
    /// first: one per line, the grid's digits on its cells and `.`
    /// elsewhere; the count per size on stderr.
    ///
    /// Every puzzle whose only solution is the grid holds a clue in each.
    /// All sets of up to 9 cells are listed; larger ones as the brute-force
    /// runs find them (digit subsets, bands, stacks, box sets).
    Uas {
        /// The solution grid: 81 digits.
        grid: String,
        /// Largest set to list (4 to 81 cells).
        #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u8).range(4..=81))]
        max_size: u8,
    },
    /// Every puzzle of K clues (default 17) hidden in Sudoku solution
    /// grids: per grid, each clue set whose only solution is the grid, one
    /// per line (81 characters, `.` for empty cells), sorted; a summary per
    /// grid on stderr.
    ///
    /// Input: one solution grid per line (its first field, so a
    /// tab-separated file with more columns works); `#` lines are comments.
    /// A bad line is reported and the other grids still run (exit 1). The
    /// search is exact: nothing missed, nothing twice.
    Search {
        /// Clues per puzzle.
        #[arg(long, default_value_t = 17, value_parser = clap::value_parser!(u32).range(1..=81))]
        clues: u32,
        /// Threads (default: every core).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=1024))]
        threads: Option<u16>,
        /// Stop each grid's search at its first puzzle ("is there one?").
        #[arg(long)]
        first: bool,
        /// Run only part I of N (1-based, e.g. 3/8): N processes with
        /// 1/N ... N/N together print exactly the whole answer.
        #[arg(long, value_parser = parse_shard)]
        shard: Option<(usize, usize)>,
        /// Largest unavoidable set collected before the search (more are
        /// learnt as it goes; only speed depends on it).
        #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u8).range(4..=81))]
        max_ua_size: u8,
        /// Input file, or `-` for standard input.
        #[arg(default_value = "-")]
        file: String,
    },
    /// Time the engines: median and p90 per grade.
    Bench {
        #[command(subcommand)]
        what: BenchCommand,
    },
}

#[derive(Subcommand)]
enum BenchCommand {
    /// Count solutions (limit 2) of every Str8ts puzzle in a file.
    Solve {
        /// Puzzle file (e.g. tests/data/str8ts-com-505.txt).
        file: String,
        /// How many times to go through the file.
        #[arg(long, default_value_t = 5)]
        rounds: usize,
        /// After the one-thread pass, also count on this many threads
        /// (throughput of the whole machine; 1 skips it).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
        threads: u16,
    },
    /// Search grids for K-clue puzzles on one thread and print the CPU
    /// seconds per grid (a Markdown table).
    Search {
        /// Grids, one per line (first field), e.g. the 17-clue list by grid.
        file: String,
        /// Clues per puzzle.
        #[arg(long, default_value_t = 17, value_parser = clap::value_parser!(u32).range(1..=81))]
        clues: u32,
        /// Only the first N grids of the file.
        #[arg(long)]
        limit: Option<usize>,
        /// Threads (1 gives the one-thread CPU time of the goals).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=1024))]
        threads: u16,
    },
    /// Measure the band (2X2Y) method of the 17-clue search on each grid of
    /// a file (issue 39): valid bands, 2X2Y groups, pairs crossed and
    /// surviving, CPU time of the pair loop, and a projection of a band
    /// engine's CPU time (Markdown tables).
    Band {
        /// Grids, one per line (first field).
        file: String,
        /// Price the naive band-3 finish on every N-th surviving pair.
        #[arg(long, default_value_t = 1000)]
        finish_every: u64,
        /// Also run today's engine (`straights search --threads 1`) on each
        /// grid in the same run, for the ratio.
        #[arg(long)]
        engine: bool,
    },
    /// Grade every puzzle of a file (Str8ts or Sudoku, known unique) on one
    /// thread and print the median and p90 time per grade and overall.
    Grade {
        /// Puzzle file, e.g. ../shared/data/sudoku/top1465.txt.
        file: String,
        /// How many times to grade each puzzle (the fastest time counts).
        #[arg(long, default_value_t = 1)]
        rounds: usize,
        /// Only the first N puzzles of the file.
        #[arg(long)]
        limit: Option<usize>,
        /// Time a hint on each puzzle's start position instead (the player's
        /// Hint: the exact solver's check, then the next step).
        #[arg(long, conflicts_with = "path")]
        hint: bool,
        /// Time the solution path from each puzzle's start instead (the
        /// player's Solution path: every step with its sentence and figure).
        #[arg(long)]
        path: bool,
    },
    /// Generate puzzles of every grade (seeds 0, 1, 2, ...) and time each.
    Generate(bench::GenerateBench),
    /// Time `straights check`'s verdict (the setter's: solutions, grade,
    /// every clue's count to 2) on every board of a file, on one thread:
    /// the median and p90 per verdict and overall.
    Check {
        /// Board file, e.g. tests/data/str8ts-com-505.txt.
        file: String,
        /// How many times to judge each board (the fastest time counts).
        #[arg(long, default_value_t = 1)]
        rounds: usize,
        /// Only the first N boards of the file.
        #[arg(long)]
        limit: Option<usize>,
    },
}

/// `I/N` with 1 <= I <= N, as the 0-based index and the count.
fn parse_shard(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("expected I/N with 1 <= I <= N (e.g. 2/8), found {text:?}");
    let (i, n) = text.split_once('/').ok_or_else(bad)?;
    let (i, n): (usize, usize) = (
        i.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if i == 0 || i > n {
        return Err(bad());
    }
    Ok((i - 1, n))
}

pub fn parse_format(name: &str) -> Result<Format, String> {
    Format::from_name(name)
}

/// Reports a wrong combination of options (exit 2).
fn usage_error(message: &str) -> ExitCode {
    eprintln!("straights: {message}");
    ExitCode::from(2)
}

/// Reads the input of a command, or reports why it cannot.
fn with_input(file: &str, run: impl FnOnce(&input::Input) -> ExitCode) -> ExitCode {
    match input::read_input(file) {
        Ok(input) => run(&input),
        Err(e) => {
            eprintln!("straights: cannot read {file}: {e}");
            ExitCode::from(2)
        }
    }
}

/// Ends the program after a failed write to stdout: silently (exit 0) for
/// a closed pipe, with a message (exit 2) otherwise.
fn stdout_failed(e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("straights: cannot write the output: {e}");
    std::process::exit(2);
}

fn main() -> ExitCode {
    guard::install_hook();
    match Cli::parse().command {
        Command::Formats { markdown } => {
            let text = if markdown {
                convert::formats_table()
            } else {
                convert::formats_listing()
            };
            out!("{}", text.trim_end_matches('\n'));
            ExitCode::SUCCESS
        }
        Command::Convert {
            from,
            to,
            one_line: OneLine { one_line },
            file,
        } => match convert::check_one_line(to, one_line) {
            Ok(()) => with_input(&file, |t| convert::convert(t, &file, from, to, one_line)),
            Err(e) => usage_error(&e),
        },
        Command::Solve {
            to,
            one_line: OneLine { one_line },
            file,
        } => match to.map_or(Ok(()), |to| convert::check_one_line(to, one_line)) {
            Ok(()) => with_input(&file, |t| play::solve(t, &file, to, one_line)),
            Err(e) => usage_error(&e),
        },
        Command::Hint {
            strategy,
            all,
            json,
            file,
        } => {
            let query = play::HintQuery {
                strategy,
                all,
                json,
            };
            with_input(&file, |t| play::hint(t, &file, &query))
        }
        Command::Grade { file } => with_input(&file, |t| play::grade(t, &file)),
        Command::Check { json, file } => with_input(&file, |t| verdict::check(t, &file, json)),
        Command::Generate(request) => generate::run(&request),
        Command::Daily(request) => daily::run(&request),
        Command::Uas { grid, max_size } => search::uas(&grid, max_size as usize),
        Command::Search {
            clues,
            threads,
            first,
            shard,
            max_ua_size,
            file,
        } => {
            let threads = threads.map_or_else(
                || std::thread::available_parallelism().map_or(1, |n| n.get()),
                |t| t as usize,
            );
            let request = search::Request {
                options: straights::search::Options {
                    clues,
                    first,
                    threads,
                    shard: shard.unwrap_or((0, 1)),
                    max_ua_size: max_ua_size as usize,
                },
                file: file.clone(),
            };
            with_input(&file, |t| search::run(&request, t))
        }
        Command::Bench { what } => match what {
            BenchCommand::Solve {
                file,
                rounds,
                threads,
            } => bench::solve(&file, rounds, threads as usize),
            BenchCommand::Generate(options) => bench::generate(&options),
            BenchCommand::Check {
                file,
                rounds,
                limit,
            } => bench::check(&file, rounds, limit),
            BenchCommand::Search {
                file,
                clues,
                limit,
                threads,
            } => bench::search(&file, clues, limit, threads as usize),
            BenchCommand::Band {
                file,
                finish_every,
                engine,
            } => bench::band(&file, finish_every, engine),
            BenchCommand::Grade {
                file,
                rounds,
                limit,
                hint,
                path,
            } => {
                let timed = match (hint, path) {
                    (true, _) => bench::Timed::Hint,
                    (_, true) => bench::Timed::Path,
                    _ => bench::Timed::Grade,
                };
                bench::grade(&file, rounds, limit, timed)
            }
        },
    }
}
