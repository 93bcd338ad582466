//! `straights bench`: timings of the engines, median and p90 per grade.

use crate::input::read_input;
use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::{Duration, Instant};
use straights::board::Board;
use straights::codec;
use straights::str8ts::{logic, solve};

/// The median and 90th percentile of some durations.
fn median_p90(times: &mut [Duration]) -> (Duration, Duration) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.9))
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

/// `straights bench solve FILE`: counts solutions (limit 2) of every Str8ts
/// puzzle in the file `rounds` times, then prints the throughput and, per
/// logic grade, the median and p90 time of one count.
pub fn solve(file: &str, rounds: usize) -> ExitCode {
    let text = match read_input(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("straights: cannot read {file}: {e}");
            return ExitCode::from(2);
        }
    };
    let boards: Vec<Board> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| codec::decode(l).ok())
        .map(|d| d.board)
        .filter(|b| b.variant == straights::Variant::Str8ts)
        .collect();
    if boards.is_empty() {
        eprintln!("straights: no Str8ts puzzles in {file}");
        return ExitCode::FAILURE;
    }
    let mut per_grade: BTreeMap<String, Vec<Duration>> = BTreeMap::new();
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
    let start = Instant::now();
    for _ in 0..rounds.max(1) {
        for (b, g) in boards.iter().zip(&grades) {
            let t = Instant::now();
            std::hint::black_box(solve::count_solutions(std::hint::black_box(b), 2));
            per_grade.entry(g.clone()).or_default().push(t.elapsed());
        }
    }
    let total = start.elapsed();
    let n = boards.len() * rounds.max(1);
    println!(
        "count_solutions(limit 2): {} puzzles x {} rounds in {:.3} s: {:.0} puzzles/s",
        boards.len(),
        rounds.max(1),
        total.as_secs_f64(),
        n as f64 / total.as_secs_f64()
    );
    print_table(&mut per_grade);
    ExitCode::SUCCESS
}

/// Prints `grade  count  median  p90` lines.
pub fn print_table(per_grade: &mut BTreeMap<String, Vec<Duration>>) {
    println!(
        "{:<14} {:>6} {:>12} {:>12}",
        "grade", "count", "median", "p90"
    );
    for (grade, times) in per_grade.iter_mut() {
        let (m, p) = median_p90(times);
        println!("{grade:<14} {:>6} {:>12} {:>12}", times.len(), ms(m), ms(p));
    }
}
