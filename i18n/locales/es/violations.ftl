### Por qué las reglas rechazan algo. La aplicación muestra al lado el id de la regla como enlace.
### Las variables llevan el nombre de los campos del motor; las figuras llegan con su nombre.

## Reglas básicas

# Variables:
#   $figure (String) - el id de la figura
violation-unknown-figure = Esa figura no está en esta partida.
# Variables:
#   $figure (String) - nombre de la figura
#   $player (String) - a quién le toca
violation-not-your-figure = Es el turno de { $player }: solo se pueden dar acciones a sus propias figuras, y { $figure } no es una de ellas.
# Variables:
#   $allowed (Number) - acciones por turno
violation-no-actions-left = { $allowed ->
    [one] Ya se ha usado la única acción de este turno
   *[other] Ya se han usado las { $allowed } acciones de este turno
}. Termina el turno.
# Variables:
#   $figure (String) - nombre de la figura
violation-already-acted = { $figure } ya ha recibido una acción este turno.
# Variables:
#   $figure (String) - nombre de la figura
violation-two-tokens = { $figure } lleva dos marcadores de acción y debe descansar este turno.
# Variables:
#   $figure (String) - nombre de la figura
violation-eliminated = Ya se ha eliminado a { $figure }.
# Variables:
#   $figure (String) - nombre de la figura
violation-nothing-to-heal = { $figure } ya está en su clic inicial: la curación nunca va más allá del señalizador de posición inicial.
violation-no-clicks = El daño y la curación van por clics enteros: al menos uno.
# Variables:
#   $figure (String) - nombre de la figura
#   $dial (Number) - el dial pedido
violation-no-such-dial = { $figure } no tiene ese dial.
# Variables:
#   $value (Number) - el valor introducido
violation-bad-two-d6 = { $value } no es una tirada de dos dados: introduce un total de 2 a 12.
# Variables:
#   $value (Number) - el valor introducido
violation-bad-d6 = { $value } no es una tirada de un dado: introduce un valor de 1 a 6.
# Variables:
#   $action (String) - nombre de la acción
violation-roll-does-not-fit = Esa tirada no corresponde a esta acción ({ $action }).
# Variables:
#   $count (Number) - objetivos elegidos
#   $allowed (Number) - objetivos permitidos
violation-bad-target-count = { $count ->
    [one] Has elegido { $count } objetivo
   *[other] Has elegido { $count } objetivos
}, pero este ataque permite { $allowed }.
# Variables:
#   $figure (String) - nombre de la figura
violation-bad-target = No se puede elegir a { $figure } como objetivo dos veces, ni como objetivo de su propio ataque.
violation-own-figure = { $figure } es de tu bando: no se puede atacar a las propias figuras.
violation-no-healing = { $figure } no muestra Curación ahora, así que no puede curar.
violation-no-magic-healing = { $figure } no muestra Curación mágica ahora, así que no puede curar a distancia.
violation-heal-opposing = { $figure } es una figura enemiga: solo se pueden curar las figuras propias.
violation-heal-invulnerable = { $figure } muestra Invulnerabilidad y no se puede curar.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-not-shown = { $figure } no muestra { $ability } ahora.
# Variables:
#   $ability (String) - the ability
#   $action (String) - action name
violation-ability-wrong-action = { $ability } no se usa con una acción de tipo { $action }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability that forbids it
#   $action (String) - action name
violation-ability-forbids = { $figure } muestra { $ability }, que no le permite una acción de tipo { $action }.
# Variables:
#   $figure (String) - the attacker
#   $ability (String) - the ability
violation-damage-roll-needed = { $figure } ha impactado con { $ability }: introduce la tirada que fija el daño.
# Variables:
#   $figure (String) - the immune figure
#   $ability (String) - the magic ability
violation-magic-immune = { $figure } es inmune a { $ability }.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-ability-in-contact = { $figure } está en contacto de base con una figura enemiga, así que no puede usar { $ability }.
# Variables:
#   $figure (String) - the figure named
violation-not-returnable = { $figure } no es una de tus figuras eliminadas, así que no puede volver.
# Variables:
#   $figure (String) - figure name
#   $ability (String) - the ability
violation-start-of-turn-only = { $figure } tira por { $ability } una vez por turno, al principio, antes de cualquier acción.
# Variables:
#   $ability (String) - the ability
violation-no-ability-damage = { $ability }: esta habilidad no causa daño fuera de un ataque.
# Variables:
#   $figure (String) - the target
#   $ability (String) - the ability that protects it
violation-ability-protects = { $figure } muestra { $ability } y no puede ser objetivo de esa manera.
violation-cannot-capture = { $figure } muestra { $ability }: esta figura no puede capturar ni ser capturada.
# Variables:
#   $figure (String) - la prisionera
#   $captor (String) - la figura que la retiene
violation-captive = { $captor } retiene a { $figure }, que no puede recibir acciones.
# Variables:
#   $figure (String) - la prisionera
#   $captor (String) - la figura que la retiene
violation-captive-untouchable = { $captor } retiene a { $figure }: no se puede elegir esa figura como objetivo ni hacerle daño.
# Variables:
#   $figure (String) - la figura que captura
#   $captive (String) - su prisionera
violation-holds-captive = { $figure } retiene a { $captive }, así que solo puede recibir una acción de movimiento.
# Variables:
#   $figure (String) - nombre de la figura
violation-no-range = { $figure } no tiene alcance y no puede hacer ataques a distancia.
# Variables:
#   $figure (String) - the figure whose speed value is read
violation-no-speed-to-move = { $figure } tiene un valor de velocidad de 0, así que no puede recibir una acción de movimiento.
# Variables:
#   $figure (String) - the figure to heal
violation-heal-target-in-contact = { $figure } está en contacto de base con una figura enemiga, así que la Curación mágica no puede alcanzarla.

