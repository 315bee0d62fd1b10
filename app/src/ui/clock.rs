//! The game clock in the turn bar (CORE-18): time played, less pauses, against the
//! agreed limit; a tap pauses or restarts it. What it shows is worked out each second
//! from the instants the engine keeps, never counted up here, so a restart or a locked
//! phone loses nothing.

use super::LiveSession;
use dialkeeper_core::Command;
use dioxus::prelude::*;

use super::use_language;
use super::widgets::dispatch;
use dialkeeper_model::clock::{ClockFace, ClockNote};
use dialkeeper_model::label;
use dialkeeper_model::platform;
use dialkeeper_model::text::clock_time;

/// The wall clock in Unix milliseconds, read again every second while the component
/// lives. The timer only says when to look; the time is the platform's.
pub fn use_now() -> Signal<i64> {
    let mut now = use_signal(platform::now_ms);
    use_future(move || async move {
        // A component that is gone drops this task, and with it its one pending timer.
        loop {
            platform::sleep_ms(1000).await;
            now.set(platform::now_ms());
        }
    });
    now
}

/// The clock button: `12:34 of 60 min`, "Paused", or "Time is up".
#[component]
pub fn GameClock() -> Element {
    let session = use_context::<LiveSession>();
    let lang = use_language();
    let now = use_now();
    let s = session.read();
    let Some(game) = s.game() else { return rsx! {} };
    let Some(ClockFace { played, note }) = dialkeeper_model::clock::face(game, now()) else { return rsx! {} };
    let paused = note == ClockNote::Paused;
    let title = if paused { label!(lang, "clock-resume") } else { label!(lang, "clock-pause") };
    let (class, note) = (note.class(), note.said(lang));
    rsx! {
        button { class, "data-testid": "game-clock", "data-paused": "{paused}", "data-played": "{played}",
            title: "{title}",
            onclick: move |_| {
                let at = platform::now_ms();
                dispatch(if paused { Command::ResumeClock { at } } else { Command::PauseClock { at } });
            },
            span { class: "clock-time", {clock_time(played)} }
            if !note.is_empty() { span { class: "small", "{note}" } }
            span { class: "sr-only", "{title}" }
        }
    }
}
