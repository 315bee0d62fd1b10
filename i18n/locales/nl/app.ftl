### Dialkeeper: teksten van de gebruikersinterface.

-app-name = Dialkeeper

app-title = { -app-name }

## Tabbalk

tab-games = Spellen
tab-table = Tafel
tab-figures = Figuren
tab-log = Logboek
tab-rules = Regels
tab-settings = Instellingen

## Algemene knoppen

undo = Ongedaan maken
redo = Opnieuw
dismiss = Sluiten
cancel = Annuleren
delete = Verwijderen
add = Toevoegen
remove = Weghalen
done = Klaar
undone = Ongedaan gemaakt.
redone = Opnieuw gedaan.

## Scherm Spellen

games-title = Spellen
games-in-progress = Jouw spellen
games-none = Nog geen spellen. Begin er een!
new-game = Nieuw spel
resume = Verder spelen
export = Exporteren
import-game = Een spel importeren
import-paste = Plak hier een geëxporteerd spelbestand
imported = Spel geïmporteerd.
mark-finished = Markeren als afgelopen
mark-playing = Heropenen
game-finished = Afgelopen
delete-confirm = Dit spel en de hele geschiedenis ervan verwijderen? Dit kan niet ongedaan worden gemaakt.
# Variabelen:
#   $players (String) - de namen van de spelers, met komma's ertussen
#   $size (Number) - de maximale legerwaarde in punten
game-summary = { $players } · { $size } punten
# Variabelen:
#   $path (String) - waar het bestand is weggeschreven
exported-to = Opgeslagen in { $path }. Je kunt de tekst hieronder ook kopiëren.
# Variabelen:
#   $error (String) - wat het systeem meldde
error-export = Het bestand kon niet worden geschreven: { $error }
# Variabelen:
#   $error (String) - wat de opslag meldde
error-open-game = Dit spel kon niet worden geopend: { $error }
# Variabelen:
#   $error (String) - wat de opslag meldde
error-not-saved = Niet opgeslagen: { $error }. Het spel is opnieuw geladen zoals het het laatst is opgeslagen.

## Problemen bij importeren

# Variabelen:
#   $megabytes (Number) - grootte van het bestand
import-too-large = Dit bestand is te groot ({ $megabytes } MB). Een spelbestand blijft ruim onder de 5 MB.
# Variabelen:
#   $line (Number) - regel van de fout
#   $column (Number) - kolom van de fout
import-not-json = Dit is geen spelbestand: de tekst klopt niet meer vanaf regel { $line }, kolom { $column }.
import-wrong-format = Dit bestand is geen Dialkeeper-spel.
# Variabelen:
#   $reason (String) - het gevonden regelprobleem
import-invalid = Dit spelbestand gaat tegen de regels in en is niet geïmporteerd: { $reason }

## Opslagproblemen bij het starten

# Variabelen:
#   $path (String) - waar het beschadigde bestand naartoe is verplaatst
store-recovered = Je opgeslagen gegevens waren beschadigd en konden niet worden gelezen. Ze zijn bewaard in { $path } en er is met een nieuwe opslag begonnen.
# Variabelen:
#   $version (Number) - schemaversie van de opslag
store-too-new = Je opgeslagen gegevens komen uit een nieuwere versie van { -app-name } (versie { $version }). Ze zijn niet aangeraakt; werk de app bij om ze te gebruiken. Tot die tijd wordt er niets opgeslagen.
# Variabelen:
#   $error (String) - wat de opslag meldde
store-unavailable = Je opgeslagen gegevens konden niet worden geopend ({ $error }). In deze sessie wordt niets opgeslagen.

## Nieuw spel

