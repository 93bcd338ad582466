//! A deliberately simple Str8ts reference: a solution counter by plain
//! backtracking over the rules, and a maker of random boards.
//!
//! It shares no code with the crate's engines (`str8ts::solve`,
//! `str8ts::logic`, `str8ts::runs`, `str8ts::rules`): it works on its own
//! plain arrays, finds compartments by scanning, and checks the rules cell
//! by cell. Its only pruning is the obvious one: a digit may go in a cell
//! when its row and column do not hold it and each of the cell's two
//! compartments could still be a straight (highest minus lowest digit less
//! than its length), and the search fills the cell with the fewest such
//! digits first. A leaf is counted only after the whole grid is checked
//! again from scratch ([`is_valid_solution`]).
//!
//! Used by the differential tests (`tests/str8ts_reference.rs`) and the
//! `str8ts_engines` fuzz target (`fuzz/`), which include this file by path.

// Each user of the module needs only part of it; index loops read plainly here.
#![allow(dead_code, clippy::needless_range_loop)]

/// Cells of a board, row by row.
pub const N: usize = 81;

/// A board as the reference sees it: which cells are black, and a digit
/// (1..=9, 0 for none) in every cell: white givens and black clues.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefBoard {
    /// Black cells.
    pub black: [bool; N],
    /// Givens on white cells, clues on black cells, 0 elsewhere.
    pub digits: [u8; N],
}

/// What a count found: how many solutions (up to the limit), the first one,
/// and whether the node budget ran out first (then the count is unknown).
#[derive(Clone, Debug)]
pub struct RefCount {
    /// Solutions found, at most the limit.
    pub count: usize,
    /// The first solution found (digits of white cells, black clues kept).
    pub first: Option<[u8; N]>,
    /// Search nodes visited.
    pub nodes: u64,
    /// The budget ran out: `count` is only a lower bound.
    pub gave_up: bool,
}

/// The compartments of a layout: maximal runs of white cells in each row,
/// then in each column, as lists of cells.
pub fn compartments(black: &[bool; N]) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for horizontal in [true, false] {
        for line in 0..9 {
            let mut run = Vec::new();
            for k in 0..9 {
                let i = if horizontal {
                    line * 9 + k
                } else {
                    k * 9 + line
                };
                if black[i] {
                    if !run.is_empty() {
                        out.push(std::mem::take(&mut run));
                    }
                } else {
                    run.push(i);
                }
            }
            if !run.is_empty() {
                out.push(run);
            }
        }
    }
    out
}

/// True when `grid` (a digit in every white cell, black cells as on the
/// board) solves `board`: givens and clues kept, no digit twice in a row or
/// column, every compartment a set of consecutive digits.
pub fn is_valid_solution(board: &RefBoard, grid: &[u8; N]) -> bool {
    for i in 0..N {
        let d = grid[i];
        if board.black[i] {
            if d != board.digits[i] {
                return false;
            }
        } else if !(1..=9).contains(&d) || (board.digits[i] != 0 && board.digits[i] != d) {
            return false;
        }
    }
    for line in 0..9 {
        let mut row_seen = [false; 10];
        let mut col_seen = [false; 10];
        for k in 0..9 {
            for (seen, d) in [
                (&mut row_seen, grid[line * 9 + k]),
                (&mut col_seen, grid[k * 9 + line]),
            ] {
                if d != 0 {
                    if seen[d as usize] {
                        return false;
                    }
                    seen[d as usize] = true;
                }
            }
        }
    }
    compartments(&board.black).iter().all(|comp| {
        let lo = comp.iter().map(|&i| grid[i]).min().unwrap();
        let hi = comp.iter().map(|&i| grid[i]).max().unwrap();
        // Digits are distinct (rows and columns), so a span of len-1 is a straight.
        (hi - lo) as usize == comp.len() - 1
    })
}

/// The reference search: the grid, and the digits used in each row and
/// column (as 9-bit sets, bit `d-1` for digit `d`), kept as cells are
/// filled and emptied.
struct Search {
    board: RefBoard,
    comps: Vec<Vec<usize>>,
    /// The two compartments (indices into `comps`) of each white cell.
    comp_of: [[usize; 2]; N],
    grid: [u8; N],
    rows: [u16; 9],
    cols: [u16; 9],
    limit: usize,
    budget: u64,
    result: RefCount,
}

