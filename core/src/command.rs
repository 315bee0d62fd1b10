//! Commands: every change to a game is one of these, applied by [`crate::Game::try_apply`].

use serde::{Deserialize, Serialize};

use crate::ability::Ability;
use crate::figure::Proficiency;
use crate::figure::Section;
/// The four actions, with the turn's other vocabulary in `state` (below this module).
pub use crate::state::ActionKind;
use crate::state::FigureId;

/// Dice the player rolled for an action, entered with it so the engine resolves it whole.
///
/// Totals: `two_d6` is the sum of two six-sided dice (2–12); `d6` is one die (1–6).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(remote = "Self", rename_all = "kebab-case")]
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
    /// A close attack announced as a capture (CORE-14): the target's defense is 2 higher,
    /// and a hit takes it captive instead of dealing damage.
    Capture {
        /// The figure to capture.
        target: FigureId,
        /// The 2d6 total.
        two_d6: u8,
        /// Table modifiers the app cannot see (rear arc +1, formation): added to the attack value.
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
        /// Magic Healing: the table's answer, is the target in base contact with an
        /// opposing figure? Then it may not be healed so (seed 004).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        target_in_contact: bool,
    },

    // Special abilities (CORE-16): the rolls and the table's answers an ability needs.
    /// A close or ranged attack that uses one of the attacker's optional attack abilities
    /// (CORE-16): Weapon Master (close, a d6 for the damage), Magic Blast (ranged, one
    /// target, a d6 for the damage), Flame/Lightning (ranged, the figures in base contact
    /// with the target are hit too) or Shockwave (ranged, every figure in the area). An
    /// attack without an ability is [`ActionRoll::Attack`].
    AbilityAttack {
        /// The ability used, shown on the attacker's attack value now.
        ability: Ability,
        /// The targets, each once. For Shockwave, every figure the table sees in the area.
        targets: Vec<FigureId>,
        /// The 2d6 total.
        two_d6: u8,
        /// Table modifiers the app cannot see (rear arc +1, formation, terrain): added to the attack value.
        #[serde(default)]
        modifier: i8,
        /// Weapon Master and Magic Blast: the d6 that sets the damage of a hit. Needed once
        /// the attack hits; refused for any other ability.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        damage_d6: Option<u8>,
        /// Flame/Lightning: the table's answer, the figures in base contact with the
        /// target (either side), each hit by the same roll.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        in_contact: Vec<FigureId>,
    },
    /// Regeneration, a special action (CORE-16): one d6, less the ability's number, in
    /// clicks healed (never below 0).
    Regenerate {
        /// One d6.
        d6: u8,
    },
    /// Necromancy, a move action spent instead of moving (CORE-16): an eliminated friendly
    /// figure returns at its starting click, then takes the d6 in damage.
    Necromancy {
        /// The eliminated friendly figure brought back.
        figure: FigureId,
        /// The damage die; `None` only when the table says the figure is a zombie or a
        /// skeleton, which take no roll.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        d6: Option<u8>,
        /// The table's answer: is the necromancer in base contact with an opposing
        /// figure? Then it may not use Necromancy.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        in_contact: bool,
    },
    /// Quickness, a move action that uses none of the turn's actions (CORE-16); the
    /// figure still takes a token, and it acts only once a turn like any other figure.
    Quickness {
        /// The break-away roll, when the move leaves base contact (CORE-12).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        break_away_d6: Option<u8>,
    },
}
crate::tag_first!(ActionRoll, "roll");

/// The parts of a close or ranged attack roll, with or without an ability: every path
/// that resolves an attack reads these, so a plain attack is one with no ability.
#[derive(Debug, Clone, Copy)]
pub(crate) struct AttackParts<'a> {
    pub targets: &'a [FigureId],
    pub two_d6: u8,
    pub modifier: i8,
    pub ability: Option<Ability>,
    pub damage_d6: Option<u8>,
    pub in_contact: &'a [FigureId],
}

