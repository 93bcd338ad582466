//! Unit tests of the fish finders.

use super::super::testutil::grid;
use super::super::{find_all, Strategy};
use super::*;
use crate::board::Pos;
use crate::outcome::HouseKind;

/// Eliminations of candidate digits, in the form `Step` keeps them.
type Elims = Vec<(usize, u8)>;

/// Positions met on the solver's path through the first top1465 puzzle
/// (`4...3.......6..8...`), written as library lines of our own.
fn first(extra: &str) -> Grid {
    grid(&format!(
        ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1+927..5.3....4.9.+7.+4....\
         :112 212 513 913 122 222 523 923 232 533 933 142 242 {extra}678 878 679 879 682 689 889 \
         692 894 696 896 397 597 198 298 398 598 299 399 599::"
    ))
}

/// Positions from the second top1465 puzzle (`3.7.4.......`).
fn second(deleted: &str) -> Grid {
    grid(&format!(
        ":0000:x:3.7.4...........918.+9......4.....7.....16.......25..........38..9....5...2.6.....:{deleted}::"
    ))
}

const P0: &str = "";
const P1: &str = "147 167 ";
const P2: &str = "147 153 253 453 163 463 663 167 ";
const P3: &str = "444 446 147 447 449 153 253 453 163 463 663 167 ";
const P4: &str = "444 446 147 447 449 153 253 453 163 463 663 466 167 ";
const P5: &str = "342 842 343 843 348 349 849 949 356 856 956 366 866 966";
const P6: &str =
    "225 226 227 334 734 335 735 336 736 142 342 842 343 843 348 349 849 949 353 356 856 \
                  956 162 363 366 866 966 172 476 486 496";

/// A later position of the second puzzle (two more digits placed).
fn p7() -> Grid {
    grid(
        ":0000:x:3.7.4....+2......918.+9+5.....4.....7.....16.......25.....+7+4...38..9....5...2.6.....\
         :512 726 335 735 336 736 238 438 638 239 439 639 142 342 842 343 843 348 349 849 949 551 \
         552 353 853 356 856 956 457 161 661 162 662 363 863 366 866 966 467 183 683 486 786 193 \
         593 496 796 497::",
    )
}

/// The steps of `strategy` on `g` as (eliminations, sentence).
fn steps(g: &Grid, strategy: Strategy) -> Vec<(Elims, String)> {
    find_all(g, strategy)
        .into_iter()
        .map(|s| {
            assert!(s.placements.is_empty());
            let elims = s.eliminations.iter().map(|&(p, d)| (p.index(), d));
            (elims.collect(), s.text)
        })
        .collect()
}

fn one(elims: Elims, text: &str) -> Vec<(Elims, String)> {
    vec![(elims, text.to_string())]
}

#[test]
fn x_wing_in_two_rows() {
    assert_eq!(
        steps(&first(P0), Strategy::XWing),
        one(
            vec![(33, 1), (51, 1)],
            "X-Wing: in rows 8 and 9, 1 fits only in columns 2 and 7, so those rows take the 1s of \
            columns 2 and 7 (one each) and no other cell of those columns can be 1: remove 1 from \
            r4c7 and r6c7"
        )
    );
}

/// The candidates of a figure with `role`, as (cell, digit).
fn marked(fig: &Figure, role: Role) -> Vec<(usize, u8)> {
    fig.candidates
        .iter()
        .filter(|m| m.role == role)
        .map(|m| (m.cell.index(), m.digit))
        .collect()
}

/// The houses of a figure with `role`, by their first two cells.
fn outlined(fig: &Figure, role: Role) -> Vec<(usize, usize)> {
    fig.houses
        .iter()
        .filter(|h| h.role == role)
        .map(|h| (h.cells[0].index(), h.cells[1].index()))
        .collect()
}

