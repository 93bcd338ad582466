//! Chains and loops: Remote Pair, X-Chain and XY-Chain (HoDoKu's chain
//! solver), and the nice loops and AICs, plain and grouped (HoDoKu's
//! tabling solver).

mod graph;
mod simple;
mod tabling;
mod words;

use super::grid::{bit, cells, positions, Grid, Set};
use super::{Finds, Reason, Step, Strategy};
use crate::board::Pos;
use crate::board::{cell_name, digit_mask};
use crate::outcome::{Figure, Node, Role};
use graph::{Graph, Kind};
use tabling::{ChainKind, Want};

/// Colours every candidate of `node` On (`on`) or Off.
pub(super) fn colour(fig: &mut Figure, node: &Node, on: bool) {
    let role = if on { Role::On } else { Role::Off };
    fig.candidates(node.cells(), node.digit, role);
}

/// Draws `nodes` as an alternating chain: the links strong and weak in
/// turn from `first_strong`, each node coloured by the truth it has when
/// the chain is read from its start (a strong link leads into a true node,
/// On, a weak one into a false one, Off; the start is the opposite of the
/// node after it).
pub(super) fn draw_chain(fig: &mut Figure, nodes: &[Node], first_strong: bool) {
    fig.chain(nodes, first_strong);
    for (k, node) in nodes.iter().enumerate() {
        colour(fig, node, (k % 2 == 1) == first_strong);
    }
}

/// The nodes of an XY-Chain (or a Remote Pair read as one) through the
/// bivalue cells `path`, entered with digit `a`: each cell as the digit it
/// is entered with, then the other one (strong inside the cell, weak to
/// the next cell).
fn bivalue_nodes(g: &Grid, path: &[usize], a: u8) -> Vec<Node> {
    let mut nodes = Vec::with_capacity(2 * path.len());
    let mut enter = a;
    for &c in path {
        let leave = crate::board::single_digit(g.cand[c] & !digit_mask(enter)).unwrap_or(enter);
        nodes.push(Node::at(Pos::new(c), enter));
        nodes.push(Node::at(Pos::new(c), leave));
        enter = leave;
    }
    nodes
}

/// **Remote Pair.** Bivalue cells with the same two digits, each seeing
/// the next, alternate between the two digits; two of them an odd number
/// of cells apart hold both digits between them, so a cell seeing both
/// loses both digits.
pub(super) fn remote_pair(g: &Grid, f: &mut Finds) {
    simple::remote_pairs(g, &mut |found| {
        let (a, b) = (found.a, found.b);
        let digits = digit_mask(a) | digit_mask(b);
        let step = Step::new(Strategy::RemotePair, digits, path_set(found.path))
            .eliminate(found.victims_a, a)
            .eliminate(found.victims_b, b);
        f.add_drawn(
            step,
            || {
                let names: Vec<String> = found.path.iter().map(|&c| cell_name(c)).collect();
                let (one, other): (Vec<_>, Vec<_>) =
                    names.iter().cloned().enumerate().partition(|(k, _)| k % 2 == 0);
                let side = |v: Vec<(usize, String)>| {
                    super::grid::join_and(&v.into_iter().map(|(_, n)| n).collect::<Vec<_>>())
                };
                Reason::new(
                    format!(
                        "Remote Pair: {} hold only {a} and {b}, and each sees the next, so they \
                         alternate: {} hold one of the two digits, {} the other. Two of them an odd \
                         number of steps apart hold {a} and {b} between them, so a cell that sees both \
                         can be neither {a} nor {b}",
                        super::grid::join_and(&names),
                        side(one),
                        side(other),
                    ),
                    format!("Remote Pair {a}/{b}: {}", names.join(" - ")),
                )
            },
            // Read as an XY-Chain entered with `a`: the cells alternate.
            |fig| draw_chain(fig, &bivalue_nodes(g, found.path, a), true),
        )
    });
}

/// **X-Chain.** Alternating strong and weak links of one digit, starting
/// and ending with a strong link: one of the two ends holds the digit, so
/// a cell seeing both ends cannot.
pub(super) fn x_chain(g: &Grid, f: &mut Finds) {
    for d in 1..=9u8 {
        let stop = simple::x_chains(g, d, &mut |found| {
            let step = Step::new(Strategy::XChain, digit_mask(d), path_set(found.path))
                .eliminate(found.victims, d);
            f.add_drawn(
                step,
                || {
                    let mut text = cell_name(found.path[0]);
                    for (k, &c) in found.path.iter().enumerate().skip(1) {
                        text.push_str(if k % 2 == 1 { " = " } else { " - " });
                        text.push_str(&cell_name(c));
                    }
                    let walk: Vec<(usize, u8, bool)> = found
                        .path
                        .iter()
                        .enumerate()
                        .map(|(k, &c)| (c, d, k % 2 == 1))
                        .collect();
                    let (first, last) = (found.path[0], found.path[found.path.len() - 1]);
                    Reason::new(
                        format!(
                            "X-Chain: {}. Either {} or {} is {d}, so a cell that sees both cannot be {d}",
                            words::walk_cells(&walk),
                            cell_name(first),
                            cell_name(last),
                        ),
                        format!("X-Chain on {d}: {text}"),
                    )
                },
                |fig| {
                    let nodes: Vec<Node> = found.path.iter().map(|&c| Node::at(Pos::new(c), d)).collect();
                    draw_chain(fig, &nodes, true);
                },
            )
        });
        if stop {
            return;
        }
    }
}

/// **XY-Chain.** Bivalue cells, each seeing the next and sharing with it
/// the digit it does not start with: the first cell or the last holds the
/// start digit, so a cell seeing both ends loses it.
pub(super) fn xy_chain(g: &Grid, f: &mut Finds) {
    simple::xy_chains(g, &mut |a, found| {
        let step = Step::new(Strategy::XyChain, digit_mask(a), path_set(found.path))
            .eliminate(found.victims, a);
        f.add_drawn(
            step,
            || {
                let mut parts = Vec::new();
                let mut walk = Vec::new();
                let mut enter = a;
                for &c in found.path {
                    let leave =
                        crate::board::single_digit(g.cand[c] & !digit_mask(enter)).unwrap_or(enter);
                    parts.push(format!("{} ({enter}={leave})", cell_name(c)));
                    walk.push((c, enter, false));
                    walk.push((c, leave, true));
                    enter = leave;
                }
                let (first, last) = (found.path[0], found.path[found.path.len() - 1]);
                Reason::new(
                    format!(
                        "XY-Chain: {} each hold only two digits. {}. Either {} or {} is {a}, \
                         so a cell that sees both cannot be {a}",
                        super::grid::join_and(
                            &found.path.iter().map(|&c| cell_name(c)).collect::<Vec<_>>()
                        ),
                        words::walk_cells(&walk),
                        cell_name(first),
                        cell_name(last),
                    ),
                    format!("XY-Chain on {a}: {}", parts.join(" - ")),
                )
            },
            |fig| draw_chain(fig, &bivalue_nodes(g, found.path, a), true),
        )
    });
}

