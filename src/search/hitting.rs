//! The hitting-set enumeration: every set of `k` clues that hits every
//! unavoidable set of the grid and leaves the grid as its only solution.
//!
//! Branch on a short unhit UA: for each of its cells that is still alive,
//! place a clue there and go on, then mark that cell dead for the later
//! siblings. Every clue set is produced once: a set that holds a clue in the
//! chosen UA lies in the branch of its first such cell, the earlier ones
//! being absent from it. When the clues hit every known UA, the exact solver
//! decides: one solution and `k` clues is a puzzle; a second solution gives
//! the cells where it differs, a new UA (none of its cells is a clue), which
//! is learnt and branched on; a unique grid with fewer than `k` clues makes
//! every choice of the missing clues among the live cells a puzzle.
//!
//! Speed comes from bit-vector tables (McGuire's layout): for each cell the
//! set of table entries holding it, so placing a clue is a few and-nots and
//! the next unhit UA the lowest bit left. Besides the UAs (degree 1) the
//! tables hold unions of 2 to 6 pairwise disjoint UAs (degree `d`: they need
//! `d` clues); with `r` clues left to place, an unhit set of degree `r`
//! takes all of them, so every cell outside it is dead below that node.
//! The first unhit UAs also give a bound that sees dead cells: their live
//! parts, taken greedily while pairwise disjoint, need a clue each; more of
//! them than clues left ends the branch, and as many confine every clue left
//! to their union.
//! When [`CONSOLIDATE`] clues are left the tables are rebuilt from the sets
//! still unhit, without their dead cells, smallest first and much smaller,
//! so the deep levels, where nearly all nodes are, work on a few words.

use super::{cells_of, clues_of, difference, Cells, Grid, ALL_CELLS};
use crate::board::{Pos, CELLS};
use crate::sudoku::solve::search as exact_search;
use std::ops::ControlFlow;

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

impl std::ops::AddAssign for Counters {
    fn add_assign(&mut self, o: Counters) {
        self.nodes += o.nodes;
        self.checks += o.checks;
        self.learnt += o.learnt;
        self.puzzles += o.puzzles;
    }
}

/// The highest degree of the tables (unions of up to this many UAs).
const MAX_DEGREE: usize = 6;

/// Entries per table at the top, by degree (index 1 = the UAs themselves);
/// the UAs beyond the first table are looked at only when it is all hit.
const TOP_CAPS: [usize; MAX_DEGREE + 1] = [0, 768, 10_240, 32_768, 65_536, 40_960, 40_960];

/// The unions of degree `d` are built from the UAs from index
/// `STARTERS[d]` on: the first ones are hit by the first clues (the search
/// branches on them), so unions holding them would be hit at once.
const STARTERS: [usize; MAX_DEGREE + 1] = [0, 0, 43, 28, 24, 17, 12];

/// Partial unions tried per degree when building the tables, so a grid
/// with few disjoint UAs cannot make the building run long.
const BUILD_BUDGET: u64 = 20_000_000;

/// The unions are built from the first UAs only (the smallest: small
/// parts make a union likelier to stay unhit).
const UNION_SOURCE: usize = 250;

/// Entries per table after consolidation, by degree.
const LOW_CAPS: [usize; MAX_DEGREE + 1] = [0, 256, 2_048, 4_096, 4_096, 1_792, 1_792];

/// Clues left when the tables are consolidated.
pub const CONSOLIDATE: u32 = 11;

/// How many unhit UAs the choice of the branching UA compares (the one
/// with the fewest live cells wins), at the top and after consolidation;
/// the same pass counts the disjoint ones among them (see `choose`).
const CHOICE_TOP: usize = 13;
const CHOICE_LOW: usize = 16;

/// How many unhit sets of degree `r` the intersection looks at: the first
/// few already confine the clues nearly as much as all of them, at a
/// fraction of the loads (6 against 64: 18% more nodes, 15% less time on
/// the 1-puzzle grid, 12% less on the 14-puzzle grid of the issue).
const INSIDE_SCAN: usize = 6;

