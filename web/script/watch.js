// The wall-clock safety net's defaults and words. A step whose scripts run long is never cut short by the
// clock (that would make a result depend on the machine): the command-line tools say so on stderr and go on,
// the page gives the step up and asks (web/app/script-watch.js).

/** How long one step's scripts run before the command-line tools say so (then again as often), ms. */
export const TERMINAL_NET_MS = 10000;
/** How long one step's scripts run before the page gives the step up and asks, ms. */
export const PAGE_NET_MS = 4000;

/** "step 120: the scripts have run 12 s (scripts.mine, agent 4)": `step` is the one being computed. */
export function longStepWords({ seconds, step, script, agent }) {
  const where = script ? ` (scripts.${script}${agent >= 0 ? `, agent ${agent}` : ''})` : '';
  return `step ${step}: the scripts have run ${seconds.toFixed(seconds < 10 ? 1 : 0)} s${where}`;
}

/** Sets `runtime`'s net for a terminal: a line on `write` every netMs of one step, and the run goes on.
 *  SIDESTEP_SCRIPT_NET_MS (a whole number of ms) sets netMs. */
export function watchFromTerminal(runtime, write = (text) => process.stderr.write(text)) {
  const env = globalThis.process?.env?.SIDESTEP_SCRIPT_NET_MS;
  runtime.netMs = env && /^\d+$/.test(env) ? Number(env) : TERMINAL_NET_MS;
  runtime.onLong = (info) => {
    write(
      `sidestep: ${longStepWords({ ...info, step: info.step + 1 })} and are still running; the result does not depend on how long they take (Ctrl+C stops the run)\n`,
    );
  };
  return runtime;
}
