// One agent's records as plain JSON, read through the layouts from the frame's views (the panel, the
// console, tests): its state and measures, its steering record with rays and forces, its context map, its
// ORCA half-planes and its grid decision; the run's events; the whole state. No algorithm code: every value
// is the core's.
import { t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // the ld- messages it words

const GRID_FREE = '.';
const GRID_BLOCKED = '@';

/** Where agent i's context map starts in the frame's `context` view, or -1: only context agents carry
 *  one (the core's contextSlots). */
export function contextOffset(sim, v, i) {
  const slot = i >= 0 && i < v.contextSlots.length ? v.contextSlots[i] : -1;
  const o = slot * sim.contextLayout.stride;
  return slot >= 0 && o + sim.contextLayout.stride <= v.context.length ? o : -1;
}

export function contextOf(sim, i, v) {
  const C = sim.contextLayout;
  const f = v.context,
    u = v.contextWords;
  const o = contextOffset(sim, v, i);
  if (o < 0) return null;
  const n = u[o + C.slots];
  const slice = (at) => Array.from(f.subarray(o + at, o + at + n));
  return {
    slots: n,
    source: sim.interestSourceNames[u[o + C.source]],
    allMasked: u[o + C.allMasked] === 1,
    blocker: v.contextInts[o + C.blocker],
    inside: u[o + C.inside] === 1,
    lookAhead: f[o + C.lookAhead],
    heading: [f[o + C.headingX], f[o + C.headingY]],
    desired: [f[o + C.desiredX], f[o + C.desiredY]],
    chosen: [f[o + C.chosenX], f[o + C.chosenY]],
    pathPoint: [f[o + C.pathPointX], f[o + C.pathPointY]],
    rawInterest: slice(C.rawInterest),
    interest: slice(C.interest),
    danger: slice(C.danger),
    hit: slice(C.hit),
    reach: slice(C.reach),
  };
}

/** An orca agent's record as plain JSON: neighbours, half-planes (obstacles' first), velocities, outcome. */
export function orcaOf(sim, i, v) {
  const O = sim.orcaLayout,
    L = O.line;
  const f = v.orca,
    u = v.orcaWords,
    n = v.orcaInts;
  const o = i * O.stride;
  if (o + O.stride > f.length) return null;
  const lines = [];
  for (let k = 0; k < u[o + O.lineCount]; k++) {
    const l = o + O.lines + k * O.lineStride;
    lines.push({
      point: [f[l + L.pointX], f[l + L.pointY]],
      direction: [f[l + L.directionX], f[l + L.directionY]],
      source: sim.orcaSourceNames[u[l + L.source]],
      index: n[l + L.index],
      region: sim.orcaRegionNames[u[l + L.region]],
      share: f[l + L.share],
      slack: f[l + L.slack],
    });
  }
  return {
    neighbors: Array.from(n.subarray(o + O.neighbors, o + O.neighbors + u[o + O.neighborCount])),
    obstacleLines: u[o + O.obstacleLineCount],
    obstaclesLeftOut: u[o + O.obstaclesLeftOut],
    lines,
    preferred: [f[o + O.preferredX], f[o + O.preferredY]],
    chosen: [f[o + O.chosenX], f[o + O.chosenY]],
    outcome: sim.orcaOutcomeNames[u[o + O.outcome]],
    binding: n[o + O.binding],
    bindingAlso: n[o + O.bindingAlso],
    speedLimited: u[o + O.speedLimited] === 1,
    violation: f[o + O.violation],
    maxSpeed: f[o + O.maxSpeed],
  };
}

export function steeringOf(sim, i, v) {
  const S = sim.steeringLayout,
    R = S.ray;
  const f = v.steering,
    u = v.steeringWords;
  const o = i * S.stride;
  if (o >= f.length) return null;
  const vec = (x, y) => [f[o + x], f[o + y]];
  const rays = [];
  for (let k = 0; k < u[o + S.rayCount]; k++) {
    const r = o + S.rays + k * S.rayStride;
    rays.push({
      start: [f[r + R.startX], f[r + R.startY]],
      end: [f[r + R.endX], f[r + R.endY]],
      length: f[r + R.length],
      hit: u[r + R.hit] === 1,
      distance: f[r + R.distance],
      value: f[r + R.value],
      fromInside: u[r + R.fromInside] === 1,
      hitPoint: [f[r + R.hitX], f[r + R.hitY]],
      normal: [f[r + R.normalX], f[r + R.normalY]],
    });
  }
  const threat = v.steeringInts[o + S.threat];
  return {
    rule: sim.steeringRuleNames[u[o + S.rule]],
    rays,
    chosenRay: v.steeringInts[o + S.chosenRay],
    emergency: f[o + S.emergency],
    base: vec(S.baseX, S.baseY),
    steer: vec(S.steerX, S.steerY),
    brake: vec(S.brakeX, S.brakeY),
    avoid: vec(S.avoidX, S.avoidY),
    limit: vec(S.limitX, S.limitY),
    target: vec(S.targetX, S.targetY),
    acceleration: vec(S.accelX, S.accelY),
    velocity: vec(S.velocityX, S.velocityY),
    avoidWeight: f[o + S.avoidWeight],
    note: sim.steeringNoteNames[u[o + S.note]],
    influence: [f[o + S.influence], f[o + S.influence + 1]],
    threat:
      threat >= 0
        ? {
            agent: threat,
            time: f[o + S.threatTime],
            separation: f[o + S.threatSeparation],
            self: vec(S.threatSelfX, S.threatSelfY),
            other: vec(S.threatOtherX, S.threatOtherY),
          }
        : null,
  };
}

function paramsOf(sim, behavior, values) {
  const out = {};
  sim.specs[behavior].forEach((spec, k) => {
    const v = values[k];
    out[spec.name] = spec.type === 'bool' ? v !== 0 : spec.type === 'choice' ? spec.choices[v] : v;
  });
  return out;
}

/** Agent i's measures so far, as the core counts them (steps, collisions and contacts with their seconds and
 *  depths, effort, seconds waiting and sidestepping, path length, closest clearance, returns), from the views. */
export function agentMeasures(sim, i, v) {
  const { agents, agentWords } = v;
  const A = sim.agentLayout;
  const o = i * A.stride;
  return {
    steps: agentWords[o + A.steps],
    collisions: agentWords[o + A.collisions],
    overlapping: agentWords[o + A.overlapping] === 1,
    contactTime: agents[o + A.contactTime],
    penetration: agents[o + A.penetration],
    agentContacts: agentWords[o + A.agentContacts],
    touchingAgent: agentWords[o + A.touchingAgent] === 1,
    agentContactTime: agents[o + A.agentContactTime],
    agentPenetration: agents[o + A.agentPenetration],
    effort: agents[o + A.effort],
    waiting: agents[o + A.blockedTime],
    sidestepping: agents[o + A.sidestepTime],
    pathLength: agents[o + A.pathLength],
    minClearance: agents[o + A.minClearance],
    returns: agentWords[o + A.returns],
    lastReturn: agentWords[o + A.returns] ? [agents[o + A.lastReturnX], agents[o + A.lastReturnY]] : null,
  };
}

/** A continuous agent's route as the core recorded it (docs/routes.md): its planner, the last plan's status, its
 *  waypoints' count and the one it heads for (0-based), the route's length and what is left of it, its distance to
 *  the leg it is on (world units), the plan's work, and the step and reason of its last plan with the plans so far. */
export function routeOf(sim, i, v) {
  const A = sim.agentLayout,
    a = v.agents,
    w = v.agentWords,
    o = i * A.stride;
  return {
    planner: sim.plannerNames[w[o + A.planner]],
    status: sim.routeStatusNames[w[o + A.routeStatus]],
    waypoints: w[o + A.routeWaypoints],
    next: w[o + A.routeNext],
    length: a[o + A.routeLength],
    left: a[o + A.routeLeft],
    legDistance: a[o + A.legDistance],
    aim: [a[o + A.aimX], a[o + A.aimY]],
    expanded: w[o + A.routeExpanded],
    tested: w[o + A.routeTested],
    replanStep: w[o + A.replanStep],
    replanReason: sim.routeReasonNames[w[o + A.replanReason]],
    replans: w[o + A.replans],
  };
}

/** One agent as plain JSON (cell coordinates for grid agents), from the frame's views. */
export function agentRecord(sim, i, v) {
  const { agents, agentWords, decisions, decisionWords } = v;
  const A = sim.agentLayout,
    D = sim.decisionLayout;
  const o = i * A.stride;
  if (i < 0 || o >= agents.length) return null;
  const grid = agentWords[o + A.kind] === 0;
  const big = sim.bigDistance;
  const d = i * D.stride;
  return {
    name: sim.world.agentName(i),
    behavior: sim.behaviorNames[agentWords[o + A.behavior]],
    kind: grid ? 'grid' : 'continuous',
    start: [agents[o + A.startX], agents[o + A.startY]],
    goal: [agents[o + A.goalX], agents[o + A.goalY]],
    position: [agents[o + A.x], agents[o + A.y]],
    velocity: [agents[o + A.vx], agents[o + A.vy]],
    radius: agents[o + A.radius],
    maxSpeed: agents[o + A.maxSpeed],
    maxAccel: agents[o + A.maxAccel],
    params: paramsOf(sim, agentWords[o + A.behavior], agents.subarray(o + A.params, o + A.params + A.paramCount)),
    stop: sim.stopReasonNames[agentWords[o + A.stop]],
    ...agentMeasures(sim, i, v),
    avoidAgents: agentWords[o + A.avoidAgents] === 1,
    avoidance: Object.fromEntries(
      sim.avoidanceSpecs.map((spec, k) => {
        const x = agents[o + A.avoidance + k];
        return [spec.name, spec.type === 'bool' ? x !== 0 : spec.type === 'choice' ? spec.choices[x] : x];
      }),
    ),
    driven: agentWords[o + A.driven] === 1,
    assist: agentWords[o + A.assist] === 1,
    steering: grid ? null : steeringOf(sim, i, v),
    path: v.agentInts[o + A.path],
    laps: v.agentInts[o + A.laps],
    speedScale: agents[o + A.speedScale],
    context: agentWords[o + A.behavior] === sim.behaviorNames.indexOf('context') ? contextOf(sim, i, v) : null,
    orca: agentWords[o + A.behavior] === sim.orcaBehavior ? orcaOf(sim, i, v) : null,
    planner: sim.plannerNames[agentWords[o + A.planner]],
    route: grid ? null : routeOf(sim, i, v),
    decision: grid
      ? {
          proxy: Array.from(decisions.subarray(d + D.proxy, d + D.proxy + 4)).map((x) => (x >= big ? null : x)),
          step: Array.from(decisionWords.subarray(d + D.step, d + D.step + 4)).map((x) =>
            x === sim.hugeStep ? null : x,
          ),
          chosen: sim.directionNames[decisionWords[d + D.chosen]],
          rule: sim.decisionRuleNames[decisionWords[d + D.rule]],
          stop: sim.stopReasonNames[decisionWords[d + D.stop]],
          returning: decisionWords[d + D.returning] === 1,
        }
      : null,
  };
}

/**
 * The events as objects { step, agent, name, event, reason?, laps?, circle? | wall? | obstacle?,
 * other?, otherName? } (the CLI's `run --events` lines),
 * optionally only those of one kind and/or one agent, in step and agent order.
 */
export function eventList(sim, kind = null, agent = null) {
  const E = sim.eventLayout;
  const w = sim.eventWords();
  const want = kind === null ? -1 : sim.eventKindNames.indexOf(kind);
  if (kind !== null && want < 0)
    throw new RangeError(t('ld-events-kind', { list: sim.eventKindNames.join(', '), got: JSON.stringify(kind) }));
  const out = [];
  for (let o = 0; o < w.length; o += E.stride) {
    const k = w[o + E.kind];
    if (want >= 0 && k !== want) continue;
    if (agent !== null && w[o + E.agent] !== agent) continue;
    out.push(eventRecord(sim, o / E.stride, w));
  }
  return out;
}

/** Event i as an object (see eventList()). */
export function eventRecord(sim, i, words) {
  const E = sim.eventLayout;
  const o = i * E.stride;
  const event = sim.eventKindNames[words[o + E.kind]];
  const e = {
    step: words[o + E.step],
    agent: words[o + E.agent],
    name: sim.world.agentName(words[o + E.agent]),
    event,
  };
  if (event === 'stop') e.reason = sim.stopReasonNames[words[o + E.stop]];
  if (event === 'lap') e.laps = words[o + E.laps];
  if (event === 'replanned') e.reason = sim.routeReasonNames[words[o + E.other]];
  const other = words[o + E.other];
  if (event === 'collisionBegin' || event === 'collisionEnd') {
    // The obstacle, as the CLI's `run --events` names it: a circle, a wall (0: the border), or one an edit removed.
    if (other >= 0) e.circle = other;
    else if (other === sim.goneObstacle) e.obstacle = 'removed';
    else e.wall = -1 - other;
  }
  if (event === 'contactBegin' || event === 'contactEnd')
    Object.assign(e, { other, otherName: sim.world.agentName(other) });
  return e;
}

/** One circle as {x, y, r, height} (height null: tall), or null. */
export function circleRecord(sim, i) {
  const C = sim.circleLayout,
    c = sim.world.circlesView();
  const o = i * C.stride;
  return i >= 0 && o < c.length
    ? { x: c[o + C.x], y: c[o + C.y], r: c[o + C.radius], height: tallAsNull(c[o + C.height]) }
    : null;
}

/** Where each agent and its goal are, for hit-testing pointer input: [{grid, x, y, gx, gy, radius}]. */
export function agentMarkers(sim) {
  const { agents, agentWords } = sim.views();
  const A = sim.agentLayout;
  const out = [];
  for (let o = 0; o < agents.length; o += A.stride) {
    out.push({
      grid: agentWords[o + A.kind] === 0,
      x: agents[o + A.x],
      y: agents[o + A.y],
      gx: agents[o + A.goalX],
      gy: agents[o + A.goalY],
      radius: agents[o + A.radius],
    });
  }
  return out;
}

/** The whole state as plain JSON (for the console, tests and snapshots of the UI). */
export function stateRecord(sim) {
  const v = sim.views();
  const { cells, circles } = v;
  const w = sim.width,
    h = sim.height;
  const rows = [];
  for (let y = 0; y < h; y++) {
    let row = '';
    for (let x = 0; x < w; x++) row += cells[y * w + x] ? GRID_BLOCKED : GRID_FREE;
    rows.push(row);
  }
  const C = sim.circleLayout;
  const circleList = [];
  for (let o = 0; o < circles.length; o += C.stride) {
    const height = circles[o + C.height]; // as files write circles: "height" only when not tall
    circleList.push({
      x: circles[o + C.x],
      y: circles[o + C.y],
      r: circles[o + C.radius],
      ...(height !== Infinity ? { height } : {}),
    });
  }
  const agentList = [];
  for (let i = 0; i < sim.agentCount; i++) agentList.push(agentRecord(sim, i, v));
  return {
    step: sim.stepCount,
    hash: sim.hash(),
    finished: sim.finished,
    sim: { dt: sim.dt, maxSteps: sim.world.maxSteps(), seed: sim.world.seed(), atGoal: sim.world.atGoal() },
    grid: { width: w, height: h, rows },
    circles: circleList,
    agents: agentList,
  };
}

/** An obstacle's height as JSON writes it: null for tall (the core's infinity). */
const tallAsNull = (h) => (h === Infinity ? null : h);
