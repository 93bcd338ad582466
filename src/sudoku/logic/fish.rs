//! Basic fish: X-Wing, Swordfish and Jellyfish, their finned and sashimi
//! forms, and Siamese pairs of finned fish, as HoDoKu counts them.
//!
//! A fish of size n on a digit takes n base lines (all rows or all columns)
//! and n cover lines of the other direction. When every place of the digit
//! in the base lines lies in a cover line, the n base lines put the digit
//! in n different cover lines, one each, so the cover lines lose it outside
//! the base lines. Fins are base places outside the cover lines: either the
//! fish holds or one fin is true, so only cover places that see every fin
//! go. HoDoKu tries every choice of n cover lines that meet the base places
//! and allows at most five fins; a finned fish is *sashimi* when some base
//! line keeps at most one place once its fins are set aside (HoDoKu applies
//! that test to fish without fins too, so an X-Wing with a base line of one
//! place counts as sashimi). Two finned fish of one digit on the same base
//! lines whose eliminations start at different cells make a Siamese fish:
//! one step with both sets of eliminations, named after the first fish in
//! HoDoKu's order (cover lines compared as sorted lists).

use super::grid::{cell_list, common_peers, join_and, positions, Grid, Set, ALL_CELLS, HOUSE_SETS};
use super::{Finds, Step, Strategy};
use crate::board::digit_mask;
use crate::board::House;
use crate::outcome::{Figure, Role};
use general::{combinations, ones};

/// HoDoKu's limit on fins (`Options.maxFins` and `allStepsMaxFins`, both 5).
const MAX_FINS: u32 = 5;

/// The three shapes of a basic fish, as HoDoKu names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// No fins, every base line with two places or more.
    Basic,
    /// Fins, every base line keeping two places or more without them.
    Finned,
    /// Some base line keeps at most one place without its fins.
    Sashimi,
}

/// One fish with eliminations. Lines are bit masks of line numbers 0..9.
#[derive(Clone, Copy, Debug)]
struct Fish {
    digit: u8,
    /// The base lines are columns (and the cover lines rows).
    by_cols: bool,
    base: u16,
    cover: u16,
    /// The digit's places in the base lines, fins included.
    cells: Set,
    fins: Set,
    elims: Set,
    kind: Kind,
}

/// **X-Wing.** Two rows whose digit lies in the same two columns (or the
/// reverse): one of each pair of corners holds it, so the rest of the two
/// columns cannot.
pub(super) fn x_wing(g: &Grid, f: &mut Finds) {
    find(g, f, 2, Kind::Basic, false);
}

/// **Swordfish.** Three rows whose digit lies in three columns (or the
/// reverse): the rest of those columns lose it.
pub(super) fn swordfish(g: &Grid, f: &mut Finds) {
    find(g, f, 3, Kind::Basic, false);
}

/// **Jellyfish.** Four rows whose digit lies in four columns (or the
/// reverse): the rest of those columns lose it.
pub(super) fn jellyfish(g: &Grid, f: &mut Finds) {
    find(g, f, 4, Kind::Basic, false);
}

/// **Finned X-Wing.** An X-Wing plus fins in one box: cells of the cover
/// lines that see every fin lose the digit.
pub(super) fn finned_x_wing(g: &Grid, f: &mut Finds) {
    find(g, f, 2, Kind::Finned, false);
}

/// **Sashimi X-Wing.** A finned X-Wing one of whose base lines keeps a
/// single place without its fins.
pub(super) fn sashimi_x_wing(g: &Grid, f: &mut Finds) {
    find(g, f, 2, Kind::Sashimi, false);
}

/// **Finned Swordfish.** A swordfish plus fins in one box: cells of the
/// cover lines that see every fin lose the digit.
pub(super) fn finned_swordfish(g: &Grid, f: &mut Finds) {
    find(g, f, 3, Kind::Finned, false);
}

/// **Sashimi Swordfish.** A finned swordfish with a base line that keeps at
/// most one place without its fins.
pub(super) fn sashimi_swordfish(g: &Grid, f: &mut Finds) {
    find(g, f, 3, Kind::Sashimi, false);
}

/// **Finned Jellyfish.** A jellyfish plus fins in one box: cells of the
/// cover lines that see every fin lose the digit.
pub(super) fn finned_jellyfish(g: &Grid, f: &mut Finds) {
    find(g, f, 4, Kind::Finned, false);
}

