import { widgetAttributes, withoutWidgets } from '../../parse/widget';
import type { ContentTypeParser } from '../../parse/types';

export interface BlockConfig {
  /** The CMS block to fetch when the server sent a reference instead of the block's content. */
  identifier?: string;
  /** The block's content when it is plain HTML (no content types inside). */
  html?: string;
}

const IDENTIFIER_ATTRIBUTES = ['data-identifier', 'data-block-identifier', 'data-block-id'];

function identifierOf(element: HTMLElement): string | undefined {
  for (const name of IDENTIFIER_ATTRIBUTES) {
    const value = element.getAttribute(name)?.trim();
    if (value) return value;
  }
  const widget = widgetAttributes(element.textContent ?? '');
  return widget?.block_id?.trim() || widget?.identifier?.trim() || undefined;
}

/**
 * A CMS block (block) or dynamic block inside content. Magento normally expands it in place; the content
 * types inside are then this node's children. A bare reference is fetched with cmsBlocks by identifier.
 */
export const blockParser: ContentTypeParser<BlockConfig> = {
  container: true,
  aggregate(element) {
    if (element.querySelector('[data-content-type]')) return {};
    const html = withoutWidgets(element.innerHTML).trim();
    const hasContent = html !== '' && (element.children.length > 0 || /\S/.test(element.textContent ?? ''));
    return hasContent && !widgetAttributes(element.innerHTML)
      ? { html }
      : { identifier: identifierOf(element) };
  },
};
