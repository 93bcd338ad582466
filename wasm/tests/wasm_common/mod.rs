//! The wasm API tests shared by `wasm_node.rs` (node) and `wasm_browser.rs`
//! (headless Chromium): [`api_tests!`] expands to the same
//! `#[wasm_bindgen_test]` functions in both.
//!
//! The tests look at the values as JavaScript sees them (through
//! `js_sys::Reflect`), so they check the exact object shape of the API:
//! field names, `null` (not `undefined`) for unknown values, JS `Error`s
//! carrying the Rust message.

use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// The example string of the str8ts.com page on its string definitions.
pub const SEED_243: &str = "0vo03c0vc0js0vk0us0vg0021030ro03c1rc1js1rk1qs1rg0410q010100h0vc0jc0v40uc0v00q00u00uo0020021i81sk0130020q00s00p00q000j0021v41u80740020020ng0m01n00810091mk07k01g0jk0u01010u00m00u000200901g01k0v00u000206007g06807g00503o0070u01v01m01vg0eg07g00803g";

/// A str8ts.com legacy 162-digit string (no candidates) with a `name:` prefix.
pub const LEGACY_162: &str = "weekly001:000000040090000000800900002000060000000000500000000000000001000010000000000000080000010001000001000000100000000000100011000110001000000000001000000100000100010000";

/// The solution of [`LEGACY_162`] (weekly001), as the native solver finds it.
pub const WEEKLY001_SOLUTION: &str =
    "7896#234#59678#213867#54132378465#214##123##612#37685464523#978213#48765#345#9687";

/// The first puzzle of magictour's top1465 (a hard Sudoku).
pub const TOP1465_FIRST: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// The solution of [`TOP1465_FIRST`].
pub const TOP1465_FIRST_SOLUTION: &str =
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

/// Golden puzzles of the generator (`grade symmetry seed str8ts-com-string`
/// per line), the same file the native test `tests/str8ts_generate.rs` reads.
pub const GENERATE_GOLDEN: &str = include_str!("../../../tests/data/generate-golden.txt");

/// Golden puzzles of the Sudoku generator (`level symmetry minimal seed
/// sudoku81` per line), the same file the native test
/// `tests/sudoku_generate.rs` reads.
pub const SUDOKU_GENERATE_GOLDEN: &str =
    include_str!("../../../tests/data/sudoku-generate-golden.txt");

/// The givens of the daily Sudoku of 2026-11-23, as `straights daily
/// --date 2026-11-23 --variant sudoku` prints them.
pub const DAILY_SUDOKU_2026_11_23: &str =
    "7.6.291...8...1.9..9.5...2...28.5.......1.......7.48...4...8.7..6.1...4...834.5.9";

/// `generate` options as a JS object: `{ grade, seed, symmetry }`.
pub fn generate_options(grade: u8, seed: f64, symmetry: &str) -> JsValue {
    let o = js_sys::Object::new();
    Reflect::set(&o, &"grade".into(), &grade.into()).unwrap();
    Reflect::set(&o, &"seed".into(), &seed.into()).unwrap();
    Reflect::set(&o, &"symmetry".into(), &symmetry.into()).unwrap();
    o.into()
}

/// Property `key` of a JS object.
pub fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).unwrap_or_else(|_| panic!("no property {key}"))
}

/// String property `key` of a JS object.
pub fn get_str(object: &JsValue, key: &str) -> String {
    get(object, key)
        .as_string()
        .unwrap_or_else(|| panic!("property {key} is not a string"))
}

/// Character `i` of string property `key`.
pub fn char_at(object: &JsValue, key: &str, i: usize) -> char {
    get_str(object, key)
        .chars()
        .nth(i)
        .unwrap_or_else(|| panic!("{key} has no character {i}"))
}

/// The message of a JS `Error` thrown (returned) by the API.
pub fn message(err: wasm_bindgen::JsError) -> String {
    let value: JsValue = err.into();
    let error: js_sys::Error = value.dyn_into().expect("the API throws JS Error objects");
    error.message().into()
}

/// The seed decoded by the wasm API.
pub fn decoded_seed() -> JsValue {
    straights_wasm::decode(SEED_243).unwrap_or_else(|e| panic!("seed: {}", message(e)))
}

/// The `formats()` entry named `name`.
pub fn format_entry(name: &str) -> JsValue {
    let list: Array = straights_wasm::formats()
        .expect("formats() never fails")
        .dyn_into()
        .expect("formats() returns an array");
    list.iter()
        .find(|f| get(f, "name").as_string().as_deref() == Some(name))
        .unwrap_or_else(|| panic!("formats() lacks {name}"))
}

