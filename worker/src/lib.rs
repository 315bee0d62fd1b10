//! The store worker of the web build. OPFS sync access handles, the one durable storage a
//! browser offers SQLite, exist only in a dedicated worker, so the store lives here and
//! the page asks it by messages ([`dialkeeper_store::ToWorker`], answered by
//! [`dialkeeper_store::FromWorker`]). A reply is posted after its transaction commits.
#![cfg(target_arch = "wasm32")]
// Denied, not forbidden: the clock's two C functions need `no_mangle`, and allow it alone.
#![deny(unsafe_code)]

mod clock;
mod locks;
mod open;
mod replay;
#[cfg(feature = "vfs-bench")]
mod vfs_bench;

use std::cell::RefCell;

use dialkeeper_store::{BackupWhen, Fault, Hello, KeptFile, Store, Unread};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Becomes the store's owner (if free, or by taking it over when the page asks), opens
/// the store, answers the page's requests from then on, and says hello with how the store
/// opened. Messages the page sends before the hello are not read: the page waits for it.
///
/// The page names the worker `"<claim> <life lock>"`: `take`, `if-free` or `reopen`, then a lock
/// name held for this worker's life (see [`locks`]).
#[wasm_bindgen]
pub async fn start() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let name = scope.name();
    let mut words = name.split(' ');
    let claim = dialkeeper_store::Claim::from_word(words.next());
    if let Some(life) = words.next() {
        locks::hold_for_life(life);
    }
    let opened = match locks::own_store(claim).await {
        locks::Owner::Elsewhere => open::Opened { store: None, pool: None, hello: Hello::Elsewhere },
        locks::Owner::Held(stolen) => match locks::hold_files(open::FILES_WAIT_MS).await {
            None => open::Opened { store: None, pool: None, hello: Hello::Busy },
            Some(files) => {
                let opened = open::open().await;
                if opened.store.is_some() && opened.pool.is_some() {
                    FILES.with(|f| *f.borrow_mut() = Some(files));
                } else {
                    files.release();
                }
                if let Some(stolen) = stolen {
                    wasm_bindgen_futures::spawn_local(let_go_when(stolen, scope.clone()));
                }
                opened
            }
        },
    };
    let open::Opened { store, pool, hello } = opened;
    // The page's games, figures and armies are kept as the JSON it sent, unread: the
    // worker carries none of the engine's readers and writers (`dialkeeper_store::Kinds`).
    STORE.with(|s| *s.borrow_mut() = store.map(Store::holding));
    POOL.with(|p| *p.borrow_mut() = pool);
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let Some(text) = event.data().as_string() else { return };
        let (answer, changed) = match serde_json::from_str::<ToWorker>(&text) {
            Ok(ToWorker::Ask { id, request }) => {
                let changes = request.changes();
                let result = STORE.with(|s| s.borrow_mut().as_mut().map(|store| respond(store, request)));
                let changed = changes && matches!(result, Some(Ok(_)));
                (FromWorker::Reply { id, result: result.unwrap_or(Err(Fault::Busy)) }, changed)
            }
            Err(e) => (FromWorker::Unreadable { reason: e.to_string() }, false),
        };
        post(&reply_scope, &answer);
        // After the reply is on its way, so no tap waits for a backup.
        if changed {
            back_up_if_due();
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page: its handler must too.
    on_message.forget();
    post(&scope, &FromWorker::Hello(hello));
}

/// The page's messages and the worker's answers, a game's types in them unread.
type ToWorker = dialkeeper_store::ToWorker<Unread>;
type FromWorker = dialkeeper_store::FromWorker<Unread>;
type Request = dialkeeper_store::Request<Unread>;
type Reply = dialkeeper_store::Reply<Unread>;

thread_local! {
    /// The open store; `None` once another tab owns it (or if none could be opened).
    static STORE: RefCell<Option<Store<Unread>>> = const { RefCell::new(None) };
    /// The OPFS pool under the store, paused when letting go.
    static POOL: RefCell<Option<sqlite_wasm_vfs::sahpool::OpfsSAHPoolUtil>> = const { RefCell::new(None) };
    /// The files' lock, released once the pool is paused.
    static FILES: RefCell<Option<locks::Files>> = const { RefCell::new(None) };
}

/// When another tab takes the store over: closes the database (every request so far has
/// been answered, after its commit), releases the files so the other tab can open them,
/// and tells the page.
async fn let_go_when(stolen: wasm_bindgen_futures::JsFuture, scope: DedicatedWorkerGlobalScope) {
    // The lock's promise rejects when it is stolen (and never resolves otherwise).
    let _ = stolen.await;
    STORE.with(|s| drop(s.borrow_mut().take()));
    if let Some(Err(e)) = POOL.with(|p| p.borrow().as_ref().map(|pool| pool.pause_vfs())) {
        web_sys::console::error_1(&format!("dialkeeper: could not release the store's files: {e:?}").into());
    }
    if let Some(files) = FILES.with(|f| f.borrow_mut().take()) {
        files.release();
    }
    post(&scope, &FromWorker::LetGo);
}

/// The store's answer; the damaged file kept aside is read here, from the pool, since the
/// store sees files only through SQLite.
fn respond(store: &mut Store<Unread>, request: Request) -> Result<Reply, Fault> {
    if request != Request::DamagedFile {
        return store.handle(request);
    }
    let Some(path) = store.damaged_path() else { return Ok(Reply::File(None)) };
    let name = path.to_string_lossy().trim_start_matches('/').to_string();
    let bytes = POOL.with(|p| p.borrow().as_ref().map(|pool| pool.export_db(&path.to_string_lossy())));
    match bytes {
        Some(Ok(bytes)) => Ok(Reply::File(Some(KeptFile { name, bytes }))),
        Some(Err(e)) => Err(Fault::Io(format!("{e:?}"))),
        None => Ok(Reply::File(None)),
    }
}

/// Takes the backup due after a change, if one is. A failure is logged and tried again
/// after the next change: the change itself is saved.
fn back_up_if_due() {
    let result = STORE.with(|s| s.borrow_mut().as_mut().map(|store| store.back_up(BackupWhen::IfDue)));
    if let Some(Err(e)) = result {
        web_sys::console::error_1(&format!("dialkeeper: backup failed: {e}").into());
    }
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &FromWorker) {
    let text = serde_json::to_string(message).expect("protocol types serialize");
    if let Err(e) = scope.post_message(&JsValue::from_str(&text)) {
        web_sys::console::error_1(&e);
    }
}
