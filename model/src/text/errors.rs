//! Every error the player is told about, as a sentence: store faults, setup, files,
//! the feed and photo imports, and what the app found at start-up.

use dialkeeper_core::{FigureError, Game, PlayerId, ReplayError, Word};
use dialkeeper_feed::Skipped;
use dialkeeper_i18n::Language;

use super::report::{report, worded};
use super::tr;
use crate::files::ImportError;
use crate::import::ImportFeedError;
use crate::session::{StartupNotice, StartupReport};

/// The store could not do what was asked: the one sentence for it on every screen.
pub fn store_error(lang: Language, fault: &crate::session::Fault) -> String {
    tr!(lang, "error-store", error = fault_sentence(lang, fault))
}

/// The saved data could not be read: the one sentence for it on every screen.
pub fn read_error(lang: Language, fault: &crate::session::Fault) -> String {
    tr!(lang, "error-read", error = fault_sentence(lang, fault))
}

/// What went wrong with the saved data, as a clause to put inside a sentence
/// (`error-store`, `error-read`, `error-not-saved`, …). Said in the player's words only:
/// what the system said stays in the fault, for the log.
pub fn fault_sentence(lang: Language, fault: &crate::session::Fault) -> String {
    report(lang, fault.message_id(), fault.words())
}

/// Why an exported file did not reach the player, as a clause inside `error-export`.
pub fn export_fault(lang: Language, fault: crate::platform::ExportFault) -> String {
    report(lang, fault.message_id(), fault.words())
}

/// Where an exported file went, for the export panel; `saved_to` is the sentence for a
/// file written to a folder (games and armies say it differently).
pub fn exported_sentence(
    lang: Language,
    exported: &crate::platform::Exported,
    file: &str,
    saved_to: impl FnOnce(String) -> String,
) -> String {
    use crate::platform::Exported;
    match exported {
        Exported::Saved(path) => saved_to(path.display().to_string()),
        Exported::Shared => tr!(lang, "file-shared", file = file.to_string()),
        Exported::Downloaded => tr!(lang, "file-downloaded", file = file.to_string()),
    }
}

/// Why a stored or shared figure cannot be used, as a sentence: the editor's, for the
/// same fault in a draft.
pub fn figure_error(lang: Language, error: &FigureError) -> String {
    super::editor::editor_problem(lang, &crate::editor::Problem::from(error))
}

