// The records' layouts (strides and word offsets) as the core reports them from its one list of fields
// (core/include/sidestep/io/record_fields.hpp): the page never writes an offset. Under the browser tests
// (globalThis.sidestepStrictLayouts), reading a field that no list has is reported, so the page and the
// core cannot drift apart silently.

import { useCoreLimits } from './link.js';

/** The core's tables for one module, taken once: the records' layouts, the enums' names, the settings' specs
 *  and the constants the page shares with the core. */
const tables = new WeakMap();
export function coreTables(module) {
  if (!tables.has(module)) {
    const behaviorNames = module.behaviorNames();
    useCoreLimits(module.limits());
    tables.set(module, {
      agentLayout: checkedLayout(module.agentLayout()),
      circleLayout: checkedLayout(module.circleLayout()),
      decisionLayout: checkedLayout(module.gridDecisionLayout()),
      steeringLayout: checkedLayout(module.steeringLayout()),
      contextLayout: checkedLayout(module.contextLayout()),
      orcaLayout: checkedLayout(module.orcaLayout()),
      outlineLayout: checkedLayout(module.outlineEdgeLayout()),
      eventLayout: checkedLayout(module.eventLayout()),
      behaviorNames,
      gridBehaviors: module.gridBehaviors(),
      /** Per behaviour: its family in the core's registry, 'grid', 'ray', 'continuous' or 'scripted'. */
      behaviorFamilies: module.behaviorFamilies(),
      /** Per behaviour: what it senses, in the core's words ("senses blocked cells only; ..."). */
      behaviorSenses: module.behaviorSenses(),
      stopReasonNames: module.stopReasonNames(),
      routeReasonNames: module.routeReasonNames(),
      directionNames: module.directionNames(),
      decisionRuleNames: module.decisionRuleNames(),
      orcaSourceNames: module.orcaSourceNames(),
      orcaRegionNames: module.orcaRegionNames(),
      orcaOutcomeNames: module.orcaOutcomeNames(),
      interestSourceNames: module.interestSourceNames(),
      steeringRuleNames: module.steeringRuleNames(),
      steeringNoteNames: module.steeringNoteNames(),
      eventKindNames: module.eventKindNames(),
      avoidanceSpecs: module.avoidanceParamSpecs(),
      specs: behaviorNames.map((_, b) => module.paramSpecs(b)),
      orcaBehavior: behaviorNames.indexOf('orca'),
      /** The paces the page offers (steps per second, 0: as fast as it goes). */
      paces: module.paces(),
      /** The P-step meaning "blocked or beyond P" (the core's kHugeStep). */
      hugeStep: module.hugeStep(),
      /** An event's obstacle that an edit removed (the core's kGoneObstacle). */
      goneObstacle: module.goneObstacle(),
      /** The core's size limits (characters and bytes), as link.js takes them. */
      limits: module.limits(),
      /** The route planners ('none', 'grid', 'any-angle') and the outcomes of a plan, in the core's order. */
      plannerNames: module.routeKindNames(),
      routeStatusNames: module.routeStatusNames(),
    });
  }
  return tables.get(module);
}

const IGNORED = new Set(['toJSON', 'then', 'constructor']);

/** The layout itself; under the tests, a view of it that reports any field it does not have. */
export function checkedLayout(layout) {
  if (!globalThis.sidestepStrictLayouts) return layout;
  for (const [k, v] of Object.entries(layout)) if (v && typeof v === 'object') layout[k] = checkedLayout(v);
  return new Proxy(layout, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target) && !IGNORED.has(key)) {
        (globalThis.sidestepLayoutMisses ??= []).push(key);
        console.error(`layout: no field '${key}' (fields: ${Object.keys(target).join(', ')})`);
      }
      return target[key];
    },
  });
}
