//! Fish: X-wing and swordfish on digits that lines require.

use super::analysis::Ctx;
use super::explain::Detail;
use super::grid::{Grid, Shape};
use super::{Found, Step, Strategy};
use crate::board::{digit_mask, Line, Mask, Pos};
use std::ops::ControlFlow;

/// **X-Wing.** In Str8ts a row need not hold every digit, so the base lines
/// must be ones that certainly contain the digit (a compartment or the
/// line's filling requires it). If two such rows can hold the digit only in
/// the same two columns, those rows take the digit of both columns, and no
/// other cell of the two columns can hold it (likewise with rows and
/// columns swapped).
pub(crate) fn x_wing(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    fish(ctx, 2, Strategy::XWing, found)
}

/// **Swordfish.** The X-wing with three lines: three rows that certainly
/// contain a digit and can hold it only within the same three columns take
/// the digit of those columns, so no other cell of the three columns can
/// hold it (likewise with rows and columns swapped).
pub(crate) fn swordfish(ctx: &Ctx, found: &mut Found) -> ControlFlow<()> {
    fish(ctx, 3, Strategy::Swordfish, found)
}

/// Every fish of `n` base lines: digit by digit, rows before columns.
fn fish(ctx: &Ctx, n: u32, strategy: Strategy, found: &mut Found) -> ControlFlow<()> {
    let Some((contains, _)) = ctx.line_digits() else {
        return ControlFlow::Continue(());
    };
    for d in 1..=9u8 {
        for rows in [true, false] {
            let sea = Sea::of(ctx, d, rows, contains, n);
            choose(
                &sea.bases,
                n as usize,
                &mut Vec::new(),
                &mut |set: &[usize]| match sea.fish(set, strategy) {
                    Some(step) => found.add(step),
                    None => ControlFlow::Continue(()),
                },
            )?;
        }
    }
    ControlFlow::Continue(())
}

/// Where digit `d` can go in the base lines (rows, or columns) that
/// certainly contain it and do not hold it yet.
struct Sea<'a> {
    shape: &'a Shape,
    grid: &'a Grid,
    d: u8,
    rows: bool,
    n: u32,
    /// Per base line, the positions (bit per cover line) that can take `d`.
    pos: [u16; 9],
    /// The base lines that can take part: `d` fits at most `n` of their cells.
    bases: Vec<usize>,
}

