import { Shimmer } from '../../../ui/shimmer/shimmer';
import { useCmsPage } from '../hooks/use-cms-page';
import { CMS_MESSAGES } from '../messages';
import { RichContent } from './rich-content';

/**
 * A CMS page's content. Like Magento, the content heading (when set) is the page's h1; otherwise the content
 * carries its own headings and the page title only names the document.
 */
export function CmsPageContent({ identifier }: { identifier: string }) {
  const { loading, error, heading, content } = useCmsPage(identifier);
  if (loading) {
    return (
      <div className="site-width" role="status" aria-label={CMS_MESSAGES.loading}>
        <Shimmer height="2rem" width="40%" />
        <Shimmer height="12rem" />
      </div>
    );
  }
  if (error) {
    return (
      <p className="site-width" role="alert">
        {error}
      </p>
    );
  }
  return (
    <article className="site-width cms-page">
      {heading ? <h1>{heading}</h1> : null}
      <RichContent html={content} />
    </article>
  );
}

/** The CMS page root component (default variant), reached through the catch-all route. */
export default function CmsPage({ id }: { id: string }) {
  return <CmsPageContent identifier={id} />;
}
