### Glosario de Dialkeeper en español: nombre de cada término del juego y su definición.
### Los nombres de caballería siguen la terminología oficial española de las reglas de caballería de Mage Knight.

## Caballería

glossary-base-slot = Ranura de la base
    .definition = Encaje de la base alargada de una montura que aloja la base de su jinete mientras ambos forman una unidad de caballería. El glosario oficial también lo llama espacio de la base.
glossary-cavalry-unit = Unidad de caballería
    .definition = Conjunto formado por una montura y el jinete que va sobre ella. En juego cuenta como una sola miniatura con dos diales de combate.
glossary-dismount = Desmontar
    .definition = Separar al jinete de su montura para que siga combatiendo a pie desde su propia base.
glossary-dismounted-rider = Jinete desmontado
    .definition = Guerrero que ha bajado o ha sido derribado de su montura. Se rige a la vez por las reglas de los jinetes desmontados y por las de los guerreros normales.
glossary-independent = Independiente
    .definition = Nivel de inteligencia marcado con un pentágono. Aunque pierda a su jinete, la montura puede seguir actuando como cualquier otra miniatura.
glossary-intelligence-level = Nivel de inteligencia
    .definition = Forma que rodea el símbolo de montura: círculo, pentágono o cuadrado. Indica qué hace la montura cuando se queda sin jinete.
glossary-mean-spirited = Mal carácter
    .definition = Nivel de inteligencia marcado con un cuadrado. Cuando empieza la fase de mando de cualquier jugador, una montura así que esté sin jinete sirve a ese jugador durante su turno y cuenta como enemiga para el resto.
glossary-mount = Montura
    .definition = Miniatura de base alargada sobre la que puede cabalgar un jinete. También se le llama cabalgadura.
glossary-mount-symbol = Símbolo de montura
    .definition = Icono de la base que identifica tipos de montura: la montura lleva el suyo propio y el jinete, los de las monturas que sabe manejar.
glossary-mount-type = Tipo de montura
    .definition = Clase a la que pertenece una montura, por ejemplo Pegaso o Tecnogato. Solo se unen en una unidad de caballería un jinete y una montura cuyo tipo aparezca entre los símbolos del jinete.
glossary-rider = Jinete
    .definition = Guerrero preparado para ir a lomos de una montura. Se reconoce por su bonificador de ataque dentro de un cuadrado y por sus símbolos de montura.
glossary-rider-attack-bonus = Bonificador de ataque de jinete
    .definition = Número dentro de un cuadrado en la base de un guerrero que puede ser jinete. Solo se suma a sus ataques mientras va montado.
glossary-saddle = Silla de montar
    .definition = Lugar sobre el lomo de la montura donde va sujeta la figura del jinete cuando ambos forman una unidad de caballería.
glossary-skittish = Nervioso
    .definition = Nivel de inteligencia marcado con un círculo. Una montura nerviosa que siga sin jinete cuando empieza la fase final de cualquier jugador abandona la partida.
glossary-remount = Volver a montar
    .definition = Acción especial con la que un jinete desmontado sube a una montura amiga sin jinete cuyo tipo coincide con sus símbolos. La nueva unidad recibe un marcador de acción.

## Tipos de montura

glossary-battle-horse = Caballo de Guerra
    .definition = Tipo de montura: el corcel clásico de batalla.
glossary-cloud-griffon = Grifo de las Nubes
    .definition = Tipo de montura: un grifo alado que surca los cielos.
glossary-desert-warbird = Pájaro de Guerra del Desierto
    .definition = Tipo de montura: una gran ave de combate propia de los desiertos.
glossary-horned-stag = Venado Astado
    .definition = Tipo de montura: un ciervo de grandes astas.
glossary-pegasus = Pegaso
    .definition = Tipo de montura: un caballo alado.
glossary-salamander = Salamandra
    .definition = Tipo de montura: un enorme reptil de fuego.
glossary-sky-dragon = Dragón de los Cielos
    .definition = Tipo de montura: un dragón volador.
glossary-technocat = Tecnogato
    .definition = Tipo de montura: un felino mecánico.

## Competencias y habilidades de caballería

glossary-horsemanship = Manejo de las riendas
    .definition = Competencia de caballería. Un ataque a distancia que se resuelve contra el dial del jinete sufre un −2 a su valor de ataque.
glossary-impale = Empalar
    .definition = Competencia de caballería. El jinete no puede usar Maestro de armas, pero gana +2 al daño cuando acierta un ataque cuerpo a cuerpo contra un único objetivo.
glossary-mounted-bound = Asalto montado
    .definition = Competencia de caballería. Con una acción de combate a distancia, la unidad mueve hasta toda su velocidad con el dial de la montura y luego dispara con el dial del jinete.
