// The panels' DOM helpers: an element with properties (set as properties, so text stays text) and children, and a
// box that is a stop of Tab only while it scrolls.

/** A `tag` element with `props` assigned and `children` (nodes or strings) appended. */
export function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Makes `box` a stop of Tab only while it holds more than it shows (the keys scroll it then; one that fits is
 *  read, not visited), checked again as it resizes. Returns the check, for new content that leaves its size. */
export function tabStopWhileScrolls(box) {
  box.dataset.scrollKeys = ''; // its keys scroll it (ui/keyboard.js)
  const check = () => {
    const scrolls = box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1;
    box.tabIndex = scrolls ? 0 : -1;
  };
  new ResizeObserver(check).observe(box);
  return check;
}

/** The keys that browse a list; on a closed <select> they would choose from it at once. */
const BROWSE_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End']);

/** Makes a closed menu whose choice acts at once (opens a scene, reloads the page) open its list on the arrows,
 *  Page Up/Down, Home and End, as Space, Enter and Alt+Down do, instead of choosing the next item with them. */
export function browseBeforeChoosing(select) {
  select.addEventListener('keydown', (e) => {
    if (!BROWSE_KEYS.has(e.key) || e.altKey) return;
    e.preventDefault();
    try {
      select.showPicker();
    } catch {
      // no picker to show here (an older browser): the key does nothing, which chooses nothing either
    }
  });
}
