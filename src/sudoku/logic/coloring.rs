//! Coloring: Simple Colors (trap and wrap) and Multi Colors (types 1 and 2).
//!
//! For one digit, the conjugate pairs (houses where the digit has exactly
//! two places) join places into clusters. Along a pair exactly one end
//! holds the digit, so each cluster splits into two colours: all places of
//! one colour hold the digit and none of the other does. Simple Colors
//! reasons inside one cluster, Multi Colors across two.

use super::grid::{bit, cells, Grid, Set, PEERS};
use super::{Finds, Step, Strategy};
use crate::board::digit_mask;

/// One cluster: its two colours (each a set of places of the digit) and
/// the cells each colour sees.
#[derive(Clone, Copy, Default)]
struct Cluster {
    colour: [Set; 2],
    sees: [Set; 2],
}

/// The clusters of one digit (every cluster has at least one conjugate
/// pair, so both colours are non-empty). A house's pair lies in one
/// cluster, so there are at most as many clusters as houses, 27.
struct Clusters {
    list: [Cluster; 27],
    len: usize,
}

impl Clusters {
    /// Colours the conjugate pairs of `d`: each cluster is grown from its
    /// lowest cell (first colour) by alternating colours along the pairs.
    /// (The pairs are kept as a list of at most 27 instead of a table of
    /// each cell's partners: zeroing that table for every digit at every
    /// grading step was most of this function's cost.)
    fn of(g: &Grid, d: u8) -> Clusters {
        let (mut pairs, mut count): ([Set; 27], usize) = ([0; 27], 0);
        let mut open: Set = 0;
        for h in 0..27 {
            let places = g.house_cells_with(h, d);
            if places.count_ones() == 2 {
                pairs[count] = places;
                count += 1;
                open |= places;
            }
        }
        let pairs = &pairs[..count];
        let mut out = Clusters {
            list: [Cluster::default(); 27],
            len: 0,
        };
        while open != 0 {
            let start = open.trailing_zeros() as usize;
            let mut colour = [bit(start), 0];
            let mut frontier = bit(start);
            let mut seen = frontier;
            let mut side = 0;
            while frontier != 0 {
                // The partners of the frontier's cells: the pairs it touches.
                let linked = pairs
                    .iter()
                    .filter(|&&p| p & frontier != 0)
                    .fold(0, |s, &p| s | p);
                let next = linked & !seen;
                side ^= 1;
                colour[side] |= next;
                seen |= next;
                frontier = next;
            }
            open &= !seen;
            let sees = colour.map(|c| cells(c).fold(0, |s, i| s | PEERS[i]));
            out.list[out.len] = Cluster { colour, sees };
            out.len += 1;
        }
        out
    }

    fn as_slice(&self) -> &[Cluster] {
        &self.list[..self.len]
    }
}

/// True when two cells of `set` share a house.
fn sees_itself(set: Set) -> bool {
    cells(set).any(|i| PEERS[i] & set != 0)
}

/// **Simple Colors Wrap.** Two places of the same colour in one house
/// cannot both hold the digit, so that colour is false everywhere: its
/// places all lose the digit (and the other colour holds it).
pub(super) fn simple_colors_wrap(g: &Grid, f: &mut Finds) {
    for d in 1..=9u8 {
        for c in Clusters::of(g, d).as_slice() {
            let mut step = Step::new(
                Strategy::SimpleColorsWrap,
                digit_mask(d),
                c.colour[0] | c.colour[1],
            );
            let mut false_colour = 0;
            for &colour in &c.colour {
                if sees_itself(colour) {
                    step = step.eliminate(colour, d);
                    false_colour |= colour;
                }
            }
            if false_colour == 0 {
                continue;
            }
            if f.add_because(step, || format!(
                "Simple Colors Wrap on {d}: two places of the colour {} share a house, so it is false",
                group(false_colour)
            )) {
                return;
            }
        }
    }
}

/// **Simple Colors Trap.** One of the two colours of a cluster holds the
/// digit, so a place seeing a place of each colour loses it.
pub(super) fn simple_colors_trap(g: &Grid, f: &mut Finds) {
    for d in 1..=9u8 {
        for c in Clusters::of(g, d).as_slice() {
            let victims = g.cells_with(d) & c.sees[0] & c.sees[1];
            if victims == 0 {
                continue;
            }
            let step = Step::new(
                Strategy::SimpleColorsTrap,
                digit_mask(d),
                c.colour[0] | c.colour[1],
            )
            .eliminate(victims, d);
            if f.add_because(step, || {
                format!(
                    "Simple Colors Trap on {d}: either {} or {} holds {d}",
                    group(c.colour[0]),
                    group(c.colour[1])
                )
            }) {
                return;
            }
        }
    }
}

/// **Multi Colors 1.** When a colour A of one cluster sees a colour B of
/// another, A and B cannot both be true, so the other colour of one cluster
/// or the other colour of the second is: places seeing both of those lose
/// the digit. All such pairs of the two clusters make one step.
pub(super) fn multi_colors_1(g: &Grid, f: &mut Finds) {
    multi_colors(g, f, Strategy::MultiColors1);
}

/// **Multi Colors 2.** When places of a colour A of one cluster see both
/// colours of another cluster (one of which is true), A is false: its
/// places lose the digit.
pub(super) fn multi_colors_2(g: &Grid, f: &mut Finds) {
    multi_colors(g, f, Strategy::MultiColors2);
}

