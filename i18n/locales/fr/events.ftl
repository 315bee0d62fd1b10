### Ce qui s’est passé pendant une partie, sous forme de phrases du journal. Les variables portent
### le nom des champs d’événement du moteur ; les figurines arrivent sous leur nom, les booléens en « yes » ou « no ».

## Tours et actions

# Variables:
#   $phase (String) - le nom de la phase
event-phase-changed = Début de la { $phase }.
# Variables:
#   $figure (String) - nom de la figurine
#   $action (String) - nom de l’action
#   $actions_left (Number) - actions restantes ce tour-ci
event-action-given = { $figure } reçoit une action : { $action } ({ $actions_left ->
    [0] plus aucune action restante
    [one] { $actions_left } action restante
   *[other] { $actions_left } actions restantes
}).
# Variables:
#   $actions_left (Number) - actions restantes ce tour-ci
event-passed = Le joueur passe ({ $actions_left ->
    [0] plus aucune action restante
    [one] { $actions_left } action restante
   *[other] { $actions_left } actions restantes
}).
# Variables:
#   $figure (String) - nom de la figurine
#   $tokens (Number) - jetons qu’elle porte désormais
event-token-added = { $figure } porte maintenant { $tokens ->
    [one] { $tokens } jeton d’action
   *[other] { $tokens } jetons d’action
}.
# Variables:
#   $figure (String) - nom de la figurine
#   $d6 (Number) - le dé
#   $success (String) - yes ou no
event-break-away = { $figure } lance { $d6 } pour se dégager : { $success ->
    [yes] dégagement réussi.
   *[no] raté, le contact est maintenu.
}
# Variables:
#   $player (String) - nom du joueur
event-turn-ended = Fin du tour de { $player }.
# Variables:
#   $player (String) - nom du joueur
#   $round (Number) - la manche
event-turn-started = Manche { $round } : début du tour de { $player }.
# Variables:
#   $figure (String) - nom de la figurine
event-tokens-cleared = { $figure } se repose : ses jetons d’action sont retirés.

## Combat et cadrans

# Variables:
#   $attacker (String) - l’attaquant
#   $two_d6 (Number) - le total des 2d6
event-attack-rolled = { $attacker } obtient { $two_d6 } aux dés.
# Variables:
#   $attacker (String) - l’attaquant
#   $target (String) - la cible
#   $total (Number) - 2d6 plus la valeur d’attaque et les modificateurs
#   $defense (Number) - la valeur de défense à atteindre
event-attack-compared = { $total } contre une défense de { $defense } pour { $target }.
# Variables:
#   $attacker (String) - l’attaquant
#   $target (String) - la cible
#   $critical (String) - yes ou no
event-hit = { $critical ->
    [yes] Coup critique ! { $attacker } touche { $target }.
   *[no] { $attacker } touche { $target }.
}
# Variables:
#   $attacker (String) - l’attaquant
#   $target (String) - la cible
#   $critical (String) - yes ou no
event-missed = { $critical ->
    [yes] Échec critique : { $attacker } rate { $target } et se blesse.
   *[no] { $attacker } rate { $target }.
}
# Variables:
#   $figure (String) - nom de la figurine
#   $dial (Number) - quel cadran
#   $from (Number) - indice du clic avant
#   $to (Number) - indice du clic après
#   $clicks (Number) - clics de dégâts
#   $click (Number) - le clic où elle se trouve maintenant, à partir de 1
#   $cause (String) - table, attack, critical-miss, pushing, area ou trample
event-damaged = { $figure } subit { $clicks ->
    [one] { $clicks } clic
   *[other] { $clicks } clics
} de { $cause ->
    [pushing] dégâts d’épuisement
    [critical-miss] dégâts dus à son échec critique
    [area] dégâts de zone
    [trample] dégâts de piétinement
   *[other] dégâts
}, désormais au clic { $click }.
# Variables:
#   $figure (String) - nom de la figurine
#   $dealt (Number) - dégâts infligés
#   $taken (Number) - dégâts après réductions
event-damage-reduced = Les défenses de { $figure } réduisent les dégâts de { $dealt } à { $taken }.
# Variables:
#   $figure (String) - nom de la figurine
#   $dial (Number) - quel cadran
#   $from (Number) - indice du clic avant
#   $to (Number) - indice du clic après
#   $clicks (Number) - clics soignés
#   $click (Number) - le clic où elle se trouve maintenant, à partir de 1
event-healed = { $figure } récupère { $clicks ->
    [one] { $clicks } clic
   *[other] { $clicks } clics
} et revient au clic { $click }.
# Variables:
#   $figure (String) - nom de la figurine
event-eliminated = La figurine { $figure } est éliminée.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
event-ability-used = { $figure } utilise { $ability }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
#   $d6 (Number) - the die
event-ability-rolled = { $figure } obtient { $d6 } au dé pour { $ability }.
# Variables:
#   $figure (String) - the figure back in play
#   $by (String) - the figure that brought it back
event-returned = { $figure } revient en jeu à son clic de départ, grâce à { $by }.
# Variables:
#   $figure (String) - the figure that rolled
#   $actions_left (Number) - actions left this turn
event-extra-action = Le jet de { $figure } donne une action de plus ce tour-ci ({ $actions_left ->
    [0] plus aucune action restante
    [one] { $actions_left } action restante
   *[other] { $actions_left } actions restantes
}).

