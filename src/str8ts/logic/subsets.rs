//! Naked and hidden pairs and triples in rows and columns.

use super::analysis::Ctx;
use super::explain::Detail;
use super::grid::{digits_of, line_cell, runs_union_common, Grid, Shape};
use super::{Step, Strategy};
use crate::board::{digit_mask, Mask};

/// **Naked Pair.** Two open cells of a row or column whose candidates are
/// the same two digits hold those two digits between them, so no other
/// cell of that row or column can hold either.
pub(crate) fn naked_pair(ctx: &Ctx) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    naked_set(shape, grid, 2, Strategy::NakedPair)
}

/// **Naked Triple.** Three open cells of a row or column with only three
/// digits among their candidates hold those three digits, so no other cell
/// of that row or column can hold them.
pub(crate) fn naked_triple(ctx: &Ctx) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    naked_set(shape, grid, 3, Strategy::NakedTriple)
}

/// **Hidden Pair.** Two digits that a row or column must contain (because
/// one of its compartments requires each) and that fit only the same two
/// cells of it fill those cells, whose other candidates go.
pub(crate) fn hidden_pair(ctx: &Ctx) -> Option<Step> {
    hidden_set(ctx, 2, Strategy::HiddenPair)
}

/// **Hidden Triple.** Three digits that a row or column must contain and
/// that fit only the same three cells of it fill those cells, whose other
/// candidates go.
pub(crate) fn hidden_triple(ctx: &Ctx) -> Option<Step> {
    hidden_set(ctx, 3, Strategy::HiddenTriple)
}

