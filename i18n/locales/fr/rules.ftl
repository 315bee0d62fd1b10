### Règles de Dialkeeper (français) : un titre et une courte explication par règle du catalogue.
### Les identifiants suivent le catalogue RULES.md (CORE, CAV, COL, CHR).

## Titres des chapitres

rules-chapter-core = Les règles de base
rules-chapter-cav = La cavalerie
rules-chapter-col = Les colosses
rules-chapter-chr = Les chars de guerre

## Jeu de base

rule-core-01 = Le cadran de combat
    .body = À chaque clic, le cadran de combat affiche les valeurs de vitesse, d’attaque, de défense et de dégâts de la figurine. La portée et le nombre de cibles sont imprimés sur le socle et ne changent pas quand le cadran tourne. Une valeur colorée signale une capacité spéciale sur ce clic.

rule-core-02 = Clic de départ
    .body = Chaque figurine entre en jeu sur le clic indiqué par son marqueur de départ. Les colosses peuvent commencer plus loin sur leurs cadrans, selon la valeur en points choisie.

rule-core-03 = Dégâts et soins
    .body = Chaque point de dégâts fait tourner le cadran d’un clic vers l’avant. Chaque point de soins le fait revenir d’un clic, sans jamais dépasser le marqueur de départ.

rule-core-04 = Élimination d’une figurine
    .body = Une figurine est éliminée dès que trois crânes apparaissent dans sa fente de caractéristiques. Le dernier clic de chaque cadran est toujours un clic de crânes.

rule-core-05 = Armée et nombre d’actions
    .body = Le total de construction d’une armée, somme des valeurs en points de ses figurines, ne peut pas dépasser la taille de la partie. Chaque joueur dispose d’une action par tour pour chaque tranche de 100 points : 2 actions dans une partie à 200 points.

rule-core-06 = Les types d’action
    .body = Une action peut être un déplacement, un combat rapproché, un combat à distance ou une action spéciale (une capacité optionnelle qui coûte une action) ; le joueur peut aussi passer. Chacun de ces choix consomme une des actions du tour, mais passer ne donne de jeton d’action à aucune figurine.

rule-core-07 = Jetons d’action et épuisement
    .body = Une figurine ne reçoit qu’une action par tour et prend un jeton d’action à chaque fois. Si elle porte encore un jeton de votre tour précédent, elle en reçoit un second et subit 1 dégât d’épuisement une fois l’action résolue ; avec deux jetons, elle ne peut plus recevoir d’action.
    .sources = Un résumé néerlandais des règles rédigé par des fans en 2001 décrit l’épuisement comme deux actions dans un même tour ; l’app suit les règles officielles plus récentes, où les jetons restent d’un tour à l’autre.
    .ruling = Une figurine ne reçoit jamais deux actions dans le même tour : s’épuiser, c’est recevoir une action en portant encore un jeton de votre tour précédent.

rule-core-08 = Retrait des jetons
    .body = À la fin du tour d’un joueur, on retire les jetons d’action de chacune de ses figurines qui n’a reçu aucune action pendant ce tour. Les figurines qui ont agi gardent leurs jetons.
    .ruling = Les jetons partent à la fin du tour du joueur qui contrôle la figurine : une unité de cavalerie dépend du joueur de son cavalier, et une monture sans cavalier qui agit pour le joueur en cours perd son jeton à la fin de chaque tour où elle n’a reçu aucune action.

rule-core-09 = Résoudre une attaque
    .body = Lancez 2d6 et ajoutez la valeur d’attaque : si le total égale ou dépasse la valeur de défense de la cible, l’attaque touche et inflige la valeur de dégâts de l’attaquant. Un 2 est un échec critique : l’attaque rate et l’attaquant subit 1 dégât. Un 12 est un coup critique : l’attaque touche et inflige 1 dégât de plus, et un 12 sur un jet de soins soigne un clic de plus.

rule-core-10 = Combat rapproché
    .body = Le combat rapproché exige le contact de socle avec la cible. Un attaquant au contact de l’arc arrière de sa cible ajoute 1 à son jet d’attaque.