glossary-mounted-charge = Carga montada
    .definition = Competencia de caballería. Con una acción de combate cuerpo a cuerpo, la unidad mueve hasta toda su velocidad con el dial de la montura y luego ataca cuerpo a cuerpo con el dial que elija su controlador.
glossary-overwhelm = Aplastar
    .definition = Competencia de caballería. La unidad termina su movimiento en contacto con una sola unidad de caballería enemiga y tira 1d6 más el bonificador de ataque de su jinete: con 6 o más, el jinete enemigo queda desmontado.
glossary-trample = Arrollar
    .definition = Competencia de caballería. La unidad avanza en línea recta atravesando bases, y cada miniatura a ras de suelo que cruza recibe 1 de daño.
glossary-dark-riders = Jinetes Oscuros
    .definition = Subfacción de caballería. Jinete y montura se emparejan por número de coleccionista, no pueden separarse y la montura no puede ser eliminada mientras conserve a su jinete.
glossary-dark-unity = Unidad Oscura
    .definition = Habilidad opcional de los Jinetes Oscuros. Al comienzo de tu fase de mando, el jinete recibe 1 de daño por presión para curar 1 clic a su montura, una vez por fase.
glossary-natures-ally = Aliado de la Naturaleza
    .definition = Habilidad del Refugio Salvaje. Su línea de fuego ignora el terreno obstaculizado y el que da ocultamiento, y gana +1 a la defensa mientras está en terreno obstaculizado.

## Figuras colosales y carros de guerra

glossary-colossal = Figura colosal
    .definition = Criatura o vehículo enorme dividido en cuatro secciones, cada una con su propio dial de combate.
glossary-section = Sección
    .definition = Cada una de las cuatro partes de una figura colosal: delantera, izquierda, derecha y trasera. Cada sección tiene su propio dial y su arco es todo su borde exterior.
glossary-active-section = Sección activa
    .definition = Sección cuyo visor muestra valores, aunque alguno sea una calavera. Puede recibir una acción por turno y puede ser atacada.
glossary-inactive-section = Sección inactiva
    .definition = Sección cuyo visor muestra tres calaveras. No recibe acciones ni más daño.
glossary-chariot = Carro de guerra
    .definition = Figura colosal con el tipo de movimiento rueda de carro que puede llevar un pasajero en su compartimento trasero. No puede moverse marcha atrás.
glossary-passenger = Pasajero
    .definition = Guerrero amigo que viaja en el compartimento trasero de un carro de guerra. Tiene sus propias acciones y marcadores de acción.
glossary-board = Embarcar
    .definition = Subir a un carro de guerra amigo para convertirse en su pasajero, usando una acción de movimiento.
glossary-disembark = Desembarcar
    .definition = Bajar de un carro de guerra con una acción de movimiento. El guerrero se coloca en contacto con una sección lateral o con la trasera.
glossary-rear-compartment = Compartimento trasero
    .definition = Lugar del carro de guerra donde se coloca al guerrero que pasa a ser su pasajero. Solo cabe uno.
glossary-long-range-attack = Ataque de largo alcance
    .definition = Ataque a distancia con el alcance duplicado y −2 al daño. Solo es posible cuando atacante y objetivo son un titán, una figura colosal o una sección de castillo.
glossary-point-value = Valor en puntos
    .definition = Coste de una miniatura al formar el ejército. Una figura colosal tiene varios valores posibles, y el elegido fija cuántos clics se giran sus diales desde el inicio.

## Juego básico

glossary-combat-dial = Dial de combate
    .definition = Disco giratorio bajo la base que muestra los valores de la miniatura en cada clic. El daño lo hace avanzar y la curación lo hace retroceder.
glossary-click = Clic
    .definition = Cada posición del dial de combate. Un punto de daño gira el dial un clic hacia delante y un punto de curación, un clic hacia atrás.
glossary-stat-slot = Visor de estadísticas
    .definition = Ventana de la base por la que se ven los valores actuales de velocidad, ataque, defensa y daño.
glossary-starting-marker = Señalizador de posición inicial
    .definition = Marca verde del dial que indica el clic en el que empieza la partida. La curación nunca lleva el dial más allá de esta marca.
glossary-skull = Calavera
    .definition = Símbolo de los clics finales del dial. Cuando el visor muestra tres calaveras, la miniatura queda eliminada; en una sección colosal cada calavera cuenta como un 0.
glossary-action = Acción
    .definition = Lo que un jugador ordena hacer a una miniatura en su turno: mover, combate cuerpo a cuerpo, combate a distancia, acción especial o pasar. Se dispone de una acción por cada 100 puntos del tamaño de la partida.
