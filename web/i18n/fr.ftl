# sidestep en français : les mêmes ids que en.ftl (docs/languages.md : glossaire et règles).

page-title = sidestep · bac à sable d’évitement d’obstacles
page-description =
    .content = Peignez des murs, placez des obstacles et des agents, et regardez les algorithmes d’évitement d’obstacles décider, pas à pas.
skip-links =
    .aria-label = Liens d’évitement
skip-world = Aller au monde
skip-words = Aller au monde en mots
skip-panel = Aller au panneau
lessons-open = Leçons
    .title = Leçons guidées : une par article, pas à pas, avec des tâches à essayer
tools-bar =
    .aria-label = Outils d’édition
undo-group =
    .aria-label = Annuler et rétablir
undo =
    .title = Annuler (Ctrl+Z)
    .aria-label = Annuler
redo =
    .title = Rétablir (Ctrl+Maj+Z)
    .aria-label = Rétablir
run-group =
    .aria-label = Commandes de l’exécution
run-reset =
    .title = Relancer la scène telle qu’elle est maintenant, chaque agent à son départ (R). Origine (Home) revient plutôt au pas 0 de cette exécution.
    .aria-label = Relancer
run-reset-label = Relancer
run-step =
    .title = Un pas (→)
    .aria-label = Pas
run-step-label = Pas
run-play =
    .title = Lecture / pause (Espace)
    .aria-label = Lecture
run-play-label = Lecture
run-pace =
    .title = Pas par seconde pendant la lecture (l’indicateur de cadence dit comment cela se compare au temps réel)
run-pace-label = Cadence
run-pace-select =
    .aria-label = Pas par seconde pendant la lecture
run-share =
    .title = Copier un lien qui rouvre cette scène à ce pas, avec ces calques
    .aria-label = Partager le lien
run-share-label = Partager le lien
run-present =
    .title = Mode présentation : gros caractères, le canevas et pourquoi l’agent sélectionné bouge, côte à côte, pour un projecteur (P)
run-present-label = Présenter
open-full = Ouvrir dans sidestep ↗
language =
    .title = La langue de la page (gardée dans ce navigateur ; un lien partagé s’ouvre dans la langue de qui le lit)
language-select =
    .aria-label = Langue
world =
    .aria-label = Le monde : grille, obstacles et agents
errors-close =
    .aria-label = Fermer
errors-unchanged = Rien n’a été modifié : la scène actuelle est telle qu’elle était.
zoom-group =
    .aria-label = Zoom
zoom-out =
    .title = Zoom arrière (−, ou la molette)
    .aria-label = Zoom arrière
zoom-in =
    .title = Zoom avant (+, ou la molette)
    .aria-label = Zoom avant
zoom-fit = Ajuster
    .title = Montrer le monde entier (F)
paint-bar =
    .aria-label = Peinture : mode, taille du pinceau et motifs
paint-modes =
    .aria-label = Mode de peinture
paint-brush = Pinceau
paint-brush-select =
    .aria-label = Taille du pinceau en cases
paint-maze = Labyrinthe
    .title = Remplacer les murs par un labyrinthe tiré d’une graine (la graine est gardée dans la scène et son lien) ; encore une fois pour un autre
paint-rooms = Pièces
    .title = Remplacer les murs par des pièces tirées d’une graine, reliées par des portes ; encore une fois pour d’autres
legend =
    .aria-label = Couleurs des agents par comportement
compare-bar =
    .aria-label = Comparer
compare-shown =
    .aria-label = Comment les variantes sont montrées
compare-side = Côte à côte
    .title = Chaque variante dans son propre volet, disposés pour donner aux mondes le plus de place
compare-overlay = Superposées
    .title = Toutes les variantes dans un seul monde, chacune de sa couleur, avec ses traces
compare-picture = Image
    .title = Ce que montre la scène (chaque volet, ou la superposition) en une image PNG à 2× pixels
compare-leave = Modifier la scène
    .title = Revenir à l’édition de la scène (l’ensemble de comparaison est gardé)
compare-table =
    .aria-label = Les mesures de chaque variante, sur les agents qu’elle change
compare-table-box =
    .aria-label = Le tableau des mesures (défilant)
drop-hint = Déposez un fichier de scénario (.json), un lien enregistré, un cas de test SteerSuite (.xml) ou un .map et un .scen de Moving AI pour les ouvrir
timeline =
    .aria-label = Frise
timeline-back =
    .title = Reculer d’un pas (← ; Maj+← dix)
    .aria-label = Reculer de 1 pas
timeline-scrub =
    .aria-label = Pas de l’exécution : faites glisser pour avancer et reculer
charts-toggle = Courbes
    .title = Courbes de l’exécution : les valeurs de l’agent sélectionné et les décomptes de l’exécution au fil du temps (C)
charts =
    .aria-label = Courbes de l’exécution
charts-agent = Agent
charts-agent-select =
    .aria-label = L’agent dont les valeurs sont tracées
charts-hint = survolez pour voir un pas, cliquez ou faites glisser pour y aller
charts-csv = CSV
    .title = Chaque série en CSV : une ligne par pas
charts-png = PNG
    .title = Ces courbes en image PNG
charts-canvas =
    .aria-label = Courbes : valeurs au fil des pas de l’exécution ; survolez ou faites glisser pour parcourir la frise
panel =
    .aria-label = Panneau : le monde en mots, la scène, la sélection et l’exécution
sheet-title = Scène, agent sélectionné et événements
why-dock =
    .aria-label = La sélection : ce qu’elle fait et pourquoi
selection-none = Cliquez sur un agent ou un cercle (outil Sélection) pour voir ce qu’il fait et pourquoi.
describe-heading = Le monde en mots
describe-agents =
    .aria-label = Agents : Entrée en sélectionne un
describe-panes =
    .aria-label = Les volets de la comparaison
announce-say = Dire
announce-say-select =
    .aria-label = Dire : ce qui est annoncé après chaque pas
announce-playing = En lecture
announce-playing-select =
    .aria-label = En lecture : à quelle fréquence c’est dit
sound-toggle = Son
    .title = Entendre les capteurs de l’agent sélectionné : chaque rayon qui touche est un son, plus aigu et plus fort à mesure qu’il approche, à gauche ou à droite ; un clic à une collision, un accord à l’arrivée (H)
scene-heading = Scène
scene-more = Afficher plus
settings-summary = Réglages de la scène
settings-title = titre
settings-title-input =
    .aria-label = Titre de la scène
settings-description = description
settings-description-input =
    .aria-label = Description de la scène
settings-dt = dt (s)
settings-dt-input =
    .aria-label = Pas de temps en secondes
settings-max-steps = pas max.
settings-max-steps-input =
    .aria-label = Limite de pas
settings-seed = graine
settings-seed-input =
    .aria-label = Graine des nombres aléatoires du cœur
settings-at-goal =
    .title = reste : un agent qui atteint son but s’y arrête, un corps que les autres doivent contourner. part : il quitte le monde, comme SteerSuite désactive un agent à son but.
settings-at-goal-label = au but
settings-at-goal-select =
    .aria-label = Ce que fait un agent à son but
settings-at-goal-stay = reste
settings-at-goal-leave = part
settings-note = Le pas de temps, la limite de pas, la graine et ce que font les agents à leur but changent à partir du pas actuel, comme une modification dans l’exécution ; Relancer (R) après un changement exécute toute la scène avec eux. La taille de la grille est sous Modifier.
compare-toggle = Comparer
    .title = Montrer l’ensemble de comparaison de la scène côte à côte sur une même horloge, ou revenir à l’édition de la scène
compare-edit = Comparer…
    .title = Choisir 2 à 4 variantes de cette scène à exécuter côte à côte
examples = Exemples
examples-open = Ouvrir un exemple…
gallery-open = Galerie
    .title = Tous les exemples par article, avec une image et une ligne sur ce qu’ils montrent (G)
my-scenes-heading = Mes scènes
my-scenes-name =
    .aria-label = Nom sous lequel enregistrer la scène
    .placeholder = Nom (ou le titre de la scène)
my-scenes-save = Enregistrer
    .title = Garder cette scène, telle qu’elle est, dans ce navigateur
my-scenes-list =
    .aria-label = Scènes gardées dans ce navigateur
selected-heading = Sélection : réglages
selected-explain = Expliquer les réglages
    .title = Montrer sous chaque réglage ce qu’il fait (pratique au doigt ; les mêmes mots que les infobulles)
events-heading = Événements
events-show = Afficher
events-list =
    .aria-label = Événements de l’exécution : cliquez sur l’un d’eux pour aller à son pas
events-pause-on =
    .aria-label = Mettre la lecture en pause au prochain événement de ces types
events-pause-on-label = Pause sur
overlays-heading = Calques
run-heading = Exécution
edit-heading = Modifier
edit-grid = Grille
edit-grid-width =
    .aria-label = Largeur de la grille en cases
edit-grid-height =
    .aria-label = Hauteur de la grille en cases
edit-resize = Redimensionner
edit-clear-walls = Effacer les murs
edit-clear-all = Tout effacer
edit-import = Importer…
    .title = Ouvrir un fichier de scénario (ou le déposer sur la page)
edit-export = Exporter
    .title = Enregistrer cette scène comme fichier de scénario
edit-one-file = Un fichier
    .title = Enregistrer cette scène (ou la leçon en cours) comme un seul fichier HTML qui s’ouvre dans tout navigateur, hors ligne
edit-picture = Image
    .title = Enregistrer ce que montre le canevas en image PNG
edit-animation = Animation…
    .title = Enregistrer une plage de pas de l’exécution en GIF animé (ou en vidéo WebM)
edit-game-code = Utiliser dans votre jeu…
    .title = La scène et l’agent sélectionné, avec ses réglages actuels, en code pour les paquets npm et CMake de sidestep
glossary-heading = Glossaire
glossary-pproxy = P-proxy
glossary-pproxy-text = D’une case, pour une anticipation de P pas : la plus petite distance à la cible depuis toute case atteignable à partir d’elle en au plus P pas par des cases libres (cases bloquées : <i>blocked</i>). Un agent n-proxy passe au voisin de plus petit P-proxy. P = 0, c’est le glouton (greedy) simple.
glossary-pstep = P-step
glossary-pstep-text = D’une case : le nombre de pas d’elle à la cible quand il vaut au plus P, sinon « au-delà de P ». Il départage des voisins de même P-proxy, si bien qu’un agent à P pas ou moins de sa cible y entre tout droit.
glossary-tie = Égalité, ordre fixe
glossary-tie-text = Quand des voisins partagent la plus petite valeur, le P-step les classe (si cette règle est active) ; ce qui reste à égalité va au premier de haut, bas, gauche, droite.
glossary-stop = Arrêt au retour
glossary-stop-text = Une correction de n-proxy : un agent dont la prochaine case serait celle qu’il vient de quitter s’y arrête au lieu de faire des allers-retours.
glossary-emergency = Urgence T
glossary-emergency-text = Moustaches (whiskers) : pour chaque rayon, T = 1 − d / L, où d est la distance à son impact et L la longueur du rayon (0 : rien vu, 1 : contact). Le braquage croît linéairement avec le plus grand T, le freinage avec T².
glossary-influence = Influence
glossary-influence-text = Antennes (feelers) : 1 quand une antenne latérale touche (2 quand l’antenne centrale touche aussi), lissée dans le temps. La commande latérale est l’influence gauche − droite : deux côtés égaux s’annulent à 0.
glossary-interest = Intérêt
glossary-interest-text = Pilotage par contexte (context) : à quel point chacune des N directions mène là où l’agent veut aller (le but, ou son chemin), de 0 à 1.
glossary-danger = Danger
glossary-danger-text = Pilotage par contexte : ce qu’un rayon dans cette direction voit sur le chemin, dans sa portée : 1 masque l’intérêt de la case (masque), ou un score en est soustrait (selon la distance).
glossary-collision = Collision, contact
glossary-collision-text = Un chevauchement du corps d’un agent avec un obstacle (collision) ou un autre agent (contact), compté une fois jusqu’à ce que le corps soit de nouveau dégagé de 0,05 u. Les agents n’ont pas de collisionneur : les chevauchements sont comptés, pas empêchés.
keys-heading = Touches
keys-all = Tous les raccourcis (?)
    .title = Tous les raccourcis (?)
keys-run = <kbd>Space</kbd> lecture/pause · <kbd>→</kbd> pas · <kbd>←</kbd> retour (<kbd>Shift</kbd> dix) · <kbd>Home</kbd> <kbd>End</kbd> premier et dernier pas · <kbd>R</kbd> relancer ·
keys-rest = outils · <kbd>N</kbd> agent suivant · sur le monde : les flèches déplacent le curseur d’édition, <kbd>Enter</kbd> applique l’outil · <kbd>H</kbd> son · <kbd>Del</kbd> supprimer · <kbd>Esc</kbd> désélectionner · <kbd>Ctrl</kbd>+<kbd>Z</kbd> annuler · <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> rétablir · molette ou pincement : zoom · glisser du bouton central, <kbd>Space</kbd>+glisser, deux doigts ou <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd> : déplacer · <kbd>+</kbd> <kbd>−</kbd> zoom · <kbd>F</kbd> ajuster · <kbd>C</kbd> courbes · <kbd>G</kbd> galerie · <kbd>E</kbd> scripts · <kbd>P</kbd> présenter · mode conduite : flèches ou <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
compare-editor-title = Comparer des variantes de cette scène
compare-editor-cancel =
    .aria-label = Fermer sans modifier
compare-editor-intro = Chaque variante est la scène avec les agents choisis modifiés : un autre comportement, et/ou un réglage. Elles s’exécutent côte à côte sur une même horloge, avec leurs mesures dans un tableau.
compare-presets = Tout prêts
compare-presets-select =
    .aria-label = Un ensemble de variantes tout prêt
compare-presets-pick = Choisir un ensemble…
compare-presets-rays = whiskers, feelers, raycast, context (l’agent sélectionné, ou tous)
compare-presets-grid = greedy et nproxy
compare-presets-pstep = n-proxy : règle P-step désactivée puis activée
compare-presets-p37 = n-proxy : P = 3 et P = 7
compare-presets-avoid = tel quel, et en orca
compare-presets-routes = sans itinéraire, un itinéraire sur la grille, un itinéraire à angles libres
compare-col-label = étiquette
compare-col-agents = agents
compare-col-behaviour = comportement
compare-col-route = itinéraire
compare-col-setting = réglage
compare-col-value = valeur
compare-add = + variante
compare-apply = Comparer
shortcuts-title = Raccourcis clavier
shortcuts-close =
    .aria-label = Fermer les raccourcis
sc-space = lecture / pause (maintenue : glisser pour déplacer)
sc-arrows = un pas en avant / en arrière (avec <kbd>Shift</kbd> : dix)
sc-home = pas 0 / le dernier pas calculé
sc-reset = relancer : la scène telle qu’elle est, depuis le pas 0
sc-tab = la commande suivante / précédente (le monde est un seul arrêt ; les liens d’évitement viennent d’abord)
sc-next = sélectionner l’agent suivant / précédent (il est annoncé)
sc-esc = désélectionner ; reposer ce que tient le clavier ; fermer un dialogue
sc-cursor-keys = flèches (sur le monde, avec un outil d’édition)
sc-cursor = déplacer le curseur d’édition (avec <kbd>Shift</kbd> : cinq cases)
sc-apply-keys = <kbd>Enter</kbd> <kbd>Space</kbd> (sur le monde, avec un outil d’édition)
sc-apply = appliquer l’outil au curseur (Espace une fois que les flèches l’ont déplacé ; avant, Espace lance la lecture) : peindre ou effacer une case, placer un cercle, placer un agent (puis aller à son but et <kbd>Enter</kbd> de nouveau), ajouter un point de chemin ; une ligne ou un rectangle se termine au second <kbd>Enter</kbd>
sc-hold-keys = <kbd>Enter</kbd> (sur le monde, avec Sélection)
sc-hold = saisir l’agent sélectionné (<kbd>Shift</kbd>+<kbd>Enter</kbd> : son but), un cercle ou un point de chemin ; les flèches le déplacent, <kbd>Enter</kbd> le pose, <kbd>Esc</kbd> le remet en place
sc-radius-keys = <kbd>+</kbd> <kbd>−</kbd> (un cercle sélectionné)
sc-radius = son rayon plus / moins 0,25 u (avec <kbd>Shift</kbd> : 1 u)
sc-sound = entendre les capteurs de l’agent sélectionné (oui / non)
sc-delete = supprimer la sélection
sc-undo = annuler / rétablir
sc-zoom = zoom avant, arrière (aucun cercle sélectionné), ajuster le monde entier (aussi la molette, ou un pincement)
sc-pan = déplacer la vue vers le haut, la gauche, le bas, la droite d’un huitième (avec <kbd>Shift</kbd> : la moitié)
sc-charts = courbes
sc-gallery = la galerie d’exemples (les flèches déplacent, <kbd>Enter</kbd> ouvre, <kbd>Esc</kbd> ferme)
sc-scripts = l’éditeur de scripts (le script de l’agent sélectionné ; <kbd>Ctrl</kbd>+<kbd>Enter</kbd> applique, <kbd>Esc</kbd> ferme)
sc-present = mode présentation : gros caractères, le canevas et pourquoi l’agent sélectionné bouge, côte à côte (aussi <code>?present=1</code>)
sc-drive-keys = flèches, <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
sc-drive = conduire l’agent en mode conduite
sc-help = cette fiche
sc-note = Les touches marchent quelle que soit la dernière commande utilisée, sauf pendant la saisie dans un champ de texte ou de nombre.

tool-select = Sélection
    .hint = Faites glisser agents, buts et cercles. Faites glisser la poignée d’un cercle sélectionné pour le redimensionner. Suppr retire la sélection.
tool-wall = Murs
    .hint = Faites glisser pour peindre des cases bloquées (glisser du bouton droit efface). Libre, Ligne ou Rect. et la taille du pinceau sont dans la barre au-dessus du canevas ; Labyrinthe et Pièces tracent un motif tiré d’une graine.
tool-erase = Gomme
    .hint = Faites glisser pour vider des cases bloquées. Libre, Ligne ou Rect. (toute une zone) et la taille du pinceau sont dans la barre au-dessus du canevas.
tool-circle = Cercle
    .hint = Appuyez et faites glisser pour tracer un obstacle circulaire. Faites glisser un cercle existant pour le déplacer.
tool-agent = + Agent
    .hint = Appuyez au départ et faites glisser jusqu’au but. Le menu à côté de cet outil choisit le comportement (les comportements de grille s’alignent sur les cases).
