//! The editor's YAML tokenizer: tokens cover each line exactly and get the expected kinds.

use podsim_web::editor::{TokenKind, tokenize_line};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn kinds(line: &str) -> Vec<(TokenKind, &str)> {
    let tokens = tokenize_line(line);
    assert_eq!(tokens.iter().map(|t| t.1).collect::<String>(), line, "tokens cover the line");
    tokens.into_iter().filter(|t| t.0 != TokenKind::Space).collect()
}

#[wasm_bindgen_test]
fn keys_values_and_comments() {
    use TokenKind::*;
    assert_eq!(kinds("  name: web # main"), [(Key, "name"), (Punctuation, ":"), (Plain, "web"), (Comment, "# main")]);
    assert_eq!(
        kinds("- containerPort: 80"),
        [(Punctuation, "-"), (Key, "containerPort"), (Punctuation, ":"), (Number, "80")]
    );
    assert_eq!(kinds("command: ['sh', \"-c\"]")[2..4], [(Punctuation, "["), (String, "'sh'")]);
    assert_eq!(kinds("---"), [(Document, "---")]);
    assert_eq!(kinds("image: nginx:1.27"), [(Key, "image"), (Punctuation, ":"), (Plain, "nginx:1.27")]);
    assert_eq!(kinds("restartPolicy: Always")[2], (Plain, "Always"));
    assert_eq!(kinds("optional: true")[2], (Literal, "true"));
}

/// YAML 1.1 as the Kubernetes decoder reads it: `yes`/`on`/`off` are booleans, `0o17` and
/// `0x1F` integers, `1e3` a number; `Yes please` and `v1.2` stay strings.
#[wasm_bindgen_test]
fn values_are_coloured_as_the_decoder_reads_them() {
    use TokenKind::*;
    for (value, kind) in [
        ("yes", Literal),
        ("on", Literal),
        ("Off", Literal),
        ("~", Literal),
        ("0o17", Number),
        ("0x1F", Number),
        ("1e3", Number),
        ("-12", Number),
        ("Yes please", Plain),
        ("v1.2", Plain),
        ("0o19", Plain),
    ] {
        assert_eq!(kinds(&format!("key: {value}"))[2], (kind, value), "{value}");
    }
}

#[wasm_bindgen_test]
fn odd_input_is_covered_exactly() {
    for line in ["\"unterminated", "a:b:c", "  - - -", "键: 值", "::", "'x': 'y'", "\t#", "a: |", "é", ": x", "-"] {
        kinds(line);
    }
}