/// Bit-vector tables of sets by degree: table `d` holds sets needing `d`
/// clues, and `contains` has for each cell the entries that hold it.
struct Tables {
    sets: [Vec<Cells>; MAX_DEGREE + 1],
    /// Table `d` uses the words `start[d]..start[d + 1]` of a row.
    start: [usize; MAX_DEGREE + 2],
    contains: Vec<u64>,
    /// A row of zeros (nothing hit).
    zero: Vec<u64>,
}

impl Tables {
    /// The tables of `sets` (index 0 unused), indexed.
    fn new(sets: [Vec<Cells>; MAX_DEGREE + 1]) -> Tables {
        let mut start = [0; MAX_DEGREE + 2];
        for d in 1..=MAX_DEGREE {
            start[d + 1] = start[d] + sets[d].len().div_ceil(64);
        }
        let words = start[MAX_DEGREE + 1];
        let mut contains = vec![0u64; CELLS * words];
        for d in 1..=MAX_DEGREE {
            for (j, &set) in sets[d].iter().enumerate() {
                let bit = start[d] * 64 + j;
                for c in cells_of(set) {
                    contains[c * words + bit / 64] |= 1 << (bit % 64);
                }
            }
        }
        Tables {
            sets,
            start,
            contains,
            zero: vec![0; words],
        }
    }

    /// Words of a whole row.
    fn words(&self) -> usize {
        self.start[MAX_DEGREE + 1]
    }

    /// Words a node with `r` clues left needs: the tables of degree up to `r`.
    #[inline]
    fn needed(&self, r: u32) -> usize {
        self.start[(r as usize).min(MAX_DEGREE) + 1]
    }

    /// The entries holding cell `c`.
    #[inline]
    fn row(&self, c: usize) -> &[u64] {
        let w = self.words();
        &self.contains[c * w..(c + 1) * w]
    }

    /// Every entry of every table, as a row.
    fn all(&self) -> Vec<u64> {
        let mut row = vec![0u64; self.words()];
        for d in 1..=MAX_DEGREE {
            let n = self.sets[d].len();
            let words = &mut row[self.start[d]..self.start[d + 1]];
            for (w, word) in words.iter_mut().enumerate() {
                let bits = n - w * 64;
                *word = if bits >= 64 {
                    u64::MAX
                } else {
                    (1 << bits) - 1
                };
            }
        }
        row
    }

    /// The cells of `cells` that lie in every unhit set of degree `d` of
    /// `row`.
    #[inline]
    fn in_all(&self, row: Lazy, d: usize, mut cells: Cells) -> Cells {
        // The last clue must hit every unhit UA: look at them all.
        let mut budget = if d == 1 { usize::MAX } else { INSIDE_SCAN };
        let sets = &self.sets[d];
        let (from, to) = (self.start[d], self.start[d + 1]);
        for (w, (a, m)) in row.base[from..to]
            .iter()
            .zip(&row.minus[from..to])
            .enumerate()
        {
            let mut bits = a & !m;
            while bits != 0 {
                cells &= sets[w * 64 + bits.trailing_zeros() as usize];
                budget -= 1;
                if cells == 0 || budget == 0 {
                    return cells;
                }
                bits &= bits - 1;
            }
        }
        cells
    }

    /// The unhit sets of degree `d` in `alive`, in table order.
    fn unhit<'a>(&'a self, alive: &'a [u64], d: usize) -> impl Iterator<Item = Cells> + 'a {
        alive[self.start[d]..self.start[d + 1]]
            .iter()
            .enumerate()
            .flat_map(|(w, &bits)| cells_of(bits.into()).map(move |b| w * 64 + b))
            .map(move |j| self.sets[d][j])
    }
}

/// A row of a table given as a row of the parent node and the entries of
/// the clue just placed: unhit are `base & !minus`. A node makes its
/// children's rows whole except the table they test (the largest they
/// use), which they read this way: most children die at that test.
#[derive(Clone, Copy)]
struct Lazy<'a> {
    base: &'a [u64],
    minus: &'a [u64],
}

