import './image.css';
import { useState, type SyntheticEvent } from 'react';
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
  /** Not asked for yet: the placeholder holds the picture's box until this turns false. */
  deferred?: boolean;
}

interface Sources {
  url: string;
  srcSet: string | undefined;
}

/**
 * A resource's URL and its srcset of nine more: built once per resource and size, not on every render of
 * every card (a list mounts dozens, and each re-renders when its picture loads). At most KEPT are kept (then
 * it starts afresh), so a long visit does not grow it without end.
 */
const built = new Map<string, Sources>();
const KEPT = 500;

function sources(
  src: string | undefined,
  resource: string | undefined,
  type: string,
  width: number,
  height: number | undefined,
): Sources {
  if (!resource) return { url: src as string, srcSet: undefined };
  const dpr = globalThis.devicePixelRatio || 1;
  const key = `${type}|${width}|${height ?? ''}|${dpr}|${resource}`;
  let made = built.get(key);
  if (!made) {
    made = {
      url: imageUrl(resource, { type, width: nearestWidth(width, dpr), height }),
      srcSet: imageSrcset(resource, type),
    };
    if (built.size >= KEPT) built.clear();
    built.set(key, made);
  }
  return made;
}

/**
 * Loading shows the placeholder until the picture arrives. A loaded picture swaps the class itself rather than
 * re-render: a list of cards would otherwise commit once per picture.
 */
function loaded(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.parentElement?.classList.replace('image--loading', 'image--loaded');
}

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
  deferred = false,
}: ImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src && !resource) throw new Error('Image needs a src or a resource');
  const { url, srcSet } = sources(src, resource, type, width, height);

  return (
    <span
      className={[
        'image',
        failed ? 'image--error' : 'image--loading',
        priority && 'image--priority',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ width, height }}
    >
      {deferred ? null : failed ? (
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
          onLoad={loaded}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
