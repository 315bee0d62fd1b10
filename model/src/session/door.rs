//! The door to the store: a typed request ([`Ask`], made by [`dialkeeper_store::ask`])
//! goes out, its answer comes back once the store has done it (committed, for a change),
//! as the type that request is answered with. Natively the store lives in this thread and
//! answers at once; on the web it lives in a worker that owns the database file.

#[cfg(feature = "store")]
use std::cell::RefCell;
#[cfg(feature = "store")]
use std::pin::pin;
#[cfg(feature = "store")]
use std::task::{Context, Poll, Waker};

use dialkeeper_store::{Ask, Fault, Reply, Request};
#[cfg(feature = "store")]
use dialkeeper_store::{Store, StoreError};

#[cfg(not(any(feature = "store", feature = "web")))]
compile_error!("the app needs a store: the `store` feature (native) or `web` (the store worker)");

#[cfg(feature = "store")]
use super::StartupNotice;

/// How long a start waits for another instance to let go of the store file: 60 tries,
/// 50 ms apart (3 s).
#[cfg(feature = "store")]
const IN_USE_TRIES: u32 = 60;
#[cfg(feature = "store")]
const IN_USE_PAUSE: std::time::Duration = std::time::Duration::from_millis(50);

/// Where the store is.
pub enum Door {
    /// In this thread (desktop, phones, tests).
    #[cfg(feature = "store")]
    Local(RefCell<Store>),
    /// In the web worker.
    #[cfg(feature = "web")]
    Worker(crate::platform::web::StoreWorker),
    /// No store could be started (a browser below the web build's floor): every request
    /// fails with this fault, so nothing pretends to be saved.
    #[cfg(feature = "web")]
    Nowhere(Fault),
    /// Tests: a store in this thread that answers one poll late, as the web's worker
    /// does, so a test can drop a change after the store has done it.
    #[cfg(all(test, feature = "store"))]
    Late(RefCell<Store>),
    /// Tests: a store that outlives the app on it (a phone's storage, for kills and
    /// restarts) and answers with the troubles planned for it ([`Disk`]).
    #[cfg(all(test, feature = "store"))]
    Sim(std::rc::Rc<Disk>),
}

/// A phone's storage in tests: the store outlives every app started on it, and each
/// change asked of it meets the next trouble planned, if any.
#[cfg(all(test, feature = "store"))]
pub struct Disk {
    /// The store itself.
    pub store: RefCell<Store>,
    /// What the next changes meet, first first; a change with none left is done at once.
    pub troubles: RefCell<std::collections::VecDeque<Trouble>>,
    /// What reads meet ([`Trouble::ReadFails`]), first first: so many reads go through,
    /// then one fails with the fault.
    pub read_troubles: RefCell<std::collections::VecDeque<(u32, Fault)>>,
    /// While set, every read is answered with it (a store out of reach for a while).
    pub reads_fail: RefCell<Option<Fault>>,
    /// Polls each read waits before it is answered (a slow store), 0 for none.
    pub reads_late: std::cell::Cell<u32>,
    /// How many changes were committed.
    pub commits: std::cell::Cell<usize>,
}

/// What a change asked of a [`Disk`] meets.
#[cfg(all(test, feature = "store"))]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trouble {
    /// Done, but answered only after this many more polls (the web's worker, a slow phone).
    Late(u32),
    /// Not done, and answered with this fault (full storage, an I/O error, a busy file).
    Fails(Fault),
    /// Done, but the answer is lost: the store stopped before it answered.
    DoneUnsaid,
    /// Not a change's trouble but a read's: after `skip` reads that go through, the next
    /// is answered with `fault` (a worker replaced while it was asked, a file held
    /// elsewhere for a moment).
    ReadFails {
        /// Reads that go through first.
        skip: u32,
        /// What the one after them is answered.
        fault: Fault,
    },
}

