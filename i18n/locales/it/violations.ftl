### Perché le regole rifiutano qualcosa. L'app mostra accanto l'id della regola come link.
### Le variabili portano il nome dei campi del motore; le figure arrivano come nomi.

## Base

# Variables:
#   $figure (String) - l'id della figura
violation-unknown-figure = In questa partita non c'è nessuna figura del genere.
# Variables:
#   $figure (String) - nome della figura
#   $player (String) - di chi è il turno
violation-not-your-figure = È il turno di { $player }: si possono dare azioni solo alle sue figure, e { $figure } non è una di queste.
# Variables:
#   $allowed (Number) - azioni per turno
violation-no-actions-left = { $allowed ->
    [one] L'unica azione di questo turno è già stata usata. Termina il turno.
   *[other] Tutte le { $allowed } azioni di questo turno sono state usate. Termina il turno.
}
# Variables:
#   $figure (String) - nome della figura
violation-already-acted = { $figure } ha già ricevuto un'azione in questo turno.
# Variables:
#   $figure (String) - nome della figura
violation-two-tokens = { $figure } ha due segnalini azione e in questo turno deve riposare.
# Variables:
#   $figure (String) - nome della figura
violation-eliminated = { $figure } è già fuori gioco.
# Variables:
#   $figure (String) - nome della figura
violation-nothing-to-heal = { $figure } è già sul click di partenza: la guarigione non va mai oltre l'indicatore di partenza.
violation-no-clicks = Danni e guarigioni si contano in click interi: almeno uno.
# Variables:
#   $figure (String) - nome della figura
#   $dial (Number) - il quadrante richiesto
violation-no-such-dial = { $figure } non ha questo quadrante.
# Variables:
#   $value (Number) - il valore inserito
violation-bad-two-d6 = { $value } non è un tiro di due dadi: inserisci un totale da 2 a 12.
# Variables:
#   $value (Number) - il valore inserito
violation-bad-d6 = { $value } non è il tiro di un dado: inserisci un numero da 1 a 6.
# Variables:
#   $action (String) - nome dell'azione
violation-roll-does-not-fit = Questo tiro non corrisponde a un'azione di tipo { $action }.
# Variables:
#   $count (Number) - bersagli scelti
#   $allowed (Number) - bersagli consentiti
violation-bad-target-count = { $count ->
    [one] Hai scelto { $count } bersaglio
   *[other] Hai scelto { $count } bersagli
}, ma questo attacco ne consente { $allowed }.
# Variables:
#   $figure (String) - nome della figura
violation-bad-target = { $figure }: non si può scegliere due volte lo stesso bersaglio, e una figura non può bersagliare sé stessa.
violation-own-figure = { $figure } è dalla tua parte: non si possono attaccare le proprie figure.
violation-no-healing = { $figure } ora non mostra Guarigione, quindi non può curare.
violation-no-magic-healing = { $figure } ora non mostra Guarigione Magica, quindi non può curare a distanza.
violation-heal-opposing = { $figure } è una figura nemica: si possono curare solo le proprie figure.
violation-heal-invulnerable = { $figure } mostra Invulnerabilità: questa figura non può essere curata.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-not-shown = { $figure } ora non mostra { $ability }.
# Variables:
#   $ability (String) - the ability
#   $action (String) - action name
violation-ability-wrong-action = { $ability } non si usa con un'azione di tipo { $action }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability that forbids it
#   $action (String) - action name
violation-ability-forbids = { $figure } mostra { $ability }, che esclude un'azione di tipo { $action }.
# Variables:
#   $figure (String) - the attacker
#   $ability (String) - the ability
violation-damage-roll-needed = { $figure } ha colpito con { $ability }: inserisci il tiro che stabilisce i danni.
# Variables:
#   $figure (String) - the immune figure
#   $ability (String) - the magic ability
violation-magic-immune = { $figure } è immune a { $ability }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-in-contact = { $figure } è in contatto di base con una figura nemica, quindi non può usare { $ability }.
# Variables:
#   $figure (String) - the figure named
violation-not-returnable = { $figure } non è una delle tue figure eliminate, quindi non può tornare.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-start-of-turn-only = { $figure } tira per { $ability } una volta per turno, all'inizio, prima di ogni azione.
# Variables:
#   $ability (String) - the ability
violation-no-ability-damage = { $ability } non infligge danni propri al di fuori di un attacco.
# Variables:
#   $figure (String) - the target
#   $ability (String) - the ability that protects it
violation-ability-protects = { $figure } mostra { $ability }: questa figura non può essere bersagliata in questo modo.
violation-cannot-capture = { $figure } mostra { $ability }: questa figura non può catturare né essere catturata.
# Variables:
#   $figure (String) - la prigioniera
#   $captor (String) - la figura che la trattiene
violation-captive = { $captor } tiene in prigionia { $figure }, che non può ricevere azioni.
# Variables:
#   $figure (String) - la prigioniera
#   $captor (String) - la figura che la trattiene
violation-captive-untouchable = { $captor } tiene in prigionia { $figure }: quella figura non può essere bersaglio né subire danni.
# Variables:
#   $figure (String) - la figura che cattura
#   $captive (String) - la sua prigioniera
violation-holds-captive = { $figure } tiene in prigionia { $captive }, quindi può ricevere solo un'azione di movimento.
# Variables:
#   $figure (String) - nome della figura
violation-no-range = { $figure } non ha gittata e non può attaccare a distanza.
# Variables:
#   $figure (String) - the figure whose speed value is read
violation-no-speed-to-move = { $figure } ha un valore di velocità pari a 0, quindi non può ricevere un'azione di movimento.
# Variables:
#   $figure (String) - the figure to heal
violation-heal-target-in-contact = { $figure } è in contatto di base con una figura nemica, quindi la Guarigione Magica non può raggiungerla.

