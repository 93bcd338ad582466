//! Candidate propagation with the two easiest grades of the logic solver.
//!
//! The rules, each a strategy of [`crate::str8ts::logic`] applied as a
//! fixpoint over digit masks:
//!
//! * grade 1: row/column elimination (a digit, black clues included, leaves
//!   the candidates of its row and column), naked single, hidden single (a
//!   digit every possible straight of a compartment holds, that only one of
//!   its cells can take), compartment range check (every cell's digit lies
//!   within `a-L+1 ..= b+L-1`, `a` the largest smallest candidate and `b` the
//!   smallest largest candidate of the compartment's cells);
//! * grade 2: stranded digits (a candidate in no possible straight goes),
//!   required digits (a digit every possible straight holds leaves the rest
//!   of the row or column);
//! * grade 3: naked pairs and triples (two or three open cells of a line
//!   with two or three digits between them), hidden pairs and triples (two
//!   or three digits the line's compartments require that fit only the
//!   same two or three open cells of the line).
//!
//! Every rule only grows as candidates shrink, so a fixpoint does not
//! depend on the order the rules fire in: the fixpoint of the rules up to
//! grade `n` completes the grid exactly when the logic solver grades the
//! puzzle `n` or easier (checked on every published puzzle of the test
//! data). The rules are sound, so a completed grid is the puzzle's only
//! solution. The random fill uses the same propagation up to grade 2.

use crate::board::is_single;
use crate::board::{Line, Mask, Pos, ALL_DIGITS, CELLS};
use crate::str8ts::geometry::{bit, Geometry};
use crate::str8ts::runs::{run_starts, runs_union_common};

/// A contradiction: no solution; the compartments to blame.
pub(crate) struct Dead(pub u128);

/// Candidates of every cell and the work sets of propagation.
#[derive(Clone, Copy)]
pub(crate) struct Prop {
    /// Candidates of each white cell (a single bit once known), 0 on black cells.
    pub cand: [Mask; CELLS],
    /// Cells that became single and were not propagated yet.
    pending: u128,
    /// Compartments to re-examine.
    dirty: u128,
    /// The hardest grade of rules applied (1 to 3).
    level: u8,
    /// The black clues of each line (rows 0..9, columns 9..18).
    black_digits: [Mask; 18],
    /// Lines whose cells changed since the line rules last looked at them.
    dirty_lines: u32,
}

impl Prop {
    /// Every white cell open with all digits; the rules up to grade `level` apply.
    pub fn new(g: &Geometry, level: u8) -> Prop {
        Prop {
            cand: std::array::from_fn(|i| if g.is_black(i) { 0 } else { ALL_DIGITS }),
            pending: 0,
            dirty: all_comps(g),
            level,
            black_digits: [0; 18],
            dirty_lines: (1 << 18) - 1,
        }
    }

    /// The state of `clues` (givens and black clues) before propagation,
    /// with the digits of the clues already struck from their rows and
    /// columns (one pass over line masks instead of one event per clue:
    /// the carving builds this state for every puzzle it tries); a digit
    /// twice in a line is a contradiction.
    pub fn with_clues(g: &Geometry, clues: &[u8; CELLS], level: u8) -> Result<Prop, Dead> {
        let mut p = Prop::new(g, level);
        let mut lines = [0 as Mask; 18];
        for (i, &d) in clues.iter().enumerate().filter(|&(_, &d)| d != 0) {
            let m = 1 << (d - 1);
            for l in Pos::new(i).lines() {
                if lines[l] & m != 0 {
                    return Err(Dead(blame(g, i)));
                }
                lines[l] |= m;
                if g.is_black(i) {
                    p.black_digits[l] |= m;
                }
            }
        }
        for i in (0..CELLS).filter(|&i| !g.is_black(i)) {
            let m = match clues[i] {
                0 => {
                    let [r, c] = Pos::new(i).lines();
                    ALL_DIGITS & !lines[r] & !lines[c]
                }
                d => 1 << (d - 1),
            };
            if m == 0 {
                return Err(Dead(blame(g, i)));
            }
            p.cand[i] = m;
            // A given's digit is already gone from its lines; an open cell
            // left with one digit still has to strike it.
            if clues[i] == 0 && is_single(m) {
                p.pending |= bit(i);
            }
        }
        Ok(p)
    }

    /// Applies the rules up to grade `level` from now on (everything is
    /// looked at again).
    pub fn raise(&mut self, g: &Geometry, level: u8) {
        self.level = level;
        self.dirty = all_comps(g);
        self.dirty_lines = (1 << 18) - 1;
    }