rule-core-11 = Combat à distance
    .body = Pour tirer, il faut une portée supérieure à 0, aucun contact avec une figurine adverse, une cible dans l’arc frontal et une ligne de tir dégagée. Une figurine à plusieurs flèches de cible lance les dés une seule fois et compare le résultat à chaque cible ; chaque cible ne peut être choisie qu’une fois, et chaque cible touchée subit 1 dégât sauf mention contraire.

rule-core-12 = Se dégager
    .body = Une figurine au contact d’une figurine adverse lance 1d6 quand elle reçoit une action de déplacement. Sur 4 à 6 elle peut s’éloigner ; sur 1 à 3 elle reste sur place, mais peut encore pivoter.

rule-core-13 = Les formations
    .body = Deux figurines ou plus d’une même faction, toutes en contact de socle les unes avec les autres, peuvent agir ensemble pour une seule action : une formation de déplacement compte de 3 à 5 figurines et avance à la vitesse de son membre le plus lent, tandis qu’une formation de combat rapproché (2 ou 3 figurines) ou de combat à distance (3 à 5) a un attaquant principal qui reçoit +1 au jet d’attaque pour chaque autre membre. Chaque membre compte comme ayant reçu son action du tour et reçoit un jeton d’action : celui qui en portait déjà un s’épuise, et aucun ne peut porter deux jetons, être passager, prisonnier ou colosse, ni afficher Charge, Enchaînement ou Rapidité ; les unités de cavalerie ne se joignent qu’à d’autres unités de cavalerie. Un échec critique ne blesse que l’attaquant principal, qui garde aussi le prisonnier que la formation capture, et une figurine qui détient déjà un prisonnier ne rejoint qu’une formation de déplacement, en l’emmenant avec elle. Les Rejetons de mage n’ont pas de faction et ne forment jamais de formation, et l’app demande aux joueurs si tous les membres se touchent. Une formation de combat à distance tire sur un seul adversaire, et chacun de ses membres doit avoir une portée supérieure à 0 ; comme toute action, une formation peut utiliser celle qu’un jet de Commandement a ajoutée au tour.
    .sources = Un résumé néerlandais des règles rédigé par des fans en 2001 donne 3 à 5 figurines à une formation de déplacement dans son glossaire, mais 2 ou plus dans sa partie sur les formations ; l’app suit le glossaire.
    .ruling = Une formation de déplacement compte de 3 à 5 figurines, comme le dit le glossaire d’un résumé néerlandais des règles rédigé par des fans en 2001, bien que sa partie sur les formations laisse 2 figurines ou plus se déplacer ensemble : une règle maison en admet 2. L’attaquant principal reçoit +1 pour chaque autre membre, jamais pour lui-même ; sur ce point, l’app s’écarte de la formation de combat rapproché de ce résumé, qui compte chaque figurine au contact de l’adversaire, l’attaquant principal compris, comme le fait une autre règle maison. Une figurine qui a déjà reçu une action ce tour-ci ne peut pas se joindre à une formation, alors qu’une figurine portant encore le jeton du tour précédent le peut, et s’épuise.

rule-core-14 = La capture
    .body = La capture s’annonce avant une attaque de combat rapproché, et la cible gagne +2 en défense contre elle. Le prisonnier suit son geôlier à la vitesse la plus lente des deux et ne peut être ni visé ni blessé.
    .ruling = Un geôlier peut seulement se déplacer ou passer, et ni attaque à distance, ni effet de zone, ni Soins magiques ne peuvent l’atteindre. Un geôlier capturé à son tour libère son propre prisonnier, et un passager ne peut garder aucun prisonnier.

rule-core-15 = Les types de terrain
    .body = Le terrain plat est sans effet. Le terrain gênant arrête le déplacement dès qu’on y entre, divise la vitesse par deux et donne +1 en défense contre les tirs qui le traversent ; le terrain bloquant arrête à la fois le déplacement et la ligne de tir. Le terrain surélevé arrête le déplacement quand on y entre et donne +1 en défense contre les attaquants placés plus bas. L’eau peu profonde gêne et l’eau profonde bloque, mais seulement pour le déplacement. Un muret arrête la figurine qui l’atteint : elle le franchit lors d’un déplacement suivant, à la moitié de sa vitesse, et il compte comme terrain gênant pour les tirs.

