# sidestep's English catalogue: every word of the page's chrome (docs/languages.md says what is not here yet).
# The other locales (es.ftl, ...) hold the same ids with the same { $placeholders }: `node scripts/i18n.mjs --check`.

## The page (index.html): each message is an element with that data-l10n-id; its attributes (.title,
## .aria-label, .placeholder) are the element's. A test checks index.html reads as this file says.

# The head
page-title = sidestep · obstacle-avoidance playground
page-description =
    .content = Paint walls, place obstacles and agents, and watch obstacle-avoidance algorithms decide, step by step.

# Skip links and the header
skip-links =
    .aria-label = Skip links
skip-world = Skip to the world
skip-words = Skip to the world in words
skip-panel = Skip to the panel
lessons-open = Lessons
    .title = Guided lessons: one per article, step by step, with tasks to try
tools-bar =
    .aria-label = Editing tools
undo-group =
    .aria-label = Undo and redo
undo =
    .title = Undo (Ctrl+Z)
    .aria-label = Undo
redo =
    .title = Redo (Ctrl+Shift+Z)
    .aria-label = Redo
run-group =
    .aria-label = Run controls
run-reset =
    .title = Start the scene as it is now over, every agent at its start (R). Home goes back to step 0 of this run instead.
    .aria-label = Reset
run-reset-label = Reset
run-step =
    .title = One step (→)
    .aria-label = Step
run-step-label = Step
run-play =
    .title = Play / pause (Space)
    .aria-label = Play
run-play-label = Play
run-pace =
    .title = Steps per second while playing (the rate readout says how that compares with real time)
run-pace-label = Pace
run-pace-select =
    .aria-label = Steps per second while playing
run-share =
    .title = Copy a link that reopens this scene at this step, with these overlays
    .aria-label = Share link
run-share-label = Share link
run-present =
    .title = Presenter mode: large type, the canvas and why the selected agent moves side by side, for a projector (P)
run-present-label = Present
open-full = Open in sidestep ↗
language =
    .title = The page's language (kept in this browser; a shared link opens in the reader's own)
language-select =
    .aria-label = Language

# The stage: the world, errors, zoom, painting bar, compare bar
world =
    .aria-label = The world: grid, obstacles and agents
errors-close =
    .aria-label = Dismiss
errors-unchanged = Nothing was changed: the current scene is as it was.
zoom-group =
    .aria-label = Zoom
zoom-out =
    .title = Zoom out (−, or the wheel)
    .aria-label = Zoom out
zoom-in =
    .title = Zoom in (+, or the wheel)
    .aria-label = Zoom in
zoom-fit = Fit
    .title = Show the whole world (F)
paint-bar =
    .aria-label = Painting: mode, brush size and patterns
paint-modes =
    .aria-label = Painting mode
paint-brush = Brush
paint-brush-select =
    .aria-label = Brush size in cells
paint-maze = Maze
    .title = Replace the walls with a seeded maze (the seed is kept in the scene and its link); again for another
paint-rooms = Rooms
    .title = Replace the walls with seeded rooms joined by doors; again for another
legend =
    .aria-label = Agent colours by behaviour
compare-bar =
    .aria-label = Compare
compare-shown =
    .aria-label = How the variants are shown
compare-side = Side by side
    .title = Each variant in its own pane, laid out to give the worlds the most room
compare-overlay = Overlay
    .title = Every variant in one world, each in its colour, with its trails
compare-picture = Picture
    .title = What the stage shows (every pane, or the overlay) as one PNG picture at 2× pixels
compare-leave = Edit the scene
    .title = Back to editing the scene (the compare set is kept)
compare-table =
    .aria-label = Each variant's measures, over the agents it changes
compare-table-box =
    .aria-label = The measures table (scrolls)
drop-hint = Drop a scenario file (.json), a saved link, a SteerSuite test case (.xml), or a Moving AI .map and .scen to open them

# The timeline and the charts
timeline =
    .aria-label = Timeline
timeline-back =
    .title = Step back one step (←; Shift+← ten)
    .aria-label = Step back 1 step
timeline-scrub =
    .aria-label = Step of the run: drag to go back and forth
charts-toggle = Charts
    .title = Charts of the run: the selected agent's values and the run's tallies over time (C)
charts =
    .aria-label = Charts of the run
charts-agent = Agent
charts-agent-select =
    .aria-label = The agent whose values are charted
charts-hint = hover to preview a step, click or drag to go there
charts-csv = CSV
    .title = Every series as CSV: a row per step
charts-png = PNG
    .title = These charts as a PNG picture
charts-canvas =
    .aria-label = Charts: values over the steps of the run; hover or drag to move along the timeline

# The panel
panel =
    .aria-label = Panel: the world in words, the scene, the selection and the run
sheet-title = Scene, selected agent and events
why-dock =
    .aria-label = The selection: what it is doing and why
selection-none = Click an agent or a circle (Select tool) to see what it is doing and why.
describe-heading = The world in words
describe-agents =
    .aria-label = Agents: Enter selects one
describe-panes =
    .aria-label = The compare's panes
announce-say = Say
announce-say-select =
    .aria-label = Say: what is announced after each step
announce-playing = Playing
announce-playing-select =
    .aria-label = Playing: how often it is said while playing
sound-toggle = Sound
    .title = Hear the selected agent's sensors: each ray that hits is a tone, higher and louder as it nears, left or right; a tick on a collision, a chord on arrival (H)
scene-heading = Scene
scene-more = Show more
settings-summary = Scene settings
settings-title = title
settings-title-input =
    .aria-label = Scene title
settings-description = description
settings-description-input =
    .aria-label = Scene description
settings-dt = dt (s)
settings-dt-input =
    .aria-label = Time step in seconds
settings-max-steps = max steps
settings-max-steps-input =
    .aria-label = Step limit
settings-seed = seed
settings-seed-input =
    .aria-label = Seed of the core's random numbers
settings-at-goal =
    .title = stay: an agent that reaches its goal stops there, a body others must go round. leave: it leaves the world, as SteerSuite disables an agent at its goal.
settings-at-goal-label = at the goal
settings-at-goal-select =
    .aria-label = What an agent does at its goal
settings-at-goal-stay = stays
settings-at-goal-leave = leaves
settings-note = The time step, step limit, seed and what agents do at their goal change from the current step on, as an edit in the run; Reset (R) after a change runs the whole scene with them. The grid's size is under Edit.
compare-toggle = Compare
    .title = Show the scene's compare set side by side on one clock, or go back to editing the scene
compare-edit = Compare…
    .title = Choose 2 to 4 variants of this scene to run side by side
examples = Examples
examples-open = Open an example…
gallery-open = Gallery
    .title = Every example by article, with a picture and a line on what it shows (G)
