#!/usr/bin/env node
// Renders the PWA icons in public/icons/ and public/favicon.ico from public/icons/icon.svg with sharp (no
// network). They are committed; run `node scripts/make-icons.js` again after changing the SVG.
const fs = require('node:fs');
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
  await sharp(SOURCE, { density: 384 }).resize(size, size).png(PNG).toFile(path.join(DIR, file));
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

/**
 * /favicon.ico: what a browser asks for on a page that names no icon (the sandbox gateways' and mail
 * provider's pages). An ICO holding PNG images (every current browser reads those): 16, 32 and 48 px.
 */
async function favicon(sizes, file) {
  const images = await Promise.all(
    sizes.map((size) => sharp(SOURCE, { density: 384 }).resize(size, size).png(PNG).toBuffer()),
  );
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(sizes[i] % 256, entry); // width (0 means 256)
    header.writeUInt8(sizes[i] % 256, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  fs.writeFileSync(file, Buffer.concat([header, ...images]));
}

async function main() {
  await plain(192, 'icon-192.png');
  await plain(512, 'icon-512.png');
  await maskable(512, 'maskable-512.png');
  await maskable(180, 'apple-touch-icon.png');
  await favicon([16, 32, 48], path.join(DIR, '..', 'favicon.ico'));
  console.log(`icons written to ${path.relative(process.cwd(), DIR)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
