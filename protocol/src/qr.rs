//! QR codes: a pairing code drawn as SVG (no image crate), and read back from a camera
//! frame's pixels (`quircs`, pure Rust, where the browser has no `BarcodeDetector`).

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
    let pixels = width.checked_mul(height)?;
    if rgba.len() < pixels.checked_mul(4)? {
        return None;
    }
    // Rec. 601 luma, in integers.
    let luma: Vec<u8> = rgba[..pixels * 4]
        .chunks_exact(4)
        .map(|p| ((u32::from(p[0]) * 299 + u32::from(p[1]) * 587 + u32::from(p[2]) * 114) / 1000) as u8)
        .collect();
    read_luma(width, height, &luma)
}

/// The text of the first QR code found in a grey image of `width` × `height` pixels, row
/// by row. A code whose bytes are not text is no pairing code, so it is passed over.
///
/// quircs misreads some clean frames: a data error-correction failure on a code rqrr
/// reads, met in the sharing test's camera frames, where every frame of a scan is the
/// same and the code was never read. The same frame at half size is read, so a frame
/// with no code read is tried again at half size.
pub fn read_luma(width: usize, height: usize, luma: &[u8]) -> Option<String> {
    if width == 0 || height == 0 || width.checked_mul(height) != Some(luma.len()) {
        return None;
    }
    read_at_size(width, height, luma).or_else(|| {
        let (half_width, half_height) = (width / 2, height / 2);
        // A code is 21 modules at the least.
        (half_width >= 21 && half_height >= 21)
            .then(|| halved(width, luma, half_width, half_height))
            .and_then(|half| read_at_size(half_width, half_height, &half))
    })
}

/// A grey image at half its size, each pixel the mean of four.
fn halved(width: usize, luma: &[u8], half_width: usize, half_height: usize) -> Vec<u8> {
    let at = |x: usize, y: usize| u16::from(luma[y * width + x]);
    (0..half_height)
        .flat_map(|y| (0..half_width).map(move |x| (2 * x, 2 * y)))
        .map(|(x, y)| ((at(x, y) + at(x + 1, y) + at(x, y + 1) + at(x + 1, y + 1)) / 4) as u8)
        .collect()
}

