// Scripts in the page: the script editor opened with E, from a script agent's "Edit its script" or after the
// Add-agent tool placed a script agent (which gets a new script from the starter), and what the editor's
// changes do to the document (sim/scene-scripts.js: through the core, one undoable step each). The editor
// (ui/script-editor.js and CodeMirror, vendor/codemirror.js) is fetched with import() when first opened.
import {
  addScriptInEdit,
  agentsUsing,
  freeScriptName,
  replaceScripts,
  sceneScripts,
  scriptRecord,
} from '../sim/scene-scripts.js';
import { loadScriptEngine } from '../sim/scripted.js';
import { t } from '../i18n/locale.js';

/** Adds app.scripts: { open(name?), addAgent(at), prepare(), editor(), apply(scripts, renames), syntaxError(name, source) }. */
export function wireScripts(app) {
  const { sim, doc, loop, ui, canvas } = app;
  const agentName = (i) => sim.agentName(i) || `agent ${i}`;
  const kit = {
    freeName: (taken) => freeScriptName(taken),
    scripts: () => sceneScripts(sim),
    agentsUsing: (name) => agentsUsing(doc, name),
    /** The core's word on a script name (its rule, its length). */
    checkName: (name) =>
      sim.validateScenario(JSON.stringify({ version: 1, world: { grid: ['.'] }, scripts: { [name]: '' } })),
    /** The agents their script stopped: each its name, its compare pane's name ('' without a compare) and its
     *  message ("scripts.NAME: line L: ..."). */
    stopped: () => {
      const out = [];
      // The scene's run, or in compare mode each pane's (the scene's run does not play then).
      const runs = app.compare.active ? app.compare.panes.map((p) => [p.sim, p.name]) : [[sim, '']];
      for (const [run, pane] of runs) {
        for (let i = 0; i < run.agentCount; i++) {
          if (run.agentStatus(i) === 'script')
            out.push({ agent: agentName(i), pane, message: scriptRecord(run, i)?.message ?? '' });
        }
      }
      return out;
    },
    version: () => sim.version * 4096 + sim.generation,
    /** The runs whose script lines the editor's console shows: each compare pane's, or the scene's. */
    runs: () =>
      app.compare.active ? app.compare.panes.map((p) => ({ sim: p.sim, label: p.name })) : [{ sim, label: '' }],
    onLayout: () => app.view.version++, // the world's room changed: draw it again
    loadEngine: () => loadScriptEngine(),
    apply: (scripts, renames) => {
      if (app.embed) throw new Error(t('script-embed-read-only'));
      loop.pause();
      const comparing = app.compare.active; // the panes are copies of the scene: made again from the new one
      // The scene's run goes to the step the panes show first, so that undo brings the old code back there.
      if (comparing) doc.sim.seek(app.compare.clock.stepCount);
      app.leaveCompare();
      try {
        replaceScripts(doc, scripts, renames);
      } finally {
        if (comparing) app.enterCompare();
        app.syncCompareToggle();
      }
      app.lessons?.player?.exercise?.codeChanged(); // a check of other code is no longer this code's
    },
    toast: (text) => app.toast(text),
    onClose: () => canvas.focus({ preventScroll: true }),
  };
  let pending = null,
    starter = null;
  const loadStarter = () =>
    import('../script/starter.js').then((m) => {
      starter = m.STARTER_SCRIPT;
    });
  const editor = () => {
    pending ??= import('../ui/script-editor.js')
      .then((m) => m.createScriptEditor(kit))
      .catch((err) => {
        pending = null;
        throw err;
      });
    return pending;
  };
  /** The selected agent's script, if it runs one. */
  const selectedScript = () =>
    ui.selected?.type === 'agent' ? (scriptRecord(sim, ui.selected.index)?.script ?? null) : null;
  const open = async (name = selectedScript()) => {
    try {
      (await editor()).open(name);
    } catch (err) {
      app.showErrors(t('toast-script-editor-failed'), [err.message]);
    }
  };
  app.panel.onEditScript = (i, name = scriptRecord(sim, i)?.script ?? null) => open(name); // a compare pane's agent names its script
  app.panel.scriptName = (i) => scriptRecord(sim, i)?.script ?? '';
  app.scripts = {
    open,
    editor,
    /** The editor's Apply: the scene's scripts replaced ({ NAME: SOURCE }), one undoable step (a lesson's exercise uses it). */
    apply: kit.apply,
    /** Loads the engine ahead of a first script agent. */
    /** The syntax error of `source` as script `name` ({ line, column, message }), or null: QuickJS compiles it
     *  (the engine loads first), as the editor does before Apply. */
    async syntaxError(name, source) {
      const [quickjs, { syntaxError }] = await Promise.all([loadScriptEngine(), import('../script/runtime.js')]);
      return syntaxError(quickjs, name, source);
    },
    prepare: () => {
      Promise.all([loadScriptEngine(), loadStarter()]).catch((err) =>
        app.toast(t('toast-script-engine-failed', { error: err.message }), { bad: true }),
      );
    },
    /** The Add-agent tool's script agent at `at`, within its edit: a new script from the starter, then the agent. */
    addAgent(at) {
      if (!starter) throw new Error(t('script-engine-loading'));
      const name = freeScriptName(Object.keys(sceneScripts(sim)));
      addScriptInEdit(doc, name, starter);
      const index = sim.addAgentDef({
        behavior: 'script',
        script: name,
        start: at,
        goal: at,
        radius: 0.35,
        maxSpeed: 3,
        maxAccel: 10,
      });
      app.toast(t('toast-script-new', { name }));
      return index;
    },
  };
}
