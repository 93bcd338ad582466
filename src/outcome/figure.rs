//! What to draw for a logic step, as data: candidates and cells with a
//! role, houses to outline and links between candidates, the same type for
//! both puzzle kinds. A step's finder fills it (only when sentences are
//! wanted: grading draws nothing); the player draws it over the board, the
//! CLI and the wasm API hand it out as JSON (`figure` of a hint).
//!
//! The JSON shape: `{ candidates: [{cell, digit, role}], cells: [{cell,
//! role}], houses: [{kind, cells, role}], links: [{from: {cell, digit},
//! to: {cell, digit}, strong}] }`; a node that is a group of cells (a
//! grouped chain's node, an almost locked set) also lists them as `group`.
//!
//! No figure draws more than [`MAX_LINKS`] links: a longer piece of
//! reasoning (a forcing net's branches) is shown in parts, listed as
//! `parts: [{candidates, cells, houses, links, caption}]`, each a whole
//! figure of its own with at most [`MAX_LINKS`] links and a `caption` in
//! words ("Suppose r1c4 is 3 (2 of 3)"), meant to be shown one at a time.
//! The top-level lists are then the first part's, so a reader that ignores
//! `parts` draws part 1. `parts` (and `caption`) are absent when the
//! figure is one piece.

use crate::board::{House, Pos};
use serde::{Serialize, Serializer};

/// What a candidate, cell or house is in a step's figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// A candidate the step removes.
    Eliminated,
    /// A digit the step places.
    Placed,
    /// The pattern's own candidates (a subset's digits, a fish's base
    /// candidates, a wing's pivot and pincers).
    Base,
    /// A fish's cover candidates (those outside the base, which cover lines pass).
    Cover,
    /// A fin: a candidate (or cell) that spoils the pattern, which the step works around.
    Fin,
    /// One colour of a chain or colouring (the nodes that are true together).
    On,
    /// The other colour (false when the first is true).
    Off,
    /// Members of the N-th almost locked set or subset (1 up).
    Set(u8),
    /// What the step is aimed at: the candidate a chain proves, a cell that
    /// gets a digit, a compartment's cell whose range is checked.
    Target,
    /// A cell or house of the pattern (no candidate in particular).
    Pattern,
    /// The cell or house to look at first.
    Focus,
}

impl Role {
    /// The role's name in JSON and the page's `data-role`: `eliminated`,
    /// `placed`, `base`, `cover`, `fin`, `on`, `off`, `set-1`..,
    /// `target`, `pattern`, `focus`.
    pub fn name(self) -> String {
        match self {
            Role::Eliminated => "eliminated".into(),
            Role::Placed => "placed".into(),
            Role::Base => "base".into(),
            Role::Cover => "cover".into(),
            Role::Fin => "fin".into(),
            Role::On => "on".into(),
            Role::Off => "off".into(),
            Role::Set(n) => format!("set-{n}"),
            Role::Target => "target".into(),
            Role::Pattern => "pattern".into(),
            Role::Focus => "focus".into(),
        }
    }
}

impl Serialize for Role {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.name())
    }
}

/// A candidate with a role.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CandidateMark {
    /// The cell, 0..81 row by row.
    pub cell: Pos,
    /// The digit, 1..=9.
    pub digit: u8,
    /// What it is in the step.
    pub role: Role,
}

/// A cell with a role.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CellMark {
    /// The cell, 0..81 row by row.
    pub cell: Pos,
    /// What it is in the step.
    pub role: Role,
}

/// The kinds of houses a figure outlines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum HouseKind {
    /// A row of the grid.
    Row,
    /// A column of the grid.
    Column,
    /// A 3x3 box (Sudoku).
    Box,
    /// A Str8ts compartment: a run of white cells between black cells or the edge.
    Compartment,
    /// A whole Str8ts row or column line, across its black cells.
    Line,
}

/// A house to outline.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HouseMark {
    /// Which kind of house.
    pub kind: HouseKind,
    /// Its cells, in order.
    pub cells: Vec<Pos>,
    /// What it is in the step: `base` and `cover` lines of a fish, `focus`,
    /// `pattern`.
    pub role: Role,
}

