//! Tests of the forcing chains and nets.

use super::super::testutil::grid;
use super::super::{find_all, find_first, solve_grid, Grid, Step, Strategy};
use super::propagate::Lit;
use super::{any_contradiction, any_verity, Mode, Tables};
use crate::board::Pos;
use crate::outcome::{Figure, Role, MAX_LINKS};
use std::time::Instant;

/// Puzzle 1 of top1465 after some solver steps, pencilmarks reduced: a
/// chain contradiction, a chain verity and net steps are all present.
const CHAINS: &str = ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....:112 212 513 913 122 222 523 923 232 533 933 142 242 444 446 147 447 449 153 253 453 163 463 663 167 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599::";

/// Puzzle 2 of top1465 further on: no chain, and no net of singles; a
/// net with box-line intersections finds contradictions.
const DEEP: &str = ":0000:x:7.8...3.....2.1...5.........4.....263...8.......1...9+3.9.6....4....7.5...........:919 621 925 827 927 628 929 933 334 434 934 935 336 436 636 936 137 437 737 837 738 838 739 839 345 552 553 753 554 556 262 662 566 273 375 877 192 292 692 395 595 197 897::";

/// Puzzle 2 later still: assuming r7c7 is not 7 empties r5c7.
const PLACE: &str = ":0000:x:7.8...3.....2.1...5.........4.....263...8.......1...9+3.9.6....4.+8..7.5...........:919 621 323 925 427 827 927 628 929 333 933 334 434 934 935 336 436 636 936 137 437 737 837 738 838 739 839 543 345 747 552 752 553 753 554 754 556 756 757 158 458 159 262 662 565 566 767 273 375 276 177 877 192 292 392 692 395 595 197 797 897::";

/// The first step of `strategy` on the position, which must exist.
fn first(g: &Grid, strategy: Strategy) -> Step {
    find_first(g, strategy).unwrap_or_else(|| panic!("no {strategy}"))
}

/// The position's solution, from its givens.
fn solution(g: &Grid) -> [u8; 81] {
    let clues: [u8; 81] = std::array::from_fn(|i| {
        if g.givens & 1u128 << i != 0 {
            g.value[i]
        } else {
            0
        }
    });
    *crate::sudoku::solve::solve_clues(&clues)
        .first()
        .expect("a solvable puzzle")
}

#[test]
fn literals_round_trip() {
    let l = Lit::new(44, 4, true);
    assert_eq!((l.cell(), l.digit(), l.on()), (44, 4, true));
    assert_eq!(l.negated(), Lit::new(44, 4, false));
    assert_eq!(l.notation(), "r5c9=4");
    assert_eq!(l.negated().words(), "r5c9 is not 4");
}

#[test]
fn chain_contradiction_removes_the_assumption() {
    let s = first(&grid(CHAINS), Strategy::ForcingChainContradiction);
    assert_eq!(s.eliminations, vec![(Pos::new(44), 4)]);
    assert!(s.placements.is_empty());
    assert_eq!(s.digits, vec![4]);
    assert_eq!(
        s.notation,
        "Forcing Chain Contradiction: if r5c9 is 4, then 4 has no place left in row 6, \
         a contradiction (r5c9=4 -> r2c9<>4 -> r2c6=4 -> r6c6<>4; r5c9=4 -> r6c7<>4; \
         r5c9=4 -> r6c9<>4): so r5c9 is not 4"
    );
    assert_eq!(
        s.text,
        "Forcing Chain Contradiction: suppose r5c9 is 4: then r2c9 is not 4, so r2c6 is 4, \
         so r6c6 is not 4; and r6c7 is not 4; and r6c9 is not 4. So 4 has no place left in \
         row 6, which breaks the rules: r5c9 is not 4 after all: remove 4 from r5c9"
    );
}

/// A figure's links as (from cell, to cell, digit, strong), plain nodes only.
fn links(fig: &Figure) -> Vec<(usize, usize, u8, bool)> {
    fig.links
        .iter()
        .map(|l| {
            assert_eq!(l.from.digit, l.to.digit);
            (
                l.from.cell.index(),
                l.to.cell.index(),
                l.from.digit,
                l.strong,
            )
        })
        .collect()
}

