//! `docs/RULE-MAP.md`, kept true: for every rule of the catalog, where the engine applies
//! it, the refusals that name it, the tests that check it and the other code that names
//! it, built from the sources. The test fails when the file differs from what the sources
//! say; `DIALKEEPER_BLESS=1` rewrites it.
//!
//! A citation is the rule's variant (`RuleId::Core14`) or code (`CORE-14`) as a whole id
//! ([`citations`]), in code, a string or a comment; a test may also cite it by its name
//! (`fn core_14_…`). Each citation is placed in the named block around it, found by a
//! small lexer that skips strings, comments and char literals when it counts brackets: a
//! Rust function (outside any, the type, impl, module or macro), an e2e test by its title.
//! A `//` or `///` comment counts for the item right below it, a `// ----` heading for its
//! section, a `//!` one for its file.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use dialkeeper_core::violation::RuleViolation;
use dialkeeper_core::{RuleId, RuleKind};

use crate::common::citations;

/// The generated file, from the workspace root.
const MAP: &str = "docs/RULE-MAP.md";
/// The command that rewrites it.
const BLESS: &str = "DIALKEEPER_BLESS=1 cargo test -p dialkeeper-core --test main rule_map";
/// Tests of the citation checks themselves, which name rules as examples.
const META: [&str; 2] = ["core/tests/rule_citations.rs", "core/tests/rule_map.rs"];
/// Directories never read.
const SKIPPED: [&str; 3] = ["target", "node_modules", "test-output"];

// ---- Lexing: enough of Rust and JavaScript to count brackets outside strings and comments.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Lang {
    Rust,
    Js,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tk {
    /// An identifier, keyword or number.
    Word,
    /// One character of punctuation.
    Punct,
    /// A string, char or (JavaScript) regex or template literal.
    Str,
    /// A `//`, `///` or `/* */` comment.
    Comment,
    /// A `//!` or `/*!` comment: the module's own doc.
    ModuleDoc,
}

#[derive(Clone, Copy, Debug)]
struct Tok {
    kind: Tk,
    start: usize,
    end: usize,
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// The tokens of `text`, comments included.
fn lex(text: &str, lang: Lang) -> Vec<Tok> {
    let b = text.as_bytes();
    let mut toks: Vec<Tok> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let rest = &b[i..];
        let kind = if rest.starts_with(b"//") {
            i = text[i..].find('\n').map_or(b.len(), |n| i + n);
            if rest.starts_with(b"//!") { Tk::ModuleDoc } else { Tk::Comment }
        } else if rest.starts_with(b"/*") {
            i = block_comment_end(b, i, lang == Lang::Rust);
            if rest.starts_with(b"/*!") { Tk::ModuleDoc } else { Tk::Comment }
        } else if b[i] == b'"' || (lang == Lang::Js && b[i] == b'\'') {
            i = quoted_end(b, i);
            Tk::Str
        } else if lang == Lang::Js && b[i] == b'`' {
            i = template_end(b, i);
            Tk::Str
        } else if lang == Lang::Js && b[i] == b'/' && regex_may_start(text, &toks) {
            let end = regex_end(b, i);
            i = end.unwrap_or(i + 1);
            if end.is_some() { Tk::Str } else { Tk::Punct }
        } else if lang == Lang::Rust && b[i] == b'\'' {
            // A char literal, or the quote of a lifetime or loop label.
            let end = char_literal_end(text, i);
            i = end.unwrap_or(i + 1);
            if end.is_some() { Tk::Str } else { Tk::Punct }
        } else if is_word(b[i]) && (lang == Lang::Js || b[i] != b'$') {
            while i < b.len() && is_word(b[i]) && (lang == Lang::Js || b[i] != b'$') {
                i += 1;
            }
            match raw_string_end(b, i) {
                Some(end) if lang == Lang::Rust && matches!(&text[start..i], "r" | "br" | "cr") => {
                    i = end;
                    Tk::Str
                }
                _ => Tk::Word,
            }
        } else {
            i += text[i..].chars().next().map_or(1, char::len_utf8);
            Tk::Punct
        };
        toks.push(Tok { kind, start, end: i });
    }
    toks
}

fn block_comment_end(b: &[u8], mut j: usize, nests: bool) -> usize {
    let mut depth = 0;
    while j < b.len() {
        if b[j..].starts_with(b"/*") && (nests || depth == 0) {
            depth += 1;
            j += 2;
        } else if b[j..].starts_with(b"*/") {
            depth -= 1;
            j += 2;
            if depth == 0 {
                return j;
            }
        } else {
            j += 1;
        }
    }
    b.len()
}

/// The end of the string opened by the quote at `i`.
fn quoted_end(b: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    while j < b.len() {
        match b[j] {
            b'\\' => j += 2,
            c if c == b[i] => return j + 1,
            _ => j += 1,
        }
    }
    b.len()
}