/// **Continuous Nice Loop.** A loop of alternating strong and weak links
/// closing on itself: every weak link becomes strong, so a cell seeing
/// both ends of a weak link loses its digit, and a cell entered and left
/// by strong links keeps only those two digits.
pub(super) fn continuous_nice_loop(g: &Grid, f: &mut Finds) {
    tabled(g, f, false, ChainKind::Continuous);
}

/// **Discontinuous Nice Loop.** A loop from a candidate back to its own
/// cell that breaks there: a candidate that implies its own removal is
/// false, one whose removal implies it is true stays alone in its cell,
/// and a true candidate implying another of its cell true is false.
pub(super) fn discontinuous_nice_loop(g: &Grid, f: &mut Finds) {
    tabled(g, f, false, ChainKind::Discontinuous);
}

/// **AIC.** An alternating inference chain from a strong link to a strong
/// link: one of its two end candidates is true, so a cell seeing both ends
/// of the same digit loses it (two or more such cells, as HoDoKu wants),
/// and two different digits at ends seeing each other remove each one
/// from the other end.
pub(super) fn aic(g: &Grid, f: &mut Finds) {
    tabled(g, f, false, ChainKind::Aic);
}

/// **Grouped Continuous Nice Loop.** A continuous nice loop through group
/// nodes (the two or three candidates of a digit where a line meets a box)
/// or, when allowed, almost locked sets.
pub(super) fn grouped_continuous_nice_loop(g: &Grid, f: &mut Finds) {
    tabled(g, f, true, ChainKind::Continuous);
}

/// **Grouped Discontinuous Nice Loop.** A discontinuous nice loop through
/// group nodes or almost locked sets.
pub(super) fn grouped_discontinuous_nice_loop(g: &Grid, f: &mut Finds) {
    tabled(g, f, true, ChainKind::Discontinuous);
}

/// **Grouped AIC.** An AIC through group nodes or almost locked sets.
pub(super) fn grouped_aic(g: &Grid, f: &mut Finds) {
    tabled(g, f, true, ChainKind::Aic);
}

/// The strategy of a chain of `kind`, grouped or not.
fn strategy_of(kind: ChainKind, grouped: bool) -> Strategy {
    match (kind, grouped) {
        (ChainKind::Continuous, false) => Strategy::ContinuousNiceLoop,
        (ChainKind::Discontinuous, false) => Strategy::DiscontinuousNiceLoop,
        (ChainKind::Aic, false) => Strategy::Aic,
        (ChainKind::Continuous, true) => Strategy::GroupedContinuousNiceLoop,
        (ChainKind::Discontinuous, true) => Strategy::GroupedDiscontinuousNiceLoop,
        (ChainKind::Aic, true) => Strategy::GroupedAic,
    }
}

/// The nice loops or AICs of `kind` (grouped ones when `grouped`) as steps.
///
/// One search finds all three kinds at once. When it runs to the end (no
/// step stopped it), its steps are kept for the position, so the solver's
/// next call for another kind on the same position only replays them.
/// The steps get their sentences only when the sink wants them (a search
/// kept without them serves only sinks that want none).
fn tabled(g: &Grid, f: &mut Finds, grouped: bool, kind: ChainKind) {
    let als = grouped && f.options().als_in_chains;
    let texts = f.texts();
    let strategy = strategy_of(kind, grouped);
    if let Some(steps) = memo::recall(g, grouped, als, texts, strategy) {
        for step in steps {
            if f.add(step) {
                return;
            }
        }
        return;
    }
    let graph = Graph::new(g, grouped, als);
    let want = Want {
        loops: true,
        aics: true,
        only_grouped: grouped,
    };
    let mut all = Vec::new();
    let stopped = tabling::Search::new(g, &graph).run(want, &mut |graph, found| {
        let step = chain_step(g, graph, &found, texts);
        let mine = step.strategy == strategy;
        all.push(step.clone());
        mine && f.add(step)
    });
    if !stopped {
        memo::keep(g, grouped, als, texts, all);
    }
}

/// The step of a nice loop or AIC: its digits are the digits it removes;
/// with its reason (the chain's notation) when `texts`.
fn chain_step(g: &Grid, graph: &Graph, found: &tabling::Found, texts: bool) -> Step {
    let strategy = strategy_of(found.kind, found.grouped);
    let digits = found
        .eliminations
        .iter()
        .fold(0, |m, &(_, d)| m | digit_mask(d));
    let set = found.chain.iter().fold(0, |s, &n| s | graph.node(n).cells);
    let mut step = Step::new(strategy, digits, set);
    let eliminations = found.eliminations.iter();
    step.eliminations
        .extend(eliminations.map(|&(i, d)| (Pos::new(i), d)));
    if !texts {
        return step;
    }
    step.because(Reason::new(
        words::tabled_text(graph, found, strategy.name()),
        format!("{}: {}", strategy.name(), notation(graph, found.chain)),
    ))
    .drawn(|fig| draw_tabled(fig, g, graph, found))
}

