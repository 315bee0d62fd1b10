### Dialkeeper: textos de la interfaz.

-app-name = Dialkeeper

app-title = { -app-name }

## Barra de pestañas

tab-games = Partidas
tab-table = Mesa
tab-figures = Miniaturas
tab-log = Registro
tab-rules = Reglas
tab-settings = Ajustes

## Botones comunes

undo = Deshacer
redo = Rehacer
dismiss = Cerrar
cancel = Cancelar
delete = Borrar
add = Añadir
remove = Quitar
done = Listo
undone = Deshecho.
redone = Rehecho.

## Pantalla de partidas

games-title = Partidas
games-in-progress = Tus partidas
games-none = Aún no hay partidas. ¡Empieza una!
new-game = Nueva partida
resume = Continuar
export = Exportar
import-game = Importar una partida
import-paste = Pega aquí un archivo de partida exportado
imported = Partida importada.
mark-finished = Marcar como terminada
mark-playing = Marcar como en curso
game-finished = Terminada
delete-confirm = ¿Borrar esta partida y todo su historial? No se puede deshacer.
# Variables:
#   $players (String) - los nombres de los jugadores, separados por comas
#   $size (Number) - el tamaño de la partida en puntos
game-summary = { $players } · { $size } puntos
# Variables:
#   $path (String) - dónde se ha escrito el archivo
exported-to = Guardado en { $path }. También puedes copiar el texto de abajo.
# Variables:
#   $error (String) - lo que ha dicho el sistema
error-export = No se pudo escribir el archivo: { $error }
# Variables:
#   $error (String) - lo que ha dicho el almacén de datos
error-open-game = No se pudo abrir esta partida: { $error }
# Variables:
#   $error (String) - lo que ha dicho el almacén de datos
error-not-saved = No se ha guardado: { $error }. Se ha recargado la partida tal como se guardó por última vez.

## Problemas al importar

# Variables:
#   $megabytes (Number) - el tamaño del archivo
import-too-large = Este archivo es demasiado grande ({ $megabytes } MB). Un archivo de partida ocupa mucho menos de 5 MB.
# Variables:
#   $line (Number) - línea del error
#   $column (Number) - columna del error
import-not-json = Esto no es un archivo de partida: el texto deja de tener sentido en la línea { $line }, columna { $column }.
import-wrong-format = Este archivo no es una partida de Dialkeeper.
# Variables:
#   $reason (String) - el problema de reglas encontrado
import-invalid = Este archivo de partida incumple las reglas y no se ha importado: { $reason }

## Problemas con los datos al arrancar

# Variables:
#   $path (String) - adónde se ha movido el archivo dañado
store-recovered = Tus datos guardados estaban dañados y no se podían leer. Se han conservado en { $path } y se ha empezado con datos nuevos.
# Variables:
#   $version (Number) - la versión del esquema de los datos
store-too-new = Tus datos guardados proceden de una versión más reciente de { -app-name } (versión { $version }). No se han tocado; actualiza la aplicación para usarlos. Hasta entonces no se guardará nada.
# Variables:
#   $error (String) - lo que ha dicho el almacén de datos
store-unavailable = No se pudieron abrir tus datos guardados ({ $error }). En esta sesión no se guardará nada.

## Nueva partida

new-game-default-name = Noche de juego
game-name = Nombre de la partida
game-size = Tamaño de la partida
# Variables:
#   $points (Number) - tamaño de la partida
#   $actions (Number) - acciones por turno
game-size-option = { $points } puntos · { $actions ->
    [one] { $actions } acción por turno
   *[other] { $actions } acciones por turno
}
# Variables:
#   $number (Number) - el número de puesto del jugador
player-default-name = Jugador { $number }
player-name = Nombre del jugador
add-player = Añadir jugador
remove-player = Quitar el último jugador
add-figure = Añadir miniatura
choose-figure = Elige una miniatura…
# Variables:
#   $name (String) - nombre de la miniatura
#   $points (Number) - su coste
catalog-option = { $name } ({ $points } pts.)
# Variables:
#   $points (Number) - un coste en puntos
points = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
point-value = Valor en puntos
rides = Monta
rides-nothing = Sin montura
# Variables:
#   $mount (String) - el nombre de la montura
rides-mount = Monta { $mount }
# Variables:
#   $total (Number) - el coste del ejército
#   $size (Number) - el tamaño de la partida
build-total = Total de construcción: { $total } de { $size } puntos
quick-figure = Miniatura rápida
figure-name = Nombre de la miniatura
points-label = Puntos
clicks-label = Clics
start-game = Empezar la partida

