//! The shape of a Str8ts black layout, computed once and read by every
//! engine: the compartments (maximal runs of white cells in a row or
//! column), which compartments hold each white cell, the white cells of each
//! line and each cell's peers.
//!
//! The rules, the exact solver, the logic solver and the generator all read
//! one [`Geometry`]; its arrays are fixed-size so that the solvers' hot loops
//! index them without allocation, and it offers both lists (`&[u8]` of
//! cells) and 128-bit sets (bit `i` for cell `i`), whichever a loop needs.
//!
//! ```
//! use straights::str8ts::geometry::Geometry;
//! let mut black = [false; 81];
//! black[3] = true; // r1c4
//! let g = Geometry::new(&black);
//! assert_eq!(g.compartment(0).name(), "r1c1-r1c3");
//! assert_eq!(g.cells(1), &[4, 5, 6, 7, 8]);
//! assert_eq!(g.comps_of_line(straights::board::Line::new(0)).len(), 2);
//! ```

use crate::board::{cell_name, Board, CellSet, Line, Pos, CELLS};

/// Most compartments a board can have (5 per row and 5 per column).
pub const MAX_COMPARTMENTS: usize = 90;

/// True if cells `a` and `b` (different) share a row or a column.
#[inline]
pub fn sees(a: usize, b: usize) -> bool {
    Pos::new(a).sees(Pos::new(b))
}

/// `BITS[i]`: the bit of cell or compartment `i` in a 128-bit set (a
/// lookup is cheaper than a 128-bit shift, which wasm32 makes a call).
static BITS: [u128; 128] = {
    let mut t = [0; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = 1 << i;
        i += 1;
    }
    t
};

/// The bit of cell or compartment `i` in a 128-bit set.
#[inline]
pub(crate) fn bit(i: usize) -> u128 {
    BITS[i & 127]
}

/// A compartment: `len` white cells from `first`, across (`horizontal`) or
/// down. Small and `Copy`, so strategies pass it by value and use it as a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Compartment {
    /// The first (leftmost or topmost) cell.
    pub first: u8,
    /// Number of cells.
    pub len: u8,
    /// A run in a row (true) or in a column (false).
    pub horizontal: bool,
}

impl Compartment {
    /// The `k`-th cell of the compartment.
    #[inline]
    pub fn cell(self, k: usize) -> usize {
        self.first as usize + k * if self.horizontal { 1 } else { 9 }
    }

    /// The cells, left to right or top to bottom.
    pub fn cells(self) -> impl Iterator<Item = usize> {
        (0..self.len as usize).map(move |k| self.cell(k))
    }

    /// The cells as typed positions, left to right or top to bottom (what
    /// a step's cells and a figure's marks hold; the search loops keep the
    /// plain indices of [`cells`](Self::cells)).
    pub fn positions(self) -> impl Iterator<Item = Pos> {
        self.cells().map(Pos::new)
    }

    /// Number of cells.
    #[inline]
    pub fn len(self) -> usize {
        self.len as usize
    }

    /// Always false: a compartment has at least one cell.
    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    /// The line (0..9 rows, 9..18 columns) the compartment lies in.
    pub fn line(self) -> Line {
        let f = Pos::new(self.first as usize);
        if self.horizontal {
            f.row_line()
        } else {
            f.col_line()
        }
    }

    /// Its name in messages: `r3c2-r3c5`, or `r4c7` for a single cell.
    pub fn name(self) -> String {
        let first = cell_name(self.first as usize);
        if self.len <= 1 {
            first
        } else {
            format!("{first}-{}", cell_name(self.cell(self.len as usize - 1)))
        }
    }

    /// True if `cell` is one of the compartment's cells.
    pub fn contains(self, cell: usize) -> bool {
        self.cells().any(|c| c == cell)
    }
}

