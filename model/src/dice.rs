//! The app's own dice, for "Roll for me". A die rolled here is an answer like a die
//! rolled at the table: it goes into the command, and the engine never rolls. fastrand
//! seeds itself from the platform (on the web from the browser's crypto, through its
//! `js` feature), so nothing here reads the clock, which panics in a browser.

/// One d6: 1 to 6, each as likely.
pub fn roll_d6() -> u8 {
    fastrand::u8(1..=6)
}

/// A 2d6 roll: two dice added, so 7 comes up six times as often as 2 or 12, as at
/// the table (not a number drawn evenly from 2 to 12).
pub fn roll_2d6() -> u8 {
    roll_d6() + roll_d6()
}

/// What the table's dice sheet rolled last: one d6 or two.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rolled {
    /// One d6.
    One(u8),
    /// Two d6, each die.
    Two(u8, u8),
}

impl Rolled {
    /// One d6, rolled now.
    pub fn one() -> Rolled {
        Rolled::One(roll_d6())
    }

    /// Two d6, rolled now.
    pub fn two() -> Rolled {
        Rolled::Two(roll_d6(), roll_d6())
    }

    /// The dice added.
    pub fn total(self) -> u8 {
        match self {
            Rolled::One(n) => n,
            Rolled::Two(a, b) => a + b,
        }
    }

    /// The faces as their pips.
    pub fn faces(self) -> String {
        match self {
            Rolled::One(n) => face(n).to_string(),
            Rolled::Two(a, b) => format!("{} {}", face(a), face(b)),
        }
    }

    /// A critical hit or miss, by the engine's numbers: only two dice make one.
    pub fn critical(self) -> Option<crate::roll::Mark> {
        use crate::roll::Mark;
        match self {
            Rolled::Two(..) if self.total() == dialkeeper_core::CRITICAL_HIT => Some(Mark::CriticalHit),
            Rolled::Two(..) if self.total() == dialkeeper_core::CRITICAL_MISS => Some(Mark::CriticalMiss),
            _ => None,
        }
    }
}

/// A die's face as its pips.
fn face(n: u8) -> &'static str {
    ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"][(n.clamp(1, 6) - 1) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_d6_shows_every_face_and_nothing_else() {
        let mut seen = [0u32; 7];
        for _ in 0..6000 {
            let n = roll_d6();
            assert!((1..=6).contains(&n), "{n}");
            seen[n as usize] += 1;
        }
        // Each face about 1000 times; 700 is far outside chance for a fair die.
        assert!(seen[1..].iter().all(|&c| c > 700), "{seen:?}");
    }

    #[test]
    fn two_d6_add_up_like_two_dice() {
        let mut seen = [0u32; 13];
        for _ in 0..36_000 {
            let n = roll_2d6();
            assert!((2..=12).contains(&n), "{n}");
            seen[n as usize] += 1;
        }
        // Expected 1000 snake eyes and 6000 sevens.
        assert!(seen[2] > 600 && seen[12] > 600, "{seen:?}");
        assert!(seen[7] > 4 * seen[2].max(seen[12]), "{seen:?}");
    }

    #[test]
    fn only_two_dice_make_a_critical_and_the_engine_says_which() {
        use crate::roll::Mark;
        assert_eq!(Rolled::Two(6, 6).critical(), Some(Mark::CriticalHit));
        assert_eq!(Rolled::Two(1, 1).critical(), Some(Mark::CriticalMiss));
        assert_eq!(Rolled::Two(5, 6).critical(), None);
        assert_eq!(Rolled::One(2).critical(), None, "one die showing 2 is no critical miss");
        assert_eq!(Rolled::Two(3, 4).total(), 7);
        assert_eq!(Rolled::Two(1, 6).faces(), "⚀ ⚅");
    }
}
