//! The hitting-set enumeration: every set of `k` clues that hits every
//! unavoidable set of the grid and leaves the grid as its only solution.
//!
//! Branch on the first (smallest) UA the clues do not hit yet: for each of
//! its cells that is still alive, place a clue there and go on, then mark
//! that cell dead for the later siblings. Every clue set is produced once:
//! a set that holds a clue in the chosen UA lies in the branch of its first
//! such cell, the earlier ones being absent from it. When the clues hit
//! every known UA, the exact solver decides: one solution and `k` clues is
//! a puzzle; a second solution gives the cells where it differs, a new UA
//! (none of its cells is a clue), which is learnt and branched on; a unique
//! grid with fewer than `k` clues makes every choice of the missing clues
//! among the live cells a puzzle.
//!
//! This is the plain, exact form of the method; the table-driven
//! refinements (bit-vector indexes of the UAs, higher-degree sets) come on
//! top of it without changing what it finds.

use super::{cells_of, clues_of, difference, Cells, Grid, ALL_CELLS};
use crate::board::CELLS;
use crate::sudoku::solve::search as exact_search;
use std::ops::ControlFlow;

/// How many unhit UAs the lower bound looks at per node.
const BOUND_SCAN: usize = 64;

/// What a search counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Nodes of the enumeration.
    pub nodes: u64,
    /// Clue sets that hit every known UA, checked by the exact solver.
    pub checks: u64,
    /// UAs learnt from the solver's second solutions.
    pub learnt: u64,
    /// Puzzles found.
    pub puzzles: u64,
}

/// How many UAs the bit-vector table indexes (the smallest ones); the
/// others, and every UA learnt during the search, are looked at only when
/// the clues hit every indexed one.
pub const TABLE: usize = WORDS * 64;

/// Words of a table row.
const WORDS: usize = 8;

/// A set of table UAs: bit `j` for UA `j`.
type Row = [u64; WORDS];

/// The indexed UAs and, for each cell, the set of those that contain it.
struct Table {
    uas: Vec<Cells>,
    contains: [Row; CELLS],
}

impl Table {
    /// The table of the first [`TABLE`] of `uas`.
    fn new(uas: &[Cells]) -> Table {
        let uas: Vec<Cells> = uas.iter().copied().take(TABLE).collect();
        let mut contains = [[0u64; WORDS]; CELLS];
        for (j, &u) in uas.iter().enumerate() {
            for c in cells_of(u) {
                contains[c][j / 64] |= 1 << (j % 64);
            }
        }
        Table { uas, contains }
    }

    /// Every indexed UA.
    fn all(&self) -> Row {
        std::array::from_fn(|w| {
            let n = self.uas.len().saturating_sub(w * 64).min(64);
            if n == 64 {
                u64::MAX
            } else {
                (1u64 << n) - 1
            }
        })
    }
}

/// The UAs of `row`, in table order.
fn members(row: &Row) -> impl Iterator<Item = usize> + '_ {
    row.iter().enumerate().flat_map(|(w, &bits)| {
        let mut bits = bits;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let j = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                w * 64 + j
            })
        })
    })
}

/// One search of a grid for `k`-clue puzzles.
struct Search<'a, F> {
    grid: &'a Grid,
    k: u32,
    table: Table,
    /// UAs beyond the table and those learnt, smallest first.
    rest: Vec<Cells>,
    counters: Counters,
    found: F,
    stopped: bool,
}

/// Every `k`-clue puzzle of `grid` that contains the clue cells `fixed`
/// (none for a whole search), starting from the UAs `uas` (any valid UAs of
/// the grid, smallest first; more are learnt). `found` gets each puzzle's
/// clue cells and may stop the search. Returns what it counted.
pub fn search(
    grid: &Grid,
    k: u32,
    fixed: Cells,
    uas: Vec<Cells>,
    found: impl FnMut(Cells) -> ControlFlow<()>,
) -> Counters {
    let table = Table::new(&uas);
    let rest = uas.iter().copied().skip(TABLE).collect();
    let mut s = Search {
        grid,
        k,
        table,
        rest,
        counters: Counters::default(),
        found,
        stopped: false,
    };
    if fixed.count_ones() <= k {
        let mut alive = s.table.all();
        for c in cells_of(fixed) {
            s.place(&mut alive, c);
        }
        s.node(fixed, 0, &alive);
    }
    s.counters
}