rule-core-16 = Couleurs des capacités spéciales
    .body = Une valeur colorée sur le cadran indique la capacité spéciale de la figurine sur ce clic : la couleur, associée à la caractéristique qui la porte (vitesse, attaque, défense ou dégâts), désigne la capacité. La liste des capacités donne l’effet de chacune.
    .ruling = Charge et Enchaînement font du déplacement et de l’attaque une seule action, Démoralisé et Furtivité s’appliquent toujours, et là où le texte d’une capacité laisse place au doute, la lecture suivie par l’app figure sous cette capacité.
rule-core-17 = Figurines uniques
    .body = Une armée peut compter autant d’exemplaires d’une figurine que la taille de la partie le permet, sauf pour une figurine unique : celle-là n’y entre qu’une fois au plus. Plusieurs figurines uniques différentes peuvent servir ensemble, et votre adversaire a le droit d’aligner la même figurine unique que vous. L’app refuse un second exemplaire au lancement de la partie.
    .ruling = Deux figurines uniques portant le même nom comptent comme la même figurine, même si leurs numéros de collection diffèrent.
rule-core-18 = La fin de la partie
    .body = La partie s’arrête dès qu’un joueur a éliminé ou capturé toutes les figurines adverses, quand la durée fixée avant de jouer est écoulée, ou quand se réalise une autre condition de fin convenue à l’avance. Saisissez la durée et cette condition en préparant la partie. L’app tient le chronomètre (les pauses ne comptent pas), propose de terminer la partie quand elle voit une fin, et vous laisse la terminer vous-mêmes quand votre condition est remplie ou quand vous décidez d’arrêter.
    .ruling = Quand les dernières figurines de tous les camps tombent au même moment, personne n’a conquis le champ de bataille : les joueurs terminent la partie et les points décident.
rule-core-19 = Points de victoire
    .body = À la fin, chaque joueur marque la valeur en points de chaque figurine adverse qu’il a éliminée ou qu’il retient prisonnière : c’est la règle habituelle des jeux clix. Les règles officielles des colosses en ajoutent deux : un colosse encore en jeu peut rapporter des points à ses adversaires (COL-09), et les objectifs détenus départagent d’abord une égalité ; vous les saisissez donc en terminant la partie. L’app attribue les points d’une figurine au joueur pendant le tour duquel elle est tombée ; ceux d’une figurine tombée pendant le tour de son propre camp sont partagés à parts égales entre ses adversaires.
    .ruling = Les points d’une figurine tombée pendant le tour de son propre camp sont partagés à parts égales entre ses adversaires, arrondis à l’inférieur. À égalité de points, le joueur qui détient le plus d’objectifs l’emporte, et une égalité sur les deux est une victoire partagée.

## Cavalerie

rule-cav-01 = Montures et types de monture
    .body = Les montures sont des figurines à socle allongé. Chacune appartient à l’un des huit types : cheval de combat, griffon des nuages, oiseau-guerrier du désert, cerf à cornes, pégase, salamandre, dragon céleste ou fauve.

rule-cav-02 = Pas de rotation libre
    .body = Ni les montures ni les unités de cavalerie ne peuvent faire de rotation libre.

rule-cav-03 = Cavalier et bonus à l’attaque
    .body = Un cavalier porte un bonus à l’attaque inscrit dans un carré et au moins un symbole de monture ; il ne peut monter que des montures dont le type correspond à l’un de ses symboles. Ce bonus s’ajoute à toutes ses attaques, quel qu’en soit le type, mais seulement tant qu’il est en selle.

rule-cav-04 = Former une unité de cavalerie
    .body = On retire le cavalier de son socle pour le fixer sur la selle de la monture, puis on glisse son socle vide dans l’empreinte de socle de la monture. Seuls les cavaliers peuvent ainsi quitter leur socle.

