//! `cargo run -p schema-gen`: rewrites `crates/podsim/src/schema/generated.rs` from k8s-openapi.
//! `cargo run -p schema-gen --no-default-features --features v1_36 -- --snapshot` writes the
//! snapshot of that minor (`minors/1.36.json`), which the default build reads.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let snapshot = std::env::args().nth(1).as_deref() == Some("--snapshot");
    let (target, text) = if snapshot {
        (schema_gen::snapshot_path(schema_gen::LIVE_MINOR), Ok(schema_gen::snapshot()))
    } else {
        let target = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../crates/podsim/src/schema/generated.rs");
        (target, schema_gen::generate())
    };
    let written = text.and_then(|text| {
        std::fs::write(&target, text).map_err(|error| format!("cannot write {}: {error}", target.display()))
    });
    match written {
        Ok(()) => {
            println!("wrote {}", target.display());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("schema-gen: {error}");
            ExitCode::FAILURE
        }
    }
}
