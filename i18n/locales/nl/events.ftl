### Wat er in een spel gebeurde, als zinnen voor het logboek. Variabelen heten naar de velden
### van de events in de engine; figuren komen binnen als hun naam, booleans als "yes" of "no".

## Beurten en acties

# Variabelen:
#   $phase (String) - naam van de fase
event-phase-changed = De { $phase } begint.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $action (String) - naam van de actie
#   $actions_left (Number) - acties over deze beurt
event-action-given = { $figure } krijgt een actie: { $action } ({ $actions_left ->
    [0] geen acties meer
    [one] nog { $actions_left } actie
   *[other] nog { $actions_left } acties
}).
# Variabelen:
#   $actions_left (Number) - acties over deze beurt
event-passed = Gepast ({ $actions_left ->
    [0] geen acties meer
    [one] nog { $actions_left } actie
   *[other] nog { $actions_left } acties
}).
# Variabelen:
#   $figure (String) - naam van de figuur
#   $tokens (Number) - actiemarkers die hij nu draagt
event-token-added = { $figure } draagt nu { $tokens ->
    [one] { $tokens } actiemarker
   *[other] { $tokens } actiemarkers
}.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $d6 (Number) - de worp
#   $success (String) - yes of no
event-break-away = { $figure } gooit { $d6 } om los te breken: { $success ->
    [yes] de figuur komt los.
   *[no] de figuur blijft in base contact.
}
# Variabelen:
#   $player (String) - naam van de speler
event-turn-ended = De beurt van { $player } is voorbij.
# Variabelen:
#   $player (String) - naam van de speler
#   $round (Number) - de ronde
event-turn-started = Ronde { $round }: { $player } is aan de beurt.
# Variabelen:
#   $figure (String) - naam van de figuur
event-tokens-cleared = { $figure } heeft gerust: de actiemarkers gaan eraf.

## Gevecht en draaischijven

# Variabelen:
#   $attacker (String) - aanvaller
#   $two_d6 (Number) - het totaal van 2D6
event-attack-rolled = { $attacker } gooit { $two_d6 }.
# Variabelen:
#   $attacker (String) - aanvaller
#   $target (String) - doelwit
#   $total (Number) - 2D6 plus aanvalswaarde en modifiers
#   $defense (Number) - de te halen verdedigingswaarde
event-attack-compared = { $total } tegen de verdediging { $defense } van { $target }.
# Variabelen:
#   $attacker (String) - aanvaller
#   $target (String) - doelwit
#   $critical (String) - yes of no
event-hit = { $critical ->
    [yes] Critical hit! { $attacker } raakt { $target }.
   *[no] { $attacker } raakt { $target }.
}
# Variabelen:
#   $attacker (String) - aanvaller
#   $target (String) - doelwit
#   $critical (String) - yes of no
event-missed = { $critical ->
    [yes] Critical miss: { $attacker } mist { $target } en raakt zelf gewond.
   *[no] { $attacker } mist { $target }.
}
# Variabelen:
#   $figure (String) - naam van de figuur
#   $dial (Number) - welke draaischijf
#   $from (Number) - clickindex ervoor
#   $to (Number) - clickindex erna
#   $clicks (Number) - clicks schade
#   $click (Number) - de click waar hij nu op staat, vanaf 1
#   $cause (String) - table, attack, critical-miss, pushing, area of trample
event-damaged = { $figure } krijgt { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } clicks
} { $cause ->
    [pushing] pushingschade
    [critical-miss] schade door de eigen critical miss
    [area] gebiedsschade
    [trample] schade door vertrappen
   *[other] schade
} en staat nu op click { $click }.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $dealt (Number) - toegebrachte schade
#   $taken (Number) - schade na vermindering
event-damage-reduced = De verdediging van { $figure } brengt { $dealt ->
    [one] { $dealt } schade
   *[other] { $dealt } schade
} terug tot { $taken }.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $dial (Number) - welke draaischijf
#   $from (Number) - clickindex ervoor
#   $to (Number) - clickindex erna
#   $clicks (Number) - genezen clicks
#   $click (Number) - de click waar hij nu op staat, vanaf 1
event-healed = { $figure } geneest { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } clicks
}, terug naar click { $click }.
# Variabelen:
#   $figure (String) - naam van de figuur
event-eliminated = { $figure } is uitgeschakeld.
# Variabelen:
#   $figure (String) - figure name
#   $ability (String) - the ability
event-ability-used = { $figure } gebruikt { $ability }.
# Variabelen:
#   $figure (String) - figure name
#   $ability (String) - the ability
#   $d6 (Number) - the die
event-ability-rolled = { $figure } gooit { $d6 } voor { $ability }.
# Variabelen:
#   $figure (String) - the figure back in play
#   $by (String) - the figure that brought it back
event-returned = { $figure } is terug in het spel op zijn startpositie, teruggehaald door { $by }.
# Variabelen:
#   $figure (String) - the figure that rolled
#   $actions_left (Number) - actions left this turn
event-extra-action = De worp van { $figure } geeft deze beurt één actie extra ({ $actions_left ->
    [0] geen acties meer
    [one] nog { $actions_left } actie
   *[other] nog { $actions_left } acties
}).

