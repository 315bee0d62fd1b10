//! Rule ids from the rule catalog (`RULES.md`): every refusal, test and rules text names one.

use serde::{Deserialize, Serialize};

/// How the engine treats a rule (the catalog's legend).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuleKind {
    /// The engine enforces it or updates state.
    Track,
    /// The engine needs a player's answer as input.
    Ask,
    /// Shown in rules lookup and wizards only.
    Info,
}

/// A rule of the catalog, e.g. [`RuleId::Cav10`] is `CAV-10`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum RuleId {
    /// CORE-01: A figure's combat dial shows, per click, speed, attack, defense and damage values; range and number….
    #[serde(rename = "CORE-01")]
    Core01,
    /// CORE-02: Every figure starts the game on its starting click (the starting marker).
    #[serde(rename = "CORE-02")]
    Core02,
    /// CORE-03: Damage turns the dial one click per point of damage; healing turns it back one click per point,….
    #[serde(rename = "CORE-03")]
    Core03,
    /// CORE-04: A figure is eliminated (KO) when three skulls show in its stat slot; a dial's last click is the….
    #[serde(rename = "CORE-04")]
    Core04,
    /// CORE-05: An army's build total is the sum of its figures' point values and may not exceed the agreed game….
    #[serde(rename = "CORE-05")]
    Core05,
    /// CORE-06: Actions: move, close combat, ranged combat, special (an optional ability that costs an action) and….
    #[serde(rename = "CORE-06")]
    Core06,
    /// CORE-07: A figure can be given at most one action per turn (colossals: COL-06).
    #[serde(rename = "CORE-07")]
    Core07,
    /// CORE-08: At the end of a player's turn, action tokens are removed from each of that player's figures that….
    #[serde(rename = "CORE-08")]
    Core08,
    /// CORE-09: Attack: roll 2d6, add the attack value; a result at or above the target's defense value hits and….
    #[serde(rename = "CORE-09")]
    Core09,
    /// CORE-10: Close combat requires base contact; an attacker in contact with the target's rear arc gets +1 to….
    #[serde(rename = "CORE-10")]
    Core10,
    /// CORE-11: Ranged combat requires range > 0, no base contact with an opposing figure, a target in the front….
    #[serde(rename = "CORE-11")]
    Core11,
    /// CORE-12: Breaking away: a figure in base contact with an opposing figure that is given a move action rolls….
    #[serde(rename = "CORE-12")]
    Core12,
    /// CORE-13: Formations: figures of the same faction in base contact may move, attack in close combat (2–3….
    #[serde(rename = "CORE-13")]
    Core13,
    /// CORE-14: Capture: announced before a close attack; the target's defense is +2 for it; a captive moves with….
    #[serde(rename = "CORE-14")]
    Core14,
    /// CORE-15: Terrain: clear; hindering (movement stops on entering, speed halved; +1 defense against ranged….
    #[serde(rename = "CORE-15")]
    Core15,
    /// CORE-16: The special-ability colours per stat (speed, attack, defense, damage) as listed in seed 004's….
    #[serde(rename = "CORE-16")]
    Core16,
    /// CAV-01: Mounts are figures with elongated bases; each has a mount type, one of eight: battle horse, cloud….
    #[serde(rename = "CAV-01")]
    Cav01,
    /// CAV-02: Mounts and cavalry units cannot make free spins.
    #[serde(rename = "CAV-02")]
    Cav02,
    /// CAV-03: A rider has a rider attack bonus (a number in a square) and one or more mount symbols; it can ride….
    #[serde(rename = "CAV-03")]
    Cav03,
    /// CAV-04: Forming a cavalry unit: the rider goes into the mount's saddle and its base into the mount's base….
    #[serde(rename = "CAV-04")]
    Cav04,
    /// CAV-05: Mounts must be deployed as cavalry units (never riderless at deployment); the mount's and the….
    #[serde(rename = "CAV-05")]
    Cav05,
    /// CAV-06: What a cavalry unit never does or suffers: free spins, captures either way, Surge, carried flight….
    #[serde(rename = "CAV-06")]
    Cav06,
    /// CAV-07: Mount and rider are one figure: a figure in contact with the unit touches both; both occupy the….
    #[serde(rename = "CAV-07")]
    Cav07,
    /// CAV-08: Rider abilities and items that refer to the rider's front arc (Venom, Sweep) use the mount's front….
    #[serde(rename = "CAV-08")]
    Cav08,
    /// CAV-09: A cavalry unit can be given only one action per turn.
    #[serde(rename = "CAV-09")]
    Cav09,
    /// CAV-10: A cavalry unit that gets a second action token takes no pushing damage for it.
    #[serde(rename = "CAV-10")]
    Cav10,
    /// CAV-11: A move action uses only the mount's speed value, abilities and proficiencies.
    #[serde(rename = "CAV-11")]
    Cav11,
    /// CAV-12: For a close combat, ranged combat or special action the controller chooses the rider's or the….
    #[serde(rename = "CAV-12")]
    Cav12,
    /// CAV-13: Items: a mounted rider able to wield them drops and picks them up from the saddle….
    #[serde(rename = "CAV-13")]
    Cav13,
    /// CAV-14: A cavalry unit's combat actions use the mount's front arc and centre dot.
    #[serde(rename = "CAV-14")]
    Cav14,
    /// CAV-15: An attacker targeting a cavalry unit chooses which dial (mount or rider) the attack resolves….
    #[serde(rename = "CAV-15")]
    Cav15,
    /// CAV-16: Line of fire and areas of effect use the mount's centre dot; an area-of-effect attack (e.g.
    #[serde(rename = "CAV-16")]
    Cav16,
    /// CAV-17: Rear-arc modifiers use the mount's rear arc.
    #[serde(rename = "CAV-17")]
    Cav17,
    /// CAV-18: Pushing damage dealt to a cavalry unit goes to the dial its controller chooses.
    #[serde(rename = "CAV-18")]
    Cav18,
    /// CAV-19: Cavalry units form formations only with other cavalry units, and all riders must share a faction;….
    #[serde(rename = "CAV-19")]
    Cav19,
    /// CAV-20: If the mount is eliminated first, the rider returns to its base and is placed in contact with the….
    #[serde(rename = "CAV-20")]
    Cav20,
    /// CAV-21: A riderless mount acts by its intelligence level (shape around its mount symbol): skittish (circle)….
    #[serde(rename = "CAV-21")]
    Cav21,
    /// CAV-22: Dismounting: give the cavalry unit a special action, but give no action token and remove all tokens….
    #[serde(rename = "CAV-22")]
    Cav22,
    /// CAV-23: Remounting: a dismounted rider in contact with a friendly riderless mount whose type matches its….
    #[serde(rename = "CAV-23")]
    Cav23,
    /// CAV-24: Proficiencies that move and attack in one action let mount and rider use abilities that need that….
    #[serde(rename = "CAV-24")]
    Cav24,
    /// CAV-25: Horsemanship: a ranged attack resolved against the rider's dial gets −2 to its attack value.
    #[serde(rename = "CAV-25")]
    Cav25,
    /// CAV-26: Impale: the rider cannot use Weapon Master; when it hits a single target in close combat it gets +2….
    #[serde(rename = "CAV-26")]
    Cav26,
    /// CAV-27: Mounted Bound: a ranged combat action when not in contact with an opposing figure; move up to full….
    #[serde(rename = "CAV-27")]
    Cav27,
    /// CAV-28: Mounted Charge: a close combat action when not in contact with an opposing figure; move up to full….
    #[serde(rename = "CAV-28")]
    Cav28,
    /// CAV-29: Overwhelm: a move action when not in contact with an opposing figure, with no speed abilities; the….
    #[serde(rename = "CAV-29")]
    Cav29,
    /// CAV-30: Trample: a move action at ground level, without double-time; move in a straight line through the….
    #[serde(rename = "CAV-30")]
    Cav30,
    /// CAV-31: Dark Riders: riders and mounts match by collector number (rider #121a rides only mount #121b), not….
    #[serde(rename = "CAV-31")]
    Cav31,
    /// CAV-32: Dark Unity (Dark Riders, optional): once, as your command phase starts, the rider's pushing damage heals the mount….
    #[serde(rename = "CAV-32")]
    Cav32,
    /// CAV-33: Nature's Ally (Wylden Host): line of fire ignores hindering and concealing terrain; targets of its….
    #[serde(rename = "CAV-33")]
    Cav33,
    /// CAV-G: Glossary: base slot, cavalry unit, dismount, dismounted rider, independent, intelligence level,….
    #[serde(rename = "CAV-G")]
    CavG,
    /// COL-01: A colossal has four sections (front, left, right, rear), each with its own combat dial.
    #[serde(rename = "COL-01")]
    Col01,
    /// COL-02: A colossal is fielded at one of several point values printed under its base; at army building the….
    #[serde(rename = "COL-02")]
    Col02,
    /// COL-03: Colossals cannot capture or be captured, join formations, use the sprint and surge proficiencies….
    #[serde(rename = "COL-03")]
    Col03,
    /// COL-04: A section's arc is its whole outer edge.
    #[serde(rename = "COL-04")]
    Col04,
    /// COL-05: A colossal is eliminated when six skulls in total show across its sections, even while all four are….
    #[serde(rename = "COL-05")]
    Col05,
    /// COL-06: A colossal can be given several actions per turn, at most one per active section; inactive sections….
    #[serde(rename = "COL-06")]
    Col06,
    /// COL-07: Dials that stick out of the base count as base for base contact.
    #[serde(rename = "COL-07")]
    Col07,
    /// COL-08: A colossal may not end a move in contact with more than one objective token; it controls or….
    #[serde(rename = "COL-08")]
    Col08,
    /// COL-09: End of game: if no player controls more objectives than another, opponents can score a colossal….
    #[serde(rename = "COL-09")]
    Col09,
    /// COL-10: Distances to and from a colossal are measured from its centre.
    #[serde(rename = "COL-10")]
    Col10,
    /// COL-11: Damage that belongs to no clear section (e.g.
    #[serde(rename = "COL-11")]
    Col11,
    /// COL-12: A section's abilities apply only to that section, except that a wing or wave movement type, or….
    #[serde(rename = "COL-12")]
    Col12,
    /// COL-13: Other figures' abilities, items, relics and spells affect only the section they are in contact with.
    #[serde(rename = "COL-13")]
    Col13,
    /// COL-14: Movement: either turn around the centre (optional) and then move straight forward, or move straight….
    #[serde(rename = "COL-14")]
    Col14,
    /// COL-15: Movement template: placed where the colossal should stop; the path is the line from the colossal's….
    #[serde(rename = "COL-15")]
    Col15,
    /// COL-16: A colossal given a move action must break away if any section, active or inactive, is in contact….
    #[serde(rename = "COL-16")]
    Col16,
    /// COL-17: Close combat: the target must be in contact with the active section given the action.
    #[serde(rename = "COL-17")]
    Col17,
    /// COL-18: Ranged combat: an active section can take a ranged action if it has a range, an attack value above….
    #[serde(rename = "COL-18")]
    Col18,
    /// COL-19: Long-range attack: a titan, colossal or castle section attacking a titan, colossal or castle….
    #[serde(rename = "COL-19")]
    Col19,
    /// COL-20: Close attacks against a colossal need contact with an active section; aiming at an inactive section….
    #[serde(rename = "COL-20")]
    Col20,
    /// COL-21: Ranged attacks against a colossal: line of fire must cross an active section (an inactive one lets….
    #[serde(rename = "COL-21")]
    Col21,
    /// COL-22: Area effects: if the colossal's centre is inside the area, only one section is affected: the one….
    #[serde(rename = "COL-22")]
    Col22,
    /// COL-G: Glossary: disembark, board, rear compartment, long-range attack, passenger (seed 002, German).
    #[serde(rename = "COL-G")]
    ColG,
    /// CHR-01: A chariot is a colossal that can carry one passenger; it has the wheel movement type ("Wagenrad").
    #[serde(rename = "CHR-01")]
    Chr01,
    /// CHR-02: A chariot moves like a colossal but cannot move straight backward.
    #[serde(rename = "CHR-02")]
    Chr02,
    /// CHR-03: The chariot's rear compartment holds one friendly figure, its passenger.
    #[serde(rename = "CHR-03")]
    Chr03,
    /// CHR-04: A passenger is in base contact with nothing (not the chariot, not figures touching it, not tokens….
    #[serde(rename = "CHR-04")]
    Chr04,
    /// CHR-05: Boarding: a friendly figure with speed above 0, not a "Wächter" (see the English rules for the….
    #[serde(rename = "CHR-05")]
    Chr05,
    /// CHR-06: Disembarking: a passenger with speed above 0 is given a move action and placed in contact with a….
    #[serde(rename = "CHR-06")]
    Chr06,
    /// CHR-07: An item a passenger drops, or carries when eliminated, is placed in contact with a side or the rear….
    #[serde(rename = "CHR-07")]
    Chr07,
    /// CHR-08: A passenger's front arc is both side sections and the rear section; it can never target or affect….
    #[serde(rename = "CHR-08")]
    Chr08,
    /// CHR-09: A passenger can make close attacks against figures in contact with its arc; it cannot become a….
    #[serde(rename = "CHR-09")]
    Chr09,
    /// CHR-10: A passenger can make a ranged attack only if the chariot has not moved this turn; line of fire from….
    #[serde(rename = "CHR-10")]
    Chr10,
    /// CHR-11: Nothing that damages or heals affects a passenger directly.
    #[serde(rename = "CHR-11")]
    Chr11,
    /// CHR-12: When the chariot is eliminated, the passenger is placed with its centre where the chariot's centre….
    #[serde(rename = "CHR-12")]
    Chr12,
    /// CHR-G: Glossary (seed 002): disembark ("Aussteigen"), board ("Einsteigen"), rear compartment ("Hinteres….
    #[serde(rename = "CHR-G")]
    ChrG,
}

