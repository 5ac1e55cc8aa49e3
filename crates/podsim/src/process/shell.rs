//! A small shell reader for container commands: splits `command` + `args` (and the script of
//! `sh -c '…'`) into simple commands of words, so the classifier looks at what runs, not at text.
//!
//! It is not a shell: it knows quotes, escapes, comments, `$(…)`, redirections, and the
//! separators `;`, `&&`, `||`, `|`, `&` and newlines. That is enough to see `sleep infinity`,
//! `tail -F`, `while true`, `if ! wget …; then exit 1; fi` and `until nslookup …` in the forms
//! people write.

/// How a command is joined to the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Joint {
    /// `;`, a newline, `&`, or the start of the script: it runs whatever came before did.
    #[default]
    Sequence,
    /// `&&`: it runs only if the command before succeeded.
    And,
    /// `||`: it runs only if the command before failed.
    Or,
    /// `|`: it reads the output of the command before.
    Pipe,
}

/// One simple command: its words, whether it runs in the background (`… &`), and how it is
/// joined to the command before it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SimpleCommand {
    /// The words, quotes and redirections removed (`["tail", "-F", "/var/log/app.log"]`).
    pub words: Vec<String>,
    /// The files its output redirections write (`echo ok >/tmp/health`: `/tmp/health`); a
    /// duplicated descriptor (`2>&1`) and `/dev/…` are none.
    pub writes: Vec<String>,
    /// True when the command ends with `&`.
    pub background: bool,
    /// How it is joined to the command before it.
    pub joint: Joint,
}

impl SimpleCommand {
    /// The program name without its directory (`/bin/sleep` → `sleep`), skipping `exec`,
    /// `command`, `nohup`, `tini --`, `dumb-init` and `!` prefixes.
    pub fn program(&self) -> Option<&str> {
        self.program_index().and_then(|at| self.words.get(at)).map(|word| basename(word))
    }

    /// The words after the program.
    pub fn arguments(&self) -> &[String] {
        match self.program_index() {
            Some(at) => self.words.get(at + 1..).unwrap_or(&[]),
            None => &[],
        }
    }

    /// True when `word` comes before the program (`exec` in `exec nginx`, `!` in `! nc -z db`).
    pub fn has_prefix(&self, word: &str) -> bool {
        let end = self.program_index().unwrap_or(self.words.len());
        self.words.get(..end).unwrap_or(&[]).iter().any(|w| w == word)
    }

    fn program_index(&self) -> Option<usize> {
        let mut at = 0;
        while let Some(word) = self.words.get(at) {
            match basename(word) {
                "exec" | "command" | "nohup" | "!" | "--" | "tini" | "dumb-init" | "time" | "do" | "then" | "else"
                | "{" => at += 1,
                // An image's entrypoint script that runs its arguments (`docker-entrypoint.sh nginx`).
                "docker-entrypoint.sh" | "docker-entrypoint" | "entrypoint.sh" if at + 1 < self.words.len() => at += 1,
                _ if word.starts_with('-') && at > 0 => at += 1,
                _ if is_assignment(word) => at += 1,
                _ => return Some(at),
            }
        }
        None
    }
}

/// `NAME=value` before a program (an environment assignment).
fn is_assignment(word: &str) -> bool {
    match word.split_once('=') {
        Some((name, _)) => {
            !name.is_empty()
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !name.starts_with(|c: char| c.is_ascii_digit())
        }
        None => false,
    }
}

/// The last path segment of a word (`/usr/bin/tail` → `tail`).
pub fn basename(word: &str) -> &str {
    // A Windows image names its programs with backslashes (`c:\windows\system32\cmd.exe`).
    word.rsplit(['/', '\\']).next().unwrap_or(word)
}

/// Splits a container's `command` + `args` into simple commands. A shell invoked with `-c`
/// (`sh -c`, `bash -ec`, `timeout 60 sh -c`) has its script read, and so do shells the script
/// starts in turn (the wrapping command is kept, so `timeout` stays visible).
pub fn commands_of(words: &[String]) -> Vec<SimpleCommand> {
    commands_at_depth(words, 0)
}

/// How many shells inside shells are read.
const MAX_NESTED_SHELLS: usize = 3;

fn commands_at_depth(words: &[String], depth: usize) -> Vec<SimpleCommand> {
    if words.is_empty() {
        return Vec::new();
    }
    let whole = SimpleCommand { words: words.to_vec(), ..SimpleCommand::default() };
    let Some(script) = shell_script(words) else { return vec![whole] };
    let mut commands = Vec::new();
    if depth > 0 || words.first().is_some_and(|first| !is_shell(basename(first))) {
        commands.push(whole);
    }
    for command in split_script(script) {
        if depth < MAX_NESTED_SHELLS && shell_script(&command.words).is_some() {
            commands.extend(commands_at_depth(&command.words, depth + 1));
        } else {
            commands.push(command);
        }
    }
    commands
}