## Cavalerie

# Variabelen:
#   $unit (String) - het rijdier van de eenheid
event-no-pushing-damage = { $unit } is cavalerie: een tweede actiemarker geeft geen pushingschade.
# Variabelen:
#   $rider (String) - de ruiter
#   $mount (String) - het rijdier
event-dismounted = { $rider } stijgt af en staat naast { $mount }.
# Variabelen:
#   $rider (String) - de ruiter
#   $mount (String) - het rijdier
event-remounted = { $rider } stijgt op { $mount }; de eenheid draagt één actiemarker.
# Variabelen:
#   $rider (String) - de ruiter
#   $mount (String) - het rijdier
event-rider-thrown = { $mount } is uitgeschakeld: { $rider } wordt ernaast gezet, als er plek is.
# Variabelen:
#   $rider (String) - de ruiter
#   $mount (String) - het rijdier
event-rider-lost = { $rider } is weg: { $mount } heeft geen ruiter meer.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $dial (Number) - welke draaischijf
#   $to (Number) - clickindex erna
#   $click (Number) - de click waar hij nu op staat, vanaf 1
event-dial-reset = { $figure } kan niet eerder uitgeschakeld worden dan zijn ruiter: de draaischijf gaat terug naar click { $click }.
# Variabelen:
#   $mount (String) - het rijdier
event-mount-fled = { $mount } is een schichtig rijdier zonder ruiter: het rijdier verlaat het spel.
# Variabelen:
#   $mount (String) - het rijdier
#   $player (String) - de speler aan wiens kant het staat
event-mount-sides = { $mount } is een kwaadaardig rijdier zonder ruiter: deze beurt vecht het rijdier voor { $player }.
# Variabelen:
#   $figure (String) - naam van de figuur
event-free-spun = { $figure } maakt een gratis draai.
# Variabelen:
#   $captor (String) - de gevangennemer
#   $target (String) - het doelwit
event-capture-announced = { $captor } probeert { $target } gevangen te nemen.
# Variabelen:
#   $captor (String) - de figuur die gevangenneemt
#   $captive (String) - de gevangen figuur
event-captured = { $captor } neemt { $captive } gevangen.
# Variabelen:
#   $captive (String) - de bevrijde figuur
#   $captor (String) - de figuur die hem vasthield
event-freed = { $captor } houdt { $captive } niet langer vast: die figuur is weer vrij.
# Variabelen:
#   $captor (String) - de figuur die gevangenneemt
#   $captive (String) - de gevangene
event-captive-slain = { $captor } toont nu Berserk en schakelt de gevangen figuur { $captive } uit.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $proficiency (String) - naam van de vaardigheid
event-proficiency-used = { $figure } gebruikt { $proficiency }.
# Variabelen:
#   $unit (String) - de aanvallende eenheid
#   $target (String) - de doeleenheid
#   $d6 (Number) - de worp
#   $total (Number) - worp plus ruiteraanvalsbonus
#   $success (String) - yes of no
event-overwhelm-rolled = { $unit } overrompelt { $target }: { $d6 }, totaal { $total }. { $success ->
    [yes] De ruiter moet afstijgen.
   *[no] De ruiter blijft zitten.
}
# Variabelen:
#   $unit (String) - het rijdier van de eenheid
event-dark-unity-used = { $unit } gebruikt { glossary-dark-unity }: de ruiter neemt pushingschade om het rijdier te genezen.

