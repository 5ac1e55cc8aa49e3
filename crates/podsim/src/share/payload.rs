//! The format-1 payload: tagged fields in a fixed order, defaults left out (see the module docs).

use super::{FORMAT_VERSION, ShareError, ShareState, Timing};
use crate::KubeVersion;

const TAG_K8S: u8 = 1;
const TAG_TIMING: u8 = 2;
const TAG_SEED: u8 = 3;
const TAG_TITLE: u8 = 4;
const TAG_SCENARIO: u8 = 5;
const TAG_YAML: u8 = 6;
/// Unknown tags below this must be understood; from here up they may be skipped.
const FIRST_SKIPPABLE_TAG: u8 = 64;
/// The format-1 defaults (frozen: they stay even if the app's defaults move on).
const FORMAT1_K8S: KubeVersion = KubeVersion::V1_35;
const FORMAT1_TIMING: Timing = Timing::Realistic;
const FORMAT1_SEED: u64 = 1;

/// Serialises `state` canonically: the same state always gives the same bytes.
pub fn encode(state: &ShareState) -> Vec<u8> {
    let mut out = Vec::with_capacity(state.yaml.len() + 32);
    if state.k8s != FORMAT1_K8S {
        push_field(&mut out, TAG_K8S, state.k8s.as_str().as_bytes());
    }
    if state.timing != FORMAT1_TIMING {
        push_field(&mut out, TAG_TIMING, state.timing.as_str().as_bytes());
    }
    if state.seed != FORMAT1_SEED {
        let mut seed = Vec::new();
        push_varint(&mut seed, state.seed);
        push_field(&mut out, TAG_SEED, &seed);
    }
    if let Some(title) = &state.title {
        push_field(&mut out, TAG_TITLE, title.as_bytes());
    }
    if let Some(scenario) = &state.scenario {
        push_field(&mut out, TAG_SCENARIO, scenario.as_bytes());
    }
    if !state.yaml.is_empty() {
        push_field(&mut out, TAG_YAML, state.yaml.as_bytes());
    }
    out
}

/// Reads a format-1 payload.
pub fn decode(bytes: &[u8]) -> Result<ShareState, ShareError> {
    let mut state = ShareState {
        format_version: FORMAT_VERSION,
        k8s: FORMAT1_K8S,
        timing: FORMAT1_TIMING,
        seed: FORMAT1_SEED,
        ..ShareState::default()
    };
    let mut rest = bytes;
    let mut last_tag = 0u8;
    while let Some((&tag, after_tag)) = rest.split_first() {
        let offset = bytes.len().saturating_sub(rest.len());
        if tag <= last_tag {
            return Err(bad(format!("field {tag} at byte {offset} is out of order or repeated")));
        }
        last_tag = tag;
        let (length, after_length) = read_varint(after_tag).ok_or_else(|| bad(format!("field {tag} has no length")))?;
        let length = usize::try_from(length).unwrap_or(usize::MAX);
        let value = after_length
            .get(..length)
            .ok_or_else(|| bad(format!("field {tag} claims {length} bytes but only {} remain", after_length.len())))?;
        rest = after_length.get(length..).unwrap_or_default();
        match tag {
            TAG_K8S => {
                let name = text(value, "Kubernetes version")?;
                state.k8s = KubeVersion::parse(&name).ok_or_else(|| {
                    bad(format!("unknown Kubernetes version {name:?} (expected 1.33, 1.34, 1.35 or legacy)"))
                })?;
            }
            TAG_TIMING => {
                let name = text(value, "timing model")?;
                state.timing = Timing::parse(&name)
                    .ok_or_else(|| bad(format!("unknown timing model {name:?} (expected ideal or realistic)")))?;
            }
            TAG_SEED => {
                state.seed = match read_varint(value) {
                    Some((seed, [])) => seed,
                    _ => return Err(bad("the seed is not a whole number".to_owned())),
                };
            }
            TAG_TITLE => state.title = Some(text(value, "title")?),
            TAG_SCENARIO => state.scenario = Some(text(value, "scenario")?),
            TAG_YAML => state.yaml = text(value, "YAML")?,
            tag if tag < FIRST_SKIPPABLE_TAG => return Err(ShareError::UnknownField { tag }),
            _ => {}
        }
    }
    Ok(state)
}

fn bad(detail: String) -> ShareError {
    ShareError::BadPayload { detail }
}

fn text(value: &[u8], field: &'static str) -> Result<String, ShareError> {
    String::from_utf8(value.to_vec())
        .map_err(|error| ShareError::NotUtf8 { field, offset: error.utf8_error().valid_up_to() })
}

fn push_field(out: &mut Vec<u8>, tag: u8, value: &[u8]) {
    out.push(tag);
    push_varint(out, value.len() as u64);
    out.extend_from_slice(value);
}

fn push_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8 & 0x7f) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Reads an unsigned LEB128 number of at most 10 bytes that fits in a `u64`.
fn read_varint(bytes: &[u8]) -> Option<(u64, &[u8])> {
    let mut value = 0u64;
    for (index, &byte) in bytes.iter().enumerate().take(10) {
        let shift = 7 * index as u32;
        let part = u64::from(byte & 0x7f);
        if shift == 63 && part > 1 {
            return None;
        }
        value |= part << shift;
        if byte & 0x80 == 0 {
            return Some((value, bytes.get(index + 1..).unwrap_or_default()));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_left_out() {
        // Format 1's defaults are frozen: a version other than 1.35 — today's default included —
        // is written, so links made before the default moved open with the version they were made for.
        let format1 = |yaml: &str| ShareState { k8s: FORMAT1_K8S, ..ShareState::from_yaml(yaml) };
        assert_eq!(encode(&format1("")), Vec::<u8>::new());
        assert_eq!(encode(&format1("a")), vec![TAG_YAML, 1, b'a']);
        assert_ne!(KubeVersion::DEFAULT, FORMAT1_K8S);
        let today = encode(&ShareState::from_yaml("a"));
        assert_eq!(today.first(), Some(&TAG_K8S));
        assert_eq!(decode(&today).map(|state| state.k8s), Ok(KubeVersion::DEFAULT));
    }

    #[test]
    fn every_field_round_trips() {
        let state = ShareState {
            k8s: KubeVersion::Legacy,
            timing: Timing::Realistic,
            seed: u64::MAX,
            title: Some(String::new()),
            scenario: Some("actions: []".to_owned()),
            yaml: "kind: Pod".to_owned(),
            ..ShareState::default()
        };
        assert_eq!(decode(&encode(&state)), Ok(state));
    }

    #[test]
    fn refuses_malformed_payloads() {
        assert!(matches!(decode(&[TAG_YAML, 5, b'a']), Err(ShareError::BadPayload { .. })));
        assert!(matches!(decode(&[TAG_YAML, 0, TAG_YAML, 0]), Err(ShareError::BadPayload { .. })));
        assert_eq!(decode(&[9, 0]), Err(ShareError::UnknownField { tag: 9 }));
        assert_eq!(decode(&[TAG_YAML, 1, 0xff]), Err(ShareError::NotUtf8 { field: "YAML", offset: 0 }));
        assert!(decode(&[TAG_SEED, 11, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]).is_err());
        let format1 = ShareState { k8s: FORMAT1_K8S, ..ShareState::from_yaml("a") };
        assert_eq!(decode(&[TAG_YAML, 1, b'a', 200, 1, b'x']), Ok(format1));
    }
}
