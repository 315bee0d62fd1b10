### Dialkeeper: Texte der Benutzeroberfläche (Deutsch).

-app-name = Dialkeeper

app-title = { -app-name }

## Tab-Leiste

tab-games = Spiele
tab-table = Tisch
tab-figures = Figuren
tab-log = Protokoll
tab-rules = Regeln
tab-settings = Einstellungen

## Allgemeine Schaltflächen

undo = Rück­gängig
redo = Wieder­holen
dismiss = Schließen
cancel = Abbrechen
delete = Löschen
add = Hinzufügen
remove = Entfernen
done = Fertig
undone = Rückgängig gemacht.
redone = Wiederhergestellt.

## Spiele

games-title = Spiele
games-in-progress = Deine Spiele
games-none = Noch keine Spiele. Starte eins!
new-game = Neues Spiel
resume = Fortsetzen
export = Exportieren
import-game = Spiel importieren
import-paste = Exportierte Spieldatei hier einfügen
imported = Spiel importiert.
mark-finished = Als beendet markieren
mark-playing = Weiterspielen
game-finished = Beendet
delete-confirm = Dieses Spiel mit seinem gesamten Verlauf löschen? Das lässt sich nicht rückgängig machen.
# Variables:
#   $players (String) - die Namen der Spieler, durch Kommas getrennt
#   $size (Number) - die Spielgröße in Punkten
game-summary = { $players } · { $size } Punkte
# Variables:
#   $path (String) - wohin die Datei geschrieben wurde
exported-to = Gespeichert unter { $path }. Du kannst auch den Text unten kopieren.
# Variables:
#   $error (String) - die Meldung des Systems
error-export = Die Datei konnte nicht geschrieben werden: { $error }
# Variables:
#   $error (String) - die Meldung des Speichers
error-open-game = Dieses Spiel konnte nicht geöffnet werden: { $error }
# Variables:
#   $error (String) - die Meldung des Speichers
error-not-saved = Nicht gespeichert: { $error }. Das Spiel wurde im zuletzt gespeicherten Stand neu geladen.

## Probleme beim Import

# Variables:
#   $megabytes (Number) - die Größe der Datei
import-too-large = Diese Datei ist zu groß ({ $megabytes } MB). Eine Spieldatei ist deutlich kleiner als 5 MB.
# Variables:
#   $line (Number) - Zeile des Fehlers
#   $column (Number) - Spalte des Fehlers
import-not-json = Das ist keine Spieldatei: Ab Zeile { $line }, Spalte { $column } ergibt der Text keinen Sinn mehr.
import-wrong-format = Diese Datei ist kein Dialkeeper-Spiel.
# Variables:
#   $reason (String) - der gefundene Regelverstoß
import-invalid = Diese Spieldatei verstößt gegen die Regeln und wurde nicht importiert: { $reason }

## Probleme mit dem Speicher beim Start

# Variables:
#   $path (String) - wohin die beschädigte Datei verschoben wurde
store-recovered = Deine gespeicherten Daten waren beschädigt und konnten nicht gelesen werden. Sie wurden unter { $path } aufbewahrt, und ein neuer Speicher wurde angelegt.
# Variables:
#   $version (Number) - die Schema-Version des Speichers
store-too-new = Deine gespeicherten Daten stammen aus einer neueren Version von { -app-name } (Version { $version }). Sie bleiben unverändert; aktualisiere die App, um sie zu nutzen. Bis dahin wird nichts gespeichert.
# Variables:
#   $error (String) - die Meldung des Speichers
store-unavailable = Deine gespeicherten Daten konnten nicht geöffnet werden ({ $error }). In dieser Sitzung wird nichts gespeichert.

## Neues Spiel

