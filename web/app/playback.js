// Playback: the Loop that steps the run, its pace (steps per second), and the run controls: Play, Step,
// Reset and the pace menu. The loop steps whichever run is shown (the scene's, or a compare's clock).
import { Loop } from '../sim/loop.js';
import { $ } from './context.js';
import { t } from '../i18n/locale.js';

/** Adds app.loop, app.setPace(pace), app.defaultPace(), app.stepOnce() and app.reset(). `onFrame(now)` draws. */
export function wirePlayback(app, onFrame) {
  const { sim, canvas, doc } = app;
  // The icon and the label keep room for the other one (style.css: ::after), so that the bar never moves on a toggle.
  const words = (playing) => {
    $('play-icon').textContent = playing ? '❚❚' : '▶';
    $('play-icon').dataset.other = playing ? '▶' : '❚❚';
    const label = t(playing ? 'pause-label' : 'play-label');
    $('play-label').textContent = ` ${label}`;
    $('play-label').dataset.other = ` ${t(playing ? 'play-label' : 'pause-label')}`;
    return label;
  };
  words(false);
  const loop = new Loop(sim, onFrame, (playing) => $('play').setAttribute('aria-label', words(playing)));
  app.loop = loop;
  /** Steps per second while playing (0: as fast as it goes), shown in the menu (a value not in it is added). */
  app.setPace = (pace) => {
    loop.pace = pace;
    const select = $('speed');
    if (![...select.options].some((o) => Number(o.value) === pace)) {
      const after = [...select.options].find((o) => Number(o.value) > pace || Number(o.value) === 0);
      select.insertBefore(new Option(`${pace} /s`, String(pace)), after ?? null);
    }
    select.value = String(pace);
  };
  /** A scene's pace when its file says none (the core's rule: 8 steps a second for grid agents only, else
   *  real time, 1 / dt). */
  app.defaultPace = () => sim.defaultPace();
  // The menu offers the core's paces (0: as fast as it goes).
  $('speed').replaceChildren(
    ...sim.paces.map((p) => new Option(p === 0 ? t('pace-max') : t('pace-per-second', { pace: p }), String(p))),
  );
  $('speed').value = String(loop.pace);
  app.stepOnce = () => {
    loop.pause();
    if (loop.sim.step(1) === 0) {
      const s = loop.sim.stepCount;
      app.toast(s >= sim.world.maxSteps() ? t('step-limit-reached', { step: s }) : t('step-nothing-left', { step: s }));
    }
  };
  /** Reset: the scene as it is now, from step 0. Undoable when it drops edits made during the run. */
  app.reset = () => {
    loop.pause();
    if (app.compare.active) {
      app.compare.clock.seek(0);
      return;
    }
    if (sim.timeline.historySize() === 0) {
      sim.reset();
      return;
    }
    app.edit(() => sim.reset());
  };
  $('play').addEventListener('click', () => loop.toggle());
  $('step').addEventListener('click', app.stepOnce);
  $('reset').addEventListener('click', app.reset);
  $('speed').addEventListener('change', (e) => {
    loop.pace = Number(e.target.value);
    e.target.blur();
    canvas.focus({ preventScroll: true });
    doc.viewChanged(); // (the pace is saved with the scene)
  });
}
