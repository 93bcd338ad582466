//! Real Str8ts sources: the str8ts.com string-definition examples, the 505
//! str8ts.com puzzles (legacy form) and the daandtu generator's samples.

use serde_json::Value;
use straights::board::{Cell, Variant};
use straights::codec::{self, Format};

/// The str8ts.com page's 243-character example.
const SEED_243: &str = "0vo03c0vc0js0vk0us0vg0021030ro03c1rc1js1rk1qs1rg0410q010100h0vc0jc0v40uc0v00q00u00uo0020021i81sk0130020q00s00p00q000j0021v41u80740020020ng0m01n00810091mk07k01g0jk0u01010u00m00u000200901g01k0v00u000206007g06807g00503o0070u01v01m01vg0eg07g00803g";
/// The same page's legacy 162-character example of the same puzzle.
const SEED_162: &str = "000000009000000060930000000000004000003000000000720000090000200000000010100000020000000011000000000000000000011001100001100011000000000000001000001000000100000000";

#[test]
fn seed_243_and_162_hold_the_same_puzzle() {
    let new = codec::decode(&format!("https://www.str8ts.com/str8ts.aspx?bd={SEED_243}")).unwrap();
    let old = codec::decode(&format!("https://www.str8ts.com/str8ts.aspx?bd={SEED_162}")).unwrap();
    assert_eq!(new.format, Format::Str8tsCom);
    assert_eq!(old.format, Format::Str8tsComLegacy);
    // Same black cells and the same digit in every cell. The one difference
    // is in the page's own strings: r9c8's 2 is a clue in the legacy string
    // but carries no clue flag in the 243-character one ("008"), under either
    // order of the two flag bits.
    for i in 0..81 {
        let (a, b) = (new.board.cells[i], old.board.cells[i]);
        assert_eq!((a.black, a.value), (b.black, b.value), "cell {i}");
        if i != 79 {
            assert_eq!(a.given, b.given, "cell {i}");
        }
    }
    assert_eq!(old.board.cells[79], Cell::given(2));
    assert_eq!(new.board.cells[79], Cell::placed(2));
    assert_eq!(&SEED_243[3 * 79..3 * 80], "008");
    assert_eq!(
        codec::encode(&new.board, Format::Str8tsCom).unwrap(),
        SEED_243
    );
    let mut as_clue = new.board.clone();
    as_clue.cells[79] = Cell::given(2);
    assert_eq!(
        codec::encode(&as_clue, Format::Str8tsComLegacy).unwrap(),
        SEED_162
    );
}

#[test]
fn all_505_str8ts_com_puzzles_decode() {
    let text = include_str!("data/str8ts-com-505.txt");
    let mut names = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let d = codec::decode(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(d.format, Format::Str8tsComLegacy, "{line}");
        assert_eq!(d.board.variant, Variant::Str8ts);
        let blacks = d.board.black_count();
        assert!((1..=45).contains(&blacks), "{line}: {blacks} black cells");
        assert_eq!(
            codec::encode_with(&d.board, d.format, &d.style).unwrap(),
            line
        );
        // Through the 243-character form and back.
        let s243 = codec::encode(&d.board, Format::Str8tsCom).unwrap();
        let back = codec::decode(&s243).unwrap().board;
        assert_eq!(
            codec::encode(&back, Format::Str8tsComLegacy).unwrap(),
            line.split(':').nth(1).unwrap()
        );
        names.push(d.style.label.unwrap());
    }
    assert_eq!(names.len(), 505);
    assert!(names.iter().any(|n| n == "klaus280e"));
}

#[test]
fn daandtu_samples_match_their_grids_and_solutions() {
    let samples: Value = serde_json::from_str(include_str!("data/daandtu-samples.json")).unwrap();
    let samples = samples.as_array().unwrap();
    assert_eq!(samples.len(), 3);
    for s in samples {
        let code = s["code"].as_str().unwrap();
        let d = codec::decode(code).unwrap();
        assert_eq!(d.format, Format::Daandtu);
        let grid = codec::decode(s["line"].as_str().unwrap()).unwrap();
        assert_eq!(grid.format, Format::Str8tsText);
        assert_eq!(d.board.cells, grid.board.cells, "{code}");
        let json = codec::JsonBoard::from_board(&d.board);
        assert_eq!(json.solution.as_deref(), s["solution"].as_str(), "{code}");
        assert_eq!(codec::encode(&d.board, Format::Daandtu).unwrap(), code);
    }
}
