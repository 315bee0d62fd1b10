//! One figure of an army being set up: its cost (a colossal's printed point value), the
//! passenger of a chariot, the mount of a rider or the rider of a mount, and remove.
//! The choices change the [`ArmyDraft`]; the lists are the draft's (what the figures'
//! prints allow), and the engine checks the rest when the game starts.

use dialkeeper_core::FigureKind;
use dioxus::prelude::*;

use super::use_language;
use dialkeeper_model::army::{ArmyDraft, Entry};
use dialkeeper_model::label;

/// A row of the army list. Option values are places in the list, as shown.
#[component]
pub fn ArmyEntry(player: usize, place: usize, entry: Entry, draft: Signal<ArmyDraft>) -> Element {
    let lang = use_language();
    let id = entry.id;
    let army = draft.read().players[player].clone();
    let at = move |value: String| value.parse::<usize>().ok().and_then(|p| draft.read().players[player].at(p));
    // The model's lists, each entry with its place in the army as shown.
    let placed =
        |ids: Vec<_>| -> Vec<(usize, Entry)> { army.entries().iter().cloned().enumerate().filter(|(_, e)| ids.contains(&e.id)).collect() };
    let passengers = placed(army.passenger_choices(id));
    let mounts = placed(army.mount_choices(id));
    let riders = placed(army.rider_choices(id));
    let passenger = army.passenger_of(id);
    let rider = army.rider_of(id);
    rsx! {
        li {
            span { "{entry.figure.name}" }
            if let FigureKind::Colossal { point_values, .. } = &entry.figure.kind {
                select { "aria-label": label!(lang, "point-value"), "data-testid": "point-value-{player}-{place}",
                    onchange: move |e| draft.write().players[player].set_point_value(id, e.value().parse().ok()),
                    for (v, pv) in point_values.iter().enumerate() {
                        option { key: "{v}", value: "{v}", selected: entry.point_value == Some(v as u8), {dialkeeper_model::text::points(lang, pv.points)} }
                    }
                }
            } else {
                span { class: "muted", {dialkeeper_model::text::points(lang, entry.points())} }
            }
            if entry.figure.is_chariot() {
                label { class: "pairing", span { class: "small muted", {label!(lang, "passenger")} }
                select { "data-testid": "passenger-{player}-{place}",
                    onchange: move |e| { let chosen = at(e.value()); draft.write().players[player].seat(id, chosen) },
                    option { value: "", {label!(lang, "passenger-none")} }
                    for (p, figure) in passengers {
                        option { key: "{p}", value: "{p}", selected: passenger == Some(figure.id), "{figure.figure.name}" }
                    }
                }
                }
            }
            if entry.figure.is_rider() {
                label { class: "pairing", span { class: "small muted", {label!(lang, "rides")} }
                select { "data-testid": "rides-{player}-{place}",
                    onchange: move |e| { let chosen = at(e.value()); draft.write().players[player].ride(id, chosen) },
                    option { value: "", selected: entry.rides.is_none(), {label!(lang, "rides-nothing")} }
                    for (m, mount) in mounts {
                        option { key: "{m}", value: "{m}", selected: entry.rides == Some(mount.id), "{mount.figure.name}" }
                    }
                }
                }
            }
            if entry.figure.is_mount() {
                // The same pairing from the mount's side.
                label { class: "pairing", span { class: "small muted", {label!(lang, "mount-rider")} }
                select { "data-testid": "mount-rider-{player}-{place}",
                    onchange: move |e| {
                        let chosen = at(e.value());
                        let mut all = draft.write();
                        let army = &mut all.players[player];
                        match chosen {
                            Some(r) => army.ride(r, Some(id)),
                            None => if let Some(r) = army.rider_of(id) { army.ride(r, None) },
                        }
                    },
                    option { value: "", selected: rider.is_none(), {label!(lang, "mount-rider-none")} }
                    for (r, figure) in riders {
                        option { key: "{r}", value: "{r}", selected: rider == Some(figure.id), "{figure.figure.name}" }
                    }
                }
                }
            }
            button { class: "link", "aria-label": label!(lang, "remove"), onclick: move |_| draft.write().players[player].remove(id), "×" }
        }
    }
}
