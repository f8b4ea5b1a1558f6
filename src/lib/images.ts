// Image URLs with resize parameters and responsive srcsets (SPEC 3 "Image URL parameters", SPEC 9 "Image sizes").

export const IMAGE_WIDTHS = {
  icon: 40,
  thumbnail: 80,
  small: 160,
  regular: 320,
  large: 640,
  larger: 960,
  xlarge: 1280,
  xxlarge: 1600,
  xxxlarge: 2560,
} as const;

const WIDTH_STEPS: number[] = Object.values(IMAGE_WIDTHS);
export const DEFAULT_IMAGE_TYPE = 'image-product';
export const DEFAULT_ASPECT_RATIO = 0.8; // width / height
export const IMAGE_QUALITY = 85;

/** Where each kind of catalogue image lives, so a bare file path from GraphQL becomes a media URL. */
const MEDIA_BASES: Record<string, string> = {
  'image-product': '/media/catalog/product/',
  'image-category': '/media/catalog/category/',
  'image-swatch': '/media/attribute/swatch/',
};

export interface ImageUrlOptions {
  type?: string;
  width?: number;
  height?: number;
}

// Relative sources stay relative: the shop serves /media on its own origin.
const RELATIVE_BASE = 'http://relative.invalid';

export function imageUrl(
  src: string,
  { type = DEFAULT_IMAGE_TYPE, width, height }: ImageUrlOptions = {},
): string {
  const url = new URL(mediaPath(src, type), RELATIVE_BASE);
  // A detached copy: setting url.searchParams re-serialises the whole URL on every set (a card's srcset is
  // nine of these URLs, a listing's hundreds), this writes it back once.
  const params = new URLSearchParams(url.search);
  params.set('auto', 'webp');
  params.set('format', url.pathname.toLowerCase().endsWith('.png') ? 'png' : 'pjpg');
  if (width !== undefined) params.set('width', String(width));
  if (height !== undefined) params.set('height', String(height));
  params.set('quality', String(IMAGE_QUALITY));
  params.set('fit', 'cover');
  url.search = params.toString();
  return url.origin === RELATIVE_BASE ? `${url.pathname}${url.search}` : url.href;
}

function mediaPath(src: string, type: string): string {
  if (/^(https?:)?\/\//.test(src) || src.startsWith('/media/')) return src;
  const base = MEDIA_BASES[type];
  if (!base) throw new Error(`Unknown image type '${type}'`);
  return base + src.replace(/^\/+/, '');
}

/** The width step closest to what the device will actually paint (dpr × CSS width). */
export function nearestWidth(width: number, dpr: number = globalThis.devicePixelRatio || 1): number {
  const target = width * dpr;
  return WIDTH_STEPS.reduce((best, step) =>
    Math.abs(step - target) < Math.abs(best - target) ? step : best,
  );
}

/** A srcset over every width step, heights following the aspect ratio. */
export function imageSrcset(
  src: string,
  type: string = DEFAULT_IMAGE_TYPE,
  ratio = DEFAULT_ASPECT_RATIO,
): string {
  return WIDTH_STEPS.map((width) => {
    const height = Math.round(width / ratio);
    return `${imageUrl(src, { type, width, height })} ${width}w`;
  }).join(',\n');
}
