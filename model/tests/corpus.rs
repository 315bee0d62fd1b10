//! Files from earlier builds (`fixtures/corpus/`), read by today's build, for ever.
//!
//! A player's exported games, army files, "Move my games" files and store database are
//! kept on phones and passed between them; a build that renames a serde field or a table
//! column would silently refuse them. So each file here was written once by the build of
//! its day and is never regenerated for a change that breaks it: the tests below load it
//! through the same functions the app uses and replay it to a state written beside it
//! (`*.state.json`) and to facts checked by hand (a turn, a click, a token, the end).
//!
//! The generator is the ignored test `write_corpus`, deterministic (fixed instants, the
//! repository's own demo figures and `fixtures/sample-feed.json`):
//! `cargo test -p dialkeeper-model --test main -- --ignored corpus::write_corpus`. It writes missing files
//! only; add a new file with a new name when a format gains something worth keeping, and
//! leave the old ones as they are. The store database alone carries the instants its rows
//! were written at, which no test reads.

use std::path::{Path, PathBuf};

use dialkeeper_core::{
    ActionAnswers, ActionKind, ActionRoll, ArmyFigure, Command, EndReason, FigureDef, FigureId, Game, PlayerId, PlayerSetup, Section, Setup,
};
use dialkeeper_model::army_file::{ArmyFile, read_army};
use dialkeeper_model::files::{read_export, read_move};
use dialkeeper_store::{ExportFile, Op, Store, snapshot_due};

/// 2026-01-01 00:00 UTC: every game of the corpus starts here.
const START: i64 = 1_767_225_600_000;
const MINUTE: i64 = 60_000;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/corpus")
}

fn demo(name: &str) -> FigureDef {
    dialkeeper_model::demo::figures().into_iter().find(|f| f.name == name).unwrap_or_else(|| panic!("demo figure {name}"))
}

fn sample_feed() -> Vec<FigureDef> {
    let bytes = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/sample-feed.json")).expect("the sample feed");
    dialkeeper_feed::parse(bytes).expect("the sample feed parses").figures.into_iter().map(|f| f.def).collect()
}

/// Ana's demo army: a spearman, and a lancer riding a warhorse (CAV-05).
fn ana_army() -> Vec<ArmyFigure> {
    let mut lancer = ArmyFigure::new(demo("Ashen Lancer"));
    lancer.rides = Some(2);
    vec![ArmyFigure::new(demo("Tidewatch Spearman")), lancer, ArmyFigure::new(demo("Cinder Warhorse"))]
}

/// Ben's demo army: a sentinel, and the chariot at its second point value (COL-02).
fn ben_army() -> Vec<ArmyFigure> {
    let mut chariot = ArmyFigure::new(demo("Sunforge Chariot"));
    chariot.point_value = Some(1);
    vec![ArmyFigure::new(demo("Ironbark Sentinel")), chariot]
}

/// Two sample-feed figures with short dials: the feed's written forms, kept small.
fn feed_pair(from: usize) -> Vec<ArmyFigure> {
    sample_feed().into_iter().skip(from).take(2).map(ArmyFigure::new).collect()
}

