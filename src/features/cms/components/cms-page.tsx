import { Shimmer } from '../../../ui/shimmer/shimmer';
import { useCmsPage } from '../hooks/use-cms-page';
import { CMS_MESSAGES } from '../messages';
import { RichContent } from './rich-content';

interface CmsPageContentProps {
  identifier: string;
  /** The heading when the page has no content heading (e.g. its title); none when empty. */
  fallbackHeading?: string;
}

export function CmsPageContent({ identifier, fallbackHeading = '' }: CmsPageContentProps) {
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
  const title = heading || fallbackHeading;
  return (
    <article className="site-width cms-page">
      {title ? <h1>{title}</h1> : null}
      <RichContent html={content} />
    </article>
  );
}

/** The CMS page root component (default variant), reached through the catch-all route. */
export default function CmsPage({ id, name }: { id: string; name: string }) {
  return <CmsPageContent identifier={id} fallbackHeading={name} />;
}