/// Calls `f` with every `n`-subset (as a bit mask) of the bits of `set`
/// until it returns `Some`.
fn subsets<T>(set: u16, n: u32, mut f: impl FnMut(u16) -> Option<T>) -> Option<T> {
    let items: Vec<u16> = (0..16).filter(|b| set & (1 << b) != 0).collect();
    let k = items.len();
    let n = n as usize;
    if n > k {
        return None;
    }
    let mut idx: Vec<usize> = (0..n).collect();
    loop {
        let mask = idx.iter().fold(0u16, |m, &i| m | (1 << items[i]));
        if let Some(t) = f(mask) {
            return Some(t);
        }
        let mut i = n;
        while i > 0 && idx[i - 1] == k - n + i - 1 {
            i -= 1;
        }
        if i == 0 {
            return None;
        }
        idx[i - 1] += 1;
        for j in i..n {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

fn naked_set(shape: &Shape, grid: &Grid, n: u32, strategy: Strategy) -> Option<Step> {
    for l in 0..18 {
        let mut pool = 0u16;
        for k in 0..9 {
            let c = line_cell(l, k);
            let count = grid.cand[c].count_ones();
            if grid.open(shape, c) && (2..=n).contains(&count) {
                pool |= 1 << k;
            }
        }
        let found = subsets(pool, n, |set| {
            let union = (0..9)
                .filter(|k| set & (1 << k) != 0)
                .fold(0 as Mask, |m, k| m | grid.cand[line_cell(l, k)]);
            if union.count_ones() != n {
                return None;
            }
            let mut elims = Vec::new();
            for k in (0..9).filter(|k| set & (1 << k) == 0) {
                let c = line_cell(l, k);
                if grid.open(shape, c) {
                    elims.extend(digits_of(grid.cand[c] & union).map(|d| (c, d)));
                }
            }
            (!elims.is_empty()).then_some((set, union, elims))
        });
        if let Some((set, union, elims)) = found {
            let cells = (0..9)
                .filter(|k| set & (1 << k) != 0)
                .map(|k| line_cell(l, k))
                .collect();
            let detail = Detail::Subset {
                line: l,
                digits: union,
            };
            let mut step = Step::new(strategy, cells, detail);
            step.eliminations = elims;
            return Some(step);
        }
    }
    None
}

/// The digits line `l` must contain and does not hold yet: those some
/// compartment of it requires.
pub(crate) fn line_required_by_compartments(ctx: &Ctx, l: usize) -> Mask {
    let shape = ctx.shape;
    let required = shape.line_range(l).fold(0, |m, id| {
        let span = shape.compartment(id);
        m | runs_union_common(ctx.straights(id), span.len as u32).1
    });
    required & !ctx.grid.line_digits(l)
}

fn hidden_set(ctx: &Ctx, n: u32, strategy: Strategy) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for l in 0..18 {
        let required = line_required_by_compartments(ctx, l);
        let mut pos = [0u16; 10];
        for d in digits_of(required) {
            for k in 0..9 {
                let c = line_cell(l, k);
                if grid.open(shape, c) && grid.cand[c] & digit_mask(d) != 0 {
                    pos[d as usize] |= 1 << k;
                }
            }
        }
        let found = subsets(required, n, |digits| {
            let digits = digits as Mask;
            let mut where_ = 0u16;
            for d in digits_of(digits) {
                if pos[d as usize] == 0 {
                    return None;
                }
                where_ |= pos[d as usize];
            }
            if where_.count_ones() != n {
                return None;
            }
            let mut elims = Vec::new();
            for k in (0..9).filter(|k| where_ & (1 << k) != 0) {
                let c = line_cell(l, k);
                elims.extend(digits_of(grid.cand[c] & !digits).map(|d| (c, d)));
            }
            (!elims.is_empty()).then_some((where_, digits, elims))
        });
        if let Some((where_, digits, elims)) = found {
            let cells = (0..9)
                .filter(|k| where_ & (1 << k) != 0)
                .map(|k| line_cell(l, k))
                .collect();
            let detail = Detail::Subset { line: l, digits };
            let mut step = Step::new(strategy, cells, detail);
            step.eliminations = elims;
            return Some(step);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::str8ts::logic::testutil::*;

    #[test]
    fn naked_pair_in_a_row() {
        let mut rows = blank();
        rows[0] = "...#.....";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[1] = m(&[4, 7]);
        grid.cand[5] = m(&[4, 7]);
        grid.cand[0] = m(&[3, 4, 5]);
        let step = naked_pair(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.cells, vec![1, 5]);
        let want: Vec<(usize, u8)> = vec![
            (0, 4),
            (2, 4),
            (2, 7),
            (4, 4),
            (4, 7),
            (6, 4),
            (6, 7),
            (7, 4),
            (7, 7),
            (8, 4),
            (8, 7),
        ];
        assert_eq!(step.eliminations, want);
        assert_eq!(
            step.explain(),
            "r1c2 and r1c6 can only hold 4 and 7 between them, so no other cell of row 1 can: remove 4 from r1c1, r1c3, r1c5, r1c7, r1c8 and r1c9, and 7 from r1c3, r1c5, r1c7, r1c8 and r1c9"
        );
    }

    #[test]
    fn naked_triple_in_a_column() {
        let mut rows = blank();
        for r in rows.iter_mut().take(5) {
            *r = ".########";
        }
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[1, 4]);
        grid.cand[9] = m(&[4, 7]);
        grid.cand[18] = m(&[1, 7]);
        grid.cand[27] = m(&[1, 2, 3, 4, 5]);
        grid.cand[36] = m(&[2, 3, 4, 5, 6]);
        assert!(naked_pair(&Ctx::new(&shape, &grid)).is_none());
        let step = naked_triple(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.cells, vec![0, 9, 18]);
        assert_eq!(step.eliminations, vec![(27, 1), (27, 4), (36, 4)]);
        assert_eq!(
            step.explain(),
            "r1c1, r2c1 and r3c1 can only hold 1, 4 and 7 between them, so no other cell of column 1 can: remove 1 from r4c1, and 4 from r4c1 and r5c1"
        );
    }

    #[test]
    fn hidden_pair_of_required_digits() {
        // r1c1-r1c5 requires 5; r1c1-r1c5 with candidates 3..7 requires 5
        // too. Make 4 and 5 required: 4-cell compartment within 3..6.
        let mut rows = blank();
        rows[0] = "....#####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[3, 4, 5, 6]);
        grid.cand[1] = m(&[3, 4, 5, 6]);
        grid.cand[2] = m(&[3, 6]);
        grid.cand[3] = m(&[3, 6]);
        // 3-6 is the only straight: 4 and 5 are required and fit only r1c1, r1c2.
        let step = hidden_pair(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.cells, vec![0, 1]);
        assert_eq!(step.eliminations, vec![(0, 3), (0, 6), (1, 3), (1, 6)]);
        assert_eq!(
            step.explain(),
            "row 1 must contain 4 and 5 (its compartments require them) and only r1c1 and r1c2 can hold them, so those cells hold nothing else: remove 3 and 6 from r1c1 and r1c2"
        );
    }

    #[test]
    fn hidden_triple_of_required_digits() {
        let mut rows = blank();
        rows[0] = ".....####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        // 5 cells within 3..7: 3-7 only; 4, 5, 6 only in r1c1..r1c3.
        grid.cand[0] = m(&[3, 4, 5, 7]);
        grid.cand[1] = m(&[4, 6, 7]);
        grid.cand[2] = m(&[3, 5, 6]);
        grid.cand[3] = m(&[3, 7]);
        grid.cand[4] = m(&[3, 7]);
        let step = hidden_triple(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.cells, vec![0, 1, 2]);
        assert_eq!(step.eliminations, vec![(0, 3), (0, 7), (1, 7), (2, 3)]);
        assert_eq!(
            step.explain(),
            "row 1 must contain 4, 5 and 6 (its compartments require them) and only r1c1, r1c2 and r1c3 can hold them, so those cells hold nothing else: remove 3 from r1c1 and r1c3, and 7 from r1c1 and r1c2"
        );
    }

    #[test]
    fn subsets_enumerates_combinations() {
        let mut seen = Vec::new();
        let none: Option<()> = subsets(0b1011, 2, |s| {
            seen.push(s);
            None
        });
        assert!(none.is_none());
        assert_eq!(seen, vec![0b0011, 0b1001, 0b1010]);
    }
}