/// The demo game: a cavalry unit, a chariot, attacks, a pause, undo and redo.
fn demo_game() -> (Setup, Vec<Op>) {
    let setup = Setup {
        game_size: 200,
        players: vec![PlayerSetup { name: "Ana".into(), army: ana_army() }, PlayerSetup { name: "Ben".into(), army: ben_army() }],
        time_limit: Some(50),
        condition: "Hold the bridge".into(),
        started_at: Some(START),
        ..Setup::default()
    };
    let give = |figure: u16, action, roll| Op::Apply(Command::GiveAction { figure: FigureId(figure), action, roll });
    let attack =
        |targets: &[u16], two_d6| Some(ActionRoll::Attack { targets: targets.iter().map(|&t| FigureId(t)).collect(), two_d6, modifier: 0 });
    let ops = vec![
        // Ana: the spearman strikes the sentinel (Toughness), table damage to a section, a pause.
        give(0, ActionKind::Close, attack(&[3], 8)),
        Op::Apply(Command::Damage { figure: FigureId(4), dial: 2, clicks: 1 }),
        Op::Apply(Command::PauseClock { at: START + 5 * MINUTE }),
        Op::Apply(Command::ResumeClock { at: START + 7 * MINUTE }),
        Op::Apply(Command::EndTurn),
        // Ben: the sentinel strikes the spearman, the chariot's front section moves.
        give(3, ActionKind::Close, attack(&[0], 7)),
        Op::Apply(Command::GiveSectionAction {
            figure: FigureId(4),
            section: Section::Front,
            action: ActionKind::Move,
            roll: None,
            answers: ActionAnswers::default(),
        }),
        Op::Apply(Command::EndTurn),
        // Ana: the cavalry unit moves; a heal is undone and redone; a damage is undone.
        give(2, ActionKind::Move, None),
        Op::Apply(Command::Heal { figure: FigureId(0), dial: 0, clicks: 1 }),
        Op::Undo,
        Op::Redo,
        Op::Apply(Command::Damage { figure: FigureId(4), dial: 1, clicks: 2 }),
        Op::Undo,
    ];
    (setup, ops)
}

/// A short game of sample-feed figures, stopped by the players with objectives entered.
fn feed_game() -> (Setup, Vec<Op>) {
    let setup = Setup {
        game_size: 200,
        players: vec![
            PlayerSetup { name: "Cleo".into(), army: feed_pair(3)[..1].to_vec() },
            PlayerSetup { name: "Dev".into(), army: feed_pair(11)[..1].to_vec() },
        ],
        started_at: Some(START + 60 * MINUTE),
        ..Setup::default()
    };
    let ops = vec![
        Op::Apply(Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: None }),
        Op::Apply(Command::Pass),
        Op::Apply(Command::EndTurn),
        Op::Apply(Command::Damage { figure: FigureId(0), dial: 0, clicks: 2 }),
        Op::Apply(Command::EndTurn),
        Op::Apply(Command::EndGame { reason: EndReason::Stopped, at: START + 90 * MINUTE, objectives: vec![1, 2] }),
    ];
    (setup, ops)
}

fn play(setup: &Setup, ops: &[Op]) -> Game {
    let mut game = Game::new(setup.clone()).expect("a valid setup");
    for (i, op) in ops.iter().enumerate() {
        match op {
            Op::Apply(c) => drop(game.try_apply(c.clone()).unwrap_or_else(|v| panic!("op {i}: {c:?} refused: {v}"))),
            Op::Undo => assert!(game.undo().is_some(), "op {i}: undo"),
            Op::Redo => assert!(game.redo().is_some(), "op {i}: redo"),
        }
    }
    game
}

fn pretty(value: &impl serde::Serialize) -> String {
    serde_json::to_string_pretty(value).expect("serializes") + "\n"
}

