### Dialkeeper: Nederlandse woordenlijst met de spelbegrippen van Mage Knight.
### Namen van het basisspel volgen het Nederlandse overzicht (seed 004), dat veel
### Engelse termen houdt (critical hit, base contact, front arc). Cavalerie-, kolos-
### en strijdwagenbegrippen hebben geen officiële Nederlandse naam: hier staat wat
### een Nederlandse speler zou zeggen, overal in de app hetzelfde.

## Cavalerie

glossary-base-slot = Basisgleuf
    .definition = De uitsparing in de basis van een rijdier. Wordt een figuur ruiter van dat rijdier, dan steek je zijn eigen basis hierin.
glossary-cavalry-unit = Cavalerie-eenheid
    .definition = Een rijdier met een ruiter in het zadel. Samen gelden ze als één figuur.
glossary-dismount = Afstijgen
    .definition = Een ruiter van zijn rijdier halen en hem op zijn eigen basis naast het rijdier zetten. Dat gebeurt met een speciale actie die geen actiemarker oplevert.
glossary-dismounted-rider = Afgestegen ruiter
    .definition = Een ruiter die van zijn rijdier is afgestegen. Tot hij weer opstijgt, gelden voor hem zowel de regels voor afgestegen ruiters als de gewone regels voor figuren.
glossary-independent = Onafhankelijk
    .definition = Intelligentieniveau met een vijfhoek rond het rijdiersymbool. Zo'n rijdier kan ook zonder ruiter gewoon acties krijgen.
glossary-intelligence-level = Intelligentieniveau
    .definition = Bepaalt hoe een rijdier zich gedraagt als het geen ruiter draagt. De vorm rond het rijdiersymbool geeft het aan: cirkel (schichtig), vijfhoek (onafhankelijk) of vierkant (kwaadaardig).
glossary-mean-spirited = Kwaadaardig
    .definition = Intelligentieniveau met een vierkant rond het rijdiersymbool. Zit er aan het begin van iemands commandofase geen ruiter op, dan hoort het rijdier die beurt bij de speler die aan de beurt is en is het vijandig voor alle anderen.
glossary-mount = Rijdier
    .definition = Een figuur op een langwerpige basis met een zadel en een basisgleuf, die een ruiter de strijd in kan dragen.
glossary-mount-symbol = Rijdiersymbool
    .definition = Op een rijdier laat het symbool zien welk type rijdier het is. Op een andere figuur laat het zien welke typen rijdier die figuur mag berijden.
glossary-mount-type = Rijdiertype
    .definition = De soort waartoe een rijdier behoort, zoals strijdros of pegasus. Ruiter en rijdier vormen alleen een eenheid als het type van het rijdier overeenkomt met een symbool van de ruiter.
glossary-rider = Ruiter
    .definition = Een figuur die een rijdier kan berijden. Je herkent hem aan een aanvalsbonus in een vierkantje en een of meer rijdiersymbolen op zijn basis.
glossary-rider-attack-bonus = Ruiteraanvalsbonus
    .definition = Het getal in een vierkantje op de basis van een ruiter. Het telt op bij al zijn aanvallen, maar alleen zolang hij op een rijdier zit.
glossary-saddle = Zadel
    .definition = De plek op het rijdier waar het poppetje van de ruiter op wordt vastgeklikt als ze samen een cavalerie-eenheid vormen.
glossary-skittish = Schichtig
    .definition = Intelligentieniveau met een cirkel rond het rijdiersymbool. Heeft zo'n rijdier aan het begin van de eindfase van welke speler ook geen ruiter, dan gaat het uit het spel.
glossary-remount = Opstijgen
    .definition = Een afgestegen ruiter klimt weer op een eigen rijdier zonder ruiter waarvan het type bij zijn symbolen past. Dat kost een speciale actie, en de nieuwe eenheid krijgt één actiemarker.

## Rijdiertypes

glossary-battle-horse = Strijdros
    .definition = Rijdiertype: een oorlogspaard dat voor de strijd is afgericht.
glossary-cloud-griffon = Wolkengriffioen
    .definition = Rijdiertype: een griffioen, half adelaar en half leeuw, die ruiters door de lucht draagt.
