import { Shimmer } from '../../../../../ui/shimmer/shimmer';
import { useCmsBlocks } from '../../../hooks/use-cms-blocks';
import { CMS_MESSAGES } from '../../../messages';
import { MAX_BLOCK_DEPTH } from '../../constants';
import { PageBuilderContext, usePageBuilderContext } from '../../page-builder-context';
import { SafeHtml } from '../basic/safe-html';
import { boxProps, type ContentProps } from '../content-props';
import type { BlockConfig } from './block-config';

/** A block fetched by identifier, rendered one level deeper (a block cannot embed itself forever). */
function FetchedBlock({ identifier }: { identifier: string }) {
  const context = usePageBuilderContext();
  const { loading, error, blocks } = useCmsBlocks([identifier]);
  const { Content } = context;
  if (loading) {
    return (
      <div role="status" aria-label={CMS_MESSAGES.loading}>
        <Shimmer height="6rem" />
      </div>
    );
  }
  if (error) return <p role="alert">{error}</p>;
  return (
    <PageBuilderContext.Provider value={{ ...context, blockDepth: context.blockDepth + 1 }}>
      {blocks.map((block) => (
        <Content key={block.identifier} html={block.content} />
      ))}
    </PageBuilderContext.Provider>
  );
}

/** block and dynamic_block: the expanded content, its plain HTML, or the block fetched by identifier. */
export function Block({ config, items }: ContentProps<BlockConfig>) {
  const { blockDepth } = usePageBuilderContext();
  let content = null;
  if (items.length > 0) content = items;
  else if (config.html) content = <SafeHtml html={config.html} className="pb-block__html" />;
  else if (config.identifier && blockDepth < MAX_BLOCK_DEPTH)
    content = <FetchedBlock identifier={config.identifier} />;
  if (!content) return null;
  return <div {...boxProps(config, 'pb-block')}>{content}</div>;
}
