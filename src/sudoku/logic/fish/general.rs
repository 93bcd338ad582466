//! The generalised fish search behind franken, mutant and kraken fish, as
//! HoDoKu's fish solver defines them (after the Ultimate Fish Guide).
//!
//! A fish of size n on a digit takes n base houses and n cover houses,
//! rows, columns or boxes, no house in both. The base houses each hold
//! the digit once; when they share no candidate cell, their n digits lie
//! in n different cells, and if every base candidate lies in a cover
//! house, the n cover houses take those n digits, one each: the digit
//! leaves every other cover cell. A cover cell in two cover houses would
//! fill two at once, so it loses the digit too (*cannibalism*).
//!
//! Fins are base candidates outside every cover house, and *endo fins*
//! are base candidates shared by two base houses (HoDoKu allows at most
//! two): either no fin is the digit and the fish holds, or some fin is,
//! so only cover cells that see every fin lose it. HoDoKu allows five fins
//! (endo fins included).
//!
//! The kinds of house give the family: rows against columns is a basic
//! fish; lines of one direction (with or without boxes) against lines of
//! the other (with or without boxes) is a *franken* fish; anything else
//! is a *mutant* fish.
//!
//! The search tries every set of n base houses of the allowed kinds
//! (HoDoKu's franken search: rows and boxes against columns and boxes,
//! then columns and boxes against rows and boxes; its mutant search: every
//! house against every house), and for each the cover sets by the base
//! cell they cover first: the lowest base cell not yet covered is covered
//! by one of its (at most three) houses, or is a fin; cover houses that
//! cover no new base cell are added at the end. Each cover set comes up
//! once, and a branch ends as soon as its fins see no common cell or the
//! houses left cannot cover enough.

use super::super::grid::{bit, cell_houses, common_peers, Grid, Set, HOUSE_SETS};

/// HoDoKu's limit on fins, endo fins included (`maxFins`, `allStepsMaxFins`).
pub(super) const MAX_FINS: u32 = 5;
/// HoDoKu's limit on endo fins (`maxEndoFins`, `allStepsMaxEndoFins`).
pub(super) const MAX_ENDO_FINS: u32 = 2;

/// House kinds as bits of a mask.
pub(super) const ROWS: u8 = 1;
/// Columns.
pub(super) const COLS: u8 = 2;
/// Boxes.
pub(super) const BOXES: u8 = 4;

/// The families of fish by the kinds of their houses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Family {
    /// Rows against columns.
    Basic,
    /// Lines of one direction (and boxes) against lines of the other (and boxes).
    Franken,
    /// Any other mix.
    Mutant,
}

impl Family {
    /// The passes of HoDoKu's search for this family: the kinds of house
    /// allowed as base and as cover in each.
    pub(super) fn passes(self) -> &'static [(u8, u8)] {
        match self {
            Family::Basic => &[(ROWS, COLS), (COLS, ROWS)],
            Family::Franken => &[(ROWS | BOXES, COLS | BOXES), (COLS | BOXES, ROWS | BOXES)],
            Family::Mutant => &[(ROWS | COLS | BOXES, ROWS | COLS | BOXES)],
        }
    }
}

/// The kind bit of house `h` (rows 0..9, columns 9..18, boxes 18..27).
pub(super) fn kind_of(h: usize) -> u8 {
    match h {
        0..=8 => ROWS,
        9..=17 => COLS,
        _ => BOXES,
    }
}

/// The kinds of house in a house mask.
fn kinds(houses: u32) -> u8 {
    ones(houses).fold(0, |k, h| k | kind_of(h))
}

/// The family of a fish with base houses `base` and cover houses `cover`.
pub(super) fn family_of(base: u32, cover: u32) -> Family {
    let (b, c) = (kinds(base), kinds(cover));
    let lines = |k: u8, line: u8| k & line != 0 && k & !(line | BOXES) == 0;
    if (b == ROWS && c == COLS) || (b == COLS && c == ROWS) {
        Family::Basic
    } else if (lines(b, ROWS) && lines(c, COLS)) || (lines(b, COLS) && lines(c, ROWS)) {
        Family::Franken
    } else {
        Family::Mutant
    }
}

