//! Names of the game's things in the player's language.

use dialkeeper_core::{Ability, ActionKind, FigureId, Game, HouseRule, Phase, Proficiency, Section, Stat, StatSlot, StatValue};
use dialkeeper_i18n::{Catalog, Language};

use super::tr;

/// A figure as players name it: its name, with its number among the game's figures of
/// that name when there are several ("Tidewatch Spearman 2"), so the cards, the log and
/// the dice always say which one ("Tidewatch Spearman hits Tidewatch Spearman" did not).
pub fn figure_name(lang: Language, game: &Game, id: FigureId) -> String {
    let Some(f) = game.figure(id) else { return id.to_string() };
    let name = f.def.name.clone();
    let same = |o: &&dialkeeper_core::Figure| o.def.name == f.def.name;
    if game.figures().iter().filter(same).nth(1).is_none() {
        return name;
    }
    let number = game.figures()[..=id.0 as usize].iter().filter(same).count() as i64;
    tr!(lang, "figure-numbered", name = name, number = number)
}

/// A figure as an answer: "Mount: name" or "Rider: name" for the dials of a unit, and
/// whose it is.
pub fn figure_label(lang: Language, game: &Game, id: FigureId) -> String {
    let Some(f) = game.figure(id) else { return id.to_string() };
    let name = figure_name(lang, game, id);
    let player = game.setup().players[f.owner.0 as usize].name.clone();
    let label = if f.def.is_mount() {
        tr!(lang, "dial-mount", name = name)
    } else if f.def.is_rider() {
        tr!(lang, "dial-rider", name = name)
    } else {
        name
    };
    tr!(lang, "wiz-figure-of", figure = label, player = player)
}

/// An attack target's chip: with two players every target is the other player's, so its
/// name is enough; with more, whose it is too.
pub fn attack_target_label(lang: Language, game: &Game, id: FigureId) -> String {
    if game.setup().players.len() > 2 { figure_label(lang, game, id) } else { figure_name(lang, game, id) }
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

/// An ability's name, as its rules name it.
pub fn ability_name(lang: Language, ability: Ability) -> String {
    Catalog::get().text(lang, ability.message_id())
}

/// A house rule's tick box on the new-game screen, why tables play it, and its line in
/// the turn bar while a game uses it (docs/RULINGS.md).
pub fn house_rule_texts(lang: Language, rule: HouseRule) -> [String; 3] {
    rule.message_ids().map(|id| Catalog::get().text(lang, id))
}

/// A stat's printed value as a card shows it: its number, or a skull.
pub fn stat_value(stat: Stat) -> String {
    match stat.value {
        StatValue::Number(n) => n.to_string(),
        StatValue::Skull => "☠".to_string(),
    }
}

/// A stat's name with its ability, where a long press shows it: "Attack · Flame/Lightning".
pub fn stat_title(lang: Language, slot: StatSlot, stat: Stat) -> String {
    let name = stat_label(lang, slot);
    match stat.ability {
        Some(ability) => tr!(lang, "stat-with-ability", stat = name, ability = ability_name(lang, ability)),
        None => name,
    }
}

/// A stat as a screen reader says it: "Attack 10, Flame/Lightning"; a skull is said as
/// a word, not as a symbol.
pub fn stat_spoken(lang: Language, slot: StatSlot, stat: Stat) -> String {
    let name = stat_label(lang, slot);
    let value = match stat.value {
        StatValue::Number(n) => n.to_string(),
        StatValue::Skull => tr!(lang, "stat-skull"),
    };
    match stat.ability {
        Some(ability) => tr!(lang, "stat-spoken-ability", stat = name, value = value, ability = ability_name(lang, ability)),
        None => tr!(lang, "stat-spoken", stat = name, value = value),
    }
}

/// Two sections of a colossal named together, where an attack meets both.
pub fn section_pair(lang: Language, first: Section, second: Section) -> String {
    tr!(lang, "section-pair", first = section_label(lang, first), second = section_label(lang, second))
}

/// How long ago something happened, as a player says it ("5 minutes ago").
pub fn ago(lang: Language, then: i64, now: i64) -> String {
    let seconds = (now - then).max(0);
    match seconds {
        0..60 => tr!(lang, "ago-now"),
        60..3600 => tr!(lang, "ago-minutes", count = seconds / 60),
        3600..86_400 => tr!(lang, "ago-hours", count = seconds / 3600),
        _ => tr!(lang, "ago-days", count = seconds / 86_400),
    }
}
