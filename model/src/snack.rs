//! What the snackbar says, and what it offers: each kind of message has its own look and
//! offer, decided here, so the frame only draws it.

use dialkeeper_core::{Command, RuleId};

use crate::nav::Screen;
use crate::session::Fault;

/// What happened, by kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Snack {
    /// Something done that needs no answer (saved, imported, deleted).
    Said(String),
    /// A change to the game, applied: with Undo.
    Applied(String),
    /// A change taken back: with Redo.
    Undone(String),
    /// The rules refused: a warning, with a link to the rule where there is one.
    Refused(String, Option<RuleId>),
    /// Something failed (a file not read, not written): a warning.
    Failed(String),
}

/// A step through the game's history a snackbar offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Take back the change just made.
    Undo,
    /// Make again the change just undone.
    Redo,
}

/// What a snackbar's "Try again" asks once more.
#[derive(Debug, Clone, PartialEq, Eq)]
// One at most, held by the snackbar: boxing the command would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum Retry {
    /// The command that was not saved.
    Command(Command),
    /// An undo that was not saved.
    Undo,
    /// A redo that was not saved.
    Redo,
}

/// What the snackbar shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Toast {
    /// The sentence.
    pub text: String,
    /// The rule to link to, for refusals.
    pub rule: Option<RuleId>,
    /// Whether it reports a refusal or failure (styled as a warning).
    pub warning: bool,
    /// Offer to undo what was just done, or to redo what was just undone.
    pub step: Option<Step>,
    /// Offer to try again what was not saved (the store refused the write: a full disk, a
    /// read-only folder); the game shown is still the last one saved.
    pub retry: Option<Retry>,
    /// Offer to restore a backup: the saved data was found damaged while the app was
    /// running (Settings → Backups, where the player picks one).
    pub restore: bool,
    /// The screen it was raised on: a message that needs no answer stays there and fades.
    pub screen: Screen,
    /// Counts the messages shown, so each new one starts its own fade.
    pub serial: u64,
}

impl Toast {
    /// A message of this kind, raised on `screen`.
    pub fn of(snack: Snack, screen: Screen, serial: u64) -> Toast {
        let plain = |text, warning, step, rule| Toast { text, rule, warning, step, retry: None, restore: false, screen, serial };
        match snack {
            Snack::Said(text) => plain(text, false, None, None),
            Snack::Applied(text) => plain(text, false, Some(Step::Undo), None),
            Snack::Undone(text) => plain(text, false, Some(Step::Redo), None),
            Snack::Refused(text, rule) => plain(text, true, None, rule),
            Snack::Failed(text) => plain(text, true, None, None),
        }
    }

    /// What the store said went wrong: with "Try again" for what was not saved (`retry`),
    /// and with "Restore a backup" when the saved data is damaged (trying again cannot mend
    /// damaged data; the backups can).
    pub fn fault(text: String, fault: &Fault, retry: Option<Retry>, screen: Screen, serial: u64) -> Toast {
        let restore = offers_backups(fault);
        Toast { text, rule: None, warning: true, step: None, retry: retry.filter(|_| !restore), restore, screen, serial }
    }

    /// A message the player must answer (try again, restore) stays until answered, on
    /// every screen; any other fades after a few seconds on the screen it was raised on.
    pub fn lasting(&self) -> bool {
        self.retry.is_some() || self.restore
    }

    /// Whether it shows on `screen`.
    pub fn shows_on(&self, screen: Screen) -> bool {
        self.lasting() || self.screen == screen
    }
}

/// Whether what went wrong is answered with the backups: damaged saved data, which
/// trying again cannot mend (a games list that cannot be read offers them too, or the
/// player would see an empty list and no way on).
pub fn offers_backups(fault: &Fault) -> bool {
    matches!(fault, Fault::Damaged(_))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_offers_its_own_answer() {
        let toast = |snack| Toast::of(snack, Screen::Table, 1);
        assert_eq!(toast(Snack::Applied("x".into())).step, Some(Step::Undo));
        assert_eq!(toast(Snack::Undone("x".into())).step, Some(Step::Redo), "issue 48: Undone offers Redo");
        let refused = toast(Snack::Refused("x".into(), Some(RuleId::Core07)));
        assert!(refused.warning && refused.step.is_none() && refused.rule == Some(RuleId::Core07));
        assert!(!toast(Snack::Said("x".into())).warning);
    }

    #[test]
    fn a_message_that_needs_no_answer_stays_on_its_screen() {
        let said = Toast::of(Snack::Said("x".into()), Screen::Table, 1);
        assert!(said.shows_on(Screen::Table) && !said.shows_on(Screen::Log));
        let unsaved = Toast::fault("x".into(), &Fault::Full, Some(Retry::Undo), Screen::Table, 2);
        assert!(unsaved.shows_on(Screen::Log), "Try again follows the player");
    }

    #[test]
    fn damaged_data_offers_a_backup_not_try_again() {
        let damaged = Toast::fault("x".into(), &Fault::Damaged(String::new()), Some(Retry::Undo), Screen::Games, 3);
        assert!(damaged.restore && damaged.retry.is_none());
    }
}
