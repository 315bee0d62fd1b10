//! The table's cards: which figures get one, and in what order. The current player's
//! come first, then the others in seat order after them, each player's by figure id; a
//! mounted rider rides on its mount's card. "Only mine" and the name search narrow the
//! list and never reorder it, so a card never jumps under the player's finger.

use dialkeeper_core::{FigureId, Game, PlayerId};
use dialkeeper_i18n::Language;

/// What the table draws: each card's figure and its owner, in order, and how many cards
/// the narrowing hides (said under the list, so no figure seems lost).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cards {
    /// The cards drawn, in order.
    pub shown: Vec<(FigureId, PlayerId)>,
    /// How many cards "only mine" and the search hide.
    pub hidden: usize,
}

/// What narrows the table.
#[derive(Debug, Clone, Copy, Default)]
pub struct Narrowed<'a> {
    /// Only this player's cards ("only mine"), or every player's.
    pub only: Option<PlayerId>,
    /// Only the cards whose names hold every word typed; empty: every card.
    pub find: &'a str,
}

/// The cards of `game` as the table draws them, narrowed by `narrowed`.
pub fn cards(lang: Language, game: &Game, narrowed: Narrowed) -> Cards {
    let current = usize::from(game.state().turn.player.0);
    let seats = game.setup().players.len().max(1);
    let mut order: Vec<(FigureId, PlayerId)> = game
        .figure_ids()
        .filter(|&id| game.state().figure(id).mount.is_none())
        .filter_map(|id| Some((id, game.figure(id)?.owner)))
        .collect();
    order.sort_by_key(|&(id, owner)| ((usize::from(owner.0) + seats - current) % seats, id.0));
    let find = narrowed.find.trim();
    let shown: Vec<(FigureId, PlayerId)> = order
        .iter()
        .copied()
        .filter(|&(_, owner)| narrowed.only.is_none_or(|only| owner == only))
        .filter(|&(id, _)| find.is_empty() || names_match(lang, game, id, find))
        .collect();
    Cards { hidden: order.len() - shown.len(), shown }
}

