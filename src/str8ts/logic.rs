//! The human-style Str8ts solver: named strategies in difficulty order,
//! explained steps, hints and grades.
//!
//! The solver works on candidates, the way a player with pencil marks does.
//! [`STRATEGIES`] lists the strategies from the easiest to the hardest; each
//! is one function with a doc comment stating its rule. The solver always
//! takes the first strategy that makes progress and, after any progress,
//! starts again from the easiest one. Every [`Step`] reports its
//! [`Strategy`], the cells that prove it, its eliminations and placements,
//! and, on request ([`Step::explain`]), the step in plain English for a
//! reader who knows only the rules, such as "the compartment r3c2-r3c5
//! already holds 3, 4 and 6, so its 4 consecutive digits lie within 3 to
//! 6. So r3c4 can only be 5".
//! Sentences are built lazily, so grading thousands of puzzles pays nothing
//! for them.
//!
//! * [`grade`] solves from the givens and black clues and reports the
//!   [`Grade`] (the grade of the hardest strategy needed; `None` when logic
//!   cannot finish) and how many steps each strategy took.
//! * [`hint`] gives the next step from the board's current state, using the
//!   player's own candidates when the board has them; a placed digit that
//!   disagrees with the solution, or a solution digit missing from the
//!   player's candidates, is pointed out instead.
//! * [`solve_steps`] lists every step from the current state.
//! * [`strategy_steps`] lists every step (or the first) that given
//!   strategies find on the current position: each finder reports all it
//!   sees to a sink that, on the solver's path, stops it at the first.
//!
//! Terms: a *compartment* is a maximal run of white cells in a row or column;
//! a *straight* is the set of consecutive digits a compartment holds; a digit
//! is *required* ("sure") in a compartment when every straight the
//! compartment can still hold contains it, and required in a line when every
//! way to fill the line's compartments with disjoint straights uses it.
//!
//! Every strategy is sound: it never removes a digit of a solution and never
//! places a wrong one. Unique rectangles are the one strategy that relies on
//! the puzzle having a single solution; they are used only when that is known.

mod analysis;
mod basic;
mod chains;
mod compartments;
pub(crate) mod explain;
mod figure;
mod fish;
mod grid;
mod lines;
mod subsets;
mod wings;

use crate::board::{digit_mask, Board, Pos, Variant};
use crate::grade::grade_scale;
use crate::logic_kit::{self, strategy_table, Graded, Logic};
use crate::outcome::{Figure, HintView};
use crate::str8ts::solve::count_solutions;
use analysis::Ctx;
pub(crate) use analysis::LayoutMemo;
use explain::Detail;
use grid::{Grid, Shape};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, DefaultHasher};
use std::ops::ControlFlow;

grade_scale! {
    /// How hard a puzzle is: the grade of the hardest strategy it needs.
    pub enum Grade ("grade") names GRADE_NAMES {
        /// 1: singles, row/column eliminations and compartment range checks.
        Easy = 1,
        /// 2: stranded digits and required digits.
        Gentle = 2,
        /// 3: naked and hidden pairs and triples.
        Moderate = 3,
        /// 4: split compartments, high/low str8ts, Setti's rule, X-wing.
        Tough = 4,
        /// 5: swordfish, Y-wing, unique rectangles.
        Diabolical = 5,
        /// 6: forcing chains.
        Extreme = 6,
    }
}

/// A strategy's search: it reports every step it finds on the position to
/// the [`Found`] sink, in the order it finds them, and stops as soon as the
/// sink says so (`found.add(step)?`), which a sink asking for the first
/// step only does at once.
type Finder = fn(&Ctx, &mut Found<'_>) -> ControlFlow<()>;

/// Where a finder reports its steps: every one, in the order found, or
/// only the first (the solver's path, so the search stops there and costs
/// no more than a search for one step). Steps that change nothing and
/// repeats of a kept step (the same eliminations and placements) are
/// dropped, so a finder may report the same deduction from several
/// patterns (a Y-wing from either pincer, a hidden single from its row and
/// its column compartment).
pub(crate) struct Found<'a> {
    grid: &'a Grid,
    /// Where the kept steps get their figures (hints and step lists, which
    /// a reader sees); `None` while grading, which draws nothing.
    draw: Option<figure::Canvas<'a>>,
    all: bool,
    /// The step kept when only the first is wanted (no list to allocate on
    /// the solver's path).
    first: Option<Step>,
    /// The steps kept when every one is wanted, in the order found.
    steps: Vec<Step>,
    /// What the kept steps do (sorted eliminations and placements), to
    /// drop repeats. Its hasher has fixed keys, so a sink that is never
    /// asked for more than one step costs nothing to make.
    seen: HashSet<StepKey, BuildHasherDefault<DefaultHasher>>,
}

