// What the viewer's node tests share: where things are, running sidestep-viewer headless (SDL's dummy
// video driver) and reading what it drew, and the palette's colours as the PNG shows them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readPng } from './png.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const VIEWER = `${ROOT}build/native/sidestep-viewer`;
export const CLI = `${ROOT}build/native/sidestep`;
export const EXAMPLES = `${ROOT}examples/`;
/** The docs' pictures: tests never write them (scripts/viewer-screenshots.mjs does, when asked). */
export const DOCS = `${ROOT}docs/`;
export const palette = JSON.parse(readFileSync(`${ROOT}web/draw/palette.json`, 'utf8'));
/** The viewer's default size, and its world view's width beside the panel (30 % of 1280 px). */
export const WIDTH = 1280,
  HEIGHT = 800;
export const VIEW_WIDTH = WIDTH - 384;

/** Runs a program without a display; `env` adds to (or, with undefined values, takes from) the environment. */
export function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, SDL_VIDEODRIVER: 'dummy', ...env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr, signal: r.signal };
}

/** '#rrggbb' as [r, g, b]. */
export const hex = (c) => [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16));
/** The palette colour `c` drawn with opacity `alpha` over `under` ([r, g, b]). */
export const over = (c, alpha, under) => c.map((v, k) => Math.round(v * alpha + under[k] * (1 - alpha)));
export const near = (a, b, tolerance) => a.every((v, k) => Math.abs(v - b[k]) <= tolerance);

/** Renders example `file` (or the scenario at an absolute path) headless after `steps` into a PNG in `dir` (never
 *  under docs/); returns the image and what --json printed (steps, hash, view, labels). */
export function render(dir, file, steps, extra = []) {
  const png = join(dir, `${basename(file)}-${steps}-${extra.join('_')}.png`);
  assert.ok(!resolve(png).startsWith(resolve(DOCS)), 'tests never write docs/');
  const scenario = isAbsolute(file) ? file : EXAMPLES + file;
  const r = run(VIEWER, [scenario, '--steps', String(steps), '--screenshot', png, '--json', ...extra]);
  assert.equal(r.code, 0, r.err);
  assert.ok(existsSync(png), 'the PNG was written');
  return { image: readPng(png), ...JSON.parse(r.out) };
}
