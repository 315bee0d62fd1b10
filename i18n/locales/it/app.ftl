### Dialkeeper: testi dell'interfaccia.

-app-name = Dialkeeper

app-title = { -app-name }

## Barra delle schede

tab-games = Partite
tab-table = Tavolo
tab-figures = Figure
tab-log = Re­gi­stro
tab-rules = Regole
tab-settings = Im­po­sta­zio­ni

## Pulsanti comuni

undo = Annulla
retry = Riprova
redo = Ripeti
dismiss = Chiudi
cancel = Annulla
delete = Elimina
add = Aggiungi
remove = Rimuovi
done = Fatto

## Schermata Partite

games-title = Partite
games-in-progress = Le tue partite
games-none = Ancora nessuna partita. Iniziane una!
new-game = Nuova partita
resume = Riprendi
export = Esporta
import-game = Importa una partita
import-choose-file = Scegli un file di partita…
import-paste = Incolla qui il file di una partita esportata
imported = Partita importata.
game-finished = Conclusa
delete-confirm = Eliminare questa partita con tutta la sua cronologia? L'operazione non si può annullare.
# Variables:
#   $players (String) - i nomi dei giocatori, separati da virgole
#   $size (Number) - la dimensione della partita in punti
game-summary = { $players } · { $size ->
    [one] { $size } punto
   *[other] { $size } punti
}
# Variables:
#   $path (String) - dove è stato scritto il file
exported-to = Salvata in { $path }. Puoi anche copiare il testo qui sotto.
# Variables:
#   $file (String) - the exported file's name
file-downloaded = { $file } è nei tuoi download.
# Variables:
#   $file (String) - the exported file's name
file-shared = { $file } è pronto da condividere.
# Variables:
#   $error (String) - il motivo (una frase export-fault-…)
error-export = Impossibile scrivere il file: { $error }
# Variables:
#   $error (String) - il messaggio dell'archivio
error-open-game = Impossibile aprire questa partita: { $error }
# Variables:
#   $error (String) - il messaggio dell'archivio
error-not-saved = Non salvato: { $error }. La partita è stata ricaricata com'era all'ultimo salvataggio.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-store = Non salvato: { $error }. Nient'altro è cambiato.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-read = Impossibile leggere i tuoi dati salvati: { $error }.

## What went wrong with the saved data: clauses inside the error-… sentences

store-fault-full = la memoria è piena; libera spazio, oppure esporta ed elimina le partite vecchie
store-fault-busy = i dati salvati sono in uso in un'altra finestra o scheda
store-fault-damaged = i dati salvati sono danneggiati
store-fault-no-game = quella partita non esiste più
# Variables:
#   $version (Number) - the store's schema version
store-fault-too-new = i dati salvati provengono da una versione più recente di { -app-name } (versione { $version })
store-fault-no-backup = quel backup non si può più leggere
store-fault-database = la memoria non è riuscita a eseguire la richiesta; riprova
store-fault-upgrade = non è stato possibile aggiornare i dati salvati per questa versione di { -app-name }; non è cambiato nulla
store-fault-rejected = questa partita non rispetta le regole
store-fault-worker-start = la memoria non è riuscita ad avviarsi in questo browser; ricarica la pagina
store-fault-worker-unreachable = la richiesta non è arrivata alla memoria; ricarica la pagina
store-fault-unexpected-reply = la memoria ha dato una risposta inattesa; riprova
store-fault-shared = questa partita è condivisa con altri telefoni e cambia solo tramite la condivisione; unisciti di nuovo a chi ospita, oppure termina prima la condivisione
store-fault-read-only = qui la memoria è di sola lettura e non si può salvare nulla; controlla i permessi di archiviazione del dispositivo
store-fault-io = { $browser ->
    [yes] il browser non ha scritto i dati; forse la sua memoria per questa app è piena: libera spazio, oppure esporta ed elimina le partite vecchie, poi riprova
   *[no] la lettura o scrittura della memoria non è riuscita; riprova
}

## Why an exported file did not reach the player: clauses inside error-export

export-fault-full = il dispositivo è pieno; libera spazio e riprova
export-fault-denied = il dispositivo non permette all'app di scrivere lì; controlla i permessi di archiviazione
export-fault-not-found = la cartella delle esportazioni non esiste e non è stato possibile crearla
export-fault-browser = il browser non è riuscito né a condividerlo né a scaricarlo; riprova
export-fault-other = il dispositivo non è riuscito a salvarlo; riprova

## Problemi di importazione

# Variables:
#   $megabytes (Number) - la dimensione del file
import-too-large = Questo file è troppo grande ({ $megabytes } MB). Un file di partita pesa molto meno di 5 MB.
# Variables:
#   $line (Number) - riga dell'errore
#   $column (Number) - colonna dell'errore
import-not-json = Questo non è un file di partita: il testo smette di avere senso alla riga { $line }, colonna { $column }.
import-wrong-format = Questo file non è una partita di { -app-name }.
# Variables:
#   $reason (String) - il problema di regole trovato
import-invalid = Questo file di partita viola le regole e non è stato importato: { $reason }
# Variables:
#   $game (String) - il nome della partita
#   $reason (String) - perché
import-invalid-game = la partita «{ $game }»: { $reason }
# Variables:
#   $number (Number) - il numero del passo, da 1
#   $reason (String) - perché
import-invalid-command = passo { $number } della partita: { $reason }

## Problemi dell'archivio all'avvio

# Variables:
#   $path (String) - dove è stato spostato il file danneggiato
store-recovered = I tuoi dati salvati erano danneggiati e nessun backup era utilizzabile. Il file danneggiato è stato conservato in { $path }, e l'app è ripartita senza partite salvate.
# Variables:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
#   $path (String) - where the file is
store-restored = I tuoi dati salvati erano danneggiati, quindi è stato rimesso il backup di { $when }: { $count ->
    [one] è tornata 1 partita
   *[other] sono tornate { $count } partite
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Quanto giocato dopo quel backup è perso. Il file danneggiato è stato conservato in { $path }.
# Variables:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
store-restored-missing = I tuoi dati salvati erano spariti, quindi è stato rimesso il backup di { $when }: { $count ->
    [one] è tornata 1 partita
   *[other] sono tornate { $count } partite
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Quanto giocato dopo quel backup è perso.
ago-now = poco fa
# Variables:
#   $count (Number) - how many
ago-minutes = { $count ->
    [one] 1 minuto fa
   *[other] { $count } minuti fa
}
# Variables:
#   $count (Number) - how many
ago-hours = { $count ->
    [one] 1 ora fa
   *[other] { $count } ore fa
}
# Variables:
#   $count (Number) - how many
ago-days = { $count ->
    [one] 1 giorno fa
   *[other] { $count } giorni fa
}
settings-backups = Backup
# Variables:
#   $when (String) - how long ago
backups-last = Ultimo backup: { $when }.
backups-none = Ancora nessun backup.
# Variables:
#   $kept (Number) - how many backups are kept
#   $every (Number) - changes between two backups
backups-how = L'app conserva { $kept ->
    [one] l'ultima copia
   *[other] le ultime { $kept } copie
} di tutte le tue partite: una { $every ->
    [one] a ogni modifica
   *[other] ogni { $every } modifiche
}, alla fine di una partita e quando cambi partita.
backups-now = Fai un backup ora
backups-taken = Backup fatto.
# Variables:
#   $when (String) - how long ago
#   $games (Number) - how many games
backups-row = { $when } · { $games ->
    [one] 1 partita
   *[other] { $games } partite
}
backups-restore = Ripristina
# Variables:
#   $when (String) - how long ago
backups-restore-confirm = Sostituire tutte le tue partite con il backup di { $when }? Quanto è salvato ora resta in un file accanto.
# Variables:
#   $when (String) - how long ago
#   $path (String) - where the file is
backups-restored = Il backup di { $when } è tornato. Quanto era salvato prima è conservato in { $path }.
# Variables:
#   $version (Number) - la versione dello schema dell'archivio
store-too-new = I tuoi dati salvati provengono da una versione più recente di { -app-name } (versione { $version }). Non sono stati toccati: aggiorna l'app per usarli. Fino ad allora non verrà salvato nulla.
# Variables:
#   $error (String) - il messaggio dell'archivio
store-unavailable = Impossibile aprire i tuoi dati salvati ({ $error }). In questa sessione non verrà salvato nulla.
store-memory-only = Questo browser non conserva qui alcun dato di { -app-name }; succede con la navigazione privata o con un browser vecchio. Puoi giocare, ma alla chiusura della pagina non resta nulla: esporta una partita per conservarla.
update-ready = È pronta una nuova versione di { -app-name }.
update-reload = Ricarica

## Nuova partita

new-game-default-name = Serata di gioco
game-name = Nome della partita
game-size = Dimensione della partita
# Variables:
#   $actions (Number) - azioni per turno
game-size-actions = { $actions ->
    [one] { $actions } azione per turno
   *[other] { $actions } azioni per turno
}
# Variables:
#   $number (Number) - il numero del posto del giocatore
player-default-name = Giocatore { $number }
player-name = Nome del giocatore
add-player = Aggiungi un giocatore
remove-player = Rimuovi l'ultimo giocatore
add-figure = Aggiungi una figura
choose-figure = Scegli una figura…
# Variables:
#   $name (String) - nome della figura
#   $points (Number) - il suo costo
catalog-option = { $name } ({ $points } pt)
# La scelta delle figure di un esercito.
pick-faction = Fazione
pick-every-faction = Tutte le fazioni
pick-recent = Scelte di recente
pick-none = Nessuna figura corrisponde.
# Variables:
#   $shown (Number) - righe mostrate
#   $count (Number) - figure trovate
pick-more = Ne vedi { $shown } su { $count }: scrivi ancora per restringere l'elenco.
# Variables:
#   $name (String) - la figura scelta
pick-added = { $name } si unisce all'esercito.
# Variables:
#   $points (Number) - un costo in punti
points = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
point-value = Valore in punti
rides = In sella a
rides-nothing = In sella a: nessuna cavalcatura
# Variables:
#   $total (Number) - il costo dell'esercito
#   $size (Number) - la dimensione della partita
build-total = Totale dell'esercito: { $total } su { $size ->
    [one] { $size } punto
   *[other] { $size } punti
}
quick-figure = Figura rapida
figure-name = Nome della figura
points-label = Punti
clicks-label = Click
start-game = Inizia la partita

