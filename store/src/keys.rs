//! Every setting the app stores, by its stored name: each name declared once, here, and
//! read and written through this list (issue 49). The store sits below the models, so
//! both it (a move file leaves this store's own settings behind) and the models (the
//! preferences, the new game's draft, the last game) name settings from the same place.

macro_rules! settings {
    ($($(#[doc = $doc:literal])* $name:ident = $stored:literal,)*) => {
        /// A setting the app stores.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Setting {
            $($(#[doc = $doc])* $name,)*
        }

        impl Setting {
            /// Every setting, in the order declared.
            pub const ALL: &[Setting] = &[$(Setting::$name),*];

            /// The name it is stored under.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Setting::$name => $stored,)*
                }
            }
        }
    };
}

settings! {
    /// The player's language (a language tag).
    Language = "language",
    /// Light, dark or the system's.
    Theme = "theme",
    /// Normal, large or huge.
    TextSize = "text-size",
    /// Whether the screen stays on at the table ("true" or "false").
    KeepAwake = "keep-awake",
    /// Whether rules are explained as the player goes ("true" or "false").
    LearningMode = "learning-mode",
    /// Cards, compact rows, or chosen by the table's size.
    TableView = "table-view",
    /// Whether the table shows only this phone's player's figures ("true" or "false").
    TableOnlyMine = "table-only-mine",
    /// The new-game screen's draft while it is set up, as JSON (issue 35).
    NewGameDraft = "new-game-draft",
    /// The last game's table, which the next new game offers, as JSON (issue 35).
    LastTable = "last-table",
    /// The game open when the app last stopped: this store's own row id.
    LastGame = "last-game",
    /// A backup's marker: the store's own, never the player's.
    BackupMarker = "backup",
}

/// The prefix of a shared game's seat setting: who plays on this phone, per game.
const SEAT: &str = "share.seat.";

impl Setting {
    /// The setting a stored name is, if it is one of the list's (a seat is not).
    pub fn named(name: &str) -> Option<Setting> {
        Setting::ALL.iter().copied().find(|s| s.name() == name)
    }

    /// The name of the seat setting of the shared game whose key is `share`.
    pub fn seat(share: &str) -> String {
        format!("{SEAT}{share}")
    }

    /// Whether a stored name is one the app writes: a listed setting or a seat.
    pub fn known(name: &str) -> bool {
        Setting::named(name).is_some() || name.starts_with(SEAT)
    }

    /// Whether a setting names this store's own rows, and so means nothing in another
    /// store (a move file leaves it behind).
    pub fn local(self) -> bool {
        matches!(self, Setting::LastGame | Setting::BackupMarker)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_setting_has_one_name_and_is_found_by_it() {
        let mut names: Vec<&str> = Setting::ALL.iter().map(|s| s.name()).collect();
        for &s in Setting::ALL {
            assert_eq!(Setting::named(s.name()), Some(s));
        }
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Setting::ALL.len(), "two settings share a name");
        assert!(Setting::known(&Setting::seat("abc")));
        assert!(!Setting::known("lanugage"), "a misspelt name is no setting");
    }

    /// Stores made by earlier versions hold these names: renaming one loses the
    /// players' settings, so this list is the compatibility check, not a second
    /// declaration.
    #[test]
    fn the_stored_names_stay_as_earlier_versions_wrote_them() {
        let names: Vec<&str> = Setting::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(
            names,
            [
                "language",
                "theme",
                "text-size",
                "keep-awake",
                "learning-mode",
                "table-view",
                "table-only-mine",
                "new-game-draft",
                "last-table",
                "last-game",
                "backup"
            ]
        );
        assert_eq!(Setting::seat("k1"), "share.seat.k1");
    }
}
