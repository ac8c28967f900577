// Builds elements from data without parsing it as HTML: every stored string becomes a text node.

/**
 * An element with attributes (a value of null or false leaves one out) and children, each a node,
 * a string (a text node) or an array of them at any depth, nulls skipped.
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === 'class') node.className = value;
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * The words of a law as a page shows them: the law's own text in a quotation, or, where the words
 * are the project's summary of the law (FIDE's Laws), marked as a summary and never quoted.
 */
export function lawWords(words, summary) {
  if (!words) return null;
  return summary
    ? el('p', { class: 'law-summary' }, el('em', {}, 'In summary, not the law\u2019s words: '), words)
    : el('blockquote', {}, words);
}