/// Expands to the shared `#[wasm_bindgen_test]` functions.
macro_rules! api_tests {
    () => {
        use js_sys::Array;
        use straights_wasm as wasm;
        use wasm_bindgen::{JsCast, JsValue};
        use wasm_bindgen_test::wasm_bindgen_test;
        use straights::str8ts::solve::Solution;
        use wasm_common::*;

        #[wasm_bindgen_test]
        fn decode_reports_the_format_and_the_board_object() {
            let d = decoded_seed();
            assert_eq!(get_str(&d, "format"), "str8ts-com");
            let board = get(&d, "board");
            assert_eq!(get_str(&board, "variant"), "str8ts");
            for key in ["givens", "placed", "black"] {
                assert_eq!(get_str(&board, key).chars().count(), 81, "{key}");
            }
            assert!(
                get(&board, "solution").is_null(),
                "no solution in a 243-char string: null, not undefined"
            );
        }

        #[wasm_bindgen_test]
        fn decode_gives_the_exact_cells_of_the_seed() {
            let board = get(&decoded_seed(), "board");
            let black = get_str(&board, "black");
            assert_eq!(black.chars().filter(|&c| c == '1').count(), 13);
            assert!(black.chars().all(|c| c == '0' || c == '1'));
            // r1c8 "002": empty black cell.
            assert_eq!(
                (
                    char_at(&board, "black", 7),
                    char_at(&board, "givens", 7),
                    char_at(&board, "placed", 7)
                ),
                ('1', '.', '.')
            );
            // r1c9 "103": black clue 9.
            assert_eq!(
                (char_at(&board, "black", 8), char_at(&board, "givens", 8)),
                ('1', '9')
            );
            // r9c1 black clue 1, r4c6 black clue 4.
            assert_eq!(
                (char_at(&board, "black", 72), char_at(&board, "givens", 72)),
                ('1', '1')
            );
            assert_eq!(
                (char_at(&board, "black", 32), char_at(&board, "givens", 32)),
                ('1', '4')
            );
            // r2c8 "041": white given 6; r3c1 given 9.
            assert_eq!(
                (
                    char_at(&board, "black", 16),
                    char_at(&board, "givens", 16),
                    char_at(&board, "placed", 16)
                ),
                ('0', '6', '.')
            );
            assert_eq!(char_at(&board, "givens", 18), '9');
            // r9c8 "020": one candidate, read as a placed 2.
            assert_eq!(
                (char_at(&board, "givens", 79), char_at(&board, "placed", 79)),
                ('.', '2')
            );
            // r1c1 "0vo": candidates 2..8; r1c2 "0ro": 1 2 4 5.
            let candidates: Array = get(&board, "candidates")
                .dyn_into()
                .expect("candidates is a plain array");
            assert_eq!(candidates.length(), 81);
            assert_eq!(candidates.get(0).as_f64(), Some(0b1111_1110 as f64));
            assert_eq!(candidates.get(1).as_f64(), Some(0b1_1011 as f64));
            assert_eq!(candidates.get(80).as_f64(), Some(0b1_1100 as f64));
        }

        #[wasm_bindgen_test]
        fn encode_of_decode_gives_back_the_string() {
            let board = get(&decoded_seed(), "board");
            assert_eq!(
                wasm::encode(board, "str8ts-com").map_err(message),
                Ok(SEED_243.to_string())
            );
        }

        /// Simple Sudoku's three grids pasted at once: one board, placed
        /// digits and candidates, written back the same way.
        #[wasm_bindgen_test]
        fn simple_sudoku_grids_paste_as_one_board() {
            let trio = include_str!("../../tests/data/simple-sudoku-trio.txt");
            let d = wasm::decode(trio).map_err(message).expect("trio");
            assert_eq!(get_str(&d, "format"), "simple-sudoku");
            let board = get(&d, "board");
            let placed = get_str(&board, "placed");
            assert_eq!(placed.chars().filter(|&c| c != '.').count(), 4);
            assert_eq!(&placed[75..77], "79");
            assert!(!get(&board, "candidates").is_null());
            assert_eq!(
                wasm::encode(board, "simple-sudoku").map_err(message),
                Ok(trio.to_string())
            );
        }

        /// The two spaced grids the QA pasted (`4 . . . . . 8 . 5`, and with
        /// `|` and `------+-------+------`) read as multi-line grids.
        #[wasm_bindgen_test]
        fn spaced_sudoku_grids_decode() {
            let plain = "4 . . . . . 8 . 5\n. 3 . . . . . . .\n. . . 7 . . . . .\n\
                         . 2 . . . . . 6 .\n. . . . 8 . 4 . .\n. . . . 1 . . . .\n\
                         . . . 6 . 3 . 7 .\n5 . . 2 . . . . .\n1 . 4 . . . . . .";
            let rows: Vec<&str> = plain.lines().collect();
            let pretty: Vec<String> = rows
                .iter()
                .map(|r| format!("{} | {} | {}", &r[..5], &r[6..11], &r[12..]))
                .collect();
            let rule = "------+-------+------";
            let pretty = [&pretty[..3], &[rule.to_string()], &pretty[3..6], &[rule.to_string()], &pretty[6..]]
                .concat()
                .join("\n");
            let givens = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
            for text in [plain, pretty.as_str()] {
                let d = wasm::decode(text).map_err(message).expect(text);
                assert_eq!(get_str(&d, "format"), "multiline", "{text}");
                assert_eq!(get_str(&get(&d, "board"), "givens"), givens, "{text}");
            }
            let short = plain.replacen("4 . . . . . 8 . 5", "4 . . . . . 8 .", 1);
            assert_eq!(
                message(wasm::decode(&short).unwrap_err()),
                "multiline at character 1: expected 9 cells on line 1 (row 1), found 8 cells"
            );
        }

        #[wasm_bindgen_test]
        fn a_string_without_candidates_gives_null_candidates() {
            let d = wasm::decode(LEGACY_162)
                .map_err(message)
                .expect("legacy string");
            assert_eq!(get_str(&d, "format"), "str8ts-com-legacy");
            let board = get(&d, "board");
            assert!(
                get(&board, "candidates").is_null(),
                "candidates: null, not undefined"
            );
            assert_eq!(
                get_str(&board, "black")
                    .chars()
                    .filter(|&c| c == '1')
                    .count(),
                14
            );
        }

        #[wasm_bindgen_test]
        fn bad_text_throws_an_error_with_the_rust_message() {
            let msg = message(wasm::decode("hello").unwrap_err());
            assert!(msg.starts_with("unknown board format"), "{msg}");
            assert_eq!(
                msg,
                straights::codec::decode("hello").unwrap_err().to_string()
            );
            // A broken cell names the format, the position and the cell.
            let broken = format!("{}vvv{}", &SEED_243[..30], &SEED_243[33..]);
            let msg = message(wasm::decode(&broken).unwrap_err());
            assert_eq!(
                msg,
                straights::codec::decode(&broken).unwrap_err().to_string()
            );
            assert!(
                msg.starts_with("str8ts-com at character 31 (r2c2): expected "),
                "{msg}"
            );
        }

        #[wasm_bindgen_test]
        fn encode_errors_are_errors_with_the_rust_message() {
            let board = get(&decoded_seed(), "board");
            let msg = message(wasm::encode(board.clone(), "nope").unwrap_err());
            assert_eq!(msg, straights::Format::from_name("nope").unwrap_err());
            let msg = message(wasm::encode(board, "sudoku81").unwrap_err());
            assert_eq!(
                msg,
                "sudoku81: expected a sudoku board, found a str8ts board"
            );
            let msg =
                message(wasm::encode(JsValue::from_str("not a board"), "str8ts-com").unwrap_err());
            assert!(!msg.is_empty());
            let msg =
                message(wasm::encode(js_sys::Object::new().into(), "str8ts-com").unwrap_err());
            assert_eq!(msg, "board object: missing field `variant`");
            let msg = message(wasm::encode(JsValue::UNDEFINED, "str8ts-com").unwrap_err());
            assert_eq!(msg, "board object: expected a plain object");
        }

        #[wasm_bindgen_test]
        fn formats_lists_every_format_with_what_it_holds() {
            let list: Array = wasm::formats()
                .expect("formats() never fails")
                .dyn_into()
                .expect("formats() returns an array");
            assert_eq!(list.length() as usize, straights::Format::all().count());
            let names: Vec<String> = list.iter().map(|f| get_str(&f, "name")).collect();
            assert!(names.iter().any(|n| n == "str8ts-com"), "{names:?}");
            assert!(names.iter().any(|n| n == "sudoku81"), "{names:?}");
            let s = format_entry("str8ts-com");
            assert_eq!(get_str(&s, "variant"), "str8ts");
            assert_eq!(get_str(&s, "values"), "distinct");
            for key in ["writable", "candidates", "black"] {
                assert_eq!(get(&s, key).as_bool(), Some(true), "{key}");
            }
            assert_eq!(get(&s, "solution").as_bool(), Some(false));
            assert!(!get_str(&s, "summary").is_empty());
            assert_eq!(get_str(&s, "title"), "str8ts.com link");
            assert_eq!(
                get_str(&s, "link"),
                "https://www.str8ts.com/str8ts.aspx?bd="
            );
            let titles: Vec<String> = list.iter().map(|f| get_str(&f, "title")).collect();
            for (f, title) in straights::Format::all().zip(&titles) {
                assert_eq!(f.title(), title, "{f}");
            }
            let s = format_entry("sudoku81");
            assert_eq!(get_str(&s, "title"), "Sudoku, 81 digits");
            assert_eq!(get_str(&s, "variant"), "sudoku");
            assert_eq!(get_str(&s, "values"), "givens-only");
            assert_eq!(get(&s, "black").as_bool(), Some(false));
            assert!(get(&s, "link").is_null(), "no site opens 81 digits");
            assert!(
                get(&format_entry("json"), "variant").is_null(),
                "both variants: null"
            );
            assert_eq!(
                get(&format_entry("opensudoku-xml"), "writable").as_bool(),
                Some(false)
            );
        }

        #[wasm_bindgen_test]
        fn engines_give_each_kinds_facts() {
            let list: Array = wasm::engines()
                .expect("engines() never fails")
                .dyn_into()
                .expect("engines() returns an array");
            let kinds: Vec<String> = list.iter().map(|e| get_str(&e, "variant")).collect();
            assert_eq!(kinds, ["str8ts", "sudoku"]);
            let (str8ts, sudoku) = (list.get(0), list.get(1));
            let boxes = |e: &JsValue| -> Vec<Vec<f64>> {
                let outer: Array = get(e, "boxes").dyn_into().expect("boxes: an array");
                outer
                    .iter()
                    .map(|b| b.dyn_into::<Array>().expect("a box: an array").iter().map(|c| c.as_f64().unwrap()).collect())
                    .collect()
            };
            assert!(boxes(&str8ts).is_empty());
            let sudoku_boxes = boxes(&sudoku);
            assert_eq!(sudoku_boxes.len(), 9);
            assert_eq!(sudoku_boxes[0], [0.0, 1.0, 2.0, 9.0, 10.0, 11.0, 18.0, 19.0, 20.0]);
            assert_eq!(sudoku_boxes[8][8], 80.0);
            let range: Array = get(&str8ts, "blackRange").dyn_into().expect("a pair");
            assert_eq!((range.get(0).as_f64(), range.get(1).as_f64()), (Some(13.0), Some(24.0)));
            assert!(get(&sudoku, "blackRange").is_null());
            for (e, minimal, grade, of, search, black, corner) in [
                (&str8ts, false, 3.0, "black cells", false, true, false),
                (&sudoku, true, 2.0, "clues", true, false, true),
            ] {
                assert_eq!(get(e, "blackCells").as_bool(), Some(black));
                assert_eq!(get(e, "cornerMarks").as_bool(), Some(corner));
                assert_eq!(get(e, "minimal").as_bool(), Some(minimal));
                assert_eq!(get(e, "defaultGrade").as_f64(), Some(grade));
                assert_eq!(get_str(e, "defaultSymmetry"), "rotate180");
                assert_eq!(get_str(e, "symmetryOf"), of);
                assert_eq!(get(e, "search").as_bool(), Some(search));
            }
        }

        #[wasm_bindgen_test]
        fn losses_say_what_a_format_drops() {
            let board = get(&decoded_seed(), "board");
            let words = |format: &str| -> Vec<String> {
                let list: Array = wasm::losses(board.clone(), format)
                    .unwrap_or_else(|e| panic!("{format}: {}", message(e)))
                    .dyn_into()
                    .expect("losses() returns an array");
                list.iter().map(|w| w.as_string().expect("a string")).collect()
            };
            // The example position: 1 placed digit, 39 rule candidates struck out.
            assert_eq!(
                words("str8ts-com-legacy"),
                ["1 placed digit", "39 eliminated candidates"]
            );
            assert_eq!(
                words("str8ts-text"),
                ["1 placed digit", "39 eliminated candidates"]
            );
            assert!(words("str8ts-com").is_empty());
            assert!(words("json").is_empty());
            let err = wasm::losses(board, "nope").map(|_| ()).unwrap_err();
            let msg = message(err);
            assert!(
                msg.starts_with("unknown format 'nope': expected one of str8ts-com,"),
                "{msg}"
            );
            let sudoku = get(&wasm::decode(TOP1465_FIRST).unwrap(), "board");
            let list: Array = wasm::losses(sudoku.clone(), "sukaku").unwrap().dyn_into().unwrap();
            assert_eq!(
                list.iter().map(|w| w.as_string().unwrap()).collect::<Vec<_>>(),
                ["the difference between digits and one-candidate cells (18 digits)"]
            );
            let list: Array = wasm::losses(sudoku, "sudoku81").unwrap().dyn_into().unwrap();
            assert_eq!(list.length(), 0);
        }

        #[wasm_bindgen_test]
        fn solve_grade_and_hint_a_real_puzzle() {
            let board = get(&wasm::decode(LEGACY_162).unwrap(), "board");
            let solved = wasm::solve(board.clone()).unwrap_or_else(|e| panic!("{}", message(e)));
            assert_eq!(get_str(&solved, "status"), "unique");
            assert_eq!(get_str(&solved, "solution"), WEEKLY001_SOLUTION);
            assert!(get(&solved, "second").is_null());
            let graded = wasm::grade(board.clone()).unwrap_or_else(|e| panic!("{}", message(e)));
            assert_eq!(get(&graded, "grade").as_f64(), Some(6.0));
            assert_eq!(get_str(&graded, "name"), "Extreme");
            assert_eq!(get(&graded, "finished").as_bool(), Some(true));
            let steps: Array = get(&graded, "steps").dyn_into().unwrap();
            let last: Array = steps.get(steps.length() - 1).dyn_into().unwrap();
            assert_eq!(last.get(0).as_string().as_deref(), Some("Forcing Chain"));
            let hint = wasm::hint(board).unwrap_or_else(|e| panic!("{}", message(e)));
            assert_eq!(get_str(&hint, "kind"), "step");
            assert!(!get_str(&hint, "text").is_empty());
            let cells: Array = get(&hint, "cells").dyn_into().unwrap();
            assert!(cells.length() > 0);
        }

        #[wasm_bindgen_test]
        fn conflicts_and_candidates_of_a_board() {
            // r1c1 and r1c5 both hold 5; r2c2-r2c3 holds 1 and 4.
            let text = "5...5....\n#14#.....\n.........\n.........\n.........\n.........\n.........\n.........\n.........";
            let board = get(&wasm::decode(text).unwrap(), "board");
            let list: Array = wasm::conflicts(board.clone()).unwrap().dyn_into().unwrap();
            assert_eq!(list.length(), 2);
            let first = list.get(0);
            assert_eq!(get_str(&first, "kind"), "repeat");
            assert_eq!(get_str(&first, "text"), "5 appears twice in a row: r1c1 and r1c5");
            assert_eq!(get_str(&list.get(1), "kind"), "not-straight");
            let masks: Array = wasm::candidates(board).unwrap().dyn_into().unwrap();
            assert_eq!(masks.length(), 81);
            assert_eq!(masks.get(0).as_f64(), Some(16.0)); // the 5 itself
            assert_eq!(masks.get(9).as_f64(), Some(0.0)); // empty black cell
        }

        #[wasm_bindgen_test]
        fn generate_gives_the_native_golden_puzzles() {
            let mut checked = 0;
            for line in GENERATE_GOLDEN.lines().filter(|l| !l.starts_with('#')) {
                let f: Vec<&str> = line.split(' ').collect();
                let grade: u8 = f[0].parse().unwrap();
                let seed: f64 = f[2].parse().unwrap();
                let made = wasm::generate(generate_options(grade, seed, f[1]))
                    .unwrap_or_else(|e| panic!("{line}: {}", message(e)));
                assert_eq!(get_str(&made, "bd"), f[3], "{line}");
                assert_eq!(get(&made, "grade").as_f64(), Some(f64::from(grade)));
                assert_eq!(get(&made, "seed").as_f64(), Some(seed));
                assert_eq!(get_str(&made, "symmetry"), f[1]);
                let board = get(&made, "board");
                assert_eq!(get_str(&board, "variant"), "str8ts");
                assert_eq!(get_str(&board, "solution").len(), 81);
                let graded = wasm::grade(board.clone()).unwrap();
                assert_eq!(get(&graded, "grade").as_f64(), Some(f64::from(grade)));
                assert_eq!(get_str(&wasm::solve(board).unwrap(), "status"), "unique");
                checked += 1;
            }
            assert_eq!(checked, 5);
        }

        #[wasm_bindgen_test]
        fn generate_gives_the_native_golden_sudoku_puzzles() {
            let mut checked = 0;
            for line in SUDOKU_GENERATE_GOLDEN.lines().filter(|l| !l.starts_with('#')) {
                let f: Vec<&str> = line.split(' ').collect();
                let level: u8 = f[0].parse().unwrap();
                let seed: f64 = f[3].parse().unwrap();
                let o = generate_options(level, seed, f[1]);
                js_sys::Reflect::set(&o, &"variant".into(), &"sudoku".into()).unwrap();
                js_sys::Reflect::set(&o, &"minimal".into(), &(f[2] == "true").into()).unwrap();
                let made = wasm::generate(o).unwrap_or_else(|e| panic!("{line}: {}", message(e)));
                assert_eq!(get_str(&made, "variant"), "sudoku");
                assert_eq!(get_str(&made, "symmetry"), f[1]);
                assert_eq!(get(&made, "grade").as_f64(), Some(f64::from(level)));
                let board = get(&made, "board");
                let text = wasm::encode(board.clone(), "sudoku81").unwrap();
                assert_eq!(text, f[4], "{line}");
                // The link string opens the same puzzle.
                let linked = get(&wasm::decode(&get_str(&made, "bd")).unwrap(), "board");
                assert_eq!(wasm::encode(linked, "sudoku81").unwrap(), f[4]);
                let graded = wasm::grade(board.clone()).unwrap();
                assert_eq!(get(&graded, "grade").as_f64(), Some(f64::from(level)));
                assert_eq!(get_str(&wasm::solve(board).unwrap(), "status"), "unique");
                checked += 1;
            }
            assert_eq!(checked, 7);
        }

        #[wasm_bindgen_test]
        fn sudoku_count_counts_and_names_a_bad_character() {
            assert_eq!(wasm::sudoku_count(TOP1465_FIRST, 2).unwrap(), 1);
            let fewer = format!(".{}", &TOP1465_FIRST[1..]);
            assert_eq!(wasm::sudoku_count(&fewer, 2).unwrap(), 2);
            assert_eq!(wasm::sudoku_count(&fewer, 5).unwrap(), 5);
            let bad = format!("{}x{}", &TOP1465_FIRST[..9], &TOP1465_FIRST[10..]);
            assert_eq!(
                message(wasm::sudoku_count(&bad, 2).unwrap_err()),
                "sudokuCount: character 10 (r2c1) is 'x': expected 1-9, '.' or '0'"
            );
            assert_eq!(
                message(wasm::sudoku_count("123", 2).unwrap_err()),
                "sudokuCount: expected 81 characters, found 3"
            );
        }

        #[wasm_bindgen_test]
        fn generate_checks_its_options() {
            let err = |o: JsValue| message(wasm::generate(o).unwrap_err());
            assert_eq!(
                err(generate_options(7, 1.0, "rotate180")),
                "generate: grade must be 1 (Easy) to 6 (Extreme), not 7"
            );
            assert_eq!(
                err(generate_options(2, 1.5, "rotate180")),
                "generate: seed must be an integer from 0 to 2^53-1, not 1.5"
            );
            assert_eq!(
                err(generate_options(2, 1.0, "spiral")),
                "generate: unknown symmetry 'spiral': expected none, rotate180, diagonal, mirror, rotate90 or anti-diagonal"
            );
            let o = generate_options(2, 3.0, "none");
            js_sys::Reflect::set(&o, &"blackMin".into(), &30.into()).unwrap();
            js_sys::Reflect::set(&o, &"blackMax".into(), &20.into()).unwrap();
            assert_eq!(
                err(o),
                "invalid black range 30-20: the minimum is larger than the maximum"
            );
            let o = generate_options(6, 3.0, "none");
            js_sys::Reflect::set(&o, &"variant".into(), &"sudoku".into()).unwrap();
            assert_eq!(
                err(o),
                "generate: the Sudoku level must be 1 (Easy) to 5 (Extreme), or 0 for any, not 6"
            );
            let o = generate_options(2, 3.0, "none");
            js_sys::Reflect::set(&o, &"variant".into(), &"kakuro".into()).unwrap();
            assert_eq!(
                err(o),
                "generate: unknown puzzle kind 'kakuro': expected str8ts or sudoku"
            );
            let o = generate_options(2, 3.0, "none");
            js_sys::Reflect::set(&o, &"minimal".into(), &true.into()).unwrap();
            assert!(err(o).starts_with("generate: minimal puzzles are made for Sudoku only"));
            let o = generate_options(2, 3.0, "none");
            js_sys::Reflect::set(&o, &"colour".into(), &"red".into()).unwrap();
            assert!(err(o).starts_with("generate options: unknown field `colour`"));
            // The fields are read one by one: each wrong type has its message.
            let o = generate_options(2, 3.0, "none");
            js_sys::Reflect::set(&o, &"grade".into(), &"x".into()).unwrap();
            assert_eq!(
                err(o),
                "generate options: `grade` must be an integer from 0 to 255, not \"x\""
            );
            let o = generate_options(2, 3.0, "none");
            js_sys::Reflect::set(&o, &"minimal".into(), &"yes".into()).unwrap();
            assert_eq!(
                err(o),
                "generate options: `minimal` must be true or false, not \"yes\""
            );
            let o = generate_options(2, 3.0, "none");
            js_sys::Reflect::set(&o, &"blackMin".into(), &2.5.into()).unwrap();
            assert_eq!(
                err(o),
                "generate options: `blackMin` must be an integer from 0 to 255, not 2.5"
            );
            let o = generate_options(2, 3.0, "none");
            js_sys::Reflect::delete_property(&js_sys::Object::from(o.clone()), &"grade".into()).unwrap();
            assert_eq!(err(o), "generate options: missing field `grade`");
            assert_eq!(err(5.into()), "generate options: expected an object, not 5");
            // A known field set to undefined is absent, not unknown.
            let o = generate_options(1, 3.0, "none");
            js_sys::Reflect::set(&o, &"variant".into(), &JsValue::UNDEFINED).unwrap();
            js_sys::Reflect::set(&o, &"seed".into(), &JsValue::NULL).unwrap();
            let made = wasm::generate(o).unwrap_or_else(|e| panic!("{}", message(e)));
            assert_eq!(get(&made, "grade").as_f64(), Some(1.0));
            // Without a seed: a random one, reported back, reproducing the puzzle.
            let o = js_sys::Object::new();
            js_sys::Reflect::set(&o, &"grade".into(), &1.into()).unwrap();
            let made = wasm::generate(o.into()).unwrap();
            let seed = get(&made, "seed").as_f64().unwrap();
            let again = wasm::generate(generate_options(1, seed, "rotate180")).unwrap();
            assert_eq!(get_str(&made, "bd"), get_str(&again, "bd"));
        }

        #[wasm_bindgen_test]
        fn hint_and_grade_a_sudoku() {
            let sudoku = "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8";
            let board = get(&wasm::decode(sudoku).unwrap(), "board");
            let hint = wasm::hint(board.clone()).unwrap_or_else(|e| panic!("{}", message(e)));
            assert_eq!(get_str(&hint, "kind"), "step");
            assert_eq!(get_str(&hint, "strategy"), "Naked Single");
            assert_eq!(get_str(&hint, "code"), "0003");
            assert_eq!(
                get_str(&hint, "text"),
                "Naked Single: 5 is the only candidate left in r6c4: place 5 in r6c4"
            );
            let placements = js_sys::JSON::stringify(&get(&hint, "placements")).unwrap();
            assert_eq!(String::from(placements), "[[48,5]]");
            // The grade as the Rust API gives it (level, name, score, steps).
            let graded = wasm::grade(board).unwrap_or_else(|e| panic!("{}", message(e)));
            let native = straights::codec::decode(sudoku).unwrap().board;
            let expected = straights::sudoku::logic::grade_view(&native, false);
            assert_eq!(get(&graded, "grade").as_f64(), Some(f64::from(expected.grade)));
            assert_eq!(get_str(&graded, "name"), expected.name);
            assert_eq!(get(&graded, "score").as_f64(), expected.score.map(f64::from));
        }

        #[wasm_bindgen_test]
        fn solve_a_sudoku() {
            let board = get(&wasm::decode(TOP1465_FIRST).unwrap(), "board");
            assert_eq!(get_str(&board, "variant"), "sudoku");
            let solved = wasm::solve(board).unwrap_or_else(|e| panic!("{}", message(e)));
            assert_eq!(get_str(&solved, "status"), "unique");
            assert_eq!(get_str(&solved, "solution"), TOP1465_FIRST_SOLUTION);
            assert!(get(&solved, "second").is_null());
            // The same answer as the native solver (the test runs on wasm32).
            let native = straights::codec::decode(TOP1465_FIRST).unwrap().board;
            let Solution::Unique(sol) = straights::sudoku::solve::solve(&native) else {
                panic!("not unique");
            };
            let digits: String = sol.iter().map(|d| char::from(b'0' + d)).collect();
            assert_eq!(digits, TOP1465_FIRST_SOLUTION);
            // An empty Sudoku has many solutions, two different ones reported.
            let empty = get(&wasm::decode(&".".repeat(81)).unwrap(), "board");
            let many = wasm::solve(empty).unwrap();
            assert_eq!(get_str(&many, "status"), "multiple");
            assert_ne!(get_str(&many, "solution"), get_str(&many, "second"));
        }

        #[wasm_bindgen_test]
        fn conflicts_of_a_sudoku_board() {
            // r1c1 and r2c3 both hold 5 (box 1); r1c9 and r9c9 both hold 7
            // (column 9). Houses come row 1, column 1, box 1, row 2, ...
            let mut text = vec![b'.'; 81];
            text[0] = b'5';
            text[11] = b'5';
            text[8] = b'7';
            text[80] = b'7';
            let board = get(
                &wasm::decode(std::str::from_utf8(&text).unwrap()).unwrap(),
                "board",
            );
            let list: Array = wasm::conflicts(board).unwrap().dyn_into().unwrap();
            assert_eq!(list.length(), 2);
            let column = list.get(1);
            assert_eq!(get_str(&column, "kind"), "repeat");
            assert_eq!(
                get_str(&column, "text"),
                "7 appears twice in a column: r1c9 and r9c9"
            );
            let boxed = list.get(0);
            assert_eq!(get_str(&boxed, "kind"), "repeat");
            assert_eq!(
                get_str(&boxed, "text"),
                "5 appears twice in box 1: r1c1 and r2c3"
            );
            let cells: Array = get(&boxed, "cells").dyn_into().unwrap();
            assert_eq!(
                cells.iter().map(|c| c.as_f64().unwrap()).collect::<Vec<_>>(),
                [0.0, 11.0]
            );
        }

        #[wasm_bindgen_test]
        fn check_says_what_is_wrong_with_a_puzzle() {
            // The board that made the solver trap ("unreachable") in the page.
            let several = "...#....ia.#......i.....#...............#...............#.....g......a.##....#...";
            let board = get(&wasm::decode(several).unwrap(), "board");
            let verdict = wasm::check(board.clone()).unwrap();
            assert_eq!(get_str(&verdict, "status"), "multiple");
            assert_eq!(
                get_str(&verdict, "text"),
                "This puzzle has more than one solution, so logic alone cannot finish it."
            );
            assert_eq!(get_str(&wasm::solve(board).unwrap(), "status"), "multiple");
            // Black clue 4 and a white given 4 in row 1.
            let clash = format!("d...4....{}", ".".repeat(72));
            let board = get(&wasm::decode(&clash).unwrap(), "board");
            let verdict = wasm::check(board.clone()).unwrap();
            assert_eq!(get_str(&verdict, "status"), "conflict");
            assert_eq!(
                get_str(&verdict, "text"),
                "The givens break the rules: 4 appears twice in a row: r1c1 and r1c5."
            );
            let hint = wasm::hint(board).unwrap();
            assert_eq!(get_str(&hint, "kind"), "broken-clues");
            assert_eq!(
                get_str(&hint, "text"),
                "the puzzle itself is broken: 4 appears twice in a row: r1c1 and r1c5"
            );
            let cells: Array = get(&hint, "cells").dyn_into().unwrap();
            assert_eq!(
                cells.iter().map(|c| c.as_f64().unwrap()).collect::<Vec<_>>(),
                [0.0, 4.0]
            );
            assert!(get(&verdict, "solution").is_null());
            let proper = get(&wasm::decode(LEGACY_162).unwrap(), "board");
            let verdict = wasm::check(proper).unwrap();
            assert_eq!(get_str(&verdict, "status"), "unique");
            assert_eq!(get_str(&verdict, "text"), "");
            assert_eq!(get_str(&verdict, "solution"), WEEKLY001_SOLUTION);
            // Sudoku too: the check's one search gives the solution.
            let sudoku = get(&wasm::decode(TOP1465_FIRST).unwrap(), "board");
            let verdict = wasm::check(sudoku).unwrap();
            assert_eq!(get_str(&verdict, "solution"), TOP1465_FIRST_SOLUTION);
        }

        #[wasm_bindgen_test]
        fn verdict_tells_a_setter_what_the_puzzle_is() {
            let numbers = |v: &JsValue, key: &str| -> Vec<f64> {
                let list: Array = get(v, key).dyn_into().unwrap();
                list.iter().map(|c| c.as_f64().unwrap()).collect()
            };
            let strings = |v: &JsValue, key: &str| -> Vec<String> {
                let list: Array = get(v, key).dyn_into().unwrap();
                list.iter().map(|c| c.as_string().unwrap()).collect()
            };
            // A proper Str8ts: unique, the native verdict's grade and clues.
            let board = get(&wasm::decode(LEGACY_162).unwrap(), "board");
            let v = wasm::verdict(board).unwrap_or_else(|e| panic!("{}", message(e)));
            let native = straights::codec::decode(LEGACY_162).unwrap().board;
            let expected = straights::engine::engine(native.variant).try_verdict(&native).unwrap();
            let straights::check::Verdict::Unique(u) = &expected else {
                panic!("weekly001 is unique");
            };
            assert_eq!(get_str(&v, "status"), "unique");
            assert_eq!(strings(&v, "solutions"), [WEEKLY001_SOLUTION]);
            assert_eq!(get(&v, "grade").as_f64(), Some(f64::from(u.grade)));
            assert_eq!(get_str(&v, "gradeName"), u.grade_name);
            assert_eq!(strings(&v, "strategies"), u.strategies);
            assert!(!u.strategies.is_empty());
            assert_eq!(get(&v, "minimal").as_bool(), Some(u.removable.is_empty()));
            let removable: Vec<f64> = u.removable.iter().map(|&i| i as f64).collect();
            assert_eq!(numbers(&v, "removable"), removable);
            assert_eq!(numbers(&v, "cells"), removable);
            assert_eq!(get_str(&v, "text"), expected.text());
            // A Sudoku without its first given: two solutions, the cells where they differ.
            let open = format!(".{}", &TOP1465_FIRST[1..]);
            let v = wasm::verdict(get(&wasm::decode(&open).unwrap(), "board")).unwrap();
            assert_eq!(get_str(&v, "status"), "many");
            let two = strings(&v, "solutions");
            assert_eq!(two.len(), 2);
            let differ: Vec<f64> = (0..81)
                .filter(|&i| two[0].as_bytes()[i] != two[1].as_bytes()[i])
                .map(|i| i as f64)
                .collect();
            assert!(!differ.is_empty());
            assert_eq!(numbers(&v, "cells"), differ);
            for key in ["grade", "gradeName", "minimal"] {
                assert!(get(&v, key).is_null(), "{key}");
            }
            assert!(numbers(&v, "removable").is_empty());
            // Clashing clues: broken, the cells and check's sentence.
            let clash = format!("d...4....{}", ".".repeat(72));
            let v = wasm::verdict(get(&wasm::decode(&clash).unwrap(), "board")).unwrap();
            assert_eq!(get_str(&v, "status"), "broken");
            assert_eq!(numbers(&v, "cells"), [0.0, 4.0]);
            assert_eq!(
                get_str(&v, "text"),
                "The clues break the rules: 4 appears twice in a row: r1c1 and r1c5."
            );
            assert!(strings(&v, "solutions").is_empty());
        }

        #[wasm_bindgen_test]
        fn orbits_cover_every_cell_once_as_the_symmetry_maps_them() {
            for name in straights::symmetry::NAMES {
                let list: Array = wasm::orbits(name).unwrap_or_else(|e| panic!("{}", message(e))).dyn_into().unwrap();
                let mut seen = [0u8; 81];
                let symmetry = straights::symmetry::Symmetry::from_name(name).unwrap();
                for orbit in list.iter() {
                    let cells: Vec<usize> = orbit.dyn_into::<Array>().unwrap().iter().map(|c| c.as_f64().unwrap() as usize).collect();
                    for &i in &cells {
                        seen[i] += 1;
                        assert!(cells.contains(&symmetry.image(i)), "{name}: the image of {i} is in its orbit");
                    }
                }
                assert!(seen.iter().all(|&n| n == 1), "{name}: every cell in one orbit");
            }
            // rotate180 pairs r1c1 with r9c9; the centre is alone.
            let list: Array = wasm::orbits("rotate180").unwrap().dyn_into().unwrap();
            assert_eq!(list.length(), 41);
            assert!(wasm::orbits("spiral").is_err());
        }

        #[wasm_bindgen_test]
        fn generate_survives_the_seeds_that_trapped() {
            // Grade 4, seed 5024 made "New puzzle" say "unreachable".
            let made = wasm::generate(generate_options(4, 5024.0, "rotate180"))
                .unwrap_or_else(|e| panic!("{}", message(e)));
            let board = get(&made, "board");
            assert_eq!(get_str(&wasm::solve(board).unwrap(), "status"), "unique");
        }

        #[wasm_bindgen_test]
        fn daily_gives_the_days_request_and_the_cli_puzzle() {
            let day = wasm::daily("2026-11-23", "Sudoku").unwrap_or_else(|e| panic!("{}", message(e)));
            let keys = js_sys::Object::keys(day.unchecked_ref::<js_sys::Object>());
            let keys: Vec<String> = keys.iter().filter_map(|k| k.as_string()).collect();
            assert_eq!(
                keys,
                ["date", "weekday", "variant", "grade", "gradeName", "seed", "symmetry"]
            );
            assert_eq!(get_str(&day, "date"), "2026-11-23");
            assert_eq!(get_str(&day, "weekday"), "Monday");
            assert_eq!(get_str(&day, "variant"), "sudoku");
            assert_eq!(get(&day, "grade").as_f64(), Some(1.0));
            assert_eq!(get_str(&day, "gradeName"), "Easy");
            assert_eq!(get(&day, "seed").as_f64(), Some(3_507_535_568_315_126.0));
            assert_eq!(get_str(&day, "symmetry"), "rotate180");
            // The request makes the puzzle `straights daily --date 2026-11-23 --variant sudoku` prints.
            let options = generate_options(1, 3_507_535_568_315_126.0, "rotate180");
            js_sys::Reflect::set(&options, &"variant".into(), &"sudoku".into()).unwrap();
            let made = wasm::generate(options).unwrap_or_else(|e| panic!("{}", message(e)));
            assert_eq!(get_str(&get(&made, "board"), "givens"), DAILY_SUDOKU_2026_11_23);
            let sunday = wasm::daily("2026-11-29", "str8ts").unwrap();
            assert_eq!(
                (get_str(&sunday, "weekday"), get_str(&sunday, "gradeName")),
                ("Sunday".to_string(), "Extreme".to_string())
            );
        }

        #[wasm_bindgen_test]
        fn daily_refuses_a_bad_date_or_kind() {
            assert_eq!(
                wasm::daily("2026-02-30", "str8ts").map_err(message).unwrap_err(),
                "no 30 February 2026: February 2026 has 28 days"
            );
            assert_eq!(
                wasm::daily("30/02/2026", "str8ts").map_err(message).unwrap_err(),
                "bad date '30/02/2026': expected YYYY-MM-DD, e.g. 2026-11-24"
            );
            assert_eq!(
                wasm::daily("2026-11-23", "kakuro").map_err(message).unwrap_err(),
                "unknown puzzle kind 'kakuro': expected str8ts or sudoku"
            );
        }
    };
}
pub(crate) use api_tests;
