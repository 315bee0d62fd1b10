//! Folding text for search: case, accents and the letters that stand for two.
//!
//! Accents are taken off Latin letters only (`latin.rs`), whether typed as one letter or as a
//! letter and its combining marks: the six languages' texts and the figures' names are Latin.
//! Letters of other scripts are only lower-cased.

mod latin;

/// Lower-cases, strips accents and soft hyphens and spells out ß, æ, œ, ø, so that "Désarçonner",
/// "desarconner" and "DESARCONNER" fold to the same text, and "Straße" to "strasse".
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().filter(|c| !is_accent(*c)).map(base) {
        match c {
            'ß' | 'ẞ' => out.push_str("ss"),
            'æ' | 'Æ' => out.push_str("ae"),
            'œ' | 'Œ' => out.push_str("oe"),
            'ø' | 'Ø' => out.push('o'),
            'ł' | 'Ł' => out.push('l'),
            // A soft hyphen only marks where a long word may break on screen.
            '\u{ad}' => {}
            _ => out.extend(c.to_lowercase()),
        }
    }
    out
}

/// A Latin letter without its accent: the first letter of its canonical decomposition.
fn base(c: char) -> char {
    latin::BASES.binary_search_by_key(&c, |(letter, _)| *letter).map_or(c, |at| latin::BASES[at].1)
}

/// A combining accent, as in a letter typed in two parts: the blocks of combining marks made
/// for Latin and other alphabets (Unicode's "Combining Diacritical Marks" and its
/// supplements, and those for symbols and half marks).
fn is_accent(c: char) -> bool {
    matches!(c, '\u{300}'..='\u{36f}' | '\u{1ab0}'..='\u{1aff}' | '\u{1dc0}'..='\u{1dff}' | '\u{20d0}'..='\u{20ff}' | '\u{fe20}'..='\u{fe2f}')
}

/// The words of folded text: runs of letters and digits.
pub(crate) fn words(folded: &str) -> impl Iterator<Item = &str> {
    folded.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_accents_case_and_double_letters() {
        assert_eq!(fold("Désarçonner"), "desarconner");
        assert_eq!(fold("STRASSE"), fold("Straße"));
        assert_eq!(fold("Cœur"), "coeur");
        assert_eq!(fold("Über\u{ad}an\u{ad}stren\u{ad}gung"), "uberanstrengung");
        assert_eq!(words("base-slot, the  saddle").collect::<Vec<_>>(), ["base", "slot", "the", "saddle"]);
        assert_eq!(fold("De\u{301}sarc\u{327}onner"), "desarconner", "a letter typed with its accent apart");
    }

    /// The fold as Unicode's own tables make it: the canonical decomposition, without any
    /// combining mark.
    fn by_unicode(text: &str) -> String {
        use unicode_normalization::UnicodeNormalization;
        let bare: String = text.nfd().filter(|c| !unicode_normalization::char::is_combining_mark(*c)).collect();
        fold(&bare)
    }

    #[test]
    fn every_latin_letter_and_accent_folds_as_unicode_decomposes_it() {
        let latin = ('\0'..='\u{24f}').chain('\u{1e00}'..='\u{1eff}');
        let accents = ('\u{300}'..='\u{36f}').chain('\u{1ab0}'..='\u{1aff}').chain('\u{1dc0}'..='\u{1dff}');
        let accents = accents.chain('\u{20d0}'..='\u{20ff}').chain('\u{fe20}'..='\u{fe2f}');
        let mut checked = 0;
        for c in latin.chain(accents).filter(|c| unicode_normalization::char::is_combining_mark(*c) || !is_accent(*c)) {
            assert_eq!(fold(&c.to_string()), by_unicode(&c.to_string()), "{c:?} (U+{:04X})", c as u32);
            checked += 1;
        }
        assert!(checked > 1000, "{checked} characters checked");
        // The list is the decompositions of those blocks, each once, sorted for its search.
        assert!(latin::BASES.windows(2).all(|pair| pair[0].0 < pair[1].0));
        assert_eq!(latin::BASES.len(), 497);
    }

    #[test]
    fn every_text_of_the_six_languages_folds_as_unicode_decomposes_it() {
        let mut texts = 0;
        for language in crate::Language::ALL {
            for (path, bytes) in crate::assets::Locales::files(language.code()) {
                let text = std::str::from_utf8(&bytes).unwrap();
                for line in text.lines() {
                    assert_eq!(fold(line), by_unicode(line), "{path}: {line}");
                }
                texts += 1;
            }
        }
        let termbase = include_str!("../termbase.toml");
        for line in termbase.lines() {
            assert_eq!(fold(line), by_unicode(line), "termbase.toml: {line}");
        }
        assert!(texts >= 6 * 7, "{texts} files");
    }
}
