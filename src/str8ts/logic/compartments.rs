//! Strategies inside one compartment: range check, stranded digits,
//! required digits, split compartments.

use super::explain::Detail;
use super::grid::{
    bounds_range, digits_of, line_cell, run_mask, runs_union_common, Compartment, Ctx, Grid,
    Layouts, Shape,
};
use super::{Step, Strategy};
use crate::board::{digit_mask, Mask};

/// The eliminations `cand & !keep` over the open cells of a compartment.
fn outside(
    shape: &Shape,
    grid: &Grid,
    span: Compartment,
    keep: impl Fn(usize) -> Mask,
) -> Vec<(usize, u8)> {
    let mut out = Vec::new();
    for (k, c) in span.cells().enumerate() {
        if grid.open(shape, c) {
            for d in digits_of(grid.cand[c] & !keep(k)) {
                out.push((c, d));
            }
        }
    }
    out
}

fn has_open(shape: &Shape, grid: &Grid, span: Compartment) -> bool {
    span.cells().any(|c| grid.open(shape, c))
}

/// **Compartment Range Check.** A compartment of `L` cells holds `L`
/// consecutive digits, and it must include one digit of every cell. Let `a`
/// be the largest of the cells' smallest candidates and `b` the smallest of
/// their largest candidates (a digit counts as its own only candidate): the
/// straight must reach up to `a` and down to `b`, so every digit lies within
/// `a-L+1 ..= b+L-1`; candidates outside go. With placed digits `lo..hi`
/// this is the classic rule `hi-L+1 ..= lo+L-1`.
pub(crate) fn range_check(ctx: &Ctx) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for &span in shape.compartments() {
        if !has_open(shape, grid, span) {
            continue;
        }
        let Some((lo, hi)) = bounds(grid, span) else {
            continue;
        };
        let allowed = bounds_range(lo.1, hi.1, span.len);
        if allowed == 0 {
            continue;
        }
        let elims = outside(shape, grid, span, |_| allowed);
        if elims.is_empty() {
            continue;
        }
        let below = elims.iter().any(|&(_, d)| digit_mask(d) < allowed);
        let above = elims.iter().any(|&(_, d)| digit_mask(d) > allowed);
        let detail = Detail::Range {
            span,
            lo: below.then_some(lo),
            hi: above.then_some(hi),
            allowed,
        };
        let mut cells = Vec::new();
        for (c, ..) in [lo, hi] {
            if !cells.contains(&c) && (c == lo.0 && below || c == hi.0 && above) {
                cells.push(c);
            }
        }
        let mut step = Step::new(Strategy::CompartmentRangeCheck, cells, detail);
        step.eliminations = elims;
        return Some(step);
    }
    None
}

/// The cell with the largest smallest candidate and the cell with the
/// smallest largest candidate, each as (cell, bound, holds a digit); a
/// placed digit wins ties. `None` if a cell has no candidate.
type Bound = (usize, u8, bool);
fn bounds(grid: &Grid, span: Compartment) -> Option<(Bound, Bound)> {
    let mut lo: Bound = (0, 0, false);
    let mut hi: Bound = (0, 10, false);
    for c in span.cells() {
        let m = grid.cand[c];
        if m == 0 {
            return None;
        }
        let placed = grid.value[c] != 0;
        let (min, max) = (m.trailing_zeros() as u8 + 1, 16 - m.leading_zeros() as u8);
        if min > lo.1 || (min == lo.1 && placed && !lo.2) {
            lo = (c, min, placed);
        }
        if max < hi.1 || (max == hi.1 && placed && !hi.2) {
            hi = (c, max, placed);
        }
    }
    Some((lo, hi))
}

/// **Stranded Digits.** A compartment's straight must be a run of `L`
/// digits each of which some cell of the compartment can take (and that
/// contains its placed digits). A candidate that lies in no such run is
/// stranded: it cannot join up with enough neighbours, so it goes.
pub(crate) fn stranded_digits(ctx: &Ctx) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for (id, &span) in shape.compartments().iter().enumerate() {
        if !has_open(shape, grid, span) {
            continue;
        }
        let starts = ctx.straights(id);
        if starts == 0 {
            continue;
        }
        let (union, _) = runs_union_common(starts, span.len as u32);
        let elims = outside(shape, grid, span, |_| union);
        if elims.is_empty() {
            continue;
        }
        let detail = Detail::Stranded {
            span,
            avail: grid.span_union(span),
            starts,
        };
        let mut step = Step::new(Strategy::StrandedDigits, span.cells().collect(), detail);
        step.eliminations = elims;
        return Some(step);
    }
    None
}

