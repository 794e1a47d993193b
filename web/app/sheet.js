// Phones: the panel is a bottom sheet over at most the lower half of the screen; its handle opens it at the
// selection's dock (the selected agent's name and why it moves). While it is open the world is fitted in the
// part of the canvas above it (View.insetBottom), and a zoomed camera pans to bring the selected agent into
// that part (View lets the pan pass the world's edge by what the sheet covers), else goes back to the whole
// world: the agent and the reason for its move are on screen together; closed, it gives back the view from before
// its pan. With it closed, the world is fitted above the zoom buttons and the run's readout at the canvas's foot, and
// below a painting bar wrapped to more than one row (an embed, whose readout is in the timeline's row, over the whole
// canvas). The focus going into the closed sheet opens it.
import { $ } from './context.js';

/** CSS pixels kept between the selected agent and the edges of the part of the canvas that shows. */
const AGENT_MARGIN = 20;

/** The band at the canvas's top (CSS pixels) under which the fitted world, a margin further down, clears the shown
 *  painting bars: more than the one row's band where a bar wraps (a phone's). */
function paintingBarsBand(stage, view) {
  let foot = 0;
  for (const bar of stage.querySelectorAll('.toolopts:not([hidden])'))
    foot = Math.max(foot, bar.getBoundingClientRect().bottom - view.canvas.getBoundingClientRect().top);
  return Math.round(foot + 4 - view.margin);
}

/** The selected agent's centre in CSS pixels of the canvas, or null. */
function selectedOnScreen(ui, sim, view) {
  const s = ui.selected;
  if (s?.type !== 'agent' || s.index >= sim.agentCount) return null;
  const a = sim.agent(s.index),
    grid = a.kind === 'grid';
  return view.toScreen(a.position[0] + (grid ? 0.5 : 0), a.position[1] + (grid ? 0.5 : 0));
}

/** Whether CSS pixel (x, y) is in the part of the canvas that shows, AGENT_MARGIN inside its edges. */
function inVisible(view, [x, y]) {
  const [l, t, r, b] = view.visible();
  return x >= l + AGENT_MARGIN && x <= r - AGENT_MARGIN && y >= t + AGENT_MARGIN && y <= b - AGENT_MARGIN;
}

/** Has `observer` watch each painting bar's size (shown with its tool; Terrain's added when first picked). */
function observePaintingBars(stage, observer) {
  const each = () => stage.querySelectorAll('.toolopts').forEach((bar) => observer.observe(bar));
  each();
  new MutationObserver(each).observe(stage, { childList: true });
}

