# sidestep auf Deutsch: dieselben ids wie en.ftl (docs/languages.md: Glossar und Regeln).

page-title = sidestep · Spielwiese für Hindernisvermeidung
page-description =
    .content = Male Wände, setze Hindernisse und Agenten und sieh Schritt für Schritt zu, wie Algorithmen zur Hindernisvermeidung entscheiden.
skip-links =
    .aria-label = Sprunglinks
skip-world = Zur Welt springen
skip-words = Zur Welt in Worten springen
skip-panel = Zum Seitenbereich springen
lessons-open = Lektionen
    .title = Geführte Lektionen: eine pro Artikel, Schritt für Schritt, mit Aufgaben zum Ausprobieren
tools-bar =
    .aria-label = Bearbeitungswerkzeuge
undo-group =
    .aria-label = Rückgängig und Wiederholen
undo =
    .title = Rückgängig (Ctrl+Z)
    .aria-label = Rückgängig
redo =
    .title = Wiederholen (Ctrl+Shift+Z)
    .aria-label = Wiederholen
run-group =
    .aria-label = Steuerung des Laufs
run-reset =
    .title = Die Szene, wie sie jetzt ist, neu starten, jeder Agent an seinem Start (R). Pos1 geht stattdessen zu Schritt 0 dieses Laufs zurück.
    .aria-label = Neustart
run-reset-label = Neustart
run-step =
    .title = Ein Schritt (→)
    .aria-label = Schritt
run-step-label = Schritt
run-play =
    .title = Abspielen / Pause (Leertaste)
    .aria-label = Abspielen
run-play-label = Abspielen
run-pace =
    .title = Schritte pro Sekunde beim Abspielen (die Tempoanzeige sagt, wie das zur Echtzeit steht)
run-pace-label = Tempo
run-pace-select =
    .aria-label = Schritte pro Sekunde beim Abspielen
run-share =
    .title = Einen Link kopieren, der diese Szene bei diesem Schritt mit diesen Ebenen wieder öffnet
    .aria-label = Link teilen
run-share-label = Link teilen
run-present =
    .title = Präsentationsmodus: große Schrift, die Zeichenfläche und warum sich der gewählte Agent bewegt, nebeneinander, für einen Beamer (P)
run-present-label = Präsentieren
open-full = In sidestep öffnen ↗
language =
    .title = Die Sprache der Seite (in diesem Browser gemerkt; ein geteilter Link öffnet sich in der Sprache der Lesenden)
language-select =
    .aria-label = Sprache
world =
    .aria-label = Die Welt: Raster, Hindernisse und Agenten
errors-close =
    .aria-label = Schließen
errors-unchanged = Nichts wurde geändert: Die aktuelle Szene ist wie zuvor.
zoom-group =
    .aria-label = Zoom
zoom-out =
    .title = Verkleinern (−, oder das Mausrad)
    .aria-label = Verkleinern
zoom-in =
    .title = Vergrößern (+, oder das Mausrad)
    .aria-label = Vergrößern
zoom-fit = Einpassen
    .title = Die ganze Welt zeigen (F)
paint-bar =
    .aria-label = Malen: Modus, Pinselgröße und Muster
paint-modes =
    .aria-label = Malmodus
paint-brush = Pinsel
paint-brush-select =
    .aria-label = Pinselgröße in Zellen
paint-maze = Labyrinth
    .title = Die Wände durch ein Labyrinth aus einem Startwert ersetzen (der Startwert bleibt in der Szene und ihrem Link); noch einmal für ein anderes
paint-rooms = Räume
    .title = Die Wände durch Räume aus einem Startwert ersetzen, durch Türen verbunden; noch einmal für andere
legend =
    .aria-label = Farben der Agenten nach Verhalten
compare-bar =
    .aria-label = Vergleich
compare-shown =
    .aria-label = Wie die Varianten gezeigt werden
compare-side = Nebeneinander
    .title = Jede Variante in ihrem eigenen Feld, so angeordnet, dass die Welten möglichst viel Platz bekommen
compare-overlay = Überlagert
    .title = Alle Varianten in einer Welt, jede in ihrer Farbe, mit ihren Spuren
compare-picture = Bild
    .title = Was die Bühne zeigt (jedes Feld oder die Überlagerung) als ein PNG-Bild mit 2× Pixeln
compare-leave = Szene bearbeiten
    .title = Zurück zum Bearbeiten der Szene (die Vergleichsauswahl bleibt erhalten)
compare-table =
    .aria-label = Die Messwerte jeder Variante, über die Agenten, die sie ändert
compare-table-box =
    .aria-label = Die Messwerttabelle (scrollbar)
drop-hint = Eine Szenariodatei (.json), einen gespeicherten Link, einen SteerSuite-Testfall (.xml) oder eine Moving-AI-.map mit .scen hier ablegen, um sie zu öffnen
timeline =
    .aria-label = Zeitleiste
timeline-back =
    .title = Einen Schritt zurück (←; Umschalt+← zehn)
    .aria-label = 1 Schritt zurück
timeline-scrub =
    .aria-label = Schritt des Laufs: ziehen, um vor und zurück zu gehen
charts-toggle = Diagramme
    .title = Diagramme des Laufs: die Werte des gewählten Agenten und die Zählungen des Laufs über die Zeit (C)
charts =
    .aria-label = Diagramme des Laufs
charts-agent = Agent
charts-agent-select =
    .aria-label = Der Agent, dessen Werte gezeigt werden
charts-hint = darüberfahren zeigt einen Schritt, Klicken oder Ziehen geht dorthin
charts-csv = CSV
    .title = Jede Reihe als CSV: eine Zeile pro Schritt
charts-png = PNG
    .title = Diese Diagramme als PNG-Bild
charts-canvas =
    .aria-label = Diagramme: Werte über die Schritte des Laufs; darüberfahren oder ziehen bewegt die Zeitleiste
panel =
    .aria-label = Seitenbereich: die Welt in Worten, die Szene, die Auswahl und der Lauf
sheet-title = Szene, gewählter Agent und Ereignisse
why-dock =
    .aria-label = Die Auswahl: was sie tut und warum
selection-none = Klicke auf einen Agenten oder einen Kreis (Werkzeug Auswählen), um zu sehen, was er tut und warum.
describe-heading = Die Welt in Worten
describe-agents =
    .aria-label = Agenten: Enter wählt einen aus
describe-panes =
    .aria-label = Die Felder des Vergleichs
announce-say = Ansage
announce-say-select =
    .aria-label = Ansage: was nach jedem Schritt gesagt wird
announce-playing = Beim Abspielen
announce-playing-select =
    .aria-label = Beim Abspielen: wie oft angesagt wird
sound-toggle = Ton
    .title = Die Sensoren des gewählten Agenten hören: jeder Strahl, der trifft, ist ein Ton, höher und lauter, je näher, links oder rechts; ein Klick bei einer Kollision, ein Akkord bei der Ankunft (H)
scene-heading = Szene
scene-more = Mehr zeigen
settings-summary = Szeneneinstellungen
settings-title = Titel
settings-title-input =
    .aria-label = Titel der Szene
settings-description = Beschreibung
settings-description-input =
    .aria-label = Beschreibung der Szene
settings-dt = dt (s)
settings-dt-input =
    .aria-label = Zeitschritt in Sekunden
settings-max-steps = max. Schritte
settings-max-steps-input =
    .aria-label = Schrittgrenze
settings-seed = Startwert
settings-seed-input =
    .aria-label = Startwert der Zufallszahlen des Kerns
settings-at-goal =
    .title = bleibt: Ein Agent, der sein Ziel erreicht, hält dort an, ein Körper, den andere umgehen müssen. verlässt: Er verlässt die Welt, so wie SteerSuite einen Agenten am Ziel abschaltet.
settings-at-goal-label = am Ziel
settings-at-goal-select =
    .aria-label = Was ein Agent an seinem Ziel tut
settings-at-goal-stay = bleibt
settings-at-goal-leave = verlässt die Welt
settings-note = Zeitschritt, Schrittgrenze, Startwert und das Verhalten am Ziel gelten ab dem aktuellen Schritt, als Bearbeitung im Lauf; Neustart (R) nach einer Änderung lässt die ganze Szene damit laufen. Die Größe des Rasters steht unter Bearbeiten.
compare-toggle = Vergleichen
    .title = Die Vergleichsauswahl der Szene nebeneinander mit einer gemeinsamen Uhr zeigen, oder zurück zum Bearbeiten der Szene
compare-edit = Vergleichen…
    .title = 2 bis 4 Varianten dieser Szene wählen, die nebeneinander laufen
examples = Beispiele
examples-open = Ein Beispiel öffnen…
gallery-open = Galerie
    .title = Alle Beispiele nach Artikel, mit einem Bild und einer Zeile dazu, was sie zeigen (G)
my-scenes-heading = Meine Szenen
my-scenes-name =
    .aria-label = Name, unter dem die Szene gespeichert wird
    .placeholder = Name (oder der Titel der Szene)
my-scenes-save = Speichern
    .title = Diese Szene, wie sie jetzt ist, in diesem Browser behalten
my-scenes-list =
    .aria-label = In diesem Browser gespeicherte Szenen
selected-heading = Auswahl: Einstellungen
selected-explain = Einstellungen erklären
    .title = Unter jeder Einstellung zeigen, was sie tut (gut für Touch; dieselben Worte wie die Tooltips)
events-heading = Ereignisse
events-show = Zeigen
events-list =
    .aria-label = Ereignisse des Laufs: eines anklicken, um zu seinem Schritt zu gehen
events-pause-on =
    .aria-label = Das Abspielen beim nächsten Ereignis dieser Arten anhalten
events-pause-on-label = Anhalten bei
overlays-heading = Ebenen
run-heading = Lauf
edit-heading = Bearbeiten
edit-grid = Raster
edit-grid-width =
    .aria-label = Breite des Rasters in Zellen
edit-grid-height =
    .aria-label = Höhe des Rasters in Zellen
edit-resize = Größe ändern
edit-clear-walls = Wände leeren
edit-clear-all = Alles leeren
edit-import = Importieren…
    .title = Eine Szenariodatei öffnen (oder auf der Seite ablegen)
edit-export = Exportieren
    .title = Diese Szene als Szenariodatei speichern
edit-one-file = Eine Datei
    .title = Diese Szene (oder die laufende Lektion) als eine HTML-Datei speichern, die in jedem Browser öffnet, auch offline
edit-picture = Bild
    .title = Was die Zeichenfläche zeigt als PNG-Bild speichern
edit-animation = Animation…
    .title = Einen Bereich von Schritten des Laufs als animiertes GIF (oder WebM-Video) speichern
edit-game-code = In deinem Spiel verwenden…
    .title = Die Szene und der ausgewählte Agent mit seinen aktuellen Einstellungen als Code für die npm- und CMake-Pakete von sidestep
glossary-heading = Glossar
glossary-pproxy = P-Proxy
glossary-pproxy-text = Einer Zelle, bei einer Vorausschau von P Schritten: der kleinste Abstand zum Ziel von irgendeiner Zelle, die von ihr in höchstens P Schritten über freie Zellen erreichbar ist (blockierte Zellen: <i>blocked</i>). Ein n-proxy-Agent geht zum Nachbarn mit dem kleinsten P-Proxy. P = 0 ist schlichtes Greedy.
glossary-pstep = P-Step
glossary-pstep-text = Einer Zelle: die Zahl der Schritte von ihr zum Ziel, wenn sie höchstens P ist, sonst „über P“. Sie entscheidet zwischen Nachbarn mit gleichem P-Proxy, sodass ein Agent, der höchstens P Schritte vom Ziel entfernt ist, direkt hineingeht.
glossary-tie = Gleichstand, feste Reihenfolge
glossary-tie-text = Teilen sich Nachbarn den kleinsten Wert, ordnet sie der P-Step (wenn diese Regel an ist); was gleich bleibt, geht an den ersten von oben, unten, links, rechts.
glossary-stop = Halt bei Umkehr
glossary-stop-text = Eine n-proxy-Korrektur: Ein Agent, dessen nächste Zelle die wäre, die er gerade verlassen hat, bleibt stehen, statt hin und her zu pendeln.
glossary-emergency = Notfallwert T
glossary-emergency-text = Tasthaare (whiskers): für jeden Strahl T = 1 − d / L, wobei d der Abstand zu seinem Treffer ist und L die Länge des Strahls (0: nichts gesehen, 1: Berührung). Das Lenken wächst linear mit dem größeren T, das Bremsen mit T².
glossary-influence = Einfluss
glossary-influence-text = Fühler (feelers): 1, wenn ein seitlicher Fühler trifft (2, wenn auch der mittlere trifft), über die Zeit geglättet. Der Querbefehl ist Einfluss links − rechts: gleiche Seiten heben sich zu 0 auf.
glossary-interest = Interesse
glossary-interest-text = Kontextsteuerung (context): wie sehr jede der N Richtungen dorthin führt, wo der Agent hinwill (das Ziel oder sein Pfad), von 0 bis 1.
glossary-danger = Gefahr
glossary-danger-text = Kontextsteuerung: wie viel ein Strahl in dieser Richtung im Weg sieht, innerhalb seiner Vorausschau: 1 blendet das Interesse des Fachs aus (Maske), oder ein Wert wird davon abgezogen (nach Abstand).
glossary-collision = Kollision, Kontakt
glossary-collision-text = Eine Überlappung des Körpers eines Agenten mit einem Hindernis (Kollision) oder einem anderen Agenten (Kontakt), einmal gezählt, bis der Körper wieder um 0,05 u frei ist. Agenten haben keine Kollisionskörper: Überlappungen werden gezählt, nicht verhindert.
keys-heading = Tasten
keys-all = Alle Tastenkürzel (?)
    .title = Alle Tastenkürzel (?)
keys-run = <kbd>Space</kbd> Abspielen/Pause · <kbd>→</kbd> Schritt · <kbd>←</kbd> zurück (<kbd>Shift</kbd> zehn) · <kbd>Home</kbd> <kbd>End</kbd> erster und letzter Schritt · <kbd>R</kbd> Neustart ·
keys-rest = Werkzeuge · <kbd>N</kbd> nächster Agent · auf der Welt: Pfeile bewegen den Bearbeitungscursor, <kbd>Enter</kbd> wendet das Werkzeug an · <kbd>H</kbd> Ton · <kbd>Del</kbd> löschen · <kbd>Esc</kbd> Auswahl aufheben · <kbd>Ctrl</kbd>+<kbd>Z</kbd> rückgängig · <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> wiederholen · Mausrad oder Zwei-Finger-Geste: Zoom · Mittelklick-Ziehen, <kbd>Space</kbd>+Ziehen, zwei Finger oder <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>: verschieben · <kbd>+</kbd> <kbd>−</kbd> Zoom · <kbd>F</kbd> einpassen · <kbd>C</kbd> Diagramme · <kbd>G</kbd> Galerie · <kbd>E</kbd> Skripte · <kbd>P</kbd> präsentieren · Fahrmodus: Pfeile oder <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
compare-editor-title = Varianten dieser Szene vergleichen
compare-editor-cancel =
    .aria-label = Ohne Änderungen schließen
compare-editor-intro = Jede Variante ist die Szene mit geänderten gewählten Agenten: ein anderes Verhalten und/oder eine Einstellung. Sie laufen nebeneinander mit einer gemeinsamen Uhr, ihre Messwerte in einer Tabelle.
compare-presets = Vorlagen
compare-presets-select =
    .aria-label = Eine fertige Auswahl von Varianten
compare-presets-pick = Eine Auswahl wählen…
compare-presets-rays = whiskers, feelers, raycast, context (der gewählte Agent oder alle)
compare-presets-grid = greedy und nproxy
compare-presets-pstep = n-proxy: P-Step-Regel aus und an
compare-presets-p37 = n-proxy: P = 3 und P = 7
compare-presets-avoid = wie sie ist, und als orca
compare-presets-routes = keine Route, eine Gitterroute, eine Route in beliebigen Winkeln
compare-col-label = Name
compare-col-agents = Agenten
compare-col-behaviour = Verhalten
compare-col-route = Route
compare-col-setting = Einstellung
compare-col-value = Wert
compare-add = + Variante
compare-apply = Vergleichen
shortcuts-title = Tastenkürzel
shortcuts-close =
    .aria-label = Tastenkürzel schließen
sc-space = Abspielen / Pause (gehalten: Ziehen verschiebt)
sc-arrows = einen Schritt vor / zurück (mit <kbd>Shift</kbd>: zehn)
sc-home = Schritt 0 / der letzte berechnete Schritt
sc-reset = Neustart: die Szene, wie sie jetzt ist, ab Schritt 0
sc-tab = das nächste / vorige Bedienelement (die Welt ist ein Halt; die Sprunglinks kommen zuerst)
sc-next = den nächsten / vorigen Agenten wählen (er wird angesagt)
sc-esc = Auswahl aufheben; zurücklegen, was die Tastatur hält; einen Dialog schließen
sc-cursor-keys = Pfeile (auf der Welt, mit einem Bearbeitungswerkzeug)
sc-cursor = den Bearbeitungscursor bewegen (mit <kbd>Shift</kbd>: fünf Zellen)
sc-apply-keys = <kbd>Enter</kbd> <kbd>Space</kbd> (auf der Welt, mit einem Bearbeitungswerkzeug)
sc-apply = das Werkzeug am Cursor anwenden (Leertaste, sobald die Pfeile ihn bewegt haben; vorher spielt die Leertaste ab): eine Zelle malen oder löschen, einen Kreis setzen, einen Agenten setzen (dann zu seinem Ziel gehen und wieder <kbd>Enter</kbd>), einen Pfadpunkt hinzufügen; eine Linie oder ein Rechteck endet beim zweiten <kbd>Enter</kbd>
sc-hold-keys = <kbd>Enter</kbd> (auf der Welt, mit Auswählen)
sc-hold = den gewählten Agenten halten (<kbd>Shift</kbd>+<kbd>Enter</kbd>: sein Ziel), einen Kreis oder Pfadpunkt; die Pfeile bewegen ihn, <kbd>Enter</kbd> legt ihn ab, <kbd>Esc</kbd> legt ihn zurück
sc-radius-keys = <kbd>+</kbd> <kbd>−</kbd> (ein Kreis gewählt)
sc-radius = sein Radius um 0,25 u größer / kleiner (mit <kbd>Shift</kbd>: 1 u)
sc-sound = die Sensoren des gewählten Agenten hören (an / aus)
sc-delete = die Auswahl löschen
sc-undo = rückgängig / wiederholen
sc-zoom = vergrößern, verkleinern (kein Kreis gewählt), die ganze Welt einpassen (auch mit dem Mausrad oder zwei Fingern)
sc-pan = die Ansicht nach oben, links, unten, rechts um ein Achtel verschieben (mit <kbd>Shift</kbd>: die Hälfte)
sc-charts = Diagramme
sc-gallery = die Galerie der Beispiele (Pfeile bewegen, <kbd>Enter</kbd> öffnet, <kbd>Esc</kbd> schließt)
sc-scripts = der Skripteditor (das Skript des gewählten Agenten; <kbd>Ctrl</kbd>+<kbd>Enter</kbd> übernimmt, <kbd>Esc</kbd> schließt)
sc-present = Präsentationsmodus: große Schrift, die Zeichenfläche und warum sich der gewählte Agent bewegt, nebeneinander (auch <code>?present=1</code>)
sc-drive-keys = Pfeile, <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
sc-drive = den Agenten im Fahrmodus steuern
sc-help = diese Übersicht
sc-note = Die Tasten wirken, welches Bedienelement auch zuletzt benutzt wurde, außer während der Eingabe in ein Text- oder Zahlenfeld.

tool-select = Auswählen
    .hint = Agenten, Ziele und Kreise ziehen. Den Griff eines gewählten Kreises ziehen, um seine Größe zu ändern. Entf entfernt die Auswahl.
tool-wall = Wände
    .hint = Ziehen malt blockierte Zellen (Ziehen mit rechts löscht). Frei, Linie oder Rechteck und die Pinselgröße stehen in der Leiste über der Zeichenfläche; Labyrinth und Räume zeichnen ein Muster aus einem Startwert.
tool-erase = Radieren
    .hint = Ziehen leert blockierte Zellen. Frei, Linie oder Rechteck (eine ganze Fläche) und die Pinselgröße stehen in der Leiste über der Zeichenfläche.
tool-circle = Kreis
    .hint = Drücken und ziehen ergibt ein kreisförmiges Hindernis. Einen vorhandenen Kreis ziehen, um ihn zu verschieben.
tool-agent = + Agent
    .hint = Am Start drücken und zum Ziel ziehen. Das Menü neben diesem Werkzeug wählt das Verhalten (Rasterverhalten rasten auf Zellen ein).
