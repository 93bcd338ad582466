//! Every step's figure (what the player draws) checked against the position
//! it was found on, for both kinds:
//!
//! * Sudoku: every step of every case of HoDoKu's regression library
//!   (`../shared/data/sudoku/hodoku-reglib-1.4.txt`, read from the shared
//!   directory, skipped with a note where it is absent; franken and mutant
//!   fish aside), HoDoKu's switches set as its tester sets them;
//! * Str8ts: every step of every strategy at every position of the solving
//!   paths of str8ts.com puzzles (`tests/data/str8ts-com-505.txt`).
//!
//! For each step: the figure's eliminated and placed candidates are the
//! step's; every candidate it marks and every cell of every link's nodes
//! holds that digit as a candidate of the position; houses are real
//! houses; every strong link is a real strong link (Sudoku: the two nodes
//! are all of a digit's candidates in one house, or two digits of one
//! bivalue cell; inside an almost locked set for the ALS techniques and
//! chains with ALS nodes; forcing nets, whose branches also follow
//! implications of several eliminations, are exempt) and every weak link a
//! real weak link (same digit in cells that see each other, or two digits
//! of one cell); links come in chain order (each starts where the chain
//! starts or where an earlier link ended). Each strategy draws more than
//! the automatic marks, and each chain-like one draws links.

mod shared_data;

use std::collections::BTreeMap;
use straights::board::{Board, Pos, CELLS};
use straights::codec::{self, Format};
use straights::outcome::{Figure, HouseKind, Node, Role, MAX_LINKS};
use straights::sudoku::logic::{find_all_with, Grid, Options, Strategy};

/// Sudoku techniques (HoDoKu codes) whose every step must draw links.
const CHAINED: &[&str] = &[
    "0400", "0401", "0402", "0403", "0404", "0405", "0500", "0501", "0502", "0503", "0701", "0702",
    "0703", "0706", "0707", "0708", "0709", "0710", "0711", "0803", "0901", "0902", "0903", "0904",
    "1301", "1302", "1303", "1304",
];

/// The candidates and geometry a figure is checked against.
trait Position {
    /// True when `digit` is a candidate of the open cell `cell`.
    fn candidate(&self, cell: usize, digit: u8) -> bool;
    /// The number of candidates of a cell.
    fn count(&self, cell: usize) -> u32;
    /// The houses a strong or weak link of one digit may lie in.
    fn houses(&self) -> Vec<Vec<usize>>;
}

/// A Sudoku grid as a [`Position`].
struct SudokuPosition<'a>(&'a Grid);

impl Position for SudokuPosition<'_> {
    fn candidate(&self, cell: usize, digit: u8) -> bool {
        cell < CELLS
            && (1..=9).contains(&digit)
            && self.0.value[cell] == 0
            && self.0.cand[cell] & (1 << (digit - 1)) != 0
    }
    fn count(&self, cell: usize) -> u32 {
        self.0.cand[cell].count_ones()
    }
    fn houses(&self) -> Vec<Vec<usize>> {
        sudoku_houses()
    }
}

/// A Str8ts board (its candidates) as a [`Position`]: rows and columns are the houses.
struct Str8tsPosition<'a>(&'a Board);

impl Position for Str8tsPosition<'_> {
    fn candidate(&self, cell: usize, digit: u8) -> bool {
        let c = &self.0.cells[cell.min(CELLS - 1)];
        cell < CELLS
            && (1..=9).contains(&digit)
            && !c.black
            && c.value == 0
            && c.candidates & (1 << (digit - 1)) != 0
    }
    fn count(&self, cell: usize) -> u32 {
        self.0.cells[cell].candidates.count_ones()
    }
    fn houses(&self) -> Vec<Vec<usize>> {
        sudoku_houses().into_iter().take(18).collect()
    }
}

/// Rows, columns and boxes of a 9x9 grid (rows 0..9, columns 9..18, boxes 18..27).
fn sudoku_houses() -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = (0..9)
        .map(|r| (0..9).map(|c| r * 9 + c).collect())
        .collect();
    out.extend((0..9).map(|c| (0..9).map(|r| r * 9 + c).collect::<Vec<_>>()));
    out.extend((0..9).map(|b| {
        (0..9)
            .map(|j| (b / 3) * 27 + (b % 3) * 3 + (j / 3) * 9 + j % 3)
            .collect::<Vec<_>>()
    }));
    out
}

