### Capacités spéciales de Dialkeeper (français) : le nom de chaque capacité du flux de cadrans et son effet en une ligne.
### Les identifiants 85 (aucune), 93 (mort) et 120 (position de départ) sont des marqueurs de cadran.

## Marqueurs de cadran

ability-none = Aucune
    .effect = Marqueur de cadran : cette valeur ne porte aucune capacité spéciale.

ability-dead = Mort
    .effect = Marqueur de cadran : le clic de crânes, qui signifie que la figurine est éliminée.

ability-starting-position = Position de départ
    .effect = Marqueur de cadran : le clic de départ vert, sur lequel on règle le cadran de chaque figurine au début de la partie.

## Capacités de vitesse

ability-aquatic = Aquatique
    .effect = Se déplace dans les terrains aquatiques sans être gênée ni bloquée par l’eau.

ability-bound = Enchaînement
    .effect = Pour une seule action de déplacement, elle peut se déplacer puis faire une attaque à distance, ou bien se déplacer une seconde fois ; elle se dégage sans lancer de dé et ne peut pas faire partie d’une formation.
    .ruling = Le déplacement et l’attaque à distance forment une seule action, avec un seul jeton et une seule annulation, et la cible peut répondre au tir comme à toute attaque à distance.

ability-charge = Charge
    .effect = Pour une seule action de déplacement, elle peut se déplacer puis attaquer au combat rapproché, ou bien se déplacer une seconde fois ; elle se dégage sans lancer de dé et ne peut pas faire partie d’une formation.
    .ruling = Le déplacement et l’attaque au combat rapproché forment une seule action, avec un seul jeton et une seule annulation ; quitter le contact de socle pendant ce déplacement ne demande aucun jet pour se dégager.

ability-flight = Vol
    .effect = Passe au-dessus des terrains et des socles, mais ne peut finir son déplacement ni en terrain bloquant ni sur un autre socle ; elle ne rate son dégagement que sur un { $fail }.

ability-forced-march = Marche forcée
    .effect = Elle peut mener des figurines amies dans une formation de déplacement, et toute la formation se déplace avec sa valeur de vitesse.

ability-magic-levitation = Lévitation magique
    .effect = Au lieu de se déplacer elle-même, elle déplace de { $inches ->
        [one] { $inches } pouce
       *[other] { $inches } pouces
    } au plus une figurine qui était à son contact au début du tour, en ignorant terrains et socles, mais sans la poser en terrain bloquant.
    .sources = Dans un résumé néerlandais des règles rédigé par des fans en 2001, la figurine qui a Lévitation magique se déplace elle-même ; l’app suit les règles officielles plus récentes.

ability-nimble = Agilité
    .effect = Elle se dégage automatiquement des figurines adverses, sans lancer de dé.

ability-quickness = Rapidité
    .effect = Une fois par tour, elle peut recevoir une action de déplacement sans dépenser une de vos actions (elle reçoit quand même un jeton d’action) ; elle ne peut faire partie d’aucune formation.

ability-ram = Bélier
    .effect = Quand son déplacement se termine au contact d’une figurine adverse, elle peut la percuter pour lui infliger des dégâts, dans la même action.

ability-stealth = Furtivité
    .effect = Une ligne de tir tracée vers cette figurine à travers un terrain gênant compte comme bloquée.
    .ruling = Elle s’applique toujours ; le joueur ne peut pas choisir de s’en passer.

## Capacités d’attaque

ability-flame-lightning = Flamme/Éclair
    .effect = Son attaque à distance vise aussi chaque figurine au contact de la cible, avec un seul jet ; chaque figurine touchée subit { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    } au lieu de la valeur de dégâts normale.
    .ruling = Le jet d’attaque unique est comparé à la valeur de défense de chaque figurine en contact de socle avec la cible, bien qu’un résumé néerlandais des règles rédigé par des fans en 2001 ne parle d’aucun jet pour elles ; avec une règle maison, chacune subit ses dégâts dès que la cible est touchée.

ability-healing = Soins
    .effect = Par une action de combat rapproché, soigne une figurine amie à son contact d’autant de clics que le résultat d’un dé.

ability-magic-blast = Explosion magique
    .effect = Attaque à distance contre une seule cible ; les figurines placées en travers ne bloquent pas sa ligne de tir. Une touche inflige autant de dégâts que le résultat d’un dé.
    .sources = Un résumé néerlandais des règles rédigé par des fans en 2001 parle d’obstacles en général, et non de figurines placées en travers ; l’app suit les règles officielles plus récentes.
    .ruling = Elle a toujours une seule cible, même pour une figurine dont le cadran montre plusieurs flèches de cible.

ability-magic-healing = Soins magiques
    .effect = Par une action de combat à distance, soigne une figurine amie à portée d’autant de clics que le résultat d’un dé, si cette figurine n’est au contact d’aucune figurine adverse.

ability-shockwave = Onde de choc
    .effect = Attaque à distance, à la moitié de sa portée, contre toutes les figurines qui l’entourent, amies ou adverses (sauf les prisonniers), sans ligne de tir et sans tenir compte de leurs capacités de défense ; chaque figurine touchée subit { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    }.

ability-sneak-attack = Attaque sournoise
    .effect = Les figurines adverses ne peuvent pas faire de rotation libre quand elle entre à leur contact : elle peut donc frapper leur arc arrière.

ability-sweep = Balayage
    .effect = Attaque au combat rapproché contre chaque figurine adverse au contact de son arc frontal, avec un seul jet comparé à chaque cible.

ability-vampirism = Vampirisme
    .effect = Se soigne de { $heal ->
        [one] { $heal } clic
       *[other] { $heal } clics
    } chaque fois qu’elle inflige des dégâts à une figurine adverse au combat rapproché.

