//! Name and number rules of apimachinery `util/validation` (and `api/validate/content` from
//! 1.35), returning upstream's messages.

use crate::version::KubeVersion;

const LABEL_MESSAGE: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN_MESSAGE: &str = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

/// `[a-z0-9]([-a-z0-9]*[a-z0-9])?`
fn is_label(text: &str) -> bool {
    let bytes = text.as_bytes();
    let edge = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    edge(bytes.first())
        && edge(bytes.last())
        && bytes.iter().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-')
}

fn is_subdomain(text: &str) -> bool {
    text.split('.').all(is_label)
}

fn max_len(limit: usize) -> String {
    format!("must be no more than {limit} characters")
}

/// validation: IsDNS1123Label.
pub(crate) fn dns1123_label(text: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if text.len() > 63 {
        errors.push(max_len(63));
    }
    if !is_label(text) {
        errors.push(if is_subdomain(text) { "must not contain dots".to_owned() } else { LABEL_MESSAGE.to_owned() });
    }
    errors
}

/// validation: IsDNS1123Subdomain.
pub(crate) fn dns1123_subdomain(text: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if text.len() > 253 {
        errors.push(max_len(253));
    }
    if !is_subdomain(text) {
        errors.push(SUBDOMAIN_MESSAGE.to_owned());
    }
    errors
}

/// validation: IsValidPortName.
pub(crate) fn port_name(text: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if text.len() > 15 {
        errors.push(max_len(15));
    }
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-') {
        errors.push("must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)".to_owned());
    }
    if !text.bytes().any(|b| b.is_ascii_lowercase()) {
        errors.push("must contain at least one letter (a-z)".to_owned());
    }
    if text.contains("--") {
        errors.push("must not contain consecutive hyphens".to_owned());
    }
    if text.starts_with('-') || text.ends_with('-') {
        errors.push("must not begin or end with a hyphen".to_owned());
    }
    errors
}

/// validation: IsValidPortNum.
pub(crate) fn port_number(port: i64) -> Vec<String> {
    if (1..=65535).contains(&port) { Vec::new() } else { vec!["must be between 1 and 65535, inclusive".to_owned()] }
}

/// validation: IsRelaxedEnvVarName (RelaxedEnvironmentVariableValidation, on in 1.33+).
pub(crate) fn env_var_name(text: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if text.is_empty() {
        errors.push("environment variable name must be non-empty".to_owned());
    }
    if text.chars().any(|c| !(' '..='~').contains(&c) || c == '=') {
        errors.push(
            "a valid environment variable name must consist only of printable ASCII characters other than '='"
                .to_owned(),
        );
    }
    errors
}

/// validation: RegexError — `msg (e.g. 'a',  or 'b', regex used for validation is 'fmt')`.
fn regex_error(message: &str, format: &str, examples: &[&str]) -> String {
    let mut text = format!("{message} (");
    if !examples.is_empty() {
        text.push_str("e.g. ");
        for (index, example) in examples.iter().enumerate() {
            if index > 0 {
                text.push_str(" or ");
            }
            text.push_str(&format!("'{example}', "));
        }
    }
    text.push_str(&format!("regex used for validation is '{format}')"));
    text
}

const LABEL_KEY_FORMAT: &str = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const LABEL_KEY_MESSAGE: &str =
    "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";

/// `([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]`
fn is_label_key_name(text: &str) -> bool {
    let bytes = text.as_bytes();
    let edge = |b: Option<&u8>| b.is_some_and(u8::is_ascii_alphanumeric);
    edge(bytes.first()) && edge(bytes.last()) && bytes.iter().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(b))
}

/// validation: IsQualifiedName (content.IsLabelKey in 1.35), every message. A key with more
/// than one `/` is described as "a qualified name" up to 1.34 and "a valid label key" in 1.35.
pub(crate) fn qualified_name_messages(text: &str, version: KubeVersion) -> Vec<String> {
    let mut errors = Vec::new();
    let parts: Vec<&str> = text.split('/').collect();
    let name = match parts.as_slice() {
        [name] => *name,
        [prefix, name] => {
            if prefix.is_empty() {
                errors.push("prefix part must be non-empty".to_owned());
            } else {
                errors.extend(dns1123_subdomain(prefix).into_iter().map(|message| format!("prefix part {message}")));
            }
            *name
        }
        _ => {
            let noun = if version >= KubeVersion::V1_35 { "a valid label key" } else { "a qualified name" };
            let pattern = regex_error(LABEL_KEY_MESSAGE, LABEL_KEY_FORMAT, &["MyName", "my.name", "123-abc"]);
            return vec![format!(
                "{noun} {pattern} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
            )];
        }
    };
    if name.is_empty() {
        errors.push("name part must be non-empty".to_owned());
    } else if name.len() > 63 {
        errors.push(format!("name part {}", max_len(63)));
    }
    if !is_label_key_name(name) {
        errors.push(format!(
            "name part {}",
            regex_error(LABEL_KEY_MESSAGE, LABEL_KEY_FORMAT, &["MyName", "my.name", "123-abc"])
        ));
    }
    errors
}

