//! The [`Link`] between two phones in a browser: one ordered, reliable WebRTC data
//! channel, with no server at all (`iceServers: []`): the phones reach each other on
//! the Wi-Fi or hotspot they share, and each one's description travels as a pairing code
//! ([`super::code`]) shown as a QR code and read by the other's camera.
//!
//! Each description is sent once, whole: the addresses are gathered before it is
//! packed, so no further message is needed before the channel opens.
//!
//! A message sent [soon](Link::send_soon) leaves in a task of its own, after the one that
//! sent it ([`Outbox`]): handing text to the data channel costs 1–2 ms of the page's
//! thread at CPU x4 (issue 50, `e2e/profile-share-tap.mjs`), and the host's own tap would
//! otherwise pay it before its card is drawn. What another phone waits for (a guest's
//! tap, the host's answer to it) leaves at once, after what is waiting.

use std::cell::RefCell;
use std::rc::Rc;

use futures_channel::mpsc::{UnboundedSender, unbounded};
use futures_channel::oneshot;
use js_sys::{Array, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState, RtcIceGatheringState, RtcPeerConnection,
    RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit,
};

use super::code::{self, Half};
use super::link::{Closed, Incoming, Link};
use super::pairing::Failure;

/// How long the addresses may take to be gathered; what was gathered by then is used.
const GATHER_MS: u32 = 4000;

/// Whether this browser can make a WebRTC link (Debian's WebKitGTK cannot).
pub fn available() -> bool {
    Reflect::get(&js_sys::global(), &"RTCPeerConnection".into()).is_ok_and(|c| c.is_function())
}

/// One phone's half of a link being made: its connection, and the channel once there.
pub struct Peer {
    keep: Rc<Keep>,
    incoming: futures_channel::mpsc::UnboundedReceiver<Incoming>,
    opened: oneshot::Receiver<()>,
    /// Where the channel's messages go, and who is told it opened.
    to_link: UnboundedSender<Incoming>,
    open: Opening,
}

/// Told once, when the channel opens.
type Opening = Rc<RefCell<Option<oneshot::Sender<()>>>>;

/// What must live as long as the link: the connection, the channel, the messages not
/// yet handed to it, and the callbacks the browser calls. Dropped, it hands over what is
/// waiting, then closes the connection.
struct Keep {
    pc: RtcPeerConnection,
    channel: RefCell<Option<RtcDataChannel>>,
    outbox: Outbox,
    callbacks: RefCell<Vec<Callback>>,
}

/// Messages sent on the link, in order, waiting for the task that hands them to the
/// channel: one task after the sender's, by a message posted to the outbox's own port.
#[derive(Default)]
struct Outbox {
    waiting: RefCell<std::collections::VecDeque<String>>,
    /// Posting to it runs [`Keep::hand_over`] in a task of its own; `None` if the browser
    /// would not make one (then each message leaves at once).
    port: RefCell<Option<web_sys::MessagePort>>,
    posted: std::cell::Cell<bool>,
}

/// A function the browser calls with an event.
type Callback = Closure<dyn FnMut(JsValue)>;

impl Drop for Keep {
    fn drop(&mut self) {
        // What was sent before the link was dropped (an "ended") still leaves first.
        self.hand_over();
        if let Some(port) = self.outbox.port.borrow_mut().take() {
            port.set_onmessage(None);
            port.close();
        }
        self.pc.set_ondatachannel(None);
        self.pc.set_onconnectionstatechange(None);
        self.pc.set_onicegatheringstatechange(None);
        let Some(channel) = self.channel.borrow_mut().take() else { return self.pc.close() };
        channel.set_onmessage(None);
        channel.set_onclose(None);
        channel.set_onopen(None);
        if channel.buffered_amount() == 0 {
            channel.close();
            return self.pc.close();
        }
        // Closing now would throw away what is still queued (an "ended" behind a long
        // page): the link closes once the queue is sent, or after CLOSE_MS at most.
        let pc = self.pc.clone();
        let closing = channel.clone();
        let done = std::cell::Cell::new(false);
        let close = Closure::<dyn FnMut()>::new(move || {
            if !done.replace(true) {
                closing.set_onbufferedamountlow(None);
                closing.close();
                pc.close();
            }
        });
        let function: &js_sys::Function = close.as_ref().unchecked_ref();
        channel.set_buffered_amount_low_threshold(0);
        channel.set_onbufferedamountlow(Some(function));
        let _ = web_sys::window().map(|w| w.set_timeout_with_callback_and_timeout_and_arguments_0(function, CLOSE_MS));
        // It lives until the browser calls it (a few bytes per link closed this way).
        close.forget();
    }
}

/// How long a link dropped with messages still queued waits for them to leave.
const CLOSE_MS: i32 = 5_000;

impl Keep {
    /// Whether the channel is open: a message sent otherwise is not seen.
    fn open(&self) -> Result<(), Closed> {
        let open = self.channel.borrow().as_ref().is_some_and(|c| c.ready_state() == RtcDataChannelState::Open);
        if open { Ok(()) } else { Err(Closed) }
    }

