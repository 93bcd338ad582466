//! Chains and loops: Remote Pair, X-Chain and XY-Chain (HoDoKu's chain
//! solver), and the nice loops and AICs, plain and grouped (HoDoKu's
//! tabling solver).

mod graph;
mod simple;
mod tabling;

use super::grid::{bit, cells, Grid, Set};
use super::{Finds, Step, Strategy};
use crate::board::{cell_name, digit_mask};
use graph::{Graph, Kind};
use tabling::{ChainKind, Want};

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
        f.add_because(step, || {
            let names: Vec<String> = found.path.iter().map(|&c| cell_name(c)).collect();
            format!("Remote Pair {a}/{b}: {}", names.join(" - "))
        })
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
            f.add_because(step, || {
                let mut text = cell_name(found.path[0]);
                for (k, &c) in found.path.iter().enumerate().skip(1) {
                    text.push_str(if k % 2 == 1 { " = " } else { " - " });
                    text.push_str(&cell_name(c));
                }
                format!("X-Chain on {d}: {text}")
            })
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
        f.add_because(step, || {
            let mut parts = Vec::new();
            let mut enter = a;
            for &c in found.path {
                let leave =
                    crate::board::single_digit(g.cand[c] & !digit_mask(enter)).unwrap_or(enter);
                parts.push(format!("{} ({enter}={leave})", cell_name(c)));
                enter = leave;
            }
            format!("XY-Chain on {a}: {}", parts.join(" - "))
        })
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
        let step = chain_step(graph, &found, texts);
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
fn chain_step(graph: &Graph, found: &tabling::Found, texts: bool) -> Step {
    let strategy = strategy_of(found.kind, found.grouped);
    let digits = found
        .eliminations
        .iter()
        .fold(0, |m, &(_, d)| m | digit_mask(d));
    let set = found.chain.iter().fold(0, |s, &n| s | graph.node(n).cells);
    let mut step = Step::new(strategy, digits, set);
    step.eliminations.extend_from_slice(found.eliminations);
    if !texts {
        return step;
    }
    step.because(format!(
        "{}: {}",
        strategy.name(),
        notation(graph, found.chain)
    ))
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
    use super::super::{find_all, find_all_with, Options, Step, Strategy};

    /// The one step among `steps` with `digits`.
    fn with_digits<'a>(steps: &'a [Step], digits: &str) -> &'a Step {
        let mut found = steps.iter().filter(|s| s.digits_text() == digits);
        let step = found.next().expect("a step with these digits");
        assert!(found.next().is_none(), "one step with digits {digits}");
        step
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
        assert_eq!(s.eliminations, vec![(76, 1), (76, 4)]);
        assert_eq!(
            s.text,
            "Remote Pair 1/4: r6c5 - r8c5 - r8c1 - r9c1: remove 1 from r9c5 and 4 from r9c5"
        );
    }

    #[test]
    fn x_chain_removes_from_cells_seeing_both_ends() {
        let steps = find_all(&grid(TOP_A_X), Strategy::XChain);
        let s = with_digits(&steps, "1");
        assert_eq!(s.eliminations, vec![(33, 1), (51, 1)]);
        assert_eq!(
            s.text,
            "X-Chain on 1: r8c7 = r8c2 - r9c2 = r9c7: remove 1 from r4c7 and r6c7"
        );
    }

    #[test]
    fn xy_chain_of_five_cells() {
        let steps = find_all(&grid(TOP_D), Strategy::XyChain);
        let s = with_digits(&steps, "3");
        assert_eq!(s.eliminations, vec![(34, 3)]);
        assert_eq!(
            s.text,
            "XY-Chain on 3: r1c8 (3=1) - r1c6 (1=3) - r3c6 (3=6) - r3c2 (6=7) - r3c8 (7=3): remove 3 from r4c8"
        );
    }

    #[test]
    fn continuous_nice_loop_clears_the_loop_cells() {
        let steps = find_all(&grid(TOP_A_927), Strategy::ContinuousNiceLoop);
        let s = with_digits(&steps, "1246");
        assert_eq!(
            s.eliminations,
            vec![(38, 1), (38, 2), (38, 4), (47, 1), (47, 4), (47, 6)]
        );
        assert_eq!(
            s.text,
            "Continuous Nice Loop: (5)r5c3 = (5)r6c3 - (9)r6c3 = (9)r5c3: \
             remove 1 from r5c3 and r6c3, 2 from r5c3, 4 from r5c3 and r6c3 and 6 from r6c3"
        );
    }

    #[test]
    fn discontinuous_nice_loop_removes_the_start_candidate() {
        let steps = find_all(&grid(TOP_A_DNL), Strategy::DiscontinuousNiceLoop);
        let s = steps
            .iter()
            .find(|s| s.eliminations == [(33, 1)])
            .expect("a loop on r4c7");
        assert_eq!(
            s.text,
            "Discontinuous Nice Loop: (1)r4c7 - (1)r8c7 = (1)r8c2 - (2)r8c2 = (2)r9c2 - \
             (2)r9c7 = (1)r9c7 - (1)r4c7: remove 1 from r4c7"
        );
    }

    #[test]
    fn aic_with_equal_and_different_end_digits() {
        let steps = find_all(&grid(TOP_A_AIC), Strategy::Aic);
        let same = with_digits(&steps, "1");
        assert_eq!(same.eliminations, vec![(33, 1), (51, 1), (79, 1)]);
        assert_eq!(
            same.text,
            "AIC: (1)r8c7 = (1)r8c2 - (2)r8c2 = (2)r9c2 - (2)r9c7 = (1)r9c7: \
             remove 1 from r4c7, r6c7 and r9c8"
        );
        assert_eq!(
            with_digits(&steps, "2").eliminations,
            vec![(79, 2), (80, 2)]
        );
    }

    #[test]
    fn grouped_continuous_nice_loop_through_a_group() {
        let steps = find_all(&grid(TOP_B), Strategy::GroupedContinuousNiceLoop);
        let s = with_digits(&steps, "24");
        assert_eq!(s.eliminations, vec![(11, 2), (11, 4)]);
        assert_eq!(
            s.text,
            "Grouped Continuous Nice Loop: (5)r2c3 = (5)r2c2 - (5)r4c2 = (6)r4c2 - \
             (6)r1c2|r2c2|r3c2 = (6)r2c3: remove 2 from r2c3 and 4 from r2c3"
        );
    }

    #[test]
    fn grouped_discontinuous_nice_loop_through_groups() {
        let steps = find_all(&grid(TOP_A), Strategy::GroupedDiscontinuousNiceLoop);
        let s = with_digits(&steps, "8");
        assert_eq!(s.eliminations, vec![(74, 8)]);
        assert_eq!(
            s.text,
            "Grouped Discontinuous Nice Loop: (7)r9c3 = (7)r1c3|r2c3|r3c3 - (7)r2c1 = (7)r3c1 - \
             (8)r3c1 = (8)r7c1 - (8)r9c3: remove 8 from r9c3"
        );
    }

    #[test]
    fn grouped_aic_through_a_group() {
        let steps = find_all(&grid(TOP_A), Strategy::GroupedAic);
        let s = with_digits(&steps, "7");
        assert_eq!(s.eliminations, vec![(2, 7), (11, 7), (20, 7)]);
        assert_eq!(
            s.text,
            "Grouped AIC: (7)r2c1 = (7)r3c1 - (7)r1c3|r2c3|r3c3 = (7)r9c3: \
             remove 7 from r1c3, r2c3 and r3c3"
        );
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
            .find(|s| s.text.contains("ALS["))
            .expect("a loop through ALS nodes");
        assert_eq!(s.eliminations, vec![(41, 7)]);
        assert_eq!(
            s.text,
            "Grouped Discontinuous Nice Loop: (7)r5c6 - (7)ALS[r4c4,r4c5,r4c6] - \
             (9)ALS[r5c4,r5c7,r5c8,r5c9] - (7)r5c6: remove 7 from r5c6"
        );
        assert!(find_all(&g, strategy)
            .iter()
            .all(|s| !s.text.contains("ALS[")));
    }
}
