//! Play on several phones: share the open game (host) or join one (guest), paired by QR
//! codes. The steps and their failures are `share::pairing`'s; the words are `text`'s.
//! The link's work (the host's and a guest's listening) runs on the frame's errands, so
//! it goes on whatever screen is shown; pairing itself stops if the player leaves.

use std::cell::RefCell;
use std::rc::Rc;

use dialkeeper_model::label;
use dialkeeper_model::session::Live;
use dialkeeper_model::share::code::Half;
use dialkeeper_model::share::pairing::{Failure, Step, phone_tag};
use dialkeeper_model::share::{Guest, Host, Link, Notice, Role};
use dialkeeper_model::text::{pairing_step, phone_ahead, phone_facts, phones_following, sharing_notice, took_over, unshared_sentence};
use dioxus::prelude::*;
use futures_channel::oneshot;

use super::{LiveSession, Screen, Snack, errand, open_table, show, show_fault, showing, use_language};

/// This phone's part in a shared game, for every screen: the table's taps go through it.
pub type Sharing = Signal<Role<LiveSession>>;

/// The `<video>` the camera's picture is shown in while a code is read.
const CAMERA: &str = "share-camera";

/// The sharing screen.
#[component]
pub fn SharingScreen() -> Element {
    let lang = use_language();
    let session = use_context::<LiveSession>();
    let role = use_context::<Sharing>();
    let mut step = use_signal(Step::default);
    // The pairing under way (the camera, the link being made): cancelled, it stops.
    let mut pairing = use_signal(|| None::<dioxus::core::Task>);
    // The host's offer waiting for its guest's answer (the browser's side of the link).
    let held: Rc<RefCell<Option<Held>>> = use_hook(Rc::default);
    let has_game = session.read().game().is_some();
    // A guest whose host is gone can follow it again, or stop.
    // A host that heard of a later term's host is one whose host is gone too: it joins.
    let (hosting, following, lost, others) = match &*role.read() {
        Role::Alone => (false, false, false, 0),
        Role::Hosting(host) if host.deposed() => (false, false, true, 0),
        Role::Hosting(host) => (true, false, false, host.guests()),
        Role::Following(guest) => (false, guest.following(), !guest.following(), 1),
    };
    // A phone that took the game over shows each phone linked to it, furthest ahead
    // first, and says so if one holds changes this one lacks.
    let gathering = matches!(&*role.read(), Role::Hosting(host) if host.gathering());
    let took_over_from = match &*role.read() {
        Role::Hosting(host) => host.took_over(),
        _ => None,
    };
    let hosted_by_taking_over = matches!(&*role.read(), Role::Hosting(host) if host.took_over().is_some());
    let (facts, ahead) = match &*role.read() {
        Role::Hosting(host) if host.took_over().is_some() => {
            let facts = host.facts();
            let ahead = facts.first().filter(|f| f.last > host.last()).map(|f| phone_ahead(lang, &f.author, f.last - host.last()));
            (facts.iter().map(|f| phone_facts(lang, &f.author, f.last)).collect::<Vec<_>>(), ahead)
        }
        _ => (vec![], None),
    };
    let supported = can_share();
    let current = step.read().clone();
    let said = if supported { pairing_step(lang, &current, hosting) } else { pairing_step(lang, &Step::Failed(Failure::NoWebRtc), false) };
    let held_offer = held.clone();
    let offer = move |_| {
        let held = held_offer.clone();
        pairing.set(Some(spawn(async move {
            step.set(Step::Preparing);
            match make_offer().await {
                Ok((peer, code)) => {
                    *held.borrow_mut() = Some(peer);
                    step.set(Step::OfferShown(code));
                }
                Err(failure) => step.set(Step::Failed(failure)),
            }
        })));
    };
    let held_answer = held.clone();
    let scan_answer = move |_| {
        let held = held_answer.clone();
        pairing.set(Some(spawn(async move {
            step.set(Step::Scanning(Half::Answer));
            match host_links(&held).await {
                Ok(link) => {
                    seat_guest(session, role, link);
                    step.set(Step::Linked);
                }
                Err(failure) => step.set(Step::Failed(failure)),
            }
        })));
    };
    let join = move |_| {
        pairing.set(Some(spawn(async move {
            step.set(Step::Scanning(Half::Offer));
            match guest_links(step).await {
                Ok(link) => {
                    follow(session, role, link).await;
                    step.set(Step::Linked);
                }
                Err(failure) => step.set(Step::Failed(failure)),
            }
        })));
    };
    let cancel = move |_| {
        if let Some(task) = pairing.take() {
            task.cancel();
        }
        step.set(Step::Idle);
    };
    // Ending sharing (a host) or "Stop following" (a guest): the link is closed, and the
    // game stays here as this phone's own.
    let end = move |_| {
        step.set(Step::Idle);
        errand::run(async move {
            if stop_sharing(role).await {
                show(Snack::Said(label!(lang, "share-ended-here")));
            }
        });
    };
    // A guest whose host is gone for good hosts the game from its own copy; the others
    // then join it as they joined the host before.
    let take_over = move |_| {
        // (Cloned out first: the role is written below.)
        let guest = match &*role.peek() {
            Role::Following(guest) => guest.clone(),
            _ => return,
        };
        errand::run(async move {
            match guest.take_over().await {
                Ok(host) => {
                    host_game(role, Rc::new(host));
                    // (What it took over from is said on this screen, under the take-over's
                    // banner: a snackbar here would lie over the code the others must read.)
                    step.set(Step::Idle);
                }
                Err(why) => show(Snack::Failed(unshared_sentence(lang, why))),
            }
        });
    };
    // A phone that took the game over starts hosting once its players saw who joined.
    let start_hosting = move |_| {
        if let Role::Hosting(host) = &*role.peek() {
            host.start_hosting();
        }
        drop(role.clone().write());
    };
    // Who taps on this phone, for "Only mine": a choice of this phone's, kept in its store.
    let seats: Vec<String> = match session.read().game() {
        Some(game) if hosting || following => game.setup().players.iter().map(|p| p.name.clone()).collect(),
        _ => vec![],
    };
    let mine = role.read().seat(&session.read());
    let busy = current.busy();
    // A guest's code misread: the host's offer is still there to scan again.
    let rescan = matches!(current, Step::Failed(_)) && held.borrow().is_some();
    rsx! {
        section { class: "sharing", "data-testid": "sharing-screen",
            h1 { {label!(lang, "share-title")} }
            p { class: "small", {label!(lang, "share-intro")} }
            if hosting {
                p { class: "banner", "data-testid": "share-hosting", "data-phones": "{others}",
                    {label!(lang, "share-hosting")} " " {phones_following(lang, others)}
                }
            }
            if following {
                p { class: "banner", "data-testid": "share-following", {label!(lang, "share-following")} }
            }
            if lost {
                p { class: "banner warning", "data-testid": "share-host-gone", {sharing_notice(lang, None, &Notice::HostGone)} }
                p { class: "small", {label!(lang, "share-host-gone-choice")} }
            }
            if gathering {
                p { class: "banner", "data-testid": "share-gathering", {label!(lang, "share-gathering")} }
                if let Some(from) = took_over_from {
                    p { class: "small", "data-testid": "share-took-over", {took_over(lang, from)} }
                }
                button { class: "big primary", "data-testid": "share-start-hosting", onclick: start_hosting, {label!(lang, "share-start-hosting")} }
            }
            if !facts.is_empty() {
                div { class: "share-facts", "data-testid": "share-facts",
                    p { {label!(lang, "share-facts-title")} }
                    ul {
                        for line in facts {
                            li { "{line}" }
                        }
                    }
                    if let Some(ahead) = ahead {
                        p { class: "banner warning", "data-testid": "share-facts-ahead", "{ahead}" }
                    }
                }
            }
            if !seats.is_empty() {
                div { class: "share-seat", role: "group", "aria-labelledby": "share-seat-question",
                    p { id: "share-seat-question", {label!(lang, "share-seat-question")} }
                    div { class: "row",
                        for (seat, name) in seats.into_iter().enumerate() {
                            button { class: if mine == Some(seat as u8) { "choice on" } else { "choice" },
                                "aria-pressed": "{mine == Some(seat as u8)}", "data-testid": "share-seat-{seat}",
                                onclick: move |_| choose_seat(session, role, seat as u8),
                                "{name}"
                            }
                        }
                    }
                    p { class: "small", {label!(lang, "share-seat-hint")} }
                }
            }
            if let Some(text) = said {
                p { class: if matches!(current, Step::Failed(_)) || !supported { "banner warning" } else { "banner" },
                    role: "status", "data-testid": "share-step", "data-step": step_name(&current, supported),
                    "{text}"
                }
            }
            if let Some(code) = current.code() {
                if let Some(svg) = dialkeeper_model::share::qr::svg(code, 300) {
                    // Brought to mid-screen as it comes, clear of the tab bar and of any
                    // snackbar: lower on a long screen, the other phone's camera would read
                    // it half hidden.
                    div { class: "share-qr", role: "img", "aria-label": label!(lang, "share-code"), "data-testid": "share-qr",
                        onmounted: move |e: MountedEvent| async move {
                            let middle = ScrollToOptions { behavior: ScrollBehavior::Instant, vertical: ScrollLogicalPosition::Center, horizontal: ScrollLogicalPosition::Nearest };
                            let _ = e.data().scroll_to_with_options(middle).await;
                        },
                        dangerous_inner_html: "{svg}",
                    }
                }
            }
            if current.scanning() {
                video { id: CAMERA, class: "share-camera", "data-testid": "share-camera", "aria-label": label!(lang, "share-camera"),
                    autoplay: true, muted: true, "playsinline": "true",
                }
            }
            if supported {
                div { class: "row",
                    if matches!(current, Step::OfferShown(_)) || rescan {
                        button { class: "big primary", "data-testid": "share-scan-answer", onclick: scan_answer, {label!(lang, "share-scan-answer")} }
                    }
                    // (Not on a guest whose host is gone: hosting there is taking over, below,
                    // which keeps the shared game's numbering and takes the others' changes.)
                    if !busy && !following && has_game && !hosting && !lost {
                        button { class: "big primary", "data-testid": "share-start", onclick: offer.clone(), {label!(lang, "share-start")} }
                    }
                    if !busy && hosting {
                        button { class: "big", "data-testid": "share-add", onclick: offer, {label!(lang, "share-add-phone")} }
                    }
                    // (A phone that took the game over may join another that did too.)
                    if !busy && !following && (!hosting || hosted_by_taking_over) {
                        button { class: "big", "data-testid": "share-join", onclick: join, {label!(lang, "share-join")} }
                    }
                    if !busy && lost && matches!(&*role.read(), Role::Following(_)) {
                        button { class: "big", "data-testid": "share-take-over", onclick: take_over, {label!(lang, "share-take-over")} }
                    }
                    if busy {
                        button { class: "big", "data-testid": "share-cancel", onclick: cancel, {label!(lang, "share-cancel")} }
                    }
                    if !busy && (hosting || following || lost) {
                        button { class: "big", "data-testid": "share-end", onclick: end,
                            if hosting { {label!(lang, "share-end")} } else { {label!(lang, "share-leave")} }
                        }
                    }
                }
                if !has_game && !following && !hosting && !busy {
                    p { class: "small", {label!(lang, "share-no-game")} }
                }
            }
        }
    }
}

