// Magento widget directives ({{widget type="…" block_id="…"}}) left in content the server did not expand.
const WIDGET = /\{\{widget\s+([^}]*)\}\}/;
const ATTRIBUTE = /([a-z_]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/gi;

/** The attributes of the first widget directive in the text, or null when there is none. */
export function widgetAttributes(text: string): Record<string, string> | null {
  const source = WIDGET.exec(text)?.[1];
  if (source === undefined) return null;
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE))
    attributes[(match[1] ?? '').toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  return attributes;
}

export function withoutWidgets(html: string): string {
  return html.replace(new RegExp(WIDGET.source, 'g'), '');
}