fn read(name: &str) -> String {
    std::fs::read_to_string(corpus().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn json(name: &str) -> serde_json::Value {
    serde_json::from_str(&read(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The state a game replays to must be the one written beside it, field for field.
fn assert_state(game: &Game, name: &str) {
    let expected = json(name);
    assert_eq!(serde_json::to_value(game.state()).unwrap(), expected, "{name}: the replayed state differs");
}

#[test]
#[ignore = "writes fixtures/corpus: run by hand, once per new file"]
fn write_corpus() {
    let dir = corpus();
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, text: String| {
        // A file once written is never rewritten: it stands for the build of its day.
        let path = dir.join(name);
        if !path.exists() {
            std::fs::write(path, text).unwrap();
        }
    };
    let games = [("game-demo-2026-01", "Demo at the bridge", demo_game()), ("game-feed-2026-01", "Sample feed", feed_game())];
    // A store as the app leaves it: both games with their undo and redo rows, a finished
    // mark, a saved army, two feed figures in the catalog, a setting. The game files and
    // the move file are its exports, written by the store's own functions.
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("store.db");
    {
        let (mut store, _) = Store::open(&db).unwrap();
        for (file, name, (setup, ops)) in &games {
            let mut stored = store.create_game(name, setup).unwrap();
            let mut game = Game::from_record(stored.record.clone()).unwrap();
            for op in ops {
                match op {
                    Op::Apply(c) => drop(game.try_apply(c.clone()).unwrap()),
                    Op::Undo => drop(game.undo()),
                    Op::Redo => drop(game.redo()),
                }
                let snapshot = snapshot_due(stored.next_seq).then(|| game.record());
                store.append(stored.id, stored.next_seq, op, snapshot.as_ref(), None).unwrap();
                stored.next_seq += 1;
            }
            if game.ended().is_some() {
                store.set_finished(stored.id, true).unwrap();
            }
            assert_eq!(game.state(), play(setup, ops).state());
            write(&format!("{file}.dialkeeper.json"), store.export_game(stored.id).unwrap());
            write(&format!("{file}.state.json"), pretty(game.state()));
        }
        store.save_army(None, "Ana's riders", 200, &ana_army()).unwrap();
        let imported = dialkeeper_feed::parse(std::fs::read(corpus().join("../sample-feed.json")).unwrap()).unwrap();
        let rows: Vec<(Option<i64>, FigureDef)> =
            imported.figures.into_iter().skip(3).take(2).map(|f| (Some(f.feed_id.0 as i64), f.def)).collect();
        store.upsert_figures(&rows).unwrap();
        store.set_settings(&[("language".into(), "de".into())]).unwrap();
        write("move-2026-01.everything.json", store.export_everything().unwrap());
    }
    if !dir.join("store-v3-2026-01.db").exists() {
        std::fs::copy(&db, dir.join("store-v3-2026-01.db")).unwrap();
    }
    write("army-demo-2026-01.army.json", ArmyFile::new("Ana's riders", 200, &ana_army()).to_json());
    write("army-feed-2026-01.army.json", ArmyFile::new("Fenlight pair", 200, &feed_pair(3)).to_json());
}

#[test]
fn the_demo_game_file_replays_to_its_state() {
    let file = read_export(&read("game-demo-2026-01.dialkeeper.json")).expect("today's build reads it");
    assert_eq!(file.name, "Demo at the bridge");
    let game = Game::from_record(file.record.clone()).unwrap();
    let s = game.state();
    assert_eq!((s.turn.round, s.turn.player, s.turn.actions_used), (2, PlayerId(0), 1), "Ana's second turn, one action given");
    assert_eq!(s.figure(FigureId(0)).clicks[0], 2, "the spearman: hit for 3, healed 1 (undone, then redone)");
    assert_eq!(s.figure(FigureId(3)).clicks[0], 1, "the sentinel: 2 damage less its Toughness");
    assert_eq!(s.figure(FigureId(4)).clicks, [2, 2, 3, 2], "the chariot at its second point value, a side damaged");
    assert_eq!((s.figure(FigureId(1)).mount, s.figure(FigureId(2)).rider), (Some(FigureId(2)), Some(FigureId(1))), "a cavalry unit");
    assert_eq!(s.figure(FigureId(2)).tokens, 1, "the unit's token is on its mount");
    assert_eq!(s.clock.paused_ms, 2 * MINUTE);
    assert_eq!(file.record.undone.len(), 1, "the undone damage is kept for redo");
    assert_eq!((game.setup().condition.as_str(), game.setup().time_limit), ("Hold the bridge", Some(50)));
    assert_state(&game, "game-demo-2026-01.state.json");
    // Written again by today's build, the record is the file's, field for field.
    assert_eq!(serde_json::to_value(&file.record).unwrap(), json("game-demo-2026-01.dialkeeper.json")["record"]);
}

#[test]
fn the_ended_sample_feed_game_file_replays_to_its_state() {
    let file = read_export(&read("game-feed-2026-01.dialkeeper.json")).expect("today's build reads it");
    let game = Game::from_record(file.record.clone()).unwrap();
    let ended = game.ended().expect("the game was stopped");
    assert_eq!((ended.reason, ended.at, ended.objectives.clone()), (EndReason::Stopped, START + 90 * MINUTE, vec![1, 2]));
    assert_eq!(game.state().figure(FigureId(0)).clicks[0], 2);
    let names: Vec<&str> = game.figures().iter().map(|f| f.def.name.as_str()).collect();
    assert_eq!(names, ["Fenlight Sharpshooter - *", "Mirefang Skulker"]);
    assert_state(&game, "game-feed-2026-01.state.json");
    assert_eq!(serde_json::to_value(&file.record).unwrap(), json("game-feed-2026-01.dialkeeper.json")["record"]);
}

#[test]
fn the_army_files_read_with_their_pairings() {
    let demo = read_army(read("army-demo-2026-01.army.json").as_bytes()).expect("today's build reads it");
    assert_eq!((demo.name.as_str(), demo.game_size, demo.army.len()), ("Ana's riders", 200, 3));
    assert_eq!(demo.army[1].rides, Some(2), "the lancer rides the warhorse");
    assert_eq!(demo.army.iter().map(|a| a.points()).sum::<u16>(), 24 + 28 + 30);
    let feed = read_army(read("army-feed-2026-01.army.json").as_bytes()).expect("today's build reads it");
    let names: Vec<&str> = feed.army.iter().map(|a| a.figure.name.as_str()).collect();
    assert_eq!(names, ["Fenlight Sharpshooter - *", "Duskmere Hexcaller - Unique"]);
    for name in ["army-demo-2026-01.army.json", "army-feed-2026-01.army.json"] {
        let file = read_army(read(name).as_bytes()).unwrap();
        assert_eq!(serde_json::to_value(&file).unwrap(), json(name), "{name}: written again, the same file");
    }
}

#[test]
fn the_move_file_holds_both_games_the_army_and_the_setting() {
    let file = read_move(&read("move-2026-01.everything.json")).expect("today's build reads it");
    let games: Vec<(&str, bool)> = file.games.iter().map(|g| (g.name.as_str(), g.finished)).collect();
    assert_eq!(games, [("Sample feed", true), ("Demo at the bridge", false)]);
    assert_eq!((file.armies.len(), file.armies[0].name.as_str(), file.armies[0].army.len()), (1, "Ana's riders", 3));
    assert!(file.settings.contains(&("language".to_string(), "de".to_string())));
    assert_state(&Game::from_record(file.games[0].record.clone()).unwrap(), "game-feed-2026-01.state.json");
    assert_state(&Game::from_record(file.games[1].record.clone()).unwrap(), "game-demo-2026-01.state.json");
    assert_eq!(serde_json::to_value(&file).unwrap(), json("move-2026-01.everything.json"));
}

#[test]
fn the_store_database_opens_with_its_games_armies_figures_and_settings() {
    // Opened from a copy: opening may migrate, and the corpus file must stay as written.
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("store.db");
    std::fs::copy(corpus().join("store-v3-2026-01.db"), &db).unwrap();
    let (store, recovery) = Store::open(&db).expect("today's build opens it");
    assert!(recovery.is_none(), "opened as it is, nothing restored");
    let games = store.list_games().unwrap();
    assert_eq!(games.len(), 2);
    for summary in &games {
        let stored = store.load_game(summary.id).unwrap();
        let (file, finished) = match stored.name.as_str() {
            "Demo at the bridge" => ("game-demo-2026-01", false),
            "Sample feed" => ("game-feed-2026-01", true),
            other => panic!("unexpected game {other}"),
        };
        assert_eq!(stored.finished, finished, "{file}");
        assert_state(&Game::from_record(stored.record.clone()).unwrap(), &format!("{file}.state.json"));
        let export: ExportFile = serde_json::from_str(&read(&format!("{file}.dialkeeper.json"))).unwrap();
        assert_eq!(stored.record, export.record, "{file}: the same commands, applied and undone");
    }
    let armies = store.armies().unwrap();
    assert_eq!((armies.len(), armies[0].name.as_str(), armies[0].army.len()), (1, "Ana's riders", 3));
    let names: Vec<String> = store.catalog().unwrap().into_iter().map(|f| f.def.name).collect();
    assert_eq!(names, ["Duskmere Hexcaller - Unique", "Fenlight Sharpshooter - *"]);
    assert_eq!(store.setting("language").unwrap().as_deref(), Some("de"));
}
