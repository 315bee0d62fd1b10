# Partager une partie entre téléphones (ticket 36) : ce que le joueur apprend. L’hôte
# est le téléphone qui garde la partie ; les autres le suivent.

# Variables:
#   $count (Number) - combien de modifications ce téléphone a reçues
sharing-caught-up = { $count ->
    [0] Aucune modification n’a été faite pendant l’absence de ce téléphone.
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
sharing-newer-host = Un autre téléphone a repris cette partie depuis et l’héberge maintenant. Rejoignez ce téléphone-là pour continuer : les modifications de ce téléphone-ci y seront ajoutées.
sharing-other-version = L’autre téléphone utilise une autre version de cette app. Installez la même version sur les deux téléphones, puis reliez-les de nouveau.
# Variables:
#   $author (String) - who made the change
#   $reason (String) - the engine's refusal, a sentence naming its rule
sharing-not-kept = { $ruled ->
    [yes] Une modification de { $author } absente de la partie de l’hôte n’a pas pu y être ajoutée : { $reason }
   *[no] Une modification de { $author } absente de la partie de l’hôte n’a pas pu y être ajoutée : la modification qu’elle annulait ou rétablissait n’est plus la dernière.
}
sharing-behind = Ce téléphone n’a pas pu enregistrer les dernières modifications de l’hôte. Elles seront ajoutées ici dès qu’il pourra de nouveau enregistrer ; rien n’est perdu chez l’hôte.
# Variables:
#   $count (Number) - how many changes were not sent
sharing-not-sent = { $count ->
    [0] Ce téléphone a cessé de suivre ; il n’avait aucune modification absente de la partie de l’hôte.
    [one] Ce téléphone a cessé de suivre alors qu’il avait encore une modification absente de la partie de l’hôte : elle n’est dans aucune des deux parties.
   *[other] Ce téléphone a cessé de suivre alors qu’il avait encore { $count } modifications absentes de la partie de l’hôte : elles ne sont dans aucune des deux parties.
}
