//! The integration tests of the importer, as one test binary: each file beside this one is a
//! module here, so the crate links once instead of once per file. Run one file's tests
//! with a filter, e.g. `cargo test -p dialkeeper-feed --test main abilities::`.

mod common;

// Reads ../shared/fixtures: skipped without it (scripts/test.sh says so).
#[cfg(not(no_shared))]
mod abilities;
mod bad_input;
// Reads ../shared/fixtures: skipped without it (scripts/test.sh says so).
#[cfg(not(no_shared))]
mod fixture;
mod fuzz;
mod quirks;
mod sample;