tool-path = Pfad
    .hint = Klicken fügt einem Pfad Punkte hinzu (einem neuen oder dem gewählten offenen); ein Klick auf seinen ersten Punkt schließt die Schleife; Punkte ziehen verschiebt sie; Entf entfernt den gewählten Punkt.
tool-delete = Löschen
    .hint = Einen Agenten, Kreis oder Pfadpunkt anklicken, um ihn zu entfernen.
tool-terrain = Gelände
    .hint = Ziehen hebt, senkt oder ebnet den Boden unter der Scheibe (die Leiste über der Zeichenfläche wählt, was, ihren Radius und ihre Stärke). Nur Fühler spüren Höhen; die anderen Verhalten behalten ihre 2D-Regeln.
new-behavior =
    .title = Verhalten neuer Agenten
new-behavior-script = { $name } (ein neues Skript)
new-behavior-grid = { $name } (Raster)
tool-names = Werkzeuge: { $names }
paint-free = Frei
    .hint = ziehen zum Malen
paint-line = Linie
    .hint = von einem Ende zum anderen ziehen
paint-rect = Rechteck
    .hint = von einer Ecke zur gegenüberliegenden ziehen: Wände zeichnen den Umriss, Radieren leert die Fläche
brush-size = { $size } × { $size }
play-label = Abspielen
pause-label = Pause
present-label = Präsentieren
present-stop-label = Präsentation beenden
pace-max = max.
pace-per-second = { $pace } /s
readout-step = Schritt { $step }
readout-time = { $seconds } s
timeline-step-of = Schritt { $step } von { $last }
timeline-edited = bearbeitet bei Schritt { $step }
state-playing = läuft
state-no-agents-yet = noch keine Agenten
state-no-agents = keine Agenten
state-finished = beendet
state-paused = pausiert
state-reading = Datei wird geöffnet
rate = { $steps } Schritte/s · { $factor }× Echtzeit
rate-behind = läuft mit { $steps } Schritten/s, { $factor }× Echtzeit (gewünscht: { $pace } /s): ein Schritt dauert { $ms } ms
step-limit-reached = Der Lauf endete an seiner Schrittgrenze ({ $step } Schritte): ← geht zurück, R startet neu.
step-nothing-left = Bei Schritt { $step } ist nichts mehr zu tun: Jeder Agent hat angehalten. ← geht zurück, R startet neu, Abspielen spielt erneut.
threads-count = { $n ->
        [one] { $n } Thread
       *[other] { $n } Threads
    }
threads-why = { $count }: { $reason }
threads-isolation = dieser Host sendet kein COOP/COEP
threads-cores = dieses Gerät hat nur einen Kern
threads-failed = das Modul mit Threads ist nicht gestartet
scene-show-more = Mehr zeigen
scene-show-less = Weniger zeigen
scene-untitled = Szene ohne Titel
selection-hint = Klicke auf einen Agenten oder einen Kreis (Werkzeug Auswählen), um zu sehen, was er tut und warum.
sheet-title-scene = Szene, gewählter Agent und Ereignisse
sheet-title-compare = Vergleich: die Ereignisse der Varianten und die Szene
sheet-title-agent = { $name } · { $behavior } · { $status } — warum er sich bewegt
compare-edit-change = Ändern…
compare-edit-new = Varianten vergleichen…
compare-note-active = { $n } Varianten mit einer gemeinsamen Uhr
compare-note-side = nebeneinander, mit einer gemeinsamen Uhr
compare-toggle-leave = Szene bearbeiten
compare-toggle-count = { $n } Varianten vergleichen
compare-selection-note = Jedes Feld lässt seine eigene Kopie der Szene laufen. Die Tabelle unter den Feldern vergleicht sie (eine Zeile anklicken listet die Ereignisse dieser Variante); der gewählte Agent wird in jedem Feld gezeichnet, und die Diagramme (C) zeigen ihn, eine Linie pro Feld.
compare-hint = Vergleich: Jedes Feld ist eine Variante der Szene, alle mit einer gemeinsamen Uhr. Abspielen, Schritt, Zeitleiste und zurück wie gewohnt; „Szene bearbeiten“, um sie zu ändern.
describe-summary = { $title }{ $w } × { $h } Zellen, { $walls ->
        [one] { $walls } Wandzelle
       *[other] { $walls } Wandzellen
    }, { $circles ->
        [one] { $circles } Kreis
       *[other] { $circles } Kreise
    }, { $agents ->
        [one] { $agents } Agent
       *[other] { $agents } Agenten
    }; Schritt { $step } ({ $time } s).
describe-title = { $title }:{ " " }
describe-agent = { $name }, { $behavior }, bei { $at }, Ziel { $goal }, { $status }
describe-cell = Zelle { $xy }
describe-pair = ({ $x } | { $y })
describe-colliding = { $status }, kollidiert
describe-touching = { $status }, berührt einen Agenten
describe-more = { $n ->
        [one] und { $n } weiterer Agent (N und Umschalt+N wählen ihn)
       *[other] und { $n } weitere Agenten (N und Umschalt+N wählen sie)
    }
describe-none = Noch keine Agenten: Das Werkzeug + Agent (5) setzt einen.
describe-near-none = Nahe { $name }: nichts innerhalb von { $reach } u.
describe-near = Nahe { $name }: { $list }.
describe-near-join = ;{ " " }
describe-circle = Kreis { $index }, { $d } u nach { $dir }
describe-wall = eine Wand { $d } u nach { $dir }
describe-border = der Rand der Welt { $d } u nach { $dir }
describe-select-note = Einen Agenten wählen (Enter auf seinem Namen, oder N), um zu hören, warum er sich bewegt.
view-shown = Zoom { $zoom }×: von { $from } bis { $to }
view-fit = Die ganze Welt ist zu sehen
describe-pane = { $label }: { $text }
describe-agents-of = Agenten von { $label }: Enter wählt einen aus
compass-east = Osten
compass-south-east = Südosten
compass-south = Süden
compass-south-west = Südwesten
compass-west = Westen
compass-north-west = Nordwesten
compass-north = Norden
compass-north-east = Nordosten
status-moving = unterwegs
status-stalled = kommt nicht voran
status-reached = angekommen
status-stuck = festgefahren
status-oscillation = pendelt
status-maxSteps = Schrittgrenze
status-numeric = Rechenfehler
status-script = Skript
announce-short = kurzer Grund, Ereignisse
announce-full = voller Grund, Ereignisse
announce-events = nur Ereignisse
announce-off = nichts
announce-every-1 = einmal pro Sekunde
announce-every-2 = alle 2 s
announce-every-5 = alle 5 s
announce-more = und { $n } weitere Ereignisse
announce-join = .{ " " }
overlay-profile = Seitenansicht des gewählten feelers-Agenten über dem Gelände (Höhen, Strahl nach unten, Normale, Versatz)
overlay-goals = Ziele und Ziellinien
overlay-decisions = Werte des nächsten Zugs neben dem gewählten Rasteragenten
overlay-heatmap = P-Proxy-Wärmekarte des gewählten Rasteragenten
overlay-rays = Strahlen: grau frei, gelb erkennt, rot kollidiert
overlay-context = Kontextkarte des gewählten context-Agenten (Polardiagramm)
overlay-orca = ORCA: die Nachbarn des gewählten orca-Agenten und seine Halbebenen im Geschwindigkeitsraum (Einschub)
overlay-paths = Pfade und Ziele
overlay-forces = Kräfte wie angewandt: Basis (grün), Lenken (violett), Bremsen (orange), Agentenvermeidung (blaugrün), Geschwindigkeitsgrenze (grau), gesamt (schwarz)
overlay-reach = Zellen höchstens P Schritte vom gewählten Agenten entfernt
overlay-trail = Spur des gewählten Agenten, und wo Rasteragenten umgekehrt sind
overlay-everyAgent = Ziele, Strahlen und Kräfte aller Agenten, auch in Menschenmengen (langsam)
overlay-byBehavior = Agenten nach Verhalten färben (Legende auf der Zeichenfläche)
overlay-routes = Routen: für jeden Agenten die Strecke zum Wegpunkt, den er ansteuert (die ganze Route des gewählten Agenten wird mit seinem Ziel gezeichnet)
events-all = Alle Ereignisse
events-group-collision = Kollisionen
events-group-contact = Kontakte zwischen Agenten
events-group-return = Umkehrungen (Pendeln)
events-group-stop = Ankünfte und Halte
events-group-lap = Runden
events-group-route = Neue Routenplanungen
events-nothing-yet = Noch nichts: den Lauf abspielen oder einen Schritt gehen.
events-pause-collision = Kollision
    .title = Anhalten, wenn Kollisionen geschehen
events-pause-contact = Kontakt
    .title = Anhalten, wenn Kontakte zwischen Agenten geschehen
events-pause-return = Umkehr
    .title = Anhalten, wenn Umkehrungen (Pendeln) geschehen
events-pause-stop = Ankunft oder Halt
    .title = Anhalten bei Ankünften und Halten
events-pause-lap = Runde
    .title = Anhalten, wenn Runden vollendet werden

# Die Zeilen der Ereignisliste (ui/events.js)
event-none-computed = Keine in den { $steps } berechneten Schritten.
event-some = { $n } in den { $steps } berechneten Schritten.
event-some-shown = { $n } in den { $steps } berechneten Schritten; die { $shown } nächsten zu Schritt { $step } werden gezeigt.
event-line = Schritt { $step }: { $name } { $says }
event-go = Zu Schritt { $step } gehen und { $name } wählen
event-agent = Agent { $n }
event-obstacle-circle = Kreis { $n }
event-obstacle-border = die Randwand
event-obstacle-wall = Wand { $n }
event-obstacle-removed = ein Hindernis (inzwischen entfernt)
event-collisionBegin = trifft { $obstacle }
event-collisionEnd = ist wieder frei von { $obstacle }
event-contactBegin = berührt { $other }
event-contactEnd = ist wieder frei von { $other }
event-return = tritt zurück auf die Zelle, die er gerade verlassen hat
event-reached = erreicht sein Ziel
event-stop = hält an: { $reason }
event-stop-maxSteps = das Schrittlimit ist erreicht
event-lap = schließt eine Runde ab ({ $laps })
event-replanned = plant seine Route neu ({ $reason })
event-replan-none = keiner
event-replan-start = Start
event-replan-blocked = blockiert
event-replan-pushed-off = abgedrängt
event-replan-edited = bearbeitet

# Die Zähler des Laufs (ui/panel.js)
stats-state = Zustand
stats-playing = läuft
stats-finished = beendet
stats-paused = pausiert
stats-step = Schritt
stats-step-value = { $step } / { $max }
stats-time = Zeit
stats-time-value = { $time } s (dt { $dt } s)
stats-agents = Agenten
stats-agents-value = { $n } ({ $moving } in Bewegung, { $reached } angekommen)
stats-agents-stalled = { $n } ({ $moving } in Bewegung, { $stalled } ohne Fortschritt, { $reached } angekommen)
stats-collisions = Kollisionen
    .title = Überlappungen, eine je Agent und Hindernis, über alle Agenten summiert; Sekunden in Kontakt je Agent (die Summe geteilt durch ihre Zahl); die tiefste Überlappung
stats-agent-contacts = Kontakte zwischen Agenten
    .title = Überlappungen zwischen zwei Agenten, jedes Paar einmal; Sekunden in Kontakt mit einem anderen Agenten je Agent (die Summe geteilt durch ihre Zahl); die tiefste Überlappung zwischen zweien
stats-contacts-value = { $n } · { $time } s in Kontakt je Agent · höchstens { $depth } u tief
stats-hash = Hash

# Die Reihen der Diagramme (ui/charts.js)
chart-speed = Geschwindigkeit
chart-clearance = Abstand
chart-emergency = Notfallwert T
chart-steer = Lenken
chart-brake = Bremsen
chart-avoid = Ausweichen vor Agenten
chart-leftInfluence = Einfluss links
chart-rightInfluence = Einfluss rechts
chart-lateral = seitlicher Befehl
chart-hitDistance = Trefferabstand
chart-turn = gewählt − gewollt
chart-masked = maskierte Felder
chart-change = gewählt − bevorzugt
chart-halfPlanes = Halbebenen
chart-violation = Verletzung der Ersatzlösung
chart-routeDistance = Abstand zur Route
chart-goalDistance = Abstand zum Ziel
chart-proxy = gewählter Proxy
chart-pproxy = gewählter P-Proxy
chart-pstep = gewählter P-step
chart-collisions = Kollisionen
chart-contacts = Kontakte mit Agenten
chart-arrivals = Ankünfte
chart-returns = Rückkehren
chart-run = Kollisionen · Kontakte · Ankünfte
chart-agent-none = — keiner (nur der Lauf)
chart-computing = frühere Schritte werden berechnet… { $done } von { $total }

# Das Feld der Auswahl und ihre Einstellungen (ui/selected.js)
sel-slots-label = Die Felder der Kontextkarte
sel-path-title = Pfad { $n }
sel-path-points = Punkte
sel-path-followed = gefolgt von
sel-path-nobody = niemandem
sel-path-closed = geschlossene Schleife
sel-path-hint = Pfad-Werkzeug: klicken fügt Punkte hinzu, ziehen verschiebt sie, ein Klick auf den ersten schließt; Entf löscht den gewählten Punkt.
sel-circle-title = Kreis { $n }
sel-circle-centre = Mittelpunkt
sel-circle-radius = Radius
sel-settings = Einstellungen von { $behavior }
sel-no-settings = { $behavior } hat keine eigenen Einstellungen
sel-edit-script = Sein Skript bearbeiten
    .title = scripts.{ $name } im Skript-Editor öffnen (E)
sel-runs-script = führt scripts.{ $name } aus
sel-path-none = keiner: das Ziel
sel-path-option = { $loop ->
        [yes] Pfad { $n } ({ $points } Punkte, Schleife)
       *[no] Pfad { $n } ({ $points } Punkte)
    }
sel-follows = folgt
sel-drive = Steuern (Pfeile / WASD)
    .title = Steuere diesen Agenten selbst; seine Strahlen korrigieren dich. Esc beendet.
sel-drive-stop = Steuern beenden (Esc)
sel-assist = Ausweichhilfe
sel-avoid = Agenten ausweichen
    .title = Anderen Agenten nach der Zeit der größten Annäherung ausweichen (der Raycast-Artikel)
sel-one-less = Eins weniger: { $name }
sel-one-more = Eins mehr: { $name }

# Die Route des gewählten Agenten (ui/route-facts.js): eine Bezeichnung, dann ihr Wert; der Name des Planers, der
# Zustand und der Grund sind Bezeichner des Kerns
sel-route = Route
sel-route-pending = { $planner }: plant vor seinem nächsten Zug
sel-route-waypoint = { $planner }: Wegpunkt { $n } von { $count }
sel-route-none = { $planner }: keine gefunden ({ $status }); er hält geradewegs auf sein Ziel zu
sel-route-length = Routenlänge
sel-route-length-value = { $length } u geplant, { $left } u übrig
sel-route-off = Abstand zum Abschnitt
sel-route-off-value = { $distance } u
sel-route-cost = Planungsaufwand
sel-route-cost-value = { $expanded } Gitterpunkte expandiert, { $tested } Strecken geprüft
sel-route-last = zuletzt geplant
sel-route-last-value = { $replans ->
        [one] Schritt { $step } ({ $reason }); bisher { $replans } Planung
       *[other] Schritt { $step } ({ $reason }); bisher { $replans } Planungen
    }

# Die eigenen Felder des gewählten Agenten (ui/agent-editor.js)
ed-name = Name
    .aria-label = Name
    .title = Auf der Zeichenfläche, im Feld und in Berichten gezeigt; höchstens 64 Zeichen.
ed-region = Region „{ $name }“, Agent { $n } von { $count }
ed-explicit = ein einzeln angelegter Agent (keine Region)
ed-from = aus
    .title = Die Menschenmengen-Region der Datei, die diesen Agenten platziert hat. Eine Änderung bei Schritt 0 schreibt diese Region (und die folgenden) als einzelne Agenten aus, ein Rückgängig-Schritt.
ed-behavior = Verhalten
    .aria-label = Verhalten
    .title = { $kind ->
        [grid] Ändert das Verhalten dieses Agenten an Ort und Stelle (seine Einstellungen gehen auf die Vorgaben des neuen). Gitter-Agenten nehmen nur Gitter-Verhalten.
       *[continuous] Ändert das Verhalten dieses Agenten an Ort und Stelle (seine Einstellungen gehen auf die Vorgaben des neuen). Kontinuierliche Agenten nehmen nur kontinuierliche Verhalten.
    }
ed-radius = Radius
    .title = Körperradius in Welteinheiten [0.01, 8]: was kollidiert und wo die Strahlen beginnen.
ed-maxSpeed = Höchstgeschw.
    .title = Höchstgeschwindigkeit in Welteinheiten pro Sekunde [0.01, 100].
ed-maxAccel = Höchstbeschl.
    .title = Größte Beschleunigung pro Sekunde, Lenken und Bremsen zusammen [0.01, 1000].
ed-start = Start
    .title = { $kind ->
        [grid] Wo er startet (eine Zelle); ihn zu verschieben startet den Agenten dort neu.
       *[continuous] Wo er startet (Welteinheiten); ihn zu verschieben startet den Agenten dort neu.
    }
ed-goal = Ziel
    .title = { $kind ->
        [grid] Wohin er geht (eine Zelle).
       *[continuous] Wohin er geht (Welteinheiten).
    }
ed-planner = Routenplaner
    .aria-label = Routenplaner
    .title = none: er hält geradewegs auf sein Ziel zu, wie sein Artikel sagt. grid: A* plant zuerst eine Route aus geraden und diagonalen Zügen um die Hindernisse; any-angle: Lazy Theta*, gerade Linien zwischen Ecken. Sein Verhalten folgt der Route und weicht aus, wie seine eigene Regel sagt.
ed-duplicate = Kopieren als
    .aria-label = Verhalten der Kopie
    .title = Eine Kopie dieses Agenten (gleicher Start, gleiches Ziel, Körper und Einstellungen) mit dem daneben gewählten Verhalten
ed-delete = Löschen
    .title = Diesen Agenten entfernen (Entf)

# Solange die Worte der Begründung laden (ui/reason-words.js)
reason-waiting = { $name }: die Erklärung wird geladen

invalid-unknown-key = { $path }: unbekannter Schlüssel
invalid-required = { $path }: ist erforderlich
invalid-object = { $path }: muss ein Objekt sein, ist aber { $got }
invalid-array = { $path }: muss eine Liste sein, ist aber { $got }
invalid-one-of = { $path }: muss eines von { $list } sein, ist aber { $got }
invalid-number = { $path }: muss eine Zahl in { $range } sein, ist aber { $got }
invalid-number-between = { $path }: muss eine Zahl von { $lo } bis { $hi } sein, ist aber { $got }
invalid-number-out-of-range = { $path }: { $got } liegt außerhalb des Bereichs: muss eine Zahl in { $range } sein
invalid-integer = { $path }: muss eine ganze Zahl von { $lo } bis { $hi } sein, ist aber { $got }
invalid-integer-out-of-range = { $path }: { $got } liegt außerhalb des Bereichs: muss eine ganze Zahl von { $lo } bis { $hi } sein
invalid-string = { $path }: muss ein Text sein, ist aber { $got }
invalid-too-long = { $path }: darf höchstens { $max } Bytes haben, hat aber { $bytes }
invalid-boolean = { $path }: muss true oder false sein, ist aber { $got }
invalid-point = { $path }: muss [x, y] sein, zwei Zahlen, ist aber { $got }
invalid-point-float = { $path }: muss [x, y] sein, zwei Zahlen im Bereich eines float, ist aber { $got }
invalid-unknown-param = { $path }: unbekannter Parameter von { $owner } (er hat { $known })
invalid-unknown-param-none = { $path }: unbekannter Parameter von { $owner } (er hat keine)
invalid-unknown-behavior = { $path }: unbekanntes Verhalten „{ $name }“; verfügbar: { $available }
invalid-more = { $n ->
        [one] ... und { $n } weiterer Fehler
       *[other] ... und { $n } weitere Fehler
    }

## Die Worte des Kerns (core/src/explain): die Zahlen des gewählten Agenten und der Grund für seinen nächsten
## Zug. Der Kern gibt eine ID und ihre Argumente; Zahlen kommen mit ihren Nachkommastellen.
fact-position = Position
fact-goal = Ziel
fact-speed = Geschwindigkeit
fact-radius = Radius
fact-steps = Schritte
fact-path = Weg
fact-collisions = Kollisionen
fact-in-contact = in Kontakt
fact-min-clearance = kleinster Abstand
fact-returns = Rückkehren
fact-agent-contacts = Kontakte mit Agenten
fact-effort = Aufwand
fact-avoid-agents = weicht Agenten aus
fact-terrain-hits = Bodentreffer
fact-path-followed = Pfad
fact-speed-scale = Geschwindigkeitsfaktor
fact-number = { $n }
fact-point = ({ $x }; { $y })
fact-length = { $d } u
fact-speed-value = { $speed } / { $max } u/s
fact-collisions-value = { $state ->
        [overlapping] { $n } (überlappt jetzt)
        [clear] { $n } (noch nicht frei)
        [many] { $n } ({ $open } laufend)
        [many-overlapping] { $n } ({ $open } laufend, überlappt jetzt)
       *[none] { $n }
    }
