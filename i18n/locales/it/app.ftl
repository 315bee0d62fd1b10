### Dialkeeper: testi dell'interfaccia.

-app-name = Dialkeeper

app-title = { -app-name }

## Barra delle schede

tab-games = Partite
tab-table = Tavolo
tab-figures = Figure
tab-log = Registro
tab-rules = Regole
tab-settings = Impostazioni

## Pulsanti comuni

undo = Annulla
redo = Ripeti
dismiss = Chiudi
cancel = Annulla
delete = Elimina
add = Aggiungi
remove = Rimuovi
done = Fatto
undone = Annullato.
redone = Ripristinato.

## Schermata Partite

games-title = Partite
games-in-progress = Le tue partite
games-none = Ancora nessuna partita. Iniziane una!
new-game = Nuova partita
resume = Riprendi
export = Esporta
import-game = Importa una partita
import-paste = Incolla qui il file di una partita esportata
imported = Partita importata.
mark-finished = Segna come conclusa
mark-playing = Riapri la partita
game-finished = Conclusa
delete-confirm = Eliminare questa partita con tutta la sua cronologia? L'operazione non si può annullare.
# Variables:
#   $players (String) - i nomi dei giocatori, separati da virgole
#   $size (Number) - la dimensione della partita in punti
game-summary = { $players } · { $size } punti
# Variables:
#   $path (String) - dove è stato scritto il file
exported-to = Salvata in { $path }. Puoi anche copiare il testo qui sotto.
# Variables:
#   $error (String) - il messaggio del sistema
error-export = Impossibile scrivere il file: { $error }
# Variables:
#   $error (String) - il messaggio dell'archivio
error-open-game = Impossibile aprire questa partita: { $error }
# Variables:
#   $error (String) - il messaggio dell'archivio
error-not-saved = Non salvato: { $error }. La partita è stata ricaricata com'era all'ultimo salvataggio.

## Problemi di importazione

# Variables:
#   $megabytes (Number) - la dimensione del file
import-too-large = Questo file è troppo grande ({ $megabytes } MB). Un file di partita pesa molto meno di 5 MB.
# Variables:
#   $line (Number) - riga dell'errore
#   $column (Number) - colonna dell'errore
import-not-json = Questo non è un file di partita: il testo smette di avere senso alla riga { $line }, colonna { $column }.
import-wrong-format = Questo file non è una partita di Dialkeeper.
# Variables:
#   $reason (String) - il problema di regole trovato
import-invalid = Questo file di partita viola le regole e non è stato importato: { $reason }

## Problemi dell'archivio all'avvio

# Variables:
#   $path (String) - dove è stato spostato il file danneggiato
store-recovered = I tuoi dati salvati erano danneggiati e non è stato possibile leggerli. Sono stati conservati in { $path } ed è stato creato un archivio nuovo.
# Variables:
#   $version (Number) - la versione dello schema dell'archivio
store-too-new = I tuoi dati salvati provengono da una versione più recente di { -app-name } (versione { $version }). Non sono stati toccati: aggiorna l'app per usarli. Fino ad allora non verrà salvato nulla.
# Variables:
#   $error (String) - il messaggio dell'archivio
store-unavailable = Impossibile aprire i tuoi dati salvati ({ $error }). In questa sessione non verrà salvato nulla.

## Nuova partita

