//! The propagation engine of the forcing chains and nets: from one
//! assumption ("r1c2 is 5" or "r1c2 is not 5") it derives every placement
//! and elimination that follows, remembering why each one holds, and stops
//! at the first broken rule.
//!
//! A placed digit removes itself from the cell's peers and the cell's other
//! candidates; a cell with one candidate left, or a digit with one place
//! left in a house, is placed. In chain mode only the links a single fact
//! forces are followed: a cell or house is completed only when it had two
//! candidates (places) to start with, so every derived fact has exactly one
//! reason and the derivation is a set of lines from the assumption. In net
//! mode any completed cell or house counts, however many facts emptied it;
//! deep nets also use intersections (a digit whose places in a box lie in
//! one line, or the reverse) once the singles are exhausted.

use super::super::grid::{bit, cell_houses, cells, positions, Grid, Set, HOUSE_SETS, PEERS};
use crate::board::Pos;
use crate::board::{cell_name, digit_mask, digits_of, Mask, CELLS};
use crate::outcome::{CandidateMark, Link, Node, Piece, Role};

/// The number of literals: every (cell, digit) true or false.
pub(super) const LITS: usize = CELLS * 9 * 2;

/// A literal: "cell holds digit" (on) or "cell does not hold digit" (off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) struct Lit(u16);

impl Lit {
    /// The literal "`cell` is `d`" (`on`) or "`cell` is not `d`".
    pub(super) fn new(cell: usize, d: u8, on: bool) -> Lit {
        Lit(((cell * 9 + d as usize - 1) * 2 + on as usize) as u16)
    }

    /// The cell.
    pub(super) fn cell(self) -> usize {
        self.0 as usize / 18
    }

    /// The digit.
    pub(super) fn digit(self) -> u8 {
        (self.0 as usize / 2 % 9) as u8 + 1
    }

    /// True for "cell is digit".
    pub(super) fn on(self) -> bool {
        self.0 & 1 == 1
    }

    /// The literal's candidate as a link's node.
    pub(super) fn node(self) -> Node {
        Node::at(Pos::new(self.cell()), self.digit())
    }

    /// The literal's role in a figure: on (the candidate is true) or off.
    pub(super) fn role(self) -> Role {
        if self.on() {
            Role::On
        } else {
            Role::Off
        }
    }

    /// The literal's number, 0..LITS.
    pub(super) fn index(self) -> usize {
        self.0 as usize
    }

    /// The opposite literal.
    pub(super) fn negated(self) -> Lit {
        Lit(self.0 ^ 1)
    }

    /// Chain notation: `r1c2=5` or `r1c2<>5`.
    pub(super) fn notation(self) -> String {
        let op = if self.on() { "=" } else { "<>" };
        format!("{}{op}{}", cell_name(self.cell()), self.digit())
    }

    /// In words: `r1c2 is 5` or `r1c2 is not 5`.
    pub(super) fn words(self) -> String {
        let not = if self.on() { "" } else { "not " };
        format!("{} is {not}{}", cell_name(self.cell()), self.digit())
    }
}

/// A bit per literal.
type LitSet = [u64; LITS.div_ceil(64)];

/// True when `l` is in the set.
fn has_lit(set: &LitSet, l: Lit) -> bool {
    set[l.index() / 64] & 1 << (l.index() % 64) != 0
}

/// Why a literal holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Cause {
    /// It is the assumption.
    Premise,
    /// (Off literals) the digit placed by this on literal removed it.
    Placed(Lit),
    /// (On literals) the cell's other candidates are all gone.
    Naked,
    /// (On literals) the digit's other places in this house are all gone.
    Hidden(u8),
    /// (Off literals, nets) the digit's places left in the first house all
    /// lie in the second (a box and a line), which therefore holds it there.
    Locked(u8, u8),
}

/// The broken rule that ends a propagation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Conflict {
    /// The cell must hold the digit (for `cause`) but the digit is gone from it.
    Clash {
        cell: usize,
        digit: u8,
        cause: Cause,
    },
    /// The cell has no candidate left.
    EmptyCell(usize),
    /// The digit has no place left in the house.
    EmptyHouse(usize, u8),
}

/// Which inferences a propagation makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rules {
    /// Chains: only facts forced by one earlier fact.
    Links,
    /// Nets: every single (a cell or house with one place left).
    Singles,
    /// Deep nets: singles and intersections.
    Intersections,
}

