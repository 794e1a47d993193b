// The language menu in the header: the locales by their own names; a choice is kept in this browser and the page
// opens again in it (the scene is autosaved as the page closes: app/document.js). A link's ?lang= is dropped then,
// and is never written into a share link (sim/link.js builds those from the scene alone).
import { $ } from './context.js';
import { LOCALES, PSEUDO, currentLocale, rememberLocale } from '../i18n/locale.js';
import { browseBeforeChoosing } from '../ui/el.js';

export function wireLanguage() {
  const select = $('language');
  const current = currentLocale();
  for (const [tag, name] of LOCALES) {
    const option = new Option(name, tag);
    option.lang = tag; // each name is read in its own language
    select.add(option);
  }
  if (current === PSEUDO) select.add(new Option('en-XA (pseudo)', PSEUDO));
  select.value = current;
  browseBeforeChoosing(select); // an arrow on the closed menu would open the page again in the next language
  select.addEventListener('change', () => {
    rememberLocale(select.value);
    const url = new URL(location.href);
    url.searchParams.delete('lang');
    location.assign(url); // a new page: every word, the direction and the numbers at once
  });
}
