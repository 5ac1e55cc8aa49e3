//! Properties of the lifecycle engine over random Pods, scenarios and seeds: time never goes
//! back, init order holds, sidecars stop after the app containers and in reverse order, the peak
//! of concurrently admitted requests equals the effective requests, and runs are reproducible.
//! `PODSIM_PROPTEST_CASES=N` runs more cases.

use std::collections::BTreeMap;

use podsim::Timing;
use podsim::engine::{FactKind, SimOptions, Simulation, simulate};
use podsim::model::{Container, Pod, PodSpec, ResourceRequirements};
use podsim::scenario::{Action, ActionKind, Behaviour, OnSigterm, Scenario, Trigger};
use podsim::{KubeVersion, Location};
use proptest::prelude::*;

/// One generated container: role, requested millicores, run time (None: forever), exit code, SIGTERM handler seconds.
#[derive(Debug, Clone)]
struct Gen {
    sidecar: bool,
    millis: u32,
    run: Option<u32>,
    exit: i64,
    term_after: u32,
}

#[derive(Debug, Clone)]
struct Case {
    init: Vec<Gen>,
    apps: Vec<Gen>,
    policy: &'static str,
    delete_at: Option<u32>,
    seed: u64,
    realistic: bool,
}

fn gen_container(sidecar: bool, app: bool) -> impl Strategy<Value = Gen> {
    (1u32..2000, prop::option::of(0u32..40), prop::bool::ANY, 0u32..10).prop_map(
        move |(millis, run, fails, term_after)| Gen {
            sidecar,
            millis,
            // Sidecars run until stopped and app containers run at least a second, so that every
            // container of the steady state is up at once at some instant.
            run: if sidecar {
                None
            } else if app {
                run.map(|r| r.max(1))
            } else {
                Some(run.unwrap_or(3))
            },
            exit: if fails && app { 1 } else { 0 },
            term_after,
        },
    )
}

fn case() -> impl Strategy<Value = Case> {
    (
        prop::collection::vec(prop::bool::ANY.prop_flat_map(|sidecar| gen_container(sidecar, false)), 0..5),
        prop::collection::vec(gen_container(false, true), 1..4),
        prop::sample::select(vec!["Always", "OnFailure", "Never"]),
        prop::option::of(1u32..120),
        any::<u64>(),
        prop::bool::ANY,
    )
        .prop_map(|(init, apps, policy, delete_at, seed, realistic)| Case {
            init,
            apps,
            policy,
            delete_at,
            seed,
            realistic,
        })
}

fn build(case: &Case) -> (Pod, Scenario) {
    let container = |name: String, g: &Gen| Container {
        name: Some(name),
        image: Some("busybox:1.36".to_owned()),
        restart_policy: g.sidecar.then(|| "Always".to_owned()),
        resources: ResourceRequirements {
            requests: BTreeMap::from([("cpu".to_owned(), format!("{}m", g.millis))]),
            limits: BTreeMap::new(),
            ..ResourceRequirements::default()
        },
        ..Container::default()
    };
    let behaviour = |g: &Gen| Behaviour {
        run_ms: g.run.map(|r| u64::from(r) * 1000),
        exit_code: g.exit,
        on_sigterm: Some(OnSigterm::Exit { after_ms: u64::from(g.term_after) * 1000, exit_code: 0 }),
        fields: vec!["runSeconds".to_owned(), "exitCode".to_owned()],
        ..Behaviour::default()
    };
    let mut scenario = Scenario::default();
    let mut spec = PodSpec {
        restart_policy: Some(case.policy.to_owned()),
        termination_grace_period_seconds: Some(600),
        ..PodSpec::default()
    };
    for (i, g) in case.init.iter().enumerate() {
        spec.init_containers.push(container(format!("init-{i}"), g));
        scenario.behaviours.push((format!("init-{i}"), behaviour(g)));
    }
    for (i, g) in case.apps.iter().enumerate() {
        spec.containers.push(container(format!("app-{i}"), g));
        scenario.behaviours.push((format!("app-{i}"), behaviour(g)));
    }
    if let Some(at) = case.delete_at {
        scenario.actions.push(Action {
            trigger: Trigger::At { ms: u64::from(at) * 1000 },
            kind: ActionKind::Delete { grace_period_seconds: None },
            location: Location::default(),
        });
    }
    let mut pod = Pod { spec: spec.into(), ..Pod::default() };
    pod.metadata.name = Some("prop".to_owned());
    (pod, scenario)
}

fn run(case: &Case) -> (Pod, Simulation) {
    let (pod, scenario) = build(case);
    let options = SimOptions {
        version: KubeVersion::V1_35,
        timing: if case.realistic { Timing::Realistic } else { Timing::Ideal },
        seed: case.seed,
        horizon_ms: 300_000,
        event_cap: 200_000,
        ..SimOptions::default()
    };
    let simulation = simulate(&pod, &scenario, &options);
    (pod, simulation)
}

fn index_of(simulation: &Simulation, container: &str, kind: FactKind, nth: usize) -> Option<usize> {
    simulation
        .facts
        .iter()
        .enumerate()
        .filter(|(_, f)| f.kind == kind && f.container.as_deref() == Some(container))
        .map(|(i, _)| i)
        .nth(nth)
}