## Problemi di preparazione

# Variables:
#   $count (Number) - giocatori indicati
setup-player-count = Una partita richiede da 2 a 6 giocatori, non { $count }.
# Variables:
#   $size (Number) - dimensione della partita indicata
setup-game-size = La dimensione della partita deve essere di almeno 100 punti, non { $size }.
# Variables:
#   $player (String) - nome del giocatore
#   $total (Number) - il costo dell'esercito
#   $size (Number) - la dimensione della partita
setup-over-build-total = L'esercito di { $player } costa { $total ->
    [one] { $total } punto
   *[other] { $total } punti
}, più della dimensione della partita ({ $size }).
# Variables:
#   $player (String) - nome del giocatore
#   $name (String) - the figure's name
#   $error (String) - che cosa non va
setup-bad-figure = La figura { $name } dell'esercito di { $player } non si può usare: { $error }
# Variables:
#   $player (String) - nome del giocatore
#   $name (String) - the figure's name
setup-point-value = La figura { $name } dell'esercito di { $player } non ha questo valore in punti.
setup-too-many = Sono più figure di quante una partita riesca a gestire.
# Variables:
#   $player (String) - nome del giocatore
#   $name (String) - the figure's name
setup-not-a-rider = La figura { $name } dell'esercito di { $player } non è un cavaliere, quindi non può montare una cavalcatura.
# Variables:
#   $player (String) - nome del giocatore
#   $name (String) - the figure's name
setup-not-a-free-mount = La figura { $name } dell'esercito di { $player } deve montare una cavalcatura che non abbia ancora un cavaliere.
# Variables:
#   $player (String) - nome del giocatore
#   $name (String) - the figure's name
setup-mount-mismatch = La figura { $name } dell'esercito di { $player } non può montare quella cavalcatura: i suoi simboli cavalcatura (o, per i Cavalieri Neri, il numero di collezione) non corrispondono.
# Variables:
#   $player (String) - nome del giocatore
#   $name (String) - the figure's name
setup-riderless-mount = La figura { $name } dell'esercito di { $player } è una cavalcatura: le cavalcature si schierano solo con un cavaliere. Scegli un cavaliere che la monti.
setup-not-a-free-chariot = La figura { $name } dell'esercito di { $player } non può iniziare a bordo di quella figura: deve essere un carro da guerra dello stesso esercito senza altri passeggeri, e un passeggero non monta alcuna cavalcatura.
setup-passenger = La figura { $name } dell'esercito di { $player } non può iniziare come passeggero: { $reason }
# Variables:
#   $name (String) - the figure's name
#   $player (String) - player name
#   $number (Number) - the second copy's place in the army
setup-unique-twice = { $name } (figura { $number } dell'esercito di { $player }) è una figura unica: un esercito può schierarla una volta sola.

## Tavolo

table-no-game = Nessuna partita aperta.
go-to-games = Vai alle tue partite
# Variables:
#   $player (String) - di chi è il turno
turn-of = Turno di { $player }
# Variables:
#   $round (Number) - il giro
#   $phase (String) - il nome della fase
round-phase = Giro { $round } · { $phase }
# Variables:
#   $count (Number) - azioni rimaste in questo turno
actions-left = { $count ->
    [one] azione rimasta
   *[other] azioni rimaste
}
pass = Passa
end-turn = Fine turno
damage-one = −1 danno
heal-one = +1 cura
eliminated = Fuori gioco
# Variables:
#   $click (Number) - il numero del click, da 1
#   $left (Number) - click di danno a cui sopravvive
click-status = Click { $click } · { $left ->
    [0] il prossimo click è KO
    [one] a { $left } click dal KO
   *[other] a { $left } click dal KO
}
# Variables:
#   $count (Number) - segnalini azione sulla figura
tokens-label = { $count ->
    [0] nessun segnalino azione
    [one] { $count } segnalino azione
   *[other] { $count } segnalini azione
}
stat-speed = Ve­lo­ci­tà
stat-attack = At­tac­co
stat-defense = Difesa
stat-damage = Danno
stat-with-ability = { $stat } · { $ability }
stat-spoken = { $stat } { $value }
stat-spoken-ability = { $stat } { $value }, { $ability }
stat-skull = teschio
# Variables:
#   $name (String) - il nome della figura
#   $number (Number) - quale figura con quel nome della partita è, contando da 1
figure-numbered = { $name } { $number }

# Variables:
#   $figure (String) - la figura che un'azione ora sforzerebbe
#   $clicks (Number) - click di danno da sforzo che subirebbe
card-pushes = Ora un'azione costa a { $figure } { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } click
} di danno da sforzo.
# Variables:
#   $range (Number) - the figure's range in inches; 0: it makes no ranged attacks
#   $targets (Number) - its target arrows
card-reach = { $range ->
    [0] Nessun attacco a distanza
   *[other] { glossary-range } { $range } · { $targets ->
        [one] { $targets } bersaglio
       *[other] { $targets } bersagli
    }
}
# Variables:
#   $rider (String) - il nome del cavaliere
#   $mount (String) - il nome della cavalcatura
unit-name = { $rider } su { $mount }
# Variables:
#   $name (String) - il nome della cavalcatura
dial-mount = { glossary-mount }: { $name }
# Variables:
#   $name (String) - il nome del cavaliere
dial-rider = { glossary-rider }: { $name }
section-front = Frontale
section-left = Sinistra
section-right = Destra
section-rear = Posteriore
section-pair = { $first } / { $second }
action-move = Movimento
action-close = Corpo a corpo
action-ranged = A distanza
action-special = Speciale
phase-command = fase di comando
phase-action = fase delle azioni
phase-end = fase finale

## Registro

log-title = Registro
log-empty = Non è ancora successo niente.
log-made-by = di { $who }

## Regole

rules-title = Regole e glossario
rules-search-hint = Cerca in qualsiasi lingua
# The rules search field's name, read out by a screen reader.
rules-search-label = Cerca nelle regole
search-placeholder = Cerca…
rules-no-results = Nessun risultato. Prova con un'altra parola o lingua.
kind-glossary = Termine
kind-rule = Regola
kind-ability = Abilità
rules-sources-label = Fonti:
# The Rules screen's way back: to the term, the search or the screen the player came from.
rules-back = Indietro
# Before the codes of the rules that concern a term or an ability (each a link).
rules-related-label = Regole:

## Impostazioni

settings-title = Impostazioni
settings-language = Lingua
settings-language-offline = La lingua { $language } non è ancora su questo telefono: la prima volta arriva dalla rete. Sceglila di nuovo appena torna la connessione.
settings-theme = Tema
settings-text-size = Dimensione del testo
settings-keep-awake = Tieni lo schermo acceso durante la partita
theme-system = Come il dispositivo
theme-light = Chiaro
theme-dark = Scuro
text-normal = Normale
text-large = Grande
text-huge = Molto grande

## Effetti che i colossi ignorano (COL-03), come compaiono nei rifiuti

colossal-effect-capture = cattura
colossal-effect-formation = formazioni
colossal-effect-double-time = Doppio Passo
colossal-effect-surge = Impeto
colossal-effect-necromancy = Negromanzia
colossal-effect-summon = Evocazione
colossal-effect-recall = Richiamo
colossal-effect-healing = Guarigione di un'altra figura
colossal-effect-grapple = Presa
colossal-effect-magic-confusion = Confusione Magica
colossal-effect-magic-freeze = Congelamento Magico
colossal-effect-magic-healing = Guarigione Magica
colossal-effect-magic-levitation = Levitazione Magica
colossal-effect-strong-flyer = Trasportare in Volo
colossal-effect-terror = Terrore
colossal-effect-tinker = Meccanico
colossal-effect-venom = Veleno
colossal-effect-rear-arc = bonus dell'arco posteriore (i colossi non hanno arco posteriore)
colossal-effect-trample = Travolgere
colossal-effect-status-change = cambio di stato da amico a nemico o viceversa
colossal-effect-enchantment = incantamenti

## Figure (catalogo)

