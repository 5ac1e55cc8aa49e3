//! A block's `# podsim …` first line: the `<pod-playground>` attributes it sets
//! (docs/embedding.md), the same words `embed.js` reads, and the version it names, which is the
//! block's default version for its expectations and its drawing.

use crate::version::KubeVersion;

/// The keys a `# podsim` first line may set: `<pod-playground>`'s attributes (docs/embedding.md).
const KEYS: [&str; 17] = [
    "k8s", "gates", "t", "view", "theme", "lang", "readonly", "controls", "autoplay", "full", "height", "title",
    "load", "poster", "state", "src", "loading",
];

/// What a block's `# podsim …` first line says.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct FirstLine {
    /// The line is there (and is not part of the YAML to show).
    pub present: bool,
    /// `k8s=…`, when it names a version podsim knows.
    pub version: Option<KubeVersion>,
    /// Every known `key=value` (a bare flag has an empty value), in the order written.
    pub attributes: Vec<(String, String)>,
    /// What cannot be read: an unknown key (`lod=click`), a version podsim does not model.
    pub problems: Vec<String>,
}

/// Reads `# podsim k8s=1.36 title="Two sidecars" readonly` (the same words `embed.js` reads).
pub fn first_line(text: &str) -> FirstLine {
    let first = text.lines().next().unwrap_or_default().trim();
    let Some(rest) = first.strip_prefix("# podsim").filter(|rest| rest.is_empty() || rest.starts_with(' ')) else {
        return FirstLine::default();
    };
    let mut line = FirstLine { present: true, ..FirstLine::default() };
    let mut rest = rest.trim_start();
    while !rest.is_empty() {
        let key_end = rest.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(rest.len());
        let key = rest.get(..key_end).unwrap_or_default().to_owned();
        rest = rest.get(key_end..).unwrap_or_default();
        let mut value = String::new();
        if let Some(after) = rest.strip_prefix('=') {
            let (read, left) = match after.chars().next() {
                Some(quote @ ('"' | '\'')) => {
                    let body = after.get(1..).unwrap_or_default();
                    let end = body.find(quote).unwrap_or(body.len());
                    (body.get(..end).unwrap_or_default(), body.get(end + 1..).unwrap_or_default())
                }
                _ => {
                    let end = after.find(char::is_whitespace).unwrap_or(after.len());
                    (after.get(..end).unwrap_or_default(), after.get(end..).unwrap_or_default())
                }
            };
            value = read.to_owned();
            rest = left;
        } else if key.is_empty() {
            // Not a word: skip one character.
            let skip = rest.chars().next().map_or(1, char::len_utf8);
            rest = rest.get(skip..).unwrap_or_default();
        }
        if key == "k8s" {
            line.version = KubeVersion::parse(&value);
            if line.version.is_none() {
                line.problems.push(format!("`# podsim k8s={value}`: unknown version; podsim models {}", KubeVersion::CHOICES));
            }
        }
        if KEYS.contains(&key.as_str()) {
            line.attributes.push((key, value));
        } else if !key.is_empty() {
            line.problems.push(format!("`# podsim` line: unknown attribute `{key}`; known: {}", KEYS.join(", ")));
        }
        rest = rest.trim_start();
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_line_reads_as_embed_js_reads_it() {
        let line =
            first_line("# podsim k8s=1.36 title=\"Two sidecars\" readonly bogus=1 t='5s'\nkind: Pod\n");
        assert!(line.present);
        assert_eq!(line.version, Some(KubeVersion::V1_36));
        let pairs: Vec<(&str, &str)> = line.attributes.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        assert_eq!(pairs, [("k8s", "1.36"), ("title", "Two sidecars"), ("readonly", ""), ("t", "5s")]);
        assert_eq!(line.problems.len(), 1, "{:?}", line.problems);
        assert!(line.problems.iter().any(|p| p.contains("unknown attribute `bogus`")));
        assert!(first_line("# podsim k8s=1.99\n").problems.iter().any(|p| p.contains("k8s=1.99`: unknown version")));
        assert!(!first_line("# podsimx\n").present);
        assert!(!first_line("kind: Pod\n").present);
        assert!(first_line("# podsim\n").present);
        // Nothing a reader writes makes it fail or loop.
        for odd in ["# podsim =", "# podsim title=\"open", "# podsim ===x é=1 \"", "# podsim k8s=9.99"] {
            assert_eq!(first_line(odd).version, None, "{odd}");
        }
    }

}
