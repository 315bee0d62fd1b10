### Dialkeeper special abilities (English, reference locale).
### One entry per ability id of the dial feed: the ability's name, and in .effect one line on what it does.

## Dial markers

ability-none = No ability
    .effect = Dial marker: this value carries no special ability.
ability-dead = Dead
    .effect = Dial marker: the skull click, meaning the figure is eliminated.
ability-starting-position = Starting Position
    .effect = Dial marker: the green starting click that every figure's dial is set to at the start of the game.

## Speed abilities

ability-aquatic = Aquatic
    .effect = Moves through water terrain without being hindered or blocked by it.
ability-bound = Bound
    .effect = With one move action it can move and then make a ranged attack, or move a second time instead; it breaks away without rolling and cannot be part of a formation.
    .ruling = The move and the ranged attack are one action, with one token and one undo step, and the target may answer the shot as it would any ranged attack.
ability-charge = Charge
    .effect = With one move action it can move and then attack in close combat, or move a second time instead; it breaks away without rolling and cannot be part of a formation.
    .ruling = The move and the close combat attack are one action, with one token and one undo step; leaving base contact on that move needs no break-away roll.
# Variables:
#   $fail (Number) - the break-away roll it fails on
ability-flight = Flight
    .effect = Moves over terrain and figure bases but cannot end its move on blocking terrain or another base; it fails to break away only on a { $fail }.
# Variables:
#   $inches (Number) - how far it moves the other figure
ability-magic-levitation = Magic Levitation
    .effect = Instead of moving itself, it moves a figure that began the turn in base contact with it up to { $inches ->
        [one] { $inches } inch
       *[other] { $inches } inches
    }, ignoring terrain and bases, but not into blocking terrain.
    .sources = A Dutch fan summary of the rules from 2001 lets the figure with Magic Levitation move itself; the app follows the later official rules.
ability-quickness = Quickness
    .effect = Once a turn it can make a move action without using one of your actions (it still gets an action token); it cannot be part of a formation.
ability-stealth = Stealth
    .effect = A line of fire drawn to this figure through hindering terrain counts as blocked.
    .ruling = It always applies; the player cannot choose to leave it unused.

## Attack abilities

# Variables:
#   $damage (Number) - damage to each figure hit
ability-flame-lightning = Flame/Lightning
    .effect = Its ranged attack also hits every figure in base contact with the target, using one roll; each figure hit takes { $damage ->
        [one] { $damage } damage
       *[other] { $damage } damage
    } instead of the normal damage value.
    .ruling = The one attack roll is compared with the defense value of each figure in base contact with the target, although a Dutch fan summary of the rules from 2001 names no roll for them; with a house rule, each of them takes its damage once the target is hit.
ability-healing = Healing
    .effect = Uses a close combat action on a friendly figure in base contact to heal it by the roll of one die in clicks.
ability-magic-blast = Magic Blast
    .effect = Ranged attack on a single target whose line of fire is not blocked by figures in the way; a hit deals damage equal to the roll of one die.
    .sources = A Dutch fan summary of the rules from 2001 speaks of obstacles in general, not of figures in the way; the app follows the later official rules.
    .ruling = It always has exactly one target, even for a figure whose dial shows several target arrows.
ability-magic-healing = Magic Healing
    .effect = Uses a ranged action to heal a friendly figure within range by the roll of one die in clicks, if that figure is not in base contact with an opposing figure.
# Variables:
#   $damage (Number) - damage to each figure hit
ability-shockwave = Shockwave
    .effect = Ranged attack at half range against every figure, friend or foe, around it (captives excepted), ignoring line of fire and the targets' defense abilities; { $damage ->
        [one] { $damage } damage
       *[other] { $damage } damage
    } to each figure hit.
# Variables:
#   $heal (Number) - clicks healed
ability-vampirism = Vampirism
    .effect = Heals { $heal ->
        [one] { $heal } click
       *[other] { $heal } clicks
    } whenever it damages an opposing figure in close combat.
ability-weapon-master = Weapon Master
    .effect = When it hits in close combat you may roll one die and deal that much damage instead of its damage value.

## Defense abilities

# Variables:
#   $bonus (Number) - the defense bonus
ability-battle-armor = Battle Armor
    .effect = +{ $bonus } to its defense value against ranged attacks.
ability-defend = Defend
    .effect = Friendly figures in base contact with it may use its defense value instead of their own.
