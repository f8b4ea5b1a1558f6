// Magento's template filter for CMS content: {{media url=...}}, {{store url="..."}} and {{widget ...}}
// become HTML with absolute URLs on the request's origin, as Magento's GraphQL returns them.
import type { RequestContext } from '../../context';
import { mediaUrl, storeUrls } from '../store/store-config';
import { renderWidget } from './widgets';

const DIRECTIVE = /\{\{(media|store|widget)\s+([^}]*)\}\}/g;
const ATTRIBUTE = /([a-z_]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/gi;
/** Blocks may embed blocks; a cycle or a deep chain stops here. */
const MAX_NESTING = 3;

export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE))
    attributes[(m[1] ?? '').toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attributes;
}

export function renderContent(ctx: RequestContext, content: string, depth = 0): string {
  return content.replace(DIRECTIVE, (_all, name: string, source: string) => {
    const attributes = parseAttributes(source);
    if (name === 'media') return mediaUrl(ctx, attributes.url ?? '') ?? '';
    if (name === 'store')
      return storeUrls(ctx).baseUrl + (attributes.url ?? attributes.direct_url ?? '').replace(/^\/+/, '');
    if (depth >= MAX_NESTING) return '';
    return renderWidget(ctx, attributes, (inner) => renderContent(ctx, inner, depth + 1));
  });
}