/// The unions of `degree` pairwise disjoint sets of `uas[from..]`, in
/// lexicographic order of their parts, at most `cap` of them.
fn unions(uas: &[Cells], degree: usize, from: usize, cap: usize) -> Vec<Cells> {
    struct Build<'a> {
        uas: &'a [Cells],
        cap: usize,
        budget: u64,
        out: Vec<Cells>,
    }
    impl Build<'_> {
        fn go(&mut self, from: usize, union: Cells, left: usize) {
            for i in from..self.uas.len() {
                if self.out.len() >= self.cap || self.budget == 0 {
                    return;
                }
                self.budget -= 1;
                let u = self.uas[i];
                if u & union != 0 {
                    continue;
                }
                if left == 1 {
                    self.out.push(union | u);
                } else {
                    self.go(i + 1, union | u, left - 1);
                }
            }
        }
    }
    let mut b = Build {
        uas,
        cap,
        budget: BUILD_BUDGET,
        out: Vec::new(),
    };
    if from < uas.len() {
        b.go(from, 0, degree);
    }
    b.out
}

/// The top tables of a grid's UAs (smallest first): the first UAs and the
/// unions of disjoint ones; the UAs beyond the first table are returned
/// apart.
fn top_tables(uas: &[Cells]) -> (Tables, Vec<Cells>) {
    let first = &uas[..uas.len().min(TOP_CAPS[1])];
    let sets = std::array::from_fn(|d| match d {
        0 => Vec::new(),
        1 => first.to_vec(),
        _ => unions(
            &first[..first.len().min(UNION_SOURCE)],
            d,
            STARTERS[d],
            TOP_CAPS[d],
        ),
    });
    (Tables::new(sets), uas[first.len()..].to_vec())
}

/// Top-level tasks a plan aims at: enough for many threads and shards to
/// share the work evenly (the first branches, with few dead cells, are the
/// heaviest).
const TASKS: usize = 512;

/// A node of the top levels where the work is split: its clues and dead
/// cells; every clue set below is in exactly one task.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Task {
    clues: Cells,
    dead: Cells,
}

/// A search prepared for one grid: its tables and the top-level tasks. The
/// tasks depend only on the grid, `k`, the fixed clues and the UAs given
/// (no learning or timing enters the split), so separate processes running
/// different tasks of the same plan together do exactly the whole search.
pub struct Plan {
    grid: Grid,
    /// The search's own numbering of the cells (see [`CellOrder`]).
    order: CellOrder,
    k: u32,
    tables: Tables,
    spill: Vec<Cells>,
    uas: usize,
    tasks: Vec<Task>,
    /// Puzzles met above the split (only when `k` is small).
    early: Vec<Cells>,
    /// What splitting counted.
    planning: Counters,
}

impl Plan {
    /// The plan of the search of `grid` for `k`-clue puzzles holding the
    /// clue cells `fixed` (none for a whole search), from the UAs `uas`
    /// (valid UAs of the grid, smallest first; more are learnt).
    pub fn new(grid: &Grid, k: u32, fixed: Cells, uas: Vec<Cells>) -> Plan {
        let order = CellOrder::new(&uas);
        let uas: Vec<Cells> = uas.iter().map(|&u| order.inward(u)).collect();
        let fixed = order.inward(fixed);
        let (tables, spill) = top_tables(&uas);
        let mut plan = Plan {
            grid: *grid,
            order,
            k,
            tables,
            spill,
            uas: uas.len(),
            tasks: Vec::new(),
            early: Vec::new(),
            planning: Counters::default(),
        };
        let placed = fixed.count_ones();
        if placed > k {
            return plan;
        }
        let root = Task {
            clues: fixed,
            dead: 0,
        };
        // Deepen the split until there are enough tasks; a task keeps at
        // least one clue to place.
        let mut depth = 0;
        loop {
            let (tasks, early, counters) = plan.split(root, depth);
            (plan.tasks, plan.early, plan.planning) = (tasks, early, counters);
            if plan.tasks.len() >= TASKS || depth + 1 >= k - placed {
                return plan;
            }
            depth += 1;
        }
    }