new-game-default-name = Spelavond
game-name = Naam van het spel
game-size = Maximale legerwaarde
# Variabelen:
#   $points (Number) - maximale legerwaarde
#   $actions (Number) - acties per beurt
game-size-option = { $points } punten · { $actions ->
    [one] { $actions } actie per beurt
   *[other] { $actions } acties per beurt
}
# Variabelen:
#   $number (Number) - het plaatsnummer van de speler
player-default-name = Speler { $number }
player-name = Naam van de speler
add-player = Speler toevoegen
remove-player = Laatste speler weghalen
add-figure = Figuur toevoegen
choose-figure = Kies een figuur…
# Variabelen:
#   $name (String) - naam van de figuur
#   $points (Number) - wat hij kost
catalog-option = { $name } ({ $points } ptn.)
# Variabelen:
#   $points (Number) - een puntwaarde
points = { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
point-value = Puntwaarde
rides = Rijdt op
rides-nothing = Rijdt op: niets
# Variabelen:
#   $mount (String) - naam van het rijdier
rides-mount = Rijdt op { $mount }
# Variabelen:
#   $total (Number) - wat het leger kost
#   $size (Number) - de maximale legerwaarde
build-total = Legerwaarde: { $total } van { $size } punten
quick-figure = Snelle figuur
figure-name = Naam van de figuur
points-label = Punten
clicks-label = Clicks
start-game = Spel starten

## Problemen bij het opzetten

# Variabelen:
#   $count (Number) - opgegeven aantal spelers
setup-player-count = Een spel heeft 2 tot 6 spelers nodig, niet { $count }.
# Variabelen:
#   $size (Number) - opgegeven maximale legerwaarde
setup-game-size = De maximale legerwaarde moet minstens 100 punten zijn, niet { $size }.
# Variabelen:
#   $player (String) - naam van de speler
#   $total (Number) - wat het leger kost
#   $size (Number) - de maximale legerwaarde
setup-over-build-total = Het leger van { $player } kost { $total } punten, meer dan de maximale legerwaarde van { $size }.
# Variabelen:
#   $player (String) - naam van de speler
#   $number (Number) - plaats van de figuur in het leger
#   $error (String) - wat er mis is
setup-bad-figure = Figuur { $number } in het leger van { $player } kan niet worden gebruikt: { $error }
# Variabelen:
#   $player (String) - naam van de speler
#   $number (Number) - plaats van de figuur in het leger
setup-point-value = Figuur { $number } in het leger van { $player } heeft die puntwaarde niet.
setup-too-many = Dat zijn meer figuren dan een spel kan bijhouden.
# Variabelen:
#   $player (String) - naam van de speler
#   $number (Number) - plaats van de figuur in het leger
setup-not-a-rider = Figuur { $number } in het leger van { $player } is geen ruiter en kan dus geen rijdier berijden.
# Variabelen:
#   $player (String) - naam van de speler
#   $number (Number) - plaats van de figuur in het leger
setup-not-a-free-mount = Figuur { $number } in het leger van { $player } moet een rijdier berijden dat nog geen ruiter heeft.
# Variabelen:
#   $player (String) - naam van de speler
#   $number (Number) - plaats van de figuur in het leger
setup-mount-mismatch = Figuur { $number } in het leger van { $player } kan dat rijdier niet berijden: de rijdiersymbolen (of, bij de Duistere Ruiters, het verzamelnummer) passen niet.
# Variabelen:
#   $player (String) - naam van de speler
#   $number (Number) - plaats van de figuur in het leger
setup-riderless-mount = Figuur { $number } in het leger van { $player } is een rijdier: rijdiers komen alleen met een ruiter in het spel. Kies er een ruiter voor.

## Tafel

table-no-game = Er is geen spel geopend.
go-to-games = Naar je spellen
# Variabelen:
#   $player (String) - wie er aan de beurt is
turn-of = { $player } is aan de beurt
# Variabelen:
#   $round (Number) - de ronde
#   $phase (String) - naam van de fase
round-phase = Ronde { $round } · { $phase }
# Variabelen:
#   $count (Number) - acties over deze beurt
actions-left = { $count ->
    [one] actie over
   *[other] acties over
}
pass = Passen
end-turn = Einde beurt
damage-one = −1 Schade
heal-one = +1 Genezen
eliminated = Uitgeschakeld
# Variabelen:
#   $click (Number) - het clicknummer, vanaf 1
#   $left (Number) - clicks schade die hij nog overleeft
click-status = Click { $click } · { $left ->
    [0] volgende click is KO
    [one] nog { $left } click tot KO
   *[other] nog { $left } clicks tot KO
}
# Variabelen:
#   $count (Number) - actiemarkers op de figuur
tokens-label = { $count ->
    [0] geen actiemarkers
    [one] { $count } actiemarker
   *[other] { $count } actiemarkers
}
stat-speed = Snelheid
stat-attack = Aanval
stat-defense = Verdediging
stat-damage = Schade
# Variabelen:
#   $rider (String) - naam van de ruiter
#   $mount (String) - naam van het rijdier
unit-name = { $rider } op { $mount }
# Variabelen:
#   $name (String) - naam van het rijdier
dial-mount = { glossary-mount }: { $name }
# Variabelen:
#   $name (String) - naam van de ruiter
dial-rider = { glossary-rider }: { $name }
section-front = Voor
section-left = Links
section-right = Rechts
section-rear = Achter
action-move = Bewegen
action-close = Close combat
action-ranged = Ranged combat
action-special = Speciaal
phase-command = commandofase
phase-action = actiefase
phase-end = eindfase

## Logboek

log-title = Logboek
log-empty = Er is nog niets gebeurd.

## Regels

rules-title = Regels en woordenlijst
rules-search-placeholder = Zoek in elke taal…
rules-no-results = Niets gevonden. Probeer een ander woord of een andere taal.
kind-glossary = Begrip
kind-rule = Regel
kind-ability = Eigenschap

## Instellingen

settings-title = Instellingen
settings-language = Taal
settings-theme = Thema
settings-text-size = Tekstgrootte
settings-keep-awake = Scherm aan laten tijdens een spel
theme-system = Zoals het apparaat
theme-light = Licht
theme-dark = Donker
text-normal = Normaal
text-large = Groot
text-huge = Grootst

## Effecten die kolossen negeren (COL-03), zoals ze in weigeringen heten

colossal-effect-capture = gevangennemen
colossal-effect-formation = formaties
colossal-effect-double-time = Double-Time
colossal-effect-surge = Surge
colossal-effect-necromancy = Necromancy
colossal-effect-summon = Summon
colossal-effect-recall = Recall
colossal-effect-healing = Healing van een andere figuur
colossal-effect-grapple = Grapple
colossal-effect-magic-confusion = Magic Confusion
colossal-effect-magic-freeze = Magic Freeze
colossal-effect-magic-healing = Magic Healing
colossal-effect-magic-levitation = Magic Levitation
colossal-effect-strong-flyer = Strong Flyer
colossal-effect-terror = Terror
colossal-effect-tinker = Tinker
colossal-effect-venom = Venom
colossal-effect-rear-arc = een rear arc-bonus (kolossen hebben geen rear arc)
colossal-effect-trample = Vertrappen
colossal-effect-status-change = een wissel tussen bevriend en vijandig
colossal-effect-enchantment = een betovering

## Figuren (catalogus)

figures-title = Figuren
import-feed = Dial-feed importeren
import-feed-hint = Kies je eigen kopie van de dial-feed van de community (mkstats.json). Importeer je hem nog eens, dan worden de figuren bijgewerkt in plaats van dubbel toegevoegd.
# Variabelen:
#   $error (String) - wat het systeem meldde
feed-read-failed = Het bestand kon niet worden gelezen: { $error }
figure-search-placeholder = Naam, nummer, factie, set of rang…
filter-all = Alle
filter-mounts = Rijdiers
filter-riders = Ruiters
filter-colossals = Kolossen
filter-chariots = Strijdwagens
# Variabelen:
#   $count (Number) - getoonde figuren
figures-count = { $count ->
    [one] { $count } figuur
   *[other] { $count } figuren
}
# Variabelen:
#   $added (Number) - nieuwe figuren
#   $updated (Number) - gewijzigde figuren
#   $unchanged (Number) - figuren die er al waren
#   $skipped (Number) - overgeslagen modellen
import-summary = Import klaar: { $added } toegevoegd, { $updated } bijgewerkt, { $unchanged } ongewijzigd, { $skipped } overgeslagen.
# Variabelen:
#   $count (Number) - figuren met waarschuwingen
import-warnings = { $count ->
    [one] Bij { $count } figuur is een onbekende eigenschap weggelaten.
   *[other] Bij { $count } figuren is een onbekende eigenschap weggelaten.
}
# Variabelen:
#   $set (String) - de set
#   $number (String) - verzamelnummer
#   $factions (String) - facties
#   $range (Number) - vuurafstand in inch
#   $targets (Number) - doelwitpijltjes
figure-facts = { $set } #{ $number } · { $factions } · vuurafstand { $range } · { $targets ->
    [one] { $targets } doelwit
   *[other] { $targets } doelwitten
}
click-label = Click

