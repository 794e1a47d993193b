// The frame: what the loop calls after stepping, once per animation frame. It draws the canvas only when
// something on screen can have changed (an idle page costs nothing), and refreshes the panel's numbers at
// most every PANEL_INTERVAL_MS while playing. In compare mode the panes draw themselves.
import { render } from '../draw/render.js';
import { hideGL } from '../draw/gl/choice.js';
import { $ } from './context.js';
import { PANEL_INTERVAL_MS } from '../sim/loop.js';

/** The loop's onFrame(now) over the parts of `app`. */
export function frameDrawer(app) {
  const { sim, ui, view, canvas } = app;
  // Compared field by field, so that checking allocates nothing.
  const seen = {
    version: -1,
    playing: null,
    tool: '',
    selType: '',
    selIndex: -1,
    vertex: null,
    draft: null,
    overlays: null,
    overlayCount: -1,
    view: -1,
    size: -1,
    dpr: 0,
    rate: -1,
    ratePlaying: null,
    rateCompare: null,
  };
  const seenCompare = { clock: null, version: -1, generation: -1, playing: null, selected: -1 }; // the compare's clock and selection as last shown
  let sizeVersion = 0;
  new ResizeObserver(() => {
    sizeVersion++;
  }).observe(canvas);
  /** The panel's numbers and the undo buttons, at once when paused, every PANEL_INTERVAL_MS while playing. */
  const refreshPanel = (now) => {
    const { loop, compare } = app;
    if (loop.playing && now - loop.panelAt < PANEL_INTERVAL_MS) return;
    loop.panelAt = now;
    app.panel.update(loop.playing, compare.active ? compare : null);
    app.updateSheetTitle();
    $('undo').disabled = !app.doc.history.canUndo;
    $('redo').disabled = !app.doc.history.canRedo;
    if (compare.active) return;
    app.historyNotice.update();
    app.showSelection();
    app.maps.update();
    app.syncSceneSettings();
  };
  return (now) => {
    const { loop, compare, timeline, events } = app;
    app.charts.update(now);
    app.updateReadout();
    app.lessons.player?.followStep();
    app.describe.update(now); // the world in words and the announcements (throttled, only when changed)
    app.sonify.update();
    app.followDriven(); // (drive mode zoomed in: the view keeps the agent in sight)
    if (seen.rate !== loop.rate.version || seen.ratePlaying !== loop.playing || seen.rateCompare !== compare.active) {
      seen.rate = loop.rate.version; // the rate of whatever the loop steps: the scene's run or the compare's clock
      seen.ratePlaying = loop.playing;
      seen.rateCompare = compare.active;
      app.showRate();
    }
    if (compare.active) {
      // the panes draw themselves; the editor's canvas is hidden under them
      hideGL(); // and so are the WebGL2 layers over it
      compare.draw(ui, loop.playing);
      app.compareStats.update(compare.clock, compare.panes, loop.playing, now); // the Run section follows the clock
      timeline.update(now);
      events.update(now);
      const c = compare.clock,
        k = seenCompare,
        selected = ui.selected?.type === 'agent' ? ui.selected.index : -1;
      if (
        k.clock !== c ||
        k.version !== c.version ||
        k.generation !== c.generation ||
        k.playing !== loop.playing ||
        k.selected !== selected
      ) {
        Object.assign(k, { clock: c, version: c.version, generation: c.generation, playing: loop.playing, selected });
        refreshPanel(now);
      }
      return;
    }
    const watched = ui.selected?.type === 'agent' ? ui.selected.index : -1;
    if (sim.watched !== watched) sim.watch(watched); // the selected agent leaves a trail
    const sel = ui.selected;
    if (
      seen.version === sim.version &&
      seen.playing === loop.playing &&
      seen.tool === ui.tool &&
      seen.selType === (sel?.type ?? '') &&
      seen.selIndex === (sel?.index ?? -1) &&
      seen.vertex === ui.selectedVertex &&
      seen.draft === ui.pathDraft &&
      seen.overlays === ui.overlays &&
      seen.overlayCount === ui.overlayChanges &&
      seen.view === view.version &&
      seen.size === sizeVersion &&
      seen.dpr === devicePixelRatio
    )
      return;
    Object.assign(seen, {
      version: sim.version,
      playing: loop.playing,
      tool: ui.tool,
      selType: sel?.type ?? '',
      selIndex: sel?.index ?? -1,
      vertex: ui.selectedVertex,
      draft: ui.pathDraft,
      overlays: ui.overlays,
      overlayCount: ui.overlayChanges,
      view: view.version,
      size: sizeVersion,
      dpr: devicePixelRatio,
    });
    view.update(sim.width, sim.height);
    render(view, sim, ui, true); // crowds with WebGL2 where the page has it (draw/gl/choice.js)
    app.legend.update(ui.overlays.has('byBehavior'));
    timeline.update(now);
    events.update(now);
    refreshPanel(now);
  };
}
