### Dialkeeper: user interface strings.

-app-name = Dialkeeper

app-title = { -app-name }

## Tab bar

tab-games = Games
tab-table = Table
tab-figures = Fig­ures
tab-log = Log
tab-rules = Rules
tab-settings = Set­tings

## Common buttons

undo = Undo
retry = Try again
redo = Redo
dismiss = Dismiss
cancel = Cancel
delete = Delete
add = Add
remove = Remove
done = Done

## Games screen

games-title = Games
games-in-progress = Your games
games-none = No games yet. Start one!
new-game = New game
resume = Resume
export = Export
import-game = Import a game
import-choose-file = Choose a game file…
import-paste = Paste an exported game file here
imported = Game imported.
game-finished = Finished
delete-confirm = Delete this game and its whole history? This cannot be undone.
# Variables:
#   $players (String) - the player names, comma separated
#   $size (Number) - the game size in points
game-summary = { $players } · { $size ->
    [one] { $size } point
   *[other] { $size } points
}
# Variables:
#   $path (String) - where the file was written
exported-to = Saved to { $path }. You can also copy the text below.
# Variables:
#   $file (String) - the exported file's name
file-downloaded = { $file } is in your downloads.
# Variables:
#   $file (String) - the exported file's name
file-shared = { $file } is ready to share.
# Variables:
#   $error (String) - why it failed (an export-fault-… clause)
error-export = Could not write the file: { $error }
# Variables:
#   $error (String) - what the store said
error-open-game = This game could not be opened: { $error }
# Variables:
#   $error (String) - what the store said
error-not-saved = Not saved: { $error }. The game was reloaded as last saved.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-store = Not saved: { $error }. Nothing else changed.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-read = Your saved data could not be read: { $error }.

## What went wrong with the saved data: clauses inside the error-… sentences

store-fault-full = the storage is full; free some space, or export and delete old games
store-fault-busy = the saved data is in use in another window or tab
store-fault-damaged = the saved data is damaged
store-fault-no-game = that game no longer exists
# Variables:
#   $version (Number) - the store's schema version
store-fault-too-new = the saved data comes from a newer version of { -app-name } (version { $version })
store-fault-no-backup = that backup can no longer be read
store-fault-database = the storage could not carry out the request; try again
store-fault-upgrade = the saved data could not be updated for this version of { -app-name }; nothing was changed
store-fault-rejected = this game does not follow the rules
store-fault-worker-start = the storage could not start in this browser; reload the page
store-fault-worker-unreachable = the request did not reach the storage; reload the page
store-fault-unexpected-reply = the storage gave an answer the app did not expect; try again
store-fault-shared = this game is shared with other phones and changes only through sharing; join the host again, or stop sharing it first
store-fault-read-only = the storage is read-only here, so nothing can be saved; check the device's storage permissions
# A browser's storage pool reports a failed write only as an I/O error, and being over the
# site's quota is its most likely cause.
# Variables:
#   $browser (String) - "yes" in a browser, else "no"
store-fault-io = { $browser ->
    [yes] the browser did not write the saved data; its storage for this app may be full: free some space, or export and delete old games, then try again
   *[no] reading or writing the storage failed; try again
}

## Why an exported file did not reach the player: clauses inside error-export

export-fault-full = the device is full; free some space and try again
export-fault-denied = the device does not let the app write there; check its storage permissions
export-fault-not-found = the exports folder is missing and could not be created
export-fault-browser = the browser could neither share nor download it; try again
export-fault-other = the device could not save it; try again

## Import problems

# Variables:
#   $megabytes (Number) - the file's size
import-too-large = This file is too large ({ $megabytes } MB). A game file is well under 5 MB.
# Variables:
#   $line (Number) - line of the error
#   $column (Number) - column of the error
import-not-json = This is not a game file: the text stops making sense at line { $line }, column { $column }.
import-wrong-format = This file is not a { -app-name } game.
# Variables:
#   $reason (String) - the rule problem found
import-invalid = This game file breaks the rules and was not imported: { $reason }
# Variables:
#   $game (String) - the game's name
#   $reason (String) - why
import-invalid-game = the game “{ $game }”: { $reason }
# Variables:
#   $number (Number) - the step's number, from 1
#   $reason (String) - why
import-invalid-command = step { $number } of the game: { $reason }

## Store problems at start

