//! What an import returns. Typed, with fields instead of sentences: each error and skip
//! reason declares its Fluent id and the values its sentence names (`reports!`), which
//! the app words in the player's language.

use dialkeeper_core::{FigureDef, Word};
use serde::Serialize;

/// The feed's own id for a figure (`Model.ModelId`): stable across feed versions, so the
/// app upserts by it and re-importing the same feed changes nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct FeedId(pub u64);

/// The base a figure stands on (`Model.BaseType`). Old single-dial cavalry have a
/// `cavalry` base but play as ordinary figures; the app may still want to show it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BaseType {
    /// `infantry`: the ordinary round base.
    Infantry,
    /// `cavalry`: an old single-dial cavalry base (not a cavalry unit of mount + rider).
    Cavalry,
    /// Any other text, kept as written (trimmed) so nothing is lost.
    Other(String),
}

/// The result of a successful import: what arrived and what was left out, and why.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct ImportReport {
    /// Figures converted, in feed order.
    pub figures: Vec<ImportedFigure>,
    /// Models left out, in feed order.
    pub skipped: Vec<Skipped>,
}

impl ImportReport {
    /// All warnings of all imported figures, for a summary line.
    pub fn warnings(&self) -> impl Iterator<Item = (&ImportedFigure, &Warning)> {
        self.figures.iter().flat_map(|f| f.warnings.iter().map(move |w| (f, w)))
    }
}

/// One figure that arrived.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ImportedFigure {
    /// Its feed id, the key to upsert by.
    pub feed_id: FeedId,
    /// Its base type, if the feed gives one.
    pub base_type: Option<BaseType>,
    /// The figure, valid for the engine (its dial passed `Dial::new`).
    pub def: FigureDef,
    /// What was dropped while converting it (the figure is still usable).
    pub warnings: Vec<Warning>,
}

/// One model that did not arrive.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Skipped {
    /// Its position in the feed's `Models` array (0-based).
    pub index: usize,
    /// Its feed id, if readable, so the user can find it.
    pub feed_id: Option<FeedId>,
    /// Its name, if readable.
    pub name: Option<String>,
    /// Why it was left out.
    pub reason: SkipReason,
}

/// A field of a feed model, named by its JSON key so a user can find it in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Field {
    /// `Model.ModelId`.
    ModelId,
    /// `Model.Name`.
    Name,
    /// `Model.Rank`.
    Rank,
    /// `Model.UnitCost`.
    UnitCost,
    /// `Model.Range`.
    Range,
    /// `Model.FigureNumber`.
    FigureNumber,
    /// `Model.ExpansionName`.
    ExpansionName,
    /// `Model.Factions`.
    Factions,
    /// `Model.BaseType`.
    BaseType,
    /// `Dials`.
    Dials,
    /// `Clicks` of a dial, or one click in it.
    Clicks,
}

impl Field {
    /// The JSON key in the feed.
    pub const fn key(self) -> &'static str {
        match self {
            Field::ModelId => "Model.ModelId",
            Field::Name => "Model.Name",
            Field::Rank => "Model.Rank",
            Field::UnitCost => "Model.UnitCost",
            Field::Range => "Model.Range",
            Field::FigureNumber => "Model.FigureNumber",
            Field::ExpansionName => "Model.ExpansionName",
            Field::Factions => "Model.Factions",
            Field::BaseType => "Model.BaseType",
            Field::Dials => "Dials",
            Field::Clicks => "Clicks",
        }
    }
}

pub use dialkeeper_core::StatSlot;

/// The feed's JSON keys for a stat slot.
pub trait SlotKeys {
    /// The JSON key of the value in a click.
    fn key(self) -> &'static str;
    /// The JSON key of the ability id in a click.
    fn ability_key(self) -> &'static str;
}

impl SlotKeys for StatSlot {
    fn key(self) -> &'static str {
        match self {
            StatSlot::Speed => "Model.Dial.Clicks.Click.Speed",
            StatSlot::Attack => "Model.Dial.Clicks.Click.Attack",
            StatSlot::Defense => "Model.Dial.Clicks.Click.Defense",
            StatSlot::Damage => "Model.Dial.Clicks.Click.Damage",
        }
    }

    fn ability_key(self) -> &'static str {
        match self {
            StatSlot::Speed => "Model.Dial.Clicks.Click.SpeedAbilityId",
            StatSlot::Attack => "Model.Dial.Clicks.Click.AttackAbilityId",
            StatSlot::Defense => "Model.Dial.Clicks.Click.DefenseAbilityId",
            StatSlot::Damage => "Model.Dial.Clicks.Click.DamageAbilityId",
        }
    }
}

