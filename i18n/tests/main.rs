//! The integration tests of the locales, as one test binary: each file beside this one is a
//! module here, so the crate links once instead of once per file. Run one file's tests
//! with a filter, e.g. `cargo test -p dialkeeper-i18n --test main ability_numbers::`.

mod support;

mod ability_numbers;
mod button_names;
mod completeness;
// Reads ../shared: compiled out without it (scripts/test.sh says so).
#[cfg(not(no_shared))]
mod own_words;
mod player_words;
mod plurals;
mod rulings;
mod search;
mod termbase;
mod typography;
