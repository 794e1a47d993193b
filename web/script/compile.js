// A script's words before it runs: the QuickJS runtime's limits, a syntax error found by compiling the source
// in a throwaway context (the editor's marks, `validate`), and a stop's message naming the script and its line.

/** Limits of the QuickJS runtime (every script of a scene shares them). */
export const SCRIPT_MEMORY_BYTES = 16 << 20;
export const SCRIPT_STACK_BYTES = 256 << 10;

/** "scripts.NAME: line L: message", the line from the error's stack where it names the script. */
export function scriptMessage(name, error, stack = '') {
  const match = new RegExp(`scripts\\.${name}:(\\d+)`).exec(stack);
  return `scripts.${name}: ${match ? `line ${match[1]}: ` : ''}${error}`;
}

/** Compiles `source` in a throwaway context: null, or { line, column, message } of its syntax error. */
export function syntaxError(quickjs, name, source) {
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(SCRIPT_MEMORY_BYTES);
  const context = runtime.newContext();
  // Compiled, not run: the source wrapped in a function that is never called.
  const result = context.evalCode(`(function () {\n${source}\n})`, `scripts.${name}`);
  let error = null;
  if (result.error) {
    const e = context.dump(result.error);
    result.error.dispose();
    const at = /:(\d+):(\d+)/.exec(e?.stack ?? '');
    error = {
      line: at ? Number(at[1]) - 1 : (e?.lineNumber ?? 1) - 1,
      column: at ? Number(at[2]) : 0,
      message: `${e?.name ?? 'Error'}: ${e?.message ?? e}`,
    };
  } else {
    result.value.dispose();
  }
  context.dispose();
  runtime.dispose();
  return error;
}
