//! What this phone is to a shared game: alone, its host, or a guest following a host.
//! The screens send every tap through [`Role::play`], so a tap while sharing goes
//! through the host (checked, saved, sent to every phone) and never around it.

use std::future::Future;
use std::rc::Rc;

use dialkeeper_store::Op;

use super::guest::Guest;
use super::host::Host;
use super::link::Link;
use super::notice::Unshared;
use super::play::run;
use crate::session::{Fault, Games, Live, Outcome, Session};

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

/// When the store is asked for a game shared when the app last stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    /// The app starting: any such game is taken up (and opened, if another was open).
    AtStart,
    /// The store back after its web worker started again, or a first visit's store
    /// started late: only the game open now, or any if none is, so that the game on the
    /// table never changes under the player.
    StoreBack,
    /// The player opened a game from the list: its part, if this phone shares it (a
    /// phone whose store was out of reach when it started came back alone).
    Opened,
}

/// Whether this phone's store holds a game it shared when its app last stopped, for
/// [`Role::resume`] to take up: asked first, with the store alone, so that a start with
/// nothing shared never loads sharing's code (the split web app). Only a phone alone is
/// asked (`now`): one hosting, following, or between the two (a take-over under way,
/// sharing being ended) is never resumed on top of what it does. A store still on its
/// way (a first visit's, a warm start's drawn from what was last shown) is not asked: the
/// question would hold the session's turn until it starts, and with it the player's first
/// change; once it starts, the store's return ([`Asked::StoreBack`]) asks.
pub async fn shared_when_stopped<L: Live>(live: &L, now: &Role<L>, asked: Asked) -> bool {
    if !now.alone() || live.with(|s| s.store_on_its_way()) {
        return false;
    }
    let open = live.with(|s| s.open_game().map(|(id, _)| id));
    // A store that could not say is not a no at the start: the resume asks again and
    // decides. When the store comes back, it is: the game on the table never changes on
    // a guess, and the store's next return asks again.
    shares(live).await.map_or(asked == Asked::AtStart, |shares| match asked {
        Asked::AtStart => !shares.is_empty(),
        Asked::StoreBack => shares.iter().any(|share| open.is_none_or(|open| open == share.game)),
        Asked::Opened => shares.iter().any(|share| open == Some(share.game)),
    })
}

/// How many times the store is asked before what it failed to say counts as failed: its
/// web worker replaced under the question answers the next one.
const TRIES: usize = 3;

/// `once`, tried again while the store fails, at most [`TRIES`] times; each failure said
/// on the console, as `what` failed.
async fn tried<T, F: Future<Output = Result<T, Fault>>>(what: &str, mut once: impl FnMut() -> F) -> Result<T, Fault> {
    let mut left = TRIES;
    loop {
        left -= 1;
        match once().await {
            Err(fault) if left > 0 => crate::warn!("dialkeeper: {what}; tried again: {fault}"),
            done => return done.inspect_err(|fault| crate::warn!("dialkeeper: {what}: {fault}")),
        }
    }
}

/// The games this phone's store shares, asked again when the store fails to say: a failed
/// read taken as "none" left a phone that hosted alone on its shared game, every tap
/// refused. `None` once every try failed.
async fn shares<L: Live>(live: &L) -> Option<Vec<dialkeeper_store::Share>> {
    tried("the store could not say which games are shared", || live.ask_store(dialkeeper_store::ask::shares())).await.ok()
}

