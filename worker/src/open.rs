//! Opening the store on OPFS: install the pool, open the file, and say how it went. A
//! damaged file is kept aside in the pool under another name and a fresh store starts,
//! as on native. A browser that offers no durable storage (private mode, an old browser,
//! WebKitGTK) gets a store in memory and a hello that says so plainly; nothing is kept
//! silently.

use std::path::{Path, PathBuf};

use dialkeeper_store::{Hello, Recovery, Store, StoreError};
use sqlite_wasm_vfs::sahpool::{OpfsSAHPoolCfg, OpfsSAHPoolUtil, install};

use super::memory;

/// The database file's name inside the pool.
const FILE: &str = "/dialkeeper.db";

/// How long to retry when another tab (or a page just reloaded) still holds the files.
const BUSY_RETRY_MS: u32 = 2_000;

pub(crate) async fn open() -> (Store, Hello) {
    let mut waited = 0;
    let pool = loop {
        match install::<sqlite_wasm_rs::WasmOsCallback>(&OpfsSAHPoolCfg::default(), true).await {
            Ok(pool) => break pool,
            Err(e) => {
                let reason = format!("{e:?}");
                let busy = reason.contains("NoModificationAllowedError");
                if busy && waited < BUSY_RETRY_MS {
                    sleep(100).await;
                    waited += 100;
                    continue;
                }
                return (memory(), if busy { Hello::Busy } else { Hello::NoStorage { reason } });
            }
        }
    };
    match Store::open_in_place(Path::new(FILE)) {
        Ok(store) => (store, Hello::Ready { recovery: None }),
        Err(StoreError::TooNew { found, .. }) => (memory(), Hello::TooNew { found }),
        Err(damaged) => {
            let kept = keep_aside(&pool, damaged.to_string()).await;
            match kept.and_then(|recovery| Store::open_in_place(Path::new(FILE)).map(|s| (s, recovery)).map_err(|e| e.to_string())) {
                Ok((store, recovery)) => (store, Hello::Ready { recovery: Some(recovery) }),
                Err(reason) => (memory(), Hello::NoStorage { reason }),
            }
        }
    }
}

/// Moves the damaged database (and its journal) to the first free `.corrupt-<n>` name in
/// the pool, never deleting a byte of it, so a fresh store can start.
async fn keep_aside(pool: &OpfsSAHPoolUtil, reason: String) -> Result<Recovery, String> {
    let taken = |name: &str| pool.exists(name).unwrap_or(true);
    let target = (1..).map(|n| format!("{FILE}.corrupt-{n}")).find(|name| !taken(name)).expect("some number is free");
    let fail = |e: sqlite_wasm_vfs::sahpool::OpfsSAHError| format!("{e:?}");
    pool.reserve_minimum_capacity(pool.count() + 4).await.map_err(fail)?;
    for suffix in ["", "-journal"] {
        let from = format!("{FILE}{suffix}");
        if pool.exists(&from).map_err(fail)? {
            let bytes = pool.export_db(&from).map_err(fail)?;
            pool.import_db_unchecked(&format!("{target}{suffix}"), &bytes).map_err(fail)?;
            pool.delete_db(&from).map_err(fail)?;
        }
    }
    Ok(Recovery { moved_to: PathBuf::from(target), reason })
}

async fn sleep(ms: u32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let scope: web_sys::DedicatedWorkerGlobalScope = wasm_bindgen::JsCast::unchecked_into(js_sys::global());
        let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms as i32);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
