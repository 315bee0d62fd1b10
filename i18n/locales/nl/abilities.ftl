### Dialkeeper: speciale eigenschappen uit de dial-feed, in het Nederlands.
### Zoals in het Nederlandse overzicht (seed 004) houden de eigenschappen hun
### Engelse naam; het effect staat in het Nederlands.

## Markeringen op de draaischijf

ability-none = Geen
    .effect = Op deze click heeft de figuur geen speciale eigenschap.
ability-dead = Dood
    .effect = Schedelclick: de figuur is uitgeschakeld.
ability-starting-position = Starting Position
    .effect = Groene markering: hier staat de draaischijf aan het begin van het spel (de startpositie).

## Snelheid

ability-aquatic = Aquatic
    .effect = Beweegt door water alsof het clear terrein is, en krijgt in water +2 verdediging tegen ranged combat-aanvallen.
ability-bound = Bound
    .effect = Beweegt en doet daarna een ranged combat-aanval, samen voor één actie; kan geen deel van een formatie zijn (optioneel).
ability-charge = Charge
    .effect = Beweegt en doet daarna een close combat-aanval, samen voor één actie; kan geen deel van een formatie zijn (optioneel).
ability-flight = Flight
    .effect = Negeert terrein en bases bij het bewegen, maar mag niet in blocking terrein of op een andere basis eindigen; losbreken mislukt alleen bij een 1.
ability-forced-march = Forced March
    .effect = Mag bevriende figuren in base contact meenemen in een bewegingsformatie, ook als ze niet van dezelfde factie zijn (optioneel).
ability-magic-levitation = Magic Levitation
    .effect = Verplaatst een figuur in base contact tot 10 inch in elke richting, over terrein en bases heen, maar niet in blocking terrein (optioneel).
ability-nimble = Nimble
    .effect = Wendbaar: breekt zonder worp los uit base contact en mag zich vrij omdraaien (optioneel).
ability-quickness = Quickness
    .effect = Mag één keer per beurt bewegen zonder dat het een van je acties kost; hij krijgt wel een actiemarker en mag niet in een formatie (optioneel).
ability-stealth = Stealth
    .effect = Een line of fire naar deze figuur die door hindering terrein loopt, is geblokkeerd (optioneel).

## Aanval

ability-flame-lightning = Flame Lightning
    .effect = Ranged combat: het doelwit en elke figuur in base contact ermee krijgen 1 click schade, in plaats van de normale schadewaarde (optioneel).
ability-healing = Healing
    .effect = Close combat-actie op een bevriende figuur in base contact: gooi 1D6 en genees zoveel clicks (optioneel).
ability-magic-blast = Magic Blast
    .effect = Ranged combat waarbij tussenliggende figuren de line of fire niet blokkeren; bij een treffer bepaalt 1D6 de schade (optioneel).
ability-magic-confusion = Magic Confusion
    .effect = Ranged combat: een geraakt doelwit krijgt geen schade, maar jij geeft het meteen een actie alsof het jouw figuur is (optioneel).
ability-magic-freeze = Magic Freeze
    .effect = Ranged combat: een geraakt doelwit krijgt geen schade, maar actiemarkers, zodat het voorlopig geen actie kan krijgen (optioneel).
ability-magic-healing = Magic Healing
    .effect = Ranged combat-actie op een bevriende figuur die niet in base contact met een vijand staat: genees 1D6 clicks (optioneel).
ability-pierce = Pierce
    .effect = De schade van deze figuur negeert schadevermindering zoals Toughness en Invulnerability (optioneel).
ability-ram = Ram
    .effect = Rammen: komt deze figuur door een beweging in base contact met een vijandelijke figuur, dan doet hij die meteen schade (optioneel).
ability-shockwave = Shockwave
    .effect = Ranged combat op halve vuurafstand tegen elke figuur in die straal rond deze figuur, zonder line of fire en zonder rekening te houden met hun verdedigingseigenschappen (optioneel).
ability-sneak-attack = Sneak Attack
    .effect = Doet extra schade met een close combat-aanval tegen de rear arc van het doelwit (optioneel).
ability-sweep = Sweep
    .effect = Eén close combat-aanvalsworp tegen elke vijandelijke figuur in base contact met de front arc (optioneel).
ability-vampirism = Vampirism
    .effect = Geneest 1 click telkens als hij een vijand in close combat schade doet.
ability-weapon-master = Weapon Master
    .effect = Close combat: bij een treffer bepaalt 1D6 de schade in plaats van de schadewaarde (optioneel).

## Verdediging

ability-battle-armor = Battle Armor
    .effect = +2 op de verdedigingswaarde tegen ranged combat-aanvallen.
ability-defend = Defend
    .effect = Bevriende figuren in base contact mogen de verdedigingswaarde van deze figuur gebruiken als die hoger is (optioneel).
ability-dodge = Dodge
    .effect = Wordt de figuur geraakt door een close of ranged combat-aanval, gooi dan 1D6: bij 5 of 6 mist de aanval alsnog (optioneel).
ability-invulnerability = Invulnerability
    .effect = Vermindert schade van aanvallen met 2 clicks, met minimaal 1; de figuur kan niet genezen worden en niet gevangennemen of gevangen worden.
ability-limited-invisibility = Limited Invisibility
    .effect = Kan niet het doelwit zijn van een ranged combat-aanval (optioneel).
ability-magic-immunity = Magic Immunity
    .effect = Eigenschappen met "Magic" in de naam hebben geen effect op deze figuur.
ability-magic-retaliation = Magic Retaliation
    .effect = Krijgt deze figuur schade van een close of ranged combat-aanval, dan krijgt de aanvaller ook 1 click schade.
ability-pole-arm = Pole Arm
    .effect = Een vijandelijke figuur die in base contact met de front arc komt, krijgt meteen 1 click schade en zijn actie eindigt.
ability-regeneration = Regeneration
    .effect = Kost een actie: gooi 1D6, trek er 2 af en genees deze figuur zoveel clicks, nooit minder dan nul (optioneel).
ability-toughness = Toughness
    .effect = Elke schade aan deze figuur wordt met 1 click verminderd.
ability-venom = Venom
    .effect = Aan het begin van je beurt krijgt elke vijandelijke figuur in base contact met de front arc 1 click schade.

## Schade

ability-battle-fury = Battle Fury
    .effect = Kan niet gevangennemen of gevangen worden; een gevangene die hij vasthoudt, komt vrij.
ability-berserk = Berserk
    .effect = Kan niet schieten en niet gevangennemen of gevangen worden; een gevangene die hij vasthoudt, wordt meteen uitgeschakeld.
ability-command = Command
    .effect = Elke beurt rol je bij de start 1D6 voor iedere Command-figuur: een 6 levert je een extra actie op, en figuren met Demoralized in base contact ermee genezen 1 click.
ability-demoralized = Demoralized
    .effect = Kan alleen een bewegingsactie krijgen of passen, en zoekt nooit zelf base contact met een vijand op.
ability-magic-enhancement = Magic Enhancement
    .effect = Bevriende figuren in base contact doen 1 extra schade met hun ranged combat-aanvallen.
ability-necromancy = Necromancy
    .effect = Niet in base contact met een vijand: draai een eigen uitgeschakelde figuur terug naar de startpositie, geef hem 1D6 schade en zet hem, als hij dat overleeft, in base contact met deze figuur (optioneel).
