//! The playground entry point.
fn main() {}
