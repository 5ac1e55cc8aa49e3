//! The picked container's lines: where its YAML is (the code editor marks them and brings them
//! into its view without moving the cursor, the focus or the page).

use podsim::Session;

/// The first and last line of the Pod YAML that define container `name`, when the text has it
/// (containers added by the scenario, such as `kubectl debug` ones, are not in the text).
pub fn container_lines(session: &Session, name: &str) -> Option<(u32, u32)> {
    session.containers().iter().find(|c| c.name == name)?.lines
}
