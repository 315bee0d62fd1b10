//! Small pieces several screens share.

use super::LiveSession;
use super::Snack;
use dialkeeper_core::Command;
use dialkeeper_i18n::Language;
use dioxus::prelude::*;

use super::{Retry, errand, saving, show, show_fault};
use dialkeeper_model::label;
use dialkeeper_model::prefs::Prefs;
use dialkeeper_model::session::{Backups, Outcome, Session};
use dialkeeper_model::share::{Op, Role, Unshared};
use dialkeeper_model::text::{news_sentence, violation_sentence};

/// Sends a command through the session (through the host when this phone shares its
/// game: [`Role::play`]) and, once it is saved, tells the player what happened: the first
/// notable event with Undo, or the refusal with its rule. It runs as an errand, to its
/// end whatever screen is showing by then.
pub fn dispatch(command: Command) {
    let session = consume_context::<LiveSession>();
    let lang = consume_context::<Signal<Prefs>>().peek().language;
    let wizard = try_consume_context::<Signal<Option<dialkeeper_model::wizard::Flow>>>();
    let role = role();
    let waiting = saving::begin();
    errand::run(async move {
        let outcome = role.play(&session, Op::Apply(command.clone())).await;
        drop(waiting);
        let Some(outcome) = shared(lang, outcome) else { return };
        after_dispatch(lang, session, wizard, outcome, command);
        after_paint().await;
        session.back_up_if_due().await;
    });
}

/// This phone's part in sharing its game, as it is now.
fn role() -> Role<LiveSession> {
    consume_context::<super::sharing::Sharing>().peek().clone()
}

/// The outcome of a tap, or `None` if it never reached the host, said in the snackbar.
fn shared(lang: Language, outcome: Result<Outcome, Unshared>) -> Option<Outcome> {
    outcome.map_err(|why| show(Snack::Failed(dialkeeper_model::text::unshared_sentence(lang, why)))).ok()
}

/// Lets the screen show what changed before anything slower runs (a backup): returns
/// once, after the renderer has had its turn.
async fn after_paint() {
    let mut yielded = false;
    std::future::poll_fn(|cx| {
        if yielded {
            std::task::Poll::Ready(())
        } else {
            yielded = true;
            cx.waker().wake_by_ref();
            std::task::Poll::Pending
        }
    })
    .await;
}

/// Starts a wizard the outcome calls for and reports the outcome.
fn after_dispatch(
    lang: Language,
    session: LiveSession,
    wizard: Option<Signal<Option<dialkeeper_model::wizard::Flow>>>,
    outcome: Outcome,
    command: Command,
) {
    // A mount eliminated first, a riderless mount at a phase's start, a wrecked chariot:
    // their wizards start by themselves (CAV-20, CAV-21, CHR-12).
    if let (Outcome::Applied(events), Some(game)) = (&outcome, session.peek().game())
        && let Some(flow) = dialkeeper_model::wizard::triggered(game, events)
        && let Some(mut wizard) = wizard
    {
        wizard.set(Some(flow));
    }
    report(lang, &session.peek(), outcome, Retry::Command(command));
}

/// Undoes (or redoes) the last command once that is saved, and says so.
pub fn step_back(redo: bool) {
    let session = consume_context::<LiveSession>();
    let lang = consume_context::<Signal<Prefs>>().peek().language;
    // Said before it happens: once undone, the change is no longer the game's last.
    let what = {
        let s = session.peek();
        s.game().and_then(|game| {
            let summary = |events: &[_]| dialkeeper_model::text::change_summary(lang, game, events);
            if redo { Some(summary(game.plan(game.next_redo()?.clone()).ok()?.events())) } else { Some(summary(s.last_change()?)) }
        })
    };
    let what = what.unwrap_or_else(|| label!(lang, "last-change"));
    let role = role();
    let waiting = saving::begin();
    errand::run(async move {
        let (op, done) = if redo {
            (Op::Redo, dialkeeper_model::text::redone_what(lang, &what))
        } else {
            (Op::Undo, dialkeeper_model::text::undone_what(lang, &what))
        };
        let outcome = role.play(&session, op).await;
        drop(waiting);
        let Some(outcome) = shared(lang, outcome) else { return };
        report_history(lang, &session.peek(), outcome, done, if redo { Retry::Redo } else { Retry::Undo });
        after_paint().await;
        session.back_up_if_due().await;
    });
}

/// Shows an outcome in the snackbar; what was not saved can be tried again (`retry`).
pub fn report(lang: Language, session: &Session, outcome: Outcome, retry: Retry) {
    match outcome {
        Outcome::Applied(events) => {
            let Some(game) = session.game() else { return };
            show(Snack::Applied(news_sentence(lang, game, &events)));
        }
        Outcome::Refused(violation) => show(Snack::Refused(violation_sentence(lang, session.game(), &violation), Some(violation.rule()))),
        Outcome::NotSaved(error) => show_fault(dialkeeper_model::text::not_saved(lang, &error), &error, Some(retry)),
        Outcome::Nothing => {}
    }
}

/// Shows the outcome of an undo or redo: `done` on success (an undo offers Redo), else
/// as usual.
pub fn report_history(lang: Language, session: &Session, outcome: Outcome, done: String, retry: Retry) {
    match outcome {
        Outcome::Applied(_) if retry == Retry::Undo => show(Snack::Undone(done)),
        Outcome::Applied(_) => show(Snack::Said(done)),
        other => report(lang, session, other, retry),
    }
}
