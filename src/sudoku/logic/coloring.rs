//! Coloring: Simple Colors (trap and wrap) and Multi Colors (types 1 and 2).
//!
//! For one digit, the conjugate pairs (houses where the digit has exactly
//! two places) join places into clusters. Along a pair exactly one end
//! holds the digit, so each cluster splits into two colours: all places of
//! one colour hold the digit and none of the other does. Simple Colors
//! reasons inside one cluster, Multi Colors across two.

use super::grid::{bit, cells, positions, Grid, Set, PEERS};
use super::{Finds, Step, Strategy};
use crate::board::digit_mask;
use crate::board::Pos;
use crate::outcome::{Figure, Node, Role};

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
            let reason = || {
                let (u, v) = seeing_pair(false_colour, false_colour).unwrap_or((0, 0));
                let which = if false_colour == c.colour[0] {
                    "first"
                } else {
                    "second"
                };
                format!(
                    "Simple Colors Wrap: {}. But {} and {}, both of the {which} group, see each other \
                     and cannot both be {d}, so no cell of that group can be {d}",
                    two_colours(d, c.colour[0], c.colour[1]),
                    crate::board::cell_name(u),
                    crate::board::cell_name(v),
                )
            };
            // The cluster, then a weak link between two places of the false colour.
            let draw = |fig: &mut Figure| {
                let true_side = usize::from(c.colour[0] == false_colour);
                let mut drawing = Drawing::new(g, d, fig);
                drawing.cluster(c, true_side, c.colour[0].trailing_zeros() as usize);
                if let Some((u, v)) = seeing_pair(false_colour, false_colour) {
                    drawing.weak(u, v);
                }
            };
            if f.add_drawn(step, reason, draw) {
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
            let reason = || {
                format!(
                    "Simple Colors Trap: {}. So a cell that sees a cell of each group cannot be {d}",
                    two_colours(d, c.colour[0], c.colour[1]),
                )
            };
            let draw = |fig: &mut Figure| {
                Drawing::new(g, d, fig).cluster(c, 0, c.colour[0].trailing_zeros() as usize);
            };
            if f.add_drawn(step, reason, draw) {
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
                    multi_colors_1_step(g, d, one, two, f.texts())
                } else {
                    multi_colors_2_step(g, d, one, two, f.texts())
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
fn multi_colors_1_step(g: &Grid, d: u8, one: &Cluster, two: &Cluster, texts: bool) -> Option<Step> {
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
    let alternatives = &alternatives[..n];
    let reason = || {
        let reasons: Vec<String> = alternatives
            .iter()
            .map(|&(x, y)| {
                format!(
                    "{} sees {}, so those two groups are not both {d}: {} or {}",
                    some_of(one.colour[1 - x]),
                    some_of(two.colour[1 - y]),
                    holds(one.colour[x], d),
                    holds(two.colour[y], d),
                )
            })
            .collect();
        format!(
            "Multi Colors 1: {}. {}. So a cell that sees both cannot be {d}",
            two_clusters(d, one, two),
            capitalized(&reasons.join("; "))
        )
    };
    let pattern = one.colour[0] | one.colour[1] | two.colour[0] | two.colour[1];
    let step = Step::new(Strategy::MultiColors1, digit_mask(d), pattern)
        .eliminate(victims, d)
        .because_if(texts, reason)
        .drawn_if(texts, |fig| {
            // The colours seeing each other are the other ones of each alternative.
            let links: Vec<[usize; 2]> =
                alternatives.iter().map(|&(x, y)| [1 - x, 1 - y]).collect();
            draw_two_clusters(g, d, fig, [one, two], alternatives[0], &links)
        });
    Some(step)
}

/// Multi Colors 2: the colours of `one` that see both colours of `two`.
fn multi_colors_2_step(g: &Grid, d: u8, one: &Cluster, two: &Cluster, texts: bool) -> Option<Step> {
    let sides =
        (0..2).filter(|&a| one.sees[a] & two.colour[0] != 0 && one.sees[a] & two.colour[1] != 0);
    let false_colour = sides.clone().fold(0, |s, a| s | one.colour[a]);
    let side = sides.min()?;
    let pattern = one.colour[0] | one.colour[1] | two.colour[0] | two.colour[1];
    let reason = || {
        let (subject, none) = if false_colour.count_ones() == 1 {
            let cell = colour_words(false_colour);
            (format!("{cell} sees"), format!("{cell} cannot be {d}"))
        } else {
            let cells = colour_words(false_colour);
            (
                format!("Cells of {cells} see"),
                format!("none of {cells} can be {d}"),
            )
        };
        format!(
            "Multi Colors 2: {}. {subject} cells of both groups of the second chain, one of which \
             must hold {d}, so {none}",
            two_clusters(d, one, two),
        )
    };
    // The false colour `side` of `one` meets colour 0 of `two`, then colour 1.
    let links = [[side, 0], [side, 1]];
    let step = Step::new(Strategy::MultiColors2, digit_mask(d), pattern)
        .eliminate(false_colour, d)
        .because_if(texts, reason)
        .drawn_if(texts, |fig| {
            draw_two_clusters(g, d, fig, [one, two], (1 - side, 0), &links)
        });
    Some(step)
}

/// The drawing of colour clusters of one digit: each cluster's conjugate
/// pairs as strong links in breadth-first order from a start cell (so that
/// each link starts at a place reached before), its colours On and Off.
struct Drawing<'a> {
    g: &'a Grid,
    d: u8,
    fig: &'a mut Figure,
}

impl<'a> Drawing<'a> {
    fn new(g: &'a Grid, d: u8, fig: &'a mut Figure) -> Drawing<'a> {
        Drawing { g, d, fig }
    }

    /// Draws cluster `c` from its place `start`, its colour `on` (0 or 1) On.
    fn cluster(&mut self, c: &Cluster, on: usize, start: usize) {
        let d = self.d;
        let role = |side: usize| if side == on { Role::On } else { Role::Off };
        for side in 0..2 {
            self.fig
                .candidates(positions(c.colour[side]), d, role(side));
        }
        let pairs: Vec<Set> = (0..27)
            .map(|h| self.g.house_cells_with(h, d))
            .filter(|&p| p.count_ones() == 2 && p & !(c.colour[0] | c.colour[1]) == 0)
            .collect();
        let (mut queue, mut seen, mut drawn) = (vec![start], bit(start), Vec::new());
        let mut k = 0;
        while k < queue.len() {
            let u = queue[k];
            k += 1;
            for &p in pairs.iter().filter(|&&p| p & bit(u) != 0) {
                if drawn.contains(&p) {
                    continue;
                }
                drawn.push(p);
                let w = (p & !bit(u)).trailing_zeros() as usize;
                self.fig
                    .link(Node::at(Pos::new(u), d), Node::at(Pos::new(w), d), true);
                if seen & bit(w) == 0 {
                    seen |= bit(w);
                    queue.push(w);
                }
            }
        }
    }

    /// A weak link between places `u` and `v` (which see each other).
    fn weak(&mut self, u: usize, v: usize) {
        let d = self.d;
        self.fig
            .link(Node::at(Pos::new(u), d), Node::at(Pos::new(v), d), false);
    }
}

