//! The puzzle kinds' rules, one row per kind: rule breaks, naive
//! candidates, regions and the exact solver (see [`Rules`]), with the
//! candidate helpers built on them ([`naive_candidates`], [`candidates`],
//! [`fill_naive_candidates`]).
//!
//! This is the low layer that the codec, [`crate::check`] and the kinds'
//! logic solvers use. It imports only the board, the results and the
//! kinds' own `rules` and `solve` modules, never the engine table
//! ([`crate::engine`]), which sits on top and takes its rows' rules from
//! here: so no import goes round in a circle.
//!
//! ```
//! use straights::rules::{candidates, rules};
//! use straights::{Board, Variant};
//! let mut board = Board::new(Variant::Sudoku);
//! board.cells[0] = straights::Cell::given(5);
//! assert!((rules(board.variant).conflicts)(&board).is_empty());
//! assert_eq!(candidates(&board)[1].count_ones(), 8);
//! ```

use crate::board::{Board, Mask, Variant, CELLS};
use crate::outcome::{RuleBreak, Solution};
use crate::{str8ts, sudoku};

/// A kind's rules and exact solver: what checking and playing a board
/// needs, apart from the logic solver, the grader and the generator.
#[derive(Clone, Copy)]
pub struct Rules {
    /// The puzzle kind of the row.
    pub variant: Variant,
    /// Every rule break on a board (givens, placed digits and black clues).
    pub conflicts: fn(&Board) -> Vec<RuleBreak>,
    /// The candidates the rules leave each cell from its digits alone
    /// (cells with a digit get its mask, empty black cells 0).
    pub naive_candidates: fn(&Board) -> [Mask; CELLS],
    /// The kind's own regions beyond rows, columns and boxes, each as its
    /// cells (Str8ts: the compartments of the black layout; Sudoku: none).
    pub regions: fn(&Board) -> Vec<Vec<usize>>,
    /// The exact solver on the puzzle (givens and black clues).
    pub solve: fn(&Board) -> Solution,
    /// Number of solutions of the puzzle, counting stops at the limit.
    pub count: fn(&Board, usize) -> usize,
}

/// The Str8ts rules.
pub const STR8TS: Rules = Rules {
    variant: str8ts::VARIANT,
    conflicts: str8ts::rules::rule_breaks,
    naive_candidates: str8ts::rules::naive_candidates,
    regions: str8ts::rules::compartment_cells,
    solve: str8ts::solve::solve,
    count: str8ts::solve::count_solutions,
};

/// The Sudoku rules.
pub const SUDOKU: Rules = Rules {
    variant: sudoku::VARIANT,
    conflicts: sudoku::rules::rule_breaks,
    naive_candidates: sudoku::rules::naive_candidates,
    regions: |_| Vec::new(),
    solve: sudoku::solve::solve,
    count: sudoku::solve::count_solutions,
};

/// The rows, in the order of the list of kinds ([`Variant::ALL`]: Str8ts,
/// then Sudoku).
static RULES: [Rules; Variant::ALL.len()] = [STR8TS, SUDOKU];

// Every row at its kind's place in the list of kinds, so that [`rules`]
// finds each kind's own row.
const _: () = assert!(Variant::follow_the_list(&[STR8TS.variant, SUDOKU.variant]));

/// The rules and exact solver of a puzzle kind.
pub fn rules(variant: Variant) -> &'static Rules {
    &RULES[variant.index()]
}

/// The naive candidates of a board by its kind's rules (see [`Rules::naive_candidates`]).
pub fn naive_candidates(board: &Board) -> [Mask; CELLS] {
    (rules(board.variant).naive_candidates)(board)
}

/// The candidate set of every cell as a player sees it: the known
/// candidates of empty white cells (the naive ones if the board has none),
/// the digit's mask for cells with a digit, 0 for empty black cells.
pub fn candidates(board: &Board) -> [Mask; CELLS] {
    if !board.has_candidates {
        // The rules' naive candidates already give cells with a digit its
        // mask and empty black cells 0 (see `Rules::naive_candidates`).
        return naive_candidates(board);
    }
    std::array::from_fn(|i| {
        let c = &board.cells[i];
        if c.value != 0 {
            c.value_mask()
        } else if c.black {
            0
        } else {
            c.candidates
        }
    })
}

/// Replaces unknown candidates by the naive ones, so that every empty white
/// cell carries an explicit candidate set. Does nothing if candidates are known.
pub fn fill_naive_candidates(board: &mut Board) {
    if board.has_candidates {
        return;
    }
    let naive = naive_candidates(board);
    board.set_candidates(&naive);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{digit_mask, Cell, ALL_DIGITS};

    #[test]
    fn candidates_prefer_known_ones() {
        let mut b = Board::new(Variant::Sudoku);
        b.cells[0] = Cell::given(5);
        fill_naive_candidates(&mut b);
        assert!(b.has_candidates);
        b.cells[1].candidates = 0b11;
        let c = candidates(&b);
        assert_eq!(c[0], digit_mask(5));
        assert_eq!(c[1], 0b11);
        b.clear_candidates();
        assert_eq!(candidates(&b)[1], ALL_DIGITS & !digit_mask(5));
    }

    #[test]
    fn each_kind_gets_its_own_rules() {
        // The same digit twice in a box, in different rows and columns:
        // a Sudoku conflict, not a Str8ts one.
        for variant in Variant::ALL {
            let mut b = Board::new(variant);
            b.cells[0] = Cell::given(5);
            b.cells[10] = Cell::given(5);
            let clash = !(rules(variant).conflicts)(&b).is_empty();
            assert_eq!(clash, variant == Variant::Sudoku, "{variant}");
        }
        let mut b = Board::new(Variant::Str8ts);
        b.cells[4] = Cell::BLACK;
        assert!(!(rules(Variant::Str8ts).regions)(&b).is_empty());
        assert!((rules(Variant::Sudoku).regions)(&b).is_empty());
    }
}
