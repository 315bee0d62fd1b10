### Dialkeeper: speciale eigenschappen uit de dial-feed, in het Nederlands.
### Net als in het Nederlandse overzicht (seed 004) houden de speciale eigenschappen hun
### Engelse naam; in .effect staat in één regel wat de eigenschap doet.

## Markeringen op de draaischijf

ability-none = Geen
    .effect = Markering op de draaischijf: bij deze waarde hoort geen speciale eigenschap.
ability-dead = Dood
    .effect = Markering op de draaischijf: de schedelclick, waarop de figuur uitgeschakeld is.
ability-starting-position = Starting Position
    .effect = Markering op de draaischijf: de groene click waarop de draaischijf van elke figuur aan het begin van het spel staat (de startpositie).

## Snelheid

ability-aquatic = Aquatic
    .effect = Beweegt door waterterrein zonder erdoor gehinderd of tegengehouden te worden.
ability-bound = Bound
    .effect = Met één bewegingsactie kan hij bewegen en daarna een ranged combat-aanval doen, of in plaats daarvan nog een keer bewegen; hij breekt los zonder te gooien en kan niet in een formatie meedoen.
    .ruling = De beweging en de ranged combat-aanval zijn één actie met één marker en worden in één stap ongedaan gemaakt; het doelwit kan op het schot reageren zoals op elke ranged combat-aanval.
ability-charge = Charge
    .effect = Met één bewegingsactie kan hij bewegen en daarna een close combat-aanval doen, of in plaats daarvan nog een keer bewegen; hij breekt los zonder te gooien en kan niet in een formatie meedoen.
    .ruling = De beweging en de close combat-aanval zijn één actie met één marker en worden in één stap ongedaan gemaakt; wie bij die beweging base contact verlaat, gooit niet om los te breken.
ability-flight = Flight
    .effect = Beweegt over terrein en over de bases van figuren heen, maar mag zijn beweging niet in blocking terrein of op een andere basis eindigen; losbreken mislukt alleen bij een { $fail }.
ability-magic-levitation = Magic Levitation
    .effect = In plaats van zelf te bewegen verplaatst hij een figuur die aan het begin van de beurt met hem in base contact stond, tot { $inches ->
        [one] { $inches } inch
       *[other] { $inches } inch
    } ver, over terrein en bases heen, maar niet in blocking terrein.
    .sources = In een samenvatting van de regels door Nederlandse fans uit 2001 verplaatst de figuur met Magic Levitation zichzelf; deze app volgt de latere officiële regels.
ability-quickness = Quickness
    .effect = Kan één keer per beurt een bewegingsactie krijgen zonder dat die een van je acties kost (hij krijgt wel een actiemarker); hij kan niet in een formatie meedoen.
ability-stealth = Stealth
    .effect = Een line of fire naar deze figuur die door hindering terrein loopt, telt als geblokkeerd.
    .ruling = Geldt altijd; de speler kan er niet van afzien.

## Aanval

ability-flame-lightning = Flame/Lightning
    .effect = Zijn ranged combat-aanval treft met dezelfde worp ook elke figuur in base contact met het doelwit; elke geraakte figuur krijgt { $damage ->
        [one] { $damage } schade
       *[other] { $damage } schade
    } in plaats van de gewone schadewaarde.
    .ruling = De ene aanvalsworp wordt vergeleken met de verdedigingswaarde van elke figuur in base contact met het doelwit, dus die figuren worden niet vanzelf geraakt.
ability-healing = Healing
    .effect = Geneest met een close combat-actie een eigen figuur die met hem in base contact staat: gooi 1D6 en genees zoveel clicks.