/// The script of `sh -c SCRIPT`, possibly after a wrapper (`timeout 60`, `dumb-init --`).
pub fn shell_script(words: &[String]) -> Option<&String> {
    let shell_at = words.iter().take(4).position(|word| is_shell(basename(word)))?;
    let rest = words.get(shell_at + 1..)?;
    let flag_at = rest.iter().position(|word| is_command_flag(word))?;
    // `bash -c -- 'while true; do sleep 30; done'`: `--` ends the options, the script follows.
    let after = rest.get(flag_at + 1..)?;
    match after {
        [dashes, script, ..] if dashes == "--" => Some(script),
        _ => after.first(),
    }
}

/// `sh`, `bash`, `ash`, `dash`, `zsh`, `ksh`.
pub fn is_shell(program: &str) -> bool {
    matches!(program, "sh" | "bash" | "ash" | "dash" | "zsh" | "ksh")
}

/// `-c`, or combined short flags that include it (`-ec`, `-xc`, `-euxc`).
pub fn is_command_flag(word: &str) -> bool {
    word.strip_prefix('-').is_some_and(|flags| !flags.starts_with('-') && flags.contains('c'))
}

/// Most words read from one script; longer scripts are cut (nobody types more into a Pod).
const MAX_WORDS: usize = 4096;

