//! The figure of each step (see [`Figure`]): what the player sees drawn
//! over the board, made from the step's [`Detail`] on the position it was
//! found on. Only steps a reader sees get one (hints and step lists: see
//! `Found::drawing`); grading draws nothing.
//!
//! Houses: the compartment a step reasons about is a
//! [`HouseKind::Compartment`]; a whole row or column (across its black
//! cells) is a [`HouseKind::Line`], for row/column eliminations, subsets,
//! fish and Setti's rule. Candidates: the pattern's own are `Base` (a
//! fish's counted lines are `Base` and `Cover` houses), the cell or house
//! to look at first is `Focus`. Eliminated and placed candidates are left
//! to [`Figure::finish`].
//!
//! Every candidate marked is a candidate of the position (an open white
//! cell's: see [`is_candidate`]), and every link is real on it (see
//! [`weak`] and [`strong`]): the Y-wing's chain and the forcing chains'
//! branches use no link that the position does not have, so a branch is
//! drawn as far as such links reach and its other placements are marked
//! without links. Besides Sudoku's weak links (one digit twice in a line,
//! two digits of a cell), a branch may use the straight rule's: two
//! digits too far apart to share a straight, in two cells of one
//! compartment.

use super::explain::{single_reasons, source_lines, Detail, Reason};
use super::grid::{digits_of, runs_union_common, sees, Compartment, Contradiction};
use super::grid::{Grid, Shape};
use super::{Step, Strategy};
use crate::board::{digit_mask, Line, Mask, Pos, ALL_DIGITS, CELLS};
use crate::outcome::{Figure, HouseKind, Node, Role};
use crate::str8ts::geometry::MAX_COMPARTMENTS;
use std::cell::OnceCell;

/// Where a sink draws its steps' figures: one position, and its real
/// links (the [`Net`]), found on the first forcing chain's figure and
/// shared by the rest (a list of every step can hold hundreds of them).
pub(crate) struct Canvas<'a> {
    shape: &'a Shape,
    grid: &'a Grid,
    net: OnceCell<Net>,
}

impl<'a> Canvas<'a> {
    /// A canvas for the steps found on `grid` (a position of `shape`).
    pub(crate) fn new(shape: &'a Shape, grid: &'a Grid) -> Canvas<'a> {
        Canvas {
            shape,
            grid,
            net: OnceCell::new(),
        }
    }

    /// The figure of `step`, found on this canvas's position.
    pub(crate) fn draw(&self, step: &Step) -> Figure {
        draw(step, self)
    }
}

/// The figure of `step`, found on the canvas's position.
fn draw(step: &Step, canvas: &Canvas) -> Figure {
    let mut pen = Pen {
        shape: canvas.shape,
        grid: canvas.grid,
        net: &canvas.net,
        fig: Figure::default(),
    };
    match step.detail {
        Detail::Source { cell, .. } => pen.source(step, cell),
        Detail::Single {
            cell,
            digit,
            row,
            col,
            across,
            down,
        } => pen.single(cell, single_reasons(cell, digit, row, col, across, down).0),
        Detail::Straights { span, digits, .. } => pen.straights(step, span, digits),
        Detail::Range { span, lo, hi, .. } => pen.range(span, lo, hi),
        Detail::Stranded { span, .. } => pen.compartment(span, Role::Focus),
        Detail::Subset {
            line,
            digits,
            ref needs,
        } => pen.subset(step, line, digits, needs),
        Detail::HighLow { line, span, .. } => pen.high_low(line, span),
        Detail::Setti {
            digit,
            rows,
            forced,
            these,
            others,
            ..
        } => pen.setti(digit, rows, forced, these, others),
        Detail::Fish {
            digit,
            rows,
            base,
            cover,
        } => pen.fish(step, digit, rows, base, cover),
        Detail::Wing {
            pivot,
            x,
            y,
            a,
            b,
            c,
        } => pen.wing(pivot, (x, a), (y, b), c),
        Detail::Rectangle { a, b, target } => pen.rectangle(step, a, b, target),
        Detail::Chain {
            cell,
            digit,
            cands,
            ref trail,
            end,
            ..
        } => match end {
            Some(end) if digit != 0 => pen.refutation(cell, digit, trail, end),
            _ => pen.agreement(step, cell, cands),
        },
    }
    // A person follows at most 20 links at once: a longer chain comes in parts.
    pen.fig.capped()
}

