//! The integration tests of the store, as one test binary: each file beside this one is a
//! module here, so the crate links once instead of once per file. Run one file's tests
//! with a filter, e.g. `cargo test -p dialkeeper-store --test main backups::`.
#![allow(clippy::disallowed_types, reason = "the tests open what the store kept as the model does, with the engine (store/clippy.toml)")]

mod common;

mod backups;
mod corruption;
mod full_disk;
mod one_app;
