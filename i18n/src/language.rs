//! The languages Dialkeeper speaks, and picking one from the device.

use unic_langid::LanguageIdentifier;

/// A supported language. English is the fallback for anything missing. Its BCP 47 code
/// is its variant name in lower case (strum makes the code, its parsing and the list).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "lowercase", ascii_case_insensitive)]
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
    /// All six, in the order the settings screen lists them (the declaration order), as
    /// an array; a language added without changing the count does not compile.
    pub const ALL: [Language; 6] = match <Language as strum::VariantArray>::VARIANTS.first_chunk() {
        Some(all) if <Language as strum::VariantArray>::VARIANTS.len() == 6 => *all,
        _ => panic!("Language::ALL must hold every language"),
    };

    /// The BCP 47 code, also the folder under `locales/`.
    pub fn code(self) -> &'static str {
        self.into()
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
        tag.split(['-', '_', '.', '@']).next()?.parse().ok()
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

    /// The codes name the locale folders and are stored in players' settings: strum must
    /// keep them byte for byte.
    #[test]
    fn codes_are_the_stored_ones_and_parse_back() {
        let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        assert_eq!(codes, ["en", "fr", "es", "de", "it", "nl"]);
        for language in Language::ALL {
            assert_eq!(Language::from_tag(language.code()), Some(language));
            assert_eq!(language.to_string(), language.code());
        }
    }
}
