#!/usr/bin/env node
// The `sidestep` command-line tool over the wasm core, in Node: it runs scenes with scripted agents (their
// JavaScript in QuickJS, web/script/), which the native tool cannot. For a scene without scripts it prints
// exactly what the native tool prints (the same core functions write every line; a test compares them).
//   node scripts/sidestep.mjs run FILE|LINK [--steps N] [--json] [--trace] [--events]
//   node scripts/sidestep.mjs validate FILE|LINK
//   node scripts/sidestep.mjs compare FILE|LINK [--steps N] [--json]
//   node scripts/sidestep.mjs quality [--families A,B] [--detail] [--scene NAME] [--variant LABEL ...] [--script FILE.js ...]
//   node scripts/sidestep.mjs html SCENE|LESSON|LINK -o OUT.html   (scripts/one-file-command.mjs)
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { inflateRawSync } from 'node:zlib';

import { loadCliModule } from '../tests/wasm/load.mjs';
import { attachScriptHost, newScriptHost, scriptLayout, scriptsOf } from '../web/script/host.js';
import { ScriptRuntime, syntaxError } from '../web/script/runtime.js';
import { watchFromTerminal as watched } from '../web/script/watch.js';

const BAD_INPUT = 2;
const MAX_BYTES = 16 << 20;

function fail(errors) {
  for (const e of errors) process.stderr.write(`error: ${e}\n`);
  process.exit(BAD_INPUT);
}

