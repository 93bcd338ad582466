//! The ALS XY-Chain search.
//!
//! HoDoKu lists every simple chain of 3 to 6 restricted commons (4 to 7
//! sets) by depth-first search, which takes seconds on rich positions.
//! This search finds the same eliminations in two passes:
//!
//! 1. a breadth-first pass, a block of starts at a time (one bit each),
//!    finds every (start, first RC, end, last RCs) joined by a walk of the
//!    right length (a walk may visit a set twice);
//! 2. each of those that would eliminate something new is confirmed by a
//!    depth-first search for a simple chain (no set twice), pruned by each
//!    state's walk distance to the end.
//!
//! A state is a set reached together with the RC digit it passes on (the
//! digit the next link may not use); the digit is dropped when no link
//! leaving the set has it, so that alike states are one.

use super::sets::{Als, Link, Links};
use super::{
    als_define, als_text, common_removals, compact_digits, draw_rc_chain, either_holds, mark_sets,
    Removals, ALS_RULE,
};
use crate::board::{digits_of, Mask};
use crate::outcome::Figure;
use crate::sudoku::logic::grid::Set;
use crate::sudoku::logic::{Finds, Strategy};
use std::cell::OnceCell;
use std::collections::{HashMap, HashSet};

/// The fewest RCs of a chain (fewer make an XZ-Rule or an XY-Wing).
const MIN_LINKS: usize = 3;
/// The most RCs of a chain (HoDoKu's all-steps limit: seven sets).
const MAX_LINKS: usize = 6;
/// No end: a move into a set where a chain could not eliminate anything.
const NO_END: u32 = u32::MAX;

/// The lowest digit of a mask, as a mask.
#[inline]
fn low(m: Mask) -> Mask {
    m & m.wrapping_neg()
}

/// The RCs a link uses after a link that passed on `pass` (one digit, or
/// 0): its RCs other than that one. A link using two RCs passes on only
/// the lower (HoDoKu's rule: a set losing both would be a contradiction,
/// so the chain's conclusion holds either way).
#[inline]
fn active(digits: Mask, pass: Mask) -> Mask {
    digits & !pass
}

/// The digit a state passes on (0 for none).
#[inline]
fn pass_of(state: usize) -> Mask {
    match state % 10 {
        9 => 0,
        k => 1 << k,
    }
}

/// A move of the state graph: the state reached and the end it makes
/// (index into [`Graph::ends`], or [`NO_END`]).
#[derive(Clone, Copy)]
struct Move {
    to: u32,
    end: u32,
}

/// The chain graph: states, the moves between them and the ends worth reaching.
struct Graph<'a> {
    links: &'a Links,
    /// Per set: the RC digits of the links leaving it.
    out: Vec<Mask>,
    /// Per set: the digits some cell outside it sees all places of.
    useful: Vec<Mask>,
    /// The ends: (set, RCs the last link uses), grouped by set.
    ends: Vec<(usize, Mask)>,
    /// `ends[ends_start[v]..ends_start[v + 1]]` are the ends at set `v`.
    ends_start: Vec<usize>,
    /// `moves[moves_start[s]..moves_start[s + 1]]`: the moves from state `s`.
    moves: Vec<Move>,
    moves_start: Vec<usize>,
    /// The moves backwards, made when a chain is first looked for.
    into: OnceCell<Into>,
}

/// The moves between states backwards: `list[start[t]..start[t + 1]]`
/// are the states with a move to state `t`.
struct Into {
    list: Vec<u32>,
    start: Vec<usize>,
}

