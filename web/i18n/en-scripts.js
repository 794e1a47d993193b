// Written by scripts/i18n.mjs from en.ftl: the English of modules fetched on demand (ids starting with
// scr-), parsed; they import it, and it adds itself to English's messages.
import { addEnglish } from './locale.js';

addEnglish({
  'scr-contract': ['The contract', { 'aria-label': 'The script contract' }],
  'scr-intro': [
    [
      'function steer(agent, world) is called once per step for each agent running the script (agents in order) and returns ',
      { text: '{' },
      ' x, y ',
      { text: '}' },
      ': the acceleration it wants, in u/s². The core shortens it to agent.maxAccel, then applies the speed limit, as for every behaviour.',
    ],
  ],
  'scr-agent-xy': ['position, world units'],
  'scr-agent-v': ['velocity, u/s'],
  'scr-agent-body': ['body and limits (u, u/s, u/s²)'],
  'scr-agent-goal': ['its goal, world units'],
  'scr-agent-dt': ['the time step (s) and the step being decided (0 first)'],
  'scr-agent-params': [['its free params, ', { text: '{' }, ' name: number ', { text: '}' }, ' (at most 8)']],
  'scr-agent-memory': [
    [
      'an object kept between calls: plain data, at most 4 KiB as JSON, part of the keyframes (going back is exact); ',
      { text: '{' },
      { text: '}' },
      ' at the first call',
    ],
  ],
  'scr-world-castRay': [
    [
      'null, or ',
      { text: '{' },
      ' distance, x, y, nx, ny, kind ',
      { text: '}' },
      ' (kind "cell" or "circle"): the cast the built-ins sense with. The first 3 rays of a step are drawn and listed in the panel.',
    ],
  ],
  'scr-world-neighbors': [
    [
      'the other agents whose centre is within radius: [',
      { text: '{' },
      ' x, y, vx, vy, radius ',
      { text: '}' },
      '], in a fixed order',
    ],
  ],
  'scr-world-blocked': ['whether cell (cx, cy) is blocked (off the grid: true)'],
  'scr-world-random': [
    'a number in [0, 1), seeded by the scene, the step, the agent and the draw (Math.random is this)',
  ],
  'scr-world-show': ['a named number (up to 8 per step) in the panel'],
  'scr-world-note': ['a sentence (up to 4 per step, 200 characters) in the panel and the console'],
  'scr-stops': ['What stops its agent (stop reason script, with the line)'],
  'scr-stop-throw': [
    ['a throw, or an answer that is not ', { text: '{' }, ' x, y ', { text: '}' }, ' of finite numbers'],
  ],
  'scr-stop-runaway': [
    'a runaway: more than sim.scriptBudget interrupt checks in one call (QuickJS checks after every 10,000 of its ticks, about 5,000 turns of a simple loop: the same count on every machine; no clock stops a script)',
  ],
  'scr-stop-memory': ['memory: 16 MiB for all scripts; agent.memory 4 KiB as JSON'],
  'scr-stop-sandbox': [
    'no DOM, network, timers, Date, modules or host objects: fetch, require, process are not defined. Keep state in agent.memory (top-level variables are not part of the keyframes).',
  ],
  'scr-whole': ['The whole contract: docs/scripts.md in the source.'],
  'scr-unclosed': [
    [
      'A bracket is missing: the ',
      { arg: 'ch' },
      ' at line ',
      { arg: 'line' },
      ', column ',
      { arg: 'column' },
      ' is never closed. Add its ',
      { arg: 'pair' },
      ' where that part ends.',
    ],
  ],
  'scr-unopened': [
    [
      'The ',
      { arg: 'ch' },
      ' at line ',
      { arg: 'line' },
      ', column ',
      { arg: 'column' },
      ' closes nothing: a ',
      { arg: 'pair' },
      ' is missing before it, or this one is extra.',
    ],
  ],
  'scr-mismatch': [
    [
      'A bracket is missing: the ',
      { arg: 'ch' },
      ' at line ',
      { arg: 'line' },
      ', column ',
      { arg: 'column' },
      ' is never closed (the ',
      { arg: 'close' },
      ' at line ',
      { arg: 'closeLine' },
      ' comes first). Add its ',
      { arg: 'pair' },
      ' where that part ends.',
    ],
  ],
  'scr-near': [
    [
      'Line ',
      { arg: 'line' },
      ': "',
      { arg: 'token' },
      '" cannot come here. A word, an operator or a comma is missing or extra just before it.',
    ],
  ],
  'scr-unreadable': [['Line ', { arg: 'line' }, ' is not JavaScript the engine can read (', { arg: 'what' }, ').']],
  'scr-mark-syntax': [
    [
      { arg: 'text' },
      ' (QuickJS: line ',
      { arg: 'line' },
      ', column ',
      { arg: 'column' },
      ': ',
      { arg: 'message' },
      ')',
    ],
  ],
  'scr-mark-stopped': [
    ['stopped "', { arg: 'agent' }, '": ', { arg: 'text' }, ' (line ', { arg: 'line' }, ': ', { arg: 'message' }, ')'],
  ],
  'scr-mark-stopped-in': [
    [
      'stopped "',
      { arg: 'agent' },
      '" in "',
      { arg: 'pane' },
      '": ',
      { arg: 'text' },
      ' (line ',
      { arg: 'line' },
      ': ',
      { arg: 'message' },
      ')',
    ],
  ],
  'scr-mark-stopped-plain': [['stopped "', { arg: 'agent' }, '": ', { arg: 'text' }]],
  'scr-mark-stopped-in-plain': [['stopped "', { arg: 'agent' }, '" in "', { arg: 'pane' }, '": ', { arg: 'text' }]],
  'scr-loop': [['the loop at line ', { arg: 'line' }]],
  'scr-loops': [['one of the loops at lines ', { arg: 'lines' }]],
  'scr-millions': [[{ arg: 'n' }, ' million']],
  'scr-thousands': [[{ arg: 'n' }, ' thousand']],
  'scr-at-line': [['Line ', { arg: 'line' }]],
  'scr-at-script': ['The script'],
  'scr-budget': [
    ['ran out of its budget (', { arg: 'checks' }, ' interrupt checks, about ', { arg: 'operations' }, ' operations)'],
  ],
  'scr-slow': [['took more than ', { arg: 'ms' }, ' ms']],
  'scr-runaway': [
    [
      'The call ',
      { arg: 'ran' },
      ': a loop that never ends? Look at ',
      { arg: 'where' },
      ': check that its condition changes inside the loop.',
    ],
  ],
  'scr-runaway-from': [
    [
      'The call ',
      { arg: 'ran' },
      ': a loop that never ends? Look at the loops from line ',
      { arg: 'line' },
      ': check that its condition changes inside the loop.',
    ],
  ],
  'scr-null-why': [
    [
      'world.castRay returns null when its ray hits nothing: check it first (if (hit) ',
      { text: '{' },
      ' … ',
      { text: '}' },
      ').',
    ],
  ],
  'scr-undefined-why': [
    'A name spelt differently, or a field the agent does not have (the Contract lists them), is undefined.',
  ],
  'scr-no-field': [
    [
      { arg: 'at' },
      ': "',
      { arg: 'owner' },
      '" is ',
      { arg: 'none' },
      ' there, so it has no "',
      { arg: 'prop' },
      '". ',
      { arg: 'why' },
    ],
  ],
  'scr-no-field-value': [
    [{ arg: 'at' }, ': a value is ', { arg: 'none' }, ' there, so it has no "', { arg: 'prop' }, '". ', { arg: 'why' }],
  ],
  'scr-not-defined': [
    [
      { arg: 'at' },
      ': nothing is called "',
      { arg: 'name' },
      '" here. Check its spelling, or declare it (let, const) before it is used.',
    ],
  ],
  'scr-not-function': [
    [
      { arg: 'at' },
      " calls something that is not a function: check the name (the world's calls are world.castRay, world.neighbors, world.blocked, world.random, world.show, world.note).",
    ],
  ],
  'scr-bad-return': [
    [
      { arg: 'at' },
      ': steer must end with return ',
      { text: '{' },
      ' x, y ',
      { text: '}' },
      ', two finite numbers (an acceleration). It returned ',
      { arg: 'got' },
      '.',
    ],
  ],
  'scr-at': [[{ arg: 'at' }, ': ', { arg: 'what' }]],
  'scr-runtime-failed': [['The script runtime failed: ', { arg: 'what' }]],
  'scr-no-script': [[{ arg: 'name' }, ': this scene has no script of that name.']],
  'scr-no-answer': ['The script gave no answer.'],
});
