//! The base game's army rule and its end: CORE-17 (unique figures), CORE-18 (how a game
//! ends, with its clock) and CORE-19 (victory points), one or more tests each.

use crate::colossal_support;

use colossal_support::*;
use dialkeeper_core::*;

const MINUTE: i64 = 60_000;
const ANA: PlayerId = PlayerId(0);
const BEN: PlayerId = PlayerId(1);

fn unique(name: &str) -> FigureDef {
    FigureDef { rank: Rank::Unique, ..soldier(name, 2, None) }
}

/// Players named Ana, Ben, … fielding the given armies in a 1000-point game.
fn setup(armies: Vec<Vec<FigureDef>>) -> Setup {
    let names = ["Ana", "Ben", "Cai"];
    let players = armies
        .into_iter()
        .zip(names)
        .map(|(army, name)| PlayerSetup { name: name.into(), army: army.into_iter().map(ArmyFigure::new).collect() })
        .collect();
    Setup { game_size: 1000, players, ..Default::default() }
}

/// Ana's soldier #0 against Ben's two soldiers #1 and #2, the clock started at 0 with a
/// 30-minute limit.
fn timed() -> Game {
    let mut s = setup(vec![vec![soldier("Ana's", 4, None)], vec![soldier("Ben's", 4, None), soldier("Ben's too", 4, None)]]);
    s.time_limit = Some(30);
    s.started_at = Some(0);
    Game::new(s).unwrap()
}

fn end(reason: EndReason, at: i64) -> Command {
    Command::EndGame { reason, at, objectives: vec![] }
}

fn knock_out(game: &mut Game, figure: u16) {
    ok(game, Command::Damage { figure: FigureId(figure), dial: 0, clicks: 9 });
}

#[test]
fn core_17_a_unique_figure_appears_once_per_army() {
    let twice = setup(vec![vec![unique("Lord Vorn"), soldier("S", 2, None), unique("lord vorn ")], vec![soldier("S", 2, None)]]);
    let e = Game::new(twice).unwrap_err();
    assert_eq!(e, SetupError::UniqueTwice { player: ANA, index: 2 });
    assert_eq!(e.rule(), Some(RuleId::Core17));
    let fine =
        setup(vec![vec![unique("Lord Vorn"), unique("Lady Ash"), soldier("S", 2, None), soldier("S", 2, None)], vec![unique("Lord Vorn")]]);
    assert!(Game::new(fine).is_ok(), "other unique figures, ordinary copies and an opponent's copy are fine");
}

#[test]
fn core_18_a_player_facing_no_opposing_figure_may_end_the_game() {
    let mut game = timed();
    knock_out(&mut game, 1);
    let conquest = EndReason::Conquest { winner: ANA };
    assert_eq!(game.endings(MINUTE), vec![]);
    let v = refused(&mut game, end(conquest, MINUTE));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::OpponentsLeft { winner: ANA, figure: FigureId(2) }, RuleId::Core18));
    knock_out(&mut game, 2);
    assert_eq!(game.endings(MINUTE), vec![conquest], "the table is offered the end");
    assert_eq!(ok(&mut game, end(conquest, MINUTE)), vec![Event::GameWon { winner: ANA }]);
    assert_eq!(game.ended().map(|e| e.reason), Some(conquest));
    assert_eq!(refused(&mut game, Command::EndTurn), RuleViolation::GameOver, "nothing is played after the end");
    game.undo();
    assert!(game.ended().is_none(), "ending is undone like any command");
    ok(&mut game, Command::EndTurn);
}

#[test]
fn core_18_a_conquest_needs_opponents() {
    let mut solo = Game::new(setup(vec![vec![soldier("Alone", 2, None)]])).unwrap();
    let v = refused(&mut solo, end(EndReason::Conquest { winner: ANA }, 0));
    assert_eq!(v, RuleViolation::NoOpponents { winner: ANA });
    assert_eq!(solo.endings(0), vec![]);
}

