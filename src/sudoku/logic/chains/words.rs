//! Chains in plain words, for a reader who knows only the rules: each
//! link one clause ("if r1c2 is not 5, it is 3, so r1c4 is not 3, ..."),
//! then why the chain's ends force what the step does. Everything is read
//! from the chain found (its nodes, groups and almost locked sets); the
//! notation of solvers goes to the step's `notation`.

use super::super::grid::{cell_list, cells, digit_list, join_or, Set};
use super::graph::{Graph, Kind, Node};
use super::tabling::{ChainKind, Found};
use crate::board::cell_name;

/// "r1c2 is 5", "r1c2 is not 5", or with `it` for the cell just named.
pub(super) fn cell_state(cell: usize, d: u8, on: bool, it: bool) -> String {
    let who = if it {
        "it".to_string()
    } else {
        cell_name(cell)
    };
    if on {
        format!("{who} is {d}")
    } else {
        format!("{who} is not {d}")
    }
}

/// Clauses joined into a walk: "If a, then b, so c, so d" (after "If",
/// the second clause follows "then" unless it starts with "it"); any
/// other `intro` ("Suppose r1c2 were 5: then") is followed by "so" alone.
fn join_walk(intro: &str, clauses: &[String]) -> String {
    let mut out = String::new();
    for (k, clause) in clauses.iter().enumerate() {
        match k {
            0 => out.push_str(&format!("{intro} {clause}")),
            1 if intro == "If" && clause.starts_with("it ") => out.push_str(&format!(", {clause}")),
            1 if intro == "If" => out.push_str(&format!(", then {clause}")),
            _ => out.push_str(&format!(", so {clause}")),
        }
    }
    out
}

/// The walk along candidates `(cell, digit, true or false)` in turn:
/// "If r5c2 is not 5, it is 8, so r7c2 is not 8, so it is 2, ...".
pub(super) fn walk_cells(nodes: &[(usize, u8, bool)]) -> String {
    let clauses: Vec<String> = nodes
        .iter()
        .enumerate()
        .map(|(k, &(c, d, on))| cell_state(c, d, on, k > 0 && nodes[k - 1].0 == c))
        .collect();
    join_walk("If", &clauses)
}

/// The cells of a group as alternatives or negated together: "5 is in
/// r7c5 or r8c5", "neither r7c5 nor r8c5 is 5", "none of r8c4, r8c5 and
/// r8c6 is 6".
fn group_state(set: Set, d: u8, on: bool) -> String {
    let names: Vec<String> = cells(set).map(cell_name).collect();
    if on {
        return format!("{d} is in {}", join_or(&names));
    }
    match names.as_slice() {
        [a, b] => format!("neither {a} nor {b} is {d}"),
        _ => format!("none of {} is {d}", cell_list(set)),
    }
}

/// The clauses of a nice loop or AIC's nodes, one per node: candidates
/// and groups by their truth, an almost locked set defined in words the
/// first time it is named; a node after a set says why the set rules it.
fn clauses(graph: &Graph, nodes: &[Node]) -> Vec<String> {
    let mut defined: Vec<usize> = Vec::new();
    let mut out = Vec::with_capacity(nodes.len());
    for (k, node) in nodes.iter().enumerate() {
        let prev = k.checked_sub(1).map(|j| nodes[j]);
        let d = node.digit;
        let mut clause = match node.kind {
            Kind::Normal => {
                let it = prev.is_some_and(|p| p.kind == Kind::Normal && p.cell == node.cell);
                cell_state(node.cell, d, node.on, it)
            }
            Kind::Group => group_state(node.cells, d, node.on),
            Kind::Als => {
                let als = &graph.alses[node.als];
                let names = cell_list(als.cells);
                if defined.contains(&node.als) {
                    format!("the cells {names} cannot hold {d}, so their other digits fill them")
                } else {
                    defined.push(node.als);
                    format!(
                        "the cells {names} (which hold only {}: one digit more than cells) \
                         cannot hold {d}, so their other digits fill them",
                        digit_list(als.digits)
                    )
                }
            }
        };
        if let Some(p) = prev.filter(|p| p.kind == Kind::Als) {
            if node.on {
                clause.push_str(" (the digits of those cells rule out its other candidates)");
            } else {
                let holding = graph.alses[p.als].holding[d as usize - 1];
                clause.push_str(&format!(" (it sees the {d} of {})", cell_list(holding)));
            }
        }
        out.push(clause);
    }
    out
}

