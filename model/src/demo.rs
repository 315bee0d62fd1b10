//! A small catalog of original demo figures (no WizKids data is bundled), so a new
//! player can start a game at once: warriors, a rider with a matching mount, a colossal
//! and a chariot; two more mounts (mean-spirited with Overwhelm and Trample, skittish)
//! for the cavalry wizards.

use dialkeeper_core::{
    Ability, Click, Dial, FigureDef, FigureKind, Intelligence, MountType, PointValue, Proficiency, Rank, SpeedType, Stat,
};

/// One click's stats with optional abilities on speed, attack, defense, damage.
type Row = (u8, u8, u8, u8);

fn dial(rows: &[Row], abilities: &[(usize, usize, Ability)]) -> Dial {
    let mut clicks: Vec<Click> = rows.iter().map(|&(s, a, d, g)| Click::plain(s, a, d, g)).collect();
    for &(click, slot, ability) in abilities {
        let c = &mut clicks[click];
        let stat: &mut Stat = match slot {
            0 => &mut c.speed,
            1 => &mut c.attack,
            2 => &mut c.defense,
            _ => &mut c.damage,
        };
        stat.ability = Some(ability);
    }
    for _ in 0..3 {
        clicks.push(Click::KO);
    }
    Dial::new(clicks, 0).expect("demo dials are valid")
}

/// A demo figure from its printed facts, in the order a figure's card gives them.
#[allow(clippy::too_many_arguments)] // each is one printed fact; a struct would only rename them
fn figure(name: &str, number: &str, rank: Rank, points: u16, range: u8, targets: u8, dials: Vec<Dial>, kind: FigureKind) -> FigureDef {
    FigureDef {
        name: name.into(),
        collector_number: number.into(),
        set: "Dialkeeper Demo".into(),
        factions: vec!["Free Marches".into()],
        rank,
        points,
        range,
        targets,
        speed_type: SpeedType::Boot,
        proficiencies: vec![],
        dials,
        kind,
    }
}

