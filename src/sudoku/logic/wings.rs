//! Wings: XY-Wing, XYZ-Wing and W-Wing (HoDoKu's wing family).
//!
//! The XY- and XYZ-Wing are three cells with three digits between them: a
//! pivot that sees two pincers, the pincers sharing one digit z. Whatever
//! the pivot holds, one pincer is z, so cells seeing both pincers (and, for
//! the XYZ-Wing, the pivot, which may be z itself) lose z. The W-Wing is two
//! bivalue cells with the same digits joined by a strong link of one digit.

use super::chains::{colour, draw_chain};
use super::grid::{bit, cells, digit_list, house_name, Grid, Set, HOUSES, PEERS};
use super::{Finds, Step, Strategy};
use crate::board::{cell_name, digit_mask, digits_of, Mask, CELLS};
use crate::board::{House, Pos};
use crate::outcome::{Figure, Node, Role};

/// **W-Wing.** Two bivalue cells with the same digits x and y, and a house
/// where y has exactly two places, one seeing each cell: one of those
/// places is y, so the cell it sees is not y but x. Either way one of the
/// two cells holds x, and every cell seeing both loses x.
pub(super) fn w_wing(g: &Grid, f: &mut Finds) {
    let bivalue = g.bivalue_cells();
    for i in cells(bivalue) {
        let pair = g.cand[i];
        for j in cells(bivalue & !(bit(i + 1) - 1)) {
            if g.cand[j] != pair {
                continue;
            }
            for x in digits_of(pair) {
                let victims = PEERS[i] & PEERS[j] & g.cells_with(x);
                if victims == 0 {
                    continue;
                }
                let y = digits_of(pair & !digit_mask(x)).next().unwrap_or(x);
                for h in 0..27 {
                    let Some((a, b)) = w_link(g, h, y, i, j) else {
                        continue;
                    };
                    let step = Step::new(Strategy::WWing, pair, bit(i) | bit(j) | bit(a) | bit(b))
                        .eliminate(victims, x);
                    let reason = || {
                        let notation = format!(
                            "W-Wing on {}: ({x}={y}){} - {y}{}={y}{} - ({y}={x}){}",
                            digit_list(pair),
                            cell_name(i),
                            cell_name(a),
                            cell_name(b),
                            cell_name(j),
                        );
                        let text = format!(
                            "W-Wing: {} and {} hold only {}. In {}, {y} goes only in {} or {}: \
                             if {} is {y}, {} (which sees it) is not {y}, so it is {x}; if {} is {y}, \
                             {} is {x} likewise. Either way {} or {} is {x}, so a cell that sees both \
                             cannot be {x}",
                            cell_name(i),
                            cell_name(j),
                            digit_list(pair),
                            house_name(h),
                            cell_name(a),
                            cell_name(b),
                            cell_name(a),
                            cell_name(i),
                            cell_name(b),
                            cell_name(j),
                            cell_name(i),
                            cell_name(j),
                        );
                        super::Reason::new(text, notation)
                    };
                    // (x)i = (y)i - (y)a = (y)b - (y)j = (x)j, the strong link's house outlined.
                    let draw = |fig: &mut Figure| {
                        fig.grid_house(House::new(h), Role::Pattern);
                        let nodes = [(i, x), (i, y), (a, y), (b, y), (j, y), (j, x)];
                        draw_chain(fig, &nodes.map(|(c, d)| Node::at(Pos::new(c), d)), true);
                    };
                    if f.add_drawn(step, reason, draw) {
                        return;
                    }
                }
            }
        }
    }
}

/// The strong link of `y` in house `h` joining cells `i` and `j`: the two
/// places of `y` in the house (other than `i` and `j`), the first seeing
/// `i` and the second seeing `j`. As in HoDoKu, each place is matched to
/// `i` when it sees `i`, and to `j` only otherwise.
fn w_link(g: &Grid, h: usize, y: u8, i: usize, j: usize) -> Option<(usize, usize)> {
    let places = g.house_cells_with(h, y);
    if places.count_ones() != 2 {
        return None;
    }
    let (mut to_i, mut to_j) = (None, None);
    for &c in HOUSES[h].iter() {
        if places & bit(c) == 0 || c == i || c == j {
            continue;
        }
        if PEERS[c] & bit(i) != 0 {
            to_i = Some(c);
        } else if PEERS[c] & bit(j) != 0 {
            to_j = Some(c);
        }
    }
    to_i.zip(to_j)
}

