//! Opening the store on OPFS: install the pool, open the file, and say how it went. A
//! damaged file is kept aside in the pool under another name and the newest sound backup
//! (kept in the same pool) takes its place, or a fresh store when none is, as on native. A browser that offers no durable storage (private mode, an old browser,
//! WebKitGTK) gets a store in memory and a hello that says so plainly; nothing is kept
//! silently. Files still held by another tab open nothing at all: writes to memory there
//! would vanish while the player believed them kept.

use std::path::{Path, PathBuf};

use dialkeeper_store::{Hello, Store, StoreError};
use sqlite_wasm_vfs::sahpool::{OpfsSAHPoolCfg, OpfsSAHPoolUtil, install};

use super::replay;

/// The database file's name inside the pool.
const FILE: &str = "/dialkeeper.db";

/// How long to wait for the tab that owned the store to close its files (it is told at
/// once; a frozen background tab answers only when the browser wakes it).
pub(crate) const FILES_WAIT_MS: u32 = 10_000;

/// How long to retry when the files are still held after their lock was granted (a
/// worker being torn down by a reload closes its handles a moment after its locks go).
const BUSY_RETRY_MS: u32 = 2_000;

/// Files the pool keeps free beyond those in use: the backups not written yet, a store
/// kept aside before a restore, SQLite's temporary files.
const SPARE_FILES: u32 = dialkeeper_store::BACKUPS_KEPT as u32 + 3;

/// The store as opened: `None` when nothing may be written.
pub(crate) struct Opened {
    pub store: Option<Store>,
    /// The pool, to release its files when another tab takes over.
    pub pool: Option<OpfsSAHPoolUtil>,
    pub hello: Hello,
}

pub(crate) async fn open() -> Opened {
    if let Some(reason) = below_the_floor() {
        return Opened { store: Some(memory()), pool: None, hello: Hello::NoStorage { reason } };
    }
    let mut waited = 0;
    let pool = loop {
        match install::<sqlite_wasm_rs::WasmOsCallback>(&pool_config(), true).await {
            Ok(pool) => break pool,
            Err(e) => {
                let busy = held_by_another_tab(&e);
                let reason = format!("{e:?}");
                if busy && waited < BUSY_RETRY_MS {
                    sleep(100).await;
                    waited += 100;
                    continue;
                }
                return if busy {
                    Opened { store: None, pool: None, hello: Hello::Busy }
                } else {
                    Opened { store: Some(memory()), pool: None, hello: Hello::NoStorage { reason } }
                };
            }
        }
    };
    // Room for the backups' files and a file kept aside, so neither fails for want of a
    // file in the pool (each file of the pool is one access handle made ahead).
    if let Err(e) = pool.reserve_minimum_capacity(pool.count() + SPARE_FILES).await {
        web_sys::console::error_1(&format!("dialkeeper: no room made for backups: {e:?}").into());
    }
    // A commit cut short is rolled back first. Should that fail, the files are left as
    // they are; if SQLite then calls them damaged, both are kept aside below.
    match replay::roll_back_cut_commit(&pool, FILE).await {
        Ok(true) => web_sys::console::info_1(&"dialkeeper: a commit cut short was rolled back".into()),
        Ok(false) => {}
        Err(e) => web_sys::console::error_1(&format!("dialkeeper: a commit cut short could not be rolled back: {e}").into()),
    }
    let mut opened = Store::open_in_place(Path::new(FILE));
    // A fault that may pass (the files of a browser just killed, I/O) is tried again for a
    // while, and then nothing is opened: never moved aside, never replaced by memory.
    let mut waited = 0;
    while let Err(e) = &opened
        && !e.is_damage()
        && !matches!(e, StoreError::TooNew { .. })
    {
        if waited >= BUSY_RETRY_MS {
            web_sys::console::error_1(&format!("dialkeeper: the store could not be opened: {e}").into());
            return Opened { store: None, pool: Some(pool), hello: Hello::Busy };
        }
        sleep(100).await;
        waited += 100;
        opened = Store::open_in_place(Path::new(FILE));
    }
    let (store, hello) = match opened {
        Ok((store, recovery)) => (store, Hello::Ready { recovery }),
        Err(StoreError::TooNew { found, .. }) => (memory(), Hello::TooNew { found }),
        Err(damaged) => {
            let reason = damaged.to_string();
            let restored = keep_aside(&pool)
                .await
                .and_then(|moved_to| Store::restore_after_damage(Path::new(FILE), moved_to, reason).map_err(|e| e.to_string()));
            match restored {
                Ok((store, recovery)) => (store, Hello::Ready { recovery: Some(recovery) }),
                Err(reason) => (memory(), Hello::NoStorage { reason }),
            }
        }
    };
    Opened { store: Some(store), pool: Some(pool), hello }
}

