//! The armies of a game being set up, as a pure model the new-game screen shows: players,
//! their entries, and who rides or sits in what, with what the players agree on about the
//! game's end. Pairings point at entries, never at places in a list, so removing a figure
//! cannot re-point a rider or a passenger to another. Whether the armies may be fielded
//! (build totals, unique figures, pairings) is the engine's to say: `Setup::validate`.

use dialkeeper_core::{ArmyFigure, FigureDef, HouseRule, HouseRules, PlayerSetup, Setup};
use serde::{Deserialize, Serialize};

/// An entry's name for as long as the draft lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EntryId(u32);

/// One figure in a player's army.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// Its name in this draft.
    pub id: EntryId,
    /// The figure.
    pub figure: FigureDef,
    /// For a colossal, the printed point value chosen (COL-02), by index.
    pub point_value: Option<u8>,
    /// For a rider, the mount it rides (CAV-04).
    pub rides: Option<EntryId>,
    /// For a starting passenger, the chariot it sits in (CHR-03).
    pub aboard: Option<EntryId>,
}

impl Entry {
    /// What it costs toward the build total (CORE-05, COL-02).
    pub fn points(&self) -> u16 {
        self.army_figure(None, None).points()
    }

    fn army_figure(&self, rides: Option<u16>, aboard: Option<u16>) -> ArmyFigure {
        ArmyFigure { figure: self.figure.clone(), point_value: self.point_value, rides, aboard }
    }
}

/// One player's side of the setup.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerDraft {
    /// The player's name.
    pub name: String,
    entries: Vec<Entry>,
    next: u32,
    /// The rider and mount paired because they were the army's only ones (issue 35),
    /// for the note that says so; the player may change it.
    paired_alone: Option<(EntryId, EntryId)>,
}

impl PlayerDraft {
    /// A player with no figures yet.
    pub fn new(name: impl Into<String>) -> PlayerDraft {
        PlayerDraft { name: name.into(), entries: Vec::new(), next: 0, paired_alone: None }
    }

    /// The figures, in army order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entry at a place in the list (what a screen shows), if there is one.
    pub fn at(&self, place: usize) -> Option<EntryId> {
        self.entries.get(place).map(|e| e.id)
    }

    fn entry(&self, id: EntryId) -> Option<&Entry> {
        self.entries.iter().find(|e| e.id == id)
    }

    fn entry_mut(&mut self, id: EntryId) -> Option<&mut Entry> {
        self.entries.iter_mut().find(|e| e.id == id)
    }

    /// Adds a figure at the end; a colossal starts at its first printed point value.
    /// When it makes the army's only rider and only mount, and the engine says the rider
    /// may ride that mount, they are paired (the player may change it: another figure
    /// added later does not pair them again).
    pub fn add(&mut self, figure: FigureDef) -> EntryId {
        let pairs = figure.is_rider() || figure.is_mount();
        let id = self.push(figure);
        if pairs {
            self.pair_the_only_rider();
        }
        id
    }

    /// The rider and the mount paired because they were the only ones, while they are.
    pub fn paired_alone(&self) -> Option<(EntryId, EntryId)> {
        self.paired_alone.filter(|&(rider, mount)| self.entry(rider).is_some_and(|e| e.rides == Some(mount)))
    }

    /// Pairs the army's only rider with its only mount if both are free and may pair.
    fn pair_the_only_rider(&mut self) {
        let riders: Vec<&Entry> = self.entries.iter().filter(|e| e.figure.is_rider()).collect();
        let mounts: Vec<&Entry> = self.entries.iter().filter(|e| e.figure.is_mount()).collect();
        let ([rider], [mount]) = (riders.as_slice(), mounts.as_slice()) else { return };
        let free = rider.rides.is_none() && rider.aboard.is_none() && self.rider_of(mount.id).is_none();
        if free && rider.figure.can_ride(&mount.figure).is_ok() {
            let (rider, mount) = (rider.id, mount.id);
            self.ride(rider, Some(mount));
            self.paired_alone = Some((rider, mount));
        }
    }

