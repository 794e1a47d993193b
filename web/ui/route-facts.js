// The selected agent's route in the panel, from the core's record (sim/records.js routeOf): its planner, the
// waypoint it heads for of how many, the route's length and what is left of it, what the plan cost, how far the
// agent is from the leg it is on, and when and why it last planned. Nothing here is computed: every number is
// the core's, written in the locale's digits; the planner's name, the status and the reason are the core's names.
import { formatCount, formatFixed, replanWord, t } from '../i18n/locale.js';
import '../i18n/en-lazy.js'; // this module's English (not in the first load)

/** The panel's rows ([name, value]) of a route record ({ planner, status, waypoints, next, length, left,
 *  legDistance, expanded, tested, replanStep, replanReason, replans }); none for an agent without a planner. */
export function routeFacts(route) {
  if (!route || route.planner === 'none') return [];
  const rows = [];
  const planner = route.planner;
  if (route.replanReason === 'none') {
    rows.push([t('sel-route'), t('sel-route-pending', { planner })]);
  } else if (route.waypoints > 0) {
    rows.push([t('sel-route'), t('sel-route-waypoint', { planner, n: route.next + 1, count: route.waypoints })]);
    rows.push([
      t('sel-route-length'),
      t('sel-route-length-value', { length: formatFixed(route.length, 2), left: formatFixed(route.left, 2) }),
    ]);
    rows.push([t('sel-route-off'), t('sel-route-off-value', { distance: formatFixed(route.legDistance, 2) })]);
  } else {
    rows.push([t('sel-route'), t('sel-route-none', { planner, status: route.status })]);
  }
  if (route.replanReason !== 'none') {
    rows.push([
      t('sel-route-cost'),
      t('sel-route-cost-value', { expanded: formatCount(route.expanded), tested: formatCount(route.tested) }),
    ]);
    rows.push([
      t('sel-route-last'),
      t('sel-route-last-value', {
        step: route.replanStep,
        reason: replanWord(route.replanReason),
        replans: route.replans,
      }),
    ]);
  }
  return rows;
}
