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

use crate::board::{digit_mask, digits_of, Board, Mask, Pos, Variant, CELLS};
use crate::grade::grade_scale;
use crate::logic_kit::{self, strategy_table, Graded, Hint, Logic};
use crate::outcome::{Figure, HintView};
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

impl Row {
    /// A row of the table's own columns.
    const fn new(code: &'static str, score: u32, usage: Use) -> Row {
        Row { code, score, usage }
    }
}

// The strategy table in solving order: identifier and rule, name, level,
// finder, then HoDoKu's code, the score per step and how the solver uses it.
strategy_table! {
    scale: Level => level, GRADE_NAMES;
    rows: Row = Row::new;
    /// The last empty cell of a house takes the missing digit.
    FullHouse, "Full House", Easy, singles::full_house, "0000", 4, Use::Solve;
    /// A cell with one candidate left takes it.
    NakedSingle, "Naked Single", Easy, singles::naked_single, "0003", 4, Use::Solve;
    /// A digit with one place left in a house goes there.
    HiddenSingle, "Hidden Single", Easy, singles::hidden_single, "0002", 14, Use::Solve;
    /// A naked pair inside a line and a box clears both houses.
    LockedPair, "Locked Pair", Medium, subsets::locked_pair, "0110", 40, Use::Solve;
    /// A naked triple inside a line and a box clears both houses.
    LockedTriple, "Locked Triple", Medium, subsets::locked_triple, "0111", 60, Use::Solve;
    /// A digit of a box confined to one line leaves the rest of the line.
    LockedCandidates1, "Locked Candidates Type 1 (Pointing)", Medium, intersections::pointing, "0100", 50, Use::Solve;
    /// A digit of a line confined to one box leaves the rest of the box.
    LockedCandidates2, "Locked Candidates Type 2 (Claiming)", Medium, intersections::claiming, "0101", 50, Use::Solve;
    /// Two cells of a house with the same two candidates.
    NakedPair, "Naked Pair", Medium, subsets::naked_pair, "0200", 60, Use::Solve;
    /// Three cells of a house with three candidates between them.
    NakedTriple, "Naked Triple", Medium, subsets::naked_triple, "0201", 80, Use::Solve;
    /// Two digits of a house confined to the same two cells.
    HiddenPair, "Hidden Pair", Medium, subsets::hidden_pair, "0210", 70, Use::Solve;
    /// Three digits of a house confined to the same three cells.
    HiddenTriple, "Hidden Triple", Medium, subsets::hidden_triple, "0211", 100, Use::Solve;
    /// Four cells of a house with four candidates between them.
    NakedQuadruple, "Naked Quadruple", Hard, subsets::naked_quadruple, "0202", 120, Use::Solve;
    /// Four digits of a house confined to the same four cells.
    HiddenQuadruple, "Hidden Quadruple", Hard, subsets::hidden_quadruple, "0212", 150, Use::Solve;
    /// Two rows whose digit lies in the same two columns (or the reverse): the rest of those columns lose it.
    XWing, "X-Wing", Hard, fish::x_wing, "0300", 140, Use::Solve;
    /// The X-Wing with three lines.
    Swordfish, "Swordfish", Hard, fish::swordfish, "0301", 150, Use::Solve;
    /// The X-Wing with four lines.
    Jellyfish, "Jellyfish", Hard, fish::jellyfish, "0302", 160, Use::Solve;
    /// Two X-Wing-like lines of bivalue cells with the same two digits, alternating along a chain.
    RemotePair, "Remote Pair", Hard, chains::remote_pair, "0703", 110, Use::Solve;
    /// Bivalue universal grave plus one: the one cell with three candidates must take the digit that would otherwise make two solutions.
    BugPlus1, "Bivalue Universal Grave + 1", Hard, uniqueness::bug_plus_1, "0610", 100, Use::Unique;
    /// Two conjugate lines of a digit whose ends are offset: cells seeing both ends lose the digit.
    Skyscraper, "Skyscraper", Hard, single_digit::skyscraper, "0400", 130, Use::Solve;
    /// A row and a column strong link joined in a box: cells seeing both free ends lose the digit.
    TwoStringKite, "2-String Kite", Hard, single_digit::two_string_kite, "0401", 150, Use::Solve;
    /// Two strong links joined by a weak link (an X-Chain of three links).
    TurbotFish, "Turbot Fish", Hard, single_digit::turbot_fish, "0403", 120, Use::Solve;
    /// A box whose digit lies on one row and one column, with a strong link from it.
    EmptyRectangle, "Empty Rectangle", Hard, single_digit::empty_rectangle, "0402", 120, Use::Solve;
    /// Two bivalue cells with the same digits joined by a strong link on one of them.
    WWing, "W-Wing", Hard, wings::w_wing, "0803", 150, Use::Solve;
    /// A bivalue pivot xy with pincers xz and yz: cells seeing both pincers lose z.
    XyWing, "XY-Wing", Hard, wings::xy_wing, "0800", 160, Use::Solve;
    /// A trivalue pivot xyz with pincers xz and yz: cells seeing all three lose z.
    XyzWing, "XYZ-Wing", Hard, wings::xyz_wing, "0801", 180, Use::Solve;
    /// A deadly rectangle with one extra-candidate corner: that corner loses the pair.
    Uniqueness1, "Uniqueness Test 1", Hard, uniqueness::uniqueness_1, "0600", 100, Use::Unique;
    /// A deadly rectangle whose two roof cells share one extra digit: cells seeing both lose it.
    Uniqueness2, "Uniqueness Test 2", Hard, uniqueness::uniqueness_2, "0601", 100, Use::Unique;
    /// A deadly rectangle whose roof's extra digits form a naked subset with other cells.
    Uniqueness3, "Uniqueness Test 3", Hard, uniqueness::uniqueness_3, "0602", 100, Use::Unique;
    /// A deadly rectangle whose roof holds one of the pair as a strong link: the roof loses the other.
    Uniqueness4, "Uniqueness Test 4", Hard, uniqueness::uniqueness_4, "0603", 100, Use::Unique;
    /// A deadly rectangle whose diagonal or three corners share one extra digit.
    Uniqueness5, "Uniqueness Test 5", Hard, uniqueness::uniqueness_5, "0604", 100, Use::Unique;
    /// A deadly rectangle with an X-Wing of one pair digit on its diagonal extra cells.
    Uniqueness6, "Uniqueness Test 6", Hard, uniqueness::uniqueness_6, "0605", 100, Use::Unique;
    /// A deadly rectangle with strong links on two sides of the extra corner.
    HiddenRectangle, "Hidden Rectangle", Hard, uniqueness::hidden_rectangle, "0606", 100, Use::Unique;
    /// A rectangle of placed (not given) digits that would swap: the last corner cannot complete it.
    AvoidableRectangle1, "Avoidable Rectangle Type 1", Hard, uniqueness::avoidable_rectangle_1, "0607", 100, Use::Unique;
    /// An avoidable rectangle whose two open corners share one extra digit.
    AvoidableRectangle2, "Avoidable Rectangle Type 2", Hard, uniqueness::avoidable_rectangle_2, "0608", 100, Use::Unique;
    /// An X-Wing with fins in one box: cells of a cover line in the fin box lose the digit.
    FinnedXWing, "Finned X-Wing", Hard, fish::finned_x_wing, "0310", 130, Use::Solve;
    /// A finned X-Wing one of whose base corners is missing.
    SashimiXWing, "Sashimi X-Wing", Hard, fish::sashimi_x_wing, "0320", 150, Use::Solve;
    /// A swordfish with fins in one box.
    FinnedSwordfish, "Finned Swordfish", Unfair, fish::finned_swordfish, "0311", 200, Use::Solve;
    /// A finned swordfish with a missing base corner.
    SashimiSwordfish, "Sashimi Swordfish", Unfair, fish::sashimi_swordfish, "0321", 240, Use::Solve;
    /// A jellyfish with fins in one box.
    FinnedJellyfish, "Finned Jellyfish", Unfair, fish::finned_jellyfish, "0312", 250, Use::Solve;
    /// A finned jellyfish with a missing base corner.
    SashimiJellyfish, "Sashimi Jellyfish", Unfair, fish::sashimi_jellyfish, "0322", 260, Use::Solve;
    /// Two sets in a box-line intersection whose digits cover the intersection (Sue de Coq).
    SueDeCoq, "Sue de Coq", Unfair, sue_de_coq::sue_de_coq, "1101", 250, Use::Solve;
    /// Two colours of one digit's conjugate pairs: a colour seeing itself is false.
    SimpleColorsWrap, "Simple Colors Wrap", Hard, coloring::simple_colors_wrap, "0501", 150, Use::Solve;
    /// Two colours of one digit's conjugate pairs: a cell seeing both colours loses the digit.
    SimpleColorsTrap, "Simple Colors Trap", Hard, coloring::simple_colors_trap, "0500", 150, Use::Solve;
    /// Two colour clusters linked by a weak link: one colour of a cluster is false.
    MultiColors1, "Multi Colors 1", Hard, coloring::multi_colors_1, "0502", 200, Use::Solve;
    /// Two colour clusters: cells seeing a colour of each cluster that cannot both be false lose the digit.
    MultiColors2, "Multi Colors 2", Hard, coloring::multi_colors_2, "0503", 200, Use::Solve;
    /// Alternating strong and weak links of one digit.
    XChain, "X-Chain", Unfair, chains::x_chain, "0701", 260, Use::Solve;
    /// A chain of bivalue cells.
    XyChain, "XY-Chain", Unfair, chains::xy_chain, "0702", 260, Use::Solve;
    /// A closed loop of alternating links: every weak link becomes strong.
    ContinuousNiceLoop, "Continuous Nice Loop", Unfair, chains::continuous_nice_loop, "0706", 280, Use::Solve;
    /// A loop that is broken at one node: that node's candidate is false or true.
    DiscontinuousNiceLoop, "Discontinuous Nice Loop", Unfair, chains::discontinuous_nice_loop, "0707", 280, Use::Solve;
    /// An alternating inference chain: one of its two ends is true.
    Aic, "AIC", Unfair, chains::aic, "0708", 280, Use::Solve;
    /// A continuous nice loop with group nodes.
    GroupedContinuousNiceLoop, "Grouped Continuous Nice Loop", Unfair, chains::grouped_continuous_nice_loop, "0709", 300, Use::Solve;
    /// A discontinuous nice loop with group nodes.
    GroupedDiscontinuousNiceLoop, "Grouped Discontinuous Nice Loop", Unfair, chains::grouped_discontinuous_nice_loop, "0710", 300, Use::Solve;
    /// An AIC with group nodes.
    GroupedAic, "Grouped AIC", Unfair, chains::grouped_aic, "0711", 300, Use::Solve;
    /// Two almost locked sets with a restricted common digit: cells seeing every z of both lose z.
    AlsXz, "Almost Locked Set XZ-Rule", Unfair, als::als_xz, "0901", 300, Use::Solve;
    /// Three almost locked sets joined by two restricted common digits.
    AlsXyWing, "Almost Locked Set XY-Wing", Unfair, als::als_xy_wing, "0902", 320, Use::Solve;
    /// A chain of almost locked sets joined by restricted common digits.
    AlsChain, "Almost Locked Set XY-Chain", Unfair, als::als_chain, "0903", 340, Use::Solve;
    /// A stem cell whose every candidate sees an almost locked set holding it.
    DeathBlossom, "Death Blossom", Unfair, als::death_blossom, "0904", 360, Use::OnRequest;
    /// Lines of one direction and boxes whose digit lies in as many lines of the other direction and boxes.
    FrankenXWing, "Franken X-Wing", Unfair, fish::franken::franken_x_wing, "0330", 300, Use::Solve;
    /// A franken fish of three base and three cover houses.
    FrankenSwordfish, "Franken Swordfish", Unfair, fish::franken::franken_swordfish, "0331", 350, Use::Solve;
    /// A franken fish of four base and four cover houses.
    FrankenJellyfish, "Franken Jellyfish", Unfair, fish::franken::franken_jellyfish, "0332", 370, Use::OnRequest;
    /// A franken X-Wing with fins (or endo fins): cover cells seeing every fin lose the digit.
    FinnedFrankenXWing, "Finned Franken X-Wing", Unfair, fish::franken::finned_franken_x_wing, "0340", 390, Use::Solve;
    /// A franken swordfish with fins.
    FinnedFrankenSwordfish, "Finned Franken Swordfish", Unfair, fish::franken::finned_franken_swordfish, "0341", 410, Use::Solve;
    /// A franken jellyfish with fins.
    FinnedFrankenJellyfish, "Finned Franken Jellyfish", Unfair, fish::franken::finned_franken_jellyfish, "0342", 430, Use::OnRequest;
    /// Two base houses of any kinds whose digit lies in two cover houses of any kinds.
    MutantXWing, "Mutant X-Wing", Extreme, fish::franken::mutant_x_wing, "0350", 450, Use::OnRequest;
    /// A mutant fish of three base and three cover houses.
    MutantSwordfish, "Mutant Swordfish", Extreme, fish::franken::mutant_swordfish, "0351", 450, Use::OnRequest;
    /// A mutant fish of four base and four cover houses.
    MutantJellyfish, "Mutant Jellyfish", Extreme, fish::franken::mutant_jellyfish, "0352", 450, Use::OnRequest;
    /// A mutant X-Wing with fins.
    FinnedMutantXWing, "Finned Mutant X-Wing", Extreme, fish::franken::finned_mutant_x_wing, "0360", 470, Use::OnRequest;
    /// A mutant swordfish with fins.
    FinnedMutantSwordfish, "Finned Mutant Swordfish", Extreme, fish::franken::finned_mutant_swordfish, "0361", 470, Use::OnRequest;
    /// A mutant jellyfish with fins.
    FinnedMutantJellyfish, "Finned Mutant Jellyfish", Extreme, fish::franken::finned_mutant_jellyfish, "0362", 470, Use::OnRequest;
    /// A mutant fish of five base and five cover houses, with fins.
    FinnedMutantSquirmbag, "Finned Mutant Squirmbag", Extreme, fish::franken::finned_mutant_squirmbag, "0363", 470, Use::OnRequest;
    /// A mutant fish of six base and six cover houses, with fins.
    FinnedMutantWhale, "Finned Mutant Whale", Extreme, fish::franken::finned_mutant_whale, "0364", 470, Use::OnRequest;
    /// A finned fish without eliminations whose fins each rule out, through a chain, a candidate the fish without fins would remove.
    KrakenFishType1, "Kraken Fish Type 1", Extreme, fish::kraken::kraken_type_1, "0371", 500, Use::OnRequest;
    /// A finned fish without eliminations whose fins and the base candidates of one cover house all rule out one candidate through chains.
    KrakenFishType2, "Kraken Fish Type 2", Extreme, fish::kraken::kraken_type_2, "0372", 500, Use::OnRequest;
    /// Every candidate of a cell or house, assumed, leads to the same conclusion, or one assumption to a contradiction (chains).
    ForcingChainContradiction, "Forcing Chain Contradiction", Extreme, forcing::chain_contradiction, "1301", 500, Use::Solve;
    /// Every candidate of a cell or house, followed by single steps, agrees on a result.
    ForcingChainVerity, "Forcing Chain Verity", Extreme, forcing::chain_verity, "1302", 500, Use::Solve;
    /// A candidate whose assumption, followed through branching nets, breaks the rules.
    ForcingNetContradiction, "Forcing Net Contradiction", Extreme, forcing::net_contradiction, "1303", 700, Use::Solve;
    /// Every candidate of a cell or house, followed through nets, agrees on a result.
    ForcingNetVerity, "Forcing Net Verity", Extreme, forcing::net_verity, "1304", 700, Use::Solve;
    /// A candidate in every template of its digit that fits the grid is placed.
    TemplateSet, "Template Set", Extreme, templates::template_set, "1201", 10000, Use::OnRequest;
    /// A candidate in no template of its digit that fits the grid is removed.
    TemplateDelete, "Template Delete", Extreme, templates::template_delete, "1202", 10000, Use::OnRequest;
    /// Two 2-String Kites (of any digits) whose box cells are the same, one step.
    DualTwoStringKite, "Dual 2-String Kite", Hard, single_digit::dual_two_string_kite, "0404", 150, Use::OnRequest;
    /// Two empty rectangles sharing the box.
    DualEmptyRectangle, "Dual Empty Rectangle", Hard, single_digit::dual_empty_rectangle, "0405", 120, Use::OnRequest;
    /// Two finned X-Wings with the same base lines, one step.
    SiameseFinnedXWing, "Siamese Finned X-Wing", Hard, fish::siamese_finned_x_wing, "03101", 130, Use::OnRequest;
    /// Two sashimi X-Wings with the same base lines, one step.
    SiameseSashimiXWing, "Siamese Sashimi X-Wing", Hard, fish::siamese_sashimi_x_wing, "03201", 150, Use::OnRequest;
    /// Two finned swordfish with the same base lines, one step.
    SiameseFinnedSwordfish, "Siamese Finned Swordfish", Unfair, fish::siamese_finned_swordfish, "03111", 200, Use::OnRequest;
    /// Two sashimi swordfish with the same base lines, one step.
    SiameseSashimiSwordfish, "Siamese Sashimi Swordfish", Unfair, fish::siamese_sashimi_swordfish, "03211", 240, Use::OnRequest;
    /// Two finned jellyfish with the same base lines, one step.
    SiameseFinnedJellyfish, "Siamese Finned Jellyfish", Unfair, fish::siamese_finned_jellyfish, "03121", 250, Use::OnRequest;
    /// Two sashimi jellyfish with the same base lines, one step.
    SiameseSashimiJellyfish, "Siamese Sashimi Jellyfish", Unfair, fish::siamese_sashimi_jellyfish, "03221", 260, Use::OnRequest;
    /// Two finned franken X-Wings with the same base houses, one step.
    SiameseFinnedFrankenXWing, "Siamese Finned Franken X-Wing", Unfair, fish::franken::siamese_finned_franken_x_wing, "03401", 390, Use::OnRequest;
    /// Two finned franken swordfish with the same base houses, one step.
    SiameseFinnedFrankenSwordfish, "Siamese Finned Franken Swordfish", Unfair, fish::franken::siamese_finned_franken_swordfish, "03411", 410, Use::OnRequest;
    /// Two finned franken jellyfish with the same base houses, one step.
    SiameseFinnedFrankenJellyfish, "Siamese Finned Franken Jellyfish", Unfair, fish::franken::siamese_finned_franken_jellyfish, "03421", 430, Use::OnRequest;
    /// Two finned mutant X-Wings with the same base houses, one step.
    SiameseFinnedMutantXWing, "Siamese Finned Mutant X-Wing", Extreme, fish::franken::siamese_finned_mutant_x_wing, "03601", 470, Use::OnRequest;
    /// Two finned mutant swordfish with the same base houses, one step.
    SiameseFinnedMutantSwordfish, "Siamese Finned Mutant Swordfish", Extreme, fish::franken::siamese_finned_mutant_swordfish, "03611", 470, Use::OnRequest;
    /// Two finned mutant jellyfish with the same base houses, one step.
    SiameseFinnedMutantJellyfish, "Siamese Finned Mutant Jellyfish", Extreme, fish::franken::siamese_finned_mutant_jellyfish, "03621", 470, Use::OnRequest;
}