#[test]
fn an_x_wing_draws_base_and_cover_lines() {
    let s = &find_all(&first(P0), Strategy::XWing)[0];
    let fig = &s.figure;
    // Rows 8 and 9 are the base lines, columns 2 and 7 the cover lines.
    assert_eq!(outlined(fig, Role::Base), vec![(63, 64), (72, 73)]);
    assert_eq!(outlined(fig, Role::Cover), vec![(1, 10), (6, 15)]);
    assert!(fig.houses.iter().all(|h| h.kind
        == if h.role == Role::Base {
            HouseKind::Row
        } else {
            HouseKind::Column
        }));
    assert_eq!(
        marked(fig, Role::Base),
        vec![(64, 1), (69, 1), (73, 1), (78, 1)]
    );
    // The cover places outside the base lines are the eliminations.
    assert_eq!(marked(fig, Role::Cover), vec![(33, 1), (51, 1)]);
    assert!(marked(fig, Role::Fin).is_empty());
}

#[test]
fn a_finned_x_wing_marks_its_fin() {
    let s = &find_all(&first(P1), Strategy::FinnedXWing)[0];
    let fig = &s.figure;
    assert_eq!(marked(fig, Role::Fin), vec![(27, 1)]);
    assert_eq!(outlined(fig, Role::Base), vec![(0, 1), (27, 28)]);
    assert_eq!(outlined(fig, Role::Cover), vec![(2, 11), (5, 14)]);
    for (i, d) in marked(fig, Role::Base) {
        assert_eq!(d, 1);
        assert!(i / 9 == 0 || i / 9 == 3);
        assert!(i % 9 == 2 || i % 9 == 5);
    }
    // Every cover place outside the rows is drawn; those seeing the fin go.
    let cover = marked(fig, Role::Cover);
    assert!(s
        .eliminations
        .iter()
        .all(|&(p, d)| cover.contains(&(p.index(), d))));
}

#[test]
fn a_siamese_fish_draws_both_covers_and_all_fins() {
    let s = &find_all(&first(P3), Strategy::SiameseSashimiXWing)[0];
    let fig = &s.figure;
    // Columns 4 and 7; rows 3, 5 and 6 cover; fins r6c7 and r5c4.
    assert_eq!(outlined(fig, Role::Base), vec![(3, 12), (6, 15)]);
    assert_eq!(
        outlined(fig, Role::Cover),
        vec![(18, 19), (36, 37), (45, 46)]
    );
    let mut fins = marked(fig, Role::Fin);
    fins.sort_unstable();
    assert_eq!(fins, vec![(39, 4), (51, 4)]);
}

#[test]
fn swordfish_in_three_columns() {
    assert_eq!(
        steps(&second(P5), Strategy::Swordfish),
        one(
            vec![(21, 3), (22, 3), (23, 3), (38, 3), (47, 3)],
            "Swordfish: in columns 2, 8 and 9, 3 fits only in rows 3, 5 and 6, so those columns take \
            the 3s of rows 3, 5 and 6 (one each) and no other cell of those rows can be 3: remove 3 \
            from r3c4, r3c5, r3c6, r5c3 and r6c3"
        )
    );
}

#[test]
fn jellyfish_in_four_rows() {
    assert_eq!(
        steps(&first(P2), Strategy::Jellyfish),
        one(
            vec![(30, 4), (32, 4), (33, 4), (35, 4)],
            "Jellyfish: in rows 2, 3, 5 and 6, 4 fits only in columns 4, 6, 7 and 9, so those rows \
            take the 4s of columns 4, 6, 7 and 9 (one each) and no other cell of those columns can \
            be 4: remove 4 from r4c4, r4c6, r4c7 and r4c9"
        )
    );
}