/// The first place of `from` and the first place of `to` seeing it, if any
/// (two distinct places).
fn seeing_pair(from: Set, to: Set) -> Option<(usize, usize)> {
    cells(from).find_map(|u| {
        let v = PEERS[u] & to;
        (v != 0).then(|| (u, v.trailing_zeros() as usize))
    })
}

/// Draws two clusters of a Multi Colors step: the first from a place of a
/// colour meeting the second cluster, a weak link to the place of the
/// second it sees, the second cluster from there, then the other meetings
/// `links` ([side of one, side of two] whose places see each other). The
/// colours `on` (side of one, side of two) are On, the others Off.
fn draw_two_clusters(
    g: &Grid,
    d: u8,
    fig: &mut Figure,
    [one, two]: [&Cluster; 2],
    on: (usize, usize),
    links: &[[usize; 2]],
) {
    let meetings: Vec<(usize, usize)> = links
        .iter()
        .filter_map(|&[a, b]| seeing_pair(one.colour[a], two.colour[b]))
        .collect();
    let Some(&(u, v)) = meetings.first() else {
        return;
    };
    let mut drawing = Drawing::new(g, d, fig);
    drawing.cluster(one, on.0, u);
    drawing.weak(u, v);
    drawing.cluster(two, on.1, v);
    for &(u, v) in &meetings[1..] {
        drawing.weak(v, u);
    }
}