/// Why a game cannot start with this setup, naming the player and the figure (by name,
/// as the army list shows it).
pub fn setup_error(lang: Language, setup: &dialkeeper_core::Setup, e: &dialkeeper_core::SetupError) -> String {
    use dialkeeper_core::SetupError;
    let player = |p: PlayerId| setup.players.get(usize::from(p.0));
    let mut words: Vec<(&'static str, Word)> = e
        .words()
        .into_iter()
        .map(|(name, word)| match word {
            Word::Player(p) => (name, Word::Text(player(p).map(|p| p.name.clone()).unwrap_or_default())),
            Word::ArmyFigure(p, index) => {
                (name, Word::Text(player(p).and_then(|s| s.army.get(index)).map(|f| f.figure.name.clone()).unwrap_or_default()))
            }
            word => (name, word),
        })
        .collect();
    match e {
        SetupError::Figure { error, .. } => worded(&mut words, "error", figure_error(lang, error)),
        SetupError::Passenger { violation, .. } => {
            // Only the seating failed, so the same armies without passengers make a game
            // whose figures the reason can name.
            let mut seated_nowhere = setup.clone();
            seated_nowhere.players.iter_mut().flat_map(|p| p.army.iter_mut()).for_each(|f| f.aboard = None);
            let game = Game::new(seated_nowhere).ok();
            worded(&mut words, "reason", super::engine::violation_sentence(lang, game.as_ref(), violation));
        }
        _ => {}
    }
    report(lang, e.message_id(), words)
}

/// Why an army file cannot be read.
pub fn army_file_error(lang: Language, e: &crate::army_file::ArmyFileError) -> String {
    let mut words = e.words();
    if let crate::army_file::ArmyFileError::BadFigure { error, .. } = e {
        worded(&mut words, "error", figure_error(lang, error));
    }
    report(lang, e.message_id(), words)
}

/// What the player must know about the store at start-up.
pub fn startup_notice(lang: Language, notice: &StartupNotice) -> String {
    let said = notice.report();
    let mut words = said.words();
    match &said {
        StartupReport::BackupForDamaged { taken_at, .. } | StartupReport::BackupForMissing { taken_at, .. } => {
            worded(&mut words, "when", super::labels::ago(lang, *taken_at, crate::platform::unix_now()));
        }
        StartupReport::Unavailable(fault) => worded(&mut words, "error", fault_sentence(lang, fault)),
        _ => {}
    }
    report(lang, said.message_id(), words)
}

/// Why a moved file was not loaded, in the player's words: one that is no move file is
/// said so plainly, any other fault as an import's.
pub fn move_refused(lang: Language, e: &ImportError) -> String {
    match e {
        ImportError::WrongFormat => tr!(lang, "move-wrong-format"),
        other => import_error(lang, other),
    }
}

/// Why a game or move file was not imported.
pub fn import_error(lang: Language, e: &ImportError) -> String {
    let mut words = e.words();
    if let ImportError::Invalid { game, setup, error } = e {
        let reason = replay_error(lang, setup, error);
        let reason = match game {
            Some(name) => tr!(lang, "import-invalid-game", game = name.clone(), reason = reason),
            None => reason,
        };
        worded(&mut words, "reason", reason);
    }
    report(lang, e.message_id(), words)
}

/// Why a stored record does not replay: its setup, or the step the rules refuse (said
/// with the figures' names, from the game as it stood before that step).
fn replay_error(lang: Language, setup: &dialkeeper_core::Setup, error: &ReplayError) -> String {
    match error {
        ReplayError::Setup(e) => setup_error(lang, setup, e),
        ReplayError::Command { index, violation } => {
            let game = Game::new(setup.clone()).ok();
            let reason = super::engine::violation_sentence(lang, game.as_ref(), violation);
            tr!(lang, "import-invalid-command", number = (*index + 1) as i64, reason = reason)
        }
    }
}

/// Why the dial feed was not imported.
pub fn feed_error(lang: Language, e: &ImportFeedError) -> String {
    match e {
        ImportFeedError::Store(error) => store_error(lang, error),
        ImportFeedError::Feed(error) => report(lang, error.message_id(), error.words()),
    }
}

/// One skipped model as a sentence: which model, and what is wrong where.
pub fn skip_sentence(lang: Language, s: &Skipped) -> String {
    let model = s.name.clone().unwrap_or_else(|| tr!(lang, "feed-model-number", number = (s.index + 1) as i64));
    let mut words = s.reason.words();
    words.push(("model", Word::Text(model)));
    report(lang, s.reason.message_id(), words)
}

/// Why a photo was not taken.
pub fn portrait_error(lang: Language, e: &crate::portrait::PortraitError) -> String {
    report(lang, e.message_id(), e.words())
}

/// The crash screen's words in the player's language, and its look in their theme: made
/// ahead, since a crashing app must not be trusted to format text.
#[cfg(feature = "web")]
pub fn crash_words(prefs: &crate::prefs::Prefs) -> crate::platform::web::CrashWords {
    let lang = prefs.language;
    crate::platform::web::CrashWords {
        class: format!("{} crash", prefs.app_class()),
        lang: lang.code(),
        title: tr!(lang, "crash-title"),
        body: tr!(lang, "crash-body"),
        reload: tr!(lang, "crash-reload"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dialkeeper_i18n::Catalog;

    use crate::platform::ExportFault;
    use crate::session::Fault;

    /// A file that is no move file is said so in every language; any other refusal of a
    /// moved file is said as an import's.
    #[test]
    fn a_moved_file_refused_is_said_in_every_language() {
        for lang in Language::ALL {
            let wrong = move_refused(lang, &ImportError::WrongFormat);
            assert_eq!(wrong, tr!(lang, "move-wrong-format"));
            assert_ne!(wrong, import_error(lang, &ImportError::WrongFormat), "{lang:?}: said as a plain import");
            let big = ImportError::TooLarge { bytes: 9_000_000 };
            assert_eq!(move_refused(lang, &big), import_error(lang, &big));
        }
    }

    /// What a system says, in English: it may be kept in a fault for the log, never shown.
    const SAID: &str = "disk I/O error";

    /// One fault of every case; the match does not compile when a case is added and not
    /// listed here.
    fn every_fault() -> Vec<Fault> {
        let all = vec![
            Fault::TooNew { found: 9, supported: 3 },
            Fault::Full,
            Fault::Busy,
            Fault::ReadOnly,
            Fault::Io(SAID.into()),
            Fault::Damaged(SAID.into()),
            Fault::Stopped,
            Fault::NoGame(4),
            Fault::NoBackup(4),
            Fault::Database(SAID.into()),
            Fault::Upgrade(SAID.into()),
            Fault::Rejected(SAID.into()),
            Fault::WorkerStart,
            Fault::WorkerUnreachable,
            Fault::UnexpectedReply,
            Fault::Shared,
        ];
        for fault in &all {
            match fault {
                Fault::TooNew { .. }
                | Fault::Full
                | Fault::Busy
                | Fault::ReadOnly
                | Fault::Io(_)
                | Fault::Damaged(_)
                | Fault::Stopped
                | Fault::NoGame(_)
                | Fault::NoBackup(_)
                | Fault::Database(_)
                | Fault::Upgrade(_)
                | Fault::Rejected(_)
                | Fault::WorkerStart
                | Fault::WorkerUnreachable
                | Fault::UnexpectedReply
                | Fault::Shared => {}
            }
        }
        all
    }

    /// Checks one clause: filled in, in the language's own words (not English fallen
    /// back to), and without what the system said.
    fn check(lang: Language, what: &str, text: &str, english: &str, wrong: &mut Vec<String>) {
        if text.is_empty() || text.contains('{') || text.contains('$') {
            wrong.push(format!("{lang} {what}: unfilled: {text:?}"));
        }
        if text.contains(SAID) {
            wrong.push(format!("{lang} {what}: shows what the system said: {text}"));
        }
        if lang != Language::En && text == english {
            wrong.push(format!("{lang} {what}: not translated: {text}"));
        }
    }

    /// What the start-up tells of the store, each case in every language, every word
    /// filled (when the backup was taken, the fault's clause, the games or none).
    #[test]
    fn every_startup_notice_is_said_in_every_language() {
        use std::path::PathBuf;

        use crate::session::{BackupInfo, RecoveredGame, Recovery, Restored};
        let backup = BackupInfo { seq: 3, taken_at: crate::platform::unix_now() - 7200, bytes: 4096, games: 1, ops: 20 };
        let game = RecoveredGame { id: 1, name: "Friday night".into(), updated_at: 0, ops: 20 };
        let restored = |games: Vec<RecoveredGame>| Some(Restored { backup: backup.clone(), games, kept_at: PathBuf::new() });
        let recovery = |moved_to: &str, restored| Recovery { moved_to: moved_to.into(), reason: SAID.into(), restored };
        let notices = [
            StartupNotice::Recovered(recovery("/data/dialkeeper.damaged", None)),
            StartupNotice::Recovered(recovery("/data/dialkeeper.damaged", restored(vec![game.clone()]))),
            StartupNotice::Recovered(recovery("", restored(vec![game]))),
            StartupNotice::Recovered(recovery("", restored(vec![]))),
            StartupNotice::TooNew { found: 9 },
            StartupNotice::Unavailable(Fault::Busy),
            StartupNotice::NoStorage(SAID.into()),
        ];
        let mut wrong = Vec::new();
        for lang in Language::ALL {
            for notice in &notices {
                let said = startup_notice(lang, notice);
                let report = notice.report();
                let names_it = report.words().iter().all(|(name, word)| match (*name, word) {
                    ("names", Word::Text(names)) if names != "none" => said.contains(names.as_str()),
                    ("path", Word::Text(path)) => said.contains(path.as_str()),
                    ("count" | "version", Word::Number(n)) => said.contains(&n.to_string()) || *n <= 1,
                    _ => true,
                });
                if !names_it
                    || said.contains('{')
                    || said.contains('…')
                    || said.contains("store-")
                    || said.contains(SAID)
                    || said.contains("none")
                {
                    wrong.push(format!("{lang:?} {notice:?}: {said}"));
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        assert!(!notices[1].report().message_id().is_empty() && notices[0].kept_a_damaged_file() && !notices[2].kept_a_damaged_file());
    }

    /// One setup refusal of every case, each about Ben's second figure; the match does
    /// not compile when a case is added and not listed here.
    fn every_setup_error() -> Vec<dialkeeper_core::SetupError> {
        use dialkeeper_core::{DialError, RuleId, RuleViolation, SetupError};
        let (player, index) = (PlayerId(1), 1);
        let all = vec![
            SetupError::PlayerCount(7),
            SetupError::GameSize(50),
            SetupError::OverBuildTotal { player, total: 420, game_size: 300 },
            SetupError::Figure { player, index, error: FigureError::NoMountSymbols },
            SetupError::Figure { player, index, error: FigureError::Dial { index: 0, error: DialError::StartNotLive { start: 3 } } },
            SetupError::PointValue { player, index, value: 4 },
            SetupError::TooManyFigures,
            SetupError::UniqueTwice { player, index },
            SetupError::NotARider { player, index },
            SetupError::NotAFreeMount { player, index, mount: 0 },
            SetupError::MountMismatch { player, index, rule: RuleId::Cav31 },
            SetupError::RiderlessMount { player, index },
            SetupError::NotAFreeChariot { player, index, chariot: 0 },
            SetupError::Passenger { player, index, violation: RuleViolation::NoActionsLeft { allowed: 3 } },
        ];
        for e in &all {
            match e {
                SetupError::PlayerCount(_)
                | SetupError::GameSize(_)
                | SetupError::OverBuildTotal { .. }
                | SetupError::Figure { .. }
                | SetupError::PointValue { .. }
                | SetupError::TooManyFigures
                | SetupError::UniqueTwice { .. }
                | SetupError::NotARider { .. }
                | SetupError::NotAFreeMount { .. }
                | SetupError::MountMismatch { .. }
                | SetupError::RiderlessMount { .. }
                | SetupError::NotAFreeChariot { .. }
                | SetupError::Passenger { .. } => {}
            }
        }
        all
    }

    /// Each refusal names the player and the figure as the army list shows them, with
    /// every word filled (a nested reason included) in every language.
    #[test]
    fn every_setup_error_names_the_player_and_the_figure_in_every_language() {
        let setup = crate::demo::two_player_setup();
        let figure = setup.players[1].army[1].figure.name.clone();
        let mut wrong = Vec::new();
        for lang in Language::ALL {
            for e in every_setup_error() {
                let said = setup_error(lang, &setup, &e);
                let names_them = e.words().iter().all(|(name, _)| match *name {
                    "player" => said.contains("Ben"),
                    "name" => said.contains(&figure),
                    _ => true,
                });
                if !names_them || said.contains('{') || said.contains('…') || said.contains("setup-") || said.contains("PlayerId") {
                    wrong.push(format!("{lang:?} {e:?}: {said}"));
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn a_failed_write_in_a_browser_says_its_storage_may_be_full() {
        let io = Fault::Io(SAID.into());
        let said = |browser| report(Language::En, io.message_id(), vec![("browser", Word::Flag(browser))]);
        assert!(said(true).contains("may be full"), "{}", said(true));
        assert!(said(false).starts_with("reading or writing"), "{}", said(false));
        // The fault itself says which, from where the app runs.
        assert_eq!(fault_sentence(Language::En, &io), said(cfg!(target_arch = "wasm32")));
        for lang in Language::ALL {
            let [web, device] = [true, false].map(|b| report(lang, io.message_id(), vec![("browser", Word::Flag(b))]));
            assert!(web != device && !web.contains('{') && !device.contains('{'), "{lang}: {web} / {device}");
        }
    }

    #[test]
    fn every_store_and_export_fault_is_said_in_every_language_without_the_systems_words() {
        let mut wrong = Vec::new();
        for lang in Language::ALL {
            for fault in every_fault() {
                let text = fault_sentence(lang, &fault);
                check(lang, &format!("{fault:?}"), &text, &fault_sentence(Language::En, &fault), &mut wrong);
                // Inside its sentence too.
                let sentence = tr!(lang, "error-store", error = text);
                check(lang, &format!("error-store {fault:?}"), &sentence, "", &mut wrong);
            }
            for fault in ExportFault::ALL {
                let text = export_fault(lang, fault);
                check(lang, &format!("{fault:?}"), &text, &export_fault(Language::En, fault), &mut wrong);
            }
            let memory_only = |lang| startup_notice(lang, &StartupNotice::NoStorage(SAID.into()));
            check(lang, "NoStorage", &memory_only(lang), &memory_only(Language::En), &mut wrong);
            for id in ["keep-awake-refused", "feed-read-failed"] {
                let text = Catalog::get().text(lang, id);
                check(lang, id, &text, &Catalog::get().text(Language::En, id), &mut wrong);
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn the_fault_check_catches_the_systems_words_and_english() {
        let mut wrong = Vec::new();
        check(Language::Fr, "test", &format!("échec ({SAID})"), "failure", &mut wrong);
        check(Language::De, "test", "the same", "the same", &mut wrong);
        assert_eq!(wrong.len(), 2, "{wrong:?}");
    }

    #[test]
    fn export_faults_come_from_what_the_system_said() {
        use std::io::{Error, ErrorKind};
        assert_eq!(ExportFault::from(&Error::from(ErrorKind::StorageFull)), ExportFault::Full);
        assert_eq!(ExportFault::from(&Error::from(ErrorKind::PermissionDenied)), ExportFault::Denied);
        assert_eq!(ExportFault::from(&Error::from(ErrorKind::ReadOnlyFilesystem)), ExportFault::Denied);
        assert_eq!(ExportFault::from(&Error::from(ErrorKind::NotFound)), ExportFault::NotFound);
        assert_eq!(ExportFault::from(&Error::other(SAID)), ExportFault::Other);
    }
}