#[test]
fn finned_x_wing_removes_only_what_sees_the_fin() {
    assert_eq!(
        steps(&first(P1), Strategy::FinnedXWing),
        one(
            vec![(38, 1), (47, 1)],
            "Finned X-Wing: in rows 1 and 4, 1 fits only in columns 3 and 6 except for the fin r4c1; \
            if the fin is not 1, those rows take the 1s of columns 3 and 6 (one each), and if the \
            fin is 1, it rules out 1 in every cell it sees. Either way, the cells of columns 3 and 6 \
            outside rows 1 and 4 that see the fin cannot be 1: remove 1 from r5c3 and r6c3"
        )
    );
}

#[test]
fn sashimi_x_wing_with_a_single_corner() {
    assert_eq!(
        steps(&first(P4), Strategy::SashimiXWing),
        one(
            vec![(44, 4)],
            "Sashimi X-Wing: in rows 2 and 6, 4 fits only in columns 6 and 9 except for the fin r6c7; \
            if the fin is not 4, those rows take the 4s of columns 6 and 9 (one each), and if the \
            fin is 4, it rules out 4 in every cell it sees. Either way, the cells of columns 6 and 9 \
            outside rows 2 and 6 that see the fin cannot be 4: remove 4 from r5c9"
        )
    );
}

#[test]
fn finned_swordfish() {
    assert_eq!(
        steps(&first(P0), Strategy::FinnedSwordfish),
        one(
            vec![(38, 1), (47, 1)],
            "Finned Swordfish: in columns 1, 5 and 8, 1 fits only in rows 2, 5 and 6 except for the \
            fin r4c1; if the fin is not 1, those columns take the 1s of rows 2, 5 and 6 (one each), \
            and if the fin is 1, it rules out 1 in every cell it sees. Either way, the cells of rows \
            2, 5 and 6 outside columns 1, 5 and 8 that see the fin cannot be 1: remove 1 from r5c3 \
            and r6c3"
        )
    );
}

#[test]
fn sashimi_swordfish_with_two_fins() {
    assert_eq!(
        steps(&second(P5), Strategy::SashimiSwordfish),
        one(
            vec![(23, 7)],
            "Sashimi Swordfish: in rows 2, 5 and 6, 7 fits only in columns 1, 2 and 6 except for the \
            fins r2c4 and r2c5; if no fin is 7, those rows take the 7s of columns 1, 2 and 6 (one \
            each), and if a fin is 7, it rules out 7 in every cell it sees. Either way, the cells of \
            columns 1, 2 and 6 outside rows 2, 5 and 6 that see every fin cannot be 7: remove 7 from \
            r3c6"
        )
    );
}

#[test]
fn a_fish_without_fins_but_a_one_place_line_is_sashimi() {
    // HoDoKu's rule: column 4 holds a single 4, so the finless fish on
    // columns 2, 4 and 7 counts as sashimi, not as a swordfish.
    let found = steps(&p7(), Strategy::SashimiSwordfish);
    assert!(found.contains(&(
        vec![(70, 4), (71, 4)],
        "Sashimi Swordfish: in columns 2, 4 and 7, 4 fits only in rows 2, 3 and 8, so those \
            columns take the 4s of rows 2, 3 and 8 (one each) and no other cell of those rows can be \
            4: remove 4 from r8c8 and r8c9"
            .to_string()
    )));
    assert_eq!(
        steps(&p7(), Strategy::Swordfish),
        one(
            vec![(70, 4), (71, 4)],
            "Swordfish: in rows 5, 6 and 9, 4 fits only in columns 6, 8 and 9, so those rows take the \
            4s of columns 6, 8 and 9 (one each) and no other cell of those columns can be 4: remove \
            4 from r8c8 and r8c9"
        )
    );
}

#[test]
fn finned_jellyfish() {
    assert_eq!(
        steps(&first(P0), Strategy::FinnedJellyfish),
        one(
            vec![(38, 1), (47, 1)],
            "Finned Jellyfish: in rows 1, 4, 8 and 9, 1 fits only in columns 2, 3, 6 and 7 except for \
            the fin r4c1; if the fin is not 1, those rows take the 1s of columns 2, 3, 6 and 7 (one \
            each), and if the fin is 1, it rules out 1 in every cell it sees. Either way, the cells \
            of columns 2, 3, 6 and 7 outside rows 1, 4, 8 and 9 that see the fin cannot be 1: remove \
            1 from r5c3 and r6c3"
        )
    );
}

