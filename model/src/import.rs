//! Importing the community dial feed into the catalog: parse, then upsert every figure
//! in one transaction ([`crate::session::Live::import_feed`]), so a bad file never
//! half-imports and a re-import adds nothing new.

use dialkeeper_core::FigureDef;
use dialkeeper_feed::{FeedError, ImportReport, Skipped};
use dialkeeper_store::{Fault, Upsert};

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ImportSummary {
    /// New figures.
    pub added: usize,
    /// Figures already in the catalog that changed.
    pub updated: usize,
    /// Figures already in the catalog, unchanged.
    pub unchanged: usize,
    /// Figures the player fixed in the editor, kept as they are.
    pub kept: usize,
    /// Models left out, each with its reason.
    pub skipped: Vec<Skipped>,
    /// Figures imported with a warning (an unknown ability id, an extra start marker).
    pub warnings: usize,
}

/// Why nothing was imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportFeedError {
    /// The file is not a dial feed.
    Feed(FeedError),
    /// Saving failed; nothing was saved.
    Store(Fault),
}

/// Parses a dial feed, reporting progress as `(done, total)`.
pub fn read_feed(bytes: &[u8], progress: &mut impl FnMut(usize, usize)) -> Result<ImportReport, ImportFeedError> {
    dialkeeper_feed::parse_with_progress(bytes, progress).map_err(ImportFeedError::Feed)
}

/// The catalog rows a feed brings: each figure keyed by its feed model id, so importing
/// the same feed again updates instead of adding.
pub fn rows(report: &ImportReport) -> Vec<(Option<i64>, FigureDef)> {
    report.figures.iter().map(|f| (Some(f.feed_id.0 as i64), f.def.clone())).collect()
}

/// What the import did, from what the store did with each row of [`rows`].
pub fn summary(report: &ImportReport, results: &[Upsert]) -> ImportSummary {
    let count = |u: Upsert| results.iter().filter(|r| **r == u).count();
    ImportSummary {
        added: count(Upsert::Added),
        updated: count(Upsert::Updated),
        unchanged: count(Upsert::Unchanged),
        kept: count(Upsert::KeptEdit),
        skipped: report.skipped.clone(),
        warnings: report.figures.iter().filter(|f| !f.warnings.is_empty()).count(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;
    use std::rc::Rc;

    use crate::session::{Library, Session};

    fn now<F: std::future::Future>(f: F) -> F::Output {
        crate::session::now(f)
    }

    /// The repository's sample feed (invented figures; test data, never bundled):
    /// 13 figures arrive, 9 entries are left out, 2 figures carry warnings.
    const SAMPLE: &[u8] = include_bytes!("../../fixtures/sample-feed.json");

    #[test]
    fn the_sample_imports_whole_and_a_second_import_adds_nothing() {
        let session = Rc::new(RefCell::new(Session::in_memory()));
        let mut calls = 0;
        let first = now(session.import_feed(SAMPLE, &mut |_, _| calls += 1)).unwrap();
        assert_eq!((first.added, first.updated, first.skipped.len(), first.warnings), (13, 0, 9, 2));
        assert_eq!(first.skipped.iter().map(|s| s.index).collect::<Vec<_>>(), (13..22).collect::<Vec<_>>());
        assert!(calls >= 22, "progress per entry");
        let again = now(session.import_feed(SAMPLE, &mut |_, _| {})).unwrap();
        assert_eq!((again.added, again.updated, again.unchanged), (0, 0, 13));
        let catalog = session.borrow().catalog().unwrap().to_vec();
        assert_eq!(catalog.len(), 13);
        assert!(catalog.iter().any(|f| f.def.name == "Brackwater Halberdier - *" && f.def.points == 26));
    }

    #[test]
    fn a_figure_fixed_in_the_editor_survives_a_reimport() {
        let session = Rc::new(RefCell::new(Session::in_memory()));
        now(session.import_feed(SAMPLE, &mut |_, _| {})).unwrap();
        let mut fixed = session.borrow().catalog().unwrap()[0].clone();
        fixed.def.points += 1;
        now(session.save_figure(Some(fixed.id), &fixed.def)).unwrap();
        let again = now(session.import_feed(SAMPLE, &mut |_, _| {})).unwrap();
        assert_eq!((again.added, again.updated, again.unchanged, again.kept), (0, 0, 12, 1));
        let now = session.borrow().catalog().unwrap().iter().find(|f| f.id == fixed.id).unwrap().clone();
        assert!(now.edited);
        assert_eq!(now.def, fixed.def, "the player's fix is kept");
    }

    #[test]
    fn a_bad_file_imports_nothing() {
        let session = Rc::new(RefCell::new(Session::in_memory()));
        let err = now(session.import_feed(b"{ \"Models\": 3 }", &mut |_, _| {})).unwrap_err();
        assert_eq!(err, ImportFeedError::Feed(FeedError::WrongLayout));
        assert!(session.borrow().catalog().unwrap().is_empty());
    }
}
