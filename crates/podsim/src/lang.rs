//! podsim's own words in English and Simplified Chinese: the [`Lang`] of the UI and [`Text`], a
//! sentence written in both. Kubernetes messages (validation errors, events, reasons, kubectl
//! output) are never translated: they stay exactly as kubectl prints them.

use std::fmt;

use serde::{Serialize, Serializer};

/// A language podsim speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Lang {
    /// English (the CLI, JSON output, goldens and docs).
    #[default]
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    /// Every language, in the order of the picker.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The BCP 47 tag (`en`, `zh-CN`).
    pub fn as_str(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh-CN",
        }
    }

    /// The language's own name, for a picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "简体中文",
        }
    }

    /// Reads a tag back (`zh`, `zh-CN`, `zh-Hans` all mean Simplified Chinese).
    pub fn parse(text: &str) -> Option<Lang> {
        let text = text.to_ascii_lowercase();
        if text.starts_with("zh") {
            Some(Lang::Zh)
        } else if text.starts_with("en") {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// `en` or `zh`, whichever is this language.
    pub fn pick<T>(self, en: T, zh: T) -> T {
        match self {
            Lang::En => en,
            Lang::Zh => zh,
        }
    }

    /// A fixed phrase (a UI label) in this language.
    pub fn t<P: Phrase>(self, phrase: P) -> &'static str {
        let (en, zh) = phrase.texts();
        self.pick(en, zh)
    }
}

/// A fixed phrase known in both languages (the web's UI labels).
pub trait Phrase {
    /// The phrase in English and in Simplified Chinese.
    fn texts(self) -> (&'static str, &'static str);
}

/// A sentence of podsim's own in both languages. Build it with [`text!`](crate::text), which
/// puts both versions side by side. It prints and serialises as the English one, so the CLI,
/// JSON output and goldens stay English.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Text {
    /// English.
    pub en: String,
    /// Simplified Chinese.
    pub zh: String,
}

impl Text {
    /// Words that are the same in every language: Kubernetes reasons and messages, names.
    pub fn same(text: impl Into<String>) -> Text {
        let en = text.into();
        Text { zh: en.clone(), en }
    }

    /// The sentence in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        lang.pick(&self.en, &self.zh)
    }

    /// True when there is nothing to say.
    pub fn is_empty(&self) -> bool {
        self.en.is_empty() && self.zh.is_empty()
    }

    /// Appends `more` to each language.
    pub fn push(&mut self, more: &Text) {
        self.en.push_str(&more.en);
        self.zh.push_str(&more.zh);
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.en)
    }
}

/// A [`Text`] from an English and a Chinese format string, with the same arguments:
/// `text!("`{name}` starts first", "`{name}` 最先启动")`. Named arguments written inside the
/// strings are captured; extra arguments after both strings are shared.
#[macro_export]
macro_rules! text {
    ($en:literal, $zh:literal $(,)?) => {
        $crate::lang::Text { en: ::std::format!($en), zh: ::std::format!($zh) }
    };
    ($en:literal, $zh:literal, $($argument:tt)+) => {
        $crate::lang::Text { en: ::std::format!($en, $($argument)+), zh: ::std::format!($zh, $($argument)+) }
    };
}

/// `Display` and `Serialize` for types put into words by a `text()` method: both write the
/// English, as a [`Text`] does (`in_english!(Note, Said)`).
macro_rules! in_english {
    ($($kind:ty),+ $(,)?) => {$(
        impl ::std::fmt::Display for $kind {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&self.text().en)
            }
        }

        impl ::serde::Serialize for $kind {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.text().en)
            }
        }
    )+};
}
pub(crate) use in_english;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_pick_their_language_and_print_english() {
        let name = "app";
        let text = text!("`{name}` starts", "`{name}` 启动");
        assert_eq!((text.get(Lang::En), text.get(Lang::Zh)), ("`app` starts", "`app` 启动"));
        assert_eq!(text.to_string(), "`app` starts");
        assert_eq!(serde_json::to_string(&text).ok().as_deref(), Some("\"`app` starts\""));
        let shared = text!("{} s", "{} 秒", 5);
        assert_eq!(shared.zh, "5 秒");
        assert_eq!(Text::same("Ready").get(Lang::Zh), "Ready");
    }

    #[test]
    fn tags_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.as_str()), Some(lang));
        }
        assert_eq!(Lang::parse("zh-Hans"), Some(Lang::Zh));
        assert_eq!(Lang::parse("fr"), None);
    }
}