/// A colour named in a sentence: "r1c1" or "r1c1, r5c5 and r9c9".
fn colour_words(set: Set) -> String {
    super::grid::cell_list(set)
}

/// "r5c4" or "one of r2c3 and r3c5".
fn some_of(set: Set) -> String {
    if set.count_ones() == 1 {
        colour_words(set)
    } else {
        format!("one of {}", colour_words(set))
    }
}

/// "r5c4 is 8" or "all of r2c3 and r3c5 are 8".
fn holds(set: Set, d: u8) -> String {
    if set.count_ones() == 1 {
        format!("{} is {d}", colour_words(set))
    } else {
        format!("all of {} are {d}", colour_words(set))
    }
}

/// A cluster's two colours in words: the digit's places linked in pairs
/// (the only two places of a house) alternate, so all of one colour hold
/// the digit or all of the other.
fn two_colours(d: u8, a: Set, b: Set) -> String {
    format!(
        "the places of {d} linked in pairs (each pair the only two places of a house) alternate \
         along the links, so they fall into two groups: either {}, or {}",
        holds(a, d),
        holds(b, d)
    )
}

/// Two clusters in words, as [`two_colours`] says one.
fn two_clusters(d: u8, one: &Cluster, two: &Cluster) -> String {
    format!(
        "two separate chains of places of {d}, each pair the only two places of a house, \
         alternate along their links: either {} or {} in the first, either {} or {} in the second",
        holds(one.colour[0], d),
        holds(one.colour[1], d),
        holds(two.colour[0], d),
        holds(two.colour[1], d),
    )
}