/// What a step does, for spotting repeats.
type StepKey = (Vec<(Pos, u8)>, Vec<(Pos, u8)>);

impl<'a> Found<'a> {
    /// A sink for steps on `grid`: every step when `all`, else the first.
    pub(crate) fn new(grid: &'a Grid, all: bool) -> Found<'a> {
        Found {
            grid,
            draw: None,
            all,
            first: None,
            steps: Vec::new(),
            seen: HashSet::default(),
        }
    }

    /// The sink, drawing the figure of each step it keeps (see
    /// [`figure::Canvas`]) on its position, of `shape`.
    pub(crate) fn drawing(self, shape: &'a Shape) -> Found<'a> {
        Found {
            draw: Some(figure::Canvas::new(shape, self.grid)),
            ..self
        }
    }

    /// Reports a step. Eliminations of absent candidates and placements in
    /// filled cells are dropped first; the step is kept unless nothing is
    /// left of it or it repeats a kept one, and drawn when kept by a
    /// drawing sink. Returns `Break` once the sink wants no more steps (the
    /// first was kept and only one was asked for).
    ///
    /// Cold: it runs once per step found, and keeping it out of the
    /// finders' loops keeps them as tight as when they returned their
    /// first step.
    #[cold]
    pub(crate) fn add(&mut self, mut step: Step) -> ControlFlow<()> {
        let grid = self.grid;
        step.eliminations
            .retain(|&(i, d)| grid.value[i] == 0 && grid.cand[i] & digit_mask(d) != 0);
        step.placements.retain(|&(i, _)| grid.value[i] == 0);
        if step.eliminations.is_empty() && step.placements.is_empty() {
            return ControlFlow::Continue(());
        }
        if !self.all {
            self.first = Some(self.drawn(step));
            return ControlFlow::Break(());
        }
        if self.seen.insert(step_key(&step)) {
            let step = self.drawn(step);
            self.steps.push(step);
        }
        ControlFlow::Continue(())
    }

    /// The step with its figure, if this sink draws.
    fn drawn(&self, mut step: Step) -> Step {
        if let Some(canvas) = &self.draw {
            step.figure = canvas.draw(&step);
        }
        step
    }

    /// No step kept yet.
    pub(crate) fn is_empty(&self) -> bool {
        self.first.is_none() && self.steps.is_empty()
    }
}

/// A step's eliminations and placements, sorted, so that the same
/// deduction found from two patterns compares equal.
fn step_key(step: &Step) -> StepKey {
    let mut eliminations = step.eliminations.clone();
    eliminations.sort_unstable();
    eliminations.dedup();
    let mut placements = step.placements.clone();
    placements.sort_unstable();
    placements.dedup();
    (eliminations, placements)
}

/// The first step of `strategy` on the position: the one the solver takes
/// when this is the easiest strategy that applies (with its figure).
pub(crate) fn find_first(ctx: &Ctx, strategy: Strategy) -> Option<Step> {
    first_step(ctx, [strategy], true)
}

/// The first step of the first of `strategies` that has one: the solver's
/// path, with the step's figure when `draw` (a reader's step, not
/// grading's). One sink serves them all (it stays empty until a step is
/// kept), and the loop over the constant strategy table stays simple
/// enough for the compiler to unroll it and call each finder directly.
fn first_step(
    ctx: &Ctx,
    strategies: impl IntoIterator<Item = Strategy>,
    draw: bool,
) -> Option<Step> {
    let mut found = Found::new(ctx.grid, false);
    if draw {
        found = found.drawing(ctx.shape);
    }
    for s in strategies {
        if (s.finder())(ctx, &mut found).is_break() {
            break;
        }
    }
    found.first
}

/// Every step of `strategy` on the position, in the order the strategy
/// finds them (the first is [`find_first`]'s), without repeats, each with
/// its figure.
pub(crate) fn find_all(ctx: &Ctx, strategy: Strategy) -> Vec<Step> {
    let mut found = Found::new(ctx.grid, true).drawing(ctx.shape);
    let _ = (strategy.finder())(ctx, &mut found);
    found.steps
}

/// [`find_all`] when `all`, else [`find_first`] (as a list of at most one).
fn find_steps(ctx: &Ctx, strategy: Strategy, all: bool) -> Vec<Step> {
    if all {
        find_all(ctx, strategy)
    } else {
        find_first(ctx, strategy).into_iter().collect()
    }
}

// The strategy table, in difficulty order (the order the solver tries
// them): identifier and rule, name, grade, finder.
strategy_table! {
    scale: Grade => grade, GRADE_NAMES;
    /// A digit in a cell (white or black) is removed from the candidates of its row and column.
    RowColumnElimination, "Row/Column Elimination", Easy, basic::row_column_elimination;
    /// A cell with one candidate left takes it.
    NakedSingle, "Naked Single", Easy, basic::naked_single;
    /// A digit a compartment requires fits only one of its cells.
    HiddenSingle, "Hidden Single", Easy, basic::hidden_single;
    /// Candidates out of reach of the digits a compartment must include go.
    CompartmentRangeCheck, "Compartment Range Check", Easy, compartments::range_check;
    /// Candidates that no complete straight of available digits can include go.
    StrandedDigits, "Stranded Digits", Gentle, compartments::stranded_digits;
    /// A digit a compartment requires goes from the rest of its row or column.
    RequiredDigits, "Required Digits", Gentle, compartments::required_digits;
    /// Two cells of a line with the same two candidates.
    NakedPair, "Naked Pair", Moderate, subsets::naked_pair;
    /// Two required digits of a line that fit only the same two cells.
    HiddenPair, "Hidden Pair", Moderate, subsets::hidden_pair;
    /// Three cells of a line with three candidates between them.
    NakedTriple, "Naked Triple", Moderate, subsets::naked_triple;
    /// Three required digits of a line that fit only the same three cells.
    HiddenTriple, "Hidden Triple", Moderate, subsets::hidden_triple;
    /// A compartment is tried with each straight it may hold.
    SplitCompartments, "Split Compartments", Tough, compartments::split_compartments;
    /// The compartments of a line cannot share digits, so some must be high and others low.
    HighLowStr8ts, "High/Low Str8ts", Tough, lines::high_low_str8ts;
    /// A digit appears in as many rows as columns.
    SettisRule, "Setti's Rule", Tough, lines::settis_rule;
    /// Two lines that require a digit confine it to two crossing lines.
    XWing, "X-Wing", Tough, fish::x_wing;
    /// Three lines that require a digit confine it to three crossing lines.
    Swordfish, "Swordfish", Diabolical, fish::swordfish;
    /// A pivot cell and two pincers rule a digit out of cells seeing both pincers.
    YWing, "Y-Wing", Diabolical, wings::y_wing;
    /// Four cells that could swap two digits would give two solutions.
    UniqueRectangle, "Unique Rectangle", Diabolical, wings::unique_rectangle;
    /// Assuming a candidate and following the easy steps leads to a contradiction or an agreement.
    ForcingChain, "Forcing Chain", Extreme, chains::forcing_chain;
}

/// One deduction: what it removes or places, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The strategy that found it.
    pub strategy: Strategy,
    /// The cells that prove it (the pattern to highlight).
    pub cells: Vec<Pos>,
    /// Candidates removed: (cell, digit).
    pub eliminations: Vec<(Pos, u8)>,
    /// Digits placed: (cell, digit).
    pub placements: Vec<(Pos, u8)>,
    /// What to draw (see [`Figure`]): drawn for the steps a reader sees
    /// (hints, [`solve_steps`], [`strategy_steps`]), empty while grading.
    pub figure: Figure,
    detail: Detail,
}

impl Step {
    pub(crate) fn new(strategy: Strategy, cells: Vec<Pos>, detail: Detail) -> Step {
        Step {
            strategy,
            cells,
            eliminations: Vec::new(),
            placements: Vec::new(),
            figure: Figure::default(),
            detail,
        }
    }

