// Scripted scenes in the native tools (native/script_engine.cpp: the page's script runtime in Node behind a
// pipe, the core native): every scripted example, and each lesson's exercise scene, gives natively exactly
// what `node scripts/sidestep.mjs` gives (run --json and --events byte for byte, compare, validate; explain is
// checked against the module's in tests/cli/explain.test.mjs, quality --script in script.test.mjs); the layout the native tool
// hands the engine is the wasm module's; without Node the tools exit 2 saying so; a step that runs long is said
// on stderr and changes nothing.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { loadModule } from '../wasm/load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NATIVE = `${ROOT}build/native/sidestep`;
const VIEWER = `${ROOT}build/native/sidestep-viewer`;
const NODE_CLI = `${ROOT}scripts/sidestep.mjs`;
const EXAMPLES = `${ROOT}examples/`;

const dir = mkdtempSync(join(tmpdir(), 'sidestep-native-script-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const native = (args, env = {}) =>
  spawnSync(NATIVE, args, { encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, ...env } });
/** The Node front end, asynchronously (two at a time with the native runs). */
function nodeCli(...args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NODE_CLI, ...args]);
    let out = '',
      err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Every scene with scripts the repository ships: the examples, and each lesson's exercise scene. */
function scriptedScenes() {
  const out = [];
  for (const e of JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8')).examples) {
    if (JSON.parse(readFileSync(EXAMPLES + e.file, 'utf8')).scripts)
      out.push({ name: e.file, file: EXAMPLES + e.file });
  }
  for (const lesson of ['whiskers', 'feelers', 'raycast', 'context']) {
    const doc = JSON.parse(readFileSync(`${EXAMPLES}lessons/${lesson}.json`, 'utf8'));
    doc.checkpoints.forEach((cp, k) => {
      if (!cp.scene?.scripts) return;
      const file = join(dir, `lesson-${lesson}-${k}.json`);
      writeFileSync(file, JSON.stringify({ ...cp.scene, sim: { ...cp.scene.sim, maxSteps: 600 } }));
      out.push({ name: `lesson ${lesson}, checkpoint ${k}`, file });
    });
  }
  return out;
}

