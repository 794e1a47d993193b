// Written by scripts/i18n.mjs from en.ftl: more of the first load's English (en.js is at the house rules' size):
// ids starting with ld-, tl-, parsed; the modules that word them import it.
import { addEnglish } from './locale.js';

addEnglish({
  'ld-failed': [['Could not open ', { arg: 'source' }]],
  'ld-script-engine': [['scripts: the script engine did not load (', { arg: 'error' }, ')']],
  'ld-too-large': [
    [
      'file: ',
      { arg: 'size' },
      ' bytes is more than the limit of ',
      { arg: 'limit' },
      ' bytes (',
      { arg: 'mib' },
      ' MiB)',
    ],
  ],
  'ld-not-a-scene': [
    [
      { arg: 'name' },
      ': neither a scenario file (JSON, starting with ',
      { text: '{' },
      '), a SteerSuite test case (XML) nor a share link.',
    ],
  ],
  'ld-movingai-hint': [
    [{ text: ' ' }, 'A Moving AI map or scen opens with "Open .map / .scen…" (or drop it on the world).'],
  ],
  'ld-link-too-long': [
    [
      "link: this scene's link would be ",
      { arg: 'length' },
      ' characters, more than browsers open (',
      { arg: 'max' },
      ' here; Firefox refuses addresses over ',
      { arg: 'firefox' },
      '). Export it as a file instead (Export, in Edit).',
    ],
  ],
  'ld-name-my-scene': [['"', { arg: 'name' }, '" from My scenes']],
  'ld-name-example': [['the example "', { arg: 'title' }, '"']],
  'ld-name-autosave': ['the autosaved scene'],
  'ld-name-welcome': ['the welcome example'],
  'ld-name-link': ['the link'],
  'ld-name-dropped-link': ['the dropped link'],
  'ld-name-scenario': ['the scenario'],
  'ld-link-limit': [["link: the core's limit ", { arg: 'name' }, ' is not loaded (load the module first)']],
  'ld-link-length': [['link: not base64url: ', { arg: 'size' }, ' characters cannot be a whole number of bytes']],
  'ld-link-character': [['link: not base64url: character ', { arg: 'at' }, ' is not A-Z, a-z, 0-9, - or _']],
  'ld-link-inflates': [['link: inflates to more than ', { arg: 'limit' }, ' bytes (the limit); refusing it']],
  'ld-link-not-deflate': ['link: not deflate data (truncated or corrupt)'],
  'ld-link-empty': ['link: empty (expected #s= followed by the scenario)'],
  'ld-link-too-many': [['link: ', { arg: 'length' }, ' characters is more than the limit of ', { arg: 'limit' }]],
  'ld-link-not-utf8': ['link: the scenario is not UTF-8 text'],
  'ld-storage-failed': ['storage request failed'],
  'ld-no-indexeddb': ['this browser keeps no scenes (no IndexedDB)'],
  'ld-no-entry': [['My scenes: no entry ', { arg: 'id' }]],
  'ld-edit-one-of': [[{ arg: 'path' }, ': must be one of ', { arg: 'list' }, ', got ', { arg: 'got' }]],
  'ld-edit-point': [[{ arg: 'path' }, ': must be [x, y]']],
  'ld-edit-unknown-param': [[{ arg: 'path' }, ': unknown param of ', { arg: 'owner' }]],
  'ld-edit-unknown-setting': [[{ arg: 'path' }, ': unknown setting (there are ', { arg: 'list' }, ')']],
  'ld-not-a-number': [[{ arg: 'name' }, ': must be a number (the field is empty or holds something else)']],
  'ld-step-n': [['step: n must be a whole number >= 0, got ', { arg: 'got' }]],
  'ld-seek-step': [['seek: step must be a whole number >= 0, got ', { arg: 'got' }]],
  'ld-events-kind': [['events: kind must be one of ', { arg: 'list' }, ', got ', { arg: 'got' }]],
  'tl-memory': [
    [
      { arg: 'steps' },
      ' steps computed; ',
      { arg: 'keyframes' },
      ' keyframes (one every ',
      { arg: 'interval' },
      ' steps), ',
      { arg: 'used' },
      ' MB of ',
      { arg: 'budget' },
      ' MB, plus ',
      { arg: 'recent' },
      ' MB of the states the last step back went through (at most 24 MB); ',
      { arg: 'edits' },
    ],
  ],
  'tl-edits': [
    [
      {
        arg: 'n',
        variants: [
          { key: 'one', default: false, pattern: [{ arg: 'n' }, ' edit made during the run'] },
          { key: 'other', default: true, pattern: [{ arg: 'n' }, ' edits made during the run'] },
        ],
      },
    ],
  ],
});
