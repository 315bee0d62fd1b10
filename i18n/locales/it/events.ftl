### Che cosa è successo in una partita, come frasi del registro. Le variabili portano il nome
### dei campi degli eventi del motore; le figure arrivano come nomi, i booleani come "yes" o "no".

## Turni e azioni

# Variables:
#   $phase (String) - il nome della fase
event-phase-changed = Inizia la { $phase }.
# Variables:
#   $figure (String) - nome della figura
#   $action (String) - nome dell'azione
#   $actions_left (Number) - azioni rimaste in questo turno
event-action-given = { $figure } riceve un'azione: { $action } ({ $actions_left ->
    [0] nessuna azione rimasta
    [one] resta { $actions_left } azione
   *[other] restano { $actions_left } azioni
}).
# Variables:
#   $actions_left (Number) - azioni rimaste in questo turno
event-passed = Passa ({ $actions_left ->
    [0] nessuna azione rimasta
    [one] resta { $actions_left } azione
   *[other] restano { $actions_left } azioni
}).
# Variables:
#   $figure (String) - nome della figura
#   $tokens (Number) - segnalini che ora porta
event-token-added = { $figure } ora ha { $tokens ->
    [one] { $tokens } segnalino azione
   *[other] { $tokens } segnalini azione
}.
# Variables:
#   $figure (String) - nome della figura
#   $d6 (Number) - il dado
#   $success (String) - yes o no
event-break-away = { $figure } tira { $d6 } per il disimpegno: { $success ->
    [yes] si allontana.
   *[no] resta in contatto.
}
# Variables:
#   $player (String) - nome del giocatore
event-turn-ended = Finisce il turno di { $player }.
# Variables:
#   $player (String) - nome del giocatore
#   $round (Number) - il giro
event-turn-started = Giro { $round }: inizia il turno di { $player }.
# Variables:
#   $figure (String) - nome della figura
event-tokens-cleared = { $figure } ha riposato: i suoi segnalini azione vengono tolti.

## Combattimento e quadranti

# Variables:
#   $attacker (String) - attaccante
#   $two_d6 (Number) - il totale di 2d6
event-attack-rolled = { $attacker } tira { $two_d6 }.
# Variables:
#   $attacker (String) - attaccante
#   $target (String) - bersaglio
#   $total (Number) - 2d6 più il valore di attacco e i modificatori
#   $defense (Number) - il valore di difesa da raggiungere
event-attack-compared = { $total } contro la difesa { $defense } di { $target }.
# Variables:
#   $attacker (String) - attaccante
#   $target (String) - bersaglio
#   $critical (String) - yes o no
event-hit = { $critical ->
    [yes] Colpo critico! { $attacker } colpisce { $target }.
   *[no] { $attacker } colpisce { $target }.
}
# Variables:
#   $attacker (String) - attaccante
#   $target (String) - bersaglio
#   $critical (String) - yes o no
event-missed = { $critical ->
    [yes] Fallimento critico: { $attacker } manca { $target } e subisce 1 danno.
   *[no] { $attacker } manca { $target }.
}
# Variables:
#   $figure (String) - nome della figura
#   $dial (Number) - quale quadrante
#   $from (Number) - indice del click prima
#   $to (Number) - indice del click dopo
#   $clicks (Number) - click di danno
#   $click (Number) - il click su cui si trova ora, da 1
#   $cause (String) - table, attack, critical-miss, pushing, area o trample
event-damaged = { $figure } subisce { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } click
} di { $cause ->
    [pushing] danno da sforzo
    [critical-miss] danno per il suo fallimento critico
    [area] danno ad area
    [trample] danno da Travolgere
   *[other] danno
} e ora è sul click { $click }.
# Variables:
#   $figure (String) - nome della figura
#   $dealt (Number) - danno inflitto
#   $taken (Number) - danno dopo le riduzioni
event-damage-reduced = Le difese di { $figure } riducono il danno da { $dealt } a { $taken }.
# Variables:
#   $figure (String) - nome della figura
#   $dial (Number) - quale quadrante
#   $from (Number) - indice del click prima
#   $to (Number) - indice del click dopo
#   $clicks (Number) - click curati
#   $click (Number) - il click su cui si trova ora, da 1
event-healed = { $figure } guarisce di { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } click
} e torna al click { $click }.
# Variables:
#   $figure (String) - nome della figura
event-eliminated = Eliminazione: { $figure } esce dal gioco.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
event-ability-used = { $figure } usa { $ability }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
#   $d6 (Number) - the die
event-ability-rolled = { $figure } tira { $d6 } per { $ability }.
# Variables:
#   $figure (String) - the figure back in play
#   $by (String) - the figure that brought it back
event-returned = { $figure } torna in gioco al suo click di partenza grazie a { $by }.
# Variables:
#   $figure (String) - the figure that rolled
#   $actions_left (Number) - actions left this turn
event-extra-action = Il tiro di { $figure } dà un'azione in più in questo turno ({ $actions_left ->
    [0] nessuna azione rimasta
    [one] resta { $actions_left } azione
   *[other] restano { $actions_left } azioni
}).

