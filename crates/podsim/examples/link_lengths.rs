//! Prints the share-link fragment length of every gallery example under four encodings.
//!
//! `cargo run --release -p podsim --example link_lengths [DIR]` reads `static/examples/*.yaml`
//! (or, while the gallery is empty, the Pods inside `tests/data/k8s/lifecycle/*.yaml`) and prints
//! a Markdown table: YAML bytes, the shipped `#1.` fragment (deflate-raw + base64url),
//! lz-string's `compressToEncodedURIComponent`, deflate with a preset dictionary of Kubernetes
//! boilerplate, and the readable `#y.` form.
// This example is a face: it reads files, which the core itself never does.
#![allow(clippy::disallowed_methods)]

use std::path::{Path, PathBuf};

use miniz_oxide::deflate::core::{CompressorOxide, TDEFLFlush, compress_to_output, create_comp_flags_from_zip_params};
use miniz_oxide::inflate::core::{DecompressorOxide, decompress, inflate_flags};
use podsim::share::{ShareState, decode_fragment, encode_fragment, encode_yaml_fragment};

/// Boilerplate most Pods share, most frequent last (DEFLATE codes near distances shorter).
const DICTIONARY: &str = r#"      httpGet:
        path: /healthz
        port: 8080
      tcpSocket:
      initialDelaySeconds: 5
      periodSeconds: 10
      failureThreshold: 3
    livenessProbe:
    startupProbe:
    readinessProbe:
      exec:
        command:
    lifecycle:
      postStart:
      preStop:
        exec:
          command: ["sh", "-c", "sleep 5"]
    volumeMounts:
    - name: data
      mountPath: /data
  volumes:
  - name: data
    emptyDir: {}
  terminationGracePeriodSeconds: 30
  restartPolicy: OnFailure
  restartPolicy: Always
    resources:
      requests:
        cpu: 100m
        memory: 128Mi
      limits:
        cpu: 500m
        memory: 256Mi
apiVersion: apps/v1
kind: Deployment
  replicas: 1
  template:
apiVersion: v1
kind: Pod
metadata:
  name: demo
