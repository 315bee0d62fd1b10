### What happened in a game, as log sentences.

# Variables:
#   $phase (String) - the phase's name
event-phase-changed = The { $phase } begins.
# Variables:
#   $figure (String) - figure name
#   $action (String) - action name
#   $actions (Number) - actions left this turn
event-action-given = { $figure }: { $action } action ({ $actions ->
    [0] no actions left
    [one] { $actions } action left
   *[other] { $actions } actions left
}).
# Variables:
#   $actions (Number) - actions left this turn
event-passed = Pass ({ $actions ->
    [0] no actions left
    [one] { $actions } action left
   *[other] { $actions } actions left
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
#   $roll (Number) - the d6
#   $result (String) - yes or no
event-break-away = { $figure } rolls { $roll } to break away: { $result ->
    [yes] it gets away.
   *[no] it stays in contact.
}
# Variables:
#   $figure (String) - attacker
#   $roll (Number) - the 2d6 total
event-attack-rolled = { $figure } rolls { $roll }.
# Variables:
#   $figure (String) - attacker
#   $target (String) - target
#   $critical (String) - yes or no
event-hit = { $critical ->
    [yes] Critical hit! { $figure } hits { $target }.
   *[no] { $figure } hits { $target }.
}
# Variables:
#   $figure (String) - attacker
#   $target (String) - target
#   $critical (String) - yes or no
event-missed = { $critical ->
    [yes] Critical miss: { $figure } misses { $target } and hurts itself.
   *[no] { $figure } misses { $target }.
}
# Variables:
#   $figure (String) - figure name
#   $clicks (Number) - clicks of damage
#   $click (Number) - the click it is now on
#   $cause (String) - table, attack, critical-miss or pushing
event-damaged = { $figure } takes { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } clicks
} of { $cause ->
    [pushing] pushing damage
    [critical-miss] damage from its critical miss
   *[other] damage
}, now on click { $click }.
# Variables:
#   $figure (String) - figure name
#   $dealt (Number) - damage dealt
#   $taken (Number) - damage after reductions
event-damage-reduced = { $figure }'s defenses reduce { $dealt } damage to { $taken }.
# Variables:
#   $figure (String) - figure name
#   $clicks (Number) - clicks healed
#   $click (Number) - the click it is now on
event-healed = { $figure } heals { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } clicks
}, back to click { $click }.
# Variables:
#   $figure (String) - figure name
event-eliminated = { $figure } is eliminated.
# Variables:
#   $figure (String) - figure name
event-tokens-cleared = { $figure } rested: its action tokens are removed.
# Variables:
#   $player (String) - player name
event-turn-ended = { $player }'s turn ends.
# Variables:
#   $player (String) - player name
#   $round (Number) - the round
event-turn-started = Round { $round }: { $player }'s turn begins.
