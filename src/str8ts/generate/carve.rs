//! Carving: from a full solution to a unique puzzle of the exact grade.

use super::propagate::{easy_fixpoint, quick_grade, solves_within, Prop};
use super::{board_of, Options, Stats};
use crate::board::{digit_mask, Pos, ALL_DIGITS, CELLS};
use crate::rng::Rng;
use crate::str8ts::geometry::Geometry;
use crate::str8ts::logic::{grade_up_to, Grade, HardSteps, LayoutMemo};
use crate::str8ts::solve::Solver;

/// Grade number given to a unique puzzle the logic cannot finish.
const UNFINISHED: u8 = 7;

/// Removal orders tried on one solution for grades 1 to 3.
const EASY_ORDERS: u32 = 3;

/// Easier puzzles one removal from the start of the carving for grades 4
/// to 6 that are carved on when none has the target grade. One: a second
/// one rarely reaches the target and costs about as much as a fresh
/// attempt (10% more work per grade 5 puzzle with two, measured).
const EASIER_TRIES: usize = 1;

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
        for l in Pos::new(i).lines() {
            used[l] |= m;
        }
    }
    let mut cells: Vec<usize> = (0..CELLS).filter(|&i| black[i]).collect();
    rng.shuffle(&mut cells);
    let mut clues = [0u8; CELLS];
    let mut placed = 0;
    for i in cells {
        if placed == want {
            break;
        }
        let [r, c] = Pos::new(i).lines();
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
    /// Compartment layouts of the positions graded so far (the hard
    /// gradings of one carving see many alike positions).
    memo: LayoutMemo,
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
            memo: LayoutMemo::new(),
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
        // Start from a puzzle only the Easy rules just solve: its
        // neighbours reach more grades than those of a Moderate one.
        let clues = self.carve_within(&full, &order, 1);
        let clues = self.carve_hard(clues, &full, &order)?;
        // The search graded with the fast grading; the logic solver
        // confirms the grade from scratch.
        (self.logic_grade(&clues) == self.target).then_some(clues)
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

    /// Grades 4 to 6, from a puzzle the Easy rules just solve: every
    /// puzzle one removal away that stays unique is graded, and the first
    /// of the target grade is carved on; failing that, the first
    /// [`EASIER_TRIES`] easier ones are carved on, each further removal
    /// kept while the puzzle stays unique and not above the target.
    /// (Following one chain of removals misses grade 5 most of the time:
    /// near a minimal unique puzzle the grade mostly jumps from 3 or 4 to
    /// above 5.)
    fn carve_hard(
        &mut self,
        start: [u8; CELLS],
        full: &[u8; CELLS],
        order: &[usize],
    ) -> Option<[u8; CELLS]> {
        let mut open: Vec<usize> = order.iter().copied().filter(|&i| start[i] != 0).collect();
        let mut easier = Vec::new();
        let mut k = 0;
        while k < open.len() {
            let i = open[k];
            let mut clues = start;
            clues[i] = 0;
            let Some(g) = self.unique_grade(&clues) else {
                // Needed for uniqueness here, so also with fewer givens.
                open.remove(k);
                continue;
            };
            k += 1;
            if g == self.target {
                return self.carve_from(clues, g, i, &open, full);
            }
            if g < self.target {
                easier.push((clues, g, i));
            }
        }
        easier
            .into_iter()
            .take(EASIER_TRIES)
            .find_map(|(clues, g, i)| self.carve_from(clues, g, i, &open, full))
    }

    /// From `clues`, of grade `g` at most the target and `first` removed,
    /// removes more of the givens `open` (see [`Carver::extend`]) and gives
    /// some back when too few are left (see [`Carver::fill_up`]).
    fn carve_from(
        &mut self,
        clues: [u8; CELLS],
        g: u8,
        first: usize,
        open: &[usize],
        full: &[u8; CELLS],
    ) -> Option<[u8; CELLS]> {
        let rest: Vec<usize> = open.iter().copied().filter(|&j| j != first).collect();
        let (current, mut removed) = self.extend(clues, g, &rest, full)?;
        removed.insert(0, first);
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

    /// The grade number of a unique puzzle when it is at most the target
    /// ([`UNFINISHED`] for any harder puzzle), the fast way: the quick
    /// logic runs the strategies of grades 1 to 3 as its fixpoint, and the
    /// logic solver is asked only for the harder steps, each followed by
    /// the quick logic again. This is the logic solver's own path (it takes
    /// the easy steps first, and their fixpoint does not depend on their
    /// order), at a fraction of the cost; the carved puzzle's grade is
    /// still confirmed by [`Carver::logic_grade`].
    fn grade(&mut self, clues: &[u8; CELLS]) -> u8 {
        self.stats.quick += 1;
        let Some((level, p)) = easy_fixpoint(self.geometry, clues) else {
            return UNFINISHED;
        };
        if p.complete() {
            return level;
        }
        self.hard_grade(p, clues)
    }

    /// The rest of [`Carver::grade`], from the quick logic's fixpoint `p`
    /// of a unique puzzle that the quick logic does not finish.
    fn hard_grade(&mut self, mut p: Prop, clues: &[u8; CELLS]) -> u8 {
        self.stats.gradings += 1;
        let hard = HardSteps::new(&board_of(self.geometry.black(), clues));
        let max = Grade::from_number(self.target).unwrap_or(Grade::Extreme);
        let mut grade = 3;
        while let Some(step) = hard.first(&p.cand, clues, max, &self.memo) {
            grade = grade.max(step.strategy.grade().number());
            if self.apply(&mut p, &step).is_none() {
                return UNFINISHED;
            }
            if p.complete() {
                return grade;
            }
        }
        UNFINISHED
    }

    /// [`Carver::grade`] of a puzzle not known to be unique; `None` when
    /// it has several solutions. A grid the quick logic completes proves
    /// uniqueness at once; otherwise the exact solver is asked.
    fn unique_grade(&mut self, clues: &[u8; CELLS]) -> Option<u8> {
        self.stats.quick += 1;
        let (level, p) = easy_fixpoint(self.geometry, clues)?;
        if p.complete() {
            return Some(level);
        }
        if !self.unique(clues) {
            return None;
        }
        Some(self.hard_grade(p, clues))
    }

    /// Applies a logic step to the quick logic's state and propagates;
    /// `None` on a contradiction (which sound steps on a unique puzzle
    /// never meet).
    fn apply(&self, p: &mut Prop, step: &crate::str8ts::logic::Step) -> Option<()> {
        let g = self.geometry;
        for &(i, d) in &step.eliminations {
            p.set(g, i.index(), p.cand[i] & !digit_mask(d)).ok()?;
        }
        for &(i, d) in &step.placements {
            p.set(g, i.index(), p.cand[i] & digit_mask(d)).ok()?;
        }
        p.propagate(g).ok()
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
            let h = self.unique_grade(&current).unwrap_or(UNFINISHED);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec;
    use crate::str8ts::solve::puzzle_clues;

    /// The fast grading agrees with the logic solver on every real puzzle
    /// (a sample in debug builds), for every target: the grade when at
    /// most the target, [`UNFINISHED`] above it.
    #[test]
    fn fast_grading_matches_the_logic_on_real_puzzles() {
        let text = include_str!("../../../tests/data/str8ts-com-505.txt");
        let mut hard = 0;
        for (n, line) in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .enumerate()
        {
            if cfg!(debug_assertions) && n % 8 != 0 {
                continue;
            }
            let board = codec::decode(line).unwrap().board;
            let black = std::array::from_fn(|i| board.cells[i].black);
            let solver = Solver::new(&black);
            let clues = puzzle_clues(&board);
            let exact = grade_up_to(&board, true, Grade::Extreme).grade;
            let exact = exact.map_or(UNFINISHED, |g| g.number());
            hard += usize::from(exact >= 4);
            for target in 4..=6 {
                let options = Options::new(Grade::from_number(target).unwrap(), 0);
                let mut stats = Stats::default();
                let mut carver = Carver::new(solver.geometry(), &solver, &options, &mut stats);
                let want = if exact <= target { exact } else { UNFINISHED };
                assert_eq!(carver.grade(&clues), want, "target {target}: {line}");
            }
        }
        assert!(hard >= 20, "{hard}");
    }
}
