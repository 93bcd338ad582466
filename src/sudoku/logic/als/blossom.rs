//! The Death Blossom search: for each stem cell, every choice of one petal
//! (an ALS) per stem candidate, pruned as soon as no digit common to the
//! petals chosen so far can eliminate anything.

use super::sets::Als;
use super::{als_define, als_text, compact_digits, mark_sets, node, Removals, ALS_RULE};
use crate::board::Pos;
use crate::board::{cell_name, digits_of, Mask, ALL_DIGITS, CELLS};
use crate::outcome::{Figure, Node, Role};
use crate::sudoku::logic::grid::{bit, cells, Grid, Set};
use crate::sudoku::logic::{Finds, Strategy};
use std::collections::HashSet;

/// The most sets HoDoKu keeps per stem candidate.
const MAX_PETALS_PER_DIGIT: usize = 100;

/// For every cell and digit, the sets all of whose places of that digit
/// the cell sees (in list order), and per cell the digits having one.
struct Petals {
    /// `list[start[k]..start[k + 1]]` are the sets for key `k = cell * 9 + d - 1`.
    list: Vec<u32>,
    start: Vec<usize>,
    covered: [Mask; CELLS],
}

impl Petals {
    /// Indexes the sets by the cells that see a digit's places in them.
    fn new(alses: &[Als]) -> Petals {
        let keys = CELLS * 9;
        let each = |visit: &mut dyn FnMut(usize, usize)| {
            for (n, als) in alses.iter().enumerate() {
                for d in digits_of(als.digits) {
                    for cell in cells(als.seers(d)) {
                        visit(cell * 9 + d as usize - 1, n);
                    }
                }
            }
        };
        let mut start = vec![0usize; keys + 1];
        each(&mut |k, _| start[k + 1] += 1);
        let mut covered = [0; CELLS];
        for k in 0..keys {
            start[k + 1] = start[k + 1].min(MAX_PETALS_PER_DIGIT);
            if start[k + 1] > 0 {
                covered[k / 9] |= 1 << (k % 9);
            }
            start[k + 1] += start[k];
        }
        let mut list = vec![0u32; start[keys]];
        let mut fill = start.clone();
        each(&mut |k, n| {
            if fill[k] < start[k + 1] {
                list[fill[k]] = n as u32;
                fill[k] += 1;
            }
        });
        Petals {
            list,
            start,
            covered,
        }
    }

    /// The sets for `cell` and digit `d`.
    fn of(&self, cell: usize, d: u8) -> &[u32] {
        let k = cell * 9 + d as usize - 1;
        &self.list[self.start[k]..self.start[k + 1]]
    }
}

/// **Death Blossom** (see [`super::death_blossom`]).
pub(super) fn search(g: &Grid, alses: &[Als], overlap: bool, f: &mut Finds) {
    let petals = Petals::new(alses);
    let mut seen = HashSet::new();
    for stem in 0..CELLS {
        let digits = g.cand[stem];
        if digits == 0 || petals.covered[stem] != digits {
            continue;
        }
        let mut blossom = Blossom {
            alses,
            petals: &petals,
            stem,
            stem_digits: digits,
            overlap,
            chosen: [0; 9],
            seen: &mut seen,
            f: &mut *f,
        };
        if blossom.grow(digits, 0, ALL_DIGITS, [Set::MAX; 9]) {
            return;
        }
    }
}

/// The petal search around one stem cell.
struct Blossom<'a, 'f> {
    alses: &'a [Als],
    petals: &'a Petals,
    stem: usize,
    stem_digits: Mask,
    overlap: bool,
    /// The petal chosen for each stem digit (index into `alses`).
    chosen: [usize; 9],
    /// The eliminations reported already.
    seen: &'f mut HashSet<[Set; 9]>,
    f: &'f mut Finds,
}