glossary-desert-warbird = Woestijnstrijdvogel
    .definition = Rijdiertype: een grote oorlogsvogel uit de woestijn.
glossary-horned-stag = Gehoornd hert
    .definition = Rijdiertype: een groot hert met een machtig gewei.
glossary-pegasus = Pegasus
    .definition = Rijdiertype: een gevleugeld paard.
glossary-salamander = Salamander
    .definition = Rijdiertype: een reusachtige salamander die als rijdier dient.
glossary-sky-dragon = Hemeldraak
    .definition = Rijdiertype: een draak die door ruiters bereden kan worden.
glossary-technocat = Technokat
    .definition = Rijdiertype: een grote kat met mechanische onderdelen.

## Cavalerievaardigheden en subfactie-eigenschappen

glossary-horsemanship = Rijkunst
    .definition = Cavalerievaardigheid. Wordt een ranged combat-aanval op deze eenheid afgehandeld tegen de draaischijf van de ruiter, dan krijgt de aanvaller −2 op zijn aanvalswaarde.
glossary-impale = Spietsen
    .definition = Cavalerievaardigheid. De ruiter mag Weapon Master niet gebruiken, maar krijgt +2 op zijn schadewaarde als hij in close combat één enkel doelwit raakt.
glossary-mounted-bound = Bereden Bound
    .definition = Cavalerievaardigheid, de bereden vorm van Bound. Met één ranged combat-actie beweegt de eenheid tot haar volle snelheid met de draaischijf van het rijdier en schiet ze daarna met de draaischijf van de ruiter.
glossary-mounted-charge = Bereden Charge
    .definition = Cavalerievaardigheid, de bereden vorm van Charge. Met één close combat-actie beweegt de eenheid tot haar volle snelheid met de draaischijf van het rijdier en valt ze daarna aan met de draaischijf van jouw keuze.
glossary-overwhelm = Overrompelen
    .definition = Cavalerievaardigheid. Eindigt een bewegingsactie in base contact met precies één vijandelijke cavalerie-eenheid, dan gooi je 1D6 plus de ruiteraanvalsbonus; bij 6 of meer moet de vijandelijke ruiter afstijgen.
glossary-trample = Vertrappen
    .definition = Cavalerievaardigheid. De eenheid beweegt in een rechte lijn dwars over de bases van figuren; elke figuur op grondniveau waarvan de basis wordt gekruist, krijgt 1 schade.
glossary-dark-riders = Duistere Ruiters
    .definition = Subfactie met cavalerie binnen de Apocalypse. Ruiter en rijdier horen bij elkaar volgens hun verzamelnummer, worden nooit van elkaar gescheiden en houden hun subfactie-eigenschappen terwijl de ruiter in het zadel zit.
glossary-dark-unity = Duistere eenheid
    .definition = Subfactie-eigenschap van de Duistere Ruiters: één keer in elk van je commandofasen mag je de ruiter 1 pushingschade geven om zijn rijdier 1 click te genezen.
glossary-natures-ally = Bondgenoot van de natuur
    .definition = Eigenschap van de Wylden Host. Hindering en verhullend terrein blokkeren de line of fire van deze figuur niet en beschermen de doelwitten van zijn ranged combat-aanvallen niet. In hindering terrein krijgt hij zelf +1 verdediging.

## Kolossen en strijdwagens

glossary-colossal = Kolos
    .definition = Een reusachtige figuur met vier secties (voor, links, rechts en achter), elk met een eigen draaischijf. Ook strijdwagens zijn kolossen.
glossary-section = Sectie
    .definition = Een van de vier delen van een kolos, met een eigen draaischijf en eigen speciale eigenschappen. De arc van een sectie is haar hele buitenrand.
glossary-active-section = Actieve sectie
    .definition = Een sectie waarvan het statvenster nog waarden toont; een schedel telt daarbij als 0. Alleen actieve secties kunnen acties krijgen en aangevallen worden.