/** Adds app.setSheet(open) and app.showSelection() (the frame calls it after each panel update). */
export function wireSheet(app) {
  const { ui, view, sim, canvas } = app;
  const panel = $('panel'),
    handle = $('sheet-handle');
  const isOpen = () => handle.offsetWidth > 0 && document.body.dataset.sheet === 'open'; // the handle shows on phones only

  /** CSS pixels of the canvas under the open sheet, from the layout (not the sheet's sliding transform). */
  const covered = () => {
    if (!isOpen()) return 0;
    return Math.max(0, Math.round(canvas.getBoundingClientRect().bottom - (innerHeight - panel.offsetHeight)));
  };

  /** On a phone with the sheet closed, the CSS pixels at the canvas's foot under the zoom buttons and the run's
   *  readout (style.css puts them there): the fitted world keeps clear of them. */
  const zoom = document.querySelector('.viewctl');
  const embedded = app.embed; // (?embed=1: app/document.js)
  const foot = () => {
    if (embedded || handle.offsetWidth === 0 || !zoom) return 0;
    return Math.max(0, Math.round(canvas.getBoundingClientRect().bottom - zoom.getBoundingClientRect().top));
  };

  const agentOnScreen = () => selectedOnScreen(ui, sim, view);
  const inView = (at) => inVisible(view, at);

  /** Fits the world above the sheet (or the whole canvas when it is closed) and brings the selected agent there. */
  const band = view.insetTop; // the band over the canvas's top kept for the readout and the painting bar
  const place = () => {
    const inset = Math.max(covered(), foot());
    // An embed has neither at the top (no painting, the readout in the timeline's row), nor a phone with its sheet and
    // painting bar closed (the readout at the stage's foot; an open sheet takes it to the top): the world takes that
    // band, and what is said to show counts it.
    const readoutAtFoot = handle.offsetWidth > 0 && !isOpen();
    const top = embedded ? 0 : Math.max(readoutAtFoot ? 0 : band, paintingBarsBand($('stage'), view), 0);
    if (inset !== view.insetBottom || top !== view.insetTop) {
      view.insetBottom = inset;
      view.insetTop = top;
      view.version++;
      // The sheet closed on the view its pan set: the view before it; else the camera within its limits again.
      const panned = view.sheetPan;
      if (!isOpen() && view.camera && panned?.set === view.camera) view.setCamera(panned.was);
      view.keepCameraIn();
      if (view.camera) app.viewMoved?.(); // (saved with the scene)
    }
    if (!isOpen()) view.sheetPan = null;
    view.refresh();
    if (!isOpen() || view.camera === null) return; // fitted: the whole world shows above the sheet
    const at = agentOnScreen();
    if (!at || inView(at)) return;
    const [l, t, r, b] = view.visible(),
      was = view.camera;
    view.panBy((l + r) / 2 - at[0], (t + b) / 2 - at[1]);
    if (!inView(agentOnScreen())) view.fit(); // the camera stops at the world's edge: show all of it
    // (another agent picked pans again: the view before the first pan stays, unless the camera moved since)
    const p = view.sheetPan;
    view.sheetPan = { was: p && p.set === was ? p.was : was, set: view.camera };
    app.viewMoved?.(); // the camera is saved with the scene
  };

  let openedByFocus = false; // opened by the focus going into it (below), not by its handle
  app.setSheet = (open) => {
    if (open) document.body.dataset.sheet = 'open';
    else delete document.body.dataset.sheet;
    handle.setAttribute('aria-expanded', String(open));
    // The handle says "why it moves": the dock with the reason is at the top of the sheet.
    if (open && !openedByFocus && ui.selected?.type === 'agent' && !app.compare.active) panel.scrollTop = 0;
    place();
  };
  handle.addEventListener('click', () => {
    openedByFocus = false;
    app.setSheet(!isOpen());
  });
  // The keys (Tab, the skip link to the panel) reach the sheet's content even while it is closed: it opens when
  // the focus goes into it, so that the focused control is on screen, and closes again when the focus goes
  // somewhere else on the page (not if it was opened by its handle; the page losing the focus, or a focused
  // control of the sheet that was rebuilt, leaves it as it is until then).
  // However it was opened, a control the focus goes to under the open sheet (Charts, the timeline) is uncovered.
  document.addEventListener('focusin', (e) => {
    if (handle.offsetWidth === 0) return; // beside the canvas: no sheet
    const inside = panel.contains(e.target);
    if (inside && !isOpen() && e.target !== handle) {
      openedByFocus = true;
      app.setSheet(true); // (the focus has scrolled the sheet to the control: it stays there)
    } else if (!inside && isOpen() && (openedByFocus || underSheet(e.target))) {
      openedByFocus = false;
      app.setSheet(false);
    }
  });
  // (a control that starts under the sheet's top; not the world, whose part above the sheet shows: a tap on it
  // selects with the sheet open)
  const underSheet = (el) => el.getBoundingClientRect().top >= panel.getBoundingClientRect().top - 1;
  // Esc in the open sheet closes it and gives the focus to its handle (the selection stays).
  panel.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented || handle.offsetWidth === 0 || !isOpen()) return;
    e.preventDefault();
    e.stopPropagation(); // (the page's Escape deselects: here it only closes the sheet)
    openedByFocus = false;
    app.setSheet(false);
    handle.focus({ preventScroll: true });
  });
  const resized = new ResizeObserver(place);
  resized.observe(panel);
  observePaintingBars($('stage'), resized);
  addEventListener('resize', place);

  // Something else selected while the sheet is open (a tap, an event in the list): bring it above the sheet.
  let shown = '';
  app.showSelection = () => {
    const s = ui.selected,
      key = s ? `${s.type}${s.index}` : '';
    if (key === shown) return;
    shown = key;
    if (isOpen()) place();
  };
}