/// One end of a link: a candidate, or a group of cells holding a digit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Node {
    /// The cell (a group's first cell).
    pub cell: Pos,
    /// The digit.
    pub digit: u8,
    /// A group node's cells (empty for a single candidate).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub group: Vec<Pos>,
}

impl Node {
    /// The candidate `digit` of `cell`.
    pub fn at(cell: Pos, digit: u8) -> Node {
        Node {
            cell,
            digit,
            group: Vec::new(),
        }
    }

    /// `digit` in the group `cells` (one cell makes a plain node).
    pub fn group(cells: &[Pos], digit: u8) -> Node {
        let mut group = cells.to_vec();
        group.sort_unstable();
        group.dedup();
        let cell = group.first().copied().unwrap_or_default();
        if group.len() == 1 {
            group.clear();
        }
        Node { cell, digit, group }
    }

    /// Every cell of the node.
    pub fn cells(&self) -> Vec<Pos> {
        if self.group.is_empty() {
            vec![self.cell]
        } else {
            self.group.clone()
        }
    }
}

/// A link between two nodes: strong (one of them is true) or weak (not both).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Link {
    /// Where the link starts (in the order of the chain).
    pub from: Node,
    /// Where it ends.
    pub to: Node,
    /// Strong (drawn solid) or weak (dashed).
    pub strong: bool,
}

/// The most links one figure (or one part of a figure) draws: more are not
/// followed by eye.
pub const MAX_LINKS: usize = 20;

/// A piece of reasoning to lay out in a figure (see [`Figure::lay_out`]):
/// its caption, the candidates it marks and its links in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Piece {
    /// What the piece shows, in words ("Suppose r1c4 is 3").
    pub caption: String,
    /// The candidates of its nodes with their roles.
    pub marks: Vec<CandidateMark>,
    /// Its links, each starting where the one before ended (or at a
    /// node of the piece no link leads to).
    pub links: Vec<Link>,
}

/// What to draw for a step. Built with the methods below by the finders;
/// [`Figure::finish`] makes its eliminated and placed candidates exactly
/// the step's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Figure {
    /// Candidates with a role (one role per candidate: the first given,
    /// but eliminated and placed always win).
    pub candidates: Vec<CandidateMark>,
    /// Cells with a role (one per cell: the first given).
    pub cells: Vec<CellMark>,
    /// Houses to outline.
    pub houses: Vec<HouseMark>,
    /// Links, in the order of the chain.
    pub links: Vec<Link>,
    /// A part's caption in words (empty for a figure of one piece).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub caption: String,
    /// The parts of a figure shown one at a time (empty: one piece; else
    /// the top-level lists are the first part's).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<Figure>,
}

impl Figure {
    /// True when nothing is drawn.
    pub fn is_empty(&self) -> bool {
        self.candidates.is_empty()
            && self.cells.is_empty()
            && self.houses.is_empty()
            && self.links.is_empty()
    }

    /// The candidates marked with `role`, as (cell, digit), sorted.
    pub fn marked(&self, role: Role) -> Vec<(Pos, u8)> {
        let mut out: Vec<(Pos, u8)> = self
            .candidates
            .iter()
            .filter(|m| m.role == role)
            .map(|m| (m.cell, m.digit))
            .collect();
        out.sort_unstable();
        out
    }

    /// Marks candidate `digit` of `cell` with `role` (kept if it has one already).
    pub fn candidate(&mut self, cell: Pos, digit: u8, role: Role) -> &mut Figure {
        if !self
            .candidates
            .iter()
            .any(|m| m.cell == cell && m.digit == digit)
        {
            self.candidates.push(CandidateMark { cell, digit, role });
        }
        self
    }

    /// Marks candidate `digit` in each of `cells` with `role`.
    pub fn candidates(
        &mut self,
        cells: impl IntoIterator<Item = Pos>,
        digit: u8,
        role: Role,
    ) -> &mut Figure {
        for cell in cells {
            self.candidate(cell, digit, role);
        }
        self
    }

    /// Marks `cell` with `role` (kept if it has one already).
    pub fn cell(&mut self, cell: Pos, role: Role) -> &mut Figure {
        if !self.cells.iter().any(|m| m.cell == cell) {
            self.cells.push(CellMark { cell, role });
        }
        self
    }

