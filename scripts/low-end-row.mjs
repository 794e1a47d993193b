// Writes docs/speed.md's Chromebook-class rows from the figures the low-end browser test measured last
// (tests/browser/offline.test.mjs writes build/figures/low-end.json): the published site's first load, a
// lesson opened from the menu and the welcome scene playing, at full speed and with the CPU 4x slower.
//   node --test --test-name-pattern=Chromebook tests/browser/offline.test.mjs && node scripts/low-end-row.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const figures = JSON.parse(readFileSync(new URL('../build/figures/low-end.json', import.meta.url), 'utf8'));
const DOC = new URL('../docs/speed.md', import.meta.url);
const BEGIN = '<!-- low-end rows: node scripts/low-end-row.mjs -->';
const END = '<!-- end of low-end rows -->';

const row = (label, m) =>
  `| ${label} | ${m.readyMs.toFixed(0)} | ${m.lessonMs} | ${m.fps.toFixed(1)} | ${m.stepsPerSecond.toFixed(1)} |`;
const target = (m) =>
  m.readyMs <= 2000 && m.fps >= 30
    ? 'meets both targets'
    : `misses ${[m.readyMs > 2000 ? 'ready within 2 s' : '', m.fps < 30 ? '30 frames/s' : ''].filter(Boolean).join(' and ')}`;
const block = [
  BEGIN,
  '| device (published site, first visit, one thread) | ready, ms | lesson opened, ms | welcome playing, frames/s | steps/s |',
  '|:--|--:|--:|--:|--:|',
  row(`this machine (${figures.cores} cores, no GPU)`, figures.full),
  row('Chromebook-class: the same, CPU 4x slower (CDP)', figures.slow),
  '',
  `Measured ${figures.when.slice(0, 10)}, with the machine's load average at ${figures.load?.toFixed(1) ?? '?'} (other processes`,
  `sharing its cores slow every figure); the Chromebook-class row ${target(figures.slow)} (targets: ready within 2 s,`,
  '30 frames/s).',
  END,
].join('\n');

const doc = readFileSync(DOC, 'utf8');
const at = doc.indexOf(BEGIN);
if (at < 0) throw new Error(`docs/speed.md has no "${BEGIN}" line`);
writeFileSync(DOC, doc.slice(0, at) + block + doc.slice(doc.indexOf(END) + END.length));
console.log(block);
