//! The human-style Sudoku solver: HoDoKu's techniques by name and code, in
//! HoDoKu's order, with explained steps, HoDoKu-compatible grades and hints.
//!
//! [`STRATEGIES`] is the strategy table: one row per technique with its
//! name, HoDoKu's library code, the level and score it adds to a grade, how
//! the solver uses it, and the function that finds it. The rows are in the
//! order the solver tries them (HoDoKu 2.2's default order); after any
//! progress it starts again from the first row. Each technique family lives
//! in its own file; adding a technique is one function there and one row
//! here.
//!
//! A finder reports every instance it sees to a [`Finds`], which keeps the
//! steps of the wanted strategy, drops empty and repeated ones and tells
//! the finder when to stop (at the first step, or never when every step is
//! asked for, as `straights hint --all` and the regression test do).
//!
//! * [`next_step`] is the solver's step from a position;
//! * [`find_all`] lists every step of one strategy on a position;
//! * [`grade`] solves a puzzle from its givens and rates it as HoDoKu does:
//!   the level of the hardest technique used, raised while the total score
//!   exceeds the level's maximum (Easy 800, Medium 1000, Hard 1600, Unfair
//!   1800);
//! * [`hint_view`] and [`grade_view`] are the engine table's answers.
//!
//! Every strategy is sound on any position; the uniqueness techniques (and
//! BUG+1) assume the puzzle has one solution and are used by the solver
//! only when that is known.

mod als;
mod chains;
mod coloring;
mod fish;
mod forcing;
mod grid;
mod intersections;
mod single_digit;
mod singles;
mod subsets;
mod sue_de_coq;
mod templates;
mod uniqueness;
mod wings;

pub use grid::Grid;
/// The board's geometry for the generator's solution grids.
pub(crate) use grid::{bit, cell_houses, ALL_CELLS, PEERS};

use crate::board::{cell_name, digit_mask, digits_of, Board, Mask, Variant, CELLS};
use crate::grade::grade_scale;
use crate::outcome::StrategyInfo;
use crate::outcome::{GradeView, HintView};
use grid::Set;

grade_scale! {
    /// HoDoKu's difficulty levels.
    pub enum Level ("level") names GRADE_NAMES {
        /// 1: singles; total score at most 800.
        Easy = 1,
        /// 2: intersections, pairs and triples; score at most 1000.
        Medium = 2,
        /// 3: quadruples, basic fish, wings, single-digit patterns, uniqueness; score at most 1600.
        Hard = 3,
        /// 4: finned fish of three or more lines, chains, ALS; score at most 1800.
        Unfair = 4,
        /// 5: forcing chains and nets, templates; any score.
        Extreme = 5,
    }
}

impl Level {
    /// The highest total score a puzzle of this level may have (HoDoKu's defaults).
    pub fn max_score(self) -> u32 {
        match self {
            Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Unfair => 1800,
            Level::Extreme => u32::MAX,
        }
    }

    /// The level a puzzle gets: `hardest` raised while `score` exceeds its maximum.
    pub fn of(hardest: Level, score: u32) -> Level {
        let mut level = hardest;
        while score > level.max_score() {
            level = Level::from_number(level.number() + 1).unwrap_or(Level::Extreme);
        }
        level
    }
}

/// How the solver uses a strategy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    /// Always, in table order.
    Solve,
    /// Only for a puzzle known to have one solution (uniqueness techniques).
    Unique,
    /// Never on its own: found only when asked for by name (HoDoKu's
    /// disabled-by-default techniques and its dual and Siamese forms).
    OnRequest,
}

/// A finder: reports the instances of its technique on the grid to the sink.
pub type Finder = fn(&Grid, &mut Finds);

/// What the strategy table holds for a strategy beyond its name and level
/// (those are in [`STRATEGY_INFO`]). Plain data, so that reading it does
/// not keep every finder in the build; the finders are in `FINDERS`.
struct Row {
    code: &'static str,
    score: u32,
    usage: Use,
}