/// A candidate of the position: `digit` of the open white `cell`. Only
/// these are marked or linked.
pub(crate) fn is_candidate(shape: &Shape, grid: &Grid, cell: Pos, digit: u8) -> bool {
    (1..=9).contains(&digit)
        && grid.open(shape, cell.index())
        && grid.cand[cell] & digit_mask(digit) != 0
}

/// A weak link (not both true) between two candidates: two digits of one
/// cell; one digit in two cells of a row or column (no digit repeats in a
/// line); or, the straight rule, two digits at least `L` apart in two cells
/// of one compartment of `L` cells (no straight of `L` consecutive digits
/// holds both).
pub(crate) fn weak(shape: &Shape, a: (usize, u8), b: (usize, u8)) -> bool {
    if a.0 == b.0 {
        return a.1 != b.1;
    }
    if a.1 == b.1 {
        return sees(a.0, b.0);
    }
    apart_in_compartment(shape, a, b)
}

/// Two candidates in two cells of one compartment, their digits too far
/// apart for one straight of it (the straight rule's weak link).
fn apart_in_compartment(shape: &Shape, a: (usize, u8), b: (usize, u8)) -> bool {
    if a.0 == b.0 || shape.is_black(a.0) || shape.is_black(b.0) {
        return false;
    }
    let gap = a.1.abs_diff(b.1) as usize;
    shape
        .comps_of(a.0)
        .into_iter()
        .filter(|&k| shape.comps_of(b.0).contains(&k))
        .any(|k| gap >= shape.compartment(k).len())
}

/// A strong link (one of them is true) between two candidates of the
/// position: the two digits of a cell that has no other, or one digit in
/// the only two cells that can take it in a house that must hold it (a
/// compartment whose every possible straight holds it, or a line one of
/// whose compartments does), the house's line not holding it yet.
pub(crate) fn strong(shape: &Shape, grid: &Grid, a: (usize, u8), b: (usize, u8)) -> bool {
    if a == b
        || !is_candidate(shape, grid, Pos::new(a.0), a.1)
        || !is_candidate(shape, grid, Pos::new(b.0), b.1)
    {
        return false;
    }
    if a.0 == b.0 {
        return grid.cand[a.0] == digit_mask(a.1) | digit_mask(b.1);
    }
    let pair = [a.0.min(b.0), a.0.max(b.0)];
    a.1 == b.1
        && House::of(shape, a.0)
            .iter()
            .any(|h| h.conjugates(shape, grid, a.1) == Some(pair))
}

/// A house a strong link may lie in.
#[derive(Clone, Copy, Debug)]
enum House {
    /// A compartment, by its index in the shape.
    Span(usize),
    /// A whole row or column.
    Line(Line),
}

impl House {
    /// The houses of white cell `i`: its row and column compartments, its
    /// row and its column.
    fn of(shape: &Shape, i: usize) -> [House; 4] {
        let [across, down] = shape.comps_of(i);
        [
            House::Span(across),
            House::Span(down),
            House::Line(Pos::new(i).row_line()),
            House::Line(Pos::new(i).col_line()),
        ]
    }

    /// A number per house: compartments first, then the 18 lines.
    fn id(self) -> usize {
        match self {
            House::Span(k) => k,
            House::Line(l) => MAX_COMPARTMENTS + l.index(),
        }
    }

    /// The two cells (in order) that can take `d` in the house, when it
    /// must hold `d` and its line holds no `d` yet.
    fn conjugates(self, shape: &Shape, grid: &Grid, d: u8) -> Option<[usize; 2]> {
        let bit = digit_mask(d);
        let (line, must, cells) = match self {
            House::Span(k) => {
                let span = shape.compartment(k);
                (
                    span.line(),
                    requires(grid, span, bit),
                    span.cells().collect(),
                )
            }
            House::Line(l) => (
                l,
                shape.spans_of_line(l).any(|span| requires(grid, span, bit)),
                line_cells(l),
            ),
        };
        if !must || grid.line_digits(line) & bit != 0 {
            return None;
        }
        let mut places = cells
            .into_iter()
            .filter(|&c| is_candidate(shape, grid, Pos::new(c), d));
        match (places.next(), places.next(), places.next()) {
            (Some(p), Some(q), None) => Some([p, q]),
            _ => None,
        }
    }
}

