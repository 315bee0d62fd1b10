//! The store's one door: every question and change as a [`Request`] value, every answer
//! as a [`Reply`]. Both are serde types, so the same session code drives a store in the
//! same thread (native) or in the web worker that owns the database file.

use serde::{Deserialize, Serialize};

use crate::Fault;
#[cfg(feature = "sqlite")]
use crate::Store;
use crate::backup::{BackupInfo, BackupWhen, Restored};
use crate::catalog::{CatalogFigure, FigureRow, SavedArmy, Upsert};
use crate::games::{ExportFile, GameId, GameSummary, Op, Record, StoredGame};
use crate::kinds::{Kinds, Typed};
use crate::moving::{MoveFile, Moved};
use crate::open::KeptFile;
use crate::sharing::{Appended, Outgoing, Share, Stamp, StoredShare, TapId};

/// Something asked of the store, with a game's types held as `K` says: the page asks in
/// the engine's types, the web's worker reads the same text unread ([`crate::Kinds`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Request<K: Kinds = Typed> {
    /// Every game, most recently played first: [`Reply::Games`].
    ListGames,
    /// Store a new game: [`Reply::Game`].
    CreateGame {
        /// Its name.
        name: String,
        /// Players and armies.
        setup: K::Setup,
    },
    /// A stored game: [`Reply::Game`].
    LoadGame(GameId),
    /// One operation, committed in its own transaction: [`Reply::Done`].
    Append {
        /// The game.
        game: GameId,
        /// The operation's sequence number.
        seq: i64,
        /// What was done.
        op: Op<K>,
        /// The game's record after it, when [`crate::snapshot_due`].
        snapshot: Option<Record<K>>,
        /// Its place in the shared log, for a shared game (written in the same
        /// transaction); a shared game refuses an operation without one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        stamp: Option<Stamp>,
    },
    /// Entries of a shared game, all in one transaction: [`Reply::Done`].
    AppendEntries {
        /// The game.
        game: GameId,
        /// The entries, in order.
        batch: Vec<Appended<K>>,
    },
    /// Start sharing a game this phone holds: [`Reply::Done`].
    StartShare {
        /// The share row.
        share: Share,
        /// The game's record as sharing begins.
        base: Record<K>,
    },
    /// Store the host's game as a shared copy: [`Reply::Id`].
    AdoptShare {
        /// The game's name.
        name: String,
        /// The game's record at the base.
        base: Record<K>,
        /// The share row (its game is the new one's).
        share: Share,
    },
    /// Every shared game on this phone: [`Reply::Shares`].
    Shares,
    /// A shared game with its log: [`Reply::Share`].
    LoadShare(GameId),
    /// Change a shared game's row (role, term, seat): [`Reply::Done`].
    UpdateShare(Share),
    /// Stop sharing a game; it stays as this phone's own: [`Reply::Done`].
    EndShare(GameId),
    /// Take a shared game back to an operation, keeping `outbox`: [`Reply::Game`].
    TruncateShare {
        /// The game.
        game: GameId,
        /// The last operation kept.
        after: i64,
        /// The entries taken out, to ask of the host again.
        outbox: Vec<Outgoing<K>>,
    },
    /// Take answered entries out of a shared game's outbox: [`Reply::Done`].
    ClearOutbox {
        /// The game.
        game: GameId,
        /// The entries' taps.
        taps: Vec<TapId>,
    },
    /// Delete a game and its history: [`Reply::Done`].
    DeleteGame(GameId),
    /// Mark a game finished or playing: [`Reply::Done`].
    SetFinished {
        /// The game.
        game: GameId,
        /// Finished or not.
        finished: bool,
    },
    /// A game as export-file JSON: [`Reply::Text`].
    ExportGame(GameId),
    /// Store an exported game as a new game: [`Reply::Id`].
    ImportGame(ExportFile<K>),
    /// Every catalog figure: [`Reply::Catalog`].
    Catalog,
    /// Add or update feed figures, all or none: [`Reply::Upserts`].
    UpsertFigures(Vec<(Option<i64>, K::FigureDef)>),
    /// Save a figure from the editor: [`Reply::Id`].
    SaveFigure {
        /// The row to overwrite, or `None` for a new figure.
        row: Option<FigureRow>,
        /// The figure.
        def: K::FigureDef,
    },
    /// Remove a catalog figure: [`Reply::Done`].
    DeleteFigure(FigureRow),
    /// Set or clear a figure's photo: [`Reply::Done`].
    SetPortrait {
        /// The figure.
        row: FigureRow,
        /// The JPEG thumbnail, or `None` to remove it.
        image: Option<Vec<u8>>,
    },
    /// A catalog figure's photo: [`Reply::Image`].
    Portrait(FigureRow),
    /// Every catalog figure's photo: [`Reply::Portraits`].
    Portraits,
    /// The photo of the catalog figure with this name and number: [`Reply::Image`].
    PortraitOf {
        /// The figure's name.
        name: String,
        /// Its collector number.
        collector_number: String,
    },
    /// Save an army: [`Reply::Id`].
    SaveArmy {
        /// The army to overwrite, or `None` for a new one.
        id: Option<i64>,
        /// Its name.
        name: String,
        /// The game size it is built for.
        game_size: u16,
        /// Its figures.
        army: Vec<K::ArmyFigure>,
    },
    /// Every saved army: [`Reply::Armies`].
    Armies,
    /// Delete a saved army: [`Reply::Done`].
    DeleteArmy(i64),
    /// Every stored setting: [`Reply::Settings`].
    Settings,
    /// Store settings, all in one transaction: [`Reply::Done`].
    SetSettings(Vec<(String, String)>),
    /// Every game, army and setting as a move file: [`Reply::Text`].
    ExportEverything,
    /// Add what a move file holds that is not here yet: [`Reply::Moved`].
    ImportEverything(MoveFile<K>),
    /// Back the store up, now or if due: [`Reply::BackedUp`]. Never part of a tap: ask
    /// it after the tap's change is shown (the web worker asks `IfDue` itself after each
    /// reply).
    BackUp(BackupWhen),
    /// Every readable backup, newest first: [`Reply::Backups`].
    Backups,
    /// When the newest backup was taken: [`Reply::LastBackup`].
    LastBackup,
    /// Put the backup with this number in the store's place, after keeping the store as
    /// it is in a file beside it: [`Reply::Restored`]. Everything read before is stale.
    RestoreBackup(i64),
    /// The newest damaged store file kept aside, to save or send: [`Reply::File`].
    DamagedFile,
}