/// A step's name for tests (`data-step`).
fn step_name(step: &Step, supported: bool) -> &'static str {
    match step {
        _ if !supported => "no-webrtc",
        Step::Idle => "idle",
        Step::Preparing => "preparing",
        Step::OfferShown(_) => "offer",
        Step::Scanning(_) => "scanning",
        Step::AnswerShown(_) => "answer",
        Step::Connecting => "connecting",
        Step::Linked => "linked",
        Step::Failed(_) => "failed",
    }
}

/// Hosts the open game if this phone does not yet, and seats the guest on `link`; the
/// host's listening starts on the frame's errands.
fn seat_guest(session: LiveSession, mut role: Sharing, link: Link) {
    let hosting = match &*role.peek() {
        Role::Hosting(host) => Some(host.clone()),
        _ => None,
    };
    if let Some(host) = hosting {
        host.add_guest(link);
        drop(role.write());
        return;
    }
    let lang = language_now();
    errand::run(async move {
        match Host::start(session, &phone_tag()).await {
            Ok(host) => {
                let host = Rc::new(host);
                host.add_guest(link);
                host_game(role, host);
            }
            Err(e) => show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None),
        }
    });
}

/// This phone hosts the game from now on: the host's listening starts on the frame's
/// errands, and goes on whatever screen is shown.
fn host_game(mut role: Sharing, host: Rc<Host<LiveSession>>) {
    role.set(Role::Hosting(host.clone()));
    sign(host.live(), role);
    let lang = language_now();
    let told = host.clone();
    errand::run(async move {
        // Each message may have changed how many phones follow: the screen counts again,
        // and the host's player hears what there is to tell.
        host.keep_listening(move || {
            for notice in told.take_notices() {
                show(Snack::Said(sharing_notice(lang, None, &notice)));
            }
            drop(role.write());
        })
        .await;
    });
}

