//! Every icon the platforms need, derived from one master image (`assets/icon-master.png`).
//!
//! The master is original art drawn here by code (`cargo run -p xtask -- master`): a
//! stylised combat dial seen from above — a bronze rim with click notches, the red
//! starting marker, and the stat window showing three stat pips (speed, attack,
//! defense) — on a flat midnight background. It stays inside a circle of radius 0.40
//! so that, scaled by 0.75, it fits Android's adaptive-icon safe zone (66 of 108 dp).
//!
//! `cargo run -p xtask -- icons` writes every size from the committed master PNG.
//! The web app's icons are then shrunk by `scripts/web-icons.sh` (a palette where it
//! makes no visible change, then lossless recompression): every phone downloads them.

use std::path::{Path, PathBuf};

use image::imageops::{self, FilterType};
use image::{Rgba, RgbaImage};

/// Side of the master image in pixels.
pub const MASTER_SIZE: u32 = 1024;
/// The master, relative to the workspace root.
pub const MASTER_PATH: &str = "assets/icon-master.png";

const BG: [u8; 3] = [0x1B, 0x23, 0x33];
const BRONZE: [u8; 3] = [0xC8, 0x96, 0x3E];
const BRONZE_DARK: [u8; 3] = [0x8E, 0x65, 0x26];
const SLATE: [u8; 3] = [0x2E, 0x3A, 0x52];
const CREAM: [u8; 3] = [0xF3, 0xE9, 0xD2];
const RED: [u8; 3] = [0xC8, 0x42, 0x3B];
const GREEN: [u8; 3] = [0x3F, 0xA3, 0x5B];
const BLUE: [u8; 3] = [0x3B, 0x73, 0xC8];
const HUB_DOT: [u8; 3] = [0x14, 0x1A, 0x26];

/// How a platform icon is made from the master.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// The full square, opaque, no alpha channel (iOS masks the corners itself).
    Square,
    /// Corners cut to a rounded square, transparent outside (desktop, Android legacy).
    Rounded,
    /// Cut to a circle, transparent outside (Android `ic_launcher_round`).
    Circle,
    /// Android adaptive foreground: the dial with the background keyed out, scaled by
    /// 0.75 into a 108 dp layer so it stays in the 66 dp safe zone.
    AdaptiveForeground,
    /// Android adaptive background: the master's flat background colour.
    AdaptiveBackground,
    /// A web app's maskable icon: the background colour to every edge and the dial
    /// scaled by 0.7, inside the central 80 % circle that any mask keeps.
    Maskable,
}

/// One generated file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IconSpec {
    /// Relative to the workspace root.
    pub path: String,
    /// Width and height in pixels.
    pub size: u32,
    /// How it is derived.
    pub shape: Shape,
}

/// Android densities: folder suffix, legacy launcher size (48 dp), adaptive layer (108 dp).
pub const ANDROID_DENSITIES: [(&str, u32, u32); 5] =
    [("mdpi", 48, 108), ("hdpi", 72, 162), ("xhdpi", 96, 216), ("xxhdpi", 144, 324), ("xxxhdpi", 192, 432)];

/// Where the web app's icons go (copied into the bundle by `scripts/web.sh`).
pub const WEB_DIR: &str = "platforms/web";

/// The web manifest's icon sizes (Chrome's install prompt needs 192 and 512).
pub const WEB_SIZES: [u32; 2] = [192, 512];

/// Desktop PNG sizes.
pub const DESKTOP_SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

/// Sizes inside the Windows `.ico`.
pub const ICO_SIZES: [u32; 6] = [16, 24, 32, 48, 64, 256];

/// The iOS AppIcon set: (idiom, size in points, scale). The 1024 entry is the App Store
/// ("ios-marketing") icon.
pub const IOS_ICONS: [(&str, &str, u32); 18] = [
    ("iphone", "20", 2),
    ("iphone", "20", 3),
    ("iphone", "29", 2),
    ("iphone", "29", 3),
    ("iphone", "40", 2),
    ("iphone", "40", 3),
    ("iphone", "60", 2),
    ("iphone", "60", 3),
    ("ipad", "20", 1),
    ("ipad", "20", 2),
    ("ipad", "29", 1),
    ("ipad", "29", 2),
    ("ipad", "40", 1),
    ("ipad", "40", 2),
    ("ipad", "76", 1),
    ("ipad", "76", 2),
    ("ipad", "83.5", 2),
    ("ios-marketing", "1024", 1),
];

/// Where the iOS icons go.
pub const IOS_ICONSET: &str = "platforms/ios/Assets.xcassets/AppIcon.appiconset";
/// The Windows icon.
pub const ICO_PATH: &str = "platforms/desktop/icons/dialkeeper.ico";