impl<K: Kinds> Request<K> {
    /// Whether it changes what is stored (and so counts toward the next backup).
    pub fn changes(&self) -> bool {
        matches!(
            self,
            Request::CreateGame { .. }
                | Request::Append { .. }
                | Request::AppendEntries { .. }
                | Request::StartShare { .. }
                | Request::AdoptShare { .. }
                | Request::UpdateShare(_)
                | Request::EndShare(_)
                | Request::TruncateShare { .. }
                | Request::ClearOutbox { .. }
                | Request::DeleteGame(_)
                | Request::SetFinished { .. }
                | Request::ImportGame(_)
                | Request::UpsertFigures(_)
                | Request::SaveFigure { .. }
                | Request::DeleteFigure(_)
                | Request::SetPortrait { .. }
                | Request::SaveArmy { .. }
                | Request::DeleteArmy(_)
                | Request::SetSettings(_)
                | Request::ImportEverything(_)
        )
    }

    /// Whether what the screens show from the store may differ after it: a change, or a
    /// backup put in the store's place.
    pub fn alters(&self) -> bool {
        self.changes() || matches!(self, Request::RestoreBackup(_))
    }
}

/// What the store answered, with a game's types held as `K` says (see [`Request`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Reply<K: Kinds = Typed> {
    /// Done (committed, for a change).
    Done,
    /// The games list.
    Games(Vec<GameSummary>),
    /// A game.
    Game(StoredGame<K>),
    /// A new or saved row's id.
    Id(i64),
    /// Text (an export file).
    Text(String),
    /// The catalog.
    Catalog(Vec<CatalogFigure<K>>),
    /// What each upserted figure did.
    Upserts(Vec<Upsert>),
    /// A photo, if there is one.
    Image(Option<Vec<u8>>),
    /// Saved armies.
    Armies(Vec<SavedArmy<K>>),
    /// Photos by catalog row.
    Portraits(Vec<(FigureRow, Vec<u8>)>),
    /// Settings as key and value.
    Settings(Vec<(String, String)>),
    /// What a move file added.
    Moved(Moved),
    /// The backup written, or `None` when none was due (or the store is in memory).
    BackedUp(Option<BackupInfo>),
    /// The backups, newest first.
    Backups(Vec<BackupInfo>),
    /// Unix seconds of the newest backup, if there is one.
    LastBackup(Option<i64>),
    /// The backup now in the store's place.
    Restored(Restored),
    /// A file, if there is one.
    File(Option<KeptFile>),
    /// The shared games.
    Shares(Vec<Share>),
    /// A shared game with its log, if the game is shared.
    Share(Option<StoredShare<K>>),
}