/** The scenario text of a file, "-" (standard input) or a share link, as the native tool reads them. */
function readInput(arg) {
  let content;
  try {
    content = readFileSync(arg === '-' ? 0 : arg, 'utf8');
  } catch {
    if (!/^(.*#s=)?[A-Za-z0-9_-]+$/.test(arg)) fail([`${arg}: no such file, and not a share link`]);
    content = arg;
  }
  if (content.length > MAX_BYTES) fail([`${arg}: more than ${MAX_BYTES} bytes (the scenario size limit)`]);
  const text = content.trim();
  if (text.startsWith('{') || text.startsWith('[')) return content;
  if (text === '') fail(['input: empty']);
  const payload = text.includes('#s=') ? text.slice(text.indexOf('#s=') + 3) : text;
  try {
    return inflateRawSync(Buffer.from(payload, 'base64url')).toString('utf8');
  } catch {
    return fail([`${arg === '-' ? 'input' : arg}: not a share link (its payload does not inflate)`]);
  }
}

function parseArgs(args, flags, valued = []) {
  const out = { file: null, steps: -1 };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (flags.includes(a)) out[a.slice(2)] = true;
    else if (a === '--steps' || valued.includes(a)) {
      const v = args[++i];
      if (a === '--steps') {
        if (v === undefined) fail(['--steps: needs a number']);
        if (!/^\d+$/.test(v) || Number(v) > 1000000) fail([`--steps: must be an integer 0..1000000, got ${v}`]);
        out.steps = Number(v);
      } else out[a.slice(2)] = v;
    } else if (out.file === null) out.file = a;
    else fail([`${process.argv[2]}: unexpected argument ${a}`]);
  }
  return out;
}

let quickjs = null;
/** A ScriptRuntime for a run with scripts (QuickJS is loaded on first need). */
async function scriptRuntime(module, world) {
  const scripts = scriptsOf(module, world);
  if (Object.keys(scripts).length === 0) return null;
  quickjs ??= await (await import('../web/script/quickjs-entry.js')).loadQuickJS();
  return watched(new ScriptRuntime(quickjs, scripts, scriptLayout(module)));
}

async function load(module, file) {
  const timeline = new module.Timeline(16, 16);
  const result = timeline.load(readInput(file));
  if (result.errors.length) fail(result.errors);
  return timeline;
}

async function run(module, args) {
  const o = parseArgs(args, ['--json', '--trace', '--events']);
  if (o.file === null) fail(['run: needs a FILE or LINK']);
  const timeline = await load(module, o.file);
  const world = timeline.world();
  const runtime = await scriptRuntime(module, world);
  const host = runtime && attachScriptHost(module, timeline, runtime);
  const limit = o.steps < 0 ? world.maxSteps() : o.steps;
  const out = [];
  if (o.trace) out.push(`${module.traceLine(world)}\n`);
  let printed = 0;
  for (let k = 0; k < limit && timeline.run(1) === 1; k++) {
    if (o.trace) out.push(`${module.traceLine(world)}\n`);
    if (o.events) {
      out.push(module.eventLines(timeline, printed));
      printed = timeline.eventCount();
    }
    if (out.length > 256) process.stdout.write(out.splice(0).join(''));
  }
  if (o.json) out.push(`${module.runJson(world)}\n`);
  else if (!o.trace && !o.events) out.push(module.runTable(world));
  process.stdout.write(out.join(''));
  host?.dispose();
  runtime?.dispose();
}

async function validate(module, args) {
  if (args.length !== 1) fail(['validate: needs exactly one FILE or LINK']);
  const timeline = await load(module, args[0]);
  const scripts = scriptsOf(module, timeline.world());
  const errors = [];
  if (Object.keys(scripts).length) {
    quickjs ??= await (await import('../web/script/quickjs-entry.js')).loadQuickJS();
    for (const [name, source] of Object.entries(scripts)) {
      const e = syntaxError(quickjs, name, source);
      if (e) errors.push(`scripts.${name}: line ${e.line}, column ${e.column}: ${e.message}`);
    }
  }
  if (errors.length) fail(errors);
  process.stdout.write('ok\n');
}

async function compare(module, args) {
  const o = parseArgs(args, ['--json']);
  if (o.file === null) fail(['compare: needs a FILE or LINK']);
  const text = readInput(o.file);
  const probe = new module.Timeline(16, 16);
  const loaded = probe.load(text);
  if (loaded.errors.length) fail(loaded.errors);
  if (!loaded.compare) {
    fail([
      `compare: ${o.file} has no "compare" set (a list of 2 to 4 variants: {"label", "agents", "behavior", "params"})`,
    ]);
  }
  const runs = new module.CompareRuns();
  const errors = runs.load(text);
  if (errors.length) fail(errors);
  const limit = o.steps < 0 ? probe.world().maxSteps() : o.steps;
  const rows = [];
  if (!o.json) process.stdout.write(module.compareHeader());
  for (let k = 0; k < runs.count(); k++) {
    const timeline = runs.run(k);
    const runtime = await scriptRuntime(module, timeline.world());
    const host = runtime && attachScriptHost(module, timeline, runtime);
    timeline.run(limit);
    if (o.json) rows.push(JSON.parse(runs.row(k, true)));
    else process.stdout.write(runs.row(k, false));
    host?.dispose();
    runtime?.dispose();
  }
  if (o.json) process.stdout.write(`${JSON.stringify({ variants: rows }, null, 2)}\n`);
  else process.stdout.write(module.compareNote());
}

/** The quality suite's tables (over --families A,B; the rows of --variant LABEL ... only), or with --detail or
 *  --scene NAME one line per scene and variant; each --script FILE.js adds its row after seek's, every agent of
 *  every scene running it. Without scripts, what `sidestep quality` prints with the same arguments. */
async function quality(module, args) {
  let families = [],
    scene = '',
    detail = false;
  const scripts = [],
    chosen = [];
  for (let i = 0; i < args.length; i++) {
    const value = args[i + 1];
    if (args[i] === '--detail') {
      detail = true;
      continue;
    }
    if (args[i] === '--families' && value !== undefined) families = value.split(',');
    else if (args[i] === '--script' && value !== undefined) scripts.push(value);
    else if (args[i] === '--variant' && value !== undefined) chosen.push(value);
    else if (args[i] === '--scene' && value !== undefined) {
      scene = value;
      detail = true;
    } else
      fail([
        `quality: unexpected argument ${args[i]}${args[i] === '--behavior' ? ' (the native tool takes it: build/native/sidestep quality)' : ''}`,
      ]);
    i++;
  }
  const all = JSON.parse(module.qualitySuiteNames()).labels;
  // --variant LABEL (repeated): the suite's rows whose label starts with one of them (default: every row).
  const labels = chosen.length ? all.filter((l) => chosen.some((c) => l.startsWith(c))) : all;
  for (const c of chosen) {
    if (!all.some((l) => l.startsWith(c)))
      fail([
        `--variant: no variant's label starts with "${c}"; the labels are ${all
          .slice(0, -1)
          .map((l) => `"${l}"`)
          .join(', ')} or "${all.at(-1)}"`,
      ]);
  }
  const own = scripts.map((file, k) => {
    let source;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      fail([`--script: ${file}: no such file`]);
    }
    const name = basename(file).replace(/\.js$/, '');
    const valid = /^[A-Za-z_][A-Za-z0-9_]{0,29}$/.test(name);
    return { label: `script ${name}`.slice(0, 40), script: `${valid ? name : 'script'}_${k}`, source, file };
  });
  if (own.length) quickjs ??= await (await import('../web/script/quickjs-entry.js')).loadQuickJS();
  for (const { file, script, source } of own) {
    const e = syntaxError(quickjs, script, source);
    if (e) fail([`--script ${file}: line ${e.line}, column ${e.column}: ${e.message}`]);
  }
  const at = labels[0] === 'seek' ? 1 : 0; // a script's row comes after seek's
  const variants = [
    ...labels.slice(0, at),
    ...own.map(({ label, script, source }) => ({ label, script, source })),
    ...labels.slice(at),
  ];
  const run = new module.QualityRun(JSON.stringify({ variants, families, scene }));
  const errors = run.errors();
  if (errors.length)
    fail(errors.map((e) => e.replace(/^families/, '--families').replace(/^variants\[\d+\]\.source/, '--script')));
  let runtime = null,
    host = null;
  if (own.length) {
    runtime = watched(
      new ScriptRuntime(quickjs, Object.fromEntries(own.map((o) => [o.script, o.source])), scriptLayout(module)),
    );
    host = newScriptHost(module, runtime);
    run.setScriptHost(host.handle);
  }
  while (run.advance(1 << 30) > 0);
  process.stdout.write(detail ? run.detailText() : run.reportText());
  run.delete();
  host?.dispose();
  runtime?.dispose();
}

const USAGE = `usage:
  node scripts/sidestep.mjs run FILE|LINK [--steps N] [--json] [--trace] [--events]
  node scripts/sidestep.mjs validate FILE|LINK     print "ok", or the errors (exit 2); compiles every script
  node scripts/sidestep.mjs compare FILE|LINK [--steps N] [--json]
  node scripts/sidestep.mjs quality [--families A,B] [--detail] [--scene NAME] [--variant LABEL ...] [--script FILE.js ...]
                                                   the quality suite's tables; each script adds a row
  node scripts/sidestep.mjs html SCENE|LESSON|LINK -o OUT.html
                                                   the scene or lesson as one HTML file that runs offline
`;

const [command, ...args] = process.argv.slice(2);
const html = async (module, args) => (await import('./one-file-command.mjs')).htmlCommand(module, args, fail);
const commands = { run, validate, compare, quality, html };
if (!commands[command]) {
  process.stderr.write(USAGE);
  process.exit(BAD_INPUT);
}
const module = await loadCliModule();
await commands[command](module, args);
