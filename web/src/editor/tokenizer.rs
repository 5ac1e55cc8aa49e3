//! A small line-based YAML tokenizer for the editor's highlighted overlay.
//!
//! It only colours text: every byte of the line belongs to exactly one token, so the overlay
//! lines up with the textarea character for character, whatever the user types. A plain
//! scalar is coloured by what the core's resolver makes of it, as the API server's decoder does.

use podsim::ScalarKind as Resolved;

/// What a piece of a line is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// Spaces and tabs.
    Space,
    /// `# …` to the end of the line.
    Comment,
    /// A mapping key (before `:`).
    Key,
    /// `:`, `-`, `[`, `]`, `{`, `}`, `,`, `|`, `>`.
    Punctuation,
    /// A quoted string.
    String,
    /// A number.
    Number,
    /// `true`, `false`, `null`, `~`.
    Literal,
    /// `&anchor`, `*alias`, `!tag`.
    Anchor,
    /// `---` or `...`.
    Document,
    /// Any other plain scalar.
    Plain,
}

impl TokenKind {
    /// The CSS class of the token (`tok-key`, …); spaces and plain text get none.
    pub fn class(self) -> Option<&'static str> {
        match self {
            TokenKind::Space | TokenKind::Plain => None,
            TokenKind::Comment => Some("tok-comment"),
            TokenKind::Key => Some("tok-key"),
            TokenKind::Punctuation => Some("tok-punct"),
            TokenKind::String => Some("tok-string"),
            TokenKind::Number => Some("tok-number"),
            TokenKind::Literal => Some("tok-literal"),
            TokenKind::Anchor => Some("tok-anchor"),
            TokenKind::Document => Some("tok-doc"),
        }
    }
}

/// Splits one line into tokens that cover it exactly.
pub fn tokenize_line(line: &str) -> Vec<(TokenKind, &str)> {
    let mut tokens = Vec::new();
    let trimmed = line.trim_end();
    if trimmed == "---" || trimmed == "..." || trimmed.starts_with("--- ") {
        tokens.push((TokenKind::Document, line));
        return tokens;
    }
    let mut rest = line;
    while !rest.is_empty() {
        let (kind, len) = next_token(rest, tokens.last().map(|t: &(TokenKind, &str)| t.0));
        let len = len.clamp(1, rest.len());
        // Never split inside a character: extend to the next boundary.
        let len = (len..=rest.len()).find(|&i| rest.is_char_boundary(i)).unwrap_or(rest.len());
        let (token, tail) = rest.split_at(len);
        tokens.push((kind, token));
        rest = tail;
    }
    tokens
}

fn next_token(rest: &str, previous: Option<TokenKind>) -> (TokenKind, usize) {
    let bytes = rest.as_bytes();
    let first = bytes.first().copied().unwrap_or(b' ');
    let at_value_start = matches!(previous, None | Some(TokenKind::Space) | Some(TokenKind::Punctuation));
    match first {
        b' ' | b'\t' => (TokenKind::Space, bytes.iter().take_while(|b| matches!(b, b' ' | b'\t')).count()),
        b'#' if at_value_start => (TokenKind::Comment, rest.len()),
        b'-' if bytes.get(1).is_none_or(|b| *b == b' ') => (TokenKind::Punctuation, 1),
        b'[' | b']' | b'{' | b'}' | b',' => (TokenKind::Punctuation, 1),
        b'|' | b'>' if at_value_start => (TokenKind::Punctuation, 1),
        b':' if bytes.get(1).is_none_or(|b| *b == b' ') => (TokenKind::Punctuation, 1),
        b'"' | b'\'' => {
            let end = quoted_end(bytes, first);
            let kind =
                if followed_by_colon(rest.get(end..).unwrap_or("")) { TokenKind::Key } else { TokenKind::String };
            (kind, end)
        }
        b'&' | b'*' | b'!' if at_value_start => {
            (TokenKind::Anchor, bytes.iter().take_while(|b| !matches!(b, b' ' | b'\t' | b',' | b']' | b'}')).count())
        }
        _ => plain(rest),
    }
}

fn quoted_end(bytes: &[u8], quote: u8) -> usize {
    let mut i = 1;
    while let Some(&b) = bytes.get(i) {
        if b == b'\\' && quote == b'"' {
            i += 2;
            continue;
        }
        if b == quote {
            return i + 1;
        }
        i += 1;
    }
    bytes.len()
}

fn followed_by_colon(rest: &str) -> bool {
    let rest = rest.trim_start_matches([' ', '\t']);
    rest.starts_with(':') && rest.as_bytes().get(1).is_none_or(|b| *b == b' ')
}

fn plain(rest: &str) -> (TokenKind, usize) {
    let bytes = rest.as_bytes();
    // A plain scalar ends at ": ", " #", a flow indicator or the end of the line.
    let mut end = bytes.len();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let next = bytes.get(i + 1).copied();
        if (b == b':' && next.is_none_or(|n| n == b' ')) || (b == b' ' && next == Some(b'#')) || b == b',' {
            end = i;
            break;
        }
        i += 1;
    }
    let word = rest.get(..end).unwrap_or(rest).trim_end();
    let len = word.len().max(1);
    let after = rest.get(len..).unwrap_or("").trim_start();
    if after.starts_with(':') && !after.starts_with("::") {
        return (TokenKind::Key, len);
    }
    // Coloured as the decoder reads it (YAML 1.1: `yes`/`on` are booleans, `0o17` an integer).
    let kind = match if word.is_empty() { Resolved::Str } else { podsim::scalar_kind(word) } {
        Resolved::Null | Resolved::Bool(_) => TokenKind::Literal,
        Resolved::Int(_) | Resolved::BigInt | Resolved::Float(_) => TokenKind::Number,
        Resolved::Str => TokenKind::Plain,
    };
    (kind, len)
}
