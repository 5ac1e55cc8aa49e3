//! Name and number rules of apimachinery `util/validation`, returning upstream's messages.

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
