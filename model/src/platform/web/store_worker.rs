//! The page's side of the store worker: posts each request with an id and resolves its
//! future when the worker's reply (sent after the commit) comes back.
//!
//! It also watches the worker. A worker that stops (a trap, the browser closing it) is
//! noticed through a lock the worker holds for its whole life: the page is granted that
//! lock the moment the worker is gone. The requests it had not answered fail (they were
//! never shown as done), a new worker starts, and the page is told to re-read the store.
//!
//! A worker that neither answers nor dies (a hung storage call) is treated like a dead
//! one: a watchdog ends it once a request has waited [`HUNG_AFTER_MS`] of the page's
//! awake, visible time, and the life lock then starts another.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use super::early_worker;
use dialkeeper_store::web_locks;
use dialkeeper_store::{Fault, FromWorker, Hello, Recovery, Reply, Request, ToWorker};
use futures_channel::oneshot;
use futures_util::future::Either;
use js_sys::Object;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// Where the build puts the worker's bootstrap script, next to `index.html`.
const SCRIPT: &str = "./store-worker.js";

/// How long a request may wait unanswered, while the page is awake and visible, before
/// the worker is taken for hung. A commit on a slow phone takes tens of milliseconds and
/// a large import a few seconds; a storage stall of ten seconds is not one to wait out.
const HUNG_AFTER_MS: f64 = 10_000.0;

/// How many times the page starts its store worker before it says the worker did not
/// start, and how long it waits between two tries.
const START_TRIES: u32 = 3;
const START_AGAIN_AFTER_MS: u32 = 500;

/// How often the watchdog looks, and the gap between two looks beyond which the page
/// was asleep (frozen, hidden, throttled): time asleep does not count as waiting.
const WATCH_EVERY_MS: u32 = 1_000;
const ASLEEP_AFTER_MS: f64 = 3_000.0;

/// How a new worker asks for the store: the protocol's claim, whose words the worker
/// reads back (written once, in the store's protocol).
pub use dialkeeper_store::Claim;

/// The first claim of a page: `Reopen` if this tab owned the store when it was last
/// loaded (the tab's session storage, which a reload keeps and other tabs lack).
pub fn first_claim() -> Claim {
    Claim::first(session_storage().and_then(|s| s.get_item(OWNED).ok().flatten()).is_some())
}

/// Notes whether this tab owns the store now, for [`first_claim`] after a reload.
pub fn note_owned(owned: bool) {
    if let Some(storage) = session_storage() {
        let _ = if owned { storage.set_item(OWNED, "1") } else { storage.remove_item(OWNED) };
    }
}

/// The tab's session-storage key that says it owned the store.
const OWNED: &str = Claim::OWNED_BY_TAB;

fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// What the page must hear about its store after the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoreNews {
    /// Another tab took the store over; this page can no longer save.
    LetGo,
    /// The worker stopped and a new one owns the store: re-read it before the next change.
    Restarted,
    /// The worker stopped and no new one could open the store (another tab took it meanwhile).
    Lost,
    /// A worker started after the page (a first visit's, or a warm start's drawn from what
    /// was last shown) owns the store now: read it (another tab may have written to it).
    Ready,
    /// Such a worker found the store owned by another tab (`busy`: this tab owns it, but
    /// the other has not released the files yet). Nothing was saved here.
    Elsewhere {
        /// The files were still held.
        busy: bool,
    },
    /// Such a worker opened no store that keeps (the browser keeps nothing, a newer
    /// version's store, or the worker did not start). Nothing was saved: start again the
    /// usual way, which says why before play.
    Unkept,
}

/// The requests in flight: who waits for each, and how long it has waited awake (ms).
type Waiting = Rc<RefCell<HashMap<u64, (oneshot::Sender<Result<Reply, Fault>>, f64)>>>;
type Listener = Rc<dyn Fn(StoreNews)>;

/// The store worker in use, restarted when it stops.
pub struct StoreWorker {
    shared: Rc<Shared>,
}