glossary-inactive-section = Inactieve sectie
    .definition = Een sectie met drie schedels in het statvenster. Ze krijgt geen acties meer en kan geen schade meer oplopen.
glossary-chariot = Strijdwagen
    .definition = Een kolos met het bewegingstype wagenwiel die één passagier kan meenemen in zijn achtercompartiment. Een strijdwagen kan niet recht achteruit rijden.
glossary-passenger = Passagier
    .definition = Een eigen figuur die in het achtercompartiment van een strijdwagen meerijdt. Hij krijgt eigen acties en actiemarkers en staat met niets in base contact.
glossary-board = Instappen
    .definition = Passagier worden van een strijdwagen. Dat kost een bewegingsactie terwijl de figuur in base contact staat met een zijsectie of de achtersectie.
glossary-disembark = Uitstappen
    .definition = Een strijdwagen verlaten. De passagier krijgt een bewegingsactie en komt in base contact met een zijsectie of de achtersectie te staan.
glossary-rear-compartment = Achtercompartiment
    .definition = De plek op een strijdwagen waar de passagier meerijdt. Er past precies één figuur in.
glossary-long-range-attack = Langeafstandsaanval
    .definition = Een ranged combat-aanval met dubbele vuurafstand, alleen als aanvaller en doelwit allebei een titan, kolos of kasteelsectie zijn. De aanvaller krijgt dan −2 op zijn schadewaarde.
glossary-point-value = Puntwaarde
    .definition = Wat een figuur kost bij het samenstellen van een leger. Een kolos heeft er meerdere onder zijn basis; bij elke waarde staat hoeveel clicks je zijn draaischijven voorbij de startpositie doordraait.

## Basisspel

glossary-combat-dial = Draaischijf
    .definition = De draaibare schijf in de basis van een figuur. Per click laat hij snelheid, aanvalswaarde, verdedigingswaarde en schadewaarde zien.
glossary-click = Click
    .definition = Eén stap van de draaischijf. Elk punt schade draait de schijf één click verder, elk punt genezing één click terug.
glossary-stat-slot = Statvenster
    .definition = Het venstertje in de basis waarin je de waarden van de huidige click ziet.
glossary-starting-marker = Startpositie
    .definition = De groene markering op de draaischijf waarop elke figuur het spel begint. Genezing draait de schijf nooit verder terug dan hier.
glossary-skull = Schedel
    .definition = Het schedelsymbool op de draaischijf, in plaats van een waarde. Staan er drie schedels in het statvenster, dan is de figuur uitgeschakeld.
glossary-action = Actie
    .definition = Wat je een figuur in je beurt laat doen: bewegen, close combat, ranged combat, een speciale actie of passen. Per 100 punten van de maximale legerwaarde heb je één actie per beurt.
glossary-action-token = Actiemarker
    .definition = Een fiche dat op een figuur komt als hij een actie krijgt. Een figuur met twee actiemarkers kan geen actie meer krijgen, en aan het einde van je beurt gaan de markers weg bij figuren die die beurt geen actie kregen.
glossary-pushing-damage = Pushingschade
    .definition = Krijgt een figuur een actie terwijl hij nog een actiemarker van je vorige beurt draagt, dan krijgt hij na die actie 1 schade: de pushingschade. Zo'n figuur is gepusht.
glossary-critical-hit = Critical hit
    .definition = Een 12 op 2D6. De aanval raakt altijd en doet 1 extra schade; bij genezing geneest het doelwit 1 extra click.
glossary-critical-miss = Critical miss
    .definition = Een 2 op 2D6. De aanval mist altijd en de aanvaller krijgt zelf 1 schade.
glossary-break-away = Losbreken
    .definition = De worp met 1D6 van een figuur die een bewegingsactie krijgt terwijl hij in base contact met een vijandelijke figuur staat. Bij 4 tot 6 mag hij weg, bij 1 tot 3 blijft hij staan, al mag hij zich nog wel omdraaien.
glossary-formation = Formatie
    .definition = Een groep figuren van dezelfde factie die elkaar raken en met één actie samen bewegen of aanvallen. Elk lid telt als een figuur die een actie kreeg.