dialkeeper_core::reports! {
    /// Why the whole file was refused: nothing in it was imported.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "kebab-case", tag = "kind")]
    pub enum FeedError {
        /// Larger than [`crate::MAX_FEED_BYTES`]; checked before parsing.
        TooLarge {
            /// Its size in bytes.
            size: usize,
            /// The limit in bytes.
            max: usize,
        } => "feed-error-too-large" says "feed is {size} bytes, more than {max}"
            with { megabytes: *size / (1024 * 1024) },
        /// Not JSON (or not UTF-8); the position of the first problem, both 1-based.
        NotJson {
            /// Line of the first error.
            line: usize,
            /// Column of the first error.
            column: usize,
        } => "feed-error-not-json" says "not JSON (line {line}, column {column})"
            with { line: *line, column: *column },
        /// JSON, but no top-level object with a `Models` array: not a dial feed.
        WrongLayout => "feed-error-wrong-layout" says "no top-level `Models` array",
    }
}

dialkeeper_core::reports! {
    /// Why one model was left out. Click numbers are 0-based positions on the dial (the
    /// feed's `ClickNumber` order); the sentence counts them from 1, as players do, and
    /// names the model itself (`model`, from [`Skipped`]).
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "kebab-case", tag = "kind")]
    pub enum SkipReason {
        /// The model is not a JSON object.
        NotAnObject => "feed-skip-not-object" says "model is not an object",
        /// A field the figure cannot do without is absent or null.
        MissingField {
            /// Which field.
            field: Field,
        } => "feed-skip-missing-field" says "missing {}" (field.key())
            with { field: field.key() },
        /// A field holds something that cannot be read (e.g. a rank `"Elite"`, a cost `"abc"`).
        BadField {
            /// Which field.
            field: Field,
            /// The value as written (JSON text, shortened).
            value: String,
        } => "feed-skip-bad-field" says "bad {}: {value}" (field.key())
            with { field: field.key(), value: value },
        /// Another model earlier in the feed has the same feed id; the first one wins.
        DuplicateId {
            /// Index of the model that has the id.
            first_index: usize,
        } => "feed-skip-duplicate-id" says "same feed id as model {first_index}"
            with { number: *first_index + 1 },
        /// Not exactly one dial: multi-dial models are not supported by this importer.
        DialCount {
            /// Dials found.
            count: usize,
        } => "feed-skip-dial-count" says "{count} dials" with { count: *count },
        /// More clicks than a dial can hold (255).
        TooManyClicks {
            /// Clicks found.
            count: usize,
        } => "feed-skip-too-many-clicks" says "{count} clicks" with { count: *count },
        /// A stat of a click is absent or null.
        MissingStat {
            /// The click.
            click: usize,
            /// The stat.
            stat: StatSlot,
        } => "feed-skip-missing-stat" says "click {click}: missing {}" (stat.key())
            with { click: *click + 1, stat: Word::Message(stat.message_id()) },
        /// A stat of a click is negative, above [`crate::MAX_STAT`], or text other than `Dead`.
        BadStat {
            /// The click.
            click: usize,
            /// The stat.
            stat: StatSlot,
            /// The value as written (JSON text, shortened).
            value: String,
        } => "feed-skip-bad-stat" says "click {click}: bad {}: {value}" (stat.key())
            with { click: *click + 1, stat: Word::Message(stat.message_id()), value: value },
        /// The dial has no live click before its first skull click.
        NoLiveClick => "feed-skip-no-live-click" says "no live click",
        /// The starting marker (ability id 120) is on a knock-out click.
        StartNotLive {
            /// The click carrying the marker.
            click: usize,
        } => "feed-skip-start-not-live" says "start marker on knock-out click {click}"
            with { click: *click + 1 },
    }
}

/// Something dropped from a figure that still arrived. The app counts the figures that
/// have one and says what the two cases are in one sentence (`import-warnings`), so a
/// warning has no sentence of its own.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Warning {
    /// An ability id this app does not know (or not a number): the stat is kept, plain.
    #[error("click {click}: unknown ability id {id} on {}", stat.key())]
    UnknownAbility {
        /// The click.
        click: usize,
        /// The stat that carried it.
        stat: StatSlot,
        /// The id as written (JSON text, shortened).
        id: String,
    },
    /// More than one click carries the starting marker (120); the first one is used.
    #[error("extra start marker on click {click}; using click {used}")]
    ExtraStart {
        /// The click with the ignored marker.
        click: usize,
        /// The click used as the start.
        used: usize,
    },
}
