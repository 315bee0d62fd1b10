### Glosario de Dialkeeper en español: nombre de cada término del juego y su definición.
### Los nombres de caballería siguen la terminología oficial española de las reglas de caballería de Mage Knight.

## Caballería

glossary-base-slot = Ranura de la base
    .definition = Hueco de la base alargada de una montura en el que se encaja la base vacía del jinete mientras este va sentado en la silla de montar.
glossary-cavalry-unit = Unidad de caballería
    .definition = Una montura junto con el jinete sujeto en su silla. Sobre el campo de batalla la pareja cuenta como una sola figura.
glossary-dismount = Desmontar
    .definition = Bajar a un jinete de su montura y colocarlo sobre su propia base junto a ella. Se hace con una acción especial que no pone ningún marcador de acción.
glossary-dismounted-rider = Jinete desmontado
    .definition = Jinete que ha dejado su montura. Mientras no vuelva a montar, le afectan tanto las reglas de los jinetes desmontados como las normales de cualquier figura.
glossary-independent = Independiente
    .definition = Nivel de inteligencia marcado con un pentágono. Aunque pierda a su jinete, la montura puede seguir actuando como cualquier otra figura.
glossary-intelligence-level = Nivel de inteligencia
    .definition = Forma que rodea el símbolo de montura: círculo, pentágono o cuadrado. Indica qué hace la montura cuando se queda sin jinete.
glossary-mean-spirited = Mal carácter
    .definition = Nivel de inteligencia marcado con un cuadrado. Cuando empieza la fase de mando de cualquier jugador, una montura así que esté sin jinete sirve a ese jugador durante su turno y cuenta como enemiga para el resto.
glossary-mount = Montura
    .definition = Figura de base alargada, con silla de montar y ranura de la base, capaz de llevar a un jinete al combate.
glossary-mount-symbol = Símbolo de montura
    .definition = Icono de un tipo de montura. Junto al valor de velocidad de una montura indica su propio tipo; en la base de un jinete indica qué tipos de montura puede montar.
glossary-mount-type = Tipo de montura
    .definition = Clase de criatura que es una montura, por ejemplo Caballo de Guerra o Dragón de los Cielos. Un jinete solo puede montarla si uno de sus símbolos de montura coincide con ella.
glossary-rider = Jinete
    .definition = Figura con bonificador de ataque de jinete y al menos un símbolo de montura, lo que le permite montar una montura del tipo correspondiente.
glossary-rider-attack-bonus = Bonificador de ataque de jinete
    .definition = Número dentro de un cuadrado en la base de un jinete. Mientras va montado, se suma a todos los ataques que hace.
glossary-saddle = Silla de montar
    .definition = Lugar de la montura donde se encaja la figura del jinete cuando ambos forman una unidad de caballería.
glossary-skittish = Nervioso
    .definition = Nivel de inteligencia marcado con un círculo. Una montura nerviosa que siga sin jinete cuando empieza la fase final de cualquier jugador abandona la partida.
glossary-remount = Volver a montar
    .definition = Acción especial con la que un jinete desmontado sube a una montura amiga sin jinete cuyo tipo coincide con sus símbolos. La nueva unidad recibe un marcador de acción.

## Tipos de montura

glossary-battle-horse = Caballo de Guerra
    .definition = Uno de los ocho tipos de montura: un caballo adiestrado para la guerra. Solo pueden montarlo los jinetes con el símbolo de Caballo de Guerra.
glossary-cloud-griffon = Grifo de las Nubes
    .definition = Uno de los ocho tipos de montura: un grifo, mitad águila y mitad león. Solo pueden montarlo los jinetes con el símbolo de Grifo de las Nubes.
glossary-desert-warbird = Pájaro de Guerra del Desierto
    .definition = Uno de los ocho tipos de montura: una gran ave de guerra del desierto. Solo pueden montarla los jinetes con el símbolo de Pájaro de Guerra del Desierto.
glossary-horned-stag = Venado Astado
    .definition = Uno de los ocho tipos de montura: un gran ciervo de enormes astas. Solo pueden montarlo los jinetes con el símbolo de Venado Astado.
glossary-pegasus = Pegaso
    .definition = Uno de los ocho tipos de montura: un caballo alado. Solo pueden montarlo los jinetes con el símbolo de Pegaso.
glossary-salamander = Salamandra
    .definition = Uno de los ocho tipos de montura: un lagarto gigante. Solo pueden montarla los jinetes con el símbolo de Salamandra.
glossary-sky-dragon = Dragón de los Cielos
    .definition = Uno de los ocho tipos de montura: un dragón criado para llevar jinete. Solo pueden montarlo los jinetes con el símbolo de Dragón de los Cielos.
glossary-technocat = Tecnogato
    .definition = Uno de los ocho tipos de montura: un gran felino mecánico. Solo pueden montarlo los jinetes con el símbolo de Tecnogato.

## Competencias y habilidades de caballería

glossary-horsemanship = Manejo de las riendas
    .definition = Competencia de caballería. Un ataque a distancia que se resuelve contra el jinete de esta unidad sufre −2 a su valor de ataque.
