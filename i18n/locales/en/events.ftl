### What happened in a game, as log sentences. Variables are named after the engine's
### event fields; figures arrive as their names, booleans as "yes" or "no".

## Turns and actions

# Variables:
#   $phase (String) - the phase's name
event-phase-changed = The { $phase } begins.
# Variables:
#   $figure (String) - figure name
#   $action (String) - action name
#   $actions_left (Number) - actions left this turn
event-action-given = { $figure }: { $action } action ({ $actions_left ->
    [0] no actions left
    [one] { $actions_left } action left
   *[other] { $actions_left } actions left
}).
# Variables:
#   $actions_left (Number) - actions left this turn
event-passed = Pass ({ $actions_left ->
    [0] no actions left
    [one] { $actions_left } action left
   *[other] { $actions_left } actions left
}).
# Variables:
#   $figure (String) - figure name
#   $tokens (Number) - tokens it now carries
event-token-added = { $figure } now carries { $tokens ->
    [one] { $tokens } action token
   *[other] { $tokens } action tokens
}.
# Variables:
#   $figure (String) - figure name
#   $d6 (Number) - the die
#   $success (String) - yes or no
event-break-away = { $figure } rolls { $d6 } to break away: { $success ->
    [yes] it gets away.
   *[no] it stays in contact.
}
# Variables:
#   $player (String) - player name
event-turn-ended = { $player }'s turn ends.
# Variables:
#   $player (String) - player name
#   $round (Number) - the round
event-turn-started = Round { $round }: { $player }'s turn begins.
# Variables:
#   $figure (String) - figure name
event-tokens-cleared = { $figure } rested: its action tokens are removed.

## Combat and dials

# Variables:
#   $attacker (String) - attacker
#   $two_d6 (Number) - the 2d6 total
event-attack-rolled = { $attacker } rolls { $two_d6 }.
# Variables:
#   $attacker (String) - attacker
#   $target (String) - target
#   $total (Number) - 2d6 plus attack value and modifiers
#   $defense (Number) - the defense value to reach
event-attack-compared = { $total } against { $target }'s defense of { $defense }.
# Variables:
#   $attacker (String) - attacker
#   $target (String) - target
#   $critical (String) - yes or no
event-hit = { $critical ->
    [yes] Critical hit! { $attacker } hits { $target }.
   *[no] { $attacker } hits { $target }.
}
# Variables:
#   $attacker (String) - attacker
#   $target (String) - target
#   $critical (String) - yes or no
event-missed = { $critical ->
    [yes] Critical miss: { $attacker } misses { $target } and hurts itself.
   *[no] { $attacker } misses { $target }.
}
# Variables:
#   $figure (String) - figure name
#   $dial (Number) - which dial
#   $from (Number) - click index before
#   $to (Number) - click index after
#   $clicks (Number) - clicks of damage
#   $click (Number) - the click it is now on, from 1
#   $cause (String) - table, attack, critical-miss, pushing, area or trample
event-damaged = { $figure } takes { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } clicks
} of { $cause ->
    [pushing] pushing damage
    [critical-miss] damage from its critical miss
    [area] area damage
    [trample] trample damage
   *[other] damage
}, now on click { $click }.
# Variables:
#   $figure (String) - figure name
#   $dealt (Number) - damage dealt
#   $taken (Number) - damage after reductions
event-damage-reduced = { $figure }'s defenses reduce { $dealt ->
    [one] { $dealt } damage
   *[other] { $dealt } damage
} to { $taken }.
# Variables:
#   $figure (String) - figure name
#   $dial (Number) - which dial
#   $from (Number) - click index before
#   $to (Number) - click index after
#   $clicks (Number) - clicks healed
#   $click (Number) - the click it is now on, from 1
event-healed = { $figure } heals { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } clicks
}, back to click { $click }.
# Variables:
#   $figure (String) - figure name
event-eliminated = { $figure } is eliminated.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
event-ability-used = { $figure } uses { $ability }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
#   $d6 (Number) - the die
event-ability-rolled = { $figure } rolls { $d6 } for { $ability }.
# Variables:
#   $figure (String) - the figure back in play
#   $by (String) - the figure that brought it back
event-returned = { $figure } is back in play at its starting click, brought back by { $by }.
# Variables:
#   $figure (String) - the figure that rolled
#   $actions_left (Number) - actions left this turn
event-extra-action = The roll of { $figure } gives one more action this turn ({ $actions_left ->
    [0] no actions left
    [one] { $actions_left } action left
   *[other] { $actions_left } actions left
}).

## Cavalry