/// Splits a shell script into simple commands.
pub fn split_script(script: &str) -> Vec<SimpleCommand> {
    let mut commands = Vec::new();
    let mut current = SimpleCommand::default();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = script.chars().peekable();
    let mut total_words = 0usize;
    let mut next_joint = Joint::Sequence;
    let finish_word = |word: &mut String, in_word: &mut bool, current: &mut SimpleCommand, total: &mut usize| {
        if *in_word {
            current.words.push(std::mem::take(word));
            *total += 1;
            *in_word = false;
        }
    };
    while let Some(c) = chars.next() {
        if total_words > MAX_WORDS {
            break;
        }
        match c {
            '\'' => {
                in_word = true;
                for inner in chars.by_ref() {
                    if inner == '\'' {
                        break;
                    }
                    word.push(inner);
                }
            }
            '"' => {
                in_word = true;
                while let Some(inner) = chars.next() {
                    match inner {
                        '"' => break,
                        '\\' => {
                            if let Some(escaped) = chars.next() {
                                word.push(escaped);
                            }
                        }
                        _ => word.push(inner),
                    }
                }
            }
            '\\' => match chars.next() {
                Some('\n') | None => {}
                Some(escaped) => {
                    in_word = true;
                    word.push(escaped);
                }
            },
            '$' if chars.peek() == Some(&'(') => {
                in_word = true;
                word.push('$');
                let mut depth = 0usize;
                for inner in chars.by_ref() {
                    word.push(inner);
                    match inner {
                        '(' => depth += 1,
                        ')' => {
                            depth = depth.saturating_sub(1);
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                }
            }
            '#' if !in_word => {
                for inner in chars.by_ref() {
                    if inner == '\n' {
                        break;
                    }
                }
                finish_word(&mut word, &mut in_word, &mut current, &mut total_words);
                push_command(&mut commands, &mut current, false, &mut next_joint, Joint::Sequence);
            }
            // `2>&1`, `>&2`, `<&0`: a redirection, not a background job.
            '&' if in_word && (word.ends_with('>') || word.ends_with('<')) => word.push(c),
            // `&>file`: a redirection of both outputs.
            '&' if !in_word && chars.peek() == Some(&'>') => {
                in_word = true;
                word.push(c);
            }
            ';' | '\n' | '|' | '&' | '(' | ')' => {
                finish_word(&mut word, &mut in_word, &mut current, &mut total_words);
                let doubled = matches!(c, '|' | '&' | ';') && chars.peek() == Some(&c);
                if doubled {
                    chars.next();
                }
                let joint = match (c, doubled) {
                    ('&', true) => Joint::And,
                    ('|', true) => Joint::Or,
                    ('|', false) => Joint::Pipe,
                    _ => Joint::Sequence,
                };
                push_command(&mut commands, &mut current, c == '&' && !doubled, &mut next_joint, joint);
            }
            c if c.is_whitespace() => finish_word(&mut word, &mut in_word, &mut current, &mut total_words),
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    finish_word(&mut word, &mut in_word, &mut current, &mut total_words);
    push_command(&mut commands, &mut current, false, &mut next_joint, Joint::Sequence);
    commands
}

/// Ends the command being read: drops its redirections, records how it is joined to the one
/// before, and remembers how the next one will be joined to it.
fn push_command(
    commands: &mut Vec<SimpleCommand>,
    current: &mut SimpleCommand,
    background: bool,
    joint: &mut Joint,
    next: Joint,
) {
    current.writes = strip_redirections(&mut current.words);
    if !current.words.is_empty() || !current.writes.is_empty() {
        current.background = background;
        current.joint = *joint;
        commands.push(std::mem::take(current));
        *joint = next;
    } else if next != Joint::Sequence {
        // `then`-less oddities aside, an empty command keeps the stronger joint.
        *joint = next;
    }
}

/// Removes `>file`, `2>&1`, `> file`, `<input`, `&>file` from a command's words, and returns
/// the files its output redirections write.
fn strip_redirections(words: &mut Vec<String>) -> Vec<String> {
    let mut kept = Vec::with_capacity(words.len());
    let mut writes = Vec::new();
    // The operator of a bare redirection (`>`, `2>>`) whose target is the next word.
    let mut pending: Option<bool> = None;
    for word in words.drain(..) {
        if let Some(output) = pending.take() {
            if output {
                writes.push(word);
            }
            continue;
        }
        let operator_at = word.find(['>', '<']);
        let is_redirection = match operator_at {
            Some(at) => word.get(..at).is_some_and(|prefix| prefix.chars().all(|c| c.is_ascii_digit() || c == '&')),
            None => false,
        };
        if is_redirection {
            let operator = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '&');
            let output = operator.starts_with('>');
            let target = operator.trim_start_matches(['>', '<']);
            if target.is_empty() && !word.ends_with('&') {
                pending = Some(output);
            } else if output && !target.starts_with('&') {
                writes.push(target.to_owned());
            }
            continue;
        }
        kept.push(word);
    }
    *words = kept;
    writes.retain(|path| !path.is_empty() && !path.starts_with("/dev/"));
    writes
}

/// Milliseconds of a `sleep` argument (`10`, `10s`, `2m`, `1h`, `0.5`); `None` when it is not a
/// number (`infinity` included).
pub fn sleep_millis(argument: &str) -> Option<u64> {
    let units = [('s', 1000.0), ('m', 60_000.0), ('h', 3_600_000.0), ('d', 86_400_000.0)];
    let (number, factor) = units
        .iter()
        .find_map(|(unit, factor)| argument.strip_suffix(*unit).map(|n| (n, *factor)))
        .unwrap_or((argument, 1000.0));
    let value = number.parse::<f64>().ok()?;
    if !value.is_finite() || value < 0.0 || value * factor > 1e15 {
        return None;
    }
    // Checked above: finite, non-negative and far below u64::MAX.
    Some((value * factor).round() as u64)
}

/// Seconds of a `sleep` argument (`30`, `1.5`, `2m`, `1h`, `1d`); `None` for `infinity`.
pub fn sleep_seconds(argument: &str) -> Option<Result<u64, ()>> {
    let text = argument.trim();
    if matches!(text, "infinity" | "inf" | "INFINITY" | "Infinity") {
        return Some(Err(()));
    }
    let (number, unit) = match text.char_indices().find(|(_, c)| !(c.is_ascii_digit() || *c == '.')) {
        Some((at, _)) => (text.get(..at)?, text.get(at..)?),
        None => (text, ""),
    };
    let value = number.parse::<f64>().ok()?;
    let scale = match unit {
        "" | "s" => 1.0,
        "m" => 60.0,
        "h" => 3600.0,
        "d" => 86_400.0,
        _ => return None,
    };
    let seconds = (value * scale).ceil();
    if (0.0..1e15).contains(&seconds) {
        // The value is finite, non-negative and below 2^53, so the conversion is exact.
        Some(Ok(seconds as u64))
    } else {
        Some(Err(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &[&str]) -> Vec<String> {
        text.iter().map(|word| (*word).to_owned()).collect()
    }

    #[test]
    fn reads_scripts_of_shells_with_combined_flags() {
        let commands = commands_of(&words(&["/bin/sh", "-ec", "echo 'a b' && exec tail -F /x; sleep 1 &"]));
        let programs: Vec<_> = commands.iter().map(|command| command.program().unwrap_or("")).collect();
        assert_eq!(programs, ["echo", "tail", "sleep"]);
        assert_eq!(commands[0].words, ["echo", "a b"]);
        assert_eq!(commands[1].arguments(), ["-F", "/x"]);
        assert!(commands[2].background);
    }

    #[test]
    fn keeps_command_substitutions_in_one_word_and_skips_comments() {
        let commands = split_script("# wait\nuntil nslookup db.$(cat /ns).svc; do sleep 2; done");
        assert_eq!(commands[0].words, ["until", "nslookup", "db.$(cat /ns).svc"]);
        assert_eq!(commands.len(), 3);
    }

    #[test]
    fn parses_sleep_durations() {
        assert_eq!(sleep_seconds("15"), Some(Ok(15)));
        assert_eq!(sleep_seconds("1.5"), Some(Ok(2)));
        assert_eq!(sleep_seconds("2m"), Some(Ok(120)));
        assert_eq!(sleep_seconds("infinity"), Some(Err(())));
        assert_eq!(sleep_seconds("$T"), None);
    }
}