/// Notes who taps on this phone in the shared game (a setting of this phone's only).
fn choose_seat(session: LiveSession, role: Sharing, seat: u8) {
    let Some(key) = role.peek().seat_setting() else { return };
    let lang = language_now();
    errand::run(async move {
        match session.save_setting(&key, seat.to_string()).await {
            Ok(()) => sign(&session, role),
            Err(e) => show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None),
        }
    });
}

/// Signs this phone's taps with its player's name, once the phone said who plays on it.
fn sign(session: &LiveSession, role: Sharing) {
    let role = role.peek();
    let s = session.peek();
    let name = role.seat(&s).and_then(|seat| Some(s.game()?.setup().players.get(usize::from(seat))?.name.clone()));
    if let Some(name) = name {
        role.sign_as(&name);
    }
}

/// Follows the host at the other end of `link`: its game comes, is saved here and opens;
/// what the player must be told shows in the snackbar. A guest whose host was lost (a
/// phone asleep, out of range, or its app started again) follows again with its copy: it
/// gets only what it missed, and a phone that hosted before another took the game over
/// joins that one with its copy.
async fn follow(session: LiveSession, mut role: Sharing, link: Link) {
    let lost = match &*role.peek() {
        Role::Following(guest) if !guest.ended() => Some(guest.clone()),
        _ => None,
    };
    // A phone that hosts (two phones took the game over, and this one joins the other)
    // hands its guests over and follows with its copy.
    let hosted = match &*role.peek() {
        Role::Hosting(host) => {
            host.hand_over();
            true
        }
        _ => false,
    };
    let guest = match lost {
        Some(guest) => {
            guest.follow(link);
            guest
        }
        None => {
            let resumed = if hosted {
                role.set(Role::Alone);
                Guest::resume(session, &phone_tag(), dialkeeper_model::share::clock::wall()).await
            } else {
                None
            };
            let guest = match resumed {
                Some(guest) => {
                    guest.follow(link);
                    guest
                }
                None => Guest::join(session, &phone_tag(), None, link).await,
            };
            let guest = Rc::new(guest);
            role.set(Role::Following(guest.clone()));
            guest
        }
    };
    drop(role.write());
    let lang = language_now();
    errand::run(async move {
        let mut opened = false;
        let listening = guest.clone();
        listening
            .listen_each(move |notices| {
                if !opened && guest.key().is_some() {
                    opened = true;
                    open_table();
                    // A phone that said who plays on it before signs its taps again.
                    sign(&session, role);
                }
                for notice in notices {
                    // The sharing screen says so in its own banner, beside the way out; a
                    // snackbar there would repeat it over the take-over button.
                    if notice == Notice::HostGone && showing() == Some(Screen::Sharing) {
                        continue;
                    }
                    let game = session.peek();
                    show(Snack::Said(sharing_notice(lang, game.game(), &notice)));
                }
                drop(role.write());
            })
            .await;
        // Sharing ended: the copy is this phone's own game now. A host merely gone is
        // kept, to follow again.
        if listening.ended() && matches!(&*role.peek(), Role::Following(g) if Rc::ptr_eq(g, &listening)) {
            role.set(Role::Alone);
        }
    });
}

