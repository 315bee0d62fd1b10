### Dialkeeper: Texte der Benutzeroberfläche (Deutsch).

-app-name = Dialkeeper

app-title = { -app-name }

## Tab-Leiste

tab-games = Spiele
tab-table = Tisch
tab-figures = Fi­gu­ren
tab-log = Pro­to­koll
tab-rules = Regeln
tab-settings = Ein­stel­lun­gen

## Allgemeine Schaltflächen

undo = Rück­gängig
retry = Erneut versuchen
redo = Wieder­holen
dismiss = Schließen
cancel = Abbrechen
delete = Löschen
add = Hinzufügen
remove = Entfernen
done = Fertig

## Spiele

games-title = Spiele
games-in-progress = Deine Spiele
games-none = Noch keine Spiele. Starte eins!
new-game = Neues Spiel
resume = Fortsetzen
export = Exportieren
import-game = Spiel importieren
import-choose-file = Spieldatei auswählen…
import-paste = Exportierte Spieldatei hier einfügen
imported = Spiel importiert.
game-finished = Beendet
delete-confirm = Dieses Spiel mit seinem gesamten Verlauf löschen? Das lässt sich nicht rückgängig machen.
# Variables:
#   $players (String) - die Namen der Spieler, durch Kommas getrennt
#   $size (Number) - die Spielgröße in Punkten
game-summary = { $players } · { $size ->
    [one] { $size } Punkt
   *[other] { $size } Punkte
}
# Variables:
#   $path (String) - wohin die Datei geschrieben wurde
exported-to = Gespeichert unter { $path }. Du kannst auch den Text unten kopieren.
# Variables:
#   $file (String) - the exported file's name
file-downloaded = { $file } liegt in deinen Downloads.
# Variables:
#   $file (String) - the exported file's name
file-shared = { $file } ist bereit zum Teilen.
# Variables:
#   $error (String) - der Grund (ein export-fault-…-Satzteil)
error-export = Die Datei konnte nicht geschrieben werden: { $error }
# Variables:
#   $error (String) - die Meldung des Speichers
error-open-game = Dieses Spiel konnte nicht geöffnet werden: { $error }
# Variables:
#   $error (String) - die Meldung des Speichers
error-not-saved = Nicht gespeichert: { $error }. Das Spiel wurde im zuletzt gespeicherten Stand neu geladen.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-store = Nicht gespeichert: { $error }. Sonst hat sich nichts geändert.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-read = Deine gespeicherten Daten konnten nicht gelesen werden: { $error }.

## What went wrong with the saved data: clauses inside the error-… sentences

store-fault-full = Der Speicher ist voll; schaffe Platz oder exportiere alte Spiele und lösche sie
store-fault-busy = Die gespeicherten Daten werden in einem anderen Fenster oder Tab verwendet
store-fault-damaged = Die gespeicherten Daten sind beschädigt
store-fault-no-game = Dieses Spiel gibt es nicht mehr
# Variables:
#   $version (Number) - the store's schema version
store-fault-too-new = Die gespeicherten Daten stammen von einer neueren Version von { -app-name } (Version { $version })
store-fault-no-backup = Diese Sicherung lässt sich nicht mehr lesen
store-fault-database = Der Speicher konnte die Anfrage nicht ausführen; versuche es erneut
store-fault-upgrade = Die gespeicherten Daten konnten nicht für diese Version von { -app-name } umgestellt werden; es wurde nichts geändert
store-fault-rejected = Dieses Spiel hält sich nicht an die Regeln
store-fault-worker-start = Der Speicher konnte in diesem Browser nicht starten; lade die Seite neu
store-fault-worker-unreachable = Die Anfrage ist nicht beim Speicher angekommen; lade die Seite neu
store-fault-unexpected-reply = Der Speicher hat unerwartet geantwortet; versuche es erneut
store-fault-shared = Dieses Spiel wird mit anderen Telefonen geteilt und ändert sich nur über das Teilen; tritt dem Gastgeber wieder bei oder beende zuerst das Teilen
store-fault-read-only = Der Speicher ist hier schreibgeschützt, daher kann nichts gespeichert werden; prüfe die Speicherberechtigungen des Geräts
store-fault-io = { $browser ->
    [yes] Der Browser hat die Daten nicht geschrieben; vielleicht ist sein Speicher für diese App voll: schaffe Platz oder exportiere alte Spiele und lösche sie, dann versuche es erneut
   *[no] Lesen oder Schreiben des Speichers ist fehlgeschlagen; versuche es erneut
}

## Why an exported file did not reach the player: clauses inside error-export

export-fault-full = Das Gerät ist voll; schaffe Platz und versuche es erneut
export-fault-denied = Das Gerät lässt die App dort nicht schreiben; prüfe die Speicherberechtigungen
export-fault-not-found = Der Exportordner fehlt und konnte nicht angelegt werden
export-fault-browser = Der Browser konnte die Datei weder teilen noch herunterladen; versuche es erneut
export-fault-other = Das Gerät konnte sie nicht speichern; versuche es erneut

## Probleme beim Import

# Variables:
#   $megabytes (Number) - die Größe der Datei
import-too-large = Diese Datei ist zu groß ({ $megabytes } MB). Eine Spieldatei ist deutlich kleiner als 5 MB.
# Variables:
#   $line (Number) - Zeile des Fehlers
#   $column (Number) - Spalte des Fehlers
import-not-json = Das ist keine Spieldatei: Ab Zeile { $line }, Spalte { $column } ergibt der Text keinen Sinn mehr.
import-wrong-format = Diese Datei ist kein Spiel von { -app-name }.
# Variables:
#   $reason (String) - der gefundene Regelverstoß
import-invalid = Diese Spieldatei verstößt gegen die Regeln und wurde nicht importiert: { $reason }
# Variables:
#   $game (String) - der Name des Spiels
#   $reason (String) - warum
import-invalid-game = das Spiel „{ $game }“: { $reason }
# Variables:
#   $number (Number) - die Nummer des Schritts, ab 1
#   $reason (String) - warum
import-invalid-command = Schritt { $number } des Spiels: { $reason }

## Probleme mit dem Speicher beim Start

