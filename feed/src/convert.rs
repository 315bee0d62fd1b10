//! One feed model to one [`FigureDef`]: lenient about how a value is written, strict about
//! what it says (a figure we cannot trust is skipped, not guessed).

use dialkeeper_core::{Ability, Click, Dial, DialError, FigureDef, FigureKind, Rank, SpeedType, Stat, StatValue};
use serde_json::Value;

use crate::report::{BaseType, FeedId, Field, ImportedFigure, SkipReason, SlotKeys, StatSlot, Warning};
use crate::value::{get, show, text, uint};

/// Largest stat value accepted on a click; printed dials never come close, so anything
/// above it is a transcription error, not a figure.
pub const MAX_STAT: u8 = 30;

/// Feed ability ids that are dial markers rather than abilities.
const NO_ABILITY: u64 = 85;
const DEAD: u64 = 93;
const START: u64 = 120;

/// Mage Spawn are not a faction: the engine's convention is an empty faction list.
const MAGE_SPAWN: &str = "Mage Spawn";

/// The model's feed id (`Model.ModelId`).
pub(crate) fn feed_id(m: &Value) -> Result<FeedId, SkipReason> {
    let v = required(m, Field::ModelId)?;
    uint(v).map(FeedId).ok_or_else(|| bad(Field::ModelId, v))
}

/// The model's full name (`Model.Name`, e.g. `"Altem Guardsman - *"`), trimmed.
pub(crate) fn name(m: &Value) -> Result<String, SkipReason> {
    let v = required(m, Field::Name)?;
    text(v).filter(|s| !s.is_empty()).ok_or_else(|| bad(Field::Name, v))
}

/// Converts one model of the feed's `Models` array.
pub(crate) fn model(m: &Value) -> Result<ImportedFigure, SkipReason> {
    if !m.is_object() {
        return Err(SkipReason::NotAnObject);
    }
    let feed_id = feed_id(m)?;
    let name = name(m)?;
    let rank = rank(required(m, Field::Rank)?)?;
    let points = {
        let v = required(m, Field::UnitCost)?;
        uint(v).and_then(|n| u16::try_from(n).ok()).ok_or_else(|| bad(Field::UnitCost, v))?
    };
    let (range, targets) = {
        let v = required(m, Field::Range)?;
        range(v).ok_or_else(|| bad(Field::Range, v))?
    };
    let collector_number = optional_text(m, Field::FigureNumber)?;
    let set = optional_text(m, Field::ExpansionName)?;
    let factions = factions(m)?;
    let base_type = base_type(m)?;
    let (dial, warnings) = dial(m)?;
    Ok(ImportedFigure {
        feed_id,
        base_type,
        def: FigureDef {
            name,
            collector_number,
            set,
            factions,
            rank,
            points,
            range,
            targets,
            // The feed has no speed symbol; flight shows as an ability on the dial.
            speed_type: SpeedType::Boot,
            proficiencies: Vec::new(),
            dials: vec![dial],
            // Old cavalry bases are single-dial figures; mounts and riders are not in the feed.
            kind: FigureKind::Standard,
        },
        warnings,
    })
}

fn required(m: &Value, field: Field) -> Result<&Value, SkipReason> {
    get(m, field.key()).ok_or(SkipReason::MissingField { field })
}

fn bad(field: Field, v: &Value) -> SkipReason {
    SkipReason::BadField { field, value: show(v) }
}

/// A metadata field that may be absent (empty then) but, if present, must be text.
fn optional_text(m: &Value, field: Field) -> Result<String, SkipReason> {
    match get(m, field.key()) {
        None => Ok(String::new()),
        Some(v) => text(v).ok_or_else(|| bad(field, v)),
    }
}

fn rank(v: &Value) -> Result<Rank, SkipReason> {
    let word = v.as_str().map(str::trim).unwrap_or_default();
    [("weak", Rank::Weak), ("standard", Rank::Standard), ("tough", Rank::Tough), ("unique", Rank::Unique)]
        .into_iter()
        .find(|(w, _)| word.eq_ignore_ascii_case(w))
        .map(|(_, r)| r)
        .ok_or_else(|| bad(Field::Rank, v))
}

/// `6`, `"6"`, `"12 (2 Targets)"`, `"6 (2 Targets )"` to (range, targets); one target
/// unless the parentheses say otherwise.
fn range(v: &Value) -> Option<(u8, u8)> {
    if let Value::Number(_) = v {
        return uint(v).and_then(|n| u8::try_from(n).ok()).map(|r| (r, 1));
    }
    let s = v.as_str()?.trim();
    let (inches, targets) = match s.split_once('(') {
        None => (s, 1),
        Some((inches, rest)) => {
            let rest = rest.trim_start();
            let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
            let targets: u8 = rest[..digits].parse().ok()?;
            if targets == 0 || !rest.trim_end().ends_with(')') {
                return None;
            }
            (inches, targets)
        }
    };
    Some((inches.trim().parse().ok()?, targets))
}

/// One faction, or several in one string (`"A, B"`, `"A / B"`) or an array of strings.
fn factions(m: &Value) -> Result<Vec<String>, SkipReason> {
    let parts: Vec<&str> = match get(m, Field::Factions.key()) {
        None => Vec::new(),
        Some(Value::String(s)) => vec![s.as_str()],
        Some(Value::Array(items)) if items.iter().all(Value::is_string) => items.iter().filter_map(Value::as_str).collect(),
        Some(v) => return Err(bad(Field::Factions, v)),
    };
    let mut out: Vec<String> = Vec::new();
    for name in parts.iter().flat_map(|p| p.split([',', '/', ';', '|'])).map(str::trim) {
        if !name.is_empty() && !name.eq_ignore_ascii_case(MAGE_SPAWN) && !out.iter().any(|f| f == name) {
            out.push(name.to_owned());
        }
    }
    Ok(out)
}

