//! Special abilities printed on dials (CORE-16), keyed like the community dial feed.

use serde::{Deserialize, Serialize};

/// The colour an ability shows on the dial.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, strum::IntoStaticStr, strum::VariantArray)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum AbilityColor {
    /// Yellow.
    Yellow,
    /// Orange.
    Orange,
    /// Green.
    Green,
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Grey.
    Grey,
    /// Black.
    Black,
}

/// Whether an ability is printed as a square on a stat or as a circle (a "free" colour).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AbilitySymbol {
    /// Square on a stat slot.
    Square,
    /// Circle.
    Circle,
}

/// Declares the abilities once, a line each: the feed id, the message id of its name,
/// its colour, its symbol (a square with the stat slot it is printed on, or a circle),
/// whether the player may choose not to use it, and the numbers its rule uses. The enum,
/// `ALL`, `feed_id()`, `message_id()`, `color()`, `symbol()`, `slot()`, `optional()`,
/// `numbers()` and the [`number`] consts are made from this one list.
macro_rules! abilities {
    ($( $(#[$doc:meta])* $ability:ident = $feed:literal $message:literal $color:ident $symbol:ident $(($slot:ident))? $use:ident
        $([$($name:ident = $value:literal),+])?, )*) => {
        /// A special ability a click may carry.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum Ability {
            $( $(#[$doc])* $ability, )*
        }

        impl Ability {
            /// Every ability, in feed-id order.
            pub const ALL: [Ability; [$(stringify!($ability)),*].len()] = [$(Ability::$ability),*];

            /// Its id in the dial feed (`mkstats.json`).
            pub const fn feed_id(self) -> u16 {
                match self {
                    $(Ability::$ability => $feed),*
                }
            }

            /// The Fluent message id of its name (its `.effect` attribute says what it does).
            pub const fn message_id(self) -> &'static str {
                match self {
                    $(Ability::$ability => $message),*
                }
            }

            /// The colour printed on the dial.
            pub const fn color(self) -> AbilityColor {
                match self {
                    $(Ability::$ability => AbilityColor::$color),*
                }
            }

            /// Square on a stat, or a free circle.
            pub const fn symbol(self) -> AbilitySymbol {
                match self {
                    $(Ability::$ability => AbilitySymbol::$symbol),*
                }
            }

            /// The stat slot a square ability is printed on; `None` for circle abilities,
            /// which may sit on any slot. Lets the dial editor offer only abilities that
            /// fit a slot.
            pub const fn slot(self) -> Option<StatSlot> {
                match self {
                    $(Ability::$ability => abilities!(@slot $symbol $($slot)?)),*
                }
            }

            /// Whether the player may choose not to use it.
            pub const fn optional(self) -> bool {
                match self {
                    $(Ability::$ability => abilities!(@optional $use)),*
                }
            }

            /// The numbers its rule uses, each with the name its text gives it: every
            /// language's `.effect` shows them as `{ $name }` (the engine reads the same
            /// values through [`number`]), so a number cannot differ between languages or
            /// between text and engine.
            pub const fn numbers(self) -> &'static [(&'static str, u8)] {
                match self {
                    $(Ability::$ability => &[$($((stringify!($name), number::$ability::$name)),+)?]),*
                }
            }
        }

        /// The numbers each ability's rule uses, by ability and by the name its texts
        /// give them (`number::Dodge::from`): the engine reads them here, so a misspelt
        /// name, or one the ability does not have, does not compile.
        #[allow(non_snake_case, non_upper_case_globals)]
        pub mod number {
            $($(
                #[doc = concat!("The numbers of [`", stringify!($ability), "`](super::Ability::", stringify!($ability), ").")]
                pub mod $ability {
                    $(
                        #[doc = concat!("`", stringify!($name), "`, as its texts name it.")]
                        pub const $name: u8 = $value;
                    )+
                }
            )?)*
        }
    };
    (@optional optional) => { true };
    (@optional always) => { false };
    // A square sits on its slot and a circle on any: the two cannot be declared apart.
    (@slot Square $slot:ident) => { Some(StatSlot::$slot) };
    (@slot Circle) => { None };
}

