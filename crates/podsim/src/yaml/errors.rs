//! YAML syntax errors in the words and line numbers kubectl prints: `sigs.k8s.io/yaml` decodes
//! with a fork of go-yaml v2, whose messages differ from the parser podsim uses.

use crate::diagnostic::Location;

/// A syntax error as kubectl reports it, and where it really is.
pub struct KubectlYamlError {
    /// `error converting YAML to JSON: yaml: line N: PROBLEM`.
    pub message: String,
    /// The offending character, for the editor (kubectl's line can be the one before it).
    pub location: Location,
}

/// Problems go-yaml's parser (not its scanner) reports. Its `fail` prints the 0-based line of
/// the problem for them, so kubectl names the line before the offending token.
// goyaml.v2 decode.go: (*parser).fail ("Scanner errors don't iterate line before returning error")
const PARSER_PROBLEMS: [&str; 6] = [
    "did not find expected key",
    "did not find expected node content",
    "did not find expected '-' indicator",
    "did not find expected ',' or ']'",
    "did not find expected ',' or '}'",
    "did not find expected <document start>",
];

/// Translates the parser's `info` at `line`/`column` (1-based line, 0-based column) of `text`.
pub fn kubectl_yaml_error(text: &str, info: &str, line: usize, column: usize) -> KubectlYamlError {
    // go-yaml prints the problem without its context ("while parsing a block mapping, ").
    let problem = match info.split_once(", ") {
        Some((context, problem)) if context.starts_with("while ") => problem,
        _ => info,
    };
    let mut printed_colon_line = line;
    let (problem, line, column) = match problem {
        // goyaml.v2 scannerc.go: yaml_parser_scan_plain_scalar
        "found a tab" => {
            let (tab_line, tab_column) = first_tab_after(text, line).unwrap_or((line, column));
            ("found a tab character that violate indentation".to_owned(), tab_line, tab_column)
        }
        // goyaml.v2 decode.go: (*parser).alias prints no line
        "found unknown anchor" => {
            let name = alias_at(text, line, column);
            let location = Location {
                line: u32::try_from(line).unwrap_or(u32::MAX),
                column: u32::try_from(column.saturating_add(1)).unwrap_or(u32::MAX),
            };
            let message = format!("error converting YAML to JSON: yaml: unknown anchor '{name}' referenced");
            return KubectlYamlError { message, location };
        }
        // goyaml.v2 scannerc.go: yaml_parser_fetch_next_token
        unexpected if unexpected.starts_with("unexpected character: ") => {
            ("found character that cannot start any token".to_owned(), line, column)
        }
        // goyaml.v2 scannerc.go: yaml_parser_scan_to_next_token leaves a tab that starts a block
        // line, and no token can start with it.
        tab if tab.starts_with("tabs disallowed") => {
            let (tab_line, tab_column) = first_tab_after(text, line).unwrap_or((line, column));
            ("found character that cannot start any token".to_owned(), tab_line, tab_column)
        }
        // goyaml.v2 scannerc.go: yaml_parser_stale_simple_keys; the key missing its `:` is on a
        // line before the one go-yaml names, so the editor marks the end of that key.
        "simple key expect ':'" => {
            let (key_line, key_end) = line_missing_colon(text, line).unwrap_or((line, column));
            ("could not find expected ':'".to_owned(), key_line, key_end)
        }
        // A bare key followed by a comment: go-yaml drops the key as stale at the next token.
        "comment intercepting the multiline text" if bare_key_line(text, line).is_some() => {
            let (key_line, key_end) = bare_key_line(text, line).unwrap_or((line, column));
            printed_colon_line = next_content_line(text, key_line).unwrap_or(key_line + 1);
            ("could not find expected ':'".to_owned(), key_line, key_end)
        }
        // saphyr leaves out go-yaml's "did not find" in a flow sequence.
        "expected ',' or ']'" => ("did not find expected ',' or ']'".to_owned(), line, column),
        other => (other.to_owned(), line, column),
    };
    let printed_line = match problem.as_str() {
        parser_problem if PARSER_PROBLEMS.contains(&parser_problem) => line.saturating_sub(1),
        // goyaml.v2 scannerc.go: yaml_parser_scan_flow_scalar marks the end of the stream, where
        // saphyr marks the opening quote (which the editor keeps).
        "found unexpected end of stream" => text.matches('\n').count() + 1,
        "could not find expected ':'" => printed_colon_line,
        _ => line,
    };
    // A misplaced `- item`: go-yaml's problem is the `-` token, where the parser points past it.
    let column = match text.lines().nth(line.saturating_sub(1)).and_then(|content| content.get(..column)) {
        Some(before) if problem == "did not find expected key" && before.trim() == "-" => {
            before.find('-').unwrap_or(column)
        }
        _ => column,
    };
    let location = Location {
        line: u32::try_from(line).unwrap_or(u32::MAX),
        column: u32::try_from(column.saturating_add(1)).unwrap_or(u32::MAX),
    };
    // go-yaml leaves out `line 0: ` (a problem on the first line, for its parser).
    let message = if printed_line == 0 {
        format!("error converting YAML to JSON: yaml: {problem}")
    } else {
        format!("error converting YAML to JSON: yaml: line {printed_line}: {problem}")
    };
    KubectlYamlError { message, location }
}