/// Declares the strategy table from one list in solving order: each line
/// gives the identifier and rule, the name, HoDoKu's code, the level, the
/// score per step, how the solver uses it and its finder. The macro makes
/// the [`Strategy`] enum, [`STRATEGIES`], [`STRATEGY_INFO`] (names and
/// levels), the rows (the rest) and the finders, so they cannot drift apart.
macro_rules! strategy_table {
    ($($(#[doc = $doc:literal])* $id:ident, $name:literal, $code:literal, $level:ident, $score:literal, $usage:ident, $find:path;)*) => {
        /// A named technique. [`STRATEGIES`] lists them in solving order.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Strategy {
            $($(#[doc = $doc])* $id,)*
        }

        /// Every strategy in solving order.
        pub const STRATEGIES: &[Strategy] = &[$(Strategy::$id,)*];

        /// The codes, scores and usages, indexed by [`Strategy::index`].
        static ROWS: &[Row] = &[$(Row {
            code: $code,
            score: $score,
            usage: Use::$usage,
        },)*];

        /// The strategies' names and level numbers in solving order, indexed
        /// by [`Strategy::index`]: the engine table's plain data and the
        /// source of [`Strategy::name`] and [`Strategy::level`].
        pub const STRATEGY_INFO: &[StrategyInfo] =
            &[$(StrategyInfo { name: $name, grade: Level::$level as u8 },)*];

        /// The finders, indexed by [`Strategy::index`].
        static FINDERS: &[Finder] = &[$($find,)*];
    };
}

strategy_table! {
    /// The last empty cell of a house takes the missing digit.
    FullHouse, "Full House", "0000", Easy, 4, Solve, singles::full_house;
    /// A cell with one candidate left takes it.
    NakedSingle, "Naked Single", "0003", Easy, 4, Solve, singles::naked_single;
    /// A digit with one place left in a house goes there.
    HiddenSingle, "Hidden Single", "0002", Easy, 14, Solve, singles::hidden_single;
    /// A naked pair inside a line and a box clears both houses.
    LockedPair, "Locked Pair", "0110", Medium, 40, Solve, subsets::locked_pair;
    /// A naked triple inside a line and a box clears both houses.
    LockedTriple, "Locked Triple", "0111", Medium, 60, Solve, subsets::locked_triple;
    /// A digit of a box confined to one line leaves the rest of the line.
    LockedCandidates1, "Locked Candidates Type 1 (Pointing)", "0100", Medium, 50, Solve, intersections::pointing;
    /// A digit of a line confined to one box leaves the rest of the box.
    LockedCandidates2, "Locked Candidates Type 2 (Claiming)", "0101", Medium, 50, Solve, intersections::claiming;
    /// Two cells of a house with the same two candidates.
    NakedPair, "Naked Pair", "0200", Medium, 60, Solve, subsets::naked_pair;
    /// Three cells of a house with three candidates between them.
    NakedTriple, "Naked Triple", "0201", Medium, 80, Solve, subsets::naked_triple;
    /// Two digits of a house confined to the same two cells.
    HiddenPair, "Hidden Pair", "0210", Medium, 70, Solve, subsets::hidden_pair;
    /// Three digits of a house confined to the same three cells.
    HiddenTriple, "Hidden Triple", "0211", Medium, 100, Solve, subsets::hidden_triple;
    /// Four cells of a house with four candidates between them.
    NakedQuadruple, "Naked Quadruple", "0202", Hard, 120, Solve, subsets::naked_quadruple;
    /// Four digits of a house confined to the same four cells.
    HiddenQuadruple, "Hidden Quadruple", "0212", Hard, 150, Solve, subsets::hidden_quadruple;
    /// Two rows whose digit lies in the same two columns (or the reverse): the rest of those columns lose it.
    XWing, "X-Wing", "0300", Hard, 140, Solve, fish::x_wing;
    /// The X-Wing with three lines.
    Swordfish, "Swordfish", "0301", Hard, 150, Solve, fish::swordfish;
    /// The X-Wing with four lines.
    Jellyfish, "Jellyfish", "0302", Hard, 160, Solve, fish::jellyfish;
    /// Two X-Wing-like lines of bivalue cells with the same two digits, alternating along a chain.
    RemotePair, "Remote Pair", "0703", Hard, 110, Solve, chains::remote_pair;
    /// Bivalue universal grave plus one: the one cell with three candidates must take the digit that would otherwise make two solutions.
    BugPlus1, "Bivalue Universal Grave + 1", "0610", Hard, 100, Unique, uniqueness::bug_plus_1;
    /// Two conjugate lines of a digit whose ends are offset: cells seeing both ends lose the digit.
    Skyscraper, "Skyscraper", "0400", Hard, 130, Solve, single_digit::skyscraper;
    /// A row and a column strong link joined in a box: cells seeing both free ends lose the digit.
    TwoStringKite, "2-String Kite", "0401", Hard, 150, Solve, single_digit::two_string_kite;
    /// Two strong links joined by a weak link (an X-Chain of three links).
    TurbotFish, "Turbot Fish", "0403", Hard, 120, Solve, single_digit::turbot_fish;
    /// A box whose digit lies on one row and one column, with a strong link from it.
    EmptyRectangle, "Empty Rectangle", "0402", Hard, 120, Solve, single_digit::empty_rectangle;
    /// Two bivalue cells with the same digits joined by a strong link on one of them.
    WWing, "W-Wing", "0803", Hard, 150, Solve, wings::w_wing;
    /// A bivalue pivot xy with pincers xz and yz: cells seeing both pincers lose z.
    XyWing, "XY-Wing", "0800", Hard, 160, Solve, wings::xy_wing;
    /// A trivalue pivot xyz with pincers xz and yz: cells seeing all three lose z.
    XyzWing, "XYZ-Wing", "0801", Hard, 180, Solve, wings::xyz_wing;
    /// A deadly rectangle with one extra-candidate corner: that corner loses the pair.
    Uniqueness1, "Uniqueness Test 1", "0600", Hard, 100, Unique, uniqueness::uniqueness_1;
    /// A deadly rectangle whose two roof cells share one extra digit: cells seeing both lose it.
    Uniqueness2, "Uniqueness Test 2", "0601", Hard, 100, Unique, uniqueness::uniqueness_2;
    /// A deadly rectangle whose roof's extra digits form a naked subset with other cells.
    Uniqueness3, "Uniqueness Test 3", "0602", Hard, 100, Unique, uniqueness::uniqueness_3;
    /// A deadly rectangle whose roof holds one of the pair as a strong link: the roof loses the other.
    Uniqueness4, "Uniqueness Test 4", "0603", Hard, 100, Unique, uniqueness::uniqueness_4;
    /// A deadly rectangle whose diagonal or three corners share one extra digit.
    Uniqueness5, "Uniqueness Test 5", "0604", Hard, 100, Unique, uniqueness::uniqueness_5;
    /// A deadly rectangle with an X-Wing of one pair digit on its diagonal extra cells.
    Uniqueness6, "Uniqueness Test 6", "0605", Hard, 100, Unique, uniqueness::uniqueness_6;
    /// A deadly rectangle with strong links on two sides of the extra corner.
    HiddenRectangle, "Hidden Rectangle", "0606", Hard, 100, Unique, uniqueness::hidden_rectangle;
    /// A rectangle of placed (not given) digits that would swap: the last corner cannot complete it.
    AvoidableRectangle1, "Avoidable Rectangle Type 1", "0607", Hard, 100, Unique, uniqueness::avoidable_rectangle_1;
    /// An avoidable rectangle whose two open corners share one extra digit.
    AvoidableRectangle2, "Avoidable Rectangle Type 2", "0608", Hard, 100, Unique, uniqueness::avoidable_rectangle_2;
    /// An X-Wing with fins in one box: cells of a cover line in the fin box lose the digit.
    FinnedXWing, "Finned X-Wing", "0310", Hard, 130, Solve, fish::finned_x_wing;
    /// A finned X-Wing one of whose base corners is missing.
    SashimiXWing, "Sashimi X-Wing", "0320", Hard, 150, Solve, fish::sashimi_x_wing;
    /// A swordfish with fins in one box.
    FinnedSwordfish, "Finned Swordfish", "0311", Unfair, 200, Solve, fish::finned_swordfish;
    /// A finned swordfish with a missing base corner.
    SashimiSwordfish, "Sashimi Swordfish", "0321", Unfair, 240, Solve, fish::sashimi_swordfish;
    /// A jellyfish with fins in one box.
    FinnedJellyfish, "Finned Jellyfish", "0312", Unfair, 250, Solve, fish::finned_jellyfish;
    /// A finned jellyfish with a missing base corner.
    SashimiJellyfish, "Sashimi Jellyfish", "0322", Unfair, 260, Solve, fish::sashimi_jellyfish;
    /// Two sets in a box-line intersection whose digits cover the intersection (Sue de Coq).
    SueDeCoq, "Sue de Coq", "1101", Unfair, 250, Solve, sue_de_coq::sue_de_coq;
    /// Two colours of one digit's conjugate pairs: a colour seeing itself is false.
    SimpleColorsWrap, "Simple Colors Wrap", "0501", Hard, 150, Solve, coloring::simple_colors_wrap;
    /// Two colours of one digit's conjugate pairs: a cell seeing both colours loses the digit.
    SimpleColorsTrap, "Simple Colors Trap", "0500", Hard, 150, Solve, coloring::simple_colors_trap;
    /// Two colour clusters linked by a weak link: one colour of a cluster is false.
    MultiColors1, "Multi Colors 1", "0502", Hard, 200, Solve, coloring::multi_colors_1;
    /// Two colour clusters: cells seeing a colour of each cluster that cannot both be false lose the digit.
    MultiColors2, "Multi Colors 2", "0503", Hard, 200, Solve, coloring::multi_colors_2;
    /// Alternating strong and weak links of one digit.
    XChain, "X-Chain", "0701", Unfair, 260, Solve, chains::x_chain;
    /// A chain of bivalue cells.
    XyChain, "XY-Chain", "0702", Unfair, 260, Solve, chains::xy_chain;
    /// A closed loop of alternating links: every weak link becomes strong.
    ContinuousNiceLoop, "Continuous Nice Loop", "0706", Unfair, 280, Solve, chains::continuous_nice_loop;
    /// A loop that is broken at one node: that node's candidate is false or true.
    DiscontinuousNiceLoop, "Discontinuous Nice Loop", "0707", Unfair, 280, Solve, chains::discontinuous_nice_loop;
    /// An alternating inference chain: one of its two ends is true.
    Aic, "AIC", "0708", Unfair, 280, Solve, chains::aic;
    /// A continuous nice loop with group nodes.
    GroupedContinuousNiceLoop, "Grouped Continuous Nice Loop", "0709", Unfair, 300, Solve, chains::grouped_continuous_nice_loop;
    /// A discontinuous nice loop with group nodes.
    GroupedDiscontinuousNiceLoop, "Grouped Discontinuous Nice Loop", "0710", Unfair, 300, Solve, chains::grouped_discontinuous_nice_loop;
    /// An AIC with group nodes.
    GroupedAic, "Grouped AIC", "0711", Unfair, 300, Solve, chains::grouped_aic;
    /// Two almost locked sets with a restricted common digit: cells seeing every z of both lose z.
    AlsXz, "Almost Locked Set XZ-Rule", "0901", Unfair, 300, Solve, als::als_xz;
    /// Three almost locked sets joined by two restricted common digits.
    AlsXyWing, "Almost Locked Set XY-Wing", "0902", Unfair, 320, Solve, als::als_xy_wing;
    /// A chain of almost locked sets joined by restricted common digits.
    AlsChain, "Almost Locked Set XY-Chain", "0903", Unfair, 340, Solve, als::als_chain;
    /// A stem cell whose every candidate sees an almost locked set holding it.
    DeathBlossom, "Death Blossom", "0904", Unfair, 360, OnRequest, als::death_blossom;
    /// Every candidate of a cell or house, assumed, leads to the same conclusion, or one assumption to a contradiction (chains).
    ForcingChainContradiction, "Forcing Chain Contradiction", "1301", Extreme, 500, Solve, forcing::chain_contradiction;
    /// Every candidate of a cell or house, followed by single steps, agrees on a result.
    ForcingChainVerity, "Forcing Chain Verity", "1302", Extreme, 500, Solve, forcing::chain_verity;
    /// A candidate whose assumption, followed through branching nets, breaks the rules.
    ForcingNetContradiction, "Forcing Net Contradiction", "1303", Extreme, 700, Solve, forcing::net_contradiction;
    /// Every candidate of a cell or house, followed through nets, agrees on a result.
    ForcingNetVerity, "Forcing Net Verity", "1304", Extreme, 700, Solve, forcing::net_verity;
    /// A candidate in every template of its digit that fits the grid is placed.
    TemplateSet, "Template Set", "1201", Extreme, 10000, OnRequest, templates::template_set;
    /// A candidate in no template of its digit that fits the grid is removed.
    TemplateDelete, "Template Delete", "1202", Extreme, 10000, OnRequest, templates::template_delete;
    /// Two 2-String Kites (of any digits) whose box cells are the same, one step.
    DualTwoStringKite, "Dual 2-String Kite", "0404", Hard, 150, OnRequest, single_digit::dual_two_string_kite;
    /// Two empty rectangles sharing the box.
    DualEmptyRectangle, "Dual Empty Rectangle", "0405", Hard, 120, OnRequest, single_digit::dual_empty_rectangle;
    /// Two finned X-Wings with the same base lines, one step.
    SiameseFinnedXWing, "Siamese Finned X-Wing", "03101", Hard, 130, OnRequest, fish::siamese_finned_x_wing;
    /// Two sashimi X-Wings with the same base lines, one step.
    SiameseSashimiXWing, "Siamese Sashimi X-Wing", "03201", Hard, 150, OnRequest, fish::siamese_sashimi_x_wing;
    /// Two finned swordfish with the same base lines, one step.
    SiameseFinnedSwordfish, "Siamese Finned Swordfish", "03111", Unfair, 200, OnRequest, fish::siamese_finned_swordfish;
    /// Two sashimi swordfish with the same base lines, one step.
    SiameseSashimiSwordfish, "Siamese Sashimi Swordfish", "03211", Unfair, 240, OnRequest, fish::siamese_sashimi_swordfish;
    /// Two finned jellyfish with the same base lines, one step.
    SiameseFinnedJellyfish, "Siamese Finned Jellyfish", "03121", Unfair, 250, OnRequest, fish::siamese_finned_jellyfish;
    /// Two sashimi jellyfish with the same base lines, one step.
    SiameseSashimiJellyfish, "Siamese Sashimi Jellyfish", "03221", Unfair, 260, OnRequest, fish::siamese_sashimi_jellyfish;
}

impl Strategy {
    fn row(self) -> &'static Row {
        &ROWS[self.index()]
    }

    /// The technique's name, as HoDoKu names it.
    pub fn name(self) -> &'static str {
        STRATEGY_INFO[self.index()].name
    }

    /// HoDoKu's library code (`0300` for X-Wing, `03111` for a Siamese finned swordfish).
    pub fn code(self) -> &'static str {
        self.row().code
    }

    /// The level a puzzle gets when this is its hardest technique.
    /// (The table's level numbers are made from [`Level`]s, so each is one.)
    pub fn level(self) -> Level {
        Level::ALL[usize::from(STRATEGY_INFO[self.index()].grade) - 1]
    }

    /// The score one step of it adds to a grade.
    pub fn score(self) -> u32 {
        self.row().score
    }

    /// How the solver uses it.
    pub fn usage(self) -> Use {
        self.row().usage
    }

    /// The position of the strategy in [`STRATEGIES`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The strategy with this name (any case, `-`, `_` and spaces alike)
    /// or HoDoKu code.
    pub fn parse(text: &str) -> Option<Strategy> {
        let key = crate::outcome::name_key;
        let wanted = key(text);
        STRATEGIES
            .iter()
            .copied()
            .find(|s| s.code() == text.trim() || key(s.name()) == wanted)
    }

    /// The strategies with this HoDoKu code.
    pub fn with_code(code: &str) -> Option<Strategy> {
        STRATEGIES.iter().copied().find(|s| s.code() == code)
    }

    /// HoDoKu takes the best of all steps of these families rather than the
    /// first: fish, colouring, chains and loops (not ALS: ranking them
    /// costs more than it brings; not forcing, which ranks by proof size).
    fn ranked(self) -> bool {
        matches!(&self.code()[..2], "03" | "05" | "07") || self.code() == "0403"
    }

    fn used(self, unique: bool) -> bool {
        match self.usage() {
            Use::Solve => true,
            Use::Unique => unique,
            Use::OnRequest => false,
        }
    }
}

