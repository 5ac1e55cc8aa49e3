//! A manifest file → its documents, as kubectl reads a stream, and the kind each declares.

/// One YAML document of a corpus file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    /// 1-based position among the file's non-blank documents.
    pub index: usize,
    /// The document's text, as kubectl hands it to the decoder.
    pub text: String,
}

/// Splits a stream into documents the way `kubectl apply -f` / `create -f` does
/// (apimachinery `yaml.YAMLReader.Read`): a line starting with `---` ends the document read so far
/// when that document has text; a separator before any text stays in the next document (where the
/// YAML decoder reads it as a document start). Documents of only blanks are dropped, as the
/// resource builder drops empty objects.
pub fn documents(stream: &str) -> Vec<Document> {
    let mut chunks = Vec::new();
    let mut buffer = String::new();
    for line in stream.split_inclusive('\n') {
        if line.starts_with("---") && !buffer.is_empty() {
            chunks.push(std::mem::take(&mut buffer));
            continue;
        }
        buffer.push_str(line);
    }
    if !buffer.is_empty() {
        chunks.push(buffer);
    }
    chunks
        .into_iter()
        .filter(|chunk| chunk.lines().any(|line| !line.trim().is_empty() && line.trim() != "---"))
        .enumerate()
        .map(|(i, text)| Document { index: i + 1, text })
        .collect()
}

/// The kinds that carry a Pod or a pod template.
pub const POD_BEARING_KINDS: [&str; 10] = [
    "Pod",
    "Deployment",
    "StatefulSet",
    "DaemonSet",
    "ReplicaSet",
    "ReplicationController",
    "Job",
    "CronJob",
    "PodTemplate",
    "List",
];

/// The value of the document's top-level `kind` key, read from the text alone (block or flow
/// style, quoted or not), so that a document podsim cannot parse is still counted.
/// A `kind` at the start of a line wins over an indented one (a flow-style document indents its
/// top-level keys; a nested `kind`, as in a `roleRef`, comes after them).
pub fn declared_kind(text: &str) -> Option<String> {
    let kind_on = |line: &str| {
        let line = line.trim_start_matches(|c: char| c == '{' || c.is_whitespace());
        let rest = line.strip_prefix("kind:").or_else(|| line.strip_prefix("\"kind\":"))?;
        let rest = rest.trim_start();
        let value = match rest.strip_prefix(['"', '\'']) {
            Some(quoted) => quoted.split(['"', '\'']).next()?,
            None => rest.split([',', '}', '#', ' ', '\t']).next()?,
        };
        (!value.is_empty()).then(|| value.to_owned())
    };
    text.lines().filter(|line| !line.starts_with(' ')).find_map(kind_on).or_else(|| text.lines().find_map(kind_on))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_leading_separator_stays_with_the_first_document() {
        let docs = documents("---\nkind: Pod\n---\nkind: Service\n...\n");
        assert_eq!(docs.len(), 2);
        assert_eq!(docs[0].text, "---\nkind: Pod\n");
        assert_eq!(docs[1].text, "kind: Service\n...\n");
        assert_eq!(docs[1].index, 2);
    }

    #[test]
    fn blank_documents_are_dropped_and_not_numbered() {
        let docs = documents("kind: Pod\n---\n\n---\n# comment only\nkind: Job\n");
        let kinds: Vec<_> = docs.iter().map(|d| (d.index, declared_kind(&d.text))).collect();
        assert_eq!(kinds, [(1, Some("Pod".to_owned())), (2, Some("Job".to_owned()))]);
    }

    #[test]
    fn the_kind_is_read_in_block_and_flow_style() {
        assert_eq!(declared_kind("apiVersion: v1\nkind: Pod # a pod\n").as_deref(), Some("Pod"));
        assert_eq!(declared_kind("{\n  kind: \"Job\",\n}\n").as_deref(), Some("Job"));
        assert_eq!(declared_kind("{\"kind\": \"List\", \"items\": []}").as_deref(), Some("List"));
        assert_eq!(declared_kind("metadata:\n  name: x\n"), None);
    }
}
