// Undo and redo of edits. Each entry is a complete copy of the core's run (cheap: the world is plain
// values), taken just before an edit; a whole pointer stroke is one entry. An entry taken before a scene
// was opened in its place (a map or a problem row) also keeps the document's title, description and
// compare set of that moment (`meta`), so undoing the opening brings the previous scene back whole.

const MAX_ENTRIES = 60;

export class History {
  /**
   * @param {import('./sim.js').Sim} sim
   * @param {() => object} meta the document's meta now (kept with each entry; null when unused)
   */
  constructor(sim, meta = () => null) {
    this.sim = sim;
    this.meta = meta;
    this.undoStack = [];
    this.redoStack = [];
  }

  /** Call before an edit: remembers the world as it is now (and, with `withMeta`, the document's meta). */
  checkpoint(withMeta = false) {
    this.keep(this.take(withMeta));
  }

  /** The world as it is now (and, with `withMeta`, the document's meta) as an entry not yet in the history: an
   *  edit that may fail takes it first, then keeps it once it succeeded (or forgets it), so that a failure leaves
   *  the redo history as it was. */
  take(withMeta = false) {
    return { run: this.sim.snapshot(), meta: withMeta ? this.meta() : null };
  }

  /** Puts an entry `take()` made on the undo history (the redo history is cleared: an edit was made). */
  keep(entry) {
    this.undoStack.push(entry);
    if (this.undoStack.length > MAX_ENTRIES) this.undoStack.shift().run.delete();
    this.#clear(this.redoStack);
  }

  /** Frees an entry `take()` made that is not kept. */
  forget(entry) {
    entry.run.delete();
  }

  /** Forgets the last checkpoint (an edit that turned out to change nothing, or failed). */
  discard() {
    this.undoStack.pop()?.run.delete();
  }

  /** Puts back the world of the last checkpoint and forgets the edit (a gesture that was cancelled). */
  revert() {
    const entry = this.undoStack.pop();
    if (!entry) return false;
    this.sim.swap(entry.run).delete();
    return true;
  }

  /** Steps back one entry; returns it ({ meta }: the document's meta then, or null) or null when there was nothing to undo. */
  undo() {
    return this.#move(this.undoStack, this.redoStack);
  }
  /** Steps forward one entry; returns it as undo() does, or null when there was nothing to redo. */
  redo() {
    return this.#move(this.redoStack, this.undoStack);
  }

  get canUndo() {
    return this.undoStack.length > 0;
  }
  get canRedo() {
    return this.redoStack.length > 0;
  }

  /** Drops every entry (a new scenario was opened: its own first state is the base). */
  reset() {
    this.#clear(this.undoStack);
    this.#clear(this.redoStack);
  }

  #move(from, to) {
    const entry = from.pop();
    if (!entry) return null;
    to.push({ run: this.sim.swap(entry.run), meta: entry.meta ? this.meta() : null }); // an opening, either way
    return entry;
  }

  #clear(stack) {
    while (stack.length) stack.pop().run.delete();
  }
}