/// Every straight compartment `span` can still hold contains the digit `bit`.
fn requires(grid: &Grid, span: Compartment, bit: Mask) -> bool {
    runs_union_common(grid.straights(span), span.len as u32).1 & bit != 0
}

/// The cells of line `l`, black ones included.
fn line_cells(l: Line) -> Vec<usize> {
    l.cells().map(Pos::index).collect()
}

/// The lines of a kind (rows when `rows`) in a mask of line numbers (bit
/// `k` for line `k+1`, as [`Detail`] keeps them).
fn lines_in(mask: u16, rows: bool) -> impl Iterator<Item = Line> {
    let base = if rows { 0 } else { 9 };
    (0..9)
        .filter(move |k| mask & (1 << k) != 0)
        .map(move |k| Line::new(base + k))
}

/// All nine lines of a kind, as a mask of line numbers.
const ALL_LINES: u16 = 0x1ff;

/// Draws on a figure, keeping to what the position has.
struct Pen<'a> {
    shape: &'a Shape,
    grid: &'a Grid,
    /// The position's real links, found when first needed.
    net: &'a OnceCell<Net>,
    fig: Figure,
}

impl Pen<'_> {
    /// Marks candidate `d` of `cell`, if the position has it.
    fn cand(&mut self, cell: Pos, d: u8, role: Role) {
        if is_candidate(self.shape, self.grid, cell, d) {
            self.fig.candidate(cell, d, role);
        }
    }

    /// Marks the candidates of `cell` among `digits`.
    fn cands(&mut self, cell: Pos, digits: Mask, role: Role) {
        for d in digits_of(digits) {
            self.cand(cell, d, role);
        }
    }

    /// Marks a cell.
    fn cell(&mut self, cell: Pos, role: Role) {
        self.fig.cell(cell, role);
    }

    /// Outlines a compartment.
    fn compartment(&mut self, span: Compartment, role: Role) {
        self.fig
            .house(HouseKind::Compartment, span.positions().collect(), role);
    }

    /// Outlines a whole row or column.
    fn line(&mut self, l: Line, role: Role) {
        self.fig.house(HouseKind::Line, l.cells().collect(), role);
    }

    /// Links two candidates (`strong` or weak), which must be a real link
    /// of that kind (a link that is not is left out: a figure never shows
    /// a false link).
    fn link(&mut self, from: (usize, u8), to: (usize, u8), strong_link: bool) {
        let real = if strong_link {
            strong(self.shape, self.grid, from, to)
        } else {
            weak(self.shape, from, to)
                && is_candidate(self.shape, self.grid, Pos::new(from.0), from.1)
                && is_candidate(self.shape, self.grid, Pos::new(to.0), to.1)
        };
        debug_assert!(real, "not a real link: {from:?} {to:?} {strong_link}");
        if real {
            self.fig.link(
                Node::at(Pos::new(from.0), from.1),
                Node::at(Pos::new(to.0), to.1),
                strong_link,
            );
        }
    }

    /// Row/column elimination: the cell holding the digit, and its row
    /// and column where they lose candidates.
    fn source(&mut self, step: &Step, cell: Pos) {
        self.cell(cell, Role::Focus);
        for l in source_lines(step, cell) {
            self.line(l, Role::Pattern);
        }
    }

    /// Naked single: the cell, and the compartments and lines its
    /// sentence cites with the cells holding the digits they cite.
    fn single(&mut self, cell: Pos, reasons: Vec<Reason>) {
        self.cell(cell, Role::Focus);
        for reason in reasons {
            let (cells, digits) = match reason {
                Reason::Span(span, known) => {
                    self.compartment(span, Role::Pattern);
                    (span.positions().collect::<Vec<_>>(), known)
                }
                Reason::Line(l, out) => {
                    self.line(l, Role::Pattern);
                    (l.cells().collect(), out)
                }
            };
            for c in cells {
                let v = self.grid.value[c];
                if c != cell && v != 0 && digits & digit_mask(v) != 0 {
                    self.cell(c, Role::Pattern);
                }
            }
        }
    }

    /// Hidden single, required digits and split compartments: the
    /// compartment; required digits also outline the line that loses them
    /// and mark their places in the compartment.
    fn straights(&mut self, step: &Step, span: Compartment, digits: Mask) {
        self.compartment(span, Role::Focus);
        if step.strategy == Strategy::RequiredDigits {
            self.line(span.line(), Role::Pattern);
            for c in span.positions() {
                self.cands(c, digits, Role::Base);
            }
        }
    }

    /// Range check: the compartment, and the candidates of the open cells
    /// whose bounds limit it.
    fn range(
        &mut self,
        span: Compartment,
        lo: Option<(Pos, u8, bool)>,
        hi: Option<(Pos, u8, bool)>,
    ) {
        self.compartment(span, Role::Focus);
        for (c, _, placed) in [lo, hi].into_iter().flatten() {
            self.cell(c, Role::Pattern);
            if !placed {
                self.cands(c, ALL_DIGITS, Role::Base);
            }
        }
    }

    /// Naked and hidden subsets: the line, the subset's digits in its
    /// cells, and for hidden ones the compartments that require them (the
    /// `needs` its sentence cites).
    fn subset(
        &mut self,
        step: &Step,
        line: Line,
        digits: Mask,
        needs: &[(Compartment, u16, Mask)],
    ) {
        self.line(line, Role::Focus);
        for &c in &step.cells {
            self.cands(c, digits, Role::Base);
        }
        for &(span, ..) in needs {
            self.compartment(span, Role::Pattern);
        }
    }

    /// High/low str8ts: the compartment that loses candidates, the line
    /// and its other compartments.
    fn high_low(&mut self, line: Line, span: Compartment) {
        self.compartment(span, Role::Focus);
        self.line(line, Role::Pattern);
        for other in self.shape.spans_of_line(line) {
            self.compartment(other, Role::Pattern);
        }
    }

    /// Setti's rule: the forced lines, the lines counted of their kind
    /// (`Base`) and of the other (`Cover`) unless all nine of a kind are,
    /// and the digit in the forced lines.
    fn setti(&mut self, d: u8, rows: bool, forced: u16, these: u16, others: u16) {
        for l in lines_in(forced, rows) {
            self.line(l, Role::Focus);
            for c in l.cells() {
                self.cand(c, d, Role::Base);
            }
        }
        // Every line of a kind says nothing: those are left out.
        for l in lines_in(these, rows).filter(|_| these != ALL_LINES) {
            self.line(l, Role::Base);
        }
        for l in lines_in(others, !rows).filter(|_| others != ALL_LINES) {
            self.line(l, Role::Cover);
        }
    }

    /// X-wing and swordfish: base and cover lines, and the digit's
    /// candidates in the base lines.
    fn fish(&mut self, step: &Step, d: u8, rows: bool, base: u16, cover: u16) {
        for l in lines_in(base, rows) {
            self.line(l, Role::Base);
        }
        for l in lines_in(cover, !rows) {
            self.line(l, Role::Cover);
        }
        for &c in &step.cells {
            self.cand(c, d, Role::Base);
        }
    }

    /// Y-wing: pivot `{a, b}`, pincers `x = {a, c}` and `y = {b, c}`, as the
    /// chain `x:c = x:a - pivot:a = pivot:b - y:b = y:c` (bivalue cells'
    /// strong links, weak links along lines): one end is `c`.
    fn wing(&mut self, pivot: Pos, (x, a): (Pos, u8), (y, b): (Pos, u8), c: u8) {
        self.cell(pivot, Role::Focus);
        for (cell, digits) in [(pivot, [a, b]), (x, [a, c]), (y, [b, c])] {
            for d in digits {
                self.cand(cell, d, Role::Base);
            }
        }
        let (pivot, x, y) = (pivot.index(), x.index(), y.index());
        self.link((x, c), (x, a), true);
        self.link((x, a), (pivot, a), false);
        self.link((pivot, a), (pivot, b), true);
        self.link((pivot, b), (y, b), false);
        self.link((y, b), (y, c), true);
    }

    /// Unique rectangle: the pair in the three bivalue corners, the fourth
    /// corner, and the compartments the corners share.
    fn rectangle(&mut self, step: &Step, a: u8, b: u8, target: Pos) {
        self.cell(target, Role::Focus);
        for &corner in &step.cells {
            if corner != target {
                self.cand(corner, a, Role::Base);
                self.cand(corner, b, Role::Base);
            }
        }
        for &corner in &step.cells {
            let [across, down] = self.shape.comps_of(corner.index());
            self.compartment(self.shape.compartment(across), Role::Pattern);
            self.compartment(self.shape.compartment(down), Role::Pattern);
        }
    }

    /// A forcing chain's refutation: assuming `d` in `cell`, the branch to
    /// its placements `trail` and the dead end `end`.
    fn refutation(&mut self, cell: Pos, d: u8, trail: &[(Pos, u8)], end: Contradiction) {
        self.cell(cell, Role::Focus);
        let mut goals: Vec<State> = trail
            .iter()
            .map(|&(c, v)| State::on(c.index(), v))
            .collect();
        let dead_end: Vec<usize> = match end {
            Contradiction::Empty(c) => {
                self.cell(c, Role::Target);
                let c = c.index();
                goals.extend(digits_of(self.grid.cand[c]).map(|e| State::off(c, e)));
                vec![c]
            }
            Contradiction::Repeat(l, _) => {
                self.line(l, Role::Target);
                line_cells(l)
            }
            Contradiction::NoStraight(span) => {
                self.compartment(span, Role::Target);
                span.cells().collect()
            }
        };
        self.branch((cell.index(), d), &goals, &dead_end);
        for &(c, v) in trail {
            self.cand(c, v, Role::On);
        }
    }

    /// A forcing chain's agreement: every candidate of `cell` leads to the
    /// step's placements; each branch drawn from its candidate.
    fn agreement(&mut self, step: &Step, cell: Pos, cands: Mask) {
        self.cell(cell, Role::Focus);
        self.cands(cell, cands, Role::Base);
        let goals: Vec<State> = step
            .placements
            .iter()
            .map(|&(c, v)| State::on(c.index(), v))
            .collect();
        for d in digits_of(cands) {
            self.branch((cell.index(), d), &goals, &[]);
        }
    }

    /// The branch from `start` (assumed true) to each of `goals` it
    /// reaches by real links, in the order of `goals`: the shortest
    /// alternating path (a weak link from a true candidate to a false one,
    /// a strong link from a false one to a true one), links already drawn
    /// not repeated, so every link starts where an earlier one ended or at
    /// `start`. True candidates are `On`, false ones `Off`. When no goal
    /// is reached, the net's first level: the weak links from `start` to
    /// the candidates it rules out in the goals' cells and the `near` ones
    /// (a dead end's), or if none there in any other cell, or if none
    /// either in its own cell.
    fn branch(&mut self, start: (usize, u8), goals: &[State], near: &[usize]) {
        let root = State::on(start.0, start.1);
        self.cand(Pos::new(start.0), start.1, Role::On);
        let parent = self.search(root);
        let mut drawn = vec![false; STATES];
        self.paths(root, goals, &parent, &mut drawn);
        if drawn.contains(&true) {
            return;
        }
        let first = self.links_from(root);
        let near = |s: &State| {
            let c = s.cand().0;
            near.contains(&c) || goals.iter().any(|g| g.cand().0 == c)
        };
        for tier in 0..3 {
            let level: Vec<State> = first
                .iter()
                .copied()
                .filter(|s| {
                    let own = s.cand().0 == start.0;
                    match tier {
                        0 => near(s) && !own,
                        1 => !own,
                        _ => true,
                    }
                })
                .collect();
            if !level.is_empty() {
                self.paths(root, &level, &parent, &mut drawn);
                return;
            }
        }
    }

    /// Draws the path from `root` to each of `goals` along `parent` (the
    /// search's tree), skipping links in `drawn` and marking those drawn.
    fn paths(&mut self, root: State, goals: &[State], parent: &[u16], drawn: &mut [bool]) {
        for &goal in goals {
            if parent[goal.0] == NONE || goal == root {
                continue;
            }
            let mut path = vec![goal];
            while let Some(&s) = path.last().filter(|s| **s != root) {
                path.push(State(parent[s.0] as usize));
            }
            path.reverse();
            for pair in path.windows(2) {
                let (from, to) = (pair[0], pair[1]);
                if drawn[to.0] {
                    continue;
                }
                drawn[to.0] = true;
                self.link(from.cand(), to.cand(), to.is_on());
                let role = if to.is_on() { Role::On } else { Role::Off };
                self.cand(Pos::new(to.cand().0), to.cand().1, role);
            }
        }
    }

    /// Breadth-first search over real links from `root`: each reached
    /// state's parent (`NONE` where not reached; `root` is its own).
    fn search(&self, root: State) -> Vec<u16> {
        let net = self.net.get_or_init(|| Net::of(self.shape, self.grid));
        let mut parent = vec![NONE; STATES];
        parent[root.0] = root.0 as u16;
        let mut queue = std::collections::VecDeque::from([root]);
        while let Some(s) = queue.pop_front() {
            for &next in net.from(s) {
                if parent[next as usize] == NONE {
                    parent[next as usize] = s.0 as u16;
                    queue.push_back(State(next as usize));
                }
            }
        }
        parent
    }

    /// The states one real link away from `s` (see [`Net`]).
    fn links_from(&self, s: State) -> Vec<State> {
        let net = self.net.get_or_init(|| Net::of(self.shape, self.grid));
        net.from(s).iter().map(|&t| State(t as usize)).collect()
    }
}