/// **XY-Wing.** A bivalue pivot xy seeing two bivalue pincers xz and yz:
/// the pivot makes one pincer z, so cells seeing both pincers lose z.
pub(super) fn xy_wing(g: &Grid, f: &mut Finds) {
    wing(g, f, false);
}

/// **XYZ-Wing.** A trivalue pivot xyz seeing two bivalue pincers xz and
/// yz: one of the three cells is z, so cells seeing all three lose z.
pub(super) fn xyz_wing(g: &Grid, f: &mut Finds) {
    wing(g, f, true);
}

/// The XY-Wing (`xyz` false) or XYZ-Wing search: every pivot (bivalue, or
/// trivalue for the XYZ-Wing) with every pair of bivalue pincers that it
/// sees, the three cells having exactly three digits and no two the same
/// candidates.
fn wing(g: &Grid, f: &mut Finds, xyz: bool) {
    let bivalue: Vec<usize> = cells(g.bivalue_cells()).collect();
    let pivots: Vec<usize> = if xyz {
        (0..CELLS)
            .filter(|&i| g.cand[i].count_ones() == 3)
            .collect()
    } else {
        bivalue.clone()
    };
    for &p in &pivots {
        for (k, &a) in bivalue.iter().enumerate() {
            if PEERS[p] & bit(a) == 0 || (g.cand[p] | g.cand[a]).count_ones() != 3 {
                continue;
            }
            for &b in &bivalue[k + 1..] {
                if b == p {
                    continue;
                }
                if let Some(step) = wing_step(g, p, a, b, xyz, f.texts()) {
                    if f.add(step) {
                        return;
                    }
                }
            }
        }
    }
}

/// The wing with pivot `p` and pincers `a` and `b`, if it is one and
/// removes something.
fn wing_step(g: &Grid, p: usize, a: usize, b: usize, xyz: bool, texts: bool) -> Option<Step> {
    let (cp, ca, cb) = (g.cand[p], g.cand[a], g.cand[b]);
    let all: Mask = cp | ca | cb;
    if all.count_ones() != 3 || cp == ca || ca == cb || cb == cp {
        return None;
    }
    if PEERS[p] & bit(a) == 0 || PEERS[p] & bit(b) == 0 {
        return None;
    }
    let z_mask = ca & cb;
    if z_mask.count_ones() != 1 {
        return None;
    }
    let z = z_mask.trailing_zeros() as u8 + 1;
    let mut victims: Set = PEERS[a] & PEERS[b] & g.cells_with(z);
    if xyz {
        victims &= PEERS[p];
    }
    if victims == 0 {
        return None;
    }
    let (strategy, name, which) = if xyz {
        (Strategy::XyzWing, "XYZ-Wing", "one of the three")
    } else {
        (Strategy::XyWing, "XY-Wing", "one pincer")
    };
    let text = || {
        let notation = format!(
            "{name} on {}: pivot {} {} with pincers {} {} and {} {}, so {which} is {z}",
            digit_list(all),
            cell_name(p),
            digits_text(cp),
            cell_name(a),
            digits_text(ca),
            cell_name(b),
            digits_text(cb)
        );
        let other = |m: Mask| digits_of(m & !z_mask).next().unwrap_or(z);
        let (x, y) = (other(ca), other(cb));
        let (pn, an, bn) = (cell_name(p), cell_name(a), cell_name(b));
        let end = if xyz {
            format!(
                "; otherwise {pn} is {z} itself. So one of the three is {z}, and a cell that sees \
                 all three cannot be {z}"
            )
        } else {
            format!(". Either way {an} or {bn} is {z}, so a cell that sees both cannot be {z}")
        };
        let text = format!(
            "{name}: the pivot {pn} holds only {}; it sees {an} (only {}) and {bn} (only {}). \
             If {pn} is {x}, {an} is not {x}, so it is {z}; if {pn} is {y}, {bn} is {z}{end}",
            digit_list(cp),
            digit_list(ca),
            digit_list(cb),
        );
        super::Reason::new(text, notation)
    };
    let wing = Wing { p, a, b, z };
    Some(
        Step::new(strategy, all, bit(p) | bit(a) | bit(b))
            .eliminate(victims, z)
            .because_if(texts, text)
            .drawn_if(texts, |fig| wing.draw(g, fig, xyz)),
    )
}

/// An XY- or XYZ-Wing: pivot `p`, pincers `a` and `b`, digit `z` they share.
struct Wing {
    p: usize,
    a: usize,
    b: usize,
    z: u8,
}

