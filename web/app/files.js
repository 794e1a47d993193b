// Files into the page: the Import… button and a file (or a link as text) dropped anywhere on the page,
// with the drop hint shown while one is dragged over it. Moving AI .map and .scen files go to the maps
// panel; a lesson file to the lesson player; anything else to the document (a scenario, a SteerSuite test case,
// a saved link).
import { $ } from './context.js';
import { t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // the ld- messages it words

/** A lesson file ("format": "sidestep-lesson") goes to the lesson player; true when it was one. */
async function openLessonFile(app, file) {
  if (!/\.json$/i.test(file.name) || file.size > app.module.limits().lessonBytes) return false; // the core's limit
  const text = await file.text();
  if (!/"format"\s*:\s*"sidestep-lesson"/.test(text.slice(0, 4096))) return false;
  await app.lessons.openText(text, file.name, 0, { persist: false });
  return true;
}

export function wireFiles(app) {
  const { doc, maps } = app;
  // Another file opened while a big one is read beside the page: the last action wins, and the reading stops now
  // (what follows reads the module, which would wait for the rest of it).
  const stopReading = () => app.sim.module.beside?.stopLoad();
  $('import').addEventListener('click', () => $('import-file').click());
  $('import-file').addEventListener('change', async (e) => {
    const [file] = e.target.files;
    if (file) stopReading();
    if (file && !(await maps.openFiles([file])) && !(await openLessonFile(app, file))) await doc.openFile(file);
    e.target.value = '';
  });

  let dragDepth = 0;
  window.addEventListener('dragenter', (e) => {
    e.preventDefault();
    dragDepth++;
    $('drop-hint').hidden = false;
  });
  window.addEventListener('dragleave', () => {
    if (--dragDepth <= 0) {
      dragDepth = 0;
      $('drop-hint').hidden = true;
    }
  });
  window.addEventListener('dragover', (e) => e.preventDefault());
  window.addEventListener('drop', async (e) => {
    e.preventDefault();
    dragDepth = 0;
    $('drop-hint').hidden = true;
    if (e.dataTransfer.files.length) stopReading();
    if (await maps.openFiles(e.dataTransfer.files)) return; // .map and .scen files
    const file = e.dataTransfer.files[0];
    if (file && (await openLessonFile(app, file))) return;
    if (file) await doc.openFile(file);
    else if (e.dataTransfer.getData('text/plain'))
      await doc.openLink(e.dataTransfer.getData('text/plain'), t('ld-name-dropped-link'));
  });
}