## Cavalerie

# Variables:
#   $unit (String) - la monture de l’unité
event-no-pushing-damage = { $unit } est une unité de cavalerie : un second jeton n’inflige pas de dégâts d’épuisement.
# Variables:
#   $rider (String) - le cavalier
#   $mount (String) - la monture
event-dismounted = { $rider } met pied à terre à côté de { $mount }.
# Variables:
#   $rider (String) - le cavalier
#   $mount (String) - la monture
event-remounted = { $rider } remonte en selle sur { $mount } ; l’unité reçoit un jeton d’action.
# Variables:
#   $rider (String) - le cavalier
#   $mount (String) - la monture
event-rider-thrown = La monture { $mount } est éliminée : son cavalier, { $rider }, est posé à côté d’elle s’il y a la place.
# Variables:
#   $rider (String) - le cavalier
#   $mount (String) - la monture
event-rider-lost = Le cavalier { $rider } n’est plus en jeu : { $mount } n’a plus de cavalier.
# Variables:
#   $figure (String) - nom de la figurine
#   $dial (Number) - quel cadran
#   $to (Number) - indice du clic après
#   $click (Number) - le clic où elle se trouve maintenant, à partir de 1
event-dial-reset = La monture { $figure } ne peut pas être éliminée avant son cavalier : son cadran revient au clic { $click }.
# Variables:
#   $mount (String) - la monture
event-mount-fled = { $mount } est une monture ombreuse sans cavalier : elle quitte la partie.
# Variables:
#   $mount (String) - la monture
#   $player (String) - le joueur dont elle devient l’alliée
event-mount-sides = { $mount } est une monture méchante sans cavalier : ce tour-ci, elle se range du côté de { $player }.
# Variables:
#   $figure (String) - nom de la figurine
event-free-spun = { $figure } fait une rotation libre.
# Variables:
#   $captor (String) - le geôlier
#   $target (String) - la cible
event-capture-announced = { $captor } tente de capturer { $target }.
# Variables:
#   $captor (String) - la figurine qui capture
#   $captive (String) - la figurine capturée
event-captured = { $captor } capture { $captive }.
# Variables:
#   $captive (String) - la figurine libérée
#   $captor (String) - la figurine qui la retenait
event-freed = { $captor } ne retient plus { $captive } : la figurine est libre.
# Variables:
#   $captor (String) - la figurine qui capture
#   $captive (String) - la prisonnière
event-captive-slain = { $captor } affiche maintenant Berserk : la figurine capturée, { $captive }, est éliminée.
# Variables:
#   $figure (String) - nom de la figurine
#   $proficiency (String) - le nom de la compétence
event-proficiency-used = { $figure } utilise { $proficiency }.
# Variables:
#   $unit (String) - l’unité qui attaque
#   $target (String) - l’unité visée
#   $d6 (Number) - le dé
#   $total (Number) - dé plus bonus du cavalier
#   $success (String) - yes ou no
event-overwhelm-rolled = Submersion de { $unit } sur { $target } : { $d6 }, total { $total }. { $success ->
    [yes] Le cavalier est désarçonné.
   *[no] Le cavalier tient bon.
}
# Variables:
#   $unit (String) - la monture de l’unité
event-dark-unity-used = { $unit } utilise { glossary-dark-unity } : le cavalier s’épuise pour soigner sa monture.

