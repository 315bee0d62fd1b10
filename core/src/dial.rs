//! A combat dial: the clicks a figure turns through as it takes damage (CORE-01, CORE-04).

use serde::{Deserialize, Serialize};

/// A stat slot is where an ability's colour sits, so it lives in `ability`.
pub use crate::ability::{Ability, StatSlot};

/// What one stat slot shows: a number, or a skull.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StatValue {
    /// A printed number.
    Number(u8),
    /// A skull; counts as 0 where a number is needed (COL-04).
    Skull,
}

impl StatValue {
    /// The value as a number, a skull counting as 0.
    pub const fn number(self) -> u8 {
        match self {
            StatValue::Number(n) => n,
            StatValue::Skull => 0,
        }
    }

    /// Whether the slot shows a skull.
    pub const fn is_skull(self) -> bool {
        matches!(self, StatValue::Skull)
    }
}

/// One stat on one click: its value and the ability colour it may carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Stat {
    /// The number or skull shown.
    pub value: StatValue,
    /// The ability this stat's colour stands for, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ability: Option<Ability>,
}

impl Stat {
    /// A plain number with no ability.
    pub const fn plain(n: u8) -> Stat {
        Stat { value: StatValue::Number(n), ability: None }
    }

    /// A number carrying an ability.
    pub const fn with(n: u8, ability: Ability) -> Stat {
        Stat { value: StatValue::Number(n), ability: Some(ability) }
    }

    /// A skull.
    pub const SKULL: Stat = Stat { value: StatValue::Skull, ability: None };
}

/// One position of the dial: the four stats seen through the stat slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Click {
    /// Speed value.
    pub speed: Stat,
    /// Attack value.
    pub attack: Stat,
    /// Defense value.
    pub defense: Stat,
    /// Damage value.
    pub damage: Stat,
}

impl Click {
    /// A click of plain numbers: speed, attack, defense, damage.
    pub const fn plain(speed: u8, attack: u8, defense: u8, damage: u8) -> Click {
        Click { speed: Stat::plain(speed), attack: Stat::plain(attack), defense: Stat::plain(defense), damage: Stat::plain(damage) }
    }

    /// The stat in one slot.
    pub const fn stat(&self, slot: StatSlot) -> Stat {
        match slot {
            StatSlot::Speed => self.speed,
            StatSlot::Attack => self.attack,
            StatSlot::Defense => self.defense,
            StatSlot::Damage => self.damage,
        }
    }

    /// The four stats in slot order: speed, attack, defense, damage (`StatSlot::ALL`).
    pub const fn stats(&self) -> [Stat; 4] {
        [self.speed, self.attack, self.defense, self.damage]
    }

    /// The stat in one slot, to change it.
    pub fn stat_mut(&mut self, slot: StatSlot) -> &mut Stat {
        match slot {
            StatSlot::Speed => &mut self.speed,
            StatSlot::Attack => &mut self.attack,
            StatSlot::Defense => &mut self.defense,
            StatSlot::Damage => &mut self.damage,
        }
    }

    /// The knock-out click: skulls in every slot.
    pub const KO: Click = Click { speed: Stat::SKULL, attack: Stat::SKULL, defense: Stat::SKULL, damage: Stat::SKULL };

    /// Three skulls (speed, attack, defense) mean the figure is knocked out (CORE-04).
    pub const fn is_ko(&self) -> bool {
        self.speed.value.is_skull() && self.attack.value.is_skull() && self.defense.value.is_skull()
    }

    /// How many skulls the click shows across its four stats. (COL-05 counts only the
    /// speed, attack and defense slots: see `Game::colossal_skulls`.)
    pub fn skulls(&self) -> u8 {
        self.stats().iter().filter(|s| s.value.is_skull()).count() as u8
    }
}

/// A combat dial: its clicks in order and the starting marker (CORE-01, CORE-02).
///
/// A dial always has at least one live click; turning past the last printed click, or
/// onto a three-skull click, knocks the figure out.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dial {
    clicks: Vec<Click>,
    #[serde(default)]
    start: u8,
}