    /// The step in plain English, from the rules to its effect, e.g. "the
    /// compartment r3c2-r3c5 already holds 3, 4 and 6, so its 4
    /// consecutive digits lie within 3 to 6. So r3c4 can only be 5" (see
    /// `explain`'s module docs).
    pub fn explain(&self) -> String {
        explain::sentence(self, &self.detail)
    }

    /// Applies the step to a board: placed digits become placed cells, and
    /// eliminated candidates leave the cells' candidates (filled in first
    /// with the naive ones if the board had none).
    pub fn apply_to(&self, board: &mut Board) {
        if !self.eliminations.is_empty() && !board.has_candidates {
            let naive = crate::str8ts::rules::naive_candidates(board);
            board.set_candidates(&naive);
        }
        for &(i, d) in &self.eliminations {
            board.cells[i].candidates &= !digit_mask(d);
        }
        for &(i, d) in &self.placements {
            board.cells[i] = crate::board::Cell::placed(d);
        }
    }

    pub(crate) fn apply(&self, grid: &mut Grid) {
        for &(i, d) in &self.eliminations {
            grid.eliminate(i.index(), d);
        }
        for &(i, d) in &self.placements {
            grid.place(i.index(), d);
        }
    }
}

/// What [`hint`] suggests: a problem of the position, the next step,
/// solved or stuck.
pub type Hint = logic_kit::Hint<Step>;

impl logic_kit::Hint<Step> {
    /// One sentence for the player (the problems' sentences are the
    /// shared ones of [`Problem::text`](crate::outcome::Problem::text)).
    pub fn explain(&self) -> String {
        match self {
            Hint::Problem(problem) => problem.text(),
            Hint::Step(step) => step.explain(),
            Hint::Reveal(r) => HintView::reveal(r.cell, r.digit, Str8tsLogic::STOPPED).text,
            Hint::Solved => HintView::solved().text,
            Hint::Stuck => HintView::stuck().text,
        }
    }
}

/// The result of [`grade`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grading {
    /// The grade of the hardest strategy used; `None` when logic cannot finish.
    pub grade: Option<Grade>,
    /// Every white cell was filled by logic.
    pub finished: bool,
    /// How many steps each strategy took, indexed like [`STRATEGIES`].
    pub counts: [usize; STRATEGIES.len()],
    /// The hardest strategy used (even when logic could not finish).
    pub hardest: Option<Strategy>,
}

