// Undo and redo of edits. Each entry is a complete copy of the core's run (cheap: the world is plain
// values), taken just before an edit, with the document's title, description and compare set of that
// moment (`meta`), so undoing the opening of a map or a problem row brings the previous scene back whole.
// A whole pointer stroke is one entry.

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

  /** Call before an edit: remembers the world (and the document's meta) as they are now. */
  checkpoint() {
    this.undoStack.push({ run: this.sim.snapshot(), meta: this.meta() });
    if (this.undoStack.length > MAX_ENTRIES) this.undoStack.shift().run.delete();
    this.#clear(this.redoStack);
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

  /** Steps back one entry; returns the meta the document had then (null when there was nothing to undo). */
  undo() { return this.#move(this.undoStack, this.redoStack); }
  /** Steps forward one entry; returns the meta the document had then (null when there was nothing to redo). */
  redo() { return this.#move(this.redoStack, this.undoStack); }

  get canUndo() { return this.undoStack.length > 0; }
  get canRedo() { return this.redoStack.length > 0; }

  /** Drops every entry (a new scenario was opened: its own first state is the base). */
  reset() {
    this.#clear(this.undoStack);
    this.#clear(this.redoStack);
  }

  #move(from, to) {
    const entry = from.pop();
    if (!entry) return null;
    const meta = this.meta();
    to.push({ run: this.sim.swap(entry.run), meta });
    return entry.meta ?? {};
  }

  #clear(stack) {
    while (stack.length) stack.pop().run.delete();
  }
}