abilities! {
    /// Aquatic (feed id 86).
    Aquatic = 86 "ability-aquatic" Yellow Square(Speed) optional,
    /// Battle Armor (feed id 87).
    BattleArmor = 87 "ability-battle-armor" Green Square(Defense) always [bonus = 2],
    /// Battle Fury (feed id 88).
    BattleFury = 88 "ability-battle-fury" Orange Square(Damage) always,
    /// Berserk (feed id 89).
    Berserk = 89 "ability-berserk" Red Square(Damage) always,
    /// Bound (feed id 90).
    Bound = 90 "ability-bound" Grey Square(Speed) optional,
    /// Charge (feed id 91).
    Charge = 91 "ability-charge" Green Square(Speed) optional,
    /// Command (feed id 92).
    Command = 92 "ability-command" Grey Square(Damage) always [roll = 6, heal = 1],
    /// Defend (feed id 94).
    Defend = 94 "ability-defend" Yellow Square(Defense) optional,
    /// Demoralized (feed id 95).
    Demoralized = 95 "ability-demoralized" Yellow Square(Damage) always,
    /// Dodge (feed id 96).
    Dodge = 96 "ability-dodge" Red Circle optional [from = 5],
    /// Flame Lightning (feed id 97).
    FlameLightning = 97 "ability-flame-lightning" Orange Square(Attack) optional [damage = 1],
    /// Flight (feed id 98).
    Flight = 98 "ability-flight" Orange Square(Speed) optional [fail = 1],
    /// Forced March (feed id 99).
    ForcedMarch = 99 "ability-forced-march" Red Circle optional,
    /// Healing (feed id 100).
    Healing = 100 "ability-healing" Green Square(Attack) optional,
    /// Invulnerability (feed id 101).
    Invulnerability = 101 "ability-invulnerability" Grey Square(Defense) always [reduction = 2],
    /// Limited Invisibility (feed id 102).
    LimitedInvisibility = 102 "ability-limited-invisibility" Black Circle optional,
    /// Magic Blast (feed id 103).
    MagicBlast = 103 "ability-magic-blast" Blue Square(Attack) optional,
    /// Magic Confusion (feed id 104).
    MagicConfusion = 104 "ability-magic-confusion" Black Circle optional,
    /// Magic Enhancement (feed id 105).
    MagicEnhancement = 105 "ability-magic-enhancement" Blue Square(Damage) optional [damage = 1],
    /// Magic Freeze (feed id 106).
    MagicFreeze = 106 "ability-magic-freeze" Blue Circle optional,
    /// Magic Healing (feed id 107).
    MagicHealing = 107 "ability-magic-healing" Grey Square(Attack) optional,
    /// Magic Immunity (feed id 108).
    MagicImmunity = 108 "ability-magic-immunity" Blue Square(Defense) always,
    /// Magic Levitation (feed id 109).
    MagicLevitation = 109 "ability-magic-levitation" Blue Square(Speed) optional [inches = 10],
    /// Magic Retaliation (feed id 110).
    MagicRetaliation = 110 "ability-magic-retaliation" Blue Circle always [damage = 1],
    /// Necromancy (feed id 111).
    Necromancy = 111 "ability-necromancy" Black Square(Damage) optional,
    /// Nimble (feed id 112).
    Nimble = 112 "ability-nimble" Blue Circle optional,
    /// Pierce (feed id 113).
    Pierce = 113 "ability-pierce" Red Circle optional,
    /// Pole Arm (feed id 114).
    PoleArm = 114 "ability-pole-arm" Red Square(Defense) always [damage = 1],
    /// Quickness (feed id 115).
    Quickness = 115 "ability-quickness" Red Square(Speed) optional,
    /// Ram (feed id 116).
    Ram = 116 "ability-ram" Black Circle optional,
    /// Regeneration (feed id 117).
    Regeneration = 117 "ability-regeneration" Black Square(Defense) optional [minus = 2],
    /// Shockwave (feed id 118).
    Shockwave = 118 "ability-shockwave" Yellow Square(Attack) optional [damage = 1],
    /// Sneak Attack (feed id 119).
    SneakAttack = 119 "ability-sneak-attack" Blue Circle optional,
    /// Stealth (feed id 121).
    Stealth = 121 "ability-stealth" Black Square(Speed) always,
    /// Sweep (feed id 122).
    Sweep = 122 "ability-sweep" Black Circle optional,
    /// Toughness (feed id 123).
    Toughness = 123 "ability-toughness" Orange Square(Defense) always [reduction = 1],
    /// Vampirism (feed id 124).
    Vampirism = 124 "ability-vampirism" Black Square(Attack) always [heal = 1],
    /// Venom (feed id 125).
    Venom = 125 "ability-venom" Red Circle always [damage = 1],
    /// Weapon Master (feed id 126).
    WeaponMaster = 126 "ability-weapon-master" Red Square(Attack) optional,
}

