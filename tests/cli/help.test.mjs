// `sidestep --help` lists every option each command takes, and no option it does not take. The options are
// the ones native/*.cpp compares arguments with; which command takes which is asked of the tool itself: an
// option a command does not know fails exactly as a made-up one does, in the same place.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const NATIVE = `${ROOT}native/`;

/** Each command with the arguments it runs with (the option under test goes after them); import reads two
 *  kinds of file, with options of their own. */
const COMMANDS = {
  run: ['examples/agents-crossing.json'],
  validate: ['examples/agents-crossing.json'],
  expand: ['examples/agents-crossing.json'],
  field: ['examples/agents-crossing.json'],
  explain: ['examples/agents-crossing.json'],
  'link encode': ['examples/agents-crossing.json'],
  compare: ['examples/compare-orca-crowd.json'],
  quality: [],
  movingai: ['tests/data/movingai/arena.map', 'tests/data/movingai/arena.map.scen'],
  import: ['tests/data/movingai/arena.map'],
  'import ': ['examples/steersuite/simple-3.xml'],
  steersuite: ['examples/steersuite/simple-3.xml'],
  lesson: ['examples/lessons/compare-all.json'],
};

function tool(args) {
  const r = spawnSync(CLI, args, { cwd: ROOT, encoding: 'utf8', timeout: 30000 });
  assert.equal(r.signal, null, `sidestep ${args.join(' ')} ended by a signal`);
  return `${r.status}\n${r.stdout}\n${r.stderr}`;
}

/** Every "--name" the native tool's sources compare an argument with. */
function sourceOptions() {
  const found = new Set();
  for (const f of readdirSync(NATIVE)) {
    if (!/\.(cpp|hpp)$/.test(f)) continue;
    for (const m of readFileSync(NATIVE + f, 'utf8').matchAll(/"(--[A-Za-z][A-Za-z-]*)"/g)) found.add(m[1]);
  }
  found.delete('--help');
  return [...found].sort();
}

/** Whether `command` takes `option`: with it, the tool does not fail as with a made-up option. */
const MADE_UP = '--zz-made-up';
const madeUp = new Map();
function takes(command, option) {
  const base = [...command.trim().split(' '), ...COMMANDS[command]];
  if (!madeUp.has(command)) madeUp.set(command, tool([...base, MADE_UP, 'x', '--zz-end']));
  return tool([...base, option, 'x', '--zz-end']).replaceAll(option, MADE_UP) !== madeUp.get(command);
}

/** Whether `text` names `option` (not a longer one that starts with it: --row in --rows). */
const names = (text, option) => new RegExp(`${option}(?![A-Za-z-])`).test(text);

/** The help's lines about `command`: its usage lines and their indented continuation. */
function block(help, command) {
  const lines = help.split('\n');
  let text = '';
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith(`  sidestep ${command} `)) continue;
    text += `${lines[i]}\n`;
    for (let k = i + 1; k < lines.length && /^ {3,}\S/.test(lines[k]); k++) text += `${lines[k]}\n`;
  }
  return text;
}

/** The help's AGENT paragraph: from "AGENT:" to the sentence after it. */
function agentParagraph(help) {
  const at = help.indexOf('AGENT:');
  assert.ok(at >= 0, 'the help has an AGENT paragraph');
  return help.slice(at, help.indexOf('The step limit', at));
}

describe('sidestep --help', () => {
  const help = tool(['--help']);
  const options = sourceOptions();

  it('names every option of the sources at least once', () => {
    assert.ok(options.includes('--planner') && options.length > 20, options.join(' '));
    for (const o of options) assert.ok(names(help, o), `${o} is not in sidestep --help`);
  });

  it("lists each command's options in its own lines (or in AGENT, or the --threads sentence), and no others", () => {
    const threads = help.match(/^(.*) take --threads N/m);
    assert.ok(threads, 'the --threads sentence');
    const threadCommands = threads[1].split(/, | and /);
    const agent = agentParagraph(help);
    const wrong = [];
    const taken = new Map();
    for (const command of Object.keys(COMMANDS)) {
      const name = command.trim();
      for (const o of options) if (takes(command, o)) taken.set(`${name} ${o}`, true);
    }
    for (const command of new Set(Object.keys(COMMANDS).map((c) => c.trim()))) {
      const own = block(help, command);
      assert.ok(own, `sidestep ${command} has usage lines`);
      for (const o of options) {
        const takesIt = taken.has(`${command} ${o}`);
        if (o === '--threads' || o === '--agents-per-thread') {
          if (takesIt !== threadCommands.includes(command)) wrong.push(`${command} ${o}: the --threads sentence`);
          continue;
        }
        const listed = names(own, o) || (own.includes('AGENT') && names(agent, o));
        if (listed !== takesIt) wrong.push(`${command} ${takesIt ? 'takes' : 'does not take'} ${o}`);
      }
    }
    assert.deepEqual(wrong, []);
  });
});

describe('sidestep COMMAND --help', () => {
  const help = tool(['--help']);
  it("prints that command's own lines of the help and the notes after them, on standard output, exit 0", () => {
    const notes = help.slice(help.indexOf('\nrun, compare, quality') + 1).trimEnd();
    for (const [key, files] of Object.entries(COMMANDS)) {
      const command = key.split(' ')[0];
      for (const flag of ['--help', '-h']) {
        const r = spawnSync(CLI, [...key.trim().split(' '), ...files, flag], { cwd: ROOT, encoding: 'utf8' });
        assert.equal(r.status, 0, `sidestep ${command} ${flag}: ${r.stderr}`);
        const own = block(r.stdout, command);
        assert.equal(own, block(help, command), `sidestep ${command} ${flag} prints its own lines`);
        assert.ok(r.stdout.trimEnd().endsWith(notes), `sidestep ${command} ${flag} ends with the notes`);
        for (const other of ['run ', 'quality ', 'lesson '])
          if (!other.startsWith(command))
            assert.ok(!r.stdout.includes(`  sidestep ${other}`), `sidestep ${command} ${flag}: not ${other}`);
      }
    }
  });
  it('a command the tool does not have is refused as before, --help or not', () => {
    const r = spawnSync(CLI, ['frobnicate', '--help'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /unknown command "frobnicate"/);
  });
});
