//! Benchmark: what a documentation build pays per page and per block — the static timeline
//! (`Session::render_svg`, what `podsim render` and `mdbook-podsim` write) of a traffic example,
//! and every expectation of the scenario reference checked (`podsim test docs/scenarios.md`).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use podsim::{DocFormat, KubeVersion, RenderOptions, Session, Settings, check_document};

const TRAFFIC: &str = include_str!("../../../static/examples/traffic-scale-down-no-prestop.yaml");
const SCENARIOS: &str = include_str!("../../../docs/scenarios.md");

fn docs_tooling(c: &mut Criterion) {
    c.bench_function("render_svg traffic-scale-down-no-prestop (session + layout + SVG)", |b| {
        b.iter(|| {
            let session = Session::new(black_box(TRAFFIC), "", Settings::new(KubeVersion::V1_35));
            session.render_svg(&RenderOptions::default()).map(|svg| svg.len())
        })
    });
    c.bench_function("check_document docs/scenarios.md (every expectation)", |b| {
        b.iter(|| check_document(black_box(SCENARIOS), DocFormat::Markdown, &Settings::new(KubeVersion::DEFAULT)).len())
    });
}

criterion_group!(benches, docs_tooling);
criterion_main!(benches);
