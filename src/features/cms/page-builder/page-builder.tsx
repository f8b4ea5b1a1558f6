// The Page Builder renderer: sanitised CMS HTML parsed into content types and rendered as React components.
// Loaded on demand together with DOMPurify (see load.ts), so none of it is in the first route's JavaScript.
import './page-builder.css';
import { createElement, useMemo } from 'react';
import type { DOMPurify } from 'dompurify';
import { sanitizeHtml, sanitizeToFragment } from '../sanitize';
import { componentFor, PARSERS } from './content-types/registry';
import { PAGE_BUILDER_MESSAGES as M } from './messages';
import { PageBuilderContext, usePageBuilderContext } from './page-builder-context';
import { isPageBuilderHtml, parseContent } from './parse/parse-content';
import type { ContentNode } from './parse/types';

export { isPageBuilderHtml, parseContent } from './parse/parse-content';
export { PARSERS } from './content-types/registry';

function ContentTypeView({ node }: { node: ContentNode }) {
  const items = node.children.map((child, index) => <ContentTypeView key={index} node={child} />);
  // The registry's components are module-level constants: looking one up creates nothing.
  return createElement(componentFor(node.contentType), { config: node.config, nodes: node.children, items });
}

/** HTML in, sanitised and parsed: Page Builder content as components, plain HTML as sanitised markup. */
function Content({ html }: { html: string }) {
  const { purify } = usePageBuilderContext();
  const content = useMemo(
    () =>
      isPageBuilderHtml(html)
        ? { nodes: parseContent(sanitizeToFragment(purify, html), PARSERS), plain: '' }
        : { nodes: [], plain: sanitizeHtml(purify, html).trim() },
    [purify, html],
  );
  if (content.plain) return <div className="pb-plain" dangerouslySetInnerHTML={{ __html: content.plain }} />;
  if (content.nodes.length === 0) return <p>{M.noBlocks}</p>;
  return (
    <>
      {content.nodes.map((node, index) => (
        <ContentTypeView key={index} node={node} />
      ))}
    </>
  );
}

/** CMS content (a page or block). Needs the loaded sanitiser; links inside are handled by the caller. */
export function PageBuilder({ html, purify }: { html: string; purify: DOMPurify }) {
  const context = useMemo(() => ({ purify, blockDepth: 0, Content }), [purify]);
  return (
    <PageBuilderContext.Provider value={context}>
      <div className="pb-root">
        <Content html={html} />
      </div>
    </PageBuilderContext.Provider>
  );
}
