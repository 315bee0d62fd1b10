//! A small, strict XML reader for the two Android files the no-network check reads (the
//! manifest and the network security config). No XML crate is in the lockfile, and these
//! files need only elements, attributes, text, comments and the five named entities plus
//! character references. Anything else (DOCTYPE, CDATA, unknown entities, mismatched
//! tags) is an error, so a file the check cannot read fails it rather than passing.

/// One element: its name as written (prefix included, e.g. `android:name` stays whole for
/// attributes), its attributes in order, its child elements and its text (decoded).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Element {
    pub name: String,
    pub attributes: Vec<(String, String)>,
    pub children: Vec<Element>,
    pub text: String,
}

impl Element {
    /// The value of an attribute, by its name as written (`android:name`).
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attributes.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Every element below this one, depth first (this one excluded).
    pub fn descendants(&self) -> Vec<&Element> {
        let mut out = Vec::new();
        for child in &self.children {
            out.push(child);
            out.extend(child.descendants());
        }
        out
    }
}

/// Parses a whole document into its root element.
pub fn parse(xml: &str) -> Result<Element, String> {
    let mut stack: Vec<Element> = Vec::new();
    let mut root: Option<Element> = None;
    let mut rest = xml.strip_prefix('\u{feff}').unwrap_or(xml);
    loop {
        let (text, after) = match rest.find('<') {
            Some(at) => (&rest[..at], Some(&rest[at..])),
            None => (rest, None),
        };
        match stack.last_mut() {
            Some(open) => open.text.push_str(&decode(text)?),
            None if !text.trim().is_empty() => return Err(format!("text outside the root element: {:?}", text.trim())),
            None => {}
        }
        let Some(markup) = after else { break };
        if let Some(comment) = markup.strip_prefix("<!--") {
            let end = comment.find("-->").ok_or("unclosed comment")?;
            rest = &comment[end + 3..];
            continue;
        }
        if let Some(pi) = markup.strip_prefix("<?") {
            let end = pi.find("?>").ok_or("unclosed <? … ?>")?;
            rest = &pi[end + 2..];
            continue;
        }
        if markup.starts_with("<!") {
            return Err("DOCTYPE and CDATA are not supported".into());
        }
        let end = tag_end(markup).ok_or("unclosed tag")?;
        let tag = &markup[1..end];
        rest = &markup[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let closed = stack.pop().ok_or_else(|| format!("</{}> closes nothing", name.trim()))?;
            if closed.name != name.trim() {
                return Err(format!("<{}> is closed by </{}>", closed.name, name.trim()));
            }
            attach(closed, &mut stack, &mut root)?;
        } else {
            let (body, self_closing) = match tag.strip_suffix('/') {
                Some(body) => (body, true),
                None => (tag, false),
            };
            let element = open_tag(body)?;
            if self_closing {
                attach(element, &mut stack, &mut root)?;
            } else {
                stack.push(element);
            }
        }
    }
    if let Some(open) = stack.last() {
        return Err(format!("<{}> is never closed", open.name));
    }
    root.ok_or_else(|| "no root element".into())
}

/// Where a tag's `>` is, skipping `>` inside quoted attribute values.
fn tag_end(markup: &str) -> Option<usize> {
    let mut quote = None;
    for (i, c) in markup.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '>') => return Some(i),
            _ => {}
        }
    }
    None
}

fn attach(element: Element, stack: &mut [Element], root: &mut Option<Element>) -> Result<(), String> {
    match stack.last_mut() {
        Some(parent) => parent.children.push(element),
        None if root.is_some() => return Err(format!("a second root element <{}>", element.name)),
        None => *root = Some(element),
    }
    Ok(())
}

/// `name attr="v" attr2='w'` → an element without children.
fn open_tag(body: &str) -> Result<Element, String> {
    let body = body.trim();
    let name_end = body.find(char::is_whitespace).unwrap_or(body.len());
    let name = &body[..name_end];
    if name.is_empty() {
        return Err("a tag without a name".into());
    }
    let mut element = Element { name: name.to_string(), ..Element::default() };
    let mut rest = body[name_end..].trim_start();
    while !rest.is_empty() {
        let eq = rest.find('=').ok_or_else(|| format!("<{name}>: attribute without a value: {rest:?}"))?;
        let attr = rest[..eq].trim();
        if attr.is_empty() || attr.contains(char::is_whitespace) {
            return Err(format!("<{name}>: malformed attribute near {rest:?}"));
        }
        let value_part = rest[eq + 1..].trim_start();
        let quote = value_part.chars().next().filter(|c| *c == '"' || *c == '\'');
        let quote = quote.ok_or_else(|| format!("<{name}>: {attr} is not quoted"))?;
        let close = value_part[1..].find(quote).ok_or_else(|| format!("<{name}>: {attr} is not closed"))?;
        let value = decode(&value_part[1..1 + close])?;
        if element.attr(attr).is_some() {
            return Err(format!("<{name}>: {attr} appears twice"));
        }
        element.attributes.push((attr.to_string(), value));
        rest = value_part[close + 2..].trim_start();
    }
    Ok(element)
}

/// Decodes the five named entities and character references; any other `&` is an error.
fn decode(text: &str) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        let end = rest[at..].find(';').ok_or("a bare & (not an entity)")?;
        let entity = &rest[at + 1..at + end];
        let c = match entity {
            "lt" => '<',
            "gt" => '>',
            "amp" => '&',
            "quot" => '"',
            "apos" => '\'',
            _ => {
                let code = if let Some(hex) = entity.strip_prefix("#x").or_else(|| entity.strip_prefix("#X")) {
                    u32::from_str_radix(hex, 16).ok()
                } else {
                    entity.strip_prefix('#').and_then(|dec| dec.parse().ok())
                };
                code.and_then(char::from_u32).ok_or_else(|| format!("unknown entity &{entity};"))?
            }
        };
        out.push(c);
        rest = &rest[at + end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}
