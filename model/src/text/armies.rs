//! The sentences of building a game and its armies: the new-game form, the army rows,
//! saved armies, the figure picker, the figure catalog and its import, and the dial
//! editor's titles.

use dialkeeper_core::FigureDef;
use dialkeeper_i18n::Language;

use super::tr;
use crate::import::ImportSummary;

/// A figure's (or a point value's) points.
pub fn points(lang: Language, points: u16) -> String {
    tr!(lang, "points", points = i64::from(points))
}

/// The button that offers the last table played, with its players named as a list is
/// said: "Ana, Ben and Cleo".
pub fn new_game_last_table(lang: Language, players: &[&str]) -> String {
    tr!(lang, "new-game-last-table", names = names_list(lang, players))
}

/// Names joined as a sentence joins them: commas, and the language's "and" before the
/// last.
pub fn names_list(lang: Language, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [head @ .., last] => tr!(lang, "names-list", head = head.join(", "), last = last.to_string()),
    }
}

/// What a game size gives in the new-game form: the actions of a turn (CORE-05).
pub fn game_size_actions(lang: Language, game_size: u16) -> String {
    tr!(lang, "game-size-actions", actions = i64::from(dialkeeper_core::Setup::actions_for(game_size)))
}

/// A time limit in the new-game form.
pub fn time_limit_option(lang: Language, minutes: u16) -> String {
    tr!(lang, "time-limit-option", minutes = i64::from(minutes))
}

/// A new player's name: "Player 3".
pub fn player_default_name(lang: Language, number: usize) -> String {
    tr!(lang, "player-default-name", number = number as i64)
}

/// A player's army total against the game size.
pub fn build_total(lang: Language, total: u32, size: u16) -> String {
    tr!(lang, "build-total", total = i64::from(total), size = i64::from(size))
}

/// A rider and a mount each in the army but not paired.
pub fn paired_alone(lang: Language, rider: &str, mount: &str) -> String {
    tr!(lang, "paired-alone", rider = rider.to_string(), mount = mount.to_string())
}

/// A saved army: its name, game size and number of figures.
pub fn army_option(lang: Language, name: &str, size: u16, count: usize) -> String {
    tr!(lang, "army-option", name = name.to_string(), size = i64::from(size), count = count as i64)
}

/// An army saved.
pub fn army_saved(lang: Language, name: &str) -> String {
    tr!(lang, "army-saved", name = name.to_string())
}

/// An army read from a file.
pub fn army_imported(lang: Language, name: &str) -> String {
    tr!(lang, "army-imported", name = name.to_string())
}

/// An army deleted.
pub fn army_deleted(lang: Language, name: &str) -> String {
    tr!(lang, "army-deleted", name = name.to_string())
}

/// The question before deleting a saved army.
pub fn army_delete_question(lang: Language, name: &str) -> String {
    tr!(lang, "army-delete-question", name = name.to_string())
}

/// An army's file written to a folder.
pub fn army_exported(lang: Language, path: &str) -> String {
    tr!(lang, "army-exported", path = path.to_string())
}

/// The figure picker's last pick.
pub fn pick_added(lang: Language, name: &str) -> String {
    tr!(lang, "pick-added", name = name.to_string())
}

/// More figures match than the picker shows.
pub fn pick_more(lang: Language, shown: usize, count: usize) -> String {
    tr!(lang, "pick-more", shown = shown as i64, count = count as i64)
}

/// A catalog figure as a choice: its name and points.
pub fn catalog_option(lang: Language, name: &str, points: u16) -> String {
    tr!(lang, "catalog-option", name = name.to_string(), points = i64::from(points))
}

/// How many figures the catalog shows.
pub fn figures_count(lang: Language, count: usize) -> String {
    tr!(lang, "figures-count", count = count as i64)
}

/// A figure's facts: set, number, factions, range and targets.
pub fn figure_facts(lang: Language, figure: &FigureDef) -> String {
    tr!(
        lang,
        "figure-facts",
        set = figure.set.clone(),
        number = figure.collector_number.clone(),
        factions = figure.factions.join(", "),
        range = i64::from(figure.range),
        targets = i64::from(figure.targets)
    )
}

/// What a feed import did: added, updated, unchanged and skipped figures.
pub fn import_summary(lang: Language, summary: &ImportSummary) -> String {
    tr!(
        lang,
        "import-summary",
        added = summary.added as i64,
        updated = summary.updated as i64,
        unchanged = summary.unchanged as i64,
        skipped = summary.skipped.len() as i64
    )
}

/// Figures the player had edited, kept as they are by an import.
pub fn import_kept_edits(lang: Language, count: usize) -> String {
    tr!(lang, "import-kept-edits", count = count as i64)
}

/// Figures imported with a warning.
pub fn import_warnings(lang: Language, count: usize) -> String {
    tr!(lang, "import-warnings", count = count as i64)
}

/// The dial editor's title when editing a figure.
pub fn editor_title_edit(lang: Language, name: &str) -> String {
    tr!(lang, "editor-title-edit", name = name.to_string())
}

/// A figure saved by the dial editor.
pub fn editor_saved(lang: Language, name: &str) -> String {
    tr!(lang, "editor-saved", name = name.to_string())
}

/// The question before deleting an edited figure.
pub fn editor_delete_confirm(lang: Language, name: &str) -> String {
    tr!(lang, "editor-delete-confirm", name = name.to_string())
}

/// The button that removes a click (`click` counted from 1, as players count).
pub fn editor_remove_click(lang: Language, click: usize) -> String {
    tr!(lang, "editor-remove-click", click = click as i64)
}

/// The ability picker's label; `place` is [`super::stat_place`].
pub fn editor_ability_for(lang: Language, place: &str) -> String {
    tr!(lang, "editor-ability-for", place = place.to_string())
}