my-scenes-heading = My scenes
my-scenes-name =
    .aria-label = Name to save the scene under
    .placeholder = Name (or the scene's title)
my-scenes-save = Save
    .title = Keep this scene, as it is now, in this browser
my-scenes-list =
    .aria-label = Scenes kept in this browser
selected-heading = Selected: settings
selected-explain = Explain settings
    .title = Show what each setting does under it (tap-friendly; the same words as the tooltips)
events-heading = Events
events-show = Show
events-list =
    .aria-label = Events of the run: click one to go to its step
events-pause-on =
    .aria-label = Pause play at the next event of these kinds
events-pause-on-label = Pause on
overlays-heading = Overlays
run-heading = Run
edit-heading = Edit
edit-grid = Grid
edit-grid-width =
    .aria-label = Grid width in cells
edit-grid-height =
    .aria-label = Grid height in cells
edit-resize = Resize
edit-clear-walls = Clear walls
edit-clear-all = Clear all
edit-import = Import…
    .title = Open a scenario file (or drop one on the page)
edit-export = Export
    .title = Save this scene as a scenario file
edit-one-file = One file
    .title = Save this scene (or the lesson being played) as one HTML file that opens in any browser, offline
edit-picture = Picture
    .title = Save what the canvas shows as a PNG picture
edit-animation = Animation…
    .title = Save a range of steps of the run as an animated GIF (or a WebM video)
edit-game-code = Use in your game…
    .title = The scene and the selected agent, with its settings as they are now, as code for sidestep's npm and CMake packages

# The panel's glossary
glossary-heading = Glossary
glossary-pproxy = P-proxy
glossary-pproxy-text = Of a cell, for a look-ahead of P steps: the smallest distance to the target from any cell reachable from it in at most P steps through free cells (blocked cells: <i>blocked</i>). An n-proxy agent steps to the neighbour with the lowest P-proxy. P = 0 is plain greedy.
glossary-pstep = P-step
glossary-pstep-text = Of a cell: the number of steps from it to the target when that is at most P, else beyond P. It breaks ties between neighbours of equal P-proxy, so an agent within P steps of its target walks straight in.
glossary-tie = Tie, fixed order
glossary-tie-text = When neighbours share the lowest value, the P-step ranks them (if that rule is on); what stays tied goes to the first of up, down, left, right.
glossary-stop = Stop-on-return
glossary-stop-text = An n-proxy fix: an agent whose next cell would be the one it just left stops there instead of pacing back and forth.
glossary-emergency = Emergency T
glossary-emergency-text = Whiskers: for each ray, T = 1 − d / L, where d is the distance to its hit and L the ray's length (0: nothing seen, 1: touching). The steer grows linearly with the larger T, the brake with T².
glossary-influence = Influence
glossary-influence-text = Feelers: 1 when a side feeler hits (2 when the centre feeler also does), smoothed over time. The lateral command is left − right influence: both sides equal cancel to 0.
glossary-interest = Interest
glossary-interest-text = Context steering: how much each of N directions leads where the agent wants to go (the goal, or its path), from 0 to 1.
glossary-danger = Danger
glossary-danger-text = Context steering: how much a ray in that direction sees in the way, within its look-ahead: 1 masks the slot's interest (mask), or a score subtracted from it (by distance).
glossary-collision = Collision, contact
glossary-collision-text = An overlap of an agent's body with an obstacle (collision) or another agent (contact), counted once until the body is clear again by 0.05 u. Agents have no colliders: they are counted, not prevented.

# The panel's keys
keys-heading = Keys
keys-all = All shortcuts (?)
    .title = All shortcuts (?)
keys-run = <kbd>Space</kbd> play/pause · <kbd>→</kbd> step · <kbd>←</kbd> back (<kbd>Shift</kbd> ten) · <kbd>Home</kbd> <kbd>End</kbd> first and last step · <kbd>R</kbd> reset ·
keys-rest = tools · <kbd>N</kbd> next agent · on the world: arrows move the edit cursor, <kbd>Enter</kbd> applies the tool · <kbd>H</kbd> sound · <kbd>Del</kbd> delete · <kbd>Esc</kbd> deselect · <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo · <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>Z</kbd> redo · wheel or pinch zoom · middle-drag, <kbd>Space</kbd>+drag, two fingers or <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd> pan · <kbd>+</kbd> <kbd>−</kbd> zoom · <kbd>F</kbd> fit · <kbd>C</kbd> charts · <kbd>G</kbd> gallery · <kbd>E</kbd> scripts · <kbd>P</kbd> present · drive mode: arrows or <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>

# The compare editor (dialog)
compare-editor-title = Compare variants of this scene
compare-editor-cancel =
    .aria-label = Close without changes
compare-editor-intro = Each variant is the scene with the chosen agents changed: another behaviour, and/or one setting. They run side by side on one clock, with their measures in a table.
compare-presets = Ready-made
compare-presets-select =
    .aria-label = A ready-made set of variants
compare-presets-pick = Pick a set…
compare-presets-rays = whiskers, feelers, raycast, context (the selected agent, or all)
compare-presets-grid = greedy and nproxy
compare-presets-pstep = n-proxy: P-step rule off and on
compare-presets-p37 = n-proxy: P = 3 and P = 7
compare-presets-avoid = as it is, and as orca
compare-presets-routes = no route, a grid route, an any-angle route
compare-col-label = label
compare-col-agents = agents
compare-col-behaviour = behaviour
compare-col-route = route
compare-col-setting = setting
compare-col-value = value
compare-add = + variant
compare-apply = Compare

# The shortcuts sheet (dialog)
shortcuts-title = Keyboard shortcuts
shortcuts-close =
    .aria-label = Close the shortcuts
sc-space = play / pause (held: drag to pan)
sc-arrows = one step forward / back (with <kbd>Shift</kbd>: ten)
sc-home = step 0 / the last step computed
sc-reset = reset: the scene as it is now, from step 0
sc-tab = the next / previous control (the world is one stop; the skip links come first)
sc-next = select the next / previous agent (it is announced)
sc-esc = deselect; put back what the keyboard holds; close a dialog
sc-cursor-keys = arrows (on the world, an edit tool)
sc-cursor = move the edit cursor (with <kbd>Shift</kbd>: five cells)
sc-apply-keys = <kbd>Enter</kbd> <kbd>Space</kbd> (on the world, an edit tool)
sc-apply = apply the tool at the cursor (Space once the arrows have moved it; before, Space plays): paint or erase a cell, place a circle, place an agent (then move to its goal and <kbd>Enter</kbd> again), add a path point; a line or rectangle ends at the second <kbd>Enter</kbd>
sc-hold-keys = <kbd>Enter</kbd> (on the world, Select)
sc-hold = hold the selected agent (<kbd>Shift</kbd>+<kbd>Enter</kbd>: its goal), circle or path point; the arrows move it, <kbd>Enter</kbd> drops it, <kbd>Esc</kbd> puts it back
sc-radius-keys = <kbd>+</kbd> <kbd>−</kbd> (a circle selected)
sc-radius = its radius up / down by 0.25 u (with <kbd>Shift</kbd>: 1 u)
sc-sound = hear the selected agent's sensors (on / off)
sc-delete = delete the selection
sc-undo = undo / redo
sc-zoom = zoom in, out (no circle selected), fit the whole world (also the wheel, or a pinch)
sc-pan = pan the view up, left, down, right by an eighth of it (with <kbd>Shift</kbd>: half)
sc-charts = charts
sc-gallery = the gallery of examples (arrows move, <kbd>Enter</kbd> opens, <kbd>Esc</kbd> closes)
sc-scripts = the script editor (the selected agent's script; <kbd>Ctrl</kbd>+<kbd>Enter</kbd> applies, <kbd>Esc</kbd> closes)
sc-present = presenter mode: large type, the canvas and why the selected agent moves side by side (also <code>?present=1</code>)
sc-drive-keys = arrows, <kbd>W</kbd><kbd>A</kbd><kbd>S</kbd><kbd>D</kbd>
sc-drive = drive the agent in drive mode
sc-help = this sheet
sc-note = The keys work whatever control you used last, except while you type in a text or number field.

## Written by the code (web/app, web/ui): t('id', { args }). Numbers arrive in the locale's digits.

# The editing tools (ui/tool-list.js): the button's label and, as .hint, the status line and tooltip
tool-select = Select
    .hint = Drag agents, goals and circles. Drag a selected circle's handle to resize. Delete removes the selection.
tool-wall = Walls
    .hint = Drag to paint blocked cells (right-drag erases). Free, Line or Rect and the brush size are in the bar over the canvas; Maze and Rooms draw a seeded pattern.
tool-erase = Erase
    .hint = Drag to clear blocked cells. Free, Line or Rect (a whole area) and the brush size are in the bar over the canvas.
tool-circle = Circle
    .hint = Press and drag out a circle obstacle. Drag an existing one to move it.
tool-agent = + Agent
    .hint = Press at the start and drag to the goal. The menu beside this tool picks the behaviour (grid behaviours snap to cells).
tool-path = Path
    .hint = Click to add points to a path (a new one, or the selected open one); click its first point to close the loop; drag points to move them; Delete removes the selected point.
tool-delete = Delete
    .hint = Click an agent, circle or path point to remove it.
tool-terrain = Terrain
    .hint = Drag to raise, lower or flatten the ground under the disc (the bar over the canvas picks which, its radius and strength). Only feelers sense heights; the other behaviours keep their 2D rules.
# The shortcuts sheet's line for the tool keys
# The behaviour menu beside + Agent (the behaviours' names are the core's identifiers: not translated)
new-behavior =
    .title = Behaviour of new agents
new-behavior-script = { $name } (a new script)
new-behavior-grid = { $name } (grid)
tool-names = tools: { $names }

# The painting bar's modes (ui/brush.js) and brush sizes
paint-free = Free
    .hint = drag to paint
paint-line = Line
    .hint = drag from one end to the other
paint-rect = Rect
    .hint = drag from one corner to the other: walls draw the outline, erase clears the area
brush-size = { $size } × { $size }

# The run's controls and readout (app/playback.js, app/timeline.js, app/present.js)
play-label = Play
pause-label = Pause
present-label = Present
present-stop-label = Stop presenting
pace-max = max
pace-per-second = { $pace } /s
readout-step = step { $step }
readout-time = { $seconds } s
timeline-step-of = step { $step } of { $last }
timeline-edited = edited at step { $step }
state-playing = playing
state-no-agents-yet = no agents yet
state-no-agents = no agents
state-finished = finished
state-paused = paused
# the readout while a big scenario file is read beside the page (the run is not read meanwhile)
state-reading = opening the file
rate = { $steps } steps/s · { $factor }× real time
rate-behind = running at { $steps } steps/s, { $factor }× real time (asked { $pace } /s): a step takes { $ms } ms
step-limit-reached = The run ended at its step limit ({ $step } steps): ← goes back, R starts over.
step-nothing-left = Nothing left to step at step { $step }: every agent has stopped. ← goes back, R starts over, Play replays.

# The readout's thread count (app/threads.js) and why there is one thread (sim/module-choice.js)
threads-count = { $n ->
        [one] { $n } thread
       *[other] { $n } threads
    }
threads-why = { $count }: { $reason }
threads-isolation = this host does not send COOP/COEP
threads-cores = this device has one core
threads-failed = the threaded module did not start

# The panel's titles (app/scene.js, app/selection.js)
scene-show-more = Show more
scene-show-less = Show less
scene-untitled = Untitled scene
selection-hint = Click an agent or a circle (Select tool) to see what it is doing and why.
sheet-title-scene = Scene, selected agent and events
sheet-title-compare = Compare: the variants' events and the scene
sheet-title-agent = { $name } · { $behavior } · { $status } — why it moves

# The compare's row, note and hint (app/compare.js)
compare-edit-change = Change…
compare-edit-new = Compare variants…
compare-note-active = { $n } variants on one clock
compare-note-side = side by side, on one clock
compare-toggle-leave = Edit the scene
compare-toggle-count = Compare { $n } variants
compare-selection-note = Each pane runs its own copy of the scene. The table under the panes compares them (click a row to list that variant's events); the selected agent is drawn in every pane, and the charts (C) plot it, one line per pane.
compare-hint = Compare: each pane is one variant of the scene, all on one clock. Play, step, scrub and go back as usual; "Edit the scene" to change it.

# The world in words (ui/description.js) and what is said aloud (app/describe.js)
describe-summary = { $title }{ $w } × { $h } cells, { $walls ->
        [one] { $walls } wall cell
       *[other] { $walls } wall cells
    }, { $circles ->
        [one] { $circles } circle
       *[other] { $circles } circles
    }, { $agents ->
        [one] { $agents } agent
       *[other] { $agents } agents
    }; step { $step } ({ $time } s).
describe-title = { $title }:{ " " }
describe-agent = { $name }, { $behavior }, at { $at }, goal { $goal }, { $status }
describe-cell = cell { $xy }
describe-pair = ({ $x }, { $y })
describe-colliding = { $status }, colliding
describe-touching = { $status }, touching an agent
describe-more = { $n ->
        [one] and { $n } more agent (N and Shift+N pick them)
       *[other] and { $n } more agents (N and Shift+N pick them)
    }
describe-none = No agents yet: the + Agent tool (5) places one.
describe-near-none = Near { $name }: nothing within { $reach } u.
describe-near = Near { $name }: { $list }.
describe-near-join = ;{ " " }
describe-circle = circle { $index }, { $d } u { $dir }
describe-wall = a wall { $d } u { $dir }
describe-border = the world's edge { $d } u { $dir }
describe-select-note = Select an agent (Enter on its name, or N) to hear why it moves.
# Said when a key or a zoom button pans, zooms or fits the view (app/painting.js): the part of the world that shows
view-shown = Zoom { $zoom }×: from { $from } to { $to }
view-fit = The whole world shows
describe-pane = { $label }: { $text }
# In compare mode: the list of agents above the panes is the first pane's ($label, as the compare set names it)
describe-agents-of = Agents of { $label }: Enter selects one
compass-east = east
compass-south-east = south-east
compass-south = south
compass-south-west = south-west
compass-west = west
compass-north-west = north-west
compass-north = north
compass-north-east = north-east
# The core's status words, as the panel shows them
status-moving = moving
status-stalled = stalled
status-reached = reached
status-stuck = stuck
status-oscillation = oscillation
status-maxSteps = maxSteps
status-numeric = numeric
# An agent whose script stopped it (its badge on the canvas)
status-script = script
announce-short = short reason, events
announce-full = full reason, events
announce-events = events only
announce-off = nothing
announce-every-1 = once a second
announce-every-2 = every 2 s
announce-every-5 = every 5 s
announce-more = and { $n } more events
announce-join = .{ " " }

# The overlays' boxes (app/overlays.js: overlay-<the core's overlay name>)
overlay-profile = Side view of the selected feelers agent over terrain (heights, down ray, normal, offset)
overlay-goals = Goals and goal lines
overlay-decisions = Next-move values beside the selected grid agent
overlay-heatmap = P-proxy heat map for the selected grid agent
overlay-rays = Rays: grey clear, yellow detecting, red colliding
overlay-context = Context map of the selected context agent (polar chart)
overlay-orca = ORCA: the selected orca agent's neighbours, and its half-planes in velocity space (inset)
overlay-paths = Paths and targets
overlay-forces = Forces as applied: base (green), steer (violet), brake (orange), agent avoidance (teal), speed limit (grey), total (black)
overlay-reach = Cells within P steps of the selected agent
overlay-trail = Trail of the selected agent, and where grid agents turned back
overlay-everyAgent = Goals, rays and forces for every agent, also in crowds (slow)
overlay-byBehavior = Colour agents by behaviour (legend on the canvas)
overlay-routes = Routes: every agent's leg to the waypoint it heads for (the selected agent's whole route is drawn with its goal)
# The events' filter, its note and the pause-on boxes (ui/event-groups.js)
events-all = All events
events-group-collision = Collisions
events-group-contact = Contacts between agents
events-group-return = Returns (pacing)
events-group-stop = Arrivals and stops
events-group-lap = Laps
events-group-route = Route replans
events-nothing-yet = Nothing yet: play or step the run.
events-pause-collision = collision
    .title = Pause when collisions happen
events-pause-contact = contact
    .title = Pause when contacts between agents happen
events-pause-return = return
    .title = Pause when returns (pacing) happen
events-pause-stop = arrival or stop
    .title = Pause when arrivals and stops happen
events-pause-lap = lap
    .title = Pause when laps happen

# The events list's lines (ui/events.js): event-<the core's event name>, said after the agent's name
event-none-computed = None in the { $steps } steps computed.
event-some = { $n } in the { $steps } steps computed.
event-some-shown = { $n } in the { $steps } steps computed; the { $shown } nearest step { $step } shown.
event-line = step { $step }: { $name } { $says }
event-go = Go to step { $step } and select { $name }
event-agent = agent { $n }
event-obstacle-circle = circle { $n }
event-obstacle-border = the border wall
event-obstacle-wall = wall { $n }
event-obstacle-removed = an obstacle (since removed)
event-collisionBegin = hits { $obstacle }
event-collisionEnd = is clear of { $obstacle } again
event-contactBegin = touches { $other }
event-contactEnd = is clear of { $other } again
event-return = steps back onto the cell it just left
event-reached = reaches its goal
event-stop = stops: { $reason }
event-stop-maxSteps = the step limit ran out
event-lap = completes a lap ({ $laps })
event-replanned = plans its route again ({ $reason })
# Its reason (the core's name: none, start, blocked, pushed off, edited): why the route was planned again
event-replan-none = none
event-replan-start = start
event-replan-blocked = blocked
event-replan-pushed-off = pushed off
event-replan-edited = edited

# The run's counters (ui/panel.js): a label, then its value
stats-state = state
stats-playing = playing
stats-finished = finished
stats-paused = paused
stats-step = step
stats-step-value = { $step } / { $max }
stats-time = time
stats-time-value = { $time } s (dt { $dt } s)
stats-agents = agents
stats-agents-value = { $n } ({ $moving } moving, { $reached } arrived)
stats-agents-stalled = { $n } ({ $moving } moving, { $stalled } stalled, { $reached } arrived)
stats-collisions = collisions
    .title = episodes of overlap, one per agent and obstacle, summed over every agent; seconds in contact per agent (the sum over every agent divided by their number); the deepest overlap of any agent
stats-agent-contacts = agent contacts
    .title = episodes of overlap between two agents, each pair once; seconds in contact with another agent per agent (the sum over every agent divided by their number); the deepest overlap between any two
stats-contacts-value = { $n } · { $time } s in contact per agent · deepest { $depth } u
stats-hash = hash

# The charts' series (ui/charts.js): chart-<the core's channel name>, the run's chart, the agent menu
chart-speed = speed
chart-clearance = clearance
chart-emergency = emergency T
chart-steer = steer
chart-brake = brake
chart-avoid = agent avoidance
chart-leftInfluence = left influence
chart-rightInfluence = right influence
chart-lateral = lateral command
chart-hitDistance = hit distance
chart-turn = chosen − wanted
chart-masked = masked slots
chart-change = chosen − preferred
chart-halfPlanes = half-planes
chart-violation = fallback's violation
chart-routeDistance = distance to route
chart-goalDistance = distance to goal
chart-proxy = chosen proxy
chart-pproxy = chosen P-proxy
chart-pstep = chosen P-step
chart-collisions = collisions
chart-contacts = agent contacts
chart-arrivals = arrivals
chart-returns = returns
chart-run = collisions · contacts · arrivals
chart-agent-none = — none (the run only)
chart-computing = computing earlier steps… { $done } of { $total }

# The selection's dock and settings (ui/selected.js): a path, a circle, an agent's settings
sel-slots-label = The context map's slots
sel-path-title = Path { $n }
sel-path-points = points
sel-path-followed = followed by
sel-path-nobody = nobody
sel-path-closed = closed loop
sel-path-hint = Path tool: click to add points, drag points to move them, click the first point to close; Delete removes the selected point.
sel-circle-title = Circle { $n }
sel-circle-centre = centre
sel-circle-radius = radius
sel-settings = { $behavior } settings
sel-no-settings = { $behavior } has no settings of its own
sel-edit-script = Edit its script
    .title = Open scripts.{ $name } in the script editor (E)
sel-runs-script = runs scripts.{ $name }
sel-path-none = none: the goal
sel-path-option = { $loop ->
        [yes] path { $n } ({ $points } points, loop)
       *[no] path { $n } ({ $points } points)
    }
sel-follows = follows
sel-drive = Drive (arrows / WASD)
    .title = Drive this agent yourself; its rays nudge you. Esc stops.
sel-drive-stop = Stop driving (Esc)
sel-assist = avoidance assist
sel-avoid = avoid agents
    .title = Avoid other agents by time of closest approach (the raycast article)
sel-one-less = One less: { $name }
sel-one-more = One more: { $name }

# The selected agent's route (ui/route-facts.js): a label, then its value; the planner's name, the status and
# the reason are the core's identifiers
sel-route = route
sel-route-pending = { $planner }: plans before its next move
sel-route-waypoint = { $planner }: waypoint { $n } of { $count }
sel-route-none = { $planner }: none found ({ $status }); it heads straight for its goal
sel-route-length = route length
sel-route-length-value = { $length } u planned, { $left } u left
sel-route-off = off its leg
sel-route-off-value = { $distance } u
sel-route-cost = plan cost
sel-route-cost-value = { $expanded } lattice points expanded, { $tested } segments tested
sel-route-last = last planned
sel-route-last-value = { $replans ->
        [one] step { $step } ({ $reason }); { $replans } plan so far
       *[other] step { $step } ({ $reason }); { $replans } plans so far
    }

# The selected agent's own fields (ui/agent-editor.js)
ed-name = name
    .aria-label = Name
    .title = Shown on the canvas, in the panel and in reports; up to 64 characters.
ed-region = region "{ $name }", agent { $n } of { $count }
ed-explicit = an explicit agent (not in a region)
ed-from = from
    .title = The crowd region of the file this agent was placed by. Changing it at step 0 writes that region (and the regions after it) out as explicit agents, one undo step.
ed-behavior = behaviour
    .aria-label = Behaviour
    .title = { $kind ->
        [grid] Changes this agent's behaviour in place (its settings go to the new behaviour's defaults). Grid agents take grid behaviours only.
       *[continuous] Changes this agent's behaviour in place (its settings go to the new behaviour's defaults). Continuous agents take continuous behaviours only.
    }
ed-radius = radius
    .title = Body radius in world units [0.01, 8]: what collides and what the rays start from.
ed-maxSpeed = max speed
    .title = Top speed in world units per second [0.01, 100].
ed-maxAccel = max accel
    .title = Most acceleration per second, steering and braking together [0.01, 1000].
ed-start = start
    .title = { $kind ->
        [grid] Where it starts (a cell); moving it starts the agent there again.
       *[continuous] Where it starts (world units); moving it starts the agent there again.
    }
ed-goal = goal
    .title = { $kind ->
        [grid] Where it heads (a cell).
       *[continuous] Where it heads (world units).
    }
ed-planner = route planner
    .aria-label = Route planner
    .title = none: it heads straight for its goal, as its article says. grid: A* plans a route of straight and diagonal moves round the obstacles first; any-angle: Lazy Theta*, straight lines between corners. Its behaviour steers along the route, avoiding as its own rule says.
ed-duplicate = Duplicate as
    .aria-label = Behaviour of the copy
    .title = A copy of this agent (same start, goal, body and settings), with the behaviour chosen beside
ed-delete = Delete
    .title = Remove this agent (Delete)

# While the reason's words load (ui/reason-words.js)
reason-waiting = { $name }: the explanation is loading

## The core's validation errors (core/src/io): a file, a link or an edit the core refuses. Each names the field
## (its path in the file, shown as it is) and the rule; values and limits are shown as the file writes them (JSON).
## English is compiled into the core, as for the reasons below, so the CLI prints these words.
invalid-unknown-key = { $path }: unknown key
invalid-required = { $path }: is required
invalid-object = { $path }: must be an object, got { $got }
invalid-array = { $path }: must be an array, got { $got }
invalid-one-of = { $path }: must be one of { $list }, got { $got }
invalid-number = { $path }: must be a number in { $range }, got { $got }
invalid-number-between = { $path }: must be a number { $lo }..{ $hi }, got { $got }
invalid-number-out-of-range = { $path }: { $got } is out of range: must be a number in { $range }
invalid-integer = { $path }: must be an integer { $lo }..{ $hi }, got { $got }
invalid-integer-out-of-range = { $path }: { $got } is out of range: must be an integer { $lo }..{ $hi }
invalid-string = { $path }: must be a string, got { $got }
invalid-too-long = { $path }: must be at most { $max } bytes, got { $bytes }
invalid-boolean = { $path }: must be true or false, got { $got }
invalid-point = { $path }: must be [x, y], two numbers, got { $got }
invalid-point-float = { $path }: must be [x, y], two numbers within the range of a float, got { $got }
invalid-unknown-param = { $path }: unknown param of { $owner } (it has { $known })
invalid-unknown-param-none = { $path }: unknown param of { $owner } (it has none)
invalid-unknown-behavior = { $path }: unknown behaviour "{ $name }"; available: { $available }
invalid-more = { $n ->
        [one] ... and { $n } more error
       *[other] ... and { $n } more errors
    }

## The core's words (core/src/explain): the selected agent's numbers and the reason for its next move. The core
## gives an id and its arguments; English is compiled into the core (english_messages.cpp, written by
## `node scripts/i18n.mjs`), so `sidestep explain` prints these words. Numbers arrive with their decimals.
# The agent's numbers (explain/facts.cpp): a label, then its value
fact-position = position
fact-goal = goal
fact-speed = speed
fact-radius = radius
fact-steps = steps
fact-path = path
fact-collisions = collisions
fact-in-contact = in contact
fact-min-clearance = min clearance
fact-returns = returns
fact-agent-contacts = agent contacts
fact-effort = effort
fact-avoid-agents = avoid agents
fact-terrain-hits = terrain hits
fact-path-followed = path
fact-speed-scale = speed scale
fact-number = { $n }
fact-point = ({ $x }, { $y })
fact-length = { $d } u
fact-speed-value = { $speed } / { $max } u/s
fact-collisions-value = { $state ->
        [overlapping] { $n } (overlapping now)
        [clear] { $n } (not yet clear)
        [many] { $n } ({ $open } under way)
        [many-overlapping] { $n } ({ $open } under way, overlapping now)
       *[none] { $n }
    }
