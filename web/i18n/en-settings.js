// Written by scripts/i18n.mjs from en.ftl: the English of modules fetched on demand (ids starting with
// doc-), parsed; they import it, and it adds itself to English's messages.
import { addEnglish } from './locale.js';

addEnglish({
  'doc-nproxy-P': [
    'Look-ahead: each neighbour scores the nearest it can get to the target within P steps. 0 is greedy; the article found 3 too short for large clusters and chose 7.',
  ],
  'doc-nproxy-stepTieBreak': [
    'When the two lowest proxies tie, rank the tied neighbours by P-step (steps to the target). Without it the agent halts about P steps short and paces.',
  ],
  'doc-nproxy-stopOnReturn': [
    'Stop (oscillation) when the next cell is the one just left, instead of pacing for ever round an obstacle that needs more than P steps.',
  ],
  'doc-nproxy-metric': ["Distance from a cell's centre to the target's centre."],
  'doc-whiskers-rayLength': [
    'L: length of the two side rays. Longer sees obstacles earlier, but also shies away from gaps it could pass.',
  ],
  'doc-whiskers-maxSteer': ['Sideways acceleration at emergency T = 1; it scales linearly with T.'],
  'doc-whiskers-maxBrake': ['Braking at T = 1; it scales with T², gentle far away and hard up close.'],
  'doc-feelers-angle': ['Angle between the centre feeler and each side feeler.'],
  'doc-feelers-lengthPerSpeed': ['Feeler length = speed × this: faster agents feel further ahead.'],
  'doc-feelers-minLength': ['Shortest feeler, at rest.'],
  'doc-feelers-maxLength': ['Longest feeler, at speed.'],
  'doc-feelers-smoothing': [
    'How fast the influences follow their targets: low values ease control back to the driver slowly.',
  ],
  'doc-feelers-lateralAccel': ['Sideways acceleration per unit of lateral command (left − right influence).'],
  'doc-feelers-slope': [
    "Slope compensation: the feelers' ends are raised on an incline and lowered on a decline. Off, they stay level: they hit hills the agent could walk up, and pass over low walls at the foot of a decline.",
  ],
  'doc-feelers-feelerHeight': [
    "Height of the feelers' start above the ground under the agent: raised, so that they do not trigger on the terrain.",
  ],
  'doc-feelers-slopeGain': [
    'The multiplier: target offset = sign × (1 − size) × this, size = |normal · down| (1 on level ground, less on steeper).',
  ],
  'doc-feelers-maxOffset': [
    'Clamp of the offset, so that on a steep slope the feelers do not point straight up or down.',
  ],
  'doc-feelers-offsetSmoothing': [
    'How fast the applied offset follows its target: damps sudden changes over uneven ground.',
  ],
  'doc-feelers-centreSide': [
    "A hit of the centre feeler alone counts as a hit on the side the obstacle lies on, read from the hit surface's normal (dead centre: the left, so it turns right). Off: the article's rule, where the centre alone sets neither influence and the agent drives straight in.",
  ],
  'doc-raycast-rays': [
    "One centre ray, two parallel rays from the body's sides, or a centre ray with two whiskers (fan).",
  ],
  'doc-raycast-sightRange': ['Ray length: the longer, the earlier the path bends away from a wall.'],
  'doc-raycast-avoidDistance': ['How far off the wall (along its normal) the point it then seeks lies.'],
  'doc-raycast-whiskerAngle': ["Angle of the fan's two whiskers from the centre ray."],
  'doc-raycast-patrol': ['Go back and forth between start and goal instead of stopping at the goal.'],
  'doc-context-rays': [
    'N: rays (slots) evenly spaced from the heading. More see narrow gaps; fewer are cheaper and blockier.',
  ],
  'doc-context-lookAhead': ['Danger ray length: how far ahead an obstacle counts as danger.'],
  'doc-context-steerForce': [
    'Fraction of the way from the velocity to the desired velocity per 0.02 s (a rate: the same at any dt). Low is smooth, high is twitchy.',
  ],
  'doc-context-danger': [
    'mask: a dangerous slot loses all interest. distance: a score 1 - hit/lookAhead is subtracted instead.',
  ],
  'doc-context-avoidance': ['Danger in a slot adds interest to the opposite slot: pushed away, not just blocked.'],
  'doc-context-seeAgents': ["Other agents' bodies are danger too (how the race cars dodge each other)."],
  'doc-context-speedSpread': ["At reset, max speed is scaled by 1 - spread × U(0, 1), drawn from the scenario's seed."],
  'doc-context-targetFalloff': [
    "0: interest toward the goal (or along its path). > 0: toward the world's targets, each weighted 1 / (1 + distance / this).",
  ],
  'doc-orca-neighborDist': [
    'Other agents whose centres are nearer than this are neighbours (the nearest maxNeighbors of them).',
  ],
  'doc-orca-maxNeighbors': ['How many of the nearest neighbours get a half-plane. 0 ignores other agents.'],
  'doc-orca-timeHorizon': [
    'Velocities are kept free of collisions with other agents for this long. Longer reacts earlier and more cautiously; shorter leaves more room to move.',
  ],
  'doc-orca-timeHorizonObst': [
    'The same against walls and circles. Keep it short: an obstacle never moves out of the way.',
  ],
  'doc-orca-preferredSpeed': [
    'Speed it wants toward its goal (slower inside the last unit); maxSpeed still caps what it gets.',
  ],
  'doc-orca-perturb': [
    "Each step the preferred velocity is moved by up to this much in a seeded random direction, as RVO2's examples do to break perfect symmetry: two agents exactly head-on then pick a side. 0: the literal rule.",
  ],
  'doc-orca-passRight': [
    "A pass-side convention, off at 0: while another agent is in the way (the preferred velocity is outside one of the agents' half-planes), the preferred velocity turns toward the agent's right by this share of its length (0.25: 14 degrees), and an exact tie between the sides of another agent's cone goes to the right, so that agents meeting head-on or in a symmetric ring all pass on their right.",
  ],
  'doc-avoidance-lookahead': [
    "How far ahead another agent's closest approach counts as a threat: the time to travel this many of its own radii at max speed (so a larger, faster agent looks as far ahead, in its own measure).",
  ],
  'doc-avoidance-spacing': [
    'Added to the sum of the two radii, as a fraction of it: straight-line predictions are undercut by a seek that curves back.',
  ],
  'doc-avoidance-blend': [
    "Weigh the flee by urgency (1 - time / horizon, the horizon of lookahead) against the behaviour's own steering, instead of letting the most urgent threat override it (the article's rule, which can trap agents in a flee / seek cycle).",
  ],
  'doc-avoidance-passRight': [
    'Near head-on, flee toward the own right-hand side: two agents that meet exactly head-on otherwise flee straight back and meet again.',
  ],
  'doc-avoidance-patience': [
    'Seconds held up by other agents without getting nearer the goal before giving up the wait and sidestepping for a second. 0: wait for ever.',
  ],
  'doc-avoidance-alongObstacles': [
    "Never flee into an obstacle: where the flee would meet one within half a unit of the body, the part into it is taken off and the agent flees along it. The article's flee looks at agents only; in a dense crowd among obstacles the crowd then pushes agents into them.",
  ],
  'doc-avoidance-atGoal': [
    "What it does once it has arrived (counted the first time it comes within 0.05 u of its goal, either way). giveWay: it keeps its agent avoidance running, flees another agent whose approach would hit it, then returns to its goal and rests there. stop: it stops for good, as the article's agents do; latecomers into a packed group of goals bounce on it.",
  ],
});
