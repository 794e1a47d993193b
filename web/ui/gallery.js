// The examples menu: examples/index.json lists the scenario files with their titles (a test checks that
// each title is the one in its file).
export class Gallery {
  /**
   * @param {HTMLSelectElement} select
   * @param {(file: string, title: string, entry: object) => Promise<boolean>} open (entry: the index's line)
   */
  constructor(select, open) {
    this.select = select;
    this.open = open;
    this.entries = [];
    select.addEventListener('change', async () => {
      const entry = this.entries.find((e) => e.file === select.value);
      select.value = '';
      select.blur(); // Space and the arrows go back to the page
      if (entry) await this.open(entry.file, entry.title, entry);
    });
  }

  /** Fills the menu from examples/index.json, which names each file with its title. */
  async load() {
    const index = await (await fetch('examples/index.json')).json();
    this.entries = index.examples.map((e) => ({ ...e, title: e.title || e.file }));
    for (const { file, title } of this.entries) this.select.append(new Option(title, file));
  }
}
