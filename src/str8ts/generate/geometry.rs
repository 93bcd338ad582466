//! The fixed shape of one black layout as small arrays: compartments,
//! every white cell's peers, and the straight arithmetic on digit masks
//! shared by the random fill and the quick logic.

use crate::board::{Mask, CELLS};
pub(crate) use crate::str8ts::rules::line_cell;
pub(crate) use crate::str8ts::runs::{feasible_starts, runs_union_common};

/// One compartment: up to nine cells in order.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Comp {
    /// The cells (the first `len` entries are used).
    pub cells: [u8; 9],
    /// Number of cells.
    pub len: u8,
    /// The other white cells of its row or column.
    pub rest: [u8; 8],
    /// Number of cells in `rest`.
    pub rest_len: u8,
}

impl Comp {
    /// The cells as a slice.
    #[inline]
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.len as usize]
    }

    /// The other white cells of its row or column.
    #[inline]
    pub fn rest(&self) -> &[u8] {
        &self.rest[..self.rest_len as usize]
    }
}

/// The compartments and peers of a black layout.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    /// Black cells.
    pub black: [bool; CELLS],
    /// Every compartment: row runs first, then column runs.
    pub comps: Vec<Comp>,
    /// The compartments of each line (rows 0..9, columns 9..18) as a range
    /// of indices into `comps`.
    pub line_comps: [(u8, u8); 18],
    /// The row and column compartment of each white cell.
    pub comps_of: [[u8; 2]; CELLS],
    /// The other white cells of each white cell's row and column.
    peers: [[u8; 16]; CELLS],
    /// How many entries of `peers` are used.
    peer_len: [u8; CELLS],
}

impl Geometry {
    /// The geometry of the layout whose black cells are `black`.
    pub fn new(black: &[bool; CELLS]) -> Geometry {
        let mut g = Geometry {
            black: *black,
            comps: Vec::with_capacity(48),
            line_comps: [(0, 0); 18],
            comps_of: [[0; 2]; CELLS],
            peers: [[0; 16]; CELLS],
            peer_len: [0; CELLS],
        };
        for line in 0..18 {
            g.add_line(line);
        }
        for i in (0..CELLS).filter(|&i| !black[i]) {
            for j in (0..9).map(|k| line_cell(i / 9, k)) {
                g.add_peer(i, j);
            }
            for j in (0..9).map(|k| line_cell(9 + i % 9, k)) {
                g.add_peer(i, j);
            }
        }
        g
    }

    fn add_peer(&mut self, i: usize, j: usize) {
        if j != i && !self.black[j] {
            self.peers[i][self.peer_len[i] as usize] = j as u8;
            self.peer_len[i] += 1;
        }
    }

    /// Adds the compartments of line `l` (rows 0..9, columns 9..18).
    fn add_line(&mut self, l: usize) {
        let mut comp = Comp {
            cells: [0; 9],
            len: 0,
            rest: [0; 8],
            rest_len: 0,
        };
        let first = self.comps.len();
        self.line_comps[l].0 = first as u8;
        for k in 0..=9 {
            let cell = (k < 9).then(|| line_cell(l, k));
            match cell {
                Some(i) if !self.black[i] => {
                    comp.cells[comp.len as usize] = i as u8;
                    comp.len += 1;
                }
                _ if comp.len > 0 => {
                    let side = usize::from(l >= 9);
                    for &c in comp.cells() {
                        self.comps_of[c as usize][side] = self.comps.len() as u8;
                    }
                    self.comps.push(comp);
                    comp.len = 0;
                }
                _ => {}
            }
        }
        self.line_comps[l].1 = self.comps.len() as u8;
        let whites: Vec<u8> = (0..9)
            .map(|k| line_cell(l, k))
            .filter(|&i| !self.black[i])
            .map(|i| i as u8)
            .collect();
        for comp in &mut self.comps[first..] {
            for &i in &whites {
                if !comp.cells().contains(&i) {
                    comp.rest[comp.rest_len as usize] = i;
                    comp.rest_len += 1;
                }
            }
        }
    }

    /// The compartments of line `l` (rows 0..9, columns 9..18).
    #[inline]
    pub fn comps_of_line(&self, l: usize) -> &[Comp] {
        let (a, b) = self.line_comps[l];
        &self.comps[a as usize..b as usize]
    }

    /// The other white cells of white cell `i`'s row and column.
    #[inline]
    pub fn peers(&self, i: usize) -> &[u8] {
        &self.peers[i][..self.peer_len[i] as usize]
    }
}

/// True for a mask with exactly one digit.
#[inline]
pub(crate) fn is_single(m: Mask) -> bool {
    m != 0 && m & (m - 1) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compartments_and_peers() {
        let mut black = [false; CELLS];
        black[3] = true;
        black[30] = true;
        let g = Geometry::new(&black);
        // Row 1 splits in two, column 4 in three (r1c4 and r4c4 black).
        assert_eq!(g.comps[0].cells(), &[0, 1, 2]);
        assert_eq!(g.comps[1].cells(), &[4, 5, 6, 7, 8]);
        assert_eq!(g.comps[0].rest(), &[4, 5, 6, 7, 8]);
        assert_eq!(g.comps[2].rest().len(), 0);
        assert_eq!(g.comps.len(), 9 + 1 + 1 + 9 + 1);
        assert_eq!(g.peers(0).len(), 7 + 8);
        assert_eq!(g.peers(12).len(), 8 + 6);
        assert_eq!(g.comps_of[4], [1, 16]);
        assert_eq!(g.comps_of_line(0).len(), 2);
        assert_eq!(g.comps_of_line(12)[1].cells(), &[39, 48, 57, 66, 75]);
    }
}
