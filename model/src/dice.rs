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
}
