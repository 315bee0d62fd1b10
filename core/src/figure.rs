//! A figure's definition: what is printed on its base and dial (CORE-01), and what kind of
//! figure it is (ordinary, mount, rider, colossal).

use serde::{Deserialize, Serialize};

use crate::dial::{Dial, DialError};
use crate::rule::RuleId;

/// Experience rank printed on the base.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::VariantArray)]
pub enum Rank {
    /// Weak (yellow ring).
    #[default]
    Weak,
    /// Standard (blue ring).
    Standard,
    /// Tough (red ring).
    Tough,
    /// Unique (silver or bronze ring): at most one per army.
    Unique,
}

impl Rank {
    /// Every rank, weakest first.
    pub const ALL: &'static [Rank] = <Rank as strum::VariantArray>::VARIANTS;
}

/// The movement (speed) type symbol printed beside the speed value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::VariantArray)]
pub enum SpeedType {
    /// The ordinary boot.
    #[default]
    Boot,
    /// Wing: flying.
    Wing,
    /// Wave: aquatic.
    Wave,
    /// Horseshoe: such figures cannot ride in a chariot (CHR-03).
    Horseshoe,
    /// Wheel: chariots (CHR-01).
    Wheel,
}

impl SpeedType {
    /// Every speed symbol.
    pub const ALL: &'static [SpeedType] = <SpeedType as strum::VariantArray>::VARIANTS;
}

/// One of the eight mount types (CAV-01), also used as a rider's mount symbols (CAV-03).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, strum::IntoStaticStr)]
#[serde(rename_all = "kebab-case")]
pub enum MountType {
    /// Battle horse.
    BattleHorse,
    /// Cloud griffon.
    CloudGriffon,
    /// Desert warbird.
    DesertWarbird,
    /// Horned stag.
    HornedStag,
    /// Pegasus.
    Pegasus,
    /// Salamander.
    Salamander,
    /// Sky dragon.
    SkyDragon,
    /// Technocat.
    Technocat,
}

impl MountType {
    /// All eight, in catalog order.
    pub const ALL: [MountType; 8] = [
        MountType::BattleHorse,
        MountType::CloudGriffon,
        MountType::DesertWarbird,
        MountType::HornedStag,
        MountType::Pegasus,
        MountType::Salamander,
        MountType::SkyDragon,
        MountType::Technocat,
    ];

    /// The glossary message id of its name.
    pub const fn message_id(self) -> &'static str {
        match self {
            MountType::BattleHorse => "glossary-battle-horse",
            MountType::CloudGriffon => "glossary-cloud-griffon",
            MountType::DesertWarbird => "glossary-desert-warbird",
            MountType::HornedStag => "glossary-horned-stag",
            MountType::Pegasus => "glossary-pegasus",
            MountType::Salamander => "glossary-salamander",
            MountType::SkyDragon => "glossary-sky-dragon",
            MountType::Technocat => "glossary-technocat",
        }
    }
}

/// How a riderless mount behaves: the shape around its mount symbol (CAV-21).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::VariantArray)]
pub enum Intelligence {
    /// Circle: leaves the game if riderless at the beginning of any end phase.
    Skittish,
    /// Pentagon: acts as normal.
    Independent,
    /// Square: riderless at the beginning of a command phase, it sides with that turn's player.
    MeanSpirited,
}

impl Intelligence {
    /// Every intelligence level, as the editor lists them.
    pub const ALL: &'static [Intelligence] = <Intelligence as strum::VariantArray>::VARIANTS;
}

/// Proficiencies a figure may have (printed on its card), as far as the engine needs them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, strum::IntoStaticStr)]
#[serde(rename_all = "kebab-case")]
pub enum Proficiency {
    /// CAV-25.
    Horsemanship,
    /// CAV-26.
    Impale,
    /// CAV-27.
    MountedBound,
    /// CAV-28.
    MountedCharge,
    /// CAV-29.
    Overwhelm,
    /// CAV-30.
    Trample,
    /// Cavalry units cannot use it (CAV-06); colossals neither (COL-03).
    Surge,
    /// Colossals cannot use it (COL-03).
    Sprint,
    /// Friendly figures touching a colossal's section may use it (COL-20).
    Flanking,
    /// Weapon Master-style proficiency that Impale forbids (CAV-26).
    WeaponMaster,
}

impl Proficiency {
    /// Every proficiency, the cavalry unit's own six first (CAV-25 to CAV-30).
    pub const ALL: [Proficiency; 10] = [
        Proficiency::Horsemanship,
        Proficiency::Impale,
        Proficiency::MountedBound,
        Proficiency::MountedCharge,
        Proficiency::Overwhelm,
        Proficiency::Trample,
        Proficiency::Surge,
        Proficiency::Sprint,
        Proficiency::Flanking,
        Proficiency::WeaponMaster,
    ];
}

/// A colossal's section, each with its own dial (COL-01).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, strum::IntoStaticStr)]
#[serde(rename_all = "kebab-case")]
pub enum Section {
    /// Front section.
    Front,
    /// Left section.
    Left,
    /// Right section.
    Right,
    /// Rear section.
    Rear,
}

