//! The implication graph of HoDoKu's tables: for every candidate two
//! premises ("it is true", "it is false") and the direct consequences of
//! each, in HoDoKu's order; optionally group nodes (two or three cells of a
//! digit in a box-line intersection) and almost locked sets as nodes.
//!
//! Node ids: a candidate's premise is `cell * 18 + (digit - 1) * 2 + on`;
//! group and ALS nodes follow from [`EXTRA`] on.

use super::super::grid::{bit, cell_houses, cells, Grid, Set, HOUSE_SETS, PEERS};
use crate::board::{digit_mask, digits_of, Mask, CELLS};

/// The first id after the candidates' nodes.
pub(super) const EXTRA: usize = CELLS * 18;

/// Node ids are stored in 16 bits.
const MAX_NODES: usize = u16::MAX as usize;

/// What a node stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Kind {
    /// One candidate.
    Normal,
    /// The candidates of a digit in a box-line intersection.
    Group,
    /// An almost locked set whose entry digit is false (a locked set).
    Als,
}

/// A node: a candidate, group or ALS with its truth value.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    pub kind: Kind,
    /// The node's first cell (for an ALS the first cell holding the entry digit).
    pub cell: usize,
    pub digit: u8,
    /// True for "is true" (a strong link leads here), false for "is false".
    pub on: bool,
    /// Every cell of the node.
    pub cells: Set,
    /// For an ALS node, the index of its set in [`Graph::alses`].
    pub als: usize,
}

/// The id of a candidate's node.
#[inline]
pub(super) fn normal_id(cell: usize, d: u8, on: bool) -> usize {
    cell * 18 + (d as usize - 1) * 2 + on as usize
}

/// One almost locked set usable as a node: `n` cells with `n + 1` digits.
pub(super) struct Als {
    pub cells: Set,
    pub digits: Mask,
    /// For each digit (index d-1): the set's cells holding it.
    pub holding: [Set; 9],
    /// For each digit: the cells outside the set holding it that see all of `holding`.
    pub seeing: [Set; 9],
    /// The union of `seeing`.
    pub buddies: Set,
    /// HoDoKu's length penalty for chains through the set.
    pub penalty: u16,
}

/// The implication graph of a position. The links between candidates
/// are read from the grid ([`Graph::normal_edges`]); the links to, from
/// and between group and ALS nodes are stored, in HoDoKu's order (a
/// candidate's links to them come after its links to candidates).
pub(super) struct Graph {
    /// Group and ALS nodes (ids from [`EXTRA`] on).
    pub extra: Vec<Node>,
    pub alses: Vec<Als>,
    /// Stored links of node `n`: `edges[start[n]..start[n + 1]]`, each a
    /// node id and its extra length (ALS penalty).
    start: Vec<u32>,
    edges: Vec<(u16, u16)>,
    /// For each candidate (cell * 9 + digit - 1): the candidates made true
    /// when it is false (the other digit of a bivalue cell, the other place
    /// of the digit in a house holding it twice), as node ids; 0 ends the list.
    partners: Vec<[u16; 4]>,
    /// Some link is longer than the others (ALS nodes): the breadth-first
    /// order no longer gives the shortest way first.
    pub penalties: bool,
}

impl Graph {
    /// The node with id `id`.
    pub fn node(&self, id: usize) -> Node {
        if id < EXTRA {
            let cell = id / 18;
            Node {
                kind: Kind::Normal,
                cell,
                digit: ((id % 18) / 2 + 1) as u8,
                on: id % 2 == 1,
                cells: bit(cell),
                als: 0,
            }
        } else {
            self.extra[id - EXTRA]
        }
    }

    /// The number of node ids.
    pub fn len(&self) -> usize {
        EXTRA + self.extra.len()
    }

    /// The stored links of node `id` (for a candidate: to group and ALS nodes).
    #[inline]
    pub fn edges(&self, id: usize) -> &[(u16, u16)] {
        &self.edges[self.start[id] as usize..self.start[id + 1] as usize]
    }

    /// The candidates made true by candidate node `id` being false (see [`Graph::partners`]).
    #[inline]
    pub fn partners(&self, id: usize) -> &[u16; 4] {
        &self.partners[id / 2]
    }

