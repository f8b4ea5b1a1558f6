#!/usr/bin/env node
// Renders the PWA icons in public/icons/ from public/icons/icon.svg with sharp (no network).
// The PNGs are committed; run `node scripts/make-icons.js` again after changing the SVG.
const path = require('node:path');
const sharp = require('sharp');

const DIR = path.join(__dirname, '..', 'public', 'icons');
const SOURCE = path.join(DIR, 'icon.svg');
const BACKGROUND = '#131921';
/**
 * Palette PNGs (a flat logo needs far fewer than 256 colours): icon-192.png, the favicon, which every first
 * visit downloads, is 2.9 KB instead of 4.1.
 */
const PNG = { compressionLevel: 9, palette: true };

async function plain(size, file) {
  await sharp(SOURCE, { density: 384 })
    .resize(size, size)
    .png(PNG)
    .toFile(path.join(DIR, file));
}

/** Maskable icons keep their artwork inside the central 80% "safe zone" on a full-bleed background. */
async function maskable(size, file) {
  const inner = Math.round(size * 0.8);
  const art = await sharp(SOURCE, { density: 384 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: art, gravity: 'center' }])
    .png(PNG)
    .toFile(path.join(DIR, file));
}

async function main() {
  await plain(192, 'icon-192.png');
  await plain(512, 'icon-512.png');
  await maskable(512, 'maskable-512.png');
  await maskable(180, 'apple-touch-icon.png');
  console.log(`icons written to ${path.relative(process.cwd(), DIR)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
