//! What several strategies read about one position, computed once per
//! search for a step ([`Ctx`]): the straights each compartment can lay out
//! on its cells, and the digits each line must or may contain.
//!
//! Strategies import this module and [`super::grid`]; neither imports a
//! strategy, so the strategy files form no import cycle.

use super::grid::{digits_of, run_mask, Compartment, Grid, Shape};
use crate::board::{digit_mask, Line, Mask, Pos};

/// What one search for a step may compute once and share between
/// strategies: the layouts of every compartment and the line digits.
pub(crate) struct Ctx<'a> {
    /// The puzzle's shape.
    pub shape: &'a Shape,
    /// The current state.
    pub grid: &'a Grid,
    layouts: [std::cell::OnceCell<Option<Layouts>>; MAX_SPANS],
    straights: [std::cell::Cell<u16>; MAX_SPANS],
    lines: std::cell::OnceCell<Option<LineDigits>>,
    memo: Option<&'a LayoutMemo>,
}

/// Marks a compartment's straights as not computed yet.
const UNKNOWN: u16 = u16::MAX;

/// Most compartments a board can have (5 per line).
const MAX_SPANS: usize = 90;

/// The straights a compartment can lay out and the digits each cell takes in them.
pub(crate) type Layouts = (u16, [Mask; 9]);

/// For every line, the digits it certainly contains and those it may contain.
pub(crate) type LineDigits = ([Mask; 18], [Mask; 18]);

impl<'a> Ctx<'a> {
    /// A context with nothing computed yet.
    pub fn new(shape: &'a Shape, grid: &'a Grid) -> Ctx<'a> {
        Ctx {
            shape,
            grid,
            layouts: std::array::from_fn(|_| std::cell::OnceCell::new()),
            straights: std::array::from_fn(|_| std::cell::Cell::new(UNKNOWN)),
            lines: std::cell::OnceCell::new(),
            memo: None,
        }
    }

    /// A context that takes compartment layouts from `memo` when it has
    /// them (and records those it computes): a position searched after a
    /// similar one recomputes only the compartments that changed.
    pub fn with_memo(shape: &'a Shape, grid: &'a Grid, memo: &'a LayoutMemo) -> Ctx<'a> {
        Ctx {
            memo: Some(memo),
            ..Ctx::new(shape, grid)
        }
    }

    /// The straights compartment `k` can hold (see [`Grid::straights`]).
    pub fn straights(&self, k: usize) -> u16 {
        let cached = self.straights[k].get();
        if cached != UNKNOWN {
            return cached;
        }
        let s = self.grid.straights(self.shape.compartment(k));
        self.straights[k].set(s);
        s
    }

    /// The layouts of compartment `k` (see `compartments::layouts`).
    pub fn layout(&self, k: usize) -> Option<&Layouts> {
        self.layouts[k]
            .get_or_init(|| {
                let span = self.shape.compartment(k);
                match self.memo {
                    Some(memo) => memo.layouts(self.grid, k, span),
                    None => layouts(self.grid, span),
                }
            })
            .as_ref()
    }

    /// The digits each line certainly or possibly contains.
    pub fn line_digits(&self) -> Option<&LineDigits> {
        self.lines.get_or_init(|| line_digits(self)).as_ref()
    }
}

/// Compartment layouts remembered across positions of one black layout:
/// [`layouts`] depends only on the candidates and placed digits of the
/// compartment's cells, so a later position whose compartment looks the
/// same reuses them. The generator grades many puzzles of one layout step
/// by step, and each step changes only a few compartments.
pub(crate) struct LayoutMemo {
    /// Per compartment, the last [`MEMO_WAYS`] states seen and their layouts.
    entries: std::cell::RefCell<Vec<[MemoEntry; MEMO_WAYS]>>,
}

/// States remembered per compartment.
const MEMO_WAYS: usize = 4;

/// One remembered compartment state: the candidates of its cells, which of
/// them hold a digit (bit `k` for cell `k`), and the layouts they give.
#[derive(Clone, Copy)]
struct MemoEntry {
    cand: [Mask; 9],
    placed: u16,
    layouts: Option<Layouts>,
    /// Some state is stored here.
    used: bool,
}

impl LayoutMemo {
    /// An empty memo for the compartments of one black layout.
    pub(crate) fn new() -> LayoutMemo {
        let empty = MemoEntry {
            cand: [0; 9],
            placed: 0,
            layouts: None,
            used: false,
        };
        LayoutMemo {
            entries: std::cell::RefCell::new(vec![[empty; MEMO_WAYS]; MAX_SPANS]),
        }
    }

    /// [`layouts`] of compartment `k` (`span`) on `grid`, from the memo
    /// when this state was seen; otherwise computed and remembered in
    /// place of the oldest state.
    fn layouts(&self, grid: &Grid, k: usize, span: Compartment) -> Option<Layouts> {
        let mut cand = [0 as Mask; 9];
        let mut placed = 0u16;
        for (j, c) in span.cells().enumerate() {
            cand[j] = grid.cand[c];
            placed |= u16::from(grid.value[c] != 0) << j;
        }
        let mut entries = self.entries.borrow_mut();
        let ways = &mut entries[k];
        if let Some(e) = ways
            .iter()
            .find(|e| e.used && e.placed == placed && e.cand == cand)
        {
            return e.layouts;
        }
        let found = layouts(grid, span);
        ways.rotate_right(1);
        ways[0] = MemoEntry {
            cand,
            placed,
            layouts: found,
            used: true,
        };
        found
    }
}

