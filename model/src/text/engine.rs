//! The engine's events and refusals as sentences. Each one says its message id and hands
//! over its arguments as typed values ([`Arg`]), so a figure is said by its name, a
//! player by theirs, a phase or an action in the player's language.

use dialkeeper_core::{Arg, Event, Game, RuleViolation};
use dialkeeper_i18n::{Catalog, FluentValue, Language};

use super::labels::{action_name, figure_name, phase_name, proficiency_label, section_label};

/// One event as a sentence for the log.
pub fn event_sentence(lang: Language, game: &Game, event: &Event) -> String {
    sentence(lang, Some(game), event.message_id(), event.args())
}

/// A refusal as a sentence (without its rule id, which the UI shows as a link). Without
/// a game, figures and players are said by their numbers.
pub fn violation_sentence(lang: Language, game: Option<&Game>, violation: &RuleViolation) -> String {
    sentence(lang, game, violation.message_id(), violation.args())
}

fn sentence(lang: Language, game: Option<&Game>, id: &str, args: Vec<(&'static str, Arg)>) -> String {
    let mut values: Vec<(&str, FluentValue<'static>)> = args.iter().map(|(name, arg)| (*name, value(lang, game, *arg))).collect();
    // A dial that turned to a click: where it stopped, counted from 1 as players count
    // clicks, and, from another click, how far.
    let number = |name: &str| {
        args.iter().find_map(|(n, a)| match a {
            Arg::Number(v) if *n == name => Some(*v),
            _ => None,
        })
    };
    if let Some(to) = number("to") {
        values.push(("click", FluentValue::from(to + 1)));
        if let Some(from) = number("from") {
            values.push(("clicks", FluentValue::from((to - from).abs())));
        }
    }
    Catalog::get().text_args(lang, id, &values)
}

/// A yes-or-no as the sentences select on it: `yes` or `no`, for the engine's flags and
/// the reports' alike.
pub(super) fn flag(b: bool) -> FluentValue<'static> {
    if b { "yes" } else { "no" }.into()
}

/// One typed value in words.
fn value(lang: Language, game: Option<&Game>, arg: Arg) -> FluentValue<'static> {
    match arg {
        Arg::Figure(id) => game.map_or_else(|| id.to_string(), |g| figure_name(lang, g, id)).into(),
        Arg::Player(p) => {
            game.and_then(|g| g.setup().players.get(usize::from(p.0))).map_or_else(|| p.0.to_string(), |p| p.name.clone()).into()
        }
        Arg::Number(n) => n.into(),
        // Sentences select on these codes (a flag's, the cause's and rule's own codes).
        Arg::Flag(b) => flag(b),
        Arg::Cause(cause) => cause.code().into(),
        Arg::Rule(rule) => rule.code().into(),
        Arg::Phase(phase) => phase_name(lang, phase).into(),
        Arg::Action(action) => action_name(lang, action).into(),
        Arg::Proficiency(p) => proficiency_label(lang, p).into(),
        Arg::Section(s) => section_label(lang, s).into(),
        Arg::Ability(a) => Catalog::get().text(lang, a.message_id()).into(),
        Arg::Message(id) => Catalog::get().text(lang, id).into(),
    }
}

/// One change in a few words, for Undo and Redo: its title ([`crate::news::title`]: its
/// result, not the action that led to it), else "the last change".
pub fn change_summary(lang: Language, game: &Game, events: &[Event]) -> String {
    crate::news::title(events).map(|e| event_sentence(lang, game, e)).unwrap_or_else(|| super::tr!(lang, "last-change"))
}

/// What a change did, for the snackbar: its headline ([`crate::news::headline`]), what
/// matters most to the table first, then its cost; "Done" when it said nothing.
pub fn news_sentence(lang: Language, game: &Game, events: &[Event]) -> String {
    let said: Vec<String> = crate::news::headline(events).into_iter().map(|e| event_sentence(lang, game, e)).collect();
    if said.is_empty() { super::tr!(lang, "done") } else { said.join(" ") }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ActionKind, ArmyFigure, DamageCause, FigureId, Phase, PlayerId, PlayerSetup, RuleViolation, Setup};

    use super::*;

    fn game() -> Game {
        let army = || crate::demo::figures().into_iter().filter(|f| f.points <= 50).take(1).map(ArmyFigure::new).collect();
        let players = vec![PlayerSetup { name: "Ana".into(), army: army() }, PlayerSetup { name: "Ben".into(), army: army() }];
        Game::new(Setup { game_size: 300, players, ..Default::default() }).unwrap()
    }

    #[test]
    fn typed_arguments_are_said_as_players_say_them() {
        let game = game();
        let name = game.figure(FigureId(0)).unwrap().def.name.clone();
        let damaged = Event::Damaged { figure: FigureId(0), dial: 0, from: 0, to: 2, cause: DamageCause::CriticalMiss };
        let text = event_sentence(Language::En, &game, &damaged);
        assert!(text.contains(&name) && text.contains("2 clicks") && text.contains("critical miss"), "{text}");
        let phase = event_sentence(Language::De, &game, &Event::PhaseChanged { phase: Phase::Action });
        assert!(phase.contains("Aktionsphase"), "{phase}");
        let refusal = RuleViolation::NotYourFigure { figure: FigureId(0), player: PlayerId(1) };
        let text = violation_sentence(Language::En, Some(&game), &refusal);
        assert!(text.contains(&name) && text.contains("Ben"), "{text}");
        let given = Event::ActionGiven { figure: FigureId(0), action: ActionKind::Ranged, actions_left: 1 };
        assert!(event_sentence(Language::Fr, &game, &given).contains("distance"));
    }

    /// CAV-31: a Dark Riders mount's dial goes back to its start; the sentence says the
    /// click as players count it (the engine's click 0 is click 1).
    #[test]
    fn cav_31_a_reset_dial_names_its_click_from_one() {
        let text = event_sentence(Language::En, &game(), &Event::DialReset { figure: FigureId(0), dial: 0, to: 0 });
        assert!(text.ends_with("click 1."), "{text}");
    }

    /// Copies of one figure are told apart wherever they are named: numbered in the game's
    /// order across both armies; a figure whose name is its own keeps it bare.
    #[test]
    fn copies_of_a_figure_are_numbered_where_they_are_named() {
        let game = crate::wizard::fixtures::cavalry();
        assert_eq!(figure_name(Language::En, &game, FigureId(2)), "Tidewatch Spearman 1");
        assert_eq!(figure_name(Language::En, &game, FigureId(5)), "Tidewatch Spearman 2");
        assert_eq!(figure_name(Language::En, &game, FigureId(0)), "Gorehoof Charger");
        let damaged = Event::Damaged { figure: FigureId(5), dial: 0, from: 0, to: 1, cause: DamageCause::CriticalMiss };
        let text = event_sentence(Language::De, &game, &damaged);
        assert!(text.contains("Tidewatch Spearman 2"), "{text}");
        assert!(!text.contains("Tidewatch Spearman 1"), "{text}");
    }
}