fn ios_pixels(points: &str, scale: u32) -> u32 {
    let p: f64 = points.parse().expect("a number of points");
    (p * f64::from(scale)).round() as u32
}

/// Every PNG the platforms need.
pub fn specs() -> Vec<IconSpec> {
    let mut out = Vec::new();
    for (density, legacy, layer) in ANDROID_DENSITIES {
        let dir = format!("platforms/android/res/mipmap-{density}");
        out.push(IconSpec { path: format!("{dir}/ic_launcher.png"), size: legacy, shape: Shape::Rounded });
        out.push(IconSpec { path: format!("{dir}/ic_launcher_round.png"), size: legacy, shape: Shape::Circle });
        out.push(IconSpec { path: format!("{dir}/ic_launcher_foreground.png"), size: layer, shape: Shape::AdaptiveForeground });
        out.push(IconSpec { path: format!("{dir}/ic_launcher_background.png"), size: layer, shape: Shape::AdaptiveBackground });
    }
    // Google Play's store listing icon.
    out.push(IconSpec { path: "platforms/android/play-store-512.png".into(), size: 512, shape: Shape::Square });
    let mut ios_sizes: Vec<u32> = IOS_ICONS.iter().map(|(_, p, s)| ios_pixels(p, *s)).collect();
    ios_sizes.sort_unstable();
    ios_sizes.dedup();
    for px in ios_sizes {
        out.push(IconSpec { path: format!("{IOS_ICONSET}/icon-{px}.png"), size: px, shape: Shape::Square });
    }
    // The web app: its manifest's icons (192 and 512, and a maskable one), the iPhone's
    // home-screen icon (opaque; iOS rounds it) and the browser tab's.
    for px in WEB_SIZES {
        out.push(IconSpec { path: format!("{WEB_DIR}/icon-{px}.png"), size: px, shape: Shape::Rounded });
    }
    out.push(IconSpec { path: format!("{WEB_DIR}/icon-maskable-512.png"), size: 512, shape: Shape::Maskable });
    out.push(IconSpec { path: format!("{WEB_DIR}/apple-touch-icon.png"), size: 180, shape: Shape::Square });
    out.push(IconSpec { path: format!("{WEB_DIR}/favicon-32.png"), size: 32, shape: Shape::Rounded });
    for px in DESKTOP_SIZES {
        out.push(IconSpec { path: format!("platforms/desktop/icons/{px}x{px}.png"), size: px, shape: Shape::Rounded });
    }
    out
}

/// The iOS `Contents.json` for [`IOS_ICONS`].
pub fn ios_contents_json() -> String {
    let images: Vec<String> = IOS_ICONS
        .iter()
        .map(|(idiom, points, scale)| {
            format!(
                "    {{\n      \"filename\" : \"icon-{}.png\",\n      \"idiom\" : \"{idiom}\",\n      \"scale\" : \"{scale}x\",\n      \"size\" : \"{points}x{points}\"\n    }}",
                ios_pixels(points, *scale)
            )
        })
        .collect();
    format!(
        "{{\n  \"images\" : [\n{}\n  ],\n  \"info\" : {{\n    \"author\" : \"xtask\",\n    \"version\" : 1\n  }}\n}}\n",
        images.join(",\n")
    )
}

/// The adaptive-icon XML (`mipmap-anydpi-v26`), the same for square and round.
pub const ADAPTIVE_XML: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<!-- Generated by `cargo run -p xtask -- icons` from assets/icon-master.png. -->
<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
    <background android:drawable="@mipmap/ic_launcher_background" />
    <foreground android:drawable="@mipmap/ic_launcher_foreground" />
</adaptive-icon>
"#;

// ---------------------------------------------------------------- drawing the master

fn angle_diff(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(360.0);
    if d > 180.0 { 360.0 - d } else { d }
}