/// Draws a nice loop or AIC as its notation writes it: each node coloured
/// by its truth (On for true, Off for false), a strong link into a true
/// node, a weak one into a false one. A group node is drawn as its cells;
/// an almost locked set as the group of its cells holding the digit it is
/// entered with, and, when the chain leaves it, a strong link inside the
/// set to the group holding the digit it leaves with (the set, locked,
/// holds that digit); its other candidates are `Set(n)`, the n-th set of
/// the chain. A loop whose last node is another candidate of the start
/// cell is closed by a link back to the start.
fn draw_tabled(fig: &mut Figure, g: &Grid, graph: &Graph, found: &tabling::Found) {
    let nodes: Vec<graph::Node> = found.chain.iter().map(|&id| graph.node(id)).collect();
    let mut alses = Vec::new();
    for pair in nodes.windows(2) {
        let (p, q) = (pair[0], pair[1]);
        let to = figure_node(graph, q, q.digit);
        colour(fig, &to, q.on);
        if p.kind != Kind::Als {
            let from = figure_node(graph, p, p.digit);
            colour(fig, &from, p.on);
            fig.link(from, to, q.on);
            continue;
        }
        alses.push(p.als);
        if q.on {
            draw_forcing_als(fig, g, graph, p, q);
        } else {
            let exit = als_exit(fig, graph, p, q.digit);
            fig.link(exit, to, false);
        }
    }
    let (start, end) = (nodes[0], nodes[nodes.len() - 1]);
    let closes = end.cell == start.cell && end.digit != start.digit;
    if found.kind != ChainKind::Aic && closes {
        let strong = start.on && !end.on;
        fig.link(
            Node::at(Pos::new(end.cell), end.digit),
            Node::at(Pos::new(start.cell), start.digit),
            strong,
        );
    }
    for (k, &i) in alses.iter().enumerate() {
        let als = &graph.alses[i];
        for d in crate::board::digits_of(als.digits) {
            fig.candidates(
                positions(als.holding[d as usize - 1]),
                d,
                Role::Set(k as u8 + 1),
            );
        }
    }
}

/// Draws the strong link inside the almost locked set of chain node `als`
/// from the digit it is entered with to the group holding `d`, the digit
/// it leaves with (coloured On), and returns that group.
fn als_exit(fig: &mut Figure, graph: &Graph, als: graph::Node, d: u8) -> Node {
    let entry = figure_node(graph, als, als.digit);
    let exit = figure_node(graph, als, d);
    colour(fig, &entry, false);
    colour(fig, &exit, true);
    fig.link(entry, exit.clone(), true);
    exit
}

/// An almost locked set that forces a cell (HoDoKu's ALS nodes leading to
/// a true candidate): locked, it removes every other candidate of the
/// cell. Each of those is drawn as the set's exit to it (a weak link); no
/// single link leads to the forced candidate, which the chain goes on from.
fn draw_forcing_als(
    fig: &mut Figure,
    g: &Grid,
    graph: &Graph,
    als: graph::Node,
    forced: graph::Node,
) {
    let set = &graph.alses[als.als];
    let c = forced.cell;
    let removed = g.cand[c] & set.digits & !digit_mask(forced.digit) & !digit_mask(als.digit);
    for k in crate::board::digits_of(removed) {
        if set.seeing[k as usize - 1] & bit(c) == 0 {
            continue;
        }
        let exit = als_exit(fig, graph, als, k);
        let victim = Node::at(Pos::new(c), k);
        colour(fig, &victim, false);
        fig.link(exit, victim, false);
    }
}

/// The figure's node of graph node `node` read as digit `d`: its cell, its
/// group's cells, or an almost locked set's cells holding `d`.
fn figure_node(graph: &Graph, node: graph::Node, d: u8) -> Node {
    match node.kind {
        Kind::Normal => Node::at(Pos::new(node.cell), d),
        Kind::Group => Node::group(&positions(node.cells).collect::<Vec<_>>(), d),
        Kind::Als => {
            let holding = graph.alses[node.als].holding[d as usize - 1];
            Node::group(&positions(holding).collect::<Vec<_>>(), d)
        }
    }
}

/// The steps of the last completed nice-loop search on this thread.
mod memo {
    use super::super::grid::Grid;
    use super::super::{Step, Strategy};
    use std::cell::RefCell;

    /// A position's search: its candidates, the kind of search, whether
    /// its steps have their reasons, and its steps.
    struct Memo {
        cand: [crate::board::Mask; crate::board::CELLS],
        value: [u8; crate::board::CELLS],
        grouped: bool,
        als: bool,
        texts: bool,
        steps: Vec<Step>,
    }

    thread_local! {
        static LAST: RefCell<Vec<Memo>> = const { RefCell::new(Vec::new()) };
    }

    /// The steps of `strategy` found on `g` by a completed search of this
    /// kind, if any, with their reasons when `texts` (only those are copied:
    /// the solver asks for each kind in turn).
    pub(super) fn recall(
        g: &Grid,
        grouped: bool,
        als: bool,
        texts: bool,
        strategy: Strategy,
    ) -> Option<Vec<Step>> {
        LAST.with(|last| {
            last.borrow()
                .iter()
                .find(|m| {
                    m.grouped == grouped
                        && m.als == als
                        && (m.texts || !texts)
                        && m.cand == g.cand
                        && m.value == g.value
                })
                .map(|m| {
                    m.steps
                        .iter()
                        .filter(|s| s.strategy == strategy)
                        .cloned()
                        .collect()
                })
        })
    }

    /// Forgets every search (for timing).
    #[cfg(test)]
    pub(super) fn clear() {
        LAST.with(|last| last.borrow_mut().clear());
    }

    /// Keeps the steps of a completed search (one per kind of search).
    pub(super) fn keep(g: &Grid, grouped: bool, als: bool, texts: bool, steps: Vec<Step>) {
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            last.retain(|m| m.grouped != grouped || m.als != als);
            last.push(Memo {
                cand: g.cand,
                value: g.value,
                grouped,
                als,
                texts,
                steps,
            });
        });
    }
}

/// A chain in Eureka-like notation: each node as `(digit)cells`, a strong
/// link (into a true node) as `=`, a weak one as `-`.
fn notation(graph: &Graph, chain: &[usize]) -> String {
    let mut text = String::new();
    for (k, &id) in chain.iter().enumerate() {
        let node = graph.node(id);
        if k > 0 {
            text.push_str(if node.on { " = " } else { " - " });
        }
        let place = match node.kind {
            Kind::Normal => cell_name(node.cell),
            Kind::Group => cells(node.cells)
                .map(cell_name)
                .collect::<Vec<_>>()
                .join("|"),
            Kind::Als => format!(
                "ALS[{}]",
                cells(node.cells)
                    .map(cell_name)
                    .collect::<Vec<_>>()
                    .join(",")
            ),
        };
        text.push_str(&format!("({}){place}", node.digit));
    }
    text
}

/// The set of a chain's cells.
fn path_set(path: &[usize]) -> Set {
    path.iter().fold(0, |s, &c| s | bit(c))
}

