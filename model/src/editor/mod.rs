//! The dial editor's model: a figure as the player is typing it (every box as text, so
//! nothing they type is lost), and the check that turns it into a [`FigureDef`] or lists
//! every problem. Pure: the screen (`ui::editor`) only edits a [`Draft`] and calls
//! [`Draft::build`].

mod problem;

pub use problem::{NumberField, Problem, StatPlace};

use dialkeeper_core::{
    Ability, Click, Dial, DialError, FigureDef, FigureKind, Intelligence, MountType, PointValue, Proficiency, Rank, Section, SpeedType,
    Stat, StatSlot, StatValue,
};

/// The most clicks the editor lets a dial have; printed dials have at most about a dozen.
pub const MAX_CLICKS: usize = 30;

/// What kind of figure the draft is; a chariot is a colossal with a passenger compartment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::IntoStaticStr)]
pub enum Kind {
    /// An ordinary one-dial figure.
    Standard,
    /// A mount (CAV-01).
    Mount,
    /// A rider (CAV-03).
    Rider,
    /// A colossal: four section dials (COL-01).
    Colossal,
    /// A chariot: a colossal with the wheel speed type (CHR-01).
    Chariot,
}

impl Kind {
    /// All, in the order the editor offers them.
    pub const ALL: [Kind; 5] = [Kind::Standard, Kind::Mount, Kind::Rider, Kind::Colossal, Kind::Chariot];

    /// The message id of its name.
    pub const fn message_id(self) -> &'static str {
        match self {
            Kind::Standard => "editor-kind-standard",
            Kind::Mount => "editor-kind-mount",
            Kind::Rider => "editor-kind-rider",
            Kind::Colossal => "editor-kind-colossal",
            Kind::Chariot => "editor-kind-chariot",
        }
    }

    /// Whether it has four section dials.
    pub const fn sectioned(self) -> bool {
        matches!(self, Kind::Colossal | Kind::Chariot)
    }
}

/// One stat box: the text typed and the ability colour chosen.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StatDraft {
    /// A number, or `x` / `☠` for a skull.
    pub value: String,
    /// The ability this stat's colour stands for.
    pub ability: Option<Ability>,
}

/// One click: four stat boxes in [`StatSlot`] order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ClickDraft {
    /// Speed, attack, defense, damage.
    pub stats: [StatDraft; 4],
}

/// One dial: its clicks and the starting marker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DialDraft {
    /// The printed clicks up to the knock-out.
    pub clicks: Vec<ClickDraft>,
    /// The click with the starting marker, from 0.
    pub start: usize,
}

impl Default for DialDraft {
    fn default() -> Self {
        DialDraft { clicks: vec![ClickDraft::default()], start: 0 }
    }
}

impl DialDraft {
    /// Adds a click after the last, copying it: printed dials change a little per click.
    pub fn add_click(&mut self) {
        if self.clicks.len() < MAX_CLICKS {
            let copy = self.clicks.last().cloned().unwrap_or_default();
            self.clicks.push(copy);
        }
    }

    /// Removes a click, keeping the starting marker on the click it was on where possible.
    pub fn remove_click(&mut self, index: usize) {
        if self.clicks.len() > 1 && index < self.clicks.len() {
            self.clicks.remove(index);
            if self.start > index || self.start >= self.clicks.len() {
                self.start = self.start.saturating_sub(1);
            }
        }
    }
}

/// One entry of a colossal's point-value list (COL-02).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PointValueDraft {
    /// Its cost.
    pub points: String,
    /// Clicks every section turns in from its start.
    pub clicks: String,
}

/// A figure as typed in the editor. Fields for every kind are kept while the player
/// switches kinds, so trying "mount" then going back loses nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    /// Name on the base.
    pub name: String,
    /// Collector number, e.g. `121a`.
    pub collector_number: String,
    /// Its set.
    pub set: String,
    /// Factions, comma separated.
    pub factions: String,
    /// Rank.
    pub rank: Rank,
    /// Point cost (ignored for colossals, which use `point_values`).
    pub points: String,
    /// Range in inches.
    pub range: String,
    /// Target arrows.
    pub targets: String,
    /// Speed type (a chariot always has the wheel).
    pub speed_type: SpeedType,
    /// Proficiencies on its card.
    pub proficiencies: Vec<Proficiency>,
    /// What kind of figure it is.
    pub kind: Kind,
    /// A mount's type (CAV-01).
    pub mount_type: MountType,
    /// A mount's intelligence level (CAV-21).
    pub intelligence: Intelligence,
    /// Dark Riders pair by collector number (CAV-31).
    pub dark_riders: bool,
    /// A rider's attack bonus (CAV-03).
    pub attack_bonus: String,
    /// A rider's mount symbols (CAV-03).
    pub symbols: Vec<MountType>,
    /// A colossal's point values (COL-02).
    pub point_values: Vec<PointValueDraft>,
    /// One dial, or four sections in [`Section`] order; always four kept.
    pub dials: [DialDraft; 4],
}