/// **Sashimi Jellyfish.** A finned jellyfish with a base line that keeps at
/// most one place without its fins.
pub(super) fn sashimi_jellyfish(g: &Grid, f: &mut Finds) {
    find(g, f, 4, Kind::Sashimi, false);
}

/// **Siamese Finned X-Wing.** Two finned or sashimi X-Wings on the same
/// rows (or columns), the first of them finned: both sets of eliminations.
pub(super) fn siamese_finned_x_wing(g: &Grid, f: &mut Finds) {
    find(g, f, 2, Kind::Finned, true);
}

/// **Siamese Sashimi X-Wing.** Two finned or sashimi X-Wings on the same
/// base lines, the first of them sashimi: both sets of eliminations.
pub(super) fn siamese_sashimi_x_wing(g: &Grid, f: &mut Finds) {
    find(g, f, 2, Kind::Sashimi, true);
}

/// **Siamese Finned Swordfish.** Two finned or sashimi swordfish on the
/// same base lines, the first of them finned: both sets of eliminations.
pub(super) fn siamese_finned_swordfish(g: &Grid, f: &mut Finds) {
    find(g, f, 3, Kind::Finned, true);
}

/// **Siamese Sashimi Swordfish.** Two finned or sashimi swordfish on the
/// same base lines, the first of them sashimi: both sets of eliminations.
pub(super) fn siamese_sashimi_swordfish(g: &Grid, f: &mut Finds) {
    find(g, f, 3, Kind::Sashimi, true);
}

/// **Siamese Finned Jellyfish.** Two finned or sashimi jellyfish on the
/// same base lines, the first of them finned: both sets of eliminations.
pub(super) fn siamese_finned_jellyfish(g: &Grid, f: &mut Finds) {
    find(g, f, 4, Kind::Finned, true);
}

/// **Siamese Sashimi Jellyfish.** Two finned or sashimi jellyfish on the
/// same base lines, the first of them sashimi: both sets of eliminations.
pub(super) fn siamese_sashimi_jellyfish(g: &Grid, f: &mut Finds) {
    find(g, f, 4, Kind::Sashimi, true);
}

/// The strategy of a fish of `size` lines and shape `kind`, Siamese or not.
fn strategy_of(size: usize, kind: Kind, siamese: bool) -> Strategy {
    use Strategy::*;
    const TABLE: [[Strategy; 5]; 3] = [
        [
            XWing,
            FinnedXWing,
            SashimiXWing,
            SiameseFinnedXWing,
            SiameseSashimiXWing,
        ],
        [
            Swordfish,
            FinnedSwordfish,
            SashimiSwordfish,
            SiameseFinnedSwordfish,
            SiameseSashimiSwordfish,
        ],
        [
            Jellyfish,
            FinnedJellyfish,
            SashimiJellyfish,
            SiameseFinnedJellyfish,
            SiameseSashimiJellyfish,
        ],
    ];
    let column = match (kind, siamese) {
        (Kind::Basic, _) => 0,
        (Kind::Finned, false) => 1,
        (Kind::Sashimi, false) => 2,
        (Kind::Finned, true) => 3,
        (Kind::Sashimi, true) => 4,
    };
    TABLE[size - 2][column]
}

/// Reports the fish of `size` lines of shape `kind` (or, when `siamese`,
/// the Siamese pairs whose first fish has that shape).
fn find(g: &Grid, f: &mut Finds, size: usize, kind: Kind, siamese: bool) {
    let strategy = strategy_of(size, kind, siamese);
    search(g, size, kind != Kind::Basic, &mut |found| {
        if siamese {
            report_siamese(g, found, kind, strategy, f)
        } else {
            found.iter().filter(|fish| fish.kind == kind).any(|fish| {
                f.add_drawn(
                    fish_step(fish, strategy),
                    || fish_text(fish, strategy),
                    |fig| draw(fig, g, fish, fish.cover, fish.fins),
                )
            })
        }
    });
}

/// Calls `visit` with the fish of each set of `size` base lines that has
/// any (covers in HoDoKu's order, see [`base_fish`]); digits 1..9, rows as
/// base lines before columns. `finned` allows fins. Stops when `visit`
/// returns true.
fn search(g: &Grid, size: usize, finned: bool, visit: &mut dyn FnMut(&[Fish]) -> bool) -> bool {
    let mut found = Vec::with_capacity(9);
    for d in 1..=9u8 {
        let cand = g.cells_with(d);
        let rows = row_masks(cand);
        let cols = transpose(&rows);
        for (by_cols, lines, other) in [(false, &rows, &cols), (true, &cols, &rows)] {
            let ctx = Base {
                digit: d,
                by_cols,
                lines,
                other,
                cand,
                size,
                finned,
            };
            let mut walk = |node: &Node| {
                found.clear();
                base_fish(&ctx, node, &mut found);
                !found.is_empty() && visit(&found)
            };
            if bases(&ctx, 0, Node::default(), &mut walk) {
                return true;
            }
        }
    }
    false
}