tool-path = Chemin
    .hint = Cliquez pour ajouter des points à un chemin (un nouveau, ou l’ouvert sélectionné) ; cliquez sur son premier point pour fermer la boucle ; faites glisser les points pour les déplacer ; Suppr retire le point sélectionné.
tool-delete = Supprimer
    .hint = Cliquez sur un agent, un cercle ou un point de chemin pour le retirer.
tool-terrain = Terrain
    .hint = Faites glisser pour élever, abaisser ou aplanir le sol sous le disque (la barre au-dessus du canevas choisit lequel, son rayon et sa force). Seules les antennes sentent les hauteurs ; les autres comportements gardent leurs règles 2D.
new-behavior =
    .title = Comportement des nouveaux agents
new-behavior-script = { $name } (un nouveau script)
new-behavior-grid = { $name } (grille)
tool-names = outils : { $names }
paint-free = Libre
    .hint = faites glisser pour peindre
paint-line = Ligne
    .hint = faites glisser d’un bout à l’autre
paint-rect = Rect.
    .hint = faites glisser d’un coin à l’opposé : les murs tracent le contour, la gomme vide la zone
brush-size = { $size } × { $size }
play-label = Lecture
pause-label = Pause
present-label = Présenter
present-stop-label = Arrêter la présentation
pace-max = max.
pace-per-second = { $pace } /s
readout-step = pas { $step }
readout-time = { $seconds } s
timeline-step-of = pas { $step } sur { $last }
timeline-edited = modifié au pas { $step }
state-playing = en lecture
state-no-agents-yet = pas encore d’agents
state-no-agents = aucun agent
state-finished = terminé
state-paused = en pause
state-reading = ouverture du fichier
rate = { $steps } pas/s · { $factor }× le temps réel
rate-behind = tourne à { $steps } pas/s, { $factor }× le temps réel (demandé : { $pace } /s) : un pas prend { $ms } ms
step-limit-reached = L’exécution s’est arrêtée à sa limite de pas ({ $step } pas) : ← revient en arrière, R relance.
step-nothing-left = Plus rien à faire au pas { $step } : tous les agents se sont arrêtés. ← revient en arrière, R relance, Lecture rejoue.
threads-count = { $n ->
        [one] { $n } thread
       *[other] { $n } threads
    }
threads-why = { $count } : { $reason }
threads-isolation = cet hôte n’envoie pas COOP/COEP
threads-cores = cet appareil n’a qu’un cœur
threads-failed = le module à threads n’a pas démarré
scene-show-more = Afficher plus
scene-show-less = Afficher moins
scene-untitled = Scène sans titre
selection-hint = Cliquez sur un agent ou un cercle (outil Sélection) pour voir ce qu’il fait et pourquoi.
sheet-title-scene = Scène, agent sélectionné et événements
sheet-title-compare = Comparaison : les événements des variantes et la scène
sheet-title-agent = { $name } · { $behavior } · { $status } — pourquoi il bouge
compare-edit-change = Modifier…
compare-edit-new = Comparer des variantes…
compare-note-active = { $n } variantes sur une même horloge
compare-note-side = côte à côte, sur une même horloge
compare-toggle-leave = Modifier la scène
compare-toggle-count = Comparer { $n } variantes
compare-selection-note = Chaque volet exécute sa propre copie de la scène. Le tableau sous les volets les compare (cliquez sur une ligne pour lister les événements de cette variante) ; l’agent sélectionné est dessiné dans chaque volet, et les courbes (C) le tracent, une ligne par volet.
compare-hint = Comparer : chaque volet est une variante de la scène, toutes sur une même horloge. Lecture, pas, frise et retour comme d’habitude ; « Modifier la scène » pour la changer.
describe-summary = { $title }{ $w } × { $h } cases, { $walls ->
        [one] { $walls } case de mur
       *[other] { $walls } cases de mur
    }, { $circles ->
        [one] { $circles } cercle
       *[other] { $circles } cercles
    }, { $agents ->
        [one] { $agents } agent
       *[other] { $agents } agents
    } ; pas { $step } ({ $time } s).
describe-title = { $title } :{ " " }
describe-agent = { $name }, { $behavior }, en { $at }, but { $goal }, { $status }
describe-cell = case { $xy }
describe-pair = ({ $x } ; { $y })
describe-colliding = { $status }, en collision
describe-touching = { $status }, touche un agent
describe-more = { $n ->
        [one] et { $n } agent de plus (N et Maj+N le choisissent)
       *[other] et { $n } agents de plus (N et Maj+N les choisissent)
    }
describe-none = Pas encore d’agents : l’outil + Agent (5) en place un.
describe-near-none = Près de { $name } : rien à moins de { $reach } u.
describe-near = Près de { $name } : { $list }.
describe-near-join = { " ; " }
describe-circle = cercle { $index }, à { $d } u { $dir }
describe-wall = un mur à { $d } u { $dir }
describe-border = le bord du monde à { $d } u { $dir }
describe-select-note = Sélectionnez un agent (Entrée sur son nom, ou N) pour entendre pourquoi il bouge.
view-shown = Zoom { $zoom }× : de { $from } à { $to }
view-fit = Le monde entier est visible
describe-pane = { $label } : { $text }
describe-agents-of = Agents de { $label } : Entrée en sélectionne un
compass-east = à l’est
compass-south-east = au sud-est
compass-south = au sud
compass-south-west = au sud-ouest
compass-west = à l’ouest
compass-north-west = au nord-ouest
compass-north = au nord
compass-north-east = au nord-est
status-moving = en route
status-stalled = n’avance plus
status-reached = arrivé
status-stuck = coincé
status-oscillation = oscille
status-maxSteps = limite de pas
status-numeric = erreur numérique
status-script = script
announce-short = raison courte, événements
announce-full = raison complète, événements
announce-events = événements seulement
announce-off = rien
announce-every-1 = une fois par seconde
announce-every-2 = toutes les 2 s
announce-every-5 = toutes les 5 s
announce-more = et { $n } événements de plus
announce-join = .{ " " }
overlay-profile = Vue de côté de l’agent feelers sélectionné sur le terrain (hauteurs, rayon vers le bas, normale, décalage)
overlay-goals = Buts et lignes vers le but
overlay-decisions = Valeurs du prochain pas à côté de l’agent de grille sélectionné
overlay-heatmap = Carte de chaleur du P-proxy de l’agent de grille sélectionné
overlay-rays = Rayons : gris libre, jaune en détection, rouge en collision
overlay-context = Carte de contexte de l’agent context sélectionné (diagramme polaire)
overlay-orca = ORCA : les voisins de l’agent orca sélectionné, et ses demi-plans dans l’espace des vitesses (encart)
overlay-paths = Chemins et cibles
overlay-forces = Forces appliquées : base (vert), braquage (violet), freinage (orange), évitement des agents (bleu-vert), limite de vitesse (gris), total (noir)
overlay-reach = Cases à P pas ou moins de l’agent sélectionné
overlay-trail = Trace de l’agent sélectionné, et où les agents de grille ont fait demi-tour
overlay-everyAgent = Buts, rayons et forces de tous les agents, aussi dans les foules (lent)
overlay-byBehavior = Colorer les agents par comportement (légende sur le canevas)
overlay-routes = Itinéraires : pour chaque agent, le tronçon vers le point de passage qu’il vise (l’itinéraire entier de l’agent sélectionné est dessiné avec son but)
events-all = Tous les événements
events-group-collision = Collisions
events-group-contact = Contacts entre agents
events-group-return = Demi-tours (allers-retours)
events-group-stop = Arrivées et arrêts
events-group-lap = Tours
events-group-route = Itinéraires replanifiés
events-nothing-yet = Rien pour l’instant : lancez la lecture ou avancez d’un pas.
events-pause-collision = collision
    .title = Pause à chaque collision
events-pause-contact = contact
    .title = Pause à chaque contact entre agents
events-pause-return = demi-tour
    .title = Pause à chaque demi-tour (allers-retours)
events-pause-stop = arrivée ou arrêt
    .title = Pause à chaque arrivée ou arrêt
events-pause-lap = tour
    .title = Pause à chaque tour

# Les lignes de la liste des événements (ui/events.js)
event-none-computed = Aucun dans les { $steps } pas calculés.
event-some = { $n } dans les { $steps } pas calculés.
event-some-shown = { $n } dans les { $steps } pas calculés ; les { $shown } plus proches du pas { $step } sont affichés.
event-line = pas { $step } : { $name } { $says }
event-go = Aller au pas { $step } et sélectionner { $name }
event-agent = agent { $n }
event-obstacle-circle = le cercle { $n }
event-obstacle-border = le mur du bord
event-obstacle-wall = le mur { $n }
event-obstacle-removed = un obstacle (supprimé depuis)
event-collisionBegin = heurte { $obstacle }
event-collisionEnd = est de nouveau dégagé de { $obstacle }
event-contactBegin = touche { $other }
event-contactEnd = est de nouveau dégagé de { $other }
event-return = revient sur la case qu'il vient de quitter
event-reached = atteint son but
event-stop = s'arrête : { $reason }
event-stop-maxSteps = la limite de pas est atteinte
event-lap = termine un tour ({ $laps })
event-replanned = replanifie son itinéraire ({ $reason })
event-replan-none = aucun
event-replan-start = départ
event-replan-blocked = bloqué
event-replan-pushed-off = écarté de son tronçon
event-replan-edited = modifié

# Les compteurs de la simulation (ui/panel.js)
stats-state = état
stats-playing = en cours
stats-finished = terminée
stats-paused = en pause
stats-step = pas
stats-step-value = { $step } / { $max }
stats-time = temps
stats-time-value = { $time } s (dt { $dt } s)
stats-agents = agents
stats-agents-value = { $n } ({ $moving } en mouvement, { $reached } arrivés)
stats-agents-stalled = { $n } ({ $moving } en mouvement, { $stalled ->
        [one] { $stalled } bloqué
       *[other] { $stalled } bloqués
    }, { $reached ->
        [one] { $reached } arrivé
       *[other] { $reached } arrivés
    })
stats-collisions = collisions
    .title = épisodes de chevauchement, un par agent et obstacle, additionnés sur tous les agents ; secondes en contact par agent (la somme divisée par leur nombre) ; le chevauchement le plus profond
stats-agent-contacts = contacts entre agents
    .title = épisodes de chevauchement entre deux agents, chaque paire une fois ; secondes en contact avec un autre agent par agent (la somme divisée par leur nombre) ; le chevauchement le plus profond entre deux
stats-contacts-value = { $n } · { $time } s en contact par agent · au plus { $depth } u
stats-hash = hash

# Les séries des graphiques (ui/charts.js)
chart-speed = vitesse
chart-clearance = marge
chart-emergency = urgence T
chart-steer = virage
chart-brake = frein
chart-avoid = évitement des agents
chart-leftInfluence = influence gauche
chart-rightInfluence = influence droite
chart-lateral = commande latérale
chart-hitDistance = distance du contact
chart-turn = choisie − voulue
chart-masked = secteurs masqués
chart-change = choisie − préférée
chart-halfPlanes = demi-plans
chart-violation = violation du repli
chart-routeDistance = distance à l’itinéraire
chart-goalDistance = distance au but
chart-proxy = proxy choisi
chart-pproxy = P-proxy choisi
chart-pstep = P-step choisi
chart-collisions = collisions
chart-contacts = contacts entre agents
chart-arrivals = arrivées
chart-returns = retours
chart-run = collisions · contacts · arrivées
chart-agent-none = — aucun (la simulation seule)
chart-computing = calcul des pas précédents… { $done } sur { $total }

# Le panneau de la sélection et ses réglages (ui/selected.js)
sel-slots-label = Les secteurs de la carte de contexte
sel-path-title = Chemin { $n }
sel-path-points = points
sel-path-followed = suivi par
sel-path-nobody = personne
sel-path-closed = boucle fermée
sel-path-hint = Outil chemin : cliquez pour ajouter des points, faites-les glisser pour les déplacer, cliquez sur le premier pour fermer ; Suppr retire le point sélectionné.
sel-circle-title = Cercle { $n }
sel-circle-centre = centre
sel-circle-radius = rayon
sel-settings = réglages de { $behavior }
sel-no-settings = { $behavior } n'a pas de réglages propres
sel-edit-script = Modifier son script
    .title = Ouvrir scripts.{ $name } dans l'éditeur de scripts (E)
sel-runs-script = exécute scripts.{ $name }
sel-path-none = aucun : le but
sel-path-option = { $loop ->
        [yes] chemin { $n } ({ $points } points, boucle)
       *[no] chemin { $n } ({ $points } points)
    }
sel-follows = suit
sel-drive = Piloter (flèches / WASD)
    .title = Pilotez cet agent vous-même ; ses rayons vous corrigent. Échap arrête.
sel-drive-stop = Arrêter de piloter (Esc)
sel-assist = aide à l'évitement
sel-avoid = éviter les agents
    .title = Éviter les autres agents par le temps d'approche minimale (l'article raycast)
sel-one-less = Un de moins : { $name }
sel-one-more = Un de plus : { $name }

# L’itinéraire de l’agent sélectionné (ui/route-facts.js) : une étiquette, puis sa valeur ; le nom du planificateur,
# l’état et la raison sont les identifiants du cœur
sel-route = itinéraire
sel-route-pending = { $planner } : planifie avant son prochain mouvement
sel-route-waypoint = { $planner } : point de passage { $n } sur { $count }
sel-route-none = { $planner } : aucun trouvé ({ $status }) ; il va tout droit vers son but
sel-route-length = longueur de l’itinéraire
sel-route-length-value = { $length } u planifiés, { $left } u restants
sel-route-off = écart à son tronçon
sel-route-off-value = { $distance } u
sel-route-cost = coût du plan
sel-route-cost-value = { $expanded } points du réseau développés, { $tested } segments testés
sel-route-last = dernière planification
sel-route-last-value = { $replans ->
        [one] pas { $step } ({ $reason }) ; { $replans } planification jusqu’ici
       *[other] pas { $step } ({ $reason }) ; { $replans } planifications jusqu’ici
    }

# Les champs propres de l'agent sélectionné (ui/agent-editor.js)
ed-name = nom
    .aria-label = Nom
    .title = Affiché sur le canevas, dans le panneau et dans les rapports ; 64 caractères au plus.
ed-region = région « { $name } », agent { $n } sur { $count }
ed-explicit = un agent explicite (hors région)
ed-from = de
    .title = La région de foule du fichier qui a placé cet agent. Le modifier au pas 0 écrit cette région (et les suivantes) en agents explicites, une seule annulation.
ed-behavior = comportement
    .aria-label = Comportement
    .title = { $kind ->
        [grid] Change le comportement de cet agent sur place (ses réglages prennent les valeurs par défaut du nouveau). Les agents de grille n'acceptent que des comportements de grille.
       *[continuous] Change le comportement de cet agent sur place (ses réglages prennent les valeurs par défaut du nouveau). Les agents continus n'acceptent que des comportements continus.
    }
ed-radius = rayon
    .title = Rayon du corps en unités du monde [0.01, 8] : ce qui entre en collision et d'où partent les rayons.
ed-maxSpeed = vitesse max
    .title = Vitesse maximale en unités du monde par seconde [0.01, 100].
ed-maxAccel = accélération max
    .title = Accélération maximale par seconde, virage et freinage ensemble [0.01, 1000].
ed-start = départ
    .title = { $kind ->
        [grid] Où il part (une case) ; le déplacer fait repartir l'agent de là.
       *[continuous] Où il part (unités du monde) ; le déplacer fait repartir l'agent de là.
    }
ed-goal = but
    .title = { $kind ->
        [grid] Où il va (une case).
       *[continuous] Où il va (unités du monde).
    }
ed-planner = planificateur d’itinéraire
    .aria-label = Planificateur d’itinéraire
    .title = none : il va tout droit vers son but, comme le dit son article. grid : A* planifie d’abord un itinéraire de déplacements droits et diagonaux autour des obstacles ; any-angle : Lazy Theta*, des lignes droites entre les coins. Son comportement suit l’itinéraire et évite comme le dit sa propre règle.
ed-duplicate = Dupliquer en
    .aria-label = Comportement de la copie
    .title = Une copie de cet agent (même départ, but, corps et réglages), avec le comportement choisi à côté
ed-delete = Supprimer
    .title = Retirer cet agent (Suppr)

# Pendant que les mots de la raison se chargent (ui/reason-words.js)
reason-waiting = { $name } : l'explication se charge

invalid-unknown-key = { $path } : clé inconnue
invalid-required = { $path } : est obligatoire
invalid-object = { $path } : doit être un objet, reçu { $got }
invalid-array = { $path } : doit être une liste, reçu { $got }
invalid-one-of = { $path } : doit être l’un de { $list }, reçu { $got }
invalid-number = { $path } : doit être un nombre dans { $range }, reçu { $got }
invalid-number-between = { $path } : doit être un nombre entre { $lo } et { $hi }, reçu { $got }
invalid-number-out-of-range = { $path } : { $got } est hors limites : doit être un nombre dans { $range }
invalid-integer = { $path } : doit être un entier entre { $lo } et { $hi }, reçu { $got }
invalid-integer-out-of-range = { $path } : { $got } est hors limites : doit être un entier entre { $lo } et { $hi }
invalid-string = { $path } : doit être un texte, reçu { $got }
invalid-too-long = { $path } : doit faire au plus { $max } octets, reçu { $bytes }
invalid-boolean = { $path } : doit être true ou false, reçu { $got }
invalid-point = { $path } : doit être [x, y], deux nombres, reçu { $got }
invalid-point-float = { $path } : doit être [x, y], deux nombres dans la plage d’un float, reçu { $got }
invalid-unknown-param = { $path } : paramètre inconnu de { $owner } (il a { $known })
invalid-unknown-param-none = { $path } : paramètre inconnu de { $owner } (il n’en a aucun)
invalid-unknown-behavior = { $path } : comportement inconnu « { $name } » ; disponibles : { $available }
invalid-more = { $n ->
        [one] ... et { $n } erreur de plus
       *[other] ... et { $n } erreurs de plus
    }

## Les mots du cœur (core/src/explain) : les nombres de l'agent sélectionné et la raison de son prochain
## mouvement. Le cœur donne un id et ses arguments ; les nombres arrivent avec leurs décimales.
fact-position = position
fact-goal = but
fact-speed = vitesse
fact-radius = rayon
fact-steps = pas
fact-path = trajet
fact-collisions = collisions
fact-in-contact = en contact
fact-min-clearance = marge minimale
fact-returns = retours
fact-agent-contacts = contacts entre agents
fact-effort = effort
fact-avoid-agents = évite les agents
fact-terrain-hits = contacts avec le sol
fact-path-followed = chemin
fact-speed-scale = facteur de vitesse
fact-number = { $n }
fact-point = ({ $x } ; { $y })
fact-length = { $d } u
fact-speed-value = { $speed } / { $max } u/s
fact-collisions-value = { $state ->
        [overlapping] { $n } (chevauche maintenant)
        [clear] { $n } (pas encore dégagé)
        [many] { $n } ({ $open } en cours)
        [many-overlapping] { $n } ({ $open } en cours, chevauche maintenant)
       *[none] { $n }
    }