figures-title = Figure
import-feed = Importa un file dei quadranti
import-feed-hint = Scegli la tua copia del file dei quadranti della community (mkstats.json). Se lo importi di nuovo, le figure vengono aggiornate invece che duplicate.
feed-read-failed = Impossibile leggere il file. Prova a sceglierlo di nuovo.
figure-search-hint = Nome, numero, fazione, set o rango
# The figure search field's name, read out by a screen reader.
figure-search-label = Cerca figure
filter-all = Tutte
filter-mounts = Cavalcature
filter-riders = Cavalieri
filter-colossals = Colossi
filter-chariots = Carri da guerra
# Variables:
#   $count (Number) - figure mostrate
figures-count = { $count ->
    [one] { $count } figura
   *[other] { $count } figure
}
# Variables:
#   $added (Number) - figure nuove
#   $updated (Number) - figure modificate
#   $unchanged (Number) - figure già presenti
#   $skipped (Number) - modelli esclusi
import-summary = Importazione completata: { $added ->
    [one] { $added } aggiunta
   *[other] { $added } aggiunte
}, { $updated ->
    [one] { $updated } aggiornata
   *[other] { $updated } aggiornate
}, { $unchanged ->
    [one] { $unchanged } invariata
   *[other] { $unchanged } invariate
}, { $skipped ->
    [one] { $skipped } esclusa
   *[other] { $skipped } escluse
}.
# Variables:
#   $count (Number) - figure con avvisi
import-warnings = { $count ->
    [one] { $count } figura è stata importata con un avviso: un'abilità sconosciuta tralasciata, o un secondo indicatore di partenza ignorato.
   *[other] { $count } figure sono state importate con un avviso: un'abilità sconosciuta tralasciata, o un secondo indicatore di partenza ignorato.
}
# Variables:
#   $set (String) - il set
#   $number (String) - numero di collezione
#   $factions (String) - fazioni
#   $range (Number) - gittata in pollici
#   $targets (Number) - frecce bersaglio
figure-facts = { $set } #{ $number } · { $factions } · gittata { $range } · { $targets ->
    [one] { $targets } bersaglio
   *[other] { $targets } bersagli
}
click-label = Click

## Problemi del file dei quadranti

# Variables:
#   $megabytes (Number) - la dimensione del file
feed-error-too-large = Questo file pesa { $megabytes } MB, più dei 50 MB ammessi per un file dei quadranti. Non è stato importato nulla.
# Variables:
#   $line (Number) - riga dell'errore
#   $column (Number) - colonna dell'errore
feed-error-not-json = Questo non è un file dei quadranti: il testo smette di avere senso alla riga { $line }, colonna { $column }. Non è stato importato nulla.
feed-error-wrong-layout = Questo file non contiene un elenco di modelli, quindi non è un file dei quadranti. Non è stato importato nulla.
# Variables:
#   $number (Number) - la posizione del modello nel file
feed-model-number = Modello { $number }
# Variables:
#   $model (String) - il nome o la posizione del modello
feed-skip-not-object = { $model }: non è la voce di una figura.
# Variables:
#   $model (String) - il nome o la posizione del modello
#   $field (String) - la chiave del campo nel file
feed-skip-missing-field = { $model }: manca il campo { $field }.
# Variables:
#   $model (String) - il nome o la posizione del modello
#   $field (String) - la chiave del campo nel file
#   $value (String) - che cosa contiene
feed-skip-bad-field = { $model }: il campo { $field } contiene «{ $value }», che lì non ha senso.
# Variables:
#   $model (String) - il nome o la posizione del modello
#   $number (Number) - il modello con lo stesso id
feed-skip-duplicate-id = { $model }: il file lo contiene già come modello { $number }, che è stato mantenuto.
# Variables:
#   $model (String) - il nome o la posizione del modello
#   $count (Number) - quadranti trovati
feed-skip-dial-count = { $model }: { $count ->
    [one] { $count } quadrante
   *[other] { $count } quadranti
}; si possono importare solo figure con un solo quadrante.
# Variables:
#   $model (String) - il nome o la posizione del modello
#   $count (Number) - click trovati
feed-skip-too-many-clicks = { $model }: { $count ->
    [one] { $count } click è più di quanti
   *[other] { $count } click sono più di quanti
} ne possa avere un quadrante.
# Variables:
#   $model (String) - il nome o la posizione del modello
#   $click (Number) - numero del click
#   $stat (String) - il nome del valore
feed-skip-missing-stat = { $model }: al click { $click } manca il valore di { $stat }.
# Variables:
#   $model (String) - il nome o la posizione del modello
#   $click (Number) - numero del click
#   $stat (String) - il nome del valore
#   $value (String) - che cosa contiene
feed-skip-bad-stat = { $model }: al click { $click } il valore di { $stat } è «{ $value }», che nessun quadrante può mostrare.
# Variables:
#   $model (String) - il nome o la posizione del modello
feed-skip-no-live-click = { $model }: il quadrante non ha nessun click prima dei teschi.
# Variables:
#   $model (String) - il nome o la posizione del modello
#   $click (Number) - numero del click
feed-skip-start-not-live = { $model }: l'indicatore di partenza è su un click con i teschi ({ $click }).

## Eserciti

save-army = Salva questo esercito
load-army = Carica un esercito salvato…
# Variables:
#   $name (String) - the army's name
army-saved = Esercito «{ $name }» salvato.
# Variables:
#   $name (String) - the army's name
#   $size (Number) - the game size it was built for
#   $count (Number) - how many figures
army-option = { $name } ({ $size ->
    [one] { $size } punto
   *[other] { $size } punti
}, { $count ->
    [one] { $count } figura
   *[other] { $count } figure
})
passenger = Passeggero
passenger-none = Nessun passeggero

## Procedure guidate (issue 8): una domanda per passo, il perché, poi un'anteprima

