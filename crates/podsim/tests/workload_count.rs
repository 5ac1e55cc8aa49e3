//! A pasted workload whose controller would make several Pods (or none) from its template says,
//! through `Session::diagnostics`, that podsim runs one of them, in both languages.

use podsim::{KubeVersion, Lang, Session, Settings, Severity};

/// The `one-pod-of-many` note of `text`: its line, field and English and Chinese message.
fn check(text: &str) -> Option<(u32, String, String, String)> {
    let session = Session::new(text, "", Settings::new(KubeVersion::DEFAULT));
    let notes: Vec<_> = session.diagnostics().into_iter().filter(|d| d.code == "one-pod-of-many").collect();
    assert!(notes.len() <= 1, "{notes:?}");
    let note = notes.into_iter().next()?;
    assert_eq!(note.severity, Severity::Note);
    Some((
        note.location.map_or(0, |location| location.line),
        note.field.clone().unwrap_or_default(),
        note.message_in(Lang::En).to_owned(),
        note.message_in(Lang::Zh).to_owned(),
    ))
}

fn apps(kind: &str, spec: &str) -> String {
    format!(
        "apiVersion: apps/v1\nkind: {kind}\nmetadata:\n  name: web\nspec:\n{spec}  selector:\n    matchLabels: {{app: web}}\n  template:\n    metadata:\n      labels: {{app: web}}\n    spec:\n      containers:\n      - name: app\n        image: nginx\n"
    )
}

fn job(spec: &str) -> String {
    format!(
        "apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: work\nspec:\n{spec}  template:\n    spec:\n      restartPolicy: Never\n      containers:\n      - name: main\n        image: busybox\n"
    )
}

#[test]
fn replicas_of_three_say_podsim_runs_one_of_the_three_pods() {
    for kind in ["Deployment", "ReplicaSet"] {
        let (line, field, en, zh) = check(&apps(kind, "  replicas: 3\n")).expect(kind);
        assert_eq!((line, field.as_str()), (6, "spec.replicas"), "{kind}: at the replicas line");
        assert_eq!(en, "replicas: 3: the controller would create 3 Pods from this template; podsim runs one of them");
        assert_eq!(zh, "replicas: 3：控制器会按这个模板创建 3 个 Pod；podsim 只运行其中一个");
    }
    // The one Pod still runs: the note is not a refusal.
    let session = Session::new(&apps("Deployment", "  replicas: 3\n"), "", Settings::new(KubeVersion::DEFAULT));
    assert!(!session.refused() && session.run().is_some());
}

#[test]
fn a_stateful_set_names_the_pod_that_runs_and_how_the_others_follow() {
    let (_, _, en, _) = check(&apps("StatefulSet", "  serviceName: web\n  replicas: 3\n")).expect("a note");
    assert_eq!(
        en,
        "replicas: 3: the StatefulSet controller would create 3 Pods, web-0 to web-2, each once the one before it is Running and Ready; podsim runs web-0"
    );
    let parallel = apps(
        "StatefulSet",
        "  serviceName: web\n  replicas: 2\n  podManagementPolicy: Parallel\n  ordinals: {start: 4}\n",
    );
    let (_, _, en, zh) = check(&parallel).expect("a note");
    assert_eq!(
        en,
        "replicas: 2: the StatefulSet controller would create 2 Pods, web-4 to web-5, all at once; podsim runs web-4"
    );
    assert!(zh.contains("web-4 到 web-5") && zh.contains("podsim 只运行 web-4"), "{zh}");
}

#[test]
fn a_job_says_how_many_pods_run_at_a_time_and_until_when() {
    let (line, field, en, _) = check(&job("  parallelism: 3\n")).expect("a note");
    assert_eq!((line, field.as_str()), (6, "spec.parallelism"));
    assert_eq!(en, "parallelism: 3: the Job controller would run 3 Pods at a time; podsim runs one of them");
    let (_, field, en, _) = check(&job("  parallelism: 2\n  completions: 5\n")).expect("a note");
    assert_eq!(field, "spec.completions");
    assert_eq!(
        en,
        "completions: 5: the Job controller would run Pods 2 at a time until 5 succeed; podsim runs one of them"
    );
    let (_, _, en, zh) = check(&job("  completions: 4\n")).expect("a note");
    assert_eq!(
        en,
        "completions: 4: the Job controller would run Pods one at a time until 4 succeed; podsim runs the first"
    );
    assert!(zh.starts_with("completions: 4："), "{zh}");
    // More parallelism than completions to go: only as many run at once as are still needed.
    let (_, _, en, _) = check(&job("  parallelism: 5\n  completions: 2\n")).expect("a note");
    assert!(en.contains("Pods 2 at a time until 2 succeed"), "{en}");
}

#[test]
fn a_count_of_zero_says_the_controller_makes_no_pod() {
    let (_, field, en, _) = check(&apps("Deployment", "  replicas: 0\n")).expect("a note");
    assert_eq!(field, "spec.replicas");
    assert!(en.starts_with("replicas: 0: the controller creates no Pod"), "{en}");
    let (_, field, _, _) = check(&job("  parallelism: 0\n")).expect("a note");
    assert_eq!(field, "spec.parallelism");
}

#[test]
fn one_pod_by_default_or_as_written_needs_no_note() {
    assert_eq!(check(&apps("Deployment", "")), None);
    assert_eq!(check(&apps("Deployment", "  replicas: 1\n")), None);
    assert_eq!(check(&apps("StatefulSet", "  serviceName: web\n")), None);
    assert_eq!(check(&job("  parallelism: 1\n  completions: 1\n")), None);
    assert_eq!(check(&job("")), None);
    // A DaemonSet makes one Pod per node, and podsim's node is one.
    assert_eq!(check(&apps("DaemonSet", "")), None);
    // A wrong type is the schema check's to report, not counted here.
    assert_eq!(check(&apps("Deployment", "  replicas: \"3\"\n")), None);
    let pod =
        "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n  - name: app\n    image: nginx\n";
    assert_eq!(check(pod), None);
}

#[test]
fn a_cron_job_counts_the_pods_of_each_job_it_starts() {
    let text = "apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: nightly\nspec:\n  schedule: \"0 2 * * *\"\n  jobTemplate:\n    spec:\n      parallelism: 2\n      template:\n        spec:\n          restartPolicy: OnFailure\n          containers:\n          - name: main\n            image: busybox\n";
    let (line, field, en, _) = check(text).expect("a note");
    assert_eq!((line, field.as_str()), (9, "spec.jobTemplate.spec.parallelism"));
    assert!(en.starts_with("parallelism: 2: the Job controller would run 2 Pods at a time"), "{en}");
}
