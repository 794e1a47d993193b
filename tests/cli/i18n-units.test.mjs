// A number's unit in every locale (docs/languages.md, "Numbers and units"): the number, a space and English's
// symbol (u, u/s, u/s², s), and in a right-to-left locale the number and its unit in one left-to-right isolate.
// scripts/i18n-units.mjs checks it; here it passes on the catalogues and fails on each planted break.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { I18N } from '../../scripts/i18n.mjs';
import { catalogueIsolateProblems, isolateBreakProblems, unitProblems } from '../../scripts/i18n-units.mjs';
import { parseFtl } from '../../web/i18n/ftl.js';

const LRI = '\u2066',
  PDI = '\u2069',
  NBSP = '\u00a0';
const file = (tag) => readFileSync(join(I18N, `${tag}.ftl`), 'utf8');
const en = parseFtl(file('en'));
const ftl = (text) => parseFtl(text);

describe('a number with a unit', () => {
  it('is written as English writes it in every locale, isolated in Arabic', () => {
    for (const tag of ['es', 'pt-BR', 'fr', 'de', 'zh-CN', 'ja', 'ar'])
      assert.deepEqual(unitProblems(`${tag}.ftl`, en, ftl(file(tag)), tag === 'ar'), [], tag);
  });

  it('fails on a unit word, a missing space or another symbol', () => {
    const english = ftl(
      'readout-time = { $seconds } s\nfact-length = { $d } u\nspeed = { $v } u/s, at most { $m } u/s\n',
    );
    const planted = ftl(
      'readout-time = { $seconds } 秒\nfact-length = { $d }u\nspeed = { $v } u/s, höchstens { $m } Einheiten/s\n',
    );
    const problems = unitProblems('xx.ftl', english, planted, false);
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(problems[0], /readout-time.*\$seconds.*" 秒"/);
    assert.match(problems[1], /fact-length.*\$d/);
    assert.match(problems[2], /speed.*\$m.*Einheit/);
  });

  it('checks every variant of a select', () => {
    const english = ftl('near = { $n ->\n    [one] one at { $d } u\n   *[other] { $n } at { $d } u\n}\n');
    const planted = ftl('near = { $n ->\n    [one] uno a { $d } u\n   *[other] { $n } a { $d } unidades\n}\n');
    assert.equal(unitProblems('xx.ftl', english, planted, false).length, 1);
  });

  it('in a right-to-left locale fails unless the number and its unit are one LRI ... PDI, a number in the text too', () => {
    const english = ftl('fact-length = { $d } u\nradius = grows by 0.25 u\n');
    const loose = ftl('fact-length = على بعد { $d } u\nradius = يزيد 0.25 u\n');
    const half = ftl(`fact-length = على بعد ${LRI}{ $d }${PDI} u\nradius = يزيد ${LRI}0.25${PDI} u\n`);
    // Isolated, but with a space a line can break at: the number ends one line and its unit starts the next, in
    // the isolate's order, which in a right-to-left paragraph reads as another number's unit.
    const breakable = ftl(`fact-length = على بعد ${LRI}{ $d } u${PDI}\nradius = يزيد ${LRI}0.25 u${PDI}\n`);
    const whole = ftl(`fact-length = على بعد ${LRI}{ $d }${NBSP}u${PDI}\nradius = يزيد ${LRI}0.25${NBSP}u${PDI}\n`);
    assert.equal(unitProblems('ar.ftl', english, loose, true).length, 2);
    assert.equal(unitProblems('ar.ftl', english, half, true).length, 2);
    const broken = unitProblems('ar.ftl', english, breakable, true);
    assert.equal(broken.length, 2, broken.join('\n'));
    assert.ok(
      broken.every((p) => p.includes('U+00A0')),
      broken.join('\n'),
    );
    assert.deepEqual(unitProblems('ar.ftl', english, whole, true), []);
    assert.deepEqual(unitProblems('xx.ftl', english, loose, false), [], 'a left-to-right locale needs no isolate');
  });

  it('in a right-to-left locale fails on a Latin name or formula before an argument outside LRI ... PDI', () => {
    const english = ftl('emergency = , T = { $v }\nlimit = (maxSteps { $max })\nneeds = needs nproxy: { $why }\n');
    const loose = ftl('emergency = ، T = { $v }\nlimit = (maxSteps { $max })\nneeds = يحتاج nproxy: { $why }\n');
    const whole = ftl(
      `emergency = ، ${LRI}T = { $v }${PDI}\nlimit = (${LRI}maxSteps { $max }${PDI})\nneeds = يحتاج nproxy: { $why }\n`,
    );
    const problems = unitProblems('ar.ftl', english, loose, true);
    assert.equal(problems.length, 2, problems.join('\n')); // a colon before an argument introduces prose: not checked
    assert.deepEqual(unitProblems('ar.ftl', english, whole, true), []);
  });

  it('reads a rate and milliseconds too, and in a right-to-left locale two arguments with × between them', () => {
    const english = ftl('pace = { $pace } /s\nstep = a step takes { $ms } ms\nsize = { $w } × { $h } cells\n');
    const planted = ftl('pace = { $pace } 步/秒\nstep = 每步耗时 { $ms } 毫秒\nsize = { $w } × { $h } 格\n');
    assert.equal(unitProblems('xx.ftl', english, planted, false).length, 2);
    const loose = ftl(
      `pace = ${LRI}{ $pace }${NBSP}/s${PDI}\nstep = ${LRI}{ $ms }${NBSP}ms${PDI}\nsize = { $w } × { $h } خلية\n`,
    );
    const whole = ftl(
      `pace = ${LRI}{ $pace }${NBSP}/s${PDI}\nstep = ${LRI}{ $ms }${NBSP}ms${PDI}\nsize = ${LRI}{ $w } × { $h }${PDI} خلية\n`,
    );
    assert.equal(unitProblems('ar.ftl', english, loose, true).length, 1);
    assert.deepEqual(unitProblems('ar.ftl', english, whole, true), []);
  });

  it('in a right-to-left locale fails on a point or a range written as two arguments, or an argument in a path', () => {
    const english = ftl(
      'at = start ({ $x }, { $y }) is blocked\nrange = in [{ $lo }, { $hi }]\nwho = agents[{ $i }]\n',
    );
    const loose = ftl('at = البداية ({ $x }, { $y }) مسدودة\nrange = في [{ $lo }, { $hi }]\nwho = agents[{ $i }]\n');
    const whole = ftl(
      `at = البداية ${LRI}({ $x }, { $y })${PDI} مسدودة\nrange = في ${LRI}[{ $lo }, { $hi }]${PDI}\nwho = ${LRI}agents[{ $i }]${PDI}\n`,
    );
    assert.equal(unitProblems('ar.ftl', english, loose, true).length, 3);
    assert.deepEqual(unitProblems('ar.ftl', english, whole, true), []);
    assert.deepEqual(unitProblems('xx.ftl', english, loose, false), [], 'a left-to-right locale needs no isolate');
  });

  it('in a right-to-left locale fails on a point, a pair or a cell written with the Arabic comma, isolated or not', () => {
    const english = ftl(
      'point = ({ $x }, { $y })\nroute = no route ({ $planner }, { $status })\ncell = cell { $x }, { $y }\n',
    );
    const arabic = ftl(
      `point = ({ $x }، { $y })\nroute = لا مسار ${LRI}({ $planner }، { $status })${PDI}\ncell = الخلية { $x }، { $y }\n`,
    );
    const latin = ftl(
      `point = ${LRI}({ $x }, { $y })${PDI}\nroute = لا مسار ${LRI}({ $planner }, { $status })${PDI}\ncell = الخلية ${LRI}{ $x }, { $y }${PDI}\n`,
    );
    const problems = unitProblems('ar.ftl', english, arabic, true);
    assert.equal(problems.filter((p) => /Arabic comma/.test(p)).length, 3, problems.join('\n'));
    assert.deepEqual(unitProblems('ar.ftl', english, latin, true), []);
    const list = ftl('facts = { $name }، { $behavior }، (يتحرك { $moving }، وصل { $reached })\n');
    assert.deepEqual(
      unitProblems('ar.ftl', ftl('facts = { $name }\n'), list, true),
      [],
      'a list in prose keeps its comma',
    );
  });

  it('in a right-to-left catalogue fails on an isolate a line can break in (a formula, a point, a name and its number)', () => {
    assert.deepEqual(catalogueIsolateProblems('ar.ftl', ftl(file('ar'))), []);
    const loose = ftl(
      `a = ، ${LRI}T = { $v }${PDI}\nb = ${LRI}({ $x }, { $y })${PDI}\nc = ${LRI}dt\u00a0{ $dt }\u00a0s${PDI}\n` +
        // a snippet of code whose braces are text: its spaces are the isolate's too
        `d = ${LRI}{ "{" }\u00a0x,\u00a0y\u00a0{ "}" }${PDI}، ${LRI}{ "{" } x, y { "}" }${PDI}\n`,
    );
    const problems = catalogueIsolateProblems('ar.ftl', loose);
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(problems[0], /^ar\.ftl: "a" "T = \{ \$v \}": a space a line can break at inside LRI/);
    assert.match(problems[1], /^ar\.ftl: "b" "\(\{ \$x \}, \{ \$y \}\)"/);
    assert.match(problems[2], /^ar\.ftl: "d" "\{ x, y \}"/);
  });

  it('in a caption, skips the placeholders the page writes a number into, not braces escaped as text', () => {
    assert.deepEqual(isolateBreakProblems(`${LRI}{car 1.speed}${NBSP}u/s${PDI}`, true), []);
    assert.equal(isolateBreakProblems(`${LRI}{car 1.speed} u/s${PDI}`, true).length, 1);
    // {{ and }} are a brace written out (lesson captions): the snippet's spaces are the isolate's
    assert.equal(isolateBreakProblems(`${LRI}{{ x, y }}${PDI}`, true).length, 1);
    assert.deepEqual(isolateBreakProblems(`${LRI}{{${NBSP}x,${NBSP}y${NBSP}}}${PDI}`, true), []);
  });
});
