//! `podsim render` end to end: the SVG file it writes is the one standard output gets, names the
//! Pod, draws every container's lane; a refused Pod writes nothing and says why.

mod support;

use std::path::PathBuf;

use support::podsim;

const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../static/examples");

/// A file of this test's own in the build's temporary directory.
fn out_path(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("render_cli");
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

#[test]
fn render_writes_the_svg_to_the_file_named_by_o() {
    let pod = format!("{EXAMPLES}/native-log-shipper.yaml");
    let out = out_path("native-log-shipper.svg");
    let out_arg = out.to_str().expect("a UTF-8 path");
    let written = podsim(&["render", &pod, "--k8s", "1.35", "--at", "20s", "-o", out_arg], "");
    assert_eq!(written.status.code(), Some(0), "{}", String::from_utf8_lossy(&written.stderr));
    assert!(written.stdout.is_empty(), "with -o FILE nothing goes to standard output");
    let svg = std::fs::read_to_string(&out).expect("the file is written");
    let printed = podsim(&["render", &pod, "--k8s", "1.35", "--at", "20s"], "");
    assert_eq!(String::from_utf8_lossy(&printed.stdout), svg, "the file holds what standard output gets");
    assert!(svg.starts_with("<svg "), "{svg}");
    assert!(svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("<title id=\"podsim-title\">podsim: Pod myapp-"), "the title names the Pod");
    assert!(svg.contains("on Kubernetes 1.35"), "the description says the version");
    assert!(svg.contains("The playhead is at 20s (Running)."), "the description says where the playhead is");
    for lane in ["data-lane=\"logshipper\"", "data-lane=\"myapp\"", "data-lane=\"Pod\""] {
        assert!(svg.contains(lane), "{lane}");
    }
}

#[test]
fn a_refused_pod_writes_nothing_and_exits_one() {
    let pod = format!("{EXAMPLES}/invalid-init-probe.yaml");
    let out = out_path("refused.svg");
    let output = podsim(&["render", &pod, "-o", out.to_str().expect("a UTF-8 path")], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(!out.exists(), "no file for a refused Pod");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("may not be set for init containers without restartPolicy=Always"), "{stderr}");
    assert!(stderr.contains("The Pod \"invalid-init-probe\" is invalid"), "{stderr}");
}

#[test]
fn render_reads_standard_input() {
    let pod = std::fs::read_to_string(format!("{EXAMPLES}/lifecycle-demo.yaml")).expect("example");
    let output = podsim(&["render", "-"], pod);
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stdout).contains("podsim: Pod lifecycle-demo"));
}
