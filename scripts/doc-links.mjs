// Checks the documentation's links: every relative link and image in README.md and docs/**.md names a file
// that exists, and every #anchor names a heading of its target, by GitHub's rule for heading ids. Links
// inside code (fenced blocks and `spans`) are text, not links; http(s) and mailto links are not followed.
//   node scripts/doc-links.mjs     prints each broken link and exits 1, or says how many it checked
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ROOT, docFiles } from './doc-files.mjs';

/** The text with fenced code blocks and inline code spans blanked (line breaks kept, so lines still count). */
export function withoutCode(text) {
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank).replace(/(`+)[^`\n][\s\S]*?\1/g, blank);
}

/** GitHub's id for a heading: lower case, punctuation dropped (letters, digits, spaces, '-' and '_' stay),
 *  each space a '-'. Inline code, emphasis and links count by their text. */
export function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The ids of a Markdown text's headings, in order; repeats get -1, -2, ... as GitHub gives them. */
export function anchors(text) {
  const seen = new Map();
  const out = new Set();
  for (const line of withoutCode(text).split('\n')) {
    const m = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** Every link target in a Markdown text with its line: [text](target), ![alt](target), <img src>, <a href>. */
export function links(text) {
  const out = [];
  withoutCode(text)
    .split('\n')
    .forEach((line, i) => {
      for (const m of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
        out.push({ target: m[1], line: i + 1 });
      for (const m of line.matchAll(/<(?:img|a)\s[^>]*?(?:src|href)="([^"]+)"/g))
        out.push({ target: m[1], line: i + 1 });
    });
  return out;
}

/** The broken links of the given files (paths relative to `root`), as "file:line: target: why". */
export function brokenLinks(files, root = ROOT) {
  const problems = [];
  const headings = new Map();
  const anchorsOf = (path) => {
    if (!headings.has(path)) headings.set(path, anchors(readFileSync(path, 'utf8')));
    return headings.get(path);
  };
  for (const file of files) {
    const path = join(root, file);
    for (const { target, line } of links(readFileSync(path, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const hash = target.indexOf('#');
      const part = decodeURI(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
      const to = part === '' ? path : join(dirname(path), part);
      const where = `${file}:${line}: ${target}`;
      if (!existsSync(to)) {
        problems.push(`${where}: no file ${relative(root, to)}`);
        continue;
      }
      if (anchor === null) continue;
      if (statSync(to).isDirectory() || !to.endsWith('.md'))
        problems.push(`${where}: an anchor into ${relative(root, to)}, which has no headings`);
      else if (!anchorsOf(to).has(anchor)) problems.push(`${where}: no heading #${anchor} in ${relative(root, to)}`);
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = docFiles();
  const problems = brokenLinks(files);
  for (const p of problems) console.log(p);
  if (problems.length) process.exit(1);
  const count = files.reduce((n, f) => n + links(readFileSync(join(ROOT, f), 'utf8')).length, 0);
  console.log(`${count} links in ${files.length} files, none broken`);
}
