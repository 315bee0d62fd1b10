//! The models' integration tests, as one test binary: each file beside this one is a
//! module here, so the crate links once. Run one file's tests with a filter, e.g.
//! `cargo test -p dialkeeper-model --test main kill::`.

mod support;

mod corpus;
mod deciders;
mod full_disk;
mod kill;
mod messages;
