//! Carving: from a full solution to a unique puzzle of the exact grade.

use super::propagate::{quick_grade, solves_within};
use super::{board_of, Options, Stats};
use crate::board::{ALL_DIGITS, CELLS};
use crate::rng::Rng;
use crate::str8ts::geometry::Geometry;
use crate::str8ts::logic::{grade_up_to, Grade};
use crate::str8ts::solve::Solver;

/// Grade number given to a unique puzzle the logic cannot finish.
const UNFINISHED: u8 = 7;

/// Removal orders tried on one solution for grades 1 to 3.
const EASY_ORDERS: u32 = 3;

/// Most white givens of a puzzle (published puzzles have 6 to 13); the
/// carving may stop once the grade is right and this is reached.
const GIVENS_GOAL: usize = 13;

/// Fewest white givens of a puzzle: a hard puzzle with fewer gets some of
/// its last removals back when that keeps its grade.
const GIVENS_MIN: usize = 6;

/// Fewest black clues wanted (published puzzles have 4 to 7).
const MIN_BLACK_CLUES: u32 = 4;

/// Most black clues wanted.
const MAX_BLACK_CLUES: u32 = 7;

/// Draws of black clues before giving up on a solution grid.
const BLACK_CLUE_DRAWS: u32 = 4;

/// Black clues of a solution: 4 to 7 black cells, each with a digit its
/// row and column do not hold (white cells and other black clues); `None`
/// when the layout and solution leave no room for 4.
pub(crate) fn black_clues(
    black: &[bool; CELLS],
    solution: &[u8; CELLS],
    rng: &mut Rng,
) -> Option<[u8; CELLS]> {
    let want = rng.range(MIN_BLACK_CLUES, MAX_BLACK_CLUES);
    (0..BLACK_CLUE_DRAWS)
        .map(|_| draw_black_clues(black, solution, want, rng))
        .find(|drawn| drawn.1 >= MIN_BLACK_CLUES)
        .map(|drawn| drawn.0)
}

/// One random draw of up to `want` black clues, and how many it placed.
fn draw_black_clues(
    black: &[bool; CELLS],
    solution: &[u8; CELLS],
    want: u32,
    rng: &mut Rng,
) -> ([u8; CELLS], u32) {
    let mut used = [0u16; 18];
    for i in (0..CELLS).filter(|&i| !black[i]) {
        let m = 1 << (solution[i] - 1);
        used[i / 9] |= m;
        used[9 + i % 9] |= m;
    }
    let mut cells: Vec<usize> = (0..CELLS).filter(|&i| black[i]).collect();
    rng.shuffle(&mut cells);
    let mut clues = [0u8; CELLS];
    let mut placed = 0;
    for i in cells {
        if placed == want {
            break;
        }
        let (r, c) = (i / 9, 9 + i % 9);
        let avail = ALL_DIGITS & !used[r] & !used[c];
        if let Some(b) = rng.pick_bit(avail.into()) {
            clues[i] = b as u8 + 1;
            used[r] |= 1 << b;
            used[c] |= 1 << b;
            placed += 1;
        }
    }
    (clues, placed)
}

/// The carving of one solution with one set of black clues.
pub(crate) struct Carver<'a> {
    geometry: &'a Geometry,
    solver: &'a Solver,
    target: u8,
    stats: &'a mut Stats,
}

