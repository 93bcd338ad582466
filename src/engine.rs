//! The engine table: one row of functions per puzzle kind, looked up from
//! a board's variant.
//!
//! This is the one place that chooses between Str8ts and Sudoku. The CLI,
//! the wasm API and, through it, the player ask [`engine`] for the row of a
//! board and call its functions; a capability a puzzle kind does not have
//! yet is `None` in its row, and the `try_*` helpers turn that into one
//! clear sentence ("hints are not available for Sudoku yet").
//!
//! Each row has two parts that can be read alone: its [`Facts`] (plain
//! data: names, formats, grades, strategies, defaults, what it offers)
//! through [`facts`], and its [`Rules`] (rule breaks, candidates, regions,
//! the exact solver; defined in the lower layer [`crate::rules`]) through
//! [`rules()`]. The page's small wasm module uses only
//! those two, so the linker leaves out the logic solvers, graders and
//! generators that the whole row points to.
//!
//! Adding a puzzle kind means one module of rules and solvers, one entry
//! in the list of kinds (`board.rs`), one row of [`crate::rules`] and one
//! row here.
//!
//! ```
//! use straights::engine::{engine, GenerateRequest};
//! use straights::{codec, Variant};
//! let board = codec::decode(&format!("12345678{}", ".".repeat(73))).unwrap().board;
//! let row = engine(board.variant);
//! assert_eq!(row.facts.variant, Variant::Sudoku);
//! assert!((row.rules.solve)(&board).first().is_some());
//! assert_eq!(row.try_hint(&board).unwrap().strategy, Some("Full House"));
//! let request = GenerateRequest { grade: 2, seed: 1, ..Default::default() };
//! assert_eq!(row.try_generate(&request).unwrap().grade, 2);
//! ```

use crate::board::{Board, Variant};
use crate::check::Verdict;
use crate::codec::Format;
pub use crate::outcome::{name_key, same_name_key, GenerateRequest, Generated, StrategyInfo};
use crate::outcome::{GradeView, HintView, PathView};
pub use crate::rules::{candidates, fill_naive_candidates, naive_candidates, rules, Rules};
use crate::symmetry::Symmetry;
use crate::{rules, str8ts, sudoku};

/// Steps on a position: (board, strategy name or code, every step) in, steps or one sentence out.
pub type StepsFn = fn(&Board, Option<&str>, bool) -> Result<Vec<HintView>, String>;

/// A generator: a plain request in, a puzzle or one sentence out.
pub type GenerateFn = fn(&GenerateRequest) -> Result<Generated, String>;

/// What a puzzle kind is and offers, as plain data (no functions), so that
/// the page's wasm module can list it without keeping the logic solvers,
/// graders and generators alive (a function pointer read keeps its code).
#[derive(Clone, Copy, Debug)]
pub struct Facts {
    /// The puzzle kind of the row.
    pub variant: Variant,
    /// The kind's name in messages: "Str8ts", "Sudoku".
    pub title: &'static str,
    /// The format that shows a board of this kind as a readable grid.
    pub grid_format: Format,
    /// The format a link with progress is written in (the player's `#bd=`).
    pub link_format: Format,
    /// The format of a puzzle-only link (givens and black cells).
    pub puzzle_format: Format,
    /// The format `straights generate` writes unless told otherwise.
    pub generated_format: Format,
    /// The grade names, index 0 being "Unfinished" (logic cannot finish).
    pub grade_names: &'static [&'static str],
    /// The logic solver's strategies, easiest first.
    pub strategies: &'static [StrategyInfo],
    /// The symmetry names the generator takes.
    pub symmetries: &'static [&'static str],
    /// Whether the row has a hint engine ([`Engine::hint`] is `Some`).
    pub hint: bool,
    /// Whether the row has a grader ([`Engine::grade`] is `Some`).
    pub grade: bool,
    /// Whether the row has a generator ([`Engine::generate`] is `Some`).
    pub generate: bool,
    /// The kind's fixed houses beyond rows and columns, each as its cells
    /// (0..80 row by row): Sudoku's nine 3x3 boxes; none for Str8ts, whose
    /// regions follow the black cells (see [`Rules::regions`]).
    pub boxes: &'static [[u8; 9]],
    /// Whether the kind has black cells (and black clues): what the setter's
    /// Black key, the black cells' symmetry and the formats' black flags are
    /// for. Ask this, not [`Facts::black_range`], which is the generator's.
    pub black_cells: bool,
    /// Whether the player offers the kind's corner and centre pencil marks
    /// (SudokuPad's) beside its candidates: the kinds with boxes, whose
    /// players know these marks; a kind without them keeps its candidate
    /// grid alone.
    pub corner_marks: bool,
    /// The generator's default range of black cells (fewest, most); `None`
    /// when the kind has no black cells (a black-cell range is refused).
    pub black_range: Option<(u8, u8)>,
    /// Whether the generator takes `minimal` (every clue needed).
    pub minimal: bool,
    /// The grade a new puzzle is offered at (the player's New puzzle dialog).
    pub default_grade: u8,
    /// The symmetry the generator uses unless told otherwise.
    pub default_symmetry: &'static str,
    /// What the symmetry applies to, in words ("black cells", "clues").
    pub symmetry_of: &'static str,
    /// Whether the minimal-clue search ([`crate::search`]) applies to the kind's grids.
    pub search: bool,
    /// The constant mixed into the kind's daily seeds (see [`crate::daily`]),
    /// so that two kinds of the same day draw unrelated numbers: the ASCII
    /// bytes of the kind's name in capitals.
    pub daily_constant: u64,
}

