### Dialkeeper: user interface strings.

-app-name = Dialkeeper

app-title = { -app-name }

## Tab bar

tab-games = Games
tab-table = Table
tab-figures = Figures
tab-log = Log
tab-rules = Rules
tab-settings = Settings

## Common buttons

undo = Undo
redo = Redo
dismiss = Dismiss
cancel = Cancel
delete = Delete
add = Add
remove = Remove
done = Done
undone = Undone.
redone = Redone.

## Games screen

games-title = Games
games-in-progress = Your games
games-none = No games yet. Start one!
new-game = New game
resume = Resume
export = Export
import-game = Import a game
import-paste = Paste an exported game file here
imported = Game imported.
mark-finished = Mark finished
mark-playing = Back in play
game-finished = Finished
delete-confirm = Delete this game and its whole history? This cannot be undone.
# Variables:
#   $players (String) - the player names, comma separated
#   $size (Number) - the game size in points
game-summary = { $players } · { $size } points
# Variables:
#   $path (String) - where the file was written
exported-to = Saved to { $path }. You can also copy the text below.
# Variables:
#   $error (String) - what the system said
error-export = Could not write the file: { $error }
# Variables:
#   $error (String) - what the store said
error-open-game = This game could not be opened: { $error }
# Variables:
#   $error (String) - what the store said
error-not-saved = Not saved: { $error }. The game was reloaded as last saved.

## Import problems

# Variables:
#   $megabytes (Number) - the file's size
import-too-large = This file is too large ({ $megabytes } MB). A game file is well under 5 MB.
# Variables:
#   $line (Number) - line of the error
#   $column (Number) - column of the error
import-not-json = This is not a game file: the text stops making sense at line { $line }, column { $column }.
import-wrong-format = This file is not a Dialkeeper game.
# Variables:
#   $reason (String) - the rule problem found
import-invalid = This game file breaks the rules and was not imported: { $reason }

## Store problems at start

# Variables:
#   $path (String) - where the damaged file was moved
store-recovered = Your saved data was damaged and could not be read. It was kept at { $path } and a fresh store was started.
# Variables:
#   $version (Number) - the store's schema version
store-too-new = Your saved data comes from a newer version of { -app-name } (version { $version }). It was left untouched; update the app to use it. Nothing is saved until then.
# Variables:
#   $error (String) - what the store said
store-unavailable = Your saved data could not be opened ({ $error }). Nothing is saved this session.

## New game

new-game-default-name = Game night
game-name = Name of the game
game-size = Game size
# Variables:
#   $points (Number) - game size
#   $actions (Number) - actions per turn
game-size-option = { $points } points · { $actions ->
    [one] { $actions } action per turn
   *[other] { $actions } actions per turn
}
# Variables:
#   $number (Number) - the player's seat number
player-default-name = Player { $number }
player-name = Player name
add-player = Add a player
remove-player = Remove the last player
add-figure = Add a figure
choose-figure = Choose a figure…
# Variables:
#   $name (String) - figure name
#   $points (Number) - its cost
catalog-option = { $name } ({ $points } pts)
# Variables:
#   $points (Number) - a point cost
points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
point-value = Point value
rides = Rides
rides-nothing = Rides: nothing
# Variables:
#   $mount (String) - the mount's name
rides-mount = Rides { $mount }
# Variables:
#   $total (Number) - the army's cost
#   $size (Number) - the game size
build-total = Build total: { $total } of { $size } points
quick-figure = Quick figure
figure-name = Figure name
points-label = Points
clicks-label = Clicks
start-game = Start the game

## Setup problems