fact-contact-value = { $time } s, au plus { $depth } u de profondeur
fact-clearance-value = { $d } u des obstacles
fact-clearance-none = — (après le premier pas)
fact-returns-value = { $n ->
        [0] 0
       *[other] { $n } (le dernier en ({ $x } ; { $y }))
    }
fact-agent-contacts-value = { $state ->
        [many] { $n } ({ $open } en cours), { $time } s, au plus { $depth } u de profondeur
        [touching] { $n } (touche maintenant), { $time } s, au plus { $depth } u de profondeur
        [clear] { $n } (pas encore dégagé), { $time } s, au plus { $depth } u de profondeur
       *[none] { $n }, { $time } s, au plus { $depth } u de profondeur
    }
fact-effort-value = { $e } u/s de changement de vitesse
fact-avoid-orca = par ses demi-plans (ORCA)
fact-yes = oui
fact-no = non
fact-terrain-hits-value = { $n ->
        [one] { $n } pas avec une antenne sous le sol
       *[other] { $n } pas avec une antenne sous le sol
    }
fact-path-value = { $path } (tours { $laps })
fact-none = aucun
why-head-move = Prochain mouvement
why-head-step = Prochain pas
why-head-stopped = Arrêté
why-reached-cell = → arrivé : il est sur sa case cible, il ne bouge plus
why-reached-near = → arrivé : il est à moins de { $d } u de son but, il ne bouge plus
why-oscillation = → arrêté (stop-on-return) : sa prochaine case aurait été celle qu'il vient de quitter
why-stuck = → coincé : les quatre voisins sont bloqués, il n'a nulle part où aller
why-max-steps = → la simulation a atteint sa limite de pas (maxSteps { $max }) avant son arrivée
why-numeric = → arrêté : son mouvement a donné un nombre non fini ; il est arrêté à son dernier état fini
why-script-stop = → arrêté par son script (le message dit pourquoi)
why-dir-up = haut
why-dir-down = bas
why-dir-left = gauche
why-dir-right = droite
why-grid-proxy = { $dir } { $proxy }
why-grid-blocked = { $dir } bloqué
why-grid-lowest = → proxy le plus bas →
why-grid-tie = → égalité à { $lowest } ({ $tied })
why-grid-fixed-order = → ordre fixe (haut, bas, gauche, droite) →
why-grid-pstep = → P-step :
why-grid-pstep-step = { $dir } { $step }
why-grid-pstep-beyond = { $dir } au-delà de P
why-grid-pstep-join = ,{ " " }
why-grid-still-tied = , toujours à égalité → ordre fixe (haut, bas, gauche, droite) →
why-grid-refused = ↺ { $dir } est la case qu'il vient de quitter : stop-on-return l'arrête ici au lieu de faire des allers-retours
why-grid-pacing = ↺ retour sur la case qu'il vient de quitter : allers-retours
why-grid-circle = { $how ->
        [overlaps] les agents de grille ne voient pas les cercles : il chevauche le cercle en ({ $x } ; { $y })
       *[walks] les agents de grille ne voient pas les cercles : il entre dans le cercle en ({ $x } ; { $y })
    }
why-orca-head-step = Prochain pas : ORCA
why-orca-head-giving-way = Au but, il cède le passage : ORCA
why-orca-head-at-goal = Au but : ORCA
why-orca-head-returning = Retour vers son but : ORCA
why-orca-stopped = → { $reason }
why-orca-preferred = { $toward ->
        [driver] vitesse préférée ({ $x } ; { $y }), { $speed } u/s venant du pilote
        [waypoint] vitesse préférée ({ $x } ; { $y }), { $speed } u/s vers le point de passage { $k }
       *[goal] vitesse préférée ({ $x } ; { $y }), { $speed } u/s vers le but
    }
why-orca-slower = { " " }(plus lente dans la dernière unité)
why-orca-held = , limitée à la vitesse max { $max }
why-orca-driven = → piloté, assistance coupée : le pilote seul, aucun demi-plan
why-orca-sources = { $obstacles ->
        [one] { $obstacles } demi-plan des murs et cercles à moins de { $reach } u, { $agents } des agents les plus proches à moins de { $near } u (au plus { $most })
       *[other] { $obstacles } demi-plans des murs et cercles à moins de { $reach } u, { $agents } des agents les plus proches à moins de { $near } u (au plus { $most })
    }
why-orca-left-out = { $n ->
        [one] { " ; " }{ $n } obstacle plus lointain laissé de côté
       *[other] { " ; " }{ $n } obstacles plus lointains laissés de côté
    }
why-orca-where-cutoff = coupure
why-orca-where-left-leg = branche gauche
why-orca-where-right-leg = branche droite
why-orca-where-overlap = chevauchement
why-orca-plane = { $from ->
        [agent] n° { $k } de { $name } ({ $where })
        [circle] n° { $k } du cercle { $index } ({ $where })
        [wall] n° { $k } de l’arête de mur { $index } ({ $where })
       *[inside] n° { $k } du mur où il se trouve ({ $where })
    }
why-orca-velocity = ({ $x } ; { $y }), { $speed } u/s
why-orca-keeps = { $held ->
        [yes] → la vitesse préférée, limitée à la vitesse max, est dans tous les demi-plans : il la garde,{ " " }
       *[no] → la vitesse préférée est dans tous les demi-plans : il la garde,{ " " }
    }
why-orca-nearest = → la vitesse permise la plus proche de la préférée est sur le demi-plan{ " " }
why-orca-corner = , à son coin avec{ " " }
why-orca-at-max = , à la vitesse max
why-orca-colon = { " : " }
why-orca-arrow = { " " }→{ " " }
why-orca-fallback = → aucune vitesse n’est dans tous les demi-plans : murs et cercles gardés, la pire violation des agents rendue minimale :{ " " }
why-orca-squeezed = → même les demi-plans des murs et cercles ne laissent aucune vitesse : la pire violation de toutes rendue minimale :{ " " }
why-orca-violation = { $v } u/s
why-orca-on = , sur{ " " }
why-orca-pass-right = un autre agent est sur le chemin : la vitesse préférée a tourné vers sa droite de { $amount } de sa longueur (passRight)
why-orca-stalled = → bloqué : aucune vitesse permise ne le mène vers son but (la meilleure : { $best } u/s vers lui)
why-orca-held-by = { " ; " }retenu par{ " " }
why-orca-and = { " " }et{ " " }
why-orca-sets = ORCA fixe la vitesse lui-même (l’accélération max ne s’applique pas) : vers la vitesse préférée { $base } u/s², correction d’ORCA { $avoid } u/s²
why-orca-note-fallback = aucune vitesse n’est dans tous les demi-plans (une foule dense) : ceux des murs et des cercles restent stricts et la plus grande violation de ceux des agents est rendue aussi petite que possible, donc les corps peuvent se toucher
why-orca-note-no-side = le demi-plan limitant fait face de front à la vitesse préférée : la vitesse permise la plus proche est plus lente sur la même ligne et rien ne la tourne d’un côté ; exactement de face, ou avec le but juste derrière un obstacle, ORCA s’arrête là et ne choisit jamais de côté
why-orca-note-held = ses demi-plans laissent moins de 5 % de sa vitesse préférée vers le but : il est retenu sur place
why-orca-note-stalled = bloqué : toute vitesse que ses demi-plans permettent s’éloigne de son but ou le croise (aucune ne l’y mène à 1 % de sa vitesse préférée) ; un blocage symétrique ou un but derrière un obstacle ; ORCA seul attend ici (les remèdes : passRight pour les agents sur le chemin, un itinéraire pour les obstacles)
why-orca-note-giving-way = au but, il cède le passage : il est arrivé (compté la première fois qu’il est venu à moins de 0,05 u de son but) et garde ORCA avec son but comme vitesse préférée, pour que d’autres puissent le pousser en passant ; il revient à son but quand ils sont passés
why-orca-note-at-goal = au but : il est arrivé et s’y repose, ORCA toujours actif (atGoal: giveWay) : aucun demi-plan n’exclut de rester immobile pour l’instant ; quand celui d’un autre agent l’exclura, il cédera le passage
why-orca-note-returning = retour vers son but : il a cédé le passage à un autre agent et la vitesse vers son but est de nouveau permise, donc ORCA l’y ramène ; il se repose dès qu’il est à moins de 0,05 u de son but
why-orca-note-pass-right = un autre agent est sur le chemin, donc sa vitesse préférée tourne vers sa droite (passRight) : des agents qui gardent tous leur droite se croisent au lieu de s’arrêter face à face
why-note-influences-cancel = les deux côtés touchent autant : les influences s’annulent (gauche − droite = 0) et les antennes n’ont pas de frein, donc il va tout droit ; la règle de l’article échoue ici
why-note-straight-back = la normale du contact pointe droit en arrière, donc le point qu’il vise est derrière lui : il reste suspendu devant le mur ; la règle de l’article échoue ici
why-note-all-masked = le danger masque chaque créneau qui a de l’intérêt : aucune direction ne reste, il freine et attend
why-note-mutual-wait = les deux attendent : chacun est le danger de l’autre (le remède : le danger selon la distance avec l’évitement, qui les écarte)
why-note-inside = un rayon part de l’intérieur d’un obstacle (son centre, ou pour les moustaches son côté) : cet obstacle ne compte que dans les directions qui ne mènent pas dehors ; les agents à moustaches et à rayons dont le centre est dedans en sortent par où ils sont venus, et l’intérêt d’un agent de contexte indique la sortie la plus courte
why-note-pass-right = presque de face : il fuit vers sa droite, donc deux agents qui se rencontrent de face se croisent
why-note-blended = la fuite est pondérée par l’urgence (1 − temps / horizon) face à son propre pilotage au lieu de le remplacer
why-note-head-on = exactement de face : il fuit droit en arrière, et l’autre aussi, donc ils se retrouvent encore et encore ; la règle littérale se bloque ici (les remèdes : passRight, ou la patience pour cesser d’attendre et s’écarter)
why-note-flee-along = fuir l’autre agent le mènerait dans un obstacle, donc il fuit le long de l’obstacle (la part qui y entre est retirée ; dans un coin il peut ne rien rester)
why-note-ground-hit = une antenne est passée sous le sol : le sol devant monte plus vite que le bout de l’antenne (antennes à niveau, ou une pente qui commence devant, que le rayon vers le bas sous l’agent ne voit pas encore), donc il évite un sol sur lequel il pourrait marcher
why-note-centre-only = seule l’antenne centrale touche : la règle double l’influence d’une antenne latérale quand la centrale touche aussi, mais seule la centrale n’en fixe aucune, donc la commande est 0 − 0 = 0 et il entre tout droit ; la règle de l’article échoue ici (le remède : centreSide)
why-note-centre-side = seule l’antenne centrale touche : avec centreSide cela compte comme un contact du côté où se trouve l’obstacle, d’après la normale de la surface (en plein centre : la gauche), donc il tourne au lieu d’entrer tout droit
why-route-pending = { $edited ->
        [yes] → itinéraire ({ $planner }) : planifié avant sa prochaine décision (il a été modifié)
       *[no] → itinéraire ({ $planner }) : planifié avant sa prochaine décision
    }
why-route-following = → suit le point de passage { $k } sur { $n } de son itinéraire { $planner } ({ $length } u, reste { $left } u ; { $off } u hors de son tronçon) ;{ " " }
why-route-none = → aucun itinéraire ({ $planner }, { $status }) : { $cause } ; il va droit vers son but, comme sans planificateur (
why-route-when = planifié au pas { $step } car { $why }
why-route-when-pushed = planifié au pas { $step } car il a été poussé à plus de { $off } u du tronçon où il était
why-route-because-start = il a démarré, ou il a été modifié
why-route-because-blocked = une modification a bloqué ce qui restait de son itinéraire
why-route-because-edited = il n’avait pas d’itinéraire et une modification a changé les obstacles
why-route-start-blocked = son centre était dans un obstacle là où il a planifié
why-route-goal-blocked = son but est dans un obstacle, ou aucun point près du but n’est libre pour son corps
why-route-too-large = la grille est trop grande pour le planificateur à ce rayon
why-route-unreachable = tous les endroits que son corps peut atteindre ont été explorés, et son but n’en fait pas partie
why-head-context = Prochain pas : la carte de contexte
why-ray-ray = rayon
why-ray-right-ray = rayon droit
why-ray-left-ray = rayon gauche
why-ray-centre-ray = rayon central
why-ray-left-whisker = moustache gauche
why-ray-right-whisker = moustache droite
why-ray-left-feeler = antenne gauche
why-ray-centre-feeler = antenne centrale
why-ray-right-feeler = antenne droite
why-ray-hit = { $ray } : touche à { $d } sur { $len }
why-ray-clear = { $ray } : libre ({ $len })
why-ray-inside = , part de l'intérieur d'un obstacle
why-ray-emergency = , T = { $v }
why-ray-target = , cible { $v }
why-side-left = gauche
why-side-right = droit
why-whiskers-rule = { $tie ->
        [yes] → le côté { $side } a l'urgence la plus haute (T = { $t }, égalité : le premier rayon l'emporte) → s'écarte de { $steer } u/s² (linéaire en T), freine de { $brake } u/s² (T², sans reculer), la recherche reçoit { $base } u/s²
       *[no] → le côté { $side } a l'urgence la plus haute (T = { $t }) → s'écarte de { $steer } u/s² (linéaire en T), freine de { $brake } u/s² (T², sans reculer), la recherche reçoit { $base } u/s²
    }
why-feelers-rule = → influences gauche { $left }, droite { $right } → commande { $sign }{ $command } ({ $what }) → tourne de { $steer } u/s², la base reçoit { $base } u/s²
why-feelers-none = pas de virage
why-feelers-right = vers la droite
why-feelers-left = vers la gauche
why-avoid-wall = → contact le plus proche → vise contact + normale × avoidDistance = ({ $x } ; { $y }) à pleine vitesse : { $steer } u/s²
why-escape = → son centre est dans un obstacle → il en sort à { $steer } u/s² par où il est venu (ou par la sortie la plus courte)
why-drive = → piloté, sans assistance : le pilote seul
why-nothing = { $who ->
        [driver] → rien de détecté → le pilote seul ({ $base } u/s²)
        [waypoint] → rien de détecté → il vise seulement le point de passage { $k } ({ $base } u/s²)
       *[seek] → rien de détecté → il vise seulement son but ({ $base } u/s²)
    }
why-sidestep = → retenu par d'autres agents plus longtemps que sa patience ({ $patience } s) → il cesse d'attendre et s'écarte vers sa droite : { $avoid } u/s²
why-threat = { $when ->
        [now] → menace d'un agent : { $other } dans { $time } s, centres à { $sep } au plus près → fuit sa position relative actuelle ({ $avoid } u/s²), ce qui
       *[later] → menace d'un agent : { $other } dans { $time } s, centres à { $sep } au plus près → fuit sa position relative prévue ({ $avoid } u/s²), ce qui
    }
why-threat-overrides = remplace son propre pilotage
why-threat-takes = prend { $takes } % du pilotage (le sien garde { $own } %)
why-speed-limit = limite de vitesse : { $limit } u/s² retirés, il reste sous { $max } u/s
why-total = total appliqué : { $total } u/s²
why-context-interest = intérêt : { $source } ; danger : rayons de { $look } u
why-context-from-goal = vers le but
why-context-from-path = le long de son chemin (tangente au point le plus proche)
why-context-from-forward = tout droit (ni but ni chemin)
why-context-from-targets = vers les cibles, les plus proches pesant plus
why-context-from-way-out = la sortie la plus courte de l'obstacle où est son centre (ensuite le but)
why-context-all-masked = → le danger masque chaque créneau qui a de l'intérêt : aucune direction ; il freine jusqu'à l'arrêt en attendant qu'un créneau se libère
why-context-chosen = → choisie = normalize(Σ dir × interest) : { $angle }° depuis son cap → la vitesse tend vers { $speed } u/s dans ce sens
why-col-slot = créneau
why-col-angle = angle
why-col-raw = brut
why-col-danger = danger
why-col-interest = intérêt
why-col-degrees = { $deg }°
why-col-plane = #
why-col-from = de
why-col-where = où
why-col-share = part
why-col-slack = marge
why-orca-from-agent = agent { $index }
why-orca-from-circle = cercle { $index }
why-orca-from-wall = bord de mur { $index }
why-orca-from-inside = le mur où il se trouve
why-orca-share-half = ½
why-orca-share-all = toute
why-script-ray-hit = castRay { $k } : touché à { $d } sur { $len }
why-script-ray-clear = castRay { $k } : libre ({ $len })
why-script-more-rays = et { $n } rayons de plus (les { $drawn } premiers sont dessinés)
why-script-show = show { $name } = { $value }
why-script-note = note : { $note }
why-script-stops = → son script l'arrête : { $message }
why-script-stopped = → arrêté par son script : { $message }
why-script-rule = → steer(agent, world) de son script a demandé { $steer } u/s² (dans la limite de maxAccel { $max })
why-script-rule-named = → steer(agent, world) de scripts.{ $script } a demandé { $steer } u/s² (dans la limite de maxAccel { $max })
why-script-limit = la limite de vitesse a retiré { $limit } u/s²
why-slope-ground = sol à { $ground } u sous lui ; les antennes partent { $above } au-dessus, à { $start } u
why-slope-kind = { $kind ->
        [level] sol plat : dot = { $dotSign }{ $dot }, taille { $size }
        [incline] montée : dot = { $dotSign }{ $dot }, taille { $size }
        [across] en travers de la pente : dot = { $dotSign }{ $dot }, taille { $size }
       *[decline] descente : dot = { $dotSign }{ $dot }, taille { $size }
    }
