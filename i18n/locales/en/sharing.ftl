# Sharing one game between phones (issue 36): what a player is told about it. The
# host is the phone whose store keeps the game; the others follow it.

# Variables:
#   $seq (Number) - the change from which this phone's copy no longer matched
sharing-host-wins = This phone's copy of the game no longer matched the host's from change { $seq } on. The host's game has replaced it here.
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
