//! Figure portraits: a photo the player picks becomes a small square thumbnail stored
//! with the figure. Oversized and undecodable files are refused with a reason.
//!
//! One contract, two decoders. Natively the `image` crate decodes the photo, crops its
//! centre square and writes a [`THUMB_SIDE`] px JPEG at [`JPEG_QUALITY`] ([`thumbnail`]).
//! On the web the browser does the same in the page ([`PHOTO_SCRIPT`]: `createImageBitmap`,
//! a canvas, `convertToBlob` as JPEG), so the `image` crate is not in the web build (it was
//! a large share of the page's wasm, issue 34) and a 50 MP photo is decoded by the
//! browser's own decoder, never copied into the wasm heap: only the finished thumbnail
//! crosses over ([`from_page`]). The limits and the refusals are the same on both paths.

use serde::Deserialize;

/// The largest photo file we accept.
pub const MAX_BYTES: usize = 25 * 1024 * 1024;
/// The largest side in pixels (phone cameras stay well under this).
pub const MAX_SIDE: u32 = 10_000;
/// The thumbnail's side in pixels.
pub const THUMB_SIDE: u32 = 256;
/// The thumbnail's JPEG quality, 0 to 100 (the browser's canvas takes it as 0.85).
pub const JPEG_QUALITY: u8 = 85;

dialkeeper_core::reports! {
    /// Why a photo cannot be a portrait.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum PortraitError {
        /// The file is over [`MAX_BYTES`].
        TooLarge {
            /// Its size in bytes.
            bytes: usize,
        } => "portrait-too-large" says "the photo is {bytes} bytes" with { megabytes: *bytes / (1024 * 1024) },
        /// Not a JPEG, PNG or WebP picture we can read.
        NotAnImage => "portrait-not-image" says "not a picture this app reads",
        /// Wider or taller than [`MAX_SIDE`].
        TooManyPixels {
            /// Width.
            width: u32,
            /// Height.
            height: u32,
        } => "portrait-too-many-pixels" says "the photo is {width}x{height} pixels"
            with { width: *width, height: *height },
    }
}

/// Decodes a photo, crops its centre square and scales it to a JPEG thumbnail.
#[cfg(not(target_arch = "wasm32"))]
pub fn thumbnail(bytes: &[u8]) -> Result<Vec<u8>, PortraitError> {
    use std::io::Cursor;

    use image::codecs::jpeg::JpegEncoder;
    use image::imageops::FilterType;
    use image::{ImageReader, Limits};

    if bytes.len() > MAX_BYTES {
        return Err(PortraitError::TooLarge { bytes: bytes.len() });
    }
    let mut reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|_| PortraitError::NotAnImage)?;
    let (width, height) = reader.into_dimensions().map_err(|_| PortraitError::NotAnImage)?;
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(PortraitError::TooManyPixels { width, height });
    }
    reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|_| PortraitError::NotAnImage)?;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    reader.limits(limits);
    let image = reader.decode().map_err(|_| PortraitError::NotAnImage)?;
    let side = width.min(height);
    let square = image.crop_imm((width - side) / 2, (height - side) / 2, side, side);
    let thumb = square.resize_exact(THUMB_SIDE, THUMB_SIDE, FilterType::CatmullRom).to_rgb8();
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY).encode_image(&thumb).map_err(|_| PortraitError::NotAnImage)?;
    Ok(out)
}

/// The web page's side of [`thumbnail`], run by the photo picker for each pick (with
/// `__PICKER_ID__`, `__LIMIT__`, `__MAX_SIDE__`, `__SIDE__` and `__QUALITY__` filled in):
/// the file's size is checked before anything is read, the browser decodes it
/// (`createImageBitmap`; a file it cannot decode is not a photo), the centre square is
/// drawn at the thumbnail's size on a canvas (offscreen where there is one) with the
/// browser's best smoothing, and the JPEG goes to Rust as base64. The input is emptied
/// after each pick, so the same file picked again still counts.
pub const PHOTO_SCRIPT: &str = r#"
const input = document.getElementById(__PICKER_ID__);
input.addEventListener('click', (event) => event.stopPropagation());
const side = __SIDE__;
async function jpeg(bitmap) {
  const { width, height } = bitmap;
  const crop = Math.min(width, height);
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(side, side)
    : Object.assign(document.createElement('canvas'), { width: side, height: side });
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, Math.floor((width - crop) / 2), Math.floor((height - crop) / 2), crop, crop, 0, 0, side, side);
  const options = { type: 'image/jpeg', quality: __QUALITY__ };
  return canvas.convertToBlob ? canvas.convertToBlob(options)
    : new Promise((done) => canvas.toBlob(done, options.type, options.quality));
}
input.addEventListener('change', async () => {
  const file = input.files && input.files[0];
  input.value = '';
  if (!file) return;
  if (file.size > __LIMIT__) { dioxus.send({ kind: 'too-large', bytes: file.size }); return; }
  let bitmap;
  try { bitmap = await createImageBitmap(file); } catch { dioxus.send({ kind: 'not-an-image' }); return; }
  try {
    if (bitmap.width > __MAX_SIDE__ || bitmap.height > __MAX_SIDE__) {
      dioxus.send({ kind: 'too-many-pixels', width: bitmap.width, height: bitmap.height });
      return;
    }
    const blob = await jpeg(bitmap);
    if (!blob) throw new Error('no JPEG');
    const url = await new Promise((done, fail) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.onerror = () => fail(reader.error);
      reader.readAsDataURL(blob);
    });
    dioxus.send({ kind: 'thumbnail', data: url.slice(url.indexOf(',') + 1) });
  } catch {
    dioxus.send({ kind: 'not-an-image' });
  } finally {
    bitmap.close();
  }
});
await new Promise(() => {});
"#;