glossary-impale = Empalar
    .definition = Competencia de caballería. El jinete no puede usar Maestro de armas, pero gana +2 al daño cuando acierta un ataque cuerpo a cuerpo contra un único objetivo.
glossary-mounted-bound = Asalto montado
    .definition = Competencia de caballería. Con una acción de combate a distancia, la unidad mueve hasta su velocidad completa con el dial de combate de la montura y luego dispara con el del jinete.
glossary-mounted-charge = Carga montada
    .definition = Competencia de caballería. Con una acción de combate cuerpo a cuerpo, la unidad mueve hasta su velocidad completa con el dial de combate de la montura y luego ataca con el dial de combate que elijas.
glossary-overwhelm = Aplastar
    .definition = Competencia de caballería. La unidad termina su movimiento en contacto con una sola unidad de caballería enemiga y tira 1d6 más el bonificador de ataque de su jinete: con 6 o más, el jinete enemigo queda desmontado.
glossary-trample = Arrollar
    .definition = Competencia de caballería: la unidad se mueve en línea recta a través de las bases de las figuras, y cada figura a nivel del suelo cuya base cruza recibe 1 de daño.
glossary-dark-riders = Jinetes Oscuros
    .definition = Subfacción de caballería de Apocalipsis. Sus jinetes y monturas se emparejan por número de coleccionista, no se pueden separar nunca y conservan sus habilidades de subfacción mientras van montados.
glossary-dark-unity = Unidad Oscura
    .definition = Habilidad de subfacción de los Jinetes Oscuros. Una sola vez por cada fase de mando propia, puedes infligir 1 de daño por presión al jinete para curar 1 clic a su montura.
glossary-natures-ally = Aliado de la Naturaleza
    .definition = Habilidad del Refugio Salvaje. Ni el terreno obstaculizado ni el que da ocultamiento bloquean la línea de fuego de esta figura ni protegen a los objetivos de sus ataques a distancia. Además, gana +1 a la defensa mientras está en terreno obstaculizado.

## Figuras colosales y carros de guerra

glossary-colossal = Figura colosal
    .definition = Figura enorme dividida en cuatro secciones, cada una con su propio dial de combate. Los carros de guerra también son figuras colosales.
glossary-section = Sección
    .definition = Cada una de las cuatro partes de una figura colosal: delantera, izquierda, derecha y trasera. Cada sección tiene su propio dial de combate, y su arco es todo su borde exterior.
glossary-active-section = Sección activa
    .definition = Sección de una figura colosal cuyo visor aún muestra al menos un valor; las calaveras cuentan como 0. Solo las secciones activas pueden recibir acciones.
glossary-inactive-section = Sección inactiva
    .definition = Sección de una figura colosal que muestra tres calaveras. No puede recibir acciones ni sufre más daño.
glossary-chariot = Carro de guerra
    .definition = Figura colosal con el tipo de movimiento rueda que puede llevar un pasajero en su compartimento trasero.
glossary-passenger = Pasajero
    .definition = La única figura que viaja en el compartimento trasero de un carro de guerra. Conserva su propio dial de combate, sus acciones y sus marcadores de acción.
glossary-board = Embarcar
    .definition = Subir a un carro de guerra: una figura amiga que toca una sección lateral o la trasera recibe una acción de movimiento y se coloca en el compartimento trasero.
glossary-disembark = Desembarcar
    .definition = Bajar de un carro de guerra: el pasajero recibe una acción de movimiento y se coloca en contacto de base con una sección lateral o con la trasera.
glossary-rear-compartment = Compartimento trasero
    .definition = Espacio del carro de guerra donde se coloca su único pasajero.
glossary-long-range-attack = Ataque de largo alcance
    .definition = Ataque a distancia con el alcance duplicado y −2 al daño. Solo es posible cuando atacante y objetivo son un titán, una figura colosal o una sección de castillo.
glossary-point-value = Valor en puntos
    .definition = Coste de una figura al formar el ejército. Una figura colosal tiene varios valores posibles, y el elegido fija cuántos clics se giran sus diales desde el inicio.

## Juego básico

glossary-combat-dial = Dial de combate
    .definition = Rueda giratoria bajo la base de una figura que muestra sus valores actuales en el visor de estadísticas. El daño y la curación la hacen girar.
glossary-click = Clic
    .definition = Cada posición del dial de combate. Un punto de daño gira el dial un clic hacia delante y un punto de curación, un clic hacia atrás.
glossary-stat-slot = Visor de estadísticas
    .definition = Ventana de la base por la que se ven los valores actuales de velocidad, ataque, defensa y daño.
glossary-starting-marker = Señalizador de posición inicial
    .definition = Marca verde del dial que indica el clic con el que la figura empieza la partida. La curación nunca lleva el dial más allá de esta marca.
glossary-skull = Calavera
    .definition = Símbolo que aparece en el dial en lugar de un valor. Cuando el visor muestra tres calaveras, la figura queda eliminada.