    /// Every white cell has one candidate left.
    pub fn complete(&self) -> bool {
        self.cand.iter().all(|&m| m & m.wrapping_sub(1) == 0)
    }

    /// Restricts white cell `i` to `m` (a subset of its candidates),
    /// recording the work it causes.
    #[inline]
    pub fn set(&mut self, g: &Geometry, i: usize, m: Mask) -> Result<(), Dead> {
        let [a, d] = g.comps_of(i);
        if m == 0 {
            return Err(Dead(bit(a) | bit(d)));
        }
        if m != self.cand[i] {
            self.cand[i] = m;
            self.dirty |= bit(a) | bit(d);
            let [r, c] = Pos::new(i).lines();
            self.dirty_lines |= 1 << r.index() | 1 << c.index();
            if is_single(m) {
                self.pending |= bit(i);
            }
        }
        Ok(())
    }

    /// Propagates to the fixpoint.
    pub fn propagate(&mut self, g: &Geometry) -> Result<(), Dead> {
        loop {
            self.basic(g)?;
            if self.level < 3 || !self.line_sets(g)? {
                return Ok(());
            }
        }
    }

    /// Propagates the grade-1 and grade-2 rules to their fixpoint.
    fn basic(&mut self, g: &Geometry) -> Result<(), Dead> {
        let lists = g.lists();
        loop {
            while self.pending != 0 {
                let i = self.pending.trailing_zeros() as usize;
                self.pending &= self.pending - 1;
                let m = self.cand[i];
                for &p in lists.peers(i) {
                    let p = p as usize;
                    if self.cand[p] & m != 0 {
                        self.set(g, p, self.cand[p] & !m)?;
                    }
                }
            }
            if self.dirty == 0 {
                return Ok(());
            }
            let k = self.dirty.trailing_zeros() as usize;
            self.dirty &= self.dirty - 1;
            self.compartment(g, k)?;
        }
    }

    /// Applies the compartment rules to compartment `k`.
    fn compartment(&mut self, g: &Geometry, k: usize) -> Result<(), Dead> {
        let cells = g.cells(k);
        let len = g.len(k) as u32;
        let (mut union, mut known, mut singles) = (0, 0, 0);
        let (mut a, mut b) = (0, 15);
        for &c in cells {
            let m = self.cand[c as usize];
            union |= m;
            if is_single(m) {
                known |= m;
                singles += 1;
            }
            a = a.max(m.trailing_zeros());
            b = b.min(15 - m.leading_zeros());
        }
        if singles == len {
            // Complete: its digits must differ and form a straight.
            let span = 16 - known.leading_zeros() - known.trailing_zeros();
            return if known.count_ones() == len && span == len {
                Ok(())
            } else {
                Err(Dead(bit(k)))
            };
        }
        let starts = run_starts(union, known, len as usize);
        if starts == 0 {
            return Err(Dead(bit(k)));
        }
        let (keep, common) = runs_union_common(starts, len);
        // Range check: digits (0-based) a-len+1 ..= b+len-1.
        let mut allowed = ALL_DIGITS & !((1 << (a + 1).saturating_sub(len)) - 1);
        allowed &= ((2u32 << (b + len - 1).min(8)) - 1) as Mask;
        let gentle = self.level >= 2;
        if gentle {
            allowed &= keep;
        }
        if union & !allowed != 0 {
            for &c in cells {
                let c = c as usize;
                if self.cand[c] & !allowed != 0 {
                    self.set(g, c, self.cand[c] & allowed)?;
                }
            }
        }
        if gentle && common != 0 {
            for &c in g.lists().rest(k) {
                let c = c as usize;
                if self.cand[c] & common != 0 {
                    self.set(g, c, self.cand[c] & !common)?;
                }
            }
        }
        let need = common & !known;
        if need == 0 {
            return Ok(());
        }
        // Digits held by at least one and by at least two cells.
        let (mut once, mut twice) = (0, 0);
        for &c in cells {
            let m = self.cand[c as usize];
            twice |= once & m;
            once |= m;
        }
        if need & !once != 0 {
            return Err(Dead(bit(k)));
        }
        let mut lone = need & !twice;
        while lone != 0 {
            let d = lone & lone.wrapping_neg();
            lone ^= d;
            if let Some(&c) = cells.iter().find(|&&c| self.cand[c as usize] & d != 0) {
                self.set(g, c as usize, d)?;
            }
        }
        Ok(())
    }
}

