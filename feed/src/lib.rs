//! Importer for the community dial feed (`mkstats.json`) into [`FigureDef`]s.
//!
//! Players download the feed themselves; we ship none of it. The feed is a fan
//! transcription with quirks (numbers as strings or numbers, `"Dead"` or `0`+id 93 for
//! skulls, `"6 (2 Targets )"` ranges), so the importer is lenient per field and strict per
//! figure: a figure it cannot trust is skipped with a typed [`SkipReason`], never guessed,
//! and only file-level problems ([`FeedError`]) fail the whole import.
//!
//! Pure: it takes bytes, never paths, so it builds for phones and tests without files.
//! Every error and skip reason is declared with its Fluent id, English and the values its
//! sentence names (`dialkeeper_core::reports!`); warnings are counted, not worded one by one.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod convert;
mod report;
mod value;

use std::collections::HashMap;

use serde_json::Value;

pub use report::{BaseType, FeedError, FeedId, Field, ImportReport, ImportedFigure, SkipReason, Skipped, SlotKeys, StatSlot, Warning};

/// Largest feed accepted, in bytes. The real feed is a few MB; anything this big is not it,
/// and refusing before parsing keeps a phone from spending memory on it.
pub const MAX_FEED_BYTES: usize = 50 * 1024 * 1024;

/// Largest stat value accepted on a click: defined where a click is read (`convert`), so
/// that module depends on nothing of this one, which calls it.
pub use convert::MAX_STAT;

/// Parses a whole feed. Accepts `&str`, `&[u8]`, `Vec<u8>`, `String`.
pub fn parse(input: impl AsRef<[u8]>) -> Result<ImportReport, FeedError> {
    parse_with_progress(input, &mut |_, _| {})
}

/// Parses a whole feed, calling `progress(done, total)` once before the first model and
/// after each model, so the UI can show a bar on slow phones.
pub fn parse_with_progress(input: impl AsRef<[u8]>, progress: &mut impl FnMut(usize, usize)) -> Result<ImportReport, FeedError> {
    let bytes = input.as_ref();
    // Size first: cheapest check, and it bounds everything after it.
    if bytes.len() > MAX_FEED_BYTES {
        return Err(FeedError::TooLarge { size: bytes.len(), max: MAX_FEED_BYTES });
    }
    // Files saved by some editors start with a UTF-8 byte order mark; it is not content.
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let root: Value = serde_json::from_slice(bytes).map_err(|e| FeedError::NotJson { line: e.line(), column: e.column() })?;
    let Some(models) = root.get("Models").and_then(Value::as_array) else {
        return Err(FeedError::WrongLayout);
    };

    let total = models.len();
    progress(0, total);
    let mut report = ImportReport::default();
    // Feed id -> index of the model that first brought it: the app upserts by feed id,
    // so a second figure with the same id would silently overwrite the first.
    let mut seen: HashMap<FeedId, usize> = HashMap::new();
    for (index, model) in models.iter().enumerate() {
        match convert::model(model) {
            Ok(figure) => {
                if let Some(&first_index) = seen.get(&figure.feed_id) {
                    report.skipped.push(Skipped {
                        index,
                        feed_id: Some(figure.feed_id),
                        name: Some(figure.def.name),
                        reason: SkipReason::DuplicateId { first_index },
                    });
                } else {
                    seen.insert(figure.feed_id, index);
                    report.figures.push(figure);
                }
            }
            Err(reason) => {
                report.skipped.push(Skipped { index, feed_id: convert::feed_id(model).ok(), name: convert::name(model).ok(), reason })
            }
        }
        progress(index + 1, total);
    }
    Ok(report)
}