impl<'a> Sea<'a> {
    /// The base lines for `d` (rows when `rows`) of a fish of `n` lines.
    fn of(ctx: &Ctx<'a>, d: u8, rows: bool, contains: &[Mask; 18], n: u32) -> Sea<'a> {
        let (shape, grid) = (ctx.shape, ctx.grid);
        let bit = digit_mask(d);
        let base0 = if rows { 0 } else { 9 };
        let mut pos = [0u16; 9];
        let mut bases = Vec::new();
        for (b, p) in pos.iter_mut().enumerate() {
            let l = Line::new(base0 + b);
            if contains[l] & bit == 0 || grid.line_white_digits(shape, l) & bit != 0 {
                continue;
            }
            for k in 0..9 {
                let c = l.cell(k).index();
                if grid.open(shape, c) && grid.cand[c] & bit != 0 {
                    *p |= 1 << k;
                }
            }
            if *p != 0 && p.count_ones() <= n {
                bases.push(b);
            }
        }
        Sea {
            shape,
            grid,
            d,
            rows,
            n,
            pos,
            bases,
        }
    }

    /// The fish on the base lines `set`, if they cover exactly `n` lines
    /// and it removes something.
    fn fish(&self, set: &[usize], strategy: Strategy) -> Option<Step> {
        let (shape, grid, d) = (self.shape, self.grid, self.d);
        let bit = digit_mask(d);
        let base0 = if self.rows { 0 } else { 9 };
        let cover0 = 9 - base0;
        let cover = set.iter().fold(0u16, |m, &b| m | self.pos[b]);
        if cover.count_ones() != self.n {
            return None;
        }
        let base = set.iter().fold(0u16, |m, &b| m | 1 << b);
        let mut elims = Vec::new();
        for k in (0..9).filter(|k| cover & (1 << k) != 0) {
            for j in (0..9).filter(|j| base & (1 << j) == 0) {
                let c = Line::new(cover0 + k).cell(j).index();
                if grid.open(shape, c) && grid.cand[c] & bit != 0 {
                    elims.push((Pos::new(c), d));
                }
            }
        }
        if elims.is_empty() {
            return None;
        }
        elims.sort_unstable();
        let mut cells = Vec::new();
        for b in (0..9).filter(|b| base & (1 << b) != 0) {
            for k in (0..9).filter(|k| self.pos[b] & (1 << k) != 0) {
                cells.push(Line::new(base0 + b).cell(k));
            }
        }
        let detail = Detail::Fish {
            digit: d,
            rows: self.rows,
            base,
            cover,
        };
        let mut step = Step::new(strategy, cells, detail);
        step.eliminations = elims;
        Some(step)
    }
}

/// Calls `f` with every `n`-element subset of `items` (in order) until it
/// returns `Break`.
fn choose(
    items: &[usize],
    n: usize,
    cur: &mut Vec<usize>,
    f: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if cur.len() == n {
        return f(cur);
    }
    for (i, &x) in items.iter().enumerate() {
        cur.push(x);
        choose(&items[i + 1..], n, cur, f)?;
        cur.pop();
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Role::*;
    use crate::str8ts::logic::figure::tests::{check, houses, line, marks};
    use crate::str8ts::logic::find_first;
    use crate::str8ts::logic::testutil::*;

    #[test]
    fn x_wing_on_required_digit() {
        // Rows 1 and 2 are 5-cell compartments (r1c1-r1c5, r2c1-r2c5): both
        // require 5; 5 only fits columns 1 and 2 in each. Column 1 and 2
        // continue down to row 3, whose cells lose 5.
        let mut rows = blank();
        rows[0] = ".....####";
        rows[1] = ".....####";
        rows[2] = "..#######";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        for c in [2, 3, 4, 11, 12, 13] {
            grid.cand[c] &= !m(&[5]);
        }
        let step = find_first(&Ctx::new(&shape, &grid), Strategy::XWing).unwrap();
        assert_eq!(
            step.eliminations,
            vec![(Pos::new(18), 5), (Pos::new(19), 5)]
        );
        assert_eq!(step.cells, [0, 1, 9, 10].map(Pos::new));
        assert_eq!(
            step.explain(),
            "rows 1 and 2 must each contain a 5 (every way to fill their compartments needs one), and in both it can only go in columns 1 or 2. So these two 5s are the 5s of columns 1 and 2, one each, and no other cell of columns 1 and 2 can be 5: that rules it out in r3c1 and r3c2"
        );
        // Base rows, cover columns and the base 5s.
        check(&step, &shape, &grid);
        assert_eq!(
            houses(&step),
            vec![
                line(0, Base),
                line(1, Base),
                line(9, Cover),
                line(10, Cover)
            ]
        );
        assert_eq!(
            marks(&step),
            vec![(0, 5, Base), (1, 5, Base), (9, 5, Base), (10, 5, Base)]
        );
    }

    #[test]
    fn swordfish_on_three_rows() {
        // Rows 1-3 are 5-cell compartments, so each requires 5; their 5s
        // sit in columns 1-3 only (r1: c1 c2, r2: c2 c3, r3: c1 c3), so
        // row 4 loses its 5s in those columns.
        let mut rows = blank();
        rows[0] = ".....####";
        rows[1] = ".....####";
        rows[2] = ".....####";
        rows[3] = "...######";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        for c in [2, 3, 4, 9, 12, 13, 19, 21, 22] {
            grid.cand[c] &= !m(&[5]);
        }
        let ctx = Ctx::new(&shape, &grid);
        assert!(find_first(&ctx, Strategy::XWing).is_none());
        let step = find_first(&ctx, Strategy::Swordfish).unwrap();
        assert_eq!(
            step.eliminations,
            vec![(Pos::new(27), 5), (Pos::new(28), 5), (Pos::new(29), 5)]
        );
        assert_eq!(step.cells, [0, 1, 10, 11, 18, 20].map(Pos::new));
        assert_eq!(
            step.explain(),
            "rows 1, 2 and 3 must each contain a 5 (every way to fill their compartments needs one), and in each of them it can only go in columns 1, 2 or 3. So these three 5s are the 5s of columns 1, 2 and 3, one each, and no other cell of columns 1, 2 and 3 can be 5: that rules it out in r4c1, r4c2 and r4c3"
        );
        check(&step, &shape, &grid);
        let lines: Vec<_> = [0, 1, 2]
            .map(|l| line(l, Base))
            .into_iter()
            .chain([9, 10, 11].map(|l| line(l, Cover)))
            .collect();
        assert_eq!(houses(&step), lines);
        assert_eq!(marks(&step).len(), 6);
    }
}