/// Stops sharing on this phone (a host ends it, a guest stops following): the link is
/// closed and the game stays as this phone's own. Whether it stopped; a store that failed
/// is told, with the role kept, to try again.
async fn stop_sharing(mut role: Sharing) -> bool {
    let lang = language_now();
    let current = role.peek().clone();
    match current.stop().await {
        Ok(()) => {
            role.set(Role::Alone);
            true
        }
        Err(why) => {
            show(Snack::Failed(unshared_sentence(lang, why)));
            false
        }
    }
}

/// The answer to the question, once given: yes, stop sharing.
type Answer = Rc<RefCell<Option<oneshot::Sender<bool>>>>;

/// The question asked before another game opens while this phone shares one.
#[derive(Clone, Copy)]
pub struct StopFirst(Signal<Option<Answer>>);

/// Provides the question's place (the frame, once).
pub fn provide_stop_first() {
    use_context_provider(|| StopFirst(Signal::new(None)));
}

/// Whether game `next` (`None`: a new one) may open: at once unless this phone shares
/// another; else the player is asked "Stop sharing this game?", and sharing stops first
/// if they say so.
pub async fn may_open(next: Option<i64>) -> bool {
    let role = consume_context::<Sharing>();
    let session = consume_context::<LiveSession>();
    let shared = session.peek().sharing();
    if !role.peek().shares() || (next.is_some() && shared == next) {
        return true;
    }
    let (tell, told) = oneshot::channel();
    let mut question = consume_context::<StopFirst>().0;
    question.set(Some(Rc::new(RefCell::new(Some(tell)))));
    if !told.await.unwrap_or(false) {
        return false;
    }
    stop_sharing(role).await
}

