//! The symmetries of a 9x9 board that generators keep: the black layout of
//! a Str8ts puzzle, the clue pattern of a Sudoku.
//!
//! A symmetry maps each cell to an *image*; applying it repeatedly gives
//! the cell's *orbit* (one, two or four cells). A generator adds or removes
//! whole orbits, so the pattern stays symmetric.
//!
//! ```
//! use straights::symmetry::Symmetry;
//! assert_eq!(Symmetry::Rotate90.orbit(0).cells(), &[0, 8, 72, 80]);
//! assert_eq!(Symmetry::Rotate180.orbit(40).cells(), &[40]);
//! assert_eq!(Symmetry::from_name("Anti-Diagonal"), Some(Symmetry::AntiDiagonal));
//! ```

use crate::board::{Pos, CELLS};
use std::fmt;

/// A symmetry of the 9x9 board. The first four keep their numbers
/// (`None` 0 to `Mirror` 3) because generators mix them into their seeds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// No symmetry.
    None,
    /// 180-degree rotation about the centre: r,c and 10-r,10-c match.
    #[default]
    Rotate180,
    /// Reflection in the main diagonal: r,c and c,r match.
    Diagonal,
    /// Left-right mirror: r,c and r,10-c match.
    Mirror,
    /// 90-degree rotation: r,c, c,10-r, 10-r,10-c and 10-c,r match.
    Rotate90,
    /// Reflection in the anti-diagonal: r,c and 10-c,10-r match.
    AntiDiagonal,
}

/// The names of [`Symmetry::ALL`], in that order.
pub const NAMES: [&str; 6] = [
    "none",
    "rotate180",
    "diagonal",
    "mirror",
    "rotate90",
    "anti-diagonal",
];

impl Symmetry {
    /// Every symmetry.
    pub const ALL: [Symmetry; 6] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Diagonal,
        Symmetry::Mirror,
        Symmetry::Rotate90,
        Symmetry::AntiDiagonal,
    ];

    /// The name used by the CLI and the web API (see [`NAMES`]).
    pub const fn name(self) -> &'static str {
        NAMES[self as usize]
    }

    /// The symmetry named `name`: case, `-`, `_` and spaces are ignored,
    /// so "Anti-Diagonal", "antidiagonal" and "rotate_180" all work.
    pub fn from_name(name: &str) -> Option<Symmetry> {
        Symmetry::ALL
            .into_iter()
            .find(|s| crate::outcome::same_name_key(s.name(), name))
    }

    /// The symmetry's number, stable across versions (mixed into seeds).
    pub fn code(self) -> u64 {
        self as u64
    }

    /// The cell that cell `i` (0..81) maps to.
    pub const fn image(self, i: usize) -> usize {
        let p = Pos::new(i);
        let (r, c) = (p.row().index(), p.col().index());
        match self {
            Symmetry::None => i,
            Symmetry::Rotate180 => CELLS - 1 - i,
            Symmetry::Diagonal => c * 9 + r,
            Symmetry::Mirror => r * 9 + 8 - c,
            Symmetry::Rotate90 => c * 9 + 8 - r,
            Symmetry::AntiDiagonal => (8 - c) * 9 + 8 - r,
        }
    }

    /// The orbit of cell `i`: its images until the first comes back.
    /// (A `const fn`, so that `ORBITS` (the table of every symmetry's orbits) is built at compile time.)
    pub const fn orbit(self, i: usize) -> Orbit {
        let mut orbit = Orbit {
            cells: [i; 4],
            len: 1,
        };
        let mut j = self.image(i);
        while j != i && orbit.len < 4 {
            orbit.cells[orbit.len] = j;
            orbit.len += 1;
            j = self.image(j);
        }
        // Insertion sort of at most four cells (`sort_unstable` is not `const`).
        let mut k = 1;
        while k < orbit.len {
            let mut m = k;
            while m > 0 && orbit.cells[m - 1] > orbit.cells[m] {
                orbit.cells.swap(m - 1, m);
                m -= 1;
            }
            k += 1;
        }
        // Unused places repeat the smallest cell, so equal orbits compare equal.
        let mut k = orbit.len;
        while k < 4 {
            orbit.cells[k] = orbit.cells[0];
            k += 1;
        }
        orbit
    }

    /// Every orbit once, ordered by its smallest cell (a copy of the
    /// symmetry's row of `ORBITS`: the generators shuffle it).
    pub fn orbits(self) -> Vec<Orbit> {
        let (orbits, count) = &ORBITS[self as usize];
        orbits[..*count].to_vec()
    }

    /// True when the cells in `set` (a flag per cell) map onto themselves.
    pub fn holds(self, set: &[bool; CELLS]) -> bool {
        (0..CELLS).all(|i| set[i] == set[self.image(i)])
    }
}

