// Which of the page's modules the i18n check reads for words that bypass the catalogue (docs/languages.md): every
// .js under web/, so that a new module is checked from its first line, except the two lists below, each module with
// its reason. NOT_SHOWN is for good (no literal of it is a word a reader sees); NOT_MOVED shrinks as modules move
// to the catalogue, and the check fails on a module of it that has no words left (take it off the list then).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Modules whose string literals are not words a reader sees (the code, data or English they carry is meant). */
export const NOT_SHOWN = {
  'web/i18n/en.js': "English's catalogue itself (written from en.ftl by scripts/i18n.mjs)",
  'web/i18n/en-lazy.js': "English's catalogue itself, for modules fetched on demand",
  'web/i18n/en-panels.js': "English's catalogue itself, for modules fetched on demand",
  'web/i18n/en-tools.js': "English's catalogue itself, for modules fetched on demand",
  'web/i18n/en-lessons.js': "English's catalogue itself, for modules fetched on demand",
  'web/i18n/en-scripts.js': "English's catalogue itself, for modules fetched on demand",
  'web/i18n/en-draw.js': "English's catalogue itself, for the canvas's drawers fetched on demand",
  'web/i18n/en-first.js':
    "English's catalogue itself, for more of the first load (the page's own errors, the timeline's tooltip)",
  'web/i18n/en-settings.js':
    "English's catalogue itself, the settings' explanations (the selection's panel and the npm package read them)",
  'web/i18n/ftl.js': "the catalogue reader's complaints about a .ftl line, for the translator in the console",
  'web/i18n/pseudo.js': "the pseudo-locale's filler letters, which lengthen a message by 40 %",
  'web/draw/gl/shaders.js': 'GLSL source compiled by the GPU',
  'web/draw/gif.js': "the GIF encoder's errors on a misuse by our own code (sizes, palette), never a reader's input",
  'web/draw/gl/agents.js': "an error on a misuse by our own code (more colours than the shader's flags word)",
  'web/ui/game-code.js':
    'the code the game-code dialog writes, comments included: English like the packages and their guide (its notes are messages, gcd-)',
  'web/script/contract.js': "JavaScript source run inside the scripts' sandbox, and its layout errors for developers",
  'web/script/runtime.js':
    "the script runtime's stops (an agent's stop reason the core records and the command line prints, English as every CLI output): the page words them, ui/script-words.js",
  'web/script/shared.js':
    "an error only a quickjs-emscripten other than the vendored one can cause (the build's mismatch, never a reader's doing)",
  'web/script/starter.js': "the starter script's code and comments: a script's own text, the user's to edit",
  'web/script/watch.js': "the command line's stderr line (English, as every CLI output); the page words it as lsd-text",
  'web/offline/one-file.js': "the one-file export's Content-Security-Policy and its inline group's name in the bundle",
  'web/offline/sw.js':
    "the service worker's 503 body for a newer build's file and its error naming the file: the page never shows them (a fetch says its status, an import fails, and the page's own update note, sw-, says to reload); a worker has no catalogue",
  'web/sim/run-series.js':
    'the CSV export: its column names are an interface for scripts (docs/languages.md, CSV exports)',
};

/** Modules with shown words still in English (docs/languages.md, "Not yet translated"): what each holds. */
export const NOT_MOVED = {
  'web/offline/one-file-boot.js':
    "the one-file export's missing-file error: a one-file copy has no catalogue to fetch and runs in English (locale.js falls back to it), so what it alone shows stays English",
};

/** Every module under web/ (paths from the repository's root, with /), sorted. */
export function webModules() {
  return readdirSync(join(ROOT, 'web'), { recursive: true })
    .filter((f) => f.endsWith('.js'))
    .map((f) =>
      relative(ROOT, join(ROOT, 'web', f))
        .split(sep)
        .join('/'),
    )
    .sort();
}

/** The modules the check reads: every module under web/ that neither list names. */
export const wordedModules = () => webModules().filter((f) => !(f in NOT_SHOWN) && !(f in NOT_MOVED));