impl Grading {
    /// The strategies used with their step counts, in difficulty order.
    pub fn steps(&self) -> Vec<(Strategy, usize)> {
        STRATEGIES
            .iter()
            .map(|&s| (s, self.counts[s.index()]))
            .filter(|&(_, n)| n > 0)
            .collect()
    }

    /// The total number of steps.
    pub fn total_steps(&self) -> usize {
        self.counts.iter().sum()
    }
}

/// The first step any strategy finds, trying them easiest first, with its
/// figure (hints and [`solve_steps`] show it).
fn next_step(shape: &Shape, grid: &Grid) -> Option<Step> {
    next_step_up_to(shape, grid, Grade::Extreme, true)
}

/// The first step of a strategy of grade `max` or easier, with its figure
/// when `draw` (grading draws nothing).
fn next_step_up_to(shape: &Shape, grid: &Grid, max: Grade, draw: bool) -> Option<Step> {
    let ctx = Ctx::new(shape, grid);
    first_step(
        &ctx,
        STRATEGIES.iter().copied().take_while(|s| s.grade() <= max),
        draw,
    )
}

/// The first step of a strategy easier than `limit` (used by forcing
/// chains, whose branches draw nothing).
pub(crate) fn next_step_before(shape: &Shape, grid: &Grid, limit: Strategy) -> Option<Step> {
    let ctx = Ctx::new(shape, grid);
    first_step(
        &ctx,
        STRATEGIES.iter().copied().take_while(|&s| s < limit),
        false,
    )
}

