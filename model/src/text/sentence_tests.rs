//! Every sentence the screens show with a value in it, in every language: no value left
//! unfilled, no raw message id, and the values it was given said in it.

use std::path::Path;

use dialkeeper_core::{Ability, ArmyFigure, FigureId, Game, PlayerSetup, Proficiency, Section, Setup, Stat, StatSlot, StatValue};
use dialkeeper_i18n::Language;

use super::*;
use crate::import::ImportSummary;
use crate::platform::ExportFault;
use crate::session::Fault;
use crate::wizard::Opt;

const NAME: &str = "Zyxwa";
const OTHER: &str = "Qorvin";

fn game() -> Game {
    let army = || crate::demo::figures().into_iter().filter(|f| f.points <= 50).take(1).map(ArmyFigure::new).collect();
    let players = vec![PlayerSetup { name: "Ana".into(), army: army() }, PlayerSetup { name: "Ben".into(), army: army() }];
    Game::new(Setup { game_size: 300, players, ..Default::default() }).unwrap()
}

/// `text` is a whole sentence: every `{$value}` filled, no message id left, and each of
/// `said` in it.
fn check(lang: Language, what: &str, text: &str, said: &[&str]) -> Vec<String> {
    let mut wrong = Vec::new();
    if text.trim().is_empty() {
        wrong.push(format!("{lang} {what}: empty"));
    }
    if text.contains("{$") || text.contains('{') {
        wrong.push(format!("{lang} {what}: unfilled: {text}"));
    }
    if what.contains('-') && text.contains(what) {
        wrong.push(format!("{lang} {what}: the raw id: {text}"));
    }
    for s in said {
        if !text.contains(s) {
            wrong.push(format!("{lang} {what}: {s:?} not in {text:?}"));
        }
    }
    wrong
}

