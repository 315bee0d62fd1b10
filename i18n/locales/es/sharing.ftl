# Compartir una partida entre teléfonos (incidencia 36): lo que se le dice al jugador.
# El anfitrión es el teléfono que guarda la partida; los demás lo siguen.

# Variables:
#   $count (Number) - cuántos cambios ha recibido este teléfono
sharing-caught-up = { $count ->
    [one] Se ha añadido un cambio hecho mientras este teléfono estaba desconectado.
   *[other] Se han añadido { $count } cambios hechos mientras este teléfono estaba desconectado.
}
# Variables:
#   $seq (Number) - el primer cambio que guarda el nuevo anfitrión
sharing-taken-over = El anfitrión se ha desconectado: ahora otro teléfono aloja la partida, a partir del cambio { $seq }.
sharing-ended = El anfitrión ha dejado de compartir. La partida se queda en este teléfono como una más de las tuyas.
sharing-host-gone = Ya no se puede contactar con el anfitrión. Lo que toques en este teléfono no se guardará hasta que vuelvas a unirte.
# Variables:
#   $reason (String) - la negativa del motor, una frase que cita su regla
sharing-refused = El anfitrión no lo ha guardado: { $reason }
sharing-newer-host = Otro teléfono se ha hecho cargo de esta partida después y ahora la aloja. Únete a ese teléfono para seguir jugando: los cambios de este teléfono van con él.
sharing-other-version = El otro teléfono usa otra versión de esta app. Pon la misma versión en los dos teléfonos y vuelve a conectarlos.
# Variables:
#   $author (String) - who made the change
#   $reason (String) - the engine's refusal, a sentence naming its rule
sharing-not-kept = { $ruled ->
    [yes] Un cambio de { $author } que faltaba en la partida del anfitrión no se ha podido añadir: { $reason }
   *[no] Un cambio de { $author } que faltaba en la partida del anfitrión no se ha podido añadir: el cambio que deshacía o rehacía ya no es el último.
}
sharing-behind = Este teléfono no ha podido guardar los últimos cambios del anfitrión. Se añadirán aquí en cuanto pueda volver a guardar; en el anfitrión no se pierde nada.
# Variables:
#   $count (Number) - how many changes were not sent
sharing-not-sent = { $count ->
    [one] Este teléfono ha dejado de seguir cuando aún tenía un cambio que faltaba en la partida del anfitrión: ese cambio no está en ninguna de las dos partidas.
   *[other] Este teléfono ha dejado de seguir cuando aún tenía { $count } cambios que faltaban en la partida del anfitrión: esos cambios no están en ninguna de las dos partidas.
}
