// The core's messages worded in a locale straight from its .ftl catalogue, independently of the page's locale.js:
// the languages tests compare what the page shows with this (docs/languages.md).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parseFtl } from '../../web/i18n/ftl.js';
import { formatPattern } from '../../web/i18n/message.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Locale `tag`'s catalogue, parsed. */
export const catalogue = (tag) => parseFtl(readFileSync(`${ROOT}web/i18n/${tag}.ftl`, 'utf8'));

/** A function wording a core message ({ id, args }) in locale `tag`; a span with no message keeps its English. */
export function worder(tag) {
  const messages = catalogue(tag);
  const plural = new Intl.PluralRules(tag);
  const number = (n, d) => {
    const rounded = d === undefined ? n : Number(n.toFixed(d));
    const options =
      d === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: d, maximumFractionDigits: d };
    return new Intl.NumberFormat(tag, { ...options, useGrouping: false }).format(rounded === 0 ? 0 : rounded);
  };
  // A right-to-left locale's arguments are isolated, FSI ... PDI (web/i18n/message.js).
  const locale = { number, plural: (n) => plural.select(n), isolate: tag === 'ar' };
  // A word { m, a } is worded with its own arguments a (none for most).
  const word = (message) => {
    assert.ok(messages.has(message.id), `${tag}.ftl has ${message.id}`);
    const args = {};
    for (const [k, v] of Object.entries(message.args ?? {}))
      args[k] = v?.m ? word({ id: v.m, args: v.a }) : v?.w ? v.w.map((id) => word({ id })).join(', ') : v;
    return formatPattern(messages.get(message.id).value, args, locale);
  };
  return (message, english) => (message?.id ? word(message) : english);
}