impl Section {
    /// All four, in dial order.
    pub const ALL: [Section; 4] = [Section::Front, Section::Left, Section::Right, Section::Rear];

    /// Index of this section's dial in [`FigureDef::dials`].
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A printed point value of a colossal and how far in its dials start (COL-02).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PointValue {
    /// The point cost at this value.
    pub points: u16,
    /// Clicks to turn every section from its start.
    pub start_click: u8,
}

/// What kind of figure this is, with the data its kind needs.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum FigureKind {
    /// An ordinary figure with one dial.
    #[default]
    Standard,
    /// A mount (elongated base, CAV-01).
    Mount {
        /// Its mount type.
        mount_type: MountType,
        /// Its intelligence level (CAV-21).
        intelligence: Intelligence,
        /// A Dark Riders mount pairs by collector number (CAV-31).
        #[serde(default)]
        dark_riders: bool,
    },
    /// A rider that can ride mounts (CAV-03).
    Rider {
        /// The number in a square added to its attacks while mounted.
        attack_bonus: u8,
        /// The mount types it can ride.
        symbols: Vec<MountType>,
        /// A Dark Riders rider pairs by collector number (CAV-31).
        #[serde(default)]
        dark_riders: bool,
    },
    /// A colossal figure: four section dials (COL-01).
    Colossal {
        /// Point values printed under the base (COL-02).
        point_values: Vec<PointValue>,
        /// A chariot carries one passenger (CHR-01).
        #[serde(default)]
        chariot: bool,
    },
}

/// A figure as printed: its base, card and dial(s). Unvalidated until [`FigureDef::validate`].
///
/// A chariot is a colossal with the wheel movement type (CHR-01): that is the one truth
/// [`FigureDef::is_chariot`] reads. A stored figure marked a chariot by its kind is read
/// with the wheel movement type, and the mark always says the same as the movement type.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "FigureDefData")]
pub struct FigureDef {
    /// Name printed on the base.
    pub name: String,
    /// Collector number, e.g. `"58"` or `"121a"`.
    pub collector_number: String,
    /// The set it comes from.
    #[serde(default)]
    pub set: String,
    /// Its factions; empty for Mage Spawn.
    #[serde(default)]
    pub factions: Vec<String>,
    /// Rank.
    #[serde(default)]
    pub rank: Rank,
    /// Point value (for a colossal, the highest printed value).
    pub points: u16,
    /// Range in inches; 0 means no ranged attacks.
    pub range: u8,
    /// Number of target arrows.
    pub targets: u8,
    /// Speed type symbol.
    #[serde(default)]
    pub speed_type: SpeedType,
    /// Proficiencies on its card.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub proficiencies: Vec<Proficiency>,
    /// One dial, or four for a colossal in [`Section`] order.
    pub dials: Vec<Dial>,
    /// Ordinary, mount, rider or colossal.
    #[serde(default)]
    pub kind: FigureKind,
}

/// A figure as stored, before the chariot mark and the wheel movement type are made one.
#[derive(Deserialize)]
struct FigureDefData {
    /// Name printed on the base.
    name: String,
    /// Collector number, e.g. `"58"` or `"121a"`.
    collector_number: String,
    /// The set it comes from.
    #[serde(default)]
    set: String,
    /// Its factions; empty for Mage Spawn.
    #[serde(default)]
    factions: Vec<String>,
    /// Rank.
    #[serde(default)]
    rank: Rank,
    /// Point value (for a colossal, the highest printed value).
    points: u16,
    /// Range in inches; 0 means no ranged attacks.
    range: u8,
    /// Number of target arrows.
    targets: u8,
    /// Speed type symbol.
    #[serde(default)]
    speed_type: SpeedType,
    /// Proficiencies on its card.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    proficiencies: Vec<Proficiency>,
    /// One dial, or four for a colossal in [`Section`] order.
    dials: Vec<Dial>,
    /// Ordinary, mount, rider or colossal.
    #[serde(default)]
    kind: FigureKind,
}

impl From<FigureDefData> for FigureDef {
    fn from(d: FigureDefData) -> FigureDef {
        let mut def = FigureDef {
            name: d.name,
            collector_number: d.collector_number,
            set: d.set,
            factions: d.factions,
            rank: d.rank,
            points: d.points,
            range: d.range,
            targets: d.targets,
            speed_type: d.speed_type,
            proficiencies: d.proficiencies,
            dials: d.dials,
            kind: d.kind,
        };
        def.make_chariot_one_fact();
        def
    }
}