impl<'a> Graph<'a> {
    fn new(links: &'a Links) -> Graph<'a> {
        let n = links.alses.len();
        let out = (0..n)
            .map(|v| links.from(v).iter().fold(0, |m, l| m | l.digits))
            .collect();
        let useful = links
            .alses
            .iter()
            .map(|a| {
                digits_of(a.digits)
                    .filter(|&z| a.seers(z) != 0)
                    .fold(0, |m, z| m | (1 << (z - 1)))
            })
            .collect();
        let mut graph = Graph {
            links,
            out,
            useful,
            ends: Vec::new(),
            ends_start: vec![0],
            moves: Vec::new(),
            moves_start: Vec::new(),
            into: OnceCell::new(),
        };
        graph.index_ends();
        graph.index_moves();
        graph
    }

    /// The number of states.
    fn states(&self) -> usize {
        self.out.len() * 10
    }

    /// The state of set `v` passing on `pass` (one digit or 0).
    #[inline]
    fn state(&self, v: usize, pass: Mask) -> usize {
        if pass & self.out[v] != 0 {
            v * 10 + pass.trailing_zeros() as usize
        } else {
            v * 10 + 9
        }
    }

    /// Lists the ends worth reaching: a set with the RCs of a link into it,
    /// where a chain could still eliminate one of its digits.
    fn index_ends(&mut self) {
        for v in 0..self.out.len() {
            let first = self.ends.len();
            for link in self.links.from(v) {
                let d = link.digits;
                let options = [d, low(d), d & !low(d)];
                let count = if d.count_ones() == 2 { 3 } else { 1 };
                for &a in &options[..count] {
                    if self.useful[v] & !a != 0 && !self.ends[first..].contains(&(v, a)) {
                        self.ends.push((v, a));
                    }
                }
            }
            self.ends_start.push(self.ends.len());
        }
    }

    /// The index of end (`v`, `a`), or [`NO_END`].
    fn end_of(&self, v: usize, a: Mask) -> u32 {
        let (from, to) = (self.ends_start[v], self.ends_start[v + 1]);
        (from..to)
            .find(|&k| self.ends[k].1 == a)
            .map_or(NO_END, |k| k as u32)
    }

    /// Indexes the moves between states. A state occurs only passing on a
    /// digit of a link leaving its set, or nothing.
    fn index_moves(&mut self) {
        let mut start = vec![0usize; self.states() + 1];
        let mut moves = Vec::new();
        let mut variants: Vec<[u32; 3]> = Vec::new();
        for u in 0..self.out.len() {
            // The end each link makes using all its RCs, all but the lower, all but the higher.
            variants.clear();
            for link in self.links.from(u) {
                let d = link.digits;
                let (lo, hi) = (low(d), d & !low(d));
                variants.push([
                    self.end_of(link.b, d),
                    if hi != 0 {
                        self.end_of(link.b, hi)
                    } else {
                        NO_END
                    },
                    if hi != 0 {
                        self.end_of(link.b, lo)
                    } else {
                        NO_END
                    },
                ]);
            }
            let live = digits_of(self.out[u]).map(|d| d as usize - 1).chain([9]);
            for k in live {
                let from = u * 10 + k;
                let pass = pass_of(from);
                for (link, ends) in self.links.from(u).iter().zip(&variants) {
                    let a = active(link.digits, pass);
                    if a == 0 {
                        continue;
                    }
                    let end = if a == link.digits {
                        ends[0]
                    } else if pass == low(link.digits) {
                        ends[1]
                    } else {
                        ends[2]
                    };
                    moves.push(Move {
                        to: self.state(link.b, low(a)) as u32,
                        end,
                    });
                }
                start[from + 1] = moves.len();
            }
        }
        for k in 0..self.states() {
            start[k + 1] = start[k + 1].max(start[k]);
        }
        self.moves = moves;
        self.moves_start = start;
    }

    /// The moves backwards.
    fn index_into(&self) -> Into {
        let states = self.states();
        let mut start = vec![0usize; states + 1];
        for m in &self.moves {
            start[m.to as usize + 1] += 1;
        }
        for k in 0..states {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut list = vec![0u32; self.moves.len()];
        for from in 0..states {
            for m in self.moves_from(from) {
                list[fill[m.to as usize]] = from as u32;
                fill[m.to as usize] += 1;
            }
        }
        Into { list, start }
    }

    /// The moves from state `s`.
    fn moves_from(&self, s: usize) -> &[Move] {
        &self.moves[self.moves_start[s]..self.moves_start[s + 1]]
    }

    /// The states with a move to state `t`.
    fn moves_into(&self, t: usize) -> &[u32] {
        let into = self.into.get_or_init(|| self.index_into());
        &into.list[into.start[t]..into.start[t + 1]]
    }
}

/// A start of chains: a set and the RC digit its first link uses.
type Row = (usize, Mask);

/// How many rows a breadth-first pass takes at once, in 64-bit words.
const LANES: usize = 2;

/// A bit set of up to `64 * LANES` rows.
type Lane = [u64; LANES];

/// True when no row is in the set.
#[inline]
fn empty(lane: &Lane) -> bool {
    lane.iter().all(|&w| w == 0)
}

/// Adds the rows of `from` to `to`.
#[inline]
fn merge(to: &mut Lane, from: &Lane) {
    for (t, f) in to.iter_mut().zip(from) {
        *t |= f;
    }
}

/// The rows of a set, lowest first.
fn rows_of(lane: &Lane) -> impl Iterator<Item = usize> + '_ {
    lane.iter().enumerate().flat_map(|(w, &word)| {
        let mut bits = word;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let k = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                w * 64 + k
            })
        })
    })
}