spec:
  restartPolicy: Never
  initContainers:
  - name: init
    image: busybox:1.36
    restartPolicy: Always
  containers:
  - name: app
    image: nginx:1.27
    command:
    - sh
    - -c
    - sleep 3600
    command: ["sh", "-c", "
  initContainers:
    - name: init
      image: busybox:1.36
      restartPolicy: Always
  containers:
    - name: app
      image: nginx:1.27
      command: ["sh", "-c", "
"#;

fn main() {
    let dir = std::env::args().nth(1).map(PathBuf::from);
    let examples = load_examples(dir.as_deref());
    println!("Dictionary: {} bytes.\n", DICTIONARY.len());
    println!(
        "| example | YAML bytes | `#1.` deflate | lz-string | deflate + dictionary | saved by dictionary | `#y.` |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    let mut totals = [0usize; 5];
    for (name, yaml) in &examples {
        let state = ShareState::from_yaml(yaml.clone());
        let fragment = encode_fragment(&state);
        assert_eq!(decode_fragment(&fragment).as_ref(), Ok(&state), "{name} must round-trip");
        let lz = lz_str::compress_to_encoded_uri_component(yaml).len();
        let payload = podsim_payload(&fragment);
        let with_dictionary = deflate_with_dictionary(&payload);
        assert_eq!(inflate_with_dictionary(&with_dictionary), payload, "{name}: dictionary round-trip");
        let dictionary_len = 2 + with_dictionary.len().div_ceil(3) * 4;
        let readable = encode_yaml_fragment(yaml).len();
        let row = [yaml.len(), fragment.len(), lz, dictionary_len, readable];
        for (total, value) in totals.iter_mut().zip(row) {
            *total += value;
        }
        let saved = 100.0 * (fragment.len() as f64 - dictionary_len as f64) / fragment.len() as f64;
        println!("| {name} | {} | {} | {} | {} | {saved:.0} % | {} |", row[0], row[1], row[2], row[3], row[4]);
    }
    let saved = 100.0 * (totals[1] as f64 - totals[3] as f64) / totals[1].max(1) as f64;
    println!(
        "| **total ({} examples)** | {} | {} | {} | {} | {saved:.0} % | {} |",
        examples.len(),
        totals[0],
        totals[1],
        totals[2],
        totals[3],
        totals[4]
    );
}

/// The uncompressed format-1 payload inside a `1.` fragment (recovered through the decoder).
fn podsim_payload(fragment: &str) -> Vec<u8> {
    let compressed = base64url_decode(fragment.trim_start_matches("1."));
    miniz_oxide::inflate::decompress_to_vec(&compressed).unwrap_or_default()
}

fn deflate_with_dictionary(payload: &[u8]) -> Vec<u8> {
    let mut compressor = CompressorOxide::new(create_comp_flags_from_zip_params(10, -15, 0));
    let mut primed = Vec::new();
    compress_to_output(&mut compressor, DICTIONARY.as_bytes(), TDEFLFlush::Sync, |bytes| {
        primed.extend_from_slice(bytes);
        true
    });
    let mut out = Vec::new();
    compress_to_output(&mut compressor, payload, TDEFLFlush::Finish, |bytes| {
        out.extend_from_slice(bytes);
        true
    });
    out
}

fn inflate_with_dictionary(compressed: &[u8]) -> Vec<u8> {
    let mut decompressor = DecompressorOxide::new();
    let mut out = DICTIONARY.as_bytes().to_vec();
    out.resize(DICTIONARY.len() + 4 * 1024 * 1024, 0);
    let flags = inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF;
    let (_, _, written) = decompress(&mut decompressor, compressed, &mut out, DICTIONARY.len(), flags);
    out.get(DICTIONARY.len()..DICTIONARY.len() + written).unwrap_or_default().to_vec()
}

fn base64url_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        _ => 63,
    };
    let mut out = Vec::new();
    for chunk in text.as_bytes().chunks(4) {
        let group = chunk.iter().enumerate().fold(0u32, |acc, (i, &c)| acc | u32::from(value(c)) << (18 - 6 * i));
        out.extend_from_slice(&group.to_be_bytes()[1..chunk.len()]);
    }
    out
}

/// `(name, YAML)` for every gallery example, or the lifecycle vectors' Pods as a stand-in.
fn load_examples(dir: Option<&Path>) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let gallery = dir.map(Path::to_path_buf).unwrap_or_else(|| root.join("static/examples"));
    let from_gallery = yaml_files(&gallery);
    if !from_gallery.is_empty() {
        return from_gallery;
    }
    eprintln!("no examples in {}; using the Pods of the lifecycle vectors", gallery.display());
    yaml_files(&root.join("tests/data/k8s/lifecycle"))
        .into_iter()
        .map(|(name, text)| (name, pod_block(&text)))
        .filter(|(_, pod)| !pod.is_empty())
        .collect()
}

fn yaml_files(dir: &Path) -> Vec<(String, String)> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut files: Vec<PathBuf> = entries.flatten().map(|entry| entry.path()).collect();
    files.retain(|path| path.extension().is_some_and(|ext| ext == "yaml" || ext == "yml"));
    // The gallery's index file lists the examples; it is not one.
    files.retain(|path| path.file_stem().is_some_and(|stem| stem != "gallery"));
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let name = path.file_stem()?.to_string_lossy().into_owned();
            Some((name, std::fs::read_to_string(&path).ok()?))
        })
        .collect()
}

/// The `pod:` mapping of a lifecycle vector, de-indented into a stand-alone manifest.
fn pod_block(vector: &str) -> String {
    let mut lines = vector.lines().skip_while(|line| *line != "pod:").skip(1);
    let mut out = String::new();
    for line in lines.by_ref() {
        if !line.starts_with(' ') && !line.is_empty() {
            break;
        }
        out.push_str(line.strip_prefix("  ").unwrap_or(line));
        out.push('\n');
    }
    out
}