## Cavalleria

# Variables:
#   $unit (String) - la cavalcatura dell'unità
violation-cav-second-action = { $unit } è un'unità di cavalleria: riceve una sola azione per turno.
# Variables:
#   $figure (String) - nome della figura
violation-cav-free-spin = Cavalcature e unità di cavalleria non fanno mai rotazioni libere, quindi { $figure } non può farla.
# Variables:
#   $figure (String) - nome della figura
violation-cav-capture = Le unità di cavalleria non possono catturare né essere catturate, quindi { $figure } non può partecipare.
# Variables:
#   $figure (String) - nome della figura
violation-cav-surge = Le unità di cavalleria non possono usare la competenza Impeto, quindi { $figure } non può farlo.
violation-cav-carried = { $figure } fa parte di un'unità di cavalleria: né Trasportare in Volo né Levitazione Magica possono trasportare questa figura.
# Variables:
#   $figure (String) - nome della figura
violation-cav-not-a-unit = { $figure } non è un'unità di cavalleria (una cavalcatura con il suo cavaliere in sella).
# Variables:
#   $figure (String) - nome della figura
violation-cav-not-a-rider = { $figure } non è un cavaliere: solo i cavalieri possono montare le cavalcature.
# Variables:
#   $figure (String) - nome della figura
violation-cav-not-a-mount = { $figure } non è una cavalcatura: solo le cavalcature portano cavalieri.
# Variables:
#   $rider (String) - il cavaliere
#   $mount (String) - la cavalcatura
violation-cav-mount-mismatch = { $rider } non ha il simbolo cavalcatura adatto al tipo di cavalcatura di { $mount }.
# Variables:
#   $rider (String) - il cavaliere
#   $mount (String) - la cavalcatura
violation-cav-dark-riders-mismatch = I Cavalieri Neri si abbinano solo per numero di collezione: { $rider } non può montare { $mount }.
# Variables:
#   $unit (String) - la cavalcatura dell'unità
violation-cav-dark-rider-dismount = I Cavalieri Neri non smontano mai e non possono essere fatti smontare ({ $unit }).
# Variables:
#   $unit (String) - la cavalcatura dell'unità
violation-cav-no-room-to-dismount = Non c'è spazio per il cavaliere accanto a { $unit }, quindi non può smontare.
# Variables:
#   $rider (String) - il cavaliere
violation-cav-already-mounted = { $rider } è già in sella: solo un cavaliere appiedato può rimontare.
# Variables:
#   $mount (String) - la cavalcatura
violation-cav-mount-taken = { $mount } ha già un cavaliere.
# Variables:
#   $mount (String) - la cavalcatura
violation-cav-mount-not-friendly = { $mount } non è una cavalcatura amica: un cavaliere rimonta solo su una cavalcatura amica.
# Variables:
#   $unit (String) - la cavalcatura dell'unità
#   $proficiency (String) - il nome della competenza
violation-cav-lacks-proficiency = { $unit } non ha la competenza { $proficiency }.
# Variables:
#   $target (String) - il bersaglio
violation-cav-overwhelm-target = Disarcionare deve finire in contatto con una sola unità di cavalleria nemica, e { $target } non lo è.
violation-cav-in-contact = { $unit } è in contatto di base con una figura nemica, quindi non può usare { $proficiency }: quella competenza si usa solo senza contatto di base.
violation-cav-overwhelm-speed = { $unit } non può usare abilità di velocità mentre disarciona: il movimento usa solo il suo valore di velocità.
violation-cav-trample-elevated = { $unit } non è a livello del suolo, e Travolgere può iniziare solo a livello del suolo.
violation-cav-trample-double-time = { $unit } non può usare la competenza Doppio Passo mentre travolge.
# Variables:
#   $rider (String) - il cavaliere
violation-cav-impale-weapon-master = { $rider } ha Impalare, quindi non può mai usare Maestro d'Arma.
# Variables:
#   $unit (String) - la cavalcatura dell'unità
violation-cav-not-dark-riders = Solo le unità dei Cavalieri Neri possono usare { glossary-dark-unity }; { $unit } non è una di queste.
# Variables:
#   $unit (String) - la cavalcatura dell'unità
violation-cav-dark-unity-timing = { glossary-dark-unity } si usa nella propria fase di comando, prima di qualsiasi azione ({ $unit }).
# Variables:
#   $unit (String) - la cavalcatura dell'unità
violation-cav-dark-unity-used = { glossary-dark-unity } è già stata usata in questa fase di comando ({ $unit }).
# Variables:
#   $figure (String) - nome della figura
violation-cav-formation-mixed = Le unità di cavalleria fanno formazione solo con altre unità di cavalleria; { $figure } non può farne parte.
# Variables:
#   $figure (String) - nome della figura
violation-cav-formation-faction = Tutti i cavalieri di una formazione di cavalleria devono avere la stessa fazione; { $figure } non la condivide.
# Variables:
#   $rider (String) - il cavaliere
violation-cav-not-thrown = Solo un cavaliere la cui cavalcatura è stata eliminata in questo turno può essere eliminato per mancanza di spazio; non è il caso di { $rider }.
# Variables:
#   $mount (String) - the mount
violation-cav-skittish-mount = { $mount } è una cavalcatura ombrosa senza cavaliere: non può ricevere azioni.
# Variables:
#   $mount (String) - the mount
#   $captive (String) - its captive
violation-cav-remount-captor = { $mount } tiene in prigionia { $captive }, e un'unità di cavalleria non può tenere prigionieri, quindi nessun cavaliere può rimontarla ora.
# Variables:
#   $rider (String) - the rider
#   $ability (String) - the rider's ability
violation-cav-mount-moves = { $rider } è in sella: la sua unità di cavalleria si muove solo con le abilità della cavalcatura, quindi la sua abilità { $ability } non conta.

