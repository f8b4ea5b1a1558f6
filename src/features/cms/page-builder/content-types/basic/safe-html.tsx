import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from '../../../sanitize';
import { usePageBuilderContext } from '../../page-builder-context';

interface SafeHtmlProps {
  html: string;
  className: string;
  style?: CSSProperties;
  /** Leave links out (their text stays), e.g. inside a banner that is itself a link. */
  withoutLinks?: boolean;
}

/** HTML a content type shows as is (text, HTML code, unknown types), sanitised once more right here. */
export function SafeHtml({ html, className, style, withoutLinks = false }: SafeHtmlProps) {
  const { purify } = usePageBuilderContext();
  const clean = useMemo(() => sanitizeHtml(purify, html, { withoutLinks }), [purify, html, withoutLinks]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
