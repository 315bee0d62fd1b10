//! What a 2d6 total would do, read from the engine's own answer for that total: one kind
//! of key for the attack panel and the wizards, so each says which totals hit and marks
//! 2 and 12 as the criticals the engine applies (CORE-09; issue 48).

use dialkeeper_core::Event;

/// A 2d6 key's mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr)]
pub enum Mark {
    /// It hits (a target at least, with several).
    Hit,
    /// A 12: it hits whatever the numbers say.
    CriticalHit,
    /// It misses.
    Miss,
    /// A 2: it misses whatever the numbers say.
    CriticalMiss,
    /// The engine would not take the action with this total.
    Refused,
}

impl Mark {
    /// The mark of a total's events (`None`: the engine refused it). A critical is read
    /// from the engine's own events, never from the total.
    pub fn of(events: Option<&[Event]>) -> Mark {
        let Some(events) = events else { return Mark::Refused };
        let hit = events.iter().find_map(|e| match *e {
            Event::Hit { critical, .. } => Some(critical),
            _ => None,
        });
        let critical_miss = events.iter().any(|e| matches!(e, Event::Missed { critical: true, .. }));
        match hit {
            Some(true) => Mark::CriticalHit,
            Some(false) => Mark::Hit,
            None if critical_miss => Mark::CriticalMiss,
            None => Mark::Miss,
        }
    }

    /// Whether it hits.
    pub fn hits(self) -> bool {
        matches!(self, Mark::Hit | Mark::CriticalHit)
    }

    /// Whether it is a critical (a 2 or a 12 as the engine applied it).
    pub fn critical(self) -> bool {
        matches!(self, Mark::CriticalHit | Mark::CriticalMiss)
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::FigureId;

    use super::*;

    const A: FigureId = FigureId(0);
    const T: FigureId = FigureId(1);

    #[test]
    fn core_09_criticals_are_read_from_the_engines_events() {
        assert_eq!(Mark::of(Some(&[Event::Hit { attacker: A, target: T, critical: true }])), Mark::CriticalHit);
        assert_eq!(Mark::of(Some(&[Event::Hit { attacker: A, target: T, critical: false }])), Mark::Hit);
        assert_eq!(Mark::of(Some(&[Event::Missed { attacker: A, target: T, critical: true }])), Mark::CriticalMiss);
        assert_eq!(Mark::of(Some(&[Event::Missed { attacker: A, target: T, critical: false }])), Mark::Miss);
        assert_eq!(Mark::of(None), Mark::Refused);
        assert!(Mark::CriticalHit.hits() && Mark::CriticalHit.critical() && !Mark::Miss.hits());
    }
}