impl Prop {
    /// The digits a compartment requires: those every straight it can
    /// still hold contains.
    fn required(&self, g: &Geometry, k: usize) -> Mask {
        let (mut union, mut known) = (0, 0);
        for &c in g.cells(k) {
            let m = self.cand[c as usize];
            union |= m;
            if is_single(m) {
                known |= m;
            }
        }
        let len = g.len(k) as u32;
        runs_union_common(run_starts(union, known, len as usize), len).1
    }

    /// Applies the naked and hidden pairs and triples of every line whose
    /// cells changed since it was last looked at; true if anything changed.
    fn line_sets(&mut self, g: &Geometry) -> Result<bool, Dead> {
        let mut changed = false;
        while self.dirty_lines != 0 {
            let l = Line::new(self.dirty_lines.trailing_zeros() as usize);
            self.dirty_lines &= self.dirty_lines - 1;
            changed |= self.line_set(g, l)?;
        }
        Ok(changed)
    }

    /// The pairs and triples of line `l`.
    fn line_set(&mut self, g: &Geometry, l: Line) -> Result<bool, Dead> {
        let mut open = [0u8; 9];
        let mut n = 0;
        let mut placed = self.black_digits[l];
        for k in 0..9 {
            let c = l.cell(k).index();
            let m = self.cand[c];
            if is_single(m) {
                placed |= m;
            } else if m != 0 {
                open[n] = c as u8;
                n += 1;
            }
        }
        if n < 3 {
            // Two open cells: any pair rule would have found a single first.
            return Ok(false);
        }
        let open = &open[..n];
        let mut changed = self.naked_sets(g, open)?;
        let required = g.line_range(l).fold(0, |m, k| m | self.required(g, k)) & !placed;
        if required.count_ones() >= 2 {
            changed |= self.hidden_sets(g, open, required)?;
        }
        Ok(changed)
    }

    /// Naked pairs and triples among the open cells of one line.
    fn naked_sets(&mut self, g: &Geometry, open: &[u8]) -> Result<bool, Dead> {
        let mut changed = false;
        let n = open.len();
        let cand = |p: &Prop, k: usize| p.cand[open[k] as usize];
        for a in 0..n {
            for b in a + 1..n {
                let ab = cand(self, a) | cand(self, b);
                if ab.count_ones() == 2 {
                    changed |= self.remove_from(g, open, !(1 << a | 1 << b), ab)?;
                }
                if ab.count_ones() > 3 {
                    continue;
                }
                for c in b + 1..n {
                    let abc = ab | cand(self, c);
                    if abc.count_ones() == 3 {
                        changed |= self.remove_from(g, open, !(1 << a | 1 << b | 1 << c), abc)?;
                    }
                }
            }
        }
        Ok(changed)
    }

    /// Removes `digits` from the open cells of a line in `cells` (a set of
    /// indices into `open`); true when a candidate went.
    fn remove_from(
        &mut self,
        g: &Geometry,
        open: &[u8],
        cells: u16,
        digits: Mask,
    ) -> Result<bool, Dead> {
        let mut changed = false;
        for (k, &c) in open.iter().enumerate() {
            let c = c as usize;
            if cells >> k & 1 == 1 && self.cand[c] & digits != 0 {
                self.set(g, c, self.cand[c] & !digits)?;
                changed = true;
            }
        }
        Ok(changed)
    }

    /// Hidden pairs and triples of the digits a line requires.
    fn hidden_sets(&mut self, g: &Geometry, open: &[u8], required: Mask) -> Result<bool, Dead> {
        let mut changed = false;
        // Where each required digit fits, as a set of indices into `open`.
        let mut at = [0u16; 9];
        for (k, &c) in open.iter().enumerate() {
            let mut m = self.cand[c as usize] & required;
            while m != 0 {
                at[m.trailing_zeros() as usize] |= 1 << k;
                m &= m - 1;
            }
        }
        // The required digits (bit numbers) in a fixed array: no allocation.
        let mut all = [0usize; 9];
        let mut n = 0;
        for b in (0..9).filter(|&b| required >> b & 1 == 1) {
            all[n] = b;
            n += 1;
        }
        let digits = &all[..n];
        for a in 0..n {
            let pa = at[digits[a]];
            for b in a + 1..n {
                let pb = at[digits[b]];
                let ab = pa | pb;
                if pa != 0 && pb != 0 && ab.count_ones() == 2 {
                    let keep = 1 << digits[a] | 1 << digits[b];
                    changed |= self.remove_from(g, open, ab, ALL_DIGITS & !keep)?;
                }
                for &dc in &digits[b + 1..] {
                    let pc = at[dc];
                    let abc = ab | pc;
                    if pa != 0 && pb != 0 && pc != 0 && abc.count_ones() == 3 {
                        let keep = 1 << digits[a] | 1 << digits[b] | 1 << dc;
                        changed |= self.remove_from(g, open, abc, ALL_DIGITS & !keep)?;
                    }
                }
            }
        }
        Ok(changed)
    }
}

