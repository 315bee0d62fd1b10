//! QR codes: a pairing code drawn as SVG (no image crate), and read back from a camera
//! frame's pixels (`rqrr`, pure Rust, where the browser has no `BarcodeDetector`).

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// The code as an SVG drawing, dark on light with its quiet zone, `size` pixels wide.
/// `None` only for a text too long for any QR code.
pub fn svg(text: &str, size: u32) -> Option<String> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    Some(code.render::<svg::Color>().min_dimensions(size, size).dark_color(svg::Color("#000")).light_color(svg::Color("#fff")).build())
}

/// The text of the first QR code found in a frame of `width` × `height` RGBA pixels.
pub fn read_rgba(width: usize, height: usize, rgba: &[u8]) -> Option<String> {
    if rgba.len() < width * height * 4 {
        return None;
    }
    read_luma(width, height, |x, y| {
        let at = (y * width + x) * 4;
        // Rec. 601 luma, in integers.
        ((u32::from(rgba[at]) * 299 + u32::from(rgba[at + 1]) * 587 + u32::from(rgba[at + 2]) * 114) / 1000) as u8
    })
}

/// The text of the first QR code found in a grey image given pixel by pixel.
pub fn read_luma(width: usize, height: usize, luma: impl FnMut(usize, usize) -> u8) -> Option<String> {
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, luma);
    image.detect_grids().into_iter().find_map(|grid| grid.decode().ok().map(|(_, text)| text))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A code drawn as a camera would see it: scaled, off-centre, on a grey background.
    fn photographed(text: &str, module: usize, (w, h): (usize, usize), (dx, dy): (usize, usize)) -> Vec<u8> {
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).unwrap();
        let n = code.width();
        let colors = code.to_colors();
        let mut rgba = vec![160u8; w * h * 4];
        for y in 0..h {
            for x in 0..w {
                // A white card with a 4-module quiet zone around the code.
                let (cx, cy) = ((x as isize - dx as isize) / module as isize - 4, (y as isize - dy as isize) / module as isize - 4);
                let card = x >= dx && y >= dy && (-4..n as isize + 4).contains(&cx) && (-4..n as isize + 4).contains(&cy);
                if !card {
                    continue;
                }
                let dark = (0..n as isize).contains(&cx)
                    && (0..n as isize).contains(&cy)
                    && colors[cy as usize * n + cx as usize] == qrcode::Color::Dark;
                let v = if dark { 20 } else { 235 };
                rgba[(y * w + x) * 4..(y * w + x) * 4 + 3].copy_from_slice(&[v, v, v]);
            }
        }
        rgba
    }

    #[test]
    fn a_pairing_code_drawn_is_read_back_from_a_camera_frame() {
        let text = "DK1|o|Gx9P|vKqXJ0m3bL1yS0c8Qp6xwYtZ|nBFSpgw9fvQZImSLq14PkXMky44D0ZBaS2wunxEI7no|x|10.99.0.1 50240|4b3c1f9e-1111-4a2b-9c3d-0123456789ab.local 50241";
        let frame = photographed(text, 5, (640, 480), (90, 40));
        assert_eq!(read_rgba(640, 480, &frame).as_deref(), Some(text));
        assert_eq!(read_rgba(640, 480, &vec![128; 640 * 480 * 4]), None, "no code in a grey frame");
        assert_eq!(read_rgba(640, 480, &[0; 16]), None, "a short frame is no frame");
    }

    #[test]
    fn the_svg_is_a_square_drawing_of_dark_modules() {
        let drawn = svg("DK1|o|x", 240).unwrap();
        assert!(drawn.starts_with("<?xml") && drawn.contains("<svg") && drawn.contains("#000"), "{drawn}");
        assert!(svg(&"x".repeat(5000), 240).is_none(), "too long for any QR code");
    }
}
