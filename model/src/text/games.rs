//! The sentences of the games list, backups, moving games between devices, the score
//! screen, settings and the start-up gates.

use std::path::Path;

use dialkeeper_i18n::Language;

use super::fault_sentence;
use super::labels::ago;
use super::tr;
use crate::session::{BACKUP_EVERY, BACKUPS_KEPT, Fault};

/// A stored game in the list: its players and size.
pub fn game_summary(lang: Language, players: &[String], size: u16) -> String {
    tr!(lang, "game-summary", players = players.join(", "), size = i64::from(size))
}

/// A game could not be opened.
pub fn open_game_failed(lang: Language, fault: &Fault) -> String {
    tr!(lang, "error-open-game", error = fault_sentence(lang, fault))
}

/// A file could not be exported; `error` is the platform's reason.
pub fn export_failed(lang: Language, fault: crate::platform::ExportFault) -> String {
    tr!(lang, "error-export", error = super::export_fault(lang, fault))
}

/// A picked file could not be read (the platform's reason goes to the log, not here).
pub fn file_read_failed(lang: Language) -> String {
    tr!(lang, "feed-read-failed")
}

/// A game's file written to a folder.
pub fn exported_to(lang: Language, path: &str) -> String {
    tr!(lang, "exported-to", path = path.to_string())
}

/// The damaged database file written to a folder.
pub fn damaged_file_saved(lang: Language, path: &str) -> String {
    tr!(lang, "damaged-file-saved", path = path.to_string())
}

/// Every game and army written to a folder, to move to another device.
pub fn move_saved_to(lang: Language, path: &str) -> String {
    tr!(lang, "move-saved-to", path = path.to_string())
}

/// What a moving file brought: games, armies, and those already here.
pub fn move_loaded(lang: Language, games: usize, armies: usize, already: usize) -> String {
    tr!(lang, "move-loaded", games = games as i64, armies = armies as i64, already = already as i64)
}

/// When the last backup was taken (`taken_at`, `now`: unix seconds).
pub fn backups_last(lang: Language, taken_at: i64, now: i64) -> String {
    tr!(lang, "backups-last", when = ago(lang, taken_at, now))
}

/// How backups are taken and kept.
pub fn backups_how(lang: Language) -> String {
    tr!(lang, "backups-how", kept = BACKUPS_KEPT as i64, every = i64::from(BACKUP_EVERY))
}

/// One backup in the list: when, and how many games.
pub fn backups_row(lang: Language, taken_at: i64, now: i64, games: usize) -> String {
    tr!(lang, "backups-row", when = ago(lang, taken_at, now), games = games as i64)
}

/// The question before restoring a backup.
pub fn backups_restore_confirm(lang: Language, taken_at: i64, now: i64) -> String {
    tr!(lang, "backups-restore-confirm", when = ago(lang, taken_at, now))
}

/// A backup restored, and where the replaced data was kept.
pub fn backups_restored(lang: Language, taken_at: i64, now: i64, kept_at: &Path) -> String {
    tr!(lang, "backups-restored", when = ago(lang, taken_at, now), path = kept_at.display().to_string())
}

/// The name of a rematch of a game.
pub fn rematch_name(lang: Language, name: &str) -> String {
    tr!(lang, "rematch-name", name = name.to_string())
}

/// How long a finished game took (`ms` on the game clock).
pub fn score_played(lang: Language, ms: i64) -> String {
    tr!(lang, "score-played", time = super::clock_time(ms))
}

/// A player's points on the score screen.
pub fn score_points(lang: Language, points: u32) -> String {
    tr!(lang, "score-points", points = i64::from(points))
}

/// A player's objectives on the score screen.
pub fn score_objectives(lang: Language, count: u8) -> String {
    tr!(lang, "score-objectives", count = i64::from(count))
}

/// Keeping the screen awake was refused; `reason` is the platform's.
pub fn keep_awake_refused(lang: Language) -> String {
    tr!(lang, "keep-awake-refused")
}

/// A language chosen in Settings whose words could not be downloaded (offline, on the
/// web): said in the language still shown, which stays.
pub fn language_not_here(lang: Language, chosen: Language) -> String {
    tr!(lang, "settings-language-offline", language = chosen.native_name().to_string())
}

/// The app's version in settings.
pub fn settings_version(lang: Language, version: &str) -> String {
    tr!(lang, "settings-version", version = version.to_string())
}

/// Why the browser is below what the app needs.
pub fn floor_reason(lang: Language, reason: &str) -> String {
    tr!(lang, "floor-reason", reason = reason.to_string())
}
