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

/// Declares the rules once, a line each: the catalog code, the message id of its text and
/// its kinds. The enum, its serde names, `ALL`, `code()`, `message_id()` and `kinds()` all
/// come from this one list.
macro_rules! rules {
    ($( $(#[$doc:meta])* $rule:ident = $code:literal $message:literal [$($kind:ident),+], )*) => {
        /// A rule of the catalog, e.g. [`RuleId::Cav10`] is `CAV-10`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum RuleId {
            $( $(#[$doc])* #[serde(rename = $code)] $rule, )*
        }

        impl RuleId {
            /// Every rule, in catalog order.
            pub const ALL: [RuleId; [$(stringify!($rule)),*].len()] = [$(RuleId::$rule),*];

            /// The catalog id, e.g. `"CAV-10"`.
            pub const fn code(self) -> &'static str {
                match self {
                    $(RuleId::$rule => $code),*
                }
            }

            /// The Fluent message id of this rule's text, e.g. `"rule-cav-10"`.
            pub const fn message_id(self) -> &'static str {
                match self {
                    $(RuleId::$rule => $message),*
                }
            }

            /// Whether the engine tracks it, asks for it, or only shows it.
            pub const fn kinds(self) -> &'static [RuleKind] {
                match self {
                    $(RuleId::$rule => &[$(RuleKind::$kind),+]),*
                }
            }
        }
    };
}