#[cfg(all(test, feature = "store"))]
impl Disk {
    /// Empty storage, with a store in memory that lives as long as the disk.
    pub fn new() -> std::rc::Rc<Disk> {
        let store = Store::in_memory().expect("an in-memory SQLite database opens");
        std::rc::Rc::new(Disk {
            store: RefCell::new(store),
            troubles: RefCell::default(),
            read_troubles: RefCell::default(),
            reads_fail: RefCell::default(),
            reads_late: std::cell::Cell::new(0),
            commits: std::cell::Cell::new(0),
        })
    }

    /// Storage on a file at `path`, so that its store keeps backups beside it.
    pub fn at(path: &std::path::Path) -> std::rc::Rc<Disk> {
        let (store, _) = Store::open(path).expect("a new store file opens");
        let disk = Disk::new();
        *disk.store.borrow_mut() = store;
        disk
    }

    /// Plans what the next change meets.
    pub fn plan(&self, trouble: Trouble) {
        match trouble {
            Trouble::ReadFails { skip, fault } => self.read_troubles.borrow_mut().push_back((skip, fault)),
            trouble => self.troubles.borrow_mut().push_back(trouble),
        }
    }

    async fn reply(&self, request: Request) -> Result<Reply, Fault> {
        if !request.alters()
            && let Some(fault) = self.reads_fail.borrow().clone()
        {
            return Err(fault);
        }
        if !request.alters() {
            let mut reads = self.read_troubles.borrow_mut();
            match reads.front_mut() {
                Some((skip, _)) if *skip > 0 => *skip -= 1,
                Some(_) => return Err(reads.pop_front().expect("a read trouble is planned").1),
                None => {}
            }
        }
        let trouble = if request.alters() { self.troubles.borrow_mut().pop_front() } else { None };
        let late = match &trouble {
            Some(Trouble::Fails(fault)) => return Err(fault.clone()),
            Some(Trouble::Late(polls)) => *polls,
            _ if !request.alters() => self.reads_late.get(),
            _ => 0,
        };
        let reply = self.store.borrow_mut().handle(request.clone());
        if reply.is_ok() && request.alters() {
            self.commits.set(self.commits.get() + 1);
        }
        let mut left = late;
        std::future::poll_fn(|cx| {
            if left == 0 {
                return Poll::Ready(());
            }
            left -= 1;
            cx.waker().wake_by_ref();
            Poll::Pending
        })
        .await;
        if trouble == Some(Trouble::DoneUnsaid) {
            return Err(Fault::Stopped);
        }
        reply
    }
}

impl Door {
    /// Opens the store file; a damaged file is moved aside, a newer or unopenable one
    /// leaves the app on a store in memory, and the notice says so.
    ///
    /// A store held by another instance is waited for (up to 3 s): an app
    /// started again at once finds its previous instance still closing the file.
    #[cfg(feature = "store")]
    pub fn open(path: &std::path::Path) -> (Door, Option<StartupNotice>) {
        let mut opened = Store::open(path);
        for _ in 0..IN_USE_TRIES {
            if !matches!(opened, Err(StoreError::InUse)) {
                break;
            }
            std::thread::sleep(IN_USE_PAUSE);
            opened = Store::open(path);
        }
        match opened {
            Ok((store, recovery)) => (Door::Local(RefCell::new(store)), recovery.map(StartupNotice::Recovered)),
            Err(StoreError::TooNew { found, .. }) => (Door::in_memory(), Some(StartupNotice::TooNew { found })),
            Err(e) => (Door::in_memory(), Some(StartupNotice::Unavailable(e.into()))),
        }
    }

    /// A store in memory: nothing outlives the app.
    #[cfg(feature = "store")]
    pub fn in_memory() -> Door {
        Door::Local(RefCell::new(Store::in_memory().expect("an in-memory SQLite database opens")))
    }

    /// Which store process answers: it changes when the web's store worker stopped and
    /// another took its place, and what the screens show must then be read again.
    pub fn epoch(&self) -> u64 {
        match self {
            #[cfg(feature = "web")]
            Door::Worker(worker) => worker.epoch(),
            #[allow(unreachable_patterns)]
            _ => 0,
        }
    }

