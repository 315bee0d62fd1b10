//! Importing the community dial feed into the catalog: parse, then upsert every figure
//! in one transaction, so a bad file never half-imports and a re-import adds nothing new.

use dialkeeper_feed::{FeedError, Skipped};

use crate::store::{Store, Upsert};

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
    Store(String),
}

/// Parses `bytes` and stores every figure it holds, reporting progress as `(done, total)`.
pub fn import_feed(store: &mut Store, bytes: &[u8], progress: &mut impl FnMut(usize, usize)) -> Result<ImportSummary, ImportFeedError> {
    let report = dialkeeper_feed::parse_with_progress(bytes, progress).map_err(ImportFeedError::Feed)?;
    let figures: Vec<(Option<i64>, _)> = report.figures.iter().map(|f| (Some(f.feed_id.0 as i64), f.def.clone())).collect();
    let results = store.upsert_figures(&figures).map_err(|e| ImportFeedError::Store(e.to_string()))?;
    let count = |u: Upsert| results.iter().filter(|r| **r == u).count();
    Ok(ImportSummary {
        added: count(Upsert::Added),
        updated: count(Upsert::Updated),
        unchanged: count(Upsert::Unchanged),
        kept: count(Upsert::KeptEdit),
        skipped: report.skipped,
        warnings: report.figures.iter().filter(|f| !f.warnings.is_empty()).count(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/fixtures/mkstats-rebellion-lancers.json");

    #[test]
    fn the_fixture_imports_whole_and_a_second_import_adds_nothing() {
        let bytes = std::fs::read(FIXTURE).expect("shared/fixtures beside the repo");
        let mut store = Store::in_memory().unwrap();
        let mut calls = 0;
        let first = import_feed(&mut store, &bytes, &mut |_, _| calls += 1).unwrap();
        assert_eq!((first.added, first.updated, first.skipped.len()), (302, 0, 0));
        assert!(calls >= 302);
        let again = import_feed(&mut store, &bytes, &mut |_, _| {}).unwrap();
        assert_eq!((again.added, again.updated, again.unchanged), (0, 0, 302));
        assert_eq!(store.catalog().unwrap().len(), 302);
    }

    #[test]
    fn a_figure_fixed_in_the_editor_survives_a_reimport() {
        let bytes = std::fs::read(FIXTURE).expect("shared/fixtures beside the repo");
        let mut store = Store::in_memory().unwrap();
        import_feed(&mut store, &bytes, &mut |_, _| {}).unwrap();
        let mut fixed = store.catalog().unwrap().into_iter().next().unwrap();
        fixed.def.points += 1;
        store.save_figure(Some(fixed.id), &fixed.def).unwrap();
        let again = import_feed(&mut store, &bytes, &mut |_, _| {}).unwrap();
        assert_eq!((again.added, again.updated, again.unchanged, again.kept), (0, 0, 301, 1));
        let now = store.catalog().unwrap().into_iter().find(|f| f.id == fixed.id).unwrap();
        assert!(now.edited);
        assert_eq!(now.def, fixed.def, "the player's fix is kept");
    }

    #[test]
    fn a_bad_file_imports_nothing() {
        let mut store = Store::in_memory().unwrap();
        let err = import_feed(&mut store, b"{ \"Models\": 3 }", &mut |_, _| {}).unwrap_err();
        assert_eq!(err, ImportFeedError::Feed(FeedError::WrongLayout));
        assert!(store.catalog().unwrap().is_empty());
    }
}