## Caballería

# Variables:
#   $unit (String) - la montura de la unidad
violation-cav-second-action = { $unit } es una unidad de caballería: solo recibe una acción por turno.
# Variables:
#   $figure (String) - nombre de la figura
violation-cav-free-spin = Las monturas y las unidades de caballería nunca hacen giros libres, así que { $figure } no puede hacerlo.
# Variables:
#   $figure (String) - nombre de la figura
violation-cav-capture = Las unidades de caballería no pueden capturar ni ser capturadas, así que { $figure } no puede participar.
# Variables:
#   $figure (String) - nombre de la figura
violation-cav-surge = Las unidades de caballería no pueden usar la competencia Embestida, así que { $figure } no puede hacerlo.
violation-cav-carried = { $figure } forma parte de una unidad de caballería: ni Vuelo poderoso ni Levitación mágica pueden transportar a esta figura.
# Variables:
#   $figure (String) - nombre de la figura
violation-cav-not-a-unit = { $figure } no es una unidad de caballería (una montura que lleva a su jinete).
# Variables:
#   $figure (String) - nombre de la figura
violation-cav-not-a-rider = { $figure } no es un jinete: solo los jinetes van sobre monturas.
# Variables:
#   $figure (String) - nombre de la figura
violation-cav-not-a-mount = { $figure } no es una montura: solo las monturas llevan jinetes.
# Variables:
#   $rider (String) - el jinete
#   $mount (String) - la montura
violation-cav-mount-mismatch = { $rider } no tiene ningún símbolo de montura que corresponda al tipo de montura de { $mount }.
# Variables:
#   $rider (String) - el jinete
#   $mount (String) - la montura
violation-cav-dark-riders-mismatch = Los Jinetes Oscuros solo se emparejan por número de coleccionista: { $rider } no puede ir sobre { $mount }.
# Variables:
#   $unit (String) - la montura de la unidad
violation-cav-dark-rider-dismount = Los Jinetes Oscuros nunca desmontan ni pueden ser desmontados ({ $unit }).
# Variables:
#   $unit (String) - la montura de la unidad
violation-cav-no-room-to-dismount = No hay sitio para el jinete junto a { $unit }, así que no puede desmontar.
# Variables:
#   $rider (String) - el jinete
violation-cav-already-mounted = { $rider } ya está en la silla: solo un jinete desmontado puede volver a montar.
# Variables:
#   $mount (String) - la montura
violation-cav-mount-taken = { $mount } ya lleva un jinete.
# Variables:
#   $mount (String) - la montura
violation-cav-mount-not-friendly = { $mount } no es una montura amiga, y un jinete solo vuelve a montar en monturas amigas.
# Variables:
#   $unit (String) - la montura de la unidad
#   $proficiency (String) - el nombre de la competencia
violation-cav-lacks-proficiency = { $unit } no tiene { $proficiency }.
# Variables:
#   $target (String) - el objetivo
violation-cav-overwhelm-target = Aplastar debe terminar en contacto con una sola unidad de caballería enemiga, y { $target } no lo es.
violation-cav-in-contact = { $unit } está en contacto de base con una figura enemiga, así que no puede usar { $proficiency }: esa competencia solo se puede usar sin contacto.
violation-cav-overwhelm-speed = { $unit } no puede usar habilidades de velocidad al aplastar: el movimiento usa solo su valor de velocidad.
violation-cav-trample-elevated = { $unit } no está a nivel del suelo, así que no puede arrollar: Arrollar empieza a nivel del suelo.
violation-cav-trample-double-time = { $unit } no puede usar la competencia Tiempo doble mientras arrolla.
# Variables:
#   $rider (String) - el jinete
violation-cav-impale-weapon-master = { $rider } tiene Empalar, así que nunca puede usar Maestro de armas.
# Variables:
#   $unit (String) - la montura de la unidad
violation-cav-not-dark-riders = Solo las unidades de los Jinetes Oscuros pueden usar { glossary-dark-unity }, y { $unit } no es una de ellas.
# Variables:
#   $unit (String) - la montura de la unidad
violation-cav-dark-unity-timing = { glossary-dark-unity } se usa en tu propia fase de mando, antes de cualquier acción ({ $unit }).
# Variables:
#   $unit (String) - la montura de la unidad
violation-cav-dark-unity-used = { glossary-dark-unity } ya se ha usado en esta fase de mando ({ $unit }).
# Variables:
#   $figure (String) - nombre de la figura
violation-cav-formation-mixed = Las unidades de caballería solo forman formaciones con otras unidades de caballería; { $figure } no encaja.
# Variables:
#   $figure (String) - nombre de la figura
violation-cav-formation-faction = Todos los jinetes de una formación de caballería deben ser de la misma facción, y { $figure } no lo es.
# Variables:
#   $rider (String) - el jinete
violation-cav-not-thrown = Solo un jinete cuya montura haya sido eliminada este turno puede ser eliminado por falta de sitio, y no es el caso de { $rider }.
# Variables:
#   $mount (String) - the mount
violation-cav-skittish-mount = { $mount } es una montura nerviosa sin jinete: no puede recibir acciones.
# Variables:
#   $mount (String) - the mount
#   $captive (String) - its captive
violation-cav-remount-captor = { $mount } retiene a { $captive }, y una unidad de caballería no puede retener cautivos, así que ningún jinete puede volver a montarla ahora.
# Variables:
#   $rider (String) - the rider
#   $ability (String) - the rider's ability
violation-cav-mount-moves = { $rider } va montado: su unidad de caballería se mueve solo con las habilidades de su montura, así que su habilidad { $ability } no cuenta.

