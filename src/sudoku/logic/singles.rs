//! Singles: Full House, Naked Single, Hidden Single.

use super::grid::{bit, cells, count, house_name, Grid, HOUSES, HOUSE_SETS};
use super::{Finds, Step, Strategy};
use crate::board::{cell_name, digit_mask, single_digit, ALL_DIGITS, CELLS};

/// **Full House.** A house with one empty cell left: that cell takes the
/// one digit the house is missing.
pub(super) fn full_house(g: &Grid, f: &mut Finds) {
    for (h, house) in HOUSES.iter().enumerate() {
        let mut empty = house.iter().copied().filter(|&i| g.value[i] == 0);
        let (Some(i), None) = (empty.next(), empty.next()) else {
            continue;
        };
        let Some(d) = single_digit(ALL_DIGITS & !g.house_values(h)) else {
            continue;
        };
        if !g.has(i, d) {
            continue;
        }
        let step = Step::new(Strategy::FullHouse, digit_mask(d), bit(i)).place(i, d);
        let reason = || {
            format!(
                "Full House: {} is the last empty cell of {}",
                cell_name(i),
                house_name(h)
            )
        };
        if f.add_because(step, reason) {
            return;
        }
    }
}

/// **Naked Single.** A cell with one candidate left takes it.
pub(super) fn naked_single(g: &Grid, f: &mut Finds) {
    for i in 0..CELLS {
        let Some(d) = single_digit(g.cand[i]) else {
            continue;
        };
        let step = Step::new(Strategy::NakedSingle, digit_mask(d), bit(i)).place(i, d);
        let reason = || {
            format!(
                "Naked Single: {d} is the only candidate left in {}",
                cell_name(i)
            )
        };
        if f.add_because(step, reason) {
            return;
        }
    }
}

/// **Hidden Single.** A digit with one place left in a house goes there
/// (boxes first, then rows, then columns, as players look).
pub(super) fn hidden_single(g: &Grid, f: &mut Finds) {
    for h in (18..27).chain(0..18) {
        for d in 1..=9u8 {
            let places = g.house_cells_with(h, d);
            if count(places) != 1 {
                continue;
            }
            let i = cells(places).next().unwrap_or(0);
            let step = Step::new(
                Strategy::HiddenSingle,
                digit_mask(d),
                HOUSE_SETS[h] & !bit(i),
            )
            .place(i, d);
            let reason = || {
                format!(
                    "Hidden Single: in {}, {d} fits only {}",
                    house_name(h),
                    cell_name(i)
                )
            };
            if f.add_because(step, reason) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{find_all, find_first, Strategy};

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
        assert_eq!(s.placements, vec![(8, 8)]);
        assert_eq!(
            s.text,
            "Naked Single: 8 is the only candidate left in r1c9: place 8 in r1c9"
        );
        assert_eq!(all.len(), 1);
    }

    #[test]
    fn full_house_and_hidden_single() {
        let mut digits = [0u8; 81];
        for (k, d) in [1, 2, 3, 4, 5, 6, 7, 8].into_iter().enumerate() {
            digits[k] = d;
        }
        let g = super::Grid::from_digits(&digits);
        let s = find_first(&g, Strategy::FullHouse).expect("full house");
        assert_eq!(s.placements, vec![(8, 9)]);
        assert!(s
            .text
            .starts_with("Full House: r1c9 is the last empty cell of row 1"));
        let h = find_first(&g, Strategy::HiddenSingle);
        assert_eq!(h.map(|s| s.placements), Some(vec![(8, 9)]));
    }
}
