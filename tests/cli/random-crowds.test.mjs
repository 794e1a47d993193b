// Agent avoidance on random crowds made up after its defaults were chosen (scripts/random-crowds.mjs): the
// defaults must hold off the scenes they were tuned on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { runCrowds } from '../../scripts/random-crowds.mjs';

const SCENES = 60;
const avoid = (a) => {
  a.avoidAgents = true;
};
const stopAtGoal = (a) => {
  a.avoidAgents = true;
  a.avoidance = { atGoal: 'stop' };
};
const before = (a) => {
  a.avoidAgents = true;
  a.avoidance = { horizon: 2, margin: 0.1 };
};

describe('agent avoidance on random crowds', () => {
  it('agents leaving at their goal: nine in ten and more arrive with fewer contacts than plain seek', () => {
    const seek = runCrowds(SCENES, () => {}, 'leave'),
      defaults = runCrowds(SCENES, avoid, 'leave');
    assert.ok(10 * defaults.reached >= 9 * defaults.agents, `${defaults.reached}/${defaults.agents}`);
    assert.ok(
      defaults.contacts < seek.contacts,
      `contacts: ${defaults.contacts} with avoidance, ${seek.contacts} without`,
    );
  });

  it('agents staying at their goal: nine in ten arrive, and the defaults touch less than the settings before them', () => {
    // Against plain seek they touch more here: latecomers bounce on agents parked at their goals
    // (examples/agents-parked-goals.json), which plain seek walks through once.
    const defaults = runCrowds(SCENES, avoid),
      old = runCrowds(SCENES, before);
    assert.ok(10 * defaults.reached >= 9 * defaults.agents, `${defaults.reached}/${defaults.agents}`);
    assert.ok(
      defaults.contacts < old.contacts,
      `contacts: ${defaults.contacts} with the defaults, ${old.contacts} with 2 s and 0.1 u`,
    );
  });

  it('agents staying at their goal: giving way there (the default) brings more home with fewer contacts than stopping', () => {
    // The article's agents stop for good at their goal, and latecomers bounce on them (atGoal "stop").
    const giveWay = runCrowds(SCENES, avoid),
      stop = runCrowds(SCENES, stopAtGoal);
    assert.ok(giveWay.reached > stop.reached, `arrive: ${giveWay.reached} giving way, ${stop.reached} stopping`);
    assert.ok(giveWay.contacts < stop.contacts, `contacts: ${giveWay.contacts} giving way, ${stop.contacts} stopping`);
  });
});
