//! The dice: what a d6 or a 2d6 may show, and which 2d6 rolls are critical (CORE-09).
//! Every path that takes dice from the table checks them here, so a die entered on any
//! command is held to the same faces. Calls nothing.

use crate::violation::RuleViolation;

/// A roll of 2 on 2d6: a critical miss (CORE-09).
pub const CRITICAL_MISS: u8 = 2;
/// A roll of 12 on 2d6: a critical hit (CORE-09).
pub const CRITICAL_HIT: u8 = 12;

/// A 2d6 total shows 2 to 12.
pub(super) fn check_two_d6(value: u8) -> Result<(), RuleViolation> {
    if (CRITICAL_MISS..=CRITICAL_HIT).contains(&value) { Ok(()) } else { Err(RuleViolation::BadTwoD6 { value }) }
}

/// A d6 shows 1 to 6.
pub(super) fn check_d6(value: u8) -> Result<(), RuleViolation> {
    if (1..=6).contains(&value) { Ok(()) } else { Err(RuleViolation::BadD6 { value }) }
}
