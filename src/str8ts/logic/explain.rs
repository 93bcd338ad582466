//! The sentence of each step, built only when asked for.

use super::grid::{known_range, Compartment, Contradiction};
use super::{Step, Strategy};
use crate::board::{cell_name, digit_mask, digits_of, Mask, ALL_DIGITS};

/// What a step needs, beyond its cells and changes, to be explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Detail {
    /// A digit in `cell` (a black clue if `black`) clears its row and column.
    Source { cell: usize, digit: u8, black: bool },
    /// A naked single: the digits in the cell's row and column and in its
    /// row and column compartments when it was found.
    Single {
        cell: usize,
        digit: u8,
        row: Mask,
        col: Mask,
        across: Option<(Compartment, Mask)>,
        down: Option<(Compartment, Mask)>,
    },
    /// A compartment, the straights (start digits) it can hold, and the
    /// digits the step is about.
    Straights {
        span: Compartment,
        starts: u16,
        digits: Mask,
    },
    /// A range check: the cells whose bounds limit the compartment
    /// (cell, bound, whether the cell holds that digit) and the allowed digits.
    Range {
        span: Compartment,
        lo: Option<(usize, u8, bool)>,
        hi: Option<(usize, u8, bool)>,
        allowed: Mask,
    },
    /// Stranded digits: the digits available in the compartment and its straights.
    Stranded {
        span: Compartment,
        avail: Mask,
        starts: u16,
    },
    /// A naked or hidden set of `digits` in line `line`.
    Subset { line: usize, digits: Mask },
    /// High/low str8ts: what a compartment of `line` is left with.
    HighLow {
        line: usize,
        span: Compartment,
        starts: u16,
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
        pivot: usize,
        x: usize,
        y: usize,
        a: u8,
        b: u8,
        c: u8,
    },
    /// A unique rectangle on digits `a` and `b`; `target` is the fourth corner.
    Rectangle { a: u8, b: u8, target: usize },
    /// A forcing chain from `cell`: with `digit`, the easy steps place
    /// `trail` and end in `end` (a contradiction); or, with `digit == 0`,
    /// every candidate of the cell leads to the step's placements.
    Chain {
        cell: usize,
        digit: u8,
        cands: Mask,
        trail: Vec<(usize, u8)>,
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

/// "3, 4 and 6".
pub(crate) fn digit_list(mask: Mask, conj: &str) -> String {
    let v: Vec<String> = digits_of(mask).map(|d| d.to_string()).collect();
    join(&v, conj)
}

/// "r3c1, r3c7 and r6c4".
pub(crate) fn cell_list(cells: &[usize]) -> String {
    let v: Vec<String> = cells.iter().map(|&c| cell_name(c)).collect();
    join(&v, "and")
}

/// "3-6, 4-7 or 5-8" for the straights of `len` digits starting at `starts`.
pub(crate) fn straight_list(starts: u16, len: u8) -> String {
    let v: Vec<String> = (1..=9u8)
        .filter(|&s| starts & (1 << (s - 1)) != 0)
        .map(|s| {
            if len == 1 {
                s.to_string()
            } else {
                format!("{}-{}", s, s + len - 1)
            }
        })
        .collect();
    join(&v, "or")
}

/// "row 3" or "column 4" for line `l` (0..9 rows, 9..18 columns).
pub(crate) fn line_name(l: usize) -> String {
    if l < 9 {
        format!("row {}", l + 1)
    } else {
        format!("column {}", l - 8)
    }
}

/// "rows 2 and 7" for a mask of line numbers (bit k = line k+1).
fn lines_list(mask: u16, rows: bool) -> String {
    let v: Vec<String> = (0..9)
        .filter(|k| mask & (1 << k) != 0)
        .map(|k| (k + 1).to_string())
        .collect();
    let kind = match (rows, v.len() == 1) {
        (true, true) => "row",
        (true, false) => "rows",
        (false, true) => "column",
        (false, false) => "columns",
    };
    format!("{kind} {}", join(&v, "and"))
}

/// "remove 5 from r3c1 and r3c7, and 1 and 6 from r3c8" (digits with the
/// same cells grouped).
pub(crate) fn removal(elims: &[(usize, u8)]) -> String {
    let mut groups: Vec<(Mask, Vec<usize>)> = Vec::new();
    for d in 1..=9u8 {
        let mut cells: Vec<usize> = elims
            .iter()
            .filter(|&&(_, e)| e == d)
            .map(|&(c, _)| c)
            .collect();
        if cells.is_empty() {
            continue;
        }
        cells.sort_unstable();
        match groups.iter_mut().find(|g| g.1 == cells) {
            Some(g) => g.0 |= digit_mask(d),
            None => groups.push((digit_mask(d), cells)),
        }
    }
    let parts: Vec<String> = groups
        .iter()
        .map(|(ds, cells)| format!("{} from {}", digit_list(*ds, "and"), cell_list(cells)))
        .collect();
    match parts.len() {
        0 => String::new(),
        1 => format!("remove {}", parts[0]),
        n => format!("remove {}, and {}", parts[..n - 1].join(", "), parts[n - 1]),
    }
}

/// "place 6 in r3c9 and 2 in r4c4".
fn placing(places: &[(usize, u8)]) -> String {
    let v: Vec<String> = places
        .iter()
        .map(|&(c, d)| format!("{d} in {}", cell_name(c)))
        .collect();
    format!("place {}", join(&v, "and"))
}

/// The changes of a step: "place 6 in r3c9 and remove 7 from r7c2".
fn changes(step: &Step) -> String {
    let mut v = Vec::new();
    if !step.placements.is_empty() {
        v.push(placing(&step.placements));
    }
    if !step.eliminations.is_empty() {
        v.push(removal(&step.eliminations));
    }
    join(&v, "and")
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
        } => straights(step, *span, *starts, *digits),
        Detail::Range {
            span,
            lo,
            hi,
            allowed,
        } => range(step, *span, *lo, *hi, *allowed),
        Detail::Stranded { span, avail, starts } => format!(
            "the compartment {} needs {} consecutive digits and its cells can only take {}, so it must be {}: {}",
            span.name(),
            span.len,
            digit_list(*avail, "and"),
            straight_list(*starts, span.len),
            removal(&step.eliminations)
        ),
        Detail::Subset { line, digits } => subset(step, *line, *digits),
        Detail::HighLow { line, span, starts } => format!(
            "the compartments of {} cannot share a digit, and every way to fill them together leaves {} as {}: {}",
            line_name(*line),
            span.name(),
            straight_list(*starts, span.len),
            removal(&step.eliminations)
        ),
        Detail::Setti {
            digit,
            rows,
            inside,
            need,
            forced,
            ..
        } => setti(step, *digit, *rows, *inside, *need, *forced),
        Detail::Fish {
            digit,
            rows,
            base,
            cover,
        } => format!(
            "{digit} must appear once in each of {}, and there it can only go in {}, so {} hold the {digit}s of {}: {}",
            lines_list(*base, *rows),
            lines_list(*cover, !*rows),
            lines_list(*base, *rows),
            lines_list(*cover, !*rows),
            removal(&step.eliminations)
        ),
        Detail::Wing {
            pivot,
            x,
            y,
            a,
            b,
            c,
        } => format!(
            "{} is {a} or {b}: if {a}, {} is {c}; if {b}, {} is {c}; so no cell that sees both {} and {} can be {c}: {}",
            cell_name(*pivot),
            cell_name(*x),
            cell_name(*y),
            cell_name(*x),
            cell_name(*y),
            removal(&step.eliminations)
        ),
        Detail::Rectangle { a, b, target } => format!(
            "{} must not all hold {a} and {b}: the two digits could swap there without leaving their rows, columns and compartments, giving a second solution, so {} cannot be {a} or {b}: {}",
            cell_list(&step.cells),
            cell_name(*target),
            removal(&step.eliminations)
        ),
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

fn source(step: &Step, cell: usize, digit: u8, black: bool) -> String {
    let what = if black { "the black clue " } else { "" };
    format!(
        "{} holds {what}{digit}, so no other cell of row {} or column {} can be {digit}: {}",
        cell_name(cell),
        cell / 9 + 1,
        cell % 9 + 1,
        removal(&step.eliminations)
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
    Line(usize, Mask),
}

/// The reasons a naked single in `cell` cites (see [`Detail::Single`]),
/// and the other digits, ruled out earlier, that none of them explains.
/// Shared by the sentence and the figure, so that they cite the same.
pub(crate) fn single_reasons(
    cell: usize,
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
    for (mask, line) in [(row, cell / 9), (col, 9 + cell % 9)] {
        let out = mask & others & !explained;
        if out != 0 {
            reasons.push(Reason::Line(line, out));
            explained |= out;
        }
    }
    (reasons, others & !explained)
}

fn single(
    cell: usize,
    digit: u8,
    row: Mask,
    col: Mask,
    across: Option<(Compartment, Mask)>,
    down: Option<(Compartment, Mask)>,
) -> String {
    let (reasons, rest) = single_reasons(cell, digit, row, col, across, down);
    let mut parts: Vec<String> = reasons
        .iter()
        .map(|r| match *r {
            Reason::Span(span, known) => format!(
                "the compartment {} already holds {}",
                span.name(),
                digit_list(known, "and")
            ),
            Reason::Line(line, out) => {
                format!(
                    "{} already holds {}",
                    line_name(line),
                    digit_list(out, "and")
                )
            }
        })
        .collect();
    if rest != 0 {
        parts.push(format!(
            "{} {} ruled out earlier",
            digit_list(rest, "and"),
            if rest.count_ones() == 1 {
                "was"
            } else {
                "were"
            }
        ));
    }
    format!(
        "{} can only be {digit}: {}",
        cell_name(cell),
        join_clauses(&parts)
    )
}

fn straights(step: &Step, span: Compartment, starts: u16, digits: Mask) -> String {
    let can_be = straight_list(starts, span.len);
    match step.strategy {
        Strategy::HiddenSingle => {
            let (cell, d) = step.placements[0];
            format!(
                "{} must be {d}: the compartment {} must contain {d} (it can only be {can_be}) and {} is its only cell that can take it",
                cell_name(cell),
                span.name(),
                cell_name(cell)
            )
        }
        Strategy::RequiredDigits => format!(
            "the compartment {} can only be {can_be}, so it must contain {}, which no other cell of {} can then hold: {}",
            span.name(),
            digit_list(digits, "and"),
            line_name(span.line()),
            removal(&step.eliminations)
        ),
        _ => {
            let never: Vec<String> = step
                .eliminations
                .iter()
                .map(|&(c, d)| format!("{d} in {}", cell_name(c)))
                .collect();
            format!(
                "the compartment {} can only be {can_be}; trying each straight, with a different digit of it in each cell, never puts {}, so remove {}",
                span.name(),
                join(&never, "or"),
                if never.len() == 1 { "it" } else { "them" }
            )
        }
    }
}

fn range(
    step: &Step,
    span: Compartment,
    lo: Option<(usize, u8, bool)>,
    hi: Option<(usize, u8, bool)>,
    allowed: Mask,
) -> String {
    let mut reach = Vec::new();
    if let Some((c, v, placed)) = lo {
        reach.push(if placed {
            format!("{} (which holds {v})", cell_name(c))
        } else {
            format!("{} ({v} or more)", cell_name(c))
        });
    }
    if let Some((c, v, placed)) = hi {
        reach.push(if placed {
            format!("{} (which holds {v})", cell_name(c))
        } else {
            format!("{} ({v} or less)", cell_name(c))
        });
    }
    if lo.is_some() && hi.is_some() && lo.map(|x| x.0) == hi.map(|x| x.0) {
        reach.truncate(1);
    }
    let from = allowed.trailing_zeros() + 1;
    let to = 16 - allowed.leading_zeros();
    format!(
        "the compartment {} has {} cells and must reach {}, so its digits lie within {from} to {to}: {}",
        span.name(),
        span.len,
        join(&reach, "and"),
        removal(&step.eliminations)
    )
}

fn subset(step: &Step, line: usize, digits: Mask) -> String {
    let cells = cell_list(&step.cells);
    match step.strategy {
        Strategy::NakedPair | Strategy::NakedTriple => format!(
            "{cells} can only hold {} between them, so no other cell of {} can: {}",
            digit_list(digits, "and"),
            line_name(line),
            removal(&step.eliminations)
        ),
        _ => format!(
            "{} must contain {} (its compartments require them) and only {cells} can hold them, so those cells hold nothing else: {}",
            line_name(line),
            digit_list(digits, "and"),
            removal(&step.eliminations)
        ),
    }
}

fn setti(step: &Step, digit: u8, rows: bool, inside: bool, need: u8, forced: u16) -> String {
    let (these, other) = if rows {
        ("rows", "columns")
    } else {
        ("columns", "rows")
    };
    if inside {
        let mut how = String::new();
        if !step.placements.is_empty() {
            how.push_str(" (where only one cell can take it)");
        }
        if !step.eliminations.is_empty() {
            how.push_str("; only straights that hold it remain");
        }
        format!(
            "Setti's rule for {digit}: {digit} appears in as many rows as columns; it must appear in {need} {other} and only {need} {these} can hold it, so {} must contain a {digit}{how}: {}",
            lines_list(forced, rows),
            changes(step)
        )
    } else {
        format!(
            "Setti's rule for {digit}: {digit} appears in as many rows as columns; it can appear in only {need} {other} and {need} {these} already require it, so {} cannot hold a {digit}: {}",
            lines_list(forced, rows),
            changes(step)
        )
    }
}

fn chain(
    step: &Step,
    cell: usize,
    digit: u8,
    cands: Mask,
    trail: &[(usize, u8)],
    end: Option<Contradiction>,
    deep: bool,
) -> String {
    let by = if deep {
        "the other strategies"
    } else {
        "the easy steps"
    };
    let shown: Vec<String> = trail
        .iter()
        .take(4)
        .map(|&(c, d)| format!("{} = {d}", cell_name(c)))
        .collect();
    let follow = if trail.len() > 4 {
        format!(
            "{} and {} more placements",
            shown.join(", "),
            trail.len() - 4
        )
    } else {
        join(&shown, "and")
    };
    if digit == 0 {
        return format!(
            "{} is {}, and whichever it is, {by} that follow lead to the same result: {}",
            cell_name(cell),
            digit_list(cands, "or"),
            changes(step)
        );
    }
    let end = match end {
        Some(Contradiction::Empty(c)) => format!("{} is left without a candidate", cell_name(c)),
        Some(Contradiction::Repeat(l, d)) => format!("{} gets two {d}s", line_name(l)),
        Some(Contradiction::NoStraight(s)) => {
            format!("the compartment {} can hold no straight", s.name())
        }
        None => "a contradiction follows".to_string(),
    };
    let path = if follow.is_empty() {
        format!("{end} at once")
    } else {
        format!("{by} give {follow}, and then {end}")
    };
    format!(
        "if {} were {digit}, {path}; so {} is not {digit}: {}",
        cell_name(cell),
        cell_name(cell),
        removal(&step.eliminations)
    )
}
