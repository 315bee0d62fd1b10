### Lo que ha pasado en una partida, como frases del registro. Las variables llevan el nombre
### de los campos de los eventos del motor; las figuras llegan con su nombre y los booleanos como "yes" o "no".

## Turnos y acciones

# Variables:
#   $phase (String) - el nombre de la fase
event-phase-changed = Empieza la { $phase }.
# Variables:
#   $figure (String) - nombre de la figura
#   $action (String) - nombre de la acción
#   $actions_left (Number) - acciones que quedan este turno
event-action-given = { $figure } recibe una acción: { $action } ({ $actions_left ->
    [0] no quedan acciones
    [one] queda { $actions_left } acción
   *[other] quedan { $actions_left } acciones
}).
# Variables:
#   $actions_left (Number) - acciones que quedan este turno
event-passed = Acción de pasar ({ $actions_left ->
    [0] no quedan acciones
    [one] queda { $actions_left } acción
   *[other] quedan { $actions_left } acciones
}).
# Variables:
#   $figure (String) - nombre de la figura
#   $tokens (Number) - marcadores que lleva ahora
event-token-added = { $figure } lleva ahora { $tokens ->
    [one] { $tokens } marcador de acción
   *[other] { $tokens } marcadores de acción
}.
# Variables:
#   $figure (String) - nombre de la figura
#   $d6 (Number) - el dado
#   $success (String) - yes o no
event-break-away = { $figure } saca un { $d6 } para separarse: { $success ->
    [yes] consigue separarse.
   *[no] sigue en contacto.
}
# Variables:
#   $player (String) - nombre del jugador
event-turn-ended = Termina el turno de { $player }.
# Variables:
#   $player (String) - nombre del jugador
#   $round (Number) - la ronda
event-turn-started = Ronda { $round }: empieza el turno de { $player }.
# Variables:
#   $figure (String) - nombre de la figura
event-tokens-cleared = { $figure } ha descansado: se retiran sus marcadores de acción.

## Combate y diales

# Variables:
#   $attacker (String) - atacante
#   $two_d6 (Number) - el total de 2d6
event-attack-rolled = { $attacker } saca un { $two_d6 }.
# Variables:
#   $attacker (String) - atacante
#   $target (String) - objetivo
#   $total (Number) - 2d6 más el valor de ataque y los modificadores
#   $defense (Number) - el valor de defensa que alcanzar
event-attack-compared = { $total } frente a la defensa { $defense } de { $target }.
# Variables:
#   $attacker (String) - atacante
#   $target (String) - objetivo
#   $critical (String) - yes o no
event-hit = { $critical ->
    [yes] ¡Impacto crítico! { $attacker } impacta a { $target }.
   *[no] { $attacker } impacta a { $target }.
}
# Variables:
#   $attacker (String) - atacante
#   $target (String) - objetivo
#   $critical (String) - yes o no
event-missed = { $critical ->
    [yes] Fallo crítico: { $attacker } falla su ataque contra { $target } y sufre daño.
   *[no] { $attacker } falla su ataque contra { $target }.
}
# Variables:
#   $figure (String) - nombre de la figura
#   $dial (Number) - qué dial
#   $from (Number) - índice del clic antes
#   $to (Number) - índice del clic después
#   $clicks (Number) - clics de daño
#   $click (Number) - el clic en el que está ahora, desde 1
#   $cause (String) - table, attack, critical-miss, pushing, area o trample
event-damaged = { $figure } recibe { $clicks ->
    [one] { $clicks } clic
   *[other] { $clicks } clics
} de { $cause ->
    [pushing] daño por presión
    [critical-miss] daño por su fallo crítico
    [area] daño de área
    [trample] daño por Arrollar
   *[other] daño
} y queda en el clic { $click }.
# Variables:
#   $figure (String) - nombre de la figura
#   $dealt (Number) - daño infligido
#   $taken (Number) - daño tras las reducciones
event-damage-reduced = Las defensas de { $figure } reducen el daño de { $dealt } a { $taken }.
# Variables:
#   $figure (String) - nombre de la figura
#   $dial (Number) - qué dial
#   $from (Number) - índice del clic antes
#   $to (Number) - índice del clic después
#   $clicks (Number) - clics curados
#   $click (Number) - el clic en el que está ahora, desde 1
event-healed = { $figure } se cura { $clicks ->
    [one] { $clicks } clic
   *[other] { $clicks } clics
} y vuelve al clic { $click }.
# Variables:
#   $figure (String) - nombre de la figura
event-eliminated = Se elimina a { $figure }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
event-ability-used = { $figure } usa { $ability }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
#   $d6 (Number) - the die
event-ability-rolled = { $figure } saca un { $d6 } para { $ability }.
# Variables:
#   $figure (String) - the figure back in play
#   $by (String) - the figure that brought it back
event-returned = { $figure } vuelve al juego en su clic inicial gracias a { $by }.
# Variables:
#   $figure (String) - the figure that rolled
#   $actions_left (Number) - actions left this turn
event-extra-action = La tirada de { $figure } da una acción más en este turno ({ $actions_left ->
    [0] no quedan acciones
    [one] queda { $actions_left } acción
   *[other] quedan { $actions_left } acciones
}).

