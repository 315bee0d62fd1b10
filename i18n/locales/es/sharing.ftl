# Compartir una partida entre teléfonos (incidencia 36): lo que se le dice al jugador.
# El anfitrión es el teléfono que guarda la partida; los demás lo siguen.

# Variables:
#   $seq (Number) - el cambio desde el que la copia ya no coincidía
sharing-host-wins = La copia de la partida en este teléfono ya no coincidía con la del anfitrión desde el cambio { $seq }. La partida del anfitrión la ha sustituido aquí.
# Variables:
#   $count (Number) - cuántos cambios ha recibido este teléfono
sharing-caught-up = { $count ->
    [one] Se ha añadido un cambio hecho mientras este teléfono no estaba.
   *[other] Se han añadido { $count } cambios hechos mientras este teléfono no estaba.
}
# Variables:
#   $seq (Number) - el primer cambio que guarda el nuevo anfitrión
sharing-taken-over = El anfitrión ya no está: otro teléfono aloja ahora la partida, desde el cambio { $seq }.
sharing-ended = El anfitrión ha dejado de compartir. La partida se queda en este teléfono como una más de las tuyas.
sharing-host-gone = No se puede llegar al anfitrión. Lo que toques en este teléfono no se guarda hasta que vuelvas a unirte.
# Variables:
#   $reason (String) - la negativa del motor, una frase que cita su regla
sharing-refused = El anfitrión no lo ha guardado: { $reason }