glossary-action = Acción
    .definition = Lo que un jugador ordena hacer a una figura en su turno: movimiento, combate cuerpo a cuerpo, combate a distancia, acción especial o pasar. Se dispone de una acción por cada 100 puntos del tamaño de la partida.
glossary-action-token = Marcador de acción
    .definition = Ficha que se coloca junto a una figura cuando recibe una acción. Con dos marcadores no puede actuar, y al final de tu turno se retiran los de las figuras que no han actuado.
glossary-pushing-damage = Daño por presión
    .definition = Punto de daño que sufre una figura al recibir una acción teniendo todavía un marcador de tu turno anterior. Se aplica cuando la acción se ha resuelto.
glossary-critical-hit = Impacto crítico
    .definition = Sacar 12 con dos dados. El ataque impacta sean cuales sean los valores e inflige 1 de daño adicional; en una tirada de curación, cura 1 clic más.
glossary-critical-miss = Fallo crítico
    .definition = Sacar 2 con dos dados. El ataque falla sean cuales sean los valores, y el atacante recibe 1 de daño.
glossary-break-away = Separarse
    .definition = Intento de alejarse de una figura enemiga en contacto de base al recibir una acción de movimiento. Se tira 1d6: con 4 a 6 la figura puede alejarse; con 1 a 3 se queda, aunque puede girar.
glossary-formation = Formación
    .definition = Grupo de figuras de la misma facción en contacto de base que mueve o ataca con una sola acción. Cada miembro cuenta como si hubiera recibido una acción.
glossary-capture = Captura
    .definition = Ataque cuerpo a cuerpo anunciado de antemano para hacer prisionero al objetivo, cuya defensa aumenta en 2. Mientras está capturada, la figura se mueve con la que la capturó y no puede recibir ataques ni daño.
glossary-front-arc = Arco frontal
    .definition = Parte delantera del borde de la base. Una figura solo puede atacar a objetivos que estén en su arco frontal.
glossary-rear-arc = Arco trasero
    .definition = Parte posterior del borde de la base. Quien ataca cuerpo a cuerpo desde el arco trasero del objetivo gana +1 a su tirada.
glossary-base-contact = Contacto de base
    .definition = Situación en la que las bases de dos figuras se tocan. Es necesaria para el combate cuerpo a cuerpo.
glossary-line-of-fire = Línea de fuego
    .definition = Línea recta entre los puntos centrales del atacante y del objetivo. El terreno bloqueante y otras figuras pueden cortarla.
glossary-build-total = Total de construcción
    .definition = Suma de los valores en puntos de todas las figuras de un ejército. No puede superar el tamaño de la partida.
glossary-game-size = Tamaño de la partida
    .definition = Límite de puntos acordado para cada ejército, por ejemplo 200. También fija el número de acciones por turno.
glossary-speed-value = Valor de velocidad
    .definition = Número de pulgadas que puede recorrer una figura con una acción de movimiento.
glossary-attack-value = Valor de ataque
    .definition = Número que la figura suma a su tirada de ataque de 2d6.
glossary-defense-value = Valor de defensa
    .definition = Total que debe alcanzar una tirada de ataque para impactar a la figura.
glossary-damage-value = Valor de daño
    .definition = Número de clics de daño que inflige un ataque con éxito de la figura.
glossary-range = Alcance
    .definition = Distancia en pulgadas a la que una figura puede atacar a distancia, impresa en la base junto a sus flechas de objetivo. Con alcance 0 no puede atacar a distancia.
glossary-free-spin = Giro libre
    .definition = Cambio de orientación gratuito de una figura cuando un enemigo entra en contacto de base con ella. Las monturas y las unidades de caballería no pueden hacerlo.

## Tipos de terreno

glossary-terrain-clear = Terreno despejado
    .definition = Terreno sin efectos sobre el movimiento ni sobre la línea de fuego.
glossary-terrain-hindering = Terreno obstaculizado
    .definition = Terreno como bosques o matorrales. Al entrar se detiene el movimiento y la velocidad se reduce a la mitad; un objetivo atacado a distancia a través de él gana +1 a la defensa.
glossary-terrain-blocking = Terreno bloqueante
    .definition = Terreno que no se puede atravesar y que corta la línea de fuego, como muros altos o rocas.
glossary-terrain-elevated = Terreno elevado
    .definition = Colinas y plataformas. Al subir se detiene el movimiento, y la figura gana +1 a la defensa contra atacantes situados más abajo.
glossary-terrain-shallow-water = Agua poco profunda
    .definition = Arroyos y charcas. Cuentan como terreno obstaculizado para el movimiento, pero no afectan a la línea de fuego.
glossary-terrain-deep-water = Agua profunda
    .definition = Lagos y ríos caudalosos. Cuentan como terreno bloqueante para el movimiento, pero no afectan a la línea de fuego.
glossary-terrain-low-wall = Muro bajo
    .definition = Obstáculo bajo, como una valla o un seto. Una figura que se mueve se detiene al llegar a él y lo cruza en un movimiento posterior a mitad de velocidad; para los ataques a distancia cuenta como terreno obstaculizado, salvo si quien dispara está en contacto con él.
