//! A measurement of the band ("2X2Y") method of blue and champagne for one
//! grid (issue 39; `docs/design/17-clue-search.md` §1.7 has the method and
//! the table this produces), `straights bench band`. The method was decided
//! against, so the measurement lives with the bench tooling, not in the
//! library; it reads the library's search model (`straights::search`).
//!
//! The method: a 17 has its clues spread over the three bands; call "band
//! 3" the band the case puts last. The clue sets of one band that hit every
//! UA inside that band are its *valid bands*; a puzzle's two other bands
//! hold a valid band each, X and Y. The X x Y pairs are crossed in groups
//! that share their first two cells in each band (the 2X2Y groups): the
//! UAs of bands 1+2 that the group's four cells miss become bit positions,
//! each X and each Y a vector of the UAs it misses, and a pair survives if
//! the two vectors share no bit (together they hit every known UA). Band 3
//! is then completed against the UAs that reach into it.
//!
//! This module counts and times that crossing, exactly and without
//! sampling, for the two cases of a 17: some band with 7 or more clues
//! (the other two hold `x + y <= 10`), and 6-6-5 with each band as band 3.
//! The band-3 finish is not built; a naive one (every valid band-3 set of
//! the right size against the UAs the pair left, then the exact solver) is
//! run on a sample of the survivors to price it. It answers whether a band
//! engine could beat the hitting-set engine on one grid; it is not one.

use std::ops::ControlFlow;
use straights::search::{self, band_cells, cells_of, clues_of, Cells, Grid, ALL_CELLS};
use straights::sudoku::solve::{count_clues, for_each_solution};

/// The 27 cells of a band as bits 0..27 (row by row).
const BAND: u32 = (1 << 27) - 1;

/// Largest valid band enumerated: a band of a 17 that is not band 3 holds
/// at most 7 clues (6-6-5, or `x + y <= 10` beside a band of 7 or more).
pub const MAX_VALID: usize = 7;

/// Pairs are crossed in blocks of this many X by this many Y (the seed's
/// cache-friendly layout: a block's vectors stay in the first-level cache).
pub const CHUNK: usize = 256;

/// Largest UA collected for the bands-1+2 table (champagne keeps up to 18
/// cells).
pub const MAX_UA: usize = 18;

/// The minimal UAs inside band `b` (0..3) of `grid`, as 27-bit sets of the
/// band's cells, smallest first: the band is blanked with the other two
/// kept, and every other completion's difference is a UA of the band; the
/// minimal ones are all the band's minimal UAs.
pub fn band_uas(grid: &Grid, b: usize) -> Vec<u32> {
    let mut found = Vec::new();
    for_each_solution(&clues_of(grid, ALL_CELLS & !band_cells(b)), |s| {
        let diff = search::difference(grid, s);
        if diff != 0 {
            found.push(diff);
        }
        ControlFlow::Continue(())
    });
    search::uas::minimal(found)
        .into_iter()
        .map(|u| to_band(u, b))
        .collect()
}

/// The cells of `set` in band `b` as bits 0..27.
fn to_band(set: Cells, b: usize) -> u32 {
    (set >> (27 * b)) as u32 & BAND
}

/// The valid bands of up to [`MAX_VALID`] clues for the band UAs `uas`,
/// by clue count: every set of cells that hits each of them (all subsets
/// of each size are tried: at most C(27, 7) = 888,030).
pub fn valid_bands(uas: &[u32]) -> Vec<Vec<u32>> {
    (0..=MAX_VALID)
        .map(|k| {
            subsets(k)
                .filter(|&s| uas.iter().all(|&u| u & s != 0))
                .collect()
        })
        .collect()
}

/// Every `k`-subset of the 27 cells of a band, in increasing order.
fn subsets(k: usize) -> impl Iterator<Item = u32> {
    let first: u32 = if k == 0 { 0 } else { (1 << k) - 1 };
    let mut next = Some(first);
    std::iter::from_fn(move || {
        let s = next?;
        next = if s == 0 {
            None
        } else {
            // Gosper's hack: the next larger set with as many bits.
            let low = s & s.wrapping_neg();
            let ripple = s + low;
            let n = (((ripple ^ s) >> 2) / low) | ripple;
            (n <= BAND).then_some(n)
        };
        Some(s)
    })
}