fact-contact-value = { $time } s, deepest { $depth } u
fact-clearance-value = { $d } u to obstacles
fact-clearance-none = — (after the first step)
fact-returns-value = { $n ->
        [0] 0
       *[other] { $n } (last at ({ $x }, { $y }))
    }
fact-agent-contacts-value = { $state ->
        [many] { $n } ({ $open } under way), { $time } s, deepest { $depth } u
        [touching] { $n } (touching now), { $time } s, deepest { $depth } u
        [clear] { $n } (not yet clear), { $time } s, deepest { $depth } u
       *[none] { $n }, { $time } s, deepest { $depth } u
    }
fact-effort-value = { $e } u/s of velocity change
fact-avoid-orca = by its half-planes (ORCA)
fact-yes = yes
fact-no = no
fact-terrain-hits-value = { $n ->
        [one] { $n } step with a feeler under the ground
       *[other] { $n } steps with a feeler under the ground
    }
fact-path-value = { $path } (laps { $laps })
fact-none = none
# The reason's headings, and why a stopped agent no longer moves (explain/explain.cpp)
why-head-move = Next move
why-head-step = Next step
why-head-stopped = Stopped
why-reached-cell = → reached: it stands on its target cell, so it no longer moves
why-reached-near = → reached: it is within { $d } u of its goal, so it no longer moves
why-oscillation = → stopped (stop-on-return): its next cell would have been the one it just left
why-stuck = → stuck: all four neighbours are blocked, so there is nowhere to go
why-max-steps = → the run reached its step limit (maxSteps { $max }) before it arrived
why-numeric = → stopped: its motion produced a number that is not finite; it was stopped at its last finite state
why-script-stop = → stopped by its script (the message says why)
# A grid agent's next move (explain/grid.cpp): each neighbour's proxy, the rule, the choice
why-dir-up = up
why-dir-down = down
why-dir-left = left
why-dir-right = right
why-grid-proxy = { $dir } { $proxy }
why-grid-blocked = { $dir } blocked
why-grid-lowest = → lowest proxy →
why-grid-tie = → tie at { $lowest } ({ $tied })
why-grid-fixed-order = → fixed order (up, down, left, right) →
why-grid-pstep = → P-step:
why-grid-pstep-step = { $dir } { $step }
why-grid-pstep-beyond = { $dir } beyond P
# Between the P-steps of the tied neighbours (why-grid-pstep-step, why-grid-pstep-beyond)
why-grid-pstep-join = ,{ " " }
why-grid-still-tied = , still tied → fixed order (up, down, left, right) →
why-grid-refused = ↺ { $dir } is the cell it just left: stop-on-return stops it here instead of pacing back and forth
why-grid-pacing = ↺ back onto the cell it just left: pacing
why-grid-circle = { $how ->
        [overlaps] grid agents do not see circles: it overlaps the circle at ({ $x }, { $y })
       *[walks] grid agents do not see circles: it walks into the circle at ({ $x }, { $y })
    }
# An orca agent's next step (explain/orca.cpp): its preferred velocity, its half-planes, the velocity chosen (u/s)
why-orca-head-step = Next step: ORCA
why-orca-head-giving-way = At goal, giving way: ORCA
why-orca-head-at-goal = At goal: ORCA
why-orca-head-returning = Returning to its goal: ORCA
why-orca-stopped = → { $reason }
why-orca-preferred = { $toward ->
        [driver] preferred velocity ({ $x }, { $y }), { $speed } u/s from the driver
        [waypoint] preferred velocity ({ $x }, { $y }), { $speed } u/s toward waypoint { $k }
       *[goal] preferred velocity ({ $x }, { $y }), { $speed } u/s toward the goal
    }
why-orca-slower = { " " }(slower inside the last unit)
why-orca-held = , held to max speed { $max }
why-orca-driven = → driven, assist off: the driver alone, no half-planes
why-orca-sources = { $obstacles ->
        [one] { $obstacles } half-plane from walls and circles within { $reach } u, { $agents } from the nearest agents within { $near } u (at most { $most })
       *[other] { $obstacles } half-planes from walls and circles within { $reach } u, { $agents } from the nearest agents within { $near } u (at most { $most })
    }
why-orca-left-out = { $n ->
        [one] ; { $n } farther obstacle left out
       *[other] ; { $n } farther obstacles left out
    }
why-orca-where-cutoff = cutoff
why-orca-where-left-leg = left leg
why-orca-where-right-leg = right leg
why-orca-where-overlap = overlap
why-orca-plane = { $from ->
        [agent] #{ $k } from { $name } ({ $where })
        [circle] #{ $k } from circle { $index } ({ $where })
        [wall] #{ $k } from wall edge { $index } ({ $where })
       *[inside] #{ $k } from the wall it is inside ({ $where })
    }
why-orca-velocity = ({ $x }, { $y }), { $speed } u/s
why-orca-keeps = { $held ->
        [yes] → the preferred velocity, held to max speed, is inside every half-plane: it keeps it,{ " " }
       *[no] → the preferred velocity is inside every half-plane: it keeps it,{ " " }
    }
why-orca-nearest = → the allowed velocity nearest the preferred one lies on half-plane{ " " }
why-orca-corner = , at its corner with{ " " }
why-orca-at-max = , at max speed
why-orca-colon = :{ " " }
why-orca-arrow = { " " }→{ " " }
why-orca-fallback = → no velocity is inside every half-plane: walls and circles kept, the agents' worst violation made smallest:{ " " }
why-orca-squeezed = → not even the walls' and circles' half-planes leave a velocity: the worst violation of all made smallest:{ " " }
why-orca-violation = { $v } u/s
why-orca-on = , on{ " " }
why-orca-pass-right = another agent is in the way: the preferred velocity was turned to its right by { $amount } of its length (passRight)
why-orca-stalled = → stalled: no allowed velocity takes it toward its goal (the best: { $best } u/s toward it)
why-orca-held-by = ; held by{ " " }
why-orca-and = { " " }and{ " " }
why-orca-sets = ORCA sets the velocity itself (max acceleration does not apply): toward the preferred velocity { $base } u/s², ORCA's correction { $avoid } u/s²
why-orca-note-fallback = no velocity is inside every half-plane (a dense crowd): the walls' and circles' stay hard and the largest violation of the agents' is made as small as it can be, so bodies may touch
why-orca-note-no-side = the binding half-plane faces the preferred velocity straight on: the nearest allowed velocity is slower on the same line and nothing turns it to either side — exactly head-on, or with the goal straight behind an obstacle, ORCA stops there and never picks a side
why-orca-note-held = its half-planes leave under 5 % of its preferred speed toward the goal: it is held where it is
why-orca-note-stalled = stalled: every velocity its half-planes allow points away from its goal or across it (none takes it there at 1 % of its preferred speed) — a symmetric jam or a goal behind an obstacle; ORCA alone waits here (the remedies: passRight for agents in the way, a route for obstacles)
why-orca-note-giving-way = at goal, giving way: it has arrived (counted the first time it came within 0.05 u of its goal) and keeps ORCA running with its goal as the preferred velocity, so others can push past it; it returns to its goal when they have
why-orca-note-at-goal = at goal: it has arrived and rests there with ORCA still running (atGoal: giveWay): no half-plane rules out standing still now; when another agent's does, it gives way
why-orca-note-returning = returning to its goal: it gave way to another agent, and its goal's velocity is allowed again, so ORCA takes it back; it rests once within 0.05 u of its goal
why-orca-note-pass-right = another agent is in the way, so its preferred velocity turns to its right (passRight): agents that all keep right pass each other instead of stopping face to face
# The known failures' and remedies' warnings (explain/steering.cpp, the ⚠ lines) that have no arguments
why-note-influences-cancel = both sides hit equally: the influences cancel (left − right = 0) and feelers have no brake, so it drives straight on — the article's rule fails here
why-note-straight-back = the hit's normal points straight back, so the point it seeks lies behind it: it hovers in front of the wall — the article's rule fails here
why-note-all-masked = danger masks every slot that has interest: no direction is left, it brakes and waits
why-note-mutual-wait = both wait: each is the other's danger (the fix: danger by distance with avoidance, which pushes them aside)
why-note-inside = a ray starts inside an obstacle (its centre, or for whiskers its side): that obstacle counts only in the directions that do not lead out; whiskers and raycast agents whose centre is in leave it the way they came, and a context agent's interest points the shortest way out
why-note-pass-right = near head-on: it flees toward its right-hand side, so two agents that meet head-on pass each other
why-note-blended = the flee is weighed by urgency (1 − time / horizon) against its own steering instead of overriding it
why-note-head-on = dead-centre head-on: it flees straight back, and so does the other, so they meet again and again — the literal rule deadlocks here (the fixes: passRight, or patience to give up and sidestep)
why-note-flee-along = fleeing the other agent would run it into an obstacle, so it flees along the obstacle instead (the part into it is taken off; in a corner nothing may be left)
why-note-ground-hit = a feeler went under the ground: the ground ahead rises faster than the feeler's end (level feelers, or a slope that begins ahead, which the down ray under the agent cannot see yet), so it shies from ground it could walk on
why-note-centre-only = only the centre feeler hits: the rule doubles a side feeler's influence when the centre hits too, but on its own the centre feeler sets neither, so the command is 0 − 0 = 0 and it drives straight in — the article's rule fails here (the fix: centreSide)
why-note-centre-side = only the centre feeler hits: with centreSide it counts as a hit on the side the obstacle lies on, read from the hit surface's normal (dead centre: the left), so it turns away instead of driving straight in
# A continuous agent's route (explain/route.cpp): the waypoint it heads for and why it last planned
why-route-pending = { $edited ->
        [yes] → route ({ $planner }): planned before its next decision (it was edited)
       *[no] → route ({ $planner }): planned before its next decision
    }
