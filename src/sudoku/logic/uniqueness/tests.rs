//! Positions for the uniqueness finders: taken along the solver's path on
//! top1465 puzzles (written down as library lines of our own), or built by
//! hand from an empty grid with candidates removed.

use super::super::testutil::grid;
use super::super::{find_all, Step, Strategy};
use crate::board::Pos;
use crate::outcome::{CellMark, Role};

/// The cell index of `r<row>c<col>` (1-based).
fn rc(row: usize, col: usize) -> usize {
    (row - 1) * 9 + col - 1
}

/// The only step of `strategy` on the position.
fn only_step(line: &str, strategy: Strategy) -> Step {
    let steps = find_all(&grid(line), strategy);
    assert_eq!(steps.len(), 1, "{steps:#?}");
    steps.into_iter().next().expect("one step")
}

/// The candidates the step's figure marks with `role`, sorted.
fn marked(step: &Step, role: Role) -> Vec<(usize, u8)> {
    let marked = step.figure.marked(role).into_iter();
    marked.map(|(p, d)| (p.index(), d)).collect()
}

/// The step's links as (from cell, to cell, digit, strong).
fn links(step: &Step) -> Vec<(usize, usize, u8, bool)> {
    step.figure
        .links
        .iter()
        .map(|l| {
            assert!(l.from.group.is_empty() && l.to.group.is_empty());
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

/// Checks that the figure draws the rectangle of `step`: its corners as
/// pattern cells (after `first`, marked before them) and the pair digits
/// each corner has as base candidates.
fn draws_rectangle(step: &Step, first: &[CellMark]) {
    let fig = &step.figure;
    assert_eq!(&fig.cells[..first.len()], first);
    let corners: Vec<usize> = fig.cells[first.len()..]
        .iter()
        .map(|m| m.cell.index())
        .collect();
    assert!(fig.cells[first.len()..]
        .iter()
        .all(|m| m.role == Role::Pattern));
    let mut all: Vec<usize> = first
        .iter()
        .map(|m| m.cell.index())
        .chain(corners)
        .collect();
    all.sort_unstable();
    assert_eq!(all.len(), 4);
    let base = marked(step, Role::Base);
    assert!(base
        .iter()
        .all(|(i, d)| all.contains(i) && step.digits.contains(d)));
    assert!(base.len() >= 6, "{base:?}");
}

/// A grid starting with `placed` digits (`"+1+2"`), the rest empty, where
/// the cells `keep` lists (row, column, digits) hold only those digits and
/// every other cell every digit no placed digit rules out.
fn built(placed: &str, keep: &[(usize, usize, &str)]) -> String {
    let mut cells = placed.to_string();
    cells.push_str(&".".repeat(81 - placed.chars().filter(|&c| c != '+').count()));
    let naive = grid(&format!(":0000:x:{cells}:::"));
    let mut deleted = Vec::new();
    for &(r, c, digits) in keep {
        for d in 1..=9u8 {
            if naive.has(rc(r, c), d) && !digits.contains(char::from(b'0' + d)) {
                deleted.push(format!("{d}{r}{c}"));
            }
        }
    }
    format!(":0000:x:{cells}:{}::", deleted.join(" "))
}

#[test]
fn uniqueness_1_clears_the_fourth_corner() {
    let s = only_step(
        ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....:112 212 513 122 222 523 232 533 142 242 678 878 679 879 682 689 889 692 894 696 896 397 597 398 598 399 599::",
        Strategy::Uniqueness1,
    );
    assert_eq!(s.digits, [1, 2]);
    assert_eq!(
        s.eliminations,
        vec![(Pos::new(rc(8, 7)), 1), (Pos::new(rc(8, 7)), 2)]
    );
    assert_eq!(
        s.text,
        "Uniqueness Test 1: 1 and 2 in r8c2, r8c7, r9c2 and r9c7 would be a deadly pattern, \
         so r8c7 is neither 1 nor 2: remove 1 from r8c7 and 2 from r8c7"
    );
    draws_rectangle(
        &s,
        &[CellMark {
            cell: Pos::new(rc(8, 7)),
            role: Role::Focus,
        }],
    );
}

#[test]
fn uniqueness_2_removes_the_shared_extra_digit() {
    let s = only_step(
        ":0000:x:5..7..6....38..+5........2..62.4..+8........+7917.....+4......35+98.4+3....1......9+4+3..:134 634 543 545 346 254 654 555 855 356 856 164 264 664 265 665 266 666 368 568 369 569 783 883 285 685 286 686 788 789::",
        Strategy::Uniqueness2,
    );
    assert_eq!(s.digits, [2, 6]);
    assert_eq!(
        s.eliminations,
        vec![
            (Pos::new(rc(8, 3)), 5),
            (Pos::new(rc(9, 8)), 5),
            (Pos::new(rc(9, 9)), 5)
        ]
    );
    assert_eq!(
        s.text,
        "Uniqueness Test 2: to avoid the deadly pattern 2 and 6 in r6c8, r6c9, r8c8 and r8c9, \
         5 must go in r8c8 or r8c9: remove 5 from r8c3, r9c8 and r9c9"
    );
    draws_rectangle(&s, &[]);
    assert_eq!(marked(&s, Role::Fin), vec![(rc(8, 8), 5), (rc(8, 9), 5)]);
}

#[test]
fn uniqueness_3_finds_a_naked_subset_in_the_box() {
    let s = only_step(
        ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9.+7......:475 675 875 678 878 679 879 682 492 692::",
        Strategy::Uniqueness3,
    );
    assert_eq!(s.digits, [1, 2]);
    assert_eq!(
        s.eliminations,
        vec![
            (Pos::new(rc(8, 9)), 9),
            (Pos::new(rc(9, 8)), 3),
            (Pos::new(rc(9, 8)), 5),
            (Pos::new(rc(9, 9)), 3),
            (Pos::new(rc(9, 9)), 5)
        ]
    );
    assert_eq!(
        s.text,
        "Uniqueness Test 3: to avoid the deadly pattern 1 and 2 in r8c2, r8c7, r9c2 and r9c7, \
         r8c7 and r9c7 hold one of 3, 5 and 9, so with r7c8 and r7c9 they form a naked \
         subset of 3, 5 and 9 in box 9: remove 3 from r9c8 and r9c9, 5 from r9c8 and r9c9 \
         and 9 from r8c9"
    );
    // The subset: the roof's extra digits and the two cells of the box.
    draws_rectangle(&s, &[]);
    let set = marked(&s, Role::Set(1));
    for &i in &[rc(7, 8), rc(7, 9)] {
        assert!(set.iter().any(|&(j, _)| j == i));
    }
    assert!(set
        .iter()
        .all(|&(i, d)| [3, 5, 9].contains(&d) || i == rc(7, 8) || i == rc(7, 9)));
    assert_eq!(s.figure.houses.len(), 1);
    assert_eq!(s.figure.houses[0].cells[0], Pos::new(rc(7, 7)));
    assert_eq!(s.figure.houses[0].role, Role::Focus);
}

#[test]
fn uniqueness_4_keeps_the_locked_digit() {
    let s = only_step(
        ":0000:x:3.7+84....+2..+7+3..918.+9+5.....4..+3..7.....16.......25.....+7+4+9..38..9.+4..5...2.6.....:512 238 438 638 239 439 639 142 842 843 849 949 551 552 353 853 856 956 457 161 661 162 662 363 863 866 966 467 183 683 786 193 593 796 497::",
        Strategy::Uniqueness4,
    );
    assert_eq!(s.digits, [3, 8]);
    assert_eq!(
        s.eliminations,
        vec![(Pos::new(rc(8, 6)), 8), (Pos::new(rc(9, 6)), 8)]
    );
    assert_eq!(
        s.text,
        "Uniqueness Test 4: in the deadly pattern 3 and 8 in r8c3, r8c6, r9c3 and r9c6, 3 must \
         go in r8c6 or r9c6 (no other cell they both see has it), so neither can be 8: \
         remove 8 from r8c6 and r9c6"
    );
    // The strong link of 3 on the roof.
    draws_rectangle(&s, &[]);
    assert_eq!(links(&s), vec![(rc(8, 6), rc(9, 6), 3, true)]);
}

#[test]
fn uniqueness_5_on_a_diagonal() {
    // r1c1 and r4c2 hold only 1/2, r1c2 and r4c1 hold 1/2 and 3.
    let line = built(
        "",
        &[(1, 1, "12"), (4, 2, "12"), (1, 2, "123"), (4, 1, "123")],
    );
    let s = only_step(&line, Strategy::Uniqueness5);
    assert_eq!(s.digits, [1, 2]);
    let victims = [rc(2, 1), rc(3, 1), rc(5, 2), rc(6, 2)];
    assert_eq!(s.eliminations, victims.map(|i| (Pos::new(i), 3)).to_vec());
    assert_eq!(
        s.text,
        "Uniqueness Test 5: to avoid the deadly pattern 1 and 2 in r1c1, r1c2, r4c1 and r4c2, \
         3 must go in r1c2 or r4c1: remove 3 from r2c1, r3c1, r5c2 and r6c2"
    );
    assert_eq!(marked(&s, Role::Fin), vec![(rc(1, 2), 3), (rc(4, 1), 3)]);
    assert!(find_all(&grid(&line), Strategy::Uniqueness2).is_empty());
}

#[test]
fn uniqueness_6_uses_the_x_wing_on_the_diagonal() {
    let s = only_step(
        ":0000:x:+8+5+7+6+2+941+39..3.....3...5.....48+1.7..+9.......62.1+6+9+3....6..2....5.7.+5..8......9....:223 727 233 737 553 357 466 566 866 568 768 769 173 473 777 977 978 281 183 383 483 983 685 186 486 488 189 489 291 591 292 193 393 493 797::",
        Strategy::Uniqueness6,
    );
    assert_eq!(s.digits, [5, 7]);
    assert_eq!(
        s.eliminations,
        vec![(Pos::new(rc(5, 7)), 7), (Pos::new(rc(6, 1)), 7)]
    );
    assert_eq!(
        s.text,
        "Uniqueness Test 6: in the deadly pattern 5 and 7 in r5c1, r5c7, r6c1 and r6c7, 7 lies \
         in its rows and columns only on its corners, so it goes in r5c1 and r6c7, not in \
         r5c7 and r6c1: remove 7 from r5c7 and r6c1"
    );
    // The X-Wing of 7 as a loop of strong links from r5c7.
    draws_rectangle(&s, &[]);
    let (a, b, c, d) = (rc(5, 7), rc(5, 1), rc(6, 1), rc(6, 7));
    assert_eq!(
        links(&s),
        vec![
            (a, b, 7, true),
            (b, c, 7, true),
            (c, d, 7, true),
            (d, a, 7, true)
        ]
    );
}

#[test]
fn hidden_rectangle_clears_the_opposite_corner() {
    let s = only_step(
        ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....:112 212 513 913 122 222 523 923 232 533 933 142 242 444 446 147 447 449 153 253 453 163 463 663 167 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599::",
        Strategy::HiddenRectangle,
    );
    assert_eq!(s.digits, [4, 6]);
    assert_eq!(s.eliminations, vec![(Pos::new(rc(4, 3)), 6)]);
    assert_eq!(
        s.text,
        "Hidden Rectangle: in the deadly pattern 4 and 6 in r4c2, r4c3, r7c2 and r7c3 with \
         corner r7c2, 4 lies in row 4 and column 3 only on the rectangle, so r4c3 cannot \
         be 6: remove 6 from r4c3"
    );
    // The strong links of 4 in row 4 and column 3, from r4c3.
    draws_rectangle(&s, &[]);
    assert_eq!(
        links(&s),
        vec![(rc(4, 3), rc(4, 2), 4, true), (rc(4, 3), rc(7, 3), 4, true)]
    );
}

#[test]
fn avoidable_rectangle_1_needs_placed_digits() {
    let line = ":0000:x:4+91+86+2+3+7+53+8+7+1+9+52+6+4+2+6+5+3+7+48+9+115.2.+6+4..6+3.+4+8+7+51.+7+4.9.+1+6..+92+37+48+1+5+6+8+1+6+5+2+9+743+57+4+6+1+3+9..:::";
    let s = only_step(line, Strategy::AvoidableRectangle1);
    assert_eq!(s.digits, [1, 3]);
    assert_eq!(s.eliminations, vec![(Pos::new(rc(6, 5)), 3)]);
    assert_eq!(
        s.text,
        "Avoidable Rectangle Type 1: 3 in r6c5 would complete the placed 1 and 3 in r6c6, \
         r9c5 and r9c6 into a rectangle whose digits could swap: remove 3 from r6c5"
    );
    let cells: Vec<(usize, Role)> = s
        .figure
        .cells
        .iter()
        .map(|m| (m.cell.index(), m.role))
        .collect();
    assert_eq!(
        cells,
        vec![
            (rc(6, 5), Role::Focus),
            (rc(6, 6), Role::Pattern),
            (rc(9, 5), Role::Pattern),
            (rc(9, 6), Role::Pattern)
        ]
    );
    // The same digits as givens make no avoidable rectangle.
    let givens = line.replace('+', "");
    assert!(find_all(&grid(&givens), Strategy::AvoidableRectangle1).is_empty());
}

#[test]
fn avoidable_rectangle_2_removes_the_shared_extra_digit() {
    // Placed 1 in r1c1 and 2 in r1c2; r4c1 holds 2/5 and r4c2 holds 1/5.
    let line = built("+1+2", &[(4, 1, "25"), (4, 2, "15")]);
    let s = only_step(&line, Strategy::AvoidableRectangle2);
    assert_eq!(s.digits, [1, 2]);
    let victims = [3, 4, 5, 6, 7, 8, 9].map(|c| rc(4, c)).into_iter().chain([
        rc(5, 1),
        rc(5, 2),
        rc(5, 3),
        rc(6, 1),
        rc(6, 2),
        rc(6, 3),
    ]);
    let mut expected: Vec<(Pos, u8)> = victims.map(|i| (Pos::new(i), 5)).collect();
    expected.sort_unstable();
    assert_eq!(s.eliminations, expected);
    assert!(s.text.starts_with(
        "Avoidable Rectangle Type 2: r4c1 and r4c2 cannot be 2 and 1 beside the placed 1 \
         and 2 in r1c1 and r1c2, so one of them is 5: remove 5 from r4c3"
    ));
    assert_eq!(marked(&s, Role::Base), vec![(rc(4, 1), 2), (rc(4, 2), 1)]);
    assert_eq!(marked(&s, Role::Fin), vec![(rc(4, 1), 5), (rc(4, 2), 5)]);
    assert_eq!(s.figure.cells.len(), 4);
}

#[test]
fn bug_plus_1_keeps_the_odd_digit() {
    let s = only_step(
        ":0000:x:+1+4+6.3+58.+2+8+5+3+62.+4..9+2+7+4+8163+5+7+6581+2+3+492+14.+6.+7+5+8+38+95+7+4+2..+4+9+8.+561+2.+5+72+14.+9..63+1+2+9.5.+4:::",
        Strategy::BugPlus1,
    );
    assert!(s.digits.is_empty());
    assert_eq!(
        s.eliminations,
        vec![(Pos::new(rc(2, 8)), 1), (Pos::new(rc(2, 8)), 9)]
    );
    assert_eq!(
        s.text,
        "Bivalue Universal Grave + 1: every other empty cell has two candidates and 7 \
         appears three times in the row, column and box of r2c8, so it is 7: remove 1 from \
         r2c8 and 9 from r2c8"
    );
    // The cell, its 7, and the 7s of its row, column and box.
    assert_eq!(s.figure.cells[0].cell, Pos::new(rc(2, 8)));
    assert_eq!(s.figure.cells[0].role, Role::Focus);
    assert_eq!(marked(&s, Role::Target), vec![(rc(2, 8), 7)]);
    assert_eq!(s.figure.houses.len(), 3);
    let sevens: Vec<(usize, u8)> = [marked(&s, Role::Base), marked(&s, Role::Target)].concat();
    assert!(sevens.iter().all(|&(_, d)| d == 7));
    for h in &s.figure.houses {
        assert_eq!(h.role, Role::Pattern);
        assert_eq!(
            sevens
                .iter()
                .filter(|&&(i, _)| h.cells.contains(&Pos::new(i)))
                .count(),
            3
        );
    }
}