/// The real links of a position, as a graph on [`State`]s: from a true
/// candidate, weak links to its cell's other candidates, to the digit in
/// the cells of its row and column, and to the digits of its
/// compartments' cells too far from it for one straight (all false); from
/// a false one, strong links to the other digit of its cell if it has two
/// and to the other place of the digit in each house where it has two
/// (true; see [`strong`]).
struct Net {
    /// Where each state's successors start in `next` (one more at the end).
    start: Vec<u32>,
    /// The successors, state by state.
    next: Vec<u16>,
}

impl Net {
    /// The links of `grid` (a position of `shape`).
    fn of(shape: &Shape, grid: &Grid) -> Net {
        let mut pairs: Vec<Option<Option<[usize; 2]>>> = vec![None; (MAX_COMPARTMENTS + 18) * 9];
        let mut conjugates = |house: House, d: u8| {
            *pairs[house.id() * 9 + d as usize - 1]
                .get_or_insert_with(|| house.conjugates(shape, grid, d))
        };
        let mut start = Vec::with_capacity(STATES + 1);
        let mut next = Vec::new();
        for s in (0..STATES).map(State) {
            start.push(next.len() as u32);
            let (cell, d) = s.cand();
            if !is_candidate(shape, grid, Pos::new(cell), d) {
                continue;
            }
            let others = grid.cand[cell] & !digit_mask(d);
            if s.is_on() {
                next.extend(digits_of(others).map(|e| State::off(cell, e).id()));
                for j in shape.peers(cell) {
                    if is_candidate(shape, grid, Pos::new(j), d) {
                        next.push(State::off(j, d).id());
                    }
                }
                for k in shape.comps_of(cell) {
                    let span = shape.compartment(k);
                    for j in span.cells().filter(|&j| j != cell && grid.open(shape, j)) {
                        let far = digits_of(grid.cand[j])
                            .filter(|&e| e.abs_diff(d) as usize >= span.len());
                        next.extend(far.map(|e| State::off(j, e).id()));
                    }
                }
            } else {
                if others.count_ones() == 1 {
                    next.push(State::on(cell, others.trailing_zeros() as u8 + 1).id());
                }
                for house in House::of(shape, cell) {
                    match conjugates(house, d) {
                        Some([p, q]) if p == cell => next.push(State::on(q, d).id()),
                        Some([p, q]) if q == cell => next.push(State::on(p, d).id()),
                        _ => {}
                    }
                }
            }
        }
        start.push(next.len() as u32);
        Net { start, next }
    }

