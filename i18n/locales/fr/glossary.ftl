### Glossaire de Dialkeeper (français) : le nom officiel de chaque terme de jeu et sa définition.
### Les noms de la cavalerie viennent des règles de cavalerie françaises officielles (2004).

## Cavalerie : termes du glossaire officiel

glossary-base-slot = Empreinte de socle
    .definition = Encoche prévue dans le long socle d’une monture : on y emboîte le socle du cavalier pour assembler l’unité de cavalerie.

glossary-cavalry-unit = Unité de cavalerie
    .definition = Une monture et le cavalier qui la chevauche, réunis en une seule figurine. Toute figurine en contact avec son socle touche à la fois la monture et le cavalier.

glossary-dismount = Désarçonner / mettre un cavalier pied à terre
    .definition = Séparer un cavalier de sa monture. On parle de mettre pied à terre quand le joueur qui le contrôle le décide par une action spéciale, et de désarçonner quand un adversaire l’y contraint, par exemple avec Submersion.

glossary-dismounted-rider = Cavalier pied à terre
    .definition = Guerrier descendu de sa monture, volontairement ou après avoir été désarçonné. Tant qu’il n’a pas retrouvé de monture, les règles des cavaliers pied à terre comme celles des guerriers s’appliquent à lui.

glossary-independent = Indépendant
    .definition = Niveau d’intelligence signalé par un pentagone autour du symbole de monture. Privée de cavalier, une telle monture continue de recevoir des actions comme n’importe quel guerrier.

glossary-intelligence-level = Niveau d’intelligence
    .definition = La forme (cercle, pentagone ou carré) qui entoure le symbole d’une monture. Elle décide de ce que fait la monture lorsqu’elle se retrouve sans cavalier.

glossary-mean-spirited = Méchant
    .definition = Niveau d’intelligence signalé par un carré. La monture sans cavalier change de camp à chaque tour : au début de la phase de commandement de n’importe quel joueur, elle se range du côté de ce joueur et devient l’adversaire de tous les autres, pour ce tour-là.

glossary-mount = Monture
    .definition = Figurine au socle allongé, munie d’une selle et d’une empreinte de socle, sur laquelle un cavalier peut prendre place. Une monture ne peut jamais faire de rotation libre.

glossary-mount-symbol = Symbole de monture
    .definition = Petite icône imprimée à côté de la valeur de vitesse d’une monture pour en donner le type. Le socle d’un cavalier en porte un ou plusieurs : ce sont les types de monture qu’il a le droit de monter.

glossary-mount-type = Type de monture
    .definition = La catégorie d’une monture, parmi huit (du cheval de combat au fauve). Un cavalier ne peut monter qu’une monture dont le type figure parmi ses symboles.

glossary-rider = Cavalier
    .definition = Guerrier qui sait monter une monture : on le reconnaît à son bonus à l’attaque inscrit dans un carré et à ses symboles de monture.

glossary-rider-attack-bonus = Bonus à l’attaque du cavalier
    .definition = Le chiffre inscrit dans un carré sur le socle d’un guerrier, qui signale un cavalier. Il s’ajoute à toutes ses attaques, mais seulement tant qu’il est en selle.

glossary-saddle = Selle
    .definition = Le support, sur le dos de la monture, qui reçoit la figurine du cavalier ; c’est là qu’on l’attache pour créer l’unité de cavalerie.

glossary-skittish = Ombreux
    .definition = Niveau d’intelligence signalé par un cercle. Laissée sans cavalier, la monture s’enfuit : dès qu’une phase de fin commence, quel que soit le joueur, elle est retirée du jeu.

glossary-remount = Remonter en selle
    .definition = Pour un cavalier pied à terre, reprendre place sur une monture amie sans cavalier dont le type correspond à l’un de ses symboles. Cela coûte une action spéciale et la nouvelle unité reçoit un jeton d’action.

## Cavalerie : types de monture

glossary-battle-horse = Cheval de combat
    .definition = L’un des huit types de monture : un cheval de guerre dressé. Seuls les cavaliers qui portent le symbole du cheval de combat peuvent monter cette monture.