/// The 2X (or 2Y) groups of `sets`: sets sorted by their two lowest cells,
/// as (those two cells, range in the sorted list). Sets of fewer than two
/// cells form the group of their own cells.
pub fn groups(sets: &mut [u32]) -> Vec<(u32, std::ops::Range<usize>)> {
    let prefix = |s: u32| {
        let low = s & s.wrapping_neg();
        let rest = s & !low;
        low | (rest & rest.wrapping_neg())
    };
    sets.sort_unstable_by_key(|&s| (prefix(s), s));
    let mut out: Vec<(u32, std::ops::Range<usize>)> = Vec::new();
    for (i, &s) in sets.iter().enumerate() {
        match out.last_mut() {
            Some((p, r)) if *p == prefix(s) => r.end = i + 1,
            _ => out.push((prefix(s), i..i + 1)),
        }
    }
    out
}

/// What crossing one block of vectors found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Crossed {
    /// Pairs whose first words (the 64 smallest UAs) share no bit.
    pub first: u64,
    /// Pairs whose whole vectors share no bit.
    pub survivors: u64,
}

/// Crosses `nx` X vectors with `ny` Y vectors of `words` 64-bit words each,
/// stored word-major (word `w` of item `i` at `w * n + i`), in blocks of
/// [`CHUNK`] x [`CHUNK`]: the first word filters (a branch-free count the
/// compiler vectorises), the other words only for the pairs it lets
/// through. `survivor(i, j)` sees each surviving pair.
pub fn cross(
    vx: &[u64],
    vy: &[u64],
    nx: usize,
    ny: usize,
    words: usize,
    mut survivor: impl FnMut(usize, usize),
) -> Crossed {
    let mut out = Crossed::default();
    for x0 in (0..nx).step_by(CHUNK) {
        for y0 in (0..ny).step_by(CHUNK) {
            let ys = &vy[y0..ny.min(y0 + CHUNK)];
            for i in x0..nx.min(x0 + CHUNK) {
                let a = vx[i];
                let pass: u64 = ys.iter().map(|&b| u64::from(a & b == 0)).sum();
                if pass == 0 {
                    continue;
                }
                out.first += pass;
                for (j, &b) in ys.iter().enumerate() {
                    let y = y0 + j;
                    if a & b == 0 && (1..words).all(|w| vx[w * nx + i] & vy[w * ny + y] == 0) {
                        out.survivors += 1;
                        survivor(i, y);
                    }
                }
            }
        }
    }
    out
}

/// One case of the clue distribution for one choice of band 3.
#[derive(Clone, Debug, Default)]
pub struct Case {
    /// Band 3 (0..3) and the other two in order.
    pub bands: [usize; 3],
    /// "6-6-5" or ">=7".
    pub name: &'static str,
    /// Valid X bands crossed (summed over the size pairs of the case).
    pub xs: u64,
    /// Valid Y bands crossed.
    pub ys: u64,
    /// 2X2Y groups crossed (both sides non-empty).
    pub groups: u64,
    /// Groups by the number of bands-1+2 UAs their four cells leave unhit:
    /// 0, 1-64, 65-128, 129-256, 257-512, more.
    pub unhit: [u64; 6],
    /// Mean number of UAs left unhit per group.
    pub unhit_mean: f64,
    /// Largest number of UAs left unhit by a group.
    pub unhit_max: usize,
    /// Pairs of groups killed whole: some UA missed by every X and every Y
    /// of the group (the X and Y vectors' ands share a bit); not tested.
    pub killed: u64,
    /// Pairs tested.
    pub pairs: u64,
    /// Pairs passing the first word, surviving every word.
    pub crossed: Crossed,
    /// CPU seconds building the groups' UA lists and vectors.
    pub setup_s: f64,
    /// CPU seconds of the pair loop.
    pub loop_s: f64,
    /// Survivors given to the naive band-3 finish (every `finish_every`-th
    /// with band 3 of at most [`MAX_VALID`] clues).
    pub finished: u64,
    /// CPU seconds of that finish.
    pub finish_s: f64,
    /// Band-3 sets the finish sent to the solver.
    pub checks: u64,
    /// Puzzles the finish found.
    pub puzzles: u64,
    /// Finished survivors whose bands 1+2 are forced by their clues once
    /// band 3 is given whole: the survivors that more UAs of bands 1+2
    /// (learnt, say) could not kill.
    pub forced: u64,
    /// Survivors whose band 3 would need more than [`MAX_VALID`] clues
    /// (not finished, not priced).
    pub beyond: u64,
}