new-game-default-name = Serata di gioco
game-name = Nome della partita
game-size = Dimensione della partita
# Variables:
#   $points (Number) - dimensione della partita
#   $actions (Number) - azioni per turno
game-size-option = { $points } punti · { $actions ->
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
#   $mount (String) - il nome della cavalcatura
rides-mount = In sella a { $mount }
# Variables:
#   $total (Number) - il costo dell'esercito
#   $size (Number) - la dimensione della partita
build-total = Totale dell'esercito: { $total } su { $size } punti
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
setup-over-build-total = L'esercito di { $player } costa { $total } punti, più della dimensione della partita ({ $size }).
# Variables:
#   $player (String) - nome del giocatore
#   $number (Number) - la posizione della figura nell'esercito
#   $error (String) - che cosa non va
setup-bad-figure = La figura { $number } dell'esercito di { $player } non si può usare: { $error }
# Variables:
#   $player (String) - nome del giocatore
#   $number (Number) - la posizione della figura nell'esercito
setup-point-value = La figura { $number } dell'esercito di { $player } non ha questo valore in punti.
setup-too-many = Sono più figure di quante una partita riesca a gestire.
# Variables:
#   $player (String) - nome del giocatore
#   $number (Number) - la posizione della figura nell'esercito
setup-not-a-rider = La figura { $number } dell'esercito di { $player } non è un cavaliere, quindi non può montare una cavalcatura.
# Variables:
#   $player (String) - nome del giocatore
#   $number (Number) - la posizione della figura nell'esercito
setup-not-a-free-mount = La figura { $number } dell'esercito di { $player } deve montare una cavalcatura che non abbia ancora un cavaliere.
# Variables:
#   $player (String) - nome del giocatore
#   $number (Number) - la posizione della figura nell'esercito
setup-mount-mismatch = La figura { $number } dell'esercito di { $player } non può montare quella cavalcatura: i suoi simboli cavalcatura (o, per i Cavalieri Neri, il numero di collezione) non corrispondono.
# Variables:
#   $player (String) - nome del giocatore
#   $number (Number) - la posizione della figura nell'esercito
setup-riderless-mount = La figura { $number } dell'esercito di { $player } è una cavalcatura: le cavalcature si schierano solo con un cavaliere. Scegli un cavaliere che la monti.

## Tavolo

table-no-game = Nessuna partita aperta.
go-to-games = Vai alle tue partite
# Variables:
#   $player (String) - di chi è il turno
turn-of = Turno di { $player }
# Variables:
#   $round (Number) - il round
#   $phase (String) - il nome della fase
round-phase = Round { $round } · { $phase }
# Variables:
#   $count (Number) - azioni rimaste in questo turno
actions-left = { $count ->
    [one] azione rimasta
   *[other] azioni rimaste
}
pass = Passa
end-turn = Fine turno
damage-one = −1 Danno
heal-one = +1 Cura
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
stat-speed = Velocità
stat-attack = Attacco
stat-defense = Difesa
stat-damage = Danno
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

## Regole

rules-title = Regole e glossario
rules-search-placeholder = Cerca in qualsiasi lingua…
rules-no-results = Nessun risultato. Prova con un'altra parola o lingua.
kind-glossary = Termine
kind-rule = Regola
kind-ability = Abilità

## Impostazioni

settings-title = Impostazioni
settings-language = Lingua
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
# Variables:
#   $error (String) - il messaggio del sistema
feed-read-failed = Impossibile leggere il file: { $error }
figure-search-placeholder = Nome, numero, fazione, set o rango…
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
import-summary = Importazione completata: { $added } aggiunte, { $updated } aggiornate, { $unchanged } invariate, { $skipped } escluse.
# Variables:
#   $count (Number) - figure con avvisi
import-warnings = { $count ->
    [one] { $count } figura aveva un'abilità sconosciuta, che è stata tralasciata.
   *[other] { $count } figure avevano un'abilità sconosciuta, che è stata tralasciata.
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
feed-skip-duplicate-id = { $model }: stesso id del modello { $number }, che è stato tenuto.
# Variables:
#   $model (String) - il nome o la posizione del modello
#   $count (Number) - quadranti trovati
feed-skip-dial-count = { $model }: { $count } quadranti; si possono importare solo figure con un solo quadrante.
# Variables:
#   $model (String) - il nome o la posizione del modello
#   $count (Number) - click trovati
feed-skip-too-many-clicks = { $model }: { $count } click sono più di quanti ne possa avere un quadrante.
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
# Variables:
#   $name (String) - il nome della figura
army-unique-twice = { $name } è una figura Unica: un esercito può schierarla una volta sola.

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
army-option = { $name } ({ $size } punti, { $count ->
    [one] { $count } figura
   *[other] { $count } figure
})
passenger = Passeggero
passenger-none = Nessun passeggero
# Variables:
#   $name (String) - the passenger's name
passenger-figure = Passeggero: { $name }