    /// Sends one message now, after those waiting.
    fn send_now(&self, message: String) -> Result<(), Closed> {
        self.open()?;
        self.outbox.waiting.borrow_mut().push_back(message);
        self.hand_over();
        Ok(())
    }

    /// Queues one message for the channel, to leave after this task.
    fn send_soon(&self, message: String) -> Result<(), Closed> {
        self.open()?;
        self.outbox.waiting.borrow_mut().push_back(message);
        match self.outbox.port.borrow().as_ref() {
            Some(port) if !self.outbox.posted.replace(true) => {
                if port.post_message(&JsValue::NULL).is_err() {
                    self.outbox.posted.set(false);
                    self.hand_over();
                }
            }
            Some(_) => {}
            None => self.hand_over(),
        }
        Ok(())
    }

    /// Hands every waiting message to the channel, in order. One the channel refuses is
    /// lost with the link: its close comes to the link as for any link that broke.
    fn hand_over(&self) {
        self.outbox.posted.set(false);
        let waiting: Vec<String> = self.outbox.waiting.borrow_mut().drain(..).collect();
        let channel = self.channel.borrow();
        let Some(channel) = channel.as_ref() else { return };
        for message in waiting {
            if channel.send_with_str(&message).is_err() {
                return;
            }
        }
    }

    /// Gives the outbox its port: a message posted to it hands the waiting messages over.
    fn open_outbox(keep: &Rc<Keep>) {
        let Ok(ports) = web_sys::MessageChannel::new() else { return };
        let weak = Rc::downgrade(keep);
        let hand_over = keep.callback(move |_| {
            if let Some(keep) = weak.upgrade() {
                keep.hand_over();
            }
        });
        ports.port1().set_onmessage(Some(&hand_over));
        // The port that is posted to keeps the pair; the one listening is kept by the
        // browser while it has a listener, and closed with the link.
        *keep.outbox.port.borrow_mut() = Some(ports.port2());
    }

    fn callback(&self, f: impl FnMut(JsValue) + 'static) -> js_sys::Function {
        let closure = Callback::new(f);
        let function = closure.as_ref().unchecked_ref::<js_sys::Function>().clone();
        self.callbacks.borrow_mut().push(closure);
        function
    }
}

fn broken(e: JsValue) -> Failure {
    web_sys::console::warn_2(&"dialkeeper: WebRTC refused:".into(), &e);
    Failure::Broken
}

impl Peer {
    /// A connection with no server, its channel's messages and close fed to `incoming`.
    fn new() -> Result<Peer, Failure> {
        if !available() {
            return Err(Failure::NoWebRtc);
        }
        let config = RtcConfiguration::new();
        config.set_ice_servers(&Array::new());
        let pc = RtcPeerConnection::new_with_configuration(&config).map_err(broken)?;
        let (to_link, incoming) = unbounded();
        let (open, opened) = oneshot::channel();
        let keep = Rc::new(Keep { pc, channel: RefCell::default(), outbox: Outbox::default(), callbacks: RefCell::default() });
        Keep::open_outbox(&keep);
        let open = Rc::new(RefCell::new(Some(open)));
        // A connection that failed for good closes the link, even if the channel's own
        // close is late to come.
        let pc = keep.pc.clone();
        let closing = to_link.clone();
        let changed = keep.callback(move |_| {
            if matches!(pc.connection_state(), RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed) {
                let _ = closing.unbounded_send(Incoming::Closed);
            }
        });
        keep.pc.set_onconnectionstatechange(Some(&changed));
        // The guest gets the host's channel.
        let weak = Rc::downgrade(&keep);
        let (sender, opener) = (to_link.clone(), open.clone());
        let arrived = keep.callback(move |event: JsValue| {
            let (Some(keep), Ok(event)) = (weak.upgrade(), event.dyn_into::<RtcDataChannelEvent>()) else { return };
            wire_channel(&keep, event.channel(), sender.clone(), opener.clone());
        });
        keep.pc.set_ondatachannel(Some(&arrived));
        Ok(Peer { keep, incoming, opened, to_link, open })
    }

    /// The host's side: a new connection, its channel, and its offer as a pairing code.
    pub async fn offer() -> Result<(Peer, String), Failure> {
        let peer = Peer::new()?;
        // The channel is made here (ordered and reliable, the default); its events are
        // wired as for the one a guest gets.
        let channel = peer.keep.pc.create_data_channel("dialkeeper");
        wire_channel(&peer.keep, channel, peer.to_link.clone(), peer.open.clone());
        let offer = JsFuture::from(peer.keep.pc.create_offer()).await.map_err(broken)?;
        let sdp = sdp_of(&offer);
        peer.describe(RtcSdpType::Offer, &sdp, true).await?;
        let code = code::pack(Half::Offer, &peer.gathered().await);
        Ok((peer, code))
    }

