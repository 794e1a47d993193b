// Share links: `#s=` + base64url (no padding) of the raw-deflated scenario JSON, the same encoding the
// CLI reads and writes with zlib. Decoding is bounded at every layer, so a truncated, foreign, huge or
// zip-bomb link ends in a clear error, never a hang or a crash. Validation is the core's job.
// The size limits are the core's, read from the module (useCoreLimits, called when a module's tables are
// first read: sim/layouts.js). The base64url codec here gives the same text, bytes and messages as the
// core's (core/src/io/link.cpp), checked on the same inputs by tests/wasm/link-codec.test.mjs: the
// browser's own atob/btoa are far faster than a call into the module per link. The messages are the page's
// catalogue's (ld-link-*): English's are the core's words.
import { t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // the ld- messages it words

/** A link's error (message ld-link-<what> with `args`), marked as the link's own. */
function linkError(what, args) {
  return Object.assign(new Error(t(`ld-link-${what}`, args)), { link: true });
}

/** The core's size limits (the module's limits()): linkChars, inflatedBytes, scenarioBytes, lessonBytes,
 *  scriptBytes, movingAiBytes. Empty until a module is loaded. */
export const LIMITS = {};

/** Takes the size limits from the core (the module's limits()). */
export function useCoreLimits(limits) {
  Object.assign(LIMITS, limits);
}

/** One of the core's limits; throws when no module gave them yet. */
export function coreLimit(name) {
  if (!(LIMITS[name] > 0)) throw linkError('limit', { name });
  return LIMITS[name];
}

const B64URL = /^[A-Za-z0-9_-]*$/;

export function bytesToBase64url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text (padding optional); the core's checks in the core's order, with its messages
 *  (after "link: "): the length first (in UTF-8 bytes, as the core counts), then the first bad character. */
export function base64urlToBytes(text) {
  const clean = text.replace(/=+$/, '');
  const size = B64URL.test(clean) ? clean.length : new TextEncoder().encode(clean).length;
  if (size % 4 === 1) throw linkError('length', { size: String(size) });
  if (!B64URL.test(clean)) {
    const at = [...clean].findIndex((c) => !/[A-Za-z0-9_-]/.test(c));
    throw linkError('character', { at: String(at + 1) });
  }
  const binary = atob(clean.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (clean.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The payload of a link: a whole URL, "#s=…", "s=…" or the bare payload. */
export function linkPayload(link) {
  const text = link.trim();
  const at = text.indexOf('#s=');
  if (at >= 0) return text.slice(at + 3);
  return text.startsWith('s=') ? text.slice(2) : text;
}

export async function deflateRaw(text) {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inflates, giving up as soon as the output passes `limit` bytes. */
export async function inflateRaw(bytes, limit = coreLimit('inflatedBytes')) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) {
        await reader.cancel();
        throw linkError('inflates', { limit: String(limit) });
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err.link) throw err;
    throw linkError('not-deflate');
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

/** The link payload (without "#s=") for scenario JSON text. */
export async function encodeLink(text) {
  return bytesToBase64url(await deflateRaw(text));
}

/** The scenario JSON text inside a link. Throws an Error whose message says which layer failed. */
export async function decodeLink(link) {
  const payload = linkPayload(link);
  if (!payload) throw linkError('empty');
  if (payload.length > coreLimit('linkChars'))
    throw linkError('too-many', { length: String(payload.length), limit: String(coreLimit('linkChars')) });
  const bytes = await inflateRaw(base64urlToBytes(payload));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw linkError('not-utf8');
  }
}
