import { Shimmer } from '../../../ui/shimmer/shimmer';
import { useCmsBlocks } from '../hooks/use-cms-blocks';
import { CMS_MESSAGES } from '../messages';
import { RichContent } from './rich-content';

/** CMS blocks by identifier, in that order (e.g. the footer's 'pwa-footer'). */
export function CmsBlockGroup({ identifiers, className }: { identifiers: string[]; className?: string }) {
  const { loading, error, blocks } = useCmsBlocks(identifiers);
  if (loading) {
    return (
      <div role="status" aria-label={CMS_MESSAGES.loading}>
        <Shimmer height="8rem" />
      </div>
    );
  }
  if (error) return <p role="alert">{error}</p>;
  if (blocks.length === 0) return <p>{CMS_MESSAGES.noBlocks}</p>;
  return (
    <div className={className}>
      {blocks.map((block) => (
        <RichContent key={block.identifier} html={block.content} />
      ))}
    </div>
  );
}
