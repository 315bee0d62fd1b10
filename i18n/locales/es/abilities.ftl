### Habilidades especiales de Dialkeeper en español: nombre de cada habilidad del dial y una línea con su efecto.
### Los ids 85 (ninguna), 93 (muerto) y 120 (posición inicial) son marcas del dial, no habilidades.

## Marcas del dial

ability-none = Ninguna
    .effect = Marca del dial: este valor no lleva ninguna habilidad especial.
ability-dead = Muerto
    .effect = Marca del dial: el clic de calavera, que significa que la figura está eliminada.
ability-starting-position = Posición inicial
    .effect = Marca del dial: el clic verde de inicio, en el que se coloca el dial de cada figura al empezar la partida.

## Habilidades de velocidad

ability-aquatic = Acuático
    .effect = Se mueve por terreno de agua sin que este la obstaculice ni la bloquee.
ability-bound = Salto
    .effect = Con una sola acción de movimiento puede mover y después atacar a distancia, o bien mover una segunda vez; se separa sin tirar el dado y no puede formar parte de una formación.
    .ruling = El movimiento y el ataque a distancia son una sola acción, con un solo marcador y un solo paso de deshacer, y el objetivo puede responder al disparo como a cualquier ataque a distancia.
ability-charge = Carga
    .effect = Con una sola acción de movimiento puede mover y después atacar cuerpo a cuerpo, o bien mover una segunda vez; se separa sin tirar el dado y no puede formar parte de una formación.
    .ruling = El movimiento y el ataque cuerpo a cuerpo son una sola acción, con un solo marcador y un solo paso de deshacer; salir del contacto de base en ese movimiento no exige tirada para separarse.
ability-flight = Vuelo
    .effect = Se mueve por encima del terreno y de las bases de otras figuras, pero no puede terminar el movimiento en terreno bloqueante ni sobre otra base; solo falla al separarse con un { $fail }.
ability-magic-levitation = Levitación mágica
    .effect = En lugar de moverse ella, mueve hasta { $inches ->
        [one] { $inches } pulgada
       *[other] { $inches } pulgadas
    } a una figura que empezó el turno en contacto de base con ella, ignorando el terreno y las bases, pero sin dejarla en terreno bloqueante.
    .sources = En un resumen neerlandés de las reglas escrito por aficionados en 2001, la figura con Levitación mágica se mueve a sí misma; la app sigue las reglas oficiales posteriores.
ability-quickness = Rapidez
    .effect = Una vez por turno puede recibir una acción de movimiento sin gastar ninguna de tus acciones (aun así recibe un marcador de acción); no puede formar parte de ninguna formación.
ability-stealth = Sigilo
    .effect = Una línea de fuego trazada hacia esta figura que atraviese terreno obstaculizado se considera bloqueada.
    .ruling = Se aplica siempre; el jugador no puede decidir no usar esta habilidad.

## Habilidades de ataque

ability-flame-lightning = Llama/Relámpago
    .effect = Su ataque a distancia alcanza también a todas las figuras en contacto de base con el objetivo, con una sola tirada; cada figura impactada recibe { $damage } de daño en lugar del valor de daño normal.
    .ruling = La única tirada de ataque se compara con el valor de defensa de cada figura en contacto de base con el objetivo, así que esas figuras no son alcanzadas automáticamente.
ability-healing = Curación
    .effect = Con una acción de combate cuerpo a cuerpo, cura a una figura amiga en contacto de base tantos clics como indique una tirada de 1d6.
ability-magic-blast = Explosión mágica
    .effect = Ataque a distancia contra un solo objetivo cuya línea de fuego no queda bloqueada por las figuras que haya en medio; si impacta, inflige tanto daño como indique una tirada de 1d6.
    .sources = Un resumen neerlandés de las reglas escrito por aficionados en 2001 habla de obstáculos en general, no de figuras en medio; la app sigue las reglas oficiales posteriores.
    .ruling = Siempre tiene un único objetivo, aunque el dial de la figura muestre varias flechas de objetivo.
ability-magic-healing = Curación mágica
    .effect = Con una acción de combate a distancia, cura tantos clics como indique una tirada de 1d6 a una figura amiga dentro de su alcance, siempre que esa figura no esté en contacto de base con ninguna figura enemiga.
ability-shockwave = Onda de choque
    .effect = Ataque a distancia con la mitad de su alcance contra todas las figuras que la rodean, amigas o enemigas (salvo los cautivos), sin tener en cuenta la línea de fuego ni las habilidades de defensa de los objetivos; cada figura impactada recibe { $damage } de daño.
ability-vampirism = Vampirismo
    .effect = Se cura { $heal ->
        [one] { $heal } clic
       *[other] { $heal } clics
    } cada vez que inflige daño a una figura enemiga en combate cuerpo a cuerpo.
ability-weapon-master = Maestro de armas
    .effect = Cuando impacta en combate cuerpo a cuerpo, puedes tirar 1d6 e infligir ese resultado como daño en lugar de su valor de daño.

## Habilidades de defensa

ability-battle-armor = Armadura de batalla
    .effect = +{ $bonus } a su valor de defensa contra los ataques a distancia.
ability-defend = Defender
    .effect = Las figuras amigas en contacto de base con ella pueden usar su valor de defensa en lugar del suyo propio.
