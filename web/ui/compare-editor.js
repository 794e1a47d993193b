// The compare set editor: 2 to 4 variants of the scene, each a label, the agents it changes (all, or one),
// an optional behaviour, an optional route planner and an optional setting with its value; or one of a few
// ready-made sets (every ray behaviour for the selected agent, n-proxy's P-step rule off and on, no route and
// the two planners). The core checks the set and names
// the field when a variant does not fit the scene; nothing changes then. Its words (and the ready-made sets'
// labels, which the scene then keeps as its own) come from the catalogue: ids starting with ced-.
import { t } from '../i18n/locale.js';
import '../i18n/en-panels.js'; // this module's English (not in the first load)
import { el } from './el.js';

/** Numbers each row's list of settings (a datalist needs an id). */
let rowIds = 0;

export class CompareEditor {
  /**
   * @param {{ root: HTMLElement, rows: HTMLElement, presets: HTMLSelectElement, add: HTMLButtonElement, apply: HTMLButtonElement,
   *           cancel: HTMLButtonElement, errors: HTMLElement }} elements
   * @param {import('../sim/sim.js').Sim} sim
   * @param {{ current: () => object[] | null, selected: () => number, apply: (variants: object[]) => void }} hooks
   *   apply throws a ScenarioError (errors naming fields) when the core refuses the set.
   */
  constructor(elements, sim, hooks) {
    this.el = elements;
    this.sim = sim;
    this.hooks = hooks;
    this.rows = [];
    elements.add.addEventListener('click', () => {
      if (this.rows.length < 4) this.#row({ label: t('ced-variant', { n: this.rows.length + 1 }), agents: 'all' });
    });
    elements.cancel.addEventListener('click', () => this.close());
    // The dialog's keys are its own (Space does not play the page behind it); Esc closes it, as Cancel does.
    elements.root.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (e.key === 'Escape') this.close();
    });
    elements.apply.addEventListener('click', () => this.#apply());
    elements.presets.addEventListener('change', () => {
      this.#preset(elements.presets.value);
      elements.presets.value = '';
    });
  }

  open() {
    this.el.errors.replaceChildren();
    this.el.rows.replaceChildren();
    this.rows = [];
    const current = this.hooks.current();
    const variants = current?.length ? current : this.#defaults();
    for (const v of variants) this.#row(v);
    this.el.root.hidden = false;
    this.rows[0]?.label.focus();
  }

  close() {
    this.el.root.hidden = true;
  }

  /** Two variants of the selected agent (or all): as it is, and the same with another behaviour of its kind. */
  #defaults() {
    const i = this.hooks.selected();
    const agents = i >= 0 ? [i] : 'all';
    return [
      { label: t('ced-as-is'), agents },
      { label: t('ced-variant', { n: 2 }), agents },
    ];
  }

  /** The agents a preset can change: the selected one, or every agent of the kind it needs (all: 'all'). */
  #fitting(name) {
    const sim = this.sim;
    const fits = (i) => {
      const behavior = sim.behaviorNames[sim.behaviorIndex(i)];
      if (name === 'pstep' || name === 'p37') return behavior === 'nproxy';
      return sim.agent(i).kind === (name === 'grid' ? 'grid' : 'continuous');
    };
    const i = this.hooks.selected();
    if (i >= 0) return fits(i) ? [i] : [];
    const all = sim.agentNames().map((_, k) => k);
    const list = all.filter(fits);
    return list.length === all.length ? 'all' : list;
  }

  /** The core's behaviours of one family ('grid', 'ray', ...), in its order. */
  #family(family) {
    return this.sim.behaviorNames.filter((_, b) => this.sim.behaviorFamilies[b] === family);
  }

  #preset(name) {
    const agents = this.#fitting(name);
    this.el.errors.replaceChildren();
    if (agents.length === 0) {
      const kind = name === 'pstep' || name === 'p37' ? 'nproxy' : name === 'grid' ? 'grid' : 'continuous';
      const why = t(this.hooks.selected() >= 0 ? 'ced-not-selected' : 'ced-none', { kind });
      this.el.errors.replaceChildren(el('li', { textContent: t('ced-needs', { kind, why }) }));
      return;
    }
    let variants = null;
    if (name === 'rays') variants = this.#family('ray').map((b) => ({ label: b, agents, behavior: b }));
    if (name === 'grid') variants = this.#family('grid').map((b) => ({ label: b, agents, behavior: b }));
    if (name === 'pstep')
      variants = [
        { label: t('ced-pstep-off'), agents, params: { stepTieBreak: false } },
        { label: t('ced-pstep-on'), agents, params: { stepTieBreak: true } },
      ];
    if (name === 'p37')
      variants = [
        { label: 'P = 3', agents, params: { P: 3 } },
        { label: 'P = 7', agents, params: { P: 7 } },
      ];
    if (name === 'routes')
      variants = this.sim.plannerNames.map((p) => ({
        label: p === 'none' ? t('ced-no-route') : t('ced-route', { planner: p }),
        agents,
        planner: p,
      }));
    if (name === 'avoid')
      variants = [
        { label: t('ced-no-avoidance'), agents },
        { label: 'orca', agents, behavior: 'orca' },
      ];
    if (!variants) return;
    this.el.rows.replaceChildren();
    this.rows = [];
    for (const v of variants) this.#row(v);
  }

  /** One variant's row of controls. */
  #row(v) {
    const sim = this.sim;
    const label = el('input', {
      type: 'text',
      maxLength: 40,
      value: v.label ?? '',
      ariaLabel: t('ced-label', null, 'aria-label'),
    });
    const agents = el(
      'select',
      { ariaLabel: t('ced-agents', null, 'aria-label') },
      new Option(t('ced-all-agents'), 'all'),
    );
    const names = sim.agentNames();
    names.forEach((n, i) => agents.append(new Option(`${n} (${sim.behaviorNames[sim.behaviorIndex(i)]})`, String(i))));
    if (Array.isArray(v.agents) && v.agents.length > 1) {
      agents.append(
        new Option(t('ced-some-agents', { n: v.agents.length, list: v.agents.join(', ') }), v.agents.join(',')),
      );
    }
    agents.value = Array.isArray(v.agents) ? v.agents.join(',') : 'all';
    const behavior = el(
      'select',
      { ariaLabel: t('ced-behavior', null, 'aria-label') },
      new Option(t('ced-own-behavior'), ''),
    );
    for (const b of sim.behaviorNames) behavior.append(new Option(b, b));
    behavior.value = v.behavior ?? '';
    const planner = el(
      'select',
      { ariaLabel: t('ced-planner', null, 'aria-label') },
      new Option(t('ced-own-route'), ''),
    );
    for (const p of sim.plannerNames) planner.append(new Option(p === 'none' ? t('ced-no-route') : p, p));
    planner.value = v.planner ?? '';
    // The setting by name, typed or picked from the behaviour's list; whatever is written is sent to the core,
    // which refuses a name the behaviour does not have, listing the ones it has (nothing is dropped here).
    const settings = el('datalist', { id: `compare-settings-${++rowIds}` });
    const setting = el('input', {
      type: 'text',
      ariaLabel: t('ced-setting', null, 'aria-label'),
      placeholder: t('ced-setting', null, 'placeholder'),
      size: 11,
      autocomplete: 'off',
    });
    setting.setAttribute('list', settings.id);
    const value = el('input', {
      type: 'text',
      ariaLabel: t('ced-value', null, 'aria-label'),
      placeholder: t('ced-value', null, 'placeholder'),
      size: 6,
    });
    const fillSettings = () => {
      const b =
        behavior.value ||
        (agents.value === 'all'
          ? sim.behaviorNames[sim.behaviorIndex(0)]
          : sim.behaviorNames[sim.behaviorIndex(Number(agents.value.split(',')[0]))]);
      settings.replaceChildren(
        ...sim.paramSpecs(b).map((p) => new Option(`${p.name}${p.unit ? ` (${p.unit})` : ''}`, p.name)),
      );
    };
    behavior.addEventListener('change', fillSettings);
    agents.addEventListener('change', fillSettings);
    fillSettings();
    const [first] = Object.entries(v.params ?? {});
    if (first) {
      setting.value = first[0];
      value.value = String(first[1]);
    }
    const removeWords = t('ced-remove', null, 'aria-label');
    const remove = el('button', { textContent: '✕', ariaLabel: removeWords, title: removeWords });
    remove.addEventListener('click', () => {
      if (this.rows.length <= 2) return;
      this.rows = this.rows.filter((r) => r.node !== node);
      node.remove();
    });
    const node = el(
      'div',
      { className: 'variant-row' },
      label,
      agents,
      behavior,
      planner,
      setting,
      settings,
      value,
      remove,
    );
    this.el.rows.append(node);
    this.rows.push({ node, label, agents, behavior, planner, setting, value });
  }

  #apply() {
    const variants = this.rows.map((r) => {
      const v = {
        label: r.label.value.trim() || t('ced-variant-plain'),
        agents: r.agents.value === 'all' ? 'all' : r.agents.value.split(',').map(Number),
      };
      if (r.behavior.value) v.behavior = r.behavior.value;
      if (r.planner.value) v.planner = r.planner.value;
      const name = r.setting.value.trim();
      if (name) {
        const text = r.value.value.trim();
        v.params = {
          [name]:
            text === 'true'
              ? true
              : text === 'false'
                ? false
                : text !== '' && Number.isFinite(Number(text))
                  ? Number(text)
                  : text,
        };
      }
      return v;
    });
    try {
      this.hooks.apply(variants);
      this.close();
    } catch (err) {
      this.el.errors.replaceChildren(...(err.errors ?? [err.message]).map((e) => el('li', { textContent: e })));
    }
  }
}
