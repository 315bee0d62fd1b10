//! Special abilities printed on dials (CORE-16), keyed like the community dial feed.

use serde::{Deserialize, Serialize};

use crate::dial::StatSlot;

/// The colour an ability shows on the dial.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
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

/// A special ability a click may carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ability {
    /// Aquatic (feed id 86).
    Aquatic,
    /// Battle Armor (feed id 87).
    BattleArmor,
    /// Battle Fury (feed id 88).
    BattleFury,
    /// Berserk (feed id 89).
    Berserk,
    /// Bound (feed id 90).
    Bound,
    /// Charge (feed id 91).
    Charge,
    /// Command (feed id 92).
    Command,
    /// Defend (feed id 94).
    Defend,
    /// Demoralized (feed id 95).
    Demoralized,
    /// Dodge (feed id 96).
    Dodge,
    /// Flame Lightning (feed id 97).
    FlameLightning,
    /// Flight (feed id 98).
    Flight,
    /// Forced March (feed id 99).
    ForcedMarch,
    /// Healing (feed id 100).
    Healing,
    /// Invulnerability (feed id 101).
    Invulnerability,
    /// Limited Invisibility (feed id 102).
    LimitedInvisibility,
    /// Magic Blast (feed id 103).
    MagicBlast,
    /// Magic Confusion (feed id 104).
    MagicConfusion,
    /// Magic Enhancement (feed id 105).
    MagicEnhancement,
    /// Magic Freeze (feed id 106).
    MagicFreeze,
    /// Magic Healing (feed id 107).
    MagicHealing,
    /// Magic Immunity (feed id 108).
    MagicImmunity,
    /// Magic Levitation (feed id 109).
    MagicLevitation,
    /// Magic Retaliation (feed id 110).
    MagicRetaliation,
    /// Necromancy (feed id 111).
    Necromancy,
    /// Nimble (feed id 112).
    Nimble,
    /// Pierce (feed id 113).
    Pierce,
    /// Pole Arm (feed id 114).
    PoleArm,
    /// Quickness (feed id 115).
    Quickness,
    /// Ram (feed id 116).
    Ram,
    /// Regeneration (feed id 117).
    Regeneration,
    /// Shockwave (feed id 118).
    Shockwave,
    /// Sneak Attack (feed id 119).
    SneakAttack,
    /// Stealth (feed id 121).
    Stealth,
    /// Sweep (feed id 122).
    Sweep,
    /// Toughness (feed id 123).
    Toughness,
    /// Vampirism (feed id 124).
    Vampirism,
    /// Venom (feed id 125).
    Venom,
    /// Weapon Master (feed id 126).
    WeaponMaster,
}

impl AbilityColor {
    /// Its name as serde spells it (`"yellow"`), which the app also uses as a style class.
    pub const fn code(self) -> &'static str {
        match self {
            AbilityColor::Yellow => "yellow",
            AbilityColor::Orange => "orange",
            AbilityColor::Green => "green",
            AbilityColor::Red => "red",
            AbilityColor::Blue => "blue",
            AbilityColor::Grey => "grey",
            AbilityColor::Black => "black",
        }
    }
}

impl Ability {
    /// Every ability, in feed-id order.
    pub const ALL: [Ability; 39] = [
        Ability::Aquatic,
        Ability::BattleArmor,
        Ability::BattleFury,
        Ability::Berserk,
        Ability::Bound,
        Ability::Charge,
        Ability::Command,
        Ability::Defend,
        Ability::Demoralized,
        Ability::Dodge,
        Ability::FlameLightning,
        Ability::Flight,
        Ability::ForcedMarch,
        Ability::Healing,
        Ability::Invulnerability,
        Ability::LimitedInvisibility,
        Ability::MagicBlast,
        Ability::MagicConfusion,
        Ability::MagicEnhancement,
        Ability::MagicFreeze,
        Ability::MagicHealing,
        Ability::MagicImmunity,
        Ability::MagicLevitation,
        Ability::MagicRetaliation,
        Ability::Necromancy,
        Ability::Nimble,
        Ability::Pierce,
        Ability::PoleArm,
        Ability::Quickness,
        Ability::Ram,
        Ability::Regeneration,
        Ability::Shockwave,
        Ability::SneakAttack,
        Ability::Stealth,
        Ability::Sweep,
        Ability::Toughness,
        Ability::Vampirism,
        Ability::Venom,
        Ability::WeaponMaster,
    ];

