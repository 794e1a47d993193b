# sidestep en español: las mismas ids que en.ftl (docs/languages.md: glosario y reglas).

page-title = sidestep · laboratorio de evasión de obstáculos
page-description =
    .content = Pinta paredes, coloca obstáculos y agentes, y mira cómo deciden los algoritmos de evasión de obstáculos, paso a paso.
skip-links =
    .aria-label = Enlaces de salto
skip-world = Ir al mundo
skip-words = Ir al mundo en palabras
skip-panel = Ir al panel
lessons-open = Lecciones
    .title = Lecciones guiadas: una por artículo, paso a paso, con tareas para probar
tools-bar =
    .aria-label = Herramientas de edición
undo-group =
    .aria-label = Deshacer y rehacer
undo =
    .title = Deshacer (Ctrl+Z)
    .aria-label = Deshacer
redo =
    .title = Rehacer (Ctrl+Shift+Z)
    .aria-label = Rehacer
run-group =
    .aria-label = Controles de la ejecución
run-reset =
    .title = Vuelve a empezar la escena tal como está ahora, cada agente en su inicio (R). Inicio (Home) vuelve en cambio al paso 0 de esta ejecución.
    .aria-label = Reiniciar
run-reset-label = Reiniciar
run-step =
    .title = Un paso (→)
    .aria-label = Paso
run-step-label = Paso
run-play =
    .title = Reproducir / pausar (Espacio)
    .aria-label = Reproducir
run-play-label = Reproducir
run-pace =
    .title = Pasos por segundo durante la reproducción (la lectura de ritmo dice cómo se compara con el tiempo real)
run-pace-label = Ritmo
run-pace-select =
    .aria-label = Pasos por segundo durante la reproducción
run-share =
    .title = Copia un enlace que vuelve a abrir esta escena en este paso, con estas capas
    .aria-label = Compartir enlace
run-share-label = Compartir enlace
run-present =
    .title = Modo presentación: letra grande, el lienzo y por qué se mueve el agente seleccionado, lado a lado, para un proyector (P)
run-present-label = Presentar
open-full = Abrir en sidestep ↗
language =
    .title = El idioma de la página (se guarda en este navegador; un enlace compartido se abre en el idioma de quien lo lee)
language-select =
    .aria-label = Idioma
world =
    .aria-label = El mundo: cuadrícula, obstáculos y agentes
errors-close =
    .aria-label = Cerrar
errors-unchanged = No se cambió nada: la escena actual sigue como estaba.
zoom-group =
    .aria-label = Zoom
zoom-out =
    .title = Alejar (−, o la rueda)
    .aria-label = Alejar
zoom-in =
    .title = Acercar (+, o la rueda)
    .aria-label = Acercar
zoom-fit = Ajustar
    .title = Muestra el mundo entero (F)
paint-bar =
    .aria-label = Pintura: modo, tamaño del pincel y patrones
paint-modes =
    .aria-label = Modo de pintura
paint-brush = Pincel
paint-brush-select =
    .aria-label = Tamaño del pincel en celdas
paint-maze = Laberinto
    .title = Reemplaza las paredes por un laberinto con semilla (la semilla se guarda en la escena y en su enlace); otra vez para otro
paint-rooms = Salas
    .title = Reemplaza las paredes por salas con semilla unidas por puertas; otra vez para otras
legend =
    .aria-label = Colores de los agentes por comportamiento
compare-bar =
    .aria-label = Comparar
compare-shown =
    .aria-label = Cómo se muestran las variantes
compare-side = Lado a lado
    .title = Cada variante en su propio panel, dispuestos para dar a los mundos el mayor espacio
compare-overlay = Superpuestas
    .title = Todas las variantes en un solo mundo, cada una con su color y sus trazas
compare-picture = Imagen
    .title = Lo que muestra el escenario (cada panel, o la superposición) como una imagen PNG a 2× píxeles
compare-leave = Editar la escena
    .title = Volver a editar la escena (el conjunto de comparación se conserva)
compare-table =
    .aria-label = Las medidas de cada variante, sobre los agentes que cambia
compare-table-box =
    .aria-label = La tabla de medidas (se desplaza)
drop-hint = Suelta un archivo de escenario (.json), un enlace guardado, un caso de prueba de SteerSuite (.xml) o un .map y .scen de Moving AI para abrirlos
timeline =
    .aria-label = Línea de tiempo
timeline-back =
    .title = Retroceder un paso (←; Shift+← diez)
    .aria-label = Retroceder 1 paso
timeline-scrub =
    .aria-label = Paso de la ejecución: arrastra para ir adelante y atrás
charts-toggle = Gráficas
    .title = Gráficas de la ejecución: los valores del agente seleccionado y los recuentos de la ejecución a lo largo del tiempo (C)
charts =
    .aria-label = Gráficas de la ejecución
charts-agent = Agente
charts-agent-select =
    .aria-label = El agente cuyos valores se grafican
charts-hint = pasa el puntero para ver un paso, haz clic o arrastra para ir a él
charts-csv = CSV
    .title = Cada serie en CSV: una fila por paso
charts-png = PNG
    .title = Estas gráficas como imagen PNG
charts-canvas =
    .aria-label = Gráficas: valores a lo largo de los pasos de la ejecución; pasa el puntero o arrastra para moverte por la línea de tiempo
panel =
    .aria-label = Panel: el mundo en palabras, la escena, la selección y la ejecución
sheet-title = Escena, agente seleccionado y eventos
why-dock =
    .aria-label = La selección: qué hace y por qué
selection-none = Haz clic en un agente o un círculo (herramienta Seleccionar) para ver qué hace y por qué.
describe-heading = El mundo en palabras
describe-agents =
    .aria-label = Agentes: Intro selecciona uno
describe-panes =
    .aria-label = Los paneles de la comparación
announce-say = Decir
announce-say-select =
    .aria-label = Decir: qué se anuncia después de cada paso
announce-playing = Al reproducir
announce-playing-select =
    .aria-label = Al reproducir: con qué frecuencia se dice
sound-toggle = Sonido
    .title = Escucha los sensores del agente seleccionado: cada rayo que toca algo es un tono, más agudo y fuerte cuanto más cerca, a la izquierda o a la derecha; un clic en una colisión, un acorde a la llegada (H)
scene-heading = Escena
scene-more = Mostrar más
settings-summary = Ajustes de la escena
settings-title = título
settings-title-input =
    .aria-label = Título de la escena
settings-description = descripción
settings-description-input =
    .aria-label = Descripción de la escena
settings-dt = dt (s)
settings-dt-input =
    .aria-label = Paso de tiempo en segundos
settings-max-steps = pasos máx.
settings-max-steps-input =
    .aria-label = Límite de pasos
settings-seed = semilla
settings-seed-input =
    .aria-label = Semilla de los números aleatorios del núcleo
settings-at-goal =
    .title = se queda: un agente que llega a su meta se detiene allí, un cuerpo que los demás deben rodear. se va: sale del mundo, como SteerSuite desactiva a un agente en su meta.
settings-at-goal-label = en la meta
settings-at-goal-select =
    .aria-label = Qué hace un agente en su meta
settings-at-goal-stay = se queda
settings-at-goal-leave = se va
settings-note = El paso de tiempo, el límite de pasos, la semilla y lo que hacen los agentes en su meta cambian desde el paso actual, como una edición en la ejecución; Reiniciar (R) tras un cambio ejecuta toda la escena con ellos. El tamaño de la cuadrícula está en Editar.
compare-toggle = Comparar
    .title = Muestra el conjunto de comparación de la escena lado a lado con un solo reloj, o vuelve a editar la escena
compare-edit = Comparar…
    .title = Elige de 2 a 4 variantes de esta escena para ejecutarlas lado a lado
examples = Ejemplos
examples-open = Abrir un ejemplo…
gallery-open = Galería
    .title = Todos los ejemplos por artículo, con una imagen y una línea sobre lo que muestran (G)
my-scenes-heading = Mis escenas
my-scenes-name =
    .aria-label = Nombre con el que guardar la escena
    .placeholder = Nombre (o el título de la escena)
my-scenes-save = Guardar
    .title = Guarda esta escena, tal como está ahora, en este navegador
my-scenes-list =
    .aria-label = Escenas guardadas en este navegador
selected-heading = Seleccionado: ajustes
selected-explain = Explicar ajustes
    .title = Muestra bajo cada ajuste lo que hace (cómodo en pantallas táctiles; las mismas palabras que los tooltips)
events-heading = Eventos
events-show = Mostrar
events-list =
    .aria-label = Eventos de la ejecución: haz clic en uno para ir a su paso
events-pause-on =
    .aria-label = Pausar la reproducción en el próximo evento de estos tipos
events-pause-on-label = Pausar en
overlays-heading = Capas
run-heading = Ejecución
edit-heading = Editar
edit-grid = Cuadrícula
edit-grid-width =
    .aria-label = Ancho de la cuadrícula en celdas
edit-grid-height =
    .aria-label = Alto de la cuadrícula en celdas
edit-resize = Redimensionar
edit-clear-walls = Borrar paredes
edit-clear-all = Borrar todo
edit-import = Importar…
    .title = Abre un archivo de escenario (o suéltalo sobre la página)
edit-export = Exportar
    .title = Guarda esta escena como archivo de escenario
edit-one-file = Un archivo
    .title = Guarda esta escena (o la lección en curso) como un solo archivo HTML que se abre en cualquier navegador, sin conexión
edit-picture = Imagen
    .title = Guarda lo que muestra el lienzo como imagen PNG
edit-animation = Animación…
    .title = Guarda un tramo de pasos de la ejecución como GIF animado (o como vídeo WebM)
edit-game-code = Usar en tu juego…
    .title = La escena y el agente seleccionado, con sus ajustes actuales, como código para los paquetes npm y CMake de sidestep
glossary-heading = Glosario
glossary-pproxy = P-proxy
glossary-pproxy-text = De una celda, con una anticipación de P pasos: la menor distancia al objetivo desde cualquier celda alcanzable desde ella en a lo sumo P pasos por celdas libres (celdas bloqueadas: <i>blocked</i>). Un agente n-proxy avanza al vecino con el menor P-proxy. P = 0 es el voraz (greedy) sin más.
glossary-pstep = P-step
glossary-pstep-text = De una celda: el número de pasos desde ella hasta el objetivo cuando es a lo sumo P; si no, más allá de P. Desempata vecinos de igual P-proxy, así que un agente a P pasos o menos de su objetivo entra en línea recta.
glossary-tie = Empate, orden fijo
glossary-tie-text = Cuando varios vecinos comparten el menor valor, el P-step los ordena (si esa regla está activa); lo que siga empatado va al primero de arriba, abajo, izquierda, derecha.
glossary-stop = Parar al volver
glossary-stop-text = Un arreglo de n-proxy: un agente cuya próxima celda sería la que acaba de dejar se detiene allí en lugar de ir y venir.
glossary-emergency = Emergencia T
glossary-emergency-text = Bigotes (whiskers): para cada rayo, T = 1 − d / L, donde d es la distancia a su impacto y L la longitud del rayo (0: nada a la vista, 1: tocando). El giro crece linealmente con la mayor T, el freno con T².
glossary-influence = Influencia
glossary-influence-text = Antenas (feelers): 1 cuando una antena lateral toca algo (2 si la central también), suavizada en el tiempo. La orden lateral es influencia izquierda − derecha: ambos lados iguales se anulan a 0.
glossary-interest = Interés
glossary-interest-text = Dirección por contexto (context): cuánto lleva cada una de las N direcciones adonde el agente quiere ir (la meta, o su camino), de 0 a 1.
glossary-danger = Peligro
glossary-danger-text = Dirección por contexto: cuánto ve un rayo en esa dirección en el camino, dentro de su alcance: 1 anula el interés de la ranura (máscara), o una puntuación que se le resta (por distancia).
glossary-collision = Colisión, contacto
glossary-collision-text = Un solapamiento del cuerpo de un agente con un obstáculo (colisión) o con otro agente (contacto), contado una vez hasta que el cuerpo vuelve a estar libre por 0,05 u. Los agentes no tienen colisionadores: se cuentan, no se impiden.
keys-heading = Teclas
keys-all = Todos los atajos (?)
    .title = Todos los atajos (?)
keys-run = <kbd>Space</kbd> reproducir/pausar · <kbd>→</kbd> paso · <kbd>←</kbd> atrás (<kbd>Shift</kbd> diez) · <kbd>Home</kbd> <kbd>End</kbd> primer y último paso · <kbd>R</kbd> reiniciar ·
keys-rest = herramientas · <kbd>N</kbd> siguiente agente · en el mundo: las flechas mueven el cursor de edición, <kbd>Enter</kbd> aplica la herramienta · <kbd>H</kbd> sonido · <kbd>Del</kbd> borrar · <kbd>Esc</kbd> deseleccionar · <kbd>Ctrl</kbd>+<kbd>Z</kbd> deshacer · <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> rehacer · rueda o pellizco: zoom · arrastre con el botón central, <kbd>Space</kbd>+arrastre, dos dedos o <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>: desplazar · <kbd>+</kbd> <kbd>−</kbd> zoom · <kbd>F</kbd> ajustar · <kbd>C</kbd> gráficas · <kbd>G</kbd> galería · <kbd>E</kbd> scripts · <kbd>P</kbd> presentar · modo conducción: flechas o <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
compare-editor-title = Comparar variantes de esta escena
compare-editor-cancel =
    .aria-label = Cerrar sin cambios
compare-editor-intro = Cada variante es la escena con los agentes elegidos cambiados: otro comportamiento y/o un ajuste. Se ejecutan lado a lado con un solo reloj, con sus medidas en una tabla.
compare-presets = Listos para usar
compare-presets-select =
    .aria-label = Un conjunto de variantes listo para usar
compare-presets-pick = Elige un conjunto…
compare-presets-rays = whiskers, feelers, raycast, context (el agente seleccionado, o todos)
compare-presets-grid = greedy y nproxy
compare-presets-pstep = n-proxy: regla P-step desactivada y activada
compare-presets-p37 = n-proxy: P = 3 y P = 7
compare-presets-avoid = tal como está, y como orca
compare-presets-routes = sin ruta, una ruta en rejilla, una ruta de cualquier ángulo
compare-col-label = etiqueta
compare-col-agents = agentes
compare-col-behaviour = comportamiento
compare-col-route = ruta
compare-col-setting = ajuste
compare-col-value = valor
compare-add = + variante
compare-apply = Comparar
shortcuts-title = Atajos de teclado
shortcuts-close =
    .aria-label = Cerrar los atajos
sc-space = reproducir / pausar (mantenida: arrastrar para desplazar)
sc-arrows = un paso adelante / atrás (con <kbd>Shift</kbd>: diez)
sc-home = paso 0 / el último paso calculado
sc-reset = reiniciar: la escena tal como está ahora, desde el paso 0
sc-tab = el control siguiente / anterior (el mundo es una sola parada; los enlaces de salto van primero)
sc-next = seleccionar el agente siguiente / anterior (se anuncia)
sc-esc = deseleccionar; devolver lo que sostiene el teclado; cerrar un diálogo
sc-cursor-keys = flechas (en el mundo, con una herramienta de edición)
sc-cursor = mover el cursor de edición (con <kbd>Shift</kbd>: cinco celdas)
sc-apply-keys = <kbd>Enter</kbd> <kbd>Space</kbd> (en el mundo, con una herramienta de edición)
sc-apply = aplicar la herramienta en el cursor (Espacio una vez que las flechas lo movieron; antes, Espacio reproduce): pintar o borrar una celda, poner un círculo, poner un agente (luego ir a su meta y <kbd>Enter</kbd> otra vez), añadir un punto de camino; una línea o un rectángulo termina con el segundo <kbd>Enter</kbd>
sc-hold-keys = <kbd>Enter</kbd> (en el mundo, con Seleccionar)
sc-hold = sostener el agente seleccionado (<kbd>Shift</kbd>+<kbd>Enter</kbd>: su meta), círculo o punto de camino; las flechas lo mueven, <kbd>Enter</kbd> lo suelta, <kbd>Esc</kbd> lo devuelve
sc-radius-keys = <kbd>+</kbd> <kbd>−</kbd> (con un círculo seleccionado)
sc-radius = su radio más / menos 0,25 u (con <kbd>Shift</kbd>: 1 u)
sc-sound = escuchar los sensores del agente seleccionado (sí / no)
sc-delete = borrar la selección
sc-undo = deshacer / rehacer
sc-zoom = acercar, alejar (sin círculo seleccionado), ajustar el mundo entero (también la rueda o un pellizco)
sc-pan = desplazar la vista arriba, izquierda, abajo, derecha un octavo de ella (con <kbd>Shift</kbd>: la mitad)
sc-charts = gráficas
sc-gallery = la galería de ejemplos (las flechas mueven, <kbd>Enter</kbd> abre, <kbd>Esc</kbd> cierra)
sc-scripts = el editor de scripts (el script del agente seleccionado; <kbd>Ctrl</kbd>+<kbd>Enter</kbd> aplica, <kbd>Esc</kbd> cierra)
sc-present = modo presentación: letra grande, el lienzo y por qué se mueve el agente seleccionado, lado a lado (también <code>?present=1</code>)
sc-drive-keys = flechas, <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
sc-drive = conducir el agente en modo conducción
sc-help = esta hoja
sc-note = Las teclas funcionan sea cual sea el último control usado, salvo mientras escribes en un campo de texto o de número.

tool-select = Seleccionar
    .hint = Arrastra agentes, metas y círculos. Arrastra el tirador de un círculo seleccionado para cambiar su tamaño. Suprimir quita la selección.
tool-wall = Paredes
    .hint = Arrastra para pintar celdas bloqueadas (arrastre derecho borra). Libre, Línea o Rect. y el tamaño del pincel están en la barra sobre el lienzo; Laberinto y Salas dibujan un patrón con semilla.
tool-erase = Borrar
    .hint = Arrastra para vaciar celdas bloqueadas. Libre, Línea o Rect. (un área entera) y el tamaño del pincel están en la barra sobre el lienzo.
tool-circle = Círculo
    .hint = Pulsa y arrastra para trazar un obstáculo circular. Arrastra uno existente para moverlo.
tool-agent = + Agente
    .hint = Pulsa en el inicio y arrastra hasta la meta. El menú junto a esta herramienta elige el comportamiento (los comportamientos de cuadrícula se ajustan a las celdas).
tool-path = Camino
    .hint = Haz clic para añadir puntos a un camino (uno nuevo, o el abierto seleccionado); clic en su primer punto para cerrar el bucle; arrastra los puntos para moverlos; Suprimir quita el punto seleccionado.
