### Waarom de regels iets weigeren. De app toont het regel-id ernaast als link.
### Variabelen heten naar de velden in de engine; figuren komen binnen als hun naam.

## Basisspel

# Variabelen:
#   $figure (String) - het id van de figuur
violation-unknown-figure = Die figuur bestaat niet in dit spel.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $player (String) - wie er aan de beurt is
violation-not-your-figure = { $player } is aan de beurt: alleen figuren van die speler kunnen een actie krijgen, en { $figure } hoort daar niet bij.
# Variabelen:
#   $allowed (Number) - acties per beurt
violation-no-actions-left = { $allowed ->
    [one] De enige actie van deze beurt is gebruikt.
   *[other] Alle { $allowed } acties van deze beurt zijn gebruikt.
} Beëindig de beurt.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-already-acted = { $figure } heeft deze beurt al een actie gekregen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-two-tokens = { $figure } draagt twee actiemarkers en moet deze beurt rusten.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-eliminated = { $figure } is uitgeschakeld.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-nothing-to-heal = { $figure } staat al op zijn startpositie: genezing draait nooit verder terug dan de startpositie.
violation-no-clicks = Schade en genezing gaan per hele click: minstens één.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $dial (Number) - de gevraagde draaischijf
violation-no-such-dial = { $figure } heeft zo'n draaischijf niet.
# Variabelen:
#   $value (Number) - de ingevulde waarde
violation-bad-two-d6 = { $value } is geen worp met twee dobbelstenen: vul een totaal van 2 tot 12 in.
# Variabelen:
#   $value (Number) - de ingevulde waarde
violation-bad-d6 = { $value } is geen worp met één dobbelsteen: vul 1 tot 6 in.
# Variabelen:
#   $action (String) - naam van de actie
violation-roll-does-not-fit = Die worp hoort niet bij deze actie ({ $action }).
# Variabelen:
#   $count (Number) - gekozen doelwitten
#   $allowed (Number) - toegestane doelwitten
violation-bad-target-count = { $count ->
    [one] { $count } doelwit
   *[other] { $count } doelwitten
} gekozen, maar deze aanval staat er { $allowed } toe.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-bad-target = { $figure } kan niet twee keer als doelwit worden gekozen, en ook niet door zichzelf.
violation-own-figure = { $figure } hoort bij je eigen kant: je eigen figuren aanvallen mag niet.
violation-no-healing = { $figure } toont nu geen Healing en kan dus niet genezen.
violation-no-magic-healing = { $figure } toont nu geen Magic Healing en kan dus niet op afstand genezen.
violation-heal-opposing = { $figure } is een vijandelijke figuur: alleen je eigen figuren kunnen genezen worden.
violation-heal-invulnerable = { $figure } toont Invulnerability en kan niet genezen worden.
# Variabelen:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-not-shown = { $figure } toont nu geen { $ability }.
# Variabelen:
#   $ability (String) - the ability
#   $action (String) - action name
violation-ability-wrong-action = { $ability } hoort niet bij een actie van het type { $action }.
# Variabelen:
#   $figure (String) - figure name
#   $ability (String) - the ability that forbids it
#   $action (String) - action name
violation-ability-forbids = { $figure } toont { $ability } en mag daardoor geen actie van het type { $action } krijgen.
# Variabelen:
#   $figure (String) - the attacker
#   $ability (String) - the ability
violation-damage-roll-needed = { $figure } heeft geraakt met { $ability }: vul de worp in die de schade bepaalt.
# Variabelen:
#   $figure (String) - the immune figure
#   $ability (String) - the magic ability
violation-magic-immune = { $figure } is immuun voor { $ability }.
# Variabelen:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-in-contact = { $figure } staat in base contact met een vijandelijke figuur en kan { $ability } dus niet gebruiken.
# Variabelen:
#   $figure (String) - the figure named
violation-not-returnable = { $figure } is geen van je uitgeschakelde figuren en kan dus niet terugkomen.
# Variabelen:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-start-of-turn-only = { $figure } gooit voor { $ability } één keer per beurt, aan het begin, vóór elke actie.
# Variabelen:
#   $ability (String) - the ability
violation-no-ability-damage = { $ability } doet buiten een aanval zelf geen schade.
# Variabelen:
#   $figure (String) - the target
#   $ability (String) - the ability that protects it
violation-ability-protects = { $figure } toont { $ability } en kan zo geen doelwit zijn.
violation-cannot-capture = { $figure } toont { $ability } en kan dus niet gevangennemen of gevangengenomen worden.
# Variabelen:
#   $figure (String) - de gevangene
#   $captor (String) - de figuur die hem vasthoudt
violation-captive = { $figure } is gevangene van { $captor } en kan geen actie krijgen.
# Variabelen:
#   $figure (String) - de gevangene
#   $captor (String) - de figuur die hem vasthoudt
violation-captive-untouchable = { $captor } houdt { $figure } gevangen: die figuur kan geen doelwit zijn en geen schade oplopen.
# Variabelen:
#   $figure (String) - de figuur die gevangenneemt
#   $captive (String) - zijn gevangene
violation-holds-captive = { $figure } houdt { $captive } gevangen en mag daarom alleen een bewegingsactie krijgen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-no-range = { $figure } heeft geen vuurafstand en kan geen ranged combat-aanvallen doen.
# Variables:
#   $figure (String) - the figure whose speed value is read
violation-no-speed-to-move = { $figure } heeft snelheid 0 en kan daarom geen bewegingsactie krijgen.
# Variables:
#   $figure (String) - the figure to heal
violation-heal-target-in-contact = { $figure } staat in base contact met een vijandelijke figuur, dus Magic Healing kan hem niet bereiken.