describe('scripted scenes in the native tools', () => {
  const scenes = scriptedScenes();
  it('the repository ships scripted scenes: the example and one exercise per continuous lesson', () => {
    assert.ok(scenes.length >= 5, scenes.map((s) => s.name).join(', '));
  });

  for (const { name, file } of scenes) {
    it(`${name}: run --json and run --events natively are the Node front end's, byte for byte`, async () => {
      for (const flags of [['--json'], ['--events']]) {
        const mine = native(['run', file, ...flags]);
        assert.equal(mine.status, 0, mine.stderr);
        const theirs = await nodeCli('run', file, ...flags);
        assert.equal(theirs.code, 0, theirs.err);
        assert.equal(mine.stdout, theirs.out, `${name} ${flags}`);
      }
      const report = JSON.parse(native(['run', file, '--json']).stdout);
      const scripted = report.agents.filter((a) => a.behavior === 'script');
      assert.ok(scripted.length > 0);
      for (const a of scripted) assert.notEqual(a.stopReason, 'script', `${a.name}: its script ran (${a.message})`);
    });
  }

  it("script-whiskers.json: compare --json natively is the Node front end's, its scripted variant run by the script", async () => {
    const file = `${EXAMPLES}script-whiskers.json`;
    const mine = native(['compare', file, '--json']);
    assert.equal(mine.status, 0, mine.stderr);
    assert.equal(mine.stdout, (await nodeCli('compare', file, '--json')).out);
    const [builtIn, scripted] = JSON.parse(mine.stdout).variants;
    assert.notEqual(builtIn.hash, scripted.hash);
    assert.equal(scripted.reached, builtIn.reached, 'the script gets its runner there as the built-in does');
  });

  it('validate compiles every script in the engine: ok, or the syntax error in the words of the Node front end', async () => {
    assert.equal(native(['validate', `${EXAMPLES}script-whiskers.json`]).stdout, 'ok\n');
    const scene = JSON.parse(readFileSync(`${EXAMPLES}script-whiskers.json`, 'utf8'));
    scene.scripts.whiskers = 'function steer(agent) {\n  let x = ;\n}';
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify(scene));
    const mine = native(['validate', file]);
    assert.equal(mine.status, 2);
    assert.match(mine.stderr, /^error: scripts\.whiskers: line 2, column \d+: SyntaxError: /);
    assert.equal(mine.stderr, (await nodeCli('validate', file)).err);
  });

  it("the layout the native tool hands the engine is the wasm module's (one header, script_exchange.hpp)", async () => {
    // A stand-in server that keeps the hello frame's layout and refuses to start, naming itself.
    const kept = join(dir, 'layout.json');
    const stub = join(dir, 'stub-server.mjs');
    writeFileSync(
      stub,
      `import { readSync, writeSync, writeFileSync } from 'node:fs';
const head = Buffer.alloc(5); readSync(3, head, 0, 5, null);
const body = Buffer.alloc(head.readUInt32LE(0)); let at = 0;
while (at < body.length) at += readSync(3, body, at, body.length - at, null);
writeFileSync(${JSON.stringify(kept)}, body.toString('utf8'));
const text = Buffer.from('a stand-in server'); const out = Buffer.alloc(5);
out.writeUInt32LE(text.length); out[4] = 'h'.charCodeAt(0); writeSync(4, Buffer.concat([out, text]));`,
    );
    const r = native(['run', `${EXAMPLES}script-whiskers.json`], { SIDESTEP_SCRIPT_SERVER: stub });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /could not start: a stand-in server/);
    const module = await loadModule();
    assert.deepEqual(JSON.parse(readFileSync(kept, 'utf8')), JSON.parse(module.scriptLayout()));
  });

  it('without Node: run, validate and the viewer exit 2 saying so; a scene without scripts never needs it', () => {
    const file = `${EXAMPLES}script-whiskers.json`;
    for (const env of [{ PATH: '/nonexistent' }, { SIDESTEP_NODE: '/nonexistent/node' }]) {
      for (const args of [
        ['run', file],
        ['validate', file],
        ['explain', file, '--agent', '0'],
      ]) {
        const r = native(args, env);
        assert.equal(r.status, 2, `${args[0]} ${JSON.stringify(env)}`);
        assert.match(r.stderr, env.PATH ? /node was not found on PATH/ : /SIDESTEP_NODE is \/nonexistent\/node/);
      }
      const v = spawnSync(VIEWER, [file, '--steps', '1'], {
        encoding: 'utf8',
        env: { ...process.env, SDL_VIDEODRIVER: 'dummy', ...env },
      });
      assert.equal(v.status, 2);
      assert.match(v.stderr, /node was not found|SIDESTEP_NODE/);
      assert.equal(native(['run', `${EXAMPLES}whiskers-circle-field.json`, '--json'], env).status, 0);
    }
  });

  it('a step whose scripts run long is said on stderr and the result is what a quick machine gets', () => {
    const scene = {
      version: 1,
      title: 'slow',
      world: { grid: ['........', '........'] },
      scripts: {
        slow: 'function steer(agent) { let s = 0; for (let i = 0; i < 300000; i++) s += i; return { x: 1, y: 0 }; }',
      },
      agents: [{ behavior: 'script', script: 'slow', start: [1, 1], goal: [7, 1] }],
      sim: { maxSteps: 6 },
    };
    const file = join(dir, 'slow.json');
    writeFileSync(file, JSON.stringify(scene));
    const quick = native(['run', file, '--json']);
    const slow = native(['run', file, '--json'], { SIDESTEP_SCRIPT_NET_MS: '1' });
    assert.equal(slow.status, 0, slow.stderr);
    assert.match(
      slow.stderr,
      /^sidestep: step \d+: the scripts have run [\d.]+ s \(scripts\.slow, agent 0\) and are still running/m,
    );
    assert.equal(quick.stderr, '');
    assert.equal(slow.stdout, quick.stdout);
  });
});

before(() => {
  assert.equal(spawnSync(NATIVE, ['--help']).error, undefined, 'the native tool is built');
});