/// The end of the template literal opened at `i`, `${…}` parts included.
fn template_end(b: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    while j < b.len() {
        match b[j] {
            b'\\' => j += 2,
            b'`' => return j + 1,
            b'$' if b.get(j + 1) == Some(&b'{') => {
                let mut depth = 0;
                j += 1;
                while j < b.len() {
                    match b[j] {
                        b'{' => depth += 1,
                        b'}' => depth -= 1,
                        b'"' | b'\'' => j = quoted_end(b, j) - 1,
                        b'`' => j = template_end(b, j) - 1,
                        _ => {}
                    }
                    j += 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            _ => j += 1,
        }
    }
    b.len()
}

/// Whether a `/` after these tokens starts a regex rather than a division.
fn regex_may_start(text: &str, toks: &[Tok]) -> bool {
    match toks.iter().rev().find(|t| !matches!(t.kind, Tk::Comment | Tk::ModuleDoc)) {
        None => true,
        Some(t) => {
            let s = &text[t.start..t.end];
            match t.kind {
                Tk::Punct => "(,=:[!&|?{};+-*%<>~^".contains(s),
                Tk::Word => matches!(
                    s,
                    "return" | "typeof" | "case" | "do" | "else" | "in" | "of" | "new" | "delete" | "void" | "throw" | "await" | "yield"
                ),
                _ => false,
            }
        }
    }
}

/// The end of the regex literal opened at `i`, flags included; none if the line ends first.
fn regex_end(b: &[u8], i: usize) -> Option<usize> {
    let (mut j, mut class) = (i + 1, false);
    while j < b.len() {
        match b[j] {
            b'\\' => j += 2,
            b'\n' => return None,
            b'[' => (class, j) = (true, j + 1),
            b']' => (class, j) = (false, j + 1),
            b'/' if !class => {
                j += 1;
                while j < b.len() && b[j].is_ascii_alphabetic() {
                    j += 1;
                }
                return Some(j);
            }
            _ => j += 1,
        }
    }
    None
}

/// The end of a char literal whose quote is at `i`; none for a lifetime's quote.
fn char_literal_end(text: &str, i: usize) -> Option<usize> {
    let c = text[i + 1..].chars().next()?;
    if c == '\\' {
        // `'\''`, `'\\'`, `'\u{1F600}'`: the escaped character, then up to the quote.
        let after = i + 2 + text[i + 2..].chars().next()?.len_utf8();
        return text[after..].find('\'').map(|n| after + n + 1);
    }
    let after = i + 1 + c.len_utf8();
    text[after..].starts_with('\'').then_some(after + 1)
}

/// The end of a raw string whose `r` ends at `i` (`r"…"`, `r#"…"#`).
fn raw_string_end(b: &[u8], i: usize) -> Option<usize> {
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    if b.get(i + hashes) != Some(&b'"') {
        return None;
    }
    let mut j = i + hashes + 1;
    while j < b.len() {
        if b[j] == b'"' && b[j + 1..].iter().take(hashes).filter(|&&c| c == b'#').count() == hashes {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(b.len())
}

// ---- Places: the named block around each token.

/// The named block around a citation.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Block {
    /// A Rust function, or the type, impl, module or macro around the citation.
    Item(String),
    /// An e2e test, by its title.
    Title(String),
    /// The file's own doc (`//!`).
    ModuleDoc,
    /// A section of a file, by its heading (`// ---- CORE-14: capture ----`).
    Section(String),
    /// Outside any named block.
    TopLevel,
}

/// Where a token sits: its block, and whether it is test code.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Place {
    block: Block,
    test: bool,
}

/// A file's tokens, each with its place.
struct Lexed {
    toks: Vec<Tok>,
    places: Vec<Place>,
    /// Functions, by the token of their name, and whether each is test code: a test may
    /// cite a rule by its name.
    fns: Vec<(usize, String, bool)>,
    /// Modules declared here as `#[cfg(test)] mod name;`, whose files are test code.
    test_mods: Vec<String>,
}

/// Rust's item keywords.
const ITEMS: [&str; 12] = ["fn", "struct", "enum", "trait", "impl", "mod", "union", "macro_rules", "const", "static", "type", "use"];
/// What may stand between an item's attributes and its keyword.
const QUALIFIERS: [&str; 6] = ["pub", "async", "unsafe", "extern", "default", "safe"];

/// The significant tokens (no comments) of a file, with their text.
struct Sig<'a> {
    text: &'a str,
    toks: &'a [Tok],
    idx: Vec<usize>,
}

impl<'a> Sig<'a> {
    fn new(text: &'a str, toks: &'a [Tok]) -> Self {
        let idx = (0..toks.len()).filter(|&i| !matches!(toks[i].kind, Tk::Comment | Tk::ModuleDoc)).collect();
        Sig { text, toks, idx }
    }

    fn len(&self) -> usize {
        self.idx.len()
    }

    fn tok(&self, k: usize) -> Option<Tok> {
        self.idx.get(k).map(|&i| self.toks[i])
    }

    /// The text of the `k`th significant token, or `""` past the end.
    fn s(&self, k: usize) -> &'a str {
        self.tok(k).map_or("", |t| &self.text[t.start..t.end])
    }

    fn is_word(&self, k: usize) -> bool {
        self.tok(k).is_some_and(|t| t.kind == Tk::Word)
    }

    /// The index just past the bracket group opened at `k`.
    fn past_group(&self, k: usize) -> usize {
        let mut depth = 0usize;
        for j in k..self.len() {
            match self.s(j) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return j + 1;
                    }
                }
                _ => {}
            }
        }
        self.len()
    }

    /// Whether the attribute at `k` (`#[…]`) says test code: `#[test]`, `#[cfg(test)]`.
    fn test_attribute(&self, k: usize) -> bool {
        let words: Vec<&str> = (k..self.past_group(k + 1)).filter(|&j| self.is_word(j)).map(|j| self.s(j)).collect();
        words.contains(&"test") && !words.contains(&"not")
    }

    /// The item starting at `k`: its block and its keyword (`"fn"`, …, `"!"` for a macro's
    /// invocation such as `wizards! { … }`); none if `k` starts no item, e.g. a keyword in
    /// a type (`-> impl Trait`, `fn(u8)`) or a qualifier (`const fn`).
    fn item(&self, k: usize) -> Option<(Block, &'a str)> {
        let kw = self.s(k);
        let invoked = self.s(k + 1) == "!" && self.s(k + 2) == "{" && kw != "macro_rules";
        if !self.is_word(k) || !(ITEMS.contains(&kw) || invoked) {
            return None;
        }
        // The start of `a::b::name!`.
        let mut first = k;
        while invoked && first >= 3 && self.s(first - 1) == ":" && self.s(first - 2) == ":" && self.is_word(first - 3) {
            first -= 3;
        }
        let prev = if first == 0 { ";" } else { self.s(first - 1) };
        let after_item = matches!(prev, ";" | "{" | "}" | "]" | ")" | "const")
            || QUALIFIERS.contains(&prev)
            || self.tok(first.wrapping_sub(1)).is_some_and(|t| t.kind == Tk::Str);
        if !after_item || (kw == "const" && matches!(self.s(k + 1), "fn" | "async" | "unsafe" | "extern")) {
            return None;
        }
        let name = match kw {
            _ if invoked => format!("{kw}!"),
            "impl" => format!("impl {}", self.impl_type(k + 1)),
            "macro_rules" => format!("{}!", self.s(k + 2)),
            "use" => {
                let end = (k..self.len()).find(|&j| self.s(j) == ";").unwrap_or(self.len());
                let path = self.text[self.tok(k + 1).map_or(0, |t| t.start)..self.tok(end).map_or(self.text.len(), |t| t.start)].trim();
                format!("use {}", path.split_whitespace().collect::<Vec<_>>().join(" "))
            }
            _ if self.s(k + 1) == "$" => format!("${}", self.s(k + 2)),
            _ => self.s(k + 1).to_string(),
        };
        Some((Block::Item(name), if invoked { "!" } else { kw }))
    }

    /// The type an `impl` at `k` is for: after `for` if any, its generics skipped.
    fn impl_type(&self, mut k: usize) -> &'a str {
        let mut found = "";
        let mut angle = 0i32;
        while k < self.len() && !matches!(self.s(k), "{" | ";" | "where") {
            match self.s(k) {
                "<" => angle += 1,
                ">" if self.s(k - 1) != "-" => angle -= 1,
                "for" if angle == 0 => found = "",
                w if angle == 0 && found.is_empty() && self.is_word(k) && !matches!(w, "dyn" | "mut" | "const") => found = w,
                _ => {}
            }
            k += 1;
        }
        found
    }

    /// The item a comment documents when the significant token after it is `k`: its
    /// attributes and qualifiers skipped; with whether they say test code.
    fn documented_item(&self, mut k: usize) -> Option<(Block, bool)> {
        let mut test = false;
        loop {
            match self.s(k) {
                "#" => {
                    test |= self.test_attribute(k);
                    k = self.past_group(k + 1);
                }
                "pub" if self.s(k + 1) == "(" => k = self.past_group(k + 1),
                "const" if matches!(self.s(k + 1), "fn" | "async" | "unsafe" | "extern") => k += 1,
                q if QUALIFIERS.contains(&q) => k += 1,
                _ if self.tok(k).is_some_and(|t| t.kind == Tk::Str) && self.s(k.wrapping_sub(1)) == "extern" => k += 1,
                _ => break,
            }
        }
        let (block, _) = self.item(k)?;
        Some((block, test))
    }

    /// An e2e test call starting at `k` (`test('…'`, `phoneTest("…"`, `t.test(`…``): its title.
    fn test_call(&self, mut k: usize) -> Option<String> {
        if self.s(k) == "await" {
            k += 1;
        }
        while self.is_word(k) && self.s(k + 1) == "." {
            k += 2;
        }
        let title = self.tok(k + 2).filter(|t| t.kind == Tk::Str)?;
        (self.is_word(k) && self.s(k).to_ascii_lowercase().ends_with("test") && self.s(k + 1) == "(")
            .then(|| self.text[title.start + 1..title.end - 1].to_string())
    }
}