## Cavalerie

# Variabelen:
#   $unit (String) - het rijdier van de eenheid
violation-cav-second-action = { $unit } is een cavalerie-eenheid: die krijgt maar één actie per beurt.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-cav-free-spin = Rijdieren en cavalerie-eenheden maken nooit een gratis draai, dus { $figure } ook niet.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-cav-capture = Cavalerie-eenheden kunnen niet gevangennemen of gevangengenomen worden, dus { $figure } kan niet meedoen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-cav-surge = Cavalerie-eenheden kunnen de vaardigheid Surge niet gebruiken, dus { $figure } ook niet.
violation-cav-carried = { $figure } hoort bij een cavalerie-eenheid: Strong Flyer en Magic Levitation kunnen die niet meenemen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-cav-not-a-unit = { $figure } is geen cavalerie-eenheid (een rijdier met zijn ruiter erop).
# Variabelen:
#   $figure (String) - naam van de figuur
violation-cav-not-a-rider = { $figure } is geen ruiter: alleen ruiters kunnen rijdieren berijden.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-cav-not-a-mount = { $figure } is geen rijdier: alleen rijdieren dragen ruiters.
# Variabelen:
#   $rider (String) - de ruiter
#   $mount (String) - het rijdier
violation-cav-mount-mismatch = { $rider } heeft geen rijdiersymbool voor het rijdiertype van { $mount }.
# Variabelen:
#   $rider (String) - de ruiter
#   $mount (String) - het rijdier
violation-cav-dark-riders-mismatch = Duistere Ruiters horen alleen bij elkaar volgens verzamelnummer: { $rider } kan { $mount } niet berijden.
# Variabelen:
#   $unit (String) - het rijdier van de eenheid
violation-cav-dark-rider-dismount = Duistere Ruiters stijgen nooit af en kunnen niet afgeworpen worden ({ $unit }).
# Variabelen:
#   $unit (String) - het rijdier van de eenheid
violation-cav-no-room-to-dismount = Er is geen plek voor de ruiter naast { $unit }, dus hij kan niet afstijgen.
# Variabelen:
#   $rider (String) - de ruiter
violation-cav-already-mounted = { $rider } zit al op een rijdier: alleen een afgestegen ruiter kan weer opstijgen.
# Variabelen:
#   $mount (String) - het rijdier
violation-cav-mount-taken = { $mount } draagt al een ruiter.
# Variabelen:
#   $mount (String) - het rijdier
violation-cav-mount-not-friendly = { $mount } is geen eigen rijdier: een ruiter stijgt alleen op een eigen rijdier.
# Variabelen:
#   $unit (String) - het rijdier van de eenheid
#   $proficiency (String) - naam van de vaardigheid
violation-cav-lacks-proficiency = { $unit } heeft { $proficiency } niet.
# Variabelen:
#   $target (String) - het doelwit
violation-cav-overwhelm-target = Overrompelen moet eindigen in base contact met precies één vijandelijke cavalerie-eenheid, en { $target } is dat niet.
violation-cav-in-contact = { $unit } staat in base contact met een vijandelijke figuur en kan { $proficiency } dus niet gebruiken: die vaardigheid kan alleen beginnen zonder contact.
violation-cav-overwhelm-speed = { $unit } mag bij Overrompelen geen snelheidseigenschap gebruiken: de beweging gebruikt alleen de snelheid.
violation-cav-trample-elevated = { $unit } staat niet op grondniveau, en Vertrappen kan alleen op grondniveau beginnen.
violation-cav-trample-double-time = { $unit } mag bij Vertrappen geen Double-Time gebruiken.
# Variabelen:
#   $rider (String) - de ruiter
violation-cav-impale-weapon-master = { $rider } heeft Spietsen en kan dus nooit Weapon Master gebruiken.
# Variabelen:
#   $unit (String) - het rijdier van de eenheid
violation-cav-not-dark-riders = Alleen eenheden van de Duistere Ruiters kunnen { glossary-dark-unity } gebruiken; { $unit } is er geen.
# Variabelen:
#   $unit (String) - het rijdier van de eenheid
violation-cav-dark-unity-timing = { glossary-dark-unity } gebruik je in je eigen commandofase, vóór elke actie ({ $unit }).
# Variabelen:
#   $unit (String) - het rijdier van de eenheid
violation-cav-dark-unity-used = { glossary-dark-unity } is deze commandofase al gebruikt ({ $unit }).
# Variabelen:
#   $figure (String) - naam van de figuur
violation-cav-formation-mixed = Cavalerie-eenheden vormen alleen formaties met andere cavalerie-eenheden; { $figure } past daar niet bij.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-cav-formation-faction = Alle ruiters in een cavalerieformatie moeten dezelfde factie hebben; { $figure } heeft een andere.
# Variabelen:
#   $rider (String) - de ruiter
violation-cav-not-thrown = Alleen een ruiter van wie het rijdier deze beurt is uitgeschakeld, kan door plaatsgebrek worden uitgeschakeld; { $rider } is niet zo'n ruiter.
# Variables:
#   $mount (String) - the mount
violation-cav-skittish-mount = { $mount } is een schichtig rijdier zonder ruiter en kan geen acties krijgen.
# Variables:
#   $mount (String) - the mount
#   $captive (String) - its captive
violation-cav-remount-captor = { $mount } houdt { $captive } gevangen, en een cavalerie-eenheid kan geen gevangene houden, dus er mag nu geen ruiter op stijgen.
# Variables:
#   $rider (String) - the rider
#   $ability (String) - the rider's ability
violation-cav-mount-moves = { $rider } zit op zijn rijdier: de cavalerie-eenheid beweegt alleen met de eigenschappen van het rijdier, dus zijn eigen eigenschap { $ability } telt niet.

