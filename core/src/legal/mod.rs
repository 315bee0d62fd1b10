//! What the engine allows now, asked before a tap. Every answer is [`Game::check`] run on
//! the command the tap would send, so a button or a wizard's list never offers what
//! `try_apply` would refuse, nor hides what it would accept; the UI decides nothing itself.
//! What an attack on a card may still be told is in [`attack`], what a wizard offers in
//! [`wizard`]; the model's attack and wizard code may call on a game only these queries
//! (`model/tests/deciders.rs` checks it).

mod attack;
mod wizard;

pub use wizard::OWN as OWN_ABILITIES;

pub use attack::AttackBy;

use crate::ability::Ability;
use crate::command::{ActionAnswers, ActionKind, ActionRoll, Command, SectionAim, TargetAim};
use crate::figure::{Proficiency, Section};
use crate::game::Game;
use crate::state::FigureId;
use crate::violation::RuleViolation;

impl Game {
    /// Whether `figure` is a colossal, with four sections (COL-01).
    pub fn is_colossal(&self, figure: FigureId) -> bool {
        self.figure(figure).is_some_and(|f| f.def.is_colossal())
    }

    /// A colossal's sections still in play, which an attack may be aimed at (COL-04, COL-20);
    /// none for any other figure.
    pub fn active_sections(&self, figure: FigureId) -> Vec<Section> {
        Section::ALL.into_iter().filter(|&s| self.section_active(figure, s) == Some(true)).collect()
    }

    /// The range a figure attacks at now: a passenger's range counts as at most 8
    /// (CHR-10); a long-range attack doubles it (COL-19). `None` for an unknown id.
    pub fn range(&self, id: FigureId, long_range: bool) -> Option<u8> {
        let f = self.figure(id)?;
        let mut range = f.def.range;
        if self.state().figure(id).colossal.aboard.is_some() {
            range = range.min(8);
        }
        Some(if long_range { range.saturating_mul(2) } else { range })
    }

    /// Whether `command` would be accepted now.
    pub fn allows(&self, command: &Command) -> bool {
        self.check(command).is_ok()
    }

    /// Whether one click of damage and one of healing, entered at the table on `dial`,
    /// would be accepted now, and why not: [Damage, Heal], each as its command would be
    /// answered, without playing it (a card dims its two buttons by them).
    pub fn table_clicks(&self, figure: FigureId, dial: u8) -> [Result<(), RuleViolation>; 2] {
        if self.state().ended.is_some() {
            return [Err(RuleViolation::GameOver), Err(RuleViolation::GameOver)];
        }
        crate::rules::table_clicks(&self.rules(), self.state(), figure, dial)
    }

    /// Each kind of action `figure` (a cavalry unit by either id) might be given now
    /// without dice: allowed, or the refusal that says why not.
    pub fn actions_for(&self, figure: FigureId) -> Vec<(ActionKind, Result<(), RuleViolation>)> {
        ActionKind::ALL.into_iter().map(|action| (action, self.check(&Command::GiveAction { figure, action, roll: None }))).collect()
    }

    /// The figures for which `command` (built from each one) would be accepted now, found
    /// one at a time: a card asks only whether there is one (issue 50: each is a command
    /// tried, so a 40-figure table tried 40 for every wizard a tap's card offers).
    fn candidates<'a>(&'a self, command: impl Fn(FigureId) -> Command + 'a) -> impl Iterator<Item = FigureId> + 'a {
        self.figure_ids().filter(move |&other| self.allows(&command(other)))
    }

    /// Mounts `rider` may remount now (CAV-23).
    pub fn remount_mounts(&self, rider: FigureId) -> Vec<FigureId> {
        self.remounts(rider).collect()
    }

    /// Whether `rider` may remount some mount now (CAV-23).
    pub fn may_remount(&self, rider: FigureId) -> bool {
        self.remounts(rider).next().is_some()
    }