## Problemen met de dial-feed

# Variabelen:
#   $megabytes (Number) - grootte van het bestand
feed-error-too-large = Dit bestand is { $megabytes } MB, meer dan de 50 MB die een dial-feed mag zijn. Er is niets geïmporteerd.
# Variabelen:
#   $line (Number) - regel van de fout
#   $column (Number) - kolom van de fout
feed-error-not-json = Dit is geen dial-feed: de tekst klopt niet meer vanaf regel { $line }, kolom { $column }. Er is niets geïmporteerd.
feed-error-wrong-layout = Dit bestand bevat geen lijst met modellen en is dus geen dial-feed. Er is niets geïmporteerd.
# Variabelen:
#   $number (Number) - plaats van het model in het bestand
feed-model-number = Model { $number }
# Variabelen:
#   $model (String) - naam of plaats van het model
feed-skip-not-object = { $model }: dit is geen figuurvermelding.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $field (String) - naam van het veld in het bestand
feed-skip-missing-field = { $model }: het veld { $field } ontbreekt.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $field (String) - naam van het veld in het bestand
#   $value (String) - wat erin staat
feed-skip-bad-field = { $model }: { $field } bevat “{ $value }”, en dat slaat daar nergens op.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $number (Number) - het model met dezelfde ID
feed-skip-duplicate-id = { $model }: dezelfde ID als model { $number }, dat is behouden.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $count (Number) - gevonden draaischijven
feed-skip-dial-count = { $model }: { $count } draaischijven; alleen figuren met één draaischijf kunnen worden geïmporteerd.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $count (Number) - gevonden clicks
feed-skip-too-many-clicks = { $model }: { $count } clicks is meer dan een draaischijf kan hebben.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $click (Number) - clicknummer
#   $stat (String) - naam van de waarde
feed-skip-missing-stat = { $model }: click { $click } heeft geen waarde voor { $stat }.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $click (Number) - clicknummer
#   $stat (String) - naam van de waarde
#   $value (String) - wat erin staat
feed-skip-bad-stat = { $model }: click { $click } toont “{ $value }” als { $stat }, en dat kan op geen enkele draaischijf staan.
# Variabelen:
#   $model (String) - naam of plaats van het model
feed-skip-no-live-click = { $model }: de draaischijf heeft geen click vóór de schedels.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $click (Number) - clicknummer
feed-skip-start-not-live = { $model }: de startpositie staat op een schedelclick ({ $click }).
# Variabelen:
#   $name (String) - naam van de figuur
army-unique-twice = { $name } is een unieke figuur (Unique): een leger mag hem maar één keer opstellen.

## Legers

save-army = Dit leger bewaren
load-army = Een bewaard leger laden…
# Variables:
#   $name (String) - the army's name
army-saved = Leger ‘{ $name }’ bewaard.
# Variables:
#   $name (String) - the army's name
#   $size (Number) - the game size it was built for
#   $count (Number) - how many figures
army-option = { $name } ({ $size } punten, { $count ->
    [one] { $count } figuur
   *[other] { $count } figuren
})
passenger = Passagier
passenger-none = Geen passagier
# Variables:
#   $name (String) - the passenger's name
passenger-figure = Passagier: { $name }