settings-learning-mode = Modalità apprendimento: proponi le spiegazioni passo per passo
settings-learning-mode-hint = Le spiegazioni illustrano ogni passo di un'azione di cavalleria o di un colosso. Disattivala per tenere solo i pulsanti rapidi.
# Variables:
#   $version (String) - the app's version
settings-version = Versione { $version }
keep-awake-on = Lo schermo resta acceso finché una partita è aperta.
keep-awake-unsupported = Questo dispositivo non può tenere acceso lo schermo.
keep-awake-refused = Non è stato possibile tenere acceso lo schermo.
settings-storage = Memoria
storage-persisted = Il browser si è impegnato a conservare le tue partite, anche quando il telefono ha poco spazio.
storage-not-persisted = Il browser non si è impegnato a conservare le tue partite: potrebbe cancellarle quando il telefono ha poco spazio. Di solito basta aggiungere l'app alla schermata Home per ottenere questo impegno; ogni tanto esporta le tue partite.
rides-hint = Sono elencate solo le cavalcature che questo cavaliere può montare (CAV-03).
wiz-yes = Sì
wiz-no = No
wiz-next = Avanti
wiz-roll = Tira per me
wiz-confirm = Conferma
wiz-cancel = Annulla
wiz-done = Fatto
wiz-preview = Ecco cosa succederà:
wiz-nothing-to-do = Non c'è altro da inserire: la partita lo mostra già.
wiz-no-options = Al momento nulla sul tavolo è adatto.
wiz-figure-of = { $figure } ({ $player })
wiz-aboard = { glossary-passenger } di { $chariot }
# Variables:
#   $captor (String) - chi la trattiene
card-captive-of = In mano a { $captor }
# Variables:
#   $captive (String) - la figura che trattiene
card-holds-captive = Tiene in prigionia { $captive }
wiz-wreck-pending = Il passeggero { $figure } è stato sbalzato da un carro eliminato e aspetta il suo tiro per i danni.
wiz-aim-one = Attraverso una sezione
wiz-aim-two = Lungo un confine
wiz-aim-centre = Esattamente sul centro
wiz-open-walkthrough = Guidami passo per passo
wiz-open-dismount = { glossary-dismount }
wiz-open-remount = { glossary-remount }
wiz-open-overwhelm = { glossary-overwhelm }
wiz-open-trample = { glossary-trample }
wiz-open-board = Sali a bordo
wiz-open-disembark = Scendi dal carro
wiz-open-area-hit = Dentro un'area d'effetto
wiz-open-wreck = Inserisci il tiro
wiz-title-dismount = { glossary-dismount }
wiz-title-remount = { glossary-remount }
wiz-title-rider-thrown = La cavalcatura è eliminata
wiz-title-mount-left = Una cavalcatura senza cavaliere
wiz-title-overwhelm = { glossary-overwhelm }
wiz-title-trample = { glossary-trample }
wiz-title-board = Salire sul carro
wiz-title-disembark = Scendere dal carro
wiz-title-area-hit = Effetto ad area su un colosso
wiz-title-wreck = Il carro è eliminato
wiz-title-cavalry-turn = Azione di un'unità di cavalleria
wiz-title-colossal-turn = Azione di un colosso
wiz-q-dismount-dark = Un'unità dei Cavalieri Neri non può smontare.
wiz-why-dismount-dark = I Cavalieri Neri restano in sella per tutta la partita; non cambia nulla.
wiz-q-dismount-room = C'è spazio per mettere il cavaliere in contatto di base con la cavalcatura?
wiz-why-dismount-room = Il cavaliere torna sulla propria base accanto alla cavalcatura. Senza spazio non può smontare.
wiz-q-dismount-effect = L'unità si divide in cavalcatura e cavaliere.
wiz-why-dismount-effect = Smontare è un'azione speciale che non dà segnalini azione e toglie tutti i segnalini dall'unità. Cavalcatura e cavaliere possono ancora ricevere azioni in questo turno.
wiz-q-remount-mount = Su quale cavalcatura sale il cavaliere?
wiz-why-remount-mount = Si possono scegliere solo cavalcature amiche senza cavaliere, in contatto di base, il cui tipo corrisponde ai simboli del cavaliere.
wiz-q-remount-effect = Cavaliere e cavalcatura formano di nuovo un'unità di cavalleria.
wiz-why-remount-effect = Rimontare è un'azione speciale. La nuova unità riceve un solo segnalino azione e può ancora ricevere un'azione in questo turno.
wiz-q-thrown-room = La cavalcatura è stata eliminata per prima. C'è spazio per mettere il cavaliere in contatto di base con essa?
wiz-why-thrown-room = Il cavaliere torna sulla sua base accanto alla cavalcatura, poi la cavalcatura viene tolta. Senza spazio anche il cavaliere è eliminato. Tutti i segnalini dell'unità spariscono.
wiz-q-thrown-placed = Metti il cavaliere in contatto di base con la cavalcatura, poi togli la cavalcatura.
wiz-why-thrown-placed = Il cavaliere continua a combattere da solo con il proprio quadrante; la partita lo mostra già.
wiz-q-mount-fled = Una cavalcatura ombrosa senza cavaliere ha lasciato la partita.
wiz-why-mount-fled = Una cavalcatura ombrosa (cerchio attorno al simbolo) viene tolta all'inizio della fase finale di qualsiasi giocatore se non ha un cavaliere. Toglila dal tavolo.
wiz-q-mount-sides = Una cavalcatura indecisa senza cavaliere cambia schieramento per questo turno.
wiz-why-mount-sides = Una cavalcatura indecisa (quadrato attorno al simbolo) è amica del giocatore di turno e nemica di tutti gli altri fino alla fine del turno.
wiz-q-overwhelm-target = Con quale unità di cavalleria nemica è in contatto l'unità alla fine del movimento?
wiz-why-overwhelm-target = Disarcionare è un'azione di movimento senza contatto con nemici e senza abilità di velocità, che deve finire in contatto con una sola unità di cavalleria nemica.
wiz-q-overwhelm-d6 = Che cosa mostra il dado?
wiz-why-overwhelm-d6 = Tira 1d6 e aggiungi il bonus d'attacco del cavaliere: con 6 o più il cavaliere dell'altra unità viene fatto smontare.
wiz-q-overwhelm-room = C'è spazio per mettere il cavaliere appiedato in contatto con la sua cavalcatura?
wiz-why-overwhelm-room = Un cavaliere appiedato senza spazio è eliminato.
wiz-q-cav-contact = L'unità è in contatto di base con una figura nemica?
wiz-why-cav-contact = Questa competenza si può usare solo senza contatto di base. Un'unità che tocca già una figura nemica riceve invece un'azione normale.
wiz-q-overwhelm-speed = Il movimento usa un'abilità di velocità?
wiz-why-overwhelm-speed = Questo movimento usa solo il valore di velocità della cavalcatura, senza alcuna abilità di velocità.
wiz-q-refused = Ora non si può
wiz-q-trample-ground = L'unità è a livello del suolo?
wiz-why-trample-ground = Travolgere inizia solo a livello del suolo, non da un terreno elevato.
wiz-q-trample-double-time = Il movimento usa la competenza Doppio Passo?
wiz-why-trample-double-time = Un movimento di Travolgere non può usare Doppio Passo.
wiz-q-trample-line = Muovi l'unità in linea retta, uscendo dall'arco frontale della cavalcatura.
wiz-why-trample-line = Travolgere è un'azione di movimento a livello del suolo, senza Doppio Passo. Ogni figura a livello del suolo di cui la cavalcatura attraversa la base subisce 1 danno.
wiz-q-trample-crossed = Quali figure ha attraversato la cavalcatura?
wiz-why-trample-crossed = Segna ogni figura attraversata; per un'unità di cavalleria, segna il quadrante che subisce il danno.
wiz-q-board-chariot = Su quale carro sale la figura?
wiz-why-board-chariot = Una figura amica con velocità maggiore di 0, in contatto con una sezione laterale o posteriore, sale con un'azione di movimento. Colossi, titani, figure con il tipo di movimento Ferro di Cavallo e unità di cavalleria non possono salire, e il vano contiene un solo passeggero.
wiz-q-board-section = Quale sezione tocca la figura?
wiz-why-board-section = Solo una sezione laterale o quella posteriore porta al vano posteriore.
wiz-q-board-sentry = La figura è una Sentinella?
wiz-why-board-sentry = Le Sentinelle non possono salire su un carro.
wiz-q-disembark-section = Contro quale sezione metti la figura?
wiz-why-disembark-section = Scendere è un'azione di movimento: il passeggero finisce in contatto con una sezione laterale o posteriore.
wiz-q-area-aim = Come arriva al centro del colosso la linea che parte dal centro dell'area?
wiz-why-area-aim = Se un'area contiene il centro di un colosso, è colpita una sola sezione: quella attraversata dalla linea dal centro dell'area al centro del colosso.
wiz-q-area-section = Quale sezione attraversa la linea?
wiz-why-area-section = Quella sezione subisce il danno, se è attiva.
wiz-q-area-pair = Lungo quale confine passa la linea?
wiz-why-area-pair = Su un confine chi controlla il colosso sceglie una delle due sezioni.
wiz-q-area-controller = Quale sezione sceglie chi controlla il colosso?
wiz-why-area-controller = Lungo un confine, o con l'area esattamente sul centro, la sezione la sceglie chi controlla il colosso.
wiz-q-area-attacker = Quella sezione è inattiva. Quale sezione attiva sceglie l'attaccante?
wiz-why-area-attacker = Una sezione inattiva non subisce più danni, quindi l'attaccante ne sceglie una attiva.
wiz-q-area-passenger = L'attaccante tira per il passeggero. Che cosa mostra il dado?
wiz-why-area-passenger = Quando una sezione laterale o posteriore di un carro subisce danni, con 5 o 6 il passeggero subisce il danno subito dalla sezione.
wiz-q-area-dealt = Quanti danni infligge l'area?
wiz-why-area-dealt = Inserisci il danno prima delle riduzioni; le abilità della sezione lo riducono.
wiz-q-wreck-d6 = Il passeggero subisce 1d6 danni. Che cosa mostra il dado?
wiz-why-wreck-d6 = Quando un carro è eliminato, il passeggero viene messo dove era il centro del carro, orientato a piacere, e subisce 1d6 danni.
wiz-q-cav-action = Che cosa fa l'unità?
wiz-why-cav-action = Un'unità di cavalleria riceve un'azione per turno, come una sola figura.
wiz-q-cav-dial = Con quale quadrante si risolve l'azione?
wiz-why-cav-dial = Per le azioni in corpo a corpo, a distanza e speciali scegli il quadrante della cavalcatura o quello del cavaliere; valgono solo le abilità di quella figura.
wiz-q-cav-move = Il movimento usa il quadrante della cavalcatura.
wiz-why-cav-move = Il valore di velocità, le abilità di velocità e le competenze di movimento sono quelli della cavalcatura.
wiz-q-cav-maneuver = Prima la cavalcatura si muove, poi l'unità attacca.
wiz-why-cav-maneuver = Una competenza che muove e attacca in una sola azione permette a cavalcatura e cavaliere di usare le abilità che richiedono quel tipo di azione: la velocità della cavalcatura per il movimento, il quadrante scelto per l'attacco.
wiz-q-cav-defender = Quando qualcuno attacca un'unità di cavalleria, l'attaccante sceglie il quadrante.
wiz-why-cav-defender = Ogni attacco contro un'unità si risolve contro il quadrante della cavalcatura o del cavaliere, a scelta dell'attaccante.
wiz-q-col-section = Quale sezione attiva agisce?
wiz-why-col-section = Un colosso riceve al massimo un'azione per sezione attiva a turno, e un segnalino azione dopo la prima azione.
wiz-q-col-action = Quale azione riceve questa sezione?
wiz-why-col-action = Prima i movimenti: dopo un'azione in corpo a corpo, a distanza o speciale il colosso non può più muoversi in questo turno.
wiz-q-col-moves-first = Questo colosso ha già combattuto in questo turno.
wiz-why-col-moves-first = I movimenti vengono prima: dopo un'azione in corpo a corpo, a distanza o speciale nessuna sezione può ricevere un'azione di movimento in questo turno.
wiz-q-col-distance = Tutti i movimenti del turno si sommano in un unico movimento.
wiz-why-col-distance = Finora { $distance ->
    [one] { $distance } pollice
   *[other] { $distance } pollici
}; con la velocità di questa sezione diventano { $total ->
    [one] { $total } pollice
   *[other] { $total } pollici
}. Ruota il colosso attorno al centro e muovilo dritto in avanti, oppure muovilo dritto all'indietro senza ruotarlo.
wiz-q-col-contact = Una qualsiasi sezione, attiva o inattiva, è in contatto con una figura nemica?
wiz-why-col-contact = Allora il colosso deve prima disimpegnarsi: un solo tiro, qualunque sia il numero di sezioni in contatto.
wiz-q-col-break-away = Tiro di disimpegno: che cosa mostra il dado?
wiz-why-col-break-away = Il colosso si disimpegna con qualsiasi risultato tranne 1.
wiz-q-col-ranged-line = Traccia la linea di tiro dal centro del colosso attraverso questa sezione.
wiz-why-col-ranged-line = La sezione deve avere una gittata, un valore d'attacco maggiore di 0 e nessun contatto con figure nemiche.
wiz-q-col-long-range = Il bersaglio è un titano, un colosso o una sezione di castello?
wiz-why-col-long-range = Allora la sezione può fare un attacco a lunga gittata: la gittata { $range } diventa { $long }, con −2 al valore di danno.
wiz-q-col-close = Il bersaglio deve toccare questa sezione attiva.
wiz-why-col-close = L'arco di una sezione è tutto il suo bordo esterno; si possono attaccare solo figure in contatto con la sezione che agisce.
wiz-q-col-push = Questa azione comporta uno sforzo per il colosso. Quale sezione subisce il danno da sforzo?
wiz-why-col-push = Un danno che non appartiene a nessuna sezione va alla sezione scelta da chi controlla il colosso.
wiz-touch-one = Una sezione
wiz-touch-two = Due sezioni
wiz-open-attack-hit = Subisce un attacco
wiz-title-attack-hit = Attacco a un colosso
wiz-q-hit-kind = È un attacco in corpo a corpo o a distanza?
wiz-why-hit-kind = Un attacco in corpo a corpo o a distanza contro un colosso colpisce una sola sezione; le domande seguenti stabiliscono quale.
wiz-q-hit-attacker = Quale figura attacca?
wiz-why-hit-attacker = Per un'unità di cavalleria scegli il quadrante che attacca. Un colosso attacca invece con un'azione di sezione.
wiz-q-hit-aim-close = L'attaccante tocca una sezione o due?
wiz-why-hit-aim-close = Un attacco in corpo a corpo richiede il contatto con una sezione attiva; se l'attaccante ne tocca due, chi controlla il colosso ne sceglie una.
wiz-q-hit-aim-ranged = La linea di tiro attraversa una sezione o corre lungo un confine?
wiz-why-hit-aim-ranged = La linea deve attraversare una sezione attiva; lungo un confine sceglie chi controlla il colosso; una sezione in contatto con una figura amica dell'attaccante non può essere colpita.
wiz-q-hit-section = Quale sezione viene colpita?
wiz-why-hit-section = Se quella sezione è inattiva, l'attaccante ne sceglie una attiva.
wiz-q-hit-pair = Quali due sezioni?
wiz-why-hit-pair = Ne sceglie una chi controlla il colosso.
wiz-q-hit-2d6 = Qual è il tiro d'attacco (2d6)?
wiz-why-hit-2d6 = Il tiro più il valore d'attacco contro il valore di difesa della sezione: 12 è un colpo critico, 2 un fallimento critico.
wiz-open-capture = Cattura
wiz-title-capture = Cattura
wiz-q-capture-target = Quale figura nemica in contatto di base tenterà di catturare?
wiz-why-capture-target = La cattura si annuncia prima di un attacco in corpo a corpo. Si può catturare solo una figura nemica in contatto di base, ma non un'unità di cavalleria, un colosso o una figura che mostra Berserk, Furia di Battaglia o Invulnerabilità.
wiz-q-capture-2d6 = Qual è il tiro d'attacco (2d6)?
# Variables:
#   $bonus (Number) - di quanto aumenta la difesa del bersaglio
wiz-why-capture-2d6 = Contro una cattura il bersaglio aggiunge { $bonus } alla difesa. Se l'attacco colpisce, il bersaglio viene catturato senza subire danni; con un 2 l'attaccante si ferisce comunque.
wiz-q-hit-shielded = Quella sezione è in contatto con una figura amica dell'attaccante?
wiz-why-hit-shielded = Un attacco a distanza non può colpire una sezione che tocca una figura amica dell'attaccante.

