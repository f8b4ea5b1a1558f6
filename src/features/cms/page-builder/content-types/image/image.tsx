import './image.css';
import { MOBILE_MODAL_QUERY } from '../../../../../ui/hooks/use-media-query';
import { boxProps, type ContentProps } from '../content-props';
import { ContentLink } from '../link/content-link';
import type { ImageConfig } from './image-config';

/** An image with its own phone version (up to 768px), an optional link and caption. */
export function Image({ config }: ContentProps<ImageConfig>) {
  if (!config.desktopImage) return null;
  const picture = (
    <picture>
      {config.mobileImage !== config.desktopImage ? (
        <source media={MOBILE_MODAL_QUERY} srcSet={config.mobileImage} />
      ) : null}
      <img
        className="pb-image__img"
        src={config.desktopImage}
        alt={config.alt}
        title={config.title}
        loading="lazy"
        style={config.imageStyle}
      />
    </picture>
  );
  return (
    <figure {...boxProps(config, 'pb-image')}>
      {config.link ? <ContentLink link={config.link}>{picture}</ContentLink> : picture}
      {config.caption ? <figcaption className="pb-image__caption">{config.caption}</figcaption> : null}
    </figure>
  );
}