/// One puzzle kind's engines: one row of the table.
pub struct Engine {
    /// What the kind is and offers (also alone in [`facts`]).
    pub facts: Facts,
    /// The rules and the exact solver (also alone in [`rules()`]).
    pub rules: Rules,
    /// The next step from the position, if the kind has a logic solver.
    pub hint: Option<fn(&Board) -> HintView>,
    /// Steps on the position as given: of one strategy (by name, or code
    /// for Sudoku) or the solver's next; every one of them with `all`.
    pub steps: Option<StepsFn>,
    /// The puzzle's grade; the flag says the puzzle is known to be unique
    /// (so the grader need not count its solutions again).
    pub grade: Option<fn(&Board, bool) -> GradeView>,
    /// Every logic step from the position to the end (with the hint engine).
    pub path: Option<fn(&Board) -> PathView>,
    /// A unique puzzle of exactly the requested grade, if the kind has a generator.
    pub generate: Option<GenerateFn>,
}

/// The Str8ts row.
const STR8TS: Engine = Engine {
    facts: Facts {
        variant: Variant::Str8ts,
        title: Variant::Str8ts.title(),
        grid_format: Format::Str8tsText,
        link_format: Format::Str8tsCom,
        puzzle_format: Format::Str8tsComLegacy,
        generated_format: Format::Str8tsCom,
        grade_names: &str8ts::logic::GRADE_NAMES,
        strategies: str8ts::logic::STRATEGY_INFO,
        symmetries: &str8ts::generate::SYMMETRY_NAMES,
        hint: true,
        grade: true,
        generate: true,
        boxes: &[],
        black_cells: true,
        corner_marks: false,
        black_range: Some(str8ts::generate::DEFAULT_BLACK_RANGE),
        minimal: false,
        default_grade: 3,
        default_symmetry: Symmetry::Rotate180.name(),
        symmetry_of: "black cells",
        search: false,
        daily_constant: 0x5354_5238_5453, // "STR8TS"
    },
    rules: rules::STR8TS,
    hint: Some(str8ts::logic::hint_view),
    steps: Some(str8ts::logic::steps_view),
    grade: Some(str8ts::logic::grade_view),
    path: Some(str8ts::logic::path_view),
    generate: Some(str8ts::generate::generate_request),
};