## Ritratti

portrait-add = Aggiungi una foto
# Variables:
#   $megabytes (Number) - the file's size
portrait-too-large = Questa foto pesa { $megabytes } MB; il limite è 25 MB.
portrait-not-image = Questo file non è una foto leggibile (JPEG, PNG o WebP).
# Variables:
#   $width (Number) - width in pixels
#   $height (Number) - height in pixels
portrait-too-many-pixels = Questa foto misura { $width } × { $height ->
    [one] { $height } pixel
   *[other] { $height } pixel
}; al massimo 10.000 per lato.

## Editor dei quadranti (issue 7): crea o correggi una figura

editor-new = Nuova figura
editor-edit = Modifica
editor-copy = Copia e modifica
editor-title-new = Nuova figura
# Variables:
#   $name (String) - la figura in modifica
editor-title-edit = Modifica { $name }
editor-name = Nome
editor-number = Numero di collezione
editor-set = Set
editor-factions = Fazioni (separate da virgole)
editor-rank = Rango
rank-weak = Debole
rank-standard = Standard
rank-tough = Forte
rank-unique = Unica
editor-points = Punti
editor-range = Gittata
editor-targets = Bersagli
editor-speed-type = Tipo di movimento
speed-type-boot = Stivale
speed-type-wing = Ala
speed-type-wave = Onda
speed-type-horseshoe = Ferro di Cavallo
speed-type-wheel = Ruota
editor-chariot-wheel = Un carro da guerra ha sempre il tipo di movimento Ruota.
editor-proficiencies = Competenze
proficiency-surge = Impeto
proficiency-double-time = Doppio Passo
proficiency-gang-up = Aggiramento
editor-kind = Tipo di figura
editor-kind-standard = Normale
editor-kind-mount = Cavalcatura
editor-kind-rider = Cavaliere
editor-kind-colossal = Colosso
editor-kind-chariot = Carro da guerra
editor-symbols = Simboli cavalcatura che può montare
editor-point-values = Valori in punti sotto la base
editor-point-values-hint = Per ogni valore stampato, di quanti click va girata ogni sezione oltre il suo indicatore di partenza.
editor-point-value-points = Punti
editor-point-value-clicks = Click girati
editor-add-point-value = Aggiungi un valore in punti
editor-dial-hint = Inserisci i valori click per click; la x indica un teschio. Tocca una casella per darle il colore di un'abilità.
editor-start = Partenza
editor-add-click = Aggiungi un click
# Variables:
#   $click (Number) - il numero del click, da 1
editor-remove-click = Rimuovi il click { $click }
editor-ko-row = Dopo l'ultimo click: figura eliminata
# Variables:
#   $place (String) - la casella, per esempio «Attacco al click 3»
editor-ability-for = Colore dell'abilità: { $place }
editor-ability-none = Nessuna abilità
editor-abilities-slot = Stampate su questo valore
editor-abilities-circle = Abilità nel cerchio
editor-save = Salva la figura
# Variables:
#   $name (String) - il nome della figura
editor-saved = Hai salvato { $name } tra le tue figure.
editor-problems-title = Correggi questi punti prima di salvare; quello che hai inserito non va perso:
editor-delete = Elimina la figura
# Variables:
#   $name (String) - il nome della figura
editor-delete-confirm = Eliminare { $name } dalle tue figure? Partite ed eserciti salvati ne conservano una copia propria.
editor-deleted = Figura eliminata.
editor-edited-badge = Modificata
# Variables:
#   $count (Number) - figure conservate
import-kept-edits = { $count ->
    [one] Una figura che avevi corretto nell'editor è rimasta come l'avevi lasciata.
   *[other] { $count } figure che avevi corretto nell'editor sono rimaste come le avevi lasciate.
}

## Problemi nell'editor dei quadranti

# Variables:
#   $click (Number) - il click, da 1
#   $stat (String) - il nome del valore
editor-where-click = { $stat } al click { $click }
# Variables:
#   $section (String) - il nome della sezione
#   $click (Number) - il click, da 1
#   $stat (String) - il nome del valore
editor-where-section = { $section }, { $stat } al click { $click }
editor-the-dial = Il quadrante
# Variables:
#   $field (String) - l'etichetta del campo
#   $number (Number) - la posizione del valore in punti nell'elenco, da 1
editor-entry-field = valore in punti { $number }, { $field }
editor-problem-name = Dai un nome alla figura.
editor-problem-number = Inserisci il numero di collezione stampato sulla base, per esempio 58 o 121a.
# Variables:
#   $field (String) - l'etichetta del campo
#   $value (String) - che cosa è stato scritto
editor-problem-not-a-number = { $field }: «{ $value }» non è un numero intero.
# Variables:
#   $field (String) - l'etichetta del campo
#   $min (Number) - il minimo ammesso
#   $max (Number) - il massimo ammesso
editor-problem-out-of-range = { $field } deve essere tra { $min } e { $max }.
# Variables:
#   $place (String) - la casella, per esempio «Attacco al click 3»
editor-problem-stat-missing = { $place }: la casella è vuota. Scrivi un numero, oppure x per un teschio.
# Variables:
#   $place (String) - la casella
#   $value (String) - che cosa è stato scritto
#   $max (Number) - il valore massimo possibile
editor-problem-bad-stat = { $place }: «{ $value }» non è né un numero da 0 a { $max } né una x per un teschio.
# Variables:
#   $dial (String) - «Il quadrante» o il nome di una sezione
editor-problem-no-live-click = { $dial }: il primo click mostra tre teschi. Un quadrante deve avere almeno un click con dei valori (CORE-01).
# Variables:
#   $dial (String) - «Il quadrante» o il nome di una sezione
#   $click (Number) - il click segnato, da 1
editor-problem-start-not-live = { $dial }: l'indicatore di partenza è sul click { $click }, dove la figura è già eliminata. Spostalo su un click con dei valori (CORE-02).
editor-problem-no-symbols = Un cavaliere ha bisogno di almeno un simbolo cavalcatura, altrimenti non può montare nulla (CAV-03).
# Variables:
#   $suffix (String) - la lettera con cui deve finire il numero
editor-problem-dark-riders-number = I Cavalieri Neri si abbinano per numero di collezione, quindi questo deve finire con «{ $suffix }», come 121{ $suffix } (CAV-31).
# Variables:
#   $expected (Number) - quadranti necessari
#   $found (Number) - quadranti presenti
figure-error-dial-count = Ha { $found ->
    [one] un solo quadrante
   *[other] { $found } quadranti
}, ma ne servono { $expected }.
figure-error-too-long = Uno dei suoi quadranti ha più di 255 click.
editor-problem-no-point-values = Un colosso ha bisogno di almeno un valore in punti, preso da sotto la base (COL-02).
# Variables:
#   $number (Number) - la posizione del valore in punti nell'elenco, da 1
#   $section (String) - la sezione che verrebbe eliminata
editor-problem-point-value-too-deep = Il valore in punti { $number } porta la sezione { $section } oltre il suo ultimo click. Usa meno click o aggiungine a quel quadrante (COL-02).

## File degli eserciti

