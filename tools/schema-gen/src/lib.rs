//! Turns the JSON schemas that `k8s-openapi` publishes (through its `schemars` feature) into the
//! compact field table podsim's core uses to find unknown fields and wrong types.
//!
//! The core never depends on `k8s-openapi` (its wasm cost is far above the page's budget); it reads
//! `crates/podsim/src/schema/generated.rs`, which this crate writes. Only the Go names of named
//! string and map types (`v1.PullPolicy`, `v1.ResourceList`) are listed here by hand: the OpenAPI
//! schema carries the JSON shape but not the Go type name the API server's decoder prints.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::{Map, Value};

mod named;

/// The Kubernetes minors the table covers, oldest first: 1.28 is what the `legacy` setting
/// answers for. Cargo unifies a crate's features, so each minor comes from its own `k8s-openapi`
/// release line: 0.20–0.24 (the release made for 1.28–1.32), 0.27, 0.28 and 0.29. 0.29 serves
/// 1.35–1.37 but only one per build: the minor its feature picks is read live, the others from
/// their snapshots in `minors/` ([`snapshot`] writes them).
const MINORS: [u8; 10] = [28, 29, 30, 31, 32, 33, 34, 35, 36, 37];

/// The minors that come from `k8s-openapi` 0.29.
const MINORS_OF_0_29: [u8; 3] = [35, 36, 37];

/// The minor this build of `k8s-openapi` 0.29 serves (its `v1_*` feature).
pub const LIVE_MINOR: u8 = if cfg!(feature = "v1_35") {
    35
} else if cfg!(feature = "v1_36") {
    36
} else {
    37
};

/// The JSON schemas of one Kubernetes minor: the root kinds' references and every definition.
struct VersionSchemas {
    minor: u8,
    roots: Vec<(String, Value)>,
    definitions: Map<String, Value>,
}

/// The types of the kinds whose whole document podsim checks, as `(kind, type)` pairs handed to
/// `$root`. `List` is handled by the core itself: each item is checked as its own kind.
macro_rules! root_kinds {
    ($krate:ident, $root:ident) => {{
        use $krate::api::{apps, batch, core};
        vec![
            $root!("CronJob", batch::v1::CronJob),
            $root!("DaemonSet", apps::v1::DaemonSet),
            $root!("Deployment", apps::v1::Deployment),
            $root!("Job", batch::v1::Job),
            $root!("Pod", core::v1::Pod),
            $root!("PodTemplate", core::v1::PodTemplate),
            $root!("ReplicaSet", apps::v1::ReplicaSet),
            $root!("ReplicationController", core::v1::ReplicationController),
            $root!("StatefulSet", apps::v1::StatefulSet),
        ]
    }};
}

/// Walks the root kinds in one `k8s-openapi` crate built on schemars 1 (0.26 and later).
macro_rules! version_schemas {
    ($minor:literal, $krate:ident) => {{
        let mut generator = $krate::schemars::generate::SchemaSettings::default().into_generator();
        macro_rules! root {
            ($kind:literal, $ty:ty) => {
                ($kind.to_owned(), generator.subschema_for::<$ty>().to_value())
            };
        }
        let roots = root_kinds!($krate, root);
        VersionSchemas { minor: $minor, roots, definitions: generator.definitions().clone() }
    }};
}

/// Walks the root kinds in one `k8s-openapi` crate built on schemars 0.8 (0.25 and earlier),
/// whose schemas are typed values: they are turned into the same JSON.
macro_rules! version_schemas_08 {
    ($minor:literal, $krate:ident) => {{
        let mut generator = $krate::schemars::r#gen::SchemaSettings::default().into_generator();
        macro_rules! root {
            ($kind:literal, $ty:ty) => {
                ($kind.to_owned(), serde_json::to_value(generator.subschema_for::<$ty>()).unwrap_or_default())
            };
        }
        let roots = root_kinds!($krate, root);
        let definitions = generator
            .definitions()
            .iter()
            .map(|(name, schema)| (name.clone(), serde_json::to_value(schema).unwrap_or_default()))
            .collect();
        VersionSchemas { minor: $minor, roots, definitions }
    }};
}