    /// The id the community dial feed uses for this ability.
    pub const fn feed_id(self) -> u16 {
        match self {
            Ability::Aquatic => 86,
            Ability::BattleArmor => 87,
            Ability::BattleFury => 88,
            Ability::Berserk => 89,
            Ability::Bound => 90,
            Ability::Charge => 91,
            Ability::Command => 92,
            Ability::Defend => 94,
            Ability::Demoralized => 95,
            Ability::Dodge => 96,
            Ability::FlameLightning => 97,
            Ability::Flight => 98,
            Ability::ForcedMarch => 99,
            Ability::Healing => 100,
            Ability::Invulnerability => 101,
            Ability::LimitedInvisibility => 102,
            Ability::MagicBlast => 103,
            Ability::MagicConfusion => 104,
            Ability::MagicEnhancement => 105,
            Ability::MagicFreeze => 106,
            Ability::MagicHealing => 107,
            Ability::MagicImmunity => 108,
            Ability::MagicLevitation => 109,
            Ability::MagicRetaliation => 110,
            Ability::Necromancy => 111,
            Ability::Nimble => 112,
            Ability::Pierce => 113,
            Ability::PoleArm => 114,
            Ability::Quickness => 115,
            Ability::Ram => 116,
            Ability::Regeneration => 117,
            Ability::Shockwave => 118,
            Ability::SneakAttack => 119,
            Ability::Stealth => 121,
            Ability::Sweep => 122,
            Ability::Toughness => 123,
            Ability::Vampirism => 124,
            Ability::Venom => 125,
            Ability::WeaponMaster => 126,
        }
    }

    /// The ability with this feed id; `None` for the dial markers (85 none, 93 dead, 120 start) and unknown ids.
    pub fn from_feed_id(id: u16) -> Option<Ability> {
        Ability::ALL.into_iter().find(|a| a.feed_id() == id)
    }

