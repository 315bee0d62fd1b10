//! The ability-by-role table (CORE-16 with CORE-13, CORE-14, CAV, COL and CHR): for every
//! special ability and every role a figure can be in, whether and how the ability applies,
//! which dial's or section's abilities are read, and, per role, whether the figure may be
//! given actions, damaged, healed, touched or have its side changed. Each cell cites the
//! rules it rests on.
//!
//! Declared once, here; every command path asks it (through `rules::who::may_use` and
//! `rules::who::exposure`), and the tests in `core/tests/table.rs` are generated from it:
//! for every ability, role and command path they build the situation and check that the
//! path agrees with the cell. The table is data with no state: what role a figure is in
//! now is `rules::who::roles`.

use crate::ability::{Ability, StatSlot};
use crate::figure::Intelligence;
use crate::rule::RuleId;
use crate::state::ActionKind;

/// A role a figure can be in. A figure may hold several at once (a demoralized passenger,
/// a captor in a formation); the ability applies only where every role it holds lets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// An ordinary figure on its own: none of the roles below.
    Single,
    /// A mount without its rider, which acts by its intelligence level (CAV-21).
    RiderlessMount(Intelligence),
    /// A mounted rider: the rider's dial of a cavalry unit (CAV-12, CAV-15).
    Rider,
    /// A mount carrying its rider: the mount's dial of a cavalry unit (CAV-11, CAV-12).
    MountedUnit,
    /// One section of a colossal, with its own dial (COL-01, COL-12).
    ColossalSection,
    /// A figure in a chariot's rear compartment (CHR-04, CHR-11).
    Passenger,
    /// A figure holding a captive (CORE-14).
    Captor,
    /// A figure held captive (CORE-14).
    Captive,
    /// A figure whose dial shows Demoralized (CORE-16).
    Demoralized,
    /// A member (the primary included) of a formation's action (CORE-13).
    FormationMember,
}

impl Role {
    /// Every role, a riderless mount once per intelligence level.
    pub const ALL: [Role; 12] = [
        Role::Single,
        Role::RiderlessMount(Intelligence::Skittish),
        Role::RiderlessMount(Intelligence::Independent),
        Role::RiderlessMount(Intelligence::MeanSpirited),
        Role::Rider,
        Role::MountedUnit,
        Role::ColossalSection,
        Role::Passenger,
        Role::Captor,
        Role::Captive,
        Role::Demoralized,
        Role::FormationMember,
    ];

    /// A short stable name, for test names and listings.
    pub const fn code(self) -> &'static str {
        match self {
            Role::Single => "single",
            Role::RiderlessMount(Intelligence::Skittish) => "riderless-skittish-mount",
            Role::RiderlessMount(Intelligence::Independent) => "riderless-independent-mount",
            Role::RiderlessMount(Intelligence::MeanSpirited) => "riderless-mean-spirited-mount",
            Role::Rider => "rider",
            Role::MountedUnit => "mounted-unit",
            Role::ColossalSection => "colossal-section",
            Role::Passenger => "passenger",
            Role::Captor => "captor",
            Role::Captive => "captive",
            Role::Demoralized => "demoralized",
            Role::FormationMember => "formation-member",
        }
    }
}

/// What a figure in a role may be given and have done to it, whatever it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exposure {
    /// The actions it may be given.
    pub acts: Acts,
    /// Whether damage reaches its dial.
    pub damaged: Reach,
    /// Whether healing reaches its dial.
    pub healed: Reach,
    /// Whether it is in base contact with anything: a figure that touches nothing lends
    /// nothing to a friend in contact, takes nothing from one, and reaches no one.
    pub touches: bool,
    /// Whether an effect may change its friendly or opposing status.
    pub side_changes: bool,
    /// The rules this rests on.
    pub rules: &'static [RuleId],
}

/// The actions a figure in a role may be given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Acts {
    /// Any action (a cavalry unit once a turn, a colossal once per section, CAV-09, COL-06).
    Any,
    /// Only move actions and passes.
    MoveOnly,
    /// No action at all.
    None,
}

/// Whether damage or healing reaches a figure's dial.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// From anything that deals it.
    Yes,
    /// Only from the figure's own abilities: a colossal ignores other figures' Healing and
    /// Magic Healing (COL-03).
    OwnOnly,
    /// Only through its chariot's side or rear section, on the attacker's d6 (CHR-11).
    ThroughChariot,
    /// Never.
    No,
}