/// A request with the type of its answer: built only by the functions of [`ask`], each
/// of which pairs its [`Request`] with the one [`Reply`] variant the store answers it
/// with, so a caller gets that value typed and cannot read the reply as another.
#[derive(Debug)]
pub struct Ask<T> {
    request: Request,
    answer: Answer<T>,
}

impl<T> Ask<T> {
    /// What is asked.
    pub fn request(&self) -> &Request {
        &self.request
    }

    /// The request to send, and how its reply is read.
    pub fn into_parts(self) -> (Request, Answer<T>) {
        (self.request, self.answer)
    }
}

/// Reads the reply to one [`Ask`].
pub struct Answer<T>(fn(Reply) -> Result<T, Fault>);

impl<T> std::fmt::Debug for Answer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Answer")
    }
}

impl<T> Answer<T> {
    /// The answer's value; a reply of another kind (a page and worker of different
    /// versions) is a fault, never a panic.
    pub fn read(self, reply: Result<Reply, Fault>) -> Result<T, Fault> {
        (self.0)(reply?)
    }
}

/// The fault for a reply of another kind than the request's: the reply goes to the log,
/// the player is told the store answered something unexpected.
fn unexpected(reply: &Reply) -> Fault {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("dialkeeper: unexpected reply from the store: {reply:?}");
    #[cfg(target_arch = "wasm32")]
    let _ = reply;
    Fault::UnexpectedReply
}

