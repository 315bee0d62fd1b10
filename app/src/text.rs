//! Putting the engine's values into the player's language: figure labels, event
//! sentences, refusals with their rule id. Every string comes from Fluent.

use dialkeeper_core::{
    ActionKind, DialError, Event, FigureError, FigureId, Game, Phase, Proficiency, RuleViolation, Section, StatSlot,
};

use crate::editor::{NumberField, Problem, StatPlace};
use dialkeeper_i18n::{Catalog, FluentValue, Language};

/// `tr!(lang, "id")` or `tr!(lang, "id", name = value, …)`: a UI string whose id and
/// argument names the compiler checks against `locales/en/app.ftl`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        dialkeeper_i18n::fl!(dialkeeper_i18n::Catalog::get().loader($lang), $id $(, $key = ($value))*)
    };
}

fn args_text(lang: Language, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    Catalog::get().text_args(lang, id, args)
}

/// What went wrong with the saved data, as a clause to put inside a sentence
/// (`error-store`, `error-read`, `error-not-saved`, …).
pub fn fault_sentence(lang: Language, fault: &crate::session::Fault) -> String {
    use crate::session::Fault;
    match fault {
        Fault::Full => tr!(lang, "store-fault-full"),
        Fault::Busy => tr!(lang, "store-fault-busy"),
        Fault::Damaged(detail) => tr!(lang, "store-fault-damaged", detail = detail.clone()),
        Fault::NoGame(_) => tr!(lang, "store-fault-no-game"),
        Fault::TooNew { found, .. } => tr!(lang, "store-fault-too-new", version = *found),
        Fault::Other(detail) => tr!(lang, "store-fault-other", detail = detail.clone()),
        // Until they have sentences of their own, said as the system said them.
        Fault::ReadOnly => tr!(lang, "store-fault-other", detail = fault.to_string()),
        Fault::Io(_) => tr!(lang, "store-fault-other", detail = fault.to_string()),
    }
}

/// Where an exported file went, for the export panel; `saved_to` is the sentence for a
/// file written to a folder (games and armies say it differently).
pub fn exported_sentence(lang: Language, exported: &crate::platform::Exported, file: &str, saved_to: impl FnOnce(String) -> String) -> String {
    use crate::platform::Exported;
    match exported {
        Exported::Saved(path) => saved_to(path.display().to_string()),
        Exported::Shared => tr!(lang, "file-shared", file = file.to_string()),
        Exported::Downloaded => tr!(lang, "file-downloaded", file = file.to_string()),
    }
}

/// A figure as players name it: its name, and whose it is when that helps.
pub fn figure_name(game: &Game, id: FigureId) -> String {
    game.figure(id).map_or_else(|| id.to_string(), |f| f.def.name.clone())
}

/// An action's name.
pub fn action_name(lang: Language, action: ActionKind) -> String {
    match action {
        ActionKind::Move => tr!(lang, "action-move"),
        ActionKind::Close => tr!(lang, "action-close"),
        ActionKind::Ranged => tr!(lang, "action-ranged"),
        ActionKind::Special => tr!(lang, "action-special"),
    }
}

/// A phase's name.
pub fn phase_name(lang: Language, phase: Phase) -> String {
    match phase {
        Phase::Command => tr!(lang, "phase-command"),
        Phase::Action => tr!(lang, "phase-action"),
        Phase::End => tr!(lang, "phase-end"),
    }
}

/// Fields that name a figure: rendered as its name.
const FIGURE_FIELDS: &[&str] =
    &["figure", "target", "attacker", "rider", "mount", "unit", "captor", "passenger", "chariot", "colossal", "healer"];

