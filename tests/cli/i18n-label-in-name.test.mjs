// A control whose visible words are not in the catalogue (index.html's "◂ 1") and whose name for a screen reader is
// (its aria-label): in every locale the name holds the digits the control shows, so a speech user who says what they
// see ("click 1") reaches it (WCAG 2.5.3 Label in Name; axe's label-content-name-mismatch found French and Arabic's
// timeline-back without the 1).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { I18N } from '../../scripts/i18n.mjs';
import { parseFtl } from '../../web/i18n/ftl.js';
import { LOCALES } from '../../web/i18n/locale.js';

const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
/** index.html's elements with a data-l10n-id and an aria-label whose own text shows digits: [id, digits]. */
const shown = [...html.matchAll(/<(\w+)[^>]*data-l10n-id="([^"]+)"[^>]*aria-label="[^"]*"[^>]*>([^<]*)<\/\1>/g)]
  .map((m) => [m[2], m[3].match(/\d+/g)])
  .filter(([, digits]) => digits);
const text = (pattern) => (pattern ?? []).map((x) => (typeof x === 'string' ? x : (x.text ?? ''))).join('');

describe('a control that shows digits', () => {
  it('is named with those digits in every locale', () => {
    assert.ok(
      shown.some(([id]) => id === 'timeline-back'),
      `found ${JSON.stringify(shown)}`,
    );
    for (const [tag] of LOCALES) {
      if (tag === 'en-XA') continue;
      const messages = parseFtl(readFileSync(join(I18N, `${tag}.ftl`), 'utf8'));
      for (const [id, digits] of shown) {
        const name = text(messages.get(id)?.attrs.get('aria-label'));
        for (const d of digits) assert.ok(name.includes(d), `${tag}: ${id}'s aria-label "${name}" lacks ${d}`);
      }
    }
  });
});
