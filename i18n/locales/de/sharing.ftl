# Ein Spiel auf mehreren Telefonen (Ticket 36): was der Spieler darüber erfährt. Der
# Gastgeber ist das Telefon, das das Spiel speichert; die anderen folgen ihm.

# Variables:
#   $count (Number) - wie viele Änderungen dieses Telefon bekommen hat
sharing-caught-up = { $count ->
    [one] Eine Änderung aus der Zeit, in der dieses Telefon nicht verbunden war, wurde nachgetragen.
   *[other] { $count } Änderungen aus der Zeit, in der dieses Telefon nicht verbunden war, wurden nachgetragen.
}
# Variables:
#   $seq (Number) - die erste Änderung, die der neue Gastgeber speichert
sharing-taken-over = Der Gastgeber ist weg: Ab Änderung { $seq } ist jetzt ein anderes Telefon Gastgeber des Spiels.
sharing-ended = Der Gastgeber hat das Teilen beendet. Das Spiel bleibt als dein eigenes auf diesem Telefon.
sharing-host-gone = Der Gastgeber ist nicht mehr erreichbar. Was du auf diesem Telefon tippst, wird erst gespeichert, wenn du wieder beitrittst.
# Variables:
#   $reason (String) - die Ablehnung der Regeln, ein Satz mit ihrer Regel
sharing-refused = Der Gastgeber hat das nicht gespeichert: { $reason }
sharing-newer-host = Ein anderes Telefon hat dieses Spiel später übernommen und ist jetzt Gastgeber. Tritt jenem Telefon bei, um weiterzuspielen: Die Änderungen dieses Telefons gehen mit.
sharing-other-version = Das andere Telefon hat eine andere Version dieser App. Installiere auf beiden Telefonen dieselbe Version und verbinde sie dann erneut.
# Variables:
#   $author (String) - who made the change
#   $reason (String) - the engine's refusal, a sentence naming its rule
sharing-not-kept = { $ruled ->
    [yes] Eine Änderung von { $author }, die im Spiel des Gastgebers fehlte, konnte nicht übernommen werden: { $reason }
   *[no] Eine Änderung von { $author }, die im Spiel des Gastgebers fehlte, konnte nicht übernommen werden: Die Änderung, die sie rückgängig machte oder wiederholte, ist nicht mehr die letzte.
}
sharing-behind = Dieses Telefon konnte die letzten Änderungen des Gastgebers nicht speichern. Sie werden hier nachgetragen, sobald es wieder speichern kann; beim Gastgeber geht nichts verloren.
# Variables:
#   $count (Number) - how many changes were not sent
sharing-not-sent = { $count ->
    [one] Dieses Telefon folgt nicht mehr, hatte aber noch eine Änderung, die im Spiel des Gastgebers fehlte: Sie ist in keinem der beiden Spiele.
   *[other] Dieses Telefon folgt nicht mehr, hatte aber noch { $count } Änderungen, die im Spiel des Gastgebers fehlten: Sie sind in keinem der beiden Spiele.
}