impl Strategy {
    fn row(self) -> &'static Row {
        &ROWS[self.index()]
    }

    /// HoDoKu's library code (`0300` for X-Wing, `03111` for a Siamese finned swordfish).
    pub fn code(self) -> &'static str {
        self.row().code
    }

    /// The score one step of it adds to a grade.
    pub fn score(self) -> u32 {
        self.row().score
    }

    /// How the solver uses it.
    pub fn usage(self) -> Use {
        self.row().usage
    }

    /// The strategy with this name (any case, `-`, `_` and spaces alike)
    /// or HoDoKu code.
    pub fn parse(text: &str) -> Option<Strategy> {
        logic_kit::parse_strategy::<SudokuLogic>(text)
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
    pub cells: Vec<Pos>,
    /// Candidates removed: (cell, digit), sorted.
    pub eliminations: Vec<(Pos, u8)>,
    /// Digits placed: (cell, digit), sorted.
    pub placements: Vec<(Pos, u8)>,
    /// The step in plain words for a reader who knows only the rules:
    /// the pattern, why it forces the effect, then the effect, e.g. "X-Wing:
    /// in rows 2 and 7, 4 fits only in columns 3 and 8, so ...: remove 4
    /// from r5c3 and r5c8".
    pub text: String,
    /// The pattern in solvers' notation (a chain in Eureka-like notation,
    /// almost locked sets with their digits), e.g. "XY-Chain on 5: r5c2
    /// (5=8) - r7c2 (8=2) - r6c8 (2=5)"; empty when `text` says everything.
    pub notation: String,
    /// What to draw (filled only when sentences are wanted: see
    /// [`Step::drawn`] and [`Finds::add_drawn`]).
    pub figure: Figure,
}

