// Written by scripts/i18n.mjs from en.ftl: the English of modules fetched on demand (ids starting with
// gal-, hist-, cmp-, ced-, ter-, anim-, con-), parsed; they import it, and it adds itself to English's messages.
import { addEnglish } from './locale.js';

addEnglish({
  'gal-dialog': [null, { 'aria-label': 'Examples gallery' }],
  'gal-heading': ['Examples'],
  'gal-filter': [null, { placeholder: 'Filter: words of a title, line or group', 'aria-label': 'Filter the examples' }],
  'gal-close': [null, { 'aria-label': 'Close the gallery' }],
  'gal-empty': ['No example matches: clear the filter to see them all.'],
  'gal-other': ['Other'],
  'gal-lesson': [['Lesson: ', { arg: 'name' }]],
  'gal-count': [
    [
      {
        arg: 'total',
        variants: [
          { key: 'one', default: false, pattern: [{ arg: 'total' }, ' example'] },
          { key: 'other', default: true, pattern: [{ arg: 'total' }, ' examples'] },
        ],
      },
    ],
  ],
  'gal-count-shown': [[{ arg: 'shown' }, ' of ', { arg: 'total' }]],
  'hist-dismiss': [null, { 'aria-label': 'Dismiss' }],
  'hist-fold': ['Make it part of the scene from step 0'],
  'hist-undo': ['Undo'],
  'hist-fold-failed': ['Could not make the edits part of the scene'],
  'hist-folded': [
    [
      {
        arg: 'n',
        variants: [
          {
            key: 'one',
            default: false,
            pattern: [
              { arg: 'n' },
              ' edit made during the run is now part of the scene from step 0: stepping back no longer hides it (Undo puts it back).',
            ],
          },
          {
            key: 'other',
            default: true,
            pattern: [
              { arg: 'n' },
              ' edits made during the run are now part of the scene from step 0: stepping back no longer hides them (Undo puts them back).',
            ],
          },
        ],
      },
    ],
  ],
  'hist-at-step': [
    [
      {
        arg: 'n',
        variants: [
          {
            key: 'one',
            default: false,
            pattern: [
              'An edit (',
              { arg: 'kinds' },
              ') at step ',
              { arg: 'step' },
              ": it is part of the run's history from step ",
              { arg: 'step' },
              '; stepping back before ',
              { arg: 'step' },
              ' hides it.',
            ],
          },
          {
            key: 'other',
            default: true,
            pattern: [
              { arg: 'n' },
              ' edits (',
              { arg: 'kinds' },
              ') at step ',
              { arg: 'step' },
              ": they are part of the run's history from step ",
              { arg: 'step' },
              '; stepping back before ',
              { arg: 'step' },
              ' hides them.',
            ],
          },
        ],
      },
    ],
  ],
  'hist-dropped': [
    [
      {
        arg: 'n',
        variants: [
          {
            key: 'one',
            default: false,
            pattern: [
              "It ended the run's old future: ",
              { arg: 'n' },
              ' later edit was dropped (Undo brings it back).',
            ],
          },
          {
            key: 'other',
            default: true,
            pattern: [
              "It ended the run's old future: ",
              { arg: 'n' },
              ' later edits were dropped (Undo brings them back).',
            ],
          },
        ],
      },
    ],
  ],
  'hist-steps': [
    [
      {
        arg: 'n',
        variants: [
          { key: 'one', default: false, pattern: ['step ', { arg: 'list' }] },
          { key: 'other', default: true, pattern: ['steps ', { arg: 'list' }] },
        ],
      },
    ],
  ],
  'hist-step0': [
    [
      {
        arg: 'n',
        variants: [
          {
            key: 'one',
            default: false,
            pattern: [
              'An edit at step 0 changes the scene itself, so the run is computed again from step 0: the ',
              { arg: 'n' },
              ' edit made during the run (',
              { arg: 'at' },
              ') was dropped. Undo brings it back.',
            ],
          },
          {
            key: 'other',
            default: true,
            pattern: [
              'An edit at step 0 changes the scene itself, so the run is computed again from step 0: the ',
              { arg: 'n' },
              ' edits made during the run (',
              { arg: 'at' },
              ') were dropped. Undo brings them back.',
            ],
          },
        ],
      },
    ],
  ],
  'cmp-picked': ['events'],
  'cmp-variant': ['variant'],
  'cmp-reached': ['reached'],
  'cmp-timeToGoal': ['time to goal'],
  'cmp-collisions': ['collisions'],
  'cmp-contactTime': ['in contact, summed over agents'],
  'cmp-agentContacts': ['agent contacts'],
  'cmp-minClearance': ['min clearance'],
  'cmp-pathRatio': ['path ratio'],
  'cmp-returns': ['returns'],
  'cmp-laps': ['laps'],
  'cmp-terrainHits': ['ground hits'],
  'cmp-step': ['step'],
  'cmp-steps-done': [[{ arg: 'steps' }, ' (done)']],
  'cmp-row': [null, { title: "Click: list this variant's events in the panel" }],
  'cmp-pane': [null, { 'aria-label': ['Variant ', { arg: 'k' }, ': ', { arg: 'label' }] }],
  'cmp-png': ['PNG', { title: ['"', { arg: 'label' }, '" as a PNG picture (2× pixels)'] }],
  'cmp-overlay': [null, { 'aria-label': 'Every variant in one world, each in its colour' }],
  'cmp-overlay-legend': [null, { 'aria-label': 'Variants and their colours' }],
  'cmp-overlay-png': [null, { title: 'This overlay as a PNG picture (2× pixels)' }],
  'cmp-hash-at': [[{ arg: 'hash' }, ' (step ', { arg: 'step' }, ')']],
  'cmp-variants': ['variants'],
  'cmp-variants-value': [[{ arg: 'n' }, ' (measures: the table under the panes)']],
  'cmp-script-stopped': [['In "', { arg: 'pane' }, '" its script stopped it: ', { arg: 'message' }]],
  'cmp-script-said': [['In "', { arg: 'pane' }, '" this step: ', { arg: 'said' }]],
  'cmp-runs-script': [['"', { arg: 'agent' }, '" runs scripts.', { arg: 'name' }, ' in ', { arg: 'panes' }]],
  'ter-bar': [null, { 'aria-label': "Terrain brush: raise, lower or flatten, radius, strength, walls' height" }],
  'ter-brush': [null, { 'aria-label': 'Brush' }],
  'ter-raise': ['Raise', { title: 'Raise the ground under the disc' }],
  'ter-lower': ['Lower', { title: 'Lower the ground under the disc' }],
  'ter-flatten': ['Flatten', { title: 'Flatten the ground under the disc' }],
  'ter-radius': ['radius', { title: 'Radius of the disc, world units' }],
  'ter-strength': ['strength', { title: "Change at the disc's centre per dab, world units (less toward the rim)" }],
  'ter-level': ['Level all', { title: 'Flat ground everywhere (one undo step)' }],
  'ter-walls': ['walls'],
  'ter-tall': ['tall'],
  'ter-wall-tall': [null, { title: "Walls as tall as anything can reach (the 2D world's walls)" }],
  'ter-wall-height': [null, { title: "The blocked cells' height above the ground, world units" }],
  'ter-circle-height': [
    'height (u)',
    {
      title:
        'Height above the ground. Only feelers sense it (they pass over what is lower than them); the other behaviours treat every obstacle as a 2D one.',
    },
  ],
  'ced-variant': [['variant ', { arg: 'n' }]],
  'ced-variant-plain': ['variant'],
  'ced-as-is': ['as it is'],
  'ced-needs': [
    [
      {
        arg: 'kind',
        variants: [
          { key: 'nproxy', default: false, pattern: ['This preset needs an nproxy agent: ', { arg: 'why' }, '.'] },
          { key: 'grid', default: false, pattern: ['This preset needs a grid agent: ', { arg: 'why' }, '.'] },
          {
            key: 'continuous',
            default: true,
            pattern: ['This preset needs a continuous agent: ', { arg: 'why' }, '.'],
          },
        ],
      },
    ],
  ],
  'ced-not-selected': [
    [
      {
        arg: 'kind',
        variants: [
          { key: 'nproxy', default: false, pattern: ['the selected agent is not an nproxy agent'] },
          { key: 'grid', default: false, pattern: ['the selected agent is not a grid agent'] },
          { key: 'continuous', default: true, pattern: ['the selected agent is not a continuous agent'] },
        ],
      },
    ],
  ],
  'ced-none': [
    [
      {
        arg: 'kind',
        variants: [
          { key: 'nproxy', default: false, pattern: ['the scene has no nproxy agent'] },
          { key: 'grid', default: false, pattern: ['the scene has no grid agent'] },
          { key: 'continuous', default: true, pattern: ['the scene has no continuous agent'] },
        ],
      },
    ],
  ],
  'ced-pstep-off': ['P-step off'],
  'ced-pstep-on': ['P-step on'],
  'ced-no-route': ['no route'],
  'ced-route': [[{ arg: 'planner' }, ' route']],
  'ced-no-avoidance': ['no agent avoidance'],
  'ced-label': [null, { 'aria-label': 'Label of the variant' }],
  'ced-agents': [null, { 'aria-label': 'Agents the variant changes' }],
  'ced-all-agents': ['all agents'],
  'ced-some-agents': [[{ arg: 'n' }, ' agents (', { arg: 'list' }, ')']],
  'ced-behavior': [null, { 'aria-label': 'Behaviour in the variant' }],
  'ced-own-behavior': ['its own behaviour'],
  'ced-planner': [null, { 'aria-label': 'Route planner in the variant' }],
  'ced-own-route': ['its own route'],
  'ced-setting': [null, { 'aria-label': 'A setting to change (by name)', placeholder: 'setting' }],
  'ced-value': [null, { 'aria-label': "The setting's value", placeholder: 'value' }],
  'ced-remove': [null, { 'aria-label': 'Remove this variant' }],
  'anim-title': ['Animation of the run'],
  'anim-intro': [
    'A range of steps of this run, replayed and drawn as the canvas shows it now (its view, selection and overlays). The page stays at its step.',
  ],
  'anim-from': ['from step'],
  'anim-to': ['to step'],
  'anim-every': ['every', { title: 'Every k-th step becomes a frame' }],
  'anim-fps': ['frames per second'],
  'anim-width': ['width'],
  'anim-format': ['format'],
  'anim-webm': ['WebM (video)'],
  'anim-cancel': ['Cancel', { title: 'Stop making the animation; nothing is saved' }],
  'anim-make': ['Make animation'],
  'anim-close': [null, { 'aria-label': 'Close the animation export' }],
  'anim-whole': [
    [{ arg: 'field' }, ': must be a whole number in [', { arg: 'lo' }, ', ', { arg: 'hi' }, '], got ', { arg: 'got' }],
  ],
  'anim-nothing': ['nothing'],
  'anim-order': [
    [{ arg: 'to' }, ': must be at least ', { arg: 'from' }, ' (', { arg: 'first' }, '), got ', { arg: 'last' }],
  ],
  'anim-too-many': [
    [
      { arg: 'every' },
      ': ',
      { arg: 'frames' },
      ' frames is more than the limit of ',
      { arg: 'max' },
      '; take every ',
      { arg: 'k' },
      'th step or fewer steps',
    ],
  ],
  'anim-size-gif': [['about ', { arg: 'size' }, ' (an estimate from encoding the first two frames)']],
  'anim-size-webm': [
    [
      'at most about ',
      { arg: 'size' },
      " (the browser's encoder at ",
      { arg: 'mbits' },
      ' Mbit/s); recording takes ',
      { arg: 'seconds' },
      ' s',
    ],
  ],
  'anim-estimate': [
    [
      { arg: 'frames' },
      ' frames of ',
      { arg: 'width' },
      ' × ',
      { arg: 'height' },
      ' px, ',
      { arg: 'seconds' },
      ' s at ',
      { arg: 'fps' },
      ' fps: ',
      { arg: 'size' },
      '.',
    ],
  ],
  'anim-failed': [['Could not make the animation: ', { arg: 'error' }]],
  'anim-cancelled': ['Cancelled: nothing was saved.'],
  'anim-saved': [['Saved ', { arg: 'file' }, ' (', { arg: 'size' }, ', ', { arg: 'frames' }, ' frames).']],
  'anim-progress': [['frame ', { arg: 'done' }, ' of ', { arg: 'total' }, ' · ', { arg: 'size' }]],
  'con-lines': [null, { 'aria-label': 'What the scripts printed, by step' }],
  'con-summary': ['Console: print(), console.log() and stops, up to the step on screen'],
  'con-agent': [['agent ', { arg: 'i' }]],
  'con-at': [['step ', { arg: 'step' }]],
  'con-stopped': [['stopped: ', { arg: 'why' }]],
  'con-empty': ['Nothing printed up to this step. print(value) in steer() writes here.'],
  'con-earlier': [
    [
      {
        arg: 'n',
        variants: [
          { key: 'one', default: false, pattern: [{ arg: 'n' }, ' earlier line is not shown.'] },
          { key: 'other', default: true, pattern: [{ arg: 'n' }, ' earlier lines are not shown.'] },
        ],
      },
    ],
  ],
  'con-full': [
    [
      "The run's log keeps its first ",
      { arg: 'max' },
      ' lines: from step ',
      { arg: 'step' },
      ' on, lines were not kept.',
    ],
  ],
  'anim-recorder-empty': [
    [
      "the browser's recorder gave ",
      { arg: 'bytes' },
      ' bytes for ',
      { arg: 'frames' },
      ' frames (no video): try again, or make a GIF',
    ],
  ],
});
