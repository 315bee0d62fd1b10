//! The integration tests of the store, as one test binary: each file beside this one is a
//! module here, so the crate links once instead of once per file. Run one file's tests
//! with a filter, e.g. `cargo test -p dialkeeper-store --test main backups::`.

mod common;

mod backups;
mod corruption;
mod full_disk;
mod one_app;
