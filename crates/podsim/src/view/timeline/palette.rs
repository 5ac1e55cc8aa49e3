//! The timeline's colours per theme and the patterns that tell bar states apart without colour:
//! the values of the page's stylesheet (`web/styles/main.css`, checked by a test there), for
//! drawings that carry their own colours (the static SVG).

use super::model::{BarState, LaneKind, MarkerKind};
use crate::containers::ContainerKind;

/// The colour theme of a drawing that carries its own colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RenderTheme {
    /// Dark ink on a white panel.
    #[default]
    Light,
    /// Light ink on a dark panel.
    Dark,
}

impl RenderTheme {
    /// Both themes.
    pub const ALL: [RenderTheme; 2] = [RenderTheme::Light, RenderTheme::Dark];

    /// `light` or `dark`.
    pub fn as_str(self) -> &'static str {
        match self {
            RenderTheme::Light => "light",
            RenderTheme::Dark => "dark",
        }
    }

    /// Reads `light` or `dark`.
    pub fn parse(text: &str) -> Option<RenderTheme> {
        RenderTheme::ALL.into_iter().find(|theme| theme.as_str() == text)
    }

    /// Its colours.
    pub fn palette(self) -> &'static Palette {
        match self {
            RenderTheme::Light => &Palette::LIGHT,
            RenderTheme::Dark => &Palette::DARK,
        }
    }
}

/// The colours of one theme, named after the stylesheet's custom properties (`--waiting`, …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Palette {
    /// `--bg`: the page, and every other lane's band.
    pub bg: &'static str,
    /// `--panel`: the card the timeline sits on.
    pub panel: &'static str,
    /// `--fg`: text.
    pub fg: &'static str,
    /// `--muted`: axis labels, condition lane titles.
    pub muted: &'static str,
    /// `--border`: axis lines, a False condition.
    pub border: &'static str,
    /// `--accent`: the playhead, restarts.
    pub accent: &'static str,
    /// `--error`: failed probes, warnings, deletion.
    pub error: &'static str,
    /// `--warning`: injected faults.
    pub warning: &'static str,
    /// `--init`: init container lane titles.
    pub init: &'static str,
    /// `--sidecar`: sidecar lane titles.
    pub sidecar: &'static str,
    /// `--app`: app container lane titles.
    pub app: &'static str,
    /// `--ephemeral`: ephemeral container lane titles.
    pub ephemeral: &'static str,
    /// `--waiting`.
    pub waiting: &'static str,
    /// `--running`: started, and the Running phase.
    pub running: &'static str,
    /// `--ready`.
    pub ready: &'static str,
    /// `--terminated-ok`.
    pub terminated_ok: &'static str,
    /// `--terminated-bad`.
    pub terminated_bad: &'static str,
    /// `--pulling`.
    pub pulling: &'static str,
    /// `--not-started`: running, startup probe pending.
    pub not_started: &'static str,
    /// `--hook`.
    pub hook: &'static str,
    /// `--grace`.
    pub grace: &'static str,
    /// `--bar-ink`: bar labels.
    pub bar_ink: &'static str,
    /// `--ready-ink`: labels on Ready bars.
    pub ready_ink: &'static str,
    /// `--failed-ink`: labels on Failed bars.
    pub failed_ink: &'static str,
    /// `--marker-ok`: a probe that succeeded.
    pub marker_ok: &'static str,
    /// The opacity of the black pattern strokes (`--pat-stroke`).
    pub pattern_stroke_opacity: &'static str,
    /// The opacity of the black pattern fills (`--pat-fill`).
    pub pattern_fill_opacity: &'static str,
}

impl Palette {
    /// The light theme (`:root`).
    pub const LIGHT: Palette = Palette {
        bg: "#f7f8fa",
        panel: "#ffffff",
        fg: "#1b1f24",
        muted: "#5b6470",
        border: "#d6dbe1",
        accent: "#2f6fde",
        error: "#c62828",
        warning: "#a35f00",
        init: "#7b4bd1",
        sidecar: "#0f7f83",
        app: "#2f6fde",
        ephemeral: "#b4531b",
        waiting: "#c9a227",
        running: "#2e9e5b",
        ready: "#1f7a44",
        terminated_ok: "#8a95a3",
        terminated_bad: "#c62828",
        pulling: "#9bb7e0",
        not_started: "#a9dcbc",
        hook: "#c6a6f2",
        grace: "#f2a65a",
        bar_ink: "#111111",
        ready_ink: "#ffffff",
        failed_ink: "#ffffff",
        marker_ok: "#1f7a44",
        pattern_stroke_opacity: "0.35",
        pattern_fill_opacity: "0.3",
    };

