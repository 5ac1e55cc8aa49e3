//! Image references as containerd prints them in its errors: the short name a manifest uses
//! (`nginx:1.27`) written out in full (`docker.io/library/nginx:1.27`); and the references the
//! kubelet cannot parse at all (`InvalidImageName`).

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

/// Why the kubelet cannot parse `image`, in the words of its `InspectFailed` event, or `None` when
/// it can. // kubelet images: applyDefaultImageTag → distribution/reference ParseNormalizedNamed
pub fn parse_error(image: &str) -> Option<String> {
    let reason = unparsable(image)?;
    Some(format!("Failed to apply default image tag \"{image}\": couldn't parse image name \"{image}\": {reason}"))
}

fn unparsable(image: &str) -> Option<String> {
    if image.len() == 64 && image.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
        return Some(format!("invalid repository name ({image}), cannot specify 64-byte hexadecimal strings"));
    }
    // splitDockerDomain
    let (domain, remainder) = match image.split_once('/') {
        Some((first, rest))
            if first.contains(['.', ':']) || first == "localhost" || first.to_ascii_lowercase() != first =>
        {
            (if first == "index.docker.io" { "docker.io" } else { first }, rest.to_owned())
        }
        _ => ("docker.io", image.to_owned()),
    };
    let remainder =
        if domain == "docker.io" && !remainder.contains('/') { format!("library/{remainder}") } else { remainder };
    let remote = remainder.split(':').next().unwrap_or("");
    if remote.to_ascii_lowercase() != remote {
        return Some(format!("invalid reference format: repository name ({remote}) must be lowercase"));
    }
    let full = format!("{domain}/{remainder}");
    // Parse: ReferenceRegexp, then the same on the lower-cased text, then the name's length.
    match reference_name(&full) {
        Some(name) if name.len() > 255 => Some("repository name must not be more than 255 characters".to_owned()),
        Some(_) => None,
        None if reference_name(&full.to_ascii_lowercase()).is_some() => {
            Some("repository name must be lowercase".to_owned())
        }
        None => Some("invalid reference format".to_owned()),
    }
}

/// The name part of `reference` when the whole matches distribution/reference's
/// `ReferenceRegexp` (`name(:tag)?(@digest)?`).
fn reference_name(reference: &str) -> Option<&str> {
    let (name_and_tag, digest) = match reference.split_once('@') {
        Some((before, digest)) => (before, Some(digest)),
        None => (reference, None),
    };
    if digest.is_some_and(|digest| !is_digest(digest)) {
        return None;
    }
    let last_slash = name_and_tag.rfind('/').map_or(0, |at| at + 1);
    let colon = name_and_tag.get(last_slash..).and_then(|last| last.find(':')).map(|at| last_slash + at);
    let (name, tag) = match colon {
        Some(at) => (name_and_tag.get(..at)?, name_and_tag.get(at..)?),
        None => (name_and_tag, ""),
    };
    if let Some(tag) = tag.strip_prefix(':')
        && !is_tag(tag)
    {
        return None;
    }
    let as_path = name.split('/').all(is_path_component);
    let with_domain = name
        .split_once('/')
        .is_some_and(|(domain, rest)| is_domain_and_port(domain) && rest.split('/').all(is_path_component));
    (as_path || with_domain).then_some(name)
}

/// `[a-z0-9]+(?:(?:[._]|__|[-]+)[a-z0-9]+)*`
fn is_path_component(component: &str) -> bool {
    let alphanumeric = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit();
    let bytes: Vec<char> = component.chars().collect();
    let (mut at, mut expect_alnum) = (0, true);
    while at < bytes.len() {
        let run = bytes.get(at..).unwrap_or(&[]).iter().take_while(|c| alphanumeric(**c)).count();
        if run > 0 {
            at += run;
            expect_alnum = false;
            continue;
        }
        if expect_alnum {
            return false;
        }
        let rest = bytes.get(at..).unwrap_or(&[]);
        let separator = match rest {
            ['_', '_', ..] => 2,
            ['.' | '_', ..] => 1,
            ['-', ..] => rest.iter().take_while(|c| **c == '-').count(),
            _ => return false,
        };
        at += separator;
        expect_alnum = true;
    }
    !bytes.is_empty() && !expect_alnum
}

