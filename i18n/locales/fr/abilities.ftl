### Capacités spéciales de Dialkeeper (français) : le nom de chaque capacité du flux de cadrans et son effet en une ligne.
### Les identifiants 85 (aucune), 93 (mort) et 120 (position de départ) sont des marqueurs de cadran.

## Marqueurs de cadran

ability-none = Aucune
    .effect = Aucune capacité spéciale sur ce clic.

ability-dead = Mort
    .effect = Clic de crâne : la figurine est éliminée.

ability-starting-position = Position de départ
    .effect = Marque le clic sur lequel la figurine commence la partie ; les soins ne la ramènent jamais au-delà.

## Capacités de vitesse

ability-aquatic = Aquatique
    .effect = Ni l’eau peu profonde ni l’eau profonde ne gênent ou ne bloquent son déplacement.

ability-bound = Enchaînement
    .effect = Se déplace jusqu’à sa vitesse puis fait une attaque à distance, le tout pour une seule action ; ne peut pas faire partie d’une formation.

ability-charge = Charge
    .effect = Se déplace jusqu’à sa vitesse puis attaque au contact, le tout pour une seule action ; ne peut pas faire partie d’une formation.

ability-flight = Vol
    .effect = Ignore terrains et socles en se déplaçant, sans pouvoir s’arrêter en terrain bloquant ; ne rate son dégagement que sur un 1.

ability-forced-march = Marche forcée
    .effect = Peut mener une formation de déplacement de figurines amies, qui avancent toutes à sa vitesse.

ability-magic-levitation = Lévitation magique
    .effect = Déplace une figurine à son contact de 10 pouces au plus dans n’importe quelle direction, en ignorant terrains et socles, sans la poser en terrain bloquant.

ability-nimble = Agilité
    .effect = Peut pivoter gratuitement pour faire face à un adversaire qui entre au contact de son socle.

ability-quickness = Rapidité
    .effect = Peut se déplacer sans dépenser une de vos actions du tour (elle reçoit quand même un jeton) ; ne peut pas faire partie d’une formation de déplacement.

ability-ram = Bélier
    .effect = Une figurine adverse dont elle vient percuter le socle en se déplaçant subit 1 dégât.

ability-stealth = Furtivité
    .effect = Toute ligne de tir vers elle qui traverse un terrain gênant est bloquée.

## Capacités d’attaque

ability-flame-lightning = Flamme/Éclair
    .effect = Attaque à distance : si elle touche, la cible et chaque figurine à son contact subissent 1 dégât au lieu des dégâts normaux.

ability-healing = Soins
    .effect = Au contact d’une figurine amie, la soigne d’autant de clics qu’indique 1d6.

ability-magic-blast = Explosion magique
    .effect = Attaque à distance que les obstacles sur la ligne de tir n’arrêtent pas ; une touche inflige 1d6 dégâts.

ability-magic-healing = Soins magiques
    .effect = À distance, soigne de 1d6 clics une figurine amie qui n’est au contact d’aucun adversaire.

ability-shockwave = Onde de choc
    .effect = Attaque toutes les figurines dans un rayon égal à la moitié de sa portée, sans ligne de tir et sans tenir compte de leurs capacités de défense.

ability-sneak-attack = Attaque sournoise
    .effect = Attaque au contact par l’arc arrière de sa cible pour lui infliger des dégâts doublés.

ability-sweep = Balayage
    .effect = Une seule attaque au contact, comparée à chaque figurine adverse en contact avec son arc frontal.

ability-vampirism = Vampirisme
    .effect = Se soigne d’un clic chaque fois qu’elle blesse un adversaire au combat rapproché.

ability-venom = Venin
    .effect = Au début de votre tour, chaque figurine adverse au contact de son arc frontal subit 1 dégât.

ability-weapon-master = Maître d’armes
    .effect = Au combat rapproché, une touche inflige autant de dégâts qu’indique 1d6 au lieu de sa valeur de dégâts.

## Capacités de défense

ability-battle-armor = Armure de combat
    .effect = +2 en défense contre les attaques à distance.

ability-defend = Défendre
    .effect = Les figurines amies à son contact peuvent utiliser sa valeur de défense à la place de la leur.

ability-dodge = Esquive
    .effect = Quand une attaque la touche, lancez 1d6 : sur 5 ou 6, l’attaque est manquée.

ability-invulnerability = Invulnérabilité
    .effect = Réduit de 2 les dégâts qu’elle subit ; elle ne peut être ni soignée ni capturée, et ne capture pas.

ability-limited-invisibility = Invisibilité limitée
    .effect = Ne peut pas être la cible d’une attaque à distance.

ability-magic-immunity = Immunité magique
    .effect = N’est affectée par aucune capacité dont le nom contient le mot « magique ».

ability-magic-retaliation = Représailles magiques
    .effect = Quand une attaque rapprochée ou à distance la blesse, l’attaquant subit 1 dégât.

ability-pole-arm = Arme d’hast
    .effect = Une figurine adverse qui se déplace au contact de son arc frontal subit 1 dégât et son action prend fin.

ability-regeneration = Régénération
    .effect = Pour une action, lancez 1d6 et retirez 2 : elle se soigne d’autant de clics (jamais moins de 0).

ability-toughness = Robustesse
    .effect = Réduit de 1 les dégâts qu’elle subit.

## Capacités de dégâts

ability-battle-fury = Furie guerrière
    .effect = Ne peut ni capturer ni être capturée ; un prisonnier qu’elle détenait est libéré.

ability-berserk = Berserk
    .effect = Ne peut pas attaquer à distance, ni capturer, ni être capturée.

ability-command = Commandement
    .effect = Au début de votre tour, lancez 1d6 : sur un 6 vous gagnez une action ; les figurines démoralisées amies à son contact se soignent d’un clic.

ability-demoralized = Démoralisé
    .effect = Ne peut que se déplacer ou passer, et n’entre jamais volontairement au contact d’un adversaire.

ability-magic-confusion = Confusion magique
    .effect = Attaque à distance : si elle touche, au lieu de dégâts, vous donnez aussitôt une action à la cible comme si elle était à vous.

ability-magic-enhancement = Amélioration magique
    .effect = Une figurine amie à son contact inflige 1 dégât de plus avec ses attaques à distance.

ability-magic-freeze = Gel magique
    .effect = Attaque à distance : si elle touche, la cible ne subit pas de dégâts mais reçoit un jeton d’action, ce qui la fige.

ability-necromancy = Nécromancie
    .effect = Ramène en jeu, au contact de cette figurine, une figurine amie éliminée : son cadran repart de la position de départ puis elle subit 1d6 dégâts.

ability-pierce = Perforation
    .effect = Ses dégâts ne peuvent pas être réduits par les capacités de la cible, comme Robustesse ou Invulnérabilité.