## Formaties

# Variabelen:
#   $action (String) - naam van de actie
violation-formation-action = Een formatie kan alleen bewegen, in close combat aanvallen of schieten, niet { $action }.
# Variabelen:
#   $action (String) - naam van de actie
#   $size (Number) - gekozen figuren
#   $min (Number) - het minimum
#   $max (Number) - het maximum
violation-formation-size = Een formatie voor deze actie ({ $action }) telt { $min } tot { $max ->
    [one] { $max } figuur
   *[other] { $max } figuren
}; { $size ->
    [one] er is er maar één gekozen
   *[other] er zijn er { $size } gekozen
}.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-formation-repeated = { $figure } staat twee keer in deze formatie (een cavalerie-eenheid telt één keer, welke van haar figuren je ook kiest).
violation-formation-not-in-contact = Alle leden van een formatie moeten onderling in base contact staan.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-formation-no-faction = { $figure } hoort bij geen enkele factie, net als alle Mage Spawn, en kan dus nooit deel uitmaken van een formatie.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-formation-faction = { $figure } heeft geen factie gemeen met de andere leden van deze formatie.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $ability (String) - de eigenschap die hij toont
violation-formation-ability = { $figure } toont { $ability } en kan zich dus niet bij een formatie aansluiten.
# Variabelen:
#   $figure (String) - de passagier
violation-formation-passenger = { $figure } rijdt mee in een strijdwagen en raakt geen andere figuur, en kan zich dus niet bij een formatie aansluiten.

## Kolossen