army-export = Esporta l'esercito
army-import = Importa un file di esercito
# Variables:
#   $path (String) - dove è stato scritto il file
army-exported = Esercito salvato in { $path }. Copia quel file per condividerlo, oppure copia il testo qui sotto.
# Variables:
#   $name (String) - il nome dell'esercito
army-imported = Esercito «{ $name }» aggiunto ai tuoi eserciti salvati.
# Variables:
#   $megabytes (Number) - la dimensione del file
army-file-too-large = Questo file pesa { $megabytes } MB, mentre un file di esercito è molto più leggero. Scegli il file .army.json esportato da { -app-name }.
# Variables:
#   $line (Number) - riga in cui la lettura si è fermata
#   $column (Number) - colonna in cui la lettura si è fermata
army-file-not-json = Questo non è un file di esercito: il testo smette di avere senso alla riga { $line }, colonna { $column }.
army-file-wrong-format = Questo file non è un esercito di { -app-name }.
# Variables:
#   $version (Number) - la versione del file
army-file-too-new = Questo file di esercito viene da una versione più recente di { -app-name } (formato { $version }). Aggiorna l'app per aprirlo.
# Variables:
#   $number (Number) - la posizione della figura nell'esercito, da 1
#   $name (String) - il suo nome
#   $error (String) - che cosa non va, in una frase
army-file-bad-figure = La figura { $number } ({ $name }) di questo file non si può usare. { $error } Non è stato aggiunto nulla.
# Variables:
#   $number (Number) - la posizione del cavaliere nell'esercito, da 1
army-file-bad-pairing = La figura { $number } di questo file è in sella a una figura che non è una cavalcatura che possa montare (CAV-03). Non è stato aggiunto nulla.
mount-rider = Cavaliere
mount-rider-none = Ancora senza cavaliere (CAV-05)

## Una sola scheda conserva le partite; un browser che non conserva nulla; un arresto

elsewhere-title = { -app-name } è aperto altrove
elsewhere-body = È già aperto in un'altra scheda o finestra di questo browser. Solo una alla volta può conservare le tue partite.
elsewhere-let-go = { -app-name } è stato aperto in un'altra scheda o finestra, quindi questa le ha passato le tue partite. Non si è perso nulla.
elsewhere-busy = L'altra scheda o finestra non ha ancora lasciato le tue partite. Riprova tra un momento.
elsewhere-use-here = Usalo qui
floor-title = Questo browser non può conservare le partite
floor-body = Questo browser non dà a { -app-name } alcuno spazio permanente. Succede nella navigazione privata e nei browser precedenti a iOS 16.4, Chrome 109 o Firefox 111. Puoi giocare lo stesso, ma tutto sparisce quando la pagina si chiude.
# Variables:
#   $reason (String) - what the browser said
floor-reason = Risposta del browser: { $reason }
floor-play = Gioca senza salvare
crash-title = Qualcosa è andato storto
crash-body = { -app-name } si è fermato all'improvviso. Ogni azione mostrata prima è salvata. Ricarica per continuare.
crash-reload = Ricarica

## Sposta le mie partite

move-title = Sposta le mie partite
move-body = Un unico file con tutte le partite, gli eserciti e le preferenze. Caricalo in un altro browser o su un altro telefono: da Safari all'app installata, o da un vecchio telefono a uno nuovo. È anche un backup che conservi tu.
move-save = Salva il file
move-load = Carica un file…
# Variables:
#   $path (String) - where the file was written
move-saved-to = Le tue partite sono state salvate in { $path }.
# Variables:
#   $games (Number) - games added
#   $armies (Number) - armies added
#   $already (Number) - games and armies that were already here
move-loaded = { $games ->
        [one] Aggiunta una partita
       *[other] Aggiunte { $games } partite
    } e { $armies ->
        [one] un esercito
       *[other] { $armies } eserciti
    }; { $already ->
        [0] niente era già qui
        [one] uno era già qui
       *[other] { $already } erano già qui
    }. Ora valgono le preferenze del file.
move-wrong-format = Questo file non è un file di partite di { -app-name }. Scegli il file creato da «{ move-save }».

## La fine della partita: limite di tempo, cronometro, fine e punteggio (da CORE-17 a CORE-19)
time-limit = Limite di tempo
time-limit-none = Nessun limite di tempo
# Variables:
#   $minutes (Number) - the limit in minutes
time-limit-option = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}
agreed-condition = Altra condizione di fine concordata (facoltativa)
agreed-condition-hint = es.: chi tiene il ponte dopo il sesto giro
clock-pause = Metti in pausa il cronometro
clock-resume = Fai ripartire il cronometro
clock-paused = In pausa
# Variables:
#   $minutes (Number) - the agreed time limit
clock-limit = su { $minutes } min
clock-time-up = Tempo scaduto
end-game = Termina la partita
# Variables:
#   $player (String) - the player facing no opponent
end-offer-conquest = A { $player } non restano figure nemiche.
end-offer-time = Il tempo concordato è scaduto.
end-why = Perché finisce la partita?
# Variables:
#   $player (String) - the player facing no opponent
end-reason-conquest = { $player } ha eliminato o catturato tutte le figure nemiche
end-reason-time-up = Il tempo concordato è scaduto
# Variables:
#   $condition (String) - the ending the players agreed on, in their words
end-reason-condition = La nostra condizione di fine si è avverata: { $condition }
end-reason-stopped = Ci fermiamo qui
end-objectives = Obiettivi controllati
end-objectives-hint = Gli obiettivi risolvono un pareggio ai punti e decidono se un colosso danneggiato dà punti.
# Variables:
#   $most (Number) - the most objectives one player may hold
end-objectives-invalid = Scrivi un numero intero da 0 a { $most }.
score-title = Partita finita
# Variables:
#   $count (Number) - how many players share first place
#   $players (String) - their names
score-winner = { $count ->
        [one] Vince { $players }
       *[other] Primo posto a pari merito: { $players }
    }
# Variables:
#   $points (Number) - victory points
score-points = { $points ->
        [one] 1 punto vittoria
       *[other] { $points } punti vittoria
    }
# Variables:
#   $count (Number) - objectives held
score-objectives = { $count ->
        [one] 1 obiettivo
       *[other] { $count } obiettivi
    }
# Variables:
#   $figure (String) - the opposing figure
score-line-eliminated = { $figure }: fuori gioco
# Variables:
#   $figure (String) - the opposing figure
score-line-captive = { $figure }: in prigionia
# Variables:
#   $figure (String) - the opposing colossal
score-line-colossal = { $figure }, colosso ancora in piedi
score-none = Nessun punto vittoria
# Variables:
#   $time (String) - hours, minutes and seconds played
score-played = Durata: { $time }
# Variables:
#   $count (Number) - how many players share first place
#   $winners (String) - their names
#   $scores (String) - every player's name and points
game-result = { $count ->
        [one] Ha vinto { $winners }
       *[other] Pareggio tra { $winners }
    } · { $scores }
# Variables:
#   $player (String) - a player's name
#   $points (Number) - their victory points
score-pair = { $player } { $points }