## Formations

# Variables:
#   $primary (String) - la figurine qui attaque pour la formation ou mène son déplacement
#   $action (String) - nom de l’action
#   $size (Number) - figurines de la formation
#   $actions_left (Number) - actions restantes ce tour-ci
event-formation-acted = { $primary } mène une formation de { $size ->
    [one] { $size } figurine
   *[other] { $size } figurines
} : { $action } ({ $actions_left ->
    [0] plus aucune action restante
    [one] { $actions_left } action restante
   *[other] { $actions_left } actions restantes
}).
# Variables:
#   $figure (String) - le membre le plus lent
#   $speed (Number) - sa valeur de vitesse
event-formation-speed = La formation avance au rythme de { $figure }, son membre le plus lent : vitesse { $speed }.
# Variables:
#   $attacker (String) - l’attaquant principal
#   $bonus (Number) - ce que la formation ajoute
event-formation-bonus = La formation ajoute +{ $bonus } au jet d’attaque de { $attacker }.

## Colosses et chars de guerre

# Variables:
#   $figure (String) - le colosse
#   $section (String) - le nom de la section
#   $action (String) - nom de l’action
#   $actions_left (Number) - actions restantes ce tour-ci
event-section-action-given = { $figure }, section { $section }, reçoit une action : { $action } ({ $actions_left ->
    [0] plus aucune action restante
    [one] { $actions_left } action restante
   *[other] { $actions_left } actions restantes
}).
# Variables:
#   $figure (String) - le colosse
event-colossal-actions-ended = Une autre figurine a agi : { $figure } ne reçoit plus d’action ce tour-ci.
# Variables:
#   $figure (String) - le colosse
#   $section (String) - le nom de la section
event-section-inactive = La section { $section } de { $figure } affiche trois crânes : elle est inactive.
# Variables:
#   $figure (String) - le colosse
#   $distance (Number) - vitesse cumulée en pouces
event-movement-combined = { $figure } peut se déplacer de { $distance ->
    [one] { $distance } pouce
   *[other] { $distance } pouces
} au total ce tour-ci.
# Variables:
#   $figure (String) - le colosse
#   $section (String) - le nom de la section
event-section-targeted = L’attaque contre { $figure } atteint la section { $section }.
# Variables:
#   $chariot (String) - le char de guerre
#   $passenger (String) - le passager
#   $d6 (Number) - le dé de l’attaquant
#   $hit (String) - yes ou no
event-passenger-roll = { $d6 } pour { $passenger }, à bord de { $chariot } : { $hit ->
    [yes] le passager est touché lui aussi.
   *[no] le passager est épargné.
}
# Variables:
#   $figure (String) - le passager
#   $chariot (String) - le char de guerre
event-boarded = { $figure } embarque dans { $chariot }.
# Variables:
#   $figure (String) - le passager
#   $chariot (String) - le char de guerre
#   $section (String) - la section par laquelle il descend
event-disembarked = { $figure } débarque de { $chariot } par la section { $section }.
# Variables:
#   $figure (String) - le passager
#   $chariot (String) - le char de guerre
event-passenger-thrown = Le char { $chariot } est éliminé : son passager, { $figure }, est projeté au sol et subit 1d6 dégâts.

event-clock-paused = Le chronomètre de la partie est en pause.
event-clock-resumed = Le chronomètre de la partie tourne de nouveau.
# Variables:
#   $winner (String) - the player left without opponents
event-game-won = { $winner } n’a plus aucune figurine adverse en face : la partie est finie.
event-time-ran-out = Le temps convenu est écoulé : la partie est finie.
event-condition-met = La condition de fin convenue entre les joueurs est remplie : la partie est finie.
event-game-stopped = Les joueurs ont mis fin à la partie.
