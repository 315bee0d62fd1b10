### Why the rules refuse something. The app shows the rule id beside it as a link.
### Variables are named after the engine's fields; figures arrive as their names.

## Core

# Variables:
#   $figure (String) - the figure id
violation-unknown-figure = There is no such figure in this game.
# Variables:
#   $figure (String) - figure name
#   $player (String) - whose turn it is
violation-not-your-figure = It is { $player }'s turn: only their own figures can be given actions, and { $figure } is not one of them.
# Variables:
#   $allowed (Number) - actions per turn
violation-no-actions-left = All { $allowed ->
    [one] { $allowed } action
   *[other] { $allowed } actions
} of this turn are used. End the turn.
# Variables:
#   $figure (String) - figure name
violation-already-acted = { $figure } was already given an action this turn.
# Variables:
#   $figure (String) - figure name
violation-two-tokens = { $figure } carries two action tokens and must rest this turn.
# Variables:
#   $figure (String) - figure name
violation-eliminated = { $figure } has been eliminated.
# Variables:
#   $figure (String) - figure name
violation-nothing-to-heal = { $figure } is already on its starting click: healing never goes past the starting marker.
violation-no-clicks = Damage and healing come in whole clicks: at least one.
# Variables:
#   $figure (String) - figure name
#   $dial (Number) - the dial asked for
violation-no-such-dial = { $figure } has no such dial.
# Variables:
#   $value (Number) - the value entered
violation-bad-two-d6 = { $value } is not a roll of two dice: enter a total from 2 to 12.
# Variables:
#   $value (Number) - the value entered
violation-bad-d6 = { $value } is not a roll of one die: enter 1 to 6.
# Variables:
#   $action (String) - action name
violation-roll-does-not-fit = That roll does not belong to a { $action } action.
# Variables:
#   $count (Number) - targets chosen
#   $allowed (Number) - targets allowed
violation-bad-target-count = { $count ->
    [one] { $count } target
   *[other] { $count } targets
} chosen, but this attack allows { $allowed }.
# Variables:
#   $figure (String) - figure name
violation-bad-target = { $figure } cannot be targeted twice, or by itself.
# Variables:
#   $figure (String) - the figure named as a target
violation-own-figure = { $figure } is on your side: you may not attack your own figures.
# Variables:
#   $figure (String) - figure name
violation-no-healing = { $figure } does not show Healing now, so it cannot heal.
# Variables:
#   $figure (String) - figure name
violation-no-magic-healing = { $figure } does not show Magic Healing now, so it cannot heal at range.
# Variables:
#   $figure (String) - figure name
violation-heal-opposing = { $figure } is an opposing figure: only your own figures can be healed.
# Variables:
#   $figure (String) - figure name
violation-heal-invulnerable = { $figure } shows Invulnerability and cannot be healed.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-not-shown = { $figure } does not show { $ability } now.
# Variables:
#   $ability (String) - the ability
#   $action (String) - action name
violation-ability-wrong-action = { $ability } does not go with a { $action } action.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability that forbids it
#   $action (String) - action name
violation-ability-forbids = { $figure } shows { $ability }, which rules out a { $action } action.
# Variables:
#   $figure (String) - the attacker
#   $ability (String) - the ability
violation-damage-roll-needed = { $figure } hit with { $ability }: enter the roll that sets its damage.
# Variables:
#   $figure (String) - the immune figure
#   $ability (String) - the magic ability
violation-magic-immune = { $figure } is immune to { $ability }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-in-contact = { $figure } is in base contact with an opposing figure, so it cannot use { $ability }.
# Variables:
#   $figure (String) - the figure named
violation-not-returnable = { $figure } is not one of your eliminated figures, so it cannot come back.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-start-of-turn-only = { $figure } rolls for { $ability } once a turn, at its start, before any action.
# Variables:
#   $ability (String) - the ability
violation-no-ability-damage = { $ability } deals no damage of its own outside an attack.
# Variables:
#   $figure (String) - the target
#   $ability (String) - the ability that protects it
violation-ability-protects = { $figure } shows { $ability } and cannot be targeted that way.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability it shows
violation-cannot-capture = { $figure } shows { $ability }, so it can neither capture nor be captured.
# Variables:
#   $figure (String) - the captive
#   $captor (String) - its captor
violation-captive = { $figure } is a captive of { $captor } and cannot be given an action.
# Variables:
#   $figure (String) - the captive
#   $captor (String) - its captor
violation-captive-untouchable = { $figure } is a captive of { $captor }: it cannot be targeted or damaged.
# Variables:
#   $figure (String) - the captor
#   $captive (String) - its captive
violation-holds-captive = { $figure } holds { $captive } captive, so it may only be given a move action.
# Variables:
#   $figure (String) - figure name
violation-no-range = { $figure } has no range and cannot make ranged attacks.
# Variables:
#   $figure (String) - the figure whose speed value is read
violation-no-speed-to-move = { $figure } shows a speed value of 0, so it cannot be given a move action.
# Variables:
#   $figure (String) - the figure to heal
violation-heal-target-in-contact = { $figure } is in base contact with an opposing figure, so Magic Healing cannot reach it.

