//! Pairing two phones, as the sharing screen shows it: each step, and each way it can
//! fail. The screen draws a [`Step`]; the browser's side (`webrtc`, `camera`) moves it on.
//!
//! The host shows its offer; a guest scans it and shows its answer; the host scans that,
//! and the link opens. One offer pairs one guest: the host pairs each phone in turn.

use super::code::{CodeError, Half};

/// How long the camera looks for a code before saying it read none.
pub const SCAN_SECONDS: u32 = 60;

/// How long a link may take to open once both codes were read. Two phones on one Wi-Fi
/// or hotspot link in a second or two; longer means they cannot reach each other.
pub const CONNECT_SECONDS: u32 = 20;

/// Where pairing stands on this phone.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Step {
    /// Nothing under way.
    #[default]
    Idle,
    /// Making this phone's code: its network addresses are being gathered.
    Preparing,
    /// The host's code is shown, for a guest to scan; the host then scans the guest's.
    OfferShown(String),
    /// The camera is on, looking for the other phone's code (the guest's answer on the
    /// host, the host's offer on a guest).
    Scanning(Half),
    /// The guest's answer is shown, for the host to scan; the guest waits for the link.
    AnswerShown(String),
    /// Both codes were read: the link is opening.
    Connecting,
    /// Linked: the host has one more guest, or this guest follows the host.
    Linked,
    /// It did not work, and why.
    Failed(Failure),
}

dialkeeper_core::reports! {
    /// Why pairing stopped.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Failure {
        /// This browser or webview has no WebRTC (Debian's WebKitGTK): the file hand-off
        /// (export and import a game) is the way to move a game here.
        NoWebRtc => "share-failed-no-webrtc" says "this browser cannot link phones",
        /// The player or the browser refused the camera.
        CameraBlocked => "share-failed-camera-blocked" says "the camera was refused",
        /// No camera can be used here (none, or the page is not a secure one).
        NoCamera => "share-failed-no-camera" says "no camera can be used here",
        /// The camera saw no code it could read in [`SCAN_SECONDS`].
        NotRead => "share-failed-not-read" says "the camera read no code",
        /// The camera read a code, not the one this step needs: the sentence says which
        /// kind it was.
        WrongCode(code: CodeError) => "share-failed-wrong-code" says "{code}"
            with { other_half: *code == CodeError::OtherHalf },
        /// The link did not open in this many seconds: the phones are not on the same
        /// network (or one of them is blocked from the other).
        NoConnection {
            /// How long it tried.
            seconds: u32,
        } => "share-failed-no-connection" says "the link did not open in {seconds} s" with { seconds: *seconds },
        /// The browser refused to make a link (an unexpected error of its WebRTC).
        Broken => "share-failed-broken" says "the browser refused to make a link",
    }
}

impl Step {
    /// Whether the camera is on at this step (the screen shows its picture).
    pub fn scanning(&self) -> bool {
        matches!(self, Step::Scanning(_))
    }

    /// The code this step shows, if it shows one.
    pub fn code(&self) -> Option<&str> {
        match self {
            Step::OfferShown(code) | Step::AnswerShown(code) => Some(code),
            _ => None,
        }
    }

    /// Whether something is under way (the screen offers to cancel it).
    pub fn busy(&self) -> bool {
        !matches!(self, Step::Idle | Step::Linked | Step::Failed(_))
    }

    /// Its name in the page (`data-step`), for tests: one word, not `Debug`.
    pub fn name(&self) -> &'static str {
        match self {
            Step::Failed(Failure::NoWebRtc) => "no-webrtc",
            Step::Idle => "idle",
            Step::Preparing => "preparing",
            Step::OfferShown(_) => "offer",
            Step::Scanning(_) => "scanning",
            Step::AnswerShown(_) => "answer",
            Step::Connecting => "connecting",
            Step::Linked => "linked",
            Step::Failed(_) => "failed",
        }
    }
}

/// How this phone is named to the others in the shared game's log until its player says
/// who they are: a short random tag, new each time it pairs, the same in every language.
pub fn phone_tag() -> String {
    format!("#{:04X}", fastrand::u16(..))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_step_says_what_it_shows() {
        assert_eq!(Step::OfferShown("DK1|o|x".into()).code(), Some("DK1|o|x"));
        assert_eq!(Step::AnswerShown("DK1|a|y".into()).code(), Some("DK1|a|y"));
        assert!(Step::Scanning(Half::Answer).scanning() && !Step::Connecting.scanning());
        assert!(Step::Preparing.busy() && Step::Connecting.busy() && !Step::Linked.busy());
        assert!(!Step::Failed(Failure::NotRead).busy() && !Step::Idle.busy());
        assert!(phone_tag().starts_with('#') && phone_tag().len() == 5);
    }
}