#[test]
fn core_18_the_time_limit_counts_the_clock_less_its_pauses() {
    let mut game = timed();
    assert_eq!(game.clock_ms(12 * MINUTE), Some(12 * MINUTE));
    assert_eq!(refused(&mut game, end(EndReason::TimeUp, 29 * MINUTE + 1)), RuleViolation::TimeLeft { minutes: 1 });
    ok(&mut game, Command::PauseClock { at: 10 * MINUTE });
    assert!(game.clock_paused());
    assert_eq!(game.clock_ms(15 * MINUTE), Some(10 * MINUTE), "a paused clock stands still");
    assert_eq!(refused(&mut game, Command::PauseClock { at: 11 * MINUTE }), RuleViolation::ClockPaused);
    ok(&mut game, Command::ResumeClock { at: 20 * MINUTE });
    assert_eq!(refused(&mut game, Command::ResumeClock { at: 21 * MINUTE }), RuleViolation::ClockRunning);
    assert_eq!(game.clock_ms(35 * MINUTE), Some(25 * MINUTE));
    assert_eq!(refused(&mut game, end(EndReason::TimeUp, 35 * MINUTE)), RuleViolation::TimeLeft { minutes: 5 });
    assert_eq!(game.endings(40 * MINUTE), vec![EndReason::TimeUp]);
    assert_eq!(ok(&mut game, end(EndReason::TimeUp, 41 * MINUTE)), vec![Event::TimeRanOut]);
    assert_eq!(game.clock_ms(90 * MINUTE), Some(31 * MINUTE), "the clock stops at the end");
    assert_eq!(refused(&mut game, Command::PauseClock { at: 95 * MINUTE }), RuleViolation::GameOver);
}

#[test]
fn core_18_the_clock_survives_a_reload_because_it_is_instants() {
    let mut game = timed();
    ok(&mut game, Command::PauseClock { at: 5 * MINUTE });
    ok(&mut game, Command::ResumeClock { at: 8 * MINUTE });
    let back = Game::from_record(serde_json::from_str(&serde_json::to_string(&game.record()).unwrap()).unwrap()).unwrap();
    assert_eq!(back.clock_ms(60 * MINUTE), Some(57 * MINUTE));
    assert_eq!(game.clock_ms(-MINUTE), Some(0), "a clock set back counts no time");
}

#[test]
fn core_18_without_a_limit_condition_or_clock_the_engine_says_so() {
    let mut game = Game::new(setup(vec![vec![soldier("A", 2, None)], vec![soldier("B", 2, None)]])).unwrap();
    assert_eq!(game.clock_ms(MINUTE), None, "a game from before the clock has none");
    assert_eq!(refused(&mut game, end(EndReason::TimeUp, MINUTE)), RuleViolation::NoTimeLimit);
    assert_eq!(refused(&mut game, end(EndReason::Condition, MINUTE)), RuleViolation::NoCondition);
    assert_eq!(refused(&mut game, Command::PauseClock { at: MINUTE }), RuleViolation::NoClock);
    let v = refused(&mut game, Command::EndGame { reason: EndReason::Stopped, at: MINUTE, objectives: vec![1] });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ObjectivesPerPlayer { players: 2 }, RuleId::Core19));
    assert_eq!(ok(&mut game, end(EndReason::Stopped, MINUTE)), vec![Event::GameStopped], "players may always stop");
}

#[test]
fn core_18_an_agreed_condition_is_the_players_word() {
    let mut s = setup(vec![vec![soldier("A", 2, None)], vec![soldier("B", 2, None)]]);
    s.condition = "Hold the bridge for three rounds".into();
    let mut game = Game::new(s).unwrap();
    assert_eq!(ok(&mut game, end(EndReason::Condition, 0)), vec![Event::ConditionMet]);
}

/// Games and exported files from before the game's end load as they were: the new setup
/// fields default, and a setup without them is written without them.
#[test]
fn core_18_an_old_record_still_loads() {
    let def = serde_json::to_string(&soldier("Old", 2, None)).unwrap();
    // As text, as a store row or a file holds it (a command's tag first).
    let text = format!(
        r#"{{"setup": {{"game_size": 200, "players": [{{"name": "Ana", "army": [{{"figure": {def}}}]}}, {{"name": "Ben", "army": [{{"figure": {def}}}]}}]}},
            "applied": [{{"command": "damage", "figure": 1, "dial": 0, "clicks": 2}}, {{"command": "end-turn"}}]}}"#
    );
    let (record, old): (GameRecord, serde_json::Value) = (serde_json::from_str(&text).unwrap(), serde_json::from_str(&text).unwrap());
    let game = Game::from_record(record.clone()).unwrap();
    assert_eq!((game.setup().time_limit, game.setup().condition.as_str(), game.setup().started_at), (None, "", None));
    assert_eq!(game.state().figure(FigureId(1)).clicks[0], 2);
    assert_eq!(serde_json::to_value(&record).unwrap()["setup"], old["setup"], "nothing new is written for an old setup");
}