/// Declares each typed request: `name(args) -> answer type = request, reply pattern => value`.
macro_rules! asks {
    ($( $(#[$doc:meta])* $name:ident ( $($arg:ident : $ty:ty),* ) -> $out:ty = $request:expr, $reply:pat => $value:expr; )*) => {
        $(
            $(#[$doc])*
            pub fn $name($($arg: $ty),*) -> Ask<$out> {
                Ask {
                    request: $request,
                    answer: Answer(|reply| match reply {
                        $reply => Ok($value),
                        other => Err(crate::protocol::unexpected(&other)),
                    }),
                }
            }
        )*
    };
}

/// Every request, typed by its answer (see [`Ask`]).
pub mod ask {
    use dialkeeper_core::{ArmyFigure, FigureDef, GameRecord, Setup};

    use super::{Answer, Ask, Reply, Request};
    use crate::backup::{BackupInfo, BackupWhen, Restored};
    use crate::catalog::{CatalogFigure, FigureRow, SavedArmy, Upsert};
    use crate::games::{ExportFile, GameId, GameSummary, Op, StoredGame};
    use crate::moving::{MoveFile, Moved};
    use crate::open::KeptFile;
    use crate::sharing::{Appended, Outgoing, Share, Stamp, StoredShare, TapId};

    asks! {
        /// Every game, most recently played first.
        list_games() -> Vec<GameSummary> = Request::ListGames, Reply::Games(games) => games;
        /// Stores a new game.
        create_game(name: String, setup: Setup) -> StoredGame = Request::CreateGame { name, setup }, Reply::Game(game) => game;
        /// A stored game.
        load_game(id: GameId) -> StoredGame = Request::LoadGame(id), Reply::Game(game) => game;
        /// One operation, committed in its own transaction.
        append(game: GameId, seq: i64, op: Op, snapshot: Option<GameRecord>, stamp: Option<Stamp>) -> () =
            Request::Append { game, seq, op, snapshot, stamp }, Reply::Done => ();
        /// Entries of a shared game, all in one transaction.
        append_entries(game: GameId, batch: Vec<Appended>) -> () = Request::AppendEntries { game, batch }, Reply::Done => ();
        /// Starts sharing a game this phone holds.
        start_share(share: Share, base: GameRecord) -> () = Request::StartShare { share, base }, Reply::Done => ();
        /// Stores the host's game as a shared copy: its id.
        adopt_share(name: String, base: GameRecord, share: Share) -> GameId =
            Request::AdoptShare { name, base, share }, Reply::Id(id) => id;
        /// Every shared game on this phone.
        shares() -> Vec<Share> = Request::Shares, Reply::Shares(shares) => shares;
        /// A shared game with its log, if the game is shared.
        load_share(game: GameId) -> Option<StoredShare> = Request::LoadShare(game), Reply::Share(share) => share;
        /// Changes a shared game's row.
        update_share(share: Share) -> () = Request::UpdateShare(share), Reply::Done => ();
        /// Stops sharing a game; it stays as this phone's own.
        end_share(game: GameId) -> () = Request::EndShare(game), Reply::Done => ();
        /// Takes a shared game back to an operation, keeping `outbox`: the game as it stands then.
        truncate_share(game: GameId, after: i64, outbox: Vec<Outgoing>) -> StoredGame =
            Request::TruncateShare { game, after, outbox }, Reply::Game(game) => game;
        /// Takes answered entries out of a shared game's outbox.
        clear_outbox(game: GameId, taps: Vec<TapId>) -> () = Request::ClearOutbox { game, taps }, Reply::Done => ();
        /// Deletes a game and its history.
        delete_game(id: GameId) -> () = Request::DeleteGame(id), Reply::Done => ();
        /// Marks a game finished or playing.
        set_finished(game: GameId, finished: bool) -> () = Request::SetFinished { game, finished }, Reply::Done => ();
        /// A game as export-file JSON.
        export_game(id: GameId) -> String = Request::ExportGame(id), Reply::Text(text) => text;
        /// Stores an exported game as a new game: its id.
        import_game(file: ExportFile) -> GameId = Request::ImportGame(file), Reply::Id(id) => id;
        /// Every catalog figure.
        catalog() -> Vec<CatalogFigure> = Request::Catalog, Reply::Catalog(figures) => figures;
        /// Adds or updates feed figures, all or none.
        upsert_figures(figures: Vec<(Option<i64>, FigureDef)>) -> Vec<Upsert> =
            Request::UpsertFigures(figures), Reply::Upserts(upserts) => upserts;
        /// Saves a figure from the editor: its row.
        save_figure(row: Option<FigureRow>, def: FigureDef) -> FigureRow = Request::SaveFigure { row, def }, Reply::Id(row) => row;
        /// Removes a catalog figure.
        delete_figure(row: FigureRow) -> () = Request::DeleteFigure(row), Reply::Done => ();
        /// Sets or clears a figure's photo.
        set_portrait(row: FigureRow, image: Option<Vec<u8>>) -> () = Request::SetPortrait { row, image }, Reply::Done => ();
        /// A catalog figure's photo.
        portrait(row: FigureRow) -> Option<Vec<u8>> = Request::Portrait(row), Reply::Image(image) => image;
        /// Every catalog figure's photo.
        portraits() -> Vec<(FigureRow, Vec<u8>)> = Request::Portraits, Reply::Portraits(images) => images;
        /// The photo of the catalog figure with this name and number.
        portrait_of(name: String, collector_number: String) -> Option<Vec<u8>> =
            Request::PortraitOf { name, collector_number }, Reply::Image(image) => image;
        /// Saves an army: its id.
        save_army(id: Option<i64>, name: String, game_size: u16, army: Vec<ArmyFigure>) -> i64 =
            Request::SaveArmy { id, name, game_size, army }, Reply::Id(id) => id;
        /// Every saved army.
        armies() -> Vec<SavedArmy> = Request::Armies, Reply::Armies(armies) => armies;
        /// Deletes a saved army.
        delete_army(id: i64) -> () = Request::DeleteArmy(id), Reply::Done => ();
        /// Every stored setting.
        settings() -> Vec<(String, String)> = Request::Settings, Reply::Settings(pairs) => pairs;
        /// Stores settings, all in one transaction.
        set_settings(pairs: Vec<(String, String)>) -> () = Request::SetSettings(pairs), Reply::Done => ();
        /// Every game, army and setting as a move file.
        export_everything() -> String = Request::ExportEverything, Reply::Text(text) => text;
        /// Adds what a move file holds that is not here yet.
        import_everything(file: MoveFile) -> Moved = Request::ImportEverything(file), Reply::Moved(moved) => moved;
        /// Backs the store up, now or if due: the backup written, if one was.
        back_up(when: BackupWhen) -> Option<BackupInfo> = Request::BackUp(when), Reply::BackedUp(info) => info;
        /// Every readable backup, newest first.
        backups() -> Vec<BackupInfo> = Request::Backups, Reply::Backups(backups) => backups;
        /// Unix seconds of the newest backup, if there is one.
        last_backup() -> Option<i64> = Request::LastBackup, Reply::LastBackup(at) => at;
        /// Puts a backup in the store's place.
        restore_backup(seq: i64) -> Restored = Request::RestoreBackup(seq), Reply::Restored(restored) => restored;
        /// The newest damaged store file kept aside.
        damaged_file() -> Option<KeptFile> = Request::DamagedFile, Reply::File(file) => file;
    }
}

#[cfg(feature = "sqlite")]
impl<K: Kinds> Store<K> {
    /// Answers one request; a change is committed before this returns.
    pub fn handle(&mut self, request: Request<K>) -> Result<Reply<K>, Fault> {
        let changes = request.changes();
        if changes {
            // Read from the backups before the first change is counted (once), so the
            // count is exact from then on. A failure only leaves it to be read later.
            let _ = self.changes_since_backup();
        }
        let reply = self.answer(request)?;
        if changes {
            self.note_change();
        }
        Ok(reply)
    }

    fn answer(&mut self, request: Request<K>) -> Result<Reply<K>, Fault> {
        Ok(match request {
            Request::ListGames => Reply::Games(self.list_games()?),
            Request::CreateGame { name, setup } => Reply::Game(self.create_game(&name, &setup)?),
            Request::LoadGame(id) => Reply::Game(self.load_game(id)?),
            Request::Append { game, seq, op, snapshot, stamp } => {
                self.append(game, seq, &op, snapshot.as_ref(), stamp.as_ref())?;
                Reply::Done
            }
            Request::AppendEntries { game, batch } => {
                self.append_entries(game, &batch)?;
                Reply::Done
            }
            Request::StartShare { share, base } => {
                self.start_share(&share, &base)?;
                Reply::Done
            }
            Request::AdoptShare { name, base, share } => Reply::Id(self.adopt_share(&name, &base, &share)?),
            Request::Shares => Reply::Shares(self.shares()?),
            Request::LoadShare(game) => Reply::Share(self.load_share(game)?),
            Request::UpdateShare(share) => {
                self.update_share(&share)?;
                Reply::Done
            }
            Request::EndShare(game) => {
                self.end_share(game)?;
                Reply::Done
            }
            Request::TruncateShare { game, after, outbox } => Reply::Game(self.truncate_share(game, after, &outbox)?),
            Request::ClearOutbox { game, taps } => {
                self.clear_outbox(game, &taps)?;
                Reply::Done
            }
            Request::DeleteGame(id) => {
                self.delete_game(id)?;
                Reply::Done
            }
            Request::SetFinished { game, finished } => {
                self.set_finished(game, finished)?;
                Reply::Done
            }
            Request::ExportGame(id) => Reply::Text(self.export_game(id)?),
            Request::ImportGame(file) => Reply::Id(self.import_game(&file)?),
            Request::Catalog => Reply::Catalog(self.catalog()?),
            Request::UpsertFigures(figures) => Reply::Upserts(self.upsert_figures(&figures)?),
            Request::SaveFigure { row, def } => Reply::Id(self.save_figure(row, &def)?),
            Request::DeleteFigure(row) => {
                self.delete_figure(row)?;
                Reply::Done
            }
            Request::SetPortrait { row, image } => {
                self.set_portrait(row, image.as_deref())?;
                Reply::Done
            }
            Request::Portrait(row) => Reply::Image(self.portrait(row)?),
            Request::Portraits => Reply::Portraits(self.portraits()?),
            Request::PortraitOf { name, collector_number } => Reply::Image(self.portrait_of(&name, &collector_number)?),
            Request::SaveArmy { id, name, game_size, army } => Reply::Id(self.save_army(id, &name, game_size, &army)?),
            Request::Armies => Reply::Armies(self.armies()?),
            Request::DeleteArmy(id) => {
                self.delete_army(id)?;
                Reply::Done
            }
            Request::Settings => Reply::Settings(self.settings()?),
            Request::ExportEverything => Reply::Text(self.export_everything()?),
            Request::ImportEverything(file) => Reply::Moved(self.import_everything(&file)?),
            Request::SetSettings(pairs) => {
                self.set_settings(&pairs)?;
                Reply::Done
            }
            Request::BackUp(when) => Reply::BackedUp(self.back_up(when)?),
            Request::Backups => Reply::Backups(self.backups()),
            Request::LastBackup => Reply::LastBackup(self.last_backup()),
            Request::RestoreBackup(seq) => Reply::Restored(self.restore_backup(seq)?),
            Request::DamagedFile => Reply::File(self.damaged_file()?),
        })
    }
}

/// What the page sends the store worker (its requests in the engine's types; the worker
/// reads them unread, [`crate::Unread`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum ToWorker<K: Kinds = Typed> {
    /// A request; its reply carries the same id.
    Ask {
        /// Chosen by the page, unique while the request is in flight.
        id: u64,
        /// The request.
        request: Request<K>,
    },
}

/// What the store worker sends the page (the worker writes its replies unread, the page
/// reads them in the engine's types).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum FromWorker<K: Kinds = Typed> {
    /// Sent once, first: how the store opened. Requests are read only after it.
    Hello(Hello),
    /// The answer to [`ToWorker::Ask`], posted after its transaction committed.
    Reply {
        /// The request's id.
        id: u64,
        /// The store's answer.
        result: Result<Reply<K>, Fault>,
    },
    /// Another tab or window took the store over: this worker closed the database and
    /// released its files, and answers every request from now on with [`Fault::Busy`].
    LetGo,
    /// A message the worker could not read (a page and worker of different versions).
    Unreadable {
        /// What was wrong with it.
        reason: String,
    },
}

impl FromWorker {
    /// Reads a message of the worker. The worker hands on what it stored without reading
    /// it ([`crate::Kinds`]), so a stored row that is JSON but no longer the game's types
    /// is found here, reading a reply: that reply answers its request as damage, as a
    /// typed store answers a row it cannot read.
    pub fn read(text: &str) -> Result<FromWorker, serde_json::Error> {
        /// Which request a reply answers, read when the reply itself cannot be.
        #[derive(Deserialize)]
        enum Answered {
            Reply { id: u64 },
        }
        serde_json::from_str::<FromWorker>(text).or_else(|unread| match serde_json::from_str::<Answered>(text) {
            Ok(Answered::Reply { id }) => Ok(FromWorker::Reply { id, result: Err(Fault::Damaged(unread.to_string())) }),
            Err(_) => Err(unread),
        })
    }
}

/// How the store opened in the browser.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hello {
    /// On durable storage; `recovery` says where a damaged file was moved, if one was.
    Ready {
        /// The damaged file moved aside, if any.
        recovery: Option<crate::Recovery>,
    },
    /// The saved data is from a newer app: left untouched, and the store is in memory.
    TooNew {
        /// The file's schema version.
        found: i64,
    },
    /// Another tab or window of this browser owns the store (it holds the owner's lock):
    /// this worker opened nothing, and answers every request with [`Fault::Busy`].
    Elsewhere,
    /// This worker is the owner, but the files were still held after a short wait (a tab
    /// letting go slowly, or frozen in the background): nothing is open, as for
    /// [`Hello::Elsewhere`].
    Busy,
    /// The browser gives no durable storage here (private mode, an older browser): the
    /// store is in memory and nothing will be kept.
    NoStorage {
        /// What the browser said.
        reason: String,
    },
}