## Caballería

# Variables:
#   $unit (String) - la montura de la unidad
event-no-pushing-damage = { $unit } es caballería: un segundo marcador no causa daño por presión.
# Variables:
#   $rider (String) - el jinete
#   $mount (String) - la montura
event-dismounted = { $rider } desmonta y se coloca junto a { $mount }.
# Variables:
#   $rider (String) - el jinete
#   $mount (String) - la montura
event-remounted = { $rider } vuelve a montar en { $mount }; la unidad lleva un marcador de acción.
# Variables:
#   $rider (String) - el jinete
#   $mount (String) - la montura
event-rider-thrown = Eliminación de { $mount }: { $rider } se coloca junto a la montura, si hay sitio.
# Variables:
#   $rider (String) - el jinete
#   $mount (String) - la montura
event-rider-lost = { $rider } ha caído: { $mount } se queda sin jinete.
# Variables:
#   $figure (String) - nombre de la figura
#   $dial (Number) - qué dial
#   $to (Number) - índice del clic después
#   $click (Number) - el clic en el que está ahora, desde 1
event-dial-reset = No se puede eliminar a { $figure } antes que a su jinete: su dial vuelve al clic { $click }.
# Variables:
#   $mount (String) - la montura
event-mount-fled = { $mount } es una montura nerviosa sin jinete: abandona la partida.
# Variables:
#   $mount (String) - la montura
#   $player (String) - el jugador al que sirve
event-mount-sides = { $mount } es una montura de mal carácter sin jinete: este turno combate del lado de { $player }.
# Variables:
#   $figure (String) - nombre de la figura
event-free-spun = { $figure } hace un giro libre.
# Variables:
#   $captor (String) - el captor
#   $target (String) - el objetivo
event-capture-announced = { $captor } intenta capturar a { $target }.
# Variables:
#   $captor (String) - la figura que captura
#   $captive (String) - la figura capturada
event-captured = { $captor } captura a { $captive }.
# Variables:
#   $captive (String) - la figura liberada
#   $captor (String) - la figura que la retenía
event-freed = { $captor } ya no retiene a { $captive }: la figura vuelve a estar libre.
# Variables:
#   $captor (String) - la figura que captura
#   $captive (String) - la prisionera
event-captive-slain = { $captor } muestra ahora Berserker y elimina a la figura que tenía capturada, { $captive }.
# Variables:
#   $figure (String) - nombre de la figura
#   $proficiency (String) - el nombre de la competencia
event-proficiency-used = { $figure } usa { $proficiency }.
# Variables:
#   $unit (String) - la unidad que ataca
#   $target (String) - la unidad objetivo
#   $d6 (Number) - el dado
#   $total (Number) - dado más bonificador del jinete
#   $success (String) - yes o no
event-overwhelm-rolled = { $unit } usa Aplastar contra { $target }: saca un { $d6 }, total { $total }. { $success ->
    [yes] El jinete queda desmontado.
   *[no] El jinete aguanta en la silla.
}
# Variables:
#   $unit (String) - la montura de la unidad
event-dark-unity-used = { $unit } usa { glossary-dark-unity }: el jinete sufre daño por presión para curar a su montura.