/// The lines of one direction of one digit being searched.
struct Base<'a> {
    digit: u8,
    /// The base lines are columns.
    by_cols: bool,
    /// The digit's places in each base-direction line, as position masks.
    lines: &'a [u16; 9],
    /// The same places by cover-direction line.
    other: &'a [u16; 9],
    /// Every cell with the digit.
    cand: Set,
    size: usize,
    /// Fins are allowed.
    finned: bool,
}

/// A set of base lines being built, with what the search needs of it.
#[derive(Clone, Copy, Default)]
struct Node {
    /// The base lines.
    base: u16,
    /// How many.
    count: usize,
    /// The positions of their places.
    span: u16,
    /// For each band of three lines: the positions of the places of the
    /// base lines outside it.
    outer: [u16; 3],
}

/// The positions a cover must hold if the fins lie in band `b` of the
/// base lines and stack `s` of positions: every place outside the stack,
/// and every place of a base line outside the band.
fn forced(node: &Node, b: usize, s: usize) -> u16 {
    (node.span & !triple(s)) | (node.outer[b] & triple(s))
}

/// Calls `visit` with every set of `ctx.size` base lines (lines from
/// `from` on added to `node`) that can still make a fish, in lexicographic
/// order. Without fins the places may span at most `size` positions; with
/// fins, some box must leave at most `size` positions a cover must hold
/// (see [`forced`]). Both only grow with more lines, so a set that fails
/// prunes its supersets.
fn bases(ctx: &Base, from: usize, node: Node, visit: &mut dyn FnMut(&Node) -> bool) -> bool {
    if node.count == ctx.size {
        return visit(&node);
    }
    for l in from..=9 - (ctx.size - node.count) {
        let places = ctx.lines[l];
        if places == 0 {
            continue;
        }
        let mut next = Node {
            base: node.base | 1 << l,
            count: node.count + 1,
            span: node.span | places,
            outer: node.outer,
        };
        for b in 0..3 {
            if l / 3 != b {
                next.outer[b] |= places;
            }
        }
        let fits = if ctx.finned {
            (0..9).any(|k| forced(&next, k / 3, k % 3).count_ones() as usize <= ctx.size)
        } else {
            next.span.count_ones() as usize <= ctx.size
        };
        if fits && bases(ctx, l + 1, next, visit) {
            return true;
        }
    }
    false
}

/// The three lines of band `b`, or the three positions of stack `b`.
fn triple(b: usize) -> u16 {
    0b111 << (3 * b)
}

/// Pushes every fish with eliminations on the base lines of `node`: the
/// one without fins when the places span `size` positions, else (with fins
/// allowed) each choice of `size` cover lines that leaves the fins in one
/// box (only fins in one box can all see an elimination: it lies in a
/// cover line and outside the base lines, so it sees a fin only through
/// its box), sorted as HoDoKu lists them.
fn base_fish(ctx: &Base, node: &Node, out: &mut Vec<Fish>) {
    let n = node.span.count_ones() as usize;
    if n == ctx.size {
        if ones(node.span).any(|c| ctx.other[c] & !node.base != 0) {
            try_push(ctx, node.base, node.span, out);
        }
        return;
    }
    if !ctx.finned || n < ctx.size {
        return;
    }
    for k in 0..9 {
        let (b, s) = (k / 3, k % 3);
        let must = forced(node, b, s);
        let Some(need) = ctx.size.checked_sub(must.count_ones() as usize) else {
            continue;
        };
        let free = node.span & !must;
        if need >= free.count_ones() as usize {
            continue;
        }
        // Cover lines through the box with the digit outside the base lines.
        let hits = ones(node.span & triple(s))
            .filter(|&c| ctx.other[c] & triple(b) & !node.base != 0)
            .fold(0u16, |m, c| m | 1 << c);
        if hits == 0 {
            continue;
        }
        combinations(free.into(), need as u32, must.into(), &mut |cover| {
            let cover = cover as u16;
            if cover & hits != 0 {
                try_push(ctx, node.base, cover, out);
            }
            false
        });
    }
    out.sort_by(|a, b| lex_order(a.cover, b.cover));
}

