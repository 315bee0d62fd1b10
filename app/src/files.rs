//! Reading an exported game file, refusing anything else with a reason the UI can
//! put in the player's language.

use crate::session::{EXPORT_FORMAT, ExportFile};

/// The largest game file we read: a long game is well under 1 MB.
pub const MAX_IMPORT_BYTES: usize = 5 * 1024 * 1024;

/// Why a file is not a game we can import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportError {
    /// Over [`MAX_IMPORT_BYTES`].
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
    },
    /// Not JSON; where the parser stopped.
    NotJson {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
    },
    /// JSON, but not a Dialkeeper game file.
    WrongFormat,
    /// A game file whose commands break the rules at some point.
    Invalid(String),
}

/// Parses and checks an export file.
pub fn read_export(text: &str) -> Result<ExportFile, ImportError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(ImportError::TooLarge { bytes: text.len() });
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| ImportError::NotJson { line: e.line(), column: e.column() })?;
    if value.get("format").and_then(|f| f.as_str()) != Some(EXPORT_FORMAT) {
        return Err(ImportError::WrongFormat);
    }
    let file: ExportFile = serde_json::from_value(value).map_err(|_| ImportError::WrongFormat)?;
    dialkeeper_core::Game::from_record(file.record.clone()).map_err(|e| ImportError::Invalid(e.to_string()))?;
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        assert_eq!(read_export("{ nope").err(), Some(ImportError::NotJson { line: 1, column: 3 }));
        assert_eq!(read_export(r#"{"format": "other"}"#).err(), Some(ImportError::WrongFormat));
        assert_eq!(read_export(r#"{"format": "dialkeeper-game"}"#).err(), Some(ImportError::WrongFormat));
        let big = " ".repeat(MAX_IMPORT_BYTES + 1);
        assert_eq!(read_export(&big).err(), Some(ImportError::TooLarge { bytes: MAX_IMPORT_BYTES + 1 }));
    }
}