## Cavalry

# Variables:
#   $unit (String) - the unit's mount
violation-cav-second-action = { $unit } is a { glossary-cavalry-unit }: it gets only one action per turn.
# Variables:
#   $figure (String) - figure name
violation-cav-free-spin = Mounts and cavalry units never make free spins, so { $figure } cannot.
# Variables:
#   $figure (String) - figure name
violation-cav-capture = Cavalry units cannot capture or be captured, so { $figure } cannot take part.
# Variables:
#   $figure (String) - figure name
violation-cav-surge = Cavalry units cannot use the Surge proficiency, so { $figure } cannot.
# Variables:
#   $figure (String) - figure name
violation-cav-carried = { $figure } is part of a cavalry unit: neither Strong Flyer nor Magic Levitation can carry it.
# Variables:
#   $figure (String) - figure name
violation-cav-not-a-unit = { $figure } is not a { glossary-cavalry-unit } (a mount carrying its rider).
# Variables:
#   $figure (String) - figure name
violation-cav-not-a-rider = { $figure } is not a { glossary-rider }: only riders can ride mounts.
# Variables:
#   $figure (String) - figure name
violation-cav-not-a-mount = { $figure } is not a { glossary-mount }: only mounts carry riders.
# Variables:
#   $rider (String) - the rider
#   $mount (String) - the mount
violation-cav-mount-mismatch = { $rider } has no { glossary-mount-symbol } for { $mount }'s mount type.
# Variables:
#   $rider (String) - the rider
#   $mount (String) - the mount
violation-cav-dark-riders-mismatch = Dark Riders pair only by collector number: { $rider } cannot ride { $mount }.
# Variables:
#   $unit (String) - the unit's mount
violation-cav-dark-rider-dismount = Dark Riders never dismount and cannot be dismounted ({ $unit }).
# Variables:
#   $unit (String) - the unit's mount
violation-cav-no-room-to-dismount = There is no room for the rider beside { $unit }, so it cannot dismount.
# Variables:
#   $rider (String) - the rider
violation-cav-already-mounted = { $rider } is already mounted: only a { glossary-dismounted-rider } can remount.
# Variables:
#   $mount (String) - the mount
violation-cav-mount-taken = { $mount } already carries a rider.
# Variables:
#   $mount (String) - the mount
violation-cav-mount-not-friendly = { $mount } is not friendly: a rider remounts only a friendly mount.
# Variables:
#   $unit (String) - the unit's mount
#   $proficiency (String) - the proficiency's name
violation-cav-lacks-proficiency = { $unit } does not have { $proficiency }.
# Variables:
#   $target (String) - the target
violation-cav-overwhelm-target = Overwhelm must end in contact with exactly one opposing cavalry unit, and { $target } is not one.
# Variables:
#   $unit (String) - the cavalry unit's name
#   $proficiency (String) - the proficiency's name
violation-cav-in-contact = { $unit } is in base contact with an opposing figure, so it cannot use { $proficiency }: that proficiency starts out of contact.
# Variables:
#   $unit (String) - the cavalry unit's name
violation-cav-overwhelm-speed = { $unit } cannot use a speed ability while it overwhelms: the move uses its speed value alone.
# Variables:
#   $unit (String) - the cavalry unit's name
violation-cav-trample-elevated = { $unit } is above ground level, so it cannot trample: Trample starts at ground level.
# Variables:
#   $unit (String) - the cavalry unit's name
violation-cav-trample-double-time = { $unit } cannot use the Double-Time proficiency while it tramples.
# Variables:
#   $rider (String) - the rider
violation-cav-impale-weapon-master = { $rider } has Impale and so can never use Weapon Master.
# Variables:
#   $unit (String) - the unit's mount
violation-cav-not-dark-riders = Only Dark Riders units can use { glossary-dark-unity }; { $unit } is not one.
# Variables:
#   $unit (String) - the unit's mount
violation-cav-dark-unity-timing = { glossary-dark-unity } is used in your own command phase, before any action ({ $unit }).
# Variables:
#   $unit (String) - the unit's mount
violation-cav-dark-unity-used = { glossary-dark-unity } was already used this command phase ({ $unit }).
# Variables:
#   $figure (String) - figure name
violation-cav-formation-mixed = Cavalry units form formations only with other cavalry units; { $figure } does not fit.
# Variables:
#   $figure (String) - figure name
violation-cav-formation-faction = All riders of a cavalry formation must share a faction; { $figure } does not.
# Variables:
#   $rider (String) - the rider
violation-cav-not-thrown = Only a rider whose mount was eliminated this turn can be eliminated for lack of room; { $rider } is not such a rider.
# Variables:
#   $mount (String) - the mount
violation-cav-skittish-mount = { $mount } is a skittish mount without a rider: it cannot be given actions.
# Variables:
#   $mount (String) - the mount
#   $captive (String) - its captive
violation-cav-remount-captor = { $mount } holds { $captive } captive, and a cavalry unit cannot hold a captive, so no rider may remount it now.
# Variables:
#   $rider (String) - the rider
#   $ability (String) - the rider's ability
violation-cav-mount-moves = { $rider } is mounted: its cavalry unit moves with its mount's abilities only, so its own { $ability } does not count.