ability-invulnerability = Invulnerabilidad
    .effect = El daño que recibe se reduce en { $reduction }; no puede ser curada, no puede capturar y no puede ser capturada.
    .sources = La línea de un resumen neerlandés de las reglas escrito por aficionados en 2001 sobre esta habilidad no es clara; la app sigue las reglas oficiales posteriores.
    .ruling = Reduce el daño de cada ataque, no el valor de defensa, y ninguna curación de ningún tipo (Curación, Curación mágica, Mando, Regeneración, Vampirismo o la de la mesa) alcanza a la figura.
ability-magic-immunity = Inmunidad mágica
    .effect = No le afecta ninguna habilidad especial cuyo nombre lleve la palabra «mágica».
ability-pole-arm = Arma de asta
    .effect = Una figura enemiga que entra en contacto de base con su arco frontal recibe { $damage } de daño y su acción termina.
    .sources = Un resumen neerlandés de las reglas escrito por aficionados en 2001 no menciona ni el arco frontal ni el final de la acción; la app sigue las reglas oficiales posteriores.
    .ruling = La app no ve el movimiento, así que en el turno de cualquier jugador los jugadores indican qué figuras sufrieron su daño.
ability-regeneration = Regeneración
    .effect = Como acción, tira 1d6 y resta { $minus }; cura ese número de clics (nunca menos de 0).
ability-toughness = Dureza
    .effect = El daño que recibe se reduce en { $reduction }.

## Habilidades de daño

ability-battle-fury = Furia de batalla
    .effect = No puede capturar ni ser capturada, y suelta a cualquier cautivo que tenga.
ability-berserk = Berserker
    .effect = No puede hacer ataques a distancia ni capturar o ser capturada; un cautivo que tenga cuando se vuelve berserker queda eliminado.
    .ruling = Un cautivo retenido cuando aparece esta habilidad queda eliminado al instante, mientras que Furia de batalla deja libre al suyo.
ability-command = Mando
    .effect = Al comienzo de tu turno, tira 1d6 por cada figura con Mando: con un { $roll } obtienes una acción adicional. Sea cual sea la tirada, las figuras amigas desmoralizadas en contacto de base con ella se curan { $heal ->
        [one] { $heal } clic
       *[other] { $heal } clics
    }.
    .ruling = Los jugadores introducen ellos mismos la tirada y su curación, y pueden omitirla; la app la acepta hasta la primera acción del turno o hasta que el jugador pase.
ability-demoralized = Desmoralizado
    .effect = Solo puede recibir acciones de movimiento o pasar, y nunca entra por voluntad propia en contacto de base con una figura enemiga.
    .ruling = Se aplica siempre: la figura solo puede moverse o pasar, así que no ataca, ni usa Carga, acciones especiales o Nigromancia, y nunca entra en contacto de base con una figura enemiga.
ability-magic-enhancement = Potenciación mágica
    .effect = Las figuras amigas en contacto de base con ella infligen { $damage } de daño adicional con sus ataques a distancia.
    .ruling = Solo cuenta la Potenciación mágica de una figura amiga en cada ataque, y nunca ayuda a un atacante con Inmunidad mágica.
ability-necromancy = Nigromancia
    .effect = En lugar de moverse, y si no está en contacto de base con ninguna figura enemiga, devuelve al juego una figura amiga eliminada con el dial en su señalizador de posición inicial; esa figura recibe tanto daño como indique una tirada de 1d6 y, si sigue con vida, se coloca en contacto con ella (los zombis y los esqueletos no tiran).

## Habilidades marcadas con un círculo

ability-dodge = Esquivar
    .effect = Cuando la impacta un ataque cuerpo a cuerpo o a distancia, tira 1d6: con { $from } o más, el ataque falla.
ability-forced-march = Marcha forzada
    .effect = Puede encabezar una formación de movimiento de figuras amigas, y toda la formación mueve con su valor de velocidad.
ability-limited-invisibility = Invisibilidad limitada
    .effect = No puede ser objetivo de ataques de combate a distancia.
ability-magic-confusion = Confusión mágica
    .effect = Ataque a distancia que no inflige daño; si impacta, puedes dar una acción al objetivo enemigo como si fuera una de tus figuras.
ability-magic-freeze = Congelación mágica
    .effect = Ataque a distancia que no inflige daño: en su lugar, cada objetivo impactado queda congelado y recibe marcadores de acción, de modo que no puede actuar en el siguiente turno del jugador que lo controla.
ability-magic-retaliation = Represalia mágica
    .effect = Cuando recibe daño de un ataque cuerpo a cuerpo o a distancia, el atacante también recibe { $damage } de daño.
ability-nimble = Ágil
    .effect = Se separa de las figuras enemigas automáticamente, sin tirar el dado.
ability-pierce = Perforar
    .effect = Sus ataques ignoran las habilidades de defensa del objetivo que reducen el daño, como Dureza e Invulnerabilidad.
ability-ram = Ariete
    .effect = Cuando termina su movimiento en contacto de base con una figura enemiga, puede embestirla e infligirle daño dentro de la misma acción.
ability-sneak-attack = Ataque furtivo
    .effect = Las figuras enemigas no pueden hacer un giro libre cuando entra en contacto de base con ellas, así que puede golpearlas por su arco trasero.
ability-sweep = Barrido
    .effect = Ataque cuerpo a cuerpo contra todas las figuras enemigas en contacto de base con su arco frontal, con una sola tirada que se compara con cada objetivo.
ability-venom = Veneno
    .effect = Al comienzo de tu turno inflige { $damage } de daño a cada figura enemiga en contacto de base con su arco frontal.