rules! {
    /// CORE-01: A figure's combat dial shows, per click, speed, attack, defense and damage values; range and number….
    Core01 = "CORE-01" "rule-core-01" [Track],
    /// CORE-02: Every figure starts the game on its starting click (the starting marker).
    Core02 = "CORE-02" "rule-core-02" [Track],
    /// CORE-03: Damage turns the dial one click per point of damage; healing turns it back one click per point,….
    Core03 = "CORE-03" "rule-core-03" [Track],
    /// CORE-04: A figure is eliminated (KO) when three skulls show in its stat slot; a dial's last click is the….
    Core04 = "CORE-04" "rule-core-04" [Track],
    /// CORE-05: An army's build total is the sum of its figures' point values and may not exceed the agreed game….
    Core05 = "CORE-05" "rule-core-05" [Track],
    /// CORE-06: Actions: move, close combat, ranged combat, special (an optional ability that costs an action) and….
    Core06 = "CORE-06" "rule-core-06" [Track],
    /// CORE-07: A figure can be given at most one action per turn (colossals: COL-06).
    Core07 = "CORE-07" "rule-core-07" [Track],
    /// CORE-08: At the end of a player's turn, action tokens are removed from each of that player's figures that….
    Core08 = "CORE-08" "rule-core-08" [Track],
    /// CORE-09: Attack: roll 2d6, add the attack value; a result at or above the target's defense value hits and….
    Core09 = "CORE-09" "rule-core-09" [Track],
    /// CORE-10: Close combat requires base contact; an attacker in contact with the target's rear arc gets +1 to….
    Core10 = "CORE-10" "rule-core-10" [Info],
    /// CORE-11: Ranged combat requires range > 0, no base contact with an opposing figure, a target in the front….
    Core11 = "CORE-11" "rule-core-11" [Info],
    /// CORE-12: Breaking away: a figure in base contact with an opposing figure that is given a move action rolls….
    Core12 = "CORE-12" "rule-core-12" [Ask],
    /// CORE-13: Formations: figures of the same faction in base contact may move, attack in close combat (2–3….
    Core13 = "CORE-13" "rule-core-13" [Track, Ask],
    /// CORE-14: Capture: announced before a close attack; the target's defense is +2 for it; a captive moves with….
    Core14 = "CORE-14" "rule-core-14" [Track, Ask],
    /// CORE-15: Terrain: clear; hindering (movement stops on entering, speed halved; +1 defense against ranged….
    Core15 = "CORE-15" "rule-core-15" [Info],
    /// CORE-16: The special-ability colours per stat (speed, attack, defense, damage) as listed in seed 004's….
    Core16 = "CORE-16" "rule-core-16" [Track, Ask],
    /// CORE-17: A unique figure may appear at most once in an army; other figures as often as the build….
    Core17 = "CORE-17" "rule-core-17" [Track],
    /// CORE-18: The game ends when a player has eliminated or captured every opposing figure, when the agreed….
    Core18 = "CORE-18" "rule-core-18" [Track, Ask],
    /// CORE-19: Victory points at the end: opposing figures eliminated or held captive, colossals by COL-09;….
    Core19 = "CORE-19" "rule-core-19" [Track, Ask],
    /// CAV-01: Mounts are figures with elongated bases; each has a mount type, one of eight: battle horse, cloud….
    Cav01 = "CAV-01" "rule-cav-01" [Track],
    /// CAV-02: Mounts and cavalry units cannot make free spins.
    Cav02 = "CAV-02" "rule-cav-02" [Track],
    /// CAV-03: A rider has a rider attack bonus (a number in a square) and one or more mount symbols; it can ride….
    Cav03 = "CAV-03" "rule-cav-03" [Track],
    /// CAV-04: Forming a cavalry unit: the rider goes into the mount's saddle and its base into the mount's base….
    Cav04 = "CAV-04" "rule-cav-04" [Track],
    /// CAV-05: Mounts must be deployed as cavalry units (never riderless at deployment); the mount's and the….
    Cav05 = "CAV-05" "rule-cav-05" [Track],
    /// CAV-06: What a cavalry unit never does or suffers: free spins, captures either way, Surge, carried flight….
    Cav06 = "CAV-06" "rule-cav-06" [Track],
    /// CAV-07: Mount and rider are one figure: a figure in contact with the unit touches both; both occupy the….
    Cav07 = "CAV-07" "rule-cav-07" [Info],
    /// CAV-08: Rider abilities and items that refer to the rider's front arc (Venom, Sweep) use the mount's front….
    Cav08 = "CAV-08" "rule-cav-08" [Info],
    /// CAV-09: A cavalry unit can be given only one action per turn.
    Cav09 = "CAV-09" "rule-cav-09" [Track],
    /// CAV-10: A cavalry unit that gets a second action token takes no pushing damage for it.
    Cav10 = "CAV-10" "rule-cav-10" [Track],
    /// CAV-11: A move action uses only the mount's speed value, abilities and proficiencies.
    Cav11 = "CAV-11" "rule-cav-11" [Track],
    /// CAV-12: For a close combat, ranged combat or special action the controller chooses the rider's or the….
    Cav12 = "CAV-12" "rule-cav-12" [Track],
    /// CAV-13: Items: a mounted rider able to wield them drops and picks them up from the saddle….
    Cav13 = "CAV-13" "rule-cav-13" [Info],
    /// CAV-14: A cavalry unit's combat actions use the mount's front arc and centre dot.
    Cav14 = "CAV-14" "rule-cav-14" [Info],
    /// CAV-15: An attacker targeting a cavalry unit chooses which dial (mount or rider) the attack resolves….
    Cav15 = "CAV-15" "rule-cav-15" [Track],
    /// CAV-16: Line of fire and areas of effect use the mount's centre dot; an area-of-effect attack (e.g.
    Cav16 = "CAV-16" "rule-cav-16" [Track],
    /// CAV-17: Rear-arc modifiers use the mount's rear arc.
    Cav17 = "CAV-17" "rule-cav-17" [Info],
    /// CAV-18: Pushing damage dealt to a cavalry unit goes to the dial its controller chooses.
    Cav18 = "CAV-18" "rule-cav-18" [Track],
    /// CAV-19: Cavalry units form formations only with other cavalry units, and all riders must share a faction;….
    Cav19 = "CAV-19" "rule-cav-19" [Track],
    /// CAV-20: If the mount is eliminated first, the rider returns to its base and is placed in contact with the….
    Cav20 = "CAV-20" "rule-cav-20" [Track, Ask],
    /// CAV-21: A riderless mount acts by its intelligence level (shape around its mount symbol): skittish (circle)….
    Cav21 = "CAV-21" "rule-cav-21" [Track],
    /// CAV-22: Dismounting: give the cavalry unit a special action, but give no action token and remove all tokens….
    Cav22 = "CAV-22" "rule-cav-22" [Track, Ask],
    /// CAV-23: Remounting: a dismounted rider in contact with a friendly riderless mount whose type matches its….
    Cav23 = "CAV-23" "rule-cav-23" [Track, Ask],
    /// CAV-24: Proficiencies that move and attack in one action let mount and rider use abilities that need that….
    Cav24 = "CAV-24" "rule-cav-24" [Info],
    /// CAV-25: Horsemanship: a ranged attack resolved against the rider's dial gets −2 to its attack value.
    Cav25 = "CAV-25" "rule-cav-25" [Track],
    /// CAV-26: Impale: the rider cannot use Weapon Master; when it hits a single target in close combat it gets +2….
    Cav26 = "CAV-26" "rule-cav-26" [Track],
    /// CAV-27: Mounted Bound: a ranged combat action when not in contact with an opposing figure; move up to full….
    Cav27 = "CAV-27" "rule-cav-27" [Track],
    /// CAV-28: Mounted Charge: a close combat action when not in contact with an opposing figure; move up to full….
    Cav28 = "CAV-28" "rule-cav-28" [Track],
    /// CAV-29: Overwhelm: a move action when not in contact with an opposing figure, with no speed abilities; the….
    Cav29 = "CAV-29" "rule-cav-29" [Track, Ask],
    /// CAV-30: Trample: a move action at ground level, without double-time; move in a straight line through the….
    Cav30 = "CAV-30" "rule-cav-30" [Track, Ask],
    /// CAV-31: Dark Riders: riders and mounts match by collector number (rider #121a rides only mount #121b), not….
    Cav31 = "CAV-31" "rule-cav-31" [Track],
    /// CAV-32: Dark Unity (Dark Riders, optional): once, as your command phase starts, the rider's pushing damage heals the mount….
    Cav32 = "CAV-32" "rule-cav-32" [Track],
    /// CAV-33: Nature's Ally (Wylden Host): line of fire ignores hindering and concealing terrain; targets of its….
    Cav33 = "CAV-33" "rule-cav-33" [Info],
    /// CAV-G: Glossary: base slot, cavalry unit, dismount, dismounted rider, independent, intelligence level,….
    CavG = "CAV-G" "rule-cav-g" [Info],
    /// COL-01: A colossal has four sections (front, left, right, rear), each with its own combat dial.
    Col01 = "COL-01" "rule-col-01" [Track],
    /// COL-02: A colossal is fielded at one of several point values printed under its base; at army building the….
    Col02 = "COL-02" "rule-col-02" [Track],
    /// COL-03: Colossals cannot capture or be captured, join formations, use the sprint and surge proficiencies….
    Col03 = "COL-03" "rule-col-03" [Track],
    /// COL-04: A section's arc is its whole outer edge.
    Col04 = "COL-04" "rule-col-04" [Track],
    /// COL-05: A colossal is eliminated when six skulls in total show across its sections, even while all four are….
    Col05 = "COL-05" "rule-col-05" [Track],
    /// COL-06: A colossal can be given several actions per turn, at most one per active section; inactive sections….
    Col06 = "COL-06" "rule-col-06" [Track],
    /// COL-07: Dials that stick out of the base count as base for base contact.
    Col07 = "COL-07" "rule-col-07" [Info],
    /// COL-08: A colossal may not end a move in contact with more than one objective token; it controls or….
    Col08 = "COL-08" "rule-col-08" [Track],
    /// COL-09: End of game: if no player controls more objectives than another, opponents can score a colossal….
    Col09 = "COL-09" "rule-col-09" [Track],
    /// COL-10: Distances to and from a colossal are measured from its centre.
    Col10 = "COL-10" "rule-col-10" [Info],
    /// COL-11: Damage that belongs to no clear section (e.g.
    Col11 = "COL-11" "rule-col-11" [Track],
    /// COL-12: A section's abilities apply only to that section, except that a wing or wave movement type, or….
    Col12 = "COL-12" "rule-col-12" [Track],
    /// COL-13: Other figures' abilities, items, relics and spells affect only the section they are in contact with.
    Col13 = "COL-13" "rule-col-13" [Info],
    /// COL-14: Movement: either turn around the centre (optional) and then move straight forward, or move straight….
    Col14 = "COL-14" "rule-col-14" [Track],
    /// COL-15: Movement template: placed where the colossal should stop; the path is the line from the colossal's….
    Col15 = "COL-15" "rule-col-15" [Info],
    /// COL-16: A colossal given a move action must break away if any section, active or inactive, is in contact….
    Col16 = "COL-16" "rule-col-16" [Track, Ask],
    /// COL-17: Close combat: the target must be in contact with the active section given the action.
    Col17 = "COL-17" "rule-col-17" [Track],
    /// COL-18: Ranged combat: an active section can take a ranged action if it has a range, an attack value above….
    Col18 = "COL-18" "rule-col-18" [Track],
    /// COL-19: Long-range attack: a titan, colossal or castle section attacking a titan, colossal or castle….
    Col19 = "COL-19" "rule-col-19" [Track],
    /// COL-20: Close attacks against a colossal need contact with an active section; aiming at an inactive section….
    Col20 = "COL-20" "rule-col-20" [Track, Ask],
    /// COL-21: Ranged attacks against a colossal: line of fire must cross an active section (an inactive one lets….
    Col21 = "COL-21" "rule-col-21" [Track, Ask],
    /// COL-22: Area effects: if the colossal's centre is inside the area, only one section is affected: the one….
    Col22 = "COL-22" "rule-col-22" [Track, Ask],
    /// COL-G: Glossary: disembark, board, rear compartment, long-range attack, passenger (seed 002, German).
    ColG = "COL-G" "rule-col-g" [Info],
    /// CHR-01: A chariot is a colossal that can carry one passenger; it has the wheel movement type ("Wagenrad").
    Chr01 = "CHR-01" "rule-chr-01" [Track],
    /// CHR-02: A chariot moves like a colossal but cannot move straight backward.
    Chr02 = "CHR-02" "rule-chr-02" [Track],
    /// CHR-03: The chariot's rear compartment holds one friendly figure, its passenger.
    Chr03 = "CHR-03" "rule-chr-03" [Track],
    /// CHR-04: A passenger is in base contact with nothing (not the chariot, not figures touching it, not tokens….
    Chr04 = "CHR-04" "rule-chr-04" [Track],
    /// CHR-05: Boarding: a friendly figure with speed above 0, not a "Wächter" (see the English rules for the….
    Chr05 = "CHR-05" "rule-chr-05" [Track, Ask],
    /// CHR-06: Disembarking: a passenger with speed above 0 is given a move action and placed in contact with a….
    Chr06 = "CHR-06" "rule-chr-06" [Track, Ask],
    /// CHR-07: An item a passenger drops, or carries when eliminated, is placed in contact with a side or the rear….
    Chr07 = "CHR-07" "rule-chr-07" [Info],
    /// CHR-08: A passenger's front arc is both side sections and the rear section; it can never target or affect….
    Chr08 = "CHR-08" "rule-chr-08" [Info],
    /// CHR-09: A passenger can make close attacks against figures in contact with its arc; it cannot become a….
    Chr09 = "CHR-09" "rule-chr-09" [Track],
    /// CHR-10: A passenger can make a ranged attack only if the chariot has not moved this turn; line of fire from….
    Chr10 = "CHR-10" "rule-chr-10" [Track],
    /// CHR-11: Nothing that damages or heals affects a passenger directly.
    Chr11 = "CHR-11" "rule-chr-11" [Track],
    /// CHR-12: When the chariot is eliminated, the passenger is placed with its centre where the chariot's centre….
    Chr12 = "CHR-12" "rule-chr-12" [Track],
    /// CHR-G: Glossary (seed 002): disembark ("Aussteigen"), board ("Einsteigen"), rear compartment ("Hinteres….
    ChrG = "CHR-G" "rule-chr-g" [Info],
}

impl RuleId {
    /// Looks a rule up by its catalog id (`"CAV-10"`).
    pub fn from_code(code: &str) -> Option<RuleId> {
        RuleId::ALL.iter().copied().find(|r| r.code().eq_ignore_ascii_case(code))
    }
}

impl std::fmt::Display for RuleId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}