fact-contact-value = { $time } s, höchstens { $depth } u tief
fact-clearance-value = { $d } u zu Hindernissen
fact-clearance-none = — (nach dem ersten Schritt)
fact-returns-value = { $n ->
        [0] 0
       *[other] { $n } (zuletzt bei ({ $x }; { $y }))
    }
fact-agent-contacts-value = { $state ->
        [many] { $n } ({ $open } laufend), { $time } s, höchstens { $depth } u tief
        [touching] { $n } (berührt jetzt), { $time } s, höchstens { $depth } u tief
        [clear] { $n } (noch nicht frei), { $time } s, höchstens { $depth } u tief
       *[none] { $n }, { $time } s, höchstens { $depth } u tief
    }
fact-effort-value = { $e } u/s Geschwindigkeitsänderung
fact-avoid-orca = durch seine Halbebenen (ORCA)
fact-yes = ja
fact-no = nein
fact-terrain-hits-value = { $n ->
        [one] { $n } Schritt mit einem Fühler unter dem Boden
       *[other] { $n } Schritte mit einem Fühler unter dem Boden
    }
fact-path-value = { $path } (Runden { $laps })
fact-none = keiner
why-head-move = Nächster Zug
why-head-step = Nächster Schritt
why-head-stopped = Angehalten
why-reached-cell = → angekommen: er steht auf seiner Zielzelle und bewegt sich nicht mehr
why-reached-near = → angekommen: er ist weniger als { $d } u von seinem Ziel entfernt und bewegt sich nicht mehr
why-oscillation = → angehalten (stop-on-return): seine nächste Zelle wäre die gewesen, die er gerade verlassen hat
why-stuck = → festgefahren: alle vier Nachbarn sind blockiert, es gibt keinen Weg
why-max-steps = → der Lauf erreichte sein Schrittlimit (maxSteps { $max }), bevor er ankam
why-numeric = → angehalten: seine Bewegung ergab eine nicht endliche Zahl; er wurde im letzten endlichen Zustand angehalten
why-script-stop = → von seinem Skript angehalten (die Meldung sagt warum)
why-dir-up = oben
why-dir-down = unten
why-dir-left = links
why-dir-right = rechts
why-grid-proxy = { $dir } { $proxy }
why-grid-blocked = { $dir } blockiert
why-grid-lowest = → kleinster Proxy →
why-grid-tie = → Gleichstand bei { $lowest } ({ $tied })
why-grid-fixed-order = → feste Reihenfolge (oben, unten, links, rechts) →
why-grid-pstep = → P-step:
why-grid-pstep-step = { $dir } { $step }
why-grid-pstep-beyond = { $dir } jenseits von P
why-grid-pstep-join = ,{ " " }
why-grid-still-tied = , weiter gleich → feste Reihenfolge (oben, unten, links, rechts) →
why-grid-refused = ↺ { $dir } ist die Zelle, die er gerade verlassen hat: stop-on-return hält ihn hier an, statt hin und her zu laufen
why-grid-pacing = ↺ zurück auf die Zelle, die er gerade verlassen hat: er pendelt
why-grid-circle = { $how ->
        [overlaps] Gitter-Agenten sehen keine Kreise: er überlappt den Kreis bei ({ $x }; { $y })
       *[walks] Gitter-Agenten sehen keine Kreise: er läuft in den Kreis bei ({ $x }; { $y })
    }
why-orca-head-step = Nächster Schritt: ORCA
why-orca-head-giving-way = Am Ziel, macht Platz: ORCA
why-orca-head-at-goal = Am Ziel: ORCA
why-orca-head-returning = Kehrt zu seinem Ziel zurück: ORCA
why-orca-stopped = → { $reason }
why-orca-preferred = { $toward ->
        [driver] bevorzugte Geschwindigkeit ({ $x }; { $y }), { $speed } u/s vom Fahrer
        [waypoint] bevorzugte Geschwindigkeit ({ $x }; { $y }), { $speed } u/s zum Wegpunkt { $k }
       *[goal] bevorzugte Geschwindigkeit ({ $x }; { $y }), { $speed } u/s zum Ziel
    }
why-orca-slower = { " " }(langsamer in der letzten Einheit)
why-orca-held = , auf Höchstgeschwindigkeit { $max } begrenzt
why-orca-driven = → gesteuert, Assistenz aus: nur der Fahrer, keine Halbebenen
why-orca-sources = { $obstacles ->
        [one] { $obstacles } Halbebene von Wänden und Kreisen innerhalb { $reach } u, { $agents } von den nächsten Agenten innerhalb { $near } u (höchstens { $most })
       *[other] { $obstacles } Halbebenen von Wänden und Kreisen innerhalb { $reach } u, { $agents } von den nächsten Agenten innerhalb { $near } u (höchstens { $most })
    }
why-orca-left-out = { $n ->
        [one] ; { $n } ferneres Hindernis ausgelassen
       *[other] ; { $n } fernere Hindernisse ausgelassen
    }
why-orca-where-cutoff = Kappe
why-orca-where-left-leg = linker Schenkel
why-orca-where-right-leg = rechter Schenkel
why-orca-where-overlap = Überlappung
why-orca-plane = { $from ->
        [agent] #{ $k } von { $name } ({ $where })
        [circle] #{ $k } von Kreis { $index } ({ $where })
        [wall] #{ $k } von Wandkante { $index } ({ $where })
       *[inside] #{ $k } von der Wand, in der er steckt ({ $where })
    }
why-orca-velocity = ({ $x }; { $y }), { $speed } u/s
why-orca-keeps = { $held ->
        [yes] → die bevorzugte Geschwindigkeit, auf Höchstgeschwindigkeit begrenzt, liegt in jeder Halbebene: er behält sie,{ " " }
       *[no] → die bevorzugte Geschwindigkeit liegt in jeder Halbebene: er behält sie,{ " " }
    }
why-orca-nearest = → die erlaubte Geschwindigkeit, die der bevorzugten am nächsten ist, liegt auf Halbebene{ " " }
why-orca-corner = , an ihrer Ecke mit{ " " }
why-orca-at-max = , bei Höchstgeschwindigkeit
why-orca-colon = :{ " " }
why-orca-arrow = { " " }→{ " " }
why-orca-fallback = → keine Geschwindigkeit liegt in jeder Halbebene: Wände und Kreise bleiben, die schlimmste Verletzung der Agenten wird kleinstmöglich:{ " " }
why-orca-squeezed = → nicht einmal die Halbebenen der Wände und Kreise lassen eine Geschwindigkeit: die schlimmste Verletzung aller wird kleinstmöglich:{ " " }
why-orca-violation = { $v } u/s
why-orca-on = , auf{ " " }
why-orca-pass-right = ein anderer Agent ist im Weg: die bevorzugte Geschwindigkeit wurde um { $amount } ihrer Länge nach rechts gedreht (passRight)
why-orca-stalled = → festgefahren: keine erlaubte Geschwindigkeit bringt ihn zu seinem Ziel (die beste: { $best } u/s darauf zu)
why-orca-held-by = ; gehalten von{ " " }
why-orca-and = { " " }und{ " " }
why-orca-sets = ORCA setzt die Geschwindigkeit selbst (die Höchstbeschleunigung gilt nicht): zur bevorzugten Geschwindigkeit { $base } u/s², Korrektur von ORCA { $avoid } u/s²
why-orca-note-fallback = keine Geschwindigkeit liegt in jeder Halbebene (eine dichte Menge): die der Wände und Kreise bleiben hart, und die größte Verletzung derer der Agenten wird so klein wie möglich, also können sich Körper berühren
why-orca-note-no-side = die bindende Halbebene steht der bevorzugten Geschwindigkeit frontal gegenüber: die nächste erlaubte Geschwindigkeit ist langsamer auf derselben Linie, und nichts dreht sie zu einer Seite; genau frontal, oder mit dem Ziel direkt hinter einem Hindernis, hält ORCA dort an und wählt nie eine Seite
why-orca-note-held = seine Halbebenen lassen unter 5 % seiner bevorzugten Geschwindigkeit zum Ziel: er wird festgehalten, wo er ist
why-orca-note-stalled = festgefahren: jede Geschwindigkeit, die seine Halbebenen erlauben, zeigt von seinem Ziel weg oder quer dazu (keine bringt ihn mit 1 % seiner bevorzugten Geschwindigkeit dorthin); ein symmetrischer Stau oder ein Ziel hinter einem Hindernis; ORCA allein wartet hier (die Abhilfen: passRight für Agenten im Weg, eine Route für Hindernisse)
why-orca-note-giving-way = am Ziel, macht Platz: er ist angekommen (gezählt beim ersten Mal, als er seinem Ziel näher als 0,05 u kam) und lässt ORCA mit seinem Ziel als bevorzugter Geschwindigkeit weiterlaufen, damit andere sich an ihm vorbeischieben können; er kehrt zu seinem Ziel zurück, wenn sie es getan haben
why-orca-note-at-goal = am Ziel: er ist angekommen und ruht dort, ORCA läuft weiter (atGoal: giveWay): gerade schließt keine Halbebene das Stillstehen aus; sobald die eines anderen Agenten es tut, macht er Platz
why-orca-note-returning = kehrt zu seinem Ziel zurück: er hat einem anderen Agenten Platz gemacht, und die Geschwindigkeit zu seinem Ziel ist wieder erlaubt, also bringt ORCA ihn zurück; er ruht, sobald er seinem Ziel näher als 0,05 u ist
why-orca-note-pass-right = ein anderer Agent ist im Weg, also dreht sich seine bevorzugte Geschwindigkeit nach rechts (passRight): Agenten, die alle rechts halten, passieren einander, statt Gesicht zu Gesicht stehen zu bleiben
why-note-influences-cancel = beide Seiten treffen gleich stark: die Einflüsse heben sich auf (links − rechts = 0), und Fühler haben keine Bremse, also fährt er geradeaus weiter; die Regel des Artikels versagt hier
why-note-straight-back = die Normale des Treffers zeigt genau zurück, also liegt der angesteuerte Punkt hinter ihm: er schwebt vor der Wand; die Regel des Artikels versagt hier
why-note-all-masked = die Gefahr maskiert jeden Slot mit Interesse: keine Richtung bleibt, er bremst und wartet
why-note-mutual-wait = beide warten: jeder ist die Gefahr des anderen (die Abhilfe: Gefahr nach Abstand mit Ausweichen, das sie beiseiteschiebt)
why-note-inside = ein Strahl beginnt in einem Hindernis (sein Mittelpunkt, bei Tasthaaren seine Seite): dieses Hindernis zählt nur in den Richtungen, die nicht hinausführen; Tasthaar- und Strahlagenten, deren Mittelpunkt darin liegt, verlassen es auf dem Weg, auf dem sie kamen, und das Interesse eines Kontextagenten zeigt den kürzesten Weg hinaus
why-note-pass-right = fast frontal: er flieht zu seiner rechten Seite, also passieren zwei Agenten, die sich frontal treffen, einander
why-note-blended = die Flucht wird nach Dringlichkeit (1 − Zeit / Horizont) gegen sein eigenes Lenken gewichtet, statt es zu ersetzen
why-note-head-on = genau frontal: er flieht gerade zurück, und der andere auch, also treffen sie sich immer wieder; die wörtliche Regel blockiert hier (die Abhilfen: passRight, oder Geduld, um aufzugeben und auszuweichen)
why-note-flee-along = die Flucht vor dem anderen Agenten würde ihn in ein Hindernis führen, also flieht er am Hindernis entlang (der Anteil hinein wird abgezogen; in einer Ecke bleibt vielleicht nichts)
why-note-ground-hit = ein Fühler ging unter den Boden: der Boden voraus steigt schneller als das Ende des Fühlers (waagrechte Fühler, oder ein Hang, der voraus beginnt und den der Strahl nach unten unter dem Agenten noch nicht sieht), also scheut er Boden, auf dem er gehen könnte
why-note-centre-only = nur der mittlere Fühler trifft: die Regel verdoppelt den Einfluss eines seitlichen Fühlers, wenn auch der mittlere trifft, aber allein setzt der mittlere keinen, also ist der Befehl 0 − 0 = 0 und er fährt geradeaus hinein; die Regel des Artikels versagt hier (die Abhilfe: centreSide)
why-note-centre-side = nur der mittlere Fühler trifft: mit centreSide zählt das als Treffer auf der Seite, auf der das Hindernis liegt, abgelesen an der Normalen der getroffenen Fläche (genau mittig: links), also dreht er ab, statt geradeaus hineinzufahren
why-route-pending = { $edited ->
        [yes] → Route ({ $planner }): vor seiner nächsten Entscheidung geplant (er wurde bearbeitet)
       *[no] → Route ({ $planner }): vor seiner nächsten Entscheidung geplant
    }