/// The name of the alias (`*name`) at `line`/`column`.
fn alias_at(text: &str, line: usize, column: usize) -> &str {
    let rest = text.lines().nth(line.saturating_sub(1)).and_then(|content| content.get(column..)).unwrap_or("");
    let name = rest.strip_prefix('*').unwrap_or(rest);
    name.split(|c: char| c.is_whitespace() || matches!(c, ',' | '[' | ']' | '{' | '}')).next().unwrap_or("")
}

/// The last line with content before `line` (1-based) and the column just past its content: where
/// a key that runs on without its `:` ends.
fn line_missing_colon(text: &str, line: usize) -> Option<(usize, usize)> {
    let before = text.lines().take(line.saturating_sub(1)).enumerate();
    before.filter_map(|(index, content)| Some((index + 1, content_end(content)?))).last()
}

/// Line `line` (1-based) and its content's end, when it holds a lone key with no `:`.
fn bare_key_line(text: &str, line: usize) -> Option<(usize, usize)> {
    let content = text.lines().nth(line.checked_sub(1)?)?;
    let end = content_end(content)?;
    (!content.get(..end)?.contains(':')).then_some((line, end))
}

/// The first line (1-based) after `line` with content, where go-yaml's next token is.
fn next_content_line(text: &str, line: usize) -> Option<usize> {
    text.lines().enumerate().skip(line).find(|(_, content)| content_end(content).is_some()).map(|(index, _)| index + 1)
}

/// The column just past a line's content, before any comment; `None` for a blank or comment line.
fn content_end(content: &str) -> Option<usize> {
    let code = match content.find(" #") {
        Some(at) => content.get(..at).unwrap_or(content),
        None => content,
    };
    let end = code.trim_end().len();
    (end > 0 && !code.trim_start().starts_with('#')).then_some(end)
}

/// The first tab at the start of a line (in its indentation) from line `from` on.
fn first_tab_after(text: &str, from: usize) -> Option<(usize, usize)> {
    text.lines().enumerate().skip(from.saturating_sub(1)).find_map(|(index, content)| {
        let indent_end = content.find(|c: char| c != ' ' && c != '\t').unwrap_or(content.len());
        content.get(..indent_end)?.find('\t').map(|column| (index + 1, column))
    })
}

#[cfg(test)]
mod tests {
    use crate::yaml::Limits;

    fn located_error_of(text: &str) -> (String, u32, u32) {
        let (_, diagnostics) = crate::yaml::load_documents(text, Limits::default());
        let error = diagnostics
            .first()
            .map(|d| (d.message.to_string(), d.location.map_or(0, |l| l.line), d.location.map_or(0, |l| l.column)));
        error.unwrap_or_default()
    }

    fn error_of(text: &str) -> (String, u32) {
        let (message, line, _) = located_error_of(text);
        (message, line)
    }

    #[test]
    fn syntax_errors_read_as_kubectl_prints_them() {
        let yaml = "error converting YAML to JSON: yaml: ";
        for (text, message, marked_line) in [
            ("a: 1\n b: 2\n", "line 2: mapping values are not allowed in this context", 2),
            ("a:\n  - x\n - y\n", "line 2: did not find expected key", 3),
            ("key: value\n- item\n", "line 1: did not find expected key", 2),
            ("a: 1\n\tb: 2\n", "line 2: found a tab character that violate indentation", 2),
            ("a:\n  - name: x\n\timage: y\n", "line 3: found a tab character that violate indentation", 3),
            ("a: @x\n", "line 1: found character that cannot start any token", 1),
            ("kind: Pod\nspec:\n\tcontainers: []\n", "line 3: found character that cannot start any token", 3),
            ("kind: Pod\nspec: *nowhere\n", "unknown anchor 'nowhere' referenced", 2),
            ("a: 1\nb\nc: 2\n", "line 3: could not find expected ':'", 2),
            ("kind: Pod\nspec\n\n  containers: []\n", "line 4: could not find expected ':'", 2),
            // Unclosed flow sequences and quoted scalars, whatever their indentation.
            ("a:\n  b: [x,\n  y\n", "line 3: did not find expected ',' or ']'", 4),
            ("a: {x: 1,\n y: 2\n", "line 2: did not find expected ',' or '}'", 3),
            ("a:\n  b: \"x\n  y\n", "line 4: found unexpected end of stream", 2),
        ] {
            assert_eq!(error_of(text), (format!("{yaml}{message}"), marked_line), "{text:?}");
        }
        // The editor marks the `-` of a misplaced item, as go-yaml's problem mark is.
        let (_, line, column) = located_error_of("a:\n  b:\n    - x: 1\n   - y: 2\n");
        assert_eq!((line, column), (4, 4));
        // A key without its `:` is marked where the colon is missing.
        let (_, line, column) = located_error_of("kind: Pod\nspec # the spec\n  containers: []\n");
        assert_eq!((line, column), (2, 5));
        let (message, _, _) = located_error_of("kind: Pod\nspec # the spec\n\n  containers: []\n");
        assert_eq!(message, format!("{yaml}line 4: could not find expected ':'"));
    }
}