#[test]
fn core_19_an_eliminated_opposing_figure_scores_for_the_player_whose_turn_felled_it() {
    let mut game = timed();
    knock_out(&mut game, 1); // in Ana's turn
    ok(&mut game, Command::EndTurn);
    knock_out(&mut game, 2); // Ben's own figure, in Ben's turn: it fell to no opponent
    knock_out(&mut game, 0); // Ana's figure, in Ben's turn
    ok(&mut game, Command::EndGame { reason: EndReason::Stopped, at: MINUTE, objectives: vec![0, 2] });
    let score = game.score().unwrap();
    let line = |figure: u16, points: u16| ScoreLine { figure: FigureId(figure), why: Scored::Eliminated, points };
    assert_eq!(score.players[0].lines, vec![line(1, 40), line(2, 40)], "the one opponent takes what fell by itself");
    assert_eq!(score.players[1].lines, vec![line(0, 40)]);
    assert_eq!((score.players[0].total(), score.players[1].objectives), (80, 2));
    assert_eq!(score.winners(), vec![ANA]);
}

#[test]
fn core_19_with_several_opponents_a_figure_that_fell_by_itself_is_shared() {
    let army = |n: &str| vec![soldier(n, 2, None)];
    let mut game = Game::new(setup(vec![army("A"), army("B"), army("C")])).unwrap();
    knock_out(&mut game, 0); // Ana's own, in Ana's turn
    let score = game.score_with(&[]);
    assert_eq!(score.players.iter().map(PlayerScore::total).collect::<Vec<_>>(), vec![0, 20, 20]);
}

#[test]
fn core_19_a_colossal_still_standing_scores_by_col_09_only_when_objectives_are_level() {
    let mut game = duel(); // Ana: colossal #0, soldier #1; Ben: colossal #2, soldier #3
    damage(&mut game, 2, Section::Front, 3); // 2 skulls
    damage(&mut game, 2, Section::Left, 2); // 1 skull: 3 in all
    let level = game.score_with(&[1, 1]);
    assert_eq!(level.players[0].lines, vec![ScoreLine { figure: FigureId(2), why: Scored::Colossal, points: 150 }]);
    assert!(level.players[1].lines.is_empty(), "an undamaged colossal gives nothing");
    let ahead = game.score_with(&[2, 1]);
    assert!(ahead.players[0].lines.is_empty(), "a player ahead on objectives: colossals do not score");
    assert_eq!(ahead.winners(), vec![ANA], "objectives break the tie");
    assert_eq!(game.score_with(&[1, 1]).winners(), vec![ANA]);
    assert_eq!(game.score_with(&[0, 0]).ranking()[1].player, BEN);
}

#[test]
fn core_19_a_tie_on_points_and_objectives_has_several_winners() {
    let game = duel();
    assert_eq!(game.score_with(&[]).winners(), vec![ANA, BEN]);
    assert!(game.score().is_none(), "a game still in play has no final score");
}

/// A capture attack by Ana's soldier on Ben's soldier `target` (a 12 always hits).
fn capture(game: &mut Game, target: u16) {
    let roll = Some(ActionRoll::Capture { target: FigureId(target), two_d6: 12, modifier: 0 });
    ok(game, Command::GiveAction { figure: FigureId(0), action: ActionKind::Close, roll });
}

#[test]
fn core_19_a_captive_scores_for_its_captors_player_and_counts_as_out_of_play() {
    let mut game = timed();
    capture(&mut game, 1);
    knock_out(&mut game, 2);
    // Every opposing figure is eliminated or captured: the game may end (CORE-18).
    let conquest = EndReason::Conquest { winner: ANA };
    assert_eq!(game.endings(MINUTE), vec![conquest]);
    ok(&mut game, end(conquest, MINUTE));
    let score = game.score().unwrap();
    assert!(
        score.players[0].lines.contains(&ScoreLine { figure: FigureId(1), why: Scored::Captive, points: 40 }),
        "{:?}",
        score.players[0].lines
    );
    assert_eq!(score.players[0].total(), 80);
}
