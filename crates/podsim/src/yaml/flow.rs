//! Indentation inside flow collections and quoted scalars: go-yaml v2 does not look at it, the
//! parser podsim uses does. A region it refuses is re-indented (whitespace at the start of a line
//! inside a flow or quoted scalar never changes its value) and read again, with a table that
//! moves every column back to where it is in the user's text.

use std::collections::BTreeMap;

use crate::diagnostic::Location;

/// The user's text split into lines, to find a character by line and column.
pub struct Lines<'t> {
    text: &'t str,
    /// Byte offset where each line starts (line 1 at index 0).
    starts: Vec<usize>,
}

impl<'t> Lines<'t> {
    /// Indexes the line starts of `text`.
    pub fn new(text: &'t str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(at, _)| at + 1));
        Lines { text, starts }
    }

    /// The byte offset of the character at 1-based `line` and 0-based `column` (in characters).
    pub fn offset(&self, line: usize, column: usize) -> Option<usize> {
        let start = *self.starts.get(line.checked_sub(1)?)?;
        let rest = self.text.get(start..)?;
        rest.char_indices().nth(column).map(|(at, _)| start + at)
    }

    /// The text from the character at 1-based `line` and 0-based `column` to the end.
    pub fn rest_from(&self, line: usize, column: usize) -> Option<&'t str> {
        self.text.get(self.offset(line, column)?..)
    }

    /// The character at 1-based `line` and 0-based `column`.
    pub fn char_at(&self, line: usize, column: usize) -> Option<char> {
        self.text.get(self.offset(line, column)?..)?.chars().next()
    }
}

/// A 1-based line and 0-based column (the parser's) as a location (1-based column).
pub fn location(line: usize, column: usize) -> Location {
    Location {
        line: u32::try_from(line).unwrap_or(u32::MAX),
        column: u32::try_from(column.saturating_add(1)).unwrap_or(u32::MAX),
    }
}

/// Columns added to the start of lines, to be taken back from every location on them.
#[derive(Debug, Clone, Default)]
pub struct Shifts {
    /// 1-based line → characters added at its start.
    added: BTreeMap<u32, u32>,
}

impl Shifts {
    /// `location` in the user's text: what was added to its line is taken back.
    pub fn restore(&self, location: Location) -> Location {
        match self.added.get(&location.line) {
            Some(added) => Location { column: location.column.saturating_sub(*added).max(1), ..location },
            None => location,
        }
    }
}

/// A copy of `text` in which every line of the flow collection or quoted scalar opened at 1-based
/// `open_line` and 0-based `open_column` starts to the right of its opening character, so that no
/// indentation rule can refuse it; `None` when nothing would change. Lines that go-yaml reads as
/// a document marker (`---`, `...` at the start of a line) are left alone.
// goyaml.v2 scannerc.go: yaml_parser_unroll_indent does nothing while flow_level > 0, and
// yaml_parser_scan_flow_scalar checks no indentation.
pub fn reindent_region(text: &str, open_line: usize, open_column: usize, shifts: &mut Shifts) -> Option<String> {
    let lines = Lines::new(text);
    let start = lines.offset(open_line, open_column)?;
    let last_line = region_last_line(text.get(start..)?, open_line)?;
    let target = open_column.saturating_add(1);
    let mut out = String::with_capacity(text.len());
    let mut changed = false;
    for (index, line) in text.split_inclusive('\n').enumerate() {
        let number = index + 1;
        let content = line.trim_start_matches([' ', '\t']);
        let indent = line.chars().count() - content.chars().count();
        let blank = content.trim().is_empty();
        let marker = indent == 0 && (content.starts_with("---") || content.starts_with("..."));
        if number > open_line && number <= last_line && !blank && !marker && indent < target {
            let added = target - indent;
            out.extend(std::iter::repeat_n(' ', added));
            let line_key = u32::try_from(number).unwrap_or(u32::MAX);
            let previous = shifts.added.get(&line_key).copied().unwrap_or(0);
            shifts.added.insert(line_key, previous.saturating_add(u32::try_from(added).unwrap_or(u32::MAX)));
            changed = true;
        }
        out.push_str(line);
    }
    changed.then_some(out)
}

