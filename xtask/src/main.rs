//! `cargo run -p xtask -- <task>`:
//! - `master`: redraw the master icon (`assets/icon-master.png`) from code.
//! - `icons`: write every platform icon from the committed master.
//! - `no-network`: check the shipped app's dependencies and platform permissions.
//! - `cycles [<crate dir> …]`: fail on any module cycle in each crate's `src/` (default: core).
//! - `startup <runs> <app> <baseline>`: P3, start-up to first paint under X (Xvfb).

use std::process::ExitCode;

use xtask::{icons, netcheck, workspace_root};

fn main() -> ExitCode {
    let task = std::env::args().nth(1).unwrap_or_default();
    let root = workspace_root();
    let result = match task.as_str() {
        "master" => icons::write_master(&root).map(|p| println!("wrote {}", p.display())),
        "icons" => icons::generate(&root).map(|n| println!("wrote {n} icon files under platforms/")),
        "no-network" => (|| {
            let mut problems = netcheck::check_dependencies(&root)?;
            problems.extend(netcheck::check_platform_config(&root)?);
            problems.extend(netcheck::check_default_features(&root)?);
            if problems.is_empty() {
                println!("no network: ok (desktop and mobile dependency trees, Android manifest and network security config, iOS keys)");
                Ok(())
            } else {
                Err(problems.join("\n"))
            }
        })(),
        "cycles" => {
            let mut dirs: Vec<String> = std::env::args().skip(2).collect();
            if dirs.is_empty() {
                dirs.push("core".into());
            }
            dirs.iter().try_for_each(|d| {
                let src = root.join(d).join("src");
                let n = xtask::modgraph::check_dir(&src)?;
                println!("{d}: {n} modules, no cycle; by layer, from the bottom:");
                for (i, layer) in xtask::modgraph::layers(&xtask::modgraph::graph_of_dir(&src)?).unwrap_or_default().iter().enumerate() {
                    println!("  {i}: {}", layer.iter().map(xtask::modgraph::name).collect::<Vec<_>>().join(", "));
                }
                Ok(())
            })
        }
        "startup" => {
            let args: Vec<String> = std::env::args().skip(2).collect();
            match (args.first().and_then(|n| n.parse().ok()), args.get(1), args.get(2)) {
                (Some(runs), Some(app), Some(baseline)) => xtask::startup::compare(runs, app, baseline),
                _ => Err("usage: cargo run -p xtask -- startup <runs> <app binary> <baseline binary>".into()),
            }
        }
        _ => Err("usage: cargo run -p xtask -- master | icons | no-network | cycles | startup …".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
