//! The committed field table must be exactly what the generator produces today.

use std::path::PathBuf;

#[test]
fn committed_table_is_up_to_date() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../crates/podsim/src/schema/generated.rs");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    let fresh = schema_gen::generate();
    assert!(committed == fresh, "{} is stale: run `cargo run -p schema-gen` and commit the result", path.display());
}

#[test]
fn table_covers_the_pod_fields_podsim_needs() {
    let table = schema_gen::generate();
    for needle in [
        "Field { name: \"imagePullPolicy\", ty: String, named: \"v1.PullPolicy\", since: 33 }",
        "Field { name: \"containerPort\", ty: Int32, named: \"\", since: 33 }",
        "Field { name: \"limits\", ty: Map(&Quantity), named: \"v1.ResourceList\", since: 33 }",
        "Field { name: \"restartPolicyRules\", ty: Array(&Object(",
        "(\"CronJob\", ",
        "(\"Pod\", ",
    ] {
        assert!(table.contains(needle), "missing {needle}");
    }
}