struct Shared {
    state: RefCell<State>,
    /// Counts the workers that have owned the store: a new one means re-read it.
    epoch: Cell<u64>,
    /// Requests made while a new worker starts, sent once it is ready.
    held: RefCell<Vec<oneshot::Sender<()>>>,
    next_id: Cell<u64>,
    news: Listener,
    /// A first visit's worker waits for the next screens' modules, or until the page asks
    /// the store anything: told here, it starts at once.
    first_ask: RefCell<Option<oneshot::Sender<()>>>,
    /// A late start's report of a damaged store moved aside, until the session reads it.
    recovery: RefCell<Option<Recovery>>,
    /// Whether the worker in use opened a store that keeps what is saved (its hello was
    /// `Ready`), rather than one in memory.
    keeps: Cell<bool>,
}

enum State {
    Running(Rc<Connection>),
    Restarting,
    /// No worker may save: every request fails with this.
    Gone(Fault),
}

impl StoreWorker {
    /// Starts the worker and waits for its hello: how the store opened. `news` hears
    /// what happens to the store later.
    pub async fn start(claim: Claim, news: impl Fn(StoreNews) + 'static) -> Result<(StoreWorker, Hello), Fault> {
        let worker = StoreWorker::waiting(news);
        let hello = worker.shared.connect(claim, When::Now).await?;
        Ok((worker, hello))
    }

    /// A first visit's worker: started once the app has drawn its first screen (it calls
    /// [`first_screen_drawn`]) and that frame is painted, and once the screens a player
    /// opens next have their code ([`NEXT_SCREENS_WAIT_MS`] at most), its wasm fetched at
    /// low priority; at once when the page asks the store anything meanwhile (a new
    /// game's Start). Requests made before it is ready wait for it, as for a worker being
    /// replaced; `news` hears how its start went, always after the first screen.
    pub fn start_after_first_paint(claim: Claim, news: impl Fn(StoreNews) + 'static) -> StoreWorker {
        let worker = StoreWorker::waiting(news);
        let shared = worker.shared.clone();
        let (drawn_tx, drawn) = oneshot::channel();
        let (asked_tx, asked) = oneshot::channel();
        *shared.first_ask.borrow_mut() = Some(asked_tx);
        SETTLING.with(|s| *s.borrow_mut() = Some(Settling { drawn: Some(drawn_tx), waiting: vec![] }));
        wasm_bindgen_futures::spawn_local(async move {
            let _ = drawn.await;
            after_first_paint().await;
            // On a slow link the store's wasm would share it with the screen the player
            // opens next; a new phone joining a game waited a second longer for sharing.
            let next = std::pin::pin!(super::modules::next_screens_in());
            let most = gloo_timers::future::TimeoutFuture::new(NEXT_SCREENS_WAIT_MS);
            let waited = futures_util::future::select(futures_util::future::select(next, asked), most).await;
            shared.first_ask.borrow_mut().take();
            // Asked for by the player's tap, its wasm is wanted at once, not behind the rest.
            let asked = matches!(waited, Either::Left((Either::Right(_), _)));
            shared.start_late(claim, if asked { When::Now } else { When::Later }, None).await;
        });
        worker
    }

    /// A warm start's worker (the one `index.html` started), while the page draws what it
    /// last showed (`crate::session::Shown`): connected at once, but not waited for.
    /// Requests made before it is ready wait for it; `news` hears how its start went once
    /// the first screen is drawn (so the screens never replace what it says, "in use
    /// elsewhere"), and a store found damaged and recovered is told to the session by
    /// [`Self::take_recovery`].
    pub fn start_behind_shown(claim: Claim, news: impl Fn(StoreNews) + 'static) -> StoreWorker {
        let worker = StoreWorker::waiting(news);
        let shared = worker.shared.clone();
        let (drawn_tx, drawn) = oneshot::channel();
        SETTLING.with(|s| *s.borrow_mut() = Some(Settling { drawn: Some(drawn_tx), waiting: vec![] }));
        wasm_bindgen_futures::spawn_local(async move { shared.start_late(claim, When::Now, Some(drawn)).await });
        worker
    }

    /// A recovery the worker's late start reported (a damaged store moved aside), once.
    pub fn take_recovery(&self) -> Option<Recovery> {
        self.shared.recovery.borrow_mut().take()
    }

    /// Whether a worker started after the page (a first visit's, a warm start's) has yet
    /// to start or give up: what is shown was not read from it.
    pub fn on_its_way(&self) -> bool {
        store_pending()
    }

