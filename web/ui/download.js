// Saving a file from the page: a Blob handed to the browser's download under a name.
import { el } from './el.js';

/** Downloads `blob` as `name` (a Blob URL, revoked a second later). */
export function download(blob, name) {
  const a = el('a', { href: URL.createObjectURL(blob), download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