/// The compartments to blame for a contradiction at cell `i`: its own two
/// (a black cell has none).
fn blame(g: &Geometry, i: usize) -> u128 {
    if g.is_black(i) {
        return 0;
    }
    let [a, d] = g.comps_of(i);
    bit(a) | bit(d)
}

fn all_comps(g: &Geometry) -> u128 {
    bit(g.count()) - 1
}

/// True when the rules up to grade `level` solve the puzzle: the logic
/// solver grades it `level` or easier, and it is unique.
pub(crate) fn solves_within(g: &Geometry, clues: &[u8; CELLS], level: u8) -> bool {
    Prop::with_clues(g, clues, level)
        .and_then(|mut p| p.propagate(g).map(|()| p.complete()))
        .unwrap_or(false)
}

/// The grade of a puzzle if it is Easy (1), Gentle (2) or Moderate (3)
/// for the logic solver, which also proves it unique; `None` when it needs
/// more (or has several solutions, or none).
pub(crate) fn quick_grade(g: &Geometry, clues: &[u8; CELLS]) -> Option<u8> {
    easy_fixpoint(g, clues).and_then(|(level, p)| p.complete().then_some(level))
}

/// The quick logic's fixpoint of a puzzle, raising the rules one grade at
/// a time: the first grade (1 to 3) whose rules complete the grid with the
/// complete state, else 3 with the fixpoint of all three grades (where the
/// logic solver needs a harder strategy); `None` on a contradiction.
pub(crate) fn easy_fixpoint(g: &Geometry, clues: &[u8; CELLS]) -> Option<(u8, Prop)> {
    let mut p = Prop::with_clues(g, clues, 1).ok()?;
    for level in 1..=3 {
        if level > 1 {
            p.raise(g, level);
        }
        p.propagate(g).ok()?;
        if p.complete() {
            return Some((level, p));
        }
    }
    Some((3, p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec;
    use crate::str8ts::logic::grade;
    use crate::str8ts::solve::puzzle_clues;

    /// The start state strikes every clue's digit from its row and column
    /// (and only there), and a digit twice in a line is a contradiction.
    #[test]
    fn start_state_of_clues() {
        let mut black = [false; CELLS];
        black[4] = true;
        let g = Geometry::new(&black);
        let mut clues = [0u8; CELLS];
        clues[4] = 1;
        clues[0] = 2;
        clues[10] = 3;
        let p = Prop::with_clues(&g, &clues, 1).ok().unwrap();
        assert_eq!(p.cand[0], 0b10);
        assert_eq!(p.cand[1], ALL_DIGITS & !0b111);
        assert_eq!(p.cand[9], ALL_DIGITS & !0b110);
        assert_eq!(p.cand[13], ALL_DIGITS & !0b101);
        assert_eq!(p.cand[20], ALL_DIGITS);
        assert_eq!(p.black_digits[0], 1);
        assert_eq!(p.black_digits[13], 1);
        assert_eq!(p.pending, 0);
        clues[8] = 2;
        assert!(Prop::with_clues(&g, &clues, 1).is_err());
        clues[8] = 1;
        assert!(Prop::with_clues(&g, &clues, 1).is_err());
    }

    /// The quick grade agrees with the logic solver on every real puzzle:
    /// 1, 2 or 3 exactly when the logic says Easy, Gentle or Moderate.
    #[test]
    fn quick_grade_matches_the_logic_on_real_puzzles() {
        let text = include_str!("../../../tests/data/str8ts-com-505.txt");
        let mut easy = 0;
        for (n, line) in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .enumerate()
        {
            if cfg!(debug_assertions) && n % 4 != 0 {
                continue;
            }
            let b = codec::decode(line).unwrap().board;
            let black = std::array::from_fn(|i| b.cells[i].black);
            let g = Geometry::new(&black);
            let want = grade(&b).grade.map(|g| g.number()).filter(|&n| n <= 3);
            assert_eq!(quick_grade(&g, &puzzle_clues(&b)), want, "{line}");
            easy += usize::from(want.is_some());
        }
        assert!(easy >= 5);
    }
}
