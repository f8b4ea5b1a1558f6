/**
 * @jest-environment jest-fixed-jsdom
 */
// Backend HTML written into a page for crawlers (server/storefront/seo/safe-html.ts), tried with every payload
// of the XSS corpora (../shared/security/xss) and read back with a browser's parser: nothing in it can run,
// load a frame, style the page or leave the http(s) world, and ordinary content keeps its text and links.
import fs from 'node:fs';
import path from 'node:path';
import { safeHtml } from '../../storefront/seo/safe-html';

const CORPORA = path.resolve(__dirname, '../../../../shared/security/xss');
const payloads = fs
  .readdirSync(CORPORA)
  .filter((file) => file.endsWith('.txt') && !file.includes('event_handlers'))
  .flatMap((file) => fs.readFileSync(path.join(CORPORA, file), 'utf8').split('\n'))
  .filter((line) => line.trim());

const ORIGIN = 'https://shop.example';
const ALLOWED_ELEMENTS = new Set(
  'H1 H2 H3 H4 H5 H6 P BR HR BLOCKQUOTE PRE CODE UL OL LI DL DT DD STRONG B EM I U S SMALL SUB SUP SPAN DIV SECTION ARTICLE FIGURE FIGCAPTION TABLE THEAD TBODY TFOOT TR TH TD CAPTION A IMG'.split(
    ' ',
  ),
);

/** What in the sanitised HTML could run, load or style anything: an empty list when safe. */
function dangers(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const element of doc.body.querySelectorAll('*')) {
    if (!ALLOWED_ELEMENTS.has(element.tagName)) found.push(`<${element.tagName}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'style' || name === 'srcset' || name === 'formaction')
        found.push(`${element.tagName} ${name}`);
      if (
        (name === 'href' || name === 'src') &&
        !value.startsWith('https://') &&
        !value.startsWith('http://')
      )
        found.push(`${element.tagName} ${name}=${value}`);
    }
  }
  return found;
}

it('reads the corpora (not vacuous)', () => {
  expect(payloads.length).toBeGreaterThan(6000);
});

it('leaves nothing that can run, load a frame or style the page, for every corpus payload', () => {
  const unsafe = payloads.map((payload) => [payload, dangers(safeHtml(payload, ORIGIN))] as const);
  expect(unsafe.filter(([, found]) => found.length)).toEqual([]);
});

it('keeps content: headings, paragraphs, lists, tables, links and pictures, made absolute on the shop', () => {
  const out = safeHtml(
    '<h2 style="color:red">Warranty</h2><p class="x">1 year <a href="/warranty" onclick="x()">details</a></p>' +
      '<ul><li>One</li></ul><img src="/media/a.jpg" alt="A" srcset="x.jpg 2x">{{widget type="Foo"}}',
    ORIGIN,
  );
  expect(out).toBe(
    '<h2>Warranty</h2><p>1 year <a href="https://shop.example/warranty">details</a></p><ul><li>One</li></ul>' +
      '<img src="https://shop.example/media/a.jpg" alt="A" loading="lazy" />',
  );
  expect(safeHtml('   ', ORIGIN)).toBe('');
});
