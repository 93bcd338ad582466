//! Nice loops and AICs the way HoDoKu's tabling solver finds them: from
//! every premise (a candidate assumed true or false) the consequences are
//! listed breadth first over the direct links of [`Graph`], each reached
//! node remembering the node it came from; a consequence in the premise's
//! own cell closes a nice loop, a true candidate elsewhere ends an AIC.
//! The chain read back through those predecessors must not cross itself.

use super::super::grid::{bit, cell_houses, cells, Grid, Set, HOUSE_SETS, PEERS};
use super::graph::{normal_id, Graph, Kind, Node, EXTRA};
use crate::board::{digit_mask, digits_of, CELLS};

/// HoDoKu's limit on the consequences listed for one premise.
const MAX_ENTRIES: usize = 1000;

/// The kind of a chain step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ChainKind {
    Continuous,
    Discontinuous,
    Aic,
}

/// What the search looks for.
#[derive(Clone, Copy, Debug)]
pub(super) struct Want {
    pub loops: bool,
    pub aics: bool,
    /// Keep only chains through a group or ALS node.
    pub only_grouped: bool,
}

/// A chain found: its kind, whether it uses group or ALS nodes, its nodes
/// from the premise on, and what it removes.
pub(super) struct Found<'a> {
    pub kind: ChainKind,
    pub grouped: bool,
    pub chain: &'a [usize],
    pub eliminations: &'a [(usize, u8)],
}

/// One listed consequence of a premise.
#[derive(Clone, Copy)]
struct Entry {
    node: u16,
    /// The index of the entry it follows from.
    pred: u16,
    dist: u16,
    /// Reached through another entry (not a direct consequence of the premise).
    expanded: bool,
}

/// The search state, reused for every premise.
pub(super) struct Search<'a> {
    g: &'a Grid,
    graph: &'a Graph,
    list: Vec<Entry>,
    /// pos[node]: the node's index in `list`, valid when stamp[node] == generation.
    pos: Vec<u16>,
    stamp: Vec<u32>,
    generation: u32,
    chain: Vec<usize>,
    eliminations: Vec<(usize, u8)>,
    /// Candidates listed as true / false, per digit.
    seen_on: [Set; 9],
    seen_off: [Set; 9],
    /// For each cell, the digits listed as false there.
    off_in_cell: [crate::board::Mask; CELLS],
    /// The premise's cell and the entries of candidates in it.
    start_cell: usize,
    closing: Vec<u16>,
    buf: Vec<u16>,
}

