//! Player settings as key/value text.

use rusqlite::OptionalExtension;

use crate::{Store, StoreError};

impl<K: crate::Kinds> Store<K> {
    /// A setting's stored value.
    pub fn setting(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.conn.query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| r.get(0)).optional()?)
    }

    /// Every stored setting but the backup marker, which is the store's own.
    pub fn settings(&self) -> Result<Vec<(String, String)>, StoreError> {
        let mut stmt = self.conn.prepare_cached("SELECT key, value FROM settings WHERE key <> ?1 ORDER BY key")?;
        let rows = stmt.query_map([crate::backup::MARKER], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Stores several settings in one transaction: all of them or none.
    pub fn set_settings(&mut self, pairs: &[(String, String)]) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        for (key, value) in pairs {
            tx.execute(
                "INSERT INTO settings (key, value) VALUES (?1, ?2)
                 ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                [key, value],
            )?;
        }
        tx.commit()?;
        Ok(())
    }
}
