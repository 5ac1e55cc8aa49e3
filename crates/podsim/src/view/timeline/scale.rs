//! Time ↔ x for a timeline drawing: linear, or with long quiet gaps (back-off waits) compressed
//! into visible breaks whose drawn width still grows with their real length.

use crate::duration::{Style, format_ms};

/// Gaps longer than this (ms) between two changes may be compressed.
const LONG_GAP_MS: u64 = 20_000;
/// Linear time kept on each side of a compressed gap, so the changes beside it stay readable.
const KEPT_MS: u64 = LONG_GAP_MS / 4;
/// How fast a compressed gap's drawn length grows: a gap of `LONG_GAP_MS + d` is drawn as
/// `LONG_GAP_MS + √(d · GROWTH_MS)` of linear time.
const GROWTH_MS: u64 = 4_000;

/// How long a gap of `gap_ms` is drawn, in ms of linear time, when that is shorter than the gap:
/// a square root past [`LONG_GAP_MS`], so that longer waits (back-off doubling 10s, 20s, 40s, …)
/// are drawn wider, never equal, yet a five-minute wait does not fill the drawing.
fn compressed_ms(gap_ms: u64) -> Option<u64> {
    let past = gap_ms.checked_sub(LONG_GAP_MS)?;
    let drawn = LONG_GAP_MS + past.saturating_mul(GROWTH_MS).isqrt();
    (drawn < gap_ms).then_some(drawn)
}

/// The closest two tick labels may be, px (`10m30s` at 10 px is about 35 px wide).
pub const MIN_TICK_PX: f64 = 50.0;

/// A compressed gap: where it is drawn, and the real time it stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gap {
    /// Start of the compressed part, ms.
    pub from_ms: u64,
    /// End of the compressed part, ms.
    pub to_ms: u64,
}

impl Gap {
    /// The real length of the compressed part, ms.
    pub fn real_ms(&self) -> u64 {
        self.to_ms.saturating_sub(self.from_ms)
    }

    /// Its real length as the axis writes times (`1m10s`).
    pub fn label(&self) -> String {
        format_ms(self.real_ms(), Style::Label)
    }
}

/// A piecewise-linear map from simulated ms to x (in pixels from the start of the time axis).
#[derive(Debug, Clone, PartialEq)]
pub struct Scale {
    /// Knots `(t_ms, x)`, increasing in both.
    knots: Vec<(u64, f64)>,
    /// Compressed gaps, drawn as breaks.
    pub gaps: Vec<Gap>,
    /// The ms of linear time the axis is as wide as (the run's length, less what the gaps save).
    drawn_ms: u64,
    /// Width of the time axis, px.
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
        let mut gaps = Vec::new();
        let mut virtual_knots = vec![(0u64, 0u64)];
        let mut virtual_t = 0u64;
        for pair in points.windows(2) {
            let &[from, to] = pair else { continue };
            let gap = to - from;
            match compressed_ms(gap).filter(|_| compress) {
                Some(drawn) => {
                    virtual_knots.push((from + KEPT_MS, virtual_t + KEPT_MS));
                    virtual_knots.push((to - KEPT_MS, virtual_t + drawn - KEPT_MS));
                    gaps.push(Gap { from_ms: from + KEPT_MS, to_ms: to - KEPT_MS });
                    virtual_t += drawn;
                }
                None => virtual_t += gap,
            }
            virtual_knots.push((to, virtual_t));
        }
        let total = virtual_t.max(1) as f64;
        let knots = virtual_knots.into_iter().map(|(t, v)| (t, v as f64 / total * width)).collect();
        Scale { knots, gaps, width, drawn_ms: virtual_t }
    }

    /// x of time `t`. The knots increase, so the one at or after `t` is found by bisection: a
    /// week-long crash loop has thousands of them, and every bar and marker asks.
    pub fn x(&self, t: u64) -> f64 {
        let after = self.knots.partition_point(|&(kt, _)| kt < t);
        let previous = self.before(after);
        match self.knots.get(after) {
            Some(&(kt, kx)) => {
                let span = kt.saturating_sub(previous.0);
                if span == 0 {
                    return kx;
                }
                let fraction = t.saturating_sub(previous.0) as f64 / span as f64;
                previous.1 + fraction * (kx - previous.1)
            }
            None => previous.1,
        }
    }

    /// Time at `x` (the inverse of [`Scale::x`]), clamped to the drawing.
    pub fn t(&self, x: f64) -> u64 {
        let after = self.knots.partition_point(|&(_, kx)| kx < x);
        let previous = self.before(after);
        match self.knots.get(after) {
            Some(&(kt, kx)) => {
                let span = kx - previous.1;
                if span <= 0.0 {
                    return kt;
                }
                let fraction = ((x - previous.1) / span).clamp(0.0, 1.0);
                previous.0 + (fraction * kt.saturating_sub(previous.0) as f64).round() as u64
            }
            None => previous.0,
        }
    }

    /// The knot before index `at`, or the origin.
    fn before(&self, at: usize) -> (u64, f64) {
        at.checked_sub(1).and_then(|i| self.knots.get(i)).copied().unwrap_or((0, 0.0))
    }

    /// Tick times over `[0, end_ms]`: round values about `width / count` px apart where time is
    /// linear, skipping compressed gaps, and the two ends of each gap (where a break starts and
    /// stops); a tick closer than [`MIN_TICK_PX`] to the one before is dropped.
    pub fn ticks(&self, end_ms: u64, count: u64) -> Vec<u64> {
        let raw = self.drawn_ms / count.max(1);
        let step =
            [1_000u64, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000]
                .into_iter()
                .find(|s| *s >= raw)
                .unwrap_or(3_600_000);
        let round = (0..=end_ms / step)
            .map(|i| i * step)
            .filter(|t| !self.gaps.iter().any(|gap| *t > gap.from_ms && *t < gap.to_ms));
        let edges = self.gaps.iter().flat_map(|gap| [gap.from_ms, gap.to_ms]);
        let mut candidates: Vec<u64> = round.chain(edges).collect();
        candidates.sort_unstable();
        candidates.dedup();
        let mut ticks = Vec::with_capacity(candidates.len());
        let mut last_x = f64::NEG_INFINITY;
        for t in candidates {
            let x = self.x(t);
            if x - last_x >= MIN_TICK_PX {
                ticks.push(t);
                last_x = x;
            }
        }
        ticks
    }
}

