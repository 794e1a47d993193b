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
