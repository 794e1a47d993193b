// index.html in a locale other than English: each element with a data-l10n-id gets its message's text (with its
// kbd, i, code and b elements, built as elements, never parsed as HTML) and the attributes the message names.
// Loaded with that locale's catalogue (English is the page as written); it imports nothing of the page's.

/** The English of index.html's elements, as the page was written (the pseudo-locale and a fallback read it). */
const pageEnglish = new Map();
const ATTRS = ['title', 'aria-label', 'placeholder', 'content', 'label'];
const MARKUP = /<(\/?)(kbd|i|code|b)>/g;

/**
 * Words every element under `root` with a data-l10n-id.
 * @param {ParentNode} root
 * @param {(id: string, attr: string|null, english: Array) => string|null} word message `id`'s text (or its
 *   attribute's), the element's English (a pattern) where the catalogue has none
 */
export function wordPage(root, word) {
  for (const node of root.querySelectorAll('[data-l10n-id]')) {
    const id = node.dataset.l10nId;
    let original = pageEnglish.get(node);
    if (!original) {
      const raw = node.textContent;
      original = {
        text: node.querySelector('[data-l10n-id]') || !/\p{L}/u.test(raw) ? null : richSource(node),
        lead: /^\s/.test(raw) ? ' ' : '',
        trail: /\s$/.test(raw) ? ' ' : '',
        attrs: {},
      };
      for (const a of ATTRS) if (node.hasAttribute(a)) original.attrs[a] = node.getAttribute(a);
      pageEnglish.set(node, original);
    }
    if (original.text) {
      const text = word(id, null, [original.text]);
      if (text !== null) setRichText(node, original.lead + text + original.trail);
    }
    for (const [a, english] of Object.entries(original.attrs)) {
      const text = word(id, a, [english]);
      if (text !== null) node.setAttribute(a, text);
    }
  }
}

/** Puts `text` (with its kbd/i/code/b markup) into `node` as text and those elements only. */
function setRichText(node, text) {
  if (!text.includes('<')) {
    node.textContent = text;
    return;
  }
  const parts = [];
  let at = 0,
    open = null;
  for (const m of text.matchAll(MARKUP)) {
    const chunk = text.slice(at, m.index);
    at = m.index + m[0].length;
    if (!m[1]) {
      if (chunk) parts.push(document.createTextNode(chunk));
      open = document.createElement(m[2]);
    } else if (open) {
      open.textContent = chunk;
      parts.push(open);
      open = null;
    }
  }
  if (at < text.length) parts.push(document.createTextNode(text.slice(at)));
  node.replaceChildren(...parts);
}

/** An element's text with its kbd/i/code/b markup, white space collapsed (as index.html's check reads it). */
function richSource(node) {
  let out = '';
  for (const child of node.childNodes) {
    if (child.nodeType === 3) out += child.textContent;
    else if (child.nodeType === 1) {
      const tag = child.tagName.toLowerCase();
      out += `<${tag}>${child.textContent}</${tag}>`;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}
