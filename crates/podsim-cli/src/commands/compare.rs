//! `podsim compare FILE --k8s A --against B [--json]`: what differs for this Pod between two
//! versions. Exit 0 when nothing differs, 1 when something does, 2 on bad arguments.

use podsim::{Comparison, Session, Settings};

use crate::args::CompareArgs;
use crate::input::read_text;

/// Runs `compare`.
pub fn run(args: &CompareArgs) -> Result<u8, String> {
    let a = args.version.k8s;
    let b = args.against;
    let path = args.file.as_str();
    let text = read_text(path)?;
    let file_name = if path == "-" { "STDIN" } else { path };
    let settings = Settings { file_name: Some(file_name.to_owned()), ..Settings::new(a) };
    let comparison = Session::new(&text, "", settings).compare(b);
    if args.json {
        println!("{}", serde_json::to_string_pretty(&comparison).map_err(|e| e.to_string())?);
    } else {
        print_text(&comparison);
    }
    Ok(if comparison.is_same() { 0 } else { 1 })
}

fn print_text(c: &Comparison) {
    let (a, b) = (&c.a.version, &c.b.version);
    if c.is_same() {
        println!("no difference between {a} and {b} for this Pod");
        return;
    }
    if c.validation_differs {
        println!("validation:\n  {a}: {}\n  {b}: {}", c.a.kubectl.trim_end(), c.b.kubectl.trim_end());
    }
    if c.resources_differ {
        println!("requests:\n  {a}: {}\n  {b}: {}", c.a.requests.join(", "), c.b.requests.join(", "));
        println!("limits:\n  {a}: {}\n  {b}: {}", c.a.limits.join(", "), c.b.limits.join(", "));
    }
    if c.dropped_differs {
        let list = |dropped: &[String]| if dropped.is_empty() { "nothing".to_owned() } else { dropped.join("; ") };
        println!("dropped by the API server:\n  {a}: {}\n  {b}: {}", list(&c.a.dropped), list(&c.b.dropped));
    }
    if c.qos_differs {
        let class = |qos: &Option<String>| qos.clone().unwrap_or_else(|| "-".to_owned());
        println!("QoS class:\n  {a}: {}\n  {b}: {}", class(&c.a.qos), class(&c.b.qos));
    }
    for (version, side) in [(a, &c.a), (b, &c.b)] {
        if !side.own_conditions.is_empty() {
            println!("conditions only {version} reports: {}", side.own_conditions.join(", "));
        }
    }
    if let Some(divergence) = &c.timeline {
        println!("timelines part at {}:", divergence.at);
        for line in &divergence.a_lines {
            println!("  {a}: {}", line.trim_start());
        }
        for line in &divergence.b_lines {
            println!("  {b}: {}", line.trim_start());
        }
    }
    if !c.reworded.is_empty() {
        println!("events reworded ({a} → {b}):");
        for line in &c.reworded {
            println!("  {line}");
        }
    }
}
