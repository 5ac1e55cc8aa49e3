//! `field.Error` and kubectl's rendering of an Invalid status.

use std::fmt;

/// The kind of a field error (`field.ErrorType`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FieldErrorKind {
    /// A required field is missing.
    Required,
    /// The field may not be set here.
    Forbidden,
    /// The value is malformed or out of range.
    Invalid,
    /// The value repeats an earlier one.
    Duplicate,
    /// The value is not one of the supported values.
    NotSupported,
    /// The value refers to something that does not exist.
    NotFound,
    /// The value is too long (the value itself is not shown).
    TooLong,
    /// `field.TooMany`.
    TooMany,
}

impl FieldErrorKind {
    /// The upstream type name (`FieldValueRequired`, …).
    pub fn type_name(self) -> &'static str {
        match self {
            FieldErrorKind::Required => "FieldValueRequired",
            FieldErrorKind::Forbidden => "FieldValueForbidden",
            FieldErrorKind::Invalid => "FieldValueInvalid",
            FieldErrorKind::Duplicate => "FieldValueDuplicate",
            FieldErrorKind::NotSupported => "FieldValueNotSupported",
            FieldErrorKind::NotFound => "FieldValueNotFound",
            FieldErrorKind::TooLong => "FieldValueTooLong",
            FieldErrorKind::TooMany => "FieldValueTooMany",
        }
    }

    /// The words kubectl prints (`Required value`, `Unsupported value`, …).
    pub fn words(self) -> &'static str {
        match self {
            FieldErrorKind::Required => "Required value",
            FieldErrorKind::Forbidden => "Forbidden",
            FieldErrorKind::Invalid => "Invalid value",
            FieldErrorKind::Duplicate => "Duplicate value",
            FieldErrorKind::NotSupported => "Unsupported value",
            FieldErrorKind::NotFound => "Not found",
            FieldErrorKind::TooLong => "Too long",
            FieldErrorKind::TooMany => "Too many",
        }
    }
}

/// One validation error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The field path kubectl prints: Pod-relative (`spec.containers[0].name`) from
    /// [`validate_with`](super::validate_with), document-relative from
    /// [`validate_object`](super::validate_object).
    pub field: String,
    /// The kind.
    pub kind: FieldErrorKind,
    /// The offending value as kubectl prints it (`"abc"`, `2`), when shown.
    pub value: Option<String>,
    /// The explanation after the value (may be empty).
    pub detail: String,
    /// The field whose text the error is about when it is not `field` itself: the labels a Job
    /// adds to its template come from its `metadata.name`.
    pub located_at: Option<String>,
}

