//! Figure portraits: a photo the player picks becomes a small square thumbnail stored
//! with the figure. Oversized and undecodable files are refused with a reason.

use std::io::Cursor;

use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;
use image::{ImageReader, Limits};

/// The largest photo file we accept.
pub const MAX_BYTES: usize = 25 * 1024 * 1024;
/// The largest side in pixels (phone cameras stay well under this).
pub const MAX_SIDE: u32 = 10_000;
/// The thumbnail's side in pixels.
pub const THUMB_SIDE: u32 = 256;

/// Why a photo cannot be a portrait.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PortraitError {
    /// The file is over [`MAX_BYTES`].
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
    },
    /// Not a JPEG, PNG or WebP picture we can read.
    NotAnImage,
    /// Wider or taller than [`MAX_SIDE`].
    TooManyPixels {
        /// Width.
        width: u32,
        /// Height.
        height: u32,
    },
}

/// Decodes a photo, crops its centre square and scales it to a JPEG thumbnail.
pub fn thumbnail(bytes: &[u8]) -> Result<Vec<u8>, PortraitError> {
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
    JpegEncoder::new_with_quality(&mut out, 85).encode_image(&thumb).map_err(|_| PortraitError::NotAnImage)?;
    Ok(out)
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
}
