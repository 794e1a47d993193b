// Files out of the page: Export (the scene as a scenario file, named after its title), Picture (what
// the canvas shows, or the compare panes side by side, as a PNG), Animation… (a step range of the run
// as a GIF or a WebM: ui/animation-dialog.js, fetched the first time it is opened) and Use in your game… (the scene
// and the selected agent as code for the npm and CMake packages: ui/game-code-dialog.js, fetched likewise). The
// charts export their own CSV and PNG.
import { loadDrawers } from '../draw/on-demand.js';
import { rgbaBytes } from '../draw/palette.js';
import palette from '../draw/palette.json' with { type: 'json' };
import { render } from '../draw/render.js';
import { composedPicture } from '../draw/gl/choice.js';
import { View } from '../draw/view.js';
import { Sim } from '../sim/sim.js';
import { download, sceneSlug } from '../ui/download.js';
import { el } from '../ui/el.js';
import { $ } from './context.js';
import { formatFixed, t } from '../i18n/locale.js';
import { onDemandStyles } from '../ui/styles.js';

/** The page's own modules the animation export draws and saves with (handed over, not imported by it, so its
 *  chunk shares none of them with the first load). */
const KIT = { Sim, View, render, palette, rgbaBytes, loadDrawers, el, download, sceneSlug, t, formatFixed };

/** Adds app.animation: open() the dialog, still(step, width) a PNG data URL of one of its frames. */
export function wireExports(app) {
  const { doc, canvas } = app;
  $('export').addEventListener('click', () => {
    download(new Blob([doc.toFileText()], { type: 'application/json' }), `${sceneSlug(doc.title)}.json`);
  });
  $('picture').addEventListener('click', () => {
    // a compare's picture is drawn by a module loaded then
    const source = app.compare.active ? app.compare.picture() : composedPicture(canvas); // with a crowd's WebGL2 layers
    Promise.resolve(source).then((c) => c.toBlob((b) => b && download(b, 'sidestep.png')));
  });
  let dialog = null;
  const load = async () => {
    const [{ AnimationDialog }] = await Promise.all([
      import('../ui/animation-dialog.js'),
      onDemandStyles(),
      import('../i18n/en-panels.js'), // the dialog's English (anim-), not in the first load
    ]);
    dialog ??= new AnimationDialog(app, KIT);
    return dialog;
  };
  app.animation = {
    async open() {
      if (app.compare.active) {
        app.toast(t('toast-animation-compare'));
        return;
      }
      app.loop.pause();
      await (await load()).open();
    },
    still: async (step, width) => (await load()).still(step, width),
  };
  $('animation').addEventListener('click', () => app.animation.open());
  // Use in your game: the scene and the selected agent as code for the packages (ui/game-code-dialog.js, on first use).
  let gameCode = null;
  app.gameCode = {
    async open(opener = document.activeElement) {
      const [{ GameCodeDialog }] = await Promise.all([import('../ui/game-code-dialog.js'), onDemandStyles()]);
      gameCode ??= new GameCodeDialog(app, { el });
      app.loop.pause();
      gameCode.open(opener);
      return gameCode;
    },
  };
  $('game-code').addEventListener('click', (e) => app.gameCode.open(e.currentTarget));
}
