//! Franken and mutant fish, finned or not, and their Siamese pairs, as
//! HoDoKu finds and names them (the search is in [`super::general`]).
//!
//! A franken fish mixes boxes into the lines of a basic fish; a mutant
//! fish mixes any houses. HoDoKu names a fish by its family and size
//! (Franken X-Wing, Finned Mutant Jellyfish...); a fish with fins or endo
//! fins is finned. Two finned fish of one family, size and digit on the
//! same base houses whose first eliminations differ make a Siamese fish:
//! one step with both sets of eliminations.

use super::super::grid::{
    cell_list, cells, house_name, join_and, positions, Grid, Set, HOUSE_SETS,
};
use super::super::{Finds, Reason, Step, Strategy};
use super::general::{self, ones, Family, Found, Want, MAX_ENDO_FINS, MAX_FINS};
use crate::board::House;
use crate::board::{cell_name, digit_mask};
use crate::outcome::{Figure, Role};

/// The strategy of a fish of `family` and `size`, finned or not, Siamese or not.
fn strategy_of(family: Family, size: usize, finned: bool, siamese: bool) -> Option<Strategy> {
    use Strategy::*;
    let s = match (family, finned, siamese, size) {
        (Family::Franken, false, false, 2) => FrankenXWing,
        (Family::Franken, false, false, 3) => FrankenSwordfish,
        (Family::Franken, false, false, 4) => FrankenJellyfish,
        (Family::Franken, true, false, 2) => FinnedFrankenXWing,
        (Family::Franken, true, false, 3) => FinnedFrankenSwordfish,
        (Family::Franken, true, false, 4) => FinnedFrankenJellyfish,
        (Family::Franken, true, true, 2) => SiameseFinnedFrankenXWing,
        (Family::Franken, true, true, 3) => SiameseFinnedFrankenSwordfish,
        (Family::Franken, true, true, 4) => SiameseFinnedFrankenJellyfish,
        (Family::Mutant, false, false, 2) => MutantXWing,
        (Family::Mutant, false, false, 3) => MutantSwordfish,
        (Family::Mutant, false, false, 4) => MutantJellyfish,
        (Family::Mutant, true, false, 2) => FinnedMutantXWing,
        (Family::Mutant, true, false, 3) => FinnedMutantSwordfish,
        (Family::Mutant, true, false, 4) => FinnedMutantJellyfish,
        (Family::Mutant, true, false, 5) => FinnedMutantSquirmbag,
        (Family::Mutant, true, false, 6) => FinnedMutantWhale,
        (Family::Mutant, true, true, 2) => SiameseFinnedMutantXWing,
        (Family::Mutant, true, true, 3) => SiameseFinnedMutantSwordfish,
        (Family::Mutant, true, true, 4) => SiameseFinnedMutantJellyfish,
        _ => return None,
    };
    Some(s)
}

