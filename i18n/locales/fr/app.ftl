### Dialkeeper : textes de l’interface (français).

-app-name = Dialkeeper

app-title = { -app-name }

## Barre d’onglets

tab-games = Parties
tab-table = Table
tab-figures = Figu­rines
tab-log = Jour­nal
tab-rules = Règles
tab-settings = Ré­gla­ges

## Boutons courants

undo = Annuler
retry = Réessayer
redo = Rétablir
dismiss = Fermer
cancel = Annuler
delete = Supprimer
add = Ajouter
remove = Retirer
done = Terminé

## Écran des parties

games-title = Parties
games-in-progress = Vos parties
games-none = Aucune partie pour l’instant. Lancez-en une !
new-game = Nouvelle partie
resume = Reprendre
export = Exporter
import-game = Importer une partie
import-choose-file = Choisir un fichier de partie…
import-paste = Collez ici un fichier de partie exporté
imported = Partie importée.
game-finished = Terminée
delete-confirm = Supprimer cette partie et tout son historique ? Cette action est irréversible.
# Variables:
#   $players (String) - les noms des joueurs, séparés par des virgules
#   $size (Number) - la taille de la partie en points
game-summary = { $players } · { $size ->
    [one] { $size } point
   *[other] { $size } points
}
# Variables:
#   $path (String) - l’endroit où le fichier a été écrit
exported-to = Enregistré dans { $path }. Vous pouvez aussi copier le texte ci-dessous.
# Variables:
#   $file (String) - the exported file's name
file-downloaded = { $file } est dans vos téléchargements.
# Variables:
#   $file (String) - the exported file's name
file-shared = { $file } est prêt à être partagé.
# Variables:
#   $error (String) - la raison (une proposition export-fault-…)
error-export = Impossible d’écrire le fichier : { $error }
# Variables:
#   $error (String) - le message du stockage
error-open-game = Impossible d’ouvrir cette partie : { $error }
# Variables:
#   $error (String) - le message du stockage
error-not-saved = Non enregistré : { $error }. La partie a été rechargée dans son dernier état enregistré.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-store = Non enregistré : { $error }. Rien d’autre n’a changé.
# Variables:
#   $error (String) - what went wrong with the saved data (a store-fault-… clause)
error-read = Impossible de lire vos données enregistrées : { $error }.

## What went wrong with the saved data: clauses inside the error-… sentences

store-fault-full = l’espace de stockage est plein ; libérez de la place, ou exportez puis supprimez d’anciennes parties
store-fault-busy = les données enregistrées sont utilisées dans une autre fenêtre ou un autre onglet
store-fault-damaged = les données enregistrées sont endommagées
store-fault-no-game = cette partie n’existe plus
# Variables:
#   $version (Number) - the store's schema version
store-fault-too-new = les données enregistrées viennent d’une version plus récente de { -app-name } (version { $version })
store-fault-no-backup = cette sauvegarde ne peut plus être lue
store-fault-database = le stockage n’a pas pu traiter la demande ; réessayez
store-fault-upgrade = les données enregistrées n’ont pas pu être mises à jour pour cette version de { -app-name } ; rien n’a été modifié
store-fault-rejected = cette partie ne respecte pas les règles
store-fault-worker-start = le stockage n’a pas pu démarrer dans ce navigateur ; rechargez la page
store-fault-worker-unreachable = la demande n’est pas parvenue au stockage ; rechargez la page
store-fault-unexpected-reply = le stockage a donné une réponse inattendue ; réessayez
store-fault-shared = cette partie est partagée avec d’autres téléphones et ne change que par le partage ; rejoignez de nouveau l’hôte, ou arrêtez d’abord le partage
store-fault-read-only = le stockage est en lecture seule ici, rien ne peut être enregistré ; vérifiez les autorisations de stockage de l’appareil
store-fault-io = { $browser ->
    [yes] le navigateur n’a pas écrit les données ; son espace de stockage pour cette app est peut-être plein : libérez de la place, ou exportez puis supprimez d’anciennes parties, puis réessayez
   *[no] la lecture ou l’écriture du stockage a échoué ; réessayez
}

## Why an exported file did not reach the player: clauses inside error-export

export-fault-full = l’appareil est plein ; libérez de la place et réessayez
export-fault-denied = l’appareil n’autorise pas l’app à écrire à cet endroit ; vérifiez ses autorisations de stockage
export-fault-not-found = le dossier d’export est introuvable et n’a pas pu être créé
export-fault-browser = le navigateur n’a pu ni le partager ni le télécharger ; réessayez
export-fault-other = l’appareil n’a pas pu l’enregistrer ; réessayez

## Problèmes d’importation

# Variables:
#   $megabytes (Number) - la taille du fichier
import-too-large = Ce fichier est trop volumineux ({ $megabytes } Mo). Un fichier de partie fait bien moins de 5 Mo.
# Variables:
#   $line (Number) - ligne de l’erreur
#   $column (Number) - colonne de l’erreur
import-not-json = Ce n’est pas un fichier de partie : le texte devient incohérent à la ligne { $line }, colonne { $column }.
import-wrong-format = Ce fichier n’est pas une partie { -app-name }.
# Variables:
#   $reason (String) - le problème de règles détecté
import-invalid = Ce fichier de partie enfreint les règles et n’a pas été importé : { $reason }
# Variables:
#   $game (String) - le nom de la partie
#   $reason (String) - pourquoi
import-invalid-game = la partie « { $game } » : { $reason }
# Variables:
#   $number (Number) - le numéro de l’étape, à partir de 1
#   $reason (String) - pourquoi
import-invalid-command = étape { $number } de la partie : { $reason }

## Problèmes de stockage au démarrage

