// Page Builder constants (SPEC 2.5) and the defaults Magento's Page Builder uses when an attribute is missing.

/** Every content type SPEC 2.5 lists; anything else falls back to sanitised HTML. */
export const CONTENT_TYPES = [
  'row',
  'column',
  'column-group',
  'column-line',
  'image',
  'heading',
  'text',
  'tabs',
  'tab-item',
  'buttons',
  'button-item',
  'block',
  'dynamic_block',
  'products',
  'html',
  'divider',
  'video',
  'map',
  'banner',
  'slider',
  'slide',
] as const;

export const ROW_APPEARANCES = ['contained', 'full-width', 'full-bleed'] as const;
export const COLUMN_ALIGNMENTS = ['align-top', 'align-center', 'align-bottom', 'full-height'] as const;

/** Parallax background (SPEC 2.5): scroll speed when the row gives none, and how much the image is enlarged. */
export const PARALLAX_DEFAULT_SPEED = 0.5;
export const PARALLAX_ENLARGE = 1.25;

/** Slider and products carousel defaults (Magento's). */
export const DEFAULT_AUTOPLAY_SPEED = 4000;
/** Products shown side by side in a products carousel: phones, then wider screens. */
export const CAROUSEL_PRODUCTS_PER_VIEW = { mobile: 2, desktop: 4 } as const;
/** Products a products widget shows when it does not say (Magento's default). */
export const DEFAULT_PRODUCTS_COUNT = 10;

/** Blocks may embed blocks; a cycle or a deep chain stops here. */
export const MAX_BLOCK_DEPTH = 3;
/** Nesting deeper than this is not real Page Builder content and is not walked. */
export const MAX_TREE_DEPTH = 48;

/** Hosts video and map iframes may load from when the build does not say (CMS_EMBED_HOSTS). */
export const DEFAULT_EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.google.com',
];
export const MAP_EMBED_ORIGIN = 'https://www.google.com';
export const DEFAULT_MAP_ZOOM = 14;