## Formaciones

# Variables:
#   $action (String) - nombre de la acción
violation-formation-action = En formación solo se mueve, se ataca cuerpo a cuerpo o se ataca a distancia, no { $action }.
# Variables:
#   $action (String) - nombre de la acción
#   $size (Number) - figuras indicadas
#   $min (Number) - el mínimo
#   $max (Number) - el máximo
violation-formation-size = Una formación para esta acción ({ $action }) necesita de { $min } a { $max ->
    [one] { $max } figura
   *[other] { $max } figuras
}; { $size ->
    [one] solo se ha indicado una
   *[other] se han indicado { $size }
}.
# Variables:
#   $figure (String) - nombre de la figura
violation-formation-repeated = { $figure } aparece dos veces en esta formación (una unidad de caballería cuenta una sola vez, se indique la figura que se indique).
violation-formation-not-in-contact = Todos los miembros de una formación deben estar en contacto de base entre sí.
# Variables:
#   $figure (String) - nombre de la figura
violation-formation-no-faction = { $figure } no pertenece a ninguna facción, como todos los Engendros de Mago, así que nunca puede estar en una formación.
# Variables:
#   $figure (String) - nombre de la figura
violation-formation-faction = { $figure } no comparte ninguna facción con los demás miembros de esta formación.
# Variables:
#   $figure (String) - nombre de la figura
#   $ability (String) - la habilidad que muestra
violation-formation-ability = { $figure } muestra { $ability }, así que no puede unirse a una formación.
# Variables:
#   $figure (String) - el pasajero
violation-formation-passenger = { $figure } viaja en un carro de guerra y no toca ninguna otra figura, así que no puede unirse a una formación.

## Figuras colosales