glossary-action-token = Marcador de acción
    .definition = Ficha que se pone junto a una miniatura cuando recibe una acción. Con dos marcadores ya no puede recibir más acciones.
glossary-pushing-damage = Daño por presión
    .definition = Punto de daño que sufre una miniatura al recibir una acción teniendo todavía un marcador de su turno anterior. Se aplica cuando la acción se ha resuelto.
glossary-critical-hit = Impacto crítico
    .definition = Sacar 12 en los dados de ataque. El ataque acierta siempre e inflige 1 de daño adicional; en una curación cura 1 clic más.
glossary-critical-miss = Fallo crítico
    .definition = Sacar 2 en los dados de ataque. El ataque falla siempre y el atacante recibe 1 de daño.
glossary-break-away = Separarse
    .definition = Intento de alejarse de una miniatura enemiga en contacto de base al recibir una acción de movimiento. Se tira 1d6: con 4 a 6 la miniatura se mueve; con 1 a 3 se queda, aunque puede girar.
glossary-formation = Formación
    .definition = Grupo de miniaturas de la misma facción en contacto de base que mueve o ataca con una sola acción. Cada miembro cuenta como si hubiera recibido una acción.
glossary-capture = Captura
    .definition = Ataque cuerpo a cuerpo anunciado de antemano para hacer prisionero al objetivo, cuya defensa aumenta en 2. El cautivo se mueve con su captor y no puede ser atacado ni dañado.
glossary-front-arc = Arco frontal
    .definition = Parte delantera del borde de la base. Una miniatura solo puede atacar a objetivos que estén en su arco frontal.
glossary-rear-arc = Arco trasero
    .definition = Parte posterior del borde de la base. Quien ataca cuerpo a cuerpo desde el arco trasero del objetivo gana +1 a su tirada.
glossary-base-contact = Contacto de base
    .definition = Situación en la que las bases de dos miniaturas se tocan. Es necesaria para el combate cuerpo a cuerpo.
glossary-line-of-fire = Línea de fuego
    .definition = Línea recta entre los puntos centrales del atacante y del objetivo. El terreno bloqueante y otras miniaturas pueden cortarla.
glossary-build-total = Total de construcción
    .definition = Suma de los valores en puntos de todas las miniaturas de un ejército. No puede superar el tamaño de la partida.
glossary-game-size = Tamaño de la partida
    .definition = Límite de puntos acordado para cada ejército, por ejemplo 200. También fija el número de acciones por turno.
glossary-speed-value = Valor de velocidad
    .definition = Número de pulgadas que puede recorrer la miniatura con una acción de movimiento. Se indica con el icono de la bota.
glossary-attack-value = Valor de ataque
    .definition = Número que se suma a la tirada de 2d6 al atacar. Se indica con el icono de la espada.
glossary-defense-value = Valor de defensa
    .definition = Resultado que un atacante debe igualar o superar para impactar a la miniatura. Se indica con el icono del escudo.
glossary-damage-value = Valor de daño
    .definition = Número de clics de daño que inflige un ataque acertado. Se indica con el icono de la estrella.
glossary-range = Alcance
    .definition = Distancia máxima en pulgadas de los ataques a distancia, impresa en la base junto a las flechas de objetivo. No cambia al girar el dial.
glossary-free-spin = Giro libre
    .definition = Cambio de orientación gratuito al entrar en contacto de base con un enemigo. Las monturas y las unidades de caballería no pueden hacerlo.

## Tipos de terreno

glossary-terrain-clear = Terreno despejado
    .definition = Terreno sin efectos sobre el movimiento ni sobre la línea de fuego.
glossary-terrain-hindering = Terreno obstaculizado
    .definition = Terreno como bosques o matorrales. Al entrar se detiene el movimiento y la velocidad se reduce a la mitad; un objetivo atacado a distancia a través de él gana +1 a la defensa.
glossary-terrain-blocking = Terreno bloqueante
    .definition = Terreno que no se puede atravesar y que corta la línea de fuego, como muros altos o rocas.
glossary-terrain-elevated = Terreno elevado
    .definition = Colinas y plataformas. Al subir se detiene el movimiento, y la miniatura gana +1 a la defensa contra atacantes situados más abajo.
glossary-terrain-shallow-water = Agua poco profunda
    .definition = Arroyos y charcas. Cuenta como terreno obstaculizado para el movimiento, pero no afecta a la línea de fuego.
glossary-terrain-deep-water = Agua profunda
    .definition = Lagos y ríos caudalosos. Cuenta como terreno bloqueante para el movimiento, pero no afecta a la línea de fuego.
glossary-terrain-low-wall = Muro bajo
    .definition = Obstáculo bajo que detiene el movimiento al llegar a él y obstaculiza la línea de fuego, salvo para quien dispara en contacto con el muro.
