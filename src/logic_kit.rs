//! The toolkit the puzzle kinds' human-style solvers are built with, written
//! once so that both kinds declare, look up and report their strategies the
//! same way; each kind supplies only its rows and what is its own.
//!
//! * [`strategy_table!`] declares a kind's strategy table from one list of
//!   rows: the `Strategy` enum, `STRATEGIES`, `STRATEGY_INFO` (the engine
//!   table's plain data), the finders and any columns of the kind's own.
//! * [`Table`] (made by the macro) and [`Logic`] are what a kind tells the
//!   toolkit: its strategies and grade names, its kind, its next step and
//!   grading, and how its steps read as plain data.
//! * [`hint`], [`hint_view`], [`steps_view`], [`grade_view`] and
//!   [`parse_strategy`] are the answers built on it; [`views!`] declares a
//!   kind's entries of the engine table with them.

use crate::board::{Board, Pos, Variant, CELLS};
use crate::check::position_check;
use crate::outcome::{name_key, GradeView, HintView, PathView, Problem};
use crate::rules::rules;

/// Declares a kind's strategy table from one list in the order its solver
/// tries them: each row gives the strategy's identifier and rule (its doc
/// comment), its name as players know it, its grade on the kind's scale
/// (`scale: Scale => grade method, names by number`) and the function that
/// finds its steps, then any columns of the kind's
/// own (after `rows: Row = constructor;`, each row's extra values are the
/// constructor's arguments, kept in `ROWS`).
///
/// It makes the `Strategy` enum, `STRATEGIES`, `STRATEGY_INFO` (each
/// strategy's name and grade number: plain data, so that reading them, as
/// the page's wasm module does, does not keep every finder in the build),
/// `FINDERS` (of the kind's `Finder` type) and the strategy's `index`,
/// `name`, grade (named by the kind: `grade`, `level`), `finder`,
/// `Display` and [`Table`], so they cannot drift apart.
macro_rules! strategy_table {
    (
        scale: $scale:ident => $grade_fn:ident, $names:ident;
        rows: $row:ident = $new:path;
        $($(#[doc = $doc:literal])* $id:ident, $name:literal, $grade:ident, $find:path, $($extra:expr),+;)*
    ) => {
        $crate::logic_kit::strategy_table! {
            scale: $scale => $grade_fn, $names;
            $($(#[doc = $doc])* $id, $name, $grade, $find;)*
        }

        /// The kind's own columns of the table, indexed by [`Strategy::index`].
        static ROWS: &[$row] = &[$($new($($extra),+),)*];
    };
    (
        scale: $scale:ident => $grade_fn:ident, $names:ident;
        $($(#[doc = $doc:literal])* $id:ident, $name:literal, $grade:ident, $find:path;)*
    ) => {
        /// A named solving strategy. [`STRATEGIES`] lists them in the order
        /// the solver tries them.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Strategy {
            $($(#[doc = $doc])* $id,)*
        }

        /// Every strategy in the order the solver tries them.
        pub const STRATEGIES: &[Strategy] = &[$(Strategy::$id,)*];

        /// The strategies' names and grade numbers in table order, indexed
        /// by [`Strategy::index`]: the engine table's plain data and the
        /// source of [`Strategy::name`] and the strategy's grade.
        pub const STRATEGY_INFO: &[$crate::outcome::StrategyInfo] = &[$(
            $crate::outcome::StrategyInfo { name: $name, grade: $scale::$grade as u8 },
        )*];

        /// The finders, indexed by [`Strategy::index`].
        static FINDERS: &[Finder] = &[$($find,)*];

        impl Strategy {
            /// The strategy's name as players know it.
            pub fn name(self) -> &'static str {
                STRATEGY_INFO[self.index()].name
            }

            /// The grade a puzzle gets when this is the hardest strategy it
            /// needs. (The table's grade numbers are made from the scale's
            /// values, so each is one.)
            pub fn $grade_fn(self) -> $scale {
                $scale::ALL[usize::from(STRATEGY_INFO[self.index()].grade) - 1]
            }

            /// The position of the strategy in [`STRATEGIES`].
            pub fn index(self) -> usize {
                self as usize
            }

            /// The function that finds the strategy's steps.
            fn finder(self) -> Finder {
                FINDERS[self.index()]
            }
        }

        impl std::fmt::Display for Strategy {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl $crate::logic_kit::Table for Strategy {
            const ALL: &'static [Strategy] = STRATEGIES;
            const GRADE_NAMES: &'static [&'static str] = &$names;

            fn name(self) -> &'static str {
                Strategy::name(self)
            }

            fn grade_number(self) -> u8 {
                STRATEGY_INFO[self.index()].grade
            }

            fn position(self) -> usize {
                self.index()
            }
        }
    };
}

pub(crate) use strategy_table;

/// Declares a kind's `hint_view`, `steps_view` and `grade_view`, the engine
/// table's entries, on the kind's [`Logic`] `$logic`.
macro_rules! views {
    ($logic:ty) => {
        /// The next step from a board's current state as plain data for
        /// the engine table: broken clues, then a wrong digit or a removed
        /// solution candidate, then the solver's step from the player's
        /// position.
        pub fn hint_view(board: &$crate::board::Board) -> $crate::outcome::HintView {
            $crate::logic_kit::hint_view::<$logic>(board)
        }

        /// The steps the engine table's `steps` asks for on a board's
        /// current position: with a strategy (by name, any case, spaces and
        /// punctuation ignored; Sudoku also by HoDoKu's code), its first
        /// step (every step with `all`); without one, every step of every
        /// strategy in table order with `all`, else the solver's next step.
        pub fn steps_view(
            board: &$crate::board::Board,
            strategy: Option<&str>,
            all: bool,
        ) -> Result<Vec<$crate::outcome::HintView>, String> {
            $crate::logic_kit::steps_view::<$logic>(board, strategy, all)
        }

        /// Every step from a board's position to the end, with the
        /// techniques' counts and grade, for the engine table.
        pub fn path_view(board: &$crate::board::Board) -> $crate::outcome::PathView {
            $crate::logic_kit::path_view::<$logic>(board)
        }

        /// The grade of a board's puzzle as plain data for the engine
        /// table; `known_unique` skips counting its solutions.
        pub fn grade_view(
            board: &$crate::board::Board,
            known_unique: bool,
        ) -> $crate::outcome::GradeView {
            $crate::logic_kit::grade_view::<$logic>(board, known_unique)
        }
    };
}

pub(crate) use views;

/// The answer to "what next?" on a board's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint<S> {
    /// Something wrong with the position before any step (the shared
    /// [`Problem`]): broken clues, a wrong digit, a solution digit removed
    /// from the player's candidates.
    Problem(Problem),
    /// The next logical step.
    Step(S),
    /// No strategy makes progress, but the solution is known: the last
    /// resort reveals one digit of it.
    Reveal(Reveal),
    /// Every cell holds the right digit.
    Solved,
    /// No strategy makes progress and no solution is known (a puzzle with
    /// several solutions, or none, that carries none of its own).
    Stuck,
}

/// The last resort when logic stops: one digit of the solution, in the
/// cell HoDoKu's *Brute Force* picks (the middle one of the empty white
/// cells in board order), so that pressing Hint again and again always
/// finishes a puzzle whose solution is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reveal {
    /// The cell.
    pub cell: Pos,
    /// Its digit in the solution.
    pub digit: u8,
}

impl Reveal {
    /// HoDoKu's choice on `board` with `solution`: of the empty white
    /// cells in board order, the one at index `count / 2`; `None` when no
    /// cell is empty.
    pub fn choose(board: &Board, solution: &[u8; CELLS]) -> Option<Reveal> {
        let open: Vec<Pos> = Pos::all().filter(|&p| board.cells[p].is_open()).collect();
        let cell = *open.get(open.len() / 2)?;
        Some(Reveal {
            cell,
            digit: solution[cell],
        })
    }
}

/// A puzzle's grading as the engine table reports it.
pub(crate) struct Graded<S> {
    /// The grade's number, 0 when logic cannot finish.
    pub number: u8,
    /// Every cell was filled by logic.
    pub finished: bool,
    /// The total score, for kinds that score their steps.
    pub score: Option<u32>,
    /// The strategies used with how often, in table order.
    pub steps: Vec<(S, usize)>,
}

/// A kind's strategies as the toolkit reads them (made by
/// [`strategy_table!`]).
pub(crate) trait Table: Copy + 'static {
    /// Every strategy in table order.
    const ALL: &'static [Self];
    /// The names of the kind's grades by number (0 "Unfinished").
    const GRADE_NAMES: &'static [&'static str];

    /// The strategy's name as players know it.
    fn name(self) -> &'static str;

    /// The grade number it belongs to.
    fn grade_number(self) -> u8;

    /// Its position in [`Table::ALL`].
    fn position(self) -> usize;
}

/// What a kind's human-style solver tells the toolkit.
pub(crate) trait Logic {
    /// The kind's strategy (the enum its [`strategy_table!`] declares).
    type Strategy: Table;
    /// One step of its solver.
    type Step;
    /// The kind, which a board must be of to get a step (and whose rules
    /// row [`position_check`] reads).
    const VARIANT: Variant;

    /// Whether `text` names `strategy` otherwise than by its name (Sudoku:
    /// HoDoKu's code); none by default.
    fn named_otherwise(_strategy: Self::Strategy, _text: &str) -> bool {
        false
    }

    /// Why logic stopped, in a player's words, for the last resort's
    /// sentence ("none of the techniques this player knows finds a step ...").
    const STOPPED: &'static str = "none of the techniques this player knows finds a step in \
        this position, and what is left needs trial and error";

    /// How the strategy is listed in the error for an unknown name: its
    /// name by default.
    fn label(strategy: Self::Strategy) -> String {
        strategy.name().to_string()
    }

    /// The next step of a position with no [`Problem`]: [`Hint::Solved`],
    /// [`Hint::Step`] or [`Hint::Stuck`]. `unique`: the puzzle is known to
    /// have one solution.
    fn progress(board: &Board, unique: bool) -> Hint<Self::Step>;

    /// A step as plain data.
    fn step_view(step: Self::Step) -> HintView;

    /// What [`steps_view`] lists without a strategy and without `all`: the
    /// solver's next step, if any.
    fn next_view(board: &Board) -> Option<HintView>;

    /// The steps of `wanted` in turn on the board's position: every step
    /// of each when `all`, else each one's first.
    fn steps(board: &Board, wanted: &[Self::Strategy], all: bool) -> Vec<Self::Step>;

    /// [`Logic::steps`] for a strategy asked for by `name` (as the user
    /// wrote it), which a kind may read more from (Sudoku: a library
    /// variant's switches); the same as `steps` by default.
    fn steps_named(
        board: &Board,
        wanted: &[Self::Strategy],
        all: bool,
        _name: Option<&str>,
    ) -> Vec<Self::Step> {
        Self::steps(board, wanted, all)
    }

    /// The grade of the board's puzzle; `known_unique` skips counting its
    /// solutions.
    fn grade(board: &Board, known_unique: bool) -> Graded<Self::Strategy>;

    /// Every step from the board's position (the player's candidates, or
    /// the rules' where none are noted) to the end or to where logic stops,
    /// with sentences and figures, and whether it reaches the end.
    /// `unique`: the puzzle is known to have one solution.
    fn path(board: &Board, unique: bool) -> (Vec<Self::Step>, bool);

    /// The strategy of a step.
    fn strategy_of(step: &Self::Step) -> Self::Strategy;
}

/// The next step from a board's current state: broken clues, then a wrong
/// digit or a removed solution candidate, then the solver's step from the
/// player's position, and where logic stops the last resort ([`Reveal`])
/// when the solution is known. A board of another kind is [`Hint::Stuck`].
pub(crate) fn hint<K: Logic>(board: &Board) -> Hint<K::Step> {
    if board.variant != K::VARIANT {
        return Hint::Stuck;
    }
    let checked = position_check(board, rules(K::VARIANT));
    if let Some(problem) = checked.problem {
        return Hint::Problem(problem);
    }
    match K::progress(board, checked.unique) {
        Hint::Stuck => checked
            .solution
            .and_then(|solution| Reveal::choose(board, &solution))
            .map_or(Hint::Stuck, Hint::Reveal),
        other => other,
    }
}

/// [`hint`] as plain data for the engine table.
pub(crate) fn hint_view<K: Logic>(board: &Board) -> HintView {
    match hint::<K>(board) {
        Hint::Step(step) => K::step_view(step),
        Hint::Reveal(reveal) => HintView::reveal(reveal.cell, reveal.digit, K::STOPPED),
        Hint::Solved => HintView::solved(),
        Hint::Stuck => HintView::stuck(),
        Hint::Problem(problem) => HintView::problem(problem),
    }
}

/// The steps the engine table's `steps` asks for on a board's current
/// position: with a strategy (by name, any case, spaces, `-` and `/`
/// ignored), its first step (every step with `all`); without one, every
/// step of every strategy in table order with `all`, else the solver's
/// next step.
pub(crate) fn steps_view<K: Logic>(
    board: &Board,
    strategy: Option<&str>,
    all: bool,
) -> Result<Vec<HintView>, String> {
    let wanted = match strategy {
        Some(name) => vec![find_strategy::<K>(name)?],
        None if all => K::Strategy::ALL.to_vec(),
        None => return Ok(K::next_view(board).into_iter().collect()),
    };
    let steps = K::steps_named(board, &wanted, all, strategy);
    Ok(steps.into_iter().map(K::step_view).collect())
}

/// The logical solution from a board's position as plain data for the
/// engine table: what is wrong with the position first (as [`hint`]
/// checks it), else every step with its figure, the techniques' counts and
/// the grade of the hardest.
pub(crate) fn path_view<K: Logic>(board: &Board) -> PathView {
    let mut view = PathView {
        problem: None,
        finished: false,
        grade: 0,
        grade_name: K::Strategy::GRADE_NAMES[0],
        counts: Vec::new(),
        steps: Vec::new(),
    };
    if board.variant != K::VARIANT {
        view.problem = Some(HintView::stuck());
        return view;
    }
    let checked = position_check(board, rules(K::VARIANT));
    if let Some(problem) = checked.problem {
        view.problem = Some(HintView::problem(problem));
        return view;
    }
    let (steps, finished) = K::path(board, checked.unique);
    let mut counts = vec![0usize; K::Strategy::ALL.len()];
    for step in &steps {
        let s = K::strategy_of(step);
        counts[s.position()] += 1;
        view.grade = view.grade.max(s.grade_number());
    }
    view.finished = finished;
    view.grade_name = K::Strategy::GRADE_NAMES[usize::from(view.grade)];
    view.counts = K::Strategy::ALL
        .iter()
        .zip(counts)
        .filter(|(_, n)| *n > 0)
        .map(|(s, n)| (s.name(), n))
        .collect();
    view.steps = steps.into_iter().map(K::step_view).collect();
    view
}

/// The grade of a board's puzzle as plain data for the engine table.
pub(crate) fn grade_view<K: Logic>(board: &Board, known_unique: bool) -> GradeView {
    let g = K::grade(board, known_unique);
    GradeView {
        grade: g.number,
        name: K::Strategy::GRADE_NAMES[g.number as usize],
        finished: g.finished,
        score: g.score,
        steps: g.steps.into_iter().map(|(s, n)| (s.name(), n)).collect(),
    }
}

/// The strategy `text` names: its name in any case, with spaces, `-`, `_`
/// and `/` ignored (the [`name_key`]), or what the kind accepts otherwise.
pub(crate) fn parse_strategy<K: Logic>(text: &str) -> Option<K::Strategy> {
    let wanted = name_key(text);
    K::Strategy::ALL
        .iter()
        .copied()
        .find(|&s| K::named_otherwise(s, text) || name_key(s.name()) == wanted)
}

/// [`parse_strategy`], or an error listing the kind's strategies.
pub(crate) fn find_strategy<K: Logic>(text: &str) -> Result<K::Strategy, String> {
    parse_strategy::<K>(text).ok_or_else(|| {
        let labels: Vec<String> = K::Strategy::ALL.iter().map(|&s| K::label(s)).collect();
        format!(
            "no {} strategy '{text}'; the strategies are: {}",
            K::VARIANT.title(),
            labels.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::Reveal;
    use crate::board::Pos;
    use crate::codec;

    /// HoDoKu's Brute Force: of the empty white cells in board order, the
    /// one at `count / 2`, with its digit of the solution; none on a full board.
    #[test]
    fn the_last_resort_reveals_the_middle_empty_cell() {
        let text =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
        let board = codec::decode(text).unwrap().board;
        let solution: [u8; crate::board::CELLS] = std::array::from_fn(|i| (i % 9) as u8 + 1);
        let open: Vec<usize> = text.match_indices('.').map(|(i, _)| i).collect();
        let middle = open[open.len() / 2];
        assert_eq!(
            Reveal::choose(&board, &solution),
            Some(Reveal {
                cell: Pos::new(middle),
                digit: solution[middle]
            })
        );
        let mut full = board.clone();
        for &i in &open {
            full.cells[i].value = solution[i];
        }
        assert_eq!(Reveal::choose(&full, &solution), None);
    }
}