    /// Waits until such a worker has started or given up (at once if none is on its way),
    /// starting a first visit's at once: what is asked next is then planned on what the
    /// store holds, not on what was drawn without it.
    pub async fn settled(&self) {
        if let Some(asked) = self.shared.first_ask.borrow_mut().take() {
            let _ = asked.send(());
        }
        store_settled().await;
    }

    /// Whether the store in use keeps what is saved (not one in memory: no durable
    /// storage, a store from a newer version).
    pub fn keeps(&self) -> bool {
        self.shared.keeps.get()
    }

    /// A worker not started yet: every request waits for it.
    fn waiting(news: impl Fn(StoreNews) + 'static) -> StoreWorker {
        let shared = Rc::new(Shared {
            state: RefCell::new(State::Restarting),
            epoch: Cell::new(0),
            held: RefCell::default(),
            next_id: Cell::new(1),
            news: Rc::new(news),
            first_ask: RefCell::default(),
            recovery: RefCell::default(),
            keeps: Cell::new(false),
        });
        StoreWorker { shared }
    }

    /// Asks the worker; resolves with its reply, which comes after the commit. A request
    /// made while a stopped worker is replaced waits for the new one.
    pub async fn ask(&self, request: Request) -> Result<Reply, Fault> {
        // Counted before it is sent: a kill before the reply still makes what was last
        // shown stale (`crate::session::Shown`).
        if request.alters() {
            super::shown::note_change_asked();
        }
        let id = self.shared.next_id.get();
        self.shared.next_id.set(id + 1);
        loop {
            let wait = match &*self.shared.state.borrow() {
                State::Running(connection) => Ok(connection.clone()),
                State::Gone(fault) => return Err(fault.clone()),
                State::Restarting => {
                    // Anything asked holds the session's turn, and the player's next
                    // change with it (a read of Settings' backups as much as a new game).
                    if let Some(asked) = self.shared.first_ask.borrow_mut().take() {
                        let _ = asked.send(());
                    }
                    let (tx, rx) = oneshot::channel();
                    self.shared.held.borrow_mut().push(tx);
                    Err(rx)
                }
            };
            match wait {
                Ok(connection) => return connection.ask(id, request).await,
                // A worker that will not end (stuck in a storage call) keeps the store's
                // files: its successor cannot start until it does. The request fails
                // plainly meanwhile, and Try again waits for the successor once more.
                // A worker started after the page (a first visit's, a warm start's) is on
                // its way, its wasm to download (long on a slow link) or its store to open:
                // wait for it.
                Err(ready) if store_pending() => {
                    let _ = ready.await;
                }
                Err(ready) => {
                    let mut ready = std::pin::pin!(ready);
                    let mut late = std::pin::pin!(gloo_timers::future::TimeoutFuture::new(HUNG_AFTER_MS as u32));
                    let restarted = std::future::poll_fn(|cx| {
                        if ready.as_mut().poll(cx).is_ready() {
                            std::task::Poll::Ready(true)
                        } else if late.as_mut().poll(cx).is_ready() {
                            std::task::Poll::Ready(false)
                        } else {
                            std::task::Poll::Pending
                        }
                    })
                    .await;
                    if !restarted {
                        return Err(Fault::Stopped);
                    }
                }
            }
        }
    }

    /// Which worker this is: it changes when a stopped worker was replaced.
    pub fn epoch(&self) -> u64 {
        self.shared.epoch.get()
    }
}

/// When a worker is started: with the page (its wasm wanted at once), or after a first
/// visit's first screen (its wasm fetched at low priority).
#[derive(Clone, Copy, PartialEq, Eq)]
enum When {
    Now,
    Later,
}