impl Role {
    /// What a figure in this role may be given and have done to it.
    pub const fn exposure(self) -> Exposure {
        use Acts::*;
        let open = Exposure { acts: Any, damaged: Reach::Yes, healed: Reach::Yes, touches: true, side_changes: true, rules: &[] };
        match self {
            Role::Single => Exposure { rules: &[RuleId::Core06, RuleId::Core03], ..open },
            // Seed 001 says only of the independent kind that it "can be given actions as
            // normal"; a skittish one waits to flee (read by contrast, CAV-21).
            Role::RiderlessMount(Intelligence::Skittish) => Exposure { acts: None, rules: &[RuleId::Cav21], ..open },
            Role::RiderlessMount(_) => Exposure { rules: &[RuleId::Cav21], ..open },
            // A unit's actions are the unit's, once a turn; an attack chooses the dial it
            // resolves against, an area effect hits both (CAV-09, CAV-15, CAV-16).
            Role::Rider | Role::MountedUnit => {
                Exposure { rules: &[RuleId::Cav07, RuleId::Cav09, RuleId::Cav15, RuleId::Cav16, RuleId::Cav18], ..open }
            }
            Role::ColossalSection => {
                Exposure { healed: Reach::OwnOnly, side_changes: false, rules: &[RuleId::Col03, RuleId::Col04, RuleId::Col06], ..open }
            }
            Role::Passenger => Exposure {
                damaged: Reach::ThroughChariot,
                healed: Reach::No,
                touches: false,
                side_changes: false,
                rules: &[RuleId::Chr04, RuleId::Chr11],
                ..open
            },
            Role::Captor => Exposure { acts: MoveOnly, rules: &[RuleId::Core14], ..open },
            Role::Captive => {
                Exposure { acts: None, damaged: Reach::No, healed: Reach::No, side_changes: true, rules: &[RuleId::Core14], ..open }
            }
            Role::Demoralized => Exposure { acts: MoveOnly, rules: &[RuleId::Core16], ..open },
            Role::FormationMember => Exposure { rules: &[RuleId::Core13], ..open },
        }
    }
}

/// How the engine uses an ability: which kind of command or moment it belongs to. It
/// decides which roles can use it, and which command path a generated test takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Use {
    /// An action of its own: Regeneration (special), Necromancy (instead of a move),
    /// Quickness (a move that costs none of the turn's actions).
    Action(ActionKind),
    /// An attack made with it: Weapon Master (close), Magic Blast, Flame/Lightning,
    /// Shockwave, Magic Freeze and Magic Confusion (ranged).
    Attack(ActionKind),
    /// A heal of a friend: Healing (close), Magic Healing (ranged).
    Heal(ActionKind),
    /// A move and an attack as one action: Charge (close), Bound (ranged).
    MoveAttack(ActionKind),
    /// Leaving base contact: Flight (only a 1 fails), Nimble (no roll).
    BreakAway,
    /// At the start of its controller's turn: the Command roll, Venom.
    TurnStart,
    /// When an opposing figure comes into base contact: Pole Arm.
    Contact,
    /// Lent to a friend in base contact: Defend (its defense value to a target),
    /// Magic Enhancement (damage to a ranged attacker).
    Lend,
    /// When the figure is attacked: Battle Armor, Toughness, Invulnerability, Dodge,
    /// Limited Invisibility, Magic Immunity.
    Defense,
    /// Once an attack has hit: Vampirism and Pierce (the attacker's), Magic Retaliation
    /// (the target's).
    AfterHit,
    /// Always, on what the figure may do: Demoralized, Berserk, Battle Fury.
    Always,
    /// Shown only: only the table can apply it (terrain, arcs, line of fire, distances).
    Shown,
}

impl Use {
    /// How the engine uses `ability`.
    pub const fn of(ability: Ability) -> Use {
        use Ability::*;
        match ability {
            Regeneration => Use::Action(ActionKind::Special),
            Necromancy | Quickness => Use::Action(ActionKind::Move),
            WeaponMaster => Use::Attack(ActionKind::Close),
            MagicBlast | FlameLightning | Shockwave | MagicFreeze | MagicConfusion => Use::Attack(ActionKind::Ranged),
            Healing => Use::Heal(ActionKind::Close),
            MagicHealing => Use::Heal(ActionKind::Ranged),
            Charge => Use::MoveAttack(ActionKind::Close),
            Bound => Use::MoveAttack(ActionKind::Ranged),
            Flight | Nimble => Use::BreakAway,
            Command | Venom => Use::TurnStart,
            PoleArm => Use::Contact,
            Defend | MagicEnhancement => Use::Lend,
            BattleArmor | Toughness | Invulnerability | Dodge | LimitedInvisibility | MagicImmunity => Use::Defense,
            Vampirism | Pierce | MagicRetaliation => Use::AfterHit,
            Demoralized | Berserk | BattleFury => Use::Always,
            Aquatic | ForcedMarch | Ram | SneakAttack | Stealth | Sweep | MagicLevitation => Use::Shown,
        }
    }
}