impl std::fmt::Display for Strategy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One deduction: what it removes or places, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique.
    pub strategy: Strategy,
    /// The digits the step is about, as HoDoKu's library lists them: the
    /// digit placed (singles), the pattern's digits (subsets, fish, wings,
    /// uniqueness), or the digits eliminated (chains, ALS, Sue de Coq).
    pub digits: Vec<u8>,
    /// The cells that prove it (the pattern to highlight).
    pub cells: Vec<usize>,
    /// Candidates removed: (cell, digit), sorted.
    pub eliminations: Vec<(usize, u8)>,
    /// Digits placed: (cell, digit), sorted.
    pub placements: Vec<(usize, u8)>,
    /// One sentence, e.g. "X-Wing on 4 in rows 2 and 7, columns 3 and 8:
    /// remove 4 from r5c3 and r5c8".
    pub text: String,
}

impl Step {
    /// A step of `strategy` about `digits`, proven by `cells`, that does nothing yet.
    pub fn new(strategy: Strategy, digits: Mask, cells: Set) -> Step {
        Step {
            strategy,
            digits: digits_of(digits).collect(),
            cells: grid::cells(cells).collect(),
            eliminations: Vec::new(),
            placements: Vec::new(),
            text: String::new(),
        }
    }

    /// The step removing candidate `d` from every cell of `set`.
    pub fn eliminate(mut self, set: Set, d: u8) -> Step {
        self.eliminations.extend(grid::cells(set).map(|i| (i, d)));
        self
    }

