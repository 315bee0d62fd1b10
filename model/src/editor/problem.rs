//! What the dial editor can find wrong with a draft, each with where it is, so the
//! player reads every problem in their language and knows which box to fix.

use dialkeeper_core::{DialError, FigureError, RuleId, Section, StatSlot, Word};
use dialkeeper_feed::MAX_STAT;

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

dialkeeper_core::reports! {
    /// One problem with a figure: a draft in the editor, or a stored or shared figure's
    /// definition ([`Problem::from`] a [`FigureError`]). Where it is (a field, a stat box,
    /// a dial, a section) is worded by the text layer, as the editor labels it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum Problem {
        /// The figure has no name.
        NameMissing => "editor-problem-name" says "the figure has no name",
        /// The figure has no collector number.
        NumberMissing => "editor-problem-number" says "the figure has no collector number",
        /// A number field is empty or not a whole number.
        NotANumber {
            /// Which field.
            field: NumberField,
            /// What was typed.
            value: String,
        } => "editor-problem-not-a-number" says "{field:?} is not a whole number: {value:?}"
            with { field: Word::Worded, value: value },
        /// A number field is outside what printed figures show.
        OutOfRange {
            /// Which field.
            field: NumberField,
            /// The smallest allowed.
            min: u16,
            /// The largest allowed.
            max: u16,
        } => "editor-problem-out-of-range" says "{field:?} is outside {min} to {max}"
            with { field: Word::Worded, min: *min, max: *max },
        /// A stat box is empty.
        StatMissing(place: StatPlace) => "editor-problem-stat-missing" says "no stat at {place:?}"
            with { place: Word::Worded },
        /// A stat box holds neither a number up to the limit nor a skull.
        BadStat {
            /// Where.
            place: StatPlace,
            /// What was typed.
            value: String,
        } => "editor-problem-bad-stat" says "{value:?} at {place:?} is neither a stat nor a skull"
            with { place: Word::Worded, value: value, max: u32::from(MAX_STAT) },
        /// A dial shows a knock-out before any live click.
        NoLiveClick {
            /// The colossal section, or `None`.
            section: Option<Section>,
        } => "editor-problem-no-live-click" says "the dial of {section:?} has no live click"
            with { dial: Word::Worded } by RuleId::Core01,
        /// The starting marker is on a knock-out click.
        StartNotLive {
            /// The colossal section, or `None`.
            section: Option<Section>,
            /// The marked click, counting from 0.
            click: usize,
        } => "editor-problem-start-not-live" says "the dial of {section:?} starts on click index {click}, a knock-out"
            with { dial: Word::Worded, click: *click + 1 } by RuleId::Core02,
        /// A rider that can ride no mount type.
        NoMountSymbols => "editor-problem-no-symbols" says "the rider has no mount symbol" by RuleId::Cav03,
        /// A Dark Riders figure without the paired collector number: riders end in `a`,
        /// mounts in `b`.
        DarkRidersNumber {
            /// The suffix its number needs.
            suffix: char,
        } => "editor-problem-dark-riders-number" says "a Dark Riders number must end in {suffix}"
            with { suffix: suffix.to_string() } by RuleId::Cav31,
        /// A colossal needs four dials, any other figure one (a stored or shared figure;
        /// the editor always makes the right number).
        DialCount {
            /// Dials needed.
            expected: usize,
            /// Dials given.
            found: usize,
        } => "figure-error-dial-count" says "{found} dial(s) where {expected} are needed" with { expected: *expected, found: *found },
        /// A dial of more clicks than a dial can hold (a stored or shared figure).
        TooLong => "figure-error-too-long" says "a dial has more than 255 clicks",
        /// A colossal without any point value.
        NoPointValues => "editor-problem-no-point-values" says "the colossal has no point value" by RuleId::Col02,
        /// A point value turns a section's dial past its last live click.
        PointValueTooDeep {
            /// The list entry, counting from 0.
            entry: usize,
            /// The first section it knocks out.
            section: Section,
        } => "editor-problem-point-value-too-deep" says "point value index {entry} knocks out {section:?}"
            with { number: *entry + 1, section: Word::Worded } by RuleId::Col02,
    }
}

impl From<&FigureError> for Problem {
    /// A stored or shared figure's fault, as the editor would say it of a draft: the
    /// first dial is "the dial", a colossal's others its sections.
    fn from(error: &FigureError) -> Problem {
        let section = |index: usize| if index == 0 { None } else { Section::ALL.get(index).copied() };
        match error {
            FigureError::DialCount { expected, found, .. } => Problem::DialCount { expected: *expected, found: *found },
            FigureError::Dial { index, error: DialError::NoLiveClick } => Problem::NoLiveClick { section: section(*index) },
            FigureError::Dial { index, error: DialError::StartNotLive { start } } => {
                Problem::StartNotLive { section: section(*index), click: usize::from(*start) }
            }
            FigureError::Dial { error: DialError::TooLong { .. }, .. } => Problem::TooLong,
            FigureError::NoPointValues => Problem::NoPointValues,
            FigureError::NoMountSymbols => Problem::NoMountSymbols,
        }
    }
}