/// How a new web worker asks for the store's Web Lock. The page writes it as the first
/// word of the worker's name and the worker reads it back, so the word for each claim is
/// written once, here, where both sides see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// Only if no other tab of this browser owns it (`if-free`).
    IfFree,
    /// From whichever tab owns it, which then lets go (`take`).
    Take,
    /// This tab owned it a moment ago (a reload): wait a little for the previous page's
    /// worker to go, instead of taking its lock for another tab's (`reopen`).
    Reopen,
}

impl Claim {
    /// Every claim.
    pub const ALL: [Claim; 3] = [Claim::IfFree, Claim::Take, Claim::Reopen];

    /// The word the page names the worker with.
    pub const fn word(self) -> &'static str {
        match self {
            Claim::IfFree => "if-free",
            Claim::Take => "take",
            Claim::Reopen => "reopen",
        }
    }

    /// The claim a worker's name starts with; a missing or unknown word claims only a
    /// free store, the claim that takes nothing from another tab.
    pub fn from_word(word: Option<&str>) -> Claim {
        Claim::ALL.into_iter().find(|c| Some(c.word()) == word).unwrap_or(Claim::IfFree)
    }

    /// The tab's session-storage key that says it owned the store when last loaded (a
    /// reload keeps it; other tabs lack it). `web/index.html` reads it too, to start the
    /// store worker before the page's code has arrived.
    pub const OWNED_BY_TAB: &'static str = "dialkeeper-owned-store";

    /// A page's first claim: `Reopen` if this tab owned the store when last loaded.
    pub const fn first(owned_by_tab: bool) -> Claim {
        if owned_by_tab { Claim::Reopen } else { Claim::IfFree }
    }
}