## The table at a glance (issue 19)
# Variables:
#   $name (String) - the figure's name
card-open = Apri { $name }
card-close = Chiudi
# Variables:
#   $click (Number) - the click number, from 1
#   $left (Number) - clicks of damage it survives
click-short = Click { $click } · KO tra { $left }
find-figure = Cerca una figura
# Variables:
#   $player (String) - the current player's name
only-mine = Solo { $player }
compact-view = Compatta
# Variables:
#   $count (Number) - figures not shown by the search or the filter
figures-hidden = { $count ->
    [one] { $count } figura nascosta dal filtro
   *[other] { $count } figure nascoste dal filtro
}
# Variables:
#   $count (Number) - actions the player has not used this turn
end-turn-unused = { $count ->
    [one] Ti resta ancora { $count } azione in questo turno. Finire comunque il turno?
   *[other] Ti restano ancora { $count } azioni in questo turno. Finire comunque il turno?
}
end-turn-keep-playing = Continua a giocare
end-turn-anyway = Fine turno
settings-table-view = Schede sul tavolo
table-view-auto = Automatica
table-view-compact = Compatte
table-view-full = Complete
# The wizard goes back one step.
wiz-back = Indietro
# Saved armies on the new-game screen: list them, delete one after a question.
armies-manage = Eserciti salvati…
army-delete = Elimina
# Variables:
#   $name (String) - the saved army's name
army-delete-question = Eliminare l'esercito «{ $name }»?
army-delete-keep = Tienilo
# Variables:
#   $name (String) - the saved army's name
army-deleted = Esercito «{ $name }» eliminato.
# The table's dice roller.
dice-open = Dadi
dice-title = Dadi
dice-roll-two = Tira 2d6
dice-roll-one = Tira 1d6
dice-critical-hit = Colpo critico (12)
dice-critical-miss = Fallimento critico (2)
dice-give = Applica questo attacco
# After a damaged store was replaced at start-up: the damaged file, for someone who may
# get more out of it.
damaged-file-save = Salva il file danneggiato
# Variables:
#   $path (String) - where the file was written
damaged-file-saved = Il file danneggiato è stato salvato in { $path }.
damaged-file-none = Non è più conservato alcun file danneggiato.
# The snackbar, when the saved data turned out damaged during play: go to the backups.
restore-offer = Ripristina un backup
# The formation wizard (CORE-13).
wiz-open-formation = Formazione
wiz-title-formation = Formazione
wiz-q-formation-action = Che formazione fanno?
wiz-why-formation-action = Figure della stessa fazione in contatto di base tra loro possono agire insieme con una sola azione: una formazione di movimento (da 3 a 5 figure), in corpo a corpo (2 o 3) o a distanza (da 3 a 5).
wiz-q-formation-members = Quali figure si uniscono a questa figura?
wiz-why-formation-members = Spunta le figure che si mettono in formazione con questa figura. Sono elencate solo quelle che le regole permettono: stessa fazione, nessuna con Carica, Salto o Rapidità, nessun colosso, la cavalleria solo con la cavalleria.
wiz-q-formation-contact = Sono tutte in contatto di base tra loro?
wiz-why-formation-contact = Una formazione è possibile solo se ogni membro tocca gli altri; per un attacco in corpo a corpo ognuno deve toccare anche il bersaglio. Controllalo sul campo di battaglia.
wiz-q-formation-primary = Quale membro è l'attaccante principale?
wiz-why-formation-primary = L'attaccante principale tira i dadi e infligge i danni, e solo lui viene ferito con un 2. Può esserlo qualsiasi membro: compaiono solo quelli che hanno una figura da attaccare.
wiz-q-formation-target = Quale figura attacca la formazione?
wiz-why-formation-target = Compaiono solo le figure che l'attaccante principale può attaccare.
wiz-q-formation-2d6 = Qual è il tiro dell'attaccante principale (2d6)?
# Variables:
#   $bonus (Number) - what the other members add to the attack
wiz-why-formation-2d6 = Ogni altro membro aggiunge 1 all'attacco: qui +{ $bonus }. Ogni membro riceve un segnalino azione e può subire danni da sforzo; con un 2 viene ferito solo l'attaccante principale.
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-use-ability = Usa { $ability }
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-damage-die = Dado dei danni di { $ability } (1d6)
# Variables:
#   $ability (String) - il nome dell'abilità
dice-defended-by = { $ability }: una figura amica del bersaglio in contatto di base
# Variables:
#   $ability (String) - il nome dell'abilità
dice-enhanced-by = { $ability }: una figura amica dell'attaccante in contatto di base
# Variables:
#   $ability (String) - il nome dell'abilità
dice-dodge-die = { $ability }: il d6 del bersaglio
dice-passenger-die = Il d6 dell'attaccante per { $passenger }, a bordo di { $chariot }: con 5 o 6 il passeggero subisce gli stessi danni (CHR-11)
dice-nobody = Nessuna
# The special ability wizard (CORE-16).
wiz-open-ability = Abilità
wiz-title-ability = Abilità speciale
wiz-q-ability-which = Quale abilità usa la figura?
wiz-why-ability-which = Sono elencate solo le abilità che questa figura mostra e può usare ora. Ognuna è un'azione o un passo del turno, come dice la sua regola.
wiz-q-ability-dial = Quale quadrante la usa?
wiz-why-ability-dial = Entrambi i quadranti di questa unità di cavalleria la mostrano. Scegli il quadrante della cavalcatura o quello del cavaliere, e valgono solo le abilità di quella figura.
wiz-q-ability-contact = La figura è in contatto di base con una figura nemica?
wiz-why-ability-contact = Un movimento che lascia il contatto di base richiede prima un tiro di disimpegno; la Negromanzia non si può usare in contatto di base con una figura nemica.
wiz-q-ability-returned = Quale figura amica fuori gioco ritorna?
wiz-why-ability-returned = La Negromanzia riporta una figura amica fuori gioco al suo click di partenza; poi quella figura subisce tanti danni quanti ne indica il dado. Un colosso non ritorna mai.
wiz-q-ability-d6 = Che cosa mostra il dado?
wiz-why-ability-d6 = Tira un dado a sei facce al tavolo, oppure lascia che lo tiri l'app.
wiz-q-ability-victims = A quali figure nemiche infligge danni?
wiz-why-ability-victims = Spunta le figure nemiche che la regola raggiunge sul campo di battaglia: con Arma ad Asta, ognuna che è entrata in contatto di base con il suo arco frontale; con Veleno, ognuna in contatto di base con il suo arco frontale.
wiz-q-ability-demoralized = Quali figure amiche demoralizzate sono in contatto di base con questa figura?
wiz-why-ability-demoralized = Un tiro di Comando cura anche le figure amiche che mostrano Demoralizzato e sono in contatto di base con la figura che tira.
wiz-q-ability-healed = Quale figura amica cura?
wiz-why-ability-healed = Guarigione raggiunge una figura amica in contatto di base con un'azione di combattimento in corpo a corpo; Guarigione Magica ne raggiunge una a gittata con un'azione di combattimento a distanza.
wiz-q-ability-heal-contact = La figura da curare è in contatto di base con una figura nemica?
wiz-why-ability-heal-contact = Guarigione Magica non può curare una figura in contatto di base con una figura nemica.
wiz-q-ability-heal-2d6 = Qual è il tiro d'attacco (2d6)?
wiz-why-ability-heal-2d6 = La cura riesce se il tiro più il valore di attacco raggiunge il valore di difesa della figura amica; poi un dado dice quanti click recupera.

# A change waiting for the store (ui/saving.rs): after a second, then after five.
screen-loading = Apertura…
screen-loading-slow = Questa schermata si sta ancora aprendo: la prima volta arriva dalla rete. Si aprirà da sola appena torna la connessione.
share-reader-waiting = La fotocamera è accesa, ma ciò che legge il codice non è ancora arrivato: la prima volta arriva dalla rete. La lettura partirà da sola appena torna la connessione.
saving-now = Salvataggio…
saving-slow = La tua ultima azione non è ancora salvata: la memoria del telefono è lenta a rispondere. Ricaricando conservi tutto ciò che è già salvato.
saving-reload = Ricarica
saving-slow-host = La tua ultima azione aspetta ancora la risposta del telefono che ospita. Se il collegamento si interrompe, lo vedrai qui.
table-standing-hosting = { $phones ->
    [one] Ospita · 1 telefono
   *[other] Ospita · { $phones } telefoni
}
table-standing-following = Segue chi ospita
table-standing-lost = Chi ospita non risponde
table-standing-lost-help = Nessun telefono risponde più a questo: chi ospitava se n'è andato, oppure un altro telefono ha preso in carico la partita. Le azioni fatte qui non vengono salvate.
table-standing-lost-open = Unisciti di nuovo o ospita
store-fault-stopped = la memoria dell'app non rispondeva più ed è stata riavviata prima di confermare il salvataggio

# The dice (ui/dice_roller.rs): Charge or Bound, the move and the attack as one action (CORE-16).
# Variables:
#   $ability (String) - Charge or Bound, by its glossary name
dice-move-and-attack = { $ability }: movimento e attacco in un'unica azione

# The formation wizard (wizard/formation.rs): a friend of the target lends its Defend (CORE-13, CORE-16).
wiz-q-formation-defender = Il bersaglio può usare Difendere di una figura della sua parte in contatto di base con lui?
wiz-why-formation-defender = Spunta la figura della parte del bersaglio che lo tocca e mostra Difendere, se c'è: il bersaglio si difende allora con il valore di difesa di quella figura.

# Rules screen (ui/rules.rs): the label before an entry's ruling, the reading the app
# follows where the rules are open or disputed (docs/RULINGS.md).
rules-ruling-label = Come la applica l'app:

# New game (ui/new_game.rs): house rules, off by default, kept with the game (docs/RULINGS.md).
new-game-house-rules = Regole della casa
house-rule-move-formation-of-two = Una formazione di movimento può avere 2 figure (CORE-13)
house-rule-move-formation-of-two-why = Le regole ammettono in un punto formazioni di 2 o più figure e in un altro formazioni di movimento da 3 a 5; se la casella non è spuntata, l'app ne chiede da 3 a 5.
house-rule-close-formation-counts-primary = Il bonus di una formazione in corpo a corpo conta anche l'attaccante principale (CORE-13)
house-rule-close-formation-counts-primary-why = Un riassunto olandese delle regole scritto da appassionati nel 2001 dà +1 per ogni figura in contatto con il nemico, attaccante principale compreso; se la casella non è spuntata, l'app dà +1 solo per ogni altro membro.
house-rule-invulnerability-ranged-only = Invulnerabilità riduce solo i danni del combattimento a distanza (CORE-16)
house-rule-invulnerability-ranged-only-why = Un riassunto olandese delle regole scritto da appassionati nel 2001 nomina solo il combattimento a distanza; se la casella non è spuntata, l'app riduce il danno di ogni attacco.
house-rule-flame-lightning-hits-contact = Fiamma/Fulmine colpisce senza tiro le figure in contatto con il bersaglio (CORE-16)
house-rule-flame-lightning-hits-contact-why = Un riassunto olandese delle regole scritto da appassionati nel 2001 non nomina alcun tiro per loro; se la casella non è spuntata, l'app confronta l'unico tiro d'attacco con il valore di difesa di ciascuna.
# Table (ui/table.rs): shown in the turn bar when the game uses a house rule.
house-rule-in-use-move-formation-of-two = Regola della casa: una formazione di movimento può avere 2 figure
house-rule-in-use-close-formation-counts-primary = Regola della casa: il bonus di una formazione in corpo a corpo conta l'attaccante principale
house-rule-in-use-invulnerability-ranged-only = Regola della casa: Invulnerabilità riduce solo i danni a distanza
house-rule-in-use-flame-lightning-hits-contact = Regola della casa: Fiamma/Fulmine colpisce senza tiro le figure in contatto con il bersaglio

