//! Every generated icon exists at its size and looks like the master: each is compared
//! with the master freshly downscaled here with a different filter (Triangle, where the
//! generator uses Lanczos3) and the same mask.

use image::imageops::FilterType;
use xtask::icons::{self, Shape};

/// Mean absolute difference per channel, out of 255.
const THRESHOLD: f64 = 6.0;

#[test]
fn every_icon_exists_and_matches_the_master() {
    let root = xtask::workspace_root();
    let master = icons::load_master(&root).expect("the master icon");
    let mut failures = Vec::new();
    for spec in icons::specs() {
        let path = root.join(&spec.path);
        let Ok(found) = image::open(&path) else {
            failures.push(format!("{}: missing (run `cargo run -p xtask -- icons`)", spec.path));
            continue;
        };
        if found.width() != spec.size || found.height() != spec.size {
            failures.push(format!("{}: {}x{}, expected {3}x{3}", spec.path, found.width(), found.height(), spec.size));
            continue;
        }
        if spec.shape == Shape::Square && found.color().has_alpha() {
            failures.push(format!("{}: has an alpha channel (iOS and store icons must be opaque)", spec.path));
        }
        let expected = icons::derive(&master, &spec, FilterType::Triangle);
        let diff = icons::mean_abs_diff(&found.to_rgba8(), &expected);
        if diff >= THRESHOLD {
            failures.push(format!("{}: differs from the master by {diff:.2}/255 (limit {THRESHOLD})", spec.path));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_platform_size_is_generated() {
    let specs = icons::specs();
    let has = |path: &str, size: u32| specs.iter().any(|s| s.path == path && s.size == size);
    for (density, legacy, layer) in icons::ANDROID_DENSITIES {
        let dir = format!("platforms/android/res/mipmap-{density}");
        assert!(has(&format!("{dir}/ic_launcher.png"), legacy));
        assert!(has(&format!("{dir}/ic_launcher_round.png"), legacy));
        assert!(has(&format!("{dir}/ic_launcher_foreground.png"), layer));
        assert!(has(&format!("{dir}/ic_launcher_background.png"), layer));
    }
    assert_eq!(icons::ANDROID_DENSITIES.map(|d| d.1), [48, 72, 96, 144, 192]);
    for px in [16, 32, 48, 128, 256, 512] {
        assert!(has(&format!("platforms/desktop/icons/{px}x{px}.png"), px), "desktop {px}");
    }
    for px in [40, 58, 60, 80, 87, 120, 152, 167, 180, 1024] {
        assert!(has(&format!("{}/icon-{px}.png", icons::IOS_ICONSET), px), "iOS {px}");
    }
}

#[test]
fn ios_contents_json_names_every_icon_and_is_current() {
    let root = xtask::workspace_root();
    let path = root.join(icons::IOS_ICONSET).join("Contents.json");
    let on_disk = std::fs::read_to_string(&path).expect("Contents.json");
    assert_eq!(on_disk, icons::ios_contents_json(), "regenerate with `cargo run -p xtask -- icons`");
    for name in on_disk.lines().filter_map(|l| l.trim().strip_prefix("\"filename\" : \"")) {
        let name = name.trim_end_matches("\",");
        assert!(root.join(icons::IOS_ICONSET).join(name).is_file(), "{name} is listed but missing");
    }
    assert!(on_disk.contains("\"ios-marketing\""), "the 1024 App Store icon");
}

#[test]
fn ico_holds_every_size() {
    let root = xtask::workspace_root();
    let bytes = std::fs::read(root.join(icons::ICO_PATH)).expect("the .ico");
    // ICONDIR: reserved 0, type 1, count; then 16-byte entries (width 0 means 256).
    assert_eq!(&bytes[0..4], &[0, 0, 1, 0]);
    let count = u16::from_le_bytes([bytes[4], bytes[5]]) as usize;
    let sizes: Vec<u32> = (0..count)
        .map(|i| match bytes[6 + 16 * i] {
            0 => 256,
            w => u32::from(w),
        })
        .collect();
    assert_eq!(sizes, icons::ICO_SIZES);
    let largest = image::load_from_memory(&bytes).expect("the .ico decodes");
    assert_eq!(largest.width(), 256);
}

#[test]
fn adaptive_layers_keep_the_dial_in_the_safe_zone() {
    let root = xtask::workspace_root();
    let fg = image::open(root.join("platforms/android/res/mipmap-xxxhdpi/ic_launcher_foreground.png")).unwrap().to_rgba8();
    let size = f64::from(fg.width());
    let safe_radius = size * 33.0 / 108.0;
    for (x, y, px) in fg.enumerate_pixels() {
        if px.0[3] > 8 {
            let r = (f64::from(x) + 0.5 - size / 2.0).hypot(f64::from(y) + 0.5 - size / 2.0);
            assert!(r <= safe_radius + 1.0, "opaque pixel at ({x},{y}) outside the 66 dp safe zone");
        }
    }
    let xml = std::fs::read_to_string(root.join("platforms/android/res/mipmap-anydpi-v26/ic_launcher.xml")).unwrap();
    assert_eq!(xml, icons::ADAPTIVE_XML);
}

#[test]
fn the_comparison_catches_a_wrong_icon() {
    let root = xtask::workspace_root();
    let master = icons::load_master(&root).unwrap();
    let spec = icons::IconSpec { path: String::new(), size: 64, shape: Shape::Rounded };
    let good = icons::derive(&master, &spec, FilterType::Lanczos3);
    let mut flipped = image::imageops::flip_vertical(&good);
    assert!(icons::mean_abs_diff(&good, &icons::derive(&master, &spec, FilterType::Triangle)) < THRESHOLD);
    assert!(icons::mean_abs_diff(&flipped, &good) >= THRESHOLD, "an upside-down dial must fail");
    flipped.pixels_mut().for_each(|p| p.0[0] = 255 - p.0[0]);
    assert!(icons::mean_abs_diff(&flipped, &good) >= THRESHOLD);
}

#[test]
fn the_web_app_has_its_manifest_icons_and_an_iphone_icon() {
    let specs = icons::specs();
    let has = |path: &str, size: u32| specs.iter().any(|s| s.path == path && s.size == size);
    assert!(has("platforms/web/icon-192.png", 192));
    assert!(has("platforms/web/icon-512.png", 512));
    assert!(has("platforms/web/icon-maskable-512.png", 512));
    assert!(has("platforms/web/apple-touch-icon.png", 180));
}

#[test]
fn the_maskable_icon_is_opaque_and_keeps_the_dial_inside_the_safe_circle() {
    let root = xtask::workspace_root();
    let icon = image::open(root.join("platforms/web/icon-maskable-512.png")).unwrap().to_rgba8();
    let size = f64::from(icon.width());
    let corner = *icon.get_pixel(0, 0);
    for (x, y, px) in icon.enumerate_pixels() {
        assert_eq!(px.0[3], 255, "({x},{y}) is see-through: a mask would show the launcher behind");
        let r = (f64::from(x) + 0.5 - size / 2.0).hypot(f64::from(y) + 0.5 - size / 2.0);
        if r > size * 0.4 {
            let near = px.0.iter().zip(corner.0.iter()).all(|(a, b)| a.abs_diff(*b) <= 3);
            assert!(near, "({x},{y}) outside the safe circle is not background");
        }
    }
}
