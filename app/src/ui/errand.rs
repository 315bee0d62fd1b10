//! Work a player asked for runs to its end whatever the screens do.
//!
//! A task a screen spawns (`spawn`, or an `async` event handler) is dropped when the
//! screen unmounts: a tab switch in the middle of a save would drop the save. So every
//! change of the session runs as an errand, on a task of the app's frame, which lives
//! as long as the session. A screen that wants the answer awaits it with [`kept`]: if
//! the screen goes away meanwhile, only its wait is dropped, never the change.
//! ARCHITECTURE.md, "Cancellation", says what may be dropped and what may not.

use dioxus::core::{Runtime, current_scope_id};
use dioxus::prelude::*;

/// The scope errands run on: the frame's.
#[derive(Clone, Copy)]
struct Errands(ScopeId);

/// Makes this component (the frame) the owner of every errand.
pub fn provide_errands() {
    use_context_provider(|| Errands(current_scope_id()));
}

/// Runs `work` to its end on the frame's task list, whichever screen asked for it.
/// Callable from event handlers and from tasks of the screens.
pub fn run(work: impl Future<Output = ()> + 'static) {
    let Errands(scope) = consume_context::<Errands>();
    Runtime::current().spawn(scope, work);
}

/// Runs `work` as an errand and waits for its answer. Dropping this wait (the screen
/// went away) leaves the errand running to its end.
pub async fn kept<T: 'static>(work: impl Future<Output = T> + 'static) -> T {
    let (answer, answered) = futures_channel::oneshot::channel();
    run(async move {
        let _ = answer.send(work.await);
    });
    match answered.await {
        Ok(value) => value,
        // The frame itself went away: nothing is left to show the answer on.
        Err(_) => std::future::pending().await,
    }
}