impl Shared {
    /// Connects a worker started after the page (a first visit's, a warm start's behind
    /// what was last shown), then, once `drawn` says the first screen is (if given), tells
    /// the page how that went.
    async fn start_late(self: &Rc<Self>, claim: Claim, when: When, drawn: Option<oneshot::Receiver<()>>) {
        let hello = self.connect(claim, when).await;
        if let Some(drawn) = drawn {
            let _ = drawn.await;
        }
        let news = match hello {
            Ok(Hello::Ready { recovery }) => {
                if let Some(r) = &recovery {
                    warn_recovered(r);
                }
                *self.recovery.borrow_mut() = recovery;
                // What is shown was drawn from no store: read it again before any change.
                self.epoch.set(self.epoch.get() + 1);
                StoreNews::Ready
            }
            Ok(Hello::Elsewhere) => StoreNews::Elsewhere { busy: false },
            Ok(Hello::Busy) => StoreNews::Elsewhere { busy: true },
            Ok(Hello::TooNew { .. } | Hello::NoStorage { .. }) | Err(_) => {
                // The start after this one is the usual one, which says why before
                // play: a late start again would wait for a first screen already
                // drawn, and the player would hear nothing.
                note_late_start_failed();
                // Nothing may be saved before the player has heard why.
                let previous = std::mem::replace(&mut *self.state.borrow_mut(), State::Gone(Fault::WorkerStart));
                if let State::Running(connection) = previous {
                    connection.stop();
                }
                StoreNews::Unkept
            }
        };
        for ready in self.held.borrow_mut().drain(..) {
            let _ = ready.send(());
        }
        settled();
        (self.news)(news);
    }

    /// Starts the worker and waits for its hello; a worker that owns the store runs from
    /// then on. One that fails before its hello (its script or wasm not fetched on a first
    /// visit, a browser short of memory for a moment) is started again before the page
    /// tells the player that nothing can be kept.
    async fn connect(self: &Rc<Self>, claim: Claim, when: When) -> Result<Hello, Fault> {
        let mut tries = 1;
        let (connection, hello) = loop {
            match Connection::start(claim, when, Rc::downgrade(self)).await {
                Err(Fault::WorkerStart) if tries < START_TRIES => {
                    web_sys::console::warn_1(
                        &format!("dialkeeper: the store worker did not start (try {tries}); starting it again").into(),
                    );
                    gloo_timers::future::TimeoutFuture::new(START_AGAIN_AFTER_MS).await;
                    tries += 1;
                }
                started => break started?,
            }
        };
        self.keeps.set(matches!(hello, Hello::Ready { .. }));
        *self.state.borrow_mut() = match hello {
            Hello::Elsewhere | Hello::Busy => {
                connection.stop();
                State::Gone(Fault::Busy)
            }
            _ => State::Running(Rc::new(connection)),
        };
        Ok(hello)
    }

    /// The worker stopped: start another, and tell the page how that went.
    fn stopped(self: Rc<Self>) {
        *self.state.borrow_mut() = State::Restarting;
        web_sys::console::warn_1(&"dialkeeper: the store worker stopped; starting a new one".into());
        let began = now();
        wasm_bindgen_futures::spawn_local(async move {
            let started = Connection::start(Claim::IfFree, When::Now, Rc::downgrade(&self)).await;
            let news = match started {
                Ok((connection, Hello::Ready { .. })) => {
                    self.keeps.set(true);
                    *self.state.borrow_mut() = State::Running(Rc::new(connection));
                    self.epoch.set(self.epoch.get() + 1);
                    let millis = now() - began;
                    web_sys::console::info_1(&format!("dialkeeper: the store worker restarted in {millis:.0} ms").into());
                    StoreNews::Restarted
                }
                Ok((connection, _)) => {
                    connection.stop();
                    *self.state.borrow_mut() = State::Gone(Fault::Busy);
                    StoreNews::Lost
                }
                Err(fault) => {
                    *self.state.borrow_mut() = State::Gone(fault);
                    StoreNews::Lost
                }
            };
            for ready in self.held.borrow_mut().drain(..) {
                let _ = ready.send(());
            }
            (self.news)(news);
        });
    }

    /// Another tab took the store: this page saves nothing more, and keeps no record of its
    /// games list for a warm start (`keeps`): a change it asked may have been saved
    /// without its answer coming, so its list may lack it.
    fn let_go(&self) {
        self.keeps.set(false);
        let previous = std::mem::replace(&mut *self.state.borrow_mut(), State::Gone(Fault::Busy));
        if let State::Running(connection) = previous {
            connection.stop();
        }
        (self.news)(StoreNews::LetGo);
    }
}

