//! `cargo run -p schema-gen`: rewrites `crates/podsim/src/schema/generated.rs` from k8s-openapi.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let target = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../crates/podsim/src/schema/generated.rs");
    match std::fs::write(&target, schema_gen::generate()) {
        Ok(()) => {
            println!("wrote {}", target.display());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("schema-gen: cannot write {}: {error}", target.display());
            ExitCode::FAILURE
        }
    }
}