/// The compartments and peers of one black layout (see the module docs).
#[derive(Clone, Debug)]
pub struct Geometry {
    black: [bool; CELLS],
    count: usize,
    comps: [Compartment; MAX_COMPARTMENTS],
    /// Cells of each compartment (the first `len` entries).
    cells: [[u8; 9]; MAX_COMPARTMENTS],
    /// Line of each compartment (rows 0..9, columns 9..18).
    line: [u8; MAX_COMPARTMENTS],
    /// White cells of each compartment's line outside it.
    rest: [u128; MAX_COMPARTMENTS],
    /// The compartments of each line: a range of indices.
    line_range: [(u8, u8); 18],
    /// White cells of each line.
    line_cells: [u128; 18],
    /// Row and column compartment of each white cell (`u8::MAX` on black cells).
    across: [u8; CELLS],
    down: [u8; CELLS],
    white: u128,
    /// Peer and rest lists, built on first use (the generator's propagation
    /// reads them in its hottest loop; the exact solver uses the sets and
    /// never pays for them).
    peer_lists: std::sync::OnceLock<Box<PeerLists>>,
}

/// The other white cells of each cell's row, then column (16 slots and a
/// count per cell), and of each compartment's line outside it (8 and a count).
#[derive(Clone, Debug)]
pub struct PeerLists {
    cells: [[u8; 16]; CELLS],
    len: [u8; CELLS],
    rest: [[u8; 8]; MAX_COMPARTMENTS],
    rest_len: [u8; MAX_COMPARTMENTS],
}

impl PeerLists {
    /// [`Geometry::peers`] of white cell `i`.
    #[inline]
    pub fn peers(&self, i: usize) -> &[u8] {
        &self.cells[i][..self.len[i] as usize]
    }

    /// [`Geometry::rest_cells`] of compartment `k`.
    #[inline]
    pub fn rest(&self, k: usize) -> &[u8] {
        &self.rest[k][..self.rest_len[k] as usize]
    }

    /// The lists of a geometry, each in [`Geometry::peers`] order.
    fn of(g: &Geometry) -> PeerLists {
        let mut lists = PeerLists {
            cells: [[0; 16]; CELLS],
            len: [0; CELLS],
            rest: [[0; 8]; MAX_COMPARTMENTS],
            rest_len: [0; MAX_COMPARTMENTS],
        };
        for i in CellSet(g.white) {
            for p in g.peers(i) {
                lists.cells[i][lists.len[i] as usize] = p as u8;
                lists.len[i] += 1;
            }
        }
        for k in 0..g.count {
            for c in CellSet(g.rest[k]) {
                lists.rest[k][lists.rest_len[k] as usize] = c as u8;
                lists.rest_len[k] += 1;
            }
        }
        lists
    }
}

impl Geometry {
    /// The geometry of the layout whose black cells are `black`.
    pub fn new(black: &[bool; CELLS]) -> Geometry {
        let empty = Compartment {
            first: 0,
            len: 0,
            horizontal: true,
        };
        let mut g = Geometry {
            black: *black,
            count: 0,
            comps: [empty; MAX_COMPARTMENTS],
            cells: [[0; 9]; MAX_COMPARTMENTS],
            line: [0; MAX_COMPARTMENTS],
            rest: [0; MAX_COMPARTMENTS],
            line_range: [(0, 0); 18],
            line_cells: [0; 18],
            across: [u8::MAX; CELLS],
            down: [u8::MAX; CELLS],
            white: 0,
            peer_lists: std::sync::OnceLock::new(),
        };
        for l in 0..18 {
            g.add_line(Line::new(l));
        }
        g.white = g.line_cells[..9].iter().fold(0, |w, &c| w | c);
        g
    }

    /// The geometry of a board's black cells (its digits are not read).
    pub fn of(board: &Board) -> Geometry {
        Geometry::new(&std::array::from_fn(|i| board.cells[i].black))
    }

    /// Adds the compartments of line `l`, then each one's rest of the line.
    fn add_line(&mut self, l: Line) {
        let first = self.count;
        let mut start = 0;
        for k in 0..=9 {
            if k < 9 && !self.black[l.cell(k)] {
                self.line_cells[l] |= bit(l.cell(k).index());
                continue;
            }
            if k > start {
                self.add_compartment(l, start, k);
            }
            start = k + 1;
        }
        self.line_range[l] = (first as u8, self.count as u8);
        for k in first..self.count {
            self.rest[k] = self.line_cells[l] & !self.rest[k];
        }
    }