/// A block open around the tokens being read.
struct Scope {
    block: Block,
    test: bool,
    is_fn: bool,
    /// The bracket depth inside it.
    depth: usize,
    /// A `const` or `static`, which ends at its `;`.
    to_semicolon: bool,
}

/// Every token of a Rust file with its place.
fn places_rust(text: &str, toks: Vec<Tok>) -> Lexed {
    let sig = Sig::new(text, &toks);
    let mut places = vec![Place { block: Block::TopLevel, test: false }; toks.len()];
    let (mut fns, mut test_mods) = (Vec::new(), Vec::new());
    let mut stack: Vec<Scope> = Vec::new();
    // An item whose keyword was read, waiting for its `{` (or its `;`).
    let mut pending: Option<(Scope, bool)> = None;
    let (mut depth, mut attr_test, mut file_test) = (0usize, false, false);
    for k in 0..sig.len() {
        let here = Place {
            block: stack.last().map_or(Block::TopLevel, |s| s.block.clone()),
            test: file_test || stack.last().is_some_and(|s| s.test),
        };
        places[sig.idx[k]] = here.clone();
        if matches!(sig.s(k), ";" | "," | "{" | "}") && pending.is_none() {
            // An attribute on a statement, field or `use`, not on an item.
            attr_test = false;
        }
        match sig.s(k) {
            "#" if sig.s(k + 1) == "!" => file_test |= sig.test_attribute(k + 1),
            "#" => attr_test |= sig.test_attribute(k),
            "(" | "[" | "{" => {
                depth += 1;
                if sig.s(k) == "{" && pending.as_ref().is_some_and(|(p, _)| p.depth + 1 == depth) {
                    let (mut scope, _) = pending.take().expect("pending");
                    scope.depth = depth;
                    stack.push(scope);
                }
            }
            ")" | "]" | "}" => {
                if sig.s(k) == "}" && stack.last().is_some_and(|s| s.depth == depth && !s.to_semicolon) {
                    stack.pop();
                }
                depth = depth.saturating_sub(1);
            }
            ";" => {
                if let Some((scope, true)) = pending.take_if(|(p, _)| p.depth == depth)
                    && scope.test
                {
                    let Block::Item(name) = scope.block else { unreachable!("a module is an item") };
                    test_mods.push(name);
                }
                if stack.last().is_some_and(|s| s.depth == depth && s.to_semicolon) {
                    stack.pop();
                }
            }
            _ => {
                if let Some((block, kw)) = sig.item(k) {
                    let is_fn = kw == "fn";
                    if is_fn {
                        fns.push((sig.idx[k + 1], sig.s(k + 1).to_string(), here.test || attr_test));
                    }
                    let in_fn = stack.iter().any(|s| s.is_fn);
                    let scope = Scope { block, test: here.test || attr_test, is_fn, depth, to_semicolon: false };
                    attr_test = false;
                    match kw {
                        "const" | "static" if !in_fn => stack.push(Scope { to_semicolon: true, ..scope }),
                        "const" | "static" | "type" | "use" => {}
                        "!" if in_fn => {}
                        _ => pending = Some((scope, kw == "mod")),
                    }
                }
            }
        }
    }
    place_comments(&sig, &mut places, |k| sig.documented_item(k));
    Lexed { toks, places, fns, test_mods }
}

