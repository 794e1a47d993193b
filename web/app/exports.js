// Files out of the page: Export (the scene as a scenario file, named after its title) and Picture (what
// the canvas shows, or the compare panes side by side, as a PNG). The charts export their own CSV and PNG.
import { download } from '../ui/download.js';
import { el } from '../ui/el.js';
import { $ } from './context.js';

export function wireExports(app) {
  const { doc, canvas } = app;
  $('export').addEventListener('click', () => {
    const blob = new Blob([doc.toFileText()], { type: 'application/json' });
    const a = el('a', {
      href: URL.createObjectURL(blob),
      download: `${(doc.title || 'scenario').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'scenario'}.json`,
    });
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  $('picture').addEventListener('click', () => { // a compare's picture is drawn by a module loaded then
    const source = app.compare.active ? app.compare.picture() : canvas;
    Promise.resolve(source).then((c) => c.toBlob((b) => b && download(b, 'sidestep.png')));
  });
}
