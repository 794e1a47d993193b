// "Use in your game": the scene and the selected agent as code to paste into a game, for the npm package (JavaScript,
// createWorld) and the CMake package (C++, parseScenario). The agent's definition is the core's (its current settings
// by name, module.agentDef); the scene is the page's file (step 0). Pure: the dialog (game-code-dialog.js) and the
// tests call it with what the page has. docs/in-your-game.md explains the code it writes.

/** Above this many characters of scene JSON the code reads the scene from its file (Export saves it) instead. */
export const INLINE_SCENE_CHARS = 20000;

/** What a file or a link holds that the packages do not need to run the scene. */
const PAGE_ONLY = ['description', 'view', 'compare'];

/**
 * The code for one agent of a scene: { js, cpp, notes } (notes: { id, args } each, the catalogue's gcd- messages, which
 * the dialog words; the code itself, its comments too, is English, as the packages and their guide are).
 * @param {{ scene: object, index: number, agent: object | null, step: number, hash: string }} input
 *   scene: the page's scenario object (doc.toObject()); agent: the core's definition of agent `index` now (a
 *   scenario "agents" entry), or null when nothing is selected; step and hash: where the page is.
 */
export function gameCode({ scene, index, agent, step, hash }) {
  const notes = [];
  const run = Object.fromEntries(Object.entries(scene).filter(([k]) => !PAGE_ONLY.includes(k)));
  const edits = Array.isArray(run.history) ? run.history.length : 0;
  if (edits) {
    delete run.history;
    notes.push({ id: 'gcd-note-edits', args: { n: edits } });
  }
  const text = JSON.stringify(run, null, 2);
  const inline = text.length <= INLINE_SCENE_CHARS;
  if (!inline) notes.push({ id: 'gcd-note-file', args: { n: text.length } });
  const same = edits === 0;
  const title = scene.title ? `"${scene.title}"` : 'this scene';
  const who = agent ? `agent ${index} "${agent.name}" (${agent.behavior})` : null;
  return { js: jsCode(), cpp: cppCode(), notes };

  function jsCode() {
    const lines = [
      `// sidestep: ${title}${who ? `, ${who}` : ''}, as it is at step ${step} in the playground.`,
      '// The npm package: docs/in-your-game.md says how to install it.',
      "import { createWorld } from 'sidestep';",
      ...(inline ? [] : ["import { readFile } from 'node:fs/promises';"]),
      '',
    ];
    if (agent) {
      lines.push(
        `// ${cap(who)} with every setting as it is now, by name (the core's tables):`,
        `const ${ident(agent)} = ${JSON.stringify(agent, null, 2)};`,
        '',
      );
    }
    lines.push(
      '// The scene at step 0, as the playground saves it (grid, circles, agents, sim).',
      inline ? `const scene = ${text};` : "const scene = await readFile('scene.json', 'utf8');",
      '',
      'const world = await createWorld(scene);',
      `world.step(${step});`,
      same
        ? `console.log(world.hash()); // the playground shows ${hash} at step ${step}`
        : 'console.log(world.hash());',
    );
    if (agent) {
      lines.push(
        '',
        '// One like it in your game, with your own start and goal (world units):',
        `// const mine = world.addAgent({ ...${ident(agent)}, name: 'mine', start: [1, 1], goal: [10, 5] });`,
        '// Each frame: world.step(), then world.positions() and world.velocities() (one Float32Array each).',
      );
    }
    return `${lines.join('\n')}\n`;
  }

  function cppCode() {
    const scenes = inline ? rawString(text.replace(/\n/g, '\n    ')) : null;
    const lines = [
      `// sidestep: ${title}${who ? `, ${who}` : ''}, as it is at step ${step} in the playground.`,
      '// The CMake package: find_package(sidestep CONFIG REQUIRED), link sidestep::core (docs/in-your-game.md).',
      '#include <sidestep/sidestep.hpp>',
      '',
      ...(inline ? [] : ['#include <fstream>', '#include <sstream>']),
      '#include <iostream>',
      '',
      'int main() {',
      '    // The scene at step 0, as the playground saves it (grid, circles, agents, sim).',
      ...(inline
        ? [`    const std::string scene = ${scenes};`]
        : [
            '    std::ifstream file("scene.json");',
            '    std::stringstream text;',
            '    text << file.rdbuf();',
            '    const std::string scene = text.str();',
          ]),
      '    sidestep::ScenarioParse parsed = sidestep::parseScenario(scene);',
      '    for (const std::string& error : parsed.errors) std::cerr << error << "\\n";  // each names its field',
      '    if (!parsed.ok()) return 2;',
      '    sidestep::World world = sidestep::buildWorld(parsed.scenario);',
      `    world.run(${step});`,
      same
        ? `    std::cout << sidestep::toHex(world.hash()) << "\\n";  // the playground shows ${hash} at step ${step}`
        : '    std::cout << sidestep::toHex(world.hash()) << "\\n";',
    ];
    if (agent) {
      const def = rawString(JSON.stringify({ edit: 'addAgent', def: agent }, null, 2).replace(/\n/g, '\n    '));
      lines.push(
        '',
        `    // ${cap(who)} with every setting as it is now, by name (the core's tables), as an edit:`,
        `    const sidestep::EditParse add = sidestep::parseEditText(${def});`,
        '    for (const std::string& error : add.errors) std::cerr << error << "\\n";',
        '    // One like it in your game: change its "start" and "goal" above, then',
        '    // const sidestep::EditResult added = sidestep::applyEdit(world, add.edit);  // added.index: the new agent',
      );
    }
    lines.push('    return 0;', '}');
    return `${lines.join('\n')}\n`;
  }
}

/** A C++ raw string literal of `text` with a delimiter that does not occur in it. */
function rawString(text) {
  let delimiter = 'json';
  for (let k = 2; text.includes(`)${delimiter}"`); k++) delimiter = `json${k}`;
  return `R"${delimiter}(${text})${delimiter}"`;
}

/** A JavaScript name for the agent's definition: its name in camelCase, or `agent`. */
function ident(agent) {
  const words = String(agent.name ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const name = words.map((w, k) => (k ? w[0].toUpperCase() + w.slice(1) : w.toLowerCase())).join('');
  return /^[A-Za-z_]/.test(name) && !RESERVED.has(name) ? name : 'agent';
}

const RESERVED = new Set(
  (
    'scene world mine createWorld readFile arguments await break case catch class const continue debugger default delete ' +
    'do else enum eval export extends false finally for function if implements import in instanceof interface let new ' +
    'null package private protected public return static super switch this throw true try typeof var void while with yield'
  ).split(' '),
);
const cap = (s) => s[0].toUpperCase() + s.slice(1);