/// **Required Digits** (sure candidates). A digit that every straight a
/// compartment can still hold contains must be in that compartment, so no
/// other cell of its row (or column) can hold it.
pub(crate) fn required_digits(ctx: &Ctx) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for (id, &span) in shape.compartments().iter().enumerate() {
        let starts = ctx.straights(id);
        let (_, common) = runs_union_common(starts, span.len as u32);
        if common == 0 {
            continue;
        }
        let l = span.line();
        let mut elims = Vec::new();
        for k in 0..9 {
            let j = line_cell(l, k);
            if grid.open(shape, j) && !span.contains(j) {
                for d in digits_of(grid.cand[j] & common) {
                    elims.push((j, d));
                }
            }
        }
        if elims.is_empty() {
            continue;
        }
        let detail = Detail::Straights {
            span,
            starts,
            digits: common & !grid.span_digits(span),
        };
        let mut step = Step::new(Strategy::RequiredDigits, span.cells().collect(), detail);
        step.eliminations = elims;
        return Some(step);
    }
    None
}

/// **Split Compartments.** Split a compartment by the straights it can still
/// hold and try each on its own: with that straight, every cell takes a
/// different digit of it that its candidates allow. A straight that cannot
/// be laid out that way is out, and a candidate used by no complete layout
/// of any remaining straight goes (in each case this is a naked or hidden
/// set within the straight).
pub(crate) fn split_compartments(ctx: &Ctx) -> Option<Step> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    for (id, &span) in shape.compartments().iter().enumerate() {
        if !has_open(shape, grid, span) {
            continue;
        }
        let Some(&(surviving, support)) = ctx.layout(id) else {
            continue;
        };
        let elims = outside(shape, grid, span, |k| support[k]);
        if elims.is_empty() {
            continue;
        }
        let detail = Detail::Straights {
            span,
            starts: surviving,
            digits: 0,
        };
        let mut step = Step::new(Strategy::SplitCompartments, span.cells().collect(), detail);
        step.eliminations = elims;
        return Some(step);
    }
    None
}

/// The straights (start mask) of a compartment that can be laid out on its
/// cells, and for each cell the digits some such layout puts there.
pub(crate) fn layouts(grid: &Grid, span: Compartment) -> Option<Layouts> {
    let starts = grid.straights(span);
    if starts == 0 {
        return None;
    }
    let placed = grid.span_digits(span);
    let mut support = [0 as Mask; 9];
    let mut open = [0usize; 9];
    let mut n = 0;
    for (k, c) in span.cells().enumerate() {
        if grid.value[c] != 0 {
            support[k] = grid.cand[c];
        } else {
            open[n] = k;
            n += 1;
        }
    }
    if n == 0 {
        return Some((starts, support));
    }
    let mut surviving = 0u16;
    let mut bits = starts;
    while bits != 0 {
        let s = bits.trailing_zeros() + 1;
        bits &= bits - 1;
        let free = run_mask(s, span.len as u32) & !placed;
        if free.count_ones() as usize != n {
            continue;
        }
        let mut masks = [0 as Mask; 9];
        for j in 0..n {
            masks[j] = grid.cand[span.cell(open[j])] & free;
        }
        let mut one = [0 as Mask; 9];
        if match_support(&masks[..n], free, &mut one) {
            surviving |= 1 << (s - 1);
            for j in 0..n {
                support[open[j]] |= one[j];
            }
        }
    }
    (surviving != 0).then_some((surviving, support))
}

/// A set of subsets of `n <= 9` items as a bit set (bit `m` for subset `m`).
type SubsetSet = [u64; 8];

fn set_has(s: &SubsetSet, m: usize) -> bool {
    (s[m >> 6] >> (m & 63)) & 1 != 0
}

fn set_add(s: &mut SubsetSet, m: usize) {
    s[m >> 6] |= 1 << (m & 63);
}

/// Calls `f` with every member of the set (among the first `words` words).
fn set_each(s: &SubsetSet, words: usize, mut f: impl FnMut(usize)) {
    for (w, &word) in s.iter().enumerate().take(words) {
        let mut x = word;
        while x != 0 {
            f(w * 64 + x.trailing_zeros() as usize);
            x &= x - 1;
        }
    }
}

