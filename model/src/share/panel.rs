//! The sharing screen as it is drawn: its banner, the phones a take-over gathered, who
//! taps on this phone, and which buttons it offers, decided here from the role and the
//! pairing's step, so the screen only draws (issue 49) and every combination is tested.

use super::host::Facts;
use super::pairing::{Failure, Step};
use super::role::Role;
use super::standing::Standing;
use super::wire::Seq;
use crate::session::{Live, Session};

/// A button of the sharing screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Button {
    /// The host reads its guest's answer (again, after a misread code).
    ScanAnswer,
    /// Share the open game: this phone hosts it.
    Start,
    /// A host pairs one more phone.
    Add,
    /// Join another phone's game.
    Join,
    /// A guest whose host is gone hosts the game from its own copy.
    TakeOver,
    /// Stop the pairing under way.
    Cancel,
    /// A host ends sharing for every phone.
    End,
    /// A guest stops following; its copy stays as its own game.
    Leave,
}

impl Button {
    /// Its name in the page (`data-testid`) and the message of its label: one word each.
    pub fn code(self) -> &'static str {
        match self {
            Button::ScanAnswer => "share-scan-answer",
            Button::Start => "share-start",
            Button::Add => "share-add",
            Button::Join => "share-join",
            Button::TakeOver => "share-take-over",
            Button::Cancel => "share-cancel",
            Button::End => "share-end",
            Button::Leave => "share-leave",
        }
    }

    /// Whether it is the step the player most likely wants next (drawn first and strong).
    pub fn primary(self) -> bool {
        matches!(self, Button::ScanAnswer | Button::Start)
    }
}

/// A phone that took the game over, before it saves taps: the phones it gathered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gathered {
    /// Each linked phone's last change, furthest ahead first.
    pub phones: Vec<Facts>,
    /// The phone furthest ahead, if it holds changes this one lacks: its player, and how
    /// many changes.
    pub ahead: Option<(String, Seq)>,
}

/// The sharing screen, drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panel {
    /// Where this phone stands: the banner (hosting and how many phones, following, or
    /// its host lost with the way out).
    pub standing: Standing,
    /// A phone that took the game over and still gathers the others: the entry it took
    /// over from, if it did ("Start hosting" then shows).
    pub gathering: Option<Option<Seq>>,
    /// What the phones linked to a phone that took the game over said of themselves.
    pub gathered: Option<Gathered>,
    /// The shared game's players, to say who taps on this phone; empty when not sharing.
    pub seats: Vec<String>,
    /// The seat chosen on this phone.
    pub mine: Option<u8>,
    /// The pairing's step as said (a browser with no WebRTC says so, whatever the step).
    pub step: Step,
    /// Whether the step is said as a warning.
    pub warning: bool,
    /// The buttons, in order.
    pub buttons: Vec<Button>,
    /// Whether to say that a game must be open to share it.
    pub no_game: bool,
}