# Variables:
#   $figure (String) - nombre de la figura
violation-col-not-a-colossal = { $figure } no es una figura colosal: las secciones solo existen en las figuras colosales.
# Variables:
#   $figure (String) - nombre de la figura
violation-col-section-needed = { $figure } es una figura colosal: da cada acción a una de sus secciones.
# Variables:
#   $figure (String) - nombre de la figura
violation-col-command-section-unclear = { $figure } muestra Desmoralizado en más de una sección: cura tú la que está en contacto de base.
# Variables:
#   $figure (String) - nombre de la figura
#   $section (String) - nombre de la sección
violation-col-inactive-section = La sección { $section } de { $figure } está inactiva y ya no recibe daño.
# Variables:
#   $figure (String) - nombre de la figura
#   $section (String) - nombre de la sección
violation-col-inactive-section-acts = La sección { $section } de { $figure } está inactiva y no puede actuar.
# Variables:
#   $figure (String) - nombre de la figura
#   $section (String) - nombre de la sección
violation-col-section-already-acted = La sección { $section } de { $figure } ya ha actuado este turno.
# Variables:
#   $figure (String) - nombre de la figura
violation-col-actions-over = Otra figura ha actuado después de { $figure }, así que sus acciones de este turno han terminado.
# Variables:
#   $figure (String) - nombre de la figura
violation-col-move-after-combat = { $figure } ya ha combatido este turno: todos sus movimientos van antes del combate.
# Variables:
#   $figure (String) - nombre de la figura
violation-col-push-section-needed = Elige qué sección de { $figure } recibe el daño por presión.
# Variables:
#   $figure (String) - nombre de la figura
#   $effect (String) - el nombre del efecto
violation-col-immune = { $figure } es una figura colosal; esto no vale ni para ella ni contra ella: { $effect }.
# Variables:
#   $figure (String) - nombre de la figura
violation-col-break-away-once = { $figure } solo tira para separarse una vez por turno.
# Variables:
#   $figure (String) - nombre de la figura
violation-col-too-many-objectives = { $figure } no puede terminar un movimiento tocando más de un marcador de objetivo.
# Variables:
#   $figure (String) - nombre de la figura
#   $section (String) - nombre de la sección
violation-col-section-cannot-shoot = La sección { $section } de { $figure } no puede atacar a distancia: necesita alcance, un ataque mayor que 0 y ningún enemigo en contacto.
# Variables:
#   $figure (String) - nombre de la figura
violation-col-not-long-range = { $figure } no puede hacer aquí un ataque de largo alcance: solo lo hace un titán, una figura colosal o una sección de castillo que ataca a un titán, una figura colosal o una sección de castillo.
# Variables:
#   $figure (String) - la figura colosal atacada
#   $rule (String) - el id de la regla
violation-col-aim-needed = Indica a qué sección de { $figure } llega el ataque.
# Variables:
#   $figure (String) - la figura colosal atacada
violation-col-no-active-section-touched = Un ataque cuerpo a cuerpo contra { $figure } requiere contacto con una sección activa.
# Variables:
#   $figure (String) - la figura colosal atacada
#   $rule (String) - el id de la regla
violation-col-controller-pick-needed = Quien controla { $figure } debe elegir la sección que recibe el impacto.
# Variables:
#   $figure (String) - la figura colosal atacada
#   $rule (String) - el id de la regla
violation-col-attacker-pick-needed = Esa sección de { $figure } está inactiva: el atacante elige una sección activa.
# Variables:
#   $figure (String) - la figura colosal atacada
#   $section (String) - nombre de la sección
#   $rule (String) - el id de la regla
violation-col-bad-section-pick = Aquí no se puede elegir la sección { $section } de { $figure }.
# Variables:
#   $figure (String) - la figura colosal atacada
#   $rule (String) - el id de la regla
violation-col-aim-does-not-fit = Esa forma de apuntar a { $figure } no sirve para este tipo de ataque.
# Variables:
#   $figure (String) - la figura colosal atacada
#   $section (String) - nombre de la sección
violation-col-section-shielded = La sección { $section } de { $figure } está en contacto con una figura amiga del atacante: el ataque no se hace. Usa la acción de otro modo.
# Variables:
#   $figure (String) - the colossal
#   $ability (String) - Charge or Bound
violation-col-move-and-attack = { $figure } es una figura colosal: las acciones de movimiento de sus secciones suman un único desplazamiento en línea recta, así que { $ability } no puede unir un movimiento y un ataque en una sola acción.

## Carros de guerra

