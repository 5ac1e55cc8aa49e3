//! The subcommands, one file each.

mod check;
mod compare;
mod open;
mod opened;
mod render;
mod resources;
mod share;
mod simulate;
mod status;
mod test;

use crate::args::{Command, version_line};

/// Runs one subcommand and returns its exit code.
pub fn run(command: &Command) -> Result<u8, String> {
    match command {
        Command::Check(args) => check::run(args),
        Command::Compare(args) => compare::run(args),
        Command::Share(args) => share::run(args),
        Command::Open(args) => open::run(args),
        Command::Resources(args) => resources::run(args),
        Command::Status(args) => status::run(args),
        Command::Simulate(args) => simulate::run(args),
        Command::Test(args) => test::run(args),
        Command::Render(args) => render::run(args),
        Command::Version => {
            println!("podsim {}", version_line());
            Ok(0)
        }
    }
}
