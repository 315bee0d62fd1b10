//! Armies as files, to share a list with a friend or keep it across phones. The file
//! holds whole figures, not catalog rows, so it opens on a phone that never imported them.

use dialkeeper_core::{ArmyFigure, FigureError, Word};
use serde::{Deserialize, Serialize};

/// The `format` field that marks a Dialkeeper army file.
pub const ARMY_FORMAT: &str = "dialkeeper-army";

/// The file layout version this app writes; newer files are refused, not guessed at.
pub const ARMY_VERSION: u32 = 1;

/// The largest army file read: 40 figures with four long dials are well under 1 MB.
pub const MAX_ARMY_BYTES: usize = 2 * 1024 * 1024;

/// An army file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArmyFile {
    /// Always [`ARMY_FORMAT`].
    pub format: String,
    /// Layout version.
    pub version: u32,
    /// The army's name.
    pub name: String,
    /// The game size it was built for.
    pub game_size: u16,
    /// Its figures, with point values and pairings.
    pub army: Vec<ArmyFigure>,
}

impl ArmyFile {
    /// A file for this army.
    pub fn new(name: &str, game_size: u16, army: &[ArmyFigure]) -> ArmyFile {
        ArmyFile { format: ARMY_FORMAT.into(), version: ARMY_VERSION, name: name.into(), game_size, army: army.to_vec() }
    }

    /// The file's text, laid out for a person to read (as a game's export is: from the
    /// one-line text, so the page builds one writer of the army's types, not two).
    pub fn to_json(&self) -> String {
        crate::laid_out::laid_out(&serde_json::to_string(self).expect("an army always serializes"))
    }

    /// A file name from the army's name: letters and digits kept, the rest dashes.
    pub fn file_name(&self) -> String {
        let mut slug = String::new();
        for c in self.name.chars() {
            if c.is_alphanumeric() {
                slug.extend(c.to_lowercase());
            } else if !slug.ends_with('-') {
                slug.push('-');
            }
        }
        let slug = slug.trim_matches('-');
        format!("{}.army.json", if slug.is_empty() { "army" } else { slug })
    }
}

dialkeeper_core::reports! {
    /// Why a file is not an army we can read. A bad figure's own reason is worded by the
    /// text layer (`error`).
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum ArmyFileError {
        /// Over [`MAX_ARMY_BYTES`].
        TooLarge {
            /// Its size in bytes.
            bytes: usize,
        } => "army-file-too-large" says "the file is {bytes} bytes"
            with { megabytes: (*bytes / (1024 * 1024)).max(1) },
        /// Not JSON, or not text; where the parser stopped.
        NotJson {
            /// Line, from 1.
            line: usize,
            /// Column, from 1.
            column: usize,
        } => "army-file-not-json" says "not JSON (line {line}, column {column})"
            with { line: *line, column: *column },
        /// JSON, but not a Dialkeeper army file.
        WrongFormat => "army-file-wrong-format" says "not a Dialkeeper army file",
        /// An army file from a newer Dialkeeper.
        TooNew {
            /// Its version.
            found: u32,
        } => "army-file-too-new" says "army file version {found} is newer than this app"
            with { version: *found },
        /// A figure in it cannot be used.
        BadFigure {
            /// Its place in the army, from 0.
            index: usize,
            /// Its name.
            name: String,
            /// What is wrong.
            error: FigureError,
        } => "army-file-bad-figure" says "the figure at index {index} ({name}): {error}"
            with { number: *index + 1, name: name, error: Word::Worded },
        /// A rider's pairing points at a figure that is not a mount of this army.
        BadPairing {
            /// The rider's place in the army, from 0.
            index: usize,
        } => "army-file-bad-pairing" says "the rider at index {index} rides no mount of this army"
            with { number: *index + 1 },
    }
}

/// What an army file says it is; the rest is skipped unread.
#[derive(Deserialize)]
struct ArmyHead {
    format: Option<String>,
    version: Option<serde_json::Number>,
}

