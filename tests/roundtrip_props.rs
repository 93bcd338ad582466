//! Property tests: random boards through every format that can hold them and
//! back; arbitrary and mutated text through detection and decoding never panics.

use proptest::prelude::*;
use straights::board::{Board, Cell, Mask, Variant, ALL_DIGITS, CELLS};
use straights::codec::{self, Format, Values};

/// What a cell looks like before it is placed on a board.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Open(Mask),
    Given(u8),
    Placed(u8),
    Black,
    BlackClue(u8),
}

fn kind(variant: Variant) -> impl Strategy<Value = Kind> {
    // Candidate sets of two or more digits: a single candidate is a digit in
    // several formats (a property of those formats, tested separately).
    let open = (0..=ALL_DIGITS)
        .prop_filter("two or more candidates", |m| m.count_ones() >= 2)
        .prop_map(Kind::Open);
    let digit = 1..=9u8;
    match variant {
        Variant::Sudoku => prop_oneof![4 => open, 2 => digit.clone().prop_map(Kind::Given), 1 => digit.prop_map(Kind::Placed)].boxed(),
        Variant::Str8ts => prop_oneof![
            4 => open,
            2 => digit.clone().prop_map(Kind::Given),
            1 => digit.clone().prop_map(Kind::Placed),
            1 => Just(Kind::Black),
            1 => digit.prop_map(Kind::BlackClue),
        ]
        .boxed(),
    }
}

fn board(variant: Variant) -> impl Strategy<Value = Board> {
    (
        proptest::collection::vec(kind(variant), CELLS),
        proptest::collection::vec(1..=9u8, CELLS),
        any::<bool>(),
    )
        .prop_map(move |(kinds, solution_digits, with_solution)| {
            let mut b = Board::new(variant);
            b.has_candidates = true;
            for (i, k) in kinds.iter().enumerate() {
                b.cells[i] = match *k {
                    Kind::Open(m) => Cell::with_candidates(m),
                    Kind::Given(d) => Cell::given(d),
                    Kind::Placed(d) => Cell::placed(d),
                    Kind::Black => Cell::BLACK,
                    Kind::BlackClue(d) => Cell::black_clue(d),
                };
            }
            if with_solution || variant == Variant::Str8ts {
                let sol = std::array::from_fn(|i| {
                    let c = b.cells[i];
                    match (c.black, c.given) {
                        (true, _) => 0,
                        (false, true) => c.value,
                        (false, false) => solution_digits[i],
                    }
                });
                b.solution = Some(sol);
            }
            b
        })
}

/// The board a format gives back: what it cannot hold removed or merged.
fn projected(b: &Board, format: Format) -> Board {
    let holds = format.holds();
    let mut p = b.clone();
    let naive = straights::engine::naive_candidates(b);
    for c in p.cells.iter_mut() {
        match holds.values {
            Values::GivensOnly if c.is_placed() => *c = Cell::EMPTY,
            Values::Merged if c.is_placed() => *c = Cell::given(c.value),
            _ => {}
        }
    }
    if holds.values == Values::AsCandidates {
        let all = straights::engine::candidates(b);
        for (c, m) in p.cells.iter_mut().zip(all) {
            *c = Cell::with_candidates(m);
        }
    } else if !holds.candidates {
        p.clear_candidates();
    } else if matches!(format, Format::Susser | Format::Hodoku) {
        // Eliminations are written relative to the naive candidates.
        for (c, m) in p.cells.iter_mut().zip(naive) {
            c.candidates &= m;
        }
    }
    if !holds.solution {
        p.solution = None;
    }
    p
}

/// Compares what matters: digits, givens, black cells, candidates as seen by a player, solution.
fn same_content(a: &Board, b: &Board) -> bool {
    let cells = |x: &Board| x.cells.map(|c| (c.black, c.value, c.given));
    cells(a) == cells(b)
        && straights::engine::candidates(a) == straights::engine::candidates(b)
        && a.solution == b.solution
        && a.variant == b.variant
}

fn writable_for(variant: Variant) -> Vec<Format> {
    Format::all()
        .filter(|f| f.holds().writable && f.holds().variant.is_none_or(|v| v == variant))
        .collect()
}