    /// The tasks `depth` clues below `root`, the puzzles met above them
    /// and what the split counted.
    fn split(&self, root: Task, depth: u32) -> (Vec<Task>, Vec<Cells>, Counters) {
        let mut early = Vec::new();
        let mut learnt = Vec::new();
        let mut s = Search::new(self, &mut learnt, &|| false, |p| {
            early.push(p);
            ControlFlow::Continue(())
        });
        s.split = Some((root.clues.count_ones() + depth, Vec::new()));
        s.start(root);
        let tasks = s.split.take().map(|(_, t)| t).unwrap_or_default();
        let counters = s.counters;
        (tasks, early, counters)
    }

    /// The number of tasks.
    pub fn tasks(&self) -> usize {
        self.tasks.len()
    }

    /// The number of UAs the search started from.
    pub fn uas(&self) -> usize {
        self.uas
    }

    /// Puzzles met while splitting, above every task (part of the answer,
    /// reported once, e.g. by the first shard).
    pub fn early(&self) -> &[Cells] {
        &self.early
    }

    /// What splitting counted.
    pub fn planning(&self) -> Counters {
        self.planning
    }

    /// Runs task `task`: `found` gets each puzzle's clue cells and may stop
    /// the task; `stop` says when to stop from outside (asked at every node);
    /// `learnt` carries the UAs learnt from one task to the next.
    pub fn run(
        &self,
        task: usize,
        learnt: &mut Vec<Cells>,
        stop: &dyn Fn() -> bool,
        found: impl FnMut(Cells) -> ControlFlow<()>,
    ) -> Counters {
        let mut s = Search::new(self, learnt, stop, found);
        s.start(self.tasks[task]);
        s.counters
    }
}

/// The cells renumbered for the search: by how many small UAs hold them,
/// most first. A branch tries its cells in this order and each tried cell
/// is dead for the later ones, so the cells that hit the most go first and
/// the large subtrees of the others come last, with the most dead cells.
/// Every set inside the search is in this numbering; clues go out to the
/// solver and the caller in the grid's own.
struct CellOrder {
    /// Search number -> grid cell.
    cell: [Pos; CELLS],
    /// Grid cell -> search number.
    number: [usize; CELLS],
}

impl CellOrder {
    fn new(uas: &[Cells]) -> CellOrder {
        // A UA of s cells weighs 4^(18 - s): one more small UA outweighs
        // many larger ones.
        let mut weight = [0u64; CELLS];
        for &u in uas {
            let size = u.count_ones().min(18);
            for c in cells_of(u) {
                weight[c] += 4u64.pow(18 - size);
            }
        }
        let mut cell: [Pos; CELLS] = std::array::from_fn(Pos::new);
        cell.sort_by_key(|&c| (std::cmp::Reverse(weight[c]), c));
        let mut number = [0; CELLS];
        for (n, &c) in cell.iter().enumerate() {
            number[c] = n;
        }
        CellOrder { cell, number }
    }

    /// A set of grid cells in the search's numbering.
    fn inward(&self, set: Cells) -> Cells {
        cells_of(set).fold(0, |m, c| m | 1 << self.number[c])
    }

    /// A set in the search's numbering as grid cells.
    fn outward(&self, set: Cells) -> Cells {
        cells_of(set).fold(0, |m, n| m | 1 << self.cell[n].index())
    }
}

/// What the search is in: the tables of this level and the UAs beyond them.
struct Level<'a> {
    tables: &'a Tables,
    spill: &'a [Cells],
    /// Whether these are the top tables (not consolidated yet).
    top: bool,
    /// The learnt UAs from this index on are beyond the tables (the
    /// earlier ones were hit or taken into them at consolidation).
    learnt_from: usize,
}

/// One run of the enumeration (a task, or the split of a plan).
struct Search<'a, F> {
    plan: &'a Plan,
    /// UAs learnt from the solver.
    learnt: &'a mut Vec<Cells>,
    stop: &'a dyn Fn() -> bool,
    counters: Counters,
    found: F,
    stopped: bool,
    /// When splitting: the clue count of a task, and the tasks met.
    split: Option<(u32, Vec<Task>)>,
}

/// What the first unhit UAs of a node say.
enum Choice {
    /// Branch on these live cells of an unhit UA.
    Branch(Cells),
    /// Branch on these live cells, and every clue left lies in the union
    /// of as many disjoint unhit UAs as clues are left (the second set).
    Confine(Cells, Cells),
    /// More pairwise disjoint unhit UAs than clues left.
    Prune,
    /// Every table UA is hit.
    Exhausted,
}