## Problemas al preparar la partida

# Variables:
#   $count (Number) - jugadores indicados
setup-player-count = Una partida necesita de 2 a 6 jugadores, no { $count }.
# Variables:
#   $size (Number) - tamaño de partida indicado
setup-game-size = El tamaño de la partida debe ser de al menos 100 puntos, no { $size }.
# Variables:
#   $player (String) - nombre del jugador
#   $total (Number) - el coste del ejército
#   $size (Number) - el tamaño de la partida
setup-over-build-total = El ejército de { $player } cuesta { $total } puntos, más que el tamaño de la partida ({ $size }).
# Variables:
#   $player (String) - nombre del jugador
#   $number (Number) - la posición de la miniatura en el ejército
#   $error (String) - qué falla
setup-bad-figure = La miniatura { $number } del ejército de { $player } no se puede usar: { $error }
# Variables:
#   $player (String) - nombre del jugador
#   $number (Number) - la posición de la miniatura en el ejército
setup-point-value = La miniatura { $number } del ejército de { $player } no tiene ese valor en puntos.
setup-too-many = Son más miniaturas de las que una partida puede gestionar.
# Variables:
#   $player (String) - nombre del jugador
#   $number (Number) - la posición de la miniatura en el ejército
setup-not-a-rider = La miniatura { $number } del ejército de { $player } no es un jinete, así que no puede ir sobre una montura.
# Variables:
#   $player (String) - nombre del jugador
#   $number (Number) - la posición de la miniatura en el ejército
setup-not-a-free-mount = La miniatura { $number } del ejército de { $player } debe ir sobre una montura que aún no tenga jinete.
# Variables:
#   $player (String) - nombre del jugador
#   $number (Number) - la posición de la miniatura en el ejército
setup-mount-mismatch = La miniatura { $number } del ejército de { $player } no puede ir sobre esa montura: sus símbolos de montura (o, en los Jinetes Oscuros, su número de coleccionista) no coinciden.
# Variables:
#   $player (String) - nombre del jugador
#   $number (Number) - la posición de la miniatura en el ejército
setup-riderless-mount = La miniatura { $number } del ejército de { $player } es una montura: las monturas solo se despliegan con jinete. Elige un jinete para ella.

## Mesa

table-no-game = No hay ninguna partida abierta.
go-to-games = Ir a tus partidas
# Variables:
#   $player (String) - a quién le toca
turn-of = Turno de { $player }
# Variables:
#   $round (Number) - la ronda
#   $phase (String) - el nombre de la fase
round-phase = Ronda { $round } · { $phase }
# Variables:
#   $count (Number) - acciones que quedan este turno
actions-left = { $count ->
    [one] acción restante
   *[other] acciones restantes
}
pass = Pasar
end-turn = Terminar turno
damage-one = −1 Daño
heal-one = +1 Curación
eliminated = Eliminada
# Variables:
#   $click (Number) - el número de clic, desde 1
#   $left (Number) - clics de daño que aguanta
click-status = Clic { $click } · { $left ->
    [0] el siguiente clic es KO
    [one] { $left } clic para KO
   *[other] { $left } clics para KO
}
# Variables:
#   $count (Number) - marcadores de acción sobre la miniatura
tokens-label = { $count ->
    [0] sin marcadores de acción
    [one] { $count } marcador de acción
   *[other] { $count } marcadores de acción
}
stat-speed = Velocidad
stat-attack = Ataque
stat-defense = Defensa
stat-damage = Daño
# Variables:
#   $rider (String) - el nombre del jinete
#   $mount (String) - el nombre de la montura
unit-name = { $rider } sobre { $mount }
# Variables:
#   $name (String) - el nombre de la montura
dial-mount = { glossary-mount }: { $name }
# Variables:
#   $name (String) - el nombre del jinete
dial-rider = { glossary-rider }: { $name }
section-front = Delantera
section-left = Izquierda
section-right = Derecha
section-rear = Trasera
action-move = Mover
action-close = Cuerpo a cuerpo
action-ranged = A distancia
action-special = Especial
phase-command = fase de mando
phase-action = fase de acción
phase-end = fase final