ability-magic-blast = Magic Blast
    .effect = Ranged combat-aanval op één doelwit, waarbij figuren die ertussen staan de line of fire niet blokkeren; een treffer doet zoveel schade als de worp van 1D6.
    .sources = Een samenvatting van de regels door Nederlandse fans uit 2001 spreekt van obstakels in het algemeen, niet van figuren die ertussen staan; deze app volgt de latere officiële regels.
    .ruling = Magic Blast heeft altijd precies één doelwit, ook als de draaischijf van de figuur meerdere doelpijlen toont.
ability-magic-healing = Magic Healing
    .effect = Geneest met een ranged combat-actie een eigen figuur binnen vuurafstand met 1D6 clicks, als die figuur niet in base contact met een vijandelijke figuur staat.
ability-shockwave = Shockwave
    .effect = Ranged combat-aanval op halve vuurafstand tegen elke figuur rondom hem, vriend of vijand (gevangenen uitgezonderd), zonder line of fire en ongeacht verdedigende speciale eigenschappen van de doelwitten; elke geraakte figuur krijgt { $damage ->
        [one] { $damage } schade
       *[other] { $damage } schade
    }.
ability-vampirism = Vampirism
    .effect = Geneest { $heal ->
        [one] { $heal } click
       *[other] { $heal } clicks
    } telkens als hij in close combat een vijandelijke figuur schade toebrengt.
ability-weapon-master = Weapon Master
    .effect = Raakt hij in close combat, dan mag je 1D6 gooien en zoveel schade doen in plaats van zijn schadewaarde.

## Verdediging

ability-battle-armor = Battle Armor
    .effect = +{ $bonus } op zijn verdedigingswaarde tegen ranged combat-aanvallen.
ability-defend = Defend
    .effect = Eigen figuren die met hem in base contact staan, mogen zijn verdedigingswaarde gebruiken in plaats van hun eigen.
ability-invulnerability = Invulnerability
    .effect = Schade aan deze figuur wordt met { $reduction } verminderd; hij kan niet genezen worden, niet gevangennemen en niet gevangengenomen worden.
    .sources = De regel over deze eigenschap in een samenvatting van de regels door Nederlandse fans uit 2001 is onduidelijk; deze app volgt de latere officiële regels.
    .ruling = Invulnerability verlaagt de schade van elke aanval, niet de verdedigingswaarde, en geen enkele genezing (Healing, Magic Healing, Command, Regeneration, Vampirism of die van de tafel) bereikt de figuur.
ability-magic-immunity = Magic Immunity
    .effect = Geen enkele speciale eigenschap met het woord Magic in de naam heeft effect op deze figuur.
ability-pole-arm = Pole Arm
    .effect = Een vijandelijke figuur die in base contact met zijn front arc komt, krijgt { $damage ->
        [one] { $damage } schade
       *[other] { $damage } schade
    } en zijn actie eindigt.
    .sources = Een samenvatting van de regels door Nederlandse fans uit 2001 noemt de front arc en het einde van de actie niet; deze app volgt de latere officiële regels.
    .ruling = De app ziet de beweging niet, dus in de beurt van elke speler wijzen de spelers de figuren aan die de schade kregen.
ability-regeneration = Regeneration
    .effect = Als actie: gooi 1D6, trek er { $minus } van af en genees zoveel clicks (nooit minder dan 0).
ability-toughness = Toughness
    .effect = Schade aan deze figuur wordt met { $reduction } verminderd.

## Schade

ability-battle-fury = Battle Fury
    .effect = Kan niet gevangennemen of gevangengenomen worden, en laat een gevangene die hij vasthoudt vrij.
ability-berserk = Berserk
    .effect = Kan geen ranged combat-aanvallen doen en niet gevangennemen of gevangengenomen worden; een gevangene die hij vasthoudt op het moment dat hij Berserk wordt, wordt uitgeschakeld.
    .ruling = Een gevangene die vastgehouden wordt wanneer deze eigenschap verschijnt, is meteen uitgeschakeld, terwijl Battle Fury zijn gevangene laat gaan.