impl<'a> Search<'a> {
    pub fn new(g: &'a Grid, graph: &'a Graph) -> Search<'a> {
        let n = graph.len();
        Search {
            g,
            graph,
            list: Vec::with_capacity(MAX_ENTRIES),
            pos: vec![0; n],
            stamp: vec![0; n],
            generation: 0,
            chain: Vec::with_capacity(64),
            eliminations: Vec::with_capacity(32),
            seen_on: [0; 9],
            seen_off: [0; 9],
            off_in_cell: [0; CELLS],
            start_cell: 0,
            closing: Vec::with_capacity(32),
            buf: Vec::with_capacity(32),
        }
    }

    /// Runs the search over every premise; `emit` returns true to stop.
    pub fn run(&mut self, want: Want, emit: &mut dyn FnMut(&Graph, Found) -> bool) -> bool {
        for c in 0..CELLS {
            for d in digits_of(self.g.cand[c]) {
                for on in [true, false] {
                    if self.premise(normal_id(c, d, on), want, emit) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Lists the consequences of one premise and checks them.
    fn premise(
        &mut self,
        premise: usize,
        want: Want,
        emit: &mut dyn FnMut(&Graph, Found) -> bool,
    ) -> bool {
        self.expand(premise);
        let start = self.graph.node(premise);
        let scan = if want.aics && !start.on {
            self.list.len()
        } else {
            0
        };
        let closing = std::mem::take(&mut self.closing);
        let loops = if want.loops { closing.len() } else { 0 };
        let order = closing[..loops].iter().map(|&j| j as usize).chain(1..scan);
        let mut stop = false;
        for (k, j) in order.enumerate() {
            let node = self.graph.node(self.list[j].node as usize);
            if node.kind != Kind::Normal || self.list[j].dist <= 2 {
                continue;
            }
            let found = if node.cell == start.cell {
                want.loops && k < loops && self.nice_loop(j, start, node)
            } else if node.on && self.aic_candidate(start, node) {
                self.aic(j, start, node)
            } else {
                false
            };
            if !found {
                continue;
            }
            let grouped = self
                .chain
                .iter()
                .any(|&n| self.graph.node(n).kind != Kind::Normal);
            if want.only_grouped && !grouped {
                continue;
            }
            let kind = self.kind_of(start, node);
            let done = emit(
                self.graph,
                Found {
                    kind,
                    grouped,
                    chain: &self.chain,
                    eliminations: &self.eliminations,
                },
            );
            if done {
                stop = true;
                break;
            }
        }
        self.closing = closing;
        stop
    }

    /// The kind of the chain from `start` to `end` just checked.
    fn kind_of(&self, start: Node, end: Node) -> ChainKind {
        if end.cell != start.cell {
            ChainKind::Aic
        } else if continuous(start, end, self.g.cand[start.cell].count_ones()) {
            ChainKind::Continuous
        } else {
            ChainKind::Discontinuous
        }
    }

    /// Fills `list` with the premise's consequences, breadth first in
    /// HoDoKu's order; with ALS penalties a node reached again by a shorter
    /// way takes that way. Entries in the premise's cell go to `closing`.
    fn expand(&mut self, premise: usize) {
        self.generation += 1;
        self.list.clear();
        self.closing.clear();
        self.seen_on = [0; 9];
        self.seen_off = [0; 9];
        self.off_in_cell = [0; CELLS];
        self.start_cell = self.graph.node(premise).cell;
        self.push(premise, 0, 1, false);
        self.expand_node(0, premise, 0, false);
        let mut j = 1;
        while j < self.list.len() && self.list.len() < MAX_ENTRIES {
            let here = self.list[j];
            self.expand_node(j, here.node as usize, here.dist, true);
            j += 1;
        }
    }

    /// Lists the consequences of node `id` (entry `j`, at distance `base`).
    fn expand_node(&mut self, j: usize, id: usize, base: u16, expanded: bool) {
        let graph = self.graph;
        if graph.penalties {
            let mut buf = std::mem::take(&mut self.buf);
            buf.clear();
            if id < EXTRA {
                graph.normal_edges(self.g, id, &mut buf);
            }
            for &to in &buf {
                self.offer(j, to as usize, base + 2, expanded);
            }
            self.buf = buf;
            for &(to, pen) in graph.edges(id) {
                self.offer(j, to as usize, base + 2 + pen, expanded);
            }
            return;
        }
        let dist = base + 2;
        if id < EXTRA {
            let (c, d) = (id / 18, ((id % 18) / 2 + 1) as u8);
            if id % 2 == 1 {
                let g = self.g;
                let others = g.cand[c] & !digit_mask(d) & !self.off_in_cell[c];
                for e in digits_of(others) {
                    self.push(normal_id(c, e, false), j, dist, expanded);
                }
                let mut left = PEERS[c] & g.cells_with(d) & !self.seen_off[d as usize - 1];
                if left != 0 {
                    for h in cell_houses(c) {
                        for p in cells(left & HOUSE_SETS[h]) {
                            self.push(normal_id(p, d, false), j, dist, expanded);
                        }
                        left &= !HOUSE_SETS[h];
                    }
                }
            } else {
                for &p in graph.partners(id) {
                    if p == 0 {
                        break;
                    }
                    let p = p as usize;
                    let (pc, pd) = (p / 18, (p % 18) / 2);
                    if self.seen_on[pd] & bit(pc) == 0 {
                        self.push(p, j, dist, expanded);
                    }
                }
            }
        }
        for &(to, _) in graph.edges(id) {
            let to = to as usize;
            if !self.seen(to) {
                self.push(to, j, dist, expanded);
            }
        }
    }

    /// True when node `id` is listed already.
    #[inline]
    fn seen(&self, id: usize) -> bool {
        if id < EXTRA {
            let set = if id % 2 == 1 {
                &self.seen_on
            } else {
                &self.seen_off
            };
            set[(id % 18) / 2] & bit(id / 18) != 0
        } else {
            self.stamp[id] == self.generation
        }
    }

    /// Lists node `to` reached from entry `j` at `dist`, or shortens its
    /// way when it is listed (not as a direct consequence) at a longer distance.
    fn offer(&mut self, j: usize, to: usize, dist: u16, expanded: bool) {
        if self.stamp[to] == self.generation {
            let old = &mut self.list[self.pos[to] as usize];
            if old.expanded && old.dist > dist {
                old.pred = j as u16;
                old.dist = dist;
            }
        } else {
            self.push(to, j, dist, expanded);
        }
    }

    #[inline]
    fn push(&mut self, node: usize, pred: usize, dist: u16, expanded: bool) {
        if self.list.len() >= MAX_ENTRIES {
            return;
        }
        self.stamp[node] = self.generation;
        self.pos[node] = self.list.len() as u16;
        if node < EXTRA {
            let (c, k) = (node / 18, (node % 18) / 2);
            if node % 2 == 1 {
                self.seen_on[k] |= bit(c);
            } else {
                self.seen_off[k] |= bit(c);
                self.off_in_cell[c] |= 1 << k;
            }
            if node / 18 == self.start_cell {
                self.closing.push(self.list.len() as u16);
            }
        }
        self.list.push(Entry {
            node: node as u16,
            pred: pred as u16,
            dist,
            expanded,
        });
    }

    /// Reads the chain to entry `j` back into `chain` (premise first) and
    /// returns the cells of all its nodes but the last.
    fn read_chain(&mut self, j: usize) -> Set {
        self.chain.clear();
        let mut k = j;
        loop {
            self.chain.push(self.list[k].node as usize);
            if k == 0 {
                break;
            }
            k = self.list[k].pred as usize;
        }
        self.chain.reverse();
        let n = self.chain.len();
        self.chain[..n - 1]
            .iter()
            .fold(0, |s, &id| s | self.graph.node(id).cells)
    }

    /// HoDoKu's lasso test: no node may return to a cell of the chain
    /// other than the one just before it (a nice loop may return to its
    /// start cell).
    fn crosses_itself(&self, loop_back: bool) -> bool {
        let first = self.graph.node(self.chain[0]).cell;
        let mut used: Set = 0;
        let mut last: Option<Node> = None;
        for &id in &self.chain {
            let node = self.graph.node(id);
            if used & bit(node.cell) != 0 {
                return true;
            }
            if let Some(prev) = last {
                if prev.cell != first || !loop_back {
                    used |= bit(prev.cell) | prev.cells;
                }
            }
            last = Some(node);
        }
        false
    }

    /// Checks the nice loop from the premise `start` to `end` (entry `j`,
    /// in the start cell) and fills `eliminations`.
    fn nice_loop(&mut self, j: usize, start: Node, end: Node) -> bool {
        let chain_cells = self.read_chain(j);
        let n = self.chain.len();
        let graph = self.graph;
        if graph.node(self.chain[n - 2]).cell == end.cell
            || self.crosses_itself(true)
            || graph.node(self.chain[1]).cell == start.cell
        {
            return false;
        }
        self.eliminations.clear();
        let s = start.cell;
        let (a, b) = (start.digit, end.digit);
        let first_strong = !start.on;
        let last_strong = end.on;
        if !first_strong && !last_strong && a == b {
            self.eliminations.push((s, a));
        } else if first_strong && last_strong && a == b {
            for d in digits_of(self.g.cand[s] & !digit_mask(a)) {
                self.eliminations.push((s, d));
            }
        } else if first_strong != last_strong && a != b {
            self.eliminations
                .push((s, if first_strong { b } else { a }));
        } else if continuous(start, end, self.g.cand[s].count_ones()) {
            self.continuous_eliminations(chain_cells);
        }
        !self.eliminations.is_empty()
    }

    /// The eliminations of a continuous loop: a cell entered and left by
    /// strong links keeps only those two digits; a weak link between two
    /// nodes removes its digit from every cell seeing both.
    fn continuous_eliminations(&mut self, chain_cells: Set) {
        let graph = self.graph;
        let chain = std::mem::take(&mut self.chain);
        let k = chain.len() - 1;
        let nd = |i: usize| graph.node(chain[i]);
        let start = nd(0);
        let end = nd(k);
        for i in 0..=k {
            let here = nd(i);
            let both_strong = if i == 0 {
                !start.on && end.on
            } else {
                here.on
                    && i + 2 <= k
                    && nd(i - 1).cell != here.cell
                    && !nd(i + 1).on
                    && here.cell == nd(i + 1).cell
                    && nd(i + 2).on
                    && nd(i + 1).cell != nd(i + 2).cell
            };
            if both_strong {
                let (c1, c2) = if i == 0 {
                    (start.digit, end.digit)
                } else {
                    (here.digit, nd(i + 2).digit)
                };
                let keep = digit_mask(c1) | digit_mask(c2);
                for d in digits_of(self.g.cand[here.cell] & !keep) {
                    self.eliminations.push((here.cell, d));
                }
            }
            if i > 0 && !here.on && nd(i - 1).cell != here.cell {
                let d = here.digit;
                let seen = self.node_seeing(nd(i - 1), d) & self.node_seeing(here, d);
                let victims = seen & !chain_cells & !bit(start.cell) & self.g.cells_with(d);
                for c in cells(victims) {
                    self.eliminations.push((c, d));
                }
                if here.kind == Kind::Als {
                    let next = (i < k).then(|| nd(i + 1));
                    self.als_eliminations(here, next);
                }
            }
        }
        self.chain = chain;
    }

    /// The eliminations of an ALS node in a continuous loop: the set is
    /// locked, so each of its digits other than the entry and exit digits
    /// leaves the cells seeing all its cells holding it. When the set forces
    /// the next cell (a strong link follows it), every other digit of that
    /// cell is an exit digit, removed from cells seeing both its ALS cells
    /// and the forced cell.
    fn als_eliminations(&mut self, here: Node, next: Option<Node>) {
        let als = &self.graph.alses[here.als];
        let forced = next.filter(|n| n.on);
        let exits = match (next, forced) {
            (_, Some(n)) => self.g.cand[n.cell] & !digit_mask(n.digit),
            (Some(n), None) => digit_mask(n.digit),
            (None, None) => 0,
        };
        for d in digits_of(als.digits & !digit_mask(here.digit) & !exits) {
            let victims = als.seeing[d as usize - 1] & self.g.cells_with(d);
            self.eliminations.extend(cells(victims).map(|c| (c, d)));
        }
        if let Some(n) = forced {
            for d in digits_of(exits) {
                let victims = als.seeing.get(d as usize - 1).copied().unwrap_or(0)
                    & PEERS[n.cell]
                    & self.g.cells_with(d);
                self.eliminations.extend(cells(victims).map(|c| (c, d)));
            }
        }
    }

    /// The cells (holding `d`) that see every cell of the node holding `d`.
    fn node_seeing(&self, node: Node, d: u8) -> Set {
        match node.kind {
            Kind::Normal => PEERS[node.cell],
            Kind::Group => cells(node.cells).fold(!0, |s, c| s & PEERS[c]),
            Kind::Als => self.graph.alses[node.als].seeing[d as usize - 1],
        }
    }

    /// True when a true candidate `end` after the false premise `start`
    /// may end an AIC: the same digit with two or more cells seeing both
    /// ends, or another digit in a cell seeing the start, each end holding
    /// the other's digit.
    fn aic_candidate(&self, start: Node, end: Node) -> bool {
        let (s, e) = (start.cell, end.cell);
        if start.digit == end.digit {
            (PEERS[s] & PEERS[e] & self.g.cells_with(start.digit)).count_ones() >= 2
        } else {
            PEERS[s] & bit(e) != 0 && self.g.has(e, start.digit) && self.g.has(s, end.digit)
        }
    }

    /// Checks the AIC from `start` to `end` (entry `j`) and fills `eliminations`.
    fn aic(&mut self, j: usize, start: Node, end: Node) -> bool {
        self.eliminations.clear();
        let (s, e) = (start.cell, end.cell);
        let (a, b) = (start.digit, end.digit);
        if a == b {
            let victims = PEERS[s] & PEERS[e] & self.g.cells_with(a);
            if victims.count_ones() > 1 {
                self.eliminations.extend(cells(victims).map(|c| (c, a)));
            }
        } else {
            if self.g.has(s, b) {
                self.eliminations.push((s, b));
            }
            if self.g.has(e, a) {
                self.eliminations.push((e, a));
            }
        }
        if self.eliminations.is_empty() {
            return false;
        }
        self.read_chain(j);
        !self.crosses_itself(false)
    }
}

/// True when a loop from `start` back to `end` in the same cell (holding
/// `count` candidates) is continuous: true to false on two digits of a
/// bivalue cell, false to true on two digits, or the same digit reached
/// with the other truth value.
fn continuous(start: Node, end: Node, count: u32) -> bool {
    let (a, b) = (start.digit, end.digit);
    let first_strong = !start.on;
    let last_strong = end.on;
    (!first_strong && !last_strong && count == 2 && a != b)
        || (first_strong && last_strong && a != b)
        || (first_strong != last_strong && a == b)
}
