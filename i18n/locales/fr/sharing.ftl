# Partager une partie entre téléphones (ticket 36) : ce que le joueur apprend. L’hôte
# est le téléphone qui garde la partie ; les autres le suivent.

# Variables:
#   $seq (Number) - la modification à partir de laquelle la copie ne correspondait plus
sharing-host-wins = Depuis la modification { $seq }, la copie de la partie sur ce téléphone ne correspondait plus à celle de l’hôte. Elle a été remplacée ici par la partie de l’hôte.
# Variables:
#   $count (Number) - combien de modifications ce téléphone a reçues
sharing-caught-up = { $count ->
    [one] Une modification faite pendant l’absence de ce téléphone a été ajoutée.
   *[other] { $count } modifications faites pendant l’absence de ce téléphone ont été ajoutées.
}
# Variables:
#   $seq (Number) - la première modification enregistrée par le nouvel hôte
sharing-taken-over = L’hôte est parti : un autre téléphone héberge désormais la partie, à partir de la modification { $seq }.
sharing-ended = L’hôte a cessé le partage. La partie reste sur ce téléphone, comme l’une des vôtres.
sharing-host-gone = L’hôte est injoignable. Ce que vous faites sur ce téléphone n’est pas enregistré tant que vous n’avez pas rejoint la partie de nouveau.
# Variables:
#   $reason (String) - le refus du moteur, une phrase qui cite sa règle
sharing-refused = L’hôte n’a pas enregistré ceci : { $reason }
