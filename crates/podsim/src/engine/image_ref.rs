//! Image references as containerd prints them in its errors: the short name a manifest uses
//! (`nginx:1.27`) written out in full (`docker.io/library/nginx:1.27`).

/// The fully qualified form of `image`: the registry defaults to `docker.io`, an official
/// Docker Hub image gets `library/`, and a reference without a tag or digest gets `:latest`.
// distribution/reference: ParseDockerRef (splitDockerDomain, TagNameOnly)
pub fn normalized(image: &str) -> String {
    let (domain, remainder) = match image.split_once('/') {
        Some((first, rest))
            if first.contains(['.', ':']) || first == "localhost" || first.chars().any(|c| c.is_ascii_uppercase()) =>
        {
            (if first == "index.docker.io" { "docker.io" } else { first }, rest.to_owned())
        }
        _ => ("docker.io", image.to_owned()),
    };
    let remainder =
        if domain == "docker.io" && !remainder.contains('/') { format!("library/{remainder}") } else { remainder };
    let last_segment = remainder.rsplit('/').next().unwrap_or("");
    let tagged_or_digested = last_segment.contains(':') || remainder.contains('@');
    let tag = if tagged_or_digested { "" } else { ":latest" };
    format!("{domain}/{remainder}{tag}")
}

#[cfg(test)]
mod tests {
    use super::normalized;

    #[test]
    fn short_names_are_written_out_like_containerd() {
        for (image, full) in [
            ("nginx", "docker.io/library/nginx:latest"),
            ("nginx:1.27", "docker.io/library/nginx:1.27"),
            ("bitnami/redis:7", "docker.io/bitnami/redis:7"),
            ("index.docker.io/library/busybox", "docker.io/library/busybox:latest"),
            ("registry.k8s.io/pause:3.10", "registry.k8s.io/pause:3.10"),
            ("localhost/app", "localhost/app:latest"),
            ("localhost:5000/team/app", "localhost:5000/team/app:latest"),
            ("gcr.io/p/app@sha256:abc", "gcr.io/p/app@sha256:abc"),
        ] {
            assert_eq!(normalized(image), full, "{image}");
        }
    }
}