## Cavalleria

# Variables:
#   $unit (String) - la cavalcatura dell'unità
event-no-pushing-damage = { $unit } è cavalleria: il secondo segnalino non infligge danno da sforzo.
# Variables:
#   $rider (String) - il cavaliere
#   $mount (String) - la cavalcatura
event-dismounted = { $rider } smonta e si mette accanto a { $mount }.
# Variables:
#   $rider (String) - il cavaliere
#   $mount (String) - la cavalcatura
event-remounted = { $rider } rimonta in sella a { $mount }; l'unità porta un segnalino azione.
# Variables:
#   $rider (String) - il cavaliere
#   $mount (String) - la cavalcatura
event-rider-thrown = La cavalcatura { $mount } viene eliminata: { $rider } torna a terra accanto a essa, se c'è spazio.
# Variables:
#   $rider (String) - il cavaliere
#   $mount (String) - la cavalcatura
event-rider-lost = { $rider } non c'è più: { $mount } è senza cavaliere.
# Variables:
#   $figure (String) - nome della figura
#   $dial (Number) - quale quadrante
#   $to (Number) - indice del click dopo
#   $click (Number) - il click su cui si trova ora, da 1
event-dial-reset = La cavalcatura { $figure } non può essere eliminata prima del suo cavaliere: il quadrante torna al click { $click }.
# Variables:
#   $mount (String) - la cavalcatura
event-mount-fled = { $mount } è una cavalcatura ombrosa rimasta senza cavaliere: esce dal gioco.
# Variables:
#   $mount (String) - la cavalcatura
#   $player (String) - il giocatore con cui si schiera
event-mount-sides = { $mount } è una cavalcatura indecisa rimasta senza cavaliere: in questo turno combatte per { $player }.
# Variables:
#   $figure (String) - nome della figura
event-free-spun = { $figure } fa una rotazione libera.
# Variables:
#   $captor (String) - chi cattura
#   $target (String) - il bersaglio
event-capture-announced = { $captor } tenta di catturare { $target }.
# Variables:
#   $captor (String) - la figura che cattura
#   $captive (String) - la figura catturata
event-captured = { $captor } cattura { $captive }.
# Variables:
#   $captive (String) - la figura liberata
#   $captor (String) - la figura che la tratteneva
event-freed = { $captor } non trattiene più { $captive }: la figura è di nuovo libera.
# Variables:
#   $captor (String) - la figura che cattura
#   $captive (String) - la prigioniera
event-captive-slain = { $captor } ora mostra Berserk: la figura catturata, { $captive }, viene eliminata.
# Variables:
#   $figure (String) - nome della figura
#   $proficiency (String) - il nome della competenza
event-proficiency-used = { $figure } usa { $proficiency }.
# Variables:
#   $unit (String) - l'unità che attacca
#   $target (String) - l'unità bersaglio
#   $d6 (Number) - il dado
#   $total (Number) - dado più bonus del cavaliere
#   $success (String) - yes o no
event-overwhelm-rolled = { $unit } tenta di disarcionare { $target }: { $d6 }, totale { $total }. { $success ->
    [yes] Il cavaliere viene disarcionato.
   *[no] Il cavaliere resta in sella.
}
# Variables:
#   $unit (String) - la cavalcatura dell'unità
event-dark-unity-used = { $unit } usa { glossary-dark-unity }: il cavaliere subisce danno da sforzo per curare la sua cavalcatura.

