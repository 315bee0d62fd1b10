//! Small pieces several screens share.

use dialkeeper_core::Command;
use dialkeeper_i18n::Language;
use dioxus::prelude::*;

use super::show;
use crate::prefs::Prefs;
use crate::session::{Outcome, Session};
use crate::text::{event_sentence, violation_sentence};
use crate::tr;

/// Sends a command through the session and tells the player what happened: the first
/// notable event with Undo, or the refusal with its rule.
pub fn dispatch(command: Command) {
    let mut session = consume_context::<Signal<Session>>();
    let lang = consume_context::<Signal<Prefs>>().read().language;
    let outcome = session.write().dispatch(command);
    // A mount eliminated first, a riderless mount at a phase's start, a wrecked chariot:
    // their wizards start by themselves (CAV-20, CAV-21, CHR-12).
    if let (Outcome::Applied(events), Some(game)) = (&outcome, session.read().game())
        && let Some(flow) = crate::wizard::triggered(game, events)
        && let Some(mut wizard) = try_consume_context::<Signal<Option<crate::wizard::Flow>>>()
    {
        wizard.set(Some(flow));
    }
    report(lang, &session.read(), outcome);
}

/// Shows an outcome in the snackbar.
pub fn report(lang: Language, session: &Session, outcome: Outcome) {
    match outcome {
        Outcome::Applied(events) => {
            let Some(game) = session.game() else { return };
            let text = events
                .iter()
                .rev()
                .find(|e| !matches!(e, dialkeeper_core::Event::PhaseChanged { .. }))
                .map(|e| event_sentence(lang, game, e))
                .unwrap_or_else(|| tr!(lang, "done"));
            show(text, None, false, true);
        }
        Outcome::Refused(violation) => {
            show(violation_sentence(lang, session.game(), &violation), Some(violation.rule()), true, false)
        }
        Outcome::NotSaved(error) => {
            show(tr!(lang, "error-not-saved", error = crate::text::fault_sentence(lang, &error)), None, true, false)
        }
        Outcome::Nothing => {}
    }
}

/// Shows the outcome of an undo or redo: `done` on success (no Undo offer), else as usual.
pub fn report_history(lang: Language, session: &Session, outcome: Outcome, done: String) {
    match outcome {
        Outcome::Applied(_) => show(done, None, false, false),
        other => report(lang, session, other),
    }
}
