//! Shared by the kill test (`tests/kill.rs`) and the store benchmark (`benches/store.rs`,
//! which includes this file by path): a 40-figure game and an endless stream of legal
//! operations on it, so both measure and break the store on a realistic game.
#![allow(dead_code)] // each includer uses its own part

use dialkeeper_core::{
    ActionKind, ArmyFigure, Click, Command, Dial, FigureDef, FigureId, FigureKind, Game, PlayerSetup, Rank, Setup, SpeedType,
};
use dialkeeper_store::Op;

/// Figures per player.
const SIDE: u16 = 20;

/// A plain 10-point figure with an eight-click dial.
fn figure(i: u16) -> FigureDef {
    let mut clicks: Vec<Click> = (0..8).map(|c| Click::plain(8, 9, 16 - c, 2)).collect();
    clicks.push(Click::KO);
    FigureDef {
        name: format!("Figure {i}"),
        collector_number: i.to_string(),
        set: "Store test".into(),
        factions: vec!["Atlantis Guild".into()],
        rank: Rank::Standard,
        points: 10,
        range: 8,
        targets: 1,
        speed_type: SpeedType::Boot,
        proficiencies: vec![],
        dials: vec![Dial::new(clicks, 0).unwrap()],
        kind: FigureKind::Standard,
    }
}

/// 40 figures, 20 a side, in a 400-point game (4 actions a turn), as in the engine bench.
pub fn setup() -> Setup {
    let army = |from: u16| (from..from + SIDE).map(|i| ArmyFigure::new(figure(i))).collect();
    Setup {
        game_size: 400,
        players: vec![PlayerSetup { name: "A".into(), army: army(0) }, PlayerSetup { name: "B".into(), army: army(SIDE) }],
        ..Default::default()
    }
}

/// The commands of turn `t` (0-based, players alternating): four actions, one click of
/// damage to an opposing figure and its heal, end of turn. A player's turns alternate
/// between two groups of four figures, so a figure never acts twice running: its token
/// clears and no pushing damage builds up, and the stream stays legal for ever.
fn turn(t: u64) -> [Command; 7] {
    let player = (t % 2) as u16;
    let group = ((t / 2) % 2) as u16;
    let own = |i: u16| FigureId(player * SIDE + group * 4 + i);
    let act = |i, action| Command::GiveAction { figure: own(i), action, roll: None };
    let target = FigureId((1 - player) * SIDE + (t / 2 % u64::from(SIDE)) as u16);
    [
        act(0, ActionKind::Move),
        act(1, ActionKind::Close),
        Command::Damage { figure: target, dial: 0, clicks: 1 },
        Command::Heal { figure: target, dial: 0, clicks: 1 },
        act(2, ActionKind::Special),
        act(3, ActionKind::Move),
        Command::EndTurn,
    ]
}

/// An endless stream of legal commands for [`setup`].
pub fn commands() -> impl Iterator<Item = Command> {
    (0..).flat_map(turn)
}

/// An endless stream of legal operations for [`setup`]: the [`commands`], and in two
/// turns out of three the heal is undone, then redone or applied afresh (which clears the
/// redo list), so undo and redo rows are stored and replayed too.
pub fn ops() -> impl Iterator<Item = Op> {
    (0..).flat_map(|t: u64| {
        let [a, b, damage, heal, c, d, end] = turn(t);
        let mut ops = vec![Op::Apply(a), Op::Apply(b), Op::Apply(damage), Op::Apply(heal.clone())];
        match t % 3 {
            0 => ops.extend([Op::Undo, Op::Redo]),
            1 => ops.extend([Op::Undo, Op::Apply(heal)]),
            _ => {}
        }
        ops.extend([Op::Apply(c), Op::Apply(d), Op::Apply(end)]);
        ops
    })
}

/// Plays one operation on a game in memory, as the session does before saving it.
pub fn play(game: &mut Game, op: &Op) {
    match op {
        Op::Apply(command) => {
            game.try_apply(command.clone()).expect("the stream is legal");
        }
        Op::Undo => {
            game.undo().expect("something to undo");
        }
        Op::Redo => {
            game.redo().expect("something to redo");
        }
    }
}

/// The game after the first `n` operations of [`ops`].
pub fn game_after(n: usize) -> Game {
    let mut game = Game::new(setup()).unwrap();
    ops().take(n).for_each(|op| play(&mut game, &op));
    game
}
