//! The sentence of each step, built only when asked for.
//!
//! A sentence is written for a reader who knows only the rules: it says
//! what the cells, compartment or line are, the reasoning from the rules,
//! then the effect ("r4c9 cannot be 1, 2 or 3", "r3c4 must be 5"), all from
//! the step's own data. It may hold several sentences, joined with ". " and
//! each after the first capitalised; the last has no full stop (the player
//! and the CLI add their own), and the first starts in lower case unless
//! it starts with a cell name (the player capitalises it).

use super::grid::{known_range, Compartment, Contradiction};
use super::{Step, Strategy};
use crate::board::{digit_mask, digits_of, Line, Mask, Pos, ALL_DIGITS};

/// What a step needs, beyond its cells and changes, to be explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Detail {
    /// A digit in `cell` (a black clue if `black`) clears its row and column.
    Source { cell: Pos, digit: u8, black: bool },
    /// A naked single: the digits in the cell's row and column and in its
    /// row and column compartments when it was found.
    Single {
        cell: Pos,
        digit: u8,
        row: Mask,
        col: Mask,
        across: Option<(Compartment, Mask)>,
        down: Option<(Compartment, Mask)>,
    },
    /// A compartment and the straights (start digits) it can hold: those
    /// its cells allow (`allowed`: runs of the digits `avail` its cells can
    /// take that contain the digits `held` placed in it) and, of these,
    /// those the step keeps (`starts`: all of them, or for split
    /// compartments those that can be laid out on its cells); and the
    /// digits the step is about.
    Straights {
        span: Compartment,
        starts: u16,
        digits: Mask,
        avail: Mask,
        held: Mask,
        allowed: u16,
    },
    /// A range check: the cells whose bounds limit the compartment
    /// (cell, bound, whether the cell holds that digit) and the allowed digits.
    Range {
        span: Compartment,
        lo: Option<(Pos, u8, bool)>,
        hi: Option<(Pos, u8, bool)>,
        allowed: Mask,
    },
    /// Stranded digits: the digits available in the compartment, those
    /// placed in it, and its straights.
    Stranded {
        span: Compartment,
        avail: Mask,
        held: Mask,
        starts: u16,
    },
    /// A naked or hidden set of `digits` in line `line`; for a hidden one,
    /// the compartments of the line that require some of them, each with
    /// the straights it can hold and the digits of the set it requires.
    Subset {
        line: Line,
        digits: Mask,
        needs: Vec<(Compartment, u16, Mask)>,
    },
    /// High/low str8ts: a compartment of `line`, the straights it could
    /// hold on its own (`own`) and is left with (`starts`), and the line's
    /// other compartments with the straights each could hold on its own.
    HighLow {
        line: Line,
        span: Compartment,
        own: u16,
        starts: u16,
        others: Vec<(Compartment, u16)>,
    },
    /// Setti's rule for `digit`: `need` lines of the other kind, so the
    /// `forced` lines (rows if `rows`) must (`inside`) or must not hold it.
    /// The lines counted (masks like `forced`, bit `k` for line `k+1`):
    /// `these` of the same kind as `forced` (those that can hold the digit
    /// when `inside`, else those that require it), `others` of the other
    /// kind (those that require it when `inside`, else those that can).
    Setti {
        digit: u8,
        rows: bool,
        inside: bool,
        need: u8,
        forced: u16,
        these: u16,
        others: u16,
    },
    /// A fish on `digit`: base lines (rows if `rows`) and cover lines, as masks.
    Fish {
        digit: u8,
        rows: bool,
        base: u16,
        cover: u16,
    },
    /// A Y-wing: pivot `{a, b}`, pincers `x = {a, c}` and `y = {b, c}`.
    Wing {
        pivot: Pos,
        x: Pos,
        y: Pos,
        a: u8,
        b: u8,
        c: u8,
    },
    /// A unique rectangle on digits `a` and `b`; `target` is the fourth corner.
    Rectangle { a: u8, b: u8, target: Pos },
    /// A forcing chain from `cell`: with `digit`, the easy steps place
    /// `trail` and end in `end` (a contradiction); or, with `digit == 0`,
    /// every candidate of the cell leads to the step's placements.
    Chain {
        cell: Pos,
        digit: u8,
        cands: Mask,
        trail: Vec<(Pos, u8)>,
        end: Option<Contradiction>,
        deep: bool,
    },
}

