//! The simple chains of HoDoKu's chain solver: X-Chains (one digit),
//! XY-Chains (bivalue cells) and Remote Pairs (bivalue cells with the same
//! two digits), searched depth first over simple paths (no cell twice) of
//! at most 20 links, as HoDoKu restricts them.

use super::super::grid::{bit, cells, Grid, Set, HOUSE_SETS, PEERS};
use crate::board::CELLS;

/// HoDoKu's default bound on the links of an X- or XY-Chain.
const MAX_LINKS: usize = 20;

/// A Remote Pair found: its two digits, its cells in order and the cells
/// losing each digit.
pub(super) struct RemotePair<'p> {
    pub a: u8,
    pub b: u8,
    pub path: &'p [usize],
    pub victims_a: Set,
    pub victims_b: Set,
}

/// A chain found: its cells in order (for an X-Chain the links alternate
/// strong and weak, starting strong; for the others each cell is one
/// bivalue node) and the candidates it removes.
pub(super) struct Found<'p> {
    pub path: &'p [usize],
    pub victims: Set,
}

/// The links of digit `d` as HoDoKu's chain solver records them: two cells
/// of a house are strongly linked when the house holds the digit only
/// there, but two cells sharing a line take the line's strength (their box
/// is not looked at again).
fn digit_links(g: &Grid, d: u8) -> ([Set; CELLS], [Set; CELLS]) {
    let all = g.cells_with(d);
    let mut strong = [0; CELLS];
    let mut any = [0; CELLS];
    for a in cells(all) {
        any[a] = PEERS[a] & all;
        let [r, c, b] = super::super::grid::cell_houses(a);
        for h in [r, c] {
            let there = all & HOUSE_SETS[h];
            if there.count_ones() == 2 {
                strong[a] |= there & !bit(a);
            }
        }
        let there = all & HOUSE_SETS[b];
        let lines = HOUSE_SETS[r] | HOUSE_SETS[c];
        if there.count_ones() == 2 && there & !bit(a) & !lines != 0 {
            strong[a] |= there & !bit(a);
        }
    }
    (strong, any)
}

/// Cells reachable from `from` over `links` without entering `blocked`,
/// plus `start` when it is next to them (a chain may close on its start).
fn reach(links: &[Set; CELLS], from: usize, blocked: Set, start: usize) -> Set {
    let mut seen = bit(from);
    let mut frontier = bit(from);
    let mut touched = 0;
    while frontier != 0 {
        let next = cells(frontier).fold(0, |s, c| s | links[c]);
        touched |= next;
        frontier = next & !seen & !blocked;
        seen |= frontier;
    }
    (seen & !bit(from)) | (touched & bit(start))
}

/// X-Chains on digit `d`: from a start cell over a strong link, alternating
/// weak and strong links, to a strong link into an end cell (which may be
/// the start itself). Cells seeing both ends lose `d`. `emit` gets each
/// pair of ends once and returns true to stop.
pub(super) fn x_chains(g: &Grid, d: u8, emit: &mut dyn FnMut(Found) -> bool) -> bool {
    let all = g.cells_with(d);
    let (strong, any) = digit_links(g, d);
    let mut done = [0 as Set; CELLS];
    for s in cells(all) {
        if strong[s] == 0 {
            continue;
        }
        let mut search = XSearch {
            strong: &strong,
            any: &any,
            all,
            start: s,
            path: [0; MAX_LINKS + 1],
            targets: 0,
        };
        search.targets = cells(all)
            .filter(|&e| PEERS[s] & PEERS[e] & all != 0 && done[s] & bit(e) == 0)
            .fold(0, |t, e| t | bit(e));
        search.path[0] = s;
        for a in cells(strong[s]) {
            if search.targets == 0 {
                break;
            }
            search.path[1] = a;
            let stop = search.walk(1, bit(s), false, &mut |end, found| {
                done[end] |= bit(s);
                emit(found)
            });
            if stop {
                return true;
            }
        }
    }
    false
}

