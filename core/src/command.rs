//! Commands: every change to a game is one of these, applied by [`crate::Game::try_apply`].

use serde::{Deserialize, Serialize};

use crate::figure::Proficiency;
use crate::state::FigureId;

/// The four actions a figure can be given (CORE-06); a pass is [`Command::Pass`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ActionKind {
    /// Move action.
    Move,
    /// Close combat action.
    Close,
    /// Ranged combat action.
    Ranged,
    /// Special action: an optional ability that costs an action.
    Special,
}

impl ActionKind {
    /// All four, in the order the table screen shows them.
    pub const ALL: [ActionKind; 4] =
        [ActionKind::Move, ActionKind::Close, ActionKind::Ranged, ActionKind::Special];
}

/// Dice the player rolled for an action, entered with it so the engine resolves it whole.
///
/// Totals: `two_d6` is the sum of two six-sided dice (2–12); `d6` is one die (1–6).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "roll")]
pub enum ActionRoll {
    /// A move action out of base contact: the break-away roll (CORE-12).
    BreakAway {
        /// One d6.
        d6: u8,
    },
    /// A close or ranged attack (CORE-09, CORE-11).
    Attack {
        /// The targets, each once; a close attack has exactly one.
        targets: Vec<FigureId>,
        /// The 2d6 total.
        two_d6: u8,
        /// Table modifiers the app cannot see (rear arc +1, formation, terrain): added to the attack value.
        #[serde(default)]
        modifier: i8,
    },
    /// A Healing close action on a friendly figure (CORE-09: a 12 heals 1 extra click).
    Heal {
        /// The figure to heal.
        target: FigureId,
        /// The 2d6 total of the healing roll.
        two_d6: u8,
        /// Clicks the Healing ability heals on a success (before the critical bonus).
        clicks: u8,
    },
}

/// A change to the game. Serializes so the app can store and export it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "command")]
pub enum Command {
    /// Give a figure an action, optionally with the dice rolled for it (CORE-06, CORE-07).
    GiveAction {
        /// The figure.
        figure: FigureId,
        /// Which action.
        action: ActionKind,
        /// The dice, if the player enters them here.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<ActionRoll>,
    },
    /// Spend one of the turn's actions on nothing (CORE-06).
    Pass,
    /// Turn a figure's dial forward (CORE-03): damage dealt at the table.
    Damage {
        /// The figure.
        figure: FigureId,
        /// Which of its dials (0, or a colossal's section index).
        #[serde(default)]
        dial: u8,
        /// Clicks of damage, at least 1.
        clicks: u8,
    },
    /// Turn a figure's dial back, never past its starting marker (CORE-03).
    Heal {
        /// The figure.
        figure: FigureId,
        /// Which of its dials.
        #[serde(default)]
        dial: u8,
        /// Clicks to heal, at least 1.
        clicks: u8,
    },
    /// End the current player's turn (CORE-08).
    EndTurn,

    // Cavalry (CAV). A cavalry unit is named by its mount's or its rider's id; where the
    // rules let someone choose a dial, the id given is the choice: `GiveAction` on the
    // rider's id resolves a combat or special action with the rider's dial (CAV-12), an
    // attack target's id is the dial the attack resolves against (CAV-15).
    /// Dismount: a special action of the unit, no token, its tokens removed (CAV-22).
    Dismount {
        /// The unit (mount or rider id).
        unit: FigureId,
        /// The table's answer: is there room to place the rider in contact with the mount?
        room_for_rider: bool,
    },
    /// Remount: a special action of a dismounted rider onto a friendly riderless mount (CAV-23).
    Remount {
        /// The dismounted rider.
        rider: FigureId,
        /// The mount, in base contact with it.
        mount: FigureId,
    },
    /// One pushing damage dealt to a cavalry unit, on the dial its controller chooses (CAV-18).
    CavalryPushingDamage {
        /// The dial: the unit's mount or rider.
        figure: FigureId,
    },
    /// Area-of-effect damage (e.g. Bombardment): a cavalry unit takes it on both dials (CAV-16).
    AreaDamage {
        /// The figure under the area (for a unit, either id).
        figure: FigureId,
        /// Clicks of damage for each dial, at least 1.
        clicks: u8,
    },
    /// A free spin: refused for mounts and cavalry units (CAV-02), a note in the log otherwise.
    FreeSpin {
        /// The figure.
        figure: FigureId,
    },
    /// Announcing a capture before a close attack: refused if either is in a cavalry unit (CAV-06).
    Capture {
        /// The capturing figure.
        captor: FigureId,
        /// The figure to capture.
        target: FigureId,
    },
    /// Using an optional proficiency the engine does not resolve itself, for the log and the
    /// refusals: Surge by a cavalry unit (CAV-06), Weapon Master by an Impale rider (CAV-26).
    UseProficiency {
        /// The figure.
        figure: FigureId,
        /// The proficiency.
        proficiency: Proficiency,
    },
    /// Mounted Bound: a ranged action; the mount moves, then the rider's dial attacks (CAV-27).
    MountedBound {
        /// The unit (mount or rider id).
        unit: FigureId,
        /// The dice of the ranged attack, if entered here.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<ActionRoll>,
    },
    /// Mounted Charge: a close action; the mount moves, then the chosen dial attacks (CAV-28).
    MountedCharge {
        /// The dial that attacks: the unit's mount or rider.
        attacker: FigureId,
        /// The dice of the close attack, if entered here.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<ActionRoll>,
    },
    /// Overwhelm: a move action ending in contact with one opposing cavalry unit (CAV-29).
    Overwhelm {
        /// The overwhelming unit (mount or rider id).
        unit: FigureId,
        /// The opposing unit (mount or rider id).
        target: FigureId,
        /// The d6 rolled; the rider attack bonus is added.
        d6: u8,
        /// The table's answer: is there room to place the target's rider if it is dismounted?
        room_for_rider: bool,
    },
    /// Trample: a straight move that deals 1 damage to each ground-level figure whose base it
    /// crosses (CAV-30).
    Trample {
        /// The unit (mount or rider id).
        unit: FigureId,
        /// The figures crossed, as the table saw them; a unit crossed is named by the dial hit.
        crossed: Vec<FigureId>,
    },
    /// Dark Unity: 1 pushing damage to the rider heals its mount 1 click, at the beginning of
    /// the controller's command phase, once (CAV-32).
    DarkUnity {
        /// The Dark Riders unit (mount or rider id).
        unit: FigureId,
    },
    /// The table's answer that a rider thrown by its mount's elimination had no room: it is
    /// eliminated too (CAV-20).
    NoRoomForRider {
        /// The thrown rider.
        rider: FigureId,
    },
}