    fn push(&mut self, figure: FigureDef) -> EntryId {
        let id = EntryId(self.next);
        self.next += 1;
        let point_value = figure.is_colossal().then_some(0);
        self.entries.push(Entry { id, figure, point_value, rides: None, aboard: None });
        id
    }

    /// Removes a figure and every pairing that named it: its rider walks, its passenger
    /// stays behind, the others keep theirs.
    pub fn remove(&mut self, id: EntryId) {
        self.entries.retain(|e| e.id != id);
        for e in &mut self.entries {
            if e.rides == Some(id) {
                e.rides = None;
            }
            if e.aboard == Some(id) {
                e.aboard = None;
            }
        }
    }

    /// Chooses a colossal's printed point value (COL-02).
    pub fn set_point_value(&mut self, id: EntryId, value: Option<u8>) {
        if let Some(e) = self.entry_mut(id) {
            e.point_value = value;
        }
    }

    /// Puts `rider` on `mount`, or takes it off any mount with `None`. A mount carries one
    /// rider and a rider rides one mount, so an earlier pairing of either ends; a rider
    /// on a mount is not a chariot's passenger.
    pub fn ride(&mut self, rider: EntryId, mount: Option<EntryId>) {
        for e in &mut self.entries {
            if mount.is_some() && e.rides == mount {
                e.rides = None;
            }
        }
        if let Some(e) = self.entry_mut(rider) {
            e.rides = mount;
            if mount.is_some() {
                e.aboard = None;
            }
        }
    }

    /// The rider on `mount`, if any.
    pub fn rider_of(&self, mount: EntryId) -> Option<EntryId> {
        self.entries.iter().find(|e| e.rides == Some(mount)).map(|e| e.id)
    }

    /// Seats `passenger` in `chariot`, or empties the chariot with `None`. A chariot holds
    /// one passenger (CHR-03), so an earlier passenger leaves; a passenger rides no mount.
    pub fn seat(&mut self, chariot: EntryId, passenger: Option<EntryId>) {
        for e in &mut self.entries {
            if e.aboard == Some(chariot) {
                e.aboard = None;
            }
        }
        if let Some(e) = passenger.and_then(|p| self.entry_mut(p)) {
            e.aboard = Some(chariot);
            e.rides = None;
        }
    }

    /// Who may be seated in `chariot` (CHR-01, CHR-03): any other figure whose print lets it
    /// ride in a compartment, but a mount, which starts the game carrying its rider (a
    /// cavalry unit fits in none, CAV-07). The engine refuses the rest when the game starts.
    pub fn passenger_choices(&self, chariot: EntryId) -> Vec<EntryId> {
        self.entries.iter().filter(|e| e.id != chariot && e.figure.may_be_passenger() && !e.figure.is_mount()).map(|e| e.id).collect()
    }

    /// The mounts `rider` can ride (CAV-03, CAV-31).
    pub fn mount_choices(&self, rider: EntryId) -> Vec<EntryId> {
        let Some(rider) = self.figure(rider) else { return vec![] };
        self.entries.iter().filter(|m| m.figure.is_mount() && rider.can_ride(&m.figure).is_ok()).map(|m| m.id).collect()
    }

    /// The riders that can ride `mount` (CAV-03, CAV-31).
    pub fn rider_choices(&self, mount: EntryId) -> Vec<EntryId> {
        let Some(mount) = self.figure(mount) else { return vec![] };
        self.entries.iter().filter(|r| r.figure.is_rider() && r.figure.can_ride(mount).is_ok()).map(|r| r.id).collect()
    }

    /// The passenger seated in `chariot`, if any.
    pub fn passenger_of(&self, chariot: EntryId) -> Option<EntryId> {
        self.entries.iter().find(|e| e.aboard == Some(chariot)).map(|e| e.id)
    }

    /// Replaces the army with a saved one (its pairings by place become pairings by entry).
    pub fn load(&mut self, army: &[ArmyFigure]) {
        self.entries.clear();
        self.paired_alone = None;
        let ids: Vec<EntryId> = army.iter().map(|f| self.push(f.figure.clone())).collect();
        let by_place = |place: Option<u16>| place.and_then(|p| ids.get(p as usize).copied());
        for (entry, figure) in self.entries.iter_mut().zip(army) {
            entry.point_value = figure.point_value;
            entry.rides = by_place(figure.rides);
            entry.aboard = by_place(figure.aboard);
        }
    }