/// The Sudoku row.
const SUDOKU: Engine = Engine {
    facts: Facts {
        variant: Variant::Sudoku,
        title: Variant::Sudoku.title(),
        grid_format: Format::Multiline,
        link_format: Format::Sudokuwiki,
        puzzle_format: Format::Sudoku81,
        generated_format: Format::Sudoku81,
        grade_names: &sudoku::logic::GRADE_NAMES,
        strategies: sudoku::logic::STRATEGY_INFO,
        symmetries: &sudoku::generate::SYMMETRY_NAMES,
        hint: true,
        grade: true,
        generate: true,
        boxes: &sudoku::rules::BOXES,
        black_cells: false,
        corner_marks: true,
        black_range: None,
        minimal: true,
        default_grade: 2,
        default_symmetry: Symmetry::Rotate180.name(),
        symmetry_of: "clues",
        search: true,
        daily_constant: 0x5355_444F_4B55, // "SUDOKU"
    },
    rules: rules::SUDOKU,
    hint: Some(sudoku::logic::hint_view),
    steps: Some(sudoku::logic::steps_view),
    grade: Some(sudoku::logic::grade_view),
    path: Some(sudoku::logic::path_view),
    generate: Some(sudoku::generate::generate_request),
};

/// Whether a row's facts say what the row has, its rules are its kind's,
/// black cells agree with the list of kinds and the generator's range, and
/// corner marks go with boxes (checked when compiling).
const fn facts_agree(row: &Engine) -> bool {
    row.rules.variant.index() == row.facts.variant.index()
        && row.facts.black_cells == row.facts.variant.black_cells()
        && row.facts.black_range.is_some() == row.facts.black_cells
        // Corner marks exactly when there are boxes.
        && row.facts.corner_marks != row.facts.boxes.is_empty()
        && row.facts.hint == row.hint.is_some()
        && row.path.is_some() == row.hint.is_some()
        && row.facts.grade == row.grade.is_some()
        && row.facts.generate == row.generate.is_some()
}

const _: () = assert!(facts_agree(&STR8TS) && facts_agree(&SUDOKU));

/// The rows, in the order of the list of kinds ([`Variant::ALL`]: Str8ts,
/// then Sudoku).
static ENGINES: [Engine; Variant::ALL.len()] = [STR8TS, SUDOKU];

/// The rows' facts alone, in the same order: reading them keeps no code.
static FACTS: [Facts; Variant::ALL.len()] = [STR8TS.facts, SUDOKU.facts];

// Every row at its kind's place in the list of kinds, so that [`index`]
// finds each kind's own row.
const _: () = assert!(Variant::follow_the_list(&[
    STR8TS.facts.variant,
    SUDOKU.facts.variant
]));

/// The position of a kind's row: its place in the list of kinds.
fn index(variant: Variant) -> usize {
    variant.index()
}

/// The default kind's row, the table's first (Str8ts): what the CLI and
/// the wasm API use when no kind is named.
pub fn default_engine() -> &'static Engine {
    &ENGINES[0]
}

/// The default kind (see [`default_engine`]).
pub fn default_variant() -> Variant {
    default_engine().facts.variant
}

/// The engines of a puzzle kind.
pub fn engine(variant: Variant) -> &'static Engine {
    &ENGINES[index(variant)]
}

/// The facts of a puzzle kind, without its engines.
pub fn facts(variant: Variant) -> &'static Facts {
    &FACTS[index(variant)]
}

/// The facts of the kind named `name` ("str8ts", "Sudoku"; any case), or a
/// sentence naming the kinds. Reads only the plain facts, so the page's wasm
/// module can use it without keeping the engines' code alive.
pub fn facts_named(name: &str) -> Result<&'static Facts, String> {
    FACTS
        .iter()
        .find(|f| f.title.eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| {
            // The kinds' lower-case names ("str8ts"), not `title.to_lowercase()`:
            // Unicode case tables would weigh some 10 KB in the page's wasm.
            // `String`s, as the codec's joins: one instantiation of `join`.
            let names: Vec<String> = FACTS.iter().map(|f| f.variant.name().to_string()).collect();
            format!(
                "unknown puzzle kind '{name}': expected {}",
                names.join(" or ")
            )
        })
}

/// The row of the kind named `name` ("str8ts", "Sudoku"; any case), or a
/// sentence naming the kinds (see [`facts_named`]).
pub fn engine_named(name: &str) -> Result<&'static Engine, String> {
    facts_named(name).map(|f| engine(f.variant))
}