    /// The dark theme (`:root[data-theme="dark"]`); the bar fills without a theme colour stay.
    pub const DARK: Palette = Palette {
        bg: "#0f1216",
        panel: "#171b21",
        fg: "#e3e7ec",
        muted: "#9aa4b0",
        border: "#2c333d",
        accent: "#6ea0ff",
        error: "#ff6b6b",
        warning: "#f0b44c",
        init: "#b295ff",
        sidecar: "#3cc7c9",
        app: "#6ea0ff",
        ephemeral: "#f08a4b",
        waiting: "#e0c04a",
        running: "#4cc47e",
        ready: "#7fe0a6",
        terminated_ok: "#8d98a6",
        terminated_bad: "#ff6b6b",
        ready_ink: "#111111",
        failed_ink: "#111111",
        marker_ok: "#4cc47e",
        pattern_stroke_opacity: "0.5",
        ..Palette::LIGHT
    };

    /// Every colour as the stylesheet's custom property and its value there (`--waiting`,
    /// `#c9a227`): what the page's test compares with `main.css`.
    pub fn variables(&self) -> Vec<(&'static str, String)> {
        let colours = [
            ("--bg", self.bg),
            ("--panel", self.panel),
            ("--fg", self.fg),
            ("--muted", self.muted),
            ("--border", self.border),
            ("--accent", self.accent),
            ("--error", self.error),
            ("--warning", self.warning),
            ("--init", self.init),
            ("--sidecar", self.sidecar),
            ("--app", self.app),
            ("--ephemeral", self.ephemeral),
            ("--waiting", self.waiting),
            ("--running", self.running),
            ("--ready", self.ready),
            ("--terminated-ok", self.terminated_ok),
            ("--terminated-bad", self.terminated_bad),
            ("--pulling", self.pulling),
            ("--not-started", self.not_started),
            ("--hook", self.hook),
            ("--grace", self.grace),
            ("--bar-ink", self.bar_ink),
            ("--ready-ink", self.ready_ink),
            ("--failed-ink", self.failed_ink),
            ("--marker-ok", self.marker_ok),
        ];
        let mut variables: Vec<(&'static str, String)> =
            colours.into_iter().map(|(name, value)| (name, value.to_owned())).collect();
        variables.push(("--pat-stroke", format!("rgba(0, 0, 0, {})", self.pattern_stroke_opacity)));
        variables.push(("--pat-fill", format!("rgba(0, 0, 0, {})", self.pattern_fill_opacity)));
        variables
    }

    /// A bar's fill and the ink of its label (`.st-*` in the stylesheet).
    pub fn bar(&self, state: BarState) -> (&'static str, &'static str) {
        match state {
            BarState::Waiting | BarState::PhasePending => (self.waiting, self.bar_ink),
            BarState::Pulling => (self.pulling, self.bar_ink),
            BarState::Running => (self.not_started, self.bar_ink),
            BarState::Started | BarState::PhaseRunning => (self.running, self.bar_ink),
            BarState::Ready | BarState::PhaseSucceeded | BarState::ConditionTrue => (self.ready, self.ready_ink),
            BarState::Hook => (self.hook, self.bar_ink),
            BarState::Grace => (self.grace, self.bar_ink),
            BarState::Completed => (self.terminated_ok, self.bar_ink),
            BarState::Failed | BarState::PhaseFailed => (self.terminated_bad, self.failed_ink),
            // Traffic: served is calm, refused and cut are the failures the lane is there to show,
            // idle is a ready Pod the network has not caught up with.
            BarState::TrafficServed => (self.running, self.bar_ink),
            BarState::TrafficRefused | BarState::TrafficCut => (self.terminated_bad, self.failed_ink),
            BarState::TrafficIdle => (self.waiting, self.bar_ink),
            // Its fill follows the theme's border colour, so its label follows the text colour.
            BarState::ConditionFalse => (self.border, self.fg),
        }
    }

    /// A lane title's colour (`.lane-*`).
    pub fn lane_title(&self, kind: LaneKind) -> &'static str {
        match kind {
            LaneKind::Pod | LaneKind::Events | LaneKind::Traffic => self.fg,
            LaneKind::Condition | LaneKind::Resources => self.muted,
            LaneKind::Container(ContainerKind::Init) => self.init,
            LaneKind::Container(ContainerKind::Sidecar) => self.sidecar,
            LaneKind::Container(ContainerKind::App) => self.app,
            LaneKind::Container(ContainerKind::Ephemeral) => self.ephemeral,
        }
    }