/// `mask`'s bits among those of `free`, renumbered 0.. in order.
fn compress(mask: Mask, free: Mask) -> u16 {
    let mut out = 0;
    for (i, d) in digits_of(free).enumerate() {
        if mask & digit_mask(d) != 0 {
            out |= 1 << i;
        }
    }
    out
}

/// Undoes [`compress`].
fn expand(bits: u16, free: Mask) -> Mask {
    digits_of(free)
        .enumerate()
        .filter(|&(i, _)| bits & (1 << i) != 0)
        .fold(0, |m, (_, d)| m | digit_mask(d))
}

/// Whether the cells (candidate masks within `free`, one cell per digit of
/// `free`) can take all the digits of `free`, one each; if so, fills
/// `out[k]` with the digits cell `k` takes in some such assignment.
pub(crate) fn match_support(masks: &[Mask], free: Mask, out: &mut [Mask; 9]) -> bool {
    let n = masks.len();
    if masks.iter().all(|&m| m == free) {
        out[..n].fill(free);
        return true;
    }
    if masks.contains(&0) {
        return false;
    }
    let full = (1usize << n) - 1;
    let words = (full >> 6) + 1;
    let mut small = [0u16; 9];
    for k in 0..n {
        small[k] = compress(masks[k], free);
    }
    let mut fwd = [[0u64; 8]; 10];
    set_add(&mut fwd[0], 0);
    for k in 0..n {
        let (head, tail) = fwd.split_at_mut(k + 1);
        set_each(&head[k], words, |m| {
            let mut avail = small[k] & !(m as u16);
            while avail != 0 {
                set_add(&mut tail[0], m | 1 << avail.trailing_zeros());
                avail &= avail - 1;
            }
        });
    }
    if !set_has(&fwd[n], full) {
        return false;
    }
    let mut bwd = [[0u64; 8]; 10];
    set_add(&mut bwd[n], 0);
    for k in (0..n).rev() {
        let (head, tail) = bwd.split_at_mut(k + 1);
        set_each(&tail[0], words, |m| {
            let mut avail = small[k] & !(m as u16);
            while avail != 0 {
                set_add(&mut head[k], m | 1 << avail.trailing_zeros());
                avail &= avail - 1;
            }
        });
    }
    for k in 0..n {
        let mut got = 0u16;
        set_each(&fwd[k], words, |m| {
            let mut avail = small[k] & !(m as u16) & !got;
            while avail != 0 {
                let bit = avail & avail.wrapping_neg();
                if set_has(&bwd[k + 1], full & !(m | bit as usize)) {
                    got |= bit;
                }
                avail &= avail - 1;
            }
        });
        out[k] = expand(got, free);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::str8ts::logic::testutil::*;

    #[test]
    fn range_check_uses_cell_bounds() {
        // r1c1-r1c4: r1c3 holds 7, so the straight lies within 4..9.
        let mut rows = blank();
        rows[0] = "..7.#####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[1, 2, 3, 4, 5, 6, 8, 9]);
        grid.cand[1] = m(&[1, 2, 3, 4, 5, 6, 8, 9]);
        grid.cand[3] = m(&[1, 2, 3, 4, 5, 6, 8, 9]);
        let step = range_check(&Ctx::new(&shape, &grid)).unwrap();
        let want: Vec<(usize, u8)> = [0, 1, 3]
            .iter()
            .flat_map(|&c| [(c, 1), (c, 2), (c, 3)])
            .collect();
        assert_eq!(step.eliminations, want);
        assert_eq!(step.cells, vec![2]);
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c4 has 4 cells and must reach r1c3 (which holds 7), so its digits lie within 4 to 9: remove 1, 2 and 3 from r1c1, r1c2 and r1c4"
        );
    }

    #[test]
    fn range_check_with_open_bounds() {
        // r1c1-r1c3: r1c2 is 7 or 8, r1c3 is 1..8 and r1c1 is anything.
        let mut rows = blank();
        rows[0] = "...######";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[1] = m(&[7, 8]);
        grid.cand[2] = m(&[6, 7, 8]);
        grid.cand[0] = m(&[2, 6, 9]);
        let step = range_check(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.eliminations, vec![(0, 2)]);
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c3 has 3 cells and must reach r1c2 (7 or more), so its digits lie within 5 to 9: remove 2 from r1c1"
        );
    }

    #[test]
    fn stranded_digit_without_a_neighbour() {
        // 2457-456-4567: no 3, so 2 cannot join a straight of 3.
        let mut rows = blank();
        rows[0] = "...######";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[2, 4, 5, 7]);
        grid.cand[1] = m(&[4, 5, 6]);
        grid.cand[2] = m(&[4, 5, 6, 7]);
        assert!(range_check(&Ctx::new(&shape, &grid)).is_none());
        let step = stranded_digits(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.eliminations, vec![(0, 2)]);
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c3 needs 3 consecutive digits and its cells can only take 2, 4, 5, 6 and 7, so it must be 4-6 or 5-7: remove 2 from r1c1"
        );
    }

    #[test]
    fn required_digits_leave_the_rest_of_the_row() {
        // r1c1-r1c5 always holds 5; r1c7 and r1c8 lose it.
        let mut rows = blank();
        rows[0] = ".....#..#";
        let b = board(&rows);
        let (shape, grid) = state(&b);
        let step = required_digits(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.eliminations, vec![(6, 5), (7, 5)]);
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c5 can only be 1-5, 2-6, 3-7, 4-8 or 5-9, so it must contain 5, which no other cell of row 1 can then hold: remove 5 from r1c7 and r1c8"
        );
    }

    #[test]
    fn split_compartment_tries_each_straight() {
        // r1c1-r1c4 with 12-12-345-345: 2-5 would need 2 twice in r1c1 and
        // r1c2 and 3-6 has no 6, so only 1-4 works: r1c3 and r1c4 hold 3 and 4.
        let mut rows = blank();
        rows[0] = "....#####";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        grid.cand[0] = m(&[1, 2]);
        grid.cand[1] = m(&[1, 2]);
        grid.cand[2] = m(&[3, 4, 5]);
        grid.cand[3] = m(&[3, 4, 5]);
        assert!(range_check(&Ctx::new(&shape, &grid)).is_none());
        assert!(stranded_digits(&Ctx::new(&shape, &grid)).is_none());
        let step = split_compartments(&Ctx::new(&shape, &grid)).unwrap();
        assert_eq!(step.eliminations, vec![(2, 5), (3, 5)]);
        assert_eq!(
            step.explain(),
            "the compartment r1c1-r1c4 can only be 1-4; trying each straight, with a different digit of it in each cell, never puts 5 in r1c3 or 5 in r1c4, so remove them"
        );
    }

    #[test]
    fn match_support_finds_every_usable_digit() {
        let mut out = [0; 9];
        let masks = [m(&[1, 2]), m(&[1, 2]), m(&[1, 2, 3])];
        assert!(match_support(&masks, m(&[1, 2, 3]), &mut out));
        assert_eq!(&out[..3], &[m(&[1, 2]), m(&[1, 2]), m(&[3])]);
        let masks = [m(&[1]), m(&[1]), m(&[2, 3])];
        assert!(!match_support(&masks, m(&[1, 2, 3]), &mut out));
    }

    #[test]
    fn match_support_agrees_with_brute_force() {
        fn brute(
            masks: &[Mask],
            free: Mask,
            k: usize,
            used: Mask,
            cur: &mut Vec<u8>,
            out: &mut [Mask; 9],
        ) -> bool {
            if k == masks.len() {
                for (j, &d) in cur.iter().enumerate() {
                    out[j] |= digit_mask(d);
                }
                return true;
            }
            let mut any = false;
            for d in digits_of(masks[k] & free & !used) {
                cur.push(d);
                any |= brute(masks, free, k + 1, used | digit_mask(d), cur, out);
                cur.pop();
            }
            any
        }
        let mut seed: u64 = 7;
        for _ in 0..3000 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let n = (seed >> 60) as u32 % 6 + 1;
            let start = (seed >> 40) as u32 % (10 - n) + 1;
            let free = run_mask(start, n);
            let masks: Vec<Mask> = (0..n)
                .map(|k| ((seed >> (k * 7)) as Mask | (seed >> 50) as Mask) & free)
                .collect();
            let (mut want, mut got) = ([0; 9], [0; 9]);
            let ok = brute(&masks, free, 0, 0, &mut Vec::new(), &mut want);
            assert_eq!(match_support(&masks, free, &mut got), ok, "{masks:?}");
            if ok {
                assert_eq!(&got[..n as usize], &want[..n as usize], "{masks:?}");
            }
        }
    }
}
