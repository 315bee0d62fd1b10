//! What a change did, in the order the table wants to hear it (issue 48): the snackbar and
//! Undo lead with what matters to every player (the game's end, a figure knocked out or
//! taken captive, damage dealt and to whom), then say what it cost the figure that acted
//! (pushing, tokens). The target's card is often off the screen, so a KO said last, or not
//! at all, is a KO missed.
//!
//! Every event has a [`Weight`], by one exhaustive `match`, so an event added to the engine
//! must be weighed here before the crate compiles.

use dialkeeper_core::{DamageCause, Event};

/// How much an event matters to the table, most first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Weight {
    /// The game is over.
    End,
    /// A figure leaves play or changes hands: knocked out, taken captive, fled.
    Out,
    /// What the action did: damage dealt, a hit or a miss, healing, a rider thrown off, a
    /// passenger aboard.
    Result,
    /// What it cost the figure that acted: pushing damage, action tokens.
    Cost,
    /// How it came about (the roll, the totals compared, the action given), said only when
    /// nothing else is.
    Detail,
    /// Not news: a phase changing, the clock.
    Quiet,
}

/// The weight of one event.
pub fn weight(event: &Event) -> Weight {
    use Event as E;
    match event {
        E::GameWon { .. } | E::TimeRanOut | E::ConditionMet | E::GameStopped => Weight::End,
        E::Eliminated { .. }
        | E::Captured { .. }
        | E::CaptiveSlain { .. }
        | E::MountFled { .. }
        | E::RiderLost { .. }
        | E::RiderThrown { .. }
        | E::PassengerThrown { .. } => Weight::Out,
        E::Damaged { cause: DamageCause::Pushing, .. } | E::TokenAdded { .. } | E::NoPushingDamage { .. } => Weight::Cost,
        E::Damaged { .. }
        | E::DamageReduced { .. }
        | E::Missed { .. }
        | E::Healed { .. }
        | E::DialReset { .. }
        | E::Dismounted { .. }
        | E::Remounted { .. }
        | E::Freed { .. }
        | E::Returned { .. }
        | E::ExtraAction { .. }
        | E::SectionInactive { .. }
        | E::Boarded { .. }
        | E::Disembarked { .. }
        | E::BreakAway { .. }
        | E::OverwhelmRolled { .. }
        | E::PassengerRoll { .. }
        | E::MountSides { .. }
        | E::ColossalActionsEnded { .. }
        | E::MovementCombined { .. }
        | E::FormationSpeed { .. }
        | E::DarkUnityUsed { .. }
        | E::AbilityRolled { .. }
        | E::TurnStarted { .. } => Weight::Result,
        E::Hit { .. }
        | E::AttackRolled { .. }
        | E::AttackCompared { .. }
        | E::SectionTargeted { .. }
        | E::FormationBonus { .. }
        | E::CaptureAnnounced { .. }
        | E::ActionGiven { .. }
        | E::SectionActionGiven { .. }
        | E::FormationActed { .. }
        | E::Passed { .. }
        | E::ProficiencyUsed { .. }
        | E::AbilityUsed { .. }
        | E::FreeSpun { .. }
        | E::TokensCleared { .. }
        | E::TurnEnded { .. } => Weight::Detail,
        E::PhaseChanged { .. } | E::ClockPaused | E::ClockResumed => Weight::Quiet,
    }
}

/// At most this many sentences lead; a formation's attack or an area can say more, and
/// the log has it all.
const LEAD: usize = 2;
/// At most this many costs follow.
const COSTS: usize = 1;

/// The events worth saying about one change, in the order to say them: what matters most
/// first (heaviest first, and in the order it happened within a weight: a KO, then the
/// damage that did it), then what it cost. Empty only when the change said nothing but
/// quiet events.
pub fn headline(events: &[Event]) -> Vec<&Event> {
    let mut lead: Vec<&Event> = events.iter().filter(|e| !matches!(weight(e), Weight::Cost | Weight::Quiet)).collect();
    lead.sort_by_key(|e| weight(e));
    let ended = lead.first().is_some_and(|e| weight(e) == Weight::End);
    // The action itself is said only when it did nothing more telling.
    if lead.iter().any(|e| weight(e) < Weight::Detail) {
        lead.retain(|e| weight(e) < Weight::Detail);
    } else {
        lead.truncate(1);
    }
    lead.truncate(LEAD);
    // The game's end leaves no one to pay a cost.
    if !ended {
        let mut costs: Vec<&Event> = events.iter().filter(|e| weight(e) == Weight::Cost).collect();
        // The click a push costs says more than the token that caused it.
        costs.sort_by_key(|e| !matches!(e, Event::Damaged { .. }));
        lead.extend(costs.into_iter().take(COSTS));
    }
    if lead.is_empty() {
        lead.extend(events.iter().filter(|e| weight(e) < Weight::Quiet).take(1));
    }
    lead
}

