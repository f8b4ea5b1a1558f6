import './rich-content.css';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { useRichContent } from '../hooks/use-rich-content';
import { CMS_MESSAGES } from '../messages';

/** CMS HTML, sanitised: Page Builder content through the renderer, plain HTML as markup (SPEC 2.5). */
export function RichContent({ html, className }: { html: string; className?: string }) {
  const { tools, container } = useRichContent();
  if (tools === null) {
    return (
      <div role="status" aria-label={CMS_MESSAGES.loading}>
        <Shimmer height="6rem" />
      </div>
    );
  }
  const { PageBuilder, purify } = tools;
  return (
    <div ref={container} className={['rich-content', className].filter(Boolean).join(' ')}>
      <PageBuilder html={html} purify={purify} />
    </div>
  );
}