/// Every token of an e2e test file with its place: the test call around it.
fn places_js(text: &str, toks: Vec<Tok>) -> Lexed {
    let sig = Sig::new(text, &toks);
    let mut places = vec![Place { block: Block::TopLevel, test: true }; toks.len()];
    let mut stack: Vec<(String, usize)> = Vec::new();
    let mut pending = None;
    let mut depth = 0usize;
    for k in 0..sig.len() {
        let block = stack.last().map_or(Block::TopLevel, |(title, _)| Block::Title(title.clone()));
        places[sig.idx[k]] = Place { block, test: true };
        match sig.s(k) {
            "(" | "[" | "{" => {
                depth += 1;
                if let Some(title) = pending.take() {
                    stack.push((title, depth));
                }
            }
            ")" | "]" | "}" => {
                if stack.last().is_some_and(|(_, d)| *d == depth) {
                    stack.pop();
                }
                depth = depth.saturating_sub(1);
            }
            // `t.test(`: read at `t`, not again at `test`.
            _ if sig.s(k.wrapping_sub(1)) != "." => pending = sig.test_call(k).or(pending),
            _ => {}
        }
    }
    place_comments(&sig, &mut places, |k| sig.test_call(k).map(|title| (Block::Title(title), true)));
    Lexed { toks, places, fns: Vec::new(), test_mods: Vec::new() }
}

/// Places each comment: a `//!` one in its file's doc, a `// ----` heading outside any
/// item in its section; another in the item (or test) that starts right after it (no
/// blank line between: a section's heading is not its first item's), in the file's doc
/// before any code, else where the code after it is.
fn place_comments(sig: &Sig, places: &mut [Place], documented: impl Fn(usize) -> Option<(Block, bool)>) {
    for (i, tok) in sig.toks.iter().enumerate() {
        if !matches!(tok.kind, Tk::Comment | Tk::ModuleDoc) {
            continue;
        }
        let k = sig.idx.partition_point(|&j| j < i);
        let after = sig.idx.get(k).map_or(Place { block: Block::TopLevel, test: places[i].test }, |&j| places[j].clone());
        // The lines between the comment and the code, the comment's own and the code's cut.
        let gap: Vec<&str> = sig.text[tok.end..sig.tok(k).map_or(sig.text.len(), |t| t.start)].split('\n').collect();
        let attached = gap.len() < 3 || !gap[1..gap.len() - 1].iter().any(|l| l.trim().is_empty());
        let comment = &sig.text[tok.start..tok.end];
        places[i] = match documented(k) {
            _ if tok.kind == Tk::ModuleDoc => Place { block: Block::ModuleDoc, ..after },
            _ if comment.starts_with("// --") && after.block == Block::TopLevel => {
                Place { block: Block::Section(comment.trim_matches(['/', '-', ' ']).to_string()), ..after }
            }
            Some((block, test)) if attached => Place { block, test: after.test || test },
            // Comments before any code: the file's doc (an e2e file's, a `//` one).
            _ if k == 0 => Place { block: Block::ModuleDoc, ..after },
            _ => after,
        };
    }
}