impl ActionRoll {
    /// The attack this roll makes, if it is one (a capture and a heal are not).
    pub(crate) fn attack_parts(&self) -> Option<AttackParts<'_>> {
        match self {
            ActionRoll::Attack { targets, two_d6, modifier } => {
                Some(AttackParts { targets, two_d6: *two_d6, modifier: *modifier, ability: None, damage_d6: None, in_contact: &[] })
            }
            ActionRoll::AbilityAttack { ability, targets, two_d6, modifier, damage_d6, in_contact } => Some(AttackParts {
                targets,
                two_d6: *two_d6,
                modifier: *modifier,
                ability: Some(*ability),
                damage_d6: *damage_d6,
                in_contact,
            }),
            _ => None,
        }
    }

    /// Every figure the roll attacks: [`ActionRoll::attacked`] and a capture's target,
    /// the figures a friend's Defend or a Dodge may answer for (CORE-14, CORE-16).
    pub fn struck(&self) -> Vec<FigureId> {
        match self {
            ActionRoll::Capture { target, .. } => vec![*target],
            _ => self.attacked(),
        }
    }

    /// Every figure an attack roll affects: its targets and, for Flame/Lightning, the
    /// figures in contact with them.
    pub fn attacked(&self) -> Vec<FigureId> {
        self.attack_parts().map(|p| p.targets.iter().chain(p.in_contact).copied().collect()).unwrap_or_default()
    }
}