glossary-capture = Gevangennemen
    .definition = Een close combat-aanval die je vooraf aankondigt om het doelwit gevangen te nemen; zijn verdediging is daarbij 2 hoger. Een gevangene beweegt mee met de figuur die hem gevangen houdt en kan niet aangevallen worden of schade krijgen.
glossary-front-arc = Front arc
    .definition = De voorkant van de basis, gemarkeerd met de witte lijn. Een figuur kan alleen aanvallen wat in zijn front arc ligt.
glossary-rear-arc = Rear arc
    .definition = De achterkant van de basis, gemarkeerd met de donkere lijn. Wie daar in close combat tegenaan staat, krijgt +1 op zijn aanvalsworp.
glossary-base-contact = Base contact
    .definition = Twee figuren staan in base contact als hun bases elkaar raken. Het is nodig voor close combat en speelt mee bij formaties en losbreken.
glossary-line-of-fire = Line of fire
    .definition = De rechte lijn van een schutter naar zijn doelwit bij een ranged combat-aanval. Blocking terrein of een figuur die ertussen staat, blokkeert haar.
glossary-build-total = Legerwaarde
    .definition = De optelsom van de puntwaarden van alle figuren in je leger. Ze mag niet boven de afgesproken maximale legerwaarde uitkomen.
glossary-game-size = Maximale legerwaarde
    .definition = Het aantal punten dat de spelers vooraf afspreken, bijvoorbeeld 200. Het bepaalt hoe groot elk leger mag zijn en hoeveel acties elke speler per beurt krijgt.
glossary-speed-value = Snelheid
    .definition = Hoeveel inch een figuur mag bewegen. Op de basis aangegeven met een schoen.
glossary-attack-value = Aanvalswaarde
    .definition = Het getal dat je bij een worp van 2D6 optelt om te zien of een aanval raakt. Op de basis aangegeven met een zwaard.
glossary-defense-value = Verdedigingswaarde
    .definition = De uitkomst die een aanvaller minstens moet halen om deze figuur te raken. Op de basis aangegeven met een schild.
glossary-damage-value = Schadewaarde
    .definition = Hoeveel clicks schade een geslaagde aanval van deze figuur doet. Op de basis aangegeven met een ster.
glossary-range = Vuurafstand
    .definition = Hoe ver een figuur kan schieten, in inch; de pijltjes ernaast geven het aantal doelwitten. Beide staan vast op de basis, en bij 0 kan de figuur niet schieten.
glossary-free-spin = Gratis draai
    .definition = Komt een vijandelijke figuur in base contact met jouw figuur, dan mag jouw figuur zich zonder kosten naar hem toe draaien. Rijdieren en cavalerie-eenheden kunnen geen gratis draai maken.

## Terrein

glossary-terrain-clear = Clear terrein
    .definition = Open terrein dat beweging en schieten niet beïnvloedt.
glossary-terrain-hindering = Hindering terrein
    .definition = Terrein zoals bos of struikgewas. Wie het binnengaat, stopt en beweegt op halve snelheid; een schot erdoorheen geeft het doelwit +1 verdediging.
glossary-terrain-blocking = Blocking terrein
    .definition = Terrein zoals muren of rotsen. Er kan niet doorheen bewogen en niet doorheen geschoten worden.
glossary-terrain-elevated = Elevated terrein
    .definition = Hoger gelegen terrein zoals een heuvel. Wie het betreedt, stopt; wie erop staat, krijgt +1 verdediging tegen aanvallers die lager staan.
glossary-terrain-shallow-water = Laag water
    .definition = Beekjes, smalle rivieren en vijvers. Voor beweging telt het als hindering terrein, op schieten heeft het geen invloed.
glossary-terrain-deep-water = Diep water
    .definition = Water waar je niet doorheen kunt bewegen, alsof het blocking terrein is. Op schieten heeft het geen invloed.
glossary-terrain-low-wall = Low wall
    .definition = Een laag muurtje of ander laag obstakel. Een figuur stopt ervoor en steekt het een volgende keer over op halve snelheid; voor schieten telt het als hindering, tenzij de schutter er zelf tegenaan staat.
