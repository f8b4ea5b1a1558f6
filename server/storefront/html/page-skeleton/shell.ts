// The skeleton's header bar: the shell's phone header (src/app/shell/mobile/mobile-header.tsx) and desktop bar
// (src/app/shell/header/header.tsx) with their own classes, both in the HTML and one shown by the shell's
// media query (styles.ts), as React's AppShell picks one. Only what the bar looks like before anything is
// known about the shopper: logo, search box and menu button; no account, cart or location (stored in the
// browser), no mega menu (the shell renders it once its categories arrive, after its first paint).
import { ICON_PATHS } from '../../../../src/ui/icons/icon-paths';
import { attributes, html, Markup } from './markup';

/** The shell's icon (src/ui/icons/icons.tsx's Icon) as markup: the bar's, and a listing's sort chevron. */
export const icon = (name: keyof typeof ICON_PATHS, size: number) =>
  html`<svg
    width="${size}"
    height="${size}"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="${ICON_PATHS[name]}"></path>
  </svg>`;

export interface StoreLogo {
  header_logo_src?: unknown;
  logo_alt?: unknown;
  store_name?: unknown;
  logo_width?: unknown;
  logo_height?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const size = (value: unknown) =>
  typeof value === 'number' && value > 0 && value < 10_000 ? value : undefined;

/** As src/app/shell/hooks/use-header.ts: logo files live under the media logo folder unless given a URL. */
function logoUrl(src: string): string | null {
  if (!src) return null;
  return /^(https?:)?\/\//.test(src) || src.startsWith('/') ? src : `/media/logo/${src}`;
}

/**
 * HeaderLogo, its box reserved from the store's logo size (the shell's own <img> has none, so its search box
 * moves when the logo arrives; here it must not, as the skeleton paints before the logo is in).
 */
function logo(config: StoreLogo): Markup {
  const src = logoUrl(text(config.header_logo_src));
  const alt = text(config.logo_alt) || text(config.store_name) || 'Home';
  const width = size(config.logo_width);
  const height = size(config.logo_height);
  const box = width && height ? { width, height } : {};
  return html`<a class="header-logo" href="/" tabindex="-1"
    >${
      src
        ? new Markup(`<img${attributes({ src, alt, ...box }).text}>`) // not `html`: Prettier would "close" the <img>
        : html`<span class="header-logo__text">${alt}</span>`
    }</a
  >`;
}

const searchBox = html`<div class="search-suggest">
  <div class="search-box">
    <span class="search-box__input"></span><span class="search-box__submit">${icon('search', 20)}</span>
  </div>
</div>`;

/** Both looks of the header bar; the page's media query shows one. */
export function headerSkeleton(config: StoreLogo): Markup {
  return html`<header class="mobile-header page-skeleton__phone" aria-hidden="true">
      ${logo(config)}${searchBox}<span class="mobile-header__menu">${icon('menu', 24)}</span>
    </header>
    <header class="site-header page-skeleton__desktop" aria-hidden="true">
      <div class="site-header__fixed">
        <div class="site-header__bar site-width">
          ${logo(config)}${searchBox}
          <div class="site-header__actions"></div>
        </div>
      </div>
    </header>`;
}
