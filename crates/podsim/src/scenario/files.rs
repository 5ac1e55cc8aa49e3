//! Files a container's shell script creates and removes as it runs, so that an exec probe that
//! checks one (`cat /tmp/healthy`, as in the Kubernetes documentation's liveness example)
//! passes exactly while the file exists.

use crate::process::shell::{sleep_millis as parse_sleep, split_script};

/// When, counted from the container's start, a file exists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileWindow {
    /// The file's path as the script names it.
    pub path: String,
    /// When the script creates it.
    pub from_ms: u64,
    /// When the script removes it; `None` while the container runs.
    pub until_ms: Option<u64>,
}

/// The files `script` creates (with `touch`, or by redirecting output to them: `echo ok
/// >/tmp/health`, the form of the upstream probe e2e tests) and removes with `rm`, timed by its
/// `sleep`s. The walk stops at the first command whose duration is unknown.
pub fn file_windows(script: &str) -> Vec<FileWindow> {
    let mut windows: Vec<FileWindow> = Vec::new();
    let mut elapsed_ms: u64 = 0;
    let create = |windows: &mut Vec<FileWindow>, path: &str, at: u64| {
        if !windows.iter().any(|w| w.path == path && w.until_ms.is_none()) {
            windows.push(FileWindow { path: path.to_owned(), from_ms: at, until_ms: None });
        }
    };
    for command in split_script(script) {
        for path in &command.writes {
            create(&mut windows, path, elapsed_ms);
        }
        let words = command.words;
        let (program, operands) = match words.split_first() {
            Some((program, rest)) => (program.as_str(), rest.iter().filter(|w| !w.starts_with('-'))),
            None => continue,
        };
        match program {
            "sleep" => match words.get(1).and_then(|argument| parse_sleep(argument)) {
                Some(ms) => elapsed_ms = elapsed_ms.saturating_add(ms),
                None => break,
            },
            "touch" => {
                for path in operands {
                    create(&mut windows, path, elapsed_ms);
                }
            }
            "rm" => {
                for path in operands {
                    for window in windows.iter_mut().filter(|w| &w.path == path && w.until_ms.is_none()) {
                        window.until_ms = Some(elapsed_ms);
                    }
                }
            }
            _ => {}
        }
    }
    windows
}

/// The file an exec probe's command checks for: `cat F`, `test -e F`, `[ -f F ]`, `ls F`,
/// `stat F`, also inside `sh -c`.
pub fn checked_file(command: &[String]) -> Option<&str> {
    let (program, rest) = command.split_first()?;
    let base = program.rsplit('/').next().unwrap_or(program);
    match (base, rest) {
        ("cat" | "ls" | "stat" | "head", [path]) => Some(path),
        ("test", [flag, path]) if matches!(flag.as_str(), "-e" | "-f" | "-s") => Some(path),
        ("[", [flag, path, close]) if matches!(flag.as_str(), "-e" | "-f" | "-s") && close == "]" => Some(path),
        ("sh" | "bash" | "ash", [flag, script]) if flag == "-c" => {
            let words: Vec<&str> = script.split_whitespace().collect();
            match words.as_slice() {
                ["cat" | "ls" | "stat" | "head", path] => Some(path),
                ["test" | "[", "-e" | "-f" | "-s", path, ..] => Some(path),
                _ => None,
            }
            .map(|path| path.trim_matches(|c| c == '\'' || c == '"'))
        }
        _ => None,
    }
}

/// What the probe's command prints when the file is missing. busybox (and so Alpine) and GNU
/// coreutils word it differently; `test` and `[` print nothing.
pub fn missing_file_output(command: &[String], image: &str) -> String {
    let Some(path) = checked_file(command) else { return String::new() };
    let words: Vec<&str> = match command {
        [shell, flag, script] if flag == "-c" && shell.ends_with("sh") => script.split_whitespace().collect(),
        _ => command.iter().map(String::as_str).collect(),
    };
    let program = words.first().map_or("", |p| p.rsplit('/').next().unwrap_or(p));
    let busybox = image.contains("busybox") || image.contains("alpine");
    match (program, busybox) {
        ("cat" | "head", true) => format!("{program}: can't open '{path}': No such file or directory"),
        ("cat" | "head", false) => format!("{program}: {path}: No such file or directory"),
        ("ls", true) => format!("ls: {path}: No such file or directory"),
        ("ls", false) => format!("ls: cannot access '{path}': No such file or directory"),
        ("stat", true) => format!("stat: can't stat '{path}': No such file or directory"),
        ("stat", false) => format!("stat: cannot statx '{path}': No such file or directory"),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &[&str]) -> Vec<String> {
        text.iter().map(|w| (*w).to_owned()).collect()
    }

    #[test]
    fn times_the_files_a_script_touches_and_removes() {
        let windows = file_windows("touch /tmp/healthy; sleep 30; rm -f /tmp/healthy; sleep 600");
        assert_eq!(windows, [FileWindow { path: "/tmp/healthy".into(), from_ms: 0, until_ms: Some(30_000) }]);
        let later = file_windows("sleep 5 && touch /tmp/ready /tmp/live\nsleep 1m\nrm /tmp/ready");
        assert_eq!(later.len(), 2);
        assert_eq!((later[0].from_ms, later[0].until_ms), (5_000, Some(65_000)));
        assert_eq!((later[1].path.as_str(), later[1].until_ms), ("/tmp/live", None));
        // Output redirected to a file creates it, as `touch` does (the upstream probe e2e tests'
        // `echo ok >/tmp/health`); /dev/null and descriptor duplications create nothing.
        let echoed = file_windows("echo ok >/tmp/health; sleep 10; rm -rf /tmp/health; sleep 600");
        assert_eq!(echoed, [FileWindow { path: "/tmp/health".into(), from_ms: 0, until_ms: Some(10_000) }]);
        let spaced = file_windows("sleep 32; echo ok > /tmp/startup 2>&1; date >>/tmp/log; echo x >/dev/null");
        let paths: Vec<(&str, u64)> = spaced.iter().map(|w| (w.path.as_str(), w.from_ms)).collect();
        assert_eq!(paths, [("/tmp/startup", 32_000), ("/tmp/log", 32_000)]);
        // An unknown duration ends what can be known.
        assert_eq!(
            file_windows("touch /a; sleep $T; rm /a"),
            [FileWindow { path: "/a".into(), from_ms: 0, until_ms: None }]
        );
    }

    #[test]
    fn finds_the_file_a_probe_checks_and_words_its_absence() {
        assert_eq!(checked_file(&words(&["cat", "/tmp/healthy"])), Some("/tmp/healthy"));
        assert_eq!(checked_file(&words(&["test", "-f", "/ready"])), Some("/ready"));
        assert_eq!(checked_file(&words(&["[", "-e", "/ready", "]"])), Some("/ready"));
        assert_eq!(checked_file(&words(&["sh", "-c", "cat '/tmp/x'"])), Some("/tmp/x"));
        assert_eq!(checked_file(&words(&["cat", "/a", "/b"])), None);
        assert_eq!(checked_file(&words(&["grpc_health_probe", "-addr=:8080"])), None);
        let cat = words(&["cat", "/tmp/healthy"]);
        assert_eq!(
            missing_file_output(&cat, "registry.k8s.io/busybox:1.27.2"),
            "cat: can't open '/tmp/healthy': No such file or directory"
        );
        assert_eq!(missing_file_output(&cat, "debian:12"), "cat: /tmp/healthy: No such file or directory");
        assert_eq!(missing_file_output(&words(&["test", "-f", "/ready"]), "busybox"), "");
    }
}
