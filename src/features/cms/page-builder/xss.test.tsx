// Every payload of the XSS corpora (../shared/security/xss) through the Page Builder renderer: sanitised
// before parsing, parsed, and sanitised again where content HTML is shown. Nothing that can run script may
// reach the rendered DOM, and no payload may run.
/* eslint-disable testing-library/no-node-access, testing-library/no-container -- the checks walk the whole rendered
   DOM by design: every element and attribute, roles or not */
import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/support/render';
import { RichContent } from '../components/rich-content';
import { loadSanitizer, sanitizeToFragment } from '../sanitize';
import { isEmbeddable } from './config';
import { loadPageBuilder } from './load';
import { PARSERS, parseContent } from './page-builder';
import type { ContentNode } from './parse/types';
import { sharedDir } from '../../../../test/support/shared-dir';

const XSS_DIR = sharedDir('security', 'xss');
const lines = (file: string) =>
  fs
    .readFileSync(path.join(XSS_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim());

const CORPORA = [
  'payloadbox-xss-payload-list.txt',
  'patt-XSS_Polyglots.txt',
  'patt-MarioXSSVectors.txt',
  'patt-xss_alert_identifiable.txt',
];
const HANDLER_NAMES = lines('patt-port_swigger_xss_cheatsheet_event_handlers.txt').map((name) => name.trim());
/** Payloads per rendered page, and per HTML code block in it. */
const PER_PAGE = 250;
const PER_BLOCK = 10;

/** Closes whatever a payload left open (attribute, tag, comment, raw text) so the next starts clean. */
const RESET =
  '"\'>--></textarea></title></style></xmp></noscript></noembed></noframes></iframe></script></template></select></svg></math>';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A payload as a link target and an image source: an image with a link, and a button. */
const urlContexts = (payload: string) => {
  const url = escapeAttribute(payload);
  return (
    `<figure data-content-type="image" data-appearance="full-width" data-element="main"><a href="${url}" data-element="link"><img src="${url}" alt="" data-element="desktop_image"><img src="${url}" alt="" data-element="mobile_image"></a></figure>` +
    `<div data-content-type="button-item" data-appearance="default" data-element="main"><a href="${url}" data-element="link"><span data-element="link_text">b</span></a></div>`
  );
};

/**
 * Payloads where content HTML goes: HTML code blocks, a few payloads each, every one followed by a sentinel
 * that shows whether it swallowed what came after it; in a row.
 */
function page(payloads: string[], first: number): string {
  let html = '';
  for (let start = 0; start < payloads.length; start += PER_BLOCK) {
    const group = payloads.slice(start, start + PER_BLOCK);
    const code = group
      .map((payload, offset) => `${payload}${RESET}<i data-xss-sentinel="${first + start + offset}"></i>`)
      .join('');
    html += `<div data-content-type="html" data-appearance="default" data-element="main">${code}</div>`;
  }
  return `<div data-content-type="row" data-appearance="full-bleed" data-element="main">${html}</div>`;
}

const URL_ATTRIBUTES =
  /^(href|src|action|formaction|xlink:href|data|poster|background|srcset|ping|cite|lowsrc|dynsrc)$/;
/** SVG animation values set other attributes (e.g. href) to what they hold. */
const ANIMATION_ATTRIBUTES = /^(to|from|values|by)$/;
const MEDIA_TAGS = /^(img|source|video|audio|track|image)$/;

/** Whether a URL, resolved the way a browser would, runs script when followed, submitted or loaded. */
function urlRunsScript(url: string, tag: string): boolean {
  let protocol: string;
  try {
    protocol = new URL(url, 'https://shop.test/').protocol;
  } catch {
    return false;
  }
  if (protocol === 'javascript:' || protocol === 'vbscript:') return true;
  if (protocol !== 'data:') return false;
  // Browsers ignore whitespace and control characters in URLs.
  const compact = Array.from(url, (c) => (c.charCodeAt(0) > 0x20 ? c : '')).join('');
  return /^data:text\/html/i.test(compact) || !MEDIA_TAGS.test(tag);
}

function runsScript(name: string, value: string, tag: string): boolean {
  if (ANIMATION_ATTRIBUTES.test(name)) return /javascript:|vbscript:|data:text\/html/i.test(value);
  if (!URL_ATTRIBUTES.test(name)) return false;
  const urls =
    name === 'srcset' ? value.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '') : [value];
  return urls.some((url) => urlRunsScript(url, tag));
}