/// Joins words as "a", "a and b", "a, b and c" (or with "or").
pub(crate) fn join(items: &[String], conj: &str) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} {conj} {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

/// Joins clauses that may contain "and" themselves: "a and b", or "a, b,
/// and c" (with the comma whenever a clause has its own "and").
pub(crate) fn join_clauses(items: &[String]) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        2 if !items.iter().any(|i| i.contains(" and ")) => {
            format!("{} and {}", items[0], items[1])
        }
        n => format!("{}, and {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

/// Sentences joined with ". ", each after the first capitalised (see the
/// module docs); no full stop after the last.
fn sentences(parts: &[String]) -> String {
    let v: Vec<String> = parts
        .iter()
        .enumerate()
        .map(|(k, p)| if k == 0 { p.clone() } else { capitalised(p) })
        .collect();
    v.join(". ")
}

/// `s` with its first letter in upper case; a leading cell name ("r4c8")
/// stays as it is.
fn capitalised(s: &str) -> String {
    let b = s.as_bytes();
    if b.len() >= 4 && b[0] == b'r' && b[1].is_ascii_digit() && b[2] == b'c' {
        return s.to_string();
    }
    let mut chars = s.chars();
    match chars.next() {
        Some(f) => f.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "3, 4 and 6".
pub(crate) fn digit_list(mask: Mask, conj: &str) -> String {
    let v: Vec<String> = digits_of(mask).map(|d| d.to_string()).collect();
    join(&v, conj)
}

/// A set of digits as a reader takes it in: "any digit", "2 to 6" for a
/// run of three or more, else "2, 4 and 7".
fn digit_set(mask: Mask) -> String {
    let mask = mask & ALL_DIGITS;
    if mask == ALL_DIGITS {
        return "any digit".to_string();
    }
    let lo = mask.trailing_zeros() + 1;
    let hi = 16 - mask.leading_zeros();
    if mask.count_ones() >= 3 && hi - lo + 1 == mask.count_ones() {
        format!("{lo} to {hi}")
    } else {
        digit_list(mask, "and")
    }
}

/// "r3c1, r3c7 and r6c4".
pub(crate) fn cell_list(cells: &[Pos]) -> String {
    let v: Vec<String> = cells.iter().map(|c| c.name()).collect();
    join(&v, "and")
}

/// "3-6, 4-7 or 5-8" for the straights of `len` digits starting at `starts`.
pub(crate) fn straight_list(starts: u16, len: u8) -> String {
    straights_joined(starts, len, "or")
}

/// [`straight_list`] with another conjunction.
fn straights_joined(starts: u16, len: u8, conj: &str) -> String {
    let v: Vec<String> = (1..=9u8)
        .filter(|&s| starts & (1 << (s - 1)) != 0)
        .map(|s| straight(s, len))
        .collect();
    join(&v, conj)
}

/// "3-6" for the straight of `len` digits from `start` ("3" for one digit).
fn straight(start: u8, len: u8) -> String {
    if len <= 1 {
        start.to_string()
    } else {
        format!("{}-{}", start, start + len - 1)
    }
}

/// "row 3" or "column 4" for line `l`.
pub(crate) fn line_name(l: Line) -> String {
    l.name()
}

/// "rows 2 and 7" (or with "or"; "all 9 rows", "all rows but row 5") for a mask of line numbers
/// (bit k = line k+1).
fn lines_list(mask: u16, rows: bool, conj: &str) -> String {
    let v: Vec<String> = (0..9)
        .filter(|k| mask & (1 << k) != 0)
        .map(|k| (k + 1).to_string())
        .collect();
    let kind = kind_name(rows, v.len() != 1);
    if mask == 0x1ff {
        return format!("all 9 {kind}");
    }
    if v.len() >= 7 {
        return format!("all {kind} but {}", lines_list(!mask & 0x1ff, rows, "and"));
    }
    format!("{kind} {}", join(&v, conj))
}

/// "a 5", "an 8".
fn a(d: u8) -> String {
    if d == 8 {
        "an 8".to_string()
    } else {
        format!("a {d}")
    }
}

/// "row", "rows", "column" or "columns".
fn kind_name(rows: bool, plural: bool) -> &'static str {
    match (rows, plural) {
        (true, false) => "row",
        (true, true) => "rows",
        (false, false) => "column",
        (false, true) => "columns",
    }
}

/// "two", "three": how many, in words for small counts.
fn count_word(n: usize) -> String {
    match n {
        2 => "two".to_string(),
        3 => "three".to_string(),
        4 => "four".to_string(),
        _ => n.to_string(),
    }
}

/// "the compartment r1c1-r1c4", or "the cell r1c9" for a compartment of one cell.
fn span_noun(span: Compartment) -> String {
    if span.len <= 1 {
        format!("the cell {}", span.name())
    } else {
        format!("the compartment {}", span.name())
    }
}

/// What a compartment is, by the rules: "the compartment r1c1-r1c4 has 4
/// cells, so it holds a straight of 4 consecutive digits".
fn holds(span: Compartment) -> String {
    if span.len <= 1 {
        format!("{} is a compartment of one cell", span.name())
    } else {
        format!(
            "the compartment {} has {} cells, so it holds a straight of {} consecutive digits",
            span.name(),
            span.len,
            span.len
        )
    }
}

/// Why a compartment can only hold the straights `starts`: the digits its
/// cells can take (`avail`) and those it holds (`held`), e.g. "its cells
/// can only take 1 to 5 between them, so its straight can only be 1-4 or
/// 2-5".
fn allowed_straights(span: Compartment, avail: Mask, held: Mask, starts: u16) -> String {
    let mut why = Vec::new();
    if avail & ALL_DIGITS != ALL_DIGITS {
        why.push(format!(
            "its cells can only take {} between them",
            digit_set(avail)
        ));
    }
    if held != 0 {
        why.push(format!("it already holds {}", digit_list(held, "and")));
    }
    let can = straight_list(starts, span.len);
    if why.is_empty() {
        return format!(
            "any {} consecutive digits fit, so it can be {can}",
            span.len
        );
    }
    let verb = if starts.count_ones() == 1 {
        "must be"
    } else {
        "can only be"
    };
    format!("{}, so its straight {verb} {can}", join_clauses(&why))
}

/// The cells that lose candidates, with those that lose the same digits
/// together, in cell order: [(cells, digits)].
fn by_cell(elims: &[(Pos, u8)]) -> Vec<(Vec<Pos>, Mask)> {
    let mut per: Vec<(Pos, Mask)> = Vec::new();
    for &(c, d) in elims {
        match per.iter_mut().find(|p| p.0 == c) {
            Some(p) => p.1 |= digit_mask(d),
            None => per.push((c, digit_mask(d))),
        }
    }
    per.sort_unstable_by_key(|p| p.0);
    let mut groups: Vec<(Vec<Pos>, Mask)> = Vec::new();
    for (c, m) in per {
        match groups.iter_mut().find(|g| g.1 == m) {
            Some(g) => g.0.push(c),
            None => groups.push((vec![c], m)),
        }
    }
    groups
}

/// Clauses with a subject each ("r4c1 cannot be 1, and r5c1 cannot be
/// 4"): a comma before the last "and" whenever there are two or more.
fn join_effects(items: &[String]) -> String {
    match items.len() {
        2 => format!("{}, and {}", items[0], items[1]),
        _ => join_clauses(items),
    }
}

/// The eliminations as their effect: "r1c1 cannot be 4, and r1c3 and r1c5
/// cannot be 4 or 7".
pub(crate) fn cannot(elims: &[(Pos, u8)]) -> String {
    let v: Vec<String> = by_cell(elims)
        .iter()
        .map(|(cells, ds)| format!("{} cannot be {}", cell_list(cells), digit_list(*ds, "or")))
        .collect();
    join_effects(&v)
}

/// The placements as their effect: "r1c4 must be 5 and r2c1 must be 2".
fn musts(places: &[(Pos, u8)]) -> String {
    let v: Vec<String> = places
        .iter()
        .map(|&(c, d)| format!("{} must be {d}", c.name()))
        .collect();
    join(&v, "and")
}

/// The cells of the eliminations, in order, each once.
fn elim_cells(step: &Step) -> Vec<Pos> {
    let mut cells: Vec<Pos> = step.eliminations.iter().map(|&(c, _)| c).collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// The digits of the eliminations.
fn elim_digits(step: &Step) -> Mask {
    step.eliminations
        .iter()
        .fold(0, |m, &(_, d)| m | digit_mask(d))
}

/// Cell `c` lies in line `l`.
fn in_line(c: Pos, l: Line) -> bool {
    l.contains(c)
}

/// The lines of a row/column elimination from the digit in `cell` where
/// other cells lose it (its row, then its column). Shared by the sentence
/// and the figure, so that they name the same lines.
pub(crate) fn source_lines(step: &Step, cell: Pos) -> impl Iterator<Item = Line> + '_ {
    cell.lines().into_iter().filter(move |&l| {
        step.eliminations
            .iter()
            .any(|&(c, _)| c != cell && in_line(c, l))
    })
}

/// The sentence of `step`.
pub(crate) fn sentence(step: &Step, detail: &Detail) -> String {
    match detail {
        Detail::Source { cell, digit, black } => source(step, *cell, *digit, *black),
        Detail::Single {
            cell,
            digit,
            row,
            col,
            across,
            down,
        } => single(*cell, *digit, *row, *col, *across, *down),
        Detail::Straights {
            span,
            starts,
            digits,
            avail,
            held,
            allowed,
        } => {
            let why = allowed_straights(*span, *avail, *held, *allowed);
            straights(step, *span, (*allowed, *starts), *digits, why)
        }
        Detail::Range {
            span,
            lo,
            hi,
            allowed,
        } => range(step, *span, (*lo, *hi), *allowed),
        Detail::Stranded {
            span,
            avail,
            held,
            starts,
        } => {
            let lost = elim_digits(step);
            sentences(&[
                holds(*span),
                allowed_straights(*span, *avail, *held, *starts),
                format!(
                    "{} {} {}, so {}",
                    digit_list(lost, "and"),
                    if lost.count_ones() == 1 { "is" } else { "are" },
                    if starts.count_ones() == 1 {
                        "not in it"
                    } else {
                        "in none of these"
                    },
                    cannot(&step.eliminations)
                ),
            ])
        }
        Detail::Subset {
            line,
            digits,
            needs,
        } => subset(step, *line, *digits, needs),
        Detail::HighLow {
            line,
            span,
            own,
            starts,
            others,
        } => high_low(step, *line, *span, *own, *starts, others),
        Detail::Setti {
            digit,
            rows,
            inside,
            need,
            forced,
            these,
            others,
        } => setti(
            step,
            *digit,
            *rows,
            *inside,
            *need,
            *forced,
            (*these, *others),
        ),
        Detail::Fish {
            digit,
            rows,
            base,
            cover,
        } => fish(step, *digit, *rows, *base, *cover),
        Detail::Wing {
            pivot,
            x,
            y,
            a,
            b,
            c,
        } => wing(step, *pivot, (*x, *a), (*y, *b), *c),
        Detail::Rectangle { a, b, target } => rectangle(step, *a, *b, *target),
        Detail::Chain {
            cell,
            digit,
            cands,
            trail,
            end,
            deep,
        } => chain(step, *cell, *digit, *cands, trail, *end, *deep),
    }
}

fn source(step: &Step, cell: Pos, digit: u8, black: bool) -> String {
    let (what, note) = if black {
        (
            format!("the black clue {digit}"),
            " (black clues count too)",
        )
    } else {
        (digit.to_string(), "")
    };
    let lines: Vec<String> = source_lines(step, cell).map(line_name).collect();
    format!(
        "{} holds {what}, and a digit appears only once in a row or column{note}, so no other cell of {} can be {digit}: that rules it out in {}",
        cell.name(),
        join(&lines, "or"),
        cell_list(&elim_cells(step))
    )
}

/// What a naked single's sentence cites, in its order: a compartment
/// with the digits it holds, or a line (0..9 rows, 9..18 columns) with the
/// digits it holds that nothing cited before rules out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reason {
    /// A compartment and its digits.
    Span(Compartment, Mask),
    /// A line and the digits it rules out.
    Line(Line, Mask),
}

/// The reasons a naked single in `cell` cites (see [`Detail::Single`]),
/// and the other digits, ruled out earlier, that none of them explains.
/// Shared by the sentence and the figure, so that they cite the same.
pub(crate) fn single_reasons(
    cell: Pos,
    digit: u8,
    row: Mask,
    col: Mask,
    across: Option<(Compartment, Mask)>,
    down: Option<(Compartment, Mask)>,
) -> (Vec<Reason>, Mask) {
    let others = ALL_DIGITS & !digit_mask(digit);
    let mut explained: Mask = 0;
    let mut reasons = Vec::new();
    for (span, known) in [across, down].into_iter().flatten() {
        let out = (!known_range(known, span.len as usize) | known) & others & !explained;
        if known != 0 && out != 0 {
            reasons.push(Reason::Span(span, known));
            explained |= out;
        }
    }
    let [r, c] = cell.lines();
    for (mask, line) in [(row, r), (col, c)] {
        let out = mask & others & !explained;
        if out != 0 {
            reasons.push(Reason::Line(line, out));
            explained |= out;
        }
    }
    (reasons, others & !explained)
}

fn single(
    cell: Pos,
    digit: u8,
    row: Mask,
    col: Mask,
    across: Option<(Compartment, Mask)>,
    down: Option<(Compartment, Mask)>,
) -> String {
    let (reasons, rest) = single_reasons(cell, digit, row, col, across, down);
    let name = cell.name();
    if reasons.is_empty() {
        return format!(
            "every other digit was ruled out in {name} earlier, so {name} can only be {digit}"
        );
    }
    let mut parts = Vec::new();
    let mut lines = Vec::new();
    for r in &reasons {
        match *r {
            Reason::Span(span, known) => {
                let mut s = format!(
                    "the compartment {} already holds {}",
                    span.name(),
                    digit_list(known, "and")
                );
                let range = known_range(known, span.len as usize) & ALL_DIGITS;
                if range != ALL_DIGITS && range != 0 {
                    let from = range.trailing_zeros() + 1;
                    let to = 16 - range.leading_zeros();
                    s.push_str(&format!(
                        ", so its {} consecutive digits lie within {from} to {to}",
                        span.len
                    ));
                }
                parts.push(s);
            }
            Reason::Line(line, out) => lines.push(format!(
                "{} already holds {}",
                line_name(line),
                digit_list(out, "and")
            )),
        }
    }
    if rest != 0 {
        let verb = if rest.count_ones() == 1 {
            "was"
        } else {
            "were"
        };
        lines.push(format!(
            "{} {verb} ruled out earlier",
            digit_list(rest, "and")
        ));
    }
    if !lines.is_empty() {
        parts.push(join_clauses(&lines));
    }
    parts.push(format!("so {name} can only be {digit}"));
    sentences(&parts)
}

/// Hidden singles, required digits and split compartments: `why` says
/// why the compartment can only hold the straights `allowed`, of which the
/// step keeps `starts` (fewer only for split compartments).
fn straights(
    step: &Step,
    span: Compartment,
    (allowed, starts): (u16, u16),
    digits: Mask,
    why: String,
) -> String {
    let one = starts.count_ones() == 1;
    match step.strategy {
        Strategy::HiddenSingle => {
            let (cell, d) = step.placements[0];
            let ad = a(d);
            let contains = if one {
                format!("it contains {d}")
            } else {
                format!("each of these contains {d}")
            };
            sentences(&[
                holds(span),
                format!("{why}, and {contains}"),
                format!(
                    "of its cells only {} can take {ad}, so {} must be {d}",
                    cell.name(),
                    cell.name()
                ),
            ])
        }
        Strategy::RequiredDigits => {
            let line = line_name(span.line());
            let contains = if one {
                "that straight contains"
            } else {
                "each of these contains"
            };
            sentences(&[
                holds(span),
                why,
                format!(
                    "{contains} {}, so this compartment holds {}, and as a digit appears only once in {line}, no other cell of {line} can be {}: {}",
                    digit_list(digits, "and"),
                    if digits.count_ones() == 1 { "it" } else { "them" },
                    digit_list(digits, "or"),
                    cannot(&step.eliminations)
                ),
            ])
        }
        _ => {
            let mut parts = vec![holds(span), why];
            let dropped = allowed & !starts;
            let laid = "on its cells, each cell taking a different one of its candidates";
            let kept = straight_list(starts, span.len);
            if dropped != 0 {
                parts.push(format!(
                    "{} cannot be laid out {laid}, so its straight {} {kept}",
                    straights_joined(dropped, span.len, "and"),
                    if one { "must be" } else { "can only be" },
                ));
                parts.push(format!(
                    "in every way to lay out {kept} like that, {}",
                    never(&step.eliminations)
                ));
            } else {
                let which = if one { "the straight" } else { "the straights" };
                parts.push(format!(
                    "in every way to lay out {which} {kept} {laid}, {}",
                    never(&step.eliminations)
                ));
            }
            sentences(&parts)
        }
    }
}

/// "r1c3 and r1c4 are never 5, and r2c6 is never 1 or 3".
fn never(elims: &[(Pos, u8)]) -> String {
    let v: Vec<String> = by_cell(elims)
        .iter()
        .map(|(cells, ds)| {
            let verb = if cells.len() == 1 { "is" } else { "are" };
            format!(
                "{} {verb} never {}",
                cell_list(cells),
                digit_list(*ds, "or")
            )
        })
        .collect();
    join_effects(&v)
}

/// A bound of a range check: (cell, digit, whether the cell holds it).
type Bound = Option<(Pos, u8, bool)>;

fn range(step: &Step, span: Compartment, (lo, hi): (Bound, Bound), allowed: Mask) -> String {
    let len = span.len as i32;
    let mut bounds = Vec::new();
    match (lo, hi) {
        (Some((c, a, placed)), Some((c2, b, _))) if c == c2 => {
            let what = if placed {
                format!("{} holds {a}", c.name())
            } else {
                format!("{} can only be {a} to {b}", c.name())
            };
            let (from, to) = (allowed.trailing_zeros() + 1, 16 - allowed.leading_zeros());
            bounds.push(format!(
                "{what}, so the straight lies within {from} to {to}"
            ));
        }
        _ => {
            if let Some((c, v, placed)) = lo {
                let what = if placed {
                    format!("{} holds {v}", c.name())
                } else {
                    format!("{} can only be {v} or more", c.name())
                };
                let from = (v as i32 - len + 1).max(1) as u8;
                bounds.push(format!(
                    "{what}, so the straight is at least {}",
                    straight(from, span.len)
                ));
            }
            if let Some((c, v, placed)) = hi {
                let what = if placed {
                    format!("{} holds {v}", c.name())
                } else {
                    format!("{} can only be {v} or less", c.name())
                };
                let from = v.min((10 - len) as u8);
                bounds.push(format!(
                    "{what}, so the straight is at most {}",
                    straight(from, span.len)
                ));
            }
        }
    }
    sentences(&[
        holds(span),
        bounds.join("; "),
        format!("so {}", cannot(&step.eliminations)),
    ])
}

fn subset(step: &Step, line: Line, digits: Mask, needs: &[(Compartment, u16, Mask)]) -> String {
    let cells = cell_list(&step.cells);
    let n = count_word(step.cells.len());
    let name = line_name(line);
    match step.strategy {
        Strategy::NakedPair | Strategy::NakedTriple => sentences(&[
            format!(
                "in {name} the {n} cells {cells} can only be {}{}",
                digit_list(digits, "or"),
                if step.cells.len() > 2 {
                    " between them"
                } else {
                    ""
                }
            ),
            format!(
                "so they hold {}, one each, and no other cell of {name} can be {}: {}",
                digit_list(digits, "and"),
                digit_list(digits, "or"),
                cannot(&step.eliminations)
            ),
        ]),
        _ => {
            let why: Vec<String> = needs
                .iter()
                .map(|&(span, starts, ds)| {
                    let contain = if starts.count_ones() == 1 {
                        "which contains"
                    } else {
                        "each of which contains"
                    };
                    format!(
                        "{} can only be {}, {contain} {}",
                        span_noun(span),
                        straight_list(starts, span.len),
                        digit_list(ds, "and")
                    )
                })
                .collect();
            sentences(&[
                format!(
                    "{}, so {name} must contain {}",
                    why.join("; "),
                    digit_list(digits, "and")
                ),
                format!(
                    "in {name} only {cells} can take them, so these {n} cells hold {}, one each, and nothing else: {}",
                    digit_list(digits, "and"),
                    cannot(&step.eliminations)
                ),
            ])
        }
    }
}

fn high_low(
    step: &Step,
    line: Line,
    span: Compartment,
    own: u16,
    starts: u16,
    others: &[(Compartment, u16)],
) -> String {
    let name = line_name(line);
    let alone: Vec<String> = others
        .iter()
        .map(|&(o, s)| format!("{} can be {}", span_noun(o), straight_list(s, o.len)))
        .collect();
    let works = if starts.count_ones() == 1 {
        "works"
    } else {
        "work"
    };
    sentences(&[
        format!("a digit appears only once in {name}, so its compartments cannot share a digit"),
        format!(
            "on {} own, {}",
            if alone.len() == 1 { "its" } else { "their" },
            join_clauses(&alone)
        ),
        format!(
            "of the straights {} could hold ({}), only {} {works} beside these without sharing a digit, so {}",
            span_noun(span),
            straights_joined(own, span.len, "and"),
            straights_joined(starts, span.len, "and"),
            cannot(&step.eliminations)
        ),
    ])
}

/// "only " before a list of lines, unless [`lines_list`] names them as
/// "all ..." (seven lines or more).
fn only(lines: u16) -> &'static str {
    if lines.count_ones() >= 7 {
        ""
    } else {
        "only "
    }
}

/// Why lines must contain a digit, for Setti's rule.
const MUST_NOTE: &str = "placed already, or needed by every way to fill their compartments";

/// Why lines without the digit yet must contain it, for the fish.
const FISH_NOTE: &str = "every way to fill their compartments needs one";

fn setti(
    step: &Step,
    digit: u8,
    rows: bool,
    inside: bool,
    need: u8,
    forced: u16,
    (these, others): (u16, u16),
) -> String {
    let d = digit;
    let ad = a(d);
    let count = format!(
        "each {d} lies in one row and one column, and no row or column holds two, so {d} appears in as many rows as columns"
    );
    let kind = kind_name(rows, need != 1);
    if !inside {
        return sentences(&[
            count,
            format!(
                "{}{} can hold {ad}, so at most {need} {kind} hold one",
                only(others),
                lines_list(others, !rows, "and")
            ),
            format!(
                "{} must contain {ad} ({MUST_NOTE}), so no other {} can hold one: {}",
                lines_list(these, rows, "and"),
                kind_name(rows, false),
                cannot(&step.eliminations)
            ),
        ]);
    }
    let only = only(these);
    let which = if forced == these {
        String::new()
    } else {
        format!(", {} included", lines_list(forced, rows, "and"))
    };
    let mut parts = vec![
        count,
        format!(
            "{} must contain {ad} ({MUST_NOTE}), so at least {need} {kind} hold one",
            lines_list(others, !rows, "and")
        ),
        format!(
            "{only}{} can hold {ad}, so each of them must{which}",
            lines_list(these, rows, "and")
        ),
    ];
    for &(c, v) in &step.placements {
        let l = if rows { c.row_line() } else { c.col_line() };
        let av = a(v);
        parts.push(format!(
            "only {} can take {av} in {}, so {} must be {v}",
            c.name(),
            line_name(l),
            c.name()
        ));
    }
    if !step.eliminations.is_empty() {
        let lines: u16 = step.eliminations.iter().fold(0, |m, &(c, _)| {
            let l = if rows { c.row_line() } else { c.col_line() };
            m | 1 << l.ordinal()
        });
        parts.push(format!(
            "the compartments of {} must then take straights that leave room for {ad}, so {}",
            lines_list(lines, rows, "and"),
            cannot(&step.eliminations)
        ));
    }
    sentences(&parts)
}

fn fish(step: &Step, digit: u8, rows: bool, base: u16, cover: u16) -> String {
    let d = digit;
    let ad = a(d);
    let n = count_word(base.count_ones() as usize);
    let bases = lines_list(base, rows, "and");
    let each = if base.count_ones() == 2 {
        "both"
    } else {
        "each of them"
    };
    sentences(&[
        format!(
            "{bases} must each contain {ad} ({FISH_NOTE}), and in {each} it can only go in {}",
            lines_list(cover, !rows, "or")
        ),
        format!(
            "so these {n} {d}s are the {d}s of {}, one each, and no other cell of {} can be {d}: that rules it out in {}",
            lines_list(cover, !rows, "and"),
            lines_list(cover, !rows, "and"),
            cell_list(&elim_cells(step))
        ),
    ])
}

/// "row 5" or "column 3": the line two cells share.
fn shared_line(a: Pos, b: Pos) -> String {
    line_name(if a.row() == b.row() {
        a.row_line()
    } else {
        a.col_line()
    })
}

fn wing(step: &Step, pivot: Pos, (x, a): (Pos, u8), (y, b): (Pos, u8), c: u8) -> String {
    let (p, xn, yn) = (pivot.name(), x.name(), y.name());
    sentences(&[
        format!("{p} can only be {a} or {b}"),
        format!(
            "{xn}, also in {}, can only be {}, and {yn}, also in {}, can only be {}",
            shared_line(pivot, x),
            digit_list(digit_mask(a) | digit_mask(c), "or"),
            shared_line(pivot, y),
            digit_list(digit_mask(b) | digit_mask(c), "or")
        ),
        format!("if {p} is {a}, {xn} must be {c}; if it is {b}, {yn} must be {c}"),
        format!(
            "either way {xn} or {yn} is {c}, so no cell that shares a row or column with both can be {c}: that rules it out in {}",
            cell_list(&elim_cells(step))
        ),
    ])
}

fn rectangle(step: &Step, a: u8, b: u8, target: Pos) -> String {
    let corners: Vec<Pos> = step
        .cells
        .iter()
        .copied()
        .filter(|&c| c != target)
        .collect();
    let t = target.name();
    sentences(&[
        format!(
            "{} can only be {a} or {b}, and with {t} they are the corners of a rectangle whose corners in a row share a compartment, as do those in a column",
            cell_list(&corners)
        ),
        format!(
            "if {t} were {a} or {b} too, the {a}s and {b}s could swap places around the rectangle and every row, column and compartment would still be right, so the puzzle would have a second solution"
        ),
        format!(
            "it has only one, so {}",
            cannot(&step.eliminations)
        ),
    ])
}

fn chain(
    step: &Step,
    cell: Pos,
    digit: u8,
    cands: Mask,
    trail: &[(Pos, u8)],
    end: Option<Contradiction>,
    deep: bool,
) -> String {
    let by = if deep {
        "the steps of the other strategies"
    } else {
        "the simplest steps (row and column eliminations, singles and the checks inside compartments)"
    };
    let name = cell.name();
    if digit == 0 {
        let n = cands.count_ones() as usize;
        let all = if n == 2 {
            "both".to_string()
        } else {
            format!("all {}", count_word(n))
        };
        let places: Vec<String> = step
            .placements
            .iter()
            .map(|&(c, d)| format!("{d} in {}", c.name()))
            .collect();
        return sentences(&[
            format!("{name} can only be {}", digit_list(cands, "or")),
            format!(
                "trying each in turn and following {by}, {all} lead to {}",
                join(&places, "and")
            ),
            format!("so whichever {name} is, {}", musts(&step.placements)),
        ]);
    }
    let shown: Vec<String> = trail
        .iter()
        .take(4)
        .map(|&(c, d)| format!("{d} in {}", c.name()))
        .collect();
    let follow = if trail.len() > 4 {
        let more = trail.len() - 4;
        format!(
            "{} and {more} more {}",
            shown.join(", "),
            if more == 1 { "digit" } else { "digits" }
        )
    } else {
        join(&shown, "and")
    };
    let end = match end {
        Some(Contradiction::Empty(c)) => format!("{} has no candidate left", c.name()),
        Some(Contradiction::Repeat(l, d)) => format!("{} holds two {d}s", line_name(l)),
        Some(Contradiction::NoStraight(s)) => format!(
            "{} can hold no straight (no {} consecutive digits fit its cells)",
            span_noun(s),
            s.len
        ),
        None => "the rules are broken".to_string(),
    };
    let path = if follow.is_empty() {
        format!("then at once {end}")
    } else {
        format!("following {by} places {follow}, and then {end}")
    };
    sentences(&[
        format!("suppose {name} were {digit}: {path}, which the rules forbid"),
        format!("so {}", cannot(&step.eliminations)),
    ])
}

#[cfg(test)]
pub(crate) mod tests {
    //! Each family's sentence on a real position: the first step of its
    //! strategies along the solver's path on a str8ts.com puzzle.
    use super::*;
    use crate::board::Board;
    use crate::codec;
    use crate::str8ts::logic::analysis::Ctx;
    use crate::str8ts::logic::grid::{Grid, Shape};
    use crate::str8ts::logic::{find_first, solve_steps, STRATEGIES};
    use std::sync::OnceLock;

    /// The puzzles of the str8ts.com collection named `names`.
    pub(crate) fn puzzles(names: &[&str]) -> Vec<Board> {
        let text = include_str!("../../../tests/data/str8ts-com-505.txt");
        names
            .iter()
            .map(|name| {
                let line = text
                    .lines()
                    .find(|l| l.split(':').next() == Some(name))
                    .unwrap();
                codec::decode(line).unwrap().board
            })
            .collect()
    }

    /// The first step of each strategy (indexed like [`STRATEGIES`]) at
    /// the first position along the solver's path on weekly063 that has
    /// one (its positions have a step of every strategy).
    fn first_steps() -> &'static [Step] {
        static STEPS: OnceLock<Vec<Step>> = OnceLock::new();
        STEPS.get_or_init(|| {
            let board = &puzzles(&["weekly063"])[0];
            let mut b = board.clone();
            crate::rules::fill_naive_candidates(&mut b);
            let mut found: Vec<Option<Step>> = vec![None; STRATEGIES.len()];
            for taken in solve_steps(board) {
                let shape = Shape::of(&b, true);
                let grid = Grid::of(&b);
                let ctx = Ctx::new(&shape, &grid);
                for &s in STRATEGIES {
                    if found[s.index()].is_none() {
                        found[s.index()] = find_first(&ctx, s);
                    }
                }
                if found.iter().all(Option::is_some) {
                    break;
                }
                taken.apply_to(&mut b);
            }
            found
                .into_iter()
                .zip(STRATEGIES)
                .map(|(s, name)| s.unwrap_or_else(|| panic!("no {name} step")))
                .collect()
        })
    }

    /// The real step of `strategy` and its sentence, checked for what
    /// every sentence must do: name every cell it changes, end with the
    /// effect, and use none of the solver's jargon.
    fn real(strategy: Strategy) -> (&'static Step, String) {
        let step = &first_steps()[strategy.index()];
        let text = step.explain();
        for &(c, _) in step.eliminations.iter().chain(&step.placements) {
            assert!(text.contains(&c.name()), "{strategy}: {text}");
        }
        if !step.eliminations.is_empty() {
            let effect = [cannot(&step.eliminations), never(&step.eliminations)];
            let cells = cell_list(&elim_cells(step));
            assert!(
                effect.iter().any(|e| text.ends_with(e.as_str()))
                    || text.ends_with(&format!("rules it out in {cells}")),
                "{strategy}: {text}"
            );
        }
        for word in ["sure", "range", "strand", "sees", "remove", "require"] {
            assert!(!text.contains(word), "{strategy} says {word:?}: {text}");
        }
        assert!(!text.ends_with('.'), "{strategy}: {text}");
        (step, text)
    }

    /// Asserts that `text` contains each of `words`.
    fn says(text: &str, words: &[&str]) {
        for w in words {
            assert!(text.contains(w), "no {w:?} in: {text}");
        }
    }

    #[test]
    fn eliminations_and_singles_say_what_rules_the_digit_out() {
        let (step, text) = real(Strategy::RowColumnElimination);
        let Detail::Source { cell, digit, .. } = step.detail else {
            panic!("{:?}", step.detail)
        };
        says(
            &text,
            &[
                &format!("{} holds", cell.name()),
                "appears only once in a row or column",
                &format!("can be {digit}"),
            ],
        );
        let (step, text) = real(Strategy::NakedSingle);
        let (cell, d) = step.placements[0];
        assert!(text.ends_with(&format!("So {} can only be {d}", cell.name())));
        says(&text, &["already holds"]);
        let (step, text) = real(Strategy::HiddenSingle);
        let Detail::Straights { span, .. } = step.detail else {
            panic!("{:?}", step.detail)
        };
        let (cell, d) = step.placements[0];
        says(
            &text,
            &[
                &format!("the compartment {} has {} cells", span.name(), span.len),
                "consecutive digits",
                &format!("contains {d}"),
                &format!("only {} can take {}", cell.name(), a(d)),
            ],
        );
        assert!(text.ends_with(&format!("{} must be {d}", cell.name())));
    }

    #[test]
    fn compartment_steps_name_the_compartment_its_length_and_straights() {
        let (step, text) = real(Strategy::CompartmentRangeCheck);
        let Detail::Range { span, lo, hi, .. } = step.detail else {
            panic!("{:?}", step.detail)
        };
        says(
            &text,
            &[
                &format!("the compartment {} has {} cells", span.name(), span.len),
                &format!("{} consecutive digits", span.len),
                &cannot(&step.eliminations),
            ],
        );
        for (c, v, _) in [lo, hi].into_iter().flatten() {
            says(&text, &[&c.name(), &v.to_string()]);
        }
        let (step, text) = real(Strategy::StrandedDigits);
        let Detail::Stranded { span, starts, .. } = step.detail else {
            panic!("{:?}", step.detail)
        };
        says(
            &text,
            &[
                &format!("the compartment {} has {} cells", span.name(), span.len),
                &straight_list(starts, span.len),
            ],
        );
        let (step, text) = real(Strategy::RequiredDigits);
        let Detail::Straights { span, digits, .. } = step.detail else {
            panic!("{:?}", step.detail)
        };
        says(
            &text,
            &[
                &format!("the compartment {} has {} cells", span.name(), span.len),
                &format!("contains {}", digit_list(digits, "and")),
                &format!("appears only once in {}", line_name(span.line())),
            ],
        );
        let (step, text) = real(Strategy::SplitCompartments);
        let Detail::Straights { span, starts, .. } = step.detail else {
            panic!("{:?}", step.detail)
        };
        says(
            &text,
            &[
                &format!("the compartment {} has {} cells", span.name(), span.len),
                "every way to lay out",
                &straight_list(starts, span.len),
                "a different one of its candidates",
            ],
        );
    }

    #[test]
    fn subsets_name_the_line_the_cells_and_the_digits() {
        for s in [Strategy::NakedPair, Strategy::NakedTriple] {
            let (step, text) = real(s);
            let Detail::Subset { line, digits, .. } = step.detail else {
                panic!("{:?}", step.detail)
            };
            says(
                &text,
                &[
                    &format!("in {} the", line_name(line)),
                    &cell_list(&step.cells),
                    &format!("can only be {}", digit_list(digits, "or")),
                    "one each",
                ],
            );
        }
        for s in [Strategy::HiddenPair, Strategy::HiddenTriple] {
            let (step, text) = real(s);
            let Detail::Subset {
                line,
                digits,
                ref needs,
            } = step.detail
            else {
                panic!("{:?}", step.detail)
            };
            assert!(!needs.is_empty());
            for &(span, starts, _) in needs {
                says(&text, &[&span.name(), &straight_list(starts, span.len)]);
            }
            says(
                &text,
                &[
                    &format!(
                        "{} must contain {}",
                        line_name(line),
                        digit_list(digits, "and")
                    ),
                    &format!("only {} can take them", cell_list(&step.cells)),
                    "nothing else",
                ],
            );
        }
    }

    #[test]
    fn line_steps_say_why_the_line_limits_its_compartments() {
        let (step, text) = real(Strategy::HighLowStr8ts);
        let Detail::HighLow {
            line,
            span,
            starts,
            ref others,
            ..
        } = step.detail
        else {
            panic!("{:?}", step.detail)
        };
        says(
            &text,
            &[
                &format!("a digit appears only once in {}", line_name(line)),
                &span.name(),
                &format!("only {}", straights_joined(starts, span.len, "and")),
            ],
        );
        for &(o, s) in others {
            says(&text, &[&o.name(), &straight_list(s, o.len)]);
        }
        let (step, text) = real(Strategy::SettisRule);
        let Detail::Setti { digit, .. } = step.detail else {
            panic!("{:?}", step.detail)
        };
        says(
            &text,
            &[
                &format!("{digit} appears in as many rows as columns"),
                &format!("must contain {}", a(digit)),
            ],
        );
    }

    #[test]
    fn fish_name_their_lines() {
        for s in [Strategy::XWing, Strategy::Swordfish] {
            let (step, text) = real(s);
            let Detail::Fish {
                digit,
                rows,
                base,
                cover,
            } = step.detail
            else {
                panic!("{:?}", step.detail)
            };
            says(
                &text,
                &[
                    &format!(
                        "{} must each contain {}",
                        lines_list(base, rows, "and"),
                        a(digit)
                    ),
                    &format!("can only go in {}", lines_list(cover, !rows, "or")),
                    "one each",
                ],
            );
        }
    }

    #[test]
    fn wings_and_rectangles_walk_through_the_cases() {
        let (step, text) = real(Strategy::YWing);
        let Detail::Wing {
            pivot,
            x,
            y,
            a,
            b,
            c,
        } = step.detail
        else {
            panic!("{:?}", step.detail)
        };
        let (p, x, y) = (pivot.name(), x.name(), y.name());
        says(
            &text,
            &[
                &format!("{p} can only be {a} or {b}"),
                &format!("{p} is {a}, {x} must be {c}"),
                &format!("if it is {b}, {y} must be {c}"),
                &format!("Either way {x} or {y} is {c}"),
            ],
        );
        let (step, text) = real(Strategy::UniqueRectangle);
        let Detail::Rectangle { a, b, target } = step.detail else {
            panic!("{:?}", step.detail)
        };
        says(
            &text,
            &[
                &format!("with {} they are the corners of a rectangle", target.name()),
                &format!("the {a}s and {b}s could swap"),
                "second solution",
            ],
        );
    }

    #[test]
    fn forcing_chains_suppose_and_follow() {
        let (step, text) = real(Strategy::ForcingChain);
        let Detail::Chain { cell, digit, .. } = step.detail else {
            panic!("{:?}", step.detail)
        };
        if digit != 0 {
            says(
                &text,
                &[
                    &format!("suppose {} were {digit}", cell.name()),
                    "which the rules forbid",
                ],
            );
        } else {
            says(&text, &["Trying each in turn", "whichever"]);
        }
    }
}
