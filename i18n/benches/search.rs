//! P5: search latency over all six locales (issue 5 target: p99 <= 2 ms).
//! Prints p50 and p99 over a mixed query set: exact names, prefixes, typos, text words,
//! swapped letters, rule codes, everyday words, in every language.
#![allow(clippy::disallowed_methods, reason = "a native benchmark times itself (never in the app)")]

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use dialkeeper_i18n::{Catalog, Language, SearchIndex};

const QUERIES: &[&str] = &[
    "saddle",
    "Steckplatz",
    "Steckplaz",
    "desarconner",
    "Désarçonner",
    "cav",
    "mount",
    "pushing damage",
    "Reittier",
    "cavalier",
    "jinete",
    "cavaliere",
    "ruiter",
    "skittish",
    "ombroso",
    "colossal section",
    "Passagier",
    "break away",
    "critical hit",
    "toughness",
    "Zähigkeit",
    "tokens",
    "xyzzy",
    "long range",
    "Hinteres Abteil",
    "monture",
    "Sella",
    "horsemanship",
    "trample",
    "rider attack bonus",
    "e",
    "strasse",
    "cav22",
    "CORE-07",
    "22",
    "captrue",
    "pushign damage",
    "Überrennen",
    "poussée",
    "line of sight",
];

fn bench(c: &mut Criterion) {
    let catalog = Catalog::get();
    let start = Instant::now();
    let index = SearchIndex::build(catalog);
    println!("index: {} entries x 6 languages built in {:.1} ms", index.len(), start.elapsed().as_secs_f64() * 1e3);
    c.bench_function("search-mixed-query", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % QUERIES.len();
            black_box(index.search(QUERIES[i], Language::En, 20))
        })
    });
    let mut times = Vec::new();
    for round in 0..200 {
        for (q, query) in QUERIES.iter().enumerate() {
            let prefer = Language::ALL[(round + q) % 6];
            let t = Instant::now();
            black_box(index.search(query, prefer, 20));
            times.push(t.elapsed().as_secs_f64() * 1e3);
        }
    }
    times.sort_by(f64::total_cmp);
    let pct = |p: f64| times[((times.len() - 1) as f64 * p) as usize];
    println!("P5 search: p50 {:.3} ms, p99 {:.3} ms over {} queries in all locales (target p99 <= 2 ms)", pct(0.5), pct(0.99), times.len());
}

criterion_group!(benches, bench);
criterion_main!(benches);
