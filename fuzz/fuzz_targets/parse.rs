//! Fuzz target: any bytes through the YAML loader and the Pod reader must give diagnostics, never
//! a panic, and every diagnostic location must lie inside the text.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let parsed = podsim::parse(text);
    // YAML breaks lines at "\n", "\r\n" and a lone "\r"; locations count lines that way.
    let breaks = text.matches('\n').count() + text.matches('\r').count() - text.matches("\r\n").count();
    let lines = u32::try_from(breaks).unwrap_or(u32::MAX).saturating_add(1);
    for diagnostic in &parsed.diagnostics {
        if let Some(location) = diagnostic.location {
            assert!(
                location.line >= 1 && location.line <= lines.saturating_add(1),
                "{diagnostic:?} outside {lines} lines"
            );
        }
    }
});
