//! Where the player is: the screen, the place on it a link asked for, and where Back
//! returns. Plain data with no UI toolkit, so the way around the app is unit-tested; the
//! frame draws the screen [`Nav::screen`] names and lights the tab [`Nav::tab`] names.

use dialkeeper_core::RuleId;

/// The screens the tab bar and buttons switch between.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::EnumIter, strum::IntoStaticStr)]
pub enum Screen {
    /// Games in progress and finished.
    Games,
    /// Setting up a new game.
    NewGame,
    /// The open game.
    Table,
    /// The figure catalog: import, search, dials.
    Figures,
    /// The open game's events.
    Log,
    /// Glossary, rules and abilities lookup.
    Rules,
    /// Preferences.
    Settings,
    /// Playing one game on several phones: sharing it, or joining one.
    Sharing,
}

impl Screen {
    /// The screens that have a tab, in the tab bar's order.
    pub const TABS: [Screen; 6] = [Screen::Games, Screen::Table, Screen::Figures, Screen::Log, Screen::Rules, Screen::Settings];

    /// Whether the tab bar has a tab for this screen.
    pub fn has_tab(self) -> bool {
        Screen::TABS.contains(&self)
    }
}

/// A place on a screen a link opens at. Typed, so a link cannot name a place its screen
/// does not have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Focus {
    /// One entry of the Rules screen (a rule, an ability or a glossary term), by its
    /// catalog id.
    Entry(String),
    /// The Backups section of Settings.
    Backups,
}

/// A place the player left by a link: the screen, and how far down it was scrolled, so
/// Back finds the card the player was on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Place {
    /// The screen.
    pub screen: Screen,
    /// How far down the page was scrolled, in CSS pixels.
    pub scroll: f64,
}

/// Navigation: the screen, the place on it a link asked for, and where Back returns.
#[derive(Debug, Clone, PartialEq)]
pub struct Nav {
    /// The current screen.
    pub screen: Screen,
    /// Where on that screen to open, when a link (not a tab) led there.
    pub focus: Option<Focus>,
    /// Where a link was followed from: Back returns there, and the screen's tab stays lit
    /// for a screen with no tab of its own.
    pub from: Option<Place>,
    /// How far down to scroll once the screen is drawn (set by Back).
    pub scroll: Option<f64>,
}

impl Nav {
    /// A screen opened from its tab, at its top.
    pub fn to(screen: Screen) -> Nav {
        Nav { screen, focus: None, from: None, scroll: None }
    }

    /// The Rules screen opened at one entry (a rule, an ability or a term), by its
    /// catalog id.
    pub fn entry(id: impl Into<String>) -> Nav {
        Nav { focus: Some(Focus::Entry(id.into())), ..Nav::to(Screen::Rules) }
    }

    /// The Rules screen opened at one rule.
    pub fn rule(rule: RuleId) -> Nav {
        Nav::entry(rule.message_id())
    }

    /// Settings → Backups, where damaged data is mended (the snackbar and the games list
    /// both send the player there).
    pub fn backups() -> Nav {
        Nav { focus: Some(Focus::Backups), ..Nav::to(Screen::Settings) }
    }

    /// This navigation, followed from `place`: Back returns there.
    pub fn from(self, place: Place) -> Nav {
        Nav { from: Some(place), ..self }
    }

    /// The Rules entry this navigation opens at, if any.
    pub fn entry_id(&self) -> Option<&str> {
        match &self.focus {
            Some(Focus::Entry(id)) => Some(id),
            _ => None,
        }
    }

    /// Where Back goes: the place the link was followed from, scrolled as it was; `None`
    /// when the screen was opened from its tab.
    pub fn back(&self) -> Option<Nav> {
        let place = self.from?;
        Some(Nav { scroll: Some(place.scroll), ..Nav::to(place.screen) })
    }

    /// The tab to light: the screen's own, or for a screen without a tab, the tab of the
    /// screen it was opened from (the sharing screen opened from the table lights the
    /// table), else the tab its buttons live on (a new game and sharing: Games).
    pub fn tab(&self) -> Screen {
        if self.screen.has_tab() {
            return self.screen;
        }
        self.from.map(|p| p.screen).filter(|s| s.has_tab()).unwrap_or(Screen::Games)
    }
}

/// The table's compact rows the player opened to their whole card, by figure.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct OpenCards(pub Vec<u16>);

#[cfg(test)]
mod tests {
    use strum::IntoEnumIterator;

    use super::*;

    #[test]
    fn every_screen_lights_exactly_one_tab() {
        for screen in Screen::iter() {
            let tab = Nav::to(screen).tab();
            assert!(tab.has_tab(), "{screen:?} lights {tab:?}");
            if screen.has_tab() {
                assert_eq!(tab, screen);
            }
        }
    }

    /// The walk: the sharing screen, opened from the table, lit the Games tab.
    #[test]
    fn sharing_opened_from_the_table_lights_the_table() {
        let nav = Nav::to(Screen::Sharing).from(Place { screen: Screen::Table, scroll: 0.0 });
        assert_eq!(nav.tab(), Screen::Table);
        assert_eq!(Nav::to(Screen::Sharing).from(Place { screen: Screen::Games, scroll: 0.0 }).tab(), Screen::Games);
        assert_eq!(Nav::to(Screen::Sharing).tab(), Screen::Games);
    }

    /// The walk: Back from an ability's rule went to the top of the table (scroll 300 → 0).
    #[test]
    fn back_from_a_rule_returns_to_the_place_it_was_opened_from() {
        let nav = Nav::entry("ability-charge").from(Place { screen: Screen::Table, scroll: 300.0 });
        assert_eq!(nav.tab(), Screen::Rules);
        let back = nav.back().unwrap();
        assert_eq!((back.screen, back.scroll, back.focus, back.from), (Screen::Table, Some(300.0), None, None));
        assert_eq!(Nav::entry("ability-charge").back(), None, "opened from its tab: no Back");
    }
}