/// Defines a finder per fish shape.
macro_rules! finders {
    ($($(#[$doc:meta])* $name:ident: $family:ident, $size:expr, $finned:expr, $siamese:expr;)*) => {
        $(
            $(#[$doc])*
            pub(in crate::sudoku::logic) fn $name(g: &Grid, f: &mut Finds) {
                find(g, f, Family::$family, $size, $finned, $siamese);
            }
        )*
    };
}

finders! {
    /// **Franken X-Wing.** Two base houses, lines and a box, whose digit lies in two cover houses.
    franken_x_wing: Franken, 2, false, false;
    /// **Franken Swordfish.** Three base houses (lines of one direction and boxes) covered by three.
    franken_swordfish: Franken, 3, false, false;
    /// **Franken Jellyfish.** Four base houses (lines of one direction and boxes) covered by four.
    franken_jellyfish: Franken, 4, false, false;
    /// **Finned Franken X-Wing.** A franken X-Wing with fins: cover cells seeing every fin lose the digit.
    finned_franken_x_wing: Franken, 2, true, false;
    /// **Finned Franken Swordfish.** A franken swordfish with fins.
    finned_franken_swordfish: Franken, 3, true, false;
    /// **Finned Franken Jellyfish.** A franken jellyfish with fins.
    finned_franken_jellyfish: Franken, 4, true, false;
    /// **Siamese Finned Franken X-Wing.** Two finned franken X-Wings on the same base houses.
    siamese_finned_franken_x_wing: Franken, 2, true, true;
    /// **Siamese Finned Franken Swordfish.** Two finned franken swordfish on the same base houses.
    siamese_finned_franken_swordfish: Franken, 3, true, true;
    /// **Siamese Finned Franken Jellyfish.** Two finned franken jellyfish on the same base houses.
    siamese_finned_franken_jellyfish: Franken, 4, true, true;
    /// **Mutant X-Wing.** Two base houses of any kinds covered by two houses.
    mutant_x_wing: Mutant, 2, false, false;
    /// **Mutant Swordfish.** Three base houses of any kinds covered by three.
    mutant_swordfish: Mutant, 3, false, false;
    /// **Mutant Jellyfish.** Four base houses of any kinds covered by four.
    mutant_jellyfish: Mutant, 4, false, false;
    /// **Finned Mutant X-Wing.** A mutant X-Wing with fins.
    finned_mutant_x_wing: Mutant, 2, true, false;
    /// **Finned Mutant Swordfish.** A mutant swordfish with fins.
    finned_mutant_swordfish: Mutant, 3, true, false;
    /// **Finned Mutant Jellyfish.** A mutant jellyfish with fins.
    finned_mutant_jellyfish: Mutant, 4, true, false;
    /// **Finned Mutant Squirmbag.** Five base houses of any kinds, covered by five but for fins.
    finned_mutant_squirmbag: Mutant, 5, true, false;
    /// **Finned Mutant Whale.** Six base houses of any kinds, covered by six but for fins.
    finned_mutant_whale: Mutant, 6, true, false;
    /// **Siamese Finned Mutant X-Wing.** Two finned mutant X-Wings on the same base houses.
    siamese_finned_mutant_x_wing: Mutant, 2, true, true;
    /// **Siamese Finned Mutant Swordfish.** Two finned mutant swordfish on the same base houses.
    siamese_finned_mutant_swordfish: Mutant, 3, true, true;
    /// **Siamese Finned Mutant Jellyfish.** Two finned mutant jellyfish on the same base houses.
    siamese_finned_mutant_jellyfish: Mutant, 4, true, true;
}

/// Reports the fish of `family` and `size` (finned or not), or with
/// `siamese` the Siamese pairs of finned ones, digit by digit.
fn find(g: &Grid, f: &mut Finds, family: Family, size: usize, finned: bool, siamese: bool) {
    let Some(strategy) = strategy_of(family, size, finned, siamese) else {
        return;
    };
    let want_fins = if finned { MAX_FINS } else { 0 };
    for d in 1..=9u8 {
        let mut fish: Vec<Found> = Vec::new();
        for &(base_kinds, cover_kinds) in family.passes() {
            let want = Want {
                size,
                max_fins: want_fins,
                max_endo: MAX_ENDO_FINS,
                base_kinds,
                cover_kinds,
                keep_empty: false,
            };
            let stop = general::search(g, d, &want, &mut |found| {
                if found.family() != family || (found.fins != 0) != finned {
                    return false;
                }
                if siamese {
                    fish.push(*found);
                    return false;
                }
                f.add_drawn(
                    step_of(found, found.elims, strategy),
                    || reason(found, strategy),
                    |fig| draw(fig, g, &[*found]),
                )
            });
            if stop {
                return;
            }
        }
        if siamese && report_siamese(g, &fish, strategy, f) {
            return;
        }
    }
}

/// Reports each pair of fish on the same base houses whose first
/// eliminations differ, in the order found; true when `f` is done.
fn report_siamese(g: &Grid, fish: &[Found], strategy: Strategy, f: &mut Finds) -> bool {
    for (i, a) in fish.iter().enumerate() {
        for b in &fish[i + 1..] {
            if a.base != b.base || a.first_elim() == b.first_elim() {
                continue;
            }
            let step = step_of(a, a.elims | b.elims, strategy);
            let why = || siamese_reason(a, b, strategy);
            if f.add_drawn(step, why, |fig| draw(fig, g, &[*a, *b])) {
                return true;
            }
        }
    }
    false
}

/// The step removing the digit of `fish` from `elims`.
fn step_of(fish: &Found, elims: Set, strategy: Strategy) -> Step {
    Step::new(strategy, digit_mask(fish.digit), fish.cells).eliminate(elims, fish.digit)
}

/// The figure of one fish or a Siamese pair: base houses outlined as
/// base, cover houses as cover, base candidates as base but the fins
/// (fin), cover candidates outside the base as cover.
pub(super) fn draw(fig: &mut Figure, g: &Grid, fish: &[Found]) {
    let Some(first) = fish.first() else { return };
    let d = first.digit;
    let (mut cover, mut fins, mut covered) = (0u32, 0, 0);
    for f in fish {
        cover |= f.cover;
        fins |= f.fins;
    }
    for h in ones(first.base) {
        fig.grid_house(House::new(h), Role::Base);
    }
    for h in ones(cover) {
        fig.grid_house(House::new(h), Role::Cover);
        covered |= HOUSE_SETS[h];
    }
    let covered = covered & g.cells_with(d) & !first.cells;
    fig.candidates(positions(first.cells & !fins), d, Role::Base)
        .candidates(positions(fins), d, Role::Fin)
        .candidates(positions(covered), d, Role::Cover);
}

/// "row 2, row 3 and box 1".
pub(super) fn houses_text(houses: u32) -> String {
    let names: Vec<String> = ones(houses).map(house_name).collect();
    join_and(&names)
}

/// HoDoKu's short form of a house set: "r23b1", "c24b3".
pub(super) fn houses_code(houses: u32) -> String {
    let mut out = String::new();
    for (letter, range) in [('r', 0..9), ('c', 9..18), ('b', 18..27)] {
        let numbers: String = ones(houses)
            .filter(|h| range.contains(h))
            .map(|h| char::from(b'1' + (h - range.start) as u8))
            .collect();
        if !numbers.is_empty() {
            out.push(letter);
            out.push_str(&numbers);
        }
    }
    out
}

/// HoDoKu's notation of a fish: "8 r23b1 c24b3 fr1c1 efr1c9".
pub(super) fn notation(fish: &Found) -> String {
    let mut parts = vec![
        fish.digit.to_string(),
        houses_code(fish.base),
        houses_code(fish.cover),
    ];
    parts.extend(cells(fish.fins & !fish.endo).map(|i| format!("f{}", cell_name(i))));
    parts.extend(cells(fish.endo).map(|i| format!("ef{}", cell_name(i))));
    parts.join(" ")
}

/// Why a fish removes, in words (see [`pattern_words`]).
fn reason(fish: &Found, strategy: Strategy) -> Reason {
    Reason::new(
        format!("{}: {}", strategy.name(), pattern_words(fish)),
        notation(fish),
    )
}

/// The pattern and why it removes: where the base houses hold the digit,
/// what that forces on the cover houses, and with fins why only the cover
/// cells seeing every fin lose it.
pub(super) fn pattern_words(fish: &Found) -> String {
    let d = fish.digit;
    let n = fish.base.count_ones();
    let (base, cover) = (houses_text(fish.base), houses_text(fish.cover));
    let cannibal = if fish.cannibal & fish.elims != 0 {
        format!(
            " (a cell in two cover houses, as {} is, would fill two at once)",
            cell_list(fish.cannibal & fish.elims)
        )
    } else {
        String::new()
    };
    let take = format!(
        "the {n} base houses' {d}s lie in {n} different cells and fill the {n} cover houses, one each, \
         so no other cell of the cover houses can be {d}{cannibal}"
    );
    if fish.fins == 0 {
        return format!("every {d} that {base} can hold lies in {cover}: {take}");
    }
    let endo = if fish.endo != 0 {
        format!(" ({} in two base houses at once)", cell_list(fish.endo))
    } else {
        String::new()
    };
    let one = fish.fins.count_ones() == 1;
    format!(
        "every {d} that {base} can hold lies in {cover} except for the {} {}{endo}; \
         if {} {d}, {take}; if {} {d}, it rules out {d} in every cell it sees. \
         Either way, the cover cells that see {} cannot be {d}",
        if one { "fin" } else { "fins" },
        cell_list(fish.fins),
        if one { "the fin is not" } else { "no fin is" },
        if one { "the fin is" } else { "a fin is" },
        if one { "the fin" } else { "every fin" },
    )
}

/// Why a Siamese pair removes, in words: both fish's reasons.
fn siamese_reason(a: &Found, b: &Found, strategy: Strategy) -> Reason {
    Reason::new(
        format!(
            "{}: two fish on the same base houses. First, {}. Second, {}",
            strategy.name(),
            pattern_words(a),
            pattern_words(b)
        ),
        format!("{} | {}", notation(a), notation(b)),
    )
}
