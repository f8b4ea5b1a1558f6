// Backend HTML (CMS content, product and category descriptions) made safe to write into a page for crawlers:
// an allowlist of text and structure elements, links and images only, every attribute but a few dropped, URLs
// only http(s), the shop's own relative ones made absolute. The browser sanitises the same content with
// DOMPurify before the app renders it; here nothing runs either, and the page's CSP would refuse it anyway.
// Page Builder's markup keeps its text; its styling, scripts, forms, frames and widgets' directives are dropped.
import sanitize from 'sanitize-html';

const TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'section',
  'article',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'a',
  'img',
];

/** `{{widget …}}` and `{{media url=…}}` directives are the backend's to expand; left raw they are noise. */
const DIRECTIVE = /\{\{[^{}]*\}\}/g;

/**
 * `content` made safe; `pictures: false` leaves its pictures out (their alt text stays as text) where the page
 * shows them anyway and a second download would compete with the app's own (the home page's banners and tiles).
 */
export function safeHtml(content: string, origin: string, { pictures: keepPictures = true } = {}): string {
  if (!content.trim()) return '';
  const absolute = (url: string) => {
    try {
      const parsed = new URL(url, `${origin}/`);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
    } catch {
      return null;
    }
  };
  // Page Builder writes each picture twice (desktop and mobile): a crawler needs it once.
  const pictures = new Set<string>();
  return sanitize(content.replace(DIRECTIVE, ''), {
    allowedTags: TEXT_TAGS,
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'template',
      'iframe',
      'object',
      'svg',
      'math',
    ],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ? absolute(attribs.href) : null;
        return { tagName, attribs: href ? { href, ...(attribs.title ? { title: attribs.title } : {}) } : {} };
      },
      img: (tagName, attribs) => {
        const src = attribs.src ? absolute(attribs.src) : null;
        // Below the skeleton and replaced by React: never fetched before the app's own pictures.
        const kept: Record<string, string> = src ? { src, alt: attribs.alt ?? '', loading: 'lazy' } : {};
        return { tagName: src ? tagName : 'span', attribs: kept };
      },
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const src = frame.attribs.src;
      if (!keepPictures || !src || pictures.has(src)) return true;
      pictures.add(src);
      return false;
    },
  }).trim();
}
