//! The Str8ts engine commands of the CLI: solve, hint, grade, generate, bench.

mod cli_common;
use cli_common::{puzzle, run_cli};
use straights::codec::{self, Format};
use straights::str8ts::{logic, solve};

#[test]
fn solve_prints_the_solution_in_the_asked_format() {
    let line = puzzle("weekly001");
    let board = codec::decode(&line).unwrap().board;
    let solve::Solution::Unique(s) = solve::solve(&board) else {
        panic!("weekly001 is unique")
    };
    let (out, err, ok) = run_cli(&["solve", "--to", "str8ts-text"], &line);
    assert!(ok, "{err}");
    // Every white cell holds its solution digit, black cells keep their clues.
    let grid = codec::decode(out.trim()).unwrap().board;
    for (i, (got, want)) in grid.cells.iter().zip(board.cells.iter()).enumerate() {
        assert_eq!(got.black, want.black);
        let digit = if want.black { want.value } else { s[i] };
        assert_eq!(got.value, digit, "cell {i}");
    }
    // In a format with placed digits the givens stay givens.
    let (out, _, ok) = run_cli(&["solve", "--to", "str8ts-com"], &line);
    assert!(ok);
    let solved = codec::decode(out.trim()).unwrap();
    assert_eq!(solved.format, Format::Str8tsCom);
    assert!(solved
        .board
        .cells
        .iter()
        .zip(board.cells.iter())
        .all(|(a, b)| a.given == b.given));
    assert!(solved.board.cells.iter().all(|c| c.black || c.value != 0));
}

#[test]
fn solve_reports_several_solutions_with_two_of_them() {
    let (out, err, ok) = run_cli(&["solve"], &puzzle("klaus280e"));
    assert!(!ok);
    assert!(out.is_empty());
    assert!(
        err.contains("-:1: the puzzle has several solutions, for example"),
        "{err}"
    );
    let grids: Vec<&str> = err.lines().filter(|l| l.len() == 9).collect();
    assert_eq!(grids.len(), 18, "{err}");
    assert_ne!(grids[..9], grids[9..]);
}

#[test]
fn solve_reports_no_solution() {
    // Two 9s in the first row.
    let text = "99.......\n.........\n.........\n.........\n.........\n.........\n.........\n.........\n........#";
    let (_, err, ok) = run_cli(&["solve"], text);
    assert!(!ok);
    assert!(err.contains("the puzzle has no solution"), "{err}");
}

#[test]
fn grade_lines_start_with_number_and_name() {
    let input = format!("{}\n{}\n", puzzle("weekly001"), puzzle("weekly002"));
    let (out, err, ok) = run_cli(&["grade"], &input);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    for (line, name) in lines.iter().zip(["weekly001", "weekly002"]) {
        let g = logic::grade(&codec::decode(&puzzle(name)).unwrap().board)
            .grade
            .unwrap();
        assert!(
            line.starts_with(&format!("{} {}  {name}  ", g.number(), g.name())),
            "{line}"
        );
    }
}

#[test]
fn hint_names_the_strategy_and_the_change() {
    let (out, err, ok) = run_cli(&["hint"], &puzzle("weekly001"));
    assert!(ok, "{err}");
    let board = codec::decode(&puzzle("weekly001")).unwrap().board;
    let logic::Hint::Step(step) = logic::hint(&board) else {
        panic!("a step")
    };
    assert!(
        out.starts_with(&format!("{}: {}", step.strategy.name(), step.explain())),
        "{out}"
    );
    let changes = step.eliminations.len() + step.placements.len();
    assert_eq!(out.lines().count(), 1 + changes, "{out}");
}