    /// The step placing `d` in cell `i`.
    pub fn place(mut self, i: usize, d: u8) -> Step {
        self.placements.push((i, d));
        self
    }

    /// The step with its reason ("Naked Pair 3/7 in row 2 (r2c1, r2c5)");
    /// the sink ([`Finds::add`]) completes the sentence with what the step
    /// does ("...: remove 3 from r2c9") once the step is kept, and only when
    /// sentences are wanted (grading needs none).
    pub fn because(mut self, reason: impl Into<String>) -> Step {
        self.text = reason.into();
        self
    }

    /// [`Step::because`] with the reason made by `reason` only when `texts`
    /// (the sink's [`Finds::texts`]): for finders that build a step apart
    /// from the sink.
    pub fn because_if(self, texts: bool, reason: impl FnOnce() -> String) -> Step {
        if texts {
            self.because(reason())
        } else {
            self
        }
    }

    /// What the step does in words: "place 4 in r1c2", "remove 3 from r2c9".
    pub fn effect(&self) -> String {
        let mut parts = Vec::new();
        if !self.placements.is_empty() {
            let placed: Vec<String> = self
                .placements
                .iter()
                .map(|&(i, d)| format!("{d} in {}", cell_name(i)))
                .collect();
            parts.push(format!("place {}", grid::join_and(&placed)));
        }
        if !self.eliminations.is_empty() {
            parts.push(grid::removal_text(&self.eliminations));
        }
        parts.join("; ")
    }

