//! The shape of the generated field table and the lookups the checker needs.

use super::generated::{ROOTS, TYPES};
use crate::version::KubeVersion;

/// The JSON type of a field, as the API server's decoder expects it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ty {
    /// A string (also the named string types such as `v1.PullPolicy`).
    String,
    /// A Go `int32`.
    Int32,
    /// A Go `int64`.
    Int64,
    /// A Go `float64`.
    Number,
    /// A Go `bool`.
    Boolean,
    /// A `metav1.Time`: an RFC 3339 string.
    Time,
    /// A `resource.Quantity`: a string or a number.
    Quantity,
    /// An `intstr.IntOrString`: an int32 or a string.
    IntOrString,
    /// Free-form JSON (`FieldsV1`, `RawExtension`): never checked.
    Any,
    /// An object type, by its index in the table.
    Object(usize),
    /// A list of values.
    Array(&'static Ty),
    /// A map from strings to values.
    Map(&'static Ty),
}

/// One JSON field of an object type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// The JSON name (`imagePullPolicy`).
    pub name: &'static str,
    /// Its type.
    pub ty: Ty,
    /// The Go name of a named type (`v1.PullPolicy`; for a list, of its element), or `""`.
    pub named: &'static str,
    /// The oldest Kubernetes minor (from 1.28) whose API has the field.
    pub since: u8,
    /// The newest minor whose API has the field: 37 unless it was removed.
    pub until: u8,
}

impl Field {
    /// True when the API server of `version` knows the field.
    pub fn exists_in(&self, version: KubeVersion) -> bool {
        (self.since..=self.until).contains(&api_minor(version))
    }

    /// The minor that adds the field, when it is newer than `version`'s API.
    pub fn added_after(&self, version: KubeVersion) -> Option<u8> {
        Some(self.since).filter(|since| *since > api_minor(version))
    }
}

/// The API minor whose fields a version setting accepts. `legacy` is a 1.28 API server: it knows
/// fields that were gated then (the sidecar `restartPolicy`) but not those added since
/// (`spec.resources`, 1.32).
pub fn api_minor(version: KubeVersion) -> u8 {
    match version {
        KubeVersion::Legacy => 28,
        KubeVersion::V1_33 => 33,
        KubeVersion::V1_34 => 34,
        KubeVersion::V1_35 => 35,
        KubeVersion::V1_36 => 36,
        KubeVersion::V1_37 => 37,
    }
}

/// One Kubernetes object type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ObjectType {
    /// The package-qualified Go name (`v1.Container`).
    pub go_name: &'static str,
    /// Its fields, sorted by JSON name.
    pub fields: &'static [Field],
}

impl ObjectType {
    /// The Go struct name without its package (`Container`), as the decoder's messages show it.
    pub fn struct_name(&self) -> &'static str {
        self.go_name.rsplit('.').next().unwrap_or(self.go_name)
    }

    /// The field called exactly `name` in any supported version (JSON field matching in
    /// Kubernetes is case-sensitive).
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        let fields: &'static [Field] = self.fields;
        fields.binary_search_by(|field| field.name.cmp(name)).ok().and_then(|at| fields.get(at))
    }
}

/// The object type at `index` in the table.
pub fn object_type(index: usize) -> Option<&'static ObjectType> {
    TYPES.get(index)
}

/// The root object type of a kind (`Pod`, `Deployment`, …), if podsim knows the kind.
pub fn root_type(kind: &str) -> Option<usize> {
    ROOTS.iter().find(|(known, _)| *known == kind).map(|(_, index)| *index)
}

/// The Go type name the decoder prints for a value of type `ty` (`[]v1.Container`, `int32`).
/// `named` is the field's named type (see [`Field::named`]).
pub fn go_type_name(ty: Ty, named: &str) -> String {
    match ty {
        Ty::Array(_) if !named.is_empty() => format!("[]{named}"),
        _ if !named.is_empty() => named.to_owned(),
        Ty::String | Ty::Time => "string".to_owned(),
        Ty::Int32 => "int32".to_owned(),
        Ty::Int64 => "int64".to_owned(),
        Ty::Number => "float64".to_owned(),
        Ty::Boolean => "bool".to_owned(),
        Ty::Quantity => "resource.Quantity".to_owned(),
        Ty::IntOrString => "intstr.IntOrString".to_owned(),
        Ty::Any => "interface {}".to_owned(),
        Ty::Object(index) => object_type(index).map_or_else(String::new, |object| object.go_name.to_owned()),
        Ty::Array(item) => format!("[]{}", go_type_name(*item, "")),
        Ty::Map(value) => format!("map[string]{}", go_type_name(*value, "")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_object_reference_and_root_points_into_the_table() {
        fn check(ty: Ty) {
            match ty {
                Ty::Object(index) => assert!(object_type(index).is_some(), "dangling Object({index})"),
                Ty::Array(inner) | Ty::Map(inner) => check(*inner),
                _ => {}
            }
        }
        for object in TYPES {
            assert!(object.fields.windows(2).all(|pair| pair[0].name < pair[1].name), "{} unsorted", object.go_name);
            for field in object.fields {
                check(field.ty);
            }
        }
        for kind in ["Pod", "Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job", "CronJob", "PodTemplate"] {
            assert!(root_type(kind).and_then(object_type).is_some(), "{kind}");
        }
    }

    #[test]
    fn names_go_types_like_the_decoder() {
        let container = root_type("Pod")
            .and_then(object_type)
            .and_then(|pod| pod.field("spec"))
            .and_then(|spec| match spec.ty {
                Ty::Object(index) => object_type(index),
                _ => None,
            })
            .and_then(|spec| spec.field("containers"))
            .map(|field| go_type_name(field.ty, field.named));
        assert_eq!(container.as_deref(), Some("[]v1.Container"));
    }
}