    /// The army as the engine takes it: pairings become places in the list.
    pub fn army(&self) -> Vec<ArmyFigure> {
        let place = |id: Option<EntryId>| id.and_then(|id| self.entries.iter().position(|e| e.id == id)).map(|p| p as u16);
        self.entries.iter().map(|e| e.army_figure(place(e.rides), place(e.aboard))).collect()
    }

    /// The build total (CORE-05).
    pub fn total(&self) -> u32 {
        self.entries.iter().map(|e| e.points() as u32).sum()
    }

    /// Whether the army costs more than the game size (CORE-05): the setup refuses it,
    /// so its total is drawn as over.
    pub fn over(&self, game_size: u16) -> bool {
        dialkeeper_core::setup::over_build_total(self.total(), game_size)
    }

    /// Whether a rider is in the army: the hint on riding a mount is then shown.
    pub fn has_rider(&self) -> bool {
        self.entries.iter().any(|e| e.figure.is_rider())
    }

    /// The figure of an entry, for labels.
    pub fn figure(&self, id: EntryId) -> Option<&FigureDef> {
        self.entry(id).map(|e| &e.figure)
    }
}

/// The whole setup being drafted: the game size, every player's army and how the game
/// may end.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ArmyDraft {
    /// The game size in points (CORE-05).
    pub game_size: u16,
    /// The players, 2 to 6 on this screen.
    pub players: Vec<PlayerDraft>,
    /// The agreed time limit in minutes, if any (CORE-18).
    pub time_limit: Option<u16>,
    /// Another agreed ending, in the players' words; empty for none (CORE-18).
    pub condition: String,
    /// The house rules the table chose (`docs/RULINGS.md`), all off by default.
    pub house_rules: HouseRules,
}

/// The settings key of the new-game screen's draft while it is set up, kept across a
/// reload (issue 35); emptied when its game starts.
pub const DRAFT_KEY: &str = dialkeeper_store::Setting::NewGameDraft.name();

/// The settings key of the last game's table (players, armies, size, agreements), which
/// the next new game offers (issue 35).
pub const LAST_TABLE_KEY: &str = dialkeeper_store::Setting::LastTable.name();

/// The new-game draft as stored: the game's name (empty for the default one) and the
/// setup it would start, as JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredDraft {
    /// The name typed, or empty.
    pub name: String,
    /// The setup, unchecked.
    pub setup: Setup,
}

impl StoredDraft {
    /// The stored text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a setup serializes")
    }

    /// A stored draft, or nothing if the text is not one (an older or damaged setting).
    pub fn from_json(text: &str) -> Option<StoredDraft> {
        serde_json::from_str(text).ok()
    }
}

impl ArmyDraft {
    /// A new game's draft before anything is chosen: two players named `name(1)` and
    /// `name(2)`, no figures, 200 points.
    pub fn fresh(name: impl Fn(usize) -> String) -> ArmyDraft {
        ArmyDraft { game_size: 200, players: (1..=2).map(|n| PlayerDraft::new(name(n))).collect(), ..Default::default() }
    }

    /// A draft holding a setup's players, armies (with their pairings), size and
    /// agreements: a stored draft, or a finished game's for a rematch.
    pub fn from_setup(setup: &Setup) -> ArmyDraft {
        let players = setup
            .players
            .iter()
            .map(|p| {
                let mut player = PlayerDraft::new(p.name.clone());
                player.load(&p.army);
                player
            })
            .collect();
        ArmyDraft {
            game_size: setup.game_size,
            players,
            time_limit: setup.time_limit,
            condition: setup.condition.clone(),
            house_rules: setup.house_rules,
        }
    }

    /// The "House rules" checkbox: a move formation may have 2 figures (CORE-13).
    pub fn set_move_formation_of_two(&mut self, on: bool) {
        self.set_house_rule(HouseRule::MoveFormationOfTwo, on);
    }