#[test]
fn hint_all_lists_every_step_of_a_strategy() {
    // weekly031 starts with four naked singles.
    let line = puzzle("weekly031");
    let single = ["hint", "--strategy", "Naked Single"];
    let (first, err, ok) = run_cli(&[&single[..], &["--json"]].concat(), &line);
    assert!(ok, "{err}");
    let first: serde_json::Value = serde_json::from_str(first.trim()).unwrap();
    let (all, err, ok) = run_cli(&[&single[..], &["--all", "--json"]].concat(), &line);
    assert!(ok, "{err}");
    let all: serde_json::Value = serde_json::from_str(all.trim()).unwrap();
    let all = all.as_array().expect("an array with --all");
    assert!(all.len() > 1, "{all:?}");
    assert_eq!(all[0], first, "the first of all is the first step");
    let placed: Vec<&str> = all
        .iter()
        .map(|s| s["placements"][0].as_str().unwrap())
        .collect();
    assert_eq!(placed, ["214", "222", "726", "498"]);
    assert!(all.iter().all(|s| s["strategy"] == "Naked Single"));
    // As text: one described step per paragraph.
    let (text, _, ok) = run_cli(&[&single[..], &["--all"]].concat(), &line);
    assert!(ok);
    assert_eq!(text.matches("Naked Single: ").count(), 4, "{text}");
    // Without --strategy: every step of every strategy, easiest first,
    // the naked singles among them.
    let (every, err, ok) = run_cli(&["hint", "--all", "--json"], &line);
    assert!(ok, "{err}");
    let every: serde_json::Value = serde_json::from_str(every.trim()).unwrap();
    let order: Vec<usize> = every
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let name = s["strategy"].as_str().unwrap();
            logic::STRATEGIES
                .iter()
                .position(|x| x.name() == name)
                .unwrap()
        })
        .collect();
    assert!(order.windows(2).all(|w| w[0] <= w[1]), "{order:?}");
    let singles: Vec<&serde_json::Value> = every
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["strategy"] == "Naked Single")
        .collect();
    assert_eq!(singles, all.iter().collect::<Vec<_>>());
}

#[test]
fn bench_solve_prints_throughput_and_grades() {
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("bench-solve.txt");
    std::fs::write(
        &file,
        format!(
            "# two puzzles\n{}\n{}\n",
            puzzle("weekly001"),
            puzzle("weekly002")
        ),
    )
    .unwrap();
    let (out, err, ok) = run_cli(
        &[
            "bench",
            "solve",
            file.to_str().unwrap(),
            "--rounds",
            "2",
            "--threads",
            "2",
        ],
        "",
    );
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("count_solutions(limit 2), 1 thread: 2 puzzles x 2 rounds in "),
        "{out}"
    );
    let extreme = out
        .lines()
        .find(|l| l.starts_with("6 Extreme"))
        .expect("grade line");
    assert_eq!(extreme.split_whitespace().nth(2), Some("4"), "{out}");
    let last = lines.last().unwrap();
    assert!(
        last.starts_with("count_solutions(limit 2), 2 threads: 2 puzzles x 2 rounds in "),
        "{out}"
    );
    assert!(last.ends_with(" puzzles/s"), "{out}");
    let (_, err, ok) = run_cli(
        &["bench", "solve", file.to_str().unwrap(), "--threads", "0"],
        "",
    );
    assert!(!ok);
    assert!(err.contains("invalid value '0' for '--threads"), "{err}");
}

/// The first golden puzzle of the generator: grade 3, rotate180, seed 42.
fn golden_grade3_seed42() -> String {
    let line = include_str!("../../tests/data/generate-golden.txt")
        .lines()
        .find(|l| l.starts_with("3 rotate180 42 "))
        .unwrap();
    line.rsplit(' ').next().unwrap().to_string()
}

#[test]
fn generate_prints_the_seeded_puzzles_and_they_grade_as_asked() {
    let (out, err, ok) = run_cli(&["generate", "--grade", "moderate", "--seed", "42"], "");
    assert!(ok, "{err}");
    assert_eq!(out.trim(), golden_grade3_seed42());
    assert!(err.is_empty(), "{err}");
    let (out, err, ok) = run_cli(
        &["generate", "--grade", "4", "--seed", "7", "--count", "3"],
        "",
    );
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0] != lines[1] && lines[1] != lines[2]);
    // Puzzle k of a run is the puzzle of seed + k.
    let (second, _, _) = run_cli(&["generate", "--grade", "4", "--seed", "8"], "");
    assert_eq!(second.trim(), lines[1]);
    let (graded, err, ok) = run_cli(&["grade"], &out);
    assert!(ok, "{err}");
    assert_eq!(
        graded.lines().filter(|l| l.starts_with("4 Tough ")).count(),
        3,
        "{graded}"
    );
}

