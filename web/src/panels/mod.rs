//! The panels around the editor: containers, settings bar, analysis, gallery.

mod analysis;
mod compare;
mod containers;
mod copy;
mod gallery;
mod header;
mod notes;
mod restore;
mod results;
mod shortcuts;

pub use analysis::AnalysisPanel;
pub use compare::Compare;
pub use containers::ContainerList;
pub use copy::CopyButton;
pub use gallery::Gallery;
pub use header::Header;
pub use notes::RunNotes;
pub use restore::RestoreNotice;
pub use results::Results;
pub use shortcuts::Shortcuts;
