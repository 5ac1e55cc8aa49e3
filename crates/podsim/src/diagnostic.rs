//! Diagnostics: what is wrong or suspicious in the user's input, and where it is.

use std::fmt;

use crate::admission::DefaultedValue;
use crate::lang::{Lang, Text};
use crate::qos::QosClass;

/// A position in the user's text: 1-based line and 1-based column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, serde::Serialize)]
pub struct Location {
    /// 1-based line number.
    pub line: u32,
    /// 1-based column, counted in characters.
    pub column: u32,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The API server (or the YAML decoder before it) would reject the input.
    Error,
    /// Accepted by the API server, but very likely not what the author meant.
    Warning,
    /// Information, such as "the second document was ignored".
    Note,
}

/// One finding about the input.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// A stable code (`yaml-syntax`, `unknown-field`, `FieldValueRequired`, `PS001`, …).
    pub code: String,
    /// The message, worded as the API server or kubectl would word it where there is an equivalent.
    pub message: String,
    /// The API field path (`spec.containers[0].image`) the finding is about, if any.
    pub field: Option<String>,
    /// Where in the text, if known.
    pub location: Option<Location>,
    /// The message in Simplified Chinese when it is podsim's own words (lint, dropped fields);
    /// `None` for Kubernetes and kubectl messages, which are never translated. Not serialised.
    #[serde(skip)]
    pub message_zh: Option<String>,
}

impl Diagnostic {
    /// An error at a location.
    pub fn error(code: &str, message: impl Into<String>, location: Option<Location>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            code: code.to_owned(),
            message: message.into(),
            field: None,
            location,
            message_zh: None,
        }
    }

    /// A warning at a location: accepted, but probably not what was meant.
    pub fn warning(code: &str, message: impl Into<String>, location: Option<Location>) -> Self {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(code, message, location) }
    }

    /// A note at a location.
    pub fn note(code: &str, message: impl Into<String>, location: Option<Location>) -> Self {
        Diagnostic { severity: Severity::Note, ..Diagnostic::error(code, message, location) }
    }

    /// The same diagnostic, about an API field path.
    pub fn with_field(mut self, field: impl Into<String>) -> Self {
        self.field = Some(field.into());
        self
    }

    /// A diagnostic in podsim's own words: the English message, with its Chinese.
    pub fn with_text(mut self, text: &Text) -> Self {
        self.message.clone_from(&text.en);
        self.message_zh = Some(text.zh.clone());
        self
    }

    /// The message in `lang` (Kubernetes messages are the same in every language).
    pub fn message_in(&self, lang: Lang) -> &str {
        match (lang, &self.message_zh) {
            (Lang::Zh, Some(zh)) => zh,
            _ => &self.message,
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(location) = self.location {
            write!(f, "{location}: ")?;
        }
        write!(f, "{}", self.message)
    }
}

/// podsim's own note or warning beside the API server's diagnostics, with what its words need;
/// `view/analysis.rs` says it in words.
#[derive(Debug, Clone, PartialEq)]
pub enum StaticNote {
    /// A key written twice in one mapping: kubectl keeps the later value.
    DuplicateKey {
        /// The key.
        name: String,
        /// The line it is first set at.
        first_line: u32,
        /// The line that wins.
        line: u32,
    },
    /// A StatefulSet's controller would make several Pods; podsim runs the first.
    StatefulSetReplicas {
        /// The StatefulSet's name.
        name: String,
        /// `spec.ordinals.start`.
        start: i64,
        /// `spec.replicas`.
        count: i64,
        /// `podManagementPolicy: Parallel`.
        parallel: bool,
    },
    /// A controller would make several Pods from the template; podsim runs one.
    Replicas {
        /// `spec.replicas`.
        count: i64,
    },
    /// A Job runs Pods until this many succeed, `at_once` at a time; podsim runs one.
    Completions {
        /// `completions`.
        completions: i64,
        /// How many run at once.
        at_once: i64,
    },
    /// A Job runs this many Pods at a time; podsim runs one.
    Parallelism {
        /// `parallelism`.
        parallelism: i64,
    },
    /// A count of 0: the controller makes no Pod; podsim runs the one it would make at 1.
    NoneMade {
        /// The field's key (`replicas`, `parallelism`, `completions`).
        key: String,
    },
    /// The QoS class after a LimitRange's defaults differs from the one as written.
    LimitRangeQos {
        /// The class the Pod gets.
        class: QosClass,
        /// The class as written.
        written: QosClass,
    },
    /// A LimitRange gives a container values it does not set.
    LimitRangeDefaults {
        /// The LimitRange.
        range: String,
        /// The container.
        container: String,
        /// The values it gives, each with the LimitRange field it comes from.
        values: Vec<DefaultedValue>,
    },
    /// An object named by `generateName` only: `create` names it, `apply` refuses it.
    GenerateNameWithApply {
        /// The name the API server would give it.
        name: String,
        /// The `generateName` prefix.
        prefix: String,
    },
}