// ---- The sources.

/// What a file is to the map.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Area {
    /// `core/src`: the engine.
    Engine,
    /// `core/src/rule.rs`, the catalog, and `core/src/violation.rs`, read as refusals.
    Catalog,
    /// Other crates' `src`: the app, the model, the texts.
    Code,
    /// A crate's `tests`, `e2e/tests`.
    Tests,
}

struct Source {
    /// From the workspace root, `/`-separated.
    path: String,
    area: Area,
    text: String,
    lexed: Lexed,
}

/// The workspace root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("core/ is in the workspace")
}

/// The files under `dir` (relative to the root) whose names end with `ext`, sorted;
/// nothing if it does not exist.
fn files(dir: &str, ext: &str, deep: bool, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(root().join(dir)) else { return };
    let mut names: Vec<String> = entries.filter_map(|e| e.ok()?.file_name().into_string().ok()).collect();
    names.sort();
    for name in names {
        let path = format!("{dir}/{name}");
        if root().join(&path).is_dir() {
            if deep && !SKIPPED.contains(&name.as_str()) && !name.starts_with('.') {
                files(&path, ext, deep, out);
            }
        } else if name.ends_with(ext) {
            out.push(path);
        }
    }
}

/// Every source the map reads: each crate's `src` and `tests`, and `e2e/tests/*.mjs`.
fn sources() -> Vec<Source> {
    let mut crates: Vec<String> = std::fs::read_dir(root())
        .expect("the workspace root is readable")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| !SKIPPED.contains(&name.as_str()) && root().join(name).join("Cargo.toml").is_file())
        .collect();
    crates.sort();
    let mut found = Vec::new();
    for krate in &crates {
        let mut src = Vec::new();
        files(&format!("{krate}/src"), ".rs", true, &mut src);
        found.extend(src.into_iter().map(|p| {
            let area = match p.as_str() {
                "core/src/rule.rs" | "core/src/violation.rs" => Area::Catalog,
                _ if krate == "core" => Area::Engine,
                _ => Area::Code,
            };
            (p, area)
        }));
        let mut tests = Vec::new();
        files(&format!("{krate}/tests"), ".rs", true, &mut tests);
        found.extend(tests.into_iter().filter(|p| !META.contains(&p.as_str())).map(|p| (p, Area::Tests)));
    }
    let mut e2e = Vec::new();
    files("e2e/tests", ".mjs", false, &mut e2e);
    found.extend(e2e.into_iter().map(|p| (p, Area::Tests)));

    let mut sources: Vec<Source> = found
        .into_iter()
        .map(|(path, area)| {
            let text = std::fs::read_to_string(root().join(&path)).unwrap_or_else(|e| panic!("{path}: {e}"));
            // A file that names no rule, has no test named after one and declares no test
            // module (`#[cfg(test)] mod name;`) is not lexed.
            let relevant = ["RuleId::", "CORE-", "CAV-", "COL-", "CHR-", "fn core_", "fn cav_", "fn col_", "fn chr_", "cfg(test)"]
                .iter()
                .any(|s| text.contains(s));
            let lexed = match () {
                _ if !relevant => Lexed { toks: Vec::new(), places: Vec::new(), fns: Vec::new(), test_mods: Vec::new() },
                _ if path.ends_with(".mjs") => places_js(&text, lex(&text, Lang::Js)),
                _ => places_rust(&text, lex(&text, Lang::Rust)),
            };
            Source { path, area, text, lexed }
        })
        .collect();
    // The files of `#[cfg(test)] mod name;` modules, and everything below them, are tests.
    let test_dirs: Vec<String> = sources
        .iter()
        .flat_map(|s| {
            let (dir, file) = s.path.rsplit_once('/').expect("a path in a crate");
            let stem = file.trim_end_matches(".rs");
            let dir = if matches!(stem, "mod" | "lib" | "main") { dir.to_string() } else { format!("{dir}/{stem}") };
            s.lexed.test_mods.iter().map(move |m| format!("{dir}/{m}")).collect::<Vec<_>>()
        })
        .collect();
    for source in &mut sources {
        if source.area == Area::Tests
            || test_dirs.iter().any(|d| source.path == format!("{d}.rs") || source.path.starts_with(&format!("{d}/")))
        {
            source.lexed.places.iter_mut().for_each(|p| p.test = true);
            source.lexed.fns.iter_mut().for_each(|f| f.2 = true);
        }
    }
    sources
}

// ---- The refusals (`core/src/violation.rs`).

/// A `RuleViolation` variant as declared: `Variant { … } => "id" says "…" by rule,`.
struct Refusal {
    variant: String,
    id: String,
    /// The rules its `by` names; none when it is computed (`by *rule`).
    rules: Vec<RuleId>,
}