## Formations

# Variables:
#   $action (String) - action name
violation-formation-action = Only move, close combat and ranged combat actions can be made in formation, not { $action }.
# Variables:
#   $action (String) - action name
#   $size (Number) - figures named
#   $min (Number) - fewest allowed
#   $max (Number) - most allowed
violation-formation-size = A formation for this action ({ $action }) needs { $min } to { $max ->
    [one] { $max } figure
   *[other] { $max } figures
}; { $size ->
    [one] only one is named
   *[other] { $size } are named
}.
# Variables:
#   $figure (String) - figure name
violation-formation-repeated = { $figure } is named twice in this formation (a cavalry unit counts once, by either of its figures).
violation-formation-not-in-contact = The members of a formation must all be in base contact with each other.
# Variables:
#   $figure (String) - figure name
violation-formation-no-faction = { $figure } belongs to no faction, like all Mage Spawn, so it can never be in a formation.
# Variables:
#   $figure (String) - figure name
violation-formation-faction = { $figure } shares no faction with the other members of this formation.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability it shows
violation-formation-ability = { $figure } shows { $ability }, so it cannot join a formation.
# Variables:
#   $figure (String) - the passenger
violation-formation-passenger = { $figure } rides in a chariot and touches no other figure, so it cannot join a formation.

## Colossals

