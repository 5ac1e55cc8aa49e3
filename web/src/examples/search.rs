//! Finding examples by what a reader types: every word of the query is in the example's title, its
//! "what to look for" line (in English or in Simplified Chinese, whatever the page's language) or
//! the version on its badge. A Chinese word for a term the Chinese titles keep in English (边车,
//! 初始化) finds that term; the examples whose titles hold the query come first.

use std::cmp::Reverse;
use std::rc::Rc;

use super::Example;

/// Chinese words for the Kubernetes terms the Chinese titles and lines keep as they are in English:
/// a query word on the left also matches the term on the right.
const TERMS: [(&str, &str); 8] = [
    ("边车", "sidecar"),
    ("初始化", "init"),
    ("探针", "probe"),
    ("配额", "quota"),
    ("调试", "debug"),
    ("任务", "job"),
    ("钩子", "prestop"),
    ("门控", "gate"),
];

/// Whether `text` (lowercase) holds `word` (lowercase), or the English term it stands for.
fn holds(text: &str, word: &str) -> bool {
    text.contains(word) || TERMS.iter().any(|(zh, en)| word.contains(zh) && text.contains(en))
}

/// The example's titles, lowercase, one per line.
fn titles(example: &Example) -> String {
    format!("{}\n{}", example.title, example.title_zh).to_ascii_lowercase()
}

/// Whether `example` answers `query`: each of its words, in any (ASCII) case, is part of a title or a
/// "what to look for" line in either language, or of the version its badge shows (`legacy`,
/// `1.33`). An empty query matches every example.
pub fn matches(example: &Example, query: &str) -> bool {
    let fields = [&example.title, &example.title_zh, &example.look_for, &example.look_for_zh];
    let mut text = fields.map(|field| field.to_ascii_lowercase()).join("\n");
    text.push('\n');
    text.push_str(example.version.as_str());
    query.split_whitespace().all(|word| holds(&text, &word.to_ascii_lowercase()))
}

/// How well a matching example answers `query`: 2 when a title holds the whole query as typed,
/// 1 when a title holds each of its words, 0 when some are only in a look-for line or the badge.
fn rank(example: &Example, query: &str) -> u8 {
    let (titles, query) = (titles(example), query.trim().to_ascii_lowercase());
    if !query.is_empty() && titles.contains(&query) {
        2
    } else {
        u8::from(query.split_whitespace().all(|word| holds(&titles, word)))
    }
}

/// The examples of `examples` that answer `query`, those whose titles answer it best first, and
/// otherwise in their order.
pub fn search(examples: &[Rc<Example>], query: &str) -> Vec<Rc<Example>> {
    let mut found: Vec<Rc<Example>> = examples.iter().filter(|example| matches(example, query)).cloned().collect();
    found.sort_by_key(|example| Reverse(rank(example, query)));
    found
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
    fn titles_that_hold_the_query_come_first() {
        let always = example(
            "Init container failing under restartPolicy: Always",
            "restartPolicy: Always 下失败的 Init 容器",
            "Compare with restartPolicy: Never, which fails the Pod",
            "",
        );
        let never = example("Init container failing under restartPolicy: Never", "", "The Pod fails at once", "");
        let all = [always, never];
        let titles = |query: &str| search(&all, query).iter().map(|e| e.title.clone()).collect::<Vec<_>>();
        assert_eq!(
            titles("Never"),
            ["Init container failing under restartPolicy: Never", "Init container failing under restartPolicy: Always"],
            "the title's match first, the look-for line's after"
        );
        assert_eq!(
            titles("failing under restartPolicy: Never")[0],
            "Init container failing under restartPolicy: Never"
        );
        assert_eq!(titles("").len(), 2, "an empty query keeps the order");
    }

    #[test]
    fn a_chinese_word_finds_the_term_the_chinese_titles_keep_in_english() {
        let sidecar = example("Native sidecar", "原生 Sidecar", "", "");
        let init = example("Init containers waiting", "等待的 Init 容器", "", "");
        let all = [sidecar, init];
        let titles = |query: &str| search(&all, query).iter().map(|e| e.title.clone()).collect::<Vec<_>>();
        assert_eq!(titles("边车"), ["Native sidecar"]);
        assert_eq!(titles("初始化容器"), ["Init containers waiting"]);
        assert_eq!(titles("边车 初始化"), Vec::<String>::new(), "every word must still match");
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
