//! Player preferences: language, theme, text size, keep-awake, learning mode.

use dialkeeper_i18n::Language;

use crate::store::Store;

/// Light, dark, or whatever the device uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theme {
    /// Follow the device.
    System,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

/// Text size steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextSize {
    /// Normal.
    Normal,
    /// Large.
    Large,
    /// Largest, for reading at arm's length.
    Huge,
}

/// The preferences in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prefs {
    /// UI and rules language.
    pub language: Language,
    /// Colour theme.
    pub theme: Theme,
    /// Text size.
    pub text_size: TextSize,
    /// Keep the screen on while a game is open.
    pub keep_awake: bool,
    /// Learning mode: the walk-throughs are offered on the cards (on for a fresh store).
    pub learning: bool,
}

impl Theme {
    /// Stored and CSS name.
    pub fn code(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

impl TextSize {
    /// Stored and CSS name.
    pub fn code(self) -> &'static str {
        match self {
            TextSize::Normal => "normal",
            TextSize::Large => "large",
            TextSize::Huge => "huge",
        }
    }
}

impl Prefs {
    /// Reads stored preferences; anything unset or unknown takes its default (the
    /// device language, the system theme).
    pub fn load(store: &Store) -> Prefs {
        let get = |k: &str| store.setting(k).ok().flatten();
        Prefs {
            language: get("language").as_deref().and_then(Language::from_tag).unwrap_or_else(Language::from_system),
            theme: match get("theme").as_deref() {
                Some("light") => Theme::Light,
                Some("dark") => Theme::Dark,
                _ => Theme::System,
            },
            text_size: match get("text-size").as_deref() {
                Some("large") => TextSize::Large,
                Some("huge") => TextSize::Huge,
                _ => TextSize::Normal,
            },
            keep_awake: get("keep-awake").as_deref() != Some("false"),
            learning: get("learning-mode").as_deref() != Some("false"),
        }
    }

    /// Stores every preference.
    pub fn save(&self, store: &Store) -> Result<(), crate::store::StoreError> {
        store.set_setting("language", self.language.code())?;
        store.set_setting("theme", self.theme.code())?;
        store.set_setting("text-size", self.text_size.code())?;
        store.set_setting("keep-awake", if self.keep_awake { "true" } else { "false" })?;
        store.set_setting("learning-mode", if self.learning { "true" } else { "false" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn learning_mode_is_on_for_a_fresh_store_and_remembered_when_turned_off() {
        let store = Store::in_memory().unwrap();
        let mut prefs = Prefs::load(&store);
        assert!(prefs.learning, "new players get the walk-throughs");
        prefs.learning = false;
        prefs.save(&store).unwrap();
        assert!(!Prefs::load(&store).learning);
    }
}
