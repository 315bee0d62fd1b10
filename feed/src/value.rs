//! Lenient readers for the feed's loosely typed values: the same field holds `"8"` in one
//! model and `8` in another, often with stray spaces.

use serde_json::Value;

/// A non-negative integer written as a JSON number (`8`, `8.0`) or a string (`" 8 "`).
pub(crate) fn uint(v: &Value) -> Option<u64> {
    match v {
        Value::Number(n) => n.as_u64().or_else(|| {
            // Some exporters write every number as a float; accept whole ones only.
            n.as_f64().filter(|f| f.fract() == 0.0 && *f >= 0.0 && *f <= 9_007_199_254_740_992.0).map(|f| f as u64)
        }),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// Text written as a JSON string (trimmed) or number; `None` for anything else.
pub(crate) fn text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// A value as written, for a skip reason: JSON text, at most [`SHOWN`] characters.
pub(crate) fn show(v: &Value) -> String {
    // A string as the file has it, without JSON's quotes: the message adds its own.
    let text = match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    match text.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

/// How much of a bad value a skip reason keeps: enough to find it, not a whole subtree.
const SHOWN: usize = 40;

/// The field `key` of a JSON object, `None` if absent or null (the feed uses both).
pub(crate) fn get<'a>(object: &'a Value, key: &str) -> Option<&'a Value> {
    object.get(key).filter(|v| !v.is_null())
}