# Variables:
#   $figure (String) - nombre de la figura
violation-chr-not-a-chariot = { $figure } no es un carro de guerra: solo los carros de guerra llevan pasajeros.
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-cannot-reverse = { $figure } es un carro de guerra y no puede retroceder en línea recta.
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-cannot-be-passenger = { $figure } no puede ser pasajero: las figuras colosales, los titanes y las figuras con el tipo de movimiento herradura nunca viajan en un carro de guerra.
# Variables:
#   $chariot (String) - el carro de guerra
violation-chr-chariot-full = { $chariot } ya lleva un pasajero.
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-already-aboard = { $figure } ya va como pasajero.
violation-chr-deploy-after-start = Los pasajeros solo pueden colocarse en un carro de guerra antes de la primera acción de la partida.
# Variables:
#   $chariot (String) - el carro de guerra
violation-chr-chariot-not-friendly = { $chariot } no es un carro amigo: solo se puede embarcar en carros de guerra amigos.
# Variables:
#   $figure (String) - nombre de la figura
#   $rule (String) - el id de la regla
violation-chr-no-speed = { $figure } tiene velocidad 0 y no puede embarcar ni desembarcar.
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-sentry-cannot-board = { $figure } es un centinela y no puede embarcar en un carro de guerra.
# Variables:
#   $figure (String) - nombre de la figura
#   $rule (String) - el id de la regla
violation-chr-front-section = { $figure } solo embarca y desembarca por una sección lateral o por la trasera.
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-not-a-passenger = { $figure } no va como pasajero, así que no puede desembarcar.
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-passenger-stays-aboard = { $figure } viaja en un carro de guerra: su único movimiento posible es desembarcar.
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-chariot-moved = El carro de guerra de { $figure } se ha movido este turno, así que no puede atacar a distancia.
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-target-touches-chariot = Un pasajero no puede disparar a una figura en contacto con su propio carro ({ $figure }).
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-own-chariot = { $figure } nunca puede elegir como objetivo a su propio carro.
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-passenger-untouchable = { $figure } va como pasajero: ningún daño ni curación le afecta directamente.
# Variables:
#   $chariot (String) - el carro de guerra
violation-chr-passenger-roll-needed = { $chariot } lleva un pasajero: introduce la tirada de 1d6 del atacante para él.
# Variables:
#   $figure (String) - el pasajero
violation-chr-wreck-roll-pending = Primero introduce el daño de 1d6 para { $figure }, que ha caído de su carro.
# Variables:
#   $figure (String) - nombre de la figura
violation-chr-no-wreck-roll = No hay ninguna tirada de daño pendiente para { $figure }.

violation-game-over = La partida ha terminado. Deshaz el final para seguir jugando.
# Variables:
#   $figure (String) - an opposing figure still in play
#   $winner (String) - the player said to have won
violation-opponents-left = { $figure } sigue en juego, así que { $winner } aún no ha vencido a todas las figuras enemigas.
# Variables:
#   $winner (String) - the player said to have won
violation-no-opponents = { $winner } no tiene figuras enemigas a las que vencer.
violation-no-time-limit = No se acordó ningún límite de tiempo para esta partida.
# Variables:
#   $minutes (Number) - minutes left, rounded up
violation-time-left = El tiempo acordado aún no se ha agotado: { $minutes ->
        [one] queda un minuto
       *[other] quedan { $minutes } minutos
    }.
violation-no-condition = No se pactó ningún otro final para esta partida.
violation-no-clock = Esta partida empezó antes de que la app llevara un reloj.
violation-clock-paused = El reloj de la partida ya está en pausa.
violation-clock-running = El reloj de la partida ya está en marcha.
# Variables:
#   $players (Number) - players in the game
violation-objectives-per-player = Introduce los objetivos { $players ->
    [one] del jugador
   *[other] de cada uno de los { $players } jugadores
}.
# Variables:
#   $figure (String) - the captor
#   $captive (String) - its captive
violation-captor-in-contact = { $figure } retiene a { $captive } en contacto de base, así que ningún ataque ni curación a distancia puede alcanzar a esa figura; un ataque cuerpo a cuerpo sí.
# Variables:
#   $figure (String) - the demoralized figure
violation-demoralized-contact = { $figure } muestra Desmoralizado, así que nunca entra por voluntad propia en contacto de base con una figura enemiga.
# Variables:
#   $winner (String) - the player said to have won
violation-conquest-none-left = Todas las figuras de { $winner } también están fuera de juego, así que nadie ha conquistado: detén la partida y que decida la puntuación.
# Variables:
#   $figure (String) - the passenger, or the captor that would board
violation-chr-passenger-no-captive = { $figure } no puede retener a un cautivo en un carro de guerra: un pasajero no toca nada, y un cautivo debe seguir en contacto de base con la figura que lo retiene.
# Variables:
#   $figure (String) - the passenger
violation-chr-passenger-touches-nothing = { $figure } va como pasajero y no está en contacto de base con nada, así que ninguna habilidad pasa por contacto ni hacia esa figura ni desde ella.
