//! Player preferences: language, theme, text size, keep-awake, learning mode.

use dialkeeper_i18n::Language;
use dialkeeper_store::Setting;

/// Light, dark, or whatever the device uses.
///
/// Stored in the settings and used as a CSS class under these lowercase names (strum
/// makes both directions from the variant names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "lowercase")]
pub enum Theme {
    /// Follow the device.
    System,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

/// Text size steps.
///
/// Stored in the settings and used as a CSS class under these lowercase names (strum
/// makes both directions from the variant names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "lowercase")]
pub enum TextSize {
    /// Normal.
    Normal,
    /// Large.
    Large,
    /// Largest, for reading at arm's length.
    Huge,
}

/// How the table draws its cards.
///
/// Stored in the settings under these lowercase names (strum makes both directions from
/// the variant names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString, strum::VariantArray)]
#[strum(serialize_all = "lowercase")]
pub enum TableView {
    /// Compact rows once the game has more figures than a phone shows as full cards.
    Auto,
    /// One or two rows per figure; a tap opens its actions.
    Compact,
    /// Every card with its buttons.
    Full,
}

impl TableView {
    /// More figures than this and `Auto` draws compact rows: about what a 390×844
    /// screen shows as full cards in two screens.
    pub const AUTO_COMPACT_ABOVE: usize = 4;

    /// Stored name.
    pub fn code(self) -> &'static str {
        self.into()
    }

    /// Whether the table of a game of `figures` figures is drawn compact.
    pub fn compact(self, figures: usize) -> bool {
        match self {
            TableView::Auto => figures > Self::AUTO_COMPACT_ABOVE,
            TableView::Compact => true,
            TableView::Full => false,
        }
    }
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
    /// Compact or full cards on the table.
    pub table_view: TableView,
    /// The table shows only the current player's figures.
    pub only_mine: bool,
}

impl Theme {
    /// Stored and CSS name.
    pub fn code(self) -> &'static str {
        self.into()
    }
}

impl TextSize {
    /// Stored and CSS name.
    pub fn code(self) -> &'static str {
        self.into()
    }
}

impl Prefs {
    /// Preferences from stored settings (`get` looks a key up); anything unset or
    /// unknown takes its default (the device language, the system theme).
    pub fn from_settings(get: impl Fn(&str) -> Option<String>) -> Prefs {
        Prefs {
            language: get(Setting::Language.name()).as_deref().and_then(Language::from_tag).unwrap_or_else(Language::from_system),
            theme: get(Setting::Theme.name()).and_then(|code| code.parse().ok()).unwrap_or(Theme::System),
            text_size: get(Setting::TextSize.name()).and_then(|code| code.parse().ok()).unwrap_or(TextSize::Normal),
            keep_awake: get(Setting::KeepAwake.name()).as_deref() != Some("false"),
            learning: get(Setting::LearningMode.name()).as_deref() != Some("false"),
            table_view: get(Setting::TableView.name()).and_then(|code| code.parse().ok()).unwrap_or(TableView::Auto),
            only_mine: get(Setting::TableOnlyMine.name()).as_deref() == Some("true"),
        }
    }

    /// The app's CSS classes for these preferences: its theme and text size.
    pub fn app_class(&self) -> String {
        format!("app theme-{} text-{}", self.theme.code(), self.text_size.code())
    }

    /// Every preference as a stored setting.
    pub fn to_settings(&self) -> [(&'static str, &'static str); 7] {
        let flag = |on: bool| if on { "true" } else { "false" };
        [
            (Setting::Language.name(), self.language.code()),
            (Setting::Theme.name(), self.theme.code()),
            (Setting::TextSize.name(), self.text_size.code()),
            (Setting::KeepAwake.name(), flag(self.keep_awake)),
            (Setting::LearningMode.name(), flag(self.learning)),
            (Setting::TableView.name(), self.table_view.code()),
            (Setting::TableOnlyMine.name(), flag(self.only_mine)),
        ]
    }

    /// The settings these preferences set differently from `before`: what a change of
    /// them stores. Only those: a store whose settings could not be read shows their
    /// defaults, and storing every preference would write those defaults over the
    /// player's stored choices.
    pub fn changed_from(&self, before: &Prefs) -> Vec<(&'static str, &'static str)> {
        self.to_settings().into_iter().zip(before.to_settings()).filter(|(now, was)| now != was).map(|(now, _)| now).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{Live, Session};

    #[test]
    fn learning_mode_is_on_for_a_fresh_store_and_remembered_when_turned_off() {
        let session = std::rc::Rc::new(std::cell::RefCell::new(Session::in_memory()));
        let before = session.borrow().prefs();
        assert!(before.learning, "new players get the walk-throughs");
        let prefs = Prefs { learning: false, ..before };
        crate::session::now(session.save_prefs(&before, &prefs)).unwrap();
        assert!(!session.borrow().prefs().learning);
    }

    #[test]
    fn every_preference_round_trips_through_the_settings() {
        let prefs = Prefs {
            language: Language::Nl,
            theme: Theme::Dark,
            text_size: TextSize::Huge,
            keep_awake: false,
            learning: false,
            table_view: TableView::Compact,
            only_mine: true,
        };
        let stored = prefs.to_settings();
        let back = Prefs::from_settings(|k| stored.iter().find(|(key, _)| *key == k).map(|(_, v)| v.to_string()));
        assert_eq!(back, prefs);
    }

    /// The stored names are in players' databases: strum must keep them byte for byte.
    #[test]
    fn stored_names_are_the_ones_players_have_and_parse_back() {
        use strum::VariantArray;
        let themes: Vec<&str> = Theme::VARIANTS.iter().map(|t| t.code()).collect();
        assert_eq!(themes, ["system", "light", "dark"]);
        let sizes: Vec<&str> = TextSize::VARIANTS.iter().map(|t| t.code()).collect();
        assert_eq!(sizes, ["normal", "large", "huge"]);
        let views: Vec<&str> = TableView::VARIANTS.iter().map(|t| t.code()).collect();
        assert_eq!(views, ["auto", "compact", "full"]);
        for &theme in Theme::VARIANTS {
            assert_eq!(theme.code().parse(), Ok(theme));
        }
        for &size in TextSize::VARIANTS {
            assert_eq!(size.code().parse(), Ok(size));
        }
        for &view in TableView::VARIANTS {
            assert_eq!(view.code().parse(), Ok(view));
        }
        // Anything else falls back to the default, as before.
        let odd = Prefs::from_settings(|_| Some("Dark".into()));
        assert_eq!((odd.theme, odd.text_size, odd.table_view), (Theme::System, TextSize::Normal, TableView::Auto));
    }
}