    /// Adds the compartment made of cells `start..end` of line `l` (its
    /// `rest` holds its own cells until the line is complete).
    fn add_compartment(&mut self, l: Line, start: usize, end: usize) {
        let k = self.count;
        self.count += 1;
        self.comps[k] = Compartment {
            first: l.cell(start).index() as u8,
            len: (end - start) as u8,
            horizontal: l.is_row(),
        };
        self.line[k] = l.index() as u8;
        for n in 0..end - start {
            let i = l.cell(start + n).index();
            self.cells[k][n] = i as u8;
            self.rest[k] |= bit(i);
            if l.is_row() {
                self.across[i] = k as u8;
            } else {
                self.down[i] = k as u8;
            }
        }
    }

    /// The black cells.
    #[inline]
    pub fn black(&self) -> &[bool; CELLS] {
        &self.black
    }

    /// True for a black cell.
    #[inline]
    pub fn is_black(&self, i: usize) -> bool {
        self.black[i]
    }

    /// Number of compartments.
    #[inline]
    pub fn count(&self) -> usize {
        self.count
    }

    /// Every compartment: row runs first (row by row, left to right), then
    /// column runs.
    #[inline]
    pub fn compartments(&self) -> &[Compartment] {
        &self.comps[..self.count]
    }

    /// Compartment `k`.
    #[inline]
    pub fn compartment(&self, k: usize) -> Compartment {
        self.comps[k]
    }

    /// The cells of compartment `k`.
    #[inline]
    pub fn cells(&self, k: usize) -> &[u8] {
        &self.cells[k][..self.comps[k].len as usize]
    }

    /// The length of compartment `k`.
    #[inline]
    pub fn len(&self, k: usize) -> usize {
        self.comps[k].len as usize
    }

    /// True for a layout without white cells.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The line of compartment `k`.
    #[inline]
    pub fn line(&self, k: usize) -> Line {
        Line::new(self.line[k] as usize)
    }

    /// The white cells of compartment `k`'s line outside it, as a set.
    #[inline]
    pub fn rest(&self, k: usize) -> u128 {
        self.rest[k]
    }

    /// The white cells of compartment `k`'s line outside it, in line order.
    #[inline]
    pub fn rest_cells(&self, k: usize) -> CellSet {
        CellSet(self.rest[k])
    }

    /// The indices of the compartments of line `l`.
    #[inline]
    pub fn line_range(&self, l: Line) -> std::ops::Range<usize> {
        let (a, b) = self.line_range[l];
        a as usize..b as usize
    }

    /// The compartments of line `l`.
    #[inline]
    pub fn comps_of_line(&self, l: Line) -> &[Compartment] {
        &self.comps[self.line_range(l)]
    }

    /// The compartments of line `l` as a set (bit `k` for compartment `k`).
    #[inline]
    pub fn line_comp_set(&self, l: Line) -> u128 {
        let r = self.line_range(l);
        (bit(r.end) - 1) & !(bit(r.start) - 1)
    }

    /// The white cells of line `l` as a set.
    #[inline]
    pub fn line_cells(&self, l: Line) -> u128 {
        self.line_cells[l]
    }

    /// Every white cell as a set.
    #[inline]
    pub fn white(&self) -> u128 {
        self.white
    }

    /// The row compartment of white cell `i` (`u8::MAX` on a black cell).
    #[inline]
    pub fn across(&self, i: usize) -> usize {
        self.across[i] as usize
    }

    /// The column compartment of white cell `i` (`u8::MAX` on a black cell).
    #[inline]
    pub fn down(&self, i: usize) -> usize {
        self.down[i] as usize
    }

    /// The row and column compartments of white cell `i`.
    #[inline]
    pub fn comps_of(&self, i: usize) -> [usize; 2] {
        [self.across(i), self.down(i)]
    }

