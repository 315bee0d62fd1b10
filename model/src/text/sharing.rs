//! What a player is told about sharing one game between phones (`crate::share`): each
//! notice a sentence from `sharing.ftl`, a refusal the engine's own reason.
//!
//! The notices' ids live in `sharing.ftl`, not `app.ftl`, so the compile-time `tr!` does
//! not know them: they are read from the catalog, and a test checks every one is there,
//! in every language. Pairing's steps and failures are in `app.ftl`, through `tr!`.

use dialkeeper_core::Game;
use dialkeeper_i18n::Language;

use super::tr;
use super::violation_sentence;
use crate::share::code::Half;
use crate::share::pairing::{Failure, Step};
use crate::share::panel::Button;
use crate::share::{Notice, Seq, Standing, Unshared};

/// One notice of sharing, in words. `game` is the game shown, to name its figures and
/// players in a refusal.
pub fn sharing_notice(lang: Language, game: Option<&Game>, notice: &Notice) -> String {
    let mut words = notice.words();
    match notice {
        Notice::Refused(violation) | Notice::NotKept { reason: Some(violation), .. } => {
            super::report::worded(&mut words, "reason", violation_sentence(lang, game, violation));
        }
        // The sentence without a rule names none.
        Notice::NotKept { reason: None, .. } => super::report::worded(&mut words, "reason", String::new()),
        _ => {}
    }
    super::report::report(lang, notice.message_id(), words)
}

/// A button of the sharing screen, in words.
pub fn share_button(lang: Language, button: Button) -> String {
    match button {
        Button::ScanAnswer => tr!(lang, "share-scan-answer"),
        Button::Start => tr!(lang, "share-start"),
        Button::Add => tr!(lang, "share-add-phone"),
        Button::Join => tr!(lang, "share-join"),
        Button::TakeOver => tr!(lang, "share-take-over"),
        Button::Cancel => tr!(lang, "share-cancel"),
        Button::End => tr!(lang, "share-end"),
        Button::Leave => tr!(lang, "share-leave"),
    }
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
    super::report::report(lang, failure.message_id(), failure.words())
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
    let mut words = why.words();
    if let Unshared::NotSaved(fault) = &why {
        super::report::worded(&mut words, "reason", super::store_error(lang, fault));
    }
    super::report::report(lang, why.message_id(), words)
}

/// What a phone that took the game over shows of each phone linked to it: who, and its
/// last change, the furthest ahead first.
pub fn phone_facts(lang: Language, who: &str, last: Seq) -> String {
    tr!(lang, "share-facts-line", who = who.to_string(), seq = last)
}

/// A linked phone holds changes this one lacks: hosting from it would have them all.
pub fn phone_ahead(lang: Language, who: &str, count: Seq) -> String {
    tr!(lang, "share-facts-ahead", who = who.to_string(), count = count)
}

/// The table's sharing button: what it opens when alone, where this phone stands when
/// it shares.
pub fn table_standing(lang: Language, standing: Standing) -> String {
    match standing {
        Standing::Alone => tr!(lang, "share-start"),
        Standing::Hosting { phones } => tr!(lang, "table-standing-hosting", phones = phones as i64),
        Standing::Following => tr!(lang, "table-standing-following"),
        Standing::Lost => tr!(lang, "table-standing-lost"),
    }
}

/// "Still saving…" after five seconds: a guest waits for its host, not its storage.
pub fn saving_slow(lang: Language, standing: Standing) -> String {
    if standing.waits_for_host() { tr!(lang, "saving-slow-host") } else { tr!(lang, "saving-slow") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::code::CodeError;
    use dialkeeper_core::RuleViolation;
    use dialkeeper_i18n::Catalog;

    fn tap() -> crate::share::wire::TapId {
        crate::share::wire::TapId { phone: "#1".into(), n: 1 }
    }

    fn every_notice() -> Vec<Notice> {
        let line = Box::new(crate::share::Line { seq: 4, author: "Cleo".into(), op: crate::share::Op::Undo });
        vec![
            Notice::CaughtUp { entries: 1 },
            Notice::CaughtUp { entries: 4 },
            Notice::TakenOver { from_seq: 31 },
            Notice::Ended,
            Notice::HostGone,
            Notice::Refused(RuleViolation::NoActionsLeft { allowed: 3 }),
            Notice::NewerHost,
            Notice::OtherVersion { theirs: 2 },
            Notice::NotKept { line: line.clone(), tap: tap(), reason: Some(RuleViolation::NoActionsLeft { allowed: 3 }) },
            Notice::NotKept { line, tap: tap(), reason: None },
            Notice::Behind,
            Notice::NotSent { taps: vec![tap(), tap()] },
        ]
    }

    #[test]
    fn every_sharing_notice_is_said_in_every_language_without_a_raw_id() {
        for lang in Language::ALL {
            for id in Notice::KINDS.iter().map(|kind| kind.id) {
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
                [
                    Unshared::HostGone,
                    Unshared::Ended,
                    Unshared::NotJoined,
                    Unshared::StillLinked,
                    Unshared::NoAnswer,
                    Unshared::NotKeptHere,
                    Unshared::NotLast(Some("Cleo".into())),
                    Unshared::NotLast(None),
                    Unshared::NotHosting,
                    Unshared::Gathering,
                ]
                .map(|u| unshared_sentence(lang, u)),
            );
            said.extend([phone_facts(lang, "Cleo", 12), phone_ahead(lang, "Cleo", 3)]);
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
        let line = Box::new(crate::share::Line { seq: 4, author: "Cleo".into(), op: crate::share::Op::Undo });
        let kept = said(Notice::NotKept { line, tap: tap(), reason: Some(RuleViolation::NoActionsLeft { allowed: 3 }) });
        assert!(kept.contains("Cleo") && kept.contains("All 3 actions"), "{kept}");
        assert!(said(Notice::CaughtUp { entries: 1 }).starts_with("One change"));
        assert!(said(Notice::CaughtUp { entries: 4 }).starts_with("4 changes"));
        assert!(said(Notice::TakenOver { from_seq: 31 }).contains("change 31"));
        let violation = RuleViolation::NoActionsLeft { allowed: 3 };
        let refused = said(Notice::Refused(violation.clone()));
        assert!(refused.starts_with("The host did not save this: All 3 actions"), "{refused}");
        assert!(refused.ends_with(&violation_sentence(Language::En, None, &violation)), "{refused}");
    }
}