/// How an ability's effect reaches the figures it hits: an area effect reaches a cavalry
/// unit on both its dials (CAV-16), anything else the dial the attacker names (CAV-15).
pub const fn is_area(ability: Ability) -> bool {
    matches!(ability, Ability::Shockwave)
}

/// One cell of the table: an ability in a role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    /// Whether it applies.
    pub applies: Applies,
    /// Whose dial is read for it.
    pub reads: Reads,
    /// The rules the cell rests on.
    pub rules: &'static [RuleId],
}

/// Whether an ability applies in a role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applies {
    /// It applies, read from [`Cell::reads`].
    Yes,
    /// It does not: the engine refuses a command that uses it, or it has no effect.
    No(Why),
    /// Shown only: the players apply it at the table.
    Table,
}

/// Why an ability does not apply in a role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// A riderless skittish mount is given no action (CAV-21).
    Skittish,
    /// A captive cannot act, and nothing of its own applies while it is held (CORE-14).
    Held,
    /// A captor or a demoralized figure may only move and pass (CORE-14, CORE-16).
    MovesOnly,
    /// A demoralized figure never goes into base contact with an opponent of its own
    /// will (CORE-16).
    ClosesIn,
    /// A captor always touches its captive, an opposing figure (CORE-14).
    InContact,
    /// Nothing damages or heals a passenger directly (CHR-11).
    Untouched,
    /// A passenger is in base contact with nothing (CHR-04).
    TouchesNothing,
    /// A passenger's speed abilities are ignored, and it stays aboard until it
    /// disembarks (CHR-04).
    SpeedIgnored,
    /// A cavalry unit's move uses only its mount's abilities (CAV-11).
    MountMoves,
    /// A figure showing it joins no formation (CORE-13).
    Loner,
    /// A formation's primary attacks with its standard values, and a formation acts
    /// only to move, attack in close combat or shoot (CORE-13).
    Formation,
    /// A colossal moves only as its sections' combined straight move, one section action
    /// at a time (COL-06, COL-14): no move-and-attack in one action.
    ColossalMoves,
}

/// Whose dial is read for an ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reads {
    /// The figure's own (and only) dial.
    Own,
    /// A cavalry unit's mount's dial, whichever of its ids is named (CAV-11).
    Mount,
    /// The dial of a cavalry unit its controller (or, for a target, the attacker) names:
    /// the unit's mount or its rider (CAV-12, CAV-15).
    Chosen,
    /// The colossal's section it shows on, for that section only (COL-12).
    Section,
    /// Any active section of a colossal, for every section (COL-12: Flight).
    AnySection,
    /// Nothing is read: it does not apply.
    Nothing,
}

/// A cell that applies, read from `reads`.
const fn yes(reads: Reads, rules: &'static [RuleId]) -> Cell {
    Cell { applies: Applies::Yes, reads, rules }
}

/// A cell that does not apply.
const fn no(why: Why, rules: &'static [RuleId]) -> Cell {
    Cell { applies: Applies::No(why), reads: Reads::Nothing, rules }
}

/// A cell the table applies.
const fn table(rules: &'static [RuleId]) -> Cell {
    Cell { applies: Applies::Table, reads: Reads::Own, rules }
}

/// Whether `ability` is printed on the speed value: what a passenger ignores (CHR-04) and
/// a mounted rider never moves with (CAV-11).
const fn speed_ability(ability: Ability) -> bool {
    matches!(ability.slot(), Some(StatSlot::Speed))
}

