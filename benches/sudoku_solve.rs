//! Exact Sudoku solver throughput, reported by criterion as puzzles per
//! second (elements/s), on the shared data sets (`../shared/data/sudoku/`,
//! one puzzle a line): magictour's top1465 (hard, unique) and serg's
//! benchmark of 10,000 (each with many solutions).
//!
//! For each set: `count(2)`, the uniqueness test (stops at a second
//! solution), `count(1)`, the first solution only (what most published
//! solver benchmarks time), and `solve` from a [`Board`] (the decoded
//! puzzle, as the API takes it). A set whose file is absent is skipped with
//! a note.
//!
//! Run: `cargo bench --bench sudoku_solve`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use straights::board::{Board, Cell, Variant, CELLS};
use straights::sudoku::solve::{count_clues, solve};

/// The puzzles of a shared data file as clue arrays, empty if the file is absent.
fn puzzles(name: &str) -> Vec<[u8; CELLS]> {
    let path = format!(
        "{}/../shared/data/sudoku/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipping {name}: {path} not found");
        return Vec::new();
    };
    text.lines()
        .map(str::trim)
        .filter(|l| l.len() >= CELLS && !l.starts_with('#'))
        .map(|l| {
            std::array::from_fn(|i| match l.as_bytes()[i] {
                c @ b'1'..=b'9' => c - b'0',
                _ => 0,
            })
        })
        .collect()
}

/// A Sudoku board holding `clues` as givens.
fn board(clues: &[u8; CELLS]) -> Board {
    let mut b = Board::new(Variant::Sudoku);
    for (c, &d) in b.cells.iter_mut().zip(clues) {
        if d != 0 {
            *c = Cell::given(d);
        }
    }
    b
}

fn bench_set(c: &mut Criterion, name: &str, file: &str) {
    let set = puzzles(file);
    if set.is_empty() {
        return;
    }
    let boards: Vec<Board> = set.iter().map(board).collect();
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(set.len() as u64));
    for limit in [2, 1] {
        group.bench_function(format!("count({limit})"), |b| {
            b.iter(|| {
                for clues in &set {
                    black_box(count_clues(black_box(clues), limit));
                }
            })
        });
    }
    group.bench_function("solve", |b| {
        b.iter(|| {
            for board in &boards {
                black_box(solve(black_box(board)));
            }
        })
    });
    group.finish();
}

fn bench_solver(c: &mut Criterion) {
    bench_set(c, "sudoku-top1465", "top1465.txt");
    bench_set(c, "sudoku-serg-10000", "serg-benchmark-10000.txt");
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(3)).warm_up_time(std::time::Duration::from_millis(500));
    targets = bench_solver
}
criterion_main!(benches);