impl<F: FnMut(Cells) -> ControlFlow<()>> Search<'_, F> {
    /// Removes from `alive` the table UAs cell `c` hits.
    #[inline]
    fn place(&self, alive: &mut Row, c: usize) {
        for (a, m) in alive.iter_mut().zip(&self.table.contains[c]) {
            *a &= !m;
        }
    }

    /// Explores the clue sets that contain `clues` and avoid `dead`;
    /// `alive` holds the table UAs `clues` does not hit.
    fn node(&mut self, clues: Cells, dead: Cells, alive: &Row) {
        self.counters.nodes += 1;
        let left = self.k - clues.count_ones();
        let branch = match members(alive).next() {
            Some(j) => self.table.uas[j],
            None => match self.rest.iter().copied().find(|&u| u & clues == 0) {
                Some(ua) => ua,
                None => match self.check(clues) {
                    Some(ua) => ua,
                    None => {
                        self.complete(clues, dead, left);
                        return;
                    }
                },
            },
        };
        if left == 0 || self.disjoint_unhit(alive, dead, left) > left {
            return;
        }
        let mut dead = dead;
        for c in cells_of(branch & !dead) {
            if self.stopped {
                return;
            }
            let mut next = *alive;
            self.place(&mut next, c);
            self.node(clues | 1 << c, dead, &next);
            dead |= 1 << c;
        }
    }

    /// A lower bound on the clues still needed: unhit table UAs whose live
    /// cells (not dead) are pairwise disjoint, counted greedily among the
    /// first [`BOUND_SCAN`] unhit ones; stops counting past `left` (a UA
    /// with no live cell counts as needing more than any budget).
    fn disjoint_unhit(&self, alive: &Row, dead: Cells, left: u32) -> u32 {
        let (mut used, mut n) = (0 as Cells, 0);
        for j in members(alive).take(BOUND_SCAN) {
            let live = self.table.uas[j] & !dead;
            if live == 0 {
                return u32::MAX;
            }
            if live & used == 0 {
                used |= live;
                n += 1;
                if n > left {
                    break;
                }
            }
        }
        n
    }

    /// Asks the exact solver about clues that hit every known UA: `None`
    /// when the grid is their only solution, else the new UA (learnt).
    fn check(&mut self, clues: Cells) -> Option<Cells> {
        self.counters.checks += 1;
        let found = exact_search(&clues_of(self.grid, clues), 2);
        let other = found
            .solutions
            .iter()
            .take(found.count)
            .find(|s| *s != self.grid)?;
        let ua = difference(self.grid, other);
        self.counters.learnt += 1;
        let at = self
            .rest
            .partition_point(|u| u.count_ones() <= ua.count_ones());
        self.rest.insert(at, ua);
        Some(ua)
    }

    /// The grid is the only solution of `clues`: every way to add the
    /// `left` missing clues among the cells neither clue nor dead is a puzzle.
    fn complete(&mut self, clues: Cells, dead: Cells, left: u32) {
        let free: Vec<usize> = cells_of(ALL_CELLS & !(clues | dead)).collect();
        self.choose(clues, &free, left);
    }

    /// Reports `clues` plus every choice of `left` cells of `free`.
    fn choose(&mut self, clues: Cells, free: &[usize], left: u32) {
        if self.stopped {
            return;
        }
        if left == 0 {
            self.counters.puzzles += 1;
            self.stopped = (self.found)(clues).is_break();
            return;
        }
        for (n, &c) in free.iter().enumerate() {
            if free.len() - n < left as usize {
                return;
            }
            self.choose(clues | 1 << c, &free[n + 1..], left - 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{parse_grid, uas};
    use crate::sudoku::solve::count_clues;

    /// A grid of the 17-clue list and its one 17-clue puzzle.
    const GRID: &str =
        "286537941541982736379614258917358624452176893863429517625743189194865372738291465";
    const PUZZLE: &str =
        "000000041500900000070600000000350600402000000800000000000040080090000300030000000";

    fn cells_of_puzzle(p: &str) -> Cells {
        p.bytes()
            .enumerate()
            .filter(|&(_, b)| b != b'0' && b != b'.')
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// Brute force, sharing nothing with the search but the solver: every
    /// set of `add` more cells outside `fixed` that makes the grid unique.
    fn brute_force(grid: &Grid, fixed: Cells, add: usize) -> Vec<Cells> {
        let free: Vec<usize> = (0..CELLS).filter(|&i| fixed >> i & 1 == 0).collect();
        let mut out = Vec::new();
        let mut pick = vec![0usize; add];
        fn rec(
            grid: &Grid,
            free: &[usize],
            from: usize,
            depth: usize,
            set: Cells,
            pick: &mut [usize],
            out: &mut Vec<Cells>,
        ) {
            if depth == pick.len() {
                if count_clues(&clues_of(grid, set), 2) == 1 {
                    out.push(set);
                }
                return;
            }
            for n in from..free.len() {
                pick[depth] = free[n];
                rec(grid, free, n + 1, depth + 1, set | 1 << free[n], pick, out);
            }
        }
        rec(grid, &free, 0, 0, fixed, &mut pick, &mut out);
        out.sort_unstable();
        out
    }

    /// With 14 clues of the known puzzle fixed, the search finds exactly the
    /// 17-clue sets a brute force over all 3-cell additions finds.
    #[test]
    fn search_agrees_with_brute_force_on_three_missing_clues() {
        let grid = parse_grid(GRID).unwrap();
        let all = cells_of_puzzle(PUZZLE);
        for drop in [[0, 1, 2], [14, 15, 16]] {
            let cells: Vec<usize> = cells_of(all).collect();
            let fixed = drop.iter().fold(all, |m, &n| m & !(1 << cells[n]));
            let mut got = Vec::new();
            let counters = search(&grid, 17, fixed, uas(&grid, 14), |p| {
                got.push(p);
                ControlFlow::Continue(())
            });
            got.sort_unstable();
            assert_eq!(got, brute_force(&grid, fixed, 3), "{drop:?}");
            assert!(got.contains(&all));
            assert_eq!(counters.puzzles as usize, got.len());
        }
    }

    /// Fewer known UAs only means more learning, never other answers; and
    /// below `k` a unique clue set extends in every way.
    #[test]
    fn learning_and_completion_keep_the_answer() {
        let grid = parse_grid(GRID).unwrap();
        let all = cells_of_puzzle(PUZZLE);
        let cells: Vec<usize> = cells_of(all).collect();
        let fixed = [4, 9].iter().fold(all, |m, &n| m & !(1 << cells[n]));
        let run = |uas: Vec<Cells>, k: u32| {
            let mut got = Vec::new();
            let c = search(&grid, k, fixed, uas, |p| {
                got.push(p);
                ControlFlow::Continue(())
            });
            got.sort_unstable();
            (got, c)
        };
        let (with, _) = run(uas(&grid, 14), 17);
        let (without, counters) = run(Vec::new(), 17);
        assert_eq!(with, without);
        assert!(counters.learnt > 0);
        assert_eq!(with, brute_force(&grid, fixed, 2));
        // 18 clues: the 17-clue puzzle plus any one cell, and any others.
        let (eighteen, _) = run(uas(&grid, 14), 18);
        assert_eq!(eighteen, brute_force(&grid, fixed, 3));
        assert!(eighteen.iter().filter(|&&p| p & all == all).count() == 81 - 17);
    }

    #[test]
    fn a_search_can_stop_at_the_first_puzzle() {
        let grid = parse_grid(GRID).unwrap();
        let all = cells_of_puzzle(PUZZLE);
        let fixed = all & !(1 << all.trailing_zeros());
        let mut n = 0;
        search(&grid, 17, fixed, uas(&grid, 12), |_| {
            n += 1;
            ControlFlow::Break(())
        });
        assert_eq!(n, 1);
    }
}