# Variables:
#   $figure (String) - figure name
violation-col-not-a-colossal = { $figure } is not a colossal: sections apply only to colossals.
# Variables:
#   $figure (String) - figure name
violation-col-section-needed = { $figure } is a colossal: give each action to one of its sections.
# Variables:
#   $figure (String) - figure name
violation-col-command-section-unclear = { $figure } shows Demoralized on more than one section: heal the one in base contact yourself.
# Variables:
#   $figure (String) - figure name
#   $section (String) - section name
violation-col-inactive-section = { $figure }'s { $section } section is inactive and takes no more damage.
# Variables:
#   $figure (String) - figure name
#   $section (String) - section name
violation-col-inactive-section-acts = { $figure }'s { $section } section is inactive and cannot act.
# Variables:
#   $figure (String) - figure name
#   $section (String) - section name
violation-col-section-already-acted = { $figure }'s { $section } section already acted this turn.
# Variables:
#   $figure (String) - figure name
violation-col-actions-over = Another figure acted after { $figure }, so its actions are over for this turn.
# Variables:
#   $figure (String) - figure name
violation-col-move-after-combat = { $figure } already fought this turn: all its moves come before combat.
# Variables:
#   $figure (String) - figure name
violation-col-push-section-needed = Choose which section of { $figure } takes the pushing damage.
# Variables:
#   $figure (String) - figure name
#   $effect (String) - the effect's name
violation-col-immune = { $figure } is a colossal: { $effect } cannot be used by it or on it.
# Variables:
#   $figure (String) - figure name
violation-col-break-away-once = { $figure } rolls to break away only once per turn.
# Variables:
#   $figure (String) - figure name
violation-col-too-many-objectives = { $figure } may not end a move touching more than one objective.
# Variables:
#   $figure (String) - figure name
#   $section (String) - section name
violation-col-section-cannot-shoot = { $figure }'s { $section } section cannot make a ranged attack: it needs a range, an attack value above 0 and no opposing figure in contact.
# Variables:
#   $figure (String) - figure name
violation-col-not-long-range = { $figure } cannot make a { glossary-long-range-attack } here: it is only for a titan, colossal or castle section attacking a titan, colossal or castle section.
# Variables:
#   $figure (String) - the colossal attacked
#   $rule (String) - the rule id
violation-col-aim-needed = Say which section of { $figure } the attack reaches.
# Variables:
#   $figure (String) - the colossal attacked
violation-col-no-active-section-touched = A close attack on { $figure } needs contact with an active section.
# Variables:
#   $figure (String) - the colossal attacked
#   $rule (String) - the rule id
violation-col-controller-pick-needed = { $figure }'s controller must pick the section that is hit.
# Variables:
#   $figure (String) - the colossal attacked
#   $rule (String) - the rule id
violation-col-attacker-pick-needed = That section of { $figure } is inactive: the attacker picks an active section.
# Variables:
#   $figure (String) - the colossal attacked
#   $section (String) - section name
#   $rule (String) - the rule id
violation-col-bad-section-pick = The { $section } section of { $figure } cannot be picked here.
# Variables:
#   $figure (String) - the colossal attacked
#   $rule (String) - the rule id
violation-col-aim-does-not-fit = That aim at { $figure } does not fit this kind of attack.
# Variables:
#   $figure (String) - the colossal attacked
#   $section (String) - section name
violation-col-section-shielded = { $figure }'s { $section } section touches a figure friendly to the attacker: the attack is not made. Use the action another way.
# Variables:
#   $figure (String) - the colossal
#   $ability (String) - Charge or Bound
violation-col-move-and-attack = { $figure } is a colossal: its sections' move actions add up to one straight movement, so { $ability } cannot join a move and an attack in one action.

## Chariots