    fn remounts(&self, rider: FigureId) -> impl Iterator<Item = FigureId> + '_ {
        self.candidates(move |mount| Command::Remount { rider, mount })
    }

    /// Opposing figures `captor` may try to capture now with a close attack (CORE-14);
    /// contact is the table's to say, the roll decides only the outcome.
    pub fn capture_targets(&self, captor: FigureId) -> Vec<FigureId> {
        self.captures(captor).collect()
    }

    /// Whether `captor` may try to capture some figure now (CORE-14).
    pub fn may_capture(&self, captor: FigureId) -> bool {
        self.captures(captor).next().is_some()
    }

    fn captures(&self, captor: FigureId) -> impl Iterator<Item = FigureId> + '_ {
        let roll = |target| Some(crate::command::ActionRoll::Capture { target, two_d6: 7, modifier: 0 });
        self.candidates(move |target| Command::GiveAction { figure: captor, action: ActionKind::Close, roll: roll(target) })
    }

    /// Chariots `figure` may board now, at a side or the rear (CHR-05); whether it is a
    /// sentry is the table's to say, and boarding as one is always refused.
    pub fn board_chariots(&self, figure: FigureId) -> Vec<FigureId> {
        self.boardings(figure).collect()
    }

    /// Whether `figure` may board some chariot now (CHR-05).
    pub fn may_board(&self, figure: FigureId) -> bool {
        self.boardings(figure).next().is_some()
    }

    fn boardings(&self, figure: FigureId) -> impl Iterator<Item = FigureId> + '_ {
        self.candidates(move |chariot| Command::Board { figure, chariot, section: Section::Rear, sentry: false })
    }

    /// Opposing units `unit` may overwhelm now (CAV-29), each once, named by its mount
    /// (its rider's id names the same unit); the roll decides only the outcome.
    pub fn overwhelm_targets(&self, unit: FigureId) -> Vec<FigureId> {
        self.overwhelms(unit).collect()
    }

    /// Whether `unit` may overwhelm some opposing unit now (CAV-29).
    pub fn may_overwhelm(&self, unit: FigureId) -> bool {
        self.overwhelms(unit).next().is_some()
    }

    fn overwhelms(&self, unit: FigureId) -> impl Iterator<Item = FigureId> + '_ {
        let command =
            move |target| Command::Overwhelm { unit, target, d6: 1, room_for_rider: true, in_contact: false, speed_ability: false };
        self.figure_ids().filter(move |&t| self.state().figure(t).rider.is_some() && self.allows(&command(t)))
    }

    /// Whether the unit `figure` is part of may dismount now, given room for the rider
    /// (CAV-22; the room is asked).
    pub fn may_dismount(&self, unit: FigureId) -> bool {
        self.allows(&Command::Dismount { unit, room_for_rider: true })
    }

    /// Whether the unit may be given a Trample move now (CAV-30; who it crosses is asked).
    pub fn may_trample(&self, unit: FigureId) -> bool {
        self.allows(&Command::Trample { unit, crossed: vec![], elevated: false, double_time: false })
    }

    /// Whether the passenger `figure` may disembark now (CHR-06; where is asked).
    pub fn may_disembark(&self, figure: FigureId) -> bool {
        self.allows(&Command::Disembark { figure, section: Section::Rear })
    }

    /// Figures a Trample line from `unit` may cross now (CAV-30, COL-03): both dials of
    /// a unit are listed, and the table picks.
    pub fn trample_candidates(&self, unit: FigureId) -> Vec<FigureId> {
        self.candidates(move |crossed| Command::Trample { unit, crossed: vec![crossed], elevated: false, double_time: false }).collect()
    }

    /// Whether the unit may make a Mounted Charge, or a Mounted Bound, now (CAV-27,
    /// CAV-28); targets and dice are asked after.
    pub fn may_mounted(&self, unit: FigureId, bound: bool) -> bool {
        let command = if bound {
            Command::MountedBound { unit, roll: None, in_contact: false, answers: ActionAnswers::default() }
        } else {
            Command::MountedCharge { attacker: unit, roll: None, in_contact: false, answers: ActionAnswers::default() }
        };
        self.allows(&command)
    }

    /// The move-and-attack `figure` may make now, Charge or Bound (CORE-16), with
    /// whether the engine would take it (dice, targets and answers come after): the
    /// ability shown on the speed value of the dial that moves (a cavalry unit's mount).
    /// `None` when it shows neither.
    pub fn move_and_attack(&self, figure: FigureId) -> Option<(Ability, Result<(), RuleViolation>)> {
        let state = self.state().figures.get(figure.0 as usize)?;
        let mover = if state.rider.is_some() { figure } else { state.mount.unwrap_or(figure) };
        let shown = self.figure(mover)?.def.dial().click(self.state().figure(mover).clicks[0]).speed.ability;
        let ability = shown.filter(|a| matches!(a, Ability::Charge | Ability::Bound))?;
        Some((ability, self.check(&Command::MoveAndAttack { figure, ability, roll: None, answers: ActionAnswers::default() })))
    }

    /// Why `unit` may not start `proficiency` (Mounted Bound, Mounted Charge or
    /// Overwhelm) with the table's answers about contact and speed abilities (CAV-27 to
    /// CAV-29), or `None`. It is the check of that command itself (for Overwhelm, aimed at
    /// a target it could overwhelm out of contact), so a wizard can give the engine's
    /// reason before any die is rolled.
    pub fn maneuver_refusal(
        &self,
        unit: FigureId,
        proficiency: Proficiency,
        in_contact: bool,
        speed_ability: bool,
    ) -> Option<RuleViolation> {
        let command = match proficiency {
            Proficiency::MountedBound => Command::MountedBound { unit, roll: None, in_contact, answers: ActionAnswers::default() },
            Proficiency::MountedCharge => {
                Command::MountedCharge { attacker: unit, roll: None, in_contact, answers: ActionAnswers::default() }
            }
            _ => {
                let target = *self.overwhelm_targets(unit).first()?;
                Command::Overwhelm { unit, target, d6: 1, room_for_rider: true, in_contact, speed_ability }
            }
        };
        self.check(&command).err()
    }

    /// Why `unit` may not trample with the table's answers about ground level and
    /// double-time (CAV-30), or `None`: the check of that Trample, crossing nobody yet.
    pub fn trample_refusal(&self, unit: FigureId, elevated: bool, double_time: bool) -> Option<RuleViolation> {
        self.check(&Command::Trample { unit, crossed: vec![], elevated, double_time }).err()
    }

    /// The formation command a tap would send (CORE-13): `primary` and `members`, no dice
    /// yet, with the table's answer about contact.
    fn formation(primary: FigureId, action: ActionKind, members: &[FigureId], all_in_contact: bool) -> Command {
        Command::Formation { primary, members: members.to_vec(), action, roll: None, all_in_contact, answers: ActionAnswers::default() }
    }

    /// Figures that may join `primary`'s formation of `action` beside the members
    /// `chosen` so far, as the table says they all touch (CORE-13, CAV-19, COL-03): each
    /// is the check of that formation with the figure added, accepted, or refused only
    /// because it is still too small (the engine checks the size last, so nothing else
    /// about it is wrong). A figure already in `chosen` or the primary is never listed,
    /// and a cavalry unit is listed once, by the first of its dials (mount first) that
    /// may join: a member acts with the dial it is named by (its range, its roles).
    pub fn formation_members(&self, primary: FigureId, action: ActionKind, chosen: &[FigureId]) -> Vec<FigureId> {
        self.figure_ids()
            .filter(|&other| self.unit_of(other).is_none_or(|mount| mount == other))
            .filter_map(|other| {
                let dials = self.unit_dials(other);
                let mut dials = if dials.is_empty() { vec![other] } else { dials };
                dials.retain(|&dial| self.may_join(primary, action, chosen, dial));
                dials.first().copied()
            })
            .collect()
    }

    /// Whether `primary` may lead a whole formation of `action` now, one the engine would
    /// take as it stands (not merely one that someone could join and then be refused as
    /// too small): members are added one by one, each accepted beside those before, until
    /// the engine takes the formation or nobody else may join. A card asks it for every
    /// figure on the table, so it stops at the first formation found.
    pub fn may_lead_formation(&self, primary: FigureId, action: ActionKind) -> bool {
        let mut chosen: Vec<FigureId> = Vec::new();
        loop {
            if !chosen.is_empty() && self.may_form(primary, action, &chosen) {
                return true;
            }
            let next = self.figure_ids().find(|&o| o != primary && !chosen.contains(&o) && self.may_join(primary, action, &chosen, o));
            match next {
                Some(member) => chosen.push(member),
                None => return false,
            }
        }
    }

    /// Whether `other` may join `primary`'s formation of `action` beside `chosen`: the
    /// check of that formation, accepted, or refused only for being too small.
    fn may_join(&self, primary: FigureId, action: ActionKind, chosen: &[FigureId], other: FigureId) -> bool {
        let mut members = chosen.to_vec();
        members.push(other);
        match self.check(&Self::formation(primary, action, &members, true)) {
            Ok(()) => true,
            Err(RuleViolation::FormationSize { size, min, .. }) => size < min as usize,
            Err(_) => false,
        }
    }

    /// Whether `primary` and `members` may act now as one formation of `action`, given
    /// that they all touch (CORE-13); the dice come after.
    pub fn may_form(&self, primary: FigureId, action: ActionKind, members: &[FigureId]) -> bool {
        self.allows(&Self::formation(primary, action, members, true))
    }

    /// Why `primary` and `members` may not act as one formation of `action` with the
    /// table's answer about contact (CORE-13), or `None`: the check of that command, so a
    /// wizard can give the engine's reason before any die is rolled.
    pub fn formation_refusal(
        &self,
        primary: FigureId,
        action: ActionKind,
        members: &[FigureId],
        all_in_contact: bool,
    ) -> Option<RuleViolation> {
        self.check(&Self::formation(primary, action, members, all_in_contact)).err()
    }

    /// The actions a colossal's `section` may be given now (COL-06, COL-08), its pushing
    /// damage, if any, on that section; the contact and aim questions come after.
    pub fn section_actions(&self, figure: FigureId, section: Section) -> Vec<ActionKind> {
        self.section_actions_for(figure, section).into_iter().filter(|(_, allowed)| allowed.is_ok()).map(|(action, _)| action).collect()
    }

    /// Each kind of action for a colossal's `section` now: allowed, or why not.
    pub fn section_actions_for(&self, figure: FigureId, section: Section) -> Vec<(ActionKind, Result<(), RuleViolation>)> {
        let answers = ActionAnswers { push_to: Some(section), ..ActionAnswers::default() };
        ActionKind::ALL
            .into_iter()
            .map(|action| {
                (action, self.check(&Command::GiveSectionAction { figure, section, action, roll: None, answers: answers.clone() }))
            })
            .collect()
    }

    /// A colossal's sections that may be given some action now.
    pub fn acting_sections(&self, figure: FigureId) -> Vec<Section> {
        Section::ALL.into_iter().filter(|&section| !self.section_actions(figure, section).is_empty()).collect()
    }

    /// The figures `attacker` may aim a `kind` attack at now (CORE-09, CORE-11): a
    /// colossal attacks with its `section`, a colossal target is aimed at one of its
    /// active sections (COL-20). Each is the check of that attack rolled as a critical
    /// miss, so only whom it may aim at is judged, not what a hit would then ask;
    /// distance and line of fire are the table's to see.
    pub fn attack_targets(&self, attacker: FigureId, section: Option<Section>, kind: ActionKind) -> Vec<FigureId> {
        self.figure_ids().filter(|&target| self.may_attack(attacker, section, kind, target)).collect()
    }

    /// Whether `attacker` (with its `section`, for a colossal) may aim a `kind` attack at
    /// `target` now: the one check behind [`Game::attack_targets`].
    pub fn may_attack(&self, attacker: FigureId, section: Option<Section>, kind: ActionKind, target: FigureId) -> bool {
        let (roll, aims) = self.critical_miss_at(target);
        let command = match section {
            Some(section) => Command::GiveSectionAction {
                figure: attacker,
                section,
                action: kind,
                roll,
                answers: ActionAnswers { push_to: Some(section), aims, ..ActionAnswers::default() },
            },
            None => Command::GiveAnsweredAction {
                figure: attacker,
                action: kind,
                roll,
                answers: ActionAnswers { aims, ..ActionAnswers::default() },
            },
        };
        self.allows(&command)
    }

    /// The figures a formation's attack may aim at now (CORE-13, CORE-09): each is the
    /// check of the whole formation's attack rolled as a critical miss, as in
    /// [`Game::attack_targets`].
    pub fn formation_targets(&self, primary: FigureId, action: ActionKind, members: &[FigureId]) -> Vec<FigureId> {
        self.figure_ids()
            .filter(|&target| {
                let (roll, aims) = self.critical_miss_at(target);
                self.allows(&Command::Formation {
                    primary,
                    members: members.to_vec(),
                    action,
                    roll,
                    all_in_contact: true,
                    answers: ActionAnswers { aims, ..ActionAnswers::default() },
                })
            })
            .collect()
    }

    /// An attack on `target` rolled as a critical miss, aimed at its first active section
    /// if it is a colossal: a roll that judges only whom the attack may aim at.
    fn critical_miss_at(&self, target: FigureId) -> (Option<ActionRoll>, Vec<TargetAim>) {
        let aim = Section::ALL.into_iter().find(|&s| self.section_active(target, s) == Some(true));
        let aims = aim.map(|s| TargetAim::new(target, SectionAim::One(s))).into_iter().collect();
        (Some(ActionRoll::Attack { targets: vec![target], two_d6: crate::rules::CRITICAL_MISS, modifier: 0 }), aims)
    }
}
