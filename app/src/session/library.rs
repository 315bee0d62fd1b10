//! The player's library: catalog figures (imported or edited), their photos, saved
//! armies, and importing the community dial feed.

use dialkeeper_core::{ArmyFigure, FigureDef};
use dialkeeper_store::{Reply, Request};

use super::door::{done, expect_reply};
use super::{CatalogFigure, Fault, FigureRow, SavedArmy, Session};
use crate::import::{ImportFeedError, ImportSummary};

impl Session {
    /// Every catalog figure, by name.
    pub fn catalog(&self) -> Result<Vec<CatalogFigure>, Fault> {
        expect_reply!(self.door.ask(Request::Catalog), Reply::Catalog)
    }

    /// Reads a dial feed and stores every figure in it, all or none, reporting progress
    /// as `(done, total)`. Figures the player fixed in the editor keep their fix.
    pub fn import_feed(&mut self, bytes: &[u8], progress: &mut impl FnMut(usize, usize)) -> Result<ImportSummary, ImportFeedError> {
        let report = crate::import::read_feed(bytes, progress)?;
        let figures = crate::import::rows(&report);
        let results = expect_reply!(self.door.ask(Request::UpsertFigures(figures)), Reply::Upserts)
            .map_err(ImportFeedError::Store)?;
        Ok(crate::import::summary(&report, &results))
    }

    /// Saves a figure from the editor (a new one when `row` is `None`), marked as the
    /// player's, so importing the feed again keeps it.
    pub fn save_figure(&mut self, row: Option<FigureRow>, def: &FigureDef) -> Result<FigureRow, Fault> {
        expect_reply!(self.door.ask(Request::SaveFigure { row, def: def.clone() }), Reply::Id)
    }

    /// Removes a figure from the catalog (games and armies keep their own copy).
    pub fn delete_figure(&mut self, row: FigureRow) -> Result<(), Fault> {
        done(self.door.ask(Request::DeleteFigure(row)))
    }

    /// Sets a catalog figure's photo (an encoded thumbnail).
    pub fn set_portrait(&mut self, row: FigureRow, jpeg: Vec<u8>) -> Result<(), Fault> {
        done(self.door.ask(Request::SetPortrait { row, image: Some(jpeg) }))
    }

    /// A catalog figure's photo.
    pub fn portrait(&self, row: FigureRow) -> Result<Option<Vec<u8>>, Fault> {
        expect_reply!(self.door.ask(Request::Portrait(row)), Reply::Image)
    }

    /// The photo of the catalog figure a game's figure was made from (same name and
    /// collector number), if it has one.
    pub fn portrait_of(&self, def: &FigureDef) -> Result<Option<Vec<u8>>, Fault> {
        let request = Request::PortraitOf { name: def.name.clone(), collector_number: def.collector_number.clone() };
        expect_reply!(self.door.ask(request), Reply::Image)
    }

    /// Saves an army as a new saved army.
    pub fn save_army(&mut self, name: &str, game_size: u16, army: &[ArmyFigure]) -> Result<i64, Fault> {
        let request = Request::SaveArmy { id: None, name: name.to_string(), game_size, army: army.to_vec() };
        expect_reply!(self.door.ask(request), Reply::Id)
    }

    /// Every saved army, most recent first.
    pub fn armies(&self) -> Result<Vec<SavedArmy>, Fault> {
        expect_reply!(self.door.ask(Request::Armies), Reply::Armies)
    }
}
