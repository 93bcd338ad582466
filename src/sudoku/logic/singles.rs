//! Singles: Full House, Naked Single, Hidden Single.

use super::grid::{bit, cells, count, house_name, Grid, Set, HOUSES, HOUSE_SETS};
use super::{Finds, Step, Strategy};
use crate::board::{cell_name, digit_mask, digits_of, single_digit, Mask, ALL_DIGITS};
use crate::board::{House, Pos};
use crate::outcome::{Figure, Role};

/// **Full House.** A house with one empty cell left: that cell takes the
/// one digit the house is missing.
pub(super) fn full_house(g: &Grid, f: &mut Finds) {
    for (h, i, d) in full_houses(g) {
        let step = Step::new(Strategy::FullHouse, digit_mask(d), bit(i)).place(Pos::new(i), d);
        let reason = || {
            format!(
                "Full House: {} is the last empty cell of {}",
                cell_name(i),
                house_name(h)
            )
        };
        // The house outlined and its last cell, both to look at first.
        let draw = |fig: &mut Figure| {
            fig.grid_house(House::new(h), Role::Focus)
                .cell(Pos::new(i), Role::Focus);
        };
        if f.add_drawn(step, reason, draw) {
            return;
        }
    }
}

/// The Full Houses in house order: (house, cell, digit). A house counts
/// when exactly one of its cells has candidates and the one digit the
/// house misses is among them. (Counting cells with candidates, read from
/// the digit sets in a few word operations, instead of empty cells gives
/// the same houses: a second empty cell without candidates leaves two
/// digits missing, and a last empty cell without candidates lacks the
/// missing one.)
fn full_houses(g: &Grid) -> impl Iterator<Item = (usize, usize, u8)> + '_ {
    let open = g.open_cells();
    (0..HOUSES.len()).filter_map(move |h| {
        let last = open & HOUSE_SETS[h];
        if count(last) != 1 {
            return None;
        }
        let i = last.trailing_zeros() as usize;
        let d = single_digit(ALL_DIGITS & !g.house_values(h))?;
        g.has(i, d).then_some((h, i, d))
    })
}

/// **Naked Single.** A cell with one candidate left takes it.
pub(super) fn naked_single(g: &Grid, f: &mut Finds) {
    for (i, d) in naked_singles(g) {
        let step = Step::new(Strategy::NakedSingle, digit_mask(d), bit(i)).place(Pos::new(i), d);
        let reason = || {
            format!(
                "Naked Single: {d} is the only candidate left in {}",
                cell_name(i)
            )
        };
        // The cell is all there is to look at.
        let draw = |fig: &mut Figure| {
            fig.cell(Pos::new(i), Role::Focus);
        };
        if f.add_drawn(step, reason, draw) {
            return;
        }
    }
}

/// The Naked Singles in cell order: (cell, digit). The cells with one
/// candidate are those in exactly one digit's set, found with nine word
/// operations rather than a look at each of the 81 cells.
fn naked_singles(g: &Grid) -> impl Iterator<Item = (usize, u8)> + '_ {
    let (mut once, mut twice): (Set, Set) = (0, 0);
    for d in 1..=9 {
        let with = g.cells_with(d);
        twice |= once & with;
        once |= with;
    }
    cells(once & !twice).filter_map(|i| Some((i, single_digit(g.cand[i])?)))
}

/// **Hidden Single.** A digit with one place left in a house goes there
/// (boxes first, then rows, then columns, as players look).
pub(super) fn hidden_single(g: &Grid, f: &mut Finds) {
    for h in HIDDEN_SINGLE_ORDER {
        for d in digits_of(lonely_digits(g, h)) {
            let i = g.house_cells_with(h, d).trailing_zeros() as usize;
            let step = Step::new(
                Strategy::HiddenSingle,
                digit_mask(d),
                HOUSE_SETS[h] & !bit(i),
            )
            .place(Pos::new(i), d);
            let reason = || {
                format!(
                    "Hidden Single: in {}, {d} fits only {}",
                    house_name(h),
                    cell_name(i)
                )
            };
            // The house outlined first: its other cells lack the digit.
            let draw = |fig: &mut Figure| {
                fig.grid_house(House::new(h), Role::Focus)
                    .cell(Pos::new(i), Role::Target);
            };
            if f.add_drawn(step, reason, draw) {
                return;
            }
        }
    }
}

/// The houses in the order Hidden Singles are looked for: boxes, rows, columns.
const HIDDEN_SINGLE_ORDER: [usize; 27] = {
    let mut out = [0; 27];
    let mut k = 0;
    while k < 27 {
        out[k] = (k + 18) % 27;
        k += 1;
    }
    out
};

/// The digits with exactly one place in house `h`: those in the
/// candidates of one of its cells, from the nine cells' masks.
fn lonely_digits(g: &Grid, h: usize) -> Mask {
    let (mut once, mut twice): (Mask, Mask) = (0, 0);
    for &i in &HOUSES[h] {
        twice |= once & g.cand[i];
        once |= g.cand[i];
    }
    once & !twice
}

/// The first Hidden Single in the finder's order: (cell, digit).
fn first_hidden_single(g: &Grid) -> Option<(usize, u8)> {
    HIDDEN_SINGLE_ORDER.into_iter().find_map(|h| {
        let d = digits_of(lonely_digits(g, h)).next()?;
        Some((g.house_cells_with(h, d).trailing_zeros() as usize, d))
    })
}

