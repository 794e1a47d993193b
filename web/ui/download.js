// Saving a file from the page: a Blob handed to the browser's download under a name, and the scene's title as a file name.
import { el } from './el.js';

/** Downloads `blob` as `name` (a Blob URL, revoked a second later). */
export function download(blob, name) {
  const a = el('a', { href: URL.createObjectURL(blob), download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** A scene's title as a file name's part: lower case, words joined by '-' ('scenario' when none is left). */
export function sceneSlug(title) {
  return (
    (title || 'scenario')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'scenario'
  );
}
