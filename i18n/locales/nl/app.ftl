### Dialkeeper: teksten van de gebruikersinterface.

-app-name = Dialkeeper

app-title = { -app-name }

## Tabbalk

tab-games = Spellen
tab-table = Tafel
tab-figures = Fi­gu­ren
tab-log = Log­boek
tab-rules = Regels
tab-settings = In­stel­lin­gen

## Algemene knoppen

undo = Ongedaan maken
retry = Opnieuw proberen
redo = Opnieuw
dismiss = Sluiten
cancel = Annuleren
delete = Verwijderen
add = Toevoegen
remove = Weghalen
done = Klaar

## Scherm Spellen

games-title = Spellen
games-in-progress = Jouw spellen
games-none = Nog geen spellen. Begin er een!
new-game = Nieuw spel
resume = Verder spelen
export = Exporteren
import-game = Een spel importeren
import-choose-file = Kies een spelbestand…
import-paste = Plak hier een geëxporteerd spelbestand
imported = Spel geïmporteerd.
game-finished = Afgelopen
delete-confirm = Dit spel en de hele geschiedenis ervan verwijderen? Dit kan niet ongedaan worden gemaakt.
# Variabelen:
#   $players (String) - de namen van de spelers, met komma's ertussen
#   $size (Number) - de maximale legerwaarde in punten
game-summary = { $players } · { $size ->
    [one] { $size } punt
   *[other] { $size } punten
}
# Variabelen:
#   $path (String) - waar het bestand is weggeschreven
exported-to = Opgeslagen in { $path }. Je kunt de tekst hieronder ook kopiëren.
# Variables:
#   $file (String) - the exported file's name
file-downloaded = { $file } staat in je downloads.
# Variables:
#   $file (String) - the exported file's name
file-shared = { $file } staat klaar om te delen.
# Variabelen:
#   $error (String) - waarom (een export-fault-…-zinsdeel)
error-export = Het bestand kon niet worden geschreven: { $error }
# Variabelen:
#   $error (String) - wat de opslag meldde
error-open-game = Dit spel kon niet worden geopend: { $error }
# Variabelen:
#   $error (String) - wat de opslag meldde
error-not-saved = Niet opgeslagen: { $error }. Het spel is opnieuw geladen in de laatst opgeslagen stand.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-store = Niet opgeslagen: { $error }. Verder is er niets veranderd.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-read = Je opgeslagen gegevens konden niet worden gelezen: { $error }.

## What went wrong with the saved data: clauses inside the error-… sentences

store-fault-full = de opslag is vol; maak ruimte vrij, of exporteer oude spellen en verwijder ze
store-fault-busy = de opgeslagen gegevens zijn in gebruik in een ander venster of tabblad
store-fault-damaged = de opgeslagen gegevens zijn beschadigd
store-fault-no-game = dat spel bestaat niet meer
# Variables:
#   $version (Number) - the store's schema version
store-fault-too-new = de opgeslagen gegevens komen van een nieuwere versie van { -app-name } (versie { $version })
store-fault-no-backup = die back-up kan niet meer worden gelezen
store-fault-database = de opslag kon het verzoek niet uitvoeren; probeer het opnieuw
store-fault-upgrade = de opgeslagen gegevens konden niet worden bijgewerkt voor deze versie van { -app-name }; er is niets veranderd
store-fault-rejected = dit spel houdt zich niet aan de regels
store-fault-worker-start = de opslag kon niet starten in deze browser; laad de pagina opnieuw
store-fault-worker-unreachable = het verzoek is niet bij de opslag aangekomen; laad de pagina opnieuw
store-fault-unexpected-reply = de opslag gaf een onverwacht antwoord; probeer het opnieuw
store-fault-shared = dit spel wordt met andere telefoons gedeeld en verandert alleen via het delen; doe weer mee met de host, of stop eerst met delen
store-fault-read-only = de opslag is hier alleen-lezen, dus er kan niets worden opgeslagen; controleer de opslagrechten van het apparaat
store-fault-io = { $browser ->
    [yes] de browser heeft de gegevens niet geschreven; misschien is zijn opslag voor deze app vol: maak ruimte vrij, of exporteer oude spellen en verwijder ze, en probeer het dan opnieuw
   *[no] lezen of schrijven van de opslag is mislukt; probeer het opnieuw
}

## Why an exported file did not reach the player: clauses inside error-export

export-fault-full = het apparaat is vol; maak ruimte vrij en probeer het opnieuw
export-fault-denied = het apparaat laat de app daar niet schrijven; controleer de opslagrechten
export-fault-not-found = de exportmap ontbreekt en kon niet worden aangemaakt
export-fault-browser = de browser kon het bestand niet delen of downloaden; probeer het opnieuw
export-fault-other = het apparaat kon het niet opslaan; probeer het opnieuw

## Problemen bij importeren

# Variabelen:
#   $megabytes (Number) - grootte van het bestand
import-too-large = Dit bestand is te groot ({ $megabytes } MB). Een spelbestand blijft ruim onder de 5 MB.
# Variabelen:
#   $line (Number) - regel van de fout
#   $column (Number) - kolom van de fout
import-not-json = Dit is geen spelbestand: de tekst klopt niet meer vanaf regel { $line }, kolom { $column }.
import-wrong-format = Dit bestand is geen spel van { -app-name }.
# Variabelen:
#   $reason (String) - het gevonden regelprobleem
import-invalid = Dit spelbestand gaat tegen de regels in en is niet geïmporteerd: { $reason }
# Variabelen:
#   $game (String) - de naam van het spel
#   $reason (String) - waarom
import-invalid-game = het spel ‘{ $game }’: { $reason }
# Variabelen:
#   $number (Number) - het nummer van de stap, vanaf 1
#   $reason (String) - waarom
import-invalid-command = stap { $number } van het spel: { $reason }

## Opslagproblemen bij het starten

