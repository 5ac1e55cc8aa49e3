//! Probe handlers: how the prober checks a container.

use crate::model::{Container, Handler};

/// The three probes a container may have (`startupProbe`, `livenessProbe`, `readinessProbe`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ProbeType {
    /// `startupProbe`.
    Startup,
    /// `livenessProbe`.
    Liveness,
    /// `readinessProbe`.
    Readiness,
}

impl ProbeType {
    /// All three, in the order the kubelet lets them run (startup gates the others).
    pub const ALL: [ProbeType; 3] = [ProbeType::Startup, ProbeType::Liveness, ProbeType::Readiness];

    /// The scenario language's word (`startup`, `liveness`, `readiness`).
    pub fn word(self) -> &'static str {
        match self {
            ProbeType::Startup => "startup",
            ProbeType::Liveness => "liveness",
            ProbeType::Readiness => "readiness",
        }
    }

    /// The probes `container` has, in [`ProbeType::ALL`] order.
    pub fn of(container: &Container) -> Vec<ProbeType> {
        let probes = [&container.startup_probe, &container.liveness_probe, &container.readiness_probe];
        ProbeType::ALL.into_iter().zip(probes).filter(|(_, probe)| probe.is_some()).map(|(kind, _)| kind).collect()
    }
}

/// The handler of a probe (upstream `v1.ProbeHandler`): validation lets exactly one be set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProbeHandler {
    /// `httpGet`, with its path and scheme.
    HttpGet {
        /// `httpGet.path` (`""` when absent).
        path: String,
        /// `httpGet.scheme`.
        scheme: UriScheme,
    },
    /// `grpc`.
    Grpc,
    /// `tcpSocket`.
    TcpSocket,
    /// `exec`, with its command.
    Exec {
        /// `exec.command`.
        command: Vec<String>,
    },
}

impl ProbeHandler {
    /// Reads a probe's handler; with several set (a refused Pod) the first of `httpGet`, `grpc`,
    /// `tcpSocket`, `exec` is taken, and none gives `None`.
    pub fn read(handler: &Handler) -> Option<ProbeHandler> {
        if let Some(path) = &handler.http_get {
            let scheme = UriScheme::read(handler.http_scheme.as_deref());
            return Some(ProbeHandler::HttpGet { path: path.clone(), scheme });
        }
        if handler.grpc {
            return Some(ProbeHandler::Grpc);
        }
        if handler.tcp_socket {
            return Some(ProbeHandler::TcpSocket);
        }
        handler.exec.as_ref().map(|command| ProbeHandler::Exec { command: command.clone() })
    }
}

/// `httpGet.scheme` (upstream `v1.URIScheme`); `HTTP` when absent or unknown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UriScheme {
    /// `HTTP` (the default).
    #[default]
    Http,
    /// `HTTPS`.
    Https,
}

impl UriScheme {
    /// Reads the field after defaulting (apis/core/v1: SetDefaults_HTTPGetAction).
    pub fn read(word: Option<&str>) -> UriScheme {
        match word {
            Some("HTTPS") => UriScheme::Https,
            _ => UriScheme::Http,
        }
    }

    /// The scheme as a URL starts with it (`http`, `https`).
    pub fn url_scheme(self) -> &'static str {
        match self {
            UriScheme::Http => "http",
            UriScheme::Https => "https",
        }
    }
}
