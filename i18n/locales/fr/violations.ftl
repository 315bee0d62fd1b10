### Pourquoi les règles refusent quelque chose. L’application affiche à côté l’identifiant de la règle, sous forme de lien.
### Les variables portent le nom des champs du moteur ; les figurines arrivent sous leur nom.

## Jeu de base

# Variables:
#   $figure (String) - l’identifiant de la figurine
violation-unknown-figure = Cette figurine est introuvable dans la partie.
# Variables:
#   $figure (String) - nom de la figurine
#   $player (String) - le joueur dont c’est le tour
violation-not-your-figure = C’est le tour de { $player } : seules ses propres figurines peuvent recevoir une action, et { $figure } n’en fait pas partie.
# Variables:
#   $allowed (Number) - actions par tour
violation-no-actions-left = { $allowed ->
    [0] Ce tour ne compte aucune action.
    [one] L’unique action de ce tour est déjà utilisée.
   *[other] Les { $allowed } actions de ce tour sont toutes utilisées.
} Terminez le tour.
# Variables:
#   $figure (String) - nom de la figurine
violation-already-acted = { $figure } a déjà reçu une action ce tour-ci.
# Variables:
#   $figure (String) - nom de la figurine
violation-two-tokens = { $figure } porte deux jetons d’action et doit se reposer ce tour-ci.
# Variables:
#   $figure (String) - nom de la figurine
violation-eliminated = La figurine { $figure } a été éliminée.
# Variables:
#   $figure (String) - nom de la figurine
violation-nothing-to-heal = { $figure } est déjà sur son clic de départ : les soins ne vont jamais au-delà du marqueur de départ.
violation-no-clicks = Les dégâts et les soins se comptent en clics entiers : au moins un.
# Variables:
#   $figure (String) - nom de la figurine
#   $dial (Number) - le cadran demandé
violation-no-such-dial = { $figure } n’a pas ce cadran.
# Variables:
#   $value (Number) - la valeur saisie
violation-bad-two-d6 = { $value } n’est pas un résultat de deux dés : entrez un total de 2 à 12.
# Variables:
#   $value (Number) - la valeur saisie
violation-bad-d6 = { $value } n’est pas un résultat d’un dé : entrez une valeur de 1 à 6.
# Variables:
#   $action (String) - nom de l’action
violation-roll-does-not-fit = Ce jet ne correspond pas à une action « { $action } ».
# Variables:
#   $count (Number) - cibles choisies
#   $allowed (Number) - cibles autorisées
violation-bad-target-count = { $count ->
    [one] { $count } cible choisie
   *[other] { $count } cibles choisies
}, mais cette attaque en autorise { $allowed }.
# Variables:
#   $figure (String) - nom de la figurine
violation-bad-target = Une figurine ne peut être visée ni deux fois, ni par elle-même ({ $figure }).
violation-own-figure = { $figure } est dans votre camp : on n’attaque pas ses propres figurines.
violation-no-healing = { $figure } n’affiche pas Soins en ce moment et ne peut donc pas soigner.
violation-no-magic-healing = { $figure } n’affiche pas Soins magiques en ce moment et ne peut donc pas soigner à distance.
violation-heal-opposing = { $figure } est une figurine adverse : seules vos propres figurines peuvent être soignées.
violation-heal-invulnerable = { $figure } affiche Invulnérabilité : cette figurine ne peut pas être soignée.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-not-shown = { $figure } n’affiche pas { $ability } en ce moment.
# Variables:
#   $ability (String) - the ability
#   $action (String) - action name
violation-ability-wrong-action = { $ability } ne s’utilise pas avec une action « { $action } ».
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability that forbids it
#   $action (String) - action name
violation-ability-forbids = { $figure } affiche { $ability }, ce qui exclut une action « { $action } ».
# Variables:
#   $figure (String) - the attacker
#   $ability (String) - the ability
violation-damage-roll-needed = { $figure } a touché avec { $ability } : entrez le jet qui fixe les dégâts.
# Variables:
#   $figure (String) - the immune figure
#   $ability (String) - the magic ability
violation-magic-immune = { $figure } est insensible à { $ability }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-in-contact = { $figure } est en contact de socle avec une figurine adverse : impossible d’utiliser { $ability }.
# Variables:
#   $figure (String) - the figure named
violation-not-returnable = { $figure } ne fait pas partie de vos figurines éliminées et ne peut donc pas revenir.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-start-of-turn-only = { $figure } ne lance le dé de { $ability } qu’une fois par tour, au début, avant toute action.
# Variables:
#   $ability (String) - the ability
violation-no-ability-damage = { $ability } : cette capacité n’inflige pas de dégâts en dehors d’une attaque.
# Variables:
#   $figure (String) - the target
#   $ability (String) - the ability that protects it
violation-ability-protects = { $figure } affiche { $ability } : cette figurine ne peut pas être ciblée de cette façon.
violation-cannot-capture = { $figure } affiche { $ability } : cette figurine ne peut ni capturer ni être capturée.
# Variables:
#   $figure (String) - la prisonnière
#   $captor (String) - la figurine qui la retient
violation-captive = { $figure } est aux mains de { $captor } et ne peut recevoir aucune action.
# Variables:
#   $figure (String) - la prisonnière
#   $captor (String) - la figurine qui la retient
violation-captive-untouchable = { $figure } est aux mains de { $captor } : on ne peut ni cibler cette figurine ni lui infliger de dégâts.
# Variables:
#   $figure (String) - la figurine qui capture
#   $captive (String) - sa prisonnière
violation-holds-captive = { $figure } retient { $captive } et ne peut donc recevoir qu’une action de déplacement.
# Variables:
#   $figure (String) - nom de la figurine
violation-no-range = { $figure } n’a pas de portée et ne peut pas attaquer à distance.
# Variables:
#   $figure (String) - the figure whose speed value is read
violation-no-speed-to-move = { $figure } a une valeur de vitesse de 0 : impossible de lui donner une action de déplacement.
# Variables:
#   $figure (String) - the figure to heal
violation-heal-target-in-contact = { $figure } est en contact de socle avec une figurine adverse : les Soins magiques ne peuvent pas l’atteindre.

