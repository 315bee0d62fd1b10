//! Play on several phones: share the open game (host) or join one (guest), paired by QR
//! codes. The steps and their failures are `share::pairing`'s; the words are `text`'s.
//! The link's work (the host's and a guest's listening) runs on the frame's errands, so
//! it goes on whatever screen is shown; pairing itself stops if the player leaves.

use std::cell::RefCell;
use std::rc::Rc;

use dialkeeper_model::label;
use dialkeeper_model::session::Live;
use dialkeeper_model::share::code::Half;
use dialkeeper_model::share::connect::{self, Offer};
use dialkeeper_model::share::pairing::{Step, phone_tag};
use dialkeeper_model::share::panel::{Button, Panel};
use dialkeeper_model::share::role::{Asked, shared_when_stopped};
use dialkeeper_model::share::{Guest, Host, Link, Notice, Role, Standing, Unshared};
use dialkeeper_model::text::{
    pairing_step, phone_ahead, phone_facts, phones_following, share_button, sharing_notice, took_over, unshared_sentence,
};
use dioxus::prelude::*;
use futures_channel::oneshot;

// The `split` build's `#[wasm_split]` names the crate by this path.
#[cfg(feature = "split")]
use dioxus::wasm_split;

use super::{LiveSession, Screen, Snack, errand, open_table, show, show_fault, showing, use_language};

/// This phone's part in a shared game, for every screen: the table's taps go through it.
pub type Sharing = Signal<Role<LiveSession>>;

/// The `<video>` the camera's picture is shown in while a code is read.
const CAMERA: &str = "share-camera";