/// Pushes the fish on `base` with cover lines `cover` if it eliminates
/// anything and has at most [`MAX_FINS`] fins: the cover places outside
/// the base lines that see every fin go.
fn try_push(ctx: &Base, base: u16, cover: u16, out: &mut Vec<Fish>) {
    let cells = lines_union(ctx.by_cols, base) & ctx.cand;
    let cover_cells = lines_union(!ctx.by_cols, cover) & ctx.cand;
    let fins = cells & !cover_cells;
    if fins.count_ones() > MAX_FINS {
        return;
    }
    let seen = if fins == 0 {
        ALL_CELLS
    } else {
        common_peers(fins)
    };
    let elims = cover_cells & !cells & seen;
    if elims == 0 {
        return;
    }
    let sashimi = ones(base).any(|l| (ctx.lines[l] & cover).count_ones() <= 1);
    let kind = if sashimi {
        Kind::Sashimi
    } else if fins != 0 {
        Kind::Finned
    } else {
        Kind::Basic
    };
    out.push(Fish {
        digit: ctx.digit,
        by_cols: ctx.by_cols,
        base,
        cover,
        cells,
        fins,
        elims,
        kind,
    });
}

/// Reports the Siamese pairs among the fish of one base set: each pair of
/// finned or sashimi fish, the first (in cover order) of shape `kind`,
/// whose first eliminations differ. Returns true when `f` is done.
fn report_siamese(g: &Grid, found: &[Fish], kind: Kind, strategy: Strategy, f: &mut Finds) -> bool {
    for (i, a) in found.iter().enumerate() {
        if a.kind != kind {
            continue;
        }
        for b in &found[i + 1..] {
            if b.kind == Kind::Basic || a.elims.trailing_zeros() == b.elims.trailing_zeros() {
                continue;
            }
            let step = Step::new(strategy, digit_mask(a.digit), a.cells | b.cells)
                .eliminate(a.elims | b.elims, a.digit);
            let reason = || siamese_text(a, b, strategy);
            // Both fish at once: their cover lines and fins together.
            let both = |fig: &mut Figure| draw(fig, g, a, a.cover | b.cover, a.fins | b.fins);
            if f.add_drawn(step, reason, both) {
                return true;
            }
        }
    }
    false
}

/// The step of one fish (its reason is [`fish_text`]).
fn fish_step(fish: &Fish, strategy: Strategy) -> Step {
    Step::new(strategy, digit_mask(fish.digit), fish.cells).eliminate(fish.elims, fish.digit)
}

/// The figure of a fish on `cover` lines with `fins` (one fish's own, or
/// a Siamese pair's together): the base lines outlined as base, the cover
/// lines as cover, the digit's places in the base lines as base
/// candidates but the fins, which are fins, and its places in the cover
/// lines outside the base lines as cover candidates (those that go are
/// marked eliminated when the figure is finished).
fn draw(fig: &mut Figure, g: &Grid, fish: &Fish, cover: u16, fins: Set) {
    let (base_offset, cover_offset) = if fish.by_cols { (9, 0) } else { (0, 9) };
    for l in ones(fish.base) {
        fig.grid_house(House::new(base_offset + l), Role::Base);
    }
    for l in ones(cover) {
        fig.grid_house(House::new(cover_offset + l), Role::Cover);
    }
    let d = fish.digit;
    let covered = lines_union(!fish.by_cols, cover) & g.cells_with(d) & !fish.cells;
    fig.candidates(positions(fish.cells & !fins), d, Role::Base)
        .candidates(positions(fins), d, Role::Fin)
        .candidates(positions(covered), d, Role::Cover);
}

/// Why a fish removes, in words: where its base lines hold the digit,
/// what that forces on the cover lines, and with fins why only the cover
/// cells seeing every fin lose it.
fn fish_text(fish: &Fish, strategy: Strategy) -> String {
    let d = fish.digit;
    let covers = lines_text(!fish.by_cols, fish.cover);
    let take = format!(
        "those {} take the {d}s of {covers} (one each)",
        line_noun(fish.by_cols, fish.base)
    );
    if fish.fins == 0 {
        return format!(
            "{}: {}, so {take} and no other cell of those {} can be {d}",
            strategy.name(),
            confined(fish, &covers),
            line_noun(!fish.by_cols, fish.cover),
        );
    }
    format!(
        "{}: {} except for the {}; if {} {d}, {take}, and if {} {d}, it rules out {d} in every cell it sees. \
         Either way, the cells of {covers} outside {} that see {} cannot be {d}",
        strategy.name(),
        confined(fish, &covers),
        fin_text(fish.fins),
        fin_not(fish.fins),
        fin_is(fish.fins),
        lines_text(fish.by_cols, fish.base),
        fin_them(fish.fins),
    )
}