impl Step {
    /// A step of `strategy` about `digits`, proven by `cells`, that does nothing yet.
    pub fn new(strategy: Strategy, digits: Mask, cells: Set) -> Step {
        Step {
            strategy,
            digits: digits_of(digits).collect(),
            cells: grid::positions(cells).collect(),
            eliminations: Vec::new(),
            placements: Vec::new(),
            text: String::new(),
            notation: String::new(),
            figure: Figure::default(),
        }
    }

    /// The step with its figure drawn by `draw` (see [`Figure`]).
    pub fn drawn(mut self, draw: impl FnOnce(&mut Figure)) -> Step {
        draw(&mut self.figure);
        self
    }

    /// [`Step::drawn`] only when `texts` (the sink's [`Finds::texts`]):
    /// grading draws nothing.
    pub fn drawn_if(self, texts: bool, draw: impl FnOnce(&mut Figure)) -> Step {
        if texts {
            self.drawn(draw)
        } else {
            self
        }
    }

    /// The step removing candidate `d` from every cell of `set`.
    pub fn eliminate(mut self, set: Set, d: u8) -> Step {
        self.eliminations
            .extend(grid::positions(set).map(|p| (p, d)));
        self
    }

    /// The step placing `d` in cell `p`.
    pub fn place(mut self, p: Pos, d: u8) -> Step {
        self.placements.push((p, d));
        self
    }

