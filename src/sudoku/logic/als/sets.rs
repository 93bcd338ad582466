//! Almost locked sets of a position and the restricted commons between
//! them, as HoDoKu defines them, computed once per position and shared by
//! the ALS finders.
//!
//! An almost locked set (ALS) is `n` empty cells of one house (1 ≤ n ≤ 8)
//! holding `n + 1` digits between them; a bivalue cell is the one-cell
//! case. Locked, it would hold `n` of those digits, so removing any one
//! digit leaves the rest placed in it.
//!
//! A digit `x` common to two ALSs is a restricted common (RC) when every
//! cell of either set holding `x` sees every cell of the other set holding
//! `x` (and none of them lies where the sets overlap): `x` can then be in
//! at most one of the two. Two ALSs have at most two RCs (doubly linked);
//! when more digits qualify HoDoKu keeps the lowest and the highest.
//!
//! The sets are listed in HoDoKu's order (which only decides the order
//! steps are found in): houses rows, columns, boxes; inside a house the
//! cell combinations in lexicographic order of their places; a set found
//! again in a later house is kept once. Each RC is listed from both of its
//! sets, as HoDoKu's all-steps search does (its chains run both ways).

use super::super::grid::{bit, cell_houses, cells, Grid, Set, HOUSES, HOUSE_SETS, PEERS};
use crate::board::{digits_of, Mask, CELLS};
use std::cell::RefCell;
use std::rc::Rc;

/// The largest ALS HoDoKu collects (nine cells cannot hold ten digits).
const MAX_CELLS: usize = 8;

/// One almost locked set.
#[derive(Clone, Debug)]
pub(super) struct Als {
    /// Its cells.
    pub cells: Set,
    /// Its digits (one more than cells).
    pub digits: Mask,
    /// For digit `d` at `d-1`: the set's cells holding `d`.
    pub with: [Set; 9],
    /// For digit `d` at `d-1`: the cells outside the set that hold `d` and
    /// see every cell of the set holding `d` (they lose `d` if the set gets it).
    pub seers: [Set; 9],
}

impl Als {
    /// The set of `cells` holding `digits` on grid `g`, with its derived fields.
    fn new(g: &Grid, cells_set: Set, digits: Mask) -> Als {
        let mut with = [0; 9];
        let mut seers = [0; 9];
        for d in digits_of(digits) {
            let k = d as usize - 1;
            let places = cells_set & g.cells_with(d);
            let seen = cells(places).fold(g.cells_with(d), |acc, i| acc & PEERS[i]);
            with[k] = places;
            seers[k] = seen & !cells_set;
        }
        Als {
            cells: cells_set,
            digits,
            with,
            seers,
        }
    }

    /// The set's cells holding `d`.
    #[inline]
    pub fn with(&self, d: u8) -> Set {
        self.with[d as usize - 1]
    }

    /// The cells outside the set that hold `d` and see all of its `d`s.
    #[inline]
    pub fn seers(&self, d: u8) -> Set {
        self.seers[d as usize - 1]
    }
}

/// A restricted common from ALS `a` to ALS `b` (indices into the ALS list).
#[derive(Clone, Copy, Debug)]
pub(super) struct Link {
    /// The set it leaves.
    pub a: usize,
    /// The set it reaches.
    pub b: usize,
    /// The RC digits: one, or two for a doubly linked pair.
    pub digits: Mask,
}

/// The RCs of a position, each from both of its sets, grouped by the set they leave.
#[derive(Debug)]
pub(super) struct Links {
    /// The ALSs they join.
    pub alses: Rc<Vec<Als>>,
    /// Every RC, ordered by the set it leaves, then the set it reaches.
    pub list: Vec<Link>,
    /// `list[first[a]..first[a + 1]]` are the RCs leaving set `a`.
    pub first: Vec<usize>,
}

impl Links {
    /// The RCs leaving set `a`.
    pub fn from(&self, a: usize) -> &[Link] {
        &self.list[self.first[a]..self.first[a + 1]]
    }
}

/// The per-thread cache: the last position's sets, and its RCs without and
/// with overlapping sets. The four ALS finders run on the same position one
/// after another, so each enumeration is done once.
#[derive(Default)]
struct Cache {
    cand: Option<[Mask; CELLS]>,
    alses: Option<Rc<Vec<Als>>>,
    links: [Option<Rc<Links>>; 2],
}

thread_local! {
    static CACHE: RefCell<Cache> = RefCell::new(Cache::default());
}

/// Makes the cache hold `g`'s position (emptying it when it held another).
fn refresh(cache: &mut Cache, g: &Grid) {
    if cache.cand.as_ref() != Some(&g.cand) {
        *cache = Cache {
            cand: Some(g.cand),
            ..Cache::default()
        };
    }
}

/// Every ALS of the position, in HoDoKu's order.
pub(super) fn alses(g: &Grid) -> Rc<Vec<Als>> {
    CACHE.with(|c| {
        let mut cache = c.borrow_mut();
        refresh(&mut cache, g);
        cache
            .alses
            .get_or_insert_with(|| Rc::new(collect_alses(g)))
            .clone()
    })
}