impl Search {
    fn new(board: &RefBoard, limit: usize, budget: u64) -> Search {
        let comps = compartments(&board.black);
        let mut comp_of = [[usize::MAX; 2]; N];
        // Row compartments come first, so every white cell gets its row's
        // compartment in slot 0 and its column's in slot 1.
        for (k, comp) in comps.iter().enumerate() {
            for &i in comp {
                let slot = usize::from(comp_of[i][0] != usize::MAX);
                comp_of[i][slot] = k;
            }
        }
        Search {
            board: board.clone(),
            comps,
            comp_of,
            grid: [0; N],
            rows: [0; 9],
            cols: [0; 9],
            limit,
            budget,
            result: RefCount {
                count: 0,
                first: None,
                nodes: 0,
                gave_up: false,
            },
        }
    }

    /// Writes digit `d` in cell `i` (which is empty).
    fn put(&mut self, i: usize, d: u8) {
        self.grid[i] = d;
        self.rows[i / 9] |= 1 << (d - 1);
        self.cols[i % 9] |= 1 << (d - 1);
    }

    /// Empties cell `i`.
    fn take(&mut self, i: usize) {
        let d = self.grid[i];
        self.grid[i] = 0;
        self.rows[i / 9] &= !(1 << (d - 1));
        self.cols[i % 9] &= !(1 << (d - 1));
    }

    /// Writes the clues; false when two of them repeat in a row or column.
    fn put_clues(&mut self) -> bool {
        for i in 0..N {
            let d = self.board.digits[i];
            if d == 0 {
                continue;
            }
            if !(1..=9).contains(&d) || (self.rows[i / 9] | self.cols[i % 9]) >> (d - 1) & 1 != 0 {
                return false;
            }
            self.put(i, d);
        }
        // Each compartment's clues must fit in one straight.
        self.comps.iter().all(|comp| {
            let digits: Vec<u8> = comp
                .iter()
                .map(|&i| self.grid[i])
                .filter(|&d| d != 0)
                .collect();
            match (digits.iter().min(), digits.iter().max()) {
                (Some(lo), Some(hi)) => ((hi - lo) as usize) < comp.len(),
                _ => true,
            }
        })
    }

    /// The digits (as a 9-bit set) that row and column leave to cell `i`.
    fn free(&self, i: usize) -> u16 {
        0x1ff & !(self.rows[i / 9] | self.cols[i % 9])
    }

    /// The straights (runs of `len` consecutive digits, as 9-bit sets)
    /// compartment `k` may still become: those holding every digit written
    /// in it, whose other digits can each go in some empty cell of it, every
    /// empty cell taking some digit of the run. Returns their union and
    /// their intersection (the digits it surely holds); `None` when no
    /// straight fits.
    fn straights(&self, k: usize, domains: &[u16; N]) -> Option<(u16, u16)> {
        let comp = &self.comps[k];
        let len = comp.len();
        let mut written = 0u16;
        for &j in comp {
            if self.grid[j] != 0 {
                written |= 1 << (self.grid[j] - 1);
            }
        }
        let (mut union, mut common) = (0, 0x1ff);
        for start in 0..=(9 - len) {
            let run: u16 = ((1 << len) - 1) << start;
            if written & !run != 0 {
                continue;
            }
            let missing = run & !written;
            let mut reachable = 0;
            let mut every_cell = true;
            for &j in comp.iter().filter(|&&j| self.grid[j] == 0) {
                let f = domains[j] & missing;
                every_cell &= f != 0;
                reachable |= f;
            }
            if every_cell && reachable == missing {
                union |= run;
                common &= run;
            }
        }
        (union != 0).then_some((union, common))
    }

    /// What the current grid allows, or `None` for a dead end: for every
    /// empty white cell the digits free in its row and column, in some
    /// straight of each of its compartments, and not sure to be in another
    /// compartment of its row or column (a digit every straight of a
    /// compartment holds is in that compartment); and a cell that must take
    /// a sure digit because it is the only cell of its compartment that can.
    fn options(&self) -> Option<Options> {
        let mut allowed = [0u16; N];
        for i in (0..N).filter(|&i| !self.board.black[i] && self.grid[i] == 0) {
            allowed[i] = self.free(i);
        }
        // Narrow until nothing changes: each pass may rule out straights.
        let mut sure = vec![0u16; self.comps.len()];
        loop {
            let before = allowed;
            for k in 0..self.comps.len() {
                let union;
                (union, sure[k]) = self.straights(k, &allowed)?;
                for &j in &self.comps[k] {
                    allowed[j] &= union;
                }
            }
            // A sure digit of a compartment leaves the rest of its line.
            for (k, comp) in self.comps.iter().enumerate() {
                let horizontal = self.comp_of[comp[0]][0] == k;
                let line = |m: usize| {
                    if horizontal {
                        comp[0] / 9 * 9 + m
                    } else {
                        m * 9 + comp[0] % 9
                    }
                };
                for other in (0..9).map(line).filter(|j| !comp.contains(j)) {
                    allowed[other] &= !sure[k];
                }
            }
            if allowed == before {
                break;
            }
        }
        let mut forced = None;
        for (k, comp) in self.comps.iter().enumerate() {
            for d in (1..=9u8).filter(|d| sure[k] >> (d - 1) & 1 != 0) {
                if comp.iter().any(|&j| self.grid[j] == d) {
                    continue;
                }
                let cells: Vec<usize> = comp
                    .iter()
                    .copied()
                    .filter(|&j| allowed[j] >> (d - 1) & 1 != 0)
                    .collect();
                match cells.len() {
                    0 => return None,
                    1 => forced = Some((cells[0], 1 << (d - 1))),
                    _ => {}
                }
            }
        }
        let empty = (0..N).filter(|&i| !self.board.black[i] && self.grid[i] == 0);
        if empty.clone().any(|i| allowed[i] == 0) {
            return None;
        }
        Some(Options { allowed, forced })
    }

