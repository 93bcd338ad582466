//! Intersections: Locked Candidates type 1 (pointing) and type 2 (claiming).

use super::grid::{cell_houses, house_name, positions, Grid, Set, HOUSE_SETS};
use super::{Finds, Step, Strategy};
use crate::board::digit_mask;
use crate::board::House;
use crate::outcome::{Figure, Role};

/// **Locked Candidates Type 1 (Pointing).** When a digit's places in a box
/// all lie in one row or column, the digit must go there inside the box,
/// so the rest of that line cannot hold it.
pub(super) fn pointing(g: &Grid, f: &mut Finds) {
    locked(g, f, Strategy::LockedCandidates1, 18..27, 0..18);
}

/// **Locked Candidates Type 2 (Claiming).** When a digit's places in a row
/// or column all lie in one box, the digit must go there inside the line,
/// so the rest of that box cannot hold it.
pub(super) fn claiming(g: &Grid, f: &mut Finds) {
    locked(g, f, Strategy::LockedCandidates2, 0..18, 18..27);
}

/// For each digit and `base` house, a `cover` house holding all of the
/// digit's places (at least two) in the base eliminates it from the rest
/// of the cover. Bases are taken in order, digits inside, as HoDoKu does
/// (which step comes first changes a grade's score).
fn locked(
    g: &Grid,
    f: &mut Finds,
    strategy: Strategy,
    bases: std::ops::Range<usize>,
    covers: std::ops::Range<usize>,
) {
    // HoDoKu's order: house by house, digits inside.
    for b in bases {
        for d in 1..=9u8 {
            let places = g.house_cells_with(b, d);
            if places.count_ones() < 2 {
                continue;
            }
            // A cover holding every place holds the first: it is one of
            // that cell's houses (row, column, box: in house order).
            let first = places.trailing_zeros() as usize;
            for c in cell_houses(first) {
                if !covers.contains(&c) || places & !HOUSE_SETS[c] != 0 {
                    continue;
                }
                let victims = g.house_cells_with(c, d) & !HOUSE_SETS[b];
                if victims == 0 {
                    // Nothing to remove: the sink would drop the step.
                    continue;
                }
                let step = Step::new(strategy, digit_mask(d), places).eliminate(victims, d);
                let reason = || {
                    format!(
                        "{}: in {}, {d} fits only where it meets {}",
                        strategy.name(),
                        house_name(b),
                        house_name(c)
                    )
                };
                if f.add_drawn(step, reason, |fig| draw(fig, b, c, places, d)) {
                    return;
                }
            }
        }
    }
}

/// The figure of a locked candidate: the house the digit is confined in
/// outlined as the base, the house it leaves as the cover (as a fish of
/// one line), and the digit's places in the intersection as base
/// candidates.
fn draw(fig: &mut Figure, base: usize, cover: usize, places: Set, d: u8) {
    fig.grid_house(House::new(base), Role::Base)
        .grid_house(House::new(cover), Role::Cover)
        .candidates(positions(places), d, Role::Base);
}

#[cfg(test)]
mod tests {
    use super::super::testutil::grid;
    use super::super::{find_all, Strategy};
    use crate::board::Pos;
    use crate::outcome::{HouseKind, Role};

    #[test]
    fn pointing_from_hodokus_tester_comment() {
        // The line in the comment of HoDoKu's RegressionTester: 3 out of r1c5, r1c7 and r1c8.
        let g = grid(":0100:3:.....4..9.49....2.172..9..5......8..3...7...6..5......4..5..698.9....7..6..39....::315 317 318:");
        let steps = find_all(&g, Strategy::LockedCandidates1);
        let s = steps
            .iter()
            .find(|s| s.digits == [3])
            .expect("a pointing 3");
        assert_eq!(
            s.eliminations,
            vec![(Pos::new(4), 3), (Pos::new(6), 3), (Pos::new(7), 3)]
        );
        assert!(
            s.text
                .starts_with("Locked Candidates Type 1 (Pointing): in box "),
            "{}",
            s.text
        );
        // The box outlined as the base, row 1 as the cover, the box's 3s
        // (all in row 1) as base candidates.
        let fig = &s.figure;
        assert_eq!(fig.houses.len(), 2);
        assert_eq!(
            (fig.houses[0].kind, fig.houses[0].role),
            (HouseKind::Box, Role::Base)
        );
        assert_eq!(
            (fig.houses[1].kind, fig.houses[1].role),
            (HouseKind::Row, Role::Cover)
        );
        assert_eq!(
            fig.houses[1].cells,
            (0..9).map(Pos::new).collect::<Vec<_>>()
        );
        let marked: Vec<(usize, u8, Role)> = fig
            .candidates
            .iter()
            .map(|m| (m.cell.index(), m.digit, m.role))
            .collect();
        let base: Vec<(usize, u8, Role)> = s
            .cells
            .iter()
            .map(|&i| (i.index(), 3, Role::Base))
            .collect();
        assert_eq!(marked, base);
        assert!(s.cells.len() >= 2 && s.cells.iter().all(|&i| i.row().index() == 0));
        assert!(s.cells.iter().all(|&i| fig.houses[0].cells.contains(&i)));
    }
}