/// Every RC of the position; `overlap` admits pairs of sets that
/// share cells (HoDoKu's "allow ALS overlap").
pub(super) fn links(g: &Grid, overlap: bool) -> Rc<Links> {
    let sets = alses(g);
    CACHE.with(|c| {
        let mut cache = c.borrow_mut();
        refresh(&mut cache, g);
        cache.links[overlap as usize]
            .get_or_insert_with(|| Rc::new(collect_links(sets, overlap)))
            .clone()
    })
}

/// Enumerates the ALSs house by house.
fn collect_alses(g: &Grid) -> Vec<Als> {
    let mut out = Vec::with_capacity(256);
    let mut places = [0usize; 9];
    for (h, house) in HOUSES.iter().enumerate() {
        let mut n = 0;
        for &i in house {
            if g.cand[i] != 0 {
                places[n] = i;
                n += 1;
            }
        }
        let mut found = |set: Set, digits: Mask| {
            if !in_earlier_house(set, h) {
                out.push(Als::new(g, set, digits));
            }
        };
        grow(g, &places[..n], 0, 0, 0, 0, &mut found);
    }
    out
}

/// Depth-first over the combinations of `places[from..]` added to `set`
/// (`size` cells, `digits`): reports every combination that is an ALS, in
/// lexicographic order.
fn grow(
    g: &Grid,
    places: &[usize],
    from: usize,
    set: Set,
    size: usize,
    digits: Mask,
    found: &mut dyn FnMut(Set, Mask),
) {
    for k in from..places.len() {
        let i = places[k];
        let (set, digits) = (set | bit(i), digits | g.cand[i]);
        if digits.count_ones() as usize == size + 2 {
            found(set, digits);
        }
        if size + 1 < MAX_CELLS {
            grow(g, places, k + 1, set, size + 1, digits, found);
        }
    }
}

/// True when `set`, found in house `h`, also lies in a house before `h`
/// (so it was collected there already).
fn in_earlier_house(set: Set, h: usize) -> bool {
    let first = set.trailing_zeros() as usize;
    cell_houses(first)
        .iter()
        .any(|&k| k < h && set & !HOUSE_SETS[k] == 0)
}

/// The RCs between every two sets, listed from each of them.
///
/// Digit `x` is an RC from set `a` to set `b` when all of `b`'s places of
/// `x` lie among the cells seeing all of `a`'s (which keeps them out of
/// `a`, and `a`'s out of `b`). So the sets are indexed by their first
/// place of each digit, and for each set and digit only the sets starting
/// inside its seers are tried.
fn collect_links(alses: Rc<Vec<Als>>, overlap: bool) -> Links {
    let starts = FirstPlaces::new(&alses);
    let mut list = Vec::with_capacity(alses.len() * 8);
    let mut first = Vec::with_capacity(alses.len() + 1);
    let mut rc: Vec<Mask> = vec![0; alses.len()];
    let mut touched: Vec<usize> = Vec::new();
    for (a, one) in alses.iter().enumerate() {
        first.push(list.len());
        for d in digits_of(one.digits) {
            let seers = one.seers(d);
            for cell in cells(seers) {
                for &(b, places) in starts.of(d, cell) {
                    let b = b as usize;
                    if places & !seers == 0 {
                        if rc[b] == 0 {
                            touched.push(b);
                        }
                        rc[b] |= 1 << (d - 1);
                    }
                }
            }
        }
        touched.sort_unstable();
        for &b in &touched {
            if overlap || one.cells & alses[b].cells == 0 {
                list.push(Link {
                    a,
                    b,
                    digits: at_most_two(rc[b]),
                });
            }
            rc[b] = 0;
        }
        touched.clear();
    }
    first.push(list.len());
    Links { alses, list, first }
}

/// For each digit and cell, the sets whose first place of the digit is
/// that cell, with their places of the digit.
struct FirstPlaces {
    /// `list[start[k]..start[k + 1]]` for key `k = (d - 1) * 81 + cell`.
    list: Vec<(u32, Set)>,
    start: Vec<usize>,
}

impl FirstPlaces {
    fn new(alses: &[Als]) -> FirstPlaces {
        let key =
            |als: &Als, d: u8| (d as usize - 1) * CELLS + als.with(d).trailing_zeros() as usize;
        let mut start = vec![0usize; 9 * CELLS + 1];
        for als in alses {
            for d in digits_of(als.digits) {
                start[key(als, d) + 1] += 1;
            }
        }
        for k in 0..9 * CELLS {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut list = vec![(0u32, 0 as Set); start[9 * CELLS]];
        for (n, als) in alses.iter().enumerate() {
            for d in digits_of(als.digits) {
                let k = key(als, d);
                list[fill[k]] = (n as u32, als.with(d));
                fill[k] += 1;
            }
        }
        FirstPlaces { list, start }
    }

    fn of(&self, d: u8, cell: usize) -> &[(u32, Set)] {
        let k = (d as usize - 1) * CELLS + cell;
        &self.list[self.start[k]..self.start[k + 1]]
    }
}

/// The RC digits two sets keep: all of them, or with more than two (which
/// no valid position has) the lowest and the highest, as HoDoKu does.
fn at_most_two(rc: Mask) -> Mask {
    if rc.count_ones() > 2 {
        let high = 1 << (15 - rc.leading_zeros());
        (rc & rc.wrapping_neg()) | high
    } else {
        rc
    }
}