    /// The step with its reason ("Naked Pair 3/7 in row 2 (r2c1, r2c5)");
    /// the sink ([`Finds::add`]) completes the sentence with what the step
    /// does ("...: remove 3 from r2c9") once the step is kept, and only when
    /// sentences are wanted (grading needs none).
    pub fn because(mut self, reason: impl Into<Reason>) -> Step {
        let reason = reason.into();
        self.text = reason.text;
        self.notation = reason.notation;
        self
    }

    /// [`Step::because`] with the reason made by `reason` only when `texts`
    /// (the sink's [`Finds::texts`]): for finders that build a step apart
    /// from the sink.
    pub fn because_if<R: Into<Reason>>(self, texts: bool, reason: impl FnOnce() -> R) -> Step {
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
                .map(|&(p, d)| format!("{d} in {}", p.name()))
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
        for &(p, d) in &self.eliminations {
            grid.remove(p.index(), d);
        }
        for &(p, d) in &self.placements {
            if grid.value[p] == 0 {
                grid.place(p.index(), d);
            }
        }
    }
}

/// A step's reason: the plain sentence (without the effect, which the sink
/// appends) and, when the pattern has one, its notation (see [`Step`]). A
/// `String` is a reason with no notation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reason {
    /// The plain words.
    pub text: String,
    /// The notation; empty when there is none.
    pub notation: String,
}

