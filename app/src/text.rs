//! Putting the engine's values into the player's language: figure labels, event
//! sentences, refusals with their rule id. Every string comes from Fluent.

use dialkeeper_core::{ActionKind, Event, FigureId, Game, Phase, RuleViolation};
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
    match code {
        "front" => tr!(lang, "section-front"),
        "left" => tr!(lang, "section-left"),
        "right" => tr!(lang, "section-right"),
        _ => tr!(lang, "section-rear"),
    }
}

/// A proficiency's name: its glossary term, or the ability of the same name.
fn proficiency_name(lang: Language, code: &str) -> String {
    let catalog = Catalog::get();
    [format!("glossary-{code}"), format!("ability-{code}")]
        .into_iter()
        .find(|id| catalog.has(Language::En, id))
        .map_or_else(|| code.to_string(), |id| catalog.text(lang, &id))
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
