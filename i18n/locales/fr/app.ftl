### Dialkeeper : textes de l’interface (français).

-app-name = Dialkeeper

app-title = { -app-name }

## Barre d’onglets

tab-games = Parties
tab-table = Table
tab-figures = Figurines
tab-log = Journal
tab-rules = Règles
tab-settings = Réglages

## Boutons courants

undo = Défaire
redo = Refaire
dismiss = Fermer
cancel = Annuler
delete = Supprimer
add = Ajouter
remove = Retirer
done = Terminé
undone = Action défaite.
redone = Action refaite.

## Écran des parties

games-title = Parties
games-in-progress = Vos parties
games-none = Aucune partie pour l’instant. Lancez-en une !
new-game = Nouvelle partie
resume = Reprendre
export = Exporter
import-game = Importer une partie
import-paste = Collez ici un fichier de partie exporté
imported = Partie importée.
mark-finished = Marquer comme terminée
mark-playing = Remettre en cours
game-finished = Terminée
delete-confirm = Supprimer cette partie et tout son historique ? Cette action est irréversible.
# Variables:
#   $players (String) - les noms des joueurs, séparés par des virgules
#   $size (Number) - la taille de la partie en points
game-summary = { $players } · { $size } points
# Variables:
#   $path (String) - l’endroit où le fichier a été écrit
exported-to = Enregistré dans { $path }. Vous pouvez aussi copier le texte ci-dessous.
# Variables:
#   $error (String) - le message du système
error-export = Impossible d’écrire le fichier : { $error }
# Variables:
#   $error (String) - le message du stockage
error-open-game = Impossible d’ouvrir cette partie : { $error }
# Variables:
#   $error (String) - le message du stockage
error-not-saved = Non enregistré : { $error }. La partie a été rechargée dans son dernier état enregistré.

## Problèmes d’importation

# Variables:
#   $megabytes (Number) - la taille du fichier
import-too-large = Ce fichier est trop volumineux ({ $megabytes } Mo). Un fichier de partie fait bien moins de 5 Mo.
# Variables:
#   $line (Number) - ligne de l’erreur
#   $column (Number) - colonne de l’erreur
import-not-json = Ce n’est pas un fichier de partie : le texte devient incohérent à la ligne { $line }, colonne { $column }.
import-wrong-format = Ce fichier n’est pas une partie Dialkeeper.
# Variables:
#   $reason (String) - le problème de règles détecté
import-invalid = Ce fichier de partie enfreint les règles et n’a pas été importé : { $reason }

## Problèmes de stockage au démarrage

# Variables:
#   $path (String) - l’endroit où le fichier endommagé a été déplacé
store-recovered = Vos données enregistrées étaient endommagées et illisibles. Elles ont été conservées dans { $path } et un nouveau stockage vierge a été créé.
# Variables:
#   $version (Number) - la version du schéma du stockage
store-too-new = Vos données enregistrées viennent d’une version plus récente de { -app-name } (version { $version }). Elles n’ont pas été modifiées ; mettez l’application à jour pour les utiliser. D’ici là, rien n’est enregistré.
# Variables:
#   $error (String) - le message du stockage
store-unavailable = Impossible d’ouvrir vos données enregistrées ({ $error }). Rien ne sera enregistré pendant cette session.

## Nouvelle partie

new-game-default-name = Soirée de jeu
game-name = Nom de la partie
game-size = Taille de la partie
# Variables:
#   $points (Number) - taille de la partie
#   $actions (Number) - actions par tour
game-size-option = { $points } points · { $actions ->
    [one] { $actions } action par tour
   *[other] { $actions } actions par tour
}
# Variables:
#   $number (Number) - le numéro de place du joueur
player-default-name = Joueur { $number }
player-name = Nom du joueur
add-player = Ajouter un joueur
remove-player = Retirer le dernier joueur
add-figure = Ajouter une figurine
choose-figure = Choisir une figurine…
# Variables:
#   $name (String) - nom de la figurine
#   $points (Number) - son coût
catalog-option = { $name } ({ $points } pts)
# Variables:
#   $points (Number) - un coût en points
points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
point-value = Valeur en points
rides = Monture
rides-nothing = Sans monture
# Variables:
#   $mount (String) - le nom de la monture
rides-mount = Monte { $mount }
# Variables:
#   $total (Number) - le coût de l’armée
#   $size (Number) - la taille de la partie
build-total = Total de construction : { $total } sur { $size } points
quick-figure = Figurine rapide
figure-name = Nom de la figurine
points-label = Points
clicks-label = Clics
start-game = Commencer la partie

