//! The tolerations annotation as `encoding/json` decodes it into the internal
//! `[]core.Toleration` (helper.GetTolerationsFromPodAnnotations): Go's syntax check
//! (`checkValid`, scanner.go) with its `SyntaxError` messages, then the decode with its first
//! `UnmarshalTypeError`. Internal types carry no JSON tags, so keys match the Go field names
//! case-insensitively and errors name them (`Toleration.Key`).

use crate::model::Toleration;

/// A decoded JSON value (numbers kept as their text).
#[derive(Debug, Clone, PartialEq)]
enum Value {
    Null,
    Bool,
    Number(String),
    Text(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The word `UnmarshalTypeError.Value` uses for the JSON kind.
    fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool => "bool",
            Value::Number(_) => "number",
            Value::Text(_) => "string",
            Value::Array(_) => "array",
            Value::Object(_) => "object",
        }
    }
}

/// scanner.go quoteChar: the offending byte as Go prints it in a syntax error.
fn quote_char(byte: u8) -> String {
    match byte {
        b'\'' => "'\\''".to_owned(),
        b'"' => "'\"'".to_owned(),
        _ => {
            // strconv.Quote(string(rune(byte))) without its double quotes.
            let c = char::from(byte);
            let inner = match c {
                '\x07' => "\\a".to_owned(),
                '\x08' => "\\b".to_owned(),
                '\x0c' => "\\f".to_owned(),
                '\n' => "\\n".to_owned(),
                '\r' => "\\r".to_owned(),
                '\t' => "\\t".to_owned(),
                '\x0b' => "\\v".to_owned(),
                '\\' => "\\\\".to_owned(),
                c if (c as u32) < 0x20 || c == '\x7f' => format!("\\x{:02x}", c as u32),
                c if (0x80..0xa0).contains(&(c as u32)) || c == '\u{ad}' => format!("\\u{:04x}", c as u32),
                c => c.to_string(),
            };
            format!("'{inner}'")
        }
    }
}

fn syntax(byte: u8, context: &str) -> String {
    format!("invalid character {} {context}", quote_char(byte))
}

const END: &str = "unexpected end of JSON input";

/// A recursive-descent reading that reports the first error exactly where Go's state machine
/// would, with its words.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    depth: usize,
}

fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n')
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(is_space) {
            self.at += 1;
        }
    }

    /// stateBeginValue (after whitespace).
    fn value(&mut self) -> Result<Value, String> {
        self.skip_space();
        let Some(byte) = self.peek() else { return Err(END.to_owned()) };
        match byte {
            b'{' => {
                self.at += 1;
                self.object()
            }
            b'[' => {
                self.at += 1;
                self.array()
            }
            b'"' => self.string().map(Value::Text),
            b'-' | b'0'..=b'9' => self.number(),
            b't' => self.literal("true", Value::Bool),
            b'f' => self.literal("false", Value::Bool),
            b'n' => self.literal("null", Value::Null),
            other => Err(syntax(other, "looking for beginning of value")),
        }
    }

    fn literal(&mut self, word: &'static str, value: Value) -> Result<Value, String> {
        // The first letter is already known; each next one is expected in turn.
        self.at += 1;
        for expected in word.bytes().skip(1) {
            match self.peek() {
                None => return Err(END.to_owned()),
                Some(byte) if byte == expected => self.at += 1,
                Some(byte) => {
                    let context = format!("in literal {word} (expecting {})", quote_char(expected));
                    return Err(syntax(byte, &context));
                }
            }
        }
        Ok(value)
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.at += 1;
        }
        self.at - start
    }

    /// stateNeg, state0, state1, stateDot, stateE…: a number ends at the first byte that does
    /// not continue it, which the enclosing state then judges.
    fn number(&mut self) -> Result<Value, String> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
            match self.peek() {
                None => return Err(END.to_owned()),
                Some(b'0'..=b'9') => {}
                Some(byte) => return Err(syntax(byte, "in numeric literal")),
            }
        }
        if self.peek() == Some(b'0') {
            self.at += 1;
        } else {
            self.digits();
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            match self.peek() {
                None => return Err(END.to_owned()),
                Some(b'0'..=b'9') => {}
                Some(byte) => return Err(syntax(byte, "after decimal point in numeric literal")),
            }
            self.digits();
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            match self.peek() {
                None => return Err(END.to_owned()),
                Some(b'0'..=b'9') => {
                    self.digits();
                }
                Some(byte) => return Err(syntax(byte, "in exponent of numeric literal")),
            }
        }
        let text = String::from_utf8_lossy(self.bytes.get(start..self.at).unwrap_or(&[])).into_owned();
        Ok(Value::Number(text))
    }

    /// stateInString and its escapes; the text is decoded only as far as this check needs.
    fn string(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let Some(byte) = self.peek() else { return Err(END.to_owned()) };
            self.at += 1;
            match byte {
                b'"' => return Ok(String::from_utf8_lossy(&out).into_owned()),
                b'\\' => {
                    let Some(escape) = self.peek() else { return Err(END.to_owned()) };
                    self.at += 1;
                    match escape {
                        b'b' | b'f' | b'n' | b'r' | b't' | b'\\' | b'/' | b'"' => out.push(match escape {
                            b'b' => 8,
                            b'f' => 12,
                            b'n' => b'\n',
                            b'r' => b'\r',
                            b't' => b'\t',
                            other => other,
                        }),
                        b'u' => {
                            let mut code = 0u32;
                            for _ in 0..4 {
                                let Some(hex) = self.peek() else { return Err(END.to_owned()) };
                                let Some(digit) = char::from(hex).to_digit(16) else {
                                    return Err(syntax(hex, "in \\u hexadecimal character escape"));
                                };
                                code = code * 16 + digit;
                                self.at += 1;
                            }
                            let c = char::from_u32(code).unwrap_or('\u{fffd}');
                            out.extend_from_slice(c.to_string().as_bytes());
                        }
                        other => return Err(syntax(other, "in string escape code")),
                    }
                }
                byte if byte < 0x20 => return Err(syntax(byte, "in string literal")),
                byte => out.push(byte),
            }
        }
    }

    fn enter(&mut self) -> Result<(), String> {
        self.depth += 1;
        if self.depth > 10_000 { Err("exceeded max depth".to_owned()) } else { Ok(()) }
    }

    /// stateBeginStringOrEmpty, then key, `:`, value, `,` or `}`.
    fn object(&mut self) -> Result<Value, String> {
        self.enter()?;
        let mut entries = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            self.depth -= 1;
            return Ok(Value::Object(entries));
        }
        loop {
            self.skip_space();
            match self.peek() {
                None => return Err(END.to_owned()),
                Some(b'"') => {}
                Some(byte) => return Err(syntax(byte, "looking for beginning of object key string")),
            }
            let key = self.string()?;
            self.skip_space();
            match self.peek() {
                None => return Err(END.to_owned()),
                Some(b':') => self.at += 1,
                Some(byte) => return Err(syntax(byte, "after object key")),
            }
            let value = self.value()?;
            entries.push((key, value));
            self.skip_space();
            match self.peek() {
                None => return Err(END.to_owned()),
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    self.depth -= 1;
                    return Ok(Value::Object(entries));
                }
                Some(byte) => return Err(syntax(byte, "after object key:value pair")),
            }
        }
    }

    /// stateBeginValueOrEmpty, then value, `,` or `]`.
    fn array(&mut self) -> Result<Value, String> {
        self.enter()?;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
            self.depth -= 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value()?);
            self.skip_space();
            match self.peek() {
                None => return Err(END.to_owned()),
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    self.depth -= 1;
                    return Ok(Value::Array(items));
                }
                Some(byte) => return Err(syntax(byte, "after array element")),
            }
        }
    }
}