    /// Depth-first search from the current grid.
    fn run(&mut self) {
        if self.result.count >= self.limit || self.result.gave_up {
            return;
        }
        self.result.nodes += 1;
        if self.result.nodes > self.budget {
            self.result.gave_up = true;
            return;
        }
        let Some(options) = self.options() else {
            return;
        };
        let Some((i, digits)) = options.branch(&self.board, &self.grid) else {
            if is_valid_solution(&self.board, &self.grid) {
                if self.result.first.is_none() {
                    self.result.first = Some(self.grid);
                }
                self.result.count += 1;
            }
            return;
        };
        for d in (1..=9u8).filter(|d| digits >> (d - 1) & 1 != 0) {
            self.put(i, d);
            self.run();
            self.take(i);
            if self.result.count >= self.limit || self.result.gave_up {
                return;
            }
        }
    }
}

/// What [`Search::options`] found at one node.
struct Options {
    /// The digits each empty white cell allows (0 elsewhere).
    allowed: [u16; N],
    /// A cell that must take a digit, if one was found.
    forced: Option<(usize, u16)>,
}

impl Options {
    /// The cell to fill next and the digits to try: a forced cell, else
    /// the empty white cell with the fewest digits; `None` when the grid is
    /// full.
    fn branch(&self, board: &RefBoard, grid: &[u8; N]) -> Option<(usize, u16)> {
        if self.forced.is_some() {
            return self.forced;
        }
        (0..N)
            .filter(|&i| !board.black[i] && grid[i] == 0)
            .min_by_key(|&i| self.allowed[i].count_ones())
            .map(|i| (i, self.allowed[i]))
    }
}

/// Counts the solutions of `board` up to `limit`, giving up after `budget`
/// search nodes (then [`RefCount::gave_up`] is set).
pub fn count(board: &RefBoard, limit: usize, budget: u64) -> RefCount {
    let mut s = Search::new(board, limit, budget);
    if s.put_clues() {
        s.run();
    }
    s.result
}

/// A small, self-contained pseudo-random generator (xorshift64*), so that
/// the reference's boards depend on nothing of the crate.
#[derive(Clone, Debug)]
pub struct Xorshift(u64);

