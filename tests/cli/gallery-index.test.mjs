// The gallery's list (examples/index.json): every example once, each in a known group with a line that
// fits a card and a lesson that exists, and each with its thumbnail (examples/thumbs/NAME.webp, written by
// `node scripts/screenshots.mjs thumbs`), small enough to be loaded lazily.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));
const index = JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8'));
/** A card's line at most this long (characters): one sentence a teacher reads at a glance. */
const MAX_LINE = 140;
/** A thumbnail at most this many bytes, and all of them together at most TOTAL_BYTES. */
const MAX_THUMB_BYTES = 15 * 1024;
const TOTAL_BYTES = 500 * 1024;

const thumbOf = (file) => `${EXAMPLES}thumbs/${file.replace(/\.json$/, '.webp')}`;

describe('the gallery index', () => {
  it('lists every example file once and only files that exist', () => {
    const files = index.examples.map((e) => e.file);
    assert.equal(new Set(files).size, files.length, 'no example listed twice');
    for (const f of files) assert.ok(existsSync(EXAMPLES + f), `${f} exists`);
    const onDisk = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json') && f !== 'index.json');
    assert.deepEqual([...files].sort(), onDisk.sort());
  });

  it('names its groups once each, and puts every example in one of them, with every group used', () => {
    assert.ok(Array.isArray(index.groups) && index.groups.length > 0);
    assert.equal(new Set(index.groups).size, index.groups.length);
    for (const e of index.examples)
      assert.ok(
        index.groups.includes(e.group),
        `${e.file}: group "${e.group}" is not one of ${index.groups.join(', ')}`,
      );
    for (const g of index.groups)
      assert.ok(
        index.examples.some((e) => e.group === g),
        `group "${g}" has an example`,
      );
  });

  it('gives every example one line that fits a card, and a lesson (when it has one) that the index names', () => {
    for (const e of index.examples) {
      assert.equal(typeof e.line, 'string', `${e.file}: a line`);
      assert.ok(e.line.trim().length > 20, `${e.file}: the line says something`);
      assert.ok(e.line.length <= MAX_LINE, `${e.file}: line is ${e.line.length} characters, over ${MAX_LINE}`);
      assert.notEqual(e.line.trim(), e.title.trim(), `${e.file}: the line says more than the title`);
      if (e.lesson !== undefined)
        assert.ok(
          Object.hasOwn(index.lessons, e.lesson),
          `${e.file}: lesson "${e.lesson}" is one of ${Object.keys(index.lessons)}`,
        );
    }
    for (const [id, name] of Object.entries(index.lessons)) assert.ok(/^[a-z][a-z-]*$/.test(id) && name.length > 2, id);
    // The gallery names each lesson as the lesson calls itself, and names every bundled lesson.
    const bundled = JSON.parse(
      readFileSync(new URL('../../examples/lessons/index.json', import.meta.url), 'utf8'),
    ).lessons;
    assert.deepEqual(index.lessons, Object.fromEntries(bundled.map((l) => [l.id, l.title])));
    // An example's lessonAt is the first checkpoint (1-based) of its lesson that opens it, when one does.
    for (const e of index.examples.filter((x) => x.lesson)) {
      const { file } = bundled.find((l) => l.id === e.lesson);
      const lesson = JSON.parse(readFileSync(new URL(`../../examples/lessons/${file}`, import.meta.url), 'utf8'));
      const k = lesson.checkpoints.findIndex((c) => c.scene === e.file);
      assert.equal(e.lessonAt, k >= 0 ? k + 1 : undefined, `${e.file}: the checkpoint of "${e.lesson}" that opens it`);
    }
  });

  it('has a small WebP thumbnail for every example, all of them within the budget', () => {
    let total = 0;
    for (const { file } of index.examples) {
      const path = thumbOf(file);
      assert.ok(existsSync(path), `${file}: examples/thumbs/ has its picture (node scripts/screenshots.mjs thumbs)`);
      const bytes = readFileSync(path);
      assert.ok(
        bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
        `${file}: a WebP picture`,
      );
      const size = statSync(path).size;
      assert.ok(size <= MAX_THUMB_BYTES, `${file}: thumbnail is ${size} bytes, over ${MAX_THUMB_BYTES}`);
      total += size;
    }
    assert.ok(total <= TOTAL_BYTES, `thumbnails total ${total} bytes, over ${TOTAL_BYTES}`);
    const listed = new Set(index.examples.map((e) => thumbOf(e.file)));
    for (const f of readdirSync(`${EXAMPLES}thumbs`))
      assert.ok(listed.has(`${EXAMPLES}thumbs/${f}`), `thumbs/${f} belongs to a listed example`);
  });
});