/// One fish with eliminations.
#[derive(Clone, Copy, Debug)]
pub(super) struct Found {
    pub digit: u8,
    /// Base houses, bit h for house h.
    pub base: u32,
    /// Cover houses.
    pub cover: u32,
    /// The digit's cells in the base houses, fins included.
    pub cells: Set,
    /// Every fin, endo fins included.
    pub fins: Set,
    /// The endo fins (base cells in two base houses).
    pub endo: Set,
    /// Cover cells in two cover houses.
    pub cannibal: Set,
    /// What would go without fins: cover cells outside the base, and
    /// cannibalistic ones.
    pub potential: Set,
    /// What goes: cover cells outside the base, and cannibalistic ones,
    /// that see every fin.
    pub elims: Set,
}

impl Found {
    /// The fish's family.
    pub fn family(&self) -> Family {
        family_of(self.base, self.cover)
    }

    /// The cell whose elimination HoDoKu lists first (the lowest plain
    /// one, else the lowest cannibalistic one): two fish on one base set
    /// whose first eliminations differ make a Siamese fish.
    pub fn first_elim(&self) -> u32 {
        let plain = self.elims & !self.cannibal;
        if plain != 0 {
            plain.trailing_zeros()
        } else {
            self.elims.trailing_zeros()
        }
    }
}

/// What one search looks for.
pub(super) struct Want {
    /// Base and cover houses.
    pub size: usize,
    /// Fins allowed (0 for fish without fins).
    pub max_fins: u32,
    /// Endo fins allowed (at most `max_fins`).
    pub max_endo: u32,
    /// Kinds of house allowed as base and as cover.
    pub base_kinds: u8,
    pub cover_kinds: u8,
    /// Keep fish without eliminations too (the kraken search wants their
    /// potential eliminations).
    pub keep_empty: bool,
}

/// The search of one digit.
struct Search<'a> {
    want: &'a Want,
    digit: u8,
    /// The digit's candidates a fish may remove (see [`search`]).
    deletable: Set,
    /// The digit's cells in each house.
    unit: [Set; 27],
    /// Houses allowed as base, with the digit.
    base_units: Vec<usize>,
    /// Houses allowed as cover, with the digit.
    cover_units: u32,
    max_endo: u32,
    visit: &'a mut dyn FnMut(&Found) -> bool,
}

/// The state of a cover search on one base set.
#[derive(Clone, Copy)]
struct Cover {
    base: u32,
    cells: Set,
    endo: Set,
    /// Houses that may still join the cover.
    allowed: u32,
    chosen: u32,
    count: usize,
    /// Base cells neither covered nor fins yet.
    open: Set,
    fins: Set,
}

/// Calls `visit` with every fish of digit `d` that `want` describes, in
/// HoDoKu's order (base sets in lexicographic order of houses); stops
/// when `visit` returns true and returns true then.
pub(super) fn search(g: &Grid, d: u8, want: &Want, visit: &mut dyn FnMut(&Found) -> bool) -> bool {
    let cand = g.cells_with(d);
    // A fish reasons about one digit alone, so whatever it removes lies
    // in no template of the digit (HoDoKu's template check, exact): with
    // nothing to remove there, no fish is looked for.
    let deletable = if want.keep_empty {
        cand
    } else {
        cand & !template_union(g, d, cand)
    };
    if deletable == 0 {
        return false;
    }
    let unit: [Set; 27] = std::array::from_fn(|h| HOUSE_SETS[h] & cand);
    let with = |kinds: u8| (0..27).filter(move |&h| unit[h] != 0 && kinds & kind_of(h) != 0);
    let mut s = Search {
        want,
        digit: d,
        deletable,
        unit,
        base_units: with(want.base_kinds).collect(),
        cover_units: with(want.cover_kinds).fold(0, |m, h| m | 1 << h),
        max_endo: want.max_endo.min(want.max_fins),
        visit,
    };
    s.bases(0, 0, 0, 0, 0)
}