# Variables:
#   $count (Number) - players given
setup-player-count = A game needs 2 to 6 players, not { $count }.
# Variables:
#   $size (Number) - game size given
setup-game-size = The game size must be at least 100 points, not { $size }.
# Variables:
#   $player (String) - player name
#   $total (Number) - the army's cost
#   $size (Number) - the game size
setup-over-build-total = { $player }'s army costs { $total } points, more than the game size of { $size }.
# Variables:
#   $player (String) - player name
#   $number (Number) - the figure's place in the army
#   $error (String) - what is wrong
setup-bad-figure = Figure { $number } of { $player }'s army cannot be used: { $error }
# Variables:
#   $player (String) - player name
#   $number (Number) - the figure's place in the army
setup-point-value = Figure { $number } of { $player }'s army has no such point value.
setup-too-many = That is more figures than a game can track.
# Variables:
#   $player (String) - player name
#   $number (Number) - the figure's place in the army
setup-not-a-rider = Figure { $number } of { $player }'s army is not a rider, so it cannot ride a mount.
# Variables:
#   $player (String) - player name
#   $number (Number) - the figure's place in the army
setup-not-a-free-mount = Figure { $number } of { $player }'s army must ride a mount that has no rider yet.
# Variables:
#   $player (String) - player name
#   $number (Number) - the figure's place in the army
setup-mount-mismatch = Figure { $number } of { $player }'s army cannot ride that mount: its mount symbols (or, for Dark Riders, its collector number) do not match.
# Variables:
#   $player (String) - player name
#   $number (Number) - the figure's place in the army
setup-riderless-mount = Figure { $number } of { $player }'s army is a mount: mounts are deployed only with a rider. Choose a rider for it.

## Table

table-no-game = No game is open.
go-to-games = Go to your games
# Variables:
#   $player (String) - whose turn it is
turn-of = { $player }'s turn
# Variables:
#   $round (Number) - the round
#   $phase (String) - the phase's name
round-phase = Round { $round } · { $phase }
# Variables:
#   $count (Number) - actions left this turn
actions-left = { $count ->
    [one] action left
   *[other] actions left
}
pass = Pass
end-turn = End turn
damage-one = −1 Damage
heal-one = +1 Heal
eliminated = Eliminated
# Variables:
#   $click (Number) - the click number, from 1
#   $left (Number) - clicks of damage it survives
click-status = Click { $click } · { $left ->
    [0] next click is KO
    [one] { $left } click left before KO
   *[other] { $left } clicks left before KO
}
# Variables:
#   $count (Number) - action tokens on the figure
tokens-label = { $count ->
    [0] no action tokens
    [one] { $count } action token
   *[other] { $count } action tokens
}
stat-speed = Speed
stat-attack = Attack
stat-defense = Defense
stat-damage = Damage
# Variables:
#   $rider (String) - the rider's name
#   $mount (String) - the mount's name
unit-name = { $rider } on { $mount }
# Variables:
#   $name (String) - the mount's name
dial-mount = { glossary-mount }: { $name }
# Variables:
#   $name (String) - the rider's name
dial-rider = { glossary-rider }: { $name }
section-front = Front
section-left = Left
section-right = Right
section-rear = Rear
action-move = Move
action-close = Close
action-ranged = Ranged
action-special = Special
phase-command = command phase
phase-action = action phase
phase-end = end phase

## Log

log-title = Log
log-empty = Nothing has happened yet.

## Rules

rules-title = Rules and glossary
rules-search-placeholder = Search in any language…
rules-no-results = Nothing found. Try another word or language.
kind-glossary = Term
kind-rule = Rule
kind-ability = Ability

## Settings

settings-title = Settings
settings-language = Language
settings-theme = Theme
settings-text-size = Text size
settings-keep-awake = Keep the screen on during a game
theme-system = Like the device
theme-light = Light
theme-dark = Dark
text-normal = Normal
text-large = Large
text-huge = Largest

## Effects colossals ignore (COL-03), as named in refusals

colossal-effect-capture = capture
colossal-effect-formation = formations
colossal-effect-double-time = Double-Time
colossal-effect-surge = Surge
colossal-effect-necromancy = Necromancy
colossal-effect-summon = Summon
colossal-effect-recall = Recall
colossal-effect-healing = another figure's Healing
colossal-effect-grapple = Grapple
colossal-effect-magic-confusion = Magic Confusion
colossal-effect-magic-freeze = Magic Freeze
colossal-effect-magic-healing = Magic Healing
colossal-effect-magic-levitation = Magic Levitation
colossal-effect-strong-flyer = Strong Flyer
colossal-effect-terror = Terror
colossal-effect-tinker = Tinker
colossal-effect-venom = Venom
colossal-effect-rear-arc = a rear-arc bonus (colossals have no rear arc)
colossal-effect-trample = Trample
colossal-effect-status-change = a change of friendly or opposing status
colossal-effect-enchantment = an enchantment

## Figures (catalog)

