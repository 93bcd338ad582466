//! Converts a file of boards to another format: one board per line (blank
//! lines and lines starting with `#` skipped), each read in whatever
//! format the codec detects and written in the format named.
//!
//! ```sh
//! cargo run --example convert -- tests/data/str8ts-com-505.txt str8ts-text
//! ```
//!
//! A line that is not a board, or that the format cannot hold, is reported
//! on stderr with its line number; the others are still converted.

use std::process::ExitCode;
use straights::codec::{self, Format};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [file, format] = args.as_slice() else {
        eprintln!("usage: convert FILE FORMAT   (formats: `straights formats`)");
        return ExitCode::from(2);
    };
    let format = match Format::from_name(format) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{file}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut failed = false;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match codec::decode(line).and_then(|d| codec::encode(&d.board, format)) {
            Ok(out) => println!("{out}"),
            Err(e) => {
                eprintln!("line {}: {e}", n + 1);
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