/// The role of candidate `d` of `cell` in the figure.
fn role(fig: &Figure, cell: usize, d: u8) -> Option<Role> {
    fig.candidates
        .iter()
        .find(|m| m.cell == Pos::new(cell) && m.digit == d)
        .map(|m| m.role)
}

/// True when each link of the figure starts where an earlier link ended
/// or at a node no link leads to (a line's assumption), nodes compared
/// with their groups.
fn in_chain_order(fig: &Figure) -> bool {
    fig.links.iter().enumerate().all(|(k, l)| {
        fig.links[..k].iter().any(|e| e.to == l.from) || !fig.links.iter().any(|e| e.to == l.from)
    })
}

#[test]
fn chain_contradiction_draws_its_lines_in_order() {
    let s = first(&grid(CHAINS), Strategy::ForcingChainContradiction);
    let fig = &s.figure;
    // The longest line, r5c9=4 -> r2c9<>4 -> r2c6=4 -> r6c6<>4, drawn;
    // r5c9=4 -> r6c7<>4 and r5c9=4 -> r6c9<>4 only told (see the text).
    assert_eq!(
        links(fig),
        vec![(44, 17, 4, false), (17, 14, 4, true), (14, 50, 4, false)]
    );
    assert_eq!(role(fig, 44, 4), Some(Role::Target));
    assert_eq!(role(fig, 14, 4), Some(Role::On));
    for off in [17, 50] {
        assert_eq!(role(fig, off, 4), Some(Role::Off));
    }
    assert_eq!(role(fig, 51, 4), None);
    assert_eq!(fig.cells[0].cell, Pos::new(44));
    assert_eq!(fig.cells[0].role, Role::Focus);
    // Row 6, left without a 4.
    assert_eq!(fig.houses.len(), 1);
    assert_eq!(fig.houses[0].cells[0], Pos::new(45));
    assert_eq!(fig.houses[0].role, Role::Pattern);
}

#[test]
fn chain_verity_draws_each_branch_from_its_assumption() {
    let s = first(&grid(CHAINS), Strategy::ForcingChainVerity);
    let fig = &s.figure;
    // Each place of 4 in row 2 its own line, no link between them:
    // r2c6=4 -> r3c4<>4 -> r5c4=4 -> r5c9<>4 and r2c9=4 -> r5c9<>4.
    assert_eq!(
        links(fig),
        vec![
            (14, 21, 4, false),
            (21, 39, 4, true),
            (39, 44, 4, false),
            (17, 44, 4, false)
        ]
    );
    assert_eq!(role(fig, 44, 4), Some(Role::Target));
    assert_eq!(role(fig, 14, 4), Some(Role::On));
    assert_eq!(role(fig, 17, 4), Some(Role::On));
    assert_eq!(role(fig, 21, 4), Some(Role::Off));
    assert_eq!(role(fig, 39, 4), Some(Role::On));
    assert_eq!(fig.houses.len(), 1);
    assert_eq!(
        fig.houses[0].cells,
        (9..18).map(Pos::new).collect::<Vec<_>>()
    );
    assert_eq!(fig.houses[0].role, Role::Focus);
}

