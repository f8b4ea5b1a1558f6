// Page Builder HTML (already sanitised) into a typed tree: each element with data-content-type becomes a node
// whose config its content type's aggregator reads; containers collect the content types nested inside them.
import { MAX_TREE_DEPTH } from '../constants';
import { classesOf, styleOf } from './dom';
import type { BaseConfig, ContentNode, ContentTypeParser } from './types';

export type ParserRegistry = Record<string, ContentTypeParser<object> | undefined>;

/** Unknown content types keep their markup, shown as sanitised HTML. */
const FALLBACK: ContentTypeParser<{ html: string }> = {
  container: false,
  aggregate: (element) => ({ html: element.innerHTML }),
};

/** Whether HTML is Page Builder content (rather than plain WYSIWYG HTML). */
export function isPageBuilderHtml(html: string): boolean {
  return /data-content-type\s*=/.test(html);
}

function baseConfig(element: HTMLElement): BaseConfig {
  return {
    appearance: element.getAttribute('data-appearance') ?? 'default',
    style: styleOf(element),
    cssClasses: classesOf(element),
  };
}

function toNode(element: HTMLElement, contentType: string, parsers: ParserRegistry): ContentNode {
  const known = parsers[contentType];
  const parser = known ?? FALLBACK;
  const base = baseConfig(element);
  const own = parser.aggregate(element, base.appearance);
  return {
    contentType: known ? contentType : 'unknown',
    config: { ...base, ...own },
    children: [],
  };
}

function collect(parent: ParentNode, into: ContentNode[], parsers: ParserRegistry, depth: number): void {
  if (depth > MAX_TREE_DEPTH) return;
  for (const child of Array.from(parent.children)) {
    const contentType = child.getAttribute('data-content-type');
    if (!contentType) {
      collect(child, into, parsers, depth + 1);
      continue;
    }
    const node = toNode(child as HTMLElement, contentType, parsers);
    into.push(node);
    if (parsers[contentType]?.container) collect(child, node.children, parsers, depth + 1);
  }
}

/** The content types in a sanitised fragment, in document order. */
export function parseContent(root: ParentNode, parsers: ParserRegistry): ContentNode[] {
  const nodes: ContentNode[] = [];
  collect(root, nodes, parsers, 0);
  return nodes;
}