fn check_round_trips(b: &Board) -> Result<(), TestCaseError> {
    for format in writable_for(b.variant) {
        let text =
            codec::encode(b, format).map_err(|e| TestCaseError::fail(format!("{format}: {e}")))?;
        let back = codec::decode_as(format, &text)
            .map_err(|e| TestCaseError::fail(format!("{format}: {e}\n{text}")))?;
        let want = projected(b, format);
        prop_assert!(
            same_content(&back.board, &want),
            "{format} changed the board:\n{text}"
        );
        let detected = codec::decode(&text)
            .map_err(|e| TestCaseError::fail(format!("{format} not detected: {e}\n{text}")))?;
        prop_assert!(
            same_content(&detected.board, &want),
            "{format} detected as {}:\n{text}",
            detected.format
        );
        let again = codec::encode_with(&back.board, format, &back.style).unwrap();
        prop_assert_eq!(&again, &text, "{} is not stable", format);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn sudoku_boards_round_trip_through_every_format(b in board(Variant::Sudoku)) {
        check_round_trips(&b)?;
    }

    #[test]
    fn str8ts_boards_round_trip_through_every_format(b in board(Variant::Str8ts)) {
        check_round_trips(&b)?;
    }

    #[test]
    fn boards_without_candidates_keep_their_digits(b in board(Variant::Sudoku).prop_map(|mut b| { b.clear_candidates(); b })) {
        for format in [Format::Sudoku81, Format::Susser, Format::SudokuwikiS9b, Format::Multiline, Format::Excel, Format::Hodoku, Format::Json, Format::OpenSudokuV3, Format::SusserShort] {
            let text = codec::encode(&b, format).unwrap();
            let back = codec::decode_as(format, &text).unwrap().board;
            prop_assert!(same_content(&back, &projected(&b, format)), "{format}:\n{text}");
        }
    }

    #[test]
    fn arbitrary_text_never_panics(s in "\\PC{0,300}") {
        let _ = codec::decode(&s);
        let _ = codec::detect(&s);
        for f in Format::all() {
            let _ = codec::decode_as(f, &s);
        }
    }

    #[test]
    fn board_alphabet_text_never_panics(s in "[0-9a-vA-Z.#+:*|<>_ \\-\t\n]{0,800}") {
        let _ = codec::decode(&s);
        for f in Format::all() {
            let _ = codec::decode_as(f, &s);
        }
    }

    #[test]
    fn mutated_real_boards_never_panic(b in board(Variant::Str8ts), which in 0usize..64, at in any::<prop::sample::Index>(), c in any::<char>()) {
        let formats = writable_for(Variant::Str8ts);
        let format = formats[which % formats.len()];
        let mut text: Vec<char> = codec::encode(&b, format).unwrap().chars().collect();
        let i = at.index(text.len());
        text[i] = c;
        let text: String = text.into_iter().collect();
        let _ = codec::decode(&text);
        let _ = codec::decode_as(format, &text);
    }

    #[test]
    fn errors_point_inside_the_text(s in "[0-9a-v]{243}", i in 0usize..243) {
        let mut t = s.into_bytes();
        t[i] = b'!';
        let t = String::from_utf8(t).unwrap();
        let e = codec::decode_as(Format::Str8tsCom, &t).unwrap_err();
        prop_assert!(e.offset.is_some_and(|o| o < 243));
    }
}

#[test]
fn single_candidate_cells_read_as_digits_where_the_format_cannot_tell() {
    let mut b = Board::new(Variant::Str8ts);
    b.has_candidates = true;
    b.cells[0] = Cell::with_candidates(0b100);
    let back = codec::decode(&codec::encode(&b, Format::Str8tsCom).unwrap())
        .unwrap()
        .board;
    assert_eq!(back.cells[0], Cell::placed(3));
    // The toolkit's own grid keeps the difference.
    let back = codec::decode(&codec::encode(&b, Format::Str8tsGrid).unwrap())
        .unwrap()
        .board;
    assert_eq!(back.cells[0], Cell::with_candidates(0b100));
}