rule-cav-05 = Déploiement de la cavalerie
    .body = Une monture entre toujours en jeu avec son cavalier, jamais seule. Les points de la monture et ceux du cavalier comptent tous deux dans le total de construction.

rule-cav-06 = Restrictions de la cavalerie
    .body = Une unité de cavalerie ne peut ni faire de rotation libre, ni capturer, ni être capturée, ni utiliser la compétence Élan. Elle n’est pas affectée par Vol puissant ni par Lévitation magique et n’utilise pas de capacité de sous-faction, sauf les Cavaliers noirs.

rule-cav-07 = Une seule figurine
    .body = La monture et son cavalier forment une seule figurine : ce qui touche l’unité touche les deux. Tous deux occupent le terrain où se trouve l’unité.

rule-cav-08 = Arc frontal du cavalier
    .body = Quand une capacité ou un objet du cavalier dépend de son arc frontal (Venin, Balayage…), c’est l’arc frontal de la monture qui compte tant qu’il est en selle.

rule-cav-09 = Une action par tour
    .body = Une unité de cavalerie ne peut recevoir qu’une seule action par tour.

rule-cav-10 = Pas d’épuisement pour la cavalerie
    .body = Quand une unité de cavalerie reçoit un second jeton d’action, elle ne subit pas de dégât d’épuisement.

rule-cav-11 = Déplacer une unité de cavalerie
    .body = Une action de déplacement n’utilise que la valeur de vitesse, les capacités et les compétences de la monture.

rule-cav-12 = Choisir le cadran qui agit
    .body = Pour un combat rapproché, un combat à distance ou une action spéciale, le joueur choisit le cadran du cavalier ou celui de la monture. Seules les capacités de la figurine choisie s’appliquent, plus les objets du cavalier si c’est lui qui agit.

rule-cav-13 = Objets et cavalerie
    .body = Un cavalier capable de porter des objets peut en ramasser ou en lâcher sans descendre de selle. Le jeton d’objet doit alors toucher le socle de la monture.

rule-cav-14 = Arc et point central en attaque
    .body = Pour ses actions de combat, une unité de cavalerie se sert de l’arc frontal et du point central de sa monture.

rule-cav-15 = Viser une unité de cavalerie
    .body = L’attaquant qui vise une unité de cavalerie choisit si l’attaque est résolue contre le cadran de la monture ou contre celui du cavalier.

rule-cav-16 = Ligne de tir et zones d’effet
    .body = La ligne de tir et les zones d’effet se mesurent depuis le point central de la monture. Une attaque à zone d’effet, comme Bombardement, inflige ses dégâts à chacun des deux cadrans, celui de la monture et celui du cavalier.

rule-cav-17 = Arc arrière de l’unité
    .body = Pour savoir si un bonus d’attaque par l’arrière s’applique, on utilise l’arc arrière de la monture.

rule-cav-18 = Épuisement d’une unité
    .body = Lorsqu’une unité de cavalerie subit des dégâts d’épuisement, le joueur qui la contrôle choisit le cadran qui les encaisse.

rule-cav-19 = Formations de cavalerie
    .body = Une formation qui compte une unité de cavalerie ne comprend que des unités de cavalerie, et leurs cavaliers doivent tous être de la même faction ; la faction des montures n’entre pas en compte.

rule-cav-20 = Élimination d’une unité
    .body = Si la monture est éliminée la première, le cavalier retrouve son socle et se place au contact de la monture, puis celle-ci est retirée ; sans place pour lui, les deux sont éliminés. Dès qu’une monture ou un cavalier est éliminé, tous les jetons d’action de l’unité sont retirés.