/// "in rows 3 and 7, 3 fits only in columns 3 and 4".
fn confined(fish: &Fish, covers: &str) -> String {
    format!(
        "in {}, {} fits only in {covers}",
        lines_text(fish.by_cols, fish.base),
        fish.digit
    )
}

/// "rows" or "columns" as the plural of the lines of `lines`.
fn line_noun(cols: bool, lines: u16) -> &'static str {
    match (cols, lines.count_ones() == 1) {
        (true, true) => "column",
        (true, false) => "columns",
        (false, true) => "row",
        (false, false) => "rows",
    }
}

/// "the fin is not" / "no fin is".
fn fin_not(fins: Set) -> &'static str {
    if fins.count_ones() == 1 {
        "the fin is not"
    } else {
        "no fin is"
    }
}

/// "the fin is" / "a fin is".
fn fin_is(fins: Set) -> &'static str {
    if fins.count_ones() == 1 {
        "the fin is"
    } else {
        "a fin is"
    }
}

/// "the fin" / "every fin".
fn fin_them(fins: Set) -> &'static str {
    if fins.count_ones() == 1 {
        "the fin"
    } else {
        "every fin"
    }
}

/// Why a Siamese pair (both fish's eliminations) removes, in words: the
/// two fish on the same base lines, each with its fins.
fn siamese_text(a: &Fish, b: &Fish, strategy: Strategy) -> String {
    let d = a.digit;
    let part = |fish: &Fish| {
        let cover = lines_text(!fish.by_cols, fish.cover);
        if fish.fins == 0 {
            format!("only in {cover}")
        } else {
            format!("only in {cover} except for the {}", fin_text(fish.fins))
        }
    };
    format!(
        "{}: two fish on the same lines: in {}, {d} fits {}, and {}. \
         For each, whether its fins are {d} or not, the cells of its {} outside those {} that see its fins cannot be {d}",
        strategy.name(),
        lines_text(a.by_cols, a.base),
        part(a),
        part(b),
        line_noun(!a.by_cols, 3),
        line_noun(a.by_cols, a.base),
    )
}

/// "fin r8c7" or "fins r8c7 and r9c7".
fn fin_text(fins: Set) -> String {
    let noun = if fins.count_ones() == 1 {
        "fin"
    } else {
        "fins"
    };
    format!("{noun} {}", cell_list(fins))
}

/// "rows 2 and 7", "columns 1, 4 and 9".
fn lines_text(cols: bool, lines: u16) -> String {
    let noun = if cols { "column" } else { "row" };
    let numbers: Vec<String> = ones(lines).map(|l| (l + 1).to_string()).collect();
    let plural = if numbers.len() == 1 { "" } else { "s" };
    format!("{noun}{plural} {}", join_and(&numbers))
}

/// HoDoKu's order of two cover sets of one size: as sorted lists of line
/// numbers, compared element by element (the set holding the lowest line
/// the two do not share comes first).
fn lex_order(a: u16, b: u16) -> std::cmp::Ordering {
    let diff = a ^ b;
    if diff == 0 {
        std::cmp::Ordering::Equal
    } else if a & diff & diff.wrapping_neg() != 0 {
        std::cmp::Ordering::Less
    } else {
        std::cmp::Ordering::Greater
    }
}

/// The digit's places in each row as column masks (bit c for column c).
fn row_masks(cand: Set) -> [u16; 9] {
    std::array::from_fn(|r| ((cand >> (9 * r)) & 0x1FF) as u16)
}

/// Row masks turned into column masks (bit r for row r), or back.
fn transpose(lines: &[u16; 9]) -> [u16; 9] {
    let mut out = [0u16; 9];
    for (r, &m) in lines.iter().enumerate() {
        for c in ones(m) {
            out[c] |= 1 << r;
        }
    }
    out
}

/// The cells of the lines in `mask`: columns when `cols`, else rows.
fn lines_union(cols: bool, mask: u16) -> Set {
    let offset = if cols { 9 } else { 0 };
    ones(mask).fold(0, |s, l| s | HOUSE_SETS[offset + l])
}

pub(super) mod franken;
mod general;
pub(super) mod kraken;

#[cfg(test)]
mod tests;