impl Default for Draft {
    fn default() -> Self {
        Draft {
            name: String::new(),
            collector_number: String::new(),
            set: String::new(),
            factions: String::new(),
            rank: Rank::Standard,
            points: String::new(),
            range: "0".into(),
            targets: "1".into(),
            speed_type: SpeedType::Boot,
            proficiencies: Vec::new(),
            kind: Kind::Standard,
            mount_type: MountType::BattleHorse,
            intelligence: Intelligence::Independent,
            dark_riders: false,
            attack_bonus: "1".into(),
            symbols: Vec::new(),
            point_values: vec![PointValueDraft::default()],
            dials: Default::default(),
        }
    }
}

/// A stat as the editor shows it.
fn stat_text(stat: Stat) -> StatDraft {
    let value = match stat.value {
        StatValue::Number(n) => n.to_string(),
        StatValue::Skull => "☠".into(),
    };
    StatDraft { value, ability: stat.ability }
}

fn dial_draft(dial: &Dial) -> DialDraft {
    // Clicks after the knock-out are never reached; the editor shows the dial up to it.
    let live = &dial.clicks()[..dial.ko_index() as usize];
    let clicks = live.iter().map(|c| ClickDraft { stats: StatSlot::ALL.map(|slot| stat_text(c.stat(slot))) }).collect();
    DialDraft { clicks, start: dial.start() as usize }
}

impl Draft {
    /// A draft of an existing figure, to fix it.
    pub fn from_def(def: &FigureDef) -> Draft {
        let mut draft = Draft {
            name: def.name.clone(),
            collector_number: def.collector_number.clone(),
            set: def.set.clone(),
            factions: def.factions.join(", "),
            rank: def.rank,
            points: def.points.to_string(),
            range: def.range.to_string(),
            targets: def.targets.to_string(),
            speed_type: def.speed_type,
            proficiencies: def.proficiencies.clone(),
            ..Draft::default()
        };
        let first = def.dials.first().map(dial_draft).unwrap_or_default();
        // Every section starts as a copy of the first dial, so turning a figure into a
        // colossal gives four dials to correct rather than four empty ones.
        draft.dials = std::array::from_fn(|i| def.dials.get(i).map(dial_draft).unwrap_or_else(|| first.clone()));
        match &def.kind {
            FigureKind::Standard => {}
            FigureKind::Mount { mount_type, intelligence, dark_riders } => {
                draft.kind = Kind::Mount;
                draft.mount_type = *mount_type;
                draft.intelligence = *intelligence;
                draft.dark_riders = *dark_riders;
            }
            FigureKind::Rider { attack_bonus, symbols, dark_riders } => {
                draft.kind = Kind::Rider;
                draft.attack_bonus = attack_bonus.to_string();
                draft.symbols = symbols.clone();
                draft.dark_riders = *dark_riders;
            }
            FigureKind::Colossal { point_values, .. } => {
                draft.kind = if def.is_chariot() { Kind::Chariot } else { Kind::Colossal };
                draft.point_values = point_values
                    .iter()
                    .map(|pv| PointValueDraft { points: pv.points.to_string(), clicks: pv.start_click.to_string() })
                    .collect();
            }
        }
        draft
    }

    /// The dials the draft's kind uses: one, or four sections.
    pub fn dial_count(&self) -> usize {
        if self.kind.sectioned() { 4 } else { 1 }
    }