    /// Appends the links from candidate node `id` to candidate nodes, in
    /// HoDoKu's order: a true candidate makes the other digits of its cell
    /// false, then its peers with the digit (row, column, box); a false
    /// one makes its partners true.
    pub fn normal_edges(&self, g: &Grid, id: usize, out: &mut Vec<u16>) {
        let node = self.node(id);
        let (c, d) = (node.cell, node.digit);
        if node.on {
            for e in digits_of(g.cand[c] & !digit_mask(d)) {
                out.push(normal_id(c, e, false) as u16);
            }
            let mut left = PEERS[c] & g.cells_with(d);
            for h in cell_houses(c) {
                for p in cells(left & HOUSE_SETS[h]) {
                    out.push(normal_id(p, d, false) as u16);
                }
                left &= !HOUSE_SETS[h];
            }
        } else {
            out.extend(self.partners(id).iter().take_while(|&&p| p != 0));
        }
    }

    /// The graph of `g`, with group nodes when `groups`, and ALS nodes too when `als`.
    pub fn new(g: &Grid, groups: bool, als: bool) -> Graph {
        let mut b = Builder {
            g,
            extra: Vec::new(),
            pending: Vec::with_capacity(8192),
            groups: Vec::new(),
            alses: Vec::new(),
        };
        if groups {
            b.group_nodes();
        }
        if groups && als {
            b.als_links();
        }
        b.finish()
    }
}

/// A group node while the graph is built.
struct Group {
    digit: u8,
    cells: Set,
    /// The row or column (house number) and the box of the group.
    line: usize,
    boxh: usize,
    /// The cells seeing every cell of the group.
    seeing: Set,
    on: usize,
    off: usize,
}

/// Collects the edges in HoDoKu's order, then packs them per node.
struct Builder<'a> {
    g: &'a Grid,
    extra: Vec<Node>,
    /// (from, to, penalty) in the order HoDoKu adds them.
    pending: Vec<(u16, u16, u16)>,
    groups: Vec<Group>,
    alses: Vec<Als>,
}