/// The depth-first search of one start cell's X-Chains.
struct XSearch<'a> {
    strong: &'a [Set; CELLS],
    any: &'a [Set; CELLS],
    all: Set,
    start: usize,
    path: [usize; MAX_LINKS + 1],
    /// End cells whose chain from the start is still to be found.
    targets: Set,
}

impl XSearch<'_> {
    /// Extends the chain whose last cell is `path[level]` (reached over a
    /// strong link when `!strong_next`); `visited` holds the cells before it.
    fn walk(
        &mut self,
        level: usize,
        visited: Set,
        strong_next: bool,
        emit: &mut dyn FnMut(usize, Found) -> bool,
    ) -> bool {
        let cur = self.path[level];
        if reach(self.any, cur, visited, self.start) & self.targets == 0 {
            return false;
        }
        let links = if strong_next {
            self.strong[cur]
        } else {
            self.any[cur]
        };
        for n in cells(links & (!visited | bit(self.start))) {
            let closes = n == self.start;
            self.path[level + 1] = n;
            if strong_next && self.targets & bit(n) != 0 {
                let victims = PEERS[self.start] & PEERS[n] & self.all;
                self.targets &= !bit(n);
                let found = Found {
                    path: &self.path[..=level + 1],
                    victims,
                };
                if emit(n, found) {
                    return true;
                }
            }
            if !closes
                && level + 1 < MAX_LINKS
                && self.targets != 0
                && self.walk(level + 1, visited | bit(cur), !strong_next, emit)
            {
                return true;
            }
        }
        false
    }
}

/// XY-Chains: bivalue cells, each linked to the next by the digit it does
/// not start with, from start digit `a` back to `a` in the last cell.
/// Cells seeing both ends lose `a`. `emit` gets each start, digit and end
/// once (with the digit) and returns true to stop.
pub(super) fn xy_chains(g: &Grid, emit: &mut dyn FnMut(u8, Found) -> bool) -> bool {
    let bivalue = g.bivalue_cells();
    let links: [Set; CELLS] = std::array::from_fn(|c| {
        if bivalue & bit(c) == 0 {
            0
        } else {
            PEERS[c] & bivalue
        }
    });
    // done[d-1][s]: ends already reported for start s on digit d.
    let mut done = [[0 as Set; CELLS]; 9];
    for s in cells(bivalue) {
        for a in crate::board::digits_of(g.cand[s]) {
            let with_a = g.cells_with(a);
            let targets = cells(bivalue & with_a & !bit(s))
                .filter(|&e| PEERS[s] & PEERS[e] & with_a != 0)
                .fold(0, |t, e| t | bit(e))
                & !done[a as usize - 1][s];
            if targets == 0 {
                continue;
            }
            let mut search = XySearch {
                g,
                links: &links,
                start: s,
                digit: a,
                path: [0; MAX_LINKS / 2 + 1],
                targets,
            };
            search.path[0] = s;
            let exit = g.cand[s] & !crate::board::digit_mask(a);
            let stop = search.walk(1, bit(s), exit, &mut |end, found| {
                done[a as usize - 1][end] |= bit(s);
                emit(a, found)
            });
            if stop {
                return true;
            }
        }
    }
    false
}

/// The depth-first search of one start cell and digit's XY-Chains.
struct XySearch<'a> {
    g: &'a Grid,
    links: &'a [Set; CELLS],
    start: usize,
    digit: u8,
    path: [usize; MAX_LINKS / 2 + 1],
    targets: Set,
}

impl XySearch<'_> {
    /// Extends the chain of `cells - 1` cells whose last cell leaves with
    /// the digit mask `exit`; `visited` holds its cells.
    fn walk(
        &mut self,
        count: usize,
        visited: Set,
        exit: crate::board::Mask,
        emit: &mut dyn FnMut(usize, Found) -> bool,
    ) -> bool {
        let cur = self.path[count - 1];
        if reach(self.links, cur, visited & !bit(cur), self.start) & self.targets == 0 {
            return false;
        }
        let Some(d) = crate::board::single_digit(exit) else {
            return false;
        };
        let goal = crate::board::digit_mask(self.digit);
        for n in cells(self.links[cur] & self.g.cells_with(d) & !visited) {
            self.path[count] = n;
            let next_exit = self.g.cand[n] & !exit;
            if next_exit == goal && self.targets & bit(n) != 0 {
                let victims = PEERS[self.start] & PEERS[n] & self.g.cells_with(self.digit);
                self.targets &= !bit(n);
                let found = Found {
                    path: &self.path[..=count],
                    victims,
                };
                if emit(n, found) {
                    return true;
                }
            }
            // 2 links per cell: a chain of k cells has 2k - 1 links.
            if 2 * (count + 1) < MAX_LINKS
                && self.targets != 0
                && self.walk(count + 1, visited | bit(n), next_exit, emit)
            {
                return true;
            }
        }
        false
    }
}