impl RuleId {
    /// Every rule, in catalog order.
    pub const ALL: [RuleId; 86] = [
        RuleId::Core01,
        RuleId::Core02,
        RuleId::Core03,
        RuleId::Core04,
        RuleId::Core05,
        RuleId::Core06,
        RuleId::Core07,
        RuleId::Core08,
        RuleId::Core09,
        RuleId::Core10,
        RuleId::Core11,
        RuleId::Core12,
        RuleId::Core13,
        RuleId::Core14,
        RuleId::Core15,
        RuleId::Core16,
        RuleId::Cav01,
        RuleId::Cav02,
        RuleId::Cav03,
        RuleId::Cav04,
        RuleId::Cav05,
        RuleId::Cav06,
        RuleId::Cav07,
        RuleId::Cav08,
        RuleId::Cav09,
        RuleId::Cav10,
        RuleId::Cav11,
        RuleId::Cav12,
        RuleId::Cav13,
        RuleId::Cav14,
        RuleId::Cav15,
        RuleId::Cav16,
        RuleId::Cav17,
        RuleId::Cav18,
        RuleId::Cav19,
        RuleId::Cav20,
        RuleId::Cav21,
        RuleId::Cav22,
        RuleId::Cav23,
        RuleId::Cav24,
        RuleId::Cav25,
        RuleId::Cav26,
        RuleId::Cav27,
        RuleId::Cav28,
        RuleId::Cav29,
        RuleId::Cav30,
        RuleId::Cav31,
        RuleId::Cav32,
        RuleId::Cav33,
        RuleId::CavG,
        RuleId::Col01,
        RuleId::Col02,
        RuleId::Col03,
        RuleId::Col04,
        RuleId::Col05,
        RuleId::Col06,
        RuleId::Col07,
        RuleId::Col08,
        RuleId::Col09,
        RuleId::Col10,
        RuleId::Col11,
        RuleId::Col12,
        RuleId::Col13,
        RuleId::Col14,
        RuleId::Col15,
        RuleId::Col16,
        RuleId::Col17,
        RuleId::Col18,
        RuleId::Col19,
        RuleId::Col20,
        RuleId::Col21,
        RuleId::Col22,
        RuleId::ColG,
        RuleId::Chr01,
        RuleId::Chr02,
        RuleId::Chr03,
        RuleId::Chr04,
        RuleId::Chr05,
        RuleId::Chr06,
        RuleId::Chr07,
        RuleId::Chr08,
        RuleId::Chr09,
        RuleId::Chr10,
        RuleId::Chr11,
        RuleId::Chr12,
        RuleId::ChrG,
    ];