## Formazioni

# Variables:
#   $primary (String) - la figura che attacca per la formazione o ne guida il movimento
#   $action (String) - nome dell'azione
#   $size (Number) - figure nella formazione
#   $actions_left (Number) - azioni rimaste in questo turno
event-formation-acted = { $primary } guida una formazione di { $size ->
    [one] { $size } figura
   *[other] { $size } figure
}: { $action } ({ $actions_left ->
    [0] nessuna azione rimasta
    [one] resta { $actions_left } azione
   *[other] restano { $actions_left } azioni
}).
# Variables:
#   $figure (String) - il membro più lento
#   $speed (Number) - il suo valore di velocità
event-formation-speed = La formazione si muove al massimo quanto potrebbe { $figure }, il suo membro più lento: velocità { $speed }.
# Variables:
#   $attacker (String) - l'attaccante principale
#   $bonus (Number) - quanto aggiunge la formazione
event-formation-bonus = La formazione aggiunge +{ $bonus } al tiro d'attacco di { $attacker }.

## Colossi e carri da guerra

# Variables:
#   $figure (String) - il colosso
#   $section (String) - il nome della sezione
#   $action (String) - nome dell'azione
#   $actions_left (Number) - azioni rimaste in questo turno
event-section-action-given = { $figure }, sezione { $section }, riceve un'azione: { $action } ({ $actions_left ->
    [0] nessuna azione rimasta
    [one] resta { $actions_left } azione
   *[other] restano { $actions_left } azioni
}).
# Variables:
#   $figure (String) - il colosso
event-colossal-actions-ended = Un'altra figura ha agito: { $figure } non riceve altre azioni in questo turno.
# Variables:
#   $figure (String) - il colosso
#   $section (String) - il nome della sezione
event-section-inactive = La sezione { $section } di { $figure } mostra tre teschi: è inattiva.
# Variables:
#   $figure (String) - il colosso
#   $distance (Number) - velocità sommata in pollici
event-movement-combined = In questo turno { $figure } può muovere in tutto fino a { $distance ->
    [one] { $distance } pollice
   *[other] { $distance } pollici
}.
# Variables:
#   $figure (String) - il colosso
#   $section (String) - il nome della sezione
event-section-targeted = L'attacco contro { $figure } raggiunge la sezione { $section }.
# Variables:
#   $chariot (String) - il carro da guerra
#   $passenger (String) - il passeggero
#   $d6 (Number) - il dado dell'attaccante
#   $hit (String) - yes o no
event-passenger-roll = { $d6 } per { $passenger } su { $chariot }: { $hit ->
    [yes] anche il passeggero viene colpito.
   *[no] il passeggero viene risparmiato.
}
# Variables:
#   $figure (String) - il passeggero
#   $chariot (String) - il carro da guerra
event-boarded = { $figure } sale a bordo di { $chariot }.
# Variables:
#   $figure (String) - il passeggero
#   $chariot (String) - il carro da guerra
#   $section (String) - la sezione da cui scende
event-disembarked = { $figure } scende da { $chariot } passando dalla sezione { $section }.
# Variables:
#   $figure (String) - il passeggero
#   $chariot (String) - il carro da guerra
event-passenger-thrown = Il carro { $chariot } viene eliminato: { $figure } finisce a terra e subisce 1d6 danni.

event-clock-paused = Il cronometro della partita è in pausa.
event-clock-resumed = Il cronometro della partita riparte.
# Variables:
#   $winner (String) - the player left without opponents
event-game-won = A { $winner } non resta più nessuna figura nemica da affrontare: la partita è finita.
event-time-ran-out = Il tempo concordato è scaduto: la partita è finita.
event-condition-met = La condizione di fine concordata dai giocatori si è avverata: la partita è finita.
event-game-stopped = I giocatori hanno chiuso la partita.
