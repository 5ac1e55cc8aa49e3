//! How much memory a load generator keeps allocated, read from its arguments (`stress --vm 1
//! --vm-bytes 250M`): more than the container's memory limit is an OOM kill, for certain.

/// The bytes `stress` keeps allocated: `--vm N` (`-m N`) workers of `--vm-bytes B` each (256M
/// when unset), B read as stress reads it (`atoll_b`: suffixes b, k, m, g in powers of 1024).
/// `None` when the program is not stress or starts no vm worker.
pub fn stress_allocation(program: &str, arguments: &[String]) -> Option<u128> {
    if program != "stress" {
        return None;
    }
    let mut workers: u128 = 0;
    let mut bytes: u128 = 256 * 1024 * 1024;
    let mut words = arguments.iter().map(String::as_str);
    while let Some(word) = words.next() {
        let (flag, inline) = match word.split_once('=') {
            Some((flag, value)) => (flag, Some(value)),
            None => (word, None),
        };
        match flag {
            "--vm" | "-m" => workers = inline.or_else(|| words.next()).and_then(|v| v.parse().ok())?,
            "--vm-bytes" => bytes = inline.or_else(|| words.next()).and_then(stress_bytes)?,
            _ => {}
        }
    }
    (workers > 0).then(|| workers.saturating_mul(bytes))
}

/// stress's `atoll_b`: a number with an optional b, k, m or g suffix (powers of 1024).
fn stress_bytes(text: &str) -> Option<u128> {
    let (digits, unit) = match text.char_indices().last() {
        Some((at, suffix)) if suffix.is_ascii_alphabetic() => (text.get(..at)?, suffix.to_ascii_lowercase()),
        _ => (text, 'b'),
    };
    let factor: u128 = match unit {
        'b' => 1,
        'k' => 1024,
        'm' => 1024 * 1024,
        'g' => 1024 * 1024 * 1024,
        _ => return None,
    };
    digits.parse::<u128>().ok().map(|n| n.saturating_mul(factor))
}

#[cfg(test)]
mod tests {
    use super::stress_allocation;

    fn words(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn stress_keeps_its_vm_workers_bytes() {
        let mib = 1024 * 1024;
        assert_eq!(
            stress_allocation("stress", &words(&["--vm", "1", "--vm-bytes", "250M", "--vm-hang", "1"])),
            Some(250 * mib)
        );
        assert_eq!(stress_allocation("stress", &words(&["-m", "2", "--vm-bytes=150m"])), Some(300 * mib));
        assert_eq!(stress_allocation("stress", &words(&["--vm", "1"])), Some(256 * mib));
        assert_eq!(stress_allocation("stress", &words(&["--cpu", "2"])), None);
        assert_eq!(stress_allocation("stress", &words(&["--vm", "x"])), None);
        assert_eq!(stress_allocation("sleep", &words(&["--vm", "1"])), None);
    }
}
