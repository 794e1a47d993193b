// The house rules that keep the code walkable (docs/contributing.md): no source file over 450 lines and no
// function over 120 in core/, wasm/, web/ and native/ (tests aside), and no behaviour setting read by position
// in core/src/behaviors. Prints what breaks a rule and exits 1; `node scripts/house.mjs --list N` prints every
// function over N lines instead.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MAX_FILE_LINES = 450,
  MAX_FUNCTION_LINES = 120;
const DIRS = ['core', 'wasm', 'web', 'native'];
const SOURCE = /\.(cpp|hpp|h|js|mjs)$/;

/** Every source file under the four folders, relative to the root. */
export function sourceFiles() {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'node_modules' || name === 'vendor') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name)) out.push(relative(ROOT, path));
    }
  };
  for (const d of DIRS) walk(join(ROOT, d));
  return out.sort();
}

/**
 * The text with comments, strings and template literals blanked (newlines kept), so that braces can be
 * counted. Regular expression literals are not recognised; a brace inside one would need a comment.
 */
export function blank(text, js) {
  let out = '';
  let i = 0;
  const n = text.length;
  const keepNewlines = (s) => s.replace(/[^\n]/g, ' ');
  while (i < n) {
    const c = text[i],
      d = text[i + 1];
    if (c === '/' && d === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      out += keepNewlines(text.slice(i, stop));
      i = stop;
    } else if (c === '/' && d === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      out += keepNewlines(text.slice(i, stop));
      i = stop;
    } else if (!js && c === 'R' && d === '"' && !/[A-Za-z0-9_]/.test(text[i - 1] ?? '')) {
      // C++ raw string R"delim( ... )delim"
      const open = text.indexOf('(', i);
      const delim = text.slice(i + 2, open);
      const end = text.indexOf(`)${delim}"`, open);
      const stop = end < 0 ? n : end + delim.length + 2;
      out += keepNewlines(text.slice(i, stop));
      i = stop;
    } else if (c === '"' || c === "'" || (js && c === '`')) {
      let j = i + 1;
      while (j < n && text[j] !== c) {
        if (text[j] === '\\') j++;
        else if (c !== '`' && text[j] === '\n') break; // an apostrophe in C++ digit separators etc.
        j++;
      }
      out += keepNewlines(text.slice(i, j + 1));
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const CONTROL = new Set(['if', 'for', 'while', 'switch', 'catch', 'with']);

/** Functions (and lambdas, methods) of a source file with their first line and length in lines. */
export function functions(text, js) {
  const src = blank(text, js);
  const lineOf = [];
  let line = 1;
  for (let i = 0; i < src.length; i++) {
    lineOf.push(line);
    if (src[i] === '\n') line++;
  }
  const found = [];
  const stack = [];
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '{') {
      stack.push({ at: i, fn: opensFunction(src, i, js) });
    } else if (src[i] === '}') {
      const open = stack.pop();
      if (open?.fn) found.push({ name: open.fn, line: lineOf[open.at], lines: lineOf[i] - lineOf[open.at] + 1 });
    }
  }
  return found;
}

/** The name of the function whose body the brace at `at` opens, or null (a block, a class, an object...). */
function opensFunction(src, at, js) {
  let j = at - 1;
  const skipSpace = () => {
    while (j >= 0 && /\s/.test(src[j])) j--;
  };
  skipSpace();
  if (js && src[j] === '>' && src[j - 1] === '=') return 'arrow function';
  // Trailing qualifiers between ) and { (C++): const, noexcept, override, final, mutable, -> type.
  for (let guard = 0; guard < 8; guard++) {
    const m = /(const|noexcept|override|final|mutable|->\s*[\w:<>,&* ]+)$/.exec(src.slice(Math.max(0, j - 80), j + 1));
    if (!m || src[j] === ')') break;
    j -= m[0].length;
    skipSpace();
  }
  // C++ constructor initialiser lists: ") : a_(x), b_{y} {" — walk back over them to the parameter list.
  if (src[j] !== ')') {
    const head = src.slice(Math.max(0, j - 400), j + 1);
    const init = /\)\s*:\s*[\w:]+\s*[({][^;{}]*[)}]\s*(,\s*[\w:]+\s*[({][^;{}]*[)}]\s*)*$/.exec(head);
    if (!init) return null;
    j -= init[0].length - 1;
  }
  // Match the parameter list's parentheses backwards.
  let depth = 0;
  for (; j >= 0; j--) {
    if (src[j] === ')') depth++;
    else if (src[j] === '(') {
      depth--;
      if (depth === 0) break;
    }
  }
  j--;
  skipSpace();
  const name = /[\w$~:<>]+$/.exec(src.slice(Math.max(0, j - 120), j + 1))?.[0] ?? '';
  const word = name.split('::').at(-1);
  if (CONTROL.has(word)) return null;
  if (!name && src[j] === ']') return 'lambda'; // C++ [captures](params) {
  if (!name) return null;
  if (js && word === 'function') return 'function';
  return name;
}

/** What breaks the rules, one line each. */
export function violations() {
  const out = [];
  for (const file of sourceFiles()) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_FILE_LINES) out.push(`${file}: ${lines} lines (at most ${MAX_FILE_LINES})`);
    const js = /\.m?js$/.test(file);
    for (const f of functions(text, js)) {
      if (f.lines > MAX_FUNCTION_LINES)
        out.push(`${file}:${f.line}: ${f.name} is ${f.lines} lines (at most ${MAX_FUNCTION_LINES})`);
    }
    if (file.startsWith('core/src/behaviors/')) {
      const src = blank(text, false).split('\n');
      src.forEach((l, k) => {
        if (/\bparams\s*\[\s*\d+\s*\]/.test(l))
          out.push(`${file}:${k + 1}: a setting read by position (params[N]): read it by name`);
      });
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const list = process.argv.indexOf('--list');
  if (list > 0) {
    const min = Number(process.argv[list + 1] ?? 60);
    const rows = [];
    for (const file of sourceFiles()) {
      for (const f of functions(readFileSync(join(ROOT, file), 'utf8'), /\.m?js$/.test(file)))
        if (f.lines > min) rows.push([f.lines, `${file}:${f.line} ${f.name}`]);
    }
    for (const [n, where] of rows.sort((a, b) => b[0] - a[0])) console.log(String(n).padStart(5), where);
  } else {
    const v = violations();
    for (const line of v) console.log(line);
    console.log(v.length ? `${v.length} rule(s) broken` : 'house rules hold');
    process.exitCode = v.length ? 1 : 0;
  }
}
