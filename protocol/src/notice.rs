//! What a player is told about sharing, and why a guest's tap got no answer.

use dialkeeper_core::{RuleViolation, Word};

use super::wire::{Line, Seq};

dialkeeper_core::reports! {
    /// What a player is told about sharing, besides the answer to their own taps.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum Notice {
        /// This phone was away and got the entries it missed.
        CaughtUp {
            /// How many entries it got.
            entries: usize,
        } => "sharing-caught-up" says "caught up: {entries} changes" with { count: *entries },
        /// The host was gone and another phone hosts the game now.
        TakenOver {
            /// The first entry the new host gives.
            from_seq: Seq,
        } => "sharing-taken-over" says "another phone hosts the game from change {from_seq}" with { seq: *from_seq },
        /// The host ended sharing: this phone keeps the game as its own.
        Ended => "sharing-ended" says "the host stopped sharing",
        /// The host can no longer be reached.
        HostGone => "sharing-host-gone" says "the host can no longer be reached",
        /// The host refused a tap of this phone's: the engine's reason, which the text
        /// layer says with the game's names.
        Refused(violation: RuleViolation) => "sharing-refused" says "the host did not save this: {violation}"
            with { reason: Word::Worded },
        /// Another phone took the game over after this one's host (a later term): this
        /// phone no longer hosts, or its host no longer does; the players join that phone.
        NewerHost => "sharing-newer-host" says "another phone took the game over later",
        /// The other phone runs another version of the app: they cannot share a game until
        /// both run the same one.
        OtherVersion {
            /// The other phone's message version.
            theirs: u64,
        } => "sharing-other-version" says "the other phone speaks version {theirs}",
        /// A change this phone held, not in the host's game, was asked of the host again,
        /// and the host could not take it: it is no longer in the game.
        NotKept {
            /// The change.
            line: Box<Line>,
            /// The tap that made it.
            tap: super::wire::TapId,
            /// The engine's reason, if it refused it (none: nothing left to undo or redo, or
            /// the change it named was no longer the last).
            reason: Option<RuleViolation>,
        } => "sharing-not-kept" says "a change by {} could not be added to the host's game" (line.author)
            with { ruled: reason.is_some(), author: &line.author, reason: Word::Worded },
        /// This phone's store could not keep the host's latest changes: they are added when
        /// the phone catches up.
        Behind => "sharing-behind" says "this phone could not save the host's latest changes",
        /// This phone stopped following while it still held changes the host's game lacked
        /// (made under a host before, not yet asked of this one): they are in neither game.
        NotSent {
            /// Their taps.
            taps: Vec<super::wire::TapId>,
        } => "sharing-not-sent" says "{} changes were not sent" (taps.len()) with { count: taps.len() },
    }
}

impl Notice {
    /// Whether it is said in the snackbar, the sharing screen shown or not: a host gone
    /// is said there in its own banner, beside the way out, and a snackbar would lie over
    /// the take-over button.
    pub fn in_snackbar(&self, sharing_screen_shown: bool) -> bool {
        !(sharing_screen_shown && *self == Notice::HostGone)
    }
}

dialkeeper_core::reports! {
    /// Why a guest's tap was not asked of the host, or got no answer.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum Unshared {
        /// The host went away before answering: the tap may or may not be in the game; the
        /// catch-up after a rejoin tells.
        HostGone => "unshared-host-gone" says "the host can no longer be reached",
        /// Sharing was ended: the game is this phone's own now.
        Ended => "unshared-ended" says "sharing has ended",
        /// The guest holds no copy of the game yet (it has not heard from the host).
        NotJoined => "unshared-not-joined" says "the game has not arrived from the host yet",
        /// The host is still linked: only a phone whose host is gone takes the game over.
        StillLinked => "unshared-still-linked" says "the host is still linked",
        /// The host did not answer in time: if it saves the tap, the change shows here.
        NoAnswer => "unshared-no-answer" says "the host has not answered",
        /// The host saved the change, but this phone's store could not keep its copy yet:
        /// it shows once the phone catches up. (Tapping again would ask for it twice.)
        NotKeptHere => "unshared-not-kept-here" says "saved by the host, not yet on this phone",
        /// The undo or redo named a change that is no longer the last one: the one that is
        /// was made by this player (none: a change from before sharing began).
        NotLast(author: Option<String>) => "unshared-not-last" says "another change came first"
            with { known: author.is_some(), author: author.clone().unwrap_or_default() },
        /// This phone no longer hosts: another took the game over in a later term.
        NotHosting => "unshared-not-hosting" says "another phone hosts the game now",
        /// The phone taking the game over is still gathering the others: new taps are saved
        /// once its player starts hosting.
        Gathering => "unshared-gathering" says "the new host has not started yet",
        /// This phone's store could not note a change of sharing (leaving, taking over):
        /// the sentence is the store's own.
        NotSaved(fault: dialkeeper_store::Fault) => "unshared-not-saved" says "this phone's store failed: {fault}"
            with { reason: dialkeeper_core::Word::Worded },
    }
}