# Variables:
#   $figure (String) - figure name
violation-chr-not-a-chariot = { $figure } is not a chariot: only chariots carry passengers.
# Variables:
#   $figure (String) - figure name
violation-chr-cannot-reverse = { $figure } is a chariot and cannot move straight backward.
# Variables:
#   $figure (String) - figure name
violation-chr-cannot-be-passenger = { $figure } cannot be a { glossary-passenger }: colossals, titans and figures with the horseshoe speed type never ride in a chariot.
# Variables:
#   $chariot (String) - the chariot
violation-chr-chariot-full = { $chariot } already carries a passenger.
# Variables:
#   $figure (String) - figure name
violation-chr-already-aboard = { $figure } is already a passenger.
violation-chr-deploy-after-start = Passengers can be placed in a chariot only before the game's first action.
# Variables:
#   $chariot (String) - the chariot
violation-chr-chariot-not-friendly = { $chariot } is not friendly: only a friendly chariot can be boarded.
# Variables:
#   $figure (String) - figure name
#   $rule (String) - the rule id
violation-chr-no-speed = { $figure } has speed 0 and cannot board or disembark.
# Variables:
#   $figure (String) - figure name
violation-chr-sentry-cannot-board = { $figure } is a sentry and cannot board a chariot.
# Variables:
#   $figure (String) - figure name
#   $rule (String) - the rule id
violation-chr-front-section = { $figure } boards and leaves only by a side or the rear section.
# Variables:
#   $figure (String) - figure name
violation-chr-not-a-passenger = { $figure } is not a passenger, so it cannot disembark.
# Variables:
#   $figure (String) - figure name
violation-chr-passenger-stays-aboard = { $figure } rides in a chariot: its only move is to disembark.
# Variables:
#   $figure (String) - figure name
violation-chr-chariot-moved = { $figure }'s chariot moved this turn, so it cannot make a ranged attack.
# Variables:
#   $figure (String) - figure name
violation-chr-target-touches-chariot = A passenger cannot shoot a figure touching its own chariot ({ $figure }).
# Variables:
#   $figure (String) - figure name
violation-chr-own-chariot = { $figure } can never target its own chariot.
# Variables:
#   $figure (String) - figure name
violation-chr-passenger-untouchable = { $figure } is a passenger: nothing damages or heals it directly.
# Variables:
#   $chariot (String) - the chariot
violation-chr-passenger-roll-needed = { $chariot } carries a passenger: enter the attacker's d6 for it.
# Variables:
#   $figure (String) - the passenger
violation-chr-wreck-roll-pending = First enter the 1d6 damage for { $figure }, thrown from its chariot.
# Variables:
#   $figure (String) - figure name
violation-chr-no-wreck-roll = No damage roll is waiting for { $figure }.

violation-game-over = The game is over. Undo the end to play on.
# Variables:
#   $figure (String) - an opposing figure still in play
#   $winner (String) - the player said to have won
violation-opponents-left = { $figure } is still in play, so { $winner } has not beaten every opposing figure yet.
# Variables:
#   $winner (String) - the player said to have won
violation-no-opponents = { $winner } has no opposing figures to beat.
violation-no-time-limit = No time limit was agreed for this game.
# Variables:
#   $minutes (Number) - minutes left, rounded up
violation-time-left = The agreed time is not up yet: { $minutes ->
        [one] one minute is
       *[other] { $minutes } minutes are
    } left.
violation-no-condition = No other ending was agreed for this game.
violation-no-clock = This game began before the app kept a game clock.
violation-clock-paused = The game clock is already paused.
violation-clock-running = The game clock is already running.
# Variables:
#   $players (Number) - players in the game
violation-objectives-per-player = Enter the objectives of { $players ->
    [one] the one player
   *[other] each of the { $players } players
}.
# Variables:
#   $figure (String) - the captor
#   $captive (String) - its captive
violation-captor-in-contact = { $figure } holds { $captive } in base contact, so no ranged attack or ranged healing can reach it; a close attack still may.
# Variables:
#   $figure (String) - the demoralized figure
violation-demoralized-contact = { $figure } shows Demoralized, so it never moves into base contact with an opposing figure of its own accord.
# Variables:
#   $winner (String) - the player said to have won
violation-conquest-none-left = Every figure of { $winner } is out of the game too, so nobody has conquered: end the game by stopping it, and the score decides.
# Variables:
#   $figure (String) - the passenger, or the captor that would board
violation-chr-passenger-no-captive = { $figure } cannot hold a captive in a chariot: a passenger touches nothing, and a captive must stay in base contact with its captor.
# Variables:
#   $figure (String) - the passenger
violation-chr-passenger-touches-nothing = { $figure } is a passenger and in base contact with nothing, so no ability passes to or from it by contact.