## Un attacco inserito sulla carta (issue 35).
attack-close-title = Attacco in corpo a corpo
attack-ranged-title = Attacco a distanza
attack-pick-target = Tocca il bersaglio.
attack-pick-targets = { $count ->
    [one] Tocca il bersaglio.
   *[other] Tocca fino a { $count } bersagli.
}
attack-only-target = Ora si può attaccare solo la figura { $figure }, quindi è già scelta.
attack-no-target = Ora nessuna figura può essere attaccata così.
attack-needs = serve { $roll }+
attack-needs-any = colpisce tranne con un 2
attack-needs-twelve = serve un 12
attack-pick-section = Quale sezione di { $figure } viene colpita?
attack-tap-roll = Tocca il totale dei 2d6 che hai tirato.
attack-roll-result = { $targets ->
    [one] { $hits ->
        [0] mancato
       *[other] colpito
    }
   *[other] { $hits ->
        [0] nessuno colpito
        [one] 1 colpito
       *[other] { $hits } colpiti
    }
}
attack-roll-for-me = Tira per me
attack-without-dice = Senza dadi: solo l'azione

## Cosa annulla Annulla e cosa ripete Ripeti (issue 35).
undone-what = Annullato: { $what }
redone-what = Ripetuto: { $what }
last-change = l'ultima modifica

## Un passo della procedura con una sola risposta possibile, scelta dall'app (issue 35).
wiz-taken = { $answer }: è l'unica risposta possibile, quindi è già scelta.

## Il foglio dei dadi rimanda alla carta per gli attacchi (issue 35).
dice-attack-on-card = Per un attacco, tocca «{ action-close }» o «{ action-ranged }» sulla carta dell'attaccante: lì l'app conosce i bersagli.

## La Carica a Cavallo o il Salto a Cavallo di un'unità di cavalleria, con il suo attacco sulla carta (CAV-27, CAV-28).
attack-mounted = { $maneuver }: senza contatto di base, la cavalcatura si muove, poi si attacca con questo quadrante

## The table kept between games (issue 35)

new-game-kept = Giocatori ed eserciti come li hai lasciati.
# Variables:
#   $names (String) - the last game's players, separated by commas
new-game-last-table = Stesso tavolo dell'ultima partita: { $names }
names-list = { $head } e { $last }
new-game-afresh = Ricomincia da zero
# Variables:
#   $rider (String) - the rider's name
#   $mount (String) - the mount's name
paired-alone = Unico cavaliere e unica cavalcatura di questo esercito: la figura { $rider } monta la figura { $mount }. Puoi cambiarlo nell'elenco.
rematch = Rivincita
# Variables:
#   $name (String) - the finished game's name
rematch-name = { $name } (rivincita)

## Una partita su più telefoni (issue 36): abbinamento con codici QR, e tocchi durante la condivisione

share-title = Gioca su più telefoni
share-intro = Un telefono ospita la partita e la conserva; gli altri giocatori si uniscono, ognuno con il proprio telefono. I telefoni si collegano direttamente tramite lo stesso Wi-Fi o l'hotspot di un telefono: non serve internet.
share-start = Condividi questa partita
share-join = Unisciti a una partita condivisa
share-no-game = Per condividere una partita da questo telefono, aprila prima. Per unirti non serve nessuna partita.
share-preparing = Preparazione del codice di questo telefono…
share-offer-shown = Sull'altro telefono apri «{ share-title }», tocca «{ share-join }» e inquadra questo codice con la sua fotocamera. Poi tocca «{ share-scan-answer }».
share-scan-answer = Scansiona il codice dell'ospite
share-scanning-answer = Inquadra con la fotocamera di questo telefono il codice sullo schermo dell'ospite.
share-scanning-offer = Inquadra con la fotocamera di questo telefono il codice sullo schermo di chi ospita.
share-answer-shown = Ora chi ospita scansiona questo codice con la sua fotocamera. La partita di chi ospita si aprirà qui appena i telefoni saranno collegati.
share-connecting = Collegamento dei telefoni…
share-linked-host = Collegati. Ora questo telefono controlla e salva i tocchi di ogni telefono, poi li mostra su tutti.
share-linked-guest = Collegati. Ora questo telefono mostra la partita di chi ospita e la segue; i tuoi tocchi li salva chi ospita.
share-add-phone = Aggiungi un altro telefono
share-end = Termina la condivisione
share-ended-here = La condivisione è terminata. Ogni telefono conserva la partita così com'è.
share-leave = Smetti di seguire
share-cancel = Annulla
share-again = Riprova
share-camera = Cosa vede la fotocamera
share-code = Il codice di abbinamento di questo telefono
share-hosting = Questo telefono ospita la partita.
share-following = Questo telefono segue la partita di chi ospita.
share-failed-no-webrtc = Questo browser non può collegare i telefoni direttamente (non può farlo, per esempio, l'app desktop su Linux). Trasferisci invece la partita con un file: esportala dall'elenco delle partite e apri il file sull'altro dispositivo.
share-failed-camera-blocked = La fotocamera è bloccata. Consenti a questa app di usarla nelle impostazioni del browser o del telefono, poi riprova.
share-failed-no-camera = Qui non si può usare nessuna fotocamera. Esegui l'abbinamento da un telefono con la fotocamera funzionante.
share-failed-not-read = Il codice non è stato letto. Tieni fermo il telefono, a un palmo dall'altro schermo, con tutto il codice inquadrato, e riprova.
# A code the camera read that this step cannot use.
# Variables:
#   $other_half (String) - "yes" when it is the other phone's code for the other step, else "no" (not a code of this app)
share-failed-wrong-code = { $other_half ->
    [yes] Non è il codice giusto per questo passaggio: prima l'ospite scansiona il codice di chi ospita, poi chi ospita scansiona quello dell'ospite.
   *[no] Quel codice non è un codice di abbinamento di questa app.
}
share-failed-broken = Il browser non è riuscito a creare il collegamento. Riprova.
# Variables:
#   $seconds (Number) - how long the phones tried to link
share-failed-no-connection = I telefoni non si sono collegati entro { $seconds ->
    [one] { $seconds } secondo
   *[other] { $seconds } secondi
}. Devono essere sullo stesso Wi-Fi o hotspot, e quella rete deve permettere ai suoi dispositivi di comunicare tra loro (alcune reti pubbliche o per ospiti non lo fanno).
# Variables:
#   $count (Number) - how many phones follow this phone's game
share-phones = { $count ->
    [one] Un altro telefono segue questa partita.
   *[other] Altri { $count } telefoni seguono questa partita.
}
unshared-host-gone = Non salvato: chi ospita non è più raggiungibile. Se il tocco era già arrivato, comparirà quando ti unirai di nuovo.
unshared-ended = Non salvato: la condivisione è terminata. La partita su questo telefono ora è tua; tocca di nuovo.
unshared-not-joined = Non ancora salvato: la partita di chi ospita non è ancora arrivata su questo telefono.
unshared-still-linked = Chi ospita è ancora collegato: un telefono può ospitare la partita al suo posto solo se chi ospitava se n'è andato.
share-take-over = Ospita la partita da questo telefono
share-host-gone-choice = Se chi ospitava non tornerà più, questo telefono può ospitare la partita dalla propria copia. Gli altri telefoni si uniscono poi a questo, e le modifiche che hanno in più vengono aggiunte.
share-took-over = Ora questo telefono ospita la partita, a partire dalla modifica { $seq }. Su ogni altro telefono, tocca «{ share-join }».
share-seat-question = Chi gioca su questo telefono?
share-seat-hint = Il pulsante «Solo» del tavolo mostra allora le figure di quel giocatore, di chiunque sia il turno.
# Variables:
#   $author (String) - who made the change that is now the last one
unshared-not-last = { $known ->
    [yes] Non è stato annullato né ripetuto nulla: un'altra modifica è arrivata prima. L'ultima modifica ora è quella di { $author }.
   *[no] Non è stato annullato né ripetuto nulla: un'altra modifica è arrivata prima. Guarda il tavolo, poi riprova.
}
unshared-not-saved = { $reason }
unshared-no-answer = Chi ospita non ha ancora risposto. Se salva questa modifica, comparirà qui da sola: non serve toccare di nuovo.
unshared-not-kept-here = Chi ospita ha salvato questa modifica, ma questo telefono non è ancora riuscito a tenerne la copia. Comparirà qui appena questo telefono sarà in pari: non serve toccare di nuovo.
unshared-not-hosting = Nel frattempo un altro telefono ha preso in carico questa partita: questo telefono non la ospita più. Unisciti a quel telefono per continuare a giocare.
share-stop-first = Terminare la condivisione di questa partita?
share-stop-first-body = Si può condividere una sola partita alla volta. Gli altri telefoni tengono la loro copia, e questo telefono tiene la partita come una delle sue.
share-stop-first-yes = Termina la condivisione
share-keep-sharing = Continua a condividere
unshared-gathering = Non ancora salvato: il telefono che prende in carico la partita aspetta ancora gli altri telefoni. Tocca di nuovo quando il suo giocatore avrà iniziato a ospitare.
share-gathering = Questo telefono prende in carico la partita. Ora collega a questo telefono ciascuno degli altri: qui sotto compare l'ultima modifica di ognuno. Quando si sono uniti tutti, tocca «{ share-start-hosting }»; prima non viene salvata nessuna modifica.
share-start-hosting = Inizia a ospitare
share-facts-title = Telefoni collegati a questo
# Variables:
#   $who (String) - who plays on that phone
#   $seq (Number) - the last change that phone holds
share-facts-line = { $who }: fino alla modifica { $seq }
# Variables:
#   $who (String) - who plays on the phone furthest ahead
#   $count (Number) - how many changes it holds that this phone lacks
share-facts-ahead = { $count ->
    [one] Il telefono di { $who } ha una modifica che a questo manca. Verrà aggiunta qui quando quel telefono si unirà; per sicurezza, è meglio ospitare la partita da quel telefono.
   *[other] Il telefono di { $who } ha { $count } modifiche che a questo mancano. Verranno aggiunte qui quando quel telefono si unirà; per sicurezza, è meglio ospitare la partita da quel telefono.
}