/// Grades a puzzle from its givens and black clues (placed digits and
/// candidates are ignored). Unique rectangles are used only if the puzzle
/// has exactly one solution (checked once with the exact solver).
pub fn grade(board: &Board) -> Grading {
    let start = board.puzzle_only();
    let unique = board.variant == Variant::Str8ts && count_solutions(&start, 2) == 1;
    grade_with(&start, unique)
}

/// Grades a puzzle from its givens and black clues; `assume_unique` allows
/// unique rectangles (pass true only for a puzzle known to have one solution).
pub fn grade_with(board: &Board, assume_unique: bool) -> Grading {
    grade_up_to(board, assume_unique, Grade::Extreme)
}

/// [`grade_with`] with the strategies of grade `max` and easier only. It
/// takes the very steps `grade_with` takes as long as those stay within
/// `max` (strategies are tried in difficulty order), so it finishes, with
/// the same grade, exactly when `grade_with`'s grade is at most `max`, and
/// is unfinished otherwise. A generator asking "is this puzzle at most
/// Diabolical?" so never pays for forcing chains.
pub fn grade_up_to(board: &Board, assume_unique: bool, max: Grade) -> Grading {
    let start = board.puzzle_only();
    let shape = Shape::of(&start, assume_unique);
    let mut grid = Grid::of(&start);
    let mut g = Grading {
        grade: None,
        finished: false,
        counts: [0; STRATEGIES.len()],
        hardest: None,
    };
    if board.variant != Variant::Str8ts {
        return g;
    }
    // Every step removes a candidate or fills a cell, so this ends; sound
    // steps on a solvable puzzle never meet a contradiction, which is
    // checked once at the end.
    while !grid.complete(&shape) {
        let Some(step) = next_step_up_to(&shape, &grid, max, false) else {
            break;
        };
        g.counts[step.strategy.index()] += 1;
        g.hardest = g.hardest.max(Some(step.strategy));
        step.apply(&mut grid);
    }
    g.finished = grid.complete(&shape) && grid.contradiction(&shape).is_none();
    if g.finished {
        g.grade = Some(
            STRATEGIES
                .iter()
                .filter(|s| g.counts[s.index()] > 0)
                .map(|s| s.grade())
                .max()
                .unwrap_or(Grade::Easy),
        );
    }
    g
}

/// The hard strategies (grades 4 to 6) on positions where the easy ones
/// (grades 1 to 3) have nothing left to do: the generator's fast grading
/// runs the easy strategies as its own fixpoint over digit masks (the
/// quick logic) and asks here only for the steps beyond it.
pub(crate) struct HardSteps {
    shape: Shape,
}

impl HardSteps {
    /// The hard steps of the puzzle `board` (givens and black clues),
    /// known to have one solution (unique rectangles allowed).
    pub(crate) fn new(board: &Board) -> HardSteps {
        HardSteps {
            shape: Shape::of(board, true),
        }
    }

    /// The first step of a strategy of grade Tough to `max` on the position
    /// whose white cells have the candidates `cand` (a cell with one
    /// candidate holds that digit) and whose black clues are those of
    /// `clues`: the solver's next step there when no easy strategy applies.
    /// Compartment layouts come from `memo` when it has them (a memo
    /// serves every puzzle of one black layout).
    pub(crate) fn first(
        &self,
        cand: &[crate::board::Mask; crate::board::CELLS],
        clues: &[u8; crate::board::CELLS],
        max: Grade,
        memo: &LayoutMemo,
    ) -> Option<Step> {
        let grid = Grid {
            cand: *cand,
            value: std::array::from_fn(|i| match (self.shape.is_black(i), cand[i]) {
                (true, _) => clues[i],
                (false, m) if crate::board::is_single(m) => m.trailing_zeros() as u8 + 1,
                _ => 0,
            }),
        };
        let ctx = Ctx::with_memo(&self.shape, &grid, memo);
        first_step(
            &ctx,
            STRATEGIES
                .iter()
                .copied()
                .skip_while(|s| s.grade() < Grade::Tough)
                .take_while(|s| s.grade() <= max),
            false,
        )
    }
}

