# Ein Spiel auf mehreren Telefonen (Ticket 36): was der Spieler darüber erfährt. Der
# Gastgeber ist das Telefon, das das Spiel speichert; die anderen folgen ihm.

# Variables:
#   $seq (Number) - die Änderung, ab der die Kopie nicht mehr übereinstimmte
sharing-host-wins = Ab Änderung { $seq } stimmte die Kopie des Spiels auf diesem Telefon nicht mehr mit der des Gastgebers überein. Sie wurde hier durch das Spiel des Gastgebers ersetzt.
# Variables:
#   $count (Number) - wie viele Änderungen dieses Telefon bekommen hat
sharing-caught-up = { $count ->
    [one] Eine Änderung, die gemacht wurde, während dieses Telefon nicht verbunden war, wurde nachgetragen.
   *[other] { $count } Änderungen, die gemacht wurden, während dieses Telefon nicht verbunden war, wurden nachgetragen.
}
# Variables:
#   $seq (Number) - die erste Änderung, die der neue Gastgeber speichert
sharing-taken-over = Der Gastgeber ist weg: Ab Änderung { $seq } ist jetzt ein anderes Telefon Gastgeber des Spiels.
sharing-ended = Der Gastgeber hat das Teilen beendet. Das Spiel bleibt als dein eigenes auf diesem Telefon.
sharing-host-gone = Der Gastgeber ist nicht mehr erreichbar. Was du auf diesem Telefon tippst, wird erst gespeichert, wenn du wieder beitrittst.
# Variables:
#   $reason (String) - die Ablehnung der Regeln, ein Satz mit ihrer Regel
sharing-refused = Der Gastgeber hat das nicht gespeichert: { $reason }