fn all_versions() -> Result<Vec<VersionSchemas>, String> {
    let mut versions = vec![
        version_schemas_08!(28, k8s_openapi_128),
        version_schemas_08!(29, k8s_openapi_129),
        version_schemas_08!(30, k8s_openapi_130),
        version_schemas_08!(31, k8s_openapi_131),
        version_schemas_08!(32, k8s_openapi_132),
        version_schemas!(33, k8s_openapi_133),
        version_schemas!(34, k8s_openapi_134),
    ];
    for minor in MINORS_OF_0_29 {
        versions.push(if minor == LIVE_MINOR { live_0_29() } else { read_snapshot(minor)? });
    }
    debug_assert_eq!(versions.iter().map(|v| v.minor).collect::<Vec<_>>(), MINORS);
    Ok(versions)
}

fn live_0_29() -> VersionSchemas {
    version_schemas!(0, k8s_openapi).with_minor(LIVE_MINOR)
}

impl VersionSchemas {
    fn with_minor(self, minor: u8) -> VersionSchemas {
        VersionSchemas { minor, ..self }
    }
}

/// Where the snapshot of one minor of 0.29 lives.
pub fn snapshot_path(minor: u8) -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("minors/1.{minor}.json"))
}

/// The snapshot of the minor this build serves: its root kinds and definitions as JSON, without
/// descriptions (only the shape reaches the table).
pub fn snapshot() -> String {
    let live = live_0_29();
    let roots: Map<String, Value> = live.roots.into_iter().collect();
    let definitions: Map<String, Value> =
        live.definitions.into_iter().map(|(name, schema)| (name, without_descriptions(schema))).collect();
    let mut text = serde_json::to_string_pretty(&serde_json::json!({ "roots": roots, "definitions": definitions }))
        .unwrap_or_default();
    text.push('\n');
    text
}

fn read_snapshot(minor: u8) -> Result<VersionSchemas, String> {
    let path = snapshot_path(minor);
    let text = std::fs::read_to_string(&path).map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    let value: Value = serde_json::from_str(&text).map_err(|error| format!("{}: {error}", path.display()))?;
    let object = |key: &str| value.get(key).and_then(Value::as_object).cloned().unwrap_or_default();
    Ok(VersionSchemas { minor, roots: object("roots").into_iter().collect(), definitions: object("definitions") })
}

fn without_descriptions(value: Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.into_iter()
                .filter(|(key, _)| key != "description")
                .map(|(key, value)| (key, without_descriptions(value)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(without_descriptions).collect()),
        other => other,
    }
}

/// The JSON shape of one field, before object names are turned into table indices.
#[derive(Debug, Clone, PartialEq)]
enum Shape {
    String,
    Int32,
    Int64,
    Number,
    Boolean,
    Time,
    Quantity,
    IntOrString,
    Any,
    Object(String),
    Array(Box<Shape>),
    Map(Box<Shape>),
}

/// One field of an object type: its shape (from the newest minor that has it) and the oldest and
/// newest minors that have it (`PodResourceClaim.source` is in 1.28–1.30 only).
struct FieldEntry {
    shape: Shape,
    since: u8,
    until: u8,
}

/// One object type of the table.
struct ObjectType {
    go_name: String,
    fields: BTreeMap<String, FieldEntry>,
}

/// The generated Rust source of `crates/podsim/src/schema/generated.rs`, or why the snapshots
/// of the minors this build does not serve cannot be read.
pub fn generate() -> Result<String, String> {
    let versions = all_versions()?;
    let mut objects: BTreeMap<String, ObjectType> = BTreeMap::new();
    for version in &versions {
        for (definition_name, schema) in &version.definitions {
            let Some(properties) = schema.get("properties").and_then(Value::as_object) else { continue };
            let object = objects
                .entry(definition_name.clone())
                .or_insert_with(|| ObjectType { go_name: go_name(definition_name), fields: BTreeMap::new() });
            for (name, field) in properties {
                let shape = shape(field, &version.definitions);
                let since = object.fields.get(name).map_or(version.minor, |entry| entry.since);
                object.fields.insert(name.clone(), FieldEntry { shape, since, until: version.minor });
            }
        }
    }
    let index: BTreeMap<&str, usize> = objects.keys().enumerate().map(|(i, name)| (name.as_str(), i)).collect();

    let mut out = String::new();
    out.push_str(HEADER);
    out.push_str("/// Every object type reachable from the root kinds; `Object(i)` indexes this list.\n");
    out.push_str("pub(super) static TYPES: &[ObjectType] = &[\n");
    for (position, (definition_name, object)) in objects.iter().enumerate() {
        let struct_name = object.go_name.rsplit('.').next().unwrap_or(&object.go_name);
        let _ = writeln!(out, "    // {position}: {definition_name}");
        let _ = writeln!(out, "    ObjectType {{ go_name: {:?}, fields: &[", object.go_name);
        for (name, entry) in &object.fields {
            let named = named::go_type(struct_name, name).unwrap_or("");
            let _ = writeln!(
                out,
                "        Field {{ name: {name:?}, ty: {}, named: {named:?}, since: {}, until: {} }},",
                render(&entry.shape, &index),
                entry.since,
                entry.until
            );
        }
        out.push_str("    ] },\n");
    }
    out.push_str("];\n\n");
    out.push_str("/// The root object type of each kind podsim reads, sorted by kind.\n");
    out.push_str("pub(super) static ROOTS: &[(&str, usize)] = &[\n");
    let newest = versions.last().map(|version| version.roots.as_slice()).unwrap_or_default();
    for (kind, reference) in newest {
        let target = reference.get("$ref").and_then(Value::as_str).and_then(|r| r.rsplit('/').next()).unwrap_or("");
        let position = index.get(target).copied().unwrap_or(usize::MAX);
        let _ = writeln!(out, "    ({kind:?}, {position}),");
    }
    out.push_str("];\n");
    Ok(out)
}