/// One worker: its requests in flight, and the handlers that answer them.
struct Connection {
    worker: Worker,
    waiting: Waiting,
    /// Set when the page ends the worker itself, so its end is not taken for a crash.
    ending: Rc<Cell<bool>>,
    watchdog: Watchdog,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Connection {
    async fn start(claim: Claim, when: When, owner: std::rc::Weak<Shared>) -> Result<(Connection, Hello), Fault> {
        // The page's first start adopts the worker index.html started; any other makes one.
        let (worker, life, said) = match early_worker::take(claim) {
            Some(early) => (early.worker, early.life, early.said),
            None => new_worker(claim, when)?,
        };
        let waiting: Waiting = Rc::default();
        let (hello_tx, hello_rx) = oneshot::channel::<Hello>();
        let hello_tx = Rc::new(RefCell::new(Some(hello_tx)));
        let replies = waiting.clone();
        let first = hello_tx.clone();
        let watcher = owner.clone();
        // Each handler is Rust, called by the worker's events and, for what an adopted
        // worker said before the page listened, directly: a call through JavaScript would
        // catch a crash inside it as that call's error, and the crash screen
        // (`crash.rs`) would not show.
        let hear_message = Rc::new(move |event: MessageEvent| {
            let Some(text) = event.data().as_string() else { return };
            // (A reply whose stored rows are no longer the game's types reads as damage.)
            match FromWorker::read(&text) {
                Ok(FromWorker::Hello(hello)) => {
                    if let Some(tx) = first.borrow_mut().take() {
                        let _ = tx.send(hello);
                    }
                }
                Ok(FromWorker::Reply { id, result }) => {
                    if let Some((tx, _)) = replies.borrow_mut().remove(&id) {
                        let _ = tx.send(result);
                    }
                }
                Ok(FromWorker::LetGo) => {
                    if let Some(shared) = owner.upgrade() {
                        shared.let_go();
                    }
                }
                Ok(FromWorker::Unreadable { reason }) => web_sys::console::error_1(&reason.into()),
                Err(e) => web_sys::console::error_1(&e.to_string().into()),
            }
        });
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new({
            let hear = hear_message.clone();
            move |event| hear(event)
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // A worker whose code failed (a trap) may hold its lock but answer nothing: end it,
        // which the life lock then reports. Before the hello, the start simply fails.
        // Its waiting requests fail at once, even where no life lock reports the end.
        let failing = worker.clone();
        let failed = waiting.clone();
        let hear_error = Rc::new(move |event: web_sys::Event| {
            let message = event.dyn_ref::<web_sys::ErrorEvent>().map(|e| e.message()).unwrap_or_default();
            web_sys::console::error_1(&format!("dialkeeper: the store worker failed: {message}").into());
            hello_tx.borrow_mut().take();
            failing.terminate();
            fail_waiting(&failed);
        });
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new({
            let hear = hear_error.clone();
            move |event| hear(event)
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        // What an adopted worker said before the page listened, as if heard just now.
        for event in said {
            match event.dyn_into::<MessageEvent>() {
                Ok(message) => hear_message(message),
                Err(other) => hear_error(other.unchecked_into()),
            }
        }
        // Why it failed is already on the console; the player is told it did not start.
        let hello = hello_rx.await.map_err(|_| Fault::WorkerStart)?;
        let ending = Rc::new(Cell::new(false));
        let watchdog = Watchdog::start(worker.clone(), waiting.clone(), watcher.clone());
        let connection = Connection { worker, waiting, ending, watchdog, _on_message: on_message, _on_error: on_error };
        connection.watch(&life, watcher);
        Ok((connection, hello))
    }

    /// Waits, in the background, for the worker's life lock: granted only once the worker
    /// is gone. Then every request it had not answered fails, and, unless the page ended
    /// it on purpose, the owner starts another.
    fn watch(&self, life: &str, owner: std::rc::Weak<Shared>) {
        let Some(locks) = web_locks::manager() else { return };
        let waiting = self.waiting.clone();
        let ending = self.ending.clone();
        let callback = Closure::once_into_js(move |_lock: JsValue| {
            fail_waiting(&waiting);
            if !ending.get()
                && let Some(shared) = owner.upgrade()
            {
                shared.stopped();
            }
        });
        let _ = locks.request(life, &Object::new(), callback.unchecked_ref());
    }

    async fn ask(&self, id: u64, request: Request) -> Result<Reply, Fault> {
        let (tx, rx) = oneshot::channel();
        self.waiting.borrow_mut().insert(id, (tx, 0.0));
        let unreachable = |why: String| {
            web_sys::console::error_1(&format!("dialkeeper: a request could not be sent to the store worker: {why}").into());
            Fault::WorkerUnreachable
        };
        let sent = serde_json::to_string(&ToWorker::Ask { id, request })
            .map_err(|e| unreachable(e.to_string()))
            .and_then(|text| self.worker.post_message(&JsValue::from_str(&text)).map_err(|e| unreachable(describe(&e))));
        if let Err(fault) = sent {
            self.waiting.borrow_mut().remove(&id);
            return Err(fault);
        }
        rx.await.unwrap_or(Err(Fault::Stopped))
    }

    /// Ends the worker on purpose (it let go, or never owned the store).
    fn stop(&self) {
        self.ending.set(true);
        self.watchdog.stop();
        self.worker.terminate();
    }
}

/// Fails every request a stopped worker will never answer: none of them was shown as
/// done, and whether the store did it is read again once a new worker runs.
fn fail_waiting(waiting: &Waiting) {
    for (_, (tx, _)) in waiting.borrow_mut().drain() {
        let _ = tx.send(Err(Fault::Stopped));
    }
}

/// Ends a worker that leaves a request unanswered too long (see [`HUNG_AFTER_MS`]).
/// Its interval (gloo-timers) is cleared when it is stopped or dropped.
struct Watchdog {
    interval: RefCell<Option<gloo_timers::callback::Interval>>,
}

impl Watchdog {
    fn start(worker: Worker, waiting: Waiting, owner: std::rc::Weak<Shared>) -> Watchdog {
        let mut last = now();
        let tick = move || {
            let at = now();
            let gap = at - last;
            last = at;
            let hidden = web_sys::window().and_then(|w| w.document()).is_some_and(|d| d.hidden());
            // Asleep or out of sight, the page cannot tell a slow store from its own sleep.
            let awake = if hidden {
                0.0
            } else if gap > ASLEEP_AFTER_MS {
                f64::from(WATCH_EVERY_MS)
            } else {
                gap
            };
            let mut hung = false;
            for (_, waited) in waiting.borrow_mut().values_mut() {
                *waited += awake;
                hung |= *waited >= HUNG_AFTER_MS;
            }
            if hung {
                web_sys::console::warn_1(&"dialkeeper: the store worker answers nothing; replacing it".into());
                // New requests wait for the next worker instead of going to this one.
                // The connection (and this closure) is let go after this tick, not
                // inside it. The life lock starts the next worker once this one is gone,
                // and its store lock with it; without a lock manager nothing reports it.
                let replaced = owner.upgrade().map(|shared| std::mem::replace(&mut *shared.state.borrow_mut(), State::Restarting));
                fail_waiting(&waiting);
                worker.terminate();
                let owner = owner.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    drop(replaced);
                    if web_locks::manager().is_none()
                        && let Some(shared) = owner.upgrade()
                    {
                        shared.stopped();
                    }
                });
            }
        };
        let interval = gloo_timers::callback::Interval::new(WATCH_EVERY_MS, tick);
        Watchdog { interval: RefCell::new(Some(interval)) }
    }

    fn stop(&self) {
        if let Some(interval) = self.interval.borrow_mut().take() {
            interval.cancel();
        }
    }
}

/// Milliseconds on the page's monotonic clock, to report how long a restart took.
fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// A JavaScript error as text.
pub(crate) fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}

/// A store worker of the page's own (not the one `index.html` started): named for its
/// claim on the store and for the lock it holds its whole life (and, when started after a
/// first visit's first screen, `later`: `web/store-worker.js` then fetches its wasm at low
/// priority), with nothing said yet.
fn new_worker(claim: Claim, when: When) -> Result<(Worker, String, Vec<JsValue>), Fault> {
    let life = format!("dialkeeper-worker-{}", js_sys::Math::random().to_bits());
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let later = if when == When::Later { " later" } else { "" };
    options.set_name(&format!("{} {life}{later}", claim.word()));
    let worker = Worker::new_with_options(SCRIPT, &options).map_err(|e| {
        web_sys::console::error_1(&format!("dialkeeper: the store worker could not start: {}", describe(&e)).into());
        Fault::WorkerStart
    })?;
    Ok((worker, life, Vec::new()))
}

/// How long a first visit's store worker waits, at most, for the next screens' modules
/// (a connection that drops would hold them for ever).
const NEXT_SCREENS_WAIT_MS: u32 = 10_000;

/// A store worker started after the page (a first visit's, a warm start's drawn from what
/// was last shown), not started or not ready yet.
struct Settling {
    /// Told when the app has drawn its first screen.
    drawn: Option<oneshot::Sender<()>>,
    /// Who waits for the worker to have started (or given up).
    waiting: Vec<oneshot::Sender<()>>,
}

thread_local! {
    /// A store worker started after the page, on its way: `None` when none is.
    static SETTLING: RefCell<Option<Settling>> = const { RefCell::new(None) };
}

/// Says in the console that the store was damaged and where it was kept: the player hears
/// it from the session's startup notice.
pub fn warn_recovered(recovery: &Recovery) {
    web_sys::console::warn_1(
        &format!("dialkeeper: the store could not be read ({}); kept at {}", recovery.reason, recovery.moved_to.display()).into(),
    );
}

/// The tab's note that a late store start (a first visit's, a warm start's) failed: kept across the reload
/// that follows, so that start is the usual one, which says why before play.
const LATE_START_FAILED: &str = "dialkeeper-late-start-failed";

fn note_late_start_failed() {
    if let Some(storage) = session_storage() {
        let _ = storage.set_item(LATE_START_FAILED, "1");
    }
}

/// Whether a late store start failed in this tab (see [`StoreWorker::start_after_first_paint`]
/// and [`StoreWorker::start_behind_shown`]): its starts are then the usual ones.
pub fn late_start_failed() -> bool {
    session_storage().and_then(|s| s.get_item(LATE_START_FAILED).ok().flatten()).is_some()
}

/// The app has drawn its first screen: a first visit's store worker may start, and a warm
/// start's may say how its start went.
pub fn first_screen_drawn() {
    if let Some(drawn) = SETTLING.with(|s| s.borrow_mut().as_mut().and_then(|s| s.drawn.take())) {
        let _ = drawn.send(());
    }
}

/// Whether a store worker started after the page has yet to start (or give up): the
/// session plays meanwhile, and its requests wait.
pub fn store_pending() -> bool {
    SETTLING.with(|s| s.borrow().is_some())
}

/// Waits until the frame drawn last is painted: two animation frames; at most half a
/// second (a hidden tab draws no frames).
async fn after_first_paint() {
    let frames = js_sys::Promise::new(&mut |resolve, _| {
        let Some(window) = web_sys::window() else {
            let _ = resolve.call0(&JsValue::NULL);
            return;
        };
        let second = window.clone();
        let next = Closure::once_into_js(move || {
            let _ = second.request_animation_frame(resolve.unchecked_ref());
        });
        let _ = window.request_animation_frame(next.unchecked_ref());
    });
    let frames = wasm_bindgen_futures::JsFuture::from(frames);
    let late = gloo_timers::future::TimeoutFuture::new(500);
    futures_util::future::select(std::pin::pin!(frames), late).await;
}

/// A store worker started after the page has started, or given up.
fn settled() {
    for waiting in SETTLING.with(|s| s.borrow_mut().take()).map(|s| s.waiting).unwrap_or_default() {
        let _ = waiting.send(());
    }
}

/// Waits until a store worker started after the page has started (or given up); at once
/// when none is starting. What downloads after the first screen (the offline copy, the other
/// languages, the modules after the next screens') waits for it, so the store's wasm
/// shares a slow link only with the modules the player asks for.
pub(super) async fn store_settled() {
    let waiting = SETTLING.with(|s| {
        s.borrow_mut().as_mut().map(|settling| {
            let (tx, rx) = oneshot::channel();
            settling.waiting.push(tx);
            rx
        })
    });
    if let Some(rx) = waiting {
        let _ = rx.await;
    }
}