tool-delete = Eliminar
    .hint = Haz clic en un agente, círculo o punto de camino para quitarlo.
tool-terrain = Terreno
    .hint = Arrastra para elevar, bajar o aplanar el suelo bajo el disco (la barra sobre el lienzo elige cuál, su radio y su fuerza). Solo las antenas perciben alturas; los demás comportamientos siguen con sus reglas 2D.
new-behavior =
    .title = Comportamiento de los agentes nuevos
new-behavior-script = { $name } (un script nuevo)
new-behavior-grid = { $name } (cuadrícula)
tool-names = herramientas: { $names }
paint-free = Libre
    .hint = arrastra para pintar
paint-line = Línea
    .hint = arrastra de un extremo al otro
paint-rect = Rect.
    .hint = arrastra de una esquina a la opuesta: las paredes dibujan el contorno, borrar vacía el área
brush-size = { $size } × { $size }
play-label = Reproducir
pause-label = Pausar
present-label = Presentar
present-stop-label = Dejar de presentar
pace-max = máx.
pace-per-second = { $pace } /s
readout-step = paso { $step }
readout-time = { $seconds } s
timeline-step-of = paso { $step } de { $last }
timeline-edited = editado en el paso { $step }
state-playing = reproduciendo
state-no-agents-yet = aún sin agentes
state-no-agents = sin agentes
state-finished = terminado
state-paused = en pausa
state-reading = abriendo el archivo
rate = { $steps } pasos/s · { $factor }× tiempo real
rate-behind = va a { $steps } pasos/s, { $factor }× tiempo real (pedido: { $pace } /s): un paso tarda { $ms } ms
step-limit-reached = La ejecución terminó en su límite de pasos ({ $step } pasos): ← retrocede, R empieza de nuevo.
step-nothing-left = Nada más que avanzar en el paso { $step }: todos los agentes se detuvieron. ← retrocede, R empieza de nuevo, Reproducir repite.
threads-count = { $n ->
        [one] { $n } hilo
       *[other] { $n } hilos
    }
threads-why = { $count }: { $reason }
threads-isolation = este servidor no envía COOP/COEP
threads-cores = este dispositivo tiene un solo núcleo
threads-failed = el módulo con hilos no arrancó
scene-show-more = Mostrar más
scene-show-less = Mostrar menos
scene-untitled = Escena sin título
selection-hint = Haz clic en un agente o un círculo (herramienta Seleccionar) para ver qué hace y por qué.
sheet-title-scene = Escena, agente seleccionado y eventos
sheet-title-compare = Comparar: los eventos de las variantes y la escena
sheet-title-agent = { $name } · { $behavior } · { $status } — por qué se mueve
compare-edit-change = Cambiar…
compare-edit-new = Comparar variantes…
compare-note-active = { $n } variantes con un solo reloj
compare-note-side = lado a lado, con un solo reloj
compare-toggle-leave = Editar la escena
compare-toggle-count = Comparar { $n } variantes
compare-selection-note = Cada panel ejecuta su propia copia de la escena. La tabla bajo los paneles los compara (haz clic en una fila para listar los eventos de esa variante); el agente seleccionado se dibuja en cada panel, y las gráficas (C) lo trazan, una línea por panel.
compare-hint = Comparar: cada panel es una variante de la escena, todas con un solo reloj. Reproduce, avanza, recorre la línea de tiempo y retrocede como siempre; «Editar la escena» para cambiarla.
describe-summary = { $title }{ $w } × { $h } celdas, { $walls ->
        [one] { $walls } celda de pared
       *[other] { $walls } celdas de pared
    }, { $circles ->
        [one] { $circles } círculo
       *[other] { $circles } círculos
    }, { $agents ->
        [one] { $agents } agente
       *[other] { $agents } agentes
    }; paso { $step } ({ $time } s).
describe-title = { $title }:{ " " }
describe-agent = { $name }, { $behavior }, en { $at }, meta { $goal }, { $status }
describe-cell = celda { $xy }
describe-pair = ({ $x }; { $y })
describe-colliding = { $status }, en colisión
describe-touching = { $status }, tocando a un agente
describe-more = { $n ->
        [one] y { $n } agente más (N y Shift+N lo eligen)
       *[other] y { $n } agentes más (N y Shift+N los eligen)
    }
describe-none = Aún no hay agentes: la herramienta + Agente (5) coloca uno.
describe-near-none = Cerca de { $name }: nada a menos de { $reach } u.
describe-near = Cerca de { $name }: { $list }.
describe-near-join = ;{ " " }
describe-circle = círculo { $index }, a { $d } u al { $dir }
describe-wall = una pared a { $d } u al { $dir }
describe-border = el borde del mundo a { $d } u al { $dir }
describe-select-note = Selecciona un agente (Intro en su nombre, o N) para oír por qué se mueve.
view-shown = Zoom { $zoom }×: de { $from } a { $to }
view-fit = Se ve el mundo entero
describe-pane = { $label }: { $text }
describe-agents-of = Agentes de { $label }: Intro selecciona uno
compass-east = este
compass-south-east = sureste
compass-south = sur
compass-south-west = suroeste
compass-west = oeste
compass-north-west = noroeste
compass-north = norte
compass-north-east = noreste
status-moving = en marcha
status-stalled = atascado sin avanzar
status-reached = llegó
status-stuck = atascado
status-oscillation = oscilando
status-maxSteps = límite de pasos
status-numeric = error numérico
status-script = script
announce-short = razón corta, eventos
announce-full = razón completa, eventos
announce-events = solo eventos
announce-off = nada
announce-every-1 = una vez por segundo
announce-every-2 = cada 2 s
announce-every-5 = cada 5 s
announce-more = y { $n } eventos más
announce-join = .{ " " }
overlay-profile = Vista lateral del agente feelers seleccionado sobre el terreno (alturas, rayo hacia abajo, normal, desplazamiento)
overlay-goals = Metas y líneas a la meta
overlay-decisions = Valores del próximo movimiento junto al agente de cuadrícula seleccionado
overlay-heatmap = Mapa de calor del P-proxy del agente de cuadrícula seleccionado
overlay-rays = Rayos: gris libre, amarillo detectando, rojo en colisión
overlay-context = Mapa de contexto del agente context seleccionado (gráfico polar)
overlay-orca = ORCA: los vecinos del agente orca seleccionado y sus semiplanos en el espacio de velocidades (recuadro)
overlay-paths = Caminos y objetivos
overlay-forces = Fuerzas aplicadas: base (verde), giro (violeta), freno (naranja), evasión de agentes (verde azulado), límite de velocidad (gris), total (negro)
overlay-reach = Celdas a P pasos o menos del agente seleccionado
overlay-trail = Traza del agente seleccionado, y dónde los agentes de cuadrícula dieron la vuelta
overlay-everyAgent = Metas, rayos y fuerzas de todos los agentes, también en multitudes (lento)
overlay-byBehavior = Colorear los agentes por comportamiento (leyenda sobre el lienzo)
overlay-routes = Rutas: el tramo de cada agente hasta el punto de paso al que se dirige (la ruta entera del agente seleccionado se dibuja con su meta)
events-all = Todos los eventos
events-group-collision = Colisiones
events-group-contact = Contactos entre agentes
events-group-return = Vueltas atrás (ir y venir)
events-group-stop = Llegadas y paradas
events-group-lap = Vueltas
events-group-route = Rutas replanificadas
events-nothing-yet = Nada aún: reproduce o avanza la ejecución.
events-pause-collision = colisión
    .title = Pausar cuando haya colisiones
events-pause-contact = contacto
    .title = Pausar cuando haya contactos entre agentes
events-pause-return = vuelta atrás
    .title = Pausar cuando haya vueltas atrás (ir y venir)
events-pause-stop = llegada o parada
    .title = Pausar cuando haya llegadas y paradas
events-pause-lap = vuelta
    .title = Pausar cuando haya vueltas

# Las líneas de la lista de eventos (ui/events.js)
event-none-computed = Ninguno en los { $steps } pasos calculados.
event-some = { $n } en los { $steps } pasos calculados.
event-some-shown = { $n } en los { $steps } pasos calculados; se muestran los { $shown } más cercanos al paso { $step }.
event-line = paso { $step }: { $name } { $says }
event-go = Ir al paso { $step } y seleccionar { $name }
event-agent = agente { $n }
event-obstacle-circle = el círculo { $n }
event-obstacle-border = la pared del borde
event-obstacle-wall = la pared { $n }
event-obstacle-removed = un obstáculo (ya eliminado)
event-collisionBegin = choca con { $obstacle }
event-collisionEnd = vuelve a estar libre de { $obstacle }
event-contactBegin = toca a { $other }
event-contactEnd = vuelve a estar libre de { $other }
event-return = vuelve a la celda que acaba de dejar
event-reached = llega a su meta
event-stop = se detiene: { $reason }
event-stop-maxSteps = se agotó el límite de pasos
event-lap = completa una vuelta ({ $laps })
event-replanned = vuelve a planificar su ruta ({ $reason })
event-replan-none = ninguno
event-replan-start = inicio
event-replan-blocked = bloqueada
event-replan-pushed-off = apartado de su tramo
event-replan-edited = editado

# Los contadores de la ejecución (ui/panel.js)
stats-state = estado
stats-playing = en marcha
stats-finished = terminada
stats-paused = en pausa
stats-step = paso
stats-step-value = { $step } / { $max }
stats-time = tiempo
stats-time-value = { $time } s (dt { $dt } s)
stats-agents = agentes
stats-agents-value = { $n } ({ $moving } en movimiento, { $reached } llegados)
stats-agents-stalled = { $n } ({ $moving } en movimiento, { $stalled ->
        [one] { $stalled } estancado
       *[other] { $stalled } estancados
    }, { $reached ->
        [one] { $reached } llegado
       *[other] { $reached } llegados
    })
stats-collisions = colisiones
    .title = episodios de solapamiento, uno por agente y obstáculo, sumados sobre todos los agentes; segundos en contacto por agente (la suma dividida por su número); el solapamiento más profundo
stats-agent-contacts = contactos entre agentes
    .title = episodios de solapamiento entre dos agentes, cada par una vez; segundos en contacto con otro agente por agente (la suma dividida por su número); el solapamiento más profundo entre dos
stats-contacts-value = { $n } · { $time } s en contacto por agente · máximo { $depth } u
stats-hash = hash

# Las series de los gráficos (ui/charts.js)
chart-speed = velocidad
chart-clearance = holgura
chart-emergency = emergencia T
chart-steer = giro
chart-brake = freno
chart-avoid = evitar agentes
chart-leftInfluence = influencia izquierda
chart-rightInfluence = influencia derecha
chart-lateral = orden lateral
chart-hitDistance = distancia del impacto
chart-turn = elegida − deseada
chart-masked = casillas enmascaradas
chart-change = elegida − preferida
chart-halfPlanes = semiplanos
chart-violation = violación del recurso
chart-routeDistance = distancia a la ruta
chart-goalDistance = distancia a la meta
chart-proxy = proxy elegido
chart-pproxy = P-proxy elegido
chart-pstep = P-step elegido
chart-collisions = colisiones
chart-contacts = contactos entre agentes
chart-arrivals = llegadas
chart-returns = regresos
chart-run = colisiones · contactos · llegadas
chart-agent-none = — ninguno (solo la ejecución)
chart-computing = calculando pasos anteriores… { $done } de { $total }

# El panel de la selección y sus ajustes (ui/selected.js)
sel-slots-label = Las casillas del mapa de contexto
sel-path-title = Camino { $n }
sel-path-points = puntos
sel-path-followed = lo siguen
sel-path-nobody = nadie
sel-path-closed = bucle cerrado
sel-path-hint = Herramienta de camino: haz clic para añadir puntos, arrástralos para moverlos, haz clic en el primero para cerrar; Supr borra el punto seleccionado.
sel-circle-title = Círculo { $n }
sel-circle-centre = centro
sel-circle-radius = radio
sel-settings = ajustes de { $behavior }
sel-no-settings = { $behavior } no tiene ajustes propios
sel-edit-script = Editar su script
    .title = Abrir scripts.{ $name } en el editor de scripts (E)
sel-runs-script = ejecuta scripts.{ $name }
sel-path-none = ninguno: la meta
sel-path-option = { $loop ->
        [yes] camino { $n } ({ $points } puntos, bucle)
       *[no] camino { $n } ({ $points } puntos)
    }
sel-follows = sigue
sel-drive = Conducir (flechas / WASD)
    .title = Conduce este agente tú mismo; sus rayos te corrigen. Esc para.
sel-drive-stop = Dejar de conducir (Esc)
sel-assist = asistencia para evitar
sel-avoid = evitar agentes
    .title = Evitar otros agentes por el tiempo de máxima aproximación (el artículo de raycast)
sel-one-less = Uno menos: { $name }
sel-one-more = Uno más: { $name }

# La ruta del agente seleccionado (ui/route-facts.js): una etiqueta y su valor; el nombre del planificador, el estado
# y el motivo son identificadores del núcleo
sel-route = ruta
sel-route-pending = { $planner }: planifica antes de su próximo movimiento
sel-route-waypoint = { $planner }: punto de paso { $n } de { $count }
sel-route-none = { $planner }: no encontró ninguna ({ $status }); va en línea recta hacia su meta
sel-route-length = longitud de la ruta
sel-route-length-value = { $length } u planificadas, quedan { $left } u
sel-route-off = fuera de su tramo
sel-route-off-value = { $distance } u
sel-route-cost = coste del plan
sel-route-cost-value = { $expanded } puntos de la retícula expandidos, { $tested } segmentos comprobados
sel-route-last = última planificación
sel-route-last-value = { $replans ->
        [one] paso { $step } ({ $reason }); { $replans } plan hasta ahora
       *[other] paso { $step } ({ $reason }); { $replans } planes hasta ahora
    }

# Los campos propios del agente seleccionado (ui/agent-editor.js)
ed-name = nombre
    .aria-label = Nombre
    .title = Se muestra en el lienzo, en el panel y en los informes; hasta 64 caracteres.
ed-region = región «{ $name }», agente { $n } de { $count }
ed-explicit = un agente explícito (no de una región)
ed-from = de
    .title = La región de multitud del archivo que colocó a este agente. Cambiarlo en el paso 0 escribe esa región (y las siguientes) como agentes explícitos, un solo paso de deshacer.
ed-behavior = comportamiento
    .aria-label = Comportamiento
    .title = { $kind ->
        [grid] Cambia el comportamiento de este agente en su sitio (sus ajustes pasan a los valores por defecto del nuevo). Los agentes de cuadrícula solo admiten comportamientos de cuadrícula.
       *[continuous] Cambia el comportamiento de este agente en su sitio (sus ajustes pasan a los valores por defecto del nuevo). Los agentes continuos solo admiten comportamientos continuos.
    }
ed-radius = radio
    .title = Radio del cuerpo en unidades del mundo [0.01, 8]: lo que colisiona y de donde salen los rayos.
ed-maxSpeed = velocidad máx.
    .title = Velocidad máxima en unidades del mundo por segundo [0.01, 100].
ed-maxAccel = aceleración máx.
    .title = Aceleración máxima por segundo, giro y frenado juntos [0.01, 1000].
ed-start = inicio
    .title = { $kind ->
        [grid] Dónde empieza (una celda); moverlo hace que el agente empiece allí de nuevo.
       *[continuous] Dónde empieza (unidades del mundo); moverlo hace que el agente empiece allí de nuevo.
    }
ed-goal = meta
    .title = { $kind ->
        [grid] Adónde va (una celda).
       *[continuous] Adónde va (unidades del mundo).
    }
ed-planner = planificador de ruta
    .aria-label = Planificador de ruta
    .title = none: va en línea recta hacia su meta, como dice su artículo. grid: A* planifica primero una ruta de movimientos rectos y diagonales alrededor de los obstáculos; any-angle: Lazy Theta*, líneas rectas entre esquinas. Su comportamiento la sigue y esquiva como dice su propia regla.
ed-duplicate = Duplicar como
    .aria-label = Comportamiento de la copia
    .title = Una copia de este agente (mismo inicio, meta, cuerpo y ajustes), con el comportamiento elegido al lado
ed-delete = Eliminar
    .title = Quitar este agente (Supr)

# Mientras cargan las palabras del motivo (ui/reason-words.js)
reason-waiting = { $name }: la explicación se está cargando

invalid-unknown-key = { $path }: clave desconocida
invalid-required = { $path }: es obligatorio
invalid-object = { $path }: debe ser un objeto, pero es { $got }
invalid-array = { $path }: debe ser una lista, pero es { $got }
invalid-one-of = { $path }: debe ser uno de { $list }, pero es { $got }
invalid-number = { $path }: debe ser un número en { $range }, pero es { $got }
invalid-number-between = { $path }: debe ser un número entre { $lo } y { $hi }, pero es { $got }
invalid-number-out-of-range = { $path }: { $got } está fuera de rango: debe ser un número en { $range }
invalid-integer = { $path }: debe ser un entero entre { $lo } y { $hi }, pero es { $got }
invalid-integer-out-of-range = { $path }: { $got } está fuera de rango: debe ser un entero entre { $lo } y { $hi }
invalid-string = { $path }: debe ser un texto, pero es { $got }
invalid-too-long = { $path }: debe tener como mucho { $max } bytes, pero tiene { $bytes }
invalid-boolean = { $path }: debe ser true o false, pero es { $got }
invalid-point = { $path }: debe ser [x, y], dos números, pero es { $got }
invalid-point-float = { $path }: debe ser [x, y], dos números dentro del rango de un float, pero es { $got }
invalid-unknown-param = { $path }: parámetro desconocido de { $owner } (tiene { $known })
invalid-unknown-param-none = { $path }: parámetro desconocido de { $owner } (no tiene ninguno)
invalid-unknown-behavior = { $path }: comportamiento desconocido "{ $name }"; disponibles: { $available }
invalid-more = { $n ->
        [one] ... y { $n } error más
       *[other] ... y { $n } errores más
    }

