//! Solves and grades a puzzle of either kind given on the command line (a
//! Sudoku by default), and prints its first logical step.
//!
//! ```sh
//! cargo run --example solve_and_grade
//! cargo run --example solve_and_grade -- "weekly001:0000000400900000008009..."
//! ```

use straights::codec;
use straights::engine::engine;
use straights::outcome::Solution;

/// A Sudoku of 24 clues with one solution.
const DEFAULT: &str =
    "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8";

fn main() -> Result<(), String> {
    let text = std::env::args()
        .nth(1)
        .unwrap_or_else(|| DEFAULT.to_string());
    let decoded = codec::decode(&text).map_err(|e| e.to_string())?;
    let board = decoded.board;
    println!("read as {} ({})", decoded.format, board.variant);
    let row = engine(board.variant);
    match (row.rules.solve)(&board) {
        Solution::Unique(digits) => {
            let line: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
            println!("one solution: {line}");
        }
        Solution::Multiple(..) => return Err("the puzzle has several solutions".into()),
        Solution::None => return Err("the puzzle has no solution".into()),
    }
    let grade = row.try_grade(&board, true)?;
    println!("grade {} {}", grade.grade, grade.name);
    for (strategy, count) in &grade.steps {
        println!("  {strategy} x{count}");
    }
    let hint = row.try_hint(&board)?;
    println!("first step: {}", hint.text);
    Ok(())
}
