// Connects a run (the core's Timeline, or a QualityRun) to a ScriptRuntime: the core's ScriptHost over a JS
// object whose steer() the core calls once per step with every scripted agent that decides; the runtime sees
// the step through a ModuleStepHost, and the script's world calls go back into the core through the same
// handle (the mailbox's numbers copied into the host's own, answered there). Each run that has scripts gets
// its own.

/** The core's exchange layout (script_exchange.hpp) as the module exports it: what the runtime reads. */
export function scriptLayout(module) {
  return JSON.parse(module.scriptLayout());
}

/** The runtime's view of one step of the core's ScriptHost handle (see ScriptRuntime.steer). */
export class ModuleStepHost {
  constructor(handle, layout) {
    this.handle = handle;
    this.core = null; // the handle's mailbox (a view into the core's memory, taken again after it grows)
    this.op = layout.box.op;
    this.neighbors = layout.calls.neighbors;
  }
  input() {
    return this.handle.inputView();
  }
  dt() {
    return this.handle.dt();
  }
  step() {
    return this.handle.step();
  }
  budget() {
    return this.handle.budget();
  }
  scriptName(k) {
    return this.handle.scriptName(k);
  }
  texts(k) {
    return this.handle.texts(k);
  }
  /** Answers the world call in `box` in place; a neighbors call's agents come back as numbers. */
  call(box) {
    let core = this.core;
    if (!core || core.length === 0) core = this.core = this.handle.boxView();
    const op = box[this.op];
    core.set(box);
    this.handle.call();
    if (core.length === 0) core = this.core = this.handle.boxView();
    box.set(core);
    return op === this.neighbors ? this.handle.nearView() : null;
  }
  name(text) {
    return this.handle.name(text);
  }
  show(i, name, value) {
    this.handle.show(i, name, value);
  }
  /** The step's answers to the core; returns the memories (what the handle's steer returns). */
  finish(output, stops, notes, memories, abandoned) {
    this.handle.outputView().set(output);
    for (const [k, message] of stops) this.handle.stop(k, message);
    for (const [i, text] of notes) this.handle.note(i, text);
    if (abandoned) this.handle.abandon();
    return memories;
  }
}

/**
 * A ScriptHost handle over `runtime`, for a QualityRun's setScriptHost() or a Timeline.
 * @returns {{ handle, dispose(): void }}
 */
export function newScriptHost(module, runtime) {
  let step = null;
  const handle = new module.ScriptHost({ steer: () => runtime.steer(step) });
  step = new ModuleStepHost(handle, runtime.layout);
  return { handle, dispose: () => handle.delete() };
}

/**
 * @param module the wasm module; `timeline` a Timeline handle; `runtime` a ScriptRuntime.
 * @returns {{ handle, dispose(): void }} the handle; dispose() detaches the host from the run and frees it
 */
export function attachScriptHost(module, timeline, runtime) {
  const { handle } = newScriptHost(module, runtime);
  module.setScriptHost(timeline, handle);
  return {
    handle,
    dispose() {
      try {
        module.setScriptHost(timeline, null);
      } catch {
        /* the run was deleted first */
      }
      handle.delete();
    },
  };
}

/** The scene's scripts of a run's world as { NAME: SOURCE }. */
export function scriptsOf(module, world) {
  return JSON.parse(module.scriptSources(world));
}
