//! The escapes of double-quoted scalars where go-yaml v2 and the parser podsim uses disagree:
//! `\'` is an apostrophe to go-yaml and unknown to the parser, `\/` a slash to the parser and
//! unknown to go-yaml. A `\'` the parser refuses is read as `\a` (the same length, so every
//! column stays), and the bell it gives back is put right again in the scalar's value.
// goyaml.v2 scannerc.go: yaml_parser_scan_flow_scalar ("Check the escape character")

use std::collections::BTreeSet;

use super::flow::{Lines, Shifts, location};
use crate::diagnostic::Location;

/// One character of a double-quoted scalar that gives a bell in its value: a `\a`, `\x07`,
/// `\u0007` or `\U00000007` escape, or a bell written as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Bell {
    /// Where it starts (1-based line, 0-based column in characters).
    line: usize,
    column: usize,
    /// It is a `\a` escape.
    escape_a: bool,
}

/// An escape of a double-quoted scalar: the character after the backslash and where the
/// backslash is (1-based line, 0-based column in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Escape {
    pub line: usize,
    pub column: usize,
    pub character: char,
}

/// The escapes of the double-quoted scalar whose opening quote is at `line`/`column` of
/// `lines`, in order, up to its closing quote, and the bells its value will hold.
fn walk(lines: &Lines<'_>, line: usize, column: usize) -> (Vec<Escape>, Vec<Bell>) {
    let (mut escapes, mut bells) = (Vec::new(), Vec::new());
    let Some(rest) = lines.rest_from(line, column) else { return (escapes, bells) };
    let mut chars = rest.chars();
    if chars.next() != Some('"') {
        return (escapes, bells);
    }
    let (mut at_line, mut at_column) = (line, column + 1);
    while let Some(character) = chars.next() {
        match character {
            '"' => break,
            '\n' => {
                at_line += 1;
                at_column = 0;
            }
            '\\' => {
                let Some(escaped) = chars.next() else { break };
                escapes.push(Escape { line: at_line, column: at_column, character: escaped });
                let hex = match escaped {
                    'x' => 2,
                    'u' => 4,
                    'U' => 8,
                    _ => 0,
                };
                let digits: String = chars.clone().take(hex).collect();
                let bell = escaped == 'a' || (hex > 0 && u32::from_str_radix(&digits, 16).ok() == Some(7));
                if bell {
                    bells.push(Bell { line: at_line, column: at_column, escape_a: escaped == 'a' });
                }
                if escaped == '\n' {
                    at_line += 1;
                    at_column = 0;
                } else {
                    at_column += 2;
                }
            }
            '\u{7}' => {
                bells.push(Bell { line: at_line, column: at_column, escape_a: false });
                at_column += 1;
            }
            _ => at_column += 1,
        }
    }
    (escapes, bells)
}

/// The first escape of the double-quoted scalar opened at `line`/`column` that go-yaml refuses
/// (`\/`), if any.
pub fn refused_by_go_yaml(lines: &Lines<'_>, line: usize, column: usize) -> Option<Escape> {
    walk(lines, line, column).0.into_iter().find(|escape| escape.character == '/')
}

/// The first escape of the double-quoted scalar opened at `line`/`column` that the parser
/// refuses: what go-yaml does not know either, or a `\'` (which go-yaml reads as an apostrophe).
pub fn refused_by_parser(lines: &Lines<'_>, line: usize, column: usize) -> Option<Escape> {
    const KNOWN: &str = "0abt\tnvfre \"/\\N_LPxuU\n\r";
    walk(lines, line, column).0.into_iter().find(|escape| !KNOWN.contains(escape.character))
}

/// `text` with every `\'` of the double-quoted scalar opened at `line`/`column` written `\a`,
/// each one's place (in the user's text, through `shifts`) added to `apostrophes`; `None` when
/// the scalar has none.
pub fn read_apostrophes_as_bells(
    text: &str,
    line: usize,
    column: usize,
    shifts: &Shifts,
    apostrophes: &mut BTreeSet<Location>,
) -> Option<String> {
    let lines = Lines::new(text);
    let quotes: Vec<Escape> = walk(&lines, line, column).0.into_iter().filter(|e| e.character == '\'').collect();
    if quotes.is_empty() {
        return None;
    }
    let mut out = text.to_owned();
    // From the last, so that the earlier offsets stay where they are.
    for escape in quotes.iter().rev() {
        let offset = lines.offset(escape.line, escape.column + 1)?;
        out.replace_range(offset..offset + 1, "a");
        apostrophes.insert(shifts.restore(location(escape.line, escape.column)));
    }
    Some(out)
}

/// The value of the double-quoted scalar opened at `line`/`column` with its bells that stand
/// for an apostrophe (a `\a` at a place in `apostrophes`) made apostrophes again.
pub fn restore_apostrophes(
    value: &str,
    lines: &Lines<'_>,
    line: usize,
    column: usize,
    shifts: &Shifts,
    apostrophes: &BTreeSet<Location>,
) -> Option<String> {
    let bells = walk(lines, line, column).1;
    let marks: Vec<bool> = bells
        .iter()
        .map(|bell| bell.escape_a && apostrophes.contains(&shifts.restore(location(bell.line, bell.column))))
        .collect();
    if !marks.contains(&true) {
        return None;
    }
    let mut marks = marks.into_iter();
    Some(value.chars().map(|c| if c == '\u{7}' && marks.next() == Some(true) { '\'' } else { c }).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_escapes_of_a_scalar_are_found_in_order_to_its_closing_quote() {
        let text = "a: \"x\\'y\\\\/z\\/\"\nb: \"\\/\"\n";
        let lines = Lines::new(text);
        let found: Vec<char> = walk(&lines, 1, 3).0.iter().map(|e| e.character).collect();
        assert_eq!(found, ['\'', '\\', '/']);
        assert_eq!(refused_by_go_yaml(&lines, 1, 3), Some(Escape { line: 1, column: 12, character: '/' }));
        assert_eq!(refused_by_parser(&lines, 1, 3), Some(Escape { line: 1, column: 5, character: '\'' }));
        assert_eq!(refused_by_go_yaml(&lines, 2, 3).map(|e| (e.line, e.column)), Some((2, 4)));
    }

    #[test]
    fn an_apostrophe_read_as_a_bell_comes_back_and_a_real_bell_stays() {
        let text = "a: \"it\\'s \\a\\x07\"\n";
        let mut apostrophes = BTreeSet::new();
        let shifts = Shifts::default();
        let read = read_apostrophes_as_bells(text, 1, 3, &shifts, &mut apostrophes);
        assert_eq!(read.as_deref(), Some("a: \"it\\as \\a\\x07\"\n"));
        let lines = Lines::new(read.as_deref().unwrap_or_default());
        let value = "it\u{7}s \u{7}\u{7}";
        let restored = restore_apostrophes(value, &lines, 1, 3, &shifts, &apostrophes);
        assert_eq!(restored.as_deref(), Some("it's \u{7}\u{7}"));
        assert_eq!(read_apostrophes_as_bells("a: \"none\"\n", 1, 3, &shifts, &mut apostrophes), None);
    }
}
