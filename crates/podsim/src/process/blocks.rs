//! The block structure of a shell script: `if`/`elif`/`else`, `while`/`until`, `for`, and what
//! podsim does not read (`case`, functions), over the simple commands of [`super::shell`].

use super::shell::{Joint, SimpleCommand};

/// A parsed piece of script.
#[derive(Debug, Clone)]
pub(super) enum Node {
    /// One simple command.
    Simple(SimpleCommand),
    /// `if …; then …; elif …; then …; else …; fi`.
    If { joint: Joint, branches: Vec<(Vec<Node>, Vec<Node>)>, otherwise: Vec<Node> },
    /// `while`/`until` COND; do BODY; done.
    Loop { joint: Joint, until: bool, header: String, condition: Vec<Node>, body: Vec<Node> },
    /// `for NAME in ITEMS; do BODY; done` (`items: None` when they are not literal words).
    For { joint: Joint, header: String, items: Option<usize>, body: Vec<Node> },
    /// Something podsim does not read (`case … esac`, a function definition).
    Opaque { joint: Joint },
}

impl Node {
    pub(super) fn joint(&self) -> Joint {
        match self {
            Node::Simple(command) => command.joint,
            Node::If { joint, .. } | Node::Loop { joint, .. } | Node::For { joint, .. } | Node::Opaque { joint } => {
                *joint
            }
        }
    }
}

/// Words that open a block and stand alone once [`normalize`] has run.
const OPENERS: &[&str] = &["then", "do", "else"];

/// Splits `do echo hi` into `do` and `echo hi` (and `then`, `else` likewise), so that every
/// block keyword stands alone or leads its condition (`if`, `elif`, `while`, `until`, `for`).
pub(super) fn normalize(commands: Vec<SimpleCommand>) -> Vec<SimpleCommand> {
    let mut out = Vec::with_capacity(commands.len());
    for mut command in commands {
        while command.words.len() > 1 && command.words.first().is_some_and(|w| OPENERS.contains(&w.as_str())) {
            let rest = command.words.split_off(1);
            // The keyword (`do`, `then`) writes nothing; the command after it keeps the writes.
            out.push(SimpleCommand {
                words: std::mem::take(&mut command.words),
                writes: Vec::new(),
                ..command.clone()
            });
            command = SimpleCommand {
                words: rest,
                writes: std::mem::take(&mut command.writes),
                background: command.background,
                joint: Joint::Sequence,
            };
        }
        out.push(command);
    }
    out
}

/// The first word of the command at `at`.
fn keyword_at(commands: &[SimpleCommand], at: usize) -> Option<&str> {
    commands.get(at).and_then(|c| c.words.first()).map(String::as_str)
}

/// A condition: the words after its keyword (`while ! nc -z db` → `! nc -z db`), then the
/// commands up to `stop`, which is skipped.
fn condition(commands: &[SimpleCommand], at: &mut usize, stop: &str, depth: usize) -> Vec<Node> {
    let mut nodes = Vec::new();
    if let Some(command) = commands.get(*at) {
        let rest = command.words.get(1..).unwrap_or(&[]).to_vec();
        if !rest.is_empty() {
            nodes.push(Node::Simple(SimpleCommand {
                words: rest,
                writes: command.writes.clone(),
                background: command.background,
                joint: Joint::Sequence,
            }));
        }
    }
    *at += 1;
    nodes.extend(parse_block(commands, at, &[stop], depth + 1));
    if keyword_at(commands, *at) == Some(stop) {
        *at += 1;
    }
    nodes
}

/// Reads simple commands into blocks, stopping before a command whose first word is in `stop`.
pub(super) fn parse_block(commands: &[SimpleCommand], at: &mut usize, stop: &[&str], depth: usize) -> Vec<Node> {
    let mut nodes = Vec::new();
    while let Some(command) = commands.get(*at) {
        let keyword = command.words.first().map(String::as_str).unwrap_or("");
        if stop.contains(&keyword) {
            return nodes;
        }
        let joint = command.joint;
        if depth > 32 || matches!(keyword, "then" | "do" | "done" | "fi" | "elif" | "else" | "esac") {
            // A keyword out of place (or nesting past any real script): skipped.
            *at += 1;
            continue;
        }
        match keyword {
            "if" => {
                let mut branches = Vec::new();
                let mut otherwise = Vec::new();
                let mut test = condition(commands, at, "then", depth);
                loop {
                    let body = parse_block(commands, at, &["elif", "else", "fi"], depth + 1);
                    branches.push((test, body));
                    match keyword_at(commands, *at) {
                        Some("elif") => test = condition(commands, at, "then", depth),
                        Some("else") => {
                            *at += 1;
                            otherwise = parse_block(commands, at, &["fi"], depth + 1);
                            *at += 1;
                            break;
                        }
                        _ => {
                            *at += 1;
                            break;
                        }
                    }
                }
                nodes.push(Node::If { joint, branches, otherwise });
            }
            "while" | "until" => {
                let header = command.words.join(" ");
                let test = condition(commands, at, "do", depth);
                let body = parse_block(commands, at, &["done"], depth + 1);
                *at += 1;
                nodes.push(Node::Loop { joint, until: keyword == "until", header, condition: test, body });
            }
            "for" => {
                let header = command.words.join(" ");
                let items = command.words.iter().position(|w| w == "in").map(|in_at| {
                    command.words.get(in_at + 1..).unwrap_or(&[]).iter().filter(|w| *w != "do").collect::<Vec<_>>()
                });
                let items = items.filter(|items| items.iter().all(|w| !w.contains('$') && !w.contains('*')));
                let items = items.map(|items| items.len());
                let _ = condition(commands, at, "do", depth);
                let body = parse_block(commands, at, &["done"], depth + 1);
                *at += 1;
                nodes.push(Node::For { joint, header, items, body });
            }
            "case" => {
                while let Some(next) = commands.get(*at) {
                    *at += 1;
                    if next.words.iter().any(|w| w == "esac") {
                        break;
                    }
                }
                nodes.push(Node::Opaque { joint });
            }
            _ if command.words.iter().any(|w| w == "{") || command.words.last().is_some_and(|w| w.ends_with("()")) => {
                // A function definition or a group: skipped up to its closing brace.
                while let Some(next) = commands.get(*at) {
                    *at += 1;
                    if next.words.iter().any(|w| w == "}") {
                        break;
                    }
                }
                nodes.push(Node::Opaque { joint });
            }
            _ => {
                nodes.push(Node::Simple(command.clone()));
                *at += 1;
            }
        }
    }
    nodes
}