/// Every row, Str8ts first.
pub fn engines() -> &'static [Engine] {
    &ENGINES
}

/// Every kind's facts, Str8ts first (see [`Facts`]).
pub fn all_facts() -> &'static [Facts] {
    &FACTS
}

impl Engine {
    /// The sentence for a capability this kind lacks.
    fn missing(&self, what: &str) -> String {
        format!("{what} not available for {} boards yet", self.facts.title)
    }

    /// The next step, or why there is none for this kind.
    ///
    /// ```
    /// use straights::{codec, engine::engine};
    ///
    /// let board = codec::decode("6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8")?.board;
    /// let hint = engine(board.variant).try_hint(&board)?;
    /// assert_eq!(hint.kind, "step");
    /// assert!(!hint.placements.is_empty() || !hint.eliminations.is_empty());
    /// println!("{}", hint.text); // the step in words; hint.figure: what to draw
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_hint(&self, board: &Board) -> Result<HintView, String> {
        self.hint
            .map(|f| f(board))
            .ok_or_else(|| self.missing("hints are"))
    }

    /// The logical solution path from the position, or why there is none for this kind.
    ///
    /// ```
    /// use straights::{codec, engine::engine};
    ///
    /// let board = codec::decode("6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8")?.board;
    /// let path = engine(board.variant).try_path(&board)?;
    /// assert!(path.finished && path.steps.len() >= 57); // at least one step per empty cell
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_path(&self, board: &Board) -> Result<PathView, String> {
        self.path
            .map(|f| f(board))
            .ok_or_else(|| self.missing("solution paths are"))
    }

    /// The grader, or why there is none for this kind (so that a caller
    /// can say so before checking the puzzle it would grade).
    pub fn grader(&self) -> Result<fn(&Board, bool) -> GradeView, String> {
        self.grade.ok_or_else(|| self.missing("grades are"))
    }

