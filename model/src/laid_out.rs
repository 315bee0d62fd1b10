//! A file's JSON laid out for a person to read, as `serde_json::to_string_pretty` lays it
//! out, from the one-line text the store wrote. Done on the text: laying out the game's
//! types again would build every one of their writers a second time into the page
//! (12 KB of its gzip, issue 50), for a file that reads back the same either way.

/// `compact` (JSON on one line, as `serde_json::to_string` writes it) with each member and
/// element on its own line, indented by two spaces, and a space after each colon.
pub fn laid_out(compact: &str) -> String {
    let mut out = String::with_capacity(compact.len() * 2);
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    let mut chars = compact.chars().peekable();
    let line = |out: &mut String, depth: usize| {
        out.push('\n');
        (0..depth).for_each(|_| out.push_str("  "));
    };
    while let Some(c) = chars.next() {
        if in_string {
            out.push(c);
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => {
                in_string = true;
                out.push(c);
            }
            '{' | '[' => {
                out.push(c);
                // An empty object or array stays on its line.
                if matches!(chars.peek(), Some('}' | ']')) {
                    out.extend(chars.next());
                } else {
                    depth += 1;
                    line(&mut out, depth);
                }
            }
            '}' | ']' => {
                depth = depth.saturating_sub(1);
                line(&mut out, depth);
                out.push(c);
            }
            ',' => {
                out.push(c);
                line(&mut out, depth);
            }
            ':' => out.push_str(": "),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::laid_out;

    /// Lays out as serde_json does: a game's export, and values with every kind of token,
    /// empty containers and strings holding what lays out outside them.
    #[test]
    fn it_lays_out_as_serde_json_does() {
        let record = dialkeeper_core::GameRecord {
            setup: crate::demo::two_player_setup(),
            applied: vec![dialkeeper_core::Command::Pass, dialkeeper_core::Command::EndTurn],
            undone: vec![],
        };
        let file: dialkeeper_store::ExportFile =
            dialkeeper_store::ExportFile { format: "dialkeeper-game".into(), version: 1, name: "Friday \"late\"".into(), record };
        let values = [
            serde_json::to_value(&file).unwrap(),
            serde_json::json!({"a": [], "b": {}, "c": [[], {}, [1, [2, {"d": null}]]], "e": "x,y:{z}[w] \\\" é 😀\n", "f": -1.5e3}),
            serde_json::json!([]),
            serde_json::json!("only \\ a string"),
            serde_json::json!({"": [true, false, null, 0]}),
        ];
        for value in values {
            let compact = serde_json::to_string(&value).unwrap();
            assert_eq!(laid_out(&compact), serde_json::to_string_pretty(&value).unwrap(), "{compact}");
        }
        let typed = serde_json::to_string(&file).unwrap();
        assert_eq!(laid_out(&typed), serde_json::to_string_pretty(&file).unwrap());
    }
}