#[test]
fn sashimi_jellyfish() {
    assert_eq!(
        steps(&first(P4), Strategy::SashimiJellyfish),
        one(
            vec![(44, 4)],
            "Sashimi Jellyfish: in rows 2, 4, 6 and 7, 4 fits only in columns 2, 3, 6 and 9 except \
            for the fin r6c7; if the fin is not 4, those rows take the 4s of columns 2, 3, 6 and 9 \
            (one each), and if the fin is 4, it rules out 4 in every cell it sees. Either way, the \
            cells of columns 2, 3, 6 and 9 outside rows 2, 4, 6 and 7 that see the fin cannot be 4: \
            remove 4 from r5c9"
        )
    );
}

#[test]
fn siamese_finned_x_wings_pair_every_two_fish_of_one_base() {
    assert_eq!(
        steps(&second(P6), Strategy::SiameseFinnedXWing),
        vec![
            (
                vec![(59, 7), (68, 7)],
                "Siamese Finned X-Wing: two fish on the same lines: in columns 4 and 5, 7 fits only in \
            rows 2 and 7 except for the fins r8c4, r8c5 and r9c5, and only in rows 2 and 8 except \
            for the fins r7c4, r7c5 and r9c5. For each, whether its fins are 7 or not, the cells of \
            its rows outside those columns that see its fins cannot be 7: remove 7 from r7c6 and \
            r8c6"
                    .to_string()
            ),
            (
                vec![(59, 7), (77, 7)],
                "Siamese Finned X-Wing: two fish on the same lines: in columns 4 and 5, 7 fits only in \
            rows 2 and 7 except for the fins r8c4, r8c5 and r9c5, and only in rows 2 and 9 except \
            for the fins r7c4, r7c5, r8c4 and r8c5. For each, whether its fins are 7 or not, the \
            cells of its rows outside those columns that see its fins cannot be 7: remove 7 from \
            r7c6 and r9c6"
                    .to_string()
            ),
            (
                vec![(68, 7), (77, 7)],
                "Siamese Finned X-Wing: two fish on the same lines: in columns 4 and 5, 7 fits only in \
            rows 2 and 8 except for the fins r7c4, r7c5 and r9c5, and only in rows 2 and 9 except \
            for the fins r7c4, r7c5, r8c4 and r8c5. For each, whether its fins are 7 or not, the \
            cells of its rows outside those columns that see its fins cannot be 7: remove 7 from \
            r8c6 and r9c6"
                    .to_string()
            ),
        ]
    );
}

#[test]
fn siamese_sashimi_x_wing() {
    assert_eq!(
        steps(&first(P3), Strategy::SiameseSashimiXWing),
        one(
            vec![(44, 4), (50, 4)],
            "Siamese Sashimi X-Wing: two fish on the same lines: in columns 4 and 7, 4 fits only in \
            rows 3 and 5 except for the fin r6c7, and only in rows 3 and 6 except for the fin r5c4. \
            For each, whether its fins are 4 or not, the cells of its rows outside those columns \
            that see its fins cannot be 4: remove 4 from r5c9 and r6c6"
        )
    );
}

#[test]
fn siamese_finned_swordfish() {
    assert_eq!(
        steps(&first(P2), Strategy::SiameseFinnedSwordfish),
        one(
            vec![(32, 4), (35, 4)],
            "Siamese Finned Swordfish: two fish on the same lines: in rows 2, 5 and 6, 4 fits only in \
            columns 4, 6 and 9 except for the fin r6c7, and only in columns 6, 7 and 9 except for \
            the fin r5c4. For each, whether its fins are 4 or not, the cells of its columns outside \
            those rows that see its fins cannot be 4: remove 4 from r4c6 and r4c9"
        )
    );
}

