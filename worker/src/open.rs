//! Opening the store on OPFS: install the pool, open the file, and say how it went. A
//! browser that offers no durable storage (private mode, an old browser, WebKitGTK) gets
//! a store in memory and a hello that says so plainly; nothing is kept silently.

use std::path::Path;

use dialkeeper_store::{Hello, Store, StoreError};
use sqlite_wasm_vfs::sahpool::{OpfsSAHPoolCfg, install};

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
                if reason.contains("NoModificationAllowedError") && waited < BUSY_RETRY_MS {
                    sleep(100).await;
                    waited += 100;
                    continue;
                }
                let hello = if reason.contains("NoModificationAllowedError") { Hello::Busy } else { Hello::NoStorage { reason } };
                return (memory(), hello);
            }
        }
    };
    match Store::open(Path::new(FILE)) {
        Ok((store, recovery)) => (store, Hello::Ready { recovery }),
        Err(StoreError::TooNew { found, .. }) => (memory(), Hello::TooNew { found }),
        Err(e) => {
            drop(pool);
            (memory(), Hello::NoStorage { reason: e.to_string() })
        }
    }
}

async fn sleep(ms: u32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let scope: web_sys::DedicatedWorkerGlobalScope = wasm_bindgen::JsCast::unchecked_into(js_sys::global());
        let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms as i32);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