    /// Outlines a house of `kind` made of `cells`, as `role`.
    pub fn house(&mut self, kind: HouseKind, cells: Vec<Pos>, role: Role) -> &mut Figure {
        if !self
            .houses
            .iter()
            .any(|h| h.kind == kind && h.cells == cells)
        {
            self.houses.push(HouseMark { kind, cells, role });
        }
        self
    }

    /// Outlines a 9x9 grid's house (a row, a column or a box), as Sudoku
    /// numbers them.
    pub fn grid_house(&mut self, house: House, role: Role) -> &mut Figure {
        let kind = match house.index() {
            0..=8 => HouseKind::Row,
            9..=17 => HouseKind::Column,
            _ => HouseKind::Box,
        };
        self.house(kind, house.cells().collect(), role)
    }

    /// Adds a link from `from` to `to`.
    pub fn link(&mut self, from: Node, to: Node, strong: bool) -> &mut Figure {
        self.links.push(Link { from, to, strong });
        self
    }

    /// Links `nodes` in order, the links alternating strong and weak from
    /// `first_strong`.
    pub fn chain(&mut self, nodes: &[Node], first_strong: bool) -> &mut Figure {
        for (k, pair) in nodes.windows(2).enumerate() {
            let strong = (k % 2 == 0) == first_strong;
            self.link(pair[0].clone(), pair[1].clone(), strong);
        }
        self
    }

    /// Lays `pieces` out over this figure (the marks every part shares):
    /// together when they draw at most [`MAX_LINKS`] links, else in parts
    /// of at most [`MAX_LINKS`] links each, whole pieces packed in order
    /// and a longer piece cut into even runs of at most [`MAX_LINKS`] links (its
    /// caption numbered "(2 of 3)"). A part marks the candidates of its
    /// pieces' links only (a piece without links: all its marks).
    pub fn lay_out(mut self, pieces: Vec<Piece>) -> Figure {
        let total: usize = pieces.iter().map(|p| p.links.len()).sum();
        if total <= MAX_LINKS {
            for piece in &pieces {
                self.add_piece(piece);
            }
            self.caption = String::new();
            return self;
        }
        let mut parts: Vec<Figure> = Vec::new();
        let mut current: Option<Figure> = None;
        for piece in pieces.iter().flat_map(cut) {
            let fits = current
                .as_ref()
                .is_some_and(|f| f.links.len() + piece.links.len() <= MAX_LINKS);
            if !fits {
                parts.extend(current.take());
                current = Some(self.clone());
            }
            if let Some(part) = current.as_mut() {
                part.add_piece(&piece);
            }
        }
        parts.extend(current);
        if let Some(first) = parts.first() {
            let mut whole = first.clone();
            whole.caption = String::new();
            whole.parts = parts;
            return whole;
        }
        self
    }

    /// The figure with at most [`MAX_LINKS`] links on show at once: one
    /// that draws more (a Str8ts forcing chain following every branch) is
    /// laid out in parts of its links in order, captioned "The chains (1
    /// of 2)"; a figure already in parts, or within the limit, as it is.
    pub fn capped(mut self) -> Figure {
        if self.links.len() <= MAX_LINKS || !self.parts.is_empty() {
            return self;
        }
        let links = std::mem::take(&mut self.links);
        self.lay_out(vec![Piece {
            caption: "The chains".to_string(),
            marks: Vec::new(),
            links,
        }])
    }

    /// Adds a piece's marks and links (its caption joined to the part's).
    fn add_piece(&mut self, piece: &Piece) {
        for m in &piece.marks {
            self.candidate(m.cell, m.digit, m.role);
        }
        self.links.extend(piece.links.iter().cloned());
        if !piece.caption.is_empty() {
            self.caption = if self.caption.is_empty() {
                piece.caption.clone()
            } else {
                format!("{}; {}", self.caption, lower_first(&piece.caption))
            };
        }
    }

