// The script contract in short, as the script editor's Contract panel shows it: the same rows as the tables
// of docs/scripts.md ("The contract"), which stays the whole text (a browser test checks that every name of
// those tables is here). The names are the script API's, shown as code; what each means is a message of the
// catalogue (web/i18n/<locale>.ftl, ids scr-: English in i18n/en-scripts.js), which the panel words.

/** What steer() is and returns: its message. */
export const CONTRACT_INTRO = 'scr-intro';

/** `agent`: [name, the message saying what it means]. */
export const AGENT_FIELDS = [
  ['x, y', 'scr-agent-xy'],
  ['vx, vy', 'scr-agent-v'],
  ['radius, maxSpeed, maxAccel', 'scr-agent-body'],
  ['goalX, goalY', 'scr-agent-goal'],
  ['dt, step', 'scr-agent-dt'],
  ['params', 'scr-agent-params'],
  ['memory', 'scr-agent-memory'],
];

/** `world`: [call, the message saying what it returns]. */
export const WORLD_CALLS = [
  ['castRay(ox, oy, dx, dy, length)', 'scr-world-castRay'],
  ['neighbors(radius)', 'scr-world-neighbors'],
  ['blocked(cx, cy)', 'scr-world-blocked'],
  ['random()', 'scr-world-random'],
  ['show(name, value)', 'scr-world-show'],
  ['note(text)', 'scr-world-note'],
];

/** What stops a script's agent (stop reason `script`, the message with its line; the others go on): messages. */
export const CONTRACT_ERRORS = ['scr-stop-throw', 'scr-stop-runaway', 'scr-stop-memory', 'scr-stop-sandbox'];
