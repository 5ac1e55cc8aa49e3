//! `cargo xtask test`: exactly what CI runs, in order, with a short summary at the end.

use std::ffi::OsStr;
use std::time::Instant;

use anyhow::Result;

use crate::process::{Counts, run_counted};

/// One step of the test run.
struct Step {
    name: &'static str,
    program: &'static str,
    args: &'static [&'static str],
    /// Steps that need the release build are skipped when it failed.
    needs_build: bool,
    /// The step starts Chromium through ChromeDriver, which leaves a profile folder of some
    /// 80 MB in the temporary folder for every browser it starts and is then killed: the step
    /// gets a temporary folder of its own, removed when it ends.
    own_tmp: bool,
}

const STEPS: &[Step] = &[
    Step { name: "fmt", program: "cargo", args: &["fmt", "--all", "--check"], needs_build: false, own_tmp: false },
    Step {
        name: "clippy (native)",
        program: "cargo",
        args: &["clippy", "--workspace", "--all-targets", "--locked", "--", "-D", "warnings"],
        needs_build: false,
        own_tmp: false,
    },
    Step {
        name: "clippy (wasm32 core)",
        program: "cargo",
        args: &[
            "clippy",
            "--locked",
            "--target",
            "wasm32-unknown-unknown",
            "-p",
            "podsim",
            "--lib",
            "--",
            "-D",
            "warnings",
        ],
        needs_build: false,
        own_tmp: false,
    },
    Step {
        name: "clippy (wasm32 web)",
        program: "cargo",
        args: &[
            "clippy",
            "--locked",
            "--target",
            "wasm32-unknown-unknown",
            "-p",
            "podsim-web",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        needs_build: false,
        own_tmp: false,
    },
    // The faces built on their own, without the test crates that turn the core's `internals`
    // feature on: the compiler checks that they reach the core only through its door.
    Step {
        name: "the faces use only the door (CLI)",
        program: "cargo",
        args: &["check", "--locked", "-p", "podsim-cli", "--bins"],
        needs_build: false,
        own_tmp: false,
    },
    Step {
        name: "the faces use only the door (page)",
        program: "cargo",
        args: &["check", "--locked", "--target", "wasm32-unknown-unknown", "-p", "podsim-web", "--lib"],
        needs_build: false,
        own_tmp: false,
    },
    Step {
        name: "native tests",
        program: "cargo",
        args: &["test", "--workspace", "--exclude", "podsim-web", "--locked", "--no-fail-fast"],
        needs_build: false,
        own_tmp: false,
    },
    // podsim's own pages hold what they claim: the `# expect:` lines of docs/ and the README,
    // checked by the binary users run (docs/testing-docs.md).
    Step {
        name: "docs test themselves (podsim test)",
        program: "cargo",
        args: &["run", "--locked", "-q", "-p", "podsim-cli", "--", "test", "docs/", "README.md"],
        needs_build: false,
        own_tmp: false,
    },
    Step {
        name: "conformance",
        program: "cargo",
        args: &[
            "run",
            "--release",
            "--locked",
            "-q",
            "-p",
            "podsim-tests",
            "--bin",
            "conformance",
            "--",
            "tests/data/k8s",
        ],
        needs_build: false,
        own_tmp: false,
    },
    Step {
        name: "wasm tests (Chromium)",
        program: "cargo",
        args: &["test", "--locked", "--target", "wasm32-unknown-unknown", "-p", "podsim-web"],
        needs_build: false,
        own_tmp: true,
    },
    Step {
        name: "trunk build --release",
        program: "trunk",
        args: &["build", "--release", "--locked"],
        needs_build: false,
        own_tmp: false,
    },
    // The journeys run against the build deployed as `cargo xtask dist` deploys it, under
    // `v/<release>/` (e2e/support/serve.mjs reads PODSIM_SITE, written by `finish_dist`).
    Step {
        name: "end-to-end (Playwright)",
        program: "node",
        args: &["--test", "e2e/"],
        needs_build: true,
        own_tmp: false,
    },
];

/// Where the test run deploys the release build, as `cargo xtask dist --out` would.
const TEST_SITE: &str = "target/site";

/// The temporary folder of a step that starts Chromium ([`Step::own_tmp`]).
const STEP_TMP: &str = "target/step-tmp";

/// Minifies and stamps the release build in `dist/` and deploys it into [`TEST_SITE`]; false
/// when that failed.
fn finish_dist() -> bool {
    let root = crate::root();
    let finished = crate::build::finish_dist(&root.join("dist")).and_then(|()| {
        let _ = std::fs::remove_dir_all(root.join(TEST_SITE));
        crate::site::write(&root.join("dist"), &root.join(TEST_SITE))
    });
    match finished {
        Ok(()) => true,
        Err(error) => {
            eprintln!("dist: {error:#}");
            false
        }
    }
}

/// Runs one step with its environment: the deployed site for the journeys (`PODSIM_SITE`,
/// instead of `dist/`), a temporary folder of its own where it asks for one.
fn run_step(step: &Step) -> Result<(bool, Counts)> {
    let mut envs: Vec<(&str, &OsStr)> = Vec::new();
    if step.needs_build {
        envs.push(("PODSIM_SITE", OsStr::new(TEST_SITE)));
    }
    let tmp = crate::root().join(STEP_TMP);
    if step.own_tmp {
        let _ = std::fs::remove_dir_all(&tmp);
        std::fs::create_dir_all(&tmp)?;
        envs.push(("TMPDIR", tmp.as_os_str()));
    }
    let result = run_counted(step.program, step.args, &envs);
    if step.own_tmp {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    result
}

/// Runs every step; false when any failed.
pub fn run() -> Result<bool> {
    crate::setup::run_setup()?;
    let mut results: Vec<(&str, &str, f64)> = Vec::new();
    let mut total = Counts::default();
    let mut build_ok = true;
    for step in STEPS {
        if step.needs_build && !build_ok {
            results.push((step.name, "skipped (no build)", 0.0));
            total.failed += 1;
            continue;
        }
        println!("\n==> {}", step.name);
        let started = Instant::now();
        let (ok, counts) = run_step(step)?;
        total.passed += counts.passed;
        total.failed += counts.failed;
        if !ok && counts.failed == 0 {
            total.failed += 1;
        }
        if step.program == "trunk" {
            build_ok = ok && finish_dist();
        }
        results.push((step.name, if ok { "ok" } else { "FAILED" }, started.elapsed().as_secs_f64()));
    }
    println!("\n==> summary");
    for (name, verdict, seconds) in &results {
        println!("{name:<26} {verdict:<20} {seconds:>6.1}s");
    }
    let all_ok = results.iter().all(|(_, verdict, _)| *verdict == "ok");
    println!("tests: {} passed, {} failed", total.passed, total.failed);
    Ok(all_ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_that_starts_chromium_leaves_no_temporary_files() {
        // The step writes into its temporary folder as ChromeDriver does, and the folder is gone
        // after it; the wasm tests are such a step.
        let step = Step {
            name: "writes a profile",
            program: "sh",
            args: &["-c", "mkdir \"$TMPDIR/org.chromium.Chromium.scoped_dir.x\" && test -d \"$TMPDIR\""],
            needs_build: false,
            own_tmp: true,
        };
        let (ok, _) = run_step(&step).unwrap();
        assert!(ok, "the step saw its own temporary folder");
        assert!(!crate::root().join(STEP_TMP).exists());
        let chromium =
            STEPS.iter().filter(|step| step.args[0] == "test" && step.args.contains(&"wasm32-unknown-unknown"));
        assert!(chromium.clone().count() == 1 && chromium.into_iter().all(|step| step.own_tmp));
    }
}