/// A change to the game. Serializes so the app can store and export it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(remote = "Self", rename_all = "kebab-case")]
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
    CavalryAreaDamage {
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
        /// The table's answer: is the unit in base contact with an opposing figure? Then
        /// it may not start a Mounted Bound.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        in_contact: bool,
        /// The table's answers about the figures around the attack (Defend, Dodge, Magic
        /// Enhancement) and, for a colossal target, the section it is aimed at (COL-20,
        /// COL-21).
        #[serde(default, skip_serializing_if = "ActionAnswers::is_empty")]
        answers: ActionAnswers,
    },
    /// Mounted Charge: a close action; the mount moves, then the chosen dial attacks (CAV-28).
    MountedCharge {
        /// The dial that attacks: the unit's mount or rider.
        attacker: FigureId,
        /// The dice of the close attack, if entered here.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<ActionRoll>,
        /// The table's answer: is the unit in base contact with an opposing figure? Then
        /// it may not start a Mounted Charge.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        in_contact: bool,
        /// The table's answers about the figures around the attack (Defend, Dodge, Magic
        /// Enhancement) and, for a colossal target, the section it is aimed at (COL-20,
        /// COL-21).
        #[serde(default, skip_serializing_if = "ActionAnswers::is_empty")]
        answers: ActionAnswers,
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
        /// The table's answer: was the unit in base contact with an opposing figure when
        /// the move began? Then it may not overwhelm.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        in_contact: bool,
        /// The table's answer: does the move use a speed ability (Flight, Charge, …)?
        /// Overwhelm moves without them.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        speed_ability: bool,
    },
    /// Trample: a straight move that deals 1 damage to each ground-level figure whose base it
    /// crosses (CAV-30).
    Trample {
        /// The unit (mount or rider id).
        unit: FigureId,
        /// The figures crossed, as the table saw them; a unit crossed is named by the dial hit.
        crossed: Vec<FigureId>,
        /// The table's answer: is the unit above ground level (elevated terrain)? Then it
        /// may not trample.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        elevated: bool,
        /// The table's answer: does the move use the double-time proficiency (Sprint)?
        /// Trample may not.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        double_time: bool,
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
    // Formations (CORE-13)
    /// Several figures of one faction, in base contact with each other, act as one
    /// formation for one of the player's actions (CORE-13): a move (3 to 5 figures), a
    /// close combat (2 or 3) or a ranged combat (3 to 5). Every member counts as given an
    /// action and gets a token; a second token deals pushing damage as usual (CORE-07).
    /// The primary makes the attack, with +1 for each other member added by the engine
    /// (the roll's `modifier` holds only the table's own modifiers, such as the rear arc),
    /// takes a critical miss alone and holds a captive it takes. A cavalry unit is named
    /// by either id, as for `GiveAction`.
    Formation {
        /// The primary: the attacker (its id is the dial it attacks with, CAV-12), or
        /// for a move the member the formation is given through.
        primary: FigureId,
        /// The other members, each once.
        members: Vec<FigureId>,
        /// Move, close or ranged.
        action: ActionKind,
        /// The primary attacker's dice (an attack, or for close combat a capture), if
        /// entered here; a move formation takes none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<ActionRoll>,
        /// The table's answer: are all the members in base contact with each other (and,
        /// for close combat, each with the target)? Refused unless yes.
        #[serde(default)]
        all_in_contact: bool,
        /// The table's answers about the figures around the primary's attack (Defend,
        /// Dodge, Magic Enhancement) and a colossal target's section (COL-20, COL-21).
        #[serde(default, skip_serializing_if = "ActionAnswers::is_empty")]
        answers: ActionAnswers,
    },

    /// Charge or Bound (CORE-16): a move and, at once, a close attack (Charge) or a ranged
    /// attack (Bound), as one action and one token. The figure (a cavalry unit's mount,
    /// whose dial moves, CAV-11) shows the ability on its speed value; the attack is the
    /// named figure's (a unit's rider or mount, CAV-12), checked and resolved like any
    /// other answered attack. A passenger's speed abilities are ignored (CHR-04).
    MoveAndAttack {
        /// The figure that attacks (for a cavalry unit, the dial that attacks).
        figure: FigureId,
        /// Charge (close) or Bound (ranged).
        ability: Ability,
        /// The attack's dice, if entered here.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<ActionRoll>,
        /// The table's answers about the attack (Defend, Dodge, Magic Enhancement, a
        /// colossal target's section).
        #[serde(default, skip_serializing_if = "ActionAnswers::is_empty")]
        answers: ActionAnswers,
    },

    // Colossals and chariots (COL, CHR)
    /// Give one section of a colossal an action (COL-06), with the dice and the answers
    /// the colossal rules need.
    GiveSectionAction {
        /// The colossal.
        figure: FigureId,
        /// The section that acts.
        section: Section,
        /// Which action.
        action: ActionKind,
        /// The dice, if the player enters them here.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<ActionRoll>,
        /// The player's answers.
        #[serde(default)]
        answers: ActionAnswers,
    },
    /// Give a figure that is not a colossal an action that needs answers: an attack on a
    /// colossal (COL-20, COL-21), an action by a passenger (CHR-10), or one that would
    /// apply an effect colossals ignore (COL-03).
    GiveAnsweredAction {
        /// The figure.
        figure: FigureId,
        /// Which action.
        action: ActionKind,
        /// The dice, if the player enters them here.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<ActionRoll>,
        /// The player's answers.
        #[serde(default)]
        answers: ActionAnswers,
    },
    /// Damage from an area effect (e.g. Bombardment) whose centre area holds a colossal's
    /// centre: the engine picks the one section it affects (COL-22).
    AreaDamage {
        /// The colossal and how the area reaches it.
        target: TargetAim,
        /// Damage dealt, before the section's reductions.
        dealt: u8,
    },
    /// Board a friendly chariot: a move action (CHR-05).
    Board {
        /// The figure boarding.
        figure: FigureId,
        /// The chariot.
        chariot: FigureId,
        /// The side or rear section it touches.
        section: Section,
        /// Whether the figure is a sentry ("Wächter"); sentries cannot board.
        #[serde(default)]
        sentry: bool,
    },
    /// Disembark from a chariot: a move action (CHR-06).
    Disembark {
        /// The passenger.
        figure: FigureId,
        /// The side or rear section it is placed against.
        section: Section,
    },
    /// Deploy a figure as a chariot's passenger before the first action of the game (CHR-03).
    DeployPassenger {
        /// The passenger.
        figure: FigureId,
        /// The chariot.
        chariot: FigureId,
    },
    /// The 1d6 damage roll for a passenger whose chariot was eliminated (CHR-12).
    WreckRoll {
        /// The passenger.
        figure: FigureId,
        /// One d6.
        d6: u8,
    },

    // Special abilities (CORE-16)
    /// The Command roll at the start of the turn, before any action (CORE-16): one d6 for
    /// a figure showing Command; the ability's roll gives the player one more action this
    /// turn. Whatever the roll, the demoralized friendly figures the table says are in
    /// base contact with it heal.
    CommandRoll {
        /// The figure showing Command.
        figure: FigureId,
        /// One d6.
        d6: u8,
        /// The table's answer: friendly figures showing Demoralized in base contact with it.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        demoralized_in_contact: Vec<FigureId>,
        /// A colossal's section that shows Command (COL-12); `None` for any other figure
        /// (and, as stored before sections were named, a colossal's front).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        section: Option<Section>,
    },
    /// An ability that deals its damage outside an attack, to the figures the table
    /// names (CORE-16): Pole Arm, to an opposing figure that just moved into base contact
    /// with its front arc; Venom, at the start of the turn, to the opposing figures in base
    /// contact with its front arc. The targets' damage reductions apply.
    AbilityDamage {
        /// The figure showing the ability.
        figure: FigureId,
        /// Pole Arm or Venom.
        ability: Ability,
        /// The figures it damages, as the table saw them.
        targets: Vec<FigureId>,
        /// A colossal's section that shows the ability (COL-12); `None` for any other
        /// figure (and, as stored before sections were named, a colossal's front).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        section: Option<Section>,
    },

    // The game's clock and end (CORE-18, CORE-19): the table's, not a figure's. Each
    // instant is Unix milliseconds read by the app; the engine never reads a clock.
    /// Stop the game clock for a break.
    PauseClock {
        /// When.
        at: i64,
    },
    /// Start the game clock again after a pause.
    ResumeClock {
        /// When.
        at: i64,
    },
    /// End the game: why and when, and each player's objectives held (seat order; none
    /// entered counts as 0 each), for the score and its tie-break (CORE-19).
    EndGame {
        /// Why it ends.
        reason: crate::state::EndReason,
        /// When: the clock stops here, and a time limit is checked against it.
        at: i64,
        /// Objectives held, one count per player.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        objectives: Vec<u8>,
    },
}
crate::tag_first!(Command, "command");