## Problèmes de préparation

# Variables:
#   $count (Number) - nombre de joueurs indiqué
setup-player-count = Une partie se joue de 2 à 6 joueurs, pas à { $count }.
# Variables:
#   $size (Number) - taille de partie indiquée
setup-game-size = La taille de la partie doit être d’au moins 100 points, pas { $size }.
# Variables:
#   $player (String) - nom du joueur
#   $total (Number) - le coût de l’armée
#   $size (Number) - la taille de la partie
setup-over-build-total = L’armée de { $player } coûte { $total } points, soit plus que la taille de la partie ({ $size }).
# Variables:
#   $player (String) - nom du joueur
#   $number (Number) - la place de la figurine dans l’armée
#   $error (String) - ce qui ne va pas
setup-bad-figure = La figurine { $number } de l’armée de { $player } est inutilisable : { $error }
# Variables:
#   $player (String) - nom du joueur
#   $number (Number) - la place de la figurine dans l’armée
setup-point-value = La figurine { $number } de l’armée de { $player } n’a pas cette valeur en points.
setup-too-many = C’est plus de figurines qu’une partie ne peut en suivre.
# Variables:
#   $player (String) - nom du joueur
#   $number (Number) - la place de la figurine dans l’armée
setup-not-a-rider = La figurine { $number } de l’armée de { $player } n’est pas un cavalier : elle ne peut pas monter une monture.
# Variables:
#   $player (String) - nom du joueur
#   $number (Number) - la place de la figurine dans l’armée
setup-not-a-free-mount = La figurine { $number } de l’armée de { $player } doit monter une monture qui n’a pas encore de cavalier.
# Variables:
#   $player (String) - nom du joueur
#   $number (Number) - la place de la figurine dans l’armée
setup-mount-mismatch = La figurine { $number } de l’armée de { $player } ne peut pas monter cette monture : ses symboles de monture (ou, pour les Cavaliers noirs, son numéro de collection) ne correspondent pas.
# Variables:
#   $player (String) - nom du joueur
#   $number (Number) - la place de la figurine dans l’armée
setup-riderless-mount = La figurine { $number } de l’armée de { $player } est une monture : une monture n’entre en jeu qu’avec un cavalier. Choisissez-lui un cavalier.

## Table

table-no-game = Aucune partie n’est ouverte.
go-to-games = Voir vos parties
# Variables:
#   $player (String) - le joueur dont c’est le tour
turn-of = Tour de { $player }
# Variables:
#   $round (Number) - la manche
#   $phase (String) - le nom de la phase
round-phase = Manche { $round } · { $phase }
# Variables:
#   $count (Number) - actions restantes ce tour-ci
actions-left = { $count ->
    [one] action restante
   *[other] actions restantes
}
pass = Passer
end-turn = Finir le tour
damage-one = −1 Dégât
heal-one = +1 Soin
eliminated = Éliminée
# Variables:
#   $click (Number) - le numéro du clic, à partir de 1
#   $left (Number) - clics de dégâts qu’elle peut encore encaisser
click-status = Clic { $click } · { $left ->
    [0] KO au prochain clic
    [one] { $left } clic avant le KO
   *[other] { $left } clics avant le KO
}
# Variables:
#   $count (Number) - jetons d’action sur la figurine
tokens-label = { $count ->
    [0] aucun jeton d’action
    [one] { $count } jeton d’action
   *[other] { $count } jetons d’action
}
stat-speed = Vitesse
stat-attack = Attaque
stat-defense = Défense
stat-damage = Dégâts
# Variables:
#   $rider (String) - le nom du cavalier
#   $mount (String) - le nom de la monture
unit-name = { $rider } sur { $mount }
# Variables:
#   $name (String) - le nom de la monture
dial-mount = { glossary-mount } : { $name }
# Variables:
#   $name (String) - le nom du cavalier
dial-rider = { glossary-rider } : { $name }
section-front = Avant
section-left = Gauche
section-right = Droite
section-rear = Arrière
action-move = Déplacement
action-close = Rapproché
action-ranged = À distance
action-special = Spéciale
phase-command = phase de commandement
phase-action = phase d’action
phase-end = phase de fin

