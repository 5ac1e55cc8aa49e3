//! Finding examples by what a reader types: every word of the query is in the example's title, its
//! "what to look for" line (in English or in Simplified Chinese, whatever the page's language) or
//! the version on its badge.

use std::rc::Rc;

use super::Example;

/// Whether `example` answers `query`: each of its words, in any (ASCII) case, is part of a title or a
/// "what to look for" line in either language, or of the version its badge shows (`legacy`,
/// `1.33`). An empty query matches every example.
pub fn matches(example: &Example, query: &str) -> bool {
    let fields = [&example.title, &example.title_zh, &example.look_for, &example.look_for_zh];
    let mut text = fields.map(|field| field.to_ascii_lowercase()).join("\n");
    text.push('\n');
    text.push_str(example.version.as_str());
    query.split_whitespace().all(|word| text.contains(&word.to_ascii_lowercase()))
}

/// The examples of `examples` that answer `query`, in their order.
pub fn search(examples: &[Rc<Example>], query: &str) -> Vec<Rc<Example>> {
    examples.iter().filter(|example| matches(example, query)).cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn example(title: &str, title_zh: &str, look_for: &str, look_for_zh: &str) -> Rc<Example> {
        Rc::new(Example {
            title: title.to_owned(),
            title_zh: title_zh.to_owned(),
            look_for: look_for.to_owned(),
            look_for_zh: look_for_zh.to_owned(),
            ..Example::blank()
        })
    }

    #[test]
    fn every_word_must_match_a_title_or_look_for_line_in_either_language() {
        let sidecar = example(
            "Native sidecar log shipper",
            "原生 sidecar 日志收集",
            "The sidecar stops last",
            "sidecar 最后停止",
        );
        let crash =
            example("Init container fails", "Init 容器失败", "CrashLoopBackOff with back-off", "退避后的崩溃循环");
        let all = [sidecar.clone(), crash.clone()];
        let titles = |query: &str| search(&all, query).iter().map(|e| e.title.clone()).collect::<Vec<_>>();
        assert_eq!(titles(""), ["Native sidecar log shipper", "Init container fails"], "an empty query keeps all");
        assert_eq!(titles("  SIDECAR "), ["Native sidecar log shipper"], "any case, spaces around");
        assert_eq!(titles("crashloop"), ["Init container fails"], "the look-for line counts");
        assert_eq!(titles("日志"), ["Native sidecar log shipper"], "the Chinese title counts");
        assert_eq!(titles("崩溃"), ["Init container fails"], "the Chinese look-for line counts");
        assert_eq!(titles("sidecar fails"), Vec::<String>::new(), "every word must match");
        assert_eq!(titles("init 失败"), ["Init container fails"], "words of both languages together");
    }

    #[test]
    fn the_version_on_the_badge_counts() {
        let legacy =
            Rc::new(Example { version: podsim::KubeVersion::Legacy, ..(*example("A Job", "", "", "")).clone() });
        let current =
            Rc::new(Example { version: podsim::KubeVersion::V1_35, ..(*example("A Pod", "", "", "")).clone() });
        let all = [legacy, current];
        let titles = |query: &str| search(&all, query).iter().map(|e| e.title.clone()).collect::<Vec<_>>();
        assert_eq!(titles("legacy"), ["A Job"]);
        assert_eq!(titles("1.35 pod"), ["A Pod"]);
    }
}