    /// The states one link away from `s`.
    fn from(&self, s: State) -> &[u16] {
        &self.next[self.start[s.0] as usize..self.start[s.0 + 1] as usize]
    }
}

/// A candidate assumed true or false in a forcing chain's branch:
/// `(cell * 9 + digit - 1) * 2 + true`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct State(usize);

/// How many states there are.
const STATES: usize = CELLS * 9 * 2;

/// A state not reached.
const NONE: u16 = u16::MAX;

impl State {
    /// `d` in `cell`, true.
    fn on(cell: usize, d: u8) -> State {
        State((cell * 9 + d as usize - 1) * 2 + 1)
    }

    /// `d` in `cell`, false.
    fn off(cell: usize, d: u8) -> State {
        State((cell * 9 + d as usize - 1) * 2)
    }

    /// Assumed true.
    fn is_on(self) -> bool {
        self.0 & 1 == 1
    }

    /// The state's number, as the search keeps it.
    fn id(self) -> u16 {
        self.0 as u16
    }

    /// The candidate, as (cell, digit).
    fn cand(self) -> (usize, u8) {
        let k = self.0 / 2;
        (k / 9, (k % 9) as u8 + 1)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::board::Board;

    use crate::outcome::Link;
    use crate::str8ts::logic::analysis::Ctx;
    use crate::str8ts::logic::explain::tests::puzzles;
    use crate::str8ts::logic::{find_all, solve_steps, STRATEGIES};

    /// Checks a step's figure on the position it was found on: it marks
    /// something; every candidate it marks and every link's end is a
    /// candidate of the position; its houses are compartments or whole
    /// lines; its links are real and in chain order (each starts where an
    /// earlier one ended, or at a branch's start: the first link's start,
    /// or for a forcing chain a candidate of the cell it assumes in); it
    /// leaves eliminated and placed candidates to `finish`, after which
    /// they are the step's.
    pub(crate) fn check(step: &Step, shape: &Shape, grid: &Grid) {
        let f = &step.figure;
        let what = format!("{} ({}): {f:?}", step.explain(), step.strategy);
        assert!(!f.is_empty(), "{what}");
        for m in &f.candidates {
            assert!(is_candidate(shape, grid, m.cell, m.digit), "{what}");
            assert!(!matches!(m.role, Role::Eliminated | Role::Placed), "{what}");
        }
        for h in &f.houses {
            let ok = match h.kind {
                HouseKind::Compartment => shape
                    .compartments()
                    .iter()
                    .any(|s| s.cells().eq(h.cells.iter().map(|p| p.index()))),
                HouseKind::Line => Line::all().any(|l| l.cells().eq(h.cells.iter().copied())),
                _ => false,
            };
            assert!(ok, "{what}: house {h:?}");
        }
        let start = f.links.first().map(|l| l.from.clone());
        for (k, link) in f.links.iter().enumerate() {
            check_link(shape, grid, link, &what);
            let from = &link.from;
            let chained = Some(from) == start.as_ref()
                || f.links[..k].iter().any(|l| &l.to == from)
                || (step.strategy == Strategy::ForcingChain && step.cells[0] == from.cell);
            assert!(chained, "{what}: link {k} starts nowhere");
        }
        let mut done = f.clone();
        done.finish(&step.eliminations, &step.placements, &step.cells);
        for m in &done.candidates {
            assert!(is_candidate(shape, grid, m.cell, m.digit), "{what}");
        }
    }

    /// A figure's houses as (kind, cells, role).
    pub(crate) fn houses(step: &Step) -> Vec<(HouseKind, Vec<usize>, Role)> {
        let f = &step.figure;
        f.houses
            .iter()
            .map(|h| (h.kind, h.cells.iter().map(|p| p.index()).collect(), h.role))
            .collect()
    }

    /// A figure's marked candidates as (cell, digit, role).
    pub(crate) fn marks(step: &Step) -> Vec<(usize, u8, Role)> {
        let f = &step.figure;
        f.candidates
            .iter()
            .map(|m| (m.cell.index(), m.digit, m.role))
            .collect()
    }

    /// A figure's marked cells as (cell, role).
    pub(crate) fn cells(step: &Step) -> Vec<(usize, Role)> {
        step.figure
            .cells
            .iter()
            .map(|m| (m.cell.index(), m.role))
            .collect()
    }

    /// A link as (from, to, strong), each end a (cell, digit).
    pub(crate) type LinkAt = ((usize, u8), (usize, u8), bool);

    /// A figure's links as (from, to, strong).
    pub(crate) fn links(step: &Step) -> Vec<LinkAt> {
        let f = &step.figure;
        f.links
            .iter()
            .map(|l| {
                (
                    (l.from.cell.index(), l.from.digit),
                    (l.to.cell.index(), l.to.digit),
                    l.strong,
                )
            })
            .collect()
    }

    /// A whole line's house (0..9 rows, 9..18 columns).
    pub(crate) fn line(l: usize, role: Role) -> (HouseKind, Vec<usize>, Role) {
        (HouseKind::Line, line_cells(Line::new(l)), role)
    }

    /// A compartment's house, by its cells.
    pub(crate) fn span(cells: &[usize], role: Role) -> (HouseKind, Vec<usize>, Role) {
        (HouseKind::Compartment, cells.to_vec(), role)
    }

    fn check_link(shape: &Shape, grid: &Grid, link: &Link, what: &str) {
        assert!(link.from.group.is_empty() && link.to.group.is_empty());
        let (a, b) = (
            (link.from.cell.index(), link.from.digit),
            (link.to.cell.index(), link.to.digit),
        );
        assert!(is_candidate(shape, grid, Pos::new(a.0), a.1), "{what}");
        assert!(is_candidate(shape, grid, Pos::new(b.0), b.1), "{what}");
        if link.strong {
            assert!(strong(shape, grid, a, b), "{what}: {link:?} is not strong");
        } else {
            assert!(weak(shape, a, b), "{what}: {link:?} is not weak");
        }
    }

    /// Every step of every strategy at every position along the solver's
    /// path on `board`, each with its position's shape and grid (in a
    /// debug build, forcing chains at every fourth position only).
    fn every_step(board: &Board, mut f: impl FnMut(&Step, &Shape, &Grid)) {
        let mut b = board.clone();
        crate::rules::fill_naive_candidates(&mut b);
        for (k, taken) in solve_steps(board).into_iter().enumerate() {
            let shape = Shape::of(&b, true);
            let grid = Grid::of(&b);
            let ctx = Ctx::new(&shape, &grid);
            let skip =
                |s: Strategy| cfg!(debug_assertions) && s == Strategy::ForcingChain && k % 4 != 0;
            for &s in STRATEGIES.iter().filter(|&&s| !skip(s)) {
                for step in find_all(&ctx, s) {
                    f(&step, &shape, &grid);
                }
            }
            taken.apply_to(&mut b);
        }
    }

    /// Every step of every strategy along the solver's path on a few real
    /// puzzles (between them every strategy has steps) has a valid figure.
    #[test]
    fn every_figure_of_real_steps_is_valid() {
        let mut seen = [0usize; STRATEGIES.len()];
        for board in puzzles(SWEEP) {
            every_step(&board, |step, shape, grid| {
                check(step, shape, grid);
                seen[step.strategy.index()] += 1;
            });
        }
        for s in STRATEGIES {
            assert!(seen[s.index()] > 0, "no {s} step");
        }
    }

    /// Puzzles whose steps cover every strategy (each of them does): one
    /// in a debug build (listing every forcing chain at every position is
    /// slow there), five in release.
    const SWEEP: &[&str] = if cfg!(debug_assertions) {
        &["weekly063"]
    } else {
        &[
            "weekly063",
            "weekly001",
            "weekly031",
            "weekly104",
            "weekly254",
        ]
    };
}