    /// The catalog id, e.g. `"CAV-10"`.
    pub const fn code(self) -> &'static str {
        match self {
            RuleId::Core01 => "CORE-01",
            RuleId::Core02 => "CORE-02",
            RuleId::Core03 => "CORE-03",
            RuleId::Core04 => "CORE-04",
            RuleId::Core05 => "CORE-05",
            RuleId::Core06 => "CORE-06",
            RuleId::Core07 => "CORE-07",
            RuleId::Core08 => "CORE-08",
            RuleId::Core09 => "CORE-09",
            RuleId::Core10 => "CORE-10",
            RuleId::Core11 => "CORE-11",
            RuleId::Core12 => "CORE-12",
            RuleId::Core13 => "CORE-13",
            RuleId::Core14 => "CORE-14",
            RuleId::Core15 => "CORE-15",
            RuleId::Core16 => "CORE-16",
            RuleId::Cav01 => "CAV-01",
            RuleId::Cav02 => "CAV-02",
            RuleId::Cav03 => "CAV-03",
            RuleId::Cav04 => "CAV-04",
            RuleId::Cav05 => "CAV-05",
            RuleId::Cav06 => "CAV-06",
            RuleId::Cav07 => "CAV-07",
            RuleId::Cav08 => "CAV-08",
            RuleId::Cav09 => "CAV-09",
            RuleId::Cav10 => "CAV-10",
            RuleId::Cav11 => "CAV-11",
            RuleId::Cav12 => "CAV-12",
            RuleId::Cav13 => "CAV-13",
            RuleId::Cav14 => "CAV-14",
            RuleId::Cav15 => "CAV-15",
            RuleId::Cav16 => "CAV-16",
            RuleId::Cav17 => "CAV-17",
            RuleId::Cav18 => "CAV-18",
            RuleId::Cav19 => "CAV-19",
            RuleId::Cav20 => "CAV-20",
            RuleId::Cav21 => "CAV-21",
            RuleId::Cav22 => "CAV-22",
            RuleId::Cav23 => "CAV-23",
            RuleId::Cav24 => "CAV-24",
            RuleId::Cav25 => "CAV-25",
            RuleId::Cav26 => "CAV-26",
            RuleId::Cav27 => "CAV-27",
            RuleId::Cav28 => "CAV-28",
            RuleId::Cav29 => "CAV-29",
            RuleId::Cav30 => "CAV-30",
            RuleId::Cav31 => "CAV-31",
            RuleId::Cav32 => "CAV-32",
            RuleId::Cav33 => "CAV-33",
            RuleId::CavG => "CAV-G",
            RuleId::Col01 => "COL-01",
            RuleId::Col02 => "COL-02",
            RuleId::Col03 => "COL-03",
            RuleId::Col04 => "COL-04",
            RuleId::Col05 => "COL-05",
            RuleId::Col06 => "COL-06",
            RuleId::Col07 => "COL-07",
            RuleId::Col08 => "COL-08",
            RuleId::Col09 => "COL-09",
            RuleId::Col10 => "COL-10",
            RuleId::Col11 => "COL-11",
            RuleId::Col12 => "COL-12",
            RuleId::Col13 => "COL-13",
            RuleId::Col14 => "COL-14",
            RuleId::Col15 => "COL-15",
            RuleId::Col16 => "COL-16",
            RuleId::Col17 => "COL-17",
            RuleId::Col18 => "COL-18",
            RuleId::Col19 => "COL-19",
            RuleId::Col20 => "COL-20",
            RuleId::Col21 => "COL-21",
            RuleId::Col22 => "COL-22",
            RuleId::ColG => "COL-G",
            RuleId::Chr01 => "CHR-01",
            RuleId::Chr02 => "CHR-02",
            RuleId::Chr03 => "CHR-03",
            RuleId::Chr04 => "CHR-04",
            RuleId::Chr05 => "CHR-05",
            RuleId::Chr06 => "CHR-06",
            RuleId::Chr07 => "CHR-07",
            RuleId::Chr08 => "CHR-08",
            RuleId::Chr09 => "CHR-09",
            RuleId::Chr10 => "CHR-10",
            RuleId::Chr11 => "CHR-11",
            RuleId::Chr12 => "CHR-12",
            RuleId::ChrG => "CHR-G",
        }
    }

    /// The Fluent message id of this rule's text, e.g. `"rule-cav-10"`.
    pub const fn message_id(self) -> &'static str {
        match self {
            RuleId::Core01 => "rule-core-01",
            RuleId::Core02 => "rule-core-02",
            RuleId::Core03 => "rule-core-03",
            RuleId::Core04 => "rule-core-04",
            RuleId::Core05 => "rule-core-05",
            RuleId::Core06 => "rule-core-06",
            RuleId::Core07 => "rule-core-07",
            RuleId::Core08 => "rule-core-08",
            RuleId::Core09 => "rule-core-09",
            RuleId::Core10 => "rule-core-10",
            RuleId::Core11 => "rule-core-11",
            RuleId::Core12 => "rule-core-12",
            RuleId::Core13 => "rule-core-13",
            RuleId::Core14 => "rule-core-14",
            RuleId::Core15 => "rule-core-15",
            RuleId::Core16 => "rule-core-16",
            RuleId::Cav01 => "rule-cav-01",
            RuleId::Cav02 => "rule-cav-02",
            RuleId::Cav03 => "rule-cav-03",
            RuleId::Cav04 => "rule-cav-04",
            RuleId::Cav05 => "rule-cav-05",
            RuleId::Cav06 => "rule-cav-06",
            RuleId::Cav07 => "rule-cav-07",
            RuleId::Cav08 => "rule-cav-08",
            RuleId::Cav09 => "rule-cav-09",
            RuleId::Cav10 => "rule-cav-10",
            RuleId::Cav11 => "rule-cav-11",
            RuleId::Cav12 => "rule-cav-12",
            RuleId::Cav13 => "rule-cav-13",
            RuleId::Cav14 => "rule-cav-14",
            RuleId::Cav15 => "rule-cav-15",
            RuleId::Cav16 => "rule-cav-16",
            RuleId::Cav17 => "rule-cav-17",
            RuleId::Cav18 => "rule-cav-18",
            RuleId::Cav19 => "rule-cav-19",
            RuleId::Cav20 => "rule-cav-20",
            RuleId::Cav21 => "rule-cav-21",
            RuleId::Cav22 => "rule-cav-22",
            RuleId::Cav23 => "rule-cav-23",
            RuleId::Cav24 => "rule-cav-24",
            RuleId::Cav25 => "rule-cav-25",
            RuleId::Cav26 => "rule-cav-26",
            RuleId::Cav27 => "rule-cav-27",
            RuleId::Cav28 => "rule-cav-28",
            RuleId::Cav29 => "rule-cav-29",
            RuleId::Cav30 => "rule-cav-30",
            RuleId::Cav31 => "rule-cav-31",
            RuleId::Cav32 => "rule-cav-32",
            RuleId::Cav33 => "rule-cav-33",
            RuleId::CavG => "rule-cav-g",
            RuleId::Col01 => "rule-col-01",
            RuleId::Col02 => "rule-col-02",
            RuleId::Col03 => "rule-col-03",
            RuleId::Col04 => "rule-col-04",
            RuleId::Col05 => "rule-col-05",
            RuleId::Col06 => "rule-col-06",
            RuleId::Col07 => "rule-col-07",
            RuleId::Col08 => "rule-col-08",
            RuleId::Col09 => "rule-col-09",
            RuleId::Col10 => "rule-col-10",
            RuleId::Col11 => "rule-col-11",
            RuleId::Col12 => "rule-col-12",
            RuleId::Col13 => "rule-col-13",
            RuleId::Col14 => "rule-col-14",
            RuleId::Col15 => "rule-col-15",
            RuleId::Col16 => "rule-col-16",
            RuleId::Col17 => "rule-col-17",
            RuleId::Col18 => "rule-col-18",
            RuleId::Col19 => "rule-col-19",
            RuleId::Col20 => "rule-col-20",
            RuleId::Col21 => "rule-col-21",
            RuleId::Col22 => "rule-col-22",
            RuleId::ColG => "rule-col-g",
            RuleId::Chr01 => "rule-chr-01",
            RuleId::Chr02 => "rule-chr-02",
            RuleId::Chr03 => "rule-chr-03",
            RuleId::Chr04 => "rule-chr-04",
            RuleId::Chr05 => "rule-chr-05",
            RuleId::Chr06 => "rule-chr-06",
            RuleId::Chr07 => "rule-chr-07",
            RuleId::Chr08 => "rule-chr-08",
            RuleId::Chr09 => "rule-chr-09",
            RuleId::Chr10 => "rule-chr-10",
            RuleId::Chr11 => "rule-chr-11",
            RuleId::Chr12 => "rule-chr-12",
            RuleId::ChrG => "rule-chr-g",
        }
    }

    /// Whether the engine tracks it, asks for it, or only shows it.
    pub const fn kinds(self) -> &'static [RuleKind] {
        match self {
            RuleId::Core01 => &[RuleKind::Track],
            RuleId::Core02 => &[RuleKind::Track],
            RuleId::Core03 => &[RuleKind::Track],
            RuleId::Core04 => &[RuleKind::Track],
            RuleId::Core05 => &[RuleKind::Track],
            RuleId::Core06 => &[RuleKind::Track],
            RuleId::Core07 => &[RuleKind::Track],
            RuleId::Core08 => &[RuleKind::Track],
            RuleId::Core09 => &[RuleKind::Track],
            RuleId::Core10 => &[RuleKind::Info],
            RuleId::Core11 => &[RuleKind::Info],
            RuleId::Core12 => &[RuleKind::Ask],
            RuleId::Core13 => &[RuleKind::Info],
            RuleId::Core14 => &[RuleKind::Info],
            RuleId::Core15 => &[RuleKind::Info],
            RuleId::Core16 => &[RuleKind::Info],
            RuleId::Cav01 => &[RuleKind::Track],
            RuleId::Cav02 => &[RuleKind::Track],
            RuleId::Cav03 => &[RuleKind::Track],
            RuleId::Cav04 => &[RuleKind::Track],
            RuleId::Cav05 => &[RuleKind::Track],
            RuleId::Cav06 => &[RuleKind::Track],
            RuleId::Cav07 => &[RuleKind::Info],
            RuleId::Cav08 => &[RuleKind::Info],
            RuleId::Cav09 => &[RuleKind::Track],
            RuleId::Cav10 => &[RuleKind::Track],
            RuleId::Cav11 => &[RuleKind::Track],
            RuleId::Cav12 => &[RuleKind::Track],
            RuleId::Cav13 => &[RuleKind::Info],
            RuleId::Cav14 => &[RuleKind::Info],
            RuleId::Cav15 => &[RuleKind::Track],
            RuleId::Cav16 => &[RuleKind::Track],
            RuleId::Cav17 => &[RuleKind::Info],
            RuleId::Cav18 => &[RuleKind::Track],
            RuleId::Cav19 => &[RuleKind::Track],
            RuleId::Cav20 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::Cav21 => &[RuleKind::Track],
            RuleId::Cav22 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::Cav23 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::Cav24 => &[RuleKind::Info],
            RuleId::Cav25 => &[RuleKind::Track],
            RuleId::Cav26 => &[RuleKind::Track],
            RuleId::Cav27 => &[RuleKind::Track],
            RuleId::Cav28 => &[RuleKind::Track],
            RuleId::Cav29 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::Cav30 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::Cav31 => &[RuleKind::Track],
            RuleId::Cav32 => &[RuleKind::Track],
            RuleId::Cav33 => &[RuleKind::Info],
            RuleId::CavG => &[RuleKind::Info],
            RuleId::Col01 => &[RuleKind::Track],
            RuleId::Col02 => &[RuleKind::Track],
            RuleId::Col03 => &[RuleKind::Track],
            RuleId::Col04 => &[RuleKind::Track],
            RuleId::Col05 => &[RuleKind::Track],
            RuleId::Col06 => &[RuleKind::Track],
            RuleId::Col07 => &[RuleKind::Info],
            RuleId::Col08 => &[RuleKind::Track],
            RuleId::Col09 => &[RuleKind::Track],
            RuleId::Col10 => &[RuleKind::Info],
            RuleId::Col11 => &[RuleKind::Track],
            RuleId::Col12 => &[RuleKind::Track],
            RuleId::Col13 => &[RuleKind::Info],
            RuleId::Col14 => &[RuleKind::Track],
            RuleId::Col15 => &[RuleKind::Info],
            RuleId::Col16 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::Col17 => &[RuleKind::Track],
            RuleId::Col18 => &[RuleKind::Track],
            RuleId::Col19 => &[RuleKind::Track],
            RuleId::Col20 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::Col21 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::Col22 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::ColG => &[RuleKind::Info],
            RuleId::Chr01 => &[RuleKind::Track],
            RuleId::Chr02 => &[RuleKind::Track],
            RuleId::Chr03 => &[RuleKind::Track],
            RuleId::Chr04 => &[RuleKind::Track],
            RuleId::Chr05 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::Chr06 => &[RuleKind::Track, RuleKind::Ask],
            RuleId::Chr07 => &[RuleKind::Info],
            RuleId::Chr08 => &[RuleKind::Info],
            RuleId::Chr09 => &[RuleKind::Track],
            RuleId::Chr10 => &[RuleKind::Track],
            RuleId::Chr11 => &[RuleKind::Track],
            RuleId::Chr12 => &[RuleKind::Track],
            RuleId::ChrG => &[RuleKind::Info],
        }
    }

    /// Looks a rule up by its catalog id (`"CAV-10"`).
    pub fn from_code(code: &str) -> Option<RuleId> {
        RuleId::ALL.into_iter().find(|r| r.code().eq_ignore_ascii_case(code))
    }
}

impl std::fmt::Display for RuleId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}
