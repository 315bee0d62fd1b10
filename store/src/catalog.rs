//! The player's figure catalog and saved armies.
//!
//! Figures from the dial feed keep the feed's model id, so importing the same file again
//! updates them instead of adding copies; figures typed in the editor have none.

#[cfg(feature = "sqlite")]
use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};

#[cfg(feature = "sqlite")]
use crate::clock::now;
#[cfg(feature = "sqlite")]
use crate::kinds::facts::FigureName;
use crate::kinds::{Kinds, Typed};
#[cfg(feature = "sqlite")]
use crate::{Store, StoreError};

/// A catalog figure's id.
pub type FigureRow = i64;

/// What an upsert did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Upsert {
    /// A new figure.
    Added,
    /// An existing figure (same feed id) changed.
    Updated,
    /// An existing figure was already exactly this.
    Unchanged,
    /// An existing figure the player fixed in the editor: their version is kept.
    KeptEdit,
}

/// One figure of the catalog.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct CatalogFigure<K: Kinds = Typed> {
    /// Its row id.
    pub id: FigureRow,
    /// The feed's model id, for imported figures.
    pub feed_id: Option<i64>,
    /// The figure.
    pub def: K::FigureDef,
    /// Whether it has a portrait.
    pub has_portrait: bool,
    /// Whether the player changed it in the editor (a re-import keeps their version).
    pub edited: bool,
}

/// A saved army.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SavedArmy<K: Kinds = Typed> {
    /// Its row id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The game size it was built for.
    pub game_size: u16,
    /// Its figures.
    pub army: Vec<K::ArmyFigure>,
}

/// The one field of a stored figure that finds its portrait.
#[cfg(feature = "sqlite")]
#[derive(Deserialize)]
struct Numbered {
    collector_number: Option<String>,
}