/// The breadth-first pass for up to `64 * LANES` rows, one bit each.
struct Walks {
    /// Rows per state, this layer and the next.
    cur: Vec<Lane>,
    next: Vec<Lane>,
    /// The states with rows, this layer and the next.
    frontier: Vec<u32>,
    next_frontier: Vec<u32>,
    /// Rows per end, and the ends reached.
    reached: Vec<Lane>,
    ends_hit: Vec<u32>,
}

impl Walks {
    fn new(graph: &Graph) -> Walks {
        Walks {
            cur: vec![[0; LANES]; graph.states()],
            next: vec![[0; LANES]; graph.states()],
            frontier: Vec::new(),
            next_frontier: Vec::new(),
            reached: vec![[0; LANES]; graph.ends.len()],
            ends_hit: Vec::new(),
        }
    }

    /// Walks from `rows` (bit `k` for `rows[k]`), recording the ends
    /// reached after [`MIN_LINKS`] to [`MAX_LINKS`] links.
    fn run(&mut self, graph: &Graph, rows: &[Row]) {
        for &k in &self.ends_hit {
            self.reached[k as usize] = [0; LANES];
        }
        self.ends_hit.clear();
        for (bit, &(s, f)) in rows.iter().enumerate() {
            for link in graph.links.from(s).iter().filter(|l| l.digits & f != 0) {
                let to = graph.state(link.b, f);
                if empty(&self.cur[to]) {
                    self.frontier.push(to as u32);
                }
                self.cur[to][bit / 64] |= 1 << (bit % 64);
            }
        }
        for depth in 2..=MAX_LINKS {
            for k in 0..self.frontier.len() {
                let from = self.frontier[k] as usize;
                let here = std::mem::take(&mut self.cur[from]);
                for m in graph.moves_from(from) {
                    if depth < MAX_LINKS {
                        let to = m.to as usize;
                        if empty(&self.next[to]) {
                            self.next_frontier.push(m.to);
                        }
                        merge(&mut self.next[to], &here);
                    }
                    if depth >= MIN_LINKS && m.end != NO_END {
                        let e = m.end as usize;
                        if empty(&self.reached[e]) {
                            self.ends_hit.push(m.end);
                        }
                        merge(&mut self.reached[e], &here);
                    }
                }
            }
            self.frontier.clear();
            std::mem::swap(&mut self.cur, &mut self.next);
            std::mem::swap(&mut self.frontier, &mut self.next_frontier);
        }
        for &s in &self.frontier {
            self.cur[s as usize] = [0; LANES];
        }
        self.frontier.clear();
        self.ends_hit.sort_unstable();
    }
}