/// Every step from the board's current state (placed digits count; the
/// player's candidates are used when the board has them) until the board
/// is complete or no strategy applies. Unique rectangles are used when the
/// givens have exactly one solution.
pub fn solve_steps(board: &Board) -> Vec<Step> {
    let mut out = Vec::new();
    if board.variant != Variant::Str8ts {
        return out;
    }
    let unique = count_solutions(&board.puzzle_only(), 2) == 1;
    let shape = Shape::of(board, unique);
    let mut grid = Grid::of(board);
    while !grid.complete(&shape) {
        let Some(step) = next_step(&shape, &grid) else {
            break;
        };
        step.apply(&mut grid);
        out.push(step);
    }
    out
}

/// The next step from the board's current state.
///
/// Clues that break the rules come first
/// ([`Problem::BrokenClues`](crate::outcome::Problem::BrokenClues)). The
/// board's placed digits are checked first against the solution (the
/// board's own, or the exact solver's when the givens have one solution): a
/// wrong digit gives [`Problem::Mistake`](crate::outcome::Problem::Mistake);
/// when the board carries candidates, an open cell whose candidates leave
/// out its solution digit gives
/// [`Problem::MissingCandidate`](crate::outcome::Problem::MissingCandidate).
/// Without a unique solution, a placed digit that repeats in its row or
/// column is reported as a mistake. Otherwise the solver starts from the
/// player's candidates (or the naive ones; an open cell with no candidate
/// written counts as unknown) and returns its first step, or [`Hint`]'s
/// `Solved` or `Stuck`.
pub fn hint(board: &Board) -> Hint {
    logic_kit::hint::<Str8tsLogic>(board)
}

/// The Str8ts solver as the [`logic_kit`] sees it.
struct Str8tsLogic;

impl Logic for Str8tsLogic {
    type Strategy = Strategy;
    type Step = Step;
    const VARIANT: Variant = Variant::Str8ts;

    fn path(board: &Board, unique: bool) -> (Vec<Step>, bool) {
        let shape = Shape::of(board, unique);
        let mut grid = Grid::of(board);
        let mut out = Vec::new();
        while !grid.complete(&shape) {
            let Some(step) = next_step(&shape, &grid) else {
                break;
            };
            step.apply(&mut grid);
            out.push(step);
        }
        (out, grid.complete(&shape))
    }

    fn strategy_of(step: &Step) -> Strategy {
        step.strategy
    }

    fn progress(board: &Board, unique: bool) -> Hint {
        let shape = Shape::of(board, unique);
        let grid = Grid::of(board);
        if grid.complete(&shape) {
            return Hint::Solved;
        }
        next_step(&shape, &grid).map_or(Hint::Stuck, Hint::Step)
    }

    fn step_view(step: Step) -> HintView {
        let text = step.explain();
        HintView::step(
            step.strategy.name(),
            text,
            step.cells,
            step.eliminations,
            step.placements,
            step.figure,
        )
    }

    /// The next step of [`hint`], if that is a step (Unique rectangles
    /// used when the givens have exactly one solution).
    fn next_view(board: &Board) -> Option<HintView> {
        match hint_view(board) {
            h if h.kind == "step" => Some(h),
            _ => None,
        }
    }

    fn steps(board: &Board, wanted: &[Strategy], all: bool) -> Vec<Step> {
        let unique = count_solutions(&board.puzzle_only(), 2) == 1;
        strategy_steps(board, wanted, all, unique)
    }

    fn grade(board: &Board, known_unique: bool) -> Graded<Strategy> {
        let g = if known_unique {
            grade_with(board, true)
        } else {
            grade(board)
        };
        Graded {
            number: g.grade.map_or(0, Grade::number),
            finished: g.finished,
            score: None,
            steps: g.steps(),
        }
    }
}

#[cfg(test)]
pub(crate) mod testutil {
    //! Small hand-made positions for the strategies' unit tests.
    use super::grid::{Grid, Shape};
    use crate::board::{digit_mask, Board, Cell, Mask, Pos, Variant};