/// Why a figure definition cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FigureError {
    /// A colossal needs four dials, any other figure one.
    #[error("a {kind} needs {expected} dial(s), this one has {found}")]
    DialCount {
        /// "colossal" or "figure".
        kind: &'static str,
        /// Dials needed.
        expected: usize,
        /// Dials given.
        found: usize,
    },
    /// One of the dials is unusable.
    #[error("dial {index}: {error}")]
    Dial {
        /// Which dial.
        index: usize,
        /// What is wrong with it.
        error: DialError,
    },
    /// A colossal without point values (COL-02).
    #[error("a colossal needs at least one point value")]
    NoPointValues,
    /// A rider that can ride nothing.
    #[error("a rider needs at least one mount symbol")]
    NoMountSymbols,
}

impl FigureDef {
    /// Checks the invariants the engine relies on.
    pub fn validate(&self) -> Result<(), FigureError> {
        let colossal = matches!(self.kind, FigureKind::Colossal { .. });
        let expected = if colossal { 4 } else { 1 };
        if self.dials.len() != expected {
            return Err(FigureError::DialCount { kind: if colossal { "colossal" } else { "figure" }, expected, found: self.dials.len() });
        }
        for (index, dial) in self.dials.iter().enumerate() {
            dial.validate().map_err(|error| FigureError::Dial { index, error })?;
        }
        match &self.kind {
            FigureKind::Colossal { point_values, .. } if point_values.is_empty() => Err(FigureError::NoPointValues),
            FigureKind::Rider { symbols, dark_riders: false, .. } if symbols.is_empty() => Err(FigureError::NoMountSymbols),
            _ => Ok(()),
        }
    }

    /// Whether it has this proficiency.
    pub fn has(&self, proficiency: Proficiency) -> bool {
        self.proficiencies.contains(&proficiency)
    }

    /// Its first (for most figures, only) dial.
    pub fn dial(&self) -> &Dial {
        &self.dials[0]
    }

    /// Whether it is a colossal (and so has four section dials).
    pub fn is_colossal(&self) -> bool {
        matches!(self.kind, FigureKind::Colossal { .. })
    }

    /// Whether it is a mount.
    pub fn is_mount(&self) -> bool {
        matches!(self.kind, FigureKind::Mount { .. })
    }

    /// Whether it is a rider.
    pub fn is_rider(&self) -> bool {
        matches!(self.kind, FigureKind::Rider { .. })
    }

    /// Whether this rider can ride `mount`, or the rule that says no: riders match mounts
    /// by mount symbol (CAV-03), Dark Riders by collector number, `121a` on `121b` (CAV-31).
    /// Checked at deployment and on remounting, so both use the same test.
    pub fn can_ride(&self, mount: &FigureDef) -> Result<(), RuleId> {
        let (FigureKind::Rider { symbols, dark_riders: rider_dr, .. }, FigureKind::Mount { mount_type, dark_riders: mount_dr, .. }) =
            (&self.kind, &mount.kind)
        else {
            return Err(if self.is_rider() { RuleId::Cav01 } else { RuleId::Cav03 });
        };
        if *rider_dr || *mount_dr {
            let pair = |number: &str, suffix: char| number.strip_suffix(suffix).map(str::to_owned);
            let matched =
                *rider_dr && *mount_dr && pair(&self.collector_number, 'a').is_some_and(|n| pair(&mount.collector_number, 'b') == Some(n));
            return if matched { Ok(()) } else { Err(RuleId::Cav31) };
        }
        if symbols.contains(mount_type) { Ok(()) } else { Err(RuleId::Cav03) }
    }

    /// The rider attack bonus printed in a square (CAV-03); 0 for any other figure.
    pub fn rider_bonus(&self) -> u8 {
        match self.kind {
            FigureKind::Rider { attack_bonus, .. } => attack_bonus,
            _ => 0,
        }
    }

    /// Whether it belongs to the Dark Riders subfaction (CAV-31).
    pub fn is_dark_riders(&self) -> bool {
        matches!(self.kind, FigureKind::Mount { dark_riders: true, .. } | FigureKind::Rider { dark_riders: true, .. })
    }

    /// Whether it is a chariot, and so able to carry a passenger: a colossal with the
    /// wheel movement type (CHR-01, seed 002: chariots are known by it). The one truth;
    /// the kind's `chariot` mark follows it.
    pub fn is_chariot(&self) -> bool {
        self.is_colossal() && self.speed_type == SpeedType::Wheel
    }

    /// Whether its print lets it ride in a chariot's compartment (CHR-01): not a colossal,
    /// no horseshoe movement type. Whether it may board now (not in a cavalry unit, not
    /// aboard already, a friendly empty chariot) is the game's to say.
    pub fn may_be_passenger(&self) -> bool {
        !self.is_colossal() && self.speed_type != SpeedType::Horseshoe
    }

    /// A colossal marked a chariot gets the wheel movement type, and the mark then says
    /// what the movement type says (how a stored figure is read).
    pub fn make_chariot_one_fact(&mut self) {
        if matches!(self.kind, FigureKind::Colossal { chariot: true, .. }) {
            self.speed_type = SpeedType::Wheel;
        }
        let wheel = self.speed_type == SpeedType::Wheel;
        if let FigureKind::Colossal { chariot, .. } = &mut self.kind {
            *chariot = wheel;
        }
    }
}