/// A check of a step's figure against the position it was found on, for
/// the unit tests of the finders drawing chains (this family and the
/// single-digit, wing, colouring and ALS ones): what the figure marks is
/// there, its links are real and in chain order.
#[cfg(test)]
pub(super) mod figure_check {
    use super::super::grid::{bit, cells, Grid, Set, HOUSES, HOUSE_SETS, PEERS};
    use super::super::Step;
    use crate::board::House;
    use crate::outcome::{Figure, Link, Node, Role};

    /// The cells of a node as a set.
    fn set_of(node: &Node) -> Set {
        node.cells().iter().fold(0, |s, &c| s | bit(c.index()))
    }

    /// True when every cell of `node` holds its digit.
    fn there(g: &Grid, node: &Node) -> bool {
        node.cells()
            .iter()
            .all(|&c| g.value[c] == 0 && g.has(c.index(), node.digit))
    }

    /// True when `a` and `b` (one digit) are all the places of it in a house.
    fn conjugate(g: &Grid, a: &Node, b: &Node) -> bool {
        let (sa, sb) = (set_of(a), set_of(b));
        sa & sb == 0 && (0..27).any(|h| g.house_cells_with(h, a.digit) == sa | sb)
    }

    /// True when `a` and `b`, different digits, are the places of their
    /// digits in an almost locked set (a strong link inside it).
    fn in_als(g: &Grid, a: &Node, b: &Node) -> bool {
        let union = set_of(a) | set_of(b);
        (0..27).filter(|&h| union & !HOUSE_SETS[h] == 0).any(|h| {
            let open: Vec<usize> = HOUSES[h]
                .iter()
                .copied()
                .filter(|&c| g.cand[c] != 0 && union & bit(c) == 0)
                .collect();
            (0..1u32 << open.len()).any(|pick| {
                let als = (0..open.len())
                    .filter(|&k| pick & (1 << k) != 0)
                    .fold(union, |s, k| s | bit(open[k]));
                let digits = cells(als).fold(0, |m, c| m | g.cand[c]);
                digits.count_ones() == als.count_ones() + 1
                    && [a, b]
                        .iter()
                        .all(|n| als & g.cells_with(n.digit) == set_of(n))
            })
        })
    }

    /// Why `link` is not a real link on `g`, if it is not.
    fn link_fault(g: &Grid, link: &Link, als_allowed: bool) -> Option<String> {
        let (a, b) = (&link.from, &link.to);
        if !there(g, a) || !there(g, b) {
            return Some("a node is not on the grid".into());
        }
        let one_cell = a.group.is_empty() && b.group.is_empty() && a.cell == b.cell;
        let real = if a.digit == b.digit {
            let sees = set_of(a) & set_of(b) == 0
                && a.cells().iter().all(|&c| PEERS[c] & set_of(b) == set_of(b));
            if link.strong {
                conjugate(g, a, b)
            } else {
                sees
            }
        } else if link.strong {
            (one_cell && g.cand[a.cell].count_ones() == 2) || (als_allowed && in_als(g, a, b))
        } else {
            one_cell
        };
        (!real).then(|| "not a real link".into())
    }

    /// What is wrong with the figure of `step` found on `g` (empty when
    /// nothing): marks off the grid, unreal links, links out of order (a
    /// link must start where an earlier one started or ended, or at a node
    /// no link leads to: the start of another chain of the figure).
    pub fn faults(g: &Grid, step: &Step) -> Vec<String> {
        let fig: &Figure = &step.figure;
        let mut out = Vec::new();
        for m in &fig.candidates {
            if g.value[m.cell] != 0 || !g.has(m.cell.index(), m.digit) {
                out.push(format!(
                    "mark {}{} not a candidate",
                    m.digit,
                    m.cell.index()
                ));
            }
        }
        for h in &fig.houses {
            if !House::all().any(|house| house.cells().eq(h.cells.iter().copied())) {
                out.push(format!("house {:?} is not one", h.cells));
            }
        }
        let als_allowed = step.strategy.code().starts_with("09") || step.notation.contains("ALS[");
        let mut reached: Vec<&Node> = Vec::new();
        for (k, link) in fig.links.iter().enumerate() {
            if let Some(why) = link_fault(g, link, als_allowed) {
                out.push(format!("link {k} {:?}: {why}", link));
            }
            let starts_chain = !fig.links.iter().any(|l| l.to == link.from);
            if k > 0 && !reached.contains(&&link.from) && !starts_chain {
                out.push(format!("link {k} starts at a node reached only later"));
            }
            reached.push(&link.from);
            reached.push(&link.to);
        }
        let marked = fig.candidates.iter().any(|m| {
            !matches!(
                m.role,
                Role::Eliminated | Role::Placed | Role::Focus | Role::Pattern
            )
        });
        if !marked || fig.links.is_empty() {
            out.push("no pattern or no links".into());
        }
        out
    }

    /// Panics with the faults of the figure of `step`, if any.
    pub fn assert_sound(g: &Grid, step: &Step) {
        let faults = faults(g, step);
        assert!(
            faults.is_empty(),
            "{}: {faults:?}\n{:?}",
            step.text,
            step.figure
        );
    }

    /// The chains and loops of a step's figure read as one: true when every
    /// link starts where an earlier one ended (or at the first link's start).
    pub fn one_chain(fig: &Figure) -> bool {
        let mut reached: Vec<&Node> = fig.links.iter().take(1).map(|l| &l.from).collect();
        fig.links.iter().all(|l| {
            let ok = reached.contains(&&l.from);
            reached.push(&l.to);
            ok
        })
    }

    /// The strengths of the links, as a chain's notation writes them: `=`
    /// strong, `-` weak.
    pub fn marks(fig: &Figure) -> String {
        fig.links
            .iter()
            .map(|l| if l.strong { '=' } else { '-' })
            .collect()
    }

