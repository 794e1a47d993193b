// The panels' one DOM helper: an element with properties (set as properties, so text stays text) and children.

/** A `tag` element with `props` assigned and `children` (nodes or strings) appended. */
export function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}
