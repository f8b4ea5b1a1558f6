import { Shimmer } from '../../../ui/shimmer/shimmer';
import { useCmsPage } from '../hooks/use-cms-page';
import { CMS_MESSAGES } from '../messages';
import { RichContent } from './rich-content';

/** The CMS page root component (default variant), reached through the catch-all route. */
export default function CmsPage({ id, name }: { id: string; name: string }) {
  const { loading, error, heading, content } = useCmsPage(id);
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
      {/* Every page has one h1: the content heading, else the page title. */}
      <h1>{heading || name}</h1>
      <RichContent html={content} />
    </article>
  );
}