impl Panel {
    /// The screen for this phone in `role` over `session`, pairing at `step`. `supported`:
    /// whether this browser can link phones; `offer_held`: whether a host's offer still
    /// waits for an answer (a misread answer can be scanned again).
    pub fn of<L: Live>(role: &Role<L>, session: &Session, step: &Step, supported: bool, offer_held: bool) -> Panel {
        // A guest whose leaving was not saved (its store failed) still shares the game:
        // it is told its host is gone, with Leave to try again, as a guest that lost it.
        let standing = match role {
            Role::Following(guest) if guest.ended() => Standing::Lost,
            _ => role.standing(),
        };
        let hosting = matches!(standing, Standing::Hosting { .. });
        let following = standing == Standing::Following;
        let lost = standing == Standing::Lost;
        let host = role.host();
        let took_over = host.as_ref().is_some_and(|h| h.took_over().is_some());
        let gathered = host.as_ref().filter(|_| took_over).map(|h| {
            let phones = h.facts();
            let ahead = phones.first().filter(|f| f.last > h.last()).map(|f| (f.author.clone(), f.last - h.last()));
            Gathered { phones, ahead }
        });
        let seats = match session.game() {
            Some(game) if hosting || following => game.setup().players.iter().map(|p| p.name.clone()).collect(),
            _ => vec![],
        };
        let step = if supported { step.clone() } else { Step::Failed(Failure::NoWebRtc) };
        let busy = supported && step.busy();
        let has_game = session.game().is_some();
        let rescan = matches!(step, Step::Failed(_)) && offer_held;
        // (A guest that stopped following cannot take over: it only notes its end again.)
        let guest = matches!(role, Role::Following(g) if !g.ended());
        let offers = [
            (Button::ScanAnswer, matches!(step, Step::OfferShown(_)) || rescan),
            // (Not on a guest whose host is gone: hosting there is taking over, which
            // keeps the shared game's numbering and takes the others' changes.)
            (Button::Start, !busy && !following && has_game && !hosting && !lost),
            (Button::Add, !busy && hosting),
            // (A phone that took the game over may join another that did too.)
            (Button::Join, !busy && !following && (!hosting || took_over)),
            (Button::TakeOver, !busy && lost && guest),
            (Button::Cancel, busy),
            (Button::End, !busy && hosting),
            (Button::Leave, !busy && (following || lost)),
        ];
        // (A browser that cannot link phones offers no button: it says so instead.)
        let buttons = offers.into_iter().filter(|(_, shown)| supported && *shown).map(|(button, _)| button).collect();
        Panel {
            standing,
            gathering: host.filter(|h| h.gathering()).map(|h| h.took_over()),
            gathered,
            seats,
            mine: role.seat(session),
            warning: matches!(step, Step::Failed(_)),
            step,
            buttons,
            no_game: supported && !has_game && !following && !hosting && !busy,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::super::code::Half;
    use super::super::tests::{Phone, Phoned, hosting, join, pump, setup};
    use super::*;
    use crate::session::{Games, now};

    /// Every step pairing can be at, with and without a host's offer held.
    fn steps() -> Vec<(Step, bool)> {
        let steps = [
            Step::Idle,
            Step::Preparing,
            Step::OfferShown("DK1|o|x".into()),
            Step::Scanning(Half::Answer),
            Step::Scanning(Half::Offer),
            Step::AnswerShown("DK1|a|y".into()),
            Step::Connecting,
            Step::Linked,
            Step::Failed(Failure::NotRead),
            Step::Failed(Failure::NoConnection { seconds: 20 }),
        ];
        steps.into_iter().flat_map(|s| [(s.clone(), false), (s, true)]).collect()
    }

    /// A part a phone plays: its name, its role and its session.
    type Part = (&'static str, Role<Phoned>, Phoned);

    /// Every part a phone can play, with its session: (name, role, session), and the
    /// phones' stores, kept while they are read.
    fn roles() -> (Vec<Part>, Vec<Phone>) {
        let (empty, own) = (Phone::new(), Phone::new());
        let mut roles = vec![("alone, no game open", Role::Alone, empty.open())];
        let mine = own.open();
        now(mine.new_game("Own", setup())).unwrap();
        roles.push(("alone with a game", Role::Alone, mine));

        let (h, a, b) = (Phone::new(), Phone::new(), Phone::new());
        let host = Rc::new(hosting(&h));
        let ann = Rc::new(join(&host, &a, "Ann", None));
        let bo = Rc::new(join(&host, &b, "Bo", None));
        pump(Some(&host), &[&ann, &bo]);
        roles.push(("hosting two phones", Role::Hosting(host.clone()), host.live().clone()));
        roles.push(("following", Role::Following(bo.clone()), bo.live().clone()));

        // Another table, whose host is gone: Ben takes the game over, Cleo has not yet.
        let (h2, c, d) = (Phone::new(), Phone::new(), Phone::new());
        let gone = hosting(&h2);
        let ben = join(&gone, &c, "Ben", None);
        let cleo = Rc::new(join(&gone, &d, "Cleo", None));
        drop(gone);
        pump(None, &[&ben, &cleo]);
        roles.push(("a guest whose host is gone", Role::Following(cleo.clone()), cleo.live().clone()));
        let took_over = Rc::new(now(ben.take_over()).unwrap());
        roles.push(("took the game over, gathering", Role::Hosting(took_over.clone()), took_over.live().clone()));
        // A guest that left, its role kept (the store failed to note it): Leave again.
        let (h3, e) = (Phone::new(), Phone::new());
        let third = hosting(&h3);
        let left = Rc::new(join(&third, &e, "Dee", None));
        now(left.leave()).unwrap();
        roles.push(("a guest that left, its role kept", Role::Following(left.clone()), left.live().clone()));
        (roles, vec![empty, own, h, a, b, h2, c, d, h3, e])
    }

    /// Every part a phone plays, at every step of pairing, with and without WebRTC: the
    /// buttons are the ones a player there needs, and never a way into a trap.
    #[test]
    fn every_role_at_every_step_offers_its_way_on() {
        let mut cells = 0;
        let (roles, _phones) = roles();
        for (name, role, live) in roles {
            let session = live.borrow();
            for (step, held) in steps() {
                for supported in [true, false] {
                    let panel = Panel::of(&role, &session, &step, supported, held);
                    let b = &panel.buttons;
                    let at = format!("{name}, {step:?}, offer held {held}, WebRTC {supported}: {b:?}");
                    cells += 1;
                    if !supported {
                        assert!(b.is_empty() && panel.step == Step::Failed(Failure::NoWebRtc), "{at}");
                        assert!(panel.warning && !panel.no_game, "{at}");
                        continue;
                    }
                    let busy = step.busy();
                    assert_eq!(b.contains(&Button::Cancel), busy, "what is under way can be stopped: {at}");
                    if busy {
                        assert!(b.iter().all(|b| matches!(b, Button::Cancel | Button::ScanAnswer)), "{at}");
                        continue;
                    }
                    assert!(!b.is_empty(), "a way on from every place: {at}");
                    let sharing = matches!(panel.standing, Standing::Hosting { .. } | Standing::Following | Standing::Lost);
                    assert_eq!(b.contains(&Button::End) || b.contains(&Button::Leave), sharing, "{at}");
                    assert!(!(b.contains(&Button::End) && b.contains(&Button::Leave)), "{at}");
                    assert!(!(sharing && b.contains(&Button::Start)), "one game shared at a time: {at}");
                    assert_eq!(
                        b.contains(&Button::TakeOver),
                        panel.standing == Standing::Lost && matches!(&role, Role::Following(g) if !g.ended()),
                        "{at}"
                    );
                    assert!(!(panel.standing == Standing::Following && b.contains(&Button::Join)), "{at}");
                    assert_eq!(b.contains(&Button::ScanAnswer), matches!(step, Step::Failed(_)) && held, "a misread answer: {at}");
                    assert_eq!(panel.no_game, session.game().is_none(), "{at}");
                    assert_eq!(b.contains(&Button::Start), panel.standing == Standing::Alone && session.game().is_some(), "{at}");
                }
            }
        }
        assert_eq!(cells, 7 * 20 * 2);
    }

    /// Each part's own screen: the banner, the seats and the phones gathered.
    #[test]
    fn each_role_shows_its_banner_seats_and_gathered_phones() {
        let (roles, _phones) = roles();
        let panel = |(_, role, live): &Part| Panel::of(role, &live.borrow(), &Step::Idle, true, false);
        let by = |n: &str| panel(roles.iter().find(|(name, _, _)| *name == n).unwrap());
        assert_eq!(by("hosting two phones").standing, Standing::Hosting { phones: 2 });
        assert_eq!(by("hosting two phones").buttons, [Button::Add, Button::End]);
        assert_eq!(by("hosting two phones").seats.len(), 2, "the shared game's players");
        assert_eq!(by("following").buttons, [Button::Leave]);
        assert_eq!(by("a guest whose host is gone").buttons, [Button::Join, Button::TakeOver, Button::Leave]);
        assert!(by("a guest whose host is gone").seats.is_empty(), "no seat to choose while nobody answers");
        let gathering = by("took the game over, gathering");
        assert!(gathering.gathering.is_some() && gathering.gathered.is_some());
        assert_eq!(gathering.buttons, [Button::Add, Button::Join, Button::End], "a phone that took over may join another");
        assert_eq!(by("a guest that left, its role kept").buttons, [Button::Join, Button::Leave], "Leave to try again");
        if let (_, Role::Hosting(host), _) = &roles[5] {
            host.start_hosting();
        }
        let hosting = by("took the game over, gathering");
        assert!(hosting.gathering.is_none() && hosting.gathered.is_some(), "started hosting: its phones still listed");
        assert!(by("alone with a game").seats.is_empty() && by("alone with a game").gathered.is_none());
        assert_eq!(by("alone, no game open").buttons, [Button::Join]);
        assert!(by("alone, no game open").no_game);
    }

    #[test]
    fn each_button_and_step_has_its_own_name() {
        let buttons =
            [Button::ScanAnswer, Button::Start, Button::Add, Button::Join, Button::TakeOver, Button::Cancel, Button::End, Button::Leave];
        let names: std::collections::BTreeSet<_> = buttons.iter().map(|b| b.code()).collect();
        assert_eq!(names.len(), buttons.len());
        let steps: std::collections::BTreeSet<_> = steps().iter().map(|(s, _)| s.name()).collect();
        assert_eq!(steps.len(), 8, "{steps:?}");
        assert_eq!(Step::Failed(Failure::NoWebRtc).name(), "no-webrtc");
    }
}
