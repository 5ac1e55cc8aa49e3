//! `kubectl get pod -w` over a run: the header, then a line per change of the row, and one for
//! the scheduler's binding, which changes the object but not its row.

use crate::engine::{SimTime, Simulation};
use crate::status::printer::PodRow;

impl Simulation {
    /// `kubectl get pod -w` output up to `t_ms`: the header, then a line per change of the row.
    /// It ends with the object as it was deleted: what the kubelet does after that is never
    /// written to the API, so no watch sees it.
    pub fn watch_lines(&self, t_ms: SimTime) -> Vec<String> {
        let creation = self.creation_unix();
        let mut rows: Vec<PodRow> = Vec::new();
        let mut last: Option<(String, String, String, bool)> = None;
        let bound = |pod: &crate::model::Pod| pod.spec.node_name.is_some();
        // The first line is the object as created: `Pending`, before the kubelet reports.
        // (The row reads the containers only, so the spec need not lose the node the binding wrote.)
        if let Some((created, named_its_node)) = self.created_sharing_spec() {
            let row = crate::status::printer::kubectl_row(&created, Some(creation));
            last = Some((row.ready.clone(), row.status.clone(), row.restarts.clone(), named_its_node));
            rows.push(row);
        }
        for snapshot in self.snapshots.iter().filter(|s| s.t_ms <= t_ms) {
            let now = creation + i64::try_from(snapshot.t_ms / 1000).unwrap_or(0);
            let row = crate::status::printer::kubectl_row(&snapshot.pod, Some(now));
            let restarts = row.restarts.split(' ').next().unwrap_or("").to_owned();
            let key = (row.ready.clone(), row.status.clone(), restarts, bound(&snapshot.pod));
            if last.as_ref() != Some(&key) {
                last = Some(key);
                rows.push(row);
            }
            if snapshot.removed {
                break;
            }
        }
        crate::status::printer::format_table(&rows)
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{SimOptions, Simulation, Timing, simulate};
    use crate::scenario::Scenario;

    fn ideal(yaml: &str) -> Simulation {
        let parsed = crate::parse(yaml);
        let scenario = Scenario::from_parsed(&parsed);
        let options = SimOptions { timing: Timing::Ideal, ..SimOptions::default() }.with_scenario(&scenario);
        simulate(&parsed.pod, &scenario, &options)
    }

    /// `sleep` ignores SIGTERM, so after the force delete at 12 s the kubelet kills it at 14 s.
    const FORCED: &str = "apiVersion: v1\nkind: Pod\nmetadata: {name: gone}\nspec:\n  containers:\n  - {name: app, image: busybox:1.36, command: [sleep, '3600']}\n---\nkind: Scenario\ntiming: ideal\nactions:\n- {at: 10s, do: delete}\n- {at: 12s, do: delete, force: true}\n";

    #[test]
    fn the_watch_ends_with_the_object_as_it_was_deleted() {
        let simulation = ideal(FORCED);
        assert!(simulation.state_at(20_000).removed);
        let watch = simulation.watch_lines(20_000);
        // The container stopping at 14 s is never written to the API: the object is gone.
        assert_eq!(
            watch.last().map(|l| l.split_whitespace().collect::<Vec<_>>()),
            Some(vec!["gone", "1/1", "Terminating", "0", "10s"]),
            "{watch:#?}"
        );
        assert_eq!(watch, simulation.watch_lines(12_000));
        assert_eq!(watch, simulation.state_at(40_000).watch);
        // The state's row (also in `--json`) is the object's last row, as it was when removed at
        // 12 s, whatever the instant asked.
        for t_ms in [20_000, 40_000] {
            let row = simulation.state_at(t_ms).row;
            assert_eq!((row.ready.as_str(), row.status.as_str(), row.age.as_str()), ("1/1", "Terminating", "12s"));
        }
    }

    #[test]
    fn a_graceful_delete_ends_with_the_final_status() {
        let simulation = ideal(&FORCED.replace("- {at: 12s, do: delete, force: true}\n", ""));
        let watch = simulation.state_at(60_000).watch;
        assert_eq!(watch.last().map(|l| l.split_whitespace().nth(2)), Some(Some("Error")), "{watch:#?}");
    }
}