/// A tap on a phone whose sharing ended here: played on its own game once `noted` says
/// the store noted the end; refused while it could not, ending being offered again.
async fn on_own_game<L: Live>(noted: impl Future<Output = bool>, live: &L, op: Op) -> Result<Outcome, Unshared> {
    if noted.await { Ok(run(live, op).await) } else { Err(Unshared::Ended) }
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
    /// following, and done once the host's entry for it is saved and shown here. A phone
    /// whose sharing ended here plays on its own game once its store noted the end, as it
    /// will once the app sees it alone (`ending`).
    pub async fn play(&self, live: &L, op: Op) -> Result<Outcome, Unshared> {
        match self {
            Role::Alone => Ok(run(live, op).await),
            Role::Hosting(host) if host.ended() => on_own_game(host.own_game(), live, op).await,
            Role::Hosting(host) => host.play(op).await,
            Role::Following(guest) if guest.ended() => on_own_game(guest.own_copy(), live, op).await,
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
        tried("the shared game could not be taken up", || Role::resume_once(live.clone(), me, time.clone())).await.unwrap_or(Role::Alone)
    }

    /// One try of [`Role::resume_timed`]: `Err` with what the store said when it failed
    /// to say or to open (it may not the next time).
    async fn resume_once(live: L, me: &str, time: super::clock::Time) -> Result<Role<L>, Fault> {
        let mut shares = live.ask_store(dialkeeper_store::ask::shares()).await?;
        shares.sort_by_key(|s| (!s.hosting, std::cmp::Reverse(s.game)));
        let open = live.with(|s| s.open_game().map(|(id, _)| id));
        let Some(share) = shares.iter().find(|s| Some(s.game) == open).or(shares.first()).cloned() else { return Ok(Role::Alone) };
        if Some(share.game) != open {
            live.resume(share.game).await?;
        }
        if share.hosting {
            return match Host::start(live, me).await {
                Ok(host) => Ok(Role::Hosting(Rc::new(host))),
                // Not the store's trouble: the store says this copy is another host's.
                Err(Fault::Shared) => {
                    crate::warn!("dialkeeper: the shared game could not be hosted again: {}", Fault::Shared);
                    Ok(Role::Alone)
                }
                Err(fault) => Err(fault),
            };
        }
        Ok(Guest::resume_or_fault(live, me, time).await?.map_or(Role::Alone, |guest| Role::Following(Rc::new(guest))))
    }

    /// Whether this phone is alone: it neither shares a game nor is on its way into or
    /// out of sharing (a take-over under way, sharing being ended).
    pub fn alone(&self) -> bool {
        matches!(self, Role::Alone)
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

    /// Seats a guest on `link`: a host seats it beside its others; a phone alone starts
    /// hosting its open game with it. The host made now, to listen on; `me` names this
    /// phone in the game it hosts.
    pub async fn seat_guest(&self, live: L, me: &str, link: Link) -> Result<Option<Rc<Host<L>>>, Fault> {
        if let Role::Hosting(host) = self {
            host.add_guest(link);
            return Ok(None);
        }
        let host = Rc::new(Host::start(live, me).await?);
        host.add_guest(link);
        Ok(Some(host))
    }

    /// Follows the host at the other end of `link`, and gives the guest that listens
    /// now. A guest whose host was lost (asleep, out of range, its app started again)
    /// follows again with its copy and gets only what it missed; a phone that hosted
    /// (two phones took the game over, and this one joins the other) hands its guests
    /// over and follows with its copy; any other joins afresh. The role is given up: the
    /// phone plays this part until the guest is set as its role.
    pub async fn follow(self, live: L, me: &str, link: Link) -> Rc<Guest<L>> {
        let copy = match self {
            Role::Following(guest) if !guest.ended() => Some(guest),
            Role::Hosting(host) => {
                host.hand_over();
                drop(host);
                Guest::resume(live.clone(), me, super::clock::wall()).await.map(Rc::new)
            }
            Role::Alone | Role::Following(_) => None,
        };
        match copy {
            Some(guest) => {
                guest.follow(link);
                guest
            }
            None => Rc::new(Guest::join(live, me, None, link).await),
        }
    }

    /// Whether sharing ended on this phone through `guest`: it stopped following, and
    /// follows no other since (its copy is its own game now).
    pub fn ended_through(&self, guest: &Rc<Guest<L>>) -> bool {
        guest.ended() && matches!(self, Role::Following(g) if Rc::ptr_eq(g, guest))
    }

    /// A guest whose host is gone hosts the game from its own copy; the others then join
    /// it as they joined the host before. Only a guest can.
    pub async fn take_over(&self) -> Result<Rc<Host<L>>, Unshared> {
        match self {
            Role::Following(guest) => guest.take_over().await.map(Rc::new),
            Role::Alone | Role::Hosting(_) => Err(Unshared::Ended),
        }
    }

    /// A phone that took the game over starts hosting, once its players saw who joined.
    pub fn start_hosting(&self) {
        if let Role::Hosting(host) = self {
            host.start_hosting();
        }
    }

    /// The host to listen for, if this phone hosts.
    pub fn host(&self) -> Option<Rc<Host<L>>> {
        match self {
            Role::Hosting(host) => Some(host.clone()),
            _ => None,
        }
    }

    /// Whether the player must be asked "Stop sharing this game?" before game `next`
    /// (`None`: a new one) opens: this phone shares another.
    pub fn asks_before_opening(&self, session: &Session, next: Option<crate::session::GameId>) -> bool {
        self.shares() && !(next.is_some() && session.sharing() == next)
    }

    /// Signs this phone's taps with its player's name, once the phone said who plays on
    /// it ([`Role::seat`]).
    pub fn sign_for_seat(&self, session: &Session) {
        let name = self.seat(session).and_then(|seat| Some(session.game()?.setup().players.get(usize::from(seat))?.name.clone()));
        if let Some(name) = name {
            self.sign_as(&name);
        }
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
