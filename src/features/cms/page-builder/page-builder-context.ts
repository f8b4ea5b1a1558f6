import { createContext, useContext, type ComponentType } from 'react';
import type { DOMPurify } from 'dompurify';

export interface PageBuilderContextValue {
  /** The loaded sanitiser: HTML a content type injects is sanitised again right before it is shown. */
  purify: DOMPurify;
  /** How many CMS blocks deep this content is (blocks embedding blocks stop at MAX_BLOCK_DEPTH). */
  blockDepth: number;
  /** Renders more CMS HTML (a fetched block) the same way: sanitised, parsed, rendered. */
  Content: ComponentType<{ html: string }>;
}

export const PageBuilderContext = createContext<PageBuilderContextValue | null>(null);

export function usePageBuilderContext(): PageBuilderContextValue {
  const value = useContext(PageBuilderContext);
  if (!value) throw new Error('Page Builder content must be rendered inside <PageBuilder>');
  return value;
}