/// An SVG coordinate to two decimals (`312.85`, `130`): finer than a pixel needs, and printed
/// from an integer, so a drawing carries no floating-point formatting code.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_compressed_gap_is_labelled_with_its_real_length() {
        let scale = Scale::new(&[0, 2_000, 92_000], 100_000, 800.0, true);
        assert_eq!(scale.gaps, [Gap { from_ms: 7_000, to_ms: 87_000 }]);
        let gap = scale.gaps[0];
        assert_eq!(gap.real_ms(), 80_000);
        assert_eq!(gap.label(), format_ms(gap.to_ms - gap.from_ms, Style::Label));
        assert_eq!(gap.label(), "1m20s");
        let drawn = scale.x(gap.to_ms) - scale.x(gap.from_ms);
        let linear = Scale::new(&[0, 2_000, 92_000], 100_000, 800.0, false);
        assert!(drawn < linear.x(gap.to_ms) - linear.x(gap.from_ms), "the gap is drawn shorter than linear time");
    }

    #[test]
    fn back_off_steps_are_drawn_wider_as_they_double() {
        // A crash loop: each back-off wait doubles (10s, 20s, 40s, … capped at 5m), with a short
        // run between them.
        let waits = [10_000u64, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000];
        let mut times = vec![0u64];
        let mut t = 0;
        for wait in waits {
            t += 1_000;
            times.push(t);
            t += wait;
            times.push(t);
        }
        let scale = Scale::new(&times, t, 1_000.0, true);
        let widths: Vec<f64> = times.windows(2).skip(1).step_by(2).map(|w| scale.x(w[1]) - scale.x(w[0])).collect();
        for (i, pair) in widths.windows(2).enumerate() {
            let (wait, next) = (waits[i], waits[i + 1]);
            if next > wait {
                assert!(pair[1] > pair[0], "a {next} ms wait is drawn wider than a {wait} ms one: {widths:?}");
            } else {
                assert!((pair[1] - pair[0]).abs() < 1e-9, "equal waits, equal widths: {widths:?}");
            }
        }
        assert!(scale.gaps.len() >= 4, "the long waits are compressed: {:?}", scale.gaps);
    }

    #[test]
    fn the_scale_is_monotone_invertible_and_fills_its_width() {
        let times = [0, 2_000, 5_000, 300_000, 302_000];
        for compress in [true, false] {
            let scale = Scale::new(&times, 320_000, 800.0, compress);
            let mut previous = -1.0;
            for t in (0..=320_000).step_by(1_000) {
                let x = scale.x(t);
                assert!(x >= previous, "x grows with time at {t}");
                previous = x;
            }
            for t in times {
                assert!(scale.t(scale.x(t)).abs_diff(t) <= 1_000, "t(x({t})) comes back");
            }
            assert!((scale.x(320_000) - 800.0).abs() < 1e-6);
        }
    }

    #[test]
    fn ticks_skip_compressed_gaps() {
        let scale = Scale::new(&[0, 300_000], 310_000, 800.0, true);
        let ticks = scale.ticks(310_000, 8);
        assert!(!ticks.is_empty());
        assert!(ticks.iter().all(|t| scale.gaps.iter().all(|g| *t <= g.from_ms || *t >= g.to_ms)));
    }

    #[test]
    fn ticks_stay_apart_and_keep_labelling_a_compressed_axis() {
        // A crash loop: short runs between back-off waits of 10s, 20s, … 160s.
        let mut times = vec![0u64];
        let mut t = 0;
        for wait in [10_000u64, 20_000, 40_000, 80_000, 160_000] {
            t += 1_000;
            times.push(t);
            t += wait;
            times.push(t);
        }
        let scale = Scale::new(&times, t, 760.0, true);
        let ticks = scale.ticks(t, 8);
        assert!(ticks.len() >= 5, "more than the two ends are labelled: {ticks:?}");
        let xs: Vec<f64> = ticks.iter().map(|t| scale.x(*t)).collect();
        assert!(xs.windows(2).all(|w| w[1] - w[0] >= MIN_TICK_PX), "labels do not crowd: {xs:?}");
        for gap in &scale.gaps {
            let near = |t: u64| xs.iter().any(|x| (x - scale.x(t)).abs() < MIN_TICK_PX);
            assert!(near(gap.from_ms) && near(gap.to_ms), "each break's ends are labelled or near a label: {ticks:?}");
        }
        let linear = Scale::new(&times, t, 760.0, false);
        assert_eq!(linear.ticks(t, 8).len(), (t / 60_000 + 1) as usize, "linear: a tick a minute over {t} ms");
    }

    #[test]
    fn coordinates_print_to_two_decimals() {
        assert_eq!(px(130.0), "130");
        assert_eq!(px(312.854), "312.85");
        assert_eq!(px(1.5), "1.5");
        assert_eq!(px(-0.25), "-0.25");
    }
}