/// Where the web store's files are: the folder of the origin-private file system that
/// the worker's SQLite pool keeps them in (`sqlite-wasm-vfs`'s own default, named here so
/// that `web/index.html` looks for the same one). A browser without it has never stored
/// anything, and its first visit draws the first screen before the store worker starts.
pub const POOL_FOLDER: &str = ".opfs-sahpool";

/// The page's local-storage key that says this browser has a store (set once the store
/// worker opened one that keeps). `web/index.html` reads it to start the store worker at
/// once, without first looking for [`POOL_FOLDER`].
pub const STORE_KEPT: &str = "dialkeeper-store-kept";

#[cfg(test)]
mod claim_tests {
    use super::Claim;

    /// `web/index.html` starts the store worker before the page's code is there, so it
    /// works the first claim out itself: from the same tab flag, in the same words, and
    /// leaves the worker where the page looks for it (model/src/platform/web/early_worker.rs). If
    /// either side changes alone, this fails, rather than every first start ending the
    /// early worker and starting late again.
    #[test]
    fn index_html_claims_the_store_as_the_page_would() {
        let page = include_str!("../../web/index.html");
        assert!(page.contains(&format!("sessionStorage.getItem('{}') !== null", Claim::OWNED_BY_TAB)));
        let (owned, not) = (Claim::first(true), Claim::first(false));
        assert_eq!((owned, not), (Claim::Reopen, Claim::IfFree));
        assert!(page.contains(&format!("(owned ? '{}' : '{}') + ' dialkeeper-worker-", owned.word(), not.word())));
        assert!(page.contains("window.dkStoreWorker = { worker, name, said };"));
    }

    /// A first visit is told apart by `web/index.html` as the page and the worker would:
    /// the same local-storage flag, and the pool's own folder.
    #[test]
    fn index_html_looks_for_the_store_where_the_worker_keeps_it() {
        let page = include_str!("../../web/index.html");
        assert!(page.contains(&format!("localStorage.getItem('{}') !== null", super::STORE_KEPT)));
        assert!(page.contains(&format!("getDirectoryHandle('{}')", super::POOL_FOLDER)));
    }

    #[test]
    fn every_claim_reads_back_from_its_word_and_anything_else_is_if_free() {
        for claim in Claim::ALL {
            assert_eq!(Claim::from_word(Some(claim.word())), claim);
        }
        assert_eq!(Claim::from_word(Some("steal")), Claim::IfFree);
        assert_eq!(Claim::from_word(None), Claim::IfFree);
    }
}