/// **Almost Locked Set XY-Chain** (see [`super::als_chain`]): every
/// distinct elimination of a simple chain, one step each.
pub(super) fn search(links: &Links, f: &mut Finds) {
    let alses = &links.alses;
    let graph = Graph::new(links);
    let mut rows: Vec<Row> = Vec::new();
    for s in 0..alses.len() {
        let useful = graph.useful[s];
        let firsts = digits_of(graph.out[s]).map(|d| (s, 1 << (d - 1)));
        rows.extend(firsts.filter(|&(_, f)| useful & !f != 0));
    }
    let mut walks = Walks::new(&graph);
    let mut done: HashSet<[Set; 9]> = HashSet::new();
    let mut targets: HashMap<u32, Target> = HashMap::new();
    for block in rows.chunks(64 * LANES) {
        walks.run(&graph, block);
        for &k in &walks.ends_hit {
            let (e, l) = graph.ends[k as usize];
            for r in rows_of(&walks.reached[k as usize]) {
                let (s, first) = block[r];
                if s == e {
                    continue;
                }
                let mut out = Removals::default();
                common_removals(&alses[s], &alses[e], first | l, &mut out);
                if out.digits() == 0 || done.contains(&out.0) {
                    continue;
                }
                let t = targets
                    .entry(k)
                    .or_insert_with(|| Target::new(&graph, e, l));
                let Some(path) = t.chain(s, first) else {
                    continue;
                };
                done.insert(out.0);
                if report(links, s, &path, &out, f) {
                    return;
                }
            }
        }
    }
}

/// Reports the chain from set `s` along `path` (links with the RCs each
/// uses). Its figure: the sets `Set(1)`, `Set(2)`, ... in chain order (the
/// eliminated digits in the two end sets `Target`), and the chain as its
/// text writes it, each link by its lowest RC (the one passed on).
fn report(links: &Links, s: usize, path: &[(Link, Mask)], out: &Removals, f: &mut Finds) -> bool {
    let alses = &links.alses;
    let sets: Vec<&Als> = std::iter::once(s)
        .chain(path.iter().map(|(link, _)| link.b))
        .map(|k| &alses[k])
        .collect();
    let pattern = sets.iter().fold(0, |p, a| p | a.cells);
    let reason = || {
        let mut text = format!("Almost Locked Set XY-Chain: {}", als_text(sets[0]));
        for (&(_, rc), next) in path.iter().zip(&sets[1..]) {
            text.push_str(&format!(" -{}- {}", compact_digits(rc), als_text(next)));
        }
        let rcs: Vec<u8> = path
            .iter()
            .map(|&(_, rc)| rc.trailing_zeros() as u8 + 1)
            .collect();
        crate::sudoku::logic::Reason::new(chain_text(&sets, &rcs, out.digits()), text)
    };
    let draw = |fig: &mut Figure| {
        mark_sets(fig, &sets, &[0, sets.len() - 1], out.digits());
        let rcs: Vec<u8> = path
            .iter()
            .map(|&(_, rc)| rc.trailing_zeros() as u8 + 1)
            .collect();
        draw_rc_chain(fig, &sets, &rcs);
    };
    f.add_drawn(out.step(Strategy::AlsChain, pattern), reason, draw)
}

/// One end of chains: the set `e` reached by a last link using the RCs
/// `l`, with each state's distance to it (the fewest links of a walk).
struct Target<'g, 'a> {
    graph: &'g Graph<'a>,
    e: usize,
    l: Mask,
    /// Per state: the fewest links from it to the end (`u8::MAX`: more than a chain may have).
    dist: Vec<u8>,
}

