//! Backups: the store keeps the last few copies of itself (see the store's `backup`
//! module). Taking one costs a few milliseconds, so it is asked for after a change has
//! been shown, never inside a tap; restoring one replaces everything shown.

#![allow(async_fn_in_trait)] // used on one thread only, by the app's own tasks

use dialkeeper_store::{BackupInfo, BackupWhen, Restored, ask};

use super::Fault;
use super::door::Door;
use super::live::{Live, ask_change, reread};

/// Backing up and restoring, for any [`Live`] session.
pub trait Backups: Live {
    /// Takes a backup now, or only if anything changed or enough changes were made since
    /// the last one; the backup taken, if any. Waits for the changes asked before it.
    async fn back_up(&self, when: BackupWhen) -> Result<Option<BackupInfo>, Fault> {
        let (_turn, door) = self.turn().await;
        take(self, &door, when).await
    }

    /// A backup if enough changes were made since the last one: asked after a change has
    /// been shown. A failed backup loses nothing saved, and the next change asks again,
    /// so the failure is logged, not shown.
    async fn back_up_if_due(&self) {
        // The web's worker already did, after its reply: no second trip for every tap.
        if self.with(|s| s.door.backs_up_itself()) {
            return;
        }
        logged(self.back_up(BackupWhen::IfDue).await);
    }

    /// A backup if anything changed since the last one: the app going to the background.
    /// Not asked of a store still on its way (a first visit's, a warm start's drawn from
    /// what was last shown): nothing was read from it yet, and the question would hold the
    /// session's turn until it has started.
    async fn back_up_if_changed(&self) {
        if self.with(|s| s.store_on_its_way()) {
            return;
        }
        logged(self.back_up(BackupWhen::IfChanged).await);
    }

    /// Every backup that can be read, newest first.
    async fn backups(&self) -> Result<Vec<BackupInfo>, Fault> {
        let (_turn, door) = self.turn().await;
        door.ask(ask::backups()).await
    }

    /// Puts backup `seq` in the store's place (the store as it was is kept in a file
    /// beside it), then reads everything again: games, armies, catalog and the open game.
    /// Not while this phone shares a game: the backup would change it behind the other
    /// phones' backs (sharing is stopped first).
    async fn restore_backup(&self, seq: i64) -> Result<Restored, Fault> {
        let (_turn, door) = self.turn().await;
        // Asked once this turn is held: a share started while the restore waited for it
        // (a guest joined during the confirmation) counts.
        if self.with(|s| s.sharing.is_some()) {
            return Err(Fault::Shared);
        }
        let restored = ask_change(self, &door, ask::restore_backup(seq)).await?;
        // Everything shown is read again: the open game too, as the backup holds it, or
        // closed if it does not. A store that cannot be read just now leaves what is
        // shown, marked to be read before anything is planned on it, as after a change
        // whose answer was lost; the app's catch-up reads it once the store answers.
        if !reread(self, &door).await {
            self.with(|s| s.queue.mark_stale());
        }
        Ok(restored)
    }

    /// The bytes of the damaged store kept aside at start-up, with its file name, for
    /// the player to save somewhere (on the web it lives in the browser's storage).
    async fn damaged_file(&self) -> Result<Option<dialkeeper_store::KeptFile>, Fault> {
        let (_turn, door) = self.turn().await;
        door.ask(ask::damaged_file()).await
    }
}

impl<L: Live> Backups for L {}

/// Asks the store for a backup, for a caller that already holds its turn, and shows when
/// it was taken.
pub(super) async fn take(live: &impl Live, door: &Door, when: BackupWhen) -> Result<Option<BackupInfo>, Fault> {
    let taken = door.ask(ask::back_up(when)).await?;
    if let Some(info) = &taken {
        live.with_mut(|s| s.mirror.last_backup = Some(info.taken_at));
    }
    Ok(taken)
}

/// A backup that was not taken loses nothing saved, and the next moment asks again: it
/// is logged, not shown.
pub(super) fn logged(result: Result<Option<BackupInfo>, Fault>) {
    if let Err(e) = result {
        crate::warn!("dialkeeper: no backup was taken: {e}");
    }
}