/// The 1-based line on which the flow collection or quoted scalar that `region` starts with
/// ends (the last line of the text if it never ends). `region` starts at its opening character,
/// which is on line `first_line`.
fn region_last_line(region: &str, first_line: usize) -> Option<usize> {
    let mut chars = region.chars().peekable();
    let opening = *chars.peek()?;
    let mut line = first_line;
    let mut depth = 0usize;
    // Inside a quoted scalar: its quote character.
    let mut quote: Option<char> = None;
    // The last character outside whitespace, to tell a quote that opens a scalar from one inside
    // a plain scalar (`[don't]`), and a comment from a `#` inside a scalar.
    let mut previous = ' ';
    let mut previous_is_space = true;
    while let Some(character) = chars.next() {
        if character == '\n' {
            line += 1;
        }
        match quote {
            Some('"') => match character {
                // An escaped character, possibly an escaped line break.
                '\\' => line += usize::from(chars.next() == Some('\n')),
                '"' => quote = None,
                _ => {}
            },
            Some(_) => {
                // `''` is an escaped quote inside a single-quoted scalar.
                if character == '\'' {
                    if chars.peek() == Some(&'\'') {
                        chars.next();
                    } else {
                        quote = None;
                    }
                }
            }
            None => match character {
                '"' | '\'' if matches!(previous, ' ' | '[' | '{' | ',' | ':' | '?') || opening == character => {
                    quote = Some(character);
                }
                '[' | '{' => depth += 1,
                ']' | '}' => depth = depth.saturating_sub(1),
                '#' if previous_is_space => {
                    for skipped in chars.by_ref() {
                        if skipped == '\n' {
                            line += 1;
                            break;
                        }
                    }
                    previous = ' ';
                    previous_is_space = true;
                    continue;
                }
                _ => {}
            },
        }
        if quote.is_none() && depth == 0 {
            return Some(line);
        }
        previous_is_space = character.is_whitespace();
        if !previous_is_space {
            previous = character;
        } else if character == '\n' {
            previous = ' ';
        }
    }
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn region_lines(text: &str) -> Option<usize> {
        region_last_line(text, 1)
    }

    #[test]
    fn a_region_ends_at_its_matching_close_outside_quotes_and_comments() {
        assert_eq!(region_lines("[\n a,\n b\n]\nnext: 1\n"), Some(4));
        assert_eq!(region_lines("[\n \"]\",\n 'it''s ]' # ]\n]\n"), Some(4));
        assert_eq!(region_lines("{a: [1,\n 2], b: \"x\n y\"}\nc: 1\n"), Some(3));
        assert_eq!(region_lines("[don't, stop]\n"), Some(1), "a quote inside a plain scalar opens nothing");
        assert_eq!(region_lines("\"one\n two\"\n"), Some(2));
        assert_eq!(region_lines("[\n a\n"), Some(3), "never closed: to the end");
    }

    #[test]
    fn only_lines_left_of_the_opening_move_and_their_columns_come_back() {
        let text = "a:\n  b: [\n  x,\n      y,\n  ]\nc: 1\n";
        let mut shifts = Shifts::default();
        let moved = reindent_region(text, 2, 5, &mut shifts);
        assert_eq!(moved.as_deref(), Some("a:\n  b: [\n      x,\n      y,\n      ]\nc: 1\n"));
        assert_eq!(shifts.restore(Location { line: 3, column: 7 }), Location { line: 3, column: 3 });
        assert_eq!(shifts.restore(Location { line: 4, column: 7 }), Location { line: 4, column: 7 });
        let unchanged = "a: [\n    x]\n";
        assert_eq!(reindent_region(unchanged, 1, 3, &mut Shifts::default()), None);
    }
}