/// json.Unmarshal's first error for a type mismatch.
fn type_error(value: &str, field: Option<&str>, go_type: &str) -> String {
    match field {
        Some(field) => format!("json: cannot unmarshal {value} into Go struct field Toleration.{field} of type {go_type}"),
        None => format!("json: cannot unmarshal {value} into Go value of type {go_type}"),
    }
}

/// The fields of core.Toleration: Go name and type name.
const FIELDS: [(&str, &str); 5] = [
    ("Key", "string"),
    ("Operator", "core.TolerationOperator"),
    ("Value", "string"),
    ("Effect", "core.TaintEffect"),
    ("TolerationSeconds", "int64"),
];

/// One toleration object; the first type error is kept in `error` while decoding goes on.
fn toleration(entries: &[(String, Value)], error: &mut Option<String>) -> Toleration {
    let mut toleration = Toleration::default();
    for (key, value) in entries {
        // Exact name first, then a case-insensitive match, as encoding/json does.
        let Some((name, go_type)) = FIELDS
            .iter()
            .find(|(name, _)| name == key)
            .or_else(|| FIELDS.iter().find(|(name, _)| name.eq_ignore_ascii_case(key)))
        else {
            continue;
        };
        let mismatch = |error: &mut Option<String>, word: &str| {
            error.get_or_insert_with(|| type_error(word, Some(name), go_type));
        };
        match (*name, value) {
            (_, Value::Null) => {
                if *name == "TolerationSeconds" {
                    toleration.toleration_seconds = None;
                }
            }
            ("TolerationSeconds", Value::Number(text)) => match text.parse::<i64>() {
                Ok(seconds) => toleration.toleration_seconds = Some(seconds),
                Err(_) => mismatch(error, &format!("number {text}")),
            },
            ("TolerationSeconds", other) => mismatch(error, other.kind()),
            (field, Value::Text(text)) => {
                let slot = match field {
                    "Key" => &mut toleration.key,
                    "Operator" => &mut toleration.operator,
                    "Value" => &mut toleration.value,
                    _ => &mut toleration.effect,
                };
                *slot = Some(text.clone());
            }
            (_, other) => mismatch(error, other.kind()),
        }
    }
    toleration
}

/// json.Unmarshal of the annotation into `[]core.Toleration`: the tolerations, or the error
/// text `err.Error()` gives.
pub(super) fn decode_tolerations(text: &str) -> Result<Vec<Toleration>, String> {
    let mut reader = Reader { bytes: text.as_bytes(), at: 0, depth: 0 };
    let value = reader.value()?;
    reader.skip_space();
    if let Some(byte) = reader.peek() {
        return Err(syntax(byte, "after top-level value"));
    }
    let mut error = None;
    let list = match value {
        Value::Null => Vec::new(),
        Value::Array(items) => items
            .iter()
            .map(|item| match item {
                Value::Object(entries) => toleration(entries, &mut error),
                Value::Null => Toleration::default(),
                other => {
                    error.get_or_insert_with(|| type_error(other.kind(), None, "core.Toleration"));
                    Toleration::default()
                }
            })
            .collect(),
        other => return Err(type_error(other.kind(), None, "[]core.Toleration")),
    };
    match error {
        Some(error) => Err(error),
        None => Ok(list),
    }
}