/** Everything in the rendered DOM that could run script. */
function unsafeParts(root: Element): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (/^(script|object|embed|applet|base|meta|form|frame|frameset|style|link)$/.test(tag))
      found.push(`<${tag}>`);
    const allowedFrame =
      tag === 'iframe' &&
      element.matches('.pb-video__frame iframe, iframe.pb-map__frame') &&
      isEmbeddable(element.getAttribute('src') ?? '');
    if (tag === 'iframe' && !allowedFrame) found.push(`<iframe src=${element.getAttribute('src')}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') found.push(`${tag}[${name}]`);
      if (runsScript(name, attribute.value, tag)) found.push(`${tag}[${name}=${attribute.value}]`);
    }
  }
  return found;
}

const EVENTS = [
  'click',
  'dblclick',
  'mouseover',
  'mouseenter',
  'mousedown',
  'focus',
  'focusin',
  'blur',
  'error',
  'load',
  'input',
  'change',
  'keydown',
  'submit',
  'toggle',
  'animationstart',
  'animationend',
  'transitionend',
  'pointerdown',
  'pointerover',
  'scroll',
  'wheel',
  'copy',
  'paste',
  'invalid',
  'select',
  'begin',
];

/**
 * Fires events at the rendered elements, so a surviving inline handler would run. Whether an element has an
 * inline handler depends only on its tag and attribute names, so one element of each such kind is enough.
 * On a copy outside React's root: the same handlers, without React's listeners.
 */
function fireEverywhere(root: Element, events: string[] = EVENTS) {
  const copy = root.cloneNode(true) as Element;
  document.body.append(copy);
  const kinds = new Map<string, Element>();
  for (const element of Array.from(copy.querySelectorAll('*'))) {
    const names = Array.from(element.attributes, (attribute) => attribute.name).sort();
    kinds.set(`${element.tagName}|${names.join(' ')}`, element);
  }
  for (const type of events)
    for (const element of kinds.values()) element.dispatchEvent(new Event(type, { bubbles: false }));
  copy.remove();
}

type Marked = Window & { xssMarker?: unknown };
const WATCHED = ['alert', 'confirm', 'prompt', 'print', 'open'] as const;
let spies: jest.SpyInstance[] = [];

beforeEach(() => {
  spies = WATCHED.map((name) => jest.spyOn(window, name).mockImplementation(() => null as never));
  delete (window as Marked).xssMarker;
});
afterEach(() => jest.restoreAllMocks());

function expectNothingRan() {
  expect(WATCHED.filter((_name, index) => (spies[index]?.mock.calls.length ?? 0) > 0)).toEqual([]);
  expect((window as Marked).xssMarker).toBeUndefined();
}

/** Renders each page as CMS content (sanitiser and renderer loaded first) and returns the container. */
async function showPages(pages: string[]): Promise<HTMLElement> {
  await Promise.all([loadSanitizer(), loadPageBuilder()]);
  const { container } = renderWithProviders(
    <div>
      {pages.map((html, index) => (
        <RichContent key={index} html={html} />
      ))}
    </div>,
  );
  // With the renderer loaded, every page is content at once, none a loading placeholder.
  expect(container.querySelectorAll('.rich-content')).toHaveLength(pages.length);
  return container;
}

test('the checks themselves catch script, handlers, script URLs, frames and executions', () => {
  const { container } = render(
    <div
      dangerouslySetInnerHTML={{
        __html:
          '<script></script><img src=x onerror="window.xssMarker=1"><a href=" java\tscript:x">a</a><iframe src="https://evil.example"></iframe><iframe srcdoc="x"></iframe><object data="data:text/html,x"></object>',
      }}
    />,
  );
  // script, img[onerror], a[href], two iframes (one with srcdoc too), object, object[data]
  expect(unsafeParts(container)).toHaveLength(8);
  act(() => fireEverywhere(container));
  expect((window as Marked).xssMarker).toBe(1);
});

test.each(CORPORA)(
  'no payload of %s survives the renderer or runs',
  async (file) => {
    const payloads = lines(file);
    const pages: string[] = [];
    for (let start = 0; start < payloads.length; start += PER_PAGE)
      pages.push(page(payloads.slice(start, start + PER_PAGE), start));
    const content = await showPages(pages);

    // A payload that swallowed what came after it (its sentinel is gone) is fed again on its own.
    const seen = new Set(
      Array.from(content.querySelectorAll('.pb-html [data-xss-sentinel]'), (node) =>
        Number(node.getAttribute('data-xss-sentinel')),
      ),
    );
    const alone = payloads.flatMap((payload, index) => (seen.has(index) ? [] : [page([payload], index)]));
    expect(alone.length).toBeLessThan(payloads.length);
    const rerun = alone.length ? await showPages(alone) : null;

    for (const root of [content, rerun]) {
      if (!root) continue;
      expect(unsafeParts(root)).toEqual([]);
      act(() => fireEverywhere(root));
    }
    expectNothingRan();
  },
  120_000,
);

test('no event-handler attribute from the cheat sheet survives on content types or inside them', async () => {
  const marker = 'window.xssMarker=1';
  const content = await showPages([
    `<div data-content-type="row" data-appearance="contained" data-element="main" ${HANDLER_NAMES.map((name) => `${name}="${marker}"`).join(' ')}><div data-element="inner">` +
      HANDLER_NAMES.map(
        (name) =>
          `<h2 data-content-type="heading" data-appearance="default" data-element="main" ${name}="${marker}">${name}</h2>` +
          `<div data-content-type="text" data-appearance="default" data-element="main" ${name}="${marker}"><p ${name}="${marker}">t</p><img src="x" alt="" ${name}="${marker}"><svg ${name}="${marker}"><a ${name}="${marker}">s</a></svg></div>` +
          `<div data-content-type="buttons" data-appearance="inline" data-element="main" ${name}="${marker}"><div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-primary" href="/x" data-element="link" ${name}="${marker}"><span data-element="link_text">b</span></a></div></div>`,
      ).join('') +
      '</div></div>',
  ]);
  expect(screen.getAllByText(HANDLER_NAMES[0] as string)[0]?.tagName).toBe('H2');
  expect(unsafeParts(content)).toEqual([]);
  act(() => fireEverywhere(content, [...EVENTS, ...HANDLER_NAMES.map((name) => name.replace(/^on/, ''))]));
  expectNothingRan();
}, 60_000);

/** Every URL the parsed content types would render (links, images). */
function configUrls(nodes: ContentNode[]): string[] {
  return nodes.flatMap((node) => {
    const config = node.config as { link?: { href: string }; desktopImage?: string; mobileImage?: string };
    const own = [config.link?.href, config.desktopImage, config.mobileImage].filter(
      (url): url is string => typeof url === 'string',
    );
    return [...own, ...configUrls(node.children)];
  });
}

test('as link and image URLs, no payload of any corpus becomes a URL that runs script', async () => {
  const purify = await loadSanitizer();
  const payloads = CORPORA.flatMap(lines);
  let links = 0;
  for (let start = 0; start < payloads.length; start += PER_PAGE) {
    const html = payloads
      .slice(start, start + PER_PAGE)
      .map(urlContexts)
      .join('');
    const urls = configUrls(parseContent(sanitizeToFragment(purify, html), PARSERS));
    links += urls.length;
    expect(urls.filter((url) => urlRunsScript(url, 'a') || urlRunsScript(url, 'iframe'))).toEqual([]);
  }
  // Not vacuous: plenty of payloads are ordinary (relative) URLs and were kept.
  expect(links).toBeGreaterThan(payloads.length);
}, 60_000);
