//! Running the built `podsim` binary from integration tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `podsim ARGS` with `stdin` as standard input and returns its output.
pub fn podsim(args: &[&str], stdin: impl AsRef<[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_podsim"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the podsim binary runs");
    // A command that never reads stdin may exit first; a broken pipe here is not a failure.
    let _ = child.stdin.take().expect("stdin is piped").write_all(stdin.as_ref());
    child.wait_with_output().expect("podsim finishes")
}