/// Why a dial is not a usable dial.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DialError {
    /// No clicks at all, or no live click before the first skull click.
    #[error("the dial has no live click")]
    NoLiveClick,
    /// The starting marker points at a knock-out click or past the dial.
    #[error("the starting marker (click {start}) is not on a live click")]
    StartNotLive {
        /// The starting click index.
        start: u8,
    },
    /// More clicks than a dial can hold.
    #[error("the dial has {len} clicks; at most 255 fit")]
    TooLong {
        /// Number of clicks given.
        len: usize,
    },
}

impl Dial {
    /// A dial from its clicks, starting at `start` (0 for most figures).
    pub fn new(clicks: Vec<Click>, start: u8) -> Result<Dial, DialError> {
        if clicks.len() > 255 {
            return Err(DialError::TooLong { len: clicks.len() });
        }
        let dial = Dial { clicks, start };
        if dial.ko_index() == 0 {
            return Err(DialError::NoLiveClick);
        }
        if start >= dial.ko_index() {
            return Err(DialError::StartNotLive { start });
        }
        Ok(dial)
    }

    /// Re-checks a dial that came through serde.
    pub fn validate(&self) -> Result<(), DialError> {
        Dial::new(self.clicks.clone(), self.start).map(|_| ())
    }

    /// The printed clicks.
    pub fn clicks(&self) -> &[Click] {
        &self.clicks
    }

    /// The starting marker's click index.
    pub fn start(&self) -> u8 {
        self.start
    }

    /// Index of the knock-out click: the first three-skull click, or one past the end.
    pub fn ko_index(&self) -> u8 {
        self.clicks.iter().position(Click::is_ko).unwrap_or(self.clicks.len()) as u8
    }

    /// The click at `index`; the knock-out click for any index at or past the KO index.
    pub fn click(&self, index: u8) -> Click {
        if index >= self.ko_index() { Click::KO } else { self.clicks[index as usize] }
    }

    /// How many more clicks of damage the figure survives from `index` (0 means the next knocks it out).
    pub fn clicks_to_ko(&self, index: u8) -> u8 {
        self.ko_index().saturating_sub(index).saturating_sub(1)
    }
}

/// Why a dial turned. Its code is its serde name (strum spells it the same way).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, strum::IntoStaticStr, strum::VariantArray)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum DamageCause {
    /// Damage entered directly.
    Table,
    /// An attack hit.
    Attack,
    /// A critical miss hurts the attacker (CORE-09).
    CriticalMiss,
    /// A second action token (CORE-07).
    Pushing,
    /// An area-of-effect attack, dealt to each dial of a cavalry unit (CAV-16).
    Area,
    /// A trampling cavalry unit crossed the figure's base (CAV-30).
    Trample,
    /// The 1d6 a passenger takes when its chariot is eliminated (CHR-12).
    ChariotEliminated,
}

impl DamageCause {
    /// Its code, as stored and as the damage sentence selects on it.
    pub fn code(self) -> &'static str {
        self.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dial(n: u8) -> Dial {
        Dial::new((0..n).map(|i| Click::plain(8 - i, 9, 16, 2)).collect(), 0).unwrap()
    }

    #[test]
    fn core_04_ko_index_is_first_skull_click_or_end() {
        let mut clicks: Vec<Click> = (0..3).map(|_| Click::plain(8, 9, 16, 2)).collect();
        assert_eq!(Dial::new(clicks.clone(), 0).unwrap().ko_index(), 3);
        clicks.push(Click::KO);
        clicks.push(Click::KO);
        let d = Dial::new(clicks, 0).unwrap();
        assert_eq!(d.ko_index(), 3);
        assert!(d.click(7).is_ko());
        assert_eq!(d.clicks_to_ko(0), 2);
    }

    #[test]
    fn core_01_a_dial_needs_a_live_starting_click() {
        assert_eq!(Dial::new(vec![], 0), Err(DialError::NoLiveClick));
        assert_eq!(Dial::new(vec![Click::KO], 0), Err(DialError::NoLiveClick));
        assert_eq!(dial(3).validate(), Ok(()));
        assert_eq!(Dial::new(vec![Click::plain(1, 1, 1, 1)], 1), Err(DialError::StartNotLive { start: 1 }));
    }
}
