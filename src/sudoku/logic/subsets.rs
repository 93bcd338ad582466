//! Subsets: naked and hidden pairs, triples and quadruples, and the locked
//! pairs and triples (naked subsets inside a line and a box at once).

use super::grid::{bit, cell_list, cells, digit_list, house_name, Grid, Set, HOUSES, HOUSE_SETS};
use super::{Finds, Step, Strategy};
use crate::board::{digit_mask, digits_of, Mask};
use crate::board::{House, Pos};
use crate::outcome::{Figure, Role};

/// **Locked Pair.** Two cells of one box and one line with the same two
/// candidates: both digits leave every other cell of the box and the line.
pub(super) fn locked_pair(g: &Grid, f: &mut Finds) {
    naked(g, f, 2, Strategy::LockedPair);
}

/// **Locked Triple.** Three cells of one box and one line with three
/// candidates between them: the three digits leave both houses.
pub(super) fn locked_triple(g: &Grid, f: &mut Finds) {
    naked(g, f, 3, Strategy::LockedTriple);
}

/// **Naked Pair.** Two cells of a house with the same two candidates hold
/// those digits, so the rest of the house cannot.
pub(super) fn naked_pair(g: &Grid, f: &mut Finds) {
    naked(g, f, 2, Strategy::NakedPair);
}

/// **Naked Triple.** Three cells of a house with three candidates between them.
pub(super) fn naked_triple(g: &Grid, f: &mut Finds) {
    naked(g, f, 3, Strategy::NakedTriple);
}

/// **Naked Quadruple.** Four cells of a house with four candidates between them.
pub(super) fn naked_quadruple(g: &Grid, f: &mut Finds) {
    naked(g, f, 4, Strategy::NakedQuadruple);
}

/// **Hidden Pair.** Two digits of a house with the same two places left:
/// those cells hold them, so their other candidates go.
pub(super) fn hidden_pair(g: &Grid, f: &mut Finds) {
    hidden(g, f, 2, Strategy::HiddenPair);
}

/// **Hidden Triple.** Three digits of a house confined to the same three cells.
pub(super) fn hidden_triple(g: &Grid, f: &mut Finds) {
    hidden(g, f, 3, Strategy::HiddenTriple);
}

/// **Hidden Quadruple.** Four digits of a house confined to the same four cells.
pub(super) fn hidden_quadruple(g: &Grid, f: &mut Finds) {
    hidden(g, f, 4, Strategy::HiddenQuadruple);
}

/// Houses in the order HoDoKu searches subsets: boxes, rows, columns.
fn house_order() -> impl Iterator<Item = usize> {
    (18..27).chain(0..18)
}

/// Calls `visit` with every `n`-element combination of `items` (as a bit
/// mask over their positions); stops when it returns true.
fn combinations(len: usize, n: usize, visit: &mut dyn FnMut(u32) -> bool) -> bool {
    fn rec(
        start: usize,
        len: usize,
        left: usize,
        acc: u32,
        visit: &mut dyn FnMut(u32) -> bool,
    ) -> bool {
        if left == 0 {
            return visit(acc);
        }
        (start..=len - left).any(|k| rec(k + 1, len, left - 1, acc | 1 << k, visit))
    }
    n <= len && rec(0, len, n, 0, visit)
}

/// Calls `visit` with every `n`-element combination of `masks` (as a bit
/// mask over their positions, in the order of [`combinations`]) whose
/// union has exactly `n` digits, with that union; stops when it returns
/// true. A branch whose union already has more than `n` digits is cut:
/// none of its combinations could qualify.
fn naked_sets(masks: &[Mask], n: usize, visit: &mut dyn FnMut(u32, Mask) -> bool) -> bool {
    fn rec(
        masks: &[Mask],
        start: usize,
        left: usize,
        (acc, union): (u32, Mask),
        n: usize,
        visit: &mut dyn FnMut(u32, Mask) -> bool,
    ) -> bool {
        if union.count_ones() as usize > n {
            return false;
        }
        if left == 0 {
            return union.count_ones() as usize == n && visit(acc, union);
        }
        (start..=masks.len() - left).any(|k| {
            let next = (acc | 1 << k, union | masks[k]);
            rec(masks, k + 1, left - 1, next, n, visit)
        })
    }
    n <= masks.len() && rec(masks, 0, n, (0, 0), n, visit)
}

