### Dialkeeper: textos de la interfaz.

-app-name = Dialkeeper

app-title = { -app-name }

## Barra de pestañas

tab-games = Par­ti­das
tab-table = Mesa
tab-figures = Figuras
tab-log = Re­gis­tro
tab-rules = Reglas
tab-settings = Ajustes

## Botones comunes

undo = Deshacer
retry = Reintentar
redo = Rehacer
dismiss = Cerrar
cancel = Cancelar
delete = Borrar
add = Añadir
remove = Quitar
done = Listo

## Pantalla de partidas

games-title = Partidas
games-in-progress = Tus partidas
games-none = Aún no hay partidas. ¡Empieza una!
new-game = Nueva partida
resume = Continuar
export = Exportar
import-game = Importar una partida
import-choose-file = Elegir un archivo de partida…
import-paste = Pega aquí un archivo de partida exportado
imported = Partida importada.
game-finished = Terminada
delete-confirm = ¿Borrar esta partida y todo su historial? No se puede deshacer.
# Variables:
#   $players (String) - los nombres de los jugadores, separados por comas
#   $size (Number) - el tamaño de la partida en puntos
game-summary = { $players } · { $size ->
    [one] { $size } punto
   *[other] { $size } puntos
}
# Variables:
#   $path (String) - dónde se ha escrito el archivo
exported-to = Guardado en { $path }. También puedes copiar el texto de abajo.
# Variables:
#   $file (String) - the exported file's name
file-downloaded = { $file } está en tus descargas.
# Variables:
#   $file (String) - the exported file's name
file-shared = { $file } está listo para compartir.
# Variables:
#   $error (String) - el motivo (una frase export-fault-…)
error-export = No se pudo escribir el archivo: { $error }
# Variables:
#   $error (String) - lo que ha dicho el almacén de datos
error-open-game = No se pudo abrir esta partida: { $error }
# Variables:
#   $error (String) - lo que ha dicho el almacén de datos
error-not-saved = No se ha guardado: { $error }. Se ha recargado la partida tal como se guardó por última vez.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-store = No se ha guardado: { $error }. No ha cambiado nada más.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-read = No se pudieron leer tus datos guardados: { $error }.

## What went wrong with the saved data: clauses inside the error-… sentences

store-fault-full = el almacenamiento está lleno; libera espacio, o exporta y borra partidas antiguas
store-fault-busy = los datos guardados están en uso en otra ventana o pestaña
store-fault-damaged = los datos guardados están dañados
store-fault-no-game = esa partida ya no existe
# Variables:
#   $version (Number) - the store's schema version
store-fault-too-new = los datos guardados son de una versión más reciente de { -app-name } (versión { $version })
store-fault-no-backup = esa copia ya no se puede leer
store-fault-database = el almacenamiento no ha podido atender la petición; inténtalo de nuevo
store-fault-upgrade = los datos guardados no se han podido actualizar para esta versión de { -app-name }; no se ha cambiado nada
store-fault-rejected = esta partida no cumple las reglas
store-fault-worker-start = el almacenamiento no ha podido arrancar en este navegador; recarga la página
store-fault-worker-unreachable = la petición no ha llegado al almacenamiento; recarga la página
store-fault-unexpected-reply = el almacenamiento ha dado una respuesta inesperada; inténtalo de nuevo
store-fault-shared = esta partida se comparte con otros teléfonos y solo cambia a través de la conexión compartida; vuelve a unirte al anfitrión o, antes, deja de compartirla
store-fault-read-only = aquí el almacenamiento es de solo lectura y no se puede guardar nada; revisa los permisos de almacenamiento del dispositivo
store-fault-io = { $browser ->
    [yes] el navegador no ha escrito los datos; puede que su almacenamiento para esta app esté lleno: libera espacio, o exporta y borra partidas antiguas, e inténtalo de nuevo
   *[no] ha fallado la lectura o escritura del almacenamiento; inténtalo de nuevo
}

## Why an exported file did not reach the player: clauses inside error-export

export-fault-full = el dispositivo está lleno; libera espacio e inténtalo de nuevo
export-fault-denied = el dispositivo no deja que la app escriba ahí; revisa sus permisos de almacenamiento
export-fault-not-found = no se encuentra la carpeta de exportación y no se ha podido crear
export-fault-browser = el navegador no ha podido compartirlo ni descargarlo; inténtalo de nuevo
export-fault-other = el dispositivo no ha podido guardarlo; inténtalo de nuevo

## Problemas al importar

# Variables:
#   $megabytes (Number) - el tamaño del archivo
import-too-large = Este archivo es demasiado grande ({ $megabytes } MB). Un archivo de partida ocupa mucho menos de 5 MB.
# Variables:
#   $line (Number) - línea del error
#   $column (Number) - columna del error
import-not-json = Esto no es un archivo de partida: el texto deja de tener sentido en la línea { $line }, columna { $column }.
import-wrong-format = Este archivo no es una partida de { -app-name }.
# Variables:
#   $reason (String) - el problema de reglas encontrado
import-invalid = Este archivo de partida incumple las reglas y no se ha importado: { $reason }
# Variables:
#   $game (String) - el nombre de la partida
#   $reason (String) - por qué
import-invalid-game = la partida «{ $game }»: { $reason }
# Variables:
#   $number (Number) - el número del paso, desde 1
#   $reason (String) - por qué
import-invalid-command = paso { $number } de la partida: { $reason }

## Problemas con los datos al arrancar