/// Branch on `live`, confined to `used` when the disjoint UAs that make it
/// up are as many as the clues left.
fn choice(live: Cells, used: Cells, full: bool) -> Choice {
    if full {
        Choice::Confine(live, used)
    } else {
        Choice::Branch(live)
    }
}

/// What to do at a node whose tables are all hit.
enum Next {
    /// Branch on these live cells of an unhit UA.
    Branch(Cells),
    /// Nothing more below this node.
    Done,
}

impl<'a, F: FnMut(Cells) -> ControlFlow<()>> Search<'a, F> {
    fn new(
        plan: &'a Plan,
        learnt: &'a mut Vec<Cells>,
        stop: &'a dyn Fn() -> bool,
        found: F,
    ) -> Self {
        Search {
            plan,
            learnt,
            stop,
            counters: Counters::default(),
            found,
            stopped: false,
            split: None,
        }
    }

    /// Searches below `task`, from the top tables.
    fn start(&mut self, task: Task) {
        let plan = self.plan;
        let tables = &plan.tables;
        let mut alive = tables.all();
        for c in cells_of(task.clues) {
            for (a, m) in alive.iter_mut().zip(tables.row(c)) {
                *a &= !m;
            }
        }
        let level = Level {
            tables,
            spill: &plan.spill,
            top: true,
            learnt_from: 0,
        };
        let r = plan.k - task.clues.count_ones();
        let mut arena = vec![vec![0u64; tables.words()]; r as usize + 2];
        arena[0].clone_from(&alive);
        let lazy = Lazy {
            base: &alive,
            minus: &tables.zero,
        };
        self.enter(&level, task.clues, task.dead, r, &mut arena, lazy);
    }

    /// Goes into a node whose row is `arena[0]`: records it as a task when
    /// splitting at its depth, consolidates the top tables once at most
    /// [`CONSOLIDATE`] clues are left (a task may start below that), else
    /// explores it.
    fn enter(
        &mut self,
        level: &Level,
        clues: Cells,
        dead: Cells,
        r: u32,
        arena: &mut [Vec<u64>],
        lazy: Lazy,
    ) {
        if let Some((at, tasks)) = &mut self.split {
            if clues.count_ones() == *at {
                tasks.push(Task { clues, dead });
                return;
            }
        }
        if level.top && r <= CONSOLIDATE {
            self.consolidate(level, clues, dead, r, arena);
        } else {
            self.node(level, clues, dead, r, arena, lazy);
        }
    }

    /// Explores the clue sets of `r` more clues that contain `clues` and
    /// avoid `dead`; `arena[0]` holds the table entries `clues` does not
    /// hit for the tables of degree below `r`, `lazy` those of degree `r`;
    /// the rest of `arena` is room for the levels below.
    fn node(
        &mut self,
        level: &Level,
        clues: Cells,
        dead: Cells,
        r: u32,
        arena: &mut [Vec<u64>],
        lazy: Lazy,
    ) {
        self.counters.nodes += 1;
        let (alive, below) = arena.split_first_mut().expect("one row per level");
        let tables = level.tables;
        let own = Lazy {
            base: alive,
            minus: &tables.zero,
        };
        let uas = if r == 1 { lazy } else { own };
        let d = r as usize;
        let mut dead = dead;
        if (ALL_CELLS & !(clues | dead)).count_ones() < r {
            return; // too few cells left for the clues still to place
        }
        if d <= MAX_DEGREE {
            // With `r` clues left, an unhit set of degree `r` takes them
            // all: every clue still to place lies in every such set, and
            // the cells outside them are dead in this whole subtree.
            let free = ALL_CELLS & !(clues | dead);
            dead |= free & !tables.in_all(lazy, d, free);
        }
        let branch = match self.choose(level, uas, dead, r) {
            Choice::Branch(live) => live,
            Choice::Confine(live, inside) => {
                // `r` disjoint unhit UAs take one clue each: every clue
                // left lies in their union.
                dead |= ALL_CELLS & !(clues | inside);
                live & inside
            }
            Choice::Prune => return,
            Choice::Exhausted => match self.exhausted(level, clues, dead, r) {
                Next::Branch(live) => live,
                Next::Done => return,
            },
        };
        if branch == 0 {
            return;
        }
        for c in cells_of(branch) {
            if self.stopped || (self.stop)() {
                self.stopped = true;
                return;
            }
            let clues = clues | 1 << c;
            if r == 1 {
                // Every table set is hit: the last clue is placed.
                self.exhausted(level, clues, dead, 0);
            } else {
                let words = tables.needed(r - 2);
                let row = tables.row(c);
                let next = &mut below[0][..words];
                for ((n, a), m) in next.iter_mut().zip(&alive[..words]).zip(row) {
                    *n = a & !m;
                }
                let lazy = Lazy {
                    base: alive,
                    minus: row,
                };
                self.enter(level, clues, dead, r - 1, below, lazy);
            }
            dead |= 1 << c;
        }
    }

