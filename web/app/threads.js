// The readout's thread count: how many threads the step uses in this page ("· 4 threads"), or "1 thread" and
// why ("· 1 thread: this host does not send COOP/COEP"; a narrow screen shows "1 thread" only). Drawn by the
// style sheet after the readout's text (#readout::after, from data-threads), so the readout's own text stays
// the run's step, time and state. The module was chosen at load (web/sim/module-choice.js).
import { $ } from './context.js';
import { t } from '../i18n/locale.js';
import { ONE_THREAD } from '../sim/module-choice.js';

/** Puts app.threads ({ threads, reason }) on the readout. */
export function wireThreads(app) {
  const { threads, reason } = app.threads;
  const count = t('threads-count', { n: threads });
  const why = Object.keys(ONE_THREAD).find((k) => ONE_THREAD[k] === reason);
  const readout = $('readout');
  readout.dataset.threadsShort = count.replace(/ /g, '\u00a0'); // one piece where the readout wraps (style.css)
  readout.dataset.threads = reason ? t('threads-why', { count, reason: why ? t(`threads-${why}`) : reason }) : count;
}