## Cavalerie

# Variables:
#   $unit (String) - la monture de l’unité
violation-cav-second-action = { $unit } est une unité de cavalerie : une seule action par tour.
# Variables:
#   $figure (String) - nom de la figurine
violation-cav-free-spin = Les montures et les unités de cavalerie ne font jamais de rotation libre : { $figure } non plus.
# Variables:
#   $figure (String) - nom de la figurine
violation-cav-capture = Les unités de cavalerie ne peuvent ni capturer ni être capturées : { $figure } ne peut donc pas y prendre part.
# Variables:
#   $figure (String) - nom de la figurine
violation-cav-surge = Les unités de cavalerie ne peuvent pas utiliser la compétence Élan : { $figure } non plus.
violation-cav-carried = { $figure } fait partie d’une unité de cavalerie : ni Vol puissant ni Lévitation magique ne peuvent transporter cette figurine.
# Variables:
#   $figure (String) - nom de la figurine
violation-cav-not-a-unit = { $figure } n’est pas une unité de cavalerie (une monture qui porte son cavalier).
# Variables:
#   $figure (String) - nom de la figurine
violation-cav-not-a-rider = { $figure } n’est pas un cavalier : seuls les cavaliers peuvent monter une monture.
# Variables:
#   $figure (String) - nom de la figurine
violation-cav-not-a-mount = { $figure } n’est pas une monture : seules les montures portent des cavaliers.
# Variables:
#   $rider (String) - le cavalier
#   $mount (String) - la monture
violation-cav-mount-mismatch = { $rider } n’a aucun symbole de monture qui corresponde au type de monture de { $mount }.
# Variables:
#   $rider (String) - le cavalier
#   $mount (String) - la monture
violation-cav-dark-riders-mismatch = Les Cavaliers noirs s’associent uniquement par numéro de collection : { $rider } ne peut pas monter { $mount }.
# Variables:
#   $unit (String) - la monture de l’unité
violation-cav-dark-rider-dismount = Les Cavaliers noirs ne mettent jamais pied à terre et ne peuvent pas être désarçonnés ({ $unit }).
# Variables:
#   $unit (String) - la monture de l’unité
violation-cav-no-room-to-dismount = Il n’y a pas de place pour le cavalier à côté de { $unit } : il ne peut pas mettre pied à terre.
# Variables:
#   $rider (String) - le cavalier
violation-cav-already-mounted = { $rider } est déjà en selle : seul un cavalier pied à terre peut remonter en selle.
# Variables:
#   $mount (String) - la monture
violation-cav-mount-taken = { $mount } porte déjà un cavalier.
# Variables:
#   $mount (String) - la monture
violation-cav-mount-not-friendly = { $mount } n’est pas une monture amie : un cavalier ne remonte en selle que sur une monture amie.
# Variables:
#   $unit (String) - la monture de l’unité
#   $proficiency (String) - le nom de la compétence
violation-cav-lacks-proficiency = { $unit } n’a pas la compétence { $proficiency }.
# Variables:
#   $target (String) - la cible
violation-cav-overwhelm-target = Une Submersion doit finir au contact d’exactement une unité de cavalerie adverse, et { $target } n’en est pas une.
violation-cav-in-contact = { $unit } est en contact de socle avec une figurine adverse : impossible d’utiliser { $proficiency }, qui ne s’utilise que hors contact.
violation-cav-overwhelm-speed = { $unit } ne peut pas utiliser de capacité de vitesse pendant une Submersion : le déplacement n’utilise que sa valeur de vitesse.
violation-cav-trample-elevated = { $unit } n’est pas au niveau du sol : pas de Piétinement possible, car il commence au niveau du sol.
violation-cav-trample-double-time = { $unit } ne peut pas utiliser la compétence Double-temps pendant un Piétinement.
# Variables:
#   $rider (String) - le cavalier
violation-cav-impale-weapon-master = { $rider } a la compétence Empalement et ne peut donc jamais utiliser Maître d’armes.
# Variables:
#   $unit (String) - la monture de l’unité
violation-cav-not-dark-riders = Seules les unités des Cavaliers noirs peuvent utiliser { glossary-dark-unity } ; { $unit } n’en fait pas partie.
# Variables:
#   $unit (String) - la monture de l’unité
violation-cav-dark-unity-timing = { glossary-dark-unity } s’utilise pendant votre propre phase de commandement, avant toute action ({ $unit }).
# Variables:
#   $unit (String) - la monture de l’unité
violation-cav-dark-unity-used = { glossary-dark-unity } a déjà servi pendant cette phase de commandement ({ $unit }).
# Variables:
#   $figure (String) - nom de la figurine
violation-cav-formation-mixed = Une unité de cavalerie ne se met en formation qu’avec d’autres unités de cavalerie ; { $figure } ne convient pas.
# Variables:
#   $figure (String) - nom de la figurine
violation-cav-formation-faction = Tous les cavaliers d’une formation de cavalerie doivent être de la même faction ; ce n’est pas le cas de { $figure }.
# Variables:
#   $rider (String) - le cavalier
violation-cav-not-thrown = Seul un cavalier dont la monture a été éliminée ce tour-ci peut être éliminé faute de place ; ce n’est pas le cas de { $rider }.
# Variables:
#   $mount (String) - the mount
violation-cav-skittish-mount = { $mount } est une monture ombreuse sans cavalier : impossible de lui donner des actions.
# Variables:
#   $mount (String) - the mount
#   $captive (String) - its captive
violation-cav-remount-captor = { $mount } retient { $captive }, et une unité de cavalerie ne peut pas retenir de prisonnier : aucun cavalier ne peut y remonter en selle pour l’instant.
# Variables:
#   $rider (String) - the rider
#   $ability (String) - the rider's ability
violation-cav-mount-moves = { $rider } est en selle : son unité de cavalerie se déplace avec les seules capacités de sa monture, donc sa capacité { $ability } ne compte pas.