    /// HoDoKu's library code of the step.
    pub fn code(&self) -> &'static str {
        self.strategy.code()
    }

    /// The digits as HoDoKu's library writes them ("37").
    pub fn digits_text(&self) -> String {
        self.digits.iter().map(|d| d.to_string()).collect()
    }

    /// Applies the step to a grid.
    pub fn apply(&self, grid: &mut Grid) {
        for &(i, d) in &self.eliminations {
            grid.remove(i, d);
        }
        for &(i, d) in &self.placements {
            if grid.value[i] == 0 {
                grid.place(i, d);
            }
        }
    }
}

/// Switches of HoDoKu's that widen some techniques; all off by default,
/// as in HoDoKu. Its regression library turns them on per case (a variant
/// suffix such as `0402-1`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Empty rectangles whose box holds only two candidates of the digit.
    pub two_candidate_empty_rectangles: bool,
    /// ALS techniques whose sets overlap (without sharing the eliminated digit's cells).
    pub overlapping_als: bool,
    /// Almost locked sets as nodes of grouped nice loops and AICs.
    pub als_in_chains: bool,
}

/// The sink finders report to: keeps the wanted strategy's steps.
pub struct Finds {
    wanted: Strategy,
    all: bool,
    /// Steps get their full sentence (off while grading: nobody reads it).
    texts: bool,
    options: Options,
    cand: [Mask; CELLS],
    value: [u8; CELLS],
    steps: Vec<Step>,
    /// What the kept steps do (digits, eliminations, placements), to drop repeats in O(1).
    seen: std::collections::HashSet<StepKey>,
}

/// What a step does, for spotting repeats.
type StepKey = (Vec<u8>, Vec<(usize, u8)>, Vec<(usize, u8)>);

