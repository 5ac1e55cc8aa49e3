//! Diagnostics: what is wrong or suspicious in the user's input, and where it is.

use std::fmt;

use crate::lang::{Lang, Text};

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
