// The editing tools: id, key, and the label and hint the toolbar shows (in the page's words: the catalogue's
// tool-<id> message and its .hint); and which behaviours live on grid cells.
import { t } from '../i18n/locale.js';

const tool = (id, key) => ({
  id,
  key,
  get label() {
    return t(`tool-${id}`);
  },
  get hint() {
    return t(`tool-${id}`, null, 'hint');
  },
});

export const TOOLS = [
  tool('select', '1'),
  tool('wall', '2'),
  tool('erase', '3'),
  tool('circle', '4'),
  tool('agent', '5'),
  tool('path', '6'),
  tool('delete', '7'),
  tool('terrain', '8'),
];