# Variables:
#   $path (String) - l’endroit où le fichier endommagé a été déplacé
store-recovered = Vos données enregistrées étaient endommagées et aucune sauvegarde n’a pu servir. Le fichier endommagé a été conservé sous { $path }, et l’app est repartie sans aucune partie enregistrée.
# Variables:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
#   $path (String) - where the file is
store-restored = Vos données enregistrées étaient endommagées : la sauvegarde faite { $when } a été remise en place. { $count ->
    [0] aucune partie n’est revenue
    [one] 1 partie est revenue
   *[other] { $count } parties sont revenues
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Tout ce qui a été joué après cette sauvegarde est perdu. Le fichier endommagé a été conservé sous { $path }.
# Variables:
#   $when (String) - how long ago
#   $count (Number) - how many
#   $names (String) - their names, or none
store-restored-missing = Vos données enregistrées avaient disparu : la sauvegarde faite { $when } a été remise en place. { $count ->
    [0] aucune partie n’est revenue
    [one] 1 partie est revenue
   *[other] { $count } parties sont revenues
}{ $names ->
    [none] {""}
   *[other] {""} ({ $names })
}. Tout ce qui a été joué après cette sauvegarde est perdu.
ago-now = à l’instant
# Variables:
#   $count (Number) - how many
ago-minutes = { $count ->
    [one] il y a { $count } minute
   *[other] il y a { $count } minutes
}
# Variables:
#   $count (Number) - how many
ago-hours = { $count ->
    [one] il y a { $count } heure
   *[other] il y a { $count } heures
}
# Variables:
#   $count (Number) - how many
ago-days = { $count ->
    [one] il y a { $count } jour
   *[other] il y a { $count } jours
}
settings-backups = Sauvegardes
# Variables:
#   $when (String) - how long ago
backups-last = Dernière sauvegarde : { $when }.
backups-none = Pas encore de sauvegarde.
# Variables:
#   $kept (Number) - how many backups are kept
#   $every (Number) - changes between two backups
backups-how = L’app garde { $kept ->
    [one] la dernière copie
   *[other] les { $kept } dernières copies
} de toutes vos parties : une { $every ->
    [one] à chaque modification
   *[other] toutes les { $every } modifications
}, à la fin d’une partie et quand vous changez de partie.
backups-now = Sauvegarder maintenant
backups-taken = Sauvegarde faite.
# Variables:
#   $when (String) - how long ago
#   $games (Number) - how many games
backups-row = { $when } · { $games ->
    [0] aucune partie
    [one] 1 partie
   *[other] { $games } parties
}
backups-restore = Restaurer
# Variables:
#   $when (String) - how long ago
backups-restore-confirm = Remplacer toutes vos parties par la sauvegarde faite { $when } ? Ce qui est enregistré maintenant est conservé dans un fichier à côté.
# Variables:
#   $when (String) - how long ago
#   $path (String) - where the file is
backups-restored = La sauvegarde faite { $when } est de retour. Ce qui était enregistré avant est conservé sous { $path }.
# Variables:
#   $version (Number) - la version du schéma du stockage
store-too-new = Vos données enregistrées viennent d’une version plus récente de { -app-name } (version { $version }). Elles n’ont pas été modifiées ; mettez l’app à jour pour les utiliser. D’ici là, rien n’est enregistré.
# Variables:
#   $error (String) - le message du stockage
store-unavailable = Impossible d’ouvrir vos données enregistrées ({ $error }). Rien ne sera enregistré pendant cette session.
store-memory-only = Ce navigateur ne garde ici aucune donnée pour { -app-name } ; c’est le cas en navigation privée ou avec un navigateur ancien. Vous pouvez jouer, mais rien n’est gardé une fois la page fermée : exportez une partie pour la garder.
update-ready = Une nouvelle version de { -app-name } est prête.
update-reload = Recharger

## Nouvelle partie

new-game-default-name = Soirée de jeu
game-name = Nom de la partie
game-size = Taille de la partie
# Variables:
#   $actions (Number) - actions par tour
game-size-actions = { $actions ->
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
# Le choix des figurines d’une armée.
pick-faction = Faction
pick-every-faction = Toutes les factions
pick-recent = Choisies récemment
pick-none = Aucune figurine ne correspond.
# Variables:
#   $shown (Number) - lignes affichées
#   $count (Number) - figurines trouvées
pick-more = { $shown } sur { $count } affichées : précisez la recherche pour voir les autres.
# Variables:
#   $name (String) - la figurine choisie
pick-added = { $name } rejoint l’armée.
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
#   $total (Number) - le coût de l’armée
#   $size (Number) - la taille de la partie
build-total = Total de construction : { $total } sur { $size ->
    [one] { $size } point
   *[other] { $size } points
}
quick-figure = Figurine express
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
setup-over-build-total = L’armée de { $player } coûte { $total ->
    [one] { $total } point
   *[other] { $total } points
}, soit plus que la taille de la partie ({ $size }).
# Variables:
#   $player (String) - nom du joueur
#   $name (String) - the figure's name
#   $error (String) - ce qui ne va pas
setup-bad-figure = La figurine { $name } de l’armée de { $player } est inutilisable : { $error }
# Variables:
#   $player (String) - nom du joueur
#   $name (String) - the figure's name
setup-point-value = La figurine { $name } de l’armée de { $player } n’a pas cette valeur en points.
setup-too-many = C’est plus de figurines qu’une partie ne peut en suivre.
# Variables:
#   $player (String) - nom du joueur
#   $name (String) - the figure's name
setup-not-a-rider = La figurine { $name } de l’armée de { $player } n’est pas un cavalier : elle ne peut pas monter une monture.
# Variables:
#   $player (String) - nom du joueur
#   $name (String) - the figure's name
setup-not-a-free-mount = La figurine { $name } de l’armée de { $player } doit monter une monture qui n’a pas encore de cavalier.
# Variables:
#   $player (String) - nom du joueur
#   $name (String) - the figure's name
setup-mount-mismatch = La figurine { $name } de l’armée de { $player } ne peut pas monter cette monture : ses symboles de monture (ou, pour les Cavaliers noirs, son numéro de collection) ne correspondent pas.
# Variables:
#   $player (String) - nom du joueur
#   $name (String) - the figure's name
setup-riderless-mount = La figurine { $name } de l’armée de { $player } est une monture : une monture n’entre en jeu qu’avec un cavalier. Choisissez-lui un cavalier.
setup-not-a-free-chariot = La figurine { $name } de l’armée de { $player } ne peut pas commencer dans cette figurine : ce doit être un char de guerre de la même armée sans autre passager, et un passager ne monte aucune monture.
setup-passenger = La figurine { $name } de l’armée de { $player } ne peut pas commencer comme passager : { $reason }
# Variables:
#   $name (String) - the figure's name
#   $player (String) - player name
#   $number (Number) - the second copy's place in the army
setup-unique-twice = { $name } (figurine { $number } de l’armée de { $player }) est unique : une armée ne peut l’aligner qu’une fois.

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
damage-one = −1 dégât
heal-one = +1 soin
eliminated = Hors jeu
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
stat-speed = Vi­tesse
stat-attack = At­taque
stat-defense = Dé­fense
stat-damage = Dégâts
stat-with-ability = { $stat } · { $ability }
stat-spoken = { $stat } { $value }
stat-spoken-ability = { $stat } { $value }, { $ability }
stat-skull = crâne
# Variables:
#   $name (String) - le nom de la figurine
#   $number (Number) - quelle figurine de ce nom dans la partie, comptée à partir de 1
figure-numbered = { $name } { $number }

# Variables:
#   $figure (String) - la figurine qu'une action pousserait maintenant
#   $clicks (Number) - clics de dégâts d'épuisement qu'elle subirait
card-pushes = Une action coûte maintenant à { $figure } { $clicks ->
    [one] { $clicks } clic
   *[other] { $clicks } clics
} de dégâts d’épuisement.
# Variables:
#   $range (Number) - the figure's range in inches; 0: it makes no ranged attacks
#   $targets (Number) - its target arrows
card-reach = { $range ->
    [0] Aucune attaque à distance
   *[other] { glossary-range } { $range } · { $targets ->
        [one] { $targets } cible
       *[other] { $targets } cibles
    }
}
# Variables:
#   $rider (String) - le nom du cavalier
#   $mount (String) - le nom de la monture
unit-name = { $rider } sur { $mount }
# Variables:
#   $name (String) - le nom de la monture
dial-mount = { glossary-mount } : { $name }
# Variables:
#   $name (String) - le nom du cavalier
dial-rider = { glossary-rider } : { $name }
section-front = Avant
section-left = Gauche
section-right = Droite
section-rear = Arrière
section-pair = { $first } / { $second }
action-move = Déplacement
action-close = Combat rap­pro­ché
action-ranged = À distance
action-special = Spéciale
phase-command = phase de commandement
phase-action = phase d’action
phase-end = phase de fin

## Journal

log-title = Journal
log-empty = Rien ne s’est encore passé.
log-made-by = par { $who }

## Règles

rules-title = Règles et glossaire
rules-search-hint = Rechercher dans n’importe quelle langue
# The rules search field's name, read out by a screen reader.
rules-search-label = Rechercher dans les règles
search-placeholder = Rechercher…
rules-no-results = Aucun résultat. Essayez un autre mot ou une autre langue.
kind-glossary = Terme
kind-rule = Règle
kind-ability = Capacité
rules-sources-label = Sources :
# The Rules screen's way back: to the term, the search or the screen the player came from.
rules-back = Retour
# Before the codes of the rules that concern a term or an ability (each a link).
rules-related-label = Règles :

## Réglages

settings-title = Réglages
settings-language = Langue
settings-language-offline = La langue { $language } n’est pas encore sur ce téléphone : la première fois, elle arrive par le réseau. Choisissez-la de nouveau dès que la connexion sera revenue.
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
colossal-effect-double-time = Double-temps
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
import-feed = Importer un fichier de cadrans
import-feed-hint = Choisissez votre propre copie du fichier de cadrans communautaire (mkstats.json). Le réimporter met à jour les figurines au lieu de les dupliquer.
feed-read-failed = Impossible de lire le fichier. Réessayez de le choisir.
figure-search-hint = Nom, numéro, faction, extension ou rang
# The figure search field's name, read out by a screen reader.
figure-search-label = Rechercher des figurines
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
import-summary = Importation terminée : { $added ->
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
    [one] { $count } figurine a été importée avec un avertissement : une capacité inconnue laissée de côté, ou un second marqueur de départ ignoré.
   *[other] { $count } figurines ont été importées avec un avertissement : une capacité inconnue laissée de côté, ou un second marqueur de départ ignoré.
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

## Problèmes du fichier de cadrans

# Variables:
#   $megabytes (Number) - la taille du fichier
feed-error-too-large = Ce fichier fait { $megabytes } Mo, plus que les 50 Mo permis pour un fichier de cadrans. Rien n’a été importé.
# Variables:
#   $line (Number) - ligne de l’erreur
#   $column (Number) - colonne de l’erreur
feed-error-not-json = Ce n’est pas un fichier de cadrans : le texte devient incohérent à la ligne { $line }, colonne { $column }. Rien n’a été importé.
feed-error-wrong-layout = Ce fichier ne contient aucune liste de modèles : ce n’est donc pas un fichier de cadrans. Rien n’a été importé.
# Variables:
#   $number (Number) - la place du modèle dans le fichier
feed-model-number = Modèle { $number }
# Variables:
#   $model (String) - le nom ou la place du modèle
feed-skip-not-object = { $model } : ce n’est pas une entrée de figurine.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $field (String) - la clé du champ dans le fichier
feed-skip-missing-field = { $model } : le champ { $field } est absent.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $field (String) - la clé du champ dans le fichier
#   $value (String) - ce qu’il contient
feed-skip-bad-field = { $model } : { $field } contient « { $value } », ce qui n’a pas de sens à cet endroit.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $number (Number) - le modèle qui a le même identifiant
feed-skip-duplicate-id = { $model } : le fichier le contient déjà comme modèle { $number }, qui a été conservé.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $count (Number) - cadrans trouvés
feed-skip-dial-count = { $model } : { $count ->
    [one] { $count } cadran
   *[other] { $count } cadrans
} ; seules les figurines à un seul cadran peuvent être importées.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $count (Number) - clics trouvés
feed-skip-too-many-clicks = { $model } : { $count ->
    [one] { $count } clic
   *[other] { $count } clics
}, c’est plus qu’un cadran ne peut en avoir.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $click (Number) - numéro du clic
#   $stat (String) - le nom de la caractéristique
feed-skip-missing-stat = { $model } : le clic { $click } n’affiche rien en { $stat }.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $click (Number) - numéro du clic
#   $stat (String) - le nom de la caractéristique
#   $value (String) - ce qu’elle contient
feed-skip-bad-stat = { $model } : le clic { $click } affiche « { $value } » en { $stat }, ce qu’aucun cadran ne peut afficher.
# Variables:
#   $model (String) - le nom ou la place du modèle
feed-skip-no-live-click = { $model } : le cadran n’a aucun clic avant les crânes.
# Variables:
#   $model (String) - le nom ou la place du modèle
#   $click (Number) - numéro du clic
feed-skip-start-not-live = { $model } : le marqueur de départ est sur un clic de crânes ({ $click }).

## Armées

save-army = Enregistrer cette armée
load-army = Charger une armée enregistrée…
# Variables:
#   $name (String) - the army's name
army-saved = Armée « { $name } » enregistrée.
# Variables:
#   $name (String) - the army's name
#   $size (Number) - the game size it was built for
#   $count (Number) - how many figures
army-option = { $name } ({ $size ->
    [one] { $size } point
   *[other] { $size } points
}, { $count ->
    [one] { $count } figurine
   *[other] { $count } figurines
})
passenger = Passager
passenger-none = Sans passager

## Assistants (issue 8) : une question par étape, pourquoi, puis un aperçu

settings-learning-mode = Mode apprentissage : proposer les explications pas à pas
settings-learning-mode-hint = Les explications détaillent chaque étape d’une action de cavalerie ou de colosse. Désactivez ce mode pour ne garder que les boutons rapides.
# Variables:
#   $version (String) - the app's version
settings-version = Version { $version }
keep-awake-on = L’écran reste allumé tant qu’une partie est ouverte.
keep-awake-unsupported = Cet appareil ne peut pas garder l’écran allumé.
keep-awake-refused = L’écran n’a pas pu rester allumé.
settings-storage = Stockage
storage-persisted = Le navigateur s’est engagé à garder vos parties, même quand le téléphone manque de place.
storage-not-persisted = Le navigateur ne s’est pas engagé à garder vos parties : il peut les effacer quand le téléphone manque de place. Ajouter l’app à l’écran d’accueil l’y engage en général ; exportez vos parties de temps en temps.
rides-hint = Seules les montures que ce cavalier peut monter sont proposées (CAV-03).
wiz-yes = Oui
wiz-no = Non
wiz-next = Suivant
wiz-roll = Lancer pour moi
wiz-confirm = Confirmer
wiz-cancel = Annuler
wiz-done = Terminé
wiz-preview = Voici ce qui va se passer :
wiz-nothing-to-do = Plus rien à saisir : la partie l’affiche déjà.
wiz-no-options = Rien sur la table ne convient pour l’instant.
wiz-figure-of = { $figure } ({ $player })
wiz-aboard = Passager de { $chariot }
# Variables:
#   $captor (String) - qui la retient
card-captive-of = Aux mains de { $captor }
# Variables:
#   $captive (String) - la figurine qu’elle retient
card-holds-captive = Détient { $captive }
wiz-wreck-pending = Le passager { $figure } a été éjecté d’un char éliminé et attend son jet de dégâts.
wiz-aim-one = À travers une section
wiz-aim-two = Sur la limite entre deux sections
wiz-aim-centre = Pile sur le centre
wiz-open-walkthrough = Me guider pas à pas
wiz-open-dismount = Mettre pied à terre
wiz-open-remount = { glossary-remount }
wiz-open-overwhelm = { glossary-overwhelm }
wiz-open-trample = { glossary-trample }
wiz-open-board = { glossary-board }
wiz-open-disembark = { glossary-disembark }
wiz-open-area-hit = Pris dans une zone d’effet
wiz-open-wreck = Saisir le jet
wiz-title-dismount = Mettre pied à terre
wiz-title-remount = { glossary-remount }
wiz-title-rider-thrown = La monture est éliminée
wiz-title-mount-left = Une monture sans cavalier
wiz-title-overwhelm = { glossary-overwhelm }
wiz-title-trample = { glossary-trample }
wiz-title-board = Monter dans le char
wiz-title-disembark = Descendre du char
wiz-title-area-hit = Effet de zone sur un colosse
wiz-title-wreck = Le char est éliminé
wiz-title-cavalry-turn = Action d’une unité de cavalerie
wiz-title-colossal-turn = Action d’un colosse
wiz-q-dismount-dark = Une unité des Cavaliers noirs ne peut pas mettre pied à terre.
wiz-why-dismount-dark = Les Cavaliers noirs restent en selle toute la partie ; rien ne change.
wiz-q-dismount-room = Y a-t-il la place de poser le cavalier en contact de socle avec la monture ?
wiz-why-dismount-room = Le cavalier retrouve son propre socle à côté de la monture. Sans place, il ne peut pas mettre pied à terre.
wiz-q-dismount-effect = L’unité se sépare en une monture et un cavalier.
wiz-why-dismount-effect = Mettre pied à terre est une action spéciale qui ne donne aucun jeton d’action et retire tous les jetons de l’unité. La monture et le cavalier peuvent encore recevoir des actions ce tour-ci.
wiz-q-remount-mount = Sur quelle monture le cavalier remonte-t-il ?
wiz-why-remount-mount = Seules les montures amies sans cavalier, en contact de socle et dont le type correspond aux symboles du cavalier, peuvent être choisies.
wiz-q-remount-effect = Le cavalier et la monture forment de nouveau une unité de cavalerie.
wiz-why-remount-effect = Remonter en selle est une action spéciale. La nouvelle unité reçoit un seul jeton d’action et peut encore recevoir une action ce tour-ci.
wiz-q-thrown-room = La monture a été éliminée en premier. Y a-t-il la place de poser le cavalier en contact de socle avec elle ?
wiz-why-thrown-room = Le cavalier retrouve son socle à côté de la monture, puis la monture est retirée. Sans place, le cavalier est éliminé aussi. Tous les jetons de l’unité disparaissent.
wiz-q-thrown-placed = Posez le cavalier en contact de socle avec la monture, puis retirez la monture.
wiz-why-thrown-placed = Le cavalier continue seul avec son propre cadran ; la partie l’affiche déjà.
wiz-q-mount-fled = Une monture ombreuse sans cavalier a quitté la partie.
wiz-why-mount-fled = Une monture ombreuse (cercle autour de son symbole) est retirée au début de chaque phase de fin si elle n’a pas de cavalier. Retirez-la de la table.
wiz-q-mount-sides = Une monture méchante sans cavalier change de camp pour ce tour.
wiz-why-mount-sides = Une monture méchante (carré autour de son symbole) est amie du joueur dont c’est le tour et adverse pour tous les autres jusqu’à la fin du tour.
wiz-q-overwhelm-target = Au contact de quelle unité de cavalerie adverse le déplacement se termine-t-il ?
wiz-why-overwhelm-target = La Submersion est une action de déplacement hors contact, sans capacité de vitesse, qui doit se terminer au contact d’exactement une unité de cavalerie adverse.
wiz-q-overwhelm-d6 = Que montre le dé ?
wiz-why-overwhelm-d6 = Lancez 1d6 et ajoutez le bonus à l’attaque du cavalier : sur 6 ou plus, le cavalier de l’autre unité est désarçonné.
wiz-q-overwhelm-room = Y a-t-il la place de poser le cavalier désarçonné en contact avec sa monture ?
wiz-why-overwhelm-room = Un cavalier désarçonné sans place est éliminé.
wiz-q-cav-contact = L’unité est-elle en contact de socle avec une figurine adverse ?
wiz-why-cav-contact = Cette compétence ne s’utilise que hors contact de socle. Une unité qui touche déjà une figurine adverse reçoit une action ordinaire à la place.
wiz-q-overwhelm-speed = Le déplacement utilise-t-il une capacité de vitesse ?
wiz-why-overwhelm-speed = Ce déplacement n’utilise que la valeur de vitesse de la monture, sans aucune capacité de vitesse.
wiz-q-refused = Impossible pour l’instant
wiz-q-trample-ground = L’unité est-elle au niveau du sol ?
wiz-why-trample-ground = Le Piétinement ne commence qu’au niveau du sol, jamais depuis un terrain surélevé.
wiz-q-trample-double-time = Le déplacement utilise-t-il la compétence Double-temps ?
wiz-why-trample-double-time = Un Piétinement ne peut pas utiliser Double-temps.
wiz-q-trample-line = Déplacez l’unité en ligne droite, en sortant par l’arc frontal de la monture.
wiz-why-trample-line = Le Piétinement est une action de déplacement au niveau du sol, sans Double-temps. Chaque figurine au niveau du sol dont la monture traverse le socle subit 1 dégât.
wiz-q-trample-crossed = Quelles figurines la monture a-t-elle traversées ?
wiz-why-trample-crossed = Cochez chaque figurine traversée ; pour une unité de cavalerie, cochez le cadran qui subit le dégât.
wiz-q-board-chariot = Dans quel char la figurine monte-t-elle ?
wiz-why-board-chariot = Une figurine amie de vitesse supérieure à 0, en contact avec une section latérale ou arrière, embarque avec une action de déplacement. Les colosses, les titans, les figurines à déplacement Fer à cheval et la cavalerie ne peuvent pas embarquer, et le compartiment n’accueille qu’un passager.
wiz-q-board-section = Quelle section la figurine touche-t-elle ?
wiz-why-board-section = Seule une section latérale ou la section arrière mène au compartiment arrière.
wiz-q-board-sentry = La figurine est-elle un Gardien ?
wiz-why-board-sentry = Les Gardiens ne peuvent pas embarquer dans un char.
wiz-q-disembark-section = Contre quelle section posez-vous la figurine ?
wiz-why-disembark-section = Débarquer est une action de déplacement : le passager se retrouve en contact avec une section latérale ou arrière.
wiz-q-area-aim = Comment la ligne partant du centre de la zone atteint-elle le centre du colosse ?
wiz-why-area-aim = Si une zone contient le centre d’un colosse, une seule section est touchée : celle que traverse la ligne du centre de la zone au centre du colosse.
wiz-q-area-section = Quelle section la ligne traverse-t-elle ?
wiz-why-area-section = Cette section subit les dégâts, si elle est active.
wiz-q-area-pair = Le long de quelle limite passe la ligne ?
wiz-why-area-pair = Sur la limite entre deux sections, le joueur qui contrôle le colosse choisit l’une des deux.
wiz-q-area-controller = Quelle section choisit le joueur qui contrôle le colosse ?
wiz-why-area-controller = Sur la limite entre deux sections, ou quand la zone est pile sur le centre, c’est le joueur qui contrôle le colosse qui choisit la section.
wiz-q-area-attacker = Cette section est inactive. Quelle section active l’attaquant choisit-il ?
wiz-why-area-attacker = Une section inactive ne subit plus de dégâts ; l’attaquant en choisit donc une active.
wiz-q-area-passenger = L’attaquant lance un dé pour le passager. Que montre le dé ?
wiz-why-area-passenger = Quand une section latérale ou arrière d’un char subit des dégâts, sur 5 ou 6 le passager subit les dégâts subis par la section.
wiz-q-area-dealt = Combien de dégâts la zone inflige-t-elle ?
wiz-why-area-dealt = Saisissez les dégâts avant réduction ; les capacités de la section les réduisent.
wiz-q-wreck-d6 = Le passager subit 1d6 dégâts. Que montre le dé ?
wiz-why-wreck-d6 = Quand un char est éliminé, son passager est posé à l’emplacement du centre du char, orienté au choix du joueur qui le contrôle, et subit 1d6 dégâts.
wiz-q-cav-action = Que fait l’unité ?
wiz-why-cav-action = Une unité de cavalerie reçoit une action par tour, comme une seule figurine.
wiz-q-cav-dial = Avec quel cadran l’action est-elle résolue ?
wiz-why-cav-dial = Pour le combat rapproché, le combat à distance et les actions spéciales, vous choisissez le cadran de la monture ou du cavalier ; seules les capacités de cette figurine s’appliquent.
wiz-q-cav-move = Le déplacement utilise le cadran de la monture.
wiz-why-cav-move = La valeur de vitesse, les capacités de vitesse et les compétences de déplacement sont celles de la monture.
wiz-q-cav-maneuver = La monture se déplace d’abord, puis l’unité attaque.
wiz-why-cav-maneuver = Une compétence qui déplace et attaque en une action permet à la monture et au cavalier d’utiliser les capacités qui demandent ce type d’action : la vitesse de la monture pour le déplacement, le cadran choisi pour l’attaque.
wiz-q-cav-defender = Quand on attaque une unité de cavalerie, c’est l’attaquant qui choisit le cadran.
wiz-why-cav-defender = Chaque attaque contre une unité est résolue contre le cadran de la monture ou du cavalier, au choix de l’attaquant.
wiz-q-col-section = Quelle section active agit ?
wiz-why-col-section = Un colosse reçoit au plus une action par section active et par tour, et un jeton d’action après sa première action.
wiz-q-col-action = Quelle action reçoit cette section ?
wiz-why-col-action = Les déplacements d’abord : après une action de combat rapproché, de combat à distance ou spéciale, le colosse ne peut plus se déplacer ce tour-ci.
wiz-q-col-moves-first = Ce colosse a déjà combattu ce tour-ci.
wiz-why-col-moves-first = Les déplacements viennent en premier : après une action de combat rapproché, de combat à distance ou spéciale, aucune section ne peut recevoir d’action de déplacement ce tour-ci.
wiz-q-col-distance = Tous les déplacements du tour s’additionnent en un seul.
wiz-why-col-distance = Jusqu’ici, { $distance ->
    [one] { $distance } pouce
   *[other] { $distance } pouces
} ; avec la vitesse de cette section, { $total ->
    [one] { $total } pouce
   *[other] { $total } pouces
}. Pivotez autour du centre puis avancez tout droit, ou reculez tout droit sans pivoter.
wiz-q-col-contact = Une section, active ou inactive, est-elle en contact avec une figurine adverse ?
wiz-why-col-contact = Le colosse doit alors d’abord se dégager : un seul jet, quel que soit le nombre de sections en contact.
wiz-q-col-break-away = Jet pour se dégager : que montre le dé ?
wiz-why-col-break-away = Le colosse se dégage sur tout résultat sauf 1.
wiz-q-col-ranged-line = Tracez la ligne de tir depuis le centre du colosse à travers cette section.
wiz-why-col-ranged-line = La section doit avoir une portée, une valeur d’attaque supérieure à 0 et aucun contact avec une figurine adverse.
wiz-q-col-long-range = La cible est-elle un titan, un colosse ou une section de château ?
wiz-why-col-long-range = La section peut alors faire une attaque à longue portée : la portée { $range } devient { $long }, avec −2 à la valeur de dégâts.
wiz-q-col-close = La cible doit toucher cette section active.
wiz-why-col-close = L’arc d’une section est tout son bord extérieur ; seules les figurines en contact avec la section qui agit peuvent être attaquées.
wiz-q-col-push = Cette action épuise le colosse. Quelle section subit les dégâts d’épuisement ?
wiz-why-col-push = Les dégâts qui n’appartiennent à aucune section vont à la section choisie par le joueur qui contrôle le colosse.
wiz-touch-one = Une section
wiz-touch-two = Deux sections
wiz-open-attack-hit = Subit une attaque
wiz-title-attack-hit = Attaque contre un colosse
wiz-q-hit-kind = S’agit-il d’une attaque rapprochée ou à distance ?
wiz-why-hit-kind = Une attaque rapprochée ou à distance contre un colosse ne touche qu’une section ; les questions suivantes permettent de savoir laquelle.
wiz-q-hit-attacker = Quelle figurine attaque ?
wiz-why-hit-attacker = Pour une unité de cavalerie, choisissez le cadran qui attaque. Un colosse attaque plutôt avec une action de section.
wiz-q-hit-aim-close = L’attaquant touche-t-il une section ou deux ?
wiz-why-hit-aim-close = Une attaque rapprochée exige le contact avec une section active ; si l’attaquant en touche deux, le joueur qui contrôle le colosse en choisit une.
wiz-q-hit-aim-ranged = La ligne de tir traverse-t-elle une section, ou suit-elle la limite entre deux sections ?
wiz-why-hit-aim-ranged = La ligne doit traverser une section active ; si elle suit la limite entre deux sections, le joueur qui contrôle le colosse choisit ; une section au contact d’une figurine amie de l’attaquant ne peut pas être touchée.
wiz-q-hit-section = Quelle section est touchée ?
wiz-why-hit-section = Si cette section est inactive, l’attaquant en choisit une active à la place.
wiz-q-hit-pair = Quelles deux sections ?
wiz-why-hit-pair = Le joueur qui contrôle le colosse en choisit une.
wiz-q-hit-2d6 = Quel est le jet d’attaque (2d6) ?
wiz-why-hit-2d6 = Le jet plus la valeur d’attaque contre la valeur de défense de la section : 12 est un coup critique, 2 un échec critique.
wiz-open-capture = Capturer
wiz-title-capture = Capture
wiz-q-capture-target = Quelle figurine adverse en contact de socle faut-il tenter de capturer ?
wiz-why-capture-target = Une capture s’annonce avant une attaque de combat rapproché. Seule une figurine adverse en contact de socle peut être capturée, mais jamais une unité de cavalerie, un colosse ni une figurine qui affiche Berserk, Furie guerrière ou Invulnérabilité.
wiz-q-capture-2d6 = Quel est le jet d’attaque (2d6) ?
# Variables:
#   $bonus (Number) - de combien la défense de la cible augmente
wiz-why-capture-2d6 = Contre une tentative de capture, la cible gagne { $bonus } en défense. Si l’attaque touche, la cible est capturée sans subir de dégâts ; sur un 2, l’attaquant se blesse quand même.
wiz-q-hit-shielded = Cette section est-elle en contact avec une figurine amie de l’attaquant ?
wiz-why-hit-shielded = Une attaque à distance ne peut pas toucher une section en contact avec une figurine amie de l’attaquant.

## Portraits

portrait-add = Ajouter une photo
# Variables:
#   $megabytes (Number) - the file's size
portrait-too-large = Cette photo fait { $megabytes } Mo ; la limite est de 25 Mo.
portrait-not-image = Ce fichier n’est pas une photo lisible (JPEG, PNG ou WebP).
# Variables:
#   $width (Number) - width in pixels
#   $height (Number) - height in pixels
portrait-too-many-pixels = Cette photo fait { $width } × { $height ->
    [one] { $height } pixel
   *[other] { $height } pixels
} ; 10 000 au plus par côté.

## Éditeur de cadrans (issue 7) : créer ou corriger une figurine

editor-new = Nouvelle figurine
editor-edit = Modifier
editor-copy = Copier et modifier
editor-title-new = Nouvelle figurine
# Variables:
#   $name (String) - la figurine en cours de modification
editor-title-edit = Modifier { $name }
editor-name = Nom
editor-number = Numéro de collection
editor-set = Extension
editor-factions = Factions (séparées par des virgules)
editor-rank = Rang
rank-weak = Faible
rank-standard = Standard
rank-tough = Coriace
rank-unique = Unique
editor-points = Points
editor-range = Portée
editor-targets = Cibles
editor-speed-type = Type de déplacement
speed-type-boot = Botte
speed-type-wing = Aile
speed-type-wave = Vague
speed-type-horseshoe = Fer à cheval
speed-type-wheel = Roue
editor-chariot-wheel = Un char de guerre a toujours le type de déplacement Roue.
editor-proficiencies = Compétences
proficiency-surge = Élan
proficiency-double-time = Double-temps
proficiency-gang-up = Prise de flanc
editor-kind = Type de figurine
editor-kind-standard = Ordinaire
editor-kind-mount = Monture
editor-kind-rider = Cavalier
editor-kind-colossal = Colosse
editor-kind-chariot = Char de guerre
editor-symbols = Symboles des montures autorisées
editor-point-values = Valeurs en points sous le socle
editor-point-values-hint = Pour chaque valeur imprimée, de combien de clics chaque section est tournée au-delà de son marqueur de départ.
editor-point-value-points = Points
editor-point-value-clicks = Clics tournés
editor-add-point-value = Ajouter une valeur en points
editor-dial-hint = Saisissez les valeurs clic par clic ; x représente un crâne. Touchez une case pour lui attribuer une couleur de capacité.
editor-start = Départ
editor-add-click = Ajouter un clic
# Variables:
#   $click (Number) - le numéro du clic, à partir de 1
editor-remove-click = Retirer le clic { $click }
editor-ko-row = Après le dernier clic : KO
# Variables:
#   $place (String) - la case, par ex. « clic 3, attaque »
editor-ability-for = Couleur de capacité : { $place }
editor-ability-none = Aucune capacité
editor-abilities-slot = Sur cette caractéristique
editor-abilities-circle = Capacités dans un cercle
editor-save = Enregistrer la figurine
# Variables:
#   $name (String) - le nom de la figurine
editor-saved = { $name } fait désormais partie de vos figurines.
editor-problems-title = Corrigez ces points avant d’enregistrer (rien de ce que vous avez saisi n’est perdu) :
editor-delete = Supprimer la figurine
# Variables:
#   $name (String) - le nom de la figurine
editor-delete-confirm = Supprimer { $name } de vos figurines ? Les parties et les armées enregistrées conservent leur propre copie.
editor-deleted = Figurine supprimée.
editor-edited-badge = Modifiée
# Variables:
#   $count (Number) - figurines conservées
import-kept-edits = { $count ->
    [0] Aucune figurine corrigée dans l’éditeur n’était concernée.
    [one] Une figurine corrigée dans l’éditeur a été conservée telle quelle.
   *[other] { $count } figurines corrigées dans l’éditeur ont été conservées telles quelles.
}

## Problèmes de l’éditeur de cadrans

# Variables:
#   $click (Number) - le clic, à partir de 1
#   $stat (String) - le nom de la caractéristique
editor-where-click = clic { $click }, { $stat }
# Variables:
#   $section (String) - le nom de la section
#   $click (Number) - le clic, à partir de 1
#   $stat (String) - le nom de la caractéristique
editor-where-section = { $section }, clic { $click }, { $stat }
editor-the-dial = Le cadran
# Variables:
#   $field (String) - l’intitulé du champ
#   $number (Number) - la place de la valeur en points dans la liste, à partir de 1
editor-entry-field = valeur en points { $number }, { $field }
editor-problem-name = Donnez un nom à la figurine.
editor-problem-number = Indiquez le numéro de collection imprimé sur le socle, par exemple 58 ou 121a.
# Variables:
#   $field (String) - l’intitulé du champ
#   $value (String) - ce qui a été saisi
editor-problem-not-a-number = { $field } : « { $value } » n’est pas un nombre entier.
# Variables:
#   $field (String) - l’intitulé du champ
#   $min (Number) - la plus petite valeur permise
#   $max (Number) - la plus grande valeur permise
editor-problem-out-of-range = { $field } : la valeur doit aller de { $min } à { $max }.
# Variables:
#   $place (String) - la case, par ex. « clic 3, attaque »
editor-problem-stat-missing = { $place } : la case est vide. Saisissez un nombre, ou x pour un crâne.
# Variables:
#   $place (String) - la case
#   $value (String) - ce qui a été saisi
#   $max (Number) - la plus grande valeur de caractéristique
editor-problem-bad-stat = { $place } : « { $value } » n’est ni un nombre de 0 à { $max }, ni x pour un crâne.
# Variables:
#   $dial (String) - « Le cadran » ou le nom d’une section
editor-problem-no-live-click = { $dial } : le premier clic affiche trois crânes. Un cadran doit compter au moins un clic avec des valeurs (CORE-01).
# Variables:
#   $dial (String) - « Le cadran » ou le nom d’une section
#   $click (Number) - le clic marqué, à partir de 1
editor-problem-start-not-live = { $dial } : le marqueur de départ est sur le clic { $click }, qui élimine la figurine. Placez-le sur un clic avec des valeurs (CORE-02).
editor-problem-no-symbols = Un cavalier doit avoir au moins un symbole de monture, sinon il ne peut monter aucune monture (CAV-03).
# Variables:
#   $suffix (String) - la lettre par laquelle le numéro doit finir
editor-problem-dark-riders-number = Les Cavaliers noirs s’associent par numéro de collection : celui-ci doit donc finir par « { $suffix } », comme 121{ $suffix } (CAV-31).
# Variables:
#   $expected (Number) - cadrans nécessaires
#   $found (Number) - cadrans fournis
figure-error-dial-count = Cette figurine a { $found ->
    [0] aucun cadran
    [one] un seul cadran
   *[other] { $found } cadrans
} alors qu’il lui en faut { $expected }.
figure-error-too-long = L’un de ses cadrans compte plus de 255 clics.
editor-problem-no-point-values = Un colosse doit avoir au moins une valeur en points, relevée sous son socle (COL-02).
# Variables:
#   $number (Number) - la place de la valeur en points dans la liste, à partir de 1
#   $section (String) - la section qui serait éliminée
editor-problem-point-value-too-deep = La valeur en points { $number } fait tourner la section { $section } au-delà de son dernier clic. Indiquez moins de clics ou ajoutez des clics à ce cadran (COL-02).

## Fichiers d’armée

army-export = Exporter l’armée
army-import = Importer un fichier d’armée
# Variables:
#   $path (String) - l’endroit où le fichier a été écrit
army-exported = Armée enregistrée dans { $path }. Partagez ce fichier, ou copiez le texte ci-dessous.
# Variables:
#   $name (String) - le nom de l’armée
army-imported = Armée « { $name } » ajoutée à vos armées enregistrées.
# Variables:
#   $megabytes (Number) - la taille du fichier
army-file-too-large = Ce fichier fait { $megabytes } Mo, bien trop pour un fichier d’armée. Choisissez le fichier .army.json exporté par { -app-name }.
# Variables:
#   $line (Number) - ligne de l’erreur
#   $column (Number) - colonne de l’erreur
army-file-not-json = Ce n’est pas un fichier d’armée : le texte devient incohérent à la ligne { $line }, colonne { $column }.
army-file-wrong-format = Ce fichier n’est pas un fichier d’armée { -app-name }.
# Variables:
#   $version (Number) - la version du fichier
army-file-too-new = Ce fichier d’armée vient d’une version plus récente de { -app-name } (format { $version }). Mettez l’app à jour pour l’ouvrir.
# Variables:
#   $number (Number) - la place de la figurine dans l’armée, à partir de 1
#   $name (String) - son nom
#   $error (String) - ce qui ne va pas, en une phrase
army-file-bad-figure = La figurine { $number } ({ $name }) de ce fichier est inutilisable. { $error } Rien n’a été ajouté.
# Variables:
#   $number (Number) - la place du cavalier dans l’armée, à partir de 1
army-file-bad-pairing = Dans ce fichier, la figurine { $number } monte une figurine qui n’est pas une monture qu’elle a le droit de monter (CAV-03). Rien n’a été ajouté.
mount-rider = Cavalier
mount-rider-none = Pas encore de cavalier (CAV-05)

## Un seul onglet garde les parties ; un navigateur qui ne garde rien ; un plantage

elsewhere-title = { -app-name } est ouvert ailleurs
elsewhere-body = L’app est déjà ouverte dans un autre onglet ou une autre fenêtre de ce navigateur. Un seul à la fois peut garder vos parties.
elsewhere-let-go = { -app-name } a été ouvert dans un autre onglet ou une autre fenêtre : celui-ci lui a confié vos parties. Rien n’a été perdu.
elsewhere-busy = L’autre onglet ou fenêtre n’a pas encore rendu vos parties. Réessayez dans un instant.
elsewhere-use-here = L’utiliser ici
floor-title = Ce navigateur ne peut pas garder vos parties
floor-body = Ce navigateur ne donne à { -app-name } aucun stockage durable. C’est le cas en navigation privée et dans les navigateurs antérieurs à iOS 16.4, Chrome 109 ou Firefox 111. Vous pouvez jouer quand même, mais tout disparaît à la fermeture de la page.
# Variables:
#   $reason (String) - what the browser said
floor-reason = Réponse du navigateur : { $reason }
floor-play = Jouer sans enregistrer
crash-title = Un problème est survenu
crash-body = { -app-name } s’est arrêté de façon inattendue. Chaque action affichée avant cela est enregistrée. Rechargez pour continuer.
crash-reload = Recharger

## Déplacer mes parties

move-title = Transférer mes parties
move-body = Un seul fichier avec toutes vos parties, armées et préférences. Chargez-le dans un autre navigateur ou sur un autre téléphone : de Safari vers l’app installée, ou d’un ancien téléphone vers un nouveau. C’est aussi une sauvegarde que vous gardez vous-même.
move-save = Enregistrer le fichier
move-load = Charger un fichier…
# Variables:
#   $path (String) - where the file was written
move-saved-to = Vos parties ont été enregistrées dans { $path }.
# Variables:
#   $games (Number) - games added
#   $armies (Number) - armies added
#   $already (Number) - games and armies that were already here
move-loaded = { $games ->
        [0] Aucune partie ajoutée
        [one] Une partie ajoutée
       *[other] { $games } parties ajoutées
    } et { $armies ->
        [0] aucune armée
        [one] une armée
       *[other] { $armies } armées
    } ; { $already ->
        [0] rien n’était déjà là
        [one] une était déjà là
       *[other] { $already } étaient déjà là
    }. Les préférences du fichier s’appliquent désormais.
move-wrong-format = Ce fichier n’est pas un fichier de parties { -app-name }. Choisissez le fichier créé par « { move-save } ».

## La fin de la partie : durée, chronomètre, fin et score (CORE-17 à CORE-19)
time-limit = Limite de temps
time-limit-none = Sans limite de temps
# Variables:
#   $minutes (Number) - the limit in minutes
time-limit-option = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
agreed-condition = Autre condition de fin convenue (facultatif)
agreed-condition-hint = ex. : qui tient le pont après la manche 6
clock-pause = Mettre le chronomètre en pause
clock-resume = Relancer le chronomètre
clock-paused = En pause
# Variables:
#   $minutes (Number) - the agreed time limit
clock-limit = sur { $minutes } min
clock-time-up = Temps écoulé
end-game = Terminer la partie
# Variables:
#   $player (String) - the player facing no opponent
end-offer-conquest = { $player } n’a plus de figurines adverses en face.
end-offer-time = Le temps convenu est écoulé.
end-why = Pourquoi la partie se termine-t-elle ?
# Variables:
#   $player (String) - the player facing no opponent
end-reason-conquest = { $player } a éliminé ou capturé toutes les figurines adverses
end-reason-time-up = Le temps convenu est écoulé
# Variables:
#   $condition (String) - the ending the players agreed on, in their words
end-reason-condition = Notre condition de fin est remplie : { $condition }
end-reason-stopped = On s’arrête là
end-objectives = Objectifs détenus
end-objectives-hint = Les objectifs départagent une égalité de points et décident si un colosse endommagé rapporte des points.
# Variables:
#   $most (Number) - the most objectives one player may hold
end-objectives-invalid = Saisissez un nombre entier de 0 à { $most }.
score-title = Partie terminée
# Variables:
#   $count (Number) - how many players share first place
#   $players (String) - their names
score-winner = { $count ->
        [one] { $players } l’emporte
       *[other] Première place partagée : { $players }
    }
# Variables:
#   $points (Number) - victory points
score-points = { $points ->
        [one] { $points } point de victoire
       *[other] { $points } points de victoire
    }
# Variables:
#   $count (Number) - objectives held
score-objectives = { $count ->
        [one] { $count } objectif
       *[other] { $count } objectifs
    }
# Variables:
#   $figure (String) - the opposing figure
score-line-eliminated = { $figure } : hors jeu
# Variables:
#   $figure (String) - the opposing figure
score-line-captive = { $figure } : en captivité
# Variables:
#   $figure (String) - the opposing colossal
score-line-colossal = { $figure } : colosse encore en jeu
score-none = Aucun point de victoire
# Variables:
#   $time (String) - hours, minutes and seconds played
score-played = Durée de jeu : { $time }
# Variables:
#   $count (Number) - how many players share first place
#   $winners (String) - their names
#   $scores (String) - every player's name and points
game-result = { $count ->
        [one] Victoire de { $winners }
       *[other] Égalité entre { $winners }
    } · { $scores }
# Variables:
#   $player (String) - a player's name
#   $points (Number) - their victory points
score-pair = { $player } { $points }

## The table at a glance (issue 19)
# Variables:
#   $name (String) - the figure's name
card-open = Ouvrir { $name }
card-close = Fermer
# Variables:
#   $click (Number) - the click number, from 1
#   $left (Number) - clicks of damage it survives
click-short = Clic { $click } · KO dans { $left }
find-figure = Chercher une figurine
# Variables:
#   $player (String) - the current player's name
only-mine = Seulement { $player }
compact-view = Compact
# Variables:
#   $count (Number) - figures not shown by the search or the filter
figures-hidden = { $count ->
    [one] { $count } figurine masquée par le filtre
   *[other] { $count } figurines masquées par le filtre
}
# Variables:
#   $count (Number) - actions the player has not used this turn
end-turn-unused = { $count ->
    [one] Il vous reste { $count } action ce tour-ci. Finir le tour quand même ?
   *[other] Il vous reste { $count } actions ce tour-ci. Finir le tour quand même ?
}
end-turn-keep-playing = Continuer
end-turn-anyway = Finir le tour
settings-table-view = Cartes sur la table
table-view-auto = Automatique
table-view-compact = Compactes
table-view-full = Complètes
# The wizard goes back one step.
wiz-back = Retour
# Saved armies on the new-game screen: list them, delete one after a question.
armies-manage = Armées enregistrées…
army-delete = Supprimer
# Variables:
#   $name (String) - the saved army's name
army-delete-question = Supprimer l’armée « { $name } » ?
army-delete-keep = La garder
# Variables:
#   $name (String) - the saved army's name
army-deleted = Armée « { $name } » supprimée.
# The table's dice roller.
dice-open = Dés
dice-title = Dés
dice-roll-two = Lancer 2d6
dice-roll-one = Lancer 1d6
dice-critical-hit = Coup critique (12)
dice-critical-miss = Échec critique (2)
dice-give = Valider cette attaque
# After a damaged store was replaced at start-up: the damaged file, for someone who may
# get more out of it.
damaged-file-save = Enregistrer le fichier endommagé
# Variables:
#   $path (String) - where the file was written
damaged-file-saved = Le fichier endommagé a été enregistré dans { $path }.
damaged-file-none = Aucun fichier endommagé n’est plus conservé.
# The snackbar, when the saved data turned out damaged during play: go to the backups.
restore-offer = Restaurer une sauvegarde
# The formation wizard (CORE-13).
wiz-open-formation = Formation
wiz-title-formation = Formation
wiz-q-formation-action = Quelle formation forment-elles ?
wiz-why-formation-action = Des figurines d’une même faction, toutes en contact de socle les unes avec les autres, peuvent agir ensemble avec une seule action : en formation de déplacement (3 à 5 figurines), de combat rapproché (2 ou 3) ou de combat à distance (3 à 5).
wiz-q-formation-members = Quelles figurines rejoignent celle-ci ?
wiz-why-formation-members = Cochez les figurines qui se mettent en formation avec celle-ci. Seules celles que les règles permettent sont proposées : même faction, aucune avec Charge, Enchaînement ou Rapidité, aucun colosse, la cavalerie seulement avec la cavalerie.
wiz-q-formation-contact = Sont-elles toutes en contact de socle les unes avec les autres ?
wiz-why-formation-contact = Une formation n’est possible que si chaque membre touche les autres ; pour une attaque en combat rapproché, chacun doit aussi toucher la cible. Vérifiez-le sur le champ de bataille.
wiz-q-formation-primary = Quel membre est l’attaquant principal ?
wiz-why-formation-primary = L’attaquant principal lance les dés et inflige les dégâts, et lui seul est blessé sur un 2. N’importe quel membre peut tenir ce rôle : seuls ceux qui ont une figurine à attaquer sont proposés.
wiz-q-formation-target = Quelle figurine la formation attaque-t-elle ?
wiz-why-formation-target = Seules les figurines que l’attaquant principal peut attaquer sont proposées.
wiz-q-formation-2d6 = Quel est le jet de l’attaquant principal (2d6) ?
# Variables:
#   $bonus (Number) - what the other members add to the attack
wiz-why-formation-2d6 = Chaque autre membre ajoute 1 à l’attaque : +{ $bonus } ici. Chaque membre reçoit un jeton d’action et peut subir des dégâts d’épuisement ; sur un 2, seul l’attaquant principal est blessé.
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-use-ability = Utiliser { $ability }
# Variables:
#   $ability (String) - Weapon Master or Magic Blast, in the player's language
dice-damage-die = Dé de dégâts de { $ability } (1d6)
# Variables:
#   $ability (String) - le nom de la capacité
dice-defended-by = { $ability } : une figurine amie de la cible en contact de socle
# Variables:
#   $ability (String) - le nom de la capacité
dice-enhanced-by = { $ability } : une figurine amie de l’attaquant en contact de socle
# Variables:
#   $ability (String) - le nom de la capacité
dice-dodge-die = { $ability } : le d6 de la cible
dice-passenger-die = Le d6 de l’attaquant pour { $passenger }, à bord de { $chariot } : sur 5 ou 6, le passager subit les mêmes dégâts (CHR-11)
dice-nobody = Aucune
# The special ability wizard (CORE-16).
wiz-open-ability = Capacité
wiz-title-ability = Capacité spéciale
wiz-q-ability-which = Quelle capacité la figurine utilise-t-elle ?
wiz-why-ability-which = Seules les capacités que cette figurine montre et peut utiliser maintenant sont proposées. Chacune est une action ou une étape du tour, comme le dit sa règle.
wiz-q-ability-dial = Quel cadran l’utilise ?
wiz-why-ability-dial = Les deux cadrans de cette unité de cavalerie la montrent. Vous choisissez le cadran de la monture ou celui du cavalier, et seules les capacités de cette figurine comptent.
wiz-q-ability-contact = La figurine est-elle en contact de socle avec une figurine adverse ?
wiz-why-ability-contact = Pour quitter un contact de socle, il faut d’abord réussir un jet pour se dégager ; la Nécromancie ne peut pas servir au contact d’une figurine adverse.
wiz-q-ability-returned = Quelle figurine amie éliminée revient en jeu ?
wiz-why-ability-returned = La Nécromancie ramène une figurine amie éliminée sur son clic de départ ; cette figurine subit ensuite autant de dégâts que le résultat du dé. Un colosse ne revient jamais.
wiz-q-ability-d6 = Que montre le dé ?
wiz-why-ability-d6 = Lancez un dé à six faces à la table, ou laissez l’app le lancer.
wiz-q-ability-victims = Quelles figurines adverses subissent des dégâts ?
wiz-why-ability-victims = Cochez les figurines adverses que la règle atteint sur le champ de bataille : pour l’Arme d’hast, celles qui viennent au contact de l’arc frontal de la figurine ; pour le Venin, toutes celles qui sont au contact de cet arc frontal.
wiz-q-ability-demoralized = Quelles figurines amies démoralisées sont en contact de socle avec cette figurine ?
wiz-why-ability-demoralized = Un jet de Commandement soigne aussi les figurines amies qui montrent Démoralisé et sont en contact avec la figurine qui commande.
wiz-q-ability-healed = Quelle figurine amie est soignée ?
wiz-why-ability-healed = La capacité Soins atteint une figurine amie en contact de socle par une action de combat rapproché ; la capacité Soins magiques en atteint une à portée par une action de combat à distance.
wiz-q-ability-heal-contact = La figurine à soigner est-elle en contact de socle avec une figurine adverse ?
wiz-why-ability-heal-contact = La capacité Soins magiques ne peut pas soigner une figurine en contact de socle avec une figurine adverse.
wiz-q-ability-heal-2d6 = Quel est le jet d’attaque (2d6) ?
wiz-why-ability-heal-2d6 = Le soin réussit si le jet plus la valeur d’attaque atteint la valeur de défense de la figurine amie ; un dé dit ensuite combien de clics elle récupère.

# A change waiting for the store (ui/saving.rs): after a second, then after five.
screen-loading = Ouverture…
screen-loading-slow = Cet écran s’ouvre encore : la première fois, il arrive par le réseau. Il s’ouvrira tout seul dès que la connexion sera revenue.
share-reader-waiting = L’appareil photo est allumé, mais ce qui lit le code n’est pas encore arrivé : la première fois, il arrive par le réseau. La lecture commencera toute seule dès que la connexion sera revenue.
saving-now = Enregistrement…
saving-slow = Votre dernière action n’est pas encore enregistrée : le stockage du téléphone tarde à répondre. Recharger conserve tout ce qui est déjà enregistré.
saving-reload = Recharger
saving-slow-host = Votre dernière action attend encore la réponse du téléphone hôte. Si la connexion est perdue, vous le verrez ici.
table-standing-hosting = { $phones ->
    [0] Hôte · aucun téléphone
    [one] Hôte · 1 téléphone
   *[other] Hôte · { $phones } téléphones
}
table-standing-following = Suit l’hôte
table-standing-lost = Hôte perdu
table-standing-lost-help = Plus aucun téléphone ne répond à celui-ci : l’hôte est parti, ou un autre téléphone a repris la partie. Les actions faites ici ne sont pas enregistrées.
table-standing-lost-open = Rejoindre ou héberger
store-fault-stopped = le stockage de l’app ne répondait plus et a été redémarré avant de confirmer l’enregistrement

# The dice (ui/dice_roller.rs): Charge or Bound, the move and the attack as one action (CORE-16).
# Variables:
#   $ability (String) - Charge or Bound, by its glossary name
dice-move-and-attack = { $ability } : le déplacement et l’attaque en une seule action

# The formation wizard (wizard/formation.rs): a friend of the target lends its Defend (CORE-13, CORE-16).
wiz-q-formation-defender = La cible peut-elle utiliser Défendre d’une figurine de son camp en contact de socle avec elle ?
wiz-why-formation-defender = Cochez la figurine du camp de la cible qui la touche et montre Défendre, s’il y en a une : la cible se défend alors avec la valeur de défense de cette figurine.

# Rules screen (ui/rules.rs): the label before an entry's ruling, the reading the app
# follows where the rules are open or disputed (docs/RULINGS.md).
rules-ruling-label = Comment l’app l’applique :

# New game (ui/new_game.rs): house rules, off by default, kept with the game (docs/RULINGS.md).
new-game-house-rules = Règles maison
house-rule-move-formation-of-two = Une formation de déplacement peut compter 2 figurines (CORE-13)
house-rule-move-formation-of-two-why = Les règles admettent à un endroit les formations de 2 figurines ou plus, à un autre les formations de déplacement de 3 à 5 ; si la case n’est pas cochée, l’app en demande 3 à 5.
house-rule-close-formation-counts-primary = Le bonus d’une formation de combat rapproché compte aussi l’attaquant principal (CORE-13)
house-rule-close-formation-counts-primary-why = Un résumé néerlandais des règles rédigé par des fans en 2001 donne +1 pour chaque figurine au contact de l’adversaire, l’attaquant principal compris ; si la case n’est pas cochée, l’app donne +1 pour chaque autre membre seulement.
house-rule-invulnerability-ranged-only = Invulnérabilité ne réduit que les dégâts du combat à distance (CORE-16)
house-rule-invulnerability-ranged-only-why = Un résumé néerlandais des règles rédigé par des fans en 2001 ne nomme que le combat à distance ; si la case n’est pas cochée, l’app réduit les dégâts de chaque attaque.
house-rule-flame-lightning-hits-contact = Flamme/Éclair touche sans jet les figurines au contact de sa cible (CORE-16)
house-rule-flame-lightning-hits-contact-why = Un résumé néerlandais des règles rédigé par des fans en 2001 ne parle d’aucun jet pour elles ; si la case n’est pas cochée, l’app compare le jet d’attaque unique à la valeur de défense de chacune.
# Table (ui/table.rs): shown in the turn bar when the game uses a house rule.
house-rule-in-use-move-formation-of-two = Règle maison : une formation de déplacement peut compter 2 figurines
house-rule-in-use-close-formation-counts-primary = Règle maison : le bonus d’une formation de combat rapproché compte l’attaquant principal
house-rule-in-use-invulnerability-ranged-only = Règle maison : Invulnérabilité ne réduit que les dégâts à distance
house-rule-in-use-flame-lightning-hits-contact = Règle maison : Flamme/Éclair touche sans jet les figurines au contact de sa cible

## Une attaque saisie sur la carte (issue 35).
attack-close-title = Attaque au combat rapproché
attack-ranged-title = Attaque à distance
attack-pick-target = Touchez la cible.
attack-pick-targets = { $count ->
    [one] Touchez la cible.
   *[other] Touchez jusqu’à { $count } cibles.
}
attack-only-target = Seule la figurine { $figure } peut être attaquée maintenant : elle est choisie.
attack-no-target = Aucune figurine ne peut être attaquée ainsi maintenant.
attack-needs = il faut { $roll }+
attack-needs-any = touche sauf sur un 2
attack-needs-twelve = il faut un 12
attack-pick-section = Quelle section de { $figure } est touchée ?
attack-tap-roll = Touchez le total obtenu aux 2d6.
attack-roll-result = { $targets ->
    [one] { $hits ->
        [0] raté
       *[other] touché
    }
   *[other] { $hits ->
        [0] aucune touchée
        [one] 1 touchée
       *[other] { $hits } touchées
    }
}
attack-roll-for-me = Lancer pour moi
attack-without-dice = Sans dés : l’action seule

## Ce qu’annule Annuler et ce que rejoue Rétablir (issue 35).
undone-what = Annulé : { $what }
redone-what = Rétabli : { $what }
last-change = la dernière modification

## Une étape d’assistant à une seule réponse possible, prise par l’app (issue 35).
wiz-taken = { $answer } : seule réponse possible, elle est retenue.

## La feuille de dés renvoie à la carte pour les attaques (issue 35).
dice-attack-on-card = Pour une attaque, touchez « { action-close } » ou « { action-ranged } » sur la carte de l’attaquant : l’app y connaît les cibles.

## La Charge avec monture ou l’Enchaînement avec monture d’une unité de cavalerie, saisi avec son attaque sur la carte (CAV-27, CAV-28).
attack-mounted = { $maneuver } : hors du contact de socle, la monture se déplace, puis ce cadran de combat attaque

## The table kept between games (issue 35)

new-game-kept = Joueurs et armées tels que vous les avez laissés.
# Variables:
#   $names (String) - the last game's players, separated by commas
new-game-last-table = Même tablée que la dernière partie : { $names }
names-list = { $head } et { $last }
new-game-afresh = Repartir de zéro
# Variables:
#   $rider (String) - the rider's name
#   $mount (String) - the mount's name
paired-alone = Seul cavalier et seule monture de cette armée : la figurine { $rider } monte la figurine { $mount }. Vous pouvez le changer dans la liste.
rematch = Revanche
# Variables:
#   $name (String) - the finished game's name
rematch-name = { $name } (revanche)

## Une partie sur plusieurs téléphones (issue 36) : appairage par QR codes, et touches pendant le partage

share-title = Jouer sur plusieurs téléphones
share-intro = Un téléphone héberge la partie et la conserve ; les autres joueurs la rejoignent chacun avec leur propre téléphone. Les téléphones se connectent directement via le même Wi-Fi ou le partage de connexion d’un téléphone : pas besoin d’internet.
share-start = Partager cette partie
share-join = Rejoindre une partie partagée
share-no-game = Pour partager une partie depuis ce téléphone, ouvrez-la d’abord. Pour rejoindre, aucune partie n’est nécessaire.
share-preparing = Préparation du code de ce téléphone…
share-offer-shown = Sur l’autre téléphone, ouvrez « { share-title } », touchez « { share-join } » et visez ce code avec son appareil photo. Touchez ensuite « { share-scan-answer } ».
share-scan-answer = Scanner le code de l’invité
share-scanning-answer = Pointez l’appareil photo de ce téléphone vers le code affiché sur l’écran de l’invité.
share-scanning-offer = Pointez l’appareil photo de ce téléphone vers le code affiché sur l’écran de l’hôte.
share-answer-shown = C’est maintenant à l’hôte de scanner ce code avec son appareil photo. La partie de l’hôte s’ouvrira ici dès que les téléphones seront connectés.
share-connecting = Connexion des téléphones…
share-linked-host = Connectés. Désormais, ce téléphone vérifie et enregistre les actions faites sur chaque téléphone, puis les affiche sur tous.
share-linked-guest = Connectés. Ce téléphone affiche maintenant la partie de l’hôte et la suit ; c’est l’hôte qui enregistre vos actions.
share-add-phone = Ajouter un autre téléphone
share-end = Arrêter le partage
share-ended-here = Le partage est terminé. Chaque téléphone garde la partie telle qu’elle est.
share-leave = Ne plus suivre
share-cancel = Annuler
share-again = Réessayer
share-camera = Ce que voit l’appareil photo
share-code = Le code d’appairage de ce téléphone
share-hosting = Ce téléphone héberge la partie.
share-following = Ce téléphone suit la partie de l’hôte.
share-failed-no-webrtc = Ce navigateur ne peut pas relier les téléphones directement (c’est le cas, par exemple, de l’app de bureau sous Linux). Transférez plutôt la partie par fichier : exportez-la depuis la liste des parties, puis ouvrez le fichier sur l’autre appareil.
share-failed-camera-blocked = L’appareil photo est bloqué. Autorisez l’app à l’utiliser dans les réglages du navigateur ou du téléphone, puis réessayez.
share-failed-no-camera = Aucun appareil photo n’est utilisable ici. Appairez depuis un téléphone dont l’appareil photo fonctionne.
share-failed-not-read = Le code n’a pas été lu. Tenez le téléphone immobile, à une dizaine de centimètres de l’autre écran, avec tout le code dans le cadre, puis réessayez.
# A code the camera read that this step cannot use.
# Variables:
#   $other_half (String) - "yes" when it is the other phone's code for the other step, else "no" (not a code of this app)
share-failed-wrong-code = { $other_half ->
    [yes] Ce n’est pas le code attendu à cette étape : l’invité scanne d’abord le code de l’hôte, puis l’hôte scanne celui de l’invité.
   *[no] Ce code n’est pas un code d’appairage de cette app.
}
share-failed-broken = Le navigateur n’a pas pu établir la connexion. Réessayez.
# Variables:
#   $seconds (Number) - how long the phones tried to link
share-failed-no-connection = Les téléphones ne se sont pas connectés en { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}. Ils doivent être sur le même Wi-Fi ou partage de connexion, et ce réseau doit permettre à ses appareils de communiquer entre eux (certains réseaux publics ou réseaux invités l’interdisent).
# Variables:
#   $count (Number) - how many phones follow this phone's game
share-phones = { $count ->
    [0] Aucun autre téléphone ne suit cette partie.
    [one] Un autre téléphone suit cette partie.
   *[other] { $count } autres téléphones suivent cette partie.
}
unshared-host-gone = Non enregistré : l’hôte est injoignable. Si votre action lui est parvenue avant, elle apparaîtra quand vous rejoindrez de nouveau la partie.
unshared-ended = Non enregistré : le partage est terminé. La partie sur ce téléphone est désormais la vôtre ; touchez de nouveau.
unshared-not-joined = Pas encore enregistré : la partie de l’hôte n’est pas encore arrivée sur ce téléphone.
unshared-still-linked = L’hôte est toujours connecté : seul un téléphone dont l’hôte est parti peut héberger la partie à sa place.
share-take-over = Héberger la partie sur ce téléphone
share-host-gone-choice = Si l’hôte est parti pour de bon, ce téléphone peut héberger la partie à partir de sa propre copie. Les autres téléphones le rejoignent alors, et les modifications qu’ils ont en plus lui sont ajoutées.
share-took-over = Ce téléphone héberge désormais la partie, à partir de la modification { $seq }. Sur chaque autre téléphone, touchez « { share-join } ».
share-seat-question = Qui joue sur ce téléphone ?
share-seat-hint = Le bouton « Seulement » de la table affiche alors les figurines de ce joueur, quel que soit le joueur dont c’est le tour.
# Variables:
#   $author (String) - who made the change that is now the last one
unshared-not-last = { $known ->
    [yes] Rien n’a été annulé ni rétabli : une autre modification est passée avant. La dernière modification est maintenant celle de { $author }.
   *[no] Rien n’a été annulé ni rétabli : une autre modification est passée avant. Regardez la table, puis réessayez.
}
unshared-not-saved = { $reason }
unshared-no-answer = L’hôte n’a pas encore répondu. S’il enregistre cette modification, elle apparaîtra ici d’elle-même : inutile de toucher de nouveau.
unshared-not-kept-here = L’hôte a enregistré cette modification, mais ce téléphone n’a pas encore pu en garder sa copie. Elle apparaîtra ici dès que ce téléphone sera à jour : inutile de toucher de nouveau.
unshared-not-hosting = Un autre téléphone a repris cette partie depuis : ce téléphone ne l’héberge plus. Rejoignez ce téléphone-là pour continuer.
share-stop-first = Arrêter le partage de cette partie ?
share-stop-first-body = On ne peut partager qu’une partie à la fois. Les autres téléphones gardent leur copie, et ce téléphone garde la partie comme l’une des siennes.
share-stop-first-yes = Arrêter le partage
share-keep-sharing = Continuer le partage
unshared-gathering = Pas encore enregistré : le téléphone qui reprend la partie attend encore les autres téléphones. Touchez de nouveau quand son joueur aura commencé à héberger.
share-gathering = Ce téléphone reprend la partie. Reliez-lui maintenant chacun des autres téléphones : la dernière modification de chacun s’affiche ci-dessous. Quand tous l’ont rejoint, touchez « { share-start-hosting } » ; aucune modification n’est enregistrée avant.
share-start-hosting = Commencer à héberger
share-facts-title = Téléphones reliés à celui-ci
# Variables:
#   $who (String) - who plays on that phone
#   $seq (Number) - the last change that phone holds
share-facts-line = { $who } : jusqu’à la modification { $seq }
# Variables:
#   $who (String) - who plays on the phone furthest ahead
#   $count (Number) - how many changes it holds that this phone lacks
share-facts-ahead = { $count ->
    [0] Le téléphone de { $who } n’a aucune modification que celui-ci n’a pas.
    [one] Le téléphone de { $who } a une modification que celui-ci n’a pas. Elle est ajoutée ici quand il rejoint la partie ; pour plus de sûreté, hébergez plutôt la partie depuis ce téléphone-là.
   *[other] Le téléphone de { $who } a { $count } modifications que celui-ci n’a pas. Elles sont ajoutées ici quand il rejoint la partie ; pour plus de sûreté, hébergez plutôt la partie depuis ce téléphone-là.
}