# Variabelen:
#   $figure (String) - naam van de figuur
violation-col-not-a-colossal = { $figure } is geen kolos: secties bestaan alleen bij kolossen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-col-section-needed = { $figure } is een kolos: geef elke actie aan een van zijn secties.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-col-command-section-unclear = { $figure } toont Demoralized op meer dan één sectie: genees zelf de sectie die in base contact staat.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $section (String) - naam van de sectie
violation-col-inactive-section = Sectie { $section } van { $figure } is inactief en krijgt geen schade meer.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $section (String) - naam van de sectie
violation-col-inactive-section-acts = Sectie { $section } van { $figure } is inactief en kan geen actie krijgen.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $section (String) - naam van de sectie
violation-col-section-already-acted = Sectie { $section } van { $figure } heeft deze beurt al een actie gekregen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-col-actions-over = Na { $figure } heeft een andere figuur een actie gekregen, dus krijgt { $figure } deze beurt geen acties meer.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-col-move-after-combat = { $figure } heeft deze beurt al gevochten: al zijn bewegingen komen vóór het gevecht.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-col-push-section-needed = Kies welke sectie van { $figure } de pushingschade krijgt.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $effect (String) - naam van het effect
violation-col-immune = { $figure } is een kolos: { $effect } kan niet door hem of op hem worden gebruikt.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-col-break-away-once = { $figure } gooit maar één keer per beurt om los te breken.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-col-too-many-objectives = { $figure } mag een beweging niet eindigen in base contact met meer dan één missiemarker.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $section (String) - naam van de sectie
violation-col-section-cannot-shoot = Sectie { $section } van { $figure } kan geen ranged combat-aanval doen: daarvoor zijn een vuurafstand, een aanvalswaarde boven 0 en geen vijandelijke figuur in base contact nodig.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-col-not-long-range = Een langeafstandsaanval kan alleen als een titan, kolos of kasteelsectie een titan, kolos of kasteelsectie aanvalt ({ $figure }).
# Variabelen:
#   $figure (String) - de aangevallen kolos
#   $rule (String) - het regel-id
violation-col-aim-needed = Geef aan welke sectie van { $figure } de aanval bereikt.
# Variabelen:
#   $figure (String) - de aangevallen kolos
violation-col-no-active-section-touched = Een close combat-aanval op { $figure } vereist base contact met een actieve sectie.
# Variabelen:
#   $figure (String) - de aangevallen kolos
#   $rule (String) - het regel-id
violation-col-controller-pick-needed = De speler van { $figure } moet de sectie kiezen die geraakt wordt.
# Variabelen:
#   $figure (String) - de aangevallen kolos
#   $rule (String) - het regel-id
violation-col-attacker-pick-needed = Die sectie van { $figure } is inactief: de aanvaller kiest een actieve sectie.
# Variabelen:
#   $figure (String) - de aangevallen kolos
#   $section (String) - naam van de sectie
#   $rule (String) - het regel-id
violation-col-bad-section-pick = Sectie { $section } van { $figure } kan hier niet gekozen worden.
# Variabelen:
#   $figure (String) - de aangevallen kolos
#   $rule (String) - het regel-id
violation-col-aim-does-not-fit = Die sectiekeuze bij { $figure } past niet bij dit soort aanval.
# Variabelen:
#   $figure (String) - de aangevallen kolos
#   $section (String) - naam van de sectie
violation-col-section-shielded = Sectie { $section } van { $figure } raakt een figuur aan de kant van de aanvaller: de aanval gaat niet door. Gebruik de actie op een andere manier.
# Variables:
#   $figure (String) - the colossal
#   $ability (String) - Charge or Bound
violation-col-move-and-attack = { $figure } is een kolos: de bewegingsacties van zijn secties vormen samen één rechte beweging, dus { $ability } kan een beweging en een aanval niet in één actie samenvoegen.

## Strijdwagens

# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-not-a-chariot = { $figure } is geen strijdwagen: alleen strijdwagens nemen passagiers mee.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-cannot-reverse = { $figure } is een strijdwagen en kan niet recht achteruit rijden.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-cannot-be-passenger = { $figure } kan geen passagier zijn: kolossen, titans en figuren met het bewegingstype hoefijzer rijden nooit mee in een strijdwagen.
# Variabelen:
#   $chariot (String) - de strijdwagen
violation-chr-chariot-full = { $chariot } heeft al een passagier.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-already-aboard = { $figure } is al passagier.
violation-chr-deploy-after-start = Passagiers kunnen alleen vóór de eerste actie van het spel in een strijdwagen worden gezet.
# Variabelen:
#   $chariot (String) - de strijdwagen
violation-chr-chariot-not-friendly = { $chariot } is geen eigen strijdwagen: je kunt alleen in een eigen strijdwagen instappen.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $rule (String) - het regel-id
violation-chr-no-speed = { $figure } heeft snelheid 0 en kan niet in- of uitstappen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-sentry-cannot-board = { $figure } is een schildwacht en kan niet in een strijdwagen stappen.
# Variabelen:
#   $figure (String) - naam van de figuur
#   $rule (String) - het regel-id
violation-chr-front-section = { $figure } stapt alleen in en uit via een zijsectie of de achtersectie.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-not-a-passenger = { $figure } is geen passagier en kan dus niet uitstappen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-passenger-stays-aboard = { $figure } rijdt mee in een strijdwagen: de enige beweging die hij kan maken, is uitstappen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-chariot-moved = De strijdwagen van { $figure } heeft deze beurt bewogen, dus { $figure } kan geen ranged combat-aanval doen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-target-touches-chariot = Een passagier kan geen figuur beschieten die zijn eigen strijdwagen raakt ({ $figure }).
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-own-chariot = { $figure } kan nooit zijn eigen strijdwagen als doelwit kiezen.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-passenger-untouchable = { $figure } is passagier: niets kan hem rechtstreeks schade toebrengen of genezen.
# Variabelen:
#   $chariot (String) - de strijdwagen
violation-chr-passenger-roll-needed = { $chariot } heeft een passagier: vul voor hem de 1D6-worp van de aanvaller in.
# Variabelen:
#   $figure (String) - de passagier
violation-chr-wreck-roll-pending = Vul eerst de 1D6 schade in voor { $figure }, die uit zijn strijdwagen is geslingerd.
# Variabelen:
#   $figure (String) - naam van de figuur
violation-chr-no-wreck-roll = Er wacht geen schadeworp voor { $figure }.

violation-game-over = Het spel is voorbij. Maak het einde ongedaan om verder te spelen.
# Variables:
#   $figure (String) - an opposing figure still in play
#   $winner (String) - the player said to have won
violation-opponents-left = { $figure } doet nog mee, dus { $winner } heeft nog niet alle vijandelijke figuren verslagen.
# Variables:
#   $winner (String) - the player said to have won
violation-no-opponents = { $winner } heeft geen vijandelijke figuren om te verslaan.
violation-no-time-limit = Voor dit spel is geen tijdslimiet afgesproken.
# Variables:
#   $minutes (Number) - minutes left, rounded up
violation-time-left = De afgesproken tijd is nog niet op: er { $minutes ->
        [one] is nog één minuut
       *[other] zijn nog { $minutes } minuten
    } over.
violation-no-condition = Voor dit spel is geen andere eindvoorwaarde afgesproken.
violation-no-clock = Dit spel begon voordat de app een spelklok bijhield.
violation-clock-paused = De spelklok staat al stil.
violation-clock-running = De spelklok loopt al.
# Variables:
#   $players (Number) - players in the game
violation-objectives-per-player = Vul de missiedoelen { $players ->
    [one] van de speler
   *[other] van alle { $players } spelers
} in.
# Variables:
#   $figure (String) - the captor
#   $captive (String) - its captive
violation-captor-in-contact = { $figure } houdt { $captive } in base contact vast: geen ranged combat-aanval of genezing op afstand kan { $figure } bereiken, een close combat-aanval wel.
# Variables:
#   $figure (String) - the demoralized figure
violation-demoralized-contact = { $figure } toont Demoralized en gaat dus nooit uit zichzelf in base contact met een vijandelijke figuur.
# Variables:
#   $winner (String) - the player said to have won
violation-conquest-none-left = Ook alle figuren van { $winner } zijn uit het spel, dus niemand heeft veroverd: beëindig het spel zelf, dan beslist de score.
# Variables:
#   $figure (String) - the passenger, or the captor that would board
violation-chr-passenger-no-captive = { $figure } kan in een strijdwagen geen gevangene houden: een passagier raakt niets aan, en een gevangene moet in base contact blijven met de figuur die hem vasthoudt.
# Variables:
#   $figure (String) - the passenger
violation-chr-passenger-touches-nothing = { $figure } is een passagier en staat met niets in base contact, dus geen eigenschap gaat via contact naar hem toe of van hem uit.