/// Where an attack or an area touches a colossal, as the table sees it (COL-20 to COL-22).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "aim", content = "sections")]
pub enum SectionAim {
    /// One section: touched by the attacker, crossed by the line of fire, or crossed by
    /// the line from the area's centre.
    One(Section),
    /// Two sections: the attacker touches both, or the line runs along their border.
    Two(Section, Section),
    /// An area centred exactly on the colossal's centre (COL-22 only).
    Centre,
}

/// A colossal target with the answers that fix the section it takes the attack on.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TargetAim {
    /// The colossal.
    pub figure: FigureId,
    /// What the attack touches.
    pub aim: SectionAim,
    /// The controller's pick when two sections or the centre are touched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub controller_pick: Option<Section>,
    /// The attacker's pick of an active section when the section touched is inactive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacker_pick: Option<Section>,
    /// Ranged only: sections in contact with a figure friendly to the attacker (COL-21).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shielded: Vec<Section>,
    /// A chariot with a passenger hit on a side or the rear: the attacker's d6 (CHR-11).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub passenger_d6: Option<u8>,
}

impl TargetAim {
    /// An aim with no picks, shields or passenger roll yet.
    pub fn new(figure: FigureId, aim: SectionAim) -> TargetAim {
        TargetAim { figure, aim, controller_pick: None, attacker_pick: None, shielded: Vec::new(), passenger_d6: None }
    }
}

crate::message::messages! {
    /// Effects a colossal can neither use nor suffer (COL-03); declaring one against or by a
    /// colossal is refused.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum ColossalEffect {
        /// Capture ("Gefangennahme"), by or of a colossal.
        Capture => "colossal-effect-capture",
        /// Taking part in a formation.
        Formation => "colossal-effect-formation",
        /// The Double-Time proficiency ("Sprinten").
        DoubleTime => "colossal-effect-double-time",
        /// The Surge proficiency ("Vorstürmen").
        Surge => "colossal-effect-surge",
        /// Returning to play by Necromancy.
        Necromancy => "colossal-effect-necromancy",
        /// Returning to play by Summon ("Beschwörung").
        Summon => "colossal-effect-summon",
        /// Returning to play by the Recall subfaction ability ("Zurückholen").
        Recall => "colossal-effect-recall",
        /// Another figure's Healing.
        Healing => "colossal-effect-healing",
        /// Grapple ("Festhalten").
        Grapple => "colossal-effect-grapple",
        /// Magic Confusion.
        MagicConfusion => "colossal-effect-magic-confusion",
        /// Magic Freeze.
        MagicFreeze => "colossal-effect-magic-freeze",
        /// Magic Healing.
        MagicHealing => "colossal-effect-magic-healing",
        /// Magic Levitation.
        MagicLevitation => "colossal-effect-magic-levitation",
        /// Strong Flyer ("Starker Flieger").
        StrongFlyer => "colossal-effect-strong-flyer",
        /// Terror ("Schrecken").
        Terror => "colossal-effect-terror",
        /// Tinker ("Tüftler").
        Tinker => "colossal-effect-tinker",
        /// Venom ("Gift").
        Venom => "colossal-effect-venom",
        /// A rear-arc bonus: colossals have no rear arc.
        RearArc => "colossal-effect-rear-arc",
        /// The Trample proficiency.
        Trample => "colossal-effect-trample",
        /// A domain, item or spell changing friendly/opposing status.
        StatusChange => "colossal-effect-status-change",
        /// An enchantment targeting it.
        Enchantment => "colossal-effect-enchantment",
    }
}

