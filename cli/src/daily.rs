//! `straights daily`: the puzzle of the day (see `straights::daily`), the
//! same one `daily.html` shows, printed as `straights generate` prints it.

use crate::generate;
use crate::OneLine;
use std::process::ExitCode;
use straights::codec::Format;
use straights::daily::{daily, Daily, Date};
use straights::engine::facts;
use straights::Variant;

/// What `straights daily` was asked for: its command-line options.
/// Without a date, today (local time); without a format, the kind's own
/// (as `generate`).
#[derive(clap::Args)]
pub struct Request {
    /// The day as YYYY-MM-DD (default: today, local time).
    #[arg(long)]
    pub date: Option<String>,
    /// Puzzle kind: str8ts or sudoku.
    #[arg(long, default_value_t = straights::engine::default_variant(), value_parser = generate::parse_variant)]
    pub variant: Variant,
    /// Output format (default: str8ts-com for Str8ts, sudoku81 for Sudoku).
    #[arg(long, value_parser = crate::parse_format)]
    pub to: Option<Format>,
    #[command(flatten)]
    pub one_line: OneLine,
    /// One JSON object on one line: {"date", "weekday", "variant",
    /// "grade", "gradeName", "seed", "symmetry", "format", "puzzle"}.
    #[arg(long)]
    pub json: bool,
}

/// Today's local date as the system's `date` command tells it (Rust's
/// standard library knows no time zones), else today in UTC with a note on
/// stderr.
fn today() -> Result<Date, String> {
    let local = std::process::Command::new("date")
        .arg("+%Y-%m-%d")
        .output()
        .ok()
        .filter(|out| out.status.success())
        .and_then(|out| Date::parse(&String::from_utf8_lossy(&out.stdout)).ok());
    if let Some(date) = local {
        return Ok(date);
    }
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let date = Date::from_unix_days((seconds / 86_400) as i64)?;
    eprintln!("straights: no local date from the `date` command: using today in UTC, {date}");
    Ok(date)
}

/// The `generate` request that makes the day's puzzle in the asked format.
fn generate_request(day: &Daily, request: &Request) -> generate::Request {
    generate::Request {
        variant: day.variant,
        grade: day.grade.to_string(),
        count: 1,
        seed: Some(day.seed),
        symmetry: Some(day.symmetry.to_string()),
        black_range: None,
        minimal: false,
        to: request.to,
        one_line: request.one_line,
    }
}

/// The day's facts and puzzle as one JSON line.
fn json_line(day: &Daily, puzzle: &str, to: Format) -> String {
    serde_json::json!({
        "date": day.date.to_string(),
        "weekday": day.weekday,
        "variant": day.variant.name(),
        "grade": day.grade,
        "gradeName": day.grade_name,
        "seed": day.seed,
        "symmetry": day.symmetry,
        "format": to.to_string(),
        "puzzle": puzzle,
    })
    .to_string()
}

/// `straights daily`: the day's puzzle on stdout exactly as `straights
/// generate --variant V --grade G --seed S --symmetry rotate180` writes it,
/// with one line on stderr saying which day, grade and seed it is; with
/// `--json`, one JSON object holding both instead.
pub fn run(request: &Request) -> ExitCode {
    let date = match request.date.as_deref().map_or_else(today, Date::parse) {
        Ok(date) => date,
        Err(e) => return crate::usage_error(&e),
    };
    let day = daily(date, request.variant);
    let generate = generate_request(&day, request);
    if !request.json {
        eprintln!(
            "straights: daily {} of {}: {} {}, seed {}",
            facts(day.variant).title,
            day.date.long_text(),
            day.grade,
            day.grade_name,
            day.seed
        );
        return generate::run(&generate);
    }
    match generate::first_puzzle(&generate) {
        Ok((puzzle, to)) => {
            out!("{}", json_line(&day, &puzzle, to));
            ExitCode::SUCCESS
        }
        Err(code) => code,
    }
}