/// The one event that names a change (for Undo and Redo): the first of its headline.
pub fn title(events: &[Event]) -> Option<&Event> {
    headline(events).into_iter().next()
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ActionKind, FigureId, Phase, PlayerId};

    use super::*;

    const ARCHER: FigureId = FigureId(0);
    const HEALER: FigureId = FigureId(1);

    fn given() -> Event {
        Event::ActionGiven { figure: ARCHER, action: ActionKind::Close, actions_left: 2 }
    }
    fn token(tokens: u8) -> Event {
        Event::TokenAdded { figure: ARCHER, tokens }
    }
    fn damaged(figure: FigureId, cause: DamageCause) -> Event {
        Event::Damaged { figure, dial: 0, from: 0, to: 2, cause }
    }

    /// The walk's colossus: the last opposing figure knocked out, and the snackbar said only
    /// that the attacker now carried a token.
    #[test]
    fn a_ko_that_ends_the_game_leads_and_no_cost_follows() {
        let events = vec![
            given(),
            Event::AttackRolled { attacker: ARCHER, two_d6: 10 },
            Event::AttackCompared { attacker: ARCHER, target: HEALER, total: 19, defense: 16 },
            Event::Hit { attacker: ARCHER, target: HEALER, critical: false },
            damaged(HEALER, DamageCause::Attack),
            Event::Eliminated { figure: HEALER },
            token(1),
            Event::GameWon { winner: PlayerId(0) },
        ];
        assert_eq!(headline(&events), vec![&events[7], &events[5]]);
    }

    #[test]
    fn a_ko_leads_then_the_damage_that_did_it_then_the_cost() {
        let events = vec![given(), damaged(HEALER, DamageCause::Attack), Event::Eliminated { figure: HEALER }, token(2)];
        assert_eq!(headline(&events), vec![&events[2], &events[1], &events[3]]);
    }

    /// The walk's chariot: it hit for 3 clicks, and the snackbar named its own pushing.
    #[test]
    fn damage_dealt_comes_before_the_attackers_pushing() {
        let events = vec![
            given(),
            Event::Hit { attacker: ARCHER, target: HEALER, critical: false },
            damaged(HEALER, DamageCause::Attack),
            token(2),
            damaged(ARCHER, DamageCause::Pushing),
        ];
        assert_eq!(headline(&events), vec![&events[2], &events[4]]);
        assert_eq!(title(&events), Some(&events[2]));
    }

    #[test]
    fn a_miss_is_the_result() {
        let events = vec![given(), Event::Missed { attacker: ARCHER, target: HEALER, critical: false }, token(1)];
        assert_eq!(headline(&events), vec![&events[1], &events[2]]);
    }

    #[test]
    fn a_plain_action_names_the_action_then_its_token() {
        let events = vec![Event::PhaseChanged { phase: Phase::Action }, given(), token(1)];
        assert_eq!(headline(&events), vec![&events[1], &events[2]]);
        assert_eq!(title(&events), Some(&events[1]));
    }

    #[test]
    fn damage_by_hand_is_its_own_news() {
        let events = vec![damaged(HEALER, DamageCause::Table)];
        assert_eq!(headline(&events), vec![&events[0]]);
    }

    #[test]
    fn quiet_events_are_said_only_when_nothing_else_is() {
        assert_eq!(headline(&[Event::ClockPaused]), Vec::<&Event>::new());
        let events = vec![Event::PhaseChanged { phase: Phase::Action }, Event::TurnEnded { player: PlayerId(0) }];
        assert_eq!(headline(&events), vec![&events[1]]);
    }

    #[test]
    fn no_more_than_two_lead_and_one_cost() {
        let events = vec![
            damaged(HEALER, DamageCause::Area),
            damaged(FigureId(2), DamageCause::Area),
            damaged(FigureId(3), DamageCause::Area),
            token(1),
            damaged(ARCHER, DamageCause::Pushing),
        ];
        assert_eq!(headline(&events), vec![&events[0], &events[1], &events[4]]);
    }
}
