//! Unit tests of the ALS finders, on positions met while solving the
//! first top1465 puzzles (written down here as library-format lines).

use super::super::chains::figure_check::{assert_sound, marks, one_chain};
use super::super::testutil::grid;
use super::super::{find_all, find_all_with, Options, Step, Strategy};
use crate::board::Pos;
use crate::outcome::{Link, Role};

/// The roles of candidate `d` in `cells`.
fn roles(s: &Step, cells: &[usize], d: u8) -> Vec<Option<Role>> {
    let role = |c: usize| {
        let mut marks = s.figure.candidates.iter();
        marks
            .find(|m| m.cell == Pos::new(c) && m.digit == d)
            .map(|m| m.role)
    };
    cells.iter().map(|&c| role(c)).collect()
}

/// A link as (from cells, to cells, digits, strong).
fn cells_of(l: &Link) -> (Vec<usize>, Vec<usize>, (u8, u8), bool) {
    (
        l.from.cells().into_iter().map(Pos::index).collect(),
        l.to.cells().into_iter().map(Pos::index).collect(),
        (l.from.digit, l.to.digit),
        l.strong,
    )
}

/// Top1465 #1 after a few steps.
const EARLY: &str = ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9.7......:475 675 875 678 878 679 879 682 492 692::";
/// Top1465 #1 later on.
const LATER: &str = ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1927..5.3....4.9.7.4....:112 212 513 913 122 222 523 923 232 533 933 142 242 444 446 147 447 449 153 253 453 163 463 663 167 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599::";
/// `LATER` with a few more candidates gone.
const CHAIN: &str = ":0000:x:4...3.......6..8..........1....5..9..8....6...7.2........1927..5.3....4.9.7.4....:112 212 513 913 516 122 222 523 923 126 726 228 229 729 232 533 933 237 142 242 444 446 147 447 449 153 253 453 163 463 663 167 678 878 679 879 682 689 889 692 894 696 896 397 597 198 298 398 598 299 399 599::";
/// Another top1465 puzzle after a few steps.
const XZ: &str = ":0000:x:7.8...3.....2.1...5.........4.....263...8.......1...93.9.6....4....7.5...........:827 334 434 934 336 436 636 936 737 837 738 838 739 839 552 553 554 556 877 897::";

#[test]
fn xz_rule_singly_and_doubly_linked() {
    let steps = find_all(&grid(XZ), Strategy::AlsXz);
    let single = steps.iter().find(|s| s.digits == [7]).expect("an XZ on 7");
    assert_eq!(single.eliminations, vec![(Pos::new(41), 7)]);
    assert_eq!(
        format!("{}: {}", single.notation, single.effect()),
        "Almost Locked Set XZ-Rule: A = r4c4,r4c5,r4c6 {3579} and B = r5c4,r5c7,r5c8,r5c9 {14579} share the restricted common 9: remove 7 from r5c6"
    );
    // The restricted common 9 from A to B; the 7s of both sets Target.
    let g = grid(XZ);
    assert_sound(&g, single);
    let [link] = &single.figure.links[..] else {
        panic!("one link: {:?}", single.figure.links)
    };
    let (from, to, digits, strong) = cells_of(link);
    assert_eq!((digits, strong), ((9, 9), false));
    assert!(from.iter().all(|&c| (30..33).contains(&c)), "{from:?}");
    assert!(to.iter().all(|&c| [39, 42, 43, 44].contains(&c)), "{to:?}");
    let sevens: Vec<usize> = [30, 31, 32, 39, 42, 43, 44]
        .into_iter()
        .filter(|&c| g.has(c, 7))
        .collect();
    assert!(roles(single, &sevens, 7)
        .iter()
        .all(|r| *r == Some(Role::Target)));
    assert!(from
        .iter()
        .all(|&c| roles(single, &[c], 9)[0] == Some(Role::Set(1))));
    assert!(to
        .iter()
        .all(|&c| roles(single, &[c], 9)[0] == Some(Role::Set(2))));
    let double = steps
        .iter()
        .find(|s| s.digits == [3])
        .expect("a doubly linked XZ");
    assert_eq!(
        double.eliminations,
        vec![(Pos::new(31), 3), (Pos::new(58), 3), (Pos::new(76), 3)]
    );
    assert!(format!("{}: {}", double.notation, double.effect()).ends_with(
        "share the restricted commons 7 and 8 (doubly linked): remove 3 from r4c5, r7c5 and r9c5"
    ));
    // A loop: (7)A - (7)B = (8)B - (8)A = (7)A.
    assert_sound(&g, double);
    assert!(one_chain(&double.figure));
    assert_eq!(marks(&double.figure), "-=-=");
    let links = &double.figure.links;
    assert_eq!(links[0].from, links[3].to);
    let digits: Vec<(u8, u8)> = links.iter().map(|l| cells_of(l).2).collect();
    assert_eq!(digits, [(7, 7), (7, 8), (8, 8), (8, 7)]);
}