/// The size and shape of a derivation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Proof {
    /// The facts it uses (the assumption included).
    pub(super) size: u32,
    /// Some fact needs more than one earlier fact (a net, not a chain).
    pub(super) net: bool,
    /// Some fact comes from an intersection (a deep net).
    pub(super) locked: bool,
    /// The cells of its facts.
    pub(super) cells: Set,
}

/// The position every assumption starts from.
pub(super) struct Base {
    cand: [Mask; CELLS],
    dcells: [Set; 9],
    placed: [Set; 9],
}

impl Base {
    /// The grid's candidates and digits.
    pub(super) fn new(g: &Grid) -> Base {
        let mut placed = [0; 9];
        for (i, &v) in g.value.iter().enumerate() {
            if v != 0 {
                placed[v as usize - 1] |= bit(i);
            }
        }
        Base {
            cand: g.cand,
            dcells: std::array::from_fn(|k| g.cells_with(k as u8 + 1)),
            placed,
        }
    }

    /// The candidates of a cell.
    pub(super) fn cand(&self, cell: usize) -> Mask {
        self.cand[cell]
    }

    /// The cells with candidate `d`.
    pub(super) fn cells_with(&self, d: u8) -> Set {
        self.dcells[d as usize - 1]
    }

    /// The places of `d` in house `h`.
    fn places(&self, h: usize, d: u8) -> Set {
        self.dcells[d as usize - 1] & HOUSE_SETS[h]
    }
}

/// The three houses of a cell as bits of a house mask.
fn house_bits(cell: usize) -> u32 {
    let [r, c, b] = cell_houses(cell);
    1 << r | 1 << c | 1 << b
}

/// The houses of a house mask.
fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let h = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            h
        })
    })
}

/// A fact of a drawn line and why it holds.
pub(super) type Fact = (Lit, Cause);

/// One propagation's state; reused from assumption to assumption.
pub(super) struct Prop<'a> {
    base: &'a Base,
    /// Chain mode: only cells and houses that had two places complete.
    chain: bool,
    /// Intersections are used.
    locked: bool,
    cand: [Mask; CELLS],
    dcells: [Set; 9],
    placed: [Set; 9],
    /// On literals queued (not yet placed), per digit.
    pending: [Set; 9],
    queue: Vec<(u8, u8, Cause)>,
    /// Digits removed somewhere since the last intersection scan.
    dirty: Mask,
    /// Why each literal derived by the current propagation holds (stale elsewhere).
    why: Vec<Cause>,
    premise: Lit,
    /// The broken rule, if the assumption led to one.
    pub(super) conflict: Option<Conflict>,
}