    /// The grade, or why there is none for this kind.
    ///
    /// ```
    /// use straights::{codec, engine::engine};
    ///
    /// let board = codec::decode("6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8")?.board;
    /// let grade = engine(board.variant).try_grade(&board, false)?;
    /// assert!(grade.finished && grade.grade >= 1);
    /// println!("{} {}: {:?}", grade.grade, grade.name, grade.steps);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_grade(&self, board: &Board, known_unique: bool) -> Result<GradeView, String> {
        self.grader().map(|f| f(board, known_unique))
    }

    /// The setter's verdict on the board's puzzle (broken, none, many, or
    /// unique with its grade and the clues that could go: see
    /// [`crate::check::verdict()`]), by this row's rules and grader; or why
    /// there is none for this kind (it has no grader).
    ///
    /// ```
    /// use straights::{codec, engine::engine};
    ///
    /// let board = codec::decode("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")?.board;
    /// let verdict = engine(board.variant).try_verdict(&board)?;
    /// assert_eq!(verdict.status(), "unique");
    /// assert_eq!(verdict.minimal(), Some(true));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_verdict(&self, board: &Board) -> Result<Verdict, String> {
        self.grader()
            .map(|grade| crate::check::verdict(board, &self.rules, grade))
    }

    /// Steps on a position (see [`Engine::steps`]), or why there are none for this kind.
    pub fn try_steps(
        &self,
        board: &Board,
        strategy: Option<&str>,
        all: bool,
    ) -> Result<Vec<HintView>, String> {
        self.steps
            .ok_or_else(|| self.missing("hints are"))
            .and_then(|f| f(board, strategy, all))
    }

    /// A generated puzzle, or why there is none for this kind. The same
    /// request gives the same puzzle on every platform.
    ///
    /// ```
    /// use straights::{engine::engine_named, outcome::GenerateRequest};
    ///
    /// let sudoku = engine_named("sudoku")?;
    /// let request = GenerateRequest { grade: 2, seed: 7, symmetry: None, black_range: None, minimal: false };
    /// let made = sudoku.try_generate(&request)?;
    /// assert_eq!(made.grade, 2);
    /// assert!(made.board.solution.is_some());
    /// assert_eq!(sudoku.try_generate(&request)?.board, made.board);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_generate(&self, request: &GenerateRequest) -> Result<Generated, String> {
        self.generate
            .ok_or_else(|| self.missing("generating puzzles is"))
            .and_then(|f| f(request))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::CELLS;
    use crate::codec;

    /// The named facts agree with what they name, in the table the outer
    /// layers read: black cells with the list of kinds and the generator's
    /// black-cell range, corner and centre marks with boxes.
    #[test]
    fn named_facts_agree_with_the_rows() {
        for f in all_facts() {
            assert_eq!(f.black_cells, f.variant.black_cells(), "{}", f.title);
            assert_eq!(f.black_cells, f.black_range.is_some(), "{}", f.title);
            assert_eq!(f.corner_marks, !f.boxes.is_empty(), "{}", f.title);
        }
    }

    #[test]
    fn facts_tell_the_kinds_apart() {
        let (s, d) = (facts(Variant::Str8ts), facts(Variant::Sudoku));
        assert!(s.boxes.is_empty());
        let mut seen = [false; CELLS];
        for cell in d.boxes.iter().flatten() {
            assert!(!std::mem::replace(&mut seen[*cell as usize], true));
        }
        assert!(seen.iter().all(|&s| s), "the boxes cover the board once");
        for (k, cells) in d.boxes.iter().enumerate() {
            assert!(cells.iter().all(|&c| crate::board::box_of(c as usize) == k));
        }
        assert_eq!(s.black_range, Some(str8ts::generate::DEFAULT_BLACK_RANGE));
        assert_eq!(d.black_range, None);
        assert!(s.black_cells && !d.black_cells);
        assert!(!s.corner_marks && d.corner_marks);
        assert!(!s.minimal && d.minimal && !s.search && d.search);
        assert_eq!((s.default_grade, d.default_grade), (3, 2));
        for f in all_facts() {
            assert_eq!(f.default_symmetry, "rotate180");
            assert!(f.symmetries.contains(&f.default_symmetry));
            assert!((1..f.grade_names.len()).contains(&(f.default_grade as usize)));
        }
        assert_eq!((s.symmetry_of, d.symmetry_of), ("black cells", "clues"));
        assert_eq!(s.daily_constant.to_be_bytes()[2..], *b"STR8TS");
        assert_eq!(d.daily_constant.to_be_bytes()[2..], *b"SUDOKU");
    }

    #[test]
    fn each_row_serves_its_own_kind() {
        for row in engines() {
            assert!(std::ptr::eq(engine(row.facts.variant), row));
            assert_eq!(facts(row.facts.variant).title, row.facts.title);
        }
    }

    #[test]
    fn a_sudoku_board_is_solved_and_told_what_it_lacks() {
        let top =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let b = codec::decode(top).unwrap().board;
        let row = engine(b.variant);
        assert!((row.rules.solve)(&b).is_unique());
        assert_eq!((row.rules.count)(&b, 2), 1);
        let graded = row.try_grade(&b, true).unwrap();
        assert!(graded.finished && graded.score.is_some());
        assert_eq!(graded.name, row.facts.grade_names[graded.grade as usize]);
        assert_eq!(row.facts.strategies[0].name, "Full House");
        let request = GenerateRequest {
            grade: 2,
            ..Default::default()
        };
        let made = row.try_generate(&request).unwrap();
        assert_eq!((made.grade, made.symmetry), (2, "rotate180"));
        assert_eq!((row.rules.count)(&made.board, 2), 1);
    }

    #[test]
    fn str8ts_grade_names_and_strategies_come_from_the_logic_table() {
        let row = engine(Variant::Str8ts);
        assert_eq!(row.facts.grade_names[0], "Unfinished");
        assert_eq!(row.facts.grade_names.len(), 7);
        let strategies = row.facts.strategies;
        assert!(strategies.windows(2).all(|w| w[0].grade <= w[1].grade));
        assert_eq!(strategies[0].grade, 1);
    }
}