    /// A Str8ts board from 9 text lines: `#` black, `a`..`i` black clue
    /// 1..9, `.` open, a digit a given.
    pub fn board(rows: &[&str; 9]) -> Board {
        let mut b = Board::new(Variant::Str8ts);
        for (r, line) in rows.iter().enumerate() {
            for (c, ch) in line.chars().enumerate() {
                b.cells[r * 9 + c] = match ch {
                    '#' => Cell::BLACK,
                    'a'..='i' => Cell::black_clue(ch as u8 - b'a' + 1),
                    '1'..='9' => Cell::given(ch as u8 - b'0'),
                    _ => Cell::EMPTY,
                };
            }
        }
        b
    }

    /// Shape and naive grid of a board.
    pub fn state(b: &Board) -> (Shape, Grid) {
        (Shape::of(b, false), Grid::of(b))
    }

    /// The mask of some digits.
    pub fn m(ds: &[u8]) -> Mask {
        ds.iter().fold(0, |m, &d| m | digit_mask(d))
    }

    /// An all-black board with the given rows replaced.
    pub fn blank() -> [&'static str; 9] {
        ["#########"; 9]
    }

    /// What a step does: its eliminations and its placements, as plain
    /// (cell index, digit) pairs so that expected lists stay short.
    pub type Change = (Vec<(usize, u8)>, Vec<(usize, u8)>);

    /// What each step of a list does, in order.
    pub fn changes(steps: &[super::Step]) -> Vec<Change> {
        let plain = |pairs: &[(Pos, u8)]| pairs.iter().map(|&(c, d)| (c.index(), d)).collect();
        steps
            .iter()
            .map(|s| (plain(&s.eliminations), plain(&s.placements)))
            .collect()
    }
}

logic_kit::views!(Str8tsLogic);