new-game-default-name = Spieleabend
game-name = Name des Spiels
game-size = Spielgröße
# Variables:
#   $points (Number) - Spielgröße
#   $actions (Number) - Aktionen pro Spielzug
game-size-option = { $points } Punkte · { $actions ->
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
#   $mount (String) - der Name des Reittiers
rides-mount = Reitet { $mount }
# Variables:
#   $total (Number) - die Kosten der Armee
#   $size (Number) - die Spielgröße
build-total = Armeegröße: { $total } von { $size } Punkten
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
setup-over-build-total = Die Armee von { $player } kostet { $total } Punkte, mehr als die Spielgröße von { $size }.
# Variables:
#   $player (String) - Name des Spielers
#   $number (Number) - der Platz der Figur in der Armee
#   $error (String) - was nicht stimmt
setup-bad-figure = Figur { $number } in der Armee von { $player } kann nicht verwendet werden: { $error }
# Variables:
#   $player (String) - Name des Spielers
#   $number (Number) - der Platz der Figur in der Armee
setup-point-value = Figur { $number } in der Armee von { $player } hat diesen Punktwert nicht.
setup-too-many = So viele Figuren kann ein Spiel nicht verwalten.
# Variables:
#   $player (String) - Name des Spielers
#   $number (Number) - der Platz der Figur in der Armee
setup-not-a-rider = Figur { $number } in der Armee von { $player } ist kein Reiter und kann daher kein Reittier reiten.
# Variables:
#   $player (String) - Name des Spielers
#   $number (Number) - der Platz der Figur in der Armee
setup-not-a-free-mount = Figur { $number } in der Armee von { $player } muss ein Reittier reiten, das noch keinen Reiter hat.
# Variables:
#   $player (String) - Name des Spielers
#   $number (Number) - der Platz der Figur in der Armee
setup-mount-mismatch = Figur { $number } in der Armee von { $player } kann dieses Reittier nicht reiten: Die Reittier-Symbole (bei Dunklen Reitern die Sammelnummer) passen nicht.
# Variables:
#   $player (String) - Name des Spielers
#   $number (Number) - der Platz der Figur in der Armee
setup-riderless-mount = Figur { $number } in der Armee von { $player } ist ein Reittier: Reittiere werden nur mit Reiter aufgestellt. Wähle einen Reiter dafür.

## Tisch

table-no-game = Kein Spiel geöffnet.
go-to-games = Zu deinen Spielen
# Variables:
#   $player (String) - wer am Zug ist
turn-of = { $player } ist am Zug
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
end-turn = Zug beenden
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
stat-speed = Bewegung
stat-attack = Angriff
stat-defense = Verteidigung
stat-damage = Schaden
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

## Regeln

rules-title = Regeln und Glossar
rules-search-placeholder = In beliebiger Sprache suchen…
rules-no-results = Nichts gefunden. Versuch es mit einem anderen Wort oder einer anderen Sprache.
kind-glossary = Begriff
kind-rule = Regel
kind-ability = Fähigkeit

## Einstellungen

settings-title = Einstellungen
settings-language = Sprache
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
colossal-effect-status-change = Wechsel zwischen freundlich und feindlich
colossal-effect-enchantment = Verzauberungen

## Figuren (Katalog)

figures-title = Figuren
import-feed = Kampfscheiben-Datei importieren
import-feed-hint = Wähle deine eigene Kopie der Kampfscheiben-Datei der Community (mkstats.json). Ein erneuter Import aktualisiert die Figuren, statt sie doppelt anzulegen.
# Variables:
#   $error (String) - die Meldung des Systems
feed-read-failed = Die Datei konnte nicht gelesen werden: { $error }
figure-search-placeholder = Name, Nummer, Fraktion, Set oder Rang…
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
    [one] { $count } Figur hatte eine unbekannte Fähigkeit; sie wurde weggelassen.
   *[other] { $count } Figuren hatten eine unbekannte Fähigkeit; sie wurde jeweils weggelassen.
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
feed-skip-duplicate-id = { $model }: dieselbe ID wie Modell { $number }, das behalten wurde.
# Variables:
#   $model (String) - Name oder Position des Modells
#   $count (Number) - gefundene Kampfscheiben
feed-skip-dial-count = { $model }: { $count } Kampfscheiben; nur Figuren mit einer einzigen Kampfscheibe können importiert werden.
# Variables:
#   $model (String) - Name oder Position des Modells
#   $count (Number) - gefundene Klicks
feed-skip-too-many-clicks = { $model }: { $count } Klicks sind mehr, als eine Kampfscheibe haben kann.
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
# Variables:
#   $name (String) - der Name der Figur
army-unique-twice = { $name } ist eine einzigartige Figur: Jede Armee darf sie nur einmal aufstellen.

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
army-option = { $name } ({ $size } Punkte, { $count ->
    [one] { $count } Figur
   *[other] { $count } Figuren
})
passenger = Passagier
passenger-none = Kein Passagier
# Variables:
#   $name (String) - the passenger's name
passenger-figure = Passagier: { $name }