    /// Makes the figure's eliminated and placed candidates exactly the
    /// step's `eliminations` and `placements` (an eliminated candidate
    /// loses any other role it had; a role of `eliminated` or `placed` the
    /// step does not have becomes `target`), and marks the step's proof
    /// `cells` that have no mark of their own as `pattern`.
    pub fn finish(&mut self, eliminations: &[(Pos, u8)], placements: &[(Pos, u8)], cells: &[Pos]) {
        let changed = |cell: Pos, digit: u8| {
            eliminations.contains(&(cell, digit)) || placements.contains(&(cell, digit))
        };
        self.candidates.retain(|m| !changed(m.cell, m.digit));
        for m in &mut self.candidates {
            if matches!(m.role, Role::Eliminated | Role::Placed) {
                m.role = Role::Target;
            }
        }
        for &(cell, digit) in eliminations {
            self.candidates.push(CandidateMark {
                cell,
                digit,
                role: Role::Eliminated,
            });
        }
        for &(cell, digit) in placements {
            self.candidates.push(CandidateMark {
                cell,
                digit,
                role: Role::Placed,
            });
        }
        for &cell in cells {
            self.cell(cell, Role::Pattern);
        }
        for part in &mut self.parts {
            part.finish(eliminations, placements, cells);
        }
    }
}

/// A piece cut into runs of at most [`MAX_LINKS`] links, as even as
/// can be (itself when short), each marking the candidates its links join, the caption of
/// each run numbered.
fn cut(piece: &Piece) -> Vec<Piece> {
    if piece.links.len() <= MAX_LINKS {
        return vec![piece.clone()];
    }
    let runs = piece.links.len().div_ceil(MAX_LINKS);
    piece
        .links
        .chunks(piece.links.len().div_ceil(runs))
        .enumerate()
        .map(|(k, links)| {
            let joined = |m: &&CandidateMark| {
                links.iter().any(|l| {
                    [&l.from, &l.to]
                        .iter()
                        .any(|n| n.group.is_empty() && n.cell == m.cell && n.digit == m.digit)
                })
            };
            Piece {
                caption: format!("{} ({} of {runs})", piece.caption, k + 1),
                marks: piece.marks.iter().filter(joined).cloned().collect(),
                links: links.to_vec(),
            }
        })
        .collect()
}

