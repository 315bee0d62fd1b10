//! The engine's integration tests, as one test binary: each file beside this one is a
//! module here, so the crate links once instead of once per file. Run one file's tests
//! with a filter, e.g. `cargo test -p dialkeeper-core --test main model::`.

mod colossal_support;
mod common;

mod cav_rules;
mod chr_rules;
mod col_properties;
mod col_rules;
mod core_abilities;
mod core_capture;
mod core_formation;
// Reads ../shared/fixtures: skipped without it (scripts/test.sh says so).
#[cfg(not(no_shared))]
mod core_rules;
mod every_path;
mod game_end;
mod model;
mod plan;
mod properties;
mod roles_fixes;
mod rule_citations;
mod rule_map;
mod rulings;
mod table;
mod tagged;