# Variabelen:
#   $path (String) - waar het beschadigde bestand naartoe is verplaatst
store-recovered = Je opgeslagen gegevens waren beschadigd en geen enkele back-up was bruikbaar. Het beschadigde bestand is bewaard op { $path }, en de app is opnieuw begonnen zonder opgeslagen spellen.
# Variabelen:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
#   $path (String) - where the file is
store-restored = Je opgeslagen gegevens waren beschadigd, dus de back-up van { $when } is teruggezet: { $count ->
    [one] 1 spel is terug
   *[other] { $count } spellen zijn terug
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Wat na die back-up is gespeeld, is verloren. Het beschadigde bestand is bewaard op { $path }.
# Variabelen:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
store-restored-missing = Je opgeslagen gegevens waren verdwenen, dus de back-up van { $when } is teruggezet: { $count ->
    [one] 1 spel is terug
   *[other] { $count } spellen zijn terug
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Wat na die back-up is gespeeld, is verloren.
ago-now = zojuist
# Variabelen:
#   $count (Number) - how many
ago-minutes = { $count ->
    [one] 1 minuut geleden
   *[other] { $count } minuten geleden
}
# Variabelen:
#   $count (Number) - how many
ago-hours = { $count ->
    [one] 1 uur geleden
   *[other] { $count } uur geleden
}
# Variabelen:
#   $count (Number) - how many
ago-days = { $count ->
    [one] 1 dag geleden
   *[other] { $count } dagen geleden
}
settings-backups = Back-ups
# Variabelen:
#   $when (String) - how long ago
backups-last = Laatste back-up: { $when }.
backups-none = Nog geen back-up.
# Variabelen:
#   $kept (Number) - how many backups are kept
#   $every (Number) - changes between two backups
backups-how = De app bewaart { $kept ->
    [one] de laatste kopie
   *[other] de laatste { $kept } kopieën
} van al je spellen: één { $every ->
    [one] na elke wijziging
   *[other] per { $every } wijzigingen
}, aan het einde van een spel en wanneer je van spel wisselt.
backups-now = Nu back-up maken
backups-taken = Back-up gemaakt.
# Variabelen:
#   $when (String) - how long ago
#   $games (Number) - how many games
backups-row = { $when } · { $games ->
    [one] 1 spel
   *[other] { $games } spellen
}
backups-restore = Terugzetten
# Variabelen:
#   $when (String) - how long ago
backups-restore-confirm = Al je spellen vervangen door de back-up van { $when }? Wat nu is opgeslagen, blijft bewaard in een bestand ernaast.
# Variabelen:
#   $when (String) - how long ago
#   $path (String) - where the file is
backups-restored = De back-up van { $when } is terug. Wat eerder was opgeslagen, staat op { $path }.
# Variabelen:
#   $version (Number) - schemaversie van de opslag
store-too-new = Je opgeslagen gegevens komen uit een nieuwere versie van { -app-name } (versie { $version }). Ze zijn niet aangeraakt; werk de app bij om ze te gebruiken. Tot die tijd wordt er niets opgeslagen.
# Variabelen:
#   $error (String) - wat de opslag meldde
store-unavailable = Je opgeslagen gegevens konden niet worden geopend ({ $error }). In deze sessie wordt niets opgeslagen.
store-memory-only = Deze browser bewaart hier geen gegevens voor { -app-name }; dat gebeurt in een privévenster of in een oudere browser. Je kunt spelen, maar na het sluiten van de pagina is niets bewaard: exporteer een spel om het te bewaren.
update-ready = Er staat een nieuwe versie van { -app-name } klaar.
update-reload = Opnieuw laden

## Nieuw spel

new-game-default-name = Spelavond
game-name = Naam van het spel
game-size = Maximale legerwaarde
# Variabelen:
#   $actions (Number) - acties per beurt
game-size-actions = { $actions ->
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
# Figuren kiezen voor een leger.
pick-faction = Factie
pick-every-faction = Alle facties
pick-recent = Onlangs gekozen
pick-none = Geen figuur gevonden.
# Variabelen:
#   $shown (Number) - getoonde regels
#   $count (Number) - gevonden figuren
pick-more = { $shown } van { $count } getoond: typ verder om de lijst kleiner te maken.
# Variabelen:
#   $name (String) - de gekozen figuur
pick-added = { $name } is bij het leger gevoegd.
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
#   $total (Number) - wat het leger kost
#   $size (Number) - de maximale legerwaarde
build-total = Legerwaarde: { $total } van { $size ->
    [one] { $size } punt
   *[other] { $size } punten
}
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
setup-over-build-total = Het leger van { $player } kost { $total ->
    [one] { $total } punt
   *[other] { $total } punten
}, meer dan de maximale legerwaarde van { $size }.
# Variabelen:
#   $player (String) - naam van de speler
#   $name (String) - the figure's name
#   $error (String) - wat er mis is
setup-bad-figure = De figuur { $name } in het leger van { $player } kan niet worden gebruikt: { $error }
# Variabelen:
#   $player (String) - naam van de speler
#   $name (String) - the figure's name
setup-point-value = De figuur { $name } in het leger van { $player } heeft die puntwaarde niet.
setup-too-many = Dat zijn meer figuren dan een spel kan bijhouden.
# Variabelen:
#   $player (String) - naam van de speler
#   $name (String) - the figure's name
setup-not-a-rider = De figuur { $name } in het leger van { $player } is geen ruiter en kan dus geen rijdier berijden.
# Variabelen:
#   $player (String) - naam van de speler
#   $name (String) - the figure's name
setup-not-a-free-mount = De figuur { $name } in het leger van { $player } moet een rijdier berijden dat nog geen ruiter heeft.
# Variabelen:
#   $player (String) - naam van de speler
#   $name (String) - the figure's name
setup-mount-mismatch = De figuur { $name } in het leger van { $player } kan dat rijdier niet berijden: de rijdiersymbolen (of, bij de Duistere Ruiters, het verzamelnummer) passen niet.
# Variabelen:
#   $player (String) - naam van de speler
#   $name (String) - the figure's name
setup-riderless-mount = De figuur { $name } in het leger van { $player } is een rijdier: rijdieren komen alleen met een ruiter in het spel. Kies er een ruiter voor.
setup-not-a-free-chariot = De figuur { $name } in het leger van { $player } kan niet in die figuur beginnen: het moet een strijdwagen van hetzelfde leger zijn zonder andere passagier, en een passagier berijdt geen rijdier.
setup-passenger = De figuur { $name } in het leger van { $player } kan niet als passagier beginnen: { $reason }
# Variables:
#   $name (String) - the figure's name
#   $player (String) - player name
#   $number (Number) - the second copy's place in the army
setup-unique-twice = { $name } (figuur { $number } in het leger van { $player }) is uniek: een leger mag deze figuur maar één keer opstellen.

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
damage-one = −1 schade
heal-one = +1 genezing
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
stat-speed = Snel­heid
stat-attack = Aan­val
stat-defense = Ver­de­di­ging
stat-damage = Schade
stat-with-ability = { $stat } · { $ability }
stat-spoken = { $stat } { $value }
stat-spoken-ability = { $stat } { $value }, { $ability }
stat-skull = schedel
# Variabelen:
#   $name (String) - naam van de figuur
#   $number (Number) - de hoeveelste figuur met die naam in het spel, geteld vanaf 1
figure-numbered = { $name } { $number }

# Variables:
#   $figure (String) - de figuur die een actie nu pusht
#   $clicks (Number) - clicks pushingschade die hij zou krijgen
card-pushes = Een actie kost { $figure } nu { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } clicks
} pushingschade.
# Variables:
#   $range (Number) - the figure's range in inches; 0: it makes no ranged attacks
#   $targets (Number) - its target arrows
card-reach = { $range ->
    [0] Geen ranged combat-aanvallen
   *[other] { glossary-range } { $range } · { $targets ->
        [one] { $targets } doelwit
       *[other] { $targets } doelwitten
    }
}
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
section-pair = { $first } / { $second }
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
log-made-by = door { $who }

## Regels

rules-title = Regels en woordenlijst
rules-search-hint = Zoek in elke taal
# The rules search field's name, read out by a screen reader.
rules-search-label = Zoeken in de regels
search-placeholder = Zoeken…
rules-no-results = Niets gevonden. Probeer een ander woord of een andere taal.
kind-glossary = Begrip
kind-rule = Regel
kind-ability = Speciale eigenschap
rules-sources-label = Bronnen:
# The Rules screen's way back: to the term, the search or the screen the player came from.
rules-back = Terug
# Before the codes of the rules that concern a term or an ability (each a link).
rules-related-label = Regels:

## Instellingen

settings-title = Instellingen
settings-language = Taal
settings-language-offline = { $language } staat nog niet op deze telefoon: de eerste keer komt een taal via het netwerk. Kies de taal opnieuw zodra de verbinding terug is.
settings-theme = Thema
settings-text-size = Tekstgrootte
settings-keep-awake = Scherm aan laten tijdens een spel
theme-system = Zoals het apparaat
theme-light = Licht
theme-dark = Donker
text-normal = Normaal
text-large = Groot
text-huge = Extra groot

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
import-feed = Draaischijvenbestand importeren
import-feed-hint = Kies je eigen kopie van het draaischijvenbestand van de community (mkstats.json). Importeer je het nog eens, dan worden de figuren bijgewerkt in plaats van dubbel toegevoegd.
feed-read-failed = Het bestand kon niet worden gelezen. Kies het nog een keer.
figure-search-hint = Naam, nummer, factie, set of rang
# The figure search field's name, read out by a screen reader.
figure-search-label = Figuren zoeken
filter-all = Alle
filter-mounts = Rijdieren
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
    [one] { $count } figuur is geïmporteerd met een waarschuwing: een onbekende speciale eigenschap weggelaten, of een tweede startpositie genegeerd.
   *[other] { $count } figuren zijn geïmporteerd met een waarschuwing: een onbekende speciale eigenschap weggelaten, of een tweede startpositie genegeerd.
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

## Problemen met het draaischijvenbestand

# Variabelen:
#   $megabytes (Number) - grootte van het bestand
feed-error-too-large = Dit bestand is { $megabytes } MB, meer dan de 50 MB die een draaischijvenbestand mag zijn. Er is niets geïmporteerd.
# Variabelen:
#   $line (Number) - regel van de fout
#   $column (Number) - kolom van de fout
feed-error-not-json = Dit is geen draaischijvenbestand: de tekst klopt niet meer vanaf regel { $line }, kolom { $column }. Er is niets geïmporteerd.
feed-error-wrong-layout = Dit bestand bevat geen lijst met modellen en is dus geen draaischijvenbestand. Er is niets geïmporteerd.
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
feed-skip-bad-field = { $model }: { $field } bevat ‘{ $value }’, en dat is daar geen geldige waarde.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $number (Number) - het model met dezelfde ID
feed-skip-duplicate-id = { $model }: het bestand bevat het al als model { $number }, dat is behouden.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $count (Number) - gevonden draaischijven
feed-skip-dial-count = { $model }: { $count ->
    [one] { $count } draaischijf
   *[other] { $count } draaischijven
}; alleen figuren met één draaischijf kunnen worden geïmporteerd.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $count (Number) - gevonden clicks
feed-skip-too-many-clicks = { $model }: { $count ->
    [one] { $count } click
   *[other] { $count } clicks
} is meer dan een draaischijf kan hebben.
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
feed-skip-bad-stat = { $model }: click { $click } toont ‘{ $value }’ als { $stat }, en dat kan op geen enkele draaischijf staan.
# Variabelen:
#   $model (String) - naam of plaats van het model
feed-skip-no-live-click = { $model }: de draaischijf heeft geen click vóór de schedels.
# Variabelen:
#   $model (String) - naam of plaats van het model
#   $click (Number) - clicknummer
feed-skip-start-not-live = { $model }: de startpositie staat op een schedelclick ({ $click }).

## Legers

save-army = Dit leger opslaan
load-army = Een opgeslagen leger laden…
# Variables:
#   $name (String) - the army's name
army-saved = Leger ‘{ $name }’ opgeslagen.
# Variables:
#   $name (String) - the army's name
#   $size (Number) - the game size it was built for
#   $count (Number) - how many figures
army-option = { $name } ({ $size ->
    [one] { $size } punt
   *[other] { $size } punten
}, { $count ->
    [one] { $count } figuur
   *[other] { $count } figuren
})
passenger = Passagier
passenger-none = Geen passagier

## Wizards (issue 8): één vraag per stap, waarom die gesteld wordt, dan een voorbeeld

settings-learning-mode = Leermodus: stap-voor-stap-uitleg aanbieden
settings-learning-mode-hint = De uitleg beschrijft elke stap van een actie van cavalerie of een kolos. Zet dit uit om alleen de snelle knoppen te houden.
# Variables:
#   $version (String) - the app's version
settings-version = Versie { $version }
keep-awake-on = Het scherm blijft aan zolang er een spel open is.
keep-awake-unsupported = Dit apparaat kan het scherm niet aan laten staan.
keep-awake-refused = Het scherm kon niet aan blijven.
settings-storage = Opslag
storage-persisted = De browser heeft beloofd je spellen te bewaren, ook als de telefoon bijna vol is.
storage-not-persisted = De browser heeft niet beloofd je spellen te bewaren: hij kan ze wissen als de telefoon bijna vol is. De app aan het beginscherm toevoegen levert die belofte meestal op; exporteer je spellen af en toe.
rides-hint = Alleen rijdieren die deze ruiter kan berijden staan in de lijst (CAV-03).
wiz-yes = Ja
wiz-no = Nee
wiz-next = Volgende
wiz-roll = Gooi voor mij
wiz-confirm = Bevestigen
wiz-cancel = Annuleren
wiz-done = Klaar
wiz-preview = Dit gaat er gebeuren:
wiz-nothing-to-do = Niets meer in te voeren: het spel toont het al.
wiz-no-options = Op dit moment komt niets op tafel in aanmerking.
wiz-figure-of = { $figure } ({ $player })
wiz-aboard = { glossary-passenger } van { $chariot }
# Variabelen:
#   $captor (String) - wie hem vasthoudt
card-captive-of = Gevangene van { $captor }
# Variabelen:
#   $captive (String) - de figuur die hij vasthoudt
card-holds-captive = Houdt { $captive } gevangen
wiz-wreck-pending = { $figure } is uit een uitgeschakelde strijdwagen geslingerd en wacht op de schadeworp.
wiz-aim-one = Door één sectie
wiz-aim-two = Langs een grens
wiz-aim-centre = Precies op het middelpunt
wiz-open-walkthrough = Stap voor stap
wiz-open-dismount = { glossary-dismount }
wiz-open-remount = { glossary-remount }
wiz-open-overwhelm = { glossary-overwhelm }
wiz-open-trample = { glossary-trample }
wiz-open-board = { glossary-board }
wiz-open-disembark = { glossary-disembark }
wiz-open-area-hit = Geraakt door een gebiedseffect
wiz-open-wreck = Worp invoeren
wiz-title-dismount = { glossary-dismount }
wiz-title-remount = { glossary-remount }
wiz-title-rider-thrown = Het rijdier is uitgeschakeld
wiz-title-mount-left = Een rijdier zonder ruiter
wiz-title-overwhelm = { glossary-overwhelm }
wiz-title-trample = { glossary-trample }
wiz-title-board = In de strijdwagen stappen
wiz-title-disembark = Uit de strijdwagen stappen
wiz-title-area-hit = Gebiedseffect op een kolos
wiz-title-wreck = De strijdwagen is uitgeschakeld
wiz-title-cavalry-turn = Actie van een cavalerie-eenheid
wiz-title-colossal-turn = Actie van een kolos
wiz-q-dismount-dark = Een eenheid van de Duistere Ruiters kan niet afstijgen.
wiz-why-dismount-dark = Duistere Ruiters blijven het hele spel in het zadel; er verandert niets.
wiz-q-dismount-room = Is er plaats om de ruiter in base contact met het rijdier te zetten?
wiz-why-dismount-room = De ruiter gaat terug op zijn eigen basis naast het rijdier. Is er geen plaats, dan kan hij niet afstijgen.
wiz-q-dismount-effect = De eenheid splitst zich in een rijdier en een ruiter.
wiz-why-dismount-effect = Afstijgen is een speciale actie die geen actiemarker geeft en alle markers van de eenheid weghaalt. Rijdier en ruiter mogen deze beurt allebei nog een actie krijgen.
wiz-q-remount-mount = Op welk rijdier stapt de ruiter?
wiz-why-remount-mount = Je kunt alleen kiezen uit eigen rijdieren zonder ruiter die in base contact staan en waarvan het rijdiertype bij de symbolen van de ruiter past.
wiz-q-remount-effect = Ruiter en rijdier vormen weer een cavalerie-eenheid.
wiz-why-remount-effect = Opstijgen is een speciale actie. De nieuwe eenheid krijgt één actiemarker en mag deze beurt nog een actie krijgen.
wiz-q-thrown-room = Het rijdier werd als eerste uitgeschakeld. Is er plaats om de ruiter in base contact ermee te zetten?
wiz-why-thrown-room = De ruiter gaat terug op zijn basis naast het rijdier; daarna wordt het rijdier weggenomen. Is er geen plaats, dan is ook de ruiter uitgeschakeld. Alle actiemarkers van de eenheid verdwijnen.
wiz-q-thrown-placed = Zet de ruiter in base contact met het rijdier en neem daarna het rijdier weg.
wiz-why-thrown-placed = De ruiter vecht alleen verder met zijn eigen draaischijf; het spel toont dat al.
wiz-q-mount-fled = Een schichtig rijdier zonder ruiter heeft het spel verlaten.
wiz-why-mount-fled = Een schichtig rijdier (cirkel rond zijn rijdiersymbool) wordt aan het begin van elke eindfase weggenomen als het geen ruiter heeft. Haal het van tafel.
wiz-q-mount-sides = Een kwaadaardig rijdier zonder ruiter wisselt deze beurt van kant.
wiz-why-mount-sides = Een kwaadaardig rijdier (vierkant rond zijn rijdiersymbool) kiest tot het einde van de beurt de kant van de speler die aan de beurt is en geldt voor alle anderen als vijandelijk.
wiz-q-overwhelm-target = Met welke vijandelijke cavalerie-eenheid staat de eenheid na de beweging in contact?
wiz-why-overwhelm-target = Overrompelen is een bewegingsactie die zonder contact begint en geen snelheidseigenschappen gebruikt; ze moet eindigen in contact met precies één vijandelijke cavalerie-eenheid.
wiz-q-overwhelm-d6 = Wat toont de dobbelsteen?
wiz-why-overwhelm-d6 = Gooi 1D6 en tel de ruiteraanvalsbonus erbij op: bij 6 of meer moet de ruiter van de andere eenheid afstijgen.
wiz-q-overwhelm-room = Is er plaats om de afgestegen ruiter in base contact met zijn rijdier te zetten?
wiz-why-overwhelm-room = Een afgestegen ruiter die nergens kan staan, is uitgeschakeld.
wiz-q-cav-contact = Staat de eenheid in base contact met een vijandelijke figuur?
wiz-why-cav-contact = Deze vaardigheid kan alleen beginnen zonder base contact. Een eenheid die al een vijandelijke figuur raakt, krijgt in plaats daarvan een gewone actie.
wiz-q-overwhelm-speed = Gebruikt de beweging een snelheidseigenschap?
wiz-why-overwhelm-speed = Deze beweging gebruikt alleen de snelheid van het rijdier, zonder enige snelheidseigenschap.
wiz-q-refused = Dit kan nu niet
wiz-q-trample-ground = Staat de eenheid op grondniveau?
wiz-why-trample-ground = Vertrappen begint alleen op grondniveau, niet vanaf elevated terrein.
wiz-q-trample-double-time = Gebruikt de beweging de vaardigheid Double-Time?
wiz-why-trample-double-time = Bij Vertrappen mag Double-Time niet gebruikt worden.
wiz-q-trample-line = Beweeg de eenheid in een rechte lijn naar voren, uit de front arc van het rijdier.
wiz-why-trample-line = Vertrappen is een bewegingsactie op grondniveau, zonder Double-Time. Elke figuur op grondniveau waarvan het rijdier de basis kruist, krijgt 1 schade.
wiz-q-trample-crossed = Welke figuren heeft het rijdier gekruist?
wiz-why-trample-crossed = Vink elke gekruiste figuur aan; vink bij een cavalerie-eenheid de draaischijf aan die de schade krijgt.
wiz-q-board-chariot = In welke strijdwagen stapt de figuur?
wiz-why-board-chariot = Een eigen figuur met snelheid boven 0 die contact heeft met een zijsectie of de achtersectie, stapt in met een bewegingsactie. Kolossen, titans, figuren met het bewegingstype hoefijzer en cavalerie kunnen niet mee, en in het compartiment past één passagier.
wiz-q-board-section = Welke sectie raakt de figuur?
wiz-why-board-section = Alleen een zij- of de achtersectie leidt naar het achtercompartiment.
wiz-q-board-sentry = Is de figuur een schildwacht?
wiz-why-board-sentry = Een schildwacht kan niet in een strijdwagen stappen.
wiz-q-disembark-section = Tegen welke sectie zet je de figuur?
wiz-why-disembark-section = Uitstappen is een bewegingsactie: de passagier staat daarna in contact met een zij- of de achtersectie.
wiz-q-area-aim = Hoe loopt de lijn van het middelpunt van het gebied naar het middelpunt van de kolos?
wiz-why-area-aim = Ligt het middelpunt van een kolos in het gebied, dan wordt maar één sectie getroffen: de sectie die de lijn van het middelpunt van het gebied naar het middelpunt van de kolos kruist.
wiz-q-area-section = Welke sectie kruist de lijn?
wiz-why-area-section = Die sectie krijgt de schade, als ze actief is.
wiz-q-area-pair = Langs welke grens loopt de lijn?
wiz-why-area-pair = Op een grens kiest de speler van de kolos een van de twee secties.
wiz-q-area-controller = Welke sectie kiest de speler van de kolos?
wiz-why-area-controller = Loopt de lijn langs een grens, of ligt het middelpunt van het gebied precies op dat van de kolos, dan kiest de speler van de kolos de sectie.
wiz-q-area-attacker = Die sectie is inactief. Welke actieve sectie kiest de aanvaller?
wiz-why-area-attacker = Een inactieve sectie krijgt geen schade meer, dus kiest de aanvaller een actieve.
wiz-q-area-passenger = De aanvaller gooit voor de passagier. Wat toont de dobbelsteen?
wiz-why-area-passenger = Krijgt een zij- of de achtersectie van een strijdwagen schade, dan krijgt de passagier bij 5 of 6 dezelfde schade als de sectie.
wiz-q-area-dealt = Hoeveel schade doet het gebied?
wiz-why-area-dealt = Voer de schade in vóór verminderingen; de speciale eigenschappen van de sectie zelf verminderen die daarna.
wiz-q-wreck-d6 = De passagier krijgt 1D6 schade. Wat toont de dobbelsteen?
wiz-why-wreck-d6 = Wordt een strijdwagen uitgeschakeld, dan komt de passagier met zijn middelpunt op de plek waar het middelpunt van de wagen was, in een richting naar keuze van zijn speler, en krijgt hij 1D6 schade.
wiz-q-cav-action = Wat doet de eenheid?
wiz-why-cav-action = Een cavalerie-eenheid krijgt één actie per beurt, net als één figuur.
wiz-q-cav-dial = Met welke draaischijf wordt de actie afgehandeld?
wiz-why-cav-dial = Voor close combat, ranged combat en speciale acties kies je de draaischijf van het rijdier of van de ruiter; alleen de speciale eigenschappen van die figuur tellen.
wiz-q-cav-move = De beweging gebruikt de draaischijf van het rijdier.
wiz-why-cav-move = Snelheid, snelheidseigenschappen en bewegingsvaardigheden komen van het rijdier.
wiz-q-cav-maneuver = Eerst beweegt het rijdier, dan valt de eenheid aan.
wiz-why-cav-maneuver = Laat een vaardigheid de eenheid in één actie bewegen en aanvallen, dan mogen rijdier en ruiter speciale eigenschappen gebruiken die dat soort actie nodig hebben: de snelheid van het rijdier voor de beweging, de gekozen draaischijf voor de aanval.
wiz-q-cav-defender = Wie een cavalerie-eenheid aanvalt, kiest de draaischijf.
wiz-why-cav-defender = Elke aanval op een eenheid wordt afgehandeld tegen de draaischijf van het rijdier of die van de ruiter, naar keuze van de aanvaller.
wiz-q-col-section = Welke actieve sectie krijgt de actie?
wiz-why-col-section = Een kolos krijgt per beurt hoogstens één actie per actieve sectie, en één actiemarker na zijn eerste actie.
wiz-q-col-action = Welke actie krijgt deze sectie?
wiz-why-col-action = Geef eerst de bewegingen: na een close combat-, ranged combat- of speciale actie kan de kolos deze beurt niet meer bewegen.
wiz-q-col-moves-first = Deze kolos heeft deze beurt al gevochten.
wiz-why-col-moves-first = Bewegingen komen eerst: na een close combat-, ranged combat- of speciale actie krijgt geen sectie deze beurt nog een bewegingsactie.
wiz-q-col-distance = Alle bewegingen van deze beurt vormen samen één beweging.
wiz-why-col-distance = Tot nu toe { $distance ->
    [one] { $distance } inch
   *[other] { $distance } inch
}; met de snelheid van deze sectie wordt het { $total ->
    [one] { $total } inch
   *[other] { $total } inch
}. Draai om het middelpunt en ga recht vooruit, of recht achteruit zonder te draaien.
wiz-q-col-contact = Staat er een sectie, actief of inactief, in base contact met een vijandelijke figuur?
wiz-why-col-contact = Dan moet de kolos eerst losbreken: één worp, hoeveel secties ook contact hebben.
wiz-q-col-break-away = Worp om los te breken: wat toont de dobbelsteen?
wiz-why-col-break-away = De kolos breekt los bij alles behalve een 1.
wiz-q-col-ranged-line = Trek de line of fire vanaf het middelpunt van de kolos door deze sectie.
wiz-why-col-ranged-line = De sectie heeft een vuurafstand nodig, een aanvalswaarde boven 0 en geen contact met een vijandelijke figuur.
wiz-q-col-long-range = Is het doelwit een titan, een kolos of een kasteelsectie?
wiz-why-col-long-range = Dan mag de sectie een langeafstandsaanval doen: vuurafstand { $range } wordt { $long }, met −2 op de schadewaarde.
wiz-q-col-close = Het doelwit moet deze actieve sectie raken.
wiz-why-col-close = De arc van een sectie is haar hele buitenrand; alleen figuren in contact met de sectie die de actie krijgt, kunnen aangevallen worden.
wiz-q-col-push = Deze actie pusht de kolos. Welke sectie krijgt de pushingschade?
wiz-why-col-push = Schade die bij geen sectie hoort, gaat naar de sectie die de speler van de kolos kiest.
wiz-touch-one = Eén sectie
wiz-touch-two = Twee secties
wiz-open-attack-hit = Aangevallen
wiz-title-attack-hit = Aanval op een kolos
wiz-q-hit-kind = Is het een close combat- of een ranged combat-aanval?
wiz-why-hit-kind = Een close combat- of ranged combat-aanval op een kolos treft één sectie; de volgende vragen zoeken uit welke.
wiz-q-hit-attacker = Welke figuur valt aan?
wiz-why-hit-attacker = Kies bij een cavalerie-eenheid de draaischijf die aanvalt. Een kolos valt in plaats daarvan aan met een actie van een sectie.
wiz-q-hit-aim-close = Raakt de aanvaller één sectie of twee?
wiz-why-hit-aim-close = Een close combat-aanval vereist base contact met een actieve sectie; raakt de aanvaller er twee, dan kiest de speler van de kolos er één.
wiz-q-hit-aim-ranged = Kruist de line of fire één sectie, of loopt die langs een grens?
wiz-why-hit-aim-ranged = De lijn moet een actieve sectie kruisen; langs een grens kiest de speler van de kolos; een sectie in contact met een figuur aan de kant van de aanvaller kan niet geraakt worden.
wiz-q-hit-section = Welke sectie wordt geraakt?
wiz-why-hit-section = Is die sectie inactief, dan kiest de aanvaller een actieve.
wiz-q-hit-pair = Welke twee secties?
wiz-why-hit-pair = De speler van de kolos kiest er één.
wiz-q-hit-2d6 = Wat is de aanvalsworp (2D6)?
wiz-why-hit-2d6 = De worp plus de aanvalswaarde tegen de verdedigingswaarde van de sectie: 12 is een critical hit, 2 een critical miss.
wiz-open-capture = Gevangennemen
wiz-title-capture = Gevangennemen
wiz-q-capture-target = Welke vijandelijke figuur in base contact probeer je gevangen te nemen?
wiz-why-capture-target = Gevangennemen kondig je aan vóór een close combat-aanval. Alleen een vijandelijke figuur in base contact kan gevangengenomen worden; cavalerie-eenheden, kolossen en figuren die Berserk, Battle Fury of Invulnerability tonen niet.
wiz-q-capture-2d6 = Wat is de aanvalsworp (2D6)?
# Variabelen:
#   $bonus (Number) - hoeveel hoger het doelwit verdedigt
wiz-why-capture-2d6 = Bij een poging tot gevangennemen verdedigt het doelwit met { $bonus } extra. Bij een treffer wordt het doelwit gevangengenomen zonder schade; bij een 2 raakt de aanvaller toch gewond.
wiz-q-hit-shielded = Is die sectie in contact met een figuur aan de kant van de aanvaller?
wiz-why-hit-shielded = Een ranged combat-aanval kan geen sectie raken die in contact staat met een figuur aan de kant van de aanvaller.

## Portretten

portrait-add = Foto toevoegen
# Variables:
#   $megabytes (Number) - the file's size
portrait-too-large = Deze foto is { $megabytes } MB; foto's tot 25 MB kunnen worden gebruikt.
portrait-not-image = Dit bestand is geen leesbare foto (JPEG, PNG of WebP).
# Variables:
#   $width (Number) - width in pixels
#   $height (Number) - height in pixels
portrait-too-many-pixels = Deze foto is { $width } × { $height ->
    [one] { $height } pixel
   *[other] { $height } pixels
}; hoogstens 10.000 per zijde.

## Draaischijf-editor (issue 7): een figuur maken of verbeteren

editor-new = Nieuwe figuur
editor-edit = Bewerken
editor-copy = Kopiëren en bewerken
editor-title-new = Nieuwe figuur
# Variabelen:
#   $name (String) - de figuur die wordt bewerkt
editor-title-edit = { $name } bewerken
editor-name = Naam
editor-number = Verzamelnummer
editor-set = Set
editor-factions = Facties (scheid ze met komma's)
editor-rank = Rang
rank-weak = Zwak
rank-standard = Standaard
rank-tough = Sterk
rank-unique = Uniek
editor-points = Punten
editor-range = Vuurafstand
editor-targets = Doelwitten
editor-speed-type = Bewegingstype
speed-type-boot = Schoen
speed-type-wing = Vleugel
speed-type-wave = Golf
speed-type-horseshoe = Hoefijzer
speed-type-wheel = Wagenwiel
editor-chariot-wheel = Een strijdwagen heeft altijd het bewegingstype wagenwiel.
editor-proficiencies = Vaardigheden
proficiency-surge = Surge
proficiency-double-time = Double-Time
proficiency-gang-up = Gang Up
editor-kind = Soort figuur
editor-kind-standard = Gewoon
editor-kind-mount = Rijdier
editor-kind-rider = Ruiter
editor-kind-colossal = Kolos
editor-kind-chariot = Strijdwagen
editor-symbols = Rijdiersymbolen (rijdieren die deze figuur kan berijden)
editor-point-values = Puntwaarden onder de basis
editor-point-values-hint = Geef bij elke gedrukte waarde aan hoeveel clicks elke sectie voorbij haar startpositie wordt doorgedraaid.
editor-point-value-points = Punten
editor-point-value-clicks = Clicks gedraaid
editor-add-point-value = Puntwaarde toevoegen
editor-dial-hint = Vul de waarden click voor click in; x staat voor een schedel. Tik op een vakje om het de kleur van een eigenschap te geven.
editor-start = Startpositie
editor-add-click = Click toevoegen
# Variabelen:
#   $click (Number) - het clicknummer, vanaf 1
editor-remove-click = Click { $click } weghalen
editor-ko-row = Na de laatste click: uitgeschakeld
# Variabelen:
#   $place (String) - het vakje, bijv. "aanval op click 3"
editor-ability-for = Eigenschapskleur voor { $place }
editor-ability-none = Geen speciale eigenschap
editor-abilities-slot = Bij deze waarde gedrukt
editor-abilities-circle = Eigenschappen in een cirkel
editor-save = Figuur opslaan
# Variabelen:
#   $name (String) - naam van de figuur
editor-saved = { $name } is opgeslagen bij je figuren.
editor-problems-title = Los dit op voordat je opslaat; wat je hebt ingevuld, blijft staan:
editor-delete = Figuur verwijderen
# Variabelen:
#   $name (String) - naam van de figuur
editor-delete-confirm = { $name } uit je figuren verwijderen? Spellen en opgeslagen legers houden hun eigen kopie.
editor-deleted = Figuur verwijderd.
editor-edited-badge = Bewerkt
# Variabelen:
#   $count (Number) - behouden figuren
import-kept-edits = { $count ->
    [one] Eén figuur die je in de editor had verbeterd, is gebleven zoals je hem achterliet.
   *[other] { $count } figuren die je in de editor had verbeterd, zijn gebleven zoals je ze achterliet.
}

## Problemen in de draaischijf-editor

# Variabelen:
#   $click (Number) - de click, vanaf 1
#   $stat (String) - naam van de waarde
editor-where-click = { $stat } op click { $click }
# Variabelen:
#   $section (String) - naam van de sectie
#   $click (Number) - de click, vanaf 1
#   $stat (String) - naam van de waarde
editor-where-section = { $section }, { $stat } op click { $click }
editor-the-dial = De draaischijf
# Variabelen:
#   $field (String) - naam van het veld
#   $number (Number) - plaats van de puntwaarde in de lijst, vanaf 1
editor-entry-field = puntwaarde { $number }, { $field }
editor-problem-name = Geef de figuur een naam.
editor-problem-number = Vul het verzamelnummer in dat op de basis staat, bijvoorbeeld 58 of 121a.
# Variabelen:
#   $field (String) - naam van het veld
#   $value (String) - wat er is ingevuld
editor-problem-not-a-number = { $field }: ‘{ $value }’ is geen heel getal.
# Variabelen:
#   $field (String) - naam van het veld
#   $min (Number) - de kleinste toegestane waarde
#   $max (Number) - de grootste toegestane waarde
editor-problem-out-of-range = { $field } moet van { $min } tot en met { $max } zijn.
# Variabelen:
#   $place (String) - het vakje, bijv. "aanval op click 3"
editor-problem-stat-missing = { $place }: het vakje is leeg. Vul een getal in, of x voor een schedel.
# Variabelen:
#   $place (String) - het vakje
#   $value (String) - wat er is ingevuld
#   $max (Number) - de hoogste waarde die kan
editor-problem-bad-stat = { $place }: ‘{ $value }’ is geen getal van 0 tot en met { $max } en ook geen x voor een schedel.
# Variabelen:
#   $dial (String) - "De draaischijf" of de naam van een sectie
editor-problem-no-live-click = { $dial }: de eerste click toont drie schedels. Een draaischijf heeft minstens één click met waarden nodig (CORE-01).
# Variabelen:
#   $dial (String) - "De draaischijf" of de naam van een sectie
#   $click (Number) - de gemarkeerde click, vanaf 1
editor-problem-start-not-live = { $dial }: de startpositie staat op click { $click }, en daar is de figuur uitgeschakeld. Zet de startpositie op een click met waarden (CORE-02).
editor-problem-no-symbols = Een ruiter heeft minstens één rijdiersymbool nodig, anders kan hij niets berijden (CAV-03).
# Variabelen:
#   $suffix (String) - de letter waarop het nummer moet eindigen
editor-problem-dark-riders-number = Duistere Ruiters horen bij elkaar volgens hun verzamelnummer, dus dit nummer moet eindigen op ‘{ $suffix }’, zoals 121{ $suffix } (CAV-31).
# Variabelen:
#   $expected (Number) - benodigde draaischijven
#   $found (Number) - opgegeven draaischijven
figure-error-dial-count = De figuur heeft { $found ->
    [one] één draaischijf
   *[other] { $found } draaischijven
}; nodig: { $expected }.
figure-error-too-long = Een van de draaischijven heeft meer dan 255 clicks.
editor-problem-no-point-values = Een kolos heeft minstens één puntwaarde van onder zijn basis nodig (COL-02).
# Variabelen:
#   $number (Number) - plaats van de puntwaarde in de lijst, vanaf 1
#   $section (String) - de sectie die uitgeschakeld zou raken
editor-problem-point-value-too-deep = Puntwaarde { $number } draait sectie { $section } voorbij haar laatste click. Neem minder clicks of geef die draaischijf meer clicks (COL-02).

## Legerbestanden

army-export = Leger exporteren
army-import = Legerbestand importeren
# Variabelen:
#   $path (String) - waar het bestand is weggeschreven
army-exported = Leger opgeslagen in { $path }. Kopieer dat bestand om het te delen, of kopieer de tekst hieronder.
# Variabelen:
#   $name (String) - naam van het leger
army-imported = Leger ‘{ $name }’ staat nu bij je opgeslagen legers.
# Variabelen:
#   $megabytes (Number) - grootte van het bestand
army-file-too-large = Dit bestand is { $megabytes } MB; een legerbestand is veel kleiner. Kies het .army.json-bestand dat { -app-name } heeft geëxporteerd.
# Variabelen:
#   $line (Number) - regel waar het lezen stopte
#   $column (Number) - kolom waar het lezen stopte
army-file-not-json = Dit is geen legerbestand: de tekst klopt niet meer vanaf regel { $line }, kolom { $column }.
army-file-wrong-format = Dit bestand is geen legerbestand van { -app-name }.
# Variabelen:
#   $version (Number) - versie van het bestand
army-file-too-new = Dit legerbestand komt uit een nieuwere versie van { -app-name } (formaat { $version }). Werk de app bij om het te openen.
# Variabelen:
#   $number (Number) - plaats van de figuur in het leger, vanaf 1
#   $name (String) - naam van de figuur
#   $error (String) - wat er mis is, als zin
army-file-bad-figure = Figuur { $number } ({ $name }) in dit bestand kan niet worden gebruikt. { $error } Er is niets toegevoegd.
# Variabelen:
#   $number (Number) - plaats van de ruiter in het leger, vanaf 1
army-file-bad-pairing = Figuur { $number } in dit bestand rijdt op een figuur die geen rijdier is dat deze figuur kan berijden (CAV-03). Er is niets toegevoegd.
mount-rider = Ruiter
mount-rider-none = Nog geen ruiter (CAV-05)

## Maar één tabblad bewaart de spellen; een browser die niets bewaart; een crash

elsewhere-title = { -app-name } is elders geopend
elsewhere-body = De app is al geopend in een ander tabblad of venster van deze browser. Er kan er maar één tegelijk je spellen opslaan.
elsewhere-let-go = { -app-name } is in een ander tabblad of venster geopend, dus dit tabblad heeft je spellen daaraan overgedragen. Er is niets verloren.
elsewhere-busy = Het andere tabblad of venster heeft je spellen nog niet losgelaten. Probeer het zo opnieuw.
elsewhere-use-here = Hier gebruiken
floor-title = Deze browser kan geen spellen bewaren
floor-body = Deze browser geeft { -app-name } geen blijvende opslag. Dat gebeurt in een privévenster en in browsers ouder dan iOS 16.4, Chrome 109 of Firefox 111. Je kunt toch spelen, maar alles is weg zodra de pagina sluit.
# Variables:
#   $reason (String) - what the browser said
floor-reason = Wat de browser zei: { $reason }
floor-play = Spelen zonder opslaan
crash-title = Er ging iets mis
crash-body = { -app-name } stopte onverwacht. Elke actie die eerder getoond werd, is opgeslagen. Herlaad om verder te gaan.
crash-reload = Herladen

## Mijn spellen verhuizen

move-title = Mijn spellen verhuizen
move-body = Eén bestand met al je spellen, legers en instellingen. Laad het in een andere browser of op een andere telefoon: van Safari naar de geïnstalleerde app, of van een oude telefoon naar een nieuwe. Het is ook een back-up die je zelf bewaart.
move-save = Bestand opslaan
move-load = Bestand laden…
# Variables:
#   $path (String) - where the file was written
move-saved-to = Je spellen zijn opgeslagen in { $path }.
# Variables:
#   $games (Number) - games added
#   $armies (Number) - armies added
#   $already (Number) - games and armies that were already here
move-loaded = { $games ->
        [one] Eén spel
       *[other] { $games } spellen
    } en { $armies ->
        [one] één leger
       *[other] { $armies } legers
    } toegevoegd; { $already ->
        [0] niets was er al
        [one] één was er al
       *[other] { $already } waren er al
    }. Nu gelden de instellingen uit het bestand.
move-wrong-format = Dit bestand is geen spellenbestand van { -app-name }. Kies het bestand dat ‘{ move-save }’ heeft gemaakt.

## Het einde van het spel: tijdslimiet, klok, einde en score (CORE-17 tot CORE-19)
time-limit = Tijdslimiet
time-limit-none = Geen tijdslimiet
# Variables:
#   $minutes (Number) - the limit in minutes
time-limit-option = { $minutes ->
    [one] { $minutes } minuut
   *[other] { $minutes } minuten
}
agreed-condition = Andere afgesproken eindvoorwaarde (niet verplicht)
agreed-condition-hint = bv. wie na ronde 6 de brug heeft
clock-pause = Spelklok stilzetten
clock-resume = Spelklok weer laten lopen
clock-paused = Staat stil
# Variables:
#   $minutes (Number) - the agreed time limit
clock-limit = van { $minutes } min
clock-time-up = Tijd is op
end-game = Spel beëindigen
# Variables:
#   $player (String) - the player facing no opponent
end-offer-conquest = { $player } heeft geen vijandelijke figuren meer tegenover zich.
end-offer-time = De afgesproken tijd is op.
end-why = Waarom eindigt het spel?
# Variables:
#   $player (String) - the player facing no opponent
end-reason-conquest = { $player } heeft alle vijandelijke figuren uitgeschakeld of gevangengenomen
end-reason-time-up = De afgesproken tijd is op
# Variables:
#   $condition (String) - the ending the players agreed on, in their words
end-reason-condition = Onze afgesproken eindvoorwaarde is uitgekomen: { $condition }
end-reason-stopped = We stoppen hier
end-objectives = Gehouden missiedoelen
end-objectives-hint = Missiedoelen beslissen bij gelijke punten, en of een beschadigde kolos punten oplevert.
# Variables:
#   $most (Number) - the most objectives one player may hold
end-objectives-invalid = Typ een heel getal van 0 tot en met { $most }.
score-title = Spel voorbij
# Variables:
#   $count (Number) - how many players share first place
#   $players (String) - their names
score-winner = { $count ->
        [one] { $players } wint
       *[other] Gedeelde eerste plaats: { $players }
    }
# Variables:
#   $points (Number) - victory points
score-points = { $points ->
        [one] 1 overwinningspunt
       *[other] { $points } overwinningspunten
    }
# Variables:
#   $count (Number) - objectives held
score-objectives = { $count ->
        [one] 1 missiedoel
       *[other] { $count } missiedoelen
    }
# Variables:
#   $figure (String) - the opposing figure
score-line-eliminated = { $figure }, uitgeschakeld
# Variables:
#   $figure (String) - the opposing figure
score-line-captive = { $figure }, gevangen gehouden
# Variables:
#   $figure (String) - the opposing colossal
score-line-colossal = { $figure }, kolos nog op het slagveld
score-none = Geen overwinningspunten
# Variables:
#   $time (String) - hours, minutes and seconds played
score-played = Speelduur: { $time }
# Variables:
#   $count (Number) - how many players share first place
#   $winners (String) - their names
#   $scores (String) - every player's name and points
game-result = { $count ->
        [one] { $winners } won
       *[other] Gelijkspel: { $winners }
    } · { $scores }
# Variables:
#   $player (String) - a player's name
#   $points (Number) - their victory points
score-pair = { $player } { $points }

## The table at a glance (issue 19)
# Variables:
#   $name (String) - the figure's name
card-open = { $name } openen
card-close = Sluiten
# Variables:
#   $click (Number) - the click number, from 1
#   $left (Number) - clicks of damage it survives
click-short = Click { $click } · KO over { $left }
find-figure = Figuur zoeken
# Variables:
#   $player (String) - the current player's name
only-mine = Alleen { $player }
compact-view = Compact
# Variables:
#   $count (Number) - figures not shown by the search or the filter
figures-hidden = { $count ->
    [one] { $count } figuur verborgen door het filter
   *[other] { $count } figuren verborgen door het filter
}
# Variables:
#   $count (Number) - actions the player has not used this turn
end-turn-unused = { $count ->
    [one] Je hebt deze beurt nog { $count } actie. Toch de beurt beëindigen?
   *[other] Je hebt deze beurt nog { $count } acties. Toch de beurt beëindigen?
}
end-turn-keep-playing = Verder spelen
end-turn-anyway = Einde beurt
settings-table-view = Kaarten op tafel
table-view-auto = Automatisch
table-view-compact = Compact
table-view-full = Volledig
# The wizard goes back one step.
wiz-back = Terug
# Saved armies on the new-game screen: list them, delete one after a question.
armies-manage = Opgeslagen legers…
army-delete = Verwijderen
# Variables:
#   $name (String) - the saved army's name
army-delete-question = Het leger ‘{ $name }’ verwijderen?
army-delete-keep = Bewaren
# Variables:
#   $name (String) - the saved army's name
army-deleted = Leger ‘{ $name }’ verwijderd.
# The table's dice roller.
dice-open = Dobbelstenen
dice-title = Dobbelstenen
dice-roll-two = Gooi 2D6
dice-roll-one = Gooi 1D6
dice-critical-hit = Critical hit (12)
dice-critical-miss = Critical miss (2)
dice-give = Deze aanval toepassen
# After a damaged store was replaced at start-up: the damaged file, for someone who may
# get more out of it.
damaged-file-save = Beschadigd bestand opslaan
# Variables:
#   $path (String) - where the file was written
damaged-file-saved = Het beschadigde bestand is opgeslagen in { $path }.
damaged-file-none = Er wordt geen beschadigd bestand meer bewaard.
# The snackbar, when the saved data turned out damaged during play: go to the backups.
restore-offer = Back-up terugzetten
# The formation wizard (CORE-13).
wiz-open-formation = Formatie
wiz-title-formation = Formatie
wiz-q-formation-action = Welke formatie vormen ze?
wiz-why-formation-action = Figuren van één factie die onderling in base contact staan, mogen samen handelen met één actie: een bewegingsformatie (3 tot 5 figuren), een close combat-formatie (2 of 3) of een ranged combat-formatie (3 tot 5).
wiz-q-formation-members = Welke figuren sluiten zich bij deze figuur aan?
wiz-why-formation-members = Vink de figuren aan die met deze figuur een formatie vormen. Alleen figuren die de regels toestaan staan erbij: dezelfde factie, geen met Charge, Bound of Quickness, geen kolos, cavalerie alleen met cavalerie.
wiz-q-formation-contact = Staan ze allemaal onderling in base contact?
wiz-why-formation-contact = Een formatie kan alleen optreden zolang elk lid alle andere leden raakt; voor een close combat-aanval moet elk ook het doelwit raken. Controleer het op het slagveld.
wiz-q-formation-primary = Welk lid is de hoofdaanvaller?
wiz-why-formation-primary = De hoofdaanvaller gooit de dobbelstenen en brengt de schade toe, en alleen hij raakt gewond bij een 2. Elk lid kan die rol krijgen: alleen leden met een figuur om aan te vallen staan erbij.
wiz-q-formation-target = Welke figuur valt de formatie aan?
wiz-why-formation-target = Alleen figuren die de hoofdaanvaller kan aanvallen, staan erbij.
wiz-q-formation-2d6 = Wat gooide de hoofdaanvaller (2D6)?
# Variables:
#   $bonus (Number) - what the other members add to the attack
wiz-why-formation-2d6 = Elk ander lid telt 1 op bij de aanval: hier +{ $bonus }. Elk lid krijgt een actiemarker en kan pushingschade krijgen; bij een 2 raakt alleen de hoofdaanvaller gewond.
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-use-ability = { $ability } gebruiken
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-damage-die = Schadedobbelsteen van { $ability } (1D6)
# Variabelen:
#   $ability (String) - naam van de speciale eigenschap
dice-defended-by = { $ability }: een figuur aan de kant van het doelwit, in base contact
# Variabelen:
#   $ability (String) - naam van de speciale eigenschap
dice-enhanced-by = { $ability }: een figuur aan de kant van de aanvaller, in base contact
# Variabelen:
#   $ability (String) - naam van de speciale eigenschap
dice-dodge-die = { $ability }: de D6 van het doelwit
dice-passenger-die = De D6 van de aanvaller voor { $passenger }, in { $chariot }: bij 5 of 6 krijgt de passagier dezelfde schade (CHR-11)
dice-nobody = Geen
# The special ability wizard (CORE-16).
wiz-open-ability = Eigenschap
wiz-title-ability = Speciale eigenschap
wiz-q-ability-which = Welke eigenschap gebruikt deze figuur?
wiz-why-ability-which = Alleen eigenschappen die deze figuur nu toont en nu mag gebruiken, staan erbij. Elke eigenschap is een actie of een stap van de beurt, zoals haar regel zegt.
wiz-q-ability-dial = Welke draaischijf gebruikt ze?
wiz-why-ability-dial = Beide draaischijven van deze cavalerie-eenheid tonen ze. Je kiest de draaischijf van het rijdier of van de ruiter, en alleen de speciale eigenschappen van die figuur tellen.
wiz-q-ability-contact = Staat de figuur in base contact met een vijandelijke figuur?
wiz-why-ability-contact = Wie uit base contact wil bewegen, moet eerst gooien om los te breken; Necromancy mag niet gebruikt worden in base contact met een vijandelijke figuur.
wiz-q-ability-returned = Welke uitgeschakelde eigen figuur komt terug?
wiz-why-ability-returned = Necromancy brengt een uitgeschakelde eigen figuur terug op zijn startpositie; daarna krijgt die figuur de worp als schade. Een kolos komt nooit terug.
wiz-q-ability-d6 = Wat toont de dobbelsteen?
wiz-why-ability-d6 = Gooi een zeszijdige dobbelsteen aan tafel, of laat de app gooien.
wiz-q-ability-victims = Welke vijandelijke figuren krijgen schade?
wiz-why-ability-victims = Vink de vijandelijke figuren aan die de regel op het slagveld bereikt: bij Pole Arm elke figuur die in base contact met de front arc van deze figuur kwam; bij Venom elke figuur die in base contact met die front arc staat.
wiz-q-ability-demoralized = Welke eigen figuren met Demoralized staan met deze figuur in base contact?
wiz-why-ability-demoralized = Een Command-worp geneest ook eigen figuren die Demoralized tonen en met de gooiende figuur in base contact staan.
wiz-q-ability-healed = Welke eigen figuur wordt genezen?
wiz-why-ability-healed = Healing bereikt met een close combat-actie een eigen figuur in base contact; Magic Healing bereikt met een ranged combat-actie een eigen figuur binnen vuurafstand.
wiz-q-ability-heal-contact = Staat de figuur die genezen wordt in base contact met een vijandelijke figuur?
wiz-why-ability-heal-contact = Magic Healing kan geen figuur genezen die in base contact met een vijandelijke figuur staat.
wiz-q-ability-heal-2d6 = Wat is de aanvalsworp (2D6)?
wiz-why-ability-heal-2d6 = De genezing lukt als de worp plus de aanvalswaarde de verdedigingswaarde van de eigen figuur haalt; daarna bepaalt één dobbelsteen hoeveel clicks er genezen worden.

# A change waiting for the store (ui/saving.rs): after a second, then after five.
screen-loading = Bezig met openen…
screen-loading-slow = Dit scherm gaat nog open: de eerste keer komt het via het netwerk. Het opent vanzelf zodra de verbinding terug is.
share-reader-waiting = De camera staat aan, maar wat de code leest is er nog niet: de eerste keer komt het via het netwerk. Het begint vanzelf te lezen zodra de verbinding terug is.
saving-now = Bezig met opslaan…
saving-slow = Je laatste actie wordt nog opgeslagen: de opslag van de telefoon reageert traag. Laad je opnieuw, dan blijft alles wat al is opgeslagen bewaard.
saving-reload = Opnieuw laden
saving-slow-host = Je laatste tik wacht nog op antwoord van de host-telefoon. Gaat de verbinding verloren, dan zie je dat hier.
table-standing-hosting = { $phones ->
    [one] Host · 1 telefoon
   *[other] Host · { $phones } telefoons
}
table-standing-following = Volgt de host
table-standing-lost = Host kwijt
table-standing-lost-help = Deze telefoon krijgt geen antwoord meer: de host is weg, of een andere telefoon heeft het spel overgenomen. Wat je hier tikt, wordt niet opgeslagen.
table-standing-lost-open = Opnieuw meedoen of hosten
store-fault-stopped = de opslag van de app reageerde niet meer en is opnieuw gestart voordat hij het opslaan bevestigde

# The dice (ui/dice_roller.rs): Charge or Bound, the move and the attack as one action (CORE-16).
# Variables:
#   $ability (String) - Charge or Bound, by its glossary name
dice-move-and-attack = { $ability }: de beweging en de aanval als één actie

# The formation wizard (wizard/formation.rs): a friend of the target lends its Defend (CORE-13, CORE-16).
wiz-q-formation-defender = Mag het doelwit Defend gebruiken van een figuur aan zijn kant die met hem in base contact staat?
wiz-why-formation-defender = Vink de figuur aan de kant van het doelwit aan die ermee in base contact staat en Defend toont, als die er is: het doelwit verdedigt zich dan met de verdedigingswaarde van die figuur.

# Rules screen (ui/rules.rs): the label before an entry's ruling, the reading the app
# follows where the rules are open or disputed (docs/RULINGS.md).
rules-ruling-label = Zo speelt de app het:

# New game (ui/new_game.rs): house rules, off by default, kept with the game (docs/RULINGS.md).
new-game-house-rules = Huisregels
house-rule-move-formation-of-two = Een bewegingsformatie mag 2 figuren hebben (CORE-13)
house-rule-move-formation-of-two-why = De spelregels staan op de ene plek formaties van 2 of meer figuren toe en op een andere bewegingsformaties van 3 tot 5; staat dit uit, dan vraagt de app er 3 tot 5.
house-rule-close-formation-counts-primary = De bonus van een close combat-formatie telt ook de hoofdaanvaller (CORE-13)
house-rule-close-formation-counts-primary-why = Een samenvatting van de regels door Nederlandse fans uit 2001 geeft +1 voor elke figuur in contact met de tegenstander, de hoofdaanvaller ook; staat dit uit, dan geeft de app alleen +1 voor elk ander lid.
house-rule-invulnerability-ranged-only = Invulnerability verlaagt alleen schade in ranged combat (CORE-16)
house-rule-invulnerability-ranged-only-why = Een samenvatting van de regels door Nederlandse fans uit 2001 noemt alleen ranged combat; staat dit uit, dan verlaagt de app de schade van elke aanval.
house-rule-flame-lightning-hits-contact = Flame/Lightning raakt de figuren bij zijn doelwit zonder worp (CORE-16)
house-rule-flame-lightning-hits-contact-why = Een samenvatting van de regels door Nederlandse fans uit 2001 noemt voor hen geen worp; staat dit uit, dan vergelijkt de app de ene aanvalsworp met de verdedigingswaarde van elke figuur.
# Table (ui/table.rs): shown in the turn bar when the game uses a house rule.
house-rule-in-use-move-formation-of-two = Huisregel: een bewegingsformatie mag 2 figuren hebben
house-rule-in-use-close-formation-counts-primary = Huisregel: de bonus van een close combat-formatie telt de hoofdaanvaller mee
house-rule-in-use-invulnerability-ranged-only = Huisregel: Invulnerability verlaagt alleen schade in ranged combat
house-rule-in-use-flame-lightning-hits-contact = Huisregel: Flame/Lightning raakt de figuren bij zijn doelwit zonder worp

## Een aanval die op de kaart wordt ingevoerd (issue 35).
attack-close-title = Close combat-aanval
attack-ranged-title = Ranged combat-aanval
attack-pick-target = Tik op het doelwit.
attack-pick-targets = { $count ->
    [one] Tik op het doelwit.
   *[other] Tik op maximaal { $count } doelwitten.
}
attack-only-target = Alleen { $figure } kan nu worden aangevallen, dus die is al gekozen.
attack-no-target = Nu kan geen enkele figuur zo worden aangevallen.
attack-needs = heeft { $roll }+ nodig
attack-needs-any = raakt behalve bij een 2
attack-needs-twelve = heeft een 12 nodig
attack-pick-section = Welke sectie van { $figure } wordt geraakt?
attack-tap-roll = Tik op het totaal van je 2D6.
attack-roll-result = { $targets ->
    [one] { $hits ->
        [0] mis
       *[other] raak
    }
   *[other] { $hits ->
        [0] niets raak
        [one] 1 keer raak
       *[other] { $hits } keer raak
    }
}
attack-roll-for-me = Gooi voor mij
attack-without-dice = Zonder dobbelstenen: alleen de actie

## Wat Ongedaan maken terugdraait en Opnieuw herhaalt (issue 35).
undone-what = Ongedaan gemaakt: { $what }
redone-what = Opnieuw gedaan: { $what }
last-change = de laatste wijziging

## Een wizardstap met maar één mogelijk antwoord, door de app gekozen (issue 35).
wiz-taken = { $answer }: het enige mogelijke antwoord, dus al gekozen.

## Het dobbelvel verwijst voor aanvallen naar de kaart (issue 35).
dice-attack-on-card = Tik voor een aanval op ‘{ action-close }’ of ‘{ action-ranged }’ op de kaart van de aanvaller: daar kent de app de doelwitten.

## Bereden charge of bereden bound van een cavalerie-eenheid, met de aanval op de kaart (CAV-27, CAV-28).
attack-mounted = { $maneuver }: zonder base contact beweegt het rijdier eerst, daarna valt deze draaischijf aan

## The table kept between games (issue 35)

new-game-kept = Spelers en legers zoals je ze achterliet.
# Variables:
#   $names (String) - the last game's players, separated by commas
new-game-last-table = Dezelfde tafel als het vorige spel: { $names }
names-list = { $head } en { $last }
new-game-afresh = Opnieuw beginnen
# Variables:
#   $rider (String) - the rider's name
#   $mount (String) - the mount's name
paired-alone = De enige ruiter en het enige rijdier van dit leger: { $rider } berijdt { $mount }. Je kunt dit in de lijst wijzigen.
rematch = Revanche
# Variables:
#   $name (String) - the finished game's name
rematch-name = { $name } (revanche)

## Eén spel op meerdere telefoons (issue 36): koppelen met QR-codes, en tikken tijdens het delen

share-title = Spelen op meerdere telefoons
share-intro = Eén telefoon host het spel en slaat het op; de andere spelers doen elk mee met hun eigen telefoon. De telefoons maken rechtstreeks verbinding via dezelfde wifi of de hotspot van een telefoon: internet is niet nodig.
share-start = Dit spel delen
share-join = Meedoen aan een gedeeld spel
share-no-game = Open eerst een spel om het vanaf deze telefoon te delen. Om mee te doen heb je geen spel nodig.
share-preparing = De code van deze telefoon wordt gemaakt…
share-offer-shown = Open op de andere telefoon ‘{ share-title }’, tik op ‘{ share-join }’ en richt de camera op deze code. Tik daarna op ‘{ share-scan-answer }’.
share-scan-answer = Code van de gast scannen
share-scanning-answer = Richt de camera van deze telefoon op de code op het scherm van de gast.
share-scanning-offer = Richt de camera van deze telefoon op de code op het scherm van de host.
share-answer-shown = Nu scant de host deze code met zijn camera. Het spel van de host opent hier zodra de telefoons verbonden zijn.
share-connecting = De telefoons worden verbonden…
share-linked-host = Verbonden. Deze telefoon controleert nu de tikken op alle telefoons, slaat ze op en toont ze daarna overal.
share-linked-guest = Verbonden. Deze telefoon toont nu het spel van de host en volgt het; de host slaat je tikken op.
share-add-phone = Nog een telefoon toevoegen
share-end = Delen stoppen
share-ended-here = Het delen is gestopt. Elke telefoon houdt het spel zoals het nu staat.
share-leave = Niet meer volgen
share-cancel = Annuleren
share-again = Opnieuw proberen
share-camera = Wat de camera ziet
share-code = De koppelcode van deze telefoon
share-hosting = Deze telefoon host het spel.
share-following = Deze telefoon volgt het spel van de host.
share-failed-no-webrtc = Deze browser kan telefoons niet rechtstreeks verbinden (de desktop-app onder Linux bijvoorbeeld ook niet). Zet het spel in plaats daarvan over met een bestand: exporteer het vanuit de lijst met spellen en open het bestand op het andere apparaat.
share-failed-camera-blocked = De camera is geblokkeerd. Geef deze app toegang tot de camera in de instellingen van de browser of de telefoon en probeer het opnieuw.
share-failed-no-camera = Hier is geen camera te gebruiken. Koppel vanaf een telefoon met een werkende camera.
share-failed-not-read = De code is niet gelezen. Houd de telefoon stil, ongeveer een handbreedte van het andere scherm af, met de hele code in beeld, en probeer het opnieuw.
# A code the camera read that this step cannot use.
# Variables:
#   $other_half (String) - "yes" when it is the other phone's code for the other step, else "no" (not a code of this app)
share-failed-wrong-code = { $other_half ->
    [yes] Dat is niet de code voor deze stap: eerst scant de gast de code van de host, daarna scant de host die van de gast.
   *[no] Die code is geen koppelcode van deze app.
}
share-failed-broken = De browser kon de verbinding niet maken. Probeer het opnieuw.
# Variables:
#   $seconds (Number) - how long the phones tried to link
share-failed-no-connection = De telefoons hebben binnen { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } seconden
} geen verbinding gekregen. Ze moeten op dezelfde wifi of hotspot zitten, en op dat netwerk moeten apparaten elkaar kunnen bereiken (bij sommige openbare netwerken en gastnetwerken kan dat niet).
# Variables:
#   $count (Number) - how many phones follow this phone's game
share-phones = { $count ->
    [one] Eén andere telefoon volgt dit spel.
   *[other] { $count } andere telefoons volgen dit spel.
}
unshared-host-gone = Niet opgeslagen: de host is niet meer bereikbaar. Kwam de tik daar eerder aan, dan verschijnt hij zodra je weer meedoet.
unshared-ended = Niet opgeslagen: het delen is gestopt. Het spel op deze telefoon is nu van jou; tik opnieuw.
unshared-not-joined = Nog niet opgeslagen: het spel van de host is nog niet op deze telefoon aangekomen.
unshared-still-linked = De host is nog verbonden: alleen een telefoon waarvan de host weg is, kan het spel in zijn plaats hosten.
share-take-over = Het spel op deze telefoon hosten
share-host-gone-choice = Is de host voorgoed weg, dan kan deze telefoon het spel hosten vanaf zijn eigen kopie. De andere telefoons doen dan met deze telefoon mee, en wijzigingen die alleen zij hebben, worden toegevoegd.
share-took-over = Deze telefoon host het spel nu, vanaf wijziging { $seq }. Tik op elke andere telefoon op ‘{ share-join }’.
share-seat-question = Wie speelt er op deze telefoon?
share-seat-hint = De knop ‘Alleen’ bij de tafel toont dan de figuren van die speler, wie er ook aan de beurt is.
# Variables:
#   $author (String) - who made the change that is now the last one
unshared-not-last = { $known ->
    [yes] Er is niets ongedaan gemaakt of opnieuw gedaan: een andere wijziging was eerder. De laatste wijziging is nu die van { $author }.
   *[no] Er is niets ongedaan gemaakt of opnieuw gedaan: een andere wijziging was eerder. Kijk naar de tafel en probeer het dan opnieuw.
}
unshared-not-saved = { $reason }
unshared-no-answer = De host heeft nog niet geantwoord. Slaat hij deze wijziging op, dan verschijnt ze hier vanzelf: je hoeft niet opnieuw te tikken.
unshared-not-kept-here = De host heeft deze wijziging opgeslagen, maar deze telefoon kon ze nog niet in zijn kopie opslaan. Ze verschijnt hier zodra deze telefoon bij is: je hoeft niet opnieuw te tikken.
unshared-not-hosting = Een andere telefoon heeft dit spel later overgenomen: deze telefoon host het niet meer. Doe mee met die telefoon om verder te spelen.
share-stop-first = Dit spel niet meer delen?
share-stop-first-body = Er kan maar één spel tegelijk gedeeld worden. De andere telefoons houden hun kopie, en deze telefoon houdt het spel als een van zijn eigen spellen.
share-stop-first-yes = Delen stoppen
share-keep-sharing = Blijven delen
unshared-gathering = Nog niet opgeslagen: de telefoon die het spel overneemt, wacht nog op de andere telefoons. Tik opnieuw zodra zijn speler met hosten is begonnen.
share-gathering = Deze telefoon neemt het spel over. Verbind nu elke andere telefoon ermee: hieronder staat de laatste wijziging van elke telefoon. Doen ze allemaal mee, tik dan op ‘{ share-start-hosting }’; eerder wordt geen wijziging opgeslagen.
share-start-hosting = Beginnen met hosten
share-facts-title = Telefoons verbonden met deze
# Variables:
#   $who (String) - who plays on that phone
#   $seq (Number) - the last change that phone holds
share-facts-line = { $who }: tot wijziging { $seq }
# Variables:
#   $who (String) - who plays on the phone furthest ahead
#   $count (Number) - how many changes it holds that this phone lacks
share-facts-ahead = { $count ->
    [one] De telefoon van { $who } heeft één wijziging die deze mist. Die wordt hier toegevoegd als die telefoon meedoet; voor de zekerheid host je het spel beter vanaf die telefoon.
   *[other] De telefoon van { $who } heeft { $count } wijzigingen die deze mist. Die worden hier toegevoegd als die telefoon meedoet; voor de zekerheid host je het spel beter vanaf die telefoon.
}