/// How strictly links are checked for a strategy.
#[derive(Clone, Copy, Default)]
struct LinkRules {
    /// Strong links inside one house between different digits are allowed (ALS nodes).
    als: bool,
    /// Strong links are not checked (forcing nets: implications of several eliminations).
    net: bool,
    /// Str8ts: a strong link of one digit may be two places in one line
    /// (left in a compartment, or a line, that requires the digit: see
    /// `src/str8ts/logic/figure.rs`), and a weak link may join two digits
    /// of two cells of one line (the straight rule of a compartment).
    str8ts: bool,
}

/// Why the finished figure `f` of a step does not fit `pos`, or `None`.
fn check_figure(f: &Figure, pos: &dyn Position, rules: LinkRules) -> Option<String> {
    for m in &f.candidates {
        if !pos.candidate(m.cell.index(), m.digit) {
            return Some(format!("marks {} of {}, no candidate", m.digit, m.cell));
        }
    }
    if let Some(c) = f.cells.iter().find(|c| c.cell.index() >= CELLS) {
        return Some(format!("cell {} off the board", c.cell));
    }
    let houses = pos.houses();
    for h in &f.houses {
        let real = match h.kind {
            HouseKind::Row | HouseKind::Column | HouseKind::Box => houses.contains(&ix(&h.cells)),
            HouseKind::Compartment | HouseKind::Line => {
                !h.cells.is_empty()
                    && houses
                        .iter()
                        .take(18)
                        .any(|x| h.cells.iter().all(|c| x.contains(&c.index())))
            }
        };
        if !real {
            return Some(format!("house {:?} {:?} is no house", h.kind, h.cells));
        }
    }
    for (k, link) in f.links.iter().enumerate() {
        for node in [&link.from, &link.to] {
            if let Some(c) = node
                .cells()
                .into_iter()
                .find(|&c| !pos.candidate(c.index(), node.digit))
            {
                return Some(format!(
                    "link {k}: node {} in {c} is no candidate",
                    node.digit
                ));
            }
        }
        let one_line = rules.str8ts && in_one_house(&link.from, &link.to, &houses);
        let real = if link.strong {
            rules.net
                || strong(&link.from, &link.to, pos, &houses)
                || (rules.als && in_one_house(&link.from, &link.to, &houses))
                || (one_line && link.from.digit == link.to.digit)
        } else {
            weak(&link.from, &link.to, &houses) || one_line
        };
        if !real {
            return Some(format!(
                "link {k} ({}) is no real {} link",
                describe(link.from.clone(), link.to.clone()),
                if link.strong { "strong" } else { "weak" }
            ));
        }
        // A branch may also start at another candidate of the chain's first
        // cell (each assumption of a cell), and a figure of several chains
        // (dual kites, a wing's two branches) starts each at a node no link
        // leads to; a link from a node that only a later link reaches is out of order.
        let root = link.from.cells() == f.links[0].from.cells()
            || !f.links.iter().any(|l| l.to == link.from);
        if k > 0 && !root && !f.links[..k].iter().any(|l| l.to == link.from) {
            return Some(format!(
                "link {k} starts at {} where no earlier link ends",
                describe(link.from.clone(), link.to.clone())
            ));
        }
    }
    None
}

/// "5r1c1 -> 5r8c1".
fn describe(from: Node, to: Node) -> String {
    let n = |x: &Node| {
        format!(
            "{}{:?}",
            x.digit,
            x.cells().iter().map(|c| c.name()).collect::<Vec<_>>()
        )
    };
    format!("{} -> {}", n(&from), n(&to))
}

/// A real strong link: one digit whose candidates in some house are exactly
/// the two nodes' cells, or two digits of one bivalue cell.
fn strong(a: &Node, b: &Node, pos: &dyn Position, houses: &[Vec<usize>]) -> bool {
    let (ca, cb) = (ix(&a.cells()), ix(&b.cells()));
    if a.digit != b.digit {
        return ca.len() == 1 && ca == cb && pos.count(ca[0]) == 2;
    }
    if ca.iter().any(|c| cb.contains(c)) {
        return false;
    }
    let union: Vec<usize> = ca.iter().chain(&cb).copied().collect();
    houses.iter().any(|h| {
        union.iter().all(|c| h.contains(c))
            && h.iter()
                .filter(|&&c| pos.candidate(c, a.digit))
                .all(|c| union.contains(c))
    })
}