const HEADER: &str = "\
//! The Kubernetes field table: object types, their JSON fields and types. GENERATED, do not edit.
//!
//! Source: the JSON schemas of the `k8s-openapi` crate (0.20–0.24 for Kubernetes 1.28–1.32, 0.27
//! for 1.33, 0.28 for 1.34, 0.29 for 1.35–1.37), walked from Pod and the workload kinds whose pod
//! template podsim reads; `since` and `until` are the oldest and newest of these minors that have
//! the field. Regenerate with `cargo run -p schema-gen`; `cargo test -p schema-gen` fails when
//! this file is stale.

use super::table::{Field, ObjectType, Ty::*};

";

/// `io.k8s.api.core.v1.PodSpec` → `v1.PodSpec` (the package-qualified Go name the decoder prints).
fn go_name(definition_name: &str) -> String {
    let mut parts = definition_name.rsplit('.');
    let name = parts.next().unwrap_or(definition_name);
    let package = parts.next().unwrap_or("");
    if package.is_empty() { name.to_owned() } else { format!("{package}.{name}") }
}

fn shape(schema: &Value, definitions: &Map<String, Value>) -> Shape {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        let name = reference.rsplit('/').next().unwrap_or(reference);
        if name.ends_with(".Quantity") {
            return Shape::Quantity;
        }
        if name.ends_with(".IntOrString") {
            return Shape::IntOrString;
        }
        return match definitions.get(name) {
            Some(target) if target.get("properties").is_some() => Shape::Object(name.to_owned()),
            Some(target) => shape(target, definitions),
            None => Shape::Any,
        };
    }
    if schema.get("x-kubernetes-int-or-string").is_some() {
        return Shape::IntOrString;
    }
    let format = schema.get("format").and_then(Value::as_str);
    match schema.get("type").and_then(Value::as_str) {
        Some("string") if format == Some("date-time") => Shape::Time,
        Some("string") => Shape::String,
        Some("integer") if format == Some("int32") => Shape::Int32,
        Some("integer") => Shape::Int64,
        Some("number") => Shape::Number,
        Some("boolean") => Shape::Boolean,
        Some("array") => Shape::Array(Box::new(schema.get("items").map_or(Shape::Any, |i| shape(i, definitions)))),
        Some("object") => match schema.get("additionalProperties") {
            Some(values) => Shape::Map(Box::new(shape(values, definitions))),
            None => Shape::Any,
        },
        _ => Shape::Any,
    }
}

fn render(shape: &Shape, index: &BTreeMap<&str, usize>) -> String {
    match shape {
        Shape::String => "String".into(),
        Shape::Int32 => "Int32".into(),
        Shape::Int64 => "Int64".into(),
        Shape::Number => "Number".into(),
        Shape::Boolean => "Boolean".into(),
        Shape::Time => "Time".into(),
        Shape::Quantity => "Quantity".into(),
        Shape::IntOrString => "IntOrString".into(),
        Shape::Any => "Any".into(),
        Shape::Object(name) => format!("Object({})", index.get(name.as_str()).copied().unwrap_or(usize::MAX)),
        Shape::Array(item) => format!("Array(&{})", render(item, index)),
        Shape::Map(value) => format!("Map(&{})", render(value, index)),
    }
}