# Variables:
#   $reduction (Number) - damage taken off
ability-invulnerability = Invulnerability
    .effect = Damage dealt to it is reduced by { $reduction }; it cannot be healed, cannot capture and cannot be captured.
    .sources = The line on this ability in a Dutch fan summary of the rules from 2001 is unclear; the app follows the later official rules.
    .ruling = It lowers the damage of every attack, close combat attacks included, and leaves the defense value as it is; a Dutch fan summary of the rules from 2001 names ranged combat only, which a house rule follows. No heal of any kind (Healing, Magic Healing, Command, Regeneration, Vampirism or the table's own) reaches the figure.
ability-magic-immunity = Magic Immunity
    .effect = No special ability with the word Magic in its name can affect it.
# Variables:
#   $damage (Number) - damage dealt
ability-pole-arm = Pole Arm
    .effect = An opposing figure that moves into base contact with its front arc takes { $damage ->
        [one] { $damage } damage
       *[other] { $damage } damage
    } and its action ends.
    .sources = A Dutch fan summary of the rules from 2001 names neither the front arc nor the end of the action; the app follows the later official rules.
    .ruling = The app does not see the move, so in any player's turn the players name the figures that took its damage.
# Variables:
#   $minus (Number) - subtracted from the roll
ability-regeneration = Regeneration
    .effect = As an action, roll one die and subtract { $minus }, then heal that many clicks (never fewer than 0).
# Variables:
#   $reduction (Number) - damage taken off
ability-toughness = Toughness
    .effect = Damage dealt to it is reduced by { $reduction }.

## Damage abilities

ability-battle-fury = Battle Fury
    .effect = It cannot capture or be captured, and it lets go of any captive it holds.
ability-berserk = Berserk
    .effect = It cannot make ranged attacks and cannot capture or be captured; a captive it holds when it goes berserk is eliminated.
    .ruling = A captive held when this ability comes up is eliminated at once, whereas Battle Fury lets its captive go.
# Variables:
#   $roll (Number) - the roll that gives an action
#   $heal (Number) - clicks healed
ability-command = Command
    .effect = At the start of your turn roll one die for each figure with Command: on a { $roll } you get one extra action. Whatever the roll, demoralized friendly figures in base contact with it heal { $heal ->
        [one] { $heal } click
       *[other] { $heal } clicks
    }.
    .ruling = The players enter the roll and its heal themselves, and may leave it out; the app accepts it until the turn's first action or pass.
ability-demoralized = Demoralized
    .effect = It can only be given move or pass actions and never moves into base contact with an opposing figure by choice.
    .ruling = It always applies: the figure may only move or pass, so no attack, Charge, special action or Necromancy, and it never steps into base contact with an opposing figure.
# Variables:
#   $damage (Number) - extra damage
ability-magic-enhancement = Magic Enhancement
    .effect = Friendly figures in base contact with it deal { $damage } extra damage with their ranged attacks, unless they have Magic Immunity.
    .ruling = Only one friendly figure's Magic Enhancement counts for each attack.
ability-necromancy = Necromancy
    .effect = Instead of moving, while not in base contact with an opposing figure, it brings back an eliminated friendly figure at its starting marker, which then takes the roll of one die in damage and, if it survives, is placed next to it (zombies and skeletons skip the roll).

## Abilities shown with a circle

# Variables:
#   $from (Number) - the lowest roll that dodges
ability-dodge = Dodge
    .effect = When it is hit by a close or ranged attack, roll one die: on a { $from } or higher the attack misses.
ability-forced-march = Forced March
    .effect = It can lead friendly figures in a move formation, and the whole formation moves using its speed value.
ability-limited-invisibility = Limited Invisibility
    .effect = It cannot be the target of ranged combat attacks.
ability-magic-confusion = Magic Confusion
    .effect = Ranged attack that deals no damage; if it hits, you may give the opposing target one action as though it were your own figure.
ability-magic-freeze = Magic Freeze
    .effect = Ranged attack that deals no damage: each target hit is frozen instead, given action tokens so that it cannot act on its controller's next turn.
# Variables:
#   $damage (Number) - damage dealt back
ability-magic-retaliation = Magic Retaliation
    .effect = When it takes damage from a close or ranged attack, the attacker takes { $damage ->
        [one] { $damage } damage
       *[other] { $damage } damage
    } too.
ability-nimble = Nimble
    .effect = It breaks away from opposing figures automatically, without rolling.
ability-pierce = Pierce
    .effect = Its attacks ignore damage-reducing defense abilities of the target, such as Toughness and Invulnerability.
ability-ram = Ram
    .effect = When its move ends in base contact with an opposing figure, it can deal that figure damage by ramming it, as part of the same action.
ability-sneak-attack = Sneak Attack
    .effect = Opposing figures cannot make a free spin when it moves into base contact with them, so it can strike at their rear arc.
ability-sweep = Sweep
    .effect = Close combat attack against every opposing figure in base contact with its front arc, rolling once and comparing the result with each target.
# Variables:
#   $damage (Number) - damage dealt
ability-venom = Venom
    .effect = At the start of your turn it deals { $damage ->
        [one] { $damage } damage
       *[other] { $damage } damage
    } to each opposing figure in base contact with its front arc.