/// Whether a card answers a search: the figure's name as the card shows it (numbered among
/// copies), or its rider's, holds every word typed (case and accents folded, as the
/// figures screen folds them).
fn names_match(lang: Language, game: &Game, id: FigureId, typed: &str) -> bool {
    let names: String = [Some(id), game.state().figure(id).rider]
        .into_iter()
        .flatten()
        .map(|f| crate::text::figure_name(lang, game, f))
        .collect::<Vec<_>>()
        .join(" ");
    let names = dialkeeper_i18n::fold(&names);
    dialkeeper_i18n::fold(typed).split_whitespace().all(|word| names.contains(word))
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ArmyFigure, Command, PlayerSetup, Setup};

    use super::*;

    /// Three players: Ana with a cavalry unit (the Ashen Lancer on the Cinder Warhorse)
    /// and two spearmen; Ben with an archer and a colossus; Chloé with two spearmen.
    fn table() -> Game {
        let pick = |name: &str| ArmyFigure::new(crate::wizard::fixtures::def(name));
        let rider = ArmyFigure { rides: Some(1), ..pick("Ashen Lancer") };
        let army = |names: &[&str]| names.iter().map(|n| pick(n)).collect::<Vec<_>>();
        let mut ana = vec![rider, pick("Cinder Warhorse")];
        ana.extend(army(&["Tidewatch Spearman", "Tidewatch Spearman"]));
        let players = vec![
            PlayerSetup { name: "Ana".into(), army: ana },
            PlayerSetup { name: "Ben".into(), army: army(&["Emberline Archer", "Basalt Colossus"]) },
            PlayerSetup { name: "Chloé".into(), army: army(&["Tidewatch Spearman", "Tidewatch Spearman"]) },
        ];
        Game::new(Setup { game_size: 1000, players, ..Default::default() }).unwrap()
    }

    /// The same table with each player's turn in turn.
    fn every_turn() -> Vec<Game> {
        let mut game = table();
        let mut turns = vec![game.clone()];
        for _ in 1..game.setup().players.len() {
            game.try_apply(Command::EndTurn).unwrap();
            turns.push(game.clone());
        }
        let currents: Vec<u8> = turns.iter().map(|g| g.state().turn.player.0).collect();
        assert_eq!(currents, [0, 1, 2], "each player's turn once");
        turns
    }

    fn owners(cards: &Cards) -> Vec<u8> {
        cards.shown.iter().map(|(_, owner)| owner.0).collect()
    }

    #[test]
    fn every_figure_has_one_card_but_a_mounted_rider_which_rides_on_its_mount() {
        for game in every_turn() {
            let cards = cards(Language::En, &game, Narrowed::default());
            assert_eq!(cards.hidden, 0);
            for id in game.figure_ids() {
                let count = cards.shown.iter().filter(|(f, _)| *f == id).count();
                let mounted = game.state().figure(id).mount.is_some();
                assert_eq!(count, usize::from(!mounted), "{id}: {count} cards");
                if let Some(at) = cards.shown.iter().find(|(f, _)| *f == id) {
                    assert_eq!(Some(at.1), game.figure(id).map(|f| f.owner), "{id}: drawn as another player's");
                }
            }
        }
    }

    #[test]
    fn the_current_players_cards_come_first_then_the_seats_after_them() {
        for game in every_turn() {
            let current = game.state().turn.player.0;
            let cards = cards(Language::En, &game, Narrowed::default());
            let seats: Vec<u8> = (0..3).map(|n| (current + n) % 3).collect();
            let mut owners = owners(&cards);
            owners.dedup();
            assert_eq!(owners, seats, "{current}'s turn");
            // Each player's by figure id.
            for seat in seats {
                let ids: Vec<u16> = cards.shown.iter().filter(|(_, o)| o.0 == seat).map(|(f, _)| f.0).collect();
                assert!(ids.is_sorted(), "{seat}: {ids:?}");
            }
        }
    }

    #[test]
    fn narrowing_hides_cards_and_never_reorders_the_rest() {
        let names = ["", "spear", "SPEARMAN 2", "ashen", "warhorse", "lancer cinder", "colossus", "chloé", "nobody", "  "];
        for game in every_turn() {
            let all = cards(Language::En, &game, Narrowed::default());
            for only in [None, Some(PlayerId(0)), Some(PlayerId(1)), Some(PlayerId(2))] {
                for find in names {
                    let narrowed = cards(Language::En, &game, Narrowed { only, find });
                    let kept: Vec<_> = all.shown.iter().filter(|card| narrowed.shown.contains(card)).copied().collect();
                    assert_eq!(kept, narrowed.shown, "{only:?} {find:?}: reordered");
                    assert_eq!(narrowed.hidden, all.shown.len() - narrowed.shown.len(), "{only:?} {find:?}");
                    assert!(narrowed.shown.iter().all(|(_, owner)| only.is_none_or(|o| o == *owner)), "{only:?} {find:?}");
                }
            }
        }
    }

    #[test]
    fn the_search_finds_a_card_by_every_word_of_its_names_or_its_riders() {
        let game = table();
        let found =
            |find: &str| -> Vec<u16> { cards(Language::En, &game, Narrowed { only: None, find }).shown.iter().map(|(f, _)| f.0).collect() };
        // The rider (0) rides on the warhorse (1): its name finds the warhorse's card.
        assert_eq!(found("ashen"), vec![1]);
        assert_eq!(found("lancer cinder"), vec![1], "words from both names of one card");
        assert_eq!(found("ÀSHEN"), vec![1], "case and accents folded");
        assert_eq!(found("spearman"), vec![2, 3, 6, 7]);
        assert_eq!(found("spearman archer"), Vec::<u16>::new(), "every word, on one card");
        assert_eq!(found("  "), found(""), "blank is no search");
        assert!(found("chloé").is_empty(), "a player's name is not a figure's");
    }
}
