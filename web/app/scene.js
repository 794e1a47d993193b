// The scene in the panel: its title and description (and on the canvas's caption), the scene settings,
// and the Edit section's grid size, Clear walls and Clear all.
import { wireSceneSettings } from '../ui/scene-settings.js';
import { $ } from './context.js';
import { tabStopWhileScrolls } from '../ui/el.js';
import { currentLocale, t } from '../i18n/locale.js';

/** Adds app.showMeta({ title, description }), app.sceneTitle (the title shown), app.syncGridInputs() and
 *  app.syncSceneSettings(). */
export function wireScene(app) {
  const { sim, doc, edit } = app;
  $('scene-more').addEventListener('click', () => {
    const clamped = $('scene-description').classList.toggle('clamped');
    $('scene-more').textContent = t(clamped ? 'scene-show-more' : 'scene-show-less');
  });
  app.syncGridInputs = () => {
    $('grid-w').value = sim.width;
    $('grid-h').value = sim.height;
  };
  /** The scene's title and description where they are shown (always as text); in another locale an example's
   *  own English is shown in that locale's words once they are fetched (i18n/content.js), the scene unchanged. */
  const show = ({ title, description }) => {
    app.sceneTitle = title || t('scene-untitled'); // what the world in words says (app/describe.js)
    $('scene-title').textContent = app.sceneTitle;
    $('caption-title').textContent = title || t('scene-untitled');
    $('caption-text').textContent = description;
    $('scene-description').textContent = description;
    requestAnimationFrame(captionStop); // (laid out by then: a scene opening may show the caption only after this)
  };
  // The caption (an embed's, over the world) is a stop of Tab only while it scrolls (ui/keyboard.js leaves the
  // keys to it then).
  const captionStop = tabStopWhileScrolls($('caption'));
  let shown = null;
  /** The compare panes' names in the page's locale (an example's, once fetched), or null: the labels as written.
   *  The compare's view, once its code is here, shows them (ui/compare.js); until then it takes them when made. */
  app.paneNames = null;
  const namePanes = (names) => {
    app.paneNames = names;
    app.compare.setNames?.(names);
  };
  app.showMeta = (meta) => {
    show(meta);
    const now = (shown = { title: meta.title, description: meta.description });
    if (currentLocale() === 'en') return;
    // The names change once the scene is known: the same words again (an edit of the title) change nothing.
    import('../i18n/content.js')
      .then((c) => c.localScene(currentLocale(), now))
      .then((words) => shown === now && (words && show(words), namePanes(words?.panes ?? null)));
  };
  $('grid-apply').addEventListener('click', () => {
    try {
      edit(() => sim.resizeGrid(Number($('grid-w').value), Number($('grid-h').value)));
    } catch (err) {
      app.fail(err.message);
      app.syncGridInputs();
    }
  });
  $('clear-walls').addEventListener('click', () => edit(() => sim.clearGrid()));
  // A new scene: the core's empty one (its grid size, step limit, dt and seed), the default pace, no map or
  // problem list; one undo brings the old scene back whole.
  $('clear-all').addEventListener('click', () => {
    doc.clearScene();
    app.maps.close();
    app.syncSceneSettings();
  });
  /** Fills the scene settings' fields from the document and the core. */
  app.syncSceneSettings = wireSceneSettings(
    {
      title: $('scene-title-input'),
      description: $('scene-description-input'),
      dt: $('scene-dt'),
      maxSteps: $('scene-max-steps'),
      seed: $('scene-seed'),
      atGoal: $('scene-at-goal'),
    },
    sim,
    doc,
    { edit, onError: app.fail, onMeta: () => app.showMeta(doc) },
  );
}
