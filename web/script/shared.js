// What the script runtime relies on in quickjs-emscripten-core beyond its stable API, in one place: memory
// QuickJS shares with the host (a buffer whose bytes both read and write in place), and the direct path for
// the contract's one fast host function. package.json pins the exact version these were checked against
// (QUICKJS_EMSCRIPTEN below); each is checked where it is used, and tests/cli/script-calls.test.mjs fails
// naming that version if an upgrade breaks either. Nothing of the library is replaced: the heap is read
// through getWasmMemory() (its public, experimental accessor), and the dispatcher is wrapped, not patched.

/** The quickjs-emscripten-core version (and its variant's) that package.json pins and the tests check. */
export const QUICKJS_EMSCRIPTEN = '0.32.0';

/** Where the 16-byte marker written into a new buffer's bytes sits in QuickJS's memory: its byte offset, or -1
 *  when it is not there exactly once (8-byte aligned, as a double's). */
function locate(memory, marker) {
  const heap = new Uint32Array(memory.buffer);
  let found = -1;
  for (let i = heap.indexOf(marker[0]); i >= 0; i = heap.indexOf(marker[0], i + 1)) {
    if ((i & 1) !== 0 || heap[i + 1] !== marker[1] || heap[i + 2] !== marker[2] || heap[i + 3] !== marker[3]) continue;
    if (found >= 0) return -1;
    found = i;
  }
  return found < 0 ? -1 : found * 4;
}

/**
 * A QuickJS ArrayBuffer of n doubles that the host reads and writes in place: { handle, at, n, view }.
 * quickjs-emscripten's newArrayBuffer copies the bytes it is handed into a block of QuickJS's heap that the
 * ArrayBuffer then owns; the block is found by a random marker written into those bytes. `take` (one of the
 * contract's __box, __rows, __near) is handed the buffer and returns its first number: the host writes one
 * there and checks that QuickJS reads it, else throws.
 */
export function shareDoubles(context, memory, n, take) {
  const bytes = new ArrayBuffer(Math.max(n, 2) * 8);
  const marker = crypto.getRandomValues(new Uint32Array(4));
  new Uint32Array(bytes, 0, 4).set(marker);
  const handle = context.newArrayBuffer(bytes);
  const shared = { handle, at: locate(memory, marker), n, view: null };
  let read = NaN;
  if (shared.at >= 0) {
    const view = doublesView(memory, shared);
    view.fill(0);
    view[0] = 0.5;
    const r = context.callFunction(take, context.undefined, handle);
    read = r.error ? NaN : context.getNumber(r.value);
    (r.error ?? r.value).dispose();
    view[0] = 0;
  }
  if (read !== 0.5) {
    handle.dispose();
    throw new Error(
      `the script runtime cannot share memory with this quickjs-emscripten (checked with ${QUICKJS_EMSCRIPTEN})`,
    );
  }
  return shared;
}

/** A shared buffer as a Float64Array (made again when QuickJS's memory grew and the last one let go). */
export function doublesView(memory, shared) {
  if (!shared.view || shared.view.length === 0) shared.view = new Float64Array(memory.buffer, shared.at, shared.n);
  return shared.view;
}

/**
 * quickjs-emscripten calls every host function through a generic path (a scope, a handle per argument, a
 * generator for its asyncify builds): about 5 µs a call, more than a ray cast. The contract's fast function
 * takes no arguments and returns nothing, so once its function id is known (`entry.fastId`, learned by its
 * first call through the generic path, which records `entry.lastId`), its calls go straight to `onFast()`.
 * Wraps the context's dispatcher (private in quickjs-emscripten-core 0.32); returns false when this version
 * has none (every call then takes the generic path: slower, the same answers).
 */
export function hookHostCalls(context, entry, onFast) {
  const callbacks = context.cToHostCallbacks;
  if (typeof callbacks?.callFunction !== 'function') return false;
  const generic = callbacks.callFunction;
  callbacks.callFunction = (ctx, thisPtr, argc, argv, fnId) => {
    if (fnId === entry.fastId) {
      onFast();
      return 0;
    }
    entry.lastId = fnId;
    return generic(ctx, thisPtr, argc, argv, fnId);
  };
  return true;
}