ability-command = Command
    .effect = Aan het begin van je beurt gooi je 1D6 voor elke figuur met Command: bij een { $roll } krijg je één extra actie. Wat de worp ook is, eigen figuren met Demoralized die met hem in base contact staan, genezen { $heal ->
        [one] { $heal } click
       *[other] { $heal } clicks
    }.
    .ruling = De spelers voeren de worp en de genezing zelf in en mogen hem overslaan; de app neemt hem aan tot de eerste actie van de beurt of tot er gepast wordt.
ability-demoralized = Demoralized
    .effect = Kan alleen een bewegingsactie krijgen of passen, en gaat nooit uit eigen keuze in base contact met een vijandelijke figuur.
    .ruling = Geldt altijd: de figuur mag alleen bewegen of passen, dus geen aanval, Charge, speciale actie of Necromancy, en hij komt nooit in base contact met een vijandelijke figuur.
ability-magic-enhancement = Magic Enhancement
    .effect = Eigen figuren die met hem in base contact staan, doen { $damage } extra schade met hun ranged combat-aanvallen.
    .ruling = Per aanval telt de Magic Enhancement van maar één eigen figuur, en die helpt nooit een aanvaller met Magic Immunity.
ability-necromancy = Necromancy
    .effect = In plaats van te bewegen, en zolang hij niet in base contact met een vijandelijke figuur staat, haalt hij een uitgeschakelde eigen figuur terug op zijn startpositie; die krijgt eerst 1D6 schade en wordt, als hij dat overleeft, naast hem gezet (zombies en skeletten slaan de worp over).

## Eigenschappen in een cirkel

ability-dodge = Dodge
    .effect = Wordt hij geraakt door een close combat- of ranged combat-aanval, gooi dan 1D6: bij { $from } of hoger mist de aanval.
ability-forced-march = Forced March
    .effect = Hij kan eigen figuren aanvoeren in een bewegingsformatie, en de hele formatie beweegt dan met zijn snelheid.
ability-limited-invisibility = Limited Invisibility
    .effect = Kan niet het doelwit zijn van ranged combat-aanvallen.
ability-magic-confusion = Magic Confusion
    .effect = Ranged combat-aanval die geen schade doet; bij een treffer mag je het vijandelijke doelwit één actie geven alsof het je eigen figuur is.
ability-magic-freeze = Magic Freeze
    .effect = Ranged combat-aanval die geen schade doet: elk geraakt doelwit wordt in plaats daarvan bevroren en krijgt actiemarkers, zodat het in de volgende beurt van zijn speler geen actie kan krijgen.
ability-magic-retaliation = Magic Retaliation
    .effect = Krijgt hij schade door een close combat- of ranged combat-aanval, dan krijgt de aanvaller ook { $damage ->
        [one] { $damage } schade
       *[other] { $damage } schade
    }.
ability-nimble = Nimble
    .effect = Breekt automatisch los van vijandelijke figuren, zonder te gooien.
ability-pierce = Pierce
    .effect = Zijn aanvallen negeren verdedigende speciale eigenschappen van het doelwit die schade verminderen, zoals Toughness en Invulnerability.
ability-ram = Ram
    .effect = Eindigt zijn beweging in base contact met een vijandelijke figuur, dan kan hij die figuur binnen dezelfde actie schade toebrengen door hem te rammen.
ability-sneak-attack = Sneak Attack
    .effect = Vijandelijke figuren mogen geen gratis draai maken als hij met ze in base contact komt, zodat hij hun rear arc kan aanvallen.
ability-sweep = Sweep
    .effect = Close combat-aanval tegen elke vijandelijke figuur in base contact met zijn front arc: je gooit één keer en vergelijkt de uitkomst met elk doelwit.
ability-venom = Venom
    .effect = Aan het begin van je beurt doet hij { $damage ->
        [one] { $damage } schade
       *[other] { $damage } schade
    } aan elke vijandelijke figuur in base contact met zijn front arc.