/// The colour of the master at a point of the unit square (y grows downwards).
fn paint(u: f64, v: f64) -> [u8; 3] {
    let (dx, dy) = (u - 0.5, v - 0.5);
    let r = dx.hypot(dy);
    // Degrees, 0 = right, -90 = up.
    let a = dy.atan2(dx).to_degrees();
    if r > 0.40 {
        return BG;
    }
    if r > 0.33 {
        // The starting marker: a red triangle on the rim at the top, pointing inwards.
        let depth = (-dy - 0.335) / 0.06; // 0 at the tip, 1 at the outer edge
        if (0.0..=1.0).contains(&depth) && dx.abs() < 0.032 * depth {
            return RED;
        }
        // Click notches: 24 around the rim.
        let step = 360.0 / 24.0;
        let nearest = (a / step).round() * step;
        let arc = angle_diff(a, nearest).to_radians() * r;
        if arc < 0.007 && (0.352..0.388).contains(&r) && angle_diff(a, -90.0) > 10.0 {
            return BRONZE_DARK;
        }
        return if r < 0.342 { BRONZE_DARK } else { BRONZE };
    }
    // The stat window: an annular sector at the top, with three stat pips.
    if (0.165..0.305).contains(&r) && angle_diff(a, -90.0) < 34.0 {
        for (offset, colour) in [(-20.0_f64, GREEN), (0.0, RED), (20.0, BLUE)] {
            let t = (-90.0 + offset).to_radians();
            let (px, py) = (0.235 * t.cos(), 0.235 * t.sin());
            if (dx - px).hypot(dy - py) < 0.036 {
                return colour;
            }
        }
        return CREAM;
    }
    if r < 0.065 {
        return if r < 0.028 { HUB_DOT } else { BRONZE };
    }
    SLATE
}

/// Draws the master (4×4 supersampling per pixel).
pub fn draw_master(size: u32) -> RgbaImage {
    const N: u32 = 4;
    let mut img = RgbaImage::new(size, size);
    let s = f64::from(size);
    for (x, y, px) in img.enumerate_pixels_mut() {
        let mut acc = [0u32; 3];
        for sy in 0..N {
            for sx in 0..N {
                let u = (f64::from(x) + (f64::from(sx) + 0.5) / f64::from(N)) / s;
                let v = (f64::from(y) + (f64::from(sy) + 0.5) / f64::from(N)) / s;
                let c = paint(u, v);
                for i in 0..3 {
                    acc[i] += u32::from(c[i]);
                }
            }
        }
        let n = N * N;
        *px = Rgba([(acc[0] / n) as u8, (acc[1] / n) as u8, (acc[2] / n) as u8, 255]);
    }
    img
}

// ---------------------------------------------------------------- deriving the icons

/// Coverage (0..=1) of a pixel by the rounded square or circle, 4×4 supersampled.
fn mask_coverage(shape: Shape, size: u32, x: u32, y: u32) -> f32 {
    const N: u32 = 4;
    let s = f64::from(size);
    let mut inside = 0u32;
    for sy in 0..N {
        for sx in 0..N {
            let u = (f64::from(x) + (f64::from(sx) + 0.5) / f64::from(N)) / s - 0.5;
            let v = (f64::from(y) + (f64::from(sy) + 0.5) / f64::from(N)) / s - 0.5;
            let hit = match shape {
                Shape::Circle => u.hypot(v) <= 0.5,
                Shape::Rounded => {
                    let radius = 0.18;
                    let qx = (u.abs() - (0.5 - radius)).max(0.0);
                    let qy = (v.abs() - (0.5 - radius)).max(0.0);
                    qx.hypot(qy) <= radius
                }
                _ => true,
            };
            inside += u32::from(hit);
        }
    }
    inside as f32 / (N * N) as f32
}

fn apply_mask(mut img: RgbaImage, shape: Shape) -> RgbaImage {
    let size = img.width();
    for (x, y, px) in img.enumerate_pixels_mut() {
        let c = mask_coverage(shape, size, x, y);
        px.0[3] = (f32::from(px.0[3]) * c).round() as u8;
    }
    img
}

/// The master's background colour: its top-left pixel.
pub fn background_colour(master: &RgbaImage) -> Rgba<u8> {
    *master.get_pixel(0, 0)
}

/// The master with its flat background made transparent.
fn keyed(master: &RgbaImage) -> RgbaImage {
    let bg = background_colour(master);
    let mut out = master.clone();
    for px in out.pixels_mut() {
        let close = px.0.iter().zip(bg.0.iter()).take(3).all(|(a, b)| a.abs_diff(*b) <= 2);
        if close {
            px.0[3] = 0;
        }
    }
    out
}

