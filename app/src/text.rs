//! Putting the engine's values into the player's language: figure labels, event
//! sentences, refusals with their rule id. Every string comes from Fluent.

use dialkeeper_core::{ActionKind, DamageCause, Event, FigureId, Game, Phase, RuleViolation};
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

fn player_of(game: &Game, id: FigureId) -> String {
    game.figure(id)
        .and_then(|f| game.setup().players.get(f.owner.0 as usize))
        .map_or_else(String::new, |p| p.name.clone())
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

fn cause_code(cause: DamageCause) -> &'static str {
    match cause {
        DamageCause::Table => "table",
        DamageCause::Attack => "attack",
        DamageCause::CriticalMiss => "critical-miss",
        DamageCause::Pushing => "pushing",
    }
}

/// One event as a sentence for the log.
pub fn event_sentence(lang: Language, game: &Game, event: &Event) -> String {
    let name = |id: FigureId| FluentValue::from(figure_name(game, id));
    let player = |p: dialkeeper_core::PlayerId| {
        FluentValue::from(game.setup().players.get(p.0 as usize).map_or_else(String::new, |p| p.name.clone()))
    };
    let n = |v: u8| FluentValue::from(v as i64);
    match event {
        Event::PhaseChanged { phase } => args_text(lang, "event-phase-changed", &[("phase", phase_name(lang, *phase).into())]),
        Event::ActionGiven { figure, action, actions_left } => args_text(
            lang,
            "event-action-given",
            &[("figure", name(*figure)), ("action", action_name(lang, *action).into()), ("actions", n(*actions_left))],
        ),
        Event::Passed { actions_left } => args_text(lang, "event-passed", &[("actions", n(*actions_left))]),
        Event::TokenAdded { figure, tokens } => {
            args_text(lang, "event-token-added", &[("figure", name(*figure)), ("tokens", n(*tokens))])
        }
        Event::BreakAway { figure, d6, success } => args_text(
            lang,
            "event-break-away",
            &[("figure", name(*figure)), ("roll", n(*d6)), ("result", if *success { "yes" } else { "no" }.into())],
        ),
        Event::AttackRolled { attacker, two_d6 } => {
            args_text(lang, "event-attack-rolled", &[("figure", name(*attacker)), ("roll", n(*two_d6))])
        }
        Event::Hit { attacker, target, critical } => args_text(
            lang,
            "event-hit",
            &[("figure", name(*attacker)), ("target", name(*target)), ("critical", if *critical { "yes" } else { "no" }.into())],
        ),
        Event::Missed { attacker, target, critical } => args_text(
            lang,
            "event-missed",
            &[("figure", name(*attacker)), ("target", name(*target)), ("critical", if *critical { "yes" } else { "no" }.into())],
        ),
        Event::Damaged { figure, from, to, cause, .. } => args_text(
            lang,
            "event-damaged",
            &[("figure", name(*figure)), ("clicks", n(to - from)), ("click", n(to + 1)), ("cause", cause_code(*cause).into())],
        ),
        Event::DamageReduced { figure, dealt, taken } => args_text(
            lang,
            "event-damage-reduced",
            &[("figure", name(*figure)), ("dealt", n(*dealt)), ("taken", n(*taken))],
        ),
        Event::Healed { figure, from, to, .. } => args_text(
            lang,
            "event-healed",
            &[("figure", name(*figure)), ("clicks", n(from - to)), ("click", n(to + 1))],
        ),
        Event::Eliminated { figure } => args_text(lang, "event-eliminated", &[("figure", name(*figure))]),
        Event::TokensCleared { figure } => args_text(lang, "event-tokens-cleared", &[("figure", name(*figure))]),
        Event::TurnEnded { player: p } => args_text(lang, "event-turn-ended", &[("player", player(*p))]),
        Event::TurnStarted { player: p, round } => {
            args_text(lang, "event-turn-started", &[("player", player(*p)), ("round", FluentValue::from(*round as i64))])
        }
    }
}

/// A refusal as a sentence (without its rule id, which the UI shows as a link).
pub fn violation_sentence(lang: Language, game: Option<&Game>, violation: &RuleViolation) -> String {
    let fig = |id: &FigureId| FluentValue::from(game.map_or_else(|| id.to_string(), |g| figure_name(g, *id)));
    let n = |v: u8| FluentValue::from(v as i64);
    let args: Vec<(&str, FluentValue<'_>)> = match violation {
        RuleViolation::UnknownFigure { figure }
        | RuleViolation::AlreadyActed { figure }
        | RuleViolation::TwoTokens { figure }
        | RuleViolation::Eliminated { figure }
        | RuleViolation::NothingToHeal { figure }
        | RuleViolation::BadTarget { figure }
        | RuleViolation::NoRange { figure } => vec![("figure", fig(figure))],
        RuleViolation::NotYourFigure { figure, .. } => {
            let owner = game.map_or_else(String::new, |g| player_of(g, *figure));
            vec![("figure", fig(figure)), ("player", owner.into())]
        }
        RuleViolation::NoActionsLeft { allowed } => vec![("actions", n(*allowed))],
        RuleViolation::NoClicks => vec![],
        RuleViolation::NoSuchDial { figure, dial } => vec![("figure", fig(figure)), ("dial", n(dial + 1))],
        RuleViolation::BadTwoD6 { value } | RuleViolation::BadD6 { value } => vec![("roll", n(*value))],
        RuleViolation::RollDoesNotFit { action } => vec![("action", action_name(lang, *action).into())],
        RuleViolation::BadTargetCount { count, allowed } => {
            vec![("count", FluentValue::from(*count as i64)), ("allowed", n(*allowed))]
        }
    };
    args_text(lang, violation.message_id(), &args)
}