/// Both Multi Colors types over every ordered pair of clusters of each digit.
fn multi_colors(g: &Grid, f: &mut Finds, strategy: Strategy) {
    for d in 1..=9u8 {
        let clusters = Clusters::of(g, d);
        let list = clusters.as_slice();
        for (i, one) in list.iter().enumerate() {
            for (j, two) in list.iter().enumerate() {
                if i == j {
                    continue;
                }
                let step = if strategy == Strategy::MultiColors1 {
                    multi_colors_1_step(g, d, one, two)
                } else {
                    multi_colors_2_step(d, one, two)
                };
                if let Some(step) = step {
                    if f.add(step) {
                        return;
                    }
                }
            }
        }
    }
}

/// Multi Colors 1 between clusters `one` and `two`, if anything goes.
fn multi_colors_1_step(g: &Grid, d: u8, one: &Cluster, two: &Cluster) -> Option<Step> {
    // The colour pairs (x of `one`, y of `two`) of which one must be true,
    // because the other colours of both clusters see each other.
    let mut alternatives = [(0, 0); 4];
    let mut n = 0;
    let mut victims = 0;
    for a in 0..2 {
        for b in 0..2 {
            if one.sees[a] & two.colour[b] != 0 {
                let (x, y) = (1 - a, 1 - b);
                victims |= g.cells_with(d) & one.sees[x] & two.sees[y];
                alternatives[n] = (x, y);
                n += 1;
            }
        }
    }
    if victims == 0 {
        return None;
    }
    let reasons: Vec<String> = alternatives[..n]
        .iter()
        .map(|&(x, y)| format!("{} or {}", group(one.colour[x]), group(two.colour[y])))
        .collect();
    let pattern = one.colour[0] | one.colour[1] | two.colour[0] | two.colour[1];
    let step = Step::new(Strategy::MultiColors1, digit_mask(d), pattern)
        .eliminate(victims, d)
        .because(format!(
            "Multi Colors 1 on {d}: {} holds {d}",
            reasons.join("; ")
        ));
    Some(step)
}

/// Multi Colors 2: the colours of `one` that see both colours of `two`.
fn multi_colors_2_step(d: u8, one: &Cluster, two: &Cluster) -> Option<Step> {
    let false_colour = (0..2)
        .filter(|&a| one.sees[a] & two.colour[0] != 0 && one.sees[a] & two.colour[1] != 0)
        .fold(0, |s, a| s | one.colour[a]);
    if false_colour == 0 {
        return None;
    }
    let pattern = one.colour[0] | one.colour[1] | two.colour[0] | two.colour[1];
    let step = Step::new(Strategy::MultiColors2, digit_mask(d), pattern)
        .eliminate(false_colour, d)
        .because(format!(
            "Multi Colors 2 on {d}: the colour {} sees both colours {} and {} of another cluster",
            group(false_colour),
            group(two.colour[0]),
            group(two.colour[1])
        ));
    Some(step)
}

/// A colour named in a sentence: "{r1c1, r5c5}".
fn group(set: Set) -> String {
    format!(
        "{{{}}}",
        cells(set)
            .map(crate::board::cell_name)
            .collect::<Vec<_>>()
            .join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::super::testutil::grid;
    use super::super::{find_all, Strategy};

    #[test]
    fn trap_on_a_single_pair() {
        // A top1465 puzzle as given: 3 of row 7 only in r7c8 and r7c9.
        let g = grid(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        );
        let steps = find_all(&g, Strategy::SimpleColorsTrap);
        assert_eq!(steps.len(), 5);
        let s = &steps[0];
        assert_eq!(s.digits, [3]);
        assert_eq!(s.eliminations, [(78, 3), (79, 3), (80, 3)]);
        assert_eq!(
            s.text,
            "Simple Colors Trap on 3: either {r7c8} or {r7c9} holds 3: \
             remove 3 from r9c7, r9c8 and r9c9"
        );
    }

    #[test]
    fn wrap_removes_the_whole_colour() {
        let g = grid(":0000:x:5+8+27+4.6.+9+9.38..+5..+1..+9+5.2.+862+14+7+9+8..+3+4.+5..+7917+9+5+3+1+8+4......35+98.4+3+9.+8+71......9+4+3..:::");
        let steps = find_all(&g, Strategy::SimpleColorsWrap);
        assert_eq!(steps.len(), 1);
        assert_eq!(steps[0].eliminations, [(17, 4), (25, 4)]);
        assert_eq!(
            steps[0].text,
            "Simple Colors Wrap on 4: two places of the colour {r2c9, r3c8} share a house, \
             so it is false: remove 4 from r2c9 and r3c8"
        );
    }

    #[test]
    fn multi_colors_1_between_two_clusters() {
        let g = grid(":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....:112 212 513 913 122 222 523 923 232 533 933 142 242 444 446 147 447 449 153 253 453 163 463 663 167 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599::");
        let steps = find_all(&g, Strategy::MultiColors1);
        assert_eq!(steps.len(), 1);
        assert_eq!(steps[0].eliminations, [(44, 4), (50, 4)]);
        assert_eq!(
            steps[0].text,
            "Multi Colors 1 on 4: {r2c9, r6c7} or {r5c4} holds 4: remove 4 from r5c9 and r6c6"
        );
    }

    #[test]
    fn multi_colors_2_removes_a_colour_seeing_both_of_another() {
        let g = grid(":0000:x:3.7+84....+2+4+5+7+3+6+8918.+9+5.....4..+3..7..+7.+216+4+9..+9..25+7+6...+7+4+9..38..9.+4..5...2.6..+1..:238 438 638 239 439 639 142 842 843 849 552 162 363 863 183 683::");
        let steps = find_all(&g, Strategy::MultiColors2);
        assert_eq!(steps.len(), 2);
        assert_eq!(steps[0].eliminations, [(1, 6)]);
        assert_eq!(
            steps[0].text,
            "Multi Colors 2 on 6: the colour {r1c2} sees both colours {r1c8} and {r1c9, r8c8} \
             of another cluster: remove 6 from r1c2"
        );
    }
}
