//! Exact Str8ts solver throughput, reported by criterion as puzzles per
//! second (elements/s): `count_solutions(limit 2)` (the generator's
//! uniqueness test) and `solve` over the 505 str8ts.com puzzles of
//! `tests/data`, plus the reusable [`Solver`] with its layout built once.
//!
//! Run: `cargo bench --bench str8ts_solve`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use straights::board::Board;
use straights::codec;
use straights::str8ts::solve::{count_solutions, puzzle_clues, solve, Solver};

fn str8ts_boards() -> Vec<Board> {
    include_str!("../tests/data/str8ts-com-505.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| codec::decode(l).expect("real puzzle").board)
        .collect()
}

fn bench_solver(c: &mut Criterion) {
    let boards = str8ts_boards();
    let mut group = c.benchmark_group("str8ts-505");
    group.throughput(Throughput::Elements(boards.len() as u64));
    group.bench_function("count_solutions(2)", |b| {
        b.iter(|| {
            for board in &boards {
                black_box(count_solutions(black_box(board), 2));
            }
        })
    });
    group.bench_function("solve", |b| {
        b.iter(|| {
            for board in &boards {
                black_box(solve(black_box(board)));
            }
        })
    });
    let prepared: Vec<(Solver, [u8; 81])> = boards
        .iter()
        .map(|b| (Solver::for_board(b), puzzle_clues(b)))
        .collect();
    group.bench_function("Solver::count(2)", |b| {
        b.iter(|| {
            for (solver, clues) in &prepared {
                black_box(solver.count(black_box(clues), 2));
            }
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(3)).warm_up_time(std::time::Duration::from_millis(500));
    targets = bench_solver
}
criterion_main!(benches);