impl Wing {
    /// The pincer's digit other than z (the one it shares with the pivot).
    fn other(&self, g: &Grid, pincer: usize) -> u8 {
        digits_of(g.cand[pincer] & !digit_mask(self.z))
            .next()
            .unwrap_or(self.z)
    }

    /// Draws the wing. An XY-Wing is the chain (z)a = (x)a - (x)p = (y)p -
    /// (y)b = (z)b. An XYZ-Wing's pivot (its candidates `Base`) may be z
    /// itself, so it is drawn as two branches from the pivot, (x)p - (x)a =
    /// (z)a and (y)p - (y)b = (z)b: whatever the pivot holds, z is in one
    /// of the three cells.
    fn draw(&self, g: &Grid, fig: &mut Figure, xyz: bool) {
        let (x, y) = (self.other(g, self.a), self.other(g, self.b));
        let (p, a, b, z) = (self.p, self.a, self.b, self.z);
        if !xyz {
            let nodes = [(a, z), (a, x), (p, x), (p, y), (b, y), (b, z)];
            draw_chain(fig, &nodes.map(|(c, d)| Node::at(Pos::new(c), d)), true);
            return;
        }
        for d in digits_of(g.cand[p]) {
            fig.candidate(Pos::new(p), d, Role::Base);
        }
        for (pincer, d) in [(a, x), (b, y)] {
            let (shared, end) = (Node::at(Pos::new(pincer), d), Node::at(Pos::new(pincer), z));
            colour(fig, &shared, false);
            colour(fig, &end, true);
            fig.link(Node::at(Pos::new(p), d), shared.clone(), false)
                .link(shared, end, true);
        }
    }
}

/// A cell's candidates written together in braces: "{169}".
fn digits_text(mask: Mask) -> String {
    let ds: String = digits_of(mask).map(|d| char::from(b'0' + d)).collect();
    format!("{{{ds}}}")
}

#[cfg(test)]
mod tests {
    use super::super::chains::figure_check::{assert_sound, marks, one_chain};
    use super::super::testutil::grid;
    use super::super::{find_all, Step, Strategy};
    use crate::board::Pos;
    use crate::outcome::{Link, Node, Role};

    /// A link as (from, to, strong), nodes as (cell, digit).
    type Drawn = ((usize, u8), (usize, u8), bool);

    /// The figure's links.
    fn links(s: &Step) -> Vec<Drawn> {
        let node = |n: &Node| (n.cell.index(), n.digit);
        let link = |l: &Link| (node(&l.from), node(&l.to), l.strong);
        s.figure.links.iter().map(link).collect()
    }

    /// The role of candidate `d` of cell `c`.
    fn role(s: &Step, c: usize, d: u8) -> Option<Role> {
        let mut marks = s.figure.candidates.iter();
        marks
            .find(|m| m.cell == Pos::new(c) && m.digit == d)
            .map(|m| m.role)
    }

    // Positions written for these tests: a few filled digits and the
    // candidates each wing needs, in library format with deleted candidates.

    #[test]
    fn xy_wing_removes_z_from_cells_seeing_both_pincers() {
        // Pivot r1c1 {12}, pincers r1c5 {13} and r4c1 {23}: r4c5 loses 3.
        let g = grid(&wing_line(&[(0, 0b011), (4, 0b101), (27, 0b110)]));
        let steps = find_all(&g, Strategy::XyWing);
        let s = steps
            .iter()
            .find(|s| s.digits == [1, 2, 3])
            .expect("an XY-Wing");
        assert_eq!(s.eliminations, vec![(Pos::new(31), 3)]);
        assert_eq!(
            format!("{}: {}", s.notation, s.effect()),
            "XY-Wing on 1, 2 and 3: pivot r1c1 {12} with pincers r1c5 {13} and r4c1 {23}, so one pincer is 3: remove 3 from r4c5"
        );
        // (3)r1c5 = (1)r1c5 - (1)r1c1 = (2)r1c1 - (2)r4c1 = (3)r4c1.
        assert_sound(&g, s);
        assert_eq!(marks(&s.figure), "=-=-=");
        let nodes = [(4, 3), (4, 1), (0, 1), (0, 2), (27, 2), (27, 3)];
        let chain: Vec<_> = nodes.windows(2).map(|w| (w[0], w[1])).collect();
        let drawn: Vec<_> = links(s).iter().map(|&(a, b, _)| (a, b)).collect();
        assert_eq!(drawn, chain);
        assert_eq!(role(s, 4, 3), Some(Role::Off));
        assert_eq!(role(s, 27, 3), Some(Role::On));
    }