#[test]
fn xy_wing_joins_three_sets() {
    let steps = find_all(&grid(LATER), Strategy::AlsXyWing);
    let s = steps
        .iter()
        .find(|s| s.digits == [2])
        .expect("an ALS XY-Wing");
    assert_eq!(s.eliminations, vec![(Pos::new(24), 2)]);
    assert_eq!(
        format!("{}: {}", s.notation, s.effect()),
        "Almost Locked Set XY-Wing: A = r1c2,r1c4,r1c7,r1c8,r1c9 {256789}, B = r4c7 {23} and C = r4c4,r8c4 {378}; A and C are linked by 8, B and C by 3: remove 2 from r3c7"
    );
    // (8)A - (8)C = (3)C - (3)B; the 2s of A and B Target, C is Set(3).
    let g = grid(LATER);
    assert_sound(&g, s);
    assert_eq!(marks(&s.figure), "-=-");
    let l: Vec<_> = s.figure.links.iter().map(cells_of).collect();
    assert_eq!(l[1], (vec![30, 66], vec![30], (8, 3), true));
    assert_eq!(l[2], (vec![30], vec![33], (3, 3), false));
    assert_eq!(roles(s, &[33], 2), [Some(Role::Target)]);
    assert_eq!(roles(s, &[30, 66], 7), [Some(Role::Set(3)); 2]);
}

#[test]
fn chain_of_seven_sets() {
    let steps = find_all(&grid(CHAIN), Strategy::AlsChain);
    assert_eq!(steps.len(), 1);
    assert_eq!(steps[0].digits, vec![5]);
    assert_eq!(
        steps[0].eliminations,
        vec![(Pos::new(7), 5), (Pos::new(25), 5)]
    );
    assert_eq!(
        format!("{}: {}", steps[0].notation, steps[0].effect()),
        "Almost Locked Set XY-Chain: r2c8,r7c8 {357} -7- r2c1,r2c3,r2c5 {1237} -3- r1c2,r2c2,r3c2 {3569} -6- r4c2,r7c2 {346} -3- r4c7 {23} -2- r4c1,r4c2,r4c3,r4c4,r4c6,r4c9 {1234678} -3- r1c7,r4c7,r8c7,r9c7 {12359}: remove 5 from r1c8 and r3c8"
    );
    // Each -d- of the text a weak link, joined by a strong link inside each
    // set between them; the 5s of the two end sets Target.
    let s = &steps[0];
    assert_sound(&grid(CHAIN), s);
    assert!(one_chain(&s.figure));
    assert_eq!(marks(&s.figure), "-=-=-=-=-=-");
    let weak: Vec<u8> = s
        .figure
        .links
        .iter()
        .filter(|l| !l.strong)
        .map(|l| l.to.digit)
        .collect();
    assert_eq!(weak, [7, 3, 6, 3, 2, 3]);
    assert_eq!(roles(s, &[16, 61], 5), [Some(Role::Target); 2]);
    assert_eq!(roles(s, &[6], 5), [Some(Role::Target)]);
}

#[test]
fn death_blossom_with_two_petals() {
    let steps = find_all(&grid(EARLY), Strategy::DeathBlossom);
    let s = steps
        .iter()
        .find(|s| s.digits == [1, 2])
        .expect("a Death Blossom");
    assert_eq!(s.eliminations, vec![(Pos::new(28), 1), (Pos::new(28), 2)]);
    assert_eq!(
        format!("{}: {}", s.notation, s.effect()),
        "Death Blossom: stem r7c1 {68} with petals 6 in r4c1,r5c1,r6c1 {1236}, 8 in r7c2,r7c3,r8c2,r9c2 {12468}: remove 1 from r4c2 and 2 from r4c2"
    );
    // A weak link from each stem candidate (Base) to its petal's places.
    let g = grid(EARLY);
    assert_sound(&g, s);
    assert_eq!(roles(s, &[54], 6), [Some(Role::Base)]);
    assert_eq!(roles(s, &[54], 8), [Some(Role::Base)]);
    let l: Vec<_> = s.figure.links.iter().map(cells_of).collect();
    assert_eq!(l.len(), 2);
    assert_eq!((l[0].0.clone(), l[0].2, l[0].3), (vec![54], (6, 6), false));
    assert!(l[0].1.iter().all(|c| [27, 36, 45].contains(c)));
    assert_eq!((l[1].0.clone(), l[1].2), (vec![54], (8, 8)));
    let petal: Vec<usize> = [27, 36, 45].into_iter().filter(|&c| g.has(c, 3)).collect();
    assert!(roles(s, &petal, 3).iter().all(|r| *r == Some(Role::Set(1))));
}