impl Xorshift {
    /// A generator from a seed (any value, 0 included).
    pub fn new(seed: u64) -> Xorshift {
        Xorshift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// True with probability `percent` / 100.
    pub fn percent(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// A random black layout of one of several shapes: any cells at a random
/// density (no symmetry), 180-degree symmetric, or none at all.
fn random_layout(rng: &mut Xorshift) -> [bool; N] {
    let mut black = [false; N];
    match rng.below(6) {
        0 => {}
        1 | 2 => {
            let density = 5 + rng.below(40);
            for b in black.iter_mut() {
                *b = rng.percent(density);
            }
        }
        _ => {
            let density = 8 + rng.below(25);
            for i in 0..=40 {
                if rng.percent(density) {
                    black[i] = true;
                    black[80 - i] = true;
                }
            }
        }
    }
    black
}

/// A random full solution of `black` (digits on every white cell, and on
/// the black cells of `clue_cells`), or `None` when the search for one
/// runs out of its budget or the layout has none.
fn random_fill(black: &[bool; N], clue_cells: &[bool; N], rng: &mut Xorshift) -> Option<[u8; N]> {
    // Fill the white cells by a randomised version of the reference search.
    let board = RefBoard {
        black: *black,
        digits: [0; N],
    };
    let mut s = Search::new(&board, 1, 500);
    let order: [u8; 9] = {
        let mut o = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        for k in (1..9).rev() {
            o.swap(k, rng.below(k as u64 + 1) as usize);
        }
        o
    };
    if !fill_random(&mut s, &order, rng) {
        return None;
    }
    let mut grid = s.grid;
    // Black clues: a digit its row and column do not hold.
    for i in (0..N).filter(|&i| black[i] && clue_cells[i]) {
        let (r, c) = (i / 9, i % 9);
        let free: Vec<u8> = (1..=9)
            .filter(|&d| (0..9).all(|k| grid[r * 9 + k] != d && grid[k * 9 + c] != d))
            .collect();
        if !free.is_empty() {
            grid[i] = free[rng.below(free.len() as u64) as usize];
        }
    }
    Some(grid)
}

/// Fills `s.grid` with one solution, trying digits in a random rotation of
/// `order` at each cell; false when none is found within the budget.
fn fill_random(s: &mut Search, order: &[u8; 9], rng: &mut Xorshift) -> bool {
    s.result.nodes += 1;
    if s.result.nodes > s.budget {
        return false;
    }
    let Some(options) = s.options() else {
        return false;
    };
    let Some((i, digits)) = options.branch(&s.board, &s.grid) else {
        return is_valid_solution(&s.board, &s.grid);
    };
    let shift = rng.below(9) as usize;
    for k in 0..9 {
        let d = order[(k + shift) % 9];
        if digits >> (d - 1) & 1 != 0 {
            s.put(i, d);
            if fill_random(s, order, rng) {
                return true;
            }
            s.take(i);
        }
    }
    false
}

/// Which kind of random board [`random_board`] made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Givens and clues taken from a full solution: at least one solution.
    FromSolution,
    /// The same with one given or clue changed: often no solution.
    Perturbed,
    /// Digits at random places: mostly contradictory or wide open.
    Scattered,
}

/// A random board: a random layout that has a solution (layouts whose fill
/// the reference cannot find within its budget are drawn again, so that
/// the reference settles almost every board quickly), then givens and
/// clues taken from a random solution at a random density (so that some
/// boards have one solution and others many), or that with one digit
/// changed, or random digits at random places.
pub fn random_board(rng: &mut Xorshift) -> (RefBoard, Kind) {
    let (black, grid) = loop {
        let black = random_layout(rng);
        let clue_cells: [bool; N] = std::array::from_fn(|_| rng.percent(30));
        if let Some(grid) = random_fill(&black, &clue_cells, rng) {
            break (black, grid);
        }
    };
    let kind = match rng.below(10) {
        0..=5 => Kind::FromSolution,
        6..=7 => Kind::Perturbed,
        _ => Kind::Scattered,
    };
    let mut digits = [0u8; N];
    if kind == Kind::Scattered {
        for _ in 0..rng.below(25) {
            let i = rng.below(N as u64) as usize;
            digits[i] = 1 + rng.below(9) as u8;
        }
        return (RefBoard { black, digits }, kind);
    }
    let keep = match rng.below(4) {
        0 => 10 + rng.below(25),
        1 => 35 + rng.below(20),
        _ => 50 + rng.below(45),
    };
    for i in 0..N {
        if grid[i] != 0 && (black[i] || rng.percent(keep)) {
            digits[i] = grid[i];
        }
    }
    if kind == Kind::Perturbed {
        let filled: Vec<usize> = (0..N).filter(|&i| digits[i] != 0).collect();
        if !filled.is_empty() {
            let i = filled[rng.below(filled.len() as u64) as usize];
            digits[i] = (digits[i] + rng.below(8) as u8) % 9 + 1;
        }
    }
    (RefBoard { black, digits }, kind)
}

#[cfg(test)]
mod self_tests {
    use super::*;

    /// A full valid grid without black cells: a shifted Latin square whose
    /// rows and columns are all straights of 9.
    fn latin() -> [u8; N] {
        std::array::from_fn(|i| ((i / 9 + i % 9) % 9) as u8 + 1)
    }

    #[test]
    fn the_reference_counts_small_cases_by_hand() {
        let full = RefBoard {
            black: [false; N],
            digits: latin(),
        };
        assert!(is_valid_solution(&full, &latin()));
        assert_eq!(count(&full, 2, 1000).count, 1);
        let mut clash = full.clone();
        clash.digits[1] = clash.digits[0];
        assert_eq!(count(&clash, 2, 1000).count, 0);
        // Two rows of the Latin square left open swap into a second solution.
        let mut open = full.clone();
        for i in 0..18 {
            open.digits[i] = 0;
        }
        assert_eq!(count(&open, 3, 100_000).count, 2);
    }
}