    /// A "House rules" checkbox (docs/RULINGS.md), ticked or not.
    pub fn set_house_rule(&mut self, rule: HouseRule, on: bool) {
        self.house_rules.set(rule, on);
    }

    /// The engine's refusal of a unique figure fielded twice in `player`'s army (CORE-17),
    /// worded, shown as the army is built: asked of that army alone, so another army's
    /// trouble never hides it.
    pub fn unique_twice(&self, player: usize, lang: dialkeeper_i18n::Language) -> Option<String> {
        let setup = self.to_setup();
        match setup.validate_army(dialkeeper_core::PlayerId(player as u8)) {
            Err(e @ dialkeeper_core::SetupError::UniqueTwice { .. }) => Some(crate::text::setup_error(lang, &setup, &e)),
            _ => None,
        }
    }

    /// The engine's setup: what `Game::new` checks and starts, passengers seated.
    pub fn to_setup(&self) -> Setup {
        Setup {
            game_size: self.game_size,
            players: self.players.iter().map(|p| PlayerSetup { name: p.name.clone(), army: p.army() }).collect(),
            time_limit: self.time_limit,
            condition: self.condition.trim().to_string(),
            started_at: None,
            house_rules: self.house_rules,
        }
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{FigureId, Game};

    use super::*;
    use crate::demo;

    fn by(name: &str) -> FigureDef {
        demo::figures().into_iter().find(|f| f.name == name).unwrap()
    }

    #[test]
    fn pairings_follow_their_entries_when_a_figure_before_them_is_removed() {
        let mut p = PlayerDraft::new("Ana");
        let healer = p.add(by("Glade Healer"));
        let mount = p.add(by("Gorehoof Charger"));
        let rider = p.add(by("Ashen Lancer"));
        p.ride(rider, Some(mount));
        assert_eq!(p.army()[2].rides, Some(1));
        p.remove(healer);
        assert_eq!(p.rider_of(mount), Some(rider));
        assert_eq!(p.army()[1].rides, Some(0), "the place moved with the mount");
        p.remove(mount);
        assert_eq!(p.army()[0].rides, None, "a removed mount leaves its rider on foot");
    }

    #[test]
    fn one_rider_per_mount_and_one_passenger_per_chariot_and_never_both() {
        let mut p = PlayerDraft::new("Ana");
        let mount = p.add(by("Gorehoof Charger"));
        let (a, b) = (p.add(by("Ashen Lancer")), p.add(by("Ashen Lancer")));
        p.ride(a, Some(mount));
        p.ride(b, Some(mount));
        assert_eq!(p.rider_of(mount), Some(b), "the mount changed riders");
        assert_eq!(p.entries()[1].rides, None);
        let chariot = p.add(by("Sunforge Chariot"));
        let (c, d) = (p.add(by("Glade Healer")), p.add(by("Glade Healer")));
        p.seat(chariot, Some(c));
        p.seat(chariot, Some(d));
        assert_eq!(p.passenger_of(chariot), Some(d));
        p.seat(chariot, Some(b));
        assert_eq!((p.passenger_of(chariot), p.rider_of(mount)), (Some(b), None), "a passenger rides no mount");
        p.ride(b, Some(mount));
        assert_eq!(p.passenger_of(chariot), None, "a rider is no passenger");
        p.ride(b, None);
        assert_eq!(p.rider_of(mount), None);
    }

    /// Found in review: the army list offered every figure but a colossal as a passenger,
    /// mounts among them, and the game then refused to start. Each choice offered, for
    /// every figure the demo holds, now starts a game.
    #[test]
    fn every_passenger_mount_and_rider_offered_starts_a_game() {
        let all = crate::demo::figures();
        for chariot in all.iter().filter(|f| f.is_chariot()) {
            let mut p = PlayerDraft::new("Ana");
            let c = p.add(chariot.clone());
            let others: Vec<EntryId> = all.iter().map(|f| p.add(f.clone())).collect();
            let offered = p.passenger_choices(c);
            assert!(!offered.is_empty() && offered.iter().all(|id| !p.figure(*id).unwrap().is_mount()));
            for &id in &others {
                let mut seated = PlayerDraft::new("Ana");
                let chariot_id = seated.add(chariot.clone());
                let figure = p.figure(id).unwrap().clone();
                let passenger = seated.add(figure.clone());
                // A mount carries a rider at the start, a rider may start on foot.
                if figure.is_mount() {
                    let rider = all.iter().find(|r| r.can_ride(&figure).is_ok()).expect("a rider for it").clone();
                    let r = seated.add(rider);
                    seated.ride(r, Some(passenger));
                }
                seated.seat(chariot_id, Some(passenger));
                let player = |p: &PlayerDraft| PlayerSetup { name: p.name.clone(), army: p.army() };
                let ben = PlayerDraft::new("Ben");
                let setup = Setup { game_size: 2000, players: vec![player(&seated), player(&ben)], ..Setup::default() };
                let starts = dialkeeper_core::Game::new(setup).is_ok();
                assert_eq!(starts, offered.contains(&id), "{} in {}: offered {}", figure.name, chariot.name, offered.contains(&id));
            }
        }
        let mut p = PlayerDraft::new("Ana");
        let ids: Vec<EntryId> = all.iter().map(|f| p.add(f.clone())).collect();
        for &rider in ids.iter().filter(|id| p.figure(**id).unwrap().is_rider()) {
            for mount in p.mount_choices(rider) {
                assert!(p.rider_choices(mount).contains(&rider));
            }
        }
    }

    /// Found in review: the warning read the whole setup's first refusal, so an army over
    /// the game size before it hid another army's unique figure fielded twice.
    #[test]
    fn a_unique_figure_twice_is_said_whatever_another_army_lacks() {
        let all = crate::demo::figures();
        let unique = all.iter().find(|f| f.rank == dialkeeper_core::Rank::Unique).expect("a unique demo figure").clone();
        let mut draft = ArmyDraft::fresh(|i| format!("P{i}"));
        draft.game_size = 100;
        for _ in 0..8 {
            draft.players[0].add(by("Tidewatch Spearman"));
        }
        draft.players[1].add(unique.clone());
        assert_eq!(draft.unique_twice(1, dialkeeper_i18n::Language::En), None);
        draft.players[1].add(unique);
        assert!(draft.to_setup().validate().is_err_and(|e| !matches!(e, dialkeeper_core::SetupError::UniqueTwice { .. })));
        let said = draft.unique_twice(1, dialkeeper_i18n::Language::En).expect("said for player 2");
        assert!(!said.is_empty());
        assert_eq!(draft.unique_twice(0, dialkeeper_i18n::Language::En), None);
    }

    /// CORE-05: the total drawn as over is the one the setup refuses, at the edge and
    /// with a colossal fielded at a lower value; the rides hint shows with a rider.
    #[test]
    fn core_05_an_army_drawn_as_over_is_one_the_setup_refuses() {
        let mut ana = PlayerDraft::new("Ana");
        let colossus = ana.add(by("Basalt Colossus"));
        ana.add(by("Tidewatch Spearman"));
        assert!(!ana.has_rider());
        let mut ben = PlayerDraft::new("Ben");
        ben.add(by("Tidewatch Spearman"));
        for value in [None, Some(1), Some(2)] {
            ana.set_point_value(colossus, value);
            let total = ana.total();
            for game_size in [total - 1, total, total + 1].map(|t| t as u16) {
                let draft = ArmyDraft { game_size, players: vec![ana.clone(), ben.clone()], ..Default::default() };
                let refused = draft.to_setup().validate_army(dialkeeper_core::PlayerId(0));
                let over = matches!(refused, Err(dialkeeper_core::SetupError::OverBuildTotal { .. }));
                assert_eq!(ana.over(game_size), over, "{value:?}, {total} points in {game_size}: {refused:?}");
            }
        }
        ana.add(by("Ashen Lancer"));
        assert!(ana.has_rider());
    }

    #[test]
    fn a_loaded_army_keeps_its_pairings_and_the_setup_seats_the_passenger_in_one_step() {
        let mut ana = PlayerDraft::new("Ana");
        let chariot = ana.add(by("Sunforge Chariot"));
        let healer = ana.add(by("Glade Healer"));
        let mount = ana.add(by("Gorehoof Charger"));
        let rider = ana.add(by("Ashen Lancer"));
        ana.ride(rider, Some(mount));
        ana.seat(chariot, Some(healer));
        ana.set_point_value(chariot, Some(0));
        let mut copy = PlayerDraft::new("Copy");
        copy.load(&ana.army());
        assert_eq!(copy.army(), ana.army());
        let mut ben = PlayerDraft::new("Ben");
        ben.add(by("Tidewatch Spearman"));
        let draft = ArmyDraft { game_size: 1000, players: vec![ana, ben], ..Default::default() };
        let mut game = Game::new(draft.to_setup()).unwrap();
        assert_eq!(game.state().figure(FigureId(0)).colossal.passenger, Some(FigureId(1)));
        assert_eq!(game.state().figure(FigureId(2)).rider, Some(FigureId(3)));
        assert!(!game.can_undo());
        game.undo();
        assert_eq!(game.state().figure(FigureId(0)).colossal.passenger, Some(FigureId(1)), "no undo unseats it");
    }

    /// CORE-18: the time limit and the agreed ending go into the setup; the clock's
    /// start is the session's to stamp when the game is created.
    #[test]
    fn core_18_the_agreed_end_goes_into_the_setup() {
        let draft = ArmyDraft { game_size: 200, time_limit: Some(45), condition: "  Hold the bridge ".into(), ..Default::default() };
        let setup = draft.to_setup();
        assert_eq!((setup.time_limit, setup.condition.as_str(), setup.started_at), (Some(45), "Hold the bridge", None));
    }

    /// CORE-13: the new-game screen's house-rule checkbox reaches the engine's setup and
    /// the game started from it, off unless ticked.
    #[test]
    fn core_13_the_house_rule_checkbox_reaches_the_setup() {
        let mut ana = PlayerDraft::new("Ana");
        ana.add(by("Glade Healer"));
        let mut ben = PlayerDraft::new("Ben");
        ben.add(by("Tidewatch Spearman"));
        let mut draft = ArmyDraft { game_size: 1000, players: vec![ana, ben], ..Default::default() };
        assert!(!draft.to_setup().house_rules.move_formation_of_two, "off by default");
        draft.set_move_formation_of_two(true);
        let setup = draft.to_setup();
        assert_eq!(setup.house_rules, HouseRules { move_formation_of_two: true, ..HouseRules::default() });
        let game = Game::new(setup).unwrap();
        assert!(game.setup().house_rules.move_formation_of_two, "the game keeps it");
        draft.set_move_formation_of_two(false);
        assert!(draft.to_setup().house_rules.is_default(), "unticked again, no house rule");
    }

    /// Every house rule (docs/RULINGS.md) is a tick box that reaches the setup and the game
    /// alone, off by default, with its words in every language.
    #[test]
    fn every_house_rule_checkbox_reaches_the_setup_with_its_words() {
        use dialkeeper_i18n::{Catalog, Language};
        for rule in HouseRule::ALL {
            let mut ana = PlayerDraft::new("Ana");
            ana.add(by("Glade Healer"));
            let mut ben = PlayerDraft::new("Ben");
            ben.add(by("Tidewatch Spearman"));
            let mut draft = ArmyDraft { game_size: 1000, players: vec![ana, ben], ..Default::default() };
            assert!(!draft.to_setup().house_rules.is_on(rule), "{rule:?} off by default");
            draft.set_house_rule(rule, true);
            let game = Game::new(draft.to_setup()).unwrap();
            assert_eq!(game.setup().house_rules.on().collect::<Vec<_>>(), vec![rule]);
            for lang in Language::ALL {
                for id in rule.message_ids() {
                    assert!(Catalog::get().has(lang, id), "{lang} {id}");
                }
                let [tick, why, in_use] = crate::text::house_rule_texts(lang, rule);
                assert!(tick.contains(rule.rule().code()) && !why.is_empty() && !in_use.is_empty(), "{lang} {rule:?}");
            }
        }
    }

    /// CORE-17: a unique figure twice in one army is the engine's refusal now, said in
    /// the player's language with the figure's name.
    #[test]
    fn core_17_a_unique_figure_twice_is_refused_by_the_engine() {
        let unique = demo::figures().into_iter().find(|f| f.rank == dialkeeper_core::Rank::Unique).unwrap();
        let mut ana = PlayerDraft::new("Ana");
        ana.add(unique.clone());
        ana.add(unique.clone());
        let mut ben = PlayerDraft::new("Ben");
        ben.add(unique.clone());
        let draft = ArmyDraft { game_size: 1000, players: vec![ana, ben], ..Default::default() };
        let setup = draft.to_setup();
        let e = Game::new(setup.clone()).unwrap_err();
        assert_eq!(e, dialkeeper_core::SetupError::UniqueTwice { player: dialkeeper_core::PlayerId(0), index: 1 });
        let text = crate::text::setup_error(dialkeeper_i18n::Language::En, &setup, &e);
        assert!(text.contains(&unique.name) && text.contains("Ana") && text.contains("unique"), "{text}");
    }

    #[test]
    fn the_only_rider_is_paired_with_the_only_mount_until_the_player_changes_it() {
        let mut p = PlayerDraft::new("Ana");
        let mount = p.add(by("Gorehoof Charger"));
        assert_eq!(p.paired_alone(), None);
        let rider = p.add(by("Ashen Lancer"));
        assert_eq!(p.rider_of(mount), Some(rider), "paired by default");
        assert_eq!(p.paired_alone(), Some((rider, mount)), "and the screen says so");
        p.ride(rider, None);
        assert_eq!((p.rider_of(mount), p.paired_alone()), (None, None), "the player may change it");
        p.add(by("Glade Healer"));
        assert_eq!(p.rider_of(mount), None, "a later figure does not pair them again");
        let mut two = PlayerDraft::new("Bo");
        let first = two.add(by("Ashen Lancer"));
        two.add(by("Ashen Lancer"));
        let mount = two.add(by("Gorehoof Charger"));
        assert_eq!((two.rider_of(mount), two.entries()[0].id), (None, first), "two riders: the player chooses");
    }

    #[test]
    fn a_stored_draft_gives_back_the_same_setup_with_its_pairings() {
        let mut draft = ArmyDraft { game_size: 300, time_limit: Some(45), condition: "Hold the bridge".into(), ..Default::default() };
        let mut ana = PlayerDraft::new("Ana");
        let healer = ana.add(by("Glade Healer"));
        let chariot = ana.add(by("Sunforge Chariot"));
        ana.seat(chariot, Some(healer));
        ana.add(by("Gorehoof Charger"));
        ana.add(by("Ashen Lancer"));
        let mut bo = PlayerDraft::new("Bo");
        bo.add(by("Glade Healer"));
        draft.players = vec![ana, bo];
        draft.set_move_formation_of_two(true);
        let stored = StoredDraft { name: "Friday".into(), setup: draft.to_setup() };
        let back = StoredDraft::from_json(&stored.to_json()).expect("it reads back");
        assert_eq!(back, stored);
        let again = ArmyDraft::from_setup(&back.setup);
        assert_eq!(again.to_setup(), draft.to_setup());
        assert_eq!(StoredDraft::from_json("{not a draft"), None);
    }

    #[test]
    fn a_mount_alone_is_named_not_numbered() {
        let mut ana = PlayerDraft::new("Ana");
        ana.add(by("Glade Healer"));
        let mut bo = PlayerDraft::new("Bo");
        let mount = by("Gorehoof Charger");
        bo.add(mount.clone());
        let draft = ArmyDraft { game_size: 200, players: vec![ana, bo], ..Default::default() };
        let setup = draft.to_setup();
        let e = setup.validate().unwrap_err();
        assert!(matches!(e, dialkeeper_core::SetupError::RiderlessMount { .. }), "{e:?}");
        for lang in dialkeeper_i18n::Language::ALL {
            let text = crate::text::setup_error(lang, &setup, &e);
            assert!(text.contains(&mount.name) && text.contains("Bo"), "{lang}: {text}");
            assert!(!text.contains(" 1 "), "{lang}: no place number: {text}");
        }
    }
}
