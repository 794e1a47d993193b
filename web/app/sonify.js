// Hearing the sensors: the Sound toggle (and `H`) for the selected agent's sonification, off by default. Its
// player (ui/sound-player.js, with the plan of ui/sound-plan.js) is fetched when it is first turned on; each
// frame whose step or selection changed it plans the step's sounds from the core's records and plays them.
import { $ } from './context.js';
import { t } from '../i18n/locale.js';

/** What the toggle says, in the page's words (sound-on, sound-off). */
export const SOUND_WORDS = {
  get on() {
    return t('sound-on');
  },
  get off() {
    return t('sound-off');
  },
};

/** Adds app.sonify: { on, toggle(), update(), last (the last plan) }. */
export function wireSonify(app) {
  const button = $('sound-toggle');
  let player = null;
  const sonify = {
    on: false,
    last: [],
    async toggle(on = !sonify.on) {
      sonify.on = on;
      button.setAttribute('aria-pressed', String(on));
      app.say?.(on ? SOUND_WORDS.on : SOUND_WORDS.off);
      if (on && !player) {
        const { SoundPlayer } = await import('../ui/sound-player.js');
        player ??= new SoundPlayer(app.sim);
      }
      if (player) player.setOn(sonify.on);
    },
    update() {
      if (!sonify.on || !player || app.compare.active) return;
      const selected = app.ui.selected?.type === 'agent' ? app.ui.selected.index : -1;
      const plan = player.update(selected);
      if (plan) sonify.last = plan;
    },
  };
  button.addEventListener('click', () => sonify.toggle());
  app.sonify = sonify;
}
