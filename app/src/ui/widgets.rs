//! Small pieces several screens share.

use dialkeeper_core::Command;
use dialkeeper_model::session::Backups;
use dialkeeper_model::shell;

use super::sharing::{self, Work};
use super::{errand, saving};

/// Sends a command through the session (through the host when this phone shares its
/// game) and says what happened, as the model decides ([`shell::tap`]). It runs as an
/// errand, to its end whatever screen is showing by then.
pub fn dispatch(command: Command) {
    let app = super::shell::shell();
    let waiting = saving::begin();
    errand::run(async move {
        sharing::run(Work::Change(app, Box::new(shell::Change::Command(command)))).await;
        drop(waiting);
        after_paint().await;
        shell::catch_up(&app, dialkeeper_model::platform::sleep_ms).await;
        app.session.back_up_if_due().await;
    });
}

/// Undoes (or redoes) the last change once that is saved, and says which
/// ([`shell::step`]).
pub fn step_back(redo: bool) {
    let app = super::shell::shell();
    let waiting = saving::begin();
    errand::run(async move {
        sharing::run(Work::Change(app, Box::new(shell::Change::Step { redo }))).await;
        drop(waiting);
        after_paint().await;
        shell::catch_up(&app, dialkeeper_model::platform::sleep_ms).await;
        app.session.back_up_if_due().await;
    });
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