# Variables:
#   $path (String) - wohin die beschädigte Datei verschoben wurde
store-recovered = Deine gespeicherten Daten waren beschädigt, und keine Sicherung war brauchbar. Die beschädigte Datei wurde unter { $path } aufbewahrt, und die App hat ohne gespeicherte Spiele neu begonnen.
# Variables:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
#   $path (String) - where the file is
store-restored = Deine gespeicherten Daten waren beschädigt, daher wurde die Sicherung von { $when } zurückgeholt: { $count ->
    [one] 1 Spiel ist wieder da
   *[other] { $count } Spiele sind wieder da
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Was nach dieser Sicherung gespielt wurde, ist verloren. Die beschädigte Datei wurde unter { $path } aufbewahrt.
# Variables:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
store-restored-missing = Deine gespeicherten Daten fehlten, daher wurde die Sicherung von { $when } zurückgeholt: { $count ->
    [one] 1 Spiel ist wieder da
   *[other] { $count } Spiele sind wieder da
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Was nach dieser Sicherung gespielt wurde, ist verloren.
ago-now = gerade eben
# Variables:
#   $count (Number) - how many
ago-minutes = { $count ->
    [one] vor 1 Minute
   *[other] vor { $count } Minuten
}
# Variables:
#   $count (Number) - how many
ago-hours = { $count ->
    [one] vor 1 Stunde
   *[other] vor { $count } Stunden
}
# Variables:
#   $count (Number) - how many
ago-days = { $count ->
    [one] vor 1 Tag
   *[other] vor { $count } Tagen
}
settings-backups = Sicherungen
# Variables:
#   $when (String) - how long ago
backups-last = Letzte Sicherung: { $when }.
backups-none = Noch keine Sicherung.
# Variables:
#   $kept (Number) - how many backups are kept
#   $every (Number) - changes between two backups
backups-how = Die App behält { $kept ->
    [one] die letzte Kopie
   *[other] die letzten { $kept } Kopien
} all deiner Spiele: eine { $every ->
    [one] nach jeder Änderung
   *[other] alle { $every } Änderungen
}, am Ende eines Spiels und beim Wechsel zu einem anderen Spiel.
backups-now = Jetzt sichern
backups-taken = Sicherung erstellt.
# Variables:
#   $when (String) - how long ago
#   $games (Number) - how many games
backups-row = { $when } · { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}
backups-restore = Wiederherstellen
# Variables:
#   $when (String) - how long ago
backups-restore-confirm = Alle deine Spiele durch die Sicherung von { $when } ersetzen? Was jetzt gespeichert ist, bleibt in einer Datei daneben erhalten.
# Variables:
#   $when (String) - how long ago
#   $path (String) - where the file is
backups-restored = Die Sicherung von { $when } ist zurück. Was vorher gespeichert war, liegt unter { $path }.
# Variables:
#   $version (Number) - die Schema-Version des Speichers
store-too-new = Deine gespeicherten Daten stammen aus einer neueren Version von { -app-name } (Version { $version }). Sie bleiben unverändert; aktualisiere die App, um sie zu nutzen. Bis dahin wird nichts gespeichert.
# Variables:
#   $error (String) - die Meldung des Speichers
store-unavailable = Deine gespeicherten Daten konnten nicht geöffnet werden: { $error }. In dieser Sitzung wird nichts gespeichert.
store-memory-only = Dieser Browser speichert hier keine Daten für { -app-name }; so ist es im privaten Modus oder in älteren Browsern. Du kannst spielen, aber nach dem Schließen der Seite ist nichts mehr da: exportiere ein Spiel, um es zu behalten.
update-ready = Eine neue Version von { -app-name } ist bereit.
update-reload = Neu laden

## Neues Spiel

new-game-default-name = Spieleabend
game-name = Name des Spiels
game-size = Spielgröße
# Variables:
#   $actions (Number) - Aktionen pro Spielzug
game-size-actions = { $actions ->
    [one] { $actions } Aktion pro Spielzug
   *[other] { $actions } Aktionen pro Spielzug
}
# Variables:
#   $number (Number) - die Platznummer des Spielers
player-default-name = Spieler { $number }
player-name = Spielername
add-player = Spieler hinzufügen
remove-player = Letzten Spieler entfernen
add-figure = Figur hinzufügen
choose-figure = Figur wählen…
# Variables:
#   $name (String) - Name der Figur
#   $points (Number) - ihre Kosten
catalog-option = { $name } ({ $points } Pkt.)
# Die Figurenauswahl einer Armee.
pick-faction = Fraktion
pick-every-faction = Alle Fraktionen
pick-recent = Zuletzt gewählt
pick-none = Keine Figur passt dazu.
# Variables:
#   $shown (Number) - angezeigte Zeilen
#   $count (Number) - gefundene Figuren
pick-more = { $shown } von { $count } angezeigt: weitertippen, um die Liste einzugrenzen.
# Variables:
#   $name (String) - die gewählte Figur
pick-added = { $name } gehört jetzt zur Armee.
# Variables:
#   $points (Number) - Punktkosten
points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
point-value = Punktwert
rides = Reitet
rides-nothing = Reitet: nichts
# Variables:
#   $total (Number) - die Kosten der Armee
#   $size (Number) - die Spielgröße
build-total = Armeegröße: { $total } von { $size ->
    [one] { $size } Punkt
   *[other] { $size } Punkten
}
quick-figure = Eigene Figur
figure-name = Name der Figur
points-label = Punkte
clicks-label = Klicks
start-game = Spiel starten

## Probleme bei der Vorbereitung

# Variables:
#   $count (Number) - angegebene Spielerzahl
setup-player-count = Ein Spiel braucht 2 bis 6 Spieler, nicht { $count }.
# Variables:
#   $size (Number) - angegebene Spielgröße
setup-game-size = Die Spielgröße muss mindestens 100 Punkte betragen, nicht { $size }.
# Variables:
#   $player (String) - Name des Spielers
#   $total (Number) - die Kosten der Armee
#   $size (Number) - die Spielgröße
setup-over-build-total = Die Armee von { $player } kostet { $total ->
    [one] { $total } Punkt
   *[other] { $total } Punkte
}, mehr als die Spielgröße von { $size }.
# Variables:
#   $player (String) - Name des Spielers
#   $name (String) - the figure's name
#   $error (String) - was nicht stimmt
setup-bad-figure = Die Figur { $name } in der Armee von { $player } kann nicht verwendet werden: { $error }
# Variables:
#   $player (String) - Name des Spielers
#   $name (String) - the figure's name
setup-point-value = Die Figur { $name } in der Armee von { $player } hat diesen Punktwert nicht.
setup-too-many = So viele Figuren kann ein Spiel nicht verwalten.
# Variables:
#   $player (String) - Name des Spielers
#   $name (String) - the figure's name
setup-not-a-rider = Die Figur { $name } in der Armee von { $player } ist kein Reiter und kann daher kein Reittier reiten.
# Variables:
#   $player (String) - Name des Spielers
#   $name (String) - the figure's name
setup-not-a-free-mount = Die Figur { $name } in der Armee von { $player } muss ein Reittier reiten, das noch keinen Reiter hat.
# Variables:
#   $player (String) - Name des Spielers
#   $name (String) - the figure's name
setup-mount-mismatch = Die Figur { $name } in der Armee von { $player } kann dieses Reittier nicht reiten: Die Reittier-Symbole (bei Dunklen Reitern die Sammelnummer) passen nicht.
# Variables:
#   $player (String) - Name des Spielers
#   $name (String) - the figure's name
setup-riderless-mount = Die Figur { $name } in der Armee von { $player } ist ein Reittier: Reittiere werden nur mit Reiter aufgestellt. Wähle einen Reiter dafür.
setup-not-a-free-chariot = Die Figur { $name } in der Armee von { $player } kann nicht in dieser Figur beginnen: Es muss ein Streitwagen derselben Armee ohne anderen Passagier sein, und ein Passagier reitet kein Reittier.
setup-passenger = Die Figur { $name } in der Armee von { $player } kann nicht als Passagier beginnen: { $reason }
# Variables:
#   $name (String) - the figure's name
#   $player (String) - player name
#   $number (Number) - the second copy's place in the army
setup-unique-twice = { $name } (Figur { $number } in der Armee von { $player }) ist einzigartig: Eine Armee darf diese Figur nur einmal aufstellen.

## Tisch

table-no-game = Kein Spiel geöffnet.
go-to-games = Zu deinen Spielen
# Variables:
#   $player (String) - wer am Zug ist
turn-of = { $player } ist an der Reihe
# Variables:
#   $round (Number) - die Runde
#   $phase (String) - der Name der Phase
round-phase = Runde { $round } · { $phase }
# Variables:
#   $count (Number) - verbleibende Aktionen in diesem Spielzug
actions-left = { $count ->
    [one] Aktion übrig
   *[other] Aktionen übrig
}
pass = Passen
end-turn = Spielzug beenden
damage-one = −1 Schaden
heal-one = +1 Heilung
eliminated = Ausgeschaltet
# Variables:
#   $click (Number) - die Nummer des Klicks, ab 1
#   $left (Number) - wie viele Klicks Schaden die Figur noch übersteht
click-status = Klick { $click } · { $left ->
    [0] nächster Klick ist KO
    [one] noch { $left } Klick bis KO
   *[other] noch { $left } Klicks bis KO
}
# Variables:
#   $count (Number) - Aktionsmarken auf der Figur
tokens-label = { $count ->
    [0] keine Aktionsmarken
    [one] { $count } Aktionsmarke
   *[other] { $count } Aktionsmarken
}
stat-speed = Bewe­gung
stat-attack = An­griff
stat-defense = Ver­tei­di­gung
stat-damage = Scha­den
stat-with-ability = { $stat } · { $ability }
stat-spoken = { $stat } { $value }
stat-spoken-ability = { $stat } { $value }, { $ability }
stat-skull = Schädel
# Variables:
#   $name (String) - der Name der Figur
#   $number (Number) - die wievielte Figur dieses Namens im Spiel es ist, ab 1 gezählt
figure-numbered = { $name } { $number }

# Variables:
#   $figure (String) - die Figur, die eine Aktion jetzt überanstrengt
#   $clicks (Number) - Klicks Überanstrengungsschaden, die sie erleiden würde
card-pushes = Eine Aktion kostet { $figure } jetzt { $clicks ->
    [one] { $clicks } Klick
   *[other] { $clicks } Klicks
} Überanstrengungsschaden.
# Variables:
#   $range (Number) - the figure's range in inches; 0: it makes no ranged attacks
#   $targets (Number) - its target arrows
card-reach = { $range ->
    [0] Keine Fern­kampf­an­griffe
   *[other] { glossary-range } { $range } · { $targets ->
        [one] { $targets } Ziel
       *[other] { $targets } Ziele
    }
}
# Variables:
#   $rider (String) - der Name des Reiters
#   $mount (String) - der Name des Reittiers
unit-name = { $rider } auf { $mount }
# Variables:
#   $name (String) - der Name des Reittiers
dial-mount = { glossary-mount }: { $name }
# Variables:
#   $name (String) - der Name des Reiters
dial-rider = { glossary-rider }: { $name }
section-front = Vorne
section-left = Links
section-right = Rechts
section-rear = Hinten
section-pair = { $first } / { $second }
action-move = Bewe­gung
action-close = Nah­kampf
action-ranged = Fern­kampf
action-special = Spezial
phase-command = Befehlsphase
phase-action = Aktionsphase
phase-end = Endphase

## Protokoll

log-title = Protokoll
log-empty = Bisher ist noch nichts passiert.
log-made-by = von { $who }

## Regeln

rules-title = Regeln und Glossar
rules-search-hint = In beliebiger Sprache suchen
# The rules search field's name, read out by a screen reader.
rules-search-label = In den Regeln suchen
search-placeholder = Suchen…
rules-no-results = Nichts gefunden. Versuch es mit einem anderen Wort oder einer anderen Sprache.
kind-glossary = Begriff
kind-rule = Regel
kind-ability = Fähigkeit
rules-sources-label = Quellen:
# The Rules screen's way back: to the term, the search or the screen the player came from.
rules-back = Zurück
# Before the codes of the rules that concern a term or an ability (each a link).
rules-related-label = Regeln:

## Einstellungen

settings-title = Einstellungen
settings-language = Sprache
settings-language-offline = { $language } ist noch nicht auf diesem Telefon: Beim ersten Mal kommt eine Sprache über das Netz. Wähle sie erneut, sobald die Verbindung wieder da ist.
settings-theme = Design
settings-text-size = Textgröße
settings-keep-awake = Bildschirm während eines Spiels anlassen
theme-system = Wie das Gerät
theme-light = Hell
theme-dark = Dunkel
text-normal = Normal
text-large = Groß
text-huge = Sehr groß

## Effekte, die Großfiguren ignorieren (COL-03), wie sie in Ablehnungen genannt werden

colossal-effect-capture = Gefangennahme
colossal-effect-formation = Formationen
colossal-effect-double-time = Sprinten
colossal-effect-surge = Vorstürmen
colossal-effect-necromancy = Nekromantie
colossal-effect-summon = Beschwörung
colossal-effect-recall = Zurückholen
colossal-effect-healing = Heilung durch eine andere Figur
colossal-effect-grapple = Festhalten
colossal-effect-magic-confusion = Magische Verwirrung
colossal-effect-magic-freeze = Magischer Frost
colossal-effect-magic-healing = Magische Heilung
colossal-effect-magic-levitation = Magische Levitation
colossal-effect-strong-flyer = Starker Flieger
colossal-effect-terror = Schrecken
colossal-effect-tinker = Tüftler
colossal-effect-venom = Gift
colossal-effect-rear-arc = Bonus für den Toten Winkel (Großfiguren haben keinen Toten Winkel)
colossal-effect-trample = Trampeln
colossal-effect-status-change = Wechsel zwischen freundlich und gegnerisch
colossal-effect-enchantment = Verzauberungen

## Figuren (Katalog)

figures-title = Figuren
import-feed = Kampfscheiben-Datei importieren
import-feed-hint = Wähle deine eigene Kopie der Kampfscheiben-Datei der Community (mkstats.json). Ein erneuter Import aktualisiert die Figuren, statt sie doppelt anzulegen.
feed-read-failed = Die Datei konnte nicht gelesen werden. Wähle sie noch einmal aus.
figure-search-hint = Name, Nummer, Fraktion, Set oder Rang
# The figure search field's name, read out by a screen reader.
figure-search-label = Figuren suchen
filter-all = Alle
filter-mounts = Reit­tiere
filter-riders = Reiter
filter-colossals = Groß­figuren
filter-chariots = Streit­wagen
# Variables:
#   $count (Number) - angezeigte Figuren
figures-count = { $count ->
    [one] { $count } Figur
   *[other] { $count } Figuren
}
# Variables:
#   $added (Number) - neue Figuren
#   $updated (Number) - geänderte Figuren
#   $unchanged (Number) - bereits vorhandene Figuren
#   $skipped (Number) - ausgelassene Modelle
import-summary = Import abgeschlossen: { $added } neu, { $updated } aktualisiert, { $unchanged } unverändert, { $skipped } übersprungen.
# Variables:
#   $count (Number) - Figuren mit Warnungen
import-warnings = { $count ->
    [one] { $count } Figur wurde mit einem Hinweis importiert: eine unbekannte Fähigkeit weggelassen oder eine zweite Startmarkierung übergangen.
   *[other] { $count } Figuren wurden mit einem Hinweis importiert: eine unbekannte Fähigkeit weggelassen oder eine zweite Startmarkierung übergangen.
}
# Variables:
#   $set (String) - das Set
#   $number (String) - Sammelnummer
#   $factions (String) - Fraktionen
#   $range (Number) - Reichweite in Zoll
#   $targets (Number) - Zielpfeile
figure-facts = { $set } #{ $number } · { $factions } · Reichweite { $range } · { $targets ->
    [one] { $targets } Ziel
   *[other] { $targets } Ziele
}
click-label = Klick

## Probleme mit der Kampfscheiben-Datei

# Variables:
#   $megabytes (Number) - die Größe der Datei
feed-error-too-large = Diese Datei ist { $megabytes } MB groß, mehr als die 50 MB, die eine Kampfscheiben-Datei haben darf. Es wurde nichts importiert.
# Variables:
#   $line (Number) - Zeile des Fehlers
#   $column (Number) - Spalte des Fehlers
feed-error-not-json = Das ist keine Kampfscheiben-Datei: Ab Zeile { $line }, Spalte { $column } ergibt der Text keinen Sinn mehr. Es wurde nichts importiert.
feed-error-wrong-layout = Diese Datei enthält keine Liste von Modellen und ist daher keine Kampfscheiben-Datei. Es wurde nichts importiert.
# Variables:
#   $number (Number) - die Position des Modells in der Datei
feed-model-number = Modell { $number }
# Variables:
#   $model (String) - Name oder Position des Modells
feed-skip-not-object = { $model }: kein Figureneintrag.
# Variables:
#   $model (String) - Name oder Position des Modells
#   $field (String) - der Schlüssel des Felds in der Datei
feed-skip-missing-field = { $model }: Das Feld { $field } fehlt.
# Variables:
#   $model (String) - Name oder Position des Modells
#   $field (String) - der Schlüssel des Felds in der Datei
#   $value (String) - was darin steht
feed-skip-bad-field = { $model }: { $field } enthält „{ $value }“, was dort keinen Sinn ergibt.
# Variables:
#   $model (String) - Name oder Position des Modells
#   $number (Number) - das Modell mit derselben ID
feed-skip-duplicate-id = { $model }: Steht in der Datei schon als Modell { $number }; dieser Eintrag wurde behalten.
# Variables:
#   $model (String) - Name oder Position des Modells
#   $count (Number) - gefundene Kampfscheiben
feed-skip-dial-count = { $model }: { $count ->
    [one] { $count } Kampfscheibe
   *[other] { $count } Kampfscheiben
}; nur Figuren mit einer einzigen Kampfscheibe können importiert werden.
# Variables:
#   $model (String) - Name oder Position des Modells
#   $count (Number) - gefundene Klicks
feed-skip-too-many-clicks = { $model }: { $count ->
    [one] { $count } Klick ist mehr
   *[other] { $count } Klicks sind mehr
}, als eine Kampfscheibe haben kann.
# Variables:
#   $model (String) - Name oder Position des Modells
#   $click (Number) - Nummer des Klicks
#   $stat (String) - der Name des Werts
feed-skip-missing-stat = { $model }: Klick { $click } hat keinen Wert für { $stat }.
# Variables:
#   $model (String) - Name oder Position des Modells
#   $click (Number) - Nummer des Klicks
#   $stat (String) - der Name des Werts
#   $value (String) - was darin steht
feed-skip-bad-stat = { $model }: Klick { $click } zeigt „{ $value }“ als { $stat } – das kann keine Kampfscheibe zeigen.
# Variables:
#   $model (String) - Name oder Position des Modells
feed-skip-no-live-click = { $model }: Die Kampfscheibe hat keinen Klick vor den Schädeln.
# Variables:
#   $model (String) - Name oder Position des Modells
#   $click (Number) - Nummer des Klicks
feed-skip-start-not-live = { $model }: Die Startmarkierung steht auf einem Schädel-Klick ({ $click }).

## Armeen

save-army = Diese Armee speichern
load-army = Gespeicherte Armee laden…
# Variables:
#   $name (String) - the army's name
army-saved = Armee „{ $name }“ gespeichert.
# Variables:
#   $name (String) - the army's name
#   $size (Number) - the game size it was built for
#   $count (Number) - how many figures
army-option = { $name } ({ $size ->
    [one] { $size } Punkt
   *[other] { $size } Punkte
}, { $count ->
    [one] { $count } Figur
   *[other] { $count } Figuren
})
passenger = Passagier
passenger-none = Kein Passagier

## Assistenten (Issue 8): eine Frage pro Schritt, warum sie gestellt wird, dann eine Vorschau

settings-learning-mode = Lernmodus: Schritt-für-Schritt-Hilfen anbieten
settings-learning-mode-hint = Die Hilfen erklären jeden Schritt einer Aktion von Kavallerie oder Großfiguren. Schaltest du den Lernmodus aus, bleiben nur die Schnellknöpfe.
# Variables:
#   $version (String) - the app's version
settings-version = Version { $version }
keep-awake-on = Der Bildschirm bleibt an, solange ein Spiel offen ist.
keep-awake-unsupported = Dieses Gerät kann den Bildschirm nicht anlassen.
keep-awake-refused = Der Bildschirm konnte nicht angelassen werden.
settings-storage = Speicher
storage-persisted = Der Browser hat zugesagt, deine Spiele zu behalten, auch wenn der Speicher des Telefons knapp wird.
storage-not-persisted = Der Browser hat nicht zugesagt, deine Spiele zu behalten: Er kann sie löschen, wenn der Speicher knapp wird. Die App zum Startbildschirm hinzuzufügen bringt diese Zusage meist; exportiere deine Spiele ab und zu.
rides-hint = Nur Reittiere, die dieser Reiter reiten kann, stehen zur Wahl (CAV-03).
wiz-yes = Ja
wiz-no = Nein
wiz-next = Weiter
wiz-roll = Für mich würfeln
wiz-confirm = Bestätigen
wiz-cancel = Abbrechen
wiz-done = Fertig
wiz-preview = Das wird passieren:
wiz-nothing-to-do = Nichts mehr einzugeben: Das Spiel zeigt es schon.
wiz-no-options = Auf dem Tisch kommt gerade nichts infrage.
wiz-figure-of = { $figure } ({ $player })
wiz-aboard = { glossary-passenger } von { $chariot }
# Variables:
#   $captor (String) - wer sie festhält
card-captive-of = Gefangen von { $captor }
# Variables:
#   $captive (String) - die Figur, die sie festhält
card-holds-captive = Hält { $captive } gefangen
wiz-wreck-pending = Der Passagier { $figure } wurde aus einem ausgeschalteten Streitwagen geschleudert und wartet auf seinen Schadenswurf.
wiz-aim-one = Durch eine Sektion
wiz-aim-two = Entlang einer Grenze
wiz-aim-centre = Genau auf den Mittelpunkt
wiz-open-walkthrough = Schritt für Schritt
wiz-open-dismount = { glossary-dismount }
wiz-open-remount = { glossary-remount }
wiz-open-overwhelm = { glossary-overwhelm }
wiz-open-trample = { glossary-trample }
wiz-open-board = { glossary-board }
wiz-open-disembark = { glossary-disembark }
wiz-open-area-hit = Von einem Wirkungskreis getroffen
wiz-open-wreck = Wurf eingeben
wiz-title-dismount = { glossary-dismount }
wiz-title-remount = { glossary-remount }
wiz-title-rider-thrown = Das Reittier ist ausgeschaltet
wiz-title-mount-left = Ein Reittier ohne Reiter
wiz-title-overwhelm = { glossary-overwhelm }
wiz-title-trample = { glossary-trample }
wiz-title-board = In den Streitwagen einsteigen
wiz-title-disembark = Aus dem Streitwagen aussteigen
wiz-title-area-hit = Wirkungskreis trifft eine Großfigur
wiz-title-wreck = Der Streitwagen ist ausgeschaltet
wiz-title-cavalry-turn = Aktion einer Kavallerie-Einheit
wiz-title-colossal-turn = Aktion einer Großfigur
wiz-q-dismount-dark = Ein Dunkler Reiter kann nicht absitzen.
wiz-why-dismount-dark = Dunkle Reiter bleiben das ganze Spiel im Sattel; es ändert sich nichts.
wiz-q-dismount-room = Ist Platz, um den Reiter in Basenkontakt mit dem Reittier aufzustellen?
wiz-why-dismount-room = Der Reiter kehrt auf seine eigene Basis neben dem Reittier zurück. Ohne Platz kann er nicht absitzen.
wiz-q-dismount-effect = Die Einheit teilt sich in Reittier und Reiter.
wiz-why-dismount-effect = Absitzen ist eine Spezialaktion, für die es keine Aktionsmarke gibt und die alle Marken von der Einheit entfernt. Reittier und Reiter dürfen in diesem Spielzug beide noch Aktionen erhalten.
wiz-q-remount-mount = Auf welches Reittier steigt der Reiter?
wiz-why-remount-mount = Wählbar sind nur befreundete Reittiere ohne Reiter in Basenkontakt, deren Reittierart zu den Symbolen des Reiters passt.
wiz-q-remount-effect = Reiter und Reittier bilden wieder eine Kavallerie-Einheit.
wiz-why-remount-effect = Aufsitzen ist eine Spezialaktion. Die neue Einheit erhält genau eine Aktionsmarke und darf in diesem Spielzug noch eine Aktion erhalten.
wiz-q-thrown-room = Das Reittier wurde zuerst ausgeschaltet. Ist Platz, um den Reiter in Basenkontakt mit ihm aufzustellen?
wiz-why-thrown-room = Der Reiter kehrt auf seine Basis neben dem Reittier zurück, dann wird das Reittier entfernt. Ohne Platz ist auch der Reiter ausgeschaltet. Alle Marken der Einheit werden entfernt.
wiz-q-thrown-placed = Stell den Reiter in Basenkontakt mit dem Reittier und entferne dann das Reittier.
wiz-why-thrown-placed = Der Reiter kämpft allein mit seiner eigenen Kampfscheibe weiter; das Spiel zeigt es schon.
wiz-q-mount-fled = Ein scheues Reittier ohne Reiter hat das Spiel verlassen.
wiz-why-mount-fled = Ein scheues Reittier (Kreis um sein Reittier-Symbol) wird zu Beginn der Endphase eines beliebigen Spielers entfernt, wenn es keinen Reiter hat. Nimm es vom Tisch.
wiz-q-mount-sides = Ein hinterhältiges Reittier ohne Reiter wechselt für diesen Spielzug die Seite.
wiz-why-mount-sides = Ein hinterhältiges Reittier (Quadrat um sein Reittier-Symbol) steht bis zum Ende des Spielzugs auf der Seite des Spielers, der an der Reihe ist, und gilt für alle anderen als gegnerisch.
wiz-q-overwhelm-target = Welche gegnerische Kavallerie-Einheit berührt die Einheit am Ende der Bewegung?
wiz-why-overwhelm-target = Überwältigen ist eine Bewegungsaktion ohne Kontakt zu Gegnern und ohne Bewegungs-Spezialfähigkeiten, die in Kontakt mit genau einer gegnerischen Kavallerie-Einheit enden muss.
wiz-q-overwhelm-d6 = Was zeigt der Würfel?
wiz-why-overwhelm-d6 = Wirf 1W6 und zähle den Reiter-Angriffsbonus dazu: Ab 6 sitzt der Reiter der anderen Einheit ab.
wiz-q-overwhelm-room = Ist Platz, um den abgesessenen Reiter in Kontakt mit seinem Reittier aufzustellen?
wiz-why-overwhelm-room = Ein abgesessener Reiter ohne Platz ist ausgeschaltet.
wiz-q-cav-contact = Steht die Einheit in Basenkontakt mit einer gegnerischen Figur?
wiz-why-cav-contact = Dieses Talent kann nur ohne Basenkontakt beginnen. Eine Einheit, die schon eine gegnerische Figur berührt, erhält stattdessen eine gewöhnliche Aktion.
wiz-q-overwhelm-speed = Nutzt die Bewegung eine Bewegungs-Spezialfähigkeit?
wiz-why-overwhelm-speed = Diese Bewegung nutzt allein den Bewegungswert des Reittiers, ohne jede Bewegungs-Spezialfähigkeit.
wiz-q-refused = Das geht gerade nicht
wiz-q-trample-ground = Steht die Einheit auf Bodenniveau?
wiz-why-trample-ground = Trampeln beginnt nur auf Bodenniveau, nicht auf erhöhtem Gelände.
wiz-q-trample-double-time = Nutzt die Bewegung das Talent Sprinten?
wiz-why-trample-double-time = Beim Trampeln ist Sprinten nicht erlaubt.
wiz-q-trample-line = Bewege die Einheit in gerader Linie aus dem Blickwinkel des Reittiers heraus.
wiz-why-trample-line = Trampeln ist eine Bewegungsaktion auf Bodenniveau, ohne Sprinten. Jede Figur auf Bodenniveau, deren Basis das Reittier überquert, erleidet 1 Schaden.
wiz-q-trample-crossed = Welche Figuren hat das Reittier überquert?
wiz-why-trample-crossed = Markiere jede überquerte Figur; bei einer Kavallerie-Einheit die Kampfscheibe, die den Schaden nimmt.
wiz-q-board-chariot = In welchen Streitwagen steigt die Figur?
wiz-why-board-chariot = Eine befreundete Figur mit einem Bewegungswert über 0, die eine Seiten- oder die hintere Sektion berührt, steigt mit einer Bewegungsaktion ein. Großfiguren, Titanen, Figuren mit der Bewegungsart Hufeisen und Kavallerie fahren nicht mit, und das Abteil fasst nur einen Passagier.
wiz-q-board-section = Welche Sektion berührt die Figur?
wiz-why-board-section = Nur eine Seiten- oder die hintere Sektion führt ins hintere Abteil.
wiz-q-board-sentry = Ist die Figur ein Wächter?
wiz-why-board-sentry = Wächter können nicht in einen Streitwagen einsteigen.
wiz-q-disembark-section = An welche Sektion stellst du die Figur?
wiz-why-disembark-section = Aussteigen ist eine Bewegungsaktion: Der Passagier steht danach in Kontakt mit einer Seiten- oder der hinteren Sektion.
wiz-q-area-aim = Wie verläuft die Linie vom Mittelpunkt des Wirkungskreises zum Mittelpunkt der Großfigur?
wiz-why-area-aim = Liegt der Mittelpunkt einer Großfigur im Wirkungskreis, ist nur eine Sektion betroffen: die, durch die die Linie vom Mittelpunkt des Wirkungskreises zum Mittelpunkt der Großfigur führt.
wiz-q-area-section = Durch welche Sektion führt die Linie?
wiz-why-area-section = Diese Sektion nimmt den Schaden, wenn sie aktiv ist.
wiz-q-area-pair = Entlang welcher Grenze verläuft die Linie?
wiz-why-area-pair = Auf einer Grenze wählt der Spieler der Großfigur eine der beiden Sektionen.
wiz-q-area-controller = Welche Sektion wählt der Spieler der Großfigur?
wiz-why-area-controller = Verläuft die Linie entlang einer Grenze oder liegt der Mittelpunkt des Wirkungskreises genau auf dem der Großfigur, wählt der Spieler der Großfigur die Sektion.
wiz-q-area-attacker = Diese Sektion ist inaktiv. Welche aktive Sektion wählt der Angreifer?
wiz-why-area-attacker = Eine inaktive Sektion nimmt keinen Schaden mehr, also wählt der Angreifer stattdessen eine aktive.
wiz-q-area-passenger = Der Angreifer würfelt für den Passagier. Was zeigt der Würfel?
wiz-why-area-passenger = Nimmt eine Seiten- oder die hintere Sektion eines Streitwagens Schaden, erhält der Passagier bei 5 oder 6 den Schaden, den die Sektion genommen hat.
wiz-q-area-dealt = Wie viel Schaden verursacht der Angriff mit Wirkungskreis?
wiz-why-area-dealt = Gib den Schaden vor Verringerungen ein; die eigenen Fähigkeiten der Sektion verringern ihn.
wiz-q-wreck-d6 = Der Passagier erleidet 1W6 Schaden. Was zeigt der Würfel?
wiz-why-wreck-d6 = Wird ein Streitwagen ausgeschaltet, kommt sein Passagier dorthin, wo der Mittelpunkt des Streitwagens war, in einer Ausrichtung nach Wahl seines Spielers, und erleidet 1W6 Schaden.
wiz-q-cav-action = Was tut die Einheit?
wiz-why-cav-action = Eine Kavallerie-Einheit erhält wie eine einzelne Figur eine Aktion pro Spielzug.
wiz-q-cav-dial = Mit welcher Kampfscheibe wird die Aktion abgehandelt?
wiz-why-cav-dial = Für Nahkampf, Fernkampf und Spezialaktionen wählst du die Kampfscheibe des Reittiers oder des Reiters; nur die Fähigkeiten dieser Figur gelten.
wiz-q-cav-move = Die Bewegung nutzt die Kampfscheibe des Reittiers.
wiz-why-cav-move = Bewegungswert, Bewegungs-Spezialfähigkeiten und Bewegungstalente kommen vom Reittier.
wiz-q-cav-maneuver = Erst bewegt sich das Reittier, dann greift die Einheit an.
wiz-why-cav-maneuver = Ein Talent, das in einer Aktion bewegt und angreift, lässt Reittier und Reiter Fähigkeiten nutzen, die diese Aktionsart brauchen: den Bewegungswert des Reittiers für die Bewegung, die gewählte Kampfscheibe für den Angriff.
wiz-q-cav-defender = Greift jemand eine Kavallerie-Einheit an, wählt der Angreifer die Kampfscheibe.
wiz-why-cav-defender = Jeder Angriff auf eine Einheit wird gegen die Kampfscheibe des Reittiers oder des Reiters abgehandelt, wie der Angreifer will.
wiz-q-col-section = Welche aktive Sektion handelt?
wiz-why-col-section = Eine Großfigur erhält pro Spielzug höchstens eine Aktion je aktiver Sektion und nach ihrer ersten Aktion eine Aktionsmarke.
wiz-q-col-action = Welche Aktion erhält diese Sektion?
wiz-why-col-action = Erst bewegen: Nach einer Nahkampf-, Fernkampf- oder Spezialaktion kann sich die Großfigur in diesem Spielzug nicht mehr bewegen.
wiz-q-col-moves-first = Diese Großfigur hat in diesem Spielzug schon gekämpft.
wiz-why-col-moves-first = Bewegungen zuerst: Nach einer Nahkampf-, Fernkampf- oder Spezialaktion erhält in diesem Spielzug keine Sektion mehr eine Bewegungsaktion.
wiz-q-col-distance = Alle Bewegungen dieses Spielzugs ergeben zusammen eine Bewegung.
wiz-why-col-distance = Bisher { $distance ->
    [one] { $distance } Zoll
   *[other] { $distance } Zoll
}; mit dem Bewegungswert dieser Sektion sind es { $total ->
    [one] { $total } Zoll
   *[other] { $total } Zoll
}. Um den Mittelpunkt drehen und geradeaus vorwärts ziehen oder ohne Drehen geradeaus rückwärts.
wiz-q-col-contact = Ist eine Sektion, aktiv oder inaktiv, in Kontakt mit einer gegnerischen Figur?
wiz-why-col-contact = Dann muss sich die Großfigur zuerst lösen: ein Wurf, egal wie viele Sektionen Kontakt haben.
wiz-q-col-break-away = Wurf zum Lösen: Was zeigt der Würfel?
wiz-why-col-break-away = Die Großfigur löst sich bei allem außer einer 1.
wiz-q-col-ranged-line = Zieh die Schusslinie vom Mittelpunkt der Großfigur durch diese Sektion.
wiz-why-col-ranged-line = Die Sektion braucht eine Reichweite, einen Angriffswert über 0 und keinen Kontakt zu einer gegnerischen Figur.
wiz-q-col-long-range = Ist das Ziel ein Titan, eine Großfigur oder eine Castle-Sektion?
wiz-why-col-long-range = Dann ist ein Langreichweitenangriff erlaubt: Reichweite { $range } wird zu { $long }, mit −2 auf den Schadenswert.
wiz-q-col-close = Das Ziel muss diese aktive Sektion berühren.
wiz-why-col-close = Der Blickwinkel einer Sektion ist ihr ganzer Außenrand; angreifbar sind nur Figuren in Kontakt mit der handelnden Sektion.
wiz-q-col-push = Mit dieser Aktion wird die Großfigur überanstrengt. Welche Sektion erhält den Überanstrengungsschaden?
wiz-why-col-push = Schaden, der zu keiner Sektion gehört, erhält die Sektion, die der Spieler der Großfigur wählt.
wiz-touch-one = Eine Sektion
wiz-touch-two = Zwei Sektionen
wiz-open-attack-hit = Angegriffen
wiz-title-attack-hit = Angriff auf eine Großfigur
wiz-q-hit-kind = Ist es ein Nahkampf- oder ein Fernkampfangriff?
wiz-why-hit-kind = Einen Nah- oder Fernkampfangriff auf eine Großfigur bekommt genau eine Sektion ab; die nächsten Fragen klären, welche.
wiz-q-hit-attacker = Welche Figur greift an?
wiz-why-hit-attacker = Bei einer Kavallerie-Einheit wähle die Kampfscheibe, die angreift. Eine Großfigur greift stattdessen mit einer Sektionsaktion an.
wiz-q-hit-aim-close = Berührt der Angreifer eine oder zwei Sektionen?
wiz-why-hit-aim-close = Ein Nahkampfangriff braucht Kontakt mit einer aktiven Sektion; berührt der Angreifer zwei, wählt der Spieler der Großfigur eine.
wiz-q-hit-aim-ranged = Kreuzt die Schusslinie eine Sektion oder verläuft sie entlang einer Grenze?
wiz-why-hit-aim-ranged = Die Linie muss eine aktive Sektion kreuzen; entlang einer Grenze wählt der Spieler der Großfigur; eine Sektion in Kontakt mit einer dem Angreifer befreundeten Figur kann nicht getroffen werden.
wiz-q-hit-section = Welche Sektion wird getroffen?
wiz-why-hit-section = Ist diese Sektion inaktiv, wählt der Angreifer stattdessen eine aktive.
wiz-q-hit-pair = Welche zwei Sektionen?
wiz-why-hit-pair = Der Spieler der Großfigur wählt eine davon.
wiz-q-hit-2d6 = Wie lautet der Angriffswurf (2W6)?
wiz-why-hit-2d6 = Wurf plus Angriffswert gegen den Verteidigungswert der Sektion: 12 ist ein kritischer Treffer, 2 ein kritischer Fehlschlag.
wiz-open-capture = Gefangennahme
wiz-title-capture = Gefangennahme
wiz-q-capture-target = Welche gegnerische Figur in Basenkontakt soll gefangen genommen werden?
wiz-why-capture-target = Eine Gefangennahme wird vor einem Nahkampfangriff angesagt. Nur eine gegnerische Figur in Basenkontakt kann gefangen werden; Kavallerie-Einheiten, Großfiguren und Figuren, die Berserker, Kampfrausch oder Unverwundbarkeit zeigen, nicht.
wiz-q-capture-2d6 = Wie lautet der Angriffswurf (2W6)?
# Variables:
#   $bonus (Number) - um wie viel die Verteidigung des Ziels steigt
wiz-why-capture-2d6 = Gegen eine Gefangennahme verteidigt sich das Ziel mit { $bonus } mehr. Ein Treffer nimmt es gefangen und richtet keinen Schaden an; eine 2 verletzt trotzdem den Angreifer.
wiz-q-hit-shielded = Ist diese Sektion in Kontakt mit einer dem Angreifer befreundeten Figur?
wiz-why-hit-shielded = Ein Fernkampfangriff kann keine Sektion treffen, die eine dem Angreifer befreundete Figur berührt.

## Porträts

portrait-add = Foto hinzufügen
# Variables:
#   $megabytes (Number) - the file's size
portrait-too-large = Dieses Foto ist { $megabytes } MB groß; erlaubt sind bis zu 25 MB.
portrait-not-image = Diese Datei ist kein lesbares Foto (JPEG, PNG oder WebP).
# Variables:
#   $width (Number) - width in pixels
#   $height (Number) - height in pixels
portrait-too-many-pixels = Dieses Foto hat { $width } × { $height ->
    [one] { $height } Pixel
   *[other] { $height } Pixel
}; höchstens 10.000 pro Seite.

## Scheibeneditor (Issue 7): Figur anlegen oder korrigieren

editor-new = Neue Figur
editor-edit = Bearbeiten
editor-copy = Kopieren und bearbeiten
editor-title-new = Neue Figur
# Variables:
#   $name (String) - die bearbeitete Figur
editor-title-edit = { $name } bearbeiten
editor-name = Name
editor-number = Sammelnummer
editor-set = Set
editor-factions = Fraktionen (durch Kommas getrennt)
editor-rank = Rang
rank-weak = Schwach
rank-standard = Standard
rank-tough = Stark
rank-unique = Einzigartig
editor-points = Punkte
editor-range = Reichweite
editor-targets = Ziele
editor-speed-type = Bewegungsart
speed-type-boot = Stiefel
speed-type-wing = Flügel
speed-type-wave = Welle
speed-type-horseshoe = Hufeisen
speed-type-wheel = Wagenrad
editor-chariot-wheel = Ein Streitwagen hat immer die Bewegungsart Wagenrad.
editor-proficiencies = Talente
proficiency-surge = Vorstürmen
proficiency-double-time = Sprinten
proficiency-gang-up = Zusammenrotten
editor-kind = Art der Figur
editor-kind-standard = Gewöhnlich
editor-kind-mount = Reittier
editor-kind-rider = Reiter
editor-kind-colossal = Großfigur
editor-kind-chariot = Streitwagen
editor-symbols = Reittier-Symbole, die diese Figur reiten kann
editor-point-values = Punktwerte unter der Basis
editor-point-values-hint = Gib für jeden aufgedruckten Wert an, um wie viele Klicks jede Sektion ab ihrer Startmarkierung weitergedreht wird.
editor-point-value-points = Punkte
editor-point-value-clicks = Klicks gedreht
editor-add-point-value = Punktwert hinzufügen
editor-dial-hint = Trag die Werte Klick für Klick ein; x steht für einen Schädel. Tippe auf ein Feld, um ihm eine Fähigkeitsfarbe zu geben.
editor-start = Start
editor-add-click = Klick hinzufügen
# Variables:
#   $click (Number) - die Nummer des Klicks, ab 1
editor-remove-click = Klick { $click } entfernen
editor-ko-row = Nach dem letzten Klick: ausgeschaltet
# Variables:
#   $place (String) - das Feld, z. B. „Klick 3, Angriff“
editor-ability-for = Fähigkeitsfarbe für { $place }
editor-ability-none = Keine Fähigkeit
editor-abilities-slot = Auf diesem Wert aufgedruckt
editor-abilities-circle = Fähigkeiten im Kreis
editor-save = Figur speichern
# Variables:
#   $name (String) - der Name der Figur
editor-saved = { $name } wurde bei deinen Figuren gespeichert.
editor-problems-title = Bitte vor dem Speichern korrigieren; deine Eingaben bleiben erhalten:
editor-delete = Figur löschen
# Variables:
#   $name (String) - der Name der Figur
editor-delete-confirm = { $name } aus deinen Figuren löschen? Spiele und gespeicherte Armeen behalten ihre eigene Kopie.
editor-deleted = Figur gelöscht.
editor-edited-badge = Bearbeitet
# Variables:
#   $count (Number) - beibehaltene Figuren
import-kept-edits = { $count ->
    [one] Eine Figur, die du im Editor korrigiert hast, blieb so, wie du sie bearbeitet hast.
   *[other] { $count } Figuren, die du im Editor korrigiert hast, blieben so, wie du sie bearbeitet hast.
}

## Probleme im Scheibeneditor

# Variables:
#   $click (Number) - der Klick, ab 1
#   $stat (String) - der Name des Werts
editor-where-click = Klick { $click }, { $stat }
# Variables:
#   $section (String) - der Name der Sektion
#   $click (Number) - der Klick, ab 1
#   $stat (String) - der Name des Werts
editor-where-section = { $section }, Klick { $click }, { $stat }
editor-the-dial = Die Kampfscheibe
# Variables:
#   $field (String) - die Beschriftung des Felds
#   $number (Number) - die Position des Punktwerts in der Liste, ab 1
editor-entry-field = Punktwert { $number }, { $field }
editor-problem-name = Gib der Figur einen Namen.
editor-problem-number = Gib die Sammelnummer von der Basis an, etwa 58 oder 121a.
# Variables:
#   $field (String) - die Beschriftung des Felds
#   $value (String) - die Eingabe
editor-problem-not-a-number = { $field }: „{ $value }“ ist keine ganze Zahl.
# Variables:
#   $field (String) - die Beschriftung des Felds
#   $min (Number) - der kleinste erlaubte Wert
#   $max (Number) - der größte erlaubte Wert
editor-problem-out-of-range = { $field } muss zwischen { $min } und { $max } liegen.
# Variables:
#   $place (String) - das Feld, z. B. „Klick 3, Angriff“
editor-problem-stat-missing = { $place }: Das Feld ist leer. Trag eine Zahl ein oder x für einen Schädel.
# Variables:
#   $place (String) - das Feld
#   $value (String) - die Eingabe
#   $max (Number) - der größte mögliche Wert
editor-problem-bad-stat = { $place }: „{ $value }“ ist weder eine Zahl von 0 bis { $max } noch x für einen Schädel.
# Variables:
#   $dial (String) - „Die Kampfscheibe“ oder der Name einer Sektion
editor-problem-no-live-click = { $dial }: Der erste Klick zeigt drei Schädel. Eine Kampfscheibe braucht mindestens einen Klick mit Werten (CORE-01).
# Variables:
#   $dial (String) - „Die Kampfscheibe“ oder der Name einer Sektion
#   $click (Number) - der markierte Klick, ab 1
editor-problem-start-not-live = { $dial }: Die Startmarkierung steht auf Klick { $click }, auf dem die Figur ausgeschaltet ist. Setz sie auf einen Klick mit Werten (CORE-02).
editor-problem-no-symbols = Ein Reiter braucht mindestens ein Reittier-Symbol, sonst kann er nichts reiten (CAV-03).
# Variables:
#   $suffix (String) - der Buchstabe, auf den die Nummer enden muss
editor-problem-dark-riders-number = Dunkle Reiter gehören über die Sammelnummer zusammen, daher muss diese auf „{ $suffix }“ enden, etwa 121{ $suffix } (CAV-31).
# Variables:
#   $expected (Number) - benötigte Kampfscheiben
#   $found (Number) - vorhandene Kampfscheiben
figure-error-dial-count = Die Figur hat { $found ->
    [one] eine Kampfscheibe
   *[other] { $found } Kampfscheiben
}, gebraucht werden { $expected }.
figure-error-too-long = Eine Kampfscheibe der Figur hat mehr als 255 Klicks.
editor-problem-no-point-values = Eine Großfigur braucht mindestens einen Punktwert von der Unterseite ihrer Basis (COL-02).
# Variables:
#   $number (Number) - die Position des Punktwerts in der Liste, ab 1
#   $section (String) - die Sektion, die ausgeschaltet würde
editor-problem-point-value-too-deep = Punktwert { $number } dreht die Sektion { $section } über ihren letzten Klick hinaus. Nimm weniger Klicks oder ergänze Klicks auf dieser Kampfscheibe (COL-02).

## Armee-Dateien

army-export = Armee exportieren
army-import = Armee-Datei importieren
# Variables:
#   $path (String) - wohin die Datei geschrieben wurde
army-exported = Armee gespeichert unter { $path }. Kopiere diese Datei zum Teilen oder kopiere den Text unten.
# Variables:
#   $name (String) - der Name der Armee
army-imported = Armee „{ $name }“ zu deinen gespeicherten Armeen hinzugefügt.
# Variables:
#   $megabytes (Number) - die Größe der Datei
army-file-too-large = Diese Datei ist { $megabytes } MB groß; eine Armee-Datei ist viel kleiner. Wähle die .army.json-Datei, die { -app-name } exportiert hat.
# Variables:
#   $line (Number) - wo das Lesen abbrach
#   $column (Number) - wo das Lesen abbrach
army-file-not-json = Das ist keine Armee-Datei: Ab Zeile { $line }, Spalte { $column } ergibt der Text keinen Sinn mehr.
army-file-wrong-format = Diese Datei ist keine Armee-Datei von { -app-name }.
# Variables:
#   $version (Number) - die Version der Datei
army-file-too-new = Diese Armee-Datei stammt aus einer neueren Version von { -app-name } (Format { $version }). Aktualisiere die App, um sie zu öffnen.
# Variables:
#   $number (Number) - der Platz der Figur in der Armee, ab 1
#   $name (String) - ihr Name
#   $error (String) - was nicht stimmt, als Satz
army-file-bad-figure = Figur { $number } ({ $name }) in dieser Datei kann nicht verwendet werden. { $error } Es wurde nichts hinzugefügt.
# Variables:
#   $number (Number) - der Platz des Reiters in der Armee, ab 1
army-file-bad-pairing = Figur { $number } in dieser Datei reitet eine Figur, die kein passendes Reittier für sie ist (CAV-03). Es wurde nichts hinzugefügt.
mount-rider = Reiter
mount-rider-none = Noch kein Reiter (CAV-05)

## Nur ein Tab bewahrt die Spiele; ein Browser, der nichts behält; ein Absturz

elsewhere-title = { -app-name } ist anderswo geöffnet
elsewhere-body = Die App ist schon in einem anderen Tab oder Fenster dieses Browsers geöffnet. Nur einer davon kann deine Spiele gleichzeitig speichern.
elsewhere-let-go = { -app-name } wurde in einem anderen Tab oder Fenster geöffnet, deshalb hat dieser deine Spiele dorthin übergeben. Nichts ging verloren.
elsewhere-busy = Der andere Tab oder das andere Fenster hat deine Spiele noch nicht freigegeben. Versuche es gleich noch einmal.
elsewhere-use-here = Hier verwenden
floor-title = Dieser Browser kann keine Spiele speichern
floor-body = Dieser Browser gibt { -app-name } keinen dauerhaften Speicher. Das ist im privaten Modus so und in Browsern älter als iOS 16.4, Chrome 109 oder Firefox 111. Du kannst trotzdem spielen, aber alles ist weg, sobald die Seite geschlossen wird.
# Variables:
#   $reason (String) - what the browser said
floor-reason = Meldung des Browsers: { $reason }
floor-play = Ohne Speichern spielen
crash-title = Etwas ist schiefgegangen
crash-body = { -app-name } wurde unerwartet beendet. Jede Aktion, die vorher angezeigt wurde, ist gespeichert. Lade neu, um weiterzuspielen.
crash-reload = Neu laden

## Meine Spiele umziehen

move-title = Meine Spiele umziehen
move-body = Eine Datei mit allen Spielen, Armeen und Einstellungen. Lade sie in einem anderen Browser oder auf einem anderen Telefon: von Safari in die installierte App oder vom alten Telefon aufs neue. Sie ist auch eine Sicherung, die du selbst aufbewahrst.
move-save = Datei speichern
move-load = Datei laden…
# Variables:
#   $path (String) - where the file was written
move-saved-to = Deine Spiele wurden in { $path } gespeichert.
# Variables:
#   $games (Number) - games added
#   $armies (Number) - armies added
#   $already (Number) - games and armies that were already here
move-loaded = { $games ->
        [one] Ein Spiel
       *[other] { $games } Spiele
    } und { $armies ->
        [one] eine Armee
       *[other] { $armies } Armeen
    } hinzugefügt; { $already ->
        [0] nichts war schon da
        [one] eines war schon da
       *[other] { $already } waren schon da
    }. Jetzt gelten die Einstellungen aus der Datei.
move-wrong-format = Diese Datei ist keine Spieledatei von { -app-name }. Wähle die Datei, die „{ move-save }“ erstellt hat.

## Das Spielende: Zeitlimit, Spieluhr, Ende und Wertung (CORE-17 bis CORE-19)
time-limit = Zeitlimit
time-limit-none = Kein Zeitlimit
# Variables:
#   $minutes (Number) - the limit in minutes
time-limit-option = { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
agreed-condition = Weitere vereinbarte Endbedingung (optional)
agreed-condition-hint = z. B. wer nach Runde 6 die Brücke hält
clock-pause = Spieluhr anhalten
clock-resume = Spieluhr weiterlaufen lassen
clock-paused = Angehalten
# Variables:
#   $minutes (Number) - the agreed time limit
clock-limit = von { $minutes } Min.
clock-time-up = Zeit ist um
end-game = Spiel beenden
# Variables:
#   $player (String) - the player facing no opponent
end-offer-conquest = { $player } hat keine gegnerischen Figuren mehr vor sich.
end-offer-time = Die vereinbarte Zeit ist abgelaufen.
end-why = Warum endet das Spiel?
# Variables:
#   $player (String) - the player facing no opponent
end-reason-conquest = { $player } hat alle gegnerischen Figuren ausgeschaltet oder gefangen genommen
end-reason-time-up = Die vereinbarte Zeit ist abgelaufen
# Variables:
#   $condition (String) - the ending the players agreed on, in their words
end-reason-condition = Unsere vereinbarte Endbedingung ist eingetreten: { $condition }
end-reason-stopped = Wir hören hier auf
end-objectives = Gehaltene Missionsziele
end-objectives-hint = Missionsziele entscheiden bei Punktgleichstand und darüber, ob eine beschädigte Großfigur Punkte bringt.
# Variables:
#   $most (Number) - the most objectives one player may hold
end-objectives-invalid = Gib eine ganze Zahl von 0 bis { $most } ein.
score-title = Spiel vorbei
# Variables:
#   $count (Number) - how many players share first place
#   $players (String) - their names
score-winner = { $count ->
        [one] { $players } gewinnt
       *[other] Geteilter erster Platz: { $players }
    }
# Variables:
#   $points (Number) - victory points
score-points = { $points ->
        [one] 1 Siegpunkt
       *[other] { $points } Siegpunkte
    }
# Variables:
#   $count (Number) - objectives held
score-objectives = { $count ->
        [one] 1 Missionsziel
       *[other] { $count } Missionsziele
    }
# Variables:
#   $figure (String) - the opposing figure
score-line-eliminated = { $figure }, ausgeschaltet
# Variables:
#   $figure (String) - the opposing figure
score-line-captive = { $figure }, gefangen gehalten
# Variables:
#   $figure (String) - the opposing colossal
score-line-colossal = { $figure }, Großfigur noch auf dem Feld
score-none = Keine Siegpunkte
# Variables:
#   $time (String) - hours, minutes and seconds played
score-played = Gespielt: { $time }
# Variables:
#   $count (Number) - how many players share first place
#   $winners (String) - their names
#   $scores (String) - every player's name and points
game-result = { $count ->
        [one] { $winners } hat gewonnen
       *[other] Gleichstand: { $winners }
    } · { $scores }
# Variables:
#   $player (String) - a player's name
#   $points (Number) - their victory points
score-pair = { $player } { $points }

## The table at a glance (issue 19)
# Variables:
#   $name (String) - the figure's name
card-open = { $name } öffnen
card-close = Schließen
# Variables:
#   $click (Number) - the click number, from 1
#   $left (Number) - clicks of damage it survives
click-short = Klick { $click } · KO in { $left }
find-figure = Figur suchen
# Variables:
#   $player (String) - the current player's name
only-mine = Nur { $player }
compact-view = Kompakt
# Variables:
#   $count (Number) - figures not shown by the search or the filter
figures-hidden = { $count ->
    [one] { $count } Figur durch den Filter ausgeblendet
   *[other] { $count } Figuren durch den Filter ausgeblendet
}
# Variables:
#   $count (Number) - actions the player has not used this turn
end-turn-unused = { $count ->
    [one] Du hast in diesem Spielzug noch { $count } Aktion. Den Spielzug trotzdem beenden?
   *[other] Du hast in diesem Spielzug noch { $count } Aktionen. Den Spielzug trotzdem beenden?
}
end-turn-keep-playing = Weiterspielen
end-turn-anyway = Spielzug beenden
settings-table-view = Karten auf dem Tisch
table-view-auto = Automatisch
table-view-compact = Kompakt
table-view-full = Vollständig
# The wizard goes back one step.
wiz-back = Zurück
# Saved armies on the new-game screen: list them, delete one after a question.
armies-manage = Gespeicherte Armeen…
army-delete = Löschen
# Variables:
#   $name (String) - the saved army's name
army-delete-question = Die Armee „{ $name }“ löschen?
army-delete-keep = Behalten
# Variables:
#   $name (String) - the saved army's name
army-deleted = Armee „{ $name }“ gelöscht.
# The table's dice roller.
dice-open = Würfel
dice-title = Würfel
dice-roll-two = 2W6 würfeln
dice-roll-one = 1W6 würfeln
dice-critical-hit = Kritischer Treffer (12)
dice-critical-miss = Kritischer Fehlschlag (2)
dice-give = Angriff eintragen
# After a damaged store was replaced at start-up: the damaged file, for someone who may
# get more out of it.
damaged-file-save = Beschädigte Datei sichern
# Variables:
#   $path (String) - where the file was written
damaged-file-saved = Die beschädigte Datei wurde unter { $path } gespeichert.
damaged-file-none = Es wird keine beschädigte Datei mehr aufbewahrt.
# The snackbar, when the saved data turned out damaged during play: go to the backups.
restore-offer = Sicherung wiederherstellen
# The formation wizard (CORE-13).
wiz-open-formation = Formation
wiz-title-formation = Formation
wiz-q-formation-action = Welche Formation bilden sie?
wiz-why-formation-action = Figuren einer Fraktion, die miteinander in Basenkontakt stehen, können zusammen mit einer einzigen Aktion handeln: als Bewegungsformation (3 bis 5 Figuren), Nahkampfformation (2 oder 3) oder Fernkampfformation (3 bis 5).
wiz-q-formation-members = Welche Figuren schließen sich dieser Figur an?
wiz-why-formation-members = Hake die Figuren an, die mit dieser Figur eine Formation bilden. Nur erlaubte Figuren stehen zur Wahl: dieselbe Fraktion, keine mit Sturmangriff, Schnellschuss oder Schnelligkeit, keine Großfigur, Kavallerie nur mit Kavallerie.
wiz-q-formation-contact = Stehen alle miteinander in Basenkontakt?
wiz-why-formation-contact = Eine Formation ist nur möglich, solange jedes Mitglied die anderen berührt; für einen Nahkampfangriff muss zudem jedes das Ziel berühren. Prüfe es auf dem Schlachtfeld.
wiz-q-formation-primary = Welches Mitglied ist der Hauptangreifer?
wiz-why-formation-primary = Der Hauptangreifer würfelt und verursacht den Schaden, und nur er wird bei einer 2 verletzt. Jedes Mitglied kann diese Rolle übernehmen: Aufgeführt sind nur die, die eine Figur angreifen können.
wiz-q-formation-target = Welche Figur greift die Formation an?
wiz-why-formation-target = Aufgeführt sind nur Figuren, die der Hauptangreifer angreifen kann.
wiz-q-formation-2d6 = Was hat der Hauptangreifer gewürfelt (2W6)?
# Variables:
#   $bonus (Number) - what the other members add to the attack
wiz-why-formation-2d6 = Jedes weitere Mitglied gibt +1 auf den Angriff: hier +{ $bonus }. Jedes Mitglied erhält eine Aktionsmarke und kann Überanstrengungsschaden erleiden; bei einer 2 wird nur der Hauptangreifer verletzt.
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-use-ability = { $ability } nutzen
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-damage-die = Schadenswürfel von { $ability } (1W6)
# Variables:
#   $ability (String) - der Name der Fähigkeit
dice-defended-by = { $ability }: eine befreundete Figur des Ziels in Basenkontakt
# Variables:
#   $ability (String) - der Name der Fähigkeit
dice-enhanced-by = { $ability }: eine befreundete Figur des Angreifers in Basenkontakt
# Variables:
#   $ability (String) - der Name der Fähigkeit
dice-dodge-die = { $ability }: der W6 des Ziels
dice-passenger-die = Der W6 des Angreifers für { $passenger }, Passagier von { $chariot }: Bei 5 oder 6 erleidet der Passagier denselben Schaden (CHR-11)
dice-nobody = Keine
# The special ability wizard (CORE-16).
wiz-open-ability = Fähigkeit
wiz-title-ability = Spezialfähigkeit
wiz-q-ability-which = Welche Fähigkeit setzt die Figur ein?
wiz-why-ability-which = Nur Fähigkeiten, die diese Figur jetzt zeigt und jetzt einsetzen darf, stehen zur Wahl. Jede ist eine Aktion oder ein Schritt des Spielzugs, wie ihre Regel sagt.
wiz-q-ability-dial = Welche Kampfscheibe setzt sie ein?
wiz-why-ability-dial = Beide Kampfscheiben dieser Kavallerie-Einheit zeigen sie. Du wählst die Kampfscheibe des Reittiers oder des Reiters, und nur die Fähigkeiten dieser Figur gelten.
wiz-q-ability-contact = Steht die Figur in Basenkontakt mit einer gegnerischen Figur?
wiz-why-ability-contact = Eine Bewegung aus dem Basenkontakt heraus braucht zuerst einen Wurf zum Lösen; Nekromantie ist im Basenkontakt mit einer gegnerischen Figur nicht erlaubt.
wiz-q-ability-returned = Welche ausgeschaltete befreundete Figur kehrt zurück?
wiz-why-ability-returned = Nekromantie holt eine ausgeschaltete befreundete Figur auf ihren Startklick zurück; danach erleidet diese Figur das Würfelergebnis als Schaden. Eine Großfigur kehrt nie zurück.
wiz-q-ability-d6 = Was zeigt der Würfel?
wiz-why-ability-d6 = Wirf einen sechsseitigen Würfel am Tisch oder lass die App würfeln.
wiz-q-ability-victims = Welchen gegnerischen Figuren fügt die Figur Schaden zu?
wiz-why-ability-victims = Hake die gegnerischen Figuren an, die die Regel auf dem Schlachtfeld erreicht: bei Stangenwaffe jede, die in Basenkontakt mit dem Blickwinkel der Figur gezogen ist; bei Gift jede in Basenkontakt mit diesem Blickwinkel.
wiz-q-ability-demoralized = Welche demoralisierten befreundeten Figuren stehen mit der Figur in Basenkontakt?
wiz-why-ability-demoralized = Ein Kommando-Wurf heilt auch befreundete Figuren, die Demoralisiert zeigen und mit der würfelnden Figur in Basenkontakt stehen.
wiz-q-ability-healed = Welche befreundete Figur heilt sie?
wiz-why-ability-healed = Heilung erreicht mit einer Nahkampfaktion eine befreundete Figur in Basenkontakt; Magische Heilung erreicht mit einer Fernkampfaktion eine in Reichweite.
wiz-q-ability-heal-contact = Steht die zu heilende Figur in Basenkontakt mit einer gegnerischen Figur?
wiz-why-ability-heal-contact = Magische Heilung kann keine Figur heilen, die in Basenkontakt mit einer gegnerischen Figur steht.
wiz-q-ability-heal-2d6 = Wie lautet der Angriffswurf (2W6)?
wiz-why-ability-heal-2d6 = Die Heilung gelingt, wenn der Wurf plus Angriffswert den Verteidigungswert der befreundeten Figur erreicht; dann sagt ein Würfel, wie viele Klicks sie heilt.

# A change waiting for the store (ui/saving.rs): after a second, then after five.
screen-loading = Wird geöffnet…
screen-loading-slow = Diese Ansicht wird noch geöffnet: Beim ersten Mal kommt sie über das Netz. Sie öffnet sich von selbst, sobald die Verbindung wieder da ist.
share-reader-waiting = Die Kamera ist an, aber das, was den Code liest, ist noch nicht da: Beim ersten Mal kommt es über das Netz. Es beginnt von selbst zu lesen, sobald die Verbindung wieder da ist.
saving-now = Wird gespeichert…
saving-slow = Deine letzte Eingabe wird noch gespeichert: Der Speicher des Telefons antwortet langsam. Beim Neuladen bleibt alles erhalten, was schon gespeichert ist.
saving-reload = Neu laden
saving-slow-host = Deine letzte Eingabe wartet noch auf die Antwort des Gastgeber-Telefons. Geht die Verbindung verloren, erfährst du es hier.
table-standing-hosting = { $phones ->
    [one] Gastgeber · 1 Telefon
   *[other] Gastgeber · { $phones } Telefone
}
table-standing-following = Folgt dem Gastgeber
table-standing-lost = Gastgeber weg
table-standing-lost-help = Dieses Telefon bekommt keine Antwort mehr: Der Gastgeber ist weg oder ein anderes Telefon hat das Spiel übernommen. Was du hier eingibst, wird nicht gespeichert.
table-standing-lost-open = Wieder beitreten oder Gastgeber werden
store-fault-stopped = Der Speicher der App hat nicht mehr geantwortet und wurde neu gestartet, bevor er das Speichern bestätigt hat

# The dice (ui/dice_roller.rs): Charge or Bound, the move and the attack as one action (CORE-16).
# Variables:
#   $ability (String) - Charge or Bound, by its glossary name
dice-move-and-attack = { $ability }: Bewegung und Angriff als eine einzige Aktion

# The formation wizard (wizard/formation.rs): a friend of the target lends its Defend (CORE-13, CORE-16).
wiz-q-formation-defender = Kann das Ziel die Fähigkeit Verteidigen einer Figur seiner Seite nutzen, die mit ihm in Basenkontakt steht?
wiz-why-formation-defender = Hake die Figur auf der Seite des Ziels an, die das Ziel berührt und Verteidigen zeigt, falls es eine gibt: Das Ziel verteidigt sich dann mit dem Verteidigungswert dieser Figur.

# Rules screen (ui/rules.rs): the label before an entry's ruling, the reading the app
# follows where the rules are open or disputed (docs/RULINGS.md).
rules-ruling-label = So spielt es die App:

# New game (ui/new_game.rs): house rules, off by default, kept with the game (docs/RULINGS.md).
new-game-house-rules = Hausregeln
house-rule-move-formation-of-two = Eine Bewegungsformation darf 2 Figuren haben (CORE-13)
house-rule-move-formation-of-two-why = Die Regelhefte erlauben an einer Stelle Formationen ab 2 Figuren, an einer anderen Bewegungsformationen aus 3 bis 5; ist der Haken nicht gesetzt, verlangt die App 3 bis 5.
house-rule-close-formation-counts-primary = Der Bonus einer Nahkampfformation zählt auch den Hauptangreifer (CORE-13)
house-rule-close-formation-counts-primary-why = Eine niederländische Regelzusammenfassung von Fans aus dem Jahr 2001 gibt +1 für jede Figur im Kontakt mit dem Gegner, den Hauptangreifer eingeschlossen; ist der Haken nicht gesetzt, gibt die App nur +1 für jedes andere Mitglied.
house-rule-invulnerability-ranged-only = Unverwundbarkeit senkt nur den Schaden im Fernkampf (CORE-16)
house-rule-invulnerability-ranged-only-why = Eine niederländische Regelzusammenfassung von Fans aus dem Jahr 2001 nennt nur den Fernkampf; ist der Haken nicht gesetzt, senkt die App den Schaden jedes Angriffs.
house-rule-flame-lightning-hits-contact = Flamme/Blitz trifft die Figuren in Kontakt mit dem Ziel ohne Wurf (CORE-16)
house-rule-flame-lightning-hits-contact-why = Eine niederländische Regelzusammenfassung von Fans aus dem Jahr 2001 nennt für sie keinen Wurf; ist der Haken nicht gesetzt, vergleicht die App den einen Angriffswurf mit dem Verteidigungswert jeder Figur.
# Table (ui/table.rs): shown in the turn bar when the game uses a house rule.
house-rule-in-use-move-formation-of-two = Hausregel: Eine Bewegungsformation darf 2 Figuren haben
house-rule-in-use-close-formation-counts-primary = Hausregel: Der Bonus einer Nahkampfformation zählt den Hauptangreifer mit
house-rule-in-use-invulnerability-ranged-only = Hausregel: Unverwundbarkeit senkt nur Fernkampfschaden
house-rule-in-use-flame-lightning-hits-contact = Hausregel: Flamme/Blitz trifft die Figuren in Kontakt mit dem Ziel ohne Wurf

## Ein Angriff direkt auf der Karte (Issue 35).
attack-close-title = Nahkampfangriff
attack-ranged-title = Fernkampfangriff
attack-pick-target = Tippe auf das Ziel.
attack-pick-targets = { $count ->
    [one] Tippe auf das Ziel.
   *[other] Tippe auf bis zu { $count } Ziele.
}
attack-only-target = Nur { $figure } kann jetzt angegriffen werden und ist schon gewählt.
attack-no-target = Keine Figur kann jetzt so angegriffen werden.
attack-needs = braucht { $roll }+
attack-needs-any = trifft außer bei einer 2
attack-needs-twelve = braucht eine 12
attack-pick-section = Welche Sektion von { $figure } wird getroffen?
attack-tap-roll = Tippe auf die Summe deiner 2W6.
attack-roll-result = { $targets ->
    [one] { $hits ->
        [0] daneben
       *[other] Treffer
    }
   *[other] { $hits ->
        [0] kein Treffer
        [one] 1 Treffer
       *[other] { $hits } Treffer
    }
}
attack-roll-for-me = Für mich würfeln
attack-without-dice = Ohne Würfel: nur die Aktion

## Was Rückgängig zurücknimmt und Wiederholen erneut ausführt (Issue 35).
undone-what = Rückgängig gemacht: { $what }
redone-what = Wiederholt: { $what }
last-change = die letzte Änderung

## Ein Assistentenschritt mit nur einer möglichen Antwort, von der App gewählt (Issue 35).
wiz-taken = { $answer }: die einzig mögliche Antwort, daher schon gewählt.

## Das Würfelblatt verweist für Angriffe auf die Karte (Issue 35).
dice-attack-on-card = Für einen Angriff tippe auf der Karte des Angreifers auf „{ action-close }“ oder „{ action-ranged }“: Dort kennt die App die Ziele.

## Berittener Sturmangriff oder Berittener Schnellschuss einer Kavallerieeinheit, mit dem Angriff auf der Karte (CAV-27, CAV-28).
attack-mounted = { $maneuver }: ohne Basenkontakt bewegt sich das Reittier, dann greift diese Kampfscheibe an

## The table kept between games (issue 35)

new-game-kept = Spieler und Armeen wie beim letzten Mal.
# Variables:
#   $names (String) - the last game's players, separated by commas
new-game-last-table = Dieselben Spieler wie im letzten Spiel: { $names }
names-list = { $head } und { $last }
new-game-afresh = Neu beginnen
# Variables:
#   $rider (String) - the rider's name
#   $mount (String) - the mount's name
paired-alone = Einziger Reiter und einziges Reittier dieser Armee: { $rider } reitet { $mount }. Du kannst das in der Liste ändern.
rematch = Revanche
# Variables:
#   $name (String) - the finished game's name
rematch-name = { $name } (Revanche)

## Ein Spiel auf mehreren Handys (issue 36): Koppeln per QR-Code, und Tipps beim Teilen

share-title = Auf mehreren Telefonen spielen
share-intro = Ein Telefon ist Gastgeber und speichert das Spiel; alle anderen Spieler treten mit ihrem eigenen Telefon bei. Die Telefone verbinden sich direkt über dasselbe WLAN oder den Hotspot eines Telefons: Internet ist nicht nötig.
share-start = Dieses Spiel teilen
share-join = Einem geteilten Spiel beitreten
share-no-game = Um ein Spiel von diesem Telefon aus zu teilen, öffne es zuerst. Zum Beitreten brauchst du kein Spiel.
share-preparing = Der Code dieses Telefons wird erstellt…
share-offer-shown = Öffne auf dem anderen Telefon „{ share-title }“, tippe auf „{ share-join }“ und richte dessen Kamera auf diesen Code. Tippe danach auf „{ share-scan-answer }“.
share-scan-answer = Code des Gasts scannen
share-scanning-answer = Richte die Kamera dieses Telefons auf den Code auf dem Bildschirm des Gasts.
share-scanning-offer = Richte die Kamera dieses Telefons auf den Code auf dem Bildschirm des Gastgebers.
share-answer-shown = Jetzt scannt der Gastgeber diesen Code mit seiner Kamera. Das Spiel des Gastgebers öffnet sich hier, sobald die Telefone verbunden sind.
share-connecting = Die Telefone werden verbunden…
share-linked-host = Verbunden. Dieses Telefon prüft und speichert jetzt die Eingaben aller Telefone und zeigt sie dann überall an.
share-linked-guest = Verbunden. Dieses Telefon zeigt jetzt das Spiel des Gastgebers und folgt ihm; deine Eingaben speichert der Gastgeber.
share-add-phone = Weiteres Telefon hinzufügen
share-end = Teilen beenden
share-ended-here = Das Teilen ist beendet. Jedes Telefon behält das Spiel so, wie es gerade steht.
share-leave = Nicht mehr folgen
share-cancel = Abbrechen
share-again = Erneut versuchen
share-camera = Was die Kamera sieht
share-code = Der Kopplungscode dieses Telefons
share-hosting = Dieses Telefon ist Gastgeber des Spiels.
share-following = Dieses Telefon folgt dem Spiel des Gastgebers.
share-failed-no-webrtc = Dieser Browser kann Telefone nicht direkt verbinden (die Desktop-App unter Linux etwa kann es nicht). Übertrage das Spiel stattdessen als Datei: Exportiere es in der Spieleliste und öffne die Datei auf dem anderen Gerät.
share-failed-camera-blocked = Die Kamera ist gesperrt. Erlaube dieser App den Kamerazugriff in den Einstellungen des Browsers oder des Telefons und versuche es erneut.
share-failed-no-camera = Hier lässt sich keine Kamera verwenden. Kopple von einem Telefon aus, dessen Kamera funktioniert.
share-failed-not-read = Der Code wurde nicht erkannt. Halte das Telefon ruhig, etwa eine Handbreit vom anderen Bildschirm entfernt, sodass der ganze Code im Bild ist, und versuche es erneut.
# A code the camera read that this step cannot use.
# Variables:
#   $other_half (String) - "yes" when it is the other phone's code for the other step, else "no" (not a code of this app)
share-failed-wrong-code = { $other_half ->
    [yes] Das ist nicht der Code für diesen Schritt: Zuerst scannt der Gast den Code des Gastgebers, dann der Gastgeber den des Gasts.
   *[no] Dieser Code ist kein Kopplungscode dieser App.
}
share-failed-broken = Der Browser konnte die Verbindung nicht herstellen. Versuche es erneut.
# Variables:
#   $seconds (Number) - how long the phones tried to link
share-failed-no-connection = Die Telefone konnten sich nicht innerhalb von { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
} verbinden. Sie müssen im selben WLAN oder Hotspot sein, und in diesem Netz müssen sich die Geräte gegenseitig erreichen können (in manchen öffentlichen oder Gastnetzen geht das nicht).
# Variables:
#   $count (Number) - how many phones follow this phone's game
share-phones = { $count ->
    [one] Ein weiteres Telefon folgt diesem Spiel.
   *[other] { $count } weitere Telefone folgen diesem Spiel.
}
unshared-host-gone = Nicht gespeichert: Der Gastgeber ist nicht mehr erreichbar. Falls die Eingabe vorher bei ihm angekommen ist, erscheint sie, sobald du wieder beitrittst.
unshared-ended = Nicht gespeichert: Das Teilen ist beendet. Das Spiel auf diesem Telefon gehört jetzt dir; tippe noch einmal.
unshared-not-joined = Noch nicht gespeichert: Das Spiel des Gastgebers ist noch nicht auf diesem Telefon angekommen.
unshared-still-linked = Der Gastgeber ist noch verbunden: Nur ein Telefon, dessen Gastgeber weg ist, kann an seiner Stelle Gastgeber werden.
share-take-over = Dieses Telefon zum Gastgeber machen
share-host-gone-choice = Ist der Gastgeber endgültig weg, kann dieses Telefon mit seiner eigenen Kopie Gastgeber des Spiels werden. Die anderen Telefone treten dann diesem Telefon bei, und Änderungen, die nur sie haben, werden übernommen.
share-took-over = Dieses Telefon ist jetzt Gastgeber des Spiels, ab Änderung { $seq }. Tippe auf jedem anderen Telefon auf „{ share-join }“.
share-seat-question = Wer spielt auf diesem Telefon?
share-seat-hint = Die Schaltfläche „Nur …“ am Tisch zeigt dann die Figuren dieses Spielers, egal, wer gerade an der Reihe ist.
# Variables:
#   $author (String) - who made the change that is now the last one
unshared-not-last = { $known ->
    [yes] Nichts wurde rückgängig gemacht oder wiederholt: Eine andere Änderung kam zuerst. Die letzte Änderung ist jetzt die von { $author }.
   *[no] Nichts wurde rückgängig gemacht oder wiederholt: Eine andere Änderung kam zuerst. Sieh dir den Tisch an und versuche es dann erneut.
}
unshared-not-saved = { $reason }
unshared-no-answer = Der Gastgeber hat noch nicht geantwortet. Speichert er diese Änderung, erscheint sie hier von selbst: Du musst nicht noch einmal tippen.
unshared-not-kept-here = Der Gastgeber hat diese Änderung gespeichert, aber dieses Telefon konnte seine Kopie noch nicht behalten. Sie erscheint hier, sobald dieses Telefon aufgeholt hat: Du musst nicht noch einmal tippen.
unshared-not-hosting = Ein anderes Telefon hat dieses Spiel später übernommen: Dieses Telefon ist nicht mehr Gastgeber. Tritt jenem Telefon bei, um weiterzuspielen.
share-stop-first = Teilen dieses Spiels beenden?
share-stop-first-body = Es kann immer nur ein Spiel geteilt werden. Die anderen Telefone behalten ihre Kopien, und dieses Telefon behält das Spiel als eines seiner eigenen.
share-stop-first-yes = Teilen beenden
share-keep-sharing = Weiter teilen
unshared-gathering = Noch nicht gespeichert: Das Telefon, das das Spiel übernimmt, wartet noch auf die anderen Telefone. Tippe noch einmal, sobald sein Spieler als Gastgeber begonnen hat.
share-gathering = Dieses Telefon übernimmt das Spiel. Verbinde jetzt jedes andere Telefon mit ihm: Unten steht die letzte Änderung jedes Telefons. Sind alle beigetreten, tippe auf „{ share-start-hosting }“; vorher wird keine Änderung gespeichert.
share-start-hosting = Als Gastgeber beginnen
share-facts-title = Mit diesem Telefon verbunden
# Variables:
#   $who (String) - who plays on that phone
#   $seq (Number) - the last change that phone holds
share-facts-line = { $who }: bis Änderung { $seq }
# Variables:
#   $who (String) - who plays on the phone furthest ahead
#   $count (Number) - how many changes it holds that this phone lacks
share-facts-ahead = { $count ->
    [one] Das Telefon von { $who } hat eine Änderung, die diesem fehlt. Sie wird hier übernommen, wenn es beitritt; sicherer ist es, stattdessen jenes Telefon zum Gastgeber zu machen.
   *[other] Das Telefon von { $who } hat { $count } Änderungen, die diesem fehlen. Sie werden hier übernommen, wenn es beitritt; sicherer ist es, stattdessen jenes Telefon zum Gastgeber zu machen.
}
