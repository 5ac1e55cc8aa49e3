//! Time ↔ x: linear, or with long quiet gaps (back-off waits) compressed into visible breaks.

/// Gaps longer than this (ms) between two changes are compressed.
const LONG_GAP_MS: u64 = 20_000;
/// A compressed gap is drawn as wide as this many ms of linear time.
const COMPRESSED_MS: u64 = 6_000;

/// A piecewise-linear map from simulated ms to x (in pixels of the drawing).
#[derive(Debug, Clone, PartialEq)]
pub struct Scale {
    /// Knots `(t_ms, x)`, increasing in both.
    knots: Vec<(u64, f64)>,
    /// Compressed gaps `(t_from, t_to)`, drawn as breaks.
    pub breaks: Vec<(u64, u64)>,
    /// Width of the drawing.
    pub width: f64,
}

impl Scale {
    /// A scale over `[0, end_ms]` drawn `width` wide; with `compress`, long gaps between
    /// consecutive `times` shrink.
    pub fn new(times: &[u64], end_ms: u64, width: f64, compress: bool) -> Scale {
        let end_ms = end_ms.max(1);
        let mut points: Vec<u64> = times.iter().copied().filter(|t| *t <= end_ms).collect();
        points.push(0);
        points.push(end_ms);
        points.sort_unstable();
        points.dedup();
        let mut breaks = Vec::new();
        let mut virtual_knots = vec![(0u64, 0u64)];
        let mut virtual_t = 0u64;
        for pair in points.windows(2) {
            let (from, to) = (pair[0], pair[1]);
            let gap = to - from;
            if compress && gap > LONG_GAP_MS {
                // Keep a little linear time on each side so the change stays readable.
                let keep = LONG_GAP_MS / 4;
                virtual_knots.push((from + keep, virtual_t + keep));
                virtual_knots.push((to - keep, virtual_t + keep + COMPRESSED_MS));
                breaks.push((from + keep, to - keep));
                virtual_t += keep * 2 + COMPRESSED_MS;
            } else {
                virtual_t += gap;
            }
            virtual_knots.push((to, virtual_t));
        }
        let total = virtual_t.max(1) as f64;
        let knots = virtual_knots.into_iter().map(|(t, v)| (t, v as f64 / total * width)).collect();
        Scale { knots, breaks, width }
    }

    /// x of time `t`.
    pub fn x(&self, t: u64) -> f64 {
        let mut previous = (0u64, 0f64);
        for &(kt, kx) in &self.knots {
            if t <= kt {
                let span = kt.saturating_sub(previous.0);
                if span == 0 {
                    return kx;
                }
                let fraction = (t - previous.0) as f64 / span as f64;
                return previous.1 + fraction * (kx - previous.1);
            }
            previous = (kt, kx);
        }
        previous.1
    }

    /// Time at `x` (the inverse of [`Scale::x`]), clamped to the drawing.
    pub fn t(&self, x: f64) -> u64 {
        let mut previous = (0u64, 0f64);
        for &(kt, kx) in &self.knots {
            if x <= kx {
                let span = kx - previous.1;
                if span <= 0.0 {
                    return kt;
                }
                let fraction = ((x - previous.1) / span).clamp(0.0, 1.0);
                return previous.0 + (fraction * (kt - previous.0) as f64).round() as u64;
            }
            previous = (kt, kx);
        }
        previous.0
    }

    /// Tick times: about `count` round values over `[0, end_ms]`, skipping compressed gaps.
    pub fn ticks(&self, end_ms: u64, count: u64) -> Vec<u64> {
        let raw = end_ms / count.max(1);
        let step =
            [1_000u64, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000]
                .into_iter()
                .find(|s| *s >= raw)
                .unwrap_or(3_600_000);
        (0..=end_ms / step)
            .map(|i| i * step)
            .filter(|t| !self.breaks.iter().any(|(from, to)| t > from && t < to))
            .collect()
    }
}

/// `75000` → `1m15s`, `4500` → `4.5s`: how times are spoken and labelled (the core's one
/// formatter for podsim's own words, in its label style).
pub fn format_ms(ms: u64) -> String {
    podsim::format_ms(ms, podsim::DurationStyle::Label)
}

/// An SVG coordinate to two decimals (`312.85`, `130`): finer than a pixel needs, and printed
/// from an integer, so the page carries no floating-point formatting code.
pub fn px(value: f64) -> String {
    let hundredths = (value * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let hundredths = hundredths.unsigned_abs();
    let (whole, fraction) = (hundredths / 100, hundredths % 100);
    match fraction {
        0 => format!("{sign}{whole}"),
        _ if fraction % 10 == 0 => format!("{sign}{whole}.{}", fraction / 10),
        _ => format!("{sign}{whole}.{fraction:02}"),
    }
}