rule-cav-21 = Monture sans cavalier
    .body = Une monture sans cavalier agit selon son niveau d’intelligence, indiqué par la forme qui entoure son symbole de monture. Ombreux (cercle) : si elle n’a toujours pas de cavalier quand commence la phase de fin d’un joueur, quel qu’il soit, elle quitte la partie. Indépendant (pentagone) : elle reçoit des actions normalement. Méchant (carré) : si elle n’a pas de cavalier quand commence la phase de commandement d’un joueur, elle se range de son côté pour ce tour et devient l’adversaire de tous les autres.
    .sources = Pour Ombreux, le glossaire des règles de cavalerie dit « à la fin de la phase de fin », le texte des règles « au début » ; l’app suit le texte des règles.
    .ruling = Une monture ombreuse sans cavalier ne reçoit aucune action : les règles de cavalerie ne disent que de la monture indépendante qu’elle agit normalement. Seule exception, le tour où son cavalier met pied à terre : les règles permettent alors de donner une action au cavalier comme à la monture.

rule-cav-22 = Mettre pied à terre
    .body = Donnez une action spéciale à l’unité, mais aucun jeton d’action, et retirez tous ses jetons. Le cavalier retrouve son socle et se place au contact de la monture ; l’un et l’autre peuvent encore recevoir une action ce tour-ci. C’est impossible s’il n’y a pas de place pour le cavalier.

rule-cav-23 = Remonter en selle
    .body = Un cavalier pied à terre au contact d’une monture amie sans cavalier, dont le type correspond à l’un de ses symboles, reçoit une action spéciale et monte en selle. La nouvelle unité prend un jeton d’action et peut encore recevoir une action ce tour-ci. Ce jeton s’ajoute à ceux que la monture porte déjà : on ne remonte pas sur une monture qui porte deux jetons, et une unité qui en porte alors deux ne peut pas agir.

rule-cav-24 = Se déplacer et attaquer en une action
    .body = Si une compétence fait se déplacer puis attaquer l’unité en une seule action, la monture comme le cavalier peuvent se servir des capacités qui exigent ce genre d’action, sauf interdiction de la compétence.

rule-cav-25 = Compétence Monte
    .body = Une attaque à distance résolue contre le cadran du cavalier subit −2 à sa valeur d’attaque.

rule-cav-26 = Compétence Empalement
    .body = Le cavalier ne peut pas utiliser Maître d’armes. Quand il touche une seule cible au combat rapproché, il inflige 2 dégâts de plus.

rule-cav-27 = Enchaînement avec monture
    .body = Par une action de combat à distance, alors qu’elle n’est au contact d’aucune figurine adverse, l’unité se déplace jusqu’au maximum de sa valeur de vitesse avec le cadran de la monture. Elle fait ensuite une attaque à distance avec le cadran du cavalier.

rule-cav-28 = Charge avec monture
    .body = Par une action de combat rapproché, alors qu’elle n’est au contact d’aucune figurine adverse, l’unité se déplace jusqu’au maximum de sa valeur de vitesse avec le cadran de la monture. Elle fait ensuite une attaque de combat rapproché avec le cadran de votre choix.

rule-cav-29 = Compétence Submersion
    .body = Par une action de déplacement, sans contact adverse au départ et sans capacité de vitesse, l’unité doit finir au contact d’exactement une unité de cavalerie adverse. Lancez 1d6 et ajoutez le bonus à l’attaque du cavalier : sur 6 ou plus, le cavalier adverse est désarçonné, et il est éliminé si on ne peut le poser nulle part.

rule-cav-30 = Compétence Piétinement
    .body = Par une action de déplacement au niveau du sol, sans Double-temps, l’unité se déplace en une seule ligne droite, en sortant par l’arc frontal de la monture, et peut passer sur les socles des autres figurines. Chaque figurine au sol dont le socle est traversé subit 1 dégât.