glossary-cloud-griffon = Griffon des nuages
    .definition = L’un des huit types de monture : un griffon, mi-aigle mi-lion. Seuls les cavaliers qui portent le symbole du griffon des nuages peuvent monter cette monture.

glossary-desert-warbird = Oiseau-guerrier du désert
    .definition = L’un des huit types de monture : un grand oiseau de guerre venu du désert. Seuls les cavaliers qui portent le symbole de l’oiseau-guerrier du désert peuvent monter cette monture.

glossary-horned-stag = Cerf à cornes
    .definition = L’un des huit types de monture : un grand cerf aux bois imposants. Seuls les cavaliers qui portent le symbole du cerf à cornes peuvent monter cette monture.

glossary-pegasus = Pégase
    .definition = L’un des huit types de monture : un cheval ailé. Seuls les cavaliers qui portent le symbole du pégase peuvent monter cette monture.

glossary-salamander = Salamandre
    .definition = L’un des huit types de monture : un lézard géant. Seuls les cavaliers qui portent le symbole de la salamandre peuvent monter cette monture.

glossary-sky-dragon = Dragon céleste
    .definition = L’un des huit types de monture : un dragon élevé pour porter un cavalier. Seuls les cavaliers qui portent le symbole du dragon céleste peuvent monter cette monture.

glossary-technocat = Fauve
    .definition = L’un des huit types de monture : un grand félin mécanique. Seuls les cavaliers qui portent le symbole du fauve peuvent monter cette monture.

## Cavalerie : compétences et capacités

glossary-horsemanship = Monte
    .definition = Compétence de cavalerie : une attaque à distance résolue contre le cadran du cavalier subit −2 à sa valeur d’attaque.

glossary-impale = Empalement
    .definition = Compétence de cavalerie : le cavalier ne peut pas se servir de Maître d’armes, mais lorsqu’il touche une seule cible au combat rapproché, il ajoute 2 à sa valeur de dégâts.

glossary-mounted-bound = Enchaînement avec monture
    .definition = Compétence de cavalerie : par une action de combat à distance, l’unité se déplace jusqu’au maximum de sa valeur de vitesse avec le cadran de la monture, puis tire avec le cadran du cavalier. Elle ne doit pas être au contact d’un adversaire au départ.

glossary-mounted-charge = Charge avec monture
    .definition = Compétence de cavalerie : par une action de combat rapproché, l’unité se déplace jusqu’au maximum de sa valeur de vitesse avec le cadran de la monture, puis fait une attaque de combat rapproché avec le cadran de votre choix. Elle ne doit pas être au contact d’un adversaire au départ.

glossary-overwhelm = Submersion
    .definition = Compétence de cavalerie : un déplacement qui doit finir au contact d’une seule unité de cavalerie adverse. On lance alors 1d6 et on ajoute le bonus à l’attaque du cavalier ; sur 6 ou plus, le cavalier visé est désarçonné.

glossary-trample = Piétinement
    .definition = Compétence de cavalerie : l’unité se déplace en ligne droite à travers les socles des figurines, et chaque figurine au niveau du sol dont elle franchit le socle subit 1 dégât.

glossary-dark-riders = Cavaliers noirs
    .definition = Sous-faction de cavalerie de l’Apocalypse. Chaque cavalier ne monte que la monture portant le même numéro de collection ; ils ne se séparent jamais et gardent leurs capacités de sous-faction une fois montés.

glossary-dark-unity = Noire unité
    .definition = Capacité de sous-faction des Cavaliers noirs : au début de votre phase de commandement, vous pouvez infliger 1 dégât d’épuisement au cavalier pour soigner sa monture d’un clic, une fois par phase.

glossary-natures-ally = Allié de la nature
    .definition = Capacité de l’Armée de Wylden : les terrains gênants et masquants ne bloquent pas la ligne de tir de ce guerrier et ne protègent pas les cibles de ses attaques à distance. Il gagne +1 en défense lorsqu’il se trouve en terrain gênant.

## Colosses et chars de guerre

glossary-colossal = Colosse
    .definition = Une figurine gigantesque divisée en quatre sections, chacune avec son propre cadran de combat. Les chars de guerre sont eux aussi des colosses.

