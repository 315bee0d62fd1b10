//! The languages other than English on the web. The page's wasm carries English alone (the
//! fallback for every message); `scripts/web.sh` ships each other language beside it in
//! two [halves](Half), its Rules half (`locales/<code>-rules.ftl`: the glossary, the
//! abilities, the rules) and its Screens half (`locales/<code>-screens.ftl`), both
//! downloaded once the language is chosen and kept offline from then on, and its
//! entries' [names](Names) alone (`locales/<code>-names.ftl`), which the service worker
//! keeps offline for every language, so the Rules search finds a term by its name in any
//! of them (issue 50: about 13 KB gzip for all five, where their Rules halves were 78).
//! The player's language is downloaded while the store opens, so the first screen is
//! drawn in it; the other languages' names once the app is drawn. The split page's wasm
//! holds only English's first files, and its rest comes the same way
//! ([`download_english_rest`]).

use std::future::Future;

use dialkeeper_i18n::{Catalog, Half, Language, Names};

use super::js::{call, settle};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Where the page keeps the language it last showed (a hint for the next start only: the
/// store says which language the player chose).
const LAST_LANGUAGE: &str = "dk-language";

/// The language the first screen most likely wants: the one this browser showed last, or
/// the device's. Known before the store opens, so its download runs beside the opening.
pub fn likely_language() -> Language {
    let last = web_sys::window().and_then(|w| w.local_storage().ok().flatten()).and_then(|s| s.get_item(LAST_LANGUAGE).ok().flatten());
    last.as_deref().and_then(Language::from_tag).unwrap_or_else(Language::from_system)
}

/// Notes the language shown, for the next start's [`likely_language`].
pub fn remember_language(language: Language) {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.set_item(LAST_LANGUAGE, language.code());
    }
}

/// Downloads both halves of a language and adds them to the catalog; whether every word
/// of it is here afterwards. The downloads start at once, before the future is awaited,
/// so they run beside whatever the caller awaits first. A failure is logged, English
/// stands in, and the next call tries again: it never stops the app. Once here, the
/// language is kept offline ([`keep_offline`]).
pub fn download_language(language: Language) -> impl Future<Output = bool> + 'static {
    let halves = Half::ALL.map(|half| download_half(language, half));
    async move {
        for half in halves {
            half.await;
        }
        let here = Catalog::get().has_language(language);
        if here {
            keep_offline(language);
        }
        here
    }
}

/// Downloads one half of a language, if it is not here yet, and adds it to the catalog;
/// whether it is here afterwards. The download starts at once.
fn download_half(language: Language, half: Half) -> impl Future<Output = bool> + 'static {
    let download = (!Catalog::get().has_half(language, half)).then(|| fetch(&half.file(language)));
    async move {
        let Some(download) = download else { return true };
        let added = async { Catalog::get().add(language, half, text_of(download?).await?).map_err(|e| e.to_string()) }.await;
        if let Err(e) = &added {
            web_sys::console::warn_1(&format!("dialkeeper: {} did not come ({e}); English until it does", half.file(language)).into());
        }
        added.is_ok()
    }
}

/// Asks the service worker to keep a chosen language offline, both its halves (named by
/// its Screens half): it keeps only every language's names by itself (`web/sw.js`).
/// Asked at each start and each switch, since the first download may come before the
/// service worker does.
fn keep_offline(language: Language) {
    if language != Language::En {
        let _ = call(&js_sys::global(), "dkKeepLanguage", &[Half::Screens.file(language).into()]);
    }
}

/// Keeps asking for the player's language while its words have not all come (a download
/// that failed at the start, a language a moved file set while offline): at once, then
/// each time the browser is back online, and otherwise after a wait that doubles from a
/// minute to half an hour (a file the server lacks is not asked for every minute all day).
/// Never while the browser says it is offline, and never for longer than half a minute an
/// ask (a stalled link must not hold the next one back). `came` runs each time the words
/// came, so the screens redraw in them. Never ends: the frame holds it for the app's life.
pub async fn keep_asking_for_words(language: impl Fn() -> Language, mut came: impl FnMut()) {
    use futures_util::future::{Either, select};
    use gloo_timers::future::TimeoutFuture;
    const MINUTE: u32 = 60_000;
    let mut wait = MINUTE;
    loop {
        let now = language();
        if !Catalog::get().has_language(now) && super::browser::online() {
            let ask = std::pin::pin!(download_language(now));
            if let Either::Left((true, _)) = select(ask, TimeoutFuture::new(MINUTE / 2)).await {
                came();
            }
        }
        let online = std::pin::pin!(super::browser::back_online());
        wait = match select(online, TimeoutFuture::new(wait)).await {
            Either::Left(_) => MINUTE,
            Either::Right(_) => (wait * 2).min(30 * MINUTE),
        };
    }
}

/// English's rest, on the split page (its wasm holds English's first files alone:
/// `Catalog::add_english_rest`), once the first screen is drawn: fetched by the page's
/// module loader (`dkEnglishRest`, `web/split-loader.js`, which tries again until it
/// comes, and waits before a fetch after a broken one), added, and then the modules of
/// the screens that say its words are let in (`dkEnglishRestIn`).
pub async fn download_english_rest() {
    let (catalog, page) = (Catalog::get(), js_sys::global());
    while !catalog.english_whole() {
        let Some(Ok(fetched)) = call(&page, "dkEnglishRest", &[]) else { return };
        let text =
            settle(fetched).await.map_err(|e| format!("{e:?}")).and_then(|text| text.as_string().ok_or_else(|| "no text".to_string()));
        if let Err(e) = text.and_then(|text| catalog.add_english_rest(text).map_err(|e| e.to_string())) {
            web_sys::console::warn_1(&format!("dialkeeper: English's rest did not come ({e}); trying again").into());
        }
    }
    let _ = call(&page, "dkEnglishRestIn", &[]);
}

/// Every language's names not here yet, one after another, for the Rules search (after
/// the first screen is drawn, and on a first visit after the store worker's wasm, which a
/// tap may be waiting for). The rest of a language waits until a player chooses it. A
/// failure is logged, and the search goes on without that language's names.
pub async fn download_other_languages() {
    super::store_worker::store_settled().await;
    for language in Language::ALL.into_iter().filter(|l| !Catalog::get().has_names(*l)) {
        let file = Names::file(language);
        let added = async { Catalog::get().add_names(language, text_of(fetch(&file)?).await?).map_err(|e| e.to_string()) };
        if let Err(e) = added.await {
            web_sys::console::warn_1(&format!("dialkeeper: {file} did not come ({e})").into());
        }
    }
}

/// A download of one of the page's files, started now.
fn fetch(file: &str) -> Result<JsFuture, String> {
    let window = web_sys::window().ok_or_else(|| "no window".to_string())?;
    Ok(JsFuture::from(window.fetch_with_str(file)))
}

/// A download's body as text, if the server sent the file.
async fn text_of(download: JsFuture) -> Result<String, String> {
    let js = |e: wasm_bindgen::JsValue| format!("{e:?}");
    let response: web_sys::Response = download.await.map_err(js)?.dyn_into().map_err(js)?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(js)?).await.map_err(js)?;
    text.as_string().ok_or_else(|| "no text".to_string())
}
