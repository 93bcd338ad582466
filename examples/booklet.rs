//! Generates the puzzles of a booklet, as the player's booklet page does:
//! COUNT puzzles of one kind and grade from consecutive seeds, each with
//! its solution, the same on every machine.
//!
//! ```sh
//! cargo run --release --example booklet -- str8ts 4 6 1   # kind, grade, count, first seed
//! ```

use straights::board::Board;
use straights::codec;
use straights::engine::engine_named;
use straights::outcome::GenerateRequest;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |k: usize, default: &str| args.get(k).cloned().unwrap_or_else(|| default.to_string());
    let row = engine_named(&arg(0, "str8ts"))?;
    let number = |k: usize, default: &str| -> Result<u64, String> {
        let text = arg(k, default);
        text.parse()
            .map_err(|_| format!("not a whole number: {text}"))
    };
    let grade = u8::try_from(number(1, "3")?).map_err(|_| "grade too large".to_string())?;
    let (count, seed) = (number(2, "4")?, number(3, "1")?);
    for k in 0..count {
        let request = GenerateRequest {
            grade,
            seed: seed + k,
            symmetry: None,
            black_range: None,
            minimal: false,
        };
        let made = row.try_generate(&request)?;
        let name = row
            .facts
            .grade_names
            .get(usize::from(made.grade).wrapping_sub(1))
            .unwrap_or(&"any level");
        println!(
            "Puzzle {} (seed {}, {name}, {})",
            k + 1,
            request.seed,
            made.symmetry
        );
        let grid = codec::encode(&made.board, row.facts.grid_format).map_err(|e| e.to_string())?;
        println!("{grid}\nSolution:\n{}\n", solution_grid(&made.board));
    }
    Ok(())
}

/// The known solution as nine lines of digits (`#` for a black cell without one).
fn solution_grid(board: &Board) -> String {
    let digits = board.solution.unwrap_or([0; 81]);
    digits
        .chunks(9)
        .map(|row| {
            row.iter()
                .map(|&d| if d == 0 { '#' } else { char::from(b'0' + d) })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}
