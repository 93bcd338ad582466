//! Random symmetric black layouts that look like published Str8ts.
//!
//! Black cells are added one symmetry orbit at a time, in random order,
//! until the drawn count is reached. An orbit is skipped when it would
//! break a realism rule ([`LayoutRules`]): a 2x2 block of black cells, a
//! black cluster (4-connected) of more than [`MAX_CLUSTER`] cells, more
//! than [`MAX_PER_LINE`] black cells in a row or column, or a white cell
//! shut in on all four sides (by black cells or the border).

use super::Symmetry;
use crate::board::{Pos, CELLS};
use crate::rng::Rng;
use crate::str8ts::geometry::bit;

/// Largest 4-connected group of black cells (published puzzles rarely
/// exceed 5).
pub(crate) const MAX_CLUSTER: usize = 5;

/// Most black cells in one row or column.
pub(crate) const MAX_PER_LINE: usize = 5;

/// The up to four orthogonal neighbours of cell `i`.
fn neighbours(i: usize) -> impl Iterator<Item = usize> {
    let p = Pos::new(i);
    let (r, c) = (p.row().index(), p.col().index());
    [
        (r > 0).then(|| i - 9),
        (r < 8).then(|| i + 9),
        (c > 0).then(|| i - 1),
        (c < 8).then(|| i + 1),
    ]
    .into_iter()
    .flatten()
}

/// A white cell with black cells or the border on all four sides.
pub(crate) fn isolated(black: &[bool; CELLS], i: usize) -> bool {
    // A border side counts as closed: it is no neighbour.
    !black[i] && neighbours(i).all(|j| black[j])
}

/// Checks the realism rules around the cells just made black.
fn fits(black: &[bool; CELLS], new: &[usize]) -> bool {
    for &i in new {
        let p = Pos::new(i);
        let (r, c) = (p.row().index(), p.col().index());
        // No 2x2 block: check the four blocks that contain i.
        for (dr, dc) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
            if r >= dr && c >= dc && r - dr < 8 && c - dc < 8 {
                let t = (r - dr) * 9 + (c - dc);
                if black[t] && black[t + 1] && black[t + 9] && black[t + 10] {
                    return false;
                }
            }
        }
        let in_row = (0..9).filter(|&k| black[r * 9 + k]).count();
        let in_col = (0..9).filter(|&k| black[k * 9 + c]).count();
        if in_row > MAX_PER_LINE || in_col > MAX_PER_LINE {
            return false;
        }
        if neighbours(i).any(|j| isolated(black, j)) || cluster_size(black, i) > MAX_CLUSTER {
            return false;
        }
    }
    true
}

/// Size of the black 4-connected cluster holding cell `start` (stops
/// counting a little past [`MAX_CLUSTER`]).
pub(crate) fn cluster_size(black: &[bool; CELLS], start: usize) -> usize {
    let mut seen = bit(start);
    let mut stack = [0u8; 16];
    let (mut top, mut n) = (1, 0);
    stack[0] = start as u8;
    while top > 0 {
        top -= 1;
        let i = stack[top] as usize;
        n += 1;
        if n > MAX_CLUSTER {
            return n;
        }
        for j in neighbours(i) {
            if black[j] && seen & bit(j) == 0 {
                seen |= bit(j);
                stack[top] = j as u8;
                top += 1;
            }
        }
    }
    n
}

/// A random layout of `count` black cells symmetric under `symmetry`
/// that follows the realism rules, or `None` when this draw got stuck.
pub(crate) fn random_layout(
    rng: &mut Rng,
    symmetry: Symmetry,
    count: usize,
) -> Option<[bool; CELLS]> {
    let mut order = symmetry.orbits();
    rng.shuffle(&mut order);
    let mut black = [false; CELLS];
    let mut placed = 0;
    for orbit in order {
        if placed == count {
            break;
        }
        let (new, n) = (orbit.cells(), orbit.len());
        if placed + n > count {
            continue;
        }
        for &i in new {
            black[i] = true;
        }
        if fits(&black, new) {
            placed += n;
        } else {
            for &i in new {
                black[i] = false;
            }
        }
    }
    (placed == count).then_some(black)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_follow_the_rules() {
        let mut rng = Rng::new(5);
        for symmetry in Symmetry::ALL {
            let mut made = 0;
            for count in [13, 17, 18, 20, 24, 30] {
                let Some(black) = random_layout(&mut rng, symmetry, count) else {
                    continue;
                };
                made += 1;
                assert_eq!(black.iter().filter(|&&b| b).count(), count);
                for i in 0..CELLS {
                    assert_eq!(black[i], black[symmetry.image(i)]);
                    assert!(!isolated(&black, i));
                    if black[i] {
                        assert!(cluster_size(&black, i) <= MAX_CLUSTER);
                    }
                }
            }
            assert!(made >= 3, "{symmetry:?}");
        }
    }
}