/// Both nodes' cells in one house (a link inside an almost locked set).
fn in_one_house(a: &Node, b: &Node, houses: &[Vec<usize>]) -> bool {
    let union: Vec<usize> = ix(&a.cells()).into_iter().chain(ix(&b.cells())).collect();
    houses.iter().any(|h| union.iter().all(|c| h.contains(c)))
}

/// A real weak link: one digit in disjoint cells that all see each other,
/// or two digits of one cell.
fn weak(a: &Node, b: &Node, houses: &[Vec<usize>]) -> bool {
    let (ca, cb) = (ix(&a.cells()), ix(&b.cells()));
    if a.digit != b.digit {
        return ca == cb;
    }
    let sees =
        |x: usize, y: usize| x != y && houses.iter().any(|h| h.contains(&x) && h.contains(&y));
    ca.iter().all(|&x| cb.iter().all(|&y| sees(x, y)))
}

/// True when a figure draws more than [`Figure::finish`] adds by itself.
fn drawn(f: &Figure) -> bool {
    f.candidates
        .iter()
        .any(|m| !matches!(m.role, Role::Eliminated | Role::Placed))
        || f.cells.iter().any(|c| c.role != Role::Pattern)
        || !f.houses.is_empty()
        || !f.links.is_empty()
}

/// What the walk over one strategy found.
#[derive(Default)]
struct Tally {
    steps: usize,
    drawn: usize,
    linked: usize,
    failures: Vec<String>,
}

/// A step as the checks read it: its figure (not finished yet), eliminations, placements and proof cells.
type StepParts<'a> = (&'a Figure, &'a [(Pos, u8)], &'a [(Pos, u8)], &'a [Pos]);

/// A figure's cells as the indices the houses list.
fn ix(cells: &[Pos]) -> Vec<usize> {
    cells.iter().map(|c| c.index()).collect()
}

/// The parts of a Sudoku step the checks read.
fn sudoku_parts(step: &straights::sudoku::logic::Step) -> StepParts<'_> {
    (
        &step.figure,
        &step.eliminations,
        &step.placements,
        &step.cells,
    )
}

/// Checks one step's figure into `t`.
fn tally_step(t: &mut Tally, step: StepParts, pos: &dyn Position, rules: LinkRules, place: &str) {
    let (figure, eliminations, placements, cells) = step;
    let mut f = figure.clone();
    f.finish(eliminations, placements, cells);
    t.steps += 1;
    t.drawn += usize::from(drawn(&f));
    t.linked += usize::from(!f.links.is_empty());
    let mut wanted = eliminations.to_vec();
    wanted.sort_unstable();
    let got = f.marked(Role::Eliminated);
    if got != wanted {
        t.failures.push(format!(
            "{place}: eliminated {got:?}, the step removes {wanted:?}"
        ));
    } else if let Some(why) = check_figure(&f, pos, rules) {
        t.failures.push(format!("{place}: {why}"));
    }
}

