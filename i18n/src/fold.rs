//! Folding text for search: case, accents and the letters that stand for two.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// Lower-cases, strips accents and soft hyphens and spells out ß, æ, œ, ø, so that "Désarçonner",
/// "desarconner" and "DESARCONNER" fold to the same text, and "Straße" to "strasse".
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.nfd().filter(|c| !is_combining_mark(*c)) {
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
    }
}
