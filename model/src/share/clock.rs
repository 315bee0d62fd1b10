//! Time, for sharing's waits: a guest's tap waits for the host's answer so long, and no
//! longer. The app's clock is the wall's; the simulated table (`sim`) runs its own, so a
//! seed plays the same every time.

use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

/// How long a guest's tap waits for the host's answer before the player is told.
pub const ANSWER_MS: u64 = 8_000;

/// Where sharing reads the time and waits.
pub trait Clock {
    /// Milliseconds, from any start.
    fn now_ms(&self) -> u64;
    /// Resolves once `ms` milliseconds have passed.
    fn sleep(&self, ms: u64) -> Pin<Box<dyn Future<Output = ()>>>;
}

/// A clock shared by a phone's sharing.
pub type Time = Rc<dyn Clock>;

/// The wall's clock and the platform's timers.
pub struct Wall;

impl Clock for Wall {
    fn now_ms(&self) -> u64 {
        crate::platform::now_ms().max(0) as u64
    }

    fn sleep(&self, ms: u64) -> Pin<Box<dyn Future<Output = ()>>> {
        Box::pin(crate::platform::sleep_ms(u32::try_from(ms).unwrap_or(u32::MAX)))
    }
}

/// The wall's clock, shared.
pub fn wall() -> Time {
    Rc::new(Wall)
}