ability-venom = Venin
    .effect = Au début de votre tour, elle inflige { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    } à chaque figurine adverse au contact de son arc frontal.

ability-weapon-master = Maître d’armes
    .effect = Quand elle touche au combat rapproché, vous pouvez lancer un dé et infliger autant de dégâts que le résultat, au lieu de sa valeur de dégâts.

## Capacités de défense

ability-battle-armor = Armure de combat
    .effect = +{ $bonus } à sa valeur de défense contre les attaques à distance.

ability-defend = Défendre
    .effect = Les figurines amies à son contact peuvent utiliser sa valeur de défense à la place de la leur.

ability-dodge = Esquive
    .effect = Quand une attaque rapprochée ou à distance la touche, lancez un dé : sur { $from } ou plus, l’attaque échoue.

ability-invulnerability = Invulnérabilité
    .effect = Les dégâts qu’elle subit sont réduits de { $reduction } ; elle ne peut pas être soignée, ne peut pas capturer et ne peut pas être capturée.
    .sources = La ligne consacrée à cette capacité dans un résumé néerlandais des règles rédigé par des fans en 2001 est obscure ; l’app suit les règles officielles plus récentes.
    .ruling = Elle réduit les dégâts de chaque attaque, en combat rapproché aussi, pas la valeur de défense ; un résumé néerlandais des règles rédigé par des fans en 2001 ne nomme que le combat à distance, comme le fait une règle maison. Aucun soin, quel qu’il soit (Soins, Soins magiques, Commandement, Régénération, Vampirisme ou celui de la table), n’atteint la figurine.

ability-limited-invisibility = Invisibilité limitée
    .effect = Elle ne peut pas être la cible d’attaques de combat à distance.

ability-magic-immunity = Immunité magique
    .effect = Aucune capacité spéciale dont le nom contient le mot « magique » ne peut l’affecter.

ability-magic-retaliation = Représailles magiques
    .effect = Quand une attaque rapprochée ou à distance lui inflige des dégâts, l’attaquant subit lui aussi { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    }.

ability-pole-arm = Arme d’hast
    .effect = Une figurine adverse qui entre au contact de son arc frontal subit { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    }, et son action prend fin.
    .sources = Un résumé néerlandais des règles rédigé par des fans en 2001 ne parle ni de l’arc frontal ni de la fin de l’action ; l’app suit les règles officielles plus récentes.
    .ruling = L’app ne voit pas le déplacement : pendant le tour de n’importe quel joueur, les joueurs désignent les figurines qui en ont subi les dégâts.

ability-regeneration = Régénération
    .effect = Par une action, lancez un dé et retirez { $minus } au résultat : elle se soigne d’autant de clics (jamais moins de 0).

ability-toughness = Robustesse
    .effect = Les dégâts qu’elle subit sont réduits de { $reduction }.

## Capacités de dégâts

ability-battle-fury = Furie guerrière
    .effect = Elle ne peut ni capturer ni être capturée, et elle relâche le prisonnier qu’elle détient.

ability-berserk = Berserk
    .effect = Elle ne peut pas attaquer à distance, ni capturer, ni être capturée ; un prisonnier qu’elle détient au moment où elle devient berserk est éliminé.
    .ruling = Un prisonnier retenu au moment où cette capacité apparaît est éliminé aussitôt, alors que Furie guerrière libère le sien.

ability-command = Commandement
    .effect = Au début de votre tour, lancez un dé pour chaque figurine dotée de Commandement : sur un { $roll }, vous gagnez une action supplémentaire. Quel que soit le résultat, les figurines amies démoralisées à son contact se soignent de { $heal ->
        [one] { $heal } clic
       *[other] { $heal } clics
    }.
    .ruling = Les joueurs saisissent eux-mêmes le jet et ses soins, et peuvent s’en passer ; l’app les accepte jusqu’à la première action du tour, ou jusqu’à ce que le joueur passe.

ability-demoralized = Démoralisé
    .effect = Elle ne peut que se déplacer ou passer, et n’entre jamais de son plein gré au contact d’une figurine adverse.
    .ruling = Cette capacité s’applique toujours : la figurine peut seulement se déplacer ou passer, donc ni attaque, ni Charge, ni action spéciale, ni Nécromancie, et elle n’entre jamais en contact de socle avec une figurine adverse.

ability-magic-confusion = Confusion magique
    .effect = Attaque à distance qui n’inflige aucun dégât ; si elle touche, vous pouvez donner une action à la cible adverse comme si c’était votre propre figurine.

ability-magic-enhancement = Amélioration magique
    .effect = Les figurines amies à son contact infligent { $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    } de plus avec leurs attaques à distance, sauf si elles ont Immunité magique.
    .ruling = Une seule Amélioration magique d’une figurine amie compte pour chaque attaque.

ability-magic-freeze = Gel magique
    .effect = Attaque à distance qui n’inflige aucun dégât : chaque cible touchée est gelée à la place, et reçoit des jetons d’action qui l’empêchent d’agir au prochain tour du joueur qui la contrôle.

ability-necromancy = Nécromancie
    .effect = Au lieu de se déplacer, et si elle n’est au contact d’aucune figurine adverse, elle ramène une figurine amie éliminée sur son marqueur de départ ; celle-ci subit alors autant de dégâts que le résultat d’un dé et, si elle survit, est placée à son contact (les zombies et les squelettes ne lancent pas ce dé).

ability-pierce = Perforation
    .effect = Ses attaques ignorent les capacités de défense de la cible qui réduisent les dégâts, comme Robustesse ou Invulnérabilité.