#[test]
fn overlapping_sets_only_when_allowed() {
    let g = grid(LATER);
    for strategy in [
        Strategy::AlsXyWing,
        Strategy::AlsChain,
        Strategy::DeathBlossom,
    ] {
        let plain = find_all(&g, strategy);
        let wide = find_all_with(
            &g,
            strategy,
            Options {
                overlapping_als: true,
                ..Options::default()
            },
        );
        for s in &plain {
            assert!(
                wide.iter().any(|w| w.eliminations == s.eliminations),
                "{strategy}: {}",
                s.text
            );
        }
    }
}

/// The two-pass chain search finds exactly the eliminations of HoDoKu's
/// depth-first search over every simple chain (run with `--ignored`; it
/// reads the shared top1465 file and takes a while).
#[test]
#[ignore]
fn chain_search_matches_depth_first_search() {
    use super::super::next_step;
    use super::sets::{self, Links};
    use super::{common_removals, Removals};
    use crate::board::Mask;
    use std::collections::BTreeSet;

    type Found = BTreeSet<Vec<(Pos, u8)>>;

    /// Every chain from `last` onwards; false when the budget runs out.
    #[allow(clippy::too_many_arguments)]
    fn extend(
        links: &Links,
        s: usize,
        first: Mask,
        last: usize,
        used: Mask,
        on: &mut [bool],
        out: &mut Found,
        budget: &mut u64,
    ) -> bool {
        let depth = on.iter().filter(|&&b| b).count() - 1;
        if depth >= 6 {
            return true;
        }
        for link in links.from(last) {
            if on[link.b] {
                continue;
            }
            let low = |m: Mask| m & m.wrapping_neg();
            let choices = if used == 0 {
                [low(link.digits), link.digits & !low(link.digits)]
            } else {
                [link.digits & !low(used), 0]
            };
            for a in choices.into_iter().filter(|&a| a != 0) {
                if *budget == 0 {
                    return false;
                }
                *budget -= 1;
                let f = if used == 0 { a } else { first };
                if depth + 1 >= 3 {
                    let mut r = Removals::default();
                    common_removals(&links.alses[s], &links.alses[link.b], f | a, &mut r);
                    let mut v: Vec<(Pos, u8)> = (1..=9u8)
                        .flat_map(|d| {
                            crate::sudoku::logic::grid::positions(r.0[d as usize - 1])
                                .map(move |c| (c, d))
                        })
                        .collect();
                    v.sort_unstable();
                    if !v.is_empty() {
                        out.insert(v);
                    }
                }
                on[link.b] = true;
                let ok = extend(links, s, f, link.b, a, on, out, budget);
                on[link.b] = false;
                if !ok {
                    return false;
                }
            }
        }
        true
    }

    let mut compared = 0;
    let top = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/sudoku/top1465.txt"
    ))
    .expect("top1465");
    for line in top
        .lines()
        .filter(|l| !l.starts_with('#') && l.trim().len() >= 81)
        .take(30)
    {
        let mut g = grid(line.trim());
        while let Some(step) = next_step(&g, true) {
            let links = sets::links(&g, false);
            let mut want = Found::new();
            let mut budget = 1_000_000u64;
            let complete = (0..links.alses.len()).all(|s| {
                let mut on = vec![false; links.alses.len()];
                on[s] = true;
                extend(&links, s, 0, s, 0, &mut on, &mut want, &mut budget)
            });
            if complete {
                let got: Found = find_all(&g, Strategy::AlsChain)
                    .into_iter()
                    .map(|s| s.eliminations)
                    .collect();
                assert_eq!(got, want, "{line}");
                compared += 1;
            }
            step.apply(&mut g);
        }
    }
    assert!(compared > 100, "{compared}");
}

/// HoDoKu's regression library (hodoku-reglib-1.4.txt): its first ALS XZ-Rule.
const LIB_XZ: &str = ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::";

#[test]
fn xz_rule_in_plain_words() {
    let s = super::super::find_first(&grid(LIB_XZ), Strategy::AlsXz).expect("a step");
    assert_eq!(
        s.text,
        "Almost Locked Set XZ-Rule: A is r1c4, r1c6 and r2c5, which hold only 1, 3, 5 and 8 \
         (four digits for three cells); B is r1c8, r1c9, r2c9 and r3c8, which hold only 2, 3, 5, \
         8 and 9 (five digits for four cells). A set with one digit more than cells can lack at \
         most one of its digits: take one away and its other digits fill it. 5 can be in only one \
         of A and B (every 5 of A sees every 5 of B). So one of them lacks 5 and is filled by its \
         other digits: 3 is in A or B, so a cell that sees every 3 of both cannot be 3: \
         remove 3 from r2c7"
    );
    assert_eq!(
        s.notation,
        "Almost Locked Set XZ-Rule: A = r1c4,r1c6,r2c5 {1358} and B = r1c8,r1c9,r2c9,r3c8 {23589} \
         share the restricted common 5"
    );
}
