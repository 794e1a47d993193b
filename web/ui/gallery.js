// The examples menu: examples/index.json lists the scenario files; each file's own title names it.
export class Gallery {
  /**
   * @param {HTMLSelectElement} select
   * @param {(file: string, title: string) => Promise<boolean>} open
   */
  constructor(select, open) {
    this.select = select;
    this.open = open;
    this.entries = [];
    select.addEventListener('change', async () => {
      const entry = this.entries.find((e) => e.file === select.value);
      select.value = '';
      if (entry) await this.open(entry.file, entry.title);
    });
  }

  async load() {
    const index = await (await fetch('examples/index.json')).json();
    this.entries = await Promise.all(index.examples.map(async (file) => {
      try {
        const scenario = await (await fetch(`examples/${file}`)).json();
        return { file, title: scenario.title || file };
      } catch {
        return { file, title: file };
      }
    }));
    for (const { file, title } of this.entries) this.select.append(new Option(title, file));
  }
}
