// Written by scripts/i18n.mjs from en.ftl: the English of modules fetched on demand (ids starting with
// map-, ovl-, lsd-, gcd-, sed-, sw-, obs-), parsed; they import it, and it adds itself to English's messages.
import { addEnglish } from './locale.js';

addEnglish({
  'map-could-not-open': [['Could not open ', { arg: 'name' }]],
  'map-too-large': [['file: ', { arg: 'size' }, ' bytes is more than the limit of ', { arg: 'max' }, ' bytes']],
  'map-set-up-failed': ['Could not set up the problem'],
  'map-agent': ['Agent'],
  'map-agent-menu': [null, { title: 'The grid agent set up for a row and used by Run all' }],
  'map-p-menu': [null, { title: 'n-proxy look-ahead P (steps)' }],
  'map-info': [
    [{ arg: 'name' }, ' · ', { arg: 'width' }, ' × ', { arg: 'height' }, ' · ', { arg: 'blocked' }, ' blocked'],
  ],
  'map-cells': [
    [
      'Free: ',
      { arg: 'free' },
      ' · blocked: ',
      { arg: 'blockedChars' },
      '. S (swamp) counts as ground, as sidestep has no move costs; W (water) is blocked. This map: ',
      { arg: 'swamp' },
      ' S, ',
      { arg: 'water' },
      ' W.',
    ],
  ],
  'map-bundled': [['Bundled: links name it ("', { arg: 'name' }, '").']],
  'map-carried': ['Links to it carry its cells.'],
  'map-scen': [[{ arg: 'name' }, ' · ', { arg: 'count' }, ' problems. Click one to set it up.']],
  'map-no-scen': ['Open its .scen to list its problems.'],
  'map-list-bundled': [['List the problems of ', { arg: 'name' }]],
  'map-on-bundled': [['This scene is on the bundled map ', { arg: 'name' }, '.']],
  'map-bucket': ['Bucket'],
  'map-bucket-menu': [
    null,
    { title: 'Show one bucket of the scen (Moving AI buckets group problems by optimal length)' },
  ],
  'map-bucket-all': [['all ', { arg: 'n' }]],
  'map-outcome-menu': [null, { title: 'Show the problems that ended one way (after Run all)' }],
  'map-outcome-every': ['every outcome'],
  'map-outcome-not-reached': ['not reached'],
  'map-outcome-unreachable': ['no path'],
  'map-list': [null, { 'aria-label': 'Problems of the scen: click one to set it up in the scene' }],
  'map-count': [
    [
      {
        arg: 'n',
        variants: [
          { key: 'one', default: false, pattern: [{ arg: 'n' }, ' problem'] },
          { key: 'other', default: true, pattern: [{ arg: 'n' }, ' problems'] },
        ],
      },
    ],
  ],
  'map-count-of': [[{ arg: 'n' }, ' of ', { arg: 'total' }, ' problems']],
  'map-cells-title': [
    ['from (', { arg: 'sx' }, ', ', { arg: 'sy' }, ') to (', { arg: 'gx' }, ', ', { arg: 'gy' }, ')'],
  ],
  'map-optimal-title': [["the file's optimal octile length: ", { arg: 'optimal' }]],
  'map-reached-title': [
    [
      'reached in ',
      { arg: 'steps' },
      ' steps (4-connected optimum ',
      { arg: 'optimal4' },
      '): ratio ',
      { arg: 'ratio' },
    ],
  ],
  'map-ended-title': [
    [
      {
        arg: 'steps',
        variants: [
          { key: 'one', default: false, pattern: [{ arg: 'outcome' }, ' after ', { arg: 'steps' }, ' step'] },
          { key: 'other', default: true, pattern: [{ arg: 'outcome' }, ' after ', { arg: 'steps' }, ' steps'] },
        ],
      },
    ],
  ],
  'map-short-stuck': ['stuck'],
  'map-short-oscillation': ['osc.'],
  'map-short-maxSteps': ['max'],
  'map-problem': [['Problem #', { arg: 'row' }, ' · line ', { arg: 'line' }, ' · bucket ', { arg: 'bucket' }]],
  'map-no-path': ['no path: the goal cannot be reached'],
  'map-optimum': [
    [
      {
        arg: 'steps',
        variants: [
          {
            key: 'one',
            default: false,
            pattern: [
              'optimum ',
              { arg: 'optimal' },
              ' octile (file ',
              { arg: 'file' },
              ') · ',
              { arg: 'steps' },
              ' step 4-connected · limit ',
              { arg: 'limit' },
            ],
          },
          {
            key: 'other',
            default: true,
            pattern: [
              'optimum ',
              { arg: 'optimal' },
              ' octile (file ',
              { arg: 'file' },
              ') · ',
              { arg: 'steps' },
              ' steps 4-connected · limit ',
              { arg: 'limit' },
            ],
          },
        ],
      },
    ],
  ],
  'map-saved': [
    [
      {
        arg: 'steps',
        variants: [
          {
            key: 'one',
            default: false,
            pattern: ['Run all (', { arg: 'agent' }, '): ', { arg: 'outcome' }, ', ', { arg: 'steps' }, ' step'],
          },
          {
            key: 'other',
            default: true,
            pattern: ['Run all (', { arg: 'agent' }, '): ', { arg: 'outcome' }, ', ', { arg: 'steps' }, ' steps'],
          },
        ],
      },
    ],
  ],
  'map-saved-ratio': [[', ratio ', { arg: 'ratio' }]],
  'map-not-row': ['The scene is not this problem any more (another scene, an edited map, or a moved start or goal).'],
  'map-in-scene': [
    [
      {
        arg: 'steps',
        variants: [
          {
            key: 'one',
            default: false,
            pattern: [{ arg: 'agent' }, ' in the scene: ', { arg: 'steps' }, ' step · ', { arg: 'stop' }],
          },
          {
            key: 'other',
            default: true,
            pattern: [{ arg: 'agent' }, ' in the scene: ', { arg: 'steps' }, ' steps · ', { arg: 'stop' }],
          },
        ],
      },
    ],
  ],
  'map-ratio': [[{ text: ' ' }, '· ratio ', { arg: 'ratio' }]],
  'map-run-all': [
    ['Run all ', { arg: 'count' }],
    { title: ['Run every problem of the scen with ', { arg: 'agent' }, ', in a background worker'] },
  ],
  'map-cancel': ['Cancel', { title: 'Stop the run (its results are dropped)' }],
  'map-run-failed': [['Run all failed: ', { arg: 'error' }]],
  'map-cancelled': [['Cancelled after ', { arg: 'done' }, ' of ', { arg: 'total' }, ' problems; nothing kept.']],
  'map-run-done': [
    [
      { arg: 'agent' },
      ': ',
      { arg: 'n' },
      ' problems in ',
      { arg: 'seconds' },
      ' s, ',
      { arg: 'rate' },
      ' problems/s in a worker (measured in this run). Click a bucket to list it.',
    ],
  ],
  'map-col-bucket': ['b.', { title: "The scen's bucket (Moving AI groups problems by optimal length)" }],
  'map-col-problems': ['n', { title: 'problems' }],
  'map-col-reached': ['reach', { title: 'reached the goal' }],
  'map-col-stuck': ['stuck', { title: 'stopped with every neighbour blocked' }],
  'map-col-oscillation': [
    'osc.',
    { title: 'stopped as oscillation (stop-on-return: the next cell was the one just left)' },
  ],
  'map-col-maxSteps': ['max', { title: 'ran out of steps (4 × the 4-connected optimum, at least 64)' }],
  'map-col-meanRatio': ['mean', { title: 'mean path ratio over reached problems: steps / 4-connected optimum' }],
  'map-col-worstRatio': ['worst', { title: 'worst path ratio over reached problems' }],
  'map-all': ['all'],
  'map-unreachable': [[{ arg: 'n' }, ' unreachable (not run)']],
  'lsd-title': ['A script is taking long'],
  'lsd-where': [[{ text: ' ' }, '(scripts.', { arg: 'script' }, ')']],
  'lsd-where-agent': [[{ text: ' ' }, '(scripts.', { arg: 'script' }, ', agent ', { arg: 'agent' }, ')']],
  'lsd-text': [
    [
      'Step ',
      { arg: 'step' },
      ': the scripts have run ',
      { arg: 'seconds' },
      ' s',
      { arg: 'where' },
      ' without finishing. The page stopped them and stays at step ',
      { arg: 'at' },
      ': nothing of the run changed. Keep waiting runs that step again (for up to four times as long before asking again); Stop it leaves the run here.',
    ],
  ],
  'lsd-keep': ['Keep waiting'],
  'lsd-stop': ['Stop it'],
  'gcd-title': ['Use in your game'],
  'gcd-close': ['Close'],
  'gcd-language': [null, { 'aria-label': 'Language' }],
  'gcd-js-tab': ['JavaScript (npm)'],
  'gcd-js-label': ['JavaScript for the npm package'],
  'gcd-js-copy': ['Copy JavaScript'],
  'gcd-cpp-tab': ['C++ (CMake)'],
  'gcd-cpp-label': ['C++ for the CMake package'],
  'gcd-cpp-copy': ['Copy C++'],
  'gcd-what-agent': [
    [
      'Agent ',
      { arg: 'index' },
      ' “',
      { arg: 'name' },
      '” (',
      { arg: 'behavior' },
      ') with every setting as it is now, in the scene at step 0, as code for sidestep’s packages. Run as it is, it steps to step ',
      { arg: 'step' },
      ' and prints the hash the page shows there.',
    ],
  ],
  'gcd-what-scene': [
    [
      'No agent is selected: the scene at step 0 as code for sidestep’s packages (select an agent for its settings). Run as it is, it steps to step ',
      { arg: 'step' },
      ' and prints the hash the page shows there.',
    ],
  ],
  'gcd-note-edits': [
    [
      {
        arg: 'count',
        variants: [
          {
            key: 'one',
            default: false,
            pattern: [
              'This run has ',
              { arg: 'n' },
              ' edit made during it, which the packages do not replay: the code starts from step 0 without it (make it part of the scene first for the same run).',
            ],
          },
          {
            key: 'other',
            default: true,
            pattern: [
              'This run has ',
              { arg: 'n' },
              ' edits made during it, which the packages do not replay: the code starts from step 0 without them (make them part of the scene first for the same run).',
            ],
          },
        ],
      },
    ],
  ],
  'gcd-note-file': [
    ['The scene is ', { arg: 'n' }, ' characters: the code reads it from scene.json (Export saves it).'],
  ],
  'gcd-guide': ['The guide: in-your-game.md'],
  'gcd-copy-refused': ['The browser did not allow copying: the code is selected, press Ctrl+C.'],
  'gcd-copied': [['Copied: ', { arg: 'lines' }, ' lines of ', { arg: 'language' }, '.']],
  'sed-heading': ['Scripts'],
  'sed-tabs': [null, { 'aria-label': "The scene's scripts" }],
  'sed-apply': [
    'Apply',
    {
      title:
        'Run the scene with this code from step 0 (Ctrl+Enter); Ctrl+Z on the page brings the old code and run back',
    },
  ],
  'sed-contract': ['Contract', { title: 'What steer(agent, world) gets and returns (docs/scripts.md in short)' }],
  'sed-close': ['✕', { title: 'Close (Esc): the text stays as typed', 'aria-label': 'Close the script editor' }],
  'sed-new': ['+ New', { title: 'A new script from the starter (seek only)' }],
  'sed-rename': ['Rename', { title: 'Rename this script (its agents follow on Apply)' }],
  'sed-delete': ['Delete', { title: 'Delete this script (refused while an agent runs it)' }],
  'sed-revert': ['Revert', { title: 'Put back the code that runs (your text can be brought back once)' }],
  'sed-keys': ['Ctrl+Enter applies · Esc closes'],
  'sed-script': [null, { 'aria-label': ['Script ', { arg: 'name' }] }],
  'sed-no-script': [null, { 'aria-label': 'No script' }],
  'sed-tab-changed': [null, { title: 'Changed: not what runs yet (Apply)' }],
  'sed-tab-runs': [null, { title: 'As it runs' }],
  'sed-no-scripts': ['No scripts yet: + New'],
  'sed-runs': ['runs as shown'],
  'sed-changed': ['changed: differs from what runs (Apply)'],
  'sed-syntax': [[{ text: ' ' }, '· syntax error at line ', { arg: 'line' }]],
  'sed-not-applied-at': [
    [
      'Not applied: scripts.',
      { arg: 'name' },
      ': line ',
      { arg: 'line' },
      ', column ',
      { arg: 'column' },
      ': ',
      { arg: 'message' },
    ],
  ],
  'sed-not-applied': ['Not applied:'],
  'sed-applied': [
    'Applied: the run starts again from step 0 with this code. Ctrl+Z on the page brings the old code and run back.',
  ],
  'sed-new-said': [
    [
      'New script "',
      { arg: 'name' },
      '" (seek only): Apply adds it to the scene; an agent runs it with behaviour "script".',
    ],
  ],
  'sed-name-taken': [['scripts.', { arg: 'name' }, ': a script of that name exists already']],
  'sed-renamed': [['Renamed: Apply runs it as "', { arg: 'name' }, '" (its agents follow).']],
  'sed-not-deleted': [
    [
      {
        arg: 'others',
        variants: [
          {
            key: '0',
            default: false,
            pattern: [
              'scripts.',
              { arg: 'name' },
              ': not deleted: "',
              { arg: 'agent' },
              '" runs it. Give it another behaviour (or delete it) first.',
            ],
          },
          {
            key: 'other',
            default: true,
            pattern: [
              'scripts.',
              { arg: 'name' },
              ': not deleted: "',
              { arg: 'agent' },
              '" and ',
              { arg: 'others' },
              ' more run it. Give them another behaviour (or delete them) first.',
            ],
          },
        ],
      },
    ],
  ],
  'sed-deleted': [['Deleted "', { arg: 'name' }, '" here: Apply removes it from the scene (Revert brings it back).']],
  'sed-reverted': [['Reverted to the code that runs.', { text: ' ' }]],
  'sed-bring-back': ['Bring my text back'],
  'sed-new-name': [null, { 'aria-label': 'New name' }],
  'sed-agent': [['agent ', { arg: 'n' }]],
  'sed-agent-added': [['an agent added at step ', { arg: 'step' }]],
  'obs-reading': [['Opening ', { arg: 'source' }, ': ', { arg: 'percent' }, ' read']],
  'obs-building': [['Opening ', { arg: 'source' }, ': building the scene']],
  'obs-wait': ['One moment: the world answers once the scenario is open'],
  'map-open-problem': [['problem ', { arg: 'row' }, ' of ', { arg: 'scen' }]],
  'map-run-all-failed': ['the run-all worker failed'],
});