## Formations

# Variables:
#   $action (String) - nom de l’action
violation-formation-action = Seuls le déplacement, le combat rapproché et le combat à distance se font en formation, pas { $action }.
# Variables:
#   $action (String) - nom de l’action
#   $size (Number) - figurines désignées
#   $min (Number) - le minimum
#   $max (Number) - le maximum
violation-formation-size = Une formation pour cette action ({ $action }) compte de { $min } à { $max ->
    [one] { $max } figurine
   *[other] { $max } figurines
} ; { $size ->
    [0] aucune n’est désignée
    [one] une seule est désignée
   *[other] { $size } sont désignées
}.
# Variables:
#   $figure (String) - nom de la figurine
violation-formation-repeated = { $figure } apparaît deux fois dans cette formation (une unité de cavalerie ne compte qu’une fois, par l’une ou l’autre de ses figurines).
violation-formation-not-in-contact = Les membres d’une formation doivent tous être en contact de socle les uns avec les autres.
# Variables:
#   $figure (String) - nom de la figurine
violation-formation-no-faction = { $figure } n’a aucune faction, comme tous les Rejetons de mage, et ne peut donc jamais entrer dans une formation.
# Variables:
#   $figure (String) - nom de la figurine
violation-formation-faction = { $figure } n’a aucune faction en commun avec les autres membres de cette formation.
# Variables:
#   $figure (String) - nom de la figurine
#   $ability (String) - la capacité affichée
violation-formation-ability = { $figure } affiche { $ability } et ne peut donc pas entrer dans une formation.
# Variables:
#   $figure (String) - le passager
violation-formation-passenger = { $figure } voyage dans un char de guerre et ne touche aucune autre figurine : impossible d’entrer dans une formation.

