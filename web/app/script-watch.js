// The scripts' wall-clock safety net in the page: when one step's scripts run too long, the runtime gives the
// step up (the run stays exactly at the step before: the clock never decides what a run does) and this asks
// the user, in a dialog: "Keep waiting" asks the step again with a net four times as long (and goes on playing,
// or to the step that was sought); "Stop it" leaves the run there, paused. Escape is Stop it. The dialog
// (ui/script-watch-dialog.js) is fetched the first time it is needed.
import { onLongScripts } from '../sim/scripted.js';
import { onDemandStyles } from '../ui/styles.js';

/** Adds app.scriptWatch: { open (a promise of the dialog while it is shown, or null) }. */
export function wireScriptWatch(app) {
  const watch = { open: null };
  app.scriptWatch = watch;
  const stalled = new Set(); // the runs stalled since the dialog opened (a compare has one per pane)
  let retry = null;
  onLongScripts((stall, run) => {
    stalled.add(run);
    retry ??= stall.retry;
    const playing = app.loop.playing;
    app.loop.pause();
    if (watch.open) return;
    watch.open = Promise.all([import('../ui/script-watch-dialog.js'), onDemandStyles()]).then(
      ([{ askAboutLongStep }]) =>
        askAboutLongStep(stall, (keep) => {
          watch.open = null;
          const again = retry;
          retry = null;
          for (const r of stalled) keep ? r.resume() : r.stop();
          stalled.clear();
          if (!keep) return;
          if (again) again();
          else if (playing) app.loop.play();
        }),
    );
  });
}
