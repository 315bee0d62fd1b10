# Condividere una partita tra telefoni (segnalazione 36): cosa viene detto al giocatore.
# Il telefono ospitante è quello che conserva la partita; gli altri lo seguono.

# Variables:
#   $seq (Number) - la modifica da cui la copia non coincideva più
sharing-host-wins = Dalla modifica { $seq } in poi, la copia della partita su questo telefono non coincideva più con quella di chi ospita. Qui è stata sostituita dalla partita di chi ospita.
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
