import { Image } from '../../../ui/image/image';
import { GALLERY_IMAGE_SIZES, GALLERY_IMAGE_WIDTH, THUMBNAIL_WIDTH } from '../constants';
import { useProductImageGallery } from '../hooks/use-product-image-gallery';
import { PRODUCT_MESSAGES } from '../messages';
import type { ShownImage } from '../product-model';

/** The main picture with previous/next, and thumbnails (buttons; arrow keys move between them). */
export function ProductImageGallery({ images }: { images: ShownImage[] }) {
  const view = useProductImageGallery(images);
  if (!view.current) return <div className="product-image-gallery product-image-gallery--empty" />;
  const several = view.count > 1;
  return (
    <section className="product-image-gallery" aria-label={PRODUCT_MESSAGES.gallery}>
      <div className="product-image-gallery__main">
        <Image
          key={view.current.url}
          className="product-image-gallery__image"
          resource={view.current.url}
          alt={view.current.label}
          width={GALLERY_IMAGE_WIDTH}
          sizes={GALLERY_IMAGE_SIZES}
          priority
        />
        {several ? (
          <>
            <button
              type="button"
              className="product-image-gallery__step product-image-gallery__step--previous"
              aria-label={PRODUCT_MESSAGES.previousImage}
              onClick={view.previous}
            >
              ‹
            </button>
            <button
              type="button"
              className="product-image-gallery__step product-image-gallery__step--next"
              aria-label={PRODUCT_MESSAGES.nextImage}
              onClick={view.next}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
      {several ? (
        <ul className="product-image-gallery__thumbnails">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                ref={view.thumbnailRef(i)}
                className="product-image-gallery__thumbnail"
                aria-label={PRODUCT_MESSAGES.showImage(i + 1, view.count)}
                aria-pressed={i === view.index}
                tabIndex={i === view.index ? 0 : -1}
                onClick={() => view.show(i)}
                onKeyDown={view.onThumbnailKeyDown}
              >
                <Image resource={image.url} alt="" width={THUMBNAIL_WIDTH} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