impl Search<'_> {
    /// Every set of `size` base houses from `from` on added to `base`
    /// (whose cells are `cells`, endo fins `endo`) with few enough endo
    /// fins, and whose endo fins see a common candidate.
    fn bases(&mut self, from: usize, base: u32, count: usize, cells: Set, endo: Set) -> bool {
        let size = self.want.size;
        if count == size {
            return self.covers(base, cells, endo);
        }
        for i in from..self.base_units.len() {
            if self.base_units.len() - i < size - count {
                break;
            }
            let h = self.base_units[i];
            let endo = endo | (cells & self.unit[h]);
            if endo.count_ones() > self.max_endo || (endo != 0 && !self.fins_ok(endo)) {
                continue;
            }
            if self.bases(i + 1, base | 1 << h, count + 1, cells | self.unit[h], endo) {
                return true;
            }
        }
        false
    }

    /// True when the cells of `fins` see a common candidate the digit
    /// may lose (else no cell can lose it), or when fish without eliminations are
    /// wanted too.
    fn fins_ok(&self, fins: Set) -> bool {
        self.want.keep_empty || common_peers(fins) & self.deletable != 0
    }

    /// Every cover set of the base set.
    fn covers(&mut self, base: u32, cells: Set, endo: Set) -> bool {
        let allowed = ones(self.cover_units & !base)
            .filter(|&h| self.unit[h] & cells != 0)
            .fold(0u32, |m, h| m | 1 << h);
        let state = Cover {
            base,
            cells,
            endo,
            allowed,
            chosen: 0,
            count: 0,
            open: cells,
            fins: endo,
        };
        self.cover_step(state)
    }

    /// One step of the cover search (see the module's notes).
    fn cover_step(&mut self, st: Cover) -> bool {
        if !self.may_cover(&st) {
            return false;
        }
        if st.open == 0 {
            return self.extras(&st);
        }
        let x = st.open.trailing_zeros() as usize;
        let mut next = st;
        for h in cell_houses(x) {
            if next.allowed & 1 << h == 0 {
                continue;
            }
            if st.count < self.want.size {
                let taken = Cover {
                    allowed: next.allowed & !(1 << h),
                    chosen: st.chosen | 1 << h,
                    count: st.count + 1,
                    open: st.open & !self.unit[h],
                    ..next
                };
                if self.cover_step(taken) {
                    return true;
                }
            }
            // Later branches leave this house out: their sets came up here.
            next.allowed &= !(1 << h);
        }
        let fins = st.fins | bit(x);
        if fins.count_ones() > self.want.max_fins || !self.fins_ok(fins) {
            return false;
        }
        self.cover_step(Cover {
            open: st.open & !bit(x),
            fins,
            ..next
        })
    }

    /// False when the houses still allowed cannot cover the open cells
    /// (fins aside) with the cover houses left: the largest counts of open
    /// cells they hold, added up, fall short of the open cells less the
    /// fins still allowed.
    fn may_cover(&self, st: &Cover) -> bool {
        let open = st.open & !st.fins;
        let need = open.count_ones();
        let spare = self.want.max_fins - st.fins.count_ones().min(self.want.max_fins);
        if need <= spare {
            return true;
        }
        let slots = self.want.size - st.count;
        let mut best = [0u32; 9];
        for h in ones(st.allowed) {
            let n = (self.unit[h] & open).count_ones();
            // Insert into the sorted top `slots`.
            let mut k = slots;
            while k > 0 && best[k - 1] < n {
                if k < slots {
                    best[k] = best[k - 1];
                }
                k -= 1;
            }
            if k < slots {
                best[k] = n;
            }
        }
        best[..slots].iter().sum::<u32>() + spare >= need
    }

    /// Every way to fill the cover set's free places with houses that
    /// cover no open cell (all base cells are covered or fins now).
    fn extras(&mut self, st: &Cover) -> bool {
        let free = self.want.size - st.count;
        let pool = st.allowed;
        let mut done = false;
        combinations(pool, free as u32, st.chosen, &mut |cover| {
            done = self.evaluate(st, cover);
            done
        });
        done
    }

    /// Reports the fish on the base set and `cover` if it has eliminations.
    fn evaluate(&mut self, st: &Cover, cover: u32) -> bool {
        let (mut covered, mut twice) = (0, 0);
        for h in ones(cover) {
            twice |= covered & self.unit[h];
            covered |= self.unit[h];
        }
        let fins = (st.cells & !covered) | st.endo;
        let potential = (covered & !st.cells) | twice;
        let elims = if fins == 0 {
            potential
        } else {
            potential & common_peers(fins)
        };
        if elims == 0 && !(self.want.keep_empty && fins != 0) {
            return false;
        }
        let found = Found {
            digit: self.digit,
            base: st.base,
            cover,
            cells: st.cells,
            fins,
            endo: st.endo,
            cannibal: twice,
            potential,
            elims,
        };
        (self.visit)(&found)
    }
}