/// The steps of each of `strategies` in turn on the board's current
/// position (placed digits count; the player's candidates are used when
/// the board has them): every step of each when `all`, in the order the
/// strategy finds them, else each one's first step (the step [`hint`]
/// gives when that strategy is the easiest that applies). The strategies
/// share one analysis of the position. `assume_unique` allows unique
/// rectangles: pass true only for a puzzle known to have one solution.
pub fn strategy_steps(
    board: &Board,
    strategies: &[Strategy],
    all: bool,
    assume_unique: bool,
) -> Vec<Step> {
    if board.variant != Variant::Str8ts {
        return Vec::new();
    }
    let shape = Shape::of(board, assume_unique);
    let grid = Grid::of(board);
    let ctx = Ctx::new(&shape, &grid);
    strategies
        .iter()
        .flat_map(|&s| find_steps(&ctx, s, all))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::testutil::*;
    use super::*;
    use crate::board::{Cell, Pos};

    /// A naked single step with these changes (its detail does not matter here).
    fn step_with(elims: Vec<(Pos, u8)>, places: Vec<(Pos, u8)>) -> Step {
        let detail = explain::Detail::Source {
            cell: Pos::new(21),
            digit: 5,
            black: false,
        };
        let mut step = Step::new(Strategy::NakedSingle, vec![Pos::new(21)], detail);
        step.eliminations = elims;
        step.placements = places;
        step
    }

    #[test]
    fn the_sink_drops_steps_that_change_nothing_and_repeats() {
        // r3c4 can only be 5; r3c2 holds the given 3.
        let mut rows = blank();
        rows[2] = "#34.6####";
        let (_, grid) = state(&board(&rows));
        let (r3c4, r3c2) = (Pos::new(21), Pos::new(19));
        let noop = || step_with(vec![(r3c4, 9)], vec![(r3c2, 3)]);
        let place = || step_with(vec![], vec![(r3c4, 5)]);
        let mut all = Found::new(&grid, true);
        assert_eq!(all.add(noop()), ControlFlow::Continue(()));
        assert!(all.is_empty());
        assert_eq!(all.add(place()), ControlFlow::Continue(()));
        // The same placement again, and with a no-op elimination: repeats.
        assert_eq!(all.add(place()), ControlFlow::Continue(()));
        assert_eq!(
            all.add(step_with(vec![(r3c4, 9)], vec![(r3c4, 5)])),
            ControlFlow::Continue(())
        );
        assert_eq!(all.steps, vec![place()]);
        // Asked for the first step only, the sink stops at it.
        let mut first = Found::new(&grid, false);
        assert_eq!(first.add(noop()), ControlFlow::Continue(()));
        assert_eq!(first.add(place()), ControlFlow::Break(()));
        assert_eq!(first.first, Some(place()));
        assert!(first.steps.is_empty());
    }

    #[test]
    fn steps_view_lists_every_step() {
        // Two naked singles: r3c4 = 5 and r5c4 = 3.
        let mut rows = blank();
        rows[2] = "#34.6####";
        rows[4] = "#12.#####";
        let b = board(&rows);
        let names = |v: Vec<HintView>| -> Vec<(&str, Vec<(Pos, u8)>)> {
            v.into_iter()
                .map(|h| (h.strategy.unwrap_or_default(), h.placements))
                .collect()
        };
        let single = Some("naked single");
        assert_eq!(
            names(steps_view(&b, single, true).unwrap()),
            vec![
                ("Naked Single", vec![(Pos::new(21), 5)]),
                ("Naked Single", vec![(Pos::new(39), 3)])
            ]
        );
        assert_eq!(
            names(steps_view(&b, single, false).unwrap()),
            vec![("Naked Single", vec![(Pos::new(21), 5)])]
        );
        // Every strategy, easiest first.
        let every = steps_view(&b, None, true).unwrap();
        let order: Vec<usize> = every
            .iter()
            .map(|h| {
                logic_kit::find_strategy::<Str8tsLogic>(h.strategy.unwrap())
                    .unwrap()
                    .index()
            })
            .collect();
        assert!(order.windows(2).all(|w| w[0] <= w[1]), "{order:?}");
        assert_eq!(
            names(every)
                .into_iter()
                .filter(|s| s.0 == "Naked Single")
                .count(),
            2
        );
        assert!(steps_view(&b, Some("no such"), true).is_err());
    }

    #[test]
    fn readers_steps_have_figures_and_grading_draws_none() {
        // r3c4 can only be 5: the hint draws the cell and its compartment.
        let mut rows = blank();
        rows[2] = "#34.6####";
        let b = board(&rows);
        let view = hint_view(&b);
        assert_eq!(view.strategy, Some("Naked Single"));
        let f = &view.figure;
        assert_eq!(f.houses[0].kind, crate::outcome::HouseKind::Compartment);
        assert!(f
            .candidates
            .iter()
            .any(|m| (m.cell, m.digit, m.role) == (Pos::new(21), 5, crate::outcome::Role::Placed)));
        let (shape, grid) = state(&b);
        let drawn = next_step(&shape, &grid).unwrap();
        assert!(!drawn.figure.is_empty());
        let graded = next_step_up_to(&shape, &grid, Grade::Extreme, false).unwrap();
        assert!(graded.figure.is_empty());
        assert_eq!(graded.placements, drawn.placements);
        assert!(solve_steps(&b).iter().all(|s| !s.figure.is_empty()));
    }

    #[test]
    fn steps_apply_to_boards() {
        let mut rows = blank();
        rows[2] = "#34.6####";
        let mut b = board(&rows);
        let Hint::Step(step) = hint(&b) else {
            panic!("no step");
        };
        assert_eq!(step.strategy, Strategy::NakedSingle);
        step.apply_to(&mut b);
        assert_eq!(b.cells[21], Cell::placed(5));
        assert!(!b.has_candidates);
        // An elimination fills in the naive candidates first.
        let e = Step {
            strategy: Strategy::RowColumnElimination,
            cells: vec![Pos::new(21)],
            eliminations: vec![(Pos::new(0), 1)],
            placements: vec![],
            figure: Figure::default(),
            detail: explain::Detail::Source {
                cell: Pos::new(21),
                digit: 5,
                black: false,
            },
        };
        b.cells[0] = Cell::EMPTY;
        e.apply_to(&mut b);
        assert!(b.has_candidates);
        assert_eq!(b.cells[0].candidates, m(&[2, 3, 4, 5, 6, 7, 8, 9]));
    }
}