## Registro

log-title = Registro
log-empty = Todavía no ha pasado nada.

## Reglas

rules-title = Reglas y glosario
rules-search-placeholder = Busca en cualquier idioma…
rules-no-results = No se ha encontrado nada. Prueba con otra palabra u otro idioma.
kind-glossary = Término
kind-rule = Regla
kind-ability = Habilidad

## Ajustes

settings-title = Ajustes
settings-language = Idioma
settings-theme = Tema
settings-text-size = Tamaño del texto
settings-keep-awake = Mantener la pantalla encendida durante la partida
theme-system = Igual que el dispositivo
theme-light = Claro
theme-dark = Oscuro
text-normal = Normal
text-large = Grande
text-huge = Muy grande

## Efectos que ignoran las figuras colosales (COL-03), tal como se nombran en los rechazos

colossal-effect-capture = captura
colossal-effect-formation = formaciones
colossal-effect-double-time = Carrera
colossal-effect-surge = Embestida
colossal-effect-necromancy = Nigromancia
colossal-effect-summon = Invocación
colossal-effect-recall = Recuperación
colossal-effect-healing = Curación de otra miniatura
colossal-effect-grapple = Presa
colossal-effect-magic-confusion = Confusión mágica
colossal-effect-magic-freeze = Congelación mágica
colossal-effect-magic-healing = Curación mágica
colossal-effect-magic-levitation = Levitación mágica
colossal-effect-strong-flyer = Vuelo poderoso
colossal-effect-terror = Terror
colossal-effect-tinker = Manitas
colossal-effect-venom = Veneno
colossal-effect-rear-arc = bonificador por atacar desde el arco trasero (las colosales no tienen arco trasero)
colossal-effect-trample = Arrollar
colossal-effect-status-change = cambio de condición de amiga o enemiga
colossal-effect-enchantment = encantamientos

## Miniaturas (catálogo)

figures-title = Miniaturas
import-feed = Importar un archivo de diales
import-feed-hint = Elige tu propia copia del archivo de diales de la comunidad (mkstats.json). Si lo vuelves a importar, se actualizan las miniaturas en lugar de duplicarlas.
# Variables:
#   $error (String) - lo que ha dicho el sistema
feed-read-failed = No se pudo leer el archivo: { $error }
figure-search-placeholder = Nombre, número, facción, colección o rango…
filter-all = Todas
filter-mounts = Monturas
filter-riders = Jinetes
filter-colossals = Colosales
filter-chariots = Carros de guerra
# Variables:
#   $count (Number) - miniaturas mostradas
figures-count = { $count ->
    [one] { $count } miniatura
   *[other] { $count } miniaturas
}
# Variables:
#   $added (Number) - miniaturas nuevas
#   $updated (Number) - miniaturas modificadas
#   $unchanged (Number) - miniaturas que ya estaban
#   $skipped (Number) - modelos descartados
import-summary = Importación terminada: { $added } añadidas, { $updated } actualizadas, { $unchanged } sin cambios, { $skipped } descartadas.
# Variables:
#   $count (Number) - miniaturas con avisos
import-warnings = { $count ->
    [one] { $count } miniatura tenía una habilidad desconocida, que se ha omitido.
   *[other] { $count } miniaturas tenían una habilidad desconocida, que se ha omitido.
}
# Variables:
#   $set (String) - la colección
#   $number (String) - número de coleccionista
#   $factions (String) - facciones
#   $range (Number) - alcance en pulgadas
#   $targets (Number) - flechas de objetivo
figure-facts = { $set } #{ $number } · { $factions } · alcance { $range } · { $targets ->
    [one] { $targets } objetivo
   *[other] { $targets } objetivos
}
click-label = Clic