    /// A guest's side: the host's offer (a code read by the camera) taken, and this
    /// phone's answer as a pairing code.
    pub async fn answer(offer: &str) -> Result<(Peer, String), Failure> {
        let sdp = code::unpack(offer, Half::Offer).map_err(Failure::WrongCode)?;
        let peer = Peer::new()?;
        peer.describe(RtcSdpType::Offer, &sdp, false).await?;
        let answer = JsFuture::from(peer.keep.pc.create_answer()).await.map_err(broken)?;
        peer.describe(RtcSdpType::Answer, &sdp_of(&answer), true).await?;
        let code = code::pack(Half::Answer, &peer.gathered().await);
        Ok((peer, code))
    }

    /// The host's side again: the guest's answer (a code read by the camera) taken.
    pub async fn accept(&self, answer: &str) -> Result<(), Failure> {
        let sdp = code::unpack(answer, Half::Answer).map_err(Failure::WrongCode)?;
        self.describe(RtcSdpType::Answer, &sdp, false).await
    }

    /// Waits for the channel to open, `seconds` at most: then the link, else
    /// [`Failure::NoConnection`] (the phones cannot reach each other).
    pub async fn link(self, seconds: u32) -> Result<Link, Failure> {
        let Peer { keep, incoming, opened, .. } = self;
        if !first(opened, seconds * 1000).await {
            return Err(Failure::NoConnection { seconds });
        }
        let soon = keep.clone();
        Ok(Link::new(move |message| keep.send_now(message), incoming).with_soon(move |message| soon.send_soon(message)))
    }

    async fn describe(&self, kind: RtcSdpType, sdp: &str, local: bool) -> Result<(), Failure> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(sdp);
        let promise = if local { self.keep.pc.set_local_description(&init) } else { self.keep.pc.set_remote_description(&init) };
        JsFuture::from(promise).await.map(drop).map_err(broken)
    }

    /// This phone's description once its addresses are gathered (or [`GATHER_MS`] passed).
    async fn gathered(&self) -> String {
        if self.keep.pc.ice_gathering_state() != RtcIceGatheringState::Complete {
            let (done, complete) = oneshot::channel();
            let done = RefCell::new(Some(done));
            let pc = self.keep.pc.clone();
            let changed = self.keep.callback(move |_| {
                if pc.ice_gathering_state() == RtcIceGatheringState::Complete
                    && let Some(done) = done.borrow_mut().take()
                {
                    let _ = done.send(());
                }
            });
            self.keep.pc.set_onicegatheringstatechange(Some(&changed));
            first(complete, GATHER_MS).await;
            self.keep.pc.set_onicegatheringstatechange(None);
        }
        self.keep.pc.local_description().map(|d| d.sdp()).unwrap_or_default()
    }
}

/// The `sdp` of a description the browser made.
fn sdp_of(description: &JsValue) -> String {
    Reflect::get(description, &"sdp".into()).ok().and_then(|s| s.as_string()).unwrap_or_default()
}

/// Feeds a channel's messages and close to the link, and says when it opens.
fn wire_channel(keep: &Keep, channel: RtcDataChannel, to_link: UnboundedSender<Incoming>, open: Opening) {
    let messages = to_link.clone();
    let on_message = keep.callback(move |event: JsValue| {
        if let Some(text) = event.dyn_ref::<MessageEvent>().and_then(|e| e.data().as_string()) {
            let _ = messages.unbounded_send(Incoming::Message(text));
        }
    });
    let on_close = keep.callback(move |_| {
        let _ = to_link.unbounded_send(Incoming::Closed);
    });
    let opening = open.clone();
    let on_open = keep.callback(move |_| {
        if let Some(open) = opening.borrow_mut().take() {
            let _ = open.send(());
        }
    });
    channel.set_onmessage(Some(&on_message));
    channel.set_onclose(Some(&on_close));
    channel.set_onopen(Some(&on_open));
    if channel.ready_state() == RtcDataChannelState::Open
        && let Some(open) = open.borrow_mut().take()
    {
        let _ = open.send(());
    }
    *keep.channel.borrow_mut() = Some(channel);
}

/// Whether `signal` came before `ms` passed.
async fn first(signal: oneshot::Receiver<()>, ms: u32) -> bool {
    let (tell, told) = oneshot::channel::<bool>();
    let tell = Rc::new(RefCell::new(Some(tell)));
    let by_timer = tell.clone();
    let timer = gloo_timers::callback::Timeout::new(ms, move || {
        if let Some(tell) = by_timer.borrow_mut().take() {
            let _ = tell.send(false);
        }
    });
    wasm_bindgen_futures::spawn_local(async move {
        let came = signal.await.is_ok();
        if let Some(tell) = tell.borrow_mut().take() {
            let _ = tell.send(came);
        }
    });
    let came = told.await.unwrap_or(false);
    drop(timer);
    came
}
