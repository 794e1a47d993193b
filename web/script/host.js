// Connects a run (the core's Timeline) to a ScriptRuntime: the core's ScriptHost over a JS object whose
// steer(batch) the core calls once per step with every scripted agent that decides; the script's world
// calls go back into the core through the same handle. Each run that has scripts gets its own.

/**
 * @param module the wasm module; `timeline` a Timeline handle; `runtime` a ScriptRuntime.
 * @returns {{ handle, dispose(): void }} the handle; dispose() detaches the host from the run and frees it
 */
export function attachScriptHost(module, timeline, runtime) {
  const handle = new module.ScriptHost({ steer: () => runtime.steer(handle) });
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