## Las palabras del núcleo (core/src/explain): los números del agente seleccionado y el motivo de su próximo
## movimiento. El núcleo da un id y sus argumentos; los números llegan con sus decimales.
fact-position = posición
fact-goal = meta
fact-speed = velocidad
fact-radius = radio
fact-steps = pasos
fact-path = recorrido
fact-collisions = colisiones
fact-in-contact = en contacto
fact-min-clearance = holgura mínima
fact-returns = regresos
fact-agent-contacts = contactos con agentes
fact-effort = esfuerzo
fact-avoid-agents = evita agentes
fact-terrain-hits = choques con el terreno
fact-path-followed = camino
fact-speed-scale = escala de velocidad
fact-number = { $n }
fact-point = ({ $x }; { $y })
fact-length = { $d } u
fact-speed-value = { $speed } / { $max } u/s
fact-collisions-value = { $state ->
        [overlapping] { $n } (solapando ahora)
        [clear] { $n } (aún no libre)
        [many] { $n } ({ $open } en curso)
        [many-overlapping] { $n } ({ $open } en curso, solapando ahora)
       *[none] { $n }
    }
fact-contact-value = { $time } s, máximo { $depth } u de profundidad
fact-clearance-value = { $d } u hasta los obstáculos
fact-clearance-none = — (tras el primer paso)
fact-returns-value = { $n ->
        [0] 0
       *[other] { $n } (el último en ({ $x }; { $y }))
    }
fact-agent-contacts-value = { $state ->
        [many] { $n } ({ $open } en curso), { $time } s, máximo { $depth } u de profundidad
        [touching] { $n } (tocando ahora), { $time } s, máximo { $depth } u de profundidad
        [clear] { $n } (aún no libre), { $time } s, máximo { $depth } u de profundidad
       *[none] { $n }, { $time } s, máximo { $depth } u de profundidad
    }
fact-effort-value = { $e } u/s de cambio de velocidad
fact-avoid-orca = por sus semiplanos (ORCA)
fact-yes = sí
fact-no = no
fact-terrain-hits-value = { $n ->
        [one] { $n } paso con una antena bajo el suelo
       *[other] { $n } pasos con una antena bajo el suelo
    }
fact-path-value = { $path } (vueltas { $laps })
fact-none = ninguno
why-head-move = Próximo movimiento
why-head-step = Próximo paso
why-head-stopped = Detenido
why-reached-cell = → llegó: está en su celda meta, así que ya no se mueve
why-reached-near = → llegó: está a menos de { $d } u de su meta, así que ya no se mueve
why-oscillation = → detenido (stop-on-return): su próxima celda habría sido la que acaba de dejar
why-stuck = → atascado: los cuatro vecinos están bloqueados, no hay adónde ir
why-max-steps = → la ejecución alcanzó su límite de pasos (maxSteps { $max }) antes de que llegara
why-numeric = → detenido: su movimiento dio un número no finito; se detuvo en su último estado finito
why-script-stop = → detenido por su script (el mensaje dice por qué)
why-dir-up = arriba
why-dir-down = abajo
why-dir-left = izquierda
why-dir-right = derecha
why-grid-proxy = { $dir } { $proxy }
why-grid-blocked = { $dir } bloqueada
why-grid-lowest = → proxy más bajo →
why-grid-tie = → empate en { $lowest } ({ $tied })
why-grid-fixed-order = → orden fijo (arriba, abajo, izquierda, derecha) →
why-grid-pstep = → P-step:
why-grid-pstep-step = { $dir } { $step }
why-grid-pstep-beyond = { $dir } más allá de P
why-grid-pstep-join = ,{ " " }
why-grid-still-tied = , sigue el empate → orden fijo (arriba, abajo, izquierda, derecha) →
why-grid-refused = ↺ { $dir } es la celda que acaba de dejar: stop-on-return lo detiene aquí en vez de ir y venir
why-grid-pacing = ↺ vuelve a la celda que acaba de dejar: va y viene
why-grid-circle = { $how ->
        [overlaps] los agentes de cuadrícula no ven círculos: se solapa con el círculo en ({ $x }; { $y })
       *[walks] los agentes de cuadrícula no ven círculos: entra en el círculo en ({ $x }; { $y })
    }
why-orca-head-step = Próximo paso: ORCA
why-orca-head-giving-way = En la meta, cediendo el paso: ORCA
why-orca-head-at-goal = En la meta: ORCA
why-orca-head-returning = Volviendo a su meta: ORCA
why-orca-stopped = → { $reason }
why-orca-preferred = { $toward ->
        [driver] velocidad preferida ({ $x }; { $y }), { $speed } u/s del conductor
        [waypoint] velocidad preferida ({ $x }; { $y }), { $speed } u/s hacia el punto de paso { $k }
       *[goal] velocidad preferida ({ $x }; { $y }), { $speed } u/s hacia la meta
    }
why-orca-slower = { " " }(más lenta en la última unidad)
why-orca-held = , limitada a la velocidad máxima { $max }
why-orca-driven = → conducido, asistencia desactivada: solo el conductor, sin semiplanos
why-orca-sources = { $obstacles ->
        [one] { $obstacles } semiplano de paredes y círculos a menos de { $reach } u, { $agents } de los agentes más cercanos a menos de { $near } u (como mucho { $most })
       *[other] { $obstacles } semiplanos de paredes y círculos a menos de { $reach } u, { $agents } de los agentes más cercanos a menos de { $near } u (como mucho { $most })
    }
why-orca-left-out = { $n ->
        [one] ; { $n } obstáculo más lejano queda fuera
       *[other] ; { $n } obstáculos más lejanos quedan fuera
    }
why-orca-where-cutoff = corte
why-orca-where-left-leg = lado izquierdo
why-orca-where-right-leg = lado derecho
why-orca-where-overlap = solape
why-orca-plane = { $from ->
        [agent] #{ $k } de { $name } ({ $where })
        [circle] #{ $k } del círculo { $index } ({ $where })
        [wall] #{ $k } del borde de pared { $index } ({ $where })
       *[inside] #{ $k } de la pared en la que está ({ $where })
    }
why-orca-velocity = ({ $x }; { $y }), { $speed } u/s
why-orca-keeps = { $held ->
        [yes] → la velocidad preferida, limitada a la velocidad máxima, está dentro de todos los semiplanos: la mantiene,{ " " }
       *[no] → la velocidad preferida está dentro de todos los semiplanos: la mantiene,{ " " }
    }
why-orca-nearest = → la velocidad permitida más cercana a la preferida está en el semiplano{ " " }
why-orca-corner = , en su esquina con{ " " }
why-orca-at-max = , a velocidad máxima
why-orca-colon = :{ " " }
why-orca-arrow = { " " }→{ " " }
why-orca-fallback = → ninguna velocidad está dentro de todos los semiplanos: se mantienen paredes y círculos, y la peor violación de los agentes se hace mínima:{ " " }
why-orca-squeezed = → ni siquiera los semiplanos de paredes y círculos dejan una velocidad: la peor violación de todas se hace mínima:{ " " }
why-orca-violation = { $v } u/s
why-orca-on = , en{ " " }
why-orca-pass-right = otro agente está en medio: la velocidad preferida giró a su derecha { $amount } de su longitud (passRight)
why-orca-stalled = → atascado: ninguna velocidad permitida lo lleva hacia su meta (la mejor: { $best } u/s hacia ella)
why-orca-held-by = ; lo retiene{ " " }
why-orca-and = { " " }y{ " " }
why-orca-sets = ORCA fija la velocidad por sí mismo (la aceleración máxima no se aplica): hacia la velocidad preferida { $base } u/s², corrección de ORCA { $avoid } u/s²
why-orca-note-fallback = ninguna velocidad está dentro de todos los semiplanos (una multitud densa): los de paredes y círculos siguen firmes y la mayor violación de los de agentes se hace lo más pequeña posible, así que los cuerpos pueden tocarse
why-orca-note-no-side = el semiplano que limita está justo frente a la velocidad preferida: la velocidad permitida más cercana es más lenta en la misma línea y nada la gira a ningún lado; exactamente de frente, o con la meta justo detrás de un obstáculo, ORCA se detiene ahí y nunca elige lado
why-orca-note-held = sus semiplanos dejan menos del 5 % de su velocidad preferida hacia la meta: queda retenido donde está
why-orca-note-stalled = atascado: toda velocidad que sus semiplanos permiten se aleja de su meta o la cruza (ninguna lo lleva allí al 1 % de su velocidad preferida); un bloqueo simétrico o una meta tras un obstáculo; ORCA solo espera aquí (los remedios: passRight para agentes en medio, una ruta para obstáculos)
why-orca-note-giving-way = en la meta, cediendo el paso: ha llegado (se cuenta la primera vez que estuvo a menos de 0,05 u de su meta) y sigue con ORCA con su meta como velocidad preferida, para que otros puedan pasar empujándolo; vuelve a su meta cuando lo han hecho
why-orca-note-at-goal = en la meta: ha llegado y descansa allí con ORCA en marcha (atGoal: giveWay): ahora ningún semiplano excluye quedarse quieto; cuando el de otro agente lo haga, cederá el paso
why-orca-note-returning = volviendo a su meta: cedió el paso a otro agente y la velocidad hacia su meta vuelve a estar permitida, así que ORCA lo lleva de vuelta; descansa en cuanto está a menos de 0,05 u de su meta
why-orca-note-pass-right = otro agente está en medio, así que su velocidad preferida gira a su derecha (passRight): agentes que siempre van por la derecha se cruzan en vez de quedarse frente a frente
why-note-influences-cancel = ambos lados chocan por igual: las influencias se anulan (izquierda − derecha = 0) y las antenas no tienen freno, así que sigue recto; la regla del artículo falla aquí
why-note-straight-back = la normal del choque apunta justo hacia atrás, así que el punto que busca queda detrás de él: se queda flotando frente a la pared; la regla del artículo falla aquí
why-note-all-masked = el peligro enmascara cada ranura con interés: no queda ninguna dirección, frena y espera
why-note-mutual-wait = ambos esperan: cada uno es el peligro del otro (el remedio: peligro por distancia con evasión, que los aparta)
why-note-inside = un rayo empieza dentro de un obstáculo (su centro, o para los bigotes su lado): ese obstáculo cuenta solo en las direcciones que no llevan afuera; los agentes de bigotes y de rayos cuyo centro está dentro salen por donde entraron, y el interés de un agente de contexto apunta a la salida más corta
why-note-pass-right = casi de frente: huye hacia su derecha, así que dos agentes que se encuentran de frente se cruzan
why-note-blended = la huida se pondera por urgencia (1 − tiempo / horizonte) frente a su propio giro en lugar de sustituirlo
why-note-head-on = de frente exacto: huye justo hacia atrás, y el otro también, así que se encuentran una y otra vez; la regla literal se bloquea aquí (los remedios: passRight, o paciencia para dejar de esperar y apartarse)
why-note-flee-along = huir del otro agente lo llevaría contra un obstáculo, así que huye a lo largo del obstáculo (se quita la parte que va hacia él; en una esquina puede no quedar nada)
why-note-ground-hit = una antena pasó bajo el suelo: el suelo de delante sube más rápido que el extremo de la antena (antenas niveladas, o una pendiente que empieza delante, que el rayo hacia abajo bajo el agente aún no ve), así que esquiva suelo por el que podría andar
why-note-centre-only = solo choca la antena central: la regla duplica la influencia de una antena lateral cuando la central también choca, pero sola la central no fija ninguna, así que la orden es 0 − 0 = 0 y entra recto; la regla del artículo falla aquí (el remedio: centreSide)
why-note-centre-side = solo choca la antena central: con centreSide cuenta como un choque del lado en que está el obstáculo, según la normal de la superficie (centro exacto: la izquierda), así que gira en lugar de entrar recto
why-route-pending = { $edited ->
        [yes] → ruta ({ $planner }): planificada antes de su próxima decisión (fue editado)
       *[no] → ruta ({ $planner }): planificada antes de su próxima decisión
    }