/// Naked subsets of size `n`, eliminating from every house the cells
/// share. A pair or triple inside a box and a line that eliminates both in
/// the box and in the line outside the box is a locked subset (HoDoKu's
/// rule); the locked strategies take those, the naked ones the rest.
fn naked(g: &Grid, f: &mut Finds, n: usize, strategy: Strategy) {
    let locked = matches!(strategy, Strategy::LockedPair | Strategy::LockedTriple);
    for h in house_order() {
        // The house's cells with 1..=n candidates (an array: this runs for
        // every house at every grading step, and allocating was a good
        // part of its cost in WebAssembly).
        let (mut open, mut len) = ([0usize; 9], 0);
        for &i in &HOUSES[h] {
            if g.cand[i] != 0 && g.cand[i].count_ones() as usize <= n {
                open[len] = i;
                len += 1;
            }
        }
        let masks = open.map(|i| g.cand[i]);
        let stop = naked_sets(&masks[..len], n, &mut |pick, digits| {
            let set: Set = cells(pick as Set).fold(0, |s, k| s | bit(open[k]));
            let (mut shared, mut count) = ([0usize; 3], 0);
            for k in (0..27).filter(|&k| set & !HOUSE_SETS[k] == 0) {
                shared[count] = k;
                count += 1;
            }
            let houses = &shared[..count];
            let victims =
                |k: usize| digits_of(digits).fold(0, |v, d| v | (g.house_cells_with(k, d) & !set));
            // A subset that removes nothing (found again at every step once
            // used) is no step: skip it before building one.
            if houses.iter().all(|&k| victims(k) == 0) {
                return false;
            }
            if is_locked(set, houses, victims) != locked {
                return false;
            }
            let mut step = Step::new(strategy, digits, set);
            for &k in houses {
                for d in digits_of(digits) {
                    step = step.eliminate(g.house_cells_with(k, d) & !set, d);
                }
            }
            let reason = || {
                let names: Vec<String> = houses.iter().map(|&k| house_name(k)).collect();
                format!(
                    "{} {} in {} ({})",
                    strategy.name(),
                    digit_list(digits),
                    super::grid::join_and(&names),
                    cell_list(set)
                )
            };
            f.add_drawn(step, reason, |fig| {
                draw_subset(fig, g, set, digits);
                // The houses it clears.
                for &k in houses.iter().filter(|&&k| victims(k) != 0) {
                    fig.grid_house(House::new(k), Role::Focus);
                }
            })
        });
        if stop {
            return;
        }
    }
}

/// A pair or triple sharing a box and a line, with victims (cells losing a
/// candidate, from `victims(house)`) both in the box and in the line outside the box.
fn is_locked(set: Set, houses: &[usize], victims: impl Fn(usize) -> Set) -> bool {
    let Some(&b) = houses.iter().find(|&&k| k >= 18) else {
        return false;
    };
    let line = houses.iter().find(|&&k| k < 18);
    set.count_ones() <= 3
        && victims(b) != 0
        && line.is_some_and(|&l| victims(l) & !HOUSE_SETS[b] != 0)
}

/// Hidden subsets of size `n` in houses with more than `n` empty cells.
fn hidden(g: &Grid, f: &mut Finds, n: usize, strategy: Strategy) {
    for h in house_order() {
        let empty = HOUSES[h].iter().filter(|&&i| g.value[i] == 0).count();
        if empty <= n {
            continue;
        }
        // The digits with 1..=n places in the house (an array, as in `naked`).
        let (mut digits, mut len) = ([0u8; 9], 0);
        for d in 1..=9u8 {
            let k = g.house_cells_with(h, d).count_ones() as usize;
            if k >= 1 && k <= n {
                digits[len] = d;
                len += 1;
            }
        }
        let stop = combinations(len, n, &mut |pick| {
            let mask: Mask = cells(pick as Set).fold(0, |m, k| m | digit_mask(digits[k]));
            let set: Set = digits_of(mask).fold(0, |s, d| s | g.house_cells_with(h, d));
            if set.count_ones() as usize != n {
                return false;
            }
            // Nothing else among the cells' candidates: no step (see `naked`).
            if cells(set).all(|i| g.cand[i] & !mask == 0) {
                return false;
            }
            let mut step = Step::new(strategy, mask, set);
            for d in digits_of(crate::board::ALL_DIGITS & !mask) {
                step = step.eliminate(set & g.cells_with(d), d);
            }
            let reason = || {
                format!(
                    "{} {} in {}: they fit only {}",
                    strategy.name(),
                    digit_list(mask),
                    house_name(h),
                    cell_list(set)
                )
            };
            f.add_drawn(step, reason, |fig| {
                draw_subset(fig, g, set, mask);
                fig.grid_house(House::new(h), Role::Focus);
            })
        });
        if stop {
            return;
        }
    }
}