#[test]
fn every_sentence_with_values_is_whole_in_every_language() {
    let game = game();
    let figure = FigureId(0);
    let figure_name = figure_name(Language::En, &game, figure);
    let def = crate::demo::figures().into_iter().next().unwrap();
    let summary = ImportSummary { added: 7, updated: 5, unchanged: 4, kept: 3, warnings: 6, ..Default::default() };
    let path = Path::new("/tmp/Zyxwa-kept");
    let mut wrong = Vec::new();
    for lang in Language::ALL {
        let mut c = |what: &str, text: String, said: &[&str]| wrong.extend(check(lang, what, &text, said));
        // The table.
        c("turn-of", turn_of(lang, NAME), &[NAME]);
        c("round-phase", round_phase(lang, 7, OTHER), &["7", OTHER]);
        // The words beside the big number: the count only picks the plural.
        c("actions-left", actions_left(lang, 3), &[]);
        c("end-turn-unused", end_turn_unused(lang, 3), &["3"]);
        c("only-mine", only_mine(lang, NAME), &[NAME]);
        c("wiz-wreck-pending", wreck_pending(lang, &game, figure), &[&figure_name]);
        c("figures-hidden", figures_hidden(lang, 7), &["7"]);
        c("clock-limit", clock_limit(lang, 45), &["45"]);
        c("click-status", click_status(lang, 7, 5), &["7", "5"]);
        c("click-short", click_short(lang, 7, 5), &["7", "5"]);
        c("card-open", card_open(lang, NAME), &[NAME]);
        c("dial-mount", dial_mount(lang, NAME), &[NAME]);
        c("dial-rider", dial_rider(lang, NAME), &[NAME]);
        c("unit-name", unit_name(lang, NAME, OTHER), &[NAME, OTHER]);
        c("wiz-aboard", aboard(lang, NAME), &[NAME]);
        c("card-captive-of", captive_of(lang, NAME), &[NAME]);
        c("card-holds-captive", holds_captive(lang, NAME), &[NAME]);
        c("tokens-label", tokens_label(lang, 2), &["2"]);
        c("attack-only-target", attack_only_target(lang, &game, figure), &[&figure_name]);
        c("attack-pick-targets", attack_pick_targets(lang, 3), &["3"]);
        c("attack-needs", attack_needs(lang, 9), &["9"]);
        c("attack-pick-section", attack_pick_section(lang, &game, figure), &[&figure_name]);
        let ability = |a: Ability| dialkeeper_i18n::Catalog::get().text(lang, a.message_id());
        let flame = ability(Ability::FlameLightning);
        c("dice-use-ability", dice_use_ability(lang, Ability::FlameLightning), &[&flame]);
        c("dice-damage-die", dice_damage_die(lang, Ability::FlameLightning), &[&flame]);
        c("dice-defended-by", dice_defended_by(lang), &[&ability(Ability::Defend)]);
        c("dice-enhanced-by", dice_enhanced_by(lang), &[&ability(Ability::MagicEnhancement)]);
        c("dice-dodge-die", dice_dodge_die(lang), &[&ability(Ability::Dodge)]);
        c("dice-move-and-attack", dice_move_and_attack(lang, Ability::FlameLightning), &[&flame]);
        c("attack-mounted", attack_mounted(lang, Proficiency::Trample), &[&proficiency_label(lang, Proficiency::Trample)]);
        c("attack-roll-result", attack_roll_result(lang, 3, 2), &["2"]);
        c("redone-what", redone_what(lang, NAME), &[NAME]);
        c("undone-what", undone_what(lang, NAME), &[NAME]);
        c("error-not-saved", not_saved(lang, &Fault::Full), &[&fault_sentence(lang, &Fault::Full)]);
        // Games, backups, moving, score, settings.
        c("game-summary", game_summary(lang, &[NAME.into(), OTHER.into()], 300), &[NAME, OTHER, "300"]);
        c("error-open-game", open_game_failed(lang, &Fault::Full), &[&fault_sentence(lang, &Fault::Full)]);
        c("error-export", export_failed(lang, ExportFault::Full), &[&export_fault(lang, ExportFault::Full)]);
        c("feed-read-failed", file_read_failed(lang), &[]);
        c("exported-to", exported_to(lang, NAME), &[NAME]);
        c("damaged-file-saved", damaged_file_saved(lang, NAME), &[NAME]);
        c("move-saved-to", move_saved_to(lang, NAME), &[NAME]);
        c("move-loaded", move_loaded(lang, 7, 5, 3), &["7", "5", "3"]);
        c("backups-last", backups_last(lang, 0, 5 * 60), &["5"]);
        c("backups-how", backups_how(lang), &[&crate::session::BACKUPS_KEPT.to_string(), &crate::session::BACKUP_EVERY.to_string()]);
        c("backups-row", backups_row(lang, 0, 5 * 60, 7), &["5", "7"]);
        c("backups-restore-confirm", backups_restore_confirm(lang, 0, 5 * 60), &["5"]);
        c("backups-restored", backups_restored(lang, 0, 5 * 60, path), &["5", "Zyxwa-kept"]);
        c("rematch-name", rematch_name(lang, NAME), &[NAME]);
        c("score-played", score_played(lang, 65_000), &["01:05"]);
        c("score-points", score_points(lang, 270), &["270"]);
        c("score-objectives", score_objectives(lang, 3), &["3"]);
        c("keep-awake-refused", keep_awake_refused(lang), &[]);
        c("settings-version", settings_version(lang, "9.8.7"), &["9.8.7"]);
        c("floor-reason", floor_reason(lang, NAME), &[NAME]);
        // Building a game, armies, the picker, the catalog, the editor.
        c("points", points(lang, 45), &["45"]);
        c("new-game-last-table", new_game_last_table(lang, &[NAME, "Qwyx", "Vlorp"]), &[NAME, "Qwyx", "Vlorp"]);
        c("names-list", names_list(lang, &[NAME, "Qwyx"]), &[NAME, "Qwyx"]);
        let charge = Stat { value: StatValue::Number(9), ability: Some(Ability::Charge) };
        let skull = Stat { value: StatValue::Skull, ability: None };
        let charge_name = ability_name(lang, Ability::Charge);
        c("stat-with-ability", stat_title(lang, StatSlot::Speed, charge), &[&charge_name]);
        c("stat-spoken-ability", stat_spoken(lang, StatSlot::Speed, charge), &["9", &charge_name]);
        c("stat-spoken", stat_spoken(lang, StatSlot::Attack, skull), &[&dialkeeper_i18n::Catalog::get().text(lang, "stat-skull")]);
        c("section-pair", section_pair(lang, Section::Front, Section::Left), &[&section_label(lang, Section::Left)]);
        c("game-size-actions", game_size_actions(lang, 700), &["7"]);
        c("time-limit-option", time_limit_option(lang, 45), &["45"]);
        c("player-default-name", player_default_name(lang, 3), &["3"]);
        c("build-total", build_total(lang, 270, 300), &["270", "300"]);
        c("paired-alone", paired_alone(lang, NAME, OTHER), &[NAME, OTHER]);
        c("army-option", army_option(lang, NAME, 300, 7), &[NAME, "300", "7"]);
        c("army-saved", army_saved(lang, NAME), &[NAME]);
        c("army-imported", army_imported(lang, NAME), &[NAME]);
        c("army-deleted", army_deleted(lang, NAME), &[NAME]);
        c("army-delete-question", army_delete_question(lang, NAME), &[NAME]);
        c("army-exported", army_exported(lang, NAME), &[NAME]);
        c("pick-added", pick_added(lang, NAME), &[NAME]);
        c("pick-more", pick_more(lang, 7, 13), &["7", "13"]);
        c("catalog-option", catalog_option(lang, NAME, 45), &[NAME, "45"]);
        c("figures-count", figures_count(lang, 7), &["7"]);
        let range = def.range.to_string();
        c("figure-facts", figure_facts(lang, &def), &[&def.set, &def.collector_number, &range]);
        c("import-summary", import_summary(lang, &summary), &["7", "5", "4"]);
        c("import-kept-edits", import_kept_edits(lang, 3), &["3"]);
        c("import-warnings", import_warnings(lang, 6), &["6"]);
        c("editor-title-edit", editor_title_edit(lang, NAME), &[NAME]);
        c("editor-saved", editor_saved(lang, NAME), &[NAME]);
        c("editor-delete-confirm", editor_delete_confirm(lang, NAME), &[NAME]);
        c("editor-remove-click", editor_remove_click(lang, 7), &["7"]);
        c("editor-ability-for", editor_ability_for(lang, NAME), &[NAME]);
        // The wizards' answers.
        c("wiz-taken", wizard_taken(lang, &game, Opt::Number(7)), &["7"]);
        c("wiz-taken", wizard_taken(lang, &game, Opt::Figure(figure)), &[&figure_name, "Ana"]);
        let front = section_label(lang, dialkeeper_core::Section::Front);
        let rear = section_label(lang, dialkeeper_core::Section::Rear);
        c(
            "wiz-pair",
            wizard_answer(lang, &game, Opt::Pair(dialkeeper_core::Section::Front, dialkeeper_core::Section::Rear)),
            &[&front, &rear],
        );
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
