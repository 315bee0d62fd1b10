//! Reading an exported game file or a move file ("Move my games"), refusing anything
//! else with a reason the UI can put in the player's language.

use dialkeeper_core::Word;

use crate::session::{EXPORT_FORMAT, ExportFile, MOVE_FORMAT, MoveFile};

/// The largest game file we read: a long game is well under 1 MB.
pub const MAX_IMPORT_BYTES: usize = 5 * 1024 * 1024;

dialkeeper_core::reports! {
    /// Why a file is not a game we can import. Why a game breaks the rules is worded by
    /// the text layer, which names its players and figures (`reason`).
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum ImportError {
        /// Over [`MAX_IMPORT_BYTES`].
        TooLarge {
            /// Its size in bytes.
            bytes: usize,
        } => "import-too-large" says "the file is {bytes} bytes" with { megabytes: *bytes / (1024 * 1024) },
        /// Not JSON; where the parser stopped.
        NotJson {
            /// Line, from 1.
            line: usize,
            /// Column, from 1.
            column: usize,
        } => "import-not-json" says "not JSON (line {line}, column {column})"
            with { line: *line, column: *column },
        /// JSON, but not a Dialkeeper game file.
        WrongFormat => "import-wrong-format" says "not a Dialkeeper game file",
        /// A game whose record breaks the rules at some point.
        Invalid {
            /// The game's name, when the file holds several.
            game: Option<String>,
            /// Its setup, so the reason can name players and figures.
            setup: Box<dialkeeper_core::Setup>,
            /// What the engine refused.
            error: dialkeeper_core::ReplayError,
        } => "import-invalid" says "the game breaks the rules: {error}" with { reason: Word::Worded },
    }
}

/// The largest move file we read: every game and army a player keeps, with room.
pub const MAX_MOVE_BYTES: usize = 64 * 1024 * 1024;

/// Parses and checks an export file.
pub fn read_export(text: &str) -> Result<ExportFile, ImportError> {
    let file: ExportFile = read_json(text, EXPORT_FORMAT, MAX_IMPORT_BYTES)?;
    replays(&file.record)?;
    Ok(file)
}

/// Parses and checks a move file: every game in it must replay.
pub fn read_move(text: &str) -> Result<MoveFile, ImportError> {
    let file: MoveFile = read_json(text, MOVE_FORMAT, MAX_MOVE_BYTES)?;
    for game in &file.games {
        replays(&game.record).map_err(|e| match e {
            ImportError::Invalid { setup, error, .. } => ImportError::Invalid { game: Some(game.name.clone()), setup, error },
            other => other,
        })?;
    }
    Ok(file)
}

/// JSON of the given `format`, no larger than `max` bytes.
fn read_json<T: serde::de::DeserializeOwned>(text: &str, format: &str, max: usize) -> Result<T, ImportError> {
    if text.len() > max {
        return Err(ImportError::TooLarge { bytes: text.len() });
    }
    // The format first, then the file straight from its text: through a serde_json::Value,
    // every type in it would need a second reader in the page's wasm (issue 34).
    let head: Option<Head> = read_head(text.as_bytes()).map_err(|(line, column)| ImportError::NotJson { line, column })?;
    if head.and_then(|h| h.format).as_deref() != Some(format) {
        return Err(ImportError::WrongFormat);
    }
    serde_json::from_str(text).map_err(|_| ImportError::WrongFormat)
}

/// What a file says it is; the rest is skipped unread.
#[derive(serde::Deserialize)]
struct Head {
    format: Option<String>,
}

/// Reads the few fields `H` that say what a JSON file is, skipping the rest unread. A file
/// that is not JSON at all says where it breaks (line, column); JSON of another shape is
/// `None`.
pub(crate) fn read_head<H: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<Option<H>, (usize, usize)> {
    match serde_json::from_slice::<H>(bytes) {
        Ok(head) => Ok(Some(head)),
        // Not a head: broken JSON, or whole JSON of another shape?
        Err(e) if e.is_data() => match serde_json::from_slice::<serde::de::IgnoredAny>(bytes) {
            Ok(_) => Ok(None),
            Err(e) => Err((e.line(), e.column())),
        },
        Err(e) => Err((e.line(), e.column())),
    }
}