glossary-section = Section
    .definition = L’une des quatre parties d’un colosse (avant, gauche, droite, arrière), avec son propre cadran de combat. Tout le bord extérieur de la section lui sert d’arc.

glossary-active-section = Section active
    .definition = Une section dont la fente de caractéristiques montre encore des valeurs (un crâne y compte pour 0). Seule une section active peut recevoir une action.

glossary-inactive-section = Section inactive
    .definition = Une section dont la fente de caractéristiques affiche trois crânes. Elle ne reçoit plus d’action et ne peut plus subir de dégâts.

glossary-chariot = Char de guerre
    .definition = Un colosse à déplacement Roue capable de transporter un passager dans son compartiment arrière. Il se déplace comme un colosse mais jamais en marche arrière.

glossary-passenger = Passager
    .definition = Le guerrier ami qui voyage dans le compartiment arrière d’un char de guerre. Il n’est au contact de rien et reçoit ses propres actions et jetons d’action.

glossary-board = Embarquer
    .definition = Monter dans un char de guerre ami pour en devenir le passager, par une action de déplacement, depuis le contact avec une section latérale ou arrière.

glossary-disembark = Débarquer
    .definition = Quitter un char de guerre par une action de déplacement : l’ancien passager est placé au contact d’une section latérale ou arrière.

glossary-rear-compartment = Compartiment arrière
    .definition = L’emplacement du char de guerre où l’on pose le guerrier qui en devient le passager. Il n’accueille qu’une figurine à la fois.

glossary-long-range-attack = Attaque à longue portée
    .definition = Une attaque à distance menée avec une portée doublée, au prix de −2 à la valeur de dégâts. Elle n’est permise que si l’attaquant et la cible sont chacun un titan, un colosse ou une section de château.

glossary-point-value = Valeur en points
    .definition = Le coût d’une figurine dans le total de construction. Un colosse propose plusieurs valeurs en points sous son socle, chacune fixant de combien de clics ses cadrans démarrent.

## Jeu de base

glossary-combat-dial = Cadran de combat
    .definition = Le disque tournant sous le socle d’une figurine. Il affiche, clic par clic, ses valeurs de vitesse, d’attaque, de défense et de dégâts.

glossary-click = Clic
    .definition = Un cran de rotation du cadran de combat. Chaque point de dégâts le fait avancer d’un clic, chaque point de soins le fait reculer d’un clic.

glossary-stat-slot = Fente de caractéristiques
    .definition = La fenêtre du socle à travers laquelle on lit les valeurs actuelles du cadran de combat.

glossary-starting-marker = Marqueur de départ
    .definition = Le repère qui indique le clic de départ du cadran. Une figurine commence la partie sur ce clic et ne peut jamais être soignée au-delà.

glossary-skull = Crâne
    .definition = Le symbole qui remplace une valeur sur le cadran. Trois crânes dans la fente de caractéristiques signifient que la figurine est éliminée.

glossary-action = Action
    .definition = Ce qu’un joueur fait faire à une figurine pendant son tour : déplacement, combat rapproché, combat à distance, action spéciale ou passer. Chaque tranche de 100 points de la taille de la partie donne une action par tour.

glossary-action-token = Jeton d’action
    .definition = Un marqueur posé sur une figurine qui vient de recevoir une action. Une figurine qui porte deux jetons ne peut plus agir, et à la fin de votre tour on retire les jetons des figurines qui n’ont pas agi.

glossary-pushing-damage = Dégâts d’épuisement
    .definition = Le dégât qu’une figurine subit quand elle reçoit une action alors qu’elle porte encore un jeton du tour précédent. Il est infligé une fois l’action résolue.

glossary-critical-hit = Coup critique
    .definition = Un double six (12) aux dés d’attaque : l’attaque touche toujours et inflige 1 dégât de plus. Sur un jet de soins, il soigne un clic supplémentaire.

glossary-critical-miss = Échec critique
    .definition = Un double un (2) aux dés d’attaque : l’attaque rate toujours et l’attaquant subit 1 dégât.

