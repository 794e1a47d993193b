// Boot: load the wasm module, open the default scene, wire the tools, panel and loop, and expose
// `window.sidestep` for experiments in the console and for tests.
import createSidestep from './wasm/sidestep.mjs';
import { DEFAULT_SCENARIO } from './default-scenario.js';
import { Loop } from './loop.js';
import { Panel } from './panel.js';
import { render } from './render.js';
import { Sim } from './sim.js';
import { TOOLS, Tools } from './tools.js';
import { View } from './view.js';

const $ = (id) => document.getElementById(id);

async function boot() {
  const module = await createSidestep();
  const sim = new Sim(module);
  sim.load(DEFAULT_SCENARIO);

  const canvas = $('world');
  const view = new View(canvas);
  const ui = { tool: 'select', selected: null };
  const panel = new Panel(sim, ui);
  let toastTimer = 0;
  const toast = (message) => {
    const box = $('toast');
    box.textContent = message;
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { box.hidden = true; }, 4000);
  };
  const tools = new Tools(canvas, view, sim, ui, { onChange: () => {}, onError: toast });

  // ---- toolbar -------------------------------------------------------------------------------
  const toolButtons = new Map();
  const setTool = (id) => {
    ui.tool = id;
    canvas.dataset.tool = id;
    for (const [tid, b] of toolButtons) b.setAttribute('aria-pressed', String(tid === id));
    $('hint').textContent = TOOLS.find((t) => t.id === id).hint;
  };
  for (const t of TOOLS) {
    const b = document.createElement('button');
    b.dataset.tool = t.id;
    b.title = `${t.hint} (${t.key})`;
    b.append(t.label, Object.assign(document.createElement('kbd'), { textContent: t.key }));
    b.addEventListener('click', () => setTool(t.id));
    toolButtons.set(t.id, b);
    $('tools').append(b);
  }
  setTool('select');

  const loop = new Loop(sim, () => {
    view.fit(sim.width, sim.height);
    render(view, sim, ui);
    panel.update(loop.playing);
  }, (playing) => {
    $('play').textContent = playing ? '❚❚ Pause' : '▶ Play';
  });

  const stepOnce = () => { loop.pause(); sim.step(1); };
  const reset = () => { loop.pause(); sim.reset(); };
  $('play').addEventListener('click', () => loop.toggle());
  $('step').addEventListener('click', stepOnce);
  $('reset').addEventListener('click', reset);
  $('speed').addEventListener('change', (e) => { loop.speed = Number(e.target.value); });

  // ---- scene controls ----------------------------------------------------------------------------
  const syncGridInputs = () => { $('grid-w').value = sim.width; $('grid-h').value = sim.height; };
  syncGridInputs();
  $('title').textContent = DEFAULT_SCENARIO.title;
  $('grid-apply').addEventListener('click', () => {
    try { sim.resizeGrid(Number($('grid-w').value), Number($('grid-h').value)); } catch (err) { toast(err.message); syncGridInputs(); }
  });
  $('clear-walls').addEventListener('click', () => sim.clearGrid());
  $('clear-all').addEventListener('click', () => { loop.pause(); sim.clear(); ui.selected = null; });
  $('load-default').addEventListener('click', () => {
    loop.pause(); sim.load(DEFAULT_SCENARIO); ui.selected = null; syncGridInputs();
  });

  // ---- keyboard ----------------------------------------------------------------------------------
  window.addEventListener('keydown', (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const tool = TOOLS.find((t) => t.key === e.key);
    if (tool) { setTool(tool.id); return; }
    switch (e.key) {
      case ' ': e.preventDefault(); loop.toggle(); break;
      case 'ArrowRight': e.preventDefault(); stepOnce(); break;
      case 'r': case 'R': reset(); break;
      case 'Delete': case 'Backspace': tools.deleteSelection(); break;
      case 'Escape': ui.selected = null; break;
      default:
    }
  });

  // ---- console API ------------------------------------------------------------------------------
  const api = {
    /** Advances n steps (paused); returns the state after them. */
    step(n = 1) { loop.pause(); sim.step(n); return sim.state(); },
    state: () => sim.state(),
    reset() { reset(); return sim.state(); },
    play: () => loop.play(),
    pause: () => loop.pause(),
    get playing() { return loop.playing; },
    hash: () => sim.hash(),
    setCell: (x, y, blocked = true) => sim.setCell(x, y, blocked),
    resizeGrid: (w, h) => { sim.resizeGrid(w, h); syncGridInputs(); },
    clear: () => { sim.clear(); ui.selected = null; },
    addCircle: (x, y, r) => sim.addCircle(x, y, r),
    moveCircle: (i, x, y) => sim.moveCircle(i, x, y),
    resizeCircle: (i, r) => sim.resizeCircle(i, r),
    removeCircle: (i) => sim.removeCircle(i),
    addAgent: (def) => sim.addAgent(def),
    removeAgent: (i) => sim.removeAgent(i),
    setStart: (i, x, y) => sim.setAgentStart(i, x, y),
    setGoal: (i, x, y) => sim.setAgentGoal(i, x, y),
    setSim: (config) => sim.setSim(config),
    load: (scenario) => { loop.pause(); sim.load(scenario); ui.selected = null; syncGridInputs(); },
    select: (type, index) => { ui.selected = type ? { type, index } : null; },
    setTool,
    /** World point -> viewport pixel, for dispatching real pointer events in tests. */
    worldToClient: (x, y) => view.worldToClient(x, y),
    sim,
  };
  window.sidestep = api;
  document.body.dataset.ready = '1';
}

boot().catch((err) => {
  console.error(err);
  document.body.textContent = `sidestep failed to start: ${err.message}`;
});
