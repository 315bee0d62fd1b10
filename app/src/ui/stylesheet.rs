//! The stylesheet, embedded so every renderer (desktop, phone, liveview) gets it, without
//! its comments: they say why a rule is there, and the split page's first module carried
//! them (3 KB gzip; BENCHMARKS.md, issue 50).

/// `assets/app.css` as written.
const SOURCE: &str = include_str!("../../../assets/app.css");

/// [`SOURCE`] without its comments, and its length (zeros after it, which gzip all but drops).
static PLAIN: ([u8; SOURCE.len()], usize) = without_comments(SOURCE.as_bytes());

/// The stylesheet.
pub const CSS: &str = match std::str::from_utf8(PLAIN.0.split_at(PLAIN.1).0) {
    Ok(css) => css,
    Err(_) => panic!("a comment's end split a character"),
};

/// CSS without its `/* … */` comments, at build time. The test checks what makes that
/// safe here: no string holds `/*`, and each comment has a space, a line's end or a
/// brace beside it, so no two words are joined.
const fn without_comments<const N: usize>(css: &[u8]) -> ([u8; N], usize) {
    let (mut out, mut len, mut at) = ([0u8; N], 0, 0);
    while at < css.len() {
        if at + 1 < css.len() && css[at] == b'/' && css[at + 1] == b'*' {
            at += 2;
            while at + 1 < css.len() && !(css[at] == b'*' && css[at + 1] == b'/') {
                at += 1;
            }
            at += 2;
        } else {
            out[len] = css[at];
            len += 1;
            at += 1;
        }
    }
    (out, len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stylesheet_keeps_every_rule_and_loses_its_comments() {
        // The source cut at each comment's start, each piece after the first cut at its end.
        let mut pieces = SOURCE.split("/*");
        let mut rules: String = pieces.next().unwrap().into();
        for piece in pieces {
            rules.push_str(piece.split_once("*/").expect("every comment ends").1);
        }
        assert_eq!(CSS, rules);
        assert!(!CSS.contains("/*") && CSS.len() < SOURCE.len() * 9 / 10, "{} of {} bytes", CSS.len(), SOURCE.len());
        assert!(CSS.contains(":root {") && CSS.contains("content: \"★\""));
        for (at, _) in SOURCE.match_indices("/*") {
            let before = SOURCE[..at].chars().next_back().unwrap_or('\n');
            let after = SOURCE[at..].split_once("*/").unwrap().1.chars().next().unwrap_or('\n');
            assert!([before, after].iter().any(|c| c.is_whitespace() || "{};".contains(*c)), "a comment at byte {at} joins two words");
        }
        assert!(SOURCE.split('"').skip(1).step_by(2).all(|string| !string.contains("/*")), "a string holds /*");
    }
}
