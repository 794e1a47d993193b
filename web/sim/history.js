// Undo and redo of edits. Each entry is a complete copy of the core's World (cheap: the world is plain
// values), taken just before an edit; a whole pointer stroke is one entry.

const MAX_ENTRIES = 60;

export class History {
  /** @param {import('./sim.js').Sim} sim */
  constructor(sim) {
    this.sim = sim;
    this.undoStack = [];
    this.redoStack = [];
  }

  /** Call before an edit: remembers the world as it is now. */
  checkpoint() {
    this.undoStack.push(this.sim.snapshot());
    if (this.undoStack.length > MAX_ENTRIES) this.undoStack.shift().delete();
    this.#clear(this.redoStack);
  }

  /** Forgets the last checkpoint (an edit that turned out to change nothing, or failed). */
  discard() {
    this.undoStack.pop()?.delete();
  }

  /** Puts back the world of the last checkpoint and forgets the edit (a gesture that was cancelled). */
  revert() {
    const snapshot = this.undoStack.pop();
    if (!snapshot) return false;
    this.sim.swap(snapshot).delete();
    return true;
  }

  undo() { return this.#move(this.undoStack, this.redoStack); }
  redo() { return this.#move(this.redoStack, this.undoStack); }

  get canUndo() { return this.undoStack.length > 0; }
  get canRedo() { return this.redoStack.length > 0; }

  /** Drops every entry (a new scenario was opened: its own first state is the base). */
  reset() {
    this.#clear(this.undoStack);
    this.#clear(this.redoStack);
  }

  #move(from, to) {
    const snapshot = from.pop();
    if (!snapshot) return false;
    to.push(this.sim.swap(snapshot));
    return true;
  }

  #clear(stack) {
    while (stack.length) stack.pop().delete();
  }
}