/// A caption with its first letter in lower case, to follow a semicolon.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A figure of 25 links comes in two parts of at most 20, all of its
    /// links kept in order, the first part on show at the top level.
    #[test]
    fn a_figure_of_more_than_twenty_links_is_capped_in_parts() {
        let mut f = Figure::default();
        for k in 0..25 {
            f.link(
                Node::at(Pos::new(k), 1),
                Node::at(Pos::new(k + 1), 1),
                k % 2 == 0,
            );
        }
        let all = f.links.clone();
        let capped = f.capped();
        assert_eq!(capped.parts.len(), 2);
        assert!(capped.parts.iter().all(|p| p.links.len() <= MAX_LINKS));
        let joined: Vec<Link> = capped.parts.iter().flat_map(|p| p.links.clone()).collect();
        assert_eq!(joined, all);
        assert_eq!(capped.links, capped.parts[0].links);
        assert_eq!(capped.parts[1].caption, "The chains (2 of 2)");
    }

    #[test]
    fn finish_makes_the_eliminated_and_placed_candidates_the_steps() {
        let mut f = Figure::default();
        f.candidate(Pos::new(3), 5, Role::Base)
            .candidate(Pos::new(4), 5, Role::Eliminated)
            .candidate(Pos::new(5), 6, Role::On)
            .cell(Pos::new(3), Role::Focus);
        f.finish(
            &[(Pos::new(3), 5), (Pos::new(7), 5)],
            &[(Pos::new(8), 1)],
            &[Pos::new(3), Pos::new(9)],
        );
        let roles: Vec<(usize, u8, String)> = f
            .candidates
            .iter()
            .map(|m| (m.cell.index(), m.digit, m.role.name()))
            .collect();
        assert_eq!(
            roles,
            vec![
                (4, 5, "target".to_string()),
                (5, 6, "on".to_string()),
                (3, 5, "eliminated".to_string()),
                (7, 5, "eliminated".to_string()),
                (8, 1, "placed".to_string()),
            ]
        );
        assert_eq!(
            f.cells,
            vec![
                CellMark {
                    cell: Pos::new(3),
                    role: Role::Focus
                },
                CellMark {
                    cell: Pos::new(9),
                    role: Role::Pattern
                }
            ]
        );
    }

    #[test]
    fn chains_alternate_and_groups_list_their_cells() {
        let mut f = Figure::default();
        let nodes = [
            Node::at(Pos::new(0), 1),
            Node::group(&[Pos::new(10), Pos::new(9)], 1),
            Node::at(Pos::new(20), 1),
        ];
        f.chain(&nodes, true);
        assert_eq!(f.links.len(), 2);
        assert!(f.links[0].strong && !f.links[1].strong);
        assert_eq!(f.links[0].to.cells(), vec![Pos::new(9), Pos::new(10)]);
        let json = serde_json::to_string(&f).unwrap();
        assert!(
            json.contains(r#""to":{"cell":9,"digit":1,"group":[9,10]}"#),
            "{json}"
        );
        assert!(json.contains(r#""from":{"cell":0,"digit":1}"#), "{json}");
        assert_eq!(Role::Set(2).name(), "set-2");
    }

    /// A piece of `n` links along row 1's and row 2's candidates 1.
    fn piece(caption: &str, n: usize) -> Piece {
        let nodes: Vec<Node> = (0..=n).map(|k| Node::at(Pos::new(k), 1)).collect();
        let mut f = Figure::default();
        f.chain(&nodes, true);
        Piece {
            caption: caption.into(),
            marks: (0..=n)
                .map(|k| CandidateMark {
                    cell: Pos::new(k),
                    digit: 1,
                    role: Role::On,
                })
                .collect(),
            links: f.links,
        }
    }

    #[test]
    fn short_pieces_make_one_figure_long_ones_parts_of_twenty_links_at_most() {
        let mut common = Figure::default();
        common.candidate(Pos::new(80), 9, Role::Target);
        let one = common.clone().lay_out(vec![piece("A", 5), piece("B", 15)]);
        assert!(one.parts.is_empty() && one.caption.is_empty());
        assert_eq!(one.links.len(), 20);
        let json = serde_json::to_string(&one).unwrap();
        assert!(
            !json.contains("parts") && !json.contains("caption"),
            "{json}"
        );

        let parted = common.lay_out(vec![piece("If A", 5), piece("If B", 16), piece("If C", 3)]);
        let sizes: Vec<usize> = parted.parts.iter().map(|p| p.links.len()).collect();
        assert_eq!(sizes, vec![5, 19]);
        assert_eq!(parted.links, parted.parts[0].links);
        assert_eq!(parted.parts[1].caption, "If B; if C");
        assert!(parted
            .parts
            .iter()
            .all(|p| p.marked(Role::Target) == vec![(Pos::new(80), 9)]));

        let long = Figure::default().lay_out(vec![piece("Suppose X", 45)]);
        let sizes: Vec<usize> = long.parts.iter().map(|p| p.links.len()).collect();
        assert_eq!(sizes, vec![15, 15, 15]);
        assert_eq!(long.parts[2].caption, "Suppose X (3 of 3)");
        // A run marks the candidates its links join: 16 of them.
        assert_eq!(long.parts[1].candidates.len(), 16);
        assert_eq!(long.parts[1].links[0].from, Node::at(Pos::new(15), 1));
    }

    #[test]
    fn grid_houses_are_rows_columns_and_boxes() {
        let mut f = Figure::default();
        f.grid_house(House::new(1), Role::Base)
            .grid_house(House::new(10), Role::Cover)
            .grid_house(House::new(26), Role::Focus);
        assert_eq!(f.houses[0].cells, (9..18).map(Pos::new).collect::<Vec<_>>());
        assert_eq!(
            f.houses[1].cells,
            (0..9).map(|r| Pos::new(r * 9 + 1)).collect::<Vec<_>>()
        );
        assert_eq!(
            f.houses[2].cells,
            [60, 61, 62, 69, 70, 71, 78, 79, 80].map(Pos::new)
        );
        assert_eq!(f.houses[2].kind, HouseKind::Box);
    }
}
