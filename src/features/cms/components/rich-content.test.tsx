import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../../test/support/render';
import { loadSanitizer, sanitizeHtml } from '../sanitize';
import { RichContent } from './rich-content';
import { sharedDir } from '../../../../test/support/shared-dir';

const XSS_DIR = sharedDir('security', 'xss');
const payloads = (file: string) =>
  fs
    .readFileSync(path.join(XSS_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim());

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

/** Renders each string as its own CMS block (so one payload cannot swallow the next). */
async function renderHtml(html: string | string[]) {
  const blocks = Array.isArray(html) ? html : [html];
  const view = renderWithProviders(
    <>
      <div data-testid="cms">
        {blocks.map((block, index) => (
          <RichContent key={index} html={block} />
        ))}
      </div>
      <Where />
    </>,
  );
  // The sanitizer is loaded on demand; until then a placeholder stands in.
  await waitFor(() => expect(within(screen.getByTestId('cms')).queryAllByRole('status')).toEqual([]), {
    timeout: 20_000,
  });
  return view;
}

/** Whether a URL attribute, as the browser would resolve it, runs script when followed or loaded. */
function runsScript(value: string, tag: string): boolean {
  let protocol: string;
  try {
    protocol = new URL(value, 'https://shop.test/').protocol;
  } catch {
    return false;
  }
  if (protocol === 'javascript:' || protocol === 'vbscript:') return true;
  // data: images (SVG included) run no script; a data: document opened by a link, form or frame can.
  return protocol === 'data:' && /^(a|area|form|button|input|object|embed|iframe|frame)$/.test(tag);
}

/** Everything in the rendered HTML that could run script. */
function unsafeParts(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'form', 'style'].includes(tag))
      found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (
        /^(href|src|action|formaction|data|xlink:href|poster|background)$/.test(name) &&
        runsScript(attribute.value, tag)
      ) {
        found.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

const rendered = () => screen.getByTestId('cms').innerHTML;

test('renders CMS HTML with its headings, links and images', async () => {
  await renderHtml(
    '<h2>Bank offers</h2><p>Save <strong>10%</strong> with <a href="/offers">these cards</a></p><img src="/media/x.png" alt="Cards">',
  );
  expect(screen.getByRole('heading', { name: 'Bank offers' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'these cards' })).toHaveAttribute('href', '/offers');
  expect(screen.getByRole('img', { name: 'Cards' })).toBeInTheDocument();
});

test('scripts, event handlers and javascript: links are removed', async () => {
  await renderHtml(
    '<p>Hi</p><script>window.pwned = 1</script><img src=x alt="x" onerror="window.pwned = 2"><a href="javascript:window.pwned = 3">Click</a><iframe src="https://evil.example"></iframe>',
  );
  expect(unsafeParts(rendered())).toEqual([]);
  expect(screen.getByText('Click')).not.toHaveAttribute('href');
  expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
});

test.each([['patt-XSS_Polyglots.txt'], ['patt-MarioXSSVectors.txt'], ['patt-xss_alert_identifiable.txt']])(
  'nothing executable survives the %s corpus',
  async (file) => {
    const lines = payloads(file);
    await renderHtml(lines);
    expect(screen.getByTestId('cms')).not.toBeEmptyDOMElement();
    expect(unsafeParts(rendered())).toEqual([]);
  },
  30_000,
);

test('nothing executable survives the payloadbox corpus (6,600 payloads through the same sanitizer)', async () => {
  const purify = await loadSanitizer();
  const unsafe = payloads('payloadbox-xss-payload-list.txt').flatMap((line) =>
    unsafeParts(sanitizeHtml(purify, line)).map((part) => `${part} from ${line}`),
  );
  expect(unsafe).toEqual([]);
}, 60_000);

test('no event-handler attribute from the cheat sheet survives', async () => {
  const handlers = payloads('patt-port_swigger_xss_cheatsheet_event_handlers.txt');
  await renderHtml(
    handlers.map((name) => `<div ${name}="window.pwned=1" id="x-${name}">${name}</div>`).join(''),
  );
  expect(unsafeParts(rendered())).toEqual([]);
});

test('internal links become in-app navigation; new-tab and other-site links are left to the browser', async () => {
  const user = userEvent.setup();
  await renderHtml(
    `<a href="/contact-us?from=footer">Contact</a> <a href="${window.location.origin}/about-us">About</a>` +
      '<a href="https://careers.zeppshop.in/">Careers</a> <a href="/privacy-policy" target="_blank">Privacy</a>',
  );
  await user.click(screen.getByRole('link', { name: 'Contact' }));
  expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/contact-us?from=footer');
  await user.click(screen.getByRole('link', { name: 'About' }));
  expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/about-us');

  // After the app's own click handling: note whether it cancelled the browser's navigation (then stop jsdom
  // from attempting one, which it cannot do).
  const cancelledByApp: Record<string, boolean> = {};
  const afterApp = (event: Event) => {
    cancelledByApp[(event.target as HTMLElement).textContent ?? ''] = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', afterApp);
  fireEvent.click(screen.getByRole('link', { name: 'Careers' }));
  fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
  fireEvent.click(screen.getByRole('link', { name: 'Contact' }), { ctrlKey: true });
  document.removeEventListener('click', afterApp);
  expect(cancelledByApp).toEqual({ Careers: false, Privacy: false, Contact: false });
  expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/about-us');
  expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('rel', 'noopener noreferrer');
});