impl Finds {
    /// A sink for `wanted` on `grid`: every step when `all`, else the first.
    pub fn new(grid: &Grid, wanted: Strategy, all: bool) -> Finds {
        Finds {
            wanted,
            all,
            texts: true,
            options: Options::default(),
            cand: grid.cand,
            value: grid.value,
            steps: Vec::new(),
            seen: std::collections::HashSet::new(),
        }
    }

    /// The sink with HoDoKu's switches set as given.
    pub fn with_options(mut self, options: Options) -> Finds {
        self.options = options;
        self
    }

    /// HoDoKu's switches in force.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The strategy asked for (a finder of several strategies may skip the others' work).
    pub fn wanted(&self) -> Strategy {
        self.wanted
    }

    /// True when the search should stop (the first step is found and only one was asked for).
    pub fn done(&self) -> bool {
        !self.all && !self.steps.is_empty()
    }

    /// True when the kept steps get sentences (grading wants none): a
    /// finder that writes its reason apart from [`Finds::add_because`]
    /// skips it when this is false.
    pub fn texts(&self) -> bool {
        self.texts
    }

    /// Reports a step. It is kept if it is of the wanted strategy, changes
    /// the grid (eliminations of absent candidates and placements in filled
    /// cells are dropped first) and is not a repeat. Returns [`Finds::done`].
    pub fn add(&mut self, step: Step) -> bool {
        self.add_because(step, String::new)
    }

    /// [`Finds::add`] with the step's reason (see [`Step::because`]) made
    /// by `reason`, which runs only when the step is kept and sentences
    /// are wanted: grading calls the finders thousands of times per puzzle,
    /// and formatting reasons it never reads was a fifth of its time (more
    /// in WebAssembly). An empty reason keeps the step's own.
    pub fn add_because(&mut self, mut step: Step, reason: impl FnOnce() -> String) -> bool {
        if !self.trim(&mut step) {
            return self.done();
        }
        if self.texts {
            let why = reason();
            if !why.is_empty() {
                step.text = why;
            }
        }
        self.keep(step)
    }

    /// Drops what a step would not change (eliminations of absent
    /// candidates, placements in filled cells); true when it is of the
    /// wanted strategy and something is left. Apart from
    /// [`Finds::add_because`], which is made once per reason closure, so
    /// that this code is not repeated in every finder.
    fn trim(&self, step: &mut Step) -> bool {
        if step.strategy != self.wanted {
            return false;
        }
        let cand = &self.cand;
        step.eliminations
            .retain(|&(i, d)| cand[i] & digit_mask(d) != 0);
        step.eliminations.sort_unstable();
        step.eliminations.dedup();
        let value = &self.value;
        step.placements.retain(|&(i, _)| value[i] == 0);
        step.placements.sort_unstable();
        step.placements.dedup();
        !(step.eliminations.is_empty() && step.placements.is_empty())
    }

    /// Keeps a trimmed step (with its sentence completed when sentences
    /// are wanted) unless it repeats one; returns [`Finds::done`].
    fn keep(&mut self, mut step: Step) -> bool {
        if self.texts {
            let reason = match step.text.is_empty() {
                true => step.strategy.name(),
                false => &step.text,
            };
            step.text = format!("{reason}: {}", step.effect());
        }
        // Only a list of every step can hold repeats.
        if !self.all {
            self.steps.push(step);
            return true;
        }
        let key = (
            step.digits.clone(),
            step.eliminations.clone(),
            step.placements.clone(),
        );
        if self.seen.insert(key) {
            self.steps.push(step);
        }
        self.done()
    }

    /// The steps kept, in the order found.
    pub fn into_steps(self) -> Vec<Step> {
        self.steps
    }
}

/// Every step of `strategy` on the grid (any usage, uniqueness included).
pub fn find_all(grid: &Grid, strategy: Strategy) -> Vec<Step> {
    find_all_with(grid, strategy, Options::default())
}

/// Every step of `strategy` on the grid with HoDoKu's switches `options`.
pub fn find_all_with(grid: &Grid, strategy: Strategy, options: Options) -> Vec<Step> {
    let mut sink = Finds::new(grid, strategy, true).with_options(options);
    (FINDERS[strategy.index()])(grid, &mut sink);
    sink.into_steps()
}

/// The first step of `strategy` on the grid.
pub fn find_first(grid: &Grid, strategy: Strategy) -> Option<Step> {
    find(grid, strategy, false, true).into_iter().next()
}

/// The steps of `strategy` (every one with `all`, else the first), with
/// their sentences when `texts`.
fn find(grid: &Grid, strategy: Strategy, all: bool, texts: bool) -> Vec<Step> {
    let mut sink = Finds::new(grid, strategy, all);
    sink.texts = texts;
    (FINDERS[strategy.index()])(grid, &mut sink);
    sink.into_steps()
}

/// The solver's next step: the first strategy in table order that finds
/// one; uniqueness techniques only when `unique` (the puzzle is known to
/// have one solution). For fish, colouring and chains and loops the best
/// of all their steps is taken, as HoDoKu does: the one that places most, then removes most, then the one whose
/// eliminations come first on the board; otherwise the first found.
pub fn next_step(grid: &Grid, unique: bool) -> Option<Step> {
    next_step_with(grid, unique, true)
}