/// Where a node holds its digit, for "one of ... is 5": a cell, or the
/// cells of a group or of a set holding the digit.
fn place(graph: &Graph, node: &Node) -> String {
    let set = match node.kind {
        Kind::Normal => return cell_name(node.cell),
        Kind::Group => node.cells,
        Kind::Als => graph.alses[node.als].holding[node.digit as usize - 1],
    };
    if set.count_ones() == 1 {
        cell_list(set)
    } else {
        format!("one of {}", cell_list(set))
    }
}

/// A nice loop or AIC in words (see the module's documentation), after
/// the strategy's name.
pub(super) fn tabled_text(graph: &Graph, found: &Found, name: &str) -> String {
    let nodes: Vec<Node> = found.chain.iter().map(|&id| graph.node(id)).collect();
    let said = clauses(graph, &nodes);
    let (start, end) = (nodes[0], nodes[nodes.len() - 1]);
    let (a, b) = (start.digit, end.digit);
    let s = cell_name(start.cell);
    let e = cell_name(end.cell);
    let body = match found.kind {
        ChainKind::Aic => {
            let walk = join_walk("If", &said);
            if a == b {
                format!("{walk}. Either {s} or {e} is {a}, so a cell that sees both cannot be {a}")
            } else {
                format!(
                    "{walk}. So {s} is {a} or {e} is {b}. The two cells see each other: \
                     {s} cannot be {b} and {e} cannot be {a}, for then neither would hold"
                )
            }
        }
        ChainKind::Discontinuous => discontinuous(&said, start, end),
        ChainKind::Continuous => continuous(graph, &nodes, &said),
    };
    format!("{name}: {body}")
}

/// A discontinuous loop: the premise in the start cell, followed round,
/// comes back to that cell and decides it.
fn discontinuous(said: &[String], start: Node, end: Node) -> String {
    let (a, b) = (start.digit, end.digit);
    let s = cell_name(start.cell);
    let rest = &said[1..];
    let first_strong = !start.on;
    let last_strong = end.on;
    match (first_strong, last_strong) {
        (false, false) if a == b => format!(
            "{}: a contradiction, so {s} cannot be {a}",
            join_walk(&format!("Suppose {s} were {a}: then"), rest)
        ),
        (true, true) if a == b => format!(
            "{}: a contradiction, so {s} must be {a} and its other candidates go",
            join_walk(&format!("Suppose {s} were not {a}: then"), rest)
        ),
        (true, false) => format!(
            "{}. And if {s} is {a}, it is not {b} either. So {s} cannot be {b}",
            join_walk("If", said)
        ),
        (false, true) => format!(
            "{}, but a cell holds one digit: so {s} cannot be {a}",
            join_walk(&format!("Suppose {s} were {a}: then"), rest)
        ),
        _ => join_walk("If", said),
    }
}

/// A continuous loop: the chain comes back to where it started without
/// contradiction, so it holds read either way round, and every "cannot
/// both" link of it becomes "one of them".
fn continuous(graph: &Graph, nodes: &[Node], said: &[String]) -> String {
    let mut ones = Vec::new();
    for pair in nodes.windows(2) {
        let (p, q) = (pair[0], pair[1]);
        if q.on {
            continue;
        }
        if p.kind == Kind::Normal && q.kind == Kind::Normal && p.cell == q.cell {
            ones.push(format!(
                "{} is {} or {}",
                cell_name(p.cell),
                p.digit,
                q.digit
            ));
        } else {
            ones.push(format!(
                "{} is in {} or in {}",
                q.digit,
                place(graph, &p),
                place(graph, &q)
            ));
        }
    }
    let (start, end) = (nodes[0], nodes[nodes.len() - 1]);
    if start.cell == end.cell && start.digit != end.digit && !start.on && end.on {
        ones.push(format!(
            "{} is {} or {}",
            cell_name(start.cell),
            start.digit,
            end.digit
        ));
    }
    format!(
        "{}, which closes the loop. A closed loop holds read either way round, so each of its \
         \"cannot both\" links becomes \"one of them\": {}. So a cell that sees both places of \
         such a digit cannot hold it, and a cell with two such digits keeps only those",
        join_walk("If", said),
        ones.join("; ")
    )
}
