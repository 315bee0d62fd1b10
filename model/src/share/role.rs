//! What this phone is to a shared game: alone, its host, or a guest following a host.
//! The screens send every tap through [`Role::play`], so a tap while sharing goes
//! through the host (checked, saved, sent to every phone) and never around it.

use std::rc::Rc;

use dialkeeper_store::Op;

use super::guest::Guest;
use super::host::Host;
use super::notice::Unshared;
use super::play::run;
use crate::session::{Games, Live, Outcome, Session};

/// This phone's part in sharing its open game.
#[derive(Default)]
pub enum Role<L: Live> {
    /// Not sharing: taps go straight to the session.
    #[default]
    Alone,
    /// Hosting the open game for its guests.
    Hosting(Rc<Host<L>>),
    /// Following a host's game.
    Following(Rc<Guest<L>>),
}

impl<L: Live> Clone for Role<L> {
    fn clone(&self) -> Self {
        match self {
            Role::Alone => Role::Alone,
            Role::Hosting(host) => Role::Hosting(host.clone()),
            Role::Following(guest) => Role::Following(guest.clone()),
        }
    }
}

impl<L: Live> Role<L> {
    /// One tap on this phone: straight through the session when alone; through the
    /// host's session, then to every guest, when hosting; asked of the host when
    /// following, and done once the host's entry for it is saved and shown here.
    pub async fn play(&self, live: &L, op: Op) -> Result<Outcome, Unshared> {
        match self {
            Role::Alone => Ok(run(live, op).await),
            Role::Hosting(host) => host.play(op).await,
            Role::Following(guest) => guest.tap(op).await,
        }
    }

    /// What this phone was to the game open when its app last stopped, from its store:
    /// hosting it (it hosts again, its guests to pair again), following it (its host to
    /// pair again), or alone. `me` names this phone for a game it hosts from now on.
    pub async fn resume(live: L, me: &str) -> Role<L> {
        Role::resume_timed(live, me, super::clock::wall()).await
    }

    /// [`Role::resume`], with the clock a guest's taps are timed by. The game shared is
    /// opened first if another was open (the note of the last game open may have failed
    /// to save): the one hosted, else the one followed.
    pub async fn resume_timed(live: L, me: &str, time: super::clock::Time) -> Role<L> {
        let Ok(mut shares) = live.ask_store(dialkeeper_store::ask::shares()).await else { return Role::Alone };
        shares.sort_by_key(|s| (!s.hosting, std::cmp::Reverse(s.game)));
        let open = live.with(|s| s.open_game().map(|(id, _)| id));
        let Some(share) = shares.iter().find(|s| Some(s.game) == open).or(shares.first()).cloned() else { return Role::Alone };
        if Some(share.game) != open && live.resume(share.game).await.is_err() {
            return Role::Alone;
        }
        if share.hosting {
            return match Host::start(live, me).await {
                Ok(host) => Role::Hosting(Rc::new(host)),
                Err(e) => {
                    eprintln!("dialkeeper: the shared game could not be hosted again: {e}");
                    Role::Alone
                }
            };
        }
        Guest::resume(live, me, time).await.map_or(Role::Alone, |guest| Role::Following(Rc::new(guest)))
    }

    /// Whether this phone shares its game now: it hosts it, or follows a host (or holds
    /// a copy it followed, its host out of reach). Another game opens only once sharing
    /// stopped ([`Role::stop`]).
    pub fn shares(&self) -> bool {
        match self {
            Role::Alone => false,
            Role::Hosting(host) => host.hosting() || host.deposed(),
            Role::Following(guest) => !guest.ended(),
        }
    }

    /// Stops sharing on this phone: a host ends it for every phone, a guest stops
    /// following. Each keeps the game as its own.
    pub async fn stop(&self) -> Result<(), Unshared> {
        match self {
            Role::Alone => Ok(()),
            Role::Hosting(host) => host.stop().await.map_err(Unshared::NotSaved),
            Role::Following(guest) => guest.leave().await,
        }
    }

    /// The shared game's key, while this phone shares one.
    pub fn key(&self) -> Option<String> {
        match self {
            Role::Alone => None,
            Role::Hosting(host) => Some(host.key()),
            Role::Following(guest) => guest.key(),
        }
    }

    /// The setting that keeps which player taps on this phone in the shared game:
    /// a phone's own choice, never sent to the others.
    pub fn seat_setting(&self) -> Option<String> {
        self.key().map(|key| dialkeeper_store::Setting::seat(&key))
    }

    /// The seat of the player who taps on this phone, if this phone shares a game and
    /// its player said who they are; "Only mine" then shows that player's figures, not
    /// the current player's.
    pub fn seat(&self, session: &Session) -> Option<u8> {
        let seat: u8 = session.setting(&self.seat_setting()?)?.parse().ok()?;
        let players = session.game()?.setup().players.len();
        (usize::from(seat) < players).then_some(seat)
    }

    /// Signs this phone's taps with `name` (its player's) from now on.
    pub fn sign_as(&self, name: &str) {
        match self {
            Role::Alone => {}
            Role::Hosting(host) => host.sign_as(name),
            Role::Following(guest) => guest.sign_as(name),
        }
    }

    /// Who made the last commands still applied, as far as this phone knows
    /// ([`credit::authors`](super::credit::authors)); empty when not sharing.
    pub fn authors(&self) -> Vec<Option<String>> {
        match self {
            Role::Alone => vec![],
            Role::Hosting(host) => super::credit::authors(&host.log()),
            Role::Following(guest) => super::credit::authors(&guest.log()),
        }
    }

    /// How many other phones share the game: a host's guests, or 1 (the host) for a
    /// guest still following it.
    pub fn others(&self) -> usize {
        match self {
            Role::Alone => 0,
            Role::Hosting(host) => host.guests(),
            Role::Following(guest) => usize::from(guest.following()),
        }
    }
}