    /// Every figure of this family's strategies over HoDoKu's regression
    /// library is sound (run with `--ignored`; it reads the shared data).
    #[test]
    #[ignore]
    fn reglib_figures_are_sound() {
        use super::super::{find_all_with, Options, Strategy};
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/data/sudoku/hodoku-reglib-1.4.txt"
        );
        let Ok(text) = std::fs::read_to_string(path) else {
            return;
        };
        let mine = [
            "0400", "0401", "0402", "0403", "0404", "0405", "0500", "0501", "0502", "0503", "0701",
            "0702", "0703", "0706", "0707", "0708", "0709", "0710", "0711", "0800", "0801", "0803",
            "0901", "0902", "0903", "0904",
        ];
        let (mut steps, mut bad, mut split) = (0, Vec::new(), Vec::new());
        for line in text.lines().filter(|l| l.starts_with(':')) {
            let technique = line.split(':').nth(1).unwrap_or("");
            let (code, variant) = technique.split_once('-').unwrap_or((technique, ""));
            let only = std::env::var("FIGURE_CODES").unwrap_or_default();
            if !mine.contains(&code) || !(only.is_empty() || only.split(',').any(|c| c == code)) {
                continue;
            }
            let decoded = crate::codec::decode(line).expect(line);
            let g = Grid::from_board(&decoded.board);
            let options = Options {
                two_candidate_empty_rectangles: (code == "0402" && variant == "1")
                    || code == "0405",
                overlapping_als: matches!(code, "0902" | "0903" | "0904") && variant == "2",
                als_in_chains: (code == "0709" && variant == "2")
                    || (matches!(code, "0710" | "0711") && matches!(variant, "3" | "4")),
            };
            let strategy = Strategy::with_code(code).expect(code);
            for step in find_all_with(&g, strategy, options) {
                steps += 1;
                if !one_chain(&step.figure) {
                    split.push(code);
                }
                let faults = faults(&g, &step);
                if !faults.is_empty() {
                    bad.push(format!("{code} {line}\n  {}\n  {faults:?}", step.text));
                }
            }
        }
        println!(
            "{steps} steps, {} unsound, {} of several chains",
            bad.len(),
            split.len()
        );
        for code in mine {
            let n = bad.iter().filter(|b| b.starts_with(code)).count();
            let several = split.iter().filter(|&&c| c == code).count();
            if n + several > 0 {
                println!("{code}: {n} unsound, {several} of several chains");
            }
        }
        for b in bad.iter().take(20) {
            println!("{b}");
        }
        assert!(bad.is_empty());
    }
}

#[cfg(test)]
mod timing {
    use super::super::{find_first, next_step, Grid, Strategy};
    use std::time::{Duration, Instant};