#[test]
fn net_figures_draw_lines_in_chain_order() {
    for text in [CHAINS, DEEP, PLACE] {
        let g = grid(text);
        for strategy in [
            Strategy::ForcingNetContradiction,
            Strategy::ForcingNetVerity,
        ] {
            for s in find_all(&g, strategy) {
                let fig = &s.figure;
                assert!(!fig.links.is_empty(), "{}", s.text);
                assert!(fig.links.len() <= MAX_LINKS, "{}", s.text);
                for part in std::iter::once(fig).chain(&fig.parts) {
                    assert!(in_chain_order(part), "{}: {:?}", s.text, part.links);
                    // Every fact drawn is a candidate of the position.
                    for m in &part.candidates {
                        assert!(g.has(m.cell.index(), m.digit), "{}: {m:?}", s.text);
                    }
                }
                // A verity's lines each end at its conclusion.
                if strategy == Strategy::ForcingNetVerity {
                    let (cell, d) = s
                        .eliminations
                        .first()
                        .copied()
                        .unwrap_or_else(|| s.placements[0]);
                    let parts = if fig.parts.is_empty() {
                        std::slice::from_ref(fig)
                    } else {
                        &fig.parts[..]
                    };
                    let ends = parts
                        .iter()
                        .flat_map(|p| &p.links)
                        .filter(|l| l.to.cell == Pos::new(cell.index()) && l.to.digit == d);
                    assert!(ends.count() >= 1, "{}: {:?}", s.text, fig.links);
                }
            }
        }
    }
}

#[test]
fn deep_nets_link_through_intersections() {
    // The drawn lines that pass an intersection link its group: strong
    // from the place gone to the group left, weak on to what it removes.
    let g = grid(DEEP);
    let steps = find_all(&g, Strategy::ForcingNetContradiction);
    let fig = steps
        .iter()
        .map(|s| &s.figure)
        .find(|f| f.links.iter().any(|l| !l.to.group.is_empty()))
        .expect("a link to a group");
    assert!(in_chain_order(fig));
    let k = fig
        .links
        .iter()
        .position(|l| !l.to.group.is_empty())
        .expect("a link to a group");
    assert!(fig.links[k].strong);
    assert!(!fig.links[k + 1].strong && fig.links[k + 1].from == fig.links[k].to);
}

/// The Sudoku of issue 45, whose first hints are forcing nets.
const ISSUE_45: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

#[test]
fn a_net_contradiction_draws_the_line_that_breaks_and_tells_the_rest() {
    let s = crate::sudoku::logic::next_step(&grid(ISSUE_45), true).expect("a step");
    assert_eq!(s.strategy, Strategy::ForcingNetContradiction);
    assert_eq!(s.eliminations, vec![(Pos::new(3), 3)]);
    let fig = &s.figure;
    assert!(fig.parts.is_empty());
    // One line from the assumption, r1c4 is 3, to the last place of 8 in
    // column 2, each link starting where the one before ended.
    assert_eq!(fig.links[0].from.cell, Pos::new(3));
    assert!(fig.links.windows(2).all(|w| w[0].to == w[1].from));
    let end = fig.links.last().expect("links").to.clone();
    assert_eq!((end.cell.col().index(), end.digit), (1, 8));
    assert_eq!(
        fig.houses[0].cells,
        (0..9).map(|r| Pos::new(r * 9 + 1)).collect::<Vec<_>>()
    );
    // What the line does not show is told.
    assert!(
        s.text
            .contains(", which also takes what it forces elsewhere: ")
            && s.text.contains("So 8 has no place left in column 2"),
        "{}",
        s.text
    );
}

