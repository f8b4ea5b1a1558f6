// Deterministic artwork for the seeded media (logo, category tiles, CMS banners and tiles, brand marks, social
// icons): an SVG chosen by the file's folder, its picture by the words of its name, coloured from a hash of its
// path. Only the shop's own logo has words: banners and tiles sit under and beside the page's own text
// (headings, captions, buttons), which baked-in words would collide with, and they are cropped to fit
// (object-fit: cover), so their pictures sit in the middle band. Runtime code (the /media route draws it on
// first request), so it lives here rather than in seed/.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { emblem } from './emblems';
import { drawMotif, type Motif } from './pictograms';
import { socialGlyph } from './social-glyphs';

type Style = 'icon' | 'logo' | 'brand' | 'tile' | 'banner';

interface Artwork {
  width: number;
  height: number;
  style: Style;
}

// First match wins; a path matching none has no artwork (the media route answers 404).
const RULES: [RegExp, Artwork][] = [
  [/^logo\/.*favicon\.png$/, { width: 64, height: 64, style: 'icon' }],
  [/^logo\//, { width: 336, height: 80, style: 'logo' }],
  [/^catalog\/category\//, { width: 480, height: 480, style: 'tile' }],
  [/^wysiwyg\/home\/slide-/, { width: 1440, height: 480, style: 'banner' }],
  [
    /^wysiwyg\/(home\/banner-|home\/refer-earn-background|about\/)/,
    { width: 1440, height: 400, style: 'banner' },
  ],
  [/^wysiwyg\/home\//, { width: 640, height: 360, style: 'tile' }],
  [/^wysiwyg\/brands\//, { width: 240, height: 120, style: 'brand' }],
  [/^wysiwyg\/social\//, { width: 48, height: 48, style: 'icon' }],
  [/^wysiwyg\//, { width: 800, height: 400, style: 'tile' }],
];

// What a file's name shows, first match wins (names are kebab-case: 'slide-phone-fest', 'air-conditioners').
const PICTURES: [RegExp, Motif[]][] = [
  [/phone-fest/, ['phone', 'phone', 'phone']],
  [/student|campus/, ['laptop', 'cap']],
  [/summer/, ['ac', 'sun']],
  [/bank|offer/, ['card', 'coins']],
  [/exchange/, ['phone', 'exchange', 'phone']],
  [/refer|earn/, ['gift', 'coins']],
  [/about|hero/, ['box', 'bag', 'box']],
  [/electricity/, ['bolt']],
  [/water/, ['drop']],
  [/lpg/, ['flame']],
  [/dth/, ['dish']],
  [/broadband/, ['wifi']],
  [/fastag/, ['car']],
  [/recharge|bill/, ['phone', 'bolt']],
  [/gift/, ['gift']],
  [/clearance/, ['tag']],
  [/earbud/, ['earbuds']],
  [/headphone|audio/, ['headphones']],
  [/speaker/, ['speaker']],
  [/soundbar/, ['soundbar']],
  [/ring/, ['ring']],
  [/watch|band|wearable/, ['watch']],
  [/mobiles|phone/, ['phone']],
  [/tablet/, ['tablet']],
  [/laptop|computer/, ['laptop']],
  [/monitor/, ['monitor']],
  [/keyboard|mice/, ['keyboard']],
  [/power-bank/, ['powerbank']],
  [/charger|cable|accessor|case|cover/, ['cable']],
  [/tv|television|streaming/, ['tv']],
  [/air-conditioner/, ['ac']],
  [/washing/, ['washer']],
  [/purifier/, ['purifier']],
  [/refrigerator|appliance/, ['appliance']],
  [/mixer|fryer|kitchen|cookware/, ['kitchen']],
  [/camera|dslr|mirrorless/, ['camera']],
  [/footwear|shoe/, ['shoe']],
  [/cloth|fashion|shirt/, ['shirt']],
  [/decor|home/, ['lamp']],
  [/gaming|console/, ['gamepad']],
];

export const ARTWORK_FORMATS = ['png', 'jpg', 'jpeg', 'webp'] as const;

const baseName = (mediaPath: string) =>
  mediaPath
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/i, '');

const picturesOf = (mediaPath: string): Motif[] =>
  PICTURES.find(([words]) => words.test(baseName(mediaPath)))?.[1] ?? ['bag'];

function hueOf(mediaPath: string): number {
  return crypto.createHash('sha1').update(mediaPath).digest().readUInt16BE(0) % 360;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

/** The drawings' screen glow, in the picture's accent. */
const glow = (hue: number) =>
  `<linearGradient id="glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 180, 70, 75)}"/>` +
  `<stop offset="1" stop-color="${hsl(hue + 200, 60, 35)}"/></linearGradient>`;

interface Placed {
  motif: Motif;
  x: number;
  y: number;
  scale: number;
  angle?: number;
}

interface Paint {
  c: string;
  d: string;
  a: string;
}

const scene = (items: Placed[], paint: Paint) =>
  items
    .map(
      (p) =>
        `<g transform="translate(${Math.round(p.x)} ${Math.round(p.y)}) rotate(${p.angle ?? 0}) scale(${p.scale.toFixed(3)})">` +
        `${drawMotif(p.motif, paint)}</g>`,
    )
    .join('');

/** How wide each drawing is, in its own units (they are all about 440 tall); the rest about 480. */
const WIDTHS: Partial<Record<Motif, number>> = {
  phone: 290,
  watch: 320,
  speaker: 320,
  powerbank: 320,
  purifier: 320,
  drop: 400,
  bolt: 360,
  laptop: 620,
  card: 620,
  ac: 660,
  tv: 680,
  cap: 620,
  camera: 580,
  soundbar: 660,
  monitor: 580,
  keyboard: 600,
};

/**
 * A row of pictures centred on (cx, cy), about `height` tall and at most `maxWidth` wide: the middle one
 * largest, the others smaller and turned outwards.
 */
function row(motifs: Motif[], cx: number, cy: number, height: number, maxWidth: number): Placed[] {
  const middle = (motifs.length - 1) / 2;
  const relative = motifs.map((_, i) => (i === Math.round(middle) || motifs.length === 2 ? 1 : 0.78));
  const natural = motifs.reduce((sum, m, i) => sum + (WIDTHS[m] ?? 480) * relative[i]!, 0);
  const gapUnits = 32 * (motifs.length - 1);
  const unit = Math.min(height / 520, maxWidth / (natural + gapUnits));
  const scales = relative.map((r) => r * unit);
  const widths = motifs.map((m, i) => (WIDTHS[m] ?? 480) * scales[i]!);
  const gap = 32 * unit;
  let x = cx - (widths.reduce((a, b) => a + b, 0) + gap * (motifs.length - 1)) / 2;
  return motifs.map((motif, i) => {
    const side = i - middle;
    const placed = {
      motif,
      x: x + widths[i]! / 2,
      y: cy + Math.abs(side) * height * 0.05,
      scale: scales[i]!,
      angle: side * 8,
    };
    x += widths[i]! + gap;
    return placed;
  });
}

function banner({ width: w, height: h }: Artwork, mediaPath: string, hue: number): string {
  // Right of centre, within 0.42-0.82 of the width: captions sit at the bottom (slides) or on the left (Refer
  // and Earn), and a box narrower than the picture (the offers' tiles: about 2.5:1) crops both sides equally.
  const pictures = row(picturesOf(mediaPath), w * 0.62, h * 0.44, h * 0.62, w * 0.4);
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 32)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 40, 65, 52)}"/></linearGradient>${glow(hue)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${w * 0.62}" cy="${h * 0.45}" r="${h * 0.62}" fill="#ffffff" opacity="0.1"/>` +
    `<circle cx="${w * 0.12}" cy="${h * 1.05}" r="${h * 0.5}" fill="#ffffff" opacity="0.06"/>` +
    `<circle cx="${w * 0.95}" cy="${h * 0.05}" r="${h * 0.25}" fill="#ffffff" opacity="0.08"/>` +
    // Light objects with a gold accent (coins, a sun, a ribbon), blue on a yellowish background.
    scene(pictures, {
      c: hsl(hue, 30, 95),
      d: hsl(hue, 40, 28),
      a: hue >= 30 && hue <= 80 ? hsl(220, 80, 55) : hsl(45, 95, 55),
    })
  );
}

function tile({ width: w, height: h }: Artwork, mediaPath: string, hue: number): string {
  const size = Math.min(w, h);
  const pictures = row(picturesOf(mediaPath), w / 2, h * 0.5, size * 0.56, w * 0.78);
  const paint = { c: hsl(hue, 55, 55), d: hsl(hue, 55, 28), a: hsl(hue + 40, 85, 60) };
  return (
    `<defs>${glow(hue)}</defs><rect width="${w}" height="${h}" fill="${hsl(hue, 55, 90)}"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${size * 0.4}" fill="${hsl(hue, 60, 82)}"/>` +
    `<ellipse cx="${w / 2}" cy="${h * 0.5 + size * 0.3}" rx="${size * 0.22}" ry="${size * 0.03}" fill="#000" opacity="0.08"/>` +
    scene(pictures, paint)
  );
}

function body(art: Artwork, mediaPath: string, hue: number): string {
  const { width: w, height: h } = art;
  switch (art.style) {
    case 'icon':
      return socialGlyph(baseName(mediaPath), w, hsl(hue, 60, 45));
    case 'logo':
      // The shop's own wordmark: the one picture that is its name.
      return (
        `<text x="${w / 2}" y="${Math.round(h * 0.72)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" ` +
        `font-size="${Math.round(h * 0.6)}" text-anchor="middle" fill="${hsl(hue, 70, 45)}">Zepp Shop</text>`
      );
    case 'brand':
      return `<g transform="translate(${w / 2} ${h / 2})">${emblem(baseName(mediaPath), hsl(hue, 65, 42), hsl(hue, 70, 72), h * 0.7)}</g>`;
    case 'banner':
      return banner(art, mediaPath, hue);
    default:
      return tile(art, mediaPath, hue);
  }
}

/** The SVG for a seeded media path (relative to /media), or null when the path is not seeded artwork. */
export function artworkSvg(mediaPath: string): string | null {
  const art = RULES.find(([pattern]) => pattern.test(mediaPath))?.[1];
  const extension = mediaPath.split('.').pop()?.toLowerCase();
  if (!art || !ARTWORK_FORMATS.includes(extension as (typeof ARTWORK_FORMATS)[number])) return null;
  const content = body(art, mediaPath, hueOf(mediaPath));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${art.width}" height="${art.height}" viewBox="0 0 ${art.width} ${art.height}">${content}</svg>`;
}

/** The seeded artwork for a media path as an image in the path's format, or null when it is not seeded. */
export async function seededArtwork(mediaPath: string): Promise<Buffer | null> {
  const svg = artworkSvg(mediaPath);
  if (!svg) return null;
  const format = (mediaPath.split('.').pop() ?? 'png').toLowerCase().replace('jpg', 'jpeg') as
    'png' | 'jpeg' | 'webp';
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}
