//! Probes and lifecycle hooks: core validation validateProbe, validateHandler, validateLifecycle.

use super::errors::FieldError;
use super::names;
use crate::model::{Handler, Lifecycle, PortRef, Probe};
use crate::spec::{PodOs, Signal};

/// Which probe: liveness and startup need `successThreshold: 1`, readiness may not set a grace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ProbeKind {
    Liveness,
    Readiness,
    Startup,
}

/// validateLivenessProbe / validateReadinessProbe / validateStartupProbe.
pub(super) fn validate_probe(probe: &Probe, kind: ProbeKind, grace: i64, path: &str, errors: &mut Vec<FieldError>) {
    validate_handler(&probe.handler, false, grace, path, errors);
    let fields = [
        ("initialDelaySeconds", probe.initial_delay_seconds),
        ("timeoutSeconds", probe.timeout_seconds),
        ("periodSeconds", probe.period_seconds),
        ("successThreshold", probe.success_threshold),
        ("failureThreshold", probe.failure_threshold),
    ];
    for (name, value) in fields {
        let value = value.unwrap_or(0);
        if value < 0 {
            errors.push(FieldError::invalid_number(
                format!("{path}.{name}"),
                value,
                "must be greater than or equal to 0",
            ));
        }
    }
    if let Some(seconds) = probe.termination_grace_period_seconds.filter(|seconds| *seconds <= 0) {
        errors.push(FieldError::invalid_number(
            format!("{path}.terminationGracePeriodSeconds"),
            seconds,
            "must be greater than 0",
        ));
    }
    match kind {
        ProbeKind::Readiness => {
            if let Some(seconds) = probe.termination_grace_period_seconds {
                errors.push(FieldError::invalid_number(
                    format!("{path}.terminationGracePeriodSeconds"),
                    seconds,
                    "must not be set for readinessProbes",
                ));
            }
        }
        ProbeKind::Liveness | ProbeKind::Startup => {
            let threshold = probe.success_threshold.unwrap_or(0);
            if threshold != 1 {
                errors.push(FieldError::invalid_number(format!("{path}.successThreshold"), threshold, "must be 1"));
            }
        }
    }
}

/// validateLifecycle; `os` is `spec.os.name` when `spec.os` is set.
pub(super) fn validate_lifecycle(
    lifecycle: &Lifecycle,
    grace: i64,
    os: Option<&str>,
    path: &str,
    errors: &mut Vec<FieldError>,
) {
    if let Some(handler) = &lifecycle.post_start {
        validate_handler(handler, true, grace, &format!("{path}.postStart"), errors);
    }
    if let Some(handler) = &lifecycle.pre_stop {
        validate_handler(handler, true, grace, &format!("{path}.preStop"), errors);
    }
    if let Some(signal) = &lifecycle.stop_signal {
        validate_stop_signal(signal, os, &format!("{path}.stopSignal"), errors);
    }
}

/// A stop signal needs `spec.os`, and must be one the Pod's OS supports (an OS name other than
/// `linux` or `windows` is left to validateOS). Only a kept field gets here: with
/// `ContainerStopSignals` off it was dropped. // core validation: validateStopSignal (#130556)
fn validate_stop_signal(signal: &str, os: Option<&str>, path: &str, errors: &mut Vec<FieldError>) {
    let Some(os) = os else {
        return errors.push(FieldError::forbidden(path, "may not be set for containers with empty `spec.os.name`"));
    };
    let Some(os) = PodOs::parse(os) else { return };
    let supported = Signal::supported_on(os);
    if !supported.contains(&signal) {
        // The value is a `*core.Signal`, so it is printed as JSON.
        errors.push(FieldError::not_supported_json(path, signal, &supported));
    }
}

/// validateHandler: exactly one action; the first one set is validated, the others forbidden.
fn validate_handler(handler: &Handler, hook: bool, grace: i64, path: &str, errors: &mut Vec<FieldError>) {
    let mut count = 0;
    let mut one = |name: &str, set: bool, errors: &mut Vec<FieldError>| -> bool {
        if !set {
            return false;
        }
        count += 1;
        if count > 1 {
            errors.push(FieldError::forbidden(format!("{path}.{name}"), "may not specify more than 1 handler type"));
            return false;
        }
        true
    };
    if one("exec", handler.exec.is_some(), errors) && handler.exec.as_ref().is_some_and(Vec::is_empty) {
        errors.push(FieldError::required(format!("{path}.exec.command"), ""));
    }
    if one("httpGet", handler.http_get.is_some(), errors) {
        let http = format!("{path}.httpGet");
        if handler.http_get.as_deref().is_some_and(str::is_empty) {
            errors.push(FieldError::required(format!("{http}.path"), ""));
        }
        validate_port(handler.port.as_ref(), &format!("{http}.port"), errors);
        let scheme = handler.http_scheme.as_deref().unwrap_or("");
        if scheme != "HTTP" && scheme != "HTTPS" {
            errors.push(FieldError::not_supported(format!("{http}.scheme"), scheme, &["HTTP", "HTTPS"]));
        }
        // Header names are reported at the list's path, not the item's.
        for name in &handler.http_header_names {
            for message in names::http_header_name(name) {
                errors.push(FieldError::invalid(format!("{http}.httpHeaders"), name, &message));
            }
        }
    }
    if one("tcpSocket", handler.tcp_socket, errors) {
        validate_port(handler.port.as_ref(), &format!("{path}.tcpSocket.port"), errors);
    }
    if one("grpc", handler.grpc, errors) {
        validate_port(handler.port.as_ref(), &format!("{path}.grpc.port"), errors);
    }
    if hook && one("sleep", handler.sleep_seconds.is_some(), errors) {
        // PodLifecycleSleepActionAllowZero (on since 1.33) allows 0.
        let seconds = handler.sleep_seconds.unwrap_or(0);
        if seconds < 0 || seconds > grace {
            errors.push(FieldError::invalid_number(
                format!("{path}.sleep"),
                seconds,
                &format!("must be non-negative and less than terminationGracePeriodSeconds ({grace})"),
            ));
        }
    }
    if count == 0 {
        errors.push(FieldError::required(path.to_owned(), "must specify a handler type"));
    }
}

/// ValidatePortNumOrName.
fn validate_port(port: Option<&PortRef>, path: &str, errors: &mut Vec<FieldError>) {
    match port.unwrap_or(&PortRef::Number(0)) {
        PortRef::Number(number) => {
            for message in names::port_number(*number) {
                errors.push(FieldError::invalid_number(path.to_owned(), *number, &message));
            }
        }
        PortRef::Name(name) => {
            for message in names::port_name(name) {
                errors.push(FieldError::invalid(path.to_owned(), name, &message));
            }
        }
    }
}