/// Makes one icon from the master with the given resampling filter. The generator uses
/// Lanczos3; the tests recompute with a different filter and compare.
pub fn derive(master: &RgbaImage, spec: &IconSpec, filter: FilterType) -> RgbaImage {
    let size = spec.size;
    match spec.shape {
        Shape::Square => {
            let mut img = imageops::resize(master, size, size, filter);
            img.pixels_mut().for_each(|p| p.0[3] = 255);
            img
        }
        Shape::Rounded | Shape::Circle => apply_mask(imageops::resize(master, size, size, filter), spec.shape),
        Shape::AdaptiveForeground => {
            let inner = (f64::from(size) * 0.75).round() as u32;
            let dial = imageops::resize(&keyed(master), inner, inner, filter);
            let mut layer = RgbaImage::new(size, size);
            let offset = i64::from((size - inner) / 2);
            imageops::overlay(&mut layer, &dial, offset, offset);
            layer
        }
        Shape::AdaptiveBackground => RgbaImage::from_pixel(size, size, background_colour(master)),
        Shape::Maskable => {
            let inner = (f64::from(size) * 0.7).round() as u32;
            let dial = imageops::resize(&keyed(master), inner, inner, filter);
            let mut layer = RgbaImage::from_pixel(size, size, background_colour(master));
            let offset = i64::from((size - inner) / 2);
            imageops::overlay(&mut layer, &dial, offset, offset);
            layer
        }
    }
}

/// Mean absolute difference per channel (0..=255) between two images of the same size.
/// Colour channels count in proportion to alpha, so invisible pixels do not matter.
pub fn mean_abs_diff(a: &RgbaImage, b: &RgbaImage) -> f64 {
    assert_eq!(a.dimensions(), b.dimensions(), "sizes differ");
    let mut total = 0.0;
    for (p, q) in a.pixels().zip(b.pixels()) {
        let (ap, aq) = (f64::from(p.0[3]) / 255.0, f64::from(q.0[3]) / 255.0);
        for i in 0..3 {
            total += (f64::from(p.0[i]) * ap - f64::from(q.0[i]) * aq).abs();
        }
        total += (f64::from(p.0[3]) - f64::from(q.0[3])).abs();
    }
    total / (f64::from(a.width()) * f64::from(a.height()) * 4.0)
}

/// Loads the master from the workspace root.
pub fn load_master(root: &Path) -> Result<RgbaImage, String> {
    let path = root.join(MASTER_PATH);
    let img = image::open(&path).map_err(|e| format!("{}: {e}", path.display()))?.to_rgba8();
    if img.dimensions() != (MASTER_SIZE, MASTER_SIZE) {
        return Err(format!("{} must be {MASTER_SIZE}x{MASTER_SIZE}", path.display()));
    }
    Ok(img)
}

fn save_png(img: &RgbaImage, path: &Path, opaque: bool) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let result = if opaque { image::DynamicImage::ImageRgba8(img.clone()).to_rgb8().save(path) } else { img.save(path) };
    result.map_err(|e| format!("{}: {e}", path.display()))
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes the master PNG (the art itself).
pub fn write_master(root: &Path) -> Result<PathBuf, String> {
    let path = root.join(MASTER_PATH);
    save_png(&draw_master(MASTER_SIZE), &path, true)?;
    Ok(path)
}

/// Writes every icon from the committed master; returns how many files.
pub fn generate(root: &Path) -> Result<usize, String> {
    let master = load_master(root)?;
    let specs = specs();
    for spec in &specs {
        let img = derive(&master, spec, FilterType::Lanczos3);
        save_png(&img, &root.join(&spec.path), matches!(spec.shape, Shape::Square | Shape::Maskable))?;
    }
    write(&root.join(IOS_ICONSET).join("Contents.json"), &ios_contents_json())?;
    write(
        &root.join("platforms/ios/Assets.xcassets/Contents.json"),
        "{\n  \"info\" : {\n    \"author\" : \"xtask\",\n    \"version\" : 1\n  }\n}\n",
    )?;
    for name in ["ic_launcher.xml", "ic_launcher_round.xml"] {
        write(&root.join("platforms/android/res/mipmap-anydpi-v26").join(name), ADAPTIVE_XML)?;
    }
    // The Windows icon: several rounded sizes in one file (PNG-compressed frames).
    let frames: Vec<image::codecs::ico::IcoFrame<'static>> = ICO_SIZES
        .iter()
        .map(|&px| {
            let img = derive(&master, &IconSpec { path: String::new(), size: px, shape: Shape::Rounded }, FilterType::Lanczos3);
            image::codecs::ico::IcoFrame::as_png(img.as_raw(), px, px, image::ExtendedColorType::Rgba8)
                .map_err(|e| format!("ico frame {px}: {e}"))
        })
        .collect::<Result<_, _>>()?;
    let ico_path = root.join(ICO_PATH);
    let file = std::fs::File::create(&ico_path).map_err(|e| format!("{}: {e}", ico_path.display()))?;
    image::codecs::ico::IcoEncoder::new(std::io::BufWriter::new(file))
        .encode_images(&frames)
        .map_err(|e| format!("{}: {e}", ico_path.display()))?;
    Ok(specs.len() + 5)
}
