//! `metadata.generateName` without a name: the name the API server gives the object on create.

use crate::yaml::Node;

/// The longest prefix kept: names are at most 63 characters with 5 random ones added.
// apiserver storage/names: maxNameLength, randomLength, MaxGeneratedNameLength
const MAX_GENERATED_NAME_LENGTH: usize = 63 - 5;

/// The object's name: `metadata.name`, or when it is absent or empty and `metadata.generateName`
/// is set, the name the API server generates from it (the prefix cut to 58 characters, then 5
/// characters of the name alphabet, made up here from the prefix so every run agrees).
// apiserver: rest.BeforeCreate → names.SimpleNameGenerator.GenerateName
pub fn object_name(root: &Node) -> Option<String> {
    let metadata = root.get("metadata")?;
    if let Some(name) = metadata.get("name").and_then(Node::json_string).filter(|name| !name.is_empty()) {
        return Some(name.to_owned());
    }
    let base = metadata.get("generateName").and_then(Node::json_string).filter(|base| !base.is_empty())?;
    Some(generate(base))
}

/// `base` cut to its first 58 bytes (as Go slices it) and 5 made-up characters.
fn generate(base: &str) -> String {
    let mut cut = base.len().min(MAX_GENERATED_NAME_LENGTH);
    while !base.is_char_boundary(cut) {
        cut -= 1;
    }
    let prefix = base.get(..cut).unwrap_or(base);
    format!("{prefix}{}", crate::hash::name_suffix(&format!("generateName/{base}"), 5))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name_of(metadata: &str) -> Option<String> {
        let parsed = crate::parse(&format!("kind: Pod\nmetadata: {metadata}\nspec: {{}}\n"));
        parsed.pod_root().and_then(object_name)
    }

    #[test]
    fn a_generated_name_is_the_prefix_and_five_characters_of_the_name_alphabet() {
        let name = name_of("{generateName: web-}").unwrap_or_default();
        assert!(name.starts_with("web-") && name.len() == 9, "{name}");
        assert!(name[4..].chars().all(|c| "bcdfghjklmnpqrstvwxz2456789".contains(c)), "{name}");
        assert_eq!(name_of("{generateName: web-}"), Some(name), "the same prefix gives the same name");
        assert_eq!(name_of("{name: api, generateName: web-}").as_deref(), Some("api"));
        assert_eq!(name_of("{name: \"\", generateName: web-}").map(|n| n.len()), Some(9));
        assert_eq!(name_of("{generateName: \"\"}"), None);
        let long = "a".repeat(70);
        let generated = name_of(&format!("{{generateName: {long}}}")).unwrap_or_default();
        assert_eq!(generated.len(), 63, "58 characters of the prefix, 5 generated");
        assert!(generated.starts_with(&"a".repeat(58)));
    }
}
