//! What the dial editor can find wrong with a draft, each with where it is, so the
//! player reads every problem in their language and knows which box to fix.

use dialkeeper_core::{Section, StatSlot};

/// A number field of the figure (not a stat on a click).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberField {
    /// Point value (not for colossals, which use their point-value list).
    Points,
    /// Range in inches.
    Range,
    /// Target arrows.
    Targets,
    /// A rider's attack bonus (CAV-03).
    AttackBonus,
    /// The points of one entry of a colossal's point-value list (from 0).
    PointValue(usize),
    /// The clicks to turn for one entry of the list (COL-02).
    PointValueClicks(usize),
}

impl NumberField {
    /// The message id of the field's label.
    pub const fn message_id(self) -> &'static str {
        match self {
            NumberField::Points => "editor-points",
            NumberField::Range => "editor-range",
            NumberField::Targets => "editor-targets",
            NumberField::AttackBonus => "glossary-rider-attack-bonus",
            NumberField::PointValue(_) => "editor-point-value-points",
            NumberField::PointValueClicks(_) => "editor-point-value-clicks",
        }
    }

    /// The list entry it belongs to, counting from 0.
    pub const fn entry(self) -> Option<usize> {
        match self {
            NumberField::PointValue(i) | NumberField::PointValueClicks(i) => Some(i),
            _ => None,
        }
    }
}

/// Where on a figure's dials a stat is: the section (colossals only), the click (from 0)
/// and the slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatPlace {
    /// The colossal section, or `None` for a one-dial figure.
    pub section: Option<Section>,
    /// The click, counting from 0.
    pub click: usize,
    /// Speed, attack, defense or damage.
    pub slot: StatSlot,
}

/// One problem with a draft.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The figure has no name.
    NameMissing,
    /// The figure has no collector number.
    NumberMissing,
    /// A number field is empty or not a whole number.
    NotANumber {
        /// Which field.
        field: NumberField,
        /// What was typed.
        value: String,
    },
    /// A number field is outside what printed figures show.
    OutOfRange {
        /// Which field.
        field: NumberField,
        /// The smallest allowed.
        min: u16,
        /// The largest allowed.
        max: u16,
    },
    /// A stat box is empty.
    StatMissing(StatPlace),
    /// A stat box holds neither a number up to the limit nor a skull.
    BadStat {
        /// Where.
        place: StatPlace,
        /// What was typed.
        value: String,
    },
    /// A dial shows a knock-out before any live click (CORE-01).
    NoLiveClick {
        /// The colossal section, or `None`.
        section: Option<Section>,
    },
    /// The starting marker is on a knock-out click (CORE-02).
    StartNotLive {
        /// The colossal section, or `None`.
        section: Option<Section>,
        /// The marked click, counting from 0.
        click: usize,
    },
    /// A rider that can ride no mount type (CAV-03).
    NoMountSymbols,
    /// A Dark Riders figure without the paired collector number (CAV-31): riders end in
    /// `a`, mounts in `b`.
    DarkRidersNumber {
        /// The suffix its number needs.
        suffix: char,
    },
    /// A colossal without any point value (COL-02).
    NoPointValues,
    /// A point value turns a section's dial past its last live click (COL-02).
    PointValueTooDeep {
        /// The list entry, counting from 0.
        entry: usize,
        /// The first section it knocks out.
        section: Section,
    },
}

impl Problem {
    /// The Fluent message id of its sentence.
    pub const fn message_id(&self) -> &'static str {
        match self {
            Problem::NameMissing => "editor-problem-name",
            Problem::NumberMissing => "editor-problem-number",
            Problem::NotANumber { .. } => "editor-problem-not-a-number",
            Problem::OutOfRange { .. } => "editor-problem-out-of-range",
            Problem::StatMissing(_) => "editor-problem-stat-missing",
            Problem::BadStat { .. } => "editor-problem-bad-stat",
            Problem::NoLiveClick { .. } => "editor-problem-no-live-click",
            Problem::StartNotLive { .. } => "editor-problem-start-not-live",
            Problem::NoMountSymbols => "editor-problem-no-symbols",
            Problem::DarkRidersNumber { .. } => "editor-problem-dark-riders-number",
            Problem::NoPointValues => "editor-problem-no-point-values",
            Problem::PointValueTooDeep { .. } => "editor-problem-point-value-too-deep",
        }
    }
}