/// Every symmetry's orbits (in [`Symmetry::ALL`] order) ordered by their
/// smallest cell, and how many there are: built at compile time, since the
/// Sudoku generator asks for them once per solution grid and working them
/// out cell by cell cost about 2% of its time (more in WebAssembly).
static ORBITS: [([Orbit; CELLS], usize); Symmetry::ALL.len()] = {
    let empty = Orbit {
        cells: [0; 4],
        len: 0,
    };
    let mut out = [([empty; CELLS], 0); Symmetry::ALL.len()];
    let mut s = 0;
    while s < Symmetry::ALL.len() {
        let symmetry = Symmetry::ALL[s];
        let mut i = 0;
        while i < CELLS {
            let orbit = symmetry.orbit(i);
            if orbit.cells[0] == i {
                out[s].0[out[s].1] = orbit;
                out[s].1 += 1;
            }
            i += 1;
        }
        s += 1;
    }
    out
};

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The cells of one orbit, smallest first (one, two or four cells).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Orbit {
    cells: [usize; 4],
    len: usize,
}

impl Orbit {
    /// The cells, smallest first.
    pub fn cells(&self) -> &[usize] {
        &self.cells[..self.len]
    }

    /// How many cells.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Never true: an orbit holds at least its own cell.
    pub fn is_empty(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_the_board() {
        for s in Symmetry::ALL {
            let mut seen = [0u8; CELLS];
            let orbits = s.orbits();
            // Ordered by smallest cell, each orbit found from its smallest cell.
            assert!(
                orbits.windows(2).all(|w| w[0].cells()[0] < w[1].cells()[0]),
                "{s}"
            );
            for o in orbits {
                for &i in o.cells() {
                    seen[i] += 1;
                    assert_eq!(s.orbit(i), o, "{s}: {i}");
                    assert!(o.cells().contains(&s.image(i)));
                }
            }
            assert!(seen.iter().all(|&n| n == 1), "{s}");
        }
    }

    #[test]
    fn orbit_counts_are_those_of_each_symmetry() {
        let count = |s: Symmetry| s.orbits().len();
        assert_eq!(count(Symmetry::None), 81);
        assert_eq!(count(Symmetry::Rotate180), 41);
        assert_eq!(count(Symmetry::Diagonal), 45);
        assert_eq!(count(Symmetry::Mirror), 45);
        assert_eq!(count(Symmetry::Rotate90), 21);
        assert_eq!(count(Symmetry::AntiDiagonal), 45);
        assert_eq!(Symmetry::AntiDiagonal.image(0), 80);
        assert_eq!(Symmetry::AntiDiagonal.image(1), 71);
    }

    #[test]
    fn names_round_trip() {
        for s in Symmetry::ALL {
            assert_eq!(Symmetry::from_name(s.name()), Some(s));
            assert_eq!(s.to_string(), s.name());
        }
        assert_eq!(Symmetry::from_name("ROTATE 90"), Some(Symmetry::Rotate90));
        assert_eq!(Symmetry::from_name("spiral"), None);
    }
}