/// The compartments of one line with the straights each can hold on its
/// own (start masks, after laying each straight out on its cells).
pub(crate) struct LineOptions {
    pub(crate) spans: [Compartment; 5],
    pub(crate) starts: [u16; 5],
    pub(crate) n: usize,
    /// The line's black clues, which no straight may use.
    clues: Mask,
}

impl LineOptions {
    /// The options of line `l`, or `None` if some compartment has none.
    pub(crate) fn of(ctx: &Ctx, l: Line) -> Option<LineOptions> {
        let mut o = LineOptions {
            spans: [Compartment {
                first: 0,
                len: 0,
                horizontal: true,
            }; 5],
            starts: [0; 5],
            n: 0,
            clues: 0,
        };
        let shape = ctx.shape;
        for c in l.cells().map(Pos::index) {
            if shape.is_black(c) && ctx.grid.value[c] != 0 {
                o.clues |= digit_mask(ctx.grid.value[c]);
            }
        }
        for id in shape.line_range(l) {
            o.spans[o.n] = shape.compartment(id);
            o.starts[o.n] = ctx.layout(id)?.0;
            o.n += 1;
        }
        Some(o)
    }

    /// Whether compartments `k..` (all but `skip`) can take pairwise
    /// disjoint straights avoiding `used` and the black clues, so that
    /// together with `used` they cover `need`.
    fn complete(&self, k: usize, skip: usize, used: Mask, need: Mask) -> bool {
        if k == self.n {
            return used & need == need;
        }
        if k == skip {
            return self.complete(k + 1, skip, used, need);
        }
        let len = self.spans[k].len as u32;
        let mut bits = self.starts[k];
        while bits != 0 {
            let s = bits.trailing_zeros() + 1;
            bits &= bits - 1;
            let run = run_mask(s, len);
            if run & (used | self.clues) == 0 && self.complete(k + 1, skip, used | run, need) {
                return true;
            }
        }
        false
    }

    /// The straights compartment `i` keeps when every compartment of the
    /// line takes a straight, no two share a digit, and together they
    /// contain `need`.
    pub(crate) fn surviving(&self, i: usize, need: Mask) -> u16 {
        let len = self.spans[i].len as u32;
        let mut out = 0;
        let mut bits = self.starts[i];
        while bits != 0 {
            let s = bits.trailing_zeros() + 1;
            bits &= bits - 1;
            let run = run_mask(s, len);
            if run & self.clues == 0 && self.complete(0, i, run, need) {
                out |= 1 << (s - 1);
            }
        }
        out
    }

    /// The digits every way of filling the line uses (0 if there is none).
    pub(crate) fn required(&self) -> Mask {
        if !self.complete(0, usize::MAX, 0, 0) {
            return 0;
        }
        (1..=9u8)
            .filter(|&d| !self.complete(0, usize::MAX, digit_mask(d), 0))
            .fold(0, |m, d| m | digit_mask(d))
    }
}

/// For every line, the digits it certainly contains (placed in a white cell,
/// or used by every way of filling it) and the digits it may contain.
pub(crate) fn line_digits(ctx: &Ctx) -> Option<LineDigits> {
    let (shape, grid) = (ctx.shape, ctx.grid);
    let mut contains = [0; 18];
    let mut possible = [0; 18];
    for l in Line::all() {
        let placed = grid.line_white_digits(shape, l);
        let opts = LineOptions::of(ctx, l)?;
        contains[l] = placed | opts.required();
        possible[l] = l
            .cells()
            .map(Pos::index)
            .filter(|&c| grid.open(shape, c))
            .fold(placed, |m, c| m | grid.cand[c]);
    }
    Some((contains, possible))
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

    /// The memo gives the layouts computed afresh: for a state seen
    /// before (a hit), for a changed compartment (a miss), and after more
    /// states than it keeps have pushed the first one out.
    #[test]
    fn layout_memo_matches_fresh_layouts() {
        let mut rows = blank();
        rows[0] = "....#a...";
        let b = board(&rows);
        let (shape, mut grid) = state(&b);
        let memo = LayoutMemo::new();
        let fresh = |grid: &Grid| layouts(grid, shape.compartment(0));
        let seen = |grid: &Grid| Ctx::with_memo(&shape, grid, &memo).layout(0).copied();
        let first = fresh(&grid);
        assert_eq!(seen(&grid), first);
        assert_eq!(seen(&grid), first);
        for d in [2, 3, 4, 5, 6] {
            grid.cand[1] = m(&[d, d + 1]);
            assert_eq!(seen(&grid), fresh(&grid), "cell 2 is {d} or {}", d + 1);
        }
        grid.place(2, 5);
        assert_eq!(seen(&grid), fresh(&grid));
        assert_eq!(fresh(&grid).map(|l| l.0), Some(m(&[3, 4, 5])));
        grid = Grid::of(&b);
        assert_eq!(seen(&grid), first);
        assert_eq!(first.map(|l| l.0), Some(m(&[2, 3, 4, 5, 6])));
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
