//! "Backups" in Settings: when the last copy was taken, a button to take one now, and
//! the copies kept, each restorable after a confirmation.

use super::LiveSession;
use super::Snack;
use dioxus::prelude::*;

use super::{show, use_language};
use dialkeeper_model::label;
use dialkeeper_model::platform;
use dialkeeper_model::session::{BackupInfo, BackupWhen, Backups};

/// The Backups panel.
#[component]
pub fn BackupsPanel() -> Element {
    let session = use_context::<LiveSession>();
    let lang = use_language();
    // The list is read when the panel opens, after each backup and after a restore.
    let mut list = use_signal(Vec::<BackupInfo>::new);
    let mut asking = use_signal(|| None::<BackupInfo>);
    let refresh = move || async move {
        match session.backups().await {
            Ok(found) => list.set(found),
            Err(e) => show(Snack::Failed(dialkeeper_model::text::read_error(lang, &e))),
        }
    };
    // Read again whenever a backup is taken, here or in the background.
    use_effect(move || {
        session.read().last_backup();
        spawn(async move { refresh().await });
    });
    let now = platform::unix_now();
    let back_up = move |_| async move {
        match super::errand::kept(async move { session.back_up(BackupWhen::Now).await }).await {
            Ok(_) => show(Snack::Said(label!(lang, "backups-taken"))),
            Err(e) => super::show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None),
        }
        refresh().await;
    };
    let restore = move |info: BackupInfo| async move {
        asking.set(None);
        // A backup would change a shared game behind the other phones' backs.
        if !super::sharing::may_open(None).await {
            return;
        }
        let (taken_at, asked_at) = (info.taken_at, platform::unix_now());
        let app = super::shell::shell();
        let restoring = async move {
            let restored = session.restore_backup(info.seq).await;
            // What the store could not answer just after the restore is read once it
            // does, whether or not this panel is still open.
            super::errand::run(async move { dialkeeper_model::shell::catch_up(&app, platform::sleep_ms).await });
            restored
        };
        match super::errand::kept(restoring).await {
            Ok(restored) => show(Snack::Said(dialkeeper_model::text::backups_restored(lang, taken_at, asked_at, &restored.kept_at))),
            Err(e) => super::show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None),
        }
        refresh().await;
    };
    // A listed backup is a backup taken, whatever the session heard: the web's store
    // worker takes its due backups by itself, without telling the session.
    let listed = list.read().iter().map(|b| b.taken_at).max();
    let last = newest(session.read().last_backup(), listed);
    // Sent here to restore (damaged data found during play): the panel is brought into view.
    let nav = use_context::<Signal<super::Nav>>();
    use_effect(move || {
        if nav.read().focus == Some(super::Focus::Backups) {
            document::eval("document.getElementById('backups')?.scrollIntoView()");
        }
    });
    rsx! {
        h2 { id: "backups", {label!(lang, "settings-backups")} }
        p { "data-testid": "backups-last",
            match last {
                Some(at) => dialkeeper_model::text::backups_last(lang, at, now),
                None => label!(lang, "backups-none"),
            }
        }
        p { class: "muted", {dialkeeper_model::text::backups_how(lang)} }
        button { class: "big", "data-testid": "back-up-now", onclick: back_up, {label!(lang, "backups-now")} }
        ul { class: "backups", "data-testid": "backups",
            for info in list.read().iter().cloned() {
                li { key: "{info.seq}", "data-testid": "backup-{info.seq}",
                    span { {dialkeeper_model::text::backups_row(lang, info.taken_at, now, info.games)} }
                    button { class: "link", "data-testid": "restore-{info.seq}", onclick: move |_| asking.set(Some(info.clone())),
                        {label!(lang, "backups-restore")}
                    }
                }
            }
        }
        if let Some(info) = asking.read().clone() {
            div { class: "panel warning", role: "alertdialog", "aria-labelledby": "restore-question", "data-testid": "restore-confirm",
                p { id: "restore-question", {dialkeeper_model::text::backups_restore_confirm(lang, info.taken_at, now)} }
                div { class: "row",
                    button { class: "big primary", "data-testid": "restore-yes", onclick: move |_| restore(info.clone()), {label!(lang, "backups-restore")} }
                    button { class: "big", "data-testid": "restore-no", onclick: move |_| asking.set(None), {label!(lang, "cancel")} }
                }
            }
        }
    }
}

/// When the newest backup was taken: what the store says or the newest listed.
fn newest(said: Option<i64>, listed: Option<i64>) -> Option<i64> {
    said.max(listed)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_listed_backup_is_never_no_backup() {
        assert_eq!(super::newest(None, Some(5)), Some(5));
        assert_eq!(super::newest(Some(9), Some(5)), Some(9));
        assert_eq!(super::newest(None, None), None);
    }
}
