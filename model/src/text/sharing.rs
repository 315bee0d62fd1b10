//! What a player is told about sharing one game between phones (`crate::share`): each
//! notice a sentence from `sharing.ftl`, a refusal the engine's own reason.
//!
//! The notices' ids live in `sharing.ftl`, not `app.ftl`, so the compile-time `tr!` does
//! not know them: they are read from the catalog, and a test checks every one is there,
//! in every language. Pairing's steps and failures are in `app.ftl`, through `tr!`.

use dialkeeper_core::{Game, RuleViolation};
use dialkeeper_i18n::{Catalog, FluentValue, Language};

use super::violation_sentence;
use crate::share::code::{CodeError, Half};
use crate::share::pairing::{Failure, Step};
use crate::share::{Notice, Seq, Unshared};
use crate::tr;

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

/// What the player does or waits for at this step of pairing; `None` when the screen's
/// buttons say it all (nothing under way).
pub fn pairing_step(lang: Language, step: &Step, hosting: bool) -> Option<String> {
    Some(match step {
        Step::Idle => return None,
        Step::Preparing => tr!(lang, "share-preparing"),
        Step::OfferShown(_) => tr!(lang, "share-offer-shown"),
        Step::Scanning(Half::Answer) => tr!(lang, "share-scanning-answer"),
        Step::Scanning(Half::Offer) => tr!(lang, "share-scanning-offer"),
        Step::AnswerShown(_) => tr!(lang, "share-answer-shown"),
        Step::Connecting => tr!(lang, "share-connecting"),
        Step::Linked if hosting => tr!(lang, "share-linked-host"),
        Step::Linked => tr!(lang, "share-linked-guest"),
        Step::Failed(failure) => pairing_failure(lang, *failure),
    })
}

/// Why pairing stopped, and what the player can do about it.
pub fn pairing_failure(lang: Language, failure: Failure) -> String {
    match failure {
        Failure::NoWebRtc => tr!(lang, "share-failed-no-webrtc"),
        Failure::CameraBlocked => tr!(lang, "share-failed-camera-blocked"),
        Failure::NoCamera => tr!(lang, "share-failed-no-camera"),
        Failure::NotRead => tr!(lang, "share-failed-not-read"),
        Failure::WrongCode(CodeError::NotOurs) => tr!(lang, "share-failed-not-ours"),
        Failure::WrongCode(CodeError::OtherHalf) => tr!(lang, "share-failed-other-half"),
        Failure::NoConnection { seconds } => tr!(lang, "share-failed-no-connection", seconds = i64::from(seconds)),
        Failure::Broken => tr!(lang, "share-failed-broken"),
    }
}

/// This phone took the game over from a host that is gone: from which change, and what
/// the other players do.
pub fn took_over(lang: Language, from: Seq) -> String {
    tr!(lang, "share-took-over", seq = from)
}

/// Who made a change in a shared game, under it in the log.
pub fn made_by(lang: Language, author: &str) -> String {
    tr!(lang, "log-made-by", who = author.to_string())
}

/// How many other phones follow the game this phone hosts.
pub fn phones_following(lang: Language, count: usize) -> String {
    tr!(lang, "share-phones", count = count as i64)
}

/// Why a tap on a guest was not saved.
pub fn unshared_sentence(lang: Language, why: Unshared) -> String {
    match why {
        Unshared::HostGone => tr!(lang, "unshared-host-gone"),
        Unshared::Ended => tr!(lang, "unshared-ended"),
        Unshared::NotJoined => tr!(lang, "unshared-not-joined"),
        Unshared::StillLinked => tr!(lang, "unshared-still-linked"),
    }
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
    fn every_step_and_failure_of_pairing_is_said_in_every_language() {
        let failures = [
            Failure::NoWebRtc,
            Failure::CameraBlocked,
            Failure::NoCamera,
            Failure::NotRead,
            Failure::WrongCode(CodeError::NotOurs),
            Failure::WrongCode(CodeError::OtherHalf),
            Failure::NoConnection { seconds: 20 },
            Failure::Broken,
        ];
        let mut steps = vec![
            Step::Preparing,
            Step::OfferShown("c".into()),
            Step::Scanning(Half::Answer),
            Step::Scanning(Half::Offer),
            Step::AnswerShown("c".into()),
            Step::Connecting,
            Step::Linked,
        ];
        steps.extend(failures.map(Step::Failed));
        for lang in Language::ALL {
            let mut said: Vec<String> = steps.iter().map(|s| pairing_step(lang, s, false).unwrap()).collect();
            said.push(pairing_step(lang, &Step::Linked, true).unwrap());
            said.extend([1, 3].map(|n| phones_following(lang, n)));
            said.extend(
                [Unshared::HostGone, Unshared::Ended, Unshared::NotJoined, Unshared::StillLinked].map(|u| unshared_sentence(lang, u)),
            );
            for text in &said {
                assert!(!text.is_empty() && !text.contains("share-") && !text.contains('{'), "{lang:?}: {text}");
            }
            let distinct: std::collections::BTreeSet<_> = said.iter().collect();
            assert_eq!(distinct.len(), said.len(), "{lang:?}: two steps said alike");
            assert!(pairing_failure(lang, Failure::NoConnection { seconds: 20 }).contains("20"), "{lang:?}");
            // Said in the player's words: the protocol's name is no word of theirs (i18n player_words).
            assert!(!pairing_failure(lang, Failure::NoWebRtc).contains("WebRTC"), "{lang:?}");
        }
        assert_eq!(pairing_step(Language::En, &Step::Idle, true), None);
        assert!(phones_following(Language::En, 1).starts_with("One other phone"));
        assert!(phones_following(Language::En, 3).starts_with("3 other phones"));
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