## Colosses

# Variables:
#   $figure (String) - nom de la figurine
violation-col-not-a-colossal = { $figure } n’est pas un colosse : les sections ne concernent que les colosses.
# Variables:
#   $figure (String) - nom de la figurine
violation-col-section-needed = { $figure } est un colosse : donnez chaque action à l’une de ses sections.
# Variables:
#   $figure (String) - nom de la figurine
violation-col-command-section-unclear = { $figure } affiche Démoralisé sur plus d’une section : soignez vous-même celle qui est en contact de socle.
# Variables:
#   $figure (String) - nom de la figurine
#   $section (String) - nom de la section
violation-col-inactive-section = La section { $section } de { $figure } est inactive et ne subit plus de dégâts.
# Variables:
#   $figure (String) - nom de la figurine
#   $section (String) - nom de la section
violation-col-inactive-section-acts = La section { $section } de { $figure } est inactive et ne peut pas agir.
# Variables:
#   $figure (String) - nom de la figurine
#   $section (String) - nom de la section
violation-col-section-already-acted = La section { $section } de { $figure } a déjà agi ce tour-ci.
# Variables:
#   $figure (String) - nom de la figurine
violation-col-actions-over = Une autre figurine a agi après { $figure } : ses actions sont terminées pour ce tour.
# Variables:
#   $figure (String) - nom de la figurine
violation-col-move-after-combat = { $figure } a déjà combattu ce tour-ci : tous ses déplacements doivent précéder le combat.
# Variables:
#   $figure (String) - nom de la figurine
violation-col-push-section-needed = Choisissez la section de { $figure } qui subit les dégâts d’épuisement.
# Variables:
#   $figure (String) - nom de la figurine
#   $effect (String) - le nom de l’effet
violation-col-immune = { $figure } est un colosse. Interdit ou sans effet pour lui : { $effect }.
# Variables:
#   $figure (String) - nom de la figurine
violation-col-break-away-once = { $figure } ne tente de se dégager qu’une fois par tour.
# Variables:
#   $figure (String) - nom de la figurine
violation-col-too-many-objectives = { $figure } ne peut pas finir un déplacement au contact de plus d’un objectif.
# Variables:
#   $figure (String) - nom de la figurine
#   $section (String) - nom de la section
violation-col-section-cannot-shoot = La section { $section } de { $figure } ne peut pas attaquer à distance : il lui faut une portée, une attaque supérieure à 0 et aucune figurine adverse à son contact.
# Variables:
#   $figure (String) - nom de la figurine
violation-col-not-long-range = { $figure } ne peut pas faire ici d’attaque à longue portée : seuls un titan, un colosse ou une section de château peuvent en faire une, et seulement contre un titan, un colosse ou une section de château.
# Variables:
#   $figure (String) - le colosse attaqué
#   $rule (String) - l’identifiant de la règle
violation-col-aim-needed = Indiquez quelle section de { $figure } l’attaque atteint.
# Variables:
#   $figure (String) - le colosse attaqué
violation-col-no-active-section-touched = Une attaque de combat rapproché contre { $figure } exige le contact avec une section active.
# Variables:
#   $figure (String) - le colosse attaqué
#   $rule (String) - l’identifiant de la règle
violation-col-controller-pick-needed = Le joueur qui contrôle { $figure } doit choisir la section touchée.
# Variables:
#   $figure (String) - le colosse attaqué
#   $rule (String) - l’identifiant de la règle
violation-col-attacker-pick-needed = Cette section de { $figure } est inactive : l’attaquant choisit une section active.
# Variables:
#   $figure (String) - le colosse attaqué
#   $section (String) - nom de la section
#   $rule (String) - l’identifiant de la règle
violation-col-bad-section-pick = La section { $section } de { $figure } ne peut pas être choisie ici.
# Variables:
#   $figure (String) - le colosse attaqué
#   $rule (String) - l’identifiant de la règle
violation-col-aim-does-not-fit = Cette façon de viser { $figure } ne convient pas à ce type d’attaque.
# Variables:
#   $figure (String) - le colosse attaqué
#   $section (String) - nom de la section
violation-col-section-shielded = La section { $section } de { $figure } touche une figurine amie de l’attaquant : l’attaque n’a pas lieu. Utilisez l’action autrement.
# Variables:
#   $figure (String) - the colossal
#   $ability (String) - Charge or Bound
violation-col-move-and-attack = { $figure } est un colosse : les actions de déplacement de ses sections s’additionnent en un seul déplacement en ligne droite, donc { $ability } ne peut pas réunir un déplacement et une attaque en une seule action.

