# Condividere una partita tra telefoni (segnalazione 36): cosa viene detto al giocatore.
# Il telefono ospitante è quello che conserva la partita; gli altri lo seguono.

# Variables:
#   $count (Number) - quante modifiche ha ricevuto questo telefono
sharing-caught-up = { $count ->
    [one] È stata aggiunta una modifica fatta mentre questo telefono era scollegato.
   *[other] Sono state aggiunte { $count } modifiche fatte mentre questo telefono era scollegato.
}
# Variables:
#   $seq (Number) - la prima modifica salvata dal nuovo telefono ospitante
sharing-taken-over = Chi ospitava non c'è più: ora la partita è ospitata da un altro telefono, a partire dalla modifica { $seq }.
sharing-ended = Chi ospita ha smesso di condividere. La partita resta su questo telefono come una delle tue.
sharing-host-gone = Chi ospita non è più raggiungibile. Quello che tocchi su questo telefono non viene salvato finché non ti unisci di nuovo.
# Variables:
#   $reason (String) - il rifiuto del motore, una frase che cita la sua regola
sharing-refused = Chi ospita non l'ha salvato: { $reason }
sharing-newer-host = Nel frattempo un altro telefono ha preso in carico questa partita e ora la ospita. Unisciti a quel telefono per continuare a giocare: le modifiche fatte qui passeranno su quel telefono.
sharing-other-version = L'altro telefono usa un'altra versione di questa app. Metti la stessa versione su entrambi i telefoni, poi collegali di nuovo.
# Variables:
#   $author (String) - who made the change
#   $reason (String) - the engine's refusal, a sentence naming its rule
sharing-not-kept = { $ruled ->
    [yes] Una modifica di { $author } che mancava nella partita di chi ospita non è stata aggiunta: { $reason }
   *[no] Una modifica di { $author } che mancava nella partita di chi ospita non è stata aggiunta: la modifica che annullava o ripeteva non è più l'ultima.
}
sharing-behind = Questo telefono non è riuscito a salvare le ultime modifiche di chi ospita. Verranno aggiunte qui appena potrà salvare di nuovo; da chi ospita non si perde nulla.
# Variables:
#   $count (Number) - how many changes were not sent
sharing-not-sent = { $count ->
    [one] Questo telefono ha smesso di seguire mentre aveva ancora una modifica che mancava nella partita di chi ospita: non è in nessuna delle due partite.
   *[other] Questo telefono ha smesso di seguire mentre aveva ancora { $count } modifiche che mancavano nella partita di chi ospita: non sono in nessuna delle due partite.
}