    /// The other white cells of white cell `i`'s row (left to right), then
    /// of its column (top to bottom).
    #[inline]
    pub fn peers(&self, i: usize) -> impl Iterator<Item = usize> {
        let me = !bit(i);
        let [r, c] = Pos::new(i).lines();
        CellSet(self.line_cells[r] & me).chain(CellSet(self.line_cells[c] & me))
    }

    /// The peer and rest lists, built on first use (once per geometry).
    #[inline]
    pub fn lists(&self) -> &PeerLists {
        self.peer_lists
            .get_or_init(|| Box::new(PeerLists::of(self)))
    }

    /// The other white cells of cell `i`'s row and column, as a set.
    #[inline]
    pub fn peer_set(&self, i: usize) -> u128 {
        let [r, c] = Pos::new(i).lines();
        (self.line_cells[r] | self.line_cells[c]) & !bit(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(blacks: &[usize]) -> Geometry {
        let mut black = [false; CELLS];
        for &i in blacks {
            black[i] = true;
        }
        Geometry::new(&black)
    }

    #[test]
    fn compartments_lines_and_peers() {
        // r1c4 and r4c4 black: rows 1 and 4 split in two, column 4 in two.
        let g = layout(&[3, 30]);
        assert_eq!(g.cells(0), &[0, 1, 2]);
        assert_eq!(g.cells(1), &[4, 5, 6, 7, 8]);
        assert_eq!(g.rest_cells(0).collect::<Vec<_>>(), [4, 5, 6, 7, 8]);
        assert_eq!(g.rest(0).count_ones(), 5);
        assert_eq!(g.rest_cells(2).count(), 0);
        assert_eq!(g.count(), 9 + 1 + 1 + 9 + 1);
        assert_eq!(g.peers(0).count(), 7 + 8);
        let p = g.peers(12).collect::<Vec<_>>();
        assert_eq!(p[..8], [9, 10, 11, 13, 14, 15, 16, 17]);
        assert_eq!(p[8..], [21, 39, 48, 57, 66, 75]);
        let list: Vec<usize> = g.lists().peers(12).iter().map(|&c| c as usize).collect();
        assert_eq!(list, p);
        assert_eq!(g.lists().rest(0), [4, 5, 6, 7, 8]);
        assert_eq!(g.peer_set(0).count_ones(), 15);

        assert_eq!(g.comps_of(4), [1, 16]);
        assert_eq!(g.comps_of_line(Line::new(0)).len(), 2);
        assert_eq!(g.line_comp_set(Line::new(0)), 0b11);
        assert_eq!(
            g.cells(g.line_range(Line::new(12)).end - 1),
            &[39, 48, 57, 66, 75]
        );
        assert_eq!((g.line(15), g.line(16)), (Line::new(12), Line::new(13)));
        assert_eq!(g.across(3), u8::MAX as usize);
        // Every white cell lies in exactly one compartment each way.
        let total: usize = g.compartments().iter().map(|c| c.len()).sum();
        assert_eq!(total, 2 * (81 - 2));
        assert_eq!(g.white().count_ones(), 79);
    }

    #[test]
    fn compartment_names_and_cells() {
        let s = Compartment {
            first: 19,
            len: 4,
            horizontal: true,
        };
        assert_eq!(s.name(), "r3c2-r3c5");
        assert_eq!(s.cells().collect::<Vec<_>>(), vec![19, 20, 21, 22]);
        assert_eq!(s.line(), Line::new(2));
        let d = Compartment {
            first: 3,
            len: 2,
            horizontal: false,
        };
        assert_eq!(d.name(), "r1c4-r2c4");
        assert_eq!(d.line(), Line::new(12));
        assert!(d.contains(12) && !d.contains(21));
        assert!(sees(0, 8) && sees(0, 72) && !sees(0, 10) && !sees(5, 5));
    }

    #[test]
    fn a_full_row_of_blacks_has_no_row_compartment() {
        let g = layout(&(0..9).collect::<Vec<_>>());
        assert_eq!(g.comps_of_line(Line::new(0)).len(), 0);
        assert_eq!(g.line_comp_set(Line::new(0)), 0);
        assert_eq!(g.compartment(0).first, 9);
        assert_eq!(g.compartment(0).name(), "r2c1-r2c9");
    }
}