    /// The figure, or every problem found, in the order of the form.
    pub fn build(&self) -> Result<FigureDef, Vec<Problem>> {
        let mut problems = Vec::new();
        let name = self.name.trim();
        if name.is_empty() {
            problems.push(Problem::NameMissing);
        }
        let number = self.collector_number.trim();
        if number.is_empty() {
            problems.push(Problem::NumberMissing);
        }
        let mut field = |field: NumberField, text: &str, min: u16, max: u16| -> u16 {
            match text.trim().parse::<u32>() {
                Err(_) => {
                    problems.push(Problem::NotANumber { field, value: text.trim().to_string() });
                    min
                }
                Ok(n) if n < min as u32 || n > max as u32 => {
                    problems.push(Problem::OutOfRange { field, min, max });
                    min
                }
                Ok(n) => n as u16,
            }
        };
        let sectioned = self.kind.sectioned();
        let points = if sectioned { 0 } else { field(NumberField::Points, &self.points, 1, 1000) };
        let range = field(NumberField::Range, &self.range, 0, 30) as u8;
        let targets = field(NumberField::Targets, &self.targets, 0, 5) as u8;
        let attack_bonus = if self.kind == Kind::Rider { field(NumberField::AttackBonus, &self.attack_bonus, 0, 9) as u8 } else { 0 };
        let point_values: Vec<PointValue> = if sectioned {
            self.point_values
                .iter()
                .enumerate()
                .map(|(i, pv)| PointValue {
                    points: field(NumberField::PointValue(i), &pv.points, 1, 2000),
                    start_click: field(NumberField::PointValueClicks(i), &pv.clicks, 0, MAX_CLICKS as u16) as u8,
                })
                .collect()
        } else {
            Vec::new()
        };

        let sections: Vec<Option<Section>> = if sectioned { Section::ALL.map(Some).to_vec() } else { vec![None] };
        let mut dials = Vec::new();
        for (draft, section) in self.dials.iter().zip(sections) {
            if let Some(dial) = build_dial(draft, section, &mut problems) {
                dials.push(dial);
            }
        }

        let kind = match self.kind {
            Kind::Standard => FigureKind::Standard,
            Kind::Mount => {
                self.check_dark_riders_number(number, 'b', &mut problems);
                FigureKind::Mount { mount_type: self.mount_type, intelligence: self.intelligence, dark_riders: self.dark_riders }
            }
            Kind::Rider => {
                if self.dark_riders {
                    self.check_dark_riders_number(number, 'a', &mut problems);
                } else if self.symbols.is_empty() {
                    problems.push(Problem::NoMountSymbols);
                }
                let mut symbols = self.symbols.clone();
                symbols.sort();
                symbols.dedup();
                FigureKind::Rider { attack_bonus, symbols, dark_riders: self.dark_riders }
            }
            Kind::Colossal | Kind::Chariot => {
                if point_values.is_empty() {
                    problems.push(Problem::NoPointValues);
                }
                if dials.len() == 4 {
                    for (entry, pv) in point_values.iter().enumerate() {
                        let knocked = Section::ALL.into_iter().find(|s| {
                            let dial = &dials[s.index()];
                            dial.start() as usize + pv.start_click as usize >= dial.ko_index() as usize
                        });
                        if let Some(section) = knocked {
                            problems.push(Problem::PointValueTooDeep { entry, section });
                        }
                    }
                }
                FigureKind::Colossal { point_values: point_values.clone(), chariot: self.kind == Kind::Chariot }
            }
        };
        if !problems.is_empty() {
            return Err(problems);
        }
        let mut factions: Vec<String> = self.factions.split(',').map(str::trim).filter(|f| !f.is_empty()).map(str::to_owned).collect();
        factions.dedup();
        let def = FigureDef {
            name: name.to_owned(),
            collector_number: number.to_owned(),
            set: self.set.trim().to_owned(),
            factions,
            rank: self.rank,
            // A colossal's printed cost is its highest point value.
            points: if sectioned { point_values.iter().map(|p| p.points).max().unwrap_or(0) } else { points },
            range,
            targets,
            speed_type: if self.kind == Kind::Chariot { SpeedType::Wheel } else { self.speed_type },
            proficiencies: self.proficiencies.clone(),
            dials,
            kind,
        };
        // The engine's own check is the last word; the checks above explain its refusals.
        debug_assert_eq!(def.validate(), Ok(()));
        Ok(def)
    }

    fn check_dark_riders_number(&self, number: &str, suffix: char, problems: &mut Vec<Problem>) {
        let paired = number.strip_suffix(suffix).is_some_and(|n| !n.is_empty());
        if self.dark_riders && !number.is_empty() && !paired {
            problems.push(Problem::DarkRidersNumber { suffix });
        }
    }
}

/// A typed stat: a number up to the feed's limit, or a skull (`x`, `☠`, `💀`).
fn parse_stat(text: &str) -> Option<StatValue> {
    let t = text.trim();
    if matches!(t, "x" | "X" | "☠" | "💀") {
        return Some(StatValue::Skull);
    }
    t.parse::<u8>().ok().filter(|&n| n <= dialkeeper_feed::MAX_STAT).map(StatValue::Number)
}

fn build_dial(draft: &DialDraft, section: Option<Section>, problems: &mut Vec<Problem>) -> Option<Dial> {
    let before = problems.len();
    let mut clicks = Vec::with_capacity(draft.clicks.len());
    for (index, click) in draft.clicks.iter().enumerate() {
        let mut out = Click::KO;
        for (slot, stat) in StatSlot::ALL.into_iter().zip(&click.stats) {
            let place = StatPlace { section, click: index, slot };
            let value = if stat.value.trim().is_empty() {
                problems.push(Problem::StatMissing(place));
                continue;
            } else if let Some(v) = parse_stat(&stat.value) {
                v
            } else {
                problems.push(Problem::BadStat { place, value: stat.value.trim().to_string() });
                continue;
            };
            // A skull carries no colour; an ability must fit its slot.
            let ability = stat.ability.filter(|a| !value.is_skull() && a.fits(slot));
            *out.stat_mut(slot) = Stat { value, ability };
        }
        clicks.push(out);
    }
    if problems.len() > before {
        return None;
    }
    match Dial::new(clicks, draft.start.min(u8::MAX as usize) as u8) {
        Ok(dial) => Some(dial),
        Err(DialError::NoLiveClick | DialError::TooLong { .. }) => {
            problems.push(Problem::NoLiveClick { section });
            None
        }
        Err(DialError::StartNotLive { .. }) => {
            problems.push(Problem::StartNotLive { section, click: draft.start });
            None
        }
    }
}

#[cfg(test)]
mod tests;