    /// The Fluent message id of its name (its `.effect` attribute says what it does).
    pub const fn message_id(self) -> &'static str {
        match self {
            Ability::Aquatic => "ability-aquatic",
            Ability::BattleArmor => "ability-battle-armor",
            Ability::BattleFury => "ability-battle-fury",
            Ability::Berserk => "ability-berserk",
            Ability::Bound => "ability-bound",
            Ability::Charge => "ability-charge",
            Ability::Command => "ability-command",
            Ability::Defend => "ability-defend",
            Ability::Demoralized => "ability-demoralized",
            Ability::Dodge => "ability-dodge",
            Ability::FlameLightning => "ability-flame-lightning",
            Ability::Flight => "ability-flight",
            Ability::ForcedMarch => "ability-forced-march",
            Ability::Healing => "ability-healing",
            Ability::Invulnerability => "ability-invulnerability",
            Ability::LimitedInvisibility => "ability-limited-invisibility",
            Ability::MagicBlast => "ability-magic-blast",
            Ability::MagicConfusion => "ability-magic-confusion",
            Ability::MagicEnhancement => "ability-magic-enhancement",
            Ability::MagicFreeze => "ability-magic-freeze",
            Ability::MagicHealing => "ability-magic-healing",
            Ability::MagicImmunity => "ability-magic-immunity",
            Ability::MagicLevitation => "ability-magic-levitation",
            Ability::MagicRetaliation => "ability-magic-retaliation",
            Ability::Necromancy => "ability-necromancy",
            Ability::Nimble => "ability-nimble",
            Ability::Pierce => "ability-pierce",
            Ability::PoleArm => "ability-pole-arm",
            Ability::Quickness => "ability-quickness",
            Ability::Ram => "ability-ram",
            Ability::Regeneration => "ability-regeneration",
            Ability::Shockwave => "ability-shockwave",
            Ability::SneakAttack => "ability-sneak-attack",
            Ability::Stealth => "ability-stealth",
            Ability::Sweep => "ability-sweep",
            Ability::Toughness => "ability-toughness",
            Ability::Vampirism => "ability-vampirism",
            Ability::Venom => "ability-venom",
            Ability::WeaponMaster => "ability-weapon-master",
        }
    }

    /// Its colour on the dial.
    pub const fn color(self) -> AbilityColor {
        match self {
            Ability::Aquatic => AbilityColor::Yellow,
            Ability::BattleArmor => AbilityColor::Green,
            Ability::BattleFury => AbilityColor::Orange,
            Ability::Berserk => AbilityColor::Red,
            Ability::Bound => AbilityColor::Grey,
            Ability::Charge => AbilityColor::Green,
            Ability::Command => AbilityColor::Grey,
            Ability::Defend => AbilityColor::Yellow,
            Ability::Demoralized => AbilityColor::Yellow,
            Ability::Dodge => AbilityColor::Red,
            Ability::FlameLightning => AbilityColor::Orange,
            Ability::Flight => AbilityColor::Orange,
            Ability::ForcedMarch => AbilityColor::Red,
            Ability::Healing => AbilityColor::Green,
            Ability::Invulnerability => AbilityColor::Grey,
            Ability::LimitedInvisibility => AbilityColor::Black,
            Ability::MagicBlast => AbilityColor::Blue,
            Ability::MagicConfusion => AbilityColor::Black,
            Ability::MagicEnhancement => AbilityColor::Blue,
            Ability::MagicFreeze => AbilityColor::Blue,
            Ability::MagicHealing => AbilityColor::Grey,
            Ability::MagicImmunity => AbilityColor::Blue,
            Ability::MagicLevitation => AbilityColor::Blue,
            Ability::MagicRetaliation => AbilityColor::Blue,
            Ability::Necromancy => AbilityColor::Black,
            Ability::Nimble => AbilityColor::Blue,
            Ability::Pierce => AbilityColor::Red,
            Ability::PoleArm => AbilityColor::Red,
            Ability::Quickness => AbilityColor::Red,
            Ability::Ram => AbilityColor::Black,
            Ability::Regeneration => AbilityColor::Black,
            Ability::Shockwave => AbilityColor::Yellow,
            Ability::SneakAttack => AbilityColor::Blue,
            Ability::Stealth => AbilityColor::Black,
            Ability::Sweep => AbilityColor::Black,
            Ability::Toughness => AbilityColor::Orange,
            Ability::Vampirism => AbilityColor::Black,
            Ability::Venom => AbilityColor::Red,
            Ability::WeaponMaster => AbilityColor::Red,
        }
    }

    /// Square (stat) or circle symbol.
    pub const fn symbol(self) -> AbilitySymbol {
        match self {
            Ability::Aquatic => AbilitySymbol::Square,
            Ability::BattleArmor => AbilitySymbol::Square,
            Ability::BattleFury => AbilitySymbol::Square,
            Ability::Berserk => AbilitySymbol::Square,
            Ability::Bound => AbilitySymbol::Square,
            Ability::Charge => AbilitySymbol::Square,
            Ability::Command => AbilitySymbol::Square,
            Ability::Defend => AbilitySymbol::Square,
            Ability::Demoralized => AbilitySymbol::Square,
            Ability::Dodge => AbilitySymbol::Circle,
            Ability::FlameLightning => AbilitySymbol::Square,
            Ability::Flight => AbilitySymbol::Square,
            Ability::ForcedMarch => AbilitySymbol::Circle,
            Ability::Healing => AbilitySymbol::Square,
            Ability::Invulnerability => AbilitySymbol::Square,
            Ability::LimitedInvisibility => AbilitySymbol::Circle,
            Ability::MagicBlast => AbilitySymbol::Square,
            Ability::MagicConfusion => AbilitySymbol::Circle,
            Ability::MagicEnhancement => AbilitySymbol::Square,
            Ability::MagicFreeze => AbilitySymbol::Circle,
            Ability::MagicHealing => AbilitySymbol::Square,
            Ability::MagicImmunity => AbilitySymbol::Square,
            Ability::MagicLevitation => AbilitySymbol::Square,
            Ability::MagicRetaliation => AbilitySymbol::Circle,
            Ability::Necromancy => AbilitySymbol::Square,
            Ability::Nimble => AbilitySymbol::Circle,
            Ability::Pierce => AbilitySymbol::Circle,
            Ability::PoleArm => AbilitySymbol::Square,
            Ability::Quickness => AbilitySymbol::Square,
            Ability::Ram => AbilitySymbol::Circle,
            Ability::Regeneration => AbilitySymbol::Square,
            Ability::Shockwave => AbilitySymbol::Square,
            Ability::SneakAttack => AbilitySymbol::Circle,
            Ability::Stealth => AbilitySymbol::Square,
            Ability::Sweep => AbilitySymbol::Circle,
            Ability::Toughness => AbilitySymbol::Square,
            Ability::Vampirism => AbilitySymbol::Square,
            Ability::Venom => AbilitySymbol::Circle,
            Ability::WeaponMaster => AbilitySymbol::Square,
        }
    }

    /// The stat slot a square ability is printed on; `None` for circle abilities, which
    /// may sit on any slot. Lets the dial editor offer only abilities that fit a slot.
    pub const fn slot(self) -> Option<StatSlot> {
        use StatSlot::{Attack, Damage, Defense, Speed};
        match self {
            Ability::Aquatic | Ability::Bound | Ability::Charge | Ability::Flight | Ability::MagicLevitation => Some(Speed),
            Ability::Quickness | Ability::Stealth => Some(Speed),
            Ability::FlameLightning | Ability::Healing | Ability::MagicBlast | Ability::MagicHealing => Some(Attack),
            Ability::Shockwave | Ability::Vampirism | Ability::WeaponMaster => Some(Attack),
            Ability::BattleArmor | Ability::Defend | Ability::Invulnerability | Ability::MagicImmunity => Some(Defense),
            Ability::PoleArm | Ability::Regeneration | Ability::Toughness => Some(Defense),
            Ability::BattleFury | Ability::Berserk | Ability::Command | Ability::Demoralized => Some(Damage),
            Ability::MagicEnhancement | Ability::Necromancy => Some(Damage),
            Ability::Dodge | Ability::ForcedMarch | Ability::LimitedInvisibility | Ability::MagicConfusion => None,
            Ability::MagicFreeze | Ability::MagicRetaliation | Ability::Nimble | Ability::Pierce => None,
            Ability::Ram | Ability::SneakAttack | Ability::Sweep | Ability::Venom => None,
        }
    }

    /// Whether it may be printed on this slot.
    pub fn fits(self, slot: StatSlot) -> bool {
        self.slot().is_none_or(|s| s == slot)
    }

    /// The numbers its rule uses, each with the name its text gives it: every language's
    /// `.effect` shows them as `{ $name }`, and the engine reads the ones it applies from
    /// here, so a number cannot differ between languages or between text and engine.
    pub const fn numbers(self) -> &'static [(&'static str, u8)] {
        match self {
            Ability::BattleArmor => &[("bonus", 2)],
            Ability::Command => &[("roll", 6), ("heal", 1)],
            Ability::Dodge => &[("from", 5)],
            Ability::FlameLightning | Ability::Shockwave | Ability::PoleArm | Ability::MagicEnhancement => &[("damage", 1)],
            Ability::MagicRetaliation | Ability::Venom => &[("damage", 1)],
            Ability::Flight => &[("fail", 1)],
            Ability::Invulnerability => &[("reduction", 2)],
            Ability::MagicLevitation => &[("inches", 10)],
            Ability::Regeneration => &[("minus", 2)],
            Ability::Toughness => &[("reduction", 1)],
            Ability::Vampirism => &[("heal", 1)],
            _ => &[],
        }
    }

    /// One of [`Ability::numbers`]; naming one it does not have is a bug.
    pub fn number(self, name: &str) -> u8 {
        match self.numbers().iter().find(|(n, _)| *n == name) {
            Some((_, value)) => *value,
            None => panic!("{self:?} has no number {name}"),
        }
    }

    /// Whether the player may choose not to use it.
    pub const fn optional(self) -> bool {
        match self {
            Ability::Aquatic => true,
            Ability::BattleArmor => false,
            Ability::BattleFury => false,
            Ability::Berserk => false,
            Ability::Bound => true,
            Ability::Charge => true,
            Ability::Command => false,
            Ability::Defend => true,
            Ability::Demoralized => true,
            Ability::Dodge => true,
            Ability::FlameLightning => true,
            Ability::Flight => true,
            Ability::ForcedMarch => true,
            Ability::Healing => true,
            Ability::Invulnerability => false,
            Ability::LimitedInvisibility => true,
            Ability::MagicBlast => true,
            Ability::MagicConfusion => true,
            Ability::MagicEnhancement => true,
            Ability::MagicFreeze => true,
            Ability::MagicHealing => true,
            Ability::MagicImmunity => false,
            Ability::MagicLevitation => true,
            Ability::MagicRetaliation => false,
            Ability::Necromancy => true,
            Ability::Nimble => true,
            Ability::Pierce => true,
            Ability::PoleArm => false,
            Ability::Quickness => true,
            Ability::Ram => true,
            Ability::Regeneration => true,
            Ability::Shockwave => true,
            Ability::SneakAttack => true,
            Ability::Stealth => true,
            Ability::Sweep => true,
            Ability::Toughness => false,
            Ability::Vampirism => false,
            Ability::Venom => false,
            Ability::WeaponMaster => true,
        }
    }
}