/// Reads an army file, checking every figure before anything is saved.
pub fn read_army(bytes: &[u8]) -> Result<ArmyFile, ArmyFileError> {
    if bytes.len() > MAX_ARMY_BYTES {
        return Err(ArmyFileError::TooLarge { bytes: bytes.len() });
    }
    // What the file is first, then the file straight from its bytes: through a
    // serde_json::Value, every type in it would need a second reader in the page's wasm.
    let head = crate::files::read_head::<ArmyHead>(bytes)
        .map_err(|(line, column)| ArmyFileError::NotJson { line, column })?
        .filter(|h| h.format.as_deref() == Some(ARMY_FORMAT))
        .ok_or(ArmyFileError::WrongFormat)?;
    // A version of any kind of number: a newer file is told as newer, whatever it holds.
    match head.version.as_ref().and_then(serde_json::Number::as_u64) {
        Some(v) if v > ARMY_VERSION as u64 => return Err(ArmyFileError::TooNew { found: v.min(u32::MAX as u64) as u32 }),
        Some(_) => {}
        None => return Err(ArmyFileError::WrongFormat),
    }
    let file: ArmyFile = serde_json::from_slice(bytes).map_err(|_| ArmyFileError::WrongFormat)?;
    for (index, entry) in file.army.iter().enumerate() {
        entry.figure.validate().map_err(|error| ArmyFileError::BadFigure { index, name: entry.figure.name.clone(), error })?;
        if let Some(mount) = entry.rides {
            let paired = file.army.get(mount as usize).is_some_and(|m| entry.figure.can_ride(&m.figure).is_ok());
            if !paired {
                return Err(ArmyFileError::BadPairing { index });
            }
        }
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::FigureKind;

    use super::*;
    use crate::demo;

    /// A player counts figures from 1, and a file of under a megabyte is said as 1 MB.
    #[test]
    fn a_bad_army_file_counts_from_one() {
        assert_eq!(ArmyFileError::BadPairing { index: 0 }.words(), vec![("number", Word::Number(1))]);
        assert_eq!(ArmyFileError::TooLarge { bytes: 10 }.words(), vec![("megabytes", Word::Number(1))]);
        assert_eq!(ArmyFileError::TooNew { found: 7 }.words(), vec![("version", Word::Number(7))]);
    }

    /// An army with a cavalry pairing and a colossal at its second point value.
    fn army() -> Vec<ArmyFigure> {
        let figures = demo::figures();
        let find = |p: fn(&dialkeeper_core::FigureDef) -> bool| figures.iter().find(|f| p(f)).unwrap().clone();
        let mount = find(|f| f.is_mount() && !f.is_dark_riders());
        let rider = figures.iter().find(|f| f.is_rider() && f.can_ride(&mount).is_ok()).expect("a demo rider for the demo mount").clone();
        let colossal = find(|f| matches!(&f.kind, FigureKind::Colossal { point_values, .. } if point_values.len() > 1));
        vec![
            ArmyFigure::new(mount),
            ArmyFigure { figure: rider, point_value: None, rides: Some(0), aboard: None },
            ArmyFigure { figure: colossal, point_value: Some(1), rides: None, aboard: None },
        ]
    }

    #[test]
    fn an_army_round_trips_through_its_file() {
        let file = ArmyFile::new("Élan & Steel!", 300, &army());
        assert_eq!(file.file_name(), "élan-steel.army.json");
        let back = read_army(file.to_json().as_bytes()).unwrap();
        assert_eq!(back, file);
        assert_eq!(file.to_json(), serde_json::to_string_pretty(&file).unwrap(), "laid out as serde_json lays it out");
    }

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        assert_eq!(read_army(b"{ nope"), Err(ArmyFileError::NotJson { line: 1, column: 3 }));
        assert_eq!(read_army(&[0xff, 0xfe]), Err(ArmyFileError::NotJson { line: 1, column: 1 }));
        assert_eq!(read_army(br#"{"format": "dialkeeper-game"}"#), Err(ArmyFileError::WrongFormat));
        assert_eq!(read_army(br#"{"format": "dialkeeper-army"}"#), Err(ArmyFileError::WrongFormat));
        assert_eq!(read_army(br#"{"format": "dialkeeper-army", "version": 1, "name": 3}"#), Err(ArmyFileError::WrongFormat));
        assert_eq!(read_army(br#"{"format": "dialkeeper-army", "version": 7}"#), Err(ArmyFileError::TooNew { found: 7 }));
        let big = vec![b' '; MAX_ARMY_BYTES + 1];
        assert_eq!(read_army(&big), Err(ArmyFileError::TooLarge { bytes: MAX_ARMY_BYTES + 1 }));
    }

    #[test]
    fn a_broken_figure_or_pairing_is_named() {
        let mut file = ArmyFile::new("A", 300, &army());
        let mut json: serde_json::Value = serde_json::from_str(&file.to_json()).unwrap();
        json["army"][2]["figure"]["dials"] = serde_json::json!([]);
        assert!(matches!(
            read_army(json.to_string().as_bytes()),
            Err(ArmyFileError::BadFigure { index: 2, error: FigureError::DialCount { .. }, .. })
        ));
        file.army[1].rides = Some(2);
        assert_eq!(read_army(file.to_json().as_bytes()), Err(ArmyFileError::BadPairing { index: 1 }));
    }
}