why-route-following = → folgt Wegpunkt { $k } von { $n } seiner Route { $planner } ({ $length } u, { $left } u übrig; { $off } u neben seinem Abschnitt);{ " " }
why-route-none = → keine Route ({ $planner }, { $status }): { $cause }; er steuert direkt sein Ziel an, wie ohne Planer (
why-route-when = geplant bei Schritt { $step }, weil { $why }
why-route-when-pushed = geplant bei Schritt { $step }, weil er mehr als { $off } u von seinem Abschnitt weggeschoben wurde
why-route-because-start = er startete oder bearbeitet wurde
why-route-because-blocked = eine Bearbeitung den Rest seiner Route blockierte
why-route-because-edited = er keine Route hatte und eine Bearbeitung die Hindernisse änderte
why-route-start-blocked = sein Mittelpunkt lag beim Planen in einem Hindernis
why-route-goal-blocked = sein Ziel liegt in einem Hindernis, oder kein Punkt nahe dem Ziel ist frei für seinen Körper
why-route-too-large = das Raster ist für den Planer bei diesem Radius zu groß
why-route-unreachable = jeder Ort, den sein Körper erreichen kann, wurde durchsucht, und sein Ziel ist keiner davon
why-head-context = Nächster Schritt: die Kontextkarte
why-ray-ray = Strahl
why-ray-right-ray = rechter Strahl
why-ray-left-ray = linker Strahl
why-ray-centre-ray = mittlerer Strahl
why-ray-left-whisker = linkes Tasthaar
why-ray-right-whisker = rechtes Tasthaar
why-ray-left-feeler = linker Fühler
why-ray-centre-feeler = mittlerer Fühler
why-ray-right-feeler = rechter Fühler
why-ray-hit = { $ray }: Treffer bei { $d } von { $len }
why-ray-clear = { $ray }: frei ({ $len })
why-ray-inside = , beginnt in einem Hindernis
why-ray-emergency = , T = { $v }
why-ray-target = , Ziel { $v }
why-side-left = linke
why-side-right = rechte
why-whiskers-rule = { $tie ->
        [yes] → die { $side } Seite hat den höheren Notfallwert (T = { $t }, Gleichstand: der erste Strahl gewinnt) → weglenken { $steer } u/s² (linear in T), bremsen { $brake } u/s² (T², nie rückwärts), Suchen erhält { $base } u/s²
       *[no] → die { $side } Seite hat den höheren Notfallwert (T = { $t }) → weglenken { $steer } u/s² (linear in T), bremsen { $brake } u/s² (T², nie rückwärts), Suchen erhält { $base } u/s²
    }
why-feelers-rule = → Einflüsse links { $left }, rechts { $right } → Befehl { $sign }{ $command } ({ $what }) → lenken { $steer } u/s², Basis erhält { $base } u/s²
why-feelers-none = kein Lenken
why-feelers-right = nach rechts
why-feelers-left = nach links
why-avoid-wall = → nächster Treffer → suche Treffer + Normale × avoidDistance = ({ $x }; { $y }) mit voller Geschwindigkeit: { $steer } u/s²
why-escape = → sein Mittelpunkt liegt in einem Hindernis → er verlässt es mit { $steer } u/s² auf dem Weg, den er kam (oder auf dem kürzesten Weg hinaus)
why-drive = → gesteuert, Hilfe aus: nur der Fahrer
why-nothing = { $who ->
        [driver] → nichts erkannt → nur der Fahrer ({ $base } u/s²)
        [waypoint] → nichts erkannt → nur Wegpunkt { $k } suchen ({ $base } u/s²)
       *[seek] → nichts erkannt → nur Ziel suchen ({ $base } u/s²)
    }
why-sidestep = → länger als seine Geduld ({ $patience } s) von anderen Agenten aufgehalten → er wartet nicht mehr und weicht nach rechts aus: { $avoid } u/s²
why-threat = { $when ->
        [now] → Bedrohung durch Agent: { $other } in { $time } s, Mittelpunkte { $sep } auseinander bei größter Annäherung → flieht vor der jetzigen relativen Position ({ $avoid } u/s²), was
       *[later] → Bedrohung durch Agent: { $other } in { $time } s, Mittelpunkte { $sep } auseinander bei größter Annäherung → flieht vor der vorhergesagten relativen Position ({ $avoid } u/s²), was
    }
why-threat-overrides = sein eigenes Lenken ersetzt
why-threat-takes = { $takes } % des Lenkens übernimmt (sein eigenes behält { $own } %)
why-speed-limit = Tempolimit: { $limit } u/s² abgezogen, so bleibt er unter { $max } u/s
why-total = insgesamt angewandt: { $total } u/s²
why-context-interest = Interesse: { $source }; Gefahr: Strahlen von { $look } u
why-context-from-goal = zum Ziel
why-context-from-path = entlang seines Pfads (Tangente am nächsten Punkt)
why-context-from-forward = geradeaus (kein Ziel und kein Pfad)
why-context-from-targets = zu den Zielen der Welt, nähere stärker gewichtet
why-context-from-way-out = der kürzeste Weg aus dem Hindernis, in dem sein Mittelpunkt liegt (danach das Ziel)
why-context-all-masked = → die Gefahr maskiert jeden Slot mit Interesse: keine Richtung; er bremst in Richtung Stillstand, bis ein Slot frei wird
why-context-chosen = → gewählt = normalize(Σ dir × interest): { $angle }° von seiner Ausrichtung → die Geschwindigkeit geht auf { $speed } u/s in diese Richtung
why-col-slot = Slot
why-col-angle = Winkel
why-col-raw = roh
why-col-danger = Gefahr
why-col-interest = Interesse
why-col-degrees = { $deg }°
why-col-plane = #
why-col-from = von
why-col-where = wo
why-col-share = Anteil
why-col-slack = Spielraum
why-orca-from-agent = Agent { $index }
why-orca-from-circle = Kreis { $index }
why-orca-from-wall = Wandkante { $index }
why-orca-from-inside = die Wand, in der er steckt
why-orca-share-half = ½
why-orca-share-all = ganz
why-script-ray-hit = castRay { $k }: Treffer bei { $d } von { $len }
why-script-ray-clear = castRay { $k }: frei ({ $len })
why-script-more-rays = und { $n } weitere Strahlen (die ersten { $drawn } werden gezeichnet)
why-script-show = show { $name } = { $value }
why-script-note = Notiz: { $note }
why-script-stops = → sein Skript hält ihn an: { $message }
why-script-stopped = → von seinem Skript angehalten: { $message }
why-script-rule = → steer(agent, world) seines Skripts verlangte { $steer } u/s² (innerhalb von maxAccel { $max })
why-script-rule-named = → steer(agent, world) von scripts.{ $script } verlangte { $steer } u/s² (innerhalb von maxAccel { $max })
why-script-limit = die Geschwindigkeitsgrenze nahm { $limit } u/s² weg
why-slope-ground = Boden { $ground } u unter ihm; die Fühler beginnen { $above } darüber, bei { $start } u
why-slope-kind = { $kind ->
        [level] ebener Boden: dot = { $dotSign }{ $dot }, Größe { $size }
        [incline] Steigung: dot = { $dotSign }{ $dot }, Größe { $size }
        [across] quer zum Hang: dot = { $dotSign }{ $dot }, Größe { $size }
       *[decline] Gefälle: dot = { $dotSign }{ $dot }, Größe { $size }
    }
why-slope-target = { " " }→ Zielversatz { $targetSign }{ $target } u → Versatz{ " " }
why-slope-offset = { $offsetSign }{ $offset } u
why-slope-easing = { " " }(nähert sich dem Zielversatz)
why-slope-not-applied = { " " }→ Zielversatz { $targetSign }{ $target } u, nicht angewandt: der Gefälleausgleich ist aus, die Fühler bleiben waagrecht
why-feeler-3d = { $ray } in 3D: { $from } → { $to } u hoch;{ " " }
why-feeler-passes-over = geht über { $what } { $ahead } u voraus, { $z } u hoch, über deren Oberkante { $top } u
why-feeler-the-wall = die Wand
why-feeler-a-circle = einen Kreis
why-feeler-then = , dann{ " " }
why-feeler-under-ground = geht { $ahead } u voraus unter den Boden, { $z } u hoch
why-feeler-hits-wall = trifft die Wand { $ahead } u voraus, { $z } u hoch
why-feeler-hits-circle = trifft einen Kreis { $ahead } u voraus, { $z } u hoch
why-feeler-under-top = , unter deren Oberkante { $top } u
why-feeler-clear = frei
why-feelers-only-3d = nur Fühler spüren Höhen: die anderen Verhalten behalten ihre 2D-Regeln
why-flat-rules = nur Fühler spüren Höhen: { $behavior } behält hier seine 2D-Regeln (der Boden und die Höhen der Hindernisse ändern für ihn nichts)
why-note-no-progress = seit { $secs } s dem Ziel nicht näher: { $reason }; das Versagen einer lokalen Methode (die wörtliche Regel bleibt)
why-stall-seek = etwas hält ihn auf, und Suchen hat keinen Plan, um herumzukommen
why-stall-greedy = etwas hält ihn auf, und Suchen hat keinen Plan, um herumzukommen
why-stall-nproxy = etwas hält ihn auf, und Suchen hat keinen Plan, um herumzukommen
why-stall-script = etwas hält ihn auf, und Suchen hat keinen Plan, um herumzukommen
why-stall-whiskers = seine zwei Strahlen sehen nur vor seinen Seiten, also dreht er entlang dem, was im Weg ist, und das Ziel dreht ihn zurück; die wörtliche Regel hat keinen Plan, um herumzukommen
why-stall-feelers = die Fühler schieben ihn an dem entlang, was im Weg ist, und das Ziel dreht ihn zurück; die Regel hat keinen Plan, um herumzukommen
why-stall-raycast = solange ein Strahl trifft, sucht er den Ausweichpunkt (hit + normal × avoidDistance) und übergeht sein Ziel; vor einer Fläche oder zwischen Hindernissen, die seine Strahlen immer sehen, geht er von Treffer zu Treffer; die Regel hat keinen Plan, um herumzukommen
why-stall-context = die Slots zum Ziel tragen Gefahr, und die Slots, die herumführen könnten, haben wenig oder kein Interesse (sie zeigen quer oder weg vom Weg zum Ziel); Kontextsteuerung ist lokal und hat keinen Plan, um herumzukommen
why-stall-orca = seine Halbebenen lassen ihm auf Dauer keine Geschwindigkeit, die ihn näher bringt; ORCA vermeidet Kollisionen, plant aber keinen Weg herum
why-note-passed-over = ein Fühler ging über ein niedriges Hindernis: sein Ende liegt dort über der Oberkante des Hindernisses, also sieht der Agent es nicht und kann hineinfahren
why-note-passed-over-level = : der Gefälleausgleich ist aus, die Fühler bleiben waagrecht, und im Gefälle fällt der Boden unter ihnen weg (das Hindernis ragt { $height } u über den Boden)
why-note-passed-over-low = : das Hindernis ragt { $height } u über den Boden, niedriger als die Fühler beginnen ({ $above } u, feelerHeight), also gehen sie selbst auf ebenem Boden darüber; der Ausgleich senkte ihre Enden hier nur um { $offset } u (der Versatz wächst mit 1 − |normal · down|, ein sanftes Gefälle senkt sie also wenig)
why-note-passed-over-decline = : der Ausgleich senkte die Enden um { $offset } u (Zielversatz { $target } u), nicht genug, um in diesem Gefälle die Oberkante zu erreichen (slopeGain und maxOffset bestimmen, wie weit sie gehen)
events-pause-route = Neuplanung
    .title = Anhalten, wenn ein Agent seine Route neu plant

## Panels moved in phase 3. The gallery (ui/gallery-dialog.js; its English in en-panels.js)
gal-dialog =
    .aria-label = Beispielgalerie
gal-heading = Beispiele
gal-filter =
    .placeholder = Filter: Wörter aus Titel, Zeile oder Gruppe
    .aria-label = Die Beispiele filtern
gal-close =
    .aria-label = Die Galerie schließen
gal-empty = Kein Beispiel passt: Leere den Filter, um alle zu sehen.
gal-other = Weitere
gal-lesson = Lektion: { $name }
gal-count = { $total ->
        [one] { $total } Beispiel
       *[other] { $total } Beispiele
    }
gal-count-shown = { $shown } von { $total }
# The gallery's and the examples' errors (ui/gallery.js, app/document.js)
gallery-failed = Die Galerie konnte nicht geöffnet werden: { $error }
examples-unavailable = Beispiele nicht verfügbar: { $error }
# My scenes (ui/my-scenes.js)
myscenes-untitled = Unbenannte Szene
myscenes-saved = In Meine Szenen als „{ $name }“ gespeichert.
myscenes-save-failed = Speichern in Meine Szenen fehlgeschlagen: { $error }
myscenes-kept-name = { $title } (aufbewahrt { $time })
myscenes-kept-note = Deine bearbeitete Szene wurde hier aufbewahrt, bevor sie ersetzt wurde.
myscenes-keep-failed = Deine bearbeitete Szene konnte nicht in Meine Szenen aufbewahrt werden: { $error }. Rückgängig (Ctrl+Z) holt sie weiterhin zurück.
myscenes-unavailable = Hier nicht verfügbar: { $error }
myscenes-empty = Noch nichts aufbewahrt. Speichere eine Szene, um sie nach dem Neuladen hier zu finden.
myscenes-open =
    .title = „{ $name }“ öffnen (Rückgängig holt die aktuelle Szene zurück)
myscenes-rename = Umbenennen
myscenes-rename-prompt = Name
myscenes-delete = Löschen
    .aria-label = Löschen: „{ $name }“
# The history notice (app/history-words.js; its English in en-panels.js). Edit kinds ($kinds) are the core's names.
hist-dismiss =
    .aria-label = Schließen
hist-fold = Ab Schritt 0 zum Teil der Szene machen
hist-undo = Rückgängig
hist-fold-failed = Die Änderungen konnten nicht zum Teil der Szene werden
hist-folded = { $n ->
        [one] { $n } Änderung während des Laufs ist jetzt ab Schritt 0 Teil der Szene: Zurückgehen verbirgt sie nicht mehr (Rückgängig nimmt sie zurück).
       *[other] { $n } Änderungen während des Laufs sind jetzt ab Schritt 0 Teil der Szene: Zurückgehen verbirgt sie nicht mehr (Rückgängig nimmt sie zurück).
    }
hist-at-step = { $n ->
        [one] Eine Änderung ({ $kinds }) bei Schritt { $step }: Sie gehört ab Schritt { $step } zur Geschichte des Laufs; wer vor { $step } zurückgeht, verbirgt sie.
       *[other] { $n } Änderungen ({ $kinds }) bei Schritt { $step }: Sie gehören ab Schritt { $step } zur Geschichte des Laufs; wer vor { $step } zurückgeht, verbirgt sie.
    }
hist-dropped = { $n ->
        [one] Sie beendete die alte Zukunft des Laufs: { $n } spätere Änderung wurde verworfen (Rückgängig holt sie zurück).
       *[other] Sie beendete die alte Zukunft des Laufs: { $n } spätere Änderungen wurden verworfen (Rückgängig holt sie zurück).
    }
hist-steps = { $n ->
        [one] Schritt { $list }
       *[other] Schritte { $list }
    }
hist-step0 = { $n ->
        [one] Eine Änderung bei Schritt 0 ändert die Szene selbst, also wird der Lauf ab Schritt 0 neu berechnet: Die { $n } Änderung während des Laufs ({ $at }) wurde verworfen. Rückgängig holt sie zurück.
       *[other] Eine Änderung bei Schritt 0 ändert die Szene selbst, also wird der Lauf ab Schritt 0 neu berechnet: Die { $n } Änderungen während des Laufs ({ $at }) wurden verworfen. Rückgängig holt sie zurück.
    }
hist-kinds-join = ,{ " " }
hist-kind-set-cell = Zelle ändern
hist-kind-resize-grid = Rastergröße ändern
hist-kind-clear-grid = Raster leeren
hist-kind-add-circle = Kreis hinzufügen
hist-kind-move-circle = Kreis verschieben
hist-kind-resize-circle = Kreisradius ändern
hist-kind-remove-circle = Kreis entfernen
hist-kind-add-path = Pfad hinzufügen
hist-kind-set-path = Pfad ändern
hist-kind-remove-path = Pfad entfernen
hist-kind-set-targets = Ziele setzen
hist-kind-set-agent-path = Pfad eines Agenten setzen
hist-kind-add-agent = Agent hinzufügen
hist-kind-remove-agent = Agent entfernen
hist-kind-set-agent-param = Agenten einstellen
hist-kind-set-avoid-agents = Ausweichen vor Agenten
hist-kind-set-avoidance-param = Ausweichen einstellen
hist-kind-set-agent-start = Start eines Agenten verschieben
hist-kind-set-agent-goal = Ziel eines Agenten verschieben
hist-kind-set-sim = Simulation einstellen
hist-kind-set-drive = Steuern
hist-kind-set-drive-input = Steuereingabe
hist-kind-clear = alles leeren
hist-kind-set-cells = Zellen ändern
hist-kind-draw-pattern = Muster zeichnen
hist-kind-set-agent-name = Agenten umbenennen
hist-kind-set-agent-body = Körper eines Agenten ändern
hist-kind-set-agent-behavior = Verhalten ändern
hist-kind-shape-terrain = Gelände formen
hist-kind-clear-terrain = Gelände ebnen
hist-kind-set-circle-height = Kreishöhe ändern
hist-kind-set-wall-height = Wandhöhe ändern
hist-kind-set-agent-planner = Routenplaner ändern
# The offline update note (offline/register.js)
update-ready = Eine neue Version von sidestep ist bereit: Neu laden, um sie zu nutzen (diese Seite behält die Version, mit der sie gestartet ist).
update-reload = Neu laden
update-dismiss =
    .aria-label = Den Update-Hinweis schließen
threads-reload = neu laden für mehr
# The keyboard's edit cursor, said aloud (ui/edit-cursor.js)
cursor-cell = Zelle { $x }, { $y }
cursor-wall = Zelle { $x }, { $y }: Wand
cursor-point = Punkt { $x }; { $y }
cursor-open-goal = Agent gesetzt: zu seinem Ziel bewegen und Enter drücken (Esc entfernt ihn)
cursor-open-wall = Linie begonnen: zu ihrem Ende bewegen und Enter drücken
cursor-open-erase = Bereich begonnen: zu seinem Ende bewegen und Enter drücken
cursor-held = { $what } gehalten: Pfeile bewegen, Enter setzt ab, Esc legt zurück
cursor-dropped = abgesetzt: { $where }
cursor-put-back = zurückgelegt
cursor-radius = Radius { $r } u
cursor-goal-of = Ziel von { $name }
cursor-circle = Kreis { $i }
cursor-vertex = Punkt { $vertex } von Pfad { $path }
# Toasts and error boxes' titles (app/document.js, compare.js, one-file.js, painting.js, scripts.js, timeline.js,
# lessons.js)
toast-link-failed = Es konnte kein Link erstellt werden
toast-link-copied = Link kopiert: { $chars } Zeichen. Er öffnet diese Szene bei Schritt { $step }.
toast-link-copy = Diesen Link kopieren
toast-regions-explicit = { $n ->
        [one] Die Region { $names } ist jetzt { $agents } einzelne Agenten, da diese Änderung sie verändert hat (Rückgängig holt die Region zurück).
       *[other] Die Regionen { $names } sind jetzt { $agents } einzelne Agenten, da diese Änderung sie verändert hat (Rückgängig holt die Regionen zurück).
    }
toast-compare-dropped = Die Vergleichsvarianten passen nicht mehr zur Szene ({ $why }) und wurden entfernt. Rückgängig holt die Änderung zurück.
toast-pane-events = Ereignisse von „{ $pane }“
toast-compare-failed = Vergleich nicht möglich
toast-one-file-saved = { $file } gespeichert ({ $kib } KiB): öffnet sich in jedem Browser, offline.
toast-one-file-failed = Der Export als eine Datei konnte nicht geschrieben werden
toast-maze = Ein Labyrinth aus Startwert { $seed } (erneut drücken für ein anderes; Ctrl+Z holt die Wände zurück).
toast-rooms = Ein Stockwerk mit Räumen aus Startwert { $seed } (erneut drücken für ein anderes; Ctrl+Z holt die Wände zurück).
toast-script-editor-failed = Der Skript-Editor konnte nicht geöffnet werden
toast-script-engine-failed = Die Skript-Engine wurde nicht geladen: { $error }
toast-script-new = Ein neues Skript, „{ $name }“ (nur seek), steuert diesen Agenten: E oder „Sein Skript bearbeiten“ öffnet es.
toast-paused-at = Angehalten bei { $event }.
toast-lesson-link-failed = Der Link zur Lektion konnte nicht geöffnet werden
# The script editor's refusals (app/scripts.js)
script-embed-read-only = Diese eingebettete Szene kann man ansehen, nicht bearbeiten: Öffne sie in sidestep, um sie zu ändern.
script-engine-loading = Agent: Die Skript-Engine lädt noch („script“ zu wählen lädt sie): Setze den Agenten gleich noch einmal
# The compare's table and panes (ui/compare.js, compare-stats.js; English in en-panels.js): cmp-<the core's measure>
cmp-picked = Ereignisse
cmp-variant = Variante
cmp-reached = angekommen
cmp-timeToGoal = Zeit bis zum Ziel
cmp-collisions = Kollisionen
cmp-contactTime = in Kontakt, über alle Agenten summiert
cmp-seconds = { $s } s
cmp-agentContacts = Kontakte zwischen Agenten
cmp-minClearance = kleinster Abstand
cmp-pathRatio = Wegverhältnis
cmp-returns = Umkehrungen
cmp-laps = Runden
cmp-terrainHits = Bodentreffer
cmp-step = Schritt
cmp-steps-done = { $steps } (fertig)
cmp-row =
    .title = Klick: die Ereignisse dieser Variante im Seitenbereich auflisten
cmp-pane =
    .aria-label = Variante { $k }: { $label }
cmp-png = PNG
    .title = „{ $label }“ als PNG-Bild (2× Pixel)
cmp-hash-at = { $hash } (Schritt { $step })
cmp-variants = Varianten
cmp-variants-value = { $n } (Messwerte: die Tabelle unter den Feldern)
cmp-script-stopped = In „{ $pane }“ hat sein Skript ihn angehalten: { $message }
cmp-script-said = In „{ $pane }“ in diesem Schritt: { $said }
cmp-runs-script = „{ $agent }“ führt in { $panes } scripts.{ $name } aus
cmp-pane-quoted = „{ $name }“
cmp-script-value = { $name } = { $value }
# The terrain bar and a circle's height (ui/terrain.js; English in en-panels.js)
ter-bar =
    .aria-label = Geländepinsel: anheben, absenken oder ebnen, Radius, Stärke, Wandhöhe
ter-brush =
    .aria-label = Pinsel
ter-raise = Anheben
    .title = Hebt den Boden unter der Scheibe an
ter-lower = Absenken
    .title = Senkt den Boden unter der Scheibe ab
ter-flatten = Ebnen
    .title = Ebnet den Boden unter der Scheibe
ter-radius = Radius
    .title = Radius der Scheibe, in Welteinheiten
ter-strength = Stärke
    .title = Änderung in der Scheibenmitte pro Tupfer, in Welteinheiten (zum Rand hin weniger)
ter-level = Alles ebnen
    .title = Überall ebener Boden (ein Rückgängig-Schritt)
ter-walls = Wände
ter-tall = hoch
ter-wall-tall =
    .title = Wände so hoch, dass nichts darüber reicht (die Wände der 2D-Welt)
ter-wall-height =
    .title = Höhe der gesperrten Zellen über dem Boden, in Welteinheiten
ter-circle-height = Höhe (u)
    .title = Höhe über dem Boden. Nur Fühler (feelers) spüren sie (sie gleiten über das, was niedriger ist als sie); die anderen Verhalten behandeln jedes Hindernis als 2D-Hindernis.
# The settings' explanations (ui/selected.js): doc-<behaviour or avoidance>-<setting>. English is the core registry's
# ParamSpec.doc, shown as it is (tests/wasm/setting-docs.test.mjs checks these lines are the registry's words)
doc-nproxy-P = Vorausschau: Jeder Nachbar wird danach bewertet, wie nah er dem Ziel innerhalb von P Schritten kommt. 0 ist gierig; der Artikel fand 3 zu kurz für große Cluster und wählte 7.
doc-nproxy-stepTieBreak = Bei Gleichstand der zwei niedrigsten Proxies werden die gleichauf liegenden Nachbarn nach P-Step (Schritte bis zum Ziel) geordnet. Ohne das hält der Agent etwa P Schritte vor dem Ziel an und pendelt.
doc-nproxy-stopOnReturn = Anhalten (Oszillation), wenn die nächste Zelle die gerade verlassene ist, statt endlos um ein Hindernis herum zu pendeln, das mehr als P Schritte braucht.
doc-nproxy-metric = Abstand vom Mittelpunkt einer Zelle zum Mittelpunkt des Ziels.
doc-whiskers-rayLength = L: Länge der beiden seitlichen Strahlen. Längere sehen Hindernisse früher, scheuen aber auch Lücken, durch die er passen würde.
doc-whiskers-maxSteer = Seitliche Beschleunigung beim Notfallwert T = 1; sie wächst linear mit T.
doc-whiskers-maxBrake = Bremsen bei T = 1; wächst mit T², sanft aus der Ferne und kräftig aus der Nähe.
doc-feelers-angle = Winkel zwischen dem mittleren Fühler und jedem seitlichen Fühler.
doc-feelers-lengthPerSpeed = Fühlerlänge = Geschwindigkeit × dieser Wert: Schnellere Agenten fühlen weiter voraus.
doc-feelers-minLength = Kürzester Fühler, im Stand.
doc-feelers-maxLength = Längster Fühler, in voller Fahrt.
doc-feelers-smoothing = Wie schnell die Einflüsse ihren Zielwerten folgen: Niedrige Werte geben die Steuerung langsam an den Fahrer zurück.
doc-feelers-lateralAccel = Seitliche Beschleunigung je Einheit des seitlichen Befehls (Einfluss links − rechts).
doc-feelers-slope = Gefälleausgleich: Die Fühlerenden werden am Anstieg angehoben und am Gefälle gesenkt. Ohne ihn bleiben sie waagrecht: Sie treffen Hügel, die der Agent hinaufkäme, und gleiten über niedrige Wände am Fuß eines Gefälles.
doc-feelers-feelerHeight = Höhe des Fühleransatzes über dem Boden unter dem Agenten: angehoben, damit das Gelände sie nicht auslöst.
doc-feelers-slopeGain = Der Faktor: Zielversatz = Vorzeichen × (1 − size) × dieser Wert, size = |Normale · unten| (1 auf ebenem Boden, weniger auf steilerem).
doc-feelers-maxOffset = Begrenzung des Versatzes, damit die Fühler an einem steilen Hang nicht senkrecht nach oben oder unten zeigen.
doc-feelers-offsetSmoothing = Wie schnell der angewandte Versatz seinem Zielwert folgt: dämpft plötzliche Änderungen auf unebenem Boden.
doc-feelers-centreSide = Ein Treffer nur des mittleren Fühlers zählt als Treffer auf der Seite, auf der das Hindernis liegt, abgelesen an der Normalen der getroffenen Fläche (genau mittig: links, also dreht er nach rechts). Aus: die Regel des Artikels, bei der der mittlere allein keinen Einfluss setzt und der Agent geradeaus hineinfährt.
doc-raycast-rays = Ein Mittelstrahl, zwei parallele Strahlen von den Körperseiten, oder ein Mittelstrahl mit zwei Tasthaaren (Fächer).
doc-raycast-sightRange = Strahllänge: Je länger, desto früher biegt der Weg von einer Wand ab.
doc-raycast-avoidDistance = Wie weit von der Wand (entlang ihrer Normalen) der Punkt liegt, den er dann ansteuert.
doc-raycast-whiskerAngle = Winkel der beiden Tasthaare des Fächers zum Mittelstrahl.
doc-raycast-patrol = Zwischen Start und Ziel pendeln, statt am Ziel anzuhalten.
doc-context-rays = N: Strahlen (Slots), gleichmäßig ab der Fahrtrichtung verteilt. Mehr sehen enge Lücken; weniger sind billiger und grober.
doc-context-lookAhead = Länge des Gefahrenstrahls: wie weit voraus ein Hindernis als Gefahr zählt.
doc-context-steerForce = Anteil des Wegs von der Geschwindigkeit zur gewünschten Geschwindigkeit je 0,02 s (eine Rate: gleich bei jedem dt). Niedrig ist sanft, hoch ist zappelig.
doc-context-danger = mask: Ein gefährlicher Slot verliert sein ganzes Interesse. distance: Stattdessen wird ein Wert 1 - Treffer/lookAhead abgezogen.
doc-context-avoidance = Gefahr in einem Slot gibt dem gegenüberliegenden Slot Interesse: weggedrückt, nicht nur blockiert.
doc-context-seeAgents = Die Körper anderer Agenten sind auch Gefahr (so weichen die Rennwagen einander aus).
doc-context-speedSpread = Beim Zurücksetzen wird die Höchstgeschwindigkeit mit 1 - spread × U(0, 1) skaliert, gezogen aus dem Startwert des Szenarios.
doc-context-targetFalloff = 0: Interesse zum Ziel (oder entlang seines Pfads). > 0: zu den Zielen der Welt, jedes gewichtet mit 1 / (1 + Abstand / dieser Wert).
doc-orca-neighborDist = Andere Agenten, deren Mittelpunkte näher als dies liegen, sind Nachbarn (die nächsten maxNeighbors davon).
doc-orca-maxNeighbors = Wie viele der nächsten Nachbarn eine Halbebene bekommen. 0 ignoriert andere Agenten.
doc-orca-timeHorizon = Geschwindigkeiten bleiben so lange frei von Kollisionen mit anderen Agenten. Länger reagiert früher und vorsichtiger; kürzer lässt mehr Spielraum.
doc-orca-timeHorizonObst = Dasselbe gegenüber Wänden und Kreisen. Kurz halten: Ein Hindernis weicht nie aus.
doc-orca-preferredSpeed = Geschwindigkeit, die er zu seinem Ziel will (langsamer in der letzten Einheit); maxSpeed begrenzt weiterhin, was er bekommt.
doc-orca-perturb = In jedem Schritt wird die bevorzugte Geschwindigkeit um höchstens diesen Betrag in eine zufällige Richtung (nach dem Startwert) verschoben, wie in den Beispielen von RVO2, um perfekte Symmetrie zu brechen: Zwei Agenten genau frontal wählen dann eine Seite. 0: die wörtliche Regel.
doc-orca-passRight = Eine Konvention für die Passierseite, aus bei 0: Solange ein anderer Agent im Weg ist (die bevorzugte Geschwindigkeit liegt außerhalb einer der Halbebenen der Agenten), dreht die bevorzugte Geschwindigkeit um diesen Anteil ihrer Länge nach rechts (0,25: 14 Grad), und ein genauer Gleichstand zwischen den Seiten des Kegels eines anderen Agenten geht nach rechts, sodass Agenten, die sich frontal oder in einem symmetrischen Ring treffen, alle rechts vorbeigehen.
doc-avoidance-lookahead = Wie weit voraus die größte Annäherung eines anderen Agenten als Bedrohung zählt: die Zeit, so viele eigene Radien mit Höchstgeschwindigkeit zu fahren (ein größerer, schnellerer Agent schaut also ebenso weit voraus, in seinem eigenen Maß).
doc-avoidance-spacing = Wird zur Summe der beiden Radien addiert, als Bruchteil davon: Vorhersagen in gerader Linie unterschätzt ein seek, das zurückschwenkt.
doc-avoidance-blend = Die Flucht nach Dringlichkeit (1 - Zeit / Horizont, der Horizont von lookahead) gegen das eigene Lenken des Verhaltens gewichten, statt die dringendste Bedrohung es ersetzen zu lassen (die Regel des Artikels, die Agenten in einem Flucht-/seek-Kreislauf fangen kann).
doc-avoidance-passRight = Fast frontal zur eigenen rechten Seite fliehen: Zwei Agenten, die sich genau frontal treffen, fliehen sonst gerade zurück und treffen sich wieder.
doc-avoidance-patience = Sekunden, die er von anderen Agenten aufgehalten wird, ohne dem Ziel näher zu kommen, bevor er das Warten aufgibt und eine Sekunde lang seitlich ausweicht. 0: ewig warten.
doc-avoidance-alongObstacles = Nie in ein Hindernis fliehen: Wo die Flucht eines näher als eine halbe Einheit am Körper träfe, wird der Anteil in es hinein abgezogen und der Agent flieht daran entlang. Die Flucht des Artikels beachtet nur Agenten; in einer dichten Menge zwischen Hindernissen drückt die Menge dann Agenten hinein.
# What each behaviour senses (ui/selected.js): senses-<behaviour>. English is the core registry's words, shown as
# they are (tests/wasm/setting-docs.test.mjs checks these lines are the registry's)
senses-seek = nimmt nur sein Ziel wahr: Wände, Kreise und Agenten sind für ihn unsichtbar
senses-greedy = nimmt nur gesperrte Zellen wahr (seine vier Nachbarn): Kreise und Agenten sind für ihn unsichtbar
senses-nproxy = nimmt nur gesperrte Zellen wahr (höchstens P Schritte entfernt): Kreise und Agenten sind für ihn unsichtbar
senses-whiskers = nimmt Wände und Kreise mit seinen zwei seitlichen Strahlen wahr; Agenten mit eingeschaltetem Agenten ausweichen
senses-feelers = nimmt Wände, Kreise und Gefälle mit seinen drei Fühlern wahr; Agenten mit eingeschaltetem Agenten ausweichen
senses-raycast = nimmt Wände und Kreise mit seinen Strahlen wahr; Agenten mit eingeschaltetem Agenten ausweichen
senses-context = nimmt Wände und Kreise mit seinen N Strahlen wahr (als Gefahr); Agenten mit eingeschaltetem Agenten ausweichen
senses-orca = nimmt Wände, Kreise und Agenten innerhalb von neighborDist wahr (als Halbebenen)
senses-script = nimmt wahr, was sein Skript abfragt: world.castRay (Wände und Kreise), world.neighbors (Agenten), world.blocked (Zellen)
# The compare editor (ui/compare-editor.js; English in en-panels.js): its rows, and the ready-made sets' labels
ced-variant = Variante { $n }
ced-variant-plain = Variante
ced-as-is = wie sie ist
ced-needs = { $kind ->
        [nproxy] Diese Vorlage braucht einen nproxy-Agenten: { $why }.
        [grid] Diese Vorlage braucht einen Rasteragenten: { $why }.
       *[continuous] Diese Vorlage braucht einen kontinuierlichen Agenten: { $why }.
    }
ced-not-selected = { $kind ->
        [nproxy] der gewählte Agent ist kein nproxy-Agent
        [grid] der gewählte Agent ist kein Rasteragent
       *[continuous] der gewählte Agent ist kein kontinuierlicher Agent
    }
ced-none = { $kind ->
        [nproxy] die Szene hat keinen nproxy-Agenten
        [grid] die Szene hat keinen Rasteragenten
       *[continuous] die Szene hat keinen kontinuierlichen Agenten
    }
ced-pstep-off = P-Step aus
ced-pstep-on = P-Step an
ced-no-route = keine Route
ced-route = Route { $planner }
ced-no-avoidance = ohne Ausweichen vor Agenten
ced-label =
    .aria-label = Name der Variante
ced-agents =
    .aria-label = Agenten, die die Variante ändert
ced-all-agents = alle Agenten
ced-some-agents = { $n } Agenten ({ $list })
ced-behavior =
    .aria-label = Verhalten in der Variante
ced-own-behavior = sein eigenes Verhalten
ced-planner =
    .aria-label = Routenplaner in der Variante
ced-own-route = seine eigene Route
ced-setting =
    .aria-label = Eine Einstellung zum Ändern (nach Name)
    .placeholder = Einstellung
ced-value =
    .aria-label = Der Wert der Einstellung
    .placeholder = Wert
ced-remove =
    .aria-label = Diese Variante entfernen
# The animation dialog (ui/animation-dialog.js; English in en-panels.js, its words through kit.t)
anim-title = Animation des Laufs
anim-intro = Ein Schrittbereich dieses Laufs, neu abgespielt und so gezeichnet, wie die Zeichenfläche ihn jetzt zeigt (Ansicht, Auswahl und Ebenen). Die Seite bleibt bei ihrem Schritt.
anim-from = ab Schritt
anim-to = bis Schritt
anim-every = jeder
    .title = Jeder k-te Schritt wird ein Bild
anim-fps = Bilder pro Sekunde
anim-width = Breite
anim-format = Format
anim-webm = WebM (Video)
anim-cancel = Abbrechen
    .title = Die Animation nicht fertigstellen; nichts wird gespeichert
anim-make = Animation erstellen
anim-close =
    .aria-label = Den Animationsexport schließen
anim-whole = { $field }: muss eine ganze Zahl in [{ $lo }, { $hi }] sein, erhalten: { $got }
anim-nothing = nichts
anim-order = { $to }: muss mindestens { $from } ({ $first }) sein, erhalten: { $last }
anim-too-many = { $every }: { $frames } Bilder sind mehr als die Grenze von { $max }; nimm jeden { $k }. Schritt oder weniger Schritte
anim-size-gif = etwa { $size } (geschätzt aus dem Kodieren der ersten zwei Bilder)
anim-size-webm = höchstens etwa { $size } (der Encoder des Browsers bei { $mbits } Mbit/s); die Aufnahme dauert { $seconds } s
anim-estimate = { $frames } Bilder zu { $width } × { $height } px, { $seconds } s bei { $fps } fps: { $size }.
anim-failed = Die Animation konnte nicht erstellt werden: { $error }
anim-cancelled = Abgebrochen: nichts wurde gespeichert.
anim-saved = { $file } gespeichert ({ $size }, { $frames } Bilder).
anim-progress = Bild { $done } von { $total } · { $size }
toast-animation-compare = Animationen zeigen den Lauf der Szene: zuerst „Szene bearbeiten“, dann Animation….
# The script editor's console (ui/script-console.js; English in en-panels.js)
con-lines =
    .aria-label = Was die Skripte ausgegeben haben, nach Schritt
con-summary = Konsole: print(), console.log() und Stopps, bis zum gezeigten Schritt
con-agent = Agent { $i }
con-at = Schritt { $step }
con-stopped = angehalten: { $why }
con-empty = Bis zu diesem Schritt nichts ausgegeben. print(value) in steer() schreibt hierher.
con-earlier = { $n ->
        [one] { $n } frühere Zeile wird nicht gezeigt.
       *[other] { $n } frühere Zeilen werden nicht gezeigt.
    }
con-full = Das Protokoll des Laufs behält seine ersten { $max } Zeilen: ab Schritt { $step } wurden Zeilen nicht behalten.
# The game maps panel (app/maps.js, ui/maps.js, problem-list.js, problem-detail.js, run-summary.js)
game-maps-heading = Spielkarten
game-maps-open = .map / .scen öffnen…
    .title = Eine Moving-AI-Karte und ihre Szenariodatei öffnen (oder auf die Seite ziehen)
game-maps-hint = Moving-AI-Benchmarkkarten (.map) und ihre Aufgaben (.scen): öffnen oder hierher ziehen, oder ein Beispiel unter „Spielkarten“ wählen.
map-could-not-open = { $name } konnte nicht geöffnet werden
map-too-large = Datei: { $size } Bytes sind mehr als die Grenze von { $max } Bytes
map-set-up-failed = Die Aufgabe konnte nicht aufgebaut werden
map-agent = Agent
map-agent-menu =
    .title = Der Rasteragent, der für eine Zeile aufgebaut und von „Alle ausführen“ genutzt wird
map-p-menu =
    .title = n-proxy-Vorausschau P (Schritte)
map-info = { $name } · { $width } × { $height } · { $blocked } blockiert
map-cells = Frei: { $free } · blockiert: { $blockedChars }. S (Sumpf) zählt als Boden, da sidestep keine Bewegungskosten kennt; W (Wasser) ist blockiert. Diese Karte: { $swamp } S, { $water } W.
map-bundled = Mitgeliefert: Links nennen ihren Namen („{ $name }“).
map-carried = Links zu ihr tragen ihre Zellen.
map-scen = { $name } · { $count } Aufgaben. Eine anklicken, um sie aufzubauen.
map-no-scen = Die .scen der Karte öffnen, um ihre Aufgaben aufzulisten.
map-list-bundled = Die Aufgaben von { $name } auflisten
map-on-bundled = Diese Szene liegt auf der mitgelieferten Karte { $name }.
map-bucket = Gruppe
map-bucket-menu =
    .title = Eine Gruppe der .scen zeigen (Moving AI gruppiert Aufgaben nach optimaler Länge)
map-bucket-all = alle { $n }
map-outcome-menu =
    .title = Die Aufgaben zeigen, die auf eine Art endeten (nach „Alle ausführen“)
map-outcome-every = jedes Ergebnis
map-outcome-not-reached = nicht angekommen
map-outcome-unreachable = kein Weg
map-list =
    .aria-label = Aufgaben der .scen: eine anklicken, um sie in der Szene aufzubauen
map-count = { $n ->
        [one] { $n } Aufgabe
       *[other] { $n } Aufgaben
    }
map-count-of = { $n } von { $total } Aufgaben
map-cells-title = von ({ $sx }, { $sy }) nach ({ $gx }, { $gy })
map-optimal-title = optimale Oktil-Länge laut Datei: { $optimal }
map-reached-title = angekommen in { $steps } Schritten (4-Nachbarschafts-Optimum { $optimal4 }): Verhältnis { $ratio }
map-ended-title = { $steps ->
        [one] { $outcome } nach { $steps } Schritt
       *[other] { $outcome } nach { $steps } Schritten
    }
map-short-stuck = fest
map-short-oscillation = pend.
map-short-maxSteps = max
map-problem = Aufgabe #{ $row } · Zeile { $line } · Gruppe { $bucket }
map-no-path = kein Weg: das Ziel ist nicht erreichbar
map-optimum = { $steps ->
        [one] Optimum { $optimal } oktil (Datei { $file }) · { $steps } Schritt 4-Nachbarschaft · Grenze { $limit }
       *[other] Optimum { $optimal } oktil (Datei { $file }) · { $steps } Schritte 4-Nachbarschaft · Grenze { $limit }
    }
map-saved = { $steps ->
        [one] Alle ausführen ({ $agent }): { $outcome }, { $steps } Schritt
       *[other] Alle ausführen ({ $agent }): { $outcome }, { $steps } Schritte
    }
map-saved-ratio = , Verhältnis { $ratio }
map-not-row = Die Szene ist nicht mehr diese Aufgabe (eine andere Szene, eine bearbeitete Karte oder verschobener Start oder verschobenes Ziel).
map-in-scene = { $steps ->
        [one] { $agent } in der Szene: { $steps } Schritt · { $stop }
       *[other] { $agent } in der Szene: { $steps } Schritte · { $stop }
    }
map-ratio = { " " }· Verhältnis { $ratio }
map-run-all = Alle ausführen { $count }
    .title = Jede Aufgabe der .scen mit { $agent } ausführen, in einem Hintergrund-Worker
map-cancel = Abbrechen
    .title = Den Lauf anhalten (seine Ergebnisse werden verworfen)
map-run-failed = „Alle ausführen“ ist fehlgeschlagen: { $error }
map-cancelled = Abgebrochen nach { $done } von { $total } Aufgaben; nichts behalten.
map-run-done = { $agent }: { $n } Aufgaben in { $seconds } s, { $rate } Aufgaben/s in einem Worker (in diesem Lauf gemessen). Eine Gruppe anklicken, um sie aufzulisten.
map-col-bucket = Gr.
    .title = Die Gruppe der .scen (Moving AI gruppiert Aufgaben nach optimaler Länge)
map-col-problems = n
    .title = Aufgaben
map-col-reached = err.
    .title = haben das Ziel erreicht
map-col-stuck = fest
    .title = hielten an, weil jeder Nachbar blockiert war
map-col-oscillation = pend.
    .title = hielten als Pendeln an (Stopp bei Rückkehr: die nächste Zelle war die gerade verlassene)
map-col-maxSteps = max
    .title = hatten keine Schritte mehr (4 × das 4-Nachbarschafts-Optimum, mindestens 64)
map-col-meanRatio = Mittel
    .title = mittleres Wegverhältnis der erreichten Aufgaben: Schritte / 4-Nachbarschafts-Optimum
map-col-worstRatio = schlechtestes
    .title = schlechtestes Wegverhältnis der erreichten Aufgaben
map-all = alle
map-unreachable = { $n } unerreichbar (nicht ausgeführt)
# The overlaid compare (ui/compare-overlay.js)
cmp-overlay =
    .aria-label = Alle Varianten in einer Welt, jede in ihrer Farbe
cmp-overlay-legend =
    .aria-label = Varianten und ihre Farben
cmp-overlay-png =
    .title = Diese Überlagerung als PNG-Bild (2× Pixel)
# The long-step dialog (ui/script-watch-dialog.js)
lsd-title = Ein Skript braucht lange
lsd-where = { " " }(scripts.{ $script })
lsd-where-agent = { " " }(scripts.{ $script }, Agent { $agent })
lsd-text = Schritt { $step }: Die Skripte laufen seit { $seconds } s{ $where }, ohne fertig zu werden. Die Seite hat sie angehalten und bleibt bei Schritt { $at }: am Lauf hat sich nichts geändert. „Weiter warten“ rechnet den Schritt noch einmal (mit bis zu viermal so viel Zeit, bevor sie wieder fragt); „Anhalten“ lässt den Lauf hier.
lsd-keep = Weiter warten
lsd-stop = Anhalten
# The "Use in your game" dialog (ui/game-code-dialog.js, ui/game-code.js)
gcd-title = In deinem Spiel verwenden
gcd-close = Schließen
gcd-language =
    .aria-label = Sprache
gcd-js-tab = JavaScript (npm)
gcd-js-label = JavaScript für das npm-Paket
gcd-js-copy = JavaScript kopieren
gcd-cpp-tab = C++ (CMake)
gcd-cpp-label = C++ für das CMake-Paket
gcd-cpp-copy = C++ kopieren
gcd-what-agent = Agent { $index } „{ $name }“ ({ $behavior }) mit allen Einstellungen, wie sie jetzt sind, in der Szene bei Schritt 0, als Code für die Pakete von sidestep. So ausgeführt, rechnet er bis Schritt { $step } und gibt den Hash aus, den die Seite dort zeigt.
gcd-what-scene = Kein Agent ausgewählt: die Szene bei Schritt 0 als Code für die Pakete von sidestep (wähle einen Agenten für seine Einstellungen). So ausgeführt, rechnet er bis Schritt { $step } und gibt den Hash aus, den die Seite dort zeigt.
gcd-note-edits = { $count ->
        [one] Dieser Lauf hat { $n } Bearbeitung während des Laufs, die die Pakete nicht wiederholen: der Code beginnt bei Schritt 0 ohne sie (mach sie für denselben Lauf zuerst zum Teil der Szene).
       *[other] Dieser Lauf hat { $n } Bearbeitungen während des Laufs, die die Pakete nicht wiederholen: der Code beginnt bei Schritt 0 ohne sie (mach sie für denselben Lauf zuerst zum Teil der Szene).
    }
gcd-note-file = Die Szene hat { $n } Zeichen: der Code liest sie aus scene.json (Exportieren speichert sie).
gcd-guide = Die Anleitung: in-your-game.md
gcd-copy-refused = Der Browser hat das Kopieren nicht erlaubt: der Code ist markiert, drück Ctrl+C.
gcd-copied = Kopiert: { $lines } Zeilen { $language }.
# The script editor's chrome (ui/script-editor.js, script-rename.js)
sed-heading = Skripte
sed-tabs =
    .aria-label = Die Skripte der Szene
sed-apply = Anwenden
    .title = Die Szene mit diesem Code ab Schritt 0 laufen lassen (Ctrl+Enter); Ctrl+Z auf der Seite bringt den alten Code und Lauf zurück
sed-contract = Vertrag
    .title = Was steer(agent, world) bekommt und zurückgibt (docs/scripts.md in Kürze)
sed-close = ✕
    .title = Schließen (Esc): der Text bleibt wie getippt
    .aria-label = Den Skripteditor schließen
sed-new = + Neu
    .title = Ein neues Skript aus der Vorlage (nur seek)
sed-rename = Umbenennen
    .title = Dieses Skript umbenennen (seine Agenten folgen beim Anwenden)
sed-delete = Löschen
    .title = Dieses Skript löschen (abgelehnt, solange ein Agent es ausführt)
sed-revert = Zurücksetzen
    .title = Den Code zurückholen, der läuft (dein Text lässt sich einmal zurückbringen)
sed-keys = Ctrl+Enter wendet an · Esc schließt
sed-script =
    .aria-label = Skript { $name }
sed-no-script =
    .aria-label = Kein Skript
sed-tab-changed =
    .title = Geändert: noch nicht das, was läuft (Anwenden)
sed-tab-runs =
    .title = So, wie es läuft
sed-no-scripts = Noch keine Skripte: + Neu
sed-runs = läuft wie gezeigt
sed-changed = geändert: weicht von dem ab, was läuft (Anwenden)
sed-syntax = { " " }· Syntaxfehler in Zeile { $line }
sed-not-applied-at = Nicht angewendet: scripts.{ $name }: Zeile { $line }, Spalte { $column }: { $message }
sed-not-applied = Nicht angewendet:
sed-applied = Angewendet: der Lauf beginnt mit diesem Code neu bei Schritt 0. Ctrl+Z auf der Seite bringt den alten Code und Lauf zurück.
sed-new-said = Neues Skript „{ $name }“ (nur seek): Anwenden fügt es der Szene hinzu; ein Agent führt es mit dem Verhalten „script“ aus.
sed-name-taken = scripts.{ $name }: ein Skript dieses Namens gibt es schon
sed-renamed = Umbenannt: Anwenden führt es als „{ $name }“ aus (seine Agenten folgen).
sed-not-deleted = { $others ->
        [0] scripts.{ $name }: nicht gelöscht: „{ $agent }“ führt es aus. Gib ihm zuerst ein anderes Verhalten (oder lösche ihn).
       *[other] scripts.{ $name }: nicht gelöscht: „{ $agent }“ und { $others } weitere führen es aus. Gib ihnen zuerst ein anderes Verhalten (oder lösche sie).
    }
sed-deleted = „{ $name }“ hier gelöscht: Anwenden entfernt es aus der Szene (Zurücksetzen bringt es zurück).
sed-reverted = Auf den laufenden Code zurückgesetzt.{ " " }
sed-bring-back = Meinen Text zurückbringen
sed-new-name =
    .aria-label = Neuer Name
# The sound toggle (app/sonify.js) and a circle's or path point's buttons (ui/move-buttons.js)
sound-on = Ton an: die Strahlen des ausgewählten Agenten sind Töne (höher und lauter, je näher sie kommen, links oder rechts), ein Klick bei einer Kollision, ein Akkord bei der Ankunft
sound-off = Ton aus
sel-move = Per Klick versetzen
    .title = Der nächste Klick in die Welt setzt es dorthin (Esc bricht ab); mit der Tastatur: Enter in der Welt, dann die Pfeile
sel-move-armed = Klicke in die Welt, wohin es soll (Esc bricht ab).
sel-radius-smaller = Radius −
    .aria-label = Radius − { $step } u
sel-radius-bigger = Radius +
    .aria-label = Radius + { $step } u
## h-panels3a: lessons
les-badge = Lektion
les-back = ◂ Zurück
    .title = Die vorige Etappe
les-next = Weiter ▸
    .title = Die nächste Etappe
les-end = Ende
les-close = ✕
    .title = Lektion schließen (die Szene bleibt)
    .aria-label = Lektion schließen
les-live-hint = Eine umrandete Zahl ist eine Einstellung: ziehe sie seitwärts
les-live-keys = { " " }(oder fokussiere sie und nimm die Pfeiltasten)
les-live-follow = { " " }und sieh, wie die Szene und die anderen Zahlen folgen.
les-stale = Der Text beschreibt { $step }; die Welt ist seitdem weitergelaufen.
les-step-link = Schritt { $step }
les-away = Eine andere Szene ist offen: dieser Text handelt nicht von ihr.{ " " }
les-reopen = Zurück zu Etappe { $n }
les-opened-as = { $title }, Etappe { $n }
les-starter-replaced = Die Übung beginnt mit ihrem Startskript: dein Code (scripts.{ $script }) wurde ersetzt. Ctrl+Z holt ihn zurück.
les-exercise-failed = Die Übung konnte nicht gezeigt werden
les-menu-heading = Lektionen
les-menu-intro = Jede Lektion folgt einem Artikel durch seine Szenen: lesen, schrittweise laufen, eine Einstellung ändern, prüfen.
les-menu-make = Lektion erstellen…
    .title = Zustände der Seite zu Etappen mit Texten machen und die Lektion als Link teilen
les-menu-close = ✕
    .title = Schließen (Esc)
    .aria-label = Schließen
les-menu-loading = Wird geladen…
les-menu-failed = Die Lektionen konnten nicht geladen werden: { $error }
les-menu-start = Starten
les-menu-continue = Weiter bei { $n }
les-menu-again = Von vorn
les-menu-for = { $words }: { $title }
les-try = Probier es:{ " " }
les-check = Prüfen
    .title = Die Szene wie sie jetzt ist ab Schritt 0 laufen lassen, genau wie Abspielen, und sehen, ob sie tut, was die Aufgabe verlangt
les-running = Läuft…
les-pass = Bestanden.
les-not-yet = Noch nicht.
les-check-failed = Die Prüfung konnte nicht laufen: { $errors }
les-verdict-stale = Die Szene hat sich seit dieser Prüfung geändert: prüfe noch einmal.
les-hint = Tipp: { $hint }
les-hint-changes = Es geht, indem du { $what } änderst: probiere weit auseinanderliegende Werte, dann Abspielen, um zu sehen, wohin es führt.
les-hint-any = Ändere eine Sache nach der anderen, und Abspielen zeigt, wohin es führt.
les-agent = Agent { $n }
les-changed-setting = { $setting } ({ $who })
les-changed-behaviour = das Verhalten
les-changed-behaviour-of = das Verhalten von { $who }
les-changed-goal = das Ziel
les-changed-goal-of = das Ziel von { $who }
les-changed-start = den Start
les-changed-start-of = den Start von { $who }
les-fill-failed = [der Kern konnte nicht füllen: { $errors }]
les-live-setting = { $setting } von { $agent }
    .title = { $setting } von { $agent }: seitwärts ziehen oder Pfeiltasten, um es zu ändern; die Szene läuft neu
les-live-down = { $setting } von { $agent } verringern
    .title = { $setting } um einen Schritt verringern
les-live-up = { $setting } von { $agent } erhöhen
    .title = { $setting } um einen Schritt erhöhen
les-err-invalid = die Lektion ist nicht gültig
les-err-none = keine solche Lektion
les-err-not-id = lesson: „{ $id }“ ist keine Lektions-ID
les-err-missing = lesson: es gibt keine Lektion „{ $id }“
les-err-link-empty = Lektionslink: leer
les-err-link-long = Lektionslink: { $n } Zeichen sind mehr als die Grenze von { $limit }
les-err-link-utf8 = Lektionslink: kein UTF-8-Text
les-open-lesson-failed = Die Lektion „{ $id }“ konnte nicht geöffnet werden
les-source-lesson = die Lektion „{ $id }“
les-source-link = der Lektionslink
les-link-shape = link: weder #lesson=ID noch #L=..., dann &at=N und &code=...
les-link-at = at: muss die Nummer einer Etappe sein, 1 oder mehr, erhalten „{ $got }“
les-code-not-exercise = code: Etappe { $n } dieser Lektion ist keine Übung
les-code-failed = Das Skript des Links konnte nicht in die Übung gesetzt werden
les-maker-heading = Lektion erstellen
les-maker-badge = Lektion in Arbeit
les-maker-title =
    .aria-label = Der Titel der Lektion
les-maker-add = Diesen Zustand hinzufügen
    .title = Eine Etappe der Szene, wie sie jetzt ist: ihr Schritt, die Auswahl, die Ebenen und die Kamera
les-maker-play = Abspielen
    .title = Die Lektion ab ihrer ersten Etappe abspielen
les-maker-share = Link teilen
    .title = Einen Link kopieren, der diese Lektion öffnet
les-maker-save = Datei speichern
    .title = Die Lektion als .json-Datei herunterladen (docs/lessons.md)
les-maker-close = ✕
    .title = Schließen (der Entwurf bleibt in diesem Browser)
les-maker-help = Texte können Zahlen nennen, die der Kern im Schritt der Etappe einsetzt: { $names }… (NAME: Name oder Nummer eines Agenten).
les-maker-draft-title = Meine Lektion
les-maker-cp-title = { $scene }, Schritt { $step }
les-maker-scene = Szene
les-maker-cp-caption = Bei Schritt { $step } ({ $time } s):{ " " }
les-maker-added = Etappe { $n } bei Schritt { $step } hinzugefügt.
les-maker-first = Füge zuerst eine Etappe hinzu: richte die Szene ein, dann „Diesen Zustand hinzufügen“.
les-maker-first-short = Füge zuerst eine Etappe hinzu.
les-maker-yours = deine Lektion
les-maker-errors = Die Lektion hat Fehler: behebe sie vor dem Teilen oder Speichern
les-maker-copied = Lektionslink kopiert: { $chars } Zeichen, { $n ->
        [one] { $n } Etappe.
       *[other] { $n } Etappen.
    }
les-copy-this = Kopiere diesen Link
les-maker-undo = Rückgängig
les-maker-back = Etappe { $n } ist wieder da.
les-maker-removed = Etappe { $n } („{ $title }“) entfernt.{ " " }
les-maker-full = Dieser Browser konnte den Entwurf nicht behalten (Speicher voll): teile oder speichere ihn, bevor du gehst.
les-maker-none = Noch keine Etappe: richte die Szene ein (Schritt, einen Agenten auswählen, Ebenen), dann „Diesen Zustand hinzufügen“.
les-maker-row-title =
    .aria-label = Titel von Etappe { $n }
les-maker-row-caption =
    .aria-label = Text von Etappe { $n }
les-maker-preview = Vorschau (gefüllt bei Schritt { $step } der Szene dieser Etappe): { $text }
les-maker-up = Etappe { $n } nach oben
les-maker-down = Etappe { $n } nach unten
les-maker-remove = Etappe { $n } entfernen
les-task-add = Aufgabe und Tipp hinzufügen
les-task-summary = Aufgabe: { $goal }
les-task-field = Aufgabe von Etappe { $n }: { $field }
les-task-goal = Ziel
les-task-agent = Agent
les-task-measure = Messgröße
les-task-value = Wert
les-task-within = Schritte des Laufs
les-task-text = was zu tun ist
    .placeholder = Was der Leser tut, in einem Satz
les-task-hint = Tipp
    .placeholder = Gezeigt nach zwei Prüfungen, die nicht bestanden wurden
les-goal-none = keine Aufgabe
les-goal-arrive = ein Agent kommt an
les-goal-arriveClean = ein Agent kommt ohne Kollision an
les-goal-below = eine Messgröße endet unter einem Wert
les-goal-above = eine Messgröße endet über einem Wert
les-task-do-arrive = Ändere die Szene so, dass { $agent } sein Ziel erreicht.
les-task-do-arriveClean = Ändere die Szene so, dass { $agent } sein Ziel ohne Kollision erreicht.
les-task-do-below = Ändere die Szene so, dass { $measure } unter { $value } endet.
les-task-do-above = Ändere die Szene so, dass { $measure } über { $value } endet.
les-ex-label = Übung
les-ex-edit = Mein Skript bearbeiten
    .title = Das Skript im Editor öffnen (E); Anwenden lässt es in den Vergleichsfeldern laufen
les-ex-check = Meine Lösung prüfen
    .title = Die Szenen der Qualitätssuite mit deinem Skript, dem eingebauten und seek laufen lassen und vergleichen
les-ex-share = Meine Lösung teilen
    .title = Einen Link zu dieser Übung mit deinem Skript darin kopieren
les-ex-stop = Stopp
les-ex-table =
    .aria-label = Dein Skript gegen das eingebaute und reines seek, je Art von Szene
les-ex-scope = Meine Lösung prüfen lässt dein Skript, wie angewendet, auf { $families } der Qualitätssuite laufen, neben dem eingebauten { $reference } und seek (ohne Ausweichen).
les-ex-family-fields = Kreisfeldern
les-ex-family-blocks = gesperrten Zellen
les-ex-family-wall = einer Wand im Weg
les-ex-family-trap = einer U-Falle
les-ex-family-corridor = Korridoren
les-ex-family-doorway = Türen
les-ex-family-crossing = kreuzenden Agenten
les-ex-family-oncoming = entgegenkommenden Agenten
les-ex-family-overtaking = Überholen
les-ex-family-fan-in = zusammenlaufenden Agenten
les-ex-family-ring = Agentenringen
les-ex-family-streams = vier Strömen
les-ex-col-arrived = angekommen
les-ex-col-collisions = Kollisionen / Agent
les-ex-col-depth = tiefste Überlappung
les-ex-col-contacts = Agentenkontakte / Agent
les-ex-col-contact-time = s Kontakt / Agent
les-ex-col-time = s bis zum Ziel / angekommener Agent
les-ex-col-effort = Aufwand / Agent (u/s)
les-ex-col-score = Punktzahl
les-ex-score-note = Punktzahl pro Agent, niedriger ist besser: 50 je Kollision oder Agentenkontakt, dazu die Sekunden bis zum Ziel (für einen Agenten, der nicht ankam, der ganze Lauf und 60 mehr), dazu 0,1 je u/s Geschwindigkeitsänderung (Aufwand).
les-ex-arrived = { $reached } / { $agents }
les-ex-arrived-stopped = { $reached } / { $agents }, { $stops } vom Skript gestoppt
les-ex-yours = deins
les-ex-builtin = eingebautes { $reference }
les-ex-hint-any = Öffne Vertrag für das, was world.castRay zurückgibt; gib mit print() die Werte aus, die du berechnest (die Konsole zeigt sie je Schritt), und vergleiche deine Strahlen mit dem eingebauten Feld.
les-ex-than = { $than ->
        [fewer] weniger als
        [more] mehr als
       *[same] so viele wie
    } { $whose ->
        [seek] seek
       *[builtin] das eingebaute { $reference }
    } { $value }
les-ex-compared = { $yours } Kollisionen je Agent, { $seek } und { $builtin }
les-ex-stopped = Dein Skript hat { $stops } von { $agents } Agenten gestoppt, also ist seine Zeile noch kein Ergebnis (ein gestoppter Agent stößt mit nichts zusammen). Der erste { $first }. Behebe es und prüfe dann noch einmal.
les-ex-not-arrived = { $reached } von { $agents } Agenten kamen an (das eingebaute: { $ref }); deins: { $compared }.
les-ex-no-better = Alle Agenten kamen an, aber deins weicht nicht besser aus als seek: { $compared }; { $contact } s Kontakt je Agent gegen { $seekContact } s bei seek.
les-ex-passed = Alle Agenten kamen an; deins: { $compared }, und { $contact } s Kontakt je Agent gegen { $seekContact } s bei seek.
les-ex-stopped-changed = Gestoppt: dein Code hat sich geändert. Prüfe noch einmal.
les-ex-outdated = Dein Code hat sich seit dieser Prüfung geändert (die Tabelle gilt dem Code davor): prüfe noch einmal.
les-ex-stopped-short = Gestoppt.
les-ex-loading = Wird geladen…
les-ex-runs = { $done } / { $total } Läufe
les-ex-worker-failed = der Worker der Prüfung ist fehlgeschlagen
les-ex-failed = Die Prüfung lief nicht: { $errors }
les-ex-done = Je { $runs } Szenen, { $seconds } s.
les-ex-copied = Link kopiert: er öffnet diese Übung mit deinem Skript darin.
les-ex-code-base64 = code: kein Skript (sein Inhalt ist kein base64url)
les-ex-code-utf8 = code: kein UTF-8-Text
## h-panels3a: scripts
sed-agent = Agent { $n }
sed-agent-added = ein bei Schritt { $step } hinzugefügter Agent
scr-contract = Der Vertrag
    .aria-label = Der Vertrag der Skripte
scr-intro = function steer(agent, world) wird einmal je Schritt für jeden Agenten aufgerufen, der das Skript ausführt (in der Reihenfolge der Agenten), und gibt { "{" } x, y { "}" } zurück: die gewünschte Beschleunigung in u/s². Der Kern kürzt sie auf agent.maxAccel und wendet dann die Geschwindigkeitsgrenze an, wie bei jedem Verhalten.
scr-agent-xy = Position, in Welteinheiten
scr-agent-v = Geschwindigkeit, u/s
scr-agent-body = Körper und Grenzen (u, u/s, u/s²)
scr-agent-goal = sein Ziel, in Welteinheiten
scr-agent-dt = der Zeitschritt (s) und der Schritt, der entschieden wird (0 der erste)
scr-agent-params = seine freien Parameter, { "{" } name: number { "}" } (höchstens 8)
scr-agent-memory = ein Objekt, das zwischen Aufrufen bleibt: einfache Daten, höchstens 4 KiB als JSON, Teil der Schlüsselbilder (Zurückgehen ist exakt); { "{" }{ "}" } beim ersten Aufruf
scr-world-castRay = null oder { "{" } distance, x, y, nx, ny, kind { "}" } (kind "cell" oder "circle"): der Wurf, mit dem die eingebauten Verhalten wahrnehmen. Die ersten 3 Strahlen eines Schritts werden gezeichnet und im Panel gelistet.
scr-world-neighbors = die anderen Agenten, deren Mitte innerhalb von radius liegt: [{ "{" } x, y, vx, vy, radius { "}" }], in fester Reihenfolge
scr-world-blocked = ob die Zelle (cx, cy) gesperrt ist (außerhalb des Rasters: true)
scr-world-random = eine Zahl in [0, 1), mit Startwert aus Szene, Schritt, Agent und Ziehung (Math.random ist dies)
scr-world-show = eine benannte Zahl (bis zu 8 je Schritt) im Panel
scr-world-note = ein Satz (bis zu 4 je Schritt, 200 Zeichen) im Panel und in der Konsole
scr-stops = Was seinen Agenten stoppt (Stoppgrund script, mit der Zeile)
scr-stop-throw = ein throw oder eine Antwort, die nicht { "{" } x, y { "}" } aus endlichen Zahlen ist
scr-stop-runaway = ein Durchläufer: mehr als sim.scriptBudget Unterbrechungsprüfungen in einem Aufruf (QuickJS prüft nach je 10.000 seiner Ticks, etwa 5.000 Runden einer einfachen Schleife: dieselbe Zahl auf jeder Maschine; keine Uhr stoppt ein Skript)
scr-stop-memory = Speicher: 16 MiB für alle Skripte; agent.memory 4 KiB als JSON
scr-stop-sandbox = kein DOM, Netz, keine Timer, kein Date, keine Module oder Host-Objekte: fetch, require, process sind nicht definiert. Halte den Zustand in agent.memory (Variablen auf oberster Ebene sind nicht Teil der Schlüsselbilder).
scr-whole = Der ganze Vertrag: docs/scripts.md im Quelltext.
scr-unclosed = Eine Klammer fehlt: die { $ch } in Zeile { $line }, Spalte { $column } wird nie geschlossen. Setze ihre { $pair } dort, wo dieser Teil endet.
scr-unopened = Die { $ch } in Zeile { $line }, Spalte { $column } schließt nichts: davor fehlt eine { $pair }, oder diese ist zu viel.
scr-mismatch = Eine Klammer fehlt: die { $ch } in Zeile { $line }, Spalte { $column } wird nie geschlossen (die { $close } in Zeile { $closeLine } kommt zuerst). Setze ihre { $pair } dort, wo dieser Teil endet.
scr-near = Zeile { $line }: „{ $token }“ kann hier nicht stehen. Direkt davor fehlt ein Wort, ein Operator oder ein Komma, oder eines ist zu viel.
scr-unreadable = Zeile { $line } ist kein JavaScript, das die Engine lesen kann ({ $what }).
scr-mark-syntax = { $text } (QuickJS: Zeile { $line }, Spalte { $column }: { $message })
scr-mark-stopped = „{ $agent }“ gestoppt: { $text } (Zeile { $line }: { $message })
scr-mark-stopped-in = „{ $agent }“ in „{ $pane }“ gestoppt: { $text } (Zeile { $line }: { $message })
scr-mark-stopped-plain = „{ $agent }“ gestoppt: { $text }
scr-mark-stopped-in-plain = „{ $agent }“ in „{ $pane }“ gestoppt: { $text }
scr-loop = die Schleife in Zeile { $line }
scr-loops = eine der Schleifen in den Zeilen { $lines }
scr-millions = { $n } Millionen
scr-thousands = { $n } Tausend
scr-at-line = Zeile { $line }
scr-at-script = Das Skript
scr-budget = hat sein Budget aufgebraucht ({ $checks } Unterbrechungsprüfungen, etwa { $operations } Operationen)
scr-slow = brauchte mehr als { $ms } ms
scr-runaway = Der Aufruf { $ran }: eine Schleife, die nie endet? Sieh dir { $where } an: prüfe, ob sich ihre Bedingung in der Schleife ändert.
scr-runaway-from = Der Aufruf { $ran }: eine Schleife, die nie endet? Sieh dir die Schleifen ab Zeile { $line } an: prüfe, ob sich ihre Bedingung in der Schleife ändert.
scr-null-why = world.castRay gibt null zurück, wenn sein Strahl nichts trifft: prüfe das zuerst (if (hit) { "{" } … { "}" }).
scr-undefined-why = Ein anders geschriebener Name oder ein Feld, das der Agent nicht hat (Vertrag listet sie), ist undefined.
scr-no-field = { $at }: „{ $owner }“ ist dort { $none }, hat also kein „{ $prop }“. { $why }
scr-no-field-value = { $at }: ein Wert ist dort { $none }, hat also kein „{ $prop }“. { $why }
scr-not-defined = { $at }: nichts heißt hier „{ $name }“. Prüfe die Schreibweise, oder deklariere es (let, const), bevor es benutzt wird.
scr-not-function = { $at } ruft etwas auf, das keine Funktion ist: prüfe den Namen (die Aufrufe der Welt sind world.castRay, world.neighbors, world.blocked, world.random, world.show, world.note).
scr-bad-return = { $at }: steer muss mit return { "{" } x, y { "}" } enden, zwei endlichen Zahlen (eine Beschleunigung). Zurückgegeben: { $got }.
scr-at = { $at }: { $what }
scr-runtime-failed = Die Skriptumgebung ist fehlgeschlagen: { $what }
scr-no-script = { $name }: diese Szene hat kein Skript mit diesem Namen.
scr-no-answer = Das Skript gab keine Antwort.

## h-panels3b: canvas captions
# The key numbers' words on the canvas (draw/key-numbers.js; in en.js): raycast's avoid point, a context agent with every slot masked and its chosen direction, the feelers' lateral command before its number
kn-avoid-point = Ausweichpunkt
kn-all-masked = alles maskiert
kn-chosen = gewählt
kn-command = Befehl
# The ORCA velocity-space inset (draw/orca.js; cv- is en-draw.js, fetched with the drawers): its caption with the square's half-width (short: a phone), how the velocity was chosen
cv-orca-title = Geschwindigkeitsraum (ORCA), ±{ $w } u/s
cv-orca-range = ±{ $w } u/s
cv-orca-allowed = bevorzugte Geschwindigkeit erlaubt
cv-orca-nearest = nächste erlaubte Geschwindigkeit
cv-orca-fallback = Notlösung: kleinste Verletzung
cv-orca-squeezed = eingeengt: kleinste Verletzung
cv-orca-fallback-short = Notlösung
cv-orca-squeezed-short = eingeengt
# The P-proxy heat map's legend (draw/heat-legend.js): its title, the ramp's two ends
cv-heat-title = P-Proxy jeder Zelle (P = { $p })
cv-heat-near = { $n } (nah)
cv-heat-far = { $n } (fern)
# The context map inset's title (draw/context.js)
cv-context-title = Kontextkarte · { $name }
# The feelers' side view (draw/profile.js): its title, the slope's line (long, shorter, shortest for a narrow pane: the slope's kind, the dot product, the offset), the core's slope kinds and hit kinds, an obstacle's height, what each feeler met
cv-side-title = Seitenansicht · { $name } · Richtung →
cv-slope-on = { $kind }: dot = { $dot } → Versatz { $offset } u
cv-slope-off = { $kind }: dot = { $dot } → Hangausgleich aus, { $target } u nicht angewandt
cv-slope-on-short = { $kind }: dot { $dot } → Versatz { $offset } u
cv-slope-on-shortest = { $kind }: dot { $dot } → { $offset } u
cv-slope-off-short = { $kind }: dot { $dot } → Ausgleich aus ({ $target } u)
cv-slope-off-shortest = { $kind }: dot { $dot } → aus ({ $target } u)
cv-slope-level = eben
cv-slope-incline = Steigung
cv-slope-decline = Gefälle
cv-slope-across = quer
cv-hit-wall = Wand
canvas-grid-blocked = blockiert
cv-hit-circle = Kreis
cv-hit-ground = Boden
cv-obstacle-high = { $kind } { $height } u hoch
cv-feeler-hit = { $hit } { $distance }
cv-feeler-over = über ein Hindernis
cv-feeler-over-short = darüber
cv-feeler-clear = frei
cv-units = { $n } u

## h-panels3b: opening, links, storage, refusals
# The page's start-up failure (main.js): in English when it comes before the locale's catalogue
start-failed = sidestep konnte nicht starten: { $error }
# A scene that could not be opened (sim/document.js): the error box's title, the page's own reasons; the names of what is opened (app/document.js, app/files.js, ui/console-api.js, ui/maps.js)
ld-failed = Nicht zu öffnen: { $source }
ld-script-engine = scripts: die Skript-Engine wurde nicht geladen ({ $error })
ld-too-large = Datei: { $size } Bytes sind mehr als die Grenze von { $limit } Bytes ({ $mib } MiB)
obs-reading = { $source } wird geöffnet: { $percent } gelesen
obs-building = { $source } wird geöffnet: die Szene wird aufgebaut
obs-wait = Einen Moment: Die Welt reagiert, sobald das Szenario geöffnet ist
ld-not-a-scene = { $name }: weder eine Szenariodatei (JSON, beginnt mit { "{" }) noch ein SteerSuite-Testfall (XML) noch ein Link zum Teilen.
ld-movingai-hint = { " " }Eine Moving-AI-Karte oder -scen öffnest du mit „.map / .scen öffnen…“ (oder zieh sie auf die Welt).
ld-link-too-long = Link: der Link dieser Szene hätte { $length } Zeichen, mehr als Browser öffnen ({ $max } hier; Firefox lehnt Adressen über { $firefox } ab). Exportiere sie stattdessen als Datei (Exportieren, unter Bearbeiten).
ld-name-my-scene = „{ $name }“ aus Meine Szenen
ld-name-example = das Beispiel „{ $title }“
ld-name-autosave = die automatisch gespeicherte Szene
ld-name-welcome = das Begrüßungsbeispiel
ld-name-link = der Link
ld-name-dropped-link = der abgelegte Link
ld-name-scenario = das Szenario
map-open-problem = Problem { $row } aus { $scen }
# A share link that does not decode (sim/link.js): the core's words (core/src/io/link.cpp) in English
ld-link-limit = Link: die Grenze { $name } des Kerns ist nicht geladen (zuerst das Modul laden)
ld-link-length = Link: kein base64url: { $size } Zeichen ergeben keine ganze Zahl von Bytes
ld-link-character = Link: kein base64url: Zeichen { $at } ist nicht A-Z, a-z, 0-9, - oder _
ld-link-inflates = Link: entpackt mehr als { $limit } Bytes (die Grenze); abgelehnt
ld-link-not-deflate = Link: keine Deflate-Daten (abgeschnitten oder beschädigt)
ld-link-empty = Link: leer (erwartet: #s= und danach das Szenario)
ld-link-too-many = Link: { $length } Zeichen sind mehr als die Grenze von { $limit }
ld-link-not-utf8 = Link: das Szenario ist kein UTF-8-Text
# My scenes' storage errors (sim/library.js)
ld-storage-failed = Speicheranfrage fehlgeschlagen
ld-no-indexeddb = dieser Browser speichert keine Szenen (kein IndexedDB)
ld-no-entry = Meine Szenen: kein Eintrag { $id }
# Refusals worded in the page: the agent editor's (sim/sim-edits.js), a number field's (ui/number-field.js), the console API's step and events (sim/sim.js, sim/records.js)
ld-edit-one-of = { $path }: muss eines von { $list } sein, erhalten { $got }
ld-edit-point = { $path }: muss [x, y] sein
ld-edit-unknown-param = { $path }: unbekannter Parameter von { $owner }
ld-edit-unknown-setting = { $path }: unbekannte Einstellung (es gibt { $list })
ld-not-a-number = { $name }: muss eine Zahl sein (das Feld ist leer oder enthält etwas anderes)
ld-step-n = step: n muss eine ganze Zahl >= 0 sein, erhalten { $got }
ld-seek-step = seek: step muss eine ganze Zahl >= 0 sein, erhalten { $got }
ld-events-kind = events: kind muss eines von { $list } sein, erhalten { $got }
# The Run all worker's failure (sim/run-all.js), the video recorder's (draw/encode.js, worded by the animation dialog), the legend with no agents (ui/legend.js), the panes in compare mode refusing an edit (app/keys.js)
map-run-all-failed = der Worker von „Alle ausführen“ ist fehlgeschlagen
anim-recorder-empty = der Rekorder des Browsers lieferte { $bytes } Bytes für { $frames } Bilder (kein Video): versuch es noch einmal oder erstelle ein GIF
legend-no-agents = keine Agenten
keys-compare-copies = Die Felder sind Kopien der Szene: „Szene bearbeiten“ (unter dem Titel) verlässt den Vergleich, um sie zu ändern.
# The timeline's memory tooltip (ui/timeline.js)
tl-memory = { $steps } Schritte berechnet; { $keyframes } Schlüsselbilder (eines alle { $interval } Schritte), { $used } MB von { $budget } MB, dazu { $recent } MB der Zustände, die der letzte Schritt zurück durchlief (höchstens 24 MB); { $edits }
tl-edits = { $n ->
        [one] { $n } Änderung während des Laufs
       *[other] { $n } Änderungen während des Laufs
    }


## h-words5: the World's refused edits (core/src/world)
invalid-no-agent = { $path }: kein Agent { $index } (es gibt { $count })
invalid-no-circle = { $path }: kein Kreis { $index } (es gibt { $count })
invalid-no-path = { $path }: kein Pfad { $index } (es gibt { $count })
invalid-no-script = { $path }: kein Skript namens „{ $name }“
invalid-resize-outside = { $path }: { $width } x { $height } ließe agents[{ $agent }].{ $field } ({ $x }, { $y }) außerhalb der Welt; verschiebe oder entferne zuerst den Agenten
invalid-cell-outside = { $path }: ({ $x }, { $y }) liegt außerhalb des Rasters von { $width } x { $height }
invalid-agent-cell = { $path }: muss eine Zelle 0..{ $maxX } x 0..{ $maxY } sein, ist aber ({ $x }, { $y })
invalid-agent-inside = { $path }: muss in der Welt [0, { $width }] x [0, { $height }] liegen, ist aber ({ $x }, { $y })
invalid-finite = { $path }: müssen endliche Zahlen sein
invalid-point-count = { $path }: muss { $min } bis { $max } Punkte haben, hat aber { $got }
invalid-points-far = { $path }: die Punkte müssen endlich sein und höchstens { $max } vom Ursprung entfernt liegen
invalid-integer-limits = { $path }: muss eine ganze Zahl von { $lo } bis { $hi } sein
invalid-max-agents = { $path }: höchstens { $max } Agenten
invalid-max-circles = { $path }: höchstens { $max } Kreise
invalid-max-paths = { $path }: höchstens { $max } Pfade
invalid-max-scripts = { $path }: höchstens { $max } Skripte
## h-words5: Moving AI map and scen errors (core/src/io/movingai_*.cpp)
invalid-movingai-too-large = Zeile { $line }: die Datei hat { $bytes } Bytes, mehr als die Grenze von { $max }
invalid-movingai-stopped = nach { $n } Fehlern abgebrochen
invalid-map-empty = Zeile { $line }: leere Datei (eine .map beginnt mit 'type octile')
invalid-map-ends-before-map = Zeile { $line }: die Datei endet vor der Zeile 'map'
invalid-map-ends-before-map-missing = Zeile { $line }: die Datei endet vor der Zeile 'map' (es fehlt { $missing })
invalid-map-second-line = Zeile { $line }: eine zweite Zeile '{ $key }'
invalid-map-type = Zeile { $line }: type muss 'octile' sein, ist aber { $got }
invalid-map-side = Zeile { $line }: { $key } muss eine ganze Zahl von 1 bis { $max } sein, ist aber { $got }
invalid-map-before = Zeile { $line }: 'map' vor der Zeile '{ $header }'
invalid-map-expected-type = Zeile { $line }: 'type octile' erwartet, steht aber { $got }
invalid-map-expected-header = Zeile { $line }: Kopfzeile erwartet (type octile, height H, width W, map), steht aber { $got }
invalid-map-ends-after = Zeile { $line }: die Datei endet nach { $rows } Reihen, height sagt { $height }
invalid-map-row-width = Zeile { $line }: die Reihe hat { $chars } Zeichen, width sagt { $width }
invalid-map-character = Zeile { $line }: unbekanntes Zeichen { $char } in Spalte { $column } (frei: { $free }; blockiert: { $blocked })
invalid-map-more-rows = Zeile { $line }: mehr Reihen, als height sagt ({ $height })
invalid-scen-empty = Zeile { $line }: leere Datei (eine .scen beginnt mit 'version 1')
invalid-scen-version = Zeile { $line }: 'version 1' erwartet, steht aber { $got }
invalid-scen-too-many = Zeile { $line }: mehr als { $max } Aufgaben (die Grenze)
invalid-scen-fields = Zeile { $line }: 9 Felder erwartet (Gruppe, Karte, Kartenbreite, Kartenhöhe, Start x, Start y, Ziel x, Ziel y, optimale Länge), sind aber { $got }
invalid-scen-fields-more = Zeile { $line }: 9 Felder erwartet (Gruppe, Karte, Kartenbreite, Kartenhöhe, Start x, Start y, Ziel x, Ziel y, optimale Länge), sind aber mehr
invalid-scen-integer = Zeile { $line }: { $column } muss eine ganze Zahl von { $lo } bis { $hi } sein, ist aber { $got }
invalid-scen-integer-in = Zeile { $line }: { $column } muss eine ganze Zahl von { $lo } bis { $hi } sein ({ $side } { $size }), ist aber { $got }
invalid-scen-col-bucket = Gruppe
invalid-scen-col-map-width = Kartenbreite
invalid-scen-col-map-height = Kartenhöhe
invalid-scen-col-start-x = Start x
invalid-scen-col-start-y = Start y
invalid-scen-col-goal-x = Ziel x
invalid-scen-col-goal-y = Ziel y
invalid-scen-map-name = Zeile { $line }: Kartenname länger als { $max } Zeichen
invalid-scen-optimal = Zeile { $line }: die optimale Länge muss eine Zahl von 0 bis { $max } sein, ist aber { $got }
invalid-scen-other-map = Zeile { $line }: die Aufgabe gilt für die Karte { $name }, nicht { $map }
invalid-scen-size = Zeile { $line }: laut Aufgabe ist die Karte { $w } x { $h }, sie ist aber { $width } x { $height }
invalid-scen-blocked-start = Zeile { $line }: der Start ({ $x }, { $y }) ist eine blockierte Zelle
invalid-scen-blocked-goal = Zeile { $line }: das Ziel ({ $x }, { $y }) ist eine blockierte Zelle

## h-words6: the scenario file's field errors (core/src/io)
invalid-too-large = { $path }: { $bytes } Bytes sind mehr als die Grenze von { $max } Bytes
invalid-json = { $path }: kein gültiges JSON: Zeile { $line }, Spalte { $column }: { $what }
invalid-json-character = { $path }: kein gültiges JSON: Zeile { $line }, Spalte { $column }: unerwartetes Zeichen '{ $character }'
invalid-json-duplicate-key = { $path }: kein gültiges JSON: Zeile { $line }, Spalte { $column }: doppelter Schlüssel "{ $key }"
invalid-json-depth = { $path }: kein gültiges JSON: Zeile { $line }, Spalte { $column }: tiefer als { $max } Ebenen verschachtelt
invalid-json-after-value = unerwarteter Text nach dem JSON-Wert
invalid-json-literal = ungültiges Literal
invalid-json-end = unerwartetes Ende der Eingabe
invalid-json-key-expected = ein Schlüssel in Anführungszeichen wird erwartet
invalid-json-colon = ':' wird erwartet
invalid-json-object-end = ',' oder '{ "}" }' wird erwartet
invalid-json-array-end = ',' oder ']' wird erwartet
invalid-json-number = ungültige Zahl
invalid-json-fraction = ungültige Zahl: nach '.' werden Ziffern erwartet
invalid-json-exponent = ungültige Zahl: im Exponenten werden Ziffern erwartet
invalid-json-u-truncated = unvollständige \u-Escape-Sequenz
invalid-json-u-escape = ungültige \u-Escape-Sequenz
invalid-json-unterminated = nicht abgeschlossener Text in Anführungszeichen
invalid-json-control = Steuerzeichen in einem Text
invalid-json-open-string = dieser Text in Anführungszeichen wird vor dem Ende seiner Zeile nicht geschlossen
invalid-json-comma-brace = ein Komma direkt vor '{ "}" }' (entferne das letzte Komma)
invalid-json-comma-bracket = ein Komma direkt vor ']' (entferne das letzte Komma)
invalid-json-unclosed-object = die Datei endet, bevor diese '{ "{" }' geschlossen wird
invalid-json-unclosed-array = die Datei endet, bevor diese '[' geschlossen wird
invalid-json-surrogate = Surrogat ohne Gegenstück in einer \u-Escape-Sequenz
invalid-json-escape = ungültige Escape-Sequenz in einem Text
invalid-json-stopped = das Lesen wurde abgebrochen (eine andere Szene wurde verlangt)
invalid-json-object = { $path }: muss ein JSON-Objekt sein ({ $format }), ist aber { $got }
invalid-version-required = { $path }: ist erforderlich und muss { $version } sein
invalid-version = { $path }: muss { $version } sein (diese Version liest das Format v{ $version }), ist aber { $got }
invalid-object-keys = { $path }: muss ein Objekt { $keys } sein, ist aber { $got }
invalid-object-keys-or-null = { $path }: muss ein Objekt { $keys } oder null sein, ist aber { $got }
invalid-shape = { $path }: muss { $shape } sein, ist aber { $got }
invalid-required-shape = { $path }: ist erforderlich: { $shape }
invalid-array-of = { $path }: muss eine Liste von { $what } sein, ist aber { $got }
invalid-array-names = { $path }: muss eine Liste von Namen sein
invalid-at-most = { $path }: darf höchstens { $max } { $what } haben, hat aber { $got }
invalid-at-most-with-regions = { $path }: darf mit den { $regions } der Regionen höchstens { $max } { $what } haben, hat aber { $got }
invalid-at-least = { $path }: muss mindestens { $min } { $what } haben
invalid-count-between = { $path }: muss { $min } bis { $max } { $what } haben, hat aber { $got }
invalid-noun-agents = Agenten
invalid-noun-circles = Kreise
invalid-noun-edits = Änderungen
invalid-noun-paths = Pfade
invalid-noun-points = Punkte
invalid-noun-xy-points = [x, y]-Punkten
invalid-noun-regions = Regionen
invalid-noun-rows = Zeilen
invalid-noun-scripts = Skripte
invalid-noun-variants = Varianten
invalid-got-object = ein Objekt
invalid-got-array = eine Liste
invalid-got-items = eine Liste mit { $items } Elementen
invalid-either = { $path }: muss "{ $a }" oder "{ $b }" sein, ist aber { $got }
invalid-either3 = { $path }: muss "{ $a }", "{ $b }" oder "{ $c }" sein, ist aber { $got }
invalid-number-min = { $path }: muss eine Zahl >= { $min } sein, ist aber { $got }
invalid-finite-number = { $path }: muss eine endliche Zahl sein, ist aber { $got }
invalid-axes = { $path }: jede Achse muss eine Zahl in { $range } sein, ist aber { $got }
invalid-axes-range = { $path }: jede Achse muss in { $range } liegen
invalid-setting-value = { $path }: muss eine Zahl, true oder false oder der Name einer Auswahl sein, ist aber { $got }
invalid-behavior-name = { $path }: muss der Name eines Verhaltens sein, ist aber { $got }
invalid-unknown-key-for = { $path }: unbekannter Schlüssel für { $kind }
invalid-within-origin = { $path }: muss höchstens { $max } vom Ursprung entfernt liegen
invalid-inside-world = { $path }: muss in der Welt [0, { $width }] x [0, { $height }] liegen, ist aber { $got }
invalid-grid-cell = { $path }: muss eine Zelle [x, y] mit ganzen Zahlen 0..{ $maxX } und 0..{ $maxY } sein, ist aber { $got }
invalid-cell-integers = { $path }: muss [x, y] sein, ganze Zahlen 0..{ $max }
invalid-cells-integers = { $path }: cells[{ $index }] muss [x, y] sein, ganze Zahlen 0..{ $max }
invalid-grid-setting = { $path }: Rasteragenten bewegen sich eine Zelle pro Schritt und haben kein { $key }; entferne es
invalid-no-paths = { $path }: in world.paths gibt es keine Pfade
invalid-script-only = { $path }: nur Skript-Agenten nennen ein Skript; entferne es oder setze "behavior": "script"
invalid-script-required = { $path }: ist für einen Skript-Agenten erforderlich (der Name eines der Skripte der Szene)
invalid-script-missing = { $path }: kein Skript namens „{ $name }“ (die Szene hat: { $names })
invalid-script-missing-none = { $path }: kein Skript namens „{ $name }“ (die Szene hat keines)
invalid-script-not-in-scene = { $path }: kein Skript namens „{ $name }“ unter den Skripten der Szene
invalid-script-name = { $path }: der Name eines Skripts muss ein Buchstabe oder _ sein, gefolgt von bis zu 31 Buchstaben, Ziffern oder _
invalid-param-name = { $path }: der Name eines Parameters muss ein Buchstabe oder _ sein, gefolgt von bis zu 31 Buchstaben, Ziffern oder _
invalid-script-params = { $path }: ein Skript-Agent hat höchstens { $max } Parameter, hat aber { $got }
invalid-object-of-numbers = { $path }: muss ein Objekt aus Zahlen nach Namen sein, ist aber { $got }
invalid-object-of-settings = { $path }: muss ein Objekt aus Einstellungen nach Namen sein, ist aber { $got }
invalid-pace = { $path }: muss 0 (so schnell es geht) oder eine Zahl von Schritten pro Sekunde in { $range } sein, ist aber { $got }
invalid-selected-none = { $path }: muss null sein: es gibt keine Agenten
invalid-repeats = { $path }: wiederholt „{ $name }“
invalid-world-object = { $path }: muss ein Objekt mit "grid" sein (und wahlweise "circles")
invalid-size-and = { $path }: gibt die Größe eines offenen Rasters an: entferne sie oder { $other }
invalid-size = { $path }: muss [Breite, Höhe] in Zellen sein, ist aber { $got }
invalid-grid-required = { $path }: ist erforderlich: eine Liste von Zeilen wie "..@@.." (oder world.map, der Name einer mitgelieferten Karte: { $maps })
invalid-grid-rows = { $path }: muss eine nicht leere Liste von Zeilen-Texten sein, ist aber { $got }
invalid-first-row = { $path }: muss ein Text aus 1..{ $max } Zellen sein, hat aber { $n } Zeichen
invalid-first-row-got = { $path }: muss ein Text aus 1..{ $max } Zellen sein, ist aber { $got }
invalid-row-width = { $path }: muss wie Zeile 0 { $width } Zellen haben, hat aber { $got }
invalid-cell-character = { $path }: unbekanntes Zellenzeichen { $char } (frei: . oder G; blockiert: @, O oder T)
invalid-map-and-grid = { $path }: gib entweder den Namen einer mitgelieferten Karte oder world.grid an, nicht beides
invalid-unknown-map = { $path }: unbekannte Karte „{ $name }“; die mitgelieferten Karten sind { $maps }
invalid-terrain-rows = { $path }: muss eine Liste von { $rows } Zeilen sein (Rasterhöhe + 1), hat aber { $n }
invalid-terrain-rows-got = { $path }: muss eine Liste von { $rows } Zeilen sein (Rasterhöhe + 1), ist aber { $got }
invalid-terrain-columns = { $path }: muss eine Liste von { $columns } Zahlen sein (Rasterbreite + 1), hat aber { $n }
invalid-terrain-columns-got = { $path }: muss eine Liste von { $columns } Zahlen sein (Rasterbreite + 1), ist aber { $got }
invalid-whole-grid-edits = { $path }: höchstens { $max } Änderungen der Art resizeGrid, clearGrid und clearTerrain in einem Verlauf
invalid-step-order = { $path }: darf nicht kleiner sein als der Schritt davor ({ $before }), ist aber { $got }
invalid-step-max = { $path }: darf höchstens sim.maxSteps ({ $max }) sein, ist aber { $got }
invalid-history-clear = { $path }: clear beginnt ein neues Szenario und kann nicht Teil des Verlaufs eines Laufs sein
invalid-history-edit = { $path }: { $edit } bei Schritt { $step }: { $why }
invalid-variant-history = { $path }: history[{ $entry }]: { $edit } bei Schritt { $step } passt nicht zu dieser Variante: { $why }
invalid-fold-edit = history[{ $entry }] ({ $edit } bei Schritt { $step }): lässt sich bei Schritt 0 nicht anwenden: { $why }
invalid-variant-no-agent = { $path }: kein Agent { $agent } (es gibt { $agents })
invalid-variant-grid-on-continuous = { $path }: { $behavior } ist ein Rasterverhalten und Agent { $agent } ist ein kontinuierlicher Agent ({ $own })
invalid-variant-continuous-on-grid = { $path }: { $behavior } ist ein kontinuierliches Verhalten und Agent { $agent } ist ein Rasteragent ({ $own })
invalid-variant-param = { $why } (Agent { $agent })
invalid-label-required = { $path }: ist erforderlich (ein paar Worte über ihrem Feld)
invalid-agent-twice = { $path }: nennt einen Agenten zweimal
invalid-variant-agents = { $path }: muss "all" oder eine nicht leere Liste von Agentennummern sein, ist aber { $got }
invalid-variant-script = { $path }: nur eine Variante mit "behavior": "script" nennt ein Skript
invalid-variant-script-required = { $path }: ist mit "behavior": "script" erforderlich (der Name eines der Skripte der Szene)
invalid-area = { $path }: muss [x0, y0, x1, y1] sein, vier Zahlen, ist aber { $got }
invalid-area-size = { $path }: muss x0 < x1 und y0 < y1 erfüllen und mindestens einen Körper (2 x radius = { $body }) breit und hoch sein, ist aber { $got }
invalid-goal-required = { $path }: ist erforderlich: { $area }, "opposite" oder "same-area"
invalid-goal-rule = { $path }: muss { $area }, "opposite" (der Start, am Mittelpunkt der Welt gespiegelt) oder "same-area" sein, ist aber { $got }
invalid-count-required = { $path }: ist erforderlich: wie viele Agenten, 1..{ $max }
invalid-region-grid = { $path }: Regionen setzen kontinuierliche Agenten; { $behavior } ist ein Rasterverhalten (schreibe seine Agenten in "agents")
invalid-regions-total = { $path }: enthalten zusammen { $total } Agenten, mehr als die Grenze von { $max }
invalid-region-goal = { $path }: kein freies Ziel für Agent { $agent } in { $tries } Versuchen gefunden (blockierte Zellen oder Kreise bedecken es)
invalid-region-placed = { $path }: { $placed } von { $count } gesetzt (nach { $tries } Versuchen für den nächsten hat der Startbereich keinen freien Platz für einen Körper mit Radius { $radius }): vergrößere den Bereich oder senke die Anzahl
invalid-rule = { $path }: { $rule }
invalid-rule-remove = { $path }: { $rule }; entferne es
invalid-rule-grid-avoid = Rasteragenten weichen keinen Agenten aus
invalid-rule-orca-avoid = orca-Agenten weichen Agenten mit ihren eigenen Halbebenen aus
invalid-rule-context-path = nur context-Agenten folgen Pfaden
invalid-rule-grid-drive = nur kontinuierliche Agenten lassen sich steuern
invalid-rule-grid-route = Rasteragenten ziehen von Zelle zu Zelle; nur kontinuierliche Agenten folgen Routen
invalid-rule-script-route = Skript-Agenten steuern sich selbst; sie folgen keiner Route
invalid-rule-script-avoid = Skript-Agenten steuern sich selbst (world.neighbors sieht die anderen Agenten)
invalid-rule-script-only = nur Skript-Agenten nennen ein Skript
## The World's own refusals of an edit (core/src/world)
invalid-max-characters = { $path }: darf höchstens { $max } Zeichen haben
invalid-max-characters-got = { $path }: darf höchstens { $max } Zeichen haben, hat aber { $got }
invalid-max-params = { $path }: höchstens { $max } Parameter
invalid-max-bytes = { $path }: höchstens { $max } Bytes
invalid-not-a-name = { $path }: „{ $name }“ ist kein Name
invalid-named-twice = { $path }: zweimal vergeben
invalid-no-setting = { $path }: es gibt keine Einstellung „{ $name }“
invalid-axes-number = { $path }: jede Achse muss eine Zahl in { $range } sein
invalid-not-driven = { $path }: Agent { $index } wird nicht gesteuert (zuerst setDrive)
invalid-grid-body = { $path }: ein Rasteragent ({ $behavior }) bewegt sich eine Zelle pro Schritt; nur kontinuierliche Agenten haben einen Körper zum Einstellen
invalid-kind-continuous = { $path }: { $behavior } ist ein kontinuierliches Verhalten und Agent { $index } ein Rasteragent; füge stattdessen einen neuen Agenten hinzu
invalid-kind-grid = { $path }: { $behavior } ist ein Rasterverhalten und Agent { $index } ein kontinuierlicher Agent; füge stattdessen einen neuen Agenten hinzu
invalid-script-needs-name = { $path }: ein Skript-Agent braucht den Namen seines Skripts (setAgentScript)
invalid-or = { $path }: muss { $a } oder { $b } sein
invalid-or3 = { $path }: muss { $a }, { $b } oder { $c } sein
invalid-or3-got = { $path }: muss { $a }, { $b } oder { $c } sein, ist aber "{ $got }"
invalid-terrain-count = { $path }: muss (Breite + 1) x (Höhe + 1) = { $count } Werte haben, hat aber { $got }
invalid-finite-within = { $path }: muss endlich sein und höchstens { $max } vom Ursprung entfernt liegen
invalid-unknown-kind = { $path }: unbekannte Art
invalid-path-index = { $path }: muss -1 oder die Nummer eines Pfads eines context-Agenten sein
invalid-only-params = { $path }: { $behavior } hat nur { $n } Parameter
invalid-not-a-name-pattern = { $path }: „{ $name }“ ist kein Name ({ $pattern })
invalid-script-grid-agent = { $path }: script ist ein kontinuierliches Verhalten und Agent { $index } ein Rasteragent
invalid-history-full = { $path }: höchstens { $max } Änderungen während eines Laufs; geh zu Schritt 0 zurück, um das Szenario zu bearbeiten
invalid-no-edit = { $path }: keine solche Änderung (der Verlauf des Laufs hat { $count })
## h-flee2: agent avoidance at the goal (atGoal): an arrived agent gives way, returns and rests
why-head-giving-way = Am Ziel, macht Platz
why-head-at-goal = Am Ziel
why-head-returning = Kehrt zu seinem Ziel zurück
why-note-giving-way = am Ziel, macht Platz: er ist angekommen (gezählt beim ersten Mal, als er seinem Ziel näher als 0,05 u kam) und lässt sein Ausweichen vor Agenten weiterlaufen (atGoal: giveWay), also flieht er nach der üblichen Regel vor einem anderen Agenten, dessen Annäherung ihn treffen würde; danach kehrt er zu seinem Ziel zurück
why-note-at-goal = am Ziel: er ist angekommen und ruht dort, beobachtet aber weiter die anderen Agenten: er flieht vor einem, dessen Annäherung ihn treffen würde (atGoal: giveWay; mit stop bliebe er geparkt, was auch kommt)
why-note-returning = kehrt zu seinem Ziel zurück: er hat einem anderen Agenten Platz gemacht, und ohne Bedrohung bringt ihn sein Verhalten jetzt zurück; er ruht, sobald er seinem Ziel näher als 0,05 u ist
doc-avoidance-atGoal = Was er tut, sobald er angekommen ist (gezählt beim ersten Mal, wenn er seinem Ziel näher als 0,05 u kommt, in beiden Fällen). giveWay: er lässt sein Ausweichen vor Agenten weiterlaufen, flieht vor einem anderen Agenten, dessen Annäherung ihn treffen würde, kehrt dann zu seinem Ziel zurück und ruht dort. stop: er hält endgültig an, wie die Agenten des Artikels; Nachzügler, die in eine dichte Gruppe von Zielen kommen, prallen an ihm ab.

## h-words7: a setting's value refused by an edit (core/src/world: edit.cpp, edit_checks.hpp; checkParam's rule for
## the World). $name is the setting's identifier, $owner a behaviour's name or avoidance, shown as written.
invalid-true-or-false = { $path }: muss true oder false sein
invalid-choice-index = { $path }: muss die Nummer einer Auswahl von 0 bis { $max } sein
invalid-no-setting-of = { $path }: { $owner } hat keine Einstellung „{ $name }“ (es hat { $known })
invalid-no-setting-of-none = { $path }: { $owner } hat keine Einstellung „{ $name }“
invalid-setting-boolean = { $path }: { $name } muss true oder false sein
invalid-setting-one-of = { $path }: { $name } muss eines von { $list } sein
invalid-setting-number = { $path }: { $name } muss eine Zahl sein

## h-words8: das Urteil einer Lektionsaufgabe (core/src/lesson/task.cpp, checkTask): Satzteile, so aneinandergefügt,
## wie sie sind, jeder mit seinem eigenen Satzzeichen. $name ist der Name eines Agenten, $reason der Bezeichner
## eines Haltegrunds, $measure der Name einer Messgröße (run.collisions), $who, $behavior, $numbers die Namen der Messgröße wie in der Datei; wie geschrieben.
task-no-agent-named = Die Szene hat keinen Agenten namens { $name }, der sich prüfen ließe.
task-no-agent = Die Szene hat keinen Agenten { $index }, der sich prüfen ließe.
task-reached = { $name } hat sein Ziel in Schritt { $step } ({ $seconds } s) erreicht
task-reached-with = , mit { $collisions ->
        [one] { $collisions } Kollision
       *[other] { $collisions } Kollisionen
    } mit Hindernissen und { $contacts ->
        [one] { $contacts } Kontakt
       *[other] { $contacts } Kontakten
    } mit Agenten unterwegs
task-reached-unclean = , aber nicht sauber: { $collisions ->
        [one] { $collisions } Kollision
       *[other] { $collisions } Kollisionen
    } mit Hindernissen und { $contacts ->
        [one] { $contacts } Kontakt
       *[other] { $contacts } Kontakte
    } mit Agenten unterwegs
task-still = { $name } hat sein Ziel nicht erreicht: nach { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritten
    } ist er noch { $gap } u davon entfernt
task-stopped = { $name } hat sein Ziel nicht erreicht: er hielt in Schritt { $step } ({ $seconds } s) an ({ $reason }), { $gap } u davon entfernt
task-after-hits = , nach { $collisions ->
        [one] { $collisions } Kollision
       *[other] { $collisions } Kollisionen
    } mit Hindernissen und { $contacts ->
        [one] { $contacts } Kontakt
       *[other] { $contacts } Kontakten
    } mit Agenten
task-others = ; { $reached } von { $agents } Agenten waren bis dahin angekommen
task-end = .
task-measure-error = Die Messgröße{ " " }
task-measure-run = { $name }: die Werte des Laufs sind collisions, contacts, arrivals
task-measure-form = { $name }: eine Messgröße ist step, time, run.VALUE oder AGENT.VALUE
task-measure-no-agent = { $name }: kein Agent mit dem Namen oder der Nummer „{ $who }“
task-measure-numbers = { $name }: { $who } ist ein { $behavior }-Agent, dessen Zahlen { $numbers } sind
task-measure = { $measure } war in Schritt { $step } ({ $seconds } s) { $value }
task-run-ended = , als der Lauf endete
task-below = : unter { $bound }.
task-not-below = : nicht unter { $bound }.
task-above = : über { $bound }.
task-not-above = : nicht über { $bound }.

## h-words8: die Start- und Zielfelder des Agenteneditors, wie vorgelesen und in einer Ablehnung genannt
ed-start-x = Start x
ed-start-y = Start y
ed-goal-x = Ziel x
ed-goal-y = Ziel y

## h-words8: horizon oder margin einer alten Datei (Agentenausweichen), umgerechnet in eine Einstellung außerhalb ihres Bereichs
invalid-horizon-lookahead = { $path }: ist bei Größe und Geschwindigkeit dieses Agenten { $value } Radien als lookahead; lookahead muss eine Zahl von { $lo } bis { $hi } sein, ist aber { $got }
invalid-margin-spacing = { $path }: ist bei Größe und Geschwindigkeit dieses Agenten { $value } × Radien als spacing; spacing muss eine Zahl von { $lo } bis { $hi } sein, ist aber { $got }

## h-words9: lesson file errors (core/src/lesson: lesson_parse.cpp, caption.cpp, task.cpp; see en.ftl)
invalid-caption-unopened = ein '{ "}" }' ohne sein '{ "{" }' (schreib { "}}" } für eine Klammer)
invalid-caption-unclosed = ein '{ "{" }' ohne sein '{ "}" }' (schreib { "{{" } für eine Klammer)
invalid-caption-decimals = { $path }: nach ':' kommen die Nachkommastellen, eine Ziffer von 0 bis 6, oder drag
invalid-caption-run = { $path }: die Werte des Laufs sind collisions, contacts, arrivals
invalid-caption-form = { $path }: verwende { "{step}" }, { "{time}" }, { "{run.VALUE}" }, { "{AGENT.VALUE}" } oder { "{AGENT.SETTING:drag}" }
invalid-caption-no-agent = { $path }: kein Agent mit dem Namen oder der Nummer „{ $who }“
invalid-caption-values = { $path }: { $who } ist ein { $behavior }-Agent, dessen Werte { $values } sind
invalid-caption-no-setting = { $path }: { $who } ({ $behavior }) hat keine Einstellung { $name } (seine Zahleneinstellungen: { $names })
invalid-caption-no-setting-none = { $path }: { $who } ({ $behavior }) hat keine Einstellung { $name } (seine Zahleneinstellungen: keine)
invalid-caption-not-number = { $path }: { $name } ist keine Zahleneinstellung und lässt sich daher nicht ziehen
invalid-lesson-in = { $field }: { $error }
invalid-lesson-too-large = { $path }: { $bytes } Bytes, mehr als die { $max }, die eine Lektion haben darf
invalid-lesson-json-object = { $path }: muss ein JSON-Objekt sein
invalid-lesson-must-be = { $path }: muss { $value } sein
invalid-lesson-id = { $path }: muss aus 1 bis { $max } Zeichen aus a-z, 0-9 und - bestehen
invalid-lesson-checkpoints = { $path }: muss ein Array aus 1 bis { $max } Etappen sein
invalid-lesson-exercise-last = { $path }: eine Übung ist die letzte Etappe ihrer Lektion
invalid-lesson-object = { $path }: muss ein Objekt { $keys } sein
invalid-lesson-scene-first = { $path }: ist in der ersten Etappe erforderlich
invalid-lesson-no-example = { $path }: kein Beispiel namens { $got }
invalid-lesson-scene = { $path }: muss der Dateiname eines Beispiels oder ein Szenario-Objekt sein
invalid-lesson-edits = { $path }: muss ein Array aus Änderungen sein
invalid-lesson-agent = { $path }: muss einen Agenten der Szene nennen ({ $names }) oder seinen Index angeben, ist aber { $got }
invalid-lesson-agent-none = { $path }: muss einen Agenten der Szene nennen (sie hat keinen) oder seinen Index angeben, ist aber { $got }
invalid-lesson-goal = { $path }: muss "arrive", "arriveClean", "below" oder "above" sein, ist aber { $got }
invalid-lesson-measure = { $path }: eine below- oder above-Aufgabe nennt eine Zahl, wie ein Text sie ohne Klammern nennt (run.collisions, runner.path)
invalid-lesson-measure-only = { $path }: nur eine below- oder above-Aufgabe hat das
invalid-lesson-measure-agent = { $path }: eine below- oder above-Aufgabe nennt ihren Agenten in ihrer Messgröße (runner.collisions)
invalid-lesson-bound = { $path }: muss eine Zahl sein: die Grenze, { $goal ->
        [below] unter
       *[above] über
    } der die Messgröße enden muss
invalid-lesson-no-script = { $path }: die Szene hat kein Skript namens „{ $name }“ (ihre Skripte: { $names })
invalid-lesson-no-script-none = { $path }: die Szene hat kein Skript namens „{ $name }“ (ihre Skripte: keine)
invalid-lesson-script-unused = { $path }: kein Agent der Szene führt das Skript „{ $name }“ aus
invalid-lesson-script-panes = { $path }: die Vergleichsvarianten der Szene müssen das Skript „{ $name }“ in einem Feld und das eingebaute { $behavior } in einem anderen ausführen
invalid-lesson-reference = { $path }: muss eine Variante der Qualitätssuite sein ({ $list }), ist aber "{ $got }"
invalid-lesson-families = { $path }: muss ein Array aus 1 bis { $max } Familien der Qualitätssuite sein ({ $list })
invalid-quality-family = { $path }: keine Familie „{ $name }“ (die Familien sind { $list })
invalid-quality-family-twice = { $path }: „{ $name }“ ist zweimal genannt
invalid-lesson-task-or-exercise = { $path }: eine Etappe hat eine Aufgabe oder eine Übung, nicht beides
invalid-lesson-task-object = { $path }: muss ein Objekt sein
invalid-lesson-task-goal = { $path }: muss arrive, arriveClean, below oder above sein
invalid-lesson-task-measure = { $path }: eine below- oder above-Aufgabe nennt ihre Messgröße