## Formazioni

# Variables:
#   $action (String) - nome dell'azione
violation-formation-action = In formazione ci si può solo muovere, attaccare in corpo a corpo o attaccare a distanza, non { $action }.
# Variables:
#   $action (String) - nome dell'azione
#   $size (Number) - figure indicate
#   $min (Number) - il minimo
#   $max (Number) - il massimo
violation-formation-size = Una formazione per questa azione ({ $action }) richiede da { $min } a { $max ->
    [one] { $max } figura
   *[other] { $max } figure
}; { $size ->
    [one] ne è indicata solo una
   *[other] ne sono indicate { $size }
}.
# Variables:
#   $figure (String) - nome della figura
violation-formation-repeated = { $figure } compare due volte in questa formazione (un'unità di cavalleria conta una volta sola, qualunque sua figura si indichi).
violation-formation-not-in-contact = Tutti i membri di una formazione devono essere in contatto di base fra loro.
# Variables:
#   $figure (String) - nome della figura
violation-formation-no-faction = { $figure } non appartiene a nessuna fazione, come tutte le Mage Spawn, quindi non può mai far parte di una formazione.
# Variables:
#   $figure (String) - nome della figura
violation-formation-faction = { $figure } non ha nessuna fazione in comune con gli altri membri di questa formazione.
# Variables:
#   $figure (String) - nome della figura
#   $ability (String) - l'abilità che mostra
violation-formation-ability = { $figure } mostra { $ability }, quindi non può entrare in una formazione.
# Variables:
#   $figure (String) - il passeggero
violation-formation-passenger = { $figure } viaggia su un carro da guerra e non tocca nessun'altra figura, quindi non può entrare in una formazione.

## Colossi

# Variables:
#   $figure (String) - nome della figura
violation-col-not-a-colossal = { $figure } non è un colosso: le sezioni esistono solo nei colossi.
# Variables:
#   $figure (String) - nome della figura
violation-col-section-needed = { $figure } è un colosso: assegna ogni azione a una delle sue sezioni.
# Variables:
#   $figure (String) - nome della figura
violation-col-command-section-unclear = { $figure } mostra Demoralizzato su più di una sezione: cura tu quella in contatto di base.
# Variables:
#   $figure (String) - nome della figura
#   $section (String) - nome della sezione
violation-col-inactive-section = La sezione { $section } di { $figure } è inattiva e non subisce altri danni.
# Variables:
#   $figure (String) - nome della figura
#   $section (String) - nome della sezione
violation-col-inactive-section-acts = La sezione { $section } di { $figure } è inattiva e non può agire.
# Variables:
#   $figure (String) - nome della figura
#   $section (String) - nome della sezione
violation-col-section-already-acted = La sezione { $section } di { $figure } ha già agito in questo turno.
# Variables:
#   $figure (String) - nome della figura
violation-col-actions-over = Un'altra figura ha agito dopo { $figure }, quindi le sue azioni per questo turno sono finite.
# Variables:
#   $figure (String) - nome della figura
violation-col-move-after-combat = { $figure } ha già combattuto in questo turno: tutti i suoi movimenti vengono prima del combattimento.
# Variables:
#   $figure (String) - nome della figura
violation-col-push-section-needed = Scegli quale sezione di { $figure } subisce il danno da sforzo.
# Variables:
#   $figure (String) - nome della figura
#   $effect (String) - il nome dell'effetto
violation-col-immune = { $figure } è un colosso: niente { $effect }, né da parte sua né nei suoi confronti.
# Variables:
#   $figure (String) - nome della figura
violation-col-break-away-once = { $figure } tira per il disimpegno una sola volta per turno.
# Variables:
#   $figure (String) - nome della figura
violation-col-too-many-objectives = { $figure } non può finire un movimento toccando più di un obiettivo.
# Variables:
#   $figure (String) - nome della figura
#   $section (String) - nome della sezione
violation-col-section-cannot-shoot = La sezione { $section } di { $figure } non può attaccare a distanza: servono gittata, attacco maggiore di 0 e nessuna figura nemica in contatto.
# Variables:
#   $figure (String) - nome della figura
violation-col-not-long-range = { $figure } non può fare qui un attacco a lunga gittata: è riservato a un titano, un colosso o una sezione di castello che attacca un titano, un colosso o una sezione di castello.
# Variables:
#   $figure (String) - il colosso attaccato
#   $rule (String) - l'id della regola
violation-col-aim-needed = Indica quale sezione di { $figure } viene raggiunta dall'attacco.
# Variables:
#   $figure (String) - il colosso attaccato
violation-col-no-active-section-touched = Un attacco in corpo a corpo contro { $figure } richiede il contatto con una sezione attiva.
# Variables:
#   $figure (String) - il colosso attaccato
#   $rule (String) - l'id della regola
violation-col-controller-pick-needed = Chi controlla { $figure } deve scegliere la sezione colpita.
# Variables:
#   $figure (String) - il colosso attaccato
#   $rule (String) - l'id della regola
violation-col-attacker-pick-needed = Quella sezione di { $figure } è inattiva: l'attaccante sceglie una sezione attiva.
# Variables:
#   $figure (String) - il colosso attaccato
#   $section (String) - nome della sezione
#   $rule (String) - l'id della regola
violation-col-bad-section-pick = Qui non si può scegliere la sezione { $section } di { $figure }.
# Variables:
#   $figure (String) - il colosso attaccato
#   $rule (String) - l'id della regola
violation-col-aim-does-not-fit = Questa scelta della sezione di { $figure } non è valida per questo tipo di attacco.
# Variables:
#   $figure (String) - il colosso attaccato
#   $section (String) - nome della sezione
violation-col-section-shielded = La sezione { $section } di { $figure } tocca una figura amica dell'attaccante: l'attacco non avviene. Usa l'azione in un altro modo.
# Variables:
#   $figure (String) - the colossal
#   $ability (String) - Charge or Bound
violation-col-move-and-attack = { $figure } è un colosso: le azioni di movimento delle sue sezioni si sommano in un unico spostamento in linea retta, quindi { $ability } non può unire un movimento e un attacco in una sola azione.

## Carri da guerra

# Variables:
#   $figure (String) - nome della figura
violation-chr-not-a-chariot = { $figure } non è un carro da guerra: solo i carri da guerra trasportano passeggeri.
# Variables:
#   $figure (String) - nome della figura
violation-chr-cannot-reverse = { $figure } è un carro da guerra e non può indietreggiare in linea retta.
# Variables:
#   $figure (String) - nome della figura
violation-chr-cannot-be-passenger = { $figure } non può essere un passeggero: colossi, titani e figure con il tipo di movimento Ferro di Cavallo non salgono mai su un carro da guerra.
# Variables:
#   $chariot (String) - il carro da guerra
violation-chr-chariot-full = { $chariot } ha già un passeggero.
# Variables:
#   $figure (String) - nome della figura
violation-chr-already-aboard = { $figure } è già un passeggero.
violation-chr-deploy-after-start = I passeggeri si possono mettere su un carro solo prima della prima azione della partita.
# Variables:
#   $chariot (String) - il carro da guerra
violation-chr-chariot-not-friendly = { $chariot } non è un carro amico: si può salire a bordo solo di un carro amico.
# Variables:
#   $figure (String) - nome della figura
#   $rule (String) - l'id della regola
violation-chr-no-speed = { $figure } ha velocità 0 e non può salire a bordo né scendere dal carro.
# Variables:
#   $figure (String) - nome della figura
violation-chr-sentry-cannot-board = { $figure } è una Sentinella e non può salire a bordo di un carro.
# Variables:
#   $figure (String) - nome della figura
#   $rule (String) - l'id della regola
violation-chr-front-section = { $figure } sale e scende solo da una sezione laterale o da quella posteriore.
# Variables:
#   $figure (String) - nome della figura
violation-chr-not-a-passenger = { $figure } non è un passeggero, quindi non può scendere dal carro.
# Variables:
#   $figure (String) - nome della figura
violation-chr-passenger-stays-aboard = { $figure } viaggia su un carro: l'unico movimento possibile è scendere.
# Variables:
#   $figure (String) - nome della figura
violation-chr-chariot-moved = Il carro di { $figure } si è mosso in questo turno: niente attacchi a distanza.
# Variables:
#   $figure (String) - nome della figura
violation-chr-target-touches-chariot = Un passeggero non può attaccare a distanza una figura che tocca il suo carro ({ $figure }).
# Variables:
#   $figure (String) - nome della figura
violation-chr-own-chariot = { $figure } non può mai bersagliare il proprio carro.
# Variables:
#   $figure (String) - nome della figura
violation-chr-passenger-untouchable = { $figure } viaggia come passeggero: nessun effetto lo danneggia o lo cura direttamente.
# Variables:
#   $chariot (String) - il carro da guerra
violation-chr-passenger-roll-needed = { $chariot } trasporta un passeggero: inserisci il d6 dell'attaccante per il passeggero.
# Variables:
#   $figure (String) - il passeggero
violation-chr-wreck-roll-pending = Prima inserisci il tiro di 1d6 danni per { $figure }, il passeggero del carro eliminato.
# Variables:
#   $figure (String) - nome della figura
violation-chr-no-wreck-roll = Nessun tiro di danni in attesa per { $figure }.

violation-game-over = La partita è finita. Annulla la fine per continuare a giocare.
# Variables:
#   $figure (String) - an opposing figure still in play
#   $winner (String) - the player said to have won
violation-opponents-left = { $figure } è ancora in gioco, quindi { $winner } non ha ancora sconfitto tutte le figure nemiche.
# Variables:
#   $winner (String) - the player said to have won
violation-no-opponents = { $winner } non ha figure nemiche da sconfiggere.
violation-no-time-limit = Per questa partita non è stato concordato alcun limite di tempo.
# Variables:
#   $minutes (Number) - minutes left, rounded up
violation-time-left = Il tempo concordato non è ancora scaduto: { $minutes ->
        [one] manca un minuto
       *[other] mancano { $minutes } minuti
    }.
violation-no-condition = Per questa partita non è stata concordata nessun'altra condizione di fine.
violation-no-clock = Questa partita è iniziata prima che l'app tenesse un cronometro.
violation-clock-paused = Il cronometro della partita è già in pausa.
violation-clock-running = Il cronometro della partita sta già andando.
# Variables:
#   $players (Number) - players in the game
violation-objectives-per-player = Inserisci gli obiettivi { $players ->
    [one] del giocatore
   *[other] di ciascuno dei { $players } giocatori
}.
# Variables:
#   $figure (String) - the captor
#   $captive (String) - its captive
violation-captor-in-contact = { $figure } tiene in prigionia { $captive } in contatto di base, quindi nessun attacco o cura a distanza può raggiungere quella figura; un attacco in corpo a corpo sì.
# Variables:
#   $figure (String) - the demoralized figure
violation-demoralized-contact = { $figure } mostra Demoralizzato, quindi non entra mai di sua volontà in contatto di base con una figura nemica.
# Variables:
#   $winner (String) - the player said to have won
violation-conquest-none-left = Anche tutte le figure di { $winner } sono fuori gioco, quindi nessuno ha conquistato: interrompete la partita e deciderà il punteggio.
# Variables:
#   $figure (String) - the passenger, or the captor that would board
violation-chr-passenger-no-captive = { $figure } non può tenere un prigioniero su un carro: un passeggero non tocca nulla, e la figura catturata resta in contatto di base con la figura che la tiene.
# Variables:
#   $figure (String) - the passenger
violation-chr-passenger-touches-nothing = { $figure } è un passeggero e non è in contatto di base con nulla, quindi nessuna abilità gli arriva o parte da lui per contatto.