/// [`next_step`], with the step's sentence only when `texts`.
fn next_step_with(grid: &Grid, unique: bool, texts: bool) -> Option<Step> {
    STRATEGIES
        .iter()
        .filter(|s| s.used(unique))
        .find_map(|&s| solver_step(grid, s, texts))
}

/// The step the solver takes with strategy `s`: the best of all for the
/// ranked families, else the first; with its sentence when `texts`.
fn solver_step(grid: &Grid, s: Strategy, texts: bool) -> Option<Step> {
    let steps = find(grid, s, s.ranked(), texts);
    if s.ranked() {
        best(steps)
    } else {
        steps.into_iter().next()
    }
}

/// The level and score [`grade`] would give the puzzle of `grid` when
/// that level is at most `max`, else `None`; it takes the very steps
/// `grade` takes and stops as soon as the level must exceed `max` (a step
/// of a harder strategy is due, or the score passes `max`'s maximum), so
/// a generator asking "is this at most Medium?" never pays for chains.
/// Without `unique`, a finished grid proves the puzzle has one solution.
pub fn grade_at_most(mut grid: Grid, unique: bool, max: Level) -> Option<(Level, u32)> {
    // Past this index every strategy the solver uses is harder than `max`:
    // reaching it means the level is.
    let end = STRATEGIES
        .iter()
        .rposition(|s| s.used(unique) && s.level() <= max)?
        + 1;
    let (mut score, mut hardest) = (0, Level::Easy);
    while !grid.is_solved() {
        let s = STRATEGIES[..end]
            .iter()
            .filter(|s| s.used(unique))
            .find_map(|&s| take_step(&mut grid, s))?;
        score += s.score();
        if s.level() > max || score > max.max_score() {
            return None;
        }
        hardest = hardest.max(s.level());
    }
    Some((Level::of(hardest, score), score))
}

/// Applies the solver's step of strategy `s` to the grid, if it has one,
/// and returns `s`: a single's placement straight from its search (no
/// [`Step`] built, see [`singles::first_single`]), any other strategy's
/// step through [`solver_step`].
fn take_step(grid: &mut Grid, s: Strategy) -> Option<Strategy> {
    if singles::is_single(s) {
        let (i, d) = singles::first_single(grid, s)?;
        grid.place(i, d);
    } else {
        solver_step(grid, s, false)?.apply(grid);
    }
    Some(s)
}

/// The best step by HoDoKu's ranking (see [`next_step`]); the first of equals.
fn best(steps: Vec<Step>) -> Option<Step> {
    steps.into_iter().min_by_key(|s| {
        let index_sum: usize = s
            .eliminations
            .iter()
            .map(|&(i, d)| i * 10 + d as usize)
            .sum();
        (
            std::cmp::Reverse(s.placements.len()),
            std::cmp::Reverse(s.eliminations.len()),
            index_sum,
        )
    })
}

/// Every step the solver takes from `grid` until it is solved or stuck.
pub fn solve_grid(grid: &mut Grid, unique: bool) -> Vec<Step> {
    solve_grid_with(grid, unique, true)
}

/// [`solve_grid`], with the steps' sentences only when `texts`.
fn solve_grid_with(grid: &mut Grid, unique: bool, texts: bool) -> Vec<Step> {
    let mut out = Vec::new();
    while !grid.is_solved() {
        let Some(step) = next_step_with(grid, unique, texts) else {
            break;
        };
        step.apply(grid);
        out.push(step);
    }
    out
}

/// The result of [`grade`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grading {
    /// The level; `None` when logic cannot finish.
    pub level: Option<Level>,
    /// The sum of the steps' scores.
    pub score: u32,
    /// Every cell was filled by logic.
    pub finished: bool,
    /// How many steps each strategy took, indexed like [`STRATEGIES`].
    pub counts: Vec<usize>,
}

impl Grading {
    /// The strategies used with how often, in table order.
    pub fn steps(&self) -> Vec<(Strategy, usize)> {
        STRATEGIES
            .iter()
            .zip(&self.counts)
            .filter(|(_, &n)| n > 0)
            .map(|(&s, &n)| (s, n))
            .collect()
    }

    /// The hardest strategy used (the last in table order among those of the highest level).
    pub fn hardest(&self) -> Option<Strategy> {
        self.steps()
            .into_iter()
            .map(|(s, _)| s)
            .max_by_key(|s| (s.level(), s.index()))
    }
}

/// Solves a puzzle from its givens and rates it as HoDoKu does.
/// `known_unique` allows the uniqueness techniques without counting the
/// puzzle's solutions again; otherwise they are used when the exact solver
/// finds exactly one.
pub fn grade(board: &Board, known_unique: bool) -> Grading {
    grading(board, known_unique, false).0
}

/// [`grade`] with the steps the solver took (and their sentences).
pub fn grade_with_steps(board: &Board, known_unique: bool) -> (Grading, Vec<Step>) {
    grading(board, known_unique, true)
}

