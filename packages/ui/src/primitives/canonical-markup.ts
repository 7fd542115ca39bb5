// For primitives.parity.test.tsx: markup reduced to what makes two renders look the same.

/** The longhands each shorthand the style props write resets. */
const longhands: Record<string, string[]> = {
  margin: [
    'margin-top',
    'margin-right',
    'margin-bottom',
    'margin-left',
    'margin-inline',
    'margin-block',
  ],
  padding: [
    'padding-top',
    'padding-right',
    'padding-bottom',
    'padding-left',
    'padding-inline',
    'padding-block',
  ],
  'margin-inline': ['margin-left', 'margin-right'],
  'margin-block': ['margin-top', 'margin-bottom'],
  'padding-inline': ['padding-left', 'padding-right'],
  'padding-block': ['padding-top', 'padding-bottom'],
};

/**
 * A style attribute as what it sets, whatever the order of its declarations: a declaration a
 * later shorthand overrides is dropped (jsdom's CSS parser gets shorthands wrong), then sorted.
 */
function effectiveStyle(value: string): string[] {
  const declarations = new Map<string, string>();
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    for (const longhand of longhands[property] ?? []) declarations.delete(longhand);
    declarations.delete(property);
    declarations.set(property, declaration.slice(colon + 1).trim());
  }
  return [...declarations].map(([property, set]) => `${property}:${set}`).sort();
}

/** Markup as a comparable tree: class tokens and style declarations as sorted lists, ids numbered. */
export function canonicalMarkup(html: string): unknown {
  const ids = new Map<string, string>();
  const renumber = (text: string) =>
    text.replace(/(mantine-|__m__-)_[rR]_[a-z0-9]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      return ids.get(id) ?? id;
    });
  const walk = (node: Node): unknown => {
    if (node.nodeType === Node.TEXT_NODE) return renumber(node.textContent ?? '');
    const element = node as Element;
    const attributes: Record<string, unknown> = {};
    for (const { name, value } of [...element.attributes]) {
      if (name === 'class') attributes[name] = renumber(value).split(/\s+/).filter(Boolean).sort();
      else if (name === 'style') attributes[name] = effectiveStyle(value);
      else attributes[name] = renumber(value);
    }
    return { tag: element.tagName, attributes, children: [...element.childNodes].map(walk) };
  };
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map(walk);
}
