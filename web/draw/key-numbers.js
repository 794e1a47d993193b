// Each continuous behaviour's key numbers on the canvas, where they happen, from the core's records (the
// steering and context views; nothing is recomputed): the whiskers' emergency T at each whisker's tip (the
// larger one, which steers, in amber), the feelers' smoothed left and right influences at their feelers'
// tips and the lateral command at the centre feeler's, raycast's avoid point (marked by drawRays) labelled,
// and context's chosen direction as an arrow. Drawn with the rays overlay, for the agents drawn in detail
// (detail.js): every number of the selected agent, and the others' only zoomed in and only where something
// is sensed. The texts are labels (label-layer.js), so they never cover another label.
import { CONTEXT_COLORS, arrow } from './palette.js';
import { EAST, NORTH, PRIORITY, STYLE, addLabel, numberText } from './label-layer.js';
import { detailed } from './detail.js';
import { contextOffset } from '../sim/records.js';
import { t } from '../i18n/locale.js';

/** The chosen direction's arrow: the body's radius plus this many world units at full speed. */
const CHOSEN_LENGTH = 1.5;
/** Agents other than the selected one get their numbers only while their radius is this many CSS pixels. */
const OTHERS_MIN_RADIUS_PX = 5;
/** The labels' words in the page's locale (kn- in the catalogue), worded on the first frame (the catalogue is
 *  loaded before anything is drawn) so that no frame allocates them. */
let words = null;
const word = () =>
  (words ??= {
    command: `${t('kn-command')} `,
    commandPlus: `${t('kn-command')} +`,
    avoidPoint: t('kn-avoid-point'),
    allMasked: t('kn-all-masked'),
    chosen: t('kn-chosen'),
  });

/** Compass direction (labels.js) of a screen vector. */
const compass = (dx, dy) => Math.round(Math.atan2(dy, dx) / (Math.PI / 4)) & 7;

/** World pass: the context agents' chosen direction (the record's `chosen`, its length the share of full
 *  speed), an amber arrow from the body. */
export function drawKeyMarks(ctx, sim, v, frame) {
  const A = sim.agentLayout,
    C = sim.contextLayout,
    f = v.context;
  const contextBehavior = sim.behaviorNames.indexOf('context');
  const count = v.agents.length / A.stride;
  for (let i = 0; i < count; i++) {
    if (!detailed(frame, i)) continue;
    const o = i * A.stride,
      c = contextOffset(sim, v, i);
    if (
      c < 0 ||
      v.agentWords[o + A.behavior] !== contextBehavior ||
      v.agentWords[o + A.stop] !== 0 ||
      v.contextWords[c + C.allMasked]
    )
      continue;
    const x = v.agents[o + A.x],
      y = v.agents[o + A.y],
      r = v.agents[o + A.radius];
    const cx = f[c + C.chosenX],
      cy = f[c + C.chosenY],
      share = Math.hypot(cx, cy);
    if (share < 1e-6) continue;
    const len = r + CHOSEN_LENGTH * share;
    arrow(ctx, x, y, x + (cx / share) * len, y + (cy / share) * len, CONTEXT_COLORS.chosen, frame.px);
  }
}