    /// A marker's colour (`.mk-*`); an event's is the text colour.
    pub fn marker(&self, kind: MarkerKind) -> &'static str {
        match kind {
            MarkerKind::ProbeOk => self.marker_ok,
            MarkerKind::ProbeFail | MarkerKind::Warning | MarkerKind::Delete => self.error,
            MarkerKind::Restart => self.accent,
            MarkerKind::Fault => self.warning,
            MarkerKind::Event => self.fg,
        }
    }
}

/// A pattern laid over a bar's fill: the cue that does not depend on colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pattern {
    /// Diagonal hatching: waiting, pending, False.
    Hatch,
    /// Dots: pulling.
    Dots,
    /// Thin horizontal lines: running, not started.
    Light,
    /// Nothing over the fill.
    Solid,
    /// A checkerboard: ready, succeeded, True.
    Check,
    /// A grid: hooks.
    Grid,
    /// A zigzag: the grace period.
    Zigzag,
    /// Crosses: failed.
    Cross,
}

/// One shape of a pattern's tile, in tile coordinates; strokes and fills are black, at the
/// palette's opacities.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Shape {
    /// A stroked line.
    Line {
        /// `(x1, y1, x2, y2)`.
        from_to: (f64, f64, f64, f64),
        /// Stroke width.
        width: f64,
    },
    /// A filled circle.
    Circle {
        /// Centre x.
        cx: f64,
        /// Centre y.
        cy: f64,
        /// Radius.
        r: f64,
    },
    /// A filled square or rectangle.
    Rect {
        /// `(x, y, width, height)`.
        bounds: (f64, f64, f64, f64),
    },
    /// A stroked, unfilled path.
    Path {
        /// Path data.
        d: &'static str,
    },
}

impl Pattern {
    /// Every pattern, in the order of the drawing's `<defs>`.
    pub const ALL: [Pattern; 8] = [
        Pattern::Hatch,
        Pattern::Dots,
        Pattern::Light,
        Pattern::Solid,
        Pattern::Check,
        Pattern::Grid,
        Pattern::Zigzag,
        Pattern::Cross,
    ];

    /// The SVG id (`pat-hatch`), referenced as `url(#pat-hatch)`.
    pub fn id(self) -> &'static str {
        match self {
            Pattern::Hatch => "pat-hatch",
            Pattern::Dots => "pat-dots",
            Pattern::Light => "pat-light",
            Pattern::Solid => "pat-solid",
            Pattern::Check => "pat-check",
            Pattern::Grid => "pat-grid",
            Pattern::Zigzag => "pat-zigzag",
            Pattern::Cross => "pat-cross",
        }
    }

    /// The tile's side, px.
    pub fn size(self) -> f64 {
        match self {
            Pattern::Hatch | Pattern::Grid | Pattern::Cross => 6.0,
            Pattern::Dots => 5.0,
            Pattern::Light | Pattern::Solid | Pattern::Check | Pattern::Zigzag => 8.0,
        }
    }

    /// The tile's rotation in degrees (the hatch leans 45°).
    pub fn rotation(self) -> Option<u32> {
        (self == Pattern::Hatch).then_some(45)
    }

    /// The shapes of one tile.
    pub fn shapes(self) -> &'static [Shape] {
        match self {
            Pattern::Hatch => &[Shape::Line { from_to: (0.0, 0.0, 0.0, 6.0), width: 2.0 }],
            Pattern::Dots => &[Shape::Circle { cx: 2.5, cy: 2.5, r: 1.0 }],
            Pattern::Light => &[Shape::Line { from_to: (0.0, 4.0, 8.0, 4.0), width: 1.0 }],
            Pattern::Solid => &[],
            Pattern::Check => {
                &[Shape::Rect { bounds: (0.0, 0.0, 4.0, 4.0) }, Shape::Rect { bounds: (4.0, 4.0, 4.0, 4.0) }]
            }
            Pattern::Grid => &[Shape::Path { d: "M0 0H6M0 0V6" }],
            Pattern::Zigzag => &[Shape::Path { d: "M0 6L2 2L4 6L6 2L8 6" }],
            Pattern::Cross => &[Shape::Path { d: "M0 0L6 6M6 0L0 6" }],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_has_its_own_ink_and_every_state_a_fill() {
        for theme in RenderTheme::ALL {
            let palette = theme.palette();
            for state in BarState::ALL {
                let (fill, ink) = palette.bar(state);
                assert_ne!(fill, ink, "{state:?} in {theme:?}");
            }
        }
        assert_eq!(RenderTheme::parse("dark"), Some(RenderTheme::Dark));
        assert_eq!(RenderTheme::parse("auto"), None);
    }

    #[test]
    fn every_pattern_id_is_its_own() {
        let mut ids: Vec<&str> = Pattern::ALL.iter().map(|p| p.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), Pattern::ALL.len());
    }
}
