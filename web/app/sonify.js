// Hearing the sensors: the Sound toggle (and `H`) for the selected agent's sonification, off by default. Its
// player (ui/sound-player.js, with the plan of ui/sound-plan.js) is fetched when it is first turned on; each
// frame whose step or selection changed it plans the step's sounds from the core's records and plays them.
import { $ } from './context.js';

/** What the toggle says (one table, for the translations to come). */
export const SOUND_WORDS = {
  on: "Sound on: the selected agent's rays are tones (higher and louder as they near, left or right), a tick on a collision, a chord on arrival",
  off: 'Sound off',
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