## Problemas con el archivo de diales

# Variables:
#   $megabytes (Number) - el tamaño del archivo
feed-error-too-large = Este archivo ocupa { $megabytes } MB, más de los 50 MB que puede tener un archivo de diales. No se ha importado nada.
# Variables:
#   $line (Number) - línea del error
#   $column (Number) - columna del error
feed-error-not-json = Esto no es un archivo de diales: el texto deja de tener sentido en la línea { $line }, columna { $column }. No se ha importado nada.
feed-error-wrong-layout = Este archivo no contiene una lista de modelos, así que no es un archivo de diales. No se ha importado nada.
# Variables:
#   $number (Number) - la posición del modelo en el archivo
feed-model-number = Modelo { $number }
# Variables:
#   $model (String) - el nombre o la posición del modelo
feed-skip-not-object = { $model }: no es una entrada de miniatura.
# Variables:
#   $model (String) - el nombre o la posición del modelo
#   $field (String) - la clave del campo en el archivo
feed-skip-missing-field = { $model }: falta el campo { $field }.
# Variables:
#   $model (String) - el nombre o la posición del modelo
#   $field (String) - la clave del campo en el archivo
#   $value (String) - lo que contiene
feed-skip-bad-field = { $model }: { $field } contiene «{ $value }», que ahí no tiene sentido.
# Variables:
#   $model (String) - el nombre o la posición del modelo
#   $number (Number) - el modelo que tiene el mismo id
feed-skip-duplicate-id = { $model }: mismo id que el modelo { $number }, que se ha conservado.
# Variables:
#   $model (String) - el nombre o la posición del modelo
#   $count (Number) - diales encontrados
feed-skip-dial-count = { $model }: { $count } diales; solo se pueden importar miniaturas de un solo dial.
# Variables:
#   $model (String) - el nombre o la posición del modelo
#   $count (Number) - clics encontrados
feed-skip-too-many-clicks = { $model }: { $count } clics son más de los que puede tener un dial.
# Variables:
#   $model (String) - el nombre o la posición del modelo
#   $click (Number) - número de clic
#   $stat (String) - el nombre del valor
feed-skip-missing-stat = { $model }: al clic { $click } le falta { $stat }.
# Variables:
#   $model (String) - el nombre o la posición del modelo
#   $click (Number) - número de clic
#   $stat (String) - el nombre del valor
#   $value (String) - lo que contiene
feed-skip-bad-stat = { $model }: el clic { $click } muestra «{ $value }» como { $stat }, algo que ningún dial puede mostrar.
# Variables:
#   $model (String) - el nombre o la posición del modelo
feed-skip-no-live-click = { $model }: el dial no tiene ningún clic antes de las calaveras.
# Variables:
#   $model (String) - el nombre o la posición del modelo
#   $click (Number) - número de clic
feed-skip-start-not-live = { $model }: el señalizador de posición inicial está en un clic con calavera ({ $click }).
# Variables:
#   $name (String) - el nombre de la miniatura
army-unique-twice = { $name } es de rango Único: un ejército solo puede incluirla una vez.

## Ejércitos

save-army = Guardar este ejército
load-army = Cargar un ejército guardado…
# Variables:
#   $name (String) - the army's name
army-saved = Ejército «{ $name }» guardado.
# Variables:
#   $name (String) - the army's name
#   $size (Number) - the game size it was built for
#   $count (Number) - how many figures
army-option = { $name } ({ $size } puntos, { $count ->
    [one] { $count } miniatura
   *[other] { $count } miniaturas
})
passenger = Pasajero
passenger-none = Sin pasajero
# Variables:
#   $name (String) - the passenger's name
passenger-figure = Pasajero: { $name }