## Journal

log-title = Journal
log-empty = Rien ne s’est encore passé.

## Règles

rules-title = Règles et glossaire
rules-search-placeholder = Rechercher dans n’importe quelle langue…
rules-no-results = Aucun résultat. Essayez un autre mot ou une autre langue.
kind-glossary = Terme
kind-rule = Règle
kind-ability = Capacité

## Réglages

settings-title = Réglages
settings-language = Langue
settings-theme = Thème
settings-text-size = Taille du texte
settings-keep-awake = Garder l’écran allumé pendant une partie
theme-system = Comme l’appareil
theme-light = Clair
theme-dark = Sombre
text-normal = Normal
text-large = Grand
text-huge = Très grand

## Effets que les colosses ignorent (COL-03), tels que nommés dans les refus

colossal-effect-capture = la capture
colossal-effect-formation = les formations
colossal-effect-double-time = Sprint
colossal-effect-surge = Élan
colossal-effect-necromancy = Nécromancie
colossal-effect-summon = Invocation
colossal-effect-recall = Rappel
colossal-effect-healing = les Soins d’une autre figurine
colossal-effect-grapple = Étreinte
colossal-effect-magic-confusion = Confusion magique
colossal-effect-magic-freeze = Gel magique
colossal-effect-magic-healing = Soins magiques
colossal-effect-magic-levitation = Lévitation magique
colossal-effect-strong-flyer = Vol puissant
colossal-effect-terror = Terreur
colossal-effect-tinker = Bricoleur
colossal-effect-venom = Venin
colossal-effect-rear-arc = un bonus d’arc arrière (les colosses n’ont pas d’arc arrière)
colossal-effect-trample = Piétinement
colossal-effect-status-change = un changement de camp (ami ou adverse)
colossal-effect-enchantment = un enchantement

## Figurines (catalogue)

figures-title = Figurines
import-feed = Importer un flux de cadrans
import-feed-hint = Choisissez votre propre copie du flux de cadrans communautaire (mkstats.json). Le réimporter met à jour les figurines au lieu de les dupliquer.
# Variables:
#   $error (String) - le message du système
feed-read-failed = Impossible de lire le fichier : { $error }
figure-search-placeholder = Nom, numéro, faction, extension ou rang…
filter-all = Toutes
filter-mounts = Montures
filter-riders = Cavaliers
filter-colossals = Colosses
filter-chariots = Chars de guerre
# Variables:
#   $count (Number) - figurines affichées
figures-count = { $count ->
    [one] { $count } figurine
   *[other] { $count } figurines
}
# Variables:
#   $added (Number) - nouvelles figurines
#   $updated (Number) - figurines modifiées
#   $unchanged (Number) - figurines déjà présentes
#   $skipped (Number) - modèles écartés
import-summary = Importation terminée : { $added ->
    [one] { $added } ajoutée
   *[other] { $added } ajoutées
}, { $updated ->
    [one] { $updated } mise à jour
   *[other] { $updated } mises à jour
}, { $unchanged ->
    [one] { $unchanged } inchangée
   *[other] { $unchanged } inchangées
}, { $skipped ->
    [one] { $skipped } modèle ignoré
   *[other] { $skipped } modèles ignorés
}.
# Variables:
#   $count (Number) - figurines avec avertissement
import-warnings = { $count ->
    [one] { $count } figurine avait une capacité inconnue, qui a été laissée de côté.
   *[other] { $count } figurines avaient une capacité inconnue, qui a été laissée de côté.
}
# Variables:
#   $set (String) - l’extension
#   $number (String) - numéro de collection
#   $factions (String) - factions
#   $range (Number) - portée en pouces
#   $targets (Number) - flèches de cible
figure-facts = { $set } #{ $number } · { $factions } · portée { $range } · { $targets ->
    [one] { $targets } cible
   *[other] { $targets } cibles
}
click-label = Clic