figures-title = Figures
import-feed = Import a dial feed file
import-feed-hint = Choose your own copy of the community dial feed (mkstats.json). Importing it again updates figures instead of copying them.
# Variables:
#   $error (String) - what the system said
feed-read-failed = The file could not be read: { $error }
figure-search-placeholder = Name, number, faction, set or rank…
filter-all = All
filter-mounts = Mounts
filter-riders = Riders
filter-colossals = Colossals
filter-chariots = Chariots
# Variables:
#   $count (Number) - figures shown
figures-count = { $count ->
    [one] { $count } figure
   *[other] { $count } figures
}
# Variables:
#   $added (Number) - new figures
#   $updated (Number) - changed figures
#   $unchanged (Number) - figures already there
#   $skipped (Number) - models left out
import-summary = Import finished: { $added } added, { $updated } updated, { $unchanged } unchanged, { $skipped } skipped.
# Variables:
#   $count (Number) - figures with warnings
import-warnings = { $count ->
    [one] { $count } figure had an unknown ability, which was left off.
   *[other] { $count } figures had an unknown ability, which was left off.
}
# Variables:
#   $set (String) - the set
#   $number (String) - collector number
#   $factions (String) - factions
#   $range (Number) - range in inches
#   $targets (Number) - target arrows
figure-facts = { $set } #{ $number } · { $factions } · range { $range } · { $targets ->
    [one] { $targets } target
   *[other] { $targets } targets
}
click-label = Click

## Dial feed problems

# Variables:
#   $megabytes (Number) - the file's size
feed-error-too-large = This file is { $megabytes } MB, more than the 50 MB a dial feed can be. Nothing was imported.
# Variables:
#   $line (Number) - line of the error
#   $column (Number) - column of the error
feed-error-not-json = This is not a dial feed: the text stops making sense at line { $line }, column { $column }. Nothing was imported.
feed-error-wrong-layout = This file has no list of models, so it is not a dial feed. Nothing was imported.
# Variables:
#   $number (Number) - the model's place in the file
feed-model-number = Model { $number }
# Variables:
#   $model (String) - the model's name or place
feed-skip-not-object = { $model }: not a figure entry.
# Variables:
#   $model (String) - the model's name or place
#   $field (String) - the field's key in the file
feed-skip-missing-field = { $model }: the field { $field } is missing.
# Variables:
#   $model (String) - the model's name or place
#   $field (String) - the field's key in the file
#   $value (String) - what it holds
feed-skip-bad-field = { $model }: { $field } holds “{ $value }”, which makes no sense there.
# Variables:
#   $model (String) - the model's name or place
#   $number (Number) - the model that has the same id
feed-skip-duplicate-id = { $model }: same id as model { $number }, which was kept.
# Variables:
#   $model (String) - the model's name or place
#   $count (Number) - dials found
feed-skip-dial-count = { $model }: { $count } dials; only one-dial figures can be imported.
# Variables:
#   $model (String) - the model's name or place
#   $count (Number) - clicks found
feed-skip-too-many-clicks = { $model }: { $count } clicks is more than a dial can have.
# Variables:
#   $model (String) - the model's name or place
#   $click (Number) - click number
#   $stat (String) - the stat's name
feed-skip-missing-stat = { $model }: click { $click } has no { $stat }.
# Variables:
#   $model (String) - the model's name or place
#   $click (Number) - click number
#   $stat (String) - the stat's name
#   $value (String) - what it holds
feed-skip-bad-stat = { $model }: click { $click } shows “{ $value }” as { $stat }, which no dial can show.
# Variables:
#   $model (String) - the model's name or place
feed-skip-no-live-click = { $model }: the dial has no click before the skulls.
# Variables:
#   $model (String) - the model's name or place
#   $click (Number) - click number
feed-skip-start-not-live = { $model }: the starting marker is on a skull click ({ $click }).
# Variables:
#   $name (String) - the figure's name
army-unique-twice = { $name } is Unique: an army may field it only once.

## Armies

save-army = Save this army
load-army = Load a saved army…
# Variables:
#   $name (String) - the army's name
army-saved = Army “{ $name }” saved.
# Variables:
#   $name (String) - the army's name
#   $size (Number) - the game size it was built for
#   $count (Number) - how many figures
army-option = { $name } ({ $size } points, { $count ->
    [one] { $count } figure
   *[other] { $count } figures
})
passenger = Passenger
passenger-none = No passenger
# Variables:
#   $name (String) - the passenger's name
passenger-figure = Passenger: { $name }