glossary-break-away = Se dégager
    .definition = Le jet de 1d6 que fait une figurine au contact d’un adversaire avant de s’éloigner. Sur 4 à 6 elle part ; sur 1 à 3 elle reste sur place mais peut pivoter.

glossary-formation = Formation
    .definition = Un groupe de figurines de la même faction, socles en contact, qui se déplacent ou attaquent ensemble pour une seule action. Chaque membre compte comme ayant reçu une action.

glossary-capture = Capture
    .definition = Une attaque de combat rapproché annoncée à l’avance, contre une défense augmentée de 2, pour faire prisonnière la figurine visée. La figurine capturée suit celle qui la détient et ne peut être ni prise pour cible ni blessée.

glossary-front-arc = Arc frontal
    .definition = La partie avant du socle, marquée sur le bord. Une figurine ne peut viser que ce qui se trouve dans son arc frontal.

glossary-rear-arc = Arc arrière
    .definition = La partie arrière du socle. Un attaquant au contact de l’arc arrière de sa cible gagne +1 à son jet d’attaque.

glossary-base-contact = Contact de socle
    .definition = Deux figurines sont en contact lorsque leurs socles se touchent. C’est la condition du combat rapproché.

glossary-line-of-fire = Ligne de tir
    .definition = La ligne droite qui relie le tireur à sa cible lors d’une attaque à distance. Un terrain bloquant ou une figurine placée en travers l’interrompt.

glossary-build-total = Total de construction
    .definition = La somme des valeurs en points des figurines d’une armée. Il ne doit pas dépasser la taille de la partie convenue.

glossary-game-size = Taille de la partie
    .definition = Le nombre maximal de points convenu pour chaque armée. Elle fixe aussi le nombre d’actions par tour : une par tranche de 100 points.

glossary-speed-value = Valeur de vitesse
    .definition = La distance maximale, en pouces, qu’une figurine peut parcourir lors d’une action de déplacement.

glossary-attack-value = Valeur d’attaque
    .definition = Le nombre que l’on ajoute au résultat de 2d6 pour tenter de toucher une cible.

glossary-defense-value = Valeur de défense
    .definition = Le total qu’une attaque doit égaler ou dépasser pour toucher la figurine.

glossary-damage-value = Valeur de dégâts
    .definition = Le nombre de clics de dégâts qu’inflige une attaque réussie.

glossary-range = Portée
    .definition = La distance maximale, en pouces, d’une attaque à distance, imprimée sur le socle à côté des flèches de cible. Une portée de 0 signifie que la figurine ne peut pas attaquer à distance.

glossary-free-spin = Rotation libre
    .definition = Un pivotement sur place, sans coût d’action, qui permet à une figurine de faire face à une figurine adverse quand leurs socles entrent en contact.

## Types de terrain

glossary-terrain-clear = Terrain plat
    .definition = Un terrain sans effet sur le déplacement ni sur la ligne de tir.

glossary-terrain-hindering = Terrain gênant
    .definition = Un terrain qui arrête le déplacement dès qu’on y entre et divise la vitesse par deux. Une cible visée à travers lui gagne +1 en défense.

glossary-terrain-blocking = Terrain bloquant
    .definition = Un terrain que l’on ne peut ni traverser ni viser à travers : il coupe le déplacement comme la ligne de tir.

glossary-terrain-elevated = Terrain surélevé
    .definition = Un terrain en hauteur : on s’arrête en y entrant, et une figurine qui s’y trouve gagne +1 en défense contre les attaquants situés plus bas.

glossary-terrain-shallow-water = Eau peu profonde
    .definition = Une étendue d’eau qui gêne le déplacement comme un terrain gênant, sans effet sur la ligne de tir.

glossary-terrain-deep-water = Eau profonde
    .definition = Une étendue d’eau infranchissable comme un terrain bloquant pour le déplacement, mais qui laisse passer la ligne de tir.

glossary-terrain-low-wall = Muret
    .definition = Un obstacle bas qui arrête la figurine qui veut le franchir ; elle le passe au déplacement suivant, au prix de la moitié de sa vitesse. Il compte comme terrain gênant pour le tir, sauf pour un tireur à son contact.
