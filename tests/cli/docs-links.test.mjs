// The documentation's links hold: every relative link and image in README.md and docs/**.md names a file
// that exists, and every #anchor a heading of its target (GitHub's ids). The checker itself is tried on a
// small tree with a link, an image and anchors that break.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { docFiles } from '../../scripts/doc-files.mjs';
import { anchors, brokenLinks, links, slug } from '../../scripts/doc-links.mjs';

describe("the documentation's links", () => {
  it('README.md and every page under docs/ are checked', () => {
    const files = docFiles();
    assert.equal(files[0], 'README.md');
    for (const page of ['docs/architecture.md', 'docs/contributing.md', 'docs/page.md'])
      assert.ok(files.includes(page), page);
  });

  it('every relative link and image resolves, and every #anchor names a heading of its target', () => {
    assert.deepEqual(brokenLinks(docFiles()), []);
  });
});

describe('the link checker', () => {
  it("gives headings GitHub's ids", () => {
    assert.equal(slug('Speed at crowd scale'), 'speed-at-crowd-scale');
    assert.equal(slug('Terrain: slope-aware feelers'), 'terrain-slope-aware-feelers');
    assert.equal(
      slug("SteerSuite's test cases: the yardstick nobody here wrote"),
      'steersuites-test-cases-the-yardstick-nobody-here-wrote',
    );
    assert.equal(slug('`sidestep run`, the_table'), 'sidestep-run-the_table');
    assert.equal(slug('A 512 × 512 map'), 'a-512--512-map');
    assert.deepEqual(
      [...anchors('# Same\n## Same\n```\n# not a heading\n```\n### Other')],
      ['same', 'same-1', 'other'],
    );
  });

  it('reads links and images, not what is written as code', () => {
    const text = '[a](x.md) ![b](y.png) `[c](z.md)`\n```\n[d](w.md)\n```\n<img src="v.png" width="49%">';
    assert.deepEqual(
      links(text).map((l) => l.target),
      ['x.md', 'y.png', 'v.png'],
    );
  });

  it('finds a broken link, a missing image and anchors to no heading', () => {
    const root = mkdtempSync(join(tmpdir(), 'sidestep-links-'));
    try {
      mkdirSync(join(root, 'docs', 'sub'), { recursive: true });
      writeFileSync(join(root, 'docs', 'pic.png'), '');
      writeFileSync(join(root, 'README.md'), '# Top\n[ok](docs/a.md#the-part) [gone](docs/nope.md) [self](#top)\n');
      writeFileSync(
        join(root, 'docs', 'a.md'),
        '# A\n## The part\n![ok](pic.png) ![gone](sub/pic.png) [bad](../README.md#bottom) [img](pic.png#x)\n',
      );
      const problems = brokenLinks(['README.md', 'docs/a.md'], root);
      assert.deepEqual(problems, [
        'README.md:2: docs/nope.md: no file docs/nope.md',
        'docs/a.md:3: sub/pic.png: no file docs/sub/pic.png',
        'docs/a.md:3: ../README.md#bottom: no heading #bottom in README.md',
        'docs/a.md:3: pic.png#x: an anchor into docs/pic.png, which has no headings',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
