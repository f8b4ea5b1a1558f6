// The app's icons, for the tab and for installing: PNG files only. A browser draws an SVG icon in a document of
// its own on the page's main thread (two of them, favicon and manifest, were 15-30 ms tasks each on a slow
// phone while the page started), and Chromium's install check needs the 192 and 512 pixel PNGs anyway.
import fs from 'node:fs';
import path from 'node:path';

const PUBLIC = path.join(__dirname, '..', '..', 'public');
const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.json'), 'utf8')) as {
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};
const indexHtml = fs.readFileSync(path.join(PUBLIC, 'index.html'), 'utf8');

test('the manifest offers PNG icons of 192 and 512 pixels, a maskable one among them, and no SVG', () => {
  expect(manifest.icons.every((icon) => icon.type === 'image/png' && icon.src.endsWith('.png'))).toBe(true);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect(fs.existsSync(path.join(PUBLIC, icon.src))).toBe(true);
});

test('the page names PNG icons only', () => {
  const links = [...indexHtml.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)];
  expect(links.map(([, href]) => href)).toEqual(['/icons/icon-192.png', '/icons/apple-touch-icon.png']);
});