/// [`PHOTO_SCRIPT`] for the input with this element id.
pub fn photo_script(picker_id: &str) -> String {
    PHOTO_SCRIPT
        .replace("__PICKER_ID__", &serde_json::to_string(picker_id).expect("a string serializes"))
        .replace("__LIMIT__", &MAX_BYTES.to_string())
        .replace("__MAX_SIDE__", &MAX_SIDE.to_string())
        .replace("__SIDE__", &THUMB_SIDE.to_string())
        .replace("__QUALITY__", &format!("{:.2}", f64::from(JPEG_QUALITY) / 100.0))
}

/// What [`PHOTO_SCRIPT`] sends for each pick.
#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum FromPage {
    /// The finished thumbnail.
    Thumbnail {
        /// The JPEG, base64.
        data: String,
    },
    /// Over [`MAX_BYTES`]: not read.
    TooLarge {
        /// The file's size in bytes.
        bytes: f64,
    },
    /// The browser could not decode it (or make the JPEG).
    NotAnImage,
    /// Decoded, but wider or taller than [`MAX_SIDE`].
    TooManyPixels {
        /// Width.
        width: u32,
        /// Height.
        height: u32,
    },
}

/// The thumbnail the page made, or why there is none: the same answers as [`thumbnail`].
pub fn from_page(message: FromPage) -> Result<Vec<u8>, PortraitError> {
    use base64::Engine;
    match message {
        FromPage::Thumbnail { data } => base64::engine::general_purpose::STANDARD.decode(data).map_err(|_| PortraitError::NotAnImage),
        FromPage::TooLarge { bytes } => Err(PortraitError::TooLarge { bytes: bytes as usize }),
        FromPage::NotAnImage => Err(PortraitError::NotAnImage),
        FromPage::TooManyPixels { width, height } => Err(PortraitError::TooManyPixels { width, height }),
    }
}

/// A thumbnail as a `data:` URL for an `img` element (the webview has no file access).
pub fn data_url(jpeg: &[u8]) -> String {
    use base64::Engine;
    format!("data:image/jpeg;base64,{}", base64::engine::general_purpose::STANDARD.encode(jpeg))
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageBuffer, ImageFormat, Rgb};
    use std::io::Cursor;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let img = ImageBuffer::from_fn(width, height, |x, _| if x < width / 2 { Rgb([200u8, 30, 30]) } else { Rgb([30, 30, 200]) });
        let mut out = Cursor::new(Vec::new());
        img.write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn a_photo_becomes_a_square_thumbnail() {
        let thumb = thumbnail(&png(900, 600)).unwrap();
        let back = image::load_from_memory(&thumb).unwrap();
        assert_eq!((back.width(), back.height()), (THUMB_SIDE, THUMB_SIDE));
        // Centre crop keeps both halves: red on the left, blue on the right.
        let left = back.to_rgb8().get_pixel(10, 128).0;
        let right = back.to_rgb8().get_pixel(245, 128).0;
        assert!(left[0] > 150 && right[2] > 150, "{left:?} {right:?}");
    }

    #[test]
    fn bad_photos_are_refused_with_a_reason() {
        assert_eq!(thumbnail(b"this is a text file, not a photo"), Err(PortraitError::NotAnImage));
        assert_eq!(thumbnail(&vec![0u8; MAX_BYTES + 1]), Err(PortraitError::TooLarge { bytes: MAX_BYTES + 1 }));
        let mut truncated = png(300, 300);
        truncated.truncate(truncated.len() / 2);
        assert_eq!(thumbnail(&truncated), Err(PortraitError::NotAnImage));
    }

    #[test]
    fn the_page_script_gets_the_same_limits() {
        let script = photo_script("picker-portrait-1");
        assert!(!script.contains("__"), "every placeholder is filled");
        for wanted in ["\"picker-portrait-1\"", "26214400", "> 10000", "const side = 256;", "quality: 0.85"] {
            assert!(script.contains(wanted), "{wanted}");
        }
    }

    #[test]
    fn the_pages_answers_read_as_the_native_ones() {
        let read = |json: &str| from_page(serde_json::from_str(json).unwrap());
        assert_eq!(read(r#"{"kind":"thumbnail","data":"/9j/"}"#), Ok(vec![0xFF, 0xD8, 0xFF]));
        assert_eq!(read(r#"{"kind":"too-large","bytes":30000000}"#), Err(PortraitError::TooLarge { bytes: 30_000_000 }));
        assert_eq!(read(r#"{"kind":"not-an-image"}"#), Err(PortraitError::NotAnImage));
        assert_eq!(
            read(r#"{"kind":"too-many-pixels","width":12000,"height":900}"#),
            Err(PortraitError::TooManyPixels { width: 12000, height: 900 })
        );
        assert_eq!(read(r#"{"kind":"thumbnail","data":"not base64!"}"#), Err(PortraitError::NotAnImage));
    }
}