/// The measurement of one grid.
#[derive(Clone, Debug, Default)]
pub struct Measurement {
    /// Minimal UAs inside each band.
    pub band_uas: [usize; 3],
    /// Valid bands per band and clue count 0..=7.
    pub valid: [[usize; MAX_VALID + 1]; 3],
    /// UAs collected (up to [`MAX_UA`] cells).
    pub uas: usize,
    /// CPU seconds of the collection, the band UAs and the valid bands.
    pub prepare_s: f64,
    /// The cases: 6-6-5 and >=7 for band 3 = band 1, 2, 3.
    pub cases: Vec<Case>,
}

/// Measures the band method on `grid` for 17 clues. `clock` reads the CPU
/// seconds of this thread (fine-grained: it is read around every 2X block);
/// `finish_every` picks the survivors priced by the naive band-3 finish.
pub fn measure(grid: &Grid, finish_every: u64, clock: &mut dyn FnMut() -> f64) -> Measurement {
    let t0 = clock();
    let all = search::uas(grid, MAX_UA);
    let mut m = Measurement {
        uas: all.len(),
        ..Measurement::default()
    };
    let mut valid = Vec::new();
    for b in 0..3 {
        let u = band_uas(grid, b);
        m.band_uas[b] = u.len();
        let v = valid_bands(&u);
        for (k, list) in v.iter().enumerate() {
            m.valid[b][k] = list.len();
        }
        valid.push(v);
    }
    m.prepare_s = clock() - t0;
    for b3 in 0..3 {
        let (b1, b2) = match b3 {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        };
        let pair = Pair::new(grid, &all, [b3, b1, b2]);
        // 6-6-5 with this band as the 5.
        let mut case = Case {
            bands: [b3, b1, b2],
            name: "6-6-5",
            ..Case::default()
        };
        pair.cross(&mut case, &valid, 6, 6, 5, finish_every, clock);
        m.cases.push(case);
        // Band 3 holds 7 or more and is the first such band: a band before
        // it holds at most 6.
        let mut case = Case {
            bands: [b3, b1, b2],
            name: ">=7",
            ..Case::default()
        };
        for x in 2..=MAX_VALID {
            for y in 2..=MAX_VALID {
                let z = 17 - x - y;
                if z < 7 || (b1 < b3 && x > 6) || (b2 < b3 && y > 6) {
                    continue;
                }
                pair.cross(&mut case, &valid, x, y, z, finish_every, clock);
            }
        }
        m.cases.push(case);
    }
    m
}

/// The UAs for one choice of band 3: those of bands 1+2 that meet both
/// (band 1 in bits 0..27, band 2 in bits 27..54; a UA inside one band is
/// hit by any valid band), and those that reach into band 3 from outside.
struct Pair<'g> {
    grid: &'g Grid,
    bands: [usize; 3],
    b12: Vec<u64>,
    /// (part outside band 3 in the same 54-bit layout, part in band 3).
    reaching: Vec<(u64, u32)>,
}