/// Fails with the table's faults: a figure that does not fit, a strategy
/// that draws nothing of its own or
/// a chain-like one with a step without links.
fn judge(table: &BTreeMap<String, Tally>) {
    let mut bad = Vec::new();
    for (code, t) in table {
        println!(
            "{code:<8} {:>6} steps {:>6} drawn {:>6} with links {:>4} faults",
            t.steps,
            t.drawn,
            t.linked,
            t.failures.len()
        );
        bad.extend(t.failures.iter().take(3).cloned());
        if t.drawn < t.steps {
            bad.push(format!(
                "{code}: {} of {} steps draw nothing of their own",
                t.steps - t.drawn,
                t.steps
            ));
        }
        if CHAINED.contains(&code.as_str()) && t.linked < t.steps {
            bad.push(format!(
                "{code}: {} of {} steps draw no link",
                t.steps - t.linked,
                t.steps
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn every_figure_of_the_regression_library_fits_its_position() {
    let Some(text) = shared_data::read("sudoku/hodoku-reglib-1.4.txt") else {
        return;
    };
    let mut table: BTreeMap<String, Tally> = BTreeMap::new();
    for line in text.lines().filter(|l| l.starts_with(':')) {
        let decoded = codec::decode_as(Format::Hodoku, line).expect(line);
        let technique = decoded.style.hodoku.expect("library fields").technique;
        let (code, variant) = match technique.split_once('-') {
            Some((c, v)) => (c.to_string(), Some(v.to_string())),
            None => (technique.clone(), None),
        };
        if code.len() >= 4 && matches!(&code[..3], "033" | "034" | "035" | "036") {
            continue;
        }
        let Some(strategy) = Strategy::with_code(&code) else {
            continue;
        };
        let grid = Grid::from_board(&decoded.board);
        let options = Options::for_library(&code, variant.as_deref());
        let rules = LinkRules {
            als: code.starts_with("09") || options.als_in_chains,
            net: matches!(code.as_str(), "1303" | "1304"),
            str8ts: false,
        };
        let t = table.entry(code.clone()).or_default();
        for step in find_all_with(&grid, strategy, options) {
            tally_step(
                t,
                sudoku_parts(&step),
                &SudokuPosition(&grid),
                rules,
                &format!("{line}\n    {}", step.text),
            );
        }
    }
    judge(&table);
}

#[test]
fn every_figure_of_str8ts_solving_paths_fits_its_position() {
    use straights::str8ts::logic::{solve_steps, strategy_steps, STRATEGIES};
    let text = include_str!("data/str8ts-com-505.txt");
    let mut table: BTreeMap<String, Tally> = BTreeMap::new();
    let names = ["weekly001", "weekly031"];
    let picked = text
        .lines()
        .enumerate()
        .filter(|(k, l)| k % 25 == 0 || names.iter().any(|n| l.starts_with(&format!("{n}:"))));
    for (_, line) in picked {
        let Ok(decoded) = codec::decode(line) else {
            continue;
        };
        let mut b = decoded.board.clone();
        straights::engine::fill_naive_candidates(&mut b);
        for (k, taken) in solve_steps(&decoded.board).iter().enumerate() {
            for step in strategy_steps(&b, STRATEGIES, true, true) {
                // A person can follow it: no figure, and no part of one, draws more than 20 links.
                let widest = std::iter::once(&step.figure)
                    .chain(&step.figure.parts)
                    .map(|f| f.links.len())
                    .max()
                    .unwrap_or(0);
                assert!(widest <= MAX_LINKS, "{widest} links: {}", step.explain());
                let t = table
                    .entry(format!("Str8ts {}", step.strategy.name()))
                    .or_default();
                let place = format!(
                    "{} position {k}: {}",
                    &line[..line.find(':').unwrap_or(0)],
                    step.explain()
                );
                tally_step(
                    t,
                    (
                        &step.figure,
                        &step.eliminations,
                        &step.placements,
                        &step.cells,
                    ),
                    &Str8tsPosition(&b),
                    LinkRules {
                        str8ts: true,
                        ..LinkRules::default()
                    },
                    &place,
                );
            }
            taken.apply_to(&mut b);
        }
    }
    judge(&table);
}

#[test]
fn every_figure_on_the_solving_paths_of_hard_sudokus_fits_its_position() {
    use straights::sudoku::logic::next_step;
    // The puzzles HoDoKu rates Extreme or Unfair in the 17-clue grades kept
    // here: their paths need chains, ALS and forcing (which the library has
    // no case of).
    let text = include_str!("data/hodoku-grades-17clue-2000.tsv");
    let hard = text
        .lines()
        .filter(|l| matches!(l.split('\t').nth(1), Some("Extreme" | "Unfair")))
        .take(40);
    let mut table: BTreeMap<String, Tally> = BTreeMap::new();
    for line in hard {
        let puzzle = line.split('\t').next().unwrap();
        let mut grid = Grid::from_board(&codec::decode(puzzle).unwrap().board);
        let mut k = 0;
        while let Some(step) = next_step(&grid, true) {
            let code = step.strategy.code();
            let rules = LinkRules {
                als: code.starts_with("09"),
                net: matches!(code, "1303" | "1304"),
                str8ts: false,
            };
            let t = table.entry(code.to_string()).or_default();
            let place = format!("{puzzle} step {k}: {}", step.text);
            tally_step(
                t,
                sudoku_parts(&step),
                &SudokuPosition(&grid),
                rules,
                &place,
            );
            step.apply(&mut grid);
            k += 1;
        }
    }
    judge(&table);
}

/// The Sudoku of issue 45 whose first hints are forcing nets.
const FORCING_EXAMPLE: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// The puzzles whose forcing figures are checked: the example, and 20 of
/// top1465 (`../shared/data/sudoku`) whose hardest technique in HoDoKu is
/// a forcing chain or net (5 of each kind), else 10 of the Extreme 17-clue
/// puzzles kept here.
fn forcing_puzzles() -> Vec<String> {
    let mut out = vec![FORCING_EXAMPLE.to_string()];
    if let Some(text) = shared_data::read("sudoku/hodoku-grades-top1465.tsv") {
        for code in ["fcc", "fcv", "fnc", "fnv"] {
            out.extend(
                text.lines()
                    .filter(|l| l.split('\t').nth(4) == Some(code))
                    .take(5)
                    .map(|l| l.split('\t').next().unwrap_or_default().to_string()),
            );
        }
    } else {
        let text = include_str!("data/hodoku-grades-17clue-2000.tsv");
        out.extend(
            text.lines()
                .filter(|l| l.split('\t').nth(1) == Some("Extreme"))
                .take(10)
                .map(|l| l.split('\t').next().unwrap_or_default().to_string()),
        );
    }
    out
}

/// Why a forcing step's finished figure `f` is not readable, or `None`:
/// a figure or part with more than [`MAX_LINKS`] links, a part that does
/// not fit the position, a first part that is not the figure itself, or
/// (a contradiction) a drawn line that does not end at the broken rule:
/// in the house left without the digit, else in a cell the sentence names
/// as broken.
fn forcing_fault(
    f: &Figure,
    pos: &SudokuPosition,
    text: &str,
    contradiction: bool,
) -> Option<String> {
    let rules = LinkRules {
        net: true,
        ..LinkRules::default()
    };
    let parts: Vec<&Figure> = if f.parts.is_empty() {
        vec![f]
    } else {
        f.parts.iter().collect()
    };
    if let Some(first) = f.parts.first() {
        if (&first.candidates, &first.houses, &first.links) != (&f.candidates, &f.houses, &f.links)
        {
            return Some("the figure is not its first part".into());
        }
    }
    for (k, part) in parts.iter().enumerate() {
        if part.links.len() > MAX_LINKS {
            return Some(format!("part {k} draws {} links", part.links.len()));
        }
        if f.parts.len() > 1 && part.caption.is_empty() {
            return Some(format!("part {k} has no caption"));
        }
        if let Some(why) = check_figure(part, pos, rules) {
            return Some(format!("part {k}: {why}"));
        }
    }
    if !contradiction {
        return None;
    }
    let last = parts.last()?;
    let end = match last.links.last() {
        Some(link) => link.to.cell,
        None => last.marked(Role::Target).first()?.0,
    };
    let broken = text.split("So ").last().unwrap_or_default();
    let named = end.name();
    let in_house = last
        .houses
        .iter()
        .any(|h| h.role == Role::Pattern && h.cells.contains(&end));
    if in_house || broken.contains(&named) {
        None
    } else {
        Some(format!(
            "the drawn line ends at {named}, not at the broken rule ({broken})"
        ))
    }
}

#[test]
fn forcing_figures_draw_at_most_twenty_links_a_part_and_end_at_the_broken_rule() {
    use straights::sudoku::logic::next_step;
    let (mut steps, mut parted, mut most) = (0, 0, 0);
    let mut faults = Vec::new();
    for puzzle in forcing_puzzles() {
        let mut grid = Grid::from_board(&codec::decode(&puzzle).unwrap().board);
        let mut k = 0;
        while let Some(step) = next_step(&grid, true) {
            let code = step.strategy.code();
            if matches!(code, "1301" | "1302" | "1303" | "1304") {
                let mut f = step.figure.clone();
                f.finish(&step.eliminations, &step.placements, &step.cells);
                steps += 1;
                parted += usize::from(!f.parts.is_empty());
                most = most.max(f.parts.len());
                let contradiction = matches!(code, "1301" | "1303");
                if let Some(why) =
                    forcing_fault(&f, &SudokuPosition(&grid), &step.text, contradiction)
                {
                    faults.push(format!("{puzzle} step {k}: {why}: {}", step.text));
                }
            }
            step.apply(&mut grid);
            k += 1;
        }
    }
    println!("{steps} forcing steps, {parted} drawn in parts (at most {most})");
    assert!(steps >= 10, "only {steps} forcing steps met");
    assert!(
        faults.is_empty(),
        "{}",
        faults[..faults.len().min(5)].join("\n")
    );
}