    #[test]
    fn xyz_wing_removes_z_from_cells_seeing_all_three() {
        // Pivot r1c1 {123}, pincers r1c3 {13} and r2c2 {23}: r1c2 loses 3 (sees all three).
        let g = grid(&wing_line(&[(0, 0b111), (2, 0b101), (10, 0b110)]));
        let steps = find_all(&g, Strategy::XyzWing);
        let s = steps
            .iter()
            .find(|s| s.digits == [1, 2, 3])
            .expect("an XYZ-Wing");
        assert!(
            s.eliminations.contains(&(Pos::new(1), 3)),
            "{:?}",
            s.eliminations
        );
        assert!(s.eliminations.iter().all(|&(p, _)| p.block().index() == 0));
        assert!(s
            .notation
            .starts_with("XYZ-Wing on 1, 2 and 3: pivot r1c1 {123}"));
        // The pivot Base, a branch from it to each pincer's 3.
        assert_sound(&g, s);
        assert!((1..=3).all(|d| role(s, 0, d) == Some(Role::Base)));
        let (a, b) = (2, 10);
        assert_eq!(
            links(s),
            [
                ((0, 1), (a, 1), false),
                ((a, 1), (a, 3), true),
                ((0, 2), (b, 2), false),
                ((b, 2), (b, 3), true)
            ]
        );
        assert_eq!(role(s, a, 3), Some(Role::On));
        assert_eq!(role(s, b, 2), Some(Role::Off));
    }

    #[test]
    fn w_wing_uses_a_strong_link() {
        // r1c1 and r5c5 {12}; 2 only at r1c9 and r5c9 in column 9: cells
        // seeing r1c1 and r5c5 (r1c5, r5c1) lose 1.
        let mut cells = vec![(0, 0b011), (40, 0b011)];
        let col9: Vec<usize> = (0..9).map(|r| r * 9 + 8).collect();
        for &c in &col9 {
            if c != 8 && c != 44 {
                cells.push((c, 0b1_1111_1101));
            }
        }
        let g = grid(&wing_line(&cells));
        let steps = find_all(&g, Strategy::WWing);
        let s = steps
            .iter()
            .find(|s| s.eliminations.contains(&(Pos::new(4), 1)))
            .expect("a W-Wing on 1");
        assert_eq!(s.digits, vec![1, 2]);
        assert_eq!(s.eliminations, vec![(Pos::new(4), 1), (Pos::new(36), 1)]);
        assert_eq!(
            s.text,
            "W-Wing: r1c1 and r5c5 hold only 1 and 2. In column 9, 2 goes only in r1c9 or r5c9: \
             if r1c9 is 2, r1c1 (which sees it) is not 2, so it is 1; if r5c9 is 2, r5c5 is 1 \
             likewise. Either way r1c1 or r5c5 is 1, so a cell that sees both cannot be 1: \
             remove 1 from r1c5 and r5c1"
        );
        assert_eq!(
            s.notation,
            "W-Wing on 1 and 2: (1=2)r1c1 - 2r1c9=2r5c9 - (2=1)r5c5"
        );
        // (1)r1c1 = (2)r1c1 - (2)r1c9 = (2)r5c9 - (2)r5c5 = (1)r5c5, column 9 outlined.
        assert_sound(&g, s);
        assert!(one_chain(&s.figure));
        assert_eq!(marks(&s.figure), "=-=-=");
        let nodes = [(0, 1), (0, 2), (8, 2), (44, 2), (40, 2), (40, 1)];
        let ends: Vec<_> = links(s).iter().map(|&(_, b, _)| b).collect();
        assert_eq!(ends, nodes[1..]);
        assert!(s.figure.houses[0].cells.iter().map(|p| p.index()).eq(col9));
        assert_eq!(s.figure.houses[0].role, Role::Pattern);
    }

    /// A library line of an empty grid whose listed cells keep only the
    /// given candidate masks (every other candidate deleted).
    fn wing_line(cells: &[(usize, u16)]) -> String {
        let mut deleted = Vec::new();
        for &(i, mask) in cells {
            for d in 1..=9u16 {
                if mask & (1 << (d - 1)) == 0 {
                    deleted.push(format!("{d}{}{}", i / 9 + 1, i % 9 + 1));
                }
            }
        }
        format!(":0000:x:{}:{}::", ".".repeat(81), deleted.join(" "))
    }
}