/// "Stop sharing this game?", over every screen while asked.
#[component]
pub fn StopFirstQuestion() -> Element {
    let lang = use_language();
    let mut question = use_context::<StopFirst>().0;
    let Some(asked) = question.read().clone() else { return rsx! {} };
    let answer = move |yes: bool| {
        if let Some(tell) = asked.borrow_mut().take() {
            let _ = tell.send(yes);
        }
        question.set(None);
    };
    let mut no = answer.clone();
    let mut yes = answer;
    rsx! {
        div { class: "modal", role: "dialog", "aria-modal": "true", "aria-labelledby": "stop-sharing-question", "data-testid": "share-stop-first",
            div { class: "panel",
                p { id: "stop-sharing-question", strong { {label!(lang, "share-stop-first")} } }
                p { class: "small", {label!(lang, "share-stop-first-body")} }
                div { class: "row",
                    button { class: "big", "data-testid": "share-keep-sharing", onclick: move |_| no(false), {label!(lang, "share-keep-sharing")} }
                    button { class: "big danger", "data-testid": "share-stop-first-yes", onclick: move |_| yes(true), {label!(lang, "share-stop-first-yes")} }
                }
            }
        }
    }
}

/// What this phone was to its open game when the app last stopped, from its store: a
/// host hosts again (its guests pair again), a guest waits to pair with its host again.
pub fn restore(session: LiveSession, mut role: Sharing) {
    errand::run(async move {
        match Role::resume(session, &phone_tag()).await {
            Role::Hosting(host) => host_game(role, host),
            Role::Following(guest) => role.set(Role::Following(guest)),
            Role::Alone => {}
        }
    });
}

/// The language now, outside a component's render (in an event's task).
fn language_now() -> dialkeeper_i18n::Language {
    consume_context::<Signal<dialkeeper_model::prefs::Prefs>>().peek().language
}

/// Whether this browser can make a link between phones.
fn can_share() -> bool {
    #[cfg(feature = "web")]
    {
        dialkeeper_model::share::webrtc::available()
    }
    #[cfg(not(feature = "web"))]
    false
}

#[cfg(feature = "web")]
type Held = dialkeeper_model::share::webrtc::Peer;
#[cfg(not(feature = "web"))]
type Held = ();

/// The host's offer and its code.
async fn make_offer() -> Result<(Held, String), Failure> {
    #[cfg(feature = "web")]
    {
        dialkeeper_model::share::webrtc::Peer::offer().await
    }
    #[cfg(not(feature = "web"))]
    Err(Failure::NoWebRtc)
}

/// The host reads the guest's answer with the camera, and waits for the link. The offer
/// is kept until an answer was taken, so a code misread can be scanned again.
async fn host_links(held: &Rc<RefCell<Option<Held>>>) -> Result<Link, Failure> {
    #[cfg(feature = "web")]
    {
        use dialkeeper_model::share::pairing::{CONNECT_SECONDS, SCAN_SECONDS};
        let answer = dialkeeper_model::share::camera::scan(CAMERA, SCAN_SECONDS).await?;
        let peer = held.borrow_mut().take().ok_or(Failure::Broken)?;
        if let Err(failure) = peer.accept(&answer).await {
            // Another code was read: the offer stays, for another try.
            *held.borrow_mut() = Some(peer);
            return Err(failure);
        }
        peer.link(CONNECT_SECONDS).await
    }
    #[cfg(not(feature = "web"))]
    {
        let _ = held;
        Err(Failure::NoWebRtc)
    }
}

/// A guest reads the host's offer with the camera, shows its answer, and waits for the
/// host to read it and the link to open.
async fn guest_links(mut step: Signal<Step>) -> Result<Link, Failure> {
    #[cfg(feature = "web")]
    {
        use dialkeeper_model::share::pairing::{CONNECT_SECONDS, SCAN_SECONDS};
        let offer = dialkeeper_model::share::camera::scan(CAMERA, SCAN_SECONDS).await?;
        step.set(Step::Preparing);
        let (peer, code) = dialkeeper_model::share::webrtc::Peer::answer(&offer).await?;
        step.set(Step::AnswerShown(code));
        // The host's player has to tap and aim first: their scan's time, then the link's.
        peer.link(SCAN_SECONDS + CONNECT_SECONDS).await
    }
    #[cfg(not(feature = "web"))]
    {
        step.set(Step::Failed(Failure::NoWebRtc));
        Err(Failure::NoWebRtc)
    }
}
