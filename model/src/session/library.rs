//! The library: catalog figures, their photos, saved armies and the dial-feed import.

#![allow(async_fn_in_trait)] // used on one thread only, by the app's own tasks

use dialkeeper_core::{ArmyFigure, FigureDef};
use dialkeeper_store::ask;

use super::door::Door;
use super::live::{Live, ask_change};
use super::mirror;
use super::{Fault, FigureRow};
use crate::import::{ImportFeedError, ImportSummary};

/// The changes to the library, for any [`Live`] session.
pub trait Library: Live {
    /// Reads a dial feed and stores every figure in it, all or none, reporting progress
    /// as `(done, total)`. Figures the player fixed in the editor keep their fix.
    async fn import_feed(&self, bytes: &[u8], progress: &mut impl FnMut(usize, usize)) -> Result<ImportSummary, ImportFeedError> {
        let report = crate::import::read_feed(bytes, progress)?;
        let (_turn, door) = self.turn().await;
        let request = ask::upsert_figures(crate::import::rows(&report));
        let results = ask_change(self, &door, request).await.map_err(ImportFeedError::Store)?;
        refresh_catalog(self, &door).await;
        Ok(crate::import::summary(&report, &results))
    }

    /// Saves a figure from the editor (a new one when `row` is `None`), marked as the
    /// player's, so importing the feed again keeps it.
    async fn save_figure(&self, row: Option<FigureRow>, def: &FigureDef) -> Result<FigureRow, Fault> {
        let (_turn, door) = self.turn().await;
        let saved = ask_change(self, &door, ask::save_figure(row, def.clone())).await;
        refresh_catalog(self, &door).await;
        saved
    }

    /// Removes a figure from the catalog (games and armies keep their own copy).
    async fn delete_figure(&self, row: FigureRow) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        let deleted = ask_change(self, &door, ask::delete_figure(row)).await;
        refresh_catalog(self, &door).await;
        deleted
    }

    /// Sets a catalog figure's photo (an encoded thumbnail).
    async fn set_portrait(&self, row: FigureRow, jpeg: Vec<u8>) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        let saved = ask_change(self, &door, ask::set_portrait(row, Some(jpeg))).await;
        refresh_catalog(self, &door).await;
        saved
    }

    /// Saves an army as a new saved army.
    async fn save_army(&self, name: &str, game_size: u16, army: &[ArmyFigure]) -> Result<i64, Fault> {
        let (_turn, door) = self.turn().await;
        let request = ask::save_army(None, name.to_string(), game_size, army.to_vec());
        let saved = ask_change(self, &door, request).await;
        let armies = mirror::armies(&door).await;
        self.with_mut(|s| s.mirror.armies = armies);
        saved
    }

    /// Deletes a saved army; games already started with it keep their figures.
    async fn delete_army(&self, id: i64) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        let deleted = ask_change(self, &door, ask::delete_army(id)).await;
        let armies = mirror::armies(&door).await;
        self.with_mut(|s| s.mirror.armies = armies);
        deleted
    }
}

impl<L: Live> Library for L {}

async fn refresh_catalog(live: &impl Live, door: &Door) {
    let catalog = mirror::catalog(door).await;
    let portraits = mirror::portraits(door).await;
    live.with_mut(|s| {
        s.mirror.catalog = catalog;
        s.mirror.portraits = portraits;
    });
}
