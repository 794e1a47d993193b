// The documentation: README.md and every Markdown page under docs/ (relative to the root, sorted). The
// figure checks (measured blocks and tables) and the link check read these files.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** README.md and docs/**.md, as paths relative to the root. */
export function docFiles(root = ROOT) {
  const out = ['README.md'];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) out.push(relative(root, path));
    }
  };
  walk(join(root, 'docs'));
  return out;
}