/// [`grade_with_steps`], with the steps' sentences only when `texts`.
fn grading(board: &Board, known_unique: bool, texts: bool) -> (Grading, Vec<Step>) {
    let start = board.puzzle_only();
    let unique = known_unique || crate::sudoku::solve::count_solutions(&start, 2) == 1;
    let mut grid = Grid::from_board(&start);
    let steps = solve_grid_with(&mut grid, unique, texts);
    let mut counts = vec![0; STRATEGIES.len()];
    let mut score = 0;
    let mut hardest = Level::Easy;
    for s in &steps {
        counts[s.strategy.index()] += 1;
        score += s.strategy.score();
        hardest = hardest.max(s.strategy.level());
    }
    let finished = grid.is_solved();
    let grading = Grading {
        level: finished.then(|| Level::of(hardest, score)),
        score,
        finished,
        counts,
    };
    (grading, steps)
}

/// The next step from a board's current state as plain data for the
/// engine table: broken clues, then a wrong digit or a removed solution
/// candidate, then the solver's step from the player's position.
pub fn hint_view(board: &Board) -> HintView {
    if board.variant != Variant::Sudoku {
        return HintView::stuck();
    }
    let checked = crate::check::position_check(board, &crate::rules::SUDOKU);
    if let Some(problem) = checked.problem {
        return HintView::problem(problem);
    }
    let grid = Grid::from_board(board);
    if grid.is_solved() {
        return HintView::solved();
    }
    match next_step(&grid, checked.unique) {
        Some(step) => step_view(step),
        None => HintView::stuck(),
    }
}

/// A step as plain data, with HoDoKu's code and digits.
fn step_view(step: Step) -> HintView {
    let mut view = HintView::step(
        step.strategy.name(),
        step.text,
        step.cells,
        step.eliminations,
        step.placements,
    );
    view.code = Some(step.strategy.code());
    view.digits = step.digits;
    view
}

/// The steps the engine table's `steps` asks for on a board's current
/// position (placed digits and the player's candidates count): every step
/// (`all`) or the first of the named strategy (a name or HoDoKu code); with
/// no strategy, every step of every strategy (`all`) or the solver's next step.
pub fn steps_view(
    board: &Board,
    strategy: Option<&str>,
    all: bool,
) -> Result<Vec<HintView>, String> {
    let grid = Grid::from_board(board);
    let wanted: Vec<Strategy> = match strategy {
        Some(name) => vec![Strategy::parse(name).ok_or_else(|| unknown_strategy(name))?],
        None if all => STRATEGIES.to_vec(),
        None => {
            let unique = crate::sudoku::solve::count_solutions(&board.puzzle_only(), 2) == 1;
            return Ok(next_step(&grid, unique)
                .map(step_view)
                .into_iter()
                .collect());
        }
    };
    let mut out = Vec::new();
    for s in wanted {
        if all {
            out.extend(find_all(&grid, s).into_iter().map(step_view));
        } else {
            out.extend(find_first(&grid, s).map(step_view));
        }
    }
    Ok(out)
}

/// The error for a strategy name or code the table does not have.
fn unknown_strategy(name: &str) -> String {
    let names: Vec<String> = STRATEGIES
        .iter()
        .map(|s| format!("{} ({})", s.name(), s.code()))
        .collect();
    format!(
        "no Sudoku strategy '{name}'; the strategies are: {}",
        names.join(", ")
    )
}

/// The grade of a board's puzzle as plain data for the engine table.
pub fn grade_view(board: &Board, known_unique: bool) -> GradeView {
    let g = grade(board, known_unique);
    let number = g.level.map_or(0, Level::number);
    GradeView {
        grade: number,
        name: GRADE_NAMES[number as usize],
        finished: g.finished,
        score: Some(g.score),
        steps: g.steps().into_iter().map(|(s, n)| (s.name(), n)).collect(),
    }
}

#[cfg(test)]
pub(crate) mod testutil {
    //! Positions for the finders' unit tests.
    use super::Grid;
    use crate::codec;

    /// The grid of a HoDoKu library line or any Sudoku text the codec reads.
    pub fn grid(text: &str) -> Grid {
        let board = codec::decode(text).expect("test position").board;
        Grid::from_board(&board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_consistent() {
        for (k, &s) in STRATEGIES.iter().enumerate() {
            assert_eq!(s.index(), k);
            assert_eq!(Strategy::parse(s.code()), Some(s), "{s}");
            assert_eq!(Strategy::parse(s.name()), Some(s), "{s}");
            assert!(s.score() > 0);
        }
        assert_eq!(
            Strategy::parse("hidden-single"),
            Some(Strategy::HiddenSingle)
        );
        assert_eq!(Strategy::parse("nonsense"), None);
    }

    #[test]
    fn level_from_score() {
        assert_eq!(Level::of(Level::Easy, 800), Level::Easy);
        assert_eq!(Level::of(Level::Easy, 801), Level::Medium);
        assert_eq!(Level::of(Level::Easy, 1601), Level::Unfair);
        assert_eq!(Level::of(Level::Hard, 1900), Level::Extreme);
        assert_eq!(Level::of(Level::Extreme, 10), Level::Extreme);
    }
}