impl Blossom<'_, '_> {
    /// Chooses petals for the stem digits `left` (lowest first), given the
    /// cells `used` by the petals so far, the digits `common` to them and,
    /// per digit, the cells seeing all its places in them (`reach`).
    /// Returns true when the sink wants no more.
    fn grow(&mut self, left: Mask, used: Set, common: Mask, reach: [Set; 9]) -> bool {
        let Some(d) = digits_of(left).next() else {
            return self.report(used, common, &reach);
        };
        for &n in self.petals.of(self.stem, d) {
            let als = &self.alses[n as usize];
            let common = common & als.digits;
            if (!self.overlap && als.cells & used != 0) || common == 0 {
                continue;
            }
            let mut next = reach;
            let mut hope = false;
            for z in digits_of(common) {
                let k = z as usize - 1;
                next[k] &= als.seers[k];
                hope |= self.stem_digits & (1 << k) == 0 && next[k] & !bit(self.stem) != 0;
            }
            if !hope {
                continue;
            }
            self.chosen[d as usize - 1] = n as usize;
            if self.grow(left & (left - 1), used | als.cells, common, next) {
                return true;
            }
        }
        false
    }

    /// Reports the blossom of the chosen petals if it eliminates something new.
    fn report(&mut self, used: Set, common: Mask, reach: &[Set; 9]) -> bool {
        let mut out = Removals::default();
        for z in digits_of(common & !self.stem_digits) {
            out.add(reach[z as usize - 1] & !bit(self.stem), z);
        }
        if out.digits() == 0 || !self.seen.insert(out.0) {
            return false;
        }
        let (stem, stem_digits) = (self.stem, self.stem_digits);
        let petals: Vec<(u8, &Als)> = digits_of(stem_digits)
            .map(|d| (d, &self.alses[self.chosen[d as usize - 1]]))
            .collect();
        let reason = || {
            let parts: Vec<String> = petals
                .iter()
                .map(|&(d, petal)| format!("{d} in {}", als_text(petal)))
                .collect();
            let notation = format!(
                "Death Blossom: stem {} {{{}}} with petals {}",
                cell_name(stem),
                compact_digits(stem_digits),
                parts.join(", ")
            );
            let defined: Vec<String> = petals
                .iter()
                .map(|&(d, petal)| als_define(&format!("the petal for {d}"), petal))
                .collect();
            let removed = out.digits();
            let z = crate::sudoku::logic::grid::digit_list(removed);
            let text = format!(
                "Death Blossom: the stem {} holds only {}; {}. {ALS_RULE}. Whichever digit the stem takes, \
                 the petal for it loses that digit (every place of that digit in the petal sees the stem) and its other \
                 digits fill it, {z} among them. So {z} {} in one of the petals, and a cell that sees \
                 every {z} of every petal cannot be {z}",
                cell_name(stem),
                crate::sudoku::logic::grid::digit_list(stem_digits),
                defined.join("; "),
                if removed.count_ones() > 1 { "are each" } else { "is" },
            );
            crate::sudoku::logic::Reason::new(text, notation)
        };
        let step = out.step(Strategy::DeathBlossom, used | bit(stem));
        self.f.add_drawn(step, reason, |fig| {
            draw_blossom(fig, stem, &petals, out.digits())
        })
    }
}

/// Draws a Death Blossom: the stem's candidates `Base`, the petals
/// `Set(1)`, `Set(2)`, ... in the order of the stem digits they hang on
/// (the eliminated digits in them `Target`), and a weak link from each
/// stem candidate to its places in its petal: whichever the stem holds,
/// its petal loses that digit and is locked.
fn draw_blossom(fig: &mut Figure, stem: usize, petals: &[(u8, &Als)], removed: Mask) {
    for &(d, _) in petals {
        fig.candidate(Pos::new(stem), d, Role::Base);
    }
    let sets: Vec<&Als> = petals.iter().map(|&(_, petal)| petal).collect();
    let all: Vec<usize> = (0..sets.len()).collect();
    mark_sets(fig, &sets, &all, removed);
    for &(d, petal) in petals {
        fig.link(Node::at(Pos::new(stem), d), node(petal, d), false);
    }
}