## Formaties

# Variabelen:
#   $primary (String) - de figuur die voor de formatie aanvalt of haar beweging leidt
#   $action (String) - naam van de actie
#   $size (Number) - figuren in de formatie
#   $actions_left (Number) - acties die deze beurt over zijn
event-formation-acted = { $primary } leidt een formatie van { $size ->
    [one] { $size } figuur
   *[other] { $size } figuren
}: { $action } ({ $actions_left ->
    [0] geen acties meer
    [one] nog { $actions_left } actie
   *[other] nog { $actions_left } acties
}).
# Variabelen:
#   $figure (String) - het traagste lid
#   $speed (Number) - zijn snelheid
event-formation-speed = De formatie beweegt hoogstens zo ver als { $figure }, haar traagste lid, zou kunnen: snelheid { $speed }.
# Variabelen:
#   $attacker (String) - de hoofdaanvaller
#   $bonus (Number) - wat de formatie toevoegt
event-formation-bonus = De formatie geeft { $attacker } +{ $bonus } op de aanvalsworp.

## Kolossen en strijdwagens

# Variabelen:
#   $figure (String) - de kolos
#   $section (String) - naam van de sectie
#   $action (String) - naam van de actie
#   $actions_left (Number) - acties over deze beurt
event-section-action-given = { $figure } (sectie { $section }) krijgt een actie: { $action } ({ $actions_left ->
    [0] geen acties meer
    [one] nog { $actions_left } actie
   *[other] nog { $actions_left } acties
}).
# Variabelen:
#   $figure (String) - de kolos
event-colossal-actions-ended = Een andere figuur kreeg een actie: { $figure } krijgt deze beurt geen acties meer.
# Variabelen:
#   $figure (String) - de kolos
#   $section (String) - naam van de sectie
event-section-inactive = Sectie { $section } van { $figure } toont drie schedels: ze is inactief.
# Variabelen:
#   $figure (String) - de kolos
#   $distance (Number) - opgetelde snelheid in inch
event-movement-combined = { $figure } mag deze beurt in totaal { $distance ->
    [one] { $distance } inch
   *[other] { $distance } inch
} bewegen.
# Variabelen:
#   $figure (String) - de kolos
#   $section (String) - naam van de sectie
event-section-targeted = De aanval op { $figure } komt terecht op sectie { $section }.
# Variabelen:
#   $chariot (String) - de strijdwagen
#   $passenger (String) - de passagier
#   $d6 (Number) - de worp van de aanvaller
#   $hit (String) - yes of no
event-passenger-roll = { $d6 } voor { $passenger } in { $chariot }: { $hit ->
    [yes] de passagier wordt ook geraakt.
   *[no] de passagier blijft gespaard.
}
# Variabelen:
#   $figure (String) - de passagier
#   $chariot (String) - de strijdwagen
event-boarded = { $figure } stapt in { $chariot }.
# Variabelen:
#   $figure (String) - de passagier
#   $chariot (String) - de strijdwagen
#   $section (String) - de sectie waarlangs hij uitstapt
event-disembarked = { $figure } stapt uit { $chariot } via sectie { $section }.
# Variabelen:
#   $figure (String) - de passagier
#   $chariot (String) - de strijdwagen
event-passenger-thrown = { $chariot } is uitgeschakeld: { $figure } wordt eruit geslingerd en krijgt 1D6 schade.

event-clock-paused = De spelklok staat stil.
event-clock-resumed = De spelklok loopt weer.
# Variables:
#   $winner (String) - the player left without opponents
event-game-won = { $winner } heeft geen enkele vijandelijke figuur meer tegenover zich: het spel is voorbij.
event-time-ran-out = De afgesproken tijd is op: het spel is voorbij.
event-condition-met = De afgesproken eindvoorwaarde is uitgekomen: het spel is voorbij.
event-game-stopped = De spelers hebben het spel beëindigd.