/// The refusals of `violation.rs`, in order.
fn refusals(text: &str) -> Vec<Refusal> {
    let mut out = Vec::new();
    let mut variant = "";
    for line in text.lines() {
        let line = line.trim();
        let name = line.split([' ', '{', '(']).next().unwrap_or("");
        if name.starts_with(|c: char| c.is_ascii_uppercase())
            && (line[name.len()..].starts_with(" {") || line[name.len()..].starts_with(" =>"))
        {
            variant = name;
        }
        let (Some(at), Some(says)) = (line.find("=> \""), line.find(" says \"")) else { continue };
        let id = line[at + 4..].split('"').next().unwrap_or("");
        // The sentence may say " by " itself: the rule comes after its closing quote.
        let b = line.as_bytes();
        let mut j = says + 7;
        while j < b.len() && b[j] != b'"' {
            j += if b[j] == b'\\' { 2 } else { 1 };
        }
        let by =
            line.get(j + 1..).and_then(|rest| rest.strip_prefix(" by ")).unwrap_or_else(|| panic!("{variant}: no `by` after its sentence"));
        let rules = RuleId::ALL.into_iter().filter(|r| citations(by, &format!("RuleId::{r:?}")).next().is_some()).collect();
        out.push(Refusal { variant: variant.to_string(), id: id.to_string(), rules });
    }
    out
}

// ---- The map.

/// Where one rule is cited, by file (sorted) and block (in the file's order).
type Sites = BTreeMap<String, Vec<Block>>;

#[derive(Default)]
struct Entry {
    applied: Sites,
    refused: Vec<String>,
    tested: Sites,
    named: Sites,
}

/// A rule's one-line summary: its doc in the catalog (`/// CORE-14: …`).
fn summary(catalog: &str, rule: RuleId) -> String {
    let prefix = format!("/// {}: ", rule.code());
    let line = catalog.lines().map(str::trim).find_map(|l| l.strip_prefix(prefix.as_str())).unwrap_or("");
    line.strip_suffix("….").map_or(line.to_string(), |l| format!("{l}…"))
}

/// The rules `text` may cite: each id after a `RuleId::` or a `CORE-`, `CAV-`, `COL-` or
/// `CHR-` it holds, looked up. More than it cites (`COL-170` is read as none, but
/// `COL-17x` as `COL-17`): [`citations`] decides; this spares searching a file for every rule.
fn may_cite(text: &str) -> Vec<RuleId> {
    let mut found = Vec::new();
    for prefix in ["RuleId::", "CORE-", "CAV-", "COL-", "CHR-"] {
        for (i, _) in text.match_indices(prefix) {
            let id = &text[i..];
            let end = prefix.len() + id[prefix.len()..].find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(id.len() - prefix.len());
            let id = &id[..end];
            found.extend(
                RuleId::ALL.into_iter().filter(|r| id == r.code() || id.strip_prefix("RuleId::").is_some_and(|v| v == format!("{r:?}"))),
            );
        }
    }
    found
}

/// Every rule's entry, from the sources.
fn entries(sources: &[Source], refusals: &[Refusal]) -> Vec<Entry> {
    let mut entries: Vec<Entry> = RuleId::ALL.iter().map(|_| Entry::default()).collect();
    for (rule, entry) in RuleId::ALL.into_iter().zip(&mut entries) {
        entry.refused = refusals.iter().filter(|r| r.rules.contains(&rule)).map(|r| r.variant.clone()).collect();
    }
    for source in sources {
        let lexed = &source.lexed;
        let cited = may_cite(&source.text);
        for (rule, entry) in RuleId::ALL.into_iter().zip(&mut entries) {
            let mut sites: Vec<(usize, Place)> = Vec::new();
            let needles = [rule.code().to_string(), format!("RuleId::{rule:?}")];
            for needle in needles.iter().filter(|_| cited.contains(&rule)) {
                for at in citations(&source.text, needle) {
                    let tok = lexed.toks.partition_point(|t| t.end <= at);
                    sites.push((at, lexed.places[tok].clone()));
                }
            }
            let test_prefix = format!("{}_", rule.code().to_lowercase().replace('-', "_"));
            for (tok, name, test) in &lexed.fns {
                if *test && name.starts_with(&test_prefix) {
                    sites.push((lexed.toks[*tok].start, Place { block: Block::Item(name.clone()), test: true }));
                }
            }
            sites.sort_by_key(|(at, _)| *at);
            for (_, place) in sites {
                let list = match source.area {
                    _ if place.test => &mut entry.tested,
                    Area::Engine => &mut entry.applied,
                    Area::Code => &mut entry.named,
                    Area::Catalog | Area::Tests => continue,
                };
                let blocks = list.entry(source.path.clone()).or_default();
                if !blocks.contains(&place.block) {
                    blocks.push(place.block);
                }
            }
        }
    }
    entries
}

/// `s` as inline code, whatever backticks it holds.
fn code(s: &str) -> String {
    if s.contains('`') { format!("`` {s} ``") } else { format!("`{s}`") }
}

/// `s` as plain text, whatever Markdown it would otherwise make.
fn plain(s: &str) -> String {
    s.replace('\\', "").replace(['`', '*', '_', '[', ']', '<'], "")
}

