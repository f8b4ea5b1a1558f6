import './rich-content.css';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { useRichContent } from '../hooks/use-rich-content';
import { CMS_MESSAGES } from '../messages';

/** CMS HTML, sanitised. A full Page Builder renderer replaces the plain HTML later (SPEC 2.5). */
export function RichContent({ html, className }: { html: string; className?: string }) {
  const { sanitized, container } = useRichContent(html);
  if (sanitized === null) {
    return (
      <div role="status" aria-label={CMS_MESSAGES.loading}>
        <Shimmer height="6rem" />
      </div>
    );
  }
  return (
    <div
      ref={container}
      className={['rich-content', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: sanitized }}
    />
  );
}