/// A Go `%q`-style quoted string.
pub(crate) fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() => out.push_str(&format!("\\x{:02x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

impl FieldError {
    fn new(field: impl Into<String>, kind: FieldErrorKind, value: Option<String>, detail: &str) -> FieldError {
        FieldError { field: field.into(), kind, value, detail: detail.to_owned(), located_at: None }
    }

    /// `field.Invalid` with a value already printed the way the API server prints it (a map or
    /// a struct).
    pub(crate) fn invalid_printed(field: impl Into<String>, printed: String, detail: &str) -> FieldError {
        FieldError::new(field, FieldErrorKind::Invalid, Some(printed), detail)
    }

    /// The same error for a field under `prefix` (`spec.template.` for a workload's template).
    pub(crate) fn prefixed(mut self, prefix: &str) -> FieldError {
        self.field.insert_str(0, prefix);
        self.located_at = self.located_at.map(|path| format!("{prefix}{path}"));
        self
    }

    /// The same error, placed in the text at `path` rather than at its field.
    pub(crate) fn located_at(mut self, path: &str) -> FieldError {
        self.located_at = Some(path.to_owned());
        self
    }

    /// The field path to look the error up in the text by.
    pub fn location_path(&self) -> &str {
        self.located_at.as_deref().unwrap_or(&self.field)
    }

    /// `field.Required`.
    pub fn required(field: impl Into<String>, detail: &str) -> FieldError {
        FieldError::new(field, FieldErrorKind::Required, None, detail)
    }

    /// `field.Forbidden`.
    pub fn forbidden(field: impl Into<String>, detail: &str) -> FieldError {
        FieldError::new(field, FieldErrorKind::Forbidden, None, detail)
    }

    /// `field.Invalid` with a string value.
    pub fn invalid(field: impl Into<String>, value: &str, detail: &str) -> FieldError {
        FieldError::new(field, FieldErrorKind::Invalid, Some(quote(value)), detail)
    }

    /// `field.Invalid` with a number.
    pub fn invalid_number(field: impl Into<String>, value: i64, detail: &str) -> FieldError {
        FieldError::new(field, FieldErrorKind::Invalid, Some(value.to_string()), detail)
    }

    /// `field.Duplicate` with a string value.
    pub fn duplicate(field: impl Into<String>, value: &str) -> FieldError {
        FieldError::new(field, FieldErrorKind::Duplicate, Some(quote(value)), "")
    }

    /// `field.NotFound` with a string value.
    pub fn not_found(field: impl Into<String>, value: &str) -> FieldError {
        FieldError::new(field, FieldErrorKind::NotFound, Some(quote(value)), "")
    }

    /// `field.NotSupported`: the detail lists the supported values in the given order.
    pub fn not_supported(field: impl Into<String>, value: &str, supported: &[&str]) -> FieldError {
        let list = supported.iter().map(|value| quote(value)).collect::<Vec<_>>().join(", ");
        FieldError::new(field, FieldErrorKind::NotSupported, Some(quote(value)), &format!("supported values: {list}"))
    }

    /// `field.NotSupported` whose value is a pointer or a named type, which `ErrorBody` prints
    /// with `json.Marshal` rather than `%q` (`<` becomes `\u003c`).
    pub fn not_supported_json(field: impl Into<String>, value: &str, supported: &[&str]) -> FieldError {
        let mut error = FieldError::not_supported(field, value, supported);
        error.value = Some(super::selector::json_quote(value));
        error
    }

    /// `field.TooLong` with a non-negative limit (`may not be more than 20 bytes`; the wording
    /// counts bytes even for lists, as 1.35 prints it). // apimachinery field: TooLong
    pub fn too_long(field: impl Into<String>, max_length: usize) -> FieldError {
        let unit = if max_length == 1 { "byte" } else { "bytes" };
        FieldError::new(field, FieldErrorKind::TooLong, None, &format!("may not be more than {max_length} {unit}"))
    }

    /// `field.TooMany` with both quantities known: `Too many: 21: must have at most 20 items`.
    /// // apimachinery field: TooMany
    pub fn too_many(field: impl Into<String>, actual: usize, max: usize) -> FieldError {
        let unit = if max == 1 { "item" } else { "items" };
        FieldError::new(
            field,
            FieldErrorKind::TooMany,
            Some(actual.to_string()),
            &format!("must have at most {max} {unit}"),
        )
    }

    /// The body after the field path (`Invalid value: "a.b": must not contain dots`).
    /// // apimachinery field: Error.ErrorBody
    pub fn body(&self) -> String {
        let mut body = self.kind.words().to_owned();
        let shows_value = !matches!(self.kind, FieldErrorKind::Required | FieldErrorKind::Forbidden);
        if let (true, Some(value)) = (shows_value, &self.value) {
            body.push_str(": ");
            body.push_str(value);
        }
        if !self.detail.is_empty() {
            body.push_str(": ");
            body.push_str(&self.detail);
        }
        body
    }

    /// The cause line kubectl prints; `path_prefix` is prepended to the field (`spec.template.`
    /// for a Deployment, `""` for a Pod).
    pub fn line(&self, path_prefix: &str) -> String {
        format!("{path_prefix}{}: {}", self.field, self.body())
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.line(""))
    }
}

/// kubectl's message for an Invalid status: `The Pod "x" is invalid: <cause>` for one cause, and
/// a `* <cause>` line per cause for several; a cause repeated word for word is printed once.
/// // kubectl cmd/util: StandardErrorMessage, statusCausesToAggrError, MultilineError
pub fn kubectl_invalid_message(kind: &str, name: &str, lines: &[String]) -> String {
    let head = format!("The {kind} {} is invalid: ", quote(name));
    let mut unique: Vec<&String> = Vec::with_capacity(lines.len());
    for line in lines {
        if !unique.contains(&line) {
            unique.push(line);
        }
    }
    match unique.as_slice() {
        [] => head.trim_end().trim_end_matches(':').to_owned(),
        [only] => format!("{head}{only}"),
        many => {
            let mut out = head;
            for line in many {
                out.push_str("\n* ");
                out.push_str(line);
            }
            out
        }
    }
}