/// validation: IsValidLabelValue.
pub(crate) fn label_value(text: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if text.len() > 63 {
        errors.push(max_len(63));
    }
    if !text.is_empty() && !is_label_key_name(text) {
        errors.push(regex_error(
            "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
            "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?",
            &["MyValue", "my_value", "12345"],
        ));
    }
    errors
}

/// validation: hasChDirPrefix.
fn chdir_prefix(text: &str) -> Option<String> {
    match text {
        "." => Some("must not be '.'".to_owned()),
        ".." => Some("must not be '..'".to_owned()),
        _ if text.starts_with("..") => Some("must not start with '..'".to_owned()),
        _ => None,
    }
}

/// validation: IsConfigMapKey.
pub(crate) fn config_map_key(text: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if text.len() > 253 {
        errors.push(max_len(253));
    }
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._".contains(&b)) {
        errors.push(regex_error(
            "a valid config key must consist of alphanumeric characters, '-', '_' or '.'",
            "[-._a-zA-Z0-9]+",
            &["key.name", "KEY_NAME", "key-name"],
        ));
    }
    errors.extend(chdir_prefix(text));
    errors
}

/// validation: IsHTTPHeaderName.
pub(crate) fn http_header_name(text: &str) -> Vec<String> {
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') {
        return Vec::new();
    }
    vec![regex_error(
        "a valid HTTP header must consist of alphanumeric characters or '-'",
        "[-A-Za-z0-9]+",
        &["X-Header-Name"],
    )]
}

/// validation: IsValidUserID and IsValidGroupID (0 to MaxInt32).
pub(crate) fn user_or_group_id(id: i64) -> Vec<String> {
    if (0..=i64::from(i32::MAX)).contains(&id) {
        Vec::new()
    } else {
        vec!["must be between 0 and 2147483647, inclusive".to_owned()]
    }
}

/// `_?[a-z0-9]([-_a-z0-9]*[a-z0-9])?`
fn is_label_with_underscore(text: &str) -> bool {
    let text = text.strip_prefix('_').unwrap_or(text);
    let bytes = text.as_bytes();
    let edge = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    edge(bytes.first())
        && edge(bytes.last())
        && bytes.iter().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-' || *b == b'_')
}

/// validation: IsDNS1123SubdomainWithUnderscore. Up to apimachinery 0.33 its message quotes the
/// plain subdomain regex; 0.34 fixed it to quote the regex it checks.
pub(crate) fn dns1123_subdomain_with_underscore(text: &str, version: KubeVersion) -> Vec<String> {
    let mut errors = Vec::new();
    if text.len() > 253 {
        errors.push(max_len(253));
    }
    if !text.split('.').all(is_label_with_underscore) {
        let format = if version >= KubeVersion::V1_34 {
            "_?[a-z0-9]([-_a-z0-9]*[a-z0-9])?(\\._?[a-z0-9]([-_a-z0-9]*[a-z0-9])?)*"
        } else {
            "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*"
        };
        errors.push(regex_error(
            "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '_', '-' or '.', and must start and end with an alphanumeric character",
            format,
            &["example.com"],
        ));
    }
    errors
}

/// validation: IsQualifiedName, reduced to the rules a resource name meets in practice.
pub(crate) fn qualified_name(text: &str) -> bool {
    let (prefix, name) = match text.rsplit_once('/') {
        Some((prefix, name)) => (Some(prefix), name),
        None => (None, text),
    };
    let name_ok = !name.is_empty()
        && name.len() <= 63
        && name.bytes().next().is_some_and(|b| b.is_ascii_alphanumeric())
        && name.bytes().last().is_some_and(|b| b.is_ascii_alphanumeric())
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b));
    name_ok && prefix.is_none_or(|prefix| !prefix.is_empty() && dns1123_subdomain(prefix).is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn label_messages_match_upstream() {
        assert_eq!(dns1123_label("a.b.c"), vec!["must not contain dots".to_owned()]);
        assert!(dns1123_label("App").first().is_some_and(|m| m.contains("'my-name',  or '123-abc'")));
        assert_eq!(dns1123_label(&"a".repeat(64)), vec![max_len(63)]);
        assert!(dns1123_label("web-1").is_empty());
    }

    #[test]
    fn port_names_report_every_failed_rule() {
        assert_eq!(port_name("HTTP").len(), 2);
        assert_eq!(port_name("-a--").len(), 2);
        assert!(port_name("http").is_empty());
        assert_eq!(port_number(0), vec!["must be between 1 and 65535, inclusive".to_owned()]);
    }

    #[test]
    fn relaxed_env_names_allow_punctuation() {
        assert!(env_var_name("ev!1").is_empty());
        assert_eq!(env_var_name("A=B").len(), 1);
    }
}