/// [`read_luma`] at the size given.
fn read_at_size(width: usize, height: usize, luma: &[u8]) -> Option<String> {
    let mut reader = quircs::Quirc::default();
    reader
        .identify(width, height, luma)
        .filter_map(Result::ok)
        .find_map(|code| code.decode().ok().and_then(|data| String::from_utf8(data.payload).ok()))
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

    /// Found in the sharing test: a camera frame (the fake camera's, the guest's answer
    /// filmed from its screen) that quircs misreads at full size, every time, so a host's
    /// scan read nothing for its 60 s. At half size it is read.
    #[test]
    fn a_frame_quircs_misreads_at_full_size_is_read_at_half_size() {
        let file = std::fs::File::open(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/frames/misread-at-full-size.png")).unwrap();
        let mut decoder = png::Decoder::new(file).read_info().unwrap();
        let mut luma = vec![0; decoder.output_buffer_size()];
        let info = decoder.next_frame(&mut luma).unwrap();
        assert_eq!((info.width, info.height, info.color_type), (640, 480, png::ColorType::Grayscale));
        let (width, height) = (640, 480);
        assert_eq!(read_at_size(width, height, &luma), None, "quircs reads it at full size now: the retry may go");
        let read = read_luma(width, height, &luma).expect("read at half size");
        assert!(read.starts_with("DK1|a|"), "a guest's answer: {read}");
        let mut prepared = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| luma[y * width + x]);
        let (_, second) = prepared.detect_grids()[0].decode().unwrap();
        assert_eq!(read, second, "as the second reader reads it");
    }

    #[test]
    fn a_pairing_code_drawn_is_read_back_from_a_camera_frame() {
        let text = "DK1|o|Gx9P|vKqXJ0m3bL1yS0c8Qp6xwYtZ|nBFSpgw9fvQZImSLq14PkXMky44D0ZBaS2wunxEI7no|x|10.99.0.1 50240|4b3c1f9e-1111-4a2b-9c3d-0123456789ab.local 50241";
        let frame = photographed(text, 5, (640, 480), (90, 40));
        assert_eq!(read_rgba(640, 480, &frame).as_deref(), Some(text));
        assert_eq!(read_rgba(640, 480, &vec![128; 640 * 480 * 4]), None, "no code in a grey frame");
        assert_eq!(read_rgba(640, 480, &[0; 16]), None, "a short frame is no frame");
        // Sizes whose product wraps would let a short buffer pass as a frame.
        assert_eq!(read_luma(65_536, 65_537, &[0; 65_536]), None, "a size that overflows is no frame");
        assert_eq!(read_rgba(usize::MAX, 2, &[0; 16]), None, "nor in RGBA");
    }

    /// How a phone's camera might see a code: its size, where, turned how far, lit how
    /// unevenly, with how much sensor noise.
    #[derive(Debug)]
    struct Shot {
        module: f32,
        centre: (f32, f32),
        degrees: f32,
        light: (f32, f32),
        noise: u8,
    }

    /// The code as that shot sees it, in a 640 × 480 grey frame (a card with its quiet
    /// zone on a mid-grey table).
    fn shot(text: &str, s: &Shot, rng: &mut fastrand::Rng) -> Vec<u8> {
        let (w, h) = (640usize, 480usize);
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).unwrap();
        let n = code.width() as f32;
        let colors = code.to_colors();
        let (sin, cos) = s.degrees.to_radians().sin_cos();
        let mut luma = vec![0u8; w * h];
        for y in 0..h {
            for x in 0..w {
                // Back from the frame to the code's modules, turned about the code's centre.
                let (fx, fy) = (x as f32 - s.centre.0, y as f32 - s.centre.1);
                let (mx, my) = ((fx * cos + fy * sin) / s.module + n / 2.0, (-fx * sin + fy * cos) / s.module + n / 2.0);
                let on_card = (-4.0..n + 4.0).contains(&mx) && (-4.0..n + 4.0).contains(&my);
                let dark = (0.0..n).contains(&mx)
                    && (0.0..n).contains(&my)
                    && colors[my as usize * n as usize + mx as usize] == qrcode::Color::Dark;
                let paper = if !on_card {
                    0.6
                } else if dark {
                    0.08
                } else {
                    0.92
                };
                let lit = s.light.0 + (s.light.1 - s.light.0) * x as f32 / w as f32;
                let grain = f32::from(rng.u8(..=s.noise)) - f32::from(s.noise) / 2.0;
                luma[y * w + x] = (paper * lit * 255.0 + grain).clamp(0.0, 255.0) as u8;
            }
        }
        luma
    }

    /// Issue 50 took rqrr out for quircs (rqrr's 64 KB table). Over generated shots, the
    /// reader never misreads, and reads no fewer shots than rqrr did. Not every one of
    /// rqrr's: each misses some the other reads (seed 50, 300 shots: quircs 251, rqrr 198,
    /// 12 read by rqrr alone), and the camera tries frame after frame.
    #[test]
    fn the_reader_misreads_no_shot_and_reads_no_fewer_than_rqrr() {
        let seed = std::env::var("DK_QR_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(50);
        let shots: usize = std::env::var("DK_QR_SHOTS").ok().and_then(|s| s.parse().ok()).unwrap_or(48);
        let mut rng = fastrand::Rng::with_seed(seed);
        let alphabet: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789|.- +/".chars().collect();
        let (mut read, mut old_read) = (0, 0);
        for i in 0..shots {
            let text: String = (0..rng.usize(20..=300)).map(|_| alphabet[rng.usize(..alphabet.len())]).collect();
            let n = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).unwrap().width() as f32;
            // Big enough to resolve (two pixels a module and up), small enough to fit turned.
            let module = 2.0 + rng.f32() * (440.0 / ((n + 8.0) * 1.42) - 2.0).max(0.0);
            let half = (n + 8.0) * module * 0.71;
            let s = Shot {
                module,
                centre: (half + rng.f32() * (640.0 - 2.0 * half).max(0.0), half + rng.f32() * (480.0 - 2.0 * half).max(0.0)),
                degrees: rng.f32() * 60.0 - 30.0,
                light: (0.45 + rng.f32() * 0.55, 0.45 + rng.f32() * 0.55),
                noise: rng.u8(..=60),
            };
            let frame = shot(&text, &s, &mut rng);
            let new = read_luma(640, 480, &frame);
            let mut old = rqrr::PreparedImage::prepare_from_greyscale(640, 480, |x, y| frame[y * 640 + x]);
            let old = old.detect_grids().into_iter().find_map(|g| g.decode().ok().map(|(_, t)| t));
            assert!(new.is_none() || new.as_deref() == Some(text.as_str()), "seed {seed}, shot {i}: misread {s:?}: {new:?}");
            read += usize::from(new.is_some());
            old_read += usize::from(old.is_some());
        }
        // Frames of noise alone: nothing read, and no panic (a panic is the crash screen).
        for i in 0..8 {
            let noise: Vec<u8> = (0..640 * 480).map(|_| rng.u8(..)).collect();
            assert_eq!(read_luma(640, 480, &noise), None, "seed {seed}, noise {i}");
        }
        println!("seed {seed}: quircs read {read} of {shots} shots, rqrr {old_read}");
        assert!(read >= old_read, "seed {seed}: quircs read {read} shots, rqrr {old_read}");
        // A generator that drew only unreadable shots would prove nothing.
        assert!(read * 4 >= shots * 3, "seed {seed}: only {read} of {shots} shots read");
    }

    #[test]
    fn the_svg_is_a_square_drawing_of_dark_modules() {
        let drawn = svg("DK1|o|x", 240).unwrap();
        assert!(drawn.starts_with("<?xml") && drawn.contains("<svg") && drawn.contains("#000"), "{drawn}");
        assert!(svg(&"x".repeat(5000), 240).is_none(), "too long for any QR code");
    }
}