/// The sharing screen: draws the model's [`Panel`], and wires its buttons. Its pairing
/// work is in the `play` module of the split web app ([`run`]): a new phone joining a game
/// sees its camera's picture once this screen's code has come, and reads codes once that
/// module has.
#[cfg_attr(feature = "split", component(lazy))]
#[cfg_attr(not(feature = "split"), component)]
pub fn SharingScreen() -> Element {
    let lang = use_language();
    let session = use_context::<LiveSession>();
    let role = use_context::<Sharing>();
    let mut step = use_signal(Step::default);
    // Whether pairing's code has come (the split web app): until then the camera's
    // picture shows, and the screen says what it waits for once that takes long.
    let reading = use_signal(|| false);
    // The pairing under way (the camera, the link being made): cancelled, it stops.
    let mut pairing = use_signal(|| None::<dioxus::core::Task>);
    // The host's offer waiting for its guest's answer.
    let held: Rc<RefCell<Option<Offer>>> = use_hook(Rc::default);
    let panel = Panel::of(&role.read(), &session.read(), &step.read(), connect::available(), held.borrow().is_some());
    let held_offer = held.clone();
    let mut offer = move || {
        let held = held_offer.clone();
        pairing.set(Some(spawn(async move {
            step.set(Step::Preparing);
            run(Work::Pair { session, role, step, reading, work: Pair::Offer(held) }).await;
        })));
    };
    let held_answer = held.clone();
    let mut scan_answer = move || {
        let held = held_answer.clone();
        pairing.set(Some(spawn(scan(session, role, step, reading, Half::Answer, move |camera| Pair::Answer(held, camera)))));
    };
    let mut join = move || pairing.set(Some(spawn(scan(session, role, step, reading, Half::Offer, Pair::Join))));
    let mut cancel = move || {
        if let Some(task) = pairing.take() {
            task.cancel();
        }
        step.set(Step::Idle);
    };
    // Ending sharing (a host) or "Stop following" (a guest): the link is closed, and the
    // game stays here as this phone's own.
    let mut end = move || {
        step.set(Step::Idle);
        errand::run(async move {
            if stop_sharing(role).await {
                show(Snack::Said(label!(lang, "share-ended-here")));
            }
        });
    };
    // A guest whose host is gone for good hosts the game from its own copy; the others
    // then join it as they joined the host before.
    let take_over = move || {
        errand::run(async move {
            match run(Work::TakeOver(role)).await {
                // (What it took over from is said on this screen, under the take-over's
                // banner: a snackbar here would lie over the code the others must read.)
                // The errand outlives the screen when the player leaves meanwhile (the
                // take-over's module may take a while to come): its step is then gone.
                None => {
                    if let Ok(mut now) = step.try_write() {
                        *now = Step::Idle;
                    }
                }
                Some(why) => show(Snack::Failed(unshared_sentence(lang, why))),
            }
        });
    };
    // A phone that took the game over starts hosting once its players saw who joined.
    let start_hosting = move |_| {
        role.peek().start_hosting();
        drop(role.clone().write());
    };
    let press = move |button: Button| match button {
        Button::ScanAnswer => scan_answer(),
        Button::Start | Button::Add => offer(),
        Button::Join => join(),
        Button::TakeOver => take_over(),
        Button::Cancel => cancel(),
        Button::End | Button::Leave => end(),
    };
    let said = pairing_step(lang, &panel.step, matches!(panel.standing, Standing::Hosting { .. }));
    let banner = |warning: bool| if warning { "banner warning" } else { "banner" };
    rsx! {
        section { class: "sharing", "data-testid": "sharing-screen",
            h1 { {label!(lang, "share-title")} }
            p { class: "small", {label!(lang, "share-intro")} }
            match panel.standing {
                Standing::Hosting { phones } => rsx! {
                    p { class: "banner", "data-testid": "share-hosting", "data-phones": "{phones}",
                        {label!(lang, "share-hosting")} " " {phones_following(lang, phones)}
                    }
                },
                Standing::Following => rsx! {
                    p { class: "banner", "data-testid": "share-following", {label!(lang, "share-following")} }
                },
                Standing::Lost => rsx! {
                    p { class: "banner warning", "data-testid": "share-host-gone", {sharing_notice(lang, None, &Notice::HostGone)} }
                    p { class: "small", {label!(lang, "share-host-gone-choice")} }
                },
                Standing::Alone => rsx! {},
            }
            if let Some(from) = panel.gathering {
                p { class: "banner", "data-testid": "share-gathering", {label!(lang, "share-gathering")} }
                if let Some(from) = from {
                    p { class: "small", "data-testid": "share-took-over", {took_over(lang, from)} }
                }
                button { class: "big primary", "data-testid": "share-start-hosting", onclick: start_hosting, {label!(lang, "share-start-hosting")} }
            }
            if let Some(gathered) = panel.gathered.filter(|g| !g.phones.is_empty()) {
                div { class: "share-facts", "data-testid": "share-facts",
                    p { {label!(lang, "share-facts-title")} }
                    ul {
                        for phone in gathered.phones {
                            li { {phone_facts(lang, &phone.author, phone.last)} }
                        }
                    }
                    if let Some((who, count)) = gathered.ahead {
                        p { class: "banner warning", "data-testid": "share-facts-ahead", {phone_ahead(lang, &who, count)} }
                    }
                }
            }
            if !panel.seats.is_empty() {
                div { class: "share-seat", role: "group", "aria-labelledby": "share-seat-question",
                    p { id: "share-seat-question", {label!(lang, "share-seat-question")} }
                    div { class: "row",
                        for (seat, name) in panel.seats.into_iter().enumerate() {
                            button { class: if panel.mine == Some(seat as u8) { "choice on" } else { "choice" },
                                "aria-pressed": "{panel.mine == Some(seat as u8)}", "data-testid": "share-seat-{seat}",
                                onclick: move |_| choose_seat(session, role, seat as u8),
                                "{name}"
                            }
                        }
                    }
                    p { class: "small", {label!(lang, "share-seat-hint")} }
                }
            }
            if let Some(text) = said {
                p { class: banner(panel.warning), role: "status", "data-testid": "share-step", "data-step": panel.step.name(),
                    "{text}"
                }
            }
            if let Some(svg) = panel.step.code().and_then(|code| dialkeeper_model::share::qr::svg(code, 300)) {
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
            if panel.step.scanning() {
                video { id: CAMERA, class: "share-camera", "data-testid": "share-camera", "aria-label": label!(lang, "share-camera"),
                    autoplay: true, muted: true, "playsinline": "true",
                }
                if !reading() {
                    super::module_wait::ModuleWait { later: true }
                }
            }
            if !panel.buttons.is_empty() {
                div { class: "row",
                    for button in panel.buttons {
                        button { key: "{button.code()}", class: if button.primary() { "big primary" } else { "big" },
                            "data-testid": button.code(), onclick: { let mut press = press.clone(); move |_| press(button) },
                            {share_button(lang, button)}
                        }
                    }
                }
            }
            if panel.no_game {
                p { class: "small", {label!(lang, "share-no-game")} }
            }
        }
    }
}

// Sharing's work (pairing, the take-over, ending sharing, the restored role) in the
// `split` build's `play` module, with a tap's ([`run`]): the sharing
// screen and the camera's picture come first, and the code that reads the picture and
// links the phones (the QR reader, WebRTC, the sharing protocol) while the camera shows.

/// What pairing asks of its module (one: the host's and a guest's halves share most of
/// their code).
pub(super) enum Pair {
    /// The host's offer, kept here for its guest's answer, and its code shown.
    Offer(Rc<RefCell<Option<Offer>>>),
    /// The host reads its guest's answer with the camera and seats the guest once linked.
    Answer(Rc<RefCell<Option<Offer>>>, connect::Camera),
    /// A guest reads the host's offer with the camera, shows its answer, and follows the
    /// host once linked.
    Join(connect::Camera),
}

/// Turns the camera on for the other phone's `half` of the code, then hands it to pairing
/// as `work`. The camera's picture shows at once; the code that reads it and links the
/// phones may still be on its way (the split web app: `reading` is false till then).
async fn scan(
    session: LiveSession,
    role: Sharing,
    mut step: Signal<Step>,
    mut reading: Signal<bool>,
    half: Half,
    work: impl FnOnce(connect::Camera) -> Pair,
) {
    step.set(Step::Scanning(half));
    reading.set(false);
    match connect::camera_on(CAMERA).await {
        Ok(camera) => {
            run(Work::Pair { session, role, step, reading, work: work(camera) }).await;
        }
        Err(failure) => step.set(Step::Failed(failure)),
    }
}

/// The model's work that a tap or sharing starts. One wasm module holds all of it in the
/// `split` build (`module_*_play.wasm`, loaded once the camera shows, a shared game is
/// taken up, or a tap comes): a tap while the game is shared runs the sharing roles'
/// code (the host's save, a guest's forwarding). As two modules, each held its own copy
/// of that code, 311 KB of the tap's 395 (BENCHMARKS.md, issue 50); the patched splitter
/// would now put it in the main module, which a first visit waits for.
pub(super) enum Work {
    /// A tap's, an undo's or a redo's work in the model (through the sharing role, then
    /// the engine's answer): `shell::change`.
    Change(super::shell::AppShell, Box<dialkeeper_model::shell::Change>),
    /// Pairing, told to the screen's `step`; `reading` says that its code has come.
    Pair { session: LiveSession, role: Sharing, step: Signal<Step>, reading: Signal<bool>, work: Pair },
    /// A guest whose host is gone for good takes the game over ([`take_over_game`]).
    TakeOver(Sharing),
    /// What this phone was to its open game when the app last stopped ([`restore_role`]).
    Restore(LiveSession, Sharing),
    /// Sharing ended here: the host's guests are told, or a guest stops following.
    Stop(Sharing),
}

/// Does a [`Work`]; says why a take-over or a stop failed (pairing tells its screen,
/// through its `step`).
pub(super) async fn run(work: Work) -> Option<Unshared> {
    play(work).await
}

/// [`run`]'s body, the module's one entry: wasm-split names the module after it, and
/// makes its wrapper private to this file.
#[cfg_attr(feature = "split", dioxus::wasm_split::wasm_split(play))]
async fn play(work: Work) -> Option<Unshared> {
    match work {
        Work::Change(app, change) => dialkeeper_model::shell::change(&app, *change).await,
        Work::Pair { session, role, step, reading, work } => pair(session, role, step, reading, work).await,
        Work::TakeOver(role) => return take_over_game(role).await.err(),
        Work::Restore(session, role) => restore_role(session, role).await,
        Work::Stop(mut role) => {
            let current = role.peek().clone();
            if let Err(why) = current.stop().await {
                return Some(why);
            }
            role.set(Role::Alone);
        }
    }
    None
}

/// Pairing's steps, each told to `step`, to the end or a failure; `reading` says that
/// its code has come.
async fn pair(session: LiveSession, role: Sharing, mut step: Signal<Step>, mut reading: Signal<bool>, work: Pair) {
    reading.set(true);
    let done = match work {
        Pair::Offer(held) => connect::offer().await.map(|(peer, code)| {
            *held.borrow_mut() = Some(peer);
            Step::OfferShown(code)
        }),
        Pair::Answer(held, camera) => connect::host_links(&held, camera).await.map(|link| {
            seat_guest(session, role, link);
            Step::Linked
        }),
        Pair::Join(camera) => match connect::guest_links(camera, |now| step.set(now)).await {
            Ok(link) => {
                // Following is the player's own work: it runs to its end on the frame's
                // errands (a phone that hosted hands its guests over first), even if the
                // player leaves this screen; only this wait is the screen's.
                errand::kept(follow(session, role, link)).await;
                Ok(Step::Linked)
            }
            Err(failure) => Err(failure),
        },
    };
    step.set(done.unwrap_or_else(Step::Failed));
}

/// A guest whose host is gone for good hosts the game from its own copy.
async fn take_over_game(role: Sharing) -> Result<(), Unshared> {
    // (Cloned out first: the role is written below.)
    let current = role.peek().clone();
    host_game(role, current.take_over().await?);
    Ok(())
}

/// Seats the guest on `link`, hosting the open game first if this phone does not yet;
/// a new host's listening starts on the frame's errands.
fn seat_guest(session: LiveSession, mut role: Sharing, link: Link) {
    let current = role.peek().clone();
    let lang = language_now();
    errand::run(async move {
        match current.seat_guest(session, &phone_tag(), link).await {
            Ok(Some(host)) => host_game(role, host),
            Ok(None) => drop(role.write()),
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
    role.peek().sign_for_seat(&session.peek());
}

/// Follows the host at the other end of `link` ([`Role::follow`]): its game comes, is
/// saved here and opens; what the player must be told shows in the snackbar.
async fn follow(session: LiveSession, mut role: Sharing, link: Link) {
    let current = std::mem::take(&mut *role.write());
    let guest: Rc<Guest<LiveSession>> = current.follow(session, &phone_tag(), link).await;
    role.set(Role::Following(guest.clone()));
    let lang = language_now();
    errand::run(async move {
        let listening = guest.clone();
        listening
            .listen_each(move |notices, arrived| {
                if arrived {
                    open_table();
                    // A phone that said who plays on it before signs its taps again.
                    sign(&session, role);
                }
                let on_sharing = showing() == Some(Screen::Sharing);
                for notice in notices.into_iter().filter(|n| n.in_snackbar(on_sharing)) {
                    show(Snack::Said(sharing_notice(lang, session.peek().game(), &notice)));
                }
                drop(role.write());
            })
            .await;
        // Sharing ended, and the store noted it: the copy is this phone's own game now.
        // A host merely gone is kept, to follow again; so is a guest whose store failed
        // to note its "Stop following", which is offered again.
        if listening.own_copy().await && role.peek().ended_through(&listening) {
            role.set(Role::Alone);
        }
    });
}

/// Stops sharing on this phone (a host ends it, a guest stops following): the link is
/// closed and the game stays as this phone's own. Whether it stopped; a store that failed
/// is told, with the role kept, to try again.
async fn stop_sharing(role: Sharing) -> bool {
    let lang = language_now();
    match run(Work::Stop(role)).await {
        None => true,
        Some(why) => {
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
    if !role.peek().asks_before_opening(&session.peek(), next) {
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
/// host hosts again (its guests pair again), a guest waits to pair with its host again,
/// on a phone alone. At the start, and when the store comes back (the web's store worker
/// started late or again): then only the game on the table, once `shell::store_back` has
/// opened the game the store would have reopened if the player waits on the games list,
/// and a host has sent its guests what its store kept beyond its log.
pub fn restore(shell: super::shell::AppShell, asked: Asked) {
    let (session, role) = (shell.session, shell.role);
    errand::run(async move {
        if asked == Asked::StoreBack {
            dialkeeper_model::shell::store_back(&shell).await;
        }
        let now = role.peek().clone();
        if shared_when_stopped(&session, &now, asked).await {
            run(Work::Restore(session, role)).await;
        }
    });
}

/// [`restore`]'s work: the sharing model (role, host, guest, wire).
async fn restore_role(session: LiveSession, mut role: Sharing) {
    let resumed = Role::resume(session, &phone_tag()).await;
    // The player paired meanwhile: that stands, and the store's game is not taken up.
    if !role.peek().alone() {
        return;
    }
    match resumed.host() {
        Some(host) => host_game(role, host),
        None if resumed.shares() => role.set(resumed),
        None => {}
    }
}

/// The language now, outside a component's render (in an event's task).
fn language_now() -> dialkeeper_i18n::Language {
    consume_context::<Signal<dialkeeper_model::prefs::Prefs>>().peek().language
}
