// What styles the skeleton: the entry's CSS is already inside index.html (render-blocking); the page's own CSS
// (its chunk group's files, from page-chunks.json) is inlined too, as <style data-href="/css/…">, which
// webpack's CSS loader (mini-css-extract-plugin) takes for the file when the page's code asks for it, so the
// file is neither fetched nor applied twice. Both are hashed into the page's CSP (security-headers.ts reads
// the served HTML). Plus the skeleton's few rules of its own (SKELETON_CSS).
import { COMPACT_LISTING_QUERY } from '../../../../src/features/catalog/constants';
import { GALLERY_IMAGE_WIDTH, THUMBNAIL_WIDTH } from '../../../../src/features/product/constants';
import { DEFAULT_ASPECT_RATIO } from '../../../../src/lib/images';
import { readBuiltText } from '../built-text';
import { own } from '../../../lib/own-inline';

/**
 * The shell's phone/desktop switch (src/ui/hooks/use-media-query.ts MOBILE_SHELL_QUERY, which imports React:
 * the skeleton's test checks the two agree).
 */
export const SHELL_PHONE_QUERY = '(max-width: 959px)';
/** ProductGrid's switch from two columns to more (src/features/catalog/components/product-grid.css). */
export const GRID_WIDE_QUERY = '(min-width: 768px)';
/**
 * The header logo's height: header.css's max-height (--header-logo-height: smaller in the phone bar), which
 * the shell's logo file (taller) fills. Set before the file arrives, so its width follows from the store's
 * logo size and nothing beside it moves.
 */
const LOGO_HEIGHT = 'var(--header-logo-height, 36px)';

const hideWhen = (query: string, className: string) =>
  `@media ${query}{.${className}{display:none!important}}`;

/**
 * The skeleton's own rules: one header look and one listing layout per screen, by the media queries React
 * switches them with; the grid's first row; what React sets inline (the gallery pictures' widths) or gets
 * from a loaded file (the logo's height); grey bars where a card's name and price will be.
 */
export const SKELETON_CSS = [
  hideWhen(SHELL_PHONE_QUERY, 'page-skeleton__desktop'),
  hideWhen(`not all and ${SHELL_PHONE_QUERY}`, 'page-skeleton__phone'),
  hideWhen(COMPACT_LISTING_QUERY, 'page-skeleton__wide'),
  hideWhen(`not all and ${COMPACT_LISTING_QUERY}`, 'page-skeleton__compact'),
  // The grid's first row: three cards from medium screens (a listing's), two on a phone.
  hideWhen(`not all and ${GRID_WIDE_QUERY}`, 'page-skeleton__wide-row'),
  `.page-skeleton .header-logo img{height:${LOGO_HEIGHT}}`,
  `.page-skeleton__gallery-image{width:${GALLERY_IMAGE_WIDTH}px}`,
  `.page-skeleton__thumbnail{width:${THUMBNAIL_WIDTH}px;aspect-ratio:${DEFAULT_ASPECT_RATIO}}`,
  '.page-skeleton__line{display:block;width:85%;height:1rem;border-radius:4px;background:var(--color-shimmer)}',
  '.page-skeleton__line--short{width:45%;height:1.25rem}',
  // Laid out (a font is set up only for text that is), not painted: a 1px clipped box out of the flow.
  '.page-skeleton__fonts{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  '.page-skeleton__fonts b{font-weight:600}.page-skeleton__fonts strong{font-weight:700}',
].join('');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The <style> elements for the page's CSS `cssFiles` (paths as page-chunks.json lists them) and the
 * skeleton's rules, or null when a file cannot be read (then the page goes without a skeleton).
 */
export function skeletonStyles(staticDir: string, cssFiles: string[]): string | null {
  const page = pageStyles(staticDir, cssFiles);
  return page === null ? null : `${page}<style>${own(SKELETON_CSS)}</style>`;
}

/** The <style data-href> elements for the page's CSS files, or null when one cannot be read. */
export function pageStyles(staticDir: string, cssFiles: string[]): string | null {
  let out = '';
  for (const file of cssFiles) {
    const css = readBuiltText(staticDir, file, '.css');
    if (css === null) return null;
    // '</style' cannot occur in our minified CSS, but a string in it must not end the element.
    out += `<style data-href="${escapeAttribute(file)}">${own(css.replace(/<\/style/gi, '<\\/style'))}</style>`;
  }
  return out;
}