fn base_type(m: &Value) -> Result<Option<BaseType>, SkipReason> {
    let Some(v) = get(m, Field::BaseType.key()) else { return Ok(None) };
    let s = v.as_str().ok_or_else(|| bad(Field::BaseType, v))?.trim();
    Ok(match s.to_ascii_lowercase().as_str() {
        "" => None,
        "infantry" => Some(BaseType::Infantry),
        "cavalry" => Some(BaseType::Cavalry),
        _ => Some(BaseType::Other(s.to_owned())),
    })
}

/// What an ability id in a click means.
enum Marker {
    /// 85, absent or null: a plain stat.
    None,
    /// An ability colour.
    Ability(Ability),
    /// 93: the slot is a skull, whatever number is written (the feed writes 0 or "Dead").
    Dead,
    /// 120: this click is the starting position; the stat itself is plain.
    Start,
    /// Not known here (or not a number): keep the stat plain and warn.
    Unknown(String),
}

fn marker(v: Option<&Value>) -> Marker {
    let Some(v) = v else { return Marker::None };
    match uint(v) {
        Some(NO_ABILITY) => Marker::None,
        Some(DEAD) => Marker::Dead,
        Some(START) => Marker::Start,
        Some(id) => u16::try_from(id).ok().and_then(Ability::from_feed_id).map_or_else(|| Marker::Unknown(show(v)), Marker::Ability),
        None => Marker::Unknown(show(v)),
    }
}

/// The model's single dial, with the warnings met on the way.
fn dial(m: &Value) -> Result<(Dial, Vec<Warning>), SkipReason> {
    let dials = required(m, Field::Dials)?;
    let dials = dials.as_array().ok_or_else(|| bad(Field::Dials, dials))?;
    let [dial] = dials.as_slice() else {
        return Err(SkipReason::DialCount { count: dials.len() });
    };
    if !dial.is_object() {
        return Err(bad(Field::Dials, dial));
    }
    let raw = required(dial, Field::Clicks)?;
    let raw = raw.as_array().ok_or_else(|| bad(Field::Clicks, raw))?;
    if raw.len() > usize::from(u8::MAX) {
        return Err(SkipReason::TooManyClicks { count: raw.len() });
    }
    if let Some(c) = raw.iter().find(|c| !c.is_object()) {
        return Err(bad(Field::Clicks, c));
    }
    let mut raw: Vec<&Value> = raw.iter().collect();
    // Follow the feed's click numbers when every click has one; array order otherwise.
    let number = |c: &Value| get(c, "Model.Dial.Clicks.Click.ClickNumber").and_then(uint);
    if raw.iter().all(|c| number(c).is_some()) {
        raw.sort_by_key(|c| number(c));
    }

    let mut warnings = Vec::new();
    let mut start: Option<usize> = None;
    let mut clicks = Vec::with_capacity(raw.len());
    for (index, c) in raw.into_iter().enumerate() {
        let mut stats = [Stat::SKULL; 4];
        let mut marked = false;
        for (slot, out) in StatSlot::ALL.into_iter().zip(&mut stats) {
            let (s, is_start) = stat(c, index, slot, &mut warnings)?;
            *out = s;
            marked |= is_start;
        }
        // The marker may sit on any (or several) of a click's slots: one start per click.
        if marked {
            match start {
                None => start = Some(index),
                Some(used) => warnings.push(Warning::ExtraStart { click: index, used }),
            }
        }
        let [speed, attack, defense, damage] = stats;
        clicks.push(Click { speed, attack, defense, damage });
    }
    let start = start.unwrap_or(0);
    // At most 255 clicks (checked above), so any index fits.
    let dial = Dial::new(clicks, start as u8).map_err(|e| match e {
        DialError::NoLiveClick => SkipReason::NoLiveClick,
        DialError::StartNotLive { .. } => SkipReason::StartNotLive { click: start },
        DialError::TooLong { len } => SkipReason::TooManyClicks { count: len },
    })?;
    Ok((dial, warnings))
}

/// One stat of one click, and whether it carries the starting marker.
fn stat(c: &Value, click: usize, slot: StatSlot, warnings: &mut Vec<Warning>) -> Result<(Stat, bool), SkipReason> {
    let marker = marker(get(c, slot.ability_key()));
    let value = get(c, slot.key());
    let is_start = matches!(marker, Marker::Start);
    let ability = match marker {
        Marker::Dead => return Ok((Stat::SKULL, is_start)),
        Marker::Ability(a) => Some(a),
        Marker::Unknown(id) => {
            warnings.push(Warning::UnknownAbility { click, stat: slot, id });
            None
        }
        Marker::None | Marker::Start => None,
    };
    let Some(value) = value else { return Err(SkipReason::MissingStat { click, stat: slot }) };
    if value.as_str().is_some_and(|s| s.trim().eq_ignore_ascii_case("dead")) {
        return Ok((Stat::SKULL, is_start));
    }
    match uint(value).and_then(|n| u8::try_from(n).ok()).filter(|&n| n <= MAX_STAT) {
        Some(n) => Ok((Stat { value: StatValue::Number(n), ability }, is_start)),
        None => Err(SkipReason::BadStat { click, stat: slot, value: show(value) }),
    }
}