fn config() -> ProptestConfig {
    let cases = std::env::var("PODSIM_PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(64);
    ProptestConfig { cases, ..ProptestConfig::default() }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn time_never_goes_back(case in case()) {
        let (_, simulation) = run(&case);
        for pair in simulation.facts.windows(2) {
            prop_assert!(pair[0].t_ms <= pair[1].t_ms, "{:?} then {:?}", pair[0], pair[1]);
        }
    }

    #[test]
    fn init_order_holds(case in case()) {
        let (pod, simulation) = run(&case);
        let Some(first_app) = pod.spec.containers.iter().filter_map(|c| index_of(&simulation, c.name_or_empty(), FactKind::Started, 0)).min() else { return Ok(()) };
        let mut previous_done: Option<usize> = None;
        for init in &pod.spec.init_containers {
            let name = init.name_or_empty();
            let started = index_of(&simulation, name, FactKind::Started, 0);
            prop_assert!(started.is_some(), "{name} never started although an app container did");
            let started = started.unwrap_or(0);
            if let Some(done) = previous_done {
                prop_assert!(started > done, "{name} started before the previous init step was done");
            }
            let done = if init.is_restartable() {
                started
            } else {
                let exit = simulation.facts.iter().enumerate().position(|(i, f)| i > started && f.kind == FactKind::Exited && f.container.as_deref() == Some(name) && f.exit_code == Some(0));
                prop_assert!(exit.is_some(), "{name} never exited 0 although an app container started");
                exit.unwrap_or(0)
            };
            prop_assert!(done < first_app, "an app container started before {name} was done");
            previous_done = Some(done);
        }
    }

    #[test]
    fn sidecars_stop_after_apps_and_in_reverse_order(case in case()) {
        let (pod, simulation) = run(&case);
        let stopping: Vec<(usize, &str)> = pod.spec.init_containers.iter().enumerate().filter(|(_, c)| c.is_restartable()).filter_map(|(i, c)| {
            let name = c.name_or_empty();
            simulation.facts.iter().any(|f| f.kind == FactKind::Killing && f.container.as_deref() == Some(name) && f.message.as_deref().is_some_and(|m| m.starts_with("Stopping"))).then_some((i, name))
        }).collect();
        let last_exit = |name: &str| simulation.facts.iter().filter(|f| f.kind == FactKind::Exited && f.container.as_deref() == Some(name)).map(|f| f.t_ms).max();
        let sigterm = |name: &str| simulation.facts.iter().filter(|f| f.kind == FactKind::Sigterm && f.container.as_deref() == Some(name)).map(|f| f.t_ms).max();
        let apps_done = pod.spec.containers.iter().filter_map(|c| last_exit(c.name_or_empty())).max().unwrap_or(0);
        for (i, name) in &stopping {
            let Some(term) = sigterm(name) else { continue };
            prop_assert!(term >= apps_done, "{name} got SIGTERM at {term} before the app containers finished at {apps_done}");
            for (j, later) in &stopping {
                if j > i {
                    let later_exit = last_exit(later).unwrap_or(0);
                    prop_assert!(term >= later_exit, "{name} got SIGTERM before the later sidecar {later} exited");
                }
            }
        }
    }

    #[test]
    fn peak_of_admitted_requests_is_the_effective_request(case in case()) {
        let (pod, simulation) = run(&case);
        if case.delete_at.is_some() { return Ok(()); }
        let millis: BTreeMap<String, i64> = pod.spec.init_containers.iter().chain(&pod.spec.containers).map(|c| {
            let text = c.resources.requests.get("cpu").cloned().unwrap_or_default();
            (c.name_or_empty().to_owned(), text.trim_end_matches('m').parse::<i64>().unwrap_or(0))
        }).collect();
        let mut running: BTreeMap<String, i64> = BTreeMap::new();
        let mut peak = 0;
        for fact in &simulation.facts {
            let Some(name) = fact.container.clone() else { continue };
            match fact.kind {
                FactKind::Started => { running.insert(name.clone(), millis.get(&name).copied().unwrap_or(0)); }
                FactKind::Exited => { running.remove(&name); }
                _ => {}
            }
            peak = peak.max(running.values().sum::<i64>());
        }
        let effective = podsim::resources::effective_resources(&pod, KubeVersion::V1_35.gates());
        let expected = effective.requests.get("cpu").map(|q| i64::try_from(q.milli_value()).unwrap_or(0)).unwrap_or(0);
        prop_assert!(peak <= expected, "peak {peak}m above the effective request {expected}m");
        let all_apps_ran = pod.spec.containers.iter().all(|c| index_of(&simulation, c.name_or_empty(), FactKind::Started, 0).is_some());
        if all_apps_ran {
            prop_assert_eq!(peak, expected, "the peak never reached the effective request");
        }
    }

    #[test]
    fn same_input_and_seed_give_the_same_timeline(case in case()) {
        let (_, first) = run(&case);
        let (_, second) = run(&case);
        let a = serde_json::to_string(&first).unwrap_or_default();
        let b = serde_json::to_string(&second).unwrap_or_default();
        prop_assert_eq!(a, b);
    }
}