impl Reason {
    /// Plain words `text` with the notation `notation`.
    pub fn new(text: impl Into<String>, notation: impl Into<String>) -> Reason {
        Reason {
            text: text.into(),
            notation: notation.into(),
        }
    }
}

impl From<String> for Reason {
    fn from(text: String) -> Reason {
        Reason::new(text, String::new())
    }
}

impl From<&str> for Reason {
    fn from(text: &str) -> Reason {
        Reason::new(text, String::new())
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

impl Options {
    /// HoDoKu's switches as its regression tester sets them for a library
    /// line of technique `code` with `variant` (the suffix of `0709-2`):
    /// two-candidate empty rectangles for `0402-1` and for dual empty
    /// rectangles (`0405`), overlapping ALS for `0902-2`, `0903-2` and
    /// `0904-2`, ALS nodes in chains for `0709-2`, `0710-3`/`-4` and
    /// `0711-3`/`-4`.
    pub fn for_library(code: &str, variant: Option<&str>) -> Options {
        let v = variant.unwrap_or("");
        Options {
            two_candidate_empty_rectangles: (code == "0402" && v == "1") || code == "0405",
            overlapping_als: matches!(code, "0902" | "0903" | "0904") && v == "2",
            als_in_chains: (code == "0709" && v == "2")
                || (matches!(code, "0710" | "0711") && matches!(v, "3" | "4")),
        }
    }
}

/// A strategy text as HoDoKu's library writes a technique: its code and,
/// after `-`, the variant (`0709-2` gives `("0709", Some("2"))`); a text
/// without `-` is all code.
pub fn library_technique(text: &str) -> (&str, Option<&str>) {
    match text.trim().split_once('-') {
        Some((code, variant)) => (code, Some(variant)),
        None => (text.trim(), None),
    }
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
type StepKey = (Vec<u8>, Vec<(Pos, u8)>, Vec<(Pos, u8)>);

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
    pub fn add_because<R: Into<Reason>>(&mut self, step: Step, reason: impl FnOnce() -> R) -> bool {
        self.add_drawn(step, reason, |_| {})
    }

    /// [`Finds::add_because`] with the step's figure drawn by `draw`,
    /// which runs only when the step is kept and sentences are wanted.
    pub fn add_drawn<R: Into<Reason>>(
        &mut self,
        mut step: Step,
        reason: impl FnOnce() -> R,
        draw: impl FnOnce(&mut Figure),
    ) -> bool {
        if !self.trim(&mut step) {
            return self.done();
        }
        if self.texts {
            let why = reason().into();
            if !why.text.is_empty() {
                step.text = why.text;
            }
            if !why.notation.is_empty() {
                step.notation = why.notation;
            }
            draw(&mut step.figure);
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
    (strategy.finder())(grid, &mut sink);
    sink.into_steps()
}

/// The first step of `strategy` on the grid.
pub fn find_first(grid: &Grid, strategy: Strategy) -> Option<Step> {
    find(grid, strategy, false, true).into_iter().next()
}

/// The steps of `strategy` (every one with `all`, else the first), with
/// their sentences when `texts`.
fn find(grid: &Grid, strategy: Strategy, all: bool, texts: bool) -> Vec<Step> {
    find_with_options(grid, strategy, all, texts, Options::default())
}

/// [`find`] with HoDoKu's switches set as given.
fn find_with_options(
    grid: &Grid,
    strategy: Strategy,
    all: bool,
    texts: bool,
    options: Options,
) -> Vec<Step> {
    let mut sink = Finds::new(grid, strategy, all).with_options(options);
    sink.texts = texts;
    (strategy.finder())(grid, &mut sink);
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
            .map(|&(p, d)| p.index() * 10 + d as usize)
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

logic_kit::views!(SudokuLogic);

/// The Sudoku solver as the [`logic_kit`] sees it.
struct SudokuLogic;

impl Logic for SudokuLogic {
    type Strategy = Strategy;
    type Step = Step;
    const VARIANT: Variant = Variant::Sudoku;

    /// HoDoKu's code names a strategy too.
    /// By HoDoKu's code, with or without a library variant (`0709-2`).
    fn named_otherwise(strategy: Strategy, text: &str) -> bool {
        strategy.code() == library_technique(text).0
    }

    /// The name with HoDoKu's code: "X-Wing (0300)".
    fn label(strategy: Strategy) -> String {
        format!("{} ({})", strategy.name(), strategy.code())
    }

    fn progress(board: &Board, unique: bool) -> Hint<Step> {
        let grid = Grid::from_board(board);
        if grid.is_solved() {
            return Hint::Solved;
        }
        next_step(&grid, unique).map_or(Hint::Stuck, Hint::Step)
    }

    /// With HoDoKu's code and digits.
    fn step_view(step: Step) -> HintView {
        let mut view = HintView::step(
            step.strategy.name(),
            step.text,
            step.cells,
            step.eliminations,
            step.placements,
            step.figure,
        );
        view.code = Some(step.strategy.code());
        view.digits = step.digits;
        view.notation = Some(step.notation).filter(|n| !n.is_empty());
        view
    }

    /// The solver's next step from the position, the uniqueness techniques
    /// used when the givens have exactly one solution (no check of the
    /// position first).
    fn next_view(board: &Board) -> Option<HintView> {
        let unique = crate::sudoku::solve::count_solutions(&board.puzzle_only(), 2) == 1;
        next_step(&Grid::from_board(board), unique).map(Self::step_view)
    }

    fn steps(board: &Board, wanted: &[Strategy], all: bool) -> Vec<Step> {
        Self::steps_named(board, wanted, all, None)
    }

    /// With HoDoKu's switches of a strategy named by a library technique
    /// (`0709-2`, `0405`: see [`Options::for_library`]).
    fn steps_named(board: &Board, wanted: &[Strategy], all: bool, name: Option<&str>) -> Vec<Step> {
        let grid = Grid::from_board(board);
        let mut out = Vec::new();
        for &s in wanted {
            let options = match name.map(library_technique) {
                Some((code, variant)) if code == s.code() => Options::for_library(code, variant),
                _ => Options::default(),
            };
            let found = find_with_options(&grid, s, all, true, options);
            out.extend(found.into_iter().take(if all { usize::MAX } else { 1 }));
        }
        out
    }

    fn path(board: &Board, unique: bool) -> (Vec<Step>, bool) {
        let mut grid = Grid::from_board(board);
        let steps = solve_grid_with(&mut grid, unique, true);
        (steps, grid.is_solved())
    }

    fn strategy_of(step: &Step) -> Strategy {
        step.strategy
    }

    fn grade(board: &Board, known_unique: bool) -> Graded<Strategy> {
        let g = grade(board, known_unique);
        Graded {
            number: g.level.map_or(0, Level::number),
            finished: g.finished,
            score: Some(g.score),
            steps: g.steps(),
        }
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