impl<'a> Carver<'a> {
    pub fn new(
        geometry: &'a Geometry,
        solver: &'a Solver,
        options: &Options,
        stats: &'a mut Stats,
    ) -> Carver<'a> {
        Carver {
            geometry,
            solver,
            target: options.grade.number(),
            stats,
        }
    }

    /// The clues of a unique puzzle of the target grade with
    /// [`GIVENS_MIN`] to [`GIVENS_GOAL`] white givens, if this solution and
    /// these black clues give one.
    pub fn carve(
        &mut self,
        solution: &[u8; CELLS],
        black_clues: &[u8; CELLS],
        rng: &mut Rng,
    ) -> Option<[u8; CELLS]> {
        let clues = self.carve_any(solution, black_clues, rng)?;
        let n = givens(&clues, self.geometry.black());
        (GIVENS_MIN..=GIVENS_GOAL).contains(&n).then_some(clues)
    }

    /// The clues of a unique puzzle of the target grade, if this solution
    /// and these black clues give one.
    fn carve_any(
        &mut self,
        solution: &[u8; CELLS],
        black_clues: &[u8; CELLS],
        rng: &mut Rng,
    ) -> Option<[u8; CELLS]> {
        let black = self.geometry.black();
        let mut full = *black_clues;
        for i in (0..CELLS).filter(|&i| !black[i]) {
            full[i] = solution[i];
        }
        let mut order: Vec<usize> = (0..CELLS).filter(|&i| !black[i]).collect();
        if self.target <= 3 {
            return self.carve_easy(&full, &mut order, rng);
        }
        rng.shuffle(&mut order);
        let clues = self.carve_within(&full, &order, 3);
        self.carve_hard(clues, &full, &order)
    }

    /// The puzzle left after removing the givens of `order` while the
    /// rules up to grade `level` still solve it.
    fn carve_within(&mut self, full: &[u8; CELLS], order: &[usize], level: u8) -> [u8; CELLS] {
        let mut clues = *full;
        self.remove_while(&mut clues, full, order, 4, |c, clues| {
            c.solves_within(clues, level)
        });
        clues
    }

    /// Grades 1 to 3: up to [`EASY_ORDERS`] removal orders, keeping the
    /// result of exactly the target grade with the fewest givens (stopping
    /// at [`GIVENS_GOAL`]); the logic solver confirms its grade.
    fn carve_easy(
        &mut self,
        full: &[u8; CELLS],
        order: &mut [usize],
        rng: &mut Rng,
    ) -> Option<[u8; CELLS]> {
        let black = *self.geometry.black();
        let mut best: Option<([u8; CELLS], usize)> = None;
        for _ in 0..EASY_ORDERS {
            rng.shuffle(order);
            let clues = self.carve_within(full, order, self.target);
            if self.quick(&clues) != Some(self.target) {
                continue;
            }
            let n = givens(&clues, &black);
            if best.is_none_or(|(_, m)| n < m) {
                best = Some((clues, n));
            }
            if n <= GIVENS_GOAL {
                break;
            }
        }
        let (clues, _) = best?;
        (self.logic_grade(&clues) == self.target).then_some(clues)
    }

    /// Grades 4 to 6, from a puzzle the quick logic just solves: removes
    /// givens while the puzzle stays unique, then looks along that chain of
    /// removals for the target grade.
    fn carve_hard(
        &mut self,
        moderate: [u8; CELLS],
        full: &[u8; CELLS],
        order: &[usize],
    ) -> Option<[u8; CELLS]> {
        let mut minimal = moderate;
        // Without any of these givens the quick logic fails, so only the
        // exact solver can tell uniqueness; most removals now fail, so they
        // are tried one at a time.
        let chain = self.remove_while(&mut minimal, full, order, 1, |c, clues| c.unique(clues));
        if chain.is_empty() {
            return None;
        }
        let g_min = self.logic_grade(&minimal);
        if g_min == self.target {
            return Some(self.fill_up(minimal, &chain, full));
        }
        if g_min < self.target {
            return None;
        }
        let (lo, g_lo) = self.crossing(&moderate, &chain);
        let mut current = moderate;
        for &i in &chain[..lo] {
            current[i] = 0;
        }
        let rest: Vec<usize> = chain[lo + 1..]
            .iter()
            .copied()
            .chain(
                order
                    .iter()
                    .copied()
                    .filter(|&i| minimal[i] != 0 && current[i] != 0),
            )
            .collect();
        let (current, removed) = self.extend(current, g_lo, &rest, full)?;
        Some(self.fill_up(current, &removed, full))
    }

    /// Gives back the last removals of `removed` up to [`GIVENS_MIN`]
    /// givens, if the puzzle keeps the target grade with them.
    fn fill_up(
        &mut self,
        clues: [u8; CELLS],
        removed: &[usize],
        full: &[u8; CELLS],
    ) -> [u8; CELLS] {
        let have = givens(&clues, self.geometry.black());
        let back = GIVENS_MIN.saturating_sub(have).min(removed.len());
        if back == 0 {
            return clues;
        }
        let mut more = clues;
        for &i in &removed[removed.len() - back..] {
            more[i] = full[i];
        }
        if self.grade(&more) == self.target {
            more
        } else {
            clues
        }
    }

    /// Exactly one solution, by the exact solver.
    fn unique(&mut self, clues: &[u8; CELLS]) -> bool {
        self.stats.counts += 1;
        self.solver.count(clues, 2) == 1
    }

    /// The rules up to grade `level` solve the puzzle.
    fn solves_within(&mut self, clues: &[u8; CELLS], level: u8) -> bool {
        self.stats.quick += 1;
        solves_within(self.geometry, clues, level)
    }

    fn quick(&mut self, clues: &[u8; CELLS]) -> Option<u8> {
        self.stats.quick += 1;
        quick_grade(self.geometry, clues)
    }

    /// The grade number of a unique puzzle ([`UNFINISHED`] when logic
    /// cannot finish it).
    fn grade(&mut self, clues: &[u8; CELLS]) -> u8 {
        if let Some(q) = self.quick(clues) {
            return q;
        }
        self.logic_grade(clues)
    }

    /// The logic solver's grade number of a unique puzzle when it is at
    /// most the target; [`UNFINISHED`] for any harder puzzle (the carving
    /// only compares grades with the target, so the strategies above it
    /// are never run).
    fn logic_grade(&mut self, clues: &[u8; CELLS]) -> u8 {
        self.stats.gradings += 1;
        let board = board_of(self.geometry.black(), clues);
        let max = Grade::from_number(self.target).unwrap_or(Grade::Extreme);
        grade_up_to(&board, true, max)
            .grade
            .map_or(UNFINISHED, |g| g.number())
    }

    /// Removes the givens of `order` one by one while `keeps` holds for
    /// the puzzle without them; returns the givens removed, in order.
    ///
    /// `keeps` must be monotone (true for a puzzle stays true with more
    /// clues: solvable by some rules, unique), so when a run of removals
    /// together keeps it, each of them one by one would too: runs are tried
    /// at once (`first_run` removals first, doubling after a success,
    /// halving after a failure), which gives the same puzzle as going one
    /// by one with fewer checks.
    fn remove_while(
        &mut self,
        clues: &mut [u8; CELLS],
        full: &[u8; CELLS],
        order: &[usize],
        first_run: usize,
        mut keeps: impl FnMut(&mut Self, &[u8; CELLS]) -> bool,
    ) -> Vec<usize> {
        let todo: Vec<usize> = order.iter().copied().filter(|&i| clues[i] != 0).collect();
        let mut removed = Vec::with_capacity(todo.len());
        let (mut i, mut size) = (0, first_run);
        while i < todo.len() {
            let n = size.min(todo.len() - i);
            let run = &todo[i..i + n];
            for &c in run {
                clues[c] = 0;
            }
            if keeps(self, clues) {
                removed.extend_from_slice(run);
                i += n;
                size = n * 2;
            } else {
                for &c in run {
                    clues[c] = full[c];
                }
                if n == 1 {
                    i += 1;
                } else {
                    size = n / 2;
                }
            }
        }
        removed
    }

    /// Binary search along the chain of removals from `start` for a puzzle
    /// whose grade is at most the target while the next one's is above it:
    /// (removals, its grade).
    fn crossing(&mut self, start: &[u8; CELLS], chain: &[usize]) -> (usize, u8) {
        let (mut lo, mut hi) = (0, chain.len());
        let mut g_lo = 0;
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            let mut clues = *start;
            for &i in &chain[..mid] {
                clues[i] = 0;
            }
            let g = self.grade(&clues);
            if g <= self.target {
                (lo, g_lo) = (mid, g);
            } else {
                hi = mid;
            }
        }
        if g_lo == 0 {
            let mut clues = *start;
            for &i in &chain[..lo] {
                clues[i] = 0;
            }
            g_lo = self.grade(&clues);
        }
        (lo, g_lo)
    }

    /// Removes more givens from `rest` while the puzzle stays unique and
    /// at most the target grade, until it has the target grade and few
    /// enough givens: the puzzle and the givens removed, in order.
    fn extend(
        &mut self,
        mut current: [u8; CELLS],
        mut g: u8,
        rest: &[usize],
        full: &[u8; CELLS],
    ) -> Option<([u8; CELLS], Vec<usize>)> {
        let mut removed = Vec::new();
        for &i in rest {
            if g == self.target && givens(&current, self.geometry.black()) <= GIVENS_GOAL {
                break;
            }
            current[i] = 0;
            if !self.unique(&current) {
                current[i] = full[i];
                continue;
            }
            let h = self.grade(&current);
            if h <= self.target {
                g = h;
                removed.push(i);
            } else {
                current[i] = full[i];
            }
        }
        (g == self.target).then_some((current, removed))
    }
}

/// Number of white givens.
pub(crate) fn givens(clues: &[u8; CELLS], black: &[bool; CELLS]) -> usize {
    (0..CELLS).filter(|&i| !black[i] && clues[i] != 0).count()
}