#[test]
fn siamese_sashimi_swordfish() {
    assert_eq!(
        steps(&p7(), Strategy::SiameseSashimiSwordfish),
        one(
            vec![(70, 4), (71, 4)],
            "Siamese Sashimi Swordfish: two fish on the same lines: in rows 2, 3 and 9, 4 fits only \
            in columns 2, 7 and 8 except for the fin r9c9, and only in columns 2, 7 and 9 except for \
            the fin r9c8. For each, whether its fins are 4 or not, the cells of its columns outside \
            those rows that see its fins cannot be 4: remove 4 from r8c8 and r8c9"
        )
    );
}

#[test]
fn siamese_finned_jellyfish() {
    assert_eq!(
        steps(&first(P2), Strategy::SiameseFinnedJellyfish),
        one(
            vec![(32, 4), (35, 4), (44, 4), (50, 4)],
            "Siamese Finned Jellyfish: two fish on the same lines: in columns 2, 3, 4 and 7, 4 fits \
            only in rows 3, 4, 5 and 7 except for the fin r6c7, and only in rows 3, 4, 6 and 7 \
            except for the fin r5c4. For each, whether its fins are 4 or not, the cells of its rows \
            outside those columns that see its fins cannot be 4: remove 4 from r4c6, r4c9, r5c9 and \
            r6c6"
        )
    );
}

#[test]
fn siamese_sashimi_jellyfish() {
    assert_eq!(
        steps(&first(P3), Strategy::SiameseSashimiJellyfish),
        one(
            vec![(44, 4), (50, 4)],
            "Siamese Sashimi Jellyfish: two fish on the same lines: in columns 2, 3, 4 and 7, 4 fits \
            only in rows 3, 4, 5 and 7 except for the fin r6c7, and only in rows 3, 4, 6 and 7 \
            except for the fin r5c4. For each, whether its fins are 4 or not, the cells of its rows \
            outside those columns that see its fins cannot be 4: remove 4 from r5c9 and r6c6"
        )
    );
}

/// A fish as compared with the plain definition.
type Plain = (u8, bool, u16, u16, Set, Set, Kind);

/// The fish of `size` by HoDoKu's definition, tried exhaustively: any
/// `size` lines holding the digit, any `size` cover lines meeting their
/// places, at most five fins, eliminations seeing every fin.
fn plain_fish(g: &Grid, size: usize) -> Vec<Plain> {
    let mut out = Vec::new();
    for d in 1..=9u8 {
        let cand = g.cells_with(d);
        let rows = row_masks(cand);
        let cols = transpose(&rows);
        for (by_cols, lines) in [(false, &rows), (true, &cols)] {
            let usable = (0..9)
                .filter(|&l| lines[l] != 0)
                .fold(0u16, |m, l| m | 1 << l);
            combinations(usable.into(), size as u32, 0, &mut |base| {
                let base = base as u16;
                let span: u16 = ones(base).fold(0, |m, l| m | lines[l]);
                combinations(span.into(), size as u32, 0, &mut |cover| {
                    let cover = cover as u16;
                    let cells = lines_union(by_cols, base) & cand;
                    let covered = lines_union(!by_cols, cover) & cand;
                    let fins = cells & !covered;
                    let elims = covered & !cells & common_peers(fins);
                    if fins.count_ones() <= MAX_FINS && elims != 0 {
                        let thin = ones(base).any(|l| (lines[l] & cover).count_ones() <= 1);
                        let kind = match (thin, fins != 0) {
                            (true, _) => Kind::Sashimi,
                            (false, true) => Kind::Finned,
                            (false, false) => Kind::Basic,
                        };
                        out.push((d, by_cols, base, cover, cells, elims, kind));
                    }
                    false
                });
                false
            });
        }
    }
    out
}