#[test]
fn a_long_derivation_is_drawn_in_parts() {
    let mut g = grid(ISSUE_45);
    for _ in 0..3 {
        crate::sudoku::logic::next_step(&g, true)
            .expect("a step")
            .apply(&mut g);
    }
    let s = crate::sudoku::logic::next_step(&g, true).expect("a step");
    let fig = &s.figure;
    assert!(fig.parts.len() >= 2, "{}", s.text);
    assert_eq!(fig.links, fig.parts[0].links);
    for (k, part) in fig.parts.iter().enumerate() {
        assert!(!part.links.is_empty() && part.links.len() <= MAX_LINKS);
        assert!(!part.caption.is_empty(), "part {k}");
        assert!(part.parts.is_empty());
    }
    let json = serde_json::to_string(fig).unwrap();
    assert!(
        json.contains(r#""parts":[{"#) && json.contains(r#""caption":"#),
        "{json}"
    );
    println!(
        "{}\n{:?}",
        s.text,
        fig.parts.iter().map(|p| &p.caption).collect::<Vec<_>>()
    );
}

#[test]
fn chain_verity_over_a_house() {
    let s = first(&grid(CHAINS), Strategy::ForcingChainVerity);
    assert_eq!(s.eliminations, vec![(Pos::new(44), 4)]);
    assert_eq!(
        s.notation,
        "Forcing Chain Verity: wherever 4 goes in row 2 (r2c6 or r2c9), r5c9 cannot be 4 \
         (r2c6=4 -> r3c4<>4 -> r5c4=4 -> r5c9<>4; r2c9=4 -> r5c9<>4)"
    );
}

#[test]
fn net_contradiction_needs_a_branching_net() {
    let g = grid(CHAINS);
    let s = first(&g, Strategy::ForcingNetContradiction);
    assert_eq!(s.eliminations, vec![(Pos::new(14), 1)]);
    assert_eq!(
        s.notation,
        "Forcing Net Contradiction: if r2c6 is 1, then 5 has no place left in column 7, \
         a contradiction (via r2c9=4, r2c2=9, r6c7=4, r2c8=5; 15 inferences): \
         so r2c6 is not 1"
    );
    // The chain contradictions are not repeated as nets.
    let nets = find_all(&g, Strategy::ForcingNetContradiction);
    assert!(nets
        .iter()
        .all(|n| n.eliminations != vec![(Pos::new(44), 4)]));
}

#[test]
fn net_contradiction_places_a_digit() {
    let g = grid(PLACE);
    let nets = find_all(&g, Strategy::ForcingNetContradiction);
    let s = nets
        .iter()
        .find(|s| s.placements == vec![(Pos::new(60), 7)])
        .expect("r7c7 is 7");
    assert!(s.eliminations.is_empty());
    assert_eq!(
        s.notation,
        "Forcing Net Contradiction: if r7c7 is not 7, then r5c7 has no candidate left, \
         a contradiction (via r7c7=2, r7c1=1, r7c5=5, r4c5=9, r4c1=8, r5c4=4, r4c7=1; \
         18 inferences): so r7c7 is 7"
    );
}

#[test]
fn net_verity_over_a_house() {
    let s = first(&grid(CHAINS), Strategy::ForcingNetVerity);
    assert_eq!(s.eliminations, vec![(Pos::new(35), 3)]);
    assert_eq!(
        s.notation,
        "Forcing Net Verity: wherever 3 goes in column 7 (r3c7, r4c7 or r6c7), r4c9 cannot be 3 \
         (r3c7=3: r4c7=2, r6c7=4, r2c9=4, r8c9=2, r1c7=5, r1c9=9, r1c2=6, r7c2=4, r4c2=3; \
         r4c7=3 directly; r6c7=3 directly; 28 inferences)"
    );
}

#[test]
fn deep_nets_when_singles_are_not_enough() {
    let g = grid(DEEP);
    let singles = Tables::build(&g, Mode::Net);
    assert!(!any_contradiction(&singles) && !any_verity(&singles, &g));
    assert!(find_first(&g, Strategy::ForcingChainContradiction).is_none());
    let s = first(&g, Strategy::ForcingNetContradiction);
    assert_eq!(s.eliminations, vec![(Pos::new(20), 3)]);
    assert_eq!(
        s.notation,
        "Forcing Net Contradiction: if r3c3 is 3, then 7 has no place left in box 6, \
         a contradiction (via r2c2=6, r5c2=7, r2c7=7 and box-line intersections; \
         18 inferences): so r3c3 is not 3"
    );
}

#[test]
fn every_step_agrees_with_the_solution() {
    for text in [CHAINS, DEEP, PLACE] {
        let g = grid(text);
        let solution = solution(&g);
        for strategy in [
            Strategy::ForcingChainContradiction,
            Strategy::ForcingChainVerity,
            Strategy::ForcingNetContradiction,
            Strategy::ForcingNetVerity,
        ] {
            for s in find_all(&g, strategy) {
                assert!(
                    s.eliminations.iter().all(|&(i, d)| solution[i] != d),
                    "{}",
                    s.text
                );
                assert!(
                    s.placements.iter().all(|&(i, d)| solution[i] == d),
                    "{}",
                    s.text
                );
            }
        }
    }
}

/// The first `n` puzzles of top1465 from the shared data, if present.
fn top1465(n: usize) -> Option<Vec<[u8; 81]>> {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data/sudoku/top1465.txt");
    let text = std::fs::read_to_string(path).ok()?;
    Some(
        text.lines()
            .filter(|l| !l.starts_with('#') && l.trim().len() >= 81)
            .take(n)
            .map(|l| {
                let b = l.trim().as_bytes();
                std::array::from_fn(|i| match b[i] {
                    b'1'..=b'9' => b[i] - b'0',
                    _ => 0,
                })
            })
            .collect(),
    )
}

/// The solver with forcing chains and nets finishes the first 300 top1465
/// puzzles (every step checked against the solution) and reports the time
/// per puzzle (the best of three runs). Slow in debug builds: run with
/// `cargo test --release --lib forcing -- --ignored --nocapture`.
#[test]
#[ignore]
fn finishes_top1465() {
    let n = std::env::var("FORCING_PUZZLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let Some(puzzles) = top1465(n) else {
        eprintln!("note: top1465 not found; skipped");
        return;
    };
    let mut times = Vec::new();
    let mut used = std::collections::BTreeMap::new();
    let mut unfinished = Vec::new();
    for (k, clues) in puzzles.iter().enumerate() {
        let solution = *crate::sudoku::solve::solve_clues(clues)
            .first()
            .expect("top1465 puzzles have a solution");
        // The best of three runs, so that a busy machine counts less.
        let mut best = f64::INFINITY;
        let mut grid = Grid::from_digits(clues);
        let mut steps = Vec::new();
        for _ in 0..3 {
            grid = Grid::from_digits(clues);
            let start = Instant::now();
            steps = solve_grid(&mut grid, true);
            best = best.min(start.elapsed().as_secs_f64() * 1000.0);
        }
        times.push(best);
        for s in &steps {
            *used.entry(s.strategy.name()).or_insert(0usize) += 1;
            for &(i, d) in &s.eliminations {
                assert_ne!(solution[i], d, "puzzle {k}: {}", s.text);
            }
            for &(i, d) in &s.placements {
                assert_eq!(solution[i], d, "puzzle {k}: {}", s.text);
            }
        }
        if !grid.is_solved() {
            unfinished.push(k);
        }
    }
    let mut sorted = times.clone();
    sorted.sort_by(f64::total_cmp);
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q) as usize];
    eprintln!(
        "{} puzzles: median {:.2} ms, p90 {:.2} ms, max {:.2} ms, total {:.0} ms; unfinished {:?}",
        times.len(),
        at(0.5),
        at(0.9),
        at(1.0),
        times.iter().sum::<f64>(),
        unfinished
    );
    eprintln!("steps: {used:?}");
    assert!(unfinished.is_empty(), "unfinished: {unfinished:?}");
}

/// The positions of the solver's path over the first `n` top1465 puzzles
/// where it needs a forcing step.
fn forcing_positions(n: usize) -> Vec<Grid> {
    let mut out = Vec::new();
    for clues in top1465(n).unwrap_or_default() {
        let mut grid = Grid::from_digits(&clues);
        while let Some(step) = super::super::next_step(&grid, true) {
            if step.strategy.level() == super::super::Level::Extreme {
                out.push(grid.clone());
            }
            step.apply(&mut grid);
        }
    }
    out
}

/// Time to build the tables of each mode on the positions needing a
/// forcing step (the best of three runs): the cost of one finder call.
#[test]
#[ignore]
fn table_times() {
    let positions = forcing_positions(100);
    for mode in [Mode::Chain, Mode::Net, Mode::DeepNet] {
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let start = Instant::now();
            for g in &positions {
                std::hint::black_box(Tables::build(g, mode));
            }
            best = best.min(start.elapsed().as_secs_f64() * 1e6);
        }
        eprintln!(
            "{mode:?}: {} positions, {:.0} us each",
            positions.len(),
            best / positions.len() as f64
        );
    }
}
