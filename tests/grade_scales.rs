//! Both difficulty scales (Str8ts' `Grade`, Sudoku's `Level`), declared
//! by the library's one `grade_scale!` macro, number, name and print their
//! steps alike. (Moved from the macro's module: its unit tests would import
//! both kinds' logic from below them.)

use straights::str8ts::logic::{Grade, GRADE_NAMES as STR8TS_NAMES};
use straights::sudoku::logic::{Level, GRADE_NAMES as SUDOKU_NAMES};

/// Both scales: numbers 1.. in order, names by number after
/// "Unfinished", `from_number` only for the scale's numbers, and
/// `Display` the name.
#[test]
fn both_scales_number_name_and_print_alike() {
    assert_eq!(
        STR8TS_NAMES,
        [
            "Unfinished",
            "Easy",
            "Gentle",
            "Moderate",
            "Tough",
            "Diabolical",
            "Extreme"
        ]
    );
    assert_eq!(
        SUDOKU_NAMES,
        ["Unfinished", "Easy", "Medium", "Hard", "Unfair", "Extreme"]
    );
    for (k, g) in Grade::ALL.into_iter().enumerate() {
        assert_eq!(usize::from(g.number()), k + 1);
        assert_eq!(Grade::from_number(g.number()), Some(g));
        assert_eq!(g.to_string(), STR8TS_NAMES[k + 1]);
    }
    for (k, l) in Level::ALL.into_iter().enumerate() {
        assert_eq!(usize::from(l.number()), k + 1);
        assert_eq!(Level::from_number(l.number()), Some(l));
        assert_eq!(l.to_string(), SUDOKU_NAMES[k + 1]);
    }
    assert_eq!(Grade::from_number(0), None);
    assert_eq!(Grade::from_number(7), None);
    assert_eq!(Level::from_number(0), None);
    assert_eq!(Level::from_number(6), None);
    assert_eq!(Grade::Tough.name(), "Tough");
    assert_eq!(Level::Unfair.name(), "Unfair");
}

/// The spans the generators' messages quote come from the scales.
#[test]
fn both_scales_print_their_span() {
    assert_eq!(Grade::span(), "1 (Easy) to 6 (Extreme)");
    assert_eq!(Level::span(), "1 (Easy) to 5 (Extreme)");
}