    /// Times the finders along the solver's path through top1465 puzzles,
    /// calling them in table order at each position as the solver does
    /// (best of five runs): `CHAIN_PUZZLES=20 cargo test --release --lib
    /// chains::timing -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn finder_times() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/data/sudoku/top1465.txt"
        );
        let Ok(text) = std::fs::read_to_string(path) else {
            return;
        };
        let n = std::env::var("CHAIN_PUZZLES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(20);
        let strategies = [
            Strategy::RemotePair,
            Strategy::XChain,
            Strategy::XyChain,
            Strategy::ContinuousNiceLoop,
            Strategy::DiscontinuousNiceLoop,
            Strategy::Aic,
            Strategy::GroupedContinuousNiceLoop,
            Strategy::GroupedDiscontinuousNiceLoop,
            Strategy::GroupedAic,
        ];
        let mut total = [Duration::ZERO; 9];
        let mut worst = [Duration::ZERO; 9];
        let mut positions = 0;
        let (mut sequence, mut sequence_worst) = (Duration::ZERO, Duration::ZERO);
        for line in text.lines().filter(|l| l.len() >= 81).take(n) {
            let digits: [u8; 81] = std::array::from_fn(|i| match line.as_bytes()[i] {
                b @ b'1'..=b'9' => b - b'0',
                _ => 0,
            });
            let mut g = Grid::from_digits(&digits);
            while !g.is_solved() {
                positions += 1;
                let mut best = [Duration::MAX; 9];
                for _ in 0..5 {
                    super::memo::clear();
                    for (k, &s) in strategies.iter().enumerate() {
                        let t = Instant::now();
                        let _ = find_first(&g, s);
                        best[k] = best[k].min(t.elapsed());
                    }
                }
                let mut seq_best = Duration::MAX;
                for _ in 0..5 {
                    super::memo::clear();
                    let t = Instant::now();
                    for &s in &strategies[3..] {
                        if find_first(&g, s).is_some() {
                            break;
                        }
                    }
                    seq_best = seq_best.min(t.elapsed());
                }
                sequence += seq_best;
                sequence_worst = sequence_worst.max(seq_best);
                for k in 0..9 {
                    total[k] += best[k];
                    worst[k] = worst[k].max(best[k]);
                }
                let Some(step) = next_step(&g, true) else {
                    break;
                };
                step.apply(&mut g);
            }
        }
        for (k, s) in strategies.iter().enumerate() {
            println!(
                "{:<32} mean {:>7.1} us  worst {:>7.1} us",
                s.name(),
                total[k].as_secs_f64() * 1e6 / positions as f64,
                worst[k].as_secs_f64() * 1e6
            );
        }
        println!(
            "nice loops and AICs in solver order, to the first step: mean {:.1} us, worst {:.1} us",
            sequence.as_secs_f64() * 1e6 / positions as f64,
            sequence_worst.as_secs_f64() * 1e6
        );
        println!("{positions} positions");
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::grid;
    use super::super::{find_all, find_all_with, Grid, Options, Step, Strategy};
    use super::figure_check::{assert_sound, marks, one_chain};
    use crate::board::Pos;
    use crate::outcome::{Link, Node, Role};

    /// A step's notation with its effect, as its sentence read before the
    /// plain words: "X-Chain on 1: r8c7 = r8c2 - ...: remove 1 from r4c7".
    fn notated(s: &Step) -> String {
        format!("{}: {}", s.notation, s.effect())
    }

    /// The one step among `steps` with `digits`.
    fn with_digits<'a>(steps: &'a [Step], digits: &str) -> &'a Step {
        let mut found = steps.iter().filter(|s| s.digits_text() == digits);
        let step = found.next().expect("a step with these digits");
        assert!(found.next().is_none(), "one step with digits {digits}");
        step
    }

    /// The link marks of a step's chain as its text writes them (`=`
    /// strong, `-` weak, an XY-Chain's `(3=1)` a strong link in the cell),
    /// in order.
    fn text_marks(text: &str) -> String {
        let chain = text.split(": ").nth(1).expect("a chain");
        chain
            .split_whitespace()
            .filter_map(|t| match t {
                "-" => Some('-'),
                t if t.contains('=') => Some('='),
                _ => None,
            })
            .collect()
    }

    /// The figure of `step` is sound on `g`, one chain, and its links are
    /// the text's marks, in order.
    fn drawn_as_written(g: &Grid, step: &Step) {
        assert_sound(g, step);
        assert!(one_chain(&step.figure), "{:?}", step.figure.links);
        assert_eq!(
            marks(&step.figure),
            text_marks(&step.notation),
            "{}",
            step.text
        );
    }

    /// The link from (`d`)`a` to (`d`)`b`.
    fn link(a: usize, b: usize, d: u8, strong: bool) -> Link {
        Link {
            from: Node::at(Pos::new(a), d),
            to: Node::at(Pos::new(b), d),
            strong,
        }
    }

    /// The role of candidate `d` of cell `c` in the step's figure.
    fn role(step: &Step, c: usize, d: u8) -> Option<Role> {
        let mut marks = step.figure.candidates.iter();
        marks
            .find(|m| m.cell == Pos::new(c) && m.digit == d)
            .map(|m| m.role)
    }

    // Positions met on the solver's path through top1465 puzzles.
    const TOP_A: &str = ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........:::";
    const TOP_A_927: &str = ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7......:678 878 679 879 682 492 692::";
    const TOP_A_AIC: &str = ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....:112 212 513 122 222 523 232 533 142 242 678 878 679 879 682 689 889 692 894 696 896 397 597 398 598 399 599::";
    const TOP_A_DNL: &str = ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....:112 212 513 913 122 222 523 923 232 533 933 142 242 678 878 679 879 682 689 889 692 894 696 896 397 597 398 598 399 599::";
    const TOP_A_X: &str = ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....:112 212 513 913 122 222 523 923 232 533 933 142 242 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599::";
    const TOP_B: &str = ":0000:x:3.7.4...........918.+9+5.....4.....7.....16.......25.....+7....38..9....5...2.6.....:512 521 621 225 226 726 227 335 735 336 736 238 438 638 239 439 639 142 342 842 343 843 348 349 849 949 551 552 353 853 356 856 956 457 161 661 162 662 363 863 366 866 966 467 173 573 673 476 183 683 486 786 193 593 496 796 497::";
    const TOP_C: &str = ":0000:x:7+45.+9+6+1+32.+2.4+31...3+6+1.+2.+8+4+9.1.6+8.4..2.+4.5+9.+6...+6....9.+6+5+237+8.+1..8....6...9.....8.:343 743 754 359 759 489 499::";
    const TOP_D: &str = ":0000:x:5+8+27+4.6.+9+9.38..+5..+1.+4+9+5.2.+862+14+7+9+8..+3+4+8+5..+7917+9+5+3+1+8+4..+2...35+98.4+3+9.+8+71..+8...9+4+3..:::";
    const TOP_E: &str = ":0000:x:7.8...3.....2.1...5.........4.....263...8.......1...9+3.9.6....4....7.5...........:827 334 434 934 336 436 636 936 737 837 738 838 739 839 552 553 554 556 877 897::";

    #[test]
    fn remote_pair_removes_both_digits() {
        let steps = find_all(&grid(TOP_C), Strategy::RemotePair);
        let s = with_digits(&steps, "14");
        assert_eq!(s.eliminations, vec![(Pos::new(76), 1), (Pos::new(76), 4)]);
        assert_eq!(
            notated(s),
            "Remote Pair 1/4: r6c5 - r8c5 - r8c1 - r9c1: remove 1 from r9c5 and 4 from r9c5"
        );
        // Drawn as the XY-Chain (1=4) r6c5 - (4=1) r8c5 - (1=4) r8c1 - (4=1) r9c1.
        assert_sound(&grid(TOP_C), s);
        assert_eq!(marks(&s.figure), "=-=-=-=");
        let path = [49, 67, 63, 72];
        for (k, l) in s.figure.links.iter().enumerate() {
            assert_eq!(l.from.cell, Pos::new(path[k / 2]));
            assert_eq!(l.to.cell, Pos::new(path[k.div_ceil(2)]));
        }
        assert_eq!(s.figure.links[0].from.digit, 1);
        assert_eq!(role(s, 49, 1), Some(Role::Off));
        assert_eq!(role(s, 49, 4), Some(Role::On));
        assert_eq!(role(s, 67, 4), Some(Role::Off));
        assert_eq!(role(s, 72, 1), Some(Role::On));
    }

    #[test]
    fn x_chain_removes_from_cells_seeing_both_ends() {
        let steps = find_all(&grid(TOP_A_X), Strategy::XChain);
        let s = with_digits(&steps, "1");
        assert_eq!(s.eliminations, vec![(Pos::new(33), 1), (Pos::new(51), 1)]);
        assert_eq!(
            notated(s),
            "X-Chain on 1: r8c7 = r8c2 - r9c2 = r9c7: remove 1 from r4c7 and r6c7"
        );
        drawn_as_written(&grid(TOP_A_X), s);
        assert_eq!(
            s.figure.links,
            [
                link(69, 64, 1, true),
                link(64, 73, 1, false),
                link(73, 78, 1, true)
            ]
        );
        let roles: Vec<_> = [69, 64, 73, 78].iter().map(|&c| role(s, c, 1)).collect();
        assert_eq!(roles, [Role::Off, Role::On, Role::Off, Role::On].map(Some));
    }

    #[test]
    fn xy_chain_of_five_cells() {
        let steps = find_all(&grid(TOP_D), Strategy::XyChain);
        let s = with_digits(&steps, "3");
        assert_eq!(s.eliminations, vec![(Pos::new(34), 3)]);
        assert_eq!(
            notated(s),
            "XY-Chain on 3: r1c8 (3=1) - r1c6 (1=3) - r3c6 (3=6) - r3c2 (6=7) - r3c8 (7=3): remove 3 from r4c8"
        );
        drawn_as_written(&grid(TOP_D), s);
        let inside = Link {
            from: Node::at(Pos::new(7), 3),
            to: Node::at(Pos::new(7), 1),
            strong: true,
        };
        assert_eq!(s.figure.links[0], inside);
        assert_eq!(s.figure.links[1], link(7, 5, 1, false));
        assert_eq!(role(s, 7, 3), Some(Role::Off));
        assert_eq!(role(s, 25, 3), Some(Role::On));
    }

    #[test]
    fn continuous_nice_loop_clears_the_loop_cells() {
        let steps = find_all(&grid(TOP_A_927), Strategy::ContinuousNiceLoop);
        let s = with_digits(&steps, "1246");
        assert_eq!(
            s.eliminations,
            vec![
                (Pos::new(38), 1),
                (Pos::new(38), 2),
                (Pos::new(38), 4),
                (Pos::new(47), 1),
                (Pos::new(47), 4),
                (Pos::new(47), 6)
            ]
        );
        assert_eq!(
            notated(s),
            "Continuous Nice Loop: (5)r5c3 = (5)r6c3 - (9)r6c3 = (9)r5c3: \
             remove 1 from r5c3 and r6c3, 2 from r5c3, 4 from r5c3 and r6c3 and 6 from r6c3"
        );
        // The loop is closed by the weak link (9)r5c3 - (5)r5c3.
        let g = grid(TOP_A_927);
        assert_sound(&g, s);
        assert_eq!(marks(&s.figure), text_marks(&s.notation) + "-");
        let last = s.figure.links.last().expect("links");
        assert_eq!(
            (last.from.clone(), last.to.clone()),
            (Node::at(Pos::new(38), 9), Node::at(Pos::new(38), 5))
        );
        assert_eq!(role(s, 38, 5), Some(Role::Off));
        assert_eq!(role(s, 47, 5), Some(Role::On));
    }

    #[test]
    fn discontinuous_nice_loop_removes_the_start_candidate() {
        let steps = find_all(&grid(TOP_A_DNL), Strategy::DiscontinuousNiceLoop);
        let s = steps
            .iter()
            .find(|s| s.eliminations == [(Pos::new(33), 1)])
            .expect("a loop on r4c7");
        assert_eq!(
            notated(s),
            "Discontinuous Nice Loop: (1)r4c7 - (1)r8c7 = (1)r8c2 - (2)r8c2 = (2)r9c2 - \
             (2)r9c7 = (1)r9c7 - (1)r4c7: remove 1 from r4c7"
        );
        drawn_as_written(&grid(TOP_A_DNL), s);
        let links = &s.figure.links;
        assert_eq!(links[0].from, links[links.len() - 1].to);
        assert_eq!(links[3], link(64, 73, 2, true));
    }

    #[test]
    fn aic_with_equal_and_different_end_digits() {
        let steps = find_all(&grid(TOP_A_AIC), Strategy::Aic);
        let same = with_digits(&steps, "1");
        assert_eq!(
            same.eliminations,
            vec![(Pos::new(33), 1), (Pos::new(51), 1), (Pos::new(79), 1)]
        );
        assert_eq!(
            notated(same),
            "AIC: (1)r8c7 = (1)r8c2 - (2)r8c2 = (2)r9c2 - (2)r9c7 = (1)r9c7: \
             remove 1 from r4c7, r6c7 and r9c8"
        );
        assert_eq!(
            with_digits(&steps, "2").eliminations,
            vec![(Pos::new(79), 2), (Pos::new(80), 2)]
        );
        let g = grid(TOP_A_AIC);
        for s in &steps {
            drawn_as_written(&g, s);
        }
        assert_eq!(role(same, 69, 1), Some(Role::Off));
        assert_eq!(role(same, 78, 1), Some(Role::On));
    }

    #[test]
    fn grouped_continuous_nice_loop_through_a_group() {
        let steps = find_all(&grid(TOP_B), Strategy::GroupedContinuousNiceLoop);
        let s = with_digits(&steps, "24");
        assert_eq!(s.eliminations, vec![(Pos::new(11), 2), (Pos::new(11), 4)]);
        assert_eq!(
            notated(s),
            "Grouped Continuous Nice Loop: (5)r2c3 = (5)r2c2 - (5)r4c2 = (6)r4c2 - \
             (6)r1c2|r2c2|r3c2 = (6)r2c3: remove 2 from r2c3 and 4 from r2c3"
        );
        assert_sound(&grid(TOP_B), s);
        assert_eq!(marks(&s.figure), text_marks(&s.notation) + "-");
        let group = Node::group(&[1, 10, 19].map(Pos::new), 6);
        assert_eq!(s.figure.links[3].to, group);
        assert_eq!(s.figure.links[4].from, group);
        assert!([1, 10, 19]
            .iter()
            .all(|&c| role(s, c, 6) == Some(Role::Off)));
    }

    #[test]
    fn grouped_discontinuous_nice_loop_through_groups() {
        let steps = find_all(&grid(TOP_A), Strategy::GroupedDiscontinuousNiceLoop);
        let s = with_digits(&steps, "8");
        assert_eq!(s.eliminations, vec![(Pos::new(74), 8)]);
        assert_eq!(
            notated(s),
            "Grouped Discontinuous Nice Loop: (7)r9c3 = (7)r1c3|r2c3|r3c3 - (7)r2c1 = (7)r3c1 - \
             (8)r3c1 = (8)r7c1 - (8)r9c3: remove 8 from r9c3"
        );
        // Closed by the weak link (8)r9c3 - (7)r9c3: r9c3 cannot be 8.
        assert_sound(&grid(TOP_A), s);
        assert_eq!(marks(&s.figure), text_marks(&s.notation) + "-");
        assert_eq!(
            s.figure.links[0].to,
            Node::group(&[2, 11, 20].map(Pos::new), 7)
        );
    }

    #[test]
    fn grouped_aic_through_a_group() {
        let steps = find_all(&grid(TOP_A), Strategy::GroupedAic);
        let s = with_digits(&steps, "7");
        assert_eq!(
            s.eliminations,
            vec![(Pos::new(2), 7), (Pos::new(11), 7), (Pos::new(20), 7)]
        );
        assert_eq!(
            notated(s),
            "Grouped AIC: (7)r2c1 = (7)r3c1 - (7)r1c3|r2c3|r3c3 = (7)r9c3: \
             remove 7 from r1c3, r2c3 and r3c3"
        );
        drawn_as_written(&grid(TOP_A), s);
    }

    #[test]
    fn almost_locked_sets_as_nodes_only_when_allowed() {
        let g = grid(TOP_E);
        let strategy = Strategy::GroupedDiscontinuousNiceLoop;
        let options = Options {
            als_in_chains: true,
            ..Options::default()
        };
        let steps = find_all_with(&g, strategy, options);
        let s = steps
            .iter()
            .find(|s| s.notation.contains("ALS["))
            .expect("a loop through ALS nodes");
        assert_eq!(s.eliminations, vec![(Pos::new(41), 7)]);
        assert_eq!(
            notated(s),
            "Grouped Discontinuous Nice Loop: (7)r5c6 - (7)ALS[r4c4,r4c5,r4c6] - \
             (9)ALS[r5c4,r5c7,r5c8,r5c9] - (7)r5c6: remove 7 from r5c6"
        );
        // Each set is entered weakly and left by a strong link inside it:
        // (7)r5c6 - (7)A = (9)A - (9)B = (7)B - (7)r5c6.
        assert_sound(&g, s);
        assert!(one_chain(&s.figure));
        assert_eq!(marks(&s.figure), "-=-=-");
        let inside = &s.figure.links[1];
        assert_eq!(inside.from.digit, 7);
        assert_eq!(inside.to.digit, 9);
        let a_cells = inside.from.cells().into_iter().chain(inside.to.cells());
        assert!(a_cells.into_iter().all(|c| (30..33).contains(&c.index())));
        assert_eq!(s.figure.links[4].to, Node::at(Pos::new(41), 7));
        let sets: Vec<Role> = s.figure.candidates.iter().map(|m| m.role).collect();
        assert!(sets.contains(&Role::Set(1)) && sets.contains(&Role::Set(2)));
        assert!(find_all(&g, strategy)
            .iter()
            .all(|s| !s.notation.contains("ALS[")));
    }

    /// HoDoKu's regression library (hodoku-reglib-1.4.txt): its first
    /// XY-Chain, AIC, discontinuous nice loop and grouped continuous nice
    /// loop with an almost locked set, each a position and what it removes.
    const LIB_XY_CHAIN: &str = ":0702:7:76+2+8+1+3+59+4...+7+6+9+1+2+8.+9.42536+7.+765+9+82.+39..1+32......+67+4+8.9..+7+9+5643+1.49+38+1..2.1.+2+47+9+8.::758 787::19";
    const LIB_AIC: &str = ":0708-1:5:+2......69+98..2.13+7+71.....+24..+9....+5..4...9.7.+5671+329+4+8+6.1....8+33......+9+6+4+9867+32+15::513 523 533 572 582::9";
    const LIB_DISCONTINUOUS: &str = ":0707-1:2348:.+4..6.1.+2.275..+4+96.....43.84+1...798+5....5.2.1......+6.+7..4....+1+3.619...24.3...1.+6+9::264 364 464 864::7";
    const LIB_ALS_LOOP: &str = ":0709-2:236:.4..892...652+4...+9..9.+1...44..9.5...95.+4...17...1.8+4+956.+4...9...+9...174...789+4.3.:331 242 342 243 245 345 574 775 584 689:291 314 649::9";

    #[test]
    fn xy_chain_in_plain_words() {
        let s = super::super::find_first(&grid(LIB_XY_CHAIN), Strategy::XyChain).expect("a step");
        assert_eq!(
            s.text,
            "XY-Chain: r5c2, r7c2, r7c1, r3c1, r4c1, r4c8 and r6c8 each hold only two digits. \
             If r5c2 is not 5, it is 8, so r7c2 is not 8, so it is 2, so r7c1 is not 2, so it is 8, \
             so r3c1 is not 8, so it is 1, so r4c1 is not 1, so it is 4, so r4c8 is not 4, so it is \
             1, so r6c8 is not 1, so it is 5. Either r5c2 or r6c8 is 5, so a cell that sees both \
             cannot be 5: remove 5 from r5c8, r5c9, r6c1, r6c2 and r6c3"
        );
        assert_eq!(
            s.notation,
            "XY-Chain on 5: r5c2 (5=8) - r7c2 (8=2) - r7c1 (2=8) - r3c1 (8=1) - r4c1 (1=4) - \
             r4c8 (4=1) - r6c8 (1=5)"
        );
    }

    #[test]
    fn aic_in_plain_words() {
        let s = super::super::find_first(&grid(LIB_AIC), Strategy::Aic).expect("a step");
        assert_eq!(
            s.text,
            "AIC: If r1c2 is not 5, it is 3, so r1c4 is not 3, so r3c4 is 3, so it is not 9, \
             so r7c4 is 9, so it is not 2, so r7c2 is 2, so r8c3 is not 2, so it is 5. Either \
             r1c2 or r8c3 is 5, so a cell that sees both cannot be 5: \
             remove 5 from r1c3, r2c3, r3c3, r7c2 and r8c2"
        );
        assert_eq!(
            s.notation,
            "AIC: (5)r1c2 = (3)r1c2 - (3)r1c4 = (3)r3c4 - (9)r3c4 = (9)r7c4 - (2)r7c4 = \
             (2)r7c2 - (2)r8c3 = (5)r8c3"
        );
    }

    #[test]
    fn discontinuous_nice_loop_in_plain_words() {
        let s = super::super::find_first(&grid(LIB_DISCONTINUOUS), Strategy::DiscontinuousNiceLoop)
            .expect("a step");
        assert_eq!(
            s.text,
            "Discontinuous Nice Loop: If r2c1 is not 1, then r3c1 is 1, so it is not 6, so r5c1 \
             is 6, so r5c6 is not 6, so r7c6 is 6, so it is not 2, so r6c6 is 2, so r4c5 is not 2, \
             so it is 3, so r8c5 is not 3, so r8c6 is 3, so r2c6 is not 3, so it is 8, so r2c1 is \
             not 8. And if r2c1 is 1, it is not 8 either. So r2c1 cannot be 8: remove 8 from r2c1"
        );
        assert!(s
            .notation
            .starts_with("Discontinuous Nice Loop: (1)r2c1 = (1)r3c1 - "));
    }

    #[test]
    fn almost_locked_set_node_in_plain_words() {
        let g = grid(LIB_ALS_LOOP);
        let options = Options::for_library("0709", Some("2"));
        let steps = find_all_with(&g, Strategy::GroupedContinuousNiceLoop, options);
        let s = steps
            .iter()
            .find(|s| s.notation.contains("ALS["))
            .expect("a loop through a set");
        // The set defined in words where the chain first meets it.
        assert!(
            s.text.contains("(which hold only ") && s.text.contains(": one digit more than cells)"),
            "{}",
            s.text
        );
        assert!(
            !s.text.contains("ALS[") && !s.text.contains(" = "),
            "{}",
            s.text
        );
    }
}