/// Remote Pairs: chains of four or more (an even number of) bivalue cells
/// with the same two digits; two cells an odd number of steps apart hold
/// both digits, so cells seeing both lose them. HoDoKu looks at a chain
/// only when some cell with its start digit sees both of its ends; a chain
/// of four cells removes from the cells seeing both ends, a longer one from
/// the cells seeing any two cells of opposite parity. `emit` gets the pair,
/// the chain and what it removes of each digit.
pub(super) fn remote_pairs(g: &Grid, emit: &mut dyn FnMut(RemotePair) -> bool) -> bool {
    let bivalue = g.bivalue_cells();
    let mut pairs: Vec<crate::board::Mask> = cells(bivalue).map(|c| g.cand[c]).collect();
    pairs.sort_unstable();
    pairs.dedup();
    for pair in pairs {
        let members = cells(bivalue)
            .filter(|&c| g.cand[c] == pair)
            .fold(0, |s, c| s | bit(c));
        if members.count_ones() < 4 {
            continue;
        }
        let mut digits = crate::board::digits_of(pair);
        let (Some(a), Some(b)) = (digits.next(), digits.next()) else {
            continue;
        };
        let mut search = RpSearch {
            g,
            members,
            a,
            b,
            path: [0; MAX_LINKS / 2 + 1],
        };
        for s in cells(members) {
            search.path[0] = s;
            if search.walk(1, bit(s), emit) {
                return true;
            }
        }
    }
    false
}

/// The depth-first search of one pair's Remote Pairs.
struct RpSearch<'a> {
    g: &'a Grid,
    members: Set,
    a: u8,
    b: u8,
    path: [usize; MAX_LINKS / 2 + 1],
}

impl RpSearch<'_> {
    /// Extends the chain of `count` cells in `path`; `visited` holds them.
    fn walk(
        &mut self,
        count: usize,
        visited: Set,
        emit: &mut dyn FnMut(RemotePair) -> bool,
    ) -> bool {
        let cur = self.path[count - 1];
        for n in cells(PEERS[cur] & self.members & !visited) {
            self.path[count] = n;
            let len = count + 1;
            if len >= 4 && len % 2 == 0 {
                let s = self.path[0];
                let ends = PEERS[s] & PEERS[n];
                let (wa, wb) = (self.g.cells_with(self.a), self.g.cells_with(self.b));
                if ends & (wa | wb) != 0 {
                    let (victims_a, victims_b) = self.victims(len, ends);
                    let found = RemotePair {
                        a: self.a,
                        b: self.b,
                        path: &self.path[..len],
                        victims_a,
                        victims_b,
                    };
                    if emit(found) {
                        return true;
                    }
                }
            }
            if 2 * len < MAX_LINKS && self.walk(len, visited | bit(n), emit) {
                return true;
            }
        }
        false
    }

    /// The cells losing each digit for a chain of `len` cells whose ends'
    /// common peers are `ends`.
    fn victims(&self, len: usize, ends: Set) -> (Set, Set) {
        let seen = if len == 4 {
            ends
        } else {
            let mut seen = 0;
            for i in 0..len {
                let mut j = i + 3;
                while j < len {
                    seen |= PEERS[self.path[i]] & PEERS[self.path[j]];
                    j += 2;
                }
            }
            seen
        };
        (
            seen & self.g.cells_with(self.a),
            seen & self.g.cells_with(self.b),
        )
    }
}