/// Every demo figure.
pub fn figures() -> Vec<FigureDef> {
    let spear =
        dial(&[(8, 9, 15, 2), (8, 9, 15, 2), (7, 8, 14, 2), (7, 8, 14, 1), (6, 7, 13, 1), (6, 7, 12, 1)], &[(0, 2, Ability::Defend)]);
    let archer = dial(&[(8, 8, 14, 2), (8, 8, 14, 2), (7, 8, 13, 2), (7, 7, 13, 1), (6, 7, 12, 1)], &[]);
    let sentinel = dial(
        &[(6, 10, 17, 3), (6, 10, 17, 3), (6, 9, 16, 3), (5, 9, 16, 2), (5, 8, 15, 2), (4, 8, 14, 2), (4, 7, 13, 1)],
        &[(0, 2, Ability::Toughness), (1, 2, Ability::Toughness), (2, 2, Ability::Toughness)],
    );
    let healer = dial(&[(8, 8, 14, 1), (8, 8, 14, 1), (7, 7, 13, 1), (6, 7, 13, 1)], &[(0, 1, Ability::Healing), (1, 1, Ability::Healing)]);
    let rider = dial(&[(0, 10, 16, 2), (0, 10, 15, 2), (0, 9, 15, 2), (0, 9, 14, 1), (0, 8, 14, 1)], &[(0, 3, Ability::Pierce)]);
    let mount =
        dial(&[(12, 8, 15, 2), (12, 8, 15, 2), (11, 7, 14, 2), (10, 7, 14, 1), (9, 6, 13, 1), (8, 6, 12, 1)], &[(0, 0, Ability::Charge)]);
    let section = |base: u8| {
        dial(
            &[
                (8, 10, 17, 3),
                (8, 10, 17, 3),
                (7, 10, 16, 3),
                (7, 9, 16, 2),
                (6, 9, 15, 2),
                (6, 8, 15, 2),
                (5, 8, 14, 2),
                (5, 7, 14, 1),
                (4, 7, 13, 1),
            ]
            .map(|(s, a, d, g): Row| (s, a, d.saturating_sub(base), g)),
            &[],
        )
    };
    let mut chariot = figure(
        "Sunforge Chariot",
        "D8",
        Rank::Unique,
        180,
        6,
        1,
        vec![section(0), section(1), section(1), section(2)],
        FigureKind::Colossal {
            point_values: vec![PointValue { points: 180, start_click: 0 }, PointValue { points: 140, start_click: 2 }],
            chariot: true,
        },
    );
    chariot.speed_type = SpeedType::Wheel;
    let mut charger = figure(
        "Gorehoof Charger",
        "D9",
        Rank::Standard,
        34,
        0,
        1,
        vec![mount.clone()],
        FigureKind::Mount { mount_type: MountType::BattleHorse, intelligence: Intelligence::MeanSpirited, dark_riders: false },
    );
    charger.proficiencies = vec![Proficiency::Overwhelm, Proficiency::Trample, Proficiency::MountedCharge];
    let palfrey = figure(
        "Skittering Palfrey",
        "D10",
        Rank::Weak,
        22,
        0,
        1,
        vec![mount.clone()],
        FigureKind::Mount { mount_type: MountType::BattleHorse, intelligence: Intelligence::Skittish, dark_riders: false },
    );
    vec![
        figure("Tidewatch Spearman", "D1", Rank::Weak, 24, 0, 1, vec![spear], FigureKind::Standard),
        figure("Emberline Archer", "D2", Rank::Standard, 32, 8, 2, vec![archer], FigureKind::Standard),
        figure("Ironbark Sentinel", "D3", Rank::Tough, 45, 0, 1, vec![sentinel], FigureKind::Standard),
        figure("Glade Healer", "D4", Rank::Standard, 30, 0, 1, vec![healer], FigureKind::Standard),
        figure(
            "Ashen Lancer",
            "D5",
            Rank::Standard,
            28,
            0,
            1,
            vec![rider],
            FigureKind::Rider { attack_bonus: 1, symbols: vec![MountType::BattleHorse], dark_riders: false },
        ),
        figure(
            "Cinder Warhorse",
            "D6",
            Rank::Standard,
            30,
            0,
            1,
            vec![mount],
            FigureKind::Mount { mount_type: MountType::BattleHorse, intelligence: Intelligence::Independent, dark_riders: false },
        ),
        figure(
            "Basalt Colossus",
            "D7",
            Rank::Unique,
            250,
            8,
            1,
            vec![section(0), section(1), section(1), section(2)],
            FigureKind::Colossal {
                point_values: vec![
                    PointValue { points: 250, start_click: 0 },
                    PointValue { points: 200, start_click: 2 },
                    PointValue { points: 150, start_click: 4 },
                ],
                chariot: false,
            },
        ),
        chariot,
        charger,
        palfrey,
    ]
}

/// A quick custom figure: the same stats on every click for `clicks` clicks.
pub fn quick_figure(name: &str, points: u16, stats: Row, clicks: u8, range: u8) -> FigureDef {
    let rows: Vec<Row> = (0..clicks.max(1)).map(|_| stats).collect();
    figure(name, "-", Rank::Standard, points, range, 1, vec![dial(&rows, &[])], FigureKind::Standard)
}

/// Two players, Ana and Ben, with two cheap demo figures each: the game the session's
/// and sharing's tests play.
#[cfg(test)]
pub(crate) fn two_player_setup() -> dialkeeper_core::Setup {
    use dialkeeper_core::{ArmyFigure, PlayerSetup, Setup};
    let army = || figures().into_iter().filter(|f| f.points <= 50).take(2).map(ArmyFigure::new).collect::<Vec<_>>();
    Setup {
        game_size: 300,
        players: vec![PlayerSetup { name: "Ana".into(), army: army() }, PlayerSetup { name: "Ben".into(), army: army() }],
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_figures_are_valid_and_original() {
        let figures = figures();
        assert!(figures.len() >= 8);
        for f in &figures {
            f.validate().unwrap();
            assert_eq!(f.set, "Dialkeeper Demo");
        }
        assert!(figures.iter().any(|f| f.is_colossal()));
        assert!(figures.iter().any(|f| matches!(f.kind, FigureKind::Colossal { chariot: true, .. })));
    }
}