/// The placement the solver's step of the single strategy `s` makes (the
/// first its finder reports: every single places a digit in an empty cell,
/// so the sink keeps it), or `None` when `s` finds none or is no single.
/// Grading takes singles by this, without building a [`Step`]: most of a
/// grading's steps are singles, and each built step is four allocations
/// (many times the search's cost in WebAssembly, whose allocator is slow).
pub(super) fn first_single(g: &Grid, s: Strategy) -> Option<(usize, u8)> {
    match s {
        Strategy::FullHouse => full_houses(g).next().map(|(_, i, d)| (i, d)),
        Strategy::NakedSingle => naked_singles(g).next(),
        Strategy::HiddenSingle => first_hidden_single(g),
        _ => None,
    }
}

/// True for the strategies [`first_single`] answers.
pub(super) fn is_single(s: Strategy) -> bool {
    matches!(
        s,
        Strategy::FullHouse | Strategy::NakedSingle | Strategy::HiddenSingle
    )
}

#[cfg(test)]
mod tests {
    use super::super::{find_all, find_first, Strategy};
    use crate::board::Pos;
    use crate::outcome::{CellMark, HouseKind, Role::*};

    #[test]
    fn naked_single_in_a_crowded_row() {
        // Row 1 holds 1-7 and column 9 holds 9: r1c9 can only be 8 (r1c8 keeps 8 and 9).
        let mut digits = [0u8; 81];
        digits[..7].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7]);
        digits[80] = 9;
        let g = super::Grid::from_digits(&digits);
        let all = find_all(&g, Strategy::NakedSingle);
        let s = all
            .iter()
            .find(|s| s.digits == [8])
            .expect("a naked single of 8");
        assert_eq!(s.placements, vec![(Pos::new(8), 8)]);
        assert_eq!(
            s.text,
            "Naked Single: 8 is the only candidate left in r1c9: place 8 in r1c9"
        );
        assert_eq!(all.len(), 1);
        // The cell is the focus; nothing else to draw.
        assert_eq!(
            s.figure.cells,
            vec![CellMark {
                cell: Pos::new(8),
                role: Focus
            }]
        );
        assert!(s.figure.houses.is_empty() && s.figure.candidates.is_empty());
    }

    #[test]
    fn full_house_and_hidden_single() {
        let mut digits = [0u8; 81];
        for (k, d) in [1, 2, 3, 4, 5, 6, 7, 8].into_iter().enumerate() {
            digits[k] = d;
        }
        let g = super::Grid::from_digits(&digits);
        let s = find_first(&g, Strategy::FullHouse).expect("full house");
        assert_eq!(s.placements, vec![(Pos::new(8), 9)]);
        assert!(s
            .text
            .starts_with("Full House: r1c9 is the last empty cell of row 1"));
        // The full house outlined, its last cell the focus.
        assert_eq!(s.figure.houses.len(), 1);
        assert_eq!(s.figure.houses[0].kind, HouseKind::Row);
        assert_eq!(
            s.figure.houses[0].cells,
            (0..9).map(Pos::new).collect::<Vec<_>>()
        );
        assert_eq!(s.figure.houses[0].role, Focus);
        assert_eq!(
            s.figure.cells,
            vec![CellMark {
                cell: Pos::new(8),
                role: Focus
            }]
        );
        let h = find_first(&g, Strategy::HiddenSingle).expect("hidden single");
        assert_eq!(h.placements, vec![(Pos::new(8), 9)]);
        // Row 1 (boxes have other places for 9) outlined, r1c9 the target.
        assert_eq!(
            h.figure.houses[0].cells,
            (0..9).map(Pos::new).collect::<Vec<_>>()
        );
        assert_eq!(h.figure.houses[0].role, Focus);
        assert_eq!(
            h.figure.cells,
            vec![CellMark {
                cell: Pos::new(8),
                role: Target
            }]
        );
    }

    #[test]
    fn grading_draws_nothing() {
        // The solver without sentences (grading) leaves the figure empty.
        let mut digits = [0u8; 81];
        digits[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
        let g = super::Grid::from_digits(&digits);
        let step = super::super::next_step_with(&g, true, false).expect("a step");
        assert_eq!(step.placements, vec![(Pos::new(8), 9)]);
        assert!(step.figure.is_empty());
    }

    #[test]
    fn grading_takes_the_finders_first_single() {
        // Every position of a solve (a puzzle of singles, steps applied one
        // by one): the placement grading takes is the finders' first step's.
        let mut g = super::super::testutil::grid(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        );
        let mut positions = 0;
        while let Some(step) = super::super::next_step(&g, true) {
            for s in [
                Strategy::FullHouse,
                Strategy::NakedSingle,
                Strategy::HiddenSingle,
            ] {
                let first = find_first(&g, s).map(|step| step.placements[0]);
                let first = first.map(|(p, d)| (p.index(), d));
                assert_eq!(
                    super::first_single(&g, s),
                    first,
                    "{s} at position {positions}"
                );
            }
            step.apply(&mut g);
            positions += 1;
        }
        assert!(g.is_solved());
        assert_eq!(positions, 49);
        assert_eq!(super::first_single(&g, Strategy::XWing), None);
    }
}