    /// The live cells of the UA to branch on: among the first unhit table
    /// UAs, the one with the fewest cells not dead. The same pass counts
    /// unhit UAs whose live cells are pairwise disjoint (greedily, in table
    /// order): more than `r` of them need more clues than are left, and the
    /// node is pruned. Dead cells make UAs that overlap disjoint, which the
    /// degree tables (unions of disjoint whole UAs) cannot see: on the
    /// 1-puzzle grid of the issue this prunes most nodes with 2-4 clues left.
    fn choose(&self, level: &Level, uas: Lazy, dead: Cells, r: u32) -> Choice {
        let tables = level.tables;
        let mut scan = if level.top { CHOICE_TOP } else { CHOICE_LOW };
        let sets = &tables.sets[1];
        let to = tables.start[2];
        let mut best: Option<Cells> = None;
        let (mut used, mut disjoint) = (0 as Cells, 0);
        for (w, (a, m)) in uas.base[..to].iter().zip(&uas.minus[..to]).enumerate() {
            let mut bits = a & !m;
            while bits != 0 {
                let live = sets[w * 64 + bits.trailing_zeros() as usize] & !dead;
                if live & used == 0 {
                    used |= live;
                    disjoint += 1;
                    if disjoint > r {
                        return Choice::Prune;
                    }
                }
                if best.is_none_or(|b| live.count_ones() < b.count_ones()) {
                    best = Some(live);
                }
                scan -= 1;
                if scan == 0 || live == 0 {
                    return choice(best.unwrap_or(0), used, disjoint == r);
                }
                bits &= bits - 1;
            }
        }
        best.map_or(Choice::Exhausted, |b| choice(b, used, disjoint == r))
    }

    /// A node whose table UAs are all hit, with `r` clues left: branch on
    /// the first UA beyond the table or learnt that `clues` misses, or ask
    /// the solver; a unique grid is a puzzle (with `r` = 0) or completes in
    /// every way.
    fn exhausted(&mut self, level: &Level, clues: Cells, dead: Cells, r: u32) -> Next {
        let missed = self.missed(level, clues).next();
        let ua = match missed {
            Some(ua) => ua,
            None => match self.check(clues) {
                Some(ua) => ua,
                None => {
                    self.complete(clues, dead, r);
                    return Next::Done;
                }
            },
        };
        if r == 0 || ua & !dead == 0 {
            Next::Done
        } else {
            Next::Branch(ua & !dead)
        }
    }

    /// The UAs beyond the level's tables (spilled, then learnt) that
    /// `clues` does not hit.
    fn missed<'b>(&'b self, level: &'b Level, clues: Cells) -> impl Iterator<Item = Cells> + 'b {
        level
            .spill
            .iter()
            .chain(&self.learnt[level.learnt_from..])
            .copied()
            .filter(move |&u| u & clues == 0)
    }