impl<'a> Prop<'a> {
    /// An engine for assumptions on `base` making the inferences of `rules`.
    pub(super) fn new(base: &'a Base, rules: Rules) -> Prop<'a> {
        Prop {
            base,
            chain: rules == Rules::Links,
            locked: rules == Rules::Intersections,
            cand: base.cand,
            dcells: base.dcells,
            placed: base.placed,
            pending: [0; 9],
            queue: Vec::with_capacity(256),
            dirty: 0,
            why: vec![Cause::Premise; LITS],
            premise: Lit(0),
            conflict: None,
        }
    }

    /// Follows `premise` (a candidate of the base, on or off) to a fixed
    /// point or a broken rule; true when no rule broke.
    pub(super) fn run(&mut self, premise: Lit) -> bool {
        self.cand = self.base.cand;
        self.dcells = self.base.dcells;
        self.placed = self.base.placed;
        self.pending = [0; 9];
        self.queue.clear();
        self.dirty = 0;
        self.conflict = None;
        self.premise = premise;
        let (cell, d) = (premise.cell(), premise.digit());
        if premise.on() {
            self.push(cell, d, Cause::Premise);
        } else {
            self.remove(cell, d, Cause::Premise);
            self.check_cell(cell);
            self.check_houses(d, cell_houses(cell));
        }
        let mut head = 0;
        loop {
            while head < self.queue.len() && self.conflict.is_none() {
                let (cell, d, cause) = self.queue[head];
                head += 1;
                self.place(cell as usize, d, cause);
            }
            if !self.locked || self.conflict.is_some() || !self.intersections() {
                break;
            }
        }
        self.conflict.is_none()
    }

    /// The cells the propagation filled with `d`.
    pub(super) fn ons(&self, d: u8) -> Set {
        let k = d as usize - 1;
        self.placed[k] & !self.base.placed[k]
    }

    /// The cells the propagation removed `d` from.
    pub(super) fn offs(&self, d: u8) -> Set {
        let k = d as usize - 1;
        self.base.dcells[k] & !self.dcells[k] & !self.placed[k]
    }

    /// Queues "`cell` is `d`" unless it is queued already.
    fn push(&mut self, cell: usize, d: u8, cause: Cause) {
        let k = d as usize - 1;
        if self.pending[k] & bit(cell) == 0 {
            self.pending[k] |= bit(cell);
            self.queue.push((cell as u8, d, cause));
        }
    }

    /// Removes candidate `d` from `cell` for `cause` (no checks).
    fn remove(&mut self, cell: usize, d: u8, cause: Cause) {
        self.cand[cell] &= !digit_mask(d);
        self.dcells[d as usize - 1] &= !bit(cell);
        self.dirty |= digit_mask(d);
        self.why[Lit::new(cell, d, false).index()] = cause;
    }

    /// Places a queued digit: a clash if it is gone already, else it
    /// leaves the cell's other candidates and its peers.
    fn place(&mut self, cell: usize, d: u8, cause: Cause) {
        let k = d as usize - 1;
        if self.placed[k] & bit(cell) != 0 {
            return;
        }
        if self.cand[cell] & digit_mask(d) == 0 {
            self.conflict = Some(Conflict::Clash {
                cell,
                digit: d,
                cause,
            });
            return;
        }
        let on = Lit::new(cell, d, true);
        self.why[on.index()] = cause;
        self.placed[k] |= bit(cell);
        let others = self.cand[cell] & !digit_mask(d);
        self.cand[cell] &= !digit_mask(d);
        self.dcells[k] &= !bit(cell);
        self.dirty |= digit_mask(d);
        for e in digits_of(others) {
            self.remove(cell, e, Cause::Placed(on));
        }
        let victims = PEERS[cell] & self.dcells[k];
        let mut touched = 0u32;
        for p in cells(victims) {
            self.remove(p, d, Cause::Placed(on));
            touched |= house_bits(p);
        }
        for p in cells(victims) {
            self.check_cell(p);
            if self.conflict.is_some() {
                return;
            }
        }
        for e in digits_of(others) {
            self.check_houses(e, cell_houses(cell));
        }
        // The cell's own houses hold `d` now; the victims' others may not.
        self.check_houses(d, bits(touched & !house_bits(cell)));
    }

    /// Deep nets, once the singles are exhausted: a digit whose places left
    /// in a box (line) all lie in one line (box) leaves the rest of that
    /// line (box). True when something was removed.
    fn intersections(&mut self) -> bool {
        let mut any = false;
        let dirty = std::mem::take(&mut self.dirty);
        for d in digits_of(dirty) {
            let k = d as usize - 1;
            for b in 18..27 {
                let (r0, c0) = ((b - 18) / 3 * 3, (b - 18) % 3 * 3);
                for line in [r0, r0 + 1, r0 + 2, 9 + c0, 10 + c0, 11 + c0] {
                    for (from, to) in [(b, line), (line, b)] {
                        if self.placed[k] & HOUSE_SETS[from] != 0 {
                            continue;
                        }
                        let places = self.dcells[k] & HOUSE_SETS[from];
                        if places == 0 || places & !HOUSE_SETS[to] != 0 {
                            continue;
                        }
                        let victims = self.dcells[k] & HOUSE_SETS[to] & !HOUSE_SETS[from];
                        if victims == 0 {
                            continue;
                        }
                        any = true;
                        for p in cells(victims) {
                            self.remove(p, d, Cause::Locked(from as u8, to as u8));
                        }
                        for p in cells(victims) {
                            self.check_cell(p);
                            if self.conflict.is_some() {
                                return true;
                            }
                        }
                        let touched = cells(victims).fold(0, |m, p| m | house_bits(p));
                        self.check_houses(d, bits(touched));
                        if self.conflict.is_some() {
                            return true;
                        }
                    }
                }
            }
        }
        any
    }

    /// After a removal from `cell`: an empty cell breaks the rules, a
    /// single candidate is queued.
    fn check_cell(&mut self, cell: usize) {
        let left = self.cand[cell];
        match left.count_ones() {
            0 => self.conflict = Some(Conflict::EmptyCell(cell)),
            1 if !self.chain || self.base.cand[cell].count_ones() == 2 => {
                self.push(cell, left.trailing_zeros() as u8 + 1, Cause::Naked)
            }
            _ => {}
        }
    }

    /// After removals of `d` from `houses`: a house without place for an
    /// unplaced `d` breaks the rules, a single place is queued.
    fn check_houses(&mut self, d: u8, houses: impl IntoIterator<Item = usize>) {
        let k = d as usize - 1;
        for h in houses {
            if self.conflict.is_some() {
                return;
            }
            if self.placed[k] & HOUSE_SETS[h] != 0 {
                continue;
            }
            let left = self.dcells[k] & HOUSE_SETS[h];
            match left.count_ones() {
                0 => self.conflict = Some(Conflict::EmptyHouse(h, d)),
                1 if !self.chain || self.base.places(h, d).count_ones() == 2 => {
                    self.push(left.trailing_zeros() as usize, d, Cause::Hidden(h as u8))
                }
                _ => {}
            }
        }
    }

    /// The literals an on literal with `cause` rests on (the cell's or
    /// house's other candidates, all removed).
    fn on_parents(&self, cell: usize, d: u8, cause: Cause, out: &mut Vec<Lit>) {
        match cause {
            Cause::Naked => {
                for e in digits_of(self.base.cand[cell] & !digit_mask(d)) {
                    out.push(Lit::new(cell, e, false));
                }
            }
            Cause::Hidden(h) => {
                for p in cells(self.base.places(h as usize, d) & !bit(cell)) {
                    out.push(Lit::new(p, d, false));
                }
            }
            Cause::Premise | Cause::Placed(_) | Cause::Locked(..) => {}
        }
    }

    /// The literals a derived literal rests on.
    fn parents(&self, l: Lit, out: &mut Vec<Lit>) {
        self.parents_by(l, self.why[l.index()], out);
    }

    /// The literals literal `l` rests on when it holds for `cause`.
    fn parents_by(&self, l: Lit, cause: Cause, out: &mut Vec<Lit>) {
        if l.on() {
            self.on_parents(l.cell(), l.digit(), cause, out);
        } else {
            match cause {
                Cause::Placed(on) => out.push(on),
                Cause::Locked(from, to) => {
                    let d = l.digit();
                    let gone = self.base.places(from as usize, d) & !HOUSE_SETS[to as usize];
                    out.extend(cells(gone).map(|p| Lit::new(p, d, false)));
                }
                _ => {}
            }
        }
    }

    /// True when an on literal with `cause` rests on more than one fact.
    fn branches(&self, cell: usize, d: u8, cause: Cause) -> bool {
        match cause {
            Cause::Naked => self.base.cand[cell].count_ones() > 2,
            Cause::Hidden(h) => self.base.places(h as usize, d).count_ones() > 2,
            Cause::Premise | Cause::Placed(_) | Cause::Locked(..) => false,
        }
    }

    /// The derivation of the derived literals `ends` (with `extra` facts
    /// not in the table counted on top).
    pub(super) fn proof(&self, ends: &[Lit], extra: Proof) -> Proof {
        self.walk(ends, extra).0
    }

    /// The digits placed on the way to the derived literals `ends`, in
    /// the order they were placed (the assumption left out).
    pub(super) fn placements(&self, ends: &[Lit]) -> Vec<Lit> {
        let (_, seen) = self.walk(ends, Proof::default());
        self.queue
            .iter()
            .map(|&(cell, d, _)| Lit::new(cell as usize, d, true))
            .filter(|&l| l != self.premise && has_lit(&seen, l))
            .collect()
    }

    /// The derivation of `ends` and the literals it uses (a bit per literal).
    fn walk(&self, ends: &[Lit], extra: Proof) -> (Proof, LitSet) {
        let mut seen: LitSet = [0; LITS.div_ceil(64)];
        let mut stack: Vec<Lit> = ends.to_vec();
        let mut proof = extra;
        let mut parents = Vec::new();
        while let Some(l) = stack.pop() {
            let (w, b) = (l.index() / 64, 1u64 << (l.index() % 64));
            if seen[w] & b != 0 {
                continue;
            }
            seen[w] |= b;
            proof.size += 1;
            proof.cells |= bit(l.cell());
            let cause = self.why[l.index()];
            if matches!(cause, Cause::Locked(..)) {
                proof.net = true;
                proof.locked = true;
            }
            if l.on() && self.branches(l.cell(), l.digit(), cause) {
                proof.net = true;
            }
            parents.clear();
            self.parents(l, &mut parents);
            stack.extend_from_slice(&parents);
        }
        (proof, seen)
    }

    /// The literals whose joint truth breaks the rule, and the queued fact
    /// of a clash (outside the table) as a proof to add.
    pub(super) fn conflict_ends(&self) -> (Vec<Lit>, Proof) {
        let mut ends = Vec::new();
        let mut extra = Proof::default();
        match self.conflict {
            Some(Conflict::Clash { cell, digit, cause }) => {
                ends.push(Lit::new(cell, digit, false));
                self.on_parents(cell, digit, cause, &mut ends);
                extra.size = 1;
                extra.cells = bit(cell);
                extra.net = self.branches(cell, digit, cause);
            }
            Some(Conflict::EmptyCell(cell)) => {
                for e in digits_of(self.base.cand[cell]) {
                    ends.push(Lit::new(cell, e, false));
                }
            }
            Some(Conflict::EmptyHouse(h, d)) => {
                for p in cells(self.base.places(h, d)) {
                    ends.push(Lit::new(p, d, false));
                }
            }
            None => {}
        }
        (ends, extra)
    }

    /// The derivation of the broken rule.
    pub(super) fn conflict_proof(&self) -> Proof {
        let (ends, extra) = self.conflict_ends();
        self.proof(&ends, extra)
    }

    /// In chain mode: the line of facts from the assumption to the derived
    /// literal `end`, in chain notation.
    pub(super) fn line(&self, end: Lit) -> String {
        let mut facts = vec![end];
        let mut parents = Vec::new();
        let mut l = end;
        while l != self.premise && facts.len() <= LITS {
            parents.clear();
            self.parents(l, &mut parents);
            let Some(&p) = parents.first() else { break };
            facts.push(p);
            l = p;
        }
        let names: Vec<String> = facts.iter().rev().map(|l| l.notation()).collect();
        names.join(" -> ")
    }

    /// In chain mode: the line to a clash's queued fact (which is not in the table).
    pub(super) fn clash_line(&self, cell: usize, d: u8, cause: Cause) -> String {
        let mut parents = Vec::new();
        self.on_parents(cell, d, cause, &mut parents);
        let on = Lit::new(cell, d, true).notation();
        match parents.first() {
            Some(&p) => format!("{} -> {on}", self.line(p)),
            None => on,
        }
    }

    /// The number of inferences on the longest line from the assumption
    /// to the derived literal `l` (0 for the assumption), memoized in
    /// `memo` (`u32::MAX`: not known yet).
    fn depth(&self, l: Lit, memo: &mut [u32]) -> u32 {
        if l == self.premise {
            return 0;
        }
        if memo[l.index()] != u32::MAX {
            return memo[l.index()];
        }
        let mut parents = Vec::new();
        self.parents(l, &mut parents);
        let depth = 1 + parents
            .iter()
            .map(|&p| self.depth(p, memo))
            .max()
            .unwrap_or(0);
        memo[l.index()] = depth;
        depth
    }

    /// The line to draw from the assumption to the derived literal among
    /// `ends` that lies furthest from it: at each fact resting on several,
    /// the line goes on to the one derived furthest from the assumption
    /// (the one that forced it last), so the facts left off the line (see
    /// [`Prop::side_facts`]) lie closer to the assumption. A clash's queued
    /// fact, outside the table, is not among `ends`: see
    /// [`Prop::clash_trail`].
    pub(super) fn trail(&self, ends: &[Lit]) -> Vec<Fact> {
        let mut memo = vec![u32::MAX; LITS];
        let Some(mut l) = self.deepest(ends, &mut memo) else {
            return Vec::new();
        };
        let mut line = vec![(l, self.cause_of(l))];
        let mut parents = Vec::new();
        while l != self.premise && line.len() <= LITS {
            parents.clear();
            self.parents(l, &mut parents);
            let Some(p) = self.deepest(&parents, &mut memo) else {
                break;
            };
            line.push((p, self.cause_of(p)));
            l = p;
        }
        line.reverse();
        line
    }

    /// The literal of `lits` furthest from the assumption (the first of equals).
    fn deepest(&self, lits: &[Lit], memo: &mut [u32]) -> Option<Lit> {
        let mut best: Option<(u32, Lit)> = None;
        for &l in lits {
            let d = self.depth(l, memo);
            if best.is_none_or(|(b, _)| d > b) {
                best = Some((d, l));
            }
        }
        best.map(|(_, l)| l)
    }

    /// Why a literal of the current propagation holds (the assumption: premise).
    fn cause_of(&self, l: Lit) -> Cause {
        if l == self.premise {
            Cause::Premise
        } else {
            self.why[l.index()]
        }
    }

    /// For a clash: the line to the fact the clash queued (the cell must
    /// take a digit already gone from it), through the deepest of the
    /// facts that forced it; empty for another end.
    pub(super) fn clash_trail(&self) -> Vec<Fact> {
        let Some(Conflict::Clash { cell, digit, cause }) = self.conflict else {
            return Vec::new();
        };
        let mut parents = Vec::new();
        self.on_parents(cell, digit, cause, &mut parents);
        let mut line = if parents.is_empty() {
            vec![(self.premise, Cause::Premise)]
        } else {
            self.trail(&parents)
        };
        line.push((Lit::new(cell, digit, true), cause));
        line
    }

    /// The facts the derivation needs besides those on the drawn `lines`
    /// (and besides the `ends` it breaks a rule or concludes with, when
    /// they are on a line): what the lines' facts rest on off the lines,
    /// an elimination named by the placement that made it ("r3c4 is 7"
    /// rather than "r3c5 is not 7"), in the order met, each once.
    pub(super) fn side_facts(&self, lines: &[&[Fact]], ends: &[Lit]) -> Vec<Lit> {
        let on_line = |l: Lit| lines.iter().any(|line| line.iter().any(|&(x, _)| x == l));
        let mut needed = Vec::new();
        for &(l, cause) in lines.iter().flat_map(|line| line.iter()) {
            self.parents_by(l, cause, &mut needed);
        }
        needed.extend_from_slice(ends);
        let mut out: Vec<Lit> = Vec::new();
        for l in needed {
            if on_line(l) || l == self.premise {
                continue;
            }
            let named = match self.cause_of(l) {
                Cause::Placed(on) if !l.on() => on,
                _ => l,
            };
            if !on_line(named) && named != self.premise && !out.contains(&named) {
                out.push(named);
            }
        }
        out
    }

    /// A drawn line as a piece of a figure: each fact marked on or off
    /// and a link for each inference, from the fact before it: weak from
    /// a placed digit to a candidate it removes, strong from a removed
    /// candidate to the digit that takes the cell or house (alone in a
    /// chain, the last of several in a net); for an intersection, strong
    /// from the digit's place gone in a house to the group of its places
    /// left, all where the house meets another, then weak to the place it
    /// removes.
    pub(super) fn piece(&self, line: &[Fact], caption: String) -> Piece {
        let marks = line
            .iter()
            .map(|&(l, _)| CandidateMark {
                cell: Pos::new(l.cell()),
                digit: l.digit(),
                role: l.role(),
            })
            .collect();
        let mut links = Vec::new();
        for pair in line.windows(2) {
            let ((p, _), (l, cause)) = (pair[0], pair[1]);
            match cause {
                Cause::Placed(_) => links.push(link(p.node(), l.node(), false)),
                Cause::Naked | Cause::Hidden(_) => links.push(link(p.node(), l.node(), true)),
                Cause::Locked(from, to) => {
                    let group = self.locked_group(from, to, l.digit());
                    links.push(link(p.node(), group.clone(), true));
                    links.push(link(group, l.node(), false));
                }
                Cause::Premise => {}
            }
        }
        Piece {
            caption,
            marks,
            links,
        }
    }

    /// The places of `d` where house `from` meets house `to`, as a group
    /// node: the digit's place in `from` left outside them gone, one of
    /// them holds it (a strong link), which removes it from the rest of
    /// `to` (weak links).
    fn locked_group(&self, from: u8, to: u8, d: u8) -> Node {
        let meet = self.base.places(from as usize, d) & HOUSE_SETS[to as usize];
        Node::group(&positions(meet).collect::<Vec<_>>(), d)
    }

    /// Why the off literal holds (for naming a clash's other side).
    pub(super) fn cause(&self, l: Lit) -> Cause {
        self.why[l.index()]
    }
}

/// A link from `from` to `to`.
fn link(from: Node, to: Node, strong: bool) -> Link {
    Link { from, to, strong }
}