# Variables:
#   $path (String) - adónde se ha movido el archivo dañado
store-recovered = Tus datos guardados estaban dañados y no se pudo usar ninguna copia de seguridad. El archivo dañado se conservó en { $path }, y la app volvió a empezar sin partidas guardadas.
# Variables:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
#   $path (String) - where the file is
store-restored = Tus datos guardados estaban dañados, así que se repuso la copia de seguridad de { $when }: { $count ->
    [one] ha vuelto 1 partida
   *[other] han vuelto { $count } partidas
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Lo jugado después de esa copia se ha perdido. El archivo dañado se guardó en { $path }.
# Variables:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
store-restored-missing = Tus datos guardados habían desaparecido, así que se repuso la copia de seguridad de { $when }: { $count ->
    [one] ha vuelto 1 partida
   *[other] han vuelto { $count } partidas
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Lo jugado después de esa copia se ha perdido.
ago-now = hace un momento
# Variables:
#   $count (Number) - how many
ago-minutes = { $count ->
    [one] hace 1 minuto
   *[other] hace { $count } minutos
}
# Variables:
#   $count (Number) - how many
ago-hours = { $count ->
    [one] hace 1 hora
   *[other] hace { $count } horas
}
# Variables:
#   $count (Number) - how many
ago-days = { $count ->
    [one] hace 1 día
   *[other] hace { $count } días
}
settings-backups = Copias de seguridad
# Variables:
#   $when (String) - how long ago
backups-last = Última copia: { $when }.
backups-none = Aún no hay ninguna copia.
# Variables:
#   $kept (Number) - how many backups are kept
#   $every (Number) - changes between two backups
backups-how = La app guarda { $kept ->
    [one] la última copia
   *[other] las últimas { $kept } copias
} de todas tus partidas: una { $every ->
    [one] con cada cambio
   *[other] cada { $every } cambios
}, al terminar una partida y al cambiar de partida.
backups-now = Hacer copia ahora
backups-taken = Copia hecha.
# Variables:
#   $when (String) - how long ago
#   $games (Number) - how many games
backups-row = { $when } · { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}
backups-restore = Restaurar
# Variables:
#   $when (String) - how long ago
backups-restore-confirm = ¿Sustituir todas tus partidas por la copia de { $when }? Lo guardado ahora se conserva en un archivo al lado.
# Variables:
#   $when (String) - how long ago
#   $path (String) - where the file is
backups-restored = La copia de { $when } ha vuelto. Lo guardado antes se conserva en { $path }.
# Variables:
#   $version (Number) - la versión del esquema de los datos
store-too-new = Tus datos guardados proceden de una versión más reciente de { -app-name } (versión { $version }). No se han tocado; actualiza la app para usarlos. Hasta entonces no se guardará nada.
# Variables:
#   $error (String) - lo que ha dicho el almacén de datos
store-unavailable = No se pudieron abrir tus datos guardados ({ $error }). En esta sesión no se guardará nada.
store-memory-only = Este navegador no guarda aquí ningún dato de { -app-name }; ocurre en la navegación privada o con navegadores antiguos. Puedes jugar, pero no se guarda nada al cerrar la página: exporta una partida para conservarla.
update-ready = Hay una nueva versión de { -app-name } lista.
update-reload = Recargar

## Nueva partida

new-game-default-name = Noche de juego
game-name = Nombre de la partida
game-size = Tamaño de la partida
# Variables:
#   $actions (Number) - acciones por turno
game-size-actions = { $actions ->
    [one] { $actions } acción por turno
   *[other] { $actions } acciones por turno
}
# Variables:
#   $number (Number) - el número de puesto del jugador
player-default-name = Jugador { $number }
player-name = Nombre del jugador
add-player = Añadir jugador
remove-player = Quitar el último jugador
add-figure = Añadir figura
choose-figure = Elige una figura…
# Variables:
#   $name (String) - nombre de la figura
#   $points (Number) - su coste
catalog-option = { $name } ({ $points } pts.)
# El selector de figuras del ejército.
pick-faction = Facción
pick-every-faction = Todas las facciones
pick-recent = Elegidas hace poco
pick-none = Ninguna figura coincide.
# Variables:
#   $shown (Number) - filas en pantalla
#   $count (Number) - figuras encontradas
pick-more = Se ven { $shown } de { $count }: escribe algo más para acotar la lista.
# Variables:
#   $name (String) - la figura elegida
pick-added = { $name } se une al ejército.
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
#   $total (Number) - el coste del ejército
#   $size (Number) - el tamaño de la partida
build-total = Total de construcción: { $total } de { $size ->
    [one] { $size } punto
   *[other] { $size } puntos
}
quick-figure = Figura rápida
figure-name = Nombre de la figura
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
setup-over-build-total = El ejército de { $player } cuesta { $total ->
    [one] { $total } punto
   *[other] { $total } puntos
}, más que el tamaño de la partida ({ $size }).
# Variables:
#   $player (String) - nombre del jugador
#   $name (String) - the figure's name
#   $error (String) - qué falla
setup-bad-figure = La figura { $name } del ejército de { $player } no se puede usar: { $error }
# Variables:
#   $player (String) - nombre del jugador
#   $name (String) - the figure's name
setup-point-value = La figura { $name } del ejército de { $player } no tiene ese valor en puntos.
setup-too-many = Son más figuras de las que una partida puede gestionar.
# Variables:
#   $player (String) - nombre del jugador
#   $name (String) - the figure's name
setup-not-a-rider = La figura { $name } del ejército de { $player } no es un jinete, así que no puede ir sobre una montura.
# Variables:
#   $player (String) - nombre del jugador
#   $name (String) - the figure's name
setup-not-a-free-mount = La figura { $name } del ejército de { $player } debe ir sobre una montura que aún no tenga jinete.
# Variables:
#   $player (String) - nombre del jugador
#   $name (String) - the figure's name
setup-mount-mismatch = La figura { $name } del ejército de { $player } no puede ir sobre esa montura: sus símbolos de montura (o, en los Jinetes Oscuros, su número de coleccionista) no coinciden.
# Variables:
#   $player (String) - nombre del jugador
#   $name (String) - the figure's name
setup-riderless-mount = La figura { $name } del ejército de { $player } es una montura: las monturas solo se despliegan con jinete. Elige un jinete para ella.
setup-not-a-free-chariot = La figura { $name } del ejército de { $player } no puede empezar en esa figura: debe ser un carro de guerra del mismo ejército sin otro pasajero, y un pasajero no va sobre ninguna montura.
setup-passenger = La figura { $name } del ejército de { $player } no puede empezar como pasajero: { $reason }
# Variables:
#   $name (String) - the figure's name
#   $player (String) - player name
#   $number (Number) - the second copy's place in the army
setup-unique-twice = { $name } (figura { $number } del ejército de { $player }) es una figura única: un ejército solo puede incluirla una vez.

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
damage-one = −1 daño
heal-one = +1 curación
eliminated = Fuera de combate
# Variables:
#   $click (Number) - el número de clic, desde 1
#   $left (Number) - clics de daño que aguanta
click-status = Clic { $click } · { $left ->
    [0] el siguiente clic es KO
    [one] a { $left } clic del KO
   *[other] a { $left } clics del KO
}
# Variables:
#   $count (Number) - marcadores de acción sobre la figura
tokens-label = { $count ->
    [0] sin marcadores de acción
    [one] { $count } marcador de acción
   *[other] { $count } marcadores de acción
}
stat-speed = Ve­lo­ci­dad
stat-attack = Ataque
stat-defense = De­fen­sa
stat-damage = Daño
stat-with-ability = { $stat } · { $ability }
stat-spoken = { $stat } { $value }
stat-spoken-ability = { $stat } { $value }, { $ability }
stat-skull = calavera
# Variables:
#   $name (String) - el nombre de la figura
#   $number (Number) - qué figura de ese nombre de la partida es, contando desde 1
figure-numbered = { $name } { $number }

# Variables:
#   $figure (String) - la figura a la que una acción forzaría ahora
#   $clicks (Number) - clics de daño por presión que recibiría
card-pushes = Una acción le cuesta ahora a { $figure } { $clicks ->
    [one] { $clicks } clic
   *[other] { $clicks } clics
} de daño por presión.
# Variables:
#   $range (Number) - the figure's range in inches; 0: it makes no ranged attacks
#   $targets (Number) - its target arrows
card-reach = { $range ->
    [0] Sin ataques a distancia
   *[other] { glossary-range } { $range } · { $targets ->
        [one] { $targets } objetivo
       *[other] { $targets } objetivos
    }
}
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
section-pair = { $first } / { $second }
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
log-made-by = por { $who }

## Reglas

rules-title = Reglas y glosario
rules-search-hint = Busca en cualquier idioma
# The rules search field's name, read out by a screen reader.
rules-search-label = Buscar en las reglas
search-placeholder = Buscar…
rules-no-results = No se ha encontrado nada. Prueba con otra palabra u otro idioma.
kind-glossary = Término
kind-rule = Regla
kind-ability = Habilidad
rules-sources-label = Fuentes:
# The Rules screen's way back: to the term, the search or the screen the player came from.
rules-back = Volver
# Before the codes of the rules that concern a term or an ability (each a link).
rules-related-label = Reglas:

## Ajustes

settings-title = Ajustes
settings-language = Idioma
settings-language-offline = El idioma { $language } aún no está en este teléfono: la primera vez llega por la red. Elígelo de nuevo en cuanto vuelva la conexión.
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
colossal-effect-double-time = Tiempo doble
colossal-effect-surge = Embestida
colossal-effect-necromancy = Nigromancia
colossal-effect-summon = Invocación
colossal-effect-recall = Recuperación
colossal-effect-healing = Curación de otra figura
colossal-effect-grapple = Presa
colossal-effect-magic-confusion = Confusión mágica
colossal-effect-magic-freeze = Congelación mágica
colossal-effect-magic-healing = Curación mágica
colossal-effect-magic-levitation = Levitación mágica
colossal-effect-strong-flyer = Vuelo poderoso
colossal-effect-terror = Terror
colossal-effect-tinker = Manitas
colossal-effect-venom = Veneno
colossal-effect-rear-arc = bonificador por atacar desde el arco trasero (las figuras colosales no tienen arco trasero)
colossal-effect-trample = Arrollar
colossal-effect-status-change = un cambio de bando (amiga o enemiga)
colossal-effect-enchantment = encantamientos

## Figuras (catálogo)

figures-title = Figuras
import-feed = Importar un archivo de diales
import-feed-hint = Elige tu propia copia del archivo de diales de la comunidad (mkstats.json). Si lo vuelves a importar, se actualizan las figuras en lugar de duplicarlas.
feed-read-failed = No se pudo leer el archivo. Prueba a elegirlo de nuevo.
figure-search-hint = Nombre, número, facción, colección o rango
# The figure search field's name, read out by a screen reader.
figure-search-label = Buscar figuras
filter-all = Todas
filter-mounts = Monturas
filter-riders = Jinetes
filter-colossals = Colosales
filter-chariots = Carros de guerra
# Variables:
#   $count (Number) - figuras mostradas
figures-count = { $count ->
    [one] { $count } figura
   *[other] { $count } figuras
}
# Variables:
#   $added (Number) - figuras nuevas
#   $updated (Number) - figuras modificadas
#   $unchanged (Number) - figuras que ya estaban
#   $skipped (Number) - modelos descartados
import-summary = Importación terminada: { $added ->
    [one] { $added } añadida
   *[other] { $added } añadidas
}, { $updated ->
    [one] { $updated } actualizada
   *[other] { $updated } actualizadas
}, { $unchanged } sin cambios, { $skipped ->
    [one] { $skipped } descartada
   *[other] { $skipped } descartadas
}.
# Variables:
#   $count (Number) - figuras con avisos
import-warnings = { $count ->
    [one] { $count } figura se importó con un aviso: una habilidad desconocida omitida o un segundo señalizador de posición inicial ignorado.
   *[other] { $count } figuras se importaron con un aviso: una habilidad desconocida omitida o un segundo señalizador de posición inicial ignorado.
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
feed-skip-not-object = { $model }: no es una entrada de figura.
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
feed-skip-duplicate-id = { $model }: el archivo ya lo incluye como modelo { $number }, que se ha conservado.
# Variables:
#   $model (String) - el nombre o la posición del modelo
#   $count (Number) - diales encontrados
feed-skip-dial-count = { $model }: { $count ->
    [one] { $count } dial
   *[other] { $count } diales
}; solo se pueden importar figuras de un solo dial.
# Variables:
#   $model (String) - el nombre o la posición del modelo
#   $count (Number) - clics encontrados
feed-skip-too-many-clicks = { $model }: { $count ->
    [one] { $count } clic es más de lo
   *[other] { $count } clics son más de los
} que puede tener un dial.
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
army-option = { $name } ({ $size ->
    [one] { $size } punto
   *[other] { $size } puntos
}, { $count ->
    [one] { $count } figura
   *[other] { $count } figuras
})
passenger = Pasajero
passenger-none = Sin pasajero

## Asistentes (issue 8): una pregunta por paso, por qué se hace, y luego una vista previa

settings-learning-mode = Modo aprendizaje: ofrecer las explicaciones paso a paso
settings-learning-mode-hint = Las explicaciones detallan cada paso de una acción de caballería o de una figura colosal. Desactívalo para quedarte solo con los botones rápidos.
# Variables:
#   $version (String) - the app's version
settings-version = Versión { $version }
keep-awake-on = La pantalla se mantiene encendida mientras haya una partida abierta.
keep-awake-unsupported = Este dispositivo no puede mantener la pantalla encendida.
keep-awake-refused = No se ha podido mantener la pantalla encendida.
settings-storage = Almacenamiento
storage-persisted = El navegador se ha comprometido a conservar tus partidas, aunque al teléfono le falte espacio.
storage-not-persisted = El navegador no se ha comprometido a conservar tus partidas: puede borrarlas si al teléfono le falta espacio. Añadir la app a la pantalla de inicio suele lograrlo; exporta tus partidas de vez en cuando.
rides-hint = Solo aparecen las monturas que este jinete puede montar (CAV-03).
wiz-yes = Sí
wiz-no = No
wiz-next = Siguiente
wiz-roll = Tirar por mí
wiz-confirm = Confirmar
wiz-cancel = Cancelar
wiz-done = Hecho
wiz-preview = Esto es lo que pasará:
wiz-nothing-to-do = No hay nada más que introducir: la partida ya lo muestra.
wiz-no-options = Ahora mismo nada en la mesa cumple los requisitos.
wiz-figure-of = { $figure } ({ $player })
wiz-aboard = { glossary-passenger } de { $chariot }
# Variables:
#   $captor (String) - quién la retiene
card-captive-of = En poder de { $captor }
# Variables:
#   $captive (String) - la figura que retiene
card-holds-captive = Retiene a { $captive }
wiz-wreck-pending = { $figure } ha caído de un carro eliminado y espera su tirada de daño.
wiz-aim-one = A través de una sección
wiz-aim-two = A lo largo de un borde
wiz-aim-centre = Justo en el centro
wiz-open-walkthrough = Guíame paso a paso
wiz-open-dismount = { glossary-dismount }
wiz-open-remount = { glossary-remount }
wiz-open-overwhelm = { glossary-overwhelm }
wiz-open-trample = { glossary-trample }
wiz-open-board = { glossary-board }
wiz-open-disembark = { glossary-disembark }
wiz-open-area-hit = Dentro de un área de efecto
wiz-open-wreck = Introducir la tirada
wiz-title-dismount = { glossary-dismount }
wiz-title-remount = { glossary-remount }
wiz-title-rider-thrown = La montura ha sido eliminada
wiz-title-mount-left = Una montura sin jinete
wiz-title-overwhelm = { glossary-overwhelm }
wiz-title-trample = { glossary-trample }
wiz-title-board = Subir al carro
wiz-title-disembark = Bajar del carro
wiz-title-area-hit = Efecto de área sobre una figura colosal
wiz-title-wreck = El carro ha sido eliminado
wiz-title-cavalry-turn = Acción de una unidad de caballería
wiz-title-colossal-turn = Acción de una figura colosal
wiz-q-dismount-dark = Una unidad de los Jinetes Oscuros no puede desmontar.
wiz-why-dismount-dark = Los Jinetes Oscuros siguen en la silla toda la partida; no cambia nada.
wiz-q-dismount-room = ¿Hay sitio para colocar al jinete en contacto de base con la montura?
wiz-why-dismount-room = El jinete vuelve a su propia base junto a la montura. Sin sitio no puede desmontar.
wiz-q-dismount-effect = La unidad se separa en montura y jinete.
wiz-why-dismount-effect = Desmontar es una acción especial que no da marcador de acción y quita todos los marcadores de la unidad. La montura y el jinete aún pueden recibir acciones este turno.
wiz-q-remount-mount = ¿A qué montura sube el jinete?
wiz-why-remount-mount = Solo se pueden elegir monturas amigas sin jinete, en contacto de base, cuyo tipo coincida con los símbolos del jinete.
wiz-q-remount-effect = Jinete y montura vuelven a formar una unidad de caballería.
wiz-why-remount-effect = Volver a montar es una acción especial. La nueva unidad recibe un solo marcador de acción y aún puede recibir una acción este turno.
wiz-q-thrown-room = La montura fue eliminada primero. ¿Hay sitio para colocar al jinete en contacto de base con ella?
wiz-why-thrown-room = El jinete vuelve a su base junto a la montura y luego se retira la montura. Sin sitio, el jinete también queda eliminado. Todos los marcadores de la unidad desaparecen.
wiz-q-thrown-placed = Coloca al jinete en contacto de base con la montura y luego retira la montura.
wiz-why-thrown-placed = El jinete sigue combatiendo por su cuenta con su propio dial de combate; la partida ya lo muestra.
wiz-q-mount-fled = Una montura nerviosa sin jinete ha abandonado la partida.
wiz-why-mount-fled = Una montura nerviosa (círculo alrededor de su símbolo) se retira al comienzo de cualquier fase final si no tiene jinete. Quítala de la mesa.
wiz-q-mount-sides = Una montura de mal carácter sin jinete cambia de bando este turno.
wiz-why-mount-sides = Una montura de mal carácter (cuadrado alrededor de su símbolo) es amiga del jugador en turno y enemiga de todos los demás hasta que acabe el turno.
wiz-q-overwhelm-target = ¿Con qué unidad de caballería enemiga termina en contacto el movimiento?
wiz-why-overwhelm-target = Aplastar es una acción de movimiento sin contacto con enemigos y sin habilidades de velocidad, que debe acabar en contacto con exactamente una unidad de caballería enemiga.
wiz-q-overwhelm-d6 = ¿Qué muestra el dado?
wiz-why-overwhelm-d6 = Tira 1d6 y suma el bonificador de ataque del jinete: con 6 o más, el jinete de la otra unidad queda desmontado.
wiz-q-overwhelm-room = ¿Hay sitio para colocar al jinete desmontado en contacto con su montura?
wiz-why-overwhelm-room = Un jinete desmontado sin sitio queda eliminado.
wiz-q-cav-contact = ¿La unidad está en contacto de base con una figura enemiga?
wiz-why-cav-contact = Esta competencia solo se puede usar sin contacto de base con enemigos. Una unidad que ya toca a una figura enemiga debe recibir una acción normal.
wiz-q-overwhelm-speed = ¿El movimiento usa alguna habilidad de velocidad?
wiz-why-overwhelm-speed = Este movimiento usa solo el valor de velocidad de la montura, sin ninguna habilidad de velocidad.
wiz-q-refused = Ahora no se puede
wiz-q-trample-ground = ¿La unidad está a nivel del suelo?
wiz-why-trample-ground = Arrollar solo puede empezar a nivel del suelo, no desde terreno elevado.
wiz-q-trample-double-time = ¿El movimiento usa la competencia Tiempo doble?
wiz-why-trample-double-time = Un movimiento de Arrollar no puede usar Tiempo doble.
wiz-q-trample-line = Mueve la unidad en línea recta, saliendo por el arco frontal de la montura.
wiz-why-trample-line = Arrollar es una acción de movimiento a nivel del suelo y sin Tiempo doble. Cada figura a nivel del suelo cuya base cruce la montura sufre 1 de daño.
wiz-q-trample-crossed = ¿Qué figuras ha cruzado la montura?
wiz-why-trample-crossed = Marca cada figura cruzada; si es una unidad de caballería, marca también el dial de combate que recibe el daño.
wiz-q-board-chariot = ¿A qué carro sube la figura?
wiz-why-board-chariot = Una figura amiga con velocidad mayor que 0, en contacto con una sección lateral o trasera, embarca con una acción de movimiento. Las figuras colosales, los titanes, las figuras con el tipo de movimiento herradura y la caballería no pueden subir, y en el compartimento solo cabe un pasajero.
wiz-q-board-section = ¿Qué sección toca la figura?
wiz-why-board-section = Solo una sección lateral o la trasera dan al compartimento trasero.
wiz-q-board-sentry = ¿La figura es un centinela?
wiz-why-board-sentry = Los centinelas no pueden subir a un carro.
wiz-q-disembark-section = ¿Junto a qué sección colocas la figura?
wiz-why-disembark-section = Desembarcar es una acción de movimiento: el pasajero queda en contacto con una sección lateral o trasera.
wiz-q-area-aim = ¿Cómo llega la línea desde el centro del área al centro de la figura colosal?
wiz-why-area-aim = Si un área contiene el centro de una figura colosal, solo queda afectada una sección: aquella por la que pasa la línea entre el centro del área y el de la figura colosal.
wiz-q-area-section = ¿Qué sección cruza la línea?
wiz-why-area-section = Esa sección recibe el daño, si está activa.
wiz-q-area-pair = ¿A lo largo de qué borde pasa la línea?
wiz-why-area-pair = En un borde, quien controla la figura colosal elige una de las dos secciones.
wiz-q-area-controller = ¿Qué sección elige quien controla la figura colosal?
wiz-why-area-controller = A lo largo de un borde, o con el área justo en el centro, la sección la elige quien controla la figura colosal.
wiz-q-area-attacker = Esa sección está inactiva. ¿Qué sección activa elige el atacante?
wiz-why-area-attacker = Una sección inactiva ya no recibe daño, así que el atacante elige una activa.
wiz-q-area-passenger = El atacante tira por el pasajero. ¿Qué muestra el dado?
wiz-why-area-passenger = Cuando una sección lateral o trasera de un carro recibe daño, con 5 o 6 el pasajero recibe el daño que recibió la sección.
wiz-q-area-dealt = ¿Cuánto daño causa el área?
wiz-why-area-dealt = Introduce el daño antes de reducciones; las habilidades de la sección lo reducen.
wiz-q-wreck-d6 = El pasajero sufre 1d6 de daño. ¿Qué muestra el dado?
wiz-why-wreck-d6 = Cuando un carro es eliminado, su pasajero se coloca donde estaba el centro del carro, orientado como quiera quien lo controla, y sufre 1d6 de daño.
wiz-q-cav-action = ¿Qué hace la unidad?
wiz-why-cav-action = Una unidad de caballería recibe una acción por turno, como una sola figura.
wiz-q-cav-dial = ¿Con qué dial de combate se resuelve la acción?
wiz-why-cav-dial = Para las acciones cuerpo a cuerpo, a distancia y especiales, eliges el dial de combate de la montura o el del jinete; solo se pueden usar las habilidades de esa figura.
wiz-q-cav-move = El movimiento usa el dial de combate de la montura.
wiz-why-cav-move = El valor de velocidad, las habilidades de velocidad y las competencias de movimiento son los de la montura.
wiz-q-cav-maneuver = Primero se mueve la montura y luego ataca la unidad.
wiz-why-cav-maneuver = Una competencia que mueve y ataca con una sola acción permite a la montura y al jinete usar habilidades que exigen ese tipo de acción: la velocidad de la montura para el movimiento y el dial de combate elegido para el ataque.
wiz-q-cav-defender = Cuando alguien ataca a una unidad de caballería, el atacante elige el dial de combate.
wiz-why-cav-defender = Cada ataque contra una unidad se resuelve contra el dial de combate de la montura o contra el del jinete, a elección del atacante.
wiz-q-col-section = ¿Qué sección activa actúa?
wiz-why-col-section = Una figura colosal recibe como máximo una acción por sección activa cada turno, y un marcador de acción tras su primera acción.
wiz-q-col-action = ¿Qué acción recibe esta sección?
wiz-why-col-action = Primero los movimientos: tras una acción cuerpo a cuerpo, a distancia o especial, la figura ya no puede moverse este turno.
wiz-q-col-moves-first = Esta figura colosal ya ha combatido este turno.
wiz-why-col-moves-first = Los movimientos van primero: tras una acción cuerpo a cuerpo, a distancia o especial, ninguna sección puede recibir una acción de movimiento este turno.
wiz-q-col-distance = Todos los movimientos del turno se combinan en un solo movimiento.
wiz-why-col-distance = Hasta ahora { $distance ->
    [one] { $distance } pulgada
   *[other] { $distance } pulgadas
}; con la velocidad de esta sección son { $total ->
    [one] { $total } pulgada
   *[other] { $total } pulgadas
}. Gira sobre el centro y avanza en línea recta, o retrocede en línea recta sin girar.
wiz-q-col-contact = ¿Alguna sección, activa o inactiva, está en contacto con una figura enemiga?
wiz-why-col-contact = Entonces la figura debe separarse primero: una sola tirada, sin importar cuántas secciones estén en contacto.
wiz-q-col-break-away = Tirada para separarse: ¿qué muestra el dado?
wiz-why-col-break-away = La figura colosal se separa con cualquier resultado menos un 1.
wiz-q-col-ranged-line = Traza la línea de fuego desde el centro de la figura a través de esta sección.
wiz-why-col-ranged-line = La sección necesita alcance, un valor de ataque mayor que 0 y no estar en contacto con figuras enemigas.
wiz-q-col-long-range = ¿El objetivo es un titán, una figura colosal o una sección de castillo?
wiz-why-col-long-range = Entonces puede hacer un ataque de largo alcance: el alcance { $range } pasa a { $long }, con −2 al valor de daño.
wiz-q-col-close = El objetivo debe tocar esta sección activa.
wiz-why-col-close = El arco de una sección es todo su borde exterior; solo se pueden atacar figuras en contacto con la sección que actúa.
wiz-q-col-push = Con esta acción, la figura colosal sufre daño por presión. ¿Qué sección lo recibe?
wiz-why-col-push = El daño que no pertenece a ninguna sección va a la sección que elija quien controla la figura.
wiz-touch-one = Una sección
wiz-touch-two = Dos secciones
wiz-open-attack-hit = Recibe un ataque
wiz-title-attack-hit = Ataque a una figura colosal
wiz-q-hit-kind = ¿Es un ataque cuerpo a cuerpo o a distancia?
wiz-why-hit-kind = Un ataque cuerpo a cuerpo o a distancia contra una figura colosal lo recibe una sola sección; las siguientes preguntas determinan cuál.
wiz-q-hit-attacker = ¿Qué figura ataca?
wiz-why-hit-attacker = Si es una unidad de caballería, elige el dial de combate que ataca. Una figura colosal, en cambio, ataca con una acción de sección.
wiz-q-hit-aim-close = ¿El atacante toca una sección o dos?
wiz-why-hit-aim-close = Un ataque cuerpo a cuerpo requiere contacto con una sección activa; si el atacante toca dos, quien controla la figura colosal elige una.
wiz-q-hit-aim-ranged = ¿La línea de fuego cruza una sección o va a lo largo de un borde?
wiz-why-hit-aim-ranged = La línea debe cruzar una sección activa; a lo largo de un borde elige quien controla la figura; una sección en contacto con una figura amiga del atacante no puede ser alcanzada.
wiz-q-hit-section = ¿Qué sección recibe el impacto?
wiz-why-hit-section = Si esa sección está inactiva, el atacante elige una activa en su lugar.
wiz-q-hit-pair = ¿Qué dos secciones?
wiz-why-hit-pair = Quien controla la figura colosal elige una de ellas.
wiz-q-hit-2d6 = ¿Cuál es la tirada de ataque (2d6)?
wiz-why-hit-2d6 = La tirada más el valor de ataque contra el valor de defensa de la sección: 12 es un impacto crítico, 2 un fallo crítico.
wiz-open-capture = Capturar
wiz-title-capture = Captura
wiz-q-capture-target = ¿Qué figura enemiga en contacto de base intentará capturar?
wiz-why-capture-target = La captura se anuncia antes de un ataque cuerpo a cuerpo. Solo se puede capturar una figura enemiga en contacto de base; no las unidades de caballería, las figuras colosales ni las que muestran Berserker, Furia de batalla o Invulnerabilidad.
wiz-q-capture-2d6 = ¿Cuál es la tirada de ataque (2d6)?
# Variables:
#   $bonus (Number) - cuánto aumenta la defensa del objetivo
wiz-why-capture-2d6 = Contra una captura, el objetivo suma { $bonus } a su defensa. Si el ataque impacta, el objetivo queda capturado sin recibir daño; con un 2, el atacante sufre daño igualmente.
wiz-q-hit-shielded = ¿Esa sección está en contacto con una figura amiga del atacante?
wiz-why-hit-shielded = Un ataque a distancia no puede alcanzar una sección que toque una figura amiga del atacante.

## Retratos

portrait-add = Añadir una foto
# Variables:
#   $megabytes (Number) - the file's size
portrait-too-large = Esta foto ocupa { $megabytes } MB; se admiten hasta 25 MB.
portrait-not-image = Este archivo no es una foto legible (JPEG, PNG o WebP).
# Variables:
#   $width (Number) - width in pixels
#   $height (Number) - height in pixels
portrait-too-many-pixels = Esta foto mide { $width } × { $height ->
    [one] { $height } píxel
   *[other] { $height } píxeles
}; como máximo 10 000 por lado.

## Editor de diales (issue 7): crear o corregir una figura

editor-new = Nueva figura
editor-edit = Editar
editor-copy = Copiar y editar
editor-title-new = Nueva figura
# Variables:
#   $name (String) - la figura que se está editando
editor-title-edit = Editar { $name }
editor-name = Nombre
editor-number = Número de coleccionista
editor-set = Colección
editor-factions = Facciones (separadas por comas)
editor-rank = Rango
rank-weak = Débil
rank-standard = Estándar
rank-tough = Duro
rank-unique = Único
editor-points = Puntos
editor-range = Alcance
editor-targets = Objetivos
editor-speed-type = Tipo de movimiento
speed-type-boot = Bota
speed-type-wing = Ala
speed-type-wave = Ola
speed-type-horseshoe = Herradura
speed-type-wheel = Rueda
editor-chariot-wheel = Un carro de guerra siempre tiene el tipo de movimiento rueda.
editor-proficiencies = Competencias
proficiency-surge = Embestida
proficiency-double-time = Tiempo doble
proficiency-gang-up = Flanqueo
editor-kind = Tipo de figura
editor-kind-standard = Corriente
editor-kind-mount = Montura
editor-kind-rider = Jinete
editor-kind-colossal = Colosal
editor-kind-chariot = Carro de guerra
editor-symbols = Símbolos de montura que puede montar
editor-point-values = Valores en puntos bajo la base
editor-point-values-hint = Para cada valor impreso, cuántos clics se gira cada sección más allá de su señalizador de posición inicial.
editor-point-value-points = Puntos
editor-point-value-clicks = Clics girados
editor-add-point-value = Añadir un valor en puntos
editor-dial-hint = Escribe los valores clic a clic; la x indica una calavera. Toca una casilla para darle un color de habilidad.
editor-start = Inicio
editor-add-click = Añadir un clic
# Variables:
#   $click (Number) - el número del clic, desde 1
editor-remove-click = Quitar el clic { $click }
editor-ko-row = Tras el último clic: fuera de combate
# Variables:
#   $place (String) - la casilla, p. ej. «clic 3, ataque»
editor-ability-for = Color de habilidad para { $place }
editor-ability-none = Sin habilidad
editor-abilities-slot = Impresas en este valor
editor-abilities-circle = Habilidades del círculo
editor-save = Guardar figura
# Variables:
#   $name (String) - el nombre de la figura
editor-saved = { $name } se ha guardado en tus figuras.
editor-problems-title = Corrige esto antes de guardar; no se pierde nada de lo que has escrito:
editor-delete = Borrar figura
# Variables:
#   $name (String) - el nombre de la figura
editor-delete-confirm = ¿Borrar { $name } de tus figuras? Las partidas y los ejércitos guardados conservan su propia copia.
editor-deleted = Figura borrada.
editor-edited-badge = Editada
# Variables:
#   $count (Number) - figuras conservadas
import-kept-edits = { $count ->
    [one] Una figura que corregiste en el editor se ha conservado tal como la dejaste.
   *[other] { $count } figuras que corregiste en el editor se han conservado tal como las dejaste.
}

## Problemas en el editor de diales

# Variables:
#   $click (Number) - el clic, desde 1
#   $stat (String) - el nombre del valor
editor-where-click = clic { $click }, { $stat }
# Variables:
#   $section (String) - el nombre de la sección
#   $click (Number) - el clic, desde 1
#   $stat (String) - el nombre del valor
editor-where-section = { $section }, clic { $click }, { $stat }
editor-the-dial = El dial
# Variables:
#   $field (String) - la etiqueta del campo
#   $number (Number) - la posición del valor en puntos en la lista, desde 1
editor-entry-field = valor en puntos { $number }, { $field }
editor-problem-name = Ponle nombre a la figura.
editor-problem-number = Indica el número de coleccionista impreso en la base, como 58 o 121a.
# Variables:
#   $field (String) - la etiqueta del campo
#   $value (String) - lo que se ha escrito
editor-problem-not-a-number = { $field }: «{ $value }» no es un número entero.
# Variables:
#   $field (String) - la etiqueta del campo
#   $min (Number) - el mínimo permitido
#   $max (Number) - el máximo permitido
editor-problem-out-of-range = { $field } debe estar entre { $min } y { $max }.
# Variables:
#   $place (String) - la casilla, p. ej. «clic 3, ataque»
editor-problem-stat-missing = { $place }: la casilla está vacía. Escribe un número, o x para una calavera.
# Variables:
#   $place (String) - la casilla
#   $value (String) - lo que se ha escrito
#   $max (Number) - el valor más alto posible
editor-problem-bad-stat = { $place }: «{ $value }» no es ni un número de 0 a { $max } ni una x de calavera.
# Variables:
#   $dial (String) - «El dial» o el nombre de una sección
editor-problem-no-live-click = { $dial }: el primer clic muestra tres calaveras. Un dial necesita al menos un clic con valores (CORE-01).
# Variables:
#   $dial (String) - «El dial» o el nombre de una sección
#   $click (Number) - el clic marcado, desde 1
editor-problem-start-not-live = { $dial }: el señalizador de posición inicial está en el clic { $click }, en el que la figura queda eliminada. Pásalo a un clic con valores (CORE-02).
editor-problem-no-symbols = Un jinete necesita al menos un símbolo de montura; sin él no puede montar nada (CAV-03).
# Variables:
#   $suffix (String) - la letra en la que debe acabar el número
editor-problem-dark-riders-number = Los Jinetes Oscuros se emparejan por número de coleccionista, así que el de esta figura debe acabar en «{ $suffix }», como 121{ $suffix } (CAV-31).
# Variables:
#   $expected (Number) - diales necesarios
#   $found (Number) - diales indicados
figure-error-dial-count = Tiene { $found ->
    [one] un dial
   *[other] { $found } diales
} y necesita { $expected }.
figure-error-too-long = Uno de sus diales tiene más de 255 clics.
editor-problem-no-point-values = Una figura colosal necesita al menos uno de los valores en puntos de debajo de su base (COL-02).
# Variables:
#   $number (Number) - la posición del valor en puntos en la lista, desde 1
#   $section (String) - la sección que quedaría eliminada
editor-problem-point-value-too-deep = El valor en puntos { $number } gira la sección { $section } más allá de su último clic. Usa menos clics o añade clics a ese dial (COL-02).

## Archivos de ejército

army-export = Exportar ejército
army-import = Importar un archivo de ejército
# Variables:
#   $path (String) - dónde se ha escrito el archivo
army-exported = Ejército guardado en { $path }. Copia ese archivo para compartirlo, o copia el texto de abajo.
# Variables:
#   $name (String) - el nombre del ejército
army-imported = Se ha añadido el ejército «{ $name }» a tus ejércitos guardados.
# Variables:
#   $megabytes (Number) - el tamaño del archivo
army-file-too-large = Este archivo ocupa { $megabytes } MB, y un archivo de ejército es mucho más pequeño. Elige el archivo .army.json que exportó { -app-name }.
# Variables:
#   $line (Number) - dónde se dejó de leer
#   $column (Number) - dónde se dejó de leer
army-file-not-json = Esto no es un archivo de ejército: el texto deja de tener sentido en la línea { $line }, columna { $column }.
army-file-wrong-format = Este archivo no es un ejército de { -app-name }.
# Variables:
#   $version (Number) - la versión del archivo
army-file-too-new = Este archivo de ejército procede de una versión más reciente de { -app-name } (formato { $version }). Actualiza la app para abrirlo.
# Variables:
#   $number (Number) - la posición de la figura en el ejército, desde 1
#   $name (String) - su nombre
#   $error (String) - qué falla, en una frase
army-file-bad-figure = La figura { $number } ({ $name }) de este archivo no se puede usar. { $error } No se ha añadido nada.
# Variables:
#   $number (Number) - la posición del jinete en el ejército, desde 1
army-file-bad-pairing = La figura { $number } de este archivo va sobre una figura que no es una montura que pueda montar (CAV-03). No se ha añadido nada.
mount-rider = Jinete
mount-rider-none = Aún sin jinete (CAV-05)

## Solo una pestaña guarda las partidas; un navegador que no guarda nada; un fallo

elsewhere-title = { -app-name } está abierto en otro sitio
elsewhere-body = Ya está abierto en otra pestaña o ventana de este navegador. Solo una de ellas puede guardar tus partidas a la vez.
elsewhere-let-go = Se abrió { -app-name } en otra pestaña o ventana, así que esta le ha pasado tus partidas. No se ha perdido nada.
elsewhere-busy = La otra pestaña o ventana aún no ha soltado tus partidas. Vuelve a intentarlo en un momento.
elsewhere-use-here = Usarlo aquí
floor-title = Este navegador no puede guardar partidas
floor-body = Este navegador no da a { -app-name } ningún almacenamiento duradero. Ocurre en la navegación privada y en navegadores anteriores a iOS 16.4, Chrome 109 o Firefox 111. Puedes jugar igualmente, pero todo se pierde al cerrar la página.
# Variables:
#   $reason (String) - what the browser said
floor-reason = Lo que dijo el navegador: { $reason }
floor-play = Jugar sin guardar
crash-title = Algo ha fallado
crash-body = { -app-name } se ha detenido de forma inesperada. Todas las acciones que mostró antes están guardadas. Recarga para seguir.
crash-reload = Recargar

## Mover mis partidas

move-title = Trasladar mis partidas
move-body = Un solo archivo con todas tus partidas, ejércitos y preferencias. Cárgalo en otro navegador o teléfono: de Safari a la app instalada, o de un teléfono viejo a uno nuevo. También es una copia de seguridad que guardas tú.
move-save = Guardar el archivo
move-load = Cargar un archivo…
# Variables:
#   $path (String) - where the file was written
move-saved-to = Tus partidas se guardaron en { $path }.
# Variables:
#   $games (Number) - games added
#   $armies (Number) - armies added
#   $already (Number) - games and armies that were already here
move-loaded = Se { $games ->
        [one] añadió una partida
       *[other] añadieron { $games } partidas
    } y { $armies ->
        [one] un ejército
       *[other] { $armies } ejércitos
    }; { $already ->
        [0] no había nada repetido
        [one] uno ya estaba aquí
       *[other] { $already } ya estaban aquí
    }. Ahora se aplican las preferencias del archivo.
move-wrong-format = Este archivo no es un archivo de partidas de { -app-name }. Elige el archivo que creó «{ move-save }».

## El final de la partida: límite de tiempo, reloj, final y puntuación (CORE-17 a CORE-19)
time-limit = Límite de tiempo
time-limit-none = Sin límite de tiempo
# Variables:
#   $minutes (Number) - the limit in minutes
time-limit-option = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
agreed-condition = Otro final pactado (opcional)
agreed-condition-hint = p. ej.: quien controle el puente tras la ronda 6
clock-pause = Pausar el reloj de la partida
clock-resume = Reanudar el reloj de la partida
clock-paused = En pausa
# Variables:
#   $minutes (Number) - the agreed time limit
clock-limit = de { $minutes } min
clock-time-up = Tiempo agotado
end-game = Terminar la partida
# Variables:
#   $player (String) - the player facing no opponent
end-offer-conquest = A { $player } no le quedan figuras enemigas.
end-offer-time = Se ha agotado el tiempo acordado.
end-why = ¿Por qué termina la partida?
# Variables:
#   $player (String) - the player facing no opponent
end-reason-conquest = { $player } ha eliminado o capturado todas las figuras enemigas
end-reason-time-up = Se ha agotado el tiempo acordado
# Variables:
#   $condition (String) - the ending the players agreed on, in their words
end-reason-condition = Se ha cumplido nuestro final pactado: { $condition }
end-reason-stopped = Lo dejamos aquí
end-objectives = Objetivos controlados
end-objectives-hint = Los objetivos deshacen un empate a puntos y deciden si una figura colosal dañada da puntos.
# Variables:
#   $most (Number) - the most objectives one player may hold
end-objectives-invalid = Escribe un número entero del 0 al { $most }.
score-title = Fin de la partida
# Variables:
#   $count (Number) - how many players share first place
#   $players (String) - their names
score-winner = { $count ->
        [one] Gana { $players }
       *[other] Primer puesto compartido: { $players }
    }
# Variables:
#   $points (Number) - victory points
score-points = { $points ->
        [one] 1 punto de victoria
       *[other] { $points } puntos de victoria
    }
# Variables:
#   $count (Number) - objectives held
score-objectives = { $count ->
        [one] 1 objetivo
       *[other] { $count } objetivos
    }
# Variables:
#   $figure (String) - the opposing figure
score-line-eliminated = { $figure }: fuera de combate
# Variables:
#   $figure (String) - the opposing figure
score-line-captive = { $figure }: en cautiverio
# Variables:
#   $figure (String) - the opposing colossal
score-line-colossal = { $figure }, figura colosal aún en pie
score-none = Ningún punto de victoria
# Variables:
#   $time (String) - hours, minutes and seconds played
score-played = Tiempo de juego: { $time }
# Variables:
#   $count (Number) - how many players share first place
#   $winners (String) - their names
#   $scores (String) - every player's name and points
game-result = { $count ->
        [one] Ganó { $winners }
       *[other] Empate entre { $winners }
    } · { $scores }
# Variables:
#   $player (String) - a player's name
#   $points (Number) - their victory points
score-pair = { $player } { $points }

## The table at a glance (issue 19)
# Variables:
#   $name (String) - the figure's name
card-open = Abrir { $name }
card-close = Cerrar
# Variables:
#   $click (Number) - the click number, from 1
#   $left (Number) - clicks of damage it survives
click-short = Clic { $click } · KO en { $left }
find-figure = Buscar una figura
# Variables:
#   $player (String) - the current player's name
only-mine = Solo { $player }
compact-view = Compacta
# Variables:
#   $count (Number) - figures not shown by the search or the filter
figures-hidden = { $count ->
    [one] { $count } figura oculta por el filtro
   *[other] { $count } figuras ocultas por el filtro
}
# Variables:
#   $count (Number) - actions the player has not used this turn
end-turn-unused = { $count ->
    [one] Aún te queda { $count } acción en este turno. ¿Terminar el turno de todos modos?
   *[other] Aún te quedan { $count } acciones en este turno. ¿Terminar el turno de todos modos?
}
end-turn-keep-playing = Seguir jugando
end-turn-anyway = Terminar turno
settings-table-view = Tarjetas en la mesa
table-view-auto = Automático
table-view-compact = Compactas
table-view-full = Completas
# The wizard goes back one step.
wiz-back = Atrás
# Saved armies on the new-game screen: list them, delete one after a question.
armies-manage = Ejércitos guardados…
army-delete = Borrar
# Variables:
#   $name (String) - the saved army's name
army-delete-question = ¿Borrar el ejército «{ $name }»?
army-delete-keep = Conservarlo
# Variables:
#   $name (String) - the saved army's name
army-deleted = Ejército «{ $name }» borrado.
# The table's dice roller.
dice-open = Dados
dice-title = Dados
dice-roll-two = Tirar 2d6
dice-roll-one = Tirar 1d6
dice-critical-hit = Impacto crítico (12)
dice-critical-miss = Fallo crítico (2)
dice-give = Aplicar este ataque
# After a damaged store was replaced at start-up: the damaged file, for someone who may
# get more out of it.
damaged-file-save = Guardar el archivo dañado
# Variables:
#   $path (String) - where the file was written
damaged-file-saved = El archivo dañado se guardó en { $path }.
damaged-file-none = Ya no se conserva ningún archivo dañado.
# The snackbar, when the saved data turned out damaged during play: go to the backups.
restore-offer = Restaurar una copia de seguridad
# The formation wizard (CORE-13).
wiz-open-formation = Formación
wiz-title-formation = Formación
wiz-q-formation-action = ¿Qué formación hacen?
wiz-why-formation-action = Las figuras de una misma facción en contacto de base entre sí pueden actuar juntas con una sola acción: una formación de movimiento (de 3 a 5 figuras), de combate cuerpo a cuerpo (2 o 3) o de combate a distancia (de 3 a 5).
wiz-q-formation-members = ¿Qué figuras se unen a esta figura?
wiz-why-formation-members = Marca las figuras que forman con esta figura. Solo aparecen las que las reglas permiten: la misma facción, ninguna con Carga, Salto o Rapidez, ninguna figura colosal, la caballería solo con caballería.
wiz-q-formation-contact = ¿Están todas en contacto de base entre sí?
wiz-why-formation-contact = Una formación solo es posible si cada miembro toca a los demás; para un ataque cuerpo a cuerpo, cada uno debe tocar también al objetivo. Compruébalo en el campo de batalla.
wiz-q-formation-primary = ¿Qué miembro es el atacante principal?
wiz-why-formation-primary = El atacante principal tira los dados e inflige el daño, y solo él sufre daño con un 2. Cualquier miembro puede serlo: solo aparecen los que tienen alguna figura a la que atacar.
wiz-q-formation-target = ¿A qué figura ataca la formación?
wiz-why-formation-target = Solo aparecen las figuras a las que puede atacar el atacante principal.
wiz-q-formation-2d6 = ¿Cuál es la tirada del atacante principal (2d6)?
# Variables:
#   $bonus (Number) - what the other members add to the attack
wiz-why-formation-2d6 = Cada uno de los demás miembros suma 1 al ataque: aquí, +{ $bonus }. Cada miembro recibe un marcador de acción y puede sufrir daño por presión; con un 2 solo sufre daño el atacante principal.
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-use-ability = Usar { $ability }
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-damage-die = Dado de daño de { $ability } (1d6)
# Variables:
#   $ability (String) - el nombre de la habilidad
dice-defended-by = { $ability }: una figura amiga del objetivo en contacto de base
# Variables:
#   $ability (String) - el nombre de la habilidad
dice-enhanced-by = { $ability }: una figura amiga del atacante en contacto de base
# Variables:
#   $ability (String) - el nombre de la habilidad
dice-dodge-die = { $ability }: el d6 del objetivo
dice-passenger-die = El d6 del atacante para { $passenger }, a bordo de { $chariot }: con 5 o 6, el pasajero sufre el mismo daño (CHR-11)
dice-nobody = Ninguna
# The special ability wizard (CORE-16).
wiz-open-ability = Habilidad
wiz-title-ability = Habilidad especial
wiz-q-ability-which = ¿Qué habilidad usa la figura?
wiz-why-ability-which = Solo aparecen las habilidades que esta figura muestra y puede usar ahora. Cada una es una acción o un paso del turno, según su regla.
wiz-q-ability-dial = ¿Qué dial de combate la usa?
wiz-why-ability-dial = Los dos diales de combate de esta unidad de caballería la muestran. Eliges el dial de combate de la montura o el del jinete, y solo cuentan las habilidades de esa figura.
wiz-q-ability-contact = ¿Está la figura en contacto de base con una figura enemiga?
wiz-why-ability-contact = Un movimiento que sale del contacto de base necesita antes una tirada para separarse; la Nigromancia no se puede usar en contacto de base con una figura enemiga.
wiz-q-ability-returned = ¿Qué figura amiga eliminada vuelve?
wiz-why-ability-returned = La Nigromancia devuelve una figura amiga eliminada a su clic inicial; después, esa figura sufre tanto daño como indique el dado. Una figura colosal nunca vuelve.
wiz-q-ability-d6 = ¿Qué muestra el dado?
wiz-why-ability-d6 = Tira un dado de seis caras en la mesa, o deja que la app lo tire.
wiz-q-ability-victims = ¿A qué figuras enemigas daña?
wiz-why-ability-victims = Marca las figuras enemigas a las que llega la regla en el campo de batalla: con Arma de asta, cada una que entró en contacto de base con su arco frontal; con Veneno, cada una en contacto de base con su arco frontal.
wiz-q-ability-demoralized = ¿Qué figuras amigas desmoralizadas están en contacto de base con la figura?
wiz-why-ability-demoralized = Una tirada de Mando también cura a las figuras amigas que muestran Desmoralizado y están en contacto de base con la figura que tira.
wiz-q-ability-healed = ¿A qué figura amiga cura?
wiz-why-ability-healed = Curación alcanza a una figura amiga en contacto de base con una acción de combate cuerpo a cuerpo; Curación mágica alcanza a una dentro de su alcance con una acción de combate a distancia.
wiz-q-ability-heal-contact = ¿Está la figura que se cura en contacto de base con una figura enemiga?
wiz-why-ability-heal-contact = Curación mágica no puede curar a una figura que esté en contacto de base con una figura enemiga.
wiz-q-ability-heal-2d6 = ¿Cuál es la tirada de ataque (2d6)?
wiz-why-ability-heal-2d6 = La curación funciona si la tirada más el valor de ataque alcanza el valor de defensa de la figura amiga; luego un dado dice cuántos clics recupera.

# A change waiting for the store (ui/saving.rs): after a second, then after five.
screen-loading = Abriendo…
screen-loading-slow = Esta pantalla aún se está abriendo: la primera vez llega por la red. Se abrirá sola en cuanto vuelva la conexión.
share-reader-waiting = La cámara está encendida, pero lo que lee el código aún no ha llegado: la primera vez llega por la red. Empezará a leer sola en cuanto vuelva la conexión.
saving-now = Guardando…
saving-slow = Tu última acción aún no se ha guardado: el almacenamiento del teléfono tarda en responder. Al recargar se conserva todo lo ya guardado.
saving-reload = Recargar
saving-slow-host = Tu última acción sigue esperando la respuesta del teléfono anfitrión. Si se pierde la conexión, se te avisará aquí.
table-standing-hosting = { $phones ->
    [one] Anfitrión · 1 teléfono
   *[other] Anfitrión · { $phones } teléfonos
}
table-standing-following = Sigue al anfitrión
table-standing-lost = Sin anfitrión
table-standing-lost-help = Ningún teléfono responde ya a este: el anfitrión se ha ido, u otro teléfono se ha hecho cargo de la partida. Las acciones hechas aquí no se guardan.
table-standing-lost-open = Volver a unirse o ser anfitrión
store-fault-stopped = el almacenamiento de la app dejó de responder y se reinició antes de confirmar el guardado

# The dice (ui/dice_roller.rs): Charge or Bound, the move and the attack as one action (CORE-16).
# Variables:
#   $ability (String) - Charge or Bound, by its glossary name
dice-move-and-attack = { $ability }: el movimiento y el ataque en una sola acción

# The formation wizard (wizard/formation.rs): a friend of the target lends its Defend (CORE-13, CORE-16).
wiz-q-formation-defender = ¿Puede el objetivo usar Defender de una figura de su bando que esté en contacto de base con él?
wiz-why-formation-defender = Marca la figura del bando del objetivo que lo toca y muestra Defender, si la hay: el objetivo se defiende entonces con el valor de defensa de esa figura.

# Rules screen (ui/rules.rs): the label before an entry's ruling, the reading the app
# follows where the rules are open or disputed (docs/RULINGS.md).
rules-ruling-label = Cómo lo aplica la app:

# New game (ui/new_game.rs): house rules, off by default, kept with the game (docs/RULINGS.md).
new-game-house-rules = Reglas de la casa
house-rule-move-formation-of-two = Una formación de movimiento puede tener 2 figuras (CORE-13)
house-rule-move-formation-of-two-why = Las reglas admiten en un lugar formaciones de 2 o más figuras y en otro formaciones de movimiento de 3 a 5; si la casilla no está marcada, la app pide de 3 a 5.
house-rule-close-formation-counts-primary = La bonificación de una formación cuerpo a cuerpo cuenta también al atacante principal (CORE-13)
house-rule-close-formation-counts-primary-why = Un resumen neerlandés de las reglas escrito por aficionados en 2001 da +1 por cada figura en contacto con el enemigo, incluido el atacante principal; si la casilla no está marcada, la app da +1 solo por cada otro miembro.
house-rule-invulnerability-ranged-only = Invulnerabilidad solo reduce el daño del combate a distancia (CORE-16)
house-rule-invulnerability-ranged-only-why = Un resumen neerlandés de las reglas escrito por aficionados en 2001 solo nombra el combate a distancia; si la casilla no está marcada, la app reduce el daño de cada ataque.
house-rule-flame-lightning-hits-contact = Llama/Relámpago alcanza sin tirada a las figuras en contacto con su objetivo (CORE-16)
house-rule-flame-lightning-hits-contact-why = Un resumen neerlandés de las reglas escrito por aficionados en 2001 no habla de tirada para ellas; si la casilla no está marcada, la app compara la única tirada de ataque con el valor de defensa de cada una.
# Table (ui/table.rs): shown in the turn bar when the game uses a house rule.
house-rule-in-use-move-formation-of-two = Regla de la casa: una formación de movimiento puede tener 2 figuras
house-rule-in-use-close-formation-counts-primary = Regla de la casa: la bonificación de una formación cuerpo a cuerpo cuenta al atacante principal
house-rule-in-use-invulnerability-ranged-only = Regla de la casa: Invulnerabilidad solo reduce el daño a distancia
house-rule-in-use-flame-lightning-hits-contact = Regla de la casa: Llama/Relámpago alcanza sin tirada a las figuras en contacto con su objetivo

## Un ataque anotado en la carta (issue 35).
attack-close-title = Ataque cuerpo a cuerpo
attack-ranged-title = Ataque a distancia
attack-pick-target = Toca el objetivo.
attack-pick-targets = { $count ->
    [one] Toca el objetivo.
   *[other] Toca hasta { $count } objetivos.
}
attack-only-target = Ahora solo se puede atacar a la figura { $figure }, así que ya está elegida.
attack-no-target = Ahora no se puede atacar así a ninguna figura.
attack-needs = necesita { $roll }+
attack-needs-any = impacta salvo con un 2
attack-needs-twelve = necesita un 12
attack-pick-section = ¿Qué sección de { $figure } recibe el impacto?
attack-tap-roll = Toca el total de 2d6 que has sacado.
attack-roll-result = { $targets ->
    [one] { $hits ->
        [0] fallo
       *[other] impacto
    }
   *[other] { $hits ->
        [0] ningún impacto
        [one] 1 impacto
       *[other] { $hits } impactos
    }
}
attack-roll-for-me = Tira por mí
attack-without-dice = Sin dados: solo la acción

## Lo que deshace Deshacer y lo que rehace Rehacer (issue 35).
undone-what = Deshecho: { $what }
redone-what = Rehecho: { $what }
last-change = el último cambio

## Un paso del asistente con una sola respuesta posible, que la app elige (issue 35).
wiz-taken = { $answer }: es la única respuesta posible, así que queda elegida.

## La hoja de dados remite a la carta para los ataques (issue 35).
dice-attack-on-card = Para un ataque, toca «{ action-close }» o «{ action-ranged }» en la carta del atacante: allí la app conoce los objetivos.

## La Carga montada o el Asalto montado de una unidad de caballería, con su ataque en la carta (CAV-27, CAV-28).
attack-mounted = { $maneuver }: sin contacto de base, la montura se mueve y luego ataca este dial de combate

## The table kept between games (issue 35)

new-game-kept = Jugadores y ejércitos tal como los dejaste.
# Variables:
#   $names (String) - the last game's players, separated by commas
new-game-last-table = La misma mesa que en la última partida: { $names }
names-list = { $head } y { $last }
new-game-afresh = Empezar de cero
# Variables:
#   $rider (String) - the rider's name
#   $mount (String) - the mount's name
paired-alone = Único jinete y única montura de este ejército: la figura { $rider } va sobre la figura { $mount }. Puedes cambiarlo en la lista.
rematch = Revancha
# Variables:
#   $name (String) - the finished game's name
rematch-name = { $name } (revancha)

## Una partida en varios teléfonos (issue 36): emparejar por códigos QR, y toques mientras se comparte

share-title = Jugar en varios teléfonos
share-intro = Un teléfono aloja la partida y la guarda; los demás jugadores se unen, cada uno con su propio teléfono. Los teléfonos se conectan directamente a través de la misma wifi o del punto de acceso de un teléfono: no hace falta internet.
share-start = Compartir esta partida
share-join = Unirse a una partida compartida
share-no-game = Para compartir una partida desde este teléfono, ábrela primero. Para unirte no hace falta ninguna.
share-preparing = Preparando el código de este teléfono…
share-offer-shown = En el otro teléfono, abre «{ share-title }», toca «{ share-join }» y apunta su cámara a este código. Después toca «{ share-scan-answer }».
share-scan-answer = Escanear el código del invitado
share-scanning-answer = Apunta la cámara de este teléfono al código de la pantalla del invitado.
share-scanning-offer = Apunta la cámara de este teléfono al código de la pantalla del anfitrión.
share-answer-shown = Ahora el anfitrión escanea este código con su cámara. La partida del anfitrión se abrirá aquí en cuanto los teléfonos se conecten.
share-connecting = Conectando los teléfonos…
share-linked-host = Conectados. Este teléfono comprueba y guarda ahora los toques de todos los teléfonos, y luego los muestra en todos.
share-linked-guest = Conectados. Este teléfono muestra ahora la partida del anfitrión y la sigue; el anfitrión guarda tus toques.
share-add-phone = Añadir otro teléfono
share-end = Dejar de compartir
share-ended-here = Se ha dejado de compartir. Cada teléfono conserva la partida tal como está.
share-leave = Dejar de seguir
share-cancel = Cancelar
share-again = Reintentar
share-camera = Lo que ve la cámara
share-code = El código de emparejamiento de este teléfono
share-hosting = Este teléfono aloja la partida.
share-following = Este teléfono sigue la partida del anfitrión.
share-failed-no-webrtc = Este navegador no puede conectar teléfonos directamente (le pasa, por ejemplo, a la app de escritorio en Linux). Pasa la partida mediante un archivo: expórtala desde la lista de partidas y abre el archivo en el otro dispositivo.
share-failed-camera-blocked = La cámara está bloqueada. Permite que la app use la cámara en los ajustes del navegador o del teléfono y vuelve a intentarlo.
share-failed-no-camera = Aquí no se puede usar ninguna cámara. Empareja desde un teléfono cuya cámara funcione.
share-failed-not-read = No se ha leído el código. Sujeta el teléfono quieto, a un palmo de la otra pantalla, con todo el código a la vista, y vuelve a intentarlo.
# A code the camera read that this step cannot use.
# Variables:
#   $other_half (String) - "yes" when it is the other phone's code for the other step, else "no" (not a code of this app)
share-failed-wrong-code = { $other_half ->
    [yes] Ese no es el código de este paso: primero el invitado escanea el código del anfitrión y luego el anfitrión escanea el del invitado.
   *[no] Ese código no es un código de emparejamiento de esta app.
}
share-failed-broken = El navegador no ha podido crear la conexión. Vuelve a intentarlo.
# Variables:
#   $seconds (Number) - how long the phones tried to link
share-failed-no-connection = Los teléfonos no se han conectado en { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}. Deben estar en la misma wifi o punto de acceso, y esa red debe dejar que sus dispositivos se comuniquen (algunas redes públicas o de invitados no lo permiten).
# Variables:
#   $count (Number) - how many phones follow this phone's game
share-phones = { $count ->
    [one] Otro teléfono sigue esta partida.
   *[other] Otros { $count } teléfonos siguen esta partida.
}
unshared-host-gone = No guardado: ya no se puede contactar con el anfitrión. Si el toque le llegó antes, aparecerá cuando vuelvas a unirte.
unshared-ended = No guardado: se ha dejado de compartir. La partida de este teléfono es ahora tuya; vuelve a tocar.
unshared-not-joined = Aún no guardado: la partida del anfitrión todavía no ha llegado a este teléfono.
unshared-still-linked = El anfitrión sigue conectado: solo un teléfono cuyo anfitrión se ha ido puede alojar la partida en su lugar.
share-take-over = Alojar la partida en este teléfono
share-host-gone-choice = Si el anfitrión se ha ido para siempre, este teléfono puede alojar la partida a partir de su propia copia. Los demás teléfonos se unen entonces a este, y se añade cualquier cambio que tengan y a este le falte.
share-took-over = Ahora este teléfono aloja la partida, a partir del cambio { $seq }. En cada uno de los otros teléfonos, toca «{ share-join }».
share-seat-question = ¿Quién juega en este teléfono?
share-seat-hint = El botón «Solo» de la mesa muestra entonces las figuras de ese jugador, sea de quien sea el turno.
# Variables:
#   $author (String) - who made the change that is now the last one
unshared-not-last = { $known ->
    [yes] No se ha deshecho ni rehecho nada: otro cambio llegó antes. El último cambio es ahora el de { $author }.
   *[no] No se ha deshecho ni rehecho nada: otro cambio llegó antes. Mira la mesa y vuelve a intentarlo.
}
unshared-not-saved = { $reason }
unshared-no-answer = El anfitrión aún no ha respondido. Si guarda este cambio, aparecerá aquí solo: no hace falta volver a tocar.
unshared-not-kept-here = El anfitrión ha guardado este cambio, pero este teléfono todavía no ha podido guardar su copia. Aparecerá aquí en cuanto este teléfono se ponga al día: no hace falta volver a tocar.
unshared-not-hosting = Otro teléfono se ha hecho cargo de esta partida después: este teléfono ya no la aloja. Únete a ese teléfono para seguir jugando.
share-stop-first = ¿Dejar de compartir esta partida?
share-stop-first-body = Solo se puede compartir una partida a la vez. Los demás teléfonos conservan su copia, y este teléfono conserva la partida como una de las suyas.
share-stop-first-yes = Dejar de compartir
share-keep-sharing = Seguir compartiendo
unshared-gathering = Aún no guardado: el teléfono que se hace cargo de la partida todavía espera a los demás teléfonos. Vuelve a tocar cuando su jugador haya empezado a alojarla.
share-gathering = Este teléfono se hace cargo de la partida. Conecta ahora con él cada uno de los otros teléfonos: abajo se muestra el último cambio de cada uno. Cuando se hayan unido todos, toca «{ share-start-hosting }»; antes no se guarda ningún cambio.
share-start-hosting = Empezar a alojar
share-facts-title = Teléfonos conectados a este
# Variables:
#   $who (String) - who plays on that phone
#   $seq (Number) - the last change that phone holds
share-facts-line = { $who }: hasta el cambio { $seq }
# Variables:
#   $who (String) - who plays on the phone furthest ahead
#   $count (Number) - how many changes it holds that this phone lacks
share-facts-ahead = { $count ->
    [one] El teléfono de { $who } tiene un cambio que a este le falta. Se añade aquí cuando ese teléfono se une; para ir sobre seguro, aloja mejor la partida desde ese teléfono.
   *[other] El teléfono de { $who } tiene { $count } cambios que a este le faltan. Se añaden aquí cuando ese teléfono se une; para ir sobre seguro, aloja mejor la partida desde ese teléfono.
}