fn replays(record: &dialkeeper_core::GameRecord) -> Result<(), ImportError> {
    dialkeeper_core::Game::from_record(record.clone()).map(drop).map_err(|error| ImportError::Invalid {
        game: None,
        setup: Box::new(record.setup.clone()),
        error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        assert_eq!(read_export("{ nope").err(), Some(ImportError::NotJson { line: 1, column: 3 }));
        assert_eq!(read_export(r#"{"format": "other"}"#).err(), Some(ImportError::WrongFormat));
        assert_eq!(read_export("[1, 2]").err(), Some(ImportError::WrongFormat), "JSON, but not a file's object");
        assert_eq!(read_export(r#"{"format": 3}"#).err(), Some(ImportError::WrongFormat));
        assert_eq!(read_export(r#"{"format": "dialkeeper-game"} trailing"#).err(), Some(ImportError::NotJson { line: 1, column: 31 }));
        assert_eq!(read_export(r#"{"format": "dialkeeper-game"}"#).err(), Some(ImportError::WrongFormat));
        let big = " ".repeat(MAX_IMPORT_BYTES + 1);
        assert_eq!(read_export(&big).err(), Some(ImportError::TooLarge { bytes: MAX_IMPORT_BYTES + 1 }));
    }

    #[test]
    fn a_game_file_is_not_a_move_file_nor_the_other_way_round() {
        let moving = r#"{"format": "dialkeeper-everything", "version": 1, "games": [], "armies": [], "settings": []}"#;
        assert_eq!(read_move(moving).map(|f| f.games.len()), Ok(0));
        assert_eq!(read_export(moving).err(), Some(ImportError::WrongFormat));
        assert_eq!(read_move(r#"{"format": "dialkeeper-game"}"#).err(), Some(ImportError::WrongFormat));
        assert_eq!(read_move("[1,").err(), Some(ImportError::NotJson { line: 1, column: 3 }));
    }

    /// A file whose second step the rules refuse says which step and why, in the
    /// player's language, naming the figure (never the engine's English).
    #[test]
    fn a_refused_step_is_named_in_the_players_language() {
        use dialkeeper_core::{ActionKind, ArmyFigure, Command, FigureId, GameRecord, PlayerSetup, Setup};
        let army = || crate::demo::figures().into_iter().filter(|f| f.points <= 50).take(1).map(ArmyFigure::new).collect();
        let setup = Setup {
            game_size: 300,
            players: vec![PlayerSetup { name: "Ana".into(), army: army() }, PlayerSetup { name: "Ben".into(), army: army() }],
            ..Default::default()
        };
        let name = setup.players[0].army[0].figure.name.clone();
        let moves = Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: None };
        let record = GameRecord { setup, applied: vec![moves.clone(), moves], undone: vec![] };
        let file: ExportFile = ExportFile { format: EXPORT_FORMAT.into(), version: 1, name: "Friday".into(), record };
        let error = read_export(&serde_json::to_string(&file).unwrap()).unwrap_err();
        assert!(matches!(&error, ImportError::Invalid { game: None, error: dialkeeper_core::ReplayError::Command { index: 1, .. }, .. }));
        let text = crate::text::import_error(dialkeeper_i18n::Language::De, &error);
        assert!(text.contains("Schritt 2") && text.contains(&name), "{text}");

        // A move file with that game beside a good one is refused whole, naming the game:
        // the store keeps what it is handed, and never asks the rules (issue 50).
        let good = GameRecord { applied: Vec::new(), ..file.record.clone() };
        let game = |name: &str, record: GameRecord| dialkeeper_store::MovedGame::<dialkeeper_store::Typed> {
            name: name.into(),
            finished: false,
            record,
        };
        let moving = MoveFile {
            format: MOVE_FORMAT.into(),
            version: 1,
            games: vec![game("Good", good), game("Broken", file.record)],
            armies: Vec::new(),
            settings: Vec::new(),
        };
        let error = read_move(&serde_json::to_string(&moving).unwrap()).unwrap_err();
        assert!(matches!(&error, ImportError::Invalid { game: Some(broken), .. } if broken == "Broken"), "{error:?}");
    }
}