## Chars de guerre

# Variables:
#   $figure (String) - nom de la figurine
violation-chr-not-a-chariot = { $figure } n’est pas un char de guerre : seuls les chars de guerre transportent des passagers.
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-cannot-reverse = { $figure } est un char de guerre et ne peut pas reculer en ligne droite.
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-cannot-be-passenger = { $figure } ne peut pas devenir passager : les colosses, les titans et les figurines à déplacement Fer à cheval ne montent jamais dans un char de guerre.
# Variables:
#   $chariot (String) - le char de guerre
violation-chr-chariot-full = { $chariot } transporte déjà un passager.
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-already-aboard = { $figure } est déjà à bord d’un char de guerre.
violation-chr-deploy-after-start = Un passager ne peut être placé dans un char qu’avant la première action de la partie.
# Variables:
#   $chariot (String) - le char de guerre
violation-chr-chariot-not-friendly = { $chariot } n’est pas un char ami : on ne peut embarquer que dans un char ami.
# Variables:
#   $figure (String) - nom de la figurine
#   $rule (String) - l’identifiant de la règle
violation-chr-no-speed = { $figure } a une vitesse de 0 et ne peut ni embarquer ni débarquer.
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-sentry-cannot-board = { $figure } est un Gardien et ne peut pas embarquer dans un char.
# Variables:
#   $figure (String) - nom de la figurine
#   $rule (String) - l’identifiant de la règle
violation-chr-front-section = { $figure } n’embarque et ne débarque que par une section latérale ou la section arrière.
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-not-a-passenger = { $figure } n’est pas à bord d’un char : impossible de débarquer.
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-passenger-stays-aboard = { $figure } est à bord d’un char : son seul déplacement possible est de débarquer.
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-chariot-moved = Le char de { $figure } s’est déplacé ce tour-ci : pas d’attaque à distance possible.
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-target-touches-chariot = Un passager ne peut pas tirer sur une figurine au contact de son propre char ({ $figure }).
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-own-chariot = { $figure } ne peut jamais viser son propre char.
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-passenger-untouchable = { $figure } est à bord d’un char : rien ne blesse ni ne soigne directement un passager.
# Variables:
#   $chariot (String) - le char de guerre
violation-chr-passenger-roll-needed = { $chariot } transporte un passager : entrez le résultat du d6 de l’attaquant pour ce passager.
# Variables:
#   $figure (String) - le passager
violation-chr-wreck-roll-pending = Entrez d’abord le jet de 1d6 dégâts du passager { $figure }, projeté hors de son char.
# Variables:
#   $figure (String) - nom de la figurine
violation-chr-no-wreck-roll = Aucun jet de dégâts n’est en attente pour { $figure }.

