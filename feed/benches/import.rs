//! P8: how long importing the 302-figure fixture takes (parse + convert).
//! Target (issue 7): at most 300 ms, so a phone imports the ~1,000-figure feed in about a second.
#![allow(clippy::disallowed_methods, reason = "a native benchmark times itself (never in the app)")]

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use dialkeeper_feed::parse;

/// Read at run time from beside the repo: the fixture is never copied or bundled.
const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/fixtures/mkstats-rebellion-lancers.json");

fn main() {
    let text = std::fs::read(FIXTURE).expect("shared/fixtures beside the repo");
    // `cargo bench` passes --bench; `cargo test --benches` does not: then just smoke-test.
    let full = std::env::args().any(|a| a == "--bench");
    let runs = if full { 200 } else { 3 };

    let report = parse(&text).unwrap();
    assert_eq!(report.figures.len(), 302);
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            black_box(parse(black_box(&text)).unwrap());
            t.elapsed()
        })
        .collect();
    times.sort();
    let at = |q: usize| times[((times.len() * q).div_ceil(100)).saturating_sub(1)].as_secs_f64() * 1000.0;
    println!("P8 import: p50 {:.1} ms, p99 {:.1} ms for the 302-figure fixture (parse + convert; target <= 300 ms)", at(50), at(99));

    let mut c = Criterion::default().configure_from_args();
    c.bench_function("import 302-figure fixture", |b| b.iter(|| parse(black_box(&text)).unwrap()));
    c.final_summary();
}
