import { useRef, useState, type KeyboardEvent } from 'react';
import type { ShownImage } from '../product-model';

export interface ProductImageGalleryView {
  current: ShownImage | null;
  index: number;
  count: number;
  show: (index: number) => void;
  previous: () => void;
  next: () => void;
  /** Arrow keys, Home and End move between thumbnails (and the picture follows). */
  onThumbnailKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  thumbnailRef: (index: number) => (element: HTMLButtonElement | null) => void;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Which picture is shown; the gallery is remounted (keyed) when the pictures change with the variant. */
export function useProductImageGallery(images: ShownImage[]): ProductImageGalleryView {
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const show = (next: number) => setIndex(count ? (next + count) % count : 0);

  const onThumbnailKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step || !count) return;
    event.preventDefault();
    const next = step(index, count);
    setIndex(next);
    thumbnails.current[next]?.focus();
  };

  return {
    current: images[index] ?? null,
    index,
    count,
    show,
    previous: () => show(index - 1),
    next: () => show(index + 1),
    onThumbnailKeyDown,
    thumbnailRef: (i) => (element) => {
      thumbnails.current[i] = element;
    },
  };
}
