// Finds references to paths outside the repository in its docs and sources: a clone has only the repo, so
// a link or a comment that points into the folder of notes kept beside the repo while it was written (its
// specification and the articles), into a machine's own folders (an absolute path), or up above the repo's
// root by a relative path is a reference a reader cannot follow. A few relative paths are not paths from the
// file that holds them (a path from an executable, say); ALLOWED lists each with the reason.
//   node scripts/outside-paths.mjs [ROOT]   prints each as FILE:LINE: what, and exits 1 if there is any
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Relative paths that do not resolve from the file that holds them: file, the text, and why it is right. */
export const ALLOWED = [
  {
    file: 'CMakeLists.txt',
    text: '../../examples',
    why: "a comment on the viewer's search for its gallery from build/native/, where the executable is",
  },
  {
    file: 'docs/viewer.md',
    text: '../../examples',
    why: 'from the viewer executable in build/native/, not from docs/: the examples of the build tree',
  },
  {
    file: 'docs/scripts.md',
    text: '../../scripts/',
    why: 'from the native executables in build/native/, where the tools look for the script server',
  },
  {
    file: 'native/script_engine.cpp',
    text: '../../scripts',
    why: 'the script server searched from the executable in build/native/, not from native/',
  },
  {
    file: 'native/script_engine.cpp',
    text: '../../scripts/script-server.mjs',
    why: 'the script server searched from the executable in build/native/, not from native/',
  },
  {
    file: 'native/script_engine.hpp',
    text: '../../scripts/',
    why: 'a comment on the search from the executable in build/native/, not from native/',
  },
];

/** Names of things that lived beside the repo while it was written, never in it. */
const OUTSIDE_NAMES = ['../shared', 'ALGORITHMS.md', 'shared/seeds'];
/** A machine's own folders: an absolute path into one is never in a clone. */
const MACHINE_DIRS = /(?<![\w.-])\/(?:work|home|root|Users|mnt|media|srv|opt)\/[\w.@-]/;
/** A relative path with at least one step up: checked against the root it would resolve from. */
const CLIMB = /(?<![\w./-])((?:\.\.\/)+)[\w@.-][\w@./-]*/g;

/** This checker and its test name what they look for. */
const SELF = new Set(['scripts/outside-paths.mjs', 'tests/cli/outside-paths.test.mjs']);

/** The files scanned under `root`: every file a clone carries (tracked, or new and not ignored). */
export function scannedFiles(root = HERE) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return [...new Set(out.split('\0').filter(Boolean))].sort();
}

/** What points outside the repo in one file's text: [{ line, what }]. `file` is relative to `root`. */
export function outsideReferences(text, file, root = HERE) {
  const found = [];
  const lines = text.split('\n');
  const base = dirname(join(root, file));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    for (const name of OUTSIDE_NAMES) {
      if (line.includes(name)) found.push({ line: i + 1, what: `names ${name}, which is not in the repo` });
    }
    const machine = line.match(MACHINE_DIRS);
    if (machine) found.push({ line: i + 1, what: `an absolute path into a machine's folders: ${machine[0]}…` });
    for (const m of line.matchAll(CLIMB)) {
      if (ALLOWED.some((a) => a.file === file && m[0] === a.text)) continue;
      const target = resolve(base, m[0]);
      const inside = relative(root, target);
      if (inside.startsWith('..') || inside.split(sep)[0] === '..') {
        found.push({ line: i + 1, what: `${m[0]} climbs above the repo's root from ${dirname(file)}/` });
      }
    }
  }
  return found;
}

/** Every reference outside the repo under `root`: [{ file, line, what }]. */
export function findOutsidePaths(root = HERE) {
  const out = [];
  for (const file of scannedFiles(root)) {
    if (SELF.has(file)) continue;
    const bytes = readFileSync(join(root, file));
    if (bytes.includes(0)) continue; // binary: images, wasm, compressed maps
    for (const f of outsideReferences(bytes.toString('utf8'), file, root)) out.push({ file, ...f });
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ? resolve(process.argv[2]) : HERE;
  const found = findOutsidePaths(root);
  for (const f of found) console.log(`${f.file}:${f.line}: ${f.what}`);
  console.log(
    found.length ? `${found.length} references outside the repo` : 'no reference outside the repo in docs or sources',
  );
  process.exit(found.length ? 1 : 0);
}