violation-game-over = La partie est finie. Annulez la fin pour continuer à jouer.
# Variables:
#   $figure (String) - an opposing figure still in play
#   $winner (String) - the player said to have won
violation-opponents-left = { $figure } est encore en jeu : { $winner } n’a donc pas encore vaincu toutes les figurines adverses.
# Variables:
#   $winner (String) - the player said to have won
violation-no-opponents = { $winner } n’a aucune figurine adverse à vaincre.
violation-no-time-limit = Aucune durée n’a été convenue pour cette partie.
# Variables:
#   $minutes (Number) - minutes left, rounded up
violation-time-left = Le temps convenu n’est pas écoulé : { $minutes ->
        [0] il reste moins d’une minute
        [one] il reste une minute
       *[other] il reste { $minutes } minutes
    }.
violation-no-condition = Aucune autre condition de fin n’a été convenue pour cette partie.
violation-no-clock = Cette partie a commencé avant que l’app ne tienne un chronomètre.
violation-clock-paused = Le chronomètre est déjà en pause.
violation-clock-running = Le chronomètre tourne déjà.
# Variables:
#   $players (Number) - players in the game
violation-objectives-per-player = Saisissez les objectifs { $players ->
    [one] du joueur
   *[other] de chacun des { $players } joueurs
}.
# Variables:
#   $figure (String) - the captor
#   $captive (String) - its captive
violation-captor-in-contact = { $figure } retient { $captive } en contact de socle : aucune attaque ni aucun soin à distance ne peut viser cette figurine ; une attaque en combat rapproché reste possible.
# Variables:
#   $figure (String) - the demoralized figure
violation-demoralized-contact = { $figure } affiche Démoralisé : cette figurine n’entre jamais d’elle-même en contact de socle avec une figurine adverse.
# Variables:
#   $winner (String) - the player said to have won
violation-conquest-none-left = Toutes les figurines de { $winner } sont elles aussi hors jeu : personne n’a conquis le champ de bataille. Arrêtez la partie : le score décidera.
# Variables:
#   $figure (String) - the passenger, or the captor that would board
violation-chr-passenger-no-captive = { $figure } ne peut pas garder de prisonnier à bord d’un char : un passager ne touche rien, et une figurine capturée reste en contact de socle avec la figurine qui la retient.
# Variables:
#   $figure (String) - the passenger
violation-chr-passenger-touches-nothing = { $figure } est un passager et n’est en contact de socle avec rien : aucune capacité ne lui parvient ni ne part de lui par contact.