## Problèmes du flux de cadrans

# Variables:
#   $megabytes (Number) - la taille du fichier
feed-error-too-large = Ce fichier fait { $megabytes } Mo, plus que les 50 Mo permis pour un flux de cadrans. Rien n’a été importé.
# Variables:
#   $line (Number) - ligne de l’erreur
#   $column (Number) - colonne de l’erreur
feed-error-not-json = Ce n’est pas un flux de cadrans : le texte devient incohérent à la ligne { $line }, colonne { $column }. Rien n’a été importé.
feed-error-wrong-layout = Ce fichier ne contient aucune liste de modèles : ce n’est donc pas un flux de cadrans. Rien n’a été importé.
# Variables:
#   $number (Number) - la place du modèle dans le fichier
feed-model-number = Modèle { $number }
# Variables:
#   $model (String) - le nom ou la place du modèle
feed-skip-not-object = { $model } : ce n’est pas une entrée de figurine.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $field (String) - la clé du champ dans le fichier
feed-skip-missing-field = { $model } : le champ { $field } est absent.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $field (String) - la clé du champ dans le fichier
#   $value (String) - ce qu’il contient
feed-skip-bad-field = { $model } : { $field } contient « { $value } », ce qui n’a pas de sens à cet endroit.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $number (Number) - le modèle qui a le même identifiant
feed-skip-duplicate-id = { $model } : même identifiant que le modèle { $number }, qui a été conservé.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $count (Number) - cadrans trouvés
feed-skip-dial-count = { $model } : { $count ->
    [one] { $count } cadran
   *[other] { $count } cadrans
} ; seules les figurines à un seul cadran peuvent être importées.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $count (Number) - clics trouvés
feed-skip-too-many-clicks = { $model } : { $count } clics, c’est plus qu’un cadran ne peut en avoir.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $click (Number) - numéro du clic
#   $stat (String) - le nom de la caractéristique
feed-skip-missing-stat = { $model } : le clic { $click } n’affiche rien en { $stat }.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $click (Number) - numéro du clic
#   $stat (String) - le nom de la caractéristique
#   $value (String) - ce qu’elle contient
feed-skip-bad-stat = { $model } : le clic { $click } affiche « { $value } » en { $stat }, ce qu’aucun cadran ne peut afficher.
# Variables:
#   $model (String) - le nom ou la place du modèle
feed-skip-no-live-click = { $model } : le cadran n’a aucun clic avant les crânes.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $click (Number) - numéro du clic
feed-skip-start-not-live = { $model } : le marqueur de départ est sur un clic de crâne ({ $click }).
# Variables:
#   $name (String) - le nom de la figurine
army-unique-twice = { $name } est Unique : une armée ne peut l’aligner qu’une seule fois.

## Armées

save-army = Enregistrer cette armée
load-army = Charger une armée enregistrée…
# Variables:
#   $name (String) - the army's name
army-saved = Armée « { $name } » enregistrée.
# Variables:
#   $name (String) - the army's name
#   $size (Number) - the game size it was built for
#   $count (Number) - how many figures
army-option = { $name } ({ $size } points, { $count ->
    [one] { $count } figurine
   *[other] { $count } figurines
})
passenger = Passager
passenger-none = Sans passager
# Variables:
#   $name (String) - the passenger's name
passenger-figure = Passager : { $name }
