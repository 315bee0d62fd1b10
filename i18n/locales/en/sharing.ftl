# Sharing one game between phones (issue 36): what a player is told about it. The
# host is the phone whose store keeps the game; the others follow it.

# Variables:
#   $count (Number) - how many changes this phone was given
sharing-caught-up = { $count ->
    [one] One change made while this phone was away has been added.
   *[other] { $count } changes made while this phone was away have been added.
}
# Variables:
#   $seq (Number) - the first change the new host saves
sharing-taken-over = The host is gone: another phone hosts the game now, from change { $seq } on.
sharing-ended = The host has stopped sharing. The game stays on this phone as one of your own.
sharing-host-gone = The host can no longer be reached. Taps on this phone are not saved until you join again.
# Variables:
#   $reason (String) - the engine's refusal, a sentence naming its rule
sharing-refused = The host did not save this: { $reason }
sharing-newer-host = Another phone took this game over later and hosts it now. Join that phone to play on: this phone's changes go with it.
sharing-other-version = The other phone runs another version of this app. Put the same version on both phones, then pair them again.
# A change this phone held that the host could no longer add to its game.
# Variables:
#   $ruled (String) - "yes" when the engine refused it (then $reason says why), else "no" (the change it undid or redid was no longer the last)
#   $author (String) - who made the change
#   $reason (String) - the engine's refusal, a sentence naming its rule (empty when $ruled is "no")
sharing-not-kept = { $ruled ->
    [yes] A change by { $author } that the host's game lacked could not be added to it: { $reason }
   *[no] A change by { $author } that the host's game lacked could not be added to it: the change it undid or redid is no longer the last one.
}
sharing-behind = This phone could not save the host's latest changes. They are added here as soon as it can save again; nothing is lost on the host.
# Variables:
#   $count (Number) - how many changes were not sent
sharing-not-sent = { $count ->
    [one] This phone stopped following while it still held one change the host's game lacked: that change is in neither game.
   *[other] This phone stopped following while it still held { $count } changes the host's game lacked: those changes are in neither game.
}
