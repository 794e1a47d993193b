// ORCA on the random crowds of scripts/random-crowds.mjs (made up after the pass-side convention was written,
// not tuned on): every agent orca at its own max speed, literal and with passRight 0.25, agents staying at
// their goal and leaving it; totals of agents, arrivals and contacts (docs/orca.md quotes its output).
//   node scripts/orca-crowds.mjs [--scenes N]
import { fileURLToPath } from 'node:url';

import { runCrowds } from './random-crowds.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--scenes');
  const count = at > 0 ? Number(process.argv[at + 1]) : 240;
  console.log(`${count} random crowds, every agent orca`);
  for (const atGoal of ['stay', 'leave']) {
    for (const passRight of [0, 0.25]) {
      const t = runCrowds(
        count,
        (a) => {
          a.behavior = 'orca';
          a.params = { preferredSpeed: a.maxSpeed, passRight };
        },
        atGoal,
      );
      const label = passRight ? `passRight ${passRight}` : 'literal';
      console.log(
        `at the goal: ${atGoal.padEnd(6)} ${label.padEnd(15)} ${String(t.reached).padStart(5)}/${t.agents} arrive (${((100 * t.reached) / t.agents).toFixed(1)} %), ${t.contacts} contacts`,
      );
    }
  }
}
