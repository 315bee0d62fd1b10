//! P3, cold start to first paint: starts a desktop binary on the X display in `DISPLAY`
//! (an Xvfb that `scripts/bench.sh` starts, showing nothing but its black root window)
//! and reads the screen every few milliseconds until content appears: at least
//! [`PAINTED_COLOURS`] distinct colours, i.e. antialiased text or shapes, not just the
//! window's blank background. Each start is a fresh process with a fresh data folder.
#![allow(clippy::disallowed_methods, reason = "times a native process on the build machine (never in the app)")]

use std::collections::HashSet;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use x11rb::connection::Connection;
use x11rb::protocol::xproto::{ConnectionExt, ImageFormat};
use x11rb::rust_connection::RustConnection;

/// Distinct colours on screen that mean "content painted" (blank screen: 1; a mapped
/// but empty webview: 2).
pub const PAINTED_COLOURS: usize = 8;
const TIMEOUT: Duration = Duration::from_secs(30);

struct Screen {
    conn: RustConnection,
    root: u32,
    width: u16,
    height: u16,
}

impl Screen {
    fn open() -> Result<Screen, String> {
        let (conn, n) = x11rb::connect(None).map_err(|e| format!("X display ($DISPLAY): {e}"))?;
        let s = &conn.setup().roots[n];
        let (root, width, height) = (s.root, s.width_in_pixels, s.height_in_pixels);
        Ok(Screen { conn, root, width, height })
    }

    /// Distinct colours on screen, counting up to `limit`.
    fn colours(&self, limit: usize) -> Result<usize, String> {
        let image = self
            .conn
            .get_image(ImageFormat::Z_PIXMAP, self.root, 0, 0, self.width, self.height, !0)
            .map_err(|e| e.to_string())?
            .reply()
            .map_err(|e| e.to_string())?;
        let mut seen = HashSet::new();
        for px in image.data.chunks_exact(4) {
            seen.insert([px[0], px[1], px[2]]);
            if seen.len() >= limit {
                break;
            }
        }
        Ok(seen.len())
    }
}

fn stop(mut child: Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// Milliseconds from spawning `binary` to its first painted content.
fn one_start(screen: &Screen, binary: &str, data_dir: &std::path::Path) -> Result<f64, String> {
    // Wait for the previous window to be gone.
    let clear = Instant::now();
    while screen.colours(2)? > 1 {
        if clear.elapsed() > Duration::from_secs(5) {
            return Err("the screen does not clear between starts".into());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    let start = Instant::now();
    let child = Command::new(binary)
        .env("DIALKEEPER_DATA_DIR", data_dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("{binary}: {e}"))?;
    loop {
        if screen.colours(PAINTED_COLOURS)? >= PAINTED_COLOURS {
            let ms = start.elapsed().as_secs_f64() * 1e3;
            stop(child);
            return Ok(ms);
        }
        if start.elapsed() > TIMEOUT {
            stop(child);
            return Err(format!("{binary}: nothing painted in {TIMEOUT:?}"));
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn median(v: &[f64]) -> f64 {
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    if n % 2 == 1 { s[n / 2] } else { (s[n / 2 - 1] + s[n / 2]) / 2.0 }
}

/// Starts `app` and `baseline` `runs` times each, alternating, and prints the times and
/// the `P3` line (ratio of medians).
pub fn compare(runs: usize, app: &str, baseline: &str) -> Result<(), String> {
    let screen = Screen::open()?;
    let scratch = std::env::temp_dir().join(format!("dialkeeper-startup-{}", std::process::id()));
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for i in 0..runs {
        // Alternate which goes first, so neither always follows the other.
        let order: [(&str, bool); 2] = if i % 2 == 0 { [(app, true), (baseline, false)] } else { [(baseline, false), (app, true)] };
        for (binary, is_app) in order {
            let dir = scratch.join(format!("{i}-{is_app}"));
            std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
            let ms = one_start(&screen, binary, &dir)?;
            if is_app { a.push(ms) } else { b.push(ms) }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    let fmt = |v: &[f64]| v.iter().map(|x| format!("{x:.0}")).collect::<Vec<_>>().join(" ");
    println!("start-up app      (ms): {}", fmt(&a));
    println!("start-up hello    (ms): {}", fmt(&b));
    let (ma, mb) = (median(&a), median(&b));
    println!("P3 start-up: app {ma:.0} ms, hello-world {mb:.0} ms (medians of {runs}), ratio {:.2}x (target <= 1.2x)", ma / mb);
    Ok(())
}