/// The pool as every version has installed it (the crate's defaults), in the folder
/// named where `web/index.html` looks for it ([`dialkeeper_store::POOL_FOLDER`]).
fn pool_config() -> OpfsSAHPoolCfg {
    OpfsSAHPoolCfg { directory: dialkeeper_store::POOL_FOLDER.into(), ..OpfsSAHPoolCfg::default() }
}

/// What the browser lacks of the durable store's needs, if anything: the origin-private
/// file system and its synchronous access handles (Safari 16.4, Chrome 109, Firefox 111).
/// Asked first, because the pool's own calls throw where these are missing.
fn below_the_floor() -> Option<String> {
    use js_sys::Reflect;
    let global = js_sys::global();
    let has = |of: &wasm_bindgen::JsValue, name: &str| Reflect::get(of, &name.into()).is_ok_and(|v| !v.is_undefined());
    let storage = Reflect::get(&global, &"navigator".into()).and_then(|n| Reflect::get(&n, &"storage".into())).ok();
    match storage {
        Some(storage) if !storage.is_undefined() && has(&storage, "getDirectory") => {}
        _ => return Some("no origin-private file system (navigator.storage.getDirectory)".into()),
    }
    if !has(&global, "FileSystemSyncAccessHandle") {
        return Some("no synchronous file access (FileSystemSyncAccessHandle)".into());
    }
    None
}

/// Moves the damaged database (its write-ahead log, and the journal an older version kept)
/// to the first free `.corrupt-<n>` name in the pool, never deleting a byte of it, so a
/// backup or a fresh store can take its place: a log left behind would be played into it.
async fn keep_aside(pool: &OpfsSAHPoolUtil) -> Result<PathBuf, String> {
    let taken = |name: &str| pool.exists(name).unwrap_or(true);
    let target = (1..).map(|n| format!("{FILE}.corrupt-{n}")).find(|name| !taken(name)).expect("some number is free");
    let fail = |e: sqlite_wasm_vfs::sahpool::OpfsSAHError| format!("{e:?}");
    pool.reserve_minimum_capacity(pool.count() + 4).await.map_err(fail)?;
    for suffix in ["", "-wal", "-journal"] {
        let from = format!("{FILE}{suffix}");
        if pool.exists(&from).map_err(fail)? {
            let bytes = pool.export_db(&from).map_err(fail)?;
            pool.import_db_unchecked(&format!("{target}{suffix}"), &bytes).map_err(fail)?;
            pool.delete_db(&from).map_err(fail)?;
        }
    }
    Ok(PathBuf::from(target))
}

async fn sleep(ms: u32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let scope: web_sys::DedicatedWorkerGlobalScope = wasm_bindgen::JsCast::unchecked_into(js_sys::global());
        let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms as i32);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// A store that keeps nothing, for when the browser gives no durable storage.
fn memory() -> Store {
    Store::in_memory().expect("an in-memory SQLite database opens")
}

/// Whether the pool could not open because another tab holds its files: the browser
/// refuses the access handle with a `NoModificationAllowedError`. Matched by the error's
/// type and the exception's name, not by its printed text (issue 49).
fn held_by_another_tab(e: &sqlite_wasm_vfs::sahpool::OpfsSAHError) -> bool {
    use wasm_bindgen::JsCast;
    match e {
        sqlite_wasm_vfs::sahpool::OpfsSAHError::CreateSyncAccessHandle(js) => {
            js.dyn_ref::<web_sys::DomException>().is_some_and(|d| d.name() == "NoModificationAllowedError")
        }
        _ => false,
    }
}
