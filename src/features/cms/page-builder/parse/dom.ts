// Reading Page Builder elements safely: only whitelisted style properties with plain values, only http(s),
// mail and phone links, only http(s) or site-relative images. The HTML was sanitised already; this keeps the
// renderer from trusting attribute values it turns into React props.
import type { CSSProperties } from 'react';
import type { BackgroundConfig, LinkConfig } from './types';

/** Page Builder's border: style, width and colour per side, and the corner radii. */
export const BORDER_PROPERTIES = [
  'border-top-style',
  'border-right-style',
  'border-bottom-style',
  'border-left-style',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-right-radius',
  'border-bottom-left-radius',
] as const;

/** Inline style properties Page Builder writes that the renderer passes on. */
export const STYLE_PROPERTIES = [
  'text-align',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  ...BORDER_PROPERTIES,
  'background-color',
  'color',
  'min-height',
] as const;

/** A CSS value with nothing that can load or run anything: no url(), expression(), escapes or markup. */
const SAFE_CSS_VALUE = /^[#%(),.\w\s-]{1,80}$/;
const UNSAFE_CSS = /url|expression|image|element|attr|\\|javascript/i;

export function safeCssValue(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !SAFE_CSS_VALUE.test(trimmed) || UNSAFE_CSS.test(trimmed)) return undefined;
  return trimmed;
}

const camelCase = (property: string) => property.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/** The whitelisted inline styles of an element, as React style props. */
export function styleOf(
  element: Element | null | undefined,
  properties: readonly string[] = STYLE_PROPERTIES,
): CSSProperties {
  const style: Record<string, string> = {};
  const declared = (element as HTMLElement | null | undefined)?.style;
  if (!declared) return style;
  for (const property of properties) {
    const value = safeCssValue(declared.getPropertyValue(property));
    if (value !== undefined) style[camelCase(property)] = value;
  }
  return style;
}

/** One inline style property, if present and plain. */
export function styleValue(element: Element | null | undefined, property: string): string | undefined {
  return safeCssValue((element as HTMLElement | null | undefined)?.style?.getPropertyValue(property));
}

function parseUrl(value: string | null | undefined): URL | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    return new URL(trimmed, window.location.origin);
  } catch {
    return null;
  }
}

/** A link target a shopper may follow: http(s), mailto: or tel:, else nothing. */
export function safeHref(value: string | null | undefined): string | undefined {
  const url = parseUrl(value);
  if (!url || !/^(https?|mailto|tel):$/.test(url.protocol)) return undefined;
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : url.href;
}

/** An image or media URL: http(s) only (site-relative ones resolve on this origin). */
export function safeMediaUrl(value: string | null | undefined): string | undefined {
  const url = parseUrl(value);
  if (!url || !/^https?:$/.test(url.protocol)) return undefined;
  return url.origin === window.location.origin ? url.pathname + url.search : url.href;
}

/** A CSS url() for a vetted URL; the URL parser has percent-encoded quotes and spaces already. */
export function cssUrl(url: string): string {
  return `url(${JSON.stringify(url)})`;
}

export function linkOf(anchor: Element | null | undefined): LinkConfig | undefined {
  if (!anchor || anchor.tagName !== 'A') return undefined;
  const href = safeHref(anchor.getAttribute('href'));
  if (!href) return undefined;
  return anchor.getAttribute('target') === '_blank' ? { href, target: '_blank' } : { href };
}

export function boolAttr(element: Element, name: string, fallback = false): boolean {
  const value = element.getAttribute(name);
  if (value === null || value === '') return fallback;
  return value === 'true' || value === '1';
}

export function numberAttr(element: Element, name: string, fallback: number): number {
  const value = Number.parseFloat(element.getAttribute(name) ?? '');
  return Number.isFinite(value) ? value : fallback;
}

/** The element's class names that are plain tokens (Page Builder's 'CSS classes' field). */
export function classesOf(element: Element): string[] {
  return Array.from(element.classList).filter((name) => /^[\w-]{1,64}$/.test(name));
}

/** The first descendant (or the element itself) with data-element="name". */
export function part(element: Element, name: string): HTMLElement | null {
  if (element.getAttribute('data-element') === name) return element as HTMLElement;
  return element.querySelector<HTMLElement>(`[data-element="${name}"]`);
}

/** data-background-images holds JSON with backslash-escaped quotes: {\"desktop_image\":\"…\"}. */
function backgroundImages(element: Element): Pick<BackgroundConfig, 'desktopImage' | 'mobileImage'> {
  const raw = element.getAttribute('data-background-images');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw.replace(/\\(.)/g, '$1'));
    if (!parsed || typeof parsed !== 'object') return {};
    const images = parsed as Record<string, unknown>;
    const desktop = typeof images.desktop_image === 'string' ? safeMediaUrl(images.desktop_image) : undefined;
    const mobile = typeof images.mobile_image === 'string' ? safeMediaUrl(images.mobile_image) : undefined;
    return { desktopImage: desktop, mobileImage: mobile ?? desktop };
  } catch {
    return {};
  }
}

export function backgroundOf(element: Element | null | undefined): BackgroundConfig {
  if (!element) return {};
  return {
    ...backgroundImages(element),
    color: styleValue(element, 'background-color'),
    size: styleValue(element, 'background-size'),
    position: styleValue(element, 'background-position'),
    repeat: styleValue(element, 'background-repeat'),
    attachment: styleValue(element, 'background-attachment'),
  };
}