why-route-following = → sigue el punto de paso { $k } de { $n } de su ruta { $planner } ({ $length } u, quedan { $left } u; { $off } u fuera de su tramo);{ " " }
why-route-none = → sin ruta ({ $planner }, { $status }): { $cause }; va directo a su meta, como sin planificador (
why-route-when = planificada en el paso { $step } porque { $why }
why-route-when-pushed = planificada en el paso { $step } porque fue empujado más de { $off } u fuera del tramo en el que estaba
why-route-because-start = empezó, o fue editado
why-route-because-blocked = una edición bloqueó lo que quedaba de su ruta
why-route-because-edited = no tenía ruta y una edición cambió los obstáculos
why-route-start-blocked = su centro estaba dentro de un obstáculo donde planificó
why-route-goal-blocked = su meta está dentro de un obstáculo, o ningún punto cerca de la meta está libre para su cuerpo
why-route-too-large = la cuadrícula es demasiado grande para el planificador con este radio
why-route-unreachable = se buscó en cada lugar al que su cuerpo puede llegar, y su meta no es ninguno de ellos
why-head-context = Próximo paso: el mapa de contexto
why-ray-ray = rayo
why-ray-right-ray = rayo derecho
why-ray-left-ray = rayo izquierdo
why-ray-centre-ray = rayo central
why-ray-left-whisker = bigote izquierdo
why-ray-right-whisker = bigote derecho
why-ray-left-feeler = antena izquierda
why-ray-centre-feeler = antena central
why-ray-right-feeler = antena derecha
why-ray-hit = { $ray }: impacto a { $d } de { $len }
why-ray-clear = { $ray }: libre ({ $len })
why-ray-inside = , empieza dentro de un obstáculo
why-ray-emergency = , T = { $v }
why-ray-target = , objetivo { $v }
why-side-left = izquierdo
why-side-right = derecho
why-whiskers-rule = { $tie ->
        [yes] → el lado { $side } tiene la emergencia mayor (T = { $t }, empate: gana el primer rayo) → se aparta { $steer } u/s² (lineal en T), frena { $brake } u/s² (T², sin invertir), buscar recibe { $base } u/s²
       *[no] → el lado { $side } tiene la emergencia mayor (T = { $t }) → se aparta { $steer } u/s² (lineal en T), frena { $brake } u/s² (T², sin invertir), buscar recibe { $base } u/s²
    }
why-feelers-rule = → influencias izquierda { $left }, derecha { $right } → orden { $sign }{ $command } ({ $what }) → gira { $steer } u/s², la base recibe { $base } u/s²
why-feelers-none = sin giro
why-feelers-right = a la derecha
why-feelers-left = a la izquierda
why-avoid-wall = → impacto más cercano → busca impacto + normal × avoidDistance = ({ $x }; { $y }) a toda velocidad: { $steer } u/s²
why-escape = → su centro está dentro de un obstáculo → sale { $steer } u/s² por donde vino (o por la salida más corta)
why-drive = → conducido, sin asistencia: solo el conductor
why-nothing = { $who ->
        [driver] → nada detectado → solo el conductor ({ $base } u/s²)
        [waypoint] → nada detectado → solo buscar el punto de paso { $k } ({ $base } u/s²)
       *[seek] → nada detectado → solo buscar la meta ({ $base } u/s²)
    }
why-sidestep = → frenado por otros agentes más tiempo que su paciencia ({ $patience } s) → deja de esperar y se aparta a su derecha: { $avoid } u/s²
why-threat = { $when ->
        [now] → amenaza de agente: { $other } en { $time } s, centros a { $sep } en el punto más cercano → huye de su posición relativa actual ({ $avoid } u/s²), lo que
       *[later] → amenaza de agente: { $other } en { $time } s, centros a { $sep } en el punto más cercano → huye de su posición relativa prevista ({ $avoid } u/s²), lo que
    }
why-threat-overrides = sustituye a su propio giro
why-threat-takes = toma el { $takes } % del giro (el suyo conserva el { $own } %)
why-speed-limit = límite de velocidad: se quitan { $limit } u/s², así no pasa de { $max } u/s
why-total = total aplicado: { $total } u/s²
why-context-interest = interés: { $source }; peligro: rayos de { $look } u
why-context-from-goal = hacia la meta
why-context-from-path = a lo largo de su camino (tangente en el punto más cercano)
why-context-from-forward = recto (sin meta ni camino)
why-context-from-targets = hacia los objetivos, con más peso los más cercanos
why-context-from-way-out = la salida más corta del obstáculo en que está su centro (después, la meta)
why-context-all-masked = → el peligro enmascara cada ranura con interés: ninguna dirección; frena hacia el reposo hasta que una ranura quede libre
why-context-chosen = → elegida = normalize(Σ dir × interest): { $angle }° desde su rumbo → la velocidad va hacia { $speed } u/s en esa dirección
why-col-slot = ranura
why-col-angle = ángulo
why-col-raw = bruto
why-col-danger = peligro
why-col-interest = interés
why-col-degrees = { $deg }°
why-col-plane = #
why-col-from = de
why-col-where = dónde
why-col-share = parte
why-col-slack = margen
why-orca-from-agent = agente { $index }
why-orca-from-circle = círculo { $index }
why-orca-from-wall = borde de pared { $index }
why-orca-from-inside = la pared en la que está
why-orca-share-half = ½
why-orca-share-all = toda
why-script-ray-hit = castRay { $k }: choque a { $d } de { $len }
why-script-ray-clear = castRay { $k }: libre ({ $len })
why-script-more-rays = y { $n } rayos más (se dibujan los { $drawn } primeros)
why-script-show = show { $name } = { $value }
why-script-note = nota: { $note }
why-script-stops = → su script lo detiene: { $message }
why-script-stopped = → detenido por su script: { $message }
why-script-rule = → steer(agent, world) de su script pidió { $steer } u/s² (dentro de maxAccel { $max })
why-script-rule-named = → steer(agent, world) de scripts.{ $script } pidió { $steer } u/s² (dentro de maxAccel { $max })
why-script-limit = el límite de velocidad quitó { $limit } u/s²
why-slope-ground = suelo a { $ground } u bajo él; las antenas empiezan { $above } por encima, a { $start } u
why-slope-kind = { $kind ->
        [level] suelo llano: dot = { $dotSign }{ $dot }, tamaño { $size }
        [incline] subida: dot = { $dotSign }{ $dot }, tamaño { $size }
        [across] de través en la pendiente: dot = { $dotSign }{ $dot }, tamaño { $size }
       *[decline] bajada: dot = { $dotSign }{ $dot }, tamaño { $size }
    }
why-slope-target = { " " }→ objetivo { $targetSign }{ $target } u → desplazamiento{ " " }
why-slope-offset = { $offsetSign }{ $offset } u
why-slope-easing = { " " }(acercándose al objetivo)
why-slope-not-applied = { " " }→ objetivo { $targetSign }{ $target } u, no aplicado: la compensación de pendiente está apagada, las antenas siguen horizontales
why-feeler-3d = { $ray } en 3D: { $from } → { $to } u de altura;{ " " }
why-feeler-passes-over = pasa sobre { $what } { $ahead } u por delante, a { $z } u de altura, sobre su cima de { $top } u
why-feeler-the-wall = la pared
why-feeler-a-circle = un círculo
why-feeler-then = , luego{ " " }
why-feeler-under-ground = entra bajo el suelo { $ahead } u por delante, a { $z } u de altura
why-feeler-hits-wall = choca con la pared { $ahead } u por delante, a { $z } u de altura
why-feeler-hits-circle = choca con un círculo { $ahead } u por delante, a { $z } u de altura
why-feeler-under-top = , bajo su cima de { $top } u
why-feeler-clear = libre
why-feelers-only-3d = solo las antenas perciben alturas: los demás comportamientos mantienen sus reglas 2D
why-flat-rules = solo las antenas perciben alturas: { $behavior } mantiene aquí sus reglas 2D (el suelo y las alturas de los obstáculos no le cambian nada)
why-note-no-progress = no se acerca a su meta desde hace { $secs } s: { $reason }; un fallo de un método local (se mantiene la regla literal)
why-stall-seek = algo lo retiene, y buscar no tiene un plan para rodearlo
why-stall-greedy = algo lo retiene, y buscar no tiene un plan para rodearlo
why-stall-nproxy = algo lo retiene, y buscar no tiene un plan para rodearlo
why-stall-script = algo lo retiene, y buscar no tiene un plan para rodearlo
why-stall-whiskers = sus dos rayos solo ven por delante de sus lados, así que gira a lo largo de lo que le estorba y la meta lo hace volver; la regla literal no tiene un plan para rodearlo
why-stall-feelers = las antenas lo empujan a lo largo de lo que le estorba y la meta lo hace volver; la regla no tiene un plan para rodearlo
why-stall-raycast = mientras un rayo choca, busca el punto de evasión (hit + normal × avoidDistance) e ignora su meta; ante una cara, o entre obstáculos que sus rayos siempre ven, va de choque en choque; la regla no tiene un plan para rodearlo
why-stall-context = las ranuras hacia su meta llevan peligro, y las que podrían rodear tienen poco o ningún interés (apuntan de través o lejos del camino a la meta); la dirección por contexto es local y no tiene un plan para rodearlo
why-stall-orca = sus semiplanos no le dejan por mucho tiempo ninguna velocidad que lo acerque; ORCA evita colisiones, no planifica un rodeo
why-note-passed-over = una antena pasó sobre un obstáculo bajo: su extremo queda allí por encima de la cima del obstáculo, así que el agente no lo ve y puede chocar con él
why-note-passed-over-level = : la compensación de pendiente está apagada, las antenas siguen horizontales y en una bajada el suelo se aleja bajo ellas (el obstáculo se alza { $height } u sobre el suelo)
why-note-passed-over-low = : el obstáculo se alza { $height } u sobre el suelo, menos de donde empiezan las antenas ({ $above } u, feelerHeight), así que pasan por encima incluso en suelo llano; la compensación bajó sus extremos aquí solo { $offset } u (el desplazamiento crece con 1 − |normal · down|, así que una bajada suave los baja poco)
why-note-passed-over-decline = : la compensación bajó los extremos { $offset } u (objetivo { $target } u), no lo bastante para llegar a la cima en esta bajada (slopeGain y maxOffset fijan cuánto bajan)
events-pause-route = replanificación
    .title = Pausar cuando un agente vuelve a planificar su ruta

## Panels moved in phase 3. The gallery (ui/gallery-dialog.js; its English in en-panels.js)
gal-dialog =
    .aria-label = Galería de ejemplos
gal-heading = Ejemplos
gal-filter =
    .placeholder = Filtrar: palabras de un título, una línea o un grupo
    .aria-label = Filtrar los ejemplos
gal-close =
    .aria-label = Cerrar la galería
gal-empty = Ningún ejemplo coincide: borra el filtro para verlos todos.
gal-other = Otros
gal-lesson = Lección: { $name }
gal-count = { $total ->
        [one] { $total } ejemplo
       *[other] { $total } ejemplos
    }
gal-count-shown = { $shown } de { $total }
# The gallery's and the examples' errors (ui/gallery.js, app/document.js)
gallery-failed = No se pudo abrir la galería: { $error }
examples-unavailable = Ejemplos no disponibles: { $error }
# My scenes (ui/my-scenes.js)
myscenes-untitled = Escena sin título
myscenes-saved = Guardada en Mis escenas como «{ $name }».
myscenes-save-failed = No se pudo guardar en Mis escenas: { $error }
myscenes-kept-name = { $title } (guardada { $time })
myscenes-kept-note = Tu escena editada se guardó aquí antes de ser reemplazada.
myscenes-keep-failed = Tu escena editada no se pudo guardar en Mis escenas: { $error }. Deshacer (Ctrl+Z) aún la recupera.
myscenes-unavailable = No disponible aquí: { $error }
myscenes-empty = Aún no hay nada guardado. Guarda una escena para encontrarla aquí tras recargar.
myscenes-open =
    .title = Abrir «{ $name }» (deshacer recupera la escena actual)
myscenes-rename = Renombrar
myscenes-rename-prompt = Nombre
myscenes-delete = Eliminar
    .aria-label = Eliminar «{ $name }»
# The history notice (app/history-words.js; its English in en-panels.js). Edit kinds ($kinds) are the core's names.
hist-dismiss =
    .aria-label = Descartar
hist-fold = Hacerla parte de la escena desde el paso 0
hist-undo = Deshacer
hist-fold-failed = No se pudieron hacer las ediciones parte de la escena
hist-folded = { $n ->
        [one] { $n } edición hecha durante la ejecución ahora es parte de la escena desde el paso 0: retroceder ya no la oculta (Deshacer la devuelve).
       *[other] { $n } ediciones hechas durante la ejecución ahora son parte de la escena desde el paso 0: retroceder ya no las oculta (Deshacer las devuelve).
    }
hist-at-step = { $n ->
        [one] Una edición ({ $kinds }) en el paso { $step }: es parte del historial de la ejecución desde el paso { $step }; retroceder antes de { $step } la oculta.
       *[other] { $n } ediciones ({ $kinds }) en el paso { $step }: son parte del historial de la ejecución desde el paso { $step }; retroceder antes de { $step } las oculta.
    }
hist-dropped = { $n ->
        [one] Terminó el antiguo futuro de la ejecución: { $n } edición posterior se descartó (Deshacer la devuelve).
       *[other] Terminó el antiguo futuro de la ejecución: { $n } ediciones posteriores se descartaron (Deshacer las devuelve).
    }
hist-steps = { $n ->
        [one] paso { $list }
       *[other] pasos { $list }
    }
hist-step0 = { $n ->
        [one] Una edición en el paso 0 cambia la escena misma, así que la ejecución se calcula de nuevo desde el paso 0: se descartó la { $n } edición hecha durante la ejecución ({ $at }). Deshacer la devuelve.
       *[other] Una edición en el paso 0 cambia la escena misma, así que la ejecución se calcula de nuevo desde el paso 0: se descartaron las { $n } ediciones hechas durante la ejecución ({ $at }). Deshacer las devuelve.
    }
hist-kinds-join = ,{ " " }
hist-kind-set-cell = cambiar una celda
hist-kind-resize-grid = cambiar tamaño de la cuadrícula
hist-kind-clear-grid = vaciar la cuadrícula
hist-kind-add-circle = añadir círculo
hist-kind-move-circle = mover círculo
hist-kind-resize-circle = cambiar radio de un círculo
hist-kind-remove-circle = quitar círculo
hist-kind-add-path = añadir camino
hist-kind-set-path = cambiar camino
hist-kind-remove-path = quitar camino
hist-kind-set-targets = fijar objetivos
hist-kind-set-agent-path = fijar el camino de un agente
hist-kind-add-agent = añadir agente
hist-kind-remove-agent = quitar agente
hist-kind-set-agent-param = ajustar un agente
hist-kind-set-avoid-agents = evitar agentes
hist-kind-set-avoidance-param = ajustar la evitación
hist-kind-set-agent-start = mover el inicio de un agente
hist-kind-set-agent-goal = mover la meta de un agente
hist-kind-set-sim = ajustar la simulación
hist-kind-set-drive = conducir
hist-kind-set-drive-input = entrada de conducción
hist-kind-clear = vaciar todo
hist-kind-set-cells = cambiar celdas
hist-kind-draw-pattern = dibujar patrón
hist-kind-set-agent-name = renombrar agente
hist-kind-set-agent-body = cambiar el cuerpo de un agente
hist-kind-set-agent-behavior = cambiar comportamiento
hist-kind-shape-terrain = modelar el terreno
hist-kind-clear-terrain = nivelar el terreno
hist-kind-set-circle-height = cambiar la altura de un círculo
hist-kind-set-wall-height = cambiar la altura de las paredes
hist-kind-set-agent-planner = cambiar planificador de ruta
# The offline update note (offline/register.js)
update-ready = Hay una nueva versión de sidestep lista: recarga para usarla (esta página conserva la versión con la que empezó).
update-reload = Recargar
update-dismiss =
    .aria-label = Descartar el aviso de actualización
threads-reload = recarga para usar más
# The keyboard's edit cursor, said aloud (ui/edit-cursor.js)
cursor-cell = celda { $x }, { $y }
cursor-wall = celda { $x }, { $y }: pared
cursor-point = punto { $x }, { $y }
cursor-open-goal = agente colocado: muévete a su meta y pulsa Enter (Esc lo quita)
cursor-open-wall = línea empezada: muévete a su final y pulsa Enter
cursor-open-erase = área empezada: muévete a su final y pulsa Enter
cursor-held = sujetando { $what }: las flechas lo mueven, Enter lo suelta, Esc lo devuelve
cursor-dropped = soltado: { $where }
cursor-put-back = devuelto
cursor-radius = radio { $r } u
cursor-goal-of = meta de { $name }
cursor-circle = círculo { $i }
cursor-vertex = punto { $vertex } del camino { $path }
# Toasts and error boxes' titles (app/document.js, compare.js, one-file.js, painting.js, scripts.js, timeline.js,
# lessons.js)
toast-link-failed = No se pudo crear un enlace
toast-link-copied = Enlace copiado: { $chars } caracteres. Abre esta escena en el paso { $step }.
toast-link-copy = Copia este enlace
toast-regions-explicit = { $n ->
        [one] La región { $names } ahora son { $agents } agentes explícitos, porque esta edición la cambió (Deshacer devuelve la región).
       *[other] Las regiones { $names } ahora son { $agents } agentes explícitos, porque esta edición las cambió (Deshacer devuelve las regiones).
    }
toast-compare-dropped = El conjunto de comparación ya no encaja con la escena ({ $why }), así que se quitó. Deshacer devuelve la edición.
toast-pane-events = Eventos de «{ $pane }»
toast-compare-failed = No se pudo comparar
toast-one-file-saved = Guardado { $file } ({ $kib } KiB): se abre en cualquier navegador, sin conexión.
toast-one-file-failed = No se pudo escribir la exportación en un archivo
toast-maze = Un laberinto de la semilla { $seed } (pulsa otra vez para otro; Ctrl+Z devuelve las paredes).
toast-rooms = Una planta de habitaciones de la semilla { $seed } (pulsa otra vez para otra; Ctrl+Z devuelve las paredes).
toast-script-editor-failed = No se pudo abrir el editor de scripts
toast-script-engine-failed = El motor de scripts no se cargó: { $error }
toast-script-new = Un script nuevo, «{ $name }» (solo seek), mueve a este agente: E o «Editar su script» lo abre.
toast-paused-at = En pausa en { $event }.
toast-lesson-link-failed = No se pudo abrir el enlace de la lección
# The script editor's refusals (app/scripts.js)
script-embed-read-only = Esta escena incrustada se puede ver, no editar: ábrela en sidestep para cambiarla.
script-engine-loading = agente: el motor de scripts aún se está cargando (elegir "script" lo carga): coloca el agente otra vez en un momento
# The compare's table and panes (ui/compare.js, compare-stats.js; English in en-panels.js): cmp-<the core's measure>
cmp-picked = eventos
cmp-variant = variante
cmp-reached = alcanzaron
cmp-timeToGoal = tiempo hasta la meta
cmp-collisions = colisiones
cmp-contactTime = en contacto, sumado entre agentes
cmp-seconds = { $s } s
cmp-agentContacts = contactos entre agentes
cmp-minClearance = holgura mínima
cmp-pathRatio = razón de camino
cmp-returns = regresos
cmp-laps = vueltas
cmp-terrainHits = golpes con el suelo
cmp-step = paso
cmp-steps-done = { $steps } (terminado)
cmp-row =
    .title = Clic: lista los eventos de esta variante en el panel
cmp-pane =
    .aria-label = Variante { $k }: { $label }
cmp-png = PNG
    .title = «{ $label }» como imagen PNG (2× píxeles)
cmp-hash-at = { $hash } (paso { $step })
cmp-variants = variantes
cmp-variants-value = { $n } (medidas: la tabla bajo los paneles)
cmp-script-stopped = En «{ $pane }» su script lo detuvo: { $message }
cmp-script-said = En «{ $pane }» en este paso: { $said }
cmp-runs-script = «{ $agent }» ejecuta scripts.{ $name } en { $panes }
cmp-pane-quoted = «{ $name }»
cmp-script-value = { $name } = { $value }
# The terrain bar and a circle's height (ui/terrain.js; English in en-panels.js)
ter-bar =
    .aria-label = Pincel de terreno: subir, bajar o aplanar, radio, fuerza, altura de las paredes
ter-brush =
    .aria-label = Pincel
ter-raise = Subir
    .title = Sube el suelo bajo el disco
ter-lower = Bajar
    .title = Baja el suelo bajo el disco
ter-flatten = Aplanar
    .title = Aplana el suelo bajo el disco
ter-radius = radio
    .title = Radio del disco, en unidades del mundo
ter-strength = fuerza
    .title = Cambio en el centro del disco por toque, en unidades del mundo (menos hacia el borde)
ter-level = Nivelar todo
    .title = Suelo plano en todas partes (un paso de deshacer)
ter-walls = paredes
ter-tall = altas
ter-wall-tall =
    .title = Paredes tan altas como nada puede alcanzar (las paredes del mundo 2D)
ter-wall-height =
    .title = Altura de las celdas bloqueadas sobre el suelo, en unidades del mundo
ter-circle-height = altura (u)
    .title = Altura sobre el suelo. Solo las antenas (feelers) la perciben (pasan por encima de lo que es más bajo que ellas); los demás comportamientos tratan todo obstáculo como uno 2D.
# The settings' explanations (ui/selected.js): doc-<behaviour or avoidance>-<setting>. English is the core registry's
# ParamSpec.doc, shown as it is (tests/wasm/setting-docs.test.mjs checks these lines are the registry's words)
doc-nproxy-P = Anticipación: cada vecino puntúa lo más cerca que puede llegar de la meta en P pasos. 0 es voraz; el artículo vio que 3 es poco para grupos grandes y eligió 7.
doc-nproxy-stepTieBreak = Cuando los dos proxies más bajos empatan, ordena los vecinos empatados por P-step (pasos hasta la meta). Sin ello el agente se detiene a unos P pasos de la meta y va y viene.
doc-nproxy-stopOnReturn = Detenerse (oscilación) cuando la siguiente celda es la que acaba de dejar, en vez de ir y venir para siempre alrededor de un obstáculo que necesita más de P pasos.
doc-nproxy-metric = Distancia del centro de una celda al centro de la meta.
doc-whiskers-rayLength = L: longitud de los dos rayos laterales. Más largos ven antes los obstáculos, pero también esquivan huecos por los que podría pasar.
doc-whiskers-maxSteer = Aceleración lateral con emergencia T = 1; escala linealmente con T.
doc-whiskers-maxBrake = Frenado con T = 1; escala con T², suave de lejos y fuerte de cerca.
doc-feelers-angle = Ángulo entre la antena central y cada antena lateral.
doc-feelers-lengthPerSpeed = Longitud de la antena = velocidad × este valor: los agentes más rápidos sienten más lejos.
doc-feelers-minLength = Antena más corta, en reposo.
doc-feelers-maxLength = Antena más larga, a velocidad.
doc-feelers-smoothing = Qué tan rápido siguen las influencias a sus objetivos: valores bajos devuelven el control al conductor despacio.
doc-feelers-lateralAccel = Aceleración lateral por unidad de orden lateral (influencia izquierda − derecha).
doc-feelers-slope = Compensación de pendiente: los extremos de las antenas se elevan en una subida y se bajan en una bajada. Sin ella quedan horizontales: chocan con colinas que el agente podría subir y pasan por encima de muros bajos al pie de una bajada.
doc-feelers-feelerHeight = Altura del arranque de las antenas sobre el suelo bajo el agente: elevadas, para que el terreno no las dispare.
doc-feelers-slopeGain = El multiplicador: desplazamiento objetivo = signo × (1 − size) × este valor, size = |normal · abajo| (1 en suelo llano, menos cuanto más empinado).
doc-feelers-maxOffset = Límite del desplazamiento, para que en una pendiente fuerte las antenas no apunten recto arriba o abajo.
doc-feelers-offsetSmoothing = Qué tan rápido sigue el desplazamiento aplicado a su objetivo: amortigua cambios bruscos sobre suelo irregular.
doc-feelers-centreSide = Un impacto solo de la antena central cuenta como impacto en el lado en que está el obstáculo, según la normal de la superficie tocada (justo en el centro: la izquierda, así que gira a la derecha). Sin ello: la regla del artículo, donde la central sola no fija ninguna influencia y el agente entra de frente.
doc-raycast-rays = Un rayo central, dos rayos paralelos desde los lados del cuerpo, o un rayo central con dos bigotes (abanico).
doc-raycast-sightRange = Longitud del rayo: cuanto más largo, antes se desvía el camino de una pared.
doc-raycast-avoidDistance = A qué distancia de la pared (a lo largo de su normal) está el punto que luego busca.
doc-raycast-whiskerAngle = Ángulo de los dos bigotes del abanico respecto al rayo central.
doc-raycast-patrol = Ir y venir entre el inicio y la meta en vez de detenerse en la meta.
doc-context-rays = N: rayos (ranuras) espaciados por igual desde el rumbo. Más ven huecos estrechos; menos son más baratos y más toscos.
doc-context-lookAhead = Longitud del rayo de peligro: hasta dónde por delante un obstáculo cuenta como peligro.
doc-context-steerForce = Fracción del camino de la velocidad a la velocidad deseada por cada 0,02 s (una tasa: la misma con cualquier dt). Bajo es suave, alto es nervioso.
doc-context-danger = mask: una ranura peligrosa pierde todo su interés. distance: en cambio se resta una puntuación 1 - impacto/lookAhead.
doc-context-avoidance = El peligro en una ranura añade interés a la ranura opuesta: empujado lejos, no solo bloqueado.
doc-context-seeAgents = Los cuerpos de otros agentes también son peligro (así se esquivan entre sí los coches de carreras).
doc-context-speedSpread = Al reiniciar, la velocidad máxima se escala por 1 - spread × U(0, 1), tomado de la semilla del escenario.
doc-context-targetFalloff = 0: interés hacia la meta (o a lo largo de su camino). > 0: hacia los objetivos del mundo, cada uno ponderado por 1 / (1 + distancia / este valor).
doc-orca-neighborDist = Los otros agentes cuyos centros están más cerca que esto son vecinos (los maxNeighbors más cercanos).
doc-orca-maxNeighbors = Cuántos de los vecinos más cercanos reciben un semiplano. 0 ignora a los demás agentes.
doc-orca-timeHorizon = Las velocidades se mantienen libres de colisiones con otros agentes durante este tiempo. Más largo reacciona antes y con más cautela; más corto deja más margen para moverse.
doc-orca-timeHorizonObst = Lo mismo frente a paredes y círculos. Mantenlo corto: un obstáculo nunca se aparta.
doc-orca-preferredSpeed = Velocidad que quiere hacia su meta (más lenta dentro de la última unidad); maxSpeed sigue limitando lo que obtiene.
doc-orca-perturb = Cada paso la velocidad preferida se mueve hasta esta cantidad en una dirección aleatoria con semilla, como hacen los ejemplos de RVO2 para romper la simetría perfecta: dos agentes exactamente de frente eligen entonces un lado. 0: la regla literal.
doc-orca-passRight = Una convención de lado de paso, apagada en 0: mientras otro agente estorba (la velocidad preferida está fuera de uno de los semiplanos de los agentes), la velocidad preferida gira hacia la derecha del agente esta fracción de su longitud (0,25: 14 grados), y un empate exacto entre los lados del cono de otro agente va a la derecha, así los agentes que se cruzan de frente o en un anillo simétrico pasan todos por su derecha.
doc-avoidance-lookahead = Hasta qué distancia por delante cuenta como amenaza el máximo acercamiento de otro agente: el tiempo de recorrer tantos radios propios a velocidad máxima (así un agente más grande y rápido mira igual de lejos, en su propia medida).
doc-avoidance-spacing = Se suma a la suma de los dos radios, como fracción de ella: las predicciones en línea recta fallan ante un seek que se curva de vuelta.
doc-avoidance-blend = Ponderar la huida por urgencia (1 - tiempo / horizonte, el horizonte de lookahead) frente a la dirección propia del comportamiento, en vez de dejar que la amenaza más urgente la anule (la regla del artículo, que puede atrapar a los agentes en un ciclo huida / seek).
doc-avoidance-passRight = Casi de frente, huir hacia el propio lado derecho: dos agentes que se encuentran exactamente de frente huyen si no hacia atrás y vuelven a encontrarse.
doc-avoidance-patience = Segundos retenido por otros agentes sin acercarse a la meta antes de dejar de esperar y apartarse a un lado durante un segundo. 0: esperar para siempre.
doc-avoidance-alongObstacles = Nunca huir hacia un obstáculo: donde la huida encontraría uno a menos de media unidad del cuerpo, se quita la parte que va hacia él y el agente huye a lo largo de él. La huida del artículo solo mira a los agentes; en una multitud densa entre obstáculos, la multitud empuja entonces a los agentes contra ellos.
# What each behaviour senses (ui/selected.js): senses-<behaviour>. English is the core registry's words, shown as
# they are (tests/wasm/setting-docs.test.mjs checks these lines are the registry's)
senses-seek = solo percibe su meta: paredes, círculos y agentes le son invisibles
senses-greedy = solo percibe celdas bloqueadas (sus cuatro vecinas): círculos y agentes le son invisibles
senses-nproxy = solo percibe celdas bloqueadas (a P pasos o menos): círculos y agentes le son invisibles
senses-whiskers = percibe paredes y círculos con sus dos rayos laterales; agentes con evitar agentes activado
senses-feelers = percibe paredes, círculos y pendientes con sus tres antenas; agentes con evitar agentes activado
senses-raycast = percibe paredes y círculos con sus rayos; agentes con evitar agentes activado
senses-context = percibe paredes y círculos con sus N rayos (como peligro); agentes con evitar agentes activado
senses-orca = percibe paredes, círculos y agentes dentro de neighborDist (como semiplanos)
senses-script = percibe lo que su script pide: world.castRay (paredes y círculos), world.neighbors (agentes), world.blocked (celdas)
# The compare editor (ui/compare-editor.js; English in en-panels.js): its rows, and the ready-made sets' labels
ced-variant = variante { $n }
ced-variant-plain = variante
ced-as-is = tal cual
ced-needs = { $kind ->
        [nproxy] Este conjunto necesita un agente nproxy: { $why }.
        [grid] Este conjunto necesita un agente de cuadrícula: { $why }.
       *[continuous] Este conjunto necesita un agente continuo: { $why }.
    }
ced-not-selected = { $kind ->
        [nproxy] el agente seleccionado no es un agente nproxy
        [grid] el agente seleccionado no es un agente de cuadrícula
       *[continuous] el agente seleccionado no es un agente continuo
    }
ced-none = { $kind ->
        [nproxy] la escena no tiene ningún agente nproxy
        [grid] la escena no tiene ningún agente de cuadrícula
       *[continuous] la escena no tiene ningún agente continuo
    }
ced-pstep-off = P-step desactivado
ced-pstep-on = P-step activado
ced-no-route = sin ruta
ced-route = ruta { $planner }
ced-no-avoidance = sin evitar agentes
ced-label =
    .aria-label = Etiqueta de la variante
ced-agents =
    .aria-label = Agentes que cambia la variante
ced-all-agents = todos los agentes
ced-some-agents = { $n } agentes ({ $list })
ced-behavior =
    .aria-label = Comportamiento en la variante
ced-own-behavior = su propio comportamiento
ced-planner =
    .aria-label = Planificador de ruta en la variante
ced-own-route = su propia ruta
ced-setting =
    .aria-label = Un ajuste que cambiar (por nombre)
    .placeholder = ajuste
ced-value =
    .aria-label = El valor del ajuste
    .placeholder = valor
ced-remove =
    .aria-label = Quitar esta variante
# The animation dialog (ui/animation-dialog.js; English in en-panels.js, its words through kit.t)
anim-title = Animación de la ejecución
anim-intro = Un rango de pasos de esta ejecución, reproducido y dibujado como lo muestra ahora el lienzo (su vista, selección y capas). La página se queda en su paso.
anim-from = desde el paso
anim-to = hasta el paso
anim-every = cada
    .title = Cada k-ésimo paso se vuelve un fotograma
anim-fps = fotogramas por segundo
anim-width = ancho
anim-format = formato
anim-webm = WebM (vídeo)
anim-cancel = Cancelar
    .title = Dejar de hacer la animación; no se guarda nada
anim-make = Hacer animación
anim-close =
    .aria-label = Cerrar la exportación de animación
anim-whole = { $field }: debe ser un número entero en [{ $lo }, { $hi }], se obtuvo { $got }
anim-nothing = nada
anim-order = { $to }: debe ser al menos { $from } ({ $first }), se obtuvo { $last }
anim-too-many = { $every }: { $frames } fotogramas superan el límite de { $max }; toma uno de cada { $k } pasos o menos pasos
anim-size-gif = unos { $size } (una estimación a partir de codificar los dos primeros fotogramas)
anim-size-webm = como mucho unos { $size } (el codificador del navegador a { $mbits } Mbit/s); grabar lleva { $seconds } s
anim-estimate = { $frames } fotogramas de { $width } × { $height } px, { $seconds } s a { $fps } fps: { $size }.
anim-failed = No se pudo hacer la animación: { $error }
anim-cancelled = Cancelado: no se guardó nada.
anim-saved = Guardado { $file } ({ $size }, { $frames } fotogramas).
anim-progress = fotograma { $done } de { $total } · { $size }
toast-animation-compare = Las animaciones son de la ejecución de la escena: primero «Editar la escena», luego Animación….
# The script editor's console (ui/script-console.js; English in en-panels.js)
con-lines =
    .aria-label = Lo que imprimieron los scripts, por paso
con-summary = Consola: print(), console.log() y detenciones, hasta el paso en pantalla
con-agent = agente { $i }
con-at = paso { $step }
con-stopped = detenido: { $why }
con-empty = Nada impreso hasta este paso. print(value) en steer() escribe aquí.
con-earlier = { $n ->
        [one] { $n } línea anterior no se muestra.
       *[other] { $n } líneas anteriores no se muestran.
    }
con-full = El registro de la ejecución guarda sus primeras { $max } líneas: desde el paso { $step }, las líneas no se guardaron.
# The game maps panel (app/maps.js, ui/maps.js, problem-list.js, problem-detail.js, run-summary.js)
game-maps-heading = Mapas de juegos
game-maps-open = Abrir .map / .scen…
    .title = Abrir un mapa de Moving AI y su archivo de escenario (o soltarlos en la página)
game-maps-hint = Mapas de prueba de Moving AI (.map) y sus problemas (.scen): ábrelos o suéltalos aquí, o elige un ejemplo de «Mapas de juegos».
map-could-not-open = No se pudo abrir { $name }
map-too-large = archivo: { $size } bytes supera el límite de { $max } bytes
map-set-up-failed = No se pudo preparar el problema
map-agent = Agente
map-agent-menu =
    .title = El agente de cuadrícula que se prepara para una fila y que usa «Ejecutar todos»
map-p-menu =
    .title = Anticipación P de n-proxy (pasos)
map-info = { $name } · { $width } × { $height } · { $blocked } bloqueadas
map-cells = Libres: { $free } · bloqueadas: { $blockedChars }. S (pantano) cuenta como suelo, ya que sidestep no tiene costes de movimiento; W (agua) está bloqueada. Este mapa: { $swamp } S, { $water } W.
map-bundled = Incluido: los enlaces lo nombran («{ $name }»).
map-carried = Los enlaces a él llevan sus celdas.
map-scen = { $name } · { $count } problemas. Haz clic en uno para prepararlo.
map-no-scen = Abre su .scen para ver sus problemas.
map-list-bundled = Ver los problemas de { $name }
map-on-bundled = Esta escena está sobre el mapa incluido { $name }.
map-bucket = Grupo
map-bucket-menu =
    .title = Mostrar un grupo del .scen (Moving AI agrupa los problemas por longitud óptima)
map-bucket-all = todos { $n }
map-outcome-menu =
    .title = Mostrar los problemas que terminaron de una manera (tras «Ejecutar todos»)
map-outcome-every = todo resultado
map-outcome-not-reached = no llegó
map-outcome-unreachable = sin camino
map-list =
    .aria-label = Problemas del .scen: haz clic en uno para prepararlo en la escena
map-count = { $n ->
        [one] { $n } problema
       *[other] { $n } problemas
    }
map-count-of = { $n } de { $total } problemas
map-cells-title = de ({ $sx }, { $sy }) a ({ $gx }, { $gy })
map-optimal-title = longitud octil óptima según el archivo: { $optimal }
map-reached-title = llegó en { $steps } pasos (óptimo con 4 vecinos { $optimal4 }): razón { $ratio }
map-ended-title = { $steps ->
        [one] { $outcome } tras { $steps } paso
       *[other] { $outcome } tras { $steps } pasos
    }
map-short-stuck = atasc.
map-short-oscillation = osc.
map-short-maxSteps = máx
map-problem = Problema #{ $row } · línea { $line } · grupo { $bucket }
map-no-path = sin camino: la meta es inalcanzable
map-optimum = { $steps ->
        [one] óptimo { $optimal } octil (archivo { $file }) · { $steps } paso con 4 vecinos · límite { $limit }
       *[other] óptimo { $optimal } octil (archivo { $file }) · { $steps } pasos con 4 vecinos · límite { $limit }
    }
map-saved = { $steps ->
        [one] Ejecutar todos ({ $agent }): { $outcome }, { $steps } paso
       *[other] Ejecutar todos ({ $agent }): { $outcome }, { $steps } pasos
    }
map-saved-ratio = , razón { $ratio }
map-not-row = La escena ya no es este problema (otra escena, un mapa editado, o un inicio o una meta movidos).
map-in-scene = { $steps ->
        [one] { $agent } en la escena: { $steps } paso · { $stop }
       *[other] { $agent } en la escena: { $steps } pasos · { $stop }
    }
map-ratio = { " " }· razón { $ratio }
map-run-all = Ejecutar todos { $count }
    .title = Ejecutar cada problema del .scen con { $agent }, en un worker en segundo plano
map-cancel = Cancelar
    .title = Detener la ejecución (se descartan sus resultados)
map-run-failed = «Ejecutar todos» falló: { $error }
map-cancelled = Cancelado tras { $done } de { $total } problemas; no se guardó nada.
map-run-done = { $agent }: { $n } problemas en { $seconds } s, { $rate } problemas/s en un worker (medido en esta ejecución). Haz clic en un grupo para verlo.
map-col-bucket = gr.
    .title = El grupo del .scen (Moving AI agrupa los problemas por longitud óptima)
map-col-problems = n
    .title = problemas
map-col-reached = lleg.
    .title = llegaron a la meta
map-col-stuck = atasc.
    .title = se detuvieron con todos los vecinos bloqueados
map-col-oscillation = osc.
    .title = se detuvieron por oscilación (parar al volver: la celda siguiente era la que acababa de dejar)
map-col-maxSteps = máx
    .title = se quedaron sin pasos (4 × el óptimo con 4 vecinos, al menos 64)
map-col-meanRatio = media
    .title = razón de camino media cuando llegó a la meta: pasos / óptimo con 4 vecinos
map-col-worstRatio = peor
    .title = peor razón de camino cuando llegó a la meta
map-all = todos
map-unreachable = { $n } inalcanzables (no ejecutados)
# The overlaid compare (ui/compare-overlay.js)
cmp-overlay =
    .aria-label = Todas las variantes en un mundo, cada una en su color
cmp-overlay-legend =
    .aria-label = Variantes y sus colores
cmp-overlay-png =
    .title = Esta superposición como imagen PNG (2× píxeles)
# The long-step dialog (ui/script-watch-dialog.js)
lsd-title = Un script está tardando
lsd-where = { " " }(scripts.{ $script })
lsd-where-agent = { " " }(scripts.{ $script }, agente { $agent })
lsd-text = Paso { $step }: los scripts llevan { $seconds } s{ $where } sin terminar. La página los detuvo y se queda en el paso { $at }: nada de la ejecución cambió. «Seguir esperando» vuelve a calcular ese paso (con hasta cuatro veces más tiempo antes de volver a preguntar); «Detenerlo» deja la ejecución aquí.
lsd-keep = Seguir esperando
lsd-stop = Detenerlo
# The "Use in your game" dialog (ui/game-code-dialog.js, ui/game-code.js)
gcd-title = Usar en tu juego
gcd-close = Cerrar
gcd-language =
    .aria-label = Lenguaje
gcd-js-tab = JavaScript (npm)
gcd-js-label = JavaScript para el paquete npm
gcd-js-copy = Copiar JavaScript
gcd-cpp-tab = C++ (CMake)
gcd-cpp-label = C++ para el paquete CMake
gcd-cpp-copy = Copiar C++
gcd-what-agent = El agente { $index } “{ $name }” ({ $behavior }) con cada ajuste tal como está ahora, en la escena en el paso 0, como código para los paquetes de sidestep. Ejecutado tal cual, avanza hasta el paso { $step } e imprime el hash que la página muestra ahí.
gcd-what-scene = No hay ningún agente seleccionado: la escena en el paso 0 como código para los paquetes de sidestep (selecciona un agente para sus ajustes). Ejecutado tal cual, avanza hasta el paso { $step } e imprime el hash que la página muestra ahí.
gcd-note-edits = { $count ->
        [one] Esta ejecución tiene { $n } edición hecha durante ella, que los paquetes no repiten: el código empieza en el paso 0 sin ella (hazla parte de la escena primero para la misma ejecución).
       *[other] Esta ejecución tiene { $n } ediciones hechas durante ella, que los paquetes no repiten: el código empieza en el paso 0 sin ellas (hazlas parte de la escena primero para la misma ejecución).
    }
gcd-note-file = La escena tiene { $n } caracteres: el código la lee de scene.json (Exportar la guarda).
gcd-guide = La guía: in-your-game.md
gcd-copy-refused = El navegador no permitió copiar: el código está seleccionado, pulsa Ctrl+C.
gcd-copied = Copiado: { $lines } líneas de { $language }.
# The script editor's chrome (ui/script-editor.js, script-rename.js)
sed-heading = Scripts
sed-tabs =
    .aria-label = Los scripts de la escena
sed-apply = Aplicar
    .title = Ejecutar la escena con este código desde el paso 0 (Ctrl+Enter); Ctrl+Z en la página devuelve el código y la ejecución anteriores
sed-contract = Contrato
    .title = Qué recibe y devuelve steer(agent, world) (docs/scripts.md en breve)
sed-close = ✕
    .title = Cerrar (Esc): el texto queda como lo escribiste
    .aria-label = Cerrar el editor de scripts
sed-new = + Nuevo
    .title = Un script nuevo a partir de la plantilla (solo seek)
sed-rename = Renombrar
    .title = Renombrar este script (sus agentes lo siguen al aplicar)
sed-delete = Borrar
    .title = Borrar este script (se rechaza mientras un agente lo ejecuta)
sed-revert = Revertir
    .title = Volver al código que se ejecuta (tu texto se puede recuperar una vez)
sed-keys = Ctrl+Enter aplica · Esc cierra
sed-script =
    .aria-label = Script { $name }
sed-no-script =
    .aria-label = Ningún script
sed-tab-changed =
    .title = Cambiado: aún no es lo que se ejecuta (Aplicar)
sed-tab-runs =
    .title = Tal como se ejecuta
sed-no-scripts = Aún no hay scripts: + Nuevo
sed-runs = se ejecuta como se ve
sed-changed = cambiado: difiere de lo que se ejecuta (Aplicar)
sed-syntax = { " " }· error de sintaxis en la línea { $line }
sed-not-applied-at = No aplicado: scripts.{ $name }: línea { $line }, columna { $column }: { $message }
sed-not-applied = No aplicado:
sed-applied = Aplicado: la ejecución vuelve a empezar desde el paso 0 con este código. Ctrl+Z en la página devuelve el código y la ejecución anteriores.
sed-new-said = Script nuevo «{ $name }» (solo seek): Aplicar lo añade a la escena; un agente lo ejecuta con el comportamiento «script».
sed-name-taken = scripts.{ $name }: ya existe un script con ese nombre
sed-renamed = Renombrado: Aplicar lo ejecuta como «{ $name }» (sus agentes lo siguen).
sed-not-deleted = { $others ->
        [0] scripts.{ $name }: no borrado: «{ $agent }» lo ejecuta. Dale otro comportamiento (o bórralo) primero.
       *[other] scripts.{ $name }: no borrado: «{ $agent }» y { $others } más lo ejecutan. Dales otro comportamiento (o bórralos) primero.
    }
sed-deleted = «{ $name }» borrado aquí: Aplicar lo quita de la escena (Revertir lo devuelve).
sed-reverted = Revertido al código que se ejecuta.{ " " }
sed-bring-back = Recuperar mi texto
sed-new-name =
    .aria-label = Nombre nuevo
# The sound toggle (app/sonify.js) and a circle's or path point's buttons (ui/move-buttons.js)
sound-on = Sonido activado: los rayos del agente seleccionado son tonos (más agudos y fuertes al acercarse, a izquierda o derecha), un chasquido en una colisión, un acorde al llegar
sound-off = Sonido desactivado
sel-move = Mover con un clic
    .title = El próximo clic en el mundo lo pone ahí (Esc cancela); con el teclado: Enter en el mundo y luego las flechas
sel-move-armed = Haz clic en el mundo donde debe ir (Esc cancela).
sel-radius-smaller = Radio −
    .aria-label = Radio − { $step } u
sel-radius-bigger = Radio +
    .aria-label = Radio + { $step } u
## h-panels3a: lessons
les-badge = Lección
les-back = ◂ Atrás
    .title = El punto de control anterior
les-next = Siguiente ▸
    .title = El punto de control siguiente
les-end = Fin
les-close = ✕
    .title = Cerrar la lección (la escena se queda)
    .aria-label = Cerrar la lección
les-live-hint = Un número recuadrado es un ajuste: arrástralo de lado
les-live-keys = { " " }(o enfócalo y usa las flechas)
les-live-follow = { " " }y mira cómo lo siguen la escena y los otros números.
les-stale = La leyenda describe el { $step }; el mundo ha avanzado desde entonces.
les-step-link = paso { $step }
les-away = Hay otra escena abierta: esta leyenda no habla de ella.{ " " }
les-reopen = Volver al punto de control { $n }
les-opened-as = { $title }, punto de control { $n }
les-starter-replaced = El ejercicio empieza con su script inicial: tu código (scripts.{ $script }) se reemplazó. Ctrl+Z lo devuelve.
les-exercise-failed = No se pudo mostrar el ejercicio
les-menu-heading = Lecciones
les-menu-intro = Cada lección sigue un artículo por sus escenas: lee, avanza, cambia un ajuste, comprueba.
les-menu-make = Crear una lección…
    .title = Convierte estados de la página en puntos de control con leyendas y comparte la lección como enlace
les-menu-close = ✕
    .title = Cerrar (Esc)
    .aria-label = Cerrar
les-menu-loading = Cargando…
les-menu-failed = No se pudieron cargar las lecciones: { $error }
les-menu-start = Empezar
les-menu-continue = Seguir en { $n }
les-menu-again = Desde el principio
les-menu-for = { $words }: { $title }
les-try = Pruébalo:{ " " }
les-check = Comprobar
    .title = Ejecuta la escena tal como está desde el paso 0, igual que Reproducir, y mira si hace lo que pide la tarea
les-running = Ejecutando…
les-pass = Superado.
les-not-yet = Todavía no.
les-check-failed = La comprobación no pudo ejecutarse: { $errors }
les-verdict-stale = La escena cambió desde esta comprobación: vuelve a comprobar.
les-hint = Pista: { $hint }
les-hint-changes = Se consigue cambiando { $what }: prueba valores muy distintos y pulsa Reproducir para ver adónde va.
les-hint-any = Cambia una cosa cada vez y pulsa Reproducir para ver adónde va.
les-agent = agente { $n }
les-changed-setting = { $setting } ({ $who })
les-changed-behaviour = el comportamiento
les-changed-behaviour-of = el comportamiento de { $who }
les-changed-goal = la meta
les-changed-goal-of = la meta de { $who }
les-changed-start = el inicio
les-changed-start-of = el inicio de { $who }
les-fill-failed = [el núcleo no pudo rellenar: { $errors }]
les-live-setting = { $setting } de { $agent }
    .title = { $setting } de { $agent }: arrástralo de lado o usa las flechas para cambiarlo; la escena se repite
les-live-down = Reducir { $setting } de { $agent }
    .title = Reducir { $setting } un paso
les-live-up = Aumentar { $setting } de { $agent }
    .title = Aumentar { $setting } un paso
les-err-invalid = la lección no es válida
les-err-none = no existe esa lección
les-err-not-id = lesson: "{ $id }" no es un id de lección
les-err-missing = lesson: no hay ninguna lección "{ $id }"
les-err-link-empty = enlace de lección: vacío
les-err-link-long = enlace de lección: { $n } caracteres superan el límite de { $limit }
les-err-link-utf8 = enlace de lección: no es texto UTF-8
les-open-lesson-failed = No se pudo abrir la lección «{ $id }»
les-source-lesson = la lección «{ $id }»
les-source-link = el enlace de la lección
les-link-shape = link: no es #lesson=ID ni #L=..., seguido de &at=N y &code=...
les-link-at = at: debe ser el número de un punto de control, 1 o más; se recibió "{ $got }"
les-code-not-exercise = code: el punto de control { $n } de esta lección no es un ejercicio
les-code-failed = No se pudo poner el script del enlace en el ejercicio
les-maker-heading = Crear una lección
les-maker-badge = Creando una lección
les-maker-title =
    .aria-label = El título de la lección
les-maker-add = Añadir este estado
    .title = Un punto de control de la escena tal como está: su paso, selección, capas y cámara
les-maker-play = Reproducir
    .title = Reproduce la lección desde su primer punto de control
les-maker-share = Compartir enlace
    .title = Copia un enlace que abre esta lección
les-maker-save = Guardar archivo
    .title = Descarga la lección como archivo .json (docs/lessons.md)
les-maker-close = ✕
    .title = Cerrar (el borrador se guarda en este navegador)
les-maker-help = Las leyendas pueden nombrar números que el núcleo rellena en el paso del punto de control: { $names }… (NAME: el nombre o número de un agente).
les-maker-draft-title = Mi lección
les-maker-cp-title = { $scene }, paso { $step }
les-maker-scene = Escena
les-maker-cp-caption = En el paso { $step } ({ $time } s):{ " " }
les-maker-added = Punto de control { $n } añadido en el paso { $step }.
les-maker-first = Primero añade un punto de control: prepara la escena y pulsa «Añadir este estado».
les-maker-first-short = Primero añade un punto de control.
les-maker-yours = tu lección
les-maker-errors = La lección tiene errores: corrígelos antes de compartirla o guardarla
les-maker-copied = Enlace de la lección copiado: { $chars } caracteres, { $n ->
        [one] { $n } punto de control.
       *[other] { $n } puntos de control.
    }
les-copy-this = Copia este enlace
les-maker-undo = Deshacer
les-maker-back = El punto de control { $n } ha vuelto.
les-maker-removed = Punto de control { $n } («{ $title }») eliminado.{ " " }
les-maker-full = Este navegador no pudo guardar el borrador (almacenamiento lleno): compártelo o guárdalo antes de salir.
les-maker-none = Aún no hay puntos de control: prepara la escena (paso, selecciona un agente, capas) y pulsa «Añadir este estado».
les-maker-row-title =
    .aria-label = Título del punto de control { $n }
les-maker-row-caption =
    .aria-label = Leyenda del punto de control { $n }
les-maker-preview = Vista previa (rellenada en el paso { $step } de la escena de este punto de control): { $text }
les-maker-up = Subir el punto de control { $n }
les-maker-down = Bajar el punto de control { $n }
les-maker-remove = Eliminar el punto de control { $n }
les-task-add = Añadir una tarea y una pista
les-task-summary = Tarea: { $goal }
les-task-field = Tarea del punto de control { $n }: { $field }
les-task-goal = objetivo
les-task-agent = agente
les-task-measure = medida
les-task-value = valor
les-task-within = pasos que se ejecuta
les-task-text = qué hacer
    .placeholder = Lo que hace el lector, en una frase
les-task-hint = pista
    .placeholder = Se muestra tras dos comprobaciones que no pasaron
les-goal-none = sin tarea
les-goal-arrive = un agente llega
les-goal-arriveClean = un agente llega sin colisión
les-goal-below = una medida acaba por debajo de un valor
les-goal-above = una medida acaba por encima de un valor
les-task-do-arrive = Cambia la escena para que { $agent } llegue a su meta.
les-task-do-arriveClean = Cambia la escena para que { $agent } llegue a su meta sin colisión.
les-task-do-below = Cambia la escena para que { $measure } acabe por debajo de { $value }.
les-task-do-above = Cambia la escena para que { $measure } acabe por encima de { $value }.
les-ex-label = Ejercicio
les-ex-edit = Editar mi script
    .title = Abre el script en el editor (E); Aplicar lo ejecuta en los paneles de comparación
les-ex-check = Comprobar mi solución
    .title = Ejecuta las escenas de la batería de calidad con tu script, el integrado y seek, y compara
les-ex-share = Compartir mi solución
    .title = Copia un enlace a este ejercicio con tu script dentro
les-ex-stop = Detener
les-ex-table =
    .aria-label = Tu script frente al integrado y a seek simple, por tipo de escena
les-ex-scope = Comprobar mi solución ejecuta tu script, tal como está aplicado, en { $families } de la batería de calidad, junto al { $reference } integrado y a seek (sin evasión).
les-ex-family-fields = campos de círculos
les-ex-family-blocks = celdas bloqueadas
les-ex-family-wall = un muro en el camino
les-ex-family-trap = una trampa en U
les-ex-family-corridor = pasillos
les-ex-family-doorway = puertas
les-ex-family-crossing = agentes que se cruzan
les-ex-family-oncoming = agentes de frente
les-ex-family-overtaking = adelantamientos
les-ex-family-fan-in = agentes que convergen
les-ex-family-ring = anillos de agentes
les-ex-family-streams = cuatro flujos
les-ex-col-arrived = llegaron
les-ex-col-collisions = colisiones / agente
les-ex-col-depth = solapamiento máximo
les-ex-col-contacts = contactos entre agentes / agente
les-ex-col-contact-time = s en contacto / agente
les-ex-col-time = s hasta la meta / agente que llegó
les-ex-col-effort = esfuerzo / agente (u/s)
les-ex-col-score = puntuación
les-ex-score-note = Puntuación por agente, cuanto menor mejor: 50 por colisión o contacto entre agentes, más los segundos hasta la meta (para un agente que no llegó, toda la ejecución y 60 más), más 0,1 por u/s de cambio de velocidad (esfuerzo).
les-ex-arrived = { $reached } / { $agents }
les-ex-arrived-stopped = { $reached } / { $agents }, { $stops } detenidos por el script
les-ex-yours = el tuyo
les-ex-builtin = { $reference } integrado
les-ex-hint-any = Abre Contrato para ver qué devuelve world.castRay; usa print() con los valores que calculas (la consola los muestra por paso) y compara tus rayos con el panel integrado.
les-ex-than = { $than ->
        [fewer] menos que
        [more] más que
       *[same] tantas como
    } { $whose ->
        [seek] seek
       *[builtin] el { $reference } integrado
    } { $value }
les-ex-compared = { $yours } colisiones por agente, { $seek } y { $builtin }
les-ex-stopped = Tu script detuvo { $stops } de { $agents } agentes, así que su fila aún no es un resultado (un agente detenido no choca con nada). El primero { $first }. Corrígelo y vuelve a comprobar.
les-ex-not-arrived = Llegaron { $reached } de { $agents } agentes (el integrado: { $ref }); el tuyo: { $compared }.
les-ex-no-better = Todos los agentes llegaron, pero el tuyo no evita mejor que seek: { $compared }; { $contact } s en contacto por agente frente a { $seekContact } s de seek.
les-ex-passed = Todos los agentes llegaron; el tuyo: { $compared }, y { $contact } s en contacto por agente frente a { $seekContact } s de seek.
les-ex-stopped-changed = Detenido: tu código cambió. Vuelve a comprobar.
les-ex-outdated = Tu código cambió desde esta comprobación (la tabla es del código anterior): vuelve a comprobar.
les-ex-stopped-short = Detenido.
les-ex-loading = Cargando…
les-ex-runs = { $done } / { $total } ejecuciones
les-ex-worker-failed = falló el worker de la comprobación
les-ex-failed = La comprobación no se ejecutó: { $errors }
les-ex-done = { $runs } escenas cada uno, { $seconds } s.
les-ex-copied = Enlace copiado: abre este ejercicio con tu script dentro.
les-ex-code-base64 = code: no es un script (su contenido no es base64url)
les-ex-code-utf8 = code: no es texto UTF-8
## h-panels3a: scripts
sed-agent = agente { $n }
sed-agent-added = un agente añadido en el paso { $step }
scr-contract = El contrato
    .aria-label = El contrato de los scripts
scr-intro = function steer(agent, world) se llama una vez por paso para cada agente que ejecuta el script (en orden de agentes) y devuelve { "{" } x, y { "}" }: la aceleración que quiere, en u/s². El núcleo la recorta a agent.maxAccel y luego aplica el límite de velocidad, como con cualquier comportamiento.
scr-agent-xy = posición, en unidades del mundo
scr-agent-v = velocidad, u/s
scr-agent-body = cuerpo y límites (u, u/s, u/s²)
scr-agent-goal = su meta, en unidades del mundo
scr-agent-dt = el paso de tiempo (s) y el paso que se decide (0 el primero)
scr-agent-params = sus parámetros libres, { "{" } name: number { "}" } (8 como máximo)
scr-agent-memory = un objeto que se conserva entre llamadas: datos simples, 4 KiB como máximo en JSON, parte de los fotogramas clave (volver atrás es exacto); { "{" }{ "}" } en la primera llamada
scr-world-castRay = null, o { "{" } distance, x, y, nx, ny, kind { "}" } (kind "cell" o "circle"): el lanzamiento con el que perciben los integrados. Los 3 primeros rayos de un paso se dibujan y se listan en el panel.
scr-world-neighbors = los otros agentes cuyo centro está dentro de radius: [{ "{" } x, y, vx, vy, radius { "}" }], en un orden fijo
scr-world-blocked = si la celda (cx, cy) está bloqueada (fuera de la cuadrícula: true)
scr-world-random = un número en [0, 1), sembrado por la escena, el paso, el agente y el sorteo (Math.random es esto)
scr-world-show = un número con nombre (hasta 8 por paso) en el panel
scr-world-note = una frase (hasta 4 por paso, 200 caracteres) en el panel y la consola
scr-stops = Qué detiene a su agente (motivo de parada script, con la línea)
scr-stop-throw = un throw, o una respuesta que no es { "{" } x, y { "}" } de números finitos
scr-stop-runaway = un desbocado: más de sim.scriptBudget comprobaciones de interrupción en una llamada (QuickJS comprueba cada 10.000 de sus ticks, unas 5.000 vueltas de un bucle simple: la misma cuenta en cualquier máquina; ningún reloj detiene un script)
scr-stop-memory = memoria: 16 MiB para todos los scripts; agent.memory 4 KiB en JSON
scr-stop-sandbox = sin DOM, red, temporizadores, Date, módulos ni objetos del anfitrión: fetch, require y process no están definidos. Guarda el estado en agent.memory (las variables de nivel superior no forman parte de los fotogramas clave).
scr-whole = El contrato completo: docs/scripts.md en el código fuente.
scr-unclosed = Falta un signo de cierre: el { $ch } de la línea { $line }, columna { $column } nunca se cierra. Añade su { $pair } donde termina esa parte.
scr-unopened = El { $ch } de la línea { $line }, columna { $column } no cierra nada: falta un { $pair } antes, o este sobra.
scr-mismatch = Falta un signo de cierre: el { $ch } de la línea { $line }, columna { $column } nunca se cierra (antes llega el { $close } de la línea { $closeLine }). Añade su { $pair } donde termina esa parte.
scr-near = Línea { $line }: "{ $token }" no puede ir aquí. Falta o sobra una palabra, un operador o una coma justo antes.
scr-unreadable = La línea { $line } no es JavaScript que el motor pueda leer ({ $what }).
scr-mark-syntax = { $text } (QuickJS: línea { $line }, columna { $column }: { $message })
scr-mark-stopped = «{ $agent }» detenido: { $text } (línea { $line }: { $message })
scr-mark-stopped-in = «{ $agent }» detenido en «{ $pane }»: { $text } (línea { $line }: { $message })
scr-mark-stopped-plain = «{ $agent }» detenido: { $text }
scr-mark-stopped-in-plain = «{ $agent }» detenido en «{ $pane }»: { $text }
scr-loop = el bucle de la línea { $line }
scr-loops = uno de los bucles de las líneas { $lines }
scr-millions = { $n } millones
scr-thousands = { $n } mil
scr-at-line = Línea { $line }
scr-at-script = El script
scr-budget = agotó su presupuesto ({ $checks } comprobaciones de interrupción, unas { $operations } operaciones)
scr-slow = tardó más de { $ms } ms
scr-runaway = La llamada { $ran }: ¿un bucle que nunca termina? Mira { $where }: comprueba que su condición cambia dentro del bucle.
scr-runaway-from = La llamada { $ran }: ¿un bucle que nunca termina? Mira los bucles desde la línea { $line }: comprueba que su condición cambia dentro del bucle.
scr-null-why = world.castRay devuelve null cuando su rayo no toca nada: compruébalo antes (if (hit) { "{" } … { "}" }).
scr-undefined-why = Un nombre escrito de otra forma, o un campo que el agente no tiene (Contrato los lista), es undefined.
scr-no-field = { $at }: "{ $owner }" es { $none } ahí, así que no tiene "{ $prop }". { $why }
scr-no-field-value = { $at }: un valor es { $none } ahí, así que no tiene "{ $prop }". { $why }
scr-not-defined = { $at }: nada se llama "{ $name }" aquí. Revisa cómo está escrito, o decláralo (let, const) antes de usarlo.
scr-not-function = { $at } llama a algo que no es una función: revisa el nombre (las llamadas del mundo son world.castRay, world.neighbors, world.blocked, world.random, world.show, world.note).
scr-bad-return = { $at }: steer debe terminar con return { "{" } x, y { "}" }, dos números finitos (una aceleración). Devolvió { $got }.
scr-at = { $at }: { $what }
scr-runtime-failed = El entorno de los scripts falló: { $what }
scr-no-script = { $name }: esta escena no tiene ningún script con ese nombre.
scr-no-answer = El script no dio respuesta.

## h-panels3b: canvas captions
# The key numbers' words on the canvas (draw/key-numbers.js; in en.js): raycast's avoid point, a context agent with every slot masked and its chosen direction, the feelers' lateral command before its number
kn-avoid-point = punto de evasión
kn-all-masked = todo enmascarado
kn-chosen = elegida
kn-command = orden
# The ORCA velocity-space inset (draw/orca.js; cv- is en-draw.js, fetched with the drawers): its caption with the square's half-width (short: a phone), how the velocity was chosen
cv-orca-title = espacio de velocidades (ORCA), ±{ $w } u/s
cv-orca-range = ±{ $w } u/s
cv-orca-allowed = velocidad preferida permitida
cv-orca-nearest = velocidad permitida más cercana
cv-orca-fallback = alternativa: mínima violación
cv-orca-squeezed = comprimida: mínima violación
cv-orca-fallback-short = alternativa
cv-orca-squeezed-short = comprimida
# The P-proxy heat map's legend (draw/heat-legend.js): its title, the ramp's two ends
cv-heat-title = P-proxy de cada celda (P = { $p })
cv-heat-near = { $n } (cerca)
cv-heat-far = { $n } (lejos)
# The context map inset's title (draw/context.js)
cv-context-title = mapa de contexto · { $name }
# The feelers' side view (draw/profile.js): its title, the slope's line (long, shorter, shortest for a narrow pane: the slope's kind, the dot product, the offset), the core's slope kinds and hit kinds, an obstacle's height, what each feeler met
cv-side-title = Vista lateral · { $name } · rumbo →
cv-slope-on = { $kind }: dot = { $dot } → desplazamiento { $offset } u
cv-slope-off = { $kind }: dot = { $dot } → pendiente desactivada, { $target } u sin aplicar
cv-slope-on-short = { $kind }: dot { $dot } → desplaz. { $offset } u
cv-slope-on-shortest = { $kind }: dot { $dot } → { $offset } u
cv-slope-off-short = { $kind }: dot { $dot } → pendiente desact. ({ $target } u)
cv-slope-off-shortest = { $kind }: dot { $dot } → desact. ({ $target } u)
cv-slope-level = llano
cv-slope-incline = subida
cv-slope-decline = bajada
cv-slope-across = de través
cv-hit-wall = pared
canvas-grid-blocked = bloqueada
cv-hit-circle = círculo
cv-hit-ground = suelo
cv-obstacle-high = { $kind } de { $height } u de alto
cv-feeler-hit = { $hit } { $distance }
cv-feeler-over = sobre un obstáculo
cv-feeler-over-short = sobre
cv-feeler-clear = libre
cv-units = { $n } u

## h-panels3b: opening, links, storage, refusals
# The page's start-up failure (main.js): in English when it comes before the locale's catalogue
start-failed = sidestep no pudo arrancar: { $error }
# A scene that could not be opened (sim/document.js): the error box's title, the page's own reasons; the names of what is opened (app/document.js, app/files.js, ui/console-api.js, ui/maps.js)
ld-failed = No se pudo abrir { $source }
ld-script-engine = scripts: el motor de scripts no se cargó ({ $error })
ld-too-large = archivo: { $size } bytes supera el límite de { $limit } bytes ({ $mib } MiB)
obs-reading = Abriendo { $source }: { $percent } leído
obs-building = Abriendo { $source }: construyendo la escena
obs-wait = Un momento: el mundo responde en cuanto el escenario esté abierto
ld-not-a-scene = { $name }: no es un archivo de escenario (JSON, que empieza por { "{" }), ni un caso de prueba de SteerSuite (XML), ni un enlace para compartir.
ld-movingai-hint = { " " }Un mapa o scen de Moving AI se abre con «Abrir .map / .scen…» (o soltándolo sobre el mundo).
ld-link-too-long = enlace: el enlace de esta escena tendría { $length } caracteres, más de lo que abren los navegadores ({ $max } aquí; Firefox rechaza direcciones de más de { $firefox }). Expórtala como archivo (Exportar, en Editar).
ld-name-my-scene = «{ $name }» de Mis escenas
ld-name-example = el ejemplo «{ $title }»
ld-name-autosave = la escena guardada automáticamente
ld-name-welcome = el ejemplo de bienvenida
ld-name-link = el enlace
ld-name-dropped-link = el enlace soltado
ld-name-scenario = el escenario
map-open-problem = problema { $row } de { $scen }
# A share link that does not decode (sim/link.js): the core's words (core/src/io/link.cpp) in English
ld-link-limit = enlace: el límite del núcleo { $name } no está cargado (carga antes el módulo)
ld-link-length = enlace: no es base64url: { $size } caracteres no pueden ser un número entero de bytes
ld-link-character = enlace: no es base64url: el carácter { $at } no es A-Z, a-z, 0-9, - ni _
ld-link-inflates = enlace: al descomprimirlo supera { $limit } bytes (el límite); se rechaza
ld-link-not-deflate = enlace: no son datos deflate (truncados o dañados)
ld-link-empty = enlace: vacío (se esperaba #s= seguido del escenario)
ld-link-too-many = enlace: { $length } caracteres supera el límite de { $limit }
ld-link-not-utf8 = enlace: el escenario no es texto UTF-8
# My scenes' storage errors (sim/library.js)
ld-storage-failed = falló la petición al almacenamiento
ld-no-indexeddb = este navegador no guarda escenas (no hay IndexedDB)
ld-no-entry = Mis escenas: no hay ninguna entrada { $id }
# Refusals worded in the page: the agent editor's (sim/sim-edits.js), a number field's (ui/number-field.js), the console API's step and events (sim/sim.js, sim/records.js)
ld-edit-one-of = { $path }: debe ser uno de { $list }, se obtuvo { $got }
ld-edit-point = { $path }: debe ser [x, y]
ld-edit-unknown-param = { $path }: parámetro desconocido de { $owner }
ld-edit-unknown-setting = { $path }: ajuste desconocido (existen { $list })
ld-not-a-number = { $name }: debe ser un número (el campo está vacío o contiene otra cosa)
ld-step-n = step: n debe ser un número entero >= 0, se obtuvo { $got }
ld-seek-step = seek: step debe ser un número entero >= 0, se obtuvo { $got }
ld-events-kind = events: kind debe ser uno de { $list }, se obtuvo { $got }
# The Run all worker's failure (sim/run-all.js), the video recorder's (draw/encode.js, worded by the animation dialog), the legend with no agents (ui/legend.js), the panes in compare mode refusing an edit (app/keys.js)
map-run-all-failed = falló el worker de Ejecutar todo
anim-recorder-empty = la grabadora del navegador dio { $bytes } bytes para { $frames } fotogramas (sin vídeo): inténtalo de nuevo o haz un GIF
legend-no-agents = sin agentes
keys-compare-copies = Los paneles son copias de la escena: «Editar la escena» (bajo el título) sale del modo de comparación para cambiarla.
# The timeline's memory tooltip (ui/timeline.js)
tl-memory = { $steps } pasos calculados; { $keyframes } fotogramas clave (uno cada { $interval } pasos), { $used } MB de { $budget } MB, más { $recent } MB de los estados que recorrió el último paso atrás (24 MB como máximo); { $edits }
tl-edits = { $n ->
        [one] { $n } edición hecha durante la ejecución
       *[other] { $n } ediciones hechas durante la ejecución
    }


## h-words5: the World's refused edits (core/src/world)
invalid-no-agent = { $path }: no hay agente { $index } (hay { $count })
invalid-no-circle = { $path }: no hay círculo { $index } (hay { $count })
invalid-no-path = { $path }: no hay camino { $index } (hay { $count })
invalid-no-script = { $path }: no hay ningún script llamado "{ $name }"
invalid-resize-outside = { $path }: { $width } x { $height } dejaría agents[{ $agent }].{ $field } ({ $x }, { $y }) fuera del mundo; mueve o quita antes el agente
invalid-cell-outside = { $path }: ({ $x }, { $y }) está fuera de la cuadrícula de { $width } x { $height }
invalid-agent-cell = { $path }: debe ser una celda 0..{ $maxX } x 0..{ $maxY }, pero es ({ $x }, { $y })
invalid-agent-inside = { $path }: debe estar dentro del mundo [0, { $width }] x [0, { $height }], pero es ({ $x }, { $y })
invalid-finite = { $path }: deben ser números finitos
invalid-point-count = { $path }: debe tener entre { $min } y { $max } puntos, pero tiene { $got }
invalid-points-far = { $path }: los puntos deben ser finitos y estar a menos de { $max } del origen
invalid-integer-limits = { $path }: debe ser un entero entre { $lo } y { $hi }
invalid-max-agents = { $path }: como mucho { $max } agentes
invalid-max-circles = { $path }: como mucho { $max } círculos
invalid-max-paths = { $path }: como mucho { $max } caminos
invalid-max-scripts = { $path }: como mucho { $max } scripts
## h-words5: Moving AI map and scen errors (core/src/io/movingai_*.cpp)
invalid-movingai-too-large = línea { $line }: el archivo tiene { $bytes } bytes, más que el límite de { $max }
invalid-movingai-stopped = se detuvo tras { $n } errores
invalid-map-empty = línea { $line }: archivo vacío (un .map empieza por 'type octile')
invalid-map-ends-before-map = línea { $line }: el archivo termina antes de la línea 'map'
invalid-map-ends-before-map-missing = línea { $line }: el archivo termina antes de la línea 'map' (faltan { $missing })
invalid-map-second-line = línea { $line }: una segunda línea '{ $key }'
invalid-map-type = línea { $line }: type debe ser 'octile', pero es { $got }
invalid-map-side = línea { $line }: { $key } debe ser un entero entre 1 y { $max }, pero es { $got }
invalid-map-before = línea { $line }: 'map' antes de la línea '{ $header }'
invalid-map-expected-type = línea { $line }: se esperaba 'type octile', pero es { $got }
invalid-map-expected-header = línea { $line }: se esperaba una línea de cabecera (type octile, height H, width W, map), pero es { $got }
invalid-map-ends-after = línea { $line }: el archivo termina tras { $rows } filas, height dice { $height }
invalid-map-row-width = línea { $line }: la fila tiene { $chars } caracteres, width dice { $width }
invalid-map-character = línea { $line }: carácter desconocido { $char } en la columna { $column } (libres: { $free }; bloqueadas: { $blocked })
invalid-map-more-rows = línea { $line }: más filas de las que dice height ({ $height })
invalid-scen-empty = línea { $line }: archivo vacío (un .scen empieza por 'version 1')
invalid-scen-version = línea { $line }: se esperaba 'version 1', pero es { $got }
invalid-scen-too-many = línea { $line }: más de { $max } problemas (el límite)
invalid-scen-fields = línea { $line }: se esperaban 9 campos (grupo, mapa, ancho del mapa, alto del mapa, inicio x, inicio y, meta x, meta y, longitud óptima), pero hay { $got }
invalid-scen-fields-more = línea { $line }: se esperaban 9 campos (grupo, mapa, ancho del mapa, alto del mapa, inicio x, inicio y, meta x, meta y, longitud óptima), pero hay más
invalid-scen-integer = línea { $line }: { $column } debe ser un entero entre { $lo } y { $hi }, pero es { $got }
invalid-scen-integer-in = línea { $line }: { $column } debe ser un entero entre { $lo } y { $hi } ({ $side } { $size }), pero es { $got }
invalid-scen-col-bucket = grupo
invalid-scen-col-map-width = ancho del mapa
invalid-scen-col-map-height = alto del mapa
invalid-scen-col-start-x = inicio x
invalid-scen-col-start-y = inicio y
invalid-scen-col-goal-x = meta x
invalid-scen-col-goal-y = meta y
invalid-scen-map-name = línea { $line }: nombre de mapa de más de { $max } caracteres
invalid-scen-optimal = línea { $line }: la longitud óptima debe ser un número entre 0 y { $max }, pero es { $got }
invalid-scen-other-map = línea { $line }: el problema es para el mapa { $name }, no { $map }
invalid-scen-size = línea { $line }: el problema dice que el mapa mide { $w } x { $h }, pero mide { $width } x { $height }
invalid-scen-blocked-start = línea { $line }: el inicio ({ $x }, { $y }) es una celda bloqueada
invalid-scen-blocked-goal = línea { $line }: la meta ({ $x }, { $y }) es una celda bloqueada

## h-words6: the scenario file's field errors (core/src/io)
invalid-too-large = { $path }: { $bytes } bytes es más que el límite de { $max } bytes
invalid-json = { $path }: no es JSON válido: línea { $line }, columna { $column }: { $what }
invalid-json-character = { $path }: no es JSON válido: línea { $line }, columna { $column }: carácter inesperado '{ $character }'
invalid-json-duplicate-key = { $path }: no es JSON válido: línea { $line }, columna { $column }: clave repetida "{ $key }"
invalid-json-depth = { $path }: no es JSON válido: línea { $line }, columna { $column }: anidado a más de { $max } niveles
invalid-json-after-value = texto inesperado después del valor JSON
invalid-json-literal = literal no válido
invalid-json-end = el texto termina antes de tiempo
invalid-json-key-expected = se esperaba una clave entre comillas
invalid-json-colon = se esperaba ':'
invalid-json-object-end = se esperaba ',' o '{ "}" }'
invalid-json-array-end = se esperaba ',' o ']'
invalid-json-number = número no válido
invalid-json-fraction = número no válido: se esperaban dígitos después de '.'
invalid-json-exponent = número no válido: se esperaban dígitos en el exponente
invalid-json-u-truncated = escape \u incompleto
invalid-json-u-escape = escape \u no válido
invalid-json-unterminated = texto entre comillas sin cerrar
invalid-json-control = carácter de control dentro de un texto
invalid-json-open-string = este texto entre comillas no se cierra antes del final de su línea
invalid-json-comma-brace = una coma justo antes de '{ "}" }' (quita la última coma)
invalid-json-comma-bracket = una coma justo antes de ']' (quita la última coma)
invalid-json-unclosed-object = el archivo termina antes de cerrar esta '{ "{" }'
invalid-json-unclosed-array = el archivo termina antes de cerrar este '['
invalid-json-surrogate = sustituto sin pareja en un escape \u
invalid-json-escape = escape no válido dentro de un texto
invalid-json-stopped = se detuvo la lectura (se pidió otra escena)
invalid-json-object = { $path }: debe ser un objeto JSON ({ $format }), pero es { $got }
invalid-version-required = { $path }: es obligatorio y debe ser { $version }
invalid-version = { $path }: debe ser { $version } (esta versión lee el formato v{ $version }), pero es { $got }
invalid-object-keys = { $path }: debe ser un objeto { $keys }, pero es { $got }
invalid-object-keys-or-null = { $path }: debe ser un objeto { $keys } o null, pero es { $got }
invalid-shape = { $path }: debe ser { $shape }, pero es { $got }
invalid-required-shape = { $path }: es obligatorio: { $shape }
invalid-array-of = { $path }: debe ser una lista de { $what }, pero es { $got }
invalid-array-names = { $path }: debe ser una lista de nombres
invalid-at-most = { $path }: debe tener como mucho { $max } { $what }, pero tiene { $got }
invalid-at-most-with-regions = { $path }: debe tener como mucho { $max } { $what } con los { $regions } de las regiones, pero tiene { $got }
invalid-at-least = { $path }: debe tener al menos { $min } { $what }
invalid-count-between = { $path }: debe tener entre { $min } y { $max } { $what }, pero tiene { $got }
invalid-noun-agents = agentes
invalid-noun-circles = círculos
invalid-noun-edits = ediciones
invalid-noun-paths = caminos
invalid-noun-points = puntos
invalid-noun-xy-points = puntos [x, y]
invalid-noun-regions = regiones
invalid-noun-rows = filas
invalid-noun-scripts = scripts
invalid-noun-variants = variantes
invalid-got-object = un objeto
invalid-got-array = una lista
invalid-got-items = una lista de { $items } elementos
invalid-either = { $path }: debe ser "{ $a }" o "{ $b }", pero es { $got }
invalid-either3 = { $path }: debe ser "{ $a }", "{ $b }" o "{ $c }", pero es { $got }
invalid-number-min = { $path }: debe ser un número >= { $min }, pero es { $got }
invalid-finite-number = { $path }: debe ser un número finito, pero es { $got }
invalid-axes = { $path }: cada eje debe ser un número en { $range }, pero es { $got }
invalid-axes-range = { $path }: cada eje debe estar en { $range }
invalid-setting-value = { $path }: debe ser un número, true o false, o el nombre de una opción, pero es { $got }
invalid-behavior-name = { $path }: debe ser el nombre de un comportamiento, pero es { $got }
invalid-unknown-key-for = { $path }: clave desconocida para { $kind }
invalid-within-origin = { $path }: debe estar a no más de { $max } del origen
invalid-inside-world = { $path }: debe estar dentro del mundo [0, { $width }] x [0, { $height }], pero es { $got }
invalid-grid-cell = { $path }: debe ser una celda [x, y] con enteros 0..{ $maxX } y 0..{ $maxY }, pero es { $got }
invalid-cell-integers = { $path }: debe ser [x, y], enteros 0..{ $max }
invalid-cells-integers = { $path }: cells[{ $index }] debe ser [x, y], enteros 0..{ $max }
invalid-grid-setting = { $path }: los agentes de cuadrícula avanzan una celda por paso y no tienen { $key }; quítalo
invalid-no-paths = { $path }: no hay caminos en world.paths
invalid-script-only = { $path }: solo los agentes con script nombran un script; quítalo o pon "behavior": "script"
invalid-script-required = { $path }: es obligatorio para un agente con script (el nombre de uno de los scripts de la escena)
invalid-script-missing = { $path }: no hay ningún script llamado "{ $name }" (la escena tiene: { $names })
invalid-script-missing-none = { $path }: no hay ningún script llamado "{ $name }" (la escena no tiene ninguno)
invalid-script-not-in-scene = { $path }: no hay ningún script llamado "{ $name }" entre los scripts de la escena
invalid-script-name = { $path }: el nombre de un script debe ser una letra o _ seguida de hasta 31 letras, dígitos o _
invalid-param-name = { $path }: el nombre de un parámetro debe ser una letra o _ seguida de hasta 31 letras, dígitos o _
invalid-script-params = { $path }: un agente con script tiene como mucho { $max } parámetros, pero tiene { $got }
invalid-object-of-numbers = { $path }: debe ser un objeto de números por nombre, pero es { $got }
invalid-object-of-settings = { $path }: debe ser un objeto de ajustes por nombre, pero es { $got }
invalid-pace = { $path }: debe ser 0 (lo más rápido posible) o un número de pasos por segundo en { $range }, pero es { $got }
invalid-selected-none = { $path }: debe ser null: no hay agentes
invalid-repeats = { $path }: repite "{ $name }"
invalid-world-object = { $path }: debe ser un objeto con "grid" (y, si se quiere, "circles")
invalid-size-and = { $path }: da el tamaño de una cuadrícula abierta: quítalo, o quita { $other }
invalid-size = { $path }: debe ser [ancho, alto] en celdas, pero es { $got }
invalid-grid-required = { $path }: es obligatorio: una lista de filas como "..@@.." (o world.map, el nombre de un mapa incluido: { $maps })
invalid-grid-rows = { $path }: debe ser una lista no vacía de textos de fila, pero es { $got }
invalid-first-row = { $path }: debe ser un texto de 1..{ $max } celdas, pero tiene { $n } caracteres
invalid-first-row-got = { $path }: debe ser un texto de 1..{ $max } celdas, pero es { $got }
invalid-row-width = { $path }: debe tener { $width } celdas como la fila 0, pero tiene { $got }
invalid-cell-character = { $path }: carácter de celda desconocido { $char } (libre: . o G; bloqueada: @, O o T)
invalid-map-and-grid = { $path }: da el nombre de un mapa incluido o world.grid, no ambos
invalid-unknown-map = { $path }: mapa desconocido "{ $name }"; los mapas incluidos son { $maps }
invalid-terrain-rows = { $path }: debe ser una lista de { $rows } filas (alto de la cuadrícula + 1), pero tiene { $n }
invalid-terrain-rows-got = { $path }: debe ser una lista de { $rows } filas (alto de la cuadrícula + 1), pero es { $got }
invalid-terrain-columns = { $path }: debe ser una lista de { $columns } números (ancho de la cuadrícula + 1), pero tiene { $n }
invalid-terrain-columns-got = { $path }: debe ser una lista de { $columns } números (ancho de la cuadrícula + 1), pero es { $got }
invalid-whole-grid-edits = { $path }: como mucho { $max } ediciones resizeGrid, clearGrid y clearTerrain en un historial
invalid-step-order = { $path }: no debe ser menor que el paso anterior ({ $before }), pero es { $got }
invalid-step-max = { $path }: debe ser como mucho sim.maxSteps ({ $max }), pero es { $got }
invalid-history-clear = { $path }: clear empieza un escenario nuevo y no puede formar parte del historial de una ejecución
invalid-history-edit = { $path }: { $edit } en el paso { $step }: { $why }
invalid-variant-history = { $path }: history[{ $entry }]: { $edit } en el paso { $step } no encaja en esta variante: { $why }
invalid-fold-edit = history[{ $entry }] ({ $edit } en el paso { $step }): no se puede aplicar en el paso 0: { $why }
invalid-variant-no-agent = { $path }: no hay ningún agente { $agent } (hay { $agents })
invalid-variant-grid-on-continuous = { $path }: { $behavior } es un comportamiento de cuadrícula y el agente { $agent } es continuo ({ $own })
invalid-variant-continuous-on-grid = { $path }: { $behavior } es un comportamiento continuo y el agente { $agent } es de cuadrícula ({ $own })
invalid-variant-param = { $why } (agente { $agent })
invalid-label-required = { $path }: es obligatorio (unas palabras que se muestran sobre su panel)
invalid-agent-twice = { $path }: nombra un agente dos veces
invalid-variant-agents = { $path }: debe ser "all" o una lista no vacía de índices de agentes, pero es { $got }
invalid-variant-script = { $path }: solo una variante con "behavior": "script" nombra un script
invalid-variant-script-required = { $path }: es obligatorio con "behavior": "script" (el nombre de uno de los scripts de la escena)
invalid-area = { $path }: debe ser [x0, y0, x1, y1], cuatro números, pero es { $got }
invalid-area-size = { $path }: debe cumplir x0 < x1 e y0 < y1, y medir al menos un cuerpo (2 x radius = { $body }) de ancho y de alto, pero es { $got }
invalid-goal-required = { $path }: es obligatorio: { $area }, "opposite" o "same-area"
invalid-goal-rule = { $path }: debe ser { $area }, "opposite" (el inicio reflejado por el centro del mundo) o "same-area", pero es { $got }
invalid-count-required = { $path }: es obligatorio: cuántos agentes, 1..{ $max }
invalid-region-grid = { $path }: las regiones colocan agentes continuos; { $behavior } es un comportamiento de cuadrícula (escribe sus agentes en "agents")
invalid-regions-total = { $path }: suman { $total } agentes, más que el límite de { $max }
invalid-region-goal = { $path }: no se encontró una meta libre para el agente { $agent } en { $tries } intentos (la cubren celdas bloqueadas o círculos)
invalid-region-placed = { $path }: se colocaron { $placed } de { $count } (tras { $tries } intentos para el siguiente, el área de inicio no tiene sitio libre para un cuerpo de radio { $radius }): agranda el área o baja la cantidad
invalid-rule = { $path }: { $rule }
invalid-rule-remove = { $path }: { $rule }; quítalo
invalid-rule-grid-avoid = los agentes de cuadrícula no esquivan agentes
invalid-rule-orca-avoid = los agentes orca esquivan agentes con sus propios semiplanos
invalid-rule-context-path = solo los agentes context siguen caminos
invalid-rule-grid-drive = solo los agentes continuos se pueden conducir
invalid-rule-grid-route = los agentes de cuadrícula van de celda en celda; solo los agentes continuos siguen rutas
invalid-rule-script-route = los agentes con script se dirigen solos; no siguen ninguna ruta
invalid-rule-script-avoid = los agentes con script se dirigen solos (world.neighbors ve a los demás agentes)
invalid-rule-script-only = solo los agentes con script nombran un script
## The World's own refusals of an edit (core/src/world)
invalid-max-characters = { $path }: debe tener como mucho { $max } caracteres
invalid-max-characters-got = { $path }: debe tener como mucho { $max } caracteres, pero tiene { $got }
invalid-max-params = { $path }: como mucho { $max } parámetros
invalid-max-bytes = { $path }: como mucho { $max } bytes
invalid-not-a-name = { $path }: "{ $name }" no es un nombre
invalid-named-twice = { $path }: nombrado dos veces
invalid-no-setting = { $path }: no hay ningún ajuste "{ $name }"
invalid-axes-number = { $path }: cada eje debe ser un número en { $range }
invalid-not-driven = { $path }: el agente { $index } no está conducido (antes setDrive)
invalid-grid-body = { $path }: un agente de cuadrícula ({ $behavior }) avanza una celda por paso; solo los agentes continuos tienen un cuerpo que ajustar
invalid-kind-continuous = { $path }: { $behavior } es un comportamiento continuo y el agente { $index } es de cuadrícula; añade un agente nuevo
invalid-kind-grid = { $path }: { $behavior } es un comportamiento de cuadrícula y el agente { $index } es continuo; añade un agente nuevo
invalid-script-needs-name = { $path }: un agente con script necesita el nombre de su script (setAgentScript)
invalid-or = { $path }: debe ser { $a } o { $b }
invalid-or3 = { $path }: debe ser { $a }, { $b } o { $c }
invalid-or3-got = { $path }: debe ser { $a }, { $b } o { $c }, pero es "{ $got }"
invalid-terrain-count = { $path }: debe tener (ancho + 1) x (alto + 1) = { $count } valores, pero tiene { $got }
invalid-finite-within = { $path }: debe ser finito y estar a no más de { $max } del origen
invalid-unknown-kind = { $path }: tipo desconocido
invalid-path-index = { $path }: debe ser -1 o el índice de un camino de un agente context
invalid-only-params = { $path }: { $behavior } solo tiene { $n } parámetros
invalid-not-a-name-pattern = { $path }: "{ $name }" no es un nombre ({ $pattern })
invalid-script-grid-agent = { $path }: script es un comportamiento continuo y el agente { $index } es de cuadrícula
invalid-history-full = { $path }: como mucho { $max } ediciones durante una ejecución; vuelve al paso 0 para editar el escenario
invalid-no-edit = { $path }: no existe esa edición (el historial de la ejecución tiene { $count })
## h-flee2: agent avoidance at the goal (atGoal): an arrived agent gives way, returns and rests
why-head-giving-way = En la meta, cediendo el paso
why-head-at-goal = En la meta
why-head-returning = Volviendo a su meta
why-note-giving-way = en la meta, cediendo el paso: ha llegado (se cuenta la primera vez que estuvo a menos de 0,05 u de su meta) y mantiene en marcha su evitación de agentes (atGoal: giveWay), así que huye, con la regla de siempre, de otro agente cuya aproximación lo golpearía; después vuelve a su meta
why-note-at-goal = en la meta: ha llegado y descansa allí, sin dejar de vigilar a los demás agentes: huye de uno cuya aproximación lo golpearía (atGoal: giveWay; con stop se quedaría aparcado pase lo que pase)
why-note-returning = volviendo a su meta: cedió el paso a otro agente y, sin amenaza ahora, su comportamiento lo trae de vuelta; descansa en cuanto está a menos de 0,05 u de su meta
doc-avoidance-atGoal = Qué hace una vez que ha llegado (se cuenta la primera vez que llega a menos de 0,05 u de su meta, en ambos casos). giveWay: mantiene en marcha su evitación de agentes, huye de otro agente cuya aproximación lo golpearía y luego vuelve a su meta y descansa allí. stop: se detiene para siempre, como los agentes del artículo; los rezagados que entran en un grupo apretado de metas rebotan en él.

## h-words7: a setting's value refused by an edit (core/src/world: edit.cpp, edit_checks.hpp; checkParam's rule for
## the World). $name is the setting's identifier, $owner a behaviour's name or avoidance, shown as written.
invalid-true-or-false = { $path }: debe ser true o false
invalid-choice-index = { $path }: debe ser un índice de opción entre 0 y { $max }
invalid-no-setting-of = { $path }: { $owner } no tiene ningún ajuste "{ $name }" (tiene { $known })
invalid-no-setting-of-none = { $path }: { $owner } no tiene ningún ajuste "{ $name }"
invalid-setting-boolean = { $path }: { $name } debe ser true o false
invalid-setting-one-of = { $path }: { $name } debe ser uno de { $list }
invalid-setting-number = { $path }: { $name } debe ser un número

## h-words8: el veredicto de la tarea de una lección (core/src/lesson/task.cpp, checkTask): cláusulas unidas tal como
## están, cada una con su propia puntuación. $name es el nombre de un agente, $reason el identificador de un motivo de
## parada, $measure el nombre de una medida (run.collisions), $who, $behavior, $numbers los nombres de la medida como en el archivo; tal como se escriben.
task-no-agent-named = La escena no tiene ningún agente llamado { $name } que comprobar.
task-no-agent = La escena no tiene ningún agente { $index } que comprobar.
task-reached = { $name } llegó a su meta en el paso { $step } ({ $seconds } s)
task-reached-with = , con { $collisions ->
        [one] { $collisions } colisión
       *[other] { $collisions } colisiones
    } con obstáculos y { $contacts ->
        [one] { $contacts } contacto
       *[other] { $contacts } contactos
    } con agentes por el camino
task-reached-unclean = , pero no limpiamente: { $collisions ->
        [one] { $collisions } colisión
       *[other] { $collisions } colisiones
    } con obstáculos y { $contacts ->
        [one] { $contacts } contacto
       *[other] { $contacts } contactos
    } con agentes por el camino
task-still = { $name } no llegó a su meta: tras { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    } sigue a { $gap } u de ella
task-stopped = { $name } no llegó a su meta: se detuvo ({ $reason }) en el paso { $step } ({ $seconds } s), a { $gap } u de ella
task-after-hits = , tras { $collisions ->
        [one] { $collisions } colisión
       *[other] { $collisions } colisiones
    } con obstáculos y { $contacts ->
        [one] { $contacts } contacto
       *[other] { $contacts } contactos
    } con agentes
task-others = ; para entonces habían llegado { $reached } de { $agents } agentes
task-end = .
task-measure-error = La medida{ " " }
task-measure-run = { $name }: los valores de la ejecución son collisions, contacts, arrivals
task-measure-form = { $name }: una medida es step, time, run.VALUE o AGENT.VALUE
task-measure-no-agent = { $name }: ningún agente se llama ni tiene el número «{ $who }»
task-measure-numbers = { $name }: { $who } es un agente { $behavior }, cuyos números son { $numbers }
task-measure = { $measure } valía { $value } en el paso { $step } ({ $seconds } s)
task-run-ended = , donde terminó la ejecución
task-below = : por debajo de { $bound }.
task-not-below = : no por debajo de { $bound }.
task-above = : por encima de { $bound }.
task-not-above = : no por encima de { $bound }.

## h-words8: los campos de inicio y meta del editor de agentes, como se leen en voz alta y se nombran en un rechazo
ed-start-x = inicio x
ed-start-y = inicio y
ed-goal-x = meta x
ed-goal-y = meta y

## h-words8: horizon o margin de un archivo antiguo (evitación de agentes) convertido en un ajuste fuera de su rango
invalid-horizon-lookahead = { $path }: son { $value } radios como lookahead con el tamaño y la velocidad de este agente; lookahead debe ser un número entre { $lo } y { $hi }, pero es { $got }
invalid-margin-spacing = { $path }: son { $value } × radios como spacing con el tamaño y la velocidad de este agente; spacing debe ser un número entre { $lo } y { $hi }, pero es { $got }

## h-words9: lesson file errors (core/src/lesson: lesson_parse.cpp, caption.cpp, task.cpp; see en.ftl)
invalid-caption-unopened = una '{ "}" }' sin su '{ "{" }' (escribe { "}}" } para una llave)
invalid-caption-unclosed = una '{ "{" }' sin su '{ "}" }' (escribe { "{{" } para una llave)
invalid-caption-decimals = { $path }: tras ':' van los decimales, un dígito de 0 a 6, o drag
invalid-caption-run = { $path }: los valores de la ejecución son collisions, contacts, arrivals
invalid-caption-form = { $path }: usa { "{step}" }, { "{time}" }, { "{run.VALUE}" }, { "{AGENT.VALUE}" } o { "{AGENT.SETTING:drag}" }
invalid-caption-no-agent = { $path }: ningún agente se llama ni tiene el número «{ $who }»
invalid-caption-values = { $path }: { $who } es un agente { $behavior }, cuyos valores son { $values }
invalid-caption-no-setting = { $path }: { $who } ({ $behavior }) no tiene ningún ajuste { $name } (sus ajustes numéricos: { $names })
invalid-caption-no-setting-none = { $path }: { $who } ({ $behavior }) no tiene ningún ajuste { $name } (sus ajustes numéricos: ninguno)
invalid-caption-not-number = { $path }: { $name } no es un ajuste numérico, así que no se puede arrastrar
invalid-lesson-in = { $field }: { $error }
invalid-lesson-too-large = { $path }: { $bytes } bytes, más de los { $max } que puede tener una lección
invalid-lesson-json-object = { $path }: debe ser un objeto JSON
invalid-lesson-must-be = { $path }: debe ser { $value }
invalid-lesson-id = { $path }: debe tener de 1 a { $max } caracteres entre a-z, 0-9 y -
invalid-lesson-checkpoints = { $path }: debe ser una lista de 1 a { $max } puntos de control
invalid-lesson-exercise-last = { $path }: un ejercicio es el último punto de control de su lección
invalid-lesson-object = { $path }: debe ser un objeto { $keys }
invalid-lesson-scene-first = { $path }: es obligatorio en el primer punto de control
invalid-lesson-no-example = { $path }: no hay ningún ejemplo llamado { $got }
invalid-lesson-scene = { $path }: debe ser el nombre de archivo de un ejemplo o un objeto de escenario
invalid-lesson-edits = { $path }: debe ser una lista de ediciones
invalid-lesson-agent = { $path }: debe nombrar un agente de la escena ({ $names }) o dar su índice, pero es { $got }
invalid-lesson-agent-none = { $path }: debe nombrar un agente de la escena (no tiene ninguno) o dar su índice, pero es { $got }
invalid-lesson-goal = { $path }: debe ser "arrive", "arriveClean", "below" o "above", pero es { $got }
invalid-lesson-measure = { $path }: una tarea below o above nombra un número, como lo hace una leyenda sin llaves (run.collisions, runner.path)
invalid-lesson-measure-only = { $path }: solo una tarea below o above lo tiene
invalid-lesson-measure-agent = { $path }: una tarea below o above nombra su agente en su medida (runner.collisions)
invalid-lesson-bound = { $path }: debe ser un número: el límite { $goal ->
        [below] por debajo del
       *[above] por encima del
    } cual debe terminar la medida
invalid-lesson-no-script = { $path }: la escena no tiene ningún script llamado "{ $name }" (sus scripts: { $names })
invalid-lesson-no-script-none = { $path }: la escena no tiene ningún script llamado "{ $name }" (sus scripts: ninguno)
invalid-lesson-script-unused = { $path }: ningún agente de la escena ejecuta el script "{ $name }"
invalid-lesson-script-panes = { $path }: el conjunto de comparación de la escena debe ejecutar el script "{ $name }" en un panel y el { $behavior } integrado en otro
invalid-lesson-reference = { $path }: debe ser una variante de la batería de calidad ({ $list }), pero es "{ $got }"
invalid-lesson-families = { $path }: debe ser una lista de 1 a { $max } familias de la batería de calidad ({ $list })
invalid-quality-family = { $path }: no hay ninguna familia "{ $name }" (las familias son { $list })
invalid-quality-family-twice = { $path }: "{ $name }" aparece dos veces
invalid-lesson-task-or-exercise = { $path }: un punto de control tiene una tarea o un ejercicio, no ambos
invalid-lesson-task-object = { $path }: debe ser un objeto
invalid-lesson-task-goal = { $path }: debe ser arrive, arriveClean, below o above
invalid-lesson-task-measure = { $path }: una tarea below o above nombra su medida