why-route-following = → following waypoint { $k } of { $n } of its { $planner } route ({ $length } u, { $left } u left; { $off } u off its leg);{ " " }
why-route-none = → no route ({ $planner }, { $status }): { $cause }; it heads straight for its goal, as without a planner (
why-route-when = planned at step { $step } because { $why }
why-route-when-pushed = planned at step { $step } because it was pushed more than { $off } u off the leg it was on
why-route-because-start = it started, or it was edited
why-route-because-blocked = an edit blocked what was left of its route
why-route-because-edited = it had no route and an edit changed the obstacles
why-route-start-blocked = its centre was inside an obstacle where it planned
why-route-goal-blocked = its goal is inside an obstacle, or no point near the goal is clear for its body
why-route-too-large = the grid is too large for the planner at this radius
why-route-unreachable = every place its body can reach was searched, and its goal is not one of them
# A continuous agent's next step (explain/steering.cpp): its rays, the rule, the forces (u/s²)
why-head-context = Next step: the context map
why-ray-ray = ray
why-ray-right-ray = right ray
why-ray-left-ray = left ray
why-ray-centre-ray = centre ray
why-ray-left-whisker = left whisker
why-ray-right-whisker = right whisker
why-ray-left-feeler = left feeler
why-ray-centre-feeler = centre feeler
why-ray-right-feeler = right feeler
why-ray-hit = { $ray }: hit at { $d } of { $len }
why-ray-clear = { $ray }: clear ({ $len })
why-ray-inside = , starts inside an obstacle
why-ray-emergency = , T = { $v }
why-ray-target = , target { $v }
why-side-left = left
why-side-right = right
why-whiskers-rule = { $tie ->
        [yes] → { $side } side has the higher emergency (T = { $t }, a tie: the first ray wins) → steer away { $steer } u/s² (linear in T), brake { $brake } u/s² (T², never reversing), seek gets { $base } u/s²
       *[no] → { $side } side has the higher emergency (T = { $t }) → steer away { $steer } u/s² (linear in T), brake { $brake } u/s² (T², never reversing), seek gets { $base } u/s²
    }
why-feelers-rule = → influences left { $left }, right { $right } → command { $sign }{ $command } ({ $what }) → steer { $steer } u/s², base gets { $base } u/s²
why-feelers-none = no steer
why-feelers-right = move right
why-feelers-left = move left
why-avoid-wall = → nearest hit → seek hit + normal × avoidDistance = ({ $x }, { $y }) at full speed: { $steer } u/s²
why-escape = → its centre is inside an obstacle → it leaves { $steer } u/s² the way it came (or by the shortest way out)
why-drive = → driven, assist off: the driver alone
why-nothing = { $who ->
        [driver] → nothing detected → the driver alone ({ $base } u/s²)
        [waypoint] → nothing detected → seek waypoint { $k } alone ({ $base } u/s²)
       *[seek] → nothing detected → seek the goal alone ({ $base } u/s²)
    }
why-sidestep = → held up by other agents for longer than its patience ({ $patience } s) → it gives up waiting and sidesteps to its right: { $avoid } u/s²
why-threat = { $when ->
        [now] → agent threat: { $other } in { $time } s, centres { $sep } apart at closest approach → flee its current relative position ({ $avoid } u/s²), which
       *[later] → agent threat: { $other } in { $time } s, centres { $sep } apart at closest approach → flee its predicted relative position ({ $avoid } u/s²), which
    }
why-threat-overrides = overrides its own steering
why-threat-takes = takes { $takes } % of the steering (its own keeps { $own } %)
why-speed-limit = speed limit: { $limit } u/s² taken off, so it stays within { $max } u/s
why-total = total applied: { $total } u/s²
# A context agent's map (explain/context.cpp): where its interest comes from, its slots' table, the choice
why-context-interest = interest: { $source }; danger: rays of { $look } u
why-context-from-goal = toward the goal
why-context-from-path = along its path (tangent at the closest point)
why-context-from-forward = straight on (no goal or path)
why-context-from-targets = toward the targets, nearer ones weighted more
why-context-from-way-out = the shortest way out of the obstacle its centre is in (the goal after that)
why-context-all-masked = → danger masks every slot with interest: no direction; it brakes toward rest until a slot clears
why-context-chosen = → chosen = normalize(Σ dir × interest): { $angle }° from its heading → velocity moves toward { $speed } u/s that way
# The explanation's tables: a context agent's slots, an orca agent's half-planes (their headings and cells)
why-col-slot = slot
why-col-angle = angle
why-col-raw = raw
why-col-danger = danger
why-col-interest = interest
why-col-degrees = { $deg }°
why-col-plane = #
why-col-from = from
why-col-where = where
why-col-share = share
why-col-slack = slack
why-orca-from-agent = agent { $index }
why-orca-from-circle = circle { $index }
why-orca-from-wall = wall edge { $index }
why-orca-from-inside = the wall it is inside
why-orca-share-half = ½
why-orca-share-all = all
# A scripted agent (explain/script.cpp): its rays, what it showed and noted, the acceleration it asked for
why-script-ray-hit = castRay { $k }: hit at { $d } of { $len }
why-script-ray-clear = castRay { $k }: clear ({ $len })
why-script-more-rays = and { $n } more rays (the first { $drawn } are drawn)
why-script-show = show { $name } = { $value }
why-script-note = note: { $note }
why-script-stops = → its script stops it: { $message }
why-script-stopped = → stopped by its script: { $message }
why-script-rule = → its script's steer(agent, world) asked for { $steer } u/s² (within maxAccel { $max })
why-script-rule-named = → scripts.{ $script }'s steer(agent, world) asked for { $steer } u/s² (within maxAccel { $max })
why-script-limit = the speed limit took off { $limit } u/s²
# A feelers agent over the relief (explain/slope.cpp): the ground, the slope, each feeler in 3D
why-slope-ground = ground { $ground } u under it; the feelers start { $above } above it, at { $start } u
why-slope-kind = { $kind ->
        [level] level ground: dot = { $dotSign }{ $dot }, size { $size }
        [incline] incline: dot = { $dotSign }{ $dot }, size { $size }
        [across] across the slope: dot = { $dotSign }{ $dot }, size { $size }
       *[decline] decline: dot = { $dotSign }{ $dot }, size { $size }
    }
why-slope-target = { " " }→ target { $targetSign }{ $target } u → offset{ " " }
why-slope-offset = { $offsetSign }{ $offset } u
why-slope-easing = { " " }(easing toward the target)
why-slope-not-applied = { " " }→ target { $targetSign }{ $target } u, not applied: slope compensation is off, the feelers stay level
why-feeler-3d = { $ray } in 3D: { $from } → { $to } u high;{ " " }
why-feeler-passes-over = passes over { $what } { $ahead } u ahead, { $z } u high, over its top { $top } u
why-feeler-the-wall = the wall
why-feeler-a-circle = a circle
why-feeler-then = , then{ " " }
why-feeler-under-ground = goes under the ground { $ahead } u ahead, { $z } u high
why-feeler-hits-wall = hits the wall { $ahead } u ahead, { $z } u high
why-feeler-hits-circle = hits a circle { $ahead } u ahead, { $z } u high
why-feeler-under-top = , under its top { $top } u
why-feeler-clear = clear
why-feelers-only-3d = only feelers sense heights: the other behaviours keep their 2D rules
why-flat-rules = only feelers sense heights: { $behavior } keeps its 2D rules here (the ground and the obstacles' heights change nothing for it)
# The warnings with arguments (explain/steering.cpp): no progress, with the behaviour's reason; a feeler passing over
why-note-no-progress = no closer to its goal for { $secs } s: { $reason } — a local method's failure (the literal rule is kept)
why-stall-seek = something holds it up, and seeking has no plan to get round
why-stall-greedy = something holds it up, and seeking has no plan to get round
why-stall-nproxy = something holds it up, and seeking has no plan to get round
why-stall-script = something holds it up, and seeking has no plan to get round
why-stall-whiskers = its two rays see only ahead of its sides, so it turns along whatever is in its way and the goal turns it back; the literal rule has no plan to get round
why-stall-feelers = the feelers push it along whatever is in its way and the goal turns it back; the rule has no plan to get round
why-stall-raycast = while a ray hits, it seeks the avoid point (hit + normal × avoidDistance) and ignores its goal, so in front of a face, or among clutter its rays always see, it goes from hit to hit; the rule has no plan to get round
why-stall-context = the slots toward its goal carry danger, and the slots that could lead round have little or no interest (they point across or away from the way to the goal); context steering is local and has no plan to get round
why-stall-orca = its half-planes leave it no velocity that gets it closer for long; ORCA avoids collisions, it does not plan a way round
why-note-passed-over = a feeler passed over a low obstacle: its end is above the obstacle's top there, so the agent does not see it and may run into it
why-note-passed-over-level = : slope compensation is off, the feelers stay level and on a decline the ground falls away under them (the obstacle stands { $height } u above the ground)
why-note-passed-over-low = : the obstacle stands { $height } u above the ground, lower than the feelers start ({ $above } u, feelerHeight), so they pass over it even on level ground; compensation lowered their ends by only { $offset } u here (the offset grows with 1 − |normal · down|, so a gentle decline lowers them little)
why-note-passed-over-decline = : compensation lowered the ends by { $offset } u (target { $target } u), not enough to reach the top on this decline (slopeGain and maxOffset set how far they go)
events-pause-route = replan
    .title = Pause when an agent plans its route again

## Panels moved in phase 3. The gallery (ui/gallery-dialog.js; its English in en-panels.js)
gal-dialog =
    .aria-label = Examples gallery
gal-heading = Examples
gal-filter =
    .placeholder = Filter: words of a title, line or group
    .aria-label = Filter the examples
gal-close =
    .aria-label = Close the gallery
gal-empty = No example matches: clear the filter to see them all.
gal-other = Other
gal-lesson = Lesson: { $name }
gal-count = { $total ->
        [one] { $total } example
       *[other] { $total } examples
    }
gal-count-shown = { $shown } of { $total }
# The gallery's and the examples' errors (ui/gallery.js, app/document.js)
gallery-failed = The gallery could not open: { $error }
examples-unavailable = Examples unavailable: { $error }
# My scenes (ui/my-scenes.js)
myscenes-untitled = Untitled scene
myscenes-saved = Saved to My scenes as "{ $name }".
myscenes-save-failed = Could not save to My scenes: { $error }
myscenes-kept-name = { $title } (kept { $time })
myscenes-kept-note = Your edited scene was kept here before it was replaced.
myscenes-keep-failed = Your edited scene could not be kept in My scenes: { $error }. Undo (Ctrl+Z) still brings it back.
myscenes-unavailable = Not available here: { $error }
myscenes-empty = Nothing kept yet. Save a scene to find it here after a reload.
myscenes-open =
    .title = Open "{ $name }" (undo brings the current scene back)
myscenes-rename = Rename
myscenes-rename-prompt = Name
myscenes-delete = Delete
    .aria-label = Delete "{ $name }"
# The history notice (app/history-words.js; its English in en-panels.js). Edit kinds ($kinds) are the core's names.
hist-dismiss =
    .aria-label = Dismiss
hist-fold = Make it part of the scene from step 0
hist-undo = Undo
hist-fold-failed = Could not make the edits part of the scene
hist-folded = { $n ->
        [one] { $n } edit made during the run is now part of the scene from step 0: stepping back no longer hides it (Undo puts it back).
       *[other] { $n } edits made during the run are now part of the scene from step 0: stepping back no longer hides them (Undo puts them back).
    }
hist-at-step = { $n ->
        [one] An edit ({ $kinds }) at step { $step }: it is part of the run's history from step { $step }; stepping back before { $step } hides it.
       *[other] { $n } edits ({ $kinds }) at step { $step }: they are part of the run's history from step { $step }; stepping back before { $step } hides them.
    }
hist-dropped = { $n ->
        [one] It ended the run's old future: { $n } later edit was dropped (Undo brings it back).
       *[other] It ended the run's old future: { $n } later edits were dropped (Undo brings them back).
    }
hist-steps = { $n ->
        [one] step { $list }
       *[other] steps { $list }
    }
hist-step0 = { $n ->
        [one] An edit at step 0 changes the scene itself, so the run is computed again from step 0: the { $n } edit made during the run ({ $at }) was dropped. Undo brings it back.
       *[other] An edit at step 0 changes the scene itself, so the run is computed again from step 0: the { $n } edits made during the run ({ $at }) were dropped. Undo brings them back.
    }
# The kinds of edit the history notice names (the core's setCells, ...): in English its words spelled out
# Between the kinds of edit the notice names (Chinese and Japanese 、, Arabic ،)
hist-kinds-join = ,{ " " }
hist-kind-set-cell = set cell
hist-kind-resize-grid = resize grid
hist-kind-clear-grid = clear grid
hist-kind-add-circle = add circle
hist-kind-move-circle = move circle
hist-kind-resize-circle = resize circle
hist-kind-remove-circle = remove circle
hist-kind-add-path = add path
hist-kind-set-path = set path
hist-kind-remove-path = remove path
hist-kind-set-targets = set targets
hist-kind-set-agent-path = set agent path
hist-kind-add-agent = add agent
hist-kind-remove-agent = remove agent
hist-kind-set-agent-param = set agent param
hist-kind-set-avoid-agents = set avoid agents
hist-kind-set-avoidance-param = set avoidance param
hist-kind-set-agent-start = set agent start
hist-kind-set-agent-goal = set agent goal
hist-kind-set-sim = set sim
hist-kind-set-drive = set drive
hist-kind-set-drive-input = set drive input
hist-kind-clear = clear
hist-kind-set-cells = set cells
hist-kind-draw-pattern = draw pattern
hist-kind-set-agent-name = set agent name
hist-kind-set-agent-body = set agent body
hist-kind-set-agent-behavior = set agent behavior
hist-kind-shape-terrain = shape terrain
hist-kind-clear-terrain = clear terrain
hist-kind-set-circle-height = set circle height
hist-kind-set-wall-height = set wall height
hist-kind-set-agent-planner = set agent planner
# The offline update note (offline/register.js)
update-ready = A new version of sidestep is ready: reload to use it (this page keeps the version it started with).
update-reload = Reload
update-dismiss =
    .aria-label = Dismiss the update note
threads-reload = reload to run on more
# The keyboard's edit cursor, said aloud (ui/edit-cursor.js)
cursor-cell = cell { $x }, { $y }
cursor-wall = cell { $x }, { $y }: wall
cursor-point = point { $x }, { $y }
cursor-open-goal = agent placed: move to its goal and press Enter (Esc removes it)
cursor-open-wall = line started: move to its end and press Enter
cursor-open-erase = area started: move to its end and press Enter
cursor-held = holding { $what }: arrows move it, Enter drops it, Esc puts it back
cursor-dropped = dropped: { $where }
cursor-put-back = put back
cursor-radius = radius { $r } u
cursor-goal-of = { $name }'s goal
cursor-circle = circle { $i }
cursor-vertex = point { $vertex } of path { $path }
# Toasts and error boxes' titles (app/document.js, compare.js, one-file.js, painting.js, scripts.js, timeline.js,
# lessons.js)
toast-link-failed = Could not make a link
toast-link-copied = Link copied: { $chars } characters. It opens this scene at step { $step }.
toast-link-copy = Copy this link
toast-regions-explicit = { $n ->
        [one] Region { $names } is now { $agents } explicit agents, as this edit changed it (Undo brings the region back).
       *[other] Regions { $names } are now { $agents } explicit agents, as this edit changed them (Undo brings the regions back).
    }
toast-compare-dropped = The compare set no longer fits the scene ({ $why }), so it was removed. Undo brings the edit back.
toast-pane-events = Events of "{ $pane }"
toast-compare-failed = Could not compare
toast-one-file-saved = Saved { $file } ({ $kib } KiB): it opens in any browser, offline.
toast-one-file-failed = Could not write the one-file export
toast-maze = A maze from seed { $seed } (press again for another; Ctrl+Z brings the walls back).
toast-rooms = A floor of rooms from seed { $seed } (press again for another; Ctrl+Z brings the walls back).
toast-script-editor-failed = Could not open the script editor
toast-script-engine-failed = The script engine did not load: { $error }
toast-script-new = A new script, "{ $name }" (seek only), runs this agent: E or "Edit its script" opens it.
toast-paused-at = Paused at { $event }.
toast-lesson-link-failed = Could not open the lesson link
# The script editor's refusals (app/scripts.js)
script-embed-read-only = This embedded scene can be watched, not edited: open it in sidestep to change it.
script-engine-loading = agent: the script engine is still loading (picking "script" loads it): place the agent again in a moment
# The compare's table and panes (ui/compare.js, compare-stats.js; English in en-panels.js): cmp-<the core's measure>
cmp-picked = events
cmp-variant = variant
cmp-reached = reached
cmp-timeToGoal = time to goal
cmp-collisions = collisions
cmp-contactTime = in contact, summed over agents
cmp-seconds = { $s } s
cmp-agentContacts = agent contacts
cmp-minClearance = min clearance
cmp-pathRatio = path ratio
cmp-returns = returns
cmp-laps = laps
cmp-terrainHits = ground hits
cmp-step = step
cmp-steps-done = { $steps } (done)
cmp-row =
    .title = Click: list this variant's events in the panel
cmp-pane =
    .aria-label = Variant { $k }: { $label }
cmp-png = PNG
    .title = "{ $label }" as a PNG picture (2× pixels)
cmp-overlay =
    .aria-label = Every variant in one world, each in its colour
cmp-overlay-legend =
    .aria-label = Variants and their colours
cmp-overlay-png =
    .title = This overlay as a PNG picture (2× pixels)
cmp-hash-at = { $hash } (step { $step })
cmp-variants = variants
cmp-variants-value = { $n } (measures: the table under the panes)
cmp-script-stopped = In "{ $pane }" its script stopped it: { $message }
cmp-script-said = In "{ $pane }" this step: { $said }
cmp-runs-script = "{ $agent }" runs scripts.{ $name } in { $panes }
# A pane's name as cmp-runs-script lists its panes (joined as the language lists words)
cmp-pane-quoted = "{ $name }"
# A value a pane's script showed this step (show(name, value)), as cmp-script-said lists them
cmp-script-value = { $name } = { $value }
# The terrain bar and a circle's height (ui/terrain.js; English in en-panels.js)
ter-bar =
    .aria-label = Terrain brush: raise, lower or flatten, radius, strength, walls' height
ter-brush =
    .aria-label = Brush
ter-raise = Raise
    .title = Raise the ground under the disc
ter-lower = Lower
    .title = Lower the ground under the disc
ter-flatten = Flatten
    .title = Flatten the ground under the disc
ter-radius = radius
    .title = Radius of the disc, world units
ter-strength = strength
    .title = Change at the disc's centre per dab, world units (less toward the rim)
ter-level = Level all
    .title = Flat ground everywhere (one undo step)
ter-walls = walls
ter-tall = tall
ter-wall-tall =
    .title = Walls as tall as anything can reach (the 2D world's walls)
ter-wall-height =
    .title = The blocked cells' height above the ground, world units
ter-circle-height = height (u)
    .title = Height above the ground. Only feelers sense it (they pass over what is lower than them); the other behaviours treat every obstacle as a 2D one.
# The settings' explanations (ui/selected.js): doc-<behaviour or avoidance>-<setting>. English is the core registry's
# ParamSpec.doc, shown as it is (tests/wasm/setting-docs.test.mjs checks these lines are the registry's words)
doc-nproxy-P = Look-ahead: each neighbour scores the nearest it can get to the target within P steps. 0 is greedy; the article found 3 too short for large clusters and chose 7.
doc-nproxy-stepTieBreak = When the two lowest proxies tie, rank the tied neighbours by P-step (steps to the target). Without it the agent halts about P steps short and paces.
doc-nproxy-stopOnReturn = Stop (oscillation) when the next cell is the one just left, instead of pacing for ever round an obstacle that needs more than P steps.
doc-nproxy-metric = Distance from a cell's centre to the target's centre.
doc-whiskers-rayLength = L: length of the two side rays. Longer sees obstacles earlier, but also shies away from gaps it could pass.
doc-whiskers-maxSteer = Sideways acceleration at emergency T = 1; it scales linearly with T.
doc-whiskers-maxBrake = Braking at T = 1; it scales with T², gentle far away and hard up close.
doc-feelers-angle = Angle between the centre feeler and each side feeler.
doc-feelers-lengthPerSpeed = Feeler length = speed × this: faster agents feel further ahead.
doc-feelers-minLength = Shortest feeler, at rest.
doc-feelers-maxLength = Longest feeler, at speed.
doc-feelers-smoothing = How fast the influences follow their targets: low values ease control back to the driver slowly.
doc-feelers-lateralAccel = Sideways acceleration per unit of lateral command (left − right influence).
doc-feelers-slope = Slope compensation: the feelers' ends are raised on an incline and lowered on a decline. Off, they stay level: they hit hills the agent could walk up, and pass over low walls at the foot of a decline.
doc-feelers-feelerHeight = Height of the feelers' start above the ground under the agent: raised, so that they do not trigger on the terrain.
doc-feelers-slopeGain = The multiplier: target offset = sign × (1 − size) × this, size = |normal · down| (1 on level ground, less on steeper).
doc-feelers-maxOffset = Clamp of the offset, so that on a steep slope the feelers do not point straight up or down.
doc-feelers-offsetSmoothing = How fast the applied offset follows its target: damps sudden changes over uneven ground.
doc-feelers-centreSide = A hit of the centre feeler alone counts as a hit on the side the obstacle lies on, read from the hit surface's normal (dead centre: the left, so it turns right). Off: the article's rule, where the centre alone sets neither influence and the agent drives straight in.
doc-raycast-rays = One centre ray, two parallel rays from the body's sides, or a centre ray with two whiskers (fan).
doc-raycast-sightRange = Ray length: the longer, the earlier the path bends away from a wall.
doc-raycast-avoidDistance = How far off the wall (along its normal) the point it then seeks lies.
doc-raycast-whiskerAngle = Angle of the fan's two whiskers from the centre ray.
doc-raycast-patrol = Go back and forth between start and goal instead of stopping at the goal.
doc-context-rays = N: rays (slots) evenly spaced from the heading. More see narrow gaps; fewer are cheaper and blockier.
doc-context-lookAhead = Danger ray length: how far ahead an obstacle counts as danger.
doc-context-steerForce = Fraction of the way from the velocity to the desired velocity per 0.02 s (a rate: the same at any dt). Low is smooth, high is twitchy.
doc-context-danger = mask: a dangerous slot loses all interest. distance: a score 1 - hit/lookAhead is subtracted instead.
doc-context-avoidance = Danger in a slot adds interest to the opposite slot: pushed away, not just blocked.
doc-context-seeAgents = Other agents' bodies are danger too (how the race cars dodge each other).
doc-context-speedSpread = At reset, max speed is scaled by 1 - spread × U(0, 1), drawn from the scenario's seed.
doc-context-targetFalloff = 0: interest toward the goal (or along its path). > 0: toward the world's targets, each weighted 1 / (1 + distance / this).
doc-orca-neighborDist = Other agents whose centres are nearer than this are neighbours (the nearest maxNeighbors of them).
doc-orca-maxNeighbors = How many of the nearest neighbours get a half-plane. 0 ignores other agents.
doc-orca-timeHorizon = Velocities are kept free of collisions with other agents for this long. Longer reacts earlier and more cautiously; shorter leaves more room to move.
doc-orca-timeHorizonObst = The same against walls and circles. Keep it short: an obstacle never moves out of the way.
doc-orca-preferredSpeed = Speed it wants toward its goal (slower inside the last unit); maxSpeed still caps what it gets.
doc-orca-perturb = Each step the preferred velocity is moved by up to this much in a seeded random direction, as RVO2's examples do to break perfect symmetry: two agents exactly head-on then pick a side. 0: the literal rule.
doc-orca-passRight = A pass-side convention, off at 0: while another agent is in the way (the preferred velocity is outside one of the agents' half-planes), the preferred velocity turns toward the agent's right by this share of its length (0.25: 14 degrees), and an exact tie between the sides of another agent's cone goes to the right, so that agents meeting head-on or in a symmetric ring all pass on their right.
doc-avoidance-lookahead = How far ahead another agent's closest approach counts as a threat: the time to travel this many of its own radii at max speed (so a larger, faster agent looks as far ahead, in its own measure).
doc-avoidance-spacing = Added to the sum of the two radii, as a fraction of it: straight-line predictions are undercut by a seek that curves back.
doc-avoidance-blend = Weigh the flee by urgency (1 - time / horizon, the horizon of lookahead) against the behaviour's own steering, instead of letting the most urgent threat override it (the article's rule, which can trap agents in a flee / seek cycle).
doc-avoidance-passRight = Near head-on, flee toward the own right-hand side: two agents that meet exactly head-on otherwise flee straight back and meet again.
doc-avoidance-patience = Seconds held up by other agents without getting nearer the goal before giving up the wait and sidestepping for a second. 0: wait for ever.
doc-avoidance-alongObstacles = Never flee into an obstacle: where the flee would meet one within half a unit of the body, the part into it is taken off and the agent flees along it. The article's flee looks at agents only; in a dense crowd among obstacles the crowd then pushes agents into them.
# What each behaviour senses (ui/selected.js): senses-<behaviour>. English is the core registry's words, shown as
# they are (tests/wasm/setting-docs.test.mjs checks these lines are the registry's)
senses-seek = senses only its goal: walls, circles and agents are invisible to it
senses-greedy = senses blocked cells only (its four neighbours): circles and agents are invisible to it
senses-nproxy = senses blocked cells only (within P steps): circles and agents are invisible to it
senses-whiskers = senses walls and circles on its two side rays; agents with avoid agents on
senses-feelers = senses walls, circles and slopes on its three feelers; agents with avoid agents on
senses-raycast = senses walls and circles on its rays; agents with avoid agents on
senses-context = senses walls and circles on its N rays (as danger); agents with avoid agents on
senses-orca = senses walls, circles and agents within neighborDist (as half-planes)
senses-script = senses what its script asks for: world.castRay (walls and circles), world.neighbors (agents), world.blocked (cells)
# The compare editor (ui/compare-editor.js; English in en-panels.js): its rows, and the ready-made sets' labels
ced-variant = variant { $n }
ced-variant-plain = variant
ced-as-is = as it is
ced-needs = { $kind ->
        [nproxy] This preset needs an nproxy agent: { $why }.
        [grid] This preset needs a grid agent: { $why }.
       *[continuous] This preset needs a continuous agent: { $why }.
    }
ced-not-selected = { $kind ->
        [nproxy] the selected agent is not an nproxy agent
        [grid] the selected agent is not a grid agent
       *[continuous] the selected agent is not a continuous agent
    }
ced-none = { $kind ->
        [nproxy] the scene has no nproxy agent
        [grid] the scene has no grid agent
       *[continuous] the scene has no continuous agent
    }
ced-pstep-off = P-step off
ced-pstep-on = P-step on
ced-no-route = no route
ced-route = { $planner } route
ced-no-avoidance = no agent avoidance
ced-label =
    .aria-label = Label of the variant
ced-agents =
    .aria-label = Agents the variant changes
ced-all-agents = all agents
ced-some-agents = { $n } agents ({ $list })
ced-behavior =
    .aria-label = Behaviour in the variant
ced-own-behavior = its own behaviour
ced-planner =
    .aria-label = Route planner in the variant
ced-own-route = its own route
ced-setting =
    .aria-label = A setting to change (by name)
    .placeholder = setting
ced-value =
    .aria-label = The setting's value
    .placeholder = value
ced-remove =
    .aria-label = Remove this variant
# The animation dialog (ui/animation-dialog.js; English in en-panels.js, its words through kit.t)
anim-title = Animation of the run
anim-intro = A range of steps of this run, replayed and drawn as the canvas shows it now (its view, selection and overlays). The page stays at its step.
anim-from = from step
anim-to = to step
anim-every = every
    .title = Every k-th step becomes a frame
anim-fps = frames per second
anim-width = width
anim-format = format
anim-webm = WebM (video)
anim-cancel = Cancel
    .title = Stop making the animation; nothing is saved
anim-make = Make animation
anim-close =
    .aria-label = Close the animation export
anim-whole = { $field }: must be a whole number in [{ $lo }, { $hi }], got { $got }
anim-nothing = nothing
anim-order = { $to }: must be at least { $from } ({ $first }), got { $last }
anim-too-many = { $every }: { $frames } frames is more than the limit of { $max }; take every { $k }th step or fewer steps
anim-size-gif = about { $size } (an estimate from encoding the first two frames)
anim-size-webm = at most about { $size } (the browser's encoder at { $mbits } Mbit/s); recording takes { $seconds } s
anim-estimate = { $frames } frames of { $width } × { $height } px, { $seconds } s at { $fps } fps: { $size }.
anim-failed = Could not make the animation: { $error }
anim-cancelled = Cancelled: nothing was saved.
anim-saved = Saved { $file } ({ $size }, { $frames } frames).
anim-progress = frame { $done } of { $total } · { $size }
toast-animation-compare = Animations are of the scene's run: "Edit the scene" first, then Animation….
# The script editor's console (ui/script-console.js; English in en-panels.js)
con-lines =
    .aria-label = What the scripts printed, by step
con-summary = Console: print(), console.log() and stops, up to the step on screen
con-agent = agent { $i }
con-at = step { $step }
con-stopped = stopped: { $why }
con-empty = Nothing printed up to this step. print(value) in steer() writes here.
con-earlier = { $n ->
        [one] { $n } earlier line is not shown.
       *[other] { $n } earlier lines are not shown.
    }
con-full = The run's log keeps its first { $max } lines: from step { $step } on, lines were not kept.
# The game maps panel's placeholder (app/maps.js, first load; the panel, ui/maps.js, shows the same words)
game-maps-heading = Game maps
game-maps-open = Open .map / .scen…
    .title = Open a Moving AI map and its scenario file (or drop them on the page)
game-maps-hint = Moving AI benchmark maps (.map) and their problems (.scen): open or drop them, or pick a "Game map" example.
# The game maps panel, its problem list and detail and Run all (ui/maps.js, problem-list.js, problem-detail.js,
# run-summary.js; English in en-tools.js). The outcomes' and stop reasons' words are status-* (the core's words).
map-could-not-open = Could not open { $name }
map-too-large = file: { $size } bytes is more than the limit of { $max } bytes
map-set-up-failed = Could not set up the problem
map-agent = Agent
map-agent-menu =
    .title = The grid agent set up for a row and used by Run all
map-p-menu =
    .title = n-proxy look-ahead P (steps)
map-info = { $name } · { $width } × { $height } · { $blocked } blocked
map-cells = Free: { $free } · blocked: { $blockedChars }. S (swamp) counts as ground, as sidestep has no move costs; W (water) is blocked. This map: { $swamp } S, { $water } W.
map-bundled = Bundled: links name it ("{ $name }").
map-carried = Links to it carry its cells.
map-scen = { $name } · { $count } problems. Click one to set it up.
map-no-scen = Open its .scen to list its problems.
map-list-bundled = List the problems of { $name }
map-on-bundled = This scene is on the bundled map { $name }.
map-bucket = Bucket
map-bucket-menu =
    .title = Show one bucket of the scen (Moving AI buckets group problems by optimal length)
map-bucket-all = all { $n }
map-outcome-menu =
    .title = Show the problems that ended one way (after Run all)
map-outcome-every = every outcome
map-outcome-not-reached = not reached
map-outcome-unreachable = no path
map-list =
    .aria-label = Problems of the scen: click one to set it up in the scene
map-count = { $n ->
        [one] { $n } problem
       *[other] { $n } problems
    }
map-count-of = { $n } of { $total } problems
map-cells-title = from ({ $sx }, { $sy }) to ({ $gx }, { $gy })
map-optimal-title = the file's optimal octile length: { $optimal }
map-reached-title = reached in { $steps } steps (4-connected optimum { $optimal4 }): ratio { $ratio }
map-ended-title = { $steps ->
        [one] { $outcome } after { $steps } step
       *[other] { $outcome } after { $steps } steps
    }
map-short-stuck = stuck
map-short-oscillation = osc.
map-short-maxSteps = max
map-problem = Problem #{ $row } · line { $line } · bucket { $bucket }
map-no-path = no path: the goal cannot be reached
map-optimum = { $steps ->
        [one] optimum { $optimal } octile (file { $file }) · { $steps } step 4-connected · limit { $limit }
       *[other] optimum { $optimal } octile (file { $file }) · { $steps } steps 4-connected · limit { $limit }
    }
map-saved = { $steps ->
        [one] Run all ({ $agent }): { $outcome }, { $steps } step
       *[other] Run all ({ $agent }): { $outcome }, { $steps } steps
    }
map-saved-ratio = , ratio { $ratio }
map-not-row = The scene is not this problem any more (another scene, an edited map, or a moved start or goal).
map-in-scene = { $steps ->
        [one] { $agent } in the scene: { $steps } step · { $stop }
       *[other] { $agent } in the scene: { $steps } steps · { $stop }
    }
map-ratio = { " " }· ratio { $ratio }
map-run-all = Run all { $count }
    .title = Run every problem of the scen with { $agent }, in a background worker
map-cancel = Cancel
    .title = Stop the run (its results are dropped)
map-run-failed = Run all failed: { $error }
map-cancelled = Cancelled after { $done } of { $total } problems; nothing kept.
map-run-done = { $agent }: { $n } problems in { $seconds } s, { $rate } problems/s in a worker (measured in this run). Click a bucket to list it.
map-col-bucket = b.
    .title = The scen's bucket (Moving AI groups problems by optimal length)
map-col-problems = n
    .title = problems
map-col-reached = reach
    .title = reached the goal
map-col-stuck = stuck
    .title = stopped with every neighbour blocked
map-col-oscillation = osc.
    .title = stopped as oscillation (stop-on-return: the next cell was the one just left)
map-col-maxSteps = max
    .title = ran out of steps (4 × the 4-connected optimum, at least 64)
map-col-meanRatio = mean
    .title = mean path ratio over reached problems: steps / 4-connected optimum
map-col-worstRatio = worst
    .title = worst path ratio over reached problems
map-all = all
map-unreachable = { $n } unreachable (not run)
# The long-step dialog (ui/script-watch-dialog.js; English in en-tools.js). The command line says the same in
# English (script/watch.js).
lsd-title = A script is taking long
lsd-where = { " " }(scripts.{ $script })
lsd-where-agent = { " " }(scripts.{ $script }, agent { $agent })
lsd-text = Step { $step }: the scripts have run { $seconds } s{ $where } without finishing. The page stopped them and stays at step { $at }: nothing of the run changed. Keep waiting runs that step again (for up to four times as long before asking again); Stop it leaves the run here.
lsd-keep = Keep waiting
lsd-stop = Stop it
# The "Use in your game" dialog (ui/game-code-dialog.js, its notes from ui/game-code.js; English in en-tools.js).
# The code it writes, comments too, stays English, as the packages and their guide are.
gcd-title = Use in your game
gcd-close = Close
gcd-language =
    .aria-label = Language
gcd-js-tab = JavaScript (npm)
gcd-js-label = JavaScript for the npm package
gcd-js-copy = Copy JavaScript
gcd-cpp-tab = C++ (CMake)
gcd-cpp-label = C++ for the CMake package
gcd-cpp-copy = Copy C++
gcd-what-agent = Agent { $index } “{ $name }” ({ $behavior }) with every setting as it is now, in the scene at step 0, as code for sidestep’s packages. Run as it is, it steps to step { $step } and prints the hash the page shows there.
gcd-what-scene = No agent is selected: the scene at step 0 as code for sidestep’s packages (select an agent for its settings). Run as it is, it steps to step { $step } and prints the hash the page shows there.
gcd-note-edits = { $count ->
        [one] This run has { $n } edit made during it, which the packages do not replay: the code starts from step 0 without it (make it part of the scene first for the same run).
       *[other] This run has { $n } edits made during it, which the packages do not replay: the code starts from step 0 without them (make them part of the scene first for the same run).
    }
gcd-note-file = The scene is { $n } characters: the code reads it from scene.json (Export saves it).
gcd-guide = The guide: in-your-game.md
gcd-copy-refused = The browser did not allow copying: the code is selected, press Ctrl+C.
gcd-copied = Copied: { $lines } lines of { $language }.
# The script editor's chrome (ui/script-editor.js, script-rename.js, script-editor-look.js; English in en-tools.js).
# `scripts.NAME`, steer(agent, world), return { x, y } and behaviour "script" are the script API's words: kept.
sed-heading = Scripts
sed-tabs =
    .aria-label = The scene's scripts
sed-apply = Apply
    .title = Run the scene with this code from step 0 (Ctrl+Enter); Ctrl+Z on the page brings the old code and run back
sed-contract = Contract
    .title = What steer(agent, world) gets and returns (docs/scripts.md in short)
sed-close = ✕
    .title = Close (Esc): the text stays as typed
    .aria-label = Close the script editor
sed-new = + New
    .title = A new script from the starter (seek only)
sed-rename = Rename
    .title = Rename this script (its agents follow on Apply)
sed-delete = Delete
    .title = Delete this script (refused while an agent runs it)
sed-revert = Revert
    .title = Put back the code that runs (your text can be brought back once)
sed-keys = Ctrl+Enter applies · Esc closes
sed-script =
    .aria-label = Script { $name }
sed-no-script =
    .aria-label = No script
sed-tab-changed =
    .title = Changed: not what runs yet (Apply)
sed-tab-runs =
    .title = As it runs
sed-no-scripts = No scripts yet: + New
sed-runs = runs as shown
sed-changed = changed: differs from what runs (Apply)
sed-syntax = { " " }· syntax error at line { $line }
sed-not-applied-at = Not applied: scripts.{ $name }: line { $line }, column { $column }: { $message }
sed-not-applied = Not applied:
sed-applied = Applied: the run starts again from step 0 with this code. Ctrl+Z on the page brings the old code and run back.
sed-new-said = New script "{ $name }" (seek only): Apply adds it to the scene; an agent runs it with behaviour "script".
sed-name-taken = scripts.{ $name }: a script of that name exists already
sed-renamed = Renamed: Apply runs it as "{ $name }" (its agents follow).
sed-not-deleted = { $others ->
        [0] scripts.{ $name }: not deleted: "{ $agent }" runs it. Give it another behaviour (or delete it) first.
       *[other] scripts.{ $name }: not deleted: "{ $agent }" and { $others } more run it. Give them another behaviour (or delete them) first.
    }
sed-deleted = Deleted "{ $name }" here: Apply removes it from the scene (Revert brings it back).
sed-reverted = Reverted to the code that runs.{ " " }
sed-bring-back = Bring my text back
sed-new-name =
    .aria-label = New name
# The sound toggle's announcements (app/sonify.js)
sound-on = Sound on: the selected agent's rays are tones (higher and louder as they near, left or right), a tick on a collision, a chord on arrival
sound-off = Sound off
# A circle's or a path point's buttons in the selection's panel (ui/move-buttons.js; English in en-lazy.js)
sel-move = Move to a click
    .title = The next click on the world puts it there (Esc cancels); with the keyboard: Enter on the world, then the arrows
sel-move-armed = Click on the world where it goes (Esc cancels).
sel-radius-smaller = Radius −
    .aria-label = Radius − { $step } u
sel-radius-bigger = Radius +
    .aria-label = Radius + { $step } u
## h-panels3a: lessons (lessons/*.js; English in en-lessons.js)
# The lesson card (lessons/player.js)
les-badge = Lesson
les-back = ◂ Back
    .title = The previous checkpoint
les-next = Next ▸
    .title = The next checkpoint
les-end = The end
les-close = ✕
    .title = Close the lesson (the scene stays)
    .aria-label = Close the lesson
les-live-hint = A boxed number is a setting: drag it sideways
les-live-keys = { " " }(or focus it and use the arrow keys)
les-live-follow = { " " }and watch the scene and the other numbers follow.
# { $step } is a link back to the checkpoint's step (les-step-link)
les-stale = The caption describes { $step }; the world has moved on since.
les-step-link = step { $step }
les-away = Another scene is open: this caption is not about it.{ " " }
les-reopen = Back to checkpoint { $n }
les-opened-as = { $title }, checkpoint { $n }
les-starter-replaced = The exercise starts from its starter script: your code (scripts.{ $script }) was replaced. Ctrl+Z brings it back.
les-exercise-failed = Could not show the exercise
# The lessons menu (lessons/menu.js)
les-menu-heading = Lessons
les-menu-intro = Each lesson follows one article through its scenes: read, step, change a setting, check.
les-menu-make = Make a lesson…
    .title = Turn states of the page into checkpoints with captions, and share the lesson as a link
les-menu-close = ✕
    .title = Close (Esc)
    .aria-label = Close
les-menu-loading = Loading…
les-menu-failed = The lessons could not be loaded: { $error }
les-menu-start = Start
les-menu-continue = Continue at { $n }
les-menu-again = From the start
# A lesson's button's accessible name: its words, then the lesson's title
les-menu-for = { $words }: { $title }
# A task's Check and verdict (lessons/task-check.js)
les-try = Try it:{ " " }
les-check = Check
    .title = Run the scene as it is now from step 0, exactly as Play does, and see whether it does what the task asks
les-running = Running…
les-pass = Pass.
les-not-yet = Not yet.
les-check-failed = The check could not run: { $errors }
les-verdict-stale = The scene changed since this check: Check again.
les-hint = Hint: { $hint }
les-hint-changes = It can be done by changing { $what }: try values far apart, then Play to see where it goes.
les-hint-any = Change one thing at a time, and Play to see where it goes.
les-agent = agent { $n }
les-changed-setting = { $setting } ({ $who })
les-changed-behaviour = the behaviour
les-changed-behaviour-of = the behaviour of { $who }
les-changed-goal = the goal
les-changed-goal-of = the goal of { $who }
les-changed-start = the start
les-changed-start-of = the start of { $who }
# A caption's live settings (lessons/live-caption.js); { $setting } is the setting's name as the core has it
les-fill-failed = [the core could not fill: { $errors }]
les-live-setting = { $setting } of { $agent }
    .title = { $setting } of { $agent }: drag sideways, or use the arrow keys, to change it; the scene replays
les-live-down = Decrease { $setting } of { $agent }
    .title = Decrease { $setting } by one step
les-live-up = Increase { $setting } of { $agent }
    .title = Increase { $setting } by one step
# A lesson's and a lesson link's errors (lessons/lesson.js, lessons/opening.js); lesson:, link:, at:, code: name the link's parts
les-err-invalid = the lesson does not validate
les-err-none = no such lesson
les-err-not-id = lesson: "{ $id }" is not a lesson id
les-err-missing = lesson: there is no lesson "{ $id }"
les-err-link-empty = lesson link: empty
les-err-link-long = lesson link: { $n } characters is more than the limit of { $limit }
les-err-link-utf8 = lesson link: not UTF-8 text
les-open-lesson-failed = Could not open the lesson "{ $id }"
les-source-lesson = the lesson "{ $id }"
les-source-link = the lesson link
les-link-shape = link: not #lesson=ID or #L=..., then &at=N and &code=...
les-link-at = at: must be a checkpoint's number, 1 or more, got "{ $got }"
les-code-not-exercise = code: checkpoint { $n } of this lesson is not an exercise
les-code-failed = Could not put the link's script in the exercise
# The lesson maker (lessons/maker.js, lessons/maker-task.js); { $names }, { $step } and { $time } are the caption's placeholders ({step}, ...), written by the code
les-maker-heading = Make a lesson
les-maker-badge = Making a lesson
les-maker-title =
    .aria-label = The lesson's title
les-maker-add = Add this state
    .title = A checkpoint of the scene as it is now: its step, selection, overlays and camera
les-maker-play = Play
    .title = Play the lesson from its first checkpoint
les-maker-share = Share link
    .title = Copy a link that opens this lesson
les-maker-save = Save file
    .title = Download the lesson as a .json file (docs/lessons.md)
les-maker-close = ✕
    .title = Close (the draft is kept in this browser)
les-maker-help = Captions may name numbers the core fills in at the checkpoint's step: { $names }… (NAME: an agent's name or number).
les-maker-draft-title = My lesson
les-maker-cp-title = { $scene }, step { $step }
les-maker-scene = Scene
les-maker-cp-caption = At step { $step } ({ $time } s):{ " " }
les-maker-added = Checkpoint { $n } added at step { $step }.
les-maker-first = Add a checkpoint first: set the scene up, then "Add this state".
les-maker-first-short = Add a checkpoint first.
les-maker-yours = your lesson
les-maker-errors = The lesson has errors: fix them before sharing or saving
les-maker-copied = Lesson link copied: { $chars } characters, { $n ->
        [one] { $n } checkpoint.
       *[other] { $n } checkpoints.
    }
les-copy-this = Copy this link
les-maker-undo = Undo
les-maker-back = Checkpoint { $n } is back.
les-maker-removed = Checkpoint { $n } ("{ $title }") removed.{ " " }
les-maker-full = This browser would not keep the draft (storage full): share or save it before leaving.
les-maker-none = No checkpoint yet: set the scene up (step, select an agent, overlays), then "Add this state".
les-maker-row-title =
    .aria-label = Checkpoint { $n }'s title
les-maker-row-caption =
    .aria-label = Checkpoint { $n }'s caption
les-maker-preview = Preview (filled at step { $step } of this checkpoint's scene): { $text }
les-maker-up = Move checkpoint { $n } up
les-maker-down = Move checkpoint { $n } down
les-maker-remove = Remove checkpoint { $n }
les-task-add = Add a task and a hint
les-task-summary = Task: { $goal }
les-task-field = Checkpoint { $n }'s task: { $field }
les-task-goal = goal
les-task-agent = agent
les-task-measure = measure
les-task-value = value
les-task-within = steps it runs
les-task-text = what to do
    .placeholder = What the reader does, in a sentence
les-task-hint = hint
    .placeholder = Shown after two checks that did not pass
les-goal-none = no task
les-goal-arrive = an agent arrives
les-goal-arriveClean = an agent arrives without a collision
les-goal-below = a measure ends below a value
les-goal-above = a measure ends above a value
les-task-do-arrive = Change the scene so that { $agent } reaches its goal.
les-task-do-arriveClean = Change the scene so that { $agent } reaches its goal without a collision.
les-task-do-below = Change the scene so that { $measure } ends below { $value }.
les-task-do-above = Change the scene so that { $measure } ends above { $value }.
# The scripting exercise (lessons/exercise.js); world.castRay, print(), Contract and seek are the script API's and the editor's names
les-ex-label = Exercise
les-ex-edit = Edit my script
    .title = Open the script in the editor (E); Apply runs it in the compare panes
les-ex-check = Check my solution
    .title = Run the quality suite's scenes with your script, the built-in and seek, and compare
les-ex-share = Share my solution
    .title = Copy a link to this exercise with your script in it
les-ex-stop = Stop
les-ex-table =
    .aria-label = Your script against the built-in and plain seek, per kind of scene
les-ex-scope = Check my solution runs your script as applied on the quality suite's { $families }, beside the built-in { $reference } and seek (no avoidance).
les-ex-family-fields = circle fields
les-ex-family-blocks = blocked cells
les-ex-family-wall = a wall across the way
les-ex-family-trap = a U-shaped trap
les-ex-family-corridor = corridors
les-ex-family-doorway = doorways
les-ex-family-crossing = crossing agents
les-ex-family-oncoming = oncoming agents
les-ex-family-overtaking = overtaking
les-ex-family-fan-in = agents fanning in
les-ex-family-ring = rings of agents
les-ex-family-streams = four streams
les-ex-col-arrived = arrived
les-ex-col-collisions = collisions / agent
les-ex-col-depth = deepest overlap
les-ex-col-contacts = agent contacts / agent
les-ex-col-contact-time = s in contact / agent
les-ex-col-time = s to the goal / arrived agent
les-ex-col-effort = effort / agent (u/s)
les-ex-col-score = score
les-ex-score-note = Score per agent, lower is better: 50 per collision or agent contact, plus the seconds to the goal (for an agent that did not arrive, the whole run and 60 more), plus 0.1 per u/s of velocity change (effort).
les-ex-arrived = { $reached } / { $agents }
les-ex-arrived-stopped = { $reached } / { $agents }, { $stops } stopped by the script
les-ex-yours = yours
les-ex-builtin = built-in { $reference }
les-ex-hint-any = Open Contract for what world.castRay returns; print() the values you compute (the console shows them by step), and compare your rays with the built-in pane.
# { $than } is fewer, more or same; { $whose } is seek, or builtin (builtin-s when { $reference }, the exercise's behaviour, ends in s)
les-ex-than = { $than ->
        [fewer] fewer than
        [more] more than
       *[same] as many as
    } { $whose ->
        [seek] seek's
        [builtin-s] the built-in { $reference }'
       *[builtin] the built-in { $reference }'s
    } { $value }
les-ex-compared = { $yours } collisions per agent, { $seek } and { $builtin }
les-ex-stopped = Your script stopped { $stops } of { $agents } agents, so its row is not a result yet (a stopped agent collides with nothing). The first { $first }. Fix it, then check again.
les-ex-not-arrived = { $reached } of { $agents } agents arrived (the built-in: { $ref }); yours: { $compared }.
les-ex-no-better = Every agent arrived, but yours avoids no better than seek: { $compared }; { $contact } s in contact per agent to seek's { $seekContact } s.
les-ex-passed = Every agent arrived; yours: { $compared }, and { $contact } s in contact per agent to seek's { $seekContact } s.
les-ex-stopped-changed = Stopped: your code changed. Check again.
les-ex-outdated = Your code changed since this check (the table is for the code before): Check again.
les-ex-stopped-short = Stopped.
les-ex-loading = Loading…
les-ex-runs = { $done } / { $total } runs
les-ex-worker-failed = the check's worker failed
les-ex-failed = The check did not run: { $errors }
les-ex-done = { $runs } scenes each, { $seconds } s.
les-ex-copied = Link copied: it opens this exercise with your script in it.
les-ex-code-base64 = code: not a script (its payload is not base64url)
les-ex-code-utf8 = code: not UTF-8 text
## h-panels3a: scripts (ui/script-editor-look.js, script/reference.js, ui/script-words.js; English in en-scripts.js and en-tools.js)
# The script editor: an agent that runs the script has no name (ui/script-editor.js)
sed-agent = agent { $n }
sed-agent-added = an agent added at step { $step }
# The script contract panel (the script API's names: steer, agent, world, the fields and calls, stay code)
scr-contract = The contract
    .aria-label = The script contract
scr-intro = function steer(agent, world) is called once per step for each agent running the script (agents in order) and returns { "{" } x, y { "}" }: the acceleration it wants, in u/s². The core shortens it to agent.maxAccel, then applies the speed limit, as for every behaviour.
scr-agent-xy = position, world units
scr-agent-v = velocity, u/s
scr-agent-body = body and limits (u, u/s, u/s²)
scr-agent-goal = its goal, world units
scr-agent-dt = the time step (s) and the step being decided (0 first)
scr-agent-params = its free params, { "{" } name: number { "}" } (at most 8)
scr-agent-memory = an object kept between calls: plain data, at most 4 KiB as JSON, part of the keyframes (going back is exact); { "{" }{ "}" } at the first call
scr-world-castRay = null, or { "{" } distance, x, y, nx, ny, kind { "}" } (kind "cell" or "circle"): the cast the built-ins sense with. The first 3 rays of a step are drawn and listed in the panel.
scr-world-neighbors = the other agents whose centre is within radius: [{ "{" } x, y, vx, vy, radius { "}" }], in a fixed order
scr-world-blocked = whether cell (cx, cy) is blocked (off the grid: true)
scr-world-random = a number in [0, 1), seeded by the scene, the step, the agent and the draw (Math.random is this)
scr-world-show = a named number (up to 8 per step) in the panel
scr-world-note = a sentence (up to 4 per step, 200 characters) in the panel and the console
scr-stops = What stops its agent (stop reason script, with the line)
scr-stop-throw = a throw, or an answer that is not { "{" } x, y { "}" } of finite numbers
scr-stop-runaway = a runaway: more than sim.scriptBudget interrupt checks in one call (QuickJS checks after every 10,000 of its ticks, about 5,000 turns of a simple loop: the same count on every machine; no clock stops a script)
scr-stop-memory = memory: 16 MiB for all scripts; agent.memory 4 KiB as JSON
scr-stop-sandbox = no DOM, network, timers, Date, modules or host objects: fetch, require, process are not defined. Keep state in agent.memory (top-level variables are not part of the keyframes).
scr-whole = The whole contract: docs/scripts.md in the source.
# A script's error in a student's words (ui/script-words.js); { $ch } is a bracket, { $what } the engine's own message
scr-unclosed = A bracket is missing: the { $ch } at line { $line }, column { $column } is never closed. Add its { $pair } where that part ends.
scr-unopened = The { $ch } at line { $line }, column { $column } closes nothing: a { $pair } is missing before it, or this one is extra.
scr-mismatch = A bracket is missing: the { $ch } at line { $line }, column { $column } is never closed (the { $close } at line { $closeLine } comes first). Add its { $pair } where that part ends.
scr-near = Line { $line }: "{ $token }" cannot come here. A word, an operator or a comma is missing or extra just before it.
scr-unreadable = Line { $line } is not JavaScript the engine can read ({ $what }).
scr-mark-syntax = { $text } (QuickJS: line { $line }, column { $column }: { $message })
scr-mark-stopped = stopped "{ $agent }": { $text } (line { $line }: { $message })
scr-mark-stopped-in = stopped "{ $agent }" in "{ $pane }": { $text } (line { $line }: { $message })
scr-mark-stopped-plain = stopped "{ $agent }": { $text }
scr-mark-stopped-in-plain = stopped "{ $agent }" in "{ $pane }": { $text }
scr-loop = the loop at line { $line }
scr-loops = one of the loops at lines { $lines }
scr-millions = { $n } million
scr-thousands = { $n } thousand
scr-at-line = Line { $line }
scr-at-script = The script
scr-budget = ran out of its budget ({ $checks } interrupt checks, about { $operations } operations)
scr-slow = took more than { $ms } ms
scr-runaway = The call { $ran }: a loop that never ends? Look at { $where }: check that its condition changes inside the loop.
scr-runaway-from = The call { $ran }: a loop that never ends? Look at the loops from line { $line }: check that its condition changes inside the loop.
scr-null-why = world.castRay returns null when its ray hits nothing: check it first (if (hit) { "{" } … { "}" }).
scr-undefined-why = A name spelt differently, or a field the agent does not have (the Contract lists them), is undefined.
scr-no-field = { $at }: "{ $owner }" is { $none } there, so it has no "{ $prop }". { $why }
scr-no-field-value = { $at }: a value is { $none } there, so it has no "{ $prop }". { $why }
scr-not-defined = { $at }: nothing is called "{ $name }" here. Check its spelling, or declare it (let, const) before it is used.
scr-not-function = { $at } calls something that is not a function: check the name (the world's calls are world.castRay, world.neighbors, world.blocked, world.random, world.show, world.note).
scr-bad-return = { $at }: steer must end with return { "{" } x, y { "}" }, two finite numbers (an acceleration). It returned { $got }.
scr-at = { $at }: { $what }
# The script runtime's own stops (script/runtime.js's English, worded by ui/script-words.js); { $name } is scripts.NAME
scr-runtime-failed = The script runtime failed: { $what }
scr-no-script = { $name }: this scene has no script of that name.
scr-no-answer = The script gave no answer.

## h-panels3b: canvas captions
# The key numbers' words on the canvas (draw/key-numbers.js; in en.js): raycast's avoid point, a context agent with every slot masked and its chosen direction, the feelers' lateral command before its number
kn-avoid-point = avoid point
kn-all-masked = all masked
kn-chosen = chosen
kn-command = command
# The ORCA velocity-space inset (draw/orca.js; cv- is en-draw.js, fetched with the drawers): its caption with the square's half-width (short: a phone), how the velocity was chosen
cv-orca-title = velocity space (ORCA), ±{ $w } u/s
cv-orca-range = ±{ $w } u/s
cv-orca-allowed = preferred velocity allowed
cv-orca-nearest = nearest allowed velocity
cv-orca-fallback = fallback: least violation
cv-orca-squeezed = squeezed: least violation
cv-orca-fallback-short = fallback
cv-orca-squeezed-short = squeezed
# The P-proxy heat map's legend (draw/heat-legend.js): its title, the ramp's two ends
cv-heat-title = P-proxy of each cell (P = { $p })
cv-heat-near = { $n } (near)
cv-heat-far = { $n } (far)
# The context map inset's title (draw/context.js)
cv-context-title = context map · { $name }
# The feelers' side view (draw/profile.js): its title, the slope's line (long, shorter, shortest for a narrow pane: the slope's kind, the dot product, the offset), the core's slope kinds and hit kinds, an obstacle's height, what each feeler met
cv-side-title = Side view · { $name } · heading →
cv-slope-on = { $kind }: dot = { $dot } → offset { $offset } u
cv-slope-off = { $kind }: dot = { $dot } → slope off, { $target } u not applied
cv-slope-on-short = { $kind }: dot { $dot } → offset { $offset } u
cv-slope-on-shortest = { $kind }: dot { $dot } → { $offset } u
cv-slope-off-short = { $kind }: dot { $dot } → slope off ({ $target } u)
cv-slope-off-shortest = { $kind }: dot { $dot } → off ({ $target } u)
cv-slope-level = level
cv-slope-incline = incline
cv-slope-decline = decline
cv-slope-across = across
cv-hit-wall = wall
# On the canvas, in a neighbour's cell of the selected grid agent: the cell is blocked (the panel's word)
canvas-grid-blocked = blocked
cv-hit-circle = circle
cv-hit-ground = ground
cv-obstacle-high = { $kind } { $height } u high
cv-feeler-hit = { $hit } { $distance }
cv-feeler-over = over an obstacle
cv-feeler-over-short = over
cv-feeler-clear = clear
cv-units = { $n } u

## h-panels3b: opening, links, storage, refusals
# The page's start-up failure (main.js): in English when it comes before the locale's catalogue
start-failed = sidestep failed to start: { $error }
# A scene that could not be opened (sim/document.js): the error box's title, the page's own reasons; the names of what is opened (app/document.js, app/files.js, ui/console-api.js, ui/maps.js)
ld-failed = Could not open { $source }
ld-script-engine = scripts: the script engine did not load ({ $error })
ld-too-large = file: { $size } bytes is more than the limit of { $limit } bytes ({ $mib } MiB)
obs-reading = Opening { $source }: { $percent } read
obs-building = Opening { $source }: building the scene
obs-wait = One moment: the world answers once the scenario is open
ld-not-a-scene = { $name }: neither a scenario file (JSON, starting with { "{" }), a SteerSuite test case (XML) nor a share link.
ld-movingai-hint = { " " }A Moving AI map or scen opens with "Open .map / .scen…" (or drop it on the world).
ld-link-too-long = link: this scene's link would be { $length } characters, more than browsers open ({ $max } here; Firefox refuses addresses over { $firefox }). Export it as a file instead (Export, in Edit).
ld-name-my-scene = "{ $name }" from My scenes
ld-name-example = the example "{ $title }"
ld-name-autosave = the autosaved scene
ld-name-welcome = the welcome example
ld-name-link = the link
ld-name-dropped-link = the dropped link
ld-name-scenario = the scenario
map-open-problem = problem { $row } of { $scen }
# A share link that does not decode (sim/link.js): the core's words (core/src/io/link.cpp) in English
ld-link-limit = link: the core's limit { $name } is not loaded (load the module first)
ld-link-length = link: not base64url: { $size } characters cannot be a whole number of bytes
ld-link-character = link: not base64url: character { $at } is not A-Z, a-z, 0-9, - or _
ld-link-inflates = link: inflates to more than { $limit } bytes (the limit); refusing it
ld-link-not-deflate = link: not deflate data (truncated or corrupt)
ld-link-empty = link: empty (expected #s= followed by the scenario)
ld-link-too-many = link: { $length } characters is more than the limit of { $limit }
ld-link-not-utf8 = link: the scenario is not UTF-8 text
# My scenes' storage errors (sim/library.js)
ld-storage-failed = storage request failed
ld-no-indexeddb = this browser keeps no scenes (no IndexedDB)
ld-no-entry = My scenes: no entry { $id }
# Refusals worded in the page: the agent editor's (sim/sim-edits.js), a number field's (ui/number-field.js), the console API's step and events (sim/sim.js, sim/records.js)
ld-edit-one-of = { $path }: must be one of { $list }, got { $got }
ld-edit-point = { $path }: must be [x, y]
ld-edit-unknown-param = { $path }: unknown param of { $owner }
ld-edit-unknown-setting = { $path }: unknown setting (there are { $list })
ld-not-a-number = { $name }: must be a number (the field is empty or holds something else)
ld-step-n = step: n must be a whole number >= 0, got { $got }
ld-seek-step = seek: step must be a whole number >= 0, got { $got }
ld-events-kind = events: kind must be one of { $list }, got { $got }
# The Run all worker's failure (sim/run-all.js), the video recorder's (draw/encode.js, worded by the animation dialog), the legend with no agents (ui/legend.js), the panes in compare mode refusing an edit (app/keys.js)
map-run-all-failed = the run-all worker failed
anim-recorder-empty = the browser's recorder gave { $bytes } bytes for { $frames } frames (no video): try again, or make a GIF
legend-no-agents = no agents
keys-compare-copies = The panes are copies of the scene: "Edit the scene" (under the title) leaves compare mode to change it.
# The timeline's memory tooltip (ui/timeline.js)
tl-memory = { $steps } steps computed; { $keyframes } keyframes (one every { $interval } steps), { $used } MB of { $budget } MB, plus { $recent } MB of the states the last step back went through (at most 24 MB); { $edits }
tl-edits = { $n ->
        [one] { $n } edit made during the run
       *[other] { $n } edits made during the run
    }


## h-words5: the World's refused edits (core/src/world: an edit the World itself refuses, EditResult). As the
## validation errors above: the field's path and values as the file writes them.
invalid-no-agent = { $path }: no agent { $index } (there are { $count })
invalid-no-circle = { $path }: no circle { $index } (there are { $count })
invalid-no-path = { $path }: no path { $index } (there are { $count })
invalid-no-script = { $path }: no script named "{ $name }"
invalid-resize-outside = { $path }: { $width } x { $height } would leave agents[{ $agent }].{ $field } ({ $x }, { $y }) outside the world; move or remove the agent first
invalid-cell-outside = { $path }: ({ $x }, { $y }) is outside the { $width } x { $height } grid
invalid-agent-cell = { $path }: must be a cell 0..{ $maxX } x 0..{ $maxY }, got ({ $x }, { $y })
invalid-agent-inside = { $path }: must lie inside the world [0, { $width }] x [0, { $height }], got ({ $x }, { $y })
invalid-finite = { $path }: must be finite numbers
invalid-point-count = { $path }: must have { $min }..{ $max } points, got { $got }
invalid-points-far = { $path }: points must be finite and within { $max } of the origin
invalid-integer-limits = { $path }: must be an integer { $lo }..{ $hi }
invalid-max-agents = { $path }: at most { $max } agents
invalid-max-circles = { $path }: at most { $max } circles
invalid-max-paths = { $path }: at most { $max } paths
invalid-max-scripts = { $path }: at most { $max } scripts
## h-words5: Moving AI map and scen errors (core/src/io/movingai_*.cpp): each names its line; a quoted text is the
## file's own, shown as it is; the header's words (type octile, height H, width W, map) are the format's.
invalid-movingai-too-large = line { $line }: the file has { $bytes } bytes, more than the limit of { $max }
invalid-movingai-stopped = stopped after { $n } errors
invalid-map-empty = line { $line }: empty file (a .map starts with 'type octile')
invalid-map-ends-before-map = line { $line }: the file ends before the 'map' line
invalid-map-ends-before-map-missing = line { $line }: the file ends before the 'map' line (missing { $missing })
invalid-map-second-line = line { $line }: a second '{ $key }' line
invalid-map-type = line { $line }: type must be 'octile', got { $got }
invalid-map-side = line { $line }: { $key } must be an integer 1..{ $max }, got { $got }
invalid-map-before = line { $line }: 'map' before the '{ $header }' line
invalid-map-expected-type = line { $line }: expected 'type octile', got { $got }
invalid-map-expected-header = line { $line }: expected a header line (type octile, height H, width W, map), got { $got }
invalid-map-ends-after = line { $line }: the file ends after { $rows } rows, height says { $height }
invalid-map-row-width = line { $line }: row has { $chars } characters, width says { $width }
invalid-map-character = line { $line }: unknown character { $char } at column { $column } (free: { $free }; blocked: { $blocked })
invalid-map-more-rows = line { $line }: more rows than height says ({ $height })
invalid-scen-empty = line { $line }: empty file (a .scen starts with 'version 1')
invalid-scen-version = line { $line }: expected 'version 1', got { $got }
invalid-scen-too-many = line { $line }: more than { $max } problems (the limit)
invalid-scen-fields = line { $line }: expected 9 fields (bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length), got { $got }
invalid-scen-fields-more = line { $line }: expected 9 fields (bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length), got more
invalid-scen-integer = line { $line }: { $column } must be an integer { $lo }..{ $hi }, got { $got }
invalid-scen-integer-in = line { $line }: { $column } must be an integer { $lo }..{ $hi } ({ $side } { $size }), got { $got }
invalid-scen-col-bucket = bucket
invalid-scen-col-map-width = map width
invalid-scen-col-map-height = map height
invalid-scen-col-start-x = start x
invalid-scen-col-start-y = start y
invalid-scen-col-goal-x = goal x
invalid-scen-col-goal-y = goal y
invalid-scen-map-name = line { $line }: map name longer than { $max } characters
invalid-scen-optimal = line { $line }: optimal length must be a number 0..{ $max }, got { $got }
invalid-scen-other-map = line { $line }: the problem is for map { $name }, not { $map }
invalid-scen-size = line { $line }: the problem says the map is { $w } x { $h }, the map is { $width } x { $height }
invalid-scen-blocked-start = line { $line }: start ({ $x }, { $y }) is a blocked cell
invalid-scen-blocked-goal = line { $line }: goal ({ $x }, { $y }) is a blocked cell
## h-words6: the scenario file's field errors (core/src/io: scenario_parse*.cpp, scenario_regions.cpp, compare_json.cpp,
## history_json.cpp, edit_json.cpp). One message per kind of rule: the field's path, the limits and the file's own
## names (keys, choices, shapes such as [x0, y0, x1, y1]) are arguments shown as the file writes them; what a list
## holds ($what) is one of the invalid-noun- words below (invalid-noun-xy-points only after "an array of").
invalid-too-large = { $path }: { $bytes } bytes is more than the limit of { $max } bytes
# $what: one of the invalid-json-* words below (what the JSON parser found wrong at that line and column).
invalid-json = { $path }: not valid JSON: line { $line }, column { $column }: { $what }
invalid-json-character = { $path }: not valid JSON: line { $line }, column { $column }: unexpected character '{ $character }'
invalid-json-duplicate-key = { $path }: not valid JSON: line { $line }, column { $column }: duplicate key "{ $key }"
invalid-json-depth = { $path }: not valid JSON: line { $line }, column { $column }: nested deeper than { $max } levels
invalid-json-after-value = unexpected text after the JSON value
invalid-json-literal = invalid literal
invalid-json-end = unexpected end of input
invalid-json-key-expected = expected a string key
invalid-json-colon = expected ':'
invalid-json-object-end = expected ',' or '{ "}" }'
invalid-json-array-end = expected ',' or ']'
invalid-json-number = invalid number
invalid-json-fraction = invalid number: digits expected after '.'
invalid-json-exponent = invalid number: digits expected in the exponent
invalid-json-u-truncated = truncated \u escape
invalid-json-u-escape = invalid \u escape
invalid-json-unterminated = unterminated string
invalid-json-control = control character in string
# The file's commonest slips, each at the place to look: a string whose line ends before its closing quote (at the
# string's start), a comma just before a closing brace or bracket (at the comma), the file ending inside an object or
# array (at the innermost '{' or '[' left open).
invalid-json-open-string = this string is not closed before its line ends
invalid-json-comma-brace = a comma just before '{ "}" }' (remove the last comma)
invalid-json-comma-bracket = a comma just before ']' (remove the last comma)
invalid-json-unclosed-object = the file ends before this '{ "{" }' is closed
invalid-json-unclosed-array = the file ends before this '[' is closed
invalid-json-surrogate = unpaired surrogate in \u escape
invalid-json-escape = invalid escape in string
invalid-json-stopped = the reading was stopped (another scene was asked for)
invalid-json-object = { $path }: must be a JSON object ({ $format }), got { $got }
invalid-version-required = { $path }: is required and must be { $version }
invalid-version = { $path }: must be { $version } (this build reads format v{ $version }), got { $got }
invalid-object-keys = { $path }: must be an object { $keys }, got { $got }
invalid-object-keys-or-null = { $path }: must be an object { $keys } or null, got { $got }
invalid-shape = { $path }: must be { $shape }, got { $got }
invalid-required-shape = { $path }: is required: { $shape }
invalid-array-of = { $path }: must be an array of { $what }, got { $got }
invalid-array-names = { $path }: must be an array of names
invalid-at-most = { $path }: must have at most { $max } { $what }, got { $got }
invalid-at-most-with-regions = { $path }: must have at most { $max } { $what } with the regions' { $regions }, got { $got }
invalid-at-least = { $path }: must have at least { $min } { $what }
invalid-count-between = { $path }: must have { $min } to { $max } { $what }, got { $got }
invalid-noun-agents = agents
invalid-noun-circles = circles
invalid-noun-edits = edits
invalid-noun-paths = paths
invalid-noun-points = points
invalid-noun-xy-points = [x, y] points
invalid-noun-regions = regions
invalid-noun-rows = rows
invalid-noun-scripts = scripts
invalid-noun-variants = variants
# What a value the file writes is, where it is not shown as written (a number, a text, true, false, null,
# a short array of them): the argument $got of the messages above. invalid-got-items is an array of
# more than four items ($items, always 5 or more); invalid-got-array an array that holds an array or object.
invalid-got-object = an object
invalid-got-array = an array
invalid-got-items = an array of { $items }
invalid-either = { $path }: must be "{ $a }" or "{ $b }", got { $got }
invalid-either3 = { $path }: must be "{ $a }", "{ $b }" or "{ $c }", got { $got }
invalid-number-min = { $path }: must be a number >= { $min }, got { $got }
invalid-finite-number = { $path }: must be a finite number, got { $got }
invalid-axes = { $path }: each axis must be a number in { $range }, got { $got }
invalid-axes-range = { $path }: each axis must be in { $range }
invalid-setting-value = { $path }: must be a number, true or false, or a choice's name, got { $got }
invalid-behavior-name = { $path }: must be a behaviour's name, got { $got }
invalid-unknown-key-for = { $path }: unknown key for { $kind }
invalid-within-origin = { $path }: must lie within { $max } of the origin
invalid-inside-world = { $path }: must lie inside the world [0, { $width }] x [0, { $height }], got { $got }
invalid-grid-cell = { $path }: must be a cell [x, y] with integers 0..{ $maxX } and 0..{ $maxY }, got { $got }
invalid-cell-integers = { $path }: must be [x, y], integers 0..{ $max }
invalid-cells-integers = { $path }: cells[{ $index }] must be [x, y], integers 0..{ $max }
invalid-grid-setting = { $path }: grid agents move one cell per step and have no { $key }; remove it
invalid-no-paths = { $path }: there are no paths in world.paths
invalid-script-only = { $path }: only script agents name a script; remove it or set "behavior": "script"
invalid-script-required = { $path }: is required for a script agent (the name of one of the scene's scripts)
invalid-script-missing = { $path }: no script named "{ $name }" (the scene has: { $names })
invalid-script-missing-none = { $path }: no script named "{ $name }" (the scene has: none)
invalid-script-not-in-scene = { $path }: no script named "{ $name }" in the scene's scripts
invalid-script-name = { $path }: a script's name must be a letter or _ then up to 31 letters, digits or _
invalid-param-name = { $path }: a param's name must be a letter or _ then up to 31 letters, digits or _
invalid-script-params = { $path }: a script agent has at most { $max } params, got { $got }
invalid-object-of-numbers = { $path }: must be an object of numbers by name, got { $got }
invalid-object-of-settings = { $path }: must be an object of settings by name, got { $got }
invalid-pace = { $path }: must be 0 (as fast as it goes) or a number of steps per second in { $range }, got { $got }
invalid-selected-none = { $path }: must be null: there are no agents
invalid-repeats = { $path }: repeats "{ $name }"
invalid-world-object = { $path }: must be an object with "grid" (and optionally "circles")
invalid-size-and = { $path }: gives an open grid's size: remove it, or { $other }
invalid-size = { $path }: must be [width, height] in cells, got { $got }
invalid-grid-required = { $path }: is required: an array of rows such as "..@@.." (or world.map, the name of a bundled map: { $maps })
invalid-grid-rows = { $path }: must be a non-empty array of row strings, got { $got }
invalid-first-row = { $path }: must be a string of 1..{ $max } cells, got { $n ->
        [one] { $n } character
       *[other] { $n } characters
    }
invalid-first-row-got = { $path }: must be a string of 1..{ $max } cells, got { $got }
invalid-row-width = { $path }: must have { $width } cells like row 0, got { $got }
invalid-cell-character = { $path }: unknown cell character { $char } (free: . or G; blocked: @, O or T)
invalid-map-and-grid = { $path }: give either a bundled map's name or world.grid, not both
invalid-unknown-map = { $path }: unknown map "{ $name }"; the bundled maps are { $maps }
invalid-terrain-rows = { $path }: must be an array of { $rows } rows (grid height + 1), got { $n ->
        [one] { $n } row
       *[other] { $n } rows
    }
invalid-terrain-rows-got = { $path }: must be an array of { $rows } rows (grid height + 1), got { $got }
invalid-terrain-columns = { $path }: must be an array of { $columns } numbers (grid width + 1), got { $n ->
        [one] { $n } number
       *[other] { $n } numbers
    }
invalid-terrain-columns-got = { $path }: must be an array of { $columns } numbers (grid width + 1), got { $got }
invalid-whole-grid-edits = { $path }: at most { $max } resizeGrid, clearGrid and clearTerrain edits in a history
invalid-step-order = { $path }: must not be less than the step before it ({ $before }), got { $got }
invalid-step-max = { $path }: must be at most sim.maxSteps ({ $max }), got { $got }
invalid-history-clear = { $path }: clear starts a new scenario and cannot be part of a run's history
# A history's edit the World refuses: $edit the edit's kind (the core's identifier, as files write it), $why the World's
# own refusal (a sentence that starts with its field). invalid-variant-*: a compare variant that does not fit the scene:
# $behavior and $own are behaviours' names, $agent an agent's index, $agents how many there are; invalid-variant-param
# wraps the refusal of a setting the variant gives ($why starts with the setting's path).
invalid-history-edit = { $path }: { $edit } at step { $step }: { $why }
invalid-variant-history = { $path }: history[{ $entry }]: { $edit } at step { $step } does not fit this variant: { $why }
invalid-fold-edit = history[{ $entry }] ({ $edit } at step { $step }): does not apply at step 0: { $why }
invalid-variant-no-agent = { $path }: no agent { $agent } (there are { $agents })
invalid-variant-grid-on-continuous = { $path }: { $behavior } is a grid behaviour and agent { $agent } is a continuous agent ({ $own })
invalid-variant-continuous-on-grid = { $path }: { $behavior } is a continuous behaviour and agent { $agent } is a grid agent ({ $own })
invalid-variant-param = { $why } (agent { $agent })
invalid-label-required = { $path }: is required (a few words shown over its pane)
invalid-agent-twice = { $path }: lists an agent twice
invalid-variant-agents = { $path }: must be "all" or a non-empty array of agent indices, got { $got }
invalid-variant-script = { $path }: only a variant with "behavior": "script" names a script
invalid-variant-script-required = { $path }: is required with "behavior": "script" (the name of one of the scene's scripts)
invalid-area = { $path }: must be [x0, y0, x1, y1], four numbers, got { $got }
invalid-area-size = { $path }: must be x0 < x1 and y0 < y1, at least one body (2 x radius = { $body }) wide and high, got { $got }
invalid-goal-required = { $path }: is required: { $area }, "opposite" or "same-area"
invalid-goal-rule = { $path }: must be { $area }, "opposite" (the start mirrored through the world's centre) or "same-area", got { $got }
invalid-count-required = { $path }: is required: how many agents, 1..{ $max }
invalid-region-grid = { $path }: regions place continuous agents; { $behavior } is a grid behaviour (write its agents in "agents")
invalid-regions-total = { $path }: hold { $total } agents together, more than the limit of { $max }
invalid-region-goal = { $path }: found no free goal for agent { $agent } in { $tries } tries (blocked cells or circles cover it)
invalid-region-placed = { $path }: placed { $placed } of { $count } (after { $tries } tries for the next, the start area has no free room for a body of radius { $radius }): enlarge the area or lower the count
invalid-rule = { $path }: { $rule }
invalid-rule-remove = { $path }: { $rule }; remove it
invalid-rule-grid-avoid = grid agents do not avoid agents
invalid-rule-orca-avoid = orca agents avoid agents by their own half-planes
invalid-rule-context-path = only context agents follow paths
invalid-rule-grid-drive = only continuous agents can be driven
invalid-rule-grid-route = grid agents move cell by cell; only continuous agents follow routes
invalid-rule-script-route = script agents steer themselves; they follow no route
invalid-rule-script-avoid = script agents steer themselves (world.neighbors sees other agents)
invalid-rule-script-only = only script agents name a script
## The World's own refusals of an edit (core/src/world), as above.
invalid-max-characters = { $path }: must be at most { $max } characters
invalid-max-characters-got = { $path }: must be at most { $max } characters, got { $got }
invalid-max-params = { $path }: at most { $max } params
invalid-max-bytes = { $path }: at most { $max } bytes
invalid-not-a-name = { $path }: "{ $name }" is not a name
invalid-named-twice = { $path }: named twice
invalid-no-setting = { $path }: there is no setting "{ $name }"
invalid-axes-number = { $path }: each axis must be a number in { $range }
invalid-not-driven = { $path }: agent { $index } is not driven (setDrive first)
invalid-grid-body = { $path }: a grid agent ({ $behavior }) moves one cell per step; only continuous agents have a body to set
invalid-kind-continuous = { $path }: { $behavior } is a continuous behaviour and agent { $index } is a grid agent; add a new agent instead
invalid-kind-grid = { $path }: { $behavior } is a grid behaviour and agent { $index } is a continuous agent; add a new agent instead
invalid-script-needs-name = { $path }: a script agent needs its script's name (setAgentScript)
invalid-or = { $path }: must be { $a } or { $b }
invalid-or3 = { $path }: must be { $a }, { $b } or { $c }
invalid-or3-got = { $path }: must be { $a }, { $b } or { $c }, got "{ $got }"
invalid-terrain-count = { $path }: must have (width + 1) x (height + 1) = { $count } values, got { $got }
invalid-finite-within = { $path }: must be finite and within { $max } of the origin
invalid-unknown-kind = { $path }: unknown kind
invalid-path-index = { $path }: must be -1 or a path index of a context agent
invalid-only-params = { $path }: { $behavior } has only { $n } params
invalid-not-a-name-pattern = { $path }: "{ $name }" is not a name ({ $pattern })
invalid-script-grid-agent = { $path }: script is a continuous behaviour and agent { $index } is a grid agent
invalid-history-full = { $path }: at most { $max } edits during a run; go back to step 0 to edit the scenario
invalid-no-edit = { $path }: no such edit (the run's history has { $count })

## h-flee2: agent avoidance at the goal (atGoal): an arrived agent gives way, returns and rests
why-head-giving-way = At goal, giving way
why-head-at-goal = At goal
why-head-returning = Returning to its goal
why-note-giving-way = at goal, giving way: it has arrived (counted the first time it came within 0.05 u of its goal) and keeps its agent avoidance running (atGoal: giveWay), so it flees another agent whose approach would hit it, by the usual rule; it returns to its goal afterwards
why-note-at-goal = at goal: it has arrived and rests there, still watching the other agents: it flees one whose approach would hit it (atGoal: giveWay; with stop it would stay parked whatever comes)
why-note-returning = returning to its goal: it gave way to another agent and, with no threat now, its behaviour brings it back; it rests once within 0.05 u of its goal
doc-avoidance-atGoal = What it does once it has arrived (counted the first time it comes within 0.05 u of its goal, either way). giveWay: it keeps its agent avoidance running, flees another agent whose approach would hit it, then returns to its goal and rests there. stop: it stops for good, as the article's agents do; latecomers into a packed group of goals bounce on it.

## h-words7: a setting's value refused by an edit (core/src/world: edit.cpp, edit_checks.hpp; checkParam's rule for
## the World). $name is the setting's identifier, $owner a behaviour's name or avoidance, shown as written.
invalid-true-or-false = { $path }: must be true or false
invalid-choice-index = { $path }: must be a choice index 0..{ $max }
invalid-no-setting-of = { $path }: { $owner } has no setting "{ $name }" (it has { $known })
invalid-no-setting-of-none = { $path }: { $owner } has no setting "{ $name }"
invalid-setting-boolean = { $path }: { $name } must be true or false
invalid-setting-one-of = { $path }: { $name } must be one of { $list }
invalid-setting-number = { $path }: { $name } must be a number

## h-words8: a lesson task's verdict (core/src/lesson/task.cpp, checkTask): clauses joined as they are, each with
## its own punctuation (the sentence ends with task-end or a clause that ends it). $name is an agent's name,
## $reason a stop reason's identifier, $measure a measure's name (run.collisions), $who, $behavior and
## $numbers the names a measure's reason gives (task-measure-*, between task-measure-error and task-end); all
## shown as written.
task-no-agent-named = The scene has no agent named { $name } to check.
task-no-agent = The scene has no agent { $index } to check.
task-reached = { $name } reached its goal at step { $step } ({ $seconds } s)
task-reached-with = , with { $collisions ->
        [one] { $collisions } collision
       *[other] { $collisions } collisions
    } with obstacles and { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } with agents on the way
task-reached-unclean = , but not cleanly: { $collisions ->
        [one] { $collisions } collision
       *[other] { $collisions } collisions
    } with obstacles and { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } with agents on the way
task-still = { $name } did not reach its goal: after { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } it is still { $gap } u from it
task-stopped = { $name } did not reach its goal: it stopped ({ $reason }) at step { $step } ({ $seconds } s), { $gap } u from it
task-after-hits = , after { $collisions ->
        [one] { $collisions } collision
       *[other] { $collisions } collisions
    } with obstacles and { $contacts ->
        [one] { $contacts } contact
       *[other] { $contacts } contacts
    } with agents
task-others = ; { $reached } of { $agents } agents arrived by then
task-end = .
task-measure-error = The measure{ " " }
task-measure-run = { $name }: the run's values are collisions, contacts, arrivals
task-measure-form = { $name }: a measure is step, time, run.VALUE or AGENT.VALUE
task-measure-no-agent = { $name }: no agent named or numbered "{ $who }"
task-measure-numbers = { $name }: { $who } is a { $behavior } agent, whose numbers are { $numbers }
task-measure = { $measure } was { $value } at step { $step } ({ $seconds } s)
task-run-ended = , where the run ended
task-below = : below { $bound }.
task-not-below = : not below { $bound }.
task-above = : above { $bound }.
task-not-above = : not above { $bound }.

## h-words8: the agent editor's start and goal fields, as spoken (their aria-label) and named in a refusal
ed-start-x = start x
ed-start-y = start y
ed-goal-x = goal x
ed-goal-y = goal y

## h-words8: an old file's horizon or margin (agent avoidance) converted to a setting out of its range
invalid-horizon-lookahead = { $path }: is { $value } radii as lookahead at this agent's size and speed; lookahead must be a number { $lo }..{ $hi }, got { $got }
invalid-margin-spacing = { $path }: is { $value } × radii as spacing at this agent's size and speed; spacing must be a number { $lo }..{ $hi }, got { $got }

## h-words9: lesson file errors (core/src/lesson: lesson_parse.cpp, a lesson file's rules; caption.cpp, a caption's
## placeholders; task.cpp, a task the lessons' module cannot read: invalid-lesson-task-*). As the validation errors above: $path is the field's path, shown as it is; for a caption's
## placeholder it is the placeholder in braces, after the field's path in a lesson ("checkpoints[0].caption:
## {ghost.speed}"). $who is an agent's name, $behavior a behaviour's name, $name a setting's or script's name, the
## lists ($names, $values, $list, $keys) the file's own names; all shown as written, and so are the placeholders'
## forms ({step}, {AGENT.VALUE}) and the goals' names (arrive, below). The invalid-caption- ones are also shown
## under a caption being written (the lesson maker).
invalid-caption-unopened = a '{ "}" }' without its '{ "{" }' (write { "}}" } for a brace)
invalid-caption-unclosed = a '{ "{" }' without its '{ "}" }' (write { "{{" } for a brace)
invalid-caption-decimals = { $path }: after ':' comes the decimals, a digit 0..6, or drag
invalid-caption-run = { $path }: the run's values are collisions, contacts, arrivals
invalid-caption-form = { $path }: use { "{step}" }, { "{time}" }, { "{run.VALUE}" }, { "{AGENT.VALUE}" } or { "{AGENT.SETTING:drag}" }
invalid-caption-no-agent = { $path }: no agent named or numbered "{ $who }"
invalid-caption-values = { $path }: { $who } is a { $behavior } agent, whose values are { $values }
invalid-caption-no-setting = { $path }: { $who } ({ $behavior }) has no setting { $name } (its number settings: { $names })
invalid-caption-no-setting-none = { $path }: { $who } ({ $behavior }) has no setting { $name } (its number settings: none)
invalid-caption-not-number = { $path }: { $name } is not a number setting, so it cannot be dragged
# The lesson's field ($field, shown as written) and an error found inside it ($error: a scene's, an edit's, a
# caption's or a measure's own error, worded whole), joined as a field and its rule are joined above.
invalid-lesson-in = { $field }: { $error }
invalid-lesson-too-large = { $path }: { $bytes } bytes, over the { $max } a lesson may hold
invalid-lesson-json-object = { $path }: must be a JSON object
invalid-lesson-must-be = { $path }: must be { $value }
invalid-lesson-id = { $path }: must be 1..{ $max } characters of a-z, 0-9 and -
invalid-lesson-checkpoints = { $path }: must be an array of 1..{ $max } checkpoints
invalid-lesson-exercise-last = { $path }: an exercise is its lesson's last checkpoint
invalid-lesson-object = { $path }: must be an object { $keys }
invalid-lesson-scene-first = { $path }: is required in the first checkpoint
invalid-lesson-no-example = { $path }: no example named { $got }
invalid-lesson-scene = { $path }: must be an example's file name or a scenario object
invalid-lesson-edits = { $path }: must be an array of edits
invalid-lesson-agent = { $path }: must name an agent of the scene ({ $names }) or give its index, got { $got }
invalid-lesson-agent-none = { $path }: must name an agent of the scene (it has none) or give its index, got { $got }
invalid-lesson-goal = { $path }: must be "arrive", "arriveClean", "below" or "above", got { $got }
invalid-lesson-measure = { $path }: a below or above task names a number, as a caption does without braces (run.collisions, runner.path)
invalid-lesson-measure-only = { $path }: only a below or above task has one
invalid-lesson-measure-agent = { $path }: a below or above task names its agent in its measure (runner.collisions)
invalid-lesson-bound = { $path }: must be a number: the bound the measure must end { $goal ->
        [below] below
       *[above] above
    }
invalid-lesson-no-script = { $path }: the scene has no script named "{ $name }" (its scripts: { $names })
invalid-lesson-no-script-none = { $path }: the scene has no script named "{ $name }" (its scripts: none)
invalid-lesson-script-unused = { $path }: no agent of the scene runs the script "{ $name }"
invalid-lesson-script-panes = { $path }: the scene's compare set must run the script "{ $name }" in one pane and the built-in { $behavior } in another
invalid-lesson-reference = { $path }: must be a variant of the quality suite ({ $list }), got "{ $got }"
invalid-lesson-families = { $path }: must be an array of 1..{ $max } of the quality suite's families ({ $list })
invalid-quality-family = { $path }: no family "{ $name }" (the families are { $list })
invalid-quality-family-twice = { $path }: "{ $name }" is named twice
invalid-lesson-task-or-exercise = { $path }: a checkpoint has a task or an exercise, not both
invalid-lesson-task-object = { $path }: must be an object
invalid-lesson-task-goal = { $path }: must be arrive, arriveClean, below or above
invalid-lesson-task-measure = { $path }: a below or above task names its measure
