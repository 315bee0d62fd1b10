//! What a player is told about sharing one game between phones (`crate::share`): each
//! notice a sentence from `sharing.ftl`, a refusal the engine's own reason.
//!
//! These ids live in `sharing.ftl`, not `app.ftl`, so the compile-time `tr!` does not
//! know them: they are read from the catalog, and a test checks every one is there, in
//! every language.

use dialkeeper_core::{Game, RuleViolation};
use dialkeeper_i18n::{Catalog, FluentValue, Language};

use super::violation_sentence;
use crate::share::{Notice, Seq};

/// One notice of sharing, in words. `game` is the game shown, to name its figures and
/// players in a refusal.
pub fn sharing_notice(lang: Language, game: Option<&Game>, notice: &Notice) -> String {
    match notice {
        Notice::HostWins { at } => with_seq(lang, "sharing-host-wins", *at),
        Notice::CaughtUp { entries } => Catalog::get().text_args(lang, "sharing-caught-up", &[("count", FluentValue::from(*entries))]),
        Notice::TakenOver { from_seq } => with_seq(lang, "sharing-taken-over", *from_seq),
        Notice::Ended => Catalog::get().text(lang, "sharing-ended"),
        Notice::HostGone => Catalog::get().text(lang, "sharing-host-gone"),
        Notice::Refused(violation) => refused_by_host(lang, game, violation),
    }
}

/// The host refused a tap of this phone's: the engine's own reason.
pub fn refused_by_host(lang: Language, game: Option<&Game>, violation: &RuleViolation) -> String {
    let reason = violation_sentence(lang, game, violation);
    Catalog::get().text_args(lang, "sharing-refused", &[("reason", FluentValue::from(reason))])
}

fn with_seq(lang: Language, id: &str, seq: Seq) -> String {
    Catalog::get().text_args(lang, id, &[("seq", FluentValue::from(seq))])
}

#[cfg(test)]
mod tests {
    use super::*;

    const IDS: [&str; 6] =
        ["sharing-host-wins", "sharing-caught-up", "sharing-taken-over", "sharing-ended", "sharing-host-gone", "sharing-refused"];

    fn every_notice() -> Vec<Notice> {
        vec![
            Notice::HostWins { at: 12 },
            Notice::CaughtUp { entries: 1 },
            Notice::CaughtUp { entries: 4 },
            Notice::TakenOver { from_seq: 31 },
            Notice::Ended,
            Notice::HostGone,
            Notice::Refused(RuleViolation::NoActionsLeft { allowed: 3 }),
        ]
    }

    #[test]
    fn every_sharing_notice_is_said_in_every_language_without_a_raw_id() {
        for lang in Language::ALL {
            for id in IDS {
                assert!(Catalog::get().has(lang, id), "{id} is missing in {lang:?}");
            }
            for notice in every_notice() {
                let said = sharing_notice(lang, None, &notice);
                assert!(!said.is_empty() && !said.contains("sharing-") && !said.contains("violation-"), "{lang:?} {notice:?}: {said}");
                assert!(!said.contains('{') && !said.contains('$'), "{lang:?} {notice:?}: an argument left unfilled: {said}");
            }
        }
    }

    #[test]
    fn the_numbers_and_the_engines_reason_are_in_the_sentence() {
        let said = |notice| sharing_notice(Language::En, None, &notice);
        assert!(said(Notice::HostWins { at: 12 }).contains("change 12"), "{}", said(Notice::HostWins { at: 12 }));
        assert!(said(Notice::CaughtUp { entries: 1 }).starts_with("One change"));
        assert!(said(Notice::CaughtUp { entries: 4 }).starts_with("4 changes"));
        assert!(said(Notice::TakenOver { from_seq: 31 }).contains("change 31"));
        let violation = RuleViolation::NoActionsLeft { allowed: 3 };
        let refused = said(Notice::Refused(violation.clone()));
        assert!(refused.starts_with("The host did not save this: All 3 actions"), "{refused}");
        assert!(refused.ends_with(&violation_sentence(Language::En, None, &violation)), "{refused}");
    }
}
