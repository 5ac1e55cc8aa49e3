//! The committed field table must be exactly what the generator produces today.

use std::path::PathBuf;

#[test]
fn committed_table_is_up_to_date() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../crates/podsim/src/schema/generated.rs");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    let fresh = schema_gen::generate().unwrap_or_else(|error| panic!("{error}"));
    assert!(committed == fresh, "{} is stale: run `cargo run -p schema-gen` and commit the result", path.display());
}

#[test]
fn snapshot_of_the_live_minor_is_up_to_date() {
    let path = schema_gen::snapshot_path(schema_gen::LIVE_MINOR);
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == schema_gen::snapshot(),
        "{} is stale: run `cargo run -p schema-gen -- --snapshot` and commit the result",
        path.display()
    );
}

#[test]
fn table_covers_the_pod_fields_podsim_needs() {
    let table = schema_gen::generate().unwrap_or_else(|error| panic!("{error}"));
    for needle in [
        "Field { name: \"imagePullPolicy\", ty: String, named: \"v1.PullPolicy\", since: 28, until: 37 }",
        "Field { name: \"containerPort\", ty: Int32, named: \"\", since: 28, until: 37 }",
        "Field { name: \"limits\", ty: Map(&Quantity), named: \"v1.ResourceList\", since: 28, until: 37 }",
        "Field { name: \"restartPolicyRules\", ty: Array(&Object(",
        "(\"CronJob\", ",
        "(\"Pod\", ",
    ] {
        assert!(table.contains(needle), "missing {needle}");
    }
}

#[test]
fn since_and_until_come_from_the_1_28_to_1_37_schemas() {
    let table = schema_gen::generate().unwrap_or_else(|error| panic!("{error}"));
    let field_line = |object: &str, field: &str| {
        let start = table.find(&format!(": io.k8s.api.core.v1.{object}\n")).unwrap_or_else(|| panic!("{object}"));
        let needle = format!("Field {{ name: \"{field}\", ");
        table[start..]
            .lines()
            .find(|line| line.contains(&needle))
            .unwrap_or_else(|| panic!("{object}.{field}"))
            .to_owned()
    };
    for (object, field, range) in [
        ("PodSpec", "resources", "since: 32, until: 37"),
        ("LifecycleHandler", "sleep", "since: 29, until: 37"),
        ("Lifecycle", "stopSignal", "since: 33, until: 37"),
        ("Container", "restartPolicy", "since: 28, until: 37"),
        ("PodResourceClaim", "source", "since: 28, until: 30"),
    ] {
        let line = field_line(object, field);
        assert!(line.ends_with(&format!("{range} }},")), "{object}.{field}: {line}");
    }
}