fn block(b: &Block) -> String {
    match b {
        Block::Item(name) => code(name),
        Block::Title(title) => format!("“{}”", plain(title)),
        Block::ModuleDoc => "the file's doc".to_string(),
        Block::Section(heading) => format!("the section “{}”", plain(heading)),
        Block::TopLevel => "top level".to_string(),
    }
}

fn sites(out: &mut String, heading: &str, sites: &Sites) {
    if sites.is_empty() {
        return;
    }
    writeln!(out, "\n{heading}").unwrap();
    for (path, blocks) in sites {
        let blocks: Vec<String> = blocks.iter().map(block).collect();
        writeln!(out, "- {}: {}", code(path), blocks.join(", ")).unwrap();
    }
}

/// `docs/RULE-MAP.md` as the sources say it.
fn render(catalog: &str, refusals: &[Refusal], entries: &[Entry]) -> String {
    let mut out = String::new();
    write!(
        out,
        "# Rule map\n\n\
         <!-- Generated by core/tests/rule_map.rs: do not edit by hand. -->\n\n\
         Where the code applies, refuses, tests and names each rule of the catalog (`core/src/rule.rs`, in its\n\
         order): each place is a file and the functions in it, so a rule's id leads to a few functions rather\n\
         than to every line that mentions it.\n\n\
         This file is generated by `core/tests/rule_map.rs`, which fails when it is out of date. After adding,\n\
         moving or removing a rule's citation, rewrite it:\n\n\
         ```sh\n{BLESS}\n```\n\n\
         A citation is the rule's variant (`RuleId::Core14`) or code (`CORE-14`), in code, a string or a comment;\n\
         a test also cites the rule it is named after (`fn core_14_…`). Each is listed under the function around\n\
         it (outside any: the type, impl, module or macro), a comment under the item right below it or, for a\n\
         `// ----` heading, its section; an e2e test by its title.\n\n\
         - **Applied in**: the engine, `core/src` (but `rule.rs` and `violation.rs`).\n\
         - **Refused as**: the `RuleViolation` variants (`core/src/violation.rs`) whose `by` names the rule; those\n  \
           given their rule where they are made are [at the end](#refusals-whose-rule-is-computed).\n\
         - **Tested in**: test code: each crate's `tests/` and `#[cfg(test)]` modules, `e2e/tests/*.mjs`.\n\
         - **Also named in**: the other crates' code (the model, the app, the texts).\n\n\
         A rule's kind is the catalog's: *track* (the engine enforces it), *ask* (the engine needs a player's\n\
         answer), *info* (shown in rules lookup and wizards only).\n\n"
    )
    .unwrap();
    // The index: a line per family of rules (CORE, CAV, COL, CHR), in the catalog's order.
    let mut families: Vec<(&str, Vec<String>)> = Vec::new();
    for rule in RuleId::ALL {
        let (family, number) = rule.code().split_once('-').expect("a code is FAMILY-NUMBER");
        let link = format!("[{number}](#{})", rule.code().to_lowercase());
        match families.last_mut() {
            Some((f, links)) if *f == family => links.push(link),
            _ => families.push((family, vec![link])),
        }
    }
    for (family, links) in families {
        writeln!(out, "- **{family}**: {}", links.join(" · ")).unwrap();
    }
    for (rule, entry) in RuleId::ALL.into_iter().zip(entries) {
        let kinds: Vec<&str> = rule
            .kinds()
            .iter()
            .map(|k| match k {
                RuleKind::Track => "track",
                RuleKind::Ask => "ask",
                RuleKind::Info => "info",
            })
            .collect();
        writeln!(out, "\n## {}\n\n*{}* — {}", rule.code(), kinds.join(", "), summary(catalog, rule)).unwrap();
        if entry.applied.is_empty() {
            writeln!(out, "\n**Applied in**: no file of `core/src` cites it.").unwrap();
        }
        sites(&mut out, "**Applied in**", &entry.applied);
        if !entry.refused.is_empty() {
            let names: Vec<String> = entry.refused.iter().map(|v| code(v)).collect();
            writeln!(out, "\n**Refused as**: {}", names.join(", ")).unwrap();
        }
        if entry.tested.is_empty() {
            writeln!(out, "\n**Tested in**: no test cites it.").unwrap();
        }
        sites(&mut out, "**Tested in**", &entry.tested);
        sites(&mut out, "**Also named in**", &entry.named);
    }
    let computed: Vec<String> = refusals.iter().filter(|r| r.rules.is_empty()).map(|r| code(&r.variant)).collect();
    if !computed.is_empty() {
        writeln!(
            out,
            "\n## Refusals whose rule is computed\n\n\
             These name the rule they are given where they are made (`by *rule`): {}.",
            computed.join(", ")
        )
        .unwrap();
    }
    out
}

/// The map, as the sources say it now.
fn generate() -> String {
    let catalog = std::fs::read_to_string(root().join("core/src/rule.rs")).expect("core/src/rule.rs");
    let violations = std::fs::read_to_string(root().join("core/src/violation.rs")).expect("core/src/violation.rs");
    let refusals = refusals(&violations);
    let ids: Vec<&str> = refusals.iter().map(|r| r.id.as_str()).collect();
    let declared: Vec<&str> = RuleViolation::KINDS.iter().map(|k| k.id).collect();
    assert_eq!(ids, declared, "violation.rs read wrong: the refusals found are not RuleViolation's");
    let sources = sources();
    assert!(sources.iter().filter(|s| s.area == Area::Engine).count() > 20, "core/src not found");
    render(&catalog, &refusals, &entries(&sources, &refusals))
}

