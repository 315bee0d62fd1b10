//! How fast the engine applies and undoes commands on a 40-figure game.
//! Target (issue 2): at least 1,000,000 commands per second.
#![allow(clippy::disallowed_methods, reason = "a native benchmark times itself (never in the app)")]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dialkeeper_core::*;
use std::hint::black_box;

fn figure(i: u16) -> FigureDef {
    let mut clicks: Vec<Click> = (0..8).map(|c| Click::plain(8, 9, 16 - c, 2)).collect();
    clicks.push(Click::KO);
    FigureDef {
        name: format!("Figure {i}"),
        collector_number: i.to_string(),
        set: "Bench".into(),
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

/// 40 figures, 20 a side, in a 400-point game (4 actions a turn).
fn game() -> Game {
    let army = |from: u16| (from..from + 20).map(|i| ArmyFigure::new(figure(i))).collect();
    Game::new(Setup {
        game_size: 400,
        players: vec![PlayerSetup { name: "A".into(), army: army(0) }, PlayerSetup { name: "B".into(), army: army(20) }],
        ..Default::default()
    })
    .unwrap()
}

/// A realistic turn: four actions (one an attack), some damage, a heal, end turn.
fn turn(player: u16) -> Vec<Command> {
    let base = player * 20;
    let act = |f: u16, action| Command::GiveAction { figure: FigureId(base + f), action, roll: None };
    vec![
        act(0, ActionKind::Move),
        act(1, ActionKind::Close),
        Command::GiveAction {
            figure: FigureId(base + 2),
            action: ActionKind::Ranged,
            roll: Some(ActionRoll::Attack { targets: vec![FigureId((base + 25) % 40)], two_d6: 8, modifier: 0 }),
        },
        Command::Damage { figure: FigureId((base + 21) % 40), dial: 0, clicks: 1 },
        Command::Heal { figure: FigureId((base + 21) % 40), dial: 0, clicks: 1 },
        act(3, ActionKind::Special),
        Command::EndTurn,
    ]
}

fn bench(c: &mut Criterion) {
    let commands: Vec<Command> = turn(0).into_iter().chain(turn(1)).collect();
    let mut group = c.benchmark_group("engine-40-figures");
    group.throughput(Throughput::Elements(commands.len() as u64 * 2));
    group.bench_function("apply-then-undo", |b| {
        let mut g = game();
        b.iter(|| {
            for cmd in &commands {
                black_box(g.try_apply(cmd.clone()).unwrap());
            }
            for _ in &commands {
                g.undo();
            }
        })
    });
    group.finish();
    // Print the headline figure plainly for BENCHMARKS.md.
    let mut g = game();
    let rounds = 20_000;
    let start = std::time::Instant::now();
    for _ in 0..rounds {
        for cmd in &commands {
            black_box(g.try_apply(cmd.clone()).unwrap());
        }
        for _ in &commands {
            g.undo();
        }
    }
    let ops = (rounds * commands.len() * 2) as f64;
    println!("P0 core: {:.0} commands/s (apply + undo, 40-figure game; target >= 1,000,000)", ops / start.elapsed().as_secs_f64());
}

criterion_group!(benches, bench);
criterion_main!(benches);