/// The cells of digit `d` in some template that fits the grid (one cell
/// per row, column and box, each a candidate `cand` or holding `d`, every
/// placed `d` among them); the search stops once every candidate is in
/// one.
fn template_union(g: &Grid, d: u8, cand: Set) -> Set {
    let placed = (0..81)
        .filter(|&i| g.value[i] == d)
        .fold(0, |s, i| s | bit(i));
    let rows: [u16; 9] = std::array::from_fn(|r| {
        let row = HOUSE_SETS[r];
        let own = if placed & row != 0 {
            placed & row
        } else {
            (cand | placed) & row
        };
        (0..9)
            .filter(|c| own & bit(r * 9 + c) != 0)
            .fold(0, |m, c| m | 1 << c)
    });
    let mut union = 0;
    let target = cand | placed;
    templates(&rows, 0, 0, 0, 0, &mut |t| {
        union |= t;
        union & target == target
    });
    union
}

/// Depth-first over the rows: `cols` used so far, `boxes` the box columns
/// used in the current band; calls `leaf` with each template and stops
/// when it returns true.
fn templates(
    rows: &[u16; 9],
    r: usize,
    cols: u16,
    boxes: u16,
    acc: Set,
    leaf: &mut dyn FnMut(Set) -> bool,
) -> bool {
    if r == 9 {
        return leaf(acc);
    }
    let band = if r % 3 == 0 { 0 } else { boxes };
    let mut free = rows[r] & !cols;
    while free != 0 {
        let c = free.trailing_zeros() as usize;
        free &= free - 1;
        let b = 1u16 << (c / 3);
        if band & b == 0
            && templates(
                rows,
                r + 1,
                cols | 1 << c,
                band | b,
                acc | bit(r * 9 + c),
                leaf,
            )
        {
            return true;
        }
    }
    false
}

/// The set bits of a mask (lines or houses, u16 or u32), lowest first.
pub(super) fn ones(mask: impl Into<u32>) -> impl Iterator<Item = usize> {
    let mut rest: u32 = mask.into();
    std::iter::from_fn(move || {
        let k = rest.trailing_zeros() as usize;
        rest &= rest.wrapping_sub(1);
        (k < 32).then_some(k)
    })
}

/// Calls `visit` with every `n`-element subset of the bits of `avail`
/// joined to `acc`, in lexicographic order; stops when it returns true.
pub(super) fn combinations(
    avail: u32,
    n: u32,
    acc: u32,
    visit: &mut dyn FnMut(u32) -> bool,
) -> bool {
    if n == 0 {
        return visit(acc);
    }
    if avail.count_ones() < n {
        return false;
    }
    let low = avail & avail.wrapping_neg();
    combinations(avail & !low, n - 1, acc | low, visit) || combinations(avail & !low, n, acc, visit)
}
