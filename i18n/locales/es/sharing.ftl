# Compartir una partida entre teléfonos (incidencia 36): lo que se le dice al jugador.
# El anfitrión es el teléfono que guarda la partida; los demás lo siguen.

# Variables:
#   $seq (Number) - el cambio desde el que la copia ya no coincidía
sharing-host-wins = Desde el cambio { $seq }, la copia de la partida en este teléfono ya no coincidía con la del anfitrión. Se ha sustituido aquí por la partida del anfitrión.
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
