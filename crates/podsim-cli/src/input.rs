//! Reading the user's file (or standard input) as text, refusing what cannot be text.

use std::io::Read;

/// Largest file the CLI reads, in bytes; bigger inputs are refused before parsing.
pub const MAX_INPUT_BYTES: u64 = 16 * 1024 * 1024;

/// Reads FILE (or stdin for `-`) as UTF-8 text.
pub fn read_text(path: &str) -> Result<String, String> {
    let mut bytes = Vec::new();
    let result = if path == "-" {
        std::io::stdin().lock().take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|file| file.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes))
    };
    result.map_err(|error| format!("cannot read {path}: {error}"))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(format!("{path} is larger than {MAX_INPUT_BYTES} bytes"));
    }
    String::from_utf8(bytes).map_err(|error| {
        format!("{path} is not UTF-8 text (invalid byte at offset {})", error.utf8_error().valid_up_to())
    })
}
