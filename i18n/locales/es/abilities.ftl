### Habilidades especiales de Dialkeeper en español: nombre de cada habilidad del dial y una línea con su efecto.
### Los ids 85 (ninguna), 93 (muerto) y 120 (posición inicial) son marcas del dial, no habilidades.

## Marcas del dial

ability-none = Ninguna
    .effect = Este valor del dial no tiene ninguna habilidad especial.
ability-dead = Muerto
    .effect = Clic de calavera: la miniatura está eliminada.
ability-starting-position = Posición inicial
    .effect = Marca el clic en el que la miniatura empieza la partida.

## Habilidades de velocidad

ability-aquatic = Acuático
    .effect = Se mueve por agua poco profunda y profunda sin las penalizaciones de ese terreno.
ability-bound = Salto
    .effect = Con una sola acción mueve y luego ataca a distancia; no puede formar parte de formaciones y solo falla al separarse con un 1.
ability-charge = Carga
    .effect = Con una sola acción mueve y luego ataca cuerpo a cuerpo; no puede formar parte de formaciones y solo falla al separarse con un 1.
ability-flight = Vuelo
    .effect = Al mover ignora el terreno y las demás miniaturas, sin terminar en terreno bloqueante, y solo falla al separarse con un 1.
ability-magic-levitation = Levitación mágica
    .effect = Mueve hasta 10 pulgadas, ignorando el terreno, a otra miniatura en contacto de base, que no puede terminar en terreno bloqueante ni actuar el resto del turno.
ability-quickness = Rapidez
    .effect = Una vez por turno puede mover sin gastar una de las acciones del jugador, aunque recibe marcador de acción; no puede formar parte de formaciones.
ability-stealth = Sigilo
    .effect = Mientras está en terreno obstaculizado, ese terreno bloquea la línea de fuego hacia ella.

## Habilidades de ataque

ability-flame-lightning = Llama/Relámpago
    .effect = Ataque a distancia que inflige 1 de daño al objetivo y a cada miniatura en contacto de base con él, en lugar del daño normal.
ability-healing = Curación
    .effect = Cura a una miniatura amiga en contacto de base tantos clics como indique 1d6.
ability-magic-blast = Explosión mágica
    .effect = Ataque a distancia cuya línea de fuego ignora los obstáculos; si impacta, 1d6 determina el daño.
ability-magic-healing = Curación mágica
    .effect = Cura a distancia 1d6 clics a una miniatura amiga que no esté en contacto de base con enemigos.
ability-shockwave = Onda de choque
    .effect = Con la mitad de su alcance alcanza a todas las miniaturas a su alrededor, sin necesidad de línea de fuego y anulando sus habilidades de defensa.
ability-vampirism = Vampirismo
    .effect = Se cura 1 clic cada vez que daña a un enemigo en combate cuerpo a cuerpo.
ability-weapon-master = Maestro de armas
    .effect = En combate cuerpo a cuerpo, si impacta, el daño es el resultado de 1d6 en lugar de su valor de daño.

## Habilidades de defensa

ability-battle-armor = Armadura de batalla
    .effect = Suma +2 a su defensa contra ataques a distancia.
ability-defend = Defender
    .effect = Las miniaturas amigas en contacto de base pueden usar su valor de defensa en lugar del suyo.
ability-invulnerability = Invulnerabilidad
    .effect = Reduce en 2 el daño de los ataques, no puede ser curada y no puede capturar ni ser capturada.
ability-magic-immunity = Inmunidad mágica
    .effect = No le afecta ninguna habilidad que lleve la palabra mágico en su nombre.
ability-pole-arm = Arma de asta
    .effect = La miniatura enemiga que entra en contacto de base con ella recibe automáticamente 1 de daño.
ability-regeneration = Regeneración
    .effect = Como acción, tira 1d6, resta 2 y cura ese número de clics, nunca menos de cero.
ability-toughness = Dureza
    .effect = Reduce en 1 el daño que recibe de cada ataque.

## Habilidades de daño

ability-battle-fury = Furia de batalla
    .effect = No puede capturar ni ser capturada; si tenía un cautivo, lo libera.
ability-berserk = Berserker
    .effect = No puede atacar a distancia, capturar ni ser capturada; si tenía un cautivo, este es eliminado.
ability-command = Mando
    .effect = Al comienzo del turno tira 1d6 y con un 6 el jugador gana una acción extra; además cura 1 clic a las miniaturas desmoralizadas en contacto con ella.
ability-demoralized = Desmoralizado
    .effect = Solo puede mover o pasar y nunca entra por voluntad propia en contacto de base con un enemigo.
ability-magic-enhancement = Potenciación mágica
    .effect = Una miniatura amiga en contacto de base inflige 1 de daño adicional con sus ataques a distancia.
ability-necromancy = Nigromancia
    .effect = Devuelve al juego a una miniatura amiga eliminada, en contacto con ella, tras recibir 1d6 de daño desde su posición inicial.

## Habilidades de otras expansiones

ability-dodge = Esquivar
    .effect = Cuando un ataque la impacta, tira 1d6: con 4, 5 o 6 el ataque falla.
ability-forced-march = Marcha forzada
    .effect = Las miniaturas que mueven en formación con ella usan su valor de velocidad.
ability-limited-invisibility = Invisibilidad limitada
    .effect = No puede ser objetivo de ataques a distancia.
ability-magic-confusion = Confusión mágica
    .effect = Ataque a distancia que no hace daño: si impacta, tú controlas la siguiente acción de movimiento del objetivo.
ability-magic-freeze = Congelación mágica
    .effect = Ataque a distancia: si impacta a un objetivo con 0 o 1 marcadores, tira 1d6 y con 4 a 6 le pone un marcador de acción.
ability-magic-retaliation = Represalia mágica
    .effect = Cuando un ataque la daña, el atacante recibe 1 de daño.
ability-nimble = Ágil
    .effect = Puede cambiar de orientación en cualquier momento del turno sin gastar una acción.
ability-pierce = Perforar
    .effect = Sus ataques a distancia ignoran Armadura de batalla, Dureza e Invulnerabilidad.
ability-ram = Ariete
    .effect = Al mover, cada miniatura enemiga con la que entra en contacto con su arco frontal recibe 1 de daño; no puede mover en formación.
ability-sneak-attack = Ataque furtivo
    .effect = Cuando entra en contacto de base con un enemigo, este no puede hacer un giro libre; al atacar desde el arco trasero duplica su daño.
ability-sweep = Barrido
    .effect = Ataca cuerpo a cuerpo a todas las miniaturas enemigas en contacto con su arco frontal con una sola tirada.
ability-venom = Veneno
    .effect = Al comienzo de tu turno inflige 1 de daño a cada miniatura enemiga en contacto con su arco frontal.