/// Turns a serialized event or refusal into Fluent arguments: figure ids become names,
/// players their names, phases and actions their localized names, booleans "yes"/"no",
/// and a `from`/`to` pair of clicks adds `clicks` (how many) and `click` (where, from 1).
fn args_of(lang: Language, game: Option<&Game>, value: &serde_json::Value) -> Vec<(String, FluentValue<'static>)> {
    let mut args = Vec::new();
    let Some(fields) = value.as_object() else { return args };
    for (key, v) in fields {
        let arg: FluentValue<'static> = match v {
            serde_json::Value::Number(n) if FIGURE_FIELDS.contains(&key.as_str()) => {
                let id = FigureId(n.as_u64().unwrap_or(0) as u16);
                game.map_or_else(|| id.to_string(), |g| figure_name(g, id)).into()
            }
            serde_json::Value::Number(n) if key == "player" || key == "sides_with" => {
                let p = n.as_u64().unwrap_or(0) as usize;
                game.and_then(|g| g.setup().players.get(p)).map_or_else(|| p.to_string(), |p| p.name.clone()).into()
            }
            serde_json::Value::Number(n) => FluentValue::from(n.as_f64().unwrap_or(0.0)),
            serde_json::Value::Bool(b) => if *b { "yes" } else { "no" }.into(),
            serde_json::Value::String(text) if key == "phase" => match text.as_str() {
                "command" => phase_name(lang, Phase::Command),
                "action" => phase_name(lang, Phase::Action),
                _ => phase_name(lang, Phase::End),
            }
            .into(),
            serde_json::Value::String(text) if key == "action" => {
                serde_json::from_value::<ActionKind>(v.clone()).map_or_else(|_| text.clone(), |a| action_name(lang, a)).into()
            }
            serde_json::Value::String(text) if key == "proficiency" => proficiency_name(lang, text).into(),
            serde_json::Value::String(text) if key == "section" => section_name(lang, text).into(),
            serde_json::Value::String(text) if key == "ability" => Catalog::get().text(lang, &format!("ability-{text}")).into(),
            serde_json::Value::String(text) if key == "effect" => Catalog::get().text(lang, &format!("colossal-effect-{text}")).into(),
            serde_json::Value::String(text) => text.clone().into(),
            serde_json::Value::Array(items) => FluentValue::from(items.len() as f64),
            _ => continue,
        };
        args.push((key.clone(), arg));
    }
    if let (Some(from), Some(to)) = (fields.get("from").and_then(|v| v.as_i64()), fields.get("to").and_then(|v| v.as_i64())) {
        args.push(("clicks".into(), FluentValue::from((to - from).abs() as f64)));
        args.push(("click".into(), FluentValue::from((to + 1) as f64)));
    }
    args
}

/// A colossal section's name, from its serialized code (`"front"`, …).
fn section_name(lang: Language, code: &str) -> String {
    serde_json::from_value::<Section>(serde_json::Value::String(code.to_owned()))
        .map_or_else(|_| code.to_string(), |s| section_label(lang, s))
}

/// A proficiency's name, from its serialized code (`"impale"`, …).
fn proficiency_name(lang: Language, code: &str) -> String {
    serde_json::from_value::<Proficiency>(serde_json::Value::String(code.to_owned()))
        .map_or_else(|_| code.to_string(), |p| proficiency_label(lang, p))
}

/// A proficiency's name: its glossary term, the ability of the same name, or (for the
/// base-game ones the glossary lacks) its own message.
pub fn proficiency_label(lang: Language, proficiency: Proficiency) -> String {
    let id = match proficiency {
        Proficiency::Horsemanship => "glossary-horsemanship",
        Proficiency::Impale => "glossary-impale",
        Proficiency::MountedBound => "glossary-mounted-bound",
        Proficiency::MountedCharge => "glossary-mounted-charge",
        Proficiency::Overwhelm => "glossary-overwhelm",
        Proficiency::Trample => "glossary-trample",
        Proficiency::WeaponMaster => "ability-weapon-master",
        Proficiency::Surge => return tr!(lang, "proficiency-surge"),
        Proficiency::Sprint => return tr!(lang, "proficiency-double-time"),
        Proficiency::Flanking => return tr!(lang, "proficiency-gang-up"),
    };
    Catalog::get().text(lang, id)
}

/// A section's name.
pub fn section_label(lang: Language, section: Section) -> String {
    match section {
        Section::Front => tr!(lang, "section-front"),
        Section::Left => tr!(lang, "section-left"),
        Section::Right => tr!(lang, "section-right"),
        Section::Rear => tr!(lang, "section-rear"),
    }
}

/// A stat's short name, as dial headings show it.
pub fn stat_label(lang: Language, slot: StatSlot) -> String {
    match slot {
        StatSlot::Speed => tr!(lang, "stat-speed"),
        StatSlot::Attack => tr!(lang, "stat-attack"),
        StatSlot::Defense => tr!(lang, "stat-defense"),
        StatSlot::Damage => tr!(lang, "stat-damage"),
    }
}

