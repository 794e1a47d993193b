// The CMake package as a game gets it: `cmake --install build/native --prefix P` into a fresh temp prefix, then a fresh
// CMake project (examples/game-cpp/) configured against P finds it with find_package(sidestep CONFIG), links
// sidestep::core and steps scenes to the CLI's hash. One install and one consumer build, shared by every test here.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { Sim } from '../../web/sim/sim.js';
import { gameCode } from '../../web/ui/game-code.js';
import { loadModule } from '../wasm/load.mjs';
import { ROOT, cliHash } from './installed.mjs';

let tmp, prefix, game, compileCommand;
before(() => {
  tmp = mkdtempSync(join(tmpdir(), 'sidestep-cmake-'));
  prefix = join(tmp, 'prefix');
  execFileSync('cmake', ['--install', join(ROOT, 'build/native'), '--prefix', prefix], { stdio: 'pipe' });
  const build = join(tmp, 'game-cpp');
  execFileSync(
    'cmake',
    [
      '-S',
      join(ROOT, 'examples/game-cpp'),
      '-B',
      build,
      '-G',
      'Ninja',
      '-DCMAKE_BUILD_TYPE=Release',
      '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON', // the flags the package gives a game's file, for the dialog's C++ below
      `-DCMAKE_PREFIX_PATH=${prefix}`,
    ],
    { stdio: 'pipe' },
  );
  execFileSync('cmake', ['--build', build], { stdio: 'pipe' });
  game = join(build, 'game-cpp');
  compileCommand = JSON.parse(readFileSync(join(build, 'compile_commands.json'), 'utf8'))[0];
});
after(() => rmSync(tmp, { recursive: true, force: true }));

/** Every file under dir, relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true }).filter((f) => statSync(join(dir, f)).isFile());
}

/** game-cpp's last line: "sidestep V: N steps, hash H" as {version, steps, hash}, and its whole output. */
function play(args) {
  const r = spawnSync(game, args, { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const m = r.stdout.match(/sidestep (\S+): (\d+) steps, hash ([0-9a-f]{16})\n$/);
  assert.ok(m, r.stdout);
  return { version: m[1], steps: Number(m[2]), hash: m[3], out: r.stdout };
}

describe('the installed CMake package', () => {
  it('holds the library, the headers (none of them Emscripten’s, SDL’s or a test’s), the config and the licence', () => {
    const files = filesUnder(prefix);
    const lib = files.find((f) => /lib(64)?\/libsidestep_core\.a$/.test(f));
    assert.ok(lib, 'the static library');
    for (const f of ['sidestepConfig.cmake', 'sidestepConfigVersion.cmake', 'sidestepTargets.cmake'])
      assert.ok(
        files.some((g) => g.endsWith(`cmake/sidestep/${f}`)),
        f,
      );
    assert.ok(files.includes('include/sidestep/sidestep.hpp') && files.includes('include/sidestep/version.hpp'));
    const headers = files.filter((f) => f.startsWith('include/') && f.endsWith('.hpp'));
    const source = filesUnder(join(ROOT, 'core/include')).filter((f) => f.endsWith('.hpp'));
    assert.equal(headers.length, source.length + 1, 'every public header, and the generated version.hpp');
    for (const h of headers) {
      const text = readFileSync(join(prefix, h), 'utf8');
      assert.doesNotMatch(text, /#include\s*[<"](emscripten|SDL|gtest|gmock)/, h);
    }
    const config = readFileSync(
      join(
        prefix,
        files.find((f) => f.endsWith('sidestepConfig.cmake')),
      ),
      'utf8',
    );
    assert.match(config, /find_dependency\(glm CONFIG\)/);
    const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
    assert.match(readFileSync(join(prefix, 'include/sidestep/version.hpp'), 'utf8'), new RegExp(`"${version}"`));
    for (const f of ['LICENSE', 'NOTICE'])
      assert.equal(
        readFileSync(join(prefix, 'share/doc/sidestep', f), 'utf8'),
        readFileSync(join(ROOT, f), 'utf8'),
        `${f} as the repository has it`,
      );
    assert.match(readFileSync(join(ROOT, 'NOTICE'), 'utf8'), /Moving AI[\s\S]*the CMake package/);
    assert.ok(!files.some((f) => /sidestep-viewer|sidestep_tests|bin\//.test(f)), 'nothing else of the build');
  });

  it("a fresh project steps the bundled examples to the CLI's hash, and reports the package's version", () => {
    const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
    for (const [scene, steps] of [
      ['welcome.json', 300],
      ['crowd-four-streams.json', 200],
      ['orca-circle.json', 150],
      ['map-arena.json', 100],
      ['feelers-slope-hill.json', 200],
    ]) {
      const file = join(ROOT, 'examples', scene);
      const got = play([file, '--steps', String(steps)]);
      assert.ok(got.steps <= steps && got.steps > 0, scene); // fewer once every agent stopped (the arena's at 85)
      assert.equal(got.hash, cliHash(file, steps), scene);
      assert.equal(got.version, version);
    }
  });

  it("its own scene (a crowd in regions), at variable frame times, is the CLI's too; with a player the crowd responds", () => {
    const alone = play(['--steps', '400']);
    const file = join(tmp, 'game-scene.json');
    const source = readFileSync(join(ROOT, 'examples/game-cpp/main.cpp'), 'utf8');
    writeFileSync(file, source.match(/kScene = R"\((.*?)\)";/s)[1]);
    assert.equal(alone.hash, cliHash(file, 400));
    const played = play(['--steps', '400', '--player', '--draw']);
    assert.notEqual(played.hash, alone.hash);
    assert.match(played.out, /@/, 'the player drawn');
    assert.match(played.out, /agent 0 \((whiskers|feelers), \w+\): velocity/);
  });

  it('refuses a bad scene with the core’s errors, exit 2', () => {
    const file = join(ROOT, 'tests/bad-inputs/underflow-radius.json');
    assert.ok(existsSync(file));
    const r = spawnSync(game, [file], { encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /agents\[0\]\.radius: must be a number in \[0\.01, 8\], got 1e-300/);
  });

  it("the page's C++ for an agent compiles against the package, with its flags, and prints the page's hash", async () => {
    // What the dialog writes, from the page's own Sim in Node (tests/packages/dialog.test.mjs runs the JavaScript).
    const sim = new Sim(await loadModule());
    sim.loadScenario(readFileSync(join(ROOT, 'examples/whiskers-circle-field.json'), 'utf8'));
    sim.setAgentParam(0, 'rayLength', 3.5);
    sim.step(150);
    const { cpp } = gameCode({
      scene: { ...sim.exportScenario(), title: 'whiskers' },
      index: 0,
      agent: JSON.parse(sim.module.agentDef(sim.world, 0)),
      step: 150,
      hash: sim.hash(),
    });
    const hash = sim.hash();
    sim.dispose();
    assert.match(cpp, /"rayLength": 3\.5/);
    const source = join(tmp, 'snippet.cpp'),
      object = join(tmp, 'snippet.o'),
      program = join(tmp, 'snippet');
    writeFileSync(source, cpp);
    const command = compileCommand.command.replace(compileCommand.file, source).replace(/-o \S+/, `-o ${object}`);
    execFileSync('sh', ['-c', command], { cwd: compileCommand.directory, stdio: 'pipe' });
    const lib = filesUnder(prefix).find((f) => f.endsWith('libsidestep_core.a'));
    execFileSync('g++', [object, join(prefix, lib), '-pthread', '-o', program], { stdio: 'pipe' });
    assert.equal(execFileSync(program, { encoding: 'utf8' }).trim(), hash);
  });
});
