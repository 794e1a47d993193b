// The selected agent's route in the panel, from the core's record (sim/records.js routeOf): its planner, the
// waypoint it heads for of how many, the route's length and what is left of it, what the plan cost, how far the
// agent is from the leg it is on, and when and why it last planned. Nothing here is computed: every number is
// the core's, and the words for the status and the reason are the core's names.
import { fmt } from './format.js';

/** The panel's rows ([name, value]) of a route record ({ planner, status, waypoints, next, length, left,
 *  legDistance, expanded, tested, replanStep, replanReason, replans }); none for an agent without a planner. */
export function routeFacts(route) {
  if (!route || route.planner === 'none') return [];
  const rows = [];
  if (route.replanReason === 'none') {
    rows.push(['route', `${route.planner}: plans before its next move`]);
  } else if (route.waypoints > 0) {
    rows.push(['route', `${route.planner}: waypoint ${route.next + 1} of ${route.waypoints}`]);
    rows.push(['route length', `${fmt(route.length)} u planned, ${fmt(route.left)} u left`]);
    rows.push(['off its leg', `${fmt(route.legDistance)} u`]);
  } else {
    rows.push(['route', `${route.planner}: none found (${route.status}); it heads straight for its goal`]);
  }
  if (route.replanReason !== 'none') {
    rows.push([
      'plan cost',
      `${route.expanded.toLocaleString('en-US')} lattice points expanded, ${route.tested.toLocaleString('en-US')} segments tested`,
    ]);
    rows.push([
      'last planned',
      `step ${route.replanStep} (${route.replanReason}); ${route.replans} ${route.replans === 1 ? 'plan' : 'plans'} so far`,
    ]);
  }
  return rows;
}
