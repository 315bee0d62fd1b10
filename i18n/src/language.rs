//! The languages Dialkeeper speaks, and picking one from the device.

use unic_langid::LanguageIdentifier;

/// A supported language. English is the fallback for anything missing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    /// English.
    En,
    /// French.
    Fr,
    /// Spanish.
    Es,
    /// German.
    De,
    /// Italian.
    It,
    /// Dutch.
    Nl,
}

impl Language {
    /// All six, in the order the settings screen lists them.
    pub const ALL: [Language; 6] = [Language::En, Language::Fr, Language::Es, Language::De, Language::It, Language::Nl];

    /// The BCP 47 code, also the folder under `locales/`.
    pub const fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Fr => "fr",
            Language::Es => "es",
            Language::De => "de",
            Language::It => "it",
            Language::Nl => "nl",
        }
    }

    /// The language's own name, as a language picker shows it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Language::En => "English",
            Language::Fr => "Français",
            Language::Es => "Español",
            Language::De => "Deutsch",
            Language::It => "Italiano",
            Language::Nl => "Nederlands",
        }
    }

    /// The language of a tag such as `"de-AT"` or `"fr_CH.UTF-8"`, if supported.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The device's preferred supported language, else English.
    pub fn from_system() -> Language {
        sys_locale::get_locales().find_map(|tag| Language::from_tag(&tag)).unwrap_or(Language::En)
    }

    /// As a unicode language identifier.
    pub fn langid(self) -> LanguageIdentifier {
        self.code().parse().expect("static language codes parse")
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_pick_the_primary_language() {
        assert_eq!(Language::from_tag("de-AT"), Some(Language::De));
        assert_eq!(Language::from_tag("fr_CH.UTF-8"), Some(Language::Fr));
        assert_eq!(Language::from_tag("NL"), Some(Language::Nl));
        assert_eq!(Language::from_tag("pt-BR"), None);
        assert_eq!(Language::from_tag(""), None);
    }
}
