//! Reading the other phone's QR code with this phone's camera. The camera is asked for
//! only here, while pairing, and stopped as soon as a code is read, the scan's time is up
//! (counted from when reading begins: in the split web app, once the reader's code has
//! come), or the camera is dropped (its screen went away, the player cancelled).
//!
//! Frames are read by the browser's `BarcodeDetector` where there is one (Chrome on
//! Android), else by [`super::qr::read_rgba`] in wasm (iOS Safari, desktop browsers).

use js_sys::{Array, Function, Object, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream};

use super::pairing::Failure;
use super::qr;

/// How often a frame is looked at.
const FRAME_MS: u32 = 250;

fn get(target: &JsValue, name: &str) -> JsValue {
    Reflect::get(target, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

/// The camera while it is on; dropped, it is turned off.
pub struct Camera {
    stream: MediaStream,
    video: HtmlVideoElement,
}

impl Drop for Camera {
    fn drop(&mut self) {
        for track in self.stream.get_tracks().iter() {
            if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
                track.stop();
            }
        }
        self.video.set_src_object(None);
    }
}

/// Turns the back camera on and shows it in the `<video>` of id `video_id` (a hidden
/// one if the page has none). Apart from [`scan`], so that the picture shows before the
/// code that reads it has come (the split web app: a new phone joining sees its camera
/// at once).
pub async fn start(video_id: &str) -> Result<Camera, Failure> {
    let navigator = get(&js_sys::global(), "navigator");
    let devices = get(&navigator, "mediaDevices");
    let Ok(devices) = devices.dyn_into::<web_sys::MediaDevices>() else { return Err(Failure::NoCamera) };
    let video_wanted = Object::new();
    let _ = Reflect::set(&video_wanted, &"facingMode".into(), &"environment".into());
    let constraints = web_sys::MediaStreamConstraints::new();
    constraints.set_video(&video_wanted);
    constraints.set_audio(&JsValue::FALSE);
    let asked = devices.get_user_media_with_constraints(&constraints).map_err(|_| Failure::NoCamera)?;
    let stream = match JsFuture::from(asked).await {
        Ok(stream) => stream.unchecked_into::<MediaStream>(),
        Err(e) => {
            let name = get(&e, "name").as_string().unwrap_or_default();
            return Err(if matches!(name.as_str(), "NotAllowedError" | "SecurityError") {
                Failure::CameraBlocked
            } else {
                Failure::NoCamera
            });
        }
    };
    let document = web_sys::window().and_then(|w| w.document()).ok_or(Failure::NoCamera)?;
    let video = match document.get_element_by_id(video_id).and_then(|e| e.dyn_into::<HtmlVideoElement>().ok()) {
        Some(video) => video,
        None => document.create_element("video").map_err(|_| Failure::NoCamera)?.unchecked_into(),
    };
    video.set_muted(true);
    let _ = video.set_attribute("playsinline", "");
    video.set_src_object(Some(&stream));
    let camera = Camera { stream, video };
    if let Ok(playing) = camera.video.play() {
        let _ = JsFuture::from(playing).await;
    }
    Ok(camera)
}

/// Looks for a QR code with the camera for `seconds` at most: its text, or why none. The
/// camera is turned off once this returns.
pub async fn scan(camera: Camera, seconds: u32) -> Result<String, Failure> {
    let detector = barcode_detector();
    let canvas: Option<HtmlCanvasElement> =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.create_element("canvas").ok()).map(JsCast::unchecked_into);
    let frames = seconds * 1000 / FRAME_MS;
    for _ in 0..frames {
        gloo_timers::future::TimeoutFuture::new(FRAME_MS).await;
        let read = match &detector {
            Some(detector) => detect(detector, &camera.video).await,
            None => canvas.as_ref().and_then(|c| read_frame(c, &camera.video)),
        };
        if let Some(text) = read {
            return Ok(text);
        }
    }
    Err(Failure::NotRead)
}

/// The browser's own QR reader, if it has one that reads QR codes.
fn barcode_detector() -> Option<JsValue> {
    let class = get(&js_sys::global(), "BarcodeDetector").dyn_into::<Function>().ok()?;
    let options = Object::new();
    let _ = Reflect::set(&options, &"formats".into(), &Array::of1(&"qr_code".into()));
    Reflect::construct(&class, &Array::of1(&options)).ok()
}

async fn detect(detector: &JsValue, video: &HtmlVideoElement) -> Option<String> {
    let detect = get(detector, "detect").dyn_into::<Function>().ok()?;
    let promise = detect.call1(detector, video).ok()?.dyn_into::<js_sys::Promise>().ok()?;
    let found = JsFuture::from(promise).await.ok()?.dyn_into::<Array>().ok()?;
    found.iter().find_map(|code| get(&code, "rawValue").as_string())
}

/// Draws the video's frame on the canvas and reads a code from its pixels.
fn read_frame(canvas: &HtmlCanvasElement, video: &HtmlVideoElement) -> Option<String> {
    let (width, height) = (video.video_width(), video.video_height());
    if width == 0 || height == 0 {
        return None;
    }
    canvas.set_width(width);
    canvas.set_height(height);
    let context = canvas.get_context("2d").ok()??.dyn_into::<CanvasRenderingContext2d>().ok()?;
    context.draw_image_with_html_video_element(video, 0.0, 0.0).ok()?;
    let pixels = context.get_image_data(0.0, 0.0, f64::from(width), f64::from(height)).ok()?;
    qr::read_rgba(width as usize, height as usize, &pixels.data().0)
}