/// Said by its own message, so it reaches a sentence as that message's id.
impl crate::message::ToArg for ColossalEffect {
    fn to_arg(&self) -> crate::message::Arg {
        crate::message::Arg::Message(self.message_id())
    }
}

impl ColossalEffect {
    /// The Magic ability this effect is, which Magic Immunity shuts out (CORE-16).
    pub const fn magic_ability(self) -> Option<Ability> {
        match self {
            ColossalEffect::MagicConfusion => Some(Ability::MagicConfusion),
            ColossalEffect::MagicFreeze => Some(Ability::MagicFreeze),
            ColossalEffect::MagicHealing => Some(Ability::MagicHealing),
            ColossalEffect::MagicLevitation => Some(Ability::MagicLevitation),
            _ => None,
        }
    }

    /// Effects the colossal itself would use; the rest act on it.
    pub const fn used_by_colossal(self) -> bool {
        matches!(self, ColossalEffect::Capture | ColossalEffect::Formation | ColossalEffect::DoubleTime | ColossalEffect::Surge)
    }
}

/// The players' answers that colossal and chariot actions need, since the app does not
/// measure the table. All default to "nothing special".
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct ActionAnswers {
    /// The section that takes this action's pushing damage, if any (COL-11).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub push_to: Option<Section>,
    /// A long-range attack: double range, −2 damage (COL-19).
    #[serde(default)]
    pub long_range: bool,
    /// For each colossal target: how the attack reaches its sections (COL-20, COL-21).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aims: Vec<TargetAim>,
    /// Effects this action declares (capture, Venom, …), checked against COL-03.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<ColossalEffect>,
    /// Figures a special action affects besides the roll's targets (COL-03).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub affects: Vec<FigureId>,
    /// The acting section is in contact with an opposing figure (COL-18).
    #[serde(default)]
    pub opposing_contact: bool,
    /// A move straight backward (COL-14; chariots cannot, CHR-02).
    #[serde(default)]
    pub backward: bool,
    /// Objective tokens the colossal touches where its move ends (COL-08).
    #[serde(default)]
    pub objectives: u8,
    /// A passenger's ranged target is in contact with its chariot (CHR-10).
    #[serde(default)]
    pub target_touches_chariot: bool,

    // Special abilities (CORE-16): what the table says about the figures around an attack.
    /// Magic Enhancement: the friendly figure showing it that touches the ranged attacker.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enhanced_by: Option<FigureId>,
    /// When that friend is a colossal: the section that shows it and touches the attacker
    /// (COL-12, COL-13).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enhancer_section: Option<Section>,
    /// Defend: targets that use the defense value of a friend showing Defend in base contact.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub defended: Vec<Defended>,
    /// Dodge: the d6 each target showing Dodge rolled when hit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dodges: Vec<DodgeRoll>,
}

impl ActionAnswers {
    /// Whether nothing is answered: how a command stored before it carried answers reads.
    pub fn is_empty(&self) -> bool {
        *self == ActionAnswers::default()
    }
}

/// A target that uses a friend's defense value through Defend (CORE-16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Defended {
    /// The target of the attack.
    pub target: FigureId,
    /// The friend in base contact with it that shows Defend.
    pub defender: FigureId,
    /// When that friend is a colossal: the section that shows Defend and touches the
    /// target (COL-12, COL-13).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<Section>,
}

impl Defended {
    /// A target defended by a friend that is no colossal.
    pub fn by(target: FigureId, defender: FigureId) -> Defended {
        Defended { target, defender, section: None }
    }
}

/// The d6 a target showing Dodge rolled when hit (CORE-16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DodgeRoll {
    /// The target.
    pub figure: FigureId,
    /// One d6.
    pub d6: u8,
}