impl AbilityColor {
    /// Its name as serde spells it (`"yellow"`), which the app also uses as a style class.
    pub fn code(self) -> &'static str {
        self.into()
    }
}

impl Ability {
    /// The ability with this feed id; `None` for the dial markers (85 none, 93 dead, 120 start) and unknown ids.
    pub fn from_feed_id(id: u16) -> Option<Ability> {
        Ability::ALL.iter().copied().find(|a| a.feed_id() == id)
    }

    /// Whether it may be printed on this slot.
    pub fn fits(self, slot: StatSlot) -> bool {
        self.slot().is_none_or(|s| s == slot)
    }
}

/// One of a click's four stat slots, in dial order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StatSlot {
    /// Speed.
    Speed,
    /// Attack.
    Attack,
    /// Defense.
    Defense,
    /// Damage.
    Damage,
}

impl StatSlot {
    /// The four in dial order.
    pub const ALL: [StatSlot; 4] = [StatSlot::Speed, StatSlot::Attack, StatSlot::Defense, StatSlot::Damage];

    /// The glossary message id of the stat's name.
    pub const fn message_id(self) -> &'static str {
        match self {
            StatSlot::Speed => "glossary-speed-value",
            StatSlot::Attack => "glossary-attack-value",
            StatSlot::Defense => "glossary-defense-value",
            StatSlot::Damage => "glossary-damage-value",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The colour names are style classes and serde names: strum keeps them as they were.
    #[test]
    fn colour_codes_are_their_serde_names() {
        use strum::VariantArray;
        let codes: Vec<&str> = AbilityColor::VARIANTS.iter().map(|c| c.code()).collect();
        assert_eq!(codes, ["yellow", "orange", "green", "red", "blue", "grey", "black"]);
        for &color in AbilityColor::VARIANTS {
            assert_eq!(serde_json::to_value(color).unwrap(), color.code());
        }
    }

    /// The numbers the texts read are the engine's consts, under the names the texts use.
    #[test]
    fn the_texts_numbers_are_the_engines() {
        assert_eq!(Ability::Command.numbers(), [("roll", number::Command::roll), ("heal", number::Command::heal)]);
        assert_eq!(Ability::Dodge.numbers(), [("from", 5)]);
        assert_eq!(Ability::MagicLevitation.numbers(), [("inches", 10)]);
        assert!(Ability::Ram.numbers().is_empty());
        let counted: usize = Ability::ALL.iter().map(|a| a.numbers().len()).sum();
        assert_eq!(counted, 16, "every number of the old table");
    }

    #[test]
    fn squares_sit_on_their_slot_and_circles_anywhere() {
        for ability in Ability::ALL {
            assert_eq!(ability.symbol() == AbilitySymbol::Square, ability.slot().is_some(), "{ability:?}");
        }
        assert_eq!(Ability::BattleArmor.slot(), Some(StatSlot::Defense));
        assert!(Ability::Dodge.fits(StatSlot::Speed) && !Ability::Flight.fits(StatSlot::Attack));
    }
}