#[test]
fn the_rule_map_is_up_to_date() {
    let map = generate();
    let path = root().join(MAP);
    if std::env::var_os("DIALKEEPER_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, &map).unwrap_or_else(|e| panic!("{MAP}: {e}"));
        return;
    }
    let Ok(written) = std::fs::read_to_string(&path) else { panic!("{MAP} is missing: write it with\n    {BLESS}") };
    if written != map {
        let line = written.lines().zip(map.lines()).position(|(a, b)| a != b).unwrap_or(written.lines().count().min(map.lines().count()));
        panic!(
            "{MAP} is out of date: the sources say, at its line {}:\n    {}\nRewrite it with\n    {BLESS}",
            line + 1,
            map.lines().nth(line).unwrap_or("(the end of the file)")
        );
    }
}

#[test]
fn citations_are_placed_in_their_function_and_whole_ids_only() {
    let rust = r#"//! The module (COL-01).
use x::RuleId;

/// Documents `applies` (COL-17).
#[inline]
pub(crate) fn applies(a: [u8; 2]) -> impl Fn() -> u8 {
    let s = "not a brace: {";
    let c = '{';
    // Not COL-170, nor RuleId::Col170.
    move || if a == [0; 2] { RuleId::Col17 as u8 } else { 0 }
}

impl<'a> Shown for Card<'a> {
    /// Cited in no function (COL-18).
    const RULE: RuleId = RuleId::Col18;
}

// ---- COL-19: a section ----

#[cfg(test)]
mod tests {
    #[test]
    fn col_17_in_a_test() {}
}
"#;
    let lexed = places_rust(rust, lex(rust, Lang::Rust));
    let at = |needle: &str| -> Vec<Place> {
        citations(rust, needle).map(|i| lexed.places[lexed.toks.partition_point(|t| t.end <= i)].clone()).collect()
    };
    let item = |name: &str, test| Place { block: Block::Item(name.to_string()), test };
    assert_eq!(at("COL-01"), [Place { block: Block::ModuleDoc, test: false }]);
    assert_eq!(at("COL-17"), [item("applies", false)], "the doc counts for its function; COL-170 is not COL-17");
    assert_eq!(at("RuleId::Col17"), [item("applies", false)], "the body, past strings and chars holding braces");
    assert!(at("COL-1").is_empty() && at("RuleId::Col1").is_empty(), "COL-1 is not COL-17 nor COL-170");
    assert_eq!(at("COL-18"), [item("RULE", false)]);
    assert_eq!(at("RuleId::Col18"), [item("RULE", false)]);
    assert_eq!(at("COL-19"), [Place { block: Block::Section("COL-19: a section".into()), test: false }]);
    let fns: Vec<(&str, bool)> = lexed.fns.iter().map(|(_, name, test)| (name.as_str(), *test)).collect();
    assert_eq!(fns, [("applies", false), ("col_17_in_a_test", true)], "a #[cfg(test)] module is test code");

    let js = r#"// A file doc (CORE-14).
import assert from 'node:assert';

test('capture (CORE-14): takes a captive', async ({ page }) => {
  assert.match(text, /captive.*CORE-14/s);
  await t.test(`inner ${`x`} step`, async () => { go('CAV-29'); });
});
"#;
    let lexed = places_js(js, lex(js, Lang::Js));
    let at = |needle: &str| -> Vec<Block> {
        citations(js, needle).map(|i| lexed.places[lexed.toks.partition_point(|t| t.end <= i)].block.clone()).collect()
    };
    let title = |t: &str| Block::Title(t.to_string());
    assert_eq!(at("CORE-14"), [Block::ModuleDoc, title("capture (CORE-14): takes a captive"), title("capture (CORE-14): takes a captive")]);
    assert_eq!(at("CAV-29"), [title("inner ${`x`} step")]);
}

#[test]
fn a_refusal_names_its_rules_or_is_computed() {
    let text = r#"
        Captive {
            /// Its captor.
            captor: FigureId,
        } => "violation-captive" says "held captive by {captor}" by RuleId::Core14,
        NoClicks => "violation-no-clicks" says "at least one click" by RuleId::Core03,
        Picked { rule: RuleId } => "violation-picked" says "picked \" by " by *rule,
        Lacks {
            proficiency: Proficiency,
        } => "violation-lacks" says "lacks it" by match proficiency { Proficiency::Impale => RuleId::Cav26, _ => RuleId::Cav24, },
"#;
    let found: Vec<(String, String, Vec<RuleId>)> = refusals(text).into_iter().map(|r| (r.variant, r.id, r.rules)).collect();
    assert_eq!(
        found,
        [
            ("Captive".into(), "violation-captive".into(), vec![RuleId::Core14]),
            ("NoClicks".into(), "violation-no-clicks".into(), vec![RuleId::Core03]),
            ("Picked".into(), "violation-picked".into(), vec![]),
            ("Lacks".into(), "violation-lacks".into(), vec![RuleId::Cav24, RuleId::Cav26]),
        ]
    );
}