rule-cav-31 = Cavaliers noirs
    .body = Chez les Cavaliers noirs, cavalier et monture s’associent par numéro de collection (le #121a ne monte que le #121b), pas par symbole, et ne peuvent ni mettre pied à terre ni être désarçonnés. La monture ne peut pas être éliminée tant que son cavalier n’est pas éliminé : si trois crânes apparaissent sur elle, son cadran revient au marqueur de départ. Si le cavalier est éliminé ou retiré, son socle quitte l’empreinte mais la figurine reste en selle. Les Cavaliers noirs gardent leurs capacités de sous-faction une fois montés.

rule-cav-32 = Noire unité
    .body = Au début de votre phase de commandement, vous pouvez infliger 1 dégât d’épuisement au cavalier d’une unité des Cavaliers noirs pour soigner sa monture d’un clic. Une seule fois par phase de commandement.

rule-cav-33 = Allié de la nature
    .body = La ligne de tir de ce guerrier de l’Armée de Wylden ignore les terrains gênants et masquants, et les cibles de ses tirs les traitent comme du terrain plat. Il gagne +1 en défense lorsqu’il se trouve en terrain gênant.

rule-cav-g = Glossaire de la cavalerie
    .body = Les règles de la cavalerie apportent de nouveaux termes, comme empreinte de socle, selle, symbole de monture, bonus à l’attaque du cavalier et les niveaux d’intelligence ombreux, indépendant et méchant. Ils sont définis dans le glossaire, sous Cavalerie.

## Colosses

rule-col-01 = Quatre sections
    .body = Un colosse se compose de quatre sections (avant, gauche, droite et arrière), chacune dotée de son propre cadran de combat.

rule-col-02 = Valeur en points d’un colosse
    .body = Plusieurs valeurs en points sont imprimées sous le socle du colosse. En composant l’armée, le joueur en choisit une et tourne chaque cadran du nombre de clics indiqué depuis sa position de départ.

rule-col-03 = Restrictions des colosses
    .body = Un colosse ne capture pas et ne peut pas être capturé, n’entre pas en formation, n’utilise ni Double-temps ni Élan et ne revient pas en jeu par Nécromancie, Invocation ou la capacité de sous-faction Rappel. Il ignore les Soins, Étreinte, Confusion magique, Gel magique, Soins magiques, Lévitation magique, Vol puissant, Terreur, Bricoleur et Venin des autres figurines, et le Piétinement ne l’affecte pas. Il n’a pas d’arc arrière, ne rate son dégagement que sur un 1 (sans pouvoir pivoter alors) et ne peut pas être la cible d’enchantements. Aucun domaine, objet ou sort ne peut le faire passer d’ami à adverse, ni l’inverse.

rule-col-04 = Sections actives et inactives
    .body = Tout le bord extérieur d’une section lui sert d’arc. Une section qui affiche encore des valeurs (les crânes y valent 0) est active ; avec trois crânes, elle devient inactive et ne subit plus de dégâts.

rule-col-05 = Élimination d’un colosse
    .body = Un colosse est éliminé dès que six crânes au total apparaissent sur ses sections, même si les quatre sont encore actives.

rule-col-06 = Actions d’un colosse
    .body = Un colosse peut recevoir plusieurs actions par tour, au plus une par section active, et il ne prend qu’un jeton d’action, après la première. Une fois qu’il a commencé à agir, toutes ses actions se résolvent avant qu’une autre figurine en reçoive une. Ses déplacements passent avant tout combat ou action spéciale, et après l’un de ceux-ci il ne peut plus se déplacer ce tour-ci.

rule-col-07 = Contact avec un colosse
    .body = Les cadrans qui dépassent du socle d’un colosse comptent comme partie du socle pour le contact.

rule-col-08 = Colosse et objectifs
    .body = Un colosse ne peut pas finir un déplacement au contact de plus d’un jeton d’objectif. Il ne contrôle ou ne conteste donc jamais plus d’un objectif.

rule-col-09 = Points d’un colosse en fin de partie
    .body = En fin de partie, si aucun joueur ne contrôle plus d’objectifs qu’un autre, les adversaires peuvent marquer des points pour un colosse encore en jeu qui affiche 3, 4 ou 5 crânes. Un adversaire unique marque la moitié de sa valeur, arrondie à l’inférieur ; avec plusieurs adversaires, cette moitié est divisée par leur nombre, arrondie à l’inférieur, et chacun marque ce résultat.

rule-col-10 = Mesurer depuis le centre
    .body = Toutes les distances vers un colosse ou depuis lui se mesurent à partir de son centre.

rule-col-11 = Dégâts sans section désignée
    .body = Les dégâts qui ne visent aucune section précise, comme les dégâts d’épuisement, vont à la section choisie par le joueur qui contrôle le colosse.

rule-col-12 = Capacités par section
    .body = Les capacités d’une section ne valent que pour cette section. Exception : un type de déplacement Aile ou Vague, ou les capacités Vol ou Miroitement, présents sur une section valent pour tout le colosse.

rule-col-13 = Effets sur un colosse
    .body = Les capacités, objets, reliques et sorts des autres figurines n’affectent que la section avec laquelle elles sont en contact.

rule-col-14 = Déplacement d’un colosse
    .body = Un colosse peut pivoter sur son centre puis avancer en ligne droite, ou bien reculer en ligne droite sans pivoter. Plusieurs actions de déplacement d’un même tour forment un seul déplacement, dont la longueur est la somme des vitesses des sections concernées. Il ignore les socles de toutes les figurines sauf des autres colosses, et s’arrête si son trajet en toucherait un.
    .ruling = Un colosse n’utilise jamais Charge ni Enchaînement : son déplacement est le seul déplacement en ligne droite que forment les actions de déplacement de ses sections, et ses attaques viennent ensuite.

rule-col-15 = Gabarit de déplacement
    .body = On pose le gabarit là où le colosse doit s’arrêter ; le trajet est la ligne qui relie le centre du colosse au centre du gabarit. Tous les joueurs doivent être d’accord sur ce trajet avant de déplacer la figurine.

rule-col-16 = Dégagement d’un colosse
    .body = Un colosse qui reçoit une action de déplacement doit se dégager si l’une de ses sections, active ou non, touche une figurine adverse. Un seul jet suffit, quel que soit le nombre de sections au contact.

rule-col-17 = Combat rapproché d’un colosse
    .body = La cible d’une attaque de combat rapproché doit être en contact de socle avec la section active qui a reçu l’action de combat rapproché.

rule-col-18 = Combat à distance d’un colosse
    .body = Une section active peut tirer si elle a une portée, une valeur d’attaque supérieure à 0 et aucun contact adverse. La ligne de tir part du centre du colosse et doit traverser cette section.

rule-col-19 = Attaque à longue portée
    .body = Quand un titan, un colosse ou une section de château tire sur un titan, un colosse ou une section de château, il peut doubler sa portée. Il subit alors −2 à sa valeur de dégâts pour cette attaque.

rule-col-20 = Attaquer un colosse au contact
    .body = Il faut toucher une section active ; si l’attaquant vise une section inactive, il choisit à la place une section active. Un attaquant au contact de deux sections laisse le joueur qui contrôle le colosse choisir laquelle est attaquée. Les figurines amies de l’attaquant au contact de n’importe quelle section peuvent utiliser la compétence Prise de flanc.

rule-col-21 = Tirer sur un colosse
    .body = La ligne de tir doit traverser une section active ; si elle traverse une section inactive, l’attaquant choisit une section active à la place. Une section au contact d’une figurine amie de l’attaquant ne peut pas être touchée, et si la ligne suit la limite entre deux sections, c’est le joueur qui contrôle le colosse qui choisit. Si la section choisie ne peut pas être affectée, l’attaque n’a pas lieu et l’action doit servir à autre chose.

rule-col-22 = Zones d’effet et colosses
    .body = Si le centre du colosse est dans la zone, une seule section est touchée : celle que traverse la ligne tirée du centre de la zone au centre du colosse. Si elle est inactive, l’attaquant choisit une section active ; si la ligne suit la limite entre deux sections ou si les deux centres coïncident, c’est le joueur qui contrôle le colosse qui choisit. Cela vaut aussi pour les zones des reliques, objets et sorts.

rule-col-g = Glossaire des colosses
    .body = Les règles des colosses emploient des termes comme section, section active et inactive, valeur en points et attaque à longue portée. Leurs définitions figurent dans le glossaire, sous Colosses et chars de guerre.

## Chars de guerre

rule-chr-01 = Qu’est-ce qu’un char de guerre ?
    .body = Un char de guerre est un colosse capable de transporter un passager. On le reconnaît à son type de déplacement Roue.

rule-chr-02 = Déplacement d’un char
    .body = Un char de guerre se déplace comme un colosse, à ceci près qu’il ne peut jamais reculer en ligne droite.

rule-chr-03 = Le compartiment arrière
    .body = Le compartiment arrière accueille une seule figurine amie, le passager. Les colosses, les titans et les figurines à déplacement Fer à cheval ne peuvent pas y monter. Un char peut commencer la partie avec son passager.

rule-chr-04 = Statut du passager
    .body = Le passager n’est au contact de rien : ni du char, ni des figurines qui le touchent, ni d’aucun jeton. Son camp ne peut pas être changé ; il reçoit ses propres actions et jetons d’action, indépendants de ceux du char. Ses capacités de vitesse sont ignorées et il reste à bord jusqu’à ce qu’il débarque.

rule-chr-05 = Embarquer dans un char
    .body = Un guerrier ami dont la vitesse est supérieure à 0, qui n’est pas un Gardien et qui touche une section latérale ou la section arrière d’un char ami, peut y embarquer par une action de déplacement. On le pose alors dans le compartiment arrière : il devient le passager.

rule-chr-06 = Débarquer d’un char
    .body = Un passager dont la vitesse est supérieure à 0 quitte le char quand il reçoit une action de déplacement : on le place au contact d’une section latérale ou de la section arrière.

rule-chr-07 = Objets du passager
    .body = Un objet lâché par le passager, ou qu’il portait au moment d’être éliminé, se pose au contact d’une section latérale ou arrière du char.

rule-chr-08 = Arc du passager
    .body = L’arc frontal du passager couvre les deux sections latérales et la section arrière. Il ne peut jamais viser ni affecter son propre char.

rule-chr-09 = Combat rapproché du passager
    .body = Le passager peut faire des attaques de combat rapproché contre les figurines en contact de socle avec son arc. Il ne peut jamais devenir un Gardien.

rule-chr-10 = Tir du passager
    .body = Le passager ne peut tirer que si le char ne s’est pas déplacé ce tour-ci, en traçant la ligne de tir depuis le centre du char. Une portée supérieure à 8 compte pour 8, et son propre socle ne bloque jamais sa ligne de tir. Il ne peut pas viser une figurine adverse au contact du char.

rule-chr-11 = Blesser un passager
    .body = Rien de ce qui inflige des dégâts ou soigne n’affecte directement le passager. Mais chaque fois qu’une attaque inflige au moins 1 dégât à une section latérale ou arrière, l’attaquant lance 1d6 : sur 5 ou 6, le passager subit les mêmes dégâts que la section, après les réductions de celle-ci, puis les siennes. Exemple : 4 dégâts réduits à 3 par la Robustesse de la section, un 5 au dé, et le passager subit 3 dégâts, ou 2 s’il a lui aussi Robustesse.
    .ruling = Les dégâts d’épuisement et ceux de son propre échec critique atteignent quand même un passager, car aucune attaque, capacité, objet, sort ni domaine ne les inflige ; aucun soin, quel qu’il soit, ne l’atteint, pas même sa propre Régénération ni son Vampirisme. Une Onde de choc ne tient compte des capacités spéciales de défense d’aucune autre figurine : contre elle, la Robustesse ou l’Invulnérabilité du passager ne s’appliquent pas non plus.

rule-chr-12 = Quand le char est éliminé
    .body = Quand le char est éliminé, on place le passager avec son centre à l’endroit où se trouvait celui du char, orienté au choix du joueur qui le contrôle. Il subit ensuite 1d6 dégâts.

rule-chr-g = Glossaire des chars de guerre
    .body = Les règles des chars de guerre emploient les termes char de guerre, passager, embarquer, débarquer et compartiment arrière. Ils sont définis dans le glossaire, sous Colosses et chars de guerre.