/// Where a stat box is, in words: "click 3, attack" or "Left, click 3, attack".
pub fn stat_place(lang: Language, place: &StatPlace) -> String {
    let stat = Catalog::get().text(lang, place.slot.message_id());
    let click = (place.click + 1) as i64;
    match place.section {
        None => tr!(lang, "editor-where-click", click = click, stat = stat),
        Some(section) => tr!(lang, "editor-where-section", section = section_label(lang, section), click = click, stat = stat),
    }
}

fn field_label(lang: Language, field: NumberField) -> String {
    let label = Catalog::get().text(lang, field.message_id());
    match field.entry() {
        Some(i) => tr!(lang, "editor-entry-field", field = label, number = (i + 1) as i64),
        None => label,
    }
}

fn dial_label(lang: Language, section: Option<Section>) -> String {
    section.map_or_else(|| tr!(lang, "editor-the-dial"), |s| section_label(lang, s))
}

/// One problem the dial editor found, as a sentence (starting with a capital, even when
/// it starts with a place like "click 3, attack").
pub fn editor_problem(lang: Language, problem: &Problem) -> String {
    let sentence = problem_text(lang, problem);
    let mut chars = sentence.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

fn problem_text(lang: Language, problem: &Problem) -> String {
    match problem {
        Problem::NameMissing => tr!(lang, "editor-problem-name"),
        Problem::NumberMissing => tr!(lang, "editor-problem-number"),
        Problem::NotANumber { field, value } => {
            tr!(lang, "editor-problem-not-a-number", field = field_label(lang, *field), value = value.clone())
        }
        Problem::OutOfRange { field, min, max } => tr!(
            lang,
            "editor-problem-out-of-range",
            field = field_label(lang, *field),
            min = *min as i64,
            max = *max as i64
        ),
        Problem::StatMissing(place) => tr!(lang, "editor-problem-stat-missing", place = stat_place(lang, place)),
        Problem::BadStat { place, value } => tr!(
            lang,
            "editor-problem-bad-stat",
            place = stat_place(lang, place),
            value = value.clone(),
            max = dialkeeper_feed::MAX_STAT as i64
        ),
        Problem::NoLiveClick { section } => tr!(lang, "editor-problem-no-live-click", dial = dial_label(lang, *section)),
        Problem::StartNotLive { section, click } => tr!(
            lang,
            "editor-problem-start-not-live",
            dial = dial_label(lang, *section),
            click = (*click + 1) as i64
        ),
        Problem::NoMountSymbols => tr!(lang, "editor-problem-no-symbols"),
        Problem::DarkRidersNumber { suffix } => tr!(lang, "editor-problem-dark-riders-number", suffix = suffix.to_string()),
        Problem::NoPointValues => tr!(lang, "editor-problem-no-point-values"),
        Problem::PointValueTooDeep { entry, section } => tr!(
            lang,
            "editor-problem-point-value-too-deep",
            number = (*entry + 1) as i64,
            section = section_label(lang, *section)
        ),
    }
}

/// Why a stored or shared figure cannot be used, as a sentence.
pub fn figure_error(lang: Language, error: &FigureError) -> String {
    let section = |index: usize| if index == 0 { None } else { Section::ALL.get(index).copied() };
    match error {
        FigureError::DialCount { expected, found, .. } => {
            tr!(lang, "figure-error-dial-count", expected = *expected as i64, found = *found as i64)
        }
        FigureError::Dial { index, error: DialError::NoLiveClick } => {
            editor_problem(lang, &Problem::NoLiveClick { section: section(*index) })
        }
        FigureError::Dial { index, error: DialError::StartNotLive { start } } => {
            editor_problem(lang, &Problem::StartNotLive { section: section(*index), click: *start as usize })
        }
        FigureError::Dial { error: DialError::TooLong { .. }, .. } => tr!(lang, "figure-error-too-long"),
        FigureError::NoPointValues => editor_problem(lang, &Problem::NoPointValues),
        FigureError::NoMountSymbols => editor_problem(lang, &Problem::NoMountSymbols),
    }
}

fn render(lang: Language, id: &str, args: &[(String, FluentValue<'static>)]) -> String {
    let borrowed: Vec<(&str, FluentValue<'_>)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    args_text(lang, id, &borrowed)
}

/// One event as a sentence for the log (message `event-<kind>`).
pub fn event_sentence(lang: Language, game: &Game, event: &Event) -> String {
    let value = serde_json::to_value(event).unwrap_or_default();
    let kind = value.get("event").and_then(|e| e.as_str()).unwrap_or("unknown");
    render(lang, &format!("event-{kind}"), &args_of(lang, Some(game), &value))
}

/// A refusal as a sentence (without its rule id, which the UI shows as a link).
pub fn violation_sentence(lang: Language, game: Option<&Game>, violation: &RuleViolation) -> String {
    let value = serde_json::to_value(violation).unwrap_or_default();
    render(lang, violation.message_id(), &args_of(lang, game, &value))
}

/// Why a game cannot start with this setup, naming the player and the figure's place.
pub fn setup_error(lang: Language, setup: &dialkeeper_core::Setup, e: &dialkeeper_core::SetupError) -> String {
    use dialkeeper_core::SetupError;
    let player = |p: &dialkeeper_core::PlayerId| setup.players.get(p.0 as usize).map(|p| p.name.clone()).unwrap_or_default();
    let number = |index: &usize| (*index + 1) as i64;
    match e {
        SetupError::PlayerCount(n) => crate::tr!(lang, "setup-player-count", count = *n as i64),
        SetupError::GameSize(s) => crate::tr!(lang, "setup-game-size", size = *s as i64),
        SetupError::OverBuildTotal { player: p, total, game_size } => {
            crate::tr!(lang, "setup-over-build-total", player = player(p), total = *total as i64, size = *game_size as i64)
        }
        SetupError::Figure { player: p, index, error } => {
            crate::tr!(lang, "setup-bad-figure", player = player(p), number = number(index), error = figure_error(lang, error))
        }
        SetupError::PointValue { player: p, index, .. } => crate::tr!(lang, "setup-point-value", player = player(p), number = number(index)),
        SetupError::TooManyFigures => crate::tr!(lang, "setup-too-many"),
        SetupError::NotARider { player: p, index } => crate::tr!(lang, "setup-not-a-rider", player = player(p), number = number(index)),
        SetupError::NotAFreeMount { player: p, index, .. } => {
            crate::tr!(lang, "setup-not-a-free-mount", player = player(p), number = number(index))
        }
        SetupError::MountMismatch { player: p, index, .. } => {
            crate::tr!(lang, "setup-mount-mismatch", player = player(p), number = number(index))
        }
        SetupError::RiderlessMount { player: p, index } => {
            crate::tr!(lang, "setup-riderless-mount", player = player(p), number = number(index))
        }
        SetupError::NotAFreeChariot { player: p, index, .. } => {
            crate::tr!(lang, "setup-not-a-free-chariot", player = player(p), number = number(index))
        }
        SetupError::Passenger { player: p, index, violation } => {
            // Only the seating failed, so the same armies without passengers make a game
            // whose figures the reason can name.
            let mut seated_nowhere = setup.clone();
            seated_nowhere.players.iter_mut().flat_map(|p| p.army.iter_mut()).for_each(|f| f.aboard = None);
            let game = Game::new(seated_nowhere).ok();
            let reason = violation_sentence(lang, game.as_ref(), violation);
            crate::tr!(lang, "setup-passenger", player = player(p), number = number(index), reason = reason)
        }
    }
}

/// Why an army file cannot be read.
pub fn army_file_error(lang: Language, e: &crate::army_file::ArmyFileError) -> String {
    use crate::army_file::ArmyFileError;
    match e {
        ArmyFileError::TooLarge { bytes } => crate::tr!(lang, "army-file-too-large", megabytes = (*bytes / (1024 * 1024)).max(1) as i64),
        ArmyFileError::NotJson { line, column } => crate::tr!(lang, "army-file-not-json", line = *line as i64, column = *column as i64),
        ArmyFileError::WrongFormat => crate::tr!(lang, "army-file-wrong-format"),
        ArmyFileError::TooNew { found } => crate::tr!(lang, "army-file-too-new", version = *found as i64),
        ArmyFileError::BadFigure { index, name, error } => crate::tr!(
            lang,
            "army-file-bad-figure",
            number = (*index + 1) as i64,
            name = name.clone(),
            error = figure_error(lang, error)
        ),
        ArmyFileError::BadPairing { index } => crate::tr!(lang, "army-file-bad-pairing", number = (*index + 1) as i64),
    }
}
