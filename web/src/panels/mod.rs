//! The panels around the editor: containers, settings bar, title, analysis, the examples menu.

mod analysis;
mod compare;
mod containers;
mod copy;
mod divider;
mod examples_list;
mod examples_menu;
mod gates;
mod header;
mod node;
mod notes;
mod pane_switch;
mod pasted;
mod restore;
mod results;
mod settings_fold;
mod shortcuts;
mod summary;
mod title;

pub use analysis::analysis_panel;
pub use compare::Compare;
pub use containers::container_list;
pub use copy::CopyButton;
pub use divider::Divider;
pub use examples_menu::ExamplesMenu;
pub use gates::gates_in_use;
pub use header::{Header, HeaderProps};
pub use notes::run_notes;
pub use pane_switch::{PhonePane, pane_switch};
pub use pasted::pasted_status;
pub use restore::restore_notice;
pub use results::Results;
pub use settings_fold::SettingsFold;
pub use shortcuts::Shortcuts;
pub use summary::summary_line;
pub use title::{document_title, title_heading};
