//! Did-you-mean for unknown fields: a case-insensitive match first, then the closest name by
//! edit distance when it is close enough to be a typo.

/// Keys longer than this get no suggestion (nobody mistypes a 65-character field name).
const MAX_KEY_CHARS: usize = 64;

/// The known name `unknown` was most likely meant to be, if any.
pub fn did_you_mean(unknown: &str, known: impl Iterator<Item = &'static str> + Clone) -> Option<&'static str> {
    if unknown.chars().count() > MAX_KEY_CHARS {
        return None;
    }
    if let Some(same) = known.clone().find(|name| name.eq_ignore_ascii_case(unknown)) {
        return Some(same);
    }
    let lower = unknown.to_ascii_lowercase();
    let budget = (lower.chars().count() / 4).clamp(1, 3);
    known
        .filter_map(|name| {
            let distance = edit_distance(&lower, &name.to_ascii_lowercase());
            (distance <= budget).then_some((distance, name))
        })
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, name)| name)
}

/// Levenshtein distance with adjacent transpositions counted as one edit.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let width = b.len() + 1;
    let mut previous_row: Vec<usize> = Vec::new();
    let mut row: Vec<usize> = (0..width).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut next = vec![i + 1; width];
        for (j, &cb) in b.iter().enumerate() {
            let substitution = row.get(j).copied().unwrap_or(usize::MAX).saturating_add(usize::from(ca != cb));
            let deletion = row.get(j + 1).copied().unwrap_or(usize::MAX).saturating_add(1);
            let insertion = next.get(j).copied().unwrap_or(usize::MAX).saturating_add(1);
            let mut best = substitution.min(deletion).min(insertion);
            let transposed = i > 0 && j > 0 && a.get(i - 1) == Some(&cb) && b.get(j - 1) == Some(&ca);
            if transposed {
                best = best.min(previous_row.get(j - 1).copied().unwrap_or(usize::MAX).saturating_add(1));
            }
            if let Some(cell) = next.get_mut(j + 1) {
                *cell = best;
            }
        }
        previous_row = std::mem::replace(&mut row, next);
    }
    row.last().copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIELDS: [&str; 4] = ["image", "imagePullPolicy", "name", "restartPolicy"];

    #[test]
    fn suggests_typos_and_case_slips_but_not_unrelated_words() {
        assert_eq!(did_you_mean("imagePullPolcy", FIELDS.into_iter()), Some("imagePullPolicy"));
        assert_eq!(did_you_mean("ImagePullPolicy", FIELDS.into_iter()), Some("imagePullPolicy"));
        assert_eq!(did_you_mean("imgae", FIELDS.into_iter()), Some("image"));
        assert_eq!(did_you_mean("restartpolicy", FIELDS.into_iter()), Some("restartPolicy"));
        assert_eq!(did_you_mean("command", FIELDS.into_iter()), None);
    }

    #[test]
    fn distance_counts_edits() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("ab", "ba"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