/// The text with its first letter in capitals.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::chains::figure_check::{assert_sound, one_chain};
    use super::super::testutil::grid;
    use super::super::{find_all, Step, Strategy};
    use crate::board::Pos;
    use crate::outcome::Role;

    /// The role of candidate `d` of cell `c`.
    fn role(s: &Step, c: usize, d: u8) -> Option<Role> {
        let mut marks = s.figure.candidates.iter();
        marks
            .find(|m| m.cell == Pos::new(c) && m.digit == d)
            .map(|m| m.role)
    }

    /// The weak links of the figure, as (from cell, to cell).
    fn weak(s: &Step) -> Vec<(usize, usize)> {
        let links = s.figure.links.iter().filter(|l| !l.strong);
        links
            .map(|l| (l.from.cell.index(), l.to.cell.index()))
            .collect()
    }

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
        assert_eq!(
            s.eliminations,
            [(Pos::new(78), 3), (Pos::new(79), 3), (Pos::new(80), 3)]
        );
        assert_eq!(
            s.text,
            "Simple Colors Trap: the places of 3 linked in pairs (each pair the only two places \
             of a house) alternate along the links, so they fall into two groups: either r7c8 is \
             3, or r7c9 is 3. So a cell that sees a cell of each group cannot be 3: \
             remove 3 from r9c7, r9c8 and r9c9"
        );
        // The one conjugate pair (row 7 and box 9 alike) drawn once.
        assert_sound(&g, s);
        let l = &s.figure.links;
        assert_eq!(l.len(), 1);
        assert_eq!(
            (l[0].from.cell.index(), l[0].to.cell.index(), l[0].strong),
            (61, 62, true)
        );
        assert_eq!(
            (role(s, 61, 3), role(s, 62, 3)),
            (Some(Role::On), Some(Role::Off))
        );
    }

    #[test]
    fn wrap_removes_the_whole_colour() {
        let g = grid(":0000:x:5+8+27+4.6.+9+9.38..+5..+1..+9+5.2.+862+14+7+9+8..+3+4.+5..+7917+9+5+3+1+8+4......35+98.4+3+9.+8+71......9+4+3..:::");
        let steps = find_all(&g, Strategy::SimpleColorsWrap);
        assert_eq!(steps.len(), 1);
        assert_eq!(
            steps[0].eliminations,
            [(Pos::new(17), 4), (Pos::new(25), 4)]
        );
        assert_eq!(
            steps[0].text,
            "Simple Colors Wrap: the places of 4 linked in pairs (each pair the only two places \
             of a house) alternate along the links, so they fall into two groups: either all of \
             r2c8, r3c3 and r7c9 are 4, or all of r2c9 and r3c8 are 4. But r2c9 and r3c8, both of \
             the second group, see each other and cannot both be 4, so no cell of that group can \
             be 4: remove 4 from r2c9 and r3c8"
        );
        // The cluster's pairs, strong, then the weak link inside the false colour.
        let s = &steps[0];
        assert_sound(&g, s);
        assert!(one_chain(&s.figure));
        assert_eq!(weak(s), [(17, 25)]);
        assert_eq!(s.figure.links.last().map(|l| l.strong), Some(false));
        assert_eq!(
            (role(s, 17, 4), role(s, 25, 4)),
            (Some(Role::Off), Some(Role::Off))
        );
        let on = s.figure.candidates.iter().filter(|m| m.role == Role::On);
        assert!(on.count() > 0);
    }

    #[test]
    fn multi_colors_1_between_two_clusters() {
        let g = grid(":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....:112 212 513 913 122 222 523 923 232 533 933 142 242 444 446 147 447 449 153 253 453 163 463 663 167 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599::");
        let steps = find_all(&g, Strategy::MultiColors1);
        assert_eq!(steps.len(), 1);
        assert_eq!(
            steps[0].eliminations,
            [(Pos::new(44), 4), (Pos::new(50), 4)]
        );
        assert_eq!(
            steps[0].text,
            "Multi Colors 1: two separate chains of places of 4, each pair the only two places \
             of a house, alternate along their links: either all of r2c6 and r3c7 are 4 or all of \
             r2c9 and r6c7 are 4 in the first, either r3c4 is 4 or r5c4 is 4 in the second. One \
             of r2c6 and r3c7 sees r3c4, so those two groups are not both 4: all of r2c9 and r6c7 \
             are 4 or r5c4 is 4. So a cell that sees both cannot be 4: remove 4 from r5c9 and r6c6"
        );
        // The two alternatives On, one weak link between the clusters'
        // other colours, which see each other.
        let s = &steps[0];
        assert_sound(&g, s);
        assert!(one_chain(&s.figure));
        for c in [17, 51, 39] {
            assert_eq!(
                role(s, c, 4),
                Some(Role::On),
                "r{}c{}",
                c / 9 + 1,
                c % 9 + 1
            );
        }
        let [(u, v)] = weak(s)[..] else {
            panic!("one weak link: {:?}", s.figure.links)
        };
        assert_eq!(
            (role(s, u, 4), role(s, v, 4)),
            (Some(Role::Off), Some(Role::Off))
        );
    }

    #[test]
    fn multi_colors_2_removes_a_colour_seeing_both_of_another() {
        let g = grid(":0000:x:3.7+84....+2+4+5+7+3+6+8918.+9+5.....4..+3..7..+7.+216+4+9..+9..25+7+6...+7+4+9..38..9.+4..5...2.6..+1..:238 438 638 239 439 639 142 842 843 849 552 162 363 863 183 683::");
        let steps = find_all(&g, Strategy::MultiColors2);
        assert_eq!(steps.len(), 2);
        assert_eq!(steps[0].eliminations, [(Pos::new(1), 6)]);
        assert_eq!(
            steps[0].text,
            "Multi Colors 2: two separate chains of places of 6, each pair the only two places \
             of a house, alternate along their links: either r1c2 is 6 or r3c2 is 6 in the first, \
             either r1c8 is 6 or all of r1c9 and r8c8 are 6 in the second. r1c2 sees cells of both \
             groups of the second chain, one of which must hold 6, so r1c2 cannot be 6: remove 6 \
             from r1c2"
        );
        // r1c2 (Off) sees r1c8 (On) and r1c9 (Off) of the other cluster.
        let s = &steps[0];
        assert_sound(&g, s);
        assert!(one_chain(&s.figure));
        assert_eq!(weak(s), [(1, 7), (8, 1)]);
        let roles = [1, 7, 8, 70].map(|c| role(s, c, 6));
        assert_eq!(roles, [Role::Off, Role::On, Role::Off, Role::Off].map(Some));
    }
}