/// `(?:domain-component(?:\.domain-component)*|\[[a-fA-F0-9:]+\])(?::[0-9]+)?`
fn is_domain_and_port(domain: &str) -> bool {
    let (host, port) = match domain.strip_prefix('[') {
        Some(v6) => match v6.split_once(']') {
            Some((address, after)) => {
                if address.is_empty() || !address.chars().all(|c| c.is_ascii_hexdigit() || c == ':') {
                    return false;
                }
                ("", after)
            }
            None => return false,
        },
        None => match domain.split_once(':') {
            Some((host, _)) => (host, domain.get(host.len()..).unwrap_or("")),
            None => (domain, ""),
        },
    };
    let port_ok = port.is_empty()
        || port
            .strip_prefix(':')
            .is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()));
    let component = |c: &str| {
        let inner = |ch: char| ch.is_ascii_alphanumeric() || ch == '-';
        !c.is_empty()
            && c.starts_with(|ch: char| ch.is_ascii_alphanumeric())
            && c.ends_with(|ch: char| ch.is_ascii_alphanumeric())
            && c.chars().all(inner)
    };
    let host_ok = domain.starts_with('[') || host.split('.').all(component);
    host_ok && port_ok
}

/// `[\w][\w.-]{0,127}`
fn is_tag(tag: &str) -> bool {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    tag.len() <= 128 && tag.starts_with(word) && tag.chars().all(|c| word(c) || c == '.' || c == '-')
}

/// `[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*[:][[:xdigit:]]{32,}`
fn is_digest(digest: &str) -> bool {
    let Some((algorithm, hex)) = digest.split_once(':') else { return false };
    let algorithm_ok = algorithm.split(['-', '_', '+', '.']).all(|part| {
        part.starts_with(|c: char| c.is_ascii_alphabetic()) && part.chars().all(|c| c.is_ascii_alphanumeric())
    });
    algorithm_ok && hex.len() >= 32 && hex.chars().all(|c| c.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::{normalized, parse_error};

    #[test]
    fn the_kubelet_parses_what_distribution_reference_parses() {
        for image in [
            "nginx",
            "nginx:1.27",
            "registry.k8s.io/pause:3.10",
            "localhost:5000/team/app:v1",
            "gcr.io/p/app@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
            "quay.io/fluentd_elasticsearch/fluentd:v2.5.2",
            "my_registry.com/app",
            "a__b/c--d/e.f:Tag_1",
            "[::1]:5000/app",
        ] {
            assert_eq!(parse_error(image), None, "{image}");
        }
        let invalid = |image: &str, reason: &str| {
            assert_eq!(
                parse_error(image).as_deref(),
                Some(
                    format!(
                        "Failed to apply default image tag \"{image}\": couldn't parse image name \"{image}\": {reason}"
                    )
                    .as_str()
                ),
                "{image}"
            );
        };
        // The placeholders of the kubernetes.io examples.
        invalid("gcr.io/<project>/job-wq-1", "invalid reference format");
        invalid("<your-private-image>", "invalid reference format");
        invalid("registry.hub.docker.com/library//nginx:latest", "invalid reference format");
        invalid("app:", "invalid reference format");
        invalid("app-", "invalid reference format");
        invalid(
            "THIS IS NOT A VALID IMAGE REFERENCE!!",
            "invalid reference format: repository name (library/THIS IS NOT A VALID IMAGE REFERENCE!!) must be lowercase",
        );
        invalid(
            "hfhugs/gemma-GGUF:Q4",
            "invalid reference format: repository name (hfhugs/gemma-GGUF) must be lowercase",
        );
    }

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