#[test]
fn search_finds_what_the_plain_definition_finds_in_the_same_order() {
    let grids = [
        first(P0),
        first(P1),
        first(P2),
        first(P3),
        first(P4),
        second(P5),
        second(P6),
        p7(),
    ];
    for g in &grids {
        for size in 2..=4 {
            let mut ours: Vec<Plain> = Vec::new();
            search(g, size, true, &mut |found| {
                ours.extend(found.iter().map(|f| {
                    (
                        f.digit, f.by_cols, f.base, f.cover, f.cells, f.elims, f.kind,
                    )
                }));
                false
            });
            assert_eq!(ours, plain_fish(g, size), "size {size}");
        }
    }
}

#[test]
fn covers_compare_as_sorted_lists() {
    use std::cmp::Ordering::*;
    assert_eq!(lex_order(0b011, 0b101), Less);
    assert_eq!(lex_order(0b110, 0b101), Greater);
    assert_eq!(lex_order(0b1001, 0b0110), Less);
    assert_eq!(lex_order(0b11, 0b11), Equal);
}

/// HoDoKu's regression library (hodoku-reglib-1.4.txt): its first X-Wing.
const LIB_X_WING: &str = ":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52::313 314 343 344 353 354 363 364 394::";

#[test]
fn x_wing_in_plain_words() {
    let s = super::super::find_first(&grid(LIB_X_WING), Strategy::XWing).expect("a step");
    assert_eq!(
        s.text,
        "X-Wing: in rows 3 and 7, 3 fits only in columns 3 and 4, so those rows take the 3s of \
         columns 3 and 4 (one each) and no other cell of those columns can be 3: remove 3 from \
         r1c3, r1c4, r4c3, r4c4, r5c3, r5c4, r6c3, r6c4 and r9c4"
    );
    assert!(s.notation.is_empty());
}

/// HoDoKu's library, a franken swordfish (rows 2, 3 and 6 covered by
/// columns 2 and 4 and box 3 in HoDoKu's comment: "8 r236 c24b3").
const LIB_FRANKEN: &str = ":0331:8:52...617.174.536..6.9271..5..5.2...6.9.76..1...6.3...4..759236135261.9.79613.7.5.:814 819 928 842 844 944 856 861 964 866 867 868:872::";

#[test]
fn franken_swordfish_with_words_notation_and_figure() {
    let steps = find_all(&grid(LIB_FRANKEN), Strategy::FrankenSwordfish);
    let s = steps
        .iter()
        .find(|s| s.eliminations == vec![(Pos::new(55), 8)])
        .expect("HoDoKu's franken swordfish");
    assert!(s.text.starts_with("Franken Swordfish: every 8 that row 2, row 3 and row 6 can hold lies in column 2, column 4 and box 3"), "{}", s.text);
    assert!(s.text.ends_with("remove 8 from r7c2"), "{}", s.text);
    assert_eq!(s.notation, "8 r236 c24b3");
    let roles = |role: Role| s.figure.houses.iter().filter(|h| h.role == role).count();
    assert_eq!((roles(Role::Base), roles(Role::Cover)), (3, 3));
}

#[test]
fn finned_franken_jellyfish_names_its_endo_fin() {
    // HoDoKu's comment: "7 r169b3 c2679 fr6c8 efr1c9 => r5c9<>7".
    let g = grid(":0342:7:+5.3+9641+8..+1.+5...69.9+6...53+4..7...84515.4........3+5...+1..+5.+4..1...18.54.+66..21..+58::759::");
    let steps = find_all(&g, Strategy::FinnedFrankenJellyfish);
    let s = steps
        .iter()
        .find(|s| s.notation == "7 r169b3 c2679 fr6c8 efr1c9")
        .expect("HoDoKu's finned franken jellyfish");
    assert_eq!(s.eliminations, vec![(Pos::new(44), 7)]);
    assert!(
        s.text.contains("(r1c9 in two base houses at once)"),
        "{}",
        s.text
    );
}
