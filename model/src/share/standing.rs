//! Where this phone stands in sharing, as the table shows it: a phone that follows
//! another, or has lost it, says so where the player plays, not only on the sharing
//! screen (issue 48, finding 2).

use super::role::Role;
use crate::session::Live;

/// This phone's part in a shared game, as the table shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// Not sharing.
    Alone,
    /// This phone hosts the game; how many phones follow it.
    Hosting {
        /// The phones linked to it now.
        phones: usize,
    },
    /// This phone follows a host, which answers its taps.
    Following,
    /// This phone shares a game but nobody answers its taps: its host is gone, or
    /// another phone took the game over from it. The sharing screen says what to do.
    Lost,
}

impl Standing {
    /// Its name in the page (`data-standing`), for styles and tests: one word, not `Debug`.
    pub fn code(self) -> &'static str {
        match self {
            Standing::Alone => "alone",
            Standing::Hosting { .. } => "hosting",
            Standing::Following => "following",
            Standing::Lost => "lost",
        }
    }

    /// Whether a tap waits for another phone's answer (so a slow answer is the link's,
    /// not this phone's storage).
    pub fn waits_for_host(self) -> bool {
        self == Standing::Following
    }
}

impl<L: Live> Role<L> {
    /// Where this phone stands, for the table.
    pub fn standing(&self) -> Standing {
        match self {
            Role::Alone => Standing::Alone,
            Role::Hosting(host) if host.deposed() => Standing::Lost,
            Role::Hosting(host) => Standing::Hosting { phones: host.guests() },
            Role::Following(guest) if guest.following() => Standing::Following,
            Role::Following(guest) if guest.ended() => Standing::Alone,
            Role::Following(_) => Standing::Lost,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::super::tests::{Phone, drive, hosting, join, moves, pump};
    use super::*;
    use crate::session::now;

    /// Each phone's table says what it is through a whole shared game: hosting with its
    /// phones counted, following, lost once the host is gone, hosting again after taking
    /// over, and alone once sharing ended.
    #[test]
    fn each_phone_shows_where_it_stands_through_a_shared_game() {
        let (h, a, b) = (Phone::new(), Phone::new(), Phone::new());
        assert_eq!(Role::<super::super::tests::Phoned>::Alone.standing(), Standing::Alone);
        let host = Rc::new(hosting(&h));
        let ben = Rc::new(join(&host, &a, "Ben", None));
        let cleo = Rc::new(join(&host, &b, "Cleo", None));
        drive(vec![Box::pin(ben.tap(moves(0)))], |_| pump(Some(&host), &[&ben, &cleo]));
        assert_eq!(Role::Hosting(host.clone()).standing(), Standing::Hosting { phones: 2 });
        let (ben_role, cleo_role) = (Role::Following(ben.clone()), Role::Following(cleo.clone()));
        assert_eq!(ben_role.standing(), Standing::Following);
        assert!(ben_role.standing().waits_for_host());

        drop(host);
        pump(None, &[&ben, &cleo]);
        assert_eq!(ben_role.standing(), Standing::Lost, "the host gone is said on the table");
        assert!(!ben_role.standing().waits_for_host(), "a tap then is answered at once, not waited on");

        let took_over = Rc::new(now(ben.take_over()).unwrap());
        drop((ben_role, ben)); // its session is the new host's now
        assert_eq!(Role::Hosting(took_over.clone()).standing(), Standing::Hosting { phones: 0 });
        drop(Rc::into_inner(took_over).map(|host| now(host.end())));
        assert_eq!(cleo_role.standing(), Standing::Lost, "Cleo never joined the new host");
        now(cleo.leave()).unwrap();
        assert_eq!(cleo_role.standing(), Standing::Alone, "stopped following: its own game");
    }
}