/// The cell for `ability` in `role`: whether it applies there, whose dial is read, and why.
pub const fn cell(ability: Ability, role: Role) -> Cell {
    use Ability::*;
    const CORE16: &[RuleId] = &[RuleId::Core16];
    let usage = Use::of(ability);
    match role {
        // ---- An ordinary figure: its abilities as seed 004's table gives them.
        Role::Single | Role::RiderlessMount(Intelligence::Independent) => match usage {
            Use::Shown => table(CORE16),
            _ => yes(Reads::Own, CORE16),
        },
        // A mean-spirited riderless mount is the current player's figure (CAV-21): as normal.
        Role::RiderlessMount(Intelligence::MeanSpirited) => match usage {
            Use::Shown => table(&[RuleId::Core16, RuleId::Cav21]),
            _ => yes(Reads::Own, &[RuleId::Core16, RuleId::Cav21]),
        },
        // A skittish riderless mount is given no action (CAV-21, read by contrast with
        // the independent kind); what is no action of its own still applies to it.
        Role::RiderlessMount(Intelligence::Skittish) => match usage {
            Use::Action(_) | Use::Attack(_) | Use::Heal(_) | Use::MoveAttack(_) | Use::BreakAway => no(Why::Skittish, &[RuleId::Cav21]),
            Use::AfterHit if !matches!(ability, MagicRetaliation) => no(Why::Skittish, &[RuleId::Cav21]),
            Use::Shown => table(&[RuleId::Core16, RuleId::Cav21]),
            _ => yes(Reads::Own, &[RuleId::Core16, RuleId::Cav21]),
        },

        // ---- A cavalry unit. A move reads only the mount (CAV-11); a combat or special
        // action the dial its controller names (CAV-12); an attack on the unit the dial the
        // attacker names (CAV-15); what is no action (the Command roll, Venom, Pole Arm,
        // lending to a friend) the dial that shows it.
        Role::Rider => match usage {
            Use::Action(ActionKind::Move) | Use::MoveAttack(_) | Use::BreakAway => no(Why::MountMoves, &[RuleId::Cav11]),
            Use::Shown if speed_ability(ability) => no(Why::MountMoves, &[RuleId::Cav11]),
            Use::Shown => table(&[RuleId::Core16, RuleId::Cav08]),
            Use::Action(_) | Use::Attack(_) | Use::Heal(_) | Use::AfterHit | Use::Always => yes(Reads::Chosen, &[RuleId::Cav12]),
            Use::Defense => yes(Reads::Chosen, &[RuleId::Cav15, RuleId::Cav16]),
            Use::TurnStart | Use::Contact | Use::Lend => yes(Reads::Own, &[RuleId::Cav07, RuleId::Cav08]),
        },
        Role::MountedUnit => match usage {
            Use::Action(ActionKind::Move) | Use::MoveAttack(_) | Use::BreakAway => yes(Reads::Mount, &[RuleId::Cav11]),
            Use::Shown => table(&[RuleId::Core16, RuleId::Cav11]),
            Use::Action(_) | Use::Attack(_) | Use::Heal(_) | Use::AfterHit | Use::Always => yes(Reads::Chosen, &[RuleId::Cav12]),
            Use::Defense => yes(Reads::Chosen, &[RuleId::Cav15, RuleId::Cav16]),
            Use::TurnStart | Use::Contact | Use::Lend => yes(Reads::Own, &[RuleId::Cav07]),
        },

        // ---- A colossal: a section's abilities are that section's (COL-12), Flight in
        // any section counts for all; it moves only as one straight move (COL-14).
        Role::ColossalSection => match ability {
            Flight => yes(Reads::AnySection, &[RuleId::Col12]),
            Charge | Bound => no(Why::ColossalMoves, &[RuleId::Col06, RuleId::Col14]),
            _ => match usage {
                Use::Shown => table(&[RuleId::Core16, RuleId::Col12]),
                _ => yes(Reads::Section, &[RuleId::Col12, RuleId::Col13]),
            },
        },

        // ---- A passenger: touches nothing, is neither damaged nor healed directly, and
        // its speed abilities are ignored; it attacks from the compartment (CHR-04,
        // CHR-09 to CHR-11).
        Role::Passenger => match usage {
            Use::Action(ActionKind::Special) => no(Why::Untouched, &[RuleId::Chr11]),
            // Necromancy places the figure it brings back in contact with the necromancer.
            Use::Action(_) if matches!(ability, Necromancy) => no(Why::TouchesNothing, &[RuleId::Chr04]),
            Use::Action(_) | Use::MoveAttack(_) | Use::BreakAway => no(Why::SpeedIgnored, &[RuleId::Chr04]),
            Use::Shown if speed_ability(ability) => no(Why::SpeedIgnored, &[RuleId::Chr04]),
            Use::Shown => table(&[RuleId::Core16, RuleId::Chr08]),
            Use::Attack(_) | Use::Heal(_) => yes(Reads::Own, &[RuleId::Chr09, RuleId::Chr10]),
            // The roll neither damages nor heals it; the heal it brings reaches no one.
            Use::TurnStart if matches!(ability, Command) => yes(Reads::Own, &[RuleId::Core16, RuleId::Chr04]),
            Use::TurnStart | Use::Contact | Use::Lend => no(Why::TouchesNothing, &[RuleId::Chr04]),
            // Its own reductions apply to what the chariot's roll passes on (seed 002's example).
            Use::Defense if matches!(ability, Toughness | Invulnerability | MagicImmunity) => yes(Reads::Own, &[RuleId::Chr11]),
            Use::Defense => no(Why::Untouched, &[RuleId::Chr11]),
            Use::AfterHit if matches!(ability, Pierce) => yes(Reads::Own, &[RuleId::Chr09, RuleId::Chr10]),
            Use::AfterHit => no(Why::Untouched, &[RuleId::Chr11]),
            Use::Always => yes(Reads::Own, &[RuleId::Core16, RuleId::Chr04]),
        },

        // ---- A captor may only move and pass (CORE-14); what is no action still applies.
        Role::Captor => match usage {
            Use::Action(ActionKind::Move) if matches!(ability, Necromancy) => no(Why::InContact, &[RuleId::Core14, RuleId::Core16]),
            Use::Action(ActionKind::Move) | Use::BreakAway => yes(Reads::Own, &[RuleId::Core14]),
            Use::Action(_) | Use::Attack(_) | Use::Heal(_) | Use::MoveAttack(_) => no(Why::MovesOnly, &[RuleId::Core14]),
            Use::AfterHit if matches!(ability, Vampirism | Pierce) => no(Why::MovesOnly, &[RuleId::Core14]),
            Use::Shown => table(&[RuleId::Core16, RuleId::Core14]),
            _ => yes(Reads::Own, &[RuleId::Core14, RuleId::Core16]),
        },
        // ---- A captive: nothing of its own applies while it is held (CORE-14).
        Role::Captive => no(Why::Held, &[RuleId::Core14]),

        // ---- Demoralized: only moves and passes, and never into contact (CORE-16).
        Role::Demoralized => match usage {
            Use::Action(ActionKind::Move) if matches!(ability, Quickness) => yes(Reads::Own, CORE16),
            Use::MoveAttack(ActionKind::Close) => no(Why::ClosesIn, CORE16),
            Use::Action(_) | Use::Attack(_) | Use::Heal(_) | Use::MoveAttack(_) => no(Why::MovesOnly, CORE16),
            Use::AfterHit if matches!(ability, Vampirism | Pierce) => no(Why::MovesOnly, CORE16),
            Use::Shown => table(CORE16),
            _ => yes(Reads::Own, CORE16),
        },

        // ---- A formation member: Charge, Bound and Quickness keep a figure out; the
        // primary attacks with its standard values; a formation acts only to move, fight
        // or shoot (CORE-13).
        Role::FormationMember => match usage {
            Use::Action(ActionKind::Move) if matches!(ability, Quickness) => no(Why::Loner, &[RuleId::Core13]),
            Use::MoveAttack(_) => no(Why::Loner, &[RuleId::Core13]),
            Use::Action(_) | Use::Attack(_) | Use::Heal(_) => no(Why::Formation, &[RuleId::Core13]),
            // A move formation takes no dice: breaking away is the table's (CORE-12).
            Use::BreakAway | Use::Shown => table(&[RuleId::Core13, RuleId::Core12]),
            _ => yes(Reads::Own, &[RuleId::Core13, RuleId::Core16]),
        },
    }
}

