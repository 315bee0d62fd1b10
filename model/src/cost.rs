//! What an action will cost the figure given it, said before the tap (issue 48): in Mage
//! Knight, pushing is a choice a player weighs before acting. The engine decides: the
//! command a tap would send is planned on the game as it is (nothing changes), and the
//! pushing damage its plan deals is the cost.

use dialkeeper_core::{DamageCause, Event, FigureId, Game};

use dialkeeper_core::Command;

/// Pushing damage a command would deal, and to whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Push {
    /// The figure pushed.
    pub figure: FigureId,
    /// Clicks of pushing damage (CORE-07).
    pub clicks: u8,
}

/// The pushing damage `command` would deal now, if the engine accepts it and it deals
/// any: a figure that still carries last turn's token takes a click after its action
/// (CORE-07); a cavalry unit takes none for its second token (CAV-10).
pub fn pushing(game: &Game, command: Command) -> Option<Push> {
    let planned = game.plan(command).ok()?;
    let mut pushed = None::<Push>;
    for event in planned.events() {
        if let Event::Damaged { figure, from, to, cause: DamageCause::Pushing, .. } = event {
            let clicks = to.saturating_sub(*from);
            let p = pushed.get_or_insert(Push { figure: *figure, clicks: 0 });
            p.clicks += clicks;
        }
    }
    pushed.filter(|p| p.clicks > 0)
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ActionKind, ArmyFigure, PlayerSetup, Setup};

    use super::*;

    fn game() -> Game {
        let demo = crate::demo::figures();
        let pick = |name: &str| ArmyFigure::new(demo.iter().find(|f| f.name == name).unwrap().clone());
        let players = vec![
            PlayerSetup { name: "Ana".into(), army: vec![pick("Emberline Archer")] },
            PlayerSetup { name: "Ben".into(), army: vec![pick("Ironbark Sentinel")] },
        ];
        Game::new(Setup { game_size: 300, players, ..Default::default() }).unwrap()
    }

    fn act(game: &mut Game, command: Command) {
        game.try_apply(command).unwrap();
    }

    /// CORE-07: the walk gave the archer an action, ended the turn twice, and learned of
    /// the pushing only from the snackbar after the tap.
    #[test]
    fn core_07_an_action_on_a_figure_with_last_turns_token_costs_a_click() {
        let mut game = game();
        let archer = FigureId(0);
        let give = |action| Command::GiveAction { figure: archer, action, roll: None };
        assert_eq!(pushing(&game, give(ActionKind::Move)), None, "no token: no push");
        act(&mut game, give(ActionKind::Move));
        act(&mut game, Command::EndTurn);
        act(&mut game, Command::EndTurn);
        assert_eq!(game.state().figure(archer).tokens, 1, "the token carried into the next turn");
        assert_eq!(pushing(&game, give(ActionKind::Ranged)), Some(Push { figure: archer, clicks: 1 }));
        assert_eq!(pushing(&game, give(ActionKind::Move)), Some(Push { figure: archer, clicks: 1 }));
        // Nothing changed by asking.
        assert_eq!(game.state().figure(archer).tokens, 1);
    }

    #[test]
    fn a_refused_action_costs_nothing_said() {
        let game = game();
        // Not Ben's turn: refused, so no cost is said.
        assert_eq!(pushing(&game, Command::GiveAction { figure: FigureId(1), action: ActionKind::Move, roll: None }), None);
    }
}
