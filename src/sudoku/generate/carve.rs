//! Removing clues from a solution grid down to a unique puzzle of the
//! requested level (steps 2 to 5 of the module's method).

use super::{Options, Stats};
use crate::board::CELLS;
use crate::rng::Rng;
use crate::sudoku::logic::{grade_at_most, Grid, Level};
use crate::sudoku::solve::{count_clues, has_solution_without};
use crate::symmetry::Orbit;
use std::cmp::Ordering;

/// The clues of a puzzle of exactly `options.level` whose only solution is
/// `solution`, or `None` when this grid does not give one.
pub(crate) fn carve(
    solution: &[u8; CELLS],
    options: &Options,
    rng: &mut Rng,
    stats: &mut Stats,
) -> Option<[u8; CELLS]> {
    let mut order = options.symmetry.orbits();
    rng.shuffle(&mut order);
    let chain = uniqueness_chain(solution, &order, stats);
    let end = clues_after(solution, &chain);
    // The end of the chain is minimal: any level takes it as it is.
    let Some(level) = options.level else {
        return Some(end);
    };
    let clues = match judge(&end, level, stats) {
        Ordering::Less => return None,
        Ordering::Equal => end,
        Ordering::Greater => back_to_level(solution, &chain, &order, level, stats)?,
    };
    (!options.minimal || is_minimal(&clues, solution, &order, stats)).then_some(clues)
}

/// The orbits, in `order`, whose removal one after the other keeps the
/// puzzle unique (the others stay). While removals succeed, runs of orbits
/// are tried at once (the run doubling each time); after the first second
/// solution, one orbit at a time, each tested by first-solution searches
/// (is there a solution other than `solution` on its cells?). Since fewer
/// clues never make a puzzle "more unique", the result is exactly that of
/// one check per orbit.
fn uniqueness_chain(solution: &[u8; CELLS], order: &[Orbit], stats: &mut Stats) -> Vec<Orbit> {
    let mut clues = *solution;
    let mut chain = Vec::with_capacity(order.len());
    let (mut next, mut run, mut doubling) = (0, 1, true);
    while next < order.len() {
        let end = (next + run).min(order.len());
        let batch = &order[next..end];
        batch.iter().for_each(|o| clear(&mut clues, o));
        let still_unique = match batch {
            [orbit] => unique_without(&clues, solution, orbit, stats),
            _ => unique(&clues, stats),
        };
        if still_unique {
            chain.extend_from_slice(batch);
            next = end;
            if doubling {
                run *= 2;
            }
        } else {
            batch.iter().for_each(|o| restore(&mut clues, solution, o));
            if batch.len() == 1 {
                next += 1;
            }
            // Past the first second solution most removals fail: one orbit at a time.
            run = 1;
            doubling = false;
        }
    }
    chain
}

/// The solution with the orbits of `removed` taken out.
fn clues_after(solution: &[u8; CELLS], removed: &[Orbit]) -> [u8; CELLS] {
    let mut clues = *solution;
    for orbit in removed {
        clear(&mut clues, orbit);
    }
    clues
}

/// From a chain whose end is above `level`: the last puzzle of the chain
/// not above it (binary search; the full grid is Easy), then the orbits
/// that come after the next chain orbit in `order` and are still present
/// tried once, kept out when the puzzle stays unique and not above the
/// level. (An orbit before it failed uniqueness with more clues around,
/// so it fails now too; the next chain orbit itself makes the level too
/// high.) `None` unless the result has the level.
fn back_to_level(
    solution: &[u8; CELLS],
    chain: &[Orbit],
    order: &[Orbit],
    level: Level,
    stats: &mut Stats,
) -> Option<[u8; CELLS]> {
    let (mut lo, mut hi) = (0, chain.len());
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if judge(&clues_after(solution, &chain[..mid]), level, stats) == Ordering::Greater {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    let mut clues = clues_after(solution, &chain[..lo]);
    let next = order.iter().position(|o| *o == chain[lo]).unwrap_or(0);
    for orbit in &order[next + 1..] {
        if clues[orbit.cells()[0]] == 0 {
            continue;
        }
        clear(&mut clues, orbit);
        if !unique_without(&clues, solution, orbit, stats)
            || judge(&clues, level, stats) == Ordering::Greater
        {
            restore(&mut clues, solution, orbit);
        }
    }
    (judge(&clues, level, stats) == Ordering::Equal).then_some(clues)
}

/// Whether the unique puzzle `clues` is below, at or above `level`. Extreme
/// being the hardest level, a puzzle above Unfair is Extreme (the logic
/// finishes every unique puzzle, forcing nets being its last resort).
fn judge(clues: &[u8; CELLS], level: Level, stats: &mut Stats) -> Ordering {
    stats.gradings += 1;
    let grid = Grid::from_digits(clues);
    match level {
        Level::Extreme => match grade_at_most(grid, true, Level::Unfair) {
            Some(_) => Ordering::Less,
            None => Ordering::Equal,
        },
        _ => match grade_at_most(grid, true, level) {
            Some((found, _)) => found.cmp(&level),
            None => Ordering::Greater,
        },
    }
}

/// True when no orbit of `order` still among the clues (of the puzzle whose
/// only solution is `solution`) can go without a second solution.
fn is_minimal(
    clues: &[u8; CELLS],
    solution: &[u8; CELLS],
    order: &[Orbit],
    stats: &mut Stats,
) -> bool {
    let mut fewer = *clues;
    order
        .iter()
        .filter(|o| clues[o.cells()[0]] != 0)
        .all(|orbit| {
            clear(&mut fewer, orbit);
            let needed = !unique_without(&fewer, solution, orbit, stats);
            restore(&mut fewer, clues, orbit);
            needed
        })
}

/// True when the puzzle `clues` (a unique puzzle with `orbit` emptied)
/// is still unique: no solution differs from `solution` on the orbit's
/// cells, one first-solution search per cell (cheaper than counting to two).
fn unique_without(
    clues: &[u8; CELLS],
    solution: &[u8; CELLS],
    orbit: &Orbit,
    stats: &mut Stats,
) -> bool {
    orbit.cells().iter().all(|&i| {
        stats.counts += 1;
        !has_solution_without(clues, i, solution[i])
    })
}

/// True when the puzzle has exactly one solution.
fn unique(clues: &[u8; CELLS], stats: &mut Stats) -> bool {
    stats.counts += 1;
    count_clues(clues, 2) == 1
}

/// Empties the cells of an orbit.
fn clear(clues: &mut [u8; CELLS], orbit: &Orbit) {
    for &i in orbit.cells() {
        clues[i] = 0;
    }
}

/// Puts the orbit's digits of `from` back.
fn restore(clues: &mut [u8; CELLS], from: &[u8; CELLS], orbit: &Orbit) {
    for &i in orbit.cells() {
        clues[i] = from[i];
    }
}