impl<'g, 'a> Target<'g, 'a> {
    /// Breadth-first backwards from (`e`, `l`) over the graph's moves.
    fn new(graph: &'g Graph<'a>, e: usize, l: Mask) -> Target<'g, 'a> {
        let mut dist = vec![u8::MAX; graph.states()];
        let mut queue = Vec::new();
        // A link u → e is the list's link e → u with the same digits.
        for link in graph.links.from(e) {
            for k in 0..10 {
                let st = link.b * 10 + k;
                if dist[st] == u8::MAX && active(link.digits, pass_of(st)) == l {
                    dist[st] = 1;
                    queue.push(st);
                }
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let to = queue[head];
            head += 1;
            let d = dist[to] + 1;
            if d as usize > MAX_LINKS {
                continue;
            }
            for &from in graph.moves_into(to) {
                if dist[from as usize] == u8::MAX {
                    dist[from as usize] = d;
                    queue.push(from as usize);
                }
            }
        }
        Target { graph, e, l, dist }
    }

    /// A simple chain from set `s` whose first link uses `first`, if any.
    fn chain(&self, s: usize, first: Mask) -> Option<Vec<(Link, Mask)>> {
        let mut on_chain = vec![false; self.graph.out.len()];
        on_chain[s] = true;
        let mut path = Vec::with_capacity(MAX_LINKS);
        self.dfs(s, first, &mut on_chain, &mut path).then_some(path)
    }

    /// Extends the simple chain `path` ending at `u` (passing on `pass`,
    /// or using `pass` as the first RC when the path is empty) to the end.
    fn dfs(
        &self,
        u: usize,
        pass: Mask,
        on_chain: &mut [bool],
        path: &mut Vec<(Link, Mask)>,
    ) -> bool {
        let k = path.len() + 1;
        for link in self.graph.links.from(u) {
            let v = link.b;
            if on_chain[v] {
                continue;
            }
            let a = if path.is_empty() {
                link.digits & pass
            } else {
                active(link.digits, pass)
            };
            if a == 0 {
                continue;
            }
            if v == self.e {
                if k >= MIN_LINKS && a == self.l {
                    path.push((*link, a));
                    return true;
                }
                continue;
            }
            let st = self.graph.state(v, low(a));
            if k >= MAX_LINKS || self.dist[st] as usize > MAX_LINKS - k {
                continue;
            }
            on_chain[v] = true;
            path.push((*link, a));
            if self.dfs(v, low(a), on_chain, path) {
                return true;
            }
            path.pop();
            on_chain[v] = false;
        }
        false
    }
}

/// An ALS XY-Chain in words: each set defined, then the chain walked from
/// the first set's restricted common to the last set.
fn chain_text(sets: &[&Als], rcs: &[u8], removed: Mask) -> String {
    let names: Vec<String> = (1..=sets.len()).map(|k| format!("set {k}")).collect();
    let defined: Vec<String> = sets
        .iter()
        .zip(&names)
        .map(|(als, name)| als_define(name, als))
        .collect();
    let last = &names[names.len() - 1];
    let mut walk = format!(
        "If set 1 does not hold {}, its other digits fill it. If it does, ",
        rcs[0]
    );
    for (k, &rc) in rcs.iter().enumerate() {
        let next = &names[k + 1];
        if k + 1 < rcs.len() {
            walk.push_str(&format!(
                "{next} loses {rc} (every {rc} of it sees every {rc} of {}) and its other digits fill it, {} among them, so ",
                names[k],
                rcs[k + 1]
            ));
        } else {
            walk.push_str(&format!(
                "{next} loses {rc} (every {rc} of it sees every {rc} of {}) and its other digits fill it",
                names[k]
            ));
        }
    }
    format!(
        "Almost Locked Set XY-Chain: {}. {ALS_RULE}. {walk}. Either way set 1 or {last} is filled by its \
         digits other than those of the chain's links: {}",
        defined.join("; "),
        either_holds(removed, "set 1", last)
    )
}
