import './image.css';
import { useState } from 'react';
import { DEFAULT_IMAGE_TYPE, imageSrcset, imageUrl, nearestWidth } from '../../lib/images';

interface ImageProps {
  /** Required: an empty string marks a decorative image. */
  alt: string;
  /** A ready URL, used as is. */
  src?: string;
  /** A catalogue media path, turned into resized URLs and a srcset. */
  resource?: string;
  type?: string;
  width: number;
  height?: number;
  sizes?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** Likely the page's largest paint: loaded at once and ahead of other images. */
  priority?: boolean;
}

type ImageState = 'loading' | 'loaded' | 'error';

/** SPEC 4/5: loading (placeholder shown), loaded, error; needs alt and src or resource. */
export function Image({
  alt,
  src,
  resource,
  type = DEFAULT_IMAGE_TYPE,
  width,
  height,
  sizes,
  className,
  loading = 'lazy',
  priority = false,
}: ImageProps) {
  const [state, setState] = useState<ImageState>('loading');
  if (!src && !resource) throw new Error('Image needs a src or a resource');
  const url = resource ? imageUrl(resource, { type, width: nearestWidth(width), height }) : (src as string);
  const srcSet = resource ? imageSrcset(resource, type) : undefined;

  return (
    <span
      className={['image', `image--${state}`, priority && 'image--priority', className]
        .filter(Boolean)
        .join(' ')}
      style={{ width, height }}
    >
      {state === 'error' ? (
        <span
          className="image__fallback"
          role="img"
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        />
      ) : (
        <img
          className="image__img"
          src={url}
          srcSet={srcSet}
          sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      )}
    </span>
  );
}