#[test]
fn generate_writes_other_formats_and_reports_bad_options() {
    let (out, err, ok) = run_cli(
        &[
            "generate",
            "--grade",
            "1",
            "--seed",
            "3",
            "--count",
            "2",
            "--to",
            "str8ts-grid",
            "--symmetry",
            "mirror",
            "--black",
            "16-18",
        ],
        "",
    );
    assert!(ok, "{err}");
    let grids: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(grids.len(), 2, "{out}");
    for grid in grids {
        let board = codec::decode(grid).unwrap().board;
        assert!((16..=18).contains(&board.black_count()));
        assert_eq!(logic::grade(&board).grade, Some(logic::Grade::Easy));
    }
    let (_, err, ok) = run_cli(&["generate", "--grade", "9"], "");
    assert!(!ok);
    assert!(
        err.contains("unknown grade '9': expected 1 Easy, 2 Gentle"),
        "{err}"
    );
    let (_, err, ok) = run_cli(&["generate", "--grade", "2", "--to", "sudoku81"], "");
    assert!(!ok);
    assert!(err.contains("sudoku81 is a Sudoku format"), "{err}");
    let (_, err, ok) = run_cli(&["generate", "--grade", "2", "--black", "30-20"], "");
    assert!(!ok);
    assert!(
        err.contains("invalid black range 30-20: the minimum is larger than the maximum"),
        "{err}"
    );
    // Without --seed the seed used is reported, and it repeats the puzzle.
    let (out, err, ok) = run_cli(&["generate", "--grade", "2"], "");
    assert!(ok);
    let seed = err
        .split_whitespace()
        .nth(2)
        .expect("straights: seed N (...)");
    let (again, _, _) = run_cli(&["generate", "--grade", "2", "--seed", seed], "");
    assert_eq!(out, again);
}

#[test]
fn bench_generate_checks_and_times_every_grade() {
    let (out, err, ok) = run_cli(
        &[
            "bench", "generate", "--count", "2", "--grades", "1-3,6", "--check",
        ],
        "",
    );
    assert!(ok, "{err}");
    let rows: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(rows.len(), 5, "{out}");
    for (row, head) in rows
        .iter()
        .zip(["1 Easy", "2 Gentle", "3 Moderate", "6 Extreme"])
    {
        assert!(row.starts_with(head), "{row}");
        assert_eq!(row.split_whitespace().nth(2), Some("2"), "{row}");
    }
    assert!(rows[4].starts_with("every puzzle checked"));
    let (_, err, ok) = run_cli(&["bench", "generate", "--grades", "0-2"], "");
    assert!(!ok);
    assert!(err.contains("unknown grade '0'"), "{err}");
}

#[test]
fn a_closed_stdout_ends_the_command_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_straights"))
        .args([
            "generate", "--grade", "1", "--seed", "1", "--count", "100000",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is dropped here: the next write hits a closed pipe.
    let out = child.wait_with_output().unwrap();
    assert_eq!(first.trim().len(), 243);
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(String::from_utf8(out.stderr).unwrap(), "");
}

/// `solve` reaches the Sudoku solver through the engine table: an 81-character
/// Sudoku gets its solution in its own format; several solutions are shown as
/// Sudoku grids.
#[test]
fn solve_prints_a_sudoku_solution() {
    let top1465 =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
    let (out, err, ok) = run_cli(&["solve"], top1465);
    assert!(ok, "{err}");
    assert_eq!(
        out,
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293\n"
    );
    let several = format!("{}\n", ".".repeat(81));
    let (_, err, ok) = run_cli(&["solve"], &several);
    assert!(!ok);
    assert!(err.contains("several solutions"), "{err}");
    assert_eq!(err.matches(".-------.-------.-------.").count(), 2, "{err}");
    assert!(err.contains("| 1 2 3 | 4 5 6 | 7 8 9 |"), "{err}");
}

/// `straights uas`: a grid's minimal unavoidable sets, one pattern a line,
/// the count per size on stderr; a bad grid is named and exits 2.
#[test]
fn uas_lists_a_grids_unavoidable_sets() {
    let grid = "286537941541982736379614258917358624452176893863429517625743189194865372738291465";
    let (out, err, ok) = run_cli(&["uas", grid, "--max-size", "4"], "");
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 13);
    assert_eq!(
        lines[0],
        "..6.....1..1.....6..............................................................."
    );
    assert!(lines
        .iter()
        .all(|l| l.len() == 81 && l.bytes().filter(|&b| b != b'.').count() == 4));
    assert_eq!(
        err,
        "straights: 13 minimal unavoidable sets of up to 4 cells (13 of 4)\n"
    );
    let (_, err, code) = cli_common::run_cli_bytes(&["uas", &grid.replacen('2', "3", 1)], b"");
    assert_eq!(code, Some(2));
    assert_eq!(
        err,
        "straights: uas: not a solution grid: 3 appears twice in a row: r1c1 and r1c5\n"
    );
}