## Formaciones

# Variables:
#   $primary (String) - la figura que ataca por la formación o guía su movimiento
#   $action (String) - nombre de la acción
#   $size (Number) - figuras de la formación
#   $actions_left (Number) - acciones que quedan este turno
event-formation-acted = { $primary } encabeza una formación de { $size ->
    [one] { $size } figura
   *[other] { $size } figuras
}: { $action } ({ $actions_left ->
    [0] no quedan acciones
    [one] queda { $actions_left } acción
   *[other] quedan { $actions_left } acciones
}).
# Variables:
#   $figure (String) - el miembro más lento
#   $speed (Number) - su valor de velocidad
event-formation-speed = La formación avanza como mucho lo que podría { $figure }, su miembro más lento: velocidad { $speed }.
# Variables:
#   $attacker (String) - el atacante principal
#   $bonus (Number) - lo que suma la formación
event-formation-bonus = La formación suma +{ $bonus } a la tirada de ataque de { $attacker }.

## Figuras colosales y carros de guerra

# Variables:
#   $figure (String) - la figura colosal
#   $section (String) - el nombre de la sección
#   $action (String) - nombre de la acción
#   $actions_left (Number) - acciones que quedan este turno
event-section-action-given = { $figure } (sección { $section }) recibe una acción: { $action } ({ $actions_left ->
    [0] no quedan acciones
    [one] queda { $actions_left } acción
   *[other] quedan { $actions_left } acciones
}).
# Variables:
#   $figure (String) - la figura colosal
event-colossal-actions-ended = Otra figura ha actuado: { $figure } no recibe más acciones este turno.
# Variables:
#   $figure (String) - la figura colosal
#   $section (String) - el nombre de la sección
event-section-inactive = La sección { $section } de { $figure } muestra tres calaveras: queda inactiva.
# Variables:
#   $figure (String) - la figura colosal
#   $distance (Number) - velocidad sumada en pulgadas
event-movement-combined = { $figure } puede mover { $distance ->
    [one] { $distance } pulgada
   *[other] { $distance } pulgadas
} en total este turno.
# Variables:
#   $figure (String) - la figura colosal
#   $section (String) - el nombre de la sección
event-section-targeted = El ataque contra { $figure } alcanza la sección { $section }.
# Variables:
#   $chariot (String) - el carro de guerra
#   $passenger (String) - el pasajero
#   $d6 (Number) - el dado del atacante
#   $hit (String) - yes o no
event-passenger-roll = Sale un { $d6 } para { $passenger }, en { $chariot }: { $hit ->
    [yes] el pasajero también recibe el impacto.
   *[no] el pasajero se salva.
}
# Variables:
#   $figure (String) - el pasajero
#   $chariot (String) - el carro de guerra
event-boarded = { $figure } embarca en { $chariot }.
# Variables:
#   $figure (String) - el pasajero
#   $chariot (String) - el carro de guerra
#   $section (String) - la sección por la que sale
event-disembarked = { $figure } desembarca de { $chariot } por la sección { $section }.
# Variables:
#   $figure (String) - el pasajero
#   $chariot (String) - el carro de guerra
event-passenger-thrown = Eliminación de { $chariot }: { $figure } cae del carro y recibe 1d6 de daño.

event-clock-paused = El reloj de la partida está en pausa.
event-clock-resumed = El reloj de la partida vuelve a correr.
# Variables:
#   $winner (String) - the player left without opponents
event-game-won = A { $winner } ya no le queda ninguna figura enemiga enfrente: la partida ha terminado.
event-time-ran-out = Se ha agotado el tiempo acordado: la partida ha terminado.
event-condition-met = Se ha cumplido el final pactado por los jugadores: la partida ha terminado.
event-game-stopped = Los jugadores han dado por terminada la partida.
