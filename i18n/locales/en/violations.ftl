### Why the rules refuse something. The app adds the rule id as a link.

# Variables:
#   $figure (String) - the figure id
violation-unknown-figure = There is no such figure in this game.
# Variables:
#   $figure (String) - figure name
#   $player (String) - its owner
violation-not-your-figure = { $figure } belongs to { $player }: only the player whose turn it is gives actions, to their own figures.
# Variables:
#   $actions (Number) - actions per turn
violation-no-actions-left = All { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
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
#   $dial (Number) - dial number
violation-no-such-dial = { $figure } has no dial number { $dial }.
# Variables:
#   $roll (Number) - the value entered
violation-bad-two-d6 = { $roll } is not a roll of two dice: enter a total from 2 to 12.
# Variables:
#   $roll (Number) - the value entered
violation-bad-d6 = { $roll } is not a roll of one die: enter 1 to 6.
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
#   $figure (String) - figure name
violation-no-range = { $figure } has no range and cannot make ranged attacks.