why-slope-target = { " " }→ décalage visé { $targetSign }{ $target } u → décalage{ " " }
why-slope-offset = { $offsetSign }{ $offset } u
why-slope-easing = { " " }(en approche de la valeur visée)
why-slope-not-applied = { " " }→ décalage visé { $targetSign }{ $target } u, non appliqué : la compensation de pente est coupée, les antennes restent horizontales
why-feeler-3d = { $ray } en 3D : { $from } → { $to } u de haut ;{ " " }
why-feeler-passes-over = passe au-dessus de { $what } { $ahead } u devant, à { $z } u de haut, au-dessus de son sommet à { $top } u
why-feeler-the-wall = le mur
why-feeler-a-circle = un cercle
why-feeler-then = , puis{ " " }
why-feeler-under-ground = passe sous le sol { $ahead } u devant, à { $z } u de haut
why-feeler-hits-wall = touche le mur { $ahead } u devant, à { $z } u de haut
why-feeler-hits-circle = touche un cercle { $ahead } u devant, à { $z } u de haut
why-feeler-under-top = , sous son sommet à { $top } u
why-feeler-clear = libre
why-feelers-only-3d = seules les antennes sentent les hauteurs : les autres comportements gardent leurs règles 2D
why-flat-rules = seules les antennes sentent les hauteurs : { $behavior } garde ici ses règles 2D (le sol et la hauteur des obstacles ne changent rien pour lui)
why-note-no-progress = pas plus près de son but depuis { $secs } s : { $reason } ; l'échec d'une méthode locale (la règle littérale est gardée)
why-stall-seek = quelque chose le retient, et la recherche du but n'a pas de plan pour contourner
why-stall-greedy = quelque chose le retient, et la recherche du but n'a pas de plan pour contourner
why-stall-nproxy = quelque chose le retient, et la recherche du but n'a pas de plan pour contourner
why-stall-script = quelque chose le retient, et la recherche du but n'a pas de plan pour contourner
why-stall-whiskers = ses deux rayons ne voient que devant ses flancs, il tourne donc le long de ce qui le gêne et le but le ramène ; la règle littérale n'a pas de plan pour contourner
why-stall-feelers = les antennes le poussent le long de ce qui le gêne et le but le ramène ; la règle n'a pas de plan pour contourner
why-stall-raycast = tant qu'un rayon touche, il vise le point d'évitement (hit + normal × avoidDistance) et ignore son but ; devant une face, ou parmi des obstacles que ses rayons voient toujours, il va d'impact en impact ; la règle n'a pas de plan pour contourner
why-stall-context = les créneaux vers son but portent du danger, et ceux qui pourraient contourner ont peu ou pas d'intérêt (ils pointent en travers ou à l'opposé du chemin vers le but) ; le pilotage par contexte est local et n'a pas de plan pour contourner
why-stall-orca = ses demi-plans ne lui laissent durablement aucune vitesse qui le rapproche ; ORCA évite les collisions, il ne planifie pas de détour
why-note-passed-over = une antenne est passée au-dessus d'un obstacle bas : son bout y est plus haut que le sommet de l'obstacle, donc l'agent ne le voit pas et peut le heurter
why-note-passed-over-level = { " " }: la compensation de pente est coupée, les antennes restent horizontales et dans une descente le sol s'éloigne sous elles (l'obstacle dépasse le sol de { $height } u)
why-note-passed-over-low = { " " }: l'obstacle dépasse le sol de { $height } u, moins que la hauteur de départ des antennes ({ $above } u, feelerHeight), donc elles passent au-dessus même sur sol plat ; la compensation n'a abaissé leurs bouts ici que de { $offset } u (le décalage croît avec 1 − |normal · down|, donc une descente douce les abaisse peu)
why-note-passed-over-decline = { " " }: la compensation a abaissé les bouts de { $offset } u (visé { $target } u), pas assez pour atteindre le sommet dans cette descente (slopeGain et maxOffset fixent jusqu'où ils descendent)
events-pause-route = replanification
    .title = Mettre en pause quand un agent replanifie son itinéraire

## Panels moved in phase 3. The gallery (ui/gallery-dialog.js; its English in en-panels.js)
gal-dialog =
    .aria-label = Galerie d’exemples
gal-heading = Exemples
gal-filter =
    .placeholder = Filtrer : mots d’un titre, d’une ligne ou d’un groupe
    .aria-label = Filtrer les exemples
gal-close =
    .aria-label = Fermer la galerie
gal-empty = Aucun exemple ne correspond : videz le filtre pour les voir tous.
gal-other = Autres
gal-lesson = Leçon : { $name }
gal-count = { $total ->
        [one] { $total } exemple
       *[other] { $total } exemples
    }
gal-count-shown = { $shown } sur { $total }
# The gallery's and the examples' errors (ui/gallery.js, app/document.js)
gallery-failed = La galerie n’a pas pu s’ouvrir : { $error }
examples-unavailable = Exemples indisponibles : { $error }
# My scenes (ui/my-scenes.js)
myscenes-untitled = Scène sans titre
myscenes-saved = Enregistrée dans Mes scènes sous « { $name } ».
myscenes-save-failed = Impossible d’enregistrer dans Mes scènes : { $error }
myscenes-kept-name = { $title } (gardée à { $time })
myscenes-kept-note = Votre scène modifiée a été gardée ici avant d’être remplacée.
myscenes-keep-failed = Votre scène modifiée n’a pas pu être gardée dans Mes scènes : { $error }. Annuler (Ctrl+Z) la ramène toujours.
myscenes-unavailable = Indisponible ici : { $error }
myscenes-empty = Rien de gardé pour l’instant. Enregistrez une scène pour la retrouver ici après un rechargement.
myscenes-open =
    .title = Ouvrir « { $name } » (annuler ramène la scène actuelle)
myscenes-rename = Renommer
myscenes-rename-prompt = Nom
myscenes-delete = Supprimer
    .aria-label = Supprimer « { $name } »
# The history notice (app/history-words.js; its English in en-panels.js). Edit kinds ($kinds) are the core's names.
hist-dismiss =
    .aria-label = Fermer
hist-fold = L’intégrer à la scène dès le pas 0
hist-undo = Annuler
hist-fold-failed = Impossible d’intégrer les modifications à la scène
hist-folded = { $n ->
        [one] { $n } modification faite pendant l’exécution fait désormais partie de la scène dès le pas 0 : revenir en arrière ne la cache plus (Annuler la remet).
       *[other] { $n } modifications faites pendant l’exécution font désormais partie de la scène dès le pas 0 : revenir en arrière ne les cache plus (Annuler les remet).
    }
hist-at-step = { $n ->
        [one] Une modification ({ $kinds }) au pas { $step } : elle fait partie de l’historique de l’exécution dès le pas { $step } ; revenir avant { $step } la cache.
       *[other] { $n } modifications ({ $kinds }) au pas { $step } : elles font partie de l’historique de l’exécution dès le pas { $step } ; revenir avant { $step } les cache.
    }
hist-dropped = { $n ->
        [one] Elle a mis fin à l’ancien futur de l’exécution : { $n } modification ultérieure a été abandonnée (Annuler la remet).
       *[other] Elle a mis fin à l’ancien futur de l’exécution : { $n } modifications ultérieures ont été abandonnées (Annuler les remet).
    }
hist-steps = { $n ->
        [one] pas { $list }
       *[other] pas { $list }
    }
hist-step0 = { $n ->
        [one] Une modification au pas 0 change la scène elle-même, donc l’exécution est recalculée dès le pas 0 : la { $n } modification faite pendant l’exécution ({ $at }) a été abandonnée. Annuler la remet.
       *[other] Une modification au pas 0 change la scène elle-même, donc l’exécution est recalculée dès le pas 0 : les { $n } modifications faites pendant l’exécution ({ $at }) ont été abandonnées. Annuler les remet.
    }
hist-kinds-join = ,{ " " }
hist-kind-set-cell = modifier une case
hist-kind-resize-grid = redimensionner la grille
hist-kind-clear-grid = vider la grille
hist-kind-add-circle = ajouter un cercle
hist-kind-move-circle = déplacer un cercle
hist-kind-resize-circle = changer le rayon d’un cercle
hist-kind-remove-circle = retirer un cercle
hist-kind-add-path = ajouter un chemin
hist-kind-set-path = modifier un chemin
hist-kind-remove-path = retirer un chemin
hist-kind-set-targets = fixer les cibles
hist-kind-set-agent-path = fixer le chemin d’un agent
hist-kind-add-agent = ajouter un agent
hist-kind-remove-agent = retirer un agent
hist-kind-set-agent-param = régler un agent
hist-kind-set-avoid-agents = évitement des agents
hist-kind-set-avoidance-param = régler l’évitement
hist-kind-set-agent-start = déplacer le départ d’un agent
hist-kind-set-agent-goal = déplacer le but d’un agent
hist-kind-set-sim = régler la simulation
hist-kind-set-drive = piloter
hist-kind-set-drive-input = commande de pilotage
hist-kind-clear = tout vider
hist-kind-set-cells = modifier des cases
hist-kind-draw-pattern = dessiner un motif
hist-kind-set-agent-name = renommer un agent
hist-kind-set-agent-body = changer le corps d’un agent
hist-kind-set-agent-behavior = changer de comportement
hist-kind-shape-terrain = modeler le terrain
hist-kind-clear-terrain = niveler le terrain
hist-kind-set-circle-height = changer la hauteur d’un cercle
hist-kind-set-wall-height = changer la hauteur des murs
hist-kind-set-agent-planner = changer de planificateur d’itinéraire
# The offline update note (offline/register.js)
update-ready = Une nouvelle version de sidestep est prête : rechargez pour l’utiliser (cette page garde la version avec laquelle elle a démarré).
update-reload = Recharger
update-dismiss =
    .aria-label = Fermer l’avis de mise à jour
threads-reload = rechargez pour en utiliser plus
# The keyboard's edit cursor, said aloud (ui/edit-cursor.js)
cursor-cell = case { $x }, { $y }
cursor-wall = case { $x }, { $y } : mur
cursor-point = point { $x } ; { $y }
cursor-open-goal = agent placé : allez jusqu’à son but et appuyez sur Enter (Esc le retire)
cursor-open-wall = ligne commencée : allez jusqu’à sa fin et appuyez sur Enter
cursor-open-erase = zone commencée : allez jusqu’à sa fin et appuyez sur Enter
cursor-held = { $what } en main : les flèches le déplacent, Enter le pose, Esc le remet
cursor-dropped = posé : { $where }
cursor-put-back = remis en place
cursor-radius = rayon { $r } u
cursor-goal-of = but de { $name }
cursor-circle = cercle { $i }
cursor-vertex = point { $vertex } du chemin { $path }
# Toasts and error boxes' titles (app/document.js, compare.js, one-file.js, painting.js, scripts.js, timeline.js,
# lessons.js)
toast-link-failed = Impossible de créer un lien
toast-link-copied = Lien copié : { $chars } caractères. Il ouvre cette scène au pas { $step }.
toast-link-copy = Copiez ce lien
toast-regions-explicit = { $n ->
        [one] La région { $names } est maintenant { $agents } agents explicites, car cette modification l’a changée (Annuler remet la région).
       *[other] Les régions { $names } sont maintenant { $agents } agents explicites, car cette modification les a changées (Annuler remet les régions).
    }
toast-compare-dropped = Les variantes comparées ne vont plus avec la scène ({ $why }), elles ont donc été retirées. Annuler remet la modification.
toast-pane-events = Événements de « { $pane } »
toast-compare-failed = Impossible de comparer
toast-one-file-saved = { $file } enregistré ({ $kib } Kio) : il s’ouvre dans tout navigateur, hors ligne.
toast-one-file-failed = Impossible d’écrire l’export en un fichier
toast-maze = Un labyrinthe de graine { $seed } (appuyez encore pour un autre ; Ctrl+Z remet les murs).
toast-rooms = Un étage de pièces de graine { $seed } (appuyez encore pour un autre ; Ctrl+Z remet les murs).
toast-script-editor-failed = Impossible d’ouvrir l’éditeur de scripts
toast-script-engine-failed = Le moteur de scripts ne s’est pas chargé : { $error }
toast-script-new = Un nouveau script, « { $name } » (seek seulement), mène cet agent : E ou « Modifier son script » l’ouvre.
toast-paused-at = En pause à { $event }.
toast-lesson-link-failed = Impossible d’ouvrir le lien de la leçon
# The script editor's refusals (app/scripts.js)
script-embed-read-only = Cette scène intégrée se regarde mais ne se modifie pas : ouvrez-la dans sidestep pour la changer.
script-engine-loading = agent : le moteur de scripts se charge encore (choisir « script » le charge) : placez l’agent à nouveau dans un instant
# The compare's table and panes (ui/compare.js, compare-stats.js; English in en-panels.js): cmp-<the core's measure>
cmp-picked = événements
cmp-variant = variante
cmp-reached = arrivés
cmp-timeToGoal = temps jusqu’au but
cmp-collisions = collisions
cmp-contactTime = en contact, cumulé sur les agents
cmp-seconds = { $s } s
cmp-agentContacts = contacts entre agents
cmp-minClearance = dégagement min.
cmp-pathRatio = rapport de trajet
cmp-returns = retours
cmp-laps = tours
cmp-terrainHits = chocs au sol
cmp-step = pas
cmp-steps-done = { $steps } (fini)
cmp-row =
    .title = Clic : liste les événements de cette variante dans le panneau
cmp-pane =
    .aria-label = Variante { $k } : { $label }
cmp-png = PNG
    .title = « { $label } » en image PNG (pixels ×2)
cmp-hash-at = { $hash } (pas { $step })
cmp-variants = variantes
cmp-variants-value = { $n } (mesures : le tableau sous les volets)
cmp-script-stopped = Dans « { $pane } » son script l’a arrêté : { $message }
cmp-script-said = Dans « { $pane } » à ce pas : { $said }
cmp-runs-script = « { $agent } » exécute scripts.{ $name } dans { $panes }
cmp-pane-quoted = « { $name } »
cmp-script-value = { $name } = { $value }
# The terrain bar and a circle's height (ui/terrain.js; English in en-panels.js)
ter-bar =
    .aria-label = Pinceau de terrain : élever, abaisser ou aplanir, rayon, force, hauteur des murs
ter-brush =
    .aria-label = Pinceau
ter-raise = Élever
    .title = Élève le sol sous le disque
ter-lower = Abaisser
    .title = Abaisse le sol sous le disque
ter-flatten = Aplanir
    .title = Aplanit le sol sous le disque
ter-radius = rayon
    .title = Rayon du disque, en unités du monde
ter-strength = force
    .title = Changement au centre du disque par touche, en unités du monde (moins vers le bord)
ter-level = Tout niveler
    .title = Sol plat partout (une étape d’annulation)
ter-walls = murs
ter-tall = hauts
ter-wall-tall =
    .title = Murs aussi hauts que rien ne peut atteindre (les murs du monde 2D)
ter-wall-height =
    .title = Hauteur des cases bloquées au-dessus du sol, en unités du monde
ter-circle-height = hauteur (u)
    .title = Hauteur au-dessus du sol. Seules les antennes (feelers) la perçoivent (elles passent au-dessus de ce qui est plus bas qu’elles) ; les autres comportements traitent tout obstacle comme un obstacle 2D.
# The settings' explanations (ui/selected.js): doc-<behaviour or avoidance>-<setting>. English is the core registry's
# ParamSpec.doc, shown as it is (tests/wasm/setting-docs.test.mjs checks these lines are the registry's words)
doc-nproxy-P = Anticipation : chaque voisin est noté par le plus près qu’il peut approcher du but en P pas. 0 est glouton ; l’article a trouvé 3 trop court pour les grands amas et a choisi 7.
doc-nproxy-stepTieBreak = Quand les deux proxies les plus bas sont à égalité, classe les voisins à égalité par P-step (pas jusqu’au but). Sans cela, l’agent s’arrête environ P pas avant le but et fait les cent pas.
doc-nproxy-stopOnReturn = S’arrêter (oscillation) quand la case suivante est celle qu’il vient de quitter, au lieu de faire les cent pas sans fin autour d’un obstacle qui demande plus de P pas.
doc-nproxy-metric = Distance du centre d’une case au centre du but.
doc-whiskers-rayLength = L : longueur des deux rayons latéraux. Plus longs, ils voient les obstacles plus tôt, mais évitent aussi des passages qu’il pourrait franchir.
doc-whiskers-maxSteer = Accélération latérale à l’urgence T = 1 ; elle croît linéairement avec T.
doc-whiskers-maxBrake = Freinage à T = 1 ; il croît avec T², doux de loin et fort de près.
doc-feelers-angle = Angle entre l’antenne centrale et chaque antenne latérale.
doc-feelers-lengthPerSpeed = Longueur de l’antenne = vitesse × cette valeur : les agents plus rapides sentent plus loin.
doc-feelers-minLength = Antenne la plus courte, à l’arrêt.
doc-feelers-maxLength = Antenne la plus longue, en vitesse.
doc-feelers-smoothing = À quelle vitesse les influences suivent leurs cibles : des valeurs basses rendent le contrôle au conducteur lentement.
doc-feelers-lateralAccel = Accélération latérale par unité de commande latérale (influence gauche − droite).
doc-feelers-slope = Compensation de pente : le bout des antennes est relevé en montée et abaissé en descente. Sans elle, elles restent à niveau : elles heurtent des collines que l’agent pourrait gravir et passent au-dessus de murets au pied d’une descente.
doc-feelers-feelerHeight = Hauteur du départ des antennes au-dessus du sol sous l’agent : relevées, pour que le terrain ne les déclenche pas.
doc-feelers-slopeGain = Le multiplicateur : décalage visé = signe × (1 − size) × cette valeur, size = |normale · bas| (1 sur sol plat, moins sur plus raide).
doc-feelers-maxOffset = Borne du décalage, pour que sur une forte pente les antennes ne pointent pas tout droit vers le haut ou le bas.
doc-feelers-offsetSmoothing = À quelle vitesse le décalage appliqué suit sa cible : amortit les changements brusques sur sol inégal.
doc-feelers-centreSide = Un contact de la seule antenne centrale compte comme un contact du côté où se trouve l’obstacle, d’après la normale de la surface touchée (pile au centre : la gauche, donc il tourne à droite). Sans cela : la règle de l’article, où la centrale seule ne fixe aucune influence et l’agent fonce tout droit.
doc-raycast-rays = Un rayon central, deux rayons parallèles partant des côtés du corps, ou un rayon central avec deux moustaches (éventail).
doc-raycast-sightRange = Longueur du rayon : plus il est long, plus tôt le trajet s’écarte d’un mur.
doc-raycast-avoidDistance = À quelle distance du mur (le long de sa normale) se trouve le point qu’il cherche ensuite.
doc-raycast-whiskerAngle = Angle des deux moustaches de l’éventail par rapport au rayon central.
doc-raycast-patrol = Faire l’aller-retour entre le départ et le but au lieu de s’arrêter au but.
doc-context-rays = N : rayons (créneaux) espacés régulièrement depuis le cap. Plus : voient les passages étroits ; moins : moins coûteux, plus grossiers.
doc-context-lookAhead = Longueur du rayon de danger : jusqu’où devant un obstacle compte comme un danger.
doc-context-steerForce = Fraction du chemin de la vitesse vers la vitesse voulue par 0,02 s (un taux : le même pour tout dt). Bas, c’est doux ; haut, c’est nerveux.
doc-context-danger = mask : un créneau dangereux perd tout son intérêt. distance : un score 1 - contact/lookAhead est soustrait à la place.
doc-context-avoidance = Le danger dans un créneau ajoute de l’intérêt au créneau opposé : repoussé, pas seulement bloqué.
doc-context-seeAgents = Les corps des autres agents sont aussi un danger (c’est ainsi que les voitures de course s’évitent).
doc-context-speedSpread = À la réinitialisation, la vitesse max est multipliée par 1 - spread × U(0, 1), tiré de la graine du scénario.
doc-context-targetFalloff = 0 : intérêt vers le but (ou le long de son chemin). > 0 : vers les cibles du monde, chacune pondérée par 1 / (1 + distance / cette valeur).
doc-orca-neighborDist = Les autres agents dont le centre est plus proche que ceci sont des voisins (les maxNeighbors plus proches).
doc-orca-maxNeighbors = Combien des voisins les plus proches reçoivent un demi-plan. 0 ignore les autres agents.
doc-orca-timeHorizon = Les vitesses restent sans collision avec les autres agents pendant cette durée. Plus long réagit plus tôt et plus prudemment ; plus court laisse plus de marge pour bouger.
doc-orca-timeHorizonObst = La même chose face aux murs et aux cercles. Gardez-le court : un obstacle ne s’écarte jamais.
doc-orca-preferredSpeed = Vitesse voulue vers son but (plus lente dans la dernière unité) ; maxSpeed plafonne toujours ce qu’il obtient.
doc-orca-perturb = À chaque pas la vitesse préférée est déplacée d’au plus cette valeur dans une direction aléatoire à graine, comme le font les exemples de RVO2 pour briser la symétrie parfaite : deux agents exactement de face choisissent alors un côté. 0 : la règle littérale.
doc-orca-passRight = Une convention de côté de passage, coupée à 0 : tant qu’un autre agent gêne (la vitesse préférée est hors d’un des demi-plans des agents), la vitesse préférée tourne vers la droite de l’agent de cette part de sa longueur (0,25 : 14 degrés), et une égalité exacte entre les côtés du cône d’un autre agent va à droite, si bien que des agents qui se croisent de face ou en anneau symétrique passent tous par leur droite.
doc-avoidance-lookahead = Jusqu’où l’approche la plus proche d’un autre agent compte comme une menace : le temps de parcourir autant de ses propres rayons à vitesse max (un agent plus grand et plus rapide regarde donc aussi loin, à sa propre mesure).
doc-avoidance-spacing = Ajouté à la somme des deux rayons, en fraction de celle-ci : les prédictions en ligne droite sont prises en défaut par un seek qui se recourbe.
doc-avoidance-blend = Pondérer la fuite par l’urgence (1 - temps / horizon, l’horizon de lookahead) face à la direction propre du comportement, au lieu de laisser la menace la plus urgente l’emporter (la règle de l’article, qui peut piéger les agents dans un cycle fuite / seek).
doc-avoidance-passRight = Presque de face, fuir vers son propre côté droit : deux agents qui se rencontrent exactement de face fuient sinon tout droit en arrière et se retrouvent.
doc-avoidance-patience = Secondes passées bloqué par d’autres agents sans se rapprocher du but avant de renoncer à attendre et de s’écarter de côté pendant une seconde. 0 : attendre sans fin.
doc-avoidance-alongObstacles = Ne jamais fuir dans un obstacle : là où la fuite en rencontrerait un à moins d’une demi-unité du corps, la part dirigée vers lui est retirée et l’agent fuit le long de celui-ci. La fuite de l’article ne regarde que les agents ; dans une foule dense entre des obstacles, la foule y pousse alors des agents.
# What each behaviour senses (ui/selected.js): senses-<behaviour>. English is the core registry's words, shown as
# they are (tests/wasm/setting-docs.test.mjs checks these lines are the registry's)
senses-seek = ne perçoit que son but : murs, cercles et agents lui sont invisibles
senses-greedy = ne perçoit que les cases bloquées (ses quatre voisines) : cercles et agents lui sont invisibles
senses-nproxy = ne perçoit que les cases bloquées (à P pas ou moins) : cercles et agents lui sont invisibles
senses-whiskers = perçoit murs et cercles avec ses deux rayons latéraux ; les agents avec éviter les agents activé
senses-feelers = perçoit murs, cercles et pentes avec ses trois antennes ; les agents avec éviter les agents activé
senses-raycast = perçoit murs et cercles avec ses rayons ; les agents avec éviter les agents activé
senses-context = perçoit murs et cercles avec ses N rayons (comme danger) ; les agents avec éviter les agents activé
senses-orca = perçoit murs, cercles et agents dans neighborDist (comme demi-plans)
senses-script = perçoit ce que son script demande : world.castRay (murs et cercles), world.neighbors (agents), world.blocked (cases)
# The compare editor (ui/compare-editor.js; English in en-panels.js): its rows, and the ready-made sets' labels
ced-variant = variante { $n }
ced-variant-plain = variante
ced-as-is = telle quelle
ced-needs = { $kind ->
        [nproxy] Ce jeu demande un agent nproxy : { $why }.
        [grid] Ce jeu demande un agent de grille : { $why }.
       *[continuous] Ce jeu demande un agent continu : { $why }.
    }
ced-not-selected = { $kind ->
        [nproxy] l’agent sélectionné n’est pas un agent nproxy
        [grid] l’agent sélectionné n’est pas un agent de grille
       *[continuous] l’agent sélectionné n’est pas un agent continu
    }
ced-none = { $kind ->
        [nproxy] la scène n’a aucun agent nproxy
        [grid] la scène n’a aucun agent de grille
       *[continuous] la scène n’a aucun agent continu
    }
ced-pstep-off = P-step désactivé
ced-pstep-on = P-step activé
ced-no-route = sans itinéraire
ced-route = itinéraire { $planner }
ced-no-avoidance = sans évitement des agents
ced-label =
    .aria-label = Nom de la variante
ced-agents =
    .aria-label = Agents que la variante change
ced-all-agents = tous les agents
ced-some-agents = { $n } agents ({ $list })
ced-behavior =
    .aria-label = Comportement dans la variante
ced-own-behavior = son propre comportement
ced-planner =
    .aria-label = Planificateur d’itinéraire dans la variante
ced-own-route = son propre itinéraire
ced-setting =
    .aria-label = Un réglage à changer (par son nom)
    .placeholder = réglage
ced-value =
    .aria-label = La valeur du réglage
    .placeholder = valeur
ced-remove =
    .aria-label = Retirer cette variante
# The animation dialog (ui/animation-dialog.js; English in en-panels.js, its words through kit.t)
anim-title = Animation de l’exécution
anim-intro = Une plage de pas de cette exécution, rejouée et dessinée comme le canevas la montre maintenant (sa vue, sa sélection et ses calques). La page reste à son pas.
anim-from = du pas
anim-to = au pas
anim-every = tous les
    .title = Un pas sur k devient une image
anim-fps = images par seconde
anim-width = largeur
anim-format = format
anim-webm = WebM (vidéo)
anim-cancel = Annuler
    .title = Arrêter de faire l’animation ; rien n’est enregistré
anim-make = Faire l’animation
anim-close =
    .aria-label = Fermer l’export d’animation
anim-whole = { $field } : doit être un nombre entier dans [{ $lo }, { $hi }], reçu { $got }
anim-nothing = rien
anim-order = { $to } : doit valoir au moins { $from } ({ $first }), reçu { $last }
anim-too-many = { $every } : { $frames } images dépassent la limite de { $max } ; prenez un pas sur { $k } ou moins de pas
anim-size-gif = environ { $size } (une estimation d’après l’encodage des deux premières images)
anim-size-webm = au plus environ { $size } (l’encodeur du navigateur à { $mbits } Mbit/s) ; l’enregistrement prend { $seconds } s
anim-estimate = { $frames } images de { $width } × { $height } px, { $seconds } s à { $fps } i/s : { $size }.
anim-failed = Impossible de faire l’animation : { $error }
anim-cancelled = Annulé : rien n’a été enregistré.
anim-saved = { $file } enregistré ({ $size }, { $frames } images).
anim-progress = image { $done } sur { $total } · { $size }
toast-animation-compare = Les animations portent sur l’exécution de la scène : d’abord « Modifier la scène », puis Animation….
# The script editor's console (ui/script-console.js; English in en-panels.js)
con-lines =
    .aria-label = Ce que les scripts ont affiché, par pas
con-summary = Console : print(), console.log() et arrêts, jusqu’au pas à l’écran
con-agent = agent { $i }
con-at = pas { $step }
con-stopped = arrêté : { $why }
con-empty = Rien d’affiché jusqu’à ce pas. print(value) dans steer() écrit ici.
con-earlier = { $n ->
        [one] { $n } ligne antérieure n’est pas montrée.
       *[other] { $n } lignes antérieures ne sont pas montrées.
    }
con-full = Le journal de l’exécution garde ses { $max } premières lignes : à partir du pas { $step }, les lignes n’ont pas été gardées.
# The game maps panel (app/maps.js, ui/maps.js, problem-list.js, problem-detail.js, run-summary.js)
game-maps-heading = Cartes de jeux
game-maps-open = Ouvrir .map / .scen…
    .title = Ouvrir une carte Moving AI et son fichier de scénario (ou les déposer sur la page)
game-maps-hint = Cartes de test Moving AI (.map) et leurs problèmes (.scen) : ouvrez-les ou déposez-les ici, ou choisissez un exemple de « Cartes de jeux ».
map-could-not-open = Impossible d’ouvrir { $name }
map-too-large = fichier : { $size } octets dépasse la limite de { $max } octets
map-set-up-failed = Impossible de mettre le problème en place
map-agent = Agent
map-agent-menu =
    .title = L’agent de grille mis en place pour une ligne et utilisé par « Tout exécuter »
map-p-menu =
    .title = Anticipation P de n-proxy (pas)
map-info = { $name } · { $width } × { $height } · { $blocked } bloquées
map-cells = Libres : { $free } · bloquées : { $blockedChars }. S (marais) compte comme du sol, car sidestep n’a pas de coûts de déplacement ; W (eau) est bloquée. Cette carte : { $swamp } S, { $water } W.
map-bundled = Fournie : les liens la nomment (« { $name } »).
map-carried = Les liens vers elle portent ses cellules.
map-scen = { $name } · { $count } problèmes. Cliquez sur l’un d’eux pour le mettre en place.
map-no-scen = Ouvrez son .scen pour lister ses problèmes.
map-list-bundled = Lister les problèmes de { $name }
map-on-bundled = Cette scène est sur la carte fournie { $name }.
map-bucket = Groupe
map-bucket-menu =
    .title = Montrer un groupe du .scen (Moving AI groupe les problèmes par longueur optimale)
map-bucket-all = tous { $n }
map-outcome-menu =
    .title = Montrer les problèmes terminés d’une façon (après « Tout exécuter »)
map-outcome-every = tout résultat
map-outcome-not-reached = non arrivé
map-outcome-unreachable = aucun chemin
map-list =
    .aria-label = Problèmes du .scen : cliquez sur l’un d’eux pour le mettre en place dans la scène
map-count = { $n ->
        [one] { $n } problème
       *[other] { $n } problèmes
    }
map-count-of = { $n } sur { $total } problèmes
map-cells-title = de ({ $sx }, { $sy }) à ({ $gx }, { $gy })
map-optimal-title = longueur octile optimale selon le fichier : { $optimal }
map-reached-title = arrivé en { $steps } pas (optimum à 4 voisins { $optimal4 }) : rapport { $ratio }
map-ended-title = { $steps ->
        [one] { $outcome } après { $steps } pas
       *[other] { $outcome } après { $steps } pas
    }
map-short-stuck = coincé
map-short-oscillation = osc.
map-short-maxSteps = max
map-problem = Problème n° { $row } · ligne { $line } · groupe { $bucket }
map-no-path = aucun chemin : le but est inaccessible
map-optimum = optimum { $optimal } octile (fichier { $file }) · { $steps } pas à 4 voisins · limite { $limit }
map-saved = Tout exécuter ({ $agent }) : { $outcome }, { $steps } pas
map-saved-ratio = , rapport { $ratio }
map-not-row = La scène n’est plus ce problème (une autre scène, une carte modifiée, ou un départ ou un but déplacé).
map-in-scene = { $agent } dans la scène : { $steps } pas · { $stop }
map-ratio = { " " }· rapport { $ratio }
map-run-all = Tout exécuter { $count }
    .title = Exécuter chaque problème du .scen avec { $agent }, dans un worker en arrière-plan
map-cancel = Annuler
    .title = Arrêter l’exécution (ses résultats sont abandonnés)
map-run-failed = « Tout exécuter » a échoué : { $error }
map-cancelled = Annulé après { $done } problèmes sur { $total } ; rien n’est gardé.
map-run-done = { $agent } : { $n } problèmes en { $seconds } s, { $rate } problèmes/s dans un worker (mesuré pendant cette exécution). Cliquez sur un groupe pour le lister.
map-col-bucket = gr.
    .title = Le groupe du .scen (Moving AI groupe les problèmes par longueur optimale)
map-col-problems = n
    .title = problèmes
map-col-reached = arr.
    .title = ont atteint le but
map-col-stuck = coinc.
    .title = arrêtés, tous les voisins bloqués
map-col-oscillation = osc.
    .title = arrêtés pour oscillation (arrêt au retour : la cellule suivante était celle qu’il venait de quitter)
map-col-maxSteps = max
    .title = à court de pas (4 × l’optimum à 4 voisins, au moins 64)
map-col-meanRatio = moy.
    .title = rapport de chemin moyen quand le but est atteint : pas / optimum à 4 voisins
map-col-worstRatio = pire
    .title = pire rapport de chemin quand le but est atteint
map-all = tous
map-unreachable = { $n } inaccessibles (non exécutés)
# The overlaid compare (ui/compare-overlay.js)
cmp-overlay =
    .aria-label = Toutes les variantes dans un seul monde, chacune dans sa couleur
cmp-overlay-legend =
    .aria-label = Variantes et leurs couleurs
cmp-overlay-png =
    .title = Cette superposition en image PNG (2× pixels)
# The long-step dialog (ui/script-watch-dialog.js)
lsd-title = Un script prend du temps
lsd-where = { " " }(scripts.{ $script })
lsd-where-agent = { " " }(scripts.{ $script }, agent { $agent })
lsd-text = Pas { $step } : les scripts tournent depuis { $seconds } s{ $where } sans finir. La page les a arrêtés et reste au pas { $at } : rien de l’exécution n’a changé. « Attendre encore » refait ce pas (avec jusqu’à quatre fois plus de temps avant de redemander) ; « L’arrêter » laisse l’exécution ici.
lsd-keep = Attendre encore
lsd-stop = L’arrêter
# The "Use in your game" dialog (ui/game-code-dialog.js, ui/game-code.js)
gcd-title = Utiliser dans votre jeu
gcd-close = Fermer
gcd-language =
    .aria-label = Langage
gcd-js-tab = JavaScript (npm)
gcd-js-label = JavaScript pour le paquet npm
gcd-js-copy = Copier le JavaScript
gcd-cpp-tab = C++ (CMake)
gcd-cpp-label = C++ pour le paquet CMake
gcd-cpp-copy = Copier le C++
gcd-what-agent = L’agent { $index } « { $name } » ({ $behavior }) avec chaque réglage tel qu’il est maintenant, dans la scène au pas 0, en code pour les paquets de sidestep. Lancé tel quel, il avance jusqu’au pas { $step } et affiche le hash que la page montre là.
gcd-what-scene = Aucun agent sélectionné : la scène au pas 0 en code pour les paquets de sidestep (sélectionnez un agent pour ses réglages). Lancé tel quel, il avance jusqu’au pas { $step } et affiche le hash que la page montre là.
gcd-note-edits = { $count ->
        [one] Cette exécution a { $n } modification faite en cours de route, que les paquets ne rejouent pas : le code part du pas 0 sans elle (intégrez-la d’abord à la scène pour la même exécution).
       *[other] Cette exécution a { $n } modifications faites en cours de route, que les paquets ne rejouent pas : le code part du pas 0 sans elles (intégrez-les d’abord à la scène pour la même exécution).
    }
gcd-note-file = La scène fait { $n } caractères : le code la lit dans scene.json (Exporter l’enregistre).
gcd-guide = Le guide : in-your-game.md
gcd-copy-refused = Le navigateur n’a pas permis la copie : le code est sélectionné, appuyez sur Ctrl+C.
gcd-copied = Copié : { $lines } lignes de { $language }.
# The script editor's chrome (ui/script-editor.js, script-rename.js)
sed-heading = Scripts
sed-tabs =
    .aria-label = Les scripts de la scène
sed-apply = Appliquer
    .title = Lancer la scène avec ce code depuis le pas 0 (Ctrl+Enter) ; Ctrl+Z sur la page rend l’ancien code et l’ancienne exécution
sed-contract = Contrat
    .title = Ce que steer(agent, world) reçoit et renvoie (docs/scripts.md en bref)
sed-close = ✕
    .title = Fermer (Esc) : le texte reste tel que tapé
    .aria-label = Fermer l’éditeur de scripts
sed-new = + Nouveau
    .title = Un nouveau script à partir du modèle (seek seulement)
sed-rename = Renommer
    .title = Renommer ce script (ses agents suivent à l’application)
sed-delete = Supprimer
    .title = Supprimer ce script (refusé tant qu’un agent l’exécute)
sed-revert = Rétablir
    .title = Remettre le code qui tourne (votre texte peut être récupéré une fois)
sed-keys = Ctrl+Enter applique · Esc ferme
sed-script =
    .aria-label = Script { $name }
sed-no-script =
    .aria-label = Aucun script
sed-tab-changed =
    .title = Modifié : pas encore ce qui tourne (Appliquer)
sed-tab-runs =
    .title = Tel qu’il tourne
sed-no-scripts = Pas encore de script : + Nouveau
sed-runs = tourne tel qu’affiché
sed-changed = modifié : diffère de ce qui tourne (Appliquer)
sed-syntax = { " " }· erreur de syntaxe ligne { $line }
sed-not-applied-at = Non appliqué : scripts.{ $name } : ligne { $line }, colonne { $column } : { $message }
sed-not-applied = Non appliqué :
sed-applied = Appliqué : l’exécution repart du pas 0 avec ce code. Ctrl+Z sur la page rend l’ancien code et l’ancienne exécution.
sed-new-said = Nouveau script « { $name } » (seek seulement) : Appliquer l’ajoute à la scène ; un agent l’exécute avec le comportement « script ».
sed-name-taken = scripts.{ $name } : un script de ce nom existe déjà
sed-renamed = Renommé : Appliquer l’exécute sous le nom « { $name } » (ses agents suivent).
sed-not-deleted = { $others ->
        [0] scripts.{ $name } : non supprimé : « { $agent } » l’exécute. Donnez-lui d’abord un autre comportement (ou supprimez-le).
       *[other] scripts.{ $name } : non supprimé : « { $agent } » et { $others } autres l’exécutent. Donnez-leur d’abord un autre comportement (ou supprimez-les).
    }
sed-deleted = « { $name } » supprimé ici : Appliquer le retire de la scène (Rétablir le ramène).
sed-reverted = Rétabli au code qui tourne.{ " " }
sed-bring-back = Récupérer mon texte
sed-new-name =
    .aria-label = Nouveau nom
# The sound toggle (app/sonify.js) and a circle's or path point's buttons (ui/move-buttons.js)
sound-on = Son activé : les rayons de l’agent sélectionné sont des tons (plus aigus et plus forts à l’approche, à gauche ou à droite), un clic à une collision, un accord à l’arrivée
sound-off = Son coupé
sel-move = Déplacer d’un clic
    .title = Le prochain clic dans le monde le pose là (Esc annule) ; au clavier : Entrée dans le monde, puis les flèches
sel-move-armed = Cliquez dans le monde là où il doit aller (Esc annule).
sel-radius-smaller = Rayon −
    .aria-label = Rayon − { $step } u
sel-radius-bigger = Rayon +
    .aria-label = Rayon + { $step } u
## h-panels3a: lessons
les-badge = Leçon
les-back = ◂ Retour
    .title = L’étape précédente
les-next = Suivante ▸
    .title = L’étape suivante
les-end = Fin
les-close = ✕
    .title = Fermer la leçon (la scène reste)
    .aria-label = Fermer la leçon
les-live-hint = Un nombre encadré est un réglage : faites-le glisser de côté
les-live-keys = { " " }(ou donnez-lui le focus et utilisez les flèches)
les-live-follow = { " " }et regardez la scène et les autres nombres suivre.
les-stale = La légende décrit le { $step } ; le monde a avancé depuis.
les-step-link = pas { $step }
les-away = Une autre scène est ouverte : cette légende ne parle pas d’elle.{ " " }
les-reopen = Revenir à l’étape { $n }
les-opened-as = { $title }, étape { $n }
les-starter-replaced = L’exercice part de son script de départ : votre code (scripts.{ $script }) a été remplacé. Ctrl+Z le ramène.
les-exercise-failed = Impossible d’afficher l’exercice
les-menu-heading = Leçons
les-menu-intro = Chaque leçon suit un article à travers ses scènes : lire, avancer, changer un réglage, vérifier.
les-menu-make = Créer une leçon…
    .title = Faire des états de la page des étapes avec légendes, et partager la leçon par un lien
les-menu-close = ✕
    .title = Fermer (Esc)
    .aria-label = Fermer
les-menu-loading = Chargement…
les-menu-failed = Impossible de charger les leçons : { $error }
les-menu-start = Commencer
les-menu-continue = Reprendre à { $n }
les-menu-again = Depuis le début
les-menu-for = { $words } : { $title }
les-try = À vous :{ " " }
les-check = Vérifier
    .title = Lance la scène telle qu’elle est depuis le pas 0, exactement comme Lecture, et voit si elle fait ce que la tâche demande
les-running = En cours…
les-pass = Réussi.
les-not-yet = Pas encore.
les-check-failed = La vérification n’a pas pu tourner : { $errors }
les-verdict-stale = La scène a changé depuis cette vérification : vérifiez à nouveau.
les-hint = Indice : { $hint }
les-hint-changes = On y arrive en changeant { $what } : essayez des valeurs très différentes, puis Lecture pour voir où cela mène.
les-hint-any = Changez une chose à la fois, et Lecture pour voir où cela mène.
les-agent = agent { $n }
les-changed-setting = { $setting } ({ $who })
les-changed-behaviour = le comportement
les-changed-behaviour-of = le comportement de { $who }
les-changed-goal = le but
les-changed-goal-of = le but de { $who }
les-changed-start = le départ
les-changed-start-of = le départ de { $who }
les-fill-failed = [le moteur n’a pas pu remplir : { $errors }]
les-live-setting = { $setting } de { $agent }
    .title = { $setting } de { $agent } : glissez de côté, ou utilisez les flèches, pour le changer ; la scène est rejouée
les-live-down = Diminuer { $setting } de { $agent }
    .title = Diminuer { $setting } d’un cran
les-live-up = Augmenter { $setting } de { $agent }
    .title = Augmenter { $setting } d’un cran
les-err-invalid = la leçon n’est pas valide
les-err-none = cette leçon n’existe pas
les-err-not-id = lesson : « { $id } » n’est pas un identifiant de leçon
les-err-missing = lesson : il n’y a pas de leçon « { $id } »
les-err-link-empty = lien de leçon : vide
les-err-link-long = lien de leçon : { $n } caractères dépassent la limite de { $limit }
les-err-link-utf8 = lien de leçon : pas du texte UTF-8
les-open-lesson-failed = Impossible d’ouvrir la leçon « { $id } »
les-source-lesson = la leçon « { $id } »
les-source-link = le lien de la leçon
les-link-shape = link : ni #lesson=ID ni #L=..., suivi de &at=N et &code=...
les-link-at = at : doit être le numéro d’une étape, 1 ou plus ; reçu « { $got } »
les-code-not-exercise = code : l’étape { $n } de cette leçon n’est pas un exercice
les-code-failed = Impossible de mettre le script du lien dans l’exercice
les-maker-heading = Créer une leçon
les-maker-badge = Création d’une leçon
les-maker-title =
    .aria-label = Le titre de la leçon
les-maker-add = Ajouter cet état
    .title = Une étape de la scène telle qu’elle est : son pas, sa sélection, ses calques et sa caméra
les-maker-play = Lecture
    .title = Jouer la leçon depuis sa première étape
les-maker-share = Partager le lien
    .title = Copier un lien qui ouvre cette leçon
les-maker-save = Enregistrer
    .title = Télécharger la leçon en fichier .json (docs/lessons.md)
les-maker-close = ✕
    .title = Fermer (le brouillon reste dans ce navigateur)
les-maker-help = Les légendes peuvent nommer des nombres que le moteur remplit au pas de l’étape : { $names }… (NAME : le nom ou le numéro d’un agent).
les-maker-draft-title = Ma leçon
les-maker-cp-title = { $scene }, pas { $step }
les-maker-scene = Scène
les-maker-cp-caption = Au pas { $step } ({ $time } s) :{ " " }
les-maker-added = Étape { $n } ajoutée au pas { $step }.
les-maker-first = Ajoutez d’abord une étape : préparez la scène, puis « Ajouter cet état ».
les-maker-first-short = Ajoutez d’abord une étape.
les-maker-yours = votre leçon
les-maker-errors = La leçon a des erreurs : corrigez-les avant de la partager ou de l’enregistrer
les-maker-copied = Lien de la leçon copié : { $chars } caractères, { $n ->
        [one] { $n } étape.
       *[other] { $n } étapes.
    }
les-copy-this = Copiez ce lien
les-maker-undo = Annuler
les-maker-back = L’étape { $n } est revenue.
les-maker-removed = Étape { $n } (« { $title } ») supprimée.{ " " }
les-maker-full = Ce navigateur n’a pas pu garder le brouillon (stockage plein) : partagez-le ou enregistrez-le avant de partir.
les-maker-none = Pas encore d’étape : préparez la scène (pas, sélection d’un agent, calques), puis « Ajouter cet état ».
les-maker-row-title =
    .aria-label = Titre de l’étape { $n }
les-maker-row-caption =
    .aria-label = Légende de l’étape { $n }
les-maker-preview = Aperçu (rempli au pas { $step } de la scène de cette étape) : { $text }
les-maker-up = Monter l’étape { $n }
les-maker-down = Descendre l’étape { $n }
les-maker-remove = Supprimer l’étape { $n }
les-task-add = Ajouter une tâche et un indice
les-task-summary = Tâche : { $goal }
les-task-field = Tâche de l’étape { $n } : { $field }
les-task-goal = objectif
les-task-agent = agent
les-task-measure = mesure
les-task-value = valeur
les-task-within = pas exécutés
les-task-text = à faire
    .placeholder = Ce que fait le lecteur, en une phrase
les-task-hint = indice
    .placeholder = Affiché après deux vérifications qui n’ont pas réussi
les-goal-none = pas de tâche
les-goal-arrive = un agent arrive
les-goal-arriveClean = un agent arrive sans collision
les-goal-below = une mesure finit sous une valeur
les-goal-above = une mesure finit au-dessus d’une valeur
les-task-do-arrive = Changez la scène pour que { $agent } atteigne son but.
les-task-do-arriveClean = Changez la scène pour que { $agent } atteigne son but sans collision.
les-task-do-below = Changez la scène pour que { $measure } finisse sous { $value }.
les-task-do-above = Changez la scène pour que { $measure } finisse au-dessus de { $value }.
les-ex-label = Exercice
les-ex-edit = Modifier mon script
    .title = Ouvrir le script dans l’éditeur (E) ; Appliquer le lance dans les volets comparés
les-ex-check = Vérifier ma solution
    .title = Lancer les scènes de la batterie de qualité avec votre script, l’intégré et seek, et comparer
les-ex-share = Partager ma solution
    .title = Copier un lien vers cet exercice contenant votre script
les-ex-stop = Arrêter
les-ex-table =
    .aria-label = Votre script face à l’intégré et à seek seul, par type de scène
les-ex-scope = Vérifier ma solution lance votre script tel qu’appliqué sur { $families } de la batterie de qualité, à côté de { $reference } intégré et de seek (sans évitement).
les-ex-family-fields = les champs de cercles
les-ex-family-blocks = les cellules bloquées
les-ex-family-wall = un mur en travers
les-ex-family-trap = un piège en U
les-ex-family-corridor = les couloirs
les-ex-family-doorway = les portes
les-ex-family-crossing = les agents qui se croisent
les-ex-family-oncoming = les agents face à face
les-ex-family-overtaking = les dépassements
les-ex-family-fan-in = les agents qui convergent
les-ex-family-ring = les anneaux d’agents
les-ex-family-streams = quatre flux
les-ex-col-arrived = arrivés
les-ex-col-collisions = collisions / agent
les-ex-col-depth = chevauchement max.
les-ex-col-contacts = contacts entre agents / agent
les-ex-col-contact-time = s de contact / agent
les-ex-col-time = s jusqu'au but / agent arrivé
les-ex-col-effort = effort / agent (u/s)
les-ex-col-score = score
les-ex-score-note = Score par agent, le plus bas est le meilleur : 50 par collision ou contact entre agents, plus les secondes jusqu'au but (pour un agent qui n'est pas arrivé, toute l'exécution et 60 de plus), plus 0,1 par u/s de changement de vitesse (effort).
les-ex-arrived = { $reached } / { $agents }
les-ex-arrived-stopped = { $reached } / { $agents }, { $stops } arrêtés par le script
les-ex-yours = le vôtre
les-ex-builtin = { $reference } intégré
les-ex-hint-any = Ouvrez Contrat pour voir ce que renvoie world.castRay ; affichez avec print() les valeurs que vous calculez (la console les montre par pas), et comparez vos rayons avec le volet intégré.
les-ex-than = { $than ->
        [fewer] moins que
        [more] plus que
       *[same] autant que
    } { $whose ->
        [seek] seek
       *[builtin] { $reference } intégré
    } { $value }
les-ex-compared = { $yours } collisions par agent, { $seek } et { $builtin }
les-ex-stopped = Votre script a arrêté { $stops } agents sur { $agents } : sa ligne n’est donc pas encore un résultat (un agent arrêté ne heurte rien). Le premier { $first }. Corrigez-le, puis vérifiez à nouveau.
les-ex-not-arrived = { $reached } agents sur { $agents } sont arrivés (l’intégré : { $ref }) ; le vôtre : { $compared }.
les-ex-no-better = Tous les agents sont arrivés, mais le vôtre n’évite pas mieux que seek : { $compared } ; { $contact } s de contact par agent contre { $seekContact } s pour seek.
les-ex-passed = Tous les agents sont arrivés ; le vôtre : { $compared }, et { $contact } s de contact par agent contre { $seekContact } s pour seek.
les-ex-stopped-changed = Arrêté : votre code a changé. Vérifiez à nouveau.
les-ex-outdated = Votre code a changé depuis cette vérification (le tableau est celui du code d’avant) : vérifiez à nouveau.
les-ex-stopped-short = Arrêté.
les-ex-loading = Chargement…
les-ex-runs = { $done } / { $total } exécutions
les-ex-worker-failed = le worker de la vérification a échoué
les-ex-failed = La vérification n’a pas tourné : { $errors }
les-ex-done = { $runs } scènes chacun, { $seconds } s.
les-ex-copied = Lien copié : il ouvre cet exercice avec votre script.
les-ex-code-base64 = code : pas un script (son contenu n’est pas du base64url)
les-ex-code-utf8 = code : pas du texte UTF-8
## h-panels3a: scripts
sed-agent = agent { $n }
sed-agent-added = un agent ajouté au pas { $step }
scr-contract = Le contrat
    .aria-label = Le contrat des scripts
scr-intro = function steer(agent, world) est appelée une fois par pas pour chaque agent qui exécute le script (dans l’ordre des agents) et renvoie { "{" } x, y { "}" } : l’accélération voulue, en u/s². Le moteur la ramène à agent.maxAccel, puis applique la limite de vitesse, comme pour tout comportement.
scr-agent-xy = position, en unités du monde
scr-agent-v = vitesse, u/s
scr-agent-body = corps et limites (u, u/s, u/s²)
scr-agent-goal = son but, en unités du monde
scr-agent-dt = le pas de temps (s) et le pas en cours de décision (0 le premier)
scr-agent-params = ses paramètres libres, { "{" } name: number { "}" } (8 au plus)
scr-agent-memory = un objet gardé entre les appels : données simples, 4 KiB au plus en JSON, inclus dans les images clés (revenir en arrière est exact) ; { "{" }{ "}" } au premier appel
scr-world-castRay = null, ou { "{" } distance, x, y, nx, ny, kind { "}" } (kind "cell" ou "circle") : le lancer avec lequel les comportements intégrés perçoivent. Les 3 premiers rayons d’un pas sont dessinés et listés dans le panneau.
scr-world-neighbors = les autres agents dont le centre est à moins de radius : [{ "{" } x, y, vx, vy, radius { "}" }], dans un ordre fixe
scr-world-blocked = si la cellule (cx, cy) est bloquée (hors de la grille : true)
scr-world-random = un nombre dans [0, 1), tiré d’une graine selon la scène, le pas, l’agent et le tirage (Math.random, c’est lui)
scr-world-show = un nombre nommé (8 au plus par pas) dans le panneau
scr-world-note = une phrase (4 au plus par pas, 200 caractères) dans le panneau et la console
scr-stops = Ce qui arrête son agent (raison d’arrêt script, avec la ligne)
scr-stop-throw = un throw, ou une réponse qui n’est pas { "{" } x, y { "}" } en nombres finis
scr-stop-runaway = un emballement : plus de sim.scriptBudget vérifications d’interruption en un appel (QuickJS vérifie tous les 10 000 de ses ticks, environ 5 000 tours d’une boucle simple : le même compte sur toute machine ; aucune horloge n’arrête un script)
scr-stop-memory = mémoire : 16 MiB pour tous les scripts ; agent.memory 4 KiB en JSON
scr-stop-sandbox = pas de DOM, de réseau, de minuteurs, de Date, de modules ni d’objets de l’hôte : fetch, require, process ne sont pas définis. Gardez l’état dans agent.memory (les variables de haut niveau ne font pas partie des images clés).
scr-whole = Le contrat complet : docs/scripts.md dans les sources.
scr-unclosed = Il manque un signe fermant : le { $ch } ligne { $line }, colonne { $column } n’est jamais fermé. Ajoutez son { $pair } là où cette partie se termine.
scr-unopened = Le { $ch } ligne { $line }, colonne { $column } ne ferme rien : il manque un { $pair } avant lui, ou il est en trop.
scr-mismatch = Il manque un signe fermant : le { $ch } ligne { $line }, colonne { $column } n’est jamais fermé (le { $close } ligne { $closeLine } vient avant). Ajoutez son { $pair } là où cette partie se termine.
scr-near = Ligne { $line } : « { $token } » ne peut pas venir ici. Un mot, un opérateur ou une virgule manque ou est en trop juste avant.
scr-unreadable = La ligne { $line } n’est pas du JavaScript que le moteur sait lire ({ $what }).
scr-mark-syntax = { $text } (QuickJS : ligne { $line }, colonne { $column } : { $message })
scr-mark-stopped = « { $agent } » arrêté : { $text } (ligne { $line } : { $message })
scr-mark-stopped-in = « { $agent } » arrêté dans « { $pane } » : { $text } (ligne { $line } : { $message })
scr-mark-stopped-plain = « { $agent } » arrêté : { $text }
scr-mark-stopped-in-plain = « { $agent } » arrêté dans « { $pane } » : { $text }
scr-loop = la boucle de la ligne { $line }
scr-loops = l’une des boucles des lignes { $lines }
scr-millions = { $n } millions
scr-thousands = { $n } mille
scr-at-line = Ligne { $line }
scr-at-script = Le script
scr-budget = a épuisé son budget ({ $checks } vérifications d’interruption, environ { $operations } opérations)
scr-slow = a pris plus de { $ms } ms
scr-runaway = L’appel { $ran } : une boucle sans fin ? Regardez { $where } : vérifiez que sa condition change dans la boucle.
scr-runaway-from = L’appel { $ran } : une boucle sans fin ? Regardez les boucles à partir de la ligne { $line } : vérifiez que leur condition change dans la boucle.
scr-null-why = world.castRay renvoie null quand son rayon ne touche rien : vérifiez-le d’abord (if (hit) { "{" } … { "}" }).
scr-undefined-why = Un nom écrit autrement, ou un champ que l’agent n’a pas (Contrat les liste), vaut undefined.
scr-no-field = { $at } : « { $owner } » vaut { $none } ici, il n’a donc pas de « { $prop } ». { $why }
scr-no-field-value = { $at } : une valeur vaut { $none } ici, elle n’a donc pas de « { $prop } ». { $why }
scr-not-defined = { $at } : rien ne s’appelle « { $name } » ici. Vérifiez l’orthographe, ou déclarez-le (let, const) avant de l’utiliser.
scr-not-function = { $at } appelle quelque chose qui n’est pas une fonction : vérifiez le nom (les appels du monde sont world.castRay, world.neighbors, world.blocked, world.random, world.show, world.note).
scr-bad-return = { $at } : steer doit finir par return { "{" } x, y { "}" }, deux nombres finis (une accélération). Il a renvoyé { $got }.
scr-at = { $at } : { $what }
scr-runtime-failed = L’environnement des scripts a échoué : { $what }
scr-no-script = { $name } : cette scène n’a pas de script de ce nom.
scr-no-answer = Le script n’a pas donné de réponse.

## h-panels3b: canvas captions
# The key numbers' words on the canvas (draw/key-numbers.js; in en.js): raycast's avoid point, a context agent with every slot masked and its chosen direction, the feelers' lateral command before its number
kn-avoid-point = point d'évitement
kn-all-masked = tout masqué
kn-chosen = choisie
kn-command = commande
# The ORCA velocity-space inset (draw/orca.js; cv- is en-draw.js, fetched with the drawers): its caption with the square's half-width (short: a phone), how the velocity was chosen
cv-orca-title = espace des vitesses (ORCA), ±{ $w } u/s
cv-orca-range = ±{ $w } u/s
cv-orca-allowed = vitesse préférée permise
cv-orca-nearest = vitesse permise la plus proche
cv-orca-fallback = repli : violation minimale
cv-orca-squeezed = coincé : violation minimale
cv-orca-fallback-short = repli
cv-orca-squeezed-short = coincé
# The P-proxy heat map's legend (draw/heat-legend.js): its title, the ramp's two ends
cv-heat-title = P-proxy de chaque case (P = { $p })
cv-heat-near = { $n } (proche)
cv-heat-far = { $n } (loin)
# The context map inset's title (draw/context.js)
cv-context-title = carte de contexte · { $name }
# The feelers' side view (draw/profile.js): its title, the slope's line (long, shorter, shortest for a narrow pane: the slope's kind, the dot product, the offset), the core's slope kinds and hit kinds, an obstacle's height, what each feeler met
cv-side-title = Vue de côté · { $name } · cap →
cv-slope-on = { $kind } : dot = { $dot } → décalage { $offset } u
cv-slope-off = { $kind } : dot = { $dot } → pente désactivée, { $target } u non appliqué
cv-slope-on-short = { $kind } : dot { $dot } → décalage { $offset } u
cv-slope-on-shortest = { $kind } : dot { $dot } → { $offset } u
cv-slope-off-short = { $kind } : dot { $dot } → pente désact. ({ $target } u)
cv-slope-off-shortest = { $kind } : dot { $dot } → désact. ({ $target } u)
cv-slope-level = plat
cv-slope-incline = montée
cv-slope-decline = descente
cv-slope-across = en travers
cv-hit-wall = mur
canvas-grid-blocked = bloqué
cv-hit-circle = cercle
cv-hit-ground = sol
cv-obstacle-high = { $kind } de { $height } u de haut
cv-feeler-hit = { $hit } { $distance }
cv-feeler-over = au-dessus d'un obstacle
cv-feeler-over-short = au-dessus
cv-feeler-clear = libre
cv-units = { $n } u

## h-panels3b: opening, links, storage, refusals
# The page's start-up failure (main.js): in English when it comes before the locale's catalogue
start-failed = sidestep n’a pas pu démarrer : { $error }
# A scene that could not be opened (sim/document.js): the error box's title, the page's own reasons; the names of what is opened (app/document.js, app/files.js, ui/console-api.js, ui/maps.js)
ld-failed = Impossible d’ouvrir { $source }
ld-script-engine = scripts : le moteur de scripts ne s’est pas chargé ({ $error })
ld-too-large = fichier : { $size } octets dépasse la limite de { $limit } octets ({ $mib } MiB)
obs-reading = Ouverture de { $source } : { $percent } lu
obs-building = Ouverture de { $source } : construction de la scène
obs-wait = Un instant : le monde répond dès que le scénario est ouvert
ld-not-a-scene = { $name } : ni un fichier de scénario (JSON, commençant par { "{" }), ni un cas de test SteerSuite (XML), ni un lien de partage.
ld-movingai-hint = { " " }Une carte ou un scen Moving AI s’ouvre avec « Ouvrir .map / .scen… » (ou en le déposant sur le monde).
ld-link-too-long = lien : le lien de cette scène ferait { $length } caractères, plus que les navigateurs n’en ouvrent ({ $max } ici ; Firefox refuse les adresses de plus de { $firefox }). Exportez-la plutôt en fichier (Exporter, dans Modifier).
ld-name-my-scene = « { $name } » de Mes scènes
ld-name-example = l’exemple « { $title } »
ld-name-autosave = la scène enregistrée automatiquement
ld-name-welcome = l’exemple d’accueil
ld-name-link = le lien
ld-name-dropped-link = le lien déposé
ld-name-scenario = le scénario
map-open-problem = problème { $row } de { $scen }
# A share link that does not decode (sim/link.js): the core's words (core/src/io/link.cpp) in English
ld-link-limit = lien : la limite du cœur { $name } n’est pas chargée (chargez d’abord le module)
ld-link-length = lien : pas du base64url : { $size } caractères ne peuvent pas faire un nombre entier d’octets
ld-link-character = lien : pas du base64url : le caractère { $at } n’est ni A-Z, a-z, 0-9, - ni _
ld-link-inflates = lien : décompressé, il dépasse { $limit } octets (la limite) ; refusé
ld-link-not-deflate = lien : pas des données deflate (tronquées ou corrompues)
ld-link-empty = lien : vide (#s= suivi du scénario attendu)
ld-link-too-many = lien : { $length } caractères dépasse la limite de { $limit }
ld-link-not-utf8 = lien : le scénario n’est pas du texte UTF-8
# My scenes' storage errors (sim/library.js)
ld-storage-failed = la requête au stockage a échoué
ld-no-indexeddb = ce navigateur ne garde pas de scènes (pas d’IndexedDB)
ld-no-entry = Mes scènes : aucune entrée { $id }
# Refusals worded in the page: the agent editor's (sim/sim-edits.js), a number field's (ui/number-field.js), the console API's step and events (sim/sim.js, sim/records.js)
ld-edit-one-of = { $path } : doit être l’un de { $list }, reçu { $got }
ld-edit-point = { $path } : doit être [x, y]
ld-edit-unknown-param = { $path } : paramètre inconnu de { $owner }
ld-edit-unknown-setting = { $path } : réglage inconnu (il y a { $list })
ld-not-a-number = { $name } : doit être un nombre (le champ est vide ou contient autre chose)
ld-step-n = step : n doit être un nombre entier >= 0, reçu { $got }
ld-seek-step = seek : step doit être un nombre entier >= 0, reçu { $got }
ld-events-kind = events : kind doit être l’un de { $list }, reçu { $got }
# The Run all worker's failure (sim/run-all.js), the video recorder's (draw/encode.js, worded by the animation dialog), the legend with no agents (ui/legend.js), the panes in compare mode refusing an edit (app/keys.js)
map-run-all-failed = le worker de Tout exécuter a échoué
anim-recorder-empty = l’enregistreur du navigateur a donné { $bytes } octets pour { $frames } images (pas de vidéo) : réessayez, ou faites un GIF
legend-no-agents = aucun agent
keys-compare-copies = Les volets sont des copies de la scène : « Modifier la scène » (sous le titre) quitte le mode comparaison pour la changer.
# The timeline's memory tooltip (ui/timeline.js)
tl-memory = { $steps } pas calculés ; { $keyframes } images clés (une tous les { $interval } pas), { $used } MB sur { $budget } MB, plus { $recent } MB des états traversés par le dernier pas en arrière (24 MB au plus) ; { $edits }
tl-edits = { $n ->
        [one] { $n } modification faite pendant l’exécution
       *[other] { $n } modifications faites pendant l’exécution
    }


## h-words5: the World's refused edits (core/src/world)
invalid-no-agent = { $path } : pas d’agent { $index } (il y en a { $count })
invalid-no-circle = { $path } : pas de cercle { $index } (il y en a { $count })
invalid-no-path = { $path } : pas de chemin { $index } (il y en a { $count })
invalid-no-script = { $path } : aucun script nommé « { $name } »
invalid-resize-outside = { $path } : { $width } x { $height } laisserait agents[{ $agent }].{ $field } ({ $x }, { $y }) hors du monde ; déplacez ou supprimez d’abord l’agent
invalid-cell-outside = { $path } : ({ $x }, { $y }) est hors de la grille de { $width } x { $height }
invalid-agent-cell = { $path } : doit être une case 0..{ $maxX } x 0..{ $maxY }, reçu ({ $x }, { $y })
invalid-agent-inside = { $path } : doit être dans le monde [0, { $width }] x [0, { $height }], reçu ({ $x }, { $y })
invalid-finite = { $path } : doivent être des nombres finis
invalid-point-count = { $path } : doit avoir de { $min } à { $max } points, reçu { $got }
invalid-points-far = { $path } : les points doivent être finis et à moins de { $max } de l’origine
invalid-integer-limits = { $path } : doit être un entier entre { $lo } et { $hi }
invalid-max-agents = { $path } : au plus { $max } agents
invalid-max-circles = { $path } : au plus { $max } cercles
invalid-max-paths = { $path } : au plus { $max } chemins
invalid-max-scripts = { $path } : au plus { $max } scripts
## h-words5: Moving AI map and scen errors (core/src/io/movingai_*.cpp)
invalid-movingai-too-large = ligne { $line } : le fichier fait { $bytes } octets, plus que la limite de { $max }
invalid-movingai-stopped = arrêt après { $n } erreurs
invalid-map-empty = ligne { $line } : fichier vide (un .map commence par 'type octile')
invalid-map-ends-before-map = ligne { $line } : le fichier se termine avant la ligne 'map'
invalid-map-ends-before-map-missing = ligne { $line } : le fichier se termine avant la ligne 'map' (il manque { $missing })
invalid-map-second-line = ligne { $line } : une deuxième ligne '{ $key }'
invalid-map-type = ligne { $line } : type doit être 'octile', reçu { $got }
invalid-map-side = ligne { $line } : { $key } doit être un entier entre 1 et { $max }, reçu { $got }
invalid-map-before = ligne { $line } : 'map' avant la ligne '{ $header }'
invalid-map-expected-type = ligne { $line } : 'type octile' attendu, reçu { $got }
invalid-map-expected-header = ligne { $line } : ligne d’en-tête attendue (type octile, height H, width W, map), reçu { $got }
invalid-map-ends-after = ligne { $line } : le fichier se termine après { $rows } rangées, height en annonce { $height }
invalid-map-row-width = ligne { $line } : la rangée a { $chars } caractères, width en annonce { $width }
invalid-map-character = ligne { $line } : caractère inconnu { $char } à la colonne { $column } (libres : { $free } ; bloquées : { $blocked })
invalid-map-more-rows = ligne { $line } : plus de rangées que n’en annonce height ({ $height })
invalid-scen-empty = ligne { $line } : fichier vide (un .scen commence par 'version 1')
invalid-scen-version = ligne { $line } : 'version 1' attendu, reçu { $got }
invalid-scen-too-many = ligne { $line } : plus de { $max } problèmes (la limite)
invalid-scen-fields = ligne { $line } : 9 champs attendus (groupe, carte, largeur de la carte, hauteur de la carte, départ x, départ y, but x, but y, longueur optimale), reçu { $got }
invalid-scen-fields-more = ligne { $line } : 9 champs attendus (groupe, carte, largeur de la carte, hauteur de la carte, départ x, départ y, but x, but y, longueur optimale), reçu davantage
invalid-scen-integer = ligne { $line } : { $column } doit être un entier entre { $lo } et { $hi }, reçu { $got }
invalid-scen-integer-in = ligne { $line } : { $column } doit être un entier entre { $lo } et { $hi } ({ $side } { $size }), reçu { $got }
invalid-scen-col-bucket = groupe
invalid-scen-col-map-width = largeur de la carte
invalid-scen-col-map-height = hauteur de la carte
invalid-scen-col-start-x = départ x
invalid-scen-col-start-y = départ y
invalid-scen-col-goal-x = but x
invalid-scen-col-goal-y = but y
invalid-scen-map-name = ligne { $line } : nom de carte de plus de { $max } caractères
invalid-scen-optimal = ligne { $line } : la longueur optimale doit être un nombre entre 0 et { $max }, reçu { $got }
invalid-scen-other-map = ligne { $line } : le problème est pour la carte { $name }, pas { $map }
invalid-scen-size = ligne { $line } : le problème annonce une carte de { $w } x { $h }, la carte fait { $width } x { $height }
invalid-scen-blocked-start = ligne { $line } : le départ ({ $x }, { $y }) est une case bloquée
invalid-scen-blocked-goal = ligne { $line } : le but ({ $x }, { $y }) est une case bloquée

## h-words6: the scenario file's field errors (core/src/io)
invalid-too-large = { $path } : { $bytes } octets, c’est plus que la limite de { $max } octets
invalid-json = { $path } : JSON non valide : ligne { $line }, colonne { $column } : { $what }
invalid-json-character = { $path } : JSON non valide : ligne { $line }, colonne { $column } : caractère inattendu '{ $character }'
invalid-json-duplicate-key = { $path } : JSON non valide : ligne { $line }, colonne { $column } : clé en double "{ $key }"
invalid-json-depth = { $path } : JSON non valide : ligne { $line }, colonne { $column } : imbriqué sur plus de { $max } niveaux
invalid-json-after-value = texte inattendu après la valeur JSON
invalid-json-literal = littéral non valide
invalid-json-end = fin du texte inattendue
invalid-json-key-expected = une clé entre guillemets était attendue
invalid-json-colon = ':' était attendu
invalid-json-object-end = ',' ou '{ "}" }' était attendu
invalid-json-array-end = ',' ou ']' était attendu
invalid-json-number = nombre non valide
invalid-json-fraction = nombre non valide : des chiffres étaient attendus après '.'
invalid-json-exponent = nombre non valide : des chiffres étaient attendus dans l’exposant
invalid-json-u-truncated = échappement \u incomplet
invalid-json-u-escape = échappement \u non valide
invalid-json-unterminated = texte entre guillemets non fermé
invalid-json-control = caractère de contrôle dans un texte
invalid-json-open-string = ce texte entre guillemets n’est pas fermé avant la fin de sa ligne
invalid-json-comma-brace = une virgule juste avant '{ "}" }' (supprimez la dernière virgule)
invalid-json-comma-bracket = une virgule juste avant ']' (supprimez la dernière virgule)
invalid-json-unclosed-object = le fichier se termine avant que cette '{ "{" }' soit fermée
invalid-json-unclosed-array = le fichier se termine avant que ce '[' soit fermé
invalid-json-surrogate = substitut non apparié dans un échappement \u
invalid-json-escape = échappement non valide dans un texte
invalid-json-stopped = la lecture a été interrompue (une autre scène a été demandée)
invalid-json-object = { $path } : doit être un objet JSON ({ $format }), reçu { $got }
invalid-version-required = { $path } : est obligatoire et doit valoir { $version }
invalid-version = { $path } : doit valoir { $version } (cette version lit le format v{ $version }), reçu { $got }
invalid-object-keys = { $path } : doit être un objet { $keys }, reçu { $got }
invalid-object-keys-or-null = { $path } : doit être un objet { $keys } ou null, reçu { $got }
invalid-shape = { $path } : doit être { $shape }, reçu { $got }
invalid-required-shape = { $path } : est obligatoire : { $shape }
invalid-array-of = { $path } : doit être un tableau de { $what }, reçu { $got }
invalid-array-names = { $path } : doit être un tableau de noms
invalid-at-most = { $path } : doit avoir au plus { $max } { $what }, reçu { $got }
invalid-at-most-with-regions = { $path } : doit avoir au plus { $max } { $what } avec les { $regions } des régions, reçu { $got }
invalid-at-least = { $path } : doit avoir au moins { $min } { $what }
invalid-count-between = { $path } : doit avoir de { $min } à { $max } { $what }, reçu { $got }
invalid-noun-agents = agents
invalid-noun-circles = cercles
invalid-noun-edits = modifications
invalid-noun-paths = chemins
invalid-noun-points = points
invalid-noun-xy-points = points [x, y]
invalid-noun-regions = régions
invalid-noun-rows = lignes
invalid-noun-scripts = scripts
invalid-noun-variants = variantes
invalid-got-object = un objet
invalid-got-array = une liste
invalid-got-items = une liste de { $items } éléments
invalid-either = { $path } : doit être "{ $a }" ou "{ $b }", reçu { $got }
invalid-either3 = { $path } : doit être "{ $a }", "{ $b }" ou "{ $c }", reçu { $got }
invalid-number-min = { $path } : doit être un nombre >= { $min }, reçu { $got }
invalid-finite-number = { $path } : doit être un nombre fini, reçu { $got }
invalid-axes = { $path } : chaque axe doit être un nombre dans { $range }, reçu { $got }
invalid-axes-range = { $path } : chaque axe doit être dans { $range }
invalid-setting-value = { $path } : doit être un nombre, true ou false, ou le nom d’un choix, reçu { $got }
invalid-behavior-name = { $path } : doit être le nom d’un comportement, reçu { $got }
invalid-unknown-key-for = { $path } : clé inconnue pour { $kind }
invalid-within-origin = { $path } : doit être à au plus { $max } de l’origine
invalid-inside-world = { $path } : doit être dans le monde [0, { $width }] x [0, { $height }], reçu { $got }
invalid-grid-cell = { $path } : doit être une case [x, y] d’entiers 0..{ $maxX } et 0..{ $maxY }, reçu { $got }
invalid-cell-integers = { $path } : doit être [x, y], des entiers 0..{ $max }
invalid-cells-integers = { $path } : cells[{ $index }] doit être [x, y], des entiers 0..{ $max }
invalid-grid-setting = { $path } : les agents de grille avancent d’une case par pas et n’ont pas de { $key } ; supprimez-le
invalid-no-paths = { $path } : il n’y a aucun chemin dans world.paths
invalid-script-only = { $path } : seuls les agents scriptés nomment un script ; supprimez-le ou mettez "behavior": "script"
invalid-script-required = { $path } : est obligatoire pour un agent scripté (le nom de l’un des scripts de la scène)
invalid-script-missing = { $path } : aucun script nommé « { $name } » (la scène a : { $names })
invalid-script-missing-none = { $path } : aucun script nommé « { $name } » (la scène n’en a aucun)
invalid-script-not-in-scene = { $path } : aucun script nommé « { $name } » parmi les scripts de la scène
invalid-script-name = { $path } : le nom d’un script doit être une lettre ou _ suivie d’au plus 31 lettres, chiffres ou _
invalid-param-name = { $path } : le nom d’un paramètre doit être une lettre ou _ suivie d’au plus 31 lettres, chiffres ou _
invalid-script-params = { $path } : un agent scripté a au plus { $max } paramètres, reçu { $got }
invalid-object-of-numbers = { $path } : doit être un objet de nombres par nom, reçu { $got }
invalid-object-of-settings = { $path } : doit être un objet de réglages par nom, reçu { $got }
invalid-pace = { $path } : doit être 0 (aussi vite que possible) ou un nombre de pas par seconde dans { $range }, reçu { $got }
invalid-selected-none = { $path } : doit être null : il n’y a aucun agent
invalid-repeats = { $path } : répète « { $name } »
invalid-world-object = { $path } : doit être un objet avec "grid" (et éventuellement "circles")
invalid-size-and = { $path } : donne la taille d’une grille ouverte : supprimez-le, ou supprimez { $other }
invalid-size = { $path } : doit être [largeur, hauteur] en cases, reçu { $got }
invalid-grid-required = { $path } : est obligatoire : un tableau de lignes comme "..@@.." (ou world.map, le nom d’une carte fournie : { $maps })
invalid-grid-rows = { $path } : doit être un tableau non vide de lignes de texte, reçu { $got }
invalid-first-row = { $path } : doit être un texte de 1..{ $max } cases, reçu { $n } caractères
invalid-first-row-got = { $path } : doit être un texte de 1..{ $max } cases, reçu { $got }
invalid-row-width = { $path } : doit avoir { $width } cases comme la ligne 0, reçu { $got }
invalid-cell-character = { $path } : caractère de case inconnu { $char } (libre : . ou G ; bloquée : @, O ou T)
invalid-map-and-grid = { $path } : donnez soit le nom d’une carte fournie, soit world.grid, pas les deux
invalid-unknown-map = { $path } : carte inconnue « { $name } » ; les cartes fournies sont { $maps }
invalid-terrain-rows = { $path } : doit être un tableau de { $rows } lignes (hauteur de la grille + 1), reçu { $n }
invalid-terrain-rows-got = { $path } : doit être un tableau de { $rows } lignes (hauteur de la grille + 1), reçu { $got }
invalid-terrain-columns = { $path } : doit être un tableau de { $columns } nombres (largeur de la grille + 1), reçu { $n }
invalid-terrain-columns-got = { $path } : doit être un tableau de { $columns } nombres (largeur de la grille + 1), reçu { $got }
invalid-whole-grid-edits = { $path } : au plus { $max } modifications resizeGrid, clearGrid et clearTerrain dans un historique
invalid-step-order = { $path } : ne doit pas être inférieur au pas précédent ({ $before }), reçu { $got }
invalid-step-max = { $path } : doit être au plus sim.maxSteps ({ $max }), reçu { $got }
invalid-history-clear = { $path } : clear commence un nouveau scénario et ne peut pas faire partie de l’historique d’une exécution
invalid-history-edit = { $path } : { $edit } au pas { $step } : { $why }
invalid-variant-history = { $path } : history[{ $entry }] : { $edit } au pas { $step } ne convient pas à cette variante : { $why }
invalid-fold-edit = history[{ $entry }] ({ $edit } au pas { $step }) : ne s’applique pas au pas 0 : { $why }
invalid-variant-no-agent = { $path } : pas d’agent { $agent } (il y en a { $agents })
invalid-variant-grid-on-continuous = { $path } : { $behavior } est un comportement de grille et l’agent { $agent } est un agent continu ({ $own })
invalid-variant-continuous-on-grid = { $path } : { $behavior } est un comportement continu et l’agent { $agent } est un agent de grille ({ $own })
invalid-variant-param = { $why } (agent { $agent })
invalid-label-required = { $path } : est obligatoire (quelques mots affichés au-dessus de son volet)
invalid-agent-twice = { $path } : cite un agent deux fois
invalid-variant-agents = { $path } : doit être "all" ou un tableau non vide d’indices d’agents, reçu { $got }
invalid-variant-script = { $path } : seule une variante avec "behavior": "script" nomme un script
invalid-variant-script-required = { $path } : est obligatoire avec "behavior": "script" (le nom de l’un des scripts de la scène)
invalid-area = { $path } : doit être [x0, y0, x1, y1], quatre nombres, reçu { $got }
invalid-area-size = { $path } : doit avoir x0 < x1 et y0 < y1, et au moins un corps (2 x radius = { $body }) de large et de haut, reçu { $got }
invalid-goal-required = { $path } : est obligatoire : { $area }, "opposite" ou "same-area"
invalid-goal-rule = { $path } : doit être { $area }, "opposite" (le départ en miroir par le centre du monde) ou "same-area", reçu { $got }
invalid-count-required = { $path } : est obligatoire : combien d’agents, 1..{ $max }
invalid-region-grid = { $path } : les régions placent des agents continus ; { $behavior } est un comportement de grille (écrivez ses agents dans "agents")
invalid-regions-total = { $path } : totalisent { $total } agents, plus que la limite de { $max }
invalid-region-goal = { $path } : aucun but libre trouvé pour l’agent { $agent } en { $tries } essais (des cases bloquées ou des cercles le couvrent)
invalid-region-placed = { $path } : { $placed } placés sur { $count } (après { $tries } essais pour le suivant, la zone de départ n’a plus de place libre pour un corps de rayon { $radius }) : agrandissez la zone ou baissez le nombre
invalid-rule = { $path } : { $rule }
invalid-rule-remove = { $path } : { $rule } ; supprimez-le
invalid-rule-grid-avoid = les agents de grille n’évitent pas les agents
invalid-rule-orca-avoid = les agents orca évitent les agents par leurs propres demi-plans
invalid-rule-context-path = seuls les agents context suivent des chemins
invalid-rule-grid-drive = seuls les agents continus peuvent être pilotés
invalid-rule-grid-route = les agents de grille vont de case en case ; seuls les agents continus suivent un itinéraire
invalid-rule-script-route = les agents scriptés se dirigent eux-mêmes ; ils ne suivent aucun itinéraire
invalid-rule-script-avoid = les agents scriptés se dirigent eux-mêmes (world.neighbors voit les autres agents)
invalid-rule-script-only = seuls les agents scriptés nomment un script
## The World's own refusals of an edit (core/src/world)
invalid-max-characters = { $path } : doit faire au plus { $max } caractères
invalid-max-characters-got = { $path } : doit faire au plus { $max } caractères, reçu { $got }
invalid-max-params = { $path } : au plus { $max } paramètres
invalid-max-bytes = { $path } : au plus { $max } octets
invalid-not-a-name = { $path } : « { $name } » n’est pas un nom
invalid-named-twice = { $path } : nommé deux fois
invalid-no-setting = { $path } : il n’y a pas de réglage « { $name } »
invalid-axes-number = { $path } : chaque axe doit être un nombre dans { $range }
invalid-not-driven = { $path } : l’agent { $index } n’est pas piloté (d’abord setDrive)
invalid-grid-body = { $path } : un agent de grille ({ $behavior }) avance d’une case par pas ; seuls les agents continus ont un corps à régler
invalid-kind-continuous = { $path } : { $behavior } est un comportement continu et l’agent { $index } est un agent de grille ; ajoutez plutôt un nouvel agent
invalid-kind-grid = { $path } : { $behavior } est un comportement de grille et l’agent { $index } est un agent continu ; ajoutez plutôt un nouvel agent
invalid-script-needs-name = { $path } : un agent scripté a besoin du nom de son script (setAgentScript)
invalid-or = { $path } : doit être { $a } ou { $b }
invalid-or3 = { $path } : doit être { $a }, { $b } ou { $c }
invalid-or3-got = { $path } : doit être { $a }, { $b } ou { $c }, reçu "{ $got }"
invalid-terrain-count = { $path } : doit avoir (largeur + 1) x (hauteur + 1) = { $count } valeurs, reçu { $got }
invalid-finite-within = { $path } : doit être fini et à au plus { $max } de l’origine
invalid-unknown-kind = { $path } : type inconnu
invalid-path-index = { $path } : doit être -1 ou l’indice d’un chemin d’un agent context
invalid-only-params = { $path } : { $behavior } n’a que { $n } paramètres
invalid-not-a-name-pattern = { $path } : « { $name } » n’est pas un nom ({ $pattern })
invalid-script-grid-agent = { $path } : script est un comportement continu et l’agent { $index } est un agent de grille
invalid-history-full = { $path } : au plus { $max } modifications pendant une exécution ; revenez au pas 0 pour modifier le scénario
invalid-no-edit = { $path } : aucune modification de ce numéro (l’historique de l’exécution en a { $count })
## h-flee2: agent avoidance at the goal (atGoal): an arrived agent gives way, returns and rests
why-head-giving-way = Au but, il cède le passage
why-head-at-goal = Au but
why-head-returning = Retour vers son but
why-note-giving-way = au but, il cède le passage : il est arrivé (compté la première fois qu’il est venu à moins de 0,05 u de son but) et garde son évitement des agents en marche (atGoal : giveWay), donc il fuit, selon la règle habituelle, un autre agent dont l’approche le heurterait ; il revient ensuite à son but
why-note-at-goal = au but : il est arrivé et s’y repose, tout en surveillant les autres agents : il fuit celui dont l’approche le heurterait (atGoal : giveWay ; avec stop il resterait garé quoi qu’il arrive)
why-note-returning = retour vers son but : il a cédé le passage à un autre agent et, sans menace à présent, son comportement le ramène ; il se repose dès qu’il est à moins de 0,05 u de son but
doc-avoidance-atGoal = Ce qu’il fait une fois arrivé (compté la première fois qu’il vient à moins de 0,05 u de son but, dans les deux cas). giveWay : il garde son évitement des agents en marche, fuit un autre agent dont l’approche le heurterait, puis revient à son but et s’y repose. stop : il s’arrête pour de bon, comme les agents de l’article ; les retardataires qui entrent dans un groupe serré de buts rebondissent sur lui.

## h-words7: a setting's value refused by an edit (core/src/world: edit.cpp, edit_checks.hpp; checkParam's rule for
## the World). $name is the setting's identifier, $owner a behaviour's name or avoidance, shown as written.
invalid-true-or-false = { $path } : doit être true ou false
invalid-choice-index = { $path } : doit être un indice de choix entre 0 et { $max }
invalid-no-setting-of = { $path } : { $owner } n’a pas de réglage « { $name } » (il a { $known })
invalid-no-setting-of-none = { $path } : { $owner } n’a pas de réglage « { $name } »
invalid-setting-boolean = { $path } : { $name } doit être true ou false
invalid-setting-one-of = { $path } : { $name } doit être l’un de { $list }
invalid-setting-number = { $path } : { $name } doit être un nombre

## h-words8 : le verdict de la tâche d’une leçon (core/src/lesson/task.cpp, checkTask) : des propositions jointes
## telles quelles, chacune avec sa ponctuation. $name est le nom d’un agent, $reason l’identifiant d’une raison
## d’arrêt, $measure le nom d’une mesure (run.collisions), $who, $behavior, $numbers les noms de la mesure comme dans le fichier ; tels qu’écrits.
task-no-agent-named = La scène n’a aucun agent nommé { $name } à vérifier.
task-no-agent = La scène n’a pas d’agent { $index } à vérifier.
task-reached = { $name } a atteint son but au pas { $step } ({ $seconds } s)
task-reached-with = , avec { $collisions ->
        [one] { $collisions } collision
       *[other] { $collisions } collisions
    } avec des obstacles et { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } avec des agents en chemin
task-reached-unclean = , mais pas proprement : { $collisions ->
        [one] { $collisions } collision
       *[other] { $collisions } collisions
    } avec des obstacles et { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } avec des agents en chemin
task-still = { $name } n’a pas atteint son but : après { $steps } pas, il en est encore à { $gap } u
task-stopped = { $name } n’a pas atteint son but : il s’est arrêté ({ $reason }) au pas { $step } ({ $seconds } s), à { $gap } u de celui-ci
task-after-hits = , après { $collisions ->
        [one] { $collisions } collision
       *[other] { $collisions } collisions
    } avec des obstacles et { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } avec des agents
task-others = { " " }; { $reached ->
        [one] { $reached } agent sur { $agents } était arrivé à ce moment-là
       *[other] { $reached } agents sur { $agents } étaient arrivés à ce moment-là
    }
task-end = .
task-measure-error = La mesure{ " " }
task-measure-run = { $name } : les valeurs de l’exécution sont collisions, contacts, arrivals
task-measure-form = { $name } : une mesure est step, time, run.VALUE ou AGENT.VALUE
task-measure-no-agent = { $name } : aucun agent nommé ou numéroté « { $who } »
task-measure-numbers = { $name } : { $who } est un agent { $behavior }, dont les nombres sont { $numbers }
task-measure = { $measure } valait { $value } au pas { $step } ({ $seconds } s)
task-run-ended = , où l’exécution s’est terminée
task-below = { " " }: en dessous de { $bound }.
task-not-below = { " " }: pas en dessous de { $bound }.
task-above = { " " }: au-dessus de { $bound }.
task-not-above = { " " }: pas au-dessus de { $bound }.

## h-words8 : les champs de départ et de but de l’éditeur d’agents, tels que lus à voix haute et nommés dans un refus
ed-start-x = départ x
ed-start-y = départ y
ed-goal-x = but x
ed-goal-y = but y

## h-words8 : horizon ou margin d’un ancien fichier (évitement des agents) converti en un réglage hors de sa plage
invalid-horizon-lookahead = { $path } : vaut { $value } rayons en lookahead à la taille et à la vitesse de cet agent ; lookahead doit être un nombre entre { $lo } et { $hi }, reçu { $got }
invalid-margin-spacing = { $path } : vaut { $value } × rayons en spacing à la taille et à la vitesse de cet agent ; spacing doit être un nombre entre { $lo } et { $hi }, reçu { $got }

## h-words9: lesson file errors (core/src/lesson: lesson_parse.cpp, caption.cpp, task.cpp; see en.ftl)
invalid-caption-unopened = une '{ "}" }' sans son '{ "{" }' (écrivez { "}}" } pour une accolade)
invalid-caption-unclosed = une '{ "{" }' sans son '{ "}" }' (écrivez { "{{" } pour une accolade)
invalid-caption-decimals = { $path } : après ':' viennent les décimales, un chiffre de 0 à 6, ou drag
invalid-caption-run = { $path } : les valeurs de l’exécution sont collisions, contacts, arrivals
invalid-caption-form = { $path } : utilisez { "{step}" }, { "{time}" }, { "{run.VALUE}" }, { "{AGENT.VALUE}" } ou { "{AGENT.SETTING:drag}" }
invalid-caption-no-agent = { $path } : aucun agent nommé ou numéroté « { $who } »
invalid-caption-values = { $path } : { $who } est un agent { $behavior }, dont les valeurs sont { $values }
invalid-caption-no-setting = { $path } : { $who } ({ $behavior }) n’a pas de réglage { $name } (ses réglages numériques : { $names })
invalid-caption-no-setting-none = { $path } : { $who } ({ $behavior }) n’a pas de réglage { $name } (ses réglages numériques : aucun)
invalid-caption-not-number = { $path } : { $name } n’est pas un réglage numérique, il ne peut donc pas être glissé
invalid-lesson-in = { $field } : { $error }
invalid-lesson-too-large = { $path } : { $bytes } octets, plus que les { $max } qu’une leçon peut contenir
invalid-lesson-json-object = { $path } : doit être un objet JSON
invalid-lesson-must-be = { $path } : doit être { $value }
invalid-lesson-id = { $path } : doit compter de 1 à { $max } caractères parmi a-z, 0-9 et -
invalid-lesson-checkpoints = { $path } : doit être un tableau de 1 à { $max } étapes
invalid-lesson-exercise-last = { $path } : un exercice est la dernière étape de sa leçon
invalid-lesson-object = { $path } : doit être un objet { $keys }
invalid-lesson-scene-first = { $path } : est obligatoire dans la première étape
invalid-lesson-no-example = { $path } : aucun exemple nommé { $got }
invalid-lesson-scene = { $path } : doit être le nom de fichier d’un exemple ou un objet scénario
invalid-lesson-edits = { $path } : doit être un tableau de modifications
invalid-lesson-agent = { $path } : doit nommer un agent de la scène ({ $names }) ou donner son indice, reçu { $got }
invalid-lesson-agent-none = { $path } : doit nommer un agent de la scène (elle n’en a aucun) ou donner son indice, reçu { $got }
invalid-lesson-goal = { $path } : doit être "arrive", "arriveClean", "below" ou "above", reçu { $got }
invalid-lesson-measure = { $path } : une tâche below ou above nomme un nombre, comme le fait une légende sans accolades (run.collisions, runner.path)
invalid-lesson-measure-only = { $path } : seule une tâche below ou above en a un
invalid-lesson-measure-agent = { $path } : une tâche below ou above nomme son agent dans sa mesure (runner.collisions)
invalid-lesson-bound = { $path } : doit être un nombre : la borne { $goal ->
        [below] sous
       *[above] au-dessus de
    } laquelle la mesure doit finir
invalid-lesson-no-script = { $path } : la scène n’a pas de script nommé « { $name } » (ses scripts : { $names })
invalid-lesson-no-script-none = { $path } : la scène n’a pas de script nommé « { $name } » (ses scripts : aucun)
invalid-lesson-script-unused = { $path } : aucun agent de la scène n’exécute le script « { $name } »
invalid-lesson-script-panes = { $path } : les variantes comparées de la scène doivent exécuter le script « { $name } » dans un volet et { $behavior } intégré dans un autre
invalid-lesson-reference = { $path } : doit être une variante de la batterie de qualité ({ $list }), reçu "{ $got }"
invalid-lesson-families = { $path } : doit être un tableau de 1 à { $max } familles de la batterie de qualité ({ $list })
invalid-quality-family = { $path } : aucune famille « { $name } » (les familles sont { $list })
invalid-quality-family-twice = { $path } : « { $name } » est nommée deux fois
invalid-lesson-task-or-exercise = { $path } : une étape a une tâche ou un exercice, pas les deux
invalid-lesson-task-object = { $path } : doit être un objet
invalid-lesson-task-goal = { $path } : doit être arrive, arriveClean, below ou above
invalid-lesson-task-measure = { $path } : une tâche below ou above nomme sa mesure
