//! Making a link between two phones by their cameras, as the sharing screen asks it: the
//! browser's WebRTC and camera on the web, and "no WebRTC here" everywhere else, so the
//! screens hold no platform code.

use std::cell::RefCell;

use super::link::Link;
use super::pairing::{Failure, Step};

/// A host's offer, waiting for its guest's answer (the browser's side of the link).
#[cfg(feature = "web")]
pub type Offer = super::webrtc::Peer;
/// A host's offer, waiting for its guest's answer (none is made off the web).
#[cfg(not(feature = "web"))]
pub type Offer = ();

/// The camera, on while a code is read (none off the web).
#[cfg(feature = "web")]
pub type Camera = super::camera::Camera;
/// The camera, on while a code is read (none off the web).
#[cfg(not(feature = "web"))]
pub type Camera = ();

/// Turns the camera on, shown in the `<video>` of id `video_id`: before the code that
/// reads it is asked for ([`host_links`], [`guest_links`]).
pub async fn camera_on(video_id: &str) -> Result<Camera, Failure> {
    #[cfg(feature = "web")]
    {
        super::camera::start(video_id).await
    }
    #[cfg(not(feature = "web"))]
    {
        let _ = video_id;
        Err(Failure::NoWebRtc)
    }
}

/// Whether this browser can make a link between phones.
pub fn available() -> bool {
    #[cfg(feature = "web")]
    {
        super::webrtc::available()
    }
    #[cfg(not(feature = "web"))]
    false
}

/// The host's offer and its code, to show.
pub async fn offer() -> Result<(Offer, String), Failure> {
    #[cfg(feature = "web")]
    {
        super::webrtc::Peer::offer().await
    }
    #[cfg(not(feature = "web"))]
    Err(Failure::NoWebRtc)
}

/// The host reads the guest's answer with the camera (turned off once read), and waits
/// for the link. The offer is kept until an answer was taken, so a code
/// misread can be scanned again.
pub async fn host_links(held: &RefCell<Option<Offer>>, camera: Camera) -> Result<Link, Failure> {
    #[cfg(feature = "web")]
    {
        use super::pairing::{CONNECT_SECONDS, SCAN_SECONDS};
        let answer = super::camera::scan(camera, SCAN_SECONDS).await?;
        let peer = held.borrow_mut().take().ok_or(Failure::Broken)?;
        if let Err(failure) = peer.accept(&answer).await {
            // Another code was read: the offer stays, for another try.
            *held.borrow_mut() = Some(peer);
            return Err(failure);
        }
        peer.link(CONNECT_SECONDS).await
    }
    #[cfg(not(feature = "web"))]
    {
        let _ = (held, camera);
        Err(Failure::NoWebRtc)
    }
}

/// A guest reads the host's offer with the camera, shows its answer (each step told to
/// `step`), and waits for the host to read it and the link to open.
pub async fn guest_links(camera: Camera, mut step: impl FnMut(Step)) -> Result<Link, Failure> {
    #[cfg(feature = "web")]
    {
        use super::pairing::{CONNECT_SECONDS, SCAN_SECONDS};
        let offer = super::camera::scan(camera, SCAN_SECONDS).await?;
        step(Step::Preparing);
        let (peer, code) = super::webrtc::Peer::answer(&offer).await?;
        step(Step::AnswerShown(code));
        // The host's player has to tap and aim first: their scan's time, then the link's.
        peer.link(SCAN_SECONDS + CONNECT_SECONDS).await
    }
    #[cfg(not(feature = "web"))]
    {
        let () = camera;
        step(Step::Failed(Failure::NoWebRtc));
        Err(Failure::NoWebRtc)
    }
}