# Variables:
#   $unit (String) - the unit's mount
event-no-pushing-damage = { $unit } is cavalry: a second token deals no pushing damage.
# Variables:
#   $rider (String) - the rider
#   $mount (String) - the mount
event-dismounted = { $rider } dismounts and stands beside { $mount }.
# Variables:
#   $rider (String) - the rider
#   $mount (String) - the mount
event-remounted = { $rider } mounts { $mount }; the unit carries one action token.
# Variables:
#   $rider (String) - the rider
#   $mount (String) - the mount
event-rider-thrown = { $mount } is eliminated: { $rider } is placed beside it, if there is room.
# Variables:
#   $rider (String) - the rider
#   $mount (String) - the mount
event-rider-lost = { $rider } is gone: { $mount } is riderless.
# Variables:
#   $figure (String) - figure name
#   $dial (Number) - which dial
#   $to (Number) - click index after
#   $click (Number) - the click it is now on, from 1
event-dial-reset = { $figure } cannot be eliminated before its rider: its dial returns to click { $click }.
# Variables:
#   $mount (String) - the mount
event-mount-fled = { $mount } is skittish and riderless: it leaves the game.
# Variables:
#   $mount (String) - the mount
#   $player (String) - the player it sides with
event-mount-sides = { $mount } is mean-spirited and riderless: this turn it fights for { $player }.
# Variables:
#   $figure (String) - figure name
event-free-spun = { $figure } makes a free spin.
# Variables:
#   $captor (String) - the captor
#   $target (String) - the target
event-capture-announced = { $captor } tries to capture { $target }.
# Variables:
#   $captor (String) - the captor
#   $captive (String) - the figure taken
event-captured = { $captor } takes { $captive } captive.
# Variables:
#   $captive (String) - the figure set free
#   $captor (String) - the figure that held it
event-freed = { $captive } is free again: { $captor } no longer holds it.
# Variables:
#   $captor (String) - the captor
#   $captive (String) - the captive
event-captive-slain = { $captor } now shows Berserk and eliminates its captive, { $captive }.
# Variables:
#   $figure (String) - figure name
#   $proficiency (String) - the proficiency's name
event-proficiency-used = { $figure } uses { $proficiency }.
# Variables:
#   $unit (String) - the attacking unit
#   $target (String) - the target unit
#   $d6 (Number) - the die
#   $total (Number) - die plus rider bonus
#   $success (String) - yes or no
event-overwhelm-rolled = { $unit } overwhelms { $target }: { $d6 }, total { $total }. { $success ->
    [yes] The rider is thrown off.
   *[no] The rider holds on.
}
# Variables:
#   $unit (String) - the unit's mount
event-dark-unity-used = { $unit } uses { glossary-dark-unity }: the rider strains to heal its mount.

## Formations

# Variables:
#   $primary (String) - the figure that attacks for the formation or leads its move
#   $action (String) - action name
#   $size (Number) - figures in the formation
#   $actions_left (Number) - actions left this turn
event-formation-acted = { $primary } leads a formation of { $size ->
    [one] { $size } figure
   *[other] { $size } figures
}: { $action } action ({ $actions_left ->
    [0] no actions left
    [one] { $actions_left } action left
   *[other] { $actions_left } actions left
}).
# Variables:
#   $figure (String) - the slowest member
#   $speed (Number) - its speed value
event-formation-speed = The formation moves no farther than { $figure }, its slowest member, could: speed { $speed }.
# Variables:
#   $attacker (String) - the primary attacker
#   $bonus (Number) - what the formation adds
event-formation-bonus = The formation adds +{ $bonus } to the attack roll of { $attacker }.

## Colossals and chariots

# Variables:
#   $figure (String) - the colossal
#   $section (String) - the section's name
#   $action (String) - action name
#   $actions_left (Number) - actions left this turn
event-section-action-given = { $figure }, { $section } section: { $action } action ({ $actions_left ->
    [0] no actions left
    [one] { $actions_left } action left
   *[other] { $actions_left } actions left
}).
# Variables:
#   $figure (String) - the colossal
event-colossal-actions-ended = Another figure acted: { $figure } gets no more actions this turn.
# Variables:
#   $figure (String) - the colossal
#   $section (String) - the section's name
event-section-inactive = { $figure }'s { $section } section shows three skulls: it is inactive.
# Variables:
#   $figure (String) - the colossal
#   $distance (Number) - combined speed in inches
event-movement-combined = { $figure } may move { $distance ->
    [one] { $distance } inch
   *[other] { $distance } inches
} in all this turn.
# Variables:
#   $figure (String) - the colossal
#   $section (String) - the section's name
event-section-targeted = The attack on { $figure } lands on its { $section } section.
# Variables:
#   $chariot (String) - the chariot
#   $passenger (String) - the passenger
#   $d6 (Number) - the attacker's die
#   $hit (String) - yes or no
event-passenger-roll = { $d6 } for { $passenger } in { $chariot }: { $hit ->
    [yes] the passenger is hit too.
   *[no] the passenger is spared.
}
# Variables:
#   $figure (String) - the passenger
#   $chariot (String) - the chariot
event-boarded = { $figure } boards { $chariot }.
# Variables:
#   $figure (String) - the passenger
#   $chariot (String) - the chariot
#   $section (String) - the section it leaves by
event-disembarked = { $figure } leaves { $chariot } by its { $section } section.
# Variables:
#   $figure (String) - the passenger
#   $chariot (String) - the chariot
event-passenger-thrown = { $chariot } is eliminated: { $figure } is thrown clear and takes 1d6 damage.

event-clock-paused = The game clock is paused.
event-clock-resumed = The game clock is running again.
# Variables:
#   $winner (String) - the player left without opponents
event-game-won = { $winner } faces no opposing figure any more: the game is over.
event-time-ran-out = The agreed time is up: the game is over.
event-condition-met = The ending the players agreed on has come true: the game is over.
event-game-stopped = The players ended the game.
