// Written by scripts/i18n.mjs from en.ftl: the English of modules fetched on demand (ids starting with
// event-, chart-, sel-, ed-), parsed; they import it, and it adds itself to English's messages.
import { addEnglish } from './locale.js';

addEnglish({
  'event-none-computed': [['None in the ', { arg: 'steps' }, ' steps computed.']],
  'event-some': [[{ arg: 'n' }, ' in the ', { arg: 'steps' }, ' steps computed.']],
  'event-some-shown': [
    [
      { arg: 'n' },
      ' in the ',
      { arg: 'steps' },
      ' steps computed; the ',
      { arg: 'shown' },
      ' nearest step ',
      { arg: 'step' },
      ' shown.',
    ],
  ],
  'event-line': [['step ', { arg: 'step' }, ': ', { arg: 'name' }, ' ', { arg: 'says' }]],
  'event-go': [['Go to step ', { arg: 'step' }, ' and select ', { arg: 'name' }]],
  'event-agent': [['agent ', { arg: 'n' }]],
  'event-obstacle-circle': [['circle ', { arg: 'n' }]],
  'event-obstacle-border': ['the border wall'],
  'event-obstacle-wall': [['wall ', { arg: 'n' }]],
  'event-obstacle-removed': ['an obstacle (since removed)'],
  'event-collisionBegin': [['hits ', { arg: 'obstacle' }]],
  'event-collisionEnd': [['is clear of ', { arg: 'obstacle' }, ' again']],
  'event-contactBegin': [['touches ', { arg: 'other' }]],
  'event-contactEnd': [['is clear of ', { arg: 'other' }, ' again']],
  'event-return': ['steps back onto the cell it just left'],
  'event-reached': ['reaches its goal'],
  'event-stop': [['stops: ', { arg: 'reason' }]],
  'event-stop-maxSteps': ['the step limit ran out'],
  'event-lap': [['completes a lap (', { arg: 'laps' }, ')']],
  'event-replanned': [['plans its route again (', { arg: 'reason' }, ')']],
  'event-replan-none': ['none'],
  'event-replan-start': ['start'],
  'event-replan-blocked': ['blocked'],
  'event-replan-pushed-off': ['pushed off'],
  'event-replan-edited': ['edited'],
  'chart-speed': ['speed'],
  'chart-clearance': ['clearance'],
  'chart-emergency': ['emergency T'],
  'chart-steer': ['steer'],
  'chart-brake': ['brake'],
  'chart-avoid': ['agent avoidance'],
  'chart-leftInfluence': ['left influence'],
  'chart-rightInfluence': ['right influence'],
  'chart-lateral': ['lateral command'],
  'chart-hitDistance': ['hit distance'],
  'chart-turn': ['chosen − wanted'],
  'chart-masked': ['masked slots'],
  'chart-change': ['chosen − preferred'],
  'chart-halfPlanes': ['half-planes'],
  'chart-violation': ["fallback's violation"],
  'chart-routeDistance': ['distance to route'],
  'chart-goalDistance': ['distance to goal'],
  'chart-proxy': ['chosen proxy'],
  'chart-pproxy': ['chosen P-proxy'],
  'chart-pstep': ['chosen P-step'],
  'chart-collisions': ['collisions'],
  'chart-contacts': ['agent contacts'],
  'chart-arrivals': ['arrivals'],
  'chart-returns': ['returns'],
  'chart-run': ['collisions · contacts · arrivals'],
  'chart-agent-none': ['— none (the run only)'],
  'chart-computing': [['computing earlier steps… ', { arg: 'done' }, ' of ', { arg: 'total' }]],
  'sel-slots-label': ["The context map's slots"],
  'sel-path-title': [['Path ', { arg: 'n' }]],
  'sel-path-points': ['points'],
  'sel-path-followed': ['followed by'],
  'sel-path-nobody': ['nobody'],
  'sel-path-closed': ['closed loop'],
  'sel-path-hint': [
    'Path tool: click to add points, drag points to move them, click the first point to close; Delete removes the selected point.',
  ],
  'sel-circle-title': [['Circle ', { arg: 'n' }]],
  'sel-circle-centre': ['centre'],
  'sel-circle-radius': ['radius'],
  'sel-settings': [[{ arg: 'behavior' }, ' settings']],
  'sel-no-settings': [[{ arg: 'behavior' }, ' has no settings of its own']],
  'sel-edit-script': ['Edit its script', { title: ['Open scripts.', { arg: 'name' }, ' in the script editor (E)'] }],
  'sel-runs-script': [['runs scripts.', { arg: 'name' }]],
  'sel-path-none': ['none: the goal'],
  'sel-path-option': [
    [
      {
        arg: 'loop',
        variants: [
          { key: 'yes', default: false, pattern: ['path ', { arg: 'n' }, ' (', { arg: 'points' }, ' points, loop)'] },
          { key: 'no', default: true, pattern: ['path ', { arg: 'n' }, ' (', { arg: 'points' }, ' points)'] },
        ],
      },
    ],
  ],
  'sel-follows': ['follows'],
  'sel-drive': ['Drive (arrows / WASD)', { title: 'Drive this agent yourself; its rays nudge you. Esc stops.' }],
  'sel-drive-stop': ['Stop driving (Esc)'],
  'sel-assist': ['avoidance assist'],
  'sel-avoid': ['avoid agents', { title: 'Avoid other agents by time of closest approach (the raycast article)' }],
  'sel-one-less': [['One less: ', { arg: 'name' }]],
  'sel-one-more': [['One more: ', { arg: 'name' }]],
  'sel-route': ['route'],
  'sel-route-pending': [[{ arg: 'planner' }, ': plans before its next move']],
  'sel-route-waypoint': [[{ arg: 'planner' }, ': waypoint ', { arg: 'n' }, ' of ', { arg: 'count' }]],
  'sel-route-none': [[{ arg: 'planner' }, ': none found (', { arg: 'status' }, '); it heads straight for its goal']],
  'sel-route-length': ['route length'],
  'sel-route-length-value': [[{ arg: 'length' }, ' u planned, ', { arg: 'left' }, ' u left']],
  'sel-route-off': ['off its leg'],
  'sel-route-off-value': [[{ arg: 'distance' }, ' u']],
  'sel-route-cost': ['plan cost'],
  'sel-route-cost-value': [[{ arg: 'expanded' }, ' lattice points expanded, ', { arg: 'tested' }, ' segments tested']],
  'sel-route-last': ['last planned'],
  'sel-route-last-value': [
    [
      {
        arg: 'replans',
        variants: [
          {
            key: 'one',
            default: false,
            pattern: ['step ', { arg: 'step' }, ' (', { arg: 'reason' }, '); ', { arg: 'replans' }, ' plan so far'],
          },
          {
            key: 'other',
            default: true,
            pattern: ['step ', { arg: 'step' }, ' (', { arg: 'reason' }, '); ', { arg: 'replans' }, ' plans so far'],
          },
        ],
      },
    ],
  ],
  'ed-name': [
    'name',
    { 'aria-label': 'Name', title: 'Shown on the canvas, in the panel and in reports; up to 64 characters.' },
  ],
  'ed-region': [['region "', { arg: 'name' }, '", agent ', { arg: 'n' }, ' of ', { arg: 'count' }]],
  'ed-explicit': ['an explicit agent (not in a region)'],
  'ed-from': [
    'from',
    {
      title:
        'The crowd region of the file this agent was placed by. Changing it at step 0 writes that region (and the regions after it) out as explicit agents, one undo step.',
    },
  ],
  'ed-behavior': [
    'behaviour',
    {
      'aria-label': 'Behaviour',
      title: [
        {
          arg: 'kind',
          variants: [
            {
              key: 'grid',
              default: false,
              pattern: [
                "Changes this agent's behaviour in place (its settings go to the new behaviour's defaults). Grid agents take grid behaviours only.",
              ],
            },
            {
              key: 'continuous',
              default: true,
              pattern: [
                "Changes this agent's behaviour in place (its settings go to the new behaviour's defaults). Continuous agents take continuous behaviours only.",
              ],
            },
          ],
        },
      ],
    },
  ],
  'ed-radius': [
    'radius',
    { title: 'Body radius in world units [0.01, 8]: what collides and what the rays start from.' },
  ],
  'ed-maxSpeed': ['max speed', { title: 'Top speed in world units per second [0.01, 100].' }],
  'ed-maxAccel': ['max accel', { title: 'Most acceleration per second, steering and braking together [0.01, 1000].' }],
  'ed-start': [
    'start',
    {
      title: [
        {
          arg: 'kind',
          variants: [
            {
              key: 'grid',
              default: false,
              pattern: ['Where it starts (a cell); moving it starts the agent there again.'],
            },
            {
              key: 'continuous',
              default: true,
              pattern: ['Where it starts (world units); moving it starts the agent there again.'],
            },
          ],
        },
      ],
    },
  ],
  'ed-goal': [
    'goal',
    {
      title: [
        {
          arg: 'kind',
          variants: [
            { key: 'grid', default: false, pattern: ['Where it heads (a cell).'] },
            { key: 'continuous', default: true, pattern: ['Where it heads (world units).'] },
          ],
        },
      ],
    },
  ],
  'ed-planner': [
    'route planner',
    {
      'aria-label': 'Route planner',
      title:
        'none: it heads straight for its goal, as its article says. grid: A* plans a route of straight and diagonal moves round the obstacles first; any-angle: Lazy Theta*, straight lines between corners. Its behaviour steers along the route, avoiding as its own rule says.',
    },
  ],
  'ed-duplicate': [
    'Duplicate as',
    {
      'aria-label': 'Behaviour of the copy',
      title: 'A copy of this agent (same start, goal, body and settings), with the behaviour chosen beside',
    },
  ],
  'ed-delete': ['Delete', { title: 'Remove this agent (Delete)' }],
  'sel-move': [
    'Move to a click',
    {
      title:
        'The next click on the world puts it there (Esc cancels); with the keyboard: Enter on the world, then the arrows',
    },
  ],
  'sel-move-armed': ['Click on the world where it goes (Esc cancels).'],
  'sel-radius-smaller': ['Radius −', { 'aria-label': ['Radius − ', { arg: 'step' }, ' u'] }],
  'sel-radius-bigger': ['Radius +', { 'aria-label': ['Radius + ', { arg: 'step' }, ' u'] }],
  'ed-start-x': ['start x'],
  'ed-start-y': ['start y'],
  'ed-goal-x': ['goal x'],
  'ed-goal-y': ['goal y'],
});