#[cfg(feature = "sqlite")]
impl<K: Kinds> Store<K> {
    /// Adds or updates figures in one transaction: all of them or none.
    pub fn upsert_figures(&mut self, figures: &[(Option<i64>, K::FigureDef)]) -> Result<Vec<Upsert>, StoreError> {
        let tx = self.conn.transaction()?;
        let mut results = Vec::with_capacity(figures.len());
        {
            let mut find = tx.prepare_cached("SELECT id, def, edited FROM figures WHERE feed_id = ?1")?;
            let mut insert = tx.prepare_cached("INSERT INTO figures (feed_id, name, def, updated_at) VALUES (?1, ?2, ?3, ?4)")?;
            let mut update = tx.prepare_cached("UPDATE figures SET name = ?2, def = ?3, updated_at = ?4 WHERE id = ?1")?;
            let t = now();
            for (feed_id, def) in figures {
                let json = serde_json::to_string(def)?;
                let name = serde_json::from_str::<FigureName>(&json)?.name;
                let existing: Option<(i64, String, bool)> = match feed_id {
                    Some(f) => find.query_row([f], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?))).optional()?,
                    None => None,
                };
                results.push(match existing {
                    Some((_, _, true)) => Upsert::KeptEdit,
                    Some((_, old, _)) if old == json => Upsert::Unchanged,
                    Some((id, _, _)) => {
                        update.execute(params![id, name, json, t])?;
                        Upsert::Updated
                    }
                    None => {
                        insert.execute(params![feed_id, name, json, t])?;
                        Upsert::Added
                    }
                });
            }
        }
        tx.commit()?;
        Ok(results)
    }

    /// Saves a figure from the editor: a new one when `id` is `None`. Marks it edited, so
    /// importing the feed again does not undo the player's fix.
    pub fn save_figure(&mut self, id: Option<FigureRow>, def: &K::FigureDef) -> Result<FigureRow, StoreError> {
        let json = serde_json::to_string(def)?;
        let name = serde_json::from_str::<FigureName>(&json)?.name;
        match id {
            Some(id) => {
                self.conn.execute(
                    "UPDATE figures SET name = ?2, def = ?3, updated_at = ?4, edited = 1 WHERE id = ?1",
                    params![id, name, json, now()],
                )?;
                Ok(id)
            }
            None => {
                self.conn
                    .execute("INSERT INTO figures (name, def, updated_at, edited) VALUES (?1, ?2, ?3, 1)", params![name, json, now()])?;
                Ok(self.conn.last_insert_rowid())
            }
        }
    }

    /// Every catalog figure, by name.
    pub fn catalog(&self) -> Result<Vec<CatalogFigure<K>>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id, feed_id, def, portrait IS NOT NULL, edited FROM figures ORDER BY name COLLATE NOCASE, id")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get::<_, String>(2)?, r.get(3)?, r.get(4)?)))?;
        let mut out = Vec::new();
        for row in rows {
            let (id, feed_id, def, has_portrait, edited) = row?;
            out.push(CatalogFigure { id, feed_id, def: serde_json::from_str(&def)?, has_portrait, edited });
        }
        Ok(out)
    }

    /// Removes a figure from the catalog (armies keep their own copy).
    pub fn delete_figure(&mut self, id: FigureRow) -> Result<(), StoreError> {
        self.conn.execute("DELETE FROM figures WHERE id = ?1", [id])?;
        Ok(())
    }

    /// Stores a figure's portrait thumbnail (already encoded).
    pub fn set_portrait(&mut self, id: FigureRow, image: Option<&[u8]>) -> Result<(), StoreError> {
        self.conn.execute("UPDATE figures SET portrait = ?2 WHERE id = ?1", params![id, image])?;
        Ok(())
    }

    /// A figure's portrait thumbnail.
    pub fn portrait(&self, id: FigureRow) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.conn.query_row("SELECT portrait FROM figures WHERE id = ?1", [id], |r| r.get(0)).optional()?.flatten())
    }

    /// Every figure's portrait thumbnail, by row.
    pub fn portraits(&self) -> Result<Vec<(FigureRow, Vec<u8>)>, StoreError> {
        let mut stmt = self.conn.prepare_cached("SELECT id, portrait FROM figures WHERE portrait IS NOT NULL")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The portrait of the catalog figure with this name and collector number, if any:
    /// how a figure in a game finds its photo (games keep figures, not catalog rows).
    /// The number is read here, not by SQLite: the store's SQLite is built without its
    /// JSON functions (`.cargo/config.toml`), and few figures share a name.
    pub fn portrait_of(&self, name: &str, collector_number: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let mut stmt =
            self.conn.prepare_cached("SELECT def, portrait FROM figures WHERE name = ?1 AND portrait IS NOT NULL ORDER BY id")?;
        let mut rows = stmt.query([name])?;
        while let Some(row) = rows.next()? {
            let def: String = row.get(0)?;
            if serde_json::from_str::<Numbered>(&def)?.collector_number.as_deref() == Some(collector_number) {
                return Ok(Some(row.get(1)?));
            }
        }
        Ok(None)
    }

    /// Saves an army: a new one when `id` is `None`.
    pub fn save_army(&mut self, id: Option<i64>, name: &str, game_size: u16, army: &[K::ArmyFigure]) -> Result<i64, StoreError> {
        let json = serde_json::to_string(army)?;
        match id {
            Some(id) => {
                self.conn.execute(
                    "UPDATE armies SET name = ?2, game_size = ?3, army = ?4, updated_at = ?5 WHERE id = ?1",
                    params![id, name, game_size, json, now()],
                )?;
                Ok(id)
            }
            None => {
                self.conn.execute(
                    "INSERT INTO armies (name, game_size, army, updated_at) VALUES (?1, ?2, ?3, ?4)",
                    params![name, game_size, json, now()],
                )?;
                Ok(self.conn.last_insert_rowid())
            }
        }
    }

    /// Every saved army, most recent first.
    pub fn armies(&self) -> Result<Vec<SavedArmy<K>>, StoreError> {
        let mut stmt = self.conn.prepare_cached("SELECT id, name, game_size, army FROM armies ORDER BY updated_at DESC, id DESC")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get::<_, String>(3)?)))?;
        let mut out = Vec::new();
        for row in rows {
            let (id, name, game_size, army) = row?;
            out.push(SavedArmy { id, name, game_size, army: serde_json::from_str(&army)? });
        }
        Ok(out)
    }

    /// Deletes a saved army.
    pub fn delete_army(&mut self, id: i64) -> Result<(), StoreError> {
        self.conn.execute("DELETE FROM armies WHERE id = ?1", [id])?;
        Ok(())
    }
}