/// A subset's own candidates: each of its `digits` in each of its cells
/// that has it, as base candidates (the other candidates of a hidden
/// subset's cells are its eliminations).
fn draw_subset(fig: &mut Figure, g: &Grid, set: Set, digits: Mask) {
    for i in cells(set) {
        for d in digits_of(g.cand[i] & digits) {
            fig.candidate(Pos::new(i), d, Role::Base);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::grid;
    use super::super::{find_all, Step, Strategy};
    use super::{combinations, naked_sets};
    use crate::board::Pos;
    use crate::outcome::{HouseKind, Role};

    /// The step of `strategy` on the library line whose digits are `digits`.
    fn step_of(line: &str, strategy: Strategy, digits: &[u8]) -> Step {
        find_all(&grid(line), strategy)
            .into_iter()
            .find(|s| s.digits == digits)
            .expect("the library's step")
    }

    /// The candidates a figure marks with `role`.
    fn marked(step: &Step, role: Role) -> Vec<(Pos, u8)> {
        step.figure.marked(role)
    }

    #[test]
    fn a_locked_pair_marks_its_digits_and_outlines_its_box_and_line() {
        let s = step_of(
            ":0110-1:47:6.......8..2....7.94.........15.98..79....5.2.....4..916...5.2......2..5..3961...::477 479 487 488 491 498 777 779 787 792::",
            Strategy::LockedPair,
            &[4, 7],
        );
        let pair: Vec<(Pos, u8)> = s.cells.iter().flat_map(|&i| [(i, 4), (i, 7)]).collect();
        assert_eq!(marked(&s, Role::Base), pair);
        let kinds: Vec<(HouseKind, Role)> =
            s.figure.houses.iter().map(|h| (h.kind, h.role)).collect();
        assert_eq!(kinds.len(), 2, "{kinds:?}");
        assert!(kinds.contains(&(HouseKind::Box, Role::Focus)));
        for h in &s.figure.houses {
            assert!(s.cells.iter().all(|&i| h.cells.contains(&i)));
        }
    }

    #[test]
    fn a_hidden_pair_marks_its_digits_in_its_house() {
        let s = step_of(
            ":0210:29:.6...1..4.48....9+1....+4...+2+4..2.87+5+658+2967+143..65.4+9+2+8+6.....+4+1.+85+4+1.+326.1..4.+6+38.:913 315 325 932 933:311 515 711 715 815::",
            Strategy::HiddenPair,
            &[2, 9],
        );
        // Both cells keep 2 and 9 (base); their other digits go.
        let pair: Vec<(Pos, u8)> = s.cells.iter().flat_map(|&i| [(i, 2), (i, 9)]).collect();
        assert_eq!(marked(&s, Role::Base), pair);
        assert_eq!(s.figure.houses.len(), 1);
        assert_eq!(s.figure.houses[0].role, Role::Focus);
        assert!(s
            .cells
            .iter()
            .all(|&i| s.figure.houses[0].cells.contains(&i)));
        assert!(s.eliminations.iter().all(|&(_, d)| d != 2 && d != 9));
    }

    #[test]
    fn combinations_visit_each_once() {
        let mut seen = Vec::new();
        combinations(4, 2, &mut |m| {
            seen.push(m);
            false
        });
        assert_eq!(seen, vec![0b0011, 0b0101, 0b1001, 0b0110, 0b1010, 0b1100]);
        assert!(!combinations(1, 2, &mut |_| true));
    }

    #[test]
    fn naked_sets_are_the_combinations_with_n_digits() {
        // Cells {1,2}, {1,2,3}, {4}, {2,3}: the triples with three digits.
        let masks = [0b0011, 0b0111, 0b1000, 0b0110];
        let mut seen = Vec::new();
        naked_sets(&masks, 3, &mut |pick, digits| {
            seen.push((pick, digits));
            false
        });
        assert_eq!(seen, vec![(0b1011, 0b0111)]);
        let mut pairs = Vec::new();
        naked_sets(&masks, 2, &mut |pick, digits| {
            pairs.push((pick, digits));
            false
        });
        assert_eq!(pairs, vec![]);
        assert!(naked_sets(&masks, 1, &mut |pick, _| pick == 0b0100));
    }
}
