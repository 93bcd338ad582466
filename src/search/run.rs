//! A whole search of one grid: the UAs, the plan, its tasks run on one or
//! more threads (or one shard of them), progress, cancellation, `--first`.

use super::hitting::{Counters, Plan};
use super::{uas, Cells, Grid};
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// What to search for and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Clues per puzzle (17 for the famous question).
    pub clues: u32,
    /// Stop at the first puzzle found.
    pub first: bool,
    /// Threads to run tasks on (1: this thread only, as in a Web Worker).
    pub threads: usize,
    /// Run only shard `index` of `count` (tasks `t` with `t % count ==
    /// index`); `(0, 1)` is the whole search.
    pub shard: (usize, usize),
    /// Largest UA collected before the search (more are learnt).
    pub max_ua_size: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            clues: 17,
            first: false,
            threads: 1,
            shard: (0, 1),
            max_ua_size: 16,
        }
    }
}

/// Where a search stands, as told to the progress callback.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Tasks of this shard done.
    pub done: usize,
    /// Tasks of this shard.
    pub total: usize,
}

/// What a search found and counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// The clue cells of every puzzle found, sorted (at most one with
    /// `first`).
    pub puzzles: Vec<Cells>,
    /// UAs collected before the search.
    pub uas: usize,
    /// Tasks of the whole plan.
    pub tasks: usize,
    /// Tasks of this shard.
    pub shard_tasks: usize,
    /// Nodes, solver checks, UAs learnt.
    pub counters: Counters,
    /// Whether it stopped before the end (cancelled, or `first` found one).
    pub stopped: bool,
}

/// Searches `grid` for puzzles of `options.clues` clues. `on_puzzle` sees
/// each puzzle as it is found and `on_progress` each finished task (both on
/// the calling thread); setting `cancel` stops the search soon after.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use straights::search::{parse_grid, puzzle_texts, search, Options};
/// use straights::sudoku::solve::count_clues;
///
/// let grid = parse_grid("123456789457189236689273154291745368365928417748631592532894671876512943914367825")?;
/// let options = Options { clues: 20, first: true, ..Options::default() };
/// let summary = search(&grid, &options, |_| {}, |_| {}, &AtomicBool::new(false));
/// let puzzle = &puzzle_texts(&grid, &summary.puzzles)[0]; // 81 characters, '.' for empty cells
/// assert_eq!(puzzle.chars().filter(|c| c.is_ascii_digit()).count(), 20);
/// let clues: Vec<u8> = puzzle.bytes().map(|b| if b == b'.' { 0 } else { b - b'0' }).collect();
/// assert_eq!(count_clues(&clues.try_into().unwrap(), 2), 1); // its only solution is the grid
/// # Ok::<(), String>(())
/// ```
pub fn search(
    grid: &Grid,
    options: &Options,
    mut on_puzzle: impl FnMut(Cells),
    mut on_progress: impl FnMut(Progress),
    cancel: &AtomicBool,
) -> Summary {
    let plan = Plan::new(grid, options.clues, 0, uas(grid, options.max_ua_size));
    let (index, count) = options.shard;
    let mine: Vec<usize> = (0..plan.tasks())
        .filter(|t| t % count.max(1) == index)
        .collect();
    let mut summary = Summary {
        uas: plan.uas(),
        tasks: plan.tasks(),
        shard_tasks: mine.len(),
        counters: plan.planning(),
        ..Summary::default()
    };
    // Puzzles met while splitting belong to the first shard (only one
    // with `first`); the split counted them already.
    if index == 0 {
        let keep = if options.first { 1 } else { usize::MAX };
        for &p in plan.early().iter().take(keep) {
            summary.puzzles.push(p);
            on_puzzle(p);
        }
    } else {
        summary.counters.puzzles = 0;
    }
    let mut report = |p: Cells, summary: &mut Summary| {
        if !options.first || summary.puzzles.is_empty() {
            summary.puzzles.push(p);
            on_puzzle(p);
        }
    };
    let halt = AtomicBool::new(options.first && !summary.puzzles.is_empty());
    let stop = || halt.load(Ordering::Relaxed) || cancel.load(Ordering::Relaxed);
    let next = AtomicUsize::new(0);
    // One worker: takes the next task until none is left or it must stop,
    // giving each puzzle and each finished task to `sink`.
    let work = |sink: &mut dyn FnMut(Message)| {
        let mut learnt = Vec::new();
        while !stop() {
            let Some(&task) = mine.get(next.fetch_add(1, Ordering::Relaxed)) else {
                break;
            };
            let counters = plan.run(task, &mut learnt, &stop, |p| {
                if options.first {
                    halt.store(true, Ordering::Relaxed);
                }
                sink(Message::Puzzle(p));
                ControlFlow::Continue(())
            });
            sink(Message::Done(counters));
        }
    };
    let mut done = 0;
    let mut receive = |message: Message, summary: &mut Summary| match message {
        Message::Puzzle(p) => report(p, summary),
        Message::Done(c) => {
            summary.counters += c;
            done += 1;
            on_progress(Progress {
                done,
                total: mine.len(),
            });
        }
    };
    if options.threads <= 1 {
        work(&mut |m| receive(m, &mut summary));
    } else {
        let (tx, rx) = mpsc::channel::<Message>();
        std::thread::scope(|scope| {
            for _ in 0..options.threads {
                let tx = tx.clone();
                let work = &work;
                scope.spawn(move || {
                    work(&mut |m| {
                        let _ = tx.send(m);
                    })
                });
            }
            drop(tx);
            for m in rx.iter() {
                receive(m, &mut summary);
            }
        });
    }
    summary.stopped = done < mine.len();
    summary.puzzles.sort_unstable();
    summary
}

/// What a worker tells the calling thread.
enum Message {
    Puzzle(Cells),
    Done(Counters),
}