impl Builder<'_> {
    fn add(&mut self, from: usize, to: usize, penalty: u16) {
        self.pending.push((from as u16, to as u16, penalty));
    }

    fn new_node(&mut self, node: Node) -> usize {
        self.extra.push(node);
        EXTRA + self.extra.len() - 1
    }

    /// HoDoKu's group nodes: for rows, then columns, each digit and box,
    /// the digit's two or three cells where the line meets the box.
    fn collect_groups(&mut self) {
        let g = self.g;
        for line in 0..18 {
            for d in 1..=9u8 {
                let along = g.house_cells_with(line, d);
                if along == 0 {
                    continue;
                }
                for (bx, &box_cells) in HOUSE_SETS.iter().enumerate().skip(18) {
                    let set = along & box_cells;
                    if set.count_ones() < 2 {
                        continue;
                    }
                    let seeing = cells(set).fold(!0, |s, c| s & PEERS[c]);
                    let first = set.trailing_zeros() as usize;
                    let node = |on| Node {
                        kind: Kind::Group,
                        cell: first,
                        digit: d,
                        on,
                        cells: set,
                        als: 0,
                    };
                    let on = self.new_node(node(true));
                    let off = self.new_node(node(false));
                    self.groups.push(Group {
                        digit: d,
                        cells: set,
                        line,
                        boxh: bx,
                        seeing,
                        on,
                        off,
                    });
                }
            }
        }
    }

    /// The links of group nodes, in HoDoKu's order: a true group makes the
    /// digit false in every cell seeing it and in the groups sharing a house
    /// with it; a false group makes true the one other place of the digit
    /// in its box or line (a cell, or a group when no cell is left).
    fn group_nodes(&mut self) {
        self.collect_groups();
        let g = self.g;
        let mut by_digit: [Vec<usize>; 9] = Default::default();
        for (k, gr) in self.groups.iter().enumerate() {
            by_digit[gr.digit as usize - 1].push(k);
        }
        for k in 0..self.groups.len() {
            let gr = &self.groups[k];
            let (d, on, off, cellset) = (gr.digit, gr.on, gr.off, gr.cells);
            let (line, boxh) = (gr.line, gr.boxh);
            let seeing = gr.seeing & g.cells_with(d);
            for c in cells(seeing) {
                self.add(on, normal_id(c, d, false), 0);
                self.add(normal_id(c, d, true), off, 0);
            }
            for h in [boxh, line] {
                let rest = seeing & HOUSE_SETS[h];
                if rest.count_ones() == 1 {
                    let c = rest.trailing_zeros() as usize;
                    self.add(off, normal_id(c, d, true), 0);
                    self.add(normal_id(c, d, false), on, 0);
                }
            }
            // Groups sharing a house: (house, count, first partner).
            let mut shared = [(line, 0usize, 0usize), (boxh, 0, 0)];
            for &k2 in &by_digit[d as usize - 1] {
                let other = &self.groups[k2];
                if k2 == k || other.cells & cellset != 0 {
                    continue;
                }
                let (o_line, o_box, o_off) = (other.line, other.boxh, other.off);
                for s in shared.iter_mut() {
                    let same = if s.0 >= 18 {
                        o_box == s.0
                    } else {
                        o_line == s.0
                    };
                    if same {
                        s.1 += 1;
                        if s.1 == 1 {
                            s.2 = k2;
                        }
                        self.add(on, o_off, 0);
                    }
                }
            }
            for (h, n, k2) in shared {
                if n != 1 {
                    continue;
                }
                let other = &self.groups[k2];
                if g.house_cells_with(h, d) & !cellset & !other.cells == 0 {
                    let o_on = other.on;
                    self.add(off, o_on, 0);
                }
            }
        }
    }

    /// HoDoKu's almost locked sets of two or more cells: for every house
    /// (rows, columns, boxes), the sets of its empty cells in depth-first
    /// order of their cells, each set once.
    fn collect_alses(&mut self) {
        let g = self.g;
        let mut seen = std::collections::HashSet::new();
        for h in 0..27 {
            let empty: Vec<usize> = super::super::grid::HOUSES[h]
                .iter()
                .copied()
                .filter(|&c| g.value[c] == 0)
                .collect();
            let mut found = Vec::new();
            als_subsets(g, &empty, 0, 0, 0, 0, &mut found);
            for (set, digits) in found {
                if seen.insert(set) {
                    self.alses.push(new_als(g, set, digits));
                }
            }
        }
    }

    /// The links of ALS nodes, in HoDoKu's order. An ALS whose entry digit
    /// is made false (by a true candidate seeing all its cells with that
    /// digit) is a locked set: its other digits leave the cells seeing all
    /// its cells with them (candidates, groups, and other ALSes losing an
    /// entry digit that way), and a cell left with one candidate is set.
    fn als_links(&mut self) {
        self.collect_alses();
        let g = self.g;
        let mut ids = vec![0usize; self.alses.len() * 9];
        let mut in_group: std::collections::HashSet<(usize, usize)> = Default::default();
        for i in 0..self.alses.len() {
            for j in digits_of(self.alses[i].digits) {
                let als = &self.alses[i];
                let mut victims = [0 as Set; 9];
                for k in digits_of(als.digits & !digit_mask(j)) {
                    victims[k as usize - 1] = als.seeing[k as usize - 1];
                }
                if victims.iter().all(|&v| v == 0) {
                    continue;
                }
                let (penalty, entries) = (als.penalty, als.seeing[j as usize - 1]);
                let (holding, cellset) = (als.holding[j as usize - 1], als.cells);
                let Some(node) = self.als_node(&mut ids, i, j) else {
                    continue;
                };
                for c in cells(entries) {
                    self.add(normal_id(c, j, true), node, 0);
                    for k in 0..self.groups.len() {
                        let gr = &self.groups[k];
                        if gr.digit != j || gr.cells & bit(c) == 0 || gr.cells & cellset != 0 {
                            continue;
                        }
                        if holding & !gr.seeing != 0 || !in_group.insert((gr.on, node)) {
                            continue;
                        }
                        let on = gr.on;
                        self.add(on, node, 0);
                    }
                }
                for k in 1..=9u8 {
                    let v = victims[k as usize - 1];
                    if v == 0 {
                        continue;
                    }
                    for c in cells(v) {
                        self.add(node, normal_id(c, k, false), penalty);
                    }
                    for gk in 0..self.groups.len() {
                        let gr = &self.groups[gk];
                        if gr.digit == k && gr.cells & !v == 0 {
                            let off = gr.off;
                            self.add(node, off, penalty);
                        }
                    }
                }
                for k in 0..self.alses.len() {
                    let other = &self.alses[k];
                    if k == i || other.cells & cellset != 0 {
                        continue;
                    }
                    for l in 1..=9u8 {
                        let v = victims[l as usize - 1];
                        let held = self.alses[k].holding[l as usize - 1];
                        if v == 0 || held == 0 || held & !v != 0 {
                            continue;
                        }
                        if let Some(target) = self.als_node(&mut ids, k, l) {
                            self.add(node, target, penalty);
                        }
                    }
                }
                let buddies = self.alses[i].buddies;
                for c in cells(buddies) {
                    if g.cand[c].count_ones() == 2 {
                        continue;
                    }
                    let left = digits_of(g.cand[c])
                        .filter(|&k| victims[k as usize - 1] & bit(c) == 0)
                        .fold(0, |m, k| m | digit_mask(k));
                    if left.count_ones() == 1 {
                        let x = left.trailing_zeros() as u8 + 1;
                        self.add(node, normal_id(c, x, true), penalty + 1);
                    }
                }
            }
        }
    }

    /// The node of ALS `i` entered by digit `j`, made when first needed;
    /// none when the 16-bit node ids run out (only nearly empty grids
    /// have that many sets).
    fn als_node(&mut self, ids: &mut [usize], i: usize, j: u8) -> Option<usize> {
        let slot = i * 9 + j as usize - 1;
        if ids[slot] == 0 {
            if EXTRA + self.extra.len() >= MAX_NODES {
                return None;
            }
            let als = &self.alses[i];
            let node = Node {
                kind: Kind::Als,
                cell: als.holding[j as usize - 1].trailing_zeros() as usize,
                digit: j,
                on: false,
                cells: als.cells,
                als: i,
            };
            ids[slot] = self.new_node(node);
        }
        Some(ids[slot])
    }

    /// Packs the edges per node, keeping HoDoKu's order within each node.
    fn finish(self) -> Graph {
        let g = self.g;
        let mut partners = vec![[0u16; 4]; CELLS * 9];
        for c in 0..CELLS {
            for d in digits_of(g.cand[c]) {
                let list = &mut partners[c * 9 + d as usize - 1];
                let mut k = 0;
                let others = g.cand[c] & !digit_mask(d);
                if others.count_ones() == 1 {
                    let e = others.trailing_zeros() as u8 + 1;
                    list[k] = normal_id(c, e, true) as u16;
                    k += 1;
                }
                let mut seen = bit(c);
                for h in cell_houses(c) {
                    let there = g.house_cells_with(h, d);
                    if there.count_ones() == 2 && there & !seen != 0 {
                        let p = (there & !bit(c)).trailing_zeros() as usize;
                        list[k] = normal_id(p, d, true) as u16;
                        k += 1;
                        seen |= bit(p);
                    }
                }
            }
        }
        let penalties = self.pending.iter().any(|e| e.2 != 0);
        let n = EXTRA + self.extra.len();
        let mut start = vec![0u32; n + 1];
        for &(from, _, _) in &self.pending {
            start[from as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut edges = vec![(0u16, 0u16); self.pending.len()];
        for &(from, to, penalty) in &self.pending {
            let slot = &mut fill[from as usize];
            edges[*slot as usize] = (to, penalty);
            *slot += 1;
        }
        Graph {
            extra: self.extra,
            alses: self.alses,
            start,
            edges,
            partners,
            penalties,
        }
    }
}

/// Collects, in depth-first order over `empty` from position `from`, the
/// almost locked sets of two to eight cells extending `set` (of `n` cells
/// with digits `digits`).
fn als_subsets(
    g: &Grid,
    empty: &[usize],
    from: usize,
    set: Set,
    digits: Mask,
    n: u32,
    out: &mut Vec<(Set, Mask)>,
) {
    if n >= 8 {
        return;
    }
    for k in from..empty.len() {
        let c = empty[k];
        let (set, digits) = (set | bit(c), digits | g.cand[c]);
        if n + 1 >= 2 && digits.count_ones() == n + 2 {
            out.push((set, digits));
        }
        als_subsets(g, empty, k + 1, set, digits, n + 1, out);
    }
}

/// An ALS with its per-digit cells and the cells seeing them.
fn new_als(g: &Grid, cells_set: Set, digits: Mask) -> Als {
    let mut holding = [0; 9];
    let mut seeing = [0; 9];
    for d in digits_of(digits) {
        let k = d as usize - 1;
        holding[k] = cells_set & g.cells_with(d);
        seeing[k] = cells(holding[k]).fold(!0, |s, c| s & PEERS[c]) & !cells_set & g.cells_with(d);
    }
    let n = digits.count_ones() as u16;
    let penalty = match n {
        0 | 1 => 0,
        2 => 1,
        _ => (n - 1) * 2,
    };
    Als {
        cells: cells_set,
        digits,
        holding,
        seeing,
        buddies: seeing.iter().fold(0, |s, &v| s | v),
        penalty,
    }
}