/// How many cells the table has.
pub const CELLS: usize = Ability::ALL.len() * Role::ALL.len();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_cites_a_rule_and_every_no_reads_nothing() {
        for ability in Ability::ALL {
            for role in Role::ALL {
                let c = cell(ability, role);
                assert!(!c.rules.is_empty(), "{ability:?} {role:?}");
                assert_eq!(matches!(c.applies, Applies::No(_)), c.reads == Reads::Nothing, "{ability:?} {role:?}");
            }
        }
        assert_eq!(CELLS, 39 * 12);
        for role in Role::ALL {
            assert!(!role.exposure().rules.is_empty(), "{role:?}");
        }
    }

    #[test]
    fn the_issue_46_cells() {
        assert_eq!(cell(Ability::Regeneration, Role::Passenger).applies, Applies::No(Why::Untouched));
        assert_eq!(cell(Ability::Command, Role::Passenger).applies, Applies::Yes);
        assert_eq!(cell(Ability::MagicEnhancement, Role::Passenger).applies, Applies::No(Why::TouchesNothing));
        assert_eq!(cell(Ability::Command, Role::ColossalSection).reads, Reads::Section);
        assert_eq!(cell(Ability::Regeneration, Role::Rider).reads, Reads::Chosen);
        assert_eq!(cell(Ability::Quickness, Role::MountedUnit).reads, Reads::Mount);
        assert_eq!(cell(Ability::Flight, Role::Rider).applies, Applies::No(Why::MountMoves));
        assert!(!Role::Passenger.exposure().side_changes);
        assert_eq!(Role::RiderlessMount(Intelligence::Skittish).exposure().acts, Acts::None);
    }
}