# Variables:
#   $path (String) - where the damaged file was moved
store-recovered = Your saved data was damaged and no backup could be used. The damaged file was kept at { $path }, and the app started again with no saved games.
# Variables:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
#   $path (String) - where the file is
store-restored = Your saved data was damaged, so the backup from { $when } was put back: { $count ->
    [one] 1 game came back
   *[other] { $count } games came back
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Anything played after that backup is lost. The damaged file was kept at { $path }.
# Variables:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
store-restored-missing = Your saved data was missing, so the backup from { $when } was put back: { $count ->
    [one] 1 game came back
   *[other] { $count } games came back
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Anything played after that backup is lost.
ago-now = just now
# Variables:
#   $count (Number) - how many
ago-minutes = { $count ->
    [one] 1 minute ago
   *[other] { $count } minutes ago
}
# Variables:
#   $count (Number) - how many
ago-hours = { $count ->
    [one] 1 hour ago
   *[other] { $count } hours ago
}
# Variables:
#   $count (Number) - how many
ago-days = { $count ->
    [one] 1 day ago
   *[other] { $count } days ago
}
settings-backups = Backups
# Variables:
#   $when (String) - how long ago
backups-last = Last backup: { $when }.
backups-none = No backup yet.
# Variables:
#   $kept (Number) - how many backups are kept
#   $every (Number) - changes between two backups
backups-how = The app keeps the last { $kept ->
    [one] copy
   *[other] { $kept } copies
} of all your games: one every { $every ->
    [one] change
   *[other] { $every } changes
}, when a game ends and when you switch games.
backups-now = Back up now
backups-taken = Backup made.
# Variables:
#   $when (String) - how long ago
#   $games (Number) - how many games
backups-row = { $when } · { $games ->
    [one] 1 game
   *[other] { $games } games
}
backups-restore = Restore
# Variables:
#   $when (String) - how long ago
backups-restore-confirm = Replace all your games with the backup from { $when }? What is saved now is kept in a file beside it.
# Variables:
#   $when (String) - how long ago
#   $path (String) - where the file is
backups-restored = The backup from { $when } is back. What was saved before is kept at { $path }.
# Variables:
#   $version (Number) - the store's schema version
store-too-new = Your saved data comes from a newer version of { -app-name } (version { $version }). It was left untouched; update the app to use it. Nothing is saved until then.
# Variables:
#   $error (String) - what the store said
store-unavailable = Your saved data could not be opened ({ $error }). Nothing is saved this session.
store-memory-only = This browser keeps no data for { -app-name } here; private browsing or an older browser does that. You can play, but nothing is kept once the page closes: export a game to keep it.
update-ready = A new version of { -app-name } is ready.
update-reload = Reload

## New game

new-game-default-name = Game night
game-name = Name of the game
game-size = Game size
# Variables:
#   $actions (Number) - actions per turn
game-size-actions = { $actions ->
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
# The army's figure picker.
pick-faction = Faction
pick-every-faction = Every faction
pick-recent = Recently picked
pick-none = No figure matches.
# Variables:
#   $shown (Number) - rows on screen
#   $count (Number) - figures that match
pick-more = { $shown } of { $count } shown: type more to narrow the list.
# Variables:
#   $name (String) - the figure just picked
pick-added = { $name } joins the army.
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
#   $total (Number) - the army's cost
#   $size (Number) - the game size
build-total = Build total: { $total } of { $size ->
    [one] { $size } point
   *[other] { $size } points
}
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
setup-over-build-total = { $player }'s army costs { $total ->
    [one] { $total } point
   *[other] { $total } points
}, more than the game size of { $size }.
# Variables:
#   $player (String) - player name
#   $name (String) - the figure's name
#   $error (String) - what is wrong
setup-bad-figure = { $name } in { $player }'s army cannot be used: { $error }
# Variables:
#   $player (String) - player name
#   $name (String) - the figure's name
setup-point-value = { $name } in { $player }'s army has no such point value.
setup-too-many = That is more figures than a game can track.
# Variables:
#   $player (String) - player name
#   $name (String) - the figure's name
setup-not-a-rider = { $name } in { $player }'s army is not a rider, so it cannot ride a mount.
# Variables:
#   $player (String) - player name
#   $name (String) - the figure's name
setup-not-a-free-mount = { $name } in { $player }'s army must ride a mount that has no rider yet.
# Variables:
#   $player (String) - player name
#   $name (String) - the figure's name
setup-mount-mismatch = { $name } in { $player }'s army cannot ride that mount: its mount symbols (or, for Dark Riders, its collector number) do not match.
# Variables:
#   $player (String) - player name
#   $name (String) - the figure's name
setup-riderless-mount = { $name } in { $player }'s army is a mount: mounts are deployed only with a rider. Choose a rider for it.
# Variables:
#   $player (String) - player name
#   $name (String) - the figure's name
setup-not-a-free-chariot = { $name } in { $player }'s army cannot start aboard that figure: it must be a chariot of the same army with no other passenger, and a passenger rides no mount.
# Variables:
#   $player (String) - player name
#   $name (String) - the figure's name
#   $reason (String) - why, a sentence
setup-passenger = { $name } in { $player }'s army cannot start as a passenger: { $reason }
# Variables:
#   $name (String) - the figure's name
#   $player (String) - player name
#   $number (Number) - the second copy's place in the army
setup-unique-twice = { $name } (figure { $number } of { $player }'s army) is unique: an army may field it only once.

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
#   $stat (String) - the stat's name
#   $ability (String) - the ability's name
stat-with-ability = { $stat } · { $ability }
# Variables:
#   $stat (String) - the stat's name
#   $value (String) - its value, or the word for a skull
stat-spoken = { $stat } { $value }
# Variables:
#   $stat (String) - the stat's name
#   $value (String) - its value, or the word for a skull
#   $ability (String) - the ability's name
stat-spoken-ability = { $stat } { $value }, { $ability }
stat-skull = skull
# A figure named with its number when the game has several of that name.
# Variables:
#   $name (String) - the figure's name
#   $number (Number) - which of the game's figures of that name it is, counted from 1
figure-numbered = { $name } { $number }

# Variables:
#   $figure (String) - the figure an action now pushes
#   $clicks (Number) - clicks of pushing damage it would take
card-pushes = An action now costs { $figure } { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } clicks
} of pushing damage.
# Variables:
#   $range (Number) - the figure's range in inches; 0: it makes no ranged attacks
#   $targets (Number) - its target arrows
card-reach = { $range ->
    [0] No ranged attacks
   *[other] { glossary-range } { $range } · { $targets ->
        [one] { $targets } target
       *[other] { $targets } targets
    }
}
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
# Variables:
#   $first (String) - a section
#   $second (String) - the other section
section-pair = { $first } / { $second }
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
# Variables:
#   $who (String) - the player (or phone) who made a change in a shared game
log-made-by = by { $who }

## Rules

rules-title = Rules and glossary
rules-search-hint = Search in any language
# The rules search field's name, read out by a screen reader.
rules-search-label = Search the rules
search-placeholder = Search…
rules-no-results = Nothing found. Try another word or language.
kind-glossary = Term
kind-rule = Rule
kind-ability = Ability
rules-sources-label = Sources:
# The Rules screen's way back: to the term, the search or the screen the player came from.
rules-back = Back
# Before the codes of the rules that concern a term or an ability (each a link).
rules-related-label = Rules:

## Settings

settings-title = Settings
settings-language = Language
# A language chosen in Settings that could not be downloaded (offline, on the web): the
# choice is not made.
# Variables:
#   $language (String) - the language's own name (Deutsch, Français)
settings-language-offline = { $language } has not come to this phone yet: the first time, a language comes over the network. Choose it again once the connection is back.
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
import-feed = Import a dial file
import-feed-hint = Choose your own copy of the community's dial file (mkstats.json). Importing it again updates figures instead of copying them.
feed-read-failed = The file could not be read. Try choosing it again.
figure-search-hint = Name, number, faction, set or rank
# The figure search field's name, read out by a screen reader.
figure-search-label = Search figures
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
    [one] { $count } figure was imported with a warning: an unknown ability left off, or a second starting marker ignored.
   *[other] { $count } figures were imported with a warning: an unknown ability left off, or a second starting marker ignored.
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
feed-error-too-large = This file is { $megabytes } MB, more than the 50 MB a dial file can be. Nothing was imported.
# Variables:
#   $line (Number) - line of the error
#   $column (Number) - column of the error
feed-error-not-json = This is not a dial file: the text stops making sense at line { $line }, column { $column }. Nothing was imported.
feed-error-wrong-layout = This file has no list of models, so it is not a dial file. Nothing was imported.
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
feed-skip-duplicate-id = { $model }: the file already lists it as model { $number }, which was kept.
# Variables:
#   $model (String) - the model's name or place
#   $count (Number) - dials found
feed-skip-dial-count = { $model }: { $count ->
    [one] { $count } dial
   *[other] { $count } dials
}; only one-dial figures can be imported.
# Variables:
#   $model (String) - the model's name or place
#   $count (Number) - clicks found
feed-skip-too-many-clicks = { $model }: { $count ->
    [one] { $count } click
   *[other] { $count } clicks
} is more than a dial can have.
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
army-option = { $name } ({ $size ->
    [one] { $size } point
   *[other] { $size } points
}, { $count ->
    [one] { $count } figure
   *[other] { $count } figures
})
passenger = Passenger
passenger-none = No passenger

## Wizards (issue 8): one question per step, why it is asked, then a preview

settings-learning-mode = Learning mode: offer the walk-throughs
settings-learning-mode-hint = Walk-throughs explain each step of a cavalry or colossal action. Turn this off to keep only the quick buttons.
# Variables:
#   $version (String) - the app's version
settings-version = Version { $version }
keep-awake-on = The screen stays on while a game is open.
keep-awake-unsupported = This device cannot keep the screen on.
keep-awake-refused = The screen could not be kept on.
settings-storage = Storage
storage-persisted = The browser has promised to keep your games, even when the phone runs low on space.
storage-not-persisted = The browser has not promised to keep your games: it may clear them when the phone runs low on space. Adding the app to the home screen usually earns that promise; export your games now and then.
rides-hint = Only mounts this rider can ride are listed (CAV-03).
wiz-yes = Yes
wiz-no = No
wiz-next = Next
wiz-roll = Roll for me
wiz-confirm = Confirm
wiz-cancel = Cancel
wiz-done = Done
wiz-preview = This will happen:
wiz-nothing-to-do = Nothing else to enter: the game already shows it.
wiz-no-options = Nothing on the table qualifies right now.
# Variables:
#   $figure (String) - the figure's name
#   $player (String) - its player
wiz-figure-of = { $figure } ({ $player })
# Variables:
#   $chariot (String) - the chariot's name
wiz-aboard = Passenger of { $chariot }
# Variables:
#   $captor (String) - who holds it
card-captive-of = Captive of { $captor }
# Variables:
#   $captive (String) - the figure it holds
card-holds-captive = Holds { $captive } captive
# Variables:
#   $figure (String) - the passenger's name
wiz-wreck-pending = { $figure } was thrown from an eliminated chariot and waits for its damage roll.
wiz-aim-one = Through one section
wiz-aim-two = Along a border
wiz-aim-centre = Right on the center
wiz-open-walkthrough = Walk me through
wiz-open-dismount = Dismount
wiz-open-remount = Remount
wiz-open-overwhelm = Overwhelm
wiz-open-trample = Trample
wiz-open-board = Board
wiz-open-disembark = Disembark
wiz-open-area-hit = Hit by an area effect
wiz-open-wreck = Enter the roll
wiz-title-dismount = Dismount
wiz-title-remount = Remount
wiz-title-rider-thrown = The mount is eliminated
wiz-title-mount-left = A riderless mount
wiz-title-overwhelm = Overwhelm
wiz-title-trample = Trample
wiz-title-board = Board the chariot
wiz-title-disembark = Leave the chariot
wiz-title-area-hit = Area effect on a colossal
wiz-title-wreck = The chariot is eliminated
wiz-title-cavalry-turn = A cavalry unit's action
wiz-title-colossal-turn = A colossal's action
wiz-q-dismount-dark = A Dark Rider cannot dismount.
wiz-why-dismount-dark = Dark Riders stay in the saddle for the whole game; nothing changes.
wiz-q-dismount-room = Is there room to place the rider in base contact with the mount?
wiz-why-dismount-room = The rider returns to its own base beside the mount. With no room, it cannot dismount.
wiz-q-dismount-effect = The unit splits into a mount and a rider.
wiz-why-dismount-effect = Dismounting is a special action that gives no action token and removes all tokens from the unit. Both the mount and the rider may still be given actions this turn.
wiz-q-remount-mount = Which mount does the rider climb onto?
wiz-why-remount-mount = Only friendly riderless mounts in base contact whose mount type matches the rider's symbols can be chosen.
wiz-q-remount-effect = Rider and mount form a cavalry unit again.
wiz-why-remount-effect = Remounting is a special action. The new unit gets a single action token and may still be given an action this turn.
wiz-q-thrown-room = The mount was eliminated first. Is there room to place the rider in base contact with it?
wiz-why-thrown-room = The rider returns to its base next to the mount, then the mount is removed. With no room, the rider is eliminated too. All tokens on the unit are gone.
wiz-q-thrown-placed = Place the rider in base contact with the mount, then remove the mount.
wiz-why-thrown-placed = The rider fights on alone with its own dial; the game already shows it.
wiz-q-mount-fled = A skittish mount without a rider has left the game.
wiz-why-mount-fled = A skittish mount (circle around its mount symbol) is removed at the beginning of any end phase if it has no rider. Take it off the table.
wiz-q-mount-sides = A mean-spirited mount without a rider changes sides for this turn.
wiz-why-mount-sides = A mean-spirited mount (square around its mount symbol) is friendly to the player whose turn it is and opposing to everyone else until the turn ends.
wiz-q-overwhelm-target = Which opposing cavalry unit does the move end in contact with?
wiz-why-overwhelm-target = Overwhelm is a move action out of contact, without speed abilities, that must end touching exactly one opposing cavalry unit.
wiz-q-overwhelm-d6 = What does the die show?
wiz-why-overwhelm-d6 = Roll 1d6 and add the rider attack bonus: 6 or more dismounts the other unit's rider.
wiz-q-overwhelm-room = Is there room to place the dismounted rider in contact with its mount?
wiz-why-overwhelm-room = A dismounted rider with no room to stand is eliminated.
wiz-q-cav-contact = Is the unit in base contact with an opposing figure?
wiz-why-cav-contact = This proficiency can only start out of base contact. A unit already touching an opposing figure takes an ordinary action instead.
wiz-q-overwhelm-speed = Will the move use a speed ability?
wiz-why-overwhelm-speed = This move uses the mount's speed value alone, without any speed ability.
wiz-q-refused = Not possible now
wiz-q-trample-ground = Is the unit at ground level?
wiz-why-trample-ground = Trample starts only at ground level, not from elevated terrain.
wiz-q-trample-double-time = Will the move use the Double-Time proficiency?
wiz-why-trample-double-time = A Trample move cannot use Double-Time.
wiz-q-trample-line = Move the unit in a straight line out through the mount's front arc.
wiz-why-trample-line = Trample is a move action at ground level, without Double-Time. Every ground-level figure whose base the mount crosses takes 1 damage.
wiz-q-trample-crossed = Which figures did the mount cross?
wiz-why-trample-crossed = Tick each figure crossed; for a cavalry unit, tick the dial that takes the damage.
wiz-q-board-chariot = Which chariot does the figure board?
wiz-why-board-chariot = A friendly figure with speed above 0 in contact with a side or the rear section boards with a move action. Colossals, titans, figures with the horseshoe speed type and cavalry cannot ride, and the compartment holds one passenger.
wiz-q-board-section = Which section is the figure touching?
wiz-why-board-section = Only a side or the rear section leads into the rear compartment.
wiz-q-board-sentry = Is the figure a sentry?
wiz-why-board-sentry = Sentries cannot board a chariot.
wiz-q-disembark-section = Against which section do you place the figure?
wiz-why-disembark-section = Disembarking is a move action: the passenger stands in contact with a side or the rear section.
wiz-q-area-aim = How does the line from the area's center reach the colossal's center?
wiz-why-area-aim = When an area holds a colossal's center, only one section is affected: the one the line from the area's center to the colossal's center crosses.
wiz-q-area-section = Which section does the line cross?
wiz-why-area-section = That section takes the damage, if it is active.
wiz-q-area-pair = Along which border does the line run?
wiz-why-area-pair = On a border the colossal's controller picks one of the two sections.
wiz-q-area-controller = Which section does the colossal's controller choose?
wiz-why-area-controller = Along a border, or with the area right on the center, the controller picks the section.
wiz-q-area-attacker = That section is inactive. Which active section does the attacker choose?
wiz-why-area-attacker = An inactive section takes no more damage, so the attacker picks an active one instead.
wiz-q-area-passenger = The attacker rolls for the passenger. What does the die show?
wiz-why-area-passenger = When a side or the rear section of a chariot takes damage, a 5 or 6 deals the passenger the damage the section took.
wiz-q-area-dealt = How much damage does the area deal?
wiz-why-area-dealt = Enter the damage before reductions; the section's own abilities reduce it.
wiz-q-wreck-d6 = The passenger takes 1d6 damage. What does the die show?
wiz-why-wreck-d6 = When a chariot is eliminated, its passenger is placed where the chariot's center was, facing as its controller likes, and takes 1d6 damage.
wiz-q-cav-action = What does the unit do?
wiz-why-cav-action = A cavalry unit gets one action per turn, like one figure.
wiz-q-cav-dial = Which dial resolves the action?
wiz-why-cav-dial = For close combat, ranged combat and special actions you choose the mount's or the rider's dial; only that figure's abilities can be used.
wiz-q-cav-move = The move uses the mount's dial.
wiz-why-cav-move = Speed values, speed abilities and move proficiencies come from the mount.
wiz-q-cav-maneuver = First the mount moves, then the unit attacks.
wiz-why-cav-maneuver = A proficiency that moves and attacks in one action lets mount and rider use abilities that need that kind of action: the mount's speed for the move, the chosen dial for the attack.
wiz-q-cav-defender = When someone attacks a cavalry unit, the attacker chooses the dial.
wiz-why-cav-defender = Every attack against a unit resolves against the mount's or the rider's dial, as the attacker chooses.
wiz-q-col-section = Which active section acts?
wiz-why-col-section = A colossal gets at most one action per active section each turn, and one action token after its first action.
wiz-q-col-action = Which action does this section take?
wiz-why-col-action = Give moves first: after a close, ranged or special action the colossal cannot move any more this turn.
wiz-q-col-moves-first = This colossal has already fought this turn.
wiz-why-col-moves-first = Moves come first: after a close, ranged or special action, no section can be given a move action this turn.
wiz-q-col-distance = All moves this turn combine into one movement.
# Variables:
#   $distance (Number) - inches moved so far this turn
#   $total (Number) - inches with this section's speed added
wiz-why-col-distance = So far { $distance ->
    [one] { $distance } inch
   *[other] { $distance } inches
}; with this section's speed, { $total ->
    [one] { $total } inch
   *[other] { $total } inches
}. Turn around the center and move straight forward, or straight backward without turning.
wiz-q-col-contact = Is any section, active or inactive, in contact with an opposing figure?
wiz-why-col-contact = Then the colossal must break away first: one roll, however many sections touch.
wiz-q-col-break-away = Break-away roll: what does the die show?
wiz-why-col-break-away = The colossal gets away on anything but a 1.
wiz-q-col-ranged-line = Draw the line of fire from the colossal's center through this section.
wiz-why-col-ranged-line = The section needs a range, an attack value above 0 and no contact with an opposing figure.
wiz-q-col-long-range = Is the target a titan, colossal or castle section?
# Variables:
#   $range (Number) - the printed range
#   $long (Number) - the range doubled
wiz-why-col-long-range = Then it may make a long-range attack: range { $range } becomes { $long }, with −2 to its damage value.
wiz-q-col-close = The target must touch this active section.
wiz-why-col-close = A section's arc is its whole outer edge; only figures in contact with the acting section can be attacked.
wiz-q-col-push = This action pushes the colossal. Which section takes the pushing damage?
wiz-why-col-push = Damage that belongs to no section goes to the section its controller chooses.
wiz-touch-one = One section
wiz-touch-two = Two sections
wiz-open-attack-hit = Attacked
wiz-title-attack-hit = Attack on a colossal
wiz-q-hit-kind = Is it a close or a ranged attack?
wiz-why-hit-kind = A close or ranged attack on a colossal is taken by one section; the next questions find which.
wiz-q-hit-attacker = Which figure attacks?
wiz-why-hit-attacker = For a cavalry unit, pick the dial that attacks. A colossal attacks with a section action instead.
wiz-q-hit-aim-close = Does the attacker touch one section or two?
wiz-why-hit-aim-close = A close attack needs contact with an active section; if the attacker touches two, the colossal's controller picks one.
wiz-q-hit-aim-ranged = Does the line of fire cross one section, or run along a border?
wiz-why-hit-aim-ranged = The line must cross an active section; along a border the controller picks; a section touching a figure friendly to the attacker cannot be hit.
wiz-q-hit-section = Which section is hit?
wiz-why-hit-section = If that section is inactive, the attacker picks an active one instead.
wiz-q-hit-pair = Which two sections?
wiz-why-hit-pair = The colossal's controller picks one of them.
wiz-q-hit-2d6 = What is the attack roll (2d6)?
wiz-why-hit-2d6 = The roll plus the attack value against the section's defense value: 12 is a critical hit, 2 a critical miss.
wiz-open-capture = Capture
wiz-title-capture = Capture
wiz-q-capture-target = Which opposing figure in base contact should it try to capture?
wiz-why-capture-target = A capture is announced before a close attack. Only an opposing figure in base contact can be taken; cavalry units, colossals and figures showing Berserk, Battle Fury or Invulnerability cannot.
wiz-q-capture-2d6 = What is the attack roll (2d6)?
# Variables:
#   $bonus (Number) - how much higher the target defends
wiz-why-capture-2d6 = The target defends { $bonus } higher against a capture. A hit takes it captive and deals no damage; a 2 still hurts the attacker.
wiz-q-hit-shielded = Is that section in contact with a figure friendly to the attacker?
wiz-why-hit-shielded = A ranged attack cannot hit a section that touches a figure friendly to the attacker.

## Portraits

portrait-add = Add a photo
# Variables:
#   $megabytes (Number) - the file's size
portrait-too-large = This photo is { $megabytes } MB; photos up to 25 MB can be used.
portrait-not-image = This file is not a photo that can be read (JPEG, PNG or WebP).
# Variables:
#   $width (Number) - width in pixels
#   $height (Number) - height in pixels
portrait-too-many-pixels = This photo is { $width } × { $height ->
    [one] { $height } pixel
   *[other] { $height } pixels
}; at most 10,000 on a side.

## Dial editor (issue 7): create or fix a figure

editor-new = New figure
editor-edit = Edit
editor-copy = Copy and edit
editor-title-new = New figure
# Variables:
#   $name (String) - the figure being edited
editor-title-edit = Edit { $name }
editor-name = Name
editor-number = Collector number
editor-set = Set
editor-factions = Factions (separate with commas)
editor-rank = Rank
rank-weak = Weak
rank-standard = Standard
rank-tough = Tough
rank-unique = Unique
editor-points = Points
editor-range = Range
editor-targets = Targets
editor-speed-type = Speed type
speed-type-boot = Boot
speed-type-wing = Wing
speed-type-wave = Wave
speed-type-horseshoe = Horseshoe
speed-type-wheel = Wheel
editor-chariot-wheel = A chariot always has the wheel speed type.
editor-proficiencies = Proficiencies
proficiency-surge = Surge
proficiency-double-time = Double-Time
proficiency-gang-up = Gang Up
editor-kind = Kind of figure
editor-kind-standard = Ordinary
editor-kind-mount = Mount
editor-kind-rider = Rider
editor-kind-colossal = Colossal
editor-kind-chariot = Chariot
editor-symbols = Mount symbols it can ride
editor-point-values = Point values under the base
editor-point-values-hint = For each printed value, how many clicks each section is turned past its starting marker.
editor-point-value-points = Points
editor-point-value-clicks = Clicks turned
editor-add-point-value = Add a point value
editor-dial-hint = Type the values click by click; x stands for a skull. Tap a box to give it an ability color.
editor-start = Start
editor-add-click = Add a click
# Variables:
#   $click (Number) - the click's number, from 1
editor-remove-click = Remove click { $click }
editor-ko-row = After the last click: knocked out
# Variables:
#   $place (String) - the box, e.g. "click 3, attack"
editor-ability-for = Ability color for { $place }
editor-ability-none = No ability
editor-abilities-slot = Printed on this stat
editor-abilities-circle = Circle abilities
editor-save = Save figure
# Variables:
#   $name (String) - the figure's name
editor-saved = { $name } saved to your figures.
editor-problems-title = Fix these before saving; nothing you typed is lost:
editor-delete = Delete figure
# Variables:
#   $name (String) - the figure's name
editor-delete-confirm = Delete { $name } from your figures? Games and saved armies keep their own copy.
editor-deleted = Figure deleted.
editor-edited-badge = Edited
# Variables:
#   $count (Number) - figures kept
import-kept-edits = { $count ->
    [one] One figure you fixed in the editor was kept as you left it.
   *[other] { $count } figures you fixed in the editor were kept as you left them.
}

## Dial editor problems

# Variables:
#   $click (Number) - the click, from 1
#   $stat (String) - the stat's name
editor-where-click = click { $click }, { $stat }
# Variables:
#   $section (String) - the section's name
#   $click (Number) - the click, from 1
#   $stat (String) - the stat's name
editor-where-section = { $section }, click { $click }, { $stat }
editor-the-dial = The dial
# Variables:
#   $field (String) - the field's label
#   $number (Number) - the point value's place in the list, from 1
editor-entry-field = point value { $number }, { $field }
editor-problem-name = Give the figure its name.
editor-problem-number = Give the collector number printed on the base, such as 58 or 121a.
# Variables:
#   $field (String) - the field's label
#   $value (String) - what was typed
editor-problem-not-a-number = { $field }: “{ $value }” is not a whole number.
# Variables:
#   $field (String) - the field's label
#   $min (Number) - the smallest allowed
#   $max (Number) - the largest allowed
editor-problem-out-of-range = { $field } must be from { $min } to { $max }.
# Variables:
#   $place (String) - the box, e.g. "click 3, attack"
editor-problem-stat-missing = { $place }: the box is empty. Type a number, or x for a skull.
# Variables:
#   $place (String) - the box
#   $value (String) - what was typed
#   $max (Number) - the largest stat value
editor-problem-bad-stat = { $place }: “{ $value }” is neither a number from 0 to { $max } nor x for a skull.
# Variables:
#   $dial (String) - "The dial" or a section's name
editor-problem-no-live-click = { $dial }: the first click shows three skulls. A dial needs at least one click with values (CORE-01).
# Variables:
#   $dial (String) - "The dial" or a section's name
#   $click (Number) - the marked click, from 1
editor-problem-start-not-live = { $dial }: the starting marker is on click { $click }, which knocks the figure out. Move it to a click with values (CORE-02).
editor-problem-no-symbols = A rider needs at least one mount symbol, or it can ride nothing (CAV-03).
# Variables:
#   $suffix (String) - the letter the number must end in
editor-problem-dark-riders-number = Dark Riders pair by collector number, so this one must end in “{ $suffix }”, like 121{ $suffix } (CAV-31).
# Variables:
#   $expected (Number) - dials needed
#   $found (Number) - dials given
figure-error-dial-count = It has { $found ->
    [one] one dial
   *[other] { $found } dials
} where { $expected } are needed.
figure-error-too-long = One of its dials has more than 255 clicks.
editor-problem-no-point-values = A colossal needs at least one point value from under its base (COL-02).
# Variables:
#   $number (Number) - the point value's place in the list, from 1
#   $section (String) - the section that would be knocked out
editor-problem-point-value-too-deep = Point value { $number } turns the { $section } section past its last click. Use fewer clicks or add clicks to that dial (COL-02).

## Army files

army-export = Export army
army-import = Import an army file
# Variables:
#   $path (String) - where the file was written
army-exported = Army written to { $path }. Copy that file to share it, or copy the text below.
# Variables:
#   $name (String) - the army's name
army-imported = Army “{ $name }” added to your saved armies.
# Variables:
#   $megabytes (Number) - the file's size
army-file-too-large = This file is { $megabytes } MB; an army file is far smaller. Pick the .army.json file that { -app-name } exported.
# Variables:
#   $line (Number) - where reading stopped
#   $column (Number) - where reading stopped
army-file-not-json = This file is not an army file: it stops making sense at line { $line }, column { $column }.
army-file-wrong-format = This file is not a { -app-name } army file.
# Variables:
#   $version (Number) - the file's version
army-file-too-new = This army file was made by a newer version of { -app-name } (format { $version }). Update the app to open it.
# Variables:
#   $number (Number) - the figure's place in the army, from 1
#   $name (String) - its name
#   $error (String) - what is wrong, a sentence
army-file-bad-figure = Figure { $number } ({ $name }) in this file cannot be used. { $error } Nothing was added.
# Variables:
#   $number (Number) - the rider's place in the army, from 1
army-file-bad-pairing = Figure { $number } in this file rides a figure that is not a mount it can ride (CAV-03). Nothing was added.
mount-rider = Rider
mount-rider-none = No rider yet (CAV-05)

## Only one tab keeps the games; a browser that keeps nothing; a crash

elsewhere-title = { -app-name } is open elsewhere
elsewhere-body = It is already open in another tab or window of this browser. Only one of them can keep your games at a time.
elsewhere-let-go = { -app-name } was opened in another tab or window, so this one handed your games over to it. Nothing was lost.
elsewhere-busy = The other tab or window has not let go of your games yet. Try again in a moment.
elsewhere-use-here = Use it here
floor-title = Games cannot be kept in this browser
floor-body = This browser gives { -app-name } no lasting storage. That happens in private browsing, and in browsers older than iOS 16.4, Chrome 109 or Firefox 111. You can still play, but everything is gone once the page closes.
# Variables:
#   $reason (String) - what the browser said
floor-reason = What the browser said: { $reason }
floor-play = Play without saving
crash-title = Something went wrong
crash-body = { -app-name } stopped unexpectedly. Every action it showed before this is saved. Reload to go on.
crash-reload = Reload

## Move my games

move-title = Move my games
move-body = One file with every game, army and setting. Load it in another browser or on another phone: from Safari into the installed app, or from an old phone to a new one. It is also a backup you keep yourself.
move-save = Save the file
move-load = Load a file…
# Variables:
#   $path (String) - where the file was written
move-saved-to = Your games were saved to { $path }.
# Variables:
#   $games (Number) - games added
#   $armies (Number) - armies added
#   $already (Number) - games and armies that were already here
move-loaded = Added { $games ->
        [one] one game
       *[other] { $games } games
    } and { $armies ->
        [one] one army
       *[other] { $armies } armies
    }; { $already ->
        [0] nothing was here already
        [one] one was here already
       *[other] { $already } were here already
    }. The file's settings now apply.
move-wrong-format = This file is not a { -app-name } games file. Choose the file that “{ move-save }” made.

## The game's end: time limit, clock, ending and score (CORE-17 to CORE-19)
time-limit = Time limit
time-limit-none = No time limit
# Variables:
#   $minutes (Number) - the limit in minutes
time-limit-option = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
agreed-condition = Another agreed ending (optional)
agreed-condition-hint = e.g. whoever holds the bridge after round 6
clock-pause = Pause the game clock
clock-resume = Start the game clock again
clock-paused = Paused
# Variables:
#   $minutes (Number) - the agreed time limit
clock-limit = of { $minutes } min
clock-time-up = Time is up
end-game = End the game
# Variables:
#   $player (String) - the player facing no opponent
end-offer-conquest = { $player } has no opposing figures left.
end-offer-time = The agreed time has run out.
end-why = Why does the game end?
# Variables:
#   $player (String) - the player facing no opponent
end-reason-conquest = { $player } eliminated or captured every opposing figure
end-reason-time-up = The agreed time ran out
# Variables:
#   $condition (String) - the ending the players agreed on, in their words
end-reason-condition = Our agreed ending came true: { $condition }
end-reason-stopped = We stop here
end-objectives = Objectives held
end-objectives-hint = Objectives break a tie on points, and decide whether a damaged colossal scores.
# Variables:
#   $most (Number) - the most objectives one player may hold
end-objectives-invalid = Type a whole number from 0 to { $most }.
score-title = Game over
# Variables:
#   $count (Number) - how many players share first place
#   $players (String) - their names
score-winner = { $count ->
        [one] { $players } wins
       *[other] Shared first place: { $players }
    }
# Variables:
#   $points (Number) - victory points
score-points = { $points ->
        [one] 1 victory point
       *[other] { $points } victory points
    }
# Variables:
#   $count (Number) - objectives held
score-objectives = { $count ->
        [one] 1 objective
       *[other] { $count } objectives
    }
# Variables:
#   $figure (String) - the opposing figure
score-line-eliminated = { $figure }, eliminated
# Variables:
#   $figure (String) - the opposing figure
score-line-captive = { $figure }, held captive
# Variables:
#   $figure (String) - the opposing colossal
score-line-colossal = { $figure }, colossal still standing
score-none = No victory points
# Variables:
#   $time (String) - hours, minutes and seconds played
score-played = Played for { $time }
# Variables:
#   $count (Number) - how many players share first place
#   $winners (String) - their names
#   $scores (String) - every player's name and points
game-result = { $count ->
        [one] { $winners } won
       *[other] { $winners } tied
    } · { $scores }
# Variables:
#   $player (String) - a player's name
#   $points (Number) - their victory points
score-pair = { $player } { $points }

## The table at a glance (issue 19)
# A compact card's button: opens the whole card.
# Variables:
#   $name (String) - the figure's name
card-open = Open { $name }
card-close = Close
# Variables:
#   $click (Number) - the click number, from 1
#   $left (Number) - clicks of damage it survives
click-short = Click { $click } · { $left } to KO
find-figure = Find a figure
# Variables:
#   $player (String) - the current player's name
only-mine = Only { $player }
compact-view = Compact
# Variables:
#   $count (Number) - figures not shown by the search or the filter
figures-hidden = { $count ->
    [one] { $count } figure hidden by the filter
   *[other] { $count } figures hidden by the filter
}
# Variables:
#   $count (Number) - actions the player has not used this turn
end-turn-unused = { $count ->
    [one] You still have { $count } action this turn. End the turn anyway?
   *[other] You still have { $count } actions this turn. End the turn anyway?
}
end-turn-keep-playing = Keep playing
end-turn-anyway = End turn
settings-table-view = Cards on the table
table-view-auto = Automatic
table-view-compact = Compact
table-view-full = Full
# The wizard goes back one step.
wiz-back = Back
# Saved armies on the new-game screen: list them, delete one after a question.
armies-manage = Saved armies…
army-delete = Delete
# Variables:
#   $name (String) - the saved army's name
army-delete-question = Delete the army “{ $name }”?
army-delete-keep = Keep it
# Variables:
#   $name (String) - the saved army's name
army-deleted = Army “{ $name }” deleted.
# The table's dice roller.
dice-open = Dice
dice-title = Dice
dice-roll-two = Roll 2d6
dice-roll-one = Roll 1d6
dice-critical-hit = Critical hit (12)
dice-critical-miss = Critical miss (2)
dice-give = Apply this attack
# After a damaged store was replaced at start-up: the damaged file, for someone who may
# get more out of it.
damaged-file-save = Save the damaged file
# Variables:
#   $path (String) - where the file was written
damaged-file-saved = The damaged file was saved to { $path }.
damaged-file-none = No damaged file is kept any more.
# The snackbar, when the saved data turned out damaged during play: go to the backups.
restore-offer = Restore a backup
# The formation wizard (CORE-13).
wiz-open-formation = Formation
wiz-title-formation = Formation
wiz-q-formation-action = Which formation do they make?
wiz-why-formation-action = Figures of one faction in base contact with each other may act as one, for a single action: a move formation (3 to 5 figures), a close-combat formation (2 or 3) or a ranged-combat formation (3 to 5).
wiz-q-formation-members = Which figures join this one?
wiz-why-formation-members = Tick the figures that form up with it. Only figures the rules allow are listed: the same faction, none showing Charge, Bound or Quickness, no colossal, cavalry only with cavalry.
wiz-q-formation-contact = Are all of them in base contact with each other?
wiz-why-formation-contact = A formation is only possible while every member touches the others; for a close attack each must also touch the target. Check it on the battlefield.
wiz-q-formation-primary = Which member is the primary attacker?
wiz-why-formation-primary = The primary attacker rolls the dice and deals the damage, and only it is hurt on a 2. Any member may take this role: only those with a figure to attack are listed.
wiz-q-formation-target = Which figure does the formation attack?
wiz-why-formation-target = Only figures the primary attacker can attack are listed.
wiz-q-formation-2d6 = What is the primary attacker's roll (2d6)?
# Variables:
#   $bonus (Number) - what the other members add to the attack
wiz-why-formation-2d6 = Every other member adds 1 to the attack: +{ $bonus } here. Each member gets an action token and may take pushing damage; on a 2 only the primary attacker is hurt.
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-use-ability = Use { $ability }
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-damage-die = Damage die of { $ability } (1d6)
# The dice's questions about the figures around an attack (CORE-16).
# Variables:
#   $ability (String) - the ability's name
dice-defended-by = { $ability }: a friend of the target in base contact
# Variables:
#   $ability (String) - the ability's name
dice-enhanced-by = { $ability }: a friend of the attacker in base contact
# Variables:
#   $ability (String) - the ability's name
dice-dodge-die = { $ability }: the target's d6
# Variables:
#   $passenger (String) - the passenger's name
#   $chariot (String) - the chariot's name
dice-passenger-die = The attacker's d6 for { $passenger }, riding in { $chariot }: on 5 or 6 the passenger takes the same damage (CHR-11)
dice-nobody = Nobody
# The special ability wizard (CORE-16).
wiz-open-ability = Ability
wiz-title-ability = Special ability
wiz-q-ability-which = Which ability does it use?
wiz-why-ability-which = Only the abilities this figure shows now and may use now are listed. Each is one action or one step of the turn, as its rule says.
wiz-q-ability-dial = Which dial uses it?
wiz-why-ability-dial = Both dials of this cavalry unit show it. You choose the mount's or the rider's dial, and only that figure's abilities count.
wiz-q-ability-contact = Is it in base contact with an opposing figure?
wiz-why-ability-contact = A move out of base contact needs a break-away roll first; Necromancy cannot be used in base contact with an opposing figure.
wiz-q-ability-returned = Which eliminated friendly figure comes back?
wiz-why-ability-returned = Necromancy brings back an eliminated friendly figure at its starting click; it then takes damage equal to the roll of one die. A colossal never comes back.
wiz-q-ability-d6 = What does the die show?
wiz-why-ability-d6 = Roll one six-sided die at the table, or let the app roll it.
wiz-q-ability-victims = Which opposing figures does it damage?
wiz-why-ability-victims = Tick the opposing figures the rule reaches on the battlefield: for Pole Arm, each that moved into base contact with its front arc; for Venom, each in base contact with its front arc.
wiz-q-ability-demoralized = Which demoralized friendly figures are in base contact with it?
wiz-why-ability-demoralized = A Command roll also heals friendly figures showing Demoralized that touch it.
wiz-q-ability-healed = Which friendly figure does it heal?
wiz-why-ability-healed = Healing reaches a friendly figure in base contact with a close combat action; Magic Healing reaches one within range with a ranged combat action.
wiz-q-ability-heal-contact = Is the figure to heal in base contact with an opposing figure?
wiz-why-ability-heal-contact = Magic Healing cannot heal a figure that is in base contact with an opposing figure.
wiz-q-ability-heal-2d6 = What is the attack roll (2d6)?
wiz-why-ability-heal-2d6 = The heal works when the roll plus the attack value reaches the friendly figure's defense value; one die then says how many clicks it heals.

# A change waiting for the store (ui/saving.rs): after a second, then after five.
screen-loading = Opening…
screen-loading-slow = Still opening this screen: the first time, it comes over the network. It opens by itself as soon as the connection is back.
# Joining: the camera shows while the code that reads its picture still comes over the
# network (the split web app; ui/sharing.rs), after five seconds.
share-reader-waiting = The camera is on, but what reads the code has not come yet: the first time, it comes over the network. It starts reading by itself as soon as the connection is back.
saving-now = Saving…
saving-slow = Still saving your last tap: this phone's storage is slow to answer. Reloading keeps everything already saved.
saving-reload = Reload
saving-slow-host = Still waiting for the host phone to answer your last tap. If the link is lost, you will see it here.
# Variables:
#   $phones (Number) - how many phones follow this one
table-standing-hosting = { $phones ->
    [one] Hosting · 1 phone
   *[other] Hosting · { $phones } phones
}
table-standing-following = Following the host
table-standing-lost = Host lost
table-standing-lost-help = No phone answers this one now: the host is gone, or another phone took the game over. Taps made here are not saved.
table-standing-lost-open = Join again or host
store-fault-stopped = the app's storage stopped answering and was restarted before it confirmed this

# The dice (ui/dice_roller.rs): Charge or Bound, the move and the attack as one action (CORE-16).
# Variables:
#   $ability (String) - Charge or Bound, by its glossary name
dice-move-and-attack = { $ability }: the move and the attack as one action

# The formation wizard (wizard/formation.rs): a friend of the target lends its Defend (CORE-13, CORE-16).
wiz-q-formation-defender = Can the target use Defend from a figure on its side in base contact with it?
wiz-why-formation-defender = Tick the figure on the target's side that touches the target and shows Defend, if there is one: the target then defends with that figure's defense value.

# Rules screen (ui/rules.rs): the label before an entry's ruling, the reading the app
# follows where the rules are open or disputed (docs/RULINGS.md).
rules-ruling-label = How this app plays it:

# New game (ui/new_game.rs): house rules, off by default, kept with the game (docs/RULINGS.md).
new-game-house-rules = House rules
house-rule-move-formation-of-two = A move formation may have 2 figures (CORE-13)
house-rule-move-formation-of-two-why = The rulebooks allow a formation of 2 or more figures in one place and a move formation of 3 to 5 in another; with this off, the app asks for 3 to 5.
house-rule-close-formation-counts-primary = A close combat formation's bonus counts the primary attacker too (CORE-13)
house-rule-close-formation-counts-primary-why = A Dutch fan summary of the rules from 2001 gives +1 for each figure touching the opponent, the primary attacker included; with this off, the app gives +1 for each other member only.
house-rule-invulnerability-ranged-only = Invulnerability lowers ranged combat damage only (CORE-16)
house-rule-invulnerability-ranged-only-why = A Dutch fan summary of the rules from 2001 names ranged combat only; with this off, the app lowers the damage of every attack.
house-rule-flame-lightning-hits-contact = Flame/Lightning hits the figures touching its target without a roll (CORE-16)
house-rule-flame-lightning-hits-contact-why = A Dutch fan summary of the rules from 2001 names no roll for them; with this off, the app compares the one attack roll with each figure's defense value.
# Table (ui/table.rs): shown in the turn bar when the game uses a house rule.
house-rule-in-use-move-formation-of-two = House rule: a move formation may have 2 figures
house-rule-in-use-close-formation-counts-primary = House rule: a close combat formation's bonus counts the primary attacker
house-rule-in-use-invulnerability-ranged-only = House rule: Invulnerability lowers ranged combat damage only
house-rule-in-use-flame-lightning-hits-contact = House rule: Flame/Lightning hits the figures touching its target without a roll

## An attack made on the card (issue 35): the targets the engine accepts, the roll each needs, one tap per 2d6 total.
attack-close-title = Close attack
attack-ranged-title = Ranged attack
attack-pick-target = Tap the target.
# Variables:
#   $count (Number) - how many targets the attack allows
attack-pick-targets = { $count ->
    [one] Tap the target.
   *[other] Tap up to { $count } targets.
}
# Variables:
#   $figure (String) - the target's name
attack-only-target = Only { $figure } can be attacked now, so it is picked.
attack-no-target = No figure can be attacked like this now.
# Variables:
#   $roll (Number) - the lowest 2d6 total that hits
attack-needs = needs { $roll }+
attack-needs-any = hits unless a 2
attack-needs-twelve = needs a 12
# Variables:
#   $figure (String) - the colossal's name
attack-pick-section = Which section of { $figure } is hit?
attack-tap-roll = Tap the 2d6 total you rolled.
# Variables:
#   $targets (Number) - how many targets the attack has
#   $hits (Number) - how many of them this roll hits
attack-roll-result = { $targets ->
    [one] { $hits ->
        [0] miss
       *[other] hit
    }
   *[other] { $hits ->
        [0] none hit
        [one] 1 hit
       *[other] { $hits } hit
    }
}
attack-roll-for-me = Roll for me
attack-without-dice = No dice: just take the action

## What Undo takes back and Redo plays again (issue 35).
# Variables:
#   $what (String) - the change taken back
undone-what = Undone: { $what }
# Variables:
#   $what (String) - the change played again
redone-what = Redone: { $what }
last-change = the last change

## A wizard step with one possible answer, answered by the app (issue 35).
# Variables:
#   $answer (String) - the answer taken
wiz-taken = { $answer }: the only possible answer, so it is taken.

## The dice sheet points to the card for attacks (issue 35).
dice-attack-on-card = For an attack, tap “{ action-close }” or “{ action-ranged }” on the attacker's card: the app knows the targets there.

## A cavalry unit's Mounted Charge or Mounted Bound entered with its attack on the card (CAV-27, CAV-28).
# Variables:
#   $maneuver (String) - Mounted Charge or Mounted Bound, by its name
attack-mounted = { $maneuver }: out of base contact, the mount moves, then this dial attacks

## The table kept between games (issue 35)

new-game-kept = Players and armies as you left them.
# Variables:
#   $names (String) - the last game's players, separated by commas
new-game-last-table = Same table as last game: { $names }
# Variables:
#   $head (String) - the names but the last, separated by commas
#   $last (String) - the last name
names-list = { $head } and { $last }
new-game-afresh = Start afresh
# Variables:
#   $rider (String) - the rider's name
#   $mount (String) - the mount's name
paired-alone = The only rider and the only mount of this army: { $rider } rides { $mount }. You can change it in the list.
rematch = Rematch
# Variables:
#   $name (String) - the finished game's name
rematch-name = { $name } (rematch)

## Playing one game on several phones (issue 36): pairing by QR codes, and taps while sharing

share-title = Play on several phones
share-intro = One phone hosts the game and keeps it; every other player joins with their own phone. The phones link directly over the same Wi-Fi or a phone's hotspot: no internet is needed.
share-start = Share this game
share-join = Join a shared game
share-no-game = To share a game from this phone, open it first. Joining needs no game.
share-preparing = Making this phone's code…
share-offer-shown = On the other phone, open “{ share-title }”, tap “{ share-join }” and point its camera at this code. Then tap “{ share-scan-answer }”.
share-scan-answer = Scan the guest's code
share-scanning-answer = Point this phone's camera at the code on the guest's screen.
share-scanning-offer = Point this phone's camera at the code on the host's screen.
share-answer-shown = Now the host scans this code with its camera. The host's game opens here as soon as the phones are linked.
share-connecting = Linking the phones…
share-linked-host = Linked. Taps on every phone are now checked and saved by this phone, then shown on all of them.
share-linked-guest = Linked. This phone now shows the host's game and follows it; your taps are saved by the host.
share-add-phone = Add another phone
share-end = End sharing
share-ended-here = Sharing has ended. Every phone keeps the game as it stands.
share-leave = Stop following
share-cancel = Cancel
share-again = Try again
share-camera = What the camera sees
share-code = This phone's pairing code
share-hosting = This phone hosts the game.
share-following = This phone follows the host's game.
share-failed-no-webrtc = This browser cannot link phones directly (the desktop app on Linux cannot, for one). Move the game by file instead: export it from the games list, then open the file on the other device.
share-failed-camera-blocked = The camera is blocked. Allow this app to use the camera in the browser's or the phone's settings, then try again.
share-failed-no-camera = No camera can be used here. Pair from a phone whose camera works.
share-failed-not-read = The code was not read. Hold the phone still, a hand's width from the other screen, with the whole code in view, and try again.
# A code the camera read that this step cannot use.
# Variables:
#   $other_half (String) - "yes" when it is the other phone's code for the other step, else "no" (not a code of this app)
share-failed-wrong-code = { $other_half ->
    [yes] That is not the code this step needs: first the guest scans the host's code, then the host scans the guest's.
   *[no] That code is not a pairing code of this app.
}
share-failed-broken = The browser could not make the link. Try again.
# Variables:
#   $seconds (Number) - how long the phones tried to link
share-failed-no-connection = The phones did not link within { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}. They must be on the same Wi-Fi or hotspot, and that network must let its devices reach each other (some guest and public networks do not).
# Variables:
#   $count (Number) - how many phones follow this phone's game
share-phones = { $count ->
    [one] One other phone follows this game.
   *[other] { $count } other phones follow this game.
}
unshared-host-gone = Not saved: the host can no longer be reached. If the tap reached it first, it shows once you join again.
unshared-ended = Not saved: sharing has ended. The game on this phone is now your own; tap again.
unshared-not-joined = Not saved yet: the host's game has not arrived on this phone.
unshared-still-linked = The host is still linked: only a phone whose host is gone can host the game in its place.
share-take-over = Host the game from this phone
share-host-gone-choice = If the host is gone for good, this phone can host the game from its own copy. The other phones then join this one, and any change they have that this phone lacks is added.
# Variables:
#   $seq (Number) - the first change this phone saves as the new host
share-took-over = This phone hosts the game now, from change { $seq } on. On each other phone, tap “{ share-join }”.
share-seat-question = Who plays on this phone?
share-seat-hint = Then the table's “Only” button shows that player's figures, whoever's turn it is.
# An undo or redo on a guest that another change overtook.
# Variables:
#   $known (String) - "yes" when the change now last was made while sharing (its author is known), else "no"
#   $author (String) - who made the change that is now the last one
unshared-not-last = { $known ->
    [yes] Nothing was undone or redone: another change came first. The last change is now { $author }'s.
   *[no] Nothing was undone or redone: another change came first. Look at the table, then try again.
}
# This phone's store could not note a change of sharing (leaving, taking over).
# Variables:
#   $reason (String) - the store's own sentence for what failed
unshared-not-saved = { $reason }
unshared-no-answer = The host has not answered yet. If it saves this change, the change shows here by itself: there is no need to tap again.
unshared-not-kept-here = The host saved this change, but this phone could not keep its copy yet. It shows here as soon as this phone catches up: there is no need to tap again.
unshared-not-hosting = Another phone took this game over later: this phone no longer hosts it. Join that phone to play on.
share-stop-first = Stop sharing this game?
share-stop-first-body = Only one game at a time can be shared. The other phones keep their copies, and this phone keeps the game as one of its own.
share-stop-first-yes = Stop sharing
share-keep-sharing = Keep sharing
unshared-gathering = Not saved yet: the phone taking the game over is still waiting for the other phones. Tap again once its player has started hosting.
share-gathering = This phone takes the game over. Pair each other phone with it now: each one's last change shows below. Once they have all joined, tap “{ share-start-hosting }”; until then, no change is saved.
share-start-hosting = Start hosting
share-facts-title = Phones linked to this one
# Variables:
#   $who (String) - who plays on that phone
#   $seq (Number) - the last change that phone holds
share-facts-line = { $who }: up to change { $seq }
# Variables:
#   $who (String) - who plays on the phone furthest ahead
#   $count (Number) - how many changes it holds that this phone lacks
share-facts-ahead = { $count ->
    [one] { $who }'s phone holds one change this phone lacks. It is added here as that phone joins; to be safe, host the game from that phone instead.
   *[other] { $who }'s phone holds { $count } changes this phone lacks. They are added here as that phone joins; to be safe, host the game from that phone instead.
}