/** Screen pass: queues the key numbers' labels (placed and drawn by finishLabels()). */
export function drawKeyNumbers(view, sim, v, frame) {
  const A = sim.agentLayout,
    S = sim.steeringLayout,
    R = S.ray;
  const f = v.steering,
    u = v.steeringWords;
  const count = Math.min(v.agents.length / A.stride, f.length / S.stride);
  const whiskers = sim.behaviorNames.indexOf('whiskers'),
    feelers = sim.behaviorNames.indexOf('feelers');
  const contextBehavior = sim.behaviorNames.indexOf('context');
  const { ctx, scale } = view;
  for (let i = 0; i < count; i++) {
    if (!detailed(frame, i)) continue;
    const o = i * A.stride,
      s = i * S.stride;
    if (v.agentWords[o + A.kind] !== 1 || v.agentWords[o + A.stop] !== 0) continue;
    const behavior = v.agentWords[o + A.behavior];
    const selected = i === frame.selected;
    // Other agents: only while their bodies are big enough to tell whose a number is, and only numbers that
    // say something is sensed (a zero T, a clear feeler or a chosen direction is left to the selected one).
    if (!selected && v.agents[o + A.radius] * scale < OTHERS_MIN_RADIUS_PX) continue;
    const priority = selected ? PRIORITY.selectedNumber : PRIORITY.number;
    const tries = selected ? 16 : 8; // the selected agent's numbers may go a ring further out
    const rays = u[s + S.rayCount];
    if (behavior === whiskers && rays === 2) {
      const chosen = v.steeringInts[s + S.chosenRay];
      for (let k = 0; k < 2; k++) {
        const T = f[s + S.rays + k * S.rayStride + R.value];
        const hot = k === chosen && T > 0;
        if (!selected && T <= 0) continue;
        tipLabel(
          view,
          f,
          S,
          s + S.rays + k * S.rayStride,
          numberText('T ', T),
          hot ? STYLE.chosen : STYLE.value,
          priority + (hot ? 5 : 0),
          tries,
          i,
        );
      }
    } else if (
      behavior === feelers &&
      rays === 3 &&
      (selected || f[s + S.influence] > 0 || f[s + S.influence + 1] > 0 || f[s + S.emergency] !== 0)
    ) {
      // Rays: left, centre, right (the panel's order); influences: left, right.
      tipLabel(view, f, S, s + S.rays, numberText('L ', f[s + S.influence]), STYLE.value, priority, tries, i);
      tipLabel(
        view,
        f,
        S,
        s + S.rays + 2 * S.rayStride,
        numberText('R ', f[s + S.influence + 1]),
        STYLE.value,
        priority,
        tries,
        i,
      );
      const command = f[s + S.emergency];
      // Signed, as the panel writes it; amber while it steers by a figure the label can show (0.005 or more).
      tipLabel(
        view,
        f,
        S,
        s + S.rays + S.rayStride,
        numberText(command > 0 ? word().commandPlus : word().command, command),
        Math.abs(command) >= 0.005 ? STYLE.chosen : STYLE.value,
        priority + 5,
        tries,
        i,
      );
    } else if (sim.steeringRuleNames[u[s + S.rule]] === 'avoidWall') {
      // drawRays marks the point with a diamond 0.2 world units wide.
      addLabel(
        ctx,
        word().avoidPoint,
        STYLE.chosen,
        priority + 5,
        view.originX + f[s + S.targetX] * scale,
        view.originY + f[s + S.targetY] * scale,
        0.2 * scale + 3,
        EAST,
        tries,
        false,
        -1,
        i,
      );
    } else if (behavior === contextBehavior) {
      contextLabel(view, sim, v, i, selected, priority, tries);
    }
  }
}

/** A label at the tip of the ray recorded at offset r (where it ends: a ray senses up to its first hit, and
 *  its number is the whole ray's), first tried straight on beyond it. */
function tipLabel(view, f, S, r, text, style, priority, tries, agent) {
  const R = S.ray,
    x = f[r + R.endX],
    y = f[r + R.endY];
  addLabel(
    view.ctx,
    text,
    style,
    priority,
    view.originX + x * view.scale,
    view.originY + y * view.scale,
    4,
    compass(x - f[r + R.startX], y - f[r + R.startY]),
    tries,
    false,
    -1,
    agent,
  );
}

/** A context agent's chosen direction, labelled at its arrow's tip; "all masked" above it when danger
 *  masks every slot (it brakes). */
function contextLabel(view, sim, v, i, selected, priority, tries) {
  const A = sim.agentLayout,
    C = sim.contextLayout,
    f = v.context,
    c = contextOffset(sim, v, i),
    o = i * A.stride;
  if (c < 0) return;
  const { ctx, scale } = view;
  const x = v.agents[o + A.x],
    y = v.agents[o + A.y],
    r = v.agents[o + A.radius];
  if (v.contextWords[c + C.allMasked]) {
    addLabel(
      ctx,
      word().allMasked,
      STYLE.failed,
      priority + 5,
      view.originX + x * scale,
      view.originY + y * scale,
      r * scale + 3,
      NORTH,
      tries,
      false,
      -1,
      i,
    );
    return;
  }
  const cx = f[c + C.chosenX],
    cy = f[c + C.chosenY],
    share = Math.hypot(cx, cy);
  if (share < 1e-6 || !selected) return; // other agents' arrows speak for themselves
  const len = r + CHOSEN_LENGTH * share;
  addLabel(
    ctx,
    word().chosen,
    STYLE.chosen,
    priority,
    view.originX + (x + (cx / share) * len) * scale,
    view.originY + (y + (cy / share) * len) * scale,
    4,
    compass(cx, cy),
    8,
    false,
    -1,
    i,
  ); // the first ring only: further out it would name another arrow
}