    /// Whether the web's store worker was started after the page (a first visit, a warm
    /// start drawn from what was last shown) and has yet to start: what is shown was not
    /// read from the store.
    pub fn store_on_its_way(&self) -> bool {
        match self {
            #[cfg(feature = "web")]
            Door::Worker(worker) => worker.on_its_way(),
            #[allow(unreachable_patterns)]
            _ => false,
        }
    }

    /// Waits until a store on its way has started (or given up): at once otherwise.
    pub async fn settled(&self) {
        #[cfg(feature = "web")]
        if let Door::Worker(worker) = self {
            worker.settled().await;
        }
    }

    /// Whether what is saved outlives the app: not a store in memory, nor none.
    pub fn keeps(&self) -> bool {
        match self {
            #[cfg(feature = "web")]
            Door::Worker(worker) => worker.keeps(),
            #[cfg(feature = "web")]
            Door::Nowhere(_) => false,
            #[allow(unreachable_patterns)]
            _ => true,
        }
    }

    /// A damaged store that a late-started worker found and moved aside (a warm start
    /// drawn from what was last shown), once: the session tells the player, as a usual
    /// start does.
    pub fn take_recovery(&self) -> Option<super::Recovery> {
        match self {
            #[cfg(feature = "web")]
            Door::Worker(worker) => worker.take_recovery(),
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }

    /// Whether the store takes its due backups by itself: the web's worker does, after
    /// posting each reply; a store in this thread waits to be asked.
    pub fn backs_up_itself(&self) -> bool {
        match self {
            #[cfg(feature = "web")]
            Door::Worker(_) => true,
            #[allow(unreachable_patterns)]
            _ => false,
        }
    }

    /// Asks the store; a change is committed when this returns `Ok`, with the answer
    /// typed as the request's (a reply of another kind is a fault).
    pub async fn ask<T>(&self, ask: Ask<T>) -> Result<T, Fault> {
        let (request, answer) = ask.into_parts();
        answer.read(self.reply(request).await)
    }

    /// The store's reply to a request, untyped (what travels to and from the worker).
    async fn reply(&self, request: Request) -> Result<Reply, Fault> {
        match self {
            #[cfg(feature = "store")]
            Door::Local(store) => store.borrow_mut().handle(request),
            #[cfg(feature = "web")]
            Door::Worker(worker) => worker.ask(request).await,
            #[cfg(feature = "web")]
            Door::Nowhere(fault) => Err(fault.clone()),
            #[cfg(all(test, feature = "store"))]
            Door::Late(store) => {
                let reply = store.borrow_mut().handle(request);
                let mut answered = false;
                std::future::poll_fn(|cx| {
                    if std::mem::replace(&mut answered, true) {
                        Poll::Ready(())
                    } else {
                        cx.waker().wake_by_ref();
                        Poll::Pending
                    }
                })
                .await;
                reply
            }
            #[cfg(all(test, feature = "store"))]
            Door::Sim(disk) => disk.reply(request).await,
        }
    }
}

/// Runs a future whose every wait wakes itself (tests over [`Door::Late`]).
#[cfg(all(test, feature = "store"))]
pub fn block<F: std::future::Future>(future: F) -> F::Output {
    let mut future = pin!(future);
    let mut cx = Context::from_waker(Waker::noop());
    loop {
        if let Poll::Ready(output) = future.as_mut().poll(&mut cx) {
            return output;
        }
    }
}

/// Runs a future that never waits, as every answer of a store in this thread is.
///
/// # Panics
/// If the future is still pending after one poll (it would be waiting on a worker).
#[cfg(feature = "store")]
pub fn now<F: std::future::Future>(future: F) -> F::Output {
    match pin!(future).poll(&mut Context::from_waker(Waker::noop())) {
        Poll::Ready(output) => output,
        Poll::Pending => panic!("a store in this thread answers at once"),
    }
}
