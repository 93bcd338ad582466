//! Codec throughput: decode + encode of real boards in every writable format,
//! reported by criterion as boards per second (elements/s).
//!
//! Str8ts formats use the 505 str8ts.com puzzles (`tests/data`), Sudoku
//! formats the magictour top1465 set (`../shared/data/sudoku/top1465.txt`,
//! or the Sudoku vectors of `tests/data` when the shared data is absent).
//! Boards carry their naive candidates, so candidate formats do full work.
//!
//! Run: `cargo bench --bench codec`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use straights::board::{Board, Variant};
use straights::codec::{self, Format};

fn str8ts_boards() -> Vec<Board> {
    include_str!("../tests/data/str8ts-com-505.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| codec::decode(l).expect("real puzzle").board)
        .collect()
}

fn sudoku_boards() -> Vec<Board> {
    let shared = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/data/sudoku/top1465.txt"
    );
    let text = std::fs::read_to_string(shared).unwrap_or_default();
    let mut boards: Vec<Board> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| codec::decode(l.trim()).ok())
        .map(|d| d.board)
        .filter(|b| b.variant == Variant::Sudoku)
        .collect();
    if boards.is_empty() {
        boards = include_str!("../tests/data/vectors.jsonl")
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter_map(|v| codec::decode(v["text"].as_str()?).ok())
            .map(|d| d.board)
            .filter(|b| b.variant == Variant::Sudoku)
            .collect();
    }
    boards
}

fn daandtu_codes() -> Vec<String> {
    let samples: serde_json::Value =
        serde_json::from_str(include_str!("../tests/data/daandtu-samples.json")).expect("samples");
    samples
        .as_array()
        .expect("array")
        .iter()
        .filter_map(|s| Some(s["code"].as_str()?.to_string()))
        .collect()
}

fn with_candidates(mut boards: Vec<Board>) -> Vec<Board> {
    boards
        .iter_mut()
        .for_each(straights::engine::fill_naive_candidates);
    boards
}

fn bench_formats(c: &mut Criterion) {
    let str8ts = with_candidates(str8ts_boards());
    let sudoku = with_candidates(sudoku_boards());
    let mut group = c.benchmark_group("decode+encode");
    for format in Format::all().filter(|f| f.holds().writable) {
        let boards = match format.holds().variant {
            Some(Variant::Sudoku) => &sudoku,
            _ => &str8ts,
        };
        // Daandtu codes carry a solution: use the generator's real samples.
        let texts: Vec<String> = if format == Format::Daandtu {
            daandtu_codes()
        } else {
            boards
                .iter()
                .filter_map(|b| codec::encode(b, format).ok())
                .collect()
        };
        if texts.is_empty() {
            continue;
        }
        group.throughput(Throughput::Elements(texts.len() as u64));
        group.bench_with_input(
            BenchmarkId::from_parameter(format.name()),
            &texts,
            |b, texts| {
                b.iter(|| {
                    for t in texts {
                        let d = codec::decode_as(format, black_box(t)).expect("decodes");
                        black_box(codec::encode_with(&d.board, format, &d.style).expect("encodes"));
                    }
                })
            },
        );
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(2)).warm_up_time(std::time::Duration::from_millis(500));
    targets = bench_formats
}
criterion_main!(benches);