    /// Rebuilds the tables of the unhit sets of `below[0]` (top tables)
    /// without the dead cells, smallest first and capped, and searches on
    /// with them; a UA with every cell dead ends the branch.
    fn consolidate(
        &mut self,
        level: &Level,
        clues: Cells,
        dead: Cells,
        r: u32,
        below: &mut [Vec<u64>],
    ) {
        let top = level.tables;
        let alive = &below[0];
        let mut uas: Vec<Cells> = top
            .unhit(alive, 1)
            .chain(self.missed(level, clues))
            .map(|u| u & !dead)
            .collect();
        if uas.contains(&0) {
            return;
        }
        uas.sort_by_key(|u| u.count_ones());
        let spill = uas.split_off(uas.len().min(LOW_CAPS[1]));
        let sets = std::array::from_fn(|d| match d {
            0 => Vec::new(),
            1 => std::mem::take(&mut uas),
            _ => top
                .unhit(alive, d)
                .map(|u| u & !dead)
                .take(LOW_CAPS[d])
                .collect(),
        });
        let tables = Tables::new(sets);
        let all = tables.all();
        below[0].clone_from(&all);
        let low = Level {
            tables: &tables,
            spill: &spill,
            top: false,
            learnt_from: self.learnt.len(),
        };
        let lazy = Lazy {
            base: &all,
            minus: &tables.zero,
        };
        self.node(&low, clues, dead, r, below, lazy);
        below[0].resize(top.words(), 0);
    }

    /// Asks the exact solver about clues that hit every known UA: `None`
    /// when the grid is their only solution, else the new UA (learnt).
    fn check(&mut self, clues: Cells) -> Option<Cells> {
        self.counters.checks += 1;
        let order = &self.plan.order;
        let found = exact_search(&clues_of(&self.plan.grid, order.outward(clues)), 2);
        let other = found
            .solutions
            .iter()
            .take(found.count)
            .find(|s| **s != self.plan.grid)?;
        let ua = order.inward(difference(&self.plan.grid, other));
        self.counters.learnt += 1;
        self.learnt.push(ua);
        Some(ua)
    }

    /// The grid is the only solution of `clues`: every way to add the
    /// `left` missing clues among the cells neither clue nor dead is a puzzle.
    fn complete(&mut self, clues: Cells, dead: Cells, left: u32) {
        let free: Vec<usize> = cells_of(ALL_CELLS & !(clues | dead)).collect();
        self.report(clues, &free, left);
    }

    /// Reports `clues` plus every choice of `left` cells of `free`.
    fn report(&mut self, clues: Cells, free: &[usize], left: u32) {
        if self.stopped {
            return;
        }
        if left == 0 {
            self.counters.puzzles += 1;
            self.stopped = (self.found)(self.plan.order.outward(clues)).is_break();
            return;
        }
        for (n, &c) in free.iter().enumerate() {
            if free.len() - n < left as usize {
                return;
            }
            self.report(clues | 1 << c, &free[n + 1..], left - 1);
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

    /// Every `k`-clue puzzle of `grid` holding `fixed`, sorted, with the
    /// counters: the plan's tasks run one after the other on this thread;
    /// with `first` it stops at the first puzzle. `on_puzzle` sees each
    /// puzzle reported.
    fn find(
        grid: &Grid,
        k: u32,
        fixed: Cells,
        uas: Vec<Cells>,
        first: bool,
        mut on_puzzle: impl FnMut(Cells),
    ) -> (Vec<Cells>, Counters) {
        let plan = Plan::new(grid, k, fixed, uas);
        let mut counters = plan.planning();
        let mut got = plan.early().to_vec();
        let mut learnt = Vec::new();
        for t in 0..plan.tasks() {
            if first && !got.is_empty() {
                break;
            }
            counters += plan.run(t, &mut learnt, &|| false, |p| {
                got.push(p);
                if first {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
        }
        got.iter().for_each(|&p| on_puzzle(p));
        got.sort_unstable();
        (got, counters)
    }

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
            let (got, counters) = find(&grid, 17, fixed, uas(&grid, 14), false, |_| {});
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
        let run = |uas: Vec<Cells>, k: u32| find(&grid, k, fixed, uas, false, |_| {});
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
        let (got, _) = find(&grid, 17, fixed, uas(&grid, 12), true, |_| n += 1);
        assert_eq!(n, 1);
        assert_eq!(got, [all]);
    }
}