impl<'g> Pair<'g> {
    fn new(grid: &'g Grid, all: &[Cells], bands: [usize; 3]) -> Pair<'g> {
        let [b3, b1, b2] = bands;
        let outside = |u: Cells| u64::from(to_band(u, b1)) | u64::from(to_band(u, b2)) << 27;
        let mut b12 = Vec::new();
        let mut reaching = Vec::new();
        for &u in all {
            let (o, i) = (outside(u), to_band(u, b3));
            if i == 0 && o & u64::from(BAND) != 0 && o >> 27 != 0 {
                b12.push(o);
            } else if i != 0 && o != 0 {
                reaching.push((o, i));
            }
        }
        Pair {
            grid,
            bands,
            b12,
            reaching,
        }
    }

    /// Crosses the valid X of `x` clues with the valid Y of `y` clues,
    /// adding to `case`; survivors are finished with `z` clues in band 3.
    #[allow(clippy::too_many_arguments)]
    fn cross(
        &self,
        case: &mut Case,
        valid: &[Vec<Vec<u32>>],
        x: usize,
        y: usize,
        z: usize,
        finish_every: u64,
        clock: &mut dyn FnMut() -> f64,
    ) {
        let [b3, b1, b2] = self.bands;
        let mut xs = valid[b1][x].clone();
        let mut ys = valid[b2][y].clone();
        case.xs += xs.len() as u64;
        case.ys += ys.len() as u64;
        let gx = groups(&mut xs);
        let gy = groups(&mut ys);
        let mut sampled: Vec<u64> = Vec::new();
        let mut seen = 0u64;
        let mut unhit_sum = case.unhit_mean * case.groups as f64;
        for (px, rx) in &gx {
            let t0 = clock();
            let ua_x: Vec<u64> = self
                .b12
                .iter()
                .copied()
                .filter(|&u| u & u64::from(*px) == 0)
                .collect();
            // Per 2Y group: its UA list as vectors of X and Y.
            let mut blocks = Vec::with_capacity(gy.len());
            for (py, ry) in &gy {
                let list: Vec<u64> = ua_x
                    .iter()
                    .copied()
                    .filter(|&u| u & u64::from(*py) << 27 == 0)
                    .collect();
                let n = list.len();
                case.groups += 1;
                case.unhit[match n {
                    0 => 0,
                    1..=64 => 1,
                    65..=128 => 2,
                    129..=256 => 3,
                    257..=512 => 4,
                    _ => 5,
                }] += 1;
                unhit_sum += n as f64;
                case.unhit_max = case.unhit_max.max(n);
                let words = n.div_ceil(64).max(1);
                let vx = vectors(&list, &xs[rx.clone()], 0, words);
                let vy = vectors(&list, &ys[ry.clone()], 27, words);
                blocks.push((vx, vy, words));
            }
            let t1 = clock();
            for ((_, ry), (vx, vy, words)) in gy.iter().zip(&blocks) {
                let (nx, ny) = (rx.len(), ry.len());
                if killed(vx, vy, nx, ny, *words) {
                    case.killed += (nx * ny) as u64;
                    continue;
                }
                case.pairs += (nx * ny) as u64;
                let c = cross(vx, vy, nx, ny, *words, |i, j| {
                    seen += 1;
                    if z > MAX_VALID {
                        case.beyond += 1;
                    } else if seen % finish_every.max(1) == 0 {
                        sampled
                            .push(u64::from(xs[rx.start + i]) | u64::from(ys[ry.start + j]) << 27);
                    }
                });
                case.crossed.first += c.first;
                case.crossed.survivors += c.survivors;
            }
            let t2 = clock();
            case.setup_s += t1 - t0;
            case.loop_s += t2 - t1;
        }
        case.unhit_mean = if case.groups == 0 {
            0.0
        } else {
            unhit_sum / case.groups as f64
        };
        if z <= MAX_VALID {
            let t0 = clock();
            for &xy in &sampled {
                self.finish(case, xy, &valid[b3][z]);
            }
            case.finished += sampled.len() as u64;
            case.finish_s += clock() - t0;
            // Untimed: how many of them a complete UA table would still
            // let through (bands 1+2 forced with band 3 given whole).
            for &xy in &sampled {
                let base: Cells = (Cells::from(xy as u32 & BAND) << (27 * b1))
                    | (Cells::from((xy >> 27) as u32) << (27 * b2));
                if count_clues(&clues_of(self.grid, base | band_cells(b3)), 2) == 1 {
                    case.forced += 1;
                }
            }
        }
    }

    /// The naive band-3 finish of the surviving bands 1+2 `xy`: each valid
    /// band-3 set hitting every UA the pair left is checked by the solver.
    fn finish(&self, case: &mut Case, xy: u64, band3: &[u32]) {
        let [b3, b1, b2] = self.bands;
        let left: Vec<u32> = self
            .reaching
            .iter()
            .filter(|&&(o, _)| o & xy == 0)
            .map(|&(_, i)| i)
            .collect();
        let base: Cells = (Cells::from(xy as u32 & BAND) << (27 * b1))
            | (Cells::from((xy >> 27) as u32) << (27 * b2));

        for &s in band3 {
            if left.iter().all(|&u| u & s != 0) {
                case.checks += 1;
                let clues = base | Cells::from(s) << (27 * b3);
                if count_clues(&clues_of(self.grid, clues), 2) == 1 {
                    case.puzzles += 1;
                }
            }
        }
    }
}

/// Whether some UA is missed by all `nx` X and all `ny` Y of a group
/// (vectors as in [`cross`]), which kills every pair of the group at once.
pub fn killed(vx: &[u64], vy: &[u64], nx: usize, ny: usize, words: usize) -> bool {
    (0..words).any(|w| {
        let all = |v: &[u64], n: usize| v[w * n..(w + 1) * n].iter().fold(u64::MAX, |a, &b| a & b);
        all(vx, nx) & all(vy, ny) != 0
    })
}

/// The vectors of `sets` (band cells shifted by `shift` into the UAs'
/// layout) over the UAs `list`: bit `j` set where the set misses UA `j`;
/// `words` words each, word-major.
fn vectors(list: &[u64], sets: &[u32], shift: u32, words: usize) -> Vec<u64> {
    // For each of the band's cells, the UAs holding it.
    let mut holds = vec![0u64; 27 * words];
    for (j, &u) in list.iter().enumerate() {
        for c in cells_of(Cells::from((u >> shift) as u32 & BAND)) {
            holds[c * words + j / 64] |= 1 << (j % 64);
        }
    }
    let n = sets.len();
    let mut out = vec![0u64; words * n];
    for (i, &s) in sets.iter().enumerate() {
        for w in 0..words {
            let bits = (list.len() - w * 64).min(64);
            let mask = if bits == 64 {
                u64::MAX
            } else {
                (1 << bits) - 1
            };
            let hit = cells_of(Cells::from(s)).fold(0, |h, c| h | holds[c * words + w]);
            out[w * n + i] = !hit & mask;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use straights::search::parse_grid;

    const ONE_17: &str =
        "286537941541982736379614258917358624452176893863429517625743189194865372738291465";

    /// A band set is valid exactly when the band with those clues and the
    /// other two bands whole has one completion: checked by the solver for
    /// every set of up to 4 clues of band 1 (and counted for 2..=4).
    #[test]
    fn valid_bands_agree_with_the_solver() {
        let grid = parse_grid(ONE_17).unwrap();
        let uas = band_uas(&grid, 1);
        assert!(uas.iter().all(|&u| u != 0 && u & !BAND == 0));
        let valid = valid_bands(&uas);
        let others = ALL_CELLS & !band_cells(1);
        for (k, list) in valid.iter().enumerate().take(5) {
            assert_eq!(subsets(k).count(), binomial(27, k));
            let by_solver: Vec<u32> = subsets(k)
                .filter(|&s| {
                    let clues = others | Cells::from(s) << 27;
                    count_clues(&clues_of(&grid, clues), 2) == 1
                })
                .collect();
            assert_eq!(*list, by_solver, "{k} clues");
        }
        assert_eq!(valid[2].len(), 0);
        assert!(!valid[4].is_empty());
    }

    /// The one 17 of the 1-puzzle grid is 6-6-5 with band 3 last: its bands
    /// 1 and 2 are valid bands of 6 clues and, as a pair, hit every UA of
    /// bands 1+2 (the vector filter lets it through).
    #[test]
    fn the_known_puzzle_passes_the_filter() {
        let grid = parse_grid(ONE_17).unwrap();
        let puzzle =
            "000000041500900000070600000000350600402000000800000000000040080090000300030000000";
        let clues: Cells = puzzle
            .bytes()
            .enumerate()
            .filter(|&(_, b)| b != b'0')
            .fold(0, |m, (i, _)| m | 1 << i);
        let valid: Vec<Vec<Vec<u32>>> = (0..3).map(|b| valid_bands(&band_uas(&grid, b))).collect();
        let (x, y, z) = (to_band(clues, 0), to_band(clues, 1), to_band(clues, 2));
        assert!(valid[0][6].contains(&x) && valid[1][6].contains(&y));
        assert!(valid[2][5].contains(&z));
        let pair = Pair::new(&grid, &search::uas(&grid, MAX_UA), [2, 0, 1]);
        let xy = u64::from(x) | u64::from(y) << 27;
        assert!(pair.b12.len() > 100);
        assert!(pair.b12.iter().all(|&u| u & xy != 0));
        // And the finish finds it among the valid band-3 sets of 5 clues.
        let mut case = Case::default();
        pair.finish(&mut case, xy, &valid[2][5]);
        assert_eq!(case.puzzles, 1);
    }

    fn binomial(n: usize, k: usize) -> usize {
        (0..k).fold(1, |b, i| b * (n - i) / (i + 1))
    }

    #[test]
    fn groups_share_their_two_lowest_cells() {
        let mut sets: Vec<u32> = subsets(4).step_by(7).collect();
        let count = sets.len();
        let gs = groups(&mut sets);
        assert_eq!(gs.iter().map(|(_, r)| r.len()).sum::<usize>(), count);
        let mut prefixes: Vec<u32> = gs.iter().map(|&(p, _)| p).collect();
        prefixes.sort_unstable();
        prefixes.dedup();
        assert_eq!(prefixes.len(), gs.len(), "one group per prefix");
        for (p, r) in &gs {
            assert_eq!(p.count_ones(), 2);
            for &s in &sets[r.clone()] {
                let low2 = cells_of(Cells::from(s)).take(2).fold(0, |m, c| m | 1 << c);
                assert_eq!(low2, *p);
            }
        }
    }

    /// The blocked loop finds exactly the pairs a plain double loop over
    /// every word finds, on random vectors of 1 to 3 words.
    #[test]
    fn the_pair_filter_agrees_with_a_naive_check() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut rand = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for (nx, ny, words) in [(300, 520, 1), (257, 3, 2), (700, 600, 3), (0, 5, 1)] {
            // Sparse vectors, so that some pairs pass.
            let mut vec = |n: usize| -> Vec<u64> {
                (0..n * words)
                    .map(|_| rand() & rand() & rand() & rand())
                    .collect()
            };
            let (vx, vy) = (vec(nx), vec(ny));
            let mut found = Vec::new();
            let c = cross(&vx, &vy, nx, ny, words, |i, j| found.push((i, j)));
            let mut naive = Vec::new();
            let mut first = 0;
            for i in 0..nx {
                for j in 0..ny {
                    first += u64::from(vx[i] & vy[j] == 0);
                    if (0..words).all(|w| vx[w * nx + i] & vy[w * ny + j] == 0) {
                        naive.push((i, j));
                    }
                }
            }
            found.sort_unstable();
            assert_eq!(found, naive);
            assert_eq!(c.first, first);
            assert_eq!(c.survivors, naive.len() as u64);
            assert!(nx == 0 || !naive.is_empty());
            if naive.is_empty() {
                continue;
            }
            assert!(!killed(&vx, &vy, nx, ny, words));
        }
    }

    #[test]
    fn a_group_dies_whole_when_all_miss_one_ua() {
        // Word 1 of every X and every Y has bit 5: no pair can survive.
        let (vx, vy) = ([1, 2, 32 | 1, 32 | 8], [4, 32]);
        assert!(killed(&vx, &vy, 2, 1, 2));
        assert_eq!(cross(&vx, &vy, 2, 1, 2, |_, _| {}).survivors, 0);
        assert!(!killed(&vx, &[4, 16], 2, 1, 2));
    }

    #[test]
    fn vectors_mark_the_missed_uas() {
        // Two UAs: cells {0, 1} and {2}; sets {0} (misses the second),
        // {2} (misses the first), {1, 2} (hits both).
        let list = [0b11u64, 0b100];
        assert_eq!(vectors(&list, &[0b1, 0b100, 0b110], 0, 1), [0b10, 0b01, 0]);
        // The same in band 2's bits.
        let list: Vec<u64> = list.iter().map(|u| u << 27).collect();
        assert_eq!(vectors(&list, &[0b1, 0b100, 0b110], 27, 1), [0b10, 0b01, 0]);
    }
}
